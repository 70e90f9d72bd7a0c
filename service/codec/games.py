"""Game-level conversion: envelopes (GameState, GameView, Move, GameOptions) <-> domain objects.

Each envelope has a oneof with one member per game, named by the game id;
the member's message type is the game's proto message.  So a game needs no
codec code of its own: its dataclasses are paired with the messages the
envelope names, and :class:`DataclassCodec` does the rest.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Any

from google.protobuf.descriptor import Descriptor
from google.protobuf.message import Message
from google.protobuf.message_factory import GetMessageClass

from cardgames.v1 import common_pb2, engine_pb2
from games import registry
from games.core.cards import Card
from games.core.errors import InvalidMove, InvalidState
from games.core.spec import GameSpec, Score

from .dataclass_codec import DataclassCodec


def _message_class(descriptor: Descriptor) -> type[Message]:
    return GetMessageClass(descriptor)


class _AnyMessageClasses(dict[str, type[Message]]):
    """Looks generated classes up by descriptor full name on demand."""

    def __missing__(self, full_name: str) -> type[Message]:
        from google.protobuf import descriptor_pool

        descriptor = descriptor_pool.Default().FindMessageTypeByName(full_name)
        cls = _message_class(descriptor)
        self[full_name] = cls
        return cls


CODEC = DataclassCodec(_AnyMessageClasses())


def _member(envelope: Descriptor, game_id: str) -> Descriptor:
    field = envelope.fields_by_name.get(game_id)
    if field is None or field.message_type is None:
        raise InvalidState(f"the contract has no {envelope.name} for game {game_id!r}", field="game_id")
    return field.message_type


@dataclass(frozen=True)
class GameCodec:
    """Everything the servicers need to translate one game."""

    module: ModuleType
    options_message: Descriptor
    state_message: Descriptor
    view_message: Descriptor
    move_message: Descriptor

    @property
    def spec(self) -> GameSpec:
        return self.module.SPEC  # type: ignore[no-any-return]

    @property
    def game_id(self) -> str:
        return self.spec.id

    # -- state ---------------------------------------------------------------------------

    def encode_state(self, state: Any, version: int) -> engine_pb2.GameState:
        inner = CODEC.encode(self.module.State, self.state_message, state)
        return engine_pb2.GameState(game_id=self.game_id, version=version, **{self.game_id: inner})

    def decode_state(self, message: engine_pb2.GameState) -> Any:
        if message.WhichOneof("game") != self.game_id:
            raise InvalidState(f"state.game must hold the {self.game_id} state", field="state.plain")
        state = CODEC.decode(self.module.State, self.state_message, getattr(message, self.game_id), "state")
        self.module.check_state(state)
        return state

    # -- options, views, moves -----------------------------------------------------------

    def decode_options(self, message: engine_pb2.GameOptions) -> Any:
        if message.WhichOneof("game") != self.game_id:
            raise InvalidState(
                f"typed_options must hold {self.game_id} options", field="typed_options"
            )
        options = CODEC.decode(
            self.spec.options_type, self.options_message, getattr(message, self.game_id), "typed_options"
        )
        # Re-validate through the option specs (ranges, choices).
        return self.spec.build_options({f: getattr(options, f) for f in _option_names(self.spec)})

    def encode_view(self, view: Any) -> Message:
        return CODEC.encode(self.module.View, self.view_message, view)

    def encode_move(self, move: Any) -> engine_pb2.Move:
        inner = CODEC.encode(self.module.Move, self.move_message, move)
        return engine_pb2.Move(id=move.id, label=move.label, **{self.game_id: inner})

    def decode_move(self, message: engine_pb2.Move) -> Any:
        which = message.WhichOneof("game")
        if which is not None:
            if which != self.game_id:
                raise InvalidMove(f"move.{which} is not a move of {self.game_id}", field=f"move.{which}")
            return CODEC.decode(self.module.Move, self.move_message, getattr(message, which), "move")
        if not message.id:
            raise InvalidMove("move needs an id or a structured move", field="move")
        return self.module.parse_move(message.id)


def _option_names(spec: GameSpec) -> list[str]:
    return [option.name for option in spec.options]


@cache
def codec_for(game_id: str) -> GameCodec:
    module = registry.find_game(game_id)
    return GameCodec(
        module=module,
        options_message=_member(engine_pb2.GameOptions.DESCRIPTOR, game_id),
        state_message=_member(engine_pb2.GameState.DESCRIPTOR, game_id),
        view_message=_member(engine_pb2.GameView.DESCRIPTOR, game_id),
        move_message=_member(engine_pb2.Move.DESCRIPTOR, game_id),
    )


def check_all_codecs() -> None:
    """Build every plan now, so a contract/domain mismatch fails at start-up, not mid-request."""
    for game_id, module in registry.all_games().items():
        game = codec_for(game_id)
        CODEC.plan(module.State, game.state_message)
        CODEC.plan(module.View, game.view_message)
        CODEC.plan(module.Move, game.move_message)
        CODEC.plan(module.SPEC.options_type, game.options_message)


def encode_descriptor(spec: GameSpec) -> engine_pb2.GameDescriptor:
    return engine_pb2.GameDescriptor(
        id=spec.id,
        name=spec.name,
        native_name=spec.native_name,
        family=spec.family,
        min_players=spec.min_players,
        max_players=spec.max_players,
        default_players=spec.default_players,
        chance=int(spec.chance),
        information=int(spec.information),
        options=[
            engine_pb2.OptionSpec(
                name=option.name,
                kind=int(option.kind),
                default_value=_option_text(option.default),
                description=option.description,
                choices=list(option.choices),
                minimum=option.minimum,
                maximum=option.maximum,
            )
            for option in spec.options
        ],
        spec_file=spec.spec_file,
    )


def _option_text(value: bool | int | str) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def encode_score(score: Score) -> common_pb2.Score:
    return common_pb2.Score(
        terminal=score.terminal,
        deal=list(score.deal),
        match=list(score.match),
        outcomes=[int(o) for o in score.outcomes],
        summary=score.summary,
    )


def parse_deal(texts: list[str]) -> tuple[Card, ...] | None:
    """An explicit deck order from card texts; empty means none."""
    if not texts:
        return None
    cards = []
    for index, text in enumerate(texts):
        try:
            cards.append(Card.parse(text))
        except ValueError as error:
            from games.core.errors import InvalidDeal

            raise InvalidDeal(f"deal[{index}]: {error}", field=f"deal[{index}]") from None
    return tuple(cards)
