"""Load generator: many concurrent games of every registered game through the real server.

    python bench/load.py --seconds 60 --concurrency 16
    python bench/load.py --seconds 600 --concurrency 16 --sample 30       # memory run
    python bench/load.py --seconds 60 --servers 2 --client-procs 2        # one server process per core
    python bench/load.py --seconds 60 --processes 2                       # CARDGAMES_PROCESSES=2 vs 1
    python bench/load.py --seconds 30 --rounds 3                          # phases alternate: median ratio
    python bench/load.py --seconds 10 --rounds 8 --against ../old         # A/B of two checkouts' servers

The server (``python -m cardgames.service``) and a bare grpc.aio echo server run as subprocesses on
loopback; the load comes from asyncio gRPC clients in this process (or ``--client-procs``
worker processes).  Every run is bounded in time (``--seconds``) and in count
(``--max-requests``).  Each simulated player loops: NewGame (random registered game, random
seat count in its range, random seed) -> LegalMoves for the seat to act -> Apply a random legal
move with ``expected_version`` -> ... until the end (or ``--max-moves``), then Score and a View.
States travel sealed by default (the public deployment and the server's default:
``CARDGAMES_ACCEPT_PLAIN=false``), so the hot path includes opening and sealing the AES-GCM token,
and every call for a seat sends that seat's token from NewGame (checked with an HMAC).

Then, in the same run, the same clients drive the echo server for ``--echo-seconds`` with the
Apply request/response sizes just measured: the ceiling.  Printed: requests/s, p50/p99 per RPC,
server CPU per request, the server RSS over time (growth after warm-up) and the ratio ours/echo.

With ``--servers N`` N server processes (and N echo servers) run on separate loopback ports and
the clients spread their channels over them round-robin.

With ``--processes N`` the game load runs twice in the same run, against ``python -m cardgames.service``
with one process and with ``CARDGAMES_PROCESSES=N`` (N workers sharing the port through
SO_REUSEPORT), and the scaling ratio N/1 is printed.  The kernel spreads connections, not calls,
over the workers, so the clients then open ``--channels`` separate connections per server
(default 8 with ``--processes``, else 1; every phase of a run uses the same number).

With ``--against PATH`` (another checkout, built, with the same contract) there is no echo
phase: games phases run against that checkout's server and this one's, in A B B A order for
``--rounds`` rounds, and the totals and the medians of the per-round ratios are printed.  The
host's speed drifts by tens of percent between phases on shared machines, so a change in server
cost is only visible side by side.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import multiprocessing
import os
import random
import statistics
import struct
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Awaitable, Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import grpc  # noqa: E402

from cardgames.clients.local import subprocess_env  # noqa: E402
from cardgames.v1 import engine_pb2, engine_pb2_grpc  # noqa: E402

BENCH_KEYS = "bench=" + base64.urlsafe_b64encode(b"\x42" * 32).decode().rstrip("=")
ECHO_METHOD = "/bench.Echo/Echo"


# -- statistics ----------------------------------------------------------------------------


@dataclass
class Stats:
    """What one worker saw; merged across workers."""

    latencies: dict[str, list[float]] = field(default_factory=dict)
    codes: dict[str, Counter[str]] = field(default_factory=dict)
    per_second: Counter[int] = field(default_factory=Counter)  # completed calls by wall-clock second
    request_bytes: dict[str, int] = field(default_factory=dict)
    response_bytes: dict[str, int] = field(default_factory=dict)
    games_finished: int = 0
    client_cpu: float = 0.0  # CPU seconds the load-generating process(es) used

    def record(self, rpc: str, code: str, seconds: float, sent: int = 0, received: int = 0) -> None:
        self.latencies.setdefault(rpc, []).append(seconds)
        self.codes.setdefault(rpc, Counter())[code] += 1
        self.per_second[int(time.time())] += 1
        self.request_bytes[rpc] = self.request_bytes.get(rpc, 0) + sent
        self.response_bytes[rpc] = self.response_bytes.get(rpc, 0) + received

    def merge(self, other: Stats) -> None:
        for rpc, values in other.latencies.items():
            self.latencies.setdefault(rpc, []).extend(values)
        for rpc, codes in other.codes.items():
            self.codes.setdefault(rpc, Counter()).update(codes)
        self.per_second.update(other.per_second)
        for rpc in other.request_bytes:
            self.request_bytes[rpc] = self.request_bytes.get(rpc, 0) + other.request_bytes[rpc]
            self.response_bytes[rpc] = self.response_bytes.get(rpc, 0) + other.response_bytes[rpc]
        self.games_finished += other.games_finished
        self.client_cpu += other.client_cpu

    def total(self) -> int:
        return sum(len(values) for values in self.latencies.values())

    def failures(self) -> int:
        return sum(n for codes in self.codes.values() for code, n in codes.items() if code != "OK")


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


class Budget:
    """The request-count bound shared by a worker's coroutines."""

    def __init__(self, limit: int, deadline: float):
        self.left = limit
        self.deadline = deadline

    def take(self) -> bool:
        if self.left <= 0 or time.monotonic() >= self.deadline:
            return False
        self.left -= 1
        return True


# -- the game-playing client -----------------------------------------------------------------


def _state_of(ref: engine_pb2.StateRef) -> engine_pb2.StateRef:
    """The state to send back: one form (a server that accepts plain states returns both)."""
    if ref.HasField("plain"):
        return engine_pb2.StateRef(plain=ref.plain)
    return engine_pb2.StateRef(sealed=ref.sealed)


class RawEngine:
    """GameEngine calls that send and receive bytes: the client serializes each request once and
    parses each response once, and the sizes come free (a stub plus ``ByteSize()`` would
    serialize both messages a second time just to measure them, CPU the server then lacks)."""

    _SERVICE = "/cardgames.v1.GameEngine/"

    def __init__(self, channel: grpc.aio.Channel):
        self._calls = {
            rpc: (channel.unary_unary(self._SERVICE + rpc), getattr(engine_pb2, rpc + "Response").FromString)
            for rpc in ("ListGames", "NewGame", "LegalMoves", "Apply", "Score", "View")
        }

    async def call(self, stats: Stats, rpc: str, request: Any, budget: Budget, timeout: float) -> Any:
        if not budget.take():
            return None
        method, parse = self._calls[rpc]
        payload = request.SerializeToString()
        started = time.perf_counter()
        try:
            reply = await method(payload, timeout=timeout)
        except grpc.aio.AioRpcError as error:
            stats.record(rpc, error.code().name, time.perf_counter() - started)
            return None
        stats.record(rpc, "OK", time.perf_counter() - started, len(payload), len(reply))
        return parse(reply)


def _seat_tokens(new: Any) -> Callable[[int], bytes]:
    """Seat -> its token from a NewGameResponse (empty when the server returned none)."""
    tokens = list(new.seat_tokens)
    return lambda seat: tokens[seat] if seat < len(tokens) else b""


async def _player(
    engine: RawEngine,
    games: list[tuple[str, int, int]],
    rng: random.Random,
    budget: Budget,
    stats: Stats,
    max_moves: int,
    timeout: float,
) -> None:
    async def call(rpc: str, request: Any) -> Any:
        return await engine.call(stats, rpc, request, budget, timeout)

    while budget.left > 0 and time.monotonic() < budget.deadline:
        game_id, low, high = games[rng.randrange(len(games))]
        new = await call(
            "NewGame",
            engine_pb2.NewGameRequest(
                game_id=game_id, players=rng.randint(low, high), seed=rng.getrandbits(63)
            ),
        )
        if new is None:
            continue
        # Each player sends its seat's token (a sealed-only server requires it; an older
        # checkout's server, --against, returns none and ignores the field).
        token = _seat_tokens(new)
        state = await _play_match(call, new, token, rng, max_moves)
        score = await call("Score", engine_pb2.ScoreRequest(state=state))
        viewer = rng.randint(0, low - 1)
        await call("View", engine_pb2.ViewRequest(state=state, seat=viewer, seat_token=token(viewer)))
        if score is not None and score.score.terminal:
            stats.games_finished += 1


async def _play_match(
    call: Callable[[str, Any], Awaitable[Any]],
    new: Any,
    token: Callable[[int], bytes],
    rng: random.Random,
    max_moves: int,
) -> Any:
    """Random legal moves from a NewGameResponse until the match ends, a call fails or ``max_moves``;
    returns the last state (scored unfinished when the cap was reached)."""
    state = _state_of(new.state)
    version = 0
    to_act = new.view.to_act if new.view.HasField("to_act") else None
    moves: Sequence[engine_pb2.Move] = ()
    for _ in range(max_moves):
        if to_act is None:
            break
        if not moves:
            listed = await call(
                "LegalMoves", engine_pb2.LegalMovesRequest(state=state, seat=to_act, seat_token=token(to_act))
            )
            if listed is None or not listed.moves:
                break
            moves = listed.moves
        move = moves[rng.randrange(len(moves))]
        applied = await call(
            "Apply",
            engine_pb2.ApplyRequest(
                state=state,
                seat=to_act,
                move=engine_pb2.Move(id=move.id),
                expected_version=version,
                seat_token=token(to_act),
            ),
        )
        if applied is None:
            break
        state, version = _state_of(applied.state), applied.view.version
        seat = to_act
        to_act = applied.view.to_act if applied.view.HasField("to_act") else None
        moves = applied.legal_moves if to_act == seat else ()
    return state


def _open_channels(targets: list[str], per_target: int) -> list[grpc.aio.Channel]:
    # A subchannel pool of its own per channel: each is a separate TCP connection.
    options = [("grpc.use_local_subchannel_pool", 1)]
    return [grpc.aio.insecure_channel(t, options=options) for _ in range(per_target) for t in targets]


async def _play(
    targets: list[str],
    channels_per_target: int,
    concurrency: int,
    seconds: float,
    max_requests: int,
    max_moves: int,
    seed: int,
    timeout: float,
) -> Stats:
    stats = Stats()
    channels = _open_channels(targets, channels_per_target)
    engines = [RawEngine(channel) for channel in channels]
    listing = await engine_pb2_grpc.GameEngineStub(channels[0]).ListGames(engine_pb2.ListGamesRequest(), timeout=10)
    games = [(g.id, g.min_players, g.max_players) for g in listing.games]
    budget = Budget(max_requests, time.monotonic() + seconds)
    await asyncio.gather(
        *(
            _player(
                engines[i % len(engines)],
                games,
                random.Random(seed * 1000 + i),
                budget,
                stats,
                max_moves,
                timeout,
            )
            for i in range(concurrency)
        )
    )
    for channel in channels:
        await channel.close()
    return stats


async def _echo(
    targets: list[str],
    channels_per_target: int,
    concurrency: int,
    seconds: float,
    max_requests: int,
    request_size: int,
    response_size: int,
    timeout: float,
) -> Stats:
    stats = Stats()
    channels = _open_channels(targets, channels_per_target)
    calls = [channel.unary_unary(ECHO_METHOD) for channel in channels]
    payload = struct.pack("<I", response_size) + bytes(max(0, request_size - 4))
    budget = Budget(max_requests, time.monotonic() + seconds)

    async def loop(call: Any) -> None:
        while budget.take():
            started = time.perf_counter()
            try:
                reply = await call(payload, timeout=timeout)
            except grpc.aio.AioRpcError as error:
                stats.record("Echo", error.code().name, time.perf_counter() - started)
                continue
            stats.record("Echo", "OK", time.perf_counter() - started, len(payload), len(reply))

    await asyncio.gather(*(loop(calls[i % len(calls)]) for i in range(concurrency)))
    for channel in channels:
        await channel.close()
    return stats


def play_worker(
    targets: list[str],
    channels_per_target: int,
    concurrency: int,
    seconds: float,
    max_requests: int,
    max_moves: int,
    seed: int,
    timeout: float,
) -> Stats:
    started = time.process_time()
    stats = asyncio.run(
        _play(targets, channels_per_target, concurrency, seconds, max_requests, max_moves, seed, timeout)
    )
    stats.client_cpu = time.process_time() - started
    return stats


def echo_worker(
    targets: list[str],
    channels_per_target: int,
    concurrency: int,
    seconds: float,
    max_requests: int,
    request_size: int,
    response_size: int,
    timeout: float,
) -> Stats:
    started = time.process_time()
    stats = asyncio.run(
        _echo(targets, channels_per_target, concurrency, seconds, max_requests, request_size, response_size, timeout)
    )
    stats.client_cpu = time.process_time() - started
    return stats


# -- the echo server (a subprocess: ``load.py --echo-server``) ----------------------------------


async def _serve_echo(max_message_bytes: int) -> None:
    replies: dict[int, bytes] = {}

    async def echo(request: bytes, context: object) -> bytes:
        size = struct.unpack_from("<I", request)[0] if len(request) >= 4 else len(request)
        reply = replies.get(size)
        if reply is None:
            reply = replies[size] = bytes(size)
        return reply

    server = grpc.aio.server(
        options=[
            ("grpc.max_receive_message_length", max_message_bytes),
            ("grpc.max_send_message_length", max_message_bytes),
        ]
    )
    handler = grpc.unary_unary_rpc_method_handler(echo)
    server.add_generic_rpc_handlers((grpc.method_handlers_generic_handler("bench.Echo", {"Echo": handler}),))
    port = server.add_insecure_port("127.0.0.1:0")
    await server.start()
    print(f"echo: serving on port {port}", flush=True)
    await server.wait_for_termination()


# -- server processes --------------------------------------------------------------------------


class ServerProcess:
    """A server subprocess whose port is read from its first stdout line; RSS and CPU from /proc."""

    def __init__(self, argv: list[str], env: dict[str, str], marker: str, log_path: Path, cwd: Path = ROOT):
        self._log = open(log_path, "wb")  # noqa: SIM115 - closed in stop()
        # ``python -m`` puts the working directory first on sys.path: it picks the checkout that runs.
        self.proc = subprocess.Popen(argv, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=self._log)
        assert self.proc.stdout is not None
        deadline = time.monotonic() + 60
        while True:
            line = self.proc.stdout.readline().decode()
            if marker in line:
                self.port = int(line.rsplit(" ", 1)[-1])
                break
            if not line or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"server did not start; see {log_path}")

    @property
    def target(self) -> str:
        return f"127.0.0.1:{self.port}"

    def rss_bytes(self) -> int:
        """RSS of the server and its worker processes (multi-process mode)."""
        return sum(_rss_of(pid) for pid in _process_tree(self.proc.pid))

    def cpu_seconds(self) -> float:
        """CPU time of the server and its live workers, plus what its exited children used."""
        return sum(_cpu_of(pid) for pid in _process_tree(self.proc.pid))

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self._log.close()


def _process_tree(pid: int) -> list[int]:
    pids, index = [pid], 0
    while index < len(pids):
        try:
            for task in os.listdir(f"/proc/{pids[index]}/task"):
                with open(f"/proc/{pids[index]}/task/{task}/children", encoding="ascii") as handle:
                    pids.extend(int(child) for child in handle.read().split())
        except OSError:
            pass
        index += 1
    return pids


def _rss_of(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def _cpu_of(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as handle:
            fields = handle.read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    # utime + stime, plus cutime + cstime of reaped children
    return sum(int(field) for field in fields[11:15]) / os.sysconf("SC_CLK_TCK")


def start_service(accept_plain: bool, index: int, processes: int = 1, root: Path = ROOT) -> ServerProcess:
    """``python -m cardgames.service`` from the checkout at ``root`` (this one by default)."""
    env = subprocess_env(
        root,
        # The server's default is the public posture; a trusted-backend run says so (and gets plain states back).
        CARDGAMES_ACCEPT_PLAIN="true" if accept_plain else "false",
        CARDGAMES_STATE_OUTPUT="both" if accept_plain else "sealed",
        CARDGAMES_SEAL_KEYS=BENCH_KEYS,
        CARDGAMES_GRACE_SECONDS="2",
        CARDGAMES_PROCESSES=str(processes),
    )
    return ServerProcess(
        [sys.executable, "-m", "cardgames.service"],
        env,
        "serving gRPC on port",
        Path(f"/tmp/cardgames-load-server-{os.getpid()}-{index}.log"),
        root,
    )


def start_echo(index: int) -> ServerProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return ServerProcess(
        [sys.executable, str(Path(__file__).resolve()), "--echo-server"],
        env,
        "echo: serving",
        Path(f"/tmp/cardgames-load-echo-{os.getpid()}-{index}.log"),
    )


# -- running a phase while sampling the servers ------------------------------------------------


@dataclass
class Sample:
    at: float
    rss: int
    cpu: float


def run_phase(
    servers: list[ServerProcess],
    worker: Callable[..., Stats],
    per_worker: list[tuple[Any, ...]],
    seconds: float,
    sample_every: float,
    label: str,
) -> tuple[Stats, list[Sample], float]:
    """Run the workers in processes, sampling the servers' RSS/CPU; return stats, samples, wall time."""
    samples: list[Sample] = []
    context = multiprocessing.get_context("spawn")
    started = time.time()
    with ProcessPoolExecutor(len(per_worker), mp_context=context) as pool:
        futures = [pool.submit(worker, *args) for args in per_worker]
        next_sample = time.monotonic()
        while not all(f.done() for f in futures):
            if time.monotonic() >= next_sample:
                sample = Sample(
                    time.time(), sum(s.rss_bytes() for s in servers), sum(s.cpu_seconds() for s in servers)
                )
                samples.append(sample)
                print(
                    f"  [{label}] t={sample.at - started:6.0f}s server RSS {sample.rss / 2**20:7.1f} MiB",
                    file=sys.stderr,
                    flush=True,
                )
                next_sample += sample_every
            time.sleep(0.2)
        stats = Stats()
        for future in futures:
            stats.merge(future.result())
    elapsed = time.time() - started
    samples.append(
        Sample(time.time(), sum(s.rss_bytes() for s in servers), sum(s.cpu_seconds() for s in servers))
    )
    return stats, samples, elapsed


def rps_of(stats: Stats) -> float:
    """Requests/s over the full seconds in which calls completed (drops the ramp-up and the tail)."""
    if not stats.per_second:
        return 0.0
    seconds = sorted(stats.per_second)
    inner = seconds[1:-1] or seconds
    return sum(stats.per_second[s] for s in inner) / len(inner)


def report_latencies(stats: Stats, elapsed: float) -> None:
    print(
        f"  {'rpc':11} {'calls':>9} {'calls/s':>9} {'p50 ms':>8} {'p99 ms':>8} {'mean B in/out':>15}  codes"
    )
    for rpc in sorted(stats.latencies, key=lambda r: -len(stats.latencies[r])):
        values = stats.latencies[rpc]
        ok = stats.codes[rpc].get("OK", 0) or 1
        sizes = f"{stats.request_bytes[rpc] // ok}/{stats.response_bytes[rpc] // ok}"
        codes = ", ".join(f"{c}={n}" for c, n in stats.codes[rpc].most_common())
        print(
            f"  {rpc:11} {len(values):9d} {len(values) / elapsed:9.0f} {percentile(values, 0.5) * 1e3:8.2f} "
            f"{percentile(values, 0.99) * 1e3:8.2f} {sizes:>15}  {codes}"
        )


def report_rss(samples: list[Sample], warmup: float) -> float:
    """Print the RSS curve (about 12 points) and return the growth after warm-up in percent."""
    start = samples[0].at
    step = max(1, len(samples) // 12)
    shown = samples[::step] + ([samples[-1]] if (len(samples) - 1) % step else [])
    print(
        "  server RSS over time: " + "  ".join(f"{s.at - start:.0f}s={s.rss / 2**20:.1f}MiB" for s in shown)
    )
    after = [s for s in samples if s.at - start >= warmup] or samples[-2:]
    base, last = after[0].rss, samples[-1].rss
    growth = 100.0 * (last - base) / base if base else 0.0
    peak = max(s.rss for s in after)
    print(
        f"  RSS after warm-up ({warmup:.0f}s): {base / 2**20:.1f} MiB -> {last / 2**20:.1f} MiB "
        f"(growth {growth:+.2f}%, peak {peak / 2**20:.1f} MiB)"
    )
    return growth


@dataclass
class GamesRun:
    """One game-load phase against ``python -m cardgames.service``."""

    stats: Stats
    samples: list[Sample]
    elapsed: float
    cpu_used: float

    @property
    def rps(self) -> float:
        return rps_of(self.stats)


def run_games(
    args: argparse.Namespace, shares: list[int], channels: int, processes: int, label: str, root: Path = ROOT
) -> GamesRun:
    procs = len(shares)
    sample_every = args.sample or max(1.0, args.seconds / 60)
    servers = [start_service(args.plain, i, processes, root) for i in range(args.servers)]
    try:
        targets = [s.target for s in servers]
        per_worker = [
            (
                targets,
                channels,
                share,
                args.seconds,
                args.max_requests // procs,
                args.max_moves,
                args.seed + i,
                args.timeout,
            )
            for i, share in enumerate(shares)
        ]
        cpu_before = sum(s.cpu_seconds() for s in servers)
        stats, samples, elapsed = run_phase(servers, play_worker, per_worker, args.seconds, sample_every, label)
        cpu_used = samples[-1].cpu - cpu_before
    finally:
        for server in servers:
            server.stop()
    return GamesRun(stats, samples, elapsed, cpu_used)


def report_games(run: GamesRun, heading: str) -> None:
    stats, total = run.stats, run.stats.total()
    print(
        f"\n{heading}: {total} calls in {run.elapsed:.1f}s, {run.rps:.0f} requests/s (steady), "
        f"{stats.failures()} failed, {stats.games_finished} matches finished, "
        f"server CPU {run.cpu_used / max(total, 1) * 1e6:.0f} µs/request, "
        f"client CPU {stats.client_cpu / max(total, 1) * 1e6:.0f} µs/request"
    )
    report_latencies(stats, run.elapsed)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--seconds", type=float, default=60.0, help="length of each game load phase")
    parser.add_argument(
        "--echo-seconds", type=float, default=None, help="echo phase (default min(seconds, 30))"
    )
    parser.add_argument("--max-requests", type=int, default=10_000_000, help="bound on calls per phase")
    parser.add_argument("--concurrency", type=int, default=16, help="calls in flight (simulated players)")
    parser.add_argument("--client-procs", type=int, default=1, help="load-generating processes")
    parser.add_argument("--servers", type=int, default=1, help="server processes (and echo servers)")
    parser.add_argument(
        "--processes", type=int, default=1, help="also run CARDGAMES_PROCESSES=N and print the scaling N/1"
    )
    parser.add_argument(
        "--channels", type=int, default=None, help="connections per server (default 8 with --processes, else 1)"
    )
    parser.add_argument("--plain", action="store_true", help="send plain states (trusted backend) not sealed")
    parser.add_argument(
        "--max-moves", type=int, default=300, help="moves per match before scoring it unfinished"
    )
    parser.add_argument("--sample", type=float, default=None, help="RSS sampling period in seconds")
    parser.add_argument("--warmup", type=float, default=None, help="seconds excluded from the RSS growth")
    parser.add_argument("--timeout", type=float, default=10.0, help="per-call deadline")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--rounds", type=int, default=1, help="alternate games and echo phases this many times; print the median ratio"
    )
    parser.add_argument(
        "--against",
        type=Path,
        default=None,
        help="another checkout (built, same contract): alternate games phases against its server and this one's",
    )
    parser.add_argument("--echo-server", action="store_true", help=argparse.SUPPRESS)
    return parser


def main() -> None:
    args = _parser().parse_args()
    if args.echo_server:
        asyncio.run(_serve_echo(4 * 1024 * 1024))
        return

    procs = max(1, args.client_procs)
    processes = max(1, args.processes)
    channels = args.channels or (8 if processes > 1 else 1)
    echo_seconds = args.echo_seconds if args.echo_seconds is not None else min(args.seconds, 30.0)
    warmup = args.warmup if args.warmup is not None else min(60.0, args.seconds * 0.2)
    shares = [args.concurrency // procs + (i < args.concurrency % procs) for i in range(procs)]
    print(
        f"load: {args.seconds:.0f}s of games, {args.concurrency} calls in flight, "
        f"{procs} client process(es), {args.servers} server(s), "
        f"{'1 and ' + str(processes) if processes > 1 else '1'} process(es) per server, "
        f"{channels} connection(s) per server, states {'plain' if args.plain else 'sealed'}, "
        f"{os.cpu_count()} CPUs"
    )

    rounds = max(1, args.rounds)
    if args.against is not None:
        compare(args, shares, channels, rounds)
        return
    results: list[tuple[float, float, float, float]] = []  # per round: ours/echo, N/1, N/echo, CPU echo/ours
    for index in range(rounds):
        if rounds > 1:
            print(f"\n== round {index + 1} of {rounds}")
        results.append(run_round(args, shares, channels, processes, echo_seconds, warmup))
    if rounds > 1:
        _print_rounds(rounds, processes, results)


def _print_rounds(rounds: int, processes: int, results: list[tuple[float, float, float, float]]) -> None:
    """The medians over the rounds of the per-round ratios."""
    median = statistics.median(r[0] for r in results)
    print(
        f"\nover {rounds} rounds (games and echo phases alternate, so load from other jobs on the machine "
        f"falls on both): ours/echo throughput {', '.join(f'{r[0]:.2f}' for r in results)}; "
        f"median {median:.2f} (target >= 0.70: {'met' if median >= 0.7 else 'NOT met'}); "
        f"CPU per request echo/ours {', '.join(f'{r[3]:.2f}' for r in results)}, "
        f"median {statistics.median(r[3] for r in results):.2f}"
    )
    if processes > 1:
        scaling = statistics.median(r[1] for r in results)
        multi_ratio = statistics.median(r[2] for r in results)
        print(f"CARDGAMES_PROCESSES={processes}: scaling median {scaling:.2f}, ours/echo median {multi_ratio:.2f}")


def compare(args: argparse.Namespace, shares: list[int], channels: int, rounds: int) -> None:
    """Games phases against this checkout's server and ``--against``'s, alternated A B B A ...

    Both servers get the same clients (this checkout's) and the same seeds.  The host's speed
    drifts between phases, so each round swaps the order, and the medians of the per-round
    ratios are printed with the totals.
    """
    other = args.against.resolve()
    checkouts = {"this": ROOT, "against": other}
    print(f"comparing this checkout ({ROOT}) with {other}: {rounds} rounds of two {args.seconds:.0f}s phases")
    totals: dict[str, list[float]] = {name: [0, 0.0, 0.0] for name in checkouts}  # calls, seconds, CPU seconds
    ratios: list[tuple[float, float]] = []  # per round: throughput this/against, server CPU against/this
    for index in range(rounds):
        order = list(checkouts) if index % 2 == 0 else list(checkouts)[::-1]
        measured: dict[str, tuple[float, float]] = {}
        for name in order:
            run = run_games(args, shares, channels, 1, name, checkouts[name])
            calls = run.stats.total()
            cpu = run.cpu_used / max(calls, 1)
            measured[name] = (run.rps, cpu)
            totals[name][0] += calls
            totals[name][1] += run.elapsed
            totals[name][2] += run.cpu_used
            print(
                f"round {index + 1} {name:8} {run.rps:7.0f} requests/s, server CPU {cpu * 1e6:5.0f} µs/request, "
                f"{run.stats.failures()} failed"
            )
        ratios.append((measured["this"][0] / measured["against"][0], measured["against"][1] / measured["this"][1]))
    for name, (all_calls, all_seconds, all_cpu) in totals.items():
        print(
            f"total {name:8} {all_calls / all_seconds:7.0f} requests/s, "
            f"server CPU {all_cpu / max(all_calls, 1) * 1e6:5.0f} µs/request"
        )
    print(
        f"this/against: throughput {', '.join(f'{r[0]:.3f}' for r in ratios)}, "
        f"median {statistics.median(r[0] for r in ratios):.3f}; server CPU per request against/this "
        f"{', '.join(f'{r[1]:.3f}' for r in ratios)}, median {statistics.median(r[1] for r in ratios):.3f}"
    )


def run_echo(
    args: argparse.Namespace, shares: list[int], channels: int, seconds: float, request_size: int, response_size: int
) -> GamesRun:
    """The echo ceiling: the same clients, payloads of the measured Apply sizes."""
    procs = len(shares)
    echoes = [start_echo(i) for i in range(args.servers)]
    try:
        targets = [s.target for s in echoes]
        per_worker = [
            (targets, channels, share, seconds, args.max_requests // procs, request_size, response_size, args.timeout)
            for share in shares
        ]
        cpu_before = sum(s.cpu_seconds() for s in echoes)
        stats, samples, elapsed = run_phase(echoes, echo_worker, per_worker, seconds, max(1.0, seconds / 10), "echo")
        cpu_used = samples[-1].cpu - cpu_before
    finally:
        for server in echoes:
            server.stop()
    return GamesRun(stats, samples, elapsed, cpu_used)


def run_round(
    args: argparse.Namespace, shares: list[int], channels: int, processes: int, echo_seconds: float, warmup: float
) -> tuple[float, float, float, float]:
    """One games phase (and one with N processes), then the echo phase; print them; return the ratios."""
    single = run_games(args, shares, channels, 1, "games")
    report_games(single, "games")
    growth = report_rss(single.samples, warmup)
    multi = None
    if processes > 1:
        multi = run_games(args, shares, channels, processes, f"games x{processes}")
        report_games(multi, f"games, CARDGAMES_PROCESSES={processes}")
        report_rss(multi.samples, warmup)

    stats = single.stats
    apply_ok = stats.codes.get("Apply", Counter()).get("OK", 0) or 1
    request_size = stats.request_bytes.get("Apply", 0) // apply_ok
    response_size = stats.response_bytes.get("Apply", 0) // apply_ok
    echo = run_echo(args, shares, channels, echo_seconds, request_size, response_size)
    echo_stats, echo_cpu = echo.stats, echo.cpu_used
    ceiling = echo.rps
    print(
        f"\necho ceiling (request {request_size} B, response {response_size} B = mean Apply sizes): "
        f"{echo_stats.total()} calls in {echo.elapsed:.1f}s, {ceiling:.0f} requests/s, "
        f"{echo_stats.failures()} failed, "
        f"server CPU {echo_cpu / max(echo_stats.total(), 1) * 1e6:.0f} µs/request, "
        f"client CPU {echo_stats.client_cpu / max(echo_stats.total(), 1) * 1e6:.0f} µs/request"
    )
    report_latencies(echo_stats, echo.elapsed)

    apply_p50 = percentile(stats.latencies.get("Apply", []), 0.5)
    echo_p50 = percentile(echo_stats.latencies.get("Echo", []), 0.5)
    ratio = single.rps / ceiling if ceiling else float("nan")
    print(
        f"\nratio ours/echo: throughput {ratio:.2f} "
        f"(target >= 0.70: {'met' if ratio >= 0.7 else 'NOT met'}); "
        f"Apply p50 / echo p50 {apply_p50 / echo_p50:.2f}; RSS growth after warm-up {growth:+.2f}% "
        f"(target < 5%: {'met' if growth < 5 else 'NOT met'})"
    )
    # Both sides share the machine's cores, so when they are saturated the throughput ratio follows the
    # ratio of CPU per request (server + client): printed to tell server cost from scheduling noise.
    ours_cpu = (single.cpu_used + stats.client_cpu) / max(stats.total(), 1)
    echo_total_cpu = (echo_cpu + echo_stats.client_cpu) / max(echo_stats.total(), 1)
    print(
        f"CPU per request, server + client: ours {ours_cpu * 1e6:.0f} µs, echo {echo_total_cpu * 1e6:.0f} µs "
        f"(echo/ours {echo_total_cpu / ours_cpu:.2f})"
    )
    scaling = multi_ratio = float("nan")
    if multi is not None:
        scaling = multi.rps / single.rps
        multi_ratio = multi.rps / ceiling if ceiling else float("nan")
        print(
            f"scaling CARDGAMES_PROCESSES={processes} / 1: throughput {scaling:.2f} "
            f"({multi.rps:.0f} vs {single.rps:.0f} requests/s); with {processes} processes ours/echo "
            f"{multi_ratio:.2f}"
        )
    return ratio, scaling, multi_ratio, echo_total_cpu / ours_cpu

if __name__ == "__main__":
    main()
