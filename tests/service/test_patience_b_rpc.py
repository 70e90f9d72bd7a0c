"""prisoner, mill and lion_and_sun through a real server: one complete game each from an explicit deck,
the views and events a frontend gets, and bad input refused with deliberate codes."""

from __future__ import annotations

import grpc
from rpc_helpers import failure

from cardgames.clients.sdk import CardGamesClient
from cardgames.v1 import common_pb2, engine_pb2, engine_pb2_grpc, prisoner_pb2

INVALID = grpc.StatusCode.INVALID_ARGUMENT
PRECONDITION = grpc.StatusCode.FAILED_PRECONDITION

UZ_T1 = "6C 6D 7C 7D 8C 8D 9C 9D TC JC 6H JD QC 7H QD KC 8H KD AC 9H AD JH TH JS QH QS KH KS AH AS 6S 7S 8S 9S TD TS"
PRISONER_WIN = UZ_T1.split()


def _new(stub: engine_pb2_grpc.GameEngineStub, game_id: str, order: list[str],
         options: dict[str, str] | None = None) -> engine_pb2.NewGameResponse:
    request = engine_pb2.NewGameRequest(game_id=game_id, seat=0, options=options or {},
                                        deals=[common_pb2.ExplicitDeal(order=order)])
    return stub.NewGame(request, timeout=10)


def _ref(state: engine_pb2.StateRef) -> engine_pb2.StateRef:
    return engine_pb2.StateRef(sealed=state.sealed)


def _apply(stub: engine_pb2_grpc.GameEngineStub, state: engine_pb2.StateRef, move_id: str) -> engine_pb2.ApplyResponse:
    request = engine_pb2.ApplyRequest(state=_ref(state), seat=0, move=engine_pb2.Move(id=move_id))
    return stub.Apply(request, timeout=10)


def test_prisoner_a_whole_game(stub: engine_pb2_grpc.GameEngineStub) -> None:
    reply = _new(stub, "prisoner", PRISONER_WIN)
    view = reply.view.prisoner
    assert [list(pile.cards) for pile in view.top_row] == [[card] for card in PRISONER_WIN[:9]]
    assert view.stock_count == 27 and not view.stock
    assert [move.id for move in reply.legal_moves] == ["deal", "resign"]
    assert list(reply.state.plain.prisoner.stock) == PRISONER_WIN[9:]  # a trusted backend's plain state
    state = reply.state
    for round_ in range(9):
        applied = _apply(stub, state, "deal")
        kinds = [event.WhichOneof("kind") for event in applied.view.events]
        assert kinds[:4] == ["move_played", "cards_moved", "cards_moved", "cards_moved"]
        middle = applied.view.events[2].cards_moved
        assert middle.target.zone == common_pb2.ZONE_TABLE and middle.target.index == 1
        assert list(middle.cards) == [PRISONER_WIN[10 + 3 * round_]]
        state = applied.state
    view = applied.view
    assert view.terminal and not view.HasField("to_act") and not applied.legal_moves
    assert view.prisoner.ending == prisoner_pb2.PRISONER_ENDING_WON and view.prisoner.gathered == 9
    assert view.events[-1].WhichOneof("kind") == "match_over"
    score = stub.Score(engine_pb2.ScoreRequest(state=_ref(state)), timeout=10).score
    assert list(score.deal) == [9] and score.terminal
    error = failure(lambda: _apply(stub, state, "deal"))
    assert error.code == PRECONDITION and error.reason == "GAME_OVER"


def test_prisoner_bad_input(client: CardGamesClient, stub: engine_pb2_grpc.GameEngineStub) -> None:
    error = failure(lambda: _new(stub, "prisoner", PRISONER_WIN[:35]))
    assert error.code == INVALID and error.fields and "deal" in error.fields[0]
    turn = client.new_game("prisoner", seed=3, seat=0)
    error = failure(lambda: client.apply(turn.state, 0, "draw"))
    assert error.code == INVALID and error.reason == "INVALID_MOVE"
    plain = engine_pb2.GameState()
    plain.CopyFrom(turn.state.plain)
    plain.prisoner.top_row.add()
    error = failure(lambda: client.view(engine_pb2.StateRef(plain=plain), 0))
    assert error.code == INVALID and error.reason == "INVALID_STATE" and "top row" in error.message
