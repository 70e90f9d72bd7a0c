"""What a client-sent Demon state must satisfy, where every card lies, re-dealing what the player never saw."""

from __future__ import annotations

from collections.abc import Iterable

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import check_conserved
from cardgames.games.core.errors import InvalidOptions, InvalidState
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat
from cardgames.games.core.values import replace
from cardgames.games.mechanics import patience

from .rules import rules_of
from .state import SHAPE, SPEC, Ending, Phase, State

_DECK_CODES = sorted(card.code for card in SHAPE.deck)


def cards_of(state: State) -> Iterable[Card]:
    """Every card: reserve pile, columns, foundations, stock and waste."""
    return patience.cards_of(state.layout)


def check_state(state: State) -> None:
    """Raise InvalidState naming the first impossible thing in ``state`` (cheap: no search, no replay)."""
    try:
        SPEC.check_options(state.options)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    check_rng(state.rng)
    if sorted(card.code for card in cards_of(state)) != _DECK_CODES:
        check_conserved(cards_of(state), SHAPE.deck, "layout")  # names the card
        raise InvalidState("the cards are not the deck", field="layout")
    foundations = state.layout.foundations
    if len(foundations) != SHAPE.foundations or not foundations[0].cards:
        raise InvalidState("foundation 0 holds the base card from the deal on", field="layout.foundations")
    patience.check_layout(state.layout, rules_of(state))
    _check_phase(state)
    _check_counters(state)


def _check_phase(state: State) -> None:
    if (state.ending is None) == (state.phase is Phase.OVER):
        raise InvalidState("the phase is OVER exactly when the game has an ending", field="phase")
    won = patience.on_foundations(state.layout) == SHAPE.deck_size
    if won != (state.ending is Ending.WON):
        raise InvalidState("the game is won exactly when every card is on the foundations", field="ending")
    if state.ending is Ending.STALLED and state.options.stock_rule != "canfield_no_shuffle":
        raise InvalidState("only canfield_no_shuffle repeats a pass exactly", field="ending")
    if state.ending is Ending.IDLE and not 0 < state.options.idle_limit <= state.idle_moves:
        raise InvalidState("the idle limit was not reached", field="ending")


def _check_counters(state: State) -> None:
    limit = state.options.idle_limit
    if not 0 <= state.idle_moves <= (limit if limit else patience.MAX_COUNT):
        raise InvalidState(f"idle_moves {state.idle_moves} out of range", field="idle_moves")
    if limit and state.idle_moves == limit and state.ending is None:
        raise InvalidState("the idle limit is reached but the game goes on", field="idle_moves")
    if not patience.on_foundations(state.layout) <= state.best_foundation <= SHAPE.deck_size:
        raise InvalidState("best_foundation below the foundations or above the deck", field="best_foundation")


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute the cards the player never saw, or whose order the player does not know.

    The reserve pile's face-down cards, with the stock while it has not been gone through
    (nobody knows which of those cards lie where); after a shuffled redeal (the book's rule)
    the stock is the turned-over waste, known as a set but not in order, and is permuted on
    its own.  An unshuffled redeal's stock, the waste and every face-up card stay put; the
    whole table is seen once the game is over.
    """
    check_seat(seat, 1)
    layout = state.layout
    if state.phase is Phase.OVER:
        return state
    if not patience.stock_seen(layout):
        pool = drbg.shuffled((*layout.queue, *layout.stock))
        queue, stock = tuple(pool[: len(layout.queue)]), tuple(pool[len(layout.queue):])
    else:
        queue = tuple(drbg.shuffled(layout.queue))
        stock = tuple(drbg.shuffled(layout.stock)) if rules_of(state).stock.shuffle else layout.stock
    return replace(state, layout=replace(layout, queue=queue, stock=stock))
