"""``cardgames dd``: double-dummy tables and par of bridge deals, through the Solver RPC."""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator
from typing import Any

import grpc

from cardgames.v1 import solver_pb2, solver_pb2_grpc

from .errors import CliError
from .local import server_target

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
