"""Convert frozen domain dataclasses to protobuf messages and back, by field name.

The domain types follow the type rules of ``games/README.md``; the proto
message for a dataclass has the same field names.  A *plan* per (dataclass,
message) pair is built once from the type hints and the message descriptor
and checked for mismatches, so conversion itself is a loop over prepared
closures.  Decoding never trusts the message: bad card text, unknown enum
numbers and missing oneof members raise :class:`InvalidState` naming the field.

Encoding writes the wire format directly, in field-number order, so a plan's bytes are
what upb would serialize.  Each plan also describes its fields to a C plan
(``_fastwire.c``), which walks a whole state or view in one call, reading ``__slots__``
directly: that is how every response's state and view is written.  The same plans generate
a Python payload function per type, the reference the C encoder is tested against and the
fallback when the extension is not built.  On that path, and for moves, the bytes of nested
values are memoised: domain values are deeply immutable (frozen dataclasses of tuples, ints,
strings and interned cards) and the next state shares most of its sub-objects with the
previous one, so nested bytes are remembered by identity (the memo holds the object, so its
id cannot be reused while the entry lives); small *leafy* values (moves, calls, cards in
tricks) are also remembered by value, since equal ones are rebuilt from state to state.
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

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import GameError, InvalidState

from . import wire

try:
    from . import _fastwire
except ImportError:  # not built (a checkout without `pip install -e .`): the generated Python payloads serve
    _fastwire = None  # type: ignore[assignment]

ByteEncoder = Callable[[Any], bytes]  # a field's value -> its tagged bytes (b"" when absent)
Reader = Callable[[Message, str], Any]  # (message, path) -> the field's domain value
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


class MemoBudget:
    """Every memo dict of the codec, cleared together once they took ``limit`` entries since the last clear.

    One budget rather than a bound per dict: the memos that fill slowly (a deal record, a
    match's history) would otherwise keep growing for minutes; this way memory reaches its
    ceiling within seconds of load and stays there.  A clear costs a few re-encodings.
    """

    def __init__(self, limit: int):
        self.limit = limit
        self._left = limit
        self._dicts: list[dict[Any, Any]] = []

    def new(self) -> dict[Any, Any]:
        memo: dict[Any, Any] = {}
        self._dicts.append(memo)
        return memo

    def spend(self) -> None:
        """Account for one insertion (made after this call, so it survives a clear)."""
        self._left -= 1
        if self._left <= 0:
            for memo in self._dicts:
                memo.clear()
            self._left = self.limit


MEMO_ENTRIES = 32768  # entries across all memos (each holds its value: bounded memory)
MEMO = MemoBudget(MEMO_ENTRIES)


class _Plan:
    """How to convert one dataclass type to one message type and back."""

    def __init__(self, codec: DataclassCodec, cls: type, descriptor: Descriptor, message_cls: type[Message]):
        self.cls = cls
        self.message_cls = message_cls
        self.readers: list[tuple[str, Reader]] = []
        codes: list[tuple[int, str, _FieldCode]] = []
        hints = typing.get_type_hints(cls)
        for field in dataclasses.fields(cls):
            proto_field = descriptor.fields_by_name.get(field.name)
            if proto_field is None:
                raise CodecMismatch(f"{descriptor.full_name} has no field {field.name!r} for {cls.__name__}")
            where = f"{cls.__name__}.{field.name}"
            self.readers.append((field.name, codec._field_reader(hints[field.name], proto_field, where)))
            codes.append((proto_field.number, field.name, codec._field_code(hints[field.name], proto_field)))
        params = getattr(cls, "__dataclass_params__", None)
        # Only frozen values may be remembered by identity: a mutable one could change under its entry.
        self.frozen = params is not None and params.frozen
        self.leafy = (
            params is not None and self.frozen and params.eq
            and all(field.compare for field in dataclasses.fields(cls))
            and all(codec._leafy(hints[f.name], descriptor.fields_by_name[f.name])
                    for f in dataclasses.fields(cls))
        )
        self._by_value: dict[Any, bytes] | None = MEMO.new() if self.leafy else None
        self._by_id: dict[int, tuple[Any, bytes]] = MEMO.new()
        extra = set(descriptor.fields_by_name) - {f.name for f in dataclasses.fields(cls)}
        if extra:
            names = sorted(extra)
            raise CodecMismatch(f"{descriptor.full_name} has fields {names} that {cls.__name__} lacks")
        codes.sort()  # canonical order: by field number
        # The message bytes of ``obj``, built field by field (for a root value, new every time): in C
        # when the extension is built, else by the generated Python function (the reference in tests).
        self.python_payload: Callable[[Any], bytes] = _compile_payload(cls.__name__, codes)
        self.native = _native_plan([(name, *code.native) for _, name, code in codes])
        self.payload: Callable[[Any], bytes] = self.native.encode if self.native else self.python_payload

    def to_bytes(self, obj: Any) -> bytes:
        """The message bytes of a nested value, memoised (by identity, and by value when leafy)."""
        if not self.frozen:
            return self.payload(obj)
        by_id = self._by_id
        hit = by_id.get(id(obj))
        if hit is not None and hit[0] is obj:
            return hit[1]
        by_value = self._by_value
        if by_value is not None:
            data = _memo_get(by_value, obj)
            if data is not None:
                return data  # an equal value built afresh (often short-lived): not worth an identity entry
            data = self.payload(obj)
            _memo_put(by_value, obj, data)
        else:
            data = self.payload(obj)
        MEMO.spend()
        by_id[id(obj)] = (obj, data)
        return data

    def holds(self, obj: Any) -> bool:
        """Whether ``obj`` itself (not just an equal value) has an identity entry now."""
        hit = self._by_id.get(id(obj))
        return hit is not None and hit[0] is obj

    def decode(self, message: Message, where: str) -> Any:
        kwargs = {name: read(message, f"{where}.{name}") for name, read in self.readers}
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
        self.by_type: dict[type, tuple[bytes, _Plan]] = {}
        self.by_field: dict[str, _Plan] = {}
        for field in descriptor.oneofs[0].fields:
            member = _member_for(field.message_type, members)
            plan = codec.plan(member, field.message_type)
            self.by_type[member] = (wire.tag(field.number, wire.LENGTH_DELIMITED), plan)
            self.by_field[field.name] = plan
        missing = set(members) - set(self.by_type)
        if missing:
            names = sorted(m.__name__ for m in missing)
            raise CodecMismatch(f"{descriptor.full_name} has no oneof member for {names}")
        self.leafy = all(plan.leafy for plan in self.by_field.values())
        self.frozen = all(plan.frozen for plan in self.by_field.values())
        # A union's payload is the wrapper message (what to_bytes returns): in C when built.
        self.python_payload: Callable[[Any], bytes] = self.to_bytes
        self.native: Any = None
        if _fastwire is not None:
            self.native = _fastwire.UnionPlan()
            self.native.define(
                {member: (member_tag, plan.native) for member, (member_tag, plan) in self.by_type.items()},
                _not_a_member,
            )
        self.payload: Callable[[Any], bytes] = self.native.encode if self.native else self.to_bytes

    def to_bytes(self, obj: Any) -> bytes:
        """The wrapper message's bytes: the one member that ``obj`` is (its plan memoises)."""
        try:
            member_tag, plan = self.by_type[type(obj)]
        except KeyError:
            raise _not_a_member(obj) from None
        return wire.length_delimited(member_tag, plan.to_bytes(obj))

    def decode(self, message: Message, where: str) -> Any:
        name = message.WhichOneof(self.oneof)
        if name is None:
            raise InvalidState(f"{where}: no alternative of {self.oneof} is set", field=where)
        return self.by_field[name].decode(getattr(message, name), f"{where}.{name}")


def _not_a_member(obj: Any) -> InvalidState:
    return InvalidState(f"{type(obj).__name__} is not a member of this union")


def _native_plan(fields: list[tuple[Any, ...]]) -> Any:
    """The C plan writing these fields (``(name, kind, tag, scalar, presence, nested plan)``), if built."""
    if _fastwire is None:
        return None
    plan = _fastwire.Plan()
    plan.define(fields)
    return plan


def _memo_get(memo: dict[Any, bytes], obj: Any) -> bytes | None:
    try:
        return memo.get(obj)
    except TypeError:  # an unhashable value inside: encode it the long way
        return None


def _memo_put(memo: dict[Any, bytes], obj: Any, data: bytes) -> None:
    MEMO.spend()
    with contextlib.suppress(TypeError):  # unhashable: not memoised
        memo[obj] = data


def _member_for(message_descriptor: Descriptor | None, members: tuple[type, ...]) -> type:
    if message_descriptor is None:
        raise CodecMismatch("a union's oneof member must be a message")
    # The longest matching name wins: BlackjackNoDealerBet is NoDealerBet, not Bet.
    matching = [member for member in members if message_descriptor.name.endswith(member.__name__)]
    if matching:
        return max(matching, key=lambda member: len(member.__name__))
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
        plan = self.plan(cls, descriptor)
        return plan.message_cls.FromString(plan.payload(obj))  # type: ignore[no-any-return]

    def encode_bytes(self, cls: Any, descriptor: Descriptor, obj: Any) -> bytes:
        return self.plan(cls, descriptor).payload(obj)  # type: ignore[no-any-return]

    def decode(self, cls: Any, descriptor: Descriptor, message: Message, where: str) -> Any:
        return self.plan(cls, descriptor).decode(message, where)

    # -- per-field readers (decoding) ------------------------------------------------------

    def _field_reader(self, hint: Any, field: FieldDescriptor, where: str) -> Reader:
        name = field.name
        optional, hint = _is_optional(hint)
        if typing.get_origin(hint) is tuple:
            return self._repeated_reader(hint, field, where)
        if field.is_repeated:
            raise CodecMismatch(f"{where} is repeated in proto but not a tuple")
        decode = self._value_decoder(hint, field, where)
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

        return read

    def _repeated_reader(self, hint: Any, field: FieldDescriptor, where: str) -> Reader:
        args = typing.get_args(hint)
        if len(args) != 2 or args[1] is not Ellipsis:
            raise CodecMismatch(f"{where}: only tuple[X, ...] is supported, got {hint}")
        if not field.is_repeated:
            raise CodecMismatch(f"{where} is a tuple but the proto field is not repeated")
        decode_one = self._value_decoder(args[0], field, where)
        name = field.name

        if args[0] is Card:

            def read_cards(message: Message, path: str) -> Any:
                by_text = Card._by_text
                try:
                    return tuple([by_text[text] for text in getattr(message, name)])
                except KeyError:
                    return tuple(_decode_card(text, path) for text in getattr(message, name))

            return read_cards

        def read(message: Message, path: str) -> Any:
            return tuple(decode_one(item, f"{path}[{i}]") for i, item in enumerate(getattr(message, name)))

        return read

    def _leafy(self, hint: Any, field: FieldDescriptor) -> bool:
        """Whether a field's encoding depends only on its value (by ==) and holds no repeated sub-message."""
        _, hint = _is_optional(hint)
        if field.type in (FieldDescriptor.TYPE_DOUBLE, FieldDescriptor.TYPE_FLOAT):
            return False  # 0.0 == -0.0, but their encodings differ
        if field.type != FieldDescriptor.TYPE_MESSAGE:
            return True
        if typing.get_origin(hint) is tuple:
            return False
        return bool(getattr(self.plan(hint, field.message_type), "leafy", False))

    # -- per-field byte encoders -----------------------------------------------------------

    def _field_code(self, hint: Any, field: FieldDescriptor) -> _FieldCode:
        """How the payload writes one field (the plans are checked by the readers, built first)."""
        _, hint = _is_optional(hint)
        presence = field.has_presence
        if typing.get_origin(hint) is tuple:
            item = typing.get_args(hint)[0]
            return _FieldCode(_CALL_IF_SET, {"encode": self._repeated_encoder(item, field)},
                              self._repeated_native(item, field))
        field_tag = wire.tag(field.number, wire.wire_type(field.type))
        if field.type == FieldDescriptor.TYPE_MESSAGE and hint is not Card:
            plan = self.plan(hint, field.message_type)
            memo: dict[int, tuple[Any, bytes]] = MEMO.new()
            return _FieldCode(_MESSAGE, {"memo": memo, "slow": _message_encoder(field_tag, plan, memo)},
                              (_K_MESSAGE, field_tag, 0, 0, plan.native))
        if hint is Card:
            return _FieldCode(_CARD, {"cards": _CardTable(field_tag)}, (_K_CARD, field_tag, 0, 0, None))
        if field.type == FieldDescriptor.TYPE_STRING:
            return _FieldCode(_CALL_IF_PRESENT if presence else _CALL_IF_SET,
                              {"encode": _string_encoder(field_tag)}, (_K_STRING, field_tag, 0, presence, None))
        value_bytes = wire.VALUE_ENCODERS[field.type]
        native = (_K_FIXED if field.type in wire.FIXED_TYPES else _K_VARINT, field_tag,
                  _SCALARS[field.type], presence, None)
        if field.type in wire.FIXED_TYPES:
            return _FieldCode(_CALL, {"encode": _fixed_encoder(field_tag, value_bytes, presence)}, native)
        small = [field_tag + value_bytes(value) for value in range(128)]  # the common values, tag included
        names = {"tag": field_tag, "value_bytes": value_bytes, "small": small}
        return _FieldCode(_VARINT_IF_PRESENT if presence else _VARINT_IF_SET, names, native)

    def _repeated_native(self, item: Any, field: FieldDescriptor) -> tuple[Any, ...]:
        """The C plan's entry for a repeated field (what ``_repeated_encoder`` writes)."""
        field_tag = wire.tag(field.number, wire.LENGTH_DELIMITED)
        if item is Card:
            return (_K_REPEATED_CARDS, field_tag, 0, 0, None)
        if field.type == FieldDescriptor.TYPE_MESSAGE:
            return (_K_REPEATED_MESSAGES, field_tag, 0, 0, self.plan(item, field.message_type).native)
        if field.type == FieldDescriptor.TYPE_STRING:
            return (_K_REPEATED_STRINGS, field_tag, 0, 0, None)
        return (_K_PACKED, field_tag, _SCALARS[field.type], 0, None)

    def _repeated_encoder(self, item: Any, field: FieldDescriptor) -> ByteEncoder:
        field_tag = wire.tag(field.number, wire.LENGTH_DELIMITED)
        if item is Card:
            cards = _CardTable(field_tag)

            def encode_cards(values: Any) -> bytes:
                return b"".join([cards.get(card) or cards.add(card) for card in values])

            return encode_cards
        if field.type == FieldDescriptor.TYPE_MESSAGE:
            return _repeated_message_encoder(field_tag, self.plan(item, field.message_type))
        if field.type == FieldDescriptor.TYPE_STRING:

            def encode_strings(values: Any) -> bytes:
                return b"".join([wire.length_delimited(field_tag, text.encode()) for text in values])

            return encode_strings
        value_bytes = wire.VALUE_ENCODERS[field.type]

        def encode_packed(values: Any) -> bytes:
            if not values:
                return b""
            return wire.length_delimited(field_tag, b"".join([value_bytes(value) for value in values]))

        if item not in (int, bool):
            return encode_packed
        by_value: dict[tuple[int, ...], bytes] = MEMO.new()  # short tuples of plain ints (counts, flags) recur

        def encode_packed_memo(values: tuple[int, ...]) -> bytes:
            data = by_value.get(values)
            if data is None:
                data = encode_packed(values)
                MEMO.spend()
                by_value[values] = data
            return data

        return encode_packed_memo

    def _value_decoder(self, hint: Any, field: FieldDescriptor, where: str) -> Decoder:
        kind = field.type
        if hint is Card:
            _expect(kind == FieldDescriptor.TYPE_STRING, where, "string")
            return _decode_card
        if isinstance(hint, type) and issubclass(hint, IntEnum):
            _expect(kind == FieldDescriptor.TYPE_ENUM, where, "enum")
            _check_enum(hint, field, where)
            return _enum_decoder(hint)
        if hint is bool:
            _expect(kind == FieldDescriptor.TYPE_BOOL, where, "bool")
            return _identity_decoder(bool)
        if hint is int:
            _expect(kind in _INT_TYPES, where, "an integer")
            return _identity_decoder(int)
        if hint is float:
            _expect(kind in (FieldDescriptor.TYPE_DOUBLE, FieldDescriptor.TYPE_FLOAT), where, "double")
            return _identity_decoder(float)
        if hint is str:
            _expect(kind == FieldDescriptor.TYPE_STRING, where, "string")
            return _identity_decoder(str)
        if kind == FieldDescriptor.TYPE_MESSAGE and (dataclasses.is_dataclass(hint) or _is_union(hint)):
            return self.plan(hint, field.message_type).decode  # type: ignore[no-any-return]
        raise CodecMismatch(f"{where}: unsupported type {hint} for proto field type {kind}")


# -- the generated payload functions --------------------------------------------------------------
#
# A plan's payload is one generated function (as dataclasses generate ``__init__``): reading each
# field as an attribute and writing the common kinds inline costs about half of a loop that calls
# one closure per field, and every state and view is encoded this way.  Each template writes the
# value ``v`` of one field; ``{i}`` makes the names it uses unique to that field.


@dataclasses.dataclass(frozen=True)
class _FieldCode:
    template: str  # code writing the field's tagged bytes of ``v`` with ``append``, if present
    names: dict[str, Any]  # the objects the template refers to, by name without the ``_{i}`` suffix
    native: tuple[Any, ...]  # the C plan's entry: (kind, tag, scalar type, presence, nested C plan)


# Field kinds and scalar types of the C plans (the same numbers as in _fastwire.c).
_K_VARINT, _K_CARD, _K_MESSAGE, _K_STRING, _K_FIXED = 1, 2, 3, 4, 5
_K_REPEATED_CARDS, _K_REPEATED_MESSAGES, _K_REPEATED_STRINGS, _K_PACKED = 6, 7, 8, 9
_SCALARS = {
    FieldDescriptor.TYPE_INT32: 1, FieldDescriptor.TYPE_INT64: 2, FieldDescriptor.TYPE_UINT32: 3,
    FieldDescriptor.TYPE_UINT64: 4, FieldDescriptor.TYPE_ENUM: 5, FieldDescriptor.TYPE_SINT32: 6,
    FieldDescriptor.TYPE_SINT64: 7, FieldDescriptor.TYPE_BOOL: 8, FieldDescriptor.TYPE_DOUBLE: 9,
    FieldDescriptor.TYPE_FLOAT: 10,
}


_VARINT_IF_SET = """\
    if v:
        append(small_{i}[v] if 0 < v < 128 else tag_{i} + value_bytes_{i}(v))
"""
_VARINT_IF_PRESENT = """\
    if v is not None:
        append(small_{i}[v] if 0 <= v < 128 else tag_{i} + value_bytes_{i}(v))
"""
_CARD = """\
    if v is not None:
        append(cards_{i}.get(v) or cards_{i}.add(v))
"""
# A set sub-message is sent even when empty (presence), an unset one (None) not at all.
_MESSAGE = """\
    if v is not None:
        hit = memo_{i}.get(id(v))
        append(hit[1] if hit is not None and hit[0] is v else slow_{i}(v))
"""
_CALL_IF_SET = """\
    if v:
        append(encode_{i}(v))
"""
_CALL_IF_PRESENT = """\
    if v is not None:
        append(encode_{i}(v))
"""
_CALL = """\
    append(encode_{i}(v))
"""


def _compile_payload(type_name: str, codes: list[tuple[int, str, _FieldCode]]) -> Callable[[Any], bytes]:
    namespace: dict[str, Any] = {}
    lines = ["def payload(obj):", "    out = []", "    append = out.append"]
    for i, (_, name, code) in enumerate(codes):
        if not name.isidentifier():
            raise CodecMismatch(f"{type_name}.{name} is not an identifier")
        lines.append(f"    v = obj.{name}")
        lines.append(code.template.format(i=i).rstrip("\n"))
        namespace.update({f"{key}_{i}": value for key, value in code.names.items()})
    lines.append('    return b"".join(out)')
    exec(compile("\n".join(lines), f"<payload of {type_name}>", "exec"), namespace)
    return namespace["payload"]  # type: ignore[no-any-return]


# -- byte encoders by field kind (called from the generated code) ---------------------------------


def _message_encoder(field_tag: bytes, plan: Any, memo: dict[int, tuple[Any, bytes]]) -> ByteEncoder:
    """A message field's tagged bytes when the field's own identity memo missed."""
    holds = getattr(plan, "holds", None)
    # Leafy values are often rebuilt equal (a hidden hand, a move): their tagged bytes by value.
    by_value: dict[Any, bytes] | None = MEMO.new() if plan.leafy else None

    def encode_message(value: Any) -> bytes:
        if by_value is not None:
            data = _memo_get(by_value, value)
            if data is not None:
                return data
        data = wire.length_delimited(field_tag, plan.to_bytes(value))
        if by_value is not None:
            _memo_put(by_value, value, data)
        # Only values the plan keeps by identity recur as the same object: short-lived equal
        # values would just churn the identity memo.
        if holds is not None and holds(value):
            MEMO.spend()
            memo[id(value)] = (value, data)
        return data

    return encode_message


def _repeated_message_encoder(field_tag: bytes, plan: Any) -> ByteEncoder:
    by_id: dict[int, tuple[Any, bytes]] = MEMO.new()  # the same tuple recurs from state to state
    elements: dict[int, tuple[Any, bytes]] = MEMO.new()  # and so do its elements, in the next tuple
    encode_element = _message_encoder(field_tag, plan, elements)
    if not plan.frozen:

        def encode_mutable(values: Any) -> bytes:
            return b"".join([encode_element(value) for value in values])

        return encode_mutable

    def encode_messages(values: Any) -> bytes:
        hit = by_id.get(id(values))
        if hit is not None and hit[0] is values:
            return hit[1]
        get = elements.get
        parts = []
        for value in values:
            known = get(id(value))
            parts.append(known[1] if known is not None and known[0] is value else encode_element(value))
        data = b"".join(parts)
        MEMO.spend()
        by_id[id(values)] = (values, data)
        return data

    return encode_messages


class _CardTable(dict[Card, bytes]):
    """A field's tagged bytes per card (cards are interned: a small, fixed table)."""

    def __init__(self, field_tag: bytes):
        super().__init__()
        self._tag = field_tag

    def add(self, card: Card) -> bytes:
        data = self[card] = wire.length_delimited(self._tag, card._text.encode())
        return data


def _string_encoder(field_tag: bytes) -> ByteEncoder:
    def encode_string(text: str) -> bytes:
        return wire.length_delimited(field_tag, text.encode())

    return encode_string


def _fixed_encoder(field_tag: bytes, value_bytes: Callable[[Any], bytes], presence: bool) -> ByteEncoder:
    """Floats: proto3 omits an implicit-presence field whose bits are all zero (so -0.0 is sent)."""

    def encode_fixed(value: Any) -> bytes:
        if value is None:
            return b""
        data = value_bytes(value)
        return field_tag + data if presence or data.strip(b"\x00") else b""

    return encode_fixed


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
