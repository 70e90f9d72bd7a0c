// pybind11 bindings for the double-dummy engine.  Every call releases the GIL
// while searching; one Engine object holds one transposition table (no global
// state), so use one Engine per thread.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <array>
#include <chrono>
#include <memory>
#include <tuple>

#include "bridge.hpp"
#include "engine.hpp"

namespace py = pybind11;
using namespace dd;

namespace {

using Hands = std::vector<std::vector<long long>>;
using Played = std::vector<std::vector<int>>;  // suit, power, named suit [, named power: a joker named as a card]

// One seat's masks per suit: 15 powers a suit (bit 15 clear: the bridge solver's masks are 16 bits), or with
// copies (Rules::grouped) the engine's 32; at most two jokers (suit 4).
void to_masks(const Hands& hands, int nseats, Mask out[][NSUIT], bool copies = false) {
    if ((int)hands.size() != nseats) throw std::invalid_argument("hands must have one entry per seat");
    const long long most = copies ? 0xFFFFFFFFLL : 0x7FFF;
    for (int p = 0; p < nseats; p++) {
        if (hands[p].size() < 4 || hands[p].size() > 5) throw std::invalid_argument("each hand has 4 or 5 masks");
        for (int s = 0; s < NSUIT; s++) {
            const long long m = s < (int)hands[p].size() ? hands[p][s] : 0;
            if (m < 0 || m > (s == JOKER ? 3 : most))
                throw std::invalid_argument(s == JOKER    ? "mask out of range (two jokers)"
                                            : copies      ? "mask out of range (32 powers per suit)"
                                                          : "mask out of range (15 powers per suit)");
            out[p][s] = (Mask)m;
        }
    }
}

// The bridge solver's 16-bit masks (to_masks keeps its powers below 15 without copies).
void narrow(const Mask h[][NSUIT], uint16_t out[][NSUIT]) {
    for (int p = 0; p < 4; p++)
        for (int s = 0; s < NSUIT; s++) out[p][s] = (uint16_t)h[p][s];
}

std::vector<PCard> to_played(const Played& played, bool copies = false) {
    std::vector<PCard> v;
    const int top = copies ? MAXPOW - 1 : 14;
    for (auto& t : played) {
        if (t.size() != 3 && t.size() != 4) throw std::invalid_argument("a played card is 3 or 4 numbers");
        int s = t[0], b = t[1], es = t[2];
        if (s < 0 || s > 4 || b < 0 || b > top || es < 0 || es > 4 || (es == JOKER && s != JOKER))
            throw std::invalid_argument("bad played card");
        // a joker named as a card (Rules::joker_names) carries the named power
        const int as_card = t.size() == 4 ? t[3] : -1;
        if (t.size() == 4 && (s != JOKER || es == JOKER || as_card < 0 || as_card > 14))
            throw std::invalid_argument("only a joker is named as a card, with a suit and a power 0..14");
        const bool named = s == JOKER && es != JOKER;  // a joker that never wins keeps suit 4 (named suit 4)
        PCard c;
        c.suit = (int8_t)s;
        c.bit = (int8_t)b;
        c.esuit = (int8_t)(s == JOKER ? es : s);
        c.ebit = (int8_t)(as_card >= 0 ? as_card : named ? MAXPOW + b : b);
        c.seat = 0;
        v.push_back(c);
    }
    return v;
}

class Engine {
  public:
    Engine(int nseats, int trump, bool follow, bool must_trump, bool must_overtrump, bool partner_exempt,
           int no_trump_lead_seat, std::vector<int> side, bool tricks_only, std::vector<std::vector<int>> points,
           int trick_points, int last_trick_bonus, double tt_mb, uint64_t node_budget, double time_budget,
           int last_tricks, bool count_min_side, int banned_lead, int penultimate_bonus, bool void_overtrump,
           bool jokers_never_win, const std::vector<std::vector<int>>& groups, bool must_head)
        : rules_(with_groups(make_rules(nseats, trump, follow, must_trump, must_overtrump, partner_exempt,
                                        no_trump_lead_seat, side, tricks_only, points, trick_points, last_trick_bonus,
                                        last_tricks, count_min_side, banned_lead, penultimate_bonus, void_overtrump),
                             jokers_never_win, groups, must_head)),
          solver_(rules_, (size_t)(tt_mb * 1024 * 1024)),
          tt_bytes_((size_t)(tt_mb * 1024 * 1024)),
          node_budget_(node_budget),
          time_budget_(time_budget) {
        if (bridge_like(rules_) && !rules_.grouped && !rules_.jokers_never_win && !rules_.must_head) {
            fast_ = std::make_unique<BridgeSolver>(rules_.trump, rules_.side[0] ? 0 : 1, (size_t)(tt_mb * 1024 * 1024));
        }
    }

    int value(const Hands& hands, int leader, const Played& played, int guess) {
        Mask h[MAXSEATS][NSUIT] = {};
        to_masks(hands, rules_.nseats, h, rules_.grouped);
        auto pl = to_played(played, rules_.grouped);
        py::gil_scoped_release release;
        if (use_fast(h, pl)) {
            uint16_t h16[MAXSEATS][NSUIT] = {};
            narrow(h, h16);
            fast_->set_position(h16, leader, pl);
            arm();
            return fast_->value(guess);
        }
        solver_.set_position(h, leader, pl);
        arm();
        return solver_.value(guess);
    }

    // [(suit, power, named suit, class mask, value)] for every distinct legal move
    std::vector<std::tuple<int, int, int, long long, int>> card_values(const Hands& hands, int leader, const Played& played) {
        Mask h[MAXSEATS][NSUIT] = {};
        to_masks(hands, rules_.nseats, h, rules_.grouped);
        auto pl = to_played(played, rules_.grouped);
        std::vector<std::tuple<int, int, int, long long, int>> out;
        py::gil_scoped_release release;
        int guess = -1;
        if (use_fast(h, pl)) {
            uint16_t h16[MAXSEATS][NSUIT] = {};
            narrow(h, h16);
            fast_->set_position(h16, leader, pl);
            arm();
            const auto moves = fast_->legal_moves();
            if (moves.size() > 1) {
                // the position's value first; then each card with a window on the right side of it
                const int best = fast_->value(-1);
                const bool mx = fast_->mover_is_max();
                for (const Move& m : moves) {
                    int v = mx ? fast_->value_after(m, best, 0, best) : fast_->value_after(m, best, best, 99);
                    out.emplace_back(m.suit, m.bit, m.esuit, m.cls, v);
                }
                return out;
            }
            for (const Move& m : moves) {
                int v = fast_->value_after(m, guess);
                guess = v;
                out.emplace_back(m.suit, m.bit, m.esuit, m.cls, v);
            }
            return out;
        }
        solver_.set_position(h, leader, pl);
        arm();
        const auto moves = solver_.legal_moves();
        if (moves.size() > 1) {
            // As above: the position's value first, then each card searched only on its side of it (a max mover's
            // cards are worth at most that value, a min mover's at least), never probing beyond it.
            const int best = solver_.value(-1);
            const bool mx = rules_.side[solver_.to_move()] != 0;
            for (const Move& m : moves) {
                const int v = mx ? solver_.value_after(m, best, 0, best)
                                 : solver_.value_after(m, best, best, Solver::NO_CEILING);
                out.emplace_back(m.suit, m.bit, m.esuit, m.cls, v);
            }
            return out;
        }
        for (const Move& m : moves) out.emplace_back(m.suit, m.bit, m.esuit, m.cls, solver_.value_after(m, guess));
        return out;
    }

    // Declarations and the trump change: the position's flags, then every legal move with its kind
    // [(kind, suit, power, named suit, class mask, value)] (kind: 0 card, 1 declaring lead, 2 change to the
    // named suit).  The generic engine only (the bridge solver knows neither).
    void set_flags(bool first_trick, bool change_left, bool change_pending) {
        flags_ = PlayFlags{first_trick, change_left, change_pending};
    }
    int flagged_value(const Hands& hands, int leader, const Played& played, int guess) {
        Mask h[MAXSEATS][NSUIT] = {};
        to_masks(hands, rules_.nseats, h, rules_.grouped);
        auto pl = to_played(played, rules_.grouped);
        py::gil_scoped_release release;
        last_fast_ = false;
        solver_.set_position(h, leader, pl);
        solver_.set_flags(flags_);
        arm();
        return solver_.value(guess);
    }
    std::vector<std::tuple<int, int, int, int, long long, int>> move_values(const Hands& hands, int leader,
                                                                      const Played& played) {
        std::vector<std::tuple<int, int, int, int, long long, int>> out;
        each_move_value(hands, leader, played,
                        [&out](const Move& m, int v) { out.emplace_back(m.kind, m.suit, m.bit, m.esuit, m.cls, v); });
        return out;
    }

    // move_values with each move's named powers (a joker named as any card: the powers of its named suit the
    // move stands for; 0 for other moves): [(kind, suit, power, named suit, class mask, names, value)].
    std::vector<std::tuple<int, int, int, int, long long, long long, int>> named_move_values(const Hands& hands, int leader,
                                                                                 const Played& played) {
        std::vector<std::tuple<int, int, int, int, long long, long long, int>> out;
        each_move_value(hands, leader, played, [&out](const Move& m, int v) {
            out.emplace_back(m.kind, m.suit, m.bit, m.esuit, m.cls, m.names, v);
        });
        return out;
    }

    // Set the position and value every legal move (each search guessing the previous move's value), GIL released;
    // emit(move, value) collects the rows (called without the GIL: it must not touch Python objects).
    template <class Emit>
    void each_move_value(const Hands& hands, int leader, const Played& played, Emit emit) {
        Mask h[MAXSEATS][NSUIT] = {};
        to_masks(hands, rules_.nseats, h, rules_.grouped);
        auto pl = to_played(played, rules_.grouped);
        py::gil_scoped_release release;
        last_fast_ = false;
        solver_.set_position(h, leader, pl);
        solver_.set_flags(flags_);
        arm();
        int guess = -1;
        for (const Move& m : solver_.legal_moves()) {
            int v = solver_.value_after(m, guess);
            guess = v;
            emit(m, v);
        }
    }
    // Jokers named as any card: the powers a joker may be named as (0: off); rebuilds the generic engine.  partition:
    // partition search while a joker is in a hand (Rules::joker_partition; false keeps every card then).
    void set_joker_names(int mask, bool partition) {
        if (mask < 0 || mask > 0x7FFF) throw std::invalid_argument("joker names: powers 0..14");
        if (mask && (rules_.jokers_never_win || rules_.grouped || rules_.must_head))
            throw std::invalid_argument("jokers named as any card are not combined with wild cards or copies");
        rules_.joker_names = (Mask)mask;
        rules_.joker_partition = partition;
        solver_ = Solver(rules_, tt_bytes_);
    }

    // What the last value() proved (lo, hi): the value itself once it returned, bounds if its budget ran out.
    std::pair<int, int> proven() const { return last_fast_ ? fast_->proven() : solver_.proven(); }
    // The budgets of the calls that follow (each call counts its own from its start).
    void set_budget(uint64_t node_budget, double time_budget) {
        node_budget_ = node_budget;
        time_budget_ = time_budget;
    }

    py::dict stats() const {
        const Stats& st = last_fast_ ? fast_->stats : solver_.stats;
        py::dict d;
        d["nodes"] = st.nodes;
        d["tt_hits"] = st.tt_hits;
        d["qt_cuts"] = st.qt_cuts;
        d["tt_clears"] = st.tt_clears;
        d["scanned"] = st.tt_entries;
        d["cut_hist"] = std::vector<uint64_t>(st.cut_hist, st.cut_hist + 8);
        d["skipped"] = st.skipped;
        d["lt_cuts"] = st.lt_cuts;
        d["trick_cuts"] = st.trick_cuts;
        d["escape_cuts"] = st.escape_cuts;
        d["forced_cuts"] = st.forced_cuts;
        d["tt_compactions"] = st.tt_compactions;
        d["qt2_cuts"] = st.qt2_cuts;
        d["lowered"] = st.lowered;
        d["depth_nodes"] = std::vector<uint64_t>(st.depth_nodes, st.depth_nodes + 16);
        d["depth_expanded"] = std::vector<uint64_t>(st.depth_expanded, st.depth_expanded + 16);
        d["tt_bytes"] = last_fast_ ? fast_->tt_bytes() : solver_.tt_bytes();
        d["tt_peak_bytes"] = last_fast_ ? fast_->tt_bytes() : solver_.tt_peak_bytes();  // the bridge table: capacity, bounded
        const size_t np = std::min<size_t>(st.probes, Stats::MAXPROBES);
        d["probes"] = st.probes;
        d["probe_targets"] = std::vector<int32_t>(st.probe_target, st.probe_target + np);
        d["probe_ok"] = std::vector<uint8_t>(st.probe_ok, st.probe_ok + np);
        d["probe_nodes"] = std::vector<uint64_t>(st.probe_nodes, st.probe_nodes + np);
        return d;
    }
    // The rules fields for declarations and the trump change (an empty decl_bits: no declarations); rebuilds
    // the generic engine with them.
    void set_special_rules(const std::vector<int>& decl_bits, const std::vector<int>& decl_points, bool trump_change,
                           int swap_seat, int count_seat, bool caught_ends, int end_bonus) {
        if (!decl_bits.empty() && (decl_bits.size() != 2 || decl_points.size() != 4))
            throw std::invalid_argument("declarations need two card powers and four suit points");
        for (int b : decl_bits)
            if (b < 0 || b > 14) throw std::invalid_argument("declaration card power out of range");
        for (int s : {swap_seat, count_seat})
            if (s < -1 || s >= rules_.nseats) throw std::invalid_argument("seat out of range");
        rules_.declarations = !decl_bits.empty();
        for (int i = 0; i < 2 && rules_.declarations; i++) rules_.decl_bits[i] = decl_bits[i];
        for (int s = 0; s < 4 && rules_.declarations; s++) rules_.decl_points[s] = decl_points[s];
        rules_.trump_change = trump_change;
        rules_.swap_seat = swap_seat;
        rules_.count_seat = count_seat;
        rules_.caught_ends = caught_ends;
        rules_.end_bonus = end_bonus;
        solver_ = Solver(rules_, tt_bytes_);
    }
    void clear() {
        solver_.clear_tt();
        if (fast_) fast_->clear_tt();
    }

  private:
    static Rules make_rules(int nseats, int trump, bool follow, bool must_trump, bool must_overtrump,
                            bool partner_exempt, int no_trump_lead_seat, const std::vector<int>& side,
                            bool tricks_only, const std::vector<std::vector<int>>& points, int trick_points,
                            int last_trick_bonus, int last_tricks, bool count_min_side, int banned_lead,
                            int penultimate_bonus, bool void_overtrump) {
        Rules r;
        if (nseats < 2 || nseats > MAXSEATS) throw std::invalid_argument("nseats must be 2..6");
        if (trump < -1 || trump > 3) throw std::invalid_argument("trump must be -1..3");
        r.nseats = nseats;
        r.trump = trump;
        r.follow = follow;
        r.must_trump = must_trump;
        r.must_overtrump = must_overtrump;
        r.partner_exempt = partner_exempt;
        r.no_trump_lead_seat = no_trump_lead_seat;
        if ((int)side.size() != nseats) throw std::invalid_argument("side needs one flag per seat");
        for (int i = 0; i < MAXSEATS; i++) r.side[i] = i < nseats ? (uint8_t)(side[i] != 0) : 0;
        r.tricks_only = tricks_only;
        for (int s = 0; s < NSUIT; s++)
            for (int b = 0; b < MAXPOW; b++)
                r.points[s][b] = (s < (int)points.size() && b < (int)points[s].size()) ? points[s][b] : 0;
        r.trick_points = trick_points;
        r.last_trick_bonus = last_trick_bonus;
        if (last_tricks < 1) throw std::invalid_argument("last_tricks must be at least 1");
        r.last_tricks = last_tricks;
        r.count_min_side = count_min_side;
        if (banned_lead < -1 || banned_lead > 3) throw std::invalid_argument("banned_lead must be -1..3");
        r.banned_lead = banned_lead;
        r.penultimate_bonus = penultimate_bonus;
        r.void_overtrump = void_overtrump;
        return r;
    }
    // Equal cards and jokers that never win: ``groups[s][power]`` is the rank of each power of suit s (missing
    // powers rank above the given ones); empty when no card repeats.
    static Rules with_groups(Rules r, bool jokers_never_win, const std::vector<std::vector<int>>& groups,
                             bool must_head) {
        r.jokers_never_win = jokers_never_win;
        r.must_head = must_head;
        if (groups.empty()) return r;
        if (groups.size() > NSUIT) throw std::invalid_argument("groups: at most one list per suit");
        r.grouped = true;
        for (int s = 0; s < NSUIT; s++) {
            const int n = s < (int)groups.size() ? (int)groups[s].size() : 0;
            if (n > MAXPOW) throw std::invalid_argument("groups: 32 powers per suit");
            for (int b = 0; b < MAXPOW; b++) {
                const int g = b < n ? groups[s][b] : 64 + b;
                if (b < n && (g < 0 || g > 63)) throw std::invalid_argument("groups: ranks are 0..63");
                r.group[s][b] = (int8_t)g;
            }
        }
        return r;
    }
    Rules rules_;
    Solver solver_;
    size_t tt_bytes_;
    std::unique_ptr<BridgeSolver> fast_;  // plain partnership play (bridge and kin)
    bool last_fast_ = false;
    uint64_t node_budget_;
    double time_budget_;
    PlayFlags flags_;
    bool use_fast(const Mask h[][NSUIT], const std::vector<PCard>& pl) {
        last_fast_ = false;
        if (!fast_) return false;
        for (int p = 0; p < 4; p++)
            if (h[p][JOKER]) return false;
        for (const PCard& c : pl)
            if (c.suit == JOKER) return false;
        last_fast_ = true;
        return true;
    }
    void arm() {  // budgets count per call
        solver_.stats.nodes = 0;
        solver_.stats.probes = 0;
        solver_.set_budget(node_budget_, time_budget_);
        if (fast_) {
            fast_->stats.nodes = 0;
            fast_->set_budget(node_budget_, time_budget_);
        }
    }
};

// Bridge table: [strain C,D,H,S,NT][declarer N,E,S,W] = declarer's tricks.
std::pair<std::vector<std::vector<int>>, uint64_t> bridge_table(const Hands& hands, double tt_mb,
                                                                  uint64_t node_budget, double time_budget) {
    Mask wide[MAXSEATS][NSUIT] = {};
    to_masks(hands, 4, wide);
    uint16_t h[MAXSEATS][NSUIT] = {};
    narrow(wide, h);
    std::vector<std::vector<int>> table(5, std::vector<int>(4, 0));
    uint64_t nodes = 0;
    py::gil_scoped_release release;
    int tricks = 0;
    for (int p = 0; p < 4; p++)
        for (int s = 0; s < 4; s++) tricks += __builtin_popcount((unsigned)h[p][s]);
    if (tricks % 4) throw std::invalid_argument("hands must have equal length");
    tricks /= 4;
    int guess = -1;
    auto t0 = std::chrono::steady_clock::now();
    for (int strain = 0; strain < 5; strain++) {
        BridgeSolver sv(strain == 4 ? -1 : strain, 0, (size_t)(tt_mb * 1024 * 1024));
        double el = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        if (node_budget && nodes >= node_budget) throw BudgetExceeded("node budget exceeded");
        if (time_budget > 0 && el >= time_budget) throw BudgetExceeded("time budget exceeded");
        sv.set_budget(node_budget ? node_budget - nodes : 0, time_budget > 0 ? time_budget - el : 0.0);
        for (int decl = 0; decl < 4; decl++) {
            int leader = (decl + 1) % 4;
            sv.set_position(h, leader, {});
            int ns = sv.value(guess);
            guess = ns;
            table[strain][decl] = (decl % 2 == 0) ? ns : tricks - ns;
        }
        nodes += sv.stats.nodes;
        guess = -1;
    }
    return {table, nodes};
}

}  // namespace

PYBIND11_MODULE(_ddcore, m) {
    m.doc() = "Double-dummy search engine for trick-taking games (C++ core).";
    static py::exception<BudgetExceeded> exc(m, "BudgetExceeded");
    py::register_exception_translator([](std::exception_ptr p) {
        try {
            if (p) std::rethrow_exception(p);
        } catch (const BudgetExceeded& e) {
            py::set_error(exc, e.what());
        }
    });
    py::class_<Engine>(m, "Engine")
        .def(py::init<int, int, bool, bool, bool, bool, int, std::vector<int>, bool, std::vector<std::vector<int>>, int,
                      int, double, uint64_t, double, int, bool, int, int, bool, bool,
                      const std::vector<std::vector<int>>&, bool>(),
             py::arg("nseats"), py::arg("trump"), py::arg("follow") = true, py::arg("must_trump") = false,
             py::arg("must_overtrump") = false, py::arg("partner_exempt") = false, py::arg("no_trump_lead_seat") = -1,
             py::arg("side") = std::vector<int>{1, 0, 1, 0}, py::arg("tricks_only") = true,
             py::arg("points") = std::vector<std::vector<int>>{}, py::arg("trick_points") = 1,
             py::arg("last_trick_bonus") = 0, py::arg("tt_mb") = 256.0, py::arg("node_budget") = 0,
             py::arg("time_budget") = 0.0, py::arg("last_tricks") = 1, py::arg("count_min_side") = false,
             py::arg("banned_lead") = -1, py::arg("penultimate_bonus") = 0, py::arg("void_overtrump") = false,
             py::arg("jokers_never_win") = false, py::arg("groups") = std::vector<std::vector<int>>{},
             py::arg("must_head") = false)
        .def("value", &Engine::value, py::arg("hands"), py::arg("leader"), py::arg("played"), py::arg("guess") = -1)
        .def("card_values", &Engine::card_values, py::arg("hands"), py::arg("leader"), py::arg("played"))
        .def("set_flags", &Engine::set_flags, py::arg("first_trick"), py::arg("change_left"),
             py::arg("change_pending"))
        .def("flagged_value", &Engine::flagged_value, py::arg("hands"), py::arg("leader"), py::arg("played"),
             py::arg("guess") = -1)
        .def("move_values", &Engine::move_values, py::arg("hands"), py::arg("leader"), py::arg("played"))
        .def("named_move_values", &Engine::named_move_values, py::arg("hands"), py::arg("leader"),
             py::arg("played"))
        .def("set_joker_names", &Engine::set_joker_names, py::arg("mask"), py::arg("partition") = true)
        .def("set_special_rules", &Engine::set_special_rules, py::arg("decl_bits"), py::arg("decl_points"),
             py::arg("trump_change"), py::arg("swap_seat"), py::arg("count_seat"), py::arg("caught_ends"),
             py::arg("end_bonus"))
        .def("stats", &Engine::stats)
        .def("proven", &Engine::proven)
        .def("set_budget", &Engine::set_budget, py::arg("node_budget"), py::arg("time_budget"))
        .def("clear", &Engine::clear);
    m.def("bridge_table", &bridge_table, py::arg("hands"), py::arg("tt_mb") = 256.0, py::arg("node_budget") = 0,
          py::arg("time_budget") = 0.0);
}
