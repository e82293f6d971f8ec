#ifndef ANIMATION_KERNELS_ROUNDED_STORES_H
#define ANIMATION_KERNELS_ROUNDED_STORES_H

#include "NonTemporalStores.h"

/* Doubles rounded to Floats (to nearest, once) and stored, for products
 * written as Floats. Swift's conversion `SIMD8<Float>(_: SIMD8<Double>)`
 * is a generic loop over the elements that the optimizer leaves out of
 * line: a call and a conversion per element for every vector, which took
 * half of a small Float product's time. Clang's `__builtin_convertvector`
 * is one conversion instruction per register (VCVTPD2PS on x86-64, FCVTN
 * on ARM64). `p` needs only a Float's alignment. */
#define AK_STORE_ROUNDED(NAME, DOUBLES, FLOATS) \
    static inline __attribute__((always_inline)) void NAME(float *p, DOUBLES v) { \
        FLOATS rounded = __builtin_convertvector(v, FLOATS); \
        __builtin_memcpy(p, &rounded, sizeof rounded); \
    }
AK_STORE_ROUNDED(ak_store_rounded2, ak_double2, ak_float2)
AK_STORE_ROUNDED(ak_store_rounded4, ak_double4, ak_float4)
AK_STORE_ROUNDED(ak_store_rounded8, ak_double8, ak_float8)
AK_STORE_ROUNDED(ak_store_rounded16, ak_double16, ak_float16)

#endif
