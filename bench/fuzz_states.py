"""In-process fuzzing of every game's state checks and rules, thousands of mutated states a second.

    python bench/fuzz_states.py --mutations 300000 --seed 2     # the benchmark run (a few minutes)
    python bench/fuzz_states.py --games business,king --mutations 20000

``bench/fuzz.py`` sends hostile requests to a real server; this script runs the same mutators (field edits,
``fuzz.mutate_structured``; cards moved about with the deck kept whole, ``fuzz.mutate_cards``, three cases in
ten) on plain ``GameState`` messages in this process, which is a hundred times
faster and names the line of any failure.  The states come from random matches of every game (every
player count, moves chosen at random).  Each mutated state that still parses goes through what the
service does with a state a client sent back: the codec's decode and ``check_state``, then legal moves,
every seat's view, the score, one legal move applied, and for trick games the double-dummy adapter (and
the solver itself on endings of at most three cards a hand), and for the patiences their solitaire solver
on a budget of 300 positions.  A domain error (``GameError``: the service
answers INVALID_ARGUMENT or FAILED_PRECONDITION) is the right answer; any other exception is a finding,
and so is a case that runs longer than ``--case-seconds`` (a hang).  Findings are grouped by exception
and line, printed with one traceback each, and the offending messages written to ``--out`` (base64) for
replay.  Run it under a memory limit (``ulimit -v``) to see a runaway allocation as a MemoryError.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import json
import random
import signal
import sys
import time
import traceback
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import fuzz  # noqa: E402
from cardgames.games import registry  # noqa: E402
from cardgames.games.core.errors import GameError  # noqa: E402
from cardgames.service.codec.games import codec_for  # noqa: E402
from cardgames.solvers import dd, solitaire  # noqa: E402
from cardgames.solvers.positions import position_of  # noqa: E402
from cardgames.v1 import engine_pb2  # noqa: E402

SOLVER_ANSWERS = (GameError, dd.SolverBudgetExceeded, ValueError, KeyError)
"""What the double-dummy path may raise: the service turns ValueError/KeyError of the solver into INVALID_ARGUMENT."""


class TooSlow(Exception):
    """A case ran past its time."""


def sample_states(seed: int, matches: int, steps: int, games: Sequence[str]) -> list[engine_pb2.GameState]:
    """Plain state messages from random matches of ``games``: every ``every``-th state of each."""
    rng = random.Random(seed)
    found: list[engine_pb2.GameState] = []
    for game_id in games:
        game, codec = registry.find_game(game_id), codec_for(game_id)
        for _ in range(matches):
            players = rng.randint(game.spec.min_players, game.spec.max_players)
            state = game.new_game(game.options_type(), players, seed=rng.getrandbits(32))
            for step in range(steps):
                if game.is_terminal(state) or not (moves := game.legal_moves(state)):
                    break
                state = game.play(state, moves[rng.randrange(len(moves))]).state
                if step % 3 == 0:
                    found.append(codec.encode_state(state, 1))
    return found


def exercise(message: engine_pb2.GameState, rng: random.Random) -> None:
    """What the service does with a state sent back; a GameError anywhere is a deliberate answer."""
    codec = codec_for(message.WhichOneof("game") or "")
    state, _ = codec.decode_state(message)
    game = codec.rules
    moves = _answer(lambda: game.legal_moves(state)) or ()
    for seat in (None, *range(game.num_players(state))):
        _answer(lambda: game.view(state, seat))  # noqa: B023 - called at once
    _answer(lambda: game.score(state))
    if moves:
        _answer(lambda: game.play(state, moves[rng.randrange(len(moves))]))
    if game.id in solitaire.GAMES:
        with contextlib.suppress(*SOLVER_ANSWERS):
            solitaire.solve(game.id, state, solitaire.Budget(seconds=0.5, nodes=300))
    if game.trick_play is None:
        return
    position = _answer(lambda: position_of(game, state))
    if position is not None and all(len(hand) <= 3 for hand in position.hands):
        with contextlib.suppress(*SOLVER_ANSWERS):
            dd.solve_position(position, tt_mb=2, time_budget=0.5)


def _answer(call: Any) -> Any:
    try:
        return call()
    except GameError:
        return None


def run(seed: int, mutations: int, games: Sequence[str], case_seconds: float, quiet: bool = False
        ) -> tuple[Counter[tuple[str, ...]], dict[tuple[str, ...], tuple[str, bytes]]]:
    """Mutate sampled states ``mutations`` times; the findings by (exception, file, line) with one example each."""
    rng = random.Random(seed)
    states = sample_states(seed, 2, 60, games)
    findings: Counter[tuple[str, ...]] = Counter()
    examples: dict[tuple[str, ...], tuple[str, bytes]] = {}

    def alarm(signum: int, frame: FrameType | None) -> None:
        raise TooSlow()

    previous = signal.signal(signal.SIGALRM, alarm)
    started = time.monotonic()
    try:
        for index in range(mutations):
            state, donor = states[rng.randrange(len(states))], states[rng.randrange(len(states))]
            moved = fuzz.mutate_cards(rng, state) if rng.random() < 0.3 else None
            data = moved if moved is not None else fuzz.mutate_structured(rng, state, donor)
            message = engine_pb2.GameState()
            try:
                message.ParseFromString(data)
            except Exception:  # bytes protobuf refuses: the service answers INVALID_ARGUMENT
                continue
            if message.WhichOneof("game") is None:
                continue
            signal.setitimer(signal.ITIMER_REAL, case_seconds)
            try:
                exercise(message, rng)
            except GameError:
                pass
            except Exception as error:  # every other exception is what this looks for
                frames = traceback.extract_tb(error.__traceback__)
                frame = frames[-2] if isinstance(error, TooSlow) and len(frames) > 1 else frames[-1]
                where = frame.filename.split(str(ROOT) + "/")[-1]
                key = (type(error).__name__, message.WhichOneof("game") or "", where, str(frame.lineno))
                findings[key] += 1
                if key not in examples:
                    examples[key] = ("".join(traceback.format_exception(error))[-2000:], data)
                    if not quiet:
                        print(f"new finding: {' '.join(key)}", flush=True)
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
            if not quiet and index and index % 50_000 == 0:
                print(f"  {index} mutations, {time.monotonic() - started:.0f} s, {sum(findings.values())} findings",
                      flush=True)
    finally:
        signal.signal(signal.SIGALRM, previous)
    return findings, examples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mutations", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default="", help="comma-separated game ids (default: every game)")
    parser.add_argument("--case-seconds", type=float, default=5.0, help="a case running longer is a finding")
    parser.add_argument("--out", default="/tmp/cardgames-state-fuzz.json")
    args = parser.parse_args()
    games = args.games.split(",") if args.games else sorted(registry.all_games())
    started = time.monotonic()
    findings, examples = run(args.seed, args.mutations, games, args.case_seconds)
    elapsed = time.monotonic() - started
    print(f"\n{args.mutations} mutations of {len(games)} games' states in {elapsed:.0f} s "
          f"({args.mutations / elapsed:.0f}/s): {sum(findings.values())} findings, {len(findings)} distinct")
    for key, count in findings.most_common():
        print(f"\n{count} x {' '.join(key)}\n{examples[key][0]}")
    if findings:
        offenders = [{"finding": " ".join(key), "state": base64.b64encode(examples[key][1]).decode()}
                     for key in findings]
        Path(args.out).write_text(json.dumps(offenders, indent=1), encoding="utf-8")
        print(f"offending states written to {args.out}")


if __name__ == "__main__":
    main()
