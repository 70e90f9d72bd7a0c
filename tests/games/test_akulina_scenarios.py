"""The test scenarios of rules/akulina.md 3.10, by spec id (A, B, C are seats 0, 1, 2)."""

from __future__ import annotations

import pytest
from shedding_positions import ak_ids, ak_new, ak_play, ak_state, hand

from cardgames.games import akulina as ak
from cardgames.games.core.cards import parse_cards
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.events import DealScored, DealStarted, TurnPassed

# ---------------------------------------------------------------- 3.10 scenario 1: full cover


def test_aku_t1_full_cover_discards_and_the_defender_attacks_next() -> None:
    state = ak_new(["9C KC 7D 8D 9D TD", "AC 6H QS 7S 8S 9S", "6C 7C 8C JD QD KD"], trump="AH",
                   stock_front="6D JC")
    assert state.trump.suit == parse_cards("AH")[0].suit and (state.attacker, state.defender) == (0, 1)
    state = ak_play(state, "attack:9C,KC")
    assert state.hands[0] == hand("7D 8D 9D TD 6D JC")  # A draws back to six at once
    assert "cover:KC:AC" in ak_ids(state) and "cover:9C:6H" in ak_ids(state)
    state = ak_play(state, "cover:KC:AC", "cover:9C:6H")
    assert state.discard == parse_cards("9C 6H KC AC")
    assert state.phase is ak.Phase.ATTACK and (state.attacker, state.defender) == (1, 2)


# ---------------------------------------------------------------- 3.10 scenario 2: akulina

T2 = ["QS 7S 6C 7C 8C 9C", "AS 8S 7H 6D 7D 8D"]


def test_aku_t2_the_queen_alone_is_no_attack() -> None:
    state = ak_new(T2, trump="TH")
    assert "attack:QS" not in ak_ids(state) and "attack:7S,QS" in ak_ids(state)
    with pytest.raises(IllegalMove, match="AKU-4"):
        ak.apply(state, ak.parse_move("attack:QS"))


def test_aku_t2_cover_the_seven_but_the_queen_must_be_taken() -> None:
    state = ak_play(ak_new(T2, trump="TH"), "attack:7S,QS")
    assert ak_ids(state) == ["cover:7S:7H", "cover:7S:8S", "cover:7S:AS", "take"]
    for text in ("cover:QS:AS", "cover:QS:7H"):
        with pytest.raises(IllegalMove, match=r"3\.5"):
            ak.apply(state, ak.parse_move(text))
    state = ak_play(state, "cover:7S:8S")
    assert ak_ids(state) == ["take"]
    state = ak_play(state, "take")
    assert parse_cards("QS")[0] in state.hands[1].cards and state.known[1] == hand("QS")
    assert (state.attacker, state.defender) == (0, 1)  # two players: the same attacker again


# ---------------------------------------------------------------- 3.10 scenario 3: one suit


def test_aku_t3_an_attack_of_two_suits_is_illegal() -> None:
    state = ak_new(["7C 7D 6C 8C 9C TC", "AS 8S 7H 6D 8D 9D"], trump="TH")
    assert not any(move.id == "attack:7C,7D" for move in ak.legal_moves(state))
    with pytest.raises(IllegalMove, match="one suit"):
        ak.apply(state, ak.parse_move("attack:7C,7D"))


# ---------------------------------------------------------------- 3.10 scenario 4: the end


def test_aku_t4_the_last_player_holding_the_queen_loses_and_deals() -> None:
    state = ak_state(["7C", "8C 9D", "QS TD 6S"], trump="AH", options=ak.Options(games=2))
    state = ak_play(state, "attack:7C", "cover:7C:8C")  # A's last card was covered: A is out
    assert state.places == (1, 0, 0) and (state.attacker, state.defender) == (1, 2)
    step = ak.play(state, ak.parse_move("attack:9D"))
    step = ak.play(step.state, ak.parse_move("cover:9D:TD"))  # B is out: C alone holds cards
    assert TurnPassed(1, "went out in place 2") in step.events
    assert DealScored(1, (0, 0, 1), "game 1: seat 2 loses") in step.events
    assert DealStarted(2, 2) in step.events  # the loser deals the next game
    after = step.state
    ak.check_state(after)
    assert after.game == 2 and after.dealer == 2 and (after.attacker, after.defender) == (0, 1)


# ---------------------------------------------------------------- 3.10 scenario 5: partial cover


def test_aku_t5_partial_cover_and_take() -> None:
    state = ak_state(["8D TD 7C", "9D 6C 6H", "QS KH AH AC"], trump="7S")
    state = ak_play(state, "attack:8D,TD", "cover:8D:9D")
    state = ak_play(state, "take")
    assert state.discard[-2:] == parse_cards("8D 9D")
    assert state.hands[1] == hand("6C 6H TD") and state.known[1] == hand("TD")
    assert (state.attacker, state.defender) == (2, 0)  # the player left of the defender attacks
