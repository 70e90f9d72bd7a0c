"""games.mechanics.discard_pile: the pile that wild cards freeze, and the ways to take it."""

from __future__ import annotations

import pytest

from cardgames.games.core.cards import parse_cards
from cardgames.games.mechanics.discard_pile import DiscardPile, TakeWay, take_ways


def test_a_wild_discard_freezes_the_pile_until_it_is_taken() -> None:
    pile = DiscardPile().adding(parse_cards("7H")[0], False)
    assert pile.top == parse_cards("7H")[0] and not pile.frozen
    pile = pile.adding(parse_cards("2C")[0], True).adding(parse_cards("9S")[0], False)
    assert pile.frozen and pile.top == parse_cards("9S")[0] and len(pile.cards) == 3
    assert DiscardPile().top is None


@pytest.mark.parametrize(("naturals", "wilds", "frozen", "has_meld", "wild_takes", "ways"), [
    (2, 0, True, False, True, (TakeWay.PAIR,)),                  # frozen: a natural pair only
    (1, 1, True, False, True, ()),
    (1, 1, True, True, True, ()),                                # frozen: not even onto a meld
    (1, 1, False, False, True, (TakeWay.NATURAL_AND_WILD,)),
    (2, 1, False, False, True, (TakeWay.PAIR, TakeWay.NATURAL_AND_WILD)),
    (0, 0, False, True, True, (TakeWay.ADD,)),
    (2, 0, False, True, True, (TakeWay.PAIR, TakeWay.ADD)),
    (1, 1, False, False, False, ()),                             # a game without wild takes (standard samba)
    (0, 3, False, False, True, ()),
])
def test_take_ways(naturals: int, wilds: int, frozen: bool, has_meld: bool, wild_takes: bool,
                   ways: tuple[TakeWay, ...]) -> None:
    assert take_ways(naturals, wilds, frozen, has_meld, wild_takes) == ways
