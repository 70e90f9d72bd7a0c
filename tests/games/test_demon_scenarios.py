"""demon: the spec's layout table and worked scenarios DE-T1..DE-T5 (rules/demon.md §9)."""

from __future__ import annotations

import pytest
from positions import demon_state, explicit, run_moves

from cardgames.games import demon as dm
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.decks import deck52
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.events import CardsMoved, CardTurned, Place, Zone
from cardgames.games.mechanics.piles import Column

C = Card.parse
DECK = deck52()
NO_SHUFFLE = dm.Options(stock_rule="canfield_no_shuffle")


def ids(state: dm.State) -> set[str]:
    return {move.id for move in dm.legal_moves(state)}


# --------------------------------------------------------------------------- DE-T1: the layout


def test_de_t1_layout() -> None:
    """The reserve is 13 cards with deck[12] face up; the tableau deck[13..16]; the base card deck[17]; the
    stock 34 cards, deck[18] on top."""
    state = dm.new_game(dm.Options(), 1, deals=explicit(DECK))
    layout = state.layout
    assert layout.reserve == (DECK[12],) and layout.queue == tuple(reversed(DECK[:12]))
    assert [column.up for column in layout.columns] == [(DECK[i],) for i in range(13, 17)]
    assert all(not column.down for column in layout.columns)
    assert layout.foundations[0].cards == (DECK[17],) and dm.base_card(state) == DECK[17]
    assert layout.stock == DECK[18:] and len(layout.stock) == 34 and layout.waste == ()
    view = dm.view(state, 0)
    assert view.layout.queue_count == 12 and view.layout.reserve == (DECK[12],) and view.base == DECK[17]


def test_de_t1_the_first_pass_is_eleven_packets_of_three_and_one_of_one() -> None:
    state = dm.new_game(NO_SHUFFLE, 1, deals=explicit(DECK))
    packets = []
    while state.layout.stock:
        before = len(state.layout.waste)
        state = dm.apply(state, dm.Draw())
        packets.append(len(state.layout.waste) - before)
    assert packets == [3] * 11 + [1]
    assert state.layout.waste[-1] == DECK[51] and state.layout.waste[2] == DECK[20]


# --------------------------------------------------------------------------- DE-T2: base JH


def test_de_t2_the_hearts_foundation_from_the_jack_wraps_round() -> None:
    rule = dm.rules_for(dm.Options(), C("JH")).foundation
    state = demon_state(["5C", "7C", "9D", "5S"], "2D 3D TH", ["JH QH KH AH 2H 3H 4H 5H 6H 7H 8H 9H"])
    assert "res:TH>found" in ids(state)
    done = run_moves(dm, state, "res:TH>found")
    assert len(done.layout.foundations[0].cards) == 13 and not rule.accepts(done.layout.foundations[0], C("JH"))
    assert done.layout.foundations[0].cards == parse_cards("JH QH KH AH 2H 3H 4H 5H 6H 7H 8H 9H TH")


def test_de_t2_only_the_other_jacks_start_foundations() -> None:
    state = demon_state(["JC", "7C", "JD", "QS"], "2D 3D JS", ["JH"], waste="AH")
    assert {"tab:0>found", "tab:2>found", "res:JS>found"} <= ids(state)
    state = run_moves(dm, state, "res:JS>found", "tab:0>found", "tab:2>found")
    assert [pile.cards[0] for pile in state.layout.foundations] == [C("JH"), C("JS"), C("JC"), C("JD")]
    assert state.layout.columns[0].up == (C("3D"),) and state.layout.columns[2].up == (C("2D"),)  # from the reserve
    with pytest.raises(IllegalMove) as error:
        dm.apply(state, dm.TableauToFoundation(1))  # 7C
    assert "7C fits no foundation (up in suit from the jack, the ace following the king)" in error.value.message
    assert error.value.rule == "§9.2 DE-1"
    with pytest.raises(IllegalMove):
        dm.apply(state, dm.WasteToFoundation())  # AH: the hearts foundation wants QH


# --------------------------------------------------------------------------- DE-T3: building


def test_de_t3_building_in_alternating_colours_with_a_king_on_an_ace() -> None:
    state = demon_state(["9H", "8S", "9D", "8H"], "2D 3D KC", ["5S"], stock="AD")
    legal = ids(state)
    assert "tab:1:0>tab:0" in legal  # 8S on 9H
    assert "tab:3:0>tab:2" not in legal  # 8H on 9D: the same colour
    with pytest.raises(IllegalMove) as error:
        dm.apply(state, dm.TableauToTableau(3, 0, 2))
    assert "8H does not go on 9D" in error.value.message and error.value.rule == "§9.3 DE-2"
    wrap = demon_state(["AD", "8S", "9D", "8H"], "2D 3D KC", ["5S"])
    assert "res:KC>tab:0" in ids(wrap)  # KC on AD (DE-2)


def test_de_t3_runs_any_suffix_or_the_whole_pile() -> None:
    """9H 8S 7D from column 1 onto TC: legal; 8S 7D onto 9D: legal unless whole_pile_only."""
    columns = ["9H 8S 7D", "TC", "9D", "KS"]
    state = demon_state(columns, "2D 3D 4C", ["5S"])
    assert {"tab:0:0>tab:1", "tab:0:1>tab:2"} <= ids(state)
    whole = demon_state(columns, "2D 3D 4C", ["5S"], options=dm.Options(whole_pile_only=True))
    assert "tab:0:0>tab:1" in ids(whole) and "tab:0:1>tab:2" not in ids(whole)
    with pytest.raises(IllegalMove) as error:
        dm.apply(whole, dm.TableauToTableau(0, 1, 2))
    assert "whole" in error.value.message and error.value.rule == "§9.3 DE-3"


# --------------------------------------------------------------------------- DE-T4: an emptied column


def test_de_t4_an_emptied_column_takes_the_reserve_card() -> None:
    """Column 2 emptied with the reserve at 5 cards: it holds the old reserve top, the reserve 4 cards with
    its new top face up."""
    state = demon_state(["TC", "9H", "4D", "KS"], "2D 3D 4C 5C 6S", ["5S"])
    step = dm.play(state, dm.TableauToTableau(1, 0, 0))
    after = step.state
    assert after.layout.columns[1] == Column((), (C("6S"),))
    assert after.layout.reserve == (C("5C"),) and len(after.layout.queue) == 3
    assert step.events[1:] == (
        CardsMoved(Place(Zone.TABLEAU, None, 1), Place(Zone.TABLEAU, None, 0), 1, (C("9H"),)),
        CardsMoved(Place(Zone.RESERVE), Place(Zone.TABLEAU, None, 1), 1, (C("6S"),)),
        CardTurned(Place(Zone.RESERVE), C("5C")),
    )
    assert dm.view(after, 0).layout.reserve == (C("5C"),) and dm.view(after, 0).layout.queue_count == 3


# --------------------------------------------------------------------------- DE-T5: packets of three


def test_de_t5_the_card_under_the_packet_top_is_freed() -> None:
    """No shuffle: the first draw lays x1 x2 x3 with x3 on top; when x3 is played, x2 becomes available."""
    state = demon_state(["9H", "5C", "JD", "3S"], "2D 3D 4C", ["6S"], stock="2H 4D 8S", options=NO_SHUFFLE)
    state = run_moves(dm, state, "draw")
    assert state.layout.waste == parse_cards("2H 4D 8S") and "waste>tab:0" in ids(state)
    state = run_moves(dm, state, "waste>tab:0")  # 8S on 9H
    assert state.layout.waste[-1] == C("4D") and "waste>tab:1" in ids(state)  # 4D on 5C, from the same packet
    state = run_moves(dm, state, "waste>tab:1")
    assert state.layout.waste[-1] == C("2H")
