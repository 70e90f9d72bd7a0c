"""Every game's states, views, moves and options survive domain -> proto -> bytes -> proto -> domain."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "games"))

from playout import option_sets, playout, seats_for

from cardgames.games import registry
from cardgames.games.core.errors import InvalidMove, InvalidState
from cardgames.games.core.events import events_for
from cardgames.games.core.game import AnyGame
from cardgames.service.codec.games import check_all_codecs, codec_for
from cardgames.v1 import engine_pb2

GAMES = list(registry.all_games().values())


def test_every_contract_matches_its_domain_types() -> None:
    check_all_codecs()


def _round_trip_game(module: AnyGame, raw: dict[str, object], seed: int) -> int:
    game = codec_for(module.SPEC.id)
    options = module.SPEC.build_options(raw)
    checked = 0
    players = seats_for(module, raw, module.SPEC.default_players)
    for index, (state, legal, _move, events) in enumerate(playout(module, options, players, seed)):
        if index % 7 and index > 3 and not module.is_terminal(state):  # the first states too: short games
            continue
        if checked >= 150:
            break
        message = game.encode_state(state, checked, events=events)
        again = engine_pb2.GameState.FromString(message.SerializeToString())
        assert game.decode_state(again) == (state, events)
        for seat in (*range(players), None):
            view_bytes = game.encode_view(module.view(state, seat)).SerializeToString()
            assert view_bytes == game.encode_view(module.view(state, seat)).SerializeToString()
        for move in legal[:20]:
            encoded = engine_pb2.Move.FromString(game.encode_move(move).SerializeToString())
            assert game.decode_move(encoded) == move
            assert game.decode_move(engine_pb2.Move(id=move.id)) == move
        checked += 1
    typed = engine_pb2.GameOptions(**{module.SPEC.id: _options_message(game, options)})
    assert game.decode_options(typed) == options
    return checked


def _options_message(game: object, options: object) -> object:
    from cardgames.service.codec.games import CODEC

    return CODEC.encode(game.spec.options_type, game.options_message, options)  # type: ignore[attr-defined]


@pytest.mark.parametrize("module", GAMES, ids=lambda m: m.id)
def test_states_views_moves_options_round_trip(module: AnyGame) -> None:
    total = 0
    for raw in option_sets(module):
        for seed in range(3):
            total += _round_trip_game(module, raw, seed)
    assert total > 10


@pytest.mark.parametrize("module", GAMES, ids=lambda m: m.id)
def test_view_bytes_do_not_depend_on_hidden_cards(module: AnyGame) -> None:
    from cardgames.games.core.rng import Drbg

    game = codec_for(module.SPEC.id)
    options = module.SPEC.default_options()
    players = module.SPEC.default_players
    for index, (state, _legal, _move, _events) in enumerate(playout(module, options, players, 17)):
        if index % 5:
            continue
        if index > 1500:
            break
        for seat in range(players):
            base = game.encode_view(module.view(state, seat)).SerializeToString()
            other = module.redeal_unseen(state, seat, Drbg(index))
            assert game.encode_view(module.view(other, seat)).SerializeToString() == base


def test_bad_card_text_and_enum_values_are_invalid_state() -> None:
    game = codec_for("durak")
    module = game.rules
    state = module.new_game(module.SPEC.default_options(), 2, seed=1)
    message = game.encode_state(state, 0)
    broken = engine_pb2.GameState()
    broken.CopyFrom(message)
    _first_repeated_card_field(broken.durak).append("ZZ")
    with pytest.raises(InvalidState):
        game.decode_state(broken)
    with pytest.raises(InvalidMove):
        game.decode_move(engine_pb2.Move())
    with pytest.raises(InvalidState):
        game.decode_state(engine_pb2.GameState(game_id="durak"))


def _first_repeated_card_field(message: object) -> list[str]:
    from google.protobuf.descriptor import FieldDescriptor

    for field in message.DESCRIPTOR.fields:  # type: ignore[attr-defined]
        if field.is_repeated and field.type == FieldDescriptor.TYPE_STRING:
            return getattr(message, field.name)  # type: ignore[no-any-return]
        if field.type == FieldDescriptor.TYPE_MESSAGE and not field.is_repeated:
            inner = getattr(message, field.name)
            for sub in inner.DESCRIPTOR.fields:
                if sub.is_repeated and sub.type == FieldDescriptor.TYPE_STRING:
                    return getattr(inner, sub.name)  # type: ignore[no-any-return]
    raise AssertionError("no repeated card field")


@pytest.mark.parametrize("module", GAMES, ids=lambda m: m.id)
def test_written_bytes_are_what_protobuf_serializes(module: AnyGame) -> None:
    """The codec writes the wire format itself: it must be the canonical encoding upb produces."""
    game = codec_for(module.SPEC.id)
    options = module.SPEC.default_options()
    players = module.SPEC.default_players
    checked = 0
    for index, (state, legal, _move, events) in enumerate(playout(module, options, players, 5)):
        if index % 3 and not module.is_terminal(state) and index > 3:
            continue
        data = game.state_bytes(state, index, events=events)
        assert engine_pb2.GameState.FromString(data).SerializeToString() == data
        data = game.state_bytes(state, index, bytes([index % 256]) * 16, events)  # with the match id (field 3)
        assert engine_pb2.GameState.FromString(data).SerializeToString() == data
        to_act, terminal = module.to_act(state), module.is_terminal(state)
        for seat in (*range(players), None):
            data = game.view_bytes(
                module.view(state, seat), index + 200, seat, to_act, terminal, events_for(events, seat), to_act
            )
            assert engine_pb2.GameView.FromString(data).SerializeToString() == data
        for move in legal[:10]:
            data = game.move_bytes(move)
            assert engine_pb2.Move.FromString(data).SerializeToString() == data
        checked += 1
    assert checked >= 3


def test_varints_match_the_protobuf_encoding() -> None:
    from google.protobuf.descriptor import FieldDescriptor

    from cardgames.service.codec import wire

    for value in (1, 127, 128, 300, 16383, 16384, 2**21, 2**32 - 1, 2**63, 2**64 - 1):
        expected = engine_pb2.GameState(version=value).SerializeToString()  # uint64 version = 2
        assert wire.tag(2, wire.VARINT) + wire.varint(value) == expected
    for out_of_range in (2**64, -1, -300):
        with pytest.raises(ValueError, match="64-bit varint"):
            wire.varint(out_of_range)
    # A negative int32 is a ten-byte two's complement varint, as upb writes it.
    assert wire.VALUE_ENCODERS[FieldDescriptor.TYPE_INT32](-1) == b"\xff" * 9 + b"\x01"
    with pytest.raises(ValueError):
        wire.VALUE_ENCODERS[FieldDescriptor.TYPE_UINT32](-1)


def test_moves_field_finds_equal_moves_by_value_and_keeps_copies_out_of_the_identity_memo() -> None:
    """durak builds its attacks afresh on every call: equal copies must give the same bytes
    without taking identity entries (which would only hasten the next clear of every memo)."""
    from cardgames.games import durak
    from cardgames.games.core.cards import Card
    from cardgames.service.codec.dataclass_codec import MEMO

    MEMO._left = MEMO.limit  # no clear of the memos can fall inside this test's few insertions
    game = codec_for("durak")
    tag = b"\x22"
    first = durak.Attack((Card.parse("7H"),))
    data = game.moves_field(tag, (first,))
    assert engine_pb2.Move.FromString(data[2:]).id == first.id
    _join, by_id, by_value = game.tagged_moves[tag]
    entries = len(by_id)
    for _ in range(5):
        copy = durak.Attack((Card.parse("7H"),))
        assert copy is not first
        assert game.moves_field(tag, (copy,)) == data
    assert len(by_id) == entries
    assert by_value[first] == data


def test_decoded_move_ids_are_remembered_only_when_short_and_valid() -> None:
    game = codec_for("durak")
    assert game.decode_move(engine_pb2.Move(id="take")) == game.rules.parse_move("take")
    assert "take" in game.parsed_moves
    padded = "take" + " " * 500  # parses (ids are stripped) but must not pin a long string
    assert game.decode_move(engine_pb2.Move(id=padded)) == game.rules.parse_move("take")
    assert padded not in game.parsed_moves
    with pytest.raises(InvalidMove):
        game.decode_move(engine_pb2.Move(id="attack:ZZ"))
    assert "attack:ZZ" not in game.parsed_moves
