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
from .errors import HiddenCards, RequestError, SeatTokenMissing
from .sealing import InvalidToken, KeyRing


@value
class OpenState:
    """A decoded, checked state, its version and the events of the move that led to it."""

    game: GameCodec
    state: Any
    version: int
    match_id: bytes  # what seat tokens are bound to; carried unchanged into every next state
    events: tuple[Event, ...] = ()


OPENED_CACHE_SIZE = 2048
MATCH_ID_BYTES = 16
_REF = wire.tags(engine_pb2.StateRef.DESCRIPTOR)


class StateGate:
    """Applies the server's policy: which forms are accepted and which are returned, which seat
    tokens a call needs (:meth:`check_seat`) and when every hand may show (:meth:`check_all_hands_may_show`).

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
        if message.match_id and len(message.match_id) != MATCH_ID_BYTES:
            raise InvalidState(f"state.match_id must be {MATCH_ID_BYTES} bytes", field="state.match_id")
        game = codec_for(message.game_id)
        state, events = game.decode_state(message)
        return OpenState(game, state, message.version, message.match_id, events)

    def check_seat(self, opened: OpenState, seat: int | None, token: bytes) -> None:
        """Allow a call for ``seat`` (None: a spectator, who needs no token) with ``token``, or raise.

        A server that refuses plain states requires the seat's token: the sealed state alone
        is shared by every player and spectator, so it cannot say who is asking.  A trusted
        backend may omit tokens, but a token it sends is still checked.
        """
        if seat is None:
            return
        if not token:
            if self._config.accept_plain:
                return
            raise SeatTokenMissing(
                f"seat {seat} needs its seat_token (from NewGameResponse.seat_tokens)", field="seat_token"
            )
        self._keys.check_seat_token(token, opened.match_id, seat)

    def check_all_hands_may_show(self, opened: OpenState) -> None:
        """Allow an answer computed from every hand (a double-dummy solve), or raise HiddenCards.

        Double-dummy values show what hidden hands hold (the seat to move's card values list its
        cards), and no seat token can allow seeing the others' hands.  So a server that refuses
        plain states solves a state only once its match is over; a trusted backend solves any.
        """
        if self._config.accept_plain or opened.game.rules.is_terminal(opened.state):
            return
        raise HiddenCards(
            "a double-dummy solve of a match in progress shows hidden hands: this server solves a state only "
            "after its match is over (explicit positions and PBN deals are always solved)",
            field="state",
        )

    def seat_tokens(self, match_id: bytes, players: int) -> list[bytes]:
        """One token per seat of a new match."""
        return [self._keys.seat_token(match_id, seat) for seat in range(players)]

    def close(
        self, game: GameCodec, state: Any, version: int, match_id: bytes, events: tuple[Event, ...] = ()
    ) -> bytes:
        """The serialized ``StateRef`` of the next state (with the events that led to it), in the forms
        the policy returns."""
        payload = game.state_bytes(state, version, match_id, events)
        output = self._config.state_output
        parts = []
        if output in (StateOutput.PLAIN, StateOutput.BOTH):
            parts.append(wire.length_delimited(_REF["plain"], payload))
        if output in (StateOutput.SEALED, StateOutput.BOTH):
            token = self._keys.seal(game.game_id, payload)
            parts.append(wire.length_delimited(_REF["sealed"], token))
            self._remember(token, OpenState(game, state, version, match_id, events))
        return b"".join(parts)
