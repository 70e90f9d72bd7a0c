"""Bezique: the spec's test scenarios (bezique.md §6.10) by number, and the meld tables as rows."""

from __future__ import annotations

import pytest
from bezique_helpers import play_ids, table

from cardgames.games import bezique
from cardgames.games.bezique.melds import FOUR_OF_A_KIND
from cardgames.games.core.cards import Card, Suit
from cardgames.games.core.errors import IllegalMove

Family, MeldKind = bezique.Family, bezique.MeldKind


@pytest.mark.parametrize(("trump", "jack"), [(Suit.HEARTS, "JD"), (Suit.SPADES, "JC"), (Suit.CLUBS, "JS"),
                                             (Suit.DIAMONDS, "JH")])
def test_bez_1_bezique_jack(trump: Suit, jack: str) -> None:
    assert bezique.bezique_jack(trump) == Card.parse(jack)


def test_bez_1_queen_of_spades_with_the_jack_of_diamonds_is_no_bezique_in_spades() -> None:
    state = play_ids(table(["QS JD AH", "TC"], "KS"), "play:AH", "play:TC")
    assert bezique.Declare(MeldKind.BEZIQUE) not in bezique.legal_moves(state)
    state = play_ids(table(["QS JC AH", "TC"], "KS"), "play:AH", "play:TC")
    assert bezique.Declare(MeldKind.BEZIQUE) in bezique.legal_moves(state)


@pytest.mark.parametrize(("family", "totals"), [
    (Family.TRUMP_QUEENS, (176, 276, 476, 876, 2028)),          # scenario 2
    (Family.TRUMP_KINGS, (88, 138, 238, 438, 1014)),            # scenario 3
    (Family.BEZIQUE_JACKS, (164, 264, 464, 864, 1992)),
    (Family.TRUMP_ACES, (110, 160, 260, 460, 1080)),
    (Family.TRUMP_JACKS, (44, 94, 194, 394, 882)),
    (Family.TRUMP_TENS, (90, 140, 240, 440, 1020)),
])
def test_bez_2_3_count_families_cumulative(family: bezique.Family, totals: tuple[int, ...]) -> None:
    assert tuple(bezique.count_value(family, n) for n in range(4, 9)) == totals


def test_bez_2_ninth_trump_queen_adds_1600() -> None:
    assert bezique.count_value(Family.TRUMP_QUEENS, 9) - bezique.count_value(Family.TRUMP_QUEENS, 8) == 1600


def _won_trick(state: bezique.State, lead: str, follow: str) -> bezique.State:
    return play_ids(state, f"play:{lead}", f"play:{follow}")


def test_bez_2_trump_queens_shown_then_extended_with_a_wild_card() -> None:
    state = _won_trick(table(["QH QH QH QH JK1 AH AH", "TC TC"], "KH", "9C 9C"), "AH", "TC")
    state = play_ids(state, "show:trump_queens:4")
    assert state.melds[0].points == 176 and state.declarations[-1].points == 176
    assert bezique.Show(Family.TRUMP_QUEENS, 5) not in bezique.legal_moves(state)  # one declaration per trick
    state = _won_trick(play_ids(state, "draw"), "AH", "TC")
    state = play_ids(state, "show:trump_queens:5")
    assert state.melds[0].points == 276 and state.declarations[-1].points == 100
    assert Card.joker(1) in state.declarations[-1].cards and state.melds[0].counts[0] == 5


@pytest.mark.parametrize(("kind", "values"), [
    (MeldKind.BEZIQUE, (25, 50, 100, 200)),
    (MeldKind.MARRIAGE, (4, 8, 16, 32)),
    (MeldKind.QUINT, (50, 100, 200, 400)),
])
def test_bez_4_ordinal_melds(kind: bezique.MeldKind, values: tuple[int, ...]) -> None:
    assert tuple(bezique.kind_value(kind, nth) for nth in range(1, 5)) == values


def test_bez_4_successive_beziques_need_fresh_cards() -> None:
    state = _won_trick(table(["QH QH JD JD AH AH AH", "TC TC TC"], "KH"), "AH", "TC")
    state = play_ids(state, "declare:bezique", "draw")
    assert state.melds[0].points == 25 and sorted(map(str, state.exposed[0].cards)) == ["JD", "QH"]
    state = _won_trick(state, "AH", "TC")
    state = play_ids(state, "declare:bezique", "draw")
    assert state.melds[0].points == 75 and state.declarations[-1].points == 50
    state = _won_trick(state, "AH", "TC")
    assert bezique.Declare(MeldKind.BEZIQUE) not in bezique.legal_moves(state)  # every card used once


def test_bez_4_quint_with_the_bezique_jack() -> None:
    state = _won_trick(table(["AH AH KH QH JD TH", "TC"], "KS"), "AH", "TC")
    state = play_ids(state, "draw")  # trump spades: no quint in hearts
    assert bezique.Declare(MeldKind.QUINT) not in bezique.legal_moves(state)
    state = _won_trick(table(["AH AH KH QH JD TH", "TC"], "9H"), "AH", "TC")
    state = play_ids(state, "declare:quint")
    assert state.declarations[-1].points == 50 and Card.parse("JD") in state.declarations[-1].cards


def test_bez_4_a_plain_marriage_cannot_be_declared() -> None:
    state = _won_trick(table(["KS QS AH", "TC"], "KH"), "AH", "TC")
    assert bezique.Declare(MeldKind.MARRIAGE) not in bezique.legal_moves(state)
    state = _won_trick(table(["KH QH AH", "TC"], "KH"), "AH", "TC")
    assert play_ids(state, "declare:marriage").melds[0].points == 4


@pytest.mark.parametrize(("kind", "value"), [(MeldKind.QUEENS, 6), (MeldKind.KINGS, 8), (MeldKind.ACES, 10),
                                             (MeldKind.JACKS, 4)])
def test_bez_5_four_of_a_kind(kind: bezique.MeldKind, value: int) -> None:
    rank = FOUR_OF_A_KIND[kind][0].letter
    hand = " ".join(f"{rank}{suit}" for suit in "CDHS")
    state = _won_trick(table([f"{hand} AH", "TC"], "KH"), "AH", "TC")
    assert play_ids(state, f"declare:{kind.name.lower()}").melds[0].points == value


def test_bez_6_tie_rule() -> None:
    state = _won_trick(table(["AS", "AS"], "KD"), "AS", "AS")
    assert state.last_winner == 0
    state = _won_trick(table(["AS", "9D"], "KD"), "AS", "9D")
    assert state.last_winner == 1


def test_bez_7_declaration_timing() -> None:
    state = table(["KH QH AH", "KH QH TC"], "9H")
    with pytest.raises(IllegalMove):
        bezique.play(state, bezique.Declare(MeldKind.MARRIAGE))
    state = _won_trick(state, "AH", "TC")
    assert bezique.to_act(state) == 0 and len(state.hands[0].cards) == 17
    state = play_ids(state, "declare:marriage")
    with pytest.raises(IllegalMove, match="one declaration per trick"):
        bezique.play(state, bezique.Declare(MeldKind.QUEENS))
    state = play_ids(state, "draw")
    assert [len(hand.cards) for hand in state.hands] == [18, 18] and state.phase is bezique.Phase.TRICKS


@pytest.mark.parametrize(("players", "stock"), [(2, 138), (3, 120), (4, 120)])
def test_bez_8_deck_arithmetic(players: int, stock: int) -> None:
    assert len(bezique.DECK) == 174
    state = bezique.new_game(bezique.Options(), players, seed=5)
    assert len(state.stock) + 1 == stock and state.face_up is state.trump
    assert sum(len(hand.cards) for hand in state.hands) == 18 * min(players, 3)
