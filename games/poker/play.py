"""What a poker move does: one function per phase (dispatch by table), the automatic steps after it."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import Place, Zone, move_played, moved
from cardgames.games.core.game import Step
from cardgames.games.core.hands import Hand, put
from cardgames.games.core.values import replace
from cardgames.games.mechanics.betting import bet_to, call, check, fold, to_call

from .flow import draw_cards, end_of_bet, next_drawer
from .moves import MOVE_TYPES, Call, Check, Draw, Fold, Move, Open, Raise, StandPat
from .quintet import play_arrange
from .rules import Log, available, base, credit, legal_moves, opened, raise_targets
from .state import OPENING, Phase, State


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the seat to act, every automatic step done, and the events in order."""
    if state.phase is Phase.OVER:
        raise GameOver("the match is over", rule="6.4.6")
    if not isinstance(move, MOVE_TYPES):
        raise InvalidMove(f"not a poker move: {move!r}")
    seat = state.actor
    log: Log = [move_played(seat, move)]
    after = _APPLIERS[state.phase](state, move, log)
    return Step(after, tuple(log))


def apply(state: State, move: Move) -> State:
    """The state after ``move`` (:func:`play` without the events)."""
    return play(state, move).state


def _refuse(state: State, move: Move) -> IllegalMove:
    """Why a well-formed move is not legal now, naming the rule."""
    allowed = ", ".join(legal.id for legal in legal_moves(state)[:6])
    if isinstance(move, Raise):
        return IllegalMove(f"no raise to {move.to} now: a raise goes to the next rung of the ladder "
                           f"4, 8, 16, 24, ... (allowed: {allowed})", rule="6.4.2, PO-4")
    if isinstance(move, Open) and state.phase is Phase.BET_FIRST and not opened(state):
        return IllegalMove("only a hand with openers (a pair of jacks or better; aces in an acepot) may open",
                           rule="6.5")
    if isinstance(move, Fold) and state.phase is not Phase.DRAW:
        return IllegalMove(f"nothing to call: check instead of folding (allowed: {allowed})", rule="6.4.5")
    return IllegalMove(f"{move.id} is not possible in the {state.phase.name.lower()} phase (allowed: {allowed})",
                       rule="6.4")


def _apply_bet(state: State, move: Move, log: Log) -> State:
    if move not in legal_moves(state):
        raise _refuse(state, move)
    seat, betting, cash, on_credit = state.actor, state.betting, available(state, state.actor), credit(state.options)
    if isinstance(move, Fold):
        log.append(moved(Place(Zone.HAND, seat), Place(Zone.DISCARD), state.hands[seat].cards, (seat,), False))
        state = replace(state, hands=put(state.hands, seat, Hand()),
                        mucked=put(state.mucked, seat, state.mucked[seat].adding(state.hands[seat].cards)))
        betting = fold(betting, seat)
    elif isinstance(move, Check):
        betting = check(betting, seat)
    elif isinstance(move, Call):
        betting, _ = call(betting, seat, cash, on_credit)
    else:
        target = base(state.options, state.carried) + OPENING if isinstance(move, Open) else _raise_to(move)
        betting, _ = bet_to(betting, seat, target, cash, on_credit)
    if state.opener is None and isinstance(move, (Open, Call, Raise)):
        state = replace(state, opener=seat)
    return end_of_bet(replace(state, betting=betting), seat, log)


def _raise_to(move: Move) -> int:
    assert isinstance(move, Raise)
    return move.to


def _apply_draw(state: State, move: Move, log: Log) -> State:
    seat = state.actor
    if isinstance(move, StandPat):
        return next_drawer(replace(state, drawn=_set(state.drawn, seat, 0)), log)
    if not isinstance(move, Draw):
        raise _refuse(state, move)
    hand = state.hands[seat]
    if any(card not in hand for card in move.cards):
        raise IllegalMove(f"{move.id}: discard only cards of your own hand", rule="6.4.4")
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.DISCARD, seat), move.cards, (seat,), False))
    state, drawn = draw_cards(state, seat, len(move.cards), log)
    log.append(moved(Place(Zone.STOCK), Place(Zone.HAND, seat), drawn, (seat,), False))
    state = replace(
        state, hands=put(state.hands, seat, hand.removing(move.cards).adding(drawn)),
        discards=put(state.discards, seat, state.discards[seat].adding(move.cards)),
        drawn=_set(state.drawn, seat, len(drawn)),
    )
    return next_drawer(state, log)


def _set(values: tuple[int, ...], seat: int, value: int) -> tuple[int, ...]:
    return (*values[:seat], value, *values[seat + 1 :])


_APPLIERS: dict[Phase, Callable[[State, Move, Log], State]] = {
    Phase.BET_FIRST: _apply_bet,
    Phase.DRAW: _apply_draw,
    Phase.BET_SECOND: _apply_bet,
    Phase.ARRANGE: play_arrange,
}

__all__ = ["apply", "play", "raise_targets", "to_call"]
