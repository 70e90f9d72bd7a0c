"""Card values and hand totals (7.2): what a hand is worth, Black Jack, busts, and what may be doubled or split."""

from __future__ import annotations

from collections.abc import Sequence

from cardgames.games.core.cards import Card, Rank

BLACKJACK = 21
DEALER_STANDS = 17
DOUBLE_TOTALS = frozenset((9, 10, 11))


def points(card: Card) -> int:
    """2-9 their face value, T J Q K ten, an ace one (its eleven is counted by :func:`total`)."""
    if card.rank is Rank.ACE:
        return 1
    return min(int(card.rank), 10)


def hard_total(cards: Sequence[Card]) -> int:
    """Every ace counted as one."""
    return sum(points(card) for card in cards)


def total(cards: Sequence[Card]) -> int:
    """The best total: one ace counted as eleven when that does not pass 21 (7.2)."""
    hard = hard_total(cards)
    if hard + 10 <= BLACKJACK and any(card.rank is Rank.ACE for card in cards):
        return hard + 10
    return hard


def is_soft(cards: Sequence[Card]) -> bool:
    """An ace counts eleven in the best total."""
    return total(cards) != hard_total(cards)


def is_natural(cards: Sequence[Card]) -> bool:
    """An ace and a ten-value card as the first two cards (7.2); the caller rules out split hands."""
    return len(cards) == 2 and total(cards) == BLACKJACK


def is_bust(cards: Sequence[Card]) -> bool:
    return hard_total(cards) > BLACKJACK


def may_double(cards: Sequence[Card]) -> bool:
    """Two cards worth 9, 10 or 11 with the aces as one or as the soft total (BJ-4): A+8 yes, A+A no;
    A+T counts 11 as well, but a 21 stands at once and takes no decision."""
    if len(cards) != 2 or total(cards) == BLACKJACK:
        return False
    hard = hard_total(cards)
    return hard in DOUBLE_TOTALS or (total(cards) != hard and total(cards) in DOUBLE_TOTALS)


def is_pair(cards: Sequence[Card], by_rank: bool) -> bool:
    """Two cards of the same point value (BJ-5; TH KS too), or of the same rank with ``by_rank``."""
    if len(cards) != 2:
        return False
    first, second = cards
    return first.rank == second.rank if by_rank else points(first) == points(second)


def dealer_draws(cards: Sequence[Card]) -> bool:
    """The dealer draws below 17 and stands on any 17, soft 17 included (7.3 step 5)."""
    return total(cards) < DEALER_STANDS
