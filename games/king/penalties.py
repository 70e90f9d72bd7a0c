"""What a trick costs (or earns) in each contract (§5.4), and the same as the double-dummy solver's rules."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.values import replace
from cardgames.games.mechanics.tricks import TrickRules

from .rules import HEART_LEAD_BANNED, active, contract, deck_of, hand_size, trick_rules
from .state import (
    BOY_PENALTY,
    HEART_PENALTY,
    KING_OF_HEARTS,
    KING_OF_HEARTS_PENALTY,
    LAST_TRICK_PENALTY,
    LAST_TRICKS,
    QUEEN_PENALTY,
    TRICK_PENALTY,
    TRICK_REWARD,
    Contract,
    State,
)

BOYS = (Rank.KING, Rank.JACK)


def _has(kind: Contract, *parts: Contract) -> bool:
    """Whether ``kind`` counts the penalty of the negative contracts ``parts`` (the sralash counts all, KI-12)."""
    return kind in parts or kind is Contract.SRALASH


def trick_points(kind: Contract, cards: Sequence[Card], number: int, tricks: int) -> int:
    """The points the winner of trick ``number`` (from 1, of ``tricks``) holding ``cards`` scores: negative in
    the negative contracts, +20 in a trump deal."""
    if kind is Contract.TRUMPS:
        return TRICK_REWARD
    points = TRICK_PENALTY if _has(kind, Contract.NO_TRICKS) else 0
    for card in cards:
        if _has(kind, Contract.NO_HEARTS) and card.suit is Suit.HEARTS:
            points += HEART_PENALTY
        if _has(kind, Contract.NO_QUEENS) and card.rank is Rank.QUEEN:
            points += QUEEN_PENALTY
        if _has(kind, Contract.NO_BOYS) and card.rank in BOYS:
            points += BOY_PENALTY
        if _has(kind, Contract.NO_KING_OF_HEARTS) and card == KING_OF_HEARTS:
            points += KING_OF_HEARTS_PENALTY
    if _has(kind, Contract.NO_LAST_TWO) and number > tricks - LAST_TRICKS:
        points += LAST_TRICK_PENALTY
    return -points


def penalty_left(kind: Contract, cards: Iterable[Card]) -> bool:
    """Whether any penalty can still be taken with ``cards`` still to play (KI-9): a trick itself costs in
    deals 1, 5 and 7; otherwise a penalised card must still be out."""
    if kind in (Contract.NO_TRICKS, Contract.NO_LAST_TWO, Contract.SRALASH, Contract.TRUMPS):
        return True
    return any(trick_points(kind, (card,), 1, 99) for card in cards)


def dd_rules(state: State) -> tuple[TrickRules, str]:
    """The contract in force as the solver's rules and objective: the penalties the player to act takes
    (magnitudes), or in a trump deal the tricks he takes.  The obligatory discard of KH (deal 6 with
    ``king_of_hearts_obligatory``) is beyond the solver: refused."""
    kind, base = contract(state), trick_rules(state)
    if kind is Contract.TRUMPS:
        return base, "tricks"
    if kind is Contract.NO_KING_OF_HEARTS and state.options.king_of_hearts_obligatory:
        raise IllegalMove("double dummy: the obligatory discard of KH (KI-8) is beyond the solver's rules",
                          rule="KI-8")
    rank_points: list[tuple[Rank, int]] = []
    if _has(kind, Contract.NO_QUEENS):
        rank_points.append((Rank.QUEEN, QUEEN_PENALTY))
    if _has(kind, Contract.NO_BOYS):
        rank_points.extend((rank, BOY_PENALTY) for rank in BOYS)
    bonus: list[tuple[Card, int]] = []
    if _has(kind, Contract.NO_HEARTS):
        bonus.extend((card, HEART_PENALTY) for card in deck_of(state.options) if card.suit is Suit.HEARTS)
    if _has(kind, Contract.NO_KING_OF_HEARTS):
        bonus.append((KING_OF_HEARTS, KING_OF_HEARTS_PENALTY))
    last = _has(kind, Contract.NO_LAST_TWO)
    rules = replace(base, card_points=tuple(rank_points), card_bonus=tuple(bonus),
                    trick_points=TRICK_PENALTY if _has(kind, Contract.NO_TRICKS) else 0,
                    last_trick_bonus=LAST_TRICK_PENALTY if last else 0, last_tricks=LAST_TRICKS if last else 1)
    return rules, "penalties"


def banned_lead(state: State) -> Suit | None:
    """Hearts in deals 2, 6 and 7: no heart lead while holding another suit (KI-5)."""
    return Suit.HEARTS if contract(state) in HEART_LEAD_BANNED else None


def tricks_in_deal(state: State) -> int:
    return hand_size(state.options, len(active(state)))
