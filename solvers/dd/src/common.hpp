// Helpers shared by both double-dummy engines (the generic one and the bridge solver).
#pragma once

#include <cstdint>

// The searches' parts are functions of their own for reading; the compiler is asked to put them back together
// where they are called in their own source file (measured: a few percent of the search's time otherwise).
#define DD_INLINE __attribute__((always_inline)) inline

namespace dd {

// The transposition tables' hash (and the generic key's mixing of suit patterns).
inline uint64_t mix(uint64_t x) {
    x ^= x >> 31;
    x *= 0x7fb5d329728ea185ULL;
    x ^= x >> 27;
    x *= 0x81dadef4bc2dd44dULL;
    x ^= x >> 33;
    return x;
}

// Moves sorted by score, highest first (insertion sort: a few moves, nearly in order already); stable.
template <class MoveT>
inline void sort_by_score(MoveT* mv, int n) {
    for (int i = 1; i < n; i++) {
        MoveT x = mv[i];
        int j = i - 1;
        while (j >= 0 && mv[j].score < x.score) {
            mv[j + 1] = mv[j];
            j--;
        }
        mv[j + 1] = x;
    }
}

}  // namespace dd
