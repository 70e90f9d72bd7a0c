"""How long one Apply takes, per game: in-process path and a full gRPC round trip.

    python bench/apply_latency.py [--games durak,bridge,little_piano] [--moves 2000]

For each game it plays random games through the real server on loopback
(one call in flight), timing every Apply, and times the same handler work
in-process (decode state, apply, encode + seal, view). Then it times a bare
grpc.aio echo with the state's payload size, in the same run, as the floor.
Prints median and p90 per figure and the ratio Apply/echo.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import grpc

from cardgames.clients.local import local_server
from cardgames.clients.sdk import CardGamesClient
from cardgames.v1 import engine_pb2


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def rpc_apply_times(client: CardGamesClient, game_id: str, moves: int, seed: int) -> tuple[list[float], int]:
    chooser = random.Random(seed)
    times: list[float] = []
    size = 0
    game_seed = seed
    while len(times) < moves:
        turn = client.new_game(game_id, seed=game_seed)
        game_seed += 1
        while not turn.terminal and len(times) < moves:
            seat = turn.to_act
            assert seat is not None
            legal = client.legal_moves(turn.state, seat).legal_moves
            move = legal[chooser.randrange(len(legal))]
            started = time.perf_counter()
            turn = client.apply(turn.state, seat, move.id)
            times.append(time.perf_counter() - started)
            size = max(size, turn.state.ByteSize())
    return times, size


def inprocess_apply_times(game_id: str, moves: int, seed: int) -> list[float]:
    from cardgames.games.core.rng import Drbg
    from cardgames.service.codec.games import codec_for
    from cardgames.service.config import Config
    from cardgames.service.sealing import KeyRing
    from cardgames.service.servicers.engine import GameEngineServicer
    from cardgames.service.states import StateGate

    gate = StateGate(Config(), KeyRing.ephemeral())
    game = codec_for(game_id)
    module = game.rules
    chooser = Drbg(seed)
    times: list[float] = []
    game_seed = seed
    while len(times) < moves:
        state = module.new_game(module.SPEC.default_options(), module.SPEC.default_players, seed=game_seed)
        game_seed += 1
        match_id = os.urandom(16)
        tokens = gate.seat_tokens(match_id, module.num_players(state))
        ref = engine_pb2.StateRef.FromString(gate.close(game, state, 0, match_id))
        version = 0
        while not module.is_terminal(state) and len(times) < moves:
            legal = module.legal_moves(state)
            move_message = game.encode_move(legal[chooser.randbelow(len(legal))])
            request = engine_pb2.StateRef(sealed=ref.sealed)
            started = time.perf_counter()
            opened = gate.open(request)
            seat = module.to_act(opened.state)
            gate.check_seat(opened, seat, tokens[seat])  # the default server requires seat tokens
            step = module.play(opened.state, game.decode_move(move_message))
            state = step.state
            version += 1
            ref = engine_pb2.StateRef.FromString(gate.close(game, state, version, match_id, step.events))
            GameEngineServicer._view(game, state, version, seat, module.to_act(state), step.events)
            times.append(time.perf_counter() - started)
    return times


def echo_times(payload_size: int, calls: int) -> list[float]:
    """A bare grpc.aio unary echo server in a thread; one call in flight, same payload size."""
    loop = asyncio.new_event_loop()
    holder: dict[str, object] = {}
    ready = threading.Event()

    async def echo(request: bytes, context: object) -> bytes:
        return request

    async def start() -> None:
        server = grpc.aio.server()
        handler = grpc.unary_unary_rpc_method_handler(echo)
        server.add_generic_rpc_handlers((grpc.method_handlers_generic_handler("bench.Echo", {"Echo": handler}),))
        holder["port"] = server.add_insecure_port("127.0.0.1:0")
        await server.start()
        holder["server"] = server
        ready.set()

    def run() -> None:
        asyncio.set_event_loop(loop)
        holder["task"] = loop.create_task(start())
        loop.run_forever()

    threading.Thread(target=run, daemon=True).start()
    ready.wait(10)
    payload = bytes(payload_size)
    times = []
    with grpc.insecure_channel(f"127.0.0.1:{holder['port']}") as channel:
        call = channel.unary_unary("/bench.Echo/Echo")
        for _ in range(calls):
            started = time.perf_counter()
            call(payload, timeout=10)
            times.append(time.perf_counter() - started)
    loop.call_soon_threadsafe(loop.stop)
    return times


def micro(values: list[float]) -> str:
    return f"median {statistics.median(values) * 1e6:8.1f} µs   p90 {percentile(values, 0.9) * 1e6:8.1f} µs"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", default="durak,bridge,little_piano")
    parser.add_argument("--moves", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"Apply latency, {args.moves} moves per game, one call in flight, loopback")
    with local_server() as target, CardGamesClient(target) as client:
        for game_id in args.games.split(","):
            inproc = inprocess_apply_times(game_id, args.moves, args.seed)
            rpc, size = rpc_apply_times(client, game_id, args.moves, args.seed)
            echo = echo_times(size, args.moves)
            ratio = statistics.median(rpc) / statistics.median(echo)
            print(f"{game_id:13} in-process {micro(inproc)}")
            print(f"{'':13} gRPC Apply {micro(rpc)}   (state up to {size} B)")
            print(f"{'':13} bare echo  {micro(echo)}   Apply/echo median ratio {ratio:.2f}")


if __name__ == "__main__":
    main()
