"""Building canasta and samba positions for tests: hands, melds, the pile and scores given as text,
every other card in the stock, so the position is a state the game accepts."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.values import replace
from cardgames.games.mechanics.discard_pile import DiscardPile
from cardgames.games.mechanics.discard_pile import RummyPhase as Phase
from cardgames.games.mechanics.match import ScoreSheet, SheetRow
from cardgames.games.mechanics.melds import Meld, canasta_kind, shape_of


def hand(text: str) -> Hand:
    return Hand(sorted_cards(parse_cards(text)))


def position(game: Any, *, players: int = 4, hands: Sequence[str] = (), melds: Sequence[tuple[int, str]] = (),
             pile: str = "", red_threes: Sequence[str] = (), scores: Sequence[int] = (), turn: int = 0,
             phase: Phase = Phase.DRAW, stock: str = "", options: dict[str, object] | None = None,
             opened: Sequence[bool] | None = None) -> Any:
    """A hand in progress: ``hands`` per seat, ``melds`` as (side, cards), the pile bottom first, the sides'
    red threes, their scores before this hand (one sheet row), the stock's first cards (the rest follows)."""
    from cardgames.games.canasta.state import VARIANTS

    state = game.new_game(game.spec.build_options(options or {}), players, seed=1)
    variant = VARIANTS[type(state.options)](state.options)
    rules = variant.meld_rules
    table = tuple(Meld(parse_cards(text), canasta_kind(shape_of(parse_cards(text), rules), rules), side,
                       sum(_value(card) for card in parse_cards(text))) for side, text in melds)
    sides = max(state.sides) + 1
    given_hands = tuple(hand(text) for text in hands) + tuple(Hand() for _ in range(players - len(hands)))
    threes = tuple(hand(text) for text in red_threes) + tuple(Hand() for _ in range(sides - len(red_threes)))
    pile_cards = parse_cards(pile)
    used = Counter(card for h in (*given_hands, *threes) for card in h.cards)
    used.update(pile_cards)
    used.update(card for meld in table for card in meld.cards)
    front = parse_cards(stock)
    used.update(front)
    rest = list((Counter(variant.deck) - used).elements())
    assert not (used - Counter(variant.deck)), "more cards than the deck holds"
    sheet = None
    deal = 1
    if scores:
        sheet = ScoreSheet(tuple(f"side {side}" for side in range(sides)),
                           rows=tuple(SheetRow(1, label, tuple(scores) if index == 0 else (0,) * sides)
                                      for index, label in enumerate(_items())))
        deal = 2
    from cardgames.games.canasta.table import dealer_of, hand_order

    order = hand_order(players, deal)
    frozen = any(rules.is_wild(card) or (card.rank.value == 3 and card.is_red) for card in pile_cards)
    state = replace(state, deal=deal, order=order, dealer=dealer_of(players, state.first_dealer, deal),
                    hands=given_hands, melds=table, red_threes=threes, pile=DiscardPile(pile_cards, frozen),
                    stock=(*front, *sorted(rest)), sheet=sheet, turn=turn, phase=phase,
                    opened=tuple(opened) if opened is not None else tuple(
                        any(meld.owner == side for meld in table) for side in range(sides)))
    game.check_state(state)
    return state


def _items() -> tuple[str, ...]:
    from cardgames.games.canasta.state import SHEET_ITEMS

    return SHEET_ITEMS


def _value(card: Card) -> int:
    from cardgames.games.canasta.state import card_value

    return card_value(card)


def ids(game: Any, state: Any) -> list[str]:
    return [move.id for move in game.legal_moves(state)]


def play(game: Any, state: Any, *move_ids: str) -> Any:
    """``state`` after the moves (each checked legal first)."""
    for move_id in move_ids:
        move = game.parse_move(move_id)
        legal = game.legal_moves(state)
        assert move in legal, f"{move_id} is not legal: {sorted(m.id for m in legal)}"
        state = game.play(state, move).state
    return state
