"""Bezique's declarations (§6.5): which cards a meld needs, which the seat may still use, and the values.

Cards are interned values, so a seat's cards are counted, not told apart: a kind's ``used`` cards are those of
the hand already shown in that kind.  When a card is played the seat gives up a used copy before a fresh one
(the choice every player makes, since a used copy is worth less), so ``used`` never counts more copies of a
card than the hand holds.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.hands import Hand, sorted_cards

from .state import SUITS, Family, MeldKind, SeatMelds

BEZIQUE_JACK_SUIT = {Suit.SPADES: Suit.CLUBS, Suit.CLUBS: Suit.SPADES, Suit.HEARTS: Suit.DIAMONDS,
                     Suit.DIAMONDS: Suit.HEARTS}
"""The bezique jack: the jack of the other suit of the trump's colour (§6.2, BEZ-3)."""
FOUR_CARD_SHOW = {Family.TRUMP_QUEENS: 176, Family.BEZIQUE_JACKS: 164, Family.TRUMP_KINGS: 88,
                  Family.TRUMP_ACES: 110, Family.TRUMP_JACKS: 44, Family.TRUMP_TENS: 90}
"""C(4), the value of a family's first 4-card show (§6.5a)."""
EXTENSION_BASE = {Family.TRUMP_QUEENS: 100, Family.BEZIQUE_JACKS: 100}
"""The 5th card's increment; 50 for the families not named (§6.5a)."""
FOUR_OF_A_KIND = {MeldKind.QUEENS: (Rank.QUEEN, 6), MeldKind.KINGS: (Rank.KING, 8),
                  MeldKind.ACES: (Rank.ACE, 10), MeldKind.JACKS: (Rank.JACK, 4)}
ORDINAL_BASE = {MeldKind.MARRIAGE: 4, MeldKind.BEZIQUE: 25, MeldKind.QUINT: 50}
FAMILY_RANK = {Family.TRUMP_QUEENS: Rank.QUEEN, Family.TRUMP_KINGS: Rank.KING, Family.TRUMP_ACES: Rank.ACE,
               Family.TRUMP_JACKS: Rank.JACK, Family.TRUMP_TENS: Rank.TEN}


def bezique_jack(trump: Suit) -> Card:
    return Card.of(Rank.JACK, BEZIQUE_JACK_SUIT[trump])


def family_card(family: Family, trump: Suit) -> Card:
    """The one card a count family is made of."""
    if family is Family.BEZIQUE_JACKS:
        return bezique_jack(trump)
    return Card.of(FAMILY_RANK[family], trump)


def slots(kind: MeldKind, trump: Suit) -> tuple[tuple[Card, ...], ...]:
    """The cards a meld needs, each slot the cards that may fill it (before a wild card)."""
    def own(rank: Rank) -> tuple[Card, ...]:
        return (Card.of(rank, trump),)

    if kind is MeldKind.MARRIAGE:
        return own(Rank.KING), own(Rank.QUEEN)
    if kind is MeldKind.BEZIQUE:
        return own(Rank.QUEEN), (bezique_jack(trump),)
    if kind is MeldKind.QUINT:
        jacks = (Card.of(Rank.JACK, trump), bezique_jack(trump))  # B 541: the bezique jack may stand in
        return own(Rank.ACE), own(Rank.KING), own(Rank.QUEEN), jacks, own(Rank.TEN)
    rank = FOUR_OF_A_KIND[kind][0]
    return tuple((Card.of(rank, suit),) for suit in SUITS)


def count_value(family: Family, count: int) -> int:
    """C(n): the cumulative value of ``count`` cards of ``family`` (0 below 4), §6.5a's formula."""
    if count < 4:
        return 0
    first = FOUR_CARD_SHOW[family]
    total = first
    base = EXTENSION_BASE.get(family, 50)
    for n in range(5, count + 1):
        total += base * (1 << (n - 5)) + (n // 4 * first if n % 4 == 0 else 0)
    return total


def kind_value(kind: MeldKind, nth: int) -> int:
    """The value of the ``nth`` (from 1) meld of ``kind`` a seat declares."""
    if kind in ORDINAL_BASE:
        return ORDINAL_BASE[kind] * (1 << (nth - 1))
    return FOUR_OF_A_KIND[kind][1]


def is_wild(card: Card) -> bool:
    return card.suit is None


def pick_cards(kind: MeldKind, hand: Sequence[Card], used: Hand, trump: Suit) -> tuple[Card, ...] | None:
    """The cards a show of ``kind`` uses: for each slot a card of the hand not yet used in this kind, a wild
    card when none is left; None when the hand cannot make the meld."""
    free = Counter(hand)
    free.subtract(Counter(used.cards))
    picked: list[Card] = []
    wilds = sorted((card for card in free if is_wild(card) and free[card] > 0), key=lambda card: card.code)
    for choices in slots(kind, trump):
        card = next((choice for choice in choices if free[choice] > 0), None)
        if card is None:
            card = next((wild for wild in wilds if free[wild] > 0), None)
        if card is None:
            return None
        free[card] -= 1
        picked.append(card)
    return tuple(picked)


def available_count(family: Family, hand: Sequence[Card], trump: Suit) -> int:
    """How many cards of ``family`` the hand can show: its copies of the card and its wild cards."""
    card = family_card(family, trump)
    return sum(1 for held in hand if held is card or is_wild(held))


def show_cards(family: Family, count: int, hand: Sequence[Card], trump: Suit) -> tuple[Card, ...]:
    """The ``count`` cards of a count show: the real cards first, then wild cards."""
    card = family_card(family, trump)
    real = [held for held in hand if held is card][:count]
    wild = [held for held in hand if is_wild(held)][: count - len(real)]
    return (*real, *wild)


def fresh_melds() -> SeatMelds:
    return SeatMelds(counts=(0,) * len(Family), declared=(0,) * len(MeldKind), used=(Hand(),) * len(MeldKind))


def trimmed(cards: Hand, hand: Sequence[Card]) -> Hand:
    """``cards`` with no card counted more often than ``hand`` holds it (a card was played)."""
    held = Counter(hand)
    keep: list[Card] = []
    for card in cards.cards:
        if held[card] > 0:
            held[card] -= 1
            keep.append(card)
    return Hand(tuple(keep))


def merged(cards: Hand, shown: Sequence[Card]) -> Hand:
    """``cards`` with ``shown`` added as far as it names more copies of a card than ``cards`` already has."""
    have = Counter(cards.cards)
    extra: list[Card] = []
    for card, count in Counter(shown).items():
        extra += [card] * max(0, count - have[card])
    return Hand(sorted_cards((*cards.cards, *extra))) if extra else cards
