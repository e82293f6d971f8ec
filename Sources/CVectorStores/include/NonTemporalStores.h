#ifndef ANIMATION_KERNELS_NON_TEMPORAL_STORES_H
#define ANIMATION_KERNELS_NON_TEMPORAL_STORES_H

/* Stores that bypass the caches, for outputs too large to stay in them.
 * An ordinary store first reads the cache line it writes (write-allocate),
 * so an output that streams to memory costs twice its size in traffic; a
 * non-temporal store writes the line without reading it. Swift has no such
 * store, so these inline functions give one: Clang lowers
 * `__builtin_nontemporal_store` to MOVNTPD/VMOVNTPD/VMOVNTPS on x86-64 (at
 * the width the build targets) and STNP on ARM64, and an ordinary store
 * where the target has none.
 *
 * The vector types import into Swift as SIMD2/4/8/16<Double>. `p` must
 * be aligned to the vector's size, or to a cache
 * line for vectors larger than one; the stores are weakly ordered, so a
 * writer calls `ak_nontemporal_fence` before another thread may read what
 * it wrote. */

typedef double ak_double2 __attribute__((ext_vector_type(2)));
typedef double ak_double4 __attribute__((ext_vector_type(4)));
typedef double ak_double8 __attribute__((ext_vector_type(8)));
typedef double ak_double16 __attribute__((ext_vector_type(16)));
typedef float ak_float2 __attribute__((ext_vector_type(2)));
typedef float ak_float4 __attribute__((ext_vector_type(4)));
typedef float ak_float8 __attribute__((ext_vector_type(8)));
typedef float ak_float16 __attribute__((ext_vector_type(16)));

#define AK_NONTEMPORAL_STORE(NAME, TYPE, SCALAR) \
    static inline __attribute__((always_inline)) void NAME(SCALAR *p, TYPE v) { \
        __builtin_nontemporal_store(v, (TYPE *)p); \
    }

AK_NONTEMPORAL_STORE(ak_nontemporal_store_double2, ak_double2, double)
AK_NONTEMPORAL_STORE(ak_nontemporal_store_double4, ak_double4, double)
AK_NONTEMPORAL_STORE(ak_nontemporal_store_double8, ak_double8, double)

/* Sixteen doubles span two cache lines: two stores of one line each, so
 * that `p` needs the alignment of a line (64 bytes), not of the vector. */
static inline __attribute__((always_inline)) void ak_nontemporal_store_double16(double *p, ak_double16 v) {
    __builtin_nontemporal_store(v.lo, (ak_double8 *)p);
    __builtin_nontemporal_store(v.hi, (ak_double8 *)(p + 8));
}

/* Doubles rounded to Floats, then stored past the caches (see
 * RoundedStores.h for why the rounding is written in C). */
#define AK_NONTEMPORAL_STORE_ROUNDED(NAME, DOUBLES, FLOATS) \
    static inline __attribute__((always_inline)) void NAME(float *p, DOUBLES v) { \
        __builtin_nontemporal_store(__builtin_convertvector(v, FLOATS), (FLOATS *)p); \
    }
AK_NONTEMPORAL_STORE_ROUNDED(ak_nontemporal_store_rounded2, ak_double2, ak_float2)
AK_NONTEMPORAL_STORE_ROUNDED(ak_nontemporal_store_rounded4, ak_double4, ak_float4)
AK_NONTEMPORAL_STORE_ROUNDED(ak_nontemporal_store_rounded8, ak_double8, ak_float8)
AK_NONTEMPORAL_STORE_ROUNDED(ak_nontemporal_store_rounded16, ak_double16, ak_float16)

/* Orders the non-temporal stores before every later store of this thread. */
static inline __attribute__((always_inline)) void ak_nontemporal_fence(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_sfence();
#else
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
#endif
}

#endif
