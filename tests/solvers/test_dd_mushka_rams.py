"""Double dummy for mushka and rams through the generic adapter: the C++ engine against the pure-Python
reference solver, and both against a brute force over the game's own rules (its legal moves and its trick
winners, passers left out of the play), on small endings of random deals.

Positions where the games' own rules leave the engine's (mushka's ace of spades over the trump ace while
both are live, rams's lead obligations and ace on a picture while the trump ace or king is held) are refused
by the adapter and searched by the games' own rules down to the engine's positions (``solvers/rules_search.py``),
compared here with the same brute force; every answer must be exact.
"""

from __future__ import annotations

from typing import Any

import pytest

from cardgames.games import mushka, rams
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.events import TrickWon
from cardgames.games.core.rng import Drbg
from cardgames.games.mushka.rules import in_play
from cardgames.solvers.dd import SolverBudgetExceeded, solve_position
from cardgames.solvers.dd.reference import solve_reference
from cardgames.solvers.positions import game_seats, position_of
from cardgames.solvers.rules_search import Counting, counting_by_rules, solve_by_rules

GAMES = {"mushka": (mushka.GAME, mushka.Options()), "rams": (rams.GAME, rams.Options())}
PER_GAME = 150
"""Endings compared per game (with every card value of the seat to move)."""


def _brute(game: Any, state: Any, target: int, tricks_left: int) -> int:
    """Tricks ``target`` takes from here with everybody else against it, by the game's own rules."""
    if tricks_left == 0:
        return 0
    mover = game.to_act(state)
    best: int | None = None
    for move in game.legal_moves(state):
        value = _after(game, state, move, target, tricks_left)
        if best is None or (value > best if mover == target else value < best):
            best = value
    assert best is not None
    return best


def _after(game: Any, state: Any, move: Any, target: int, tricks_left: int) -> int:
    step = game.play(state, move)
    won = [event.seat for event in step.events if isinstance(event, TrickWon)]
    rest = tricks_left - len(won)
    return sum(1 for seat in won if seat == target) + (_brute(game, step.state, target, rest) if rest else 0)


def _endings(game_id: str, count: int, outside: bool = False, seats: tuple[int, ...] = (3, 4, 5, 6)) -> list[Any]:
    """Play-phase states of random deals, at a random point once the hand to act holds at most three cards
    (two at five or six seats), whose rules reach the engine (``outside``: whose rules do not); 3 to 6 players,
    a third of the seats that may pass passing, so some deals leave seats out of the play."""
    game, options = GAMES[game_id]
    found: list[Any] = []
    seed = 0
    while len(found) < count:
        players = seats[seed % len(seats)]
        chooser = Drbg(seed + 1000)
        state = game.new_game(options, players, seed=seed)
        seed += 1
        candidates = []
        while state.deal_number == 1 and not game.is_terminal(state):
            legal = game.legal_moves(state)
            if state.phase.name == "PLAY" and len(state.hands[game.to_act(state)].cards) <= (3 if players < 5 else 2):
                try:
                    if game.trick_play(state) is not None and not outside:
                        candidates.append(state)
                except IllegalMove:
                    if outside and counting_by_rules(game, state) is not None:
                        candidates.append(state)
            passing = [move for move in legal if move.id == "pass"]
            move = passing[0] if passing and chooser.randbelow(3) == 0 else legal[chooser.randbelow(len(legal))]
            state = game.play(state, move).state
        if candidates:
            found.append(candidates[chooser.randbelow(len(candidates))])
    return found


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_engine_the_reference_and_the_rules_agree_on_small_endings(game_id: str) -> None:
    game, _ = GAMES[game_id]
    endings = _endings(game_id, PER_GAME)
    assert len(endings) == PER_GAME
    for state in endings:
        position = position_of(game, state)
        seats = game_seats(game, state)
        engine = solve_position(position, tt_mb=1)
        reference = solve_reference(position)
        assert (engine.value, engine.card_values, engine.total) == (reference.value, reference.card_values,
                                                                  reference.total)
        mover = game.to_act(state)
        assert seats[engine.seat_to_move] == mover
        tricks_left = 5 - len(state.tricks)
        assert engine.value == _brute(game, state, mover, tricks_left)
        for move in game.legal_moves(state):
            assert engine.card_values[str(move.card)] == _after(game, state, move, mover, tricks_left)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_positions_outside_the_engines_rules_are_searched_by_the_games_rules(game_id: str) -> None:
    """The search by the game's own rules (down to the engine's positions) against the brute force."""
    game, _ = GAMES[game_id]
    endings = _endings(game_id, PER_GAME // 3, outside=True)
    for state in endings:
        mover = game.to_act(state)
        result = solve_by_rules(game, state, Counting(frozenset({mover}), False), tt_mb=1)
        tricks_left = 5 - len(state.tricks)
        assert result.seat_to_move == mover and result.total == tricks_left
        assert result.value == _brute(game, state, mover, tricks_left)
        for move in game.legal_moves(state):
            assert result.card_values[str(move.card)] == _after(game, state, move, mover, tricks_left)


def test_rams_with_seven_seats_in_play_is_searched_by_its_rules() -> None:
    """Seven seats (the engine takes six): the whole play by the game's rules, against the brute force."""
    game, _ = GAMES["rams"]
    endings = [state for state in _endings("rams", 24, outside=True, seats=(7,)) if sum(in_play(state)) == 7]
    assert endings
    for state in endings:
        with pytest.raises(IllegalMove, match="six seats"):
            game.trick_play(state)
        mover = game.to_act(state)
        result = solve_by_rules(game, state, Counting(frozenset({mover}), False), tt_mb=1)
        tricks_left = 5 - len(state.tricks)
        assert result.value == _brute(game, state, mover, tricks_left)
        for move in game.legal_moves(state):
            assert result.card_values[str(move.card)] == _after(game, state, move, mover, tricks_left)


def test_the_search_by_the_rules_keeps_its_time_budget() -> None:
    """A seven-seat rams deal from its first lead (the whole play by the rules, no engine position to meet)
    stops at its budget with SolverBudgetExceeded."""
    game, options = GAMES["rams"]
    for seed in range(100):
        state = game.new_game(options, 7, seed=seed)
        while state.phase.name != "PLAY" and state.deal_number == 1:
            legal = game.legal_moves(state)
            state = game.play(state, next((move for move in legal if move.id != "pass"), legal[0])).state
        if state.phase.name == "PLAY" and sum(in_play(state)) == 7:
            break
    counting = counting_by_rules(game, state)
    assert counting is not None and sum(in_play(state)) == 7
    with pytest.raises(SolverBudgetExceeded, match="time budget"):
        solve_by_rules(game, state, counting, tt_mb=1, time_budget=1e-6)


def test_mushka_positions_where_the_ace_of_spades_may_beat_the_trump_ace_are_refused() -> None:
    game, options = GAMES["mushka"]
    refused = 0
    for seed in range(40):
        state = game.new_game(options, 3, seed=seed)
        while state.phase.name != "PLAY" and state.deal_number == 1:
            state = game.play(state, game.legal_moves(state)[-1 if state.phase.name == "EXCHANGE" else 0]).state
        if state.phase.name == "PLAY" and mushka.ace_rule_may_apply(state):
            with pytest.raises(IllegalMove, match="MU-4"):
                game.trick_play(state)
            assert counting_by_rules(game, state) == Counting(frozenset({game.to_act(state)}), False)
            refused += 1
    assert refused > 0
