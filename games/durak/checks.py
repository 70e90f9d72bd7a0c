"""What a client-sent durak state must satisfy, where every card lies, and re-dealing what a seat cannot see."""

from __future__ import annotations

from collections.abc import Iterable

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import check_conserved
from cardgames.games.core.errors import InvalidOptions, InvalidState
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat, next_active
from cardgames.games.core.values import replace
from cardgames.games.mechanics.beating import beats
from cardgames.games.mechanics.match import check_queued

from .rules import active, has_choice, table_cards, throw_order
from .state import DECK, DECK_SET, FIRST_BOUT_MAX_ATTACK, MAX_ATTACK, MAX_BOUTS, SPEC, Phase, State


def cards_of(state: State) -> Iterable[Card]:
    """Every card: hands, stock (trump card included while it lies there), table and discard pile."""
    for hand in state.hands:
        yield from hand.cards
    yield from state.stock
    yield from table_cards(state.table)
    yield from state.discard


def check_state(state: State) -> None:
    """Raise InvalidState for any impossible claim of a state a client sent back."""
    if not SPEC.min_players <= state.players <= SPEC.max_players:
        raise InvalidState(f"durak takes 2-4 players, got {state.players}", field="players")
    try:
        SPEC.check_options(state.options)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    for name in ("hands", "known", "places"):
        if len(getattr(state, name)) != state.players:
            raise InvalidState(f"{name} must have one entry per seat", field=name)
    for name in ("dealer", "attacker", "defender", "thrower"):
        check_seat(getattr(state, name), state.players, field=name)
    check_rng(state.rng)
    check_conserved(cards_of(state), DECK)
    _check_match(state)
    _check_bookkeeping(state)
    _check_phase(state)


def _check_match(state: State) -> None:
    if not 1 <= state.game <= state.options.games:
        raise InvalidState(f"game {state.game} outside a match of {state.options.games}", field="game")
    finished = state.game if state.phase is Phase.OVER else state.game - 1
    rows = state.sheet.rows if state.sheet is not None else ()
    if state.sheet is not None:
        state.sheet.check(state.players, finished)
    if len(rows) != finished or any(sorted(row.points)[-1:] > [1] or sum(row.points) > 1 for row in rows):
        raise InvalidState("the sheet needs one row per finished game, 1 for its durak", field="sheet")
    if len(state.queued) > state.options.games - state.game:
        raise InvalidState("more queued deals than games left", field="queued")
    check_queued(state.queued, DECK, "queued")


def _check_bookkeeping(state: State) -> None:
    if state.trump not in DECK_SET:
        raise InvalidState(f"trump card {state.trump} is not a durak card", field="trump")
    if state.stock and state.stock[-1] != state.trump:
        raise InvalidState("the face-up trump card must lie at the bottom of the stock", field="stock")
    for seat in range(state.players):
        hand = state.hands[seat].cards
        if sorted_cards(hand) != hand or sorted_cards(state.known[seat].cards) != state.known[seat].cards:
            raise InvalidState(f"seat {seat}: hand and known cards must be sorted", field="hands")
        if not set(state.known[seat].cards) <= set(hand):
            raise InvalidState(f"seat {seat}: known cards must be in the hand", field="known")
        place = state.places[seat]
        if place < 0 or place > state.players or (place and hand):
            raise InvalidState(f"seat {seat}: place {place} impossible with {len(hand)} cards", field="places")
        if place and state.stock:
            raise InvalidState("nobody can be out while the stock lasts (DUR-11)", field="places")
    if not 1 <= state.bout <= MAX_BOUTS:
        raise InvalidState(f"bout {state.bout} out of range 1..{MAX_BOUTS}", field="bout")


def _check_phase(state: State) -> None:
    live = active(state)
    if state.phase is Phase.OVER:
        if sum(live) > 1 or state.table:
            raise InvalidState("the game is over only when at most one player holds cards", field="phase")
        return
    if sum(live) < 2 or not live[state.attacker] or next_active(state.attacker, live) != state.defender:
        raise InvalidState("attacker and defender must be active neighbours", field="defender")
    cap = FIRST_BOUT_MAX_ATTACK if state.bout == 1 else MAX_ATTACK
    if not 1 <= state.limit <= cap or len(state.table) > state.limit:
        raise InvalidState(f"bout limit {state.limit} with {len(state.table)} attack cards", field="limit")
    uncovered = sum(pair.cover is None for pair in state.table)
    expected = {
        Phase.ATTACK: not state.table,
        Phase.DEFEND: uncovered > 0,
        Phase.THROW_IN: bool(state.table) and uncovered == 0 and has_choice(state, state.thrower),
        Phase.AFTER_TAKE: bool(state.table) and has_choice(state, state.thrower),
    }[state.phase]
    if not expected or (state.phase is not Phase.ATTACK and state.thrower not in throw_order(state)):
        raise InvalidState(f"table and thrower do not fit the {state.phase.name} phase", field="phase")
    for pair in state.table:
        if pair.cover is not None and not beats(pair.cover, pair.attack, state.trump.suit):
            raise InvalidState(f"{pair.cover} does not beat {pair.attack}", field="table")
    if uncovered > len(state.hands[state.defender].cards):
        raise InvalidState("more uncovered cards than the defender holds (DUR-3)", field="table")


# --------------------------------------------------------------------------- hidden information


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute the cards ``seat`` cannot see: other hands' unknown cards and the stock above the trump card.

    The seat to act must keep a real choice (it was given the turn), so a permutation that
    would leave it none is redrawn; after 64 tries the state is returned unchanged.
    """
    check_seat(seat, state.players)
    pool: list[Card] = []
    for other in range(state.players):
        if other != seat:
            pool.extend(card for card in state.hands[other].cards if card not in state.known[other].cards)
    hidden_stock = state.stock[:-1]
    pool.extend(hidden_stock)
    for _ in range(64):
        candidate = _redealt(state, seat, drbg.shuffled(pool), len(pool) - len(hidden_stock))
        if _turn_is_real(candidate):
            return candidate
    return state


def _redealt(state: State, seat: int, cards: list[Card], in_hands: int) -> State:
    hands = list(state.hands)
    position = 0
    for other in range(state.players):
        if other == seat:
            continue
        known = state.known[other].cards
        count = len(hands[other].cards) - len(known)
        hands[other] = Hand(sorted_cards(known + tuple(cards[position : position + count])))
        position += count
    stock = tuple(cards[in_hands:]) + state.stock[-1:]
    return replace(state, hands=tuple(hands), stock=stock)


def _turn_is_real(state: State) -> bool:
    if state.phase in (Phase.THROW_IN, Phase.AFTER_TAKE):
        return has_choice(state, state.thrower)
    return True
