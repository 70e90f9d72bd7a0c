"""Samba's own rules beyond the scenarios: the match target, and the standard_samba option (2.2)."""

from __future__ import annotations

import pytest
from canasta_positions import hand, ids, play, position

from cardgames.games import samba as sa
from cardgames.games.canasta.hand_end import hand_rows
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.values import replace
from cardgames.games.mechanics.discard_pile import RummyPhase as Phase

G = sa.GAME
FILLER = "5H 9C TD JH KS"
STANDARD = {"standard_samba": True}


def test_the_defaults_are_the_books() -> None:
    state = G.new_game(G.spec.default_options(), 6, seed=1)
    assert state.options.target == 10_000 and "run:hearts:five:3" not in ids(G, state)
    assert sa.variant(state.options).canastas_to_go_out == 2


def test_standard_samba_deals_15_in_two_teams_of_three() -> None:
    state = G.new_game(G.spec.build_options(STANDARD), 6, seed=1)
    assert {len(h.cards) for h in state.hands} == {15} and state.sides == (0, 1, 0, 1, 0, 1)


def test_standard_samba_draws_two() -> None:
    state = position(G, players=6, hands=[FILLER], stock="8C 9D", options=STANDARD)
    state = play(G, state, "draw")
    assert state.hands[0] == hand(FILLER + " 8C 9D")


def test_standard_samba_runs_and_a_samba_of_seven() -> None:
    state = position(G, players=6, hands=["5H 6H 7H 8H 9H TH JH QC QD"], phase=Phase.MELD,
                     options=STANDARD, scores=(-10, 0))
    assert "run:hearts:five:3" in ids(G, state) and "run:hearts:five:7" in ids(G, state)
    state = play(G, state, "run:hearts:five:3", "extend:hearts:eight:2", "extend:hearts:ten:2")
    run = state.melds[0]
    assert len(run.cards) == 7 and run.kind == "samba"
    assert "extend:hearts:queen:1" not in ids(G, state)
    rows = {row.label: row.points for row in hand_rows(state, None)}
    assert rows["canastas"][0] == 1500


def test_standard_samba_runs_are_natural_only() -> None:
    state = position(G, players=6, hands=["5H 6H 2H " + FILLER], phase=Phase.MELD, options=STANDARD)
    with pytest.raises(IllegalMove, match="run"):
        sa.apply(state, sa.parse_move("run:hearts:five:3"))


def test_standard_samba_two_wild_cards_at_most_and_no_wild_takes() -> None:
    state = position(G, players=6, hands=["7C 7D 2H 2S JK1 " + FILLER], phase=Phase.MELD, options=STANDARD,
                     scores=(-10, 0))
    assert "meld:seven:2:2:0" in ids(G, state) and "meld:seven:2:2:1" not in ids(G, state)
    state = position(G, players=6, hands=["8C 2D " + FILLER], pile="4C 8H", melds=[(0, "KC KD KH")],
                     options=STANDARD)
    assert "take:1:1:0" not in ids(G, state)
    book = position(G, players=6, hands=["8C 2D " + FILLER], pile="4C 8H", melds=[(0, "KC KD KH")])
    assert "take:1:1:0" in ids(G, book)


def test_a_match_ends_at_the_target() -> None:
    state = position(G, players=6, scores=(9900, 10_100, 200), pile="4C 2C", hands=[""] * 6)
    from cardgames.games.mechanics.discard_pile import DiscardPile

    state = replace(state, stock=(), pile=DiscardPile(state.stock + state.pile.cards, True))
    over = G.apply(state, sa.parse_move("end"))
    assert G.is_terminal(over) and G.score(over).places == (2, 1, 3, 2, 1, 3)
