#include "StreamingStores.h"

#include <stdint.h>

// Clang's __builtin_nontemporal_store emits movntpd (SSE2, 16 bytes) for
// the baseline and vmovntpd (32 bytes) inside a function compiled for AVX;
// the wide path is chosen at run time, so the baseline build stays valid.

typedef double double2 __attribute__((vector_size(16)));
typedef double double4 __attribute__((vector_size(32)));

static void fence(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_sfence();
#else
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
#endif
}

// Stores of `width` bytes need `dst` aligned to `width`: the ordinary
// stores before the first aligned address, and after the last full vector.
static size_t head(const double *dst, size_t n, size_t width) {
    size_t misaligned = ((uintptr_t)dst % width) / sizeof(double);
    size_t count = misaligned == 0 ? 0 : (width / sizeof(double)) - misaligned;
    return count < n ? count : n;
}

static void fill_narrow(double *a, double value, size_t n) {
    size_t i = head(a, n, 16);
    for (size_t j = 0; j < i; j++) a[j] = value;
    double2 v = {value, value};
    for (; i + 2 <= n; i += 2) __builtin_nontemporal_store(v, (double2 *)(a + i));
    for (; i < n; i++) a[i] = value;
}

static void copy_narrow(double *dst, const double *src, size_t n) {
    size_t i = head(dst, n, 16);
    for (size_t j = 0; j < i; j++) dst[j] = src[j];
    for (; i + 2 <= n; i += 2) {
        double2 v;
        __builtin_memcpy(&v, src + i, sizeof v);
        __builtin_nontemporal_store(v, (double2 *)(dst + i));
    }
    for (; i < n; i++) dst[i] = src[i];
}

#if defined(__x86_64__)
__attribute__((target("avx")))
static void fill_wide(double *a, double value, size_t n) {
    size_t i = head(a, n, 32);
    for (size_t j = 0; j < i; j++) a[j] = value;
    double4 v = {value, value, value, value};
    for (; i + 4 <= n; i += 4) __builtin_nontemporal_store(v, (double4 *)(a + i));
    for (; i < n; i++) a[i] = value;
}

__attribute__((target("avx")))
static void copy_wide(double *dst, const double *src, size_t n) {
    size_t i = head(dst, n, 32);
    for (size_t j = 0; j < i; j++) dst[j] = src[j];
    for (; i + 4 <= n; i += 4) {
        double4 v;
        __builtin_memcpy(&v, src + i, sizeof v);
        __builtin_nontemporal_store(v, (double4 *)(dst + i));
    }
    for (; i < n; i++) dst[i] = src[i];
}
#endif

int streaming_stores_are_wide(void) {
#if defined(__x86_64__)
    return __builtin_cpu_supports("avx");
#else
    return 0;
#endif
}

void streaming_fill(double *a, double value, size_t n) {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx")) {
        fill_wide(a, value, n);
        fence();
        return;
    }
#endif
    fill_narrow(a, value, n);
    fence();
}

void streaming_copy(double *dst, const double *src, size_t n) {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("avx")) {
        copy_wide(dst, src, n);
        fence();
        return;
    }
#endif
    copy_narrow(dst, src, n);
    fence();
}
