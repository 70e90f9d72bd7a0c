"""lion_and_sun: the spec's layout (§12.1) and worked scenarios LS-T1..LS-T4 (rules/lion_and_sun.md §12.6), by id."""

from __future__ import annotations

import pytest
from positions import explicit

from cardgames.games import lion_and_sun as ls
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.errors import IllegalMove, InvalidMove
from cardgames.games.core.values import replace
from cardgames.games.mechanics.piles import Pile

C = Card.parse


def order_with(placed: dict[int, str]) -> tuple[Card, ...]:
    """A 104-card deck order with the given cards at the given indices, the rest in the unshuffled order."""
    rest = list(ls.DECK)
    for text in placed.values():
        rest.remove(C(text))
    others = iter(rest)
    return tuple(C(placed[index]) if index in placed else next(others) for index in range(104))


def start(placed: dict[int, str], **options: object) -> tuple[ls.State, tuple[Card, ...]]:
    order = order_with(placed)
    return ls.new_game(ls.Options(**options), 1, deals=explicit(order)), order  # type: ignore[arg-type]


def test_12_1_layout_maps_the_deck() -> None:
    state, order = start({})
    assert [pack.cards for pack in state.packs] == [order[12 * p:12 * p + 12] for p in range(4)]
    assert [pack.cards[-1] for pack in state.packs] == [order[12 * p + 11] for p in range(4)]
    assert [slot.cards for slot in state.slots] == [(order[i],) for i in range(48, 61)]
    assert state.layout.stock == order[61:] and state.layout.stock[0] == order[61]
    assert state.layout.waste == () and state.layout.foundations == (Pile(),) * 8
    assert (len(state.packs), len(state.slots), len(state.layout.stock)) == (4, 13, 43)
    assert len(list(ls.cards_of(state))) == 104


def test_ls_t1_a_pack_top_ace() -> None:
    state, order = start({11: "AH"})
    assert ls.PackToFoundation(0) in ls.legal_moves(state)
    state = ls.apply(state, ls.PackToFoundation(0))
    assert state.layout.foundations[0].cards == parse_cards("AH")
    assert state.packs[0].cards[-1] == order[10] and len(state.packs[0].cards) == 11


def test_ls_t2_suits_are_ignored() -> None:
    state, _ = start({})
    chain = parse_cards("2S 3H 4C 5D 6S 7H 8C 9D TS JH QC KD")
    slots = (*tuple(Pile((card,)) for card in chain), Pile())
    state = replace(state, layout=replace(state.layout, foundations=(Pile(parse_cards("AH")),) + (Pile(),) * 7),
                    slots=slots)
    for index in range(12):
        assert ls.SlotToFoundation(index) in ls.legal_moves(state)
        state = ls.apply(state, ls.SlotToFoundation(index))
    assert state.layout.foundations[0].cards == parse_cards("AH") + chain


def test_ls_t3_fill_from_a_pack_never_from_the_stock() -> None:
    state, order = start({52: "AD"})  # slot H5 (index 4) holds an ace
    state = ls.apply(state, ls.SlotToFoundation(4))
    assert state.slots[4] == Pile()
    assert ls.Fill(4, 2) in ls.legal_moves(state)
    after = ls.apply(state, ls.Fill(4, 2))  # fill(H5, P3)
    assert after.slots[4].cards == (order[35],) and after.packs[2].cards[-1] == order[34]
    for text in ("fill:4:stock", "fill:4:waste"):
        with pytest.raises(InvalidMove):
            ls.GAME.parse_move(text)
    assert not any(isinstance(move, ls.Fill) and move.slot != 4 for move in ls.legal_moves(state))


def _through_the_stock(state: ls.State) -> ls.State:
    while state.layout.stock:
        state = ls.apply(state, ls.Draw())
    return state


@pytest.mark.parametrize(("passes", "options"), [(4, {}), (3, {"total_passes": 3})])
def test_ls_t4_passes(passes: int, options: dict[str, object]) -> None:
    state, _ = start({48: "AH"}, **options)
    state = ls.apply(state, ls.SlotToFoundation(0))  # an empty slot: fills keep the game alive after the passes
    for number in range(1, passes + 1):
        state = _through_the_stock(state)
        assert state.layout.redeals == number - 1
        if number < passes:
            assert ls.Redeal() in ls.legal_moves(state)
            state = ls.apply(state, ls.Redeal())
    assert not ls.is_terminal(state) and ls.Redeal() not in ls.legal_moves(state)
    with pytest.raises(IllegalMove) as error:
        ls.apply(state, ls.Redeal())
    assert "LS-5" in error.value.rule
