"""Rams's rules: dealing, whose turn it is, jack sets and ace values, the card play (lead obligations, the
ace on a trump picture) and the legal moves."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TypeVar

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.deals import DeckOrder, ExplicitDeal, order_of, round_robin
from cardgames.games.core.errors import IllegalMove, InvalidDeal
from cardgames.games.core.events import CardsMoved, DealStarted, Event, Place, Zone, moved
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, RngState, fresh_seed, shuffle_deck
from cardgames.games.core.values import replace
from cardgames.games.mechanics.exchange import discard_choices, playing_order
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.pool import counts, pool_sheet
from cardgames.games.mechanics.tricks import Trick, TrickPosition, TrickRules

from .moves import FLUSH, JACKS, KEEP, LEAVE, PASS, PLAY_ON, PLAYS, TAKES, Exchange, Move
from .state import (
    ACE_VALUES,
    ACES,
    ALL_JACKS,
    ANY,
    DECK,
    HAND_SIZE,
    PAIR,
    SHORT_DECK,
    SPEC,
    Options,
    Phase,
    State,
    Status,
)

Log = list[Event]
T = TypeVar("T")
PICTURES = (Rank.KING, Rank.QUEEN, Rank.JACK)

RULES: dict[Suit, TrickRules] = {suit: TrickRules(players=2, trump=suit, must_trump=True) for suit in Suit}
"""Follow suit; void, trump if able (§2.6).  ``players`` is unused here: tricks are played by the seats
still in the deal."""


def setting(values: tuple[T, ...], seat: int, item: T) -> tuple[T, ...]:
    """``values`` with entry ``seat`` replaced."""
    return (*values[:seat], item, *values[seat + 1:])


def deck_for(options: Options, players: int) -> tuple[Card, ...]:
    """32 cards up to ``short_deck_players`` players, 52 above (§2.1)."""
    return SHORT_DECK if players <= options.short_deck_players else DECK


def start_count(options: Options) -> int:
    return int(options.start)


def current_counts(state: State) -> tuple[int, ...]:
    """Each seat's count in the game in play."""
    return counts(state.sheet, start_count(state.options), state.game_deal)


# --------------------------------------------------------------------------- jacks and aces


def jack_set(cards: Sequence[Card]) -> tuple[Card, ...]:
    """The jack set among ``cards``: all four jacks, else a black (JC JS) or a red (JD JH) pair, else none."""
    jacks = [card for card in cards if card.rank is Rank.JACK]
    if len(jacks) == 4:
        return tuple(jacks)
    for pair in ((Suit.CLUBS, Suit.SPADES), (Suit.DIAMONDS, Suit.HEARTS)):
        chosen = tuple(card for card in jacks if card.suit in pair)
        if len(chosen) == 2:
            return chosen
    return ()


def jack_points(cards: Sequence[Card]) -> int:
    """J (§2.1): 5 for a black or a red pair of jacks, 10 for all four, else 0."""
    found = jack_set(cards)
    return ALL_JACKS if len(found) == 4 else PAIR if found else 0


def ace_value(cards: Sequence[Card]) -> int:
    """V (§2.1): the sum of the values of the aces among ``cards`` (S 5, C 10, D 15, H 20)."""
    return sum(ACE_VALUES[card.suit] for card in cards if card.rank is Rank.ACE and card.suit is not None)


def has_flush(cards: Sequence[Card]) -> bool:
    """Five cards of one suit."""
    return len(cards) == HAND_SIZE and len({card.suit for card in cards}) == 1


def four_aces(cards: Sequence[Card]) -> bool:
    return all(ace in cards for ace in ACES)


# --------------------------------------------------------------------------- dealing


def recipients(players: int, dealer: int, size: int) -> tuple[int, ...]:
    """Five cards each, one at a time clockwise from the dealer's left; then the trump card and the stock."""
    return round_robin(players, (dealer + 1) % players, HAND_SIZE, size)


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """A new session: the first deal shuffled from ``seed`` with a dealer drawn at random, or the first
    explicit deal, dealt by seat ``players - 1`` (the others are queued for the next deals)."""
    SPEC.check_players(players)
    SPEC.check_options(options)
    if len(deals) > options.max_deals:
        raise InvalidDeal(f"{len(deals)} explicit deals for a session of at most {options.max_deals}", field="deals")
    deck = deck_for(options, players)
    queued = tuple(
        DeckOrder(order_of(deal, deck, recipients(players, (players - 1 + number) % players, len(deck))))
        for number, deal in enumerate(deals)
    )
    rng = RngState(fresh_seed() if seed is None else seed)
    if queued:
        return deal_state(options, players, 1, 1, 1, players - 1, queued[0].cards, rng, pool_sheet(players),
                          queued[1:])
    order, rng = shuffle_deck(deck, rng)
    drbg = Drbg(rng)
    dealer = drbg.randbelow(players)  # the first dealer is chosen at random (§2.3, as in Mushka)
    return deal_state(options, players, 1, 1, 1, dealer, order, drbg.state, pool_sheet(players), ())


def deal_state(
    options: Options, players: int, game: int, number: int, game_deal: int, dealer: int, order: Sequence[Card],
    rng: RngState, sheet: ScoreSheet, queued: tuple[DeckOrder, ...],
) -> State:
    """Deal ``order``: five cards each from the dealer's left, the trump card face up, the rest the stock."""
    eldest = (dealer + 1) % players
    dealt = HAND_SIZE * players
    hands = tuple(Hand(sorted_cards(order[(seat - eldest) % players:dealt:players])) for seat in range(players))
    empty = (Hand(),) * players
    return State(
        options=options, players=players, phase=Phase.EXCHANGE, game=game, deal_number=number,
        game_deal=game_deal, dealer=dealer, trump=order[dealt], table_card=order[dealt], dealt=hands, hands=hands,
        stock=tuple(order[dealt + 1:]), discards=empty, status=(Status.WAITING,) * players,
        exchanged=(0,) * players, turn=eldest, sheet=sheet, rng=rng, queued=queued,
    )


def deal_events(state: State) -> tuple[Event, ...]:
    """The deal as events: the dealer, each hand face down (seen by its owner), the trump card, the stock."""
    events: Log = [DealStarted(state.deal_number, state.dealer)]
    for step in range(1, state.players + 1):
        seat = (state.dealer + step) % state.players
        events.append(moved(Place(Zone.DECK), Place(Zone.HAND, seat), state.hands[seat].cards, (seat,), False))
    events.append(moved(Place(Zone.DECK), Place(Zone.TABLE), (state.trump,)))
    events.append(CardsMoved(Place(Zone.DECK), Place(Zone.STOCK), len(state.stock), face_up=False))
    return tuple(events)


# --------------------------------------------------------------------------- turns


def num_players(state: State) -> int:
    return state.players


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def in_play(state: State) -> tuple[bool, ...]:
    """Which seats play the deal."""
    return _flags(state.status)


@lru_cache(maxsize=4096)
def _flags(status: tuple[Status, ...]) -> tuple[bool, ...]:
    return tuple([item is Status.PLAYING for item in status])


def trick_order(state: State, trick: Trick) -> tuple[int, ...]:
    """The seats of ``trick`` in play order (the seats still in the deal, from its leader)."""
    return playing_order(trick.leader, in_play(state))


def to_act(state: State) -> int | None:
    """The seat to decide or to play the next card; None once the session is over."""
    if state.phase is Phase.PLAY:
        trick = state.trick
        assert trick is not None
        return trick_order(state, trick)[len(trick.cards)]
    if state.phase is Phase.OVER:
        return None
    return state.turn


# --------------------------------------------------------------------------- the card play


def trump_suit(state: State) -> Suit:
    suit = state.trump.suit
    assert suit is not None
    return suit


def lead_obligation(state: State, seat: int) -> Card | None:
    """The card ``seat`` must lead, if any (§2.6 L1-L3, RA-2): the trump ace; else the trump king; else the
    trump queen right after a trump king it led won the trick."""
    trump = trump_suit(state)
    hand = state.hands[seat].cards
    for rank in (Rank.ACE, Rank.KING):
        card = Card.of(rank, trump)
        if card in hand:
            return card
    queen = Card.of(Rank.QUEEN, trump)
    if queen in hand and state.tricks:
        last = state.tricks[-1]
        if last.leader == seat and last.cards[0] is Card.of(Rank.KING, trump):
            return queen
    return None


def ace_on_picture(state: State, seat: int) -> bool:
    """Whether ``seat`` must put the trump ace on a trump picture (§2.6, RA-3): trumps were led, a trump
    king, queen or jack is in the trick and the seat holds the trump ace."""
    trick = state.trick
    trump = trump_suit(state)
    if trick is None or not trick.cards or trick.cards[0].suit is not trump:
        return False
    if Card.of(Rank.ACE, trump) not in state.hands[seat].cards:
        return False
    return any(card.suit is trump and card.rank in PICTURES for card in trick.cards)


def legal_cards(state: State, seat: int) -> tuple[Card, ...]:
    """The cards ``seat`` may play now: the lead obligations, else follow suit / trump when void (any card
    in permissive mode), narrowed to the trump ace on a trump picture."""
    trick = state.trick
    assert trick is not None
    hand = state.hands[seat].cards
    if not trick.cards:
        forced = lead_obligation(state, seat)
        return hand if forced is None else (forced,)
    if ace_on_picture(state, seat):
        return (Card.of(Rank.ACE, trump_suit(state)),)
    if state.options.permissive_revokes:
        return hand
    return RULES[trump_suit(state)].legal_cards(hand, trick)


def is_revoke(state: State, seat: int, card: Card) -> bool:
    """Whether ``card`` breaks the follow-suit or must-trump obligation (permissive mode accepts it)."""
    trick = state.trick
    assert trick is not None
    return card not in RULES[trump_suit(state)].legal_cards(state.hands[seat].cards, trick)


def winning_index(cards: Sequence[Card], trump: Suit, revoked: Sequence[Card] = ()) -> int:
    """The winning card (§2.6, RA-9): the highest trump, else the highest card of the led suit; a card
    played as a revoke never wins (the trick goes to whom it would have gone without the error)."""
    rules = RULES[trump]
    best = 0
    for index in range(1, len(cards)):
        if cards[index] not in revoked and rules.beats(cards[index], cards[best]):
            best = index
    return best


def trick_play(state: State) -> TrickPosition | None:
    """The play phase as a double-dummy position over the seats still in the deal (solver seat ``i`` is the
    ``i``-th of them in seat order); the value counts the tricks of the seat to act, everybody else
    against it.

    Raises IllegalMove (FAILED_PRECONDITION) where the solver's rules would not be the game's: while a
    lead obligation or the ace on a picture may still bind (a playing hand holds the trump ace or king,
    or owes the queen), in permissive mode, and with more than six seats in the deal.
    """
    trick = state.trick
    if state.phase in (Phase.EXCHANGE, Phase.TRUMP_CARD):
        raise IllegalMove("double dummy is not defined before the exchange is over: the stock still holds "
                          "unknown cards that players may yet draw", rule="§2.4")
    if state.phase is not Phase.PLAY or trick is None:
        return None
    seats = tuple(seat for seat in range(state.players) if state.status[seat] is Status.PLAYING)
    if state.options.permissive_revokes:
        raise IllegalMove("double dummy is not defined with permissive revokes: the solver never revokes",
                          rule="§2.6")
    if len(seats) > 6:
        raise IllegalMove(f"double dummy takes at most six seats in play, this deal has {len(seats)}", rule="§2.6")
    if obligations_may_bind(state):
        raise IllegalMove("double dummy is not defined here: a lead obligation or the trump ace on a picture "
                          "may still bind (§2.6 L1-L3, RA-3), which the solver's rules do not express",
                          rule="RA-2")
    index = {seat: position for position, seat in enumerate(seats)}
    mover = to_act(state)
    assert mover is not None
    rules = replace(RULES[trump_suit(state)], players=len(seats))
    return TrickPosition(
        rules, tuple(state.hands[seat] for seat in seats), Trick(index[trick.leader], trick.cards),
        tuple(seat == mover for seat in seats), "tricks", seats=seats,
    )


def obligations_may_bind(state: State) -> bool:
    """Whether a lead obligation or the ace-on-a-picture rule may still restrict a play of this deal."""
    trump = trump_suit(state)
    top = (Card.of(Rank.ACE, trump), Card.of(Rank.KING, trump))
    if any(card in hand.cards for hand in state.hands for card in top):
        return True
    trick = state.trick
    if trick is not None and not trick.cards:
        return lead_obligation(state, trick.leader) is not None
    return False


# --------------------------------------------------------------------------- legal moves


def may_pass(dealt: Sequence[Card]) -> bool:
    """A player dealt an ace may not pass (§2.4)."""
    return not any(card.rank is Rank.ACE for card in dealt)


def may_declare_jacks(state: State, seat: int) -> bool:
    """The jacks finish (§2.4, RA-12): a jack set dealt worth at least the count left (``book``: with at
    most 5 left)."""
    points = jack_points(state.dealt[seat].cards)
    if not points:
        return False
    count = current_counts(state)[seat]
    return points >= count if state.options.jacks_finish == ANY else count <= PAIR


def legal_moves(state: State) -> tuple[Move, ...]:
    """Exchange: pass (unless an ace was dealt), keep, every exchange by size and hand order, then the jacks
    finish.  Trump card: take it discarding a card, in hand order, then leave it.  Flush: show it or not.
    Play: the legal cards in hand order.  Empty once the session is over."""
    return _GENERATORS[state.phase](state)


def _exchange_moves(state: State) -> tuple[Move, ...]:
    seat = state.turn
    hand = state.hands[seat].cards
    moves: list[Move] = [PASS] if may_pass(state.dealt[seat].cards) else []
    moves.append(KEEP)
    moves.extend(Exchange(cards) for cards in discard_choices(hand, len(state.stock))[1:])
    if may_declare_jacks(state, seat):
        moves.append(JACKS)
    return tuple(moves)


def _trump_card_moves(state: State) -> tuple[Move, ...]:
    takes = tuple(TAKES[card.code] for card in state.hands[state.turn].cards)
    return (*takes, LEAVE) if state.options.dealer_may_leave else takes


def _flush_moves(state: State) -> tuple[Move, ...]:
    return (FLUSH, PLAY_ON)


def _play_moves(state: State) -> tuple[Move, ...]:
    seat = to_act(state)
    assert seat is not None
    return tuple([PLAYS[card.code] for card in legal_cards(state, seat)])


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.EXCHANGE: _exchange_moves,
    Phase.TRUMP_CARD: _trump_card_moves,
    Phase.FLUSH: _flush_moves,
    Phase.PLAY: _play_moves,
    Phase.OVER: lambda state: (),
}

__all__ = ["ACES", "ACE_VALUES"]
