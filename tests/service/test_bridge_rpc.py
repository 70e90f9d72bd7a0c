"""Bridge through the real server: malformed calls in every form, explicit deals, events, the solver."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import grpc
import pytest
from rpc_helpers import failure

from cardgames.clients.sdk import CardGamesClient, request_state
from cardgames.v1 import common_pb2, engine_pb2, engine_pb2_grpc, solver_pb2, solver_pb2_grpc

INVALID = grpc.StatusCode.INVALID_ARGUMENT
PRECONDITION = grpc.StatusCode.FAILED_PRECONDITION
PBN = "N:AKQJT98765432.-.-.- -.AKQJT98765432.-.- -.-.AKQJT98765432.- -.-.-.AKQJT98765432"


def _bid(call: common_pb2.Call, level: int, strain: int) -> None:
    call.kind = common_pb2.CALL_KIND_BID
    call.bid.level, call.bid.strain = level, strain


def _level_eight(call: common_pb2.Call) -> None:
    _bid(call, 8, common_pb2.STRAIN_NO_TRUMP)


def _level_zero(call: common_pb2.Call) -> None:
    _bid(call, 0, common_pb2.STRAIN_CLUBS)


def _strain_zero(call: common_pb2.Call) -> None:
    _bid(call, 3, common_pb2.STRAIN_UNSPECIFIED)


def _bid_without_bid(call: common_pb2.Call) -> None:
    call.kind = common_pb2.CALL_KIND_BID


def _pass_with_bid(call: common_pb2.Call) -> None:
    _bid(call, 1, common_pb2.STRAIN_CLUBS)
    call.kind = common_pb2.CALL_KIND_PASS


MALFORMED: list[tuple[Callable[[common_pb2.Call], None], str, str]] = [
    (_level_eight, "bid", "level must be 1..7"),
    (_level_zero, "bid", "level must be 1..7"),
    (_strain_zero, "bid.strain", "not a valid Strain"),
    (_bid_without_bid, "", "needs a bid"),
    (_pass_with_bid, "", "a pass has no bid"),
]
IDS = ["level-8", "level-0", "strain-0", "bid-without-bid", "pass-with-bid"]


@pytest.mark.parametrize(("edit", "field", "words"), MALFORMED, ids=IDS)
def test_a_structured_call_off_the_ladder_is_invalid_argument_naming_the_field(
    client: CardGamesClient, edit: Callable[[common_pb2.Call], None], field: str, words: str
) -> None:
    turn = client.new_game("bridge", seed=4)
    move = engine_pb2.Move()
    edit(move.bridge.call)
    error = failure(lambda: client.apply(turn.state, turn.to_act or 0, move=move))
    assert error.code == INVALID and error.reason == "INVALID_MOVE" and words in error.message, error
    assert error.fields == ["move.call" + (f".{field}" if field else "")], error


@pytest.mark.parametrize("text", ["bid:8NT", "bid:0C", "bid:9H", "bid:4X", "bid:"])
def test_a_call_off_the_ladder_as_text_is_invalid_argument(client: CardGamesClient, text: str) -> None:
    turn = client.new_game("bridge", seed=4)
    error = failure(lambda: client.apply(turn.state, turn.to_act or 0, text))
    assert error.code == INVALID and error.reason == "INVALID_MOVE" and error.fields == ["move"], error


@pytest.mark.parametrize(("edit", "field", "words"), MALFORMED, ids=IDS)
def test_a_plain_state_with_a_call_off_the_ladder_is_invalid_argument(
    client: CardGamesClient, edit: Callable[[common_pb2.Call], None], field: str, words: str
) -> None:
    turn = client.new_game("bridge", seed=4)
    state = engine_pb2.GameState()
    state.CopyFrom(turn.state.plain)
    state.bridge.calls.add(kind=common_pb2.CALL_KIND_PASS)
    edit(state.bridge.calls.add())
    ref = engine_pb2.StateRef(plain=state)
    for call in (lambda: client.view(ref, 0), lambda: client.legal_moves(ref, 0), lambda: client.score(ref)):
        error = failure(call)
        assert error.code == INVALID and error.reason == "INVALID_STATE" and words in error.message, error
        assert error.fields == ["state.calls[1]" + (f".{field}" if field else "")], error


def test_explicit_deals_in_every_form(stub: engine_pb2_grpc.GameEngineStub) -> None:
    deck = [f"{rank}{suit}" for suit in "CDHS" for rank in "23456789TJQKA"]
    by_notation = engine_pb2.NewGameRequest(game_id="bridge", seed=1, deals=[common_pb2.ExplicitDeal(notation=PBN)])
    reply = stub.NewGame(by_notation, timeout=10)
    hands = reply.state.plain.bridge.hands
    assert list(hands[0].cards) == deck[39:] and list(hands[3].cards) == deck[:13]  # N spades, W clubs
    by_hands = engine_pb2.NewGameRequest(game_id="bridge", seed=1, deals=[
        common_pb2.ExplicitDeal(hands=list(hands)), common_pb2.ExplicitDeal(order=deck)])
    again = stub.NewGame(by_hands, timeout=10).state.plain.bridge
    assert list(again.hands) == list(hands) and list(again.queued[0].cards) == deck
    by_order = stub.NewGame(engine_pb2.NewGameRequest(game_id="bridge", seed=1, deal=deck), timeout=10)
    assert list(by_order.state.plain.bridge.hands[1].cards) == deck[0::4]  # order[0] to East
    bad = engine_pb2.NewGameRequest(game_id="bridge", deals=[common_pb2.ExplicitDeal(notation="N:AKQ.-.-.-")])
    assert failure(lambda: stub.NewGame(bad, timeout=10)).code == INVALID


def test_events_show_each_seat_only_what_it_may_see(client: CardGamesClient) -> None:
    for seat in (0, 2, None):
        turn = client.new_game("bridge", seed=6, seat=seat)
        kinds = [event.WhichOneof("kind") for event in turn.view.events]
        assert kinds == ["deal_started"] + ["cards_moved"] * 4
        for event in turn.view.events[1:]:
            moved = event.cards_moved
            assert moved.count == 13 and bool(moved.cards) == (moved.target.seat == seat)
    turn = client.new_game("bridge", seed=6)
    for _ in range(4):
        turn = client.apply(turn.state, turn.to_act or 0, "bid:1NT" if turn.view.version == 0 else "pass")
    declarer = turn.view.bridge.contract.declarer
    lead = client.legal_moves(turn.state, turn.to_act or 0).legal_moves[0]
    for seat in range(4):
        after = client.apply(turn.state, turn.to_act or 0, lead.id)
        view = client.view(after.state, seat)
        turned = [event.card_turned.card for event in view.events if event.WhichOneof("kind") == "card_turned"]
        assert sorted(turned) == sorted(view.bridge.hands[(declarer + 2) % 4].cards) and len(turned) == 13


@pytest.fixture(scope="module")
def solver(target: str) -> Iterator[solver_pb2_grpc.SolverStub]:
    with grpc.insecure_channel(target) as channel:
        yield solver_pb2_grpc.SolverStub(channel)


def test_solver_on_a_bridge_state(solver: solver_pb2_grpc.SolverStub, client: CardGamesClient) -> None:
    turn = client.new_game("bridge", seed=3)
    error = failure(lambda: solver.SolveDoubleDummy(
        solver_pb2.SolveDoubleDummyRequest(state=request_state(turn.state)), timeout=10))
    assert error.code == PRECONDITION and "not in its play phase" in error.message
    table = solver.DoubleDummyTable(solver_pb2.DoubleDummyTableRequest(state=request_state(turn.state)), timeout=60)
    assert len(table.rows) == 4
    pbn = [solver_pb2.DoubleDummyTableRequest(pbn=PBN)]
    rows = {row.declarer: row for row in solver.DoubleDummyTable(pbn[0], timeout=30).rows}
    assert rows["N"].spades == 13 and rows["N"].notrump == 0 and rows["W"].clubs == 13
    durak = client.new_game("durak", players=4, seed=1)
    error = failure(lambda: solver.DoubleDummyTable(
        solver_pb2.DoubleDummyTableRequest(state=request_state(durak.state)), timeout=10))
    assert error.code == INVALID and "bridge" in error.message
