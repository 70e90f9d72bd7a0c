"""Multi-pack decks and jokers that never win (``Rules.repeated_cards``, ``Rules.jokers_never_win``): the C++
engine against the pure-Python reference on random small endings, and the rules on hand-made positions.

The engine gives every copy in play a power of its own and is told which powers are equal (its rank groups);
the reference keeps hands as multisets of the plain cards.  They share only the card texts.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from dd_helpers import play_part_of_trick

from cardgames.solvers.dd import Position, Rules, solve_position
from cardgames.solvers.dd.reference import solve_reference

SYNTHETIC = 400
"""Random endings compared (every card value of the seat to move too)."""


def _sides(rng: random.Random, seats: int) -> tuple[int, ...]:
    sides = tuple(rng.randint(0, 1) for _ in range(seats))
    return sides if len(set(sides)) == 2 else (1 - sides[0], *sides[1:])


def _deck(rng: random.Random) -> tuple[str, list[str]]:
    """A rank order and a small deck of 1-4 suits, each card in 2-4 copies, often with the two jokers."""
    ranks = rng.choice(["9TJQKA", "9JQKTA", "JQKA", "TJQKA"])
    suits = rng.sample("CDHS", rng.randint(1, 4))
    deck = [rank + suit for suit in suits for rank in ranks for _ in range(rng.randint(2, 4))]
    if rng.random() < 0.6:
        deck += ["JK1", "JK2"]
    return ranks, deck


def random_multipack_game(rng: random.Random) -> tuple[Rules, list[list[str]], int, list[str]]:
    """A random ending (at most five cards a hand) of a multi-pack game: copies, jokers that never win, the
    strict and open rules and the other obligations, tricks, points or penalties."""
    seats = rng.randint(2, 4)
    ranks, deck = _deck(rng)
    k = min(rng.randint(1, 5), len(deck) // seats, 15 // seats)  # the engine holds 15 cards of a suit
    cards = rng.sample(deck, seats * k)
    hands = [cards[i * k:(i + 1) * k] for i in range(seats)]
    trump = rng.choice([None, "C", "D", "H", "S"])
    must_trump = trump is not None and rng.random() < 0.6
    objective = rng.choice(["tricks", "tricks", "points", "penalties"])
    rules = Rules(
        seats=seats, sides=_sides(rng, seats), trump=trump, rank_order=ranks, follow=rng.random() < 0.85,
        must_trump=must_trump, must_overtrump=must_trump and rng.random() < 0.4,
        partner_exempt=must_trump and rng.random() < 0.2,
        void_overtrump=trump is not None and not must_trump and rng.random() < 0.2,
        banned_lead=rng.choice("CDHS") if rng.random() < 0.1 else None,
        objective=objective, card_points={"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2} if objective != "tricks" else {},
        trick_points=rng.choice([0, 1]) if objective != "tricks" else 0,
        last_trick_bonus=rng.choice([0, 10]) if objective != "tricks" else 0,
        repeated_cards=True, jokers_never_win=rng.random() < 0.9, must_head=rng.random() < 0.4,
    )
    if rules.must_head and trump is None and not rules.jokers_never_win:
        rules = replace(rules, must_head=False)  # heading is not combined with jokers named at play
    leader = rng.randrange(seats)
    played = play_part_of_trick(rng, rules, hands, leader, rng.randrange(seats))
    return rules, hands, leader, played


@pytest.mark.parametrize("block", range(4))
def test_engine_equals_reference_on_multipack_endings(block: int) -> None:
    repeated = jokers = 0
    size = SYNTHETIC // 4
    for seed in range(block * size, (block + 1) * size):
        rules, hands, leader, played = random_multipack_game(random.Random(seed))
        position = Position(hands=hands, leader=leader, played=tuple(played), rules=rules)
        got, want = solve_position(position, tt_mb=2), solve_reference(position)
        assert (got.value, got.card_values, got.total) == (want.value, want.card_values, want.total), seed
        cards = [card for hand in hands for card in hand] + [card.partition("=")[0] for card in played]
        repeated += len(set(cards)) < len(cards)
        jokers += any(card.startswith("JK") for card in cards)
    assert repeated > size // 2 and jokers > size // 6  # the endings exercise both


STRICT = Rules(seats=2, sides=(1, 0), trump="D", rank_order="9TJQKA", must_trump=True, repeated_cards=True,
               jokers_never_win=True)
OPEN = Rules(seats=2, sides=(1, 0), trump="D", rank_order="9TJQKA", follow=False, repeated_cards=True,
             jokers_never_win=True)


def _solve(hands: list[str], played: tuple[str, ...] = (), rules: Rules = STRICT, leader: int = 0) -> dict[str, int]:
    """Each legal card's tricks for the seat to move, checked against the reference."""
    position = Position(hands=hands, leader=leader, played=played, rules=rules)
    got = solve_position(position, tt_mb=1)
    assert got.card_values == solve_reference(position).card_values
    return got.card_values


def test_the_earlier_of_equal_cards_wins() -> None:
    """Bezique scenario 6: AS led, AS followed: the leader wins; a diamond (trump) would win."""
    assert _solve(["9C", "AS 9D"], ("AS",), OPEN) == {"AS": 1, "9D": 2}
    assert _solve(["9C", "AS 9D"], ("AS",), STRICT) == {"AS": 1}  # must follow, then trump the 9C
    three = Rules(seats=3, sides=(0, 0, 1), trump="D", rank_order="9TJQKA", repeated_cards=True)
    # BEZ-19: seat 1's KS, the earlier, beats seat 2's; then the first of the equal 9C keeps the lead
    assert _solve(["9C", "9C", "KS AS"], ("QS", "KS"), three) == {"KS": 0, "AS": 2}


def test_copies_in_one_hand_are_one_card() -> None:
    assert set(_solve(["QH QH KH", "AH QH 9H"])) == {"QH", "KH"}


def test_a_joker_led_frees_the_followers_and_the_first_suited_card_takes_over() -> None:
    three = Rules(seats=3, sides=(0, 1, 0), rank_order="9TJQKA", repeated_cards=True, jokers_never_win=True)
    # 9C takes the trick from the joker and AH, another suit, does not beat it
    assert _solve(["9S", "9C TH", "AH 9D"], ("JK1",), three) == {"9C": 1, "TH": 0}


def test_a_joker_goes_only_where_any_card_may_and_never_wins() -> None:
    assert set(_solve(["9H 9H", "JK2 9S 9D"], ("TS",))) == {"9S"}  # follow suit
    assert set(_solve(["9H 9H", "JK2 9C 9D"], ("TS",))) == {"9D"}  # void: trump
    assert set(_solve(["9H 9H", "JK2 9C 9H"], ("TS",))) == {"JK2", "9C", "9H"}  # void of both: anything
    # JK1 led: the 9S takes it (AS then wins the last); or JK2 on it: jokers only, the leader's
    assert _solve(["JK1 AS", "JK2 9S"]) == {"JK1": 1, "AS": 2}
    assert _solve(["JK1", "JK2"]) == {"JK1": 1}


def test_more_cards_of_a_suit_than_the_engine_holds_are_refused() -> None:
    """32 copies of a suit at up to four seats (2 bits an owner in the table key), 21 at five or six."""
    with pytest.raises(ValueError, match="34 cards of suit H are in play: the engine holds at most 32"):
        solve_position(Position(hands=["QH " * 17, "KH " * 17], leader=0, rules=STRICT))
    five = Rules(seats=5, sides=(1, 0, 0, 0, 0), rank_order="9TJQKA", repeated_cards=True)
    with pytest.raises(ValueError, match="25 cards of suit S are in play: the engine holds at most 21"):
        solve_position(Position(hands=["AS " * 5] * 5, leader=0, rules=five))
    assert _solve(["QH " * 16, "KH " * 16]) == {"QH": 0}  # 32 fit: the king wins every trick


def random_wide_game(rng: random.Random) -> tuple[Rules, list[list[str]], int, list[str]]:
    """A random ending where a suit has more cards in play than 15 (the engine's former 16-bit suits): one or
    two suits of three or four ranks in many copies, 16-20 cards in play, the rules of random_multipack_game."""
    seats = rng.randint(2, 4)
    ranks = rng.choice(["9TJQKA", "JQKA", "TKA"])[-rng.randint(3, 4):]
    suits = rng.sample("CDHS", rng.randint(1, 2))
    k = rng.randint(16 // seats + 1, 20 // seats)
    deck = [rank + suit for suit in suits for rank in ranks for _ in range(12)] + ["JK1", "JK2"]
    while True:
        cards = rng.sample(deck, seats * k)
        if max(sum(1 for card in cards if card.endswith(suit)) for suit in suits) > 15:
            break
    hands = [cards[i * k:(i + 1) * k] for i in range(seats)]
    rules, _, _, _ = random_multipack_game(rng)
    trump = rng.choice([None, *suits])
    rules = replace(rules, seats=seats, sides=_sides(rng, seats), rank_order=ranks, trump=trump,
                    must_trump=rules.must_trump and trump is not None,
                    must_overtrump=rules.must_overtrump and trump is not None,
                    partner_exempt=rules.partner_exempt and trump is not None,
                    void_overtrump=rules.void_overtrump and trump is not None and not rules.must_trump,
                    banned_lead=None)
    if rules.must_head and trump is None and not rules.jokers_never_win:
        rules = replace(rules, must_head=False)  # heading is not combined with jokers named at play
    leader = rng.randrange(seats)
    played = play_part_of_trick(rng, rules, hands, leader, rng.randrange(seats))
    return rules, hands, leader, played


def test_engine_equals_reference_where_a_suit_has_more_than_fifteen_cards() -> None:
    """The suits beyond 16 bits (bezique's three-hand play-out): 40 random endings, engine against reference."""
    wide = 0
    for seed in range(40):
        rules, hands, leader, played = random_wide_game(random.Random(7000 + seed))
        position = Position(hands=hands, leader=leader, played=tuple(played), rules=rules)
        got, want = solve_position(position, tt_mb=2), solve_reference(position)
        assert (got.value, got.card_values, got.total) == (want.value, want.card_values, want.total), seed
        cards = [card for hand in hands for card in hand] + [card.partition("=")[0] for card in played]
        wide += max(sum(1 for card in cards if card.endswith(suit)) for suit in "CDHS") > 15
    assert wide == 40


def test_the_documented_example() -> None:
    """docs/games/bezique.md, Double dummy: AS ties and loses, then the wild card is taken by the 9S."""
    assert _solve(["AS JK1", "AS 9S"]) == {"AS": 1, "JK1": 0}


def test_must_head() -> None:
    """Bezique's play-out: beat the winning card when an allowed card does (else any allowed card)."""
    heading = Rules(seats=3, sides=(0, 0, 1), trump="D", rank_order="9TJQKA", must_trump=True,
                    repeated_cards=True, jokers_never_win=True, must_head=True)
    assert set(_solve(["9C", "9C", "AS 9S"], ("KS", "QS"), heading)) == {"AS"}
    assert set(_solve(["9C", "9C", "AS 9S"], ("KS", "9D"), heading)) == {"AS", "9S"}  # the trump is out of reach
    assert set(_solve(["9C 9C", "9C 9C", "TD 9D 9C"], ("KS", "9D"), heading)) == {"TD"}  # an equal nine loses
    assert set(_solve(["9C", "9C", "JK2 9C"], ("JK1", "9H"), heading)) == {"JK2", "9C"}  # 9H wins; nothing beats
    assert set(_solve(["9H", "JK2 9C"], ("JK1",), replace(heading, seats=2, sides=(0, 1)))) == {"9C"}


@pytest.mark.parametrize("seed", [1, 10])
def test_engine_equals_reference_with_sixteen_or_more_cards_of_a_suit_in_one_hand(seed: int) -> None:
    """Two hands of 17-18 cards, all but one of one suit (three ranks in copies): a hand's length beyond the 4 bits
    a length takes in the table key."""
    rng = random.Random(seed)
    k = rng.randint(17, 18)
    hands: list[list[str]] = []
    for _ in range(2):
        main = "SH"[len(hands)] if k == 18 else rng.choice("SH")  # 34 of a suit is more than the engine holds
        hands.append([rng.choice("9TA") + main for _ in range(k - 1)] + [rng.choice("9TA") + rng.choice("CD")])
    rules = rng.choice([STRICT, OPEN, Rules(seats=2, sides=(1, 0), rank_order="9TJQKA", repeated_cards=True)])
    position = Position(hands=hands, leader=rng.randrange(2), rules=rules)
    assert max(sum(1 for card in hand if card.endswith(suit)) for hand in hands for suit in "SH") >= 16
    got, want = solve_position(position, tt_mb=2), solve_reference(position)
    assert (got.value, got.card_values, got.total) == (want.value, want.card_values, want.total)
