"""kosynka: the spec's layout table and worked scenarios KO-T1..KO-T3 (rules/kosynka.md §8), with the
book's example position (source lines 934-942) rebuilt and its moves played."""

from __future__ import annotations

import pytest
from positions import explicit, kosynka_state, run_moves

from cardgames.games import kosynka as k
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.decks import deck52, packs
from cardgames.games.core.errors import IllegalMove, InvalidMove
from cardgames.games.mechanics.piles import Column

C = Card.parse
DECK = packs(deck52(), 2)

# --------------------------------------------------------------------------- 8.1 layout


def test_ko_t1_layout() -> None:
    """Column sizes 1..10, one face-up card each, 49 in the stock; column 10's face-up card is deck[54]
    and deck[1] is the bottom card of column 2."""
    state = k.new_game(k.Options(), 1, deals=explicit(DECK))
    layout = state.layout
    assert [column.size for column in layout.columns] == list(range(1, 11))
    assert all(len(column.up) == 1 for column in layout.columns)
    assert len(layout.stock) == 49 and layout.stock == DECK[55:] and layout.stock[0] == DECK[55]
    assert layout.columns[9].up == (DECK[54],)
    assert layout.columns[1].down[0] == DECK[1]
    assert layout.columns[0] == Column((), (DECK[0],))


ROWS = [  # §8.1's table: row, deck indices, the face-up card's index (its column is the row's number)
    (1, range(0, 10), 0), (2, range(10, 19), 10), (3, range(19, 27), 19), (4, range(27, 34), 27),
    (5, range(34, 40), 34), (6, range(40, 45), 40), (7, range(45, 49), 45), (8, range(49, 52), 49),
    (9, range(52, 54), 52), (10, range(54, 55), 54),
]


@pytest.mark.parametrize(("row", "indices", "face_up"), ROWS)
def test_layout_rows_table(row: int, indices: range, face_up: int) -> None:
    """Row r lays deck[indices] in columns r..10 (card j in column r + j); its first card lies face up on
    column r."""
    state = k.new_game(k.Options(), 1, deals=explicit(DECK))
    for j, deck_index in enumerate(indices):
        column = state.layout.columns[row - 1 + j]
        cards = column.down + column.up
        assert cards[row - 1] == DECK[deck_index]
    assert state.layout.columns[row - 1].up == (DECK[face_up],)


# --------------------------------------------------------------------------- KO-T2: the book's example


def book_position(options: k.Options | None = None) -> k.State:
    """KO-T2 (source lines 934-942) as a whole, checked state; columns numbered from 0 here (book's 1-10).

    Column 3 ends in 8H, column 4 in 8D 7S 6D 5C, column 5 in 4H, column 8 is 7C alone, column 9 ends in
    KH QC JD TC 9H 8C over a face-down card, a foundation holds AD..7D; an 8S lies on column 6 (for the
    colour test).  Every other card lies face down or in the stock.
    """
    return kosynka_state(
        ["3S", "5S", "8H", "8D 7S 6D 5C", "4H", "8S", "TD", "7C", "KH QC JD TC 9H 8C", "TH"],
        ["AD 2D 3D 4D 5D 6D 7D"], exact=(7,), options=options,
    )


def column_up(state: k.State, column: int) -> tuple[Card, ...]:
    return state.layout.columns[column].up


def move_id(source: int, card_at: int, target: int) -> str:
    return f"tab:{source}:{card_at}>tab:{target}"


def position_of(state: k.State, column: int, card: str) -> int:
    """The position (counted from the bottom of the column, face-down cards included) of ``card``."""
    col = state.layout.columns[column]
    return (col.down + col.up).index(C(card))


def test_ko_t2_the_book_position_is_a_real_state() -> None:
    state = book_position()
    assert column_up(state, 3) == (C("8D"), C("7S"), C("6D"), C("5C"))
    assert state.layout.columns[7] == Column((), (C("7C"),))
    assert len(state.layout.columns[8].down) >= 1
    assert sum(column.size for column in state.layout.columns) + len(state.layout.stock) + 7 == 104


def test_ko_t2_a_seven_to_the_eight_then_the_king_run_to_the_empty_column() -> None:
    """(a) 7C: column 8 -> column 3; column 8 is empty; then KH..8C: column 9 -> column 8, turning the card under KH."""
    state = book_position()
    under_king = state.layout.columns[8].down[-1]
    state = run_moves(k, state, move_id(7, 0, 2))
    assert column_up(state, 2) == (C("8H"), C("7C")) and state.layout.columns[7] == Column()
    state = run_moves(k, state, move_id(8, position_of(state, 8, "KH"), 7))
    assert column_up(state, 7) == parse_cards("KH QC JD TC 9H 8C")
    assert column_up(state, 8) == (under_king,)


def test_ko_t2_b_the_run_to_the_eight_then_the_eight_of_diamonds_up() -> None:
    """(b) 7S 6D 5C: column 4 -> column 3; then 8D: column 4 -> the diamond foundation."""
    state = book_position()
    state = run_moves(k, state, move_id(3, position_of(state, 3, "7S"), 2))
    assert column_up(state, 2) == (C("8H"), C("7S"), C("6D"), C("5C")) and column_up(state, 3) == (C("8D"),)
    step = k.play(state, k.parse_move("tab:3>found"))
    assert step.state.layout.foundations[0].cards[-1] == C("8D")


def test_ko_t2_c_four_of_hearts_onto_five_of_clubs() -> None:
    """(c) 4H: column 5 -> column 4, onto 5C."""
    state = book_position()
    state = run_moves(k, state, move_id(4, position_of(state, 4, "4H"), 3))
    assert column_up(state, 3)[-2:] == (C("5C"), C("4H"))


def test_ko_t2_d_the_blunder_and_the_recommended_order() -> None:
    """(d) the blunder: 6D 5C onto 7C in column 8 (legal, but column 8 stays occupied); recommended: 7C to
    column 3, then 6D 5C onto it: 7S is free and column 8 empty for the KH run."""
    state = book_position()
    blunder = run_moves(k, state, move_id(3, position_of(state, 3, "6D"), 7))
    assert column_up(blunder, 7) == (C("7C"), C("6D"), C("5C")) and column_up(blunder, 3)[-1] == C("7S")
    better = run_moves(k, state, move_id(7, 0, 2))
    better = run_moves(k, better, move_id(3, position_of(better, 3, "6D"), 2))
    assert column_up(better, 2) == (C("8H"), C("7C"), C("6D"), C("5C"))
    assert column_up(better, 3)[-1] == C("7S") and better.layout.columns[7] == Column()
    legal = {move.id for move in k.legal_moves(better)}
    assert move_id(8, position_of(better, 8, "KH"), 7) in legal


def test_ko_t2_illegal_moves() -> None:
    """8C onto 8H; 7C onto 8S (same colour, KO-1); 9H 8C into an empty column (not king-headed);
    8D to its foundation while 7S covers it."""
    state = book_position()
    with pytest.raises(IllegalMove) as rank:
        k.apply(state, k.parse_move(move_id(8, position_of(state, 8, "8C"), 2)))
    assert "8C does not go on 8H" in rank.value.message and rank.value.rule == "§8.3 KO-1"
    with pytest.raises(IllegalMove) as colour:
        k.apply(state, k.parse_move(move_id(7, 0, 5)))
    assert "7C does not go on 8S" in colour.value.message and "alternating colours" in colour.value.message
    emptied = run_moves(k, state, move_id(7, 0, 2))
    with pytest.raises(IllegalMove) as empty:
        k.apply(emptied, k.parse_move(move_id(8, position_of(emptied, 8, "9H"), 7)))
    assert "king" in empty.value.message and empty.value.rule == "§8.3 KO-9"
    with pytest.raises(IllegalMove) as covered:
        k.apply(state, k.parse_move("tab:3>found"))  # the top card is 5C: 8D is covered
    assert "5C fits no foundation" in covered.value.message
    assert "tab:3>found" not in {move.id for move in k.legal_moves(state)}


def test_ko_t2_a_card_never_comes_back_from_a_foundation() -> None:
    """KO-3: there is no move for it: the id is not a kosynka move at all."""
    with pytest.raises(InvalidMove):
        k.parse_move("found:0>tab:3")


# --------------------------------------------------------------------------- KO-T3: passes


def _through_the_stock(state: k.State) -> k.State:
    while state.layout.stock:
        state = k.apply(state, k.Draw())
    return state


def test_ko_t3_one_pass_then_no_redeal() -> None:
    state = _through_the_stock(book_position())
    assert "redeal" not in {move.id for move in k.legal_moves(state)}
    with pytest.raises(IllegalMove) as error:
        k.apply(state, k.Redeal())
    assert error.value.rule == "§8.4 KO-5 KO-T3"


def test_ko_t3_with_three_passes_the_third_is_the_last() -> None:
    state = book_position(k.Options(passes=3))
    for passes_left in (2, 1):
        state = _through_the_stock(state)
        assert k.passes_left(state) == passes_left and "redeal" in {m.id for m in k.legal_moves(state)}
        state = k.apply(state, k.Redeal())
        assert state.layout.stock and not state.layout.waste
    state = _through_the_stock(state)
    assert state.layout.redeals == 2 and k.passes_left(state) == 0
    with pytest.raises(IllegalMove, match="no redeal left"):
        k.apply(state, k.Redeal())
