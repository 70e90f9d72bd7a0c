"""What a client-sent own trumps state must satisfy, where every card lies, and re-dealing what a seat cannot see."""

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
from cardgames.games.mechanics.shedding import (
    check_loss_sheet,
    check_places,
    loss_counts,
    loss_sheet,
    row_loser,
    still_in,
)

from .rules import can_beat, is_attack_shape
from .state import DECK, HAND_SIZE, MAX_DEALS, MAX_QUEUED, SPEC, Phase, State


def cards_of(state: State) -> Iterable[Card]:
    """Every card: hands, the table and the beaten pairs."""
    for hand in state.hands:
        yield from hand.cards
    yield from table_cards(state.table)
    yield from state.discard


def check_state(state: State) -> None:
    """Raise InvalidState for any impossible claim of a state a client sent back."""
    if state.players != SPEC.min_players:
        raise InvalidState(f"own_trumps takes exactly 4 players, got {state.players}", field="players")
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
    _check_trumps(state)
    _check_hands(state)
    _check_phase(state)


def _check_match(state: State) -> None:
    if not 1 <= state.game <= MAX_DEALS:
        raise InvalidState(f"kon {state.game} out of range 1..{MAX_DEALS}", field="game")
    over = state.phase is Phase.OVER
    finished = state.game if over else state.game - 1
    sheet = state.sheet or loss_sheet(state.players)
    check_loss_sheet(sheet, state.players, finished)
    rows = sheet.rows
    losers = sum(loss_counts(sheet, state.players))
    if losers > state.options.games or (not over and losers == state.options.games):
        raise InvalidState(f"{losers} kons with a loser in a match of {state.options.games}", field="sheet")
    if over and losers < state.options.games and state.game < MAX_DEALS:
        raise InvalidState("the match ends only after its last kon with a loser", field="phase")
    if over and rows and row_loser(rows[-1]) is None and state.game < MAX_DEALS:
        raise InvalidState("a match never ends on a replayed kon", field="sheet")
    if len(state.queued) > MAX_QUEUED:
        raise InvalidState(f"at most {MAX_QUEUED} queued deals", field="queued")
    check_queued(state.queued, DECK, "queued")
    check_cut(state.cut, state.players, state.dealer if state.game == 1 else None, DECK)


def _check_trumps(state: State) -> None:
    choosing = state.phase is Phase.CHOOSE
    count = len(state.trumps)
    if (choosing and count >= state.players - 1) or (not choosing and count != state.players):
        raise InvalidState(f"{count} own trumps chosen in the {state.phase.name} phase", field="trumps")
    suits = [choice.suit for choice in state.trumps]
    if len(set(suits)) != len(suits):
        raise InvalidState("each suit can be one player's own trump only", field="trumps")
    for index, choice in enumerate(state.trumps):
        if choice.seat != (state.dealer + 1 + index) % state.players:
            raise InvalidState("own trumps are chosen clockwise from the dealer's left", field=f"trumps[{index}]")


def _check_hands(state: State) -> None:
    for seat in range(state.players):
        hand, known = state.hands[seat].cards, state.known[seat].cards
        if sorted_cards(hand) != hand or sorted_cards(known) != known:
            raise InvalidState(f"seat {seat}: hand and known cards must be sorted", field=f"hands[{seat}]")
        if not set(known) <= set(hand):
            raise InvalidState(f"seat {seat}: known cards must be in the hand", field=f"known[{seat}]")
    check_places(state.places, state.hands)
    if len(state.discard) % 2:
        raise InvalidState("beaten pairs leave the game two cards at a time", field="discard")


def _check_phase(state: State) -> None:
    live = still_in(state.places)
    if state.phase is Phase.OVER:
        if sum(live) > 1 or state.table:
            raise InvalidState("the match ends only when at most one player holds cards", field="phase")
        return
    if sum(live) < 2 or not live[state.attacker] or next_active(state.attacker, live) != state.defender:
        raise InvalidState("attacker and defender must be neighbours still in play", field="defender")
    if state.phase is Phase.CHOOSE:
        fresh = all(len(hand.cards) == HAND_SIZE for hand in state.hands) and not state.discard
        fresh = fresh and not any(hand.cards for hand in state.known)
        if not fresh or state.attacker != (state.dealer + 1) % state.players:
            raise InvalidState("trumps are chosen right after the deal, before any attack", field="phase")
    cards = [pair.attack for pair in state.table]
    expected = {
        Phase.CHOOSE: not cards,
        Phase.ATTACK: not cards,
        Phase.BUILD: len(cards) in (2, 4) and all(cards[i].rank == cards[i + 1].rank for i in (0, len(cards) - 2)),
        Phase.DEFEND: is_attack_shape(cards),
    }[state.phase]
    if not expected:
        raise InvalidState(f"the table does not fit the {state.phase.name} phase", field="table")
    if state.phase is not Phase.DEFEND and any(pair.cover is not None for pair in state.table):
        raise InvalidState("attack cards are beaten only in the DEFEND phase", field="table")
    for pair in state.table:
        if pair.cover is not None and not can_beat(state, pair.cover, pair.attack):
            raise InvalidState(f"{pair.cover} does not beat {pair.attack}", field="table")
    if state.phase is Phase.DEFEND and all(pair.cover is not None for pair in state.table):
        raise InvalidState("an attack whose cards are all beaten is over", field="table")
    exempt = (state.attacker, state.defender) if state.phase is Phase.DEFEND else ()
    for seat in range(state.players):
        if live[seat] and not state.hands[seat].cards and seat not in exempt:
            raise InvalidState(f"seat {seat} holds no cards but is still in play", field=f"hands[{seat}]")


# --------------------------------------------------------------------------- hidden information


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute the cards ``seat`` cannot see: the other hands' cards nobody saw enter them."""
    check_seat(seat, state.players)
    pool: list[Card] = []
    for other in range(state.players):
        if other != seat:
            pool.extend(card for card in state.hands[other].cards if card not in state.known[other].cards)
    cards = drbg.shuffled(pool)
    hands = list(state.hands)
    position = 0
    for other in range(state.players):
        if other == seat:
            continue
        known = state.known[other].cards
        count = len(hands[other].cards) - len(known)
        hands[other] = Hand(sorted_cards(known + tuple(cards[position : position + count])))
        position += count
    return replace(state, hands=tuple(hands))
