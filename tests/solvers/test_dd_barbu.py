"""Double dummy for barbu through the generic adapter: the C++ engine against the pure-Python reference solver,
and both against a brute force over the game's own rules (its legal moves, trick winners and contract scores),
on small endings (at most three cards a hand) of random deals in every contract the solver expresses.

The engine was extended for barbu (``void_overtrump``: BAR-4's obligation; ``penultimate_bonus``: No Last Two)
and its ``penalties`` objective now has the marked seat avoid the points against everybody else.  The hearts
lead restriction (BAR-7's standard rule, an option) is the engine's banned lead.  Refused with
FAILED_PRECONDITION (tested in the rules and gRPC tests): Domino (no tricks).
"""

from __future__ import annotations

import pytest

from cardgames.games import barbu
from cardgames.games.core.events import TrickWon
from cardgames.games.core.rng import Drbg
from cardgames.solvers.dd import solve_position
from cardgames.solvers.dd.reference import solve_reference
from cardgames.solvers.positions import position_of

GAME = barbu.GAME
CASES = [
    ("contract:no_tricks", barbu.Options()),
    ("contract:no_queens", barbu.Options()),
    ("contract:no_hearts", barbu.Options()),
    ("contract:no_hearts", barbu.Options(standard_scoring=True)),
    ("contract:no_king", barbu.Options()),
    ("contract:no_hearts", barbu.Options(hearts_lead_restriction=True)),
    ("contract:no_king", barbu.Options(hearts_lead_restriction=True)),
    ("contract:no_last_two", barbu.Options()),
    ("trumps:hearts", barbu.Options()),
    ("trumps:diamonds", barbu.Options(standard_scoring=True)),
    ("trumps:hearts", barbu.Options(must_ruff=True)),
    ("trumps:spades", barbu.Options(must_ruff=True, standard_scoring=True)),
]
PER_CASE = 25
"""Endings compared per case (with every card value of the seat to move): 300 in all."""


def _gain(state: barbu.State, event: TrickWon) -> int:
    """What the trick scores for its winner, as the solver counts it (a penalty positive)."""
    contract = state.contract
    assert contract is not None
    points = barbu.trick_score(contract, event.number, event.cards, state.trump, state.options)
    return -points if contract is not barbu.Contract.TRUMPS else (
        points // 5 if state.options.standard_scoring else points)


def _brute(state: barbu.State, target: int) -> int:
    """What ``target`` scores from here (penalties: it minimises; Trumps: it maximises), the others against."""
    if state.phase is not barbu.Phase.PLAY:
        return 0
    mover = GAME.to_act(state)
    minimise = state.contract is not barbu.Contract.TRUMPS
    values = []
    for move in GAME.legal_moves(state):
        step = GAME.play(state, move)
        gain = sum(_gain(state, event) for event in step.events if isinstance(event, TrickWon) and event.seat == target)
        values.append(gain + (_brute(step.state, target) if step.state.deal_number == state.deal_number else 0))
    own = min if minimise else max
    other = max if minimise else min
    return (own if mover == target else other)(values)


def _endings(contract: str, options: barbu.Options, count: int, stop: int = 0) -> list[barbu.State]:
    """Play-phase states of random deals once the hand to act holds ``stop`` cards (0: two or three)."""
    found: list[barbu.State] = []
    seed = 0
    while len(found) < count:
        chooser = Drbg(seed + 77)
        state = GAME.new_game(options, 4, seed=seed)
        seed += 1
        state = GAME.play(state, GAME.parse_move(contract)).state
        while state.phase in (barbu.Phase.DOUBLING, barbu.Phase.ASSIGN):
            state = GAME.play(state, GAME.legal_moves(state)[0]).state
        state = _play_until(state, chooser, stop or 2 + chooser.randbelow(2))
        if state.phase is barbu.Phase.PLAY:
            found.append(state)
    return found


def _play_until(state: barbu.State, chooser: Drbg, stop: int) -> barbu.State:
    """Random legal cards until the hand to act holds at most ``stop`` cards, then up to three more cards into
    the trick on the table (never completing it)."""
    extra = chooser.randbelow(4)
    while state.phase is barbu.Phase.PLAY:
        trick = state.trick
        assert trick is not None
        seat = GAME.to_act(state)
        assert seat is not None
        if len(state.hands[seat].cards) <= stop and (extra == 0 or len(trick.cards) == 3):
            break
        if len(state.hands[seat].cards) <= stop:
            extra -= 1
        legal = GAME.legal_moves(state)
        state = GAME.play(state, legal[chooser.randbelow(len(legal))]).state
    return state


@pytest.mark.parametrize(("contract", "options"), CASES, ids=[f"{c}-{i}" for i, (c, _) in enumerate(CASES)])
def test_the_engine_the_reference_and_the_rules_agree_on_small_endings(contract: str, options: barbu.Options) -> None:
    for state in _endings(contract, options, PER_CASE):
        position = position_of(GAME, state)
        engine = solve_position(position, tt_mb=1)
        reference = solve_reference(position)
        assert (engine.value, engine.card_values, engine.total) == (reference.value, reference.card_values,
                                                                  reference.total)
        mover = GAME.to_act(state)
        assert mover is not None
        assert engine.value == _brute(state, mover), (contract, state.hands, state.trick)


@pytest.mark.parametrize(("contract", "options"), CASES, ids=[f"{c}-{i}" for i, (c, _) in enumerate(CASES)])
def test_the_engine_and_the_reference_agree_on_four_card_endings(contract: str, options: barbu.Options) -> None:
    """Longer endings (four cards in the hand to act), engine against reference only: 5 a case, 60 in all."""
    for state in _endings(contract, options, 5, stop=4):
        position = position_of(GAME, state)
        engine = solve_position(position, tt_mb=1)
        reference = solve_reference(position)
        assert (engine.value, engine.card_values, engine.total) == (reference.value, reference.card_values,
                                                                  reference.total)


def test_penalties_the_marked_seat_avoids_and_the_others_load_it() -> None:
    """Seat 3, void in clubs, holds the only hearts and two diamonds over seat 2's 4D: seat 1 lets seat 2's JC
    win, seat 2 leads the 4D and seat 3 must win it and the two tricks after: 3 tricks, 6 points (No Tricks)."""
    from cardgames.solvers.dd import Position, Rules

    rules = Rules(sides=(0, 0, 0, 1), objective="penalties", trick_points=2)
    position = Position([["4C", "5S", "TS", "AS"], ["7C", "8C", "QC", "AC"], ["9C", "TC", "4D"],
                         ["5D", "JD", "4H", "9H"]], leader=2, played=("JC",), rules=rules)
    assert solve_position(position).value == solve_reference(position).value == 6


def test_void_overtrump_and_the_trick_before_the_last_in_the_engine() -> None:
    from cardgames.solvers.dd import Position, Rules

    # hearts trump: seat 3 led the KC, seat 0 ruffed with the 4H; seat 1, void in clubs, must beat it with the
    # 9H (not discard the 2D) and scores the two trump cards, 10 points
    rules = Rules(sides=(0, 1, 0, 0), trump="H", objective="points", card_points={"*H": 5}, void_overtrump=True)
    ruffed = Position([["2S"], ["9H", "2D"], ["3S", "5S"], ["4S"]], leader=3, played=("KC", "4H"), rules=rules)
    assert solve_position(ruffed).card_values == solve_reference(ruffed).card_values == {"9H": 10}
    last_two = Rules(sides=(1, 0, 0, 0), objective="penalties", penultimate_bonus=10, last_trick_bonus=20)
    ending = Position([["AS", "AD"], ["2S", "2D"], ["3S", "3D"], ["4S", "4D"]], leader=0, rules=last_two)
    assert solve_position(ending).value == solve_reference(ending).value == 30  # seat 0 wins both
