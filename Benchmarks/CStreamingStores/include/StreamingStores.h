#ifndef STREAMING_STORES_H
#define STREAMING_STORES_H

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

#endif
