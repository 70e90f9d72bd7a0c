"""Poker's score (net chips per deal and over the match) and what each seat sees."""

from __future__ import annotations

from cardgames.games.core.events import Event
from cardgames.games.core.hands import Hand
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine, places_by
from cardgames.games.core.values import replace
from cardgames.games.mechanics.betting import side_pots
from cardgames.games.mechanics.first_dealer import cut_events

from .quintet import is_quintet, revealed_hands
from .rules import balances, deal_events, to_act, total_deals
from .state import Arrangement, Phase, State, View


def score(state: State) -> Score:
    """``deal``: each seat's net chips in the last finished deal; ``match``: net chips over the match;
    ``places`` and ``outcomes`` at the end: most chips first (WIN), fewest LOSS; ``breakdown``: the chips
    each seat has in the deal in play."""
    sheet = state.sheet
    players = state.players
    totals = sheet.totals() if sheet is not None else (0,) * players
    deal = sheet.rows[-1].points if sheet is not None and sheet.rows else (0,) * players
    line = ScoreLine(f"chips in deal {state.deal}", state.betting.committed)
    if state.phase is not Phase.OVER:
        return Score(False, deal, totals, (Outcome.UNDECIDED,) * players,
                     f"deal {state.deal} of {total_deals(state)} in play", (0,) * players, (line,))
    places = places_by(totals)
    quintet = "points: " + ", ".join(f"seat {seat} {points}" for seat, points in enumerate(totals))
    summary = quintet if is_quintet(state.options) else _summary(totals)
    return Score(True, deal, totals, _outcomes(places), summary, places, (line,))


def _outcomes(places: tuple[int, ...]) -> tuple[Outcome, ...]:
    if len(set(places)) == 1:
        return (Outcome.DRAW,) * len(places)
    worst = max(places)
    return tuple(Outcome.WIN if place == 1 else Outcome.LOSS if place == worst else Outcome.NEUTRAL
                 for place in places)


def _summary(totals: tuple[int, ...]) -> str:
    return "net chips: " + ", ".join(f"seat {seat} {points:+d}" for seat, points in enumerate(totals))


def view(state: State, seat: int | None) -> View:
    """Own hand and discards; every bet, fold and draw count; the hands shown at the last showdown (6.6)."""
    if seat is not None:
        check_seat(seat, state.players)
    betting = state.betting
    seen = View(
        seat=seat, players=state.players, dealer=state.dealer, phase=state.phase, to_act=to_act(state),
        hand=state.hands[seat].cards if seat is not None else (),
        hand_sizes=tuple(len(hand.cards) for hand in state.hands),
        discarded=state.discards[seat].cards if seat is not None else (),
        previous_discarded=state.previous_discards[seat].cards if seat is not None and state.previous_discards
        else (),
        stock_count=len(state.stock), committed=betting.committed, level=betting.level, folded=betting.folded,
        all_in=betting.all_in, pots=side_pots(betting.committed, betting.folded), opener=state.opener,
        drawn=state.drawn, balances=balances(state), deal=state.deal, deals=total_deals(state),
        carried=state.carried, sheet=state.sheet, last=state.last,
    )
    return _with_quintet(seen, state, seat) if is_quintet(state.options) else seen


def _with_quintet(seen: View, state: State, seat: int | None) -> View:
    """Quintet: both players' cards put aside, the seat's own arrangement, the other's progress (6.6)."""
    own: Arrangement | None = state.arrangements[seat] if seat is not None else None
    return replace(
        seen, aside=tuple(Hand(one.aside) for one in state.arrangements), arrangement=own,
        placed=tuple(sum(len(hand) for hand in one.positions) for one in state.arrangements),
        committed_hands=tuple(one.committed for one in state.arrangements), revealed_hands=revealed_hands(state),
    )


def opening_events(state: State) -> tuple[Event, ...]:
    """The draw for the first dealer, then the first deal, as events."""
    return (*cut_events(state.cut), *deal_events(state))
