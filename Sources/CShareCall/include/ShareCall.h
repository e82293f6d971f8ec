#ifndef ANIMATION_KERNELS_SHARE_CALL_H
#define ANIMATION_KERNELS_SHARE_CALL_H

#include <stdint.h>

/* A Swift closure of type `(Int, Range<Int>) -> Void` as its two machine
 * words, so that the worker pool can hand a caller's non-escaping closure to
 * its threads without copying it to the heap. Swift can store a
 * non-escaping closure only through `withoutActuallyEscaping`, which boxes
 * it in a new heap object on every call; the words themselves stay valid
 * while the caller waits for its shares, which is all the pool needs.
 *
 * `ak_share_body_words` (defined in ShareCall.c, declared in Swift with
 * `@_silgen_name`) takes the closure as Swift passes one, a function
 * pointer and a context pointer, and returns them; `ak_share_call` calls
 * it as Swift calls a closure: the arguments (`Range<Int>` as its two
 * bounds) in order and the context in the swiftself register. Both follow
 * Swift's calling convention through Clang's `swiftcall`: the convention
 * Swift keeps stable on Apple platforms and uses unchanged on Linux
 * (arm64e's signed function pointers would need Swift's signing schema
 * here). */
typedef struct {
    const void *function;
    const void *context;
} ak_share_body;

/* Runs `body(share, lower..<upper)`. */
void ak_share_call(ak_share_body body, intptr_t share, intptr_t lower, intptr_t upper);

#endif
