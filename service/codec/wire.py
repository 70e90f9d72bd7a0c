"""Protocol-buffer wire format, written directly: the encoders build message bytes, not messages.

Setting fields on generated messages from Python costs a call through the C API per field;
concatenating small byte strings (most of them memoised) costs far less, and the result is
what gRPC sends anyway.  Every helper here emits the canonical encoding upb's
``SerializeToString`` produces for the same content (fields in number order, proto3 packed
repeated scalars, implicit-presence defaults omitted), so tests can compare bytes.
"""

from __future__ import annotations

import struct
from collections.abc import Callable

from google.protobuf.descriptor import Descriptor, FieldDescriptor

try:
    from . import _fastwire
except ImportError:  # not built: the Python helpers below serve
    _fastwire = None  # type: ignore[assignment]

VARINT, FIXED64, LENGTH_DELIMITED, FIXED32 = 0, 1, 2, 5

_SMALL = [bytes([value]) for value in range(128)]
_U64 = 1 << 64


def varint(value: int) -> bytes:
    """An unsigned varint (0 <= value < 2**64)."""
    if 0 <= value < 128:
        return _SMALL[value]
    if 128 <= value < 16384:  # lengths of most messages and strings: two bytes
        return bytes((value & 0x7F | 0x80, value >> 7))
    if not 0 <= value < _U64:
        raise ValueError(f"value {value} does not fit a 64-bit varint")
    out = bytearray()
    while value > 0x7F:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def tag(number: int, wire_type: int) -> bytes:
    return varint(number << 3 | wire_type)


def python_length_delimited(field_tag: bytes, payload: bytes) -> bytes:
    """One length-delimited field (string, bytes, sub-message): tag, length, payload."""
    size = len(payload)
    if size < 128:
        return field_tag + _SMALL[size] + payload
    if size < 16384:
        return field_tag + bytes((size & 0x7F | 0x80, size >> 7)) + payload
    return field_tag + varint(size) + payload


def _ranged(low: int, high: int, name: str) -> Callable[[int], bytes]:
    """Varint bytes of an integer checked against the field type's range (as upb checks on assignment)."""

    def encode(value: int) -> bytes:
        if 0 <= value < 128:
            return _SMALL[value]
        if not low <= value < high:
            raise ValueError(f"value {value} out of range for {name}")
        return varint(value if value >= 0 else value + _U64)  # negative: 64-bit two's complement

    return encode


def _zigzag(bits: int, name: str) -> Callable[[int], bytes]:
    low, high = -(1 << (bits - 1)), 1 << (bits - 1)

    def encode(value: int) -> bytes:
        if not low <= value < high:
            raise ValueError(f"value {value} out of range for {name}")
        return varint(value << 1 if value >= 0 else (-value << 1) - 1)

    return encode


def _bool(value: object) -> bytes:
    return b"\x01" if value else b"\x00"


# Scalar encoders (value -> bytes without the tag) by descriptor type; enums are int32 on the wire.
VALUE_ENCODERS: dict[int, Callable[[int], bytes]] = {
    FieldDescriptor.TYPE_INT32: _ranged(-(1 << 31), 1 << 31, "int32"),
    FieldDescriptor.TYPE_INT64: _ranged(-(1 << 63), 1 << 63, "int64"),
    FieldDescriptor.TYPE_UINT32: _ranged(0, 1 << 32, "uint32"),
    FieldDescriptor.TYPE_UINT64: _ranged(0, _U64, "uint64"),
    FieldDescriptor.TYPE_ENUM: _ranged(-(1 << 31), 1 << 31, "enum"),
    FieldDescriptor.TYPE_SINT32: _zigzag(32, "sint32"),
    FieldDescriptor.TYPE_SINT64: _zigzag(64, "sint64"),
    FieldDescriptor.TYPE_BOOL: _bool,
    FieldDescriptor.TYPE_DOUBLE: struct.Struct("<d").pack,
    FieldDescriptor.TYPE_FLOAT: struct.Struct("<f").pack,
}
FIXED_TYPES = {FieldDescriptor.TYPE_DOUBLE: FIXED64, FieldDescriptor.TYPE_FLOAT: FIXED32}


def wire_type(kind: int) -> int:
    if kind in FIXED_TYPES:
        return FIXED_TYPES[kind]
    if kind in VALUE_ENCODERS:
        return VARINT
    return LENGTH_DELIMITED


def tags(descriptor: Descriptor) -> dict[str, bytes]:
    """The tag bytes of a message's fields by name, read from its descriptor (no numbers in code)."""
    return {
        field.name: tag(field.number, LENGTH_DELIMITED if field.is_repeated and field.type in VALUE_ENCODERS
                        else wire_type(field.type))
        for field in descriptor.fields
    }


def python_uint_field(field_tag: bytes, value: int) -> bytes:
    """An implicit-presence unsigned integer field: nothing for 0."""
    return field_tag + varint(value) if value else b""


# The servicers assemble every response from these two: in C when the extension is built (the
# same bytes; tests compare), else the Python reference above.
length_delimited: Callable[[bytes, bytes], bytes] = (
    python_length_delimited if _fastwire is None else _fastwire.length_delimited
)
uint_field: Callable[[bytes, int], bytes] = python_uint_field if _fastwire is None else _fastwire.uint_field


def string_field(field_tag: bytes, text: str) -> bytes:
    """An implicit-presence string field: nothing for ''."""
    return length_delimited(field_tag, text.encode()) if text else b""
