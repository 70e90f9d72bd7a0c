"""What a client-sent thousand state must satisfy, where every card lies, and re-dealing what a seat cannot
see.  :func:`check_state` never replays the match: one pass over the deal (at most 8 tricks)."""

from __future__ import annotations

from cardgames.games.core.cards import Card, Rank
from cardgames.games.core.deals import check_conserved
from cardgames.games.core.errors import InvalidOptions, InvalidState
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat
from cardgames.games.core.values import replace
from cardgames.games.mechanics.bidding import NO_BID
from cardgames.games.mechanics.marriages import MARRIAGE
from cardgames.games.mechanics.match import check_queued

from .rules import ladder_size, order_from, position_of, seats_in
from .state import DECK, HAND, MARRIAGES, SPEC, TRICKS, WIDOW, Phase, State

DECK_SET = frozenset(DECK)


def cards_of(state: State) -> list[Card]:
    """Every card: hands, the widow, the tricks."""
    cards: list[Card] = []
    for hand in state.hands:
        cards += hand.cards
    cards += state.widow
    for trick in state.tricks:
        cards += trick.cards
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
        raise InvalidState(f"thousand takes 3-4 players, got {players}", field="players")
    if not isinstance(state.phase, Phase):
        raise InvalidState(f"bad phase {state.phase!r}", field="phase")
    for name in ("hands", "known", "given", "barrel", "zeros", "looked"):
        if len(getattr(state, name)) != players:
            raise InvalidState(f"{name} needs one entry per seat", field=name)
    check_seat(state.dealer, players, "dealer")
    check_rng(state.rng)
    cards = cards_of(state)
    if len(cards) != len(DECK_SET) or set(cards) != DECK_SET:
        check_conserved(cards, DECK)
    _check_auction(state)
    _check_hands(state)
    _check_play(state)
    _check_match(state)


def _check_auction(state: State) -> None:
    seats = seats_in(state)
    if state.auction.order != seats or not state.auction.calls or state.auction.calls[0].bid != 0:
        raise InvalidState("the auction runs from the dealer's left, the eldest hand on 100", field="auction")
    rules = (state.auction.min_raise, state.auction.equal_for_senior, state.auction.equal_for_first_bidder)
    if rules != (1, False, False):
        raise InvalidState("each bid is one step above the last (no equal bids)", field="auction")
    _check_calls(state)
    if state.phase is Phase.BIDDING:
        if state.auction.finished or state.declarer is not None or state.contract or len(state.widow) != WIDOW:
            raise InvalidState("the auction is in progress: no declarer yet, the widow untouched", field="auction")
        return
    high = state.auction.winner
    if high is None or state.declarer != high.seat:
        raise InvalidState("after the auction its winner declares", field="declarer")
    position = position_of(state.options, state.contract)
    if position is None or position < high.bid:
        raise InvalidState("the contract is a step of the ladder at or above the winning bid", field="contract")
    if position != high.bid and not state.options.raise_contract:
        raise InvalidState("the contract was raised with raise_contract off", field="contract")


def _check_calls(state: State) -> None:
    """The calls in turn, each bid higher than the last, none after the auction is won (one pass: the
    mechanic's replay is quadratic in the calls, and random auctions run to sixty)."""
    order, size = state.auction.order, ladder_size(state.options)
    out: set[int] = set()
    high, holder, seat = -1, -1, order[0]
    for index, call in enumerate(state.auction.calls):
        if call.seat != seat or not NO_BID <= call.bid < size or (call.bid != NO_BID and call.bid <= high) or (
                len(out) == 2 and holder not in out):
            raise InvalidState(f"auction.calls[{index}] is out of turn, off the ladder or not higher",
                               field="auction")
        if call.passed:
            out.add(call.seat)
        else:
            high, holder = call.bid, call.seat
        start = order.index(call.seat)
        seat = next((order[(start + step) % 3] for step in range(1, 4) if order[(start + step) % 3] not in out),
                    call.seat)


def _check_hands(state: State) -> None:
    playing = seats_in(state)
    for seat in range(state.players):
        hand = state.hands[seat].cards
        if list(hand) != sorted(hand, key=_code):
            raise InvalidState(f"hands[{seat}] must be sorted", field=f"hands[{seat}]")
        if seat not in playing and (hand or state.given[seat].cards):
            raise InvalidState("the dealer sitting out holds no cards", field=f"hands[{seat}]")
        if not set(state.known[seat].cards) <= set(hand):
            raise InvalidState(f"known[{seat}] names cards seat {seat} does not hold", field=f"known[{seat}]")
        if len(state.given[seat].cards) > 1:
            raise InvalidState(f"seat {seat} received more than one card", field=f"given[{seat}]")
    blind_auction = state.options.blind_bidding and state.phase is Phase.BIDDING
    if not blind_auction and not all(state.looked) and state.phase is not Phase.OVER:
        raise InvalidState("every player has looked at his hand (blind bidding only lasts the auction)",
                           field="looked")
    if state.blind and (state.phase is Phase.BIDDING or not state.options.blind_bidding):
        raise InvalidState("only a declarer who won a blind auction plays blind", field="blind")
    if state.phase is Phase.BIDDING and any(len(state.hands[seat].cards) != HAND for seat in playing):
        raise InvalidState(f"during the auction each player holds {HAND} cards", field="hands")
    if state.phase is Phase.WIDOW and (state.widow or state.declarer is None
                                       or len(state.hands[state.declarer].cards) != HAND + WIDOW):
        raise InvalidState("with the widow taken the declarer holds ten cards", field="hands")


def _code(card: Card) -> int:
    return card.code


def _check_play(state: State) -> None:
    if state.phase is not Phase.PLAY:
        if state.phase is not Phase.OVER and (state.tricks or state.trick.cards or state.marriages):
            raise InvalidState("tricks are played only in the play phase", field="tricks")
        return
    if len(state.tricks) >= TRICKS or len(state.trick.cards) >= 3:
        raise InvalidState("a deal in play has fewer than eight finished tricks", field="tricks")
    suits = set()
    for index, meld in enumerate(state.marriages):
        suit = meld.cards[0].suit if meld.cards else None
        if (meld.kind != MARRIAGE or suit is None or suit in suits or meld.points != MARRIAGES[suit]
                or {card.rank for card in meld.cards} != {Rank.KING, Rank.QUEEN} or meld.owner not in seats_in(state)):
            raise InvalidState(f"marriages[{index}] is not a new marriage at its value", field="marriages")
        suits.add(suit)
    leader = state.declarer
    for index, trick in enumerate(state.tricks):
        if trick.leader != leader or len(trick.cards) != 3 or trick.winner_seat not in seats_in(state):
            raise InvalidState(f"tricks[{index}] must be complete and led by the last winner", field="tricks")
        leader = trick.winner_seat
    if state.trick.leader != leader:
        raise InvalidState("the trick on the table is led by the last winner", field="trick")
    played = {seat: len(state.tricks) for seat in seats_in(state)}
    for seat in order_from(state, state.trick.leader)[:len(state.trick.cards)]:
        played[seat] += 1
    for seat, count in played.items():
        if len(state.hands[seat].cards) != HAND + 1 - count:
            raise InvalidState(f"seat {seat} holds the wrong number of cards", field=f"hands[{seat}]")


def _check_match(state: State) -> None:
    over = state.phase is Phase.OVER
    finished = state.deal_number if over else state.deal_number - 1
    state.sheet.check(state.players, finished)
    if not state.sheet.one_row_a_deal(finished):
        raise InvalidState("the sheet needs one row per finished deal", field="sheet")
    if not 1 <= state.deal_number <= state.options.max_deals:
        raise InvalidState("deal_number out of range", field="deal_number")
    if not over and max(state.sheet.totals(), default=0) >= 1000:
        raise InvalidState("a total of 1000 ends the match", field="sheet")
    if any(not 0 <= count <= 3 for count in (*state.barrel, *state.zeros)):
        raise InvalidState("barrel and zero counters run 0..3", field="barrel")
    check_queued(state.queued, DECK, "queued")


# --------------------------------------------------------------------------- hidden information


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute what ``seat`` cannot see: the other hands (their known cards, and the cards given, stay) and
    the widow while it lies there."""
    check_seat(seat, state.players)
    if state.phase is Phase.OVER:
        return state
    others = [s for s in seats_in(state) if s != seat or not state.looked[s]]
    pinned = [_pinned(state, other) for other in others]
    pool = [card for other, keep in zip(others, pinned, strict=True) for card in state.hands[other].cards
            if card not in keep]
    pool.extend(state.widow)
    pool = drbg.shuffled(pool)
    hands = list(state.hands)
    for other, keep in zip(others, pinned, strict=True):
        size = len(state.hands[other].cards) - len(keep)
        hands[other] = Hand(sorted_cards((*keep, *pool[:size])))
        del pool[:size]
    return replace(state, hands=tuple(hands), widow=tuple(pool))


def _pinned(state: State, seat: int) -> tuple[Card, ...]:
    """Cards of ``seat``'s hand that stay put: the shown widow while known, and every card given (someone
    other than the holder knows it)."""
    hand = state.hands[seat].cards
    gifts = tuple(card for hand_given in state.given for card in hand_given.cards if card in hand)
    return tuple(dict.fromkeys((*state.known[seat].cards, *gifts)))
