#include "TargetFeatures.h"

long ak_shortest_blas_vector_storage = 64;

int ak_core_kind(void) {
#if defined(__x86_64__) || defined(__i386__)
    /* CPUID is cheap but not free; one read serves the process. A race
     * between two first callers writes the same value twice. */
    static int kind = -1;
    int known = __atomic_load_n(&kind, __ATOMIC_RELAXED);
    if (known >= 0) return known;
    __builtin_cpu_init();
    int result = ANIMATION_KERNELS_CORE_OTHER;
    if (__builtin_cpu_supports("avx512f")) {
        if (__builtin_cpu_is("amd")) result = ANIMATION_KERNELS_CORE_AMD_AVX512;
        else if (__builtin_cpu_is("intel")) result = ANIMATION_KERNELS_CORE_INTEL_AVX512;
    }
    __atomic_store_n(&kind, result, __ATOMIC_RELAXED);
    return result;
#else
    return ANIMATION_KERNELS_CORE_OTHER;
#endif
}
