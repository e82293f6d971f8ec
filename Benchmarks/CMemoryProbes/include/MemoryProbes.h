#ifndef MEMORY_PROBES_H
#define MEMORY_PROBES_H

#include <stddef.h>

/// Writes `value` to a[0..<n] with non-temporal stores (they bypass the
/// caches: no read for ownership, no eviction of other data), then fences.
/// For the benchmark's memory probes beyond the last-level cache.
void streaming_fill(double *a, double value, size_t n);

/// Copies src[0..<n] to dst[0..<n] with ordinary loads and non-temporal
/// stores, then fences. For the benchmark's memory probes.
void streaming_copy(double *dst, const double *src, size_t n);

/// Whether the wide (32-byte, AVX) stores are in use on this CPU; the
/// 16-byte SSE2 ones otherwise (x86-64), or the compiler's generic
/// non-temporal store elsewhere.
int streaming_stores_are_wide(void);

/// The probes of the other patterns, in 32-byte AVX2 vectors when the CPU
/// has them (chosen at run time, so a baseline build probes at the
/// machine's width, as runtime-dispatched BLAS kernels run) and in the
/// baseline's vectors otherwise.

/// Returns the sum of a[0..<n], with eight independent vector sums.
double probe_read(const double *a, size_t n);

/// a[i] *= s for i in 0..<n.
void probe_update(double *a, double s, size_t n);

/// a[i] += s * b[i] for i in 0..<n.
void probe_axpy(double *a, const double *b, double s, size_t n);

/// a[i] = b[i] + s * c[i] for i in 0..<n.
void probe_triad(double *a, const double *b, const double *c, double s, size_t n);

#endif
