"""What a client-sent Little Piano state must satisfy, where every card lies, re-dealing what the player never saw."""

from __future__ import annotations

from collections.abc import Iterable

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import check_conserved
from cardgames.games.core.decks import deck52, packs
from cardgames.games.core.errors import InvalidOptions, InvalidState
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat
from cardgames.games.core.values import replace
from cardgames.games.mechanics import patience

from .state import MAX_COUNT, SPEC, Ending, Phase, State, rules_for

_DECK_CODES = {decks: sorted(card.code for card in packs(deck52(), decks)) for decks in (1, 2)}


def cards_of(state: State) -> Iterable[Card]:
    """Every card: columns, foundations, stock, waste, queue and reserve."""
    return patience.cards_of(state.layout)


def check_state(state: State) -> None:
    """Raise InvalidState naming the first impossible thing in ``state`` (cheap: no search, no replay)."""
    try:
        SPEC.check_options(state.options)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    check_rng(state.rng)
    rules = rules_for(state.options)
    if sorted(card.code for card in cards_of(state)) != _DECK_CODES[state.options.decks]:
        check_conserved(cards_of(state), rules.shape.deck)  # names the card
        raise InvalidState("the cards are not the deck", field="layout")
    patience.check_layout(state.layout, rules)
    _check_phase(state)
    _check_counters(state)


def _check_phase(state: State) -> None:
    over = state.phase is Phase.OVER
    if (state.ending is None) == over:
        raise InvalidState("the phase is OVER exactly when the game has an ending", field="phase")
    if not over and (state.phase is Phase.RESERVE) != state.layout.turned:
        raise InvalidState("phase RESERVE exactly when the talon has been turned", field="phase")
    won = patience.is_won(state.layout, rules_for(state.options))
    if won != (state.ending is Ending.WON):
        raise InvalidState("the game is won exactly when every card is on the foundations", field="ending")
    if state.ending is Ending.STALLED and state.options.stock_rule == "book":
        raise InvalidState("the book's rule has no redeal to stall", field="ending")
    if state.ending is Ending.IDLE and not 0 < state.options.idle_limit <= state.idle_moves:
        raise InvalidState("the idle limit was not reached", field="ending")


def _check_counters(state: State) -> None:
    limit = state.options.idle_limit
    if not 0 <= state.idle_moves <= (limit if limit else MAX_COUNT):
        raise InvalidState(f"idle_moves {state.idle_moves} out of range", field="idle_moves")
    if limit and state.idle_moves == limit and state.ending is None:
        raise InvalidState("the idle limit is reached but the game goes on", field="idle_moves")
    total = patience.on_foundations(state.layout)
    if not total <= state.best_foundation <= rules_for(state.options).shape.deck_size:
        raise InvalidState("best_foundation below the foundations or above the deck", field="best_foundation")
    if state.ceiling != -1 and not total <= state.ceiling <= rules_for(state.options).shape.deck_size:
        raise InvalidState("ceiling must be -1 or between the foundations and the deck", field="ceiling")
    if state.ceiling == total and state.ending is None:
        raise InvalidState("the foundations are at their proven ceiling but the game goes on", field="ceiling")


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute the cards the player never saw: face-down column cards and a stock not yet gone through.

    What the player saw stays put: face-up cards, the waste, and a stock that is a turned-over
    waste (a redeal), as well as the turned talon.  Everything is seen once the game is over.
    """
    check_seat(seat, 1)
    if state.phase is Phase.OVER:
        return state
    return replace(state, layout=patience.redeal_unseen(state.layout, drbg))
