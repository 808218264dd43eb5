#pragma once
// PODTWIN_VECTOR_CLONES: compile a hot loop for the wide vector units too (AVX-512, AVX2) beside
// the baseline, the best one picked at load time (GCC function multi-versioning). Every clone
// evaluates the same IEEE expressions in the same order, and the model is built with
// -ffp-contract=off (no fused multiply-adds), so the results are bit-identical on every CPU. Off
// for clang, the sanitizer builds and non-Linux targets, which use the baseline code.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && \
    !defined(__SANITIZE_ADDRESS__) && defined(__gnu_linux__)
#define PODTWIN_VECTOR_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define PODTWIN_VECTOR_CLONES
#endif
