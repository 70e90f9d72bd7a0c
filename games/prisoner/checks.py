"""What a client-sent Prisoner state must satisfy, where every card lies, re-dealing what the player never saw."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import check_conserved
from cardgames.games.core.errors import InvalidOptions, InvalidState
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat
from cardgames.games.core.values import replace

from .state import DECK, ROUNDS, SPEC, TOP_ROW, TRIPLE, Ending, Phase, State

_DECK_CODES = sorted(card.code for card in DECK)


def cards_of(state: State) -> Iterable[Card]:
    """Every card: the top row, the three bottom piles and the stock."""
    return _cards(state)


def _cards(state: State) -> Iterator[Card]:
    for pile in state.top_row:
        yield from pile.cards
    yield from state.left.cards
    for pile in state.middle:
        yield from pile.cards
    yield from state.right.cards
    yield from state.stock


def check_state(state: State) -> None:
    """Raise InvalidState naming the first impossible thing in ``state`` (cheap: no replay)."""
    try:
        SPEC.check_options(state.options)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    check_rng(state.rng)
    if sorted(card.code for card in _cards(state)) != _DECK_CODES:
        check_conserved(_cards(state), DECK)  # names the card
        raise InvalidState("the cards are not the 36-card deck", field="stock")
    _check_shape(state)
    _check_gathering(state)
    _check_phase(state)


def _check_shape(state: State) -> None:
    if len(state.top_row) != TOP_ROW or any(len(pile.cards) > 1 for pile in state.top_row):
        raise InvalidState(f"the top row is {TOP_ROW} places of at most one card", field="top_row")
    rounds = len(state.middle)
    if rounds > ROUNDS:
        raise InvalidState(f"{rounds} rounds dealt; there are {ROUNDS}", field="middle")
    for name, pile in (("left", state.left), ("right", state.right)):
        if len(pile.cards) != rounds:
            raise InvalidState(f"the {name} pile holds {len(pile.cards)} cards after {rounds} rounds", field=name)
    if len(state.stock) != TRIPLE * (ROUNDS - rounds):
        raise InvalidState(f"the stock holds {len(state.stock)} cards after {rounds} rounds; "
                           f"{TRIPLE * (ROUNDS - rounds)} are left", field="stock")


def _check_gathering(state: State) -> None:
    """Each round's middle pile is its middle card and top-row cards of its rank, gathered at the first middle
    card of that rank (§13.2); no top-row card left has the rank of a middle card dealt."""
    seen = set()
    for number, pile in enumerate(state.middle):
        if not pile.cards:
            raise InvalidState(f"round {number + 1} has no middle card", field="middle")
        rank = pile.cards[0].rank
        if any(card.rank is not rank for card in pile.cards[1:]):
            raise InvalidState(f"round {number + 1}: a gathered card differs in rank from its middle card",
                               field="middle")
        if len(pile.cards) > 1 and rank in seen:
            raise InvalidState(f"round {number + 1}: these cards would have been gathered earlier", field="middle")
        seen.add(rank)
    gathered = sum(len(pile.cards) - 1 for pile in state.middle)
    left = [pile.cards[0] for pile in state.top_row if pile.cards]
    if gathered + len(left) != TOP_ROW:
        raise InvalidState("top-row cards left and gathered are not nine", field="top_row")
    if any(card.rank in seen for card in left):
        raise InvalidState("a top-row card has the rank of a middle card dealt: it would have been gathered",
                           field="top_row")


def _check_phase(state: State) -> None:
    over = state.phase is Phase.OVER
    if (state.ending is None) == over:
        raise InvalidState("the phase is OVER exactly when the game has an ending", field="phase")
    dealt = not state.stock
    if dealt != (state.ending in (Ending.WON, Ending.LOST)):
        raise InvalidState("the game is won or lost exactly when the deck is dealt", field="ending")
    won = not any(pile.cards for pile in state.top_row)
    if (state.ending is Ending.WON and not won) or (state.ending is Ending.LOST and won):
        raise InvalidState("won exactly when the top row is empty (§13.3)", field="ending")


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute the stock (never seen before it is dealt); everything is seen once the game is over."""
    check_seat(seat, 1)
    if state.phase is Phase.OVER:
        return state
    return replace(state, stock=tuple(drbg.shuffled(state.stock)))
