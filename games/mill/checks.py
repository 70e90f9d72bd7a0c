"""What a client-sent Mill state must satisfy, where every card lies, re-dealing what the player never saw."""

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
from cardgames.games.mechanics.patience.cells import RANK, check_piles, empty_cells

from .refills import foundation_cards
from .rules import has_move
from .state import CORNERS, DECK, KING, KING_PILE, RULES, SPEC, WINGS, Ending, Phase, State

_CODE = attrgetter("code")
_DECK_CODES = sorted(map(_CODE, DECK))
STOCK_SIZE = len(DECK) - 1 - WINGS
"""The most cards stock and talon can hold: all but the centre ace and the eight wings."""
_KING_RUN = tuple(range(KING, 0, -1))


def cards_of(state: State) -> Iterable[Card]:
    """Every card: wings, king piles, the ace pile, stock and talon."""
    return _cards(state)


def _cards(state: State) -> list[Card]:
    table = state.layout
    cards = list(chain.from_iterable([pile.cards for pile in (*state.wings, *state.kings, *table.foundations)]))
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
    table = state.layout
    patience.check_layout(table, RULES)
    if table.columns:
        raise InvalidState("the Mill has no building columns", field="layout.columns")
    if not table.foundations[0].cards:
        raise InvalidState("the ace pile always holds the centre ace", field="layout.foundations")
    if len(table.stock) + len(table.waste) > STOCK_SIZE:
        raise InvalidState(f"more than {STOCK_SIZE} cards in the stock and the talon", field="layout.stock")
    check_piles(state.wings, WINGS, 1, "wings", "wing")
    check_piles(state.kings, CORNERS, KING_PILE, "kings", "king pile")
    _check_kings(state)
    _check_wings(state)
    _check_phase(state)


def _check_kings(state: State) -> None:
    filled = [bool(kings.cards) for kings in state.kings]
    if filled != sorted(filled, reverse=True):
        raise InvalidState("the corners are filled in order", field="kings")
    for pile, kings in enumerate(state.kings):
        ranks = tuple([RANK[card.code] for card in kings.cards])
        if ranks != _KING_RUN[:len(ranks)]:
            raise InvalidState(f"king pile {pile} is not built down from the king", field="kings")
    if state.options.forced_kings and not all(filled):
        table = state.layout
        elsewhere = chain(table.foundations[0].cards, table.waste, *(wing.cards for wing in state.wings))
        if any(RANK[card.code] == KING for card in elsewhere):
            raise InvalidState("a corner is empty but a king has turned up elsewhere (ML-5)", field="kings")
    if not -1 <= state.last_transfer < CORNERS:
        raise InvalidState(f"last_transfer must be -1..{CORNERS - 1}", field="last_transfer")


def _check_wings(state: State) -> None:
    empty = empty_cells(state.wings)
    table = state.layout
    if not empty or not (table.stock or table.waste):
        return
    waiting = state.phase is Phase.REFILL and len(empty) == 1 and bool(table.stock) and bool(table.waste)
    if not waiting:
        raise InvalidState("a wing is empty while the stock or the talon could refill it (ML-2)", field="wings")


def _check_phase(state: State) -> None:
    over = state.phase is Phase.OVER
    if (state.ending is None) == over:
        raise InvalidState("the phase is OVER exactly when the game has an ending", field="phase")
    table = state.layout
    if state.phase is Phase.REFILL and (state.options.refill != "choice" or len(empty_cells(state.wings)) != 1
                                        or not table.stock or not table.waste):
        raise InvalidState("phase REFILL only with the option refill=choice, one wing waiting, and both the stock "
                           "and the talon to choose from", field="phase")
    won = foundation_cards(state) == len(DECK)
    if won != (state.ending is Ending.WON):
        raise InvalidState("the game is won exactly when every card is on the foundations", field="ending")
    if state.ending is Ending.NO_MOVES and has_move(state):
        raise InvalidState("the game ended for want of a move, but a move is legal", field="ending")
    if state.phase is Phase.PLAY and not has_move(state):
        raise InvalidState("no move is left but the game goes on", field="phase")


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute the stock, the only cards the player never saw; everything is seen once the game is over."""
    check_seat(seat, 1)
    if state.phase is Phase.OVER:
        return state
    return replace(state, layout=replace(state.layout, stock=tuple(drbg.shuffled(state.layout.stock))))
