"""Demon's score (cards on the foundations), the player's view and the deal's events."""

from __future__ import annotations

from cardgames.games.core.events import Event
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine
from cardgames.games.mechanics import patience

from .endings import summary
from .rules import base_card, deal_events
from .state import Ending, Phase, State, View


def score(state: State) -> Score:
    """The cards on the foundations, the base card included (``deal`` and ``match``: one game is the
    whole match); WIN only when all 52 are."""
    total = patience.on_foundations(state.layout)
    over = state.phase is Phase.OVER
    if not over:
        outcome = Outcome.UNDECIDED
    else:
        outcome = Outcome.WIN if state.ending is Ending.WON else Outcome.LOSS
    breakdown = (
        ScoreLine("cards on the foundations", (total,)),
        ScoreLine("cards left in the reserve", (len(state.layout.queue) + len(state.layout.reserve),)),
    )
    return Score(terminal=over, deal=(total,), match=(total,), outcomes=(outcome,), summary=summary(state),
                 places=(1 if over else 0,), breakdown=breakdown)


def view(state: State, seat: int | None) -> View:
    """Face-up cards and counts; the reserve's face-down cards and the stock only once the game is over.

    The player and a spectator see the same.
    """
    if seat is not None:
        check_seat(seat, 1)
    return View(
        options=state.options, phase=state.phase, ending=state.ending,
        layout=patience.view_of(state.layout, reveal=state.phase is Phase.OVER), base=base_card(state),
        foundation_cards=patience.on_foundations(state.layout), pass_changed=state.pass_changed,
        idle_moves=state.idle_moves, best_foundation=state.best_foundation,
    )


def opening_events(state: State) -> tuple[Event, ...]:
    """The layout dealt, as events (face-down cards counted, never named)."""
    return deal_events(state)
