"""GameEngine: thin translation between cardgames.v1 messages and the rules library."""

from __future__ import annotations

from typing import Any

import grpc

from cardgames.v1 import engine_pb2, engine_pb2_grpc
from games import registry
from games.core.errors import GameOver, NotYourTurn
from games.core.spec import GameSpec

from ..codec.games import GameCodec, codec_for, encode_descriptor, encode_score, parse_deal
from ..errors import RequestError, StaleVersion
from ..metrics import APPLIES
from ..states import OpenState, StateGate


def players_of(game: GameCodec, state: Any) -> int:
    """Seats in this match."""
    return int(game.module.num_players(state))


def _seat(request: Any, game: GameCodec, state: Any) -> int | None:
    if not request.HasField("seat"):
        return None
    seat = int(request.seat)
    players = players_of(game, state)
    if seat >= players:
        raise RequestError(f"seat {seat} out of range 0..{players - 1}", field="seat")
    return seat


class GameEngineServicer(engine_pb2_grpc.GameEngineServicer):
    def __init__(self, gate: StateGate):
        self._gate = gate
        self._catalogue = engine_pb2.ListGamesResponse(
            games=[encode_descriptor(module.SPEC) for module in registry.all_games().values()]
        )

    async def ListGames(self, request: Any, context: grpc.aio.ServicerContext) -> Any:
        return self._catalogue

    async def NewGame(self, request: Any, context: grpc.aio.ServicerContext) -> Any:
        if not request.game_id:
            raise RequestError("game_id is required", field="game_id")
        game = codec_for(request.game_id)
        spec: GameSpec = game.spec
        options = self._options(game, request)
        players = request.players or spec.default_players
        spec.check_players(players)
        seed = request.seed if request.HasField("seed") else None
        state = game.module.new_game(options, players, seed=seed, deal=parse_deal(list(request.deal)))
        seat = _seat(request, game, state)
        return engine_pb2.NewGameResponse(
            state=self._gate.close(game, state, 0),
            view=self._view(game, state, 0, seat),
            legal_moves=self._moves_for(game, state, seat),
        )

    async def LegalMoves(self, request: Any, context: grpc.aio.ServicerContext) -> Any:
        opened = self._gate.open(request.state)
        seat = _seat(request, opened.game, opened.state)
        return engine_pb2.LegalMovesResponse(
            moves=self._moves_for(opened.game, opened.state, seat),
            view=self._view(opened.game, opened.state, opened.version, seat),
        )

    async def Apply(self, request: Any, context: grpc.aio.ServicerContext) -> Any:
        opened = self._gate.open(request.state)
        game, state = opened.game, opened.state
        if request.HasField("expected_version") and request.expected_version != opened.version:
            raise StaleVersion(
                f"state is at version {opened.version}, not {request.expected_version}", field="expected_version"
            )
        seat = self._acting_seat(opened, int(request.seat))
        if not request.HasField("move"):
            raise RequestError("move is required", field="move")
        move = game.decode_move(request.move)
        next_state = game.module.apply(state, move)
        APPLIES.labels(game.game_id).inc()
        version = opened.version + 1
        return engine_pb2.ApplyResponse(
            state=self._gate.close(game, next_state, version),
            view=self._view(game, next_state, version, seat),
            applied=game.encode_move(move),
            legal_moves=self._moves_for(game, next_state, seat),
        )

    async def Score(self, request: Any, context: grpc.aio.ServicerContext) -> Any:
        opened = self._gate.open(request.state)
        seat = _seat(request, opened.game, opened.state)
        return engine_pb2.ScoreResponse(
            score=encode_score(opened.game.module.score(opened.state)),
            view=self._view(opened.game, opened.state, opened.version, seat),
        )

    async def View(self, request: Any, context: grpc.aio.ServicerContext) -> Any:
        opened = self._gate.open(request.state)
        seat = _seat(request, opened.game, opened.state)
        return engine_pb2.ViewResponse(view=self._view(opened.game, opened.state, opened.version, seat))

    # -- helpers -------------------------------------------------------------------------

    @staticmethod
    def _options(game: GameCodec, request: Any) -> Any:
        if request.HasField("typed_options"):
            if request.options:
                raise RequestError("give options or typed_options, not both", field="typed_options")
            return game.decode_options(request.typed_options)
        return game.spec.build_options(dict(request.options))

    @staticmethod
    def _acting_seat(opened: OpenState, seat: int) -> int:
        module = opened.game.module
        players = players_of(opened.game, opened.state)
        if seat >= players:
            raise RequestError(f"seat {seat} out of range 0..{players - 1}", field="seat")
        if module.is_terminal(opened.state):
            raise GameOver("the game is over", rule="GAME_OVER")
        to_act = module.to_act(opened.state)
        if seat != to_act:
            raise NotYourTurn(f"seat {seat} cannot move now: seat {to_act} is to act", field="seat")
        return seat

    @staticmethod
    def _moves_for(game: GameCodec, state: Any, seat: int | None) -> list[engine_pb2.Move]:
        if seat is None or game.module.to_act(state) != seat:
            return []
        return [game.encode_move(move) for move in game.module.legal_moves(state)]

    @staticmethod
    def _view(game: GameCodec, state: Any, version: int, seat: int | None) -> engine_pb2.GameView:
        module = game.module
        to_act = module.to_act(state)
        view = engine_pb2.GameView(
            game_id=game.game_id,
            version=version,
            terminal=module.is_terminal(state),
            **{game.game_id: game.encode_view(module.view(state, seat))},
        )
        if seat is not None:
            view.seat = seat
        if to_act is not None:
            view.to_act = to_act
        return view
