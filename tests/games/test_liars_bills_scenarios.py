"""Liar's bills: the spec's TEST SCENARIOS (3.9, items 1-3) by number."""

from __future__ import annotations

import pytest

from cardgames.games import liars_bills as lb
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.values import replace
from cardgames.games.liars_bills import Bid, Options, Phase, State

NOTES = ("10346600", "66123456", "78901234")


@pytest.mark.parametrize(
    ("standing", "bid", "legal"),
    [
        ("6x3", "3xA", True),
        ("5x3", "3xA", True),
        ("5x3", "2xA", False),
        ("2xA", "5x2", True),
        ("2xA", "4x2", False),
        ("2xA", "4x9", False),
        ("4x3", "5x2", True),
        ("5x3", "6x4", True),
        ("4x3", "4x4", True),
        ("4x3", "3x4", False),  # LP-2: the text's example read as a misprint
        (None, "3xA", False),  # an opening must be numeric
    ],
)
def test_lp_t1_raise_legality(standing: str | None, bid: str, legal: bool) -> None:
    assert lb.outbids(Bid.parse(bid), Bid.parse(standing) if standing else None) is legal


@pytest.mark.parametrize(("bid", "count", "holds"),
                         [("5x6", 9, True), ("8x3", 7, False), ("4xA", 4, True), ("5xA", 4, False)])
def test_lp_t2_counting(bid: str, count: int, holds: bool) -> None:
    parsed = Bid.parse(bid)
    assert lb.actual(NOTES, parsed) == count
    assert (parsed.count <= count) is holds


def _table(options: Options | None = None) -> State:
    """Three players A (0), B (1), C (2) holding the scenario's notes; A is the first claimant."""
    state = lb.new_game(options or Options(), 3, seed=1)
    return replace(state, notes=NOTES, actor=0, claimant=0)


def _run(state: State, *moves: str) -> State:
    for text in moves:
        state = lb.apply(state, lb.parse_move(text))
    return state


def test_lp_t3_the_bid_fails_and_the_believers_lose() -> None:
    state = _run(_table(), "bid:8x3", "agree", "doubt")
    assert state.phase is Phase.OVER  # only C is left: he takes the bank of A's and B's notes
    assert state.last is not None and state.last.losers == (0, 1) and state.last.winners == (2,)
    assert state.last.notes == NOTES and state.last.actual == 7
    assert lb.score(state).match == (-1, -1, 2)


def test_lp_t3_neutral_agreers_only_the_claimant_is_out() -> None:
    state = _run(_table(Options(agree="neutral")), "bid:8x3", "agree", "doubt")
    assert state.last is not None and state.last.losers == (0,)
    assert state.in_game == (False, True, True) and state.phase is Phase.OPEN and state.round == 2
    assert lb.to_act(state) == 1  # the nearest player left of the last claimant opens


def test_lp_t3_all_agree_puts_b_in_forced_mode() -> None:
    state = _run(_table(), "bid:8x3", "agree", "agree")
    assert state.phase is Phase.FORCED and lb.to_act(state) == 1
    ids = [move.id for move in lb.legal_moves(state)]
    assert "agree" not in ids and "doubt" not in ids and ids[-1] == "fold" and "bid:8x4" in ids
    state = _run(state, "fold")
    assert state.phase is Phase.FORCED and lb.to_act(state) == 2
    state = _run(state, "fold")  # everybody else left: A wins the round without a count
    assert state.phase is Phase.OVER and state.last is not None and state.last.notes == ("", "", "")
    assert lb.score(state).match == (2, -1, -1)


def test_a_raise_starts_a_new_circle_and_cancels_doubts() -> None:
    state = _run(_table(Options(agree="sides")), "bid:3x1", "doubt", "bid:4x1")
    assert state.claimant == 2 and lb.to_act(state) == 0 and all(r is lb.Response.NONE for r in state.responses)


def test_variant_1_winners_share_the_bank_exactly() -> None:
    state = lb.new_game(Options(ending="one_round"), 4, seed=1)
    state = replace(state, notes=(*NOTES, "00000000"), actor=0, claimant=0)
    state = _run(state, "bid:20x6", "doubt", "doubt", "agree")  # 5 + 12 = 17 < 20: fails
    assert state.phase is Phase.OVER
    score = lb.score(state)
    assert score.denominator == 2520 and score.match == (-2520, 2520, 2520, -2520)


def test_first_doubt_rules_one_loser_and_the_winner_opens() -> None:
    state = _run(_table(Options(first_doubt="bank")), "bid:5x6")
    assert [move.id for move in lb.legal_moves(state)][:2] == ["doubt", "bid:5x7"]
    state = _run(state, "doubt")  # 9 counted: the bid holds, the doubter (B) is out
    assert state.last is not None and state.last.losers == (1,) and state.in_game == (True, False, True)
    assert lb.to_act(state) == 0 and state.bank == 1


def test_first_doubt_winner_takes_the_note_and_endless_keeps_everyone() -> None:
    state = _run(_table(Options(first_doubt="endless", rounds=2)), "bid:8x3", "doubt")
    assert state.in_game == (True, True, True) and lb.score(state).match == (-1, 1, 0) and state.round == 2


def test_bids_above_every_digit_are_refused() -> None:
    state = _table()
    with pytest.raises(IllegalMove, match="LP-3"):
        _run(state, "bid:25x1")
    with pytest.raises(IllegalMove, match="numeric"):
        _run(state, "bid:1xA")


def test_first_doubt_v2_the_loser_pays_the_winner_and_is_out() -> None:
    state = _run(_table(Options(first_doubt="winner")), "bid:8x3", "doubt")  # 7 counted: A loses to B
    assert state.last is not None and state.last.losers == (0,) and state.last.winners == (1,)
    assert state.in_game == (False, True, True) and state.bank == 0 and lb.score(state).match == (-1, 1, 0)
    assert lb.to_act(state) == 1  # the winner opens the next round
