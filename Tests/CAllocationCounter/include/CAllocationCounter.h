#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

/// Whether allocations are counted in this build (not under a sanitizer,
/// which replaces the allocator).
bool ak_allocation_counter_is_available(void);

/// Starts counting the heap allocations (`malloc` and its kin, which every
/// Swift object, array and buffer goes through) that the calling thread
/// makes. Other threads are not counted, so suites running in parallel do
/// not disturb a count.
void ak_allocation_counter_start(void);

/// Stops counting on the calling thread and returns how many allocations it
/// made since `ak_allocation_counter_start`.
int64_t ak_allocation_counter_stop(void);

#endif
