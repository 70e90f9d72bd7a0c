// Fast path of the double-dummy engine for plain partnership trick-taking
// (four seats, partners opposite, must follow suit, no other obligations, one
// point per trick, no named jokers) -- contract bridge and its relatives.
//
// Same semantics as dd::Solver (value = tricks of the max pair from the current
// position, current trick included), with the bridge-only machinery:
//   * incremental relative-rank ownership strings per suit (2 bits per card),
//     so the transposition-table key at a trick start costs nothing;
//   * a transposition table at every trick start keyed by (leader, all suit
//     lengths), whose entries hold the ownership of the relevant top ranks of
//     each suit (partition search) with lower/upper bounds;
//   * quick tricks of the hand on lead (own winners and long cards, honours
//     split with partner, partner's winners through an entry), sure trump tricks
//     (top trumps, ruffs and crossruff entries once the opponents are out),
//     "later tricks" bounds for a side that needs (nearly) every trick, and
//     the second hand's sure tricks when its side can win the trick -- all
//     tried before the table probe, whose bucket is prefetched meanwhile;
//   * moves equivalent under the relevant ranks skipped: once a card below
//     every rank that mattered has been searched, the other such cards of its
//     suit lead to the same abstract position;
//   * move ordering per position in the trick, a best-move hash and a killer
//     lead per depth;
//   * MTD driver with zero-window searches reusing the table across targets
//     and across the declarers of one strain.
//
// Sources: bridge.cpp (the table, the position, move ordering, the search and its driver), bridge_bounds.cpp
// (the bounds at a trick start and the second hand's), bridge_bits.hpp (16-bit helpers shared by them), common.hpp.
#pragma once

#include <chrono>
#include <cstdint>
#include <utility>
#include <vector>

#include "engine.hpp"

namespace dd {

struct BMove {
    int8_t suit, bit;
    uint16_t cls;
    int score;
};

class BTT {
  public:
    // Owners of the k top cards of each suit, top-aligned (2 bits per card, the
    // highest card in the top bits of a 32-bit half): suits 0 and 1 in pat[0],
    // suits 2 and 3 in pat[1].  A position matches when its own top-aligned
    // pattern, masked to the entry's k top cards, is equal -- two masked 64-bit
    // compares, the masks looked up from the packed counts.
    struct Entry {
        uint64_t pat[2];
        uint8_t k01, k23;  // k of suits 0, 2 in the high nibble; 1, 3 in the low
        int8_t lo, hi;
        uint16_t bm;  // 0x8000 | suit << 8 | rank index from the top of the best lead, or 0
        int k(int s) const { return ((s < 2 ? k01 : k23) >> (s & 1 ? 0 : 4)) & 15; }
    };
    // masks of the top k0 and k1 cards of two suits packed as in Entry::pat
    static uint64_t pair_mask(int k01);
    static constexpr int PER_BLOCK = 18;  // with the 8-byte header: 440 bytes, the 7 cache lines 16 used
    struct alignas(64) Block {  // a bucket's entries, newest block first
        int32_t n;  // (first: a scan reads it before any entry)
        int32_t next;
        Entry e[PER_BLOCK];
    };
    struct Bucket {
        uint64_t key;
        int32_t head;  // -1 empty, -3 allocated without blocks
        int32_t leader;
    };
    explicit BTT(size_t max_bytes);
    void clear();
    int find(uint64_t key, int leader, bool create);  // bucket index, -1 absent, -2 full
    void prefetch(uint64_t key, int leader) const { __builtin_prefetch(&buckets_[slot(key, leader)]); }
    const Block* blocks() const { return pool_.data(); }
    // swap entry j of block b with the newest entry of the bucket
    void promote(int bi, int32_t b, int j) {
        Block& head = pool_[buckets_[bi].head];
        Entry& top = head.e[head.n - 1];
        Entry& en = pool_[b].e[j];
        if (&top != &en) std::swap(top, en);
    }
    int32_t head(int bi) const { return buckets_[bi].head; }
    void prefetch_head(int bi) const {
        const int32_t b = buckets_[bi].head;
        if (b < 0) return;
        for (size_t line = 0; line < sizeof(Block); line += 64)
            __builtin_prefetch(reinterpret_cast<const char*>(&pool_[b]) + line);
    }
    // false if the pool is full
    bool add(int bi, const uint64_t* pat, uint8_t k01, uint8_t k23, int lo, int hi, uint16_t bm);
    size_t bytes() const { return buckets_.size() * sizeof(Bucket) + pool_.capacity() * sizeof(Block); }

  private:
    std::vector<Bucket> buckets_;
    std::vector<Block> pool_;
    size_t mask_ = 0;
    size_t max_buckets_ = 0;
    size_t used_buckets_ = 0;
    size_t max_blocks_ = 0;
    void grow();
    size_t slot(uint64_t key, int leader) const;
};

class BridgeSolver {
  public:
    // trump 0..3 or -1; max_pair 0: seats 0 and 2 maximise, 1: seats 1 and 3.
    BridgeSolver(int trump, int max_pair, size_t tt_bytes);
    void set_position(const uint16_t hands[][NSUIT], int leader, const std::vector<PCard>& played);
    int value(int guess = -1);
    std::vector<Move> legal_moves();
    // lo_b / hi_b: known bounds on the value after the move (max pair's tricks, current trick included)
    int value_after(const Move& m, int guess = -1, int lo_b = 0, int hi_b = 99);
    bool mover_is_max() const { return is_max(to_move()); }
    int to_move() const { return (leader_ + nplayed_) & 3; }
    Stats stats;
    void set_budget(uint64_t nodes, double seconds);
    void clear_tt() { tt_.clear(); }
    size_t tt_bytes() const { return tt_.bytes() + best_.size() * sizeof(BestSlot); }
    // What value() proved so far (see ProvenBounds).
    std::pair<int, int> proven() const { return {proven_.lo, proven_.hi}; }

  private:
    struct BestSlot {
        uint32_t check;
        int8_t suit, bit;
        int16_t pad;
    };
    int T_;
    int maxp_;
    uint16_t h_[4][4];
    uint16_t agg_[4];
    uint32_t own_[4];    // owner of each remaining card of a suit, 2 bits each, lowest card first
    uint64_t lenkey_;    // 4 bits per (seat, suit)
    uint64_t zob_;       // hash of who holds what
    uint64_t th_[5];     // hash of the current trick's cards (first i cards)
    uint64_t zh_[4][4][16], zt_[4][4][16], zl_[4];
    int leader_ = 0;
    int nplayed_ = 0;
    int ncards_ = 0;
    int8_t ts_[4], tb_[4], tw_[4];  // current trick: suits, bits, winner index after card i
    int8_t killer_[56][2];  // per cards left at a trick start: the last lead that cut off there
    int ttb_suit_ = -1, ttb_bit_ = -1;  // best lead suggested by a table entry of this position's bucket
    int ttb_score_ = 0;                 // its ordering bonus (a wholly matching entry's counts most)
    BTT tt_;
    std::vector<BestSlot> best_;
    uint64_t node_budget_ = 0;
    double time_budget_ = 0;
    ProvenBounds proven_;
    std::chrono::steady_clock::time_point start_;

    bool is_max(int seat) const { return (seat & 1) == maxp_; }
    void play(int suit, int bit);
    void unplay();
    bool ab(int target, uint16_t* win);
    // ab's parts: a trick start's bounds and table (CUT_*: answered true / false, or search on), the second hand's
    // cut, the moves, the end of a trick, the classes' widening and the table store
    static constexpr int CUT_FALSE = 0, CUT_TRUE = 1, CUT_NONE = 2;
    int start_cut(int target, uint16_t* win);
    int table_cut(int bi, int target, uint16_t* win);
    void lead_hint(uint16_t bm);
    int second_hand_cut(int target, uint16_t* win);
    bool search_moves(int target, uint16_t* win, uint64_t hsh, int* best_s, int* best_b);
    void note_cut(const BMove& m, int i, uint64_t hsh);
    bool after_trick(int target, uint16_t* cw);
    struct TrickEnd {
        int8_t cards[12];    // the trick's suits, powers and winners so far (ts_, tb_, tw_)
        uint64_t hashes[4];  // th_[1..4]
        int leader;
    };
    TrickEnd open_next_trick(int winner);
    void close_next_trick(const TrickEnd& e);
    void widen_classes(const BMove* mv, int nm, uint16_t* acc) const;
    void store(int target, bool result, const uint16_t* win, int best_s, int best_b);
    int last_trick(uint16_t* win);
    int gen(BMove* out, int seat) const;
    void order(BMove* mv, int n, int seat, uint64_t hsh, int tbs, int tbb);
    int lead_score(const BMove& m, int seat, const BestSlot* best, int tbs, int tbb) const;
    void follow_scores(BMove* mv, int n, int seat, const BestSlot* best) const;
    bool fourth_covers(int seat) const;
    // need: the tricks the side on lead must take for a cut (the relevant ranks cover no more)
    int quick_tricks(uint16_t* win, int need) const;
    // quick_tricks' parts: per-suit counts of the leader and partner, the three ways to cash them, a suit only
    // the pair holds, the suits the cut needs, a ruff by partner
    struct QuickCounts {
        int lc[4], lm[4], pc[4], pm[4];
        int way = 0;  // 0: the leader's own, 1: to partner's masters, 2: both (cash_then_cross)
        int side_cap = 99;      // side-suit tricks the leader cashes before a partner with trumps must ruff
        bool l_trumps = false;  // the leader holds trumps
        int l_side = 0;         // the leader's side-suit cards
    };
    int length_bound(int need) const;
    int opponents_ruff_limit(int s, int cnt) const;
    int side_cards(int q) const;
    void leader_counts(int* lc, int* lm) const;
    void partner_counts(int* pc, int* pm) const;
    int lead_count(const QuickCounts& q, const int* c) const;
    int partner_count(const QuickCounts& q, const int* c) const;
    int solo_suit() const;
    int cash_what_is_needed(const QuickCounts& q, int qt, int need, uint16_t* win) const;
    bool partner_ruffs() const;
    int cash_then_cross(const int* lc, const int* pc) const;
    // target, tl: the current target and tricks left (the relevant ranks cover what the cut needs)
    int top_trumps(uint16_t* win, int& side, int target, int tl) const;
    int trumps_of_one_pair(int first, int lf, int lm, uint16_t* win) const;
    int later_tricks(int target, int tl, uint16_t* win) const;
    bool leader_topped(uint16_t* win) const;
    int no_trump_later(bool max_leads, int need, uint16_t* win) const;
    int trump_later(bool max_leads, int need, int tl, uint16_t* win) const;
    int second_hand_tricks(uint16_t* win, int need) const;  // need: the tricks that make the cut
    int owner_from_top(int suit, int i) const;  // seat holding the i-th highest remaining card (0 = top), -1 if none
    uint64_t pos_hash() const;
    void top_aligned_owners(uint64_t& w0, uint64_t& w1) const;
    void check_budget();
    int drive(int guess, int lo_b = 0, int hi_b = 99);
    bool probe(int target, uint16_t* win);  // one search of the driver (value()'s noted in proven_)
};

bool bridge_like(const Rules& r);

}  // namespace dd
