#pragma once

// ND_VECTOR_CLONES before a function compiles it twice, for AVX2 and for the
// x86-64 baseline, the right one picked when the program loads (GCC function
// multi-versioning, an ifunc whose resolver the dynamic loader calls).
// Not under the sanitizers: their instrumentation of the resolver runs before
// the sanitizer's runtime is set up, and ThreadSanitizer's then crashes the
// program before main (tst_jobrunner, tst_neardupservice under the tsan preset).
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__SANITIZE_ADDRESS__)                  \
    && !defined(__SANITIZE_THREAD__)
#define ND_VECTOR_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define ND_VECTOR_CLONES
#endif
