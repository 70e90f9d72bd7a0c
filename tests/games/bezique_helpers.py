"""Bezique test tables: a first deal with chosen cards in each hand (filled up to 18 with plain tens and
nines), a chosen trump card and the stock's first cards."""

from __future__ import annotations

from collections import Counter

from cardgames.games import bezique
from cardgames.games.core.cards import Card, Rank, parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.hands import Hand, sorted_cards

FILLER_RANKS = (Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING)


def table(hands: list[str], trump: str, stock: str = "",
          options: bezique.Options | None = None) -> bezique.State:
    """A first deal (dealer ``players - 1``, seat 0 leads): ``hands`` topped up with tens and nines of the
    suits other than the trump's, ``trump`` turned, ``stock`` drawn first."""
    options = options or bezique.Options()
    deck = bezique.deck_of(options.packs)
    trump_card = Card.parse(trump)
    free = Counter(deck)
    chosen = [list(parse_cards(text)) for text in hands]
    top = [trump_card, *parse_cards(stock)]
    free.subtract(Counter(card for cards in chosen for card in cards))
    free.subtract(Counter(top))
    suit = trump_card.suit
    assert suit is not None
    jack = bezique.bezique_jack(suit)
    fillers = sorted((card for card in deck if card.rank in FILLER_RANKS and card.suit is not suit and card != jack),
                     key=lambda card: FILLER_RANKS.index(card.rank))
    for cards in chosen:
        for card in fillers:
            if len(cards) >= bezique.state.HAND_SIZE:
                break
            if free[card] > 0:
                free[card] -= 1
                cards.append(card)
    rest = top + list(free.elements())
    deal = ExplicitDeal(hands=tuple(Hand(sorted_cards(cards)) for cards in chosen), rest=tuple(rest))
    return bezique.new_game(options, len(hands), seed=1, deals=[deal])


def play_ids(state: bezique.State, *ids: str) -> bezique.State:
    """``state`` after the moves ``ids`` (each checked legal first)."""
    for move_id in ids:
        move = bezique.parse_move(move_id)
        legal = bezique.legal_moves(state)
        assert move in legal, f"{move_id} is not legal: {sorted(m.id for m in legal)}"
        state = bezique.play(state, move).state
    return state
