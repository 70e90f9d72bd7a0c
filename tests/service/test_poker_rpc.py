"""Poker through the real server: a complete match, hidden hands, and bad input answered with deliberate codes."""

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
        move = moves[chooser.randbelow(len(moves))]
        turn = client.apply(turn, seat, move.id)
        assert turn.view.events[0].move_played.move_id == move.id
    return turn


def test_a_complete_match_through_the_server(client: CardGamesClient) -> None:
    turn = client.new_game("poker", players=4, seed=7)
    kinds = [event.WhichOneof("kind") for event in turn.view.events]
    assert "deal_started" in kinds
    view = client.view(turn, 1).poker
    assert len(view.hand) == 5 and list(view.hand_sizes) == [5, 5, 5, 5]
    assert client.view(turn, None).poker.hand == []
    turn = _play(client, turn, Drbg(3))
    assert turn.view.events[-1].WhichOneof("kind") == "match_over"
    score = client.score(turn)
    assert score.terminal and sum(score.match) == 0 and sorted(score.places)[0] == 1
    sheet = client.view(turn, 0).poker.sheet
    assert len(sheet.rows) == 4 and all(sum(row.points) == 0 for row in sheet.rows)


def test_a_jackpot_on_table_stakes_through_the_server(client: CardGamesClient) -> None:
    turn = client.new_game("poker", players=3, seed=9, options={"variant": "jackpot", "stake": "40"})
    turn = _play(client, turn, Drbg(4))
    score = client.score(turn)
    assert score.terminal and sum(score.match) == 0 and min(score.match) >= -40


def test_bad_input_gets_deliberate_codes(client: CardGamesClient) -> None:
    turn = client.new_game("poker", players=3, seed=2)
    seat = turn.to_act
    assert seat is not None
    for text in ("raise:x", "draw:ZZ", "bet", "raise:0"):
        error = failure(lambda text=text: client.apply(turn, seat, text))  # type: ignore[misc]
        assert error.code == INVALID, (text, error)
    assert failure(lambda: client.apply(turn, seat, "check")).code == PRECONDITION
    assert failure(lambda: client.apply(turn, seat, "raise:16")).code == PRECONDITION
    error = failure(lambda: client.new_game("poker", players=3, options={"variant": "quads"}))
    assert error.code == INVALID and "variant" in error.message
    assert failure(lambda: client.new_game("poker", players=8)).code == INVALID


def test_a_quintet_match_through_the_server(client: CardGamesClient) -> None:
    turn = client.new_game("poker", players=2, seed=5, options={"variant": "quintet", "deals": "2"})
    first = client.view(turn, 0).poker
    assert len(first.arrangement.unplaced) == 25 and [len(hand.cards) for hand in first.aside] == [7, 7]
    assert list(client.view(turn, 1).poker.arrangement.aside) == list(first.aside[1].cards)  # its own cards
    assert not client.view(turn, None).poker.arrangement.unplaced  # a spectator sees no arrangement
    seat = turn.to_act
    assert seat == 0
    move = client.legal_moves(turn, seat).legal_moves[0].id
    turn = client.apply(turn, seat, move)
    told = client.view(turn, 1).events[0].move_played
    assert told.move_id == "put" and move.startswith("put:")  # where the card went stays secret
    turn = _play(client, turn, Drbg(6))
    assert turn.view.events[-1].WhichOneof("kind") == "match_over"
    score = client.score(turn)
    assert score.terminal and all(0 <= points <= 50 for points in score.match)
    assert len(client.view(turn, 0).poker.sheet.rows) == 2
    assert len(client.view(turn, None).poker.last.shown) == 10
    error = failure(lambda: client.new_game("poker", players=3, options={"variant": "quintet"}))
    assert error.code == INVALID and "2 players" in error.message
