"""Rams's rules: dealing, whose turn it is, jack sets and ace values, the card play (lead obligations, the
ace on a trump picture) and the legal moves."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.errors import IllegalMove
from cardgames.games.mechanics.tricks import TrickPosition
from cardgames.games.mushka.rules import (
    RULES,
    Log,
    SearchPlan,
    card_offers,
    deck_for,
    exchange_offers,
    first_deal,
    in_play,
    is_terminal,
    num_players,
    play_position,
    recipients,
    rules_search_plan,
    to_act,
    trick_order,
    trump_suit,
)
from cardgames.games.mushka.scoring import current_counts

from .moves import FLUSH, JACKS, LEAVE, PLAY_ON, TAKES, Move
from .state import ACE_VALUES, ACES, ALL_JACKS, ANY, HAND_SIZE, PAIR, Options, Phase, State
from .variant import RAMS  # importing it registers rams with the family's shared rules

PICTURES = (Rank.KING, Rank.QUEEN, Rank.JACK)


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


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """A new session: the first deal shuffled from ``seed`` with a dealer drawn at random, or the first
    explicit deal, dealt by seat ``players - 1`` (the others are queued for the next deals): mushka's."""
    return cast(State, first_deal(options, players, seed, deals))


# --------------------------------------------------------------------------- the card play


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
    return play_position(state, _refuse)


def _refuse(state: State, seats: tuple[int, ...]) -> None:
    if state.options.permissive_revokes:
        raise IllegalMove("double dummy is not defined with permissive revokes: the solver never revokes",
                          rule="§2.6")
    if len(seats) > 6:
        raise IllegalMove(f"double dummy takes at most six seats in play, this deal has {len(seats)}", rule="§2.6")
    if obligations_may_bind(state):
        raise IllegalMove("double dummy is not defined here: a lead obligation or the trump ace on a picture "
                          "may still bind (§2.6 L1-L3, RA-3), which the solver's rules do not express",
                          rule="RA-2")


def obligations_plan(state: State) -> SearchPlan | None:
    """The tricks the solver searches by the game's own rules (``Game.extras["dd_by_rules"]``, the family's
    :func:`rules_search_plan`): while a lead obligation or the ace on a picture may still bind, and the whole
    play of a deal with seven seats in it (the engine takes six); the key also holds the last trick's leader and
    first card, which the queen's obligation reads.  None elsewhere and with permissive revokes (the solver
    never revokes)."""
    if state.options.permissive_revokes:
        return None
    last = state.tricks[-1] if state.tricks else None
    outside = sum(in_play(state)) > 6 or obligations_may_bind(state)
    return rules_search_plan(state, outside, last and (last.leader, last.cards[0]))


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
    moves = exchange_offers(state, may_pass(state.dealt[seat].cards))
    if may_declare_jacks(state, seat):
        moves.append(JACKS)
    return cast(tuple[Move, ...], tuple(moves))


def _trump_card_moves(state: State) -> tuple[Move, ...]:
    takes = tuple(TAKES[card.code] for card in state.hands[state.turn].cards)
    return (*takes, LEAVE) if state.options.dealer_may_leave else takes


def _flush_moves(state: State) -> tuple[Move, ...]:
    return (FLUSH, PLAY_ON)


def _play_moves(state: State) -> tuple[Move, ...]:
    return cast(tuple[Move, ...], card_offers(state, legal_cards))


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.EXCHANGE: _exchange_moves,
    Phase.TRUMP_CARD: _trump_card_moves,
    Phase.FLUSH: _flush_moves,
    Phase.PLAY: _play_moves,
    Phase.OVER: lambda state: (),
}

__all__ = [
    "ACES", "ACE_VALUES", "RAMS", "Log", "current_counts", "deck_for", "in_play", "is_terminal", "num_players",
    "recipients", "to_act", "trick_order", "trump_suit",
]
