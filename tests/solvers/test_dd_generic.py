"""Generic trick-taking rules: C++ engine vs the pure-Python reference, invariants, CP-SAT bracket."""

from __future__ import annotations

import random

import pytest
from dd_helpers import RANKS, random_bridge_ending, random_game, to_pbn

from cardgames.solvers.dd import (
    Position,
    Rules,
    SolverBudgetExceeded,
    _CardMap,
    _ddcore,
    _masks,
    bridge_rules,
    solve_position,
    solve_table,
)
from cardgames.solvers.dd.reference import solve_reference


def _compare(seed: int) -> None:
    rng = random.Random(seed)
    rules, hands, leader, played = random_game(rng)
    pos = Position(hands=hands, leader=leader, played=tuple(played), rules=rules)
    got = solve_position(pos, tt_mb=2)
    want = solve_reference(pos)
    assert (got.value, got.card_values) == (want.value, want.card_values), (rules, hands, leader, played)


@pytest.mark.parametrize("block", range(10))
def test_engine_equals_reference(block):
    for seed in range(block * 200, (block + 1) * 200):
        _compare(seed)


@pytest.mark.nightly
@pytest.mark.parametrize("block", range(50))
def test_engine_equals_reference_nightly(block):
    for seed in range(100000 + block * 1000, 100000 + (block + 1) * 1000):
        _compare(seed)


def test_bridge_endings_equal_reference():
    rng = random.Random(3)
    for _ in range(100):
        k = rng.randint(1, 4)
        hands = random_bridge_ending(rng, k)
        pos = Position(hands=hands, leader=rng.randrange(4), rules=bridge_rules(rng.choice(["S", "H", None])))
        assert solve_position(pos).card_values == solve_reference(pos).card_values


def test_sides_sum_to_tricks_left():
    rng = random.Random(11)
    cmap = _CardMap(Rules())
    for _ in range(40):
        k = rng.randint(1, 8)
        hands = random_bridge_ending(rng, k)
        masks = _masks(hands, cmap)
        trump, leader = rng.randint(-1, 3), rng.randrange(4)
        ns = _ddcore.Engine(4, trump, side=[1, 0, 1, 0]).value(masks, leader, [])
        ew = _ddcore.Engine(4, trump, side=[0, 1, 0, 1]).value(masks, leader, [])
        assert ns + ew == k


def test_equivalent_cards_have_equal_values():
    rng = random.Random(12)
    for _ in range(60):
        k = rng.randint(2, 7)
        hands = random_bridge_ending(rng, k)
        leader = rng.randrange(4)
        rules = bridge_rules(rng.choice(["C", None]))
        res = solve_position(Position(hands=hands, leader=leader, rules=rules))
        mine = hands[leader]
        others = {c for i, h in enumerate(hands) if i != leader for c in h}
        for a in mine:
            for b in mine:
                if a[1] != b[1] or RANKS.index(a[0]) >= RANKS.index(b[0]):
                    continue
                between = [r + a[1] for r in RANKS[RANKS.index(a[0]) + 1:RANKS.index(b[0])]]
                if not any(c in others for c in between):
                    assert res.card_values[a] == res.card_values[b]


def test_rotation_and_suit_permutation_permute_table():
    rng = random.Random(13)
    for _ in range(8):
        hands = random_bridge_ending(rng, rng.randint(4, 7))
        base = solve_table(to_pbn(hands))
        rotated = solve_table(to_pbn(hands[1:] + hands[:1]))  # old East sits North
        for st in range(5):
            assert [rotated.tricks[st][(p - 1) % 4] for p in range(4)] == list(base.tricks[st])
        swap = {"C": "S", "S": "C", "D": "H", "H": "D"}
        permuted = solve_table(to_pbn([[c[0] + swap[c[1]] for c in h] for h in hands]))
        for st, pst in ((0, 3), (1, 2), (2, 1), (3, 0), (4, 4)):
            assert permuted.tricks[pst] == base.tricks[st]


def test_budget_raises():
    rng = random.Random(14)
    hands = random_bridge_ending(rng, 13)
    with pytest.raises(SolverBudgetExceeded):
        solve_table(to_pbn(hands), node_budget=1000)
    with pytest.raises(SolverBudgetExceeded):
        solve_position(Position(hands=hands, leader=0), node_budget=100)


def test_small_tt_still_exact():
    rng = random.Random(15)
    for _ in range(5):
        hands = random_bridge_ending(rng, 8)
        pbn = to_pbn(hands)
        assert solve_table(pbn, tt_mb=1).tricks == solve_table(pbn).tricks


def test_a_full_table_stays_within_its_bytes_and_is_thinned():
    """table.cpp TT::room_for and TT::keep_deepest: three hands of 13 cards at no trump fill the smallest table
    (1 MB), which is thinned, its entries, shapes and index never taking more than its bytes; the value equals
    the one found with a table that never fills."""
    deck = [rank + suit for suit in "SHDC" for rank in RANKS]
    random.Random(5).shuffle(deck)
    hands = [deck[13 * seat:13 * (seat + 1)] for seat in range(3)]
    masks = _masks(hands, _CardMap(Rules(seats=3, sides=(0, 1, 1))))
    small, large = (_ddcore.Engine(3, -1, side=[1, 0, 0], tt_mb=mb) for mb in (1, 64))
    assert small.value(masks, 0, []) == large.value(masks, 0, [])
    assert small.stats()["tt_compactions"] >= 1 and large.stats()["tt_compactions"] == 0
    assert 2**19 < small.stats()["tt_peak_bytes"] <= 2**20  # the search filled it, within its bytes


def test_jokers_named_at_play():
    # no trump, three seats: the joker is led as a named suit, or wins when its holder is void
    rules = Rules(seats=3, sides=(1, 0, 0))
    pos = Position(hands=[["JK1", "2C"], ["AC", "KD"], ["QC", "3D"]], leader=0, rules=rules)
    res = solve_position(pos)
    assert res.card_values == solve_reference(pos).card_values
    assert "JK1=C" in res.card_values and "JK1=S" in res.card_values
    assert res.value == 2  # JK1 named clubs draws both clubs, then 2C is good


# ----------------------------------------------------------------- CP-SAT bracket


def _coop_bound(hands: list[list[str]], trump: str | None, leader: int, maximise: bool) -> int:
    """Best (or worst) NS trick count when all four seats cooperate -- a bound on the minimax value."""
    from ortools.sat.python import cp_model

    k = len(hands[0])
    m = cp_model.CpModel()
    play = {(t, p, c): m.NewBoolVar("") for t in range(k) for p in range(4) for c in hands[p]}
    lead = {(t, p): m.NewBoolVar("") for t in range(k) for p in range(4)}
    win = {(t, p): m.NewBoolVar("") for t in range(k) for p in range(4)}
    for p in range(4):
        for c in hands[p]:
            m.AddExactlyOne(play[t, p, c] for t in range(k))
        for t in range(k):
            m.AddExactlyOne(play[t, p, c] for c in hands[p])
    for t in range(k):
        m.AddExactlyOne(lead[t, p] for p in range(4))
        m.AddExactlyOne(win[t, p] for p in range(4))
        for p in range(4):
            if t == 0:
                m.Add(lead[t, p] == (1 if p == leader else 0))
            else:
                m.Add(lead[t, p] == win[t - 1, p])
        led = {}
        for s in "CDHS":
            ys = []
            for p in range(4):
                for c in hands[p]:
                    if c[1] == s:
                        y = m.NewBoolVar("")
                        m.AddImplication(y, lead[t, p])
                        m.AddImplication(y, play[t, p, c])
                        m.AddBoolOr([y, lead[t, p].Not(), play[t, p, c].Not()])
                        ys.append(y)
            led[s] = m.NewBoolVar("")
            m.Add(led[s] == sum(ys)) if ys else m.Add(led[s] == 0)
        for p in range(4):
            for s in "CDHS":
                mine_s = [c for c in hands[p] if c[1] == s]
                for c in mine_s:
                    for t2 in range(t + 1, k):
                        m.Add(play[t2, p, c] + led[s] - sum(play[t, p, d] for d in mine_s) <= 1)
        for p in range(4):
            for q in range(4):
                if p == q:
                    continue
                for c in hands[p]:
                    for d in hands[q]:
                        if trump and c[1] == trump and d[1] != trump:
                            continue  # always beats
                        if c[1] == d[1]:
                            if RANKS.index(c[0]) > RANKS.index(d[0]):
                                continue
                            m.Add(win[t, p] + play[t, p, c] + play[t, q, d] <= 2)
                        elif trump and d[1] == trump:
                            m.Add(win[t, p] + play[t, p, c] + play[t, q, d] <= 2)
                        else:  # c wins only if its suit was led
                            m.Add(win[t, p] + play[t, p, c] + play[t, q, d] - led[c[1]] <= 2)
    ns = sum(win[t, p] for t in range(k) for p in (0, 2))
    m.Maximize(ns) if maximise else m.Minimize(ns)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    status = solver.Solve(m)
    assert status == cp_model.OPTIMAL
    return round(solver.ObjectiveValue())


def test_value_within_cp_sat_cooperative_bracket():
    rng = random.Random(21)
    strict = 0
    for _ in range(25):
        k = rng.randint(2, 4)
        hands = random_bridge_ending(rng, k)
        trump = rng.choice(["S", "H", None])
        leader = rng.randrange(4)
        pos = Position(hands=hands, leader=leader, rules=bridge_rules(trump))
        res = solve_position(pos, values_of_cards=False)
        ns = res.value if leader % 2 == 0 else k - res.value
        lo, hi = _coop_bound(hands, trump, leader, False), _coop_bound(hands, trump, leader, True)
        assert lo <= ns <= hi
        strict += lo < hi
    assert strict > 0  # the cooperative optimum is not the minimax value
