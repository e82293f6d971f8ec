#ifndef TEXTBOOK_BEZIER_H
#define TEXTBOOK_BEZIER_H

/* The cubic-bezier easing browser engines ship (WebKit's UnitBezier,
 * Chromium's gfx::CubicBezier), as a benchmark reference: Newton from
 * t = x for up to 8 steps, then bisection, both to 1e-12 in x. */
typedef struct {
    double ax, bx, cx, ay, by, cy;
} TextbookBezier;

TextbookBezier textbook_bezier_make(double x1, double y1, double x2, double y2);

/* The curve's value at progress x (clamped to [0, 1]): one call per value,
 * as an app calls it once a frame (an external function, so the caller's
 * loop cannot hoist the coefficients or fuse the calls). */
double textbook_bezier_value(const TextbookBezier *curve, double x);

/* out[i] = the curve's value at progress x[i] (clamped to [0, 1]): the
 * loop, whose compiler keeps the coefficients in registers. */
void textbook_bezier_values(const TextbookBezier *curve, const double *x, double *out, long count);

#endif
