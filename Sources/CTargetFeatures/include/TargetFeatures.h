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

/* The square root of x as one instruction that the loop vectorizer can widen
 * (sqrtpd/vsqrtpd). Swift's `squareRoot()` reaches libm's `sqrt` through a
 * header compiled with errno semantics, a call that keeps loops scalar;
 * the elementwise builtin is the plain IEEE operation, correctly rounded,
 * NaN for negative x, without errno. */
static inline __attribute__((always_inline)) double animation_kernels_square_root(double x) {
    return __builtin_elementwise_sqrt(x);
}

#endif
