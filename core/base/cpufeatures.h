#pragma once

// What the processor offers beyond the x86-64 baseline the build targets, asked
// once: kernels compiled for wider vectors (GCC's target attribute) are chosen
// at run time by these.

#if defined(__x86_64__) && defined(__GNUC__)
#define ND_X86_DISPATCH 1
#endif

namespace nd::cpu {

struct Extensions
{
    bool popcnt = false;
    bool avx2 = false;
    bool avx512f = false;
    bool avx512bw = false;
    bool avx512vpopcntdq = false;
};

// All false where ND_X86_DISPATCH is not defined.
inline const Extensions &extensions()
{
    static const Extensions found = [] {
        Extensions e;
#ifdef ND_X86_DISPATCH
        __builtin_cpu_init();
        e.popcnt = __builtin_cpu_supports("popcnt");
        e.avx2 = __builtin_cpu_supports("avx2");
        e.avx512f = __builtin_cpu_supports("avx512f");
        e.avx512bw = __builtin_cpu_supports("avx512bw");
        e.avx512vpopcntdq = __builtin_cpu_supports("avx512vpopcntdq");
#endif
        return e;
    }();
    return found;
}

inline bool hasAvx512f()
{
    return extensions().avx512f;
}

inline bool hasAvx512bw()
{
    return extensions().avx512bw;
}

} // namespace nd::cpu
