"""A small typed SDK over the cardgames.v1 GameEngine service.

    with CardGamesClient("localhost:50051") as client:
        game = client.new_game("durak", players=3, seed=1, seat=0)
        print(game.view.to_act, [m.id for m in game.legal_moves])
        game = client.apply(game.state, seat=0, move_id=game.legal_moves[0].id)

The client keeps no game: every call takes the state the last response
returned (``StateRef``) and sends it back in the form the server gave
(plain when present, else sealed).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import grpc

from cardgames.v1 import engine_pb2, engine_pb2_grpc


@dataclass(frozen=True)
class Turn:
    """The state to send back next, the asking seat's view, and its legal moves if it is to act."""

    state: engine_pb2.StateRef
    view: engine_pb2.GameView
    legal_moves: tuple[engine_pb2.Move, ...] = ()

    @property
    def to_act(self) -> int | None:
        return self.view.to_act if self.view.HasField("to_act") else None

    @property
    def terminal(self) -> bool:
        return bool(self.view.terminal)


def request_state(ref: engine_pb2.StateRef) -> engine_pb2.StateRef:
    """The form to send back: plain if the server returned it, otherwise the sealed token."""
    if ref.HasField("plain"):
        return engine_pb2.StateRef(plain=ref.plain)
    return engine_pb2.StateRef(sealed=ref.sealed)


class CardGamesClient:
    """Blocking client for GameEngine.  Errors surface as :class:`grpc.RpcError` with rich details."""

    def __init__(self, target: str, *, timeout: float = 30.0, channel: grpc.Channel | None = None):
        self._channel = channel or grpc.insecure_channel(target)
        self._engine = engine_pb2_grpc.GameEngineStub(self._channel)
        self.timeout = timeout

    def close(self) -> None:
        self._channel.close()

    def __enter__(self) -> CardGamesClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

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
        return Turn(response.state, response.view, tuple(response.legal_moves))

    def legal_moves(self, state: engine_pb2.StateRef, seat: int) -> Turn:
        response = self._engine.LegalMoves(
            engine_pb2.LegalMovesRequest(state=request_state(state), seat=seat), timeout=self.timeout
        )
        return Turn(state, response.view, tuple(response.moves))

    def apply(
        self,
        state: engine_pb2.StateRef,
        seat: int,
        move_id: str | None = None,
        *,
        move: engine_pb2.Move | None = None,
        expected_version: int | None = None,
    ) -> Turn:
        """Play a move given by id (``"play:TH"``) or as a structured Move."""
        chosen = move if move is not None else engine_pb2.Move(id=move_id or "")
        request = engine_pb2.ApplyRequest(state=request_state(state), seat=seat, move=chosen)
        if expected_version is not None:
            request.expected_version = expected_version
        response = self._engine.Apply(request, timeout=self.timeout)
        return Turn(response.state, response.view, tuple(response.legal_moves))

    def score(self, state: engine_pb2.StateRef, seat: int | None = None) -> Any:
        request = engine_pb2.ScoreRequest(state=request_state(state))
        if seat is not None:
            request.seat = seat
        return self._engine.Score(request, timeout=self.timeout).score

    def view(self, state: engine_pb2.StateRef, seat: int | None = None) -> engine_pb2.GameView:
        request = engine_pb2.ViewRequest(state=request_state(state))
        if seat is not None:
            request.seat = seat
        return self._engine.View(request, timeout=self.timeout).view
