"""What a client-sent Macao state must satisfy, where every card lies, and re-dealing what a seat cannot see."""

from __future__ import annotations

from collections.abc import Iterable

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import check_conserved
from cardgames.games.core.errors import InvalidOptions, InvalidState
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat
from cardgames.games.core.values import replace
from cardgames.games.mechanics.first_dealer import check_cut

from .rules import card_value, first_banker, order
from .state import MAX_COUPS, PACK, SHOE, SPEC, Phase, State


def cards_of(state: State) -> Iterable[Card]:
    """Every card: the shoe, the hands, the discards (``last`` is a record of cards that lie elsewhere)."""
    yield from state.shoe
    for hand in state.hands:
        yield from hand.cards
    yield from state.discard


def check_state(state: State) -> None:
    """Raise InvalidState for any impossible claim of a state a client sent back."""
    if not SPEC.min_players <= state.players <= SPEC.max_players:
        raise InvalidState(f"macao takes 2-10 players, got {state.players}", field="players")
    try:
        SPEC.check_options(state.options)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    for name in ("hands", "drew", "stood", "balances"):
        if len(getattr(state, name)) != state.players:
            raise InvalidState(f"{name} must have one entry per seat", field=name)
    if state.last and len(state.last) != state.players:
        raise InvalidState("last must have one hand per seat", field="last")
    check_seat(state.banker, state.players, field="banker")
    check_seat(state.turn, state.players, field="turn")
    check_rng(state.rng)
    check_conserved(cards_of(state), SHOE)
    check_cut(state.cut, state.players, first_banker(state) if state.cut else None, PACK)
    _check_progress(state)
    _check_hands(state)


def _check_progress(state: State) -> None:
    if not 1 <= state.bank <= state.players * state.options.banks:
        raise InvalidState(f"bank {state.bank} outside a game of {state.players * state.options.banks}", field="bank")
    limit = state.options.coups or MAX_COUPS
    if not state.bank <= state.coup <= limit:
        raise InvalidState(f"coup {state.coup}: at least one a bank", field="coup")
    settled = state.coup if state.phase is Phase.OVER else state.coup - 1
    rows = state.sheet.rows if state.sheet is not None else ()
    if state.sheet is not None:
        state.sheet.check(state.players, settled)
    if len(rows) != settled or any(sum(row.points) for row in rows):
        raise InvalidState("the sheet needs one row per settled coup, each summing to zero", field="sheet")
    totals = state.sheet.totals() if state.sheet is not None else (0,) * state.players
    if totals != state.balances:
        raise InvalidState("balances must be the sheet's totals", field="balances")
    if state.shown != (state.phase is Phase.OVER):
        raise InvalidState("hands are shown exactly once the game is over", field="shown")


def _check_hands(state: State) -> None:
    seats = order(state)
    here = seats.index(state.turn)
    for position, seat in enumerate(seats):
        counting = sum(1 for card in state.hands[seat].cards if card_value(card))
        size = len(state.hands[seat].cards)
        if not 1 <= size <= 2 or counting > 1 + state.drew[seat] or size > 1 + state.drew[seat]:
            raise InvalidState(f"seat {seat}: one card, two after the draw", field="hands")
        done = position < here or state.phase is Phase.OVER
        if state.stood[seat] != done or (position > here and state.drew[seat] and state.phase is Phase.PLAY):
            raise InvalidState(f"seat {seat}: the seats before the one to act have stood, the others wait",
                               field="stood")


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute the shoe and the other seats' hidden cards (nothing is hidden once the game is over)."""
    check_seat(seat, state.players)
    if state.phase is Phase.OVER:
        return replace(state, shoe=tuple(drbg.shuffled(state.shoe)))
    others = [other for other in range(state.players) if other != seat]
    pool = drbg.shuffled((*(card for other in others for card in state.hands[other].cards), *state.shoe))
    hands = list(state.hands)
    for other in others:
        size = len(hands[other].cards)
        hands[other] = Hand().adding(pool[:size])
        pool = pool[size:]
    return replace(state, hands=tuple(hands), shoe=tuple(pool))
