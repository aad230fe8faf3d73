"""Percentiles for benchmark figures."""
from __future__ import annotations

import statistics


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def summary_ms(samples_seconds: list[float]) -> str:
    ms = [s * 1000 for s in samples_seconds]
    return (f"p50 {percentile(ms, 0.5):.2f} ms, p95 {percentile(ms, 0.95):.2f} ms, "
            f"max {max(ms):.2f} ms, mean {statistics.fmean(ms):.2f} ms (n={len(ms)})")
