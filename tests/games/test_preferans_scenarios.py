"""Preferans: the spec's TEST SCENARIOS (preferans.md §4.16) by number, and its tables as parametrized rows.

Amounts on the books are in 1/denominator points (6 at 3 players, 12 at 4); ``U`` converts."""

from __future__ import annotations

import pytest
from preferans_helpers import GAME, THREE, play_ids, play_out, start

from cardgames.games import preferans
from cardgames.games.core.cards import parse_cards
from cardgames.games.core.errors import IllegalMove
from cardgames.games.mechanics.match import SheetRow
from cardgames.games.mechanics.tricks import Trick
from cardgames.games.preferans import ledger
from cardgames.games.preferans.ledger import Books, Mode
from cardgames.games.preferans.rules import RULES
from cardgames.games.preferans.state import Contract, Strain

OPTIONS = preferans.Options()


def books(players: int = 3, pulka: tuple[int, ...] | None = None, gora: tuple[int, ...] | None = None) -> Books:
    """Books at P = 50 with the given pulkas and goras (whole points)."""
    sheet = ledger.new_sheet(players, OPTIONS)
    den = sheet.denominator
    if pulka is not None:
        sheet = sheet.adding(SheetRow(1, "set", tuple(p * den for p in pulka), ledger.PULKA))
    if gora is not None:
        sheet = sheet.adding(SheetRow(1, "set", tuple((g - 50) * den for g in gora), ledger.GORA))
    return Books(sheet, 50)


def whole(values: list[int] | tuple[int, ...], den: int = 6) -> tuple[float, ...]:
    return tuple(value / den for value in values)


def hand(contract: str, mode: Mode, tricks: tuple[int, ...], whisters: tuple[int, ...], m: int = 1,
         dealer: int = 2, widow: int = 0) -> ledger.Hand:
    return ledger.Hand(0, Contract.parse(contract), mode, tricks, whisters, dealer, m, widow)


def scored(b: Books, h: ledger.Hand, options: preferans.Options = OPTIONS) -> Books:
    ledger.score_hand(b, h, options)
    return b


# ------------------------------------------------------------------------------------------- 1, 2: the auction


def test_1_auction_with_moi() -> None:
    state = play_ids(start(), "bid:6S", "bid:6C", "pass", "moi")
    assert state.auction.high is not None and state.auction.high.seat == 0 and state.auction.high.bid == 1
    state = play_ids(state, "bid:7S", "pass")
    assert state.declarer == 1 and state.contract == Contract.parse("7S") and state.phase is preferans.Phase.DISCARD
    state = play_ids(state, "discard:7S,8S")
    ids = [move.id for move in GAME.legal_moves(state)]
    assert ids[0] == "contract:7S" and ids[-1] == "contract:10NT" and "contract:MISERE" not in ids
    assert not any(move_id.startswith("contract:6") for move_id in ids)


def test_1_book_example_seven_diamonds_may_not_drop_below() -> None:
    state = play_ids(start(), "bid:7D", "pass", "pass", "discard:7C,8C")
    ids = {move.id for move in GAME.legal_moves(state)}
    assert {"contract:7H", "contract:7NT", "contract:8S"} <= ids
    assert not ids & {"contract:7S", "contract:7C", "contract:6NT"}
    with pytest.raises(IllegalMove, match="PRF-23"):
        GAME.play(state, GAME.parse_move("contract:7C"))


def test_2_misere_only_as_a_first_call_and_then_only_10nt() -> None:
    state = play_ids(start(), "bid:6S", "pass")
    state = play_ids(state, "pass")  # seat 2 passes: seat 0 wins 6S
    state = play_ids(start(), "bid:6S", "misere")
    ids = {move.id for move in GAME.legal_moves(state)}
    assert ids == {"blind", "pass", "bid:10NT"}  # seat 2's first call: no misère, no мой
    state = play_ids(state, "pass")
    assert "misere" not in {move.id for move in GAME.legal_moves(state)}  # seat 0 already bid 6S
    assert {move.id for move in GAME.legal_moves(state)} == {"pass", "bid:10NT"}


# ------------------------------------------------------------------------------------------- 3-7: scoring


def test_3_six_made() -> None:
    b = scored(books(), hand("6H", Mode.BOTH, (6, 3, 1), (1, 2)))
    assert whole(b.pulka) == (5, 0, 0) and whole(b.gora) == (45, 50, 50)
    assert whole([b.whists[1][0], b.whists[2][0]]) == (3, 1)


def test_4_six_failed_three_players() -> None:
    b = scored(books(), hand("6S", Mode.BOTH, (5, 3, 2), (1, 2)))
    assert whole(b.gora) == (60, 50, 50) and whole([b.whists[1][0], b.whists[2][0]]) == (4, 3)


def test_4_six_failed_four_players_the_dealer_consoles() -> None:
    b = scored(books(4), hand("6S", Mode.BOTH, (5, 3, 2, 0), (1, 2), dealer=3))
    assert whole(b.gora, 12) == (60, 50, 50, 50)
    assert whole([b.whists[1][0], b.whists[2][0], b.whists[3][0]], 12) == (3, 2, 1)


def test_5_whisters_fall_short() -> None:
    b = scored(books(), hand("6S", Mode.BOTH, (7, 2, 1), (1, 2)))
    assert whole(b.gora) == (45, 50, 55) and whole(b.pulka) == (5, 0, 0)
    assert whole([b.whists[1][0], b.whists[2][0]]) == (2, 1)
    closed = scored(books(pulka=(50, 50, 50), gora=(20, 0, 0)), hand("6S", Mode.BOTH, (7, 2, 1), (1, 2)))
    assert whole(closed.gora) == (10, 0, 10)  # responsible whist: C +10; A writes off 10


@pytest.mark.parametrize(("contract", "pulka", "whist"), [
    ("7S", 10, 2), ("8D", 15, 3), ("9H", 20, 4), ("10NT", 25, 0), ("MISERE", 25, 0),
])
def test_6_higher_levels_made(contract: str, pulka: int, whist: int) -> None:
    c = Contract.parse(contract)
    tricks = (0, 5, 5) if c.misere else (c.level, 10 - c.level, 0)
    mode = Mode.OPEN if c.level == 10 else Mode.SOLE
    b = scored(books(), hand(contract, mode, tricks, () if mode is Mode.OPEN else (1,)))
    assert whole(b.pulka) == (pulka, 0, 0) and whole(b.gora) == (50 - pulka, 50, 50)
    assert b.whists[1][0] == whist * (10 - c.level) * 6


def test_7_blind_six_doubles_and_a_marker_doubles_again() -> None:
    b = scored(books(), hand("6C", Mode.BOTH, (6, 2, 2), (1, 2), m=2))
    assert whole(b.pulka) == (10, 0, 0) and whole(b.gora) == (40, 50, 50) and b.whists[1][0] == 2 * 2 * 6
    b = scored(books(), hand("6C", Mode.BOTH, (6, 2, 2), (1, 2), m=4))
    assert whole(b.pulka) == (20, 0, 0) and whole(b.gora) == (30, 50, 50)


# ------------------------------------------------------------------------------------------- 8: elochka


def _raspas(state: preferans.State) -> preferans.State:
    return play_out(play_ids(state, "pass", "pass", "pass"))


def test_8_elochka_lifecycle() -> None:
    state = _raspas(start(more=2))
    assert state.markers == (2,) and state.deal_number == 2
    # a failing seven with the marker: remiz 20 per under-trick x 2, the marker stays
    b = scored(books(), hand("7C", Mode.BOTH, (6, 2, 2), (1, 2), m=2))
    assert whole(b.gora) == (90, 50, 50)
    # deal 2 (dealt by seat 0): seat 1 bids 7C, both defenders pass: credited, made with x2, marker gone
    before = Books(state.sheet, 50)
    state = play_ids(state, "bid:7C", "pass", "pass", "discard:7S,8S", "contract:7C", "pass", "pass")
    after = Books(state.sheet, 50)
    assert state.markers == () and state.deal_number == 3
    assert (after.pulka[1] - before.pulka[1]) / 6 == 20


# ------------------------------------------------------------------------------------------- 9, 10: raspasovka


def test_9_raspasovka_three_players() -> None:
    b = books()
    ledger.score_raspas(b, (0, 3, 7), False, OPTIONS)
    assert whole(b.pulka) == (5, 0, 0) and whole(b.gora) == (50, 65, 85)
    blind = books()
    ledger.score_raspas(blind, (0, 3, 7), True, OPTIONS)
    assert whole(blind.pulka) == (5, 0, 0) and whole(blind.gora) == (50, 80, 120)


def test_9_blind_raspasovka_pushes_a_marker_of_four() -> None:
    state = play_out(play_ids(start(more=1), "pass", "pass", "blind", "pass"))
    assert state.markers == (4,)
    rows = [row for row in state.sheet.rows if row.deal == 1]
    assert rows and rows[0].label.startswith("blind raspasovka")


FOUR = ["AS KS QS JS TS 9S AC KC QC JC", "8S AD KD QD JD TD 9D 8D 7D 7C", "AH KH QH JH TH 9H 8H TC 9C 8C", ""]


def test_10_four_player_raspasovka_the_dealer_leads_the_widow() -> None:
    state = play_ids(start(FOUR, "7S 7H"), "pass", "pass", "pass")
    assert state.trick == Trick(3, parse_cards("7S"))  # the dealer (seat 3) leads widow card 1
    state = play_ids(state, "play:9S", "play:8S", "play:8H")  # seat 0 must follow spades
    assert state.tricks[0].winner_seat == 0 and state.trick == Trick(3, parse_cards("7H"))
    state = play_ids(state, "play:TS", "play:7C", "play:AH")
    assert state.tricks[1].winner_seat == 2
    assert state.trick is not None and state.trick.leader == 0  # the dealer's left leads trick 3 regardless


def test_10_the_widow_ace_wins_for_the_dealer() -> None:
    hands = ["KS QS JS TS 9S 8S AC KC QC JC", "AD KD QD JD TD 9D 8D 7D 7C 7S", "AH KH QH JH TH 9H 8H TC 9C 8C", ""]
    state = play_ids(start(hands, "AS 7H"), "pass", "pass", "pass")
    state = play_ids(state, "play:8S", "play:7S", "play:8H")
    assert state.tricks[0].winner_seat == 3  # nobody beats AS: the dealer takes trick 1
    final = play_out(state)
    row = next(row for row in final.sheet.rows if row.deal == 1 and row.section == ledger.GORA)
    tricks = [int(text) for text in row.label.split("tricks ")[1].split()]
    assert tricks[3] >= 1 and row.points[3] == tricks[3] * 5 * 12  # the dealer scored like a player


# ------------------------------------------------------------------------------------------- 11, 12


@pytest.mark.parametrize(("widow", "n"), [
    ("AS AD", 3), ("AH KH", 2), ("AH KS", 1), ("AH 7C", 1), ("KH QH", 1), ("KH QS", 0), ("7C 8D", 0),
])
def test_11_widow_consolation_table(widow: str, n: int) -> None:
    assert ledger.widow_tricks(parse_cards(widow)) == n


def test_11_widow_consolation_written_by_the_dealer() -> None:
    b = scored(books(4), hand("7S", Mode.BOTH, (7, 2, 1, 0), (1, 2), dealer=3, widow=2))
    assert b.whists[3][0] == 4 * 12
    b = scored(books(4), hand("6D", Mode.BOTH, (6, 2, 2, 0), (1, 2), dealer=3, widow=3))
    assert b.whists[3][0] == 3 * 12


def test_12_overflow_of_pulka_and_of_write_off() -> None:
    b = books(pulka=(48, 30, 45))
    b.add_pulka(0, 5 * 6)
    assert whole(b.pulka) == (50, 30, 48) and b.whists[0][2] == 3 * 6
    b = books(gora=(3, 4, 20))
    b.write_off(0, 10 * 6)
    assert whole(b.gora) == (0, 0, 17) and whole([b.whists[0][1], b.whists[0][2]]) == (4, 3)


# ------------------------------------------------------------------------------------------- 13: follow rules


def test_13_follow_rules() -> None:
    hand_ = parse_cards("7H 8H 9D")
    lead = Trick(0, parse_cards("AC"))
    assert RULES[parse_cards("7H")[0].suit].legal_cards(hand_, lead) == parse_cards("7H 8H")
    assert RULES[None].legal_cards(hand_, lead) == hand_


# ------------------------------------------------------------------------------------------- tables


@pytest.mark.parametrize(("level", "value", "price", "quota", "strict"), [
    (6, 10, 1, 4, 4), (7, 20, 2, 2, 3), (8, 30, 3, 1, 2), (9, 40, 4, 1, 1), (10, 50, 5, 0, 0),
])
def test_the_value_table(level: int, value: int, price: int, quota: int, strict: int) -> None:
    assert preferans.state.VALUE[level] == value and preferans.state.WHIST_PRICE[level] == price
    assert ledger.quota(level, OPTIONS) == quota
    assert ledger.quota(level, preferans.Options(strict_quota=True)) == strict


def test_the_ladder() -> None:
    names = [str(contract) for contract in preferans.LADDER]
    assert names[:6] == ["6S", "6C", "6D", "6H", "6NT", "7S"] and names[-3:] == ["10H", "MISERE", "10NT"]
    assert all(contract.index == index for index, contract in enumerate(preferans.LADDER))
    assert Contract(10, Strain.MISERE).misere and THREE


@pytest.mark.parametrize(("contract", "d1", "d2", "charged"), [
    ("6S", 2, 2, (0, 0)),  # Q 4 met
    ("6S", 3, 0, (0, 5)),  # S 1, h 2: only D2 short (by 2), charged min(S, 2) = 1 trick at V/2 = 5
    ("6S", 1, 1, (5, 5)),  # S 2: each one short of his half
    ("6S", 0, 0, (10, 10)),
    ("7S", 1, 0, (0, 10)),  # Q 2, h 1: D2 short by 1 at V/2 = 10
    ("8S", 0, 0, (15, 15)),  # Q 1 odd: both charged (PRF-5)
    ("9S", 0, 1, (0, 0)),
])
def test_whisters_remiz_half_shares(contract: str, d1: int, d2: int, charged: tuple[int, int]) -> None:
    """PRF-5: two whisters each answer for his own half of the quota (at V/2 a trick before the pulkas close)."""
    level = Contract.parse(contract).level
    b = scored(books(), hand(contract, Mode.BOTH, (10 - d1 - d2, d1, d2), (1, 2)))
    assert whole([b.gora[1] - 300, b.gora[2] - 300]) == charged
    assert level


@pytest.mark.parametrize(("mode", "tricks", "whists", "remiz"), [
    (Mode.SOLE, (6, 3, 1), (4, 0), (0, 0)),  # the sole whister writes both defenders' tricks, quota met
    (Mode.SOLE, (8, 1, 1), (2, 0), (10, 0)),  # quota 4 missed by 2: the responsible whister pays 2 x 5
    (Mode.HALF, (0, 0, 0), (0, 2), (0, 0)),  # half-whist: D2 writes 2 x w, nothing played
    (Mode.CREDITED, (0, 0, 0), (0, 0), (0, 0)),
])
def test_sole_half_and_credited_sixes(mode: Mode, tricks: tuple[int, ...], whists: tuple[int, int],
                                      remiz: tuple[int, int]) -> None:
    whisters = (2,) if mode is Mode.HALF else (1,) if mode is Mode.SOLE else ()
    b = scored(books(), hand("6S", mode, tricks, whisters))
    assert whole([b.whists[1][0], b.whists[2][0]]) == whists
    assert whole([b.gora[1] - 300, b.gora[2] - 300]) == remiz
    assert whole(b.pulka) == (5, 0, 0)


@pytest.mark.parametrize(("players", "tricks", "consolers"), [
    (3, (8, 2, 0), (10, 10)),  # 10S failed by 2, 3 players: each opponent writes 2 x 5
    (4, (8, 2, 0, 0), (0, 0, 10)),  # 4 players: the dealer only
])
def test_a_failed_ten_is_consoled(players: int, tricks: tuple[int, ...], consolers: tuple[int, ...]) -> None:
    den = 6 if players == 3 else 12
    b = scored(books(players), hand("10S", Mode.OPEN, tricks, (), dealer=players - 1))
    assert whole([b.whists[seat][0] for seat in range(1, players)], den) == consolers
    assert b.gora[0] / den == 50 + 2 * 50


def test_the_docs_worked_example() -> None:
    """docs/games/preferans.md: the six made and its rows on the sheet (denominator 6), then the six failed."""
    before = books()
    after = scored(before.copy(), hand("6H", Mode.BOTH, (6, 3, 1), (1, 2)))
    rows = {row.section: row.points for row in after.rows_since(before, 1, "6H")}
    assert rows == {ledger.PULKA: (30, 0, 0), ledger.GORA: (-30, 0, 0), "whists on 0": (0, 18, 6)}
    failed = scored(books(), hand("6H", Mode.BOTH, (5, 3, 2), (1, 2)))
    assert whole(failed.gora) == (60, 50, 50) and whole([failed.whists[1][0], failed.whists[2][0]]) == (4, 3)
