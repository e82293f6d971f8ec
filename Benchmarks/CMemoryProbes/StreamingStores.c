#include "MemoryProbes.h"

#include <stdint.h>

// Clang's __builtin_nontemporal_store emits a 16-byte non-temporal store
// (movntpd, SSE2) for the baseline, a 32-byte one (vmovntpd) inside a
// function compiled for AVX and a 64-byte one (a whole cache line) inside
// one compiled for AVX-512F; the widest the CPU has is chosen at run time,
// so the baseline build stays valid on any x86-64.

typedef double double2 __attribute__((vector_size(16)));
typedef double double4 __attribute__((vector_size(32)));
typedef double double8 __attribute__((vector_size(64)));

static void fence(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_sfence();
#else
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
#endif
}

// Stores of `width` bytes need `dst` aligned to `width`: how many ordinary
// stores come before the first aligned address.
static size_t head(const double *dst, size_t n, size_t width) {
    size_t misaligned = ((uintptr_t)dst % width) / sizeof(double);
    size_t count = misaligned == 0 ? 0 : (width / sizeof(double)) - misaligned;
    return count < n ? count : n;
}

// One fill and one copy per vector type: `lanes` doubles per store, the
// ordinary stores before the first aligned address and after the last
// full vector. `attributes` compiles the wider ones for AVX and AVX-512F.
#define STREAMING_LOOPS(suffix, vector, lanes, attributes)                        \
    attributes static void fill_##suffix(double *a, double value, size_t n) {     \
        size_t i = head(a, n, sizeof(vector));                                    \
        for (size_t j = 0; j < i; j++) a[j] = value;                              \
        vector v;                                                                 \
        for (int lane = 0; lane < (lanes); lane++) v[lane] = value;               \
        for (; i + (lanes) <= n; i += (lanes)) __builtin_nontemporal_store(v, (vector *)(a + i)); \
        for (; i < n; i++) a[i] = value;                                          \
    }                                                                             \
    attributes static void copy_##suffix(double *dst, const double *src, size_t n) { \
        size_t i = head(dst, n, sizeof(vector));                                  \
        for (size_t j = 0; j < i; j++) dst[j] = src[j];                           \
        for (; i + (lanes) <= n; i += (lanes)) {                                  \
            vector v;                                                             \
            __builtin_memcpy(&v, src + i, sizeof v);                              \
            __builtin_nontemporal_store(v, (vector *)(dst + i));                  \
        }                                                                         \
        for (; i < n; i++) dst[i] = src[i];                                       \
    }

STREAMING_LOOPS(narrow, double2, 2, )
#if defined(__x86_64__)
STREAMING_LOOPS(wide, double4, 4, __attribute__((target("avx"))))
STREAMING_LOOPS(widest, double8, 8, __attribute__((target("avx512f"))))
#endif

int streaming_store_bytes(void) {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx512f")) return 64;
    if (__builtin_cpu_supports("avx")) return 32;
#endif
    return 16;
}

void streaming_fill(double *a, double value, size_t n) {
    switch (streaming_store_bytes()) {
#if defined(__x86_64__)
    case 64: fill_widest(a, value, n); break;
    case 32: fill_wide(a, value, n); break;
#endif
    default: fill_narrow(a, value, n); break;
    }
    fence();
}

void streaming_copy(double *dst, const double *src, size_t n) {
    switch (streaming_store_bytes()) {
#if defined(__x86_64__)
    case 64: copy_widest(dst, src, n); break;
    case 32: copy_wide(dst, src, n); break;
#endif
    default: copy_narrow(dst, src, n); break;
    }
    fence();
}
