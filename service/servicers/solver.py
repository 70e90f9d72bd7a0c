"""Solver: double-dummy and solitaire RPCs, run off the event loop in a bounded pool.

The request deadline becomes the search's time budget (measured from when a
worker picks the job up), so the answer is either in time or
DEADLINE_EXCEEDED. At most ``solver_workers + solver_queue`` solves are
admitted at once; beyond that RESOURCE_EXHAUSTED answers at once.

SolveSolitaire never answers late: the answer is due a margin before the deadline
(:func:`answer_margin`); a search that has not returned by then (it waited in the
queue, the host is loaded, a move took long) is told to stop and the answer is
BUDGET_EXCEEDED with the nodes it had explored.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import grpc

from cardgames.games.core.cards import Card
from cardgames.solvers import dd, rules_search, solitaire
from cardgames.solvers.positions import deal_hands, game_seats, position_of
from cardgames.v1 import solver_pb2, solver_pb2_grpc

from ..config import Config
from ..errors import BudgetExceeded, Overloaded, RequestError
from ..handlers import add_service
from ..metrics import SOLVE_NODES, SOLVE_SECONDS
from ..states import StateGate

T = TypeVar("T")

MAX_SOLVE_SECONDS = 300.0
MAX_TABLE_MB = 1024
SEATS = "NESW"
OBJECTIVES = {
    solver_pb2.DOUBLE_DUMMY_OBJECTIVE_UNSPECIFIED: "tricks",
    solver_pb2.DOUBLE_DUMMY_OBJECTIVE_TRICKS: "tricks",
    solver_pb2.DOUBLE_DUMMY_OBJECTIVE_POINTS: "points",
    solver_pb2.DOUBLE_DUMMY_OBJECTIVE_PENALTIES: "penalties",
}
OBJECTIVE_CODES = {"tricks": 1, "points": 2, "penalties": 3}
VULNERABILITY = {0: "None", 1: "None", 2: "NS", 3: "EW", 4: "Both"}
SOLITAIRE_VERDICTS = {
    solitaire.Verdict.WON: solver_pb2.SOLITAIRE_VERDICT_WON,
    solitaire.Verdict.LOST: solver_pb2.SOLITAIRE_VERDICT_LOST,
    solitaire.Verdict.BUDGET_EXCEEDED: solver_pb2.SOLITAIRE_VERDICT_BUDGET_EXCEEDED,
}
MAX_SOLITAIRE_NODES = 10**10
ANSWER_SHARE = 0.1
"""The share of a solitaire request's time kept back for the answer to travel (within the bounds below)."""
ANSWER_MARGIN_SECONDS = (0.05, 0.5)
REPLAY_SHARE = 0.05
"""The share of the search's time kept back for the replay of a winning line through the rules engine."""


def answer_margin(seconds_left: float) -> float:
    """How long before the request's deadline the answer is due."""
    low, high = ANSWER_MARGIN_SECONDS
    return min(high, max(low, ANSWER_SHARE * seconds_left))


class SolverPool:
    """A fixed number of worker threads and a bounded number of waiting jobs."""

    def __init__(self, workers: int, queue: int):
        self._executor = ThreadPoolExecutor(max_workers=max(1, workers), thread_name_prefix="solver")
        self._limit = max(1, workers) + max(0, queue)
        self._admitted = 0

    async def run(self, context: grpc.aio.ServicerContext, job: Callable[[float], T]) -> T:
        """Run ``job(time_budget_seconds)`` in a worker; the budget is what the deadline leaves."""
        if self._admitted >= self._limit:
            raise Overloaded(f"solver busy: {self._limit} solves admitted already; retry later")
        remaining = context.time_remaining()
        deadline = time.monotonic() + min(MAX_SOLVE_SECONDS, remaining if remaining is not None else MAX_SOLVE_SECONDS)
        self._admitted += 1
        try:
            loop = asyncio.get_running_loop()
            return await loop.run_in_executor(self._executor, _with_budget, job, deadline)
        finally:
            self._admitted -= 1

    async def run_by(self, context: grpc.aio.ServicerContext, job: Callable[[float], T],
                     late: Callable[[], T]) -> T:
        """Run ``job(seconds_left)`` in a worker, but answer ``late()`` if it has not returned a margin before the
        request's deadline (``late`` also tells the job to stop).  The job stays admitted until it returns, so a
        runaway job still counts against overload."""
        if self._admitted >= self._limit:
            raise Overloaded(f"solver busy: {self._limit} solves admitted already; retry later")
        remaining = context.time_remaining()
        seconds = min(MAX_SOLVE_SECONDS, remaining if remaining is not None else MAX_SOLVE_SECONDS)
        answer_by = time.monotonic() + seconds - answer_margin(seconds)
        loop = asyncio.get_running_loop()
        self._admitted += 1
        work = self._executor.submit(_bad_input_named, lambda: job(answer_by - time.monotonic()))
        work.add_done_callback(lambda _: _call_soon(loop, self._release))
        try:
            return await asyncio.wait_for(asyncio.shield(asyncio.wrap_future(work)),
                                          timeout=max(0.0, answer_by - time.monotonic()))
        except TimeoutError:
            work.cancel()  # a job still waiting in the queue never starts
            return late()

    def _release(self) -> None:
        self._admitted -= 1

    def shutdown(self) -> None:
        self._executor.shutdown(wait=False, cancel_futures=True)


def _bad_input_named(job: Callable[[], T]) -> T:
    try:
        return job()
    except (ValueError, KeyError) as error:
        raise RequestError(f"bad position: {error}", field="position") from None


def _call_soon(loop: asyncio.AbstractEventLoop, callback: Callable[[], None]) -> None:
    """``callback`` on ``loop``'s thread (a worker's job ended); nothing once the server's loop has closed."""
    if not loop.is_closed():
        loop.call_soon_threadsafe(callback)


def _with_budget(job: Callable[[float], T], deadline: float) -> T:
    budget = deadline - time.monotonic() - 0.02  # leave time to answer
    if budget <= 0:
        raise BudgetExceeded("the deadline passed while the solve waited in the queue")
    try:
        return job(budget)
    except dd.SolverBudgetExceeded as error:
        raise _deadline_error(error) from None
    except (ValueError, KeyError) as error:
        raise RequestError(f"bad position: {error}", field="position") from None


def _deadline_error(error: dd.SolverBudgetExceeded) -> BudgetExceeded:
    """Out of time, with what the search proved: the value's bounds, as the response's ``value`` reports it."""
    message = "the search did not finish within the request deadline"
    if error.lower is None or error.upper is None:
        return BudgetExceeded(message)
    return BudgetExceeded(
        f"{message}; the value lies in [{error.lower}, {error.upper}]",
        metadata={"value_lower": str(error.lower), "value_upper": str(error.upper)},
    )


def _rules(message: solver_pb2.DoubleDummyRules) -> dd.Rules:
    seats = message.seats or 4
    if not 2 <= seats <= 6:
        raise RequestError(f"rules.seats must be 2..6, got {seats}", field="explicit.rules.seats")
    sides = tuple(int(flag) for flag in message.sides) or tuple(1 - seat % 2 for seat in range(seats))
    if len(sides) != seats:
        raise RequestError("rules.sides needs one flag per seat", field="explicit.rules.sides")
    options: dict[str, Any] = {
        "seats": seats,
        "sides": sides,
        "trump": message.trump.upper() or None,
        "follow": not message.follow_optional,
        "must_trump": message.must_trump,
        "must_overtrump": message.must_overtrump,
        "partner_exempt": message.partner_exempt,
        "no_trump_lead_seat": message.no_trump_lead_seat if message.HasField("no_trump_lead_seat") else None,
        "objective": OBJECTIVES.get(message.objective, "tricks"),
        "card_points": dict(message.card_points),
        "trick_points": message.trick_points,
        "last_trick_bonus": message.last_trick_bonus,
        "extra_trumps": tuple(message.extra_trumps),
        "last_tricks": message.last_tricks or 1,
        "banned_lead": message.banned_lead.upper() or None,
        "penultimate_bonus": message.penultimate_bonus,
        "void_overtrump": message.void_overtrump,
        "repeated_cards": message.repeated_cards,
        "jokers_never_win": message.jokers_never_win,
        "must_head": message.must_head,
    }
    seat = options["no_trump_lead_seat"]
    if seat is not None and seat >= seats:
        raise RequestError("rules.no_trump_lead_seat out of range", field="explicit.rules.no_trump_lead_seat")
    if message.rank_order:
        options["rank_order"] = message.rank_order
    if message.trump_rank_order:
        options["trump_rank_order"] = message.trump_rank_order
    if options["trump"] not in (None, "C", "D", "H", "S"):
        raise RequestError(
            f"rules.trump must be C, D, H, S or empty, got {message.trump!r}", field="explicit.rules.trump"
        )
    try:
        return dd.Rules(**options)
    except (ValueError, TypeError) as error:
        raise RequestError(f"bad rules: {error}", field="explicit.rules") from None


class SolverServicer(solver_pb2_grpc.SolverServicer):
    def __init__(self, gate: StateGate, pool: SolverPool):
        self._gate = gate
        self._pool = pool

    async def SolveDoubleDummy(self, request: Any, context: grpc.aio.ServicerContext) -> Any:
        solve, seats, objective = self._dd_job(request)
        started = time.perf_counter()
        result = await self._pool.run(context, solve)
        SOLVE_SECONDS.labels("dd_position").observe(time.perf_counter() - started)
        nodes = int(getattr(result, "nodes", 0))
        SOLVE_NODES.labels("dd_position").inc(nodes)
        def seat(index: int) -> int:  # the game's seat (a game may leave seats out of the play)
            return seats[index] if seats else index

        return solver_pb2.SolveDoubleDummyResponse(
            seat_to_move=seat(result.seat_to_move),
            value=result.value,
            cards=[solver_pb2.CardValue(card=card, value=value) for card, value in result.card_values.items()],
            total=result.total,
            side=[seat(index) for index, flag in enumerate(result.side) if flag],
            objective=OBJECTIVE_CODES[objective],
            nodes=nodes,
        )

    async def DoubleDummyTable(self, request: Any, context: grpc.aio.ServicerContext) -> Any:
        deal = self._deal(request)
        dealer = (request.dealer or "N").upper()
        if dealer not in SEATS:
            raise RequestError(f"dealer must be N, E, S or W, got {request.dealer!r}", field="dealer")
        vulnerability = VULNERABILITY.get(request.vulnerability)
        if vulnerability is None:
            raise RequestError("unknown vulnerability", field="vulnerability")
        started = time.perf_counter()
        table = await self._pool.run(context, lambda budget: dd.solve_table(deal, time_budget=budget))
        SOLVE_SECONDS.labels("dd_table").observe(time.perf_counter() - started)
        SOLVE_NODES.labels("dd_table").inc(table.nodes)
        par = dd.par(table, vulnerability, dealer)
        return solver_pb2.DoubleDummyTableResponse(rows=table_rows(table), par=solver_pb2.Par(
            score=par.score, contracts=list(par.contracts)), nodes=table.nodes)

    async def SolveSolitaire(self, request: Any, context: grpc.aio.ServicerContext) -> Any:
        game_id, state = self._patience(request)
        nodes = min(request.node_budget or solitaire.Budget().nodes, MAX_SOLITAIRE_NODES)
        progress = solitaire.Progress()
        started = time.perf_counter()

        def search(seconds_left: float) -> solitaire.Solution:
            seconds = max(0.001, seconds_left * (1 - REPLAY_SHARE))
            return solitaire.solve(game_id, state, solitaire.Budget(seconds=seconds, nodes=nodes, progress=progress))

        def late() -> solitaire.Solution:
            progress.stopped = True
            return solitaire.Solution(
                solitaire.Verdict.BUDGET_EXCEEDED, (), progress.nodes, time.perf_counter() - started, "deadline",
                f"the request's deadline came before the search ended ({progress.nodes} nodes explored)")

        solution = await self._pool.run_by(context, search, late)
        SOLVE_SECONDS.labels("solitaire").observe(time.perf_counter() - started)
        SOLVE_NODES.labels("solitaire").inc(solution.nodes)
        return solver_pb2.SolveSolitaireResponse(
            game_id=game_id, verdict=SOLITAIRE_VERDICTS[solution.verdict], moves=list(solution.moves),
            nodes=solution.nodes, seconds=solution.seconds, method=solution.method, note=solution.note,
        )

    def _patience(self, request: Any) -> tuple[str, Any]:
        """The patience and the state to solve: a state sent back, or a new deal as NewGame makes it."""
        which = request.WhichOneof("position")
        if which is None:
            raise RequestError("give a patience state or a deal", field="position")
        if which == "state":
            opened = self._gate.open(request.state)
            game_id = opened.game.rules.spec.id
            solitaire.game_of(game_id)
            self._gate.check_all_hands_may_show(opened)  # a line shows the face-down cards
            return game_id, opened.state
        deal = request.deal
        solitaire.game_of(deal.game_id)
        try:
            order = tuple(Card.parse(text) for text in deal.order) if deal.order else None
        except ValueError as error:
            raise RequestError(f"bad card in deal.order: {error}", field="deal.order") from None
        return deal.game_id, solitaire.new_state(deal.game_id, dict(deal.options), deal.seed, order)

    def _dd_job(self, request: Any) -> tuple[Callable[[float], dd.PositionResult], tuple[int, ...], str]:
        """The solve to run (given the time budget), the game's seat of each solver seat (empty: the same) and
        the objective: the engine's, or a search by the game's own rules where its tricks leave the engine's."""
        opened = self._gate.open(request.state) if request.WhichOneof("position") == "state" else None
        table_mb = min(request.table_megabytes or dd.DEFAULT_TT_MB, MAX_TABLE_MB)
        values = not request.value_only
        counting = None if opened is None else rules_search.counting_by_rules(opened.game.rules, opened.state)
        if opened is not None and counting is not None:
            self._gate.check_all_hands_may_show(opened)
            game, state, rules_counting = opened.game.rules, opened.state, counting

            def by_rules(budget: float) -> dd.PositionResult:
                return rules_search.solve_by_rules(game, state, rules_counting, tt_mb=table_mb, time_budget=budget,
                                                   values_of_cards=values)

            return by_rules, (), "penalties" if counting.avoid else "tricks"
        position, seats = self._position(request, opened)

        def by_engine(budget: float) -> dd.PositionResult:
            return dd.solve_position(position, tt_mb=table_mb, time_budget=budget, values_of_cards=values)

        return by_engine, seats, position.rules.objective

    def _position(self, request: Any, opened: Any) -> tuple[dd.Position, tuple[int, ...]]:
        """The position to solve and the game's seat of each of its seats (empty: the same); ``opened``: the
        request's state, opened (None for an explicit position)."""
        which = request.WhichOneof("position")
        if which is None:
            raise RequestError("give a state or an explicit position", field="position")
        if opened is not None:
            self._gate.check_all_hands_may_show(opened)
            position = position_of(opened.game.rules, opened.state)
            return position, game_seats(opened.game.rules, opened.state)
        explicit = request.explicit
        rules = _rules(explicit.rules)
        if len(explicit.hands) != rules.seats:
            raise RequestError(f"explicit.hands needs {rules.seats} hands", field="explicit.hands")
        if explicit.leader >= rules.seats:
            raise RequestError("explicit.leader out of range", field="explicit.leader")
        return dd.Position(
            hands=[list(hand.cards) for hand in explicit.hands],
            leader=explicit.leader,
            played=tuple(explicit.played),
            rules=rules,
        ), ()

    def _deal(self, request: Any) -> Any:
        which = request.WhichOneof("deal")
        if which is None:
            raise RequestError("give a PBN deal or a bridge state", field="deal")
        if which == "pbn":
            _check_pbn_start(request.pbn)
            try:
                return dd.parse_pbn(request.pbn)
            except (ValueError, KeyError) as error:
                raise RequestError(f"bad PBN deal: {error}", field="pbn") from None
        opened = self._gate.open(request.state)
        game = opened.game.rules
        hands = deal_hands(game, opened.state) if game.num_players(opened.state) == 4 else None
        if hands is None:
            raise RequestError("DoubleDummyTable takes a bridge state", field="state")
        self._gate.check_all_hands_may_show(opened)
        return hands


def _check_pbn_start(pbn: str) -> None:
    """The first hand's seat, when given, is N, E, S or W (the parser would fail on it with a bare "substring
    not found")."""
    text = pbn.strip()
    if len(text) > 1 and text[1] == ":" and text[0].upper() not in SEATS:
        raise RequestError(
            f"bad PBN deal: it starts with the first hand's seat (N, E, S or W) and a colon, got {text[:2]!r}",
            field="pbn",
        )


def table_rows(table: Any) -> list[solver_pb2.DeclarerTricks]:
    """One row per declarer; ``table.tricks`` is indexed [strain C, D, H, S, NT][seat N, E, S, W]."""
    rows = []
    for seat, name in enumerate(SEATS):
        clubs, diamonds, hearts, spades, notrump = (table.tricks[strain][seat] for strain in range(5))
        rows.append(solver_pb2.DeclarerTricks(declarer=name, clubs=clubs, diamonds=diamonds, hearts=hearts,
                                              spades=spades, notrump=notrump))
    return rows


def add_solver_service(server: Any, config: Config, gate: StateGate | None = None) -> list[str]:
    """Register Solver on ``server``; return its service name (for health and reflection)."""
    if gate is None:
        raise RequestError("the solver needs the server's state gate")
    pool = SolverPool(config.solver_workers, config.solver_queue)
    servicer = SolverServicer(gate, pool)
    return add_service(server, solver_pb2_grpc.add_SolverServicer_to_server, servicer)
