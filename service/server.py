"""Build and run the grpc.aio server: GameEngine, Solver, health, reflection (v1, v1alpha), metrics, graceful stop."""

from __future__ import annotations

import asyncio
import gc
import logging
import os
import signal
from dataclasses import dataclass

import grpc
from grpc_health.v1 import health, health_pb2, health_pb2_grpc

from cardgames.v1 import engine_pb2_grpc

from .codec.games import check_all_codecs
from .config import Config
from .handlers import GenericOnly, add_service
from .reflection import add_reflection
from .sealing import KeyRing
from .servicers.engine import GameEngineServicer
from .servicers.solver import add_solver_service
from .states import StateGate

log = logging.getLogger(__name__)

GC_THRESHOLD = 7000  # allocations between young-generation passes (CPython's default: 700)



@dataclass
class RunningServer:
    """A started server and what a graceful stop needs."""

    server: grpc.aio.Server
    port: int
    health: health.aio.HealthServicer
    services: tuple[str, ...]
    config: Config

    async def drain(self, grace: float | None = None) -> None:
        """Report NOT_SERVING, keep serving for the drain delay, then stop and let in-flight calls finish.

        The delay lets clients and load balancers see NOT_SERVING and stop sending
        before the server stops accepting: calls that arrive meanwhile are still
        served, so none that was sent in time fails.
        """
        for service in (*self.services, ""):
            await self.health.set(service, health_pb2.HealthCheckResponse.NOT_SERVING)
        if self.config.drain_delay_seconds > 0:
            await asyncio.sleep(self.config.drain_delay_seconds)
        grace = self.config.grace_seconds if grace is None else grace
        log.info("drain delay over: no new calls accepted, in-flight calls get %.0fs", grace)
        await self.server.stop(grace)
        log.info("stopped")


def _server_options(config: Config) -> list[tuple[str, int]]:
    return [
        ("grpc.max_receive_message_length", config.max_message_bytes),
        ("grpc.max_send_message_length", config.max_message_bytes),
        # gRPC pins a client to one pod behind an L4 Service; recycling connections
        # lets new replicas receive traffic (README "Deploy").
        ("grpc.max_connection_age_ms", config.max_connection_age_ms),
        ("grpc.max_connection_age_grace_ms", int(config.grace_seconds * 1000)),
        # Off unless a supervisor runs several workers on the port: a second server started by
        # mistake on the same port should fail to bind, not silently share its traffic.
        ("grpc.so_reuseport", 1 if config.reuse_port else 0),
    ]


class StartError(RuntimeError):
    """The server cannot start as configured (the port cannot be bound): reported as one line."""


def _bind(server: grpc.aio.Server, config: Config) -> int:
    address = f"{config.host}:{config.port}"
    try:
        port = int(server.add_insecure_port(address))
    except RuntimeError:  # grpcio raises when the address is taken or unknown
        port = 0
    if port == 0:
        raise StartError(f"cannot bind {address} (CARDGAMES_HOST, CARDGAMES_PORT): port in use or no such address")
    return port


async def create_server(config: Config, keys: KeyRing | None = None) -> RunningServer:
    """Create and start a server bound to ``config.host:config.port`` (port 0 picks a free one)."""
    check_all_codecs()
    keys = keys or KeyRing.from_config(config.seal_keys_file, config.seal_keys)
    server = grpc.aio.server(
        options=_server_options(config),
        maximum_concurrent_rpcs=config.max_concurrent_rpcs,
    )
    gate = StateGate(config, keys)
    # Every service is added as generic handlers only (why: handlers.GenericOnly).
    generic = GenericOnly(server)
    services = add_service(generic, engine_pb2_grpc.add_GameEngineServicer_to_server, GameEngineServicer(gate))
    services.extend(add_solver_service(generic, config, gate))
    health_servicer = health.aio.HealthServicer()
    health_pb2_grpc.add_HealthServicer_to_server(health_servicer, generic)
    for service in (*services, ""):
        await health_servicer.set(service, health_pb2.HealthCheckResponse.SERVING)
    add_reflection(generic, (*services, health.SERVICE_NAME))  # v1 and v1alpha
    port = _bind(server, config)
    await server.start()
    log.info("cardgames serving on port %d (%s)", port, ", ".join(services))
    return RunningServer(server, port, health_servicer, tuple(services), config)


async def _stop_when_orphaned(supervisor_pid: int, stop: asyncio.Event) -> None:
    """A worker drains and exits if its supervisor died without forwarding SIGTERM (e.g. SIGKILL)."""
    while os.getppid() == supervisor_pid:
        await asyncio.sleep(1.0)
    log.warning("supervisor %d is gone: draining", supervisor_pid)
    stop.set()


def tune_gc() -> None:
    """Keep the cyclic garbage collector off the hot path.

    Requests allocate many short-lived objects that reference counting frees; the collector's
    young-generation passes only revisit what survives, and full passes walk every live
    object (the state-token cache and codec memos included) every few hundred requests.
    Freezing what start-up built (modules, descriptors, plans) takes it out of every future
    pass, and a larger first threshold makes passes rarer; cycles are still collected.
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(GC_THRESHOLD, 20, 20)


async def serve(config: Config, keys: KeyRing | None = None) -> None:
    """Run until SIGTERM/SIGINT, then drain gracefully (``keys``: the configured ring, else from ``config``)."""
    from .metrics import serve_metrics

    running = await create_server(config, keys)
    tune_gc()
    if config.metrics_port >= 0:
        try:
            metrics_port = serve_metrics(config.metrics_port)
        except OSError as error:
            await running.server.stop(0)
            raise StartError(
                f"cannot serve metrics on port {config.metrics_port} (CARDGAMES_METRICS_PORT): {error.strerror}"
            ) from None
        log.info("metrics on :%d/metrics", metrics_port)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    orphan_watch = None
    if config.supervisor_pid is not None:
        orphan_watch = asyncio.create_task(_stop_when_orphaned(config.supervisor_pid, stop))
    print(f"cardgames: serving gRPC on port {running.port}", flush=True)
    await stop.wait()
    if orphan_watch is not None:
        orphan_watch.cancel()
    log.info("draining: health NOT_SERVING, finishing in-flight calls (grace %.0fs)", config.grace_seconds)
    await running.drain()
