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

Seat tokens (capabilities for one seat of one match) are MACs from the same ring::

    1  format (0x01)
    1  key id length k, then k bytes of key id (ASCII)
    16 HMAC-SHA256(seat key, label | format | key id | match id | seat), truncated

The seat key is derived from the AES key with HKDF-SHA256 and its own label, so the AES key
is never used for anything but AES-GCM.  The newest key signs and every key in the ring
verifies, so rotation works as it does for sealed states.
"""

from __future__ import annotations

import base64
import binascii
import functools
import hashlib
import hmac
import logging
import os
import secrets
from dataclasses import dataclass

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.hkdf import HKDF

from cardgames.games.core.errors import GameError

from .errors import SeatTokenInvalid

FORMAT = 1
NONCE_BYTES = 12
KEY_BYTES = 32
MAX_TOKEN_BYTES = 64 << 10  # states seal to 0.3-5 KB
SEAT_TOKEN_FORMAT = 1
SEAT_MAC_BYTES = 16
MAX_SEAT_TOKEN_BYTES = 2 + 64 + SEAT_MAC_BYTES  # the longest key id is 64 characters
_SEAT_KEY_LABEL = b"cardgames.v1 seat-token mac key"  # HKDF info: this key is for seat tokens only
_SEAT_MAC_LABEL = b"cardgames.v1 seat\x00"

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
    seat_key: bytes  # HMAC key for seat tokens, derived from the AES key (never the AES key itself)


class KeyRing:
    """Named AES-256 keys; the last one seals, all of them open."""

    def __init__(self, keys: list[tuple[str, bytes]]):
        if not keys:
            raise KeyRingError("a key ring needs at least one key")
        self._keys: dict[str, SealKey] = {}
        for key_id, key in keys:
            _check_key(key_id, key)
            self._keys[key_id] = SealKey(key_id, AESGCM(key), _derive_seat_key(key))
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

    def seat_token(self, match_id: bytes, seat: int) -> bytes:
        """The capability for ``seat`` of the match ``match_id``, signed with the newest key."""
        kid = self._newest.key_id.encode("ascii")
        header = bytes([SEAT_TOKEN_FORMAT, len(kid)]) + kid
        return header + _seat_mac(self._newest.seat_key, header, match_id, seat)

    def check_seat_token(self, token: bytes, match_id: bytes, seat: int) -> None:
        """Return if ``token`` is seat ``seat``'s token for ``match_id``; raise SeatTokenInvalid saying why not."""
        if not match_id:
            raise SeatTokenInvalid("the state has no match id, so no seat token fits it", field="seat_token")
        if len(token) > MAX_SEAT_TOKEN_BYTES or len(token) < 2 or token[0] != SEAT_TOKEN_FORMAT:
            raise SeatTokenInvalid("seat_token is not a seat token", field="seat_token")
        kid_len = token[1]
        header, mac = token[: 2 + kid_len], token[2 + kid_len :]
        try:
            key_id = header[2:].decode("ascii")
        except UnicodeDecodeError:
            raise SeatTokenInvalid("seat_token is not a seat token", field="seat_token") from None
        if len(mac) != SEAT_MAC_BYTES or len(key_id) != kid_len:
            raise SeatTokenInvalid("seat_token is not a seat token", field="seat_token")
        key = self._keys.get(key_id)
        if key is None:
            raise SeatTokenInvalid(
                f"seat_token is signed with key {key_id!r}, which this server does not hold (rotated out?)",
                field="seat_token",
            )
        if not hmac.compare_digest(mac, _seat_mac(key.seat_key, header, match_id, seat)):
            raise SeatTokenInvalid(f"seat_token is not seat {seat}'s token for this match", field="seat_token")

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


def _derive_seat_key(key: bytes) -> bytes:
    return HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=_SEAT_KEY_LABEL).derive(key)


def _seat_mac(seat_key: bytes, header: bytes, match_id: bytes, seat: int) -> bytes:
    message = b"".join((_SEAT_MAC_LABEL, header, bytes([len(match_id)]), match_id, seat.to_bytes(4, "big")))
    return hmac.new(seat_key, message, hashlib.sha256).digest()[:SEAT_MAC_BYTES]


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
