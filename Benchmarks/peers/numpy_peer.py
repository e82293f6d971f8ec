#!/usr/bin/env python3
"""numpy peer for `animation-bench`: the AnimationKernels kernels, written the
way a competent numpy user would write them, timed like the Swift side.

Protocol
    python3 numpy_peer.py --serve
        Answers one JSON request per line on stdin with one JSON line on
        stdout, until stdin closes. `animation-bench` asks for each shape
        right after it has measured its own candidates on it, so both are
        measured within seconds of each other on this drifting machine.
        {"op": "hello"}
            -> {"numpy": version, "blas": name/version or null,
                "threads": int or null,
                "runtime": threadpoolctl's BLAS (internal_api, version,
                           architecture, num_threads, ...) or {"unknown": why},
                "environment": every OPENBLAS_* variable the peer sees}
        {"op": "measure", "case": {"kernel": K, "size": N, "frames": F,
                                   "params": {...}},
         "sampleNanoseconds": T, "samples": S,
         "settledAfter": A, "settledSpread": R}   (the last two optional)
            -> {"nsPerElement": x, "elementsPerCall": E,
                "nsPerElementP25": q1, "nsPerElementP75": q3, "sampleCount": count}
               plus, where a case has several fair formulations (blob
               layouts (B,n,6) and (B,6,n), matmul or the neighbour gather
               for segment blends, ...), each one's ns per element in
               "formulations" and the fastest, reported, in "formulation";
               one over 3x the best at calibration is not sampled, its
               calibration ns per element in "unsampled".
        A malformed request answers {"error": "..."} and the peer goes on.
    python3 numpy_peer.py --self-test
        Checks the kernels on tiny shapes, one line per check; exits 0 or 1.

Method (mirrors Benchmarks/AnimationBench/Harness/Sampler.swift)
    Inputs are built once per case from np.random.default_rng(seed), the seed
    derived from kernel/size/frames, values uniform in [-1, 1]. The call is
    warmed up for T ns, then calibrated (the Swift growth rule) until one
    sample lasts at least T ns; S samples (3 for calls over 50 ms, the
    calibration call being the first) are timed with time.perf_counter_ns,
    T and S being the Swift sampler's. Like the Sampler, sampling stops
    after A samples once the interquartile range is within R of the median.
    nsPerElement = median(sample_ns / calls) / elementsPerCall, with the
    first and third quartiles of the same samples (linear interpolation
    between order statistics, as the Swift side) and their count. Afterwards
    OpenBLAS's workers are stopped, as the Swift side stops its own after
    each sample: they spin for about a tenth of a second after a threaded
    call, on the core the next candidate needs.

    Right after its workers restart, numpy's first threaded calls can take
    milliseconds (a dot product of 64K elements: 3-7 ms instead of 12 us),
    hence the warm-up of a whole sample's length. It is also why numpy times
    its own samples rather than taking turns in the Swift rounds (tried):
    stopped after every sample, its workers restarted before every one.
"""

import argparse
import json
import math
import os
import sys
import time
import zlib
from typing import Callable, NamedTuple

import numpy as np

Call = Callable[[], object]

# Blob geometry fixed by the Swift library: a 300 x 300 frame, centred.
BLOB_SIDE = 300.0
BLOB_CENTRE = BLOB_SIDE / 2
BLOB_RADIUS = BLOB_SIDE / 2


def uniform(rng: np.random.Generator, *shape: int) -> np.ndarray:
    return rng.uniform(-1.0, 1.0, shape)


def convex_weights(rng: np.random.Generator, rows: int, cols: int) -> np.ndarray:
    """Rows of non-negative weights summing to 1, as keyframe blends are."""
    w = rng.random((rows, cols))
    return w / w.sum(axis=1, keepdims=True)


# Vector kernels: one call touches N elements.

def add_kernel(x: np.ndarray, y: np.ndarray) -> Call:
    def call():
        return np.add(y, x, out=y)
    return call


def scale_kernel(x: np.ndarray) -> Call:
    # Close to 1 so that repeated timing calls neither overflow nor denormalize.
    def call():
        return np.multiply(x, 1.0000001, out=x)
    return call


def interpolate_kernel(x: np.ndarray, y: np.ndarray, t: float = 0.5) -> Call:
    tmp = np.empty_like(y)

    def call():
        np.subtract(x, y, out=tmp)
        np.multiply(tmp, t, out=tmp)
        return np.add(y, tmp, out=y)
    return call


def magnitude_squared_kernel(x: np.ndarray) -> Call:
    def call():
        return np.dot(x, x)
    return call


# Frame kernels: one call produces F rows of N elements.

def matmul_kernel(weights: np.ndarray, points: np.ndarray) -> Call:
    """Keyframe blending (frames, blobMorph): out = weights @ points."""
    out = np.empty((weights.shape[0], points.shape[1]), dtype=points.dtype)

    def call():
        return np.matmul(weights, points, out=out)
    return call


# From this many keyframes on, the Swift benchmark mixes every keyframe in
# every row (BatchCases.denseKeyframes); below it each row blends two
# neighbours, as an eased segment does.
DENSE_KEYFRAMES = 16


def segment_blends(frames: int, keyframes: int) -> tuple[np.ndarray, np.ndarray]:
    """The Swift benchmark's segment blends: frame f sits at position
    f / (F - 1) * (K - 1) along the keyframes; returns each frame's lower
    neighbour i and its fraction t towards i + 1."""
    position = np.arange(frames) / max(frames - 1, 1) * (keyframes - 1)
    i = np.minimum(position.astype(np.intp), keyframes - 2)
    return i, position - i


def blend_weights(i: np.ndarray, t: np.ndarray, keyframes: int, dtype=np.float64) -> np.ndarray:
    """The segment blends as a dense (F, K) weight matrix for matmul."""
    w = np.zeros((len(i), keyframes), dtype=dtype)
    w[np.arange(len(i)), i] = 1 - t
    w[np.arange(len(i)), i + 1] = t
    return w


def neighbour_kernel(i: np.ndarray, t: np.ndarray, points: np.ndarray) -> Call:
    """Segment blends without the zero weights: each row is
    points[i] + t (points[i + 1] - points[i]), gathered with np.take."""
    lower = np.empty((len(i), points.shape[1]), dtype=points.dtype)
    step = np.empty_like(lower)
    out = np.empty_like(lower)
    upper = i + 1
    column = t.astype(points.dtype)[:, None]

    def call():
        np.take(points, i, axis=0, out=lower)
        np.take(points, upper, axis=0, out=step)
        np.subtract(step, lower, out=step)
        np.multiply(step, column, out=step)
        return np.add(lower, step, out=out)
    return call


def product_formulations(rng: np.random.Generator, n: int, f: int, k: int,
                         points: np.ndarray) -> dict[str, Call]:
    """Keyframe blends over `points` (K rows): matmul always; below
    DENSE_KEYFRAMES, where the rows are segment blends, the neighbour
    gather too."""
    if k >= DENSE_KEYFRAMES:
        return {"matmul": matmul_kernel(convex_weights(rng, f, k).astype(points.dtype), points)}
    i, t = segment_blends(f, k)
    return {"matmul": matmul_kernel(blend_weights(i, t, k, points.dtype), points),
            "neighbours": neighbour_kernel(i, t, points)}


def wavelengths(waves: int) -> np.ndarray:
    return 4.0 + np.arange(waves)


def wave_basis_kernel(top: np.ndarray, amp: np.ndarray, phase: np.ndarray,
                      width: int) -> Call:
    """y = top - sum_h A sin(k_h x + phi) as a matmul: since
    -A sin(kx + phi) = (-A cos phi) sin(kx) + (-A sin phi) cos(kx), the sines
    of x live in a basis built once; each call only builds coefficients."""
    frames, waves = amp.shape
    k = 2 * np.pi * wavelengths(waves) / width
    kx = np.outer(k, np.arange(width))
    basis = np.empty((2 * waves + 1, width))
    basis[0] = 1.0
    basis[1::2] = np.sin(kx)
    basis[2::2] = np.cos(kx)
    coeffs = np.empty((frames, 2 * waves + 1))
    radians = np.empty_like(phase)
    trig = np.empty_like(phase)
    out = np.empty((frames, width))

    def call():
        np.radians(phase, out=radians)
        np.cos(radians, out=trig)
        np.multiply(amp, trig, out=coeffs[:, 1::2])
        np.sin(radians, out=trig)
        np.multiply(amp, trig, out=coeffs[:, 2::2])
        np.negative(coeffs[:, 1:], out=coeffs[:, 1:])
        coeffs[:, 0] = top
        return np.matmul(coeffs, basis, out=out)
    return call


def wave_sine_kernel(top: np.ndarray, amp: np.ndarray, phase: np.ndarray,
                     width: int) -> Call:
    """The same waves the naive way: one sin per point per wave."""
    frames, waves = amp.shape
    lam = wavelengths(waves)
    x = np.arange(width, dtype=np.float64)
    out = np.empty((frames, width))

    def call():
        out[:] = top[:, None] - sum(
            amp[:, h, None] * np.sin(np.radians(360 * lam[h] * x / width + phase[:, h, None]))
            for h in range(waves))
        return out
    return call


def blob_basis(anchors: int) -> np.ndarray:
    """Per anchor (n x 6): anchor, outgoing control, incoming control of a unit
    circle drawn with cubic Béziers, so each blob is centre + rho * basis."""
    theta = 2 * np.pi * np.arange(anchors) / anchors
    k = 4 / 3 * math.tan(math.pi / (2 * anchors))
    ax, ay = np.sin(theta), np.cos(theta)
    dx, dy = k * np.cos(theta), -k * np.sin(theta)
    return np.stack([ax, ay, ax + dx, ay + dy, ax - dx, ay - dy], axis=1)


def blob_offsets_kernel(offsets: np.ndarray) -> Call:
    """Blob points in the library's layout, (B, n, 6): three ufuncs whose
    inner loop is 6 long."""
    blobs, anchors = offsets.shape
    basis6 = blob_basis(anchors).astype(offsets.dtype)
    centre6 = np.full(6, BLOB_CENTRE, dtype=offsets.dtype)
    rho = np.empty_like(offsets)
    out = np.empty((blobs, anchors, 6), dtype=offsets.dtype)

    def call():
        np.add(offsets, BLOB_RADIUS, out=rho)
        np.multiply(rho[:, :, None], basis6, out=out)
        return np.add(out, centre6, out=out)
    return call


def blob_offsets_planar_kernel(offsets: np.ndarray) -> Call:
    """The same three ufuncs over (B, 6, n): the inner loop runs over the
    anchors, n long, which numpy vectorizes far better than 6."""
    blobs, anchors = offsets.shape
    basis6 = np.ascontiguousarray(blob_basis(anchors).T).astype(offsets.dtype)
    centre6 = np.full((6, 1), BLOB_CENTRE, dtype=offsets.dtype)
    rho = np.empty_like(offsets)
    out = np.empty((blobs, 6, anchors), dtype=offsets.dtype)

    def call():
        np.add(offsets, BLOB_RADIUS, out=rho)
        np.multiply(rho[:, None, :], basis6, out=out)
        return np.add(out, centre6, out=out)
    return call


def blob_layouts(offsets: np.ndarray) -> dict[str, Call]:
    return {"(B,n,6)": blob_offsets_kernel(offsets), "(B,6,n)": blob_offsets_planar_kernel(offsets)}


def blob_morph_formulations(rng: np.random.Generator, n: int, f: int, k: int,
                            dtype=np.float64) -> dict[str, Call]:
    """A blob morph: the keyframe blobs' point sets blended (matmul, or the
    neighbour gather), or, since the points are linear in the offsets, the
    offsets blended and the points built from them in the faster layout."""
    offsets = (20 * uniform(rng, k, n)).astype(dtype)
    basis6 = blob_basis(n).astype(dtype)
    points = (BLOB_CENTRE + (BLOB_RADIUS + offsets)[:, :, None] * basis6).reshape(k, 6 * n)
    calls = product_formulations(rng, n, f, k, np.ascontiguousarray(points))
    i, t = segment_blends(f, k)
    weights = blend_weights(i, t, k, dtype)
    blended = np.empty((f, n), dtype=dtype)
    points_of_blended = blob_offsets_planar_kernel(blended)

    def offsets_then_points():
        np.matmul(weights, offsets, out=blended)
        return points_of_blended()
    calls["offsets, (B,6,n)"] = offsets_then_points
    return calls


def bezier_solver(x1: float, y1: float, x2: float, y2: float) -> Callable[[np.ndarray, np.ndarray], np.ndarray]:
    """The textbook bezier solve, vectorized as a numpy user would: Newton
    from t = p over the whole array (8 steps), then bisection to 1e-12 for
    the values Newton left unconverged. Returns solve(p, out) -> out."""
    cx, cy = 3 * x1, 3 * y1
    bx, by = 3 * (x2 - x1) - cx, 3 * (y2 - y1) - cy
    ax, ay = 1 - cx - bx, 1 - cy - by

    def solve(p: np.ndarray, out: np.ndarray) -> np.ndarray:
        t = p.copy()
        for _ in range(8):
            error = ((ax * t + bx) * t + cx) * t - p
            slope = (3 * ax * t + 2 * bx) * t + cx
            steep = np.abs(slope) > 1e-6
            t = np.where(steep, t - error / np.where(steep, slope, 1), t)
        bad = ~(np.abs(((ax * t + bx) * t + cx) * t - p) < 1e-12)
        if bad.any():
            q = p[bad]
            lo, hi = np.zeros_like(q), np.ones_like(q)
            for _ in range(40):
                mid = (lo + hi) / 2
                below = ((ax * mid + bx) * mid + cx) * mid < q
                lo = np.where(below, mid, lo)
                hi = np.where(below, hi, mid)
            t[bad] = (lo + hi) / 2
        return np.multiply(((ay * t + by) * t + cy), t, out=out)
    return solve


def curve_kernel(p: np.ndarray, x1: float, y1: float, x2: float, y2: float) -> Call:
    """A timing curve at every progress value in p (see bezier_solver)."""
    solve = bezier_solver(x1, y1, x2, y2)
    out = np.empty_like(p)
    return lambda: solve(p, out)


def spring_kernel(times: np.ndarray, response: float, damping_ratio: float) -> Call:
    """An under-damped spring from rest towards 1 with np.exp, np.cos, np.sin."""
    omega = 2 * math.pi / response
    lam = damping_ratio * omega
    omega_d = math.sqrt(omega * omega - lam * lam)
    out = np.empty_like(times)

    def call():
        np.subtract(1, np.exp(-lam * times) * (np.cos(omega_d * times) + lam / omega_d * np.sin(omega_d * times)), out=out)
        return out
    return call


def timeline_weights(times: np.ndarray) -> Callable[[np.ndarray], np.ndarray]:
    """The progress vectors of the benchmark's timeline
    (Benchmarks/AnimationBench/Cases/TimelineCase.swift) at `times`, as a
    numpy user derives them from SwiftUI's definitions: column 0 is the
    start value's 1, column i the progress of change i (0 before it, 1
    once done), each over all frames at once:
      at 0 s, easeInOut(duration: 2): the curve (0.42, 0, 0.58, 1);
      at 1 s, interpolatingSpring(stiffness: 120, damping: 12), mass 1,
        from rest: 1 - e^(-zeta w t) (cos(w_d t) + zeta w / w_d sin(w_d t));
      at 4 s, linear(duration: 3).delay(0.5);
      at 6 s, easeOut(duration: 2).repeatCount(3), autoreversing: the
        curve (0, 0, 0.58, 1) forwards, backwards, forwards.
    Returns fill(W) -> W, W of shape (len(times), 5)."""
    ease_in_out, ease_out = bezier_solver(0.42, 0, 0.58, 1), bezier_solver(0, 0, 0.58, 1)
    omega = math.sqrt(120.0)
    decay = 12.0 / 2  # zeta * omega, with zeta = damping / (2 sqrt(stiffness * mass))
    omega_d = math.sqrt(omega * omega - decay * decay)
    column = np.empty_like(times)

    def fill(w: np.ndarray) -> np.ndarray:
        w[:, 0] = 1
        ease_in_out(np.clip(times / 2, 0, 1), column)
        w[:, 1] = column
        s = np.maximum(times - 1, 0)
        w[:, 2] = 1 - np.exp(-decay * s) * (np.cos(omega_d * s) + decay / omega_d * np.sin(omega_d * s))
        w[:, 3] = np.clip((times - 4.5) / 3, 0, 1)
        legs = np.clip((times - 6) / 2, 0, 3)
        leg = np.minimum(np.floor(legs), 2)
        within = legs - leg
        ease_out(np.where(leg == 1, 1 - within, within), column)
        w[:, 4] = column
        return w
    return fill


def timeline_kernel(rows: np.ndarray, frames: int) -> Call:
    """A vector timeline sampled at 120 Hz: the progress vectors of its
    changes (timeline_weights), then the frames as W @ R, R holding the
    start value and each change's step."""
    fill = timeline_weights(np.arange(frames) / 120)
    w = np.empty((frames, rows.shape[0]))
    out = np.empty((frames, rows.shape[1]))

    def call():
        return np.matmul(fill(w), rows, out=out)
    return call


# Builders: draw a case's inputs from the seeded generator, return its call.

def wave_inputs(rng: np.random.Generator, frames: int, waves: int):
    # Phases in degrees over the whole circle, so sin sees realistic arguments.
    return uniform(rng, frames), uniform(rng, frames, waves), 180 * uniform(rng, frames, waves)


class Kernel(NamedTuple):
    # One call, or the fair formulations by name (the fastest is reported).
    build: Callable[[np.random.Generator, int, int, dict], Call | dict[str, Call]]
    per_frame: bool  # elementsPerCall is F*N rather than N
    params: tuple[str, ...] = ()


KERNELS = {
    "add": Kernel(lambda rng, n, f, p: add_kernel(uniform(rng, n), uniform(rng, n)), False),
    "scale": Kernel(lambda rng, n, f, p: scale_kernel(uniform(rng, n)), False),
    "interpolate": Kernel(
        lambda rng, n, f, p: interpolate_kernel(uniform(rng, n), uniform(rng, n)), False),
    "magnitudeSquared": Kernel(
        lambda rng, n, f, p: magnitude_squared_kernel(uniform(rng, n)), False),
    "frames": Kernel(
        lambda rng, n, f, p: product_formulations(rng, n, f, p["keyframes"], uniform(rng, p["keyframes"], n)),
        True, ("keyframes",)),
    "waveBasis": Kernel(
        lambda rng, n, f, p: wave_basis_kernel(*wave_inputs(rng, f, p["waves"]), n),
        True, ("waves",)),
    "waveSine": Kernel(
        lambda rng, n, f, p: wave_sine_kernel(*wave_inputs(rng, f, p["waves"]), n),
        True, ("waves",)),
    "blobMorph": Kernel(
        lambda rng, n, f, p: blob_morph_formulations(rng, n, f, p["keyframes"]),
        True, ("keyframes",)),
    # A numpy user after float32 output keeps the operands in float32 too:
    # matmul then runs sgemm (float64 operands into a float32 out= take
    # four times as long here, through a float64 temporary).
    "blobMorphFloat32": Kernel(
        lambda rng, n, f, p: blob_morph_formulations(rng, n, f, p["keyframes"], np.float32),
        True, ("keyframes",)),
    "blobOffsets": Kernel(lambda rng, n, f, p: blob_layouts(20 * uniform(rng, f, n)), True),
    "curveEaseInOut": Kernel(lambda rng, n, f, p: curve_kernel(rng.random(n), 0.42, 0, 0.58, 1), False),
    "curveEase": Kernel(lambda rng, n, f, p: curve_kernel(rng.random(n), 0.25, 0.1, 0.25, 1), False),
    "curveOvershoot": Kernel(lambda rng, n, f, p: curve_kernel(rng.random(n), 0, 2, 1, -2), False),
    "timeline": Kernel(lambda rng, n, f, p: timeline_kernel(uniform(rng, 5, n), f), True),
    # Times over the spring's settling duration (0.71 s for response 0.5, ζ 0.825).
    "spring": Kernel(lambda rng, n, f, p: spring_kernel(0.71 * rng.random(n), 0.5, 0.825), False),
}


# Timing.

def run(call: Call, calls: int) -> int:
    start = time.perf_counter_ns()
    for _ in range(calls):
        call()
    return time.perf_counter_ns() - start


def calibrate(call: Call, min_ns: int) -> tuple[int, float]:
    """Calls per sample, grown by the Swift Sampler's rule, and the time per
    call of the last try."""
    calls = 1
    while True:
        elapsed = run(call, calls)
        if elapsed >= min_ns or calls >= 1 << 30:
            return calls, elapsed / calls
        grow = 16 if elapsed == 0 else math.ceil(min_ns / elapsed * 1.2)
        calls *= max(2, min(grow, 16))


def quantile(sorted_values: list[float], q: float) -> float:
    """Linear interpolation between order statistics, as SampleSummary in
    Sampler.swift computes quartiles."""
    position = q * (len(sorted_values) - 1)
    low = int(math.floor(position))
    high = min(low + 1, len(sorted_values) - 1)
    return sorted_values[low] + (sorted_values[high] - sorted_values[low]) * (position - low)


class Summary(NamedTuple):
    """One formulation's samples, in ns per call: median, quartiles, count."""
    median: float
    p25: float
    p75: float
    count: int

    @staticmethod
    def of(samples: list[float]) -> "Summary":
        ordered = sorted(samples)
        return Summary(quantile(ordered, 0.5), quantile(ordered, 0.25), quantile(ordered, 0.75), len(ordered))


def warm(call: Call, min_ns: int) -> None:
    """Calls for one sample's length (at least once)."""
    deadline = time.perf_counter_ns() + min_ns
    call()
    while time.perf_counter_ns() < deadline:
        call()


def prepare(call: Call, min_ns: int) -> tuple[int, float]:
    """Warms the call up, then calibrates it: calls per sample and ns per
    call of the last try."""
    # Warm-up for one sample's length: first-touch page faults, lazy BLAS
    # initialisation, and OpenBLAS's workers, stopped after the previous
    # shape; right after they restart, the first threaded calls can take
    # milliseconds (a dot product of 64K elements: 3-7 ms instead of 12 us),
    # and a calibration that saw one would sample single calls.
    warm(call, min_ns)
    return calibrate(call, min_ns)


def sample(call: Call, calls: int, ns: float, samples: int, settled_after: int, settled_spread: float) -> Summary:
    """The samples of a prepared call, by the Sampler's rules."""
    if ns > 50_000_000:
        # The Sampler's rule for calls of over 50 ms: 3 samples, the
        # calibration call being the first.
        return Summary.of([ns] + [run(call, calls) / calls for _ in range(min(3, samples) - 1)])
    times = []
    for _ in range(samples):
        times.append(run(call, calls) / calls)
        # The Sampler's early stop: from settled_after samples on, once the
        # interquartile range is within settled_spread of the median.
        if settled_after <= len(times) < samples:
            summary = Summary.of(times)
            if summary.p75 - summary.p25 <= settled_spread * summary.median:
                break
    return Summary.of(times)


def ns_per_call(calls: dict[str, Call], min_ns: int, samples: int, settled_after: int, settled_spread: float,
                stop_workers: Callable[[], object]) -> tuple[dict[str, Summary], dict[str, float]]:
    """Each formulation's summary, in ns per call, and the calibration ns
    per call of those not sampled.

    Every formulation is prepared first; one whose calibration took over
    three times the best one's is not sampled: the margin is wider than
    this shared machine's swings within a shape (up to 2x seen under load),
    and on the largest blob batches the neighbour gather, 6x slower than
    matmul, took seconds per shape. The others are warmed again (calls under 50 ms) and
    sampled in turn."""
    prepared = {}
    for name, call in calls.items():
        prepared[name] = prepare(call, min_ns)
        stop_workers()
    best = min(ns for _, ns in prepared.values())
    summaries, unsampled = {}, {}
    for name, call in calls.items():
        count, ns = prepared[name]
        if ns > 3 * best:
            unsampled[name] = ns
            continue
        if len(calls) > 1 and ns <= 50_000_000:
            warm(call, min_ns)
        summaries[name] = sample(call, count, ns, samples, settled_after, settled_spread)
        stop_workers()
    return summaries, unsampled


# Requests and environment.

class RequestError(Exception):
    pass


def positive_int(value, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise RequestError(f"{what} must be a positive integer, got {value!r}")
    return value


def parse_case(raw) -> dict:
    if not isinstance(raw, dict):
        raise RequestError("case is not an object")
    kernel = raw.get("kernel")
    if kernel not in KERNELS:
        raise RequestError(f"unknown kernel {kernel!r}")
    params = raw.get("params", {})
    if not isinstance(params, dict):
        raise RequestError("params must be an object")
    for name in KERNELS[kernel].params:
        positive_int(params.get(name), f"params.{name}")
    return {"kernel": kernel, "size": positive_int(raw.get("size"), "size"),
            "frames": positive_int(raw.get("frames"), "frames"), "params": params}


def seed_for(case: dict) -> int:
    # crc32, not hash(): str hashes are salted per process.
    return zlib.crc32(f"{case['kernel']}/{case['size']}/{case['frames']}".encode())


def blas_name() -> str | None:
    try:
        blas = np.show_config(mode="dicts")["Build Dependencies"]["blas"]
        return f"{blas['name']} {blas.get('version', '')}".strip()
    except Exception:  # show_config's layout is not a stable API
        return None


def openblas_library():
    """numpy's bundled OpenBLAS (already loaded: ctypes gets the same
    handle), or None."""
    import ctypes
    import glob
    libs = os.path.join(os.path.dirname(np.__file__), os.pardir, "numpy.libs", "*openblas*")
    for path in glob.glob(libs):
        try:
            return ctypes.CDLL(path)
        except OSError:
            continue
    return None


def blas_threads(lib) -> int | None:
    """OpenBLAS's own thread count if its library was found, else the
    environment's setting, else unknown."""
    for symbol in ("scipy_openblas_get_num_threads64_", "openblas_get_num_threads64_",
                   "openblas_get_num_threads"):
        if lib is not None and hasattr(lib, symbol):
            return int(getattr(lib, symbol)())
    for var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
        if os.environ.get(var, "").isdigit():
            return int(os.environ[var])
    return None


def runtime_blas() -> dict:
    """The BLAS numpy runs, as threadpoolctl sees it (library, version,
    core it selected, threads), or why it is unknown."""
    try:
        from threadpoolctl import threadpool_info
    except ImportError:
        return {"unknown": "threadpoolctl is not installed (pip install threadpoolctl)"}
    blas = [pool for pool in threadpool_info() if pool.get("user_api") == "blas"]
    if not blas:
        return {"unknown": "threadpoolctl found no BLAS in this process"}
    pool = blas[0]
    return {key: pool.get(key) for key in
            ("internal_api", "version", "architecture", "num_threads", "threading_layer", "filepath")}


class Peer:
    """A --serve session: numpy's environment, found once."""

    def __init__(self):
        lib = openblas_library()
        self.threads = blas_threads(lib)
        # blas_thread_shutdown_ is exported unprefixed (OpenBLAS's fork
        # handler uses it); the workers restart at the next threaded call.
        shutdown = getattr(lib, "blas_thread_shutdown_", None) if lib is not None else None
        self.stop_workers = shutdown if shutdown is not None and (self.threads or 1) > 1 else (lambda: 0)

    def answer(self, request) -> dict:
        if not isinstance(request, dict):
            raise RequestError("request is not an object")
        op = request.get("op")
        if op == "hello":
            return {"numpy": np.__version__, "blas": blas_name(), "threads": self.threads,
                    "runtime": runtime_blas(),
                    "environment": {k: v for k, v in sorted(os.environ.items()) if k.startswith("OPENBLAS_")}}
        if op == "measure":
            case = parse_case(request.get("case"))
            kernel = KERNELS[case["kernel"]]
            n, f = case["size"], case["frames"]
            built = kernel.build(np.random.default_rng(seed_for(case)), n, f, case["params"])
            calls = built if isinstance(built, dict) else {"": built}
            elements = n * f if kernel.per_frame else n
            sample_ns = positive_int(request.get("sampleNanoseconds"), "sampleNanoseconds")
            samples = positive_int(request.get("samples"), "samples")
            settled_after = positive_int(request.get("settledAfter", samples), "settledAfter")
            settled_spread = request.get("settledSpread", 0.0)
            if isinstance(settled_spread, bool) or not isinstance(settled_spread, (int, float)) or settled_spread < 0:
                raise RequestError(f"settledSpread must be a non-negative number, got {settled_spread!r}")
            summaries, unsampled = ns_per_call(calls, sample_ns, samples, settled_after, settled_spread,
                                               self.stop_workers)
            per_element = {name: summary.median / elements for name, summary in summaries.items()}
            fastest = min(per_element, key=per_element.get)
            best = summaries[fastest]
            reply = {"nsPerElement": per_element[fastest], "elementsPerCall": elements,
                     "nsPerElementP25": best.p25 / elements, "nsPerElementP75": best.p75 / elements,
                     "sampleCount": best.count}
            if len(calls) > 1:
                reply["formulation"] = fastest
                reply["formulations"] = per_element
                if unsampled:
                    reply["unsampled"] = {name: ns / elements for name, ns in unsampled.items()}
            return reply
        raise RequestError(f"unknown op {op!r}")


def serve() -> int:
    peer = Peer()
    for line in sys.stdin:
        try:
            reply = peer.answer(json.loads(line))
        except (RequestError, ValueError) as error:
            reply = {"error": str(error)}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()
    return 0


# Self-test.

def check(name: str, error: float, tolerance: float) -> bool:
    ok = error <= tolerance
    print(f"{'ok  ' if ok else 'FAIL'} {name}: max error {error:.3g} (tolerance {tolerance:g})")
    return ok


def self_test() -> int:
    rng = np.random.default_rng(1)
    width, frames, waves = 37, 5, 3
    inputs = wave_inputs(rng, frames, waves)
    by_basis = wave_basis_kernel(*inputs, width)()
    by_sine = wave_sine_kernel(*inputs, width)()
    results = [check("waveBasis == waveSine", float(np.max(np.abs(by_basis - by_sine))), 1e-9)]

    anchors = 8
    blob = blob_offsets_kernel(np.zeros((2, anchors)))().reshape(2, anchors, 3, 2)
    centre = np.array([BLOB_CENTRE, BLOB_CENTRE])
    on_circle = np.abs(np.linalg.norm(blob[:, :, 0] - centre, axis=-1) - BLOB_RADIUS)
    results.append(check("blobOffsets anchors on circle r=150", float(on_circle.max()), 1e-9))
    reach = 4 / 3 * math.tan(math.pi / (2 * anchors)) * BLOB_RADIUS
    arms = np.linalg.norm(blob[:, :, 1:] - blob[:, :, :1], axis=-1)
    results.append(check("blobOffsets controls at k*150", float(np.abs(arms - reach).max()), 1e-9))

    offsets = uniform(rng, 3, anchors)
    interleaved = blob_offsets_kernel(offsets)()
    planar = blob_offsets_planar_kernel(offsets)()
    results.append(check("blob (B,6,n) == (B,n,6) transposed",
                         float(np.max(np.abs(planar - interleaved.transpose(0, 2, 1)))), 1e-12))

    keys = uniform(rng, 4, 9)
    blends = {name: call().copy() for name, call in product_formulations(rng, 9, 7, 4, keys).items()}
    results.append(check("frames: neighbours == matmul",
                         float(np.max(np.abs(blends["neighbours"] - blends["matmul"]))), 1e-12))
    morphs = {name: call().copy() for name, call in blob_morph_formulations(rng, anchors, 5, 4).items()}
    by_points = morphs["matmul"].reshape(5, anchors, 6).transpose(0, 2, 1)
    results.append(check("blobMorph: offsets then points == blended points",
                         float(np.max(np.abs(morphs["offsets, (B,6,n)"] - by_points))), 1e-9))
    results.append(check("blobMorph: neighbours == matmul",
                         float(np.max(np.abs(morphs["neighbours"] - morphs["matmul"]))), 1e-9))

    x, y, t = uniform(rng, 100), uniform(rng, 100), 0.5
    expected = x * t + y * (1 - t)
    got = interpolate_kernel(x.copy(), y.copy(), t)()
    results.append(check("interpolate == x*t + y*(1-t)", float(np.max(np.abs(got - expected))), 1e-15))
    p = np.linspace(0, 1, 201)
    for controls in [(0.42, 0, 0.58, 1), (0, 2, 1, -2)]:
        x1, y1, x2, y2 = controls
        # With y controls equal to the x ones, y(t) = x(t) = p at the solution.
        got = curve_kernel(p.copy(), x1, x1, x2, x2)()
        results.append(check(f"curve {controls} on the diagonal is the identity", float(np.max(np.abs(got - p))), 1e-9))
    # The timeline's progress at times where SwiftUI's definitions give it
    # exactly: before and at each start 0, a symmetric curve and the linear
    # ramp at their midpoints 0.5, an autoreversing leg's turn 1 and 0,
    # and 1 once everything is done.
    times = np.array([0, 1, 6, 8, 10, 20.0])
    expected = np.array([[1, 0, 0, 0, 0], [1, 0.5, 0, 0, 0], [1, 1, None, 0.5, 0],
                         [1, 1, None, 1, 1], [1, 1, None, 1, 0], [1, 1, None, 1, 1]], dtype=float)
    got = timeline_weights(times)(np.empty((len(times), 5)))
    known = ~np.isnan(expected)
    results.append(check("timeline progress at known times", float(np.max(np.abs(got[known] - expected[known]))), 1e-12))
    results.append(check("timeline spring settled by 20 s", float(abs(got[-1, 2] - 1)), 1e-12))
    return 0 if all(results) else 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--serve", action="store_true", help="answer setup/run requests on stdin")
    mode.add_argument("--self-test", action="store_true", help="check the kernels and exit")
    args = parser.parse_args()
    return self_test() if args.self_test else serve()


if __name__ == "__main__":
    sys.exit(main())
