// Generic double-dummy engine for trick-taking games.
//
// Positions are bitboards: for every seat, five 32-bit masks (Mask; suits 0..3 and a
// pseudo-suit 4 holding jokers).  Bit i of a suit mask is the card of "power" i
// in that suit (the caller maps game ranks to powers, 0 = lowest).
//
// The value is the number of points (tricks, or card points) that the "max
// side" (seats with side[s] == 1) can secure against best defence.  Search is a
// zero-window alpha-beta (can the max side reach `target`?) driven MTD-style,
// with a transposition table at trick boundaries keyed on relative ranks and
// generalised by partition search (only the ranks that decided tricks are kept
// in an entry, the rest of each suit is abstracted to lengths).
//
// Multi-pack decks (Rules::grouped): every copy in play has a power of its own and group[suit][power] says
// which powers are equal cards; equal cards tie (the earlier played wins), copies in one hand are one move,
// the table key keeps relative ranks together with the pattern of ties (exact for tricks) and partition
// search is off.  Rules::jokers_never_win: the suit-4 cards have no suit and never win (bezique's wild cards).
// Beyond cards, a move may be a declaring lead (thousand's marriages: points and a new trump) or a trump
// change (business: once, maybe swapping the counted seat); the trump and those flags are then part of the
// position and of the transposition key (Rules.declarations / trump_change / caught_ends, PlayFlags).
//
// Sources: engine.cpp (the position, the key, the search and its drivers), moves.cpp (move generation and
// ordering, equal cards, named jokers), bounds.cpp (the cuts at trick starts and inside tricks), table.cpp (TT),
// bits.hpp (bit helpers shared by them), common.hpp (the hash, the moves' sort and DD_INLINE, shared with the
// bridge solver).
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <utility>
#include <vector>

namespace dd {

constexpr int MAXSEATS = 6;
constexpr int NSUIT = 5;  // 4 suits + jokers
constexpr int JOKER = 4;
// A suit's cards as bits: 32 powers, so that a multi-pack deck (bezique: up to 43 copies of a suit's cards,
// three hands of 18) fits in most play-outs; single-pack games use the low 15 (the bridge solver keeps 16-bit
// masks of its own).
using Mask = uint32_t;
constexpr int MAXPOW = 32;

struct BudgetExceeded : std::runtime_error {
    explicit BudgetExceeded(const char* m) : std::runtime_error(m) {}
};

struct Rules {
    int nseats = 4;
    int trump = -1;               // 0..3, or -1 for none
    bool follow = true;           // must follow the led suit
    bool must_trump = false;      // void in led suit: must trump if able
    bool must_overtrump = false;  // when a trump is played (led or ruff), beat the highest trump if able
    bool partner_exempt = false;  // must_trump / must_overtrump waived while partner wins the trick
    int no_trump_lead_seat = -1;  // seat that may not lead trumps (unless it holds only trumps)
    uint8_t side[MAXSEATS] = {1, 0, 1, 0, 0, 0};
    bool tricks_only = true;      // objective: one point per trick
    int points[NSUIT][MAXPOW] = {};   // card points (when !tricks_only)
    int trick_points = 1;         // points per trick (when !tricks_only, usually 0)
    int last_trick_bonus = 0;
    int last_tricks = 1;          // how many final tricks carry last_trick_bonus (king's "no last two")
    bool count_min_side = false;  // penalties: the max side maximises the points the other seats take
    int banned_lead = -1;         // a suit no seat may lead while holding another (king's hearts)
    int penultimate_bonus = 0;    // added to the trick before the last (barbu's No Last Two)
    bool void_overtrump = false;  // void in led suit, a trump in the trick: beat it if able (else any card)
    // Multi-pack decks and wild cards (bezique).  ``jokers_never_win``: the suit-4 cards have no suit or rank
    // and never win; led, they leave every follower free (the first suited card takes the trick over), and a
    // follower may play one only when free to play any card.  ``grouped``: ``group[s][power]`` is the rank of
    // each power, non-decreasing in power; equal ranks are copies of one card, which tie (the earlier played
    // wins) and are interchangeable in a hand.
    bool jokers_never_win = false;
    bool grouped = false;
    int8_t group[NSUIT][MAXPOW] = {};
    bool must_head = false;  // a follower must beat the trick's winning card with a card he may play, if he can
    // Declarations on lead (thousand's marriages, TY-7): a leader who won the previous trick and holds the
    // cards of powers decl_bits[0] and decl_bits[1] of a suit may lead either of them declaring: the seat
    // gains decl_points[suit] (when counted) and that suit is trump from this trick on.
    bool declarations = false;
    int decl_bits[2] = {-1, -1};
    int decl_points[4] = {0, 0, 0, 0};
    // A trump change (business BIZ-6/7/15): once, before a lead after the first trick, the leading
    // no_trump_lead_seat (the Declarer) names another suit trump; with swap_seat >= 0 (the Banker) the two
    // swap roles: swap_seat becomes the no_trump_lead_seat and the count_seat.
    bool trump_change = false;
    int swap_seat = -1;
    int count_seat = -1;    // >= 0: only this seat's tricks count (business's Declarer), not the whole side
    // business's catch: the no_trump_lead_seat never leads a trump; to lead with nothing else and no change
    // left ends the play at once.  Every play that ends normally is worth end_bonus to the max side, so a
    // catch ranks below any normal end (the facade maps the value back).
    bool caught_ends = false;
    int end_bonus = 0;
    // Jokers named as any card (business J1-J3, BIZ-9): the powers a joker may be named as (0: off).  A joker
    // leads only as its holder's last card or from a hand of exactly the two jokers (J1), goes to a led trick
    // only when its holder is void of the led suit (J2), and is named when played (a leading
    // no_trump_lead_seat never in the trump suit): it is then that card of that suit (ebit = the named power),
    // equal cards tying, the earlier played winning.
    Mask joker_names = 0;
    // Partition search while such jokers are in hands (gap fields in the table's entries, Solver::gap_fields);
    // false: the table keeps every card while a joker is in a hand (the exact keys, kept for tests to compare).
    bool joker_partition = true;
};

struct PCard {  // a card in the current trick
    int8_t suit, bit;    // real suit/power (jokers: suit 4)
    int8_t esuit, ebit;  // effective suit/power (jokers named at play)
    int8_t seat;
};

struct Move {
    int8_t suit, bit, esuit, ebit;
    Mask cls;  // equivalence class bits (same real suit)
    int score;
    int8_t kind = 0;  // MOVE_CARD, MOVE_DECLARE (lead declaring) or MOVE_CHANGE (esuit: the new trump)
    Mask names = 0;  // a joker named as any card (Rules::joker_names): the named powers of esuit it stands for
};

constexpr int8_t MOVE_CARD = 0, MOVE_DECLARE = 1, MOVE_CHANGE = 2;
constexpr int8_t CHANGE_SUIT = 7;  // the suit field of a change move (no card)

// Where the play stands beyond the cards (declarations, the trump change); set with set_position.
struct PlayFlags {
    bool first_trick = false;     // the trick to lead is the deal's first: its leader won no trick before
    bool change_left = false;     // the trump change is still to be used
    bool change_pending = false;  // the change was called: the new trump is to be named now
};

struct Stats {
    uint64_t nodes = 0;
    uint64_t tt_hits = 0;
    uint64_t tt_entries = 0;
    uint64_t tt_clears = 0;
    uint64_t qt_cuts = 0;
    uint64_t lt_cuts = 0;  // later-tricks bounds
    uint64_t qt2_cuts = 0;  // second-hand quick tricks
    uint64_t skipped = 0;  // moves equivalent to a searched one under the relevant ranks
    uint64_t cut_hist[8] = {};
    uint64_t trick_cuts = 0;  // trick_bound: remaining points, or the trick's winner decided
    uint64_t escape_cuts = 0;  // avoider_escapes: the avoider loses every trick left
    uint64_t depth_nodes[16] = {};  // trick-start nodes by tricks left
    uint64_t depth_expanded[16] = {};  // of which searched (no table or bound cut)
#ifdef DD_INSTR
    // Move-ordering diagnostics of the bridge search (compile with -DDD_INSTR), per
    // position in the trick: nodes that cut (and how often with the first move),
    // nodes that did not, the trick-start nodes below each, and the "waste": the
    // nodes under moves tried before the one that cut, counted once however deeply
    // wasted subtrees nest (so the waste over all positions is the part of the
    // search that perfect ordering would have saved).
    uint64_t cut_count[4] = {}, cut_first[4] = {}, cut_nodes[4] = {};
    uint64_t all_count[4] = {}, all_nodes[4] = {};
    uint64_t waste[4] = {}, waste_by_tricks_left[4][14] = {};
    uint64_t waste_total = 0;
#endif
    uint64_t lowered = 0;  // business: targets lowered to the end bonus (no value between it and the top trumps)
    // The driver's zero-window searches (the first MAXPROBES of a value): target, outcome, trick-start nodes.
    static constexpr int MAXPROBES = 32;
    uint64_t probes = 0;
    int32_t probe_target[MAXPROBES] = {};
    uint8_t probe_ok[MAXPROBES] = {};
    uint64_t probe_nodes[MAXPROBES] = {};
    uint64_t forced_cuts = 0;  // avoider_masters_bound: the avoider holds only masters, the loaders' take bounded
    uint64_t tt_compactions = 0;  // full tables thinned by TT::keep_deepest instead of cleared
};

// What the finished probes of value() proved about the position's value: lo <= value <= hi.  A search stopped by
// its budget (BudgetExceeded) leaves them where it got, so an answer out of time can still give bounds.  Only
// value()'s own probes count (active): value_after's are about the position after a card.
struct ProvenBounds {
    int lo = 0, hi = 0;
    bool active = false;
    void start(int top) { lo = 0, hi = top, active = true; }
    void note(int target, bool reached) {
        if (!active) return;
        if (reached) lo = std::max(lo, target);
        else hi = std::min(hi, target - 1);
    }
    void finish(int value) { lo = hi = value, active = false; }
    // value()'s body: drive() with its probes noted, from [0, top].
    template <class Drive>
    int track(int top, Drive drive) {
        start(top);
        try {
            const int v = drive();
            finish(v);
            return v;
        } catch (...) {
            active = false;
            throw;
        }
    }
};

// The transposition table.  A bucket is a key (a, b, c: suit lengths, the leader, the flags, hashes of what the
// rules keep exactly); its entries each keep the owners of the top k[s] cards of every suit s (partition search:
// the rest of a suit is forgotten but for its lengths), and hold bounds on the value.  A position matches an
// entry of its bucket when its owners of those cards are the entry's.  Entries are indexed by their shape (the
// vector k) as well: a bucket lists its shapes, and an open-addressing index maps (bucket, shape, masked owners)
// to the one entry there, so a lookup reads one slot per shape instead of every entry of the bucket (barbu's
// buckets gather thousands of entries of a few dozen shapes).
class TT {
  public:
    struct Entry {
        uint64_t own[NSUIT];
        uint8_t k[NSUIT];
        uint8_t depth;  // tricks left at the position, | HIT once it cut a search (TT::keep_deepest): in the padding
        int16_t lo, hi;
        int32_t bucket;  // the bucket's id
    };
    static constexpr uint8_t HIT = 0x80;
    struct Bucket {
        uint64_t a, b, c;
        int32_t id;      // -1: an empty slot
        int32_t shapes;  // head of the bucket's list of shapes (-1: none)
    };
    struct Shape {
        uint8_t k[NSUIT];
        int16_t top_lo, low_hi;  // the highest lower bound and the lowest upper bound of its entries
        int32_t only;            // its entry while it has one (read without the index), else -1
        int32_t next;
    };
    explicit TT(size_t max_bytes);
    void clear();
    // The bits of an owners word an entry keeping the top k cards compares (owner_bits per card).
    void set_owner_bits(int bits);
    uint64_t mask_of(int k) const { return kmask_[k]; }
    // returns bucket index (creating it if needed); -2 if the table is full (caller may thin or clear it)
    int find(uint64_t a, uint64_t b, uint64_t c, bool create);
    // An entry of bucket bi the position (its owners words) matches whose bounds decide target (lo >= target or
    // hi < target), or nullptr.
    Entry* lookup(int bi, const uint64_t* own, int target);
    // Stores bounds for the position's top k cards (own already masked), tightening an entry already there;
    // false when the pool is full (nothing stored).
    bool add(int bi, const uint64_t* own, const uint8_t* k, int lo, int hi, int depth = 0);
    // Keep at most half the pool, the entries that cut a search and then those of the most tricks left (not clear()).
    void keep_deepest();
    size_t bytes() const;
    // The most bytes() has been since the table was made (it grows with every entry and shrinks only when thinned
    // or cleared, which note it), so the search's inner loop keeps no count of it.
    size_t peak_bytes() const { return std::max(peak_bytes_, bytes()); }
    uint64_t count() const { return used_; }
    uint64_t clears = 0;
    size_t bucket_count() const { return buckets_.size(); }

  private:
    std::vector<Bucket> buckets_;
    std::vector<Entry> pool_;
    std::vector<Shape> shapes_;
    std::vector<int32_t> slots_;  // the index: pool positions, -1 empty; a power of two, at most half full (three
                                  // quarters at the edge of the budget: room_for)
    uint64_t kmask_[MAXPOW + 1] = {};
    size_t mask_;
    size_t max_buckets_;
    void grow();
    size_t nbuckets_used_ = 0;
    size_t entry_budget_;  // bytes of pool_, shapes_ and slots_ (by their sizes: see the constructor)
    size_t peak_bytes_ = 0;
    bool room_for(bool new_shape);
    int32_t shape_of(const Bucket& bk, const uint8_t* k) const;
    void attach(int bi, int32_t e);
    uint64_t used_ = 0;
    int32_t next_id_ = 0;
    uint64_t slot_hash(int32_t id, const uint8_t* k, const uint64_t* own) const;
    int32_t* slot_of(int32_t id, const uint8_t* k, const uint64_t* own);  // the entry's slot, or the empty one
    void index(int32_t e);
    void grow_index();
};

class Solver {
  public:
    Solver(const Rules& r, size_t tt_bytes);
    // Set a position: hands[seat][suit] masks, current trick (leader + cards played in order).
    void set_position(const Mask hands[][NSUIT], int leader, const std::vector<PCard>& played);
    // Minimax value (max side's points from here, including the current trick).
    int value(int guess = -1);
    // Legal moves of the seat to move (every card, jokers once per naming).
    std::vector<Move> legal_moves();
    // Flags of the position set last (call after set_position; default: none of them).
    void set_flags(const PlayFlags& f);
    int trump() const { return R.trump; }
    // Value after playing move m (max side's points from the current position on).
    // floor <= the value <= ceiling, when the caller knows so (each card's value beside the position's: a max
    // mover's cards are worth at most the position's value, a min mover's at least): probes outside are skipped.
    int value_after(const Move& m, int guess = -1, int floor = 0, int ceiling = NO_CEILING);
    static constexpr int NO_CEILING = 1 << 30;
    int to_move() const { return (leader_ + nplayed_) % R.nseats; }
    int remaining_points() const;
    bool counted(int seat) const;  // whether the points of tricks ``seat`` wins count towards the value
    Stats stats;
    void set_budget(uint64_t nodes, double seconds);
    void clear_tt() { tt_.clear(); }
    size_t tt_bytes() const { return tt_.bytes(); }
    size_t tt_peak_bytes() const { return tt_.peak_bytes(); }
    // What value() proved so far (all of it once it returned; as far as it got if its budget ran out), each
    // bound on a multiple of the points' gcd.
    std::pair<int, int> proven() const;

  private:
    Rules R;
    ProvenBounds proven_;
    bool abstract_;  // partition search allowed
    Mask h_[MAXSEATS][NSUIT];
    int leader_ = 0;
    int nplayed_ = 0;
    PCard trick_[MAXSEATS];
    int cards_left_ = 0;  // cards in hands
    int hand_points_ = 0;
    TT tt_;
    uint64_t node_budget_ = 0;
    double time_budget_ = 0;
    std::chrono::steady_clock::time_point start_;
    uint16_t killer_[64][MAXSEATS][2];  // [tricks left][position in trick] -> suit<<8|bit

    int tricks_left() const;
    bool ab(int target, Mask* win);
    // ab's parts: a trick start's key, cuts and table (CUT_*: answered true / false, or search on), the moves,
    // one move's subtree, the end of a trick, the classes' widening and the table store
    struct StartKey {
        uint64_t a = 0, b = 0, c = 0;
        uint64_t own[NSUIT] = {};
    };
    static constexpr int CUT_FALSE = 0, CUT_TRUE = 1, CUT_NONE = 2;
    int start_cut(int target, Mask* win, StartKey* k, bool* use_tt);
    int table_cut(int target, Mask* win, const StartKey& k);
    int start_bounds(int target, int tl, Mask* win);
    int counted_seat_cut(int target, int tl, Mask* win);
    int quick_tricks_cut(int target, int tl, Mask* win);
    bool search_moves(int target, Mask* win);
    bool child(const Move& m, int seat, int target, Mask* cw);
    bool after_trick(int target, Mask* cw);
    void widen_classes(const Move* mv, int nm, int seat, Mask* acc) const;
    void store(const StartKey& key, int target, bool result, const Mask* win);
    int table_slot(const StartKey& key, bool thin_first = true);
    int gen(Move* out, int seat);
    // gen's parts: the cards that may be led or played to the trick, and the classes of one suit's candidates
    void lead_candidates(int seat, Mask* cand, uint8_t* joker_names) const;
    void follow_candidates(int seat, Mask* cand, uint8_t* joker_names) const;
    int gen_classes(Move* out, int n, int seat, int s, Mask c, uint8_t joker_names) const;
    int class_moves(Move* out, int n, int s, Mask cl, uint8_t joker_names) const;
    void order(Move* mv, int n, int seat);
    // order's parts: a lead's score, the scores of the cards played to a trick, and whether an opponent still to
    // play can beat a card
    int lead_score(const Move& m, int seat, const Mask* opp, const Mask* mate) const;
    void follow_scores(Move* mv, int n, int seat, const Mask* opp, uint16_t kill) const;
    bool later_opponent_beats(int seat, int esuit, int ebit) const;
    int trick_winner() const;  // index into trick_
    int trick_points_now(int tricks_after) const;
    int avoid_score(const Move& m, const PCard& wc, bool beats, bool avoider) const;
    bool won_by_rank(int wi) const;
    void play(const Move& m, int seat);
    void unplay(const Move& m, int seat);
    int quick_tricks(int seat, Mask* win);
    int lone_avoider() const;
    int own_masters(int seat, Mask* win) const;
    int partner_masters(int seat, int* bs, int* bq) const;
    static void add_tops(Mask* win, Mask mask, int cnt);
    int ruff_limit(int seat, int s, int cnt) const;
    void key(uint64_t& a, uint64_t& b, uint64_t& c, uint64_t* own) const;
    void check_budget();
    int drive(int guess, int floor = 0, int ceiling = NO_CEILING);
    bool probe(int target, Mask* win);  // one zero-window search of the driver, counted in stats
    bool counted_tricks_objective() const;
    bool never_caught() const;
    bool normal_end_sure() const;
    int counted_quick_tricks(Mask* win) const;
    int counted_sure_tricks(Mask* win) const;
    bool top_trump_before_change() const;
    bool joker_trick_sure() const;
    bool joker_void_trick() const;
    bool others_top_trumps_cut(int target, int tl, Mask* win);
    int counted_top_trumps(Mask* bits) const;
    bool jokers_in_hands() const;
    bool lowered_target(int target, int* lowered, Mask* tops) const;
    bool counted_tricks_ = false;  // counted_tricks_objective(), fixed by the rules
    bool opponents_sure_tricks_cut(int target, int tl, Mask* win);
    int point_floor(int s, Mask all) const;  // top cards of suit s a table entry keeps for their points
    uint64_t point_profile() const;              // hash of every suit's card points in relative rank order
    int avoid_lead_score(const Move& m, int seat) const;
    int loader_lead_score(const Move& m, int avoider, int carries) const;
    bool trick_decided(const PCard& wc) const;
    int trick_bound(int target, Mask* win);
    bool points_nonnegative_ = true;  // trick_bound's lower bounds assume no card takes points away
    int point_step_ = 1;              // every value is a multiple of it (point_gcd)
    int point_gcd() const;
    bool avoider_escapes(Mask* win) const;  // penalties: the avoider can lose every trick left
    bool escape_pairing(const Mask* mine, const Mask* theirs, Mask* win) const;
    // penalties: the avoider's forced take, and the driver stepping down from the top
    int avoider_masters_bound(Mask* win) const;
    int drive_penalties(int guess);
    int drive_caught(int top);                     // business's catch: a normal end first, then step up
    int drive_tricks(int guess, int lo, int hi);   // tricks: step from the guess
    int drive_points(int guess, int lo, int hi);   // card points: bisect over multiples of point_step_

    // equal cards (Rules::grouped) and jokers that never win
    bool grouped_ = false;
    uint8_t glo_[NSUIT][MAXPOW] = {}, ghi_[NSUIT][MAXPOW] = {};  // lowest / highest power of each power's group
    void init_groups();
    Mask beat_mask(int s, int b) const;  // powers of suit s strictly beating power b
    int strength(const PCard& c) const;
    int trick_winner_general() const;
    bool beats_general(const Move& m, const PCard& wc) const;
    bool split_class(int s, int prev, int b, Mask others) const;
    uint64_t rank_pattern(int s, Mask all) const;
    uint64_t entry_mask(int k) const;
    // Bits a card's owner takes in a table key: 3 (six seats), or 2 with copies (Rules::grouped) and at most four
    // seats, so that a suit of up to 32 cards fits in the key's 64 bits (set_position refuses more).
    int owner_bits_ = 3;
    bool lone_multipack(int seat) const;
    void head(Mask* cand) const;
    // declarations and the trump change (rules fields declarations / trump_change / caught_ends)
    bool lead_won_ = true;        // the leader to lead won the previous trick (false at the deal's first)
    bool change_left_ = false;
    bool change_pending_ = false;
    struct Undo {
        int8_t trump, no_trump_lead_seat, count_seat;
        bool change_left, change_pending;
    };
    Undo undo_[64];
    int nundo_ = 0;
    bool dynamic_ = false;  // declarations or a change: the trump and the flags are part of the position
    int gen_specials(Move* out, int n, int seat);
    void play_special(const Move& m);
    void unplay_special();
    bool is_caught() const;
    bool abstract_rules_ok() const;
    int special_points(const Move& m, int seat) const;
    int declarable_points() const;
    uint64_t flag_bits() const;
    int8_t base_trump_ = -1, base_ntl_ = -1, base_count_ = -1;  // the rules' own, restored by set_flags
    int end_points(int tricks_after) const { return tricks_after == 0 ? R.end_bonus : 0; }
    // jokers named as any card (Rules::joker_names)
    bool joker_may_lead(int seat) const;
    int gen_named_jokers(Move* out, int n, Mask cls, uint8_t suits) const;
    Mask naming_cuts(int s) const;
    Mask run_tops(Mask cuts) const;
    struct JokerGaps {
        bool other = false;  // a seat other than the one to move holds a joker
        int cap = 1;
        Mask occupied = 0, free = 0, named = 0;
    };
    JokerGaps joker_gaps(int seat, int s) const;
    bool named_joker_splits(const JokerGaps& g, int prev, int b) const;
    int joker_limit(int seat, int s, int cnt) const;
    // table keys with jokers named as any card (relative ranks with the gaps a naming can fill)
    bool abstract_free_ = false;  // partition search allowed once no joker is in a hand
    bool joker_fields_ = false;   // and while jokers are in hands, with gap fields (Rules::joker_partition)
    bool abstract_now() const;
    int joker_gap_cap() const;
    uint64_t gap_pattern(Mask all, int cap) const;
    // partition search while jokers named as any card are in hands (joker_fields): each kept card's owner field
    // carries the capped gap above it, and the ranks a winning joker's naming rests on are kept
    static constexpr int FIELD_BITS = 5;  // an owner (3 bits) and a capped gap (2 bits)
    uint64_t gap_fields(Mask all, int cap) const;
    Mask live_cards(int s) const;  // in hands and (real cards) in the trick
    void keep_at_or_below(Mask* win, int s, int p) const;
    void keep_winning_naming(Mask* win, int winner, bool by_rank) const;
    bool gap_merge_possible(int seat) const;
    int drop_dead_namings(Move* mv, int nm) const;
    bool naming_dead(const Move& m, const PCard& wc) const;
    void make_room();  // the table is full: thin it
};

}  // namespace dd
