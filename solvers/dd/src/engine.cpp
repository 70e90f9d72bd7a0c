// The generic engine's search (Solver in engine.hpp): the position, playing cards, the table key, the zero-window
// alpha-beta at trick starts and inside tricks, and the drivers that turn probes into a value.  Move generation and
// ordering are in moves.cpp, the bounds that cut a search short in bounds.cpp, the table in table.cpp.
#include "engine.hpp"

#include <algorithm>
#include <cstring>
#include <cstdlib>

#include "bits.hpp"

namespace dd {

Solver::Solver(const Rules& r, size_t tt_bytes) : R(r), tt_(tt_bytes) {
    if (R.nseats < 2 || R.nseats > MAXSEATS) throw std::invalid_argument("nseats must be 2..6");
    // With card points the abstraction keeps the cards whose points differ (see point_floor).
    abstract_ = !R.must_overtrump && !R.partner_exempt && !R.void_overtrump;
    std::memset(h_, 0, sizeof(h_));
    std::memset(killer_, 0xFF, sizeof(killer_));
    for (int su = 0; su < NSUIT; su++)
        for (int b = 0; b < MAXPOW; b++)
            if (R.points[su][b] < 0) points_nonnegative_ = false;
    if (!R.tricks_only) point_step_ = point_gcd();
    dynamic_ = R.declarations || R.trump_change || R.caught_ends;
    if (dynamic_) {
        // Declarations and the trump change keep the abstraction their tests proved: none with declarations
        // (thousand); with business's tricks counted as points only to carry its end bonus no card carries
        // points, so the outcome depends on ranks only through who wins each trick and the abstraction holds.
        if (R.declarations || (!R.tricks_only && !abstract_rules_ok())) abstract_ = false;
        point_step_ = 1;  // declaration points and the end bonus are outside point_gcd
    }
    base_trump_ = (int8_t)R.trump;
    base_ntl_ = (int8_t)R.no_trump_lead_seat;
    base_count_ = (int8_t)R.count_seat;
    if (R.must_head) abstract_ = false;  // what may be played depends on ranks
    if (R.jokers_never_win && !R.tricks_only) abstract_ = false;  // kept as it was: not part of point_floor's proof
    counted_tricks_ = counted_tricks_objective();
    // A joker named as any card may be named between two cards whatever else is live, so a forgotten rank can
    // decide a trick against it.  While such jokers are in hands the table keeps, with each kept card, the
    // capped gap of nameable powers above it (gap_fields), and the search keeps the ranks a winning naming rests
    // on (keep_winning_naming); once every joker has left the hands the position is a plain 52-card one.
    abstract_free_ = abstract_ && R.joker_names;
    if (R.joker_names) abstract_ = false;
    init_groups();
    abstract_free_ = abstract_free_ && !grouped_;
    joker_fields_ = abstract_free_ && R.joker_partition;
    owner_bits_ = joker_fields_ ? FIELD_BITS : grouped_ && R.nseats <= 4 ? 2 : 3;
    tt_.set_owner_bits(owner_bits_);
}

bool Solver::abstract_rules_ok() const {
    if (R.must_overtrump || R.partner_exempt || R.void_overtrump || R.count_min_side) return false;
    if (R.last_trick_bonus || R.penultimate_bonus) return false;
    if (R.must_head || R.grouped || R.jokers_never_win) return false;
    for (int s = 0; s < NSUIT; s++)
        for (int b = 0; b < MAXPOW; b++)
            if (R.points[s][b]) return false;
    return true;
}

// The greatest common divisor of every card's points, the trick points and the bonuses: every value (a sum of
// them) is a multiple of it, so the driver's binary search needs only log2(points / step) searches.
int Solver::point_gcd() const {
    int g = 0;
    auto add = [&g](int v) {
        v = v < 0 ? -v : v;
        while (v) {
            const int r = g % v;
            g = v;
            v = r;
        }
    };
    for (int su = 0; su < NSUIT; su++)
        for (int b = 0; b < MAXPOW; b++) add(R.points[su][b]);
    add(R.trick_points);
    add(R.last_trick_bonus);
    add(R.penultimate_bonus);
    return g > 0 ? g : 1;
}

// Partition search with card points.  A table entry keeps the owners of the top k cards of each suit (by
// relative rank) and forgets the rest but for their number per seat.  With tricks only that is sound once the
// forgotten cards decided no trick by rank.  With points, the key also carries every suit's point profile (the
// points of its cards in relative order, point_profile), and an entry keeps at least the top point_floor(s)
// cards: below them every card scores as the lowest one does.  Proof: two positions sharing the key and the
// kept owners differ only in which seat holds which forgotten card; mapping each seat's j-th lowest forgotten
// card to its j-th lowest in the other position turns a line of play into one with the same tricks won by the
// same seats (the forgotten ranks decided none) and, card by card, the same points (the forgotten cards all
// score alike, the kept ones are the same relative ranks with the same profile), so both have the same value.
int Solver::point_floor(int s, Mask all) const {
    if (R.tricks_only || !all) return 0;
    const int low = R.points[s][lowbit(all)];
    int alike = 0;  // cards from the bottom scoring as the lowest one
    for (uint32_t m = all; m && R.points[s][lowbit(m)] == low; m &= m - 1) alike++;
    return popc(all) - alike;
}

uint64_t Solver::point_profile() const {
    uint64_t c = 0;
    for (int s = 0; s < NSUIT; s++) {
        Mask all = 0;
        for (int p = 0; p < R.nseats; p++) all |= h_[p][s];
        int k = 0;  // relative rank from the top
        for (uint32_t m = all; m; k++) {
            const int bt = topbit(m);
            m &= ~(1u << bt);
            if (R.points[s][bt]) c = mix(c ^ ((uint64_t)(s * MAXPOW + k) << 32) ^ (uint32_t)R.points[s][bt]);
        }
    }
    return c;
}

void Solver::set_budget(uint64_t nodes, double seconds) {
    node_budget_ = nodes;
    time_budget_ = seconds;
    start_ = std::chrono::steady_clock::now();
}

void Solver::check_budget() {
    if (node_budget_ && stats.nodes > node_budget_) throw BudgetExceeded("node budget exceeded");
    if (time_budget_ > 0) {
        double el = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
        if (el > time_budget_) throw BudgetExceeded("time budget exceeded");
    }
}

void Solver::set_position(const Mask hands[][NSUIT], int leader, const std::vector<PCard>& played) {
    std::memset(h_, 0, sizeof(h_));
    set_flags(PlayFlags{});  // a search stopped by its budget may have left a declaration or a change applied
    cards_left_ = 0;
    hand_points_ = 0;
    for (int p = 0; p < R.nseats; p++)
        for (int s = 0; s < NSUIT; s++) {
            h_[p][s] = hands[p][s];
            cards_left_ += popc(hands[p][s]);
            for (uint32_t m = hands[p][s]; m; m &= m - 1) hand_points_ += R.points[s][lowbit(m)];
        }
    for (int s = 0; s < NSUIT; s++) {
        Mask all = 0;
        for (int p = 0; p < R.nseats; p++) all |= h_[p][s];
        // with gap fields a suit of 13 live cards has no free power: its last field's gap bits (64 and up) stay 0
        const int room = owner_bits_ == FIELD_BITS ? 64 + 2 : 64;
        if (popc(all) * owner_bits_ > room) throw std::invalid_argument("too many cards of a suit for the table key");
    }
    leader_ = leader;
    nplayed_ = (int)played.size();
    if (nplayed_ >= R.nseats) throw std::invalid_argument("current trick already complete");
    for (int i = 0; i < nplayed_; i++) {
        trick_[i] = played[i];
        trick_[i].seat = (int8_t)((leader + i) % R.nseats);
    }
    if ((cards_left_ + nplayed_) % R.nseats != 0) throw std::invalid_argument("hands do not make whole tricks");
}

bool Solver::counted(int seat) const {
    if (R.count_seat >= 0) return seat == R.count_seat;
    return (R.side[seat] != 0) != R.count_min_side;
}

int Solver::tricks_left() const { return (cards_left_ + nplayed_) / R.nseats; }

int Solver::remaining_points() const {
    int tl = tricks_left();
    if (R.tricks_only) return tl;
    int p = hand_points_;
    for (int i = 0; i < nplayed_; i++) p += R.points[trick_[i].suit][trick_[i].bit];
    p += tl * R.trick_points + std::min(tl, R.last_tricks) * R.last_trick_bonus + (tl > 1 ? R.penultimate_bonus : 0);
    if (dynamic_) p += declarable_points() + (tl > 0 ? R.end_bonus : 0);
    return p;
}

int Solver::trick_winner() const {
    if (grouped_ || R.jokers_never_win) return trick_winner_general();
    int w = 0;
    for (int i = 1; i < nplayed_; i++) {
        const PCard& c = trick_[i];
        const PCard& b = trick_[w];
        if (c.esuit == b.esuit) {
            if (c.ebit > b.ebit) w = i;
        } else if (R.trump >= 0 && c.esuit == R.trump) {
            w = i;
        }
    }
    return w;
}

bool Solver::won_by_rank(int wi) const {
    for (int i = 0; i < nplayed_; i++)
        if (i != wi && trick_[i].esuit == trick_[wi].esuit) return true;
    return false;
}

int Solver::trick_points_now(int tricks_after) const {
    if (R.tricks_only) return 1;
    int p = R.trick_points + (tricks_after < R.last_tricks ? R.last_trick_bonus : 0) + (tricks_after == 1 ? R.penultimate_bonus : 0);
    for (int i = 0; i < nplayed_; i++) p += R.points[trick_[i].suit][trick_[i].bit];
    return p;
}

void Solver::play(const Move& m, int seat) {
    if (m.kind != MOVE_CARD) {
        play_special(m);
        if (m.kind == MOVE_CHANGE) return;
    }
    h_[seat][m.suit] &= (Mask)~(1u << m.bit);
    cards_left_--;
    hand_points_ -= R.points[m.suit][m.bit];
    trick_[nplayed_] = PCard{m.suit, m.bit, m.esuit, m.ebit, (int8_t)seat};
    nplayed_++;
}

void Solver::unplay(const Move& m, int seat) {
    if (m.kind == MOVE_CHANGE) {
        unplay_special();
        return;
    }
    nplayed_--;
    h_[seat][m.suit] |= (Mask)(1u << m.bit);
    cards_left_++;
    hand_points_ += R.points[m.suit][m.bit];
    if (m.kind == MOVE_DECLARE) unplay_special();
}

void Solver::key(uint64_t& a, uint64_t& b, uint64_t& c, uint64_t* own) const {
    const bool abstract = abstract_now();
    const int gaps = joker_gap_cap();
    a = 0;
    b = (uint64_t)leader_;
    c = 0;
    const int n = R.nseats;
    // A length takes 4 bits: a hand holds 16 or more cards of a suit only with copies (Rules::grouped), where every
    // entry keeps every card's owner (own), which fixes each hand's length; the lengths here only spread buckets.
    for (int p = 0; p < n; p++)
        for (int s = 0; s < 4; s++) {
            const uint64_t l = (uint64_t)popc(h_[p][s]) & 15;
            if (p < 4)
                a |= l << (p * 16 + s * 4);
            else
                b |= l << (3 + (p - 4) * 16 + s * 4);
        }
    for (int p = 0; p < n; p++) b |= (uint64_t)popc(h_[p][JOKER]) << (40 + p * 2);  // two jokers at most
    if (dynamic_) b |= flag_bits() << 52;
    for (int s = 0; s < NSUIT; s++) {
        Mask all = 0;
        for (int p = 0; p < n; p++) all |= h_[p][s];
        uint64_t o = 0;
        int k = 0;
        for (uint32_t m = all; m;) {
            int bt = topbit(m);
            m &= ~(1u << bt);
            int who = 0;
            for (int p = 0; p < n; p++)
                if (h_[p][s] & (1u << bt)) who = p;
            o |= (uint64_t)who << (owner_bits_ * k);
            k++;
        }
        // partition search with jokers in hands: each card's field carries the capped gap above it
        if (abstract && gaps >= 0 && s != JOKER) o |= gap_fields(all, gaps);
        own[s] = o;
        // with equal cards the pattern of ties goes into the bucket's key (an entry keeps every card then, see
        // init_groups): with the owners in rank order and the lengths, relative ranks stay exact for tricks
        if (grouped_) c = mix(c ^ rank_pattern(s, all) ^ (uint64_t)(s + 1) << 58);
        if (gaps >= 0 && s != JOKER && !abstract)
            c = mix(c ^ gap_pattern(all, gaps) ^ (uint64_t)(s + 1) << 56);
        else if (!abstract && !(grouped_ && R.tricks_only))
            c = mix(c ^ (uint64_t)all ^ (uint64_t)(s + 1) << 40);
    }
    if (abstract && !R.tricks_only) c = point_profile();
}

// One zero-window search: can the max side reach target from here?  win gets the ranks the answer rests on
// (partition search keeps them in the table entry).  At a trick start the cuts and the table come first
// (start_cut), then the moves; inside a trick the bound on the trick's end (trick_bound), then the moves.
bool Solver::ab(int target, Mask* win) {
    for (int s = 0; s < NSUIT; s++) win[s] = 0;
    if (nplayed_ > 0) {
        if ((R.count_min_side || !R.tricks_only) && points_nonnegative_ && !grouped_ && !R.jokers_never_win) {
            const int cut = trick_bound(target, win);
            if (cut >= 0) return cut != 0;
        }
        return search_moves(target, win);
    }
    StartKey k;
    bool use_tt = false;
    const int cut = start_cut(target, win, &k, &use_tt);
    if (cut != CUT_NONE) return cut == CUT_TRUE;
    stats.depth_expanded[tricks_left() & 15]++;
    const bool result = search_moves(target, win);
    if (use_tt) store(k, target, result, win);
    return result;
}

// A trick start answered without searching its moves (CUT_TRUE / CUT_FALSE), or CUT_NONE.  With two tricks or
// more left the table is read first (k gets the key, use_tt says the answer is to be stored), then the bounds.
DD_INLINE int Solver::start_cut(int target, Mask* win, StartKey* k, bool* use_tt) {
    if (target <= 0) return CUT_TRUE;
    if (dynamic_ && is_caught()) return CUT_FALSE;  // the play ends here, without the end bonus
    int lowered = 0;
    Mask tops = 0;
    if (counted_tricks_ && lowered_target(target, &lowered, &tops)) {
        stats.lowered++;
        const bool r = ab(lowered, win);
        win[R.trump] |= tops;
        return r ? CUT_TRUE : CUT_FALSE;
    }
    if (target > remaining_points()) return CUT_FALSE;
    stats.nodes++;
    if ((stats.nodes & 0xFFF) == 0) check_budget();
    const int tl = tricks_left();
    stats.depth_nodes[tl & 15]++;
    if (tl == 1 && counted_tricks_ && !R.tricks_only && target <= R.end_bonus && normal_end_sure()) {
        stats.qt_cuts++;  // as start_bounds: the last trick is searched only where the end bonus is in question
        return CUT_TRUE;
    }
    if (tl < 2) return CUT_NONE;
    *use_tt = true;
    key(k->a, k->b, k->c, k->own);
    const int answer = table_cut(target, win, *k);
    return answer != CUT_NONE ? answer : start_bounds(target, tl, win);
}

// The table's answer for this trick start, with the ranks the entry kept (its top k[s] cards of each suit) as win.
DD_INLINE int Solver::table_cut(int target, Mask* win, const StartKey& k) {
    const int bi = tt_.find(k.a, k.b, k.c, false);
    TT::Entry* en = bi >= 0 ? tt_.lookup(bi, k.own, target) : nullptr;
    if (!en) return CUT_NONE;
    stats.tt_hits++;
    en->depth |= TT::HIT;
    for (int s = 0; s < NSUIT; s++) {
        Mask all = 0;
        for (int p = 0; p < R.nseats; p++) all |= h_[p][s];
        Mask wm = 0;
        for (int i = 0; i < en->k[s]; i++) {
            if (!all) {  // a gap field below the suit's lowest card: the whole suit is kept
                wm |= 1;
                break;
            }
            const int bt = topbit(all);
            wm |= (Mask)(1u << bt);
            all &= (Mask)~(1u << bt);
        }
        win[s] = wm;
    }
    return en->lo >= target ? CUT_TRUE : CUT_FALSE;
}

// The moves of the seat to play, in order: the first that reaches the node's goal cuts (its win is the node's);
// if none does, every move's win together (widened over the classes, widen_classes).
bool Solver::search_moves(int target, Mask* win) {
    const int seat = (leader_ + nplayed_) % R.nseats;
    const bool maxnode = R.side[seat] != 0;
    Move mv[64];
    int nm = gen(mv, seat);
    if (R.joker_names && nplayed_ > 0) nm = drop_dead_namings(mv, nm);
    order(mv, nm, seat);
    Mask acc[NSUIT] = {0, 0, 0, 0, 0};
    Mask cw[NSUIT];
    for (int i = 0; i < nm; i++) {
        if (child(mv[i], seat, target, cw) == maxnode) {
            if (nplayed_ == 0) stats.cut_hist[i < 7 ? i : 7]++;
            for (int s = 0; s < NSUIT; s++) win[s] = cw[s];
            killer_[tricks_left() & 63][nplayed_][0] = (uint16_t)((mv[i].suit << 8) | mv[i].bit);
            return maxnode;
        }
        for (int s = 0; s < NSUIT; s++) acc[s] |= cw[s];
    }
    widen_classes(mv, nm, seat, acc);
    for (int s = 0; s < NSUIT; s++) win[s] = acc[s];
    return !maxnode;
}

// The search after seat plays m (cw: the ranks its answer rests on).
DD_INLINE bool Solver::child(const Move& m, int seat, int target, Mask* cw) {
    const int gain = dynamic_ ? special_points(m, seat) : 0;
    play(m, seat);
    const bool r = nplayed_ == R.nseats ? after_trick(target, cw) : ab(target - gain, cw);
    unplay(m, seat);
    return r;
}

// The trick is complete: its winner leads the next with the target less what the trick brought the max side.  A
// trick won by rank adds the winning card to cw (the ranks that decided it).
DD_INLINE bool Solver::after_trick(int target, Mask* cw) {
    const int n = R.nseats;
    const int wi = trick_winner();
    const int wseat = trick_[wi].seat;
    const int tl_after = tricks_left() - 1;
    const int pts = trick_points_now(tl_after);
    const bool lead_won = lead_won_;
    lead_won_ = true;
    const bool rank = won_by_rank(wi);
    const PCard wcard = trick_[wi];
    PCard saved[MAXSEATS];
    std::memcpy(saved, trick_, sizeof(PCard) * n);
    const int saved_leader = leader_;
    nplayed_ = 0;
    leader_ = wseat;
    const bool r = ab(target - (counted(wseat) ? pts : 0) - end_points(tl_after), cw);
    lead_won_ = lead_won;
    leader_ = saved_leader;
    nplayed_ = n;
    std::memcpy(trick_, saved, sizeof(PCard) * n);
    if (rank) cw[wcard.suit] |= (Mask)(1u << wcard.bit);
    if (joker_fields_) keep_winning_naming(cw, wi, rank);
    return r;
}

// An equivalence class stands for its unsearched members only if the abstraction keeps them on the same side of
// the rank threshold: a class straddling the lowest relevant rank is pulled wholly above it.
DD_INLINE void Solver::widen_classes(const Move* mv, int nm, int seat, Mask* acc) const {
    const bool gap_merges = gap_merge_possible(seat);
    for (int s = 0; s < NSUIT; s++) {
        Mask cls_bits = 0;
        for (int i = 0; i < nm; i++)
            if (mv[i].suit == s) cls_bits |= mv[i].cls;
        if (!cls_bits || !acc[s]) continue;
        Mask done = 0;  // walk classes high to low
        while (true) {
            int best = -1, bt = -1;
            for (int i = 0; i < nm; i++) {
                if (mv[i].suit != s || (mv[i].cls & done)) continue;
                const int t = topbit(mv[i].cls);
                if (t > bt) {
                    bt = t;
                    best = i;
                }
            }
            if (best < 0) break;
            const Mask c = mv[best].cls;
            done |= c;
            if (!(c & (c - 1)) || !acc[s]) continue;
            const int thr = lowbit(acc[s]);
            if (lowbit(c) < thr && topbit(c) >= thr) acc[s] |= (Mask)(c & (0u - c));
            // cards merged beside another seat's joker because of the gaps around them (named_joker_splits): those
            // gaps are kept with the class, the one below it through the live card under it
            if (gap_merges && s != JOKER && topbit(c) >= lowbit(acc[s])) keep_at_or_below(acc, s, lowbit(c) - 1);
        }
    }
}

// The answer of a searched trick start into the table: each suit's top cards down to the lowest in win (every
// card without partition search; at least what point_floor keeps), their owners, and the bound.
DD_INLINE void Solver::store(const StartKey& key, int target, bool result, const Mask* win) {
    uint8_t k[NSUIT];
    uint64_t o[NSUIT];
    const bool fields = abstract_now() && joker_gap_cap() >= 0;
    for (int s = 0; s < NSUIT; s++) {
        Mask all = 0;
        for (int p = 0; p < R.nseats; p++) all |= h_[p][s];
        int kk;
        if (!abstract_now())
            kk = popc(all);
        else if (!win[s])
            kk = 0;
        else
            kk = popc(all & (Mask)~below(lowbit(win[s])));
        kk = std::max(kk, point_floor(s, all));
        if (fields && s != JOKER && all && kk == popc(all)) kk++;  // the whole suit: its bottom gap too
        k[s] = (uint8_t)kk;
        o[s] = key.own[s] & entry_mask(kk);
    }
    const int lo = result ? target : 0;
    const int hi = result ? 32767 : target - 1;
    int bi = table_slot(key);
    const int depth = tricks_left();
    if (!tt_.add(bi, o, k, lo, hi, depth)) {  // the pool is full: thin or clear it, then store
        make_room();
        bi = table_slot(key, false);
        tt_.add(bi, o, k, lo, hi, depth);
    }
}

// The key's bucket, created if new (thinned first if the table is full: thin_first).
DD_INLINE int Solver::table_slot(const StartKey& key, bool thin_first) {
    int bi = tt_.find(key.a, key.b, key.c, true);
    if (bi == -2 && thin_first) {
        make_room();
        bi = tt_.find(key.a, key.b, key.c, true);
    }
    if (bi < 0) {  // a safety net: thinning leaves room by construction (half the pool, a third of the buckets)
        tt_.clear();
        stats.tt_clears++;
        bi = tt_.find(key.a, key.b, key.c, true);
    }
    return bi;
}

// Target lowering at a trick start (counted_tricks_objective with the catch): a line ending in a catch is
// worth less than end_bonus K (its tricks without the bonus, at most the tricks left < K), a line ending
// normally at least K + k (counted_top_trumps).  No value lies in [K, K + k), so for K < target <= K + k
// "value >= target" is "value >= K": the search for K answers, and its table entries serve both.  The
// equivalence rests on the top trumps' owner: their ranks go into win (relevant for partition search).
bool Solver::lowered_target(int target, int* lowered, Mask* tops) const {
    if (!R.caught_ends || target <= R.end_bonus) return false;
    if (target > R.end_bonus + counted_top_trumps(tops)) return false;
    *lowered = R.end_bonus;
    return true;
}

bool Solver::probe(int target, Mask* win) {
    const uint64_t before = stats.nodes;
    const bool ok = ab(target, win);
    proven_.note(target, ok);
    const uint64_t i = stats.probes++;
    if (i < (uint64_t)Stats::MAXPROBES) {
        stats.probe_target[i] = target;
        stats.probe_ok[i] = ok;
        stats.probe_nodes[i] = stats.nodes - before;
    }
    return ok;
}

int Solver::drive(int guess, int floor, int ceiling) {
    const int top = remaining_points();
    // With the catch (end_bonus K) every value below K is a caught line, all of which the facade maps to the
    // same score (minus the tricks banked): drive_caught.
    if (R.caught_ends && R.end_bonus > 0 && top >= R.end_bonus) return drive_caught(top);
    // Penalties step down from the top (drive_penalties): the avoider's proofs are the costly searches.  (Bisection,
    // its driver before, proved every value on its way: 61.9 M -> 41.6 M trick starts over six 10-card deals a
    // contract; stepping from the middle had proved still more of them.)
    if (R.count_min_side) return drive_penalties(guess);
    // The caller's bounds (value_after): the value is known to be at least floor (reached without a probe) and at
    // most ceiling (never probed above).
    const int lo = std::max(0, floor);
    const int hi = std::min(top, ceiling);
    if (lo >= hi) return lo;
    if (R.tricks_only) return drive_tricks(guess, lo, hi);
    return drive_points(guess, lo, hi);
}

// The first probe asks whether a normal end (>= K) is reachable at all; if not, 0 stands for every caught value
// (the map v < K -> one score is non-decreasing, so the minimax over mapped values is unchanged).  Otherwise only
// [K, top] is searched.  The tricks the counted seat wins are few against the three or four others: step up from
// K (each probe a success but the last) rather than bisect [K, K + tricks left] from its middle (measured: on the
// 4-player opening leads of bench/dd_business.py bisection took up to 2.2x the nodes, never fewer than 0.98x; a
// failing probe far above the value costs more than the successes it skips).
int Solver::drive_caught(int top) {
    Mask w[NSUIT];
    if (!probe(R.end_bonus, w)) return 0;
    int lo = R.end_bonus;
    while (lo < top && probe(lo + 1, w)) lo++;
    return lo;
}

// Tricks in [lo, hi]: step from the guess (the middle without one), up while the probes succeed, else down.
int Solver::drive_tricks(int guess, int lo, int hi) {
    Mask w[NSUIT];
    int g = guess < 0 ? (lo + hi + 1) / 2 : std::min(std::max(guess, lo), hi);
    if (g == lo) g = lo + 1;
    if (probe(g, w)) {
        lo = g;
        while (lo < hi && probe(lo + 1, w)) lo++;
        return lo;
    }
    for (hi = g - 1; hi > lo; hi--)
        if (probe(hi, w)) return hi;
    return lo;
}

// Points in [lo, hi]: every value is a multiple of point_step_, so a bisection over multiples only (the guess
// first, where it lies inside).
int Solver::drive_points(int guess, int lo, int hi) {
    Mask w[NSUIT];
    lo = (lo + point_step_ - 1) / point_step_;
    hi /= point_step_;
    guess = guess < 0 ? -1 : guess / point_step_;
    while (lo < hi) {
        int t = (lo + hi + 1) / 2;
        if (guess >= 0 && guess > lo && guess <= hi) {
            t = guess;
            guess = -1;
        }
        if (probe(t * point_step_, w))
            lo = t;
        else
            hi = t - 1;
    }
    return lo * point_step_;
}

// The driver for penalties (count_min_side): the avoider's proofs (a probe that succeeds: the loaders cannot hold
// the avoider under the target) search every reply of three loaders and cost the most, the loaders' refutations
// of a target above the value little.  So the probes step down from the top (or from a guess, stepping up while
// they succeed): exactly one success is searched when the value is below the guess, instead of every success on
// a bisection's way.  Measured in bench/README.md (nodes per contract, 9 and 10 cards a hand).
int Solver::drive_penalties(int guess) {
    Mask w[NSUIT];
    const int step = point_step_;
    const int top = remaining_points() / step;
    if (top <= 0) return 0;
    int g = guess < 0 ? top : std::min(std::max(guess / step, 1), top);  // a guess of 0: is 1 step reached?
    if (probe(g * step, w)) {
        while (g < top && probe((g + 1) * step, w)) g++;
        return g * step;
    }
    for (g--; g > 0; g--)
        if (probe(g * step, w)) return g * step;
    return 0;
}

int Solver::value(int guess) {
    return proven_.track(remaining_points(), [&] { return drive(guess); });
}

std::pair<int, int> Solver::proven() const {
    const int step = point_step_;
    return {(proven_.lo + step - 1) / step * step, proven_.hi / step * step};
}

std::vector<Move> Solver::legal_moves() {
    Move mv[64];
    int nm = gen(mv, to_move());
    return std::vector<Move>(mv, mv + nm);
}

int Solver::value_after(const Move& m, int guess, int floor, int ceiling) {
    const int n = R.nseats;
    const int seat = to_move();
    const int gain = dynamic_ ? special_points(m, seat) : 0;
    play(m, seat);
    int v;
    if (nplayed_ == n) {
        int wi = trick_winner();
        int wseat = trick_[wi].seat;
        const int tl_after = tricks_left() - 1;
        int pts = trick_points_now(tl_after) + end_points(tl_after);
        const bool lead_won = lead_won_;
        lead_won_ = true;
        PCard saved[MAXSEATS];
        std::memcpy(saved, trick_, sizeof(PCard) * n);
        int saved_leader = leader_;
        nplayed_ = 0;
        leader_ = wseat;
        int g = guess;
        int add = (counted(wseat) ? pts - end_points(tl_after) : 0) + end_points(tl_after);
        if (g >= 0) g = std::max(0, g - add);
        try {
            v = drive(g, floor - add, ceiling - add) + add;
        } catch (...) {
            lead_won_ = lead_won;
            leader_ = saved_leader;
            nplayed_ = n;
            std::memcpy(trick_, saved, sizeof(PCard) * n);
            unplay(m, seat);
            throw;
        }
        lead_won_ = lead_won;
        leader_ = saved_leader;
        nplayed_ = n;
        std::memcpy(trick_, saved, sizeof(PCard) * n);
    } else {
        try {
            v = drive(guess >= 0 ? std::max(0, guess - gain) : guess, floor - gain, ceiling - gain) + gain;
        } catch (...) {
            unplay(m, seat);
            throw;
        }
    }
    unplay(m, seat);
    return v;
}

// Partition search at a trick start: on by the rules, or (jokers named as any card) once no joker is left in a
// hand: at a trick start none is in a trick either, so from here on the play is one of standard cards only,
// which is the case the abstraction's proof covers (jokers never come back).
bool Solver::abstract_now() const {
    return abstract_ || (abstract_free_ && (!jokers_in_hands() || (joker_fields_ && joker_gap_cap() >= 0)));
}

// The table key of a trick start with jokers named as any card still in hands (exact keys otherwise keep the
// absolute cards): -1 when not in that case, else the cap of gap_pattern: 1 when the jokers in hands are all
// in one hand (a seat plays one card a trick, so no trick sees two namings), 3 when two hands hold one each.
// Needs every card's power nameable (the equal naming of each live card exists), true for business.
int Solver::joker_gap_cap() const {
    if (!R.joker_names || grouped_ || R.jokers_never_win) return -1;
    int holders = 0;
    for (int q = 0; q < R.nseats; q++) holders += h_[q][JOKER] != 0;
    if (holders == 0) return -1;
    for (int s = 0; s < 4; s++)
        for (int q = 0; q < R.nseats; q++)
            if (h_[q][s] & (Mask)~R.joker_names) return -1;
    return holders >= 2 ? 3 : 1;
}

// Relative ranks with jokers live: the key keeps who holds each live card in rank order (own) and, per gap
// between consecutive live cards of a suit (and below the lowest, above the highest), the count of nameable
// powers in it (dead cards, absent ranks) capped at cap.  Two trick starts agreeing on lengths, owners, the
// flags, the jokers' holders and these capped counts have the same value.  Proof: map each suit's live cards
// onto each other in rank order; every rule but the naming reads suits and the order of live cards only, so
// card moves correspond.  A joker's naming matters only through how it compares with the cards and the other
// joker of its trick (it leaves with the trick; its name never becomes a card).  A naming equal to a live card
// maps to the image card.  A naming inside a gap of g nameable powers maps into the image gap of g' powers,
// min(g, cap) == min(g', cap).  With one joker left, or both in one hand, only "inside this gap" matters
// (nothing else is named in the trick: a seat plays one card to it): cap 1.  With two in two hands, the first
// naming inside a gap splits it into left and right parts, and the second joker of the same trick then needs
// only which parts are non-empty (cap 1 for one joker): a naming
// with both parts non-empty needs g >= 3, one with one part non-empty g >= 2, so every choice has an image
// when both gaps hold >= 3 or the same count: cap 3.  After the trick the joker's name is gone and the trick's
// cards join the gaps as dead powers; sums of capped-equal counts stay capped-equal (min(x + 1 + y, c) is fixed
// by min(x, c) and min(y, c)), and the cap only falls as jokers leave.  So the two game trees correspond move by
// move with equal trick winners: equal values.  Two bits a gap, at most 14 gaps.
uint64_t Solver::gap_pattern(Mask all, int cap) const {
    uint64_t pattern = 0;
    int gap = 0, count = 0;
    for (int p = 15; p >= 0; p--) {
        if (all >> p & 1) {
            pattern |= (uint64_t)std::min(count, cap) << (2 * gap++);
            count = 0;
        } else if (R.joker_names >> p & 1) {
            count++;
        }
    }
    return pattern | (uint64_t)std::min(count, cap) << (2 * gap);
}

// Partition search while jokers named as any card are in hands (Rules::joker_partition, abstract_now with
// joker_gap_cap() >= 0).  A table entry keeps, per suit, the owners of its top k live cards and with each the
// capped count of nameable powers above it (to the next live card or the top), and, keeping the whole suit, the
// gap below its lowest card (gap_fields: 5 bits a card, the cap as joker_gap_cap's).  Proof, as for the standard
// abstraction (point_floor): two positions sharing the key and the kept fields differ only in which seat holds
// which forgotten card (below the kept ones) and in the gaps among those.  Map a line of play of one onto the
// other card for card (each seat's j-th lowest forgotten card of a suit to its j-th), a joker's name in a kept gap
// or equal to a kept card to the same place of the image, and a name below the kept cards to one below them (both
// positions hold the same number of forgotten cards at each seat, so both have such names; a suit kept whole keeps
// its bottom gap).  The search keeps what each trick's winner rests on: a card that won by rank (after_trick), and
// a joker that won by rank (keep_winning_naming: the highest live card at or below its name, so that the name lies
// in kept fields and has an image that beats and loses to the same cards; trick_bound's decided joker alike).  So
// in no line of the proof does a forgotten card or a name below the kept cards win by rank, and every trick of a
// mapped line has the same winner: a kept card beats every forgotten card and every name below the kept cards
// alike in both positions, a card or joker alone of its suit in the trick wins alike, and a joker that loses
// decides nothing (the same card wins with it or without it; a name below every card of its suit has, where the
// other position lacks one, the effect of a name in a suit neither led nor trump).  The moves correspond: a
// joker's classes of names (gen_named_jokers) among the kept cards are bounded by kept cards and kept gaps alike
// in both positions, and cards of a hand merged beside another seat's joker (named_joker_splits) rest on the gaps
// around them, so a merged class the entry keeps keeps the live card under it too (widen_classes).  A gap between
// kept cards changes only as kept cards leave (the forgotten ones lie below), alike in both.  The bounds that read
// jokers keep what they read (joker_trick_sure: the top live trump and the gap above it; joker_limit reads
// lengths).  Keeping the gap fields only for suits where a naming won was tried and gave wrong values (a joker's
// classes among kept cards differ with the gaps even where no naming wins), as did dropping the winning naming:
// the tests compare with the exact keys (Rules::joker_partition off).  The merged cards' rule rests on
// named_joker_splits' proof; no position was found where dropping it gives a wrong value.
uint64_t Solver::gap_fields(Mask all, int cap) const {
    uint64_t fields = 0;
    int k = 0, count = 0;
    auto put = [&](int i, int g) {
        const int shift = FIELD_BITS * i + 3;  // above the owner's 3 bits
        if (g && shift < 64) fields |= (uint64_t)std::min(g, cap) << shift;
    };
    for (int p = 15; p >= 0; p--) {
        if (all >> p & 1) {
            put(k++, count);
            count = 0;
        } else if (R.joker_names >> p & 1) {
            count++;
        }
    }
    put(k, count);
    return fields;
}

Mask Solver::live_cards(int s) const {
    Mask live = 0;
    for (int q = 0; q < R.nseats; q++) live |= h_[q][s];
    for (int i = 0; i < nplayed_; i++)
        if (trick_[i].suit == s) live |= (Mask)(1u << trick_[i].bit);
    return live;
}

// The highest live card of suit s at or below power p into win, or the whole suit (power 0) when there is none.
void Solver::keep_at_or_below(Mask* win, int s, int p) const {
    const Mask under = p < 0 ? 0 : (Mask)(live_cards(s) & below(p + 1));
    win[s] |= under ? (Mask)(1u << topbit(under)) : (Mask)1;
}

// If the trick's winner (index winner) is a joker named as any card that won by rank: the highest live card at or
// below its name into win (keep_at_or_below), so that the name lies among the kept fields.
void Solver::keep_winning_naming(Mask* win, int winner, bool by_rank) const {
    const PCard& c = trick_[winner];
    if (by_rank && c.suit == JOKER && c.esuit < 4) keep_at_or_below(win, c.esuit, c.ebit);
}

// Whether cards of seat's hand may have been merged because of the gaps around them (another seat holds a joker).
bool Solver::gap_merge_possible(int seat) const {
    if (!joker_fields_) return false;
    for (int q = 0; q < R.nseats; q++)
        if (q != seat && h_[q][JOKER]) return true;
    return false;
}

// A full table keeps its deepest entries (TT::keep_deepest) instead of being cleared.  Measured first on business's
// 4-player opening leads (bench/README.md): the failing probe of seed 8 filled a 64 MB table several times over,
// and each clear threw away the entries near the root; then on barbu's opening leads, every game.
void Solver::make_room() {
    tt_.keep_deepest();
    stats.tt_compactions++;
}

}  // namespace dd
