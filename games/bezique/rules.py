"""Bezique's rules: the seats in play, dealing, whose turn it is, the card rules, the legal moves and the
double-dummy position."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.deals import DeckOrder, ExplicitDeal, order_of, round_robin
from cardgames.games.core.decks import deck24
from cardgames.games.core.errors import IllegalMove, InvalidDeal
from cardgames.games.core.events import CardsMoved, DealStarted, Event, Place, Zone, moved
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, RngState, fresh_seed, shuffle_deck
from cardgames.games.core.values import replace
from cardgames.games.mechanics import stock as stock_rules
from cardgames.games.mechanics.first_dealer import CutCard, cut_for_dealer
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.tricks import Trick, TrickPosition, TrickRules

from . import melds
from .moves import DECLARES, DRAW, EXCHANGE, PLAYS, Move, Show
from .state import (
    HAND_SIZE,
    MAX_ACTIVE,
    RANK_ORDERS,
    SPEC,
    Family,
    MeldKind,
    Options,
    Phase,
    State,
    deck_of,
    match_length,
)

Log = list[Event]
CUT_DECK = deck24()
"""The first dealer is drawn from one pack with its nines (the lowest card deals)."""


# --------------------------------------------------------------------------- seats


def active_seats(players: int, dealer: int) -> tuple[int, ...]:
    """The seats dealt to, clockwise from the dealer's left: the dealer sits out at four (§6.1)."""
    seats = tuple((dealer + step) % players for step in range(1, players + 1))
    return seats[:MAX_ACTIVE] if players > MAX_ACTIVE else seats


def order_from(state: State, seat: int) -> tuple[int, ...]:
    """The active seats clockwise from ``seat``."""
    seats = active_seats(state.players, state.dealer)
    start = seats.index(seat)
    return seats[start:] + seats[:start]


def cut_rank(card: Card) -> int:
    return RANK_ORDERS["akqjt9"].index(card.rank)


# --------------------------------------------------------------------------- card rules


@lru_cache(maxsize=64)
def trick_rules(active: int, trump: Suit, rank_order: str, strict: bool) -> TrickRules:
    """The card play: any card while the stock lasts; in the play-out follow suit, else trump, and head the trick
    (beat the winning card) whenever a card allowed does (§6.4, §6.6).  A wild card has no suit: it never wins,
    and the first suited card after a wild lead sets the suit (BEZ-11).  The multi-pack deck repeats cards: of
    equal cards the earlier wins (§6.4)."""
    base = TrickRules(players=active, trump=trump, ranks=RANK_ORDERS[rank_order], repeated_cards=True)
    return replace(stock_rules.strict_rules(base), must_head=True) if strict else stock_rules.open_rules(base)


def trump_suit(state: State) -> Suit:
    suit = state.trump.suit
    assert suit is not None
    return suit


def rules_of(state: State) -> TrickRules:
    return trick_rules(len(active_seats(state.players, state.dealer)), trump_suit(state),
                       state.options.rank_order, state.phase is Phase.PLAY_OUT)


def trump_nine(state: State) -> Card:
    return Card.of(Rank.NINE, trump_suit(state))


# --------------------------------------------------------------------------- dealing


def dealt(players: int) -> int:
    return HAND_SIZE * min(players, MAX_ACTIVE)


def recipients(players: int, deck_size: int) -> tuple[int, ...]:
    """The first explicit deal (dealer ``players - 1``): 18 cards each to seats 0..n-1, then the rest."""
    return round_robin(min(players, MAX_ACTIVE), 0, HAND_SIZE, deck_size)


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """A new match: the first dealer drawn by cutting (lowest deals) and a shuffled deal, or the first explicit
    deal dealt by seat ``players - 1`` (the others queued for the next deals)."""
    SPEC.check_players(players)
    SPEC.check_options(options)
    deck = deck_of(options.packs)
    length = match_length(options, players)
    if len(deals) > length:
        raise InvalidDeal(f"{len(deals)} explicit deals are more than the {length} deals of a match", field="deals")
    queued = tuple(DeckOrder(order_of(deal, deck, recipients(players, len(deck)))) for deal in deals)
    rng = RngState(fresh_seed() if seed is None else seed)
    sheet = ScoreSheet(tuple(f"seat {seat}" for seat in range(players)))
    if queued:
        return deal_state(options, players, 1, players - 1, queued[0].cards, rng, sheet, (), queued[1:])
    dealer, cut, rng = cut_for_dealer(CUT_DECK, players, rng, cut_rank)
    order, rng = shuffle_deck(deck, rng)
    return deal_state(options, players, 1, dealer, order, rng, sheet, cut, ())


def turn_trump(rest: Sequence[Card], rng: RngState) -> tuple[Card, tuple[Card, ...], RngState]:
    """The trump card and the stock: a wild card turned goes back into the stock at a random place and the
    next card is turned (BEZ-12)."""
    stock = list(rest)
    drbg = Drbg(rng)
    trump = stock.pop(0)
    while trump.suit is None:
        stock.insert(drbg.randbelow(len(stock) + 1), trump)
        trump = stock.pop(0)
    return trump, tuple(stock), drbg.state if drbg.state != rng else rng


def deal_state(
    options: Options, players: int, number: int, dealer: int, order: Sequence[Card], rng: RngState,
    sheet: ScoreSheet, cut: tuple[CutCard, ...], queued: tuple[DeckOrder, ...],
) -> State:
    """Deal ``order``: 18 cards one at a time to each active seat from the dealer's left, the next card face
    up as trump (§6.3), the rest the stock."""
    from .melds import fresh_melds

    seats = active_seats(players, dealer)
    count = len(seats) * HAND_SIZE
    hands = [Hand()] * players
    for index, seat in enumerate(seats):
        hands[seat] = Hand(sorted_cards(order[index:count:len(seats)]))
    trump, stock, rng = turn_trump(order[count:], rng)
    return State(
        options=options, players=players, phase=Phase.TRICKS, deal_number=number, dealer=dealer, trump=trump,
        hands=tuple(hands), exposed=(Hand(),) * players, stock=stock, face_up=trump, trick=Trick(seats[0]),
        pile=(), last_winner=None, declared_now=False, melds=(fresh_melds(),) * players, declarations=(),
        sheet=sheet, rng=rng, cut=cut, queued=queued,
    )


def deal_events(state: State) -> tuple[Event, ...]:
    """The deal as events: the dealer, each hand (seen by its owner), the trump card, the stock."""
    events: Log = [DealStarted(state.deal_number, state.dealer)]
    for seat in active_seats(state.players, state.dealer):
        events.append(moved(Place(Zone.DECK), Place(Zone.HAND, seat), state.hands[seat].cards, (seat,), False))
    events.append(moved(Place(Zone.DECK), Place(Zone.STOCK), (state.trump,)))
    events.append(CardsMoved(Place(Zone.DECK), Place(Zone.STOCK), len(state.stock), face_up=False))
    return tuple(events)


# --------------------------------------------------------------------------- turns


def num_players(state: State) -> int:
    return state.players


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def to_act(state: State) -> int | None:
    """The seat to play the next card, or the trick's winner in the meld phase; None at the end."""
    if state.phase is Phase.OVER:
        return None
    if state.phase is Phase.MELD:
        return state.last_winner
    return order_from(state, state.trick.leader)[len(state.trick.cards)]


def legal_cards(state: State, seat: int) -> tuple[Card, ...]:
    """The cards ``seat`` may play, each once: any while the stock lasts, the strict rules in the play-out."""
    cards = rules_of(state).legal_cards(state.hands[seat].cards, state.trick)
    return tuple(dict.fromkeys(cards))


def exchange_error(state: State, seat: int) -> str | None:
    """Why ``seat`` may not exchange a trump nine now (§6.4), or None when it may."""
    if state.phase is not Phase.MELD or state.declared_now:
        return "the trump nine is exchanged by the trick's winner before he declares and draws"
    if state.face_up is not None and state.face_up.rank is Rank.NINE:
        return "the trump card has already been exchanged for a nine"
    try:
        stock_rules.exchange_check(state.hands[seat].cards, trump_nine(state), state.face_up, state.stock,
                                   closed=False, minimum=1, rule="§6.4")
    except IllegalMove as error:
        return error.message
    return None


def declare_error(state: State) -> str | None:
    """Why the seat to act may not declare now (§6.5d), or None."""
    if state.phase is not Phase.MELD:
        return "only the winner of a trick declares, after the trick and before drawing (§6.5d)"
    if state.declared_now:
        return "one declaration per trick won: a second meld must wait for another trick (§6.5d)"
    return None


def shows(state: State, seat: int) -> tuple[Show, ...]:
    """Every count show ``seat`` may make: n cards, at least 4 and more than credited (§6.5a)."""
    trump, hand = trump_suit(state), state.hands[seat].cards
    found: list[Show] = []
    for family in Family:
        credited = state.melds[seat].counts[family - 1]
        for count in range(max(4, credited + 1), melds.available_count(family, hand, trump) + 1):
            found.append(Show(family, count))
    return tuple(found)


def declarable(state: State, seat: int) -> tuple[MeldKind, ...]:
    trump, hand, used = trump_suit(state), state.hands[seat].cards, state.melds[seat].used
    return tuple(kind for kind in MeldKind if melds.pick_cards(kind, hand, used[kind - 1], trump) is not None)


def legal_moves(state: State) -> tuple[Move, ...]:
    """Meld phase: exchange, each meld, each count show, draw.  Otherwise each legal card in hand order."""
    seat = to_act(state)
    if seat is None:
        return ()
    if state.phase is not Phase.MELD:
        return tuple(PLAYS[card] for card in legal_cards(state, seat))
    moves: list[Move] = []
    if exchange_error(state, seat) is None:
        moves.append(EXCHANGE)
    if declare_error(state) is None:
        moves.extend(DECLARES[kind] for kind in declarable(state, seat))
        moves.extend(shows(state, seat))
    moves.append(DRAW)
    return tuple(moves)


_UNDEFINED = ("double dummy is not defined while the stock lasts: it still holds unknown cards that players "
              "will draw (bezique §6.4)")


def trick_play(state: State) -> TrickPosition | None:
    """The play-out once the stock is exhausted, as a double-dummy position: every hand known, the strict rules,
    tricks for the seat to act (this version has no card points, §6.4), repeated cards tying (the earlier wins)
    and wild cards that never win (BEZ-11).  Raises IllegalMove (FAILED_PRECONDITION) while the stock lasts and
    when a suit has more cards in play than the solver holds; None once the match is over."""
    if state.phase in (Phase.TRICKS, Phase.MELD):
        raise IllegalMove(_UNDEFINED, rule="§6.4")
    if state.phase is not Phase.PLAY_OUT:
        return None
    seats = active_seats(state.players, state.dealer)
    _check_expressible(state, seats)
    mover = to_act(state)
    index = {seat: position for position, seat in enumerate(seats)}
    trick = Trick(index[state.trick.leader], state.trick.cards)
    hands = tuple(state.hands[seat] for seat in seats)
    scoring = tuple(seat == mover for seat in seats)
    return TrickPosition(rules_of(state), hands, trick, scoring, "tricks", seats=seats)


SOLVER_SUIT_LIMIT = 32
"""Cards of one suit the double-dummy engine holds (one bit per copy in play, at most three hands here: see
``cardgames.solvers.dd.copies_suit_limit``)."""


def _check_expressible(state: State, seats: tuple[int, ...]) -> None:
    """The double-dummy engine gives every copy in play a bit of its suit: refuse a position where a suit has
    more cards in play (hands and trick) than it holds (a three-hand play-out often starts so)."""
    cards = [card for seat in seats for card in state.hands[seat].cards] + list(state.trick.cards)
    for suit in Suit:
        count = sum(1 for card in cards if card.suit is suit)
        if count > SOLVER_SUIT_LIMIT:
            raise IllegalMove(f"double dummy is not available here: {count} cards of {suit.name.lower()} are in "
                              f"play and the solver holds at most {SOLVER_SUIT_LIMIT} of a suit; it answers once "
                              "fewer are left", rule="DD")
