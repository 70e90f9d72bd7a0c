"""Double-dummy solves from a full hand in every trick game with a play phase the solver accepts.

    python bench/dd_games.py                          # every game below at every player count
    python bench/dd_games.py --games rams --deals 100 --seed 7
    python bench/dd_games.py --games whist --players 4 --deals 20   # 13-card hands from the opening lead
    python bench/dd_games.py --games king --players 3 4             # deal 1 (no tricks): penalties
    python bench/dd_games.py --games preferans --players 3 4        # declared games, then raspasovkas
    python bench/dd_games.py --games sixty_six --players 2 4
    python bench/dd_games.py --games barbu --deals 10 --budget 10 --cards 13 8   # per contract and hand size
    python bench/dd_games.py --games business --players 4 5 --deals 10 --budget 10 --cards 13 10 8
    python bench/dd_games.py --games business --players 4 --deals 10 --budget 30 --cards 10 8 --deck 54
    python bench/dd_games.py --games bezique --players 3 --deals 20 --budget 120 --table-mb 256

Each deal is dealt from a seed and played (exchanges, bids, discards) by a seeded random player up to the first
lead; every hand is then known, and the position goes through the game's ``trick_play`` and the generic adapter to
the C++ engine, as ``Solver.SolveDoubleDummy`` does. Prints per game and table size the median and p90 solve time
(wall and CPU), the median node count, and how many deals the solver refused (not timed). Where a game's own rules
reach beyond the engine's (mushka's ace of spades over the trump ace, rams's lead obligations, preferans's widow
tricks) the game's moves are searched down to the engine's positions (``solvers/rules_search.py``), as the service
does. Preferans adds lines for raspasovkas (everybody passing), the tricks of the player to lead as penalties:
from the first lead (the widow's tricks searched by the game's own rules, ``solvers/rules_search.py``) and from
the third trick's (the engine alone). Sixty-six is solved from its first position with the stock exhausted or
closed (the open stock still holds unknown cards, and the solver refuses it). Bezique (with
``play_out_last_cards``) is solved from the first lead of its play-out (18 cards a hand, repeated cards and wild
cards included), refused when a suit has more than 32 cards in play (the engine's bits per suit: a deal no shuffle
is likely to give), the value alone and then with every card's value, each solve stopped after ``--budget``
seconds (counted, not timed). Barbu is solved per contract at the lead of a trick with ``--cards`` cards a hand
(13: the opening lead; fewer: after random legal play), everybody else against the seat to act, each solve stopped
after ``--budget`` seconds (counted, not timed). Business (``--games business``, 52 cards) is solved likewise at
the lead with ``--cards`` cards a hand (13: the opening lead), the Declarer's tricks with the trump change still
to come, the Banker's swap and the catch; with ``--deck 54`` both jokers are kept in hands to that lead (deals
whose talon holds a joker are skipped).

Barbu, bezique and business solve with a 64 MB table unless ``--table-mb`` says otherwise (the service's
default is 256 MB).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from functools import partial
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from cardgames.games import registry  # noqa: E402
from cardgames.games.core.errors import IllegalMove  # noqa: E402
from cardgames.games.core.game import AnyGame  # noqa: E402
from cardgames.games.core.rng import Drbg  # noqa: E402
from cardgames.solvers.dd import SolverBudgetExceeded, solve_position  # noqa: E402
from cardgames.solvers.positions import position_of  # noqa: E402
from cardgames.solvers.rules_search import counting_by_rules, solve_by_rules  # noqa: E402


def first_lead(game: AnyGame, players: int, seed: int) -> object | None:
    """The first deal of a seeded match at its first lead (random exchanges), or None if no tricks are played."""
    state = game.new_game(game.spec.default_options(), players, seed=seed)
    chooser = Drbg(seed ^ 0xDD)
    while state.deal_number == 1 and not game.is_terminal(state):
        if state.phase.name == "PLAY":
            return state
        legal = game.legal_moves(state)
        state = game.play(state, legal[chooser.randbelow(len(legal))]).state
    return None


def raspas_lead(game: AnyGame, players: int, seed: int, tricks: int = 0) -> object | None:
    """A preferans raspasovka (everybody passes; random options' answers and play) at the lead of the trick
    after ``tricks`` tricks (0: the first lead, in the widow's tricks; 2: the third trick, the engine's first),
    or None if the first deal is not one."""
    state: Any = game.new_game(game.spec.default_options(), players, seed=seed)
    chooser = Drbg(seed ^ 0xDD)
    while state.deal_number == 1 and not game.is_terminal(state):
        if state.phase.name == "PLAY" and len(state.tricks) == tricks and (
                not state.trick.cards or state.trick.leader == state.dealer):  # 4 players: the widow's card led
            return state if state.contract is None else None
        ids = [move.id for move in game.legal_moves(state)]
        ids = ["pass"] if "pass" in ids and state.phase.name == "AUCTION" else ids
        state = game.play(state, game.parse_move(ids[chooser.randbelow(len(ids))])).state
    return None


def bezique_lead(game: AnyGame, players: int, seed: int) -> object | None:
    """A bezique first deal played out (random play) to the first lead of the play-out."""
    options = game.spec.build_options({"play_out_last_cards": True})
    state = game.new_game(options, players, seed=seed)
    chooser = Drbg(seed ^ 0xDD)
    while state.deal_number == 1 and not game.is_terminal(state):
        if state.phase.name == "PLAY_OUT" and not state.trick.cards:
            return state
        legal = game.legal_moves(state)
        state = game.play(state, legal[chooser.randbelow(len(legal))]).state
    return None


def business_lead(game: AnyGame, players: int, seed: int, cards: int = 13, deck: str = "52") -> object | None:
    """Business's deal 1 (random auction, roles and play; the change kept) at the lead of the trick where the
    hands hold ``cards`` cards (13: the opening lead), None when the deal ends first.  With ``deck`` 54 the
    jokers are kept in play (never discarded, never played before) and a deal whose talon holds one is None."""
    state: Any = game.new_game(game.spec.build_options({"deck": deck}), players, seed=seed)
    chooser = Drbg(seed ^ 0xDD)
    while state.deal_number == 1 and not game.is_terminal(state):
        hands = [len(hand.cards) for hand in state.hands]
        if state.phase.name == "PLAY" and not state.trick.cards and max(hands) <= cards:
            return state if deck != "54" or _jokers_held(state) == 2 else None
        ids = [move.id for move in game.legal_moves(state) if move.id != "change"] or ["change"]
        if deck == "54":
            ids = [move for move in ids if not move.startswith("joker") and "JK" not in move] or ids
        state = game.play(state, game.parse_move(ids[chooser.randbelow(len(ids))])).state
    return None


def _jokers_held(state: Any) -> int:
    return sum(card.is_joker for hand in state.hands for card in hand.cards)


def run_business(game: AnyGame, players: int, deals: int, seed: int, budget: float, cards: int,
                 deck: str = "52", table_mb: int = 64) -> str:
    """Business at the lead with ``cards`` cards a hand, each solve stopped after ``budget`` seconds (with
    ``deck`` 54: both jokers still in hands; the line then gives the median CPU time too)."""
    walls: list[float] = []
    cpus: list[float] = []
    over = tried = 0
    index = seed
    while tried < deals:
        state = business_lead(game, players, index, cards, deck)
        index += 1
        if state is None:
            continue
        tried += 1
        wall, cpu = time.perf_counter(), time.process_time()
        try:
            solve_position(position_of(game, state), tt_mb=table_mb, time_budget=budget, values_of_cards=False)
        except SolverBudgetExceeded:
            over += 1
            continue
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    median = f"median {statistics.median(walls) * 1e3:9.2f} ms" if walls else "median      -   "
    if deck == "54":
        median += f" (CPU {statistics.median(cpus) * 1e3:9.2f} ms), jokers in hands" if cpus else ""
    return (f"business {players}p {cards:2d} cards: {len(walls):3d} solved, {median}; {over} of {tried} over"
            f" {budget:g} s")


def run(game: AnyGame, players: int, deals: int, seed: int, lead: Any = first_lead,
        what: str = "from a full hand") -> str:
    walls: list[float] = []
    cpus: list[float] = []
    nodes: list[int] = []
    refused = tried = 0
    index = seed
    while tried < deals and index < seed + 50 * deals:
        state = lead(game, players, index)
        index += 1
        if state is None:
            continue
        tried += 1
        counting = counting_by_rules(game, state)  # tricks searched by the game's own rules
        try:
            position = position_of(game, state) if counting is None else None
        except IllegalMove:
            refused += 1
            continue
        wall, cpu = time.perf_counter(), time.process_time()
        if counting is not None:
            result = solve_by_rules(game, state, counting, tt_mb=16)
        else:
            assert position is not None
            result = solve_position(position, tt_mb=16)
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
        nodes.append(int(getattr(result, "nodes", 0)))
    if not walls:
        return f"{game.id:7s} {players}p: {tried} deals, all {refused} refused"
    p90 = sorted(walls)[int(0.9 * (len(walls) - 1))]
    median = statistics.median(walls) * 1e3
    return (f"{game.id:7s} {players}p: {len(walls):3d} solved {what}, median {median:7.2f} ms wall"
            f" ({statistics.median(cpus) * 1e3:7.2f} ms CPU), p90 {p90 * 1e3:7.2f} ms;"
            f" {refused} of {tried} refused")


BARBU_CONTRACTS = ("contract:no_tricks", "contract:no_queens", "contract:no_last_two", "contract:no_hearts",
                   "contract:no_king", "trumps:hearts")


def barbu_lead(game: AnyGame, contract: str, seed: int, cards: int = 13) -> object:
    """A barbu deal from ``seed`` with ``contract`` named, the first seat asked doubling, at the lead of the
    trick where every hand holds ``cards`` cards (random legal play before it)."""
    state = game.new_game(game.spec.default_options(), 4, seed=seed)
    state = game.play(state, game.parse_move(contract)).state
    chooser = Drbg(seed ^ 0xBA)
    while state.phase.name != "PLAY" or len(state.tricks) < 13 - cards or state.trick.cards:
        legal = game.legal_moves(state)
        state = game.play(state, legal[chooser.randbelow(len(legal))] if state.phase.name == "PLAY" else legal[0]).state
    return state


def run_barbu(game: AnyGame, deals: int, seed: int, budget: float, cards: int, table_mb: int = 64) -> list[str]:
    lines = []
    for contract in BARBU_CONTRACTS:
        walls: list[float] = []
        over = 0
        for index in range(seed, seed + deals):
            position = position_of(game, barbu_lead(game, contract, index, cards))
            wall = time.perf_counter()
            try:
                solve_position(position, tt_mb=table_mb, time_budget=budget, values_of_cards=False)
            except SolverBudgetExceeded:
                over += 1
                continue
            walls.append(time.perf_counter() - wall)
        median = f"median {statistics.median(walls) * 1e3:9.2f} ms" if walls else "median      -   "
        lines.append(f"barbu   {contract:22s} {cards:2d} cards: {len(walls):3d} solved, {median};"
                     f" {over} of {deals} over {budget:g} s")
    return lines


def run_bezique(game: AnyGame, players: int, deals: int, seed: int, budget: float, table_mb: int = 64) -> list[str]:
    """Bezique from the play-out's first lead: the value alone, then every card's value (refusals and solves over
    ``budget`` counted)."""
    positions: list[Any] = []
    widest: list[int] = []
    refused = 0
    for index in range(seed, seed + deals):
        try:
            positions.append(position_of(game, bezique_lead(game, players, index)))
        except IllegalMove:
            refused += 1
            continue
        suits = [sum(1 for hand in positions[-1].hands for card in hand if card.endswith(suit)) for suit in "CDHS"]
        widest.append(max(suits))
    lines = []
    for every_card in (False, True):
        walls: list[float] = []
        cpus: list[float] = []
        over = 0
        for position in positions:
            wall, cpu = time.perf_counter(), time.process_time()
            try:
                solve_position(position, tt_mb=table_mb, time_budget=budget, values_of_cards=every_card)
            except SolverBudgetExceeded:
                over += 1
                continue
            walls.append(time.perf_counter() - wall)
            cpus.append(time.process_time() - cpu)
        median = (f"median {statistics.median(walls) * 1e3:9.2f} ms wall ({statistics.median(cpus) * 1e3:9.2f} ms "
                  "CPU)" if walls else "median      -   ")
        p90 = f"p90 {sorted(walls)[int(0.9 * (len(walls) - 1))] * 1e3:9.2f} ms" if walls else ""
        what = "every card's value" if every_card else "the value alone   "
        lines.append(f"bezique {players}p from the play-out's first lead, {what}: {len(walls):3d} solved, {median}, "
                     f"{p90}; {over} over {budget:g} s, {refused} refused (a suit over 32), of {deals}; "
                     f"{sum(1 for count in widest if count > 15)} with more than 15 cards of a suit in play")
    return lines


# barbu and business on request (--games): some of their full hands take minutes
DD_GAMES = ("mushka", "rams", "whist", "sixty_six", "king", "thousand", "preferans", "bezique")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", nargs="*", default=list(DD_GAMES))
    parser.add_argument("--players", nargs="*", type=int, default=[2, 3, 4, 5, 6])
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=10.0, help="barbu, bezique, business: seconds per solve")
    parser.add_argument("--cards", nargs="*", type=int, default=[13, 8], help="barbu, business: cards a hand")
    parser.add_argument("--deck", default="52", choices=("52", "54"),
                        help="business: 54 keeps both jokers in hands to the solved lead")
    parser.add_argument("--table-mb", type=int, default=64,
                        help="barbu, bezique, business: transposition table per solve (the service's default: 256)")
    args = parser.parse_args()
    for game_id in args.games:
        game = registry.find_game(game_id)
        if game_id == "business":
            for players in args.players:
                for cards in args.cards if game.spec.min_players <= players <= game.spec.max_players else ():
                    print(run_business(game, players, args.deals, args.seed, args.budget, cards, args.deck,
                                       args.table_mb),
                          flush=True)
            continue
        if game_id == "barbu":
            for cards in args.cards:
                for line in run_barbu(game, args.deals, args.seed, args.budget, cards, args.table_mb):
                    print(line, flush=True)
            continue
        for players in args.players:
            if game_id == "bezique" and game.spec.min_players <= players <= game.spec.max_players:
                for line in run_bezique(game, players, args.deals, args.seed, args.budget, args.table_mb):
                    print(line, flush=True)
            elif game.spec.min_players <= players <= game.spec.max_players:
                print(run(game, players, args.deals, args.seed), flush=True)
                if game_id == "preferans":
                    for tricks, what in ((0, "the first lead"), (2, "the third trick")):
                        print(run(game, players, args.deals, args.seed, partial(raspas_lead, tricks=tricks),
                                  f"raspasovkas from {what}"), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
