"""Generic trick taking: a trick value, legal cards under follow-suit obligations, the trick winner.

Written once for every trick-taking game (bridge, preferans, whist, thousand,
king, barbu, sixty-six, bezique, mushka, rams, business; conventions §0.6).

* :class:`Trick` holds the leader and the cards played so far, in play order;
  the seat of the ``i``-th card is ``(leader + i) % players``.
* :func:`legal_cards` applies the obligations: follow the led suit if able
  (always), and optionally *must trump* when void and *must overtrump* (beat
  the highest trump already in the trick when playing a trump, if able).
* :func:`winning_index` / :meth:`Trick.winner`: the highest trump if any trump
  was played, otherwise the highest card of the led suit.  ``rank_key`` lets a
  game supply its own order inside a suit (1000 ranks the ten above the king).

Jokers (suit ``None``) never count as any suit here: a joker lead leaves every
card legal, a joker never wins through this default rule and any suited card
beats it; games with jokers in tricks add their own rule on top.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from cardgames.games.core.cards import Card, Suit
from cardgames.games.core.values import fast_init

RankKey = Callable[[Card], int]
"""Order of cards inside one suit: a larger key beats a smaller one."""


def natural_rank(card: Card) -> int:
    """The usual order A > K > Q > J > T > 9 > ... > 2."""
    return int(card.rank)


@fast_init
@dataclass(frozen=True, slots=True)
class Trick:
    """One trick in progress or finished: who led and the cards in play order."""

    leader: int
    cards: tuple[Card, ...] = ()

    @property
    def led_suit(self) -> Suit | None:
        """The suit of the first card (None before the lead or for a joker lead)."""
        return self.cards[0].suit if self.cards else None

    def seat_of(self, index: int, players: int) -> int:
        """The seat that played the ``index``-th card."""
        return (self.leader + index) % players

    def next_seat(self, players: int) -> int:
        """The seat whose turn it is in this trick."""
        return (self.leader + len(self.cards)) % players

    def is_complete(self, players: int) -> bool:
        return len(self.cards) >= players

    def add(self, card: Card) -> Trick:
        """The trick with ``card`` played next."""
        return Trick(self.leader, (*self.cards, card))

    def plays(self, players: int) -> Iterator[tuple[int, Card]]:
        """(seat, card) pairs in play order."""
        for index, card in enumerate(self.cards):
            yield (self.leader + index) % players, card

    def winner(self, players: int, trump: Suit | None, rank_key: RankKey = natural_rank) -> int:
        """The seat that wins this (complete or partial) trick."""
        return (self.leader + winning_index(self.cards, trump, rank_key)) % players


def winning_index(cards: Sequence[Card], trump: Suit | None, rank_key: RankKey = natural_rank) -> int:
    """Index in ``cards`` of the winning card: highest trump, else highest card of the led suit."""
    if not cards:
        raise ValueError("an empty trick has no winner")
    best = 0
    best_card = cards[0]
    for index in range(1, len(cards)):
        card = cards[index]
        if beats(card, best_card, trump, rank_key):
            best, best_card = index, card
    return best


def beats(card: Card, best: Card, trump: Suit | None, rank_key: RankKey = natural_rank) -> bool:
    """Whether ``card``, played later, beats ``best``, the card currently winning the trick."""
    suit = card.suit
    if suit is None:
        return False
    if suit == best.suit:
        return rank_key(card) > rank_key(best)
    if trump is not None and suit == trump:
        return True
    return best.suit is None


def legal_cards(
    hand: Sequence[Card],
    trick_cards: Sequence[Card],
    trump: Suit | None = None,
    *,
    must_trump: bool = False,
    must_overtrump: bool = False,
    rank_key: RankKey = natural_rank,
) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be played to a trick holding ``trick_cards``.

    * Leading: any card.
    * Follow the led suit if the hand holds it.
    * ``must_trump``: void in the led suit and holding trumps, a trump must be played.
    * ``must_overtrump``: when the cards allowed so far are trumps and a trump is
      already in the trick, a higher trump must be played if the hand has one
      (this also applies when trumps were led).

    The result keeps the hand's order.  Without obligations beyond following
    suit (bridge, whist) the other flags stay False.
    """
    if not trick_cards:
        return tuple(hand)
    led = trick_cards[0].suit
    if led is None:
        return tuple(hand)
    allowed = tuple(card for card in hand if card.suit == led)
    if not allowed and must_trump and trump is not None:
        allowed = tuple(card for card in hand if card.suit == trump)
    if not allowed:
        return tuple(hand)
    if must_overtrump and trump is not None and allowed[0].suit == trump:
        trumps_in_trick = [rank_key(card) for card in trick_cards if card.suit == trump]
        if trumps_in_trick:
            top = max(trumps_in_trick)
            higher = tuple(card for card in allowed if rank_key(card) > top)
            if higher:
                return higher
    return allowed


def follows_suit(hand: Sequence[Card], trick_cards: Sequence[Card], card: Card) -> bool:
    """Whether playing ``card`` from ``hand`` keeps the follow-suit rule (no other obligation)."""
    if not trick_cards or trick_cards[0].suit is None or card.suit == trick_cards[0].suit:
        return True
    led = trick_cards[0].suit
    return all(other.suit != led for other in hand)


def seat_after(seat: int, steps: int, players: int) -> int:
    """The seat ``steps`` places clockwise from ``seat`` (negative steps go anticlockwise)."""
    return (seat + steps) % players


def partner_of(seat: int, players: int = 4) -> int:
    """The partner opposite ``seat`` in a fixed-partnership game (bridge, whist)."""
    return (seat + players // 2) % players


def side_of(seat: int) -> int:
    """The partnership of ``seat`` when partners sit opposite at a 4-seat table: 0 (N-S) or 1 (E-W)."""
    return seat % 2


def order_from(leader: int, players: int) -> tuple[int, ...]:
    """Every seat once in play order starting with ``leader``."""
    return tuple((leader + step) % players for step in range(players))
