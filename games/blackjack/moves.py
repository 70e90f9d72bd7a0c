"""Black Jack's moves: one value type each, with its id template (``bet:10``, ``hit``) and label."""

from __future__ import annotations

from typing import Union

from cardgames.games.core.errors import InvalidMove
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value

from .state import PACK


class _Amount(GameMove):
    """A move carrying a positive number of chips."""

    __slots__ = ()
    amount: int

    def __post_init__(self) -> None:
        if self.amount <= 0:
            raise InvalidMove(f"an amount must be positive, got {self.amount}", field="move")


@value
class Bet(_Amount):
    """The box to act puts down its stake (7.3 step 1)."""

    ID = "bet:{amount}"
    LABEL = "Stake {amount}"
    amount: int


@value
class DealerBet(_Amount):
    """The "on the dealer" bet beside the stake (7.6, BJ-8)."""

    ID = "dealer_bet:{amount}"
    LABEL = "Bet {amount} on the dealer"
    amount: int


@value
class NoDealerBet(GameMove):
    """No bet on the dealer this round."""

    ID = "no_dealer_bet"
    LABEL = "No bet on the dealer"


@value
class Insure(GameMove):
    """Insurance of half the stake against a dealer Black Jack (7.5)."""

    ID = "insure"
    LABEL = "Take insurance"


@value
class NoInsurance(GameMove):
    """Refuse insurance."""

    ID = "no_insurance"
    LABEL = "No insurance"


@value
class EvenMoney(GameMove):
    """A Black Jack against the dealer's ace takes 1:1 at once (7.5)."""

    ID = "even_money"
    LABEL = "Take even money"


@value
class DeclineEvenMoney(GameMove):
    """A Black Jack waits for the dealer's card: push on his Black Jack, else 3:2 (7.5)."""

    ID = "decline_even_money"
    LABEL = "Decline even money"


@value
class Hit(GameMove):
    """Take a card (below 21)."""

    ID = "hit"
    LABEL = "Hit"


@value
class Stand(GameMove):
    """Take no more cards."""

    ID = "stand"
    LABEL = "Stand"


@value
class Double(GameMove):
    """Double the stake on a two-card 9, 10 or 11 and take exactly one card (BJ-4)."""

    ID = "double"
    LABEL = "Double down"


@value
class Split(GameMove):
    """Split a pair into two hands with a second stake (BJ-5, BJ-6)."""

    ID = "split"
    LABEL = "Split the pair"


Move = Union[  # noqa: UP007 (the codec reads a typing.Union)
    Bet, DealerBet, NoDealerBet, Insure, NoInsurance, EvenMoney, DeclineEvenMoney, Hit, Stand, Double, Split
]
MOVE_TYPES = (Bet, DealerBet, NoDealerBet, Insure, NoInsurance, EvenMoney, DeclineEvenMoney, Hit, Stand, Double,
              Split)
GRAMMAR: Grammar[Move] = Grammar("blackjack", MOVE_TYPES, PACK)


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``: ``bet:10``, ``dealer_bet:3``, ``insure``, ``hit``, ``split``..."""
    return GRAMMAR.parse(text)
