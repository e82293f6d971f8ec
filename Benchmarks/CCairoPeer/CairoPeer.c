#include "CairoPeer.h"
#include <cairo.h>
#include <stdlib.h>

uint64_t cairo_peer_render(int width, int height, const double *points, int segments, int first, int count,
                           const double *gradient, const double *stops, int stop_count,
                           double line_width, const double *stroke, double tolerance) {
    uint64_t checksum = 0;
    const int per_frame = 2 + 6 * segments;
    for (int f = first; f < first + count; f++) {
        const double *p = points + (long)f * per_frame;
        cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
        cairo_t *cr = cairo_create(surface);
        cairo_set_tolerance(cr, tolerance);
        cairo_move_to(cr, p[0], p[1]);
        for (int s = 0; s < segments; s++) {
            const double *q = p + 2 + 6 * s;
            cairo_curve_to(cr, q[0], q[1], q[2], q[3], q[4], q[5]);
        }
        cairo_close_path(cr);
        cairo_pattern_t *pattern = cairo_pattern_create_linear(gradient[0], gradient[1], gradient[2], gradient[3]);
        for (int i = 0; i < stop_count; i++) {
            const double *s = stops + 5 * i;
            cairo_pattern_add_color_stop_rgba(pattern, s[0], s[1], s[2], s[3], s[4]);
        }
        cairo_set_source(cr, pattern);
        cairo_fill_preserve(cr);
        cairo_pattern_destroy(pattern);
        cairo_set_source_rgba(cr, stroke[0], stroke[1], stroke[2], stroke[3]);
        cairo_set_line_width(cr, line_width);
        cairo_stroke(cr);
        cairo_destroy(cr);
        cairo_surface_flush(surface);
        const unsigned char *data = cairo_image_surface_get_data(surface);
        checksum += data[(long)(height / 2) * cairo_image_surface_get_stride(surface) + 4 * (width / 2)];
        cairo_surface_destroy(surface);
    }
    return checksum;
}

uint64_t cairo_peer_clear(int width, int height, int count, uint32_t color) {
    uint64_t checksum = 0;
    const long n = (long)width * height;
    for (int f = 0; f < count; f++) {
        uint32_t *pixels = malloc((size_t)n * sizeof(uint32_t));
        if (!pixels) return 0;
        for (long i = 0; i < n; i++) pixels[i] = color;
        checksum += pixels[n / 2] & 0xFF;
        free(pixels);
    }
    return checksum;
}
