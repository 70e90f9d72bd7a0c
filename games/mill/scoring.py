"""The Mill's score (cards on the ace pile and the king piles), the player's view and the deal's events."""

from __future__ import annotations

from cardgames.games.core.events import Event
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine
from cardgames.games.mechanics import patience
from cardgames.games.mechanics.patience.cells import count

from .refills import foundation_cards, summary
from .rules import deal_events
from .state import Ending, Phase, State, View


def score(state: State) -> Score:
    """The cards on the foundations (``deal`` and ``match``: one layout is the whole match); WIN only when all are."""
    total = foundation_cards(state)
    over = state.phase is Phase.OVER
    if not over:
        outcome = Outcome.UNDECIDED
    else:
        outcome = Outcome.WIN if state.ending is Ending.WON else Outcome.LOSS
    breakdown = (
        ScoreLine("cards on the foundations", (total,)),
        ScoreLine("cards on the ace pile", (count(state.layout.foundations),)),
        ScoreLine("cards on the king piles", (count(state.kings),)),
    )
    return Score(terminal=over, deal=(total,), match=(total,), outcomes=(outcome,), summary=summary(state),
                 places=(1 if over else 0,), breakdown=breakdown)


def view(state: State, seat: int | None) -> View:
    """The whole table with the stock counted; the stock's order too once the game is over.

    The player and a spectator see the same.
    """
    if seat is not None:
        check_seat(seat, 1)
    return View(
        options=state.options, phase=state.phase, ending=state.ending,
        layout=patience.view_of(state.layout, reveal=state.phase is Phase.OVER), wings=state.wings,
        kings=state.kings, last_transfer=state.last_transfer, foundation_cards=foundation_cards(state),
    )


def opening_events(state: State) -> tuple[Event, ...]:
    """The layout dealt, as events (the stock counted, never named)."""
    return deal_events(state)
