"""The request metrics expose what prometheus_client's own Counter and Histogram would."""

from __future__ import annotations

import pytest
from prometheus_client import CollectorRegistry, Counter, Histogram

from cardgames.service import metrics
from cardgames.service.metrics import LATENCY_BUCKETS, REGISTRY, request_metrics

OBSERVED = [(0.0003, "OK"), (0.0005, "OK"), (0.7, "OK"), (2.0, "NOT_FOUND"), (40.0, "INTERNAL"), (0.0005, "OK")]


@pytest.mark.skipif(metrics.MULTIPROCESS, reason="multi-process mode uses prometheus_client's metrics directly")
def test_samples_equal_prometheus_client_metrics() -> None:
    reference = CollectorRegistry()
    counter = Counter("cardgames_requests", "", ["method", "code"], registry=reference)
    histogram = Histogram("cardgames_request_seconds", "", ["method"], buckets=LATENCY_BUCKETS, registry=reference)
    ours = request_metrics("MetricsTestMethod")
    for seconds, code in OBSERVED:
        counter.labels("MetricsTestMethod", code).inc()
        histogram.labels("MetricsTestMethod").observe(seconds)
        if code == "OK":
            ours.ok(seconds)
        else:
            ours.failed(seconds, code)

    def samples(registry: CollectorRegistry) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
        return {
            (sample.name, tuple(sorted(sample.labels.items()))): sample.value
            for family in registry.collect()
            for sample in family.samples
            if sample.labels.get("method") == "MetricsTestMethod" and not sample.name.endswith("_created")
        }

    expected = samples(reference)
    assert samples(REGISTRY) == expected
    assert expected[("cardgames_request_seconds_bucket", (("le", "0.0005"), ("method", "MetricsTestMethod")))] == 3
    assert expected[("cardgames_requests_total", (("code", "OK"), ("method", "MetricsTestMethod")))] == 4


@pytest.mark.skipif(metrics.MULTIPROCESS, reason="multi-process mode uses prometheus_client's Counter directly")
def test_plain_counter_samples_equal_a_prometheus_client_counter() -> None:
    reference = CollectorRegistry()
    counter = Counter("cardgames_test_moves", "Moves", ["game"], registry=reference)
    ours = metrics.PlainCounter("cardgames_test_moves", "Moves", "game")
    registry = CollectorRegistry()
    registry.register(ours)  # type: ignore[arg-type]
    for game in ("bridge", "durak", "bridge", "bridge"):
        counter.labels(game).inc()
        ours.labels(game).inc()

    def samples(source: CollectorRegistry) -> dict[tuple[str, str], float]:
        return {
            (sample.name, sample.labels["game"]): sample.value
            for family in source.collect()
            for sample in family.samples
            if not sample.name.endswith("_created")
        }

    assert samples(registry) == samples(reference) == {
        ("cardgames_test_moves_total", "bridge"): 3,
        ("cardgames_test_moves_total", "durak"): 1,
    }
    assert isinstance(metrics.APPLIES, metrics.PlainCounter)
