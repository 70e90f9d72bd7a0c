"""Baccara's score (each seat's winnings) and what each seat sees."""

from __future__ import annotations

from cardgames.games.core.events import Event
from cardgames.games.core.hands import Hand
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, places_by
from cardgames.games.mechanics.first_dealer import cut_events

from .state import Phase, State, View


def score(state: State) -> Score:
    """``deal``: the last finished coup's nets; ``match``: winnings so far; at the end WIN for a gain, LOSS
    for a loss, DRAW when even, places by winnings."""
    sheet = state.sheet
    deal = sheet.deal_totals(sheet.last_deal) if sheet is not None else (0,) * state.players
    if state.phase is not Phase.OVER:
        return Score(False, deal, state.balances, (Outcome.UNDECIDED,) * state.players,
                     f"coup {state.coup} of {state.options.coups}, seat {state.banker} banks", (0,) * state.players)
    outcomes = tuple(Outcome.WIN if won > 0 else Outcome.LOSS if won < 0 else Outcome.DRAW for won in state.balances)
    summary = "winnings: " + ", ".join(f"seat {seat} {won:+d}" for seat, won in enumerate(state.balances))
    return Score(True, deal, state.balances, outcomes, summary, places_by(state.balances))


def view(state: State, seat: int | None) -> View:
    """Own cards, the hands turned face up, stakes and who drew; never the shoe or a hidden hand (7.7);
    every hand once the match is over."""
    if seat is not None:
        check_seat(seat, state.players)
    over = state.phase is Phase.OVER
    shown = tuple(hand if over or state.shown[index] else Hand() for index, hand in enumerate(state.hands))
    return View(
        seat=seat, players=state.players, banker=state.banker, phase=state.phase,
        to_act=None if over else state.turn, coup=state.coup, coups=state.options.coups,
        hand=state.hands[seat].cards if seat is not None else (), shown=shown,
        hand_sizes=tuple(len(hand.cards) for hand in state.hands), stakes=state.stakes, choices=state.choices,
        shoe_count=len(state.shoe), discard_count=len(state.discard), balances=state.balances,
        sheet=state.sheet, cut=state.cut,
    )


def opening_events(state: State) -> tuple[Event, ...]:
    """The draw for the first bank (nothing is dealt before the stakes)."""
    return cut_events(state.cut)
