"""Business's score (halves: denominator 2), the views and the opening events."""

from __future__ import annotations

from cardgames.games.core.cards import Card
from cardgames.games.core.events import Event
from cardgames.games.core.hands import Hand
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine, places_by

from .deals import summary
from .rules import deal_events, open_talon, to_act
from .state import HALF, Phase, State, View


def score(state: State) -> Score:
    """``deal``: each seat's points of the last finished deal; ``match``: the running totals (halves)."""
    totals = state.sheet.totals()
    last = state.sheet.deal_totals(state.history[-1].number) if state.history else (0,) * state.players
    terminal = state.phase is Phase.OVER
    if not terminal:
        outcomes = (Outcome.UNDECIDED,) * state.players
    else:
        best = max(totals)
        outcomes = tuple(Outcome.WIN if points == best else Outcome.LOSS for points in totals)
    breakdown = (ScoreLine("tricks won this deal", state.tricks_won),
                 ScoreLine("roles this deal", tuple(int(role) for role in state.roles)))
    return Score(terminal=terminal, deal=last, match=totals, outcomes=outcomes, summary=summary(state),
                 places=places_by(totals) if terminal else (0,) * state.players, breakdown=breakdown,
                 denominator=HALF)


_HIDDEN = Hand()


def visible_talon(state: State, seat: int | None) -> tuple[Card, ...]:
    """The talon cards agreed to lie face up (§1.4); everything once the match is over."""
    return state.talon if state.phase is Phase.OVER else state.talon[:open_talon(state)]


def view(state: State, seat: int | None) -> View:
    """What ``seat`` sees: his hand, the open talon, his own discard, everything public (§1.13)."""
    if seat is not None:
        check_seat(seat, state.players)
    over = state.phase is Phase.OVER
    hands = tuple(hand if over or seat == index else _HIDDEN for index, hand in enumerate(state.hands))
    own = state.hands[seat] if seat is not None else _HIDDEN
    discard = state.discard if over or (seat is not None and seat == _discarder(state)) else ()
    return View(
        options=state.options, seat=seat, phase=state.phase, deal_number=state.deal_number, dealer=state.dealer,
        to_act=to_act(state), hand=own, hands=hands, hand_sizes=tuple(len(hand.cards) for hand in state.hands),
        talon=visible_talon(state, seat), talon_size=len(state.talon), revealed=state.revealed,
        discard=discard, calls=state.calls,
        declarer=state.declarer, bid_count=state.bid_count, bid_suit=state.bid_suit, contract=state.contract,
        with_banker_announced=state.with_banker_announced, roles=state.roles, trump=state.trump,
        changed=state.changed, trick=state.trick, trick_named=state.trick_named,
        last_trick=state.last_trick, last_named=state.last_named, jokers=state.jokers,
        tricks_won=state.tricks_won, declarer_tricks=state.declarer_tricks, sheet=state.sheet,
        history=state.history,
    )


def _discarder(state: State) -> int | None:
    """The seat that discarded: the auction's winner (the role may have swapped since)."""
    from .rules import high_call

    high = high_call(state.calls)
    return None if high is None else high.seat


def opening_events(state: State) -> tuple[Event, ...]:
    return deal_events(state)
