#include "TextbookBezier.h"
#include <math.h>

TextbookBezier textbook_bezier_make(double x1, double y1, double x2, double y2) {
    TextbookBezier c;
    c.cx = 3 * x1;
    c.bx = 3 * (x2 - x1) - c.cx;
    c.ax = 1 - c.cx - c.bx;
    c.cy = 3 * y1;
    c.by = 3 * (y2 - y1) - c.cy;
    c.ay = 1 - c.cy - c.by;
    return c;
}

static double sample_x(const TextbookBezier *c, double t) { return ((c->ax * t + c->bx) * t + c->cx) * t; }
static double sample_y(const TextbookBezier *c, double t) { return ((c->ay * t + c->by) * t + c->cy) * t; }
static double derivative_x(const TextbookBezier *c, double t) { return (3 * c->ax * t + 2 * c->bx) * t + c->cx; }

static double solve_x(const TextbookBezier *c, double x) {
    const double epsilon = 1e-12;
    double t = x;
    for (int i = 0; i < 8; i++) {
        double error = sample_x(c, t) - x;
        if (fabs(error) < epsilon) return t;
        double d = derivative_x(c, t);
        if (fabs(d) < 1e-6) break;
        t -= error / d;
    }
    double lo = 0, hi = 1;
    t = x;
    while (hi - lo > epsilon) {
        double v = sample_x(c, t);
        if (fabs(v - x) < epsilon) return t;
        if (x > v) lo = t; else hi = t;
        t = lo + (hi - lo) / 2;
    }
    return t;
}

static double value(const TextbookBezier *c, double p) {
    return p <= 0 ? 0 : p >= 1 ? 1 : sample_y(c, solve_x(c, p));
}

double textbook_bezier_value(const TextbookBezier *curve, double x) { return value(curve, x); }

void textbook_bezier_values(const TextbookBezier *curve, const double *x, double *out, long count) {
    for (long i = 0; i < count; i++) out[i] = value(curve, x[i]);
}
