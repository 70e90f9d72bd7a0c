"""Building mushka and rams states for tests: explicit deals from hands, a deal played up to its tricks."""

from __future__ import annotations

from typing import Any

from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.hands import Hand


def hands_deal(deck: tuple[Card, ...], hands: list[str], trump: str, stock: str = "") -> ExplicitDeal:
    """An explicit deal: the given hands, the trump card, the stock (given cards first, then the rest of the
    deck in deck order)."""
    held = [parse_cards(text) for text in hands]
    top = parse_cards(trump) + parse_cards(stock)
    used = {card for cards in held for card in cards} | set(top)
    rest = top + tuple(card for card in deck if card not in used)
    return ExplicitDeal(hands=tuple(Hand(tuple(sorted(cards))) for cards in held), rest=rest)


def play_ids(game: Any, state: Any, *ids: str) -> Any:
    """``state`` after the moves ``ids`` (each checked legal first)."""
    for move_id in ids:
        move = game.parse_move(move_id)
        legal = game.legal_moves(state)
        assert move in legal, f"{move_id} is not legal: {sorted(m.id for m in legal)}"
        state = game.play(state, move).state
    return state


def keep_all(game: Any, state: Any) -> Any:
    """Every seat keeps its cards, the dealer leaves the trump card: the deal goes to its tricks."""
    for _ in range(state.players):
        state = play_ids(game, state, "keep")
    if state.phase.name == "TRUMP_CARD":
        state = play_ids(game, state, "leave")
    return state
