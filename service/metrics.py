"""Prometheus metrics of the service (served on their own HTTP port)."""

from __future__ import annotations

import os
from bisect import bisect_left
from collections.abc import Iterator

from prometheus_client import CollectorRegistry, Counter, Histogram, start_http_server
from prometheus_client.core import CounterMetricFamily, HistogramMetricFamily, Metric
from prometheus_client.utils import floatToGoString

REGISTRY = CollectorRegistry(auto_describe=True)

_REQUESTS_NAME, _REQUESTS_HELP = "cardgames_requests", "gRPC requests handled, by method and status code"
_LATENCY_NAME, _LATENCY_HELP = "cardgames_request_seconds", "gRPC request latency in seconds, by method"
LATENCY_BUCKETS = (0.0005, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30)
# The buckets' ``le`` labels as prometheus_client writes them ("0.0005", "1.0", "+Inf").
_BUCKET_LABELS = [floatToGoString(bound) for bound in (*LATENCY_BUCKETS, float("inf"))]  # type: ignore[no-untyped-call]

# In multi-process mode the supervisor sums the workers' values from the files that
# prometheus_client's own metric objects write (its multiprocess mode), so workers use them.
MULTIPROCESS = "PROMETHEUS_MULTIPROC_DIR" in os.environ


class RequestMetrics:
    """Requests of one gRPC method: counts by status code and the latency histogram.

    Every request records here, so the hot path only adds to plain numbers (one event loop
    thread writes them); ``/metrics`` turns them into the ``cardgames_requests`` counter and
    the ``cardgames_request_seconds`` histogram when scraped.  A prometheus_client Counter or
    Histogram update takes a lock and several calls: about 7 µs per request, a tenth of a
    handler's own time.  In multi-process mode the same calls go to prometheus_client's metrics.
    """

    def __init__(self, method: str):
        self.method = method
        self.ok_count = 0
        self.codes: dict[str, int] = {}  # status code name -> count, for the codes other than OK
        self.buckets = [0] * (len(LATENCY_BUCKETS) + 1)  # observations per bucket (not cumulative); +Inf last
        self.seconds = 0.0
        if MULTIPROCESS:
            self._latency = _LATENCY.labels(method)
            self._ok = _REQUESTS.labels(method, "OK")

    def ok(self, seconds: float) -> None:
        """One request answered OK after ``seconds``."""
        if MULTIPROCESS:
            self._latency.observe(seconds)
            self._ok.inc()
            return
        self.buckets[bisect_left(LATENCY_BUCKETS, seconds)] += 1  # le: the first bound >= seconds
        self.seconds += seconds
        self.ok_count += 1

    def failed(self, seconds: float, code: str) -> None:
        """One request answered with status ``code`` (a grpc.StatusCode name) after ``seconds``."""
        if MULTIPROCESS:
            self._latency.observe(seconds)
            _REQUESTS.labels(self.method, code).inc()
            return
        self.buckets[bisect_left(LATENCY_BUCKETS, seconds)] += 1
        self.seconds += seconds
        self.codes[code] = self.codes.get(code, 0) + 1


_BY_METHOD: dict[str, RequestMetrics] = {}


def request_metrics(method: str) -> RequestMetrics:
    """The metrics of ``method`` (one object per method name)."""
    metrics = _BY_METHOD.get(method)
    if metrics is None:
        metrics = _BY_METHOD[method] = RequestMetrics(method)
    return metrics


class _RequestCollector:
    """Exposes every RequestMetrics as the request counter and latency histogram families."""

    def collect(self) -> Iterator[Metric]:
        requests = CounterMetricFamily(_REQUESTS_NAME, _REQUESTS_HELP, labels=["method", "code"])
        latency = HistogramMetricFamily(_LATENCY_NAME, _LATENCY_HELP, labels=["method"])
        for method, metrics in sorted(_BY_METHOD.items()):
            counts = list(metrics.buckets)  # a copy: the event loop thread keeps adding
            if metrics.ok_count:
                requests.add_metric([method, "OK"], metrics.ok_count)
            for code, count in sorted(metrics.codes.items()):
                requests.add_metric([method, code], count)
            cumulative, buckets = 0, []
            for label, count in zip(_BUCKET_LABELS, counts, strict=True):
                cumulative += count
                buckets.append((label, cumulative))
            latency.add_metric([method], buckets, metrics.seconds)
        yield requests
        yield latency


if MULTIPROCESS:
    _REQUESTS = Counter(_REQUESTS_NAME, _REQUESTS_HELP, ["method", "code"], registry=REGISTRY)
    _LATENCY = Histogram(_LATENCY_NAME, _LATENCY_HELP, ["method"], buckets=LATENCY_BUCKETS, registry=REGISTRY)
else:
    REGISTRY.register(_RequestCollector())


class _Count:
    """One labelled count of a :class:`PlainCounter`: ``inc()`` adds to a plain number."""

    __slots__ = ("value",)

    def __init__(self) -> None:
        self.value = 0

    def inc(self) -> None:
        self.value += 1


class PlainCounter:
    """A counter with one label, kept in plain numbers and exposed when ``/metrics`` is scraped.

    For counts the event-loop thread bumps on every request (as RequestMetrics does): a
    prometheus_client ``Counter.inc`` takes a lock, about 1 µs, a twentieth of an Apply.
    ``labels(value)`` returns an object with ``inc()``, as prometheus_client's does.
    """

    def __init__(self, name: str, documentation: str, label: str):
        self.name, self.documentation, self.label = name, documentation, label
        self._counts: dict[str, _Count] = {}

    def labels(self, value: str) -> _Count:
        count = self._counts.get(value)
        if count is None:
            count = self._counts[value] = _Count()
        return count

    def collect(self) -> Iterator[Metric]:
        family = CounterMetricFamily(self.name, self.documentation, labels=[self.label])
        for value, count in sorted(self._counts.items()):
            family.add_metric([value], count.value)
        yield family


if MULTIPROCESS:
    APPLIES: Counter | PlainCounter = Counter("cardgames_apply", "Moves applied, by game", ["game"], registry=REGISTRY)
else:
    APPLIES = PlainCounter("cardgames_apply", "Moves applied, by game", "game")
    REGISTRY.register(APPLIES)

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
