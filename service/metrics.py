"""Prometheus metrics of the service (served on their own HTTP port)."""

from __future__ import annotations

from prometheus_client import CollectorRegistry, Counter, Histogram, start_http_server

REGISTRY = CollectorRegistry(auto_describe=True)

REQUESTS = Counter(
    "cardgames_requests",
    "gRPC requests handled, by method and status code",
    ["method", "code"],
    registry=REGISTRY,
)
LATENCY = Histogram(
    "cardgames_request_seconds",
    "gRPC request latency in seconds, by method",
    ["method"],
    buckets=(0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30),
    registry=REGISTRY,
)
APPLIES = Counter("cardgames_apply", "Moves applied, by game", ["game"], registry=REGISTRY)
SOLVE_SECONDS = Histogram(
    "cardgames_solve_seconds",
    "Solver time in seconds, by solver",
    ["solver"],
    buckets=(0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60),
    registry=REGISTRY,
)
SOLVE_NODES = Counter("cardgames_solve_nodes", "Search nodes visited, by solver", ["solver"], registry=REGISTRY)


def serve_metrics(port: int, host: str = "0.0.0.0") -> int:
    """Start the /metrics HTTP endpoint in a daemon thread; return the bound port."""
    server, _thread = start_http_server(port, addr=host, registry=REGISTRY)
    return int(server.server_port)
