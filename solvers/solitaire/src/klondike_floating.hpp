// The Klondike search's floating cards (see klondike_search.hpp): positions that differ only in cards that could go
// up and come straight back are searched as one.
#pragma once

#include <cstdint>
#include <vector>

#include "klondike_cards.hpp"
#include "klondike_dead_end.hpp"

namespace klondike {

// A *floating* card (where cards may come back from a foundation, and the pass has changed) is a column top C
// of rank 3 or more whose foundation holds the rank below, lying on a face-up card H (or a king alone in a
// column with nothing under it).  C up and "C back onto H" (a king: into the empty column) are both legal, so
// the position P with C down and P' with C up reach each other in one move and are won or lost together
// (every search move changes the pass, so no redeal is lost either way).  Sending C up never spoils another
// card's floating (a card of C's suit floats only at the next rank, and nothing under a floating card moves),
// so sending floating cards up until none is left gives one *normal form* per position, whatever the order.
// The search sends them up with the safe cards after every move (auto_moves in klondike_search.hpp), so it stands
// only on normal forms: one for the many positions with some of those cards down (measured on the open deals: 97%
// of the positions of deal 6 had a floating card, 1.29 M positions had 205k normal forms).
//
// The moves of the class of a normal form A (the positions whose normal form is A: A with some cards taken
// back from the foundations onto face-up cards, onto each other or, kings, into empty columns, each floating
// again once what lies on it is gone) are searched from A as follows.  Let B be a member and m a move from B.
//  * m takes a card back from a foundation (F->T): B + m is again a member (the card floats), nothing changes.
//  * m sends a floating card up, or moves one alone onto a face-up card, or carries floating cards on top of a
//    run that moves: B + m has the normal form of A + (m without the floating cards), a move of A (a card that
//    goes up from B goes up from A: a foundation of B is lower than A's only in suits with floating cards down,
//    and then only that suit's lowest floating card fits on it).
//  * m puts a card Z from the talon or a column onto a floating card C of B: from A, the F->T moves that lead
//    to B (the floating cards back in the reverse order they went up) and then m.  That is why the position
//    after an F->T move is *restricted*: not normalized (the card would float straight back), it searches only
//    more F->T moves and the moves that put a card onto a card that could go up now (every floating card is one)
//    or onto its twin (so that the restriction reads only the face-up cards and the foundations, the same for
//    every position of a swap class; a split compound counts by where the split puts its cards), and it is
//    keyed apart from the unrestricted positions.
//  * any other m is a move of A too (its cards and targets are placed as in A) and leads to the class of A + m.
// So every class a member reaches in one move is reached from A by the search, and by induction on the length of
// a winning line from any member, the search from A finds a win if any member has one.
//
// Which F->T moves a block needs (needed_back): after "the block, then Z onto C" the cards that stay down once
// the floating ones are up again are C (covered), the cards above C in its suit (C, lower, is not up) and the
// cards under those that came back (covered); the others float up again and can be left out of the block.  So
// a block only takes back cards of the closure of {C} under "the cards above it on its foundation" (they come
// off first) and "its two hosts, when on a foundation" (next rank up, other colour: what it may lie on), where
// C is a foundation card (rank 3 or more) that a card Z fits: a talon card one talon move reaches (the block
// moves neither the talon nor its cursor) or a face-up column card.  The
// closure is taken over the cards on the foundations of the position at hand; a card left to take back in the
// block is linked to C by a chain of such links through cards still on a foundation (a card already taken back
// had every card it needed taken back before it), so it is in the closure at every step of the block.
inline bool floats(const Column& c, const int found[4]) {
    if (c.up.empty()) return false;
    const int top = c.up.back(), rank = rank_of(top);
    if (rank < 3 || found[suit_of(top)] != rank - 1) return false;
    return c.up.size() >= 2 || (c.down.empty() && rank == 13);
}

// One suit's 13 rank bits of the dead-end test's masks (klondike_dead_end.hpp: bit suit * 16 + rank - 1).
constexpr uint64_t SUIT_RANKS = 0x1FFF;

// The cards of `cards` one rank up in the other colour: their hosts.
inline uint64_t hosts_of(uint64_t cards) {
    const uint64_t above = cards << 1 & RANKS;
    const uint64_t black = (above | above >> 48) & SUIT_RANKS, red = (above >> 16 | above >> 32) & SUIT_RANKS;
    return black << 16 | black << 32 | red | red << 48;
}

// The foundation cards a block of F->T moves may take back (masks as above; see the proof).  `loose`: the talon
// cards one talon move reaches and the face-up column cards.
inline uint64_t needed_back(const int found[4], uint64_t loose) {
    uint64_t on_found = 0;
    for (int s = 0; s < 4; s++) on_found |= ((uint64_t(1) << found[s]) - 1) << (16 * s);
    const uint64_t can_come_back = on_found & ~(ACES | ACES << 1);  // rank 3 or more
    uint64_t need = hosts_of(loose) & can_come_back;
    for (uint64_t before = 0; need != before;) {
        before = need;
        for (int s = 0; s < 4; s++) {
            const uint64_t f = need >> (16 * s) & SUIT_RANKS;
            if (f) need |= (~((f & (0 - f)) - 1) & SUIT_RANKS) << (16 * s) & can_come_back;  // everything above
        }
        need |= hosts_of(need) & can_come_back;
    }
    return need;
}

// The cards a restricted position may put a card onto: every face-up card that could go up now (its suit's
// foundation holds the rank below), and the twin of each.
template <class Columns>
uint64_t ready_targets(const Columns& cols, const int found[4]) {
    uint64_t out = 0;
    for (const auto& c : cols)
        for (int card : c.up)
            if (found[suit_of(card)] == rank_of(card) - 1) out |= uint64_t(1) << card | uint64_t(1) << twin(card);
    return out;
}

// Keeps the moves a restricted position searches: F->T moves, and moves onto a target card (split compounds
// by where the split puts its cards).
template <class Move, class Columns, class FoundTab, class IsPlacement>
void keep_uses(std::vector<Move>& moves, const Columns& cols, const int found[4], FoundTab is_found_tab,
               IsPlacement is_placement) {
    const uint64_t targets = ready_targets(cols, found);
    auto onto_target = [&](size_t column) {
        const auto& up = cols[column].up;
        return !up.empty() && (targets >> up.back() & 1);
    };
    size_t kept = 0;
    for (const Move& m : moves) {
        const bool use = is_found_tab(m) || (m.split_idx ? onto_target(m.split_dst) : is_placement(m) && onto_target(m.dst));
        if (use) moves[kept++] = m;
    }
    moves.resize(kept);
}

}  // namespace klondike
