"""Build and run the grpc.aio server: GameEngine, Solver, health, reflection, metrics, graceful stop."""

from __future__ import annotations

import asyncio
import logging
import signal
from dataclasses import dataclass

import grpc
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection

from cardgames.v1 import engine_pb2, engine_pb2_grpc

from .codec.games import check_all_codecs
from .config import Config
from .interceptors import ServiceInterceptor
from .sealing import KeyRing
from .servicers.engine import GameEngineServicer
from .servicers.solver import add_solver_service
from .states import StateGate

log = logging.getLogger(__name__)

ENGINE_SERVICE = engine_pb2.DESCRIPTOR.services_by_name["GameEngine"].full_name


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
        await self.server.stop(self.config.grace_seconds if grace is None else grace)


def _server_options(config: Config) -> list[tuple[str, int]]:
    return [
        ("grpc.max_receive_message_length", config.max_message_bytes),
        ("grpc.max_send_message_length", config.max_message_bytes),
        # gRPC pins a client to one pod behind an L4 Service; recycling connections
        # lets new replicas receive traffic (README "Deploy").
        ("grpc.max_connection_age_ms", config.max_connection_age_ms),
        ("grpc.max_connection_age_grace_ms", int(config.grace_seconds * 1000)),
        ("grpc.so_reuseport", 0),
    ]


async def create_server(config: Config, keys: KeyRing | None = None) -> RunningServer:
    """Create and start a server bound to ``config.host:config.port`` (port 0 picks a free one)."""
    check_all_codecs()
    keys = keys or KeyRing.from_config(config.seal_keys_file, config.seal_keys)
    server = grpc.aio.server(
        interceptors=[ServiceInterceptor()],
        options=_server_options(config),
        maximum_concurrent_rpcs=config.max_concurrent_rpcs,
    )
    gate = StateGate(config, keys)
    engine_pb2_grpc.add_GameEngineServicer_to_server(GameEngineServicer(gate), server)
    services = [ENGINE_SERVICE]
    services.extend(add_solver_service(server, config, gate))
    health_servicer = health.aio.HealthServicer()
    health_pb2_grpc.add_HealthServicer_to_server(health_servicer, server)
    for service in (*services, ""):
        await health_servicer.set(service, health_pb2.HealthCheckResponse.SERVING)
    reflection.enable_server_reflection((*services, health.SERVICE_NAME, reflection.SERVICE_NAME), server)
    port = server.add_insecure_port(f"{config.host}:{config.port}")
    if port == 0:
        raise OSError(f"cannot bind {config.host}:{config.port}")
    await server.start()
    log.info("cardgames serving on port %d (%s)", port, ", ".join(services))
    return RunningServer(server, port, health_servicer, tuple(services), config)


async def serve(config: Config) -> None:
    """Run until SIGTERM/SIGINT, then drain gracefully."""
    from .metrics import serve_metrics

    running = await create_server(config)
    if config.metrics_port >= 0:
        metrics_port = serve_metrics(config.metrics_port)
        log.info("metrics on :%d/metrics", metrics_port)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    print(f"cardgames: serving gRPC on port {running.port}", flush=True)
    await stop.wait()
    log.info("draining: health NOT_SERVING, finishing in-flight calls (grace %.0fs)", config.grace_seconds)
    await running.drain()
