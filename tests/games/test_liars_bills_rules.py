"""Liar's bills' rules: the bid ladder table, notes from the seed, hidden digits, bad input."""

from __future__ import annotations

import itertools

import pytest

from cardgames.games import liars_bills as lb
from cardgames.games.core.errors import IllegalMove, InvalidMove, InvalidState
from cardgames.games.core.rng import Drbg
from cardgames.games.core.values import replace
from cardgames.games.liars_bills import Bid, Options, Phase

# the ladder in order: each bid outbids every one before it (3.2, LP-2)
LADDER = ["1x1", "1x9", "2x1", "2x9", "1xA", "3x1", "3x9", "4x1", "4x9", "2xA", "5x1", "6x9", "3xA", "7x1", "9x9",
          "5xA", "11x1"]


@pytest.mark.parametrize(("lower", "higher"), list(itertools.pairwise(LADDER)))
def test_bid_ladder(lower: str, higher: str) -> None:
    assert lb.outbids(Bid.parse(higher), Bid.parse(lower))
    assert not lb.outbids(Bid.parse(lower), Bid.parse(higher))


# after a numeric bid of c, the fewest Aces that outbid it: ceil(c / 2) (the halving rule, rounding up)
@pytest.mark.parametrize(("count", "face", "fewest_aces"),
                         [(1, 5, 1), (2, 3, 1), (2, 9, 1), (3, 3, 2), (4, 1, 2), (5, 3, 3), (6, 3, 3), (7, 2, 4)])
def test_the_halving_rule(count: int, face: int, fewest_aces: int) -> None:
    standing = Bid(count, face)
    assert lb.outbids(Bid(fewest_aces, lb.ACE), standing)
    assert fewest_aces == 1 or not lb.outbids(Bid(fewest_aces - 1, lb.ACE), standing)


# after a Aces, the fewest of a numeric face that outbid them: 2a + 1 ("double and increase")
@pytest.mark.parametrize("aces", [1, 2, 3, 5])
def test_double_and_increase(aces: int) -> None:
    standing = Bid(aces, lb.ACE)
    for face in range(1, 10):
        assert lb.outbids(Bid(2 * aces + 1, face), standing)
        assert not lb.outbids(Bid(2 * aces, face), standing)


@pytest.mark.parametrize(("text", "bid"), [("5x6", Bid(5, 6)), ("3xA", Bid(3, 10)), ("3xas", Bid(3, 10)),
                                           ("12x9s", Bid(12, 9))])
def test_bid_text(text: str, bid: Bid) -> None:
    assert Bid.parse(text) == bid and lb.parse_move(f"bid:{text}") == lb.Raise(bid)


@pytest.mark.parametrize("text", ["bid:0x5", "bid:5x0", "bid:5", "bid:x9", "bid:101x3"])
def test_bad_bids_are_malformed(text: str) -> None:
    with pytest.raises(InvalidMove):
        lb.parse_move(text)


def test_notes_come_from_the_seed() -> None:
    one, two = lb.new_game(Options(), 5, seed=3), lb.new_game(Options(), 5, seed=3)
    assert one.notes == two.notes and all(len(note) == 8 and note.isdigit() for note in one.notes)
    assert lb.new_game(Options(digits_per_note=7), 2, seed=3).notes[0].__len__() == 7
    assert lb.new_game(Options(), 5, seed=4).notes != one.notes


def test_views_hide_other_notes_until_the_count() -> None:
    state = lb.new_game(Options(), 4, seed=2)
    view = lb.view(state, 1)
    assert view.note == state.notes[1] and all(other not in str(view) for other in state.notes[2:] if other)
    assert lb.view(state, None).note == ""
    other = lb.redeal_unseen(state, 1, Drbg(9))
    assert other.notes[1] == state.notes[1] and other.notes != state.notes and lb.view(other, 1) == view


def test_the_opening_offers_numeric_bids_only() -> None:
    state = lb.new_game(Options(), 2, seed=2)
    ids = [move.id for move in lb.legal_moves(state)]
    assert ids[0] == "bid:1x1" and ids[-1] == "bid:16x9" and not any(text.endswith("A") for text in ids)


def test_illegal_and_invalid_states() -> None:
    state = lb.new_game(Options(), 3, seed=2)
    with pytest.raises(IllegalMove, match=r"3\.3"):
        lb.apply(state, lb.Agree())
    with pytest.raises(IllegalMove, match="LP-6"):
        lb.apply(state, lb.Resign())
    with pytest.raises(InvalidState, match="digits"):
        lb.check_state(replace(state, notes=("12", *state.notes[1:])))
    with pytest.raises(InvalidState, match="bank"):
        lb.check_state(replace(state, bank=1))
    with pytest.raises(InvalidState, match="bid"):
        lb.check_state(replace(state, phase=Phase.RESPOND))


def test_resign_leaves_the_game() -> None:
    state = lb.new_game(Options(resign=True), 3, seed=2)
    first = lb.to_act(state)
    state = lb.apply(state, lb.Resign())
    assert first is not None and not state.in_round[first] and state.phase is Phase.OPEN


def test_no_event_names_another_note_before_the_count() -> None:
    state = lb.new_game(Options(), 3, seed=6)
    chooser = Drbg(1)
    while state.phase is not Phase.OVER:
        moves = lb.legal_moves(state)
        before = state
        step = lb.play(state, moves[chooser.randbelow(min(len(moves), 6))])
        state = step.state
        hidden = [note for note in before.notes if note]  # shown in the view's last round only, never in events
        assert not any(note in str(event) for event in step.events for note in hidden)
