"""The engine's declarations on lead and trump change on their own (explicit rules, no game): random small
endings of random tables, the C++ engine against the pure-Python reference, with every move value."""

from __future__ import annotations

import random

import pytest

from cardgames.solvers.dd import Position, Rules, solve_position
from cardgames.solvers.dd.reference import solve_reference

RANKS = "9JQKTA"
POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}


def _deal(rng: random.Random, seats: int, cards: int) -> list[list[str]]:
    deck = [rank + suit for suit in "CDHS" for rank in RANKS]
    dealt = rng.sample(deck, seats * cards)
    return [dealt[seat * cards:(seat + 1) * cards] for seat in range(seats)]


def _marriage_position(seed: int) -> Position:
    """Three or four seats, card points, marriages worth 100/80/60/40, any trump or none, a marriage forced
    into the leader's hand half of the time."""
    rng = random.Random(seed)
    seats = rng.choice((3, 4))
    hands = _deal(rng, seats, rng.randint(2, 4))
    leader = rng.randrange(seats)
    if seed % 2:
        suit = rng.choice("CDHS")
        for card in ("K" + suit, "Q" + suit):
            holder = next(index for index, hand in enumerate(hands) if card in hand) if any(
                card in hand for hand in hands) else None
            if holder is not None and holder != leader:
                swap = hands[leader][0] if hands[leader][0] not in ("K" + suit, "Q" + suit) else hands[leader][1]
                hands[holder][hands[holder].index(card)] = swap
                hands[leader][hands[leader].index(swap)] = card
    sides = tuple(int(seat == leader) if rng.random() < 0.5 else rng.randint(0, 1) for seat in range(seats))
    if len(set(sides)) == 1:
        sides = (1 - sides[0], *sides[1:])
    rules = Rules(seats=seats, sides=sides, trump=rng.choice([None, "C", "D", "H", "S"]), rank_order=RANKS,
                  must_trump=rng.random() < 0.5, objective="points", card_points=POINTS,
                  declarations={"H": 100, "D": 80, "C": 60, "S": 40})
    return Position(hands=hands, leader=leader, rules=rules, first_trick=rng.random() < 0.2)


def _change_position(seed: int) -> Position:
    """Four or five seats, a Declarer (seat 0) who never leads a trump, maybe a Banker, the change left,
    pending or used, some tricks banked; tricks of the Declarer role counted, a catch worth -banked."""
    rng = random.Random(seed)
    seats = rng.choice((4, 5))
    hands = _deal(rng, seats, rng.randint(1, 3 if seats == 5 else 4))
    banker = rng.choice((None, 1, 2))
    leader = 0 if rng.random() < 0.7 else rng.randrange(seats)
    pending = leader == 0 and rng.random() < 0.25
    sides = tuple(int(seat in (0, banker)) for seat in range(seats))
    rules = Rules(seats=seats, sides=sides, trump=rng.choice("CDHS"), rank_order=RANKS, no_trump_lead_seat=0,
                  trump_change=True, swap_seat=banker, count_seat=0, caught_ends=True,
                  move_names={"change": "change", "trump:H": "trump:hearts"})
    return Position(hands=hands, leader=leader, rules=rules, first_trick=rng.random() < 0.2,
                    change_left=not pending and rng.random() < 0.7, change_pending=pending,
                    banked=rng.randint(0, 3))


@pytest.mark.parametrize("block", range(3))
def test_declarations_engine_equals_reference(block: int) -> None:
    declared = 0
    for seed in range(block * 40, block * 40 + 40):
        position = _marriage_position(seed)
        got, want = solve_position(position, tt_mb=1), solve_reference(position)
        assert (got.value, got.card_values, got.total) == (want.value, want.card_values, want.total), seed
        declared += any(key.startswith("declare:") for key in got.card_values)
    assert declared >= 3


@pytest.mark.parametrize("block", range(3))
def test_trump_change_engine_equals_reference(block: int) -> None:
    changes = 0
    for seed in range(block * 40, block * 40 + 40):
        position = _change_position(seed)
        got, want = solve_position(position, tt_mb=1), solve_reference(position)
        assert (got.value, got.card_values, got.seat_to_move) == (want.value, want.card_values,
                                                                  want.seat_to_move), seed
        changes += "change" in got.card_values or position.change_pending
    assert changes >= 5


def test_a_declarer_with_only_trumps_is_caught_unless_he_can_change() -> None:
    """Spades trump, the Declarer to lead with AS KS: no change left, he is caught and his two banked tricks
    count as none; with the change left his only move is ``change``: spades become plain, yet whatever the new
    trump, the seat void of spades that holds it ruffs both aces and kings, so he wins nothing more (0), but
    keeps his two tricks."""
    rules = Rules(seats=4, sides=(1, 0, 0, 0), trump="S", rank_order=RANKS, no_trump_lead_seat=0,
                  trump_change=True, count_seat=0, caught_ends=True)
    hands = [["AS", "KS"], ["9C", "JC"], ["9D", "JD"], ["9H", "JH"]]
    caught = Position(hands=hands, leader=0, rules=rules, banked=2)
    assert solve_position(caught).value == solve_reference(caught).value == -2
    assert solve_position(caught).card_values == {}
    free = Position(hands=hands, leader=0, rules=rules, banked=2, change_left=True)
    got = solve_position(free)
    assert got.card_values == solve_reference(free).card_values == {"change": 0} and got.value == 0


def test_a_declaration_scores_and_makes_the_trump() -> None:
    """North leads declaring hearts (100) with KH QH against East's AS 9S: the marriage plus every card point
    (East throws 9S, then AS under KH): 100 + 3 + 0 + 4 + 11; plainly only the card points (no trump needed,
    East is void).  On the deal's first trick no declaration is offered."""
    rules = Rules(seats=2, sides=(1, 0), rank_order=RANKS, objective="points", card_points=POINTS,
                  declarations={"H": 100, "D": 80, "C": 60, "S": 40})
    position = Position(hands=[["KH", "QH"], ["AS", "9S"]], leader=0, rules=rules)
    values = solve_position(position).card_values
    assert values == solve_reference(position).card_values
    assert values["declare:QH"] == values["declare:KH"] == 118 and values["QH"] == values["KH"] == 18
    first = Position(hands=[["KH", "QH"], ["AS", "9S"]], leader=0, rules=rules, first_trick=True)
    assert not any(key.startswith("declare:") for key in solve_position(first).card_values)


def _bound_position(seed: int) -> Position:
    """Endings of four cards a hand where the engine's business bounds apply: an opponent of the pair leads
    (their sure tricks cap the value) or the change is spent with the Declarer holding no trump (no catch)."""
    rng = random.Random(seed)
    seats = rng.choice((4, 5))
    hands = _deal(rng, seats, 4)
    banker = rng.choice((None, 1, 2))
    lacking = [suit for suit in "CDHS" if not any(card[1] == suit for card in hands[0])]
    trump = rng.choice(lacking) if seed % 2 and lacking else rng.choice("CDHS")
    leader = rng.choice([seat for seat in range(seats) if seat not in (0, banker)]) if seed % 2 == 0 else 0
    sides = tuple(int(seat in (0, banker)) for seat in range(seats))
    rules = Rules(seats=seats, sides=sides, trump=trump, rank_order=RANKS, no_trump_lead_seat=0,
                  trump_change=True, swap_seat=banker, count_seat=0, caught_ends=True)
    return Position(hands=hands, leader=leader, rules=rules, change_left=rng.random() < 0.3,
                    banked=rng.randint(0, 2))


@pytest.mark.parametrize("block", [pytest.param(0, marks=pytest.mark.nightly), 1])
def test_business_bounds_keep_engine_equal_to_reference(block: int) -> None:
    """The opponents' sure tricks and the sure normal end (engine bounds for a counted seat) change no value."""
    trumpless = opponents = 0
    for seed in range(block * 30, block * 30 + 30):
        position = _bound_position(seed)
        got, want = solve_position(position, tt_mb=1), solve_reference(position)
        assert (got.value, got.card_values) == (want.value, want.card_values), seed
        opponents += position.leader != 0
        trumpless += not position.change_left and not any(card[1] == position.rules.trump
                                                          for card in position.hands[0])
    assert opponents >= 10 and trumpless >= 3



def _change_bound_position(seed: int) -> Position:
    """Endings of three or four cards a hand where the newer business bounds apply: the change still left (alone,
    or a Banker who may be void in a suit: a sure normal end; the Declarer's own quick tricks at his lead; his
    top trump worth a trick) or spent, with the Declarer holding the top trumps (the target lowered to the end
    bonus: no value lies between K and K + k) or the others holding them (tricks he cannot win)."""
    rng = random.Random(seed)
    seats = rng.choice((4, 5))
    hands = _deal(rng, seats, rng.randint(3, 4))
    banker = rng.choice((None, 1, 2))
    trump = rng.choice("CDHS")
    if seed % 3:  # the Declarer takes the trump ace (and the king half of the time) from whoever holds it
        for card in ("A" + trump, "K" + trump)[: 1 + seed % 4 // 2]:
            holder = next((seat for seat, hand in enumerate(hands) if card in hand), None)
            if holder == 0:
                continue
            given = next((held for held in hands[0] if held[1] != trump), hands[0][-1])
            hands[0][hands[0].index(given)] = card
            if holder is not None:
                hands[holder][hands[holder].index(card)] = given
    leader = 0 if rng.random() < 0.6 else rng.randrange(seats)
    sides = tuple(int(seat in (0, banker)) for seat in range(seats))
    rules = Rules(seats=seats, sides=sides, trump=trump, rank_order=RANKS, no_trump_lead_seat=0,
                  trump_change=True, swap_seat=banker, count_seat=0, caught_ends=True)
    return Position(hands=hands, leader=leader, rules=rules, change_left=seed % 2 == 0,
                    banked=rng.randint(0, 2))


@pytest.mark.parametrize("block", [pytest.param(0, marks=pytest.mark.nightly), 1])
def test_change_left_and_top_trump_bounds_keep_engine_equal_to_reference(block: int) -> None:
    """The sure normal end with the change left, the Declarer's sure tricks, the target lowered over his top
    trumps and the others' top trumps change no value nor any move's value."""
    banker_void = top_trump = lowered = others_top = 0
    for seed in range(block * 30, block * 30 + 30):
        position = _change_bound_position(seed)
        got, want = solve_position(position, tt_mb=1), solve_reference(position)
        assert (got.value, got.card_values) == (want.value, want.card_values), seed
        rules, declarer = position.rules, position.hands[0]
        if position.change_left and rules.swap_seat is not None:
            held = {card[1] for card in position.hands[rules.swap_seat]}
            banker_void += any(suit not in held for suit in "CDHS" if suit != rules.trump)
        trumps = [card for hand in position.hands for card in hand if card[1] == rules.trump]
        top = max(trumps, key=lambda card: RANKS.index(card[0])) if trumps else None
        top_trump += position.change_left and top in declarer
        lowered += not position.change_left and top in declarer
        others_top += not position.change_left and top is not None and top not in declarer
    assert banker_void >= 3 and top_trump >= 5 and lowered >= 5 and others_top >= 3
