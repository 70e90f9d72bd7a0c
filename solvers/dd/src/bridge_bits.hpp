// Bit helpers of the bridge solver (16-bit suits), shared by bridge.cpp and bridge_bounds.cpp.
#pragma once

#include <cstdint>

#include "common.hpp"

namespace dd {

namespace {

inline int popc(uint32_t x) { return __builtin_popcount(x); }
inline int topbit(uint32_t x) { return 31 - __builtin_clz(x); }
inline int lowbit(uint32_t x) { return __builtin_ctz(x); }
inline uint16_t above(int b) { return b >= 15 ? 0 : (uint16_t)(0xFFFFu << (b + 1)); }
inline uint16_t below(int b) { return (uint16_t)((1u << b) - 1); }
// the k highest bits of m
inline uint16_t top_k(uint16_t m, int k) {
    uint16_t r = 0;
    for (int i = 0; i < k && m; i++) {
        int b = topbit(m);
        r |= (uint16_t)(1u << b);
        m &= (uint16_t)~(1u << b);
    }
    return r;
}

inline uint64_t zkey(int seat, int suit, int bit) {
    return mix(0x9E3779B97F4A7C15ULL * (uint64_t)(1 + seat * 64 + suit * 16 + bit));
}

}  // namespace

}  // namespace dd
