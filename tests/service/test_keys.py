"""Key ring rotation through real servers: the newest key seals, every listed key opens, removed keys fail."""

from __future__ import annotations

import base64
import dataclasses
from pathlib import Path

import grpc
import pytest
from rpc_helpers import failure

from cardgames.clients.local import local_server
from cardgames.clients.sdk import CardGamesClient
from cardgames.service.config import Config, StateOutput
from cardgames.service.sealing import KeyRing, KeyRingError
from cardgames.v1 import engine_pb2
from tests.service.conftest import BASE

SEALED = dataclasses.replace(BASE, accept_plain=False, state_output=StateOutput.SEALED)


def _entry(key_id: str, fill: int) -> str:
    return f"{key_id}={base64.urlsafe_b64encode(bytes([fill]) * 32).decode().rstrip('=')}"


K1, K2, K3 = _entry("k1", 1), _entry("k2", 2), _entry("k3", 3)


def _key_id(token: bytes) -> str:
    return token[2 : 2 + token[1]].decode("ascii")


def _ring_from_env(entries: str) -> KeyRing:
    config = Config.from_env({"CARDGAMES_SEAL_KEYS": entries})
    return KeyRing.from_config(config.seal_keys_file, config.seal_keys)


def test_rotation_keeps_old_tokens_open_and_removal_rejects_them_with_the_reason() -> None:
    # Before rotation: one key.
    with local_server(SEALED, _ring_from_env(K1)) as target, CardGamesClient(target) as client:
        first = client.new_game("bridge", seed=21)
        assert first.to_act is not None
        turn = client.new_game("bridge", seed=21, seat=first.to_act)
        before = turn.state.sealed
        assert _key_id(before) == "k1"
        mid_game = client.apply(turn.state, first.to_act, turn.legal_moves[0].id, expected_version=0)
        assert _key_id(mid_game.state.sealed) == "k1"

    # Rotation step 1: k2 added as newest; k1 still listed.  (A fresh client: the seat tokens are given.)
    assert {_key_id(token) for token in mid_game.seat_tokens} == {"k1"}
    with local_server(SEALED, _ring_from_env(f"{K1},{K2}")) as target, CardGamesClient(target) as client:
        state = engine_pb2.StateRef(sealed=mid_game.state.sealed)
        view = client.view(state, 1, seat_token=mid_game.seat_token(1))
        assert view.version == 1 and view.seat == 1
        seat = view.to_act
        assert seat is not None
        listed = client.legal_moves(state, seat, seat_token=mid_game.seat_token(seat))
        moved = client.apply(mid_game, seat, listed.legal_moves[0].id, expected_version=1)
        assert _key_id(moved.state.sealed) == "k2", "new tokens are sealed with the newest key"
        assert client.view(engine_pb2.StateRef(sealed=before)).version == 0
        resealed = moved.state.sealed
        fresh = client.new_game("durak", players=2, seed=1)
        assert {_key_id(token) for token in fresh.seat_tokens} == {"k2"}, "the newest key signs seat tokens"

    # Rotation step 2: k1 removed.  Its tokens fail with a reason that names the key; k2 tokens still open.
    with local_server(SEALED, _ring_from_env(f"{K2},{K3}")) as target, CardGamesClient(target) as client:
        for token in (before, mid_game.state.sealed):
            error = failure(lambda: client.view(engine_pb2.StateRef(sealed=token)))  # noqa: B023
            assert error.code == grpc.StatusCode.INVALID_ARGUMENT
            assert error.reason == "INVALID_TOKEN" and error.fields == ["state.sealed"]
            assert "'k1'" in error.message and "does not hold" in error.message, error.message
        assert client.view(engine_pb2.StateRef(sealed=resealed)).version == 2
        assert _key_id(client.new_game("durak", players=2, seed=1).state.sealed) == "k3"
        # The match's seat tokens were signed with k1: gone with it, though the state was resealed with k2.
        error = failure(lambda: client.view(moved, 0))
        assert error.code == grpc.StatusCode.PERMISSION_DENIED and error.reason == "SEAT_TOKEN_INVALID"
        assert "'k1'" in error.message and "does not hold" in error.message, error.message
        # k2's seat tokens still verify.
        assert client.view(fresh, 0, seat_token=fresh.seat_token(0)).seat == 0


def test_same_key_id_with_different_bytes_fails_authentication() -> None:
    with local_server(SEALED, _ring_from_env(K1)) as target, CardGamesClient(target) as client:
        token = client.new_game("durak", players=3, seed=2).state.sealed
    impostor = _entry("k1", 9)
    with local_server(SEALED, _ring_from_env(impostor)) as target, CardGamesClient(target) as client:
        error = failure(lambda: client.view(engine_pb2.StateRef(sealed=token)))
        assert error.code == grpc.StatusCode.INVALID_ARGUMENT and error.reason == "INVALID_TOKEN"
        assert "authentication" in error.message


def test_key_file_newest_last_and_comments(tmp_path: Path) -> None:
    path = tmp_path / "keys"
    path.write_text(f"# rotated 2024-01\n{K1}\n\n{K2}   # current\n", encoding="utf-8")
    config = Config.from_env({"CARDGAMES_SEAL_KEYS_FILE": str(path), "CARDGAMES_SEAL_KEYS": K3})
    ring = KeyRing.from_config(config.seal_keys_file, config.seal_keys)
    assert ring.key_ids == ("k1", "k2") and ring.newest == "k2"  # the file wins over the variable
    game_id, payload = ring.open(_ring_from_env(K1).seal("durak", b"payload"))
    assert (game_id, payload) == ("durak", b"payload")
    assert _key_id(ring.seal("durak", b"x")) == "k2"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "at least one key"),
        ("k1", "KEY_ID=BASE64"),
        ("k1=A", "not base64"),
        ("k1=" + base64.urlsafe_b64encode(b"short").decode(), "32 bytes"),
        ("=" + "A" * 43, "key id"),
        ("k" * 65 + "=" + "A" * 43, "key id"),
    ],
)
def test_bad_key_entries_fail_at_start_up_with_the_reason(text: str, words: str) -> None:
    with pytest.raises(KeyRingError, match=words):
        KeyRing.parse(text)
