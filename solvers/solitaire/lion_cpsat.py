"""The Lion and the Sun as a sequencing problem for OR-Tools CP-SAT: when does each card go up, when does each pack
card go to a slot, when is each talon card drawn in each pass.

Every event gets a time; real events (plays, fills, draws, redeals) get distinct times (unit intervals in one
``NoOverlap``), so sorting them gives a line, which :func:`~cardgames.solvers.solitaire.solve` replays through
the rules engine like every other.  The constraints, one per rule:

* *foundations* (up from the aces regardless of suit): a card of rank ``r`` goes up only onto a foundation
  topped by ``r - 1``, so the ``k``-th card of rank ``r`` to go up comes after as many cards of rank ``r - 1``
  (order statistics: each rank's cards take the ranks' sorted times, one each);
* *packs*: only the top card leaves, so a pack's cards leave in order; a card leaves straight to a
  foundation or to a slot (a fill, its own step), and then goes up later;
* *slots*: at most 13 cards at a time (the cards dealt there until they go up, filled cards from their
  fill until they go up): a cumulative constraint;
* *talon*: the waste (bottom first) and then the stock are one sequence, drawn in order in every pass; a
  redeal separates passes (at most the redeals left); a card goes up in one pass, after its draw in that
  pass and before the next redeal, and only from the top: every card drawn after it in that pass has
  gone up before it.

The horizon bounds every winning line: a line plays each remaining card once, fills each pack card at
most once, draws each talon card at most once per pass and redeals at most the redeals left, and the
model has a time for each of these.  So when the model is exact, "infeasible" proves the loss; the tests
check it against the search on reduced deals (same verdict wherever both decide).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from ortools.sat.python import cp_model

from cardgames.games.mechanics.patience.rules import RANK

from .base import Budget, Solution, Verdict

SLOTS = 13
FOUNDATIONS = 8
KING = 13


@dataclass
class Model:
    """The CP-SAT model of one position and the variables its line is read from."""

    model: cp_model.CpModel = field(default_factory=cp_model.CpModel)
    horizon: int = 0
    play: dict[int, Any] = field(default_factory=dict)
    """Card index -> the time it goes up."""
    fill: dict[int, tuple[Any, Any]] = field(default_factory=dict)
    """Pack card index -> (its fill time, whether it goes through a slot)."""
    draws: list[list[tuple[Any, Any]]] = field(default_factory=list)
    """Per pass, per talon card: (draw time, whether it is drawn in that pass)."""
    redeals: list[tuple[Any, Any]] = field(default_factory=list)
    intervals: list[Any] = field(default_factory=list)


def solve(state: Any, budget: Budget) -> Solution:
    """A winning line, a proof of loss (infeasible within the horizon), or the budget's end."""
    deadline = budget.deadline()
    built = build(state)
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = max(0.01, deadline - time.monotonic())  # building counts too
    solver.parameters.num_workers = 1
    status = solver.solve(built.model)
    nodes = int(solver.num_branches)
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return Solution(Verdict.WON, line(state, built, solver), nodes, method="cp-sat")
    if status == cp_model.INFEASIBLE:
        return Solution(Verdict.LOST, (), nodes, method="cp-sat", note="no line within the horizon (CP-SAT)")
    return Solution(Verdict.BUDGET_EXCEEDED, (), nodes, method="cp-sat", note="CP-SAT ran out of time")


def _talon(state: Any) -> list[Any]:
    return [*state.layout.waste, *state.layout.stock]


def _redeals_left(state: Any) -> int:
    return int(state.options.total_passes) - 1 - int(state.layout.redeals)


def build(state: Any) -> Model:
    slot_cards = [pile.cards[-1] for pile in state.slots if pile.cards]
    pack_cards = [card for pile in state.packs for card in pile.cards]
    talon = _talon(state)
    passes = _redeals_left(state) + 1
    built = Model()
    built.horizon = 2 * (len(slot_cards) + 2 * len(pack_cards) + passes * len(talon) + passes) + 2
    cards = [*slot_cards, *pack_cards, *talon]
    for index in range(len(cards)):
        built.play[index] = built.model.new_int_var(1, built.horizon, f"play{index}")
        built.intervals.append(built.model.new_fixed_size_interval_var(built.play[index], 1, f"at{index}"))
    _packs(built, state, len(slot_cards))
    _slots(built, len(slot_cards), len(pack_cards))
    _talon_passes(built, state, len(slot_cards) + len(pack_cards))
    _foundations(built, state, cards)
    built.model.add_no_overlap(built.intervals)
    return built


def _packs(built: Model, state: Any, first: int) -> None:
    """Pack cards leave top first, straight up or through a slot (a fill at its own time, before it goes up)."""
    model, index = built.model, first
    for pile in state.packs:
        leaves = []
        for _ in pile.cards:
            through = model.new_bool_var(f"through{index}")
            at = model.new_int_var(1, built.horizon, f"fill{index}")
            model.add(at < built.play[index]).only_enforce_if(through)
            model.add(at == built.play[index]).only_enforce_if(~through)
            built.intervals.append(model.new_optional_fixed_size_interval_var(at, 1, through, f"filled{index}"))
            built.fill[index] = (at, through)
            leaves.append(at)
            index += 1
        for lower, upper in pairwise(leaves):  # bottom first: the upper card leaves first
            model.add(upper < lower)


def _slots(built: Model, dealt: int, packed: int) -> None:
    """At most 13 cards in the slots: the dealt ones until they go up, the filled ones from fill to play."""
    model = built.model
    held = [model.new_interval_var(0, built.play[index], built.play[index], f"slot{index}") for index in range(dealt)]
    for index in range(dealt, dealt + packed):
        at, through = built.fill[index]
        size = model.new_int_var(0, built.horizon, f"held{index}")
        held.append(model.new_optional_interval_var(at, size, built.play[index], through, f"slotted{index}"))
    model.add_cumulative(held, [1] * len(held), SLOTS)


def _talon_passes(built: Model, state: Any, first: int) -> None:
    """Draws in order in every pass, passes split by redeals, a talon card up from the top of the waste only."""
    model, talon = built.model, _talon(state)
    passes, drawn = _redeals_left(state) + 1, len(state.layout.waste)
    played_in = [model.new_int_var(0, passes - 1, f"pass{offset}") for offset in range(len(talon))]
    for number in range(passes):
        built.draws.append(_pass_draws(built, played_in, number, drawn if number == 0 else 0))
    for number in range(1, passes):
        _redeal(built, played_in, number)
    for offset in range(len(talon)):
        _talon_card(built, played_in, first, offset, passes)


def _pass_draws(built: Model, played_in: Sequence[Any], number: int, drawn: int) -> list[tuple[Any, Any]]:
    """Pass ``number``'s draw of every talon card (a real draw when the card is still there), in order; in the
    current pass the first ``drawn`` cards (the waste) were drawn before now (time 0)."""
    model, draws = built.model, []
    for offset, pass_var in enumerate(played_in):
        present = model.new_bool_var(f"in{number}_{offset}")
        model.add(pass_var >= number).only_enforce_if(present)
        model.add(pass_var < number).only_enforce_if(~present)
        if offset < drawn:
            draws.append((model.new_constant(0), present))
            continue
        at = model.new_int_var(1, built.horizon, f"draw{number}_{offset}")
        built.intervals.append(model.new_optional_fixed_size_interval_var(at, 1, present, f"drawn{number}_{offset}"))
        if draws and offset > drawn:
            model.add(at > draws[-1][0])
        draws.append((at, present))
    return draws


def _redeal(built: Model, played_in: Sequence[Any], number: int) -> None:
    """The redeal before pass ``number``: after every draw of the pass before, before every draw of this one."""
    model = built.model
    at = model.new_int_var(1, built.horizon, f"redeal{number}")
    used = model.new_bool_var(f"redealt{number}")
    model.add_max_equality(used, [present for _, present in built.draws[number]])
    built.intervals.append(model.new_optional_fixed_size_interval_var(at, 1, used, f"redealing{number}"))
    for (before, present_before), (after, present) in zip(built.draws[number - 1], built.draws[number], strict=True):
        model.add(before < at).only_enforce_if(present_before)
        model.add(after > at).only_enforce_if(present)
    built.redeals.append((at, used))


def _talon_card(built: Model, played_in: Sequence[Any], first: int, offset: int, passes: int) -> None:
    """Talon card ``offset`` goes up in its pass, after its draw there, before the next redeal, from the top."""
    model, play = built.model, built.play[first + offset]
    for number in range(passes):
        here = model.new_bool_var(f"up{number}_{offset}")
        model.add(played_in[offset] == number).only_enforce_if(here)
        model.add(played_in[offset] != number).only_enforce_if(~here)
        model.add(play > built.draws[number][offset][0]).only_enforce_if(here)
        if number + 1 < passes:
            model.add(play < built.redeals[number][0]).only_enforce_if(here)
        for later in range(offset + 1, len(played_in)):
            _on_top(built, played_in, first, offset, later, number, here)


def _on_top(built: Model, played_in: Sequence[Any], first: int, offset: int, later: int, number: int,
            here: Any) -> None:
    """A card drawn after ``offset`` in pass ``number`` and drawn before it goes up lies on it: it must go up first
    (in that pass)."""
    model = built.model
    drawn_at, present = built.draws[number][later]
    covered = model.new_bool_var(f"cover{number}_{offset}_{later}")
    model.add(drawn_at < built.play[first + offset]).only_enforce_if([covered, present])
    model.add(drawn_at > built.play[first + offset]).only_enforce_if([~covered, present])
    model.add(played_in[later] == number).only_enforce_if([here, present, covered])
    model.add(built.play[first + later] < built.play[first + offset]).only_enforce_if([here, present, covered])


def _foundations(built: Model, state: Any, cards: Sequence[Any]) -> None:
    """The ``k``-th card of rank ``r`` to go up comes after enough cards of rank ``r - 1`` (order statistics)."""
    model = built.model
    placed = [0] * (KING + 2)
    for pile in state.layout.foundations:
        for rank in range(1, len(pile.cards) + 1):
            placed[rank] += 1
    order: dict[int, list[Any]] = {}
    for rank in range(1, KING + 1):
        members = [index for index, card in enumerate(cards) if RANK[card.code] == rank]
        order[rank] = _sorted_times(built, members, rank)
    for rank in range(2, KING + 1):
        for k, when in enumerate(order[rank], 1):
            needed = placed[rank] + k - placed[rank - 1]  # the rank - 1 cards that must be up first
            if needed > len(order[rank - 1]):
                model.add_bool_or([])  # more of rank r than foundations topped by r - 1 can ever take
            elif needed >= 1:
                model.add(when > order[rank - 1][needed - 1])


def _sorted_times(built: Model, members: Sequence[int], rank: int) -> list[Any]:
    """The times the cards ``members`` go up, sorted: one variable per place, each card in one place."""
    model = built.model
    places = [model.new_int_var(1, built.horizon, f"r{rank}_{k}") for k in range(len(members))]
    for lower, upper in pairwise(places):
        model.add(lower < upper)
    choice = {(index, k): model.new_bool_var(f"x{index}_{k}") for index in members for k in range(len(members))}
    for index in members:
        model.add_exactly_one(choice[index, k] for k in range(len(members)))
        for k, place in enumerate(places):
            model.add(built.play[index] == place).only_enforce_if(choice[index, k])
    for k in range(len(members)):
        model.add_exactly_one(choice[index, k] for index in members)
    return places


def line(state: Any, built: Model, solver: cp_model.CpSolver) -> tuple[str, ...]:
    """The solution's events in time order, as the game's move ids."""
    events = _events(state, built, solver)
    events.sort()
    slots: list[int | None] = [index if pile.cards else None for index, pile in zip(
        _slot_indices(state), state.slots, strict=True)]
    packs = _pack_of(state)
    moves = []
    for _, kind, index in events:
        moves.append(_move_id(kind, index, slots, packs))
    return tuple(moves)


def _slot_indices(state: Any) -> list[int]:
    """The card index of each slot's card (counting only the slots that hold one, in order), -1 for empty."""
    indices, next_index = [], 0
    for pile in state.slots:
        indices.append(next_index if pile.cards else -1)
        next_index += bool(pile.cards)
    return indices


def _pack_of(state: Any) -> dict[int, int]:
    dealt = sum(bool(pile.cards) for pile in state.slots)
    packs, index = {}, dealt
    for number, pile in enumerate(state.packs):
        for _ in pile.cards:
            packs[index] = number
            index += 1
    return packs


def _events(state: Any, built: Model, solver: cp_model.CpSolver) -> list[tuple[int, str, int]]:
    events = [(solver.value(time), "play", index) for index, time in built.play.items()]
    events += [(solver.value(at), "fill", index) for index, (at, through) in built.fill.items()
               if solver.boolean_value(through)]
    drawn = len(state.layout.waste)
    for number, draws in enumerate(built.draws):
        events += [(solver.value(at), "draw", offset) for offset, (at, present) in enumerate(draws)
                   if solver.boolean_value(present) and not (number == 0 and offset < drawn)]
    events += [(solver.value(at), "redeal", 0) for at, used in built.redeals if solver.boolean_value(used)]
    return events


def _move_id(kind: str, index: int, slots: list[int | None], packs: dict[int, int]) -> str:
    if kind == "draw":
        return "draw"
    if kind == "redeal":
        return "redeal"
    if kind == "fill":
        slot = slots.index(None)
        slots[slot] = index
        return f"fill:{slot}:{packs[index]}"
    if index in slots:
        slot = slots.index(index)
        slots[slot] = None
        return f"slot:{slot}>found"
    if index in packs:
        return f"pack:{packs[index]}>found"
    return "waste>found"
