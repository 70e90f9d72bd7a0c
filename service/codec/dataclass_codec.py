"""Convert frozen domain dataclasses to protobuf messages and back, by field name.

The domain types follow the type rules of ``games/README.md``; the proto
message for a dataclass has the same field names.  A *plan* per (dataclass,
message) pair is built once from the type hints and the message descriptor
and checked for mismatches, so conversion itself is a loop over prepared
closures.  Decoding never trusts the message: bad card text, unknown enum
numbers and missing oneof members raise :class:`InvalidState` naming the field.
"""

from __future__ import annotations

import contextlib
import dataclasses
import types
import typing
from collections.abc import Callable
from enum import IntEnum
from typing import Any

from google.protobuf.descriptor import Descriptor, FieldDescriptor
from google.protobuf.message import Message

from games.core.cards import Card
from games.core.errors import GameError, InvalidState

Encoder = Callable[[Any], Any]
Writer = Callable[[Any, Any], None]  # (message, value): store value into message's field
Decoder = Callable[[Any, str], Any]


class CodecMismatch(TypeError):
    """A dataclass and its proto message disagree (a programming error, found at start-up)."""


def _is_optional(hint: Any) -> tuple[bool, Any]:
    args = typing.get_args(hint)
    if _is_union(hint) and type(None) in args:
        rest = tuple(a for a in args if a is not type(None))
        return True, rest[0] if len(rest) == 1 else typing.Union[rest]  # noqa: UP007
    return False, hint


def _is_union(hint: Any) -> bool:
    return typing.get_origin(hint) in (typing.Union, types.UnionType)


def _decode_card(value: str, where: str) -> Card:
    try:
        return Card.parse(value)
    except ValueError as error:
        raise InvalidState(f"{where}: {error}", field=where) from None


def _enum_decoder(enum_type: type[IntEnum]) -> Decoder:
    def decode(value: int, where: str) -> IntEnum:
        try:
            return enum_type(value)
        except ValueError:
            raise InvalidState(f"{where}: {value} is not a valid {enum_type.__name__}", field=where) from None

    return decode


def _identity_decoder(expected: type) -> Decoder:
    def decode(value: Any, where: str) -> Any:
        return value

    return decode


class _Plan:
    """How to convert one dataclass type to one message type and back."""

    def __init__(self, codec: DataclassCodec, cls: type, descriptor: Descriptor, message_cls: type[Message]):
        self.cls = cls
        self.message_cls = message_cls
        self.fields: list[tuple[str, Encoder, Callable[[Message, str], Any]]] = []
        self.writers: list[tuple[str, Writer]] = []
        hints = typing.get_type_hints(cls)
        for field in dataclasses.fields(cls):
            proto_field = descriptor.fields_by_name.get(field.name)
            if proto_field is None:
                raise CodecMismatch(f"{descriptor.full_name} has no field {field.name!r} for {cls.__name__}")
            where = f"{cls.__name__}.{field.name}"
            encode, read = codec._field_converters(hints[field.name], proto_field, where)
            self.fields.append((field.name, encode, read))
            self.writers.append((field.name, codec._field_writer(hints[field.name], proto_field)))
        params = getattr(cls, "__dataclass_params__", None)
        self.leafy = (
            params is not None and params.frozen and params.eq
            and all(field.compare for field in dataclasses.fields(cls))
            and all(codec._leafy(hints[f.name], descriptor.fields_by_name[f.name])
                    for f in dataclasses.fields(cls))
        )
        self._memo: dict[Any, bytes] | None = {} if self.leafy else None
        extra = set(descriptor.fields_by_name) - {f.name for f in dataclasses.fields(cls)}
        if extra:
            names = sorted(extra)
            raise CodecMismatch(f"{descriptor.full_name} has fields {names} that {cls.__name__} lacks")

    def encode(self, obj: Any) -> Message:
        message = self.message_cls()
        self.write(obj, message)
        return message

    def write(self, obj: Any, message: Message) -> None:
        """Fill ``message`` (fresh, empty) in place: no sub-message is built and then copied.

        Small immutable values (moves, calls, cards in hands and tricks: a *leafy* plan has no
        repeated sub-messages and compares every field) recur from state to state, so their
        encodings are memoised by value and merged from bytes.
        """
        memo = self._memo
        if memo is not None:
            data = _memo_get(memo, obj)
            if data is not None:
                message.MergeFromString(data)
                return
        for name, writer in self.writers:
            value = getattr(obj, name)
            if value is not None:
                writer(message, value)
        if memo is not None:
            _memo_put(memo, obj, message)

    def decode(self, message: Message, where: str) -> Any:
        kwargs = {name: read(message, f"{where}.{name}") for name, _, read in self.fields}
        try:
            return self.cls(**kwargs)
        except GameError:
            raise
        except (TypeError, ValueError) as error:
            raise InvalidState(f"{where}: {error}", field=where) from None


class _UnionPlan:
    """A Union of dataclasses <-> a message holding one oneof whose members are their messages."""

    def __init__(self, codec: DataclassCodec, members: tuple[type, ...], descriptor: Descriptor):
        if len(descriptor.oneofs) != 1:
            raise CodecMismatch(f"{descriptor.full_name} must hold exactly one oneof for a union")
        self.message_cls = codec.message_class(descriptor)
        self.oneof = descriptor.oneofs[0].name
        self.by_type: dict[type, tuple[str, _Plan]] = {}
        self.by_field: dict[str, _Plan] = {}
        for field in descriptor.oneofs[0].fields:
            member = _member_for(field.message_type, members)
            plan = codec.plan(member, field.message_type)
            self.by_type[member] = (field.name, plan)
            self.by_field[field.name] = plan
        missing = set(members) - set(self.by_type)
        if missing:
            names = sorted(m.__name__ for m in missing)
            raise CodecMismatch(f"{descriptor.full_name} has no oneof member for {names}")
        self.leafy = all(plan.leafy for plan in self.by_field.values())
        self._memo: dict[Any, bytes] | None = {} if self.leafy else None

    def encode(self, obj: Any) -> Message:
        message = self.message_cls()
        self.write(obj, message)
        return message

    def write(self, obj: Any, message: Message) -> None:
        memo = self._memo
        if memo is not None:
            data = _memo_get(memo, obj)
            if data is not None:
                message.MergeFromString(data)
                return
        try:
            name, plan = self.by_type[type(obj)]
        except KeyError:
            raise InvalidState(f"{type(obj).__name__} is not a member of this union") from None
        inner = getattr(message, name)
        inner.SetInParent()
        plan.write(obj, inner)
        if memo is not None:
            _memo_put(memo, obj, message)

    def decode(self, message: Message, where: str) -> Any:
        name = message.WhichOneof(self.oneof)
        if name is None:
            raise InvalidState(f"{where}: no alternative of {self.oneof} is set", field=where)
        return self.by_field[name].decode(getattr(message, name), f"{where}.{name}")


MEMO_SIZE = 4096  # encodings kept per leafy plan (cleared when full: bounded memory)


def _memo_get(memo: dict[Any, bytes], obj: Any) -> bytes | None:
    try:
        return memo.get(obj)
    except TypeError:  # an unhashable value inside: encode it the long way
        return None


def _memo_put(memo: dict[Any, bytes], obj: Any, message: Message) -> None:
    if len(memo) >= MEMO_SIZE:
        memo.clear()
    with contextlib.suppress(TypeError):  # unhashable: not memoised
        memo[obj] = message.SerializeToString()


def _member_for(message_descriptor: Descriptor | None, members: tuple[type, ...]) -> type:
    if message_descriptor is None:
        raise CodecMismatch("a union's oneof member must be a message")
    for member in members:
        if message_descriptor.name.endswith(member.__name__):
            return member
    raise CodecMismatch(f"{message_descriptor.full_name} matches none of {[m.__name__ for m in members]}")


class DataclassCodec:
    """Plans for every (type, message) pair reachable from the registered roots."""

    def __init__(self, message_classes: dict[str, type[Message]]):
        self._message_classes = message_classes
        self._plans: dict[tuple[Any, str], _Plan | _UnionPlan] = {}

    def message_class(self, descriptor: Descriptor) -> type[Message]:
        try:
            return self._message_classes[descriptor.full_name]
        except KeyError:
            raise CodecMismatch(f"no generated class for {descriptor.full_name}") from None

    def plan(self, cls: Any, descriptor: Descriptor | None) -> Any:
        if descriptor is None:
            raise CodecMismatch(f"{cls} needs a message type in the contract")
        key = (cls, descriptor.full_name)
        plan = self._plans.get(key)
        if plan is None:
            if _is_union(cls):
                plan = _UnionPlan(self, typing.get_args(cls), descriptor)
            else:
                plan = _Plan(self, cls, descriptor, self.message_class(descriptor))
            self._plans[key] = plan
        return plan

    def encode(self, cls: Any, descriptor: Descriptor, obj: Any) -> Message:
        return self.plan(cls, descriptor).encode(obj)  # type: ignore[no-any-return]

    def decode(self, cls: Any, descriptor: Descriptor, message: Message, where: str) -> Any:
        return self.plan(cls, descriptor).decode(message, where)

    # -- per-field converters --------------------------------------------------------------

    def _field_converters(
        self, hint: Any, field: FieldDescriptor, where: str
    ) -> tuple[Encoder, Callable[[Message, str], Any]]:
        name = field.name
        optional, hint = _is_optional(hint)
        if typing.get_origin(hint) is tuple:
            return self._repeated_converters(hint, field, where)
        if field.is_repeated:
            raise CodecMismatch(f"{where} is repeated in proto but not a tuple")
        encode, decode = self._value_converters(hint, field, where)
        has_presence = field.has_presence
        if optional and not has_presence:
            raise CodecMismatch(f"{where} is optional but the proto field has no presence (use `optional`)")

        def read(message: Message, path: str) -> Any:
            if has_presence and not message.HasField(name):
                if optional:
                    return None
                if field.type == FieldDescriptor.TYPE_MESSAGE:
                    raise InvalidState(f"{path} is required", field=path)
            return decode(getattr(message, name), path)

        return encode, read

    def _repeated_converters(
        self, hint: Any, field: FieldDescriptor, where: str
    ) -> tuple[Encoder, Callable[[Message, str], Any]]:
        args = typing.get_args(hint)
        if len(args) != 2 or args[1] is not Ellipsis:
            raise CodecMismatch(f"{where}: only tuple[X, ...] is supported, got {hint}")
        if not field.is_repeated:
            raise CodecMismatch(f"{where} is a tuple but the proto field is not repeated")
        encode_one, decode_one = self._value_converters(args[0], field, where)
        name = field.name

        if args[0] is Card:

            def encode_cards(values: Any) -> Any:
                return [card._text for card in values]

            def read_cards(message: Message, path: str) -> Any:
                by_text = Card._by_text
                try:
                    return tuple([by_text[text] for text in getattr(message, name)])
                except KeyError:
                    return tuple(_decode_card(text, path) for text in getattr(message, name))

            return encode_cards, read_cards

        def encode(values: Any) -> Any:
            return [encode_one(value) for value in values]

        def read(message: Message, path: str) -> Any:
            return tuple(decode_one(item, f"{path}[{i}]") for i, item in enumerate(getattr(message, name)))

        return encode, read

    def _leafy(self, hint: Any, field: FieldDescriptor) -> bool:
        """Whether a field's encoding depends only on its value and holds no repeated sub-message."""
        _, hint = _is_optional(hint)
        if field.type != FieldDescriptor.TYPE_MESSAGE:
            return True
        if typing.get_origin(hint) is tuple:
            return False
        return bool(getattr(self.plan(hint, field.message_type), "leafy", False))

    def _field_writer(self, hint: Any, field: FieldDescriptor) -> Writer:
        """How ``_Plan.write`` stores one field (the plans are checked by ``_field_converters``)."""
        name = field.name
        _, hint = _is_optional(hint)
        if typing.get_origin(hint) is tuple:
            item = typing.get_args(hint)[0]
            if item is Card:

                def write_cards(message: Any, values: Any) -> None:
                    getattr(message, name).extend([card._text for card in values])

                return write_cards
            if field.type == FieldDescriptor.TYPE_MESSAGE:
                plan = self.plan(item, field.message_type)
                plan_write = plan.write

                def write_messages(message: Any, values: Any) -> None:
                    add = getattr(message, name).add
                    for value in values:
                        plan_write(value, add())

                return write_messages
            encode_one, _ = self._value_converters(item, field, name)

            def write_values(message: Any, values: Any) -> None:
                getattr(message, name).extend([encode_one(value) for value in values])

            return write_values
        if field.type == FieldDescriptor.TYPE_MESSAGE and hint is not Card:
            plan = self.plan(hint, field.message_type)
            plan_write = plan.write

            def write_message(message: Any, value: Any) -> None:
                inner = getattr(message, name)
                inner.SetInParent()
                plan_write(value, inner)

            return write_message
        encode, _ = self._value_converters(hint, field, name)

        def write_value(message: Any, value: Any) -> None:
            setattr(message, name, encode(value))

        return write_value

    def _value_converters(self, hint: Any, field: FieldDescriptor, where: str) -> tuple[Encoder, Decoder]:
        kind = field.type
        if hint is Card:
            _expect(kind == FieldDescriptor.TYPE_STRING, where, "string")
            return (lambda card: card._text), _decode_card
        if isinstance(hint, type) and issubclass(hint, IntEnum):
            _expect(kind == FieldDescriptor.TYPE_ENUM, where, "enum")
            _check_enum(hint, field, where)
            return int, _enum_decoder(hint)
        if hint is bool:
            _expect(kind == FieldDescriptor.TYPE_BOOL, where, "bool")
            return bool, _identity_decoder(bool)
        if hint is int:
            _expect(kind in _INT_TYPES, where, "an integer")
            return int, _identity_decoder(int)
        if hint is float:
            _expect(kind in (FieldDescriptor.TYPE_DOUBLE, FieldDescriptor.TYPE_FLOAT), where, "double")
            return float, _identity_decoder(float)
        if hint is str:
            _expect(kind == FieldDescriptor.TYPE_STRING, where, "string")
            return str, _identity_decoder(str)
        if kind == FieldDescriptor.TYPE_MESSAGE and (dataclasses.is_dataclass(hint) or _is_union(hint)):
            plan = self.plan(hint, field.message_type)
            return plan.encode, plan.decode
        raise CodecMismatch(f"{where}: unsupported type {hint} for proto field type {kind}")


_INT_TYPES = {
    FieldDescriptor.TYPE_INT32, FieldDescriptor.TYPE_INT64, FieldDescriptor.TYPE_UINT32,
    FieldDescriptor.TYPE_UINT64, FieldDescriptor.TYPE_SINT32, FieldDescriptor.TYPE_SINT64,
}


def _expect(ok: bool, where: str, what: str) -> None:
    if not ok:
        raise CodecMismatch(f"{where}: the proto field must be {what}")


def _check_enum(enum_type: type[IntEnum], field: FieldDescriptor, where: str) -> None:
    if field.enum_type is None:
        raise CodecMismatch(f"{where}: the proto field must be an enum")
    numbers = {value.number for value in field.enum_type.values}
    missing = [member.name for member in enum_type if member.value not in numbers]
    if missing or 0 in {m.value for m in enum_type}:
        raise CodecMismatch(f"{where}: {field.enum_type.full_name} lacks {missing} (or Python uses 0)")
