"""Game-level conversion: envelopes (GameState, GameView, Move, GameOptions) <-> domain objects.

Each envelope has a oneof with one member per game, named by the game id;
the member's message type is the game's proto message.  So a game needs no
codec code of its own: its dataclasses are paired with the messages the
envelope names, and :class:`DataclassCodec` does the rest.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cache, partial
from typing import Any

from google.protobuf.descriptor import Descriptor
from google.protobuf.message import Message
from google.protobuf.message_factory import GetMessageClass

from cardgames.games import registry
from cardgames.games.core.cards import Card
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.errors import InvalidDeal, InvalidMove, InvalidState
from cardgames.games.core.events import Event, events_for
from cardgames.games.core.game import AnyGame
from cardgames.games.core.spec import GameSpec, Score
from cardgames.v1 import common_pb2, engine_pb2

from . import wire
from .dataclass_codec import MEMO, DataclassCodec

try:
    from . import _fastwire
except ImportError:  # not built: moves are joined in Python
    _fastwire = None  # type: ignore[assignment]


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


_STATE = wire.tags(engine_pb2.GameState.DESCRIPTOR)
_VIEW = wire.tags(engine_pb2.GameView.DESCRIPTOR)
_MOVE = wire.tags(engine_pb2.Move.DESCRIPTOR)
MAX_REMEMBERED_MOVE_ID = 64  # move ids are 4-40 characters
_SMALL_SEATS = 16  # seat numbers whose view fields are prepared once
_VIEW_SEAT = [_VIEW["seat"] + wire.varint(seat) for seat in range(_SMALL_SEATS)]
_VIEW_TO_ACT = [_VIEW["to_act"] + wire.varint(seat) for seat in range(_SMALL_SEATS)]
_VIEW_TERMINAL = _VIEW["terminal"] + b"\x01"


@dataclass(frozen=True)
class GameCodec:
    """Everything the servicers need to translate one game.

    The ``*_bytes`` methods build serialized envelopes (``GameState``, ``GameView``, ``Move``)
    for the hot path; the message-returning ones are the same bytes parsed.
    """

    rules: AnyGame
    game_id: str
    options_message: Descriptor
    state_message: Descriptor
    view_message: Descriptor
    move_message: Descriptor
    state_plan: Any
    view_plan: Any
    move_plan: Any
    state_head: bytes  # the envelopes' game_id field, the same in every state and view
    view_head: bytes
    # move -> its Move envelope (moves are immutable values)
    moves: dict[Any, bytes] = field(default_factory=MEMO.new, compare=False, hash=False, repr=False)
    # move id -> move (parsing is a pure function of the text)
    parsed_moves: dict[str, Any] = field(default_factory=MEMO.new, compare=False, hash=False, repr=False)
    # field tag -> (the joiner of that field's entries, and its two memos: id(move) -> (move,
    # tagged envelope) and move -> tagged envelope); an identity entry holds its move, so the id
    # stays unique while the entry lives
    tagged_moves: dict[
        bytes, tuple[Callable[[Iterable[Any]], bytes], dict[int, tuple[Any, bytes]], dict[Any, bytes]]
    ] = field(
        default_factory=dict, compare=False, hash=False, repr=False
    )

    @property
    def spec(self) -> GameSpec:
        return self.rules.spec

    # -- state ---------------------------------------------------------------------------

    def state_bytes(
        self, state: Any, version: int, match_id: bytes = b"", events: tuple[Event, ...] = ()
    ) -> bytes:
        """The serialized ``GameState`` envelope (fields in number order: game_id, version, match_id, game,
        events: what the move that led here did)."""
        return b"".join((
            self.state_head,
            wire.uint_field(_STATE["version"], version),
            wire.length_delimited(_STATE["match_id"], match_id) if match_id else b"",
            wire.length_delimited(_STATE[self.game_id], self.state_plan.payload(state)),
            events_field(_STATE["events"], events),
        ))

    def encode_state(
        self, state: Any, version: int, match_id: bytes = b"", events: tuple[Event, ...] = ()
    ) -> engine_pb2.GameState:
        return engine_pb2.GameState.FromString(self.state_bytes(state, version, match_id, events))

    def decode_state(self, message: engine_pb2.GameState) -> tuple[Any, tuple[Event, ...]]:
        """The checked state and the events stored with it."""
        if message.WhichOneof("game") != self.game_id:
            raise InvalidState(f"state.game must hold the {self.game_id} state", field="state.plain")
        state = CODEC.decode(self.rules.state_type, self.state_message, getattr(message, self.game_id), "state")
        self.rules.check_state(state)
        return state, decode_events(message.events, "state.events")

    # -- options, views, moves -----------------------------------------------------------

    def decode_options(self, message: engine_pb2.GameOptions) -> Any:
        if message.WhichOneof("game") != self.game_id:
            raise InvalidState(
                f"typed_options must hold {self.game_id} options", field="typed_options"
            )
        options = CODEC.decode(
            self.rules.options_type, self.options_message, getattr(message, self.game_id), "typed_options"
        )
        # Re-validate through the option specs (ranges, choices).
        return self.spec.build_options({f: getattr(options, f) for f in _option_names(self.spec)})

    def encode_view(self, view: Any) -> Message:
        return CODEC.encode(self.rules.view_type, self.view_message, view)

    def view_bytes(
        self, view: Any, version: int, seat: int | None, to_act: int | None, terminal: bool,
        events: tuple[Event, ...] = (), plays_from: int | None = None,
    ) -> bytes:
        """The serialized ``GameView`` envelope around the game's view (``events`` already filtered for ``seat``)."""
        return b"".join((
            self.view_head,
            wire.uint_field(_VIEW["version"], version),
            b"" if seat is None else _VIEW_SEAT[seat] if seat < _SMALL_SEATS else _VIEW["seat"] + wire.varint(seat),
            b"" if to_act is None else (
                _VIEW_TO_ACT[to_act] if to_act < _SMALL_SEATS else _VIEW["to_act"] + wire.varint(to_act)
            ),
            _VIEW_TERMINAL if terminal else b"",
            wire.length_delimited(_VIEW[self.game_id], self.view_plan.payload(view)),
            events_field(_VIEW["events"], events),
            b"" if plays_from is None else _VIEW["plays_from"] + wire.varint(plays_from),
        ))

    def move_bytes(self, move: Any) -> bytes:
        """The serialized ``Move`` envelope (id, label, structured move), memoised by value."""
        moves = self.moves
        data = moves.get(move)
        if data is None:
            data = b"".join((
                wire.string_field(_MOVE["id"], move.id),
                wire.string_field(_MOVE["label"], move.label),
                wire.length_delimited(_MOVE[self.game_id], self.move_plan.to_bytes(move)),
            ))
            MEMO.spend()
            moves[move] = data
        return data

    def moves_field(self, field_tag: bytes, moves: Iterable[Any]) -> bytes:
        """``moves`` as the entries of a repeated ``Move`` field.

        Games intern their moves where they can (bridge's plays and calls): those are found
        by identity, which skips hashing the move dataclass.  Moves built afresh on every call
        (durak's attacks) are found by value and stay out of the identity memo, where each
        short-lived copy would take an entry and hasten the next clear of every memo.
        """
        joiner = self.tagged_moves.get(field_tag)
        if joiner is None:
            joiner = self.tagged_moves[field_tag] = self._move_joiner(field_tag, MEMO.new(), MEMO.new())
        return joiner[0](moves)

    def _move_joiner(
        self, field_tag: bytes, by_id: dict[int, tuple[Any, bytes]], by_value: dict[Any, bytes]
    ) -> tuple[Callable[[Iterable[Any]], bytes], dict[int, tuple[Any, bytes]], dict[Any, bytes]]:
        """The joiner of ``field_tag`` entries over its two memos: the lookups in C when built."""

        def miss(move: Any) -> bytes:  # the first move of its value: an interned move is always the first
            data = wire.length_delimited(field_tag, self.move_bytes(move))
            MEMO.spend()
            by_value[move] = data
            MEMO.spend()
            by_id[id(move)] = (move, data)
            return data

        if _fastwire is not None:
            return partial(_fastwire.join_memoized, by_id, by_value, miss), by_id, by_value

        def joined(moves: Iterable[Any]) -> bytes:
            parts = []
            for move in moves:
                hit = by_id.get(id(move))
                if hit is not None and hit[0] is move:
                    parts.append(hit[1])
                    continue
                data = by_value.get(move)
                parts.append(miss(move) if data is None else data)
            return b"".join(parts)

        return joined, by_id, by_value

    def encode_move(self, move: Any) -> engine_pb2.Move:
        return engine_pb2.Move.FromString(self.move_bytes(move))

    def decode_move(self, message: engine_pb2.Move) -> Any:
        which = message.WhichOneof("game")
        if which is not None:
            if which != self.game_id:
                raise InvalidMove(f"move.{which} is not a move of {self.game_id}", field=f"move.{which}")
            try:
                move = CODEC.decode(self.rules.move_type, self.move_message, getattr(message, which), "move")
            except InvalidState as error:  # a malformed move, not a malformed state: say so in the reason
                raise InvalidMove(error.message, field=error.field) from None
            return self.rules.check_move(move)
        text = message.id
        if not text:
            raise InvalidMove("move needs an id or a structured move", field="move")
        move = self.parsed_moves.get(text)
        if move is None:
            move = self.rules.parse_move(text)  # raises on a bad id: only good ids are remembered
            if len(text) <= MAX_REMEMBERED_MOVE_ID:  # a padded id must not pin a large string
                MEMO.spend()
                self.parsed_moves[text] = move
        return move


def _option_names(spec: GameSpec) -> list[str]:
    return [option.name for option in spec.options]


@cache
def codec_for(game_id: str) -> GameCodec:
    rules = registry.find_game(game_id)
    state_message = _member(engine_pb2.GameState.DESCRIPTOR, game_id)
    view_message = _member(engine_pb2.GameView.DESCRIPTOR, game_id)
    move_message = _member(engine_pb2.Move.DESCRIPTOR, game_id)
    return GameCodec(
        rules=rules,
        game_id=rules.id,
        options_message=_member(engine_pb2.GameOptions.DESCRIPTOR, game_id),
        state_message=state_message,
        view_message=view_message,
        move_message=move_message,
        # Resolved once: looking a plan up hashes the Move Union type, which is slow.
        state_plan=CODEC.plan(rules.state_type, state_message),
        view_plan=CODEC.plan(rules.view_type, view_message),
        move_plan=CODEC.plan(rules.move_type, move_message),
        state_head=wire.string_field(_STATE["game_id"], rules.id),
        view_head=wire.string_field(_VIEW["game_id"], rules.id),
    )


def check_all_codecs() -> None:
    """Build every plan now, so a contract/domain mismatch fails at start-up, not mid-request."""
    for game_id, rules in registry.all_games().items():
        game = codec_for(game_id)
        CODEC.plan(rules.options_type, game.options_message)
    for cls, descriptor in _SHARED_PLANS:
        CODEC.plan(cls, descriptor)


# -- shared messages: events, explicit deals, scores -----------------------------------------------

_EVENT = common_pb2.Event.DESCRIPTOR
_SHARED_PLANS = (
    (Event, _EVENT), (ExplicitDeal, common_pb2.ExplicitDeal.DESCRIPTOR), (Score, common_pb2.Score.DESCRIPTOR),
)


def events_field(field_tag: bytes, events: tuple[Event, ...]) -> bytes:
    """``events`` as the entries of a repeated ``Event`` field."""
    if not events:
        return b""
    plan = CODEC.plan(Event, _EVENT)
    return b"".join([wire.length_delimited(field_tag, plan.payload(event)) for event in events])


def decode_events(messages: Iterable[Message], where: str) -> tuple[Event, ...]:
    plan = CODEC.plan(Event, _EVENT)
    return tuple(plan.decode(message, f"{where}[{index}]") for index, message in enumerate(messages))


def seat_events(events: tuple[Event, ...], seat: int | None) -> tuple[Event, ...]:
    """The events as ``seat`` may see them."""
    return events_for(events, seat)


def decode_deals(messages: Iterable[Message]) -> tuple[ExplicitDeal, ...]:
    """Explicit deals from the request (``InvalidDeal`` naming the field when one is malformed)."""
    plan = CODEC.plan(ExplicitDeal, common_pb2.ExplicitDeal.DESCRIPTOR)
    deals = []
    for index, message in enumerate(messages):
        try:
            deals.append(plan.decode(message, f"deals[{index}]"))
        except InvalidState as error:
            raise InvalidDeal(error.message, field=error.field) from None
    return tuple(deals)


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
        docs_page=f"docs/games/{spec.id}.md",
        deal_format=spec.deal_format,
    )


def _option_text(value: bool | int | str) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def encode_score(score: Score) -> common_pb2.Score:
    return CODEC.encode(Score, common_pb2.Score.DESCRIPTOR, score)


def parse_deal(texts: list[str]) -> tuple[Card, ...] | None:
    """An explicit deck order from card texts; empty means none."""
    if not texts:
        return None
    cards = []
    for index, text in enumerate(texts):
        try:
            cards.append(Card.parse(text))
        except ValueError as error:
            raise InvalidDeal(f"deal[{index}]: {error}", field=f"deal[{index}]") from None
    return tuple(cards)
