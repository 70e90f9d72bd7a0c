"""prisoner, mill and lion_and_sun through a real server: one complete game each from an explicit deck,
the views and events a frontend gets, and bad input refused with deliberate codes."""

from __future__ import annotations

import grpc
from rpc_helpers import failure

from cardgames.clients.sdk import CardGamesClient
from cardgames.v1 import common_pb2, engine_pb2, engine_pb2_grpc, lion_and_sun_pb2, mill_pb2, prisoner_pb2

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


def _greedy(stub: engine_pb2_grpc.GameEngineStub, reply: engine_pb2.NewGameResponse,
            rank: dict[str, int]) -> tuple[engine_pb2.StateRef, engine_pb2.GameView, int]:
    """Play to the end through the server, picking the legal move whose id prefix ranks first."""
    state, moves, view, played = reply.state, reply.legal_moves, reply.view, 0
    while not view.terminal:
        ids = [move.id for move in moves if move.id != "resign"]
        choice = min(ids, key=lambda move_id: min((value for prefix, value in rank.items() if prefix in move_id),
                                                  default=len(rank)))
        applied = _apply(stub, state, choice)
        assert applied.view.events[0].move_played.move_id == choice
        state, moves, view = applied.state, applied.legal_moves, applied.view
        played += 1
    return state, view, played


def test_lion_and_sun_a_whole_game(stub: engine_pb2_grpc.GameEngineStub) -> None:
    from cardgames.games import lion_and_sun

    local = lion_and_sun.new_game(lion_and_sun.Options(), 1, seed=1)
    order = [str(card) for pack in local.packs for card in pack.cards] + [
        str(slot.cards[0]) for slot in local.slots] + [str(card) for card in local.layout.stock]
    reply = _new(stub, "lion_and_sun", order)
    view = reply.view.lion_and_sun
    assert [list(pack.up) for pack in view.packs] == [[order[12 * p + 11]] for p in range(4)]
    assert [pack.down_count for pack in view.packs] == [11] * 4 and not any(pack.down for pack in view.packs)
    assert [list(slot.cards) for slot in view.slots] == [[card] for card in order[48:61]]
    assert view.layout.stock_count == 43 and not view.layout.stock
    state, final, played = _greedy(stub, reply, {">found": 0, "fill:": 1, "draw": 2})
    assert final.lion_and_sun.ending == lion_and_sun_pb2.LION_AND_SUN_ENDING_WON and played > 100
    assert final.lion_and_sun.foundation_cards == 104 and final.events[-1].WhichOneof("kind") == "match_over"
    score = stub.Score(engine_pb2.ScoreRequest(state=_ref(state)), timeout=10).score
    assert list(score.deal) == [104] and list(score.outcomes) == [common_pb2.OUTCOME_WIN]


def test_lion_and_sun_refusals(stub: engine_pb2_grpc.GameEngineStub) -> None:
    reply = stub.NewGame(engine_pb2.NewGameRequest(game_id="lion_and_sun", seed=2, seat=0,
                                                   options={"packs_spread": "true", "total_passes": "3"}), timeout=10)
    assert all(pack.down_count == 0 and len(pack.up) == 12 for pack in reply.view.lion_and_sun.packs)
    assert reply.view.lion_and_sun.redeals_left == 2
    error = failure(lambda: _apply(stub, reply.state, "redeal"))
    assert error.code == PRECONDITION and error.reason == "ILLEGAL_MOVE" and "§12.3" in error.message
    error = failure(lambda: _apply(stub, reply.state, "fill:4:stock"))
    assert error.code == INVALID and error.reason == "INVALID_MOVE"
    error = failure(lambda: _apply(stub, reply.state, "fill:13:0"))
    assert error.code == INVALID and error.fields == ["move"]
    error = failure(lambda: stub.NewGame(engine_pb2.NewGameRequest(game_id="lion_and_sun",
                                                                   options={"total_passes": "0"}), timeout=10))
    assert error.code == INVALID


def test_mill_a_whole_game(stub: engine_pb2_grpc.GameEngineStub) -> None:
    reply = stub.NewGame(engine_pb2.NewGameRequest(game_id="mill", seed=132, seat=0), timeout=10)
    view = reply.view.mill
    assert len(view.wings) == 8 and all(len(wing.cards) == 1 for wing in view.wings)
    assert [card[0] for kings in view.kings for card in kings.cards] == ["K"] * sum(
        len(kings.cards) for kings in view.kings)
    assert next(iter(view.layout.foundations[0].cards))[0] == "A" and not view.layout.stock
    state, final, played = _greedy(stub, reply, {">": 0, "transfer": 1, "draw": 2})
    assert final.mill.ending == mill_pb2.MILL_ENDING_WON and final.mill.foundation_cards == 104
    assert len(final.mill.layout.foundations[0].cards) == 52 and all(len(k.cards) == 13 for k in final.mill.kings)
    score = stub.Score(engine_pb2.ScoreRequest(state=_ref(state)), timeout=10).score
    assert list(score.deal) == [104] and played > 90


def test_mill_explicit_deal_and_refusals(stub: engine_pb2_grpc.GameEngineStub) -> None:
    deck = [f"{rank}{suit}" for suit in "CDHS" for rank in "23456789TJQKA"] * 2
    reply = _new(stub, "mill", deck, {"refill": "choice", "forced_kings": "false"})
    view = reply.view.mill
    assert list(view.layout.foundations[0].cards) == ["AC"]  # the first ace is the centre
    assert [wing.cards[0] for wing in view.wings] == deck[:8]  # no king among the first eight
    error = failure(lambda: _apply(stub, reply.state, "transfer:0"))
    assert error.code == PRECONDITION and "ML-6" in error.message
    error = failure(lambda: _apply(stub, reply.state, "refill:stock"))
    assert error.code == PRECONDITION and "ML-2" in error.message
    error = failure(lambda: _apply(stub, reply.state, "wing:8>ace"))
    assert error.code == INVALID and error.fields == ["move"]
    error = failure(lambda: _apply(stub, reply.state, "ace>king:0"))  # ML-10: never back from the ace pile
    assert error.code == INVALID and error.reason == "INVALID_MOVE"
