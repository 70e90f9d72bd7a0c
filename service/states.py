"""Open the state a request carries (plain or sealed) and close the next state for the response."""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

from google.protobuf.message import DecodeError

from cardgames.games.core.errors import InvalidState
from cardgames.games.core.events import Event
from cardgames.games.core.values import value
from cardgames.v1 import engine_pb2

from .codec import wire
from .codec.games import GameCodec, codec_for
from .config import Config, StateOutput
from .errors import RequestError
from .sealing import InvalidToken, KeyRing


@value
class OpenState:
    """A decoded, checked state, its version and the events of the move that led to it."""

    game: GameCodec
    state: Any
    version: int
    events: tuple[Event, ...] = ()


OPENED_CACHE_SIZE = 2048
_REF = wire.tags(engine_pb2.StateRef.DESCRIPTOR)


class StateGate:
    """Applies the server's policy: which forms are accepted and which are returned.

    Opening a sealed state (decrypt, parse, decode, check_state) costs far more than gRPC's
    own work per call, and a client sends back exactly the token the last response carried,
    usually twice (LegalMoves, then Apply).  So the tokens this gate seals, and the ones it
    has opened, are remembered with their decoded state in a bounded LRU (keyed by the exact
    token bytes: any other bytes miss and go the full way).  Tokens are authenticated by the
    key ring, which does not change while the process runs, and decoded states are
    immutable, so a hit returns what opening would.
    """

    def __init__(self, config: Config, keys: KeyRing, cache_size: int = OPENED_CACHE_SIZE):
        self._config = config
        self._keys = keys
        self._cache_size = cache_size
        self._opened: OrderedDict[bytes, OpenState] = OrderedDict()

    def _remember(self, token: bytes, opened: OpenState) -> None:
        if self._cache_size <= 0:
            return
        self._opened[token] = opened
        if len(self._opened) > self._cache_size:
            self._opened.popitem(last=False)

    def open(self, ref: engine_pb2.StateRef) -> OpenState:
        has_plain, has_sealed = ref.HasField("plain"), bool(ref.sealed)
        if has_plain == has_sealed:
            raise RequestError("state must set exactly one of plain or sealed", field="state")
        if has_sealed:
            token = ref.sealed
            cached = self._opened.get(token)
            if cached is not None:
                self._opened.move_to_end(token)
                return cached
            opened = self._open_message(ref)
            self._remember(token, opened)
            return opened
        return self._open_message(ref)

    def _open_message(self, ref: engine_pb2.StateRef) -> OpenState:
        if ref.HasField("plain"):
            if not self._config.accept_plain:
                raise RequestError("this server accepts only sealed states", field="state.plain")
            message = ref.plain
        else:
            game_id, payload = self._keys.open(ref.sealed)
            message = engine_pb2.GameState()
            try:
                message.ParseFromString(payload)
            except DecodeError:
                raise InvalidToken("sealed state does not hold a game state", field="state.sealed") from None
            if message.game_id != game_id:
                raise InvalidToken("sealed state's game id does not match its header", field="state.sealed")
        if not message.game_id:
            raise InvalidState("state.game_id is empty", field="state.game_id")
        game = codec_for(message.game_id)
        state, events = game.decode_state(message)
        return OpenState(game, state, message.version, events)

    def close(self, game: GameCodec, state: Any, version: int, events: tuple[Event, ...] = ()) -> bytes:
        """The serialized ``StateRef`` of the next state (with the events that led to it), in the forms
        the policy returns."""
        payload = game.state_bytes(state, version, events)
        output = self._config.state_output
        parts = []
        if output in (StateOutput.PLAIN, StateOutput.BOTH):
            parts.append(wire.length_delimited(_REF["plain"], payload))
        if output in (StateOutput.SEALED, StateOutput.BOTH):
            token = self._keys.seal(game.game_id, payload)
            parts.append(wire.length_delimited(_REF["sealed"], token))
            self._remember(token, OpenState(game, state, version, events))
        return b"".join(parts)
