#ifndef CAIRO_PEER_H
#define CAIRO_PEER_H
#include <stdint.h>

/* The render benchmark's scene drawn by Cairo, as a C program would draw
 * it: for each frame a new ARGB32 image, the frame's closed outline of
 * cubic segments filled with a linear gradient and stroked in one colour.
 *
 * points: per frame, the start point (x, y) and then per segment
 *         (c1x, c1y, c2x, c2y, x, y), so 2 + 6 * segments doubles a frame;
 * gradient: x0, y0, x1, y1; stops: (offset, r, g, b, a) per stop;
 * stroke: r, g, b, a.
 * Returns a checksum of one pixel per frame, so nothing is optimized away. */
uint64_t cairo_peer_render(int width, int height, const double *points, int segments, int first, int count,
                           const double *gradient, const double *stops, int stop_count,
                           double line_width, const double *stroke, double tolerance);

/* The floor: a new frame of the same size cleared to one colour, count
 * times (allocate, write every pixel, free). Returns a checksum. */
uint64_t cairo_peer_clear(int width, int height, int count, uint32_t color);

#endif
