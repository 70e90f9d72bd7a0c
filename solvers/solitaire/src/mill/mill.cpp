// Thoughtful Mill solver (every card known): depth-first search over ranks with a transposition cache.
//
// Suits never matter in the Mill (the ace pile goes up and the king piles down regardless of suit, kings go
// to the corners by rank), so the core sees ranks only (ace 1 .. king 13).  The position: the stock as the
// deal's rank sequence and a cursor (draws and wing refills both take its next card), the talon as a stack,
// the eight wings, the ace pile's length, the four king piles' lengths (filled in corner order) and the
// transfer marker (ML-6 (b)).  The moves and automatic steps mirror games/mill under its default options
// (refill=talon, forced_kings): the line the search returns names real wings and piles, and
// cardgames.solvers.solitaire.mill turns it into move ids that the rules engine replays.
//
// Folding (exact): the wings are interchangeable (every rule reads the wing's card, never its place; a
// refill goes back into the same wing), so the key holds them as a multiset; the king piles are
// interchangeable but for the transfer marker and the corner order (empty corners are the last ones, so the
// multiset of lengths names the next empty corner), so the key holds the sorted (length, marked) pairs; once
// the stock is empty the wings and the talon's top are one window (see key()).  Two cards of the same rank
// played to the same pile from that multiset give the same folded position: one move is searched.  One safe
// play is searched alone (keep_only_a_safe_ace_play, with its proof).
//
// The cache may forget positions (four-way buckets, the oldest entry replaced): the search stays exact
// because every move strictly increases 2 * (cards on the foundations) + (cards on the ace pile) + (stock
// cursor) (a play adds 2 or 3, a transfer 1, a draw 1), so no position is its own descendant: a position
// found in the cache was searched to the end without a win, and one forgotten is only searched again.
//
// No globals: every call builds its own Search, bounded by nodes, time and cache size, GIL released.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "../solitaire_answer.hpp"
#include "../solitaire_cards.hpp"

namespace py = pybind11;

namespace {

constexpr int WINGS = 8, CORNERS = 4, KING = 13, KING_PILE = 13, ACE_PILE = 52, CARDS = 104, MAX_TALON = 104;

using solitaire::answer_without_gil;
using solitaire::mix;

// The steps of a line, as the game's moves (see mill.py): a wing or the talon onto the ace pile or king pile
// `pile`, a draw, a transfer from king pile `pile`.
enum Op : int { WING_ACE = 0, WING_KING = 1, TALON_ACE = 2, TALON_KING = 3, DRAW = 4, TRANSFER = 5 };
struct Step { int op, wing, pile; };

enum Verdict : int { WON = 1, LOST = 2, BUDGET = 3 };

struct Position {
    uint8_t wing[WINGS];      // ranks, 0 for an empty wing
    uint8_t kings[CORNERS];   // lengths of the king piles (0: the corner is empty)
    uint8_t ace;              // length of the ace pile (the centre ace counts)
    int8_t last;              // ML-6 (b): the king pile of the last transfer, -1 for none
    uint8_t cursor;           // the stock's next card is stock[cursor]
    uint8_t talon_len;
    uint8_t talon[MAX_TALON];  // bottom first
    uint64_t talon_hash[MAX_TALON + 1];  // talon_hash[n]: the hash of the talon's n bottom cards

    int ace_wants() const { return ace >= ACE_PILE ? 0 : ace % 13 + 1; }  // ML-8: the ace after the king
    int king_wants(int pile) const {
        return kings[pile] == 0 || kings[pile] >= KING_PILE ? 0 : KING - kings[pile];
    }
    int first_empty_corner() const {
        for (int k = 0; k < CORNERS; k++) if (!kings[k]) return k;
        return -1;
    }
    int on_foundations() const { return ace + kings[0] + kings[1] + kings[2] + kings[3]; }
    int talon_top() const { return talon_len ? talon[talon_len - 1] : 0; }
    void push_talon(int rank) {
        talon[talon_len] = uint8_t(rank);
        talon_hash[talon_len + 1] = mix(talon_hash[talon_len] ^ uint64_t(rank));
        talon_len++;
    }
};

// A move of the search: what goes where (a wing by index, -1 for the talon top, a king pile or -1 for the ace pile).
struct Move { int8_t kind, wing, pile; uint8_t prio; };
enum Kind : int8_t { K_PLAY = 0, K_DRAW = 1, K_TRANSFER = 2 };

class Search {
public:
    Search(std::vector<int> stock, const Position& root, uint64_t node_limit, double seconds, int table_bits,
           bool safe_moves)
        : stock_(std::move(stock)), root_(root), safe_moves_(safe_moves), node_limit_(node_limit) {
        deadline_ = std::chrono::steady_clock::now() +
                    std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(seconds));
        const size_t slots = size_t(1) << table_bits;
        table_.reset(static_cast<uint64_t*>(std::calloc(slots, sizeof(uint64_t))));
        if (!table_) throw std::bad_alloc();
        mask_ = (slots - 1) & ~size_t(BUCKET - 1);
        path_.reserve(CARDS * 4);
    }

    // Restarts in random move order, each with a cache of its own (a salted key) ending at its share of the
    // budget, find wins long before the depth-first order would (it backtracks over the last moves, while a
    // deal is decided by its early draws); a restart that ends without a win searched its whole space (every
    // move, only the order changed), so it proves the loss as well as the plain phase, which comes last
    // with the rest of the budget.
    int run(const std::vector<std::pair<double, int>>& phases) {
        if (root_.on_foundations() == CARDS) return WON;
        const auto start = std::chrono::steady_clock::now();
        const uint64_t limit = node_limit_;
        for (size_t i = 0; i < phases.size(); i++) {
            const bool last = i + 1 == phases.size();
            const auto [share, draw_bias] = phases[i];
            rng_ = last || draw_bias < 0 ? 0 : mix(i + 1);  // a negative bias: the plain order
            draw_bias_ = draw_bias;
            phase_nodes_ = last ? limit : uint64_t(share * double(limit));
            phase_deadline_ = last ? deadline_ : start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                             (deadline_ - start) * share);
            salt_ = mix(i * 0x5851F42D4C957F2DULL + 7);  // a fresh cache: the earlier phases' keys never match
            stop_ = false, reason_ = "";
            path_.clear();
            if (dfs(root_)) return WON;
            if (!stop_) return LOST;
            if (hard_stop_) break;
        }
        return BUDGET;
    }

    std::vector<std::tuple<int, int, int>> line() const {
        std::vector<std::tuple<int, int, int>> out;
        for (const Step& s : path_) out.emplace_back(s.op, s.wing, s.pile);
        return out;
    }
    uint64_t nodes() const { return nodes_; }
    size_t stored() const { return stored_; }
    uint64_t replaced() const { return replaced_; }
    int best() const { return best_; }
    uint64_t safe_played() const { return safe_played_; }
    const char* reason() const { return reason_; }

private:
    static constexpr size_t BUCKET = 4;  // four keys share a cache line's half: one probe, no chains

    std::vector<int> stock_;
    Position root_;
    bool safe_moves_;
    uint64_t node_limit_, nodes_ = 0, replaced_ = 0, safe_played_ = 0;
    std::chrono::steady_clock::time_point deadline_;
    struct Free { void operator()(uint64_t* p) const { std::free(p); } };
    std::unique_ptr<uint64_t[], Free> table_;
    size_t mask_, stored_ = 0;
    int best_ = 0;  // the most cards on the foundations in any position searched
    bool stop_ = false, hard_stop_ = false;
    const char* reason_ = "";
    uint64_t salt_ = 0;     // mixed into every key: each phase has a cache of its own (a stale entry is only replaced)
    uint64_t rng_ = 0;      // nonzero: this phase orders the moves at random
    int draw_bias_ = 0;     // a random phase: how much later than a play the draw tends to come (0..128)
    uint64_t phase_nodes_ = 0;
    std::chrono::steady_clock::time_point phase_deadline_;
    std::vector<Step> path_;

    // ------------------------------------------------------------ the cache

    // Once the stock is empty the talon's top and the wings are one window: playing any of them brings the
    // card under the top into play (into the emptied wing, or as the new top), and every rule reads the
    // window's ranks only; so there the key holds the window (wings and top) as one multiset and the talon
    // below the top.
    uint64_t key(const Position& p) const {
        uint8_t window[WINGS + 1];
        std::copy(p.wing, p.wing + WINGS, window);
        int n = WINGS;
        uint64_t h = p.talon_hash[p.talon_len];
        if (p.cursor == stock_.size()) {
            window[n++] = uint8_t(p.talon_top());
            h = p.talon_hash[p.talon_len ? p.talon_len - 1 : 0] ^ 0xE4D7ULL;
        }
        std::sort(window, window + n);
        uint16_t piles[CORNERS];
        for (int k = 0; k < CORNERS; k++) piles[k] = uint16_t(p.kings[k] << 1 | (k == p.last));
        std::sort(piles, piles + CORNERS);
        uint64_t w = 0;
        for (int i = 0; i < n; i++) w = w << 4 | window[i];  // up to 9 ranks of 4 bits
        h = mix(h ^ w);
        uint64_t k = 0;
        for (int i = 0; i < CORNERS; i++) k = k << 5 | piles[i];
        h = mix(h ^ (k << 16 | uint64_t(p.ace) << 8 | p.cursor));
        return (h ^ salt_) | 1;  // 0 marks an empty slot
    }

    // True if the position is new (and now stored, maybe in place of an older entry).
    bool visit(const Position& p) {
        const uint64_t k = key(p);
        uint64_t* bucket = table_.get() + (k & mask_);
        for (size_t i = 0; i < BUCKET; i++) {
            if (bucket[i] == k) return false;
            if (bucket[i] == 0) { bucket[i] = k; stored_++; return true; }
        }
        // Full: the oldest entry goes (the bucket is kept newest first).
        std::copy_backward(bucket, bucket + BUCKET - 1, bucket + BUCKET);
        bucket[0] = k;
        replaced_++;
        return true;
    }

    bool out_of_budget() {
        if (++nodes_ > node_limit_) { stop("the node budget ran out"); hard_stop_ = true; return true; }
        if (nodes_ > phase_nodes_) { stop("the node budget ran out"); return true; }
        if ((nodes_ & 1023) == 0) {
            const auto now = std::chrono::steady_clock::now();
            if (now > deadline_) hard_stop_ = true;
            if (now > phase_deadline_) { stop("the time budget ran out"); return true; }
        }
        return false;
    }

    // A random phase: every move gets a random priority (0..127), a play onto the ace pile a smaller one
    // (0..63: the ace pile is the one pile all ranks feed in turn, so its plays tend to come first; on seeds
    // 20-79 at 2 s this won 25 deals against 20 with all plays alike), the draw shifted later by the bias.
    void shuffle(Move* moves, int n) {
        for (int i = 0; i < n; i++) {
            rng_ = rng_ * 6364136223846793005ULL + 1442695040888963407ULL;
            const int r = int(rng_ >> 56);
            const bool ace = moves[i].kind == K_PLAY && moves[i].pile < 0;
            moves[i].prio = uint8_t(moves[i].kind == K_DRAW ? std::min(255, r / 2 + draw_bias_) : ace ? r / 4 : r / 2);
        }
        std::stable_sort(moves, moves + n, [](const Move& a, const Move& b) { return a.prio < b.prio; });
    }
    void stop(const char* why) { stop_ = true; reason_ = why; }

    // ------------------------------------------------------------ the rules (games/mill, default options)

    // ML-2, ML-5: an emptied wing takes the stock's next card, the talon's top once the stock is empty; a
    // king goes on to the next empty corner and the wing is refilled again.
    void refill(Position& p, int wing) const {
        while (!p.wing[wing]) {
            int rank;
            if (p.cursor < stock_.size()) rank = stock_[p.cursor++];
            else if (p.talon_len) rank = p.talon[--p.talon_len];
            else return;
            const int corner = rank == KING ? p.first_empty_corner() : -1;
            if (corner >= 0) p.kings[corner] = 1;
            else p.wing[wing] = uint8_t(rank);
        }
    }

    // A draw: the stock's next card onto the talon, or straight to the next empty corner if a king.
    void draw(Position& p) const {
        const int rank = stock_[p.cursor++];
        const int corner = rank == KING ? p.first_empty_corner() : -1;
        if (corner >= 0) p.kings[corner] = 1;
        else p.push_talon(rank);
    }

    // ML-6: the top of king pile `pile` may go on the ace pile: (c) not the base king, fits the ace pile,
    // (b) not the pile of the last transfer, (a) afterwards a wing card or the talon top has a new play:
    // one of the moved card's rank onto this pile, or one of the next rank onto the ace pile.
    bool transfer_legal(const Position& p, int pile) const {
        const int count = p.kings[pile];
        if (count < 2 || pile == p.last) return false;
        const int rank = KING - count + 1;
        if (rank != p.ace_wants()) return false;
        const bool opens_ace = p.ace + 1 < ACE_PILE;
        for (int i = 0; i < WINGS; i++)
            if (p.wing[i] && (p.wing[i] == rank || (opens_ace && p.wing[i] == rank + 1))) return true;
        const int top = p.talon_top();
        return top && (top == rank || (opens_ace && top == rank + 1));
    }

    // Whether the game goes on after a move (else it ended: won, or no move left, §11.5).
    bool has_move(const Position& p) const {
        if (p.cursor < stock_.size()) return true;
        const int ace = p.ace_wants();
        auto playable = [&](int rank) {
            if (!rank) return false;
            if (rank == ace) return true;
            for (int k = 0; k < CORNERS; k++) if (p.king_wants(k) == rank) return true;
            return false;
        };
        for (int i = 0; i < WINGS; i++) if (playable(p.wing[i])) return true;
        if (playable(p.talon_top())) return true;
        for (int k = 0; k < CORNERS; k++) if (transfer_legal(p, k)) return true;
        return false;
    }

    // ------------------------------------------------------------ moves

    // The moves of `p`, best first: cards onto the foundations (the ace pile first), transfers, the draw.
    // Wing cards of one rank give the same folded position: only the first wing of each rank is played.
    int moves_of(const Position& p, Move* out) const {
        int n = 0;
        const int ace = p.ace_wants();
        int wants[CORNERS];
        for (int k = 0; k < CORNERS; k++) wants[k] = p.king_wants(k);
        auto targets = [&](int rank, int wing) {
            if (rank == ace) out[n++] = {K_PLAY, int8_t(wing), -1, 0};
            for (int k = 0; k < CORNERS; k++) {
                if (wants[k] != rank) continue;
                bool same = false;  // two piles of one length and no marker on either: the same folded position
                for (int j = 0; j < k; j++) same |= wants[j] == rank && j != p.last && k != p.last;
                if (!same) out[n++] = {K_PLAY, int8_t(wing), int8_t(k), 1};
            }
        };
        uint16_t seen = 0;
        for (int i = 0; i < WINGS; i++) {
            const int rank = p.wing[i];
            if (!rank || (seen >> rank & 1)) continue;
            seen |= uint16_t(1 << rank);
            targets(rank, i);
        }
        // The stock empty, the talon's top and a wing card of one rank give the same folded position (see key()).
        const bool window = p.cursor == stock_.size();
        if (p.talon_len && !(window && (seen >> p.talon_top() & 1))) targets(p.talon_top(), -1);
        for (int k = 0; k < CORNERS; k++)
            if (transfer_legal(p, k)) out[n++] = {K_TRANSFER, -1, int8_t(k), 2};
        if (p.cursor < stock_.size()) out[n++] = {K_DRAW, -1, -1, 3};
        std::stable_sort(out, out + n, [](const Move& a, const Move& b) { return a.prio < b.prio; });
        return n;
    }

    void play(Position& p, const Move& m) {
        if (m.kind == K_DRAW) {
            draw(p);
            path_.push_back({DRAW, -1, -1});
            return;
        }
        if (m.kind == K_TRANSFER) {
            p.kings[m.pile]--;
            p.ace++;
            p.last = m.pile;
            path_.push_back({TRANSFER, -1, m.pile});
            return;
        }
        if (m.wing >= 0) p.wing[m.wing] = 0;
        else p.talon_len--;
        if (m.pile < 0) {
            p.ace++;
            p.last = -1;  // ML-6 (b): a wing or talon card on the ace pile clears the marker
        } else {
            p.kings[m.pile]++;
        }
        if (m.wing >= 0) refill(p, m.wing);
        path_.push_back({m.wing >= 0 ? (m.pile < 0 ? WING_ACE : WING_KING) : (m.pile < 0 ? TALON_ACE : TALON_KING),
                         m.wing, m.pile});
    }

    // ------------------------------------------------------------ the search

    // A safe play, searched alone: once the stock is empty, a window card of the rank a the ace pile wants,
    // while every king pile is complete or wants a rank at most a - 2.
    // Proof.  Take a winning line L from here and its first card onto the ace pile, at step j; it is of rank
    // a.  Before j no card goes on the ace pile, so there is no transfer and every step is a play onto a king
    // pile; a king pile's wanted rank only falls as cards go on it, so all of them stay at most a - 2: no
    // card of rank a is played before j, and the card at j is not a transfer (a transfer's card tops its pile
    // at one above the rank the pile wants, at most a - 1).  So the card at j, Z, is a window card of rank a
    // (from the window at the start or revealed later).  Play X, our window card of rank a, first, then L's
    // plays 1..j-1: with the stock empty every play brings the next talon card into the window whichever
    // card it was, so the window before each of them holds L's window then, less X, plus one card revealed
    // earlier; X is not among those plays (they are all of ranks below a), so each is still in the window and
    // fits its pile (the piles are L's).  After them the removed cards are L's with X for Z, same rank, and
    // the same cards revealed: the same folded position (the marker cleared in both), and L goes on from there.
    bool keep_only_a_safe_ace_play(const Position& p, Move* moves, int& n) const {
        const int ace = p.ace_wants();
        if (p.cursor < stock_.size() || !ace) return false;
        for (int k = 0; k < CORNERS; k++)
            if (p.kings[k] != KING_PILE && (p.kings[k] == 0 || p.king_wants(k) > ace - 2)) return false;
        for (int i = 0; i < n; i++) {
            if (moves[i].kind != K_PLAY || moves[i].pile >= 0) continue;
            moves[0] = moves[i];
            n = 1;
            return true;
        }
        return false;
    }

    bool dfs(const Position& p) {
        if (stop_ || out_of_budget() || !visit(p)) return false;
        best_ = std::max(best_, p.on_foundations());
        Move moves[WINGS * (CORNERS + 1) + CORNERS + CORNERS + 2];
        int n = moves_of(p, moves);
        if (safe_moves_ && keep_only_a_safe_ace_play(p, moves, n)) safe_played_++;
        else if (rng_) shuffle(moves, n);
        for (int i = 0; i < n; i++) {
            Position child = p;
            play(child, moves[i]);
            if (child.on_foundations() == CARDS) return true;
            if (has_move(child) && dfs(child)) return true;
            path_.pop_back();
            if (stop_) return false;
        }
        return false;
    }
};

py::dict solve(const std::vector<int>& stock, const std::vector<int>& talon, const std::vector<int>& wings,
               const std::vector<int>& kings, int ace, int last, uint64_t node_limit, double seconds, int table_bits,
               const std::vector<std::pair<double, int>>& phases, bool safe_moves) {
    auto rank_ok = [](int r) { return r >= 0 && r <= KING; };
    if (wings.size() != WINGS || kings.size() != CORNERS || stock.size() + talon.size() > size_t(CARDS - 1 - WINGS) ||
        ace < 1 || ace > ACE_PILE || last < -1 || last >= CORNERS || table_bits < 10 || table_bits > 30 || phases.empty() ||
        !std::all_of(wings.begin(), wings.end(), rank_ok) ||
        !std::all_of(stock.begin(), stock.end(), [](int r) { return r >= 1 && r <= KING; }) ||
        !std::all_of(talon.begin(), talon.end(), [](int r) { return r >= 1 && r <= KING; }) ||
        !std::all_of(kings.begin(), kings.end(), [](int c) { return c >= 0 && c <= KING_PILE; }))
        throw std::invalid_argument("bad Mill position");
    Position root{};
    for (int i = 0; i < WINGS; i++) root.wing[i] = uint8_t(wings[i]);
    for (int k = 0; k < CORNERS; k++) root.kings[k] = uint8_t(kings[k]);
    root.ace = uint8_t(ace);
    root.last = int8_t(last);
    root.talon_hash[0] = 0x7A1011ULL;
    for (int r : talon) root.push_talon(r);
    return answer_without_gil<std::vector<std::tuple<int, int, int>>>([&](auto& answer) {
        Search search(stock, root, node_limit, seconds, table_bits, safe_moves);
        answer.verdict = search.run(phases);
        if (answer.verdict == WON) answer.line = search.line();
        answer.nodes = search.nodes(), answer.stored = search.stored(), answer.reason = search.reason();
        answer.counters = {{"replaced", int64_t(search.replaced())}, {"best", search.best()},
                           {"safe", int64_t(search.safe_played())}};
    });
}

}  // namespace

PYBIND11_MODULE(_mill, m) {
    m.doc() = "Thoughtful Mill search over ranks (C++ core of cardgames.solvers.solitaire.mill).";
    m.def("solve", &solve, py::arg("stock"), py::arg("talon"), py::arg("wings"), py::arg("kings"), py::arg("ace"),
          py::arg("last"), py::arg("node_limit"), py::arg("seconds"), py::arg("table_bits"),
          py::arg("phases") = std::vector<std::pair<double, int>>{{1.0, -1}}, py::arg("safe_moves") = true);
}
