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

}  // namespace dd
