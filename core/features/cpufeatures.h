#pragma once

// What the processor offers beyond the x86-64 baseline the build targets, asked
// once: kernels compiled for wider vectors (GCC's target attribute) are chosen
// at run time by these.

#if defined(__x86_64__) && defined(__GNUC__)
#define ND_X86_DISPATCH 1
#endif

namespace nd::features::cpu {

#ifdef ND_X86_DISPATCH
inline bool hasAvx512f()
{
    static const bool supported = [] {
        __builtin_cpu_init();
        return bool(__builtin_cpu_supports("avx512f"));
    }();
    return supported;
}

inline bool hasAvx512bw()
{
    static const bool supported = [] {
        __builtin_cpu_init();
        return bool(__builtin_cpu_supports("avx512bw"));
    }();
    return supported;
}
#else
inline bool hasAvx512f()
{
    return false;
}

inline bool hasAvx512bw()
{
    return false;
}
#endif

} // namespace nd::features::cpu
