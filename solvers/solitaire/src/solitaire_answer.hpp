// What a patience core answers to Python (shared by the Klondike, Kosynka and Mill cores).
#pragma once

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace solitaire {

// The verdict, the winning line (empty unless won), the positions searched and stored, why the budget ran
// out, and the core's own counters by name (solvers/solitaire/base.py's core_solution reads the dict).
template <class Line>
struct Answer {
    int verdict = 0;
    Line line;
    uint64_t nodes = 0;
    size_t stored = 0;
    std::string reason;
    std::vector<std::pair<const char*, int64_t>> counters;

    pybind11::dict to_dict() const {
        pybind11::dict out;
        out["verdict"] = verdict;
        out["line"] = line;
        out["nodes"] = nodes;
        out["stored"] = stored;
        out["reason"] = reason;
        for (const auto& [name, value] : counters) out[name] = value;
        return out;
    }
};

// Runs `search(answer)` with the GIL released (it builds and runs the search and fills the answer; it must not
// touch Python objects) and returns the answer as a dict.
template <class Line, class Search>
pybind11::dict answer_without_gil(Search&& search) {
    Answer<Line> answer;
    {
        pybind11::gil_scoped_release release;
        search(answer);
    }
    return answer.to_dict();
}

}  // namespace solitaire
