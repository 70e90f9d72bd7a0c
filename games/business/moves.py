"""Business's moves: ``bid:3:h`` / ``pass``, ``discard:..``, ``alone`` / ``with_banker``, ``role:thief``,
``change`` and ``trump:s``, ``play:TH`` and ``joker:JK1:AS`` (a joker and the card named for it)."""

from __future__ import annotations

from typing import Union

from cardgames.games.core.cards import Card
from cardgames.games.core.hands import sorted_cards
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value

from .state import ALL_CARDS, Role, Trump


@value
class Pass(GameMove):
    """Leave the auction for good (§1.5)."""

    ID = "pass"
    LABEL = "Pass"


@value
class Bid(GameMove):
    """With trump ``suit`` I take at least ``count`` tricks (§1.5)."""

    ID = "bid:{count}:{suit}"
    LABEL = "Bid {count} {suit}"
    count: int
    suit: Trump

    def __post_init__(self) -> None:
        if not 1 <= self.count <= 13:
            raise ValueError("a bid names 1..13 tricks")


@value
class Discard(GameMove):
    """The Declarer puts the talon's number of cards away face down (§1.6, BIZ-4)."""

    ID = "discard:{cards}"
    LABEL = "Discard {cards}"
    PUBLIC_ID = "discard"  # face down: the others see cards go, not which
    PUBLIC_LABEL = "Discard {count} cards"
    cards: tuple[Card, ...]

    @property
    def count(self) -> int:
        return len(self.cards)

    def __post_init__(self) -> None:
        if not self.cards or len(set(self.cards)) != len(self.cards):
            raise ValueError("a discard is one or more different cards")
        object.__setattr__(self, "cards", sorted_cards(self.cards))


@value
class Alone(GameMove):
    """"Играю один" (§1.7)."""

    ID = "alone"
    LABEL = "Play alone"


@value
class WithBanker(GameMove):
    """Play with a Banker, "with banker" (§1.7)."""

    ID = "with_banker"
    LABEL = "Play with a Banker"


@value
class Choose(GameMove):
    """Take a role: banker, thief, policeman or mafia (§1.8)."""

    ID = "role:{role}"
    LABEL = "Be {role}"
    role: Role

    def __post_init__(self) -> None:
        if self.role in (Role.NONE, Role.DECLARER):
            raise ValueError("the roles to choose are banker, thief, policeman and mafia")


@value
class Change(GameMove):
    """"Смена": the Declarer changes the trump (once per deal, §1.9)."""

    ID = "change"
    LABEL = "Change trumps"


@value
class NewTrump(GameMove):
    """The new trump suit, different from the current one (BIZ-7)."""

    ID = "trump:{suit}"
    LABEL = "New trump {suit}"
    suit: Trump


@value
class Play(GameMove):
    """Play a standard card."""

    ID = "play:{card}"
    LABEL = "Play {card}"
    card: Card


@value
class PlayJoker(GameMove):
    """Play a joker as the standard card ``named`` (J3)."""

    ID = "joker:{card}:{named}"
    LABEL = "Play {card} as {named}"
    card: Card
    named: Card

    def __post_init__(self) -> None:
        if not self.card.is_joker or self.named.is_joker:
            raise ValueError("a joker is played as a standard card")


Move = Union[Pass, Bid, Discard, Alone, WithBanker, Choose, Change, NewTrump, Play, PlayJoker]  # noqa: UP007
MOVE_TYPES = (Pass, Bid, Discard, Alone, WithBanker, Choose, Change, NewTrump, Play, PlayJoker)
GRAMMAR: Grammar[Move] = Grammar("business", MOVE_TYPES, ALL_CARDS)

PASS, ALONE, WITH_BANKER, CHANGE = Pass(), Alone(), WithBanker(), Change()
PLAYS: dict[Card, Play] = {card: Play(card) for card in ALL_CARDS if not card.is_joker}


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``."""
    return GRAMMAR.parse(text)
