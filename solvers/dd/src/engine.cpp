#include "engine.hpp"

#include <algorithm>
#include <cstring>
#include <cstdlib>

namespace dd {

// 16-bit population counts from a table: portable (no -mpopcnt needed) and fast.
static struct PopTable {
    uint8_t v[1 << 16];
    PopTable() {
        v[0] = 0;
        for (int i = 1; i < (1 << 16); i++) v[i] = (uint8_t)(v[i >> 1] + (i & 1));
    }
} POP;
static inline int popc(uint32_t x) { return POP.v[x & 0xFFFF] + POP.v[x >> 16]; }
static inline int topbit(uint32_t x) { return 31 - __builtin_clz(x); }
static inline int lowbit(uint32_t x) { return __builtin_ctz(x); }
static inline Mask above(int b) { return b >= MAXPOW - 1 ? 0 : (Mask)(~0u << (b + 1)); }
static inline Mask below(int b) { return b >= MAXPOW ? ~(Mask)0 : (Mask)((1u << b) - 1); }

// ---------------------------------------------------------------- TT

static inline uint64_t mix(uint64_t x) {
    x ^= x >> 31;
    x *= 0x7fb5d329728ea185ULL;
    x ^= x >> 27;
    x *= 0x81dadef4bc2dd44dULL;
    x ^= x >> 33;
    return x;
}


TT::TT(size_t max_bytes) {
    if (max_bytes < (1u << 20)) max_bytes = 1u << 20;
    // The entries, their shapes and the index share three quarters of the bytes (room_for); the buckets have the
    // rest (max_buckets_ below).  The pool and the shapes are reserved at once for the most the budget could hold
    // (a shape has at least one entry): address space only, a page is allocated when first written, so the memory
    // used is what their sizes say, and they never move.
    entry_budget_ = max_bytes * 3 / 4;
    pool_.reserve(entry_budget_ / sizeof(Entry));
    shapes_.reserve(entry_budget_ / (sizeof(Entry) + sizeof(Shape)));
    max_buckets_ = 1;
    while (max_buckets_ * sizeof(Bucket) * 2 < max_bytes / 4) max_buckets_ <<= 1;
    size_t nb = std::min<size_t>(max_buckets_, 1u << 12);  // grows on demand
    buckets_.assign(nb, Bucket{0, 0, 0, -1, -1});
    mask_ = nb - 1;
    slots_.assign(1u << 12, -1);
    set_owner_bits(3);
}

void TT::set_owner_bits(int bits) {
    for (int k = 0; k <= MAXPOW; k++) kmask_[k] = k * bits >= 64 ? ~0ULL : (1ULL << (bits * k)) - 1;
}

void TT::clear() {
    peak_bytes_ = std::max(peak_bytes_, bytes());  // the table only shrinks here and in keep_deepest
    for (auto& b : buckets_) b.id = -1;
    pool_.clear();
    shapes_.clear();
    std::fill(slots_.begin(), slots_.end(), -1);
    nbuckets_used_ = 0;
    used_ = 0;
    next_id_ = 0;
    clears++;
}

void TT::grow() {
    std::vector<Bucket> old;
    old.swap(buckets_);
    buckets_.assign(old.size() * 2, Bucket{0, 0, 0, -1, -1});
    mask_ = buckets_.size() - 1;
    for (const Bucket& b : old) {
        if (b.id == -1) continue;
        size_t i = mix(b.a ^ mix(b.b ^ mix(b.c))) & mask_;
        while (buckets_[i].id != -1) i = (i + 1) & mask_;
        buckets_[i] = b;
    }
}

size_t TT::bytes() const {
    return buckets_.size() * sizeof(Bucket) + pool_.size() * sizeof(Entry) + shapes_.size() * sizeof(Shape) +
           slots_.size() * sizeof(int32_t);
}

// Room for one more entry (and a new shape with it): the entries, shapes and index, with the index doubled when
// the entry would make it more than half full, stay within their bytes.  At the edge of the budget the index may
// fill to three quarters instead of doubling.  False: the table is full (nothing changes).
bool TT::room_for(bool new_shape) {
    const size_t used = (pool_.size() + 1) * sizeof(Entry) + (shapes_.size() + new_shape) * sizeof(Shape) +
                        slots_.size() * sizeof(int32_t);
    if (used > entry_budget_) return false;
    if ((pool_.size() + 1) * 2 > slots_.size()) {
        if (used + slots_.size() * sizeof(int32_t) <= entry_budget_)
            grow_index();
        else if ((pool_.size() + 1) * 4 > slots_.size() * 3)
            return false;
    }
    return true;
}

int TT::find(uint64_t a, uint64_t b, uint64_t c, bool create) {
    size_t i = mix(a ^ mix(b ^ mix(c))) & mask_;
    while (true) {
        Bucket& bk = buckets_[i];
        if (bk.id == -1) {
            if (!create) return -1;
            if (nbuckets_used_ * 2 >= buckets_.size()) {
                if (buckets_.size() < max_buckets_) {
                    grow();
                    return find(a, b, c, create);
                }
                if (nbuckets_used_ * 10 >= buckets_.size() * 7) return -2;
            }
            bk = Bucket{a, b, c, next_id_++, -1};  // no entries yet
            nbuckets_used_++;
            return (int)i;
        }
        if (bk.a == a && bk.b == b && bk.c == c) return (int)i;
        i = (i + 1) & mask_;
    }
}

uint64_t TT::slot_hash(int32_t id, const uint8_t* k, const uint64_t* own) const {
    uint64_t kv = 0;
    std::memcpy(&kv, k, NSUIT);
    uint64_t h = mix((uint64_t)(uint32_t)id << 40 ^ kv);
    for (int s = 0; s < NSUIT; s++) h = mix(h ^ own[s]);
    return h;
}

int32_t* TT::slot_of(int32_t id, const uint8_t* k, const uint64_t* own) {
    const size_t m = slots_.size() - 1;
    for (size_t i = slot_hash(id, k, own) & m;; i = (i + 1) & m) {
        const int32_t e = slots_[i];
        if (e < 0) return &slots_[i];
        const Entry& en = pool_[e];
        if (en.bucket == id && std::memcmp(en.k, k, NSUIT) == 0 && std::memcmp(en.own, own, sizeof(en.own)) == 0)
            return &slots_[i];
    }
}

void TT::index(int32_t e) { *slot_of(pool_[e].bucket, pool_[e].k, pool_[e].own) = e; }

void TT::grow_index() {
    slots_.assign(slots_.size() * 2, -1);
    for (int32_t e = 0; e < (int32_t)pool_.size(); e++) index(e);
}

TT::Entry* TT::lookup(int bi, const uint64_t* own, int target) {
    const Bucket& bk = buckets_[bi];
    uint64_t masked[NSUIT];
    for (int32_t sh = bk.shapes; sh >= 0; sh = shapes_[sh].next) {
        const Shape& shape = shapes_[sh];
        if (shape.top_lo < target && shape.low_hi >= target) continue;  // no entry of this shape decides target
        const uint8_t* k = shape.k;
        for (int s = 0; s < NSUIT; s++) masked[s] = own[s] & kmask_[k[s]];
        const int32_t e = shape.only >= 0 ? (std::memcmp(pool_[shape.only].own, masked, sizeof(masked)) == 0 ? shape.only : -1)
                                          : *slot_of(bk.id, k, masked);
        if (e < 0) continue;
        Entry& en = pool_[e];
        if (en.lo >= target || en.hi < target) return &en;
    }
    return nullptr;
}

int32_t TT::shape_of(const Bucket& bk, const uint8_t* k) const {
    int32_t sh = bk.shapes;
    while (sh >= 0 && std::memcmp(shapes_[sh].k, k, NSUIT) != 0) sh = shapes_[sh].next;
    return sh;
}

// Entry e (in the pool) joins bucket bi: its shape (made for it, or widened to its bounds) and its index slot.
void TT::attach(int bi, int32_t e) {
    Bucket& bk = buckets_[bi];
    Entry& en = pool_[e];
    en.bucket = bk.id;
    int32_t sh = shape_of(bk, en.k);
    if (sh < 0) {
        Shape shape;
        std::memcpy(shape.k, en.k, NSUIT);
        shape.top_lo = en.lo;
        shape.low_hi = en.hi;
        shape.only = e;
        shape.next = bk.shapes;
        shapes_.push_back(shape);
        bk.shapes = (int32_t)(shapes_.size() - 1);
    } else {
        Shape& shape = shapes_[sh];
        shape.top_lo = std::max(shape.top_lo, en.lo);
        shape.low_hi = std::min(shape.low_hi, en.hi);
        shape.only = -1;  // a second entry of the shape: read through the index
    }
    *slot_of(bk.id, en.k, en.own) = e;
}

bool TT::add(int bi, const uint64_t* own, const uint8_t* k, int lo, int hi, int depth) {
    Bucket& bk = buckets_[bi];
    const int32_t at = *slot_of(bk.id, k, own);
    if (at >= 0) {  // tighten the entry there, and its shape's bounds
        Entry& en = pool_[at];
        if (lo > en.lo) en.lo = (int16_t)lo;
        if (hi < en.hi) en.hi = (int16_t)hi;
        Shape& shape = shapes_[shape_of(bk, k)];
        shape.top_lo = std::max(shape.top_lo, en.lo);
        shape.low_hi = std::min(shape.low_hi, en.hi);
        return true;
    }
    if (!room_for(shape_of(bk, k) < 0)) return false;  // the caller thins or clears the table
    Entry en;
    std::memcpy(en.own, own, sizeof(en.own));
    std::memcpy(en.k, k, NSUIT);
    en.lo = (int16_t)lo;
    en.hi = (int16_t)hi;
    en.depth = (uint8_t)depth;
    en.bucket = bk.id;
    pool_.push_back(en);
    attach(bi, (int32_t)(pool_.size() - 1));
    used_++;
    return true;
}

// A full table thinned instead of cleared: an entry of a position with many tricks left stands for a large
// search, one with few for a small one; an entry that already cut a search (TT::HIT) is likely to cut again.
// Rank the entries by (hit, tricks left), keep the best, at most half the pool (the smallest rank threshold that
// fits), moved to the front of the pool in place, and rebuild the buckets, shapes and index around them, every
// kept entry's hit mark cleared.  Any subset of sound entries is sound: values never change, only what is
// searched again.  Beside the table it needs a copy of the bucket keys (at most a quarter of its bytes).
void TT::keep_deepest() {
    peak_bytes_ = std::max(peak_bytes_, bytes());
    std::vector<int32_t> slot_of_id((size_t)next_id_, -1);
    for (size_t i = 0; i < buckets_.size(); i++)
        if (buckets_[i].id >= 0) slot_of_id[(size_t)buckets_[i].id] = (int32_t)i;
    uint64_t per_rank[256] = {}, buckets_by_best[256] = {};  // entries by rank, buckets by their best entry's rank
    std::vector<int16_t> best((size_t)next_id_, -1);
    for (const Entry& en : pool_) {
        per_rank[en.depth]++;
        best[(size_t)en.bucket] = std::max<int16_t>(best[(size_t)en.bucket], en.depth);
    }
    for (int16_t b : best)
        if (b >= 0) buckets_by_best[b]++;
    // Half the pool and a third of the buckets at most, so that find() and add() have room again at once.
    int threshold = 256;
    for (uint64_t kept = 0, used = 0; threshold > 0; threshold--) {
        kept += per_rank[threshold - 1];
        used += buckets_by_best[threshold - 1];
        if (kept > pool_.size() / 2 || used * 3 > buckets_.size()) break;
    }
    size_t kept = 0;
    for (const Entry& en : pool_) {
        if (en.depth < threshold) continue;
        Entry& to = pool_[kept++];
        to = en;
        to.depth &= (uint8_t)~HIT;
        to.bucket = slot_of_id[(size_t)en.bucket];  // for now the old bucket's slot
    }
    pool_.resize(kept);
    const std::vector<Bucket> old(buckets_);
    for (auto& b : buckets_) b.id = -1;
    shapes_.clear();
    std::fill(slots_.begin(), slots_.end(), -1);
    nbuckets_used_ = 0;
    next_id_ = 0;
    used_ = kept;
    for (size_t e = 0; e < kept; e++) {
        const Bucket& ob = old[(size_t)pool_[e].bucket];
        attach(find(ob.a, ob.b, ob.c, true), (int32_t)e);
    }
}

// ---------------------------------------------------------------- Solver

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
    // decide a trick against it: the table keeps every card (exact keys) while such jokers are searched.
    // Once every joker has left the hands (nplayed_ == 0 at the table, so none in a trick) the position is a
    // plain 52-card one and partition search is exact again (abstract_now).
    abstract_free_ = abstract_ && R.joker_names;
    if (R.joker_names) abstract_ = false;
    init_groups();
    owner_bits_ = grouped_ && R.nseats <= 4 ? 2 : 3;
    tt_.set_owner_bits(owner_bits_);
    abstract_free_ = abstract_free_ && !grouped_;
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
        if (popc(all) * owner_bits_ > 64) throw std::invalid_argument("too many cards of a suit for the table key");
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

// Candidate masks per suit + joker namings, grouped into equivalence classes.
int Solver::gen(Move* out, int seat) {
    const Mask* H = h_[seat];
    Mask cand[NSUIT] = {0, 0, 0, 0, 0};
    uint8_t joker_names = 0;  // bit per suit the jokers may be named
    const int T = R.trump;
    if (nplayed_ == 0 && change_pending_) return gen_specials(out, 0, seat);
    if (nplayed_ == 0) {
        for (int s = 0; s < NSUIT; s++) cand[s] = H[s];
        if (H[JOKER]) joker_names = 0xF;
        if (R.joker_names && !joker_may_lead(seat)) cand[JOKER] = 0;  // J1
        if (R.banned_lead >= 0 && H[R.banned_lead]) {
            bool other = H[JOKER] != 0;
            for (int s = 0; s < 4; s++)
                if (s != R.banned_lead && H[s]) other = true;
            if (other) {
                cand[R.banned_lead] = 0;
                joker_names &= (uint8_t)~(1u << R.banned_lead);
            }
        }
        if (seat == R.no_trump_lead_seat && T >= 0) {
            bool other = false;
            for (int s = 0; s < 4; s++)
                if (s != T && H[s]) other = true;
            if (other || R.caught_ends) {  // business: never a trump, whatever else he holds (BIZ-8)
                cand[T] = 0;
                joker_names &= (uint8_t)~(1u << T);
            }
        }
    } else if (R.jokers_never_win && trick_[0].esuit == JOKER) {
        for (int s = 0; s < NSUIT; s++) cand[s] = H[s];  // a joker led binds nobody
    } else {
        const int led = trick_[0].esuit;
        bool partner_wins = false;
        if (R.partner_exempt) {
            int w = trick_winner();
            partner_wins = R.side[trick_[w].seat] == R.side[seat];
        }
        int ht = -1;  // highest trump power in trick
        if (T >= 0)
            for (int i = 0; i < nplayed_; i++)
                if (trick_[i].esuit == T && trick_[i].ebit > ht) ht = trick_[i].ebit;
        if (R.follow && H[led]) {
            cand[led] = H[led];
            if (R.must_overtrump && led == T && !partner_wins && ht >= 0) {
                Mask hi = (Mask)(H[led] & beat_mask(led, ht));
                if (hi) cand[led] = hi;
            }
        } else {
            if (R.must_trump && T >= 0 && H[T] && !partner_wins) {
                cand[T] = H[T];
                if (R.must_overtrump && ht >= 0) {
                    Mask hi = (Mask)(H[T] & beat_mask(T, ht));
                    if (hi) cand[T] = hi;
                }
            } else if (R.void_overtrump && T >= 0 && ht >= 0 && ht < MAXPOW - 1 && !partner_wins &&
                       (H[T] & beat_mask(T, ht))) {
                cand[T] = (Mask)(H[T] & beat_mask(T, ht));
            } else {
                for (int s = 0; s < 4; s++) cand[s] = H[s];
                if (R.jokers_never_win) cand[JOKER] = H[JOKER];  // only a seat free to play any card
            }
            if (H[JOKER] && !R.jokers_never_win) {
                cand[JOKER] = H[JOKER];
                joker_names = (uint8_t)(R.joker_names ? 0xF : 1u << led);  // J2: void, named as any card
            }
        }
    }
    if (R.must_head && nplayed_ > 0) head(cand);
    int n = 0;
    for (int s = 0; s < NSUIT; s++) {
        Mask c = cand[s];
        if (!c) continue;
        Mask others = 0;
        for (int q = 0; q < R.nseats; q++)
            if (q != seat) others |= h_[q][s];
        for (int i = 0; i < nplayed_; i++)
            if (trick_[i].suit == s) others |= (Mask)(1u << trick_[i].bit);
        const JokerGaps gaps = R.joker_names ? joker_gaps(seat, s) : JokerGaps{};
        // walk candidates high to low
        int prev = -1;
        Mask cls = 0;
        auto flush = [&](Mask cl) {
            int rep = lowbit(cl);
            if (s == JOKER && R.joker_names) {
                n = gen_named_jokers(out, n, cl, joker_names);
            } else if (s == JOKER && !R.jokers_never_win) {
                for (int ns = 0; ns < 4; ns++)
                    if (joker_names & (1u << ns)) out[n++] = Move{(int8_t)s, (int8_t)rep, (int8_t)ns, (int8_t)(MAXPOW + rep), cl, 0};
            } else {
                out[n++] = Move{(int8_t)s, (int8_t)rep, (int8_t)s, (int8_t)rep, cl, 0};
            }
        };
        for (uint32_t m = c; m;) {
            int b = topbit(m);
            m &= ~(1u << b);
            if (prev >= 0) {
                bool split = split_class(s, prev, b, others);
                if (R.joker_names && named_joker_splits(gaps, prev, b)) split = true;
                if (!R.tricks_only && R.points[s][b] != R.points[s][prev]) split = true;
                // a marriage card is not interchangeable with its neighbour: playing it breaks the marriage
                if (R.declarations && (b == R.decl_bits[0] || b == R.decl_bits[1] || prev == R.decl_bits[0] ||
                                       prev == R.decl_bits[1]))
                    split = true;
                if (split) {
                    flush(cls);
                    cls = 0;
                }
            }
            cls |= (Mask)(1u << b);
            prev = b;
        }
        if (cls) flush(cls);
    }
    return dynamic_ && nplayed_ == 0 ? gen_specials(out, n, seat) : n;
}

// Declaring leads (each card of a marriage held, the leader having won the previous trick) and the trump
// changes (every other suit), appended to the n moves of out.
int Solver::gen_specials(Move* out, int n, int seat) {
    const Mask* H = h_[seat];
    if (R.declarations && lead_won_ && !change_pending_) {
        for (int s = 0; s < 4; s++) {
            const Mask pair = (Mask)((1u << R.decl_bits[0]) | (1u << R.decl_bits[1]));
            if ((H[s] & pair) != pair) continue;
            for (int i = 0; i < 2; i++) {
                const int8_t b = (int8_t)R.decl_bits[i];
                out[n++] = Move{(int8_t)s, b, (int8_t)s, b, (Mask)(1u << b), 0, MOVE_DECLARE};
            }
        }
    }
    const bool change = change_pending_ || (R.trump_change && change_left_ && lead_won_ && seat == R.no_trump_lead_seat);
    if (change)
        for (int s = 0; s < 4; s++)
            if (s != R.trump) out[n++] = Move{CHANGE_SUIT, (int8_t)s, (int8_t)s, 0, 0, 0, MOVE_CHANGE};
    return n;
}

void Solver::set_flags(const PlayFlags& f) {
    nundo_ = 0;
    R.trump = base_trump_;
    R.no_trump_lead_seat = base_ntl_;
    R.count_seat = base_count_;
    lead_won_ = !f.first_trick;
    change_left_ = f.change_left;
    change_pending_ = f.change_pending;
}

void Solver::play_special(const Move& m) {
    if (nundo_ >= 64) throw std::runtime_error("too many declarations");
    undo_[nundo_++] = Undo{(int8_t)R.trump, (int8_t)R.no_trump_lead_seat, (int8_t)R.count_seat, change_left_,
                           change_pending_};
    if (m.kind == MOVE_DECLARE) {
        R.trump = m.suit;  // the marriage's suit is trump from this trick on, the declaring lead included
        return;
    }
    R.trump = m.esuit;
    change_left_ = false;
    change_pending_ = false;
    if (R.swap_seat >= 0) {  // the Banker becomes the Declarer: his tricks count, he may not lead trumps
        R.no_trump_lead_seat = R.swap_seat;
        R.count_seat = R.swap_seat;
    }
}

void Solver::unplay_special() {
    const Undo& u = undo_[--nundo_];
    R.trump = u.trump;
    R.no_trump_lead_seat = u.no_trump_lead_seat;
    R.count_seat = u.count_seat;
    change_left_ = u.change_left;
    change_pending_ = u.change_pending;
}

// The Declarer must lead, holds nothing but trumps (he never leads one) and has no change left.
bool Solver::is_caught() const {
    if (!R.caught_ends || nplayed_ != 0 || leader_ != R.no_trump_lead_seat || R.trump < 0 || change_pending_) return false;
    if (R.trump_change && change_left_ && lead_won_) return false;
    const Mask* H = h_[leader_];
    for (int s = 0; s < 4; s++)
        if (s != R.trump && H[s]) return false;
    // a joker gives a lead unless J1 forbids it (BIZ-10); without Rules::joker_names any joker leads
    if (H[JOKER]) return R.joker_names && !joker_may_lead(leader_);
    return H[R.trump] != 0;
}

int Solver::special_points(const Move& m, int seat) const {
    return m.kind == MOVE_DECLARE && counted(seat) ? R.decl_points[m.suit] : 0;
}

// Every marriage still whole in one hand, whoever may declare it: a bound on the points still to come.
int Solver::declarable_points() const {
    if (!R.declarations) return 0;
    const Mask pair = (Mask)((1u << R.decl_bits[0]) | (1u << R.decl_bits[1]));
    int p = 0;
    for (int q = 0; q < R.nseats; q++)
        for (int s = 0; s < 4; s++)
            if ((h_[q][s] & pair) == pair) p += R.decl_points[s];
    return p;
}

// The trump and the flags, for the transposition key (positions that differ only there differ in value).
uint64_t Solver::flag_bits() const {
    return (uint64_t)(R.trump + 1) | (uint64_t)lead_won_ << 3 | (uint64_t)change_left_ << 4 |
           (uint64_t)change_pending_ << 5 | (uint64_t)(R.count_seat + 1) << 6 | (uint64_t)(R.no_trump_lead_seat + 1) << 9;
}

// Ordering when the maximising seats avoid taking points (count_min_side): they duck with their highest card
// that does not win; the others play under the avoider's winning card (dumping high cards), low while an avoider
// is still to play to a trick a loader wins (so that it has to go under that card), and high once every avoider
// has played to it (the trick is the loaders' anyway: they shed the high cards that could overtake an avoider
// later and keep the low ones to go under it).
// Card points matter first (a card carrying points is shed onto the avoider or kept out of the loaders' tricks),
// ranks second.  An avoider forced to win sheds its highest card that carries no points (the loaders behind it
// duck, so it wins whichever it plays).
int Solver::avoid_score(const Move& m, const PCard& wc, bool beats, bool avoider) const {
    const int carries = R.points[m.suit][m.bit] > 0 ? 20 : 0;  // the table is empty with tricks only
    if (avoider) return beats ? -50 + m.ebit - carries : 100 + m.ebit + carries;
    if (R.side[wc.seat]) return beats ? -50 - m.ebit : 100 + m.ebit + 2 * carries;
    bool avoider_played = false;
    for (int i = 0; i < nplayed_; i++) avoider_played = avoider_played || R.side[trick_[i].seat];
    return avoider_played ? m.ebit - 2 * carries : -m.ebit - carries;
}

// Leads when the maximising seats avoid points: every seat leads low, a loader first a suit an avoider will have
// to win (all its cards there above every other card of the suit left) with the cards carrying points first, an
// avoider first a suit where a loader will have to win (all that loader's cards there above the led card).
// Against a lone avoider a loader's leads are ranked by loader_lead_score.
int Solver::avoid_lead_score(const Move& m, int seat) const {
    if (m.suit == JOKER) return 0;
    const int s = m.suit;
    const int carries = R.points[s][m.bit] > 0 ? 20 : 0;
    if (!R.side[seat]) {
        int avoider = -1, avoiders = 0;
        for (int q = 0; q < R.nseats; q++)
            if (R.side[q]) avoider = q, avoiders++;
        if (avoiders == 1) return loader_lead_score(m, avoider, carries);
    }
    Mask others[2] = {0, 0};  // cards of suit s held by the loaders / the avoiders other than the leader
    for (int q = 0; q < R.nseats; q++)
        if (q != seat) others[R.side[q]] |= h_[q][s];
    others[R.side[seat]] |= h_[seat][s];
    int sc = -m.bit;
    for (int q = 0; q < R.nseats; q++) {
        const Mask hq = h_[q][s];
        if (q == seat || !hq || R.side[q] == R.side[seat]) continue;
        const Mask mine = others[R.side[seat]];  // the leader's side's cards of the suit
        if (R.side[seat] == 0 && lowbit(hq) > topbit(mine)) sc = 200 + carries - m.bit;
        if (R.side[seat] == 1 && lowbit(hq) > m.bit) sc = 100 + carries - m.bit;
    }
    return sc;
}

// A loader's lead against the lone avoider: first a suit the avoider must win (its lowest card above every
// loader's card), then one where it holds nothing under the led card, low cards and the avoider's short suits
// first; last a suit it is void in (it discards whatever it likes).  Measured against the plain "lead low" over
// six 10-card deals a contract: 30.0 M -> 28.6 M trick starts (with the killer off for the cards that follow).
int Solver::loader_lead_score(const Move& m, int avoider, int carries) const {
    const int s = m.suit;
    const Mask mine = h_[avoider][s];
    Mask loaders = 0;
    for (int q = 0; q < R.nseats; q++)
        if (q != avoider) loaders |= h_[q][s];
    if (!mine) return -60 - m.bit;
    if (lowbit(mine) > topbit(loaders)) return 200 + carries - m.bit;
    if (lowbit(mine) > m.bit) return 120 + carries - m.bit - 2 * popc(mine);
    return 20 - m.bit - 3 * popc(mine);
}

void Solver::order(Move* mv, int n, int seat) {
    const int T = R.trump;
    const int me = R.side[seat];
    const int tl = tricks_left();
    uint16_t kill = killer_[tl & 63][nplayed_][0];
    Mask opp[NSUIT] = {0, 0, 0, 0, 0}, mate[NSUIT] = {0, 0, 0, 0, 0};
    bool opp_trumps = false;
    for (int q = 0; q < R.nseats; q++) {
        if (q == seat) continue;
        for (int s = 0; s < NSUIT; s++) {
            if (R.side[q] == me)
                mate[s] |= h_[q][s];
            else
                opp[s] |= h_[q][s];
        }
        if (R.side[q] != me && T >= 0 && h_[q][T]) opp_trumps = true;
    }
    if (nplayed_ == 0) {
        for (int i = 0; i < n; i++) {
            Move& m = mv[i];
            if (m.kind == MOVE_CHANGE) {  // a change is tried after the cards
                m.score = -500;
                continue;
            }
            int s = m.esuit;
            int sc = m.kind == MOVE_DECLARE ? 40 : 0;
            if (m.suit == JOKER) {
                sc = R.jokers_never_win ? -20 : 30;  // a joker that never wins hands the trick to the next suit
            } else {
                int ob = opp[s] ? topbit(opp[s]) : -1;
                int top = topbit(m.cls);
                bool opp_ruff = false, mate_ruff = false;
                if (T >= 0 && s != T) {
                    for (int q = 0; q < R.nseats; q++) {
                        if (q == seat || h_[q][s] || !h_[q][T]) continue;
                        if (R.side[q] == me)
                            mate_ruff = true;
                        else
                            opp_ruff = true;
                    }
                }
                const bool master = grouped_ ? ob < 0 || R.group[s][top] >= R.group[s][ob] : top > ob;  // led: ties win
                if (master) {
                    sc = 50 + m.bit;  // winner: cash (high ones first is irrelevant)
                    if (opp_ruff) sc -= 45;
                } else if (mate[s] && topbit(mate[s]) > ob) {
                    sc = 35 - m.bit;  // lead low to partner's winner
                    if (opp_ruff) sc -= 30;
                } else {
                    sc = -m.bit;
                    if (popc(m.cls) >= 2 && top + 1 == ob) sc += 10;
                    if (opp_ruff) sc -= 20;
                }
                if (mate_ruff && !opp_ruff) sc += 25;
                if (s == T && opp_trumps) sc += 5;
                if (!opp[s]) sc -= 10;  // nothing to catch
                sc += m.kind == MOVE_DECLARE ? 40 : 0;
            }
            if (R.count_min_side) sc = avoid_lead_score(m, seat);
            if (((m.suit << 8) | m.bit) == kill) sc += 1000;
            m.score = sc;
        }
    } else {
        int w = trick_winner();
        const PCard& wc = trick_[w];
        bool mate_wins = R.side[wc.seat] == me;
        bool last = nplayed_ == R.nseats - 1;
        const int led = trick_[0].esuit;
        // can a later opponent beat the current winning card?
        auto later_beats = [&](int esuit, int ebit) {
            for (int k = nplayed_ + 1; k < R.nseats; k++) {
                int q = (leader_ + k) % R.nseats;
                if (R.side[q] == me) continue;
                if (h_[q][JOKER] && !R.jokers_never_win) return true;
                if (h_[q][led]) {
                    if (esuit == led && (h_[q][led] & beat_mask(led, ebit))) return true;
                } else if (T >= 0 && h_[q][T]) {
                    if (esuit != T) return true;
                    if (h_[q][T] & beat_mask(T, ebit)) return true;
                }
            }
            return false;
        };
        bool mate_safe = mate_wins && !later_beats(wc.esuit, wc.ebit);
        for (int i = 0; i < n; i++) {
            Move& m = mv[i];
            bool beats = (m.esuit == wc.esuit && m.ebit > wc.ebit) || (T >= 0 && m.esuit == T && wc.esuit != T);
            if (grouped_ || R.jokers_never_win) beats = beats_general(m, wc);
            int sc;
            if (mate_wins) {
                if (beats)
                    sc = mate_safe ? -80 - m.ebit : (later_beats(m.esuit, m.ebit) ? -60 - m.ebit : 20 - m.ebit);
                else
                    sc = -m.ebit;
            } else if (beats) {
                if (last || !later_beats(m.esuit, m.ebit))
                    sc = 100 - m.ebit;
                else
                    sc = 30 - m.ebit;
            } else {
                sc = -m.ebit;
            }
            if (m.esuit != led && !beats) {
                // discard: prefer long suits, keep masters
                int len = popc(h_[seat][m.suit]);
                sc += len;
                if (m.suit < 4 && opp[m.suit] && m.bit > topbit(opp[m.suit])) sc -= 15;
                if (m.suit == T) sc -= 20;
            }
            if (R.count_min_side) sc = avoid_score(m, wc, beats, me != 0);
            // Avoid play keeps its own order for the cards played to a trick: the killer (the last card that cut at
            // this depth and place in the trick) put first there cost 19% more trick starts over six 10-card
            // barbu deals a contract; on leads it still saves 4%.
            if (((m.suit << 8) | m.bit) == kill && !R.count_min_side) sc += 1000;
            m.score = sc;
        }
    }
    // insertion sort, descending
    for (int i = 1; i < n; i++) {
        Move x = mv[i];
        int j = i - 1;
        while (j >= 0 && mv[j].score < x.score) {
            mv[j + 1] = mv[j];
            j--;
        }
        mv[j + 1] = x;
    }
}

// How many of `cnt` side-suit winners of `seat`'s side in suit s survive the
// opponents' trumps: an opponent holding trumps ruffs once out of the suit, or at
// once where following suit is not compulsory.
int Solver::ruff_limit(int seat, int s, int cnt) const {
    const int me = R.side[seat];
    for (int q = 0; q < R.nseats; q++) {
        if (q == seat || R.side[q] == me || !h_[q][R.trump]) continue;
        const int l = R.follow ? popc(h_[q][s]) : 0;
        if (l < cnt) cnt = l;
    }
    return cnt;
}

// Sure tricks for the side of the leader, cashing masters from the leader's hand.
int Solver::quick_tricks(int seat, Mask* win) {
    const int T = R.trump;
    const int me = R.side[seat];
    const bool lone = lone_multipack(seat);
    if ((R.must_trump && !lone) || R.void_overtrump || R.count_min_side || (grouped_ && !lone)) return 0;
    for (int q = 0; q < R.nseats; q++)
        if (q != seat && R.side[q] != me && h_[q][JOKER] && !R.jokers_never_win && !R.joker_names) return 0;
    bool only_trump_mate = false;
    if (T >= 0) {
        for (int q = 0; q < R.nseats; q++) {
            if (q == seat || R.side[q] != me) continue;
            bool other = false;
            for (int s = 0; s < 4; s++)
                if (s != T && h_[q][s]) other = true;
            if (!other && (h_[q][T] || h_[q][JOKER])) only_trump_mate = true;
        }
    }
    int qt = 0;
    for (int s = 0; s < 4; s++) {
        Mask mine = h_[seat][s];
        if (!mine) continue;
        if (T >= 0 && s != T && only_trump_mate) continue;
        if (s == T && seat == R.no_trump_lead_seat) continue;
        Mask others = 0;
        for (int q = 0; q < R.nseats; q++)
            if (q != seat) others |= h_[q][s];
        Mask masters = others ? (Mask)(mine & above(topbit(others))) : mine;
        if (grouped_ && others) masters = (Mask)(mine & ~below(glo_[s][topbit(others)]));  // led, a tie wins
        int cnt = popc(masters);
        if (!cnt) continue;
        if (T >= 0 && s != T) cnt = ruff_limit(seat, s, cnt);
        cnt = joker_limit(seat, s, cnt);
        if (!cnt) continue;
        qt += cnt;
        // the top `cnt` cards of the suit matter
        Mask m = masters;
        for (int i = 0; i < cnt; i++) {
            int b = topbit(m);
            win[s] |= (Mask)(1u << b);
            m &= (Mask)~(1u << b);
        }
    }
    // Alternative: lead a small card at once to a partner's masters.
    int best = 0, bs = -1, bq = -1;
    for (int s = 0; s < 4; s++) {
        if (!h_[seat][s]) continue;
        if (s == T && seat == R.no_trump_lead_seat) continue;
        for (int q = 0; q < R.nseats; q++) {
            if (q == seat || R.side[q] != me || !h_[q][s]) continue;
            Mask others = 0;
            for (int o = 0; o < R.nseats; o++)
                if (o != q) others |= h_[o][s];
            int cnt = popc(h_[q][s] & above(topbit(others)));
            if (!cnt) continue;
            if (T >= 0 && s != T) cnt = ruff_limit(seat, s, cnt);
            cnt = joker_limit(seat, s, cnt);
            if (cnt > best) {
                best = cnt;
                bs = s;
                bq = q;
            }
        }
    }
    if (best > qt) {
        for (int s = 0; s < NSUIT; s++) win[s] = 0;
        Mask m = h_[bq][bs];
        for (int i = 0; i < best; i++) {
            int b = topbit(m);
            win[bs] |= (Mask)(1u << b);
            m &= (Mask)~(1u << b);
        }
        qt = best;
    }
    return qt;
}

// Whether no seat still to play to the trick can beat its winning card wc: a seat that follows can beat it
// only with a higher card of its suit, a seat void in the led suit (or free of following) with a higher card of
// its suit or, wc not a trump, any trump; jokers beat anything.
bool Solver::trick_decided(const PCard& wc) const {
    const int T = R.trump, led = trick_[0].esuit;
    const Mask over = wc.esuit < 4 ? above(wc.ebit) : 0;
    for (int i = nplayed_; i < R.nseats; i++) {
        const Mask* H = h_[(leader_ + i) % R.nseats];
        // a joker named as any card goes only to a trick whose led suit its holder lacks (J2)
        if (H[JOKER] && !(R.joker_names && R.follow && H[led])) return false;
        if (R.follow && H[led]) {
            if (led == wc.esuit && (H[led] & over)) return false;
            continue;
        }
        if (wc.esuit < 4 && (H[wc.esuit] & over)) return false;
        if (T >= 0 && wc.esuit != T && H[T]) return false;
    }
    return true;
}

// Bounds inside a trick (1 the max side reaches target, 0 it cannot, -1 unknown), for objectives whose points
// are never negative.  (a) The value from here is at most remaining_points(): the points in the hands, on the
// table and in the tricks' own points and bonuses still to come.  (b) Once the trick's winner is decided
// (trick_decided), the points already in the trick (its cards on the table, its own points and bonuses) go to
// that seat whatever else is played: the value is at least those points if the winner counts for the max side,
// else at most remaining_points() less them.  The decision rests on the winning card outranking what the seats
// still to play hold in its suit: that card is a relevant rank for partition search.
int Solver::trick_bound(int target, Mask* win) {
    if (target <= 0) return 1;
    const int rem = remaining_points();
    if (target > rem) return 0;
    const PCard& wc = trick_[trick_winner()];
    if (!trick_decided(wc)) return -1;
    const int pts = trick_points_now(tricks_left() - 1);
    const bool gain = counted(wc.seat);
    if (gain ? pts < target : rem - pts >= target) return -1;
    win[wc.suit] |= (Mask)(1u << wc.bit);
    stats.trick_cuts++;
    return gain ? 1 : 0;
}

// The avoider's sure escapes (penalties with one avoider, no trump, no jokers).  If in every suit the avoider's
// cards and the loaders' cards, each sorted low to high, pair off with the avoider's j-th card below the loaders'
// j-th (a_j < l_j for every j up to the shorter count) and a loader is to lead, the avoider wins no further trick
// and the loaders take every point still in play (the value is remaining_points(), at least any target asked).
// Proof: let the avoider follow a led suit with its highest card below the led card and, void, discard the
// highest card of any suit.  The pairing survives every trick: removing a loaders' card l_t only raises the
// loaders' j-th card; the led card l_t leaves together with the avoider's a_r, the highest below it (r >= t,
// as a_t < l_t), and then a'_j = a_j < l_j = l'_j (j < t), a'_j = a_j < a_r < l_t <= l_(j+1) = l'_j
// (t <= j < r), a'_j = a_(j+1) < l_(j+1) = l'_j (j >= r); discarding the avoider's highest card of a suit drops
// only its last index.  So whenever a loader leads a suit the avoider holds, a lower card is at hand
// (a_1 < l_1 <= the led card), every trick goes to a loader, and the avoider never leads.
// With the avoider to lead: a card c it may lead (banned_lead), of a suit in which some loader holds only higher
// cards, loses the trick (that loader must beat it); if the pairing holds without c, the loaders' cards leaving
// that trick keep it and the loader who wins leads on as above.
// The cut rests on every rank of every suit both sides hold (and of c's suit): partition search keeps them.
bool Solver::avoider_escapes(Mask* win) const {
    // equal cards tie, heading forces the avoider over the led card, jokers: outside the proof
    if (R.trump >= 0 || !R.follow || grouped_ || R.must_head || R.jokers_never_win) return false;
    int avoider = -1;
    for (int q = 0; q < R.nseats; q++) {
        if (h_[q][JOKER]) return false;
        if (!R.side[q]) continue;
        if (avoider >= 0) return false;
        avoider = q;
    }
    if (avoider < 0) return false;
    Mask mine[4], theirs[4] = {0, 0, 0, 0};
    for (int s = 0; s < 4; s++) {
        mine[s] = h_[avoider][s];
        for (int q = 0; q < R.nseats; q++)
            if (q != avoider) theirs[s] |= h_[q][s];
    }
    if (leader_ != avoider) return escape_pairing(mine, theirs, win);
    bool other_than_banned = false;  // R.banned_lead may not be led while the avoider holds another suit
    for (int s = 0; s < 4; s++)
        if (s != R.banned_lead && mine[s]) other_than_banned = true;
    for (int s = 0; s < 4; s++) {
        if (s == R.banned_lead && other_than_banned) continue;
        int forced = -1;  // the highest lowest card of a loader holding the suit: below it a lead must lose
        for (int q = 0; q < R.nseats; q++)
            if (q != avoider && h_[q][s]) forced = std::max(forced, lowbit(h_[q][s]));
        const Mask held = mine[s];
        for (uint32_t m = forced > 0 ? held & below(forced) : 0; m; m &= m - 1) {
            mine[s] = (Mask)(held & ~(1u << lowbit(m)));
            const bool ok = escape_pairing(mine, theirs, win);
            mine[s] = held;
            if (ok) {
                win[s] = (Mask)(held | theirs[s]);
                return true;
            }
        }
    }
    return false;
}

// The avoider's forced take (penalties with one avoider, no trump, no jokers, the preconditions of
// avoider_escapes): an upper bound on the value from a trick start (what the loaders still take), or UNKNOWN.
// It applies when every card the avoider holds is a master (above every loader's card of its suit).
// Proof: a master the avoider leads wins (no trump, nobody else holds a higher card of the suit), and so does a
// master it plays to a trick of its suit; the loaders' cards only leave, so its cards stay masters.  With the
// avoider to lead it therefore wins every trick left, whatever it leads (banned_lead only narrows which): the
// loaders take nothing, the value is 0.  A loader to lead holding a suit the avoider holds may lead it (a bound
// may fix the loaders' play: they minimise; banned_lead respected): the avoider wins that trick and every one
// after it, the value is 0.
// Otherwise, whatever anybody plays, the loaders win a trick only while they lead a suit the avoider is void in
// at that moment (it discards); the first trick of a suit it holds it wins, and every trick after that.  Say the
// loaders win T tricks so: the avoider discards T cards, among them every card of the suits E it empties on the
// way, and each of the T tricks is led with a loaders' card of a suit void from the start (V of them in all) or
// of a suit of E.  So sum over E of its lengths <= T <= V + the loaders' cards of E's suits: with tricks counted
// T is at most the largest V + loaders(E) over the sets E of held suits meeting that condition (E empty
// included), and at most the tricks left.
// The proof reads suit lengths and, in each suit the avoider holds, that its lowest card is above the loaders':
// that card is the relevant rank (an entry keeps every card from it up, all the avoider's).
int Solver::avoider_masters_bound(Mask* win) const {
    constexpr int UNKNOWN = 1 << 30;
    if (R.trump >= 0 || !R.follow || grouped_ || R.must_head || R.jokers_never_win) return UNKNOWN;
    int avoider = -1;
    for (int q = 0; q < R.nseats; q++) {
        if (h_[q][JOKER]) return UNKNOWN;
        if (!R.side[q]) continue;
        if (avoider >= 0) return UNKNOWN;
        avoider = q;
    }
    if (avoider < 0) return UNKNOWN;
    int voids = 0;  // V: the loaders' cards of the suits the avoider lacks
    int mine_len[4] = {0, 0, 0, 0}, their_len[4] = {0, 0, 0, 0};
    Mask lowest[4] = {0, 0, 0, 0};
    int held = 0;  // bit s: the avoider holds suit s
    for (int s = 0; s < 4; s++) {
        const Mask mine = h_[avoider][s];
        Mask theirs = 0;
        for (int q = 0; q < R.nseats; q++)
            if (q != avoider) theirs |= h_[q][s];
        if (mine) held |= 1 << s;
        if (!mine) {
            voids += popc(theirs);
            continue;
        }
        if (theirs && lowbit(mine) < topbit(theirs)) return UNKNOWN;
        lowest[s] = (Mask)(mine & (0u - mine));
        mine_len[s] = popc(mine);
        their_len[s] = popc(theirs);
    }
    bool leads_held = leader_ == avoider;  // the leader may lead a suit the avoider holds
    bool only_banned = true;                // the leader holds nothing but the banned suit (then he may lead it)
    for (int s = 0; s < 4; s++) only_banned = only_banned && (s == R.banned_lead || !h_[leader_][s]);
    for (int s = 0; s < 4; s++)
        if (h_[leader_][s] && (held >> s & 1) && (s != R.banned_lead || only_banned)) leads_held = true;
    int bound = 0;
    if (!leads_held) {
        if (!R.tricks_only) return UNKNOWN;
        for (int e = 0; e < 16 && voids; e++) {  // the sets E of held suits the avoider could empty
            int emptied = 0, supply = voids;
            for (int s = 0; s < 4; s++)
                if (e >> s & 1) emptied += mine_len[s], supply += their_len[s];
            if ((e & ~held) == 0 && emptied <= supply) bound = std::max(bound, supply);
        }
        bound = std::min(bound, tricks_left());
    }
    for (int s = 0; s < 4; s++) win[s] = lowest[s];
    return bound;
}

// avoider_escapes' pairing in every suit; on success win holds the suits both sides hold (a suit one side lacks
// decides nothing).
bool Solver::escape_pairing(const Mask* mine, const Mask* theirs, Mask* win) const {
    for (int s = 0; s < 4; s++)
        for (Mask a = mine[s], l = theirs[s]; a && l; a &= (Mask)(a - 1), l &= (Mask)(l - 1))
            if (lowbit(a) > lowbit(l)) return false;
    // The avoider's cards below every loader's card of the suit pair off whatever their ranks: a table entry may
    // forget them (the forgotten cards of the suit are then all the avoider's, as many as here).
    for (int s = 0; s < 4; s++)
        win[s] = mine[s] && theirs[s] ? (Mask)((mine[s] | theirs[s]) & ~below(lowbit(theirs[s]))) : 0;
    return true;
}

void Solver::key(uint64_t& a, uint64_t& b, uint64_t& c, uint64_t* own) const {
    const bool abstract = abstract_now();
    const int gaps = abstract ? -1 : joker_gap_cap();
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
        own[s] = o;
        // with equal cards the pattern of ties goes into the bucket's key (an entry keeps every card then, see
        // init_groups): with the owners in rank order and the lengths, relative ranks stay exact for tricks
        if (grouped_) c = mix(c ^ rank_pattern(s, all) ^ (uint64_t)(s + 1) << 58);
        if (gaps >= 0 && s != JOKER)
            c = mix(c ^ gap_pattern(all, gaps) ^ (uint64_t)(s + 1) << 56);
        else if (!abstract && !(grouped_ && R.tricks_only))
            c = mix(c ^ (uint64_t)all ^ (uint64_t)(s + 1) << 40);
    }
    if (abstract && !R.tricks_only) c = point_profile();
}

bool Solver::ab(int target, Mask* win) {
    const int n = R.nseats;
    for (int s = 0; s < NSUIT; s++) win[s] = 0;
    uint64_t ka = 0, kb = 0, kc = 0, own[NSUIT];
    bool use_tt = false;
    int rem = 0;
    if (nplayed_ == 0) {
        if (target <= 0) return true;
        if (dynamic_ && is_caught()) return false;  // the play ends here, without the end bonus
        int lowered = 0;
        Mask tops = 0;
        if (counted_tricks_ && lowered_target(target, &lowered, &tops)) {
            stats.lowered++;
            const bool r = ab(lowered, win);
            win[R.trump] |= tops;
            return r;
        }
        rem = remaining_points();
        if (target > rem) return false;
        stats.nodes++;
        if ((stats.nodes & 0xFFF) == 0) check_budget();
        int tl = tricks_left();
        stats.depth_nodes[tl & 15]++;
        if (tl == 1 && counted_tricks_ && !R.tricks_only && target <= R.end_bonus && normal_end_sure()) {
            stats.qt_cuts++;  // as below: the last trick is searched only where the end bonus is in question
            return true;
        }
        if (tl >= 2) {
            use_tt = true;
            key(ka, kb, kc, own);
            int bi = tt_.find(ka, kb, kc, false);
            TT::Entry* en = bi >= 0 ? tt_.lookup(bi, own, target) : nullptr;
            if (en) {
                stats.tt_hits++;
                en->depth |= TT::HIT;
                for (int s = 0; s < NSUIT; s++) {
                    Mask all = 0;
                    for (int p = 0; p < n; p++) all |= h_[p][s];
                    Mask wm = 0;
                    for (int i = 0; i < en->k[s]; i++) {
                        int bt = topbit(all);
                        wm |= (Mask)(1u << bt);
                        all &= (Mask)~(1u << bt);
                    }
                    win[s] = wm;
                }
                return en->lo >= target;
            }
            if (R.count_min_side && avoider_escapes(win)) {
                stats.escape_cuts++;
                return true;
            }
            if (R.count_min_side && target > avoider_masters_bound(win)) {
                stats.forced_cuts++;
                return false;
            }
            if (!R.tricks_only && counted_tricks_) {
                if (target <= R.end_bonus && normal_end_sure()) {
                    stats.qt_cuts++;
                    return true;  // win stays empty: the cut rests on suit lengths and flags, both in the key
                }
                if (!R.side[leader_] && opponents_sure_tricks_cut(target, tl, win)) return false;
                if (others_top_trumps_cut(target, tl, win)) return false;
                if (target > R.end_bonus && normal_end_sure()) {
                    Mask qw[NSUIT] = {0, 0, 0, 0, 0};
                    if (R.end_bonus + counted_sure_tricks(qw) >= target) {
                        for (int su = 0; su < NSUIT; su++) win[su] = qw[su];
                        stats.qt_cuts++;
                        return true;
                    }
                }
            } else if (R.tricks_only) {
                Mask qw[NSUIT] = {0, 0, 0, 0, 0};
                int qt = quick_tricks(leader_, qw);
                if (qt > 0) {
                    if (R.side[leader_]) {
                        if (qt >= target) {
                            for (int s = 0; s < NSUIT; s++) win[s] = qw[s];
                            stats.qt_cuts++;
                            return true;
                        }
                    } else if (tl - qt < target) {
                        for (int s = 0; s < NSUIT; s++) win[s] = qw[s];
                        stats.qt_cuts++;
                        return false;
                    }
                }
            }
        }
    }
    if (nplayed_ > 0 && (R.count_min_side || !R.tricks_only) && points_nonnegative_ && !grouped_ &&
        !R.jokers_never_win) {
        const int cut = trick_bound(target, win);
        if (cut >= 0) return cut != 0;
    }
    if (nplayed_ == 0) stats.depth_expanded[tricks_left() & 15]++;
    const int seat = (leader_ + nplayed_) % n;
    const bool maxnode = R.side[seat] != 0;
    Move mv[64];
    int nm = gen(mv, seat);
    order(mv, nm, seat);
    Mask acc[NSUIT] = {0, 0, 0, 0, 0};
    Mask cw[NSUIT];
    bool result = !maxnode;
    for (int i = 0; i < nm; i++) {
        const Move& m = mv[i];
        const int gain = dynamic_ ? special_points(m, seat) : 0;
        play(m, seat);
        bool r;
        if (nplayed_ == n) {
            int wi = trick_winner();
            int wseat = trick_[wi].seat;
            int tl_after = tricks_left() - 1;
            int pts = trick_points_now(tl_after);
            const bool lead_won = lead_won_;
            lead_won_ = true;
            bool rank = won_by_rank(wi);
            PCard wcard = trick_[wi];
            PCard saved[MAXSEATS];
            std::memcpy(saved, trick_, sizeof(PCard) * n);
            int saved_leader = leader_;
            nplayed_ = 0;
            leader_ = wseat;
            r = ab(target - (counted(wseat) ? pts : 0) - end_points(tl_after), cw);
            lead_won_ = lead_won;
            leader_ = saved_leader;
            nplayed_ = n;
            std::memcpy(trick_, saved, sizeof(PCard) * n);
            if (rank) cw[wcard.suit] |= (Mask)(1u << wcard.bit);
        } else {
            r = ab(target - gain, cw);
        }
        unplay(m, seat);
        if (r == maxnode) {
            if (nplayed_ == 0) stats.cut_hist[i < 7 ? i : 7]++;
            for (int s = 0; s < NSUIT; s++) win[s] = cw[s];
            killer_[tricks_left() & 63][nplayed_][0] = (uint16_t)((m.suit << 8) | m.bit);
            result = r;
            goto done;
        }
        for (int s = 0; s < NSUIT; s++) acc[s] |= cw[s];
    }
    // An equivalence class stands for its unsearched members only if the
    // abstraction keeps them on the same side of the rank threshold: a class
    // straddling the lowest relevant rank is pulled wholly above it.
    for (int s = 0; s < NSUIT; s++) {
        Mask cls_bits = 0;
        for (int i = 0; i < nm; i++)
            if (mv[i].suit == s) cls_bits |= mv[i].cls;
        if (!cls_bits || !acc[s]) continue;
        // walk classes high to low
        Mask done = 0;
        while (true) {
            int best = -1, bt = -1;
            for (int i = 0; i < nm; i++) {
                if (mv[i].suit != s || (mv[i].cls & done)) continue;
                int t = topbit(mv[i].cls);
                if (t > bt) {
                    bt = t;
                    best = i;
                }
            }
            if (best < 0) break;
            Mask c = mv[best].cls;
            done |= c;
            if (!(c & (c - 1)) || !acc[s]) continue;
            int thr = lowbit(acc[s]);
            if (lowbit(c) < thr && topbit(c) >= thr) acc[s] |= (Mask)(c & (0u - c));
        }
    }
    for (int s = 0; s < NSUIT; s++) win[s] = acc[s];
done:
    if (use_tt) {
        uint8_t k[NSUIT];
        uint64_t o[NSUIT];
        for (int s = 0; s < NSUIT; s++) {
            Mask all = 0;
            for (int p = 0; p < n; p++) all |= h_[p][s];
            int kk;
            if (!abstract_now())
                kk = popc(all);
            else if (!win[s])
                kk = 0;
            else
                kk = popc(all & (Mask)~below(lowbit(win[s])));
            kk = std::max(kk, point_floor(s, all));
            k[s] = (uint8_t)kk;
            o[s] = own[s] & entry_mask(kk);
        }
        int lo = result ? target : 0;
        int hi = result ? 32767 : target - 1;
        int bi = tt_.find(ka, kb, kc, true);
        if (bi == -2) {
            make_room();
            bi = tt_.find(ka, kb, kc, true);
        }
        if (bi < 0) {  // a safety net: thinning leaves room by construction (half the pool, a third of the buckets)
            tt_.clear();
            stats.tt_clears++;
            bi = tt_.find(ka, kb, kc, true);
        }
        const int depth = tricks_left();
        if (!tt_.add(bi, o, k, lo, hi, depth)) {  // the pool is full: thin or clear it, then store
            make_room();
            bi = tt_.find(ka, kb, kc, true);
            if (bi < 0) {
                tt_.clear();
                stats.tt_clears++;
                bi = tt_.find(ka, kb, kc, true);
            }
            tt_.add(bi, o, k, lo, hi, depth);
        }
    }
    return result;
}

// Business's objective: one point a trick won by the counted seat plus the end bonus, nothing else (no card
// points, no declarations, no trick bonuses).
bool Solver::counted_tricks_objective() const {
    return dynamic_ && !R.declarations && R.trick_points == 1 && abstract_rules_ok();
}

// Upper bound at a trick start led by the min side, for counted_tricks_objective: the leader's side cashes
// qt = quick_tricks() tricks in a row (masters that survive the max side's ruffs, each trump holder following
// suit while it lasts, as in the tricks-only bound).  Through those tricks no max seat leads, so the trump
// cannot change, no role swaps and no catch happens; the counted seat wins none of them.  So the value from
// here is at most (tl - qt) + end_bonus: the tricks left after them plus the bonus of a normal end (a catch
// only removes it).  If that is below target the max side cannot reach it.  The masters are relevant ranks.
bool Solver::opponents_sure_tricks_cut(int target, int tl, Mask* win) {
    Mask qw[NSUIT] = {0, 0, 0, 0, 0};
    const int qt = quick_tricks(leader_, qw);
    if (qt <= 0 || tl - qt + R.end_bonus >= target) return false;
    for (int s = 0; s < NSUIT; s++) win[s] = qw[s];
    stats.qt_cuts++;
    return true;
}

// Upper bound at any trick start once the change is spent (the trump and the counted seat fixed): the highest
// trumps left down to the counted seat's first, c1 > ... > cm, are all the other seats'.  A trick holding one of
// them is won by another seat (its highest trump is one of them: every higher trump is among them too).  A seat
// plays one card a trick, so a seat holding j of them needs j different tricks: the counted seat loses at least
// the largest such j of the tricks left, and the value is at most tl - j + end_bonus (a catch only removes the
// bonus).  Those trumps are relevant ranks.
bool Solver::others_top_trumps_cut(int target, int tl, Mask* win) {
    const int T = R.trump, me = R.count_seat;
    if (change_left_ || change_pending_ || T < 0 || me < 0 || jokers_in_hands()) return false;
    Mask all = 0;
    for (int p = 0; p < R.nseats; p++) all |= h_[p][T];
    int held[MAXSEATS] = {0, 0, 0, 0, 0, 0}, most = 0;
    Mask bits = 0;
    for (; all && !(h_[me][T] & (1u << topbit(all))); all &= (Mask)~(1u << topbit(all))) {
        int owner = 0;
        while (!(h_[owner][T] & (1u << topbit(all)))) owner++;
        most = std::max(most, ++held[owner]);
        bits |= (Mask)(1u << topbit(all));
    }
    if (most == 0 || tl - most + R.end_bonus >= target) return false;
    for (int su = 0; su < NSUIT; su++) win[su] = 0;
    win[T] = bits;
    stats.qt_cuts++;
    return true;
}

// Whether the play surely ends normally (earning end_bonus): no change is left or pending, so the trump and
// the seat that may not lead it stay as they are, and that seat holds no trump; cards never enter a hand, so it
// never holds only trumps at a lead: no catch.  Tricks add nothing negative, so the value is at least end_bonus.
bool Solver::never_caught() const {
    if (!R.caught_ends) return true;
    if (change_left_ || change_pending_) return false;
    if (R.trump < 0 || R.no_trump_lead_seat < 0) return true;  // is_caught needs both
    return h_[R.no_trump_lead_seat][R.trump] == 0;
}

// Whether the play surely ends normally, the change still left included (checked after is_caught, so the
// seat to lead is not caught now).  Strategy: never change but when the no_trump_lead_seat must lead holding
// only trumps (then a change is his only move: is_caught says he is not caught while it is left, and he leads
// only after winning a trick, the deal's first lead being this node's); name a suit s != trump that the seat
// taking the role then holds none of.  Alone (no swap_seat) he holds only old trumps then, so any s will do; with
// a Banker (swap_seat) the Banker takes the role and a suit he is void in now stays void (cards never enter a
// hand).  From then on the role's seat holds no trump and nothing changes any more: never_caught.  Before the
// change no catch happens (is_caught needs no change left).  And if that seat holds no trump now, it is never
// forced (it never holds only trumps: the trump stays while nobody changes), so the change is never needed.
// The proof reads suit lengths and flags only.
bool Solver::normal_end_sure() const {
    if (never_caught()) return true;
    if (!R.trump_change || !change_left_ || change_pending_ || R.trump < 0) return false;
    if (R.swap_seat < 0 || !h_[R.no_trump_lead_seat][R.trump]) return true;
    for (int s = 0; s < 4; s++)
        if (s != R.trump && !h_[R.swap_seat][s]) return true;
    return false;
}

// Lower bound at a trick start led by the counted seat (counted_tricks_objective), once a normal end is sure
// (normal_end_sure): the seat cashes its own masters of suits it may lead, each suit as many times as every
// opponent holding a trump follows it (ruff_limit; the partner, free not to trump, discards), as the first loop
// of quick_tricks counts; a partner holding nothing but trumps would have to ruff (the trick would not count):
// then nothing is counted.  The seat leads every one of those tricks and does not change, so the trump, the roles
// and normal_end_sure stay (a void stays a void); the strategy that ends normally then goes on.  So the value is
// at least end_bonus + qt.  The masters are relevant ranks; the ruffers' lengths are in the key.
int Solver::counted_quick_tricks(Mask* win) const {
    const int seat = leader_, T = R.trump;
    if (R.must_trump || !R.follow || seat != R.count_seat) return 0;
    for (int q = 0; q < R.nseats; q++) {
        if (h_[q][JOKER]) return 0;  // a joker beats anything
        if (q == seat || R.side[q] != R.side[seat] || T < 0 || !h_[q][T]) continue;
        bool other = false;
        for (int su = 0; su < 4; su++) other = other || (su != T && h_[q][su]);
        if (!other) return 0;
    }
    int qt = 0;
    for (int su = 0; su < 4; su++) {
        if (!h_[seat][su] || (su == T && seat == R.no_trump_lead_seat)) continue;
        Mask others = 0;
        for (int q = 0; q < R.nseats; q++)
            if (q != seat) others |= h_[q][su];
        Mask masters = others ? (Mask)(h_[seat][su] & above(topbit(others))) : h_[seat][su];
        int cnt = popc(masters);
        if (cnt && T >= 0 && su != T) cnt = ruff_limit(seat, su, cnt);
        for (int i = 0; i < cnt; i++) {
            win[su] |= (Mask)(1u << topbit(masters));
            masters &= (Mask)~(1u << topbit(masters));
        }
        qt += cnt;
    }
    return qt;
}

// Tricks the counted seat surely wins in a play that ends normally by normal_end_sure's strategy (the caller
// checks it): its quick tricks at its own lead (counted_quick_tricks), else 1 when it keeps the top trump with
// the change still left (top_trump_before_change).  The ranks it rests on go into win.
int Solver::counted_sure_tricks(Mask* win) const {
    const int qt = leader_ == R.count_seat ? counted_quick_tricks(win) : 0;
    if (qt > 0) return qt;
    if (joker_trick_sure()) {
        const int T = R.trump, top = topbit(R.joker_names);
        for (int p = 0; p < R.nseats; p++) win[T] |= (Mask)(h_[p][T] & (1u << top));
        return 1;
    }
    if (!top_trump_before_change()) return qt;
    Mask all = 0;
    for (int p = 0; p < R.nseats; p++) all |= h_[p][R.trump];
    win[R.trump] |= (Mask)(1u << topbit(all));
    return 1;
}

// The counted seat, which is the seat that may not lead trumps, holds the highest trump left, the change is still
// left, and it is not to lead now holding only trumps.  Then with normal_end_sure's strategy (change only when
// forced) it wins a trick from here: either it is never forced, the trump never changes, every card is played
// and the top trump wins its trick; or it is forced at a later lead, which it has because it won the trick
// before (it leads only after winning one, the deal's first lead being this node's, and then not all trumps),
// a trick it won holding the role (with a Banker the roles swap only at the change).
bool Solver::top_trump_before_change() const {
    const int me = R.count_seat, T = R.trump;
    if (!R.trump_change || !change_left_ || change_pending_ || T < 0 || me < 0 || me != R.no_trump_lead_seat ||
        jokers_in_hands())
        return false;
    Mask all = 0;
    for (int p = 0; p < R.nseats; p++) all |= h_[p][T];
    if (!(h_[me][T] & all) || !(h_[me][T] & (1u << topbit(all)))) return false;
    if (leader_ != me) return true;
    for (int su = 0; su < NSUIT; su++)
        if (su != T && h_[me][su]) return true;
    return false;
}

// Jokers named as any card (business): the counted seat, which is the seat that may not lead trumps, holds a
// joker, no other seat holds one, no other seat holds the top trump card (the highest name a joker may take in
// the trump suit), the trump is not being named now, and the seat is not to lead now without a card of another
// suit (a joker leads only as the last card, J1).  Then with normal_end_sure's strategy (the caller checks it:
// change only when forced) it wins a trick from here.  It keeps its joker to its last card and follows suit
// with its other cards (a joker is never compulsory, J2).  Either it wins a trick before the last, or it never
// leads again after this trick (it leads only after winning one; this node's lead, if its own, is a card of
// another suit, which keeps the joker), so it is never forced to change, the trump stays, and at the last trick
// it is not the leader and holds only the joker: void of every suit, it plays it named as the top trump (J3
// restricts only a leading Declarer).  Nothing beats that name but an equal card played earlier in the trick
// (BIZ-9): the top trump card or the other joker, and no other seat holds either.  A trick won before the last
// is won holding the role (the roles swap only at the change), as in top_trump_before_change.  The top trump
// card's owner is the only rank it rests on (win); the jokers' holders are in the key.
bool Solver::joker_trick_sure() const {
    const int me = R.count_seat, T = R.trump;
    if (!R.joker_names || change_pending_ || T < 0 || me < 0 || me != R.no_trump_lead_seat || !h_[me][JOKER])
        return false;
    const Mask top = (Mask)(1u << topbit(R.joker_names));
    for (int q = 0; q < R.nseats; q++)
        if (q != me && (h_[q][JOKER] || (h_[q][T] & top))) return false;
    if (leader_ != me) return true;
    for (int su = 0; su < 4; su++)
        if (su != T && h_[me][su]) return true;
    return false;
}

// The counted seat's top trumps in sequence (the k highest trumps left are all his; their bits in *bits), once
// the change is spent (the trump and the counted seat are fixed for the rest of the play).  Each of them is
// the highest trump of the trick it is played to (every higher trump is his own, and he plays one card a
// trick), so it wins that trick for the counted seat: a play that ends normally (every card played) is worth
// at least end_bonus + k.  0 when the change may still come.
int Solver::counted_top_trumps(Mask* bits) const {
    *bits = 0;
    if (R.trump < 0 || R.count_seat < 0 || change_left_ || change_pending_ || jokers_in_hands()) return 0;
    Mask all = 0;
    for (int p = 0; p < R.nseats; p++) all |= h_[p][R.trump];
    const Mask mine = h_[R.count_seat][R.trump];
    int k = 0;
    for (; all && (mine & (1u << topbit(all))); k++) {
        *bits |= (Mask)(1u << topbit(all));
        all &= (Mask)~(1u << topbit(all));
    }
    return k;
}

// The top-trump bounds (others_top_trumps_cut, top_trump_before_change, counted_top_trumps) assume the highest
// trump left wins its trick.  A joker named as any card breaks that: named as the same trump and played earlier
// in the trick it wins (BIZ-9), named as a higher trump already played it wins outright.  So while any joker is
// still in a hand those bounds stay off.
bool Solver::jokers_in_hands() const {
    for (int q = 0; q < R.nseats; q++)
        if (h_[q][JOKER]) return true;
    return false;
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
    int lo = 0, hi = remaining_points();
    Mask w[NSUIT];
    // With the catch (end_bonus K) every value below K is a caught line, all of which the facade maps to the
    // same score (minus the tricks banked): the first probe asks whether a normal end is reachable at all; if
    // not, 0 stands for every caught value (the map v < K -> one score is non-decreasing, so the minimax over
    // mapped values is unchanged).  Otherwise only [K, hi] is searched.
    if (R.caught_ends && R.end_bonus > 0 && hi >= R.end_bonus) {
        if (!probe(R.end_bonus, w)) return 0;
        // The tricks the counted seat wins are few against the three or four others: step up from K (each
        // probe a success but the last) rather than bisect [K, K + tricks left] from its middle (measured: on
        // the 4-player opening leads of bench/dd_business.py bisection took up to 2.2x the nodes, never fewer
        // than 0.98x; a failing probe far above the value costs more than the successes it skips).
        lo = R.end_bonus;
        while (lo < hi && probe(lo + 1, w)) lo++;
        return lo;
    }
    // Penalties step down from the top (drive_penalties): the avoider's proofs are the costly searches.  (Bisection,
    // its driver before, proved every value on its way: 61.9 M -> 41.6 M trick starts over six 10-card deals a
    // contract; stepping from the middle had proved still more of them.)
    if (R.count_min_side) return drive_penalties(guess);
    // The caller's bounds (value_after): the value is known to be at least floor (reached without a probe) and at
    // most ceiling (never probed above).
    lo = std::max(lo, floor);
    hi = std::min(hi, ceiling);
    if (lo >= hi) return lo;
    if (R.tricks_only && !R.count_min_side) {
        int g = guess < 0 ? (lo + hi + 1) / 2 : std::min(std::max(guess, lo), hi);
        // step from the guess
        if (g == lo) g = lo + 1;
        if (probe(g, w)) {
            lo = g;
            while (lo < hi) {
                if (probe(lo + 1, w))
                    lo++;
                else
                    break;
            }
            return lo;
        }
        hi = g - 1;
        while (hi > lo) {
            if (probe(hi, w)) return hi;
            hi--;
        }
        return lo;
    }
    // Every value is a multiple of point_step_: the search runs over multiples only.
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

// ---------------------------------------------------------------- equal cards, jokers that never win

// Group bounds per power.  Partition search is off with groups: every entry keeps all the cards with their
// ties (relative ranks, exact for tricks).  A version keeping the ties of the cards an entry keeps and never
// cutting a group agreed with the exact keys on every bezique play-out position tried but was no faster
// there (most cards decide a trick when copies tie), so the simpler exact keys stay.
void Solver::init_groups() {
    grouped_ = R.grouped;
    for (int s = 0; s < NSUIT; s++)
        for (int b = 0; b < MAXPOW; b++) glo_[s][b] = ghi_[s][b] = (uint8_t)b;
    if (!grouped_) return;
    abstract_ = false;
    for (int s = 0; s < NSUIT; s++) {
        for (int b = 1; b < MAXPOW; b++)
            if (R.group[s][b] < R.group[s][b - 1]) throw std::invalid_argument("groups must not decrease with power");
        for (int b = 1; b < MAXPOW; b++)
            if (R.group[s][b] == R.group[s][b - 1]) glo_[s][b] = glo_[s][b - 1];
        for (int b = MAXPOW - 2; b >= 0; b--)
            if (R.group[s][b] == R.group[s][b + 1]) ghi_[s][b] = ghi_[s][b + 1];
    }
}

// The bits of a key's per-suit word an entry keeping the top k cards compares: their owners (owner_bits_ each).
uint64_t Solver::entry_mask(int k) const {
    return tt_.mask_of(k);
}

// Must head (bezique's play-out): of the cards allowed, only those beating the trick's winning card, when any
// does (a card after a joker that never wins beats it if it has a suit).  Named jokers are not combined with it.
void Solver::head(Mask* cand) const {
    const PCard& wc = trick_[trick_winner()];
    Mask beat[NSUIT] = {0, 0, 0, 0, 0};
    bool any = false;
    for (int s = 0; s < 4; s++) {
        if (wc.esuit == JOKER || (s == R.trump && wc.esuit != R.trump))
            beat[s] = cand[s];
        else if (s == wc.esuit)
            beat[s] = (Mask)(cand[s] & beat_mask(s, wc.ebit));
        any = any || beat[s];
    }
    if (!any) return;
    for (int s = 0; s < NSUIT; s++) cand[s] = beat[s];
}

// Quick tricks for a leader alone on his side in a multi-pack game (bezique): a forced ruff cannot hand the
// lead to a partner (there is none), so must-trump does not spoil the count, and a led card equal to the
// others' best wins.  Other games keep their rules (no change to their searches).
bool Solver::lone_multipack(int seat) const {
    if (!grouped_ && !R.jokers_never_win) return false;
    for (int q = 0; q < R.nseats; q++)
        if (q != seat && R.side[q] == R.side[seat]) return false;
    return true;
}

Mask Solver::beat_mask(int s, int b) const { return b >= MAXPOW - 1 ? 0 : above(ghi_[s][b]); }

int Solver::strength(const PCard& c) const {
    if (c.ebit >= MAXPOW) return 64 + c.ebit;  // a named joker: above every card of its suit
    return grouped_ ? R.group[c.esuit][c.ebit] : c.ebit;
}

// The trick's winner when cards may tie (the earlier wins) or jokers never win (the first suited card
// after a joker lead takes over).
int Solver::trick_winner_general() const {
    int w = 0;
    for (int i = 1; i < nplayed_; i++) {
        const PCard& c = trick_[i];
        const PCard& b = trick_[w];
        if (c.esuit == JOKER) continue;  // only jokers that never win keep suit 4 in a trick
        if (b.esuit == JOKER) {
            w = i;
        } else if (c.esuit == b.esuit) {
            if (strength(c) > strength(b)) w = i;
        } else if (R.trump >= 0 && c.esuit == R.trump) {
            w = i;
        }
    }
    return w;
}

// Move ordering's "does m beat the winning card" under the same rules.
bool Solver::beats_general(const Move& m, const PCard& wc) const {
    if (m.esuit == JOKER) return false;
    if (wc.esuit == JOKER) return true;
    PCard c{m.suit, m.bit, m.esuit, m.ebit, 0};
    if (m.esuit == wc.esuit) return strength(c) > strength(wc);
    return R.trump >= 0 && m.esuit == R.trump;
}

// Whether two cards of one hand (powers prev > b, consecutive among its candidates) play differently: some
// other card ranks between them or ties with either.  Copies of one card never differ; nor do jokers that
// never win.
bool Solver::split_class(int s, int prev, int b, Mask others) const {
    if (R.jokers_never_win && s == JOKER) return false;
    if (!grouped_) return (others & (Mask)(below(prev) & above(b))) != 0;
    if (R.group[s][prev] == R.group[s][b]) return false;
    const Mask span = (Mask)(below(ghi_[s][prev] + 1) & (Mask)~below(glo_[s][b]));
    return (others & span) != 0;
}

// Bit k: the k-th and (k+1)-th remaining cards of the suit (from the top) tie (at most 31 bits).  With the
// owners of the cards in rank order and the lengths, it fixes a trick-only position up to renaming ranks,
// which changes no play.
uint64_t Solver::rank_pattern(int s, Mask all) const {
    uint64_t pat = 0;
    int k = 0, prev = -1;
    for (uint32_t m = all; m; k++) {
        const int bt = topbit(m);
        m &= ~(1u << bt);
        if (prev >= 0 && R.group[s][bt] == R.group[s][prev]) pat |= 1ULL << (k - 1);
        prev = bt;
    }
    return pat;
}

// ---------------------------------------------------------------- jokers named as any card (business)

// J1: a joker leads only as its holder's last card or from a hand of exactly the two jokers.
bool Solver::joker_may_lead(int seat) const {
    const Mask* H = h_[seat];
    int cards = 0;
    for (int s = 0; s < NSUIT; s++) cards += popc(H[s]);
    return cards == 1 || (cards == 2 && popc(H[JOKER]) == 2);
}

// The namings of the jokers of class cls (a hand's jokers are alike) in the suits allowed, one move per class
// of namings that play alike.  Proof: the joker leaves with its trick, so a naming matters only through the
// trick's winner and, led, the suit to follow (its suit, the same for every naming of a move).  The winner
// depends on the joker's name only through how it compares with each card that is or may come into the trick
// in the same suit: an earlier card of power c loses to it iff it is named above c, a later one iff named c or
// above (the earlier of equal cards wins).  Two namings with no cut (naming_cuts) between them compare alike
// with all of those, so every line of play has the same winner and the same position after the trick: they
// have the same value.  Following in a suit that is neither led nor trump, the joker can win nothing and no
// card compares with it: all its powers are one class.
int Solver::gen_named_jokers(Move* out, int n, Mask cls, uint8_t suits) const {
    const int led = nplayed_ ? trick_[0].esuit : -1;
    for (int ns = 0; ns < 4; ns++) {
        if (!(suits & (1u << ns))) continue;
        if (n + 16 > 64) throw std::runtime_error("too many joker namings");
        const Mask cuts = led >= 0 && ns != led && ns != R.trump ? 0 : naming_cuts(ns);
        Mask run = 0;
        auto emit = [&]() {
            const int8_t top = (int8_t)topbit(run);
            out[n++] = Move{(int8_t)JOKER, (int8_t)lowbit(cls), (int8_t)ns, top, cls, 0, MOVE_CARD, run};
        };
        for (int p = 0; p < 16; p++) {
            if (!(R.joker_names >> p & 1)) continue;
            if ((cuts >> p & 1) && run) {
                emit();
                run = 0;
            }
            run |= (Mask)(1u << p);
        }
        if (run) emit();
    }
    return n;
}

// Powers p at which a joker named in suit s starts to beat another card of the trick (named p beats it, named
// p - 1 does not): c + 1 for an earlier card of power c, c for a card of a seat still to play.
// A seat still to play holding the other joker, and no card of the led suit (s when this joker leads), may play
// it to this trick (J2) named anywhere: beside how this joker compares with the cards, what matters then is
// which names the later joker has above this one's.  Between two cuts (a run) every name compares alike with
// every card of the trick and of the later seats' hands (those are the cuts), for this joker and for the later
// one; so what the later joker can do against a name p of the run (beat it with a name q > p: of this run, or
// of a run above it, the same for all p of the run; or not beat it, whatever its name) depends only on whether
// the run holds a nameable power above p.  The top nameable power of each run is therefore a class of its own
// (run_tops), and the rest of the run another: two classes a run where every power used to be one.
Mask Solver::naming_cuts(int s) const {
    Mask cuts = 0;
    const int led = nplayed_ ? trick_[0].esuit : s;
    for (int i = 0; i < nplayed_; i++)
        if (trick_[i].esuit == s && trick_[i].ebit < MAXPOW - 1) cuts |= (Mask)(1u << (trick_[i].ebit + 1));
    bool later_joker = false;
    for (int k = nplayed_ + 1; k < R.nseats; k++) {
        const int q = (leader_ + k) % R.nseats;
        later_joker = later_joker || (h_[q][JOKER] && !h_[q][led]);
        cuts |= h_[q][s];
    }
    return later_joker ? cuts | run_tops(cuts) : cuts;
}

// The top nameable power of each run of powers between cuts (naming_cuts), over the powers gen_named_jokers names.
Mask Solver::run_tops(Mask cuts) const {
    Mask tops = 0;
    int top = -1;
    for (int p = 0; p < 16; p++) {
        if ((cuts >> p & 1) && top >= 0) {
            tops |= (Mask)(1u << top);
            top = -1;
        }
        if (R.joker_names >> p & 1) top = p;
    }
    if (top >= 0) tops |= (Mask)(1u << top);
    return tops;
}

// quick_tricks with jokers named as any card: an opponent holding one beats a master of suit s (any suit, the
// trump too: named a higher trump) only once void of s (J2: he follows while he can), so of cnt masters cashed
// in a row at most his length in s are sure, as for a ruffer in ruff_limit.  Without such jokers: cnt.
int Solver::joker_limit(int seat, int s, int cnt) const {
    if (!R.joker_names) return cnt;
    for (int q = 0; q < R.nseats; q++) {
        if (q == seat || R.side[q] == R.side[seat] || !h_[q][JOKER]) continue;
        const int l = R.follow ? popc(h_[q][s]) : 0;
        if (l < cnt) cnt = l;
    }
    return cnt;
}

// Whether two cards of the seat's hand in suit s (powers prev > b, no live card between them) play differently
// because of jokers named as any card (g: joker_gaps of the seat and suit).  A joker already in the trick,
// named r in suit s, is beaten by prev and not by b when b <= r < prev.  Otherwise, with another seat's joker still in a hand, they play alike when the
// free powers (nameable, no card of a hand or of the trick, no name in the trick) right below b and right above
// prev number at least cap each (wide gaps): cap 3 while the jokers in hands are in two hands, else 1.  Proof:
// the seat plays X (b or prev) and keeps the other.  In this trick a later joker compares with X alone: a name
// that beats b and none of the other cards beats prev too if it is above it (and is among the free powers above
// prev: one exists), and one that beats prev beats b; so the two lines of play correspond card for card and
// name for name, with the same winner.  (Two later jokers: the run above X holds at least two free powers
// either way, which is all naming_cuts distinguishes.)  After the trick the positions differ only in which of
// the two powers is dead: the gaps next to the kept card are (gap below b) + 1 + (gap between) below it and the
// gap above prev above it, against the gap below b below it and (gap between) + 1 + (gap above prev) above it,
// all the same once capped at cap when both outer gaps hold cap or more (the cards of this trick only widen
// them, alike in both).  By gap_pattern's proof two such trick starts have the same value (jokers gone: the
// usual relative ranks).  So playing b or prev gives the same value.  (The seat's own jokers never meet its own
// cards.)  Measured on business's 54-card deals (bench/README.md).
bool Solver::named_joker_splits(const JokerGaps& g, int prev, int b) const {
    if (g.named & below(prev) & (Mask)~below(b)) return true;
    if (!g.other) return false;
    const Mask lower = (Mask)(g.occupied & below(b)), higher = (Mask)(g.occupied & above(prev));
    const Mask under = (Mask)(g.free & below(b) & (lower ? above(topbit(lower)) : ~(Mask)0));
    const Mask over = (Mask)(g.free & above(prev) & (higher ? below(lowbit(higher)) : ~(Mask)0));
    return popc(under) < g.cap || popc(over) < g.cap;  // wide gaps: at least cap free powers each side
}

// named_joker_splits' facts for suit s, once a move generation: whether a seat other than `seat` holds a joker,
// the cap, the powers a card of a hand or of the trick or a joker's name in the trick occupies, the free
// (nameable, unoccupied) powers, and the names of jokers in the trick.
Solver::JokerGaps Solver::joker_gaps(int seat, int s) const {
    JokerGaps g;
    int holders = 0;
    for (int q = 0; q < R.nseats; q++) {
        g.occupied |= h_[q][s];
        if (!h_[q][JOKER]) continue;
        holders++;
        g.other = g.other || q != seat;
    }
    g.cap = holders >= 2 ? 3 : 1;
    for (int i = 0; i < nplayed_; i++) {
        if (trick_[i].esuit != s || trick_[i].ebit >= MAXPOW) continue;
        g.occupied |= (Mask)(1u << trick_[i].ebit);
        if (trick_[i].suit == JOKER) g.named |= (Mask)(1u << trick_[i].ebit);
    }
    g.free = (Mask)(R.joker_names & ~g.occupied);
    return g;
}

// Partition search at a trick start: on by the rules, or (jokers named as any card) once no joker is left in a
// hand: at a trick start none is in a trick either, so from here on the play is one of standard cards only,
// which is the case the abstraction's proof covers (jokers never come back).
bool Solver::abstract_now() const {
    return abstract_ || (abstract_free_ && !jokers_in_hands());
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

// A full table keeps its deepest entries (TT::keep_deepest) instead of being cleared.  Measured first on business's
// 4-player opening leads (bench/README.md): the failing probe of seed 8 filled a 64 MB table several times over,
// and each clear threw away the entries near the root; then on barbu's opening leads, every game.
void Solver::make_room() {
    tt_.keep_deepest();
    stats.tt_compactions++;
}

}  // namespace dd
