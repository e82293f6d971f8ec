// Counts heap allocations per thread by defining the C allocator's entry
// points in the test executable: the dynamic linker then binds every
// library's calls to them (the Swift runtime's included), and each forwards
// to glibc's own implementation. Swift's runtime hook for `swift_allocObject`
// would count only objects, and switching it on mid-run corrupted objects.
//
// The sanitizers bring allocators of their own, so under them nothing is
// defined here and the counter reports itself unavailable.
#include "CAllocationCounter.h"

#include <stdbool.h>
#include <stddef.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define AK_SANITIZED 1
#endif
#endif

static _Thread_local bool counting;
static _Thread_local int64_t count;

#if !defined(AK_SANITIZED) && defined(__GLIBC__)
extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);

static inline void counted(void) {
    if (counting) count += 1;
}

void *malloc(size_t size) {
    counted();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    counted();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    counted();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    counted();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    counted();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return 22; // EINVAL
    counted();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return 12; // ENOMEM
    *result = pointer;
    return 0;
}

bool ak_allocation_counter_is_available(void) { return true; }
#else
bool ak_allocation_counter_is_available(void) { return false; }
#endif

void ak_allocation_counter_start(void) {
    count = 0;
    counting = true;
}

int64_t ak_allocation_counter_stop(void) {
    counting = false;
    return count;
}
