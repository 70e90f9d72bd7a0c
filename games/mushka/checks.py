"""What a client-sent mushka state must satisfy, where every card lies, and re-dealing what a seat cannot see.

:func:`check_state` runs on every request, so it never replays the session: it checks shapes, ranges and
what follows from the state in one pass (cards conserved, the phase and the seats' decisions, the tricks
of the deal, the sheet's rows).  The checks every game of the family shares (:func:`check_table`,
:func:`check_session`, :func:`check_decisions`, :func:`check_tricks`) are written here once; rams adds its
hands as dealt, cards shown and flushes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import check_conserved
from cardgames.games.core.errors import InvalidOptions, InvalidState
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat
from cardgames.games.core.values import replace
from cardgames.games.mechanics.exchange import first_playing
from cardgames.games.mechanics.match import check_queued
from cardgames.games.mechanics.pool import COUNT, LEDGER

from .rules import S, deck_for, in_play, trick_order, trump_suit, winning_index
from .scoring import current_counts
from .state import HAND_SIZE, TRICKS, Phase, State
from .variant import Table, variant_of


def cards_of(state: Table) -> list[Card]:
    """Every card: hands, discards, the stock, the trump card on the table, the tricks."""
    cards: list[Card] = []
    for hand in state.hands:
        cards += hand.cards
    for hand in state.discards:
        cards += hand.cards
    cards += state.stock
    if state.table_card is not None:
        cards.append(state.table_card)
    for trick in state.tricks:
        cards += trick.cards
    if state.trick is not None:
        cards += state.trick.cards
    return cards


def check_state(state: State) -> None:
    """Raise InvalidState naming the first impossible claim of a state a client sent back."""
    check_table(state, ("hands", "discards", "status", "exchanged", "revokes"), ("hands", "discards"))
    check_session(state)
    check_decisions(state, _passer_ok, "passer {seat} holds no cards and discarded five")
    check_tricks(state, lambda cards: winning_index(cards, trump_suit(state)))
    if state.phase not in (Phase.PLAY, Phase.OVER) and any(len(state.hands[s].cards) not in (0, HAND_SIZE)
                                                          for s in range(state.players)):
        raise InvalidState("before the play every hand holds five cards", field="hands")


def _passer_ok(state: State, seat: int) -> bool:
    return not state.hands[seat].cards and len(state.discards[seat].cards) == HAND_SIZE


def check_table(state: Table, per_seat: Sequence[str], in_order: Sequence[str]) -> None:
    """The checks every game of the family shares up to the stock: options, players, phase, the fields
    ``per_seat`` with an entry per seat, seats, the random stream, every card once, the fields ``in_order``
    sorted, the seat's counters (the variant's), the stock's size after the exchanges."""
    variant = variant_of(state.options)
    spec = variant.spec
    try:
        spec.check_options(state.options)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    players = state.players
    if not spec.min_players <= players <= spec.max_players:
        raise InvalidState(f"{spec.id} takes {spec.min_players}-{spec.max_players} players, got {players}",
                           field="players")
    if not isinstance(state.phase, type(variant.over_phase)):
        raise InvalidState(f"bad phase {state.phase!r}", field="phase")
    for name in per_seat:
        if len(getattr(state, name)) != players:
            raise InvalidState(f"{name} needs one entry per seat", field=name)
    check_seat(state.dealer, players, "dealer")
    check_seat(state.turn, players, "turn")
    check_rng(state.rng)
    deck = deck_for(state.options, players)
    cards = cards_of(state)
    if len(cards) != len(deck) or len(set(cards)) != len(deck) or not _card_set(deck).issuperset(cards):
        check_conserved(cards, deck)  # names the card
    if state.trump.suit is None or state.trump not in _card_set(deck):
        raise InvalidState(f"the trump card {state.trump} must be a suited card of the deck", field="trump")
    if state.table_card is not None and state.table_card is not state.trump:
        raise InvalidState("the card on the table must be the trump card", field="table_card")
    for seat in range(players):
        for name in in_order:
            if not _is_sorted(getattr(state, name)[seat].cards):
                raise InvalidState(f"{name}[{seat}] must be sorted", field=f"{name}[{seat}]")
        variant.check_counters(state, seat)
    dealt = HAND_SIZE * players + 1 + sum(state.exchanged)
    if len(state.stock) != len(deck) - dealt:
        raise InvalidState(f"the stock must hold {len(deck) - dealt} cards after the exchanges", field="stock")


def _is_sorted(cards: tuple[Card, ...]) -> bool:
    codes = [card.code for card in cards]
    return codes == sorted(codes)


@lru_cache(maxsize=8)
def _card_set(deck: tuple[Card, ...]) -> frozenset[Card]:
    return frozenset(deck)


def check_session(state: Table) -> None:
    """The session's counters and the sheet: a count row per finished deal, a settlement per finished game."""
    options = state.options
    if not 1 <= state.game <= options.games or not 1 <= state.game_deal <= state.deal_number <= options.max_deals:
        raise InvalidState("game, game_deal and deal_number out of range", field="deal_number")
    if len(state.queued) > options.max_deals - state.deal_number:
        raise InvalidState("more queued deals than deals left", field="queued")
    check_queued(state.queued, deck_for(options, state.players), "queued")
    sheet = state.sheet
    over = state.phase is variant_of(options).over_phase
    finished = state.deal_number if over else state.deal_number - 1
    sheet.check(state.players, finished)
    if sheet.sections != (COUNT, LEDGER) or sheet.denominator != 1:
        raise InvalidState("the sheet needs sections count and ledger", field="sheet")
    if not sheet.one_row_a_deal(finished, COUNT):
        raise InvalidState("the sheet needs one count row per finished deal", field="sheet")
    games = [row for row in sheet.rows if row.section == LEDGER]
    if len(games) != state.game - (0 if over else 1) or any(sum(row.points) != 0 for row in games):
        raise InvalidState("the sheet needs one settlement row (summing to 0) per finished game", field="sheet")
    if games and not over and games[-1].deal != state.game_deal - 1:
        raise InvalidState("the game in play starts after the last settlement", field="game_deal")
    if not over and min(current_counts(state)) <= 0:
        raise InvalidState("a count at zero or below ends the game", field="sheet")


def check_decisions(state: S, passer_ok: Callable[[S, int], bool], passer_message: str) -> None:
    """Seats decide in turn from the dealer's left; a passer's hand is in its discards (``passer_ok``, else
    ``passer_message`` naming the seat); the dealer's trump card; two seats or more play the cards."""
    variant = variant_of(state.options)
    players, phase = state.players, state.phase
    decided = (state.turn - state.dealer - 1) % players if phase is variant.exchange_phase else players
    for step in range(players):
        seat = (state.dealer + 1 + step) % players
        status = state.status[seat]
        if phase is not variant.over_phase and (status is variant.waiting) != (step >= decided):
            raise InvalidState(f"seat {seat} must have decided exactly when its turn has passed", field="status")
        if status is variant.passed and not passer_ok(state, seat):
            raise InvalidState(passer_message.format(seat=seat), field=f"hands[{seat}]")
        if status is not variant.passed and len(state.discards[seat].cards) != state.exchanged[seat] + (
                1 if seat == state.dealer and state.table_card is None else 0):
            raise InvalidState(f"seat {seat} discarded as many cards as it exchanged", field=f"discards[{seat}]")
    if state.table_card is None and (state.status[state.dealer] is not variant.playing
                                     or phase is variant.exchange_phase):
        raise InvalidState("only a playing dealer takes the trump card, after his exchange", field="table_card")
    if phase is variant.trump_card_phase and (state.turn != state.dealer or state.table_card is None):
        raise InvalidState("the trump-card decision is the dealer's, while the card lies there", field="turn")
    if phase is variant.play_phase and sum(in_play(state)) < 2:
        raise InvalidState("cards are played by two seats or more", field="status")


def check_tricks(state: Table, winning: Callable[[Sequence[Card]], int]) -> None:
    """Each trick is led by the last winner and won as the rules say (``winning`` the index of the winning
    card); hand sizes follow from the play."""
    variant = variant_of(state.options)
    playing = in_play(state)
    if state.phase is not variant.play_phase:
        if state.trick is not None or (state.tricks and state.phase is not variant.over_phase):
            raise InvalidState("tricks are played only in the play phase", field="trick")
        return
    if state.trick is None or len(state.tricks) >= TRICKS:
        raise InvalidState("a deal in play has a trick on the table and fewer than five finished", field="trick")
    leader = first_playing(state.dealer, playing)
    played = [0] * state.players
    for index, trick in enumerate((*state.tricks, state.trick)):
        order = trick_order(state, trick)
        last = index == len(state.tricks)
        complete = len(trick.cards) == len(order)
        if (trick.leader != leader or complete == last or len(trick.cards) > len(order)
                or (not last and trick.winner_seat != order[winning(trick.cards)])
                or (last and trick.winner_seat is not None)):
            raise InvalidState(f"tricks[{index}] must be led by the last winner (seat {leader}) and won by the "
                               "rules", field=f"tricks[{index}]")
        for position in range(len(trick.cards)):
            played[order[position]] += 1
        leader = trick.winner_seat if trick.winner_seat is not None else leader
    for seat in range(state.players):
        if playing[seat] and len(state.hands[seat].cards) != HAND_SIZE - played[seat]:
            raise InvalidState(f"seat {seat} holds the wrong number of cards", field=f"hands[{seat}]")


# --------------------------------------------------------------------------- hidden information


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute what ``seat`` cannot see: the other seats' hands and discards and the stock (sizes kept; the
    trump card the dealer took stays with him: everybody saw it)."""
    check_seat(seat, state.players)
    if state.phase is Phase.OVER:
        return state
    pinned = state.trump if state.table_card is None else None
    others = [s for s in range(state.players) if s != seat]
    pool = [card for s in others for card in (*state.hands[s].cards, *state.discards[s].cards) if card is not pinned]
    pool.extend(state.stock)
    pool = drbg.shuffled(pool)
    hands, discards = list(state.hands), list(state.discards)
    for other in others:
        keep = (pinned,) if pinned is not None and pinned in state.hands[other].cards else ()
        size = len(state.hands[other].cards) - len(keep)
        hands[other] = Hand(sorted_cards((*keep, *pool[:size])))
        del pool[:size]
        keep = (pinned,) if pinned is not None and pinned in state.discards[other].cards else ()
        size = len(state.discards[other].cards) - len(keep)
        discards[other] = Hand(sorted_cards((*keep, *pool[:size])))
        del pool[:size]
    return replace(state, hands=tuple(hands), discards=tuple(discards), stock=tuple(pool))
