"""Seats are capabilities: NewGame hands out one token per seat, and seat-specific calls need the seat's token.

Against real servers: ``sealed_target`` has the defaults (plain states refused, tokens required);
``target`` is a trusted backend (plain accepted, a token optional but checked when given).
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Callable, Iterator
from typing import Any

import grpc
import pytest
from google.rpc import error_details_pb2
from grpc_status import rpc_status
from rpc_helpers import failure

from cardgames.clients.sdk import CardGamesClient, Turn
from cardgames.service import sealing
from cardgames.service.errors import SeatTokenInvalid
from cardgames.service.sealing import SEAT_MAC_BYTES, KeyRing
from cardgames.v1 import engine_pb2, engine_pb2_grpc
from tests.service.conftest import TEST_KEYS

UNAUTHENTICATED = grpc.StatusCode.UNAUTHENTICATED
DENIED = grpc.StatusCode.PERMISSION_DENIED


@pytest.fixture(scope="module")
def sealed_stub(sealed_target: str) -> Iterator[engine_pb2_grpc.GameEngineStub]:
    with grpc.insecure_channel(sealed_target) as channel:
        yield engine_pb2_grpc.GameEngineStub(channel)


def _new(stub: engine_pb2_grpc.GameEngineStub, game_id: str = "durak", players: int = 3, seed: int = 4) -> Any:
    return stub.NewGame(engine_pb2.NewGameRequest(game_id=game_id, players=players, seed=seed), timeout=10)


def _seat_calls(
    stub: engine_pb2_grpc.GameEngineStub, new: Any, seat: int, token: bytes
) -> dict[str, Callable[[], Any]]:
    """Every seat-specific call for ``seat`` on ``new``'s state with ``token``."""
    ref = engine_pb2.StateRef(sealed=new.state.sealed)
    move = engine_pb2.Move(id="pass")
    return {
        "View": lambda: stub.View(engine_pb2.ViewRequest(state=ref, seat=seat, seat_token=token), timeout=10),
        "LegalMoves": lambda: stub.LegalMoves(
            engine_pb2.LegalMovesRequest(state=ref, seat=seat, seat_token=token), timeout=10
        ),
        "Score": lambda: stub.Score(engine_pb2.ScoreRequest(state=ref, seat=seat, seat_token=token), timeout=10),
        "Apply": lambda: stub.Apply(
            engine_pb2.ApplyRequest(state=ref, seat=seat, move=move, seat_token=token), timeout=10
        ),
    }


def _error_info(call: Callable[[], Any]) -> error_details_pb2.ErrorInfo:
    try:
        call()
    except grpc.RpcError as error:
        status = rpc_status.from_call(error)  # type: ignore[arg-type]
        assert status is not None
        for detail in status.details:
            info = error_details_pb2.ErrorInfo()
            if detail.Unpack(info):
                return info
    raise AssertionError("no ErrorInfo")


def test_new_game_returns_one_distinct_token_per_seat(sealed_stub: engine_pb2_grpc.GameEngineStub) -> None:
    for game_id, players in (("durak", 2), ("durak", 4), ("bridge", 4), ("little_piano", 1)):
        new = _new(sealed_stub, game_id, players)
        tokens = list(new.seat_tokens)
        assert len(tokens) == players and len(set(tokens)) == players
        assert all(token[2 : 2 + token[1]] == b"new" for token in tokens), "the newest key signs"
        assert all(len(token) == 2 + token[1] + SEAT_MAC_BYTES for token in tokens)


def test_without_a_token_every_seat_call_is_unauthenticated(sealed_stub: engine_pb2_grpc.GameEngineStub) -> None:
    new = _new(sealed_stub)
    for rpc, call in _seat_calls(sealed_stub, new, new.view.to_act, b"").items():
        error = failure(call)
        assert error.code == UNAUTHENTICATED and error.reason == "SEAT_TOKEN_MISSING", (rpc, error)
        assert error.metadata == {"field": "seat_token"}, (rpc, error)
    info = _error_info(_seat_calls(sealed_stub, new, 0, b"")["View"])
    assert (info.reason, info.domain) == ("SEAT_TOKEN_MISSING", "cardgames.v1")
    assert dict(info.metadata) == {"field": "seat_token"}


def test_the_token_is_checked_before_the_turn(sealed_stub: engine_pb2_grpc.GameEngineStub) -> None:
    new = _new(sealed_stub)
    other = (new.view.to_act + 1) % 3
    error = failure(_seat_calls(sealed_stub, new, other, b"")["Apply"])
    assert error.code == UNAUTHENTICATED, "no NOT_YOUR_TURN (nor anything else) before the caller is known"
    error = failure(_seat_calls(sealed_stub, new, 7, b"")["View"])
    assert error.code == grpc.StatusCode.INVALID_ARGUMENT and error.fields == ["seat"], "a bad seat is still named"


def _forged(new: Any, seat: int) -> dict[str, bytes]:
    token = new.seat_tokens[seat]
    flipped = bytearray(token)
    flipped[-1] ^= 0x01
    stranger = KeyRing.parse("zz=" + "C" * 43)  # a key id this server does not hold
    impostor = KeyRing.parse("new=" + "D" * 43)  # the server's key id, other key bytes
    match_id = b"\x00" * 16
    return {
        "other seat": new.seat_tokens[(seat + 1) % len(new.seat_tokens)],
        "flipped bit": bytes(flipped),
        "truncated": token[:-1],
        "extended": token + b"\x00",
        "garbage": b"\x01\x03new" + b"\x55" * SEAT_MAC_BYTES,
        "unknown format": b"\x02" + token[1:],
        "bad key id length": b"\x01\xff" + token[2:],
        "unknown key": stranger.seat_token(match_id, seat),
        "same key id, other key": impostor.seat_token(match_id, seat),
        "not a token": b"hello",
    }


def test_wrong_or_forged_tokens_are_permission_denied(sealed_stub: engine_pb2_grpc.GameEngineStub) -> None:
    new = _new(sealed_stub)
    seat = new.view.to_act
    for label, token in _forged(new, seat).items():
        for rpc, call in _seat_calls(sealed_stub, new, seat, token).items():
            error = failure(call)
            assert error.code == DENIED and error.reason == "SEAT_TOKEN_INVALID", (label, rpc, error)
            assert error.metadata == {"field": "seat_token"}, (label, rpc, error)
    error = failure(_seat_calls(sealed_stub, new, seat, _forged(new, seat)["unknown key"])["View"])
    assert "'zz'" in error.message and "does not hold" in error.message


def test_a_token_of_another_match_with_the_same_deal_is_denied(sealed_stub: engine_pb2_grpc.GameEngineStub) -> None:
    first, second = _new(sealed_stub, seed=9), _new(sealed_stub, seed=9)
    seat = first.view.to_act
    view = sealed_stub.View(
        engine_pb2.ViewRequest(state=first.state, seat=seat, seat_token=first.seat_tokens[seat]), timeout=10
    ).view
    assert view.seat == seat and view.durak.hand
    error = failure(_seat_calls(sealed_stub, first, seat, second.seat_tokens[seat])["View"])
    assert error.code == DENIED and error.reason == "SEAT_TOKEN_INVALID"


def test_the_right_token_opens_each_seat_and_spectators_need_none(
    sealed_stub: engine_pb2_grpc.GameEngineStub,
) -> None:
    new = _new(sealed_stub)
    hands = []
    for seat, token in enumerate(new.seat_tokens):
        view = _seat_calls(sealed_stub, new, seat, token)["View"]().view
        assert view.seat == seat
        hands.append(set(view.durak.hand))
    assert all(len(hand) == 6 for hand in hands) and not hands[0] & hands[1]
    ref = engine_pb2.StateRef(sealed=new.state.sealed)
    spectator = sealed_stub.View(engine_pb2.ViewRequest(state=ref), timeout=10).view
    assert not spectator.HasField("seat") and not spectator.durak.hand
    assert sealed_stub.Score(engine_pb2.ScoreRequest(state=ref), timeout=10).score
    assert not sealed_stub.LegalMoves(engine_pb2.LegalMovesRequest(state=ref), timeout=10).moves


def test_new_game_with_a_seat_needs_no_token_the_creator_holds_them_all(
    sealed_stub: engine_pb2_grpc.GameEngineStub,
) -> None:
    new = sealed_stub.NewGame(engine_pb2.NewGameRequest(game_id="bridge", seed=2, seat=1), timeout=10)
    assert new.view.seat == 1 and len(new.view.bridge.hands[1].cards) == 13 and len(new.seat_tokens) == 4


def test_tokens_hold_for_the_whole_match(sealed_target: str) -> None:
    """The match id rides inside every next state, so NewGame's tokens keep working after each Apply."""
    with CardGamesClient(sealed_target) as client:
        start = client.new_game("durak", players=2, seed=12)
        turn = start
        for _ in range(12):
            seat = turn.to_act
            assert seat is not None
            token = start.seat_token(seat)
            listed = client.legal_moves(engine_pb2.StateRef(sealed=turn.state.sealed), seat, seat_token=token)
            turn = client.apply(turn.state, seat, listed.legal_moves[0].id, seat_token=token)
        assert turn.view.version == 12
        for seat in range(2):
            assert client.view(turn.state, seat, seat_token=start.seat_token(seat)).seat == seat
        error = failure(lambda: client.view(turn.state, 0, seat_token=start.seat_token(1)))
        assert error.code == DENIED


def test_sdk_passes_the_right_token_by_itself(sealed_target: str) -> None:
    with CardGamesClient(sealed_target) as client:
        turn = client.new_game("bridge", seed=3)
        assert len(turn.seat_tokens) == 4
        for _ in range(6):
            seat = turn.to_act
            assert seat is not None
            moves = client.legal_moves(turn, seat).legal_moves  # from the Turn
            turn = client.apply(turn, seat, moves[0].id, expected_version=turn.view.version)
            assert isinstance(turn, Turn) and len(turn.seat_tokens) == 4, "carried to every next Turn"
        # A bare StateRef the client returned: it remembers the match's tokens.
        assert client.view(turn.state, 2).seat == 2
        assert client.score(turn.state, 1).deal is not None
        # A client that received nothing from this match has no token: the server says so.
        with CardGamesClient(sealed_target) as stranger:
            error = failure(lambda: stranger.view(turn.state, 2))
            assert error.code == UNAUTHENTICATED
            assert stranger.view(turn.state, 2, seat_token=turn.seat_token(2)).seat == 2


# -- a trusted backend: plain states, tokens optional but checked ---------------------------------------------


def test_trusted_server_takes_calls_without_tokens_but_checks_given_ones(
    stub: engine_pb2_grpc.GameEngineStub,
) -> None:
    new = _new(stub)
    seat = new.view.to_act
    assert _seat_calls(stub, new, seat, b"")["View"]().view.seat == seat
    assert _seat_calls(stub, new, seat, new.seat_tokens[seat])["LegalMoves"]().moves
    error = failure(_seat_calls(stub, new, seat, new.seat_tokens[(seat + 1) % 3])["Apply"])
    assert error.code == DENIED and error.reason == "SEAT_TOKEN_INVALID"


def test_plain_states_carry_the_match_id(stub: engine_pb2_grpc.GameEngineStub) -> None:
    new = _new(stub)
    plain = new.state.plain
    assert len(plain.match_id) == 16
    ref = engine_pb2.StateRef(plain=plain)
    applied = stub.Apply(
        engine_pb2.ApplyRequest(
            state=ref, seat=new.view.to_act, move=engine_pb2.Move(id=_first_move(stub, new)), expected_version=0
        ),
        timeout=10,
    )
    assert applied.state.plain.match_id == plain.match_id
    # A plain state without a match id (hand-made): no token fits it; without a token a trusted server serves it.
    bare = engine_pb2.GameState()
    bare.CopyFrom(plain)
    bare.ClearField("match_id")
    request = engine_pb2.ViewRequest(state=engine_pb2.StateRef(plain=bare), seat=0, seat_token=new.seat_tokens[0])
    error = failure(lambda: stub.View(request, timeout=10))
    assert error.code == DENIED and "no match id" in error.message
    request.ClearField("seat_token")
    assert stub.View(request, timeout=10).view.seat == 0
    bare.match_id = b"short"
    error = failure(lambda: stub.View(engine_pb2.ViewRequest(state=engine_pb2.StateRef(plain=bare)), timeout=10))
    assert error.code == grpc.StatusCode.INVALID_ARGUMENT and error.fields == ["state.match_id"]


def _first_move(stub: engine_pb2_grpc.GameEngineStub, new: Any) -> str:
    request = engine_pb2.LegalMovesRequest(state=engine_pb2.StateRef(plain=new.state.plain), seat=new.view.to_act)
    return str(stub.LegalMoves(request, timeout=10).moves[0].id)


# -- the key ring's seat keys ---------------------------------------------------------------------------------


def test_every_key_verifies_and_the_mac_key_is_derived_not_the_aes_key() -> None:
    match_id = bytes(range(16))
    old_only = KeyRing.parse("old=" + "A" * 43)
    token = old_only.seat_token(match_id, 2)
    TEST_KEYS.check_seat_token(token, match_id, 2)  # "old" is in the test ring, though not the newest
    assert TEST_KEYS.seat_token(match_id, 2)[2:5] == b"new"
    # Were the AES key used as the HMAC key, this token would verify.
    raw_key = b"\x00" * 32  # "A" * 43 in base64url
    header = b"\x01\x03old"
    message = b"".join((sealing._SEAT_MAC_LABEL, header, bytes([16]), match_id, (2).to_bytes(4, "big")))
    naive = header + hmac.new(raw_key, message, hashlib.sha256).digest()[:SEAT_MAC_BYTES]
    assert naive != token
    with pytest.raises(SeatTokenInvalid, match="not seat 2's token"):
        TEST_KEYS.check_seat_token(naive, match_id, 2)
