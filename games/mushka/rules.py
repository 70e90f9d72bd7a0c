"""Mushka's rules: dealing, whose turn it is, the card-play rules (the ace of spades) and the legal moves."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from enum import IntEnum
from functools import lru_cache
from typing import TypeVar, cast

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.deals import DeckOrder, ExplicitDeal, order_of, round_robin
from cardgames.games.core.errors import IllegalMove, InvalidDeal
from cardgames.games.core.events import CardsMoved, DealStarted, Event, Place, Zone, moved
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.notation import GameMove
from cardgames.games.core.rng import Drbg, RngState, fresh_seed, shuffle_deck
from cardgames.games.core.values import replace
from cardgames.games.mechanics.exchange import discard_choices, playing_order
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.pool import pool_sheet
from cardgames.games.mechanics.tricks import Trick, TrickPosition, TrickRules

from .moves import LEAVE, TAKES, Move
from .state import DECK, HAND_SIZE, TRICKS, Options, Phase, State, Status
from .variant import FamilyOptions, Table, variant_of

Log = list[Event]
T = TypeVar("T")
S = TypeVar("S", bound=Table)
SearchPlan = tuple[frozenset[int], bool, Hashable]
"""``Game.extras["dd_by_rules"]``'s answer: the counted seats, whether they avoid tricks, the state's key."""


def setting(values: tuple[T, ...], seat: int, item: T) -> tuple[T, ...]:
    """``values`` with entry ``seat`` replaced."""
    return (*values[:seat], item, *values[seat + 1:])


ACE_OF_SPADES = Card.of(Rank.ACE, Suit.SPADES)

RULES: dict[Suit, TrickRules] = {suit: TrickRules(players=2, trump=suit, must_trump=True) for suit in Suit}
"""Follow suit; void, trump if able; any card is allowed within that (§1.5, §2.6).  ``players`` is unused
here: tricks are played by the seats still in the deal."""


def deck_for(options: FamilyOptions, players: int) -> tuple[Card, ...]:
    """The variant's short pack up to ``short_deck_players`` players, 52 above (mushka §1.1, MU-1: 36 cards;
    rams §2.1: 32)."""
    variant = variant_of(options)
    return variant.short_deck if players <= options.short_deck_players else DECK


# --------------------------------------------------------------------------- dealing


def recipients(players: int, dealer: int, size: int) -> tuple[int, ...]:
    """Five cards each, one at a time clockwise from the dealer's left; then the trump card and the stock."""
    return round_robin(players, (dealer + 1) % players, HAND_SIZE, size)


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """A new session: the first deal shuffled from ``seed`` with a dealer drawn at random, or the first
    explicit deal, dealt by seat ``players - 1`` (the others are queued for the next deals)."""
    return cast(State, first_deal(options, players, seed, deals))


def first_deal(options: FamilyOptions, players: int, seed: int | None, deals: Sequence[ExplicitDeal]) -> Table:
    """:func:`new_game` for any game of the family (the options say which)."""
    spec = variant_of(options).spec
    spec.check_players(players)
    spec.check_options(options)
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
    dealer = drbg.randbelow(players)  # the first dealer is chosen at random (§1.3; rams §2.3 as in mushka)
    return deal_state(options, players, 1, 1, 1, dealer, order, drbg.state, pool_sheet(players), ())


def deal_state(
    options: FamilyOptions, players: int, game: int, number: int, game_deal: int, dealer: int, order: Sequence[Card],
    rng: RngState, sheet: ScoreSheet, queued: tuple[DeckOrder, ...],
) -> Table:
    """Deal ``order``: five cards each from the dealer's left, the trump card face up, the rest the stock."""
    variant = variant_of(options)
    eldest = (dealer + 1) % players
    dealt = HAND_SIZE * players
    hands = tuple(Hand(sorted_cards(order[(seat - eldest) % players:dealt:players])) for seat in range(players))
    empty = (Hand(),) * players
    table: Table = variant.new_state(
        options=options, players=players, phase=variant.exchange_phase, game=game, deal_number=number,
        game_deal=game_deal, dealer=dealer, trump=order[dealt], table_card=order[dealt], hands=hands,
        stock=tuple(order[dealt + 1:]), discards=empty, status=(variant.waiting,) * players,
        exchanged=(0,) * players, turn=eldest, sheet=sheet, rng=rng, queued=queued,
    )
    return table


def deal_events(state: Table) -> tuple[Event, ...]:
    """The deal as events: the dealer, each hand face down (seen by its owner), the trump card, the stock."""
    events: Log = [DealStarted(state.deal_number, state.dealer)]
    for step in range(1, state.players + 1):
        seat = (state.dealer + step) % state.players
        events.append(moved(Place(Zone.DECK), Place(Zone.HAND, seat), state.hands[seat].cards, (seat,), False))
    events.append(moved(Place(Zone.DECK), Place(Zone.TABLE), (state.trump,)))
    events.append(CardsMoved(Place(Zone.DECK), Place(Zone.STOCK), len(state.stock), face_up=False))
    return tuple(events)


# --------------------------------------------------------------------------- turns


def num_players(state: Table) -> int:
    return state.players


def is_terminal(state: Table) -> bool:
    return state.phase is variant_of(state.options).over_phase


def in_play(state: Table) -> tuple[bool, ...]:
    """Which seats play the deal."""
    return _flags(state.status, variant_of(state.options).playing)


@lru_cache(maxsize=4096)
def _flags(status: tuple[IntEnum, ...], playing: IntEnum) -> tuple[bool, ...]:
    return tuple([item is playing for item in status])


def trick_order(state: Table, trick: Trick) -> tuple[int, ...]:
    """The seats of ``trick`` in play order (the seats still in the deal, from its leader)."""
    return playing_order(trick.leader, in_play(state))


def to_act(state: Table) -> int | None:
    """The seat to decide (exchange, trump card, rams' flush) or to play the next card; None once the
    session is over."""
    variant = variant_of(state.options)
    if state.phase is variant.play_phase:
        trick = state.trick
        assert trick is not None
        return trick_order(state, trick)[len(trick.cards)]
    if state.phase is variant.over_phase:
        return None
    return state.turn


# --------------------------------------------------------------------------- the card play


def trump_suit(state: Table) -> Suit:
    """The trump suit: the suit of the card turned up."""
    suit = state.trump.suit
    assert suit is not None
    return suit


def winning_index(cards: Sequence[Card], trump: Suit) -> int:
    """The winning card of a trick (§1.5): the ace of spades played after the trump ace wins (MU-4);
    otherwise the highest trump, else the highest card of the led suit."""
    if trump is not Suit.SPADES and ACE_OF_SPADES in cards:
        trump_ace = Card.of(Rank.ACE, trump)
        if trump_ace in cards and cards.index(trump_ace) < cards.index(ACE_OF_SPADES):
            return cards.index(ACE_OF_SPADES)
    return RULES[trump].winning_index(cards)


def legal_cards(state: State, seat: int) -> tuple[Card, ...]:
    """The cards ``seat`` may play to the trick on the table (every card in permissive mode)."""
    trick = state.trick
    assert trick is not None
    hand = state.hands[seat].cards
    if state.options.permissive_revokes:
        return hand
    return RULES[trump_suit(state)].legal_cards(hand, trick)


def is_revoke(state: Table, seat: int, card: Card) -> bool:
    """Whether ``card`` breaks the follow-suit or must-trump obligation (permissive mode accepts it)."""
    trick = state.trick
    assert trick is not None
    return card not in RULES[trump_suit(state)].legal_cards(state.hands[seat].cards, trick)


def trick_play(state: State) -> TrickPosition | None:
    """The play phase as a double-dummy position over the seats still in the deal (solver seat ``i`` is the
    ``i``-th of them in seat order); the value counts the tricks of the seat to act, everybody else
    against it.

    Raises IllegalMove (FAILED_PRECONDITION) while the deal is not in play (the stock is unknown before
    the exchange is over), with more than six seats in the deal, and while the ace of spades may still
    beat the trump ace (MU-4), a rule outside the solver's.
    """
    return play_position(state, _refuse_ace_rule)


def _refuse_ace_rule(state: State, seats: tuple[int, ...]) -> None:
    if ace_rule_may_apply(state):
        raise IllegalMove("double dummy is not defined here: the ace of spades may still beat the trump ace "
                          "(MU-4), which the solver's rules do not express", rule="MU-4")


def play_position(state: S, refuse: Callable[[S, tuple[int, ...]], None]) -> TrickPosition | None:
    """:func:`trick_play` for any game of the family: ``refuse`` raises IllegalMove where the game's own
    rules reach beyond the solver's."""
    variant = variant_of(state.options)
    trick = state.trick
    if state.phase is variant.exchange_phase or state.phase is variant.trump_card_phase:
        raise IllegalMove("double dummy is not defined before the exchange is over: the stock still holds "
                          "unknown cards that players may yet draw", rule=variant.exchange_rule)
    if state.phase is not variant.play_phase or trick is None:
        return None
    seats = tuple(seat for seat in range(state.players) if state.status[seat] is variant.playing)
    refuse(state, seats)
    index = {seat: position for position, seat in enumerate(seats)}
    mover = to_act(state)
    assert mover is not None
    rules = replace(RULES[trump_suit(state)], players=len(seats))
    return TrickPosition(
        rules, tuple(state.hands[seat] for seat in seats), Trick(index[trick.leader], trick.cards),
        tuple(seat == mover for seat in seats), "tricks", seats=seats,
    )


def ace_rule_plan(state: State) -> SearchPlan | None:
    """While the ace of spades may still beat the trump ace (MU-4), the tricks the solver searches by the game's
    own rules (``Game.extras["dd_by_rules"]``, :func:`rules_search_plan`); None elsewhere and with permissive
    revokes (the solver never revokes)."""
    return rules_search_plan(state, not state.options.permissive_revokes and ace_rule_may_apply(state))


def rules_search_plan(state: S, outside: bool, history: Hashable = None) -> SearchPlan | None:
    """For a play-phase state whose tricks are ``outside`` the engine's rules: the tricks of the seat to act
    counted (the others against it) and the key of everything the rest of the deal depends on (the hands, the
    trick on the table, and the ``history`` a game's rule still reads); None otherwise."""
    trick = state.trick
    if not outside or state.phase is not variant_of(state.options).play_phase or trick is None:
        return None
    mover = to_act(state)
    assert mover is not None
    return frozenset({mover}), False, (trick.leader, trick.cards, tuple(hand.cards for hand in state.hands), history)


def ace_rule_may_apply(state: State) -> bool:
    """Whether the ace of spades may yet beat the trump ace in this deal (both still to be played, or both
    on the table in that order)."""
    trump = state.trump.suit
    if trump is Suit.SPADES or trump is None:
        return False
    trump_ace = Card.of(Rank.ACE, trump)
    held = {card for seat, hand in enumerate(state.hands) if state.status[seat] is Status.PLAYING
            for card in hand.cards}
    on_table = state.trick.cards if state.trick is not None else ()
    if ACE_OF_SPADES in held:
        return trump_ace in held or trump_ace in on_table
    if ACE_OF_SPADES in on_table and trump_ace in on_table:
        return on_table.index(trump_ace) < on_table.index(ACE_OF_SPADES)
    return False


# --------------------------------------------------------------------------- legal moves


def may_pass(hand: Sequence[Card]) -> bool:
    """The holder of the ace of spades may not pass (§1.4)."""
    return ACE_OF_SPADES not in hand


def legal_moves(state: State) -> tuple[Move, ...]:
    """Exchange: pass (unless holding the ace of spades), keep, then every exchange by size and hand order.
    Trump card: take it discarding a card, in hand order, then leave it.  Play: the legal cards in hand
    order.  Empty once the session is over."""
    return _GENERATORS[state.phase](state)


def exchange_offers(state: Table, may_pass: bool) -> list[GameMove]:
    """The seat to decide: pass (when ``may_pass``), keep, then every exchange by size and hand order."""
    variant = variant_of(state.options)
    hand = state.hands[state.turn].cards
    moves = [variant.pass_move] if may_pass else []
    moves.append(variant.keep_move)
    moves.extend(variant.exchange_move(cards) for cards in discard_choices(hand, len(state.stock))[1:])
    return moves


def _exchange_moves(state: State) -> tuple[Move, ...]:
    return cast(tuple[Move, ...], tuple(exchange_offers(state, may_pass(state.hands[state.turn].cards))))


def _trump_card_moves(state: State) -> tuple[Move, ...]:
    return (*(TAKES[card.code] for card in state.hands[state.turn].cards), LEAVE)


def card_offers(state: S, legal: Callable[[S, int], tuple[Card, ...]]) -> tuple[GameMove, ...]:
    """The seat to act's ``legal`` cards as the variant's interned plays, in hand order."""
    seat = to_act(state)
    assert seat is not None
    plays = variant_of(state.options).plays
    return tuple([plays[card.code] for card in legal(state, seat)])


def _play_moves(state: State) -> tuple[Move, ...]:
    return cast(tuple[Move, ...], card_offers(state, legal_cards))


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.EXCHANGE: _exchange_moves,
    Phase.TRUMP_CARD: _trump_card_moves,
    Phase.PLAY: _play_moves,
    Phase.OVER: lambda state: (),
}

__all__ = ["ACE_OF_SPADES", "TRICKS"]
