"""Black Jack's score (each player's winnings against the house) and what each seat sees."""

from __future__ import annotations

from cardgames.games.core.events import Event
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine, places_by

from .rules import to_act
from .state import Phase, State, View


def score(state: State) -> Score:
    """``deal``: each player's net in the last finished round; ``match``: winnings so far (bankroll less the
    starting money); outcomes at the end: WIN ahead of the house, LOSS behind, DRAW even; places by winnings."""
    sheet = state.sheet
    winnings = sheet.totals() if sheet is not None else (0,) * state.players
    deal = sheet.deal_totals(sheet.last_deal) if sheet is not None else (0,) * state.players
    over = state.phase is Phase.OVER
    bankrolls = ScoreLine("bankrolls", state.bankrolls)
    if not over:
        return Score(False, deal, winnings, (Outcome.UNDECIDED,) * state.players,
                     f"round {state.round} of {state.options.rounds}", (0,) * state.players, (bankrolls,))
    outcomes = tuple(Outcome.WIN if won > 0 else Outcome.LOSS if won < 0 else Outcome.DRAW for won in winnings)
    summary = "winnings against the house: " + ", ".join(f"seat {seat} {won:+d}" for seat, won in enumerate(winnings))
    return Score(True, deal, winnings, outcomes, summary, places_by(winnings), (bankrolls,))


def view(state: State, seat: int | None) -> View:
    """Everything on the table is face up (no hole card, 7.7); only the shoe's order is hidden."""
    if seat is not None:
        check_seat(seat, state.players)
    return View(
        seat=seat, players=state.players, phase=state.phase, to_act=to_act(state), boxes=state.boxes,
        dealer=state.dealer, shoe_count=len(state.shoe), discard_count=len(state.discard),
        bankrolls=state.bankrolls, box=state.box, hand=state.hand, round=state.round,
        rounds=state.options.rounds, bets=state.bets, dealer_bets=state.dealer_bets, sheet=state.sheet,
    )


def opening_events(state: State) -> tuple[Event, ...]:
    """Nothing is dealt before the first stakes: the match opens with the betting."""
    return ()
