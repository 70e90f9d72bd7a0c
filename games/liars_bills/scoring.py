"""Liar's bills' score (notes won and lost) and what each seat sees."""

from __future__ import annotations

from cardgames.games.core.events import Event
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine, places_by

from .rules import round_events, to_act
from .state import Phase, State, View


def score(state: State) -> Score:
    """``match``: notes won less notes lost (whole 1/denominator notes); ``deal``: the last round's row;
    places by it at the end: the bank's taker(s) WIN, the others LOSS (all equal: DRAW)."""
    sheet = state.sheet
    players = state.players
    totals = sheet.totals() if sheet is not None else (0,) * players
    deal = sheet.rows[-1].points if sheet is not None and sheet.rows else (0,) * players
    denominator = sheet.denominator if sheet is not None else 1
    line = ScoreLine("in the game", tuple(int(flag) for flag in state.in_game))
    if state.phase is not Phase.OVER:
        return Score(False, deal, totals, (Outcome.UNDECIDED,) * players, f"round {state.round}, bank {state.bank}",
                     (0,) * players, (line,), denominator)
    places = places_by(totals)
    best = min(places)
    outcomes = tuple(Outcome.DRAW if len(set(places)) == 1 else Outcome.WIN if place == best else Outcome.LOSS
                     for place in places)
    return Score(True, deal, totals, outcomes, _summary(totals, denominator), places, (line,), denominator)


def _summary(totals: tuple[int, ...], denominator: int) -> str:
    return "notes won: " + ", ".join(f"seat {seat} {points / denominator:+g}" for seat, points in enumerate(totals))


def view(state: State, seat: int | None) -> View:
    """Own note only until the count; every announcement, who is in, the bank, the last round's notes."""
    if seat is not None:
        check_seat(seat, state.players)
    return View(
        seat=seat, players=state.players, phase=state.phase, to_act=to_act(state),
        note=state.notes[seat] if seat is not None and state.phase is not Phase.OVER else "",
        has_note=tuple(bool(note) for note in state.notes), digits_per_note=state.options.digits_per_note,
        claimant=state.claimant, bid=state.bid, in_game=state.in_game, in_round=state.in_round,
        responses=state.responses, bank=state.bank, round=state.round, calls=state.calls, sheet=state.sheet,
        last=state.last,
    )


def opening_events(state: State) -> tuple[Event, ...]:
    return round_events(state)
