"""Double dummy for thousand through the generic adapter, marriages included (a leader who won the previous
trick leads ``marry:QH``: its points at once, its suit trump from this trick on, TY-7): the C++ engine against
the pure-Python reference solver, and both against a brute force over the game's own rules (card points of
the declarer, or of both opponents, with the marriages they declare), on small endings of random deals at
three and four seats (the dealer sitting out), most of them with a marriage still in a hand; and the first
lead of a deal, answered now (no declaration on it: its leader won no trick)."""

from __future__ import annotations

from typing import Any

import pytest

from cardgames.games import thousand
from cardgames.games.core.events import TrickWon
from cardgames.games.core.rng import Drbg
from cardgames.games.mechanics.marriages import marriage_suits
from cardgames.solvers.dd import solve_position
from cardgames.solvers.dd.reference import solve_reference
from cardgames.solvers.positions import game_seats, position_of

GAME = thousand.GAME
PER_TABLE = 40
"""Endings compared per table size (with every move value of the seat to act)."""


def _side(state: Any, seat: int) -> bool:
    return seat == state.declarer


def _brute(state: Any, declaring: bool, cards_left: int) -> int:
    if cards_left == 0:
        return 0
    mover = GAME.to_act(state)
    values = [_after(state, move, declaring, cards_left) for move in GAME.legal_moves(state)]
    return max(values) if _side(state, mover) == declaring else min(values)


def _after(state: Any, move: Any, declaring: bool, cards_left: int) -> int:
    step = GAME.play(state, move)
    mover = GAME.to_act(state)
    rules = thousand.rules.rules_of(step.state)
    gained = sum(rules.points(event.cards) for event in step.events
                 if isinstance(event, TrickWon) and _side(state, event.seat) == declaring)
    if isinstance(move, thousand.moves.Marry) and _side(state, mover) == declaring:
        gained += step.state.marriages[-1].points
    return gained + (_brute(step.state, declaring, cards_left - 1) if cards_left > 1 else 0)


def _endings(players: int, count: int) -> list[Any]:
    """Random endings (at most 3 cards a hand); three in four with a marriage still held."""
    found: list[Any] = []
    seed = 0
    while len(found) < count:
        chooser = Drbg(seed + 77)
        state = GAME.new_game(thousand.Options(), players, seed=seed)
        seed += 1
        candidates = []
        while state.deal_number == 1:
            small = state.phase is thousand.Phase.PLAY and len(state.hands[GAME.to_act(state)].cards) <= 3
            if small and (len(found) % 4 == 3 or any(marriage_suits(hand.cards) for hand in state.hands)):
                candidates.append(state)
            legal = GAME.legal_moves(state)
            bidding = state.phase is thousand.Phase.BIDDING
            state = GAME.play(state, legal[0] if bidding else legal[chooser.randbelow(len(legal))]).state
        if candidates:
            found.append(candidates[chooser.randbelow(len(candidates))])
    return found


def _key(move: Any) -> str:
    """The answer's key of a play move: ``marry:QH`` for a declaration, the card text otherwise."""
    return str(move.id) if isinstance(move, thousand.moves.Marry) else str(move.card)


@pytest.mark.parametrize("players", [3, 4])
def test_the_engine_the_reference_and_the_rules_agree_on_small_endings(players: int) -> None:
    declarations = 0
    for state in _endings(players, PER_TABLE):
        position = position_of(GAME, state)
        engine = solve_position(position, tt_mb=1)
        reference = solve_reference(position)
        assert (engine.value, engine.card_values, engine.total) == (reference.value, reference.card_values,
                                                                  reference.total)
        mover = GAME.to_act(state)
        assert game_seats(GAME, state)[engine.seat_to_move] == mover
        cards_left = sum(len(hand.cards) for hand in state.hands)
        declaring = _side(state, mover)
        assert engine.value == _brute(state, declaring, cards_left)
        legal = GAME.legal_moves(state)
        assert set(engine.card_values) == {_key(move) for move in legal}
        for move in legal:
            assert engine.card_values[_key(move)] == _after(state, move, declaring, cards_left)
        declarations += any(key.startswith("marry:") for key in engine.card_values)
    assert declarations >= 5


def test_the_first_lead_is_answered_without_declarations() -> None:
    """The deal's first lead: its leader won no trick, so no ``marry:`` move (TY-7), yet it is solved."""
    state = GAME.new_game(thousand.Options(), 3, seed=5)
    chooser = Drbg(5)
    while state.phase is not thousand.Phase.PLAY:
        legal = GAME.legal_moves(state)
        bidding = state.phase is thousand.Phase.BIDDING
        state = GAME.play(state, legal[0] if bidding else legal[chooser.randbelow(len(legal))]).state
    position = position_of(GAME, state)
    assert position.first_trick
    result = solve_position(position, tt_mb=16)
    assert set(result.card_values) == {str(move.card) for move in GAME.legal_moves(state)}
    assert result.value == max(result.card_values.values())
