#ifndef ANIMATION_KERNELS_NON_ZERO_MASK_H
#define ANIMATION_KERNELS_NON_ZERO_MASK_H

#include <stdint.h>
#include "NonTemporalStores.h"

/* Bit p set where a[p] is non-zero (NaN included), for p in 0..<n, n from
 * 0 to 64: which keyframes a row of weights uses. Swift has no way to turn
 * a vector comparison into bits: its mask had to be summed lane by lane,
 * about fifteen instructions per four weights on the baseline build, where
 * finding the terms of a few short rows cost more than their sums. A
 * vector of Clang's booleans is the comparison's bits: MOVMSKPD on SSE2 and
 * AVX, a mask register on AVX-512, a narrowing on ARM64. */
typedef _Bool ak_bool4 __attribute__((ext_vector_type(4)));
typedef _Bool ak_bool8 __attribute__((ext_vector_type(8)));

static inline __attribute__((always_inline)) uint64_t ak_nonzero_mask(const double *a, long n) {
    uint64_t mask = 0;
    long p = 0;
    for (; p + 8 <= n; p += 8) {
        ak_double8 v;
        __builtin_memcpy(&v, a + p, sizeof v);
        ak_bool8 nonZero = __builtin_convertvector(v != 0, ak_bool8);
        uint8_t bits;
        __builtin_memcpy(&bits, &nonZero, 1);
        mask |= (uint64_t)bits << p;
    }
    if (p + 4 <= n) {
        ak_double4 v;
        __builtin_memcpy(&v, a + p, sizeof v);
        ak_bool4 nonZero = __builtin_convertvector(v != 0, ak_bool4);
        uint8_t bits;
        __builtin_memcpy(&bits, &nonZero, 1);
        mask |= (uint64_t)(bits & 15) << p;
        p += 4;
    }
    for (; p < n; p++) {
        mask |= (uint64_t)(a[p] != 0) << p;
    }
    return mask;
}

#endif
