"""What a client-sent mushka state must satisfy, where every card lies, and re-dealing what a seat cannot see.

:func:`check_state` runs on every request, so it never replays the session: it checks shapes, ranges and
what follows from the state in one pass (cards conserved, the phase and the seats' decisions, the tricks
of the deal, the sheet's rows).
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
from cardgames.games.mechanics.pool import COUNT, LEDGER, counts

from .rules import deck_for, in_play, trick_order, winning_index
from .state import DECK, HAND_SIZE, SHORT_DECK, SPEC, START, TRICKS, Phase, State, Status


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


def check_state(state: State) -> None:
    """Raise InvalidState naming the first impossible claim of a state a client sent back."""
    try:
        SPEC.check_options(state.options)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    players = state.players
    if not SPEC.min_players <= players <= SPEC.max_players:
        raise InvalidState(f"mushka takes 3-6 players, got {players}", field="players")
    if not isinstance(state.phase, Phase):
        raise InvalidState(f"bad phase {state.phase!r}", field="phase")
    for name in ("hands", "discards", "status", "exchanged", "revokes"):
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
        for name in ("hands", "discards"):
            if not _is_sorted(getattr(state, name)[seat].cards):
                raise InvalidState(f"{name}[{seat}] must be sorted", field=f"{name}[{seat}]")
        if not 0 <= state.exchanged[seat] <= HAND_SIZE or not 0 <= state.revokes[seat] <= TRICKS:
            raise InvalidState(f"seat {seat}: exchanged 0..5 cards, revoked 0..5 times", field=f"exchanged[{seat}]")
    dealt = HAND_SIZE * players + 1 + sum(state.exchanged)
    if len(state.stock) != len(deck) - dealt:
        raise InvalidState(f"the stock must hold {len(deck) - dealt} cards after the exchanges", field="stock")
    _check_session(state)
    _check_decisions(state)
    _check_tricks(state)


def _is_sorted(cards: tuple[Card, ...]) -> bool:
    codes = [card.code for card in cards]
    return codes == sorted(codes)


DECK_SETS = {len(DECK): frozenset(DECK), len(SHORT_DECK): frozenset(SHORT_DECK)}


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
    if not over and min(counts(sheet, START, state.game_deal)) <= 0:
        raise InvalidState("a count at zero or below ends the game", field="sheet")


def _check_decisions(state: State) -> None:
    """Seats decide in turn from the dealer's left; a passer's hand is in its discards."""
    players, phase = state.players, state.phase
    decided = (state.turn - state.dealer - 1) % players if phase is Phase.EXCHANGE else players
    for step in range(players):
        seat = (state.dealer + 1 + step) % players
        status, hand = state.status[seat], state.hands[seat].cards
        if phase is not Phase.OVER and (status is Status.WAITING) != (step >= decided):
            raise InvalidState(f"seat {seat} must have decided exactly when its turn has passed", field="status")
        if status is Status.PASSED and (hand or len(state.discards[seat].cards) != HAND_SIZE):
            raise InvalidState(f"passer {seat} holds no cards and discarded five", field=f"hands[{seat}]")
        if status is not Status.PASSED and len(state.discards[seat].cards) != state.exchanged[seat] + (
                1 if seat == state.dealer and state.table_card is None else 0):
            raise InvalidState(f"seat {seat} discarded as many cards as it exchanged", field=f"discards[{seat}]")
    if state.table_card is None and (state.status[state.dealer] is not Status.PLAYING or phase is Phase.EXCHANGE):
        raise InvalidState("only a playing dealer takes the trump card, after his exchange", field="table_card")
    if phase is Phase.TRUMP_CARD and (state.turn != state.dealer or state.table_card is None):
        raise InvalidState("the trump-card decision is the dealer's, while the card lies there", field="turn")
    if phase is Phase.PLAY and sum(in_play(state)) < 2:
        raise InvalidState("cards are played by two seats or more", field="status")


def _check_tricks(state: State) -> None:
    """Each trick is led by the last winner and won as the rules say; hand sizes follow from the play."""
    playing = in_play(state)
    if state.phase is not Phase.PLAY:
        if state.trick is not None or (state.tricks and state.phase is not Phase.OVER):
            raise InvalidState("tricks are played only in the play phase", field="trick")
        if state.phase is not Phase.OVER and any(len(state.hands[s].cards) not in (0, HAND_SIZE)
                                                 for s in range(state.players)):
            raise InvalidState("before the play every hand holds five cards", field="hands")
        return
    if state.trick is None or len(state.tricks) >= TRICKS:
        raise InvalidState("a deal in play has a trick on the table and fewer than five finished", field="trick")
    leader = first_playing(state.dealer, playing)
    played = [0] * state.players
    suit = state.trump.suit
    assert suit is not None
    for index, trick in enumerate((*state.tricks, state.trick)):
        order = trick_order(state, trick)
        last = index == len(state.tricks)
        complete = len(trick.cards) == len(order)
        if (trick.leader != leader or complete == last or
                (not last and trick.winner_seat != order[winning_index(trick.cards, suit)])
                or (last and trick.winner_seat is not None) or len(trick.cards) > len(order)):
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
