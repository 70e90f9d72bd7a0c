"""Sixty-six: the spec's test scenarios (sixty_six.md §5.12) by number, and the game-point table as rows."""

from __future__ import annotations

import pytest
from mushka_helpers import hands_deal, play_ids

from cardgames.games import sixty_six
from cardgames.games.core.cards import Suit, parse_cards
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.values import replace
from cardgames.games.mechanics.tricks import Trick

GAME = sixty_six.GAME
OPTIONS = sixty_six.Options()


def _state(hands: list[str], trump: str, stock: str = "", options: sixty_six.Options = OPTIONS) -> sixty_six.State:
    """A first kon dealt by seat ``players - 1`` (who leads with two players)."""
    deal = hands_deal(sixty_six.DECK, hands, trump, stock)
    return sixty_six.new_game(options, len(hands), seed=1, deals=[deal])


@pytest.mark.parametrize(("loser_total", "loser_trick", "points"), [
    (40, True, 1), (33, True, 1), (32, True, 2), (25, True, 2), (0, True, 2), (0, False, 3), (20, False, 3),
])
def test_the_game_point_table(loser_total: int, loser_trick: bool, points: int) -> None:
    """§5.8, 66-8: 1 with the loser at 33 or more, 2 below with a trick, 3 without a trick (a loser without a
    trick may still hold announced marriages, pending and worthless)."""
    assert sixty_six.game_points(loser_total, loser_trick) == points


@pytest.mark.parametrize(("winner", "closing", "false_claimer", "totals", "taken", "points"), [
    (1, None, None, (40, 70), (True, True), 1),           # T2: L has 40
    (1, None, None, (25, 95), (True, True), 2),           # T2: L has 25 and a trick
    (1, None, None, (0, 120), (False, True), 3),          # T2: L took no trick
    (1, 0, None, (54, 66), (True, True), 3),              # T2: the closer fails
    (1, 0, None, (60, 60), (True, True), 3),              # T2: ... or merely stays below 66
    (0, 0, None, (70, 50), (True, True), 1),              # the closer wins: the normal table
    (1, None, 0, (58, 50), (True, True), 1),              # T2: a false claim at 58
    (1, None, 0, (20, 50), (True, True), 2),              # a false claim below 33
    (1, 0, 0, (58, 50), (True, True), 3),                 # a false claim by the closer
])
def test_66_T2_kon_scoring(winner: int, closing: int | None, false_claimer: int | None, totals: tuple[int, int],
                           taken: tuple[bool, bool], points: int) -> None:
    assert sixty_six.points_for(winner, closing, false_claimer, totals, taken) == points


def test_66_T1_trick_points_and_a_pending_marriage() -> None:
    state = _state(["AH 9S JC QC KC AD", "KH QH TS 9D JD QD"], "JH")
    assert sixty_six.to_act(state) == 1
    state = play_ids(GAME, state, "marry:QH")
    assert state.marriages[0].points == 40 and sixty_six.side_totals(state) == (0, 0)  # pending
    state = play_ids(GAME, state, "play:AH")
    assert state.tricks[0].winner_seat == 0 and sixty_six.side_totals(state) == (14, 0)
    assert sixty_six.to_act(state) == 0
    state = play_ids(GAME, state, "play:9S", "play:TS")
    assert state.tricks[1].winner_seat == 1 and sixty_six.side_totals(state) == (14, 50)


def test_66_T2_a_false_claim_through_play() -> None:
    state = _state(["AH 9S JC QC KC AD", "KH QH TS 9D JD QD"], "JH")
    step = GAME.play(state, sixty_six.Claim())
    assert step.state.sheet.rows[0].points == (3, 0)  # seat 1 claimed with nothing: seat 0 wins 3 (no trick)
    assert "falsely" in step.state.sheet.rows[0].label and step.state.deal_number == 2
    assert step.state.dealer == 0  # the kon's winner deals the next


def test_66_T2_the_closer_who_fails_gives_three() -> None:
    state = _state(["AH TH AS TS 9C JC", "KD QD 9D JD AC JS"], "KH")
    state = play_ids(GAME, state, "close")
    assert state.phase is sixty_six.Phase.PLAY and state.closed_by == 1
    assert "close" not in {move.id for move in GAME.legal_moves(state)}
    state = play_ids(GAME, state, "play:AC", "play:9C")  # the closer's one trick (11)
    while state.deal_number == 1:
        state = GAME.play(state, GAME.legal_moves(state)[-1]).state
    row = state.sheet.rows[0]
    totals = sixty_six.side_totals(replace(state, deal_number=1))
    assert row.points == (3, 0) and "side 0" in row.label and totals == (0, 0)  # the next kon is dealt


def test_66_T3_the_trump_nine_exchange() -> None:
    # seat 1 leads and wins three tricks: S = 6 and it holds the nine of trumps
    state = _state(["9C TC JC QC KC 9S", "AC AS TS 9D JS QS"], "KD", stock="AD TD QD JD KS KH")
    assert "exchange" not in {move.id for move in GAME.legal_moves(state)}  # the dealer before the first trick
    state = play_ids(GAME, state, "play:AC", "play:9C", "play:AS", "play:9S", "play:TS", "play:TC")
    assert [t.winner_seat for t in state.tricks] == [1, 1, 1] and len(state.stock) + 1 == 6
    state = play_ids(GAME, state, "exchange")
    assert state.face_up == parse_cards("9D")[0] and parse_cards("KD")[0] in state.hands[1].cards
    assert state.known[1].cards == parse_cards("KD")
    with pytest.raises(IllegalMove, match="only the holder"):
        GAME.play(state, sixty_six.Exchange())


def test_66_T3_phase_two_follow_else_trump() -> None:
    rules = sixty_six.trick_rules(2, Suit.DIAMONDS, True)
    assert rules.legal_cards(parse_cards("JD AS AH"), Trick(1, parse_cards("TC"))) == parse_cards("JD")
    assert rules.legal_cards(parse_cards("9C JD AS"), Trick(1, parse_cards("TC"))) == parse_cards("9C")


@pytest.mark.parametrize(("closed_by", "row"), [(None, (0, 1)), (1, (3, 0)), (0, (0, 3))])
def test_nobody_at_66_the_last_trick_wins_unless_it_is_the_closers(closed_by: int | None,
                                                                  row: tuple[int, int]) -> None:
    """66-7: nobody reached 66, the last trick's winner takes the kon; the source (a closer who does not
    collect 66 loses 3) wins over the spec when that winner closed."""
    pairs = [("AC TC", 0), ("AD TD", 0), ("KC QC", 0), ("AS TS", 1), ("AH TH", 1), ("KD QD", 1)]
    tricks = tuple(Trick(seat, parse_cards(cards), seat) for cards, seat in pairs)
    state = replace(_state(["AH 9S JC QC KC AD", "KH QH TS 9D JD QD"], "JH"), tricks=tricks,
                    hands=(sixty_six.rules.Hand(), sixty_six.rules.Hand()), closed_by=closed_by,
                    phase=sixty_six.Phase.PLAY)
    assert sixty_six.side_totals(state) == (49, 49)
    after = sixty_six.kons._played_out(state, [])
    assert after.sheet.rows[0].points == row
