"""What a client-sent preferans state must satisfy, where every card lies, and re-dealing what a seat cannot see.

:func:`check_state` runs on every request, so it never replays the match: shapes, ranges, the cards, the
auction (replayed: at most a few dozen calls), the defence calls, the tricks of the deal and the sheet.
"""

from __future__ import annotations

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import check_conserved
from cardgames.games.core.errors import IllegalMove, InvalidOptions, InvalidState
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat
from cardgames.games.core.values import replace
from cardgames.games.mechanics.exchange import playing_order
from cardgames.games.mechanics.first_dealer import check_cut
from cardgames.games.mechanics.match import check_queued

from . import defense
from .deals import SIX_DIAMONDS
from .ledger import GORA, RESULT, Books, denominator, sections
from .rules import active, auction_moves, draw_rank, in_circle, is_raspas, to_act, trick_order, winner
from .state import DECK, HAND_SIZE, LADDER, MISERE_INDEX, SPEC, TRICKS, WIDOW, Defense, Phase, State
from .visibility import sees_discard, sees_hand, turned_widow

_DECK = frozenset(DECK)


def cards_of(state: State) -> list[Card]:
    """Every card: hands, the widow, the discard, the tricks."""
    cards: list[Card] = [*state.widow, *state.discard]
    for hand in state.hands:
        cards += hand.cards
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
    if state.players not in (3, 4) or not isinstance(state.phase, Phase):
        raise InvalidState("preferans takes 3 or 4 players and a known phase", field="players")
    if len(state.hands) != state.players or len(state.blind) != state.players:
        raise InvalidState("hands and blind need one entry per seat", field="hands")
    check_seat(state.dealer, state.players, "dealer")
    check_rng(state.rng)
    cards = cards_of(state)
    if len(cards) != len(DECK) or len(set(cards)) != len(DECK) or not _DECK.issuperset(cards):
        check_conserved(cards, DECK)
    for seat, hand in enumerate(state.hands):
        if list(hand.cards) != sorted(hand.cards, key=lambda card: card.code):
            raise InvalidState(f"hands[{seat}] must be sorted", field=f"hands[{seat}]")
    if not 1 <= state.deal_number <= state.options.max_deals or len(state.queued) > state.options.max_deals:
        raise InvalidState("deal_number out of range", field="deal_number")
    if any(factor not in (2, 4) for factor in state.markers) or not 0 <= state.circle_left < state.players:
        raise InvalidState("elochka markers are 2 or 4; a circle has fewer deals left than players", field="markers")
    check_queued(state.queued, DECK, "queued")
    check_cut(state.cut, state.players, state.dealer if state.deal_number == 1 else None, DECK, rank_key=draw_rank)
    _check_sheet(state)
    _check_auction(state)
    _check_widow(state)
    _check_tricks(state)
    if state.phase in (Phase.DISCARD, Phase.CONTRACT) and (state.declarer is None or state.contract is None):
        raise InvalidState(f"phase {state.phase.name} needs a declarer and his bid", field="declarer")
    if state.phase is not Phase.OVER and to_act(state) is None:
        raise InvalidState(f"nobody is to act in phase {state.phase.name}", field="phase")


def _check_sheet(state: State) -> None:
    sheet = state.sheet
    sheet.check(state.players, state.deal_number)
    if sheet.sections != sections(state.players) or sheet.denominator != denominator(state.players):
        raise InvalidState("the sheet needs the sections pulka, gora, whists on each seat and result", field="sheet")
    books = Books(sheet, state.options.pulka_target)
    if any(not 0 <= points <= books.target for points in books.pulka) or min(books.gora) < 0:
        raise InvalidState("a pulka runs from 0 to the target and a gora is never negative", field="sheet")
    finished = state.deal_number if state.phase is Phase.OVER else state.deal_number - 1
    written = {row.deal for row in sheet.rows}
    if finished > len(written) or not set(range(1, finished + 1)) <= written:  # the count first: it may be absurd
        raise InvalidState("every finished deal has its rows on the sheet", field="sheet")
    results = [row for row in sheet.rows if row.section == RESULT]
    if len(results) != (state.phase is Phase.OVER) or any(sum(row.points) for row in results):
        raise InvalidState("one settlement row (summing to 0) exactly when the match is over", field="sheet")
    starting = [row for row in sheet.rows if row.deal == 0]
    start = state.options.initial_gora * sheet.denominator
    if [row.section for row in starting] != ([GORA] if start else []) or any(
            row.points != (start,) * state.players for row in starting):
        raise InvalidState("deal 0 holds the starting gora only", field="sheet")


def _check_auction(state: State) -> None:
    auction = state.auction
    order = playing_order((state.dealer + 1) % state.players, active(state.players, state.dealer))
    if (auction.order != order or not auction.equal_for_first_bidder or auction.equal_for_senior
            or auction.min_raise != 1):
        raise InvalidState("the auction runs among the active players from the dealer's left", field="auction")
    auction.check(len(LADDER))
    seen: set[int] = set()
    for index, call in enumerate(auction.calls):
        if call.bid == MISERE_INDEX and call.seat in seen:
            raise InvalidState(f"auction.calls[{index}]: misère only as a first call", field="auction")
        seen.add(call.seat)
    if state.phase is Phase.AUCTION and auction.finished:
        raise InvalidState("a finished auction has moved on", field="phase")
    if state.phase in (Phase.OPTIONS,) and (auction.calls or any(state.blind)):
        raise InvalidState("no calls before the options are settled", field="auction")
    if state.phase is Phase.AUCTION and auction.to_bid is not None:
        try:
            auction_moves(state)
        except (AssertionError, IllegalMove):
            raise InvalidState("the auction has no seat to call", field="auction") from None
    winner_ = auction.winner if auction.finished else None
    declared = state.declarer is not None
    if in_circle(state):
        if declared and (state.declarer != (state.dealer + 1) % state.players or state.contract != SIX_DIAMONDS):
            raise InvalidState("a circle's declared deal is 6D by the dealer's left", field="contract")
        return
    if declared != (winner_ is not None) and state.phase not in (Phase.OPTIONS, Phase.AUCTION, Phase.OVER):
        raise InvalidState("the declarer is the auction's winner", field="declarer")
    if winner_ is not None and state.declarer is not None and (
            winner_.seat != state.declarer or state.contract is None
            or (state.contract.index < winner_.bid if winner_.bid != MISERE_INDEX else not state.contract.misere)):
        raise InvalidState("the declarer won the auction and plays at least his bid", field="contract")
    if state.phase not in (Phase.OPTIONS, Phase.AUCTION, Phase.OVER) and not auction.finished:
        raise InvalidState("the auction must be over after it", field="auction")


def _check_widow(state: State) -> None:
    phase, declared = state.phase, state.declarer is not None
    if phase is Phase.OVER:
        return
    circle = in_circle(state)
    want = 0 if declared and not circle else WIDOW
    if phase is Phase.PLAY and not declared and state.players == 4:
        led = [trick for trick in (*state.tricks, state.trick) if trick is not None and trick.leader == state.dealer]
        want = WIDOW - len(led)
    if len(state.widow) != want:
        raise InvalidState(f"the widow must hold {want} cards here", field="widow")
    discarded = declared and not circle and phase is not Phase.DISCARD
    if len(state.discard) != (WIDOW if discarded else 0):
        raise InvalidState("the declarer's discard holds two cards after the discard", field="discard")
    if state.shown_widow and (state.declarer is None or not set(state.shown_widow) <= set(
            state.hands[state.declarer].cards) | set(state.discard) | {c for t in state.tricks for c in t.cards}
            | set(state.trick.cards if state.trick else ())):
        raise InvalidState("the shown widow lies with the declarer", field="shown_widow")
    _check_defense(state)


def _check_defense(state: State) -> None:
    """The whisting calls replay: each by the seat whose decision was due, among its choices (§4.8)."""
    if not state.defense and state.phase is not Phase.DEFENSE:
        return
    if state.declarer is None or state.contract is None or state.phase in (Phase.DISCARD, Phase.CONTRACT):
        raise InvalidState("whisting calls follow a declared contract", field="defense")
    if defense.skips_whisting(state) is not None:
        want = defense.skips_whisting(state)
        if want is None or tuple(call.seat for call in state.defense) != want.whisters or \
                any(call.call is not Defense.WHIST for call in state.defense):
            raise InvalidState("a ten or misère has no whist; a blind six is whisted by both", field="defense")
        return
    for index in range(len(state.defense)):
        step = defense.pending(replace(state, defense=state.defense[:index]))
        call = state.defense[index]
        if step is None or step[0] != call.seat or call not in {defense.call_of(step[0], m) for m in step[1]}:
            raise InvalidState(f"defense[{index}] was not a decision due then", field=f"defense[{index}]")
    if (state.phase is Phase.DEFENSE) != (defense.pending(state) is not None):
        raise InvalidState("the whisting phase lasts exactly while a decision is due", field="defense")


def _check_tricks(state: State) -> None:
    """Each trick is led by the last winner and won as the rules say; hand sizes follow from the play."""
    flags = active(state.players, state.dealer)
    if state.phase is not Phase.PLAY:
        if state.trick is not None or (state.tricks and state.phase is not Phase.OVER):
            raise InvalidState("tricks are played only in the play phase", field="trick")
        if state.phase is not Phase.OVER:
            extra = WIDOW if state.phase is Phase.DISCARD else 0
            for seat in range(state.players):
                want = (HAND_SIZE + (extra if seat == state.declarer else 0)) if flags[seat] else 0
                if len(state.hands[seat].cards) != want:
                    raise InvalidState(f"hands[{seat}] must hold {want} cards", field=f"hands[{seat}]")
        return
    if state.trick is None or len(state.tricks) >= TRICKS:
        raise InvalidState("a deal in play has a trick on the table and fewer than ten finished", field="trick")
    played = [0] * state.players
    leader = state.trick.leader if not state.tricks else state.tricks[0].leader
    for index, trick in enumerate((*state.tricks, state.trick)):
        last = index == len(state.tricks)
        order = trick_order(state, trick)
        if trick.leader != _expected_leader(state, index, leader) or len(trick.cards) >= len(order) + (not last) or (
                not last and (len(trick.cards) != len(order) or trick.winner_seat != winner(
                    replace(state, tricks=state.tricks[:index]), trick))) or (last and trick.winner_seat is not None):
            raise InvalidState(f"tricks[{index}] must be led by the last winner and won by the rules",
                               field=f"tricks[{index}]")
        for position in range(len(trick.cards)):
            played[order[position]] += 1
        leader = trick.winner_seat if trick.winner_seat is not None else leader
    for seat in range(state.players):
        widow_lead = state.players == 4 and seat == state.dealer
        want = 0 if widow_lead or not flags[seat] else HAND_SIZE - played[seat]
        if len(state.hands[seat].cards) != want:
            raise InvalidState(f"seat {seat} holds the wrong number of cards", field=f"hands[{seat}]")


def _expected_leader(state: State, index: int, last_winner: int) -> int:
    eldest = (state.dealer + 1) % state.players
    if index == 0:
        return state.dealer if is_raspas(state) and state.players == 4 else eldest
    if is_raspas(state) and state.players == 4 and index <= 2:
        return state.dealer if index == 1 else eldest
    return last_winner


# --------------------------------------------------------------------------- hidden information


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute what ``seat`` cannot see: hidden hands, the face-down widow cards and the discard (sizes kept;
    the widow a declarer showed stays with him)."""
    check_seat(seat, state.players)
    if state.phase is Phase.OVER:
        return state
    pinned = frozenset(state.shown_widow)
    hidden_hands = [s for s in range(state.players) if not sees_hand(state, seat, s)]
    turned = turned_widow(state)
    discard_hidden = not sees_discard(state, seat)
    pool = [card for s in hidden_hands for card in state.hands[s].cards if card not in pinned]
    pool += state.widow[turned:]
    if discard_hidden:
        pool += [card for card in state.discard if card not in pinned]
    pool = drbg.shuffled(pool)
    hands = list(state.hands)
    for owner in hidden_hands:
        keep = tuple(card for card in state.hands[owner].cards if card in pinned)
        size = len(state.hands[owner].cards) - len(keep)
        hands[owner] = Hand(sorted_cards((*keep, *pool[:size])))
        del pool[:size]
    hidden_widow = len(state.widow) - turned
    widow = (*state.widow[:turned], *pool[:hidden_widow])
    del pool[:hidden_widow]
    discard = state.discard
    if discard_hidden:
        keep = tuple(card for card in state.discard if card in pinned)
        discard = (*keep, *pool)
    return replace(state, hands=tuple(hands), widow=tuple(widow), discard=tuple(discard))


__all__ = ["cards_of", "check_state", "redeal_unseen"]
