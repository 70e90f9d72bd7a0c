"""The C encoder (cardgames.service.codec._fastwire) writes exactly what the generated Python payloads write.

Two references: the Python payload of the same plan (every game's states and views along random
playouts, every option set) and upb's own serialization (a synthetic message holding every
field kind the codec supports, at edge values).
"""

from __future__ import annotations

import itertools
import sys
from dataclasses import dataclass
from enum import IntEnum
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "games"))

from google.protobuf import descriptor_pb2, descriptor_pool, message_factory
from playout import option_sets, playout, seat_counts

from cardgames.games import registry
from cardgames.games.core.cards import Card
from cardgames.games.core.errors import InvalidState
from cardgames.games.core.game import AnyGame
from cardgames.service.codec import dataclass_codec
from cardgames.service.codec.dataclass_codec import DataclassCodec
from cardgames.service.codec.games import codec_for

GAMES = list(registry.all_games().values())


def test_the_extension_is_built() -> None:
    """An install builds it; without it every response would go through the slower Python payloads."""
    assert dataclass_codec._fastwire is not None
    assert codec_for(GAMES[0].SPEC.id).state_plan.native is not None


@pytest.mark.parametrize("module", GAMES, ids=lambda m: m.id)
def test_states_and_views_match_the_python_payloads(module: AnyGame) -> None:
    game = codec_for(module.SPEC.id)
    compared = 0
    for index, raw in enumerate(option_sets(module)):
        options = module.SPEC.build_options(raw)
        for players in seat_counts(module, raw):
            steps = playout(module, options, players, seed=100 + index)
            for state, _legal, _move, _events in itertools.islice(steps, 300):
                assert game.state_plan.payload(state) == game.state_plan.python_payload(state)
                for seat in (*range(players), None):
                    view = module.view(state, seat)
                    assert game.view_plan.payload(view) == game.view_plan.python_payload(view)
                compared += 1
    assert compared >= 10


# -- every field kind against upb ------------------------------------------------------------


class Colour(IntEnum):
    RED = 1
    MINUS = -7


@dataclass(frozen=True, slots=True)
class Leaf:
    number: int
    text: str


@dataclass(frozen=True, slots=True)
class Other:
    flag: bool


@dataclass(frozen=True, slots=True)
class Every:
    i32: int
    i64: int
    u32: int
    u64: int
    s32: int
    s64: int
    yes: bool
    colour: Colour | None
    real: float
    single: float
    maybe_real: float | None
    name: str
    maybe_name: str | None
    maybe_count: int | None
    card: Card | None
    leaf: Leaf | None
    choice: Leaf | Other | None
    cards: tuple[Card, ...]
    leaves: tuple[Leaf, ...]
    choices: tuple[Leaf | Other, ...]
    names: tuple[str, ...]
    counts: tuple[int, ...]
    reals: tuple[float, ...]
    flags: tuple[bool, ...]


def _message_classes() -> dict[str, Any]:
    f = descriptor_pb2.FieldDescriptorProto
    file = descriptor_pb2.FileDescriptorProto(name="fastwire_test.proto", package="fwtest", syntax="proto3")
    enum = file.enum_type.add(name="Colour")
    enum.value.add(name="COLOUR_UNSPECIFIED", number=0)
    enum.value.add(name="RED", number=1)
    enum.value.add(name="MINUS", number=-7)
    leaf = file.message_type.add(name="Leaf")
    leaf.field.add(name="number", number=1, type=f.TYPE_SINT32, label=f.LABEL_OPTIONAL)
    leaf.field.add(name="text", number=2, type=f.TYPE_STRING, label=f.LABEL_OPTIONAL)
    other = file.message_type.add(name="Other")
    other.field.add(name="flag", number=1, type=f.TYPE_BOOL, label=f.LABEL_OPTIONAL)
    union = file.message_type.add(name="LeafOrOther")
    union.oneof_decl.add(name="kind")
    union.field.add(name="leaf", number=1, type=f.TYPE_MESSAGE, type_name=".fwtest.Leaf", oneof_index=0)
    union.field.add(name="other", number=2, type=f.TYPE_MESSAGE, type_name=".fwtest.Other", oneof_index=0)
    every = file.message_type.add(name="Every")
    scalars = [
        ("i32", f.TYPE_INT32), ("i64", f.TYPE_INT64), ("u32", f.TYPE_UINT32), ("u64", f.TYPE_UINT64),
        ("s32", f.TYPE_SINT32), ("s64", f.TYPE_SINT64), ("yes", f.TYPE_BOOL), ("real", f.TYPE_DOUBLE),
        ("single", f.TYPE_FLOAT), ("name", f.TYPE_STRING),
    ]
    number = 1
    for name, kind in scalars:
        every.field.add(name=name, number=number, type=kind, label=f.LABEL_OPTIONAL)
        number += 1
    optional = [
        ("colour", f.TYPE_ENUM, ".fwtest.Colour"), ("maybe_real", f.TYPE_DOUBLE, ""),
        ("maybe_name", f.TYPE_STRING, ""), ("maybe_count", f.TYPE_INT32, ""), ("card", f.TYPE_STRING, ""),
    ]
    for name, kind, type_name in optional:
        every.oneof_decl.add(name=f"_{name}")
        added = every.field.add(name=name, number=number, type=kind, label=f.LABEL_OPTIONAL,
                                oneof_index=len(every.oneof_decl) - 1, proto3_optional=True)
        if type_name:
            added.type_name = type_name
        number += 1
    messages = [("leaf", ".fwtest.Leaf", False), ("choice", ".fwtest.LeafOrOther", False),
                ("leaves", ".fwtest.Leaf", True), ("choices", ".fwtest.LeafOrOther", True)]
    for name, type_name, repeated in messages:
        every.field.add(name=name, number=number, type=f.TYPE_MESSAGE, type_name=type_name,
                        label=f.LABEL_REPEATED if repeated else f.LABEL_OPTIONAL)
        number += 1
    repeated_scalars = [("cards", f.TYPE_STRING), ("names", f.TYPE_STRING), ("counts", f.TYPE_SINT64),
                        ("reals", f.TYPE_DOUBLE), ("flags", f.TYPE_BOOL)]
    for name, kind in repeated_scalars:
        every.field.add(name=name, number=number, type=kind, label=f.LABEL_REPEATED)
        number += 1
    pool = descriptor_pool.DescriptorPool()
    pool.Add(file)
    names = ("fwtest.Leaf", "fwtest.Other", "fwtest.LeafOrOther", "fwtest.Every")
    return {name: message_factory.GetMessageClass(pool.FindMessageTypeByName(name)) for name in names}


CLASSES = _message_classes()
CODEC = DataclassCodec(CLASSES)
PLAN = CODEC.plan(Every, CLASSES["fwtest.Every"].DESCRIPTOR)
CARDS = [Card.parse(text) for text in ("AS", "TH", "2C")]


def _every(**changes: Any) -> Every:
    values: dict[str, Any] = dict(
        i32=0, i64=0, u32=0, u64=0, s32=0, s64=0, yes=False, colour=None, real=0.0, single=0.0,
        maybe_real=None, name="", maybe_name=None, maybe_count=None, card=None, leaf=None, choice=None,
        cards=(), leaves=(), choices=(), names=(), counts=(), reals=(), flags=(),
    )
    values.update(changes)
    return Every(**values)


def _protobuf_bytes(value: Every) -> bytes:
    """What upb serializes for the same content (the message built field by field)."""
    message = CLASSES["fwtest.Every"]()
    for name in Every.__dataclass_fields__:
        item = getattr(value, name)
        if item is None or name in ("leaf", "choice", "leaves", "choices"):
            continue
        if name == "card":
            item = str(item)
        if name == "cards":
            item = tuple(str(card) for card in item)
        if isinstance(item, tuple):
            getattr(message, name).extend(item)
        else:
            setattr(message, name, item)
    if value.leaf is not None:
        message.leaf.SetInParent()
        message.leaf.number, message.leaf.text = value.leaf.number, value.leaf.text
    for target, items in ((None, (value.choice,)), (message.choices, value.choices)):
        for item in items:
            if item is None:
                continue
            wrapper = message.choice if target is None else target.add()
            if isinstance(item, Leaf):
                wrapper.leaf.SetInParent()
                wrapper.leaf.number, wrapper.leaf.text = item.number, item.text
            else:
                wrapper.other.flag = item.flag
    for leaf in value.leaves:
        message.leaves.add(number=leaf.number, text=leaf.text)
    return message.SerializeToString()  # type: ignore[no-any-return]


EDGE_CASES = [
    {},
    dict(i32=-1, i64=-(2**63), u32=2**32 - 1, u64=2**64 - 1, s32=-(2**31), s64=2**63 - 1, yes=True),
    dict(i32=2**31 - 1, i64=2**63 - 1, s32=2**31 - 1, s64=-(2**63), u64=128, u32=16384),
    dict(colour=Colour.MINUS, real=-0.0, single=1.5, maybe_real=0.0, maybe_name="", maybe_count=0),
    dict(colour=Colour.RED, real=2.5e300, maybe_real=-0.0, name="ünïcödé", maybe_count=-5, card=CARDS[0]),
    dict(leaf=Leaf(0, ""), choice=Other(False), cards=tuple(CARDS), names=("", "x" * 200)),
    dict(leaf=Leaf(-3, "y" * 300), choice=Leaf(7, "z"), counts=(0, -1, 2**40, -(2**63)), flags=(True, False)),
    dict(reals=(0.0, -0.0, 1e-300), leaves=tuple(Leaf(i, "w" * i) for i in range(60))),
    dict(choices=(Other(True), Leaf(1, ""), Other(False)), leaves=(Leaf(1, "q" * 20000),)),
]


@pytest.mark.parametrize("changes", EDGE_CASES)
def test_every_field_kind_matches_upb_and_the_python_payload(changes: dict[str, Any]) -> None:
    value = _every(**changes)
    written = PLAN.payload(value)
    assert written == PLAN.python_payload(value)
    assert written == _protobuf_bytes(value)
    assert CLASSES["fwtest.Every"].FromString(written).SerializeToString() == written


@pytest.mark.parametrize(
    ("changes", "error"),
    [
        (dict(i32=2**31), ValueError),
        (dict(u32=-1), ValueError),
        (dict(u64=2**64), ValueError),
        (dict(s64=2**63), ValueError),
        (dict(i64=-(2**63) - 1), ValueError),
        (dict(counts=(1, 2**64)), ValueError),
        (dict(i32=1.5), TypeError),
        (dict(name=b"bytes"), (TypeError, AttributeError)),
        (dict(choice=Leaf), InvalidState),  # a class, not a member value
        (dict(choices=(Leaf(1, ""), 3)), InvalidState),
    ],
)
def test_bad_values_raise_like_the_python_payload(changes: dict[str, Any], error: Any) -> None:
    value = _every(**changes)
    with pytest.raises(error):
        PLAN.python_payload(value)
    with pytest.raises(error):
        PLAN.payload(value)


def test_a_missing_slot_raises_attribute_error() -> None:
    half_built = object.__new__(Leaf)
    leaf_plan = CODEC.plan(Leaf, CLASSES["fwtest.Leaf"].DESCRIPTOR)
    with pytest.raises(AttributeError):
        leaf_plan.payload(half_built)


def test_another_type_with_the_same_attributes_is_read_by_name() -> None:
    @dataclass(frozen=True, slots=True)
    class Chain:
        number: int
        text: str

    leaf_plan = CODEC.plan(Leaf, CLASSES["fwtest.Leaf"].DESCRIPTOR)
    assert leaf_plan.payload(Chain(1, "a")) == leaf_plan.python_payload(Leaf(1, "a"))  # read by name


def test_a_list_in_a_repeated_field_is_written_like_the_tuple() -> None:
    as_tuple = _every(cards=tuple(CARDS), leaves=(Leaf(1, "a"), Leaf(2, "b")), counts=(3, -4))
    as_list = _every(cards=list(CARDS), leaves=[Leaf(1, "a"), Leaf(2, "b")], counts=[3, -4])
    assert PLAN.payload(as_list) == PLAN.payload(as_tuple)  # domain values are tuples; a list is copied first


# -- the envelope helpers (wire.length_delimited, wire.uint_field, GameCodec.moves_field) ------------

from cardgames.service.codec import _fastwire, wire  # noqa: E402


@pytest.mark.parametrize("size", [0, 1, 127, 128, 16_383, 16_384, 2_097_152])
def test_length_delimited_matches_python(size: int) -> None:
    payload = bytes(range(256)) * (size // 256) + bytes(size % 256)
    for tag in (b"\x0a", b"\xa2\x06"):
        expected = wire.python_length_delimited(tag, payload)
        assert _fastwire.length_delimited(tag, payload) == expected
        assert _fastwire.length_delimited(tag, memoryview(payload)) == expected
    assert wire.length_delimited is _fastwire.length_delimited


@pytest.mark.parametrize("value", [0, 1, 127, 128, 300, 2**32, 2**63, 2**64 - 1])
def test_uint_field_matches_python(value: int) -> None:
    assert _fastwire.uint_field(b"\x10", value) == wire.python_uint_field(b"\x10", value)


@pytest.mark.parametrize("value", [-1, 2**64])
def test_uint_field_rejects_what_python_rejects(value: int) -> None:
    with pytest.raises(ValueError):
        wire.python_uint_field(b"\x10", value)
    with pytest.raises(ValueError):
        _fastwire.uint_field(b"\x10", value)


def test_join_memoized_uses_identity_then_value_then_miss() -> None:
    interned, fresh, new = tuple(["a"]), tuple(["b"]), tuple(["c"])
    impostor = tuple(["a"])  # equal to interned, another object: the entry under its id is stale
    by_id = {id(interned): (interned, b"I"), id(impostor): (interned, b"STALE")}
    by_value = {fresh: b"F", impostor: b"V"}
    missed: list[Any] = []

    def miss(item: Any) -> bytes:
        missed.append(item)
        return b"M"

    assert _fastwire.join_memoized(by_id, by_value, miss, [interned, fresh, impostor, new]) == b"IFVM"
    assert missed == [new]
    assert _fastwire.join_memoized(by_id, by_value, miss, ()) == b""


def test_join_memoized_passes_errors_on() -> None:
    def failing(item: Any) -> bytes:
        raise KeyError(item)

    with pytest.raises(KeyError):
        _fastwire.join_memoized({}, {}, failing, [1])
    with pytest.raises(TypeError):
        _fastwire.join_memoized({}, {}, lambda item: "not bytes", [1])
    with pytest.raises(TypeError):
        _fastwire.join_memoized({}, {}, lambda item: b"", [[1]])  # unhashable: by_value cannot hold it


@pytest.mark.parametrize("module", GAMES, ids=lambda m: m.id)
def test_moves_fields_match_the_python_join(module: AnyGame, monkeypatch: pytest.MonkeyPatch) -> None:
    """Legal moves along a playout: the C join writes what the Python loop writes."""
    codec = codec_for(module.SPEC.id)
    native, _, _ = codec._move_joiner(b"\x1a", {}, {})
    monkeypatch.setattr("cardgames.service.codec.games._fastwire", None)
    python, _, _ = codec._move_joiner(b"\x1a", {}, {})
    moves = playout(module, module.SPEC.build_options({}), module.SPEC.min_players, 7)
    for _state, legal, _move, _events in itertools.islice(moves, 300):
        assert native(legal) == python(legal) == native(legal)
