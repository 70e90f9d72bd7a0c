#include "bridge.hpp"

#include <algorithm>
#include <cstring>

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

inline uint64_t mix(uint64_t x) {
    x ^= x >> 31;
    x *= 0x7fb5d329728ea185ULL;
    x ^= x >> 27;
    x *= 0x81dadef4bc2dd44dULL;
    x ^= x >> 33;
    return x;
}

inline uint64_t zkey(int seat, int suit, int bit) {
    return mix(0x9E3779B97F4A7C15ULL * (uint64_t)(1 + seat * 64 + suit * 16 + bit));
}

}  // namespace

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
    const int T = T_;
    const int partner = seat ^ 2, lho = (seat + 1) & 3, rho = (seat + 3) & 3;
    const BestSlot& bsl = best_[hsh & (((uint64_t)1 << BEST_BITS) - 1)];
    const bool have_best = bsl.check == (uint32_t)(hsh >> 32) && bsl.suit >= 0;
    if (nplayed_ == 0) {
        const bool opp_trumps = T >= 0 && (h_[lho][T] | h_[rho][T]);
        for (int i = 0; i < n; i++) {
            BMove& m = mv[i];
            const int s = m.suit;
            const uint16_t opp = (uint16_t)(h_[lho][s] | h_[rho][s]);
            const int ob = opp ? topbit(opp) : -1;
            const int pb = h_[partner][s] ? topbit(h_[partner][s]) : -1;
            const int top = topbit(m.cls);
            bool lho_ruff = false, rho_ruff = false, p_ruff = false;
            if (T >= 0 && s != T) {
                lho_ruff = !h_[lho][s] && h_[lho][T];
                rho_ruff = !h_[rho][s] && h_[rho][T];
                p_ruff = !h_[partner][s] && h_[partner][T];
            }
            const bool opp_ruff = lho_ruff || rho_ruff;
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
            {
                // who holds the top three cards of the suit decides much of a lead's worth
                const int o0 = owner_from_top(s, 0), o1 = owner_from_top(s, 1), o2 = owner_from_top(s, 2);
                const bool ours1 = o1 >= 0 && (o1 & 1) == (seat & 1), ours2 = o2 >= 0 && (o2 & 1) == (seat & 1);
                if (o0 == lho && o1 == partner && popc(h_[partner][s]) != 1) sc += LEAD_THROUGH_TOP;
                if (top <= ob && ours1 && ours2 && s != T) sc += LEAD_TO_ESTABLISH;
                if (o0 == rho && ours1) sc += LEAD_INTO_TOP;
            }
            if (p_ruff && !opp_ruff) sc += 25;
            sc += LEAD_OPP_LENGTH * std::min(popc(h_[lho][s]) + popc(h_[rho][s]), LEAD_OPP_CAP);
            if (s == T) sc += opp_trumps ? LEAD_TRUMP + 5 : LEAD_TRUMP;
            if (!opp && !opp_ruff && top <= ob) sc -= 10;
            if (have_best && s == bsl.suit && (m.cls >> bsl.bit & 1)) sc += 1000;
            else if (s == killer_[ncards_][0] && (m.cls >> killer_[ncards_][1] & 1)) sc += KILLER_LEAD;
            else if (s == tbs && (m.cls >> tbb & 1)) sc += ttb_score_;
            m.score = sc;
        }
    } else {
        const int led = ts_[0];
        const int wi = tw_[nplayed_ - 1];
        const int ws = ts_[wi], wb = tb_[wi];
        const int wseat = (leader_ + wi) & 3;
        const bool mate_wins = (wseat & 1) == (seat & 1);
        const bool last = nplayed_ == 3;
        // the opponents still to play: their best card of the led suit, and
        // whether (and how high) one of them can ruff
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
        // Second hand whose partner, last to play, tops both the card led and the
        // third hand (who must follow, or cannot ruff): the trick is the pair's
        // whatever second hand plays, so low cards first (keeping its honours).
        bool fourth_covers = false;
        if (nplayed_ == 1 && h_[partner][led]) {
            const int th = leader_ ^ 2;
            const int top3 = h_[th][led] ? topbit(h_[th][led]) : -1;
            const int pt = topbit(h_[partner][led]);
            fourth_covers = pt > tb_[0] && pt > top3 && (T < 0 || led == T || h_[th][led] || !h_[th][T]);
        }
        for (int i = 0; i < n; i++) {
            BMove& m = mv[i];
            const bool beats = (m.suit == ws && m.bit > wb) || (T >= 0 && m.suit == T && ws != T);
            int sc;
            if (mate_wins) {
                if (beats)
                    sc = mate_safe ? -80 - m.bit : (later_beats(m.suit, topbit(m.cls)) ? -60 - m.bit : 20 - m.bit);
                else
                    sc = -m.bit;
            } else if (fourth_covers && m.suit == led) {
                sc = -m.bit;
            } else if (beats && fourth_covers) {
                sc = 10 - m.bit;  // a ruff the trick does not need: after the winning plays (about 1% fewer nodes)
            } else if (beats) {
                if (last || !later_beats(m.suit, topbit(m.cls)))
                    sc = 100 - m.bit;
                else
                    sc = 30 - m.bit;
            } else {
                sc = -m.bit;
            }
            if (m.suit != led && !beats) {
                // discard: prefer long suits, keep masters and trumps
                sc += 2 * popc(h_[seat][m.suit]);
                const uint16_t opp = (uint16_t)(h_[lho][m.suit] | h_[rho][m.suit]);
                if (opp && m.bit > topbit(opp)) sc -= 15;
                if (m.suit == T) sc -= 20;
            }
            if (have_best && m.suit == bsl.suit && (m.cls >> bsl.bit & 1)) sc += 1000;
            m.score = sc;
        }
    }
    for (int i = 1; i < n; i++) {
        BMove x = mv[i];
        int j = i - 1;
        while (j >= 0 && mv[j].score < x.score) {
            mv[j + 1] = mv[j];
            j--;
        }
        mv[j + 1] = x;
    }
}

// Sure tricks for the pair on lead: the leader's masters, or a low card to
// partner's masters.  Relevant ranks go to win.
int BridgeSolver::quick_tricks(uint16_t* win, int need) const {
    const int T = T_;
    const int L = leader_, P = L ^ 2, o1 = (L + 1) & 3, o2 = (L + 3) & 3;
    // Every count below takes, per suit, at most the longer holding of the pair
    // on lead, and only in suits whose top card the pair holds (a ruff by partner
    // makes one): when even that falls short of the cut, settle by lengths alone.
    if (need > 1) {
        int bound = 0;
        for (int s = 0; s < 4; s++)
            if (agg_[s] && ((own_[s] >> (2 * (popc(agg_[s]) - 1))) & 1) == (uint32_t)(L & 1))
                bound += std::max(popc(h_[L][s]), popc(h_[P][s]));
        if (bound < need) {
            for (int s = 0; s < 4; s++) win[s] = 0;
            return 0;
        }
    }
    auto ruff_limit = [&](int s, int cnt) {
        if (T >= 0 && s != T) {
            if (h_[o1][T] && popc(h_[o1][s]) < cnt) cnt = popc(h_[o1][s]);
            if (h_[o2][T] && popc(h_[o2][s]) < cnt) cnt = popc(h_[o2][s]);
        }
        return cnt;
    };
    // A hand holding trumps is forced to ruff its partner's winners once out of
    // other cards: the ruff still wins, but the lead moves (counted once).
    auto side_cards = [&](int q) {
        int c = 0;
        for (int t = 0; t < 4; t++)
            if (t != T) c += popc(h_[q][t]);
        return c;
    };
    int lc[4] = {0, 0, 0, 0}, lm[4] = {0, 0, 0, 0};  // the leader's tricks, and top ranks they rely on, per suit
    for (int s = 0; s < 4; s++) {
        const uint16_t mine = h_[L][s];
        if (!mine) continue;
        const uint16_t others = (uint16_t)(agg_[s] & ~mine);
        const uint16_t masters = others ? (uint16_t)(mine & above(topbit(others))) : mine;
        const int nm = popc(masters);
        const int opp_len = std::max(popc(h_[o1][s]), popc(h_[o2][s]));
        // once the masters have drawn everybody else's cards, the rest of the suit
        // stands: then only the masters that draw them are relevant
        const int draw = std::max(opp_len, popc(h_[P][s]));
        const bool stands = nm && nm >= draw;
        int cnt = ruff_limit(s, stands ? popc(mine) : nm);
        int relevant = stands ? draw : nm;
        if (cnt < 2 && popc(mine) >= 2 && popc(h_[P][s]) >= 2) {
            // the top two split between the partners, both guarded: low to partner's
            // honour and back (the lead ends here), then the long cards
            const int t0 = owner_from_top(s, 0), t1 = owner_from_top(s, 1);
            if ((t0 == L && t1 == P) || (t0 == P && t1 == L)) {
                const int split = ruff_limit(s, opp_len <= 2 && popc(h_[P][s]) <= 2 ? popc(mine) : 2);
                if (split >= 2) {
                    relevant = 2;
                    cnt = split;
                }
            }
        }
        if (!cnt) continue;
        lc[s] = cnt;
        lm[s] = relevant;
    }
    // Three ways to cash: the leader's own tricks; a low card to partner's master
    // in suit e, then partner cashes his masters everywhere; both, the leader's
    // first.  Each is a function of the per-suit counts, so a suit's count can be
    // set to 0 (not cashing it) and the way re-evaluated.
    const int side_cap = T >= 0 && h_[P][T] ? side_cards(P) + 1 : 99;
    auto lead_count = [&](const int* c) {
        int trumps = 0, side = 0;
        for (int t = 0; t < 4; t++) (t == T ? trumps : side) += c[t];
        return trumps + std::min(side, side_cap);
    };
    // A low card to partner's master in suit e, then partner cashes his masters everywhere.
    int pc[4], pm[4];
    for (int t = 0; t < 4; t++) {
        pc[t] = pm[t] = 0;
        if (!h_[P][t]) continue;
        const uint16_t others = (uint16_t)(agg_[t] & ~h_[P][t]);
        const int nm = others ? popc(h_[P][t] & above(topbit(others))) : popc(h_[P][t]);
        if (!nm) continue;
        const int rest = std::max(std::max(popc(h_[o1][t]), popc(h_[o2][t])), popc(h_[L][t]));
        pm[t] = nm >= rest ? rest : nm;  // (as for the leader: the masters that draw the rest)
        pc[t] = ruff_limit(t, nm >= rest ? popc(h_[P][t]) : nm);
    }
    const bool l_trumps = T >= 0 && h_[L][T];
    const int l_side = side_cards(L);
    auto partner_count = [&](const int* c) {
        int tot = 0, best = 0;
        for (int t = 0; t < 4; t++) tot += c[t];
        for (int e = 0; e < 4; e++) {
            if (!h_[L][e] || !c[e]) continue;
            const int v = l_trumps ? 1 + std::min(tot - 1, l_side - (e != T ? 1 : 0) + 1) : tot;
            best = std::max(best, v);
        }
        return best;
    };
    const int by_lead = lead_count(lc), by_partner = partner_count(pc), by_cross = cash_then_cross(lc, pc);
    uint16_t w[4] = {0, 0, 0, 0};
    int qt = std::max(by_lead, std::max(by_partner, by_cross));
    // A suit only the partners hold, the opponents unable to ruff: every round
    // is theirs while both follow, whatever the ranks (a matter of lengths alone).
    if (T < 0 || !(h_[o1][T] | h_[o2][T])) {
        int solo = 0;
        for (int s = 0; s < 4; s++)
            if (h_[L][s] && h_[P][s] && !h_[o1][s] && !h_[o2][s])
                solo = std::max(solo, std::min(popc(h_[L][s]), popc(h_[P][s])));
        if (solo >= need && need > 0) {
            for (int s = 0; s < 4; s++) win[s] = 0;
            return solo;
        }
    }
    if (qt > 0) {
        // Cash only the suits the cut needs (most relevant ranks dropped first):
        // fewer relevant ranks make the table entries above more general.
        int kl[4], kp[4];
        for (int t = 0; t < 4; t++) {
            kl[t] = lc[t];
            kp[t] = pc[t];
        }
        const int way = by_lead == qt ? 0 : by_partner == qt ? 1 : 2;
        auto count = [&]() {
            return way == 0 ? lead_count(kl) : way == 1 ? partner_count(kp) : cash_then_cross(kl, kp);
        };
        if (need > 0 && qt >= need) {
            int order[4] = {0, 1, 2, 3};
            auto ranks = [&](int t) {
                return way == 0 ? std::min(lm[t], lc[t]) : std::max(std::min(lm[t], lc[t]), std::min(pm[t], pc[t]));
            };
            std::sort(order, order + 4, [&](int x, int y) { return ranks(x) > ranks(y); });
            for (int t : order) {
                if (!kl[t] && !kp[t]) continue;
                const int sl = kl[t], sp = kp[t];
                if (way != 1) kl[t] = 0;
                if (way != 0) kp[t] = 0;
                if (count() < need) {
                    kl[t] = sl;
                    kp[t] = sp;
                }
            }
            qt = count();
        }
        for (int t = 0; t < 4; t++) {
            const int nl = way == 1 ? 0 : std::min(lm[t], kl[t]), np = way == 0 ? 0 : std::min(pm[t], kp[t]);
            // (the crossing way counts a suit partner cashes as his alone)
            w[t] = top_k(agg_[t], way == 0 ? nl : way == 1 ? np : kp[t] ? np : nl);
        }
    }
    if (qt == 0 && T >= 0 && h_[P][T]) {
        // a suit partner ruffs while both opponents must follow (or hold no trumps)
        for (int s = 0; s < 4 && !qt; s++)
            if (s != T && h_[L][s] && !h_[P][s] && (h_[o1][s] || !h_[o1][T]) && (h_[o2][s] || !h_[o2][T])) {
                qt = 1;
                for (int t = 0; t < 4; t++) w[t] = 0;
            }
    }
    for (int s = 0; s < 4; s++) win[s] = w[s];
    return qt;
}

// No-trump: the leader cashes his own tricks (suits where partner has none),
// then crosses to partner's master in a suit where he holds a low card, and
// partner cashes his.  Partner's discards meanwhile must come from cards he
// does not need.  lc: the leader's tricks per suit, pc: partner's.  (Trump
// contracts measured no better with it.)
int BridgeSolver::cash_then_cross(const int* lc, const int* pc) const {
    if (T_ >= 0) return 0;
    const int L = leader_, P = L ^ 2;
    bool entry = false;
    int own = 0, mate = 0, discards = 0, spare = 0;
    for (int s = 0; s < 4; s++) {
        const int lp = popc(h_[P][s]);
        if (pc[s]) {
            entry |= h_[L][s] != 0;
            mate += pc[s];
            spare += lp - pc[s];
        } else if (lc[s]) {
            own += lc[s];
            discards += std::max(0, lc[s] - lp);
            spare += std::max(0, lp - lc[s]);
        } else {
            spare += lp;
        }
    }
    if (!entry || !own || !mate || discards > spare) return 0;
    return own + mate;
}

// Tricks sure for the pair holding the top trumps: every trump of the top
// run of one pair wins a trick, one per trick from each hand.
int BridgeSolver::top_trumps(uint16_t* win, int& side, int target, int tl) const {
    const int T = T_;
    const uint16_t a = agg_[T];
    if (!a) return 0;
    const int n = popc(a);
    const uint32_t o = own_[T];
    const int first = (int)(o >> (2 * (n - 1))) & 3;
    side = is_max(first) ? 1 : 0;
    int cnt[2] = {0, 0};  // by seat parity relation: same seat as first / partner
    int r = 0;
    for (int i = n - 1; i >= 0; i--) {
        int q = (int)(o >> (2 * i)) & 3;
        if ((q & 1) != (first & 1)) break;
        cnt[q == first ? 0 : 1]++;
        r++;
    }
    for (int s = 0; s < 4; s++) win[s] = 0;
    const int mate = first ^ 2;
    const int lf = popc(h_[first][T]), lm = popc(h_[mate][T]);
    if (lf + lm == n) {
        // the other pair has no trumps: every trump of the longer hand wins its
        // trick (a function of the lengths alone); a pair on lead whose long
        // trump hand leads a suit its partner ruffs makes one more
        int sure = std::max(lf, lm);
        const int L = leader_, P = L ^ 2;
        const int a = popc(h_[L][T]), b = popc(h_[P][T]);
        if ((first & 1) == (L & 1) && a >= b && b >= 1) {
            for (int s = 0; s < 4; s++)
                if (s != T && h_[L][s] && !h_[P][s]) {
                    sure = a + 1;
                    break;
                }
        }
        // the short trump hand on lead reaches its partner with a side-suit winner
        // (or a trump, holding two) and ruffs a suit of the partner's
        if ((first & 1) == (L & 1) && a >= 1 && a <= b) {
            bool ruff = false;
            for (int s = 0; s < 4; s++) ruff |= s != T && h_[P][s] && !h_[L][s];
            if (ruff) {
                for (int e = 0; e < 4; e++)
                    if (e != T && h_[L][e] && owner_from_top(e, 0) == P) {
                        if (b + 2 > sure) {
                            sure = b + 2;
                            for (int s = 0; s < 4; s++) win[s] = 0;
                            win[e] = top_k(agg_[e], 1);
                        }
                        break;
                    }
                if (a >= 2 && owner_from_top(T, 0) == P && b + 1 > sure) {
                    sure = b + 1;
                    for (int s = 0; s < 4; s++) win[s] = 0;
                    win[T] = top_k(agg_[T], 1);
                }
            }
        }
        return sure;
    }
    // the top run split between partners, one of them with a spare trump: the
    // longer hand keeps its honour apart from its partner's, two tricks at least
    auto sure_of = [&](int c0, int c1) {
        return c0 && c1 && (lf > 1 || lm > 1) ? std::max(2, std::max(c0, c1)) : std::max(c0, c1);
    };
    // only as much of the run as the cut needs is relevant: the shortest top part
    // that makes enough tricks by itself
    const int need = side ? target : tl - target + 1;
    int part[2] = {0, 0};
    for (int j = 1; j < r; j++) {
        part[((int)(o >> (2 * (n - j))) & 3) == first ? 0 : 1]++;
        if (sure_of(part[0], part[1]) >= need) {
            win[T] = top_k(a, j);
            return sure_of(part[0], part[1]);
        }
    }
    win[T] = top_k(a, r);
    return sure_of(cnt[0], cnt[1]);
}

int BridgeSolver::owner_from_top(int suit, int i) const {
    const int n = popc(agg_[suit]);
    if (i >= n) return -1;
    return (int)(own_[suit] >> (2 * (n - 1 - i))) & 3;
}

// Bounds for a side that needs every remaining trick (or all but one), after
// DDS's "later tricks": in no-trump a side can only win tricks in suits whose
// top card it holds (at most its longer holding each); a top trump, or two top
// trumps that cannot fall together, always make.  1: the max pair reaches
// target, 0: it cannot, -1: undecided.  Relevant ranks go to win.
int BridgeSolver::later_tricks(int target, int tl, uint16_t* win) const {
    const int T = T_;
    const bool max_leads = is_max(leader_);
    // the side that must win (nearly) everything
    const int need = max_leads ? target : tl - target + 1;
    for (int s = 0; s < 4; s++) win[s] = 0;
    if (need == tl && (T < 0 || !h_[leader_ ^ 2][T])) {
        // every suit the leader holds is topped by an opponent: this trick is lost
        bool lost = true;
        for (int s = 0; s < 4 && lost; s++) {
            if (!h_[leader_][s]) continue;
            const int o = owner_from_top(s, 0);
            lost = (o & 1) != (leader_ & 1);
            win[s] = top_k(agg_[s], 1);
        }
        if (lost) return max_leads ? 0 : 1;
        for (int s = 0; s < 4; s++) win[s] = 0;
    }
    if (T < 0 || agg_[T] == 0) {
        if (need != tl) return -1;
        int sum = 0;
        for (int s = 0; s < 4; s++) {
            const int o = owner_from_top(s, 0);
            if (o >= 0 && is_max(o) == max_leads) sum += std::max(popc(h_[o][s]), popc(h_[o ^ 2][s]));
        }
        // (sum 0: whatever the needy side leads, the top card of that suit beats it)
        if (sum >= need) return -1;
        for (int s = 0; s < 4; s++) {
            const int o = owner_from_top(s, 0);
            if (o >= 0 && is_max(o) != max_leads && agg_[s] != h_[o][s]) win[s] = (uint16_t)(1u << topbit(agg_[s]));
        }
        return max_leads ? 0 : 1;
    }
    const int fail = max_leads ? 0 : 1;  // the needy side falls short
    const int o1 = owner_from_top(T, 0);
    const bool top_needy = is_max(o1) == max_leads;
    if (!top_needy) {
        // the other side holds the top trump: it makes a trick with it
        if (need == tl) {
            win[T] = top_k(agg_[T], 1);
            return fail;
        }
        if (need == tl - 1) {
            const int o2 = owner_from_top(T, 1);
            if (o2 >= 0 && is_max(o2) != max_leads && (popc(h_[o2][T]) > 1 || popc(h_[o2 ^ 2][T]) > 1)) {
                win[T] = top_k(agg_[T], 2);
                return fail;
            }
        }
        return -1;
    }
    if (need != tl) return -1;
    // the needy side holds the top trump; a guarded second trump of the other side
    // sitting over it, or the second and third trumps, still make a trick
    const int o2 = owner_from_top(T, 1);
    if (o2 < 0 || is_max(o2) == max_leads || popc(h_[o2][T]) <= 1) return -1;
    if (o1 == ((o2 + 3) & 3)) {
        win[T] = top_k(agg_[T], 2);
        return fail;
    }
    const int o3 = owner_from_top(T, 2);
    if (o3 >= 0 && is_max(o3) != max_leads) {
        win[T] = top_k(agg_[T], 3);
        return fail;
    }
    return -1;
}

// Sure tricks for the side of the second hand (current trick included), which
// can win this trick: its best card of the led suit beats the lead and the third
// hand, or it ruffs where the third hand cannot overruff.  In no-trump the hand
// winning the trick then cashes its other top cards.
int BridgeSolver::second_hand_tricks(uint16_t* win, int need) const {
    const int T = T_;
    const int seat = (leader_ + 1) & 3, mate = seat ^ 2, third = leader_ ^ 2;
    const int ss = ts_[0];
    for (int s = 0; s < 4; s++) win[s] = 0;
    const bool third_ruffs = T >= 0 && ss != T && !h_[third][ss] && h_[third][T];
    if (third_ruffs) return 0;
    if (T >= 0 && ss != T && ((!h_[seat][ss] && h_[seat][T]) || (!h_[mate][ss] && h_[mate][T]))) return 1;
    const uint16_t ours = (uint16_t)(h_[seat][ss] | h_[mate][ss]);
    if (!ours) return 0;
    const int rr = topbit(ours);
    if (rr < tb_[0] || (h_[third][ss] && topbit(h_[third][ss]) > rr)) return 0;
    win[ss] = (uint16_t)(1u << rr);
    // cashing top cards after the trick is safe unless the other side can ruff
    if (T >= 0 && (h_[leader_][T] | h_[third][T])) return 1;
    // Then the cashing, only as far as the cut needs (so the fewest relevant
    // ranks): first the suits only that hand holds (a matter of lengths), then
    // the second top card of the led suit and the other masters.
    int q = 1;
    if (q >= need) return q;
    const int hh = (h_[seat][ss] >> rr & 1) ? seat : mate;
    for (int s = 0; s < 4; s++)
        if (s != ss && h_[hh][s] && agg_[s] == h_[hh][s]) q += popc(h_[hh][s]);
    if (q >= need) return q;
    if (owner_from_top(ss, 0) == hh && owner_from_top(ss, 1) == hh) {
        q++;
        win[ss] = top_k(agg_[ss], 2);
        if (q >= need) return q;
    }
    for (int s = 0; s < 4; s++) {
        if (s == ss || !h_[hh][s] || agg_[s] == h_[hh][s]) continue;
        if (owner_from_top(s, 0) == hh) {
            q++;
            win[s] = top_k(agg_[s], 1);
            if (q >= need) return q;
        }
    }
    return q;
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
        if (target <= 0) return true;
        const int tl = ncards_ >> 2;
        if (target > tl) return false;
        stats.nodes++;
        stats.depth_nodes[tl]++;
        if ((stats.nodes & 0xFFF) == 0) check_budget();
        if (tl == 1) return last_trick(win) >= target;
        // the bounds below need no table: fetch the bucket meanwhile
        if (tl >= 2) tt_.prefetch(lenkey_, leader_);
        ttb_suit_ = -1;
        uint16_t qw[4];
        const int qt = quick_tricks(qw, is_max(leader_) ? target : tl - target + 1);
        if (qt > 0) {
            if (is_max(leader_)) {
                if (qt >= target) {
                    for (int s = 0; s < 4; s++) win[s] = qw[s];
                    stats.qt_cuts++;
                    return true;
                }
            } else if (tl - qt < target) {
                for (int s = 0; s < 4; s++) win[s] = qw[s];
                stats.qt_cuts++;
                return false;
            }
        }
        // the bucket has arrived by now: start fetching its newest block for the scan below
        const int bi = tl >= 2 ? tt_.find(lenkey_, leader_, false) : -1;
        if (bi >= 0) tt_.prefetch_head(bi);
        if (T_ >= 0) {
            int side = 0;
            const int sure = top_trumps(qw, side, target, tl);
            if (sure > 0) {
                if (side && target <= sure) {
                    for (int s = 0; s < 4; s++) win[s] = qw[s];
                    stats.qt_cuts++;
                    return true;
                }
                if (!side && target > tl - sure) {
                    for (int s = 0; s < 4; s++) win[s] = qw[s];
                    stats.qt_cuts++;
                    return false;
                }
            }
        }
        {
            const int lt = later_tricks(target, tl, qw);
            if (lt >= 0) {
                for (int s = 0; s < 4; s++) win[s] = qw[s];
                stats.lt_cuts++;
                return lt == 1;
            }
        }
        if (bi >= 0) {
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
                    return cut_true;
                }
            }
            ttb_score_ = tbm ? TT_ENTRY_LEAD : NEAR_ENTRY_LEAD;
            if (!tbm) tbm = near_bm;
            if (tbm) {
                const int s = (tbm >> 8) & 3, idx = tbm & 0xFF;
                uint16_t a = agg_[s];
                for (int j = 0; j < idx && a; j++) a &= (uint16_t)~(1u << topbit(a));
                if (a) {
                    const int b = topbit(a);
                    if (h_[leader_][s] >> b & 1) {
                        ttb_suit_ = s;
                        ttb_bit_ = b;
                    }
                }
            }
        }
        use_tt = tl >= 2;
        stats.depth_expanded[tl]++;
    } else if (nplayed_ == 1) {
        uint16_t qw[4];
        const int tl = (ncards_ + 1) >> 2;
        const int seat = (leader_ + 1) & 3;
        const int q = second_hand_tricks(qw, is_max(seat) ? target : tl - target + 1);
        if (q > 0) {
            if (is_max(seat) ? q >= target : tl - q < target) {
                for (int s = 0; s < 4; s++) win[s] = qw[s];
                stats.qt2_cuts++;
                return is_max(seat);
            }
        }
    }
    const int seat = (leader_ + nplayed_) & 3;
    const bool maxnode = is_max(seat);
    BMove mv[16];
    const int nm = gen(mv, seat);
    const int tbs = nplayed_ == 0 ? ttb_suit_ : -1, tbb = ttb_bit_;
    order(mv, nm, seat, hsh, tbs, tbb);
    int best_s = -1, best_b = 0;
    uint16_t acc[4] = {0, 0, 0, 0};
    uint16_t cw[4];
    bool result = !maxnode;
    // Once a class wholly below every relevant rank of its suit has failed,
    // every other such class of that suit leads to an equivalent position.
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
        bool r;
        if (nplayed_ == 4) {
            const int wi = tw_[3];
            const int wseat = (leader_ + wi) & 3;
            const int ws = ts_[wi], wb = tb_[wi];
            bool rank = false;
            for (int k = 0; k < 4; k++)
                if (k != wi && ts_[k] == ws) rank = true;
            int8_t sv[12];
            uint64_t svh[4];
            std::memcpy(sv, ts_, 4);
            std::memcpy(sv + 4, tb_, 4);
            std::memcpy(sv + 8, tw_, 4);
            std::memcpy(svh, th_ + 1, sizeof(svh));
            const int sl = leader_;
            nplayed_ = 0;
            leader_ = wseat;
            r = ab(target - (is_max(wseat) ? 1 : 0), cw);
            leader_ = sl;
            nplayed_ = 4;
            std::memcpy(ts_, sv, 4);
            std::memcpy(tb_, sv + 4, 4);
            std::memcpy(tw_, sv + 8, 4);
            std::memcpy(th_ + 1, svh, sizeof(svh));
            if (rank) cw[ws] |= (uint16_t)(1u << wb);
        } else {
            r = ab(target, cw);
        }
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
            if (nplayed_ == 0) stats.cut_hist[i < 7 ? i : 7]++;
            for (int s = 0; s < 4; s++) win[s] = cw[s];
            {
                BestSlot& b = best_[hsh & (((uint64_t)1 << BEST_BITS) - 1)];
                b.check = (uint32_t)(hsh >> 32);
                b.suit = m.suit;
                b.bit = m.bit;
            }
            if (nplayed_ == 0) {
                killer_[ncards_][0] = m.suit;
                killer_[ncards_][1] = m.bit;
            }
            best_s = m.suit;
            best_b = m.bit;
            result = r;
            goto done;
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
    // A class stands for its unsearched members only if the abstraction keeps
    // it on one side of the lowest relevant rank: pull straddling classes in.
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
    for (int s = 0; s < 4; s++) win[s] = acc[s];
done:
    if (use_tt) {
        int k[4];
        for (int s = 0; s < 4; s++) k[s] = win[s] ? popc(agg_[s] & (uint16_t)~below(lowbit(win[s]))) : 0;
        const uint8_t k01 = (uint8_t)(k[0] << 4 | k[1]), k23 = (uint8_t)(k[2] << 4 | k[3]);
        uint64_t pat[2];
        top_aligned_owners(pat[0], pat[1]);
        pat[0] &= BTT::pair_mask(k01);
        pat[1] &= BTT::pair_mask(k23);
        const int lo = result ? target : 0;
        const int hi = result ? 127 : target - 1;
        const uint16_t bmv = best_s < 0 ? 0
                                          : (uint16_t)(0x8000 | best_s << 8 |
                                                       popc(agg_[best_s] & above(best_b)));
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
    return result;
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
            const int wi = tw_[3];
            const int wseat = (leader_ + wi) & 3;
            const int add = is_max(wseat) ? 1 : 0;
            int8_t sv[12];
            std::memcpy(sv, ts_, 4);
            std::memcpy(sv + 4, tb_, 4);
            std::memcpy(sv + 8, tw_, 4);
            const int sl = leader_;
            nplayed_ = 0;
            leader_ = wseat;
            uint64_t svh[4];
            std::memcpy(svh, th_ + 1, sizeof(svh));
            int g = guess >= 0 ? std::max(0, guess - add) : guess;
            try {
                v = drive(g, lo_b - add, hi_b - add) + add;
            } catch (...) {
                leader_ = sl;
                nplayed_ = 4;
                std::memcpy(ts_, sv, 4);
                std::memcpy(tb_, sv + 4, 4);
                std::memcpy(tw_, sv + 8, 4);
                std::memcpy(th_ + 1, svh, sizeof(svh));
                throw;
            }
            leader_ = sl;
            nplayed_ = 4;
            std::memcpy(ts_, sv, 4);
            std::memcpy(tb_, sv + 4, 4);
            std::memcpy(tw_, sv + 8, 4);
            std::memcpy(th_ + 1, svh, sizeof(svh));
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
