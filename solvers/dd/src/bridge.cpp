#include "bridge.hpp"

#include <algorithm>
#include <cstring>

#include "bridge_bits.hpp"

namespace dd {

bool bridge_like(const Rules& r) {
    return r.nseats == 4 && r.tricks_only && r.follow && !r.must_trump && !r.must_overtrump && !r.partner_exempt &&
           !r.void_overtrump && !r.count_min_side &&
           r.no_trump_lead_seat < 0 && r.side[0] == r.side[2] && r.side[1] == r.side[3] && r.side[0] != r.side[1];
}

// ---------------------------------------------------------------- table

BTT::BTT(size_t max_bytes) {
    if (max_bytes < (1u << 20)) max_bytes = 1u << 20;
    max_blocks_ = max_bytes * 3 / 4 / sizeof(Block);
    max_buckets_ = 1;
    while (max_buckets_ * sizeof(Bucket) * 2 < max_bytes / 4) max_buckets_ <<= 1;
    size_t nb = std::min<size_t>(max_buckets_, 1u << 12);
    buckets_.assign(nb, Bucket{0, -1, 0});
    mask_ = nb - 1;
}

void BTT::clear() {
    for (auto& b : buckets_) b.head = -1;
    pool_.clear();
    used_buckets_ = 0;
}

void BTT::grow() {
    std::vector<Bucket> old;
    old.swap(buckets_);
    buckets_.assign(old.size() * 2, Bucket{0, -1, 0});
    mask_ = buckets_.size() - 1;
    for (const Bucket& b : old) {
        if (b.head == -1) continue;
        size_t i = slot(b.key, b.leader);
        while (buckets_[i].head != -1) i = (i + 1) & mask_;
        buckets_[i] = b;
    }
}

size_t BTT::slot(uint64_t key, int leader) const { return mix(key + (uint64_t)leader * 0x51ED27A3ULL) & mask_; }

int BTT::find(uint64_t key, int leader, bool create) {
    size_t i = slot(key, leader);
    while (true) {
        Bucket& bk = buckets_[i];
        if (bk.head == -1) {
            if (!create) return -1;
            if (used_buckets_ * 2 >= buckets_.size()) {
                if (buckets_.size() < max_buckets_) {
                    grow();
                    return find(key, leader, create);
                }
                if (used_buckets_ * 10 >= buckets_.size() * 7) return -2;
            }
            bk.key = key;
            bk.leader = leader;
            bk.head = -3;
            used_buckets_++;
            return (int)i;
        }
        if (bk.key == key && bk.leader == leader) return (int)i;
        i = (i + 1) & mask_;
    }
}

namespace {

struct PairMasks {
    uint64_t m[256];
    PairMasks() {
        for (int k01 = 0; k01 < 256; k01++) {
            auto half = [](int k) -> uint64_t { return k ? (0xFFFFFFFFull << (32 - 2 * k)) & 0xFFFFFFFFull : 0; };
            m[k01] = half(k01 >> 4) << 32 | half(k01 & 15);
        }
    }
};
const PairMasks kPairMasks;

}  // namespace

uint64_t BTT::pair_mask(int k01) { return kPairMasks.m[k01]; }

bool BTT::add(int bi, const uint64_t* pat, uint8_t k01, uint8_t k23, int lo, int hi, uint16_t bm) {
    Bucket& bk = buckets_[bi];
    for (int32_t b = bk.head; b >= 0; b = pool_[b].next) {
        Block& bl = pool_[b];
        for (int j = 0; j < bl.n; j++) {
            Entry& en = bl.e[j];
            if (en.k01 == k01 && en.k23 == k23 && en.pat[0] == pat[0] && en.pat[1] == pat[1]) {
                if (lo > en.lo) en.lo = (int8_t)lo;
                if (hi < en.hi) en.hi = (int8_t)hi;
                if (bm) en.bm = bm;
                return true;
            }
        }
    }
    if (bk.head < 0 || pool_[bk.head].n == PER_BLOCK) {
        if (pool_.size() >= max_blocks_) return false;
        if (pool_.size() == pool_.capacity())
            pool_.reserve(std::min(max_blocks_, std::max<size_t>(4096, pool_.size() * 2)));
        Block nb;
        nb.n = 0;
        nb.next = bk.head < 0 ? -1 : bk.head;
        pool_.push_back(nb);
        bk.head = (int32_t)(pool_.size() - 1);
    }
    Block& bl = pool_[bk.head];
    Entry& en = bl.e[bl.n++];
    en.pat[0] = pat[0];
    en.pat[1] = pat[1];
    en.k01 = k01;
    en.k23 = k23;
    en.lo = (int8_t)lo;
    en.hi = (int8_t)hi;
    en.bm = bm;
    return true;
}

// ---------------------------------------------------------------- solver

constexpr int BEST_BITS = 14;
// A lead that refuted a sibling position often refutes this one too (killer heuristic).
// (Measured: it pays at leads; at the other positions it misleads.)
constexpr int KILLER_LEAD = 50;
// Leads into suits where the opponents still hold many cards come first
// (measured on seeded tables: about 15% fewer nodes than without it).
constexpr int LEAD_OPP_LENGTH = 10;
constexpr int LEAD_OPP_CAP = 6;  // beyond six cards the bonus misleads (measured)
// Trump leads, masters or not, come later than their other merits say: drawing
// trumps was the first lead tried and failed in a quarter of the cut nodes where
// it was tried first (measured about 4% fewer nodes).
constexpr int LEAD_TRUMP = -15;
// Leads by who holds the top three cards of the suit (after DDS's lead weights;
// together about 10% fewer nodes per deal, geometric mean over 64 deals):
// through LHO's top card to partner's second best (partner not singleton) ...
constexpr int LEAD_THROUGH_TOP = 40;
// ... to knock out the opponents' top card of a side suit when the pair holds
// the next two (in trumps too it cut the usual deal's nodes, but blew up some) ...
constexpr int LEAD_TO_ESTABLISH = 25;
// ... but not into RHO's top card while the pair holds the second best.
constexpr int LEAD_INTO_TOP = -15;
// The best lead stored with a table entry that matches the position (but whose
// bound does not cut), and failing that with the entry of the same bucket that
// agrees in most suits: measured about 7% fewer nodes than without the latter,
// best ranked just above the killer lead.
constexpr int TT_ENTRY_LEAD = 500;
constexpr int NEAR_ENTRY_LEAD = 60;

BridgeSolver::BridgeSolver(int trump, int max_pair, size_t tt_bytes)
    : T_(trump), maxp_(max_pair & 1), tt_(tt_bytes), best_((size_t)1 << BEST_BITS, BestSlot{0, -1, -1, 0}) {
    std::memset(h_, 0, sizeof(h_));
    std::memset(agg_, 0, sizeof(agg_));
    std::memset(own_, 0, sizeof(own_));
    std::memset(killer_, -1, sizeof(killer_));
    lenkey_ = 0;
    zob_ = 0;
    for (int p = 0; p < 4; p++) {
        zl_[p] = mix(0xD6E8FEB86659FD93ULL * (uint64_t)(p + 1));
        for (int s = 0; s < 4; s++)
            for (int b = 0; b < 16; b++) {
                zh_[p][s][b] = zkey(p, s, b);
                zt_[p][s][b] = mix(zkey(p, s, b) + 0x1234567ULL);
            }
    }
    th_[0] = 0;
}

void BridgeSolver::set_budget(uint64_t nodes, double seconds) {
    node_budget_ = nodes;
    time_budget_ = seconds;
    start_ = std::chrono::steady_clock::now();
}

void BridgeSolver::check_budget() {
    if (node_budget_ && stats.nodes > node_budget_) throw BudgetExceeded("node budget exceeded");
    if (time_budget_ > 0) {
        double el = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
        if (el > time_budget_) throw BudgetExceeded("time budget exceeded");
    }
}

void BridgeSolver::set_position(const uint16_t hands[][NSUIT], int leader, const std::vector<PCard>& played) {
    std::memset(h_, 0, sizeof(h_));
    ncards_ = 0;
    lenkey_ = 0;
    zob_ = 0;
    for (int p = 0; p < 4; p++)
        for (int s = 0; s < 4; s++) {
            h_[p][s] = hands[p][s];
            int l = popc(hands[p][s]);
            ncards_ += l;
            lenkey_ += (uint64_t)l << (4 * (p * 4 + s));
            for (uint32_t m = hands[p][s]; m; m &= m - 1) zob_ ^= zh_[p][s][lowbit(m)];
        }
    for (int s = 0; s < 4; s++) {
        agg_[s] = (uint16_t)(h_[0][s] | h_[1][s] | h_[2][s] | h_[3][s]);
        uint32_t o = 0;
        int i = 0;
        for (uint32_t m = agg_[s]; m; m &= m - 1, i++) {
            int b = lowbit(m);
            for (int p = 0; p < 4; p++)
                if (h_[p][s] & (1u << b)) o |= (uint32_t)p << (2 * i);
        }
        own_[s] = o;
    }
    leader_ = leader & 3;
    nplayed_ = (int)played.size();
    if (nplayed_ >= 4) throw std::invalid_argument("current trick already complete");
    for (int i = 0; i < nplayed_; i++) {
        ts_[i] = played[i].suit;
        tb_[i] = played[i].bit;
        th_[i + 1] = th_[i] ^ zt_[i][ts_[i]][tb_[i]];
        if (i == 0) {
            tw_[0] = 0;
        } else {
            int w = tw_[i - 1];
            if ((ts_[i] == ts_[w] && tb_[i] > tb_[w]) || (ts_[i] == T_ && ts_[w] != T_)) w = i;
            tw_[i] = (int8_t)w;
        }
    }
    if ((ncards_ + nplayed_) % 4 != 0) throw std::invalid_argument("hands do not make whole tricks");
}

void BridgeSolver::play(int s, int b) {
    const int seat = (leader_ + nplayed_) & 3;
    const uint16_t bm = (uint16_t)(1u << b);
    h_[seat][s] &= (uint16_t)~bm;
    const int i = popc(agg_[s] & (bm - 1u));
    const uint32_t lowm = (1u << (2 * i)) - 1u;
    own_[s] = (own_[s] & lowm) | ((own_[s] >> 2) & ~lowm);
    agg_[s] &= (uint16_t)~bm;
    lenkey_ -= 1ULL << (4 * (seat * 4 + s));
    zob_ ^= zh_[seat][s][b];
    ncards_--;
    th_[nplayed_ + 1] = th_[nplayed_] ^ zt_[nplayed_][s][b];
    ts_[nplayed_] = (int8_t)s;
    tb_[nplayed_] = (int8_t)b;
    if (nplayed_ == 0) {
        tw_[0] = 0;
    } else {
        int w = tw_[nplayed_ - 1];
        if ((s == ts_[w] && b > tb_[w]) || (s == T_ && ts_[w] != T_)) w = nplayed_;
        tw_[nplayed_] = (int8_t)w;
    }
    nplayed_++;
}

void BridgeSolver::unplay() {
    nplayed_--;
    const int s = ts_[nplayed_], b = tb_[nplayed_];
    const int seat = (leader_ + nplayed_) & 3;
    const uint16_t bm = (uint16_t)(1u << b);
    const int i = popc(agg_[s] & (bm - 1u));
    const uint32_t lowm = (1u << (2 * i)) - 1u;
    own_[s] = (own_[s] & lowm) | ((own_[s] & ~lowm) << 2) | ((uint32_t)seat << (2 * i));
    agg_[s] |= bm;
    h_[seat][s] |= bm;
    lenkey_ += 1ULL << (4 * (seat * 4 + s));
    zob_ ^= zh_[seat][s][b];
    ncards_++;
}

// The owners of each suit's cards, highest card in the top bits, packed in
// pairs of suits as in BTT::Entry::pat.
void BridgeSolver::top_aligned_owners(uint64_t& w0, uint64_t& w1) const {
    uint64_t t[4];
    for (int s = 0; s < 4; s++) t[s] = ((uint64_t)own_[s] << (32 - 2 * popc(agg_[s]))) & 0xFFFFFFFFull;
    w0 = t[0] << 32 | t[1];
    w1 = t[2] << 32 | t[3];
}

uint64_t BridgeSolver::pos_hash() const {
    return zob_ ^ zl_[leader_] ^ th_[nplayed_];
}

// Moves of `seat`, one per equivalence class (adjacent cards once played and
// trick cards are taken out), represented by the lowest card.
int BridgeSolver::gen(BMove* out, int seat) const {
    uint16_t trick_m[4] = {0, 0, 0, 0};
    for (int i = 0; i < nplayed_; i++) trick_m[ts_[i]] |= (uint16_t)(1u << tb_[i]);
    int s0 = 0, s1 = 3;
    if (nplayed_ > 0 && h_[seat][ts_[0]]) s0 = s1 = ts_[0];
    int n = 0;
    for (int s = s0; s <= s1; s++) {
        const uint16_t m = h_[seat][s];
        if (!m) continue;
        const uint16_t others = (uint16_t)((agg_[s] & ~m) | trick_m[s]);
        // from the top: a class runs down from the highest card left to the
        // next card someone else holds (or played to this trick)
        for (uint16_t rest = m; rest;) {
            const uint16_t lower_others = (uint16_t)(others & below(topbit(rest)));
            const uint16_t cls = lower_others ? (uint16_t)(rest & above(topbit(lower_others))) : rest;
            out[n++] = BMove{(int8_t)s, (int8_t)lowbit(cls), cls, 0};
            rest &= (uint16_t)~cls;
        }
    }
    return n;
}

void BridgeSolver::order(BMove* mv, int n, int seat, uint64_t hsh, int tbs, int tbb) {
    if (n <= 1) return;
    const BestSlot& bsl = best_[hsh & (((uint64_t)1 << BEST_BITS) - 1)];
    const BestSlot* best = bsl.check == (uint32_t)(hsh >> 32) && bsl.suit >= 0 ? &bsl : nullptr;
    if (nplayed_ == 0)
        for (int i = 0; i < n; i++) mv[i].score = lead_score(mv[i], seat, best, tbs, tbb);
    else
        follow_scores(mv, n, seat, best);
    sort_by_score(mv, n);
}

// A lead's score: masters first unless an opponent ruffs, low to the partner's master, else low (through LHO's
// honours, towards the partner's tenace); then who holds the top three cards, the opponents' length, trumps
// later; the position's best move, the killer lead and the table's hint (tbs, tbb) first of all.
DD_INLINE int BridgeSolver::lead_score(const BMove& m, int seat, const BestSlot* best, int tbs, int tbb) const {
    const int T = T_;
    const int partner = seat ^ 2, lho = (seat + 1) & 3, rho = (seat + 3) & 3;
    const int s = m.suit;
    const uint16_t opp = (uint16_t)(h_[lho][s] | h_[rho][s]);
    const int ob = opp ? topbit(opp) : -1;
    const int pb = h_[partner][s] ? topbit(h_[partner][s]) : -1;
    const int top = topbit(m.cls);
    const bool side_suit = T >= 0 && s != T;
    const bool opp_ruff = side_suit && ((!h_[lho][s] && h_[lho][T]) || (!h_[rho][s] && h_[rho][T]));
    const bool p_ruff = side_suit && !h_[partner][s] && h_[partner][T];
    int sc;
    if (top > ob) {
        sc = opp ? 60 : 40;
        if (opp_ruff) sc -= 55;
    } else if (pb > ob) {
        sc = 45 - m.bit;
        if (opp_ruff) sc -= 40;
    } else {
        sc = -m.bit + (T < 0 ? 4 * popc(h_[seat][s] | h_[partner][s]) : 0);
        // leading towards partner's tenace / through LHO's honours
        if (h_[lho][s] && ob >= 0 && (h_[lho][s] >> ob & 1) && pb >= 0 && pb + 1 < ob) sc += 4;
        if (popc(m.cls) >= 2 && top + 1 == ob) sc += 10;
        if (h_[rho][s] && ob >= 0 && (h_[rho][s] >> ob & 1) && !h_[partner][s]) sc -= 6;
        if (opp_ruff) sc -= 20;
    }
    // who holds the top three cards of the suit decides much of a lead's worth
    const int o0 = owner_from_top(s, 0), o1 = owner_from_top(s, 1), o2 = owner_from_top(s, 2);
    const bool ours1 = o1 >= 0 && (o1 & 1) == (seat & 1), ours2 = o2 >= 0 && (o2 & 1) == (seat & 1);
    if (o0 == lho && o1 == partner && popc(h_[partner][s]) != 1) sc += LEAD_THROUGH_TOP;
    if (top <= ob && ours1 && ours2 && s != T) sc += LEAD_TO_ESTABLISH;
    if (o0 == rho && ours1) sc += LEAD_INTO_TOP;
    if (p_ruff && !opp_ruff) sc += 25;
    sc += LEAD_OPP_LENGTH * std::min(popc(h_[lho][s]) + popc(h_[rho][s]), LEAD_OPP_CAP);
    if (s == T) sc += T >= 0 && (h_[lho][T] | h_[rho][T]) ? LEAD_TRUMP + 5 : LEAD_TRUMP;
    if (!opp && !opp_ruff && top <= ob) sc -= 10;
    if (best && s == best->suit && (m.cls >> best->bit & 1)) sc += 1000;
    else if (s == killer_[ncards_][0] && (m.cls >> killer_[ncards_][1] & 1)) sc += KILLER_LEAD;
    else if (s == tbs && (m.cls >> tbb & 1)) sc += ttb_score_;
    return sc;
}

// The scores of the cards played to a trick: win cheaply where the partner does not hold the trick safely (the
// cheapest winner first when no opponent still to play can beat it), else play low; discards from long suits,
// keeping masters and trumps; the position's best move first.
DD_INLINE void BridgeSolver::follow_scores(BMove* mv, int n, int seat, const BestSlot* best) const {
    const int T = T_;
    const int lho = (seat + 1) & 3, rho = (seat + 3) & 3;
    const int led = ts_[0];
    const int wi = tw_[nplayed_ - 1];
    const int ws = ts_[wi], wb = tb_[wi];
    const bool mate_wins = (((leader_ + wi) & 3) & 1) == (seat & 1);
    const bool last = nplayed_ == 3;
    // the opponents still to play: their best card of the led suit, and whether (and how high) one of them can ruff
    int follow_top = -1, ruff_top = -2;
    for (int k = nplayed_ + 1; k < 4; k++) {
        const int q = (leader_ + k) & 3;
        if ((q & 1) == (seat & 1)) continue;
        if (h_[q][led])
            follow_top = std::max(follow_top, topbit(h_[q][led]));
        else if (T >= 0 && h_[q][T])
            ruff_top = std::max(ruff_top, topbit(h_[q][T]));
    }
    // can an opponent still to play beat a card (es, eb)?
    auto later_beats = [&](int es, int eb) {
        return (es == led && follow_top > eb) || (ruff_top > -2 && (es != T || ruff_top > eb));
    };
    const bool mate_safe = mate_wins && !later_beats(ws, wb);
    const bool covers = fourth_covers(seat);
    for (int i = 0; i < n; i++) {
        BMove& m = mv[i];
        const bool beats = (m.suit == ws && m.bit > wb) || (T >= 0 && m.suit == T && ws != T);
        int sc = -m.bit;
        if (mate_wins) {
            if (beats)
                sc = mate_safe ? -80 - m.bit : (later_beats(m.suit, topbit(m.cls)) ? -60 - m.bit : 20 - m.bit);
        } else if (covers && m.suit == led) {
            sc = -m.bit;
        } else if (beats && covers) {
            sc = 10 - m.bit;  // a ruff the trick does not need: after the winning plays (about 1% fewer nodes)
        } else if (beats) {
            sc = last || !later_beats(m.suit, topbit(m.cls)) ? 100 - m.bit : 30 - m.bit;
        }
        if (m.suit != led && !beats) {
            // discard: prefer long suits, keep masters and trumps
            sc += 2 * popc(h_[seat][m.suit]);
            const uint16_t opp = (uint16_t)(h_[lho][m.suit] | h_[rho][m.suit]);
            if (opp && m.bit > topbit(opp)) sc -= 15;
            if (m.suit == T) sc -= 20;
        }
        if (best && m.suit == best->suit && (m.cls >> best->bit & 1)) sc += 1000;
        m.score = sc;
    }
}

// Second hand whose partner, last to play, tops both the card led and the third hand (who must follow, or cannot
// ruff): the trick is the pair's whatever second hand plays, so low cards first (keeping its honours).
bool BridgeSolver::fourth_covers(int seat) const {
    const int partner = seat ^ 2;
    const int led = ts_[0];
    if (nplayed_ != 1 || !h_[partner][led]) return false;
    const int th = leader_ ^ 2;
    const int top3 = h_[th][led] ? topbit(h_[th][led]) : -1;
    const int pt = topbit(h_[partner][led]);
    return pt > tb_[0] && pt > top3 && (T_ < 0 || led == T_ || h_[th][led] || !h_[th][T_]);
}

int BridgeSolver::last_trick(uint16_t* win) {
    int cs[4], cb[4];
    for (int k = 0; k < 4; k++) {
        int q = (leader_ + k) & 3;
        for (int s = 0; s < 4; s++)
            if (h_[q][s]) {
                cs[k] = s;
                cb[k] = lowbit(h_[q][s]);
                break;
            }
    }
    int w = 0;
    for (int k = 1; k < 4; k++)
        if ((cs[k] == cs[w] && cb[k] > cb[w]) || (cs[k] == T_ && cs[w] != T_)) w = k;
    bool rank = false;
    for (int k = 0; k < 4; k++)
        if (k != w && cs[k] == cs[w]) rank = true;
    for (int s = 0; s < 4; s++) win[s] = 0;
    if (rank) win[cs[w]] = (uint16_t)(1u << cb[w]);
    return is_max((leader_ + w) & 3) ? 1 : 0;
}

bool BridgeSolver::ab(int target, uint16_t* win) {
    for (int s = 0; s < 4; s++) win[s] = 0;
    // the best-move slot is read when ordering; start fetching it now
    const uint64_t hsh = pos_hash();
    __builtin_prefetch(&best_[hsh & (((uint64_t)1 << BEST_BITS) - 1)]);
    bool use_tt = false;
    if (nplayed_ == 0) {
        const int cut = start_cut(target, win);
        if (cut != CUT_NONE) return cut == CUT_TRUE;
        const int tl = ncards_ >> 2;
        use_tt = tl >= 2;
        stats.depth_expanded[tl]++;
    } else if (nplayed_ == 1) {
        const int cut = second_hand_cut(target, win);
        if (cut != CUT_NONE) return cut == CUT_TRUE;
    }
    int best_s = -1, best_b = 0;
    const bool result = search_moves(target, win, hsh, &best_s, &best_b);
    if (use_tt) store(target, result, win, best_s, best_b);
    return result;
}

// A trick start answered by the bounds or the table (CUT_TRUE / CUT_FALSE, the ranks it rests on in win), or
// CUT_NONE with the table's lead hint set (ttb_suit_, ttb_bit_).  The order interleaves the bounds with the
// table's memory fetches: the bucket is fetched while the quick tricks run, its newest block while top trumps
// and later tricks run.
DD_INLINE int BridgeSolver::start_cut(int target, uint16_t* win) {
    if (target <= 0) return CUT_TRUE;
    const int tl = ncards_ >> 2;
    if (target > tl) return CUT_FALSE;
    stats.nodes++;
    stats.depth_nodes[tl]++;
    if ((stats.nodes & 0xFFF) == 0) check_budget();
    if (tl == 1) return last_trick(win) >= target ? CUT_TRUE : CUT_FALSE;
    tt_.prefetch(lenkey_, leader_);  // the bounds below need no table: fetch the bucket meanwhile
    ttb_suit_ = -1;
    uint16_t qw[4];
    const int qt = quick_tricks(qw, is_max(leader_) ? target : tl - target + 1);
    if (qt > 0 && (is_max(leader_) ? qt >= target : tl - qt < target)) {
        for (int s = 0; s < 4; s++) win[s] = qw[s];
        stats.qt_cuts++;
        return is_max(leader_) ? CUT_TRUE : CUT_FALSE;
    }
    // the bucket has arrived by now: start fetching its newest block for the scan below
    const int bi = tt_.find(lenkey_, leader_, false);
    if (bi >= 0) tt_.prefetch_head(bi);
    if (T_ >= 0) {
        int side = 0;
        const int sure = top_trumps(qw, side, target, tl);
        if (sure > 0 && (side ? target <= sure : target > tl - sure)) {
            for (int s = 0; s < 4; s++) win[s] = qw[s];
            stats.qt_cuts++;
            return side ? CUT_TRUE : CUT_FALSE;
        }
    }
    const int lt = later_tricks(target, tl, qw);
    if (lt >= 0) {
        for (int s = 0; s < 4; s++) win[s] = qw[s];
        stats.lt_cuts++;
        return lt == 1 ? CUT_TRUE : CUT_FALSE;
    }
    return bi >= 0 ? table_cut(bi, target, win) : CUT_NONE;
}

// The bucket's entries matching this position (owners of each suit's kept top cards): one whose bound decides
// target answers (CUT_TRUE / CUT_FALSE); else CUT_NONE, and the best lead of a matching entry (or failing that of
// the entry agreeing in most suits) becomes the ordering's hint.
DD_INLINE int BridgeSolver::table_cut(int bi, int target, uint16_t* win) {
    uint16_t tbm = 0;
    // the best lead of the entry agreeing with this position in most suits,
    // when none matches wholly (same lengths and leader: often the same lead)
    uint16_t near_bm = 0;
    int near_agree = -1;
    uint64_t w0, w1;
    top_aligned_owners(w0, w1);
    const BTT::Block* B = tt_.blocks();
    for (int32_t b = tt_.head(bi); b >= 0; b = B[b].next) {
        const BTT::Block& bl = B[b];
        // fetch the block's lines together rather than one miss at a time
        for (size_t line = 0; line < sizeof(BTT::Block); line += 64)
            __builtin_prefetch(reinterpret_cast<const char*>(&bl) + line);
        if (bl.next >= 0)
            for (size_t line = 0; line < sizeof(BTT::Block); line += 64)
                __builtin_prefetch(reinterpret_cast<const char*>(&B[bl.next]) + line);
        stats.tt_entries += (uint64_t)bl.n;
        for (int j = bl.n - 1; j >= 0; j--) {
            const BTT::Entry& en = bl.e[j];
            // one hard-to-predict branch per entry
            const uint64_t x0 = (w0 & BTT::pair_mask(en.k01)) ^ en.pat[0];
            const uint64_t x1 = (w1 & BTT::pair_mask(en.k23)) ^ en.pat[1];
            if (x0 | x1) {
                if (en.bm) {
                    const int agree = !(x0 >> 32) + !(uint32_t)x0 + !(x1 >> 32) + !(uint32_t)x1;
                    if (agree > near_agree) {
                        near_agree = agree;
                        near_bm = en.bm;
                    }
                }
                continue;
            }
            const bool cut_true = en.lo >= target, cut_false = en.hi < target;
            if (!cut_true && !cut_false) {
                if (!tbm) tbm = en.bm;
                continue;
            }
            stats.tt_hits++;
            for (int s = 0; s < 4; s++) win[s] = top_k(agg_[s], en.k(s));
            tt_.promote(bi, b, j);  // entries that hit are met first next time
            return cut_true ? CUT_TRUE : CUT_FALSE;
        }
    }
    ttb_score_ = tbm ? TT_ENTRY_LEAD : NEAR_ENTRY_LEAD;
    lead_hint(tbm ? tbm : near_bm);
    return CUT_NONE;
}

// An entry's best lead (suit, index from the suit's top) as this position's card, if the leader holds it.
void BridgeSolver::lead_hint(uint16_t bm) {
    if (!bm) return;
    const int s = (bm >> 8) & 3, idx = bm & 0xFF;
    uint16_t a = agg_[s];
    for (int j = 0; j < idx && a; j++) a &= (uint16_t)~(1u << topbit(a));
    if (!a) return;
    const int b = topbit(a);
    if (h_[leader_][s] >> b & 1) {
        ttb_suit_ = s;
        ttb_bit_ = b;
    }
}

// The second hand's sure tricks decide the target (CUT_TRUE / CUT_FALSE), or CUT_NONE.
DD_INLINE int BridgeSolver::second_hand_cut(int target, uint16_t* win) {
    uint16_t qw[4];
    const int tl = (ncards_ + 1) >> 2;
    const int seat = (leader_ + 1) & 3;
    const int q = second_hand_tricks(qw, is_max(seat) ? target : tl - target + 1);
    if (q > 0 && (is_max(seat) ? q >= target : tl - q < target)) {
        for (int s = 0; s < 4; s++) win[s] = qw[s];
        stats.qt2_cuts++;
        return is_max(seat) ? CUT_TRUE : CUT_FALSE;
    }
    return CUT_NONE;
}

// The moves of the seat to play, in order: the first that reaches the node's goal cuts (its win is the node's,
// the card noted as the position's best and the killer lead: *best_s, *best_b); if none does, every move's win
// together, widened over the classes.  Once a class wholly below every relevant rank of its suit has failed,
// every other such class of that suit leads to an equivalent position (skipped).
DD_INLINE bool BridgeSolver::search_moves(int target, uint16_t* win, uint64_t hsh, int* best_s, int* best_b) {
    const int seat = (leader_ + nplayed_) & 3;
    const bool maxnode = is_max(seat);
    BMove mv[16];
    const int nm = gen(mv, seat);
    const int tbs = nplayed_ == 0 ? ttb_suit_ : -1, tbb = ttb_bit_;
    order(mv, nm, seat, hsh, tbs, tbb);
    uint16_t acc[4] = {0, 0, 0, 0};
    uint16_t cw[4];
    int small_below[4] = {0, 0, 0, 0};
#ifdef DD_INSTR
    const uint64_t nodes_start = stats.nodes, waste_start = stats.waste_total;
    uint64_t nodes_move = nodes_start, waste_move = waste_start;
#endif
    for (int i = 0; i < nm; i++) {
#ifdef DD_INSTR
        nodes_move = stats.nodes;
        waste_move = stats.waste_total;
#endif
        const BMove& m = mv[i];
        if (topbit(m.cls) < small_below[m.suit]) {
            stats.skipped++;
            continue;
        }
        play(m.suit, m.bit);
        const bool r = nplayed_ == 4 ? after_trick(target, cw) : ab(target, cw);
        unplay();
        if (r == maxnode) {
#ifdef DD_INSTR
            {
                // the moves before this one, less the waste already counted inside them
                const uint64_t add = (nodes_move - nodes_start) - (waste_move - waste_start);
                stats.waste_total += add;
                stats.waste[nplayed_] += add;
                stats.waste_by_tricks_left[nplayed_][(ncards_ + nplayed_) >> 2] += add;
                stats.cut_count[nplayed_]++;
                stats.cut_first[nplayed_] += i == 0;
                stats.cut_nodes[nplayed_] += stats.nodes - nodes_start;
            }
#endif
            for (int s = 0; s < 4; s++) win[s] = cw[s];
            note_cut(m, i, hsh);
            *best_s = m.suit;
            *best_b = m.bit;
            return r;
        }
        for (int s = 0; s < 4; s++) acc[s] |= cw[s];
        if (!small_below[m.suit]) {
            const int low = acc[m.suit] ? lowbit(acc[m.suit]) : 16;
            if (topbit(m.cls) < low) small_below[m.suit] = low;
        }
    }
#ifdef DD_INSTR
    stats.all_count[nplayed_]++;
    stats.all_nodes[nplayed_] += stats.nodes - nodes_start;
#endif
    widen_classes(mv, nm, acc);
    for (int s = 0; s < 4; s++) win[s] = acc[s];
    return !maxnode;
}

// The move m (the i-th tried) cut: the position's best-move slot, and at a lead the killer of this depth.
DD_INLINE void BridgeSolver::note_cut(const BMove& m, int i, uint64_t hsh) {
    if (nplayed_ == 0) stats.cut_hist[i < 7 ? i : 7]++;
    BestSlot& b = best_[hsh & (((uint64_t)1 << BEST_BITS) - 1)];
    b.check = (uint32_t)(hsh >> 32);
    b.suit = m.suit;
    b.bit = m.bit;
    if (nplayed_ == 0) {
        killer_[ncards_][0] = m.suit;
        killer_[ncards_][1] = m.bit;
    }
}

// The trick is complete: its winner leads the next (one trick less to reach when it is the max pair's).  A trick
// won by rank adds the winning card to cw.
DD_INLINE bool BridgeSolver::after_trick(int target, uint16_t* cw) {
    const int wi = tw_[3];
    const int wseat = (leader_ + wi) & 3;
    const int ws = ts_[wi], wb = tb_[wi];
    bool rank = false;
    for (int k = 0; k < 4; k++)
        if (k != wi && ts_[k] == ws) rank = true;
    const TrickEnd saved = open_next_trick(wseat);
    const bool r = ab(target - (is_max(wseat) ? 1 : 0), cw);
    close_next_trick(saved);
    if (rank) cw[ws] |= (uint16_t)(1u << wb);
    return r;
}

// The complete trick's state kept while its winner leads the next trick (one level down), then put back.
DD_INLINE BridgeSolver::TrickEnd BridgeSolver::open_next_trick(int winner) {
    TrickEnd e;
    std::memcpy(e.cards, ts_, 4);
    std::memcpy(e.cards + 4, tb_, 4);
    std::memcpy(e.cards + 8, tw_, 4);
    std::memcpy(e.hashes, th_ + 1, sizeof(e.hashes));
    e.leader = leader_;
    nplayed_ = 0;
    leader_ = winner;
    return e;
}

DD_INLINE void BridgeSolver::close_next_trick(const TrickEnd& e) {
    leader_ = e.leader;
    nplayed_ = 4;
    std::memcpy(ts_, e.cards, 4);
    std::memcpy(tb_, e.cards + 4, 4);
    std::memcpy(tw_, e.cards + 8, 4);
    std::memcpy(th_ + 1, e.hashes, sizeof(e.hashes));
}

// A class stands for its unsearched members only if the abstraction keeps it on one side of the lowest relevant
// rank: pull straddling classes in.
DD_INLINE void BridgeSolver::widen_classes(const BMove* mv, int nm, uint16_t* acc) const {
    for (int s = 0; s < 4; s++) {
        if (!acc[s]) continue;
        // classes of suit s from high to low
        int idx[16], k = 0;
        for (int i = 0; i < nm; i++)
            if (mv[i].suit == s) idx[k++] = i;
        std::sort(idx, idx + k, [&](int a, int b) { return mv[a].cls > mv[b].cls; });
        for (int j = 0; j < k; j++) {
            const uint16_t c = mv[idx[j]].cls;
            if (!(c & (c - 1)) || !acc[s]) continue;
            const int thr = lowbit(acc[s]);
            if (lowbit(c) < thr && topbit(c) >= thr) acc[s] |= (uint16_t)(c & (uint16_t)-(int16_t)c);
        }
    }
}

// A searched trick start into the table: each suit's top cards down to the lowest in win, their owners, the
// bound and the best lead (as an index from the suit's top, so that it serves every position the entry matches).
DD_INLINE void BridgeSolver::store(int target, bool result, const uint16_t* win, int best_s, int best_b) {
    int k[4];
    for (int s = 0; s < 4; s++) k[s] = win[s] ? popc(agg_[s] & (uint16_t)~below(lowbit(win[s]))) : 0;
    const uint8_t k01 = (uint8_t)(k[0] << 4 | k[1]), k23 = (uint8_t)(k[2] << 4 | k[3]);
    uint64_t pat[2];
    top_aligned_owners(pat[0], pat[1]);
    pat[0] &= BTT::pair_mask(k01);
    pat[1] &= BTT::pair_mask(k23);
    const int lo = result ? target : 0;
    const int hi = result ? 127 : target - 1;
    const uint16_t bmv = best_s < 0 ? 0 : (uint16_t)(0x8000 | best_s << 8 | popc(agg_[best_s] & above(best_b)));
    int bi = tt_.find(lenkey_, leader_, true);
    if (bi == -2) {
        tt_.clear();
        stats.tt_clears++;
        bi = tt_.find(lenkey_, leader_, true);
    }
    if (!tt_.add(bi, pat, k01, k23, lo, hi, bmv)) {
        tt_.clear();
        stats.tt_clears++;
        bi = tt_.find(lenkey_, leader_, true);
        tt_.add(bi, pat, k01, k23, lo, hi, bmv);
    }
}

int BridgeSolver::drive(int guess, int lo_b, int hi_b) {
    int lo = std::max(0, lo_b), hi = std::min((ncards_ + nplayed_) / 4, hi_b);
    uint16_t w[4];
    if (hi <= lo) return std::max(hi, 0);
    // lo is known to hold: the first test is above it
    int g = guess < 0 ? (hi + 1) / 2 : guess;
    g = std::min(std::max(g, lo + 1), hi);
    if (probe(g, w)) {
        lo = g;
        while (lo < hi && probe(lo + 1, w)) lo++;
        return lo;
    }
    hi = g - 1;
    while (hi > lo) {
        if (probe(hi, w)) return hi;
        hi--;
    }
    return lo;
}

int BridgeSolver::value(int guess) {
    return proven_.track((ncards_ + nplayed_) / 4, [&] { return drive(guess); });
}

bool BridgeSolver::probe(int target, uint16_t* win) {
    const bool ok = ab(target, win);
    proven_.note(target, ok);
    return ok;
}

std::vector<Move> BridgeSolver::legal_moves() {
    BMove mv[16];
    const int n = gen(mv, to_move());
    std::vector<Move> out;
    for (int i = 0; i < n; i++) out.push_back(Move{mv[i].suit, mv[i].bit, mv[i].suit, mv[i].bit, mv[i].cls, 0});
    return out;
}

int BridgeSolver::value_after(const Move& m, int guess, int lo_b, int hi_b) {
    play(m.suit, m.bit);
    int v;
    try {
        if (nplayed_ == 4) {
            const int wseat = (leader_ + tw_[3]) & 3;
            const int add = is_max(wseat) ? 1 : 0;
            const int g = guess >= 0 ? std::max(0, guess - add) : guess;
            const TrickEnd saved = open_next_trick(wseat);
            try {
                v = drive(g, lo_b - add, hi_b - add) + add;
            } catch (...) {
                close_next_trick(saved);
                throw;
            }
            close_next_trick(saved);
        } else {
            v = drive(guess, lo_b, hi_b);
        }
    } catch (...) {
        unplay();
        throw;
    }
    unplay();
    return v;
}

}  // namespace dd
