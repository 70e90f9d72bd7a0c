"""games.mechanics.patience.cells on its own: open cells, squared and spread stacks, suitless foundations,
the moves between them and the engine's layout with their events, views, hidden cards and checks."""

from __future__ import annotations

import pytest

from cardgames.games.core.cards import parse_cards
from cardgames.games.core.errors import InvalidState
from cardgames.games.core.events import CardsMoved, CardTurned, Event, Place, Zone
from cardgames.games.mechanics.patience import Layout, Rules, Shape, StockRule
from cardgames.games.mechanics.patience import cells as c
from cardgames.games.mechanics.patience.layout import pile_is_valid
from cardgames.games.mechanics.piles import ColumnView, FoundationRule, Pile

SUITLESS = FoundationRule(same_suit=False)
WRAPPING = FoundationRule(same_suit=False, wrap=True, size=52)
RULES = Rules(shape=Shape((), (), 2, 3), foundation=SUITLESS, stock=StockRule(draw=1, redeals=0))


def test_cells_and_stacks_are_piles() -> None:
    cards = parse_cards("AS 2H 3C 4D 5S 6H")
    assert c.cells_of(cards[:3]) == (Pile(cards[:1]), Pile(cards[1:2]), Pile(cards[2:3]))
    assert c.stacks_of(cards, 3) == (Pile(cards[:3]), Pile(cards[3:]))
    cells = c.cells_of(cards[:3])
    card, cells = c.take(cells, 1)
    assert card == cards[1] and c.empty_cells(cells) == [1]
    assert list(c.tops(cells)) == [(0, cards[0]), (2, cards[2])]
    assert c.put(cells, 1, card) == c.cells_of(cards[:3])
    assert list(c.cards_in(c.stacks_of(cards, 3))) == list(cards) and c.count(c.stacks_of(cards, 2)) == 6
    assert c.cell_place(4) == Place(Zone.RESERVE, None, 4) and c.stack_place(2) == Place(Zone.TABLEAU, None, 2)


def test_rank_wants_reads_suitless_foundations() -> None:
    empty, started = Pile(), Pile(parse_cards("AS 2S 3H"))
    assert c.rank_wants((empty, started), SUITLESS) == {1, 4}
    full = Pile(parse_cards("AS 2S 3H 4H 5H 6H 7H 8H 9H TH JH QH KH"))
    assert c.rank_wants((full,), SUITLESS) == set()
    assert c.rank_wants((full,), WRAPPING) == {1}  # the ace after the king
    with pytest.raises(AssertionError):
        c.rank_wants((empty,), FoundationRule())


@pytest.mark.parametrize("text", ["", "AS", "AS 2H", "AS 3H", "2S", "AS 2H 3C 4D 5S 6H 7C 8D 9S TH JC QD KS",
                                  "AS 2H 3C 4D 5S 6H 7C 8D 9S TH JC QD KS AH 2C"])
@pytest.mark.parametrize("rule", [SUITLESS, WRAPPING, FoundationRule(base=7, same_suit=False)])
def test_suitless_valid_is_pile_is_valid(text: str, rule: FoundationRule) -> None:
    cards = parse_cards(text)
    assert c.suitless_valid(rule, cards) == pile_is_valid(rule, cards)


def test_to_foundation_takes_the_lowest_numbered_foundation_and_logs() -> None:
    table = Layout(columns=(), foundations=(Pile(parse_cards("AS")), Pile(), Pile(parse_cards("AD"))))
    log: list[Event] = []
    after = c.to_foundation(table, RULES, parse_cards("2C")[0], c.cell_place(3), log)
    assert after.foundations[0].cards == parse_cards("AS 2C")
    after = c.to_foundation(after, RULES, parse_cards("AH")[0], c.stack_place(1), log)
    assert after.foundations[1].cards == parse_cards("AH")  # an ace starts the first empty foundation
    assert log == [CardsMoved(c.cell_place(3), Place(Zone.FOUNDATION, None, 0), 1, parse_cards("2C")),
                   CardsMoved(c.stack_place(1), Place(Zone.FOUNDATION, None, 1), 1, parse_cards("AH"))]


def test_lift_shows_what_a_squared_stack_uncovers() -> None:
    stacks = c.stacks_of(parse_cards("2C 3C 4C 5D 6D 7D"), 3)
    log: list[Event] = []
    after = c.lift(stacks, 1, spread=False, log=log)
    assert after[1].cards == parse_cards("5D 6D") and log == [CardTurned(c.stack_place(1), parse_cards("6D")[0])]
    log.clear()
    assert c.lift(stacks, 0, spread=True, log=log)[0].cards == parse_cards("2C 3C") and log == []
    assert c.lift(c.stacks_of(parse_cards("2C"), 1), 0, spread=False, log=log) == (Pile(),) and log == []


def test_stock_and_waste_into_cells() -> None:
    table = Layout(columns=(), foundations=(), stock=parse_cards("KS QS"), waste=parse_cards("2D 3D"))
    cells = (Pile(), Pile(parse_cards("AS")))
    log: list[Event] = []
    table2, cells2 = c.stock_to_cell(table, cells, 0, log)
    assert table2.stock == parse_cards("QS") and cells2[0].cards == parse_cards("KS")
    table3, cells3 = c.waste_to_cell(table, cells, 0, log)
    assert table3.waste == parse_cards("2D") and cells3[0].cards == parse_cards("3D")
    assert [event.source.zone for event in log if isinstance(event, CardsMoved)] == [Zone.STOCK, Zone.WASTE]


def test_stack_views_and_hidden_cards() -> None:
    stack = Pile(parse_cards("2C 3C 4C"))
    assert c.stack_view(stack, spread=False, reveal=False) == ColumnView(2, parse_cards("4C"))
    assert c.stack_view(stack, spread=False, reveal=True) == ColumnView(2, parse_cards("4C"), parse_cards("2C 3C"))
    assert c.stack_view(stack, spread=True, reveal=False) == ColumnView(0, stack.cards)
    assert c.stack_view(Pile(), spread=False, reveal=False) == ColumnView(0)
    assert c.hidden(stack, spread=False) == parse_cards("2C 3C") and c.hidden(stack, spread=True) == ()
    stacks = (stack, Pile(), Pile(parse_cards("5H")), Pile(parse_cards("6H 7H")))
    swapped = c.with_hidden(stacks, False, parse_cards("6H 3C 2C"))
    assert swapped == (Pile(parse_cards("6H 3C 4C")), Pile(), Pile(parse_cards("5H")), Pile(parse_cards("2C 7H")))
    assert c.with_hidden(stacks, True, ()) == stacks


def test_check_piles_names_the_field() -> None:
    c.check_piles(c.cells_of(parse_cards("AS 2S")), 2, 1, "wings", "wing")
    with pytest.raises(InvalidState) as error:
        c.check_piles(c.cells_of(parse_cards("AS")), 2, 1, "wings", "wing")
    assert error.value.field == "wings"
    with pytest.raises(InvalidState, match="wing 0 holds 2 cards") as error:
        c.check_piles((Pile(parse_cards("AS 2S")), Pile()), 2, 1, "wings", "wing")
    assert error.value.field == "wings"
