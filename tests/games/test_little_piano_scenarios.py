"""little_piano: the spec's layout tables and worked scenarios MP-T1..MP-T4 (rules/little_piano.md §10)."""

from __future__ import annotations

import pytest
from positions import explicit
from positions import piano_position as make

from cardgames.games import little_piano as lp
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.decks import deck52, packs
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.spec import Outcome
from cardgames.games.mechanics.piles import Column, Pile

C = Card.parse


def hearts(upto: str) -> Pile:
    ranks = "A23456789TJQK"
    return Pile(tuple(C(r + "H") for r in ranks[: ranks.index(upto) + 1]))


# --------------------------------------------------------------------------- 10.1 layout


def test_mp_t1_layout() -> None:
    deck = deck52()
    state = lp.new_game(lp.Options(), 1, deals=explicit(deck))
    layout = state.layout
    col1 = layout.columns[0]
    assert col1.down == tuple(deck[i] for i in (0, 7, 13, 18, 22, 25))
    assert col1.up == (deck[27],)
    assert layout.columns[6] == Column((), (deck[6],))
    assert len(layout.stock) == 24 and layout.stock[0] == deck[28] and layout.stock == deck[28:]
    assert state.phase is lp.Phase.STOCK and layout.waste == ()
    assert [len(c.up) for c in layout.columns] == [1] * 7


ROUNDS = [
    (1, range(0, 7)),
    (2, range(7, 13)),
    (3, range(13, 18)),
    (4, range(18, 22)),
    (5, range(22, 25)),
    (6, range(25, 27)),
    (7, range(27, 28)),
]


@pytest.mark.parametrize(("round_", "indices"), ROUNDS)
def test_layout_rounds_table(round_: int, indices: range) -> None:
    deck = deck52()
    state = lp.new_game(lp.Options(), 1, deals=explicit(deck))
    # round r gives deck[indices] to columns 1..(8-r), i.e. the r-th card from the bottom
    assert len(indices) == 8 - round_
    for column, deck_index in enumerate(indices):
        cards = state.layout.columns[column].down + state.layout.columns[column].up
        assert cards[round_ - 1] == deck[deck_index]


@pytest.mark.parametrize(
    ("column", "deck_index"), [(7, 6), (6, 12), (5, 17), (4, 21), (3, 24), (2, 26), (1, 27)]
)
def test_layout_face_up_table(column: int, deck_index: int) -> None:
    deck = deck52()
    state = lp.new_game(lp.Options(), 1, deals=explicit(deck))
    col = state.layout.columns[column - 1]
    assert col.up == (deck[deck_index],)
    assert len(col.down) == 7 - column


def test_big_piano_layout() -> None:
    deck = packs(deck52(), 2)
    state = lp.new_game(lp.Options(decks=2), 1, deals=explicit(deck))
    layout = state.layout
    assert [c.size for c in layout.columns] == list(range(10, 0, -1))
    assert all(len(c.up) == 1 for c in layout.columns)
    assert layout.columns[0].down[:2] == (deck[0], deck[10])
    assert layout.columns[9] == Column((), (deck[9],))
    assert layout.columns[0].up == (deck[54],)
    assert len(layout.stock) == 49 and layout.stock[0] == deck[55]
    assert len(layout.foundations) == 8
    assert sum(c.size for c in layout.columns) == 55


# --------------------------------------------------------------------------- MP-T2


def _before_turn() -> lp.State:
    # x1..x5 = 7C 8H 5C 6C 2H (x5 on top); 8H fits 9S, then 7C fits 8H; the rest never fit.
    return make(
        [Column((), parse_cards("9S")), Column((), parse_cards("9C"))],
        waste=parse_cards("7C 8H 5C 6C 2H"),
    )


def test_mp_t2_phase2_window() -> None:
    state = lp.apply(_before_turn(), lp.TurnTalon())
    assert state.phase is lp.Phase.RESERVE
    assert state.layout.reserve == parse_cards("7C 8H 5C") and state.layout.queue == parse_cards("6C 2H")
    assert state.layout.waste == () and state.ending is None
    # all three reserve cards are available (MP-2): 8H is playable although it is not "on top"
    assert lp.ReserveToTableau(C("8H"), 0) in lp.legal_moves(state)
    state = lp.apply(state, lp.ReserveToTableau(C("8H"), 0))
    assert state.layout.reserve == parse_cards("7C 5C 6C") and state.layout.queue == parse_cards("2H")  # at once
    state = lp.apply(state, lp.ReserveToTableau(C("7C"), 0))
    assert state.layout.reserve == parse_cards("5C 6C 2H") and state.layout.queue == ()
    # none of these can ever be placed; 8H-7C can only shuttle between 9S and 9C: a loss, no third pass
    assert state.ending is lp.Ending.DEAD and lp.is_terminal(state)
    assert lp.score(state).outcomes == (Outcome.LOSS,)


def test_mp_t2_no_further_recycling() -> None:
    state = lp.apply(_before_turn(), lp.TurnTalon())
    kinds = {type(m) for m in lp.legal_moves(state)}
    assert not kinds & {lp.Draw, lp.TurnTalon, lp.Redeal}
    for move in (lp.Draw(), lp.TurnTalon(), lp.Redeal(), lp.WasteToTableau(0)):
        with pytest.raises(IllegalMove):
            lp.apply(state, move)


def test_mp_t2_reserve_order_is_discard_order() -> None:
    """MP-6: the card discarded first comes first (the talon's top, x5, comes last)."""
    state = make([Column((), parse_cards("KS")), Column((), parse_cards("4C"))], stock=parse_cards("2H 3H 4H 5H"))
    for _ in range(4):
        state = lp.apply(state, lp.Draw())
    assert state.layout.waste == parse_cards("2H 3H 4H 5H") and state.layout.waste[-1] == C("5H")
    assert lp.WasteToTableau(0) not in lp.legal_moves(state)  # 5H does not fit KS
    state = lp.apply(state, lp.TurnTalon())
    assert state.layout.reserve == parse_cards("2H 3H 4H") and state.layout.queue == parse_cards("5H")


# --------------------------------------------------------------------------- MP-T3


def test_mp_t3_foundation_to_tableau() -> None:
    state = make([Column((), parse_cards("7D 6S"))], (Pile(), Pile(), hearts("5")), waste=parse_cards("4S"))
    move = lp.FoundationToTableau(2, 0)
    assert move in lp.legal_moves(state)
    assert lp.WasteToTableau(0) not in lp.legal_moves(state)  # 4S does not fit 6S yet
    state = lp.apply(state, move)
    assert state.layout.columns[0].up == parse_cards("7D 6S 5H") and state.layout.foundations[2] == hearts("4")
    assert lp.WasteToTableau(0) in lp.legal_moves(state)
    state = lp.apply(state, lp.WasteToTableau(0))
    assert state.layout.columns[0].up == parse_cards("7D 6S 5H 4S") and state.layout.waste == ()


def test_mp_8_foundation_to_tableau_in_phase_2() -> None:
    state = make(
        [Column((), parse_cards("6S")), Column((), parse_cards("9C"))],
        (hearts("5"),),
        phase=lp.Phase.RESERVE,
        reserve=parse_cards("4S"),
    )
    assert lp.FoundationToTableau(0, 0) in lp.legal_moves(state)
    state = lp.apply(state, lp.FoundationToTableau(0, 0))
    state = lp.apply(state, lp.ReserveToTableau(C("4S"), 0))
    assert state.layout.columns[0].up == parse_cards("6S 5H 4S") and state.layout.reserve == ()


# --------------------------------------------------------------------------- MP-T4


def test_mp_t4_empty_column_takes_king_headed_run() -> None:
    state = make([Column(), Column(parse_cards("2C"), parse_cards("KD QS JH"))])
    assert lp.TableauToTableau(1, 1, 0) in lp.legal_moves(state)
    assert lp.TableauToTableau(1, 2, 0) not in lp.legal_moves(state)
    with pytest.raises(IllegalMove, match="king"):
        lp.apply(state, lp.TableauToTableau(1, 2, 0))
    after = lp.apply(state, lp.TableauToTableau(1, 1, 0))
    assert after.layout.columns[0].up == parse_cards("KD QS JH")
    assert after.layout.columns[1] == Column((), parse_cards("2C"))  # flipped automatically


def test_mp_t4_king_column_without_face_down_cards_does_not_move_to_empty() -> None:
    """LP-E3: it would only renumber the columns."""
    state = make([Column(), Column((), parse_cards("KD QS JH"))])
    assert not any(isinstance(m, lp.TableauToTableau) for m in lp.legal_moves(state))
    with pytest.raises(IllegalMove, match="LP-E3"):
        lp.apply(state, lp.TableauToTableau(1, 0, 0))
