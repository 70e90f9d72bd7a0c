"""Sealed state tokens: AES-256-GCM over a serialized GameState, with a key ring.

Token layout (all lengths in bytes)::

    1  format (0x01)
    1  key id length k, then k bytes of key id (ASCII)
    1  game id length g, then g bytes of game id (ASCII)
    12 nonce
    .. ciphertext with the 16-byte GCM tag

The whole header (format, key id, game id) is the associated data, so the
game id is bound to the token: a token cannot be replayed as another game's,
and changing any byte makes it fail to open.  New tokens use the newest key;
every key in the ring opens.  A token whose key was removed fails with a
reason that says so.
"""

from __future__ import annotations

import base64
import binascii
import functools
import logging
import os
import secrets
from dataclasses import dataclass

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from cardgames.games.core.errors import GameError

FORMAT = 1
NONCE_BYTES = 12
KEY_BYTES = 32
MAX_TOKEN_BYTES = 64 << 10  # states seal to 0.3-5 KB

log = logging.getLogger(__name__)


class InvalidToken(GameError):
    """A sealed state that is malformed, forged, altered or sealed with an unknown key."""

    reason = "INVALID_TOKEN"


class KeyRingError(ValueError):
    """A key file or variable that cannot be used (bad line, bad length)."""


@dataclass(frozen=True)
class SealKey:
    key_id: str
    aead: AESGCM


class KeyRing:
    """Named AES-256 keys; the last one seals, all of them open."""

    def __init__(self, keys: list[tuple[str, bytes]]):
        if not keys:
            raise KeyRingError("a key ring needs at least one key")
        self._keys: dict[str, SealKey] = {}
        for key_id, key in keys:
            _check_key(key_id, key)
            self._keys[key_id] = SealKey(key_id, AESGCM(key))
        self._newest = self._keys[keys[-1][0]]

    @property
    def key_ids(self) -> tuple[str, ...]:
        return tuple(self._keys)

    @property
    def newest(self) -> str:
        return self._newest.key_id

    @classmethod
    def parse(cls, text: str) -> KeyRing:
        """``KEY_ID=BASE64URL`` entries separated by newlines or commas; '#' starts a comment."""
        keys: list[tuple[str, bytes]] = []
        for number, raw in enumerate(text.replace(",", "\n").splitlines(), start=1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            key_id, sep, encoded = line.partition("=")
            if not sep:
                raise KeyRingError(f"key entry {number} must be KEY_ID=BASE64 (got no '=')")
            try:
                key = base64.urlsafe_b64decode(encoded.strip() + "=" * (-len(encoded.strip()) % 4))
            except (binascii.Error, ValueError):
                raise KeyRingError(f"key entry {number} ({key_id.strip()}): not base64") from None
            keys.append((key_id.strip(), key))
        return cls(keys)

    @classmethod
    def _parse_named(cls, text: str, source: str) -> KeyRing:
        try:
            return cls.parse(text)
        except KeyRingError as error:
            raise KeyRingError(f"{source}: {error}") from None

    @classmethod
    def ephemeral(cls) -> KeyRing:
        return cls([("ephemeral-" + secrets.token_hex(4), AESGCM.generate_key(bit_length=256))])

    @classmethod
    def from_config(cls, keys_file: str | None, keys_env: str | None) -> KeyRing:
        """The ring the file (preferred) or the variable holds; KeyRingError names the variable when unusable."""
        if keys_file:
            try:
                with open(keys_file, encoding="utf-8") as handle:
                    text = handle.read()
            except (OSError, UnicodeDecodeError) as error:
                reason = error.strerror if isinstance(error, OSError) and error.strerror else "not UTF-8 text"
                raise KeyRingError(
                    f"CARDGAMES_SEAL_KEYS_FILE={keys_file!r}: cannot read the key file ({reason})"
                ) from None
            return cls._parse_named(text, f"CARDGAMES_SEAL_KEYS_FILE={keys_file!r}")
        if keys_env:
            return cls._parse_named(keys_env, "CARDGAMES_SEAL_KEYS")
        log.warning(
            "no sealing keys configured (CARDGAMES_SEAL_KEYS_FILE / CARDGAMES_SEAL_KEYS): using a random "
            "ephemeral key; sealed states will not survive a restart or work across replicas"
        )
        return cls.ephemeral()

    def seal(self, game_id: str, payload: bytes) -> bytes:
        header = _header(self._newest.key_id, game_id)
        nonce = os.urandom(NONCE_BYTES)
        return header + nonce + self._newest.aead.encrypt(nonce, payload, header)

    def open(self, token: bytes, expected_game_id: str | None = None) -> tuple[str, bytes]:
        """Return (game id, payload); raise InvalidToken with the reason otherwise."""
        if len(token) > MAX_TOKEN_BYTES:
            raise InvalidToken("sealed state is larger than any state this server makes", field="state.sealed")
        key_id, game_id, offset = _parse_header(token)
        if expected_game_id is not None and game_id != expected_game_id:
            raise InvalidToken(f"sealed state is for game {game_id!r}", field="state.sealed")
        key = self._keys.get(key_id)
        if key is None:
            raise InvalidToken(
                f"sealed state uses key {key_id!r}, which this server does not hold (rotated out?)",
                field="state.sealed",
            )
        nonce, body = token[offset : offset + NONCE_BYTES], token[offset + NONCE_BYTES :]
        if len(nonce) < NONCE_BYTES or len(body) < 16:
            raise InvalidToken("sealed state is truncated", field="state.sealed")
        try:
            return game_id, key.aead.decrypt(nonce, body, token[:offset])
        except InvalidTag:
            raise InvalidToken("sealed state failed authentication (forged or altered)", field="state.sealed") from None


def _check_key(key_id: str, key: bytes) -> None:
    if not key_id or len(key_id) > 64 or not key_id.isascii() or not key_id.isprintable():
        raise KeyRingError(f"key id {key_id!r} must be 1-64 printable ASCII characters")
    if len(key) != KEY_BYTES:
        raise KeyRingError(f"key {key_id!r} must be {KEY_BYTES} bytes, got {len(key)}")


@functools.lru_cache(maxsize=256)  # a handful of (key, game) pairs: built once, not per seal
def _header(key_id: str, game_id: str) -> bytes:
    kid, gid = key_id.encode("ascii"), game_id.encode("ascii")
    return bytes([FORMAT, len(kid)]) + kid + bytes([len(gid)]) + gid


def _parse_header(token: bytes) -> tuple[str, str, int]:
    if not token:
        raise InvalidToken("sealed state is empty", field="state.sealed")
    if token[0] != FORMAT:
        raise InvalidToken(f"sealed state has unknown format {token[0]}", field="state.sealed")
    try:
        kid_len = token[1]
        key_id = token[2 : 2 + kid_len].decode("ascii")
        gid_len = token[2 + kid_len]
        game_id = token[3 + kid_len : 3 + kid_len + gid_len].decode("ascii")
    except (IndexError, UnicodeDecodeError):
        raise InvalidToken("sealed state header is malformed", field="state.sealed") from None
    offset = 3 + kid_len + gid_len
    if len(key_id) != kid_len or len(game_id) != gid_len:
        raise InvalidToken("sealed state is truncated", field="state.sealed")
    return key_id, game_id, offset
