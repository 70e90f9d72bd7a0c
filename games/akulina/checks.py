"""What a client-sent akulina state must satisfy, where every card lies, and re-dealing what a seat cannot see."""

from __future__ import annotations

from collections.abc import Iterable

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import check_conserved
from cardgames.games.core.errors import InvalidOptions, InvalidState
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat, next_active
from cardgames.games.core.values import replace
from cardgames.games.mechanics.bouts import table_cards
from cardgames.games.mechanics.first_dealer import check_cut
from cardgames.games.mechanics.match import check_queued
from cardgames.games.mechanics.shedding import check_loss_sheet, check_places, loss_counts, loss_sheet, still_in

from .rules import can_attack, can_cover
from .state import AKULINA, DECK, DECK_SET, HAND_SIZE, MAX_ATTACK, SPEC, Phase, State


def cards_of(state: State) -> Iterable[Card]:
    """Every card: hands, the stock (the trump card included while it lies there), the table, the discards."""
    for hand in state.hands:
        yield from hand.cards
    yield from state.stock
    yield from table_cards(state.table)
    yield from state.discard


def check_state(state: State) -> None:
    """Raise InvalidState for any impossible claim of a state a client sent back."""
    if not SPEC.min_players <= state.players <= SPEC.max_players:
        raise InvalidState(f"akulina takes 2-4 players, got {state.players}", field="players")
    try:
        SPEC.check_options(state.options)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    for name in ("hands", "known", "places"):
        if len(getattr(state, name)) != state.players:
            raise InvalidState(f"{name} must have one entry per seat", field=name)
    for name in ("dealer", "attacker", "defender"):
        check_seat(getattr(state, name), state.players, field=name)
    check_rng(state.rng)
    check_conserved(cards_of(state), DECK)
    _check_match(state)
    _check_cards(state)
    _check_phase(state)


def _check_match(state: State) -> None:
    if not 1 <= state.game <= state.options.games:
        raise InvalidState(f"game {state.game} outside a match of {state.options.games}", field="game")
    finished = state.game if state.phase is Phase.OVER else state.game - 1
    sheet = state.sheet or loss_sheet(state.players)
    check_loss_sheet(sheet, state.players, finished)
    if sum(loss_counts(sheet, state.players)) != finished:
        raise InvalidState("every finished game has a loser, counted 1 on the sheet", field="sheet")
    if len(state.queued) > state.options.games - state.game:
        raise InvalidState("more queued deals than games left", field="queued")
    check_queued(state.queued, DECK, "queued")
    check_cut(state.cut, state.players, state.dealer if state.game == 1 else None, DECK)


def _check_cards(state: State) -> None:
    if state.trump not in DECK_SET:
        raise InvalidState(f"trump card {state.trump} is not an akulina card", field="trump")
    if state.stock and state.stock[-1] != state.trump:
        raise InvalidState("the face-up trump card must lie at the bottom of the stock", field="stock")
    if len(state.discard) % 2 or AKULINA in state.discard:
        raise InvalidState("covered pairs leave two cards at a time, never the queen of spades", field="discard")
    for seat in range(state.players):
        hand, known = state.hands[seat].cards, state.known[seat].cards
        if sorted_cards(hand) != hand or sorted_cards(known) != known:
            raise InvalidState(f"seat {seat}: hand and known cards must be sorted", field=f"hands[{seat}]")
        if not set(known) <= set(hand):
            raise InvalidState(f"seat {seat}: known cards must be in the hand", field=f"known[{seat}]")
    check_places(state.places, state.hands)
    if state.stock and any(state.places):
        raise InvalidState("nobody goes out while the stock lasts", field="places")


def _check_phase(state: State) -> None:
    live = still_in(state.places)
    if state.phase is Phase.OVER:
        if sum(live) > 1 or state.table:
            raise InvalidState("a game ends only when one player is left holding cards", field="phase")
        return
    if sum(live) < 2 or not live[state.attacker] or next_active(state.attacker, live) != state.defender:
        raise InvalidState("attacker and defender must be neighbours still in play", field="defender")
    exempt = (state.attacker, state.defender) if state.phase is Phase.DEFEND else ()
    for seat in range(state.players):
        if live[seat] and not state.hands[seat].cards and seat not in exempt:
            raise InvalidState(f"seat {seat} is in play between bouts without cards", field=f"hands[{seat}]")
    if state.phase is Phase.ATTACK:
        _check_attack_phase(state)
    else:
        _check_defend_phase(state)


def _check_attack_phase(state: State) -> None:
    if state.table:
        raise InvalidState("the table is empty when a bout starts", field="table")
    if not can_attack(state.hands[state.attacker].cards):
        raise InvalidState("the attacker must hold a card he can attack with (AKU-5, AKU-8)", field="attacker")


def _check_defend_phase(state: State) -> None:
    table = state.table
    if not 1 <= len(table) <= MAX_ATTACK or len({pair.attack.suit for pair in table}) != 1:
        raise InvalidState("an attack is one to six cards of one suit", field="table")
    if len(table) == 1 and table[0].attack == AKULINA:
        raise InvalidState("the queen of spades never attacks alone", field="table")
    for pair in table:
        if pair.cover is not None and not can_cover(pair.cover, pair.attack, state.trump):
            raise InvalidState(f"{pair.cover} does not cover {pair.attack}", field="table")
    if all(pair.cover is not None for pair in table):
        raise InvalidState("an attack whose cards are all covered is over", field="table")
    if state.stock and len(state.hands[state.attacker].cards) < HAND_SIZE:
        raise InvalidState("the attacker draws up to six right after attacking", field="hands")


# --------------------------------------------------------------------------- hidden information


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute the cards ``seat`` cannot see: other hands' unknown cards and the stock above the trump card.

    The attacker to act must keep a legal attack, so a permutation leaving him only the queen of
    spades is redrawn; after 64 tries the state is returned unchanged.
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
        if candidate.phase is not Phase.ATTACK or can_attack(candidate.hands[candidate.attacker].cards):
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
