"""Preferans's rules one by one: the deal, blind calls, the widow and the discard, every whisting path, who
sees what in play, the raspasovka's widow leads, the pre-auction options, the end of the match and
check_state."""

from __future__ import annotations

import pytest
from preferans_helpers import FOUR_HANDS, GAME, THREE, play_ids, play_out, start

from cardgames.games import preferans
from cardgames.games.core.cards import parse_cards
from cardgames.games.core.errors import IllegalMove, InvalidDeal, InvalidState
from cardgames.games.core.events import CardsMoved, CardTurned, MatchOver
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import Drbg
from cardgames.games.core.values import replace
from cardgames.games.mechanics.match import SheetRow
from cardgames.games.preferans import ledger
from cardgames.games.preferans.ledger import Books, Mode
from cardgames.games.preferans.state import Defense, Phase

OPTIONS = preferans.Options()


def ids(state: preferans.State) -> list[str]:
    return [move.id for move in GAME.legal_moves(state)]


def test_the_deal_ten_each_from_the_dealers_left_and_the_widow() -> None:
    order = preferans.DECK
    state = preferans.new_game(OPTIONS, 3, deals=[preferans.rules.ExplicitDeal(order=order)])
    assert state.dealer == 2 and state.auction.to_bid == 0
    assert state.hands[0].cards == tuple(sorted(order[0:30:3])) and state.widow == order[30:]
    four = preferans.new_game(OPTIONS, 4, seed=3)
    assert sum(1 for hand in four.hands if not hand.cards) == 1 and not four.hands[four.dealer].cards
    with pytest.raises(InvalidDeal, match="empty"):
        start(["AS KS QS JS TS 9S AC KC QC JC", *FOUR_HANDS[1:3], "7S"], "7H 8H")


def test_a_blind_bidder_does_not_see_his_hand_until_the_widow() -> None:
    state = play_ids(start(), "blind")
    assert GAME.view(state, 0).hands[0] == Hand() and ids(state)[0] == "pass"
    state = play_ids(state, "bid:6S", "pass", "pass")
    assert state.declarer == 0 and state.phase is Phase.DISCARD
    assert len(GAME.view(state, 0).hands[0].cards) == 12 and GAME.view(state, 1).shown_widow == ()


def test_the_widow_is_shown_the_discard_is_not() -> None:
    step = GAME.play(play_ids(start(), "bid:6S", "pass"), GAME.parse_move("pass"))
    state = step.state
    assert state.shown_widow == parse_cards("8C 7C") and GAME.view(state, 1).shown_widow == state.shown_widow
    widow = next(event for event in step.events if isinstance(event, CardsMoved))
    assert widow.cards == parse_cards("8C 7C") and widow.visible_to == ()
    state = play_ids(state, "discard:7C,8C")
    assert GAME.view(state, 1).discard == () and GAME.view(state, 0).discard == parse_cards("7C 8C")


def _defending(contract: str = "7S") -> preferans.State:
    """Seat 0 declares ``contract`` (D1 = seat 1, D2 = seat 2)."""
    return play_ids(start(), f"bid:{contract}", "pass", "pass", "discard:7C,8C", f"contract:{contract}")


def test_both_whist_closed() -> None:
    state = play_ids(_defending(), "whist", "whist")
    assert state.phase is Phase.PLAY and preferans.defense.decided(state).mode is Mode.BOTH


def test_inviting_whist_open_the_whister_directs_both_hands_after_the_lead() -> None:
    state = play_ids(_defending(), "pass", "whist")
    assert GAME.to_act(state) == 2 and ids(state) == ["open", "closed"]
    state = play_ids(state, "open")
    assert GAME.view(state, 0).hands[1] == Hand()  # not before the opening lead
    step = GAME.play(state, GAME.legal_moves(state)[0])  # seat 0 (the dealer's left) leads
    state = step.state
    assert any(isinstance(event, CardTurned) for event in step.events)
    assert GAME.view(state, 0).hands[1] == state.hands[1] and GAME.view(state, 0).hands[2] == state.hands[2]
    assert GAME.to_act(state) == 2 and preferans.rules.plays_from(state) == 1  # the whister plays the passer's card


def test_open_whist_passer_option_opens_only_the_passers_hand() -> None:
    state = play_ids(start(options=preferans.Options(open_whist="passer")), "bid:7S", "pass", "pass",
                     "discard:7C,8C", "contract:7S", "pass", "whist", "open")
    state = play_ids(state, ids(state)[0])
    assert GAME.view(state, 0).hands[1] == state.hands[1] and GAME.view(state, 0).hands[2] == Hand()


def test_both_pass_a_seven_is_credited_without_play() -> None:
    state = play_ids(_defending(), "pass", "pass")
    assert state.deal_number == 2
    row = next(row for row in state.sheet.rows if row.section == ledger.PULKA)
    assert row.points[0] == 10 * 6 and "all passed" in row.label


def test_half_whist_three_players() -> None:
    state = play_ids(_defending("6S"), "pass", "pass")
    assert GAME.to_act(state) == 2 and ids(state) == ["half_whist", "pass"]
    state = play_ids(state, "half_whist")
    assert GAME.to_act(state) == 1 and ids(state) == ["whist", "pass"]
    done = play_ids(state, "pass")
    whists = Books(done.sheet, 50).whists
    assert done.deal_number == 2 and whists[2][0] == 2 * 6
    again = play_ids(state, "whist")
    assert ids(again) == ["open", "closed"]
    again = play_ids(again, "closed")
    assert again.phase is Phase.PLAY and preferans.defense.decided(again).whisters == (1,)


def test_half_whist_declined_credits_the_six() -> None:
    state = play_ids(_defending("6S"), "pass", "pass", "pass")
    assert state.deal_number == 2 and Books(state.sheet, 50).pulka[0] == 5 * 6


FOUR_DEAL = ["AS KS QS JS TS 9S AC KC QC JC", "8S 7S AD KD QD JD TD 9D 8D 7D", "AH KH QH JH TH 9H 8H 7H TC 9C", ""]


def test_the_four_player_dealer_may_look_then_whist_a_six() -> None:
    state = play_ids(start(FOUR_DEAL), "bid:6S", "pass", "pass", "discard:7C,8C", "contract:6S", "pass", "pass")
    assert GAME.to_act(state) == 3 and ids(state) == ["view:1", "view:2", "whist", "pass"]
    state = play_ids(state, "view:2")
    assert GAME.view(state, 3).hands[2] == state.hands[2] and GAME.view(state, 3).hands[1] == Hand()
    state = play_ids(state, "whist")
    assert state.phase is Phase.PLAY and preferans.defense.decided(state).mode is Mode.DEALER
    assert GAME.view(state, 3).hands[2] == state.hands[2]


def test_a_blind_six_is_whisted_by_both() -> None:
    state = play_ids(start(), "blind", "bid:6S", "pass", "pass", "discard:7C,8C", "contract:6S")
    assert state.phase is Phase.PLAY and [call.call for call in state.defense] == [Defense.WHIST, Defense.WHIST]


def test_a_ten_is_played_open_and_a_misere_after_the_first_card() -> None:
    state = play_ids(start(), "bid:10S", "pass", "pass", "discard:7C,8C", "contract:10S")
    assert state.phase is Phase.PLAY and GAME.view(state, 1).hands[0] == state.hands[0]
    state = play_ids(start(), "misere", "pass", "pass", "discard:7C,8C")
    assert ids(state) == ["contract:MISERE"]
    state = play_ids(state, "contract:MISERE")
    assert GAME.view(state, 0).hands[1] == Hand()
    state = play_ids(state, ids(state)[0])
    view = GAME.view(state, 0)
    assert view.hands[1] == state.hands[1] and view.hands[2] == state.hands[2]
    assert GAME.view(state, 1).hands[0] == Hand()  # the declarer's hand stays hidden


def test_three_player_raspasovka_the_widow_names_the_lead() -> None:
    state = play_ids(start(widow="7C 8C"), "pass", "pass", "pass")
    assert GAME.view(state, 1).widow == parse_cards("7C")
    assert ids(state) == ["play:JC", "play:QC", "play:KC", "play:AC"]  # seat 0 must lead a club
    with pytest.raises(IllegalMove, match="PRF-9"):
        GAME.play(state, GAME.parse_move("play:AS"))


def test_three_player_raspasovka_card_mode_the_widow_card_leads() -> None:
    hands = ["AS KS QS JS TS 9S AC KC QC 7D", "8S 7S AD KD QD JD TD 9D 8D JC", "AH KH QH JH TH 9H 8H 7H TC 9C"]
    state = play_ids(start(hands, "8C 7C", preferans.Options(raspas_widow="card")), "pass", "pass", "pass")
    state = play_ids(state, "play:QC", "play:JC", "play:TC")
    assert state.tricks[0].winner_seat == 0  # QC beats the others; the widow 8C cannot win


def test_play_follows_suit_and_trumps() -> None:
    state = play_ids(_defending("6H"), "whist", "whist")
    assert ids(state)[0].startswith("play:")


def test_close_pulka_and_end_split() -> None:
    fresh = start(more=1)
    sheet = fresh.sheet.adding(SheetRow(1, "set", (300, 300, 240), ledger.PULKA))
    state = preferans.rules.deal_state(OPTIONS, 3, 1, 2, fresh.queued[0].cards if fresh.queued else preferans.DECK,
                                       fresh.rng, sheet, (), 0, ())
    assert state.phase is Phase.OPTIONS and GAME.to_act(state) == 2 and ids(state) == ["close_pulka", "play_on"]
    state = play_ids(state, "close_pulka")
    books = Books(state.sheet, 50)
    assert books.pulka[2] == 300 and books.gora[2] == (50 + 10) * 6 and state.phase is Phase.AUCTION
    sheet = ledger.new_sheet(3, OPTIONS).adding(SheetRow(1, "set", (300,) * 3, ledger.PULKA),
                                                SheetRow(1, "set", (-300, -300, -288), ledger.GORA))
    state = preferans.rules.deal_state(OPTIONS, 3, 1, 2, preferans.DECK, fresh.rng, sheet, (), 0, ())
    assert GAME.to_act(state) == 2 and ids(state) == ["end_split", "play_on"]
    step = GAME.play(state, GAME.parse_move("end_split"))
    assert step.state.phase is Phase.OVER and isinstance(step.events[-1], MatchOver)
    books = Books(step.state.sheet, 50)
    assert books.whists[0][2] == 6 and books.whists[1][2] == 6 and books.gora == [0, 0, 0]  # 2 split in halves
    assert sum(GAME.score(step.state).match) == 0


def test_a_circle_of_raspasovkas() -> None:
    options = preferans.Options(circle="raspasovka")
    sheet = ledger.new_sheet(3, options).adding(SheetRow(1, "set", (300,) * 3, ledger.PULKA),
                                                SheetRow(1, "set", (-300, -300, -240), ledger.GORA))
    state = preferans.rules.deal_state(options, 3, 1, 2, preferans.DECK, start().rng, sheet, (), 0, ())
    assert ids(state) == ["end_split", "circle", "play_on"]
    state = play_ids(state, "circle")
    assert state.phase is Phase.PLAY and state.declarer is None and state.circle_left == 2
    state = play_out(state)
    assert state.phase is Phase.PLAY and state.circle_left == 1 and state.markers == (2,)


def test_a_full_match_ends_with_a_zero_sum_settlement() -> None:
    for players in (3, 4):
        state = preferans.new_game(preferans.Options(max_deals=6, pulka_target=10, initial_gora=0), players, seed=4)
        chooser = Drbg(9)
        while not GAME.is_terminal(state):
            legal = GAME.legal_moves(state)
            state = GAME.play(state, legal[chooser.randbelow(len(legal))]).state
        score = GAME.score(state)
        assert score.terminal and sum(score.match) == 0 and score.denominator == (6 if players == 3 else 12)
        result = [row for row in state.sheet.rows if row.section == ledger.RESULT]
        assert len(result) == 1 and result[0].points == score.match


def test_check_state_names_the_violation() -> None:
    state = play_ids(_defending(), "whist", "whist")
    GAME.check_state(state)
    moved = replace(state, hands=(state.hands[0].removing(state.hands[0].cards[:1]), *state.hands[1:]))
    with pytest.raises(InvalidState, match="card"):
        GAME.check_state(moved)
    with pytest.raises(InvalidState):
        GAME.check_state(replace(state, markers=(3,)))
    with pytest.raises(InvalidState):
        GAME.check_state(replace(state, sheet=state.sheet.adding(SheetRow(1, "x", (999, 0, 0), ledger.PULKA))))
    with pytest.raises(InvalidState):
        GAME.check_state(replace(state, declarer=1))
    with pytest.raises(InvalidState):
        GAME.check_state(replace(state, phase=Phase.DEFENSE))


def test_illegal_moves_name_the_rule() -> None:
    state = start()
    with pytest.raises(IllegalMove, match=r"§4\.6"):
        GAME.play(state, GAME.parse_move("moi"))
    state = play_ids(_defending(), "whist", "whist")
    with pytest.raises(IllegalMove, match=r"§4\.9"):
        GAME.play(state, GAME.parse_move("whist"))
    assert THREE and Mode


def test_check_state_replays_the_whisting_calls() -> None:
    state = play_ids(_defending(), "pass", "whist")
    GAME.check_state(state)
    forged = replace(state, defense=(preferans.state.DefenseCall(2, Defense.WHIST), *state.defense[1:]))
    with pytest.raises(InvalidState, match="defense"):
        GAME.check_state(forged)
    ten = play_ids(start(), "bid:10S", "pass", "pass", "discard:7C,8C", "contract:10S")
    with pytest.raises(InvalidState, match="no whist"):
        GAME.check_state(replace(ten, defense=(preferans.state.DefenseCall(1, Defense.WHIST),)))


def test_the_match_ends_when_every_pulka_is_full_and_every_gora_written_off() -> None:
    fresh = start()
    sheet = ledger.new_sheet(3, OPTIONS).adding(SheetRow(1, "set", (270, 300, 300), ledger.PULKA),
                                                SheetRow(1, "set", (-270, -300, -300), ledger.GORA))
    state = preferans.rules.deal_state(OPTIONS, 3, 1, 2, preferans.DECK, fresh.rng, sheet, (), 0, ())
    state = replace(state, hands=fresh.hands, widow=fresh.widow)  # the THREE deal
    assert ids(state) == ["close_pulka", "play_on"]
    step = GAME.play(play_ids(state, "play_on", "bid:6S", "pass", "pass", "discard:7C,8C", "contract:6S", "pass",
                              "pass"), GAME.parse_move("pass"))  # D2 declines the half-whist: credited
    final = step.state
    assert final.phase is Phase.OVER and isinstance(step.events[-1], MatchOver)
    books = Books(final.sheet, 50)
    assert books.pulka == [300] * 3 and books.gora == [0] * 3
    assert GAME.score(final).match == (0, 0, 0) and GAME.score(final).outcomes[0].name == "DRAW"


def test_a_circle_of_six_diamonds() -> None:
    options = preferans.Options(circle="six_diamonds")
    sheet = ledger.new_sheet(3, options).adding(SheetRow(1, "set", (300,) * 3, ledger.PULKA),
                                                SheetRow(1, "set", (-300, -300, -180), ledger.GORA))
    state = preferans.rules.deal_state(options, 3, 1, 2, preferans.DECK, start().rng, sheet, (), 0, ())
    state = play_ids(state, "circle")
    assert state.phase is Phase.DEFENSE and state.declarer == 0 and str(state.contract) == "6D"
    assert len(state.widow) == 2 and state.discard == () and state.circle_left == 2
    state = play_ids(state, "pass", "pass", "pass")  # both pass, no half-whist: credited
    assert state.deal_number == 2 and state.declarer == 1 and str(state.contract) == "6D"
    books = Books(state.sheet, 50)
    assert books.gora == [0, 0, 60] and books.whists[0][2] == 60 and state.circle_left == 1  # 10 written off 2


def test_check_state_wants_a_row_for_every_finished_deal() -> None:
    state = play_ids(_defending(), "pass", "pass")  # deal 1 credited: deal 2 in play
    GAME.check_state(state)
    with pytest.raises(InvalidState, match="finished deal"):
        GAME.check_state(replace(state, sheet=replace(state.sheet, rows=state.sheet.rows[:1])))


def test_the_draw_for_the_first_dealer() -> None:
    """§4.3: the lowest card deals; equal ranks go by the bidding order of the suits (spades lowest)."""
    rank = preferans.rules.draw_rank
    assert rank(parse_cards("7S")[0]) < rank(parse_cards("7C")[0]) < rank(parse_cards("7H")[0]) < rank(
        parse_cards("8S")[0])
    for seed in range(10):
        state = preferans.new_game(OPTIONS, 3 + seed % 2, seed=seed)
        low = min(state.cut, key=lambda entry: rank(entry.card))
        assert len(state.cut) == state.players and state.dealer == low.seat
        GAME.check_state(state)
    with pytest.raises(InvalidState, match="first dealer"):
        GAME.check_state(replace(state, dealer=(state.dealer + 1) % state.players))
