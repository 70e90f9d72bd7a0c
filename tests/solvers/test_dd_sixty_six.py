"""Double dummy for sixty-six through the generic adapter: once the stock is closed or exhausted, the C++
engine against the pure-Python reference solver, and both against a brute force over the game's own rules
(its legal cards, its trick winners, card points for the side to act), on small endings of random kons at
two, three and four seats, with and without the last-trick ten.  While the stock is open, and with
``must_head``, the position is refused (FAILED_PRECONDITION)."""

from __future__ import annotations

from typing import Any

import pytest

from cardgames.games import sixty_six
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.events import TrickWon
from cardgames.games.core.rng import Drbg
from cardgames.solvers.dd import solve_position
from cardgames.solvers.dd.reference import solve_reference
from cardgames.solvers.positions import position_of

GAME = sixty_six.GAME
PER_SET = 40
"""Endings compared per table and option set (with every card value of the seat to act)."""
SETS = [(2, sixty_six.Options()), (2, sixty_six.Options(last_trick_ten=True)), (3, sixty_six.Options()),
        (4, sixty_six.Options()), (4, sixty_six.Options(last_trick_ten=True))]


def _plays(state: Any) -> list[Any]:
    return [move for move in GAME.legal_moves(state) if isinstance(move, sixty_six.Play)]


def _brute(state: Any, side: int, cards_left: int) -> int:
    """Card points ``side`` takes from here, everybody playing by the game's own rules."""
    if cards_left == 0:
        return 0
    mover = GAME.to_act(state)
    values = [_after(state, move, side, cards_left) for move in _plays(state)]
    return max(values) if sixty_six.side_of(mover, state.players) == side else min(values)


def _after(state: Any, move: Any, side: int, cards_left: int) -> int:
    step = GAME.play(state, move)
    rules = sixty_six.rules.rules_of(state)
    gained = 0
    for event in step.events:
        if isinstance(event, TrickWon) and sixty_six.side_of(event.seat, state.players) == side:
            gained += rules.points(event.cards)
            if cards_left == 1 and rules.last_trick_bonus:
                gained += rules.last_trick_bonus
    return gained + _brute(step.state, side, cards_left - 1) if cards_left > 1 else gained


def _endings(players: int, options: sixty_six.Options, count: int) -> list[Any]:
    """Play-phase states of random kons (random cards, closing now and then, never claiming), picked once the
    seat to act holds at most 5 / 3 / 3 cards."""
    found: list[Any] = []
    seed = 0
    limit = 5 if players == 2 else 3
    while len(found) < count:
        chooser = Drbg(seed + 500)
        state = GAME.new_game(options, players, seed=seed)
        seed += 1
        candidates = []
        while state.deal_number == 1:
            mover = GAME.to_act(state)
            if state.phase is sixty_six.Phase.PLAY and len(state.hands[mover].cards) <= limit:
                candidates.append(state)
            legal = [move for move in GAME.legal_moves(state) if move.id != "claim"]
            close = [move for move in legal if move.id == "close"]
            move = close[0] if close and chooser.randbelow(4) == 0 else legal[chooser.randbelow(len(legal))]
            state = GAME.play(state, move).state
        if candidates:
            found.append(candidates[chooser.randbelow(len(candidates))])
    return found


@pytest.mark.parametrize(("players", "options"), SETS, ids=[f"{p}p-{o.last_trick_ten}" for p, o in SETS])
def test_the_engine_the_reference_and_the_rules_agree_on_small_endings(players: int,
                                                                       options: sixty_six.Options) -> None:
    for state in _endings(players, options, PER_SET):
        position = position_of(GAME, state)
        engine = solve_position(position, tt_mb=1)
        reference = solve_reference(position)
        assert (engine.value, engine.card_values, engine.total) == (reference.value, reference.card_values,
                                                                  reference.total)
        mover = GAME.to_act(state)
        side = sixty_six.side_of(mover, players)
        cards_left = sum(len(hand.cards) for hand in state.hands)
        assert engine.value == _brute(state, side, cards_left)
        for move in _plays(state):
            assert engine.card_values[str(move.card)] == _after(state, move, side, cards_left)


def test_open_stock_and_must_head_are_refused() -> None:
    with pytest.raises(IllegalMove, match="stock is open"):
        position_of(GAME, GAME.new_game(sixty_six.Options(), 2, seed=1))
    state = GAME.new_game(sixty_six.Options(must_head=True), 2, seed=1)
    state = GAME.play(state, sixty_six.Close()).state
    with pytest.raises(IllegalMove, match="must_head"):
        position_of(GAME, state)
