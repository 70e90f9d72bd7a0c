"""The engine's search for penalty and point objectives (partition search over card points, the bounds and the
move ordering of avoid games) stays exact: engine = pure-Python reference on small endings (two to four cards a
hand, five one time in ten, sometimes mid-trick) of random barbu and king play, in every negative contract, with
every card value of the seat to move.  A small transposition table (1 MB) makes the searches share and
overwrite entries.
"""

from __future__ import annotations

from typing import Any

import pytest

from cardgames.games import barbu, king
from cardgames.games.core.game import AnyGame
from cardgames.games.core.rng import Drbg
from cardgames.solvers.dd import Position, solve_position
from cardgames.solvers.dd.reference import solve_reference
from cardgames.solvers.positions import position_of

PER_CONTRACT = 100
"""Endings compared per contract: 100 x 6 barbu contracts + 100 x 7 king deals = 1300 in all."""

BARBU = ["contract:no_tricks", "contract:no_queens", "contract:no_hearts", "contract:no_king", "contract:no_last_two",
         "trumps:hearts"]
KING = list(range(1, 8))


def _cut(game: AnyGame, state: Any, chooser: Drbg, deal: int) -> Any | None:
    """Random play from ``state`` (first choice outside the card play) to a point of the card play of deal
    ``deal`` where the hand to act holds at most 2..5 cards, with 0..3 cards on the table; None if the deal
    ended first."""
    stop = 5 if chooser.randbelow(10) == 0 else 2 + chooser.randbelow(3)  # five cards: the reference's slowest
    on_table = chooser.randbelow(4)
    while state.deal_number <= deal and not game.is_terminal(state):
        seat = game.to_act(state)
        if (state.deal_number == deal and state.phase.name == "PLAY" and seat is not None
                and len(state.hands[seat].cards) <= stop
                and len(state.trick.cards) >= on_table % _seats_in_play(state)):
            return state
        legal = game.legal_moves(state)
        random_phase = state.phase.name == "PLAY" or state.deal_number < deal
        state = game.play(state, legal[chooser.randbelow(len(legal))] if random_phase else legal[0]).state
    return None


def _seats_in_play(state: Any) -> int:
    """Seats holding cards (king's dealer sits out with three players)."""
    return len([hand for hand in state.hands if hand.cards])


def _barbu_endings(contract: str) -> list[Position]:
    found: list[Position] = []
    seed = 0
    while len(found) < PER_CONTRACT:
        chooser = Drbg(seed * 31 + len(contract))
        options = barbu.Options(standard_scoring=seed % 3 == 2)
        state = barbu.GAME.new_game(options, 4, seed=seed)
        seed += 1
        state = barbu.GAME.play(state, barbu.GAME.parse_move(contract)).state
        cut = _cut(barbu.GAME, state, chooser, state.deal_number)
        if cut is not None:
            found.append(position_of(barbu.GAME, cut))
    return found


def _king_endings(deal: int) -> list[Position]:
    found: list[Position] = []
    seed = 1000 * deal
    while len(found) < PER_CONTRACT:
        options = king.Options(sralash=True, deck="52" if seed % 5 == 4 else "32", all_four_play=seed % 3 == 2)
        state = king.new_game(options, 3 + seed % 2, seed=seed)
        cut = _cut(king.GAME, state, Drbg(seed), deal)
        seed += 1
        if cut is not None:
            found.append(position_of(king.GAME, cut))
    return found


def _same(position: Position) -> None:
    engine, reference = solve_position(position, tt_mb=1), solve_reference(position)
    assert (engine.value, engine.card_values, engine.total) == (reference.value, reference.card_values,
                                                              reference.total), position


@pytest.mark.parametrize("contract", BARBU)
def test_barbu_engine_equals_the_reference_on_endings(contract: str) -> None:
    for position in _barbu_endings(contract):
        _same(position)


@pytest.mark.parametrize("deal", KING)
def test_king_engine_equals_the_reference_on_endings(deal: int) -> None:
    for position in _king_endings(deal):
        _same(position)
