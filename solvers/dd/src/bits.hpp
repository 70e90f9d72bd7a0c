// Bit helpers shared by the generic engine's source files (engine.cpp, moves.cpp, bounds.cpp, table.cpp).
#pragma once

#include <cstdint>

#include "common.hpp"
#include "engine.hpp"

namespace dd {

// 16-bit population counts from a table: portable (no -mpopcnt needed) and fast.  One table for the module
// (an inline variable), not one a source file.
struct PopTable {
    uint8_t v[1 << 16];
    PopTable() {
        v[0] = 0;
        for (int i = 1; i < (1 << 16); i++) v[i] = (uint8_t)(v[i >> 1] + (i & 1));
    }
};
inline const PopTable POP;
static inline int popc(uint32_t x) { return POP.v[x & 0xFFFF] + POP.v[x >> 16]; }
static inline int topbit(uint32_t x) { return 31 - __builtin_clz(x); }
static inline int lowbit(uint32_t x) { return __builtin_ctz(x); }
static inline Mask above(int b) { return b >= MAXPOW - 1 ? 0 : (Mask)(~0u << (b + 1)); }
static inline Mask below(int b) { return b >= MAXPOW ? ~(Mask)0 : (Mask)((1u << b) - 1); }

}  // namespace dd
