"""Double dummy for business through the generic adapter: the Declarer's tricks D, with a Banker or alone,
the trump change still to use (``change``), called (``trump:hearts``... in the NEW_TRUMP phase) or used, the
Banker's swap and the catch (the deal ends, scored as D = 0).  The C++ engine against the pure-Python reference
and both against a brute force over the game's own rules (the deal's record: D, or 0 when caught) on small
endings of random deals (at most 3 cards a hand); the refusal with jokers in play."""

from __future__ import annotations

from typing import Any

import pytest

from cardgames.games import business
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.rng import Drbg
from cardgames.solvers.dd import solve_position
from cardgames.solvers.dd.reference import solve_reference
from cardgames.solvers.positions import position_of

GAME = business.GAME
ENDING = 3
"""Cards a hand at most in the compared endings (the brute force over the game's rules is slow beyond)."""
PLAYING = (business.Phase.PLAY, business.Phase.NEW_TRUMP)


def _pick(state: Any, chooser: Drbg, plan: int) -> str:
    """A random move, steering the deal: with a Banker (plan 0, 2) or alone (1); changing late or never."""
    ids = [move.id for move in GAME.legal_moves(state)]
    for wanted in ("with_banker" if plan != 1 else "alone", "role:banker"):
        if wanted in ids:
            return wanted
    if "change" in ids and plan == 2 and len(ids) > 1:
        ids = [move for move in ids if move != "change"]
    return ids[chooser.randbelow(len(ids))]


def _ending(seed: int, players: int) -> Any | None:
    """Deal 1 played at random up to a solvable position with at most ENDING cards a hand (None if none)."""
    state: Any = GAME.new_game(business.Options(deck="52"), players, seed)
    chooser = Drbg(seed)
    while state.deal_number == 1 and not GAME.is_terminal(state):
        if state.phase in PLAYING and max(len(hand.cards) for hand in state.hands) <= ENDING:
            return state
        state = GAME.play(state, GAME.parse_move(_pick(state, chooser, seed % 3))).state
    return None


def _final_d(state: Any) -> int:
    """D of the deal just finished: its tricks, or 0 when the Declarer was caught (the same score, §1.11)."""
    record = state.history[-1]
    return 0 if record.caught else record.declarer_tricks


def _brute(state: Any, pair: frozenset[int], number: int) -> int:
    """The deal's final D under best play of the pair against the rest, by the game's own moves."""
    if state.deal_number != number or GAME.is_terminal(state):
        return _final_d(state)
    values = [_brute(GAME.play(state, move).state, pair, number) for move in GAME.legal_moves(state)]
    return max(values) if GAME.to_act(state) in pair else min(values)


def _pair(state: Any) -> frozenset[int]:
    return frozenset(seat for seat in (state.declarer, business.rules.banker_of(state)) if seat is not None)


@pytest.mark.parametrize("players", [4, 5])
def test_engine_reference_and_rules_agree_on_business_endings(players: int) -> None:
    compared = changes = swaps = 0
    for seed in range(300):
        state = _ending(seed, players)
        if state is None:
            continue
        position = position_of(GAME, state)
        got, want = solve_position(position, tt_mb=2), solve_reference(position)
        assert (got.value, got.card_values, got.seat_to_move) == (want.value, want.card_values,
                                                                  want.seat_to_move), seed
        assert got.seat_to_move == GAME.to_act(state)
        assert set(got.card_values) == {move.id.removeprefix("play:") for move in GAME.legal_moves(state)}
        banked, number, pair = state.declarer_tricks, state.deal_number, _pair(state)
        assert got.value == _brute(state, pair, number) - banked, seed
        for move in GAME.legal_moves(state):
            after = _brute(GAME.play(state, move).state, pair, number) - banked
            assert got.card_values[move.id.removeprefix("play:")] == after, (seed, move.id)
        compared += 1
        changes += "change" in got.card_values or position.change_pending
        swaps += position.rules.swap_seat is not None
        if compared >= 30:
            break
    assert compared >= 20 and changes >= 3 and swaps >= 3


def test_the_catch_scores_as_no_trick() -> None:
    """A Declarer left with only trumps and no change is caught at his lead: the value is minus his tricks."""
    for seed in range(300):
        state = _ending(seed, 4)
        if state is None or state.phase is not business.Phase.PLAY:
            continue
        position = position_of(GAME, state)
        result = solve_position(position, tt_mb=2)
        if result.value < 0:
            assert result.value == -state.declarer_tricks
            return
    pytest.fail("no ending with a forced catch in 300 deals")


def test_jokers_are_refused_with_the_reason() -> None:
    state: Any = GAME.new_game(business.Options(deck="54"), 6, 2)
    chooser = Drbg(2)
    while state.phase is not business.Phase.PLAY:
        legal = GAME.legal_moves(state)
        state = GAME.play(state, legal[chooser.randbelow(len(legal))]).state
    if any(card.is_joker for hand in state.hands for card in hand.cards):
        with pytest.raises(IllegalMove, match="joker"):
            GAME.trick_play(state)
    assert GAME.trick_play(GAME.new_game(business.Options(), 4, 2)) is None  # the auction
