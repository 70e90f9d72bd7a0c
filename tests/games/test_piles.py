"""cardgames.games.mechanics.piles: columns, foundations and building checks shared by the patiences."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.decks import deck52
from cardgames.games.mechanics.piles import (
    Column,
    ColumnView,
    FoundationRule,
    Pile,
    accepts_run,
    alternating_descending,
    any_suit_descending,
    deal_triangle,
    foundation_total,
    is_run,
    movable_starts,
    patience_rank,
    place_on_foundation,
    same_suit_descending,
    take_from_foundation,
)

C = Card.parse


def test_patience_rank_is_ace_low() -> None:
    assert [patience_rank(C(t)) for t in ("AS", "2S", "TS", "JS", "QS", "KS")] == [1, 2, 10, 11, 12, 13]
    with pytest.raises(ValueError):
        patience_rank(Card.joker(1))


@pytest.mark.parametrize(
    ("card", "onto", "alternating", "suited", "any_suit"),
    [
        ("QH", "KS", True, False, True),
        ("QS", "KS", False, True, True),
        ("QD", "KH", False, False, True),
        ("JH", "KS", False, False, False),
        ("KH", "AS", False, False, False),
        ("AD", "2C", True, False, True),
    ],
)
def test_building_checks(card: str, onto: str, alternating: bool, suited: bool, any_suit: bool) -> None:
    assert alternating_descending(C(card), C(onto)) is alternating
    assert same_suit_descending(C(card), C(onto)) is suited
    assert any_suit_descending(C(card), C(onto)) is any_suit


def test_is_run() -> None:
    assert is_run(parse_cards("KD QS JH TC"))
    assert not is_run(parse_cards("KD QH"))
    assert is_run(())
    assert is_run(parse_cards("9S 8S"), same_suit_descending)


def test_column_take_flips_the_next_card() -> None:
    column = Column(parse_cards("2C 3C"), parse_cards("9H 8S"))
    assert column.first_up == 2 and column.size == 4 and column.top == C("8S")
    moved, rest = column.take(2)
    assert moved == parse_cards("9H 8S")
    assert rest == Column(parse_cards("2C"), parse_cards("3C"))
    card, rest2 = column.take_top()
    assert card == C("8S") and rest2 == Column(parse_cards("2C 3C"), parse_cards("9H"))
    with pytest.raises(ValueError):
        column.take(1)  # face down
    assert Column(parse_cards("2C"), ()).flipped() == Column((), parse_cards("2C"))
    assert Column().flipped() == Column() and Column().is_empty and Column().top is None


def test_column_view_counts_face_down_cards() -> None:
    column = Column(parse_cards("2C 3C"), parse_cards("9H 8S"))
    assert ColumnView.of(column) == ColumnView(2, parse_cards("9H 8S"))
    assert ColumnView.of(column, reveal=True) == ColumnView(2, parse_cards("9H 8S"), parse_cards("2C 3C"))


def test_column_put() -> None:
    assert Column((), parse_cards("KS")).put(parse_cards("QH JC")).up == parse_cards("KS QH JC")


def test_movable_starts_stop_at_a_break() -> None:
    column = Column(parse_cards("2C"), parse_cards("5D 9S 8H 7C"))
    assert movable_starts(column) == (2, 3, 4)
    assert movable_starts(Column()) == ()


def test_accepts_run() -> None:
    empty = Column()
    assert accepts_run(empty, parse_cards("KD QS JH"))
    assert not accepts_run(empty, parse_cards("QS JH"))
    assert accepts_run(empty, parse_cards("QS JH"), empty_base=None)
    on_king = Column((), parse_cards("KD"))
    assert accepts_run(on_king, parse_cards("QS JH"))
    assert not accepts_run(on_king, parse_cards("QH"))
    assert not accepts_run(on_king, ())


def test_foundation_rule_in_suit_from_the_ace() -> None:
    rule = FoundationRule()
    assert rule.accepts(Pile(), C("AH")) and not rule.accepts(Pile(), C("2H"))
    pile = Pile(parse_cards("AH 2H"))
    assert rule.accepts(pile, C("3H")) and not rule.accepts(pile, C("3D")) and not rule.accepts(pile, C("4H"))
    full = Pile(tuple(Card.parse(r + "H") for r in "A23456789TJQK"))
    assert rule.is_valid(full) and not rule.accepts(full, C("AH"))
    assert not rule.is_valid(Pile(parse_cards("AH 3H")))


def test_foundation_rule_ignoring_suit_and_wrapping() -> None:
    by_rank = FoundationRule(same_suit=False)
    assert by_rank.accepts(Pile(parse_cards("AH")), C("2S"))
    canfield = FoundationRule(base=7, wrap=True)
    pile = Pile(tuple(Card.parse(r + "S") for r in "789TJQK"))
    assert canfield.accepts(Pile(), C("7D")) and canfield.accepts(pile, C("AS"))
    assert not FoundationRule().accepts(Pile(parse_cards("KS")), C("AS"))


def test_foundation_target_and_helpers() -> None:
    rule = FoundationRule()
    piles: tuple[Pile, ...] = (Pile(parse_cards("AH")), Pile(), Pile())
    assert rule.target(piles, C("2H")) == 0
    assert rule.target(piles, C("AS")) == 1
    assert rule.target(piles, C("3H")) is None
    piles = place_on_foundation(piles, 0, C("2H"))
    assert foundation_total(piles) == 2
    card, piles = take_from_foundation(piles, 0)
    assert card == C("2H") and piles[0] == Pile(parse_cards("AH"))
    with pytest.raises(ValueError):
        take_from_foundation(piles, 1)


piles_strategy = st.lists(st.tuples(st.sampled_from(range(4)), st.integers(0, 13)), min_size=1, max_size=8)


@settings(max_examples=150, deadline=None)
@given(piles_strategy, st.booleans())
def test_wanted_agrees_with_target(spec: list[tuple[int, int]], same_suit: bool) -> None:
    rule = FoundationRule(same_suit=same_suit)
    foundations = tuple(
        Pile(tuple(Card.parse(r + "CDHS"[suit]) for r in "A23456789TJQK"[:height])) for suit, height in spec
    )
    wanted = rule.wanted(foundations)
    for card in deck52():
        assert wanted.get(card) == rule.target(foundations, card)


def test_deal_triangle() -> None:
    deck = deck52()
    columns = deal_triangle(deck, (3, 2, 1))
    assert columns[0] == Column((deck[0], deck[3]), (deck[5],))
    assert columns[1] == Column((deck[1],), (deck[4],))
    assert columns[2] == Column((), (deck[2],))
