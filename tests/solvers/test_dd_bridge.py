"""Double-dummy solver against DDS (through endplay): tables, per-card values, par."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from dd_helpers import random_bridge_ending, to_pbn

from cardgames.solvers.dd import Position, bridge_rules, par, solve_position, solve_table

dds = pytest.importorskip("endplay.dds")
from endplay.types import Deal, Denom, Player  # noqa: E402

LIST100 = Path(__file__).resolve().parents[1] / "data" / "dds" / "list100.txt"  # DDS's own file, see its README
VUL = {0: "None", 1: "Both", 2: "NS", 3: "EW"}
DENOM = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades, None: Denom.nt}


def _list100() -> list[dict]:
    lines = LIST100.read_text().splitlines()
    deals = []
    for i, line in enumerate(lines):
        if not line.startswith("PBN"):
            continue
        fields = line.split()
        fut = list(map(int, lines[i + 1].split()[1:]))
        tab = list(map(int, lines[i + 2].split()[1:]))
        par2 = lines[i + 4].split('"')[1::2]
        deals.append({
            "dealer": int(fields[1]), "vul": int(fields[2]), "trump": int(fields[3]), "first": int(fields[4]),
            "pbn": line.split('"')[1],
            "fut": fut, "table": tab, "par_score": int(par2[0]), "par_contracts": set(par2[1:]),
        })
    return deals


DEALS = _list100()


def _dds_order(table) -> list[int]:
    # ours: [C, D, H, S, NT][N, E, S, W] -> DDS: S, H, D, C, NT each N E S W
    rows = [table.tricks[3], table.tricks[2], table.tricks[1], table.tricks[0], table.tricks[4]]
    return [t for row in rows for t in row]


def _card_text(card) -> str:  # endplay "♠3" -> "3S"
    s = str(card)
    return s[1:].upper().replace("10", "T") + "SHDC"["♠♥♦♣".index(s[0])]


def _fut_values(entry: dict) -> dict[str, int]:
    fut = entry["fut"]
    n = fut[0]
    suits, ranks = fut[1:1 + n], fut[1 + n:1 + 2 * n]
    equals, scores = fut[1 + 2 * n:1 + 3 * n], fut[1 + 3 * n:]
    out = {}
    for s, r, eq, sc in zip(suits, ranks, equals, scores, strict=True):
        letter = "SHDC"[s]
        out["23456789TJQKA"[r - 2] + letter] = sc
        for rr in range(2, 15):
            if eq >> rr & 1:
                out["23456789TJQKA"[rr - 2] + letter] = sc
    return out


def test_par_list100_all():
    assert DEALS, "list100.txt missing"
    for e in DEALS:
        tricks = [e["table"][(3 - st) * 4:(3 - st) * 4 + 4] if st < 4 else e["table"][16:20]
                  for st in range(5)]
        p = par(tricks, VUL[e["vul"]], e["dealer"])
        assert p.score == e["par_score"], e["pbn"]
        assert set(p.contracts) == e["par_contracts"], e["pbn"]


@pytest.mark.nightly
@pytest.mark.parametrize("index", range(100))
def test_list100_table_fut_par(index):
    e = DEALS[index]
    table = solve_table(e["pbn"])
    assert _dds_order(table) == e["table"]
    p = par(table, VUL[e["vul"]], e["dealer"])
    assert p.score == e["par_score"] and set(p.contracts) == e["par_contracts"]
    # FUT: DDS SolveBoard for the opening lead (fields: dealer vul trump first; trump S,H,D,C,NT = 0..4)
    fut = _fut_values(e)
    trump = ("S", "H", "D", "C", None)[e["trump"]]
    res = solve_position(Position(hands=e["pbn"], leader=e["first"], rules=bridge_rules(trump)))
    assert res.card_values == fut


def _ending_position(rng: random.Random, k: int):
    hands = random_bridge_ending(rng, k)
    trump = rng.choice(["C", "D", "H", "S", None])
    leader = rng.randrange(4)
    nplay = rng.randrange(4)
    deal = Deal(to_pbn(hands))
    deal.first = Player(leader)
    deal.trump = DENOM[trump]
    played = []
    for _ in range(nplay):
        moves = list(deal.legal_moves())
        card = rng.choice(moves)
        text = _card_text(card)
        seat = (leader + len(played)) % 4
        hands[seat].remove(text)
        played.append(text)
        deal.play(card)
    return hands, trump, leader, played, deal


def _check_ending(rng: random.Random, k: int) -> None:
    hands, trump, leader, played, deal = _ending_position(rng, k)
    pos = Position(hands=hands, leader=leader, played=tuple(played), rules=bridge_rules(trump))
    res = solve_position(pos)
    want = {_card_text(c): t for c, t in dds.solve_board(deal)}
    assert res.card_values == want, (to_pbn(hands), trump, leader, played)
    assert res.value == max(want.values())


@pytest.mark.parametrize("seed", range(300))
def test_random_endings_every_card(seed):
    rng = random.Random(1000 + seed)
    _check_ending(rng, 1 + seed % 8)


@pytest.mark.nightly
@pytest.mark.parametrize("seed", range(3000))
def test_random_endings_every_card_nightly(seed):
    rng = random.Random(50000 + seed)
    _check_ending(rng, 1 + seed % 9)


def _check_table(rng: random.Random, k: int) -> None:
    hands = random_bridge_ending(rng, k)
    pbn = to_pbn(hands)
    table = solve_table(pbn)
    want = dds.calc_dd_table(Deal(pbn)).to_list()
    # DDS counts the tricks already gone (13 - k) to both sides of a partial deal
    assert _dds_order(table) == [t - (13 - k) for row in want for t in row], pbn


@pytest.mark.parametrize("seed", range(20))
def test_random_ending_tables(seed):
    rng = random.Random(7000 + seed)
    _check_table(rng, 5 + seed % 4)


@pytest.mark.nightly
@pytest.mark.parametrize("seed", range(100))
def test_random_full_deal_tables(seed):
    _check_table(random.Random(9000 + seed), 13)
