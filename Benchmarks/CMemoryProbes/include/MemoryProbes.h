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

/// The width in bytes of the non-temporal stores in use on this CPU: 64
/// (AVX-512F), 32 (AVX) or 16 (SSE2, or the compiler's generic
/// non-temporal store off x86-64).
int streaming_store_bytes(void);

/// The probes of the other patterns run in the widest vectors the CPU has,
/// chosen at run time (so a baseline build probes at the machine's width,
/// as runtime-dispatched BLAS kernels run): 2 for AVX-512F, 1 for AVX2 with
/// FMA, 0 for the baseline's SSE2.
int probe_vector_tier(void);

/// Each probe below runs its loop `repeats` times (one dispatch, no call
/// per repetition, nothing merged across them), repetition r on copy
/// r % copies of its arrays: copy k of array `a` starts at a + k * stride
/// (likewise b and c), so each array holds (copies - 1) * stride + n
/// doubles. One copy when `copies` is 0. `tier` is the vector width to run
/// (as ``probe_vector_tier``, lowered to what the CPU has), or -1 for the
/// default: the widest, except AVX-512 beyond L1d.

/// Returns the sum of a[0..<n] over the repeats, with eight independent
/// vector sums.
double probe_read(const double *a, size_t n, size_t stride, size_t copies, size_t repeats, int tier);

/// a[i] *= s for i in 0..<n.
void probe_update(double *a, double s, size_t n, size_t stride, size_t copies, size_t repeats, int tier);

/// a[i] += s * b[i] for i in 0..<n.
void probe_axpy(double *a, const double *b, double s, size_t n, size_t stride, size_t copies, size_t repeats, int tier);

/// a[i] = b[i] + s * c[i] for i in 0..<n.
void probe_triad(double *a, const double *b, const double *c, double s, size_t n, size_t stride, size_t copies, size_t repeats, int tier);

/// a[i] = value for i in 0..<n, with ordinary stores.
void probe_fill(double *a, double value, size_t n, size_t stride, size_t copies, size_t repeats, int tier);

/// dst[i] = src[i] for i in 0..<n, with ordinary stores.
void probe_copy(double *dst, const double *src, size_t n, size_t stride, size_t copies, size_t repeats, int tier);

/// The patterns of ``probe_pattern`` and ``probe_team``.
enum {
    PROBE_READ = 0,
    PROBE_FILL = 1,
    PROBE_UPDATE = 2,
    PROBE_AXPY = 3,
    PROBE_COPY = 4,
    PROBE_TRIAD = 5,
    PROBE_FILL_NONTEMPORAL = 6,
    PROBE_COPY_NONTEMPORAL = 7,
};

/// One pass of `pattern` over a[0..<n] (reading b and c as the pattern
/// does; `s` is the factor, or the fill's value), at the widest vectors the
/// CPU has.
void probe_pattern(int pattern, double *a, const double *b, const double *c, double s, size_t n);

/// Runs `pattern` over a[0..<n] `repeats` times on `threads` threads (this
/// one and threads - 1 helpers), each taking one contiguous share aligned
/// to 8 doubles, as STREAM's OpenMP loops do. The helpers are started
/// before the clock and spin between repetitions (no sleep, no wake-up),
/// as BLAS thread pools do while busy, so the figure is the memory's and
/// not the hand-off's. Returns the nanoseconds of the repetitions alone,
/// or 0 when a helper could not be started.
unsigned long long probe_team(int pattern, double *a, const double *b, const double *c, double s, size_t n,
                              int threads, size_t repeats);

#endif
