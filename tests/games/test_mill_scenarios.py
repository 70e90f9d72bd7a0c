"""mill: the spec's layout (§11.1) and worked scenarios ML-T1..ML-T4 (rules/mill.md §11.7), by id.

The spec numbers wings and king piles from 1 (W4, K-pile #2); move ids and fields count from 0.
"""

from __future__ import annotations

import pytest
from positions import explicit

from cardgames.games import mill as ml
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.values import replace
from cardgames.games.mechanics.piles import Pile

C = Card.parse
KINGS = "KC KD KH KS"


def mill_order(deck: dict[int, str], centre: str = "AS") -> tuple[Card, ...]:
    """A 104-card order: ``centre`` first (the centre ace), then ``deck[0..102]`` with the given cards at the
    given indices and the rest, kings last, in the unshuffled order."""
    rest = list(ml.DECK)
    for text in (centre, *deck.values()):
        rest.remove(C(text))
    rest.sort(key=lambda card: card.rank.letter == "K")  # no stray king near the wings
    others = iter(rest)
    return (C(centre), *(C(deck[index]) if index in deck else next(others) for index in range(103)))


def start(deck: dict[int, str], **options: object) -> tuple[ml.State, tuple[Card, ...]]:
    order = mill_order(deck)
    return ml.new_game(ml.Options(**options), 1, deals=explicit(order)), order[1:]  # type: ignore[arg-type]


def position(state: ml.State, ace: str, kings: list[str], wings: list[str], talon: str = "") -> ml.State:
    """``state`` with the ace pile, king piles (one text each, bottom first), wings and talon given; every other
    card in the stock (so cards are conserved)."""
    placed = [parse_cards(ace), *(parse_cards(k) for k in kings), *(parse_cards(w) for w in wings),
              parse_cards(talon)]
    rest = list(ml.DECK)
    for cards in placed:
        for card in cards:
            rest.remove(card)
    table = replace(state.layout, foundations=(Pile(parse_cards(ace)),), stock=tuple(rest), waste=parse_cards(talon))
    return replace(state, layout=table, kings=tuple(Pile(parse_cards(k)) for k in kings),
                   wings=tuple(Pile(parse_cards(w)) for w in wings), last_transfer=-1)


RUN_DOWN = "KS QS JS TS 9S 8S 7S"


def test_11_1_layout_maps_the_deck() -> None:
    state, deck = start({})
    assert state.layout.foundations[0].cards == parse_cards("AS")
    assert [wing.cards for wing in state.wings] == [(card,) for card in deck[:8]]
    assert state.kings == (Pile(),) * 4 and state.layout.stock == deck[8:] and state.layout.waste == ()
    assert len(list(ml.cards_of(state))) == 104
    ml.check_state(state)


def test_ml_7_the_first_ace_is_the_centre() -> None:
    order = mill_order({})
    moved = (*order[1:5], order[0], *order[5:])  # the first ace now comes fifth
    first_ace = next(card for card in moved if card.rank.letter == "A")
    state = ml.new_game(ml.Options(), 1, deals=explicit(moved))
    assert state.layout.foundations[0].cards == (first_ace,)
    assert [wing.cards[0] for wing in state.wings] == [card for card in moved if card is not first_ace][:8]


def test_ml_t1_kings_go_to_the_corners() -> None:
    state, deck = start({3: "KS", 6: "KH"})
    assert [kings.cards for kings in state.kings] == [parse_cards("KS"), parse_cards("KH"), (), ()]
    assert state.wings[3].cards == (deck[8],) and state.wings[6].cards == (deck[9],)
    assert state.layout.stock[0] == deck[10]


def test_ml_t1_a_refill_that_is_a_king_repeats() -> None:
    state, deck = start({3: "KS", 6: "KH", 8: "KC"})  # W4's refill deck[8] is a king
    assert [kings.cards for kings in state.kings] == [parse_cards("KS"), parse_cards("KH"), parse_cards("KC"), ()]
    assert state.wings[3].cards == (deck[10],) and state.wings[6].cards == (deck[9],)
    assert state.layout.stock[0] == deck[11]


def test_ml_t1_five_kings_fill_four_corners() -> None:
    state, _ = start({0: "KS", 1: "KH", 2: "KC", 3: "KD", 4: "KS"})
    assert all(len(kings.cards) == 1 for kings in state.kings)
    assert state.wings[4].cards == parse_cards("KS")  # the fifth king stays in its wing
    assert not any(wing.cards[0].rank.letter == "K" for wing in state.wings[:4])


def test_ml_t2_the_ace_pile_wraps_and_completes_at_52() -> None:
    state, _ = start({})
    run = "AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS"
    wrapped = position(state, run, ["KC", "KD", "KH", "KC"], ["AH", "2C", "3C", "4C", "5C", "6C", "7C", "8C"])
    assert ml.ace_wants(wrapped) == 1 and ml.WingToAce(0) in ml.legal_moves(wrapped)
    after = ml.apply(wrapped, ml.WingToAce(0))
    assert after.layout.foundations[0].cards[-2:] == parse_cards("KS AH") and ml.ace_wants(after) == 2
    four = " ".join(f"A{s} 2{s} 3{s} 4{s} 5{s} 6{s} 7{s} 8{s} 9{s} T{s} J{s} Q{s} K{s}" for s in "SHDC")
    full = position(state, four, ["KC", "KD", "KH", "KS"], ["AH", "2C", "3C", "4C", "5C", "6C", "7C", "8C"])
    assert ml.ace_wants(full) is None and not any(isinstance(m, ml.WingToAce) for m in ml.legal_moves(full))
    with pytest.raises(IllegalMove, match="complete"):
        ml.apply(full, ml.WingToAce(0))


def test_ml_t3_a_card_that_fits_both() -> None:
    state, _ = start({})
    both = position(state, "AS 2S 3S 4S 5S 6S", ["KC QC JC TC 9C 8C", "KD", "KH", "KS"],
                    ["7H", "2C", "3C", "4C", "5C", "9H", "9D", "TH"])
    legal = ml.legal_moves(both)
    assert ml.WingToAce(0) in legal and ml.WingToKing(0, 0) in legal
    assert ml.apply(both, ml.WingToKing(0, 0)).kings[0].cards[-1] == C("7H")
    assert ml.apply(both, ml.WingToAce(0)).layout.foundations[0].cards[-1] == C("7H")


def _ml_t4(wings: list[str], talon: str = "") -> ml.State:
    state, _ = start({})
    return position(state, "AH 2H 3H 4H 5H 6H", ["KC", RUN_DOWN, "KD", "KH"], wings, talon)


def test_ml_t4_a_transfer_that_opens_a_play() -> None:
    with_8 = _ml_t4(["8D", "2C", "3C", "4C", "5C", "9H", "9D", "TH"])
    assert ml.Transfer(1) in ml.legal_moves(with_8)  # the spec's transfer(2)
    after = ml.apply(with_8, ml.Transfer(1))
    assert after.layout.foundations[0].cards[-1] == C("7S") and after.kings[1].cards[-1] == C("8S")
    assert after.last_transfer == 1
    # a second transfer(2) fits (the 8S onto the 7S) but breaks rule (b)
    assert ml.ace_wants(after) == 8 and ml.Transfer(1) not in ml.legal_moves(after)
    with pytest.raises(IllegalMove) as error:
        ml.apply(after, ml.Transfer(1))
    assert error.value.rule == "§11.4 ML-6 (b)"
    # the wing 8 onto the ace pile is legal, and clears the marker
    assert ml.WingToAce(0) in ml.legal_moves(after)
    assert ml.apply(after, ml.WingToAce(0)).last_transfer == -1


def test_ml_t4_a_seven_also_opens_a_play() -> None:
    with_7 = _ml_t4(["7D", "2C", "3C", "4C", "5C", "9H", "9D", "TH"])
    assert ml.Transfer(1) in ml.legal_moves(with_7)  # the 7D would fit king pile 2, whose top would be 8S
    from_talon = _ml_t4(["2D", "2C", "3C", "4C", "5C", "9H", "9D", "TH"], talon="8C")
    assert ml.Transfer(1) in ml.legal_moves(from_talon)


def test_ml_t4_a_transfer_that_opens_nothing_is_illegal() -> None:
    none = _ml_t4(["2D", "2C", "3C", "4C", "5C", "9H", "9D", "TH"], talon="8C 3D")
    assert ml.Transfer(1) not in ml.legal_moves(none)
    with pytest.raises(IllegalMove) as error:
        ml.apply(none, ml.Transfer(1))
    assert error.value.rule == "§11.4 ML-6 (a)"


def test_ml_6_c_the_base_king_never_moves() -> None:
    state, _ = start({})
    queen = position(state, "AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH", ["KC", "KD", "KH", "KS"],
                     ["KC", "2C", "3C", "4C", "5C", "9H", "9D", "TH"])
    with pytest.raises(IllegalMove) as error:
        ml.apply(queen, ml.Transfer(0))
    assert error.value.rule == "§11.4 ML-6 (c)"
