#ifndef ANIMATION_KERNELS_TARGET_FEATURES_H
#define ANIMATION_KERNELS_TARGET_FEATURES_H

/* The widest SIMD registers the Swift code of this build may use, in bits.
 * Swift has no conditional compilation on target features, but the Clang
 * importer sees the same target options as Swift's code generation
 * (`-Xcc -march=native` reaches both), so the compiler's own feature macros
 * tell AnimationKernels which vector width its SIMD loops were built for. */
#if defined(__AVX512F__)
#define ANIMATION_KERNELS_SIMD_BITS 512
#elif defined(__AVX2__) || defined(__AVX__)
#define ANIMATION_KERNELS_SIMD_BITS 256
#else
#define ANIMATION_KERNELS_SIMD_BITS 128
#endif

/* 1 when the element-wise loops of this build run in 512-bit vectors: built
 * for AVX-512 and tuned for a core that runs 512-bit arithmetic at full
 * clock and width (AMD Zen 4 and later; Clang names the tuning target in
 * __znver4__ / __znver5__). Intel's AVX-512 cores lower their clock for a
 * while after 512-bit arithmetic, so there the loops keep 256-bit vectors,
 * as LLVM's own loop vectorizer does for those targets. */
#if defined(__AVX512F__) && (defined(__znver4__) || defined(__znver5__))
#define ANIMATION_KERNELS_WIDE_STREAMS 1
#else
#define ANIMATION_KERNELS_WIDE_STREAMS 0
#endif

/* 1 when this build may use fused multiply-add instructions (FMA3 on x86-64,
 * e.g. with `-Xcc -march=native` on any x86-64 of the last decade; always on
 * 64-bit ARM), else 0.
 * Without them `addingProduct` becomes a call into libm per element, so the
 * kernels fuse only when this says the instruction is there. */
#if defined(__FMA__) || defined(__ARM_FEATURE_FMA)
#define ANIMATION_KERNELS_HAS_FMA 1
#else
#define ANIMATION_KERNELS_HAS_FMA 0
#endif

/* The size in bytes of the level-`level` data (or unified) cache of the
 * core this runs on, from CPUID's deterministic cache parameters (leaf 4,
 * or AMD's 0x8000001D); 0 when CPUID does not say or on other
 * architectures. For machines without sysfs. */
long ak_cpuid_cache_bytes(int level);

/* Copies CPUID's processor brand string (at most 48 characters and a
 * terminating zero) into `buffer` of `capacity` bytes and returns its
 * length; 0 when there is none or on other architectures. */
long ak_cpu_brand(char *buffer, long capacity);

/* The shortest vector the active kernel profile sends to OpenBLAS, kept
 * here so that every automatic vector call compares its length with one
 * plain load and skips the profile below it. AnimationKernels sets it when
 * it installs a profile; until then it holds 64, the least a profile may
 * name, so the first call long enough loads the profile. */
extern long ak_shortest_blas_vector_storage;

static inline long ak_shortest_blas_vector(void) {
    return __atomic_load_n(&ak_shortest_blas_vector_storage, __ATOMIC_RELAXED);
}

static inline void ak_set_shortest_blas_vector(long count) {
    __atomic_store_n(&ak_shortest_blas_vector_storage, count, __ATOMIC_RELAXED);
}

/* The square root of x as one instruction that the loop vectorizer can widen
 * (sqrtpd/vsqrtpd). Swift's `squareRoot()` reaches libm's `sqrt` through a
 * header compiled with errno semantics, a call that keeps loops scalar;
 * the elementwise builtin is the plain IEEE operation, correctly rounded,
 * NaN for negative x, without errno. */
static inline __attribute__((always_inline)) double animation_kernels_square_root(double x) {
    return __builtin_elementwise_sqrt(x);
}

#endif
