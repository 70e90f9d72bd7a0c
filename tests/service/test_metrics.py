"""The request metrics expose what prometheus_client's own Counter and Histogram would."""

from __future__ import annotations

import pytest
from prometheus_client import CollectorRegistry, Counter, Histogram

from service import metrics
from service.metrics import LATENCY_BUCKETS, REGISTRY, request_metrics

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
