"""Own trumps' moves: one value type each, with its id template (``pair:7C,7D``) and label."""

from __future__ import annotations

from typing import Union

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import InvalidMove
from cardgames.games.core.hands import sorted_cards
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.values import value

from .state import DECK, TrumpSuit


@value
class Choose(GameMove):
    """Choose a suit nobody has chosen yet as one's own trump (8.2)."""

    ID = "trump:{suit}"
    LABEL = "Choose {suit} as own trump"
    suit: TrumpSuit


@value
class Attack(GameMove):
    """A one-card attack (8.3)."""

    ID = "attack:{card}"
    LABEL = "Attack with {card}"
    card: Card


@value
class LayPair(GameMove):
    """Lay two cards of one rank: the first or second pair of a three- or five-card attack (8.3, OT-1)."""

    ID = "pair:{cards}"
    LABEL = "Lay the pair {cards}"
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        if len(self.cards) != 2 or self.cards[0] == self.cards[1]:
            raise InvalidMove(f"a pair is two different cards, got {len(self.cards)}: "
                              f"{' '.join(str(card) for card in self.cards)}", field="move.cards")
        object.__setattr__(self, "cards", sorted_cards(self.cards))


@value
class Giveaway(GameMove):
    """Complete a pair attack with any card "на поддачу" (8.3, OT-1)."""

    ID = "giveaway:{card}"
    LABEL = "Add {card} as the giveaway"
    card: Card


@value
class Beat(GameMove):
    """The defender beats ``attack_card`` with ``card`` (8.3, OT-3)."""

    ID = "beat:{attack_card}:{card}"
    LABEL = "Beat {attack_card} with {card}"
    attack_card: Card
    card: Card


@value
class Take(GameMove):
    """The defender takes every attack card he has not beaten (8.3, OT-2)."""

    ID = "take"
    LABEL = "Take the cards not beaten"


Move = Union[Choose, Attack, LayPair, Giveaway, Beat, Take]  # noqa: UP007 (the codec reads a typing.Union)
MOVE_TYPES = (Choose, Attack, LayPair, Giveaway, Beat, Take)
GRAMMAR: Grammar[Move] = Grammar("own_trumps", MOVE_TYPES, DECK)


def parse_move(text: str) -> Move:
    """Inverse of ``move.id``: ``trump:hearts``, ``attack:KH``, ``pair:7C,7D``, ``giveaway:AS``, ``beat:9H:TH``,
    ``take``."""
    return GRAMMAR.parse(text)


def move_key(move: Move) -> tuple[int, int, int]:
    """Sort key of legal moves: suits, single attacks, pairs, giveaways, beats by card codes; take last."""
    if isinstance(move, Choose):
        return (0, int(move.suit), 0)
    if isinstance(move, Attack):
        return (1, move.card.code, 0)
    if isinstance(move, LayPair):
        return (2, move.cards[0].code, move.cards[1].code)
    if isinstance(move, Giveaway):
        return (3, move.card.code, 0)
    if isinstance(move, Beat):
        return (4, move.attack_card.code, move.card.code)
    return (9, 0, 0)
