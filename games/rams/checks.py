"""What a client-sent rams state must satisfy, where every card lies, and re-dealing what a seat cannot see.

:func:`check_state` runs on every request, so it never replays the session: it checks shapes, ranges and
what follows from the state in one pass (cards conserved, the hands as dealt, the phase and the seats'
decisions, the tricks of the deal, the sheet's rows).
"""

from __future__ import annotations

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

from .rules import current_counts, deck_for, has_flush, in_play, trick_order, trump_suit, winning_index
from .state import DECK, HAND_SIZE, SHORT_DECK, SPEC, TRICKS, Phase, State, Status

DECK_SETS = {len(DECK): frozenset(DECK), len(SHORT_DECK): frozenset(SHORT_DECK)}


def cards_of(state: State) -> list[Card]:
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


def _is_sorted(cards: tuple[Card, ...]) -> bool:
    codes = [card.code for card in cards]
    return codes == sorted(codes)


def check_state(state: State) -> None:
    """Raise InvalidState naming the first impossible claim of a state a client sent back."""
    try:
        SPEC.check_options(state.options)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    players = state.players
    if not SPEC.min_players <= players <= SPEC.max_players:
        raise InvalidState(f"rams takes 3-7 players, got {players}", field="players")
    if not isinstance(state.phase, Phase):
        raise InvalidState(f"bad phase {state.phase!r}", field="phase")
    for name in ("dealt", "hands", "discards", "status", "exchanged"):
        if len(getattr(state, name)) != players:
            raise InvalidState(f"{name} needs one entry per seat", field=name)
    check_seat(state.dealer, players, "dealer")
    check_seat(state.turn, players, "turn")
    check_rng(state.rng)
    deck = deck_for(state.options, players)
    cards = cards_of(state)
    if len(cards) != len(deck) or len(set(cards)) != len(deck) or not DECK_SETS[len(deck)].issuperset(cards):
        check_conserved(cards, deck)  # names the card
    if state.table_card is not None and state.table_card is not state.trump:
        raise InvalidState("the card on the table must be the trump card", field="table_card")
    for seat in range(players):
        for name in ("dealt", "hands", "discards"):
            if not _is_sorted(getattr(state, name)[seat].cards):
                raise InvalidState(f"{name}[{seat}] must be sorted", field=f"{name}[{seat}]")
        if not 0 <= state.exchanged[seat] <= HAND_SIZE:
            raise InvalidState(f"seat {seat}: exchanged 0..5 cards", field=f"exchanged[{seat}]")
    dealt = HAND_SIZE * players + 1 + sum(state.exchanged)
    if len(state.stock) != len(deck) - dealt:
        raise InvalidState(f"the stock must hold {len(deck) - dealt} cards after the exchanges", field="stock")
    _check_dealt(state)
    _check_session(state)
    _check_decisions(state)
    _check_tricks(state)


def _check_dealt(state: State) -> None:
    """Each hand as dealt holds five cards, all still the seat's (in hand, discarded or played), none of
    them the trump card; the cards shown are the seat's."""
    played: set[Card] = {card for trick in state.tricks for card in trick.cards}
    if state.trick is not None:
        played.update(state.trick.cards)
    for seat in range(state.players):
        dealt = state.dealt[seat].cards
        own = set(state.hands[seat].cards) | set(state.discards[seat].cards) | played
        if len(dealt) != HAND_SIZE or state.trump in dealt or not own.issuperset(dealt):
            raise InvalidState(f"dealt[{seat}] must be the five cards seat {seat} was dealt", field=f"dealt[{seat}]")
    for index, meld in enumerate(state.shown):
        owner = meld.owner
        if owner is None or not 0 <= owner < state.players or meld.kind not in ("jacks", "flush", "four aces"):
            raise InvalidState(f"shown[{index}] needs a seat and a kind (jacks, flush)", field=f"shown[{index}]")
        if meld.kind == "jacks" and not set(state.dealt[owner].cards).issuperset(meld.cards):
            raise InvalidState(f"shown[{index}]: a jack set shown was dealt to its seat", field=f"shown[{index}]")


def _check_session(state: State) -> None:
    options = state.options
    if not 1 <= state.game <= options.games or not 1 <= state.game_deal <= state.deal_number <= options.max_deals:
        raise InvalidState("game, game_deal and deal_number out of range", field="deal_number")
    if len(state.queued) > options.max_deals - state.deal_number:
        raise InvalidState("more queued deals than deals left", field="queued")
    check_queued(state.queued, deck_for(options, state.players), "queued")
    sheet = state.sheet
    over = state.phase is Phase.OVER
    finished = state.deal_number if over else state.deal_number - 1
    sheet.check(state.players, finished)
    if sheet.sections != (COUNT, LEDGER) or sheet.denominator != 1:
        raise InvalidState("the sheet needs sections count and ledger", field="sheet")
    deals = [row.deal for row in sheet.rows if row.section == COUNT]
    if deals != list(range(1, finished + 1)):
        raise InvalidState("the sheet needs one count row per finished deal", field="sheet")
    games = [row for row in sheet.rows if row.section == LEDGER]
    if len(games) != state.game - (0 if over else 1) or any(sum(row.points) != 0 for row in games):
        raise InvalidState("the sheet needs one settlement row (summing to 0) per finished game", field="sheet")
    if games and not over and games[-1].deal != state.game_deal - 1:
        raise InvalidState("the game in play starts after the last settlement", field="game_deal")
    if not over and min(current_counts(state)) <= 0:
        raise InvalidState("a count at zero or below ends the game", field="sheet")


def _check_decisions(state: State) -> None:
    """Seats decide in turn from the dealer's left; a passer's hand is in its discards."""
    players, phase = state.players, state.phase
    decided = (state.turn - state.dealer - 1) % players if phase is Phase.EXCHANGE else players
    for step in range(players):
        seat = (state.dealer + 1 + step) % players
        status = state.status[seat]
        if phase is not Phase.OVER and (status is Status.WAITING) != (step >= decided):
            raise InvalidState(f"seat {seat} must have decided exactly when its turn has passed", field="status")
        if status is Status.PASSED and (state.hands[seat].cards or state.discards[seat] != state.dealt[seat]):
            raise InvalidState(f"passer {seat} holds no cards and discarded the five dealt", field=f"hands[{seat}]")
        if status is not Status.PASSED and len(state.discards[seat].cards) != state.exchanged[seat] + (
                1 if seat == state.dealer and state.table_card is None else 0):
            raise InvalidState(f"seat {seat} discarded as many cards as it exchanged", field=f"discards[{seat}]")
    if state.table_card is None and (state.status[state.dealer] is not Status.PLAYING or phase is Phase.EXCHANGE):
        raise InvalidState("only a playing dealer takes the trump card, after his exchange", field="table_card")
    if phase is Phase.TRUMP_CARD and (state.turn != state.dealer or state.table_card is None):
        raise InvalidState("the trump-card decision is the dealer's, while the card lies there", field="turn")
    if phase is Phase.FLUSH and (state.status[state.turn] is not Status.PLAYING
                                 or not has_flush(state.hands[state.turn].cards)):
        raise InvalidState("a flush decision is a playing flush holder's", field="turn")
    if phase is Phase.PLAY and sum(in_play(state)) < 2:
        raise InvalidState("cards are played by two seats or more", field="status")


def _check_tricks(state: State) -> None:
    """Each trick is led by the last winner and won as the rules say; hand sizes follow from the play."""
    playing = in_play(state)
    if state.phase is not Phase.PLAY:
        if state.trick is not None or (state.tricks and state.phase is not Phase.OVER):
            raise InvalidState("tricks are played only in the play phase", field="trick")
        if state.revoked and state.phase is not Phase.OVER:
            raise InvalidState("revokes are made in the play phase", field="revoked")
        return
    if state.trick is None or len(state.tricks) >= TRICKS:
        raise InvalidState("a deal in play has a trick on the table and fewer than five finished", field="trick")
    leader = first_playing(state.dealer, playing)
    played = [0] * state.players
    suit = trump_suit(state)
    for index, trick in enumerate((*state.tricks, state.trick)):
        order = trick_order(state, trick)
        last = index == len(state.tricks)
        complete = len(trick.cards) == len(order)
        if (trick.leader != leader or complete == last or len(trick.cards) > len(order)
                or (not last and trick.winner_seat != order[winning_index(trick.cards, suit, state.revoked)])
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


def _code(card: Card) -> int:
    return card.code


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute what ``seat`` cannot see (the other seats' hands, hands as dealt and discards, and the stock)
    by one random permutation of those cards, applied wherever they lie, so each hand as dealt stays its
    seat's; the cards shown and the trump card the dealer took stay where everybody saw them."""
    check_seat(seat, state.players)
    if state.phase is Phase.OVER:
        return state
    seen = {card for meld in state.shown for card in meld.cards}
    if state.table_card is None:
        seen.add(state.trump)
    if state.phase is Phase.FLUSH:  # everybody knows who is deciding about a flush
        seen.update(card for s in range(state.players) if state.status[s] is Status.PLAYING
                    and has_flush(state.hands[s].cards) for card in state.hands[s].cards)
    others = [s for s in range(state.players) if s != seat]
    unseen = sorted({card for s in others for card in (*state.hands[s].cards, *state.discards[s].cards)}
                    .union(state.stock) - seen, key=_code)
    mapping = dict(zip(unseen, drbg.shuffled(unseen), strict=True))

    def moved(hand: Hand) -> Hand:
        return Hand(sorted_cards(mapping.get(card, card) for card in hand.cards))

    hands, discards, dealt = list(state.hands), list(state.discards), list(state.dealt)
    for other in others:
        hands[other], discards[other], dealt[other] = moved(hands[other]), moved(discards[other]), moved(dealt[other])
    stock = tuple(mapping.get(card, card) for card in state.stock)
    return replace(state, hands=tuple(hands), discards=tuple(discards), dealt=tuple(dealt), stock=stock)
