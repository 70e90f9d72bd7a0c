"""Double dummy for bezique's play-out through the generic adapter: the C++ engine against the pure-Python
reference solver, and both against a brute force over the game's own rules (its legal moves and trick
winners, the dealer sitting out at four), on small endings (at most five cards a hand) of random deals.  The
multi-pack deck repeats cards (equal cards tie, the earlier wins) and the wild cards never win: the endings
hold both.

Every position while the stock lasts is refused with FAILED_PRECONDITION, and so is one with more than 32
cards of a suit in play (the engine's bits per suit); every accepted one must be exact.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from cardgames.games import bezique
from cardgames.games.core.cards import Suit
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.events import TrickWon
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg
from cardgames.solvers.dd import solve_position
from cardgames.solvers.dd.reference import solve_reference
from cardgames.solvers.positions import game_seats, position_of

GAME = bezique.GAME
OPTIONS = bezique.Options(play_out_last_cards=True)
ENDINGS = 50
"""Endings compared engine against reference in CI, and with the brute force over the game's own moves (with
every card value of the seat to move) where at most ``BRUTE_CARDS`` cards are in play (a 15-card ending's tree
costs seconds, up to 20); the nightly sample compares ``NIGHTLY_ENDINGS`` more from other deals, every one with
the brute force."""
BRUTE_CARDS = 12
NIGHTLY_ENDINGS = 300
PLAY_OUT_ENDINGS = 150
"""Endings compared engine against reference at each of two and three hands."""


def _brute(state: Any, target: int) -> int:
    """Tricks ``target`` takes from here to the end of the play-out, everybody else against it."""
    if state.phase is not bezique.Phase.PLAY_OUT:
        return 0
    mover = GAME.to_act(state)
    values = [_after(state, move, target) for move in GAME.legal_moves(state)]
    return max(values) if mover == target else min(values)


def _after(state: Any, move: Any, target: int) -> int:
    step = GAME.play(state, move)
    won = sum(1 for event in step.events if isinstance(event, TrickWon) and event.seat == target)
    return won + (_brute(step.state, target) if step.state.deal_number == state.deal_number else 0)


def _endings(count: int, player_counts: tuple[int, ...] = (2, 3, 4), first_seed: int = 0) -> list[Any]:
    """Play-out states of random first deals at the player counts in turn, once the hand to act holds at most
    five cards and the solver accepts the position (one with a wild card in play where the deal has one)."""
    found: list[Any] = []
    seed = first_seed
    while len(found) < count:
        players = player_counts[seed % len(player_counts)]
        chooser = Drbg(seed + 500)
        state = GAME.new_game(OPTIONS, players, seed=seed)
        seed += 1
        candidates = []
        while state.deal_number == 1 and not GAME.is_terminal(state):
            if state.phase is bezique.Phase.PLAY_OUT and len(state.hands[GAME.to_act(state)].cards) <= 5:
                try:
                    GAME.trick_play(state)
                    candidates.append(state)
                except IllegalMove:
                    pass
            legal = GAME.legal_moves(state)
            state = GAME.play(state, legal[chooser.randbelow(len(legal))]).state
        wild = [state for state in candidates if any(card.suit is None for card in _in_play(state))]
        if wild or candidates:  # an ending with a wild card when the deal has one (two cards of 174)
            pick = wild or candidates
            found.append(pick[chooser.randbelow(len(pick))])
    return found


def _in_play(state: Any) -> list[Any]:
    return [card for hand in state.hands for card in hand.cards] + list(state.trick.cards)


def _coverage(endings: list[Any]) -> tuple[int, int]:
    """How many endings repeat a card, and how many hold a wild card."""
    repeated = sum(1 for state in endings if len(set(_in_play(state))) < len(_in_play(state)))
    return repeated, sum(1 for state in endings if any(card.suit is None for card in _in_play(state)))


def test_the_engine_the_reference_and_the_rules_agree_on_small_endings() -> None:
    assert _agree_with_the_rules(_endings(ENDINGS), BRUTE_CARDS) >= ENDINGS // 2


@pytest.mark.nightly
def test_the_engine_the_reference_and_the_rules_agree_on_more_small_endings() -> None:
    assert _agree_with_the_rules(_endings(NIGHTLY_ENDINGS, first_seed=5000), 99) == NIGHTLY_ENDINGS


def _agree_with_the_rules(endings: list[Any], brute_cards: int) -> int:
    """Engine against reference on every ending, and against the rules' brute force on those with at most
    ``brute_cards`` cards in play; how many of them."""
    repeated, wild = _coverage(endings)
    assert repeated > len(endings) // 2 and wild > 0
    brute = 0
    for state in endings:
        position = position_of(GAME, state)
        engine = solve_position(position, tt_mb=1)
        reference = solve_reference(position)
        assert (engine.value, engine.card_values, engine.total) == (reference.value, reference.card_values,
                                                                  reference.total)
        mover = GAME.to_act(state)
        assert game_seats(GAME, state)[engine.seat_to_move] == mover
        if len(_in_play(state)) > brute_cards:
            continue
        brute += 1
        assert engine.value == _brute(state, mover)
        for move in GAME.legal_moves(state):
            assert engine.card_values[str(move.card)] == _after(state, move, mover)
    return brute


@pytest.mark.parametrize("players", [2, 3])
def test_the_engine_and_the_reference_agree_on_play_out_endings(players: int) -> None:
    endings = _endings(PLAY_OUT_ENDINGS, (players,), 1000)
    repeated, wild = _coverage(endings)
    assert repeated > PLAY_OUT_ENDINGS // 2 and wild > 2
    for state in endings:
        position = position_of(GAME, state)
        engine = solve_position(position, tt_mb=1)
        reference = solve_reference(position)
        assert (engine.value, engine.card_values) == (reference.value, reference.card_values)
        assert set(engine.card_values) == {str(move.card) for move in GAME.legal_moves(state)}


def _play_out_start(players: int, seed: int) -> Any:
    state = GAME.new_game(OPTIONS, players, seed=seed)
    chooser = Drbg(seed)
    while state.phase is not bezique.Phase.PLAY_OUT:
        legal = GAME.legal_moves(state)
        state = GAME.play(state, legal[chooser.randbelow(len(legal))]).state
    return state


@pytest.mark.parametrize("players", [2, 3])
def test_the_stock_is_refused(players: int) -> None:
    with pytest.raises(IllegalMove, match="stock lasts"):
        position_of(GAME, GAME.new_game(OPTIONS, players, seed=players))


def test_a_suit_with_more_cards_in_play_than_the_engine_holds_is_refused() -> None:
    """The engine holds 32 cards of a suit (a bit each): three hands holding 33 hearts (a deal no shuffle is
    likely to give, 43 of 174 cards being hearts) are refused; a three-hand play-out with 21 cards of a suit in play is
    accepted."""
    state = _play_out_start(3, 5)
    assert max(_suit_counts(state)) == 21  # beyond the engine's former 16-bit suits, and accepted
    position_of(GAME, state)
    hearts = [card for card in state.pile if card.suit is Suit.HEARTS]
    hands = [list(hand.cards) for hand in state.hands]
    pile = list(state.pile)
    seat = 0
    while sum(1 for hand in hands for card in hand if card.suit is Suit.HEARTS) <= 32:
        out = next(card for card in hands[seat] if card.suit is not Suit.HEARTS)
        hands[seat].remove(out)
        hands[seat].append(hearts.pop())
        pile.remove(hands[seat][-1])
        pile.append(out)
        seat = (seat + 1) % 3
    crowded = replace(state, hands=tuple(Hand(tuple(sorted_cards(hand))) for hand in hands), pile=tuple(pile))
    assert sorted(map(str, _in_play(crowded) + list(crowded.pile))) == sorted(map(str, _in_play(state) +
                                                                                  list(state.pile)))
    with pytest.raises(IllegalMove, match="33 cards of hearts are in play and the solver holds at most 32 of a suit"):
        position_of(GAME, crowded)


def _suit_counts(state: Any) -> list[int]:
    cards = _in_play(state)
    return [sum(1 for card in cards if card.suit is suit) for suit in Suit]
