"""Sequences (runs of one suit), for the variants that allow them (samba's standard option, 2.2).

A run is natural only, 3 to 7 cards of one suit from four to ace (twos are wild, threes never
run); seven make a samba, which counts as a canasta.  A side may hold several runs of a suit; an
extension goes on the first of the side's runs it adjoins.
"""

from __future__ import annotations

from collections.abc import Iterator

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.mechanics.melds import Meld, MeldShape, RunSuit, shape_of

from .moves import ExtendRun, LayRun
from .state import State, variant_of

RUN_RANKS = tuple(Rank(value) for value in range(4, 15))


def is_run(meld: Meld) -> bool:
    return meld.kind in ("sequence", "samba")


def run_cards(hand: tuple[Card, ...], suit: RunSuit, low: Rank, length: int) -> tuple[Card, ...] | None:
    """The hand's cards of ``suit`` from ``low`` up, one of each rank; None when one is missing."""
    if length < 1 or low not in RUN_RANKS or low + length - 1 > Rank.ACE:
        return None
    wanted = [Card.of(Rank(low + step), suit.suit) for step in range(length)]
    return tuple(wanted) if all(card in hand for card in wanted) else None


def run_bounds(meld: Meld) -> tuple[Suit, int, int]:
    """A run's suit, lowest and highest rank."""
    ranks = [card.rank for card in meld.cards]
    suit = meld.cards[0].suit
    assert suit is not None
    return suit, min(ranks), max(ranks)


def target_run(state: State, side: int, move: ExtendRun) -> Meld | None:
    """The first of the side's runs of the suit that the cards adjoin (below or above it)."""
    high = move.low + move.length - 1
    for meld in state.melds:
        if meld.owner == side and is_run(meld):
            suit, low, top = run_bounds(meld)
            if suit == move.suit.suit and (high + 1 == low or move.low == top + 1):
                return meld
    return None


def run_problem(state: State, move: LayRun | ExtendRun) -> tuple[tuple[Card, ...], Meld | None] | str:
    """The cards and the run extended, or why the move is impossible."""
    if not variant_of(state).meld_rules.sequences:
        return "this game has no sequences"
    cards = run_cards(state.hands[state.turn].cards, move.suit, move.low, move.length)
    if cards is None:
        return "the hand does not hold that run of cards"
    existing = None
    if isinstance(move, ExtendRun):
        existing = target_run(state, state.sides[state.turn], move)
        if existing is None:
            return "the cards adjoin none of the side's runs of that suit"
    return cards, existing


def run_moves(state: State) -> Iterator[LayRun | ExtendRun]:
    """New runs of 3 to 7 cards and extensions of the side's runs, from the cards held."""
    if not variant_of(state).meld_rules.sequences:
        return
    hand = state.hands[state.turn].cards
    limit = variant_of(state).meld_rules.max_sequence
    for suit in RunSuit:
        held = [rank for rank in RUN_RANKS if Card.of(rank, suit.suit) in hand]
        for low in held:
            for length in range(1, limit + 1):
                if low + length - 1 not in held:
                    break
                if length >= 3:
                    yield LayRun(suit, low, length)
                yield ExtendRun(suit, low, length)


def check_run_shape(cards: tuple[Card, ...], existing: Meld | None, state: State) -> str | None:
    rules = variant_of(state).meld_rules
    whole = cards if existing is None else existing.cards + cards
    try:
        shape = shape_of(whole, rules)
    except ValueError as error:
        return str(error)
    return None if shape.shape is MeldShape.SEQUENCE else "not a sequence"
