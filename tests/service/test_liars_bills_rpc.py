"""Liar's bills through the real server: a complete game, hidden notes, bad input answered with deliberate codes."""

from __future__ import annotations

import grpc
from rpc_helpers import failure

from cardgames.clients.sdk import CardGamesClient, Turn
from cardgames.games.core.rng import Drbg

INVALID = grpc.StatusCode.INVALID_ARGUMENT
PRECONDITION = grpc.StatusCode.FAILED_PRECONDITION


def _play(client: CardGamesClient, turn: Turn, chooser: Drbg) -> Turn:
    while not turn.terminal:
        seat = turn.to_act
        assert seat is not None
        moves = client.legal_moves(turn, seat).legal_moves
        move = moves[chooser.randbelow(min(len(moves), 12))]  # mostly modest bids, agreements and doubts
        turn = client.apply(turn, seat, move.id)
        assert turn.view.events[0].move_played.move_id == move.id
    return turn


def test_a_complete_game_through_the_server(client: CardGamesClient) -> None:
    turn = client.new_game("liars_bills", players=4, seed=5)
    mine = client.view(turn, 2).liars_bills
    assert len(mine.note) == 8 and mine.note.isdigit()
    assert client.view(turn, None).liars_bills.note == ""
    turn = _play(client, turn, Drbg(2))
    assert turn.view.events[-1].WhichOneof("kind") == "match_over"
    score = client.score(turn)
    assert score.terminal and sum(score.match) == 0 and sorted(score.places)[0] == 1
    last = client.view(turn, 0).liars_bills.last
    assert last.summary


def test_bad_input_gets_deliberate_codes(client: CardGamesClient) -> None:
    turn = client.new_game("liars_bills", players=3, seed=2)
    seat = turn.to_act
    assert seat is not None
    for text in ("bid:0x3", "bid:3x0", "bid:x", "believe"):
        error = failure(lambda text=text: client.apply(turn, seat, text))  # type: ignore[misc]
        assert error.code == INVALID, (text, error)
    assert failure(lambda: client.apply(turn, seat, "bid:2xA")).code == PRECONDITION  # an Ace opening
    assert failure(lambda: client.apply(turn, seat, "doubt")).code == PRECONDITION
    assert failure(lambda: client.apply(turn, seat, "bid:25x1")).code == PRECONDITION  # above 24 digits
    error = failure(lambda: client.new_game("liars_bills", players=3, options={"agree": "maybe"}))
    assert error.code == INVALID and "agree" in error.message
    assert failure(lambda: client.new_game("liars_bills", players=11)).code == INVALID
