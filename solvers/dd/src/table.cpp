// The generic engine's transposition table (TT in engine.hpp): buckets by suit lengths and key, entries by
// shape, the budget in bytes, and thinning when full (keep_deepest).
#include "engine.hpp"

#include <algorithm>
#include <cstring>
#include <cstdlib>

#include "bits.hpp"

namespace dd {

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

}  // namespace dd
