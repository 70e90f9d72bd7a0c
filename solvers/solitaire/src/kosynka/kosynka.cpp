// Thoughtful Kosynka solver (every card known): depth-first search with a transposition table.
//
// Kosynka (games/kosynka): two decks, ten columns built down in alternating colours (any face-up run moves as
// a unit, only a king or a king-headed run into an empty column), eight foundations up in suit from the
// ace, a stock drawn one card at a time onto a waste whose top is playable, 1 to 3 passes (the waste turned
// over, unshuffled, into a new stock).
//
// The position: the columns (face-down cards under a face-up run), per suit the heights of its two
// foundations (sorted: which of the two piles holds which height never matters, and both copies of a card
// are the same card code, so the twins are folded already), and the talon as one sequence T (the waste
// bottom..top, then the stock top down) with a cursor p (the waste is T[0..p)).  Draws only move p and a
// redeal sets it to 0, so a talon move is "draw (and redeal) until the card is on top, then play it", one
// search move (draws commute with every other move, and a draw not followed by a play of what it turned up is
// never needed in a win: every talon card must still be played).
//
// The table key is the canonical position: the columns as a multiset (they are interchangeable: every rule
// reads a column's cards, never its place), the foundations per suit, T, p and the redeals left.  The search
// marks a position on entry and never forgets one (open addressing; full at three quarters, where the search
// stops with "budget"), so it is plain graph reachability: exact although run moves can cycle.
//
// Exact prunings, each proved where it is applied: safe foundation plays without branching (safe()), one empty
// column as a target (the columns are interchangeable), no whole face-down-free column into an empty one (the
// rules engine refuses it: a renaming), and the pairing of a run move that only exposes a face-up card with a
// use of that card (pairing, in dfs()).  Phases: streamlined ones (a run move that only exposes a face-up card
// only when that card has a use in sight), in the plain order and then in random order, each with a table of
// its own, find wins; the plain phase, which searches every move, is the only one that proves a loss.
//
// No globals: every call builds its own Search, bounded by nodes, time and table size, GIL released.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "../solitaire_answer.hpp"
#include "../solitaire_cards.hpp"

namespace py = pybind11;

namespace {

constexpr int COLS = 10, MAX_COL = 40, MAX_TALON = 104, CARDS = 104, MAX_DEPTH = 3000;

using namespace solitaire;  // card codes (rank_of, suit_of, red, fits) and mix

// The steps of a line (see kosynka.py): `a` draws (a redeal first when b is 1, then a further c draws), the
// waste's top onto a foundation or column b, column a's top onto a foundation, column a's run from face-up
// offset b onto column c.
enum Op : int { DRAWS = 0, WASTE_FOUND = 1, WASTE_TAB = 2, TAB_FOUND = 3, TAB_TAB = 4 };

enum Verdict : int { WON = 1, LOST = 2, BUDGET = 3 };

// A phase's mode bits: moves in random order (ties and neighbouring priorities shuffled); streamlined (a run
// move that only exposes a face-up card only when that card has a use in sight: never a proof of loss).
enum Mode : int { RANDOM = 1, STRICT = 2 };

struct Position {
    uint8_t len[COLS], down[COLS];   // cards in column i; how many of them (the bottom ones) are face down
    uint8_t card[COLS][MAX_COL];     // bottom first
    uint8_t found[4][2];             // per suit the heights of its two foundations, lower first
    uint8_t tlen, cur, redeals;      // the talon T[0..tlen), the waste T[0..cur), redeals left
    uint8_t talon[MAX_TALON];
    uint64_t chash[COLS], thash;     // each column's hash and the talon's, kept up to date (the table key reads them)

    void rehash(int i) {
        uint64_t h = mix(0x51ED27ULL + down[i]);
        for (int k = 0; k < len[i]; k++) h = mix(h ^ uint64_t(card[i][k] + 1));
        chash[i] = h;
    }
    void rehash_talon() {
        uint64_t h = 0x7A1011ULL;
        for (int k = 0; k < tlen; k++) h = mix(h ^ uint64_t(talon[k] + 201));
        thash = h;
    }
    int top(int i) const { return len[i] ? card[i][len[i] - 1] : -1; }
    bool empty(int i) const { return len[i] == 0; }
    int up(int i) const { return len[i] - down[i]; }
    bool goes_up(int c) const { const int s = suit_of(c); return found[s][0] == rank_of(c) - 1 || found[s][1] == rank_of(c) - 1; }
    void raise(int c) {
        uint8_t* f = found[suit_of(c)];
        if (f[0] == rank_of(c) - 1) f[0]++;
        else f[1]++;
        if (f[0] > f[1]) std::swap(f[0], f[1]);
    }
    int on_foundations() const {
        int n = 0;
        for (int s = 0; s < 4; s++) n += found[s][0] + found[s][1];
        return n;
    }
    // Cards left column i: if they were its last face-up ones, the card under it turns.
    void flip(int i) {
        if (len[i] == down[i] && down[i]) down[i]--;
        rehash(i);
    }
    bool takes(int i, int c) const { return len[i] ? len[i] > down[i] && fits(c, top(i)) : rank_of(c) == 13; }
    int take_talon(int q) {  // T[q-1] leaves the talon; the waste is T[0..q-1) after it
        const int c = talon[q - 1];
        std::memmove(talon + q - 1, talon + q, size_t(tlen - q));
        tlen--;
        cur = uint8_t(q - 1);
        rehash_talon();
        return c;
    }
    bool won() const {  // every card face up, the talon empty: the game plays itself out (KO-E7)
        if (tlen) return false;
        for (int i = 0; i < COLS; i++) if (down[i]) return false;
        return true;
    }
};

enum Kind : uint8_t { K_TAB_FOUND, K_TAB_TAB, K_TALON_FOUND, K_TALON_TAB };
struct Move {
    uint8_t kind, src, idx, dst;  // idx: the run's face-up offset, or the talon position q (the card T[q-1])
    uint8_t wrap;                 // a talon card reached past a redeal
    uint16_t prio;                // lower is tried first
};

class Search {
public:
    Search(const Position& root, uint64_t node_limit, double seconds, int table_bits, bool safe_moves, bool pairing)
        : root_(root), safe_moves_(safe_moves), pairing_(pairing), node_limit_(node_limit) {
        deadline_ = std::chrono::steady_clock::now() +
                    std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(seconds));
        const size_t slots = size_t(1) << table_bits;
        // calloc: the zero pages are only touched as positions are stored, so a quick answer pays nothing.
        table_.reset(static_cast<uint64_t*>(std::calloc(slots, sizeof(uint64_t))));
        if (!table_) throw std::bad_alloc();
        mask_ = slots - 1;
        capacity_ = slots - slots / 4;
        moves_.reserve(4096);
        path_.reserve(1024);
    }

    int run(const std::vector<std::pair<double, int>>& phases) {
        Position root = root_;
        auto_moves(root);
        if (root.won()) return WON;
        const auto start = std::chrono::steady_clock::now();
        bool strict_exhausted = false;  // a streamlined phase ran to its end: every other one searches the same space
        for (size_t i = 0; i < phases.size(); i++) {
            const bool last = i + 1 == phases.size();
            const auto [share, mode] = phases[i];
            if (!last && (mode & STRICT) && strict_exhausted) continue;
            rng_ = last || !(mode & RANDOM) ? 0 : mix(i + 1);
            strict_ = !last && (mode & STRICT);
            phase_nodes_ = last ? node_limit_ : uint64_t(share * double(node_limit_));
            phase_deadline_ = last ? deadline_ : start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                             (deadline_ - start) * share);
            clear_table();
            complete_ = true, stop_ = false, reason_ = "";
            path_.resize(opening_);
            moves_.clear();
            if (dfs(root, -1, 0)) return WON;
            if (complete_ && !strict_) return LOST;
            strict_exhausted |= complete_;
            if (hard_stop_) break;
        }
        return BUDGET;
    }

    std::vector<std::tuple<int, int, int, int>> line() const { return solitaire::step_tuples(path_); }
    uint64_t nodes() const { return nodes_; }
    size_t stored() const { return peak_; }
    uint64_t safe_played() const { return safe_played_; }
    uint64_t paired() const { return paired_; }
    int best() const { return best_; }
    const char* reason() const { return reason_; }

private:
    Position root_;
    bool safe_moves_, pairing_;
    uint64_t node_limit_, nodes_ = 0, safe_played_ = 0, paired_ = 0;
    std::chrono::steady_clock::time_point deadline_, phase_deadline_;
    struct Free { void operator()(uint64_t* p) const { std::free(p); } };
    std::unique_ptr<uint64_t[], Free> table_;
    size_t mask_, capacity_, filled_ = 0, peak_ = 0, opening_ = 0;
    bool complete_ = true, stop_ = false, hard_stop_ = false, strict_ = false;
    uint64_t rng_ = 0, phase_nodes_ = 0, sight_ = 0;
    int best_ = 0;
    const char* reason_ = "";
    std::vector<Step> path_;
    std::vector<size_t> touched_;  // the table's slots written in this phase
    std::vector<Move> moves_;  // the moves of every depth, each depth's after its parent's

    // ------------------------------------------------------------ the table

    // The canonical position (the columns sorted) and, for a position searched under the pairing restriction,
    // the restricted column's contents (a restricted visit never stands for an unrestricted one).
    static uint64_t key(const Position& p, int restricted) {
        uint64_t hashes[COLS];
        std::copy(p.chash, p.chash + COLS, hashes);
        const uint64_t marker = restricted < 0 ? 0x7E57ULL : hashes[restricted];
        std::sort(hashes, hashes + COLS);
        uint64_t h = 0xC0FFEEULL;
        for (int i = 0; i < COLS; i++) h = mix(h ^ hashes[i]);
        uint64_t f = 0;
        for (int s = 0; s < 4; s++) f = f << 8 | uint64_t(p.found[s][0]) << 4 | p.found[s][1];
        h = mix(h ^ f ^ uint64_t(p.cur) << 40 ^ uint64_t(p.redeals) << 48);
        return mix(h ^ p.thash ^ mix(marker)) | 1;  // 0 marks an empty slot
    }

    // True if the position is new (and now stored); false if it was seen, or the table is full.
    bool visit(uint64_t k) {
        if (filled_ >= capacity_) { abort("the transposition table is full"); hard_stop_ = true; return false; }
        for (size_t i = k & mask_;; i = (i + 1) & mask_) {
            if (table_[i] == k) return false;
            if (table_[i] == 0) {
                table_[i] = k;
                touched_.push_back(i);
                peak_ = std::max(peak_, ++filled_);
                return true;
            }
        }
    }

    // Only the slots a phase wrote are cleared: a short restart costs what it stored, not the whole table.
    void clear_table() {
        for (size_t i : touched_) table_[i] = 0;
        touched_.clear();
        filled_ = 0;
    }

    void abort(const char* why) { complete_ = false; stop_ = true; reason_ = why; }

    bool out_of_budget() {
        if (nodes_ >= node_limit_) { abort("the node budget ran out"); hard_stop_ = true; return true; }
        if (nodes_ >= phase_nodes_) { abort("the node budget ran out"); return true; }
        if ((++nodes_ & 1023) == 0) {
            const auto now = std::chrono::steady_clock::now();
            if (now > deadline_) hard_stop_ = true;
            if (now > phase_deadline_) { abort("the time budget ran out"); return true; }
        }
        return false;
    }

    // ------------------------------------------------------------ safe foundation plays

    // A card that fits a foundation may go up at once when its rank is at most 2, or when all four cards of the
    // other colour and the rank below (two suits, two copies each) are on the foundations.
    // Proof (solvers/solitaire/safe.py has it at length).  Compare P, with the card x on a column's top or the
    // waste's top, and P', the same with x up.  All x can still do in P: take a card of the other colour and
    // rank r - 1 (none is left when r > 2; for r = 2 it is an ace, which could go up itself from wherever it
    // could go onto x: there are as many foundations as aces); move onto another column or head a run (x is a
    // top, so the run is x alone; in P' the card under x is exposed already and every target is still free);
    // stay on the waste (with one card drawn at a time, taking the waste's top off never changes which cards
    // later draws turn up).  P' has only more: the card under x exposed (or turned), a foundation one higher.
    // So every line from P is matched from P' and P' wins whenever P does: playing x up loses nothing.
    static bool safe(const Position& p, int c) {
        const int r = rank_of(c);
        if (!p.goes_up(c)) return false;
        if (r <= 2) return true;
        for (int s = 0; s < 4; s++)
            if (red_suit(s) != red(c) && p.found[s][0] < r - 1) return false;
        return true;
    }

    // Plays every safe card up (again and again: one card up can make another safe), with its steps; stops
    // where the game plays itself out (a line must end there).  Returns how many it played.
    int auto_moves(Position& p) {
        if (!safe_moves_) return 0;
        int played = 0;
        for (bool again = true; again && !p.won();) {
            again = false;
            for (int i = 0; i < COLS && !p.won(); i++) {
                if (p.len[i] <= p.down[i] || !safe(p, p.top(i))) continue;
                p.raise(p.top(i));
                p.len[i]--;
                p.flip(i);
                path_.push_back({TAB_FOUND, i, 0, 0});
                played++, again = true;
            }
            if (!p.won() && p.cur && safe(p, p.talon[p.cur - 1])) {
                p.raise(p.take_talon(p.cur));
                path_.push_back({WASTE_FOUND, 0, 0, 0});
                played++, again = true;
            }
        }
        safe_played_ += unsigned(played);
        if (nodes_ == 0) opening_ = path_.size();
        return played;
    }

    // ------------------------------------------------------------ moves

    void add(uint8_t kind, int src, int idx, int dst, int wrap, int prio) {
        moves_.push_back({kind, uint8_t(src), uint8_t(idx), uint8_t(dst), uint8_t(wrap), uint16_t(prio)});
    }

    // Column i's top onto a foundation; its runs onto other columns.  Of several empty columns one is a target
    // (they are interchangeable); a whole column with nothing face down never moves into an empty one (only a
    // renaming, which the rules refuse).  A run that turns a card or empties a column comes early, a run that
    // only exposes a face-up card late.
    void column_moves(const Position& p, int i) {
        const int first = p.down[i];
        if (p.len[i] > first && p.goes_up(p.top(i))) add(K_TAB_FOUND, i, 0, 0, 0, 0);
        for (int k = first; k < p.len[i]; k++) {
            const int head = p.card[i][k];
            bool empty_seen = false;
            for (int j = 0; j < COLS; j++) {
                if (j == i || !p.takes(j, head)) continue;
                if (p.empty(j)) {
                    if ((k == 0) || empty_seen) continue;
                    empty_seen = true;
                }
                if (k > first && strict_ && !in_sight(p, p.card[i][k - 1])) continue;
                add(K_TAB_TAB, i, k - first, j, 0, k == first ? 1 : 40);
            }
        }
    }

    // A streamlined phase's test for exposing the face-up card e: it can go up, or a card that would turn a
    // card or leave the talon by going onto it is in sight (a column's face-up base over face-down cards, or a
    // talon card this pass reaches).
    bool in_sight(const Position& p, int e) const {
        if (p.goes_up(e)) return true;
        const int below = rank_of(e) - 1;  // the rank that goes onto e, of either suit of the other colour
        if (below < 1) return false;
        const int r = below == 1 ? 12 : below - 2;
        const int first = red(e) ? 0 : 1, second = red(e) ? 3 : 2;
        return (sight_ >> (first * 13 + r) & 1) || (sight_ >> (second * 13 + r) & 1);
    }

    // The cards a streamlined phase counts as in sight (in_sight()), as a set of codes, once per position.
    void look(const Position& p) {
        sight_ = 0;
        for (int j = 0; j < COLS; j++)
            if (p.down[j] && p.len[j] > p.down[j]) sight_ |= uint64_t(1) << p.card[j][p.down[j]];
        for (int q = std::max(1, int(p.cur)); q <= p.tlen; q++) sight_ |= uint64_t(1) << p.talon[q - 1];
    }

    // Every talon card that draws (and redeals) can bring to the waste's top, onto a foundation or a column;
    // fewer draws first.  Past a redeal only the cards before the cursor: the others are reached in this pass.
    void talon_moves(const Position& p) {
        for (int q = 1; q <= p.tlen; q++) {
            int draws, wrap = 0;
            if (q >= p.cur) draws = q - p.cur;
            else if (p.redeals) draws = p.tlen - p.cur + q, wrap = 1;
            else continue;
            const int c = p.talon[q - 1];
            const int later = std::min(draws, 30);
            if (p.goes_up(c)) add(K_TALON_FOUND, 0, q, 0, wrap, 2 + later);
            bool empty_seen = false;
            for (int j = 0; j < COLS; j++) {
                if (!p.takes(j, c)) continue;
                if (p.empty(j)) {
                    if (empty_seen) continue;
                    empty_seen = true;
                }
                add(K_TALON_TAB, 0, q, j, wrap, 3 + later);
            }
        }
    }

    // The moves of `p` (appended to moves_ from `base`), best first; under the pairing restriction only those
    // that use column `restricted`'s top (see dfs()).
    void moves_of(const Position& p, int restricted, size_t base) {
        if (strict_) look(p);
        for (int i = 0; i < COLS; i++) column_moves(p, i);
        talon_moves(p);
        if (restricted >= 0) {
            auto unused = [&](const Move& m) {
                const bool from = (m.kind == K_TAB_FOUND || m.kind == K_TAB_TAB) && m.src == restricted;
                const bool onto = (m.kind == K_TAB_TAB || m.kind == K_TALON_TAB) && m.dst == restricted;
                return !from && !onto;
            };
            moves_.erase(std::remove_if(moves_.begin() + long(base), moves_.end(), unused), moves_.end());
        }
        if (rng_) {
            for (size_t i = base; i < moves_.size(); i++) {
                rng_ = rng_ * 6364136223846793005ULL + 1442695040888963407ULL;
                moves_[i].prio = uint16_t(moves_[i].prio * 8 + (rng_ >> 59));  // each priority blurred by up to four levels
            }
        }
        std::stable_sort(moves_.begin() + long(base), moves_.end(),
                         [](const Move& a, const Move& b) { return a.prio < b.prio; });
    }

    // Plays `m` on `p` and writes its steps.
    void play(Position& p, const Move& m) {
        if (m.kind == K_TAB_FOUND) {
            p.raise(p.top(m.src));
            p.len[m.src]--;
            p.flip(m.src);
            path_.push_back({TAB_FOUND, m.src, 0, 0});
            return;
        }
        if (m.kind == K_TAB_TAB) {
            const int from = p.down[m.src] + m.idx, count = p.len[m.src] - from;
            std::memcpy(p.card[m.dst] + p.len[m.dst], p.card[m.src] + from, size_t(count));
            p.len[m.dst] = uint8_t(p.len[m.dst] + count);
            p.rehash(m.dst);
            p.len[m.src] = uint8_t(from);
            p.flip(m.src);
            path_.push_back({TAB_TAB, m.src, m.idx, m.dst});
            return;
        }
        const int draws_before = m.wrap ? p.tlen - p.cur : m.idx - p.cur;
        path_.push_back({DRAWS, draws_before, m.wrap, m.wrap ? m.idx : 0});
        if (m.wrap) p.redeals--;
        const int c = p.take_talon(m.idx);
        if (m.kind == K_TALON_FOUND) {
            p.raise(c);
            path_.push_back({WASTE_FOUND, 0, 0, 0});
        } else {
            p.card[m.dst][p.len[m.dst]++] = uint8_t(c);
            p.rehash(m.dst);
            path_.push_back({WASTE_TAB, 0, m.dst, 0});
        }
    }

    // ------------------------------------------------------------ the search

    // Pairing: a run move that only exposes a face-up card e (no card turned, no column emptied, no safe play
    // after it) is followed only by a move that uses e: e goes up or moves (a move from its column), or a card
    // or run comes onto it.  Proof.  Take a winning line with such a move m (run R from e onto a card d).  A
    // later move that neither uses e nor moves R as a whole commutes with m (legality reads only a run's head
    // and the card it goes on; m changed neither, but covered d, which the later move cannot be using), so it
    // can go before m; a later move of R as a whole merges with m into one move from e (legal before m); and
    // if e is never used, m only covered d and can be left out.  So some winning line has m right before a
    // move that uses e, or not at all.  The restricted position is keyed apart (key()).
    bool dfs(const Position& p, int restricted, int depth) {
        if (stop_ || out_of_budget() || !visit(key(p, restricted))) return false;
        if (depth >= MAX_DEPTH) { complete_ = false; return false; }  // this branch is not searched: no proof
        best_ = std::max(best_, p.on_foundations());
        const size_t base = moves_.size();
        moves_of(p, restricted, base);
        const size_t end = moves_.size();
        for (size_t i = base; i < end; i++) {
            const Move m = moves_[i];
            const size_t mark = path_.size();
            Position child = p;
            play(child, m);
            const int autos = auto_moves(child);
            if (child.won()) return true;
            const bool only_exposes = m.kind == K_TAB_TAB && m.idx > 0 && autos == 0;
            if (only_exposes && pairing_) paired_++;
            if (dfs(child, only_exposes && pairing_ ? m.src : -1, depth + 1)) return true;
            path_.resize(mark);
            if (stop_) break;
        }
        moves_.resize(base);
        return false;
    }
};

Position position_of(const std::vector<std::vector<int>>& down, const std::vector<std::vector<int>>& up,
                     const std::vector<std::vector<int>>& found, const std::vector<int>& talon, int cursor,
                     int redeals) {
    if (down.size() != COLS || up.size() != COLS || found.size() != 4 || talon.size() > MAX_TALON || cursor < 0 ||
        cursor > int(talon.size()) || redeals < 0 || redeals > 9)
        throw std::invalid_argument("bad Kosynka position");
    Position p{};
    auto card_ok = [](int c) { return c >= 0 && c < 52; };
    for (int i = 0; i < COLS; i++) {
        if (down[i].size() + up[i].size() > MAX_COL || (up[i].empty() && !down[i].empty()))
            throw std::invalid_argument("bad Kosynka column");
        int n = 0;
        for (int c : down[i]) { if (!card_ok(c)) throw std::invalid_argument("bad card"); p.card[i][n++] = uint8_t(c); }
        for (size_t k = 0; k < up[i].size(); k++) {
            const int c = up[i][k];
            if (!card_ok(c) || (k && !fits(c, up[i][k - 1]))) throw std::invalid_argument("bad Kosynka run");
            p.card[i][n++] = uint8_t(c);
        }
        p.len[i] = uint8_t(n), p.down[i] = uint8_t(down[i].size());
    }
    for (int s = 0; s < 4; s++) {
        if (found[s].size() != 2 || found[s][0] < 0 || found[s][1] > 13 || found[s][0] > found[s][1])
            throw std::invalid_argument("bad Kosynka foundations");
        p.found[s][0] = uint8_t(found[s][0]), p.found[s][1] = uint8_t(found[s][1]);
    }
    for (size_t k = 0; k < talon.size(); k++) {
        if (!card_ok(talon[k])) throw std::invalid_argument("bad card");
        p.talon[k] = uint8_t(talon[k]);
    }
    p.tlen = uint8_t(talon.size()), p.cur = uint8_t(cursor), p.redeals = uint8_t(redeals);
    for (int i = 0; i < COLS; i++) p.rehash(i);
    p.rehash_talon();
    return p;
}

py::dict solve(const std::vector<std::vector<int>>& down, const std::vector<std::vector<int>>& up,
               const std::vector<std::vector<int>>& found, const std::vector<int>& talon, int cursor, int redeals,
               uint64_t node_limit, double seconds, int table_bits, const std::vector<std::pair<double, int>>& phases,
               bool safe_moves, bool pairing) {
    if (table_bits < 10 || table_bits > 30 || phases.empty()) throw std::invalid_argument("bad Kosynka budget");
    const Position root = position_of(down, up, found, talon, cursor, redeals);
    return answer_without_gil<std::vector<std::tuple<int, int, int, int>>>([&](auto& answer) {
        Search search(root, node_limit, seconds, table_bits, safe_moves, pairing);
        answer.verdict = search.run(phases);
        if (answer.verdict == WON) answer.line = search.line();
        answer.nodes = search.nodes(), answer.stored = search.stored(), answer.reason = search.reason();
        answer.counters = {{"best", search.best()}, {"safe", int64_t(search.safe_played())},
                           {"paired", int64_t(search.paired())}};
    });
}

}  // namespace

PYBIND11_MODULE(_kosynka, m) {
    m.doc() = "Thoughtful Kosynka search (C++ core of cardgames.solvers.solitaire.kosynka).";
    m.def("solve", &solve, py::arg("down"), py::arg("up"), py::arg("found"), py::arg("talon"), py::arg("cursor"),
          py::arg("redeals"), py::arg("node_limit"), py::arg("seconds"), py::arg("table_bits"),
          py::arg("phases") = std::vector<std::pair<double, int>>{{1.0, 0}}, py::arg("safe_moves") = true,
          py::arg("pairing") = true);
}
