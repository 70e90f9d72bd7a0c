"""Prisoner's score (top-row cards gathered onto the middle pile), the player's view and the deal's events."""

from __future__ import annotations

from cardgames.games.core.events import Event
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine

from .rules import deal_events
from .state import TOP_ROW, Ending, Phase, State, View


def gathered(state: State) -> int:
    """Top-row cards on the middle pile (the progress measure: 9 is a win)."""
    return TOP_ROW - sum(1 for pile in state.top_row if pile.cards)


def rounds(state: State) -> int:
    return len(state.middle)


def summary(state: State) -> str:
    """``won: 9 of 9 top-row cards gathered``, ``lost: 7 of 9 ...``, ``2 of 9 ... after 4 of 9 rounds``."""
    text = f"{gathered(state)} of {TOP_ROW} top-row cards gathered"
    if state.ending is None:
        return f"{text} after {rounds(state)} of 9 rounds"
    return f"{_WORDS[state.ending]}: {text}"


_WORDS = {Ending.WON: "won", Ending.LOST: "lost", Ending.RESIGNED: "lost (resigned)"}


def score(state: State) -> Score:
    """The top-row cards gathered (``deal`` and ``match``: one layout is the whole match); WIN only when all are."""
    count = gathered(state)
    over = state.phase is Phase.OVER
    if not over:
        outcome = Outcome.UNDECIDED
    else:
        outcome = Outcome.WIN if state.ending is Ending.WON else Outcome.LOSS
    breakdown = (
        ScoreLine("top-row cards gathered on the middle pile", (count,)),
        ScoreLine("rounds dealt", (rounds(state),)),
    )
    return Score(terminal=over, deal=(count,), match=(count,), outcomes=(outcome,), summary=summary(state),
                 places=(1 if over else 0,), breakdown=breakdown)


def view(state: State, seat: int | None) -> View:
    """Every card on the table (all face up); the stock counted, named only at the end.  Player and spectator alike."""
    if seat is not None:
        check_seat(seat, 1)
    return View(
        options=state.options, phase=state.phase, ending=state.ending, top_row=state.top_row, left=state.left,
        middle=state.middle, right=state.right, stock_count=len(state.stock), rounds=rounds(state),
        gathered=gathered(state), stock=state.stock if state.phase is Phase.OVER else (),
    )


def opening_events(state: State) -> tuple[Event, ...]:
    """The layout dealt, as events (the stock counted, never named)."""
    return deal_events(state)
