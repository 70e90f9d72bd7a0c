"""Whist's score: the pure scoring functions of a deal (§3.5), and what the sheet says about the rubber (§3.6).

Nothing about games is stored: a side whose points below the line since the last game reach 10 wins a
game (the surplus does not carry, WH-3), read from the rows of the rubber in progress.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.values import value
from cardgames.games.mechanics.match import SheetRow

from .state import BELOW, BOOK, GAME_POINTS, GAMES_TO_WIN, SETTLEMENT, DealRecord, State

HONOUR_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)
_DOWN_FROM_ACE = tuple(rank for rank in sorted(Rank, reverse=True) if rank is not Rank.JOKER)
_HONOURS = {5: 5, 4: 4, 3: 2}
"""Honours held by one side (§3.5): five 5, four 4, three 2 (no trump: four aces 4, three 2, WH-10)."""


def trick_score(tricks: int) -> int:
    """Below the line for a side that took ``tricks`` tricks: 2 per trick over the book of six (§3.5)."""
    return 2 * max(tricks - BOOK, 0)


def slam_bonus(tricks: int) -> int:
    """Above the line: small slam (12 tricks) 10, grand slam (13) 20 (§3.5)."""
    return {12: 10, 13: 20}.get(tricks, 0)


def honours(trump: Suit | None, hands: Sequence[Iterable[Card]]) -> tuple[int, int]:
    """Honours per side (N-S, E-W) from the hands as dealt (WH-13): the top five trumps, or the four aces."""
    held = [0, 0]
    for position, hand in enumerate(hands):
        for card in hand:
            if (trump is None and card.rank is Rank.ACE) or (card.suit == trump and card.rank in HONOUR_RANKS):
                held[position % 2] += 1
    return _HONOURS.get(held[0], 0), _HONOURS.get(held[1], 0)


def coronet_length(hand: Iterable[Card], suit: Suit) -> int:
    """How many cards of ``suit`` the hand holds in an unbroken run down from the ace."""
    ranks = {card.rank for card in hand if card.suit == suit}
    length = 0
    for rank in _DOWN_FROM_ACE:
        if rank not in ranks:
            break
        length += 1
    return length


def coronet_points(length: int, trump_rate: bool) -> int:
    """A coronet of ``length`` from the ace (§3.5): 5 per card over two, 10 in trumps (and in no-trump whist)."""
    return (10 if trump_rate else 5) * (length - 2) if length >= 3 else 0


def coronets(trump: Suit | None, hand: Iterable[Card]) -> tuple[tuple[Suit, int], ...]:
    """Each coronet of one hand (WH-4: per hand) as (suit, points)."""
    cards = tuple(hand)
    found = []
    for suit in Suit:
        points = coronet_points(coronet_length(cards, suit), trump is None or suit == trump)
        if points:
            found.append((suit, points))
    return tuple(found)


def settlement(totals: Sequence[int]) -> tuple[int, int]:
    """The rubber's record per side (§3.6, WH-7): the larger total writes the difference, the other 0."""
    difference = totals[0] - totals[1]
    return (difference, 0) if difference >= 0 else (0, -difference)


@value
class Progress:
    """Where a rubber stands: games won and the points below the line towards the next game, per side."""

    games: tuple[int, int] = (0, 0)
    part: tuple[int, int] = (0, 0)

    @property
    def winner(self) -> int | None:
        return 0 if self.games[0] >= GAMES_TO_WIN else 1 if self.games[1] >= GAMES_TO_WIN else None


def progress(rows: Iterable[SheetRow]) -> Progress:
    """The rubber after ``rows`` (its rows only; those below the line count)."""
    games, part = [0, 0], [0, 0]
    for row in rows:
        if row.section != BELOW or games[0] >= GAMES_TO_WIN or games[1] >= GAMES_TO_WIN:
            continue
        part[0] += row.points[0]
        part[1] += row.points[1]
        if part[0] >= GAME_POINTS or part[1] >= GAME_POINTS:
            games[0 if part[0] >= GAME_POINTS else 1] += 1
            part = [0, 0]
    return Progress((games[0], games[1]), (part[0], part[1]))


def rubber_start(history: Sequence[DealRecord], rubber: int, deal_number: int) -> int:
    """The first deal of ``rubber`` (``deal_number`` when none of its deals is finished)."""
    for record in history:
        if record.rubber == rubber:
            return record.number
    return deal_number


def rubber_rows(state: State) -> tuple[SheetRow, ...]:
    """The sheet's rows of the rubber in progress."""
    start = rubber_start(state.history, state.rubber, state.deal_number)
    return tuple(row for row in state.sheet.rows if row.deal >= start)


def side_totals(rows: Iterable[SheetRow]) -> tuple[int, int]:
    """Above plus below the line, bonuses included, per side (settlement rows left out)."""
    sums = [0, 0]
    for row in rows:
        if row.section != SETTLEMENT:
            sums[0] += row.points[0]
            sums[1] += row.points[1]
    return sums[0], sums[1]
