"""Building barbu states for tests: explicit deals from partial hands, moves by id, P1..P4 as seats."""

from __future__ import annotations

from typing import Any

from cardgames.games import barbu
from cardgames.games.core.cards import parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.hands import Hand

GAME = barbu.GAME


def seat(player: int) -> int:
    """The spec's P1..P4 (P1 the dealer) as seats: the first explicit deal is dealt by seat 3."""
    return (player + 2) % 4


def deal(*hands: str) -> ExplicitDeal:
    """An explicit deal from P1..P4's given cards, each hand filled up to 13 from the rest of the deck in
    deck order (P1 first)."""
    given = [list(parse_cards(text)) for text in hands] + [[] for _ in range(4 - len(hands))]
    used = {card for cards in given for card in cards}
    rest = [card for card in barbu.DECK if card not in used]
    for cards in given:
        while len(cards) < 13:
            cards.append(rest.pop(0))
    by_seat = [given[(s + 1) % 4] for s in range(4)]  # seat s is P((s + 1) % 4 + 1)
    return ExplicitDeal(hands=tuple(Hand(tuple(sorted(cards))) for cards in by_seat))


def start(*hands: str, options: barbu.Options | None = None, deals: tuple[ExplicitDeal, ...] = ()) -> barbu.State:
    return barbu.new_game(options or barbu.Options(), 4, seed=1, deals=(deal(*hands), *deals))


def play_ids(state: Any, *ids: str) -> Any:
    """``state`` after the moves ``ids`` (each checked legal first, every state checked)."""
    for move_id in ids:
        move = GAME.parse_move(move_id)
        legal = GAME.legal_moves(state)
        assert move in legal, f"{move_id} is not legal: {sorted(m.id for m in legal)}"
        state = GAME.play(state, move).state
        GAME.check_state(state)
    return state


def ids(state: Any) -> list[str]:
    return [move.id for move in GAME.legal_moves(state)]


def to_play(state: barbu.State, contract: str, doubler_declines: bool = True) -> barbu.State:
    """Name ``contract``, everybody declines, the dealer keeps the double: the play begins."""
    state = play_ids(state, contract)
    while state.phase is barbu.Phase.DOUBLING:
        state = play_ids(state, "decline")
    if state.phase is barbu.Phase.ASSIGN:
        state = play_ids(state, f"assign:{state.dealer}")
    return state


def play_out(state: barbu.State) -> barbu.State:
    """The first legal move until the deal in play is over."""
    number = state.deal_number
    while state.deal_number == number and not GAME.is_terminal(state):
        state = GAME.play(state, GAME.legal_moves(state)[0]).state
    return state
