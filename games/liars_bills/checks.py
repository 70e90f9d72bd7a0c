"""What a client-sent state must satisfy, its cards (none), and re-drawing the digits a seat cannot see."""

from __future__ import annotations

from collections.abc import Iterable

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import InvalidOptions, InvalidState
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat
from cardgames.games.core.values import replace

from .rules import cap, draw_note, first_doubt
from .state import MAX_ROUNDS, SPEC, Phase, Response, State


def cards_of(state: State) -> Iterable[Card]:
    """No cards: the hidden information is the notes' digits (see :func:`redeal_unseen`)."""
    return ()


def check_state(state: State) -> None:
    """Raise InvalidState for any impossible claim of a state a client sent back."""
    if not SPEC.min_players <= state.players <= SPEC.max_players:
        raise InvalidState(f"liars_bills takes 2-10 players, got {state.players}", field="players")
    try:
        SPEC.check_options(state.options)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    for name in ("notes", "in_game", "in_round", "responses"):
        if len(getattr(state, name)) != state.players:
            raise InvalidState(f"{name} must have one entry per seat", field=name)
    check_seat(state.actor, state.players, field="actor")
    check_seat(state.claimant, state.players, field="claimant")
    check_rng(state.rng)
    _check_notes(state)
    _check_round(state)
    _check_sheet(state)


def _check_notes(state: State) -> None:
    digits = state.options.digits_per_note
    for seat, note in enumerate(state.notes):
        if note and (len(note) != digits or not note.isdigit() or not note.isascii()):
            raise InvalidState(f"seat {seat}: a note is {digits} digits, got {note!r}", field="notes")
        if state.phase is Phase.OVER:
            continue
        if bool(note) != state.in_game[seat]:
            raise InvalidState(f"seat {seat}: a note exactly for each player in the game", field="notes")
        if state.in_round[seat] and not state.in_game[seat]:
            raise InvalidState(f"seat {seat} bids in a round of a game it has left", field="in_round")


def _check_round(state: State) -> None:
    if not 1 <= state.round <= 10 * MAX_ROUNDS:
        raise InvalidState(f"round {state.round} out of range", field="round")
    if state.bank < 0 or state.bank > state.players * state.round:
        raise InvalidState(f"a bank of {state.bank} notes is impossible", field="bank")
    if state.phase is Phase.OVER:
        return
    if not state.in_round[state.actor] or not state.in_round[state.claimant]:
        raise InvalidState("the seat to act and the claimant must still be in the round", field="actor")
    if (state.bid is None) != (state.phase is Phase.OPEN):
        raise InvalidState("a bid stands exactly after the opening", field="bid")
    if state.bid is not None and (state.bid.count > cap(state) or (state.bid.ace and not state.calls)):
        raise InvalidState(f"bid {state.bid} is above every digit in play", field="bid")
    if state.phase is Phase.RESPOND and state.actor == state.claimant:
        raise InvalidState("the claimant does not answer his own bid", field="actor")
    if state.phase is not Phase.RESPOND and any(r is not Response.NONE for r in state.responses):
        raise InvalidState("answers only while a circle is answering", field="responses")
    if first_doubt(state.options) and (Response.AGREE in state.responses or state.phase is Phase.FORCED):
        raise InvalidState("no agreeing under the first-doubt rules", field="responses")


def _check_sheet(state: State) -> None:
    sheet = state.sheet
    if sheet is None:
        if state.round != 1 or state.phase is Phase.OVER:
            raise InvalidState("a game past its first round has a score sheet", field="sheet")
        if state.bank:
            raise InvalidState(f"the bank holds {state.bank} notes before anybody lost one", field="bank")
        return
    sheet.check(state.players, state.round)
    lost = -sum(sum(row.points) for row in sheet.rows)
    if lost != state.bank * sheet.denominator:
        raise InvalidState(f"the bank holds {state.bank} notes but the sheet says {lost / sheet.denominator:g}",
                           field="bank")


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Re-draw every other note's digits while the round goes on (all notes are shown once it is counted)."""
    if state.phase is Phase.OVER:
        return state
    digits = state.options.digits_per_note
    notes = tuple(note if other == seat or not note else draw_note(drbg, digits)
                  for other, note in enumerate(state.notes))
    return replace(state, notes=notes)
