"""Canasta's score (the sides' totals, for each of their seats) and what each seat sees."""

from __future__ import annotations

from cardgames.games.core.events import Event
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine, places_by
from cardgames.games.mechanics.discard_pile import RummyPhase as Phase

from .rules import minimum, side_count, to_act, totals
from .state import SHEET_ITEMS, State, View
from .table import deal_events


def score(state: State) -> Score:
    """``deal``: the side's points in the last finished hand; ``match``: the side's total; places and
    outcomes by side totals at the end (the highest side wins, 1.9); breakdown: the last hand's items."""
    sides = state.sides
    scores = totals(state)
    last = state.sheet.last_deal if state.sheet is not None else 0
    hand = state.sheet.deal_totals(last) if state.sheet is not None else (0,) * side_count(state)
    breakdown = tuple(ScoreLine(f"{item} (hand {last}, per seat's side)", tuple(row.points[side] for side in sides))
                      for item, row in zip(SHEET_ITEMS, state.sheet.of_deal(last) if state.sheet else (),
                                           strict=False))
    per_seat = tuple(scores[side] for side in sides)
    over = state.phase is Phase.OVER
    if not over:
        return Score(False, tuple(hand[side] for side in sides), per_seat, (Outcome.UNDECIDED,) * state.players,
                     f"hand {state.deal}: " + ", ".join(f"side {s} {v}" for s, v in enumerate(scores)),
                     (0,) * state.players, breakdown)
    best = max(scores)
    outcomes = tuple(Outcome.WIN if scores[side] == best else Outcome.LOSS for side in sides)
    summary = f"side {scores.index(best)} wins: " + ", ".join(f"side {s} {v}" for s, v in enumerate(scores))
    return Score(True, tuple(hand[side] for side in sides), per_seat, outcomes, summary,
                 tuple(places_by(scores)[side] for side in sides), breakdown)


def view(state: State, seat: int | None) -> View:
    """Own hand and every public fact (melds, red threes, the whole pile, sizes); all hands at the end."""
    if seat is not None:
        check_seat(seat, state.players)
    over = state.phase is Phase.OVER
    return View(
        seat=seat, players=state.players, dealer=state.dealer, order=state.order, sides=state.sides,
        phase=state.phase, to_act=to_act(state), turn=state.turn,
        hand=state.hands[seat].cards if seat is not None else (),
        hand_sizes=tuple([len(hand.cards) for hand in state.hands]), hands=state.hands if over else (),
        stock_count=len(state.stock), pile=state.pile, melds=state.melds, red_threes=state.red_threes,
        penalties=state.penalties, opened=state.opened,
        minimums=tuple(minimum(state, side) for side in range(side_count(state))),
        turn_points=state.turn_points, took_pile=state.took_pile, taken=state.taken,
        permission=state.permission, deal=state.deal, sheet=state.sheet, last_melds=state.last_melds,
        last_hands=state.last_hands,
    )


def opening_events(state: State) -> tuple[Event, ...]:
    """The first hand's deal, as events."""
    return deal_events(state)
