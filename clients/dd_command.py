"""``cardgames dd``: double-dummy tables and par of bridge deals, and the value of one position of any trick
game (a plain state from a file, or a seeded deal and a move list), through the Solver RPC."""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator
from typing import Any

import grpc
from google.protobuf import json_format
from google.protobuf.message import DecodeError

from cardgames.v1 import engine_pb2, solver_pb2, solver_pb2_grpc

from .errors import CliError
from .local import server_target
from .sdk import CardGamesClient

VULNERABILITY = {
    "none": solver_pb2.VULNERABILITY_NONE,
    "ns": solver_pb2.VULNERABILITY_NS,
    "ew": solver_pb2.VULNERABILITY_EW,
    "both": solver_pb2.VULNERABILITY_BOTH,
}
STRAINS = (("C", "clubs"), ("D", "diamonds"), ("H", "hearts"), ("S", "spades"), ("NT", "notrump"))


def _deals(args: argparse.Namespace) -> Iterator[str]:
    if args.file:
        try:
            with open(args.file, encoding="utf-8") as handle:
                lines = [line.strip() for line in handle]
        except OSError as error:
            raise CliError(f"cannot read {args.file}: {error.strerror}") from None
        yield from (line for line in lines if line and not line.startswith("#"))
    elif args.deal:
        yield args.deal
    else:
        raise CliError('give a deal ("N:AKQ2.K54.J3.A987 ...") or --file F')


def _result(deal: str, response: solver_pb2.DoubleDummyTableResponse) -> dict[str, Any]:
    table = {row.declarer: {letter: getattr(row, name) for letter, name in STRAINS} for row in response.rows}
    par = {"score": response.par.score, "contracts": list(response.par.contracts)}
    return {"deal": deal, "table": table, "par": par}


def _print_text(result: dict[str, Any]) -> None:
    print(result["deal"])
    print("      " + "".join(f"{letter:>4}" for letter, _ in STRAINS))
    for declarer, row in result["table"].items():
        print(f"  {declarer:4}" + "".join(f"{row[letter]:>4}" for letter, _ in STRAINS))
    contracts = ", ".join(result["par"]["contracts"]) or "pass"
    print(f"  par {result['par']['score']:+d} (NS): {contracts}")


def run_dd(args: argparse.Namespace) -> int:
    with server_target(getattr(args, "server", None)) as target, grpc.insecure_channel(target) as channel:
        solver = solver_pb2_grpc.SolverStub(channel)
        for deal in _deals(args):
            request = solver_pb2.DoubleDummyTableRequest(pbn=deal, vulnerability=VULNERABILITY[args.vul])
            try:
                response = solver.DoubleDummyTable(request, timeout=args.timeout)
            except grpc.RpcError as error:
                raise CliError(f"{deal}: {error.code().name}: {error.details()}") from None
            result = _result(deal, response)
            if args.json:
                print(json.dumps(result), flush=True)
            else:
                _print_text(result)
    return 0


# ---------------------------------------------------------------- any trick game: one position


def read_state(path: str) -> engine_pb2.GameState:
    """A plain ``GameState`` from ``path``: protobuf JSON (what ``--save`` writes) or the binary message."""
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as error:
        raise CliError(f"cannot read {path}: {error.strerror}") from None
    state = engine_pb2.GameState()
    try:
        if data.lstrip()[:1] == b"{":
            json_format.Parse(data.decode("utf-8"), state)
        else:
            state.ParseFromString(data)
    except (json_format.ParseError, DecodeError, UnicodeDecodeError) as error:
        raise CliError(f"{path} is not a plain GameState (protobuf JSON or binary): {error}") from None
    if not state.game_id:
        raise CliError(f"{path} holds no game state (no game_id)")
    return state


def replay(target: str, args: argparse.Namespace) -> engine_pb2.GameState:
    """The game dealt from ``--seed`` with ``--players`` and ``--option``s, ``--moves`` applied by the seat to act."""
    with CardGamesClient(target, timeout=args.timeout) as client:
        turn = client.new_game(args.deal, players=args.players or 0, options=args.options, seed=args.seed)
        for move_id in [text.strip() for text in (args.moves or "").split(",") if text.strip()]:
            if turn.to_act is None:
                raise CliError(f"{move_id}: the match is over")
            turn = client.apply(turn, turn.to_act, move_id)
        if not turn.state.HasField("plain"):
            raise CliError("the server returned a sealed state: the dd command needs plain states")
        return turn.state.plain


def _position_result(game: str, response: solver_pb2.SolveDoubleDummyResponse) -> dict[str, Any]:
    return {
        "game": game,
        "seat_to_move": response.seat_to_move,
        "objective": solver_pb2.DoubleDummyObjective.Name(response.objective)
        .removeprefix("DOUBLE_DUMMY_OBJECTIVE_").lower(),
        "value": response.value,
        "total": response.total,
        "side": list(response.side),
        "cards": {card.card: card.value for card in response.cards},
    }


def _print_position(result: dict[str, Any]) -> None:
    side = ", ".join(str(seat) for seat in result["side"])
    print(f"{result['game']}: seat {result['seat_to_move']} to play; {result['objective']} for seat(s) {side}:"
          f" {result['value']} of {result['total']} still at stake")
    for card, value in result["cards"].items():
        print(f"  {card:6} {value}")


def run_dd_game(args: argparse.Namespace) -> int:
    """``cardgames dd GAME --state FILE`` or ``cardgames dd GAME --seed S [--players N] [--option K=V]
    --moves m1,m2,...``: the value of the position and of every legal card of the seat to play
    (``--value-only``: the value alone)."""
    with server_target(getattr(args, "server", None)) as target, grpc.insecure_channel(target) as channel:
        try:
            state = read_state(args.state) if args.state else replay(target, args)
        except grpc.RpcError as error:
            raise CliError(f"{args.deal}: {error.code().name}: {error.details()}") from None
        if state.game_id != args.deal:
            raise CliError(f"the state is a {state.game_id} state, not {args.deal}")
        if args.save:
            with open(args.save, "w", encoding="utf-8") as handle:
                handle.write(json_format.MessageToJson(state))
        request = solver_pb2.SolveDoubleDummyRequest(state=engine_pb2.StateRef(plain=state),
                                                     value_only=args.value_only)
        try:
            response = solver_pb2_grpc.SolverStub(channel).SolveDoubleDummy(request, timeout=args.timeout)
        except grpc.RpcError as error:
            raise CliError(f"{args.deal}: {error.code().name}: {error.details()}") from None
        result = _position_result(args.deal, response)
        if args.json:
            print(json.dumps(result), flush=True)
        else:
            _print_position(result)
    return 0
