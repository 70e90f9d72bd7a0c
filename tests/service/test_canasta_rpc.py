"""canasta through a real server: a complete match, an explicit deal, structured moves, and bad input in
every form (malformed and illegal moves, impossible plain states) as deliberate errors, never INTERNAL."""

from __future__ import annotations

import grpc
from rpc_helpers import failure

from cardgames.clients.sdk import CardGamesClient, Turn
from cardgames.games import canasta as ca
from cardgames.games.core.rng import Drbg
from cardgames.v1 import common_pb2, engine_pb2, engine_pb2_grpc

INVALID = grpc.StatusCode.INVALID_ARGUMENT
PRECONDITION = grpc.StatusCode.FAILED_PRECONDITION


def _play_out(client: CardGamesClient, turn: Turn, seed: int) -> tuple[Turn, int]:
    """Random legal moves through the API until the match ends; every response starts with the move."""
    chooser = Drbg(seed)
    moves = 0
    while not turn.terminal:
        seat = turn.to_act
        assert seat is not None
        legal = client.legal_moves(turn, seat).legal_moves
        move = legal[chooser.randbelow(len(legal))]
        turn = client.apply(turn, seat, move.id)
        first = turn.view.events[0].move_played
        assert (first.seat, first.move_id) == (seat, move.id)
        moves += 1
    return turn, moves


def test_a_complete_canasta_match(client: CardGamesClient) -> None:
    turn = client.new_game("canasta", players=4, seed=7, options={"target": "500"})
    kinds = [event.WhichOneof("kind") for event in turn.view.events]
    assert kinds[0] == "deal_started" and kinds.count("cards_moved") == 6
    assert list(turn.view.canasta.hand_sizes) == [11] * 4 and turn.view.canasta.stock_count + len(
        turn.view.canasta.pile.cards) == 64
    turn, moves = _play_out(client, turn, 7)
    score = client.score(turn)
    assert score.terminal and max(score.match) >= 500 and moves > 20
    assert [event.WhichOneof("kind") for event in turn.view.events][-1] == "match_over"
    assert len(turn.view.canasta.sheet.rows) % 6 == 0 and turn.view.canasta.hands  # all hands shown at the end


def test_an_explicit_deal_and_a_structured_move(stub: engine_pb2_grpc.GameEngineStub) -> None:
    order = [str(card) for card in ca.DECK]
    reply = stub.NewGame(engine_pb2.NewGameRequest(game_id="canasta", players=4, seed=1, seat=0,
                                                   deals=[common_pb2.ExplicitDeal(order=order)]))
    view = reply.view.canasta
    assert view.dealer == 3 and view.turn == 0 and list(view.hand)[:3] == ["2C", "6C", "TC"]
    move = engine_pb2.Move()
    move.canasta.draw.SetInParent()
    applied = stub.Apply(engine_pb2.ApplyRequest(state=engine_pb2.StateRef(plain=reply.state.plain), seat=0,
                                                 move=move, seat_token=reply.seat_tokens[0]))
    assert applied.view.events[0].move_played.move_id == "draw"
    assert len(applied.view.canasta.hand) == 12 and applied.view.canasta.phase == common_pb2.RUMMY_PHASE_MELD


def test_malformed_and_illegal_moves(client: CardGamesClient) -> None:
    turn = client.new_game("canasta", players=4, seed=2)
    for text in ("meld:purple:3:0:0", "take:two", "discard:ZZ"):
        error = failure(lambda text=text: client.apply(turn, turn.to_act or 0, text))  # type: ignore[misc]
        assert error.code == INVALID and error.reason == "INVALID_MOVE", error
    error = failure(lambda: client.apply(turn, turn.to_act or 0, "discard:7H"))
    assert error.code == PRECONDITION and error.reason == "ILLEGAL_MOVE" and "1.4" in error.message, error
    error = failure(lambda: client.apply(turn, turn.to_act or 0, "meld:king:3:0:0"))
    assert error.code == PRECONDITION and error.reason == "ILLEGAL_MOVE", error


def test_impossible_plain_states_are_invalid_argument(client: CardGamesClient) -> None:
    turn = client.new_game("canasta", players=4, seed=5)
    state = engine_pb2.GameState()
    state.CopyFrom(turn.state.plain)
    state.canasta.stock.append(state.canasta.stock[0])  # a card too many
    error = failure(lambda: client.view(engine_pb2.StateRef(plain=state), 0))
    assert error.code == INVALID and error.reason == "INVALID_STATE", error
    state.CopyFrom(turn.state.plain)
    state.canasta.turn = 9
    error = failure(lambda: client.legal_moves(engine_pb2.StateRef(plain=state), 0))
    assert error.code == INVALID and error.reason == "INVALID_STATE", error
    state.CopyFrom(turn.state.plain)
    state.canasta.pile.frozen = not state.canasta.pile.frozen
    error = failure(lambda: client.score(engine_pb2.StateRef(plain=state)))
    assert error.code == INVALID and "frozen" in error.message, error
