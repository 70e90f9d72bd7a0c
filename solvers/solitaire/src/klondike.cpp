// Thoughtful Klondike solver (every card known): depth-first search with a transposition table.
//
// The position: columns (face-down cards under a face-up run), four foundations by suit, and the
// talon as one sequence T (the waste bottom..top, then the stock from its top down) with a cursor
// p (the waste is T[0..p)).  Draws only move p and a redeal sets it to 0, so T changes only when a
// talon card is played; a talon move is "draw (and redeal) until the card is on top, then play it",
// one search move.  Safe cards go to the foundations without branching; the table holds a 64-bit
// hash of the canonical position (column order ignored, run splits between twins folded: class_key), so a
// position is searched at most once.  No globals: every call builds its own Search, bounded by nodes, time
// and table size, GIL released.  This file is the Python module; the search is in klondike_search.hpp.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdint>
#include <stdexcept>
#include <tuple>
#include <vector>

#include "klondike_search.hpp"
#include "solitaire_answer.hpp"

namespace py = pybind11;

namespace {

using namespace klondike;
using solitaire::answer_without_gil;


py::dict solve(const std::vector<std::vector<int>>& down, const std::vector<std::vector<int>>& up,
               const std::vector<int>& found, const std::vector<int>& talon, int pos, int draw, int redeals_left,
               bool pass_changed, bool found_back, uint64_t node_limit, double seconds, int table_bits,
               const std::vector<std::tuple<double, int, bool, bool>>& phases, bool dead_ends, bool swap_classes,
               bool cursor_dominance, bool floating) {
    if (down.size() != up.size() || down.size() > 16 || found.size() != 4 || talon.size() > 60 || pos < 0 ||
        pos > int(talon.size()) || draw < 1 || table_bits < 10 || table_bits > 30 || phases.empty())
        throw std::invalid_argument("bad Klondike position");
    std::vector<Column> cols(down.size());
    for (size_t i = 0; i < down.size(); i++) cols[i] = {down[i], up[i]};
    std::vector<Phase> plan;
    for (const auto& [share, strict, random, relaxed] : phases) plan.push_back({share, strict, random, relaxed});
    std::vector<uint64_t> kinds;
    py::dict out = answer_without_gil<std::vector<std::tuple<int, int, int, int>>>([&](auto& answer) {
        Search search(std::move(cols), found, talon, pos, draw, redeals_left, pass_changed, found_back, node_limit,
                      seconds, table_bits, dead_ends, swap_classes, cursor_dominance, floating);
        answer.verdict = search.run(plan);
        if (answer.verdict == WON) answer.line = search.line();
        answer.nodes = search.nodes(), answer.stored = search.stored(), answer.reason = search.reason();
        answer.counters = {{"dead_ends", int64_t(search.dead_found())}, {"splits", int64_t(search.splits_played())},
                           {"cursor_dominated", int64_t(search.dominated())},
                           {"restricted", int64_t(search.restricted())},
                           {"relaxed_nodes", int64_t(search.relaxed_nodes())}};
        kinds.assign(search.by_kind_, search.by_kind_ + 5);
    });
    out["kinds"] = kinds;
    return out;
}

}  // namespace

PYBIND11_MODULE(_klondike, m) {
    m.doc() = "Thoughtful Klondike search (C++ core of cardgames.solvers.solitaire).";
    m.def("solve", &solve, py::arg("down"), py::arg("up"), py::arg("found"), py::arg("talon"), py::arg("pos"),
          py::arg("draw"), py::arg("redeals_left"), py::arg("pass_changed"), py::arg("found_back"),
          py::arg("node_limit"), py::arg("seconds"), py::arg("table_bits"),
          py::arg("phases") = std::vector<std::tuple<double, int, bool, bool>>{{1.0, 0, false, false}},
          py::arg("dead_ends") = true, py::arg("swap_classes") = true,
          py::arg("cursor_dominance") = true, py::arg("floating") = true);
}
