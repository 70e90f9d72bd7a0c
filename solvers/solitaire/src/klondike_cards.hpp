// The Klondike search's cards, columns and transposition-table memory (see klondike_search.hpp).
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <vector>

#include "solitaire_cards.hpp"

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace klondike {

using solitaire::fits;
using solitaire::mix;
using solitaire::rank_of;
using solitaire::red;
using solitaire::suit_of;
inline int twin(int code) { return (suit_of(code) ^ 3) * 13 + code % 13; }  // clubs <-> spades, diamonds <-> hearts

struct Column { std::vector<int> down, up; };

// The transposition table's memory: zero pages from the system, touched only as positions are stored (a
// quick win pays nothing), on Linux in 2 MiB pages where the kernel allows them: a probe lands anywhere in
// the table, and with 4 KiB pages most probes also missed the address translation cache.
class ZeroTable {
public:
    ZeroTable() = default;
    explicit ZeroTable(size_t slots) : bytes_(slots * sizeof(uint64_t) + HUGE_PAGE) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
        void* p = mmap(nullptr, bytes_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) throw std::bad_alloc();
        base_ = p;
        const uintptr_t aligned = (reinterpret_cast<uintptr_t>(p) + HUGE_PAGE - 1) & ~uintptr_t(HUGE_PAGE - 1);
        slots_ = reinterpret_cast<uint64_t*>(aligned);
        madvise(slots_, slots * sizeof(uint64_t), MADV_HUGEPAGE);  // a hint: without it the table still works
#else
        base_ = std::calloc(slots, sizeof(uint64_t));
        if (!base_) throw std::bad_alloc();
        slots_ = static_cast<uint64_t*>(base_);
#endif
    }
    ZeroTable(const ZeroTable&) = delete;
    ZeroTable(ZeroTable&& other) noexcept { *this = std::move(other); }
    ZeroTable& operator=(ZeroTable&& other) noexcept {
        std::swap(base_, other.base_), std::swap(slots_, other.slots_), std::swap(bytes_, other.bytes_);
        return *this;
    }
    ~ZeroTable() {
        if (!base_) return;
#if defined(__linux__) && defined(MADV_HUGEPAGE)
        munmap(base_, bytes_);
#else
        std::free(base_);
#endif
    }
    uint64_t* get() const { return slots_; }
    uint64_t& operator[](size_t i) const { return slots_[i]; }

private:
    static constexpr size_t HUGE_PAGE = size_t(1) << 21;
    void* base_ = nullptr;
    uint64_t* slots_ = nullptr;
    size_t bytes_ = 0;
};

}  // namespace klondike
