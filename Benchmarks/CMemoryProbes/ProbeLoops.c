#include "MemoryProbes.h"

// Each probe once per vector width: LANES doubles per vector, unaligned
// loads and stores through memcpy (one instruction each), scalar tails.
// The AVX2 copy is compiled with a target attribute and chosen at run
// time, so the baseline build stays valid on any x86-64.

typedef double narrow __attribute__((vector_size(16)));
typedef double wide __attribute__((vector_size(32)));

#define PROBE_LOOPS(suffix, vector, attributes)                                    \
    attributes static vector load_##suffix(const double *p) {                     \
        vector v;                                                                 \
        __builtin_memcpy(&v, p, sizeof v);                                        \
        return v;                                                                 \
    }                                                                             \
    attributes static void store_##suffix(double *p, vector v) { __builtin_memcpy(p, &v, sizeof v); } \
    attributes static double read_##suffix(const double *a, size_t n) {           \
        enum { L = sizeof(vector) / sizeof(double) };                             \
        vector s[8] = {0};                                                        \
        size_t i = 0;                                                             \
        for (; i + 8 * L <= n; i += 8 * L)                                        \
            for (int k = 0; k < 8; k++) s[k] += load_##suffix(a + i + k * L);     \
        vector t = ((s[0] + s[1]) + (s[2] + s[3])) + ((s[4] + s[5]) + (s[6] + s[7])); \
        double total = 0;                                                         \
        for (int lane = 0; lane < L; lane++) total += t[lane];                    \
        for (; i < n; i++) total += a[i];                                         \
        return total;                                                             \
    }                                                                             \
    attributes static void update_##suffix(double *a, double s, size_t n) {      \
        enum { L = sizeof(vector) / sizeof(double) };                             \
        size_t i = 0;                                                             \
        for (; i + L <= n; i += L) store_##suffix(a + i, load_##suffix(a + i) * s); \
        for (; i < n; i++) a[i] *= s;                                             \
    }                                                                             \
    attributes static void axpy_##suffix(double *a, const double *b, double s, size_t n) { \
        enum { L = sizeof(vector) / sizeof(double) };                             \
        size_t i = 0;                                                             \
        for (; i + L <= n; i += L)                                                \
            store_##suffix(a + i, load_##suffix(a + i) + s * load_##suffix(b + i)); \
        for (; i < n; i++) a[i] += s * b[i];                                      \
    }                                                                             \
    attributes static void triad_##suffix(double *a, const double *b, const double *c, double s, size_t n) { \
        enum { L = sizeof(vector) / sizeof(double) };                             \
        size_t i = 0;                                                             \
        for (; i + L <= n; i += L)                                                \
            store_##suffix(a + i, load_##suffix(b + i) + s * load_##suffix(c + i)); \
        for (; i < n; i++) a[i] = b[i] + s * c[i];                                \
    }

PROBE_LOOPS(narrow, narrow, )
#if defined(__x86_64__)
PROBE_LOOPS(wide, wide, __attribute__((target("avx2,fma"))))
#endif

static int has_avx2(void) {
#if defined(__x86_64__)
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
#else
    return 0;
#endif
}

#if defined(__x86_64__)
#define DISPATCH(call_wide, call_narrow) if (has_avx2()) call_wide; else call_narrow
#else
#define DISPATCH(call_wide, call_narrow) call_narrow
#endif

double probe_read(const double *a, size_t n) {
#if defined(__x86_64__)
    if (has_avx2()) return read_wide(a, n);
#endif
    return read_narrow(a, n);
}

void probe_update(double *a, double s, size_t n) { DISPATCH(update_wide(a, s, n), update_narrow(a, s, n)); }

void probe_axpy(double *a, const double *b, double s, size_t n) { DISPATCH(axpy_wide(a, b, s, n), axpy_narrow(a, b, s, n)); }

void probe_triad(double *a, const double *b, const double *c, double s, size_t n) {
    DISPATCH(triad_wide(a, b, c, s, n), triad_narrow(a, b, c, s, n));
}
