// The thoughtful Klondike search (klondike.cpp is its Python module): the position, its canonical keys and the
// transposition table, the moves and their order, the safe, floating and dead-end prunings, the phases and the
// draw-one relaxation.  The cards, columns and table memory are in klondike_cards.hpp, the dead-end test in
// klondike_dead_end.hpp, the floating cards in klondike_floating.hpp.
#pragma once

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <memory>
#include <tuple>
#include <vector>

#include "klondike_cards.hpp"
#include "klondike_dead_end.hpp"
#include "klondike_floating.hpp"

namespace klondike {


// The primitive steps of a line, as the rules engine plays them (see klondike.py).
enum Op : int { DRAW = 0, REDEAL = 1, WASTE_FOUND = 2, WASTE_TAB = 3, TAB_FOUND = 4, TAB_TAB = 5, FOUND_TAB = 6 };
// Step (solitaire_cards.hpp): a: source column / suit, b: run offset / target column, c: target
using solitaire::Step;

enum Kind : uint8_t { K_TAB_FOUND, K_TAB_TAB, K_TALON_FOUND, K_TALON_TAB, K_FOUND_TAB };
struct Move {
    uint8_t kind, src, idx, dst;  // idx: run offset (tab-tab) or talon position q (card T[q-1])
    uint8_t draws, wrap;
    uint16_t prio;  // class * 32 + rank within the class: lower is tried first
    // A run split played first (split_idx > 0): the cards from offset split_idx of column split_src's run
    // go onto column split_dst's top, the twin of the card they leave; the move itself then uses that card.
    uint8_t split_src = 0, split_idx = 0, split_dst = 0;
};

enum Verdict : int { WON = 1, LOST = 2, BUDGET = 3 };

// A phase of the search: it ends at `share` of the budget; a strict phase leaves out moves that are rarely
// needed (so it never proves a loss); a random one orders the moves within a class at random.  A relaxed
// phase searches the same position under draw one (see relaxed_loss): it can prove a loss, never a win.
struct Phase { double share; int strict; bool random; bool relaxed; };

class Search {
public:
    Search(std::vector<Column> cols, std::vector<int> found, std::vector<int> talon, int pos, int draw,
           int redeals_left, bool pass_changed, bool found_back, uint64_t node_limit, double seconds,
           int table_bits, bool dead_ends, bool swap_classes, bool cursor_dominance, bool floating)
        : cols_(std::move(cols)), talon_(std::move(talon)), pos_(pos), draw_(draw),
          redeals_left_(redeals_left), pass_changed_(pass_changed), found_back_(found_back),
          dead_ends_(dead_ends), swap_classes_(swap_classes), cursor_dominance_(cursor_dominance), floating_(floating && found_back),
          node_limit_(node_limit) {
        for (int s = 0; s < 4; s++) found_[s] = found[s];
        deadline_ = std::chrono::steady_clock::now() +
                    std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(seconds));
        max_bits_ = table_bits;
        allocate(std::min(table_bits, FIRST_BITS));
    }

    // The phases share the budget (each ends at its share of the time and nodes), each with a fresh table.
    // A win in any phase is a win; only the last phase searches every move, so only it proves a loss.
    int run(const std::vector<Phase>& phases) {
        auto_moves(pass_changed_);
        if (dead_ends_ && dead_end(cols_, found_, found_back_)) { dead_found_++; return LOST; }
        const auto start = std::chrono::steady_clock::now();
        int exhausted = 0;  // the lowest strictness whose streamlined space was searched to the end (0: none)
        for (size_t i = 0; i < phases.size(); i++) {
            const Phase& phase = phases[i];
            const bool last = i + 1 == phases.size();
            // A stricter phase searches a part of that space, a random one all of it again: no win there.
            if (!last && exhausted && phase.strict >= exhausted) continue;
            if (phase.relaxed) {
                set_phase_budget(phase, last, start);
                if (relaxed_loss()) return LOST;
                if (hard_stop_) break;
                continue;
            }
            strict_ = last ? 0 : phase.strict;
            rng_ = !last && phase.random ? mix(i + 1) : 0;
            set_phase_budget(phase, last, start);
            clear_table();
            complete_ = true, stop_ = false, reason_ = "";
            if (dfs(0)) return WON;
            if (complete_ && !strict_) return LOST;
            if (complete_) exhausted = exhausted ? std::min(exhausted, strict_) : strict_;
            if (hard_stop_) break;
        }
        return BUDGET;
    }

    void set_phase_budget(const Phase& phase, bool last, std::chrono::steady_clock::time_point start) {
        phase_nodes_ = last ? node_limit_ : uint64_t(phase.share * double(node_limit_));
        phase_deadline_ = last ? deadline_ : start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                                         (deadline_ - start) * phase.share);
    }

    // The draw-one relaxation: with unlimited redeals, a line of search moves playable under draw three is
    // playable move by move under draw one from the same position, and leaves the same position.  Every move
    // leaves the cursor where both rules put it (a talon card played from position q leaves q - 1; the other
    // moves keep it) and sets "the pass changed"; from cursor p, draw three reaches the top card and the
    // packet ends p + 3, p + 6, ... (and, past a redeal when the pass changed, 3, 6, ...), draw one every
    // position after p (and past a redeal every position): a superset.  Safe and floating cards go up alike
    // (they read the columns and foundations and "the pass changed" only).  So a draw-three win is a
    // draw-one win, and an exact draw-one search (its own prunings are exact for draw one) that ends without
    // a win proves the draw-three position lost.  Under draw one the cursor is folded away (cursor()), so
    // its space is the draw-three space without cursors: some losses are proved in a fraction of the
    // positions.  A draw-one win proves nothing: the phase then leaves the deal to the next.
    bool relaxed_loss() {
        if (draw_ == 1 || redeals_left_ >= 0 || nodes_ >= phase_nodes_) return false;
        const double seconds = std::chrono::duration<double>(phase_deadline_ - std::chrono::steady_clock::now()).count();
        if (seconds <= 0) return false;
        clear_table();  // the last phase's table is not needed again: give its memory back first
        Search relaxed(cols_, std::vector<int>(found_, found_ + 4), talon_, pos_, 1, redeals_left_, pass_changed_,
                       found_back_, phase_nodes_ - nodes_, seconds, max_bits_, dead_ends_, swap_classes_,
                       cursor_dominance_, floating_);
        const int verdict = relaxed.run({{1.0, 0, false, false}});
        nodes_ += relaxed.nodes(), dead_found_ += relaxed.dead_found(), relaxed_nodes_ += relaxed.nodes();
        peak_ = std::max(peak_, relaxed.stored());
        if (nodes_ >= node_limit_ || std::chrono::steady_clock::now() > deadline_) hard_stop_ = true;
        if (verdict != LOST) return false;
        reason_ = "lost under draw one (a relaxation of draw three)";
        return true;
    }

    std::vector<std::tuple<int, int, int, int>> line() const { return solitaire::step_tuples(path_); }
    uint64_t nodes() const { return nodes_; }
    size_t stored() const { return peak_; }
    uint64_t dead_found() const { return dead_found_; }
    uint64_t splits_played() const { return splits_played_; }
    uint64_t dominated() const { return dominated_; }
    uint64_t restricted() const { return restricted_count_; }
    uint64_t relaxed_nodes() const { return relaxed_nodes_; }
    const char* reason() const { return reason_; }

private:
    static constexpr int MAX_DEPTH = 20000;

    std::vector<Column> cols_;
    int found_[4] = {0, 0, 0, 0};
    std::vector<int> talon_;
    int pos_, draw_, redeals_left_;
    bool pass_changed_, found_back_, dead_ends_, swap_classes_, cursor_dominance_, floating_;
    bool restricted_ = false;  // after a card back from a foundation (klondike_floating.hpp)
    uint64_t restricted_count_ = 0;
    uint64_t node_limit_, nodes_ = 0, dead_found_ = 0, splits_played_ = 0, dominated_ = 0, relaxed_nodes_ = 0;
public:
    uint64_t by_kind_[5] = {0, 0, 0, 0, 0};
private:
    std::chrono::steady_clock::time_point deadline_;
    ZeroTable table_;
    int bits_ = 0, max_bits_ = 0;
    size_t mask_ = 0, capacity_ = 0, filled_ = 0, peak_ = 0;
    bool complete_ = true, stop_ = false, hard_stop_ = false;
    int strict_ = 0;      // a streamlined phase: fewer moves, so a win may come sooner (never a proof)
    uint64_t rng_ = 0;       // nonzero: this phase orders moves within a class at random
    uint64_t phase_nodes_ = 0;
    std::chrono::steady_clock::time_point phase_deadline_;
    const char* reason_ = "";
    std::vector<Step> path_;
    std::deque<std::vector<Move>> buffers_;  // the moves of each depth (a deque: growing keeps references)

    // ------------------------------------------------------------ the table

    // The key is the position without the talon cursor (position_key), then the cursor (cursor_key).  Keys are
    // sums of independently mixed terms, one for each (place, card) fact: the terms are computed in parallel
    // (a chain of mixes waits on each step) and a sum is the same in any order, so the columns need no sort.
    // Distinct facts are distinct mix inputs (a tag in bits 32 up, the place and the card below), so two
    // positions share a key only by a 64-bit hash collision, as with the former chained keys.
    static uint64_t term(uint64_t tag, uint64_t place, int card) { return mix(tag << 32 | place << 8 | uint64_t(card)); }

    uint64_t position_key() const {
        uint64_t h = swap_classes_ && pass_changed_ ? class_key() : columns_key();
        h += term(1, 0, found_[0] | found_[1] << 4 | found_[2] << 8 | found_[3] << 12);
        if (!talon_fresh_) {
            talon_terms_ = 0;
            for (size_t k = 0; k < talon_.size(); k++) talon_terms_ += term(2, k, talon_[k]);
            talon_fresh_ = true;
        }
        return h + talon_terms_;
    }

    // With unlimited redeals, after a change in this pass, every cursor on a packet boundary (or at
    // either end) reaches the same cards: the packet boundaries after a redeal.
    int cursor() const {
        const int len = int(talon_.size());
        const int in_packet = draw_ == 3 ? pos_ % 3 : pos_ % draw_;  // a constant divisor: no division
        const bool boundary = pass_changed_ && redeals_left_ < 0 && (in_packet == 0 || pos_ == len);
        return boundary ? 0 : pos_;
    }

    // The position with the redeals left and whether the pass changed anything: everything but the cursor.
    uint64_t line_key(uint64_t position) const {
        return mix(position ^ uint64_t((redeals_left_ + 1) << 8 | int(pass_changed_) << 20));
    }

    // The line key with its low 7 bits replaced by the cursor + 1 (a talon has at most 60 cards): never 0, the
    // empty slot, and the slot to start from can be read off the key alone (first_slot), so the table can grow.
    static uint64_t cursor_key(uint64_t line, int cursor) { return (line & ~uint64_t(127)) | uint64_t(cursor + 1); }

    // Each column's share of the keys, kept until the column changes (touch): a move changes one or two
    // columns, so a key adds up cached shares instead of hashing every card again.  plain: its face-down
    // cards and its run, place by place; shape: its face-down cards and the base of its run; on: which card
    // of its run lies on which (see class_key).
    struct ColumnTerms { uint64_t plain = 0, shape = 0, on = 0; bool fresh = false; };
    mutable ColumnTerms terms_[16];
    mutable uint64_t talon_terms_ = 0;
    mutable bool talon_fresh_ = false;
    void touch(size_t i) { terms_[i].fresh = false; }

    const ColumnTerms& terms(size_t i) const {
        ColumnTerms& t = terms_[i];
        if (t.fresh) return t;
        const Column& c = cols_[i];
        uint64_t down = 0, up = 0, on = 0;
        for (size_t k = 0; k < c.down.size(); k++) down += term(3, k, c.down[k]);
        for (size_t k = 0; k < c.up.size(); k++) {
            up += term(4, k, c.up[k]);
            if (k + 1 < c.up.size()) on += term(6, uint64_t(c.up[k]), c.up[k + 1]);
        }
        t.plain = mix((down + up) ^ 0xC0FFEEu);
        t.shape = mix((down + term(5, 0, c.up.empty() ? 99 : c.up[0])) ^ 0xC1A55u);
        t.on = on, t.fresh = true;
        return t;
    }

    uint64_t columns_key() const {
        uint64_t h = 0;
        for (size_t i = 0; i < cols_.size(); i++) h += terms(i).plain;  // the multiset of columns
        return h;
    }

    // The columns up to run swaps between twins (see split_moves): each column as its face-down cards and the
    // base of its run, then which card lies on which.  A twin pair (same rank and colour) both face up with
    // exactly one of them covered is written with the cover on the lower code, so every position of a swap
    // class has one key.  Bases and face-down cards never change in a swap, and the pairs are independent (a
    // swap changes which of its two cards is covered, nothing else), so the normal form is well defined;
    // the columns are rebuilt from bases and the on-relation, so different classes get different keys.
    // The cached shares hold the on-relation as it is; a pair to normal form swaps the term "X on the higher
    // code" for "X on the lower code" (X its cover): when the lower code is a column top, the higher covered.
    uint64_t class_key() const {
        uint64_t h = 0, tops = 0;
        for (size_t i = 0; i < cols_.size(); i++) {
            const ColumnTerms& t = terms(i);
            h += t.shape + t.on;
            if (!cols_[i].up.empty()) tops |= uint64_t(1) << cols_[i].up.back();
        }
        for (const Column& c : cols_)
            for (size_t k = 0; k + 1 < c.up.size(); k++) {
                const int high = c.up[k];  // spades and hearts: their twins are clubs and diamonds
                if (high >= 26 && (tops >> twin(high) & 1))
                    h += term(6, uint64_t(twin(high)), c.up[k + 1]) - term(6, uint64_t(high), c.up[k + 1]);
            }
        return h;
    }

    // The table: the keys of one position under every cursor start probing in the same 64-byte line (eight
    // slots), at an offset the cursor chooses, so the cursor dominance look-ups below cost one cache miss,
    // not one each.  Linear probing from there; which slot a key lands in never changes what is stored.
    size_t first_slot(uint64_t k) const { return (size_t(k >> 7) & mask_ & ~size_t(7)) | size_t(k & 7); }

    // A table starts at 2^FIRST_BITS slots and doubles when three quarters full, up to the budget's
    // table_bits: a short search touches (and clears between phases) little memory, a long one the most the
    // budget allows.  The keys stored, and so the search, are the same as in a table of the full size.
    static constexpr int FIRST_BITS = 16;

    void allocate(int bits) {
        table_ = ZeroTable(size_t(1) << bits);
        bits_ = bits, mask_ = (size_t(1) << bits) - 1, capacity_ = mask_ + 1 - (mask_ + 1) / 4;
    }

    bool make_room() {
        if (filled_ < capacity_) return true;
        if (bits_ >= max_bits_) return false;
        ZeroTable old(std::move(table_));
        const size_t old_slots = mask_ + 1;
        allocate(bits_ + 1);
        for (size_t i = 0; i < old_slots; i++)
            if (old[i]) insert(old[i]);
        return true;
    }

    void insert(uint64_t k) {
        size_t i = first_slot(k);
        while (table_[i]) i = (i + 1) & mask_;
        table_[i] = k;
    }

    // True if the position is new (and now stored); false if it was seen, or the table is full.
    bool visit() {
        if (!make_room()) { abort("the transposition table is full"); return false; }
        const uint64_t full = line_key(position_key()), line = restricted_ ? mix(full ^ 0x9E4D1A6ULL) : full;  // apart
#ifdef KLONDIKE_CHECK  // a debugging build: every key from the cached shares checked against one from scratch
        {
            const uint64_t cached = position_key();
            for (ColumnTerms& t : terms_) t.fresh = false;
            talon_fresh_ = false;
            if (cached != position_key()) std::abort();
        }
#endif
        __builtin_prefetch(&table_[first_slot(line)]);
        const int at = cursor();
        if (cursor_dominated(line, at)) { dominated_++; return false; }
        const uint64_t k = cursor_key(line, at);
        for (size_t i = first_slot(k);; i = (i + 1) & mask_) {
            if (table_[i] == k) return false;
            if (table_[i] == 0) {
                table_[i] = k;
                peak_ = std::max(peak_, ++filled_);
                return true;
            }
        }
    }

    bool stored(uint64_t k) const {
        for (size_t i = first_slot(k);; i = (i + 1) & mask_) {
            if (table_[i] == k) return true;
            if (table_[i] == 0) return false;
        }
    }

    // Cursor dominance (draw three): the same position with the cursor p' = p - draw, p - 2 draw, ... > 0 was
    // searched (or is being searched), so this one need not be.  From p' draws alone lead to p in the same
    // pass, so p' reaches every talon card p reaches (p, p + draw, ..., the last card, and past a redeal the
    // same), and every other move is the same move from both.  The successors of p are so matched one to
    // one by successors of p' that are the same position or again the same position with an earlier cursor
    // of the same pass; by induction on the length of a winning line, the least such length over the
    // searched positions is never reached if a line from p wins while the search from p' completes without
    // a win: a search that ends without a win leaves no winnable position.  Draw one is left out: there a
    // safe talon card is the only move searched, and the two cursors may choose different ones.
    bool cursor_dominated(uint64_t line, int at) const {
        if (!cursor_dominance_ || draw_ == 1) return false;
        for (int p = at - draw_; p > 0; p -= draw_)
            if (stored(cursor_key(line, p))) return true;
        return false;
    }

    void clear_table() {
        if (filled_ == 0) return;  // the first phase starts on the fresh (untouched, zero) allocation
        allocate(std::min(max_bits_, FIRST_BITS));
        filled_ = 0;
    }

    void abort(const char* why) { complete_ = false; stop_ = true; reason_ = why; }

    bool out_of_budget() {
        if (++nodes_ > node_limit_) { abort("the node budget ran out"); hard_stop_ = true; return true; }
        if (nodes_ > phase_nodes_) { abort("the node budget ran out"); return true; }
        if ((nodes_ & 1023) == 0) {
            const auto now = std::chrono::steady_clock::now();
            if (now > deadline_) hard_stop_ = true;
            if (now > phase_deadline_) { abort("the time budget ran out"); return true; }
        }
        return false;
    }

    // ------------------------------------------------------------ the position

    bool won() const {
        if (!talon_.empty()) return false;
        for (const Column& c : cols_) if (!c.down.empty()) return false;
        return true;  // every card face up, no talon: the engine plays it out
    }

    // A card no other card may ever need on the tableau: aces and twos, or a card whose
    // opposite-colour foundations hold rank-1 and whose same-colour twin suit holds rank-2.
    bool safe(int card) const {
        const int r = rank_of(card), s = suit_of(card);
        if (found_[s] != r - 1) return false;
        if (r <= 2) return true;
        const bool is_red = red(card);
        for (int t = 0; t < 4; t++) {
            if (t == s) continue;
            const bool t_red = t == 1 || t == 2;
            if (t_red != is_red && found_[t] < r - 1) return false;
            if (t_red == is_red && found_[t] < r - 2) return false;
        }
        return true;
    }

    // Take `count` cards off column i's run; turn the card below when the run empties.
    bool take(int i, size_t count, std::vector<int>* moved) {
        Column& c = cols_[i];
        touch(size_t(i));
        if (moved) moved->assign(c.up.end() - long(count), c.up.end());
        c.up.resize(c.up.size() - count);
        if (c.up.empty() && !c.down.empty()) {
            c.up.push_back(c.down.back());
            c.down.pop_back();
            return true;
        }
        return false;
    }

    void untake(int i, const std::vector<int>& cards, bool flipped) {
        Column& c = cols_[i];
        touch(size_t(i));
        if (flipped) { c.down.push_back(c.up.back()); c.up.pop_back(); }
        c.up.insert(c.up.end(), cards.begin(), cards.end());
    }

    // Safe cards from the columns to the foundations, and floating ones where `floating` (see
    // klondike_floating.hpp: not after a card came back, and only once the pass has changed); returns how many
    // steps it pushed.
    struct Auto { int column; bool flipped; };
    std::vector<Auto> autos_;
    size_t auto_moves(bool floating) {
        floating = floating && floating_;
        size_t done = 0;
        for (bool again = true; again;) {
            again = false;
            for (size_t i = 0; i < cols_.size(); i++) {
                Column& c = cols_[i];
                if (c.up.empty() || !(safe(c.up.back()) || (floating && floats(c, found_)))) continue;
                const int card = c.up.back();
                found_[suit_of(card)]++;
                autos_.push_back({int(i), take(int(i), 1, nullptr)});
                path_.push_back({TAB_FOUND, int(i), 0, card});
                done++;
                again = true;
            }
        }
        return done;
    }

    void undo_autos(size_t count) {
        for (size_t n = 0; n < count; n++) {
            const Auto a = autos_.back();
            autos_.pop_back();
            const int card = path_.back().c;
            path_.pop_back();
            found_[suit_of(card)]--;
            untake(a.column, {card}, a.flipped);
        }
    }

    // ------------------------------------------------------------ moves

    bool column_takes(size_t j, int card) const {
        const Column& c = cols_[j];
        if (!c.up.empty()) return fits(card, c.up.back());
        return c.down.empty() && rank_of(card) == 13;
    }

    // Column j's top has a twin (same rank and colour, lower code) on top of another column: a card put on
    // either leads to the same swap class (the one it lies on is covered, the other not), so only the lower
    // code is tried.
    bool twin_top_first(size_t j) const {
        if (!swap_classes_ || cols_[j].up.empty()) return false;
        const int top = cols_[j].up.back(), other = twin(top);
        if (other > top) return false;
        for (size_t i = 0; i < cols_.size(); i++)
            if (i != j && !cols_[i].up.empty() && cols_[i].up.back() == other) return true;
        return false;
    }

    // Where a card lies: 0 face down, 1 face up in a column, 2 in the talon, 3 on a foundation.
    int where(int card) const {
        if (found_[suit_of(card)] >= rank_of(card)) return 3;
        for (const Column& c : cols_)
            for (int d : c.down) if (d == card) return 0;
        for (int t : talon_) if (t == card) return 2;
        return 1;
    }

    // Splitting a run (moving the cards above `exposed`) is a dominance-pruned move: it helps only when
    // the exposed card can go up now, or the mover's twin (same rank and colour) can take its place
    // (it is in sight: in the talon, face up, or on a foundation it may come back from).
    bool partial_useful(int exposed, int mover) const {
        if (found_[suit_of(exposed)] == rank_of(exposed) - 1) return true;
        const int twin_suit = suit_of(mover) ^ 3;  // clubs 0 <-> spades 3, diamonds 1 <-> hearts 2
        return where(twin_suit * 13 + mover % 13) != 0;
    }

    // Emptying a column helps only if some king could then move into it (a king not already at the
    // bottom of a column, in sight or still face down).
    bool king_waiting(size_t emptied) const {
        for (int s = 0; s < 4; s++) {
            const int king = s * 13 + 11;
            if (found_[s] == 13) continue;
            bool based = false;
            for (size_t i = 0; i < cols_.size(); i++)
                if (i != emptied && cols_[i].down.empty() && !cols_[i].up.empty() && cols_[i].up[0] == king) based = true;
            if (!based) return true;
        }
        return false;
    }

    // A card back from a foundation is worth trying early when a card that could go onto it (the next
    // rank down, other colour) is in the talon or face up.
    bool hosts_in_sight(int card) const {
        const int below = rank_of(card) - 1;
        for (int t = 0; t < 4; t++) {
            if ((t == 1 || t == 2) == red(card) || found_[t] >= below) continue;
            const int code = t * 13 + (below == 1 ? 12 : below - 2);
            const int at = where(code);
            if (at == 1 || at == 2) return true;
        }
        return false;
    }

    // A talon card on the tableau can hold a face-up column card of the next rank down (other colour); a
    // king can fill an empty column.
    bool hosts_in_columns(int card) const {
        if (rank_of(card) == 13) return true;
        const int below = rank_of(card) - 1;
        for (int t = 0; t < 4; t++) {
            if ((t == 1 || t == 2) == red(card) || found_[t] >= below) continue;
            if (where(t * 13 + (below == 1 ? 12 : below - 2)) == 1) return true;
        }
        return false;
    }

    // Calls visit(q, draws, wrap) once for every talon position q whose card T[q-1] can be brought to the top of
    // the waste: `draws` draws (the redeal counted as one) from the cursor, `wrap` if past a redeal.
    template <typename Visit>
    void for_each_talon_card(Visit visit) const {
        const int len = int(talon_.size());
        if (len == 0) return;
        uint64_t seen = 0;
        auto add = [&](int q, int draws, int wrap) {
            if (q <= 0 || (seen >> q & 1)) return;
            seen |= uint64_t(1) << q;
            visit(q, draws, wrap);
        };
        add(pos_, 0, 0);
        int q = pos_, draws = 0;
        while (q < len) { q = std::min(q + draw_, len); add(q, ++draws, 0); }
        // Past a redeal: only when the pass so far changed something (else the engine stalls, LP-E6)
        // and a redeal is left.
        if (!pass_changed_ || redeals_left_ == 0) return;
        draws++;  // the redeal
        q = 0;
        while (q < len) { q = std::min(q + draw_, len); add(q, ++draws, 1); }
    }

    void talon_moves(std::vector<Move>& out) const {
        for_each_talon_card([&](int q, int draws, int wrap) {
            const int card = talon_[q - 1];
            // A talon card to a foundation first (the fewer draws the sooner); to a column after the runs
            // that turn a card.
            const int sub = std::min(draws, 31);
            const int prio = sub;
            if (found_[suit_of(card)] == rank_of(card) - 1)
                out.push_back({K_TALON_FOUND, 0, uint8_t(q), 0, uint8_t(draws), uint8_t(wrap), uint16_t(prio)});
            if (strict_ > 1 && !hosts_in_columns(card)) return;
            for (size_t j = 0; j < cols_.size(); j++)
                if (column_takes(j, card) && !twin_top_first(j))
                    out.push_back({K_TALON_TAB, 0, uint8_t(q), uint8_t(j), uint8_t(draws), uint8_t(wrap), uint16_t(4 * 32 + sub)});
        });
    }

    void column_moves(std::vector<Move>& out) const {
        const size_t n = cols_.size();
        for (size_t i = 0; i < n; i++) {
            const Column& c = cols_[i];
            if (c.up.empty()) continue;
            const int top = c.up.back();
            if (found_[suit_of(top)] == rank_of(top) - 1)
                out.push_back({K_TAB_FOUND, uint8_t(i), 0, 0, 0, 0, 0});
            // In swap classes every split is a swap (the key does not change): split_moves() plays them.
            const size_t splits = swap_classes_ && pass_changed_ ? 1 : c.up.size();
            for (size_t k = 0; k < splits; k++) {
                const int card = c.up[k];
                const bool whole = k == 0;
                if (!whole && !partial_useful(c.up[k - 1], card)) continue;
                if (!whole && strict_ && found_[suit_of(c.up[k - 1])] != rank_of(c.up[k - 1]) - 1) continue;
                if (whole && c.down.empty() && !king_waiting(i)) continue;
                for (size_t j = 0; j < n; j++) {
                    if (j == i || !column_takes(j, card) || twin_top_first(j)) continue;
                    const bool to_empty = cols_[j].up.empty();
                    if (to_empty && whole && c.down.empty()) continue;  // only renumbers the columns
                    // Turning a card first, from the column with the most face-down cards.
                    int prio = (whole ? 5 : 6) * 32;
                    if (whole && !c.down.empty()) prio = 32 + 31 - std::min<int>(31, int(c.down.size()));
                    out.push_back({K_TAB_TAB, uint8_t(i), uint8_t(k), uint8_t(j), 0, 0, uint16_t(prio)});
                }
            }
        }
        if (!found_back_) return;
        for (int s = 0; s < 4; s++) {
            const int r = found_[s];
            if (r <= 2) continue;  // an ace or a two on the tableau can only wait to go back up
            const int card = s * 13 + (r - 2);
            const bool hosted = hosts_in_sight(card);
            if (strict_ && !hosted) continue;
            const int prio = (hosted ? 3 : 7) * 32;
            for (size_t j = 0; j < n; j++)
                if (column_takes(j, card) && !twin_top_first(j)) out.push_back({K_FOUND_TAB, uint8_t(s), 0, uint8_t(j), 0, 0, uint16_t(prio)});
        }
    }

    // Swap classes.  Every split of a run moves the cards on a card E onto E's twin E' (the only other card
    // they fit), which must be a column top; the split back is legal at once, so the two positions reach each
    // other and are won or lost together (after any move the pass has changed, so no redeal is lost either
    // way).  The key folds them (class_key), and a class's moves are those of all its positions.  The moves
    // of the position with E uncovered that its twin position lacks are only those that use E itself: E to
    // its foundation, or a card X onto E.  Every other move is played the same way in both (a run holding E
    // or E' takes the split-off cards along or not, a run from inside them moves from either column) and
    // leads to the same class.  X fits E as the split-off base M does, so X is M's twin M': from the talon,
    // from its foundation, or as the base of a run (M' cannot lie on E or E': E holds M, E' is a top).
    // So, from a position of the class, the split alone is never searched, and "split, then use E" is one
    // move (pairs are independent: uncovering E leaves every other pair's state as it was).
    void split_moves(std::vector<Move>& out) const {
        if (!swap_classes_ || !pass_changed_) return;  // before any change a split is a change: the old rule
        int8_t column_topped_by[52];
        std::fill(column_topped_by, column_topped_by + 52, int8_t(-1));
        for (size_t j = 0; j < cols_.size(); j++)
            if (!cols_[j].up.empty()) column_topped_by[cols_[j].up.back()] = int8_t(j);
        for (size_t i = 0; i < cols_.size(); i++)
            for (size_t k = 1; k < cols_[i].up.size(); k++) {
                const int j = column_topped_by[twin(cols_[i].up[k - 1])];
                if (j >= 0) uses_of_exposed(i, k, size_t(j), out);
            }
    }

    void uses_of_exposed(size_t i, size_t k, size_t j, std::vector<Move>& out) const {
        const int exposed = cols_[i].up[k - 1], wanted = twin(cols_[i].up[k]);
        const size_t first = out.size();
        if (found_[suit_of(exposed)] == rank_of(exposed) - 1) out.push_back({K_TAB_FOUND, uint8_t(i), 0, 0, 0, 0, 0});
        if (!strict_) {
            for_each_talon_card([&](int q, int draws, int wrap) {
                if (talon_[q - 1] == wanted)
                    out.push_back({K_TALON_TAB, 0, uint8_t(q), uint8_t(i), uint8_t(draws), uint8_t(wrap),
                                   uint16_t(4 * 32 + std::min(draws, 31))});
            });
            const int s = suit_of(wanted), r = rank_of(wanted);
            if (found_back_ && r > 2 && found_[s] == r)
                out.push_back({K_FOUND_TAB, uint8_t(s), 0, uint8_t(i), 0, 0, uint16_t(3 * 32)});
            for (size_t l = 0; l < cols_.size(); l++) {
                const Column& c = cols_[l];
                if (c.up.empty() || c.up[0] != wanted || (c.down.empty() && !king_waiting(l))) continue;
                const int prio = c.down.empty() ? 5 * 32 : 32 + 31 - std::min<int>(31, int(c.down.size()));
                out.push_back({K_TAB_TAB, uint8_t(l), 0, uint8_t(i), 0, 0, uint16_t(prio)});
            }
        }
        for (size_t m = first; m < out.size(); m++)
            out[m].split_src = uint8_t(i), out[m].split_idx = uint8_t(k), out[m].split_dst = uint8_t(j);
    }

    struct Undo { int card; bool flipped; int pos; int redeals; bool pass_changed; size_t split = 0; bool restricted = false; };

    void split(size_t src, size_t idx, size_t dst) {
        std::vector<int>& from = cols_[src].up;
        touch(src), touch(dst);
        cols_[dst].up.insert(cols_[dst].up.end(), from.begin() + long(idx), from.end());
        from.resize(idx);
        path_.push_back({TAB_TAB, int(src), int(idx), int(dst)});
    }

    void unsplit(size_t src, size_t idx, size_t dst, size_t count) {
        std::vector<int>& to = cols_[dst].up;
        touch(src), touch(dst);
        cols_[src].up.insert(cols_[src].up.end(), to.end() - long(count), to.end());
        to.resize(to.size() - count);
        path_.pop_back();
    }

    Undo play(const Move& m) {
        Undo u{-1, false, pos_, redeals_left_, pass_changed_, 0, restricted_};
        if (m.split_idx) {
            u.split = cols_[m.split_src].up.size() - m.split_idx;
            split(m.split_src, m.split_idx, m.split_dst);
            splits_played_++;
        }
        pass_changed_ = true;
        restricted_ = m.kind == K_FOUND_TAB && floating_ && u.pass_changed;  // a block of F->T moves goes on
        switch (m.kind) {
        case K_TAB_FOUND: {
            const int card = cols_[m.src].up.back();
            found_[suit_of(card)]++;
            u.card = card;
            u.flipped = take(m.src, 1, nullptr);
            path_.push_back({TAB_FOUND, m.src, 0, card});
            break;
        }
        case K_TAB_TAB: {
            std::vector<int> run;
            u.flipped = take(m.src, cols_[m.src].up.size() - m.idx, &run);
            cols_[m.dst].up.insert(cols_[m.dst].up.end(), run.begin(), run.end());
            touch(m.dst);
            u.card = int(run.size());
            path_.push_back({TAB_TAB, m.src, m.idx, m.dst});
            break;
        }
        case K_TALON_FOUND:
        case K_TALON_TAB: {
            push_draws(m);
            const int card = talon_[m.idx - 1];
            u.card = card;
            talon_.erase(talon_.begin() + (m.idx - 1));
            talon_fresh_ = false;
            pos_ = m.idx - 1;
            if (m.wrap && redeals_left_ > 0) redeals_left_--;
            if (m.kind == K_TALON_FOUND) {
                found_[suit_of(card)]++;
                path_.push_back({WASTE_FOUND, 0, 0, card});
            } else {
                cols_[m.dst].up.push_back(card);
                touch(m.dst);
                path_.push_back({WASTE_TAB, 0, m.dst, card});
            }
            break;
        }
        case K_FOUND_TAB: {
            const int card = m.src * 13 + (found_[m.src] - 2);
            found_[m.src]--;
            cols_[m.dst].up.push_back(card);
            touch(m.dst);
            u.card = card;
            path_.push_back({FOUND_TAB, m.src, 0, m.dst});
            break;
        }
        }
        return u;
    }

    void push_draws(const Move& m) {
        const int len = int(talon_.size());
        int q = pos_;
        if (m.wrap) {
            while (q < len) { q = std::min(q + draw_, len); path_.push_back({DRAW, 0, 0, 0}); }
            path_.push_back({REDEAL, 0, 0, 0});
            q = 0;
        }
        while (q < m.idx) { q = std::min(q + draw_, len); path_.push_back({DRAW, 0, 0, 0}); }
    }

    void unplay(const Move& m, const Undo& u) {
        switch (m.kind) {
        case K_TAB_FOUND:
            found_[suit_of(u.card)]--;
            untake(m.src, {u.card}, u.flipped);
            path_.pop_back();
            break;
        case K_TAB_TAB: {
            std::vector<int>& dst = cols_[m.dst].up;
            std::vector<int> run(dst.end() - u.card, dst.end());
            dst.resize(dst.size() - size_t(u.card));
            touch(m.dst);
            untake(m.src, run, u.flipped);
            path_.pop_back();
            break;
        }
        case K_TALON_FOUND:
        case K_TALON_TAB:
            if (m.kind == K_TALON_FOUND) found_[suit_of(u.card)]--;
            else cols_[m.dst].up.pop_back(), touch(m.dst);
            talon_.insert(talon_.begin() + (m.idx - 1), u.card);
            talon_fresh_ = false;
            while (!path_.empty()) {  // the play and its draws
                const int op = path_.back().op;
                path_.pop_back();
                if (op == WASTE_FOUND || op == WASTE_TAB) break;
            }
            while (!path_.empty() && (path_.back().op == DRAW || path_.back().op == REDEAL)) path_.pop_back();
            break;
        case K_FOUND_TAB:
            cols_[m.dst].up.pop_back();
            touch(m.dst);
            found_[m.src]++;
            path_.pop_back();
            break;
        }
        if (m.split_idx) unsplit(m.split_src, m.split_idx, m.split_dst, u.split);
        pos_ = u.pos;
        redeals_left_ = u.redeals;
        pass_changed_ = u.pass_changed;
        restricted_ = u.restricted;
    }

    // ------------------------------------------------------------ dead ends

    // Tested after a card goes up (a host gone for good unless it comes back onto a host of its own).  The
    // test is sound after any move and leaving it out never is unsound; after the other moves (covering a
    // card) it found a few more dead ends but cost about four times a node's work, so the time-bounded
    // search decided fewer deals.
    bool dead_after(const Move& m) {
        if (!dead_ends_ || (m.kind != K_TAB_FOUND && m.kind != K_TALON_FOUND)) return false;
        if (!remembered_dead_end()) return false;
        dead_found_++;
        return true;
    }

    // The test's verdicts on recent positions, direct-mapped by key: a dead end is never stored in the table,
    // so a search meets the same one again and again.  The test reads the columns as they are (not their swap
    // class), the foundations and, through them, the set of talon cards: the key of exactly that (column
    // order aside, which the test ignores) with the verdict in its lowest bit.
    std::vector<uint64_t> verdicts_ = std::vector<uint64_t>(size_t(1) << 12);
    bool remembered_dead_end() {
        uint64_t key = term(1, 0, found_[0] | found_[1] << 4 | found_[2] << 8 | found_[3] << 12);
        for (size_t i = 0; i < cols_.size(); i++) key += terms(i).plain;
        key |= 2;  // never 0, the empty entry
        uint64_t& entry = verdicts_[size_t(key >> 52)];
        if ((entry | 1) == (key | 1)) return entry & 1;
        const bool dead = dead_end(cols_, found_, found_back_);
        entry = (key & ~uint64_t(1)) | uint64_t(dead);
        return dead;
    }

    // ------------------------------------------------------------ the search

    // Draw one, unlimited redeals: every talon card stays reachable whatever leaves the talon, so a safe
    // talon card going up takes nothing from any line (its only use on the tableau, holding a card, is
    // excluded by safe(); after the play the pass has changed, so no redeal is lost): it is the only move.
    void keep_only_a_safe_talon_card(std::vector<Move>& moves) const {
        if (draw_ != 1 || redeals_left_ >= 0) return;
        for (const Move& m : moves) {
            if (m.kind != K_TALON_FOUND || !safe(talon_[m.idx - 1])) continue;
            const Move only = m;
            moves.assign(1, only);
            return;
        }
    }

    // Cards back from a foundation only where a block of them could end with a card put onto one
    // (klondike_floating.hpp, needed_back).
    void keep_needed_back(std::vector<Move>& moves) const {
        if (std::none_of(moves.begin(), moves.end(), [](const Move& m) { return m.kind == K_FOUND_TAB; })) return;
        const uint8_t* bit = bits_of();
        uint64_t loose = 0;  // the talon cards one talon move reaches (a block moves neither the talon nor its cursor)
        for_each_talon_card([&](int q, int, int) { loose |= uint64_t(1) << bit[talon_[q - 1]]; });
        for (const Column& c : cols_)
            for (int u : c.up) loose |= uint64_t(1) << bit[u];
        const uint64_t need = needed_back(found_, loose);
        size_t kept = 0;
        for (const Move& m : moves)
            if (m.kind != K_FOUND_TAB || (need >> bit[m.src * 13 + (found_[m.src] - 2)] & 1)) moves[kept++] = m;
        moves.resize(kept);
    }

    // A restart orders the moves of one class at random: a deal whose first line runs into a large dead
    // subtree is usually won quickly along another.
    void shuffle_within_classes(std::vector<Move>& moves) {
        for (Move& m : moves) {
            rng_ = rng_ * 6364136223846793005ULL + 1442695040888963407ULL;
            m.prio = uint16_t((m.prio & ~31) | int(rng_ >> 59));
        }
    }

    bool dfs(int depth) {
        if (won()) return true;
        if (stop_ || out_of_budget() || !visit()) return false;
        if (depth >= MAX_DEPTH) { complete_ = false; return false; }
        if (buffers_.size() <= size_t(depth)) buffers_.resize(size_t(depth) + 1);
        std::vector<Move>& moves = buffers_[size_t(depth)];  // reused: no allocation per position
        moves.clear();
        column_moves(moves);
        split_moves(moves);
        talon_moves(moves);
        if (floating_ && pass_changed_) keep_needed_back(moves);
        if (restricted_) {  // after a card back from a foundation: only more of them, or a card onto one
            restricted_count_++;
            keep_uses(moves, cols_, found_, [](const Move& m) { return m.kind == K_FOUND_TAB; },
                      [](const Move& m) { return m.kind == K_TALON_TAB || m.kind == K_TAB_TAB; });
        } else {
            keep_only_a_safe_talon_card(moves);
        }
        if (rng_) shuffle_within_classes(moves);
        std::stable_sort(moves.begin(), moves.end(), [](const Move& a, const Move& b) { return a.prio < b.prio; });
        for (const Move& m : moves) {
            by_kind_[m.kind]++;
            const Undo u = play(m);
            const size_t autos = auto_moves(!restricted_);
            if (!dead_after(m) && dfs(depth + 1)) return true;
            undo_autos(autos);
            unplay(m, u);
            if (stop_) return false;
        }
        return false;
    }
};

}  // namespace klondike
