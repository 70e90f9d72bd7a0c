// Card codes, key mixing and the steps of a line, shared by the patience cores (Klondike, Kosynka, Mill).
#pragma once

#include <cstdint>
#include <tuple>
#include <vector>

namespace solitaire {

// Card codes as the rules library numbers them: suit * 13 + r, r = 0 for a two ... 11 king, 12 ace.
inline int rank_of(int code) { const int r = code % 13; return r == 12 ? 1 : r + 2; }
inline int suit_of(int code) { return code / 13; }
inline bool red_suit(int suit) { return suit == 1 || suit == 2; }
inline bool red(int code) { return red_suit(code / 13); }
// Alternate-colour building: `card` goes on `onto` one rank higher of the other colour.
inline bool fits(int card, int onto) { return rank_of(onto) == rank_of(card) + 1 && red(card) != red(onto); }

// SplitMix64's finaliser: spreads a small key term over all 64 bits (table keys are sums of mixed terms).
inline uint64_t mix(uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

// A step of a winning line: an operation and three operands, their meaning each core's own (Klondike and Kosynka;
// Mill's steps have two operands and a type of their own), and the line as the tuples the Python side replays.
struct Step { int op, a, b, c; };
inline std::vector<std::tuple<int, int, int, int>> step_tuples(const std::vector<Step>& path) {
    std::vector<std::tuple<int, int, int, int>> out;
    for (const Step& s : path) out.emplace_back(s.op, s.a, s.b, s.c);
    return out;
}

}  // namespace solitaire
