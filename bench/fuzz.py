"""Hostile-input fuzzing of every GameEngine RPC against the real server.

    python bench/fuzz.py --per-rpc 100000 --seconds 3600     # the benchmark run
    python bench/fuzz.py --per-rpc 2000                      # a quick look

A corpus of valid requests (plain and sealed states of every game, at several points of
random matches) is collected from the server first.  Then each request sent is one of:

* **structured**: a valid request with one to three protobuf fields edited through the
  descriptors (any depth: hand cards, seats, phases, options, the move, the seat, versions):
  out-of-range integers, unknown enum numbers, card-like and random text, repeated fields
  emptied, grown to thousands, duplicated or shuffled, sub-messages cleared or swapped
  between games;
* **bytes**: the serialized request with raw mutations (bit flips, byte sets, inserted or
  deleted runs, truncation, splices of two requests, random garbage);
* **cards**: a valid request with its cards moved about and the deck kept whole (two cards swapped,
  within a list or between two, or one card moved to another list): what passes the card count and must be
  caught by the deeper checks;
* **token**: a request whose sealed state token (or, now and then, seat token) got the byte
  mutations above.

The Solver RPCs are fuzzed the same way (``--rpcs SolveSolitaire``): double-dummy positions and
tables from bridge matches, and for the patiences states in play (plain and sealed), deals by seed
and options, whole decks in order, with node budgets of 0, 1, 50 and 500.

Each is sent as raw bytes to the method.  Every answer must be a deliberate status (OK,
INVALID_ARGUMENT, FAILED_PRECONDITION, ABORTED, RESOURCE_EXHAUSTED, DEADLINE_EXCEEDED,
UNAUTHENTICATED and PERMISSION_DENIED for seat tokens), never
INTERNAL or UNKNOWN; the server must still be up and SERVING at the end.  Found offenders are
written to ``--out`` (request bytes, base64) so they can be replayed.

The same mutators serve ``tests/service/test_fuzz.py`` (driven by hypothesis there).
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import grpc  # noqa: E402
from google.protobuf.descriptor import FieldDescriptor  # noqa: E402
from google.protobuf.message import Message  # noqa: E402

from cardgames.v1 import engine_pb2, engine_pb2_grpc  # noqa: E402

SERVICE = "cardgames.v1.GameEngine"
RPCS = ("ListGames", "NewGame", "LegalMoves", "Apply", "Score", "View")
REQUEST_TYPES: dict[str, type[Message]] = {
    "ListGames": engine_pb2.ListGamesRequest,
    "NewGame": engine_pb2.NewGameRequest,
    "LegalMoves": engine_pb2.LegalMovesRequest,
    "Apply": engine_pb2.ApplyRequest,
    "Score": engine_pb2.ScoreRequest,
    "View": engine_pb2.ViewRequest,
}
try:  # the Solver service, when this build has it
    from cardgames.v1 import solver_pb2

    SOLVER_RPCS: tuple[str, ...] = ("SolveDoubleDummy", "DoubleDummyTable", "SolveSolitaire")
    REQUEST_TYPES["SolveDoubleDummy"] = solver_pb2.SolveDoubleDummyRequest
    REQUEST_TYPES["DoubleDummyTable"] = solver_pb2.DoubleDummyTableRequest
    REQUEST_TYPES["SolveSolitaire"] = solver_pb2.SolveSolitaireRequest
except ImportError:  # pragma: no cover - solver not generated yet
    SOLVER_RPCS = ()
ALL_RPCS = RPCS + SOLVER_RPCS
SOLVER_TIMEOUT = 0.3  # full-deal solves take far longer: the deadline path is exercised too
PATIENCES = ("little_piano", "kosynka", "demon", "mill", "lion_and_sun", "prisoner")


def trick_games() -> frozenset[str]:
    """The games with a play phase SolveDoubleDummy solves (``Game.trick_play``)."""
    from cardgames.games import registry

    return frozenset(game_id for game_id, game in registry.all_games().items() if game.trick_play is not None)


def method_path(rpc: str) -> str:
    return f"/cardgames.v1.Solver/{rpc}" if rpc in SOLVER_RPCS else f"/{SERVICE}/{rpc}"


DELIBERATE = frozenset(
    {
        grpc.StatusCode.OK,
        grpc.StatusCode.INVALID_ARGUMENT,
        grpc.StatusCode.FAILED_PRECONDITION,
        grpc.StatusCode.ABORTED,
        grpc.StatusCode.RESOURCE_EXHAUSTED,
        grpc.StatusCode.DEADLINE_EXCEEDED,
        grpc.StatusCode.UNAUTHENTICATED,  # a seat-specific call without its seat token
        grpc.StatusCode.PERMISSION_DENIED,  # a seat token that is not this seat's for this match
    }
)
RANKS, SUITS = "AKQJT98765432", "CDHS"
CARDS = (*tuple(r + s for r in RANKS for s in SUITS), "JK1", "JK2")
CARD_TEXTS = frozenset(CARDS)
INTS = (
    0,
    1,
    2,
    3,
    4,
    5,
    7,
    13,
    52,
    60,
    255,
    256,
    2**31 - 1,
    -1,
    -2,
    -(2**31),
    2**32 - 1,
    2**63 - 1,
    -(2**63),
)
TEXTS = (
    "",
    "x",
    "AS",
    "1S",
    "10H",
    "JK3",
    "as",
    "AS ",
    "\x00",
    "é",
    "🂡",
    "pass",
    "play:AS",
    "bid:7N",
    "bid:1NT",
    "attack:AS",
    "cover:AS:KS",
    "take",
    "done",
    "draw",
    "resign",
    "durak",
    "bridge",
    "little_piano",
    "rubber",
    "duplicate",
    "9" * 40,
    "A" * 5000,
)


# -- the corpus -----------------------------------------------------------------------------------


def _off_default(game: engine_pb2.GameDescriptor) -> dict[str, str]:
    for option in game.options:
        if option.choices:
            return {option.name: next(c for c in option.choices if c != option.default_value)}
        if option.kind == engine_pb2.OPTION_KIND_BOOL:
            return {option.name: "false" if option.default_value == "true" else "true"}
        if option.kind == engine_pb2.OPTION_KIND_INT and option.maximum > option.minimum:
            return {option.name: str(option.minimum if option.default_value != str(option.minimum) else option.maximum)}
    return {}


def build_corpus(
    stub: engine_pb2_grpc.GameEngineStub, seed: int = 1, matches: int = 3, steps: int = 40
) -> dict[str, list[Message]]:
    """Valid requests for every RPC, from random matches of every game (plain and sealed states)."""
    rng = random.Random(seed)
    corpus: dict[str, list[Message]] = {rpc: [] for rpc in ALL_RPCS}
    corpus["ListGames"].append(engine_pb2.ListGamesRequest())
    games = stub.ListGames(engine_pb2.ListGamesRequest(), timeout=10).games
    players = {game.id: tuple(range(game.min_players, game.max_players + 1)) for game in games}
    # the second match of each game moves its first option off the default
    options = {game.id: _off_default(game) for game in games}
    for game_id in (game.id for game in games):
        for match in range(matches):
            new = engine_pb2.NewGameRequest(
                game_id=game_id, players=rng.choice(players[game_id]), seed=rng.getrandbits(63), seat=0
            )
            if match == 1:
                new.options.update(options[game_id])
            try:
                response = stub.NewGame(new, timeout=10)
            except grpc.RpcError as error:  # an option value this seat count cannot play (business's 36 cards)
                if error.code() is not grpc.StatusCode.INVALID_ARGUMENT or match != 1:
                    raise
                new.ClearField("options")
                response = stub.NewGame(new, timeout=10)
            corpus["NewGame"].append(new)
            _walk_match(stub, corpus, rng, new, response, steps)
    return corpus


def _walk_match(
    stub: engine_pb2_grpc.GameEngineStub, corpus: dict[str, list[Message]], rng: random.Random,
    new: engine_pb2.NewGameRequest, response: Any, steps: int,
) -> None:
    """Play ``steps`` random moves of a new match, sampling requests of every RPC on the way."""
    trick_game = bool(SOLVER_RPCS) and new.game_id in trick_games() and new.game_id != "bridge"
    state, version, tokens = response.state, 0, list(response.seat_tokens)
    to_act = response.view.to_act if response.view.HasField("to_act") else None
    for step in range(steps):
        if to_act is None:
            break
        if step % 5 == 0 or step == steps - 1:
            _add_read_requests(corpus, state, to_act, tokens)
        moves = stub.LegalMoves(
            engine_pb2.LegalMovesRequest(state=engine_pb2.StateRef(plain=state.plain), seat=to_act),
            timeout=10,
        ).moves
        if not moves:
            break
        move = moves[rng.randrange(len(moves))]
        request = engine_pb2.ApplyRequest(
            state=engine_pb2.StateRef(plain=state.plain), seat=to_act, move=engine_pb2.Move(id=move.id),
            expected_version=version,
        )
        if step % 5 == 0:
            corpus["Apply"].append(request)
            corpus["Apply"].append(engine_pb2.ApplyRequest(
                state=engine_pb2.StateRef(sealed=state.sealed), seat=to_act, move=move, seat_token=tokens[to_act]
            ))
            if new.game_id == "bridge" and SOLVER_RPCS:
                _add_solver_requests(corpus, state, rng)
            if new.game_id in PATIENCES and SOLVER_RPCS:
                _add_solitaire_requests(corpus, new, state, rng)
        if trick_game:
            _add_trick_game_requests(corpus, state, rng)
        applied = stub.Apply(request, timeout=10)
        state, version = applied.state, applied.view.version
        to_act = applied.view.to_act if applied.view.HasField("to_act") else None


def _add_read_requests(
    corpus: dict[str, list[Message]], state: engine_pb2.StateRef, to_act: int, tokens: list[bytes]
) -> None:
    """LegalMoves, Score and View requests on ``state``, plain and sealed."""
    for ref, token in (
        (engine_pb2.StateRef(plain=state.plain), b""),
        (engine_pb2.StateRef(sealed=state.sealed), tokens[to_act]),
    ):
        corpus["LegalMoves"].append(engine_pb2.LegalMovesRequest(state=ref, seat=to_act, seat_token=token))
        corpus["Score"].append(engine_pb2.ScoreRequest(state=ref, seat=to_act, seat_token=token))
        corpus["View"].append(engine_pb2.ViewRequest(state=ref))
        corpus["View"].append(engine_pb2.ViewRequest(state=ref, seat=0, seat_token=tokens[0]))


def _add_solver_requests(corpus: dict[str, list[Message]], state: engine_pb2.StateRef, rng: random.Random) -> None:
    hands = [list(hand.cards) for hand in state.plain.bridge.hands]
    for ref in (engine_pb2.StateRef(plain=state.plain), engine_pb2.StateRef(sealed=state.sealed)):
        corpus["SolveDoubleDummy"].append(solver_pb2.SolveDoubleDummyRequest(state=ref))
        corpus["DoubleDummyTable"].append(solver_pb2.DoubleDummyTableRequest(state=ref))
    if all(len(hand) == 13 for hand in hands):
        pbn = "N:" + " ".join(
            ".".join("".join(c[0] for c in hand if c[1] == suit) for suit in "SHDC") for hand in hands
        )
        corpus["DoubleDummyTable"].append(solver_pb2.DoubleDummyTableRequest(pbn=pbn, dealer="N"))
    cards = rng.choice((1, 2, 3, 4))  # small endings solve at once; full deals hit the deadline
    position = solver_pb2.DoubleDummyPosition(leader=rng.randrange(4), rules=solver_pb2.DoubleDummyRules(seats=4))
    for hand in hands:
        position.hands.add(cards=hand[:cards])
    corpus["SolveDoubleDummy"].append(solver_pb2.SolveDoubleDummyRequest(explicit=position))


def _add_trick_game_requests(corpus: dict[str, list[Message]], state: engine_pb2.StateRef, rng: random.Random) -> None:
    """A trick game's state in its play phase (plain and sealed) for SolveDoubleDummy, and its position as an
    explicit one (that game's rules: card points, penalties, repeated cards, jokers, ...), cut to a few cards a
    hand so that most solve at once.  States outside the play phase are left to the sampled steps above."""
    position = trick_position(state.plain)
    if position is None or rng.random() < 0.5:  # every other play state: the corpus stays balanced
        return
    for ref in (engine_pb2.StateRef(plain=state.plain), engine_pb2.StateRef(sealed=state.sealed)):
        corpus["SolveDoubleDummy"].append(solver_pb2.SolveDoubleDummyRequest(state=ref))
    corpus["SolveDoubleDummy"].append(solver_pb2.SolveDoubleDummyRequest(explicit=explicit_position(position)))
    cut = rng.choice((1, 2, 3))
    short = explicit_position(position)
    for hand in short.hands:
        del hand.cards[cut:]
    corpus["SolveDoubleDummy"].append(solver_pb2.SolveDoubleDummyRequest(explicit=short))


def trick_position(plain: engine_pb2.GameState) -> Any | None:
    """The double-dummy position of a plain state in its play phase (decoded in this process), else None."""
    from cardgames.games.core.errors import GameError
    from cardgames.service.codec.games import codec_for
    from cardgames.solvers.positions import dd_position

    game = codec_for(plain.game_id)
    state, _ = game.decode_state(plain)
    trick_play = game.rules.trick_play
    try:  # a game may refuse a play phase it cannot solve (mushka before the exchange is over)
        found = trick_play(state) if trick_play is not None else None
    except GameError:
        return None
    return dd_position(found) if found is not None else None


def explicit_position(position: Any) -> Any:
    """A solver position as the explicit request message (the rules it can carry: declarations, the trump
    change and named jokers are the state requests' part)."""
    from cardgames.service.servicers.solver import OBJECTIVE_CODES

    rules = position.rules
    message = solver_pb2.DoubleDummyRules(
        seats=rules.seats, sides=[bool(flag) for flag in rules.sides], trump=rules.trump or "",
        rank_order=rules.rank_order, trump_rank_order=rules.trump_rank_order or "",
        extra_trumps=list(rules.extra_trumps), follow_optional=not rules.follow, must_trump=rules.must_trump,
        must_overtrump=rules.must_overtrump, partner_exempt=rules.partner_exempt,
        objective=OBJECTIVE_CODES[rules.objective], card_points=dict(rules.card_points),
        trick_points=rules.trick_points, last_trick_bonus=rules.last_trick_bonus, last_tricks=rules.last_tricks,
        banned_lead=rules.banned_lead or "", penultimate_bonus=rules.penultimate_bonus,
        void_overtrump=rules.void_overtrump, repeated_cards=rules.repeated_cards,
        jokers_never_win=rules.jokers_never_win, must_head=rules.must_head,
    )
    if rules.no_trump_lead_seat is not None:
        message.no_trump_lead_seat = rules.no_trump_lead_seat
    explicit = solver_pb2.DoubleDummyPosition(leader=position.leader, played=list(position.played), rules=message)
    for hand in position.hands:
        explicit.hands.add(cards=list(hand))
    return explicit


def _add_solitaire_requests(
    corpus: dict[str, list[Message]], new: engine_pb2.NewGameRequest, state: engine_pb2.StateRef, rng: random.Random
) -> None:
    """A patience state in play (plain and sealed), its deal by seed and options, and a whole deck in order (a
    deck of the wrong size for some games): solves that end, run out of nodes or meet the deadline."""
    for ref in (engine_pb2.StateRef(plain=state.plain), engine_pb2.StateRef(sealed=state.sealed)):
        corpus["SolveSolitaire"].append(solver_pb2.SolveSolitaireRequest(state=ref, node_budget=rng.choice((0, 50))))
    deal = solver_pb2.SolitaireDeal(game_id=new.game_id, options=dict(new.options), seed=new.seed)
    corpus["SolveSolitaire"].append(solver_pb2.SolveSolitaireRequest(deal=deal, node_budget=rng.choice((0, 1, 500))))
    deck = [rank + suit for suit in SUITS for rank in RANKS]
    rng.shuffle(deck)
    ordered = solver_pb2.SolitaireDeal(game_id=new.game_id, order=deck)
    corpus["SolveSolitaire"].append(solver_pb2.SolveSolitaireRequest(deal=ordered))


# -- structured mutation through the descriptors ---------------------------------------------------


def _random_scalar(rng: random.Random, fd: Any) -> Any:
    kind = fd.type
    if kind == FieldDescriptor.TYPE_BOOL:
        return rng.random() < 0.5
    if kind == FieldDescriptor.TYPE_ENUM:
        numbers = [v.number for v in fd.enum_type.values]
        return rng.choice([*numbers, max(numbers) + 1, 99, -1, 2**31 - 1])
    if kind == FieldDescriptor.TYPE_STRING:
        roll = rng.random()
        if roll < 0.5:
            return rng.choice(CARDS)
        if roll < 0.85:
            return rng.choice(TEXTS)
        return "".join(chr(rng.randrange(1, 0x800)) for _ in range(rng.randrange(0, 12)))
    if kind == FieldDescriptor.TYPE_BYTES:
        return os.urandom(rng.randrange(0, 64))
    if kind in (FieldDescriptor.TYPE_DOUBLE, FieldDescriptor.TYPE_FLOAT):
        return rng.choice((0.0, -1.0, 1e308, float("nan")))
    value = rng.choice(INTS) if rng.random() < 0.7 else rng.randrange(-10, 70)
    unsigned = kind in (
        FieldDescriptor.TYPE_UINT32,
        FieldDescriptor.TYPE_UINT64,
        FieldDescriptor.TYPE_FIXED32,
        FieldDescriptor.TYPE_FIXED64,
    )
    bits = (
        64
        if kind
        in (
            FieldDescriptor.TYPE_INT64,
            FieldDescriptor.TYPE_UINT64,
            FieldDescriptor.TYPE_SINT64,
            FieldDescriptor.TYPE_FIXED64,
            FieldDescriptor.TYPE_SFIXED64,
        )
        else 32
    )
    if unsigned:
        return value % (2**bits)
    half = 2 ** (bits - 1)
    return (value + half) % (2**bits) - half


def _fields_to_edit(message: Message) -> list[tuple[Message, Any]]:
    """Every (message, field) pair reachable in ``message`` (set sub-messages, repeated elements)."""
    found: list[tuple[Message, Any]] = []
    stack = [message]
    while stack:
        current = stack.pop()
        fields: Sequence[Any] = current.DESCRIPTOR.fields
        for fd in fields:
            found.append((current, fd))
            if fd.type != FieldDescriptor.TYPE_MESSAGE or fd.message_type.GetOptions().map_entry:
                continue
            if fd.is_repeated:
                stack.extend(getattr(current, fd.name))
            elif current.HasField(fd.name):
                stack.append(getattr(current, fd.name))
    return found


def _edit(rng: random.Random, message: Message, fd: Any) -> None:
    name = fd.name
    if fd.type == FieldDescriptor.TYPE_MESSAGE and fd.message_type.GetOptions().map_entry:
        target = getattr(message, name)
        if rng.random() < 0.3:
            message.ClearField(name)
        else:
            target[rng.choice(TEXTS)[:30]] = rng.choice(TEXTS)[:30]
        return
    if fd.is_repeated:
        values = getattr(message, name)
        roll = rng.random()
        if roll < 0.15:
            message.ClearField(name)
        elif roll < 0.35 and len(values):
            if fd.type == FieldDescriptor.TYPE_MESSAGE:
                values.add().CopyFrom(values[rng.randrange(len(values))])
            else:
                values.append(values[rng.randrange(len(values))])
        elif roll < 0.45 and len(values):
            del values[rng.randrange(len(values))]
        elif roll < 0.5:
            count = rng.choice((60, 200, 3000))
            if fd.type == FieldDescriptor.TYPE_MESSAGE:
                template = values[0] if len(values) else None
                for _ in range(count):
                    added = values.add()
                    if template is not None:
                        added.CopyFrom(template)
            else:
                values.extend(_random_scalar(rng, fd) for _ in range(count))
        elif roll < 0.6 and len(values) > 1 and fd.type != FieldDescriptor.TYPE_MESSAGE:
            items = list(values)
            rng.shuffle(items)
            message.ClearField(name)
            getattr(message, name).extend(items)
        elif fd.type == FieldDescriptor.TYPE_MESSAGE:
            values.add()
        elif len(values) and rng.random() < 0.7:
            values[rng.randrange(len(values))] = _random_scalar(rng, fd)
        else:
            values.append(_random_scalar(rng, fd))
        return
    if fd.type == FieldDescriptor.TYPE_MESSAGE:
        sub = getattr(message, name)
        roll = rng.random()
        if roll < 0.4:
            message.ClearField(name)
        elif roll < 0.7:
            sub.SetInParent()
            sub.Clear()
            sub.SetInParent()
        else:
            for sub_message, sub_fd in rng.sample(_fields_to_edit(sub), k=min(2, len(_fields_to_edit(sub)))):
                _edit(rng, sub_message, sub_fd)
            sub.SetInParent()
        return
    if fd.has_presence and rng.random() < 0.25:
        message.ClearField(name)
        return
    setattr(message, name, _random_scalar(rng, fd))


def mutate_structured(rng: random.Random, request: Message, donor: Message | None = None) -> bytes:
    """The request with 1-3 field edits; sometimes a sub-message grafted from another request."""
    mutated = type(request)()
    mutated.CopyFrom(request)
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        targets = _fields_to_edit(mutated)
        if not targets:
            return mutate_bytes(rng, request.SerializeToString())
        if donor is not None and rng.random() < 0.1 and isinstance(mutated, type(donor)):
            _graft(rng, mutated, donor)
            continue
        try:
            _edit(rng, *targets[rng.randrange(len(targets))])
        except (ValueError, TypeError):  # a value protobuf itself refuses to hold
            continue
    return mutated.SerializeToString()


def mutate_cards(rng: random.Random, request: Message) -> bytes | None:
    """The request with its cards moved about and every card kept: two cards swapped (in one list or between
    two, such as two hands or a hand and a trick), or one card moved to the end of another list.  The deck
    stays whole, so only the deeper checks (sizes, turns, who holds what) stand between such a state and the
    rules; None if the request holds fewer than two cards."""
    mutated = type(request)()
    mutated.CopyFrom(request)
    places = [(message, fd.name) for message, fd in _fields_to_edit(mutated)
              if fd.is_repeated and fd.type == FieldDescriptor.TYPE_STRING
              and any(text in CARD_TEXTS for text in getattr(message, fd.name))]
    cards = [(message, name, index) for message, name in places
             for index, text in enumerate(getattr(message, name)) if text in CARD_TEXTS]
    if len(cards) < 2:
        return None
    for _ in range(rng.choice((1, 1, 2, 3))):
        (first, first_name, i), (second, second_name, j) = rng.sample(cards, 2)
        a, b = getattr(first, first_name), getattr(second, second_name)
        if i >= len(a) or j >= len(b):
            continue
        if rng.random() < 0.7:
            a[i], b[j] = b[j], a[i]
        else:  # a card from one list to the end of another (a hand one short, another one long)
            b.append(a[i])
            del a[i]
            cards = [(message, name, index) for message, name in places
                     for index, text in enumerate(getattr(message, name)) if text in CARD_TEXTS]
    return mutated.SerializeToString()


def _graft(rng: random.Random, mutated: Message, donor: Message) -> None:
    """Swap one game's sub-state into another envelope (e.g. a bridge state claiming to be durak)."""
    for fd in mutated.DESCRIPTOR.fields:
        single = fd.type == FieldDescriptor.TYPE_MESSAGE and not fd.is_repeated
        if single and donor.HasField(fd.name) and rng.random() < 0.5:
            getattr(mutated, fd.name).CopyFrom(getattr(donor, fd.name))


# -- byte mutation --------------------------------------------------------------------------------


def mutate_bytes(rng: random.Random, data: bytes, other: bytes = b"") -> bytes:
    """Raw mutations of serialized bytes (AFL-style havoc, 1-4 rounds)."""
    buffer = bytearray(data)
    for _ in range(rng.choice((1, 1, 2, 3, 4))):
        roll = rng.random()
        size = len(buffer)
        if roll < 0.25 and size:
            buffer[rng.randrange(size)] ^= 1 << rng.randrange(8)
        elif roll < 0.4 and size:
            buffer[rng.randrange(size)] = rng.choice((0, 1, 0x7F, 0x80, 0xFF, rng.randrange(256)))
        elif roll < 0.5:
            at = rng.randrange(size + 1)
            buffer[at:at] = os.urandom(rng.randrange(1, 16))
        elif roll < 0.6 and size:
            at = rng.randrange(size)
            del buffer[at : at + rng.randrange(1, 16)]
        elif roll < 0.68 and size:
            del buffer[rng.randrange(size) :]
        elif roll < 0.76 and size:
            at, length = rng.randrange(size), rng.randrange(1, 32)
            chunk = buffer[at : at + length]
            where = rng.randrange(size + 1)
            buffer[where:where] = chunk * rng.choice((1, 2, 8))
        elif roll < 0.84 and other:
            cut, cut2 = rng.randrange(size + 1), rng.randrange(len(other) + 1)
            buffer = buffer[:cut] + bytearray(other[cut2:])
        elif roll < 0.92 and size:
            at = rng.randrange(size)  # a varint that never ends, or a huge length prefix
            buffer[at:at] = bytes([0x0A]) + bytes([0xFF] * rng.randrange(1, 11))
        else:
            buffer = bytearray(os.urandom(rng.randrange(0, 64)))
    return bytes(buffer)


def mutate_token(rng: random.Random, request: Message) -> bytes | None:
    """The request with its sealed token (or now and then its seat token) byte-mutated; None if it carries no token."""
    state = getattr(request, "state", None)
    if state is None or not state.sealed:
        return None
    mutated = type(request)()
    mutated.CopyFrom(request)
    if getattr(request, "seat_token", b"") and rng.random() < 0.3:
        mutated.seat_token = mutate_bytes(rng, request.seat_token)  # type: ignore[attr-defined]
    else:
        mutated.state.sealed = mutate_bytes(rng, state.sealed)  # type: ignore[attr-defined]
    return mutated.SerializeToString()


def next_input(rng: random.Random, rpc: str, corpus: dict[str, list[Message]]) -> tuple[str, bytes]:
    """One hostile request for ``rpc``: (kind, bytes)."""
    pool = corpus[rpc]
    request = pool[rng.randrange(len(pool))]
    roll = rng.random()
    if roll < 0.2:
        token = mutate_token(rng, request)
        if token is not None:
            return "token", token
    if roll < 0.55:
        other = pool[rng.randrange(len(pool))].SerializeToString()
        return "bytes", mutate_bytes(rng, request.SerializeToString(), other)
    if roll < 0.65:
        moved = mutate_cards(rng, request)
        if moved is not None:
            return "cards", moved
    return "structured", mutate_structured(rng, request, pool[rng.randrange(len(pool))])


# -- running ---------------------------------------------------------------------------------------


@dataclass
class FuzzResult:
    codes: dict[str, Counter[str]] = field(default_factory=dict)
    kinds: dict[str, Counter[str]] = field(default_factory=dict)
    offenders: list[dict[str, str]] = field(default_factory=list)
    slowest: dict[str, float] = field(default_factory=dict)

    def add(self, rpc: str, kind: str, code: grpc.StatusCode, data: bytes, details: str, seconds: float) -> None:
        self.codes.setdefault(rpc, Counter())[code.name] += 1
        self.kinds.setdefault(rpc, Counter())[kind] += 1
        self.slowest[rpc] = max(self.slowest.get(rpc, 0.0), seconds)
        if code not in DELIBERATE and len(self.offenders) < 200:
            self.offenders.append(
                {
                    "rpc": rpc,
                    "kind": kind,
                    "code": code.name,
                    "details": details[:300],
                    "request": base64.b64encode(data).decode(),
                }
            )

    def count(self, rpc: str) -> int:
        return sum(self.codes.get(rpc, Counter()).values())


async def fuzz_async(
    target: str,
    corpus: dict[str, list[Message]],
    per_rpc: int,
    seconds: float,
    seed: int,
    concurrency: int = 16,
    rpcs: Sequence[str] = ALL_RPCS,
    timeout: float = 10.0,
    progress: Callable[[FuzzResult], None] | None = None,
) -> FuzzResult:
    """Send ``per_rpc`` hostile requests to each RPC (bounded by ``seconds``), ``concurrency`` at a time."""
    result = FuzzResult()
    deadline = time.monotonic() + seconds
    async with grpc.aio.insecure_channel(target, options=[("grpc.max_send_message_length", 64 << 20)]) as channel:
        methods = {rpc: channel.unary_unary(method_path(rpc)) for rpc in rpcs}
        queue = [(rpc, i) for i in range(per_rpc) for rpc in rpcs]
        position = 0
        last_report = time.monotonic()

        async def worker(index: int) -> None:
            nonlocal position, last_report
            rng = random.Random(seed * 7919 + index)
            while position < len(queue) and time.monotonic() < deadline:
                rpc, _ = queue[position]
                position += 1
                kind, data = next_input(rng, rpc, corpus)
                started = time.perf_counter()
                try:
                    await methods[rpc](data, timeout=SOLVER_TIMEOUT if rpc in SOLVER_RPCS else timeout)
                    code, details = grpc.StatusCode.OK, ""
                except grpc.aio.AioRpcError as error:
                    code, details = error.code(), error.details() or ""
                result.add(rpc, kind, code, data, details, time.perf_counter() - started)
                if progress is not None and time.monotonic() - last_report > 30:
                    last_report = time.monotonic()
                    progress(result)

        await asyncio.gather(*(worker(i) for i in range(concurrency)))
    return result


def server_is_serving(target: str) -> bool:
    from grpc_health.v1 import health_pb2, health_pb2_grpc

    with grpc.insecure_channel(target) as channel:
        status = health_pb2_grpc.HealthStub(channel).Check(health_pb2.HealthCheckRequest(service=SERVICE), timeout=10)
        games = engine_pb2_grpc.GameEngineStub(channel).ListGames(engine_pb2.ListGamesRequest(), timeout=10)
    return status.status == health_pb2.HealthCheckResponse.SERVING and len(games.games) >= 3


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--per-rpc", type=int, default=100_000)
    parser.add_argument("--seconds", type=float, default=3600.0, help="overall time bound")
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rpcs", default=",".join(ALL_RPCS))
    parser.add_argument("--out", default="/tmp/cardgames-fuzz-offenders.json")
    args = parser.parse_args()

    from bench.load import start_service  # the same subprocess server as the load bench

    server = start_service(accept_plain=True, index=0)
    started = time.time()
    try:
        with grpc.insecure_channel(server.target) as channel:
            corpus = build_corpus(engine_pb2_grpc.GameEngineStub(channel), seed=args.seed)
        print("corpus: " + ", ".join(f"{rpc} {len(items)}" for rpc, items in corpus.items()), flush=True)

        def progress(result: FuzzResult) -> None:
            sent = sum(result.count(rpc) for rpc in result.codes)
            print(
                f"  t={time.time() - started:6.0f}s sent {sent} ({sent / (time.time() - started):.0f}/s), "
                f"server RSS {server.rss_bytes() / 2**20:.0f} MiB, offenders {len(result.offenders)}",
                flush=True,
            )

        result = asyncio.run(
            fuzz_async(
                server.target,
                corpus,
                args.per_rpc,
                args.seconds,
                args.seed,
                args.concurrency,
                args.rpcs.split(","),
                progress=progress,
            )
        )
        alive = server_is_serving(server.target)
        elapsed = time.time() - started
    finally:
        server.stop()
    total = sum(result.count(rpc) for rpc in result.codes)
    print(f"\nfuzz: {total} requests in {elapsed:.0f}s ({total / elapsed:.0f}/s); server still SERVING: {alive}")
    for rpc in result.codes:
        codes = ", ".join(f"{c}={n}" for c, n in result.codes[rpc].most_common())
        kinds = ", ".join(f"{k}={n}" for k, n in result.kinds[rpc].most_common())
        print(f"  {rpc:11} {result.count(rpc):8d}  slowest {result.slowest[rpc] * 1e3:7.1f} ms  [{kinds}]  {codes}")
    bad: Counter[str] = Counter()
    for per_code in result.codes.values():
        bad.update({code: n for code, n in per_code.items() if grpc.StatusCode[code] not in DELIBERATE})
    print(f"non-deliberate codes: {sum(bad.values())} {dict(bad)} ({len(result.offenders)} requests kept)")
    if result.offenders:
        Path(args.out).write_text(json.dumps(result.offenders, indent=1), encoding="utf-8")
        print(f"offending requests written to {args.out}")
        for offender in result.offenders[:10]:
            print(f"  {offender['rpc']} {offender['kind']} {offender['code']}: {offender['details']}")


if __name__ == "__main__":
    main()
