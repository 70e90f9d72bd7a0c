"""GameEngine against a real server on a free port: happy paths and every error case."""

from __future__ import annotations

import time

import grpc
import pytest
from rpc_helpers import failure

from cardgames.clients.sdk import CardGamesClient, request_state
from cardgames.service.sealing import KeyRing
from cardgames.v1 import engine_pb2, engine_pb2_grpc
from tests.service.conftest import TEST_KEYS

INVALID = grpc.StatusCode.INVALID_ARGUMENT
PRECONDITION = grpc.StatusCode.FAILED_PRECONDITION


def test_list_games_reports_every_game_with_options(client: CardGamesClient) -> None:
    games = {game.id: game for game in client.list_games()}
    assert {"durak", "bridge", "little_piano"} <= set(games)
    bridge = games["bridge"]
    assert bridge.min_players == bridge.max_players == 4
    assert "scoring" in {option.name for option in bridge.options}
    assert games["durak"].min_players == 2 and games["durak"].max_players == 4


@pytest.mark.parametrize(("game_id", "players"), [("durak", 3), ("bridge", 4), ("little_piano", 1)])
def test_new_game_returns_state_view_and_moves(client: CardGamesClient, game_id: str, players: int) -> None:
    first = client.new_game(game_id, players=players, seed=7)
    to_act = first.to_act
    assert to_act is not None and first.view.version == 0 and not first.terminal
    assert first.state.HasField("plain") and first.state.sealed
    turn = client.new_game(game_id, players=players, seed=7, seat=to_act)
    assert turn.view.seat == to_act and turn.legal_moves
    assert _deal_of(turn.state.plain) == _deal_of(first.state.plain)  # same seed, same deal
    # ... but another match: its own random id and seat tokens.
    assert len(turn.state.plain.match_id) == 16 and turn.state.plain.match_id != first.state.plain.match_id
    assert len(turn.seat_tokens) == len(first.seat_tokens) == players
    assert set(turn.seat_tokens).isdisjoint(first.seat_tokens)
    moved = client.apply(turn.state, to_act, turn.legal_moves[0].id, expected_version=0)
    assert moved.view.version == 1
    assert moved.view.WhichOneof("game") == game_id


def _deal_of(state: engine_pb2.GameState) -> bytes:
    copy = engine_pb2.GameState()
    copy.CopyFrom(state)
    copy.ClearField("match_id")
    return copy.SerializeToString()


def test_sealed_and_plain_forms_continue_the_same_game(client: CardGamesClient) -> None:
    turn = client.new_game("durak", players=2, seed=3, seat=None)
    seat = turn.to_act
    assert seat is not None
    listed = client.legal_moves(engine_pb2.StateRef(sealed=turn.state.sealed), seat)
    from_plain = client.legal_moves(engine_pb2.StateRef(plain=turn.state.plain), seat)
    assert [m.id for m in listed.legal_moves] == [m.id for m in from_plain.legal_moves]


def test_sealed_only_server_never_returns_plain_state(sealed_target: str) -> None:
    with CardGamesClient(sealed_target) as sealed_client:
        turn = sealed_client.new_game("bridge", seed=1, seat=0)
        assert not turn.state.HasField("plain") and turn.state.sealed
        plain = engine_pb2.StateRef(plain=engine_pb2.GameState(game_id="bridge"))
        error = failure(lambda: sealed_client.view(plain, 0))
        assert error.code == INVALID and "sealed" in error.message
        view = sealed_client.view(turn.state, 0)
        assert view.seat == 0


def test_sealed_tokens_use_the_newest_key_and_old_keys_still_open(client: CardGamesClient) -> None:
    turn = client.new_game("durak", players=2, seed=5)
    token = turn.state.sealed
    assert token[2 : 2 + token[1]] == b"new"
    old_only = KeyRing.parse("old=" + "A" * 43)
    old_token = old_only.seal("durak", turn.state.plain.SerializeToString())
    view = client.view(engine_pb2.StateRef(sealed=old_token))
    assert view.version == turn.view.version


def test_token_of_a_removed_key_is_rejected_with_the_reason(client: CardGamesClient) -> None:
    turn = client.new_game("durak", players=2, seed=5)
    gone = KeyRing.parse("retired=" + "C" * 43).seal("durak", turn.state.plain.SerializeToString())
    error = failure(lambda: client.view(engine_pb2.StateRef(sealed=gone)))
    assert error.code == INVALID and error.reason == "INVALID_TOKEN" and "retired" in error.message


def test_every_altered_byte_of_a_sealed_token_is_rejected(client: CardGamesClient) -> None:
    token = client.new_game("durak", players=2, seed=5).state.sealed
    positions = sorted({0, 1, 2, 5, 8, len(token) // 2, len(token) - 17, len(token) - 1})
    for position in positions:
        altered = bytearray(token)
        altered[position] ^= 0x01
        error = failure(lambda altered=altered: client.view(engine_pb2.StateRef(sealed=bytes(altered))))
        assert error.code == INVALID and error.reason == "INVALID_TOKEN", position
    for cut in (0, 1, 4, 20, len(token) - 1):
        error = failure(lambda cut=cut: client.view(engine_pb2.StateRef(sealed=token[:cut] or b"\x00")))
        assert error.code == INVALID, cut


def test_token_for_one_game_cannot_pose_as_another(client: CardGamesClient) -> None:
    token = client.new_game("durak", players=2, seed=5).state.sealed
    relabelled = token.replace(b"\x05durak", b"\x05brid_", 1)
    error = failure(lambda: client.view(engine_pb2.StateRef(sealed=relabelled)))
    assert error.code == INVALID and error.reason == "INVALID_TOKEN"


@pytest.mark.parametrize(
    ("request_kwargs", "field"),
    [
        ({"game_id": "chess"}, "game_id"),
        ({"game_id": ""}, "game_id"),
        ({"game_id": "bridge", "options": {"nonsense": "1"}}, "nonsense"),
        ({"game_id": "bridge", "options": {"scoring": "chicago"}}, "scoring"),
        ({"game_id": "bridge", "players": 3}, "players"),
        ({"game_id": "durak", "players": 9}, "players"),
        ({"game_id": "durak", "deal": ["AS", "XX"]}, "deal[1]"),
        ({"game_id": "durak", "deal": ["AS"]}, "deal"),
        ({"game_id": "durak", "seat": 7}, "seat"),
    ],
)
def test_bad_new_game_requests_name_the_field(
    stub: engine_pb2_grpc.GameEngineStub, request_kwargs: dict[str, object], field: str
) -> None:
    error = failure(lambda: stub.NewGame(engine_pb2.NewGameRequest(**request_kwargs), timeout=10))
    assert error.code == INVALID, error
    assert field in error.fields, error


def test_options_and_typed_options_together_are_rejected(stub: engine_pb2_grpc.GameEngineStub) -> None:
    request = engine_pb2.NewGameRequest(game_id="bridge", options={"scoring": "rubber"})
    request.typed_options.bridge.SetInParent()
    error = failure(lambda: stub.NewGame(request, timeout=10))
    assert error.code == INVALID and "typed_options" in error.fields


def test_state_must_be_given_exactly_once(stub: engine_pb2_grpc.GameEngineStub, client: CardGamesClient) -> None:
    error = failure(lambda: stub.View(engine_pb2.ViewRequest(), timeout=10))
    assert error.code == INVALID and error.fields == ["state"]
    turn = client.new_game("durak", players=2, seed=1)
    both = engine_pb2.StateRef(plain=turn.state.plain, sealed=turn.state.sealed)
    error = failure(lambda: stub.View(engine_pb2.ViewRequest(state=both), timeout=10))
    assert error.code == INVALID


def test_impossible_plain_state_is_rejected_with_the_violation(client: CardGamesClient) -> None:
    turn = client.new_game("bridge", seed=2)
    state = engine_pb2.GameState()
    state.CopyFrom(turn.state.plain)
    state.game_id = "durak"
    error = failure(lambda: client.view(engine_pb2.StateRef(plain=state)))
    assert error.code == INVALID
    state = engine_pb2.GameState()
    state.CopyFrom(turn.state.plain)
    state.bridge.ClearField("hands")
    error = failure(lambda: client.view(engine_pb2.StateRef(plain=state)))
    assert error.code == INVALID and error.reason == "INVALID_STATE"
    # The largest version has no successor: applying a move to it is an impossible state, not a crash.
    state = engine_pb2.GameState()
    state.CopyFrom(turn.state.plain)
    state.version = 2**64 - 1
    error = failure(lambda: client.apply(engine_pb2.StateRef(plain=state), turn.to_act or 0, "pass"))
    assert error.code == INVALID and "state.version" in error.fields


def test_wrong_seat_illegal_move_bad_move_and_stale_version(client: CardGamesClient) -> None:
    turn = client.new_game("bridge", seed=11, seat=None)
    to_act = turn.to_act
    assert to_act is not None
    other = (to_act + 1) % 4
    error = failure(lambda: client.apply(turn.state, other, "pass"))
    assert error.code == PRECONDITION and error.reason == "NOT_YOUR_TURN"
    error = failure(lambda: client.apply(turn.state, 9, "pass"))
    assert error.code == INVALID and "seat" in error.fields
    error = failure(lambda: client.apply(turn.state, to_act, "double"))
    assert error.code == PRECONDITION and error.reason == "ILLEGAL_MOVE"
    error = failure(lambda: client.apply(turn.state, to_act, "bid:9Z"))
    assert error.code == INVALID and error.reason == "INVALID_MOVE"
    error = failure(lambda: client.apply(turn.state, to_act, "pass", expected_version=4))
    assert error.code == grpc.StatusCode.ABORTED and error.reason == "STALE_VERSION"
    durak_move = engine_pb2.Move()
    durak_move.durak.take.SetInParent()
    error = failure(lambda: client.apply(turn.state, to_act, move=durak_move))
    assert error.code == INVALID


def test_move_after_the_end_is_game_over(client: CardGamesClient) -> None:
    turn = client.new_game("little_piano", seed=4, seat=0)
    resign = [m for m in turn.legal_moves if m.id == "resign"]
    assert resign, [m.id for m in turn.legal_moves]
    over = client.apply(turn.state, 0, "resign")
    assert over.terminal and over.to_act is None and not over.legal_moves
    error = failure(lambda: client.apply(over.state, 0, "draw"))
    assert error.code == PRECONDITION and error.reason == "GAME_OVER"
    score = client.score(over.state)
    assert score.terminal


def test_garbage_request_bytes_are_invalid_argument(target: str) -> None:
    with grpc.insecure_channel(target) as channel:
        raw = channel.unary_unary("/cardgames.v1.GameEngine/Apply", request_serializer=None,
                                  response_deserializer=None)
        for garbage in (b"\xff\xff\xff", b"\x0a\x05\x0a\x03\xff\xfe", b"\x12" * 7):
            error = failure(lambda garbage=garbage: raw(garbage, timeout=10))
            assert error.code == INVALID, garbage


def test_views_are_per_seat(client: CardGamesClient) -> None:
    turn = client.new_game("durak", players=3, seed=8)
    views = [client.view(turn.state, seat) for seat in range(3)]
    hands = [set(v.durak.hand) for v in views]
    assert all(len(hand) == 6 for hand in hands)
    assert not (hands[0] & hands[1]) and not (hands[1] & hands[2])
    spectator = client.view(turn.state)
    assert not spectator.HasField("seat") and not spectator.durak.hand


def test_health_and_reflection(target: str) -> None:
    from grpc_health.v1 import health_pb2, health_pb2_grpc
    from grpc_reflection.v1alpha import reflection_pb2, reflection_pb2_grpc

    with grpc.insecure_channel(target) as channel:
        health = health_pb2_grpc.HealthStub(channel)
        for service in ("", "cardgames.v1.GameEngine"):
            reply = health.Check(health_pb2.HealthCheckRequest(service=service), timeout=5)
            assert reply.status == health_pb2.HealthCheckResponse.SERVING
        stub = reflection_pb2_grpc.ServerReflectionStub(channel)
        replies = stub.ServerReflectionInfo(iter([reflection_pb2.ServerReflectionRequest(list_services="")]))
        names = {s.name for reply in replies for s in reply.list_services_response.service}
        assert "cardgames.v1.GameEngine" in names


def test_metrics_count_requests_by_method_and_code(client: CardGamesClient) -> None:
    from cardgames.service.metrics import REGISTRY

    def count(method: str, code: str) -> float:
        value = REGISTRY.get_sample_value("cardgames_requests_total", {"method": method, "code": code})
        return value or 0.0

    before_ok, before_bad = count("ListGames", "OK"), count("NewGame", "INVALID_ARGUMENT")
    client.list_games()
    failure(lambda: client.new_game("nope"))
    # The server records after the status is sent, so allow it a moment.
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline and count("NewGame", "INVALID_ARGUMENT") < before_bad + 1:
        time.sleep(0.01)
    assert count("ListGames", "OK") >= before_ok + 1
    assert count("NewGame", "INVALID_ARGUMENT") == before_bad + 1


def test_request_state_prefers_plain() -> None:
    ref = engine_pb2.StateRef(plain=engine_pb2.GameState(game_id="x"), sealed=b"t")
    assert request_state(ref).HasField("plain") and not request_state(ref).sealed
    assert TEST_KEYS.newest == "new"
