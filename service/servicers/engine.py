"""GameEngine: thin translation between cardgames.v1 messages and the rules library.

Responses that carry a state, a view or moves are assembled from serialized pieces (the
codec writes the wire format; moves are memoised) and returned as the serialized response
(``cardgames.service.handlers`` sends bytes as they are), which costs far less than filling nested
messages field by field from Python and serializing them again.
"""

from __future__ import annotations

import secrets
from typing import Any

import grpc

from cardgames.games import registry
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.errors import GameOver, InvalidState, NotYourTurn
from cardgames.games.core.events import Event
from cardgames.games.core.spec import GameSpec
from cardgames.v1 import engine_pb2, engine_pb2_grpc

from ..codec import wire
from ..codec.games import (
    GameCodec,
    codec_for,
    decode_deals,
    encode_descriptor,
    encode_score,
    parse_deal,
    seat_events,
)
from ..errors import RequestError, StaleVersion
from ..metrics import APPLIES
from ..states import MATCH_ID_BYTES, OpenState, StateGate

MAX_VERSION = (1 << 64) - 1  # GameState.version is a uint64: the next state needs version + 1

_NEW_GAME = wire.tags(engine_pb2.NewGameResponse.DESCRIPTOR)
_LEGAL_MOVES = wire.tags(engine_pb2.LegalMovesResponse.DESCRIPTOR)
_APPLY = wire.tags(engine_pb2.ApplyResponse.DESCRIPTOR)
_SCORE = wire.tags(engine_pb2.ScoreResponse.DESCRIPTOR)
_VIEW_RESPONSE = wire.tags(engine_pb2.ViewResponse.DESCRIPTOR)


def players_of(game: GameCodec, state: Any) -> int:
    """Seats in this match."""
    return int(game.rules.num_players(state))


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
        self._applies: dict[str, Any] = {}
        self._catalogue: bytes = engine_pb2.ListGamesResponse(
            games=[encode_descriptor(rules.spec) for rules in registry.all_games().values()]
        ).SerializeToString()

    async def ListGames(self, request: Any, context: grpc.aio.ServicerContext) -> bytes:
        return self._catalogue

    async def NewGame(self, request: Any, context: grpc.aio.ServicerContext) -> bytes:
        if not request.game_id:
            raise RequestError("game_id is required", field="game_id")
        game = codec_for(request.game_id)
        spec: GameSpec = game.spec
        options = self._options(game, request)
        players = request.players or spec.default_players
        spec.check_players(players)
        seed = request.seed if request.HasField("seed") else None
        state = game.rules.new_game(options, players, seed=seed, deals=self._deals(request))
        events = game.rules.opening_events(state)
        seat = _seat(request, game, state)
        to_act = game.rules.to_act(state)
        # The caller creates the match, so it gets every seat's token (and may ask for any seat's view).
        match_id = secrets.token_bytes(MATCH_ID_BYTES)
        tokens = self._gate.seat_tokens(match_id, players_of(game, state))
        return b"".join((
            wire.length_delimited(_NEW_GAME["state"], self._gate.close(game, state, 0, match_id, events)),
            wire.length_delimited(_NEW_GAME["view"], self._view(game, state, 0, seat, to_act, events)),
            self._moves_for(_NEW_GAME["legal_moves"], game, state, seat, to_act),
            *(wire.length_delimited(_NEW_GAME["seat_tokens"], token) for token in tokens),
        ))

    async def LegalMoves(self, request: Any, context: grpc.aio.ServicerContext) -> bytes:
        opened = self._gate.open(request.state)
        game, state = opened.game, opened.state
        seat = self._asking_seat(request, opened)
        to_act = game.rules.to_act(state)
        view = self._view(game, state, opened.version, seat, to_act, opened.events)
        return b"".join((
            self._moves_for(_LEGAL_MOVES["moves"], game, state, seat, to_act),
            wire.length_delimited(_LEGAL_MOVES["view"], view),
        ))

    async def Apply(self, request: Any, context: grpc.aio.ServicerContext) -> bytes:
        opened = self._gate.open(request.state)
        game, state = opened.game, opened.state
        if request.HasField("expected_version") and request.expected_version != opened.version:
            raise StaleVersion(
                f"state is at version {opened.version}, not {request.expected_version}", field="expected_version"
            )
        if opened.version >= MAX_VERSION:
            raise InvalidState(f"state.version {opened.version} leaves no next version", field="state.version")
        seat = self._acting_seat(opened, int(request.seat), request.seat_token)
        if not request.HasField("move"):
            raise RequestError("move is required", field="move")
        move = game.decode_move(request.move)
        step = game.rules.play(state, move)
        next_state, events = step.state, step.events
        self._applied(game.game_id).inc()
        version = opened.version + 1
        to_act = game.rules.to_act(next_state)
        return b"".join((
            wire.length_delimited(
                _APPLY["state"], self._gate.close(game, next_state, version, opened.match_id, events)
            ),
            wire.length_delimited(_APPLY["view"], self._view(game, next_state, version, seat, to_act, events)),
            game.moves_field(_APPLY["applied"], (move,)),
            self._moves_for(_APPLY["legal_moves"], game, next_state, seat, to_act),
        ))

    async def Score(self, request: Any, context: grpc.aio.ServicerContext) -> bytes:
        opened = self._gate.open(request.state)
        game, state = opened.game, opened.state
        seat = self._asking_seat(request, opened)
        score = encode_score(game.rules.score(state)).SerializeToString()
        view = self._view(game, state, opened.version, seat, game.rules.to_act(state), opened.events)
        return b"".join((
            wire.length_delimited(_SCORE["score"], score),
            wire.length_delimited(_SCORE["view"], view),
        ))

    async def View(self, request: Any, context: grpc.aio.ServicerContext) -> bytes:
        opened = self._gate.open(request.state)
        game, state = opened.game, opened.state
        seat = self._asking_seat(request, opened)
        view = self._view(game, state, opened.version, seat, game.rules.to_act(state), opened.events)
        return wire.length_delimited(_VIEW_RESPONSE["view"], view)

    # -- helpers -------------------------------------------------------------------------

    @staticmethod
    def _options(game: GameCodec, request: Any) -> Any:
        if request.HasField("typed_options"):
            if request.options:
                raise RequestError("give options or typed_options, not both", field="typed_options")
            return game.decode_options(request.typed_options)
        return game.spec.build_options(dict(request.options))

    @staticmethod
    def _deals(request: Any) -> tuple[ExplicitDeal, ...]:
        order = parse_deal(list(request.deal))
        deals = decode_deals(request.deals)
        if order is not None and deals:
            raise RequestError("give deal (a deck order) or deals, not both", field="deals")
        return (ExplicitDeal(order=order),) if order is not None else deals

    def _asking_seat(self, request: Any, opened: OpenState) -> int | None:
        """The request's seat (None: a spectator), after its seat token is checked."""
        seat = _seat(request, opened.game, opened.state)
        self._gate.check_seat(opened, seat, request.seat_token)
        return seat

    def _acting_seat(self, opened: OpenState, seat: int, token: bytes) -> int:
        rules = opened.game.rules
        players = players_of(opened.game, opened.state)
        if seat >= players:
            raise RequestError(f"seat {seat} out of range 0..{players - 1}", field="seat")
        self._gate.check_seat(opened, seat, token)
        if rules.is_terminal(opened.state):
            raise GameOver("the game is over", rule="GAME_OVER")
        to_act = rules.to_act(opened.state)
        if seat != to_act:
            raise NotYourTurn(f"seat {seat} cannot move now: seat {to_act} is to act", field="seat")
        return seat

    def _applied(self, game_id: str) -> Any:
        """The per-game Apply counter, bound once (a label lookup per call costs more than the increment)."""
        counter = self._applies.get(game_id)
        if counter is None:
            counter = self._applies[game_id] = APPLIES.labels(game_id)
        return counter

    @staticmethod
    def _moves_for(field_tag: bytes, game: GameCodec, state: Any, seat: int | None, to_act: int | None) -> bytes:
        """The legal moves as serialized repeated-field entries (none unless ``seat`` is ``to_act``)."""
        if seat is None or to_act != seat:
            return b""
        return game.moves_field(field_tag, game.rules.legal_moves(state))

    @staticmethod
    def _view(
        game: GameCodec, state: Any, version: int, seat: int | None, to_act: int | None, events: tuple[Event, ...]
    ) -> bytes:
        """The serialized ``GameView`` of ``state`` for ``seat`` (``to_act`` is the state's seat to act),
        with the events that led to it as ``seat`` may see them."""
        rules = game.rules
        plays_from = None if to_act is None else rules.hand_in_play(state)
        return game.view_bytes(
            rules.view(state, seat), version, seat, to_act, rules.is_terminal(state), seat_events(events, seat),
            plays_from,
        )
