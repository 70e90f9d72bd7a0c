"""Canasta's rules beyond the spec's scenarios: the deal, seating, the pile, going out, the stock out,
explicit deals, views and impossible states."""

from __future__ import annotations

from collections import Counter

import pytest
from canasta_positions import hand, ids, play, position

from cardgames.games import canasta as ca
from cardgames.games.core.cards import parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.errors import IllegalMove, InvalidState
from cardgames.games.core.events import DealScored, TurnPassed
from cardgames.games.core.values import replace
from cardgames.games.mechanics.discard_pile import DiscardPile
from cardgames.games.mechanics.discard_pile import RummyPhase as Phase
from cardgames.games.mechanics.match import ScoreSheet, SheetRow
from cardgames.games.mechanics.melds import Meld
from cardgames.games.mechanics.partners import Permission

G = ca.GAME
FILLER = "5H 9C TD JH KS"
CANASTA_KS = (0, "KC KD KH KS KC KD KH")


# ---------------------------------------------------------------- deck, deal, seating


def test_the_deck_is_two_packs_and_four_jokers() -> None:
    counts = Counter(ca.DECK)
    assert len(ca.DECK) == 108 and counts[parse_cards("JK1")[0]] == 2 and counts[parse_cards("7H")[0]] == 2
    assert sum(1 for card in ca.DECK if card.is_joker or card.rank.value == 2) == 12


@pytest.mark.parametrize(("players", "size", "sides"), [
    (2, 15, (0, 1)), (3, 13, (0, 1, 2)), (4, 11, (0, 1, 0, 1)), (5, 11, (0, 1, 0, 1, 1)), (6, 11, (0, 1) * 3),
])
def test_deal_sizes_and_sides(players: int, size: int, sides: tuple[int, ...]) -> None:
    state = G.new_game(G.spec.default_options(), players, seed=3)
    assert state.sides == sides
    assert sorted({len(state.hands[seat].cards) for seat in state.order}) == [size]
    assert state.turn == state.order[(state.order.index(state.dealer) + 1) % len(state.order)]
    top = state.pile.top
    assert top is not None and not (top.is_joker or top.rank.value == 2)


def test_five_players_one_of_the_three_sits_out_each_hand_in_turn() -> None:
    from cardgames.games.canasta.table import hand_order

    assert [hand_order(5, deal) for deal in (1, 2, 3, 4)] == [(0, 3, 2, 4), (0, 1, 2, 4), (0, 1, 2, 3),
                                                              (0, 3, 2, 4)]
    state = G.new_game(G.spec.default_options(), 5, seed=1)
    assert state.hands[1].cards == () and len(state.order) == 4


def test_an_explicit_deal_gives_order_0_to_seat_0_and_covers_a_wild_upcard() -> None:
    top = parse_cards("2C JK1 3H 9S")
    rest = list(ca.DECK)
    for card in top:
        rest.remove(card)
    order = tuple(rest[:44]) + top + tuple(rest[44:])
    state = G.new_game(G.spec.default_options(), 4, seed=1, deals=[ExplicitDeal(order=order)])
    assert state.dealer == 3 and state.turn == 0 and state.hands[0].cards[0] in rest[:44:4]
    assert state.pile.cards == top and state.pile.frozen and len(state.stock) == 108 - 44 - 4


def test_the_deal_passes_to_the_left_and_the_sheet_grows() -> None:
    state = position(G, pile="4C 2C", hands=["", "", "", ""])
    state = replace(state, stock=(), pile=DiscardPile(state.stock + state.pile.cards, True))
    dealer = state.dealer
    after = G.apply(state, ca.parse_move("end"))
    assert after.deal == 2 and after.dealer == (dealer + 1) % 4 and len(after.sheet.rows) == 6
    assert after.last_hands == state.hands


# ---------------------------------------------------------------- the pile


def test_a_black_three_on_top_stops_the_next_player() -> None:
    state = position(G, hands=["3C 3S " + FILLER], pile="8H 3C", melds=[(0, "KC KD KH")])
    assert ids(G, state) == ["draw"]


def test_a_wild_top_card_cannot_be_taken() -> None:
    state = position(G, hands=["2C 2S JK1 " + FILLER], pile="8H 2D", melds=[(0, "KC KD KH")])
    with pytest.raises(IllegalMove, match="wild"):
        ca.apply(state, ca.parse_move("take:0:0:0"))


def test_the_top_card_goes_on_the_sides_meld_and_the_pile_is_taken_whole() -> None:
    state = position(G, hands=[FILLER], pile="2C 7D 3H KS", melds=[(0, "KC KD KH")])
    state = replace(state, pile=DiscardPile(state.pile.cards[1:], False))  # no wild left in it
    state = play(G, state, "take:0:0:0")
    assert len(state.melds[0].cards) == 4 and state.red_threes[0] == hand("3H")  # CAN-4: no replacement
    assert state.hands[0] == hand(FILLER + " 7D") and state.pile.cards == ()


def test_the_fewest_cards_take_the_pile() -> None:
    state = position(G, hands=["8C 8D 8S " + FILLER], pile="8H", melds=[(0, "KC KD KH")])
    with pytest.raises(IllegalMove, match=r"fewest|natural pair"):
        ca.apply(state, ca.parse_move("take:3:0:0"))


def test_retract_after_a_take_restores_the_pile() -> None:
    state = position(G, hands=["8C 8S AC AD AH " + FILLER], pile="4C 8H")
    before = state
    state = play(G, state, "take:2:0:0")
    assert state.phase is Phase.OPENING and state.pile.cards == parse_cards("4C") and state.taken is not None
    state = play(G, state, "retract")
    assert state.phase is Phase.DRAW and state.pile == before.pile and state.hands == before.hands
    assert state.melds == ()


# ---------------------------------------------------------------- going out


def test_going_out_needs_a_canasta() -> None:
    state = position(G, hands=["QC QD QH 9H"], phase=Phase.MELD, melds=[(0, "KC KD KH")])
    assert "meld:queen:3:0:0" not in ids(G, state)  # one card would be left and there is no canasta
    with pytest.raises(IllegalMove, match="canasta"):
        ca.apply(state, ca.parse_move("meld:queen:3:0:0"))
    state = position(G, hands=["QC QD QH 9H"], phase=Phase.MELD, melds=[CANASTA_KS])
    state = play(G, state, "meld:queen:3:0:0", "discard:9H")
    assert state.deal == 2


def test_the_partner_answers_no_and_going_out_is_forbidden() -> None:
    state = position(G, hands=["QC QD QH 9H"], phase=Phase.MELD, melds=[CANASTA_KS])
    state = play(G, state, "ask", "answer:no")
    assert state.permission is Permission.NO and "meld:queen:3:0:0" not in ids(G, state)


def test_must_ask_requires_a_yes() -> None:
    state = position(G, hands=["QC QD QH 9H"], phase=Phase.MELD, melds=[CANASTA_KS], options={"must_ask": True})
    assert "meld:queen:3:0:0" not in ids(G, state)
    state = play(G, state, "ask", "answer:yes", "meld:queen:3:0:0", "discard:9H")
    assert state.deal == 2


def test_two_players_have_nobody_to_ask() -> None:
    state = position(G, players=2, hands=["QC QD QH 9H " + FILLER], phase=Phase.MELD)
    assert "ask" not in ids(G, state)


def test_a_concealed_going_out_is_exempt_from_the_minimum_and_doubles_the_bonus() -> None:
    state = position(G, hands=["5C 5D 5H 5S 5C 5D 5H 9H"], phase=Phase.MELD)
    state = play(G, state, "meld:five:7:0:0")  # 35 < 50, but the whole hand goes down this turn
    step = G.play(state, ca.parse_move("discard:9H"))
    scored = next(event for event in step.events if isinstance(event, DealScored))
    assert any(isinstance(event, TurnPassed) and "concealed" in event.what for event in step.events)
    assert scored.points[0] == 35 + 500 + 200


# ---------------------------------------------------------------- the stock


def test_a_red_three_as_the_last_stock_card_ends_the_hand() -> None:
    state = position(G, hands=[FILLER], pile="4C")
    rest = list(state.stock)
    rest.remove(parse_cards("3D")[0])
    state = replace(state, stock=parse_cards("3D"), pile=DiscardPile((*rest, *parse_cards("4C")), True))
    step = G.play(state, ca.parse_move("draw"))
    assert step.state.deal == 2 and any(isinstance(event, DealScored) for event in step.events)


def _stock_out(hands: list[str], pile: str, melds: list[tuple[int, str]]) -> ca.State:
    """The stock is out: its cards wait in the hands of seats 1 and 3, who do not play here."""
    state = position(G, hands=hands, pile=pile, melds=melds)
    half = len(state.stock) // 2
    others = (state.hands[0], hand(""), state.hands[2], hand(""))
    others = (others[0], others[1].adding(state.stock[:half]), others[2], others[3].adding(state.stock[half:]))
    return replace(state, stock=(), hands=others)


def test_with_the_stock_out_a_fitting_top_card_must_be_taken() -> None:
    state = _stock_out([FILLER], "8H", [(0, "8C 8D 8S")])
    legal = ids(G, state)
    assert "take:0:0:0" in legal and "end" not in legal and "draw" not in legal


def test_with_the_stock_out_a_player_may_decline_and_end_the_hand() -> None:
    state = _stock_out(["8C 8D " + FILLER], "8H", [(0, "KC KD KH")])
    legal = ids(G, state)
    assert "take:2:0:0" in legal and "end" in legal


# ---------------------------------------------------------------- views and states


def test_views_hide_hands_and_show_the_pile_and_melds() -> None:
    state = position(G, hands=["8C 8D " + FILLER, "QC QD", "AC", "KC"], pile="4C 8H", melds=[(1, "7C 7D 7H")])
    view = G.view(state, 1)
    assert view.hand == hand("QC QD").cards and view.hand_sizes == (7, 2, 1, 1) and view.hands == ()
    assert view.pile == state.pile and view.melds == state.melds and view.minimums == (50, 50)


@pytest.mark.parametrize(("change", "message"), [
    (lambda s: replace(s, stock=s.stock[1:]), "lost card"),
    (lambda s: replace(s, melds=(Meld(parse_cards("7C 7D 8H"), "meld", 0, 20),)), r"one rank|more often"),
    (lambda s: replace(s, sides=(0, 0, 1, 1)), "sides"),
    (lambda s: replace(s, sheet=ScoreSheet(("side 0", "side 1"), rows=(SheetRow(1, "x", (0, 0)),))), "sheet"),
    (lambda s: replace(s, phase=Phase.OPENING), "OPENING"),
    (lambda s: replace(s, pile=DiscardPile(s.pile.cards, True)), "frozen"),
    (lambda s: replace(s, turn=7), r"seat 7|turn"),
])
def test_impossible_states_are_named(change: object, message: str) -> None:
    state = position(G, hands=[FILLER], pile="4C 8H")
    with pytest.raises(InvalidState, match=message):
        G.check_state(change(state))  # type: ignore[operator]


def test_six_players_the_next_partner_to_play_answers() -> None:
    state = position(G, players=6, hands=["9H 9D " + FILLER], phase=Phase.MELD, turn=2, melds=[(0, "KC KD KH")])
    state = play(G, state, "ask")
    assert G.to_act(state) == 4  # CAN-19: seats 0, 2 and 4 are partners; 4 plays next after 2


def test_a_drawn_card_is_seen_by_the_drawer_only() -> None:
    state = position(G, hands=[FILLER], stock="8C")
    step = G.play(state, ca.parse_move("draw"))
    drawn = [event for event in step.events if getattr(event, "cards", None) == parse_cards("8C")]
    assert drawn and drawn[0].visible_to == (0,) and not drawn[0].face_up
