"""Golden playthroughs and perft counts: what every game does, written down so a change shows in a diff.

    python -m tools.golden          # rewrite tests/golden/ from the games as they play now
    python -m tools.golden --check  # exit 1 (listing the files) if the games play differently

A playthrough is one seeded match per game and option set (the defaults, then each option moved
off its default), played by a seeded random player that never resigns while it has another
move: every step's seat, move id and number of legal moves, the events a spectator receives,
and the final score.  Long matches record their first ``STEPS`` steps and the final score.
Perft counts are the number of move sequences of a given depth from fixed positions (seeded
deals, and positions a few random moves in): they pin the move generators.
``tests/games/test_golden.py`` compares the files with what the games do now.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden"
STEPS = 200
SEED = 1
PERFT_DEPTH = 3
PERFT_LIMIT = 200_000  # nodes per position: deeper counts of wide games stop at depth 2


def _games() -> list[Any]:
    sys.path.insert(0, str(ROOT))
    from cardgames.games import registry

    return list(registry.all_games().values())


def option_sets(game: Any) -> list[dict[str, object]]:
    """The defaults, then each option moved off its default one at a time (as the property tests do)."""
    return game.spec.option_variants()  # type: ignore[no-any-return]


def _choose(legal: tuple[Any, ...], drbg: Any) -> Any:
    playing = [move for move in legal if move.id != "resign"]
    pool = playing or list(legal)
    return pool[drbg.randbelow(len(pool))]


def _event_text(event: Any) -> str:
    """An event in one line: its type and fields, cards as text, places as zone[seat/index]."""
    import dataclasses

    from cardgames.games.core.events import Place

    parts = []
    for field in dataclasses.fields(event):
        value = getattr(event, field.name)
        if isinstance(value, Place):
            where = value.zone.name.lower()
            extra = ",".join(str(v) for v in (value.seat, value.index) if v is not None)
            value = f"{where}[{extra}]" if extra else where
        elif isinstance(value, tuple):
            value = " ".join(str(item) for item in value)
        parts.append(f"{field.name}={value}")
    return f"{type(event).__name__}({', '.join(parts)})"


def playthrough(game: Any, raw: dict[str, object]) -> str:
    from cardgames.games.core.errors import InvalidOptions
    from cardgames.games.core.events import events_for
    from cardgames.games.core.rng import Drbg

    options = game.spec.build_options(raw)
    players = game.spec.default_players
    drbg = Drbg(SEED ^ 0x60_1DE2)
    try:
        state = game.new_game(options, players, seed=SEED)
    except InvalidOptions:  # an option set only fewer seats can play (poker's quintet: 2) plays at the fewest
        players = game.spec.min_players
        state = game.new_game(options, players, seed=SEED)
    lines = [f"# {game.id} options={json.dumps(raw, sort_keys=True)} players={players} seed={SEED}"]
    lines.extend(f"  {_event_text(event)}" for event in events_for(game.opening_events(state), None))
    steps = 0
    while not game.is_terminal(state):
        legal = game.legal_moves(state)
        move = _choose(legal, drbg)
        seat = game.to_act(state)
        step = game.play(state, move)
        if steps < STEPS:
            lines.append(f"{steps}: seat {seat} {move.id} (of {len(legal)})")
            lines.extend(f"  {_event_text(event)}" for event in events_for(step.events, None))
        state = step.state
        steps += 1
    if steps > STEPS:
        lines.append(f"... {steps - STEPS} more steps")
    score = game.score(state)
    lines.append(f"score: deal={score.deal} match={score.match} places={score.places} "
                 f"outcomes={tuple(o.name for o in score.outcomes)} denominator={score.denominator}")
    lines.append(f"summary: {score.summary}")
    return "\n".join(lines) + "\n"


def _perft(game: Any, state: Any, depth: int, budget: list[int]) -> int:
    if depth == 0 or game.is_terminal(state):
        return 1
    total = 0
    for move in game.legal_moves(state):
        budget[0] -= 1
        if budget[0] < 0:
            raise OverflowError
        total += _perft(game, game.apply(state, move), depth - 1, budget)
    return total


def perft_positions(game: Any) -> Iterator[tuple[str, Any]]:
    """Fixed positions: seeded deals, and the positions 5 and 20 random moves into seed 2's match."""
    from cardgames.games.core.rng import Drbg

    options = game.spec.default_options()
    for players in sorted({game.spec.min_players, game.spec.max_players}):
        for seed in (1, 2):
            yield f"players={players} seed={seed}", game.new_game(options, players, seed=seed)
    drbg = Drbg(7)
    state = game.new_game(options, game.spec.default_players, seed=2)
    for moves in range(1, 21):
        if game.is_terminal(state):
            break
        state = game.apply(state, _choose(game.legal_moves(state), drbg))
        if moves in (5, 20):
            yield f"seed=2 after {moves} random moves", state


def perft_counts(game: Any) -> dict[str, list[int]]:
    """Per position: the node counts at depth 1, 2, ... (stopping where the limit is reached)."""
    counts: dict[str, list[int]] = {}
    for name, state in perft_positions(game):
        row = []
        for depth in range(1, PERFT_DEPTH + 1):
            try:
                row.append(_perft(game, state, depth, [PERFT_LIMIT]))
            except OverflowError:
                break
        counts[name] = row
    return counts


def slug(raw: dict[str, object]) -> str:
    if not raw:
        return "defaults"
    return "-".join(re.sub(r"[^a-z0-9]+", "_", f"{key}_{value}".lower()) for key, value in sorted(raw.items()))


def expected_files() -> dict[Path, str]:
    """Every golden file's text as the games play now."""
    files: dict[Path, str] = {}
    perft: dict[str, dict[str, list[int]]] = {}
    for game in _games():
        for raw in option_sets(game):
            files[GOLDEN / game.id / f"{slug(raw)}.txt"] = playthrough(game, raw)
        perft[game.id] = perft_counts(game)
    files[GOLDEN / "perft.json"] = json.dumps(perft, indent=1, sort_keys=True) + "\n"
    return files


def main() -> int:
    check = "--check" in sys.argv[1:]
    stale = []
    for path, text in expected_files().items():
        if path.exists() and path.read_text() == text:
            continue
        stale.append(path)
        if not check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
    for path in stale:
        print(f"{'stale' if check else 'wrote'} {path.relative_to(ROOT)}", file=sys.stderr)
    return 1 if check and stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
