"""What a client-sent sixty-six state must satisfy, where every card lies, and re-dealing what a seat cannot
see.  :func:`check_state` never replays the match: it checks shapes, ranges and what follows from the state
in one pass over the kon (at most 12 tricks)."""

from __future__ import annotations

from cardgames.games.core.cards import Card, Rank
from cardgames.games.core.deals import check_conserved
from cardgames.games.core.errors import InvalidOptions, InvalidState
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat
from cardgames.games.core.values import replace
from cardgames.games.mechanics.first_dealer import check_cut
from cardgames.games.mechanics.marriages import MARRIAGE, marriage_value
from cardgames.games.mechanics.match import check_queued

from . import scoring
from .rules import columns, cut_rank, first_leader, hand_size, rules_of, sides, trump_suit
from .state import DECK, GOAL, MAX_KONS_PER_POINT, PLAIN_MARRIAGE, SPEC, TRUMP_MARRIAGE, Phase, State

DECK_SET = frozenset(DECK)


def cards_of(state: State) -> list[Card]:
    """Every card: hands, the stock, the face-up trump card, the tricks."""
    cards: list[Card] = []
    for hand in state.hands:
        cards += hand.cards
    cards += state.stock
    if state.face_up is not None:
        cards.append(state.face_up)
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
        raise InvalidState(f"sixty_six takes 2-4 players, got {players}", field="players")
    if not isinstance(state.phase, Phase):
        raise InvalidState(f"bad phase {state.phase!r}", field="phase")
    for name in ("hands", "known"):
        if len(getattr(state, name)) != players:
            raise InvalidState(f"{name} needs one entry per seat", field=name)
    check_seat(state.dealer, players, "dealer")
    check_seat(state.trick.leader, players, "trick.leader")
    check_rng(state.rng)
    cards = cards_of(state)
    if len(cards) != len(DECK) or len(set(cards)) != len(DECK) or not DECK_SET.issuperset(cards):
        check_conserved(cards, DECK)  # names the card
    if state.trump.suit is None:
        raise InvalidState("the trump card must be a suited card", field="trump")
    _check_hands(state)
    _check_stock(state)
    _check_tricks(state)
    _check_marriages(state)
    _check_match(state)


def _check_hands(state: State) -> None:
    size = hand_size(state.players)
    for seat in range(state.players):
        hand, known = state.hands[seat].cards, state.known[seat].cards
        if [c.code for c in hand] != sorted(c.code for c in hand) or list(known) != sorted(known, key=_code):
            raise InvalidState(f"hands[{seat}] and known[{seat}] must be sorted", field=f"hands[{seat}]")
        if not set(known) <= set(hand):
            raise InvalidState(f"known[{seat}] names cards seat {seat} does not hold", field=f"known[{seat}]")
        if len(hand) > size:
            raise InvalidState(f"seat {seat} holds more than {size} cards", field=f"hands[{seat}]")
        played = 1 if (seat - state.trick.leader) % state.players < len(state.trick.cards) else 0
        if state.phase is not Phase.OVER and len(hand) + played != len(state.hands[state.trick.leader].cards) + (
                1 if state.trick.cards else 0):
            raise InvalidState(f"seat {seat} holds the wrong number of cards for the trick", field=f"hands[{seat}]")
        if state.phase is Phase.STOCK and len(hand) + played != size:
            raise InvalidState(f"while the stock is open seat {seat} holds {size} cards", field=f"hands[{seat}]")


def _code(card: Card) -> int:
    return card.code


def _check_stock(state: State) -> None:
    left = len(state.stock) + (state.face_up is not None)
    drawn = sum(len(t.cards) for t in state.tricks) if state.closed_by is None else None
    if state.face_up is not None and (state.face_up.suit is not state.trump.suit or (state.face_up is not state.trump
                                      and state.face_up.rank is not Rank.NINE)):
        raise InvalidState("the face-up card is the trump card or, after an exchange, the trump nine",
                           field="face_up")
    if state.face_up is None and state.stock:
        raise InvalidState("the trump card is drawn last: no face-down stock without it", field="stock")
    if state.phase is Phase.STOCK and (left == 0 or state.closed_by is not None):
        raise InvalidState("the stock phase needs an open, non-empty stock", field="phase")
    if state.phase is Phase.PLAY and state.closed_by is None and left:
        raise InvalidState("the play phase needs a closed or empty stock", field="phase")
    if state.closed_by is not None:
        check_seat(state.closed_by, state.players, "closed_by")
    if drawn is not None and state.phase is not Phase.OVER:
        expected = max(0, len(DECK) - DEALT_ALL - len(state.tricks) * state.players)
        if left != expected:
            raise InvalidState(f"after {len(state.tricks)} tricks the stock must hold {expected} cards",
                               field="stock")


DEALT_ALL = 12


def _check_tricks(state: State) -> None:
    """Each trick is led by the last winner and won by the rules (the first by the first leader)."""
    rules = rules_of(state)
    if len(state.tricks) > len(DECK) // state.players:
        raise InvalidState("more tricks than the kon holds", field="tricks")
    leader = first_leader(state.dealer, state.players)
    for index, trick in enumerate(state.tricks):
        if trick.leader != leader or len(trick.cards) != state.players:
            raise InvalidState(f"tricks[{index}] must be complete and led by the last winner", field="tricks")
        if trick.winner_seat != replace(rules, follow=False).winner(trick):
            raise InvalidState(f"tricks[{index}] is won by the wrong seat", field="tricks")
        leader = trick.winner_seat
    check_seat(leader, state.players, "trick.leader")
    if state.trick.leader != leader or len(state.trick.cards) >= state.players or state.trick.winner_seat is not None:
        raise InvalidState("the trick on the table is led by the last winner and unfinished", field="trick")


def _check_marriages(state: State) -> None:
    suits = set()
    for index, meld in enumerate(state.marriages):
        suit = meld.cards[0].suit if meld.cards else None
        if (meld.kind != MARRIAGE or len(meld.cards) != 2 or suit is None or meld.owner is None
                or not 0 <= meld.owner < state.players or suit in suits
                or {card.rank for card in meld.cards} != {Rank.KING, Rank.QUEEN}
                or any(card.suit is not suit for card in meld.cards)
                or meld.points != marriage_value(suit, trump_suit(state), PLAIN_MARRIAGE, TRUMP_MARRIAGE)):
            raise InvalidState(f"marriages[{index}] is not a king and queen of a new suit at its value",
                               field="marriages")
        suits.add(suit)
    if state.locked is not None:
        if not 0 <= state.locked < sides(state.players):
            raise InvalidState("locked names no side", field="locked")
        if scoring.side_totals(state)[state.locked] < GOAL:
            raise InvalidState("the locked side has fewer than 66", field="locked")
    elif state.phase is not Phase.OVER and max(scoring.side_totals(state)) >= GOAL:
        raise InvalidState("a side at 66 must be locked as the winner", field="locked")


def _check_match(state: State) -> None:
    over = state.phase is Phase.OVER
    sheet = state.sheet
    finished = state.deal_number if over else state.deal_number - 1
    sheet.check(sides(state.players), finished)
    if sheet.columns != columns(state.players) or sheet.sections != ("",) or sheet.denominator != 1:
        raise InvalidState("the sheet needs a column per side", field="sheet")
    if not sheet.one_row_a_deal(finished):
        raise InvalidState("the sheet needs one row per finished kon", field="sheet")
    for row in sheet.rows:
        if sorted(row.points)[:-1] != [0] * (len(row.points) - 1) or not 1 <= max(row.points) <= 3:
            raise InvalidState("each kon gives 1 to 3 game points to one side", field="sheet")
    totals = sheet.totals()
    if (max(totals, default=0) >= state.options.target) != over:
        raise InvalidState("the match is over exactly when a side reaches the target", field="sheet")
    check_cut(state.cut, state.players, state.dealer if state.deal_number == 1 else None, DECK, "cut", cut_rank)
    check_queued(state.queued, DECK, "queued")
    if len(state.queued) >= MAX_KONS_PER_POINT * state.options.target:
        raise InvalidState("more queued deals than the match can use", field="queued")


# --------------------------------------------------------------------------- hidden information


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute what ``seat`` cannot see: the other seats' hands (their known cards stay) and the face-down
    stock (sizes kept)."""
    check_seat(seat, state.players)
    if state.phase is Phase.OVER:
        return state
    others = [s for s in range(state.players) if s != seat]
    pool = [card for s in others for card in state.hands[s].cards if card not in state.known[s].cards]
    pool.extend(state.stock)
    pool = drbg.shuffled(pool)
    hands = list(state.hands)
    for other in others:
        keep = state.known[other].cards
        size = len(state.hands[other].cards) - len(keep)
        hands[other] = Hand(sorted_cards((*keep, *pool[:size])))
        del pool[:size]
    return replace(state, hands=tuple(hands), stock=tuple(pool))
