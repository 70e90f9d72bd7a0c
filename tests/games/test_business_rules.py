"""Business: dealing, the talon and discard, what each seat sees, impossible states and illegal moves."""

from __future__ import annotations

import pytest

from cardgames.games import business
from cardgames.games.business.moves import Discard, parse_move
from cardgames.games.business.rules import hand_size, legal_moves, talon_size
from cardgames.games.business.state import DECKS
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.errors import IllegalMove, InvalidOptions, InvalidState
from cardgames.games.core.hands import sorted_cards
from cardgames.games.core.values import replace

GAME = business.GAME


@pytest.mark.parametrize(("deck", "players", "tricks", "talon"), [
    (36, 4, 9, 0), (36, 5, 7, 1), (52, 4, 13, 0), (52, 5, 10, 2), (52, 6, 8, 4), (54, 4, 13, 2), (54, 5, 10, 4),
    (54, 6, 9, 0),
])
def test_hand_and_talon_sizes(deck: int, players: int, tricks: int, talon: int) -> None:
    assert (hand_size(deck, players), talon_size(deck, players)) == (tricks, talon)
    state = GAME.new_game(business.Options(deck=str(deck)), players, 3)
    assert all(len(hand.cards) == tricks for hand in state.hands) and len(state.talon) == talon


def test_a_36_card_deck_is_not_for_six() -> None:
    with pytest.raises(InvalidOptions):
        GAME.new_game(business.Options(deck="36"), 6, 1)


def _five(open_count: int = 0) -> business.State:
    options = business.Options(deck="52", talon_open_count=open_count)
    return GAME.new_game(options, 5, 1, (ExplicitDeal(order=DECKS[52]),))


def test_the_talon_face_up_cards_and_the_discard() -> None:
    state = _five(open_count=1)
    assert GAME.view(state, 2).talon == state.talon[:1]
    talon = state.talon
    for text in ("bid:2:clubs", "pass", "pass", "pass", "pass"):
        state = GAME.play(state, parse_move(text)).state
    assert state.phase is business.Phase.DISCARD and set(talon) <= set(state.hands[1].cards)
    assert GAME.view(state, 3).revealed == talon
    assert len(legal_moves(state)) == 66  # C(12, 2)
    with pytest.raises(IllegalMove, match="BIZ-4"):
        GAME.play(state, Discard(state.hands[1].cards[:3]))
    step = GAME.play(state, Discard(state.hands[1].cards[:2]))
    assert GAME.view(step.state, 1).discard == state.hands[1].cards[:2] and GAME.view(step.state, 2).discard == ()
    assert step.events[0].public_move_id == "discard"


def test_a_hand_of_the_wrong_size_is_an_invalid_state() -> None:
    """A card moved from the discarding Declarer to another hand keeps the deck whole, but the discard's size would
    come out wrong (none at all with one card gone, a traceback in the discard moves before): refused, named."""
    state = _five()
    for text in ("bid:2:clubs", "pass", "pass", "pass", "pass"):
        state = GAME.play(state, parse_move(text)).state
    GAME.check_state(state)
    declarer, other = state.hands[1].cards, state.hands[2].cards
    hands = list(state.hands)
    hands[1] = replace(state.hands[1], cards=declarer[1:])
    hands[2] = replace(state.hands[2], cards=sorted_cards((*other, declarer[0])))
    with pytest.raises(InvalidState, match=r"hand 1 holds 11 cards, 12 expected"):
        GAME.check_state(replace(state, hands=tuple(hands)))
    with pytest.raises(InvalidState, match=r"hand 0 holds 9 cards, 10 expected"):
        GAME.check_state(replace(state, hands=(replace(state.hands[0], cards=state.hands[0].cards[1:]),
                                               *state.hands[1:]), discard=state.hands[0].cards[:1]))


def test_hidden_hands() -> None:
    state = _five()
    view = GAME.view(state, 0)
    assert view.hand == state.hands[0] and all(not hand.cards for hand in view.hands[1:])
    assert view.hand_sizes == (10,) * 5


def test_impossible_states_are_named() -> None:
    state = _five()
    with pytest.raises(InvalidState, match="dealer"):
        GAME.check_state(replace(state, dealer=9))
    hands = list(state.hands)
    hands[0] = hands[1]
    with pytest.raises(InvalidState):
        GAME.check_state(replace(state, hands=tuple(hands)))
    with pytest.raises(InvalidState, match="tricks"):
        GAME.check_state(replace(state, tricks_played=3))
    played = GAME.play(state, parse_move("bid:3:hearts")).state
    bad = replace(played, calls=(*played.calls, business.state.Call(2, 2, business.state.Trump.CLUBS)))
    with pytest.raises(InvalidState, match="BIZ-2"):
        GAME.check_state(bad)


def test_a_sheet_that_does_not_match_the_history_is_refused() -> None:
    state = GAME.new_game(business.Options(num_deals=2), 4, 5)
    while not state.history:
        state = GAME.play(state, legal_moves(state)[-1]).state
    row = state.sheet.rows[0]
    forged = replace(row, points=tuple(points + 2 for points in row.points))
    with pytest.raises(InvalidState, match="sheet"):
        GAME.check_state(replace(state, sheet=replace(state.sheet, rows=(forged,))))


def test_illegal_moves_name_the_rule() -> None:
    state = _five()
    with pytest.raises(IllegalMove, match=r"§1\.5"):
        GAME.play(state, parse_move("alone"))
    with pytest.raises(IllegalMove, match="BIZ-2"):
        GAME.play(state, parse_move("bid:11:clubs"))


def test_a_card_on_the_table_counts_as_itself_a_joker_as_a_standard_card() -> None:
    """trick_named in a plain state: a joker named as a joker, or a real card counting as another, is refused."""
    state = GAME.new_game(business.Options(deck="54"), 4, 3)
    for _ in range(400):  # the last legal move each time reaches the card play within a few dozen moves
        if state.phase is business.Phase.PLAY and state.trick is not None and state.trick.cards:
            break
        state = GAME.play(state, legal_moves(state)[-1]).state
    assert state.trick is not None
    first = state.trick.cards[0]
    joker = next(card for card in DECKS[54] if card.is_joker)
    other = next(card for card in DECKS[54] if not card.is_joker and card != first)
    GAME.check_state(state)
    for played, counted in ((first, other), (first, joker)):
        forged = replace(state, trick=replace(state.trick, cards=(played,)), trick_named=(counted,))
        with pytest.raises(InvalidState, match=r"trick_named\[0\]"):
            GAME.check_state(forged)
