"""A small typed SDK over the cardgames.v1 GameEngine service.

    with CardGamesClient("localhost:50051") as client:
        game = client.new_game("durak", players=3, seed=1, seat=0)
        print(game.view.to_act, [m.id for m in game.legal_moves])
        game = client.apply(game, seat=0, move_id=game.legal_moves[0].id)

The client keeps no game: every call takes the state the last response
returned and sends it back in the form the server gave (plain when present,
else sealed).  Pass the :class:`Turn` itself (or its ``state``) to later calls.

Seat tokens: ``new_game`` returns one token per seat (``Turn.seat_tokens``); every
later Turn carries them on, and calls for a seat send that seat's token by
themselves (a server that refuses plain states requires it).  The client also
remembers the tokens of the states it received, so passing ``turn.state``
works too.  Hand a player only its own token (``turn.seat_token(seat)``); a
client that holds one token passes it as ``seat_token=``.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeAlias

import grpc

from cardgames.v1 import engine_pb2, engine_pb2_grpc

REMEMBERED_STATES = 4096  # states whose match's seat tokens the client remembers (sealed-only: one per move)


@dataclass(frozen=True)
class Turn:
    """The state to send back next, the asking seat's view, its legal moves if it is to act, and the seat tokens."""

    state: engine_pb2.StateRef
    view: engine_pb2.GameView
    legal_moves: tuple[engine_pb2.Move, ...] = ()
    # Every seat's token (index = seat), from NewGame; empty if the server issued none.
    seat_tokens: tuple[bytes, ...] = ()

    @property
    def to_act(self) -> int | None:
        return self.view.to_act if self.view.HasField("to_act") else None

    @property
    def terminal(self) -> bool:
        return bool(self.view.terminal)

    def seat_token(self, seat: int) -> bytes:
        """The token of ``seat`` (empty if unknown)."""
        return self.seat_tokens[seat] if 0 <= seat < len(self.seat_tokens) else b""


# What the calls take as the state: a StateRef, or the Turn that returned it (which carries the seat tokens).
StateLike: TypeAlias = "engine_pb2.StateRef | Turn"


def request_state(ref: engine_pb2.StateRef) -> engine_pb2.StateRef:
    """The form to send back: plain if the server returned it, otherwise the sealed token."""
    if ref.HasField("plain"):
        return engine_pb2.StateRef(plain=ref.plain)
    return engine_pb2.StateRef(sealed=ref.sealed)


def _state_key(ref: engine_pb2.StateRef) -> bytes:
    """What identifies a received state's match here: the plain state's match id, else the sealed bytes."""
    if ref.HasField("plain") and ref.plain.match_id:
        return b"match:" + bytes(ref.plain.match_id)
    return b"sealed:" + bytes(ref.sealed)


class CardGamesClient:
    """Blocking client for GameEngine.  Errors surface as :class:`grpc.RpcError` with rich details."""

    def __init__(self, target: str, *, timeout: float = 30.0, channel: grpc.Channel | None = None):
        self._channel = channel or grpc.insecure_channel(target)
        self._engine = engine_pb2_grpc.GameEngineStub(self._channel)
        self.timeout = timeout
        self._tokens: OrderedDict[bytes, tuple[bytes, ...]] = OrderedDict()

    def close(self) -> None:
        self._channel.close()

    def __enter__(self) -> CardGamesClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- seat tokens ----------------------------------------------------------------------------

    def _turn(
        self, state: engine_pb2.StateRef, view: engine_pb2.GameView, moves: Any, tokens: tuple[bytes, ...]
    ) -> Turn:
        if tokens:
            self._tokens[_state_key(state)] = tokens
            self._tokens.move_to_end(_state_key(state))
            while len(self._tokens) > REMEMBERED_STATES:
                self._tokens.popitem(last=False)
        return Turn(state, view, tuple(moves), tokens)

    def _unpack(self, state: StateLike) -> tuple[engine_pb2.StateRef, tuple[bytes, ...]]:
        if isinstance(state, Turn):
            return state.state, state.seat_tokens or self._tokens.get(_state_key(state.state), ())
        return state, self._tokens.get(_state_key(state), ())

    @staticmethod
    def _token(tokens: tuple[bytes, ...], seat: int | None, given: bytes | None) -> bytes:
        if given is not None:
            return given
        if seat is None or not 0 <= seat < len(tokens):
            return b""
        return tokens[seat]

    # -- calls ----------------------------------------------------------------------------------

    def list_games(self) -> list[engine_pb2.GameDescriptor]:
        return list(self._engine.ListGames(engine_pb2.ListGamesRequest(), timeout=self.timeout).games)

    def new_game(
        self,
        game_id: str,
        *,
        players: int = 0,
        options: Mapping[str, str] | None = None,
        seed: int | None = None,
        deal: Sequence[str] = (),
        seat: int | None = None,
    ) -> Turn:
        request = engine_pb2.NewGameRequest(
            game_id=game_id, players=players, options=dict(options or {}), deal=list(deal)
        )
        if seed is not None:
            request.seed = seed
        if seat is not None:
            request.seat = seat
        response = self._engine.NewGame(request, timeout=self.timeout)
        return self._turn(response.state, response.view, response.legal_moves, tuple(response.seat_tokens))

    def legal_moves(self, state: StateLike, seat: int, *, seat_token: bytes | None = None) -> Turn:
        ref, tokens = self._unpack(state)
        request = engine_pb2.LegalMovesRequest(
            state=request_state(ref), seat=seat, seat_token=self._token(tokens, seat, seat_token)
        )
        response = self._engine.LegalMoves(request, timeout=self.timeout)
        return Turn(ref, response.view, tuple(response.moves), tokens)

    def apply(
        self,
        state: StateLike,
        seat: int,
        move_id: str | None = None,
        *,
        move: engine_pb2.Move | None = None,
        expected_version: int | None = None,
        seat_token: bytes | None = None,
    ) -> Turn:
        """Play a move given by id (``"play:TH"``) or as a structured Move."""
        ref, tokens = self._unpack(state)
        chosen = move if move is not None else engine_pb2.Move(id=move_id or "")
        request = engine_pb2.ApplyRequest(
            state=request_state(ref), seat=seat, move=chosen, seat_token=self._token(tokens, seat, seat_token)
        )
        if expected_version is not None:
            request.expected_version = expected_version
        response = self._engine.Apply(request, timeout=self.timeout)
        return self._turn(response.state, response.view, response.legal_moves, tokens)

    def score(self, state: StateLike, seat: int | None = None, *, seat_token: bytes | None = None) -> Any:
        ref, tokens = self._unpack(state)
        request = engine_pb2.ScoreRequest(state=request_state(ref), seat_token=self._token(tokens, seat, seat_token))
        if seat is not None:
            request.seat = seat
        return self._engine.Score(request, timeout=self.timeout).score

    def view(
        self, state: StateLike, seat: int | None = None, *, seat_token: bytes | None = None
    ) -> engine_pb2.GameView:
        ref, tokens = self._unpack(state)
        request = engine_pb2.ViewRequest(state=request_state(ref), seat_token=self._token(tokens, seat, seat_token))
        if seat is not None:
            request.seat = seat
        return self._engine.View(request, timeout=self.timeout).view
