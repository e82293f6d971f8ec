#include "MemoryProbes.h"

#include <stdatomic.h>
#include <unistd.h>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

// Each probe once per vector width, the widest the CPU has chosen at run
// time (target attributes and __builtin_cpu_supports, so the baseline build
// stays valid on any x86-64 and probes at the machine's width, as
// runtime-dispatched BLAS kernels run): 16-byte SSE2 vectors (baseline),
// 32-byte AVX2 + FMA, 64-byte AVX-512F. A ceiling must be a loop no kernel
// can beat, so the loops are bound by the cache ports, not by their own
// overhead: two vectors per iteration (independent loads and stores, one
// branch per two; four were no faster in L1 and 2–7% slower in L2 on
// Zen 5), one for triad (two made AVX2's 5% slower in L2 than the single
// vector it had), eight independent sums for the read (an add's latency
// times the loads per cycle), unaligned loads and stores through memcpy
// (one instruction each), and the remainder in one masked vector where
// AVX-512 has masks (a 4-element call would otherwise run scalar) or in
// single vectors then scalars. The caller may pick the width (the
// benchmark times the two widest and runs the faster: on Zen 5 in L2,
// AVX2's axpy was 7% faster than AVX-512's, AVX-512's update 12% faster
// than AVX2's); by default AVX-512 runs only while the working set fits
// in L1d, beyond which the width no longer bounds the rate.

enum { UNROLL = 2 };

typedef double narrow __attribute__((vector_size(16)));
typedef double wide __attribute__((vector_size(32)));
typedef double widest __attribute__((vector_size(64)));

// Masked head/tail of the AVX-512 loops: the first `r` (< 8) lanes.
#if defined(__x86_64__)
#define AVX512 __attribute__((target("avx512f,avx2,fma")))
AVX512 static inline __mmask8 lanes_mask(size_t r) { return (__mmask8)((1u << r) - 1u); }
// No masked operation when nothing remains: an all-false masked store
// still costs an instruction with its mask dependency on every call.
#define RETURN_IF_DONE(i, n) if ((i) == (n)) return
#endif

// The vector part of a loop body: `step` (a statement on the vector at
// index j) `unroll` vectors per iteration, then one vector at a time;
// returns how many elements it did.
#define VECTOR_LOOP(unroll, vector, n, ...)                                       \
    enum { L = sizeof(vector) / sizeof(double) };                                 \
    size_t i = 0;                                                                 \
    for (; i + (unroll) * L <= (n); i += (unroll) * L)                            \
        for (int k = 0; k < (unroll); k++) { size_t j = i + k * L; __VA_ARGS__; } \
    for (; i + L <= (n); i += L) { size_t j = i; __VA_ARGS__; }                   \
    return i

#define PROBE_LOOPS(suffix, vector, attributes)                                    \
    attributes static inline vector load_##suffix(const double *p) {              \
        vector v;                                                                 \
        __builtin_memcpy(&v, p, sizeof v);                                        \
        return v;                                                                 \
    }                                                                             \
    attributes static inline void store_##suffix(double *p, vector v) { __builtin_memcpy(p, &v, sizeof v); } \
    attributes static inline vector splat_##suffix(double x) {                    \
        vector v;                                                                 \
        for (unsigned lane = 0; lane < sizeof(vector) / sizeof(double); lane++) v[lane] = x; \
        return v;                                                                 \
    }                                                                             \
    /* The vector part of each loop; returns how many elements it did. */        \
    attributes static inline size_t read_body_##suffix(const double *a, size_t n, vector *sum) { \
        enum { L = sizeof(vector) / sizeof(double) };                             \
        vector s[8] = {0};                                                        \
        size_t i = 0;                                                             \
        for (; i + 8 * L <= n; i += 8 * L)                                        \
            for (int k = 0; k < 8; k++) s[k] += load_##suffix(a + i + k * L);     \
        for (; i + L <= n; i += L) s[0] += load_##suffix(a + i);                  \
        *sum = ((s[0] + s[1]) + (s[2] + s[3])) + ((s[4] + s[5]) + (s[6] + s[7])); \
        return i;                                                                 \
    }                                                                             \
    attributes static inline size_t update_body_##suffix(double *a, double s, size_t n) { \
        vector f = splat_##suffix(s);                                             \
        VECTOR_LOOP(UNROLL, vector, n, store_##suffix(a + j, load_##suffix(a + j) * f)); \
    }                                                                             \
    attributes static inline size_t axpy_body_##suffix(double *a, const double *b, double s, size_t n) { \
        vector f = splat_##suffix(s);                                             \
        VECTOR_LOOP(UNROLL, vector, n, store_##suffix(a + j, load_##suffix(a + j) + f * load_##suffix(b + j))); \
    }                                                                             \
    attributes static inline size_t triad_body_##suffix(double *a, const double *b, const double *c, double s, size_t n) { \
        vector f = splat_##suffix(s);                                             \
        VECTOR_LOOP(1, vector, n, store_##suffix(a + j, load_##suffix(b + j) + f * load_##suffix(c + j))); \
    }                                                                             \
    attributes static inline size_t fill_body_##suffix(double *a, double value, size_t n) { \
        vector v = splat_##suffix(value);                                         \
        VECTOR_LOOP(UNROLL, vector, n, store_##suffix(a + j, v));                 \
    }                                                                             \
    attributes static inline size_t copy_body_##suffix(double *a, const double *b, size_t n) { \
        VECTOR_LOOP(UNROLL, vector, n, store_##suffix(a + j, load_##suffix(b + j))); \
    }

// The full loops of the two narrower widths: vector part, scalar remainder.
#define SCALAR_TAILS(suffix, vector, attributes)                                   \
    attributes static double read_##suffix(const double *a, size_t n) {           \
        vector t;                                                                 \
        size_t i = read_body_##suffix(a, n, &t);                                  \
        double total = 0;                                                         \
        for (unsigned lane = 0; lane < sizeof(vector) / sizeof(double); lane++) total += t[lane]; \
        for (; i < n; i++) total += a[i];                                         \
        return total;                                                             \
    }                                                                             \
    attributes static void update_##suffix(double *a, double s, size_t n) {      \
        for (size_t i = update_body_##suffix(a, s, n); i < n; i++) a[i] *= s;     \
    }                                                                             \
    attributes static void axpy_##suffix(double *a, const double *b, double s, size_t n) { \
        for (size_t i = axpy_body_##suffix(a, b, s, n); i < n; i++) a[i] += s * b[i]; \
    }                                                                             \
    attributes static void triad_##suffix(double *a, const double *b, const double *c, double s, size_t n) { \
        for (size_t i = triad_body_##suffix(a, b, c, s, n); i < n; i++) a[i] = b[i] + s * c[i]; \
    }                                                                             \
    attributes static void fill_##suffix(double *a, double value, size_t n) {     \
        for (size_t i = fill_body_##suffix(a, value, n); i < n; i++) a[i] = value; \
    }                                                                             \
    attributes static void copy_##suffix(double *a, const double *b, size_t n) { \
        for (size_t i = copy_body_##suffix(a, b, n); i < n; i++) a[i] = b[i];     \
    }

PROBE_LOOPS(narrow, narrow, )
SCALAR_TAILS(narrow, narrow, )
#if defined(__x86_64__)
PROBE_LOOPS(wide, wide, __attribute__((target("avx2,fma"))))
SCALAR_TAILS(wide, wide, __attribute__((target("avx2,fma"))))
PROBE_LOOPS(widest, widest, AVX512)

// AVX-512: the fewer-than-8 remaining elements in one masked vector.
AVX512 static double read_widest(const double *a, size_t n) {
    widest t;
    size_t i = read_body_widest(a, n, &t);
    if (i < n) t += (widest)_mm512_maskz_loadu_pd(lanes_mask(n - i), a + i);
    return _mm512_reduce_add_pd((__m512d)t);
}
AVX512 static void update_widest(double *a, double s, size_t n) {
    size_t i = update_body_widest(a, s, n);
    RETURN_IF_DONE(i, n);
    __mmask8 m = lanes_mask(n - i);
    _mm512_mask_storeu_pd(a + i, m, _mm512_mul_pd(_mm512_maskz_loadu_pd(m, a + i), _mm512_set1_pd(s)));
}
AVX512 static void axpy_widest(double *a, const double *b, double s, size_t n) {
    size_t i = axpy_body_widest(a, b, s, n);
    RETURN_IF_DONE(i, n);
    __mmask8 m = lanes_mask(n - i);
    _mm512_mask_storeu_pd(a + i, m, _mm512_fmadd_pd(_mm512_set1_pd(s), _mm512_maskz_loadu_pd(m, b + i), _mm512_maskz_loadu_pd(m, a + i)));
}
AVX512 static void triad_widest(double *a, const double *b, const double *c, double s, size_t n) {
    size_t i = triad_body_widest(a, b, c, s, n);
    RETURN_IF_DONE(i, n);
    __mmask8 m = lanes_mask(n - i);
    _mm512_mask_storeu_pd(a + i, m, _mm512_fmadd_pd(_mm512_set1_pd(s), _mm512_maskz_loadu_pd(m, c + i), _mm512_maskz_loadu_pd(m, b + i)));
}
AVX512 static void fill_widest(double *a, double value, size_t n) {
    size_t i = fill_body_widest(a, value, n);
    RETURN_IF_DONE(i, n);
    _mm512_mask_storeu_pd(a + i, lanes_mask(n - i), _mm512_set1_pd(value));
}
AVX512 static void copy_widest(double *a, const double *b, size_t n) {
    size_t i = copy_body_widest(a, b, n);
    RETURN_IF_DONE(i, n);
    __mmask8 m = lanes_mask(n - i);
    _mm512_mask_storeu_pd(a + i, m, _mm512_maskz_loadu_pd(m, b + i));
}
#endif

// 2: AVX-512F, 1: AVX2 + FMA, 0: the baseline's SSE2 (or the compiler's
// generic vectors off x86-64).
int probe_vector_tier(void) {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx512f")) return 2;
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) return 1;
#endif
    return 0;
}

// L1d's size, read once (sysconf runs CPUID, which a VM traps); 32 KiB
// when unknown.
static size_t l1_bytes(void) {
    static _Atomic long cached = 0;
    long bytes = atomic_load_explicit(&cached, memory_order_relaxed);
    if (bytes == 0) {
        bytes = sysconf(_SC_LEVEL1_DCACHE_SIZE);
        if (bytes <= 0) bytes = 32 << 10;
        atomic_store_explicit(&cached, bytes, memory_order_relaxed);
    }
    return (size_t)bytes;
}

// The tier for a working set of `bytes`: AVX-512 only within L1d (the
// default where the caller has not timed the tiers itself; see the
// probes' `tier` parameter).
static int tier_for(size_t bytes) {
    int tier = probe_vector_tier();
    return tier == 2 && bytes > l1_bytes() ? 1 : tier;
}

// `requested` if the CPU has it, the default for `bytes` when negative.
static int tier_or_default(int requested, size_t bytes) {
    if (requested < 0) return tier_for(bytes);
    int top = probe_vector_tier();
    return requested > top ? top : requested;
}

// Each probe is a repeat loop around one call, chosen once per sample:
// the timed loop makes no indirect call per repetition (the kernels it
// bounds are timed with their calls inlined into the timing loop), and the
// compiler barrier after each call keeps the repetitions from being merged
// or hoisted (the read's input does not change between them). Repetition r
// works on copy r % copies of the arrays, `stride` doubles apart: over a few
// elements, repeating on one copy chains each repetition's loads to the
// previous one's stores (store-to-load forwarding latency, not bandwidth),
// and rotating over copies lets them overlap as a bandwidth probe must.
#define BARRIER() __asm__ __volatile__("" ::: "memory")

#define ROTATE(call, w)                                                           \
    for (size_t r = 0, o = 0; r < repeats; r++) {                                 \
        call(w);                                                                  \
        o += stride;                                                              \
        if (o == end) o = 0;                                                      \
        BARRIER();                                                                \
    }

#if defined(__x86_64__)
#define REPEAT(call, arrays) do {                                                 \
        size_t end = (copies ? copies : 1) * stride;                              \
        switch (tier_or_default(tier, (arrays) * n * sizeof(double))) {          \
        case 2: ROTATE(call, widest) break;                                       \
        case 1: ROTATE(call, wide) break;                                         \
        default: ROTATE(call, narrow) break;                                      \
        }                                                                         \
    } while (0)
#else
#define REPEAT(call, arrays) do { (void)tier; size_t end = (copies ? copies : 1) * stride; ROTATE(call, narrow) } while (0)
#endif

double probe_read(const double *a, size_t n, size_t stride, size_t copies, size_t repeats, int tier) {
    double total = 0;
#define CALL(w) total += read_##w(a + o, n)
    REPEAT(CALL, 1);
#undef CALL
    return total;
}

void probe_update(double *a, double s, size_t n, size_t stride, size_t copies, size_t repeats, int tier) {
#define CALL(w) update_##w(a + o, s, n)
    REPEAT(CALL, 1);
#undef CALL
}

void probe_axpy(double *a, const double *b, double s, size_t n, size_t stride, size_t copies, size_t repeats, int tier) {
#define CALL(w) axpy_##w(a + o, b + o, s, n)
    REPEAT(CALL, 2);
#undef CALL
}

void probe_triad(double *a, const double *b, const double *c, double s, size_t n, size_t stride, size_t copies, size_t repeats, int tier) {
#define CALL(w) triad_##w(a + o, b + o, c + o, s, n)
    REPEAT(CALL, 3);
#undef CALL
}

void probe_fill(double *a, double value, size_t n, size_t stride, size_t copies, size_t repeats, int tier) {
#define CALL(w) fill_##w(a + o, value, n)
    REPEAT(CALL, 1);
#undef CALL
}

void probe_copy(double *dst, const double *src, size_t n, size_t stride, size_t copies, size_t repeats, int tier) {
#define CALL(w) copy_##w(dst + o, src + o, n)
    REPEAT(CALL, 2);
#undef CALL
}

// One pass of `pattern` over a[0..<n] (b and c as the pattern reads them),
// at the widest vectors the CPU has: the share of one thread of a team.
void probe_pattern(int pattern, double *a, const double *b, const double *c, double s, size_t n) {
    size_t arrays = pattern == PROBE_TRIAD ? 3 : pattern == PROBE_AXPY || pattern == PROBE_COPY ? 2 : 1;
    int tier = tier_for(arrays * n * sizeof(double));
#if defined(__x86_64__)
#define DISPATCH(name, ...) do {                                                  \
        if (tier == 2) name##_widest(__VA_ARGS__);                                \
        else if (tier == 1) name##_wide(__VA_ARGS__);                             \
        else name##_narrow(__VA_ARGS__);                                          \
    } while (0)
#else
#define DISPATCH(name, ...) name##_narrow(__VA_ARGS__)
#endif
    switch (pattern) {
    case PROBE_READ: {
        double total = 0;
#if defined(__x86_64__)
        total = tier == 2 ? read_widest(a, n) : tier == 1 ? read_wide(a, n) : read_narrow(a, n);
#else
        total = read_narrow(a, n);
#endif
        volatile double kept = total; // the sum is used, so the loads stay
        (void)kept;
        break;
    }
    case PROBE_FILL: DISPATCH(fill, a, s, n); break;
    case PROBE_UPDATE: DISPATCH(update, a, s, n); break;
    case PROBE_AXPY: DISPATCH(axpy, a, b, s, n); break;
    case PROBE_COPY: DISPATCH(copy, a, b, n); break;
    case PROBE_TRIAD: DISPATCH(triad, a, b, c, s, n); break;
    case PROBE_FILL_NONTEMPORAL: streaming_fill(a, s, n); break;
    case PROBE_COPY_NONTEMPORAL: streaming_copy(a, b, n); break;
    default: break;
    }
#undef DISPATCH
}
