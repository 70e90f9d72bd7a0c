"""What a client-sent Lion and Sun state must satisfy, where every card lies, re-dealing what the player never saw."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import chain
from operator import attrgetter

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import check_conserved
from cardgames.games.core.errors import InvalidOptions, InvalidState
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat
from cardgames.games.core.values import replace
from cardgames.games.mechanics import patience
from cardgames.games.mechanics.patience.cells import check_piles, hidden, with_hidden

from .endings import is_dead, is_won
from .rules import has_move, wants
from .state import DECK, PACK_SIZE, PACKS, SLOTS, SPEC, STOCK_SIZE, Ending, Phase, State, rules_for

_CODE = attrgetter("code")
_DECK_CODES = sorted(map(_CODE, DECK))


def cards_of(state: State) -> Iterable[Card]:
    """Every card: packs, slots, foundations, stock and waste."""
    return _cards(state)


def _cards(state: State) -> list[Card]:
    table = state.layout
    cards = list(chain.from_iterable([pile.cards for pile in (*state.packs, *state.slots, *table.foundations)]))
    cards += table.stock
    cards += table.waste
    return cards


def check_state(state: State) -> None:
    """Raise InvalidState naming the first impossible thing in ``state`` (cheap: no search, no replay)."""
    try:
        SPEC.check_options(state.options)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    check_rng(state.rng)
    if sorted(map(_CODE, _cards(state))) != _DECK_CODES:
        check_conserved(_cards(state), DECK)  # names the card
        raise InvalidState("the cards are not two decks", field="layout")
    rules = rules_for(state.options)
    patience.check_layout(state.layout, rules)
    if state.layout.columns:
        raise InvalidState("Lion and Sun has no building columns", field="layout.columns")
    check_piles(state.packs, PACKS, PACK_SIZE, "packs", "pack")
    check_piles(state.slots, SLOTS, 1, "slots", "slot")
    if patience.talon_size(state.layout) > STOCK_SIZE:
        raise InvalidState(f"more than the {STOCK_SIZE} stock cards in the stock and the waste", field="layout.stock")
    _check_phase(state)


def _check_phase(state: State) -> None:
    over = state.phase is Phase.OVER
    if (state.ending is None) == over:
        raise InvalidState("the phase is OVER exactly when the game has an ending", field="phase")
    if is_won(state) != (state.ending is Ending.WON):
        raise InvalidState("the game is won exactly when every card is on the foundations", field="ending")
    if state.ending is Ending.RESIGNED or (over and state.ending is Ending.WON):
        return
    want = wants(state)
    moves, dead = has_move(state, want), is_dead(state, want)
    if state.ending is Ending.NO_MOVES and moves:
        raise InvalidState("the game ended for want of a move, but a move is legal", field="ending")
    if state.ending is Ending.DEAD and not dead:
        raise InvalidState("the game ended as a dead position, but it is not one (§12.4)", field="ending")
    if not over and (not moves or dead):
        raise InvalidState("the game is over (no move, or a dead position) but goes on", field="phase")


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute the cards the player never saw: those under squared packs' tops and a stock not yet gone through.

    The waste and a stock that is a turned-over waste were seen; everything is seen once the game is over.
    """
    check_seat(seat, 1)
    if state.phase is Phase.OVER:
        return state
    spread = state.options.packs_spread
    hidden_stock = not patience.stock_seen(state.layout)
    pool = [card for pack in state.packs for card in hidden(pack, spread)]
    under = len(pool)
    if hidden_stock:
        pool.extend(state.layout.stock)
    shuffled = drbg.shuffled(pool)
    packs = with_hidden(state.packs, spread, shuffled[:under])
    table = replace(state.layout, stock=tuple(shuffled[under:])) if hidden_stock else state.layout
    return replace(state, packs=packs, layout=table)
