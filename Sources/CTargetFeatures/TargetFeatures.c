#include "TargetFeatures.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <string.h>
#endif

long ak_shortest_blas_vector_storage = 64;

long ak_cpuid_cache_bytes(int level) {
#if defined(__x86_64__) || defined(__i386__)
    unsigned int eax, ebx, ecx, edx;
    /* Intel describes its caches in leaf 4, AMD in 0x8000001D, in the same
     * layout; the one that lists no cache at subleaf 0 is skipped. */
    const unsigned int leaves[2] = { 4, 0x8000001D };
    for (int l = 0; l < 2; l++) {
        if (__get_cpuid_max(leaves[l] & 0x80000000u, 0) < leaves[l]) continue;
        for (unsigned int sub = 0; sub < 16; sub++) {
            __cpuid_count(leaves[l], sub, eax, ebx, ecx, edx);
            unsigned int type = eax & 0x1F;
            if (type == 0) break;
            /* 1: data, 3: unified; 2 (instruction) is not what kernels read. */
            if ((type == 1 || type == 3) && (int)((eax >> 5) & 0x7) == level) {
                long ways = ((ebx >> 22) & 0x3FF) + 1, partitions = ((ebx >> 12) & 0x3FF) + 1;
                long line = (ebx & 0xFFF) + 1, sets = (long)ecx + 1;
                return ways * partitions * line * sets;
            }
        }
    }
    return 0;
#else
    (void)level;
    return 0;
#endif
}

long ak_cpu_brand(char *buffer, long capacity) {
#if defined(__x86_64__) || defined(__i386__)
    unsigned int words[12];
    if (capacity < 49 || __get_cpuid_max(0x80000000u, 0) < 0x80000004u) return 0;
    for (unsigned int i = 0; i < 3; i++) {
        __cpuid(0x80000002u + i, words[4 * i], words[4 * i + 1], words[4 * i + 2], words[4 * i + 3]);
    }
    memcpy(buffer, words, 48);
    buffer[48] = 0;
    return (long)strlen(buffer);
#else
    (void)buffer; (void)capacity;
    return 0;
#endif
}
