"""King's score and views."""

from __future__ import annotations

from cardgames.games.core.events import Event
from cardgames.games.core.hands import Hand
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine, places_by

from .rules import active, contract, deal_events, to_act
from .state import Phase, State, View


def totals(state: State) -> tuple[int, ...]:
    """Each participant's running total (KI-11: the sum of all deals)."""
    return state.sheet.totals()


def reported(state: State) -> tuple[tuple[int, ...], int]:
    """The totals as ``Score`` reports them and their denominator: plain, or with ``zero_sum`` each minus the
    average, in units of 1/players."""
    sums = totals(state)
    if not state.options.zero_sum:
        return sums, 1
    everyone = sum(sums)
    return tuple(state.players * total - everyone for total in sums), state.players


def score(state: State) -> Score:
    """``deal``: the points of the last finished deal; ``match``: the totals; the highest total first."""
    match, denominator = reported(state)
    last = state.sheet.rows[-1].points if state.sheet.rows else (0,) * state.players
    deal = tuple(points * denominator for points in last)
    terminal = state.phase is Phase.OVER
    if not terminal:
        outcomes = (Outcome.UNDECIDED,) * state.players
    elif len(set(match)) == 1:
        outcomes = (Outcome.DRAW,) * state.players
    else:
        outcomes = tuple(Outcome.WIN if total == max(match) else Outcome.LOSS for total in match)
    return Score(terminal=terminal, deal=deal, match=match, outcomes=outcomes, summary=summary(state),
                 places=places_by(match) if terminal else (0,) * state.players,
                 breakdown=(ScoreLine("totals", totals(state)),), denominator=denominator)


def summary(state: State) -> str:
    text = f"deal {state.deal_number} ({contract(state).name.lower().replace('_', ' ')}); totals " + " ".join(
        f"{total:+d}" for total in totals(state))
    return text + ("; match over" if state.phase is Phase.OVER else "")


_HIDDEN = Hand()


def view(state: State, seat: int | None) -> View:
    """What ``seat`` sees: his own hand, the trump, every trick of the deal, the sheet; never the cards put
    aside (KI-2), the random stream or the queued deals; every hand once the match is over."""
    if seat is not None:
        check_seat(seat, state.players)
    over = state.phase is Phase.OVER
    hands = tuple([hand if over or index == seat else _HIDDEN for index, hand in enumerate(state.hands)])
    return View(
        options=state.options, seat=seat, phase=state.phase, deal_number=state.deal_number, dealer=state.dealer,
        contract=contract(state), active=active(state), to_act=to_act(state), hands=hands,
        hand_sizes=tuple([len(hand.cards) for hand in state.hands]), aside_size=len(state.aside), trump=state.trump,
        trick=state.trick, tricks=state.tricks, sheet=state.sheet, history=state.history,
    )


def opening_events(state: State) -> tuple[Event, ...]:
    return deal_events(state)
