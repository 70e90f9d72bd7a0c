"""Double dummy for king through the generic adapter: every contract's penalties (for the player to act, the
others playing to give him the most), or tricks in the trump deals.

* The engine's additions on hand-made positions: ``last_tricks`` (the last two tricks), ``banned_lead`` (no
  heart lead while holding another suit) and the penalties objective (``count_min_side``).
* Small endings (at most five cards a hand) of every contract: the C++ engine equals the Python reference.
* Endings of at most three cards: both equal a brute force over king's own rules.
* Deal 6 with the obligatory KH discard is refused.
"""

from __future__ import annotations

from typing import Any

import pytest

from cardgames.games import king
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.events import TrickWon
from cardgames.games.core.rng import Drbg
from cardgames.games.king.penalties import tricks_in_deal
from cardgames.solvers.dd import Position, Rules, solve_position
from cardgames.solvers.dd.reference import solve_reference
from cardgames.solvers.positions import game_seats, position_of

PER_CONTRACT = 24
BRUTE_PER_CONTRACT = 6


def test_the_last_two_tricks_and_the_penalty_seat_minimising() -> None:
    rules = Rules(seats=3, sides=(1, 0, 0), objective="penalties", trick_points=0, last_trick_bonus=80,
                  last_tricks=2)
    position = Position(hands=[["AS", "KS", "QH"], ["JS", "TS", "9H"], ["7S", "8S", "AH"]], leader=0, rules=rules)
    for result in (solve_position(position), solve_reference(position)):
        assert result.total == 160 and result.card_values == {"AS": 80, "KS": 80, "QH": 160}
        assert result.value == 80  # KS or AS first: one of the last two tricks, not both


def test_no_heart_lead_while_holding_another_suit() -> None:
    rules = Rules(seats=3, sides=(1, 0, 0), objective="penalties", card_points={"*H": 20}, banned_lead="H")
    position = Position(hands=[["AS", "QH"], ["JS", "9H"], ["7S", "AH"]], leader=0, rules=rules)
    for result in (solve_position(position), solve_reference(position)):
        assert set(result.card_values) == {"AS"} and result.value == 0 and result.total == 60
    only_hearts = Position(hands=[["KH", "QH"], ["JS", "9H"], ["7S", "AH"]], leader=0, rules=rules)
    assert set(solve_position(only_hearts).card_values) == {"KH", "QH"}
    with pytest.raises(ValueError, match="banned_lead"):
        Rules(banned_lead="X")


def _endings(contract: int, count: int, cards: int, start: int) -> list[king.State]:
    """Play-phase states of deal ``contract`` (1..7 negative, 8 a trump deal) once the hand to act holds at
    most ``cards`` cards; 3 or 4 players, the 52-card deck now and then."""
    found: list[king.State] = []
    seed = start
    while len(found) < count:
        options = king.Options(sralash=True, deck="52" if seed % 5 == 4 else "32", all_four_play=seed % 3 == 2)
        state = king.new_game(options, 3 + seed % 2, seed=seed)
        chooser = Drbg(seed)
        seed += 1
        while state.deal_number < contract:
            state = king.apply(state, king.legal_moves(state)[chooser.randbelow(len(king.legal_moves(state)))])
        candidates = []
        while state.deal_number == contract and not king.is_terminal(state):
            seat = king.to_act(state)
            if state.phase is king.Phase.PLAY and seat is not None and len(state.hands[seat].cards) <= cards:
                candidates.append(state)
            legal = king.legal_moves(state)
            state = king.apply(state, legal[chooser.randbelow(len(legal))])
        if candidates:
            found.append(candidates[chooser.randbelow(len(candidates))])
    return found


CONTRACTS = list(range(1, 9))


@pytest.mark.parametrize("contract", CONTRACTS, ids=lambda number: king.contract_of(king.Options(sralash=True),
                                                                                   number).name.lower())
def test_the_engine_equals_the_reference_on_small_endings(contract: int) -> None:
    compared = 0
    for state in _endings(contract, PER_CONTRACT, 5 if contract in (1, 5, 8) else 4, 100 * contract):
        position = position_of(king.GAME, state)
        engine, reference = solve_position(position, tt_mb=1), solve_reference(position)
        assert (engine.value, engine.card_values, engine.total, engine.seat_to_move) == (
            reference.value, reference.card_values, reference.total, reference.seat_to_move)
        compared += 1
    assert compared == PER_CONTRACT


def _brute(state: king.State, mover: int, objective: str) -> int:
    """What ``mover`` takes from here (penalty magnitudes, or tricks), everybody else against him."""
    if king.to_act(state) is None or state.phase is not king.Phase.PLAY:
        return 0
    values = [_after(state, move, mover, objective) for move in king.legal_moves(state)]
    wants_less = objective == "penalties"
    if king.to_act(state) == mover:
        return min(values) if wants_less else max(values)
    return max(values) if wants_less else min(values)


def _after(state: king.State, move: Any, mover: int, objective: str) -> int:
    number = state.deal_number
    step = king.play(state, move)
    kind, total = king.contract_of(state.options, number), tricks_in_deal(state)
    gain = 0
    for event in step.events:
        if isinstance(event, TrickWon) and event.seat == mover:
            gain += 1 if objective == "tricks" else -king.trick_points(kind, event.cards, event.number, total)
    done = step.state.deal_number != number or king.is_terminal(step.state)
    return gain + (0 if done else _brute(step.state, mover, objective))


@pytest.mark.parametrize("contract", CONTRACTS)
def test_the_engine_equals_kings_own_rules_on_endings(contract: int) -> None:
    for state in _endings(contract, BRUTE_PER_CONTRACT, 3, 7000 + 100 * contract):
        position = position_of(king.GAME, state)
        seats = game_seats(king.GAME, state)
        mover = king.to_act(state)
        assert mover is not None
        result = solve_position(position, tt_mb=1)
        objective = position.rules.objective
        assert seats[result.seat_to_move] == mover and objective == ("tricks" if contract == 8 else "penalties")
        assert result.value == _brute(state, mover, objective)
        for move in king.legal_moves(state):
            assert result.card_values[str(move.card)] == _after(state, move, mover, objective)


def test_the_obligatory_king_of_hearts_is_refused() -> None:
    state = king.new_game(king.Options(king_of_hearts_obligatory=True), 3, seed=1)
    while state.deal_number < 6:
        state = king.apply(state, king.legal_moves(state)[0])
    with pytest.raises(IllegalMove, match="KI-8"):
        king.trick_play(state)
    assert king.trick_play(king.new_game(king.Options(king_of_hearts_obligatory=True), 3, seed=1)) is not None
