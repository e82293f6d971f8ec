#!/usr/bin/env python3
"""Writes timingCurvesDegenerate.json: cubic-bezier timing curves where x'
vanishes or nearly does, evaluated in exact rational arithmetic.

Independent of the Swift package: every control point and progress value is
taken as the exact rational value of its double; x(t) = p is solved by
bisection on exact rationals to |t - t*| < 2^-1100 (below the smallest subnormal) (x is non-decreasing for
control x in [0, 1], so the sign of x(t) - p is exact); y(t) is evaluated
exactly and rounded once to the nearest double.

Run: python3 degenerate_curves.py > timingCurvesDegenerate.json
"""
import json
import math
from fractions import Fraction as F


def bezier(c1, c2, t):
    s = 1 - t
    return 3 * c1 * s * s * t + 3 * c2 * s * t * t + t * t * t


def value(x1, y1, x2, y2, p):
    x1, y1, x2, y2, p = map(F, (x1, y1, x2, y2, p))
    if p <= 0:
        return 0.0
    if p >= 1:
        return 1.0
    lo, hi = F(0), F(1)
    for _ in range(1100):
        mid = (lo + hi) / 2
        if bezier(x1, x2, mid) < p:
            lo = mid
        else:
            hi = mid
    return float(bezier(y1, y2, (lo + hi) / 2))


half_up = math.nextafter(0.5, 1)
half_down = math.nextafter(0.5, 0)
one_down = math.nextafter(1, 0)
ends = [1e-300, 1e-20, 1e-12, 1e-6, 0.3, 0.7, 1 - 1e-6, 1 - 1e-12, one_down]
middle = [0.25, 0.5, half_up, half_down, 0.5 + 1e-15, 0.5 - 1e-15, 0.5 + 1e-12,
          0.5 - 1e-9, 0.5 + 1e-6, 0.4999, 0.75]
curves = [
    ("xPrimeVanishesAtHalf", [1, 0, 0, 1], middle + ends),
    ("xPrimeVanishesAtHalfOvershoot", [1, 1.5, 0, -0.5], middle + ends),
    ("nearlyVanishingXPrime", [1, 0.2, 1e-7, 0.8], middle + ends),
    ("nearlyVanishingXPrime2", [0.9999999, 0, 1e-9, 1], middle + ends),
    ("cubicTermVanishes", [0, 0, 1 / 3, 1], [0.5] + ends),
    ("cubicTermVanishesShifted", [0.2, 0.1, 0.2 + 1 / 3, 0.9], [0.5] + ends),
    ("xPrimeVanishesAtBothEnds", [0, 1, 1, 0], ends + [0.5]),
    ("xStraightLine", [1 / 3, 0, 2 / 3, 1], [0.1, 0.5, 0.9] + ends),
    ("identityOnDiagonal", [0.3, 0.3, 0.6, 0.6], [0.1, 0.5] + ends),
    ("reverseJumpEnds", [0, 2, 1, -2], ends),
    ("largeOvershoot", [0.1, 10, 0.9, -9], [0.01, 0.5, 0.99] + ends),
]
out = []
for name, controls, xs in curves:
    out.append({
        "name": name,
        "controlPoints": controls,
        "x": xs,
        "y": [value(*controls, x) for x in xs],
    })
print(json.dumps(out, indent=1))
