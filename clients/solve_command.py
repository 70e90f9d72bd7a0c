"""``cardgames solve``: is a patience deal winnable, every card known; the line or the proof of loss.

Runs the solvers in this process (no server): one deal per ``--seed``, each seed of ``--seeds
FROM:TO`` (TO excluded) or the deck order ``--deal``; a seed deals what ``NewGame`` deals with it.
With ``--json``, one object per deal: ``{"game", "seed", "options", "verdict", "moves", "nodes",
"seconds"}`` (and ``"method"``, ``"note"``; ``"verified"`` for a won deal with ``--verify``).  Progress over many
deals goes to stderr.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from collections.abc import Iterator
from typing import Any

from cardgames.games.core.cards import parse_cards
from cardgames.games.core.errors import GameError
from cardgames.solvers import solitaire

from .errors import CliError

PROGRESS_EVERY_SECONDS = 2.0


def _seeds(args: argparse.Namespace) -> Iterator[int | None]:
    if args.seeds:
        low, sep, high = args.seeds.partition(":")
        try:
            first, last = int(low), int(high)
        except ValueError:
            raise CliError(f"--seeds must be FROM:TO (whole numbers), got {args.seeds!r}") from None
        if not sep or first < 0 or last <= first:
            raise CliError(f"--seeds must be FROM:TO with 0 <= FROM < TO, got {args.seeds!r}")
        yield from range(first, last)
    elif args.seed is not None:
        yield args.seed
    elif args.deal:
        yield None
    else:
        raise CliError("give --seed S, --seeds FROM:TO or --deal 'AS KD ...'")


def _state(args: argparse.Namespace, options: dict[str, str], seed: int | None) -> Any:
    try:
        order = parse_cards(args.deal) if seed is None else None
        return solitaire.new_state(args.game, options, seed, order)
    except (GameError, ValueError) as error:
        raise CliError(str(error)) from None


def _result(args: argparse.Namespace, options: dict[str, str], seed: int | None) -> dict[str, Any]:
    state = _state(args, options, seed)
    budget = solitaire.Budget(seconds=args.budget_s, nodes=args.nodes)
    try:
        solution = solitaire.solve(args.game, state, budget, args.method)
    except GameError as error:  # a method the game has not, or a position it does not cover
        raise CliError(str(error)) from None
    result: dict[str, Any] = {
        "game": args.game, "seed": seed, "options": options, "verdict": solution.verdict.value,
        "moves": list(solution.moves), "nodes": solution.nodes, "seconds": round(solution.seconds, 6),
        "method": solution.method, "note": solution.note,
    }
    if args.verify and solution.verdict is solitaire.Verdict.WON:
        result["verified"] = _verified(args.game, state, solution)
    return result


def _verified(game_id: str, state: Any, solution: solitaire.Solution) -> bool:
    """A winning line replayed once more through the rules engine, here."""
    try:
        solitaire.replay(solitaire.game_of(game_id), state, solution.moves)
    except (solitaire.LineError, GameError):
        return False
    return True


def _text(result: dict[str, Any]) -> str:
    where = f"seed={result['seed']}" if result["seed"] is not None else "deal"
    head = (f"{result['game']} {where}: {result['verdict']} ({result['nodes']} nodes, {result['seconds']:.3f} s, "
            f"{result['method']})")
    if "verified" in result:
        head += " verified" if result["verified"] else " NOT VERIFIED"
    if result["moves"]:
        return f"{head}\n  {len(result['moves'])} moves: {' '.join(result['moves'])}"
    return f"{head}\n  {result['note']}" if result["note"] else head


def run_solve(args: argparse.Namespace, options: dict[str, str]) -> int:
    if args.game not in solitaire.SOLVERS:
        raise CliError(f"{args.game!r} has no solitaire solver; the patiences are {', '.join(solitaire.GAMES)}")
    seeds = list(_seeds(args))
    counts: Counter[str] = Counter()
    last_report = time.monotonic()
    failed = False
    for done, seed in enumerate(seeds, 1):
        result = _result(args, options, seed)
        counts[result["verdict"]] += 1
        failed = failed or result.get("verified") is False
        print(json.dumps(result) if args.json else _text(result), flush=True)
        if len(seeds) > 1 and (time.monotonic() - last_report > PROGRESS_EVERY_SECONDS or done == len(seeds)):
            last_report = time.monotonic()
            tally = " ".join(f"{verdict}={count}" for verdict, count in sorted(counts.items()))
            print(f"[{done}/{len(seeds)}] {tally}", file=sys.stderr, flush=True)
    return 1 if failed else 0
