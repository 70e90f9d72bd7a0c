// The Klondike search's dead-end test (see klondike_search.hpp): a position where some card can never go up.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "klondike_cards.hpp"

namespace klondike {

// A dead end: some card can never reach its foundation, whatever is played.  The test is a least
// fixpoint over four facts per card, each an over-approximation of what any line can bring about:
//   reach(c)  c is ever face up: it is not face down, or the card lying directly on it ever leaves;
//   up(c)     c ever goes up: reach(c) and (c is an ace or up(the card below it in its suit));
//   leave(c)  c ever leaves its place: reach(c) and (a king (to an empty column), or up(its
//             predecessor) (to the foundation), or avail(one of its two hosts: next rank up, other colour));
//   avail(h)  h is ever the top of a column: a column card once reach(h); a talon card (or, when cards
//             may come back, a foundation card) only by being played onto the tableau: a king or avail(a host).
//   A face-up card with a card on it is a column top only once that card leaves (avail = leave(card on it)).
// Proof (soundness): take any line of play and the first time each fact becomes true along it.  A face-down
// card turns only when the card directly on it has left (reach).  That card was face down or the base of the
// face-up run, so it leaves as the base of whatever it carries: to a foundation (alone, its predecessor up
// before), onto a column top h (avail(h) before) or, a king, to an empty column (leave).  A card goes up once
// face up with its predecessor up (up).  A column top was a column card once face up, or a card played there
// from the talon or a foundation onto a column top or, a king, into an empty column (avail).  So every fact
// a line makes true is in the least fixpoint (a face-up card with another on it is a top only once that
// one was lifted off as the base of the part moved: leave), by induction along the line; a card never in up() never
// goes up, and a won game puts every card up: the position is lost.  Where the rules are relaxed (a host
// on a foundation counted whether or not it is the top, any face-down card's hosts counted as placed
// wherever) the fixpoint only grows, which keeps the test sound.
//
// The fixpoint is computed over bit masks, one bit a card: bit suit * 16 + rank - 1, so a suit is a 16-bit
// field (ranks in bits 0-12, bits 13-15 always clear: a carry or a shift out of a suit's ranks lands there
// and is masked off), one step down a suit is a shift by one and the four suits move together.  A least
// fixpoint of monotone equations is unique and is reached by any order of evaluation that keeps applying
// them until none adds a fact (every fact added follows from facts already in it, and at the end every
// equation holds), so this returns what the former card-by-card sweeps returned (the node counts of the
// benchmark seeds are unchanged).
constexpr uint64_t RANKS = 0x1FFF1FFF1FFF1FFFULL, ACES = 0x0001000100010001ULL, KINGS = ACES << 12;
inline int bit_of(int code) { return suit_of(code) * 16 + rank_of(code) - 1; }
inline const uint8_t* bits_of() {
    static const auto table = [] { std::array<uint8_t, 52> t{}; for (int c = 0; c < 52; c++) t[size_t(c)] = uint8_t(bit_of(c)); return t; }();
    return table.data();
}

// up(c) = reach(c) and (an ace or up(c - 1)): in each suit the run of reached cards from the ace up.  Adding
// the ace bit turns that run to zeros and carries past its end (into the clear bit 13 for a whole suit).
inline uint64_t climbing(uint64_t reach) { return reach & ~(reach + ACES) & RANKS; }

// Cards with a host ever on top of a column: for a red card of rank r a black r + 1 in avail, and back.
inline uint64_t hosted(uint64_t avail) {
    const uint64_t above = avail >> 1 & RANKS;  // bit of rank r: the same suit's r + 1 is avail
    const uint64_t black = (above | above >> 48) & 0x1FFF, red = (above >> 16 | above >> 32) & 0x1FFF;
    return black << 16 | black << 32 | red | red << 48;
}

inline bool dead_end(const std::vector<Column>& cols, const int foundations[4], bool found_back) {
    const uint8_t* bit = bits_of();
    uint8_t bits[16][52];  // each column's cards bottom to top, as bits
    int height[16], downs[16];
    uint64_t down = 0, covered = 0, found = 0;
    const int n = int(cols.size());
    for (int i = 0; i < n; i++) {
        const Column& c = cols[i];
        int h = 0;
        for (int d : c.down) bits[i][h++] = bit[d], down |= uint64_t(1) << bit[d];
        for (int u : c.up) bits[i][h++] = bit[u];
        for (int k = int(c.down.size()); k + 1 < h; k++) covered |= uint64_t(1) << bits[i][k];
        height[i] = h, downs[i] = int(c.down.size());
    }
    for (int s = 0; s < 4; s++) found |= ((uint64_t(1) << foundations[s]) - 1) << (16 * s);
    uint64_t in_columns = 0;
    for (int i = 0; i < n; i++)
        for (int k = 0; k < height[i]; k++) in_columns |= uint64_t(1) << bits[i][k];
    const uint64_t playable = (RANKS & ~in_columns & ~found) | (found_back ? found : 0);  // talon (and foundations)
    const uint64_t open = RANKS & ~down;
    uint64_t reach = 0, up = 0, leave = 0, avail = 0;
    for (;;) {
        // Down each column from its top: a card is reached if face up, the top, or the card on it leaves
        // (leave from this round's reach and the masks so far); a covered face-up card is a top once its cover leaves.
        const uint64_t can_leave = KINGS | ((ACES | up << 1) & RANKS) | hosted(avail);
        uint64_t uncovered = 0;  // cards whose cover leaves
        for (int i = 0; i < n; i++) {
            bool cover_leaves = true;  // nothing on the top card
            for (int k = height[i] - 1; k >= 0; k--) {
                const int b = bits[i][k];
                if (cover_leaves) uncovered |= uint64_t(1) << b;
                const bool reached = k >= downs[i] || cover_leaves;
                cover_leaves = reached && (can_leave >> b & 1);
            }
        }
        const uint64_t next_reach = open | (uncovered & down);
        const uint64_t next_up = climbing(next_reach);
        const uint64_t host = hosted(avail);
        const uint64_t next_leave = next_reach & (KINGS | ((ACES | next_up << 1) & RANKS) | host);
        // A covered face-up card once its cover leaves, a face-down card once reached, a face-up top always.
        const uint64_t next_avail = (uncovered & covered) | (next_reach & down) | (in_columns & open & ~covered) |
                                    (playable & (KINGS | host));
        if (next_up == RANKS) return false;  // every card goes up: alive
        if (next_reach == reach && next_up == up && next_leave == leave && next_avail == avail) return true;
        reach = next_reach, up = next_up, leave = next_leave, avail = next_avail;
    }
}

}  // namespace klondike
