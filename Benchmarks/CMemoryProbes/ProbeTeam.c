#define _GNU_SOURCE
#include "MemoryProbes.h"

#include <pthread.h>
#include <sched.h>
#include <stdatomic.h>
#include <time.h>

// A team of threads for one sample of a multi-thread probe. Helpers spin
// on a generation counter instead of sleeping: a probe paying a futex
// wake-up per repetition lost to OpenBLAS's spinning threads at 64K to
// 256K elements, and a ceiling a kernel can beat is not one. A wait that
// spins past a few microseconds yields the core between checks, as
// OpenBLAS's does: on a machine whose cores are shared with other
// processes, a pure spin held a core for whole scheduler slices while the
// thread it waited for could not run (samples of 14 ms for 4 elements).

enum { MAX_THREADS = 64 };

struct team {
    int pattern;
    double *a;
    const double *b;
    const double *c;
    double s;
    size_t n;
    int threads;
    _Atomic size_t generation; // repetitions started; SIZE_MAX ends the team
    _Atomic int ready;         // helpers started
    _Atomic size_t done;       // helper shares finished, over all repetitions
};

struct helper {
    struct team *team;
    int index;
};

// One step of a wait: a pause for the first `SPINS` steps, then a yield.
enum { SPINS = 1000 };
static inline void relax(unsigned *steps) {
    if (*steps < SPINS) {
        ++*steps;
#if defined(__x86_64__) || defined(__i386__)
        __builtin_ia32_pause();
#endif
    } else {
        sched_yield();
    }
}

// Share `index` of `threads` over n doubles, cut at multiples of 8 (64-byte
// lines) so that no two threads write one line.
static void share(size_t n, int threads, int index, size_t *begin, size_t *end) {
    size_t chunk = ((n + (size_t)threads - 1) / (size_t)threads + 7) / 8 * 8;
    size_t lo = chunk * (size_t)index, hi = lo + chunk;
    *begin = lo < n ? lo : n;
    *end = hi < n ? hi : n;
}

static void run_share(struct team *t, int index) {
    size_t begin, end;
    share(t->n, t->threads, index, &begin, &end);
    if (end > begin)
        probe_pattern(t->pattern, t->a + begin, t->b + begin, t->c + begin, t->s, end - begin);
}

static void *helper_main(void *argument) {
    struct helper *h = argument;
    struct team *t = h->team;
    atomic_fetch_add_explicit(&t->ready, 1, memory_order_release);
    size_t seen = 0;
    for (;;) {
        size_t g;
        unsigned steps = 0;
        while ((g = atomic_load_explicit(&t->generation, memory_order_acquire)) == seen) relax(&steps);
        if (g == (size_t)-1) return NULL;
        seen = g;
        run_share(t, h->index);
        atomic_fetch_add_explicit(&t->done, 1, memory_order_release);
    }
}

static unsigned long long now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (unsigned long long)ts.tv_sec * 1000000000ull + (unsigned long long)ts.tv_nsec;
}

unsigned long long probe_team(int pattern, double *a, const double *b, const double *c, double s, size_t n,
                              int threads, size_t repeats) {
    if (threads < 1) threads = 1;
    if (threads > MAX_THREADS) threads = MAX_THREADS;
    struct team t = {.pattern = pattern, .a = a, .b = b, .c = c, .s = s, .n = n, .threads = threads};
    atomic_init(&t.generation, 0);
    atomic_init(&t.ready, 0);
    atomic_init(&t.done, 0);
    pthread_t ids[MAX_THREADS];
    struct helper helpers[MAX_THREADS];
    int started = 0;
    for (int k = 1; k < threads; k++) {
        helpers[k] = (struct helper){.team = &t, .index = k};
        if (pthread_create(&ids[k], NULL, helper_main, &helpers[k]) != 0) break;
        started++;
    }
    unsigned long long elapsed = 0;
    if (started == threads - 1) {
        unsigned steps = 0;
        while (atomic_load_explicit(&t.ready, memory_order_acquire) < started) relax(&steps);
        unsigned long long start = now();
        for (size_t r = 1; r <= repeats; r++) {
            atomic_store_explicit(&t.generation, r, memory_order_release);
            run_share(&t, 0);
            size_t target = r * (size_t)started;
            unsigned steps = 0;
            while (atomic_load_explicit(&t.done, memory_order_acquire) < target) relax(&steps);
        }
        elapsed = now() - start;
        if (elapsed == 0) elapsed = 1;
    }
    atomic_store_explicit(&t.generation, (size_t)-1, memory_order_release);
    for (int k = 1; k <= started; k++) pthread_join(ids[k], NULL);
    return elapsed;
}
