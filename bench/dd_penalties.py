"""Double-dummy solves of the penalty contracts of barbu and king, per contract, with the engine's statistics.

    python bench/dd_penalties.py                                   # barbu and king, 10 deals, full hands
    python bench/dd_penalties.py --games barbu --cards 8 --deals 20 --stats
    python bench/dd_penalties.py --games king --players 3 --contracts 2 3
    python bench/dd_penalties.py --games barbu --cards 10 --deals 6 --nodes 20000000 --budget 600
    python bench/dd_penalties.py --games barbu --cards 13 --deals 2 --nodes 2000000 --profile \
        --contracts contract:no_tricks
    python bench/dd_penalties.py --games barbu --cards 13 --table-mb 1024 --budget 1800 --each \
        --contracts contract:no_hearts trumps:hearts        # every deal to its end; Trumps too

Each deal is dealt from a seed and played by a seeded random player up to the lead of the trick where every
hand holds ``--cards`` cards (13, or king's full hand, is the opening lead); the value of that position (the
penalties the seat to lead takes, everybody else against it) is solved once, as ``solve_position`` does with
``values_of_cards=False``, under ``--budget`` seconds (solves over it are counted, not timed; ``--nodes`` also
stops a solve after that many trick starts, a limit the machine's load does not move).  Prints per
contract the median CPU time and node count; ``--stats`` adds the engine's counters (transposition-table hits,
bound cuts, the index of the move that cut at trick starts, the driver's zero-window searches).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cardgames.games import registry  # noqa: E402
from cardgames.games.core.errors import IllegalMove  # noqa: E402
from cardgames.games.core.game import AnyGame  # noqa: E402
from cardgames.games.core.rng import Drbg  # noqa: E402
from cardgames.solvers.dd import (  # noqa: E402
    Position,
    _CardMap,
    _engine,
    _hand_cards,
    _masks,
    _played,
)
from cardgames.solvers.positions import position_of  # noqa: E402

BARBU_CONTRACTS = ("contract:no_tricks", "contract:no_queens", "contract:no_last_two", "contract:no_hearts",
                   "contract:no_king")
# king's negative deals by deal number (1..7: no tricks, no hearts, no queens, no boys, no last two,
# no king of hearts, all of them)
KING_DEALS = {1: "no_tricks", 2: "no_hearts", 3: "no_queens", 4: "no_boys", 5: "no_last_two", 6: "no_king",
              7: "sralash"}


def play_to(game: AnyGame, state: Any, seed: int, cards: int, done: Callable[[Any], bool]) -> Any:
    """Random legal play (first choice outside the card play) from ``state`` until ``done`` and every hand of
    the trick play holds ``cards`` cards at a trick's lead."""
    chooser = Drbg(seed ^ 0xBA)
    while True:
        at_lead = done(state) and state.phase.name == "PLAY" and not state.trick.cards
        if at_lead and max(len(hand.cards) for hand in state.hands) <= cards:
            return state
        legal = game.legal_moves(state)
        pick = legal[chooser.randbelow(len(legal))] if state.phase.name in ("PLAY", "NAME_TRUMP") else legal[0]
        state = game.play(state, pick).state


def barbu_position(game: AnyGame, contract: str, seed: int, cards: int) -> Position:
    state = game.new_game(game.spec.default_options(), 4, seed=seed)
    state = game.play(state, game.parse_move(contract)).state
    return position_of(game, play_to(game, state, seed, cards, lambda s: True))


def king_position(game: AnyGame, deal: int, players: int, seed: int, cards: int) -> Position:
    state = game.new_game(game.spec.default_options(), players, seed=seed)
    return position_of(game, play_to(game, state, seed, cards, lambda s: s.deal_number == deal))


def solve(position: Position, budget: float, nodes: int = 0, table_mb: int = 64
          ) -> tuple[float, dict[str, Any]] | None:
    """CPU seconds and engine statistics of the value of ``position``, None over the budget (seconds, or trick
    starts when ``nodes`` is set: a load-independent limit)."""
    rules = position.rules
    cmap = _CardMap(rules)
    hands = [_hand_cards(hand) for hand in position.hands]
    engine = _engine(rules, cmap, tuple(rules.sides), table_mb, nodes, budget)
    masks, played = _masks(hands, cmap), _played(position.played, cmap)
    cpu = time.process_time()
    try:
        value = engine.value(masks, position.leader, played)
    except Exception as exc:  # the engine's BudgetExceeded
        if "budget" not in str(exc):
            raise
        return None
    return time.process_time() - cpu, dict(engine.stats()) | {"value": value}


def profile(label: str, position: Position, budget: float, nodes: int = 0, table_mb: int = 64) -> str:
    """Where one solve's trick starts go, solved or stopped by the budget: the driver's probes (target, reached or
    not, trick starts; the last one unfinished when stopped), the table's hit rate and size, and the trick starts
    visited / searched (no table or bound cut) by the trick they start (1 = the position's own, the opening lead
    at 13 cards)."""
    rules = position.rules
    cmap = _CardMap(rules)
    engine = _engine(rules, cmap, tuple(rules.sides), table_mb, nodes, budget)
    cpu = time.process_time()
    try:
        value: int | str = engine.value(_masks([_hand_cards(h) for h in position.hands], cmap), position.leader,
                                        _played(position.played, cmap))
    except Exception as exc:  # the engine's BudgetExceeded
        if "budget" not in str(exc):
            raise
        value = "over"
    cpu = time.process_time() - cpu
    st = dict(engine.stats())
    probes = [f"{t}{'+' if ok else '-'}{n}" for t, ok, n in zip(st["probe_targets"], st["probe_ok"],
                                                                    st["probe_nodes"], strict=True)]
    unfinished = st["nodes"] - sum(st["probe_nodes"])
    if unfinished > 0:
        probes.append(f"?{unfinished}")
    tricks = max(len(_hand_cards(hand)) for hand in position.hands)
    by_trick = [f"{tricks - left + 1}:{st['depth_nodes'][left]}/{st['depth_expanded'][left]}"
                for left in range(tricks, 0, -1) if st["depth_nodes"][left]]
    return (f"{label}: value {value}, {cpu:.2f} s CPU, {st['nodes']} trick starts, table hits"
            f" {st['tt_hits'] / max(st['nodes'], 1):.0%}, table {st['tt_bytes'] >> 20} MB, {st['tt_clears']} clears"
            f"\n    probes {' '.join(probes)}\n    by trick (visited/searched) {' '.join(by_trick)}")


def deal_text(result: tuple[float, dict[str, Any]] | None) -> str:
    return "over" if result is None else f"value {result[1]['value']}, {result[0]:.2f} s, {result[1]['nodes']}"


def line(label: str, results: list[tuple[float, dict[str, Any]] | None], budget: str, show: bool,
         each: bool = False) -> str:
    solved = [r for r in results if r is not None]
    over = len(results) - len(solved)
    if not solved:
        return f"{label}: all {over} over {budget}"
    cpu = statistics.median(r[0] for r in solved) * 1e3
    nodes = statistics.median(r[1]["nodes"] for r in solved)
    text = (f"{label}: {len(solved):3d} solved, median {cpu:9.2f} ms CPU, {nodes:11.0f} nodes,"
            f" max {max(r[0] for r in solved) * 1e3:9.1f} ms; {over} over {budget}")
    if over and 2 * len(solved) > len(results):
        # the deals over the budget sort above every solved one, so the median of all deals is still known
        cpu_all = sorted(r[0] for r in solved) + [math.inf] * over
        text += f"; median of all {len(results)} deals {statistics.median(cpu_all) * 1e3:.2f} ms CPU"
    if each:
        text += "\n    per deal (value, CPU, trick starts): " + ", ".join(deal_text(r) for r in results)
    if show:
        keys = ("nodes", "tt_hits", "trick_cuts", "escape_cuts", "tt_clears", "probes")
        total = {key: sum(r[1][key] for r in solved) for key in keys}
        cuts = [sum(r[1]["cut_hist"][i] for r in solved) for i in range(8)]
        text += f"\n    {total} cut at move {cuts}"
    return text


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", nargs="*", default=["barbu", "king"])
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=20.0, help="seconds per solve")
    parser.add_argument("--cards", type=int, default=13, help="cards a hand (13 or more: the opening lead)")
    parser.add_argument("--players", type=int, default=4, help="king: 3 or 4")
    parser.add_argument("--contracts", nargs="*", default=None, help="barbu contract moves or king deal numbers")
    parser.add_argument("--stats", action="store_true", help="print the engine's counters")
    parser.add_argument("--profile", action="store_true", help="barbu: one line a deal, where its trick starts go")
    parser.add_argument("--nodes", type=int, default=0, help="trick starts per solve (0: none; with it the budget"
                        " no longer depends on the machine's load)")
    parser.add_argument("--table-mb", type=int, default=64, help="transposition table per solve (the service: 256)")
    parser.add_argument("--each", action="store_true", help="print every deal's value, CPU time and trick starts")
    args = parser.parse_args()
    budget = f"{args.budget:g} s" + (f" or {args.nodes} trick starts" if args.nodes else "")
    for game_id in args.games:
        game = registry.find_game(game_id)
        if game_id == "barbu":
            for contract in args.contracts or BARBU_CONTRACTS:
                name = contract.removeprefix("contract:")
                if args.profile:
                    for seed in range(args.seed, args.seed + args.deals):
                        label = f"barbu {name:12s} {args.cards:2d} cards deal {seed}"
                        print(profile(label, barbu_position(game, contract, seed, args.cards), args.budget,
                                      args.nodes, args.table_mb), flush=True)
                    continue
                results = []
                for seed in range(args.seed, args.seed + args.deals):
                    results.append(solve(barbu_position(game, contract, seed, args.cards), args.budget, args.nodes,
                                         args.table_mb))
                    if args.each:
                        print(f"  {name} deal {seed}: {deal_text(results[-1])}", flush=True)
                print(line(f"barbu {name:12s} {args.cards:2d} cards", results, budget, args.stats, args.each),
                      flush=True)
        else:
            for deal in [int(d) for d in args.contracts] if args.contracts else list(KING_DEALS):
                results = []
                for seed in range(args.seed, args.seed + args.deals):
                    try:
                        position = king_position(game, deal, args.players, seed, args.cards)
                        results.append(solve(position, args.budget, args.nodes, args.table_mb))
                    except IllegalMove:
                        continue
                label = f"king  {KING_DEALS[deal]:12s} {args.players}p {min(args.cards, 99):2d} cards"
                print(line(label, results, budget, args.stats, args.each), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
