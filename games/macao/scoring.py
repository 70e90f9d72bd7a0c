"""Macao's score (each player's net money) and what each seat sees."""

from __future__ import annotations

from cardgames.games.core.events import Event
from cardgames.games.core.hands import Hand
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, places_by
from cardgames.games.mechanics.first_dealer import cut_events

from .rules import order
from .state import Phase, State, View


def score(state: State) -> Score:
    """``deal``: the last settled coup's nets; ``match``: net money so far; at the end WIN for a gain, LOSS
    for a loss, DRAW when even, places by money."""
    sheet = state.sheet
    deal = sheet.deal_totals(sheet.last_deal) if sheet is not None else (0,) * state.players
    if state.phase is not Phase.OVER:
        return Score(False, deal, state.balances, (Outcome.UNDECIDED,) * state.players,
                     f"bank {state.bank} of {state.players * state.options.banks}, coup {state.coup}",
                     (0,) * state.players)
    outcomes = tuple(Outcome.WIN if won > 0 else Outcome.LOSS if won < 0 else Outcome.DRAW for won in state.balances)
    summary = "net money: " + ", ".join(f"seat {seat} {won:+d}" for seat, won in enumerate(state.balances))
    return Score(True, deal, state.balances, outcomes, summary, places_by(state.balances))


def view(state: State, seat: int | None) -> View:
    """Own cards, the face-up discards, who drew and stood, the last coup's hands; never another hand in
    play or the shoe (6.5); every hand once the game is over."""
    if seat is not None:
        check_seat(seat, state.players)
    over = state.phase is Phase.OVER
    return View(
        seat=seat, players=state.players, banker=state.banker, phase=state.phase,
        to_act=None if over else state.turn, hand=state.hands[seat].cards if seat is not None else (),
        hands=state.hands if state.shown else tuple(Hand() for _ in range(state.players)),
        hand_sizes=tuple(len(hand.cards) for hand in state.hands), drew=state.drew, stood=state.stood,
        shoe_count=len(state.shoe), discard=state.discard, balances=state.balances, last=state.last,
        coup=state.coup, bank=state.bank, banks=state.players * state.options.banks, sheet=state.sheet,
        cut=state.cut,
    )


def opening_events(state: State) -> tuple[Event, ...]:
    """The draw for the first bank, then the first coup's deal (each card named to its holder only)."""
    from cardgames.games.core.events import DealStarted, Place, Zone, moved

    events: list[Event] = [*cut_events(state.cut), DealStarted(state.coup, state.banker)]
    for seat in order(state):
        events.append(moved(Place(Zone.STOCK), Place(Zone.HAND, seat), state.hands[seat].cards, (seat,), False))
    return tuple(events)
