// The bridge solver's bounds at a trick start (BridgeSolver in bridge.hpp): quick tricks (the leader's masters
// or a low card to the partner's), top trumps, later tricks (DDS's), the second hand's sure tricks.  Each bound
// gives the ranks it rests on (win) for partition search.
#include "bridge.hpp"

#include <algorithm>
#include <cstring>

#include "bridge_bits.hpp"

namespace dd {

// Sure tricks for the pair on lead: the leader's masters, or a low card to
// partner's masters.  Relevant ranks go to win.
int BridgeSolver::quick_tricks(uint16_t* win, int need) const {
    for (int s = 0; s < 4; s++) win[s] = 0;
    if (need > 1 && length_bound(need) < need) return 0;
    QuickCounts q;
    leader_counts(q.lc, q.lm);
    partner_counts(q.pc, q.pm);
    const int P = leader_ ^ 2;
    q.side_cap = T_ >= 0 && h_[P][T_] ? side_cards(P) + 1 : 99;
    q.l_trumps = T_ >= 0 && h_[leader_][T_];
    q.l_side = side_cards(leader_);
    const int by_lead = lead_count(q, q.lc), by_partner = partner_count(q, q.pc);
    const int by_cross = cash_then_cross(q.lc, q.pc);
    int qt = std::max(by_lead, std::max(by_partner, by_cross));
    const int solo = solo_suit();
    if (solo >= need && need > 0) return solo;
    if (qt > 0) {
        q.way = by_lead == qt ? 0 : by_partner == qt ? 1 : 2;
        qt = cash_what_is_needed(q, qt, need, win);
    }
    if (qt == 0 && partner_ruffs()) {
        for (int t = 0; t < 4; t++) win[t] = 0;
        qt = 1;
    }
    return qt;
}

// Every count below takes, per suit, at most the longer holding of the pair on lead, and only in suits whose top
// card the pair holds (a ruff by partner makes one): when even that falls short of the cut, settle by lengths
// alone (no ranks relevant).
DD_INLINE int BridgeSolver::length_bound(int need) const {
    const int L = leader_, P = L ^ 2;
    int bound = 0;
    for (int s = 0; s < 4 && bound < need; s++)
        if (agg_[s] && ((own_[s] >> (2 * (popc(agg_[s]) - 1))) & 1) == (uint32_t)(L & 1))
            bound += std::max(popc(h_[L][s]), popc(h_[P][s]));
    return bound;
}

// At most cnt winners of side suit s survive the opponents of the leader: one holding trumps ruffs once out of s.
DD_INLINE int BridgeSolver::opponents_ruff_limit(int s, int cnt) const {
    const int o1 = (leader_ + 1) & 3, o2 = (leader_ + 3) & 3;
    if (T_ >= 0 && s != T_) {
        if (h_[o1][T_] && popc(h_[o1][s]) < cnt) cnt = popc(h_[o1][s]);
        if (h_[o2][T_] && popc(h_[o2][s]) < cnt) cnt = popc(h_[o2][s]);
    }
    return cnt;
}

// A hand holding trumps is forced to ruff its partner's winners once out of other cards: the ruff still wins,
// but the lead moves (counted once).
DD_INLINE int BridgeSolver::side_cards(int q) const {
    int c = 0;
    for (int t = 0; t < 4; t++)
        if (t != T_) c += popc(h_[q][t]);
    return c;
}

// The leader's tricks per suit (lc) and the top ranks they rely on (lm): its masters, or the whole suit once the
// masters have drawn everybody else's cards (then only the masters that draw them are relevant); the top two
// split between the partners, both guarded, make two (low to partner's honour and back, then the long cards).
DD_INLINE void BridgeSolver::leader_counts(int* lc, int* lm) const {
    const int L = leader_, P = L ^ 2, o1 = (L + 1) & 3, o2 = (L + 3) & 3;
    for (int s = 0; s < 4; s++) {
        lc[s] = lm[s] = 0;
        const uint16_t mine = h_[L][s];
        if (!mine) continue;
        const uint16_t others = (uint16_t)(agg_[s] & ~mine);
        const uint16_t masters = others ? (uint16_t)(mine & above(topbit(others))) : mine;
        const int nm = popc(masters);
        const int opp_len = std::max(popc(h_[o1][s]), popc(h_[o2][s]));
        const int draw = std::max(opp_len, popc(h_[P][s]));
        const bool stands = nm && nm >= draw;
        int cnt = opponents_ruff_limit(s, stands ? popc(mine) : nm);
        int relevant = stands ? draw : nm;
        if (cnt < 2 && popc(mine) >= 2 && popc(h_[P][s]) >= 2) {
            const int t0 = owner_from_top(s, 0), t1 = owner_from_top(s, 1);
            if ((t0 == L && t1 == P) || (t0 == P && t1 == L)) {
                const int split = opponents_ruff_limit(s, opp_len <= 2 && popc(h_[P][s]) <= 2 ? popc(mine) : 2);
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
}

// The partner's masters per suit (pc) and the ranks they rely on (pm), as for the leader: a low card to them in
// one suit, then the partner cashes his masters everywhere.
DD_INLINE void BridgeSolver::partner_counts(int* pc, int* pm) const {
    const int L = leader_, P = L ^ 2, o1 = (L + 1) & 3, o2 = (L + 3) & 3;
    for (int t = 0; t < 4; t++) {
        pc[t] = pm[t] = 0;
        if (!h_[P][t]) continue;
        const uint16_t others = (uint16_t)(agg_[t] & ~h_[P][t]);
        const int nm = others ? popc(h_[P][t] & above(topbit(others))) : popc(h_[P][t]);
        if (!nm) continue;
        const int rest = std::max(std::max(popc(h_[o1][t]), popc(h_[o2][t])), popc(h_[L][t]));
        pm[t] = nm >= rest ? rest : nm;  // (as for the leader: the masters that draw the rest)
        pc[t] = opponents_ruff_limit(t, nm >= rest ? popc(h_[P][t]) : nm);
    }
}

// Three ways to cash: the leader's own tricks (lead_count); a low card to partner's master in suit e, then partner
// cashes his masters everywhere (partner_count); both, the leader's first (cash_then_cross).  Each is a function
// of the per-suit counts, so a suit's count can be set to 0 (not cashing it) and the way re-evaluated.
DD_INLINE int BridgeSolver::lead_count(const QuickCounts& q, const int* c) const {
    int trumps = 0, side = 0;
    for (int t = 0; t < 4; t++) (t == T_ ? trumps : side) += c[t];
    return trumps + std::min(side, q.side_cap);
}

DD_INLINE int BridgeSolver::partner_count(const QuickCounts& q, const int* c) const {
    const int L = leader_;
    int tot = 0, best = 0;
    for (int t = 0; t < 4; t++) tot += c[t];
    for (int e = 0; e < 4; e++) {
        if (!h_[L][e] || !c[e]) continue;
        const int v = q.l_trumps ? 1 + std::min(tot - 1, q.l_side - (e != T_ ? 1 : 0) + 1) : tot;
        best = std::max(best, v);
    }
    return best;
}

// A suit only the partners hold, the opponents unable to ruff: every round is theirs while both follow, whatever
// the ranks (a matter of lengths alone).  The most such rounds, or 0.
DD_INLINE int BridgeSolver::solo_suit() const {
    const int L = leader_, P = L ^ 2, o1 = (L + 1) & 3, o2 = (L + 3) & 3;
    if (T_ >= 0 && (h_[o1][T_] | h_[o2][T_])) return 0;
    int solo = 0;
    for (int s = 0; s < 4; s++)
        if (h_[L][s] && h_[P][s] && !h_[o1][s] && !h_[o2][s])
            solo = std::max(solo, std::min(popc(h_[L][s]), popc(h_[P][s])));
    return solo;
}

// The quick tricks of way q.way (qt of them), cashing only the suits the cut needs (most relevant ranks dropped
// first): fewer relevant ranks make the table entries above more general.  win gets the ranks kept.
DD_INLINE int BridgeSolver::cash_what_is_needed(const QuickCounts& q, int qt, int need, uint16_t* win) const {
    int kl[4], kp[4];
    for (int t = 0; t < 4; t++) {
        kl[t] = q.lc[t];
        kp[t] = q.pc[t];
    }
    const int way = q.way;
    auto count = [&]() {
        return way == 0 ? lead_count(q, kl) : way == 1 ? partner_count(q, kp) : cash_then_cross(kl, kp);
    };
    if (need > 0 && qt >= need) {
        int order[4] = {0, 1, 2, 3};
        auto ranks = [&](int t) {
            return way == 0 ? std::min(q.lm[t], q.lc[t])
                            : std::max(std::min(q.lm[t], q.lc[t]), std::min(q.pm[t], q.pc[t]));
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
        const int nl = way == 1 ? 0 : std::min(q.lm[t], kl[t]), np = way == 0 ? 0 : std::min(q.pm[t], kp[t]);
        // (the crossing way counts a suit partner cashes as his alone)
        win[t] = top_k(agg_[t], way == 0 ? nl : way == 1 ? np : kp[t] ? np : nl);
    }
    return qt;
}

// A suit partner ruffs while both opponents must follow (or hold no trumps): one trick.
DD_INLINE bool BridgeSolver::partner_ruffs() const {
    const int L = leader_, P = L ^ 2, o1 = (L + 1) & 3, o2 = (L + 3) & 3;
    if (T_ < 0 || !h_[P][T_]) return false;
    for (int s = 0; s < 4; s++)
        if (s != T_ && h_[L][s] && !h_[P][s] && (h_[o1][s] || !h_[o1][T_]) && (h_[o2][s] || !h_[o2][T_]))
            return true;
    return false;
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
    if (lf + lm == n) return trumps_of_one_pair(first, lf, lm, win);
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

// top_trumps when the other pair has no trumps: every trump of the longer hand wins its trick (a function of the
// lengths alone); a pair on lead whose long trump hand leads a suit its partner ruffs makes one more, and the
// short trump hand on lead reaching its partner makes the partner's trumps and a ruff of its own.
DD_INLINE int BridgeSolver::trumps_of_one_pair(int first, int lf, int lm, uint16_t* win) const {
    const int T = T_;
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
    const bool max_leads = is_max(leader_);
    // the side that must win (nearly) everything
    const int need = max_leads ? target : tl - target + 1;
    for (int s = 0; s < 4; s++) win[s] = 0;
    if (need == tl && (T_ < 0 || !h_[leader_ ^ 2][T_]) && leader_topped(win)) return max_leads ? 0 : 1;
    if (T_ < 0 || agg_[T_] == 0) return need == tl ? no_trump_later(max_leads, need, win) : -1;
    return trump_later(max_leads, need, tl, win);
}

// Every suit the leader holds is topped by an opponent: this trick is lost (win: those top cards; cleared if not).
DD_INLINE bool BridgeSolver::leader_topped(uint16_t* win) const {
    bool lost = true;
    for (int s = 0; s < 4 && lost; s++) {
        if (!h_[leader_][s]) continue;
        const int o = owner_from_top(s, 0);
        lost = (o & 1) != (leader_ & 1);
        win[s] = top_k(agg_[s], 1);
    }
    if (!lost)
        for (int s = 0; s < 4; s++) win[s] = 0;
    return lost;
}

// No trumps in play, the needy side to win every trick: it wins only in suits whose top card it holds, at most
// its longer holding of each; short of need, it fails (the other side's top cards of suits it can lead are the
// relevant ranks).
DD_INLINE int BridgeSolver::no_trump_later(bool max_leads, int need, uint16_t* win) const {
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

// With trumps: the other side's top trump makes a trick (the needy side needing all, or all but one against two
// top trumps that cannot fall together); the needy side's top trump is no help against a guarded second trump
// sitting over it, or the second and third trumps.
DD_INLINE int BridgeSolver::trump_later(bool max_leads, int need, int tl, uint16_t* win) const {
    const int T = T_;
    const int fail = max_leads ? 0 : 1;  // the needy side falls short
    const int o1 = owner_from_top(T, 0);
    if (is_max(o1) != max_leads) {
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

}  // namespace dd
