#include "ShareCall.h"

#define AK_SWIFTCALL __attribute__((swiftcall))
#define AK_SWIFT_CONTEXT __attribute__((swift_context))

/* Called from Swift with a closure argument, which Swift passes as a
 * function pointer and a context pointer. */
AK_SWIFTCALL ak_share_body ak_share_body_words(const void *function, const void *context) {
    ak_share_body body = { function, context };
    return body;
}

typedef AK_SWIFTCALL void (*ak_share_function)(intptr_t share, intptr_t lower, intptr_t upper, void *AK_SWIFT_CONTEXT context);

void ak_share_call(ak_share_body body, intptr_t share, intptr_t lower, intptr_t upper) {
    ((ak_share_function)body.function)(share, lower, upper, (void *)body.context);
}
