"""Prisoner's solver: the exact rule.  The game has no decision, so it is won exactly when every card
still in the top row has the rank of one of the middle cards still to come (UZ-3: only the card just
dealt to the middle pile gathers, suits never matter).  The line is the remaining ``deal`` moves."""

from __future__ import annotations

from typing import Any

from .base import Budget, Solution, Verdict

DEAL = "deal"
MIDDLE = 1
"""Each round deals three cards: left, middle, right; the middle one gathers."""
ROUND = 3


def solve(state: Any, budget: Budget) -> Solution:
    middle_ranks = {card.rank for card in state.stock[MIDDLE::ROUND]}
    waiting = [pile.cards[0] for pile in state.top_row if pile.cards]
    rounds = len(state.stock) // ROUND
    if all(card.rank in middle_ranks for card in waiting):
        return Solution(Verdict.WON, (DEAL,) * rounds, rounds, method="exact-rule",
                        note="every waiting top-row rank is among the middle cards to come")
    missing = sorted({str(card) for card in waiting if card.rank not in middle_ranks})
    return Solution(Verdict.LOST, (), rounds, method="exact-rule",
                    note=f"no middle card to come gathers {', '.join(missing)}")
