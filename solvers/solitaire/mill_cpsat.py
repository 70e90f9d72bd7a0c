"""The Mill (default options: ``refill=talon``, ``forced_kings``) as a sequencing problem for OR-Tools CP-SAT,
from any position of phase PLAY: the cross-check of the C++ search (:mod:`.mill`).

**Events and times.**  Every *move* gets a time in ``1..H``, distinct (unit intervals in one ``NoOverlap``): each
card's play onto the ace pile or a king pile (``play``), each draw (``consumed`` of a drawn stock card) and each
transfer from a king pile to the ace pile (``xfer``).  The automatic steps take the time of the move that causes
them: a wing refill from the stock (a stock card's ``consumed``) or from the talon (a talon card's ``popped``)
happens at a wing play, a king going to its corner when its stock card is consumed.  Sorting the moves by time
gives the line, which :func:`~cardgames.solvers.solitaire.solve` replays through the rules engine.  Wing and pile
positions are immaterial to every rule (they read ranks only), so wings are not modelled one by one: a wing card
is "in the wings" from its arrival to its play.  Alongside the events, a timeline indexed by move number
(``wing_play[t]``, ``push[t]``, ``pop[t]``, the talon's height) is tied to them by ``element`` constraints and
counts: with distinct times, "each wing play marks its time" and "as many marks as wing plays" make the marks
exactly the wing plays (likewise pushes and pops).

**One constraint per rule** (each holds on every legal line, and together they make every solution legal):

* *ace pile* (up regardless of suit, the ace after the king, ML-8): its remaining positions ``A+1..52`` each take
  one card of the position's rank (``fill``) at strictly increasing times: the order statistics of each rank;
  a card enters it once, by a play (``on_ace``) or a transfer;
* *king piles* (down by one from the king): a card of rank ``q`` sits at level ``14 - q`` of its pile (``on_pile``)
  from its play to its transfer (``leave``, or ``H+1``): the cards of one level of one pile never overlap
  (``NoOverlap``), and a card above a queen rests on one card of the next rank on the same pile that came
  before it and leaves after it (``sup``), so every pile is a stack: a card goes on its pile's top and only the
  top is transferred; a queen goes only on a pile whose king is in its corner;
* *stock* (``consumed`` in stock order, strictly, except that a king refilled into a wing while a corner is empty
  goes to its corner and the next card is refilled in the same move): a stock card is drawn (a move) or refilled;
  the first kings (as many as empty corners) go to the corners in order, whenever they turn up;
* *wings refilled in the rules' order*: a stock refill happens at a wing play, and up to the time ``Fe`` the stock
  runs out of cards for the wings there are exactly as many wing plays as stock refills (so each wing play takes
  the next stock card); after ``Fe`` every wing play while the talon is not empty pops its top into the wing;
* *talon* (a LIFO whose top only is available): a stack height over time (pushes by draws, pops by talon plays
  and talon refills); a card drawn gets the level the height reaches, and is popped only while the height is
  its level (the top), which by induction over the moves is the stack exactly; with the stock gone the talon
  only shrinks, so its cards leave top first (a chain of times) and it has a card until its bottom one leaves;
* *transfer* (ML-6): (a) just before it some card of the moved rank ``q`` or of ``q + 1`` is available, in a wing
  (arrived before, played after) or the talon's top (in the talon, the height at its level; with the stock gone,
  the card that lay on it has left); (c) never a base
  king (base kings are not variables); it fits the ace pile (an ace position) and is the pile's top (stacks);
  (b) two consecutive ace positions never both come from the same king pile by transfer (the marker is set by a
  transfer and cleared only by a wing or talon card on the ace pile, and every ace card comes from one of the two),
  nor the next position from the state's marker pile.

**The horizon bounds every winning line**: a winning line plays each card not on a foundation once (``N``,
corner kings excepted: they move by themselves), draws each stock card at most once (``m``) and makes at most one
transfer per remaining ace position of rank queen or below (a transfer puts a card on the ace pile, which never
loses one); so it has at most ``H = N + m + T`` moves, and numbering its moves ``1..len`` is a solution.  Hence
INFEASIBLE proves the loss (as far as the model is exact: the tests check it against the C++ and generic
searches).  No rule is relaxed or approximated; the claim is restricted to the default options in phase PLAY:
other options (the player's refill choice, kings by choice) and phases are refused (``NotModelled``).  The C++
search is the default (faster by three orders of magnitude where both decide; the model decides no whole deal:
``bench/README.md``, stop 24).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from ortools.sat.python import cp_model

from cardgames.games.core.errors import GameError
from cardgames.games.mechanics.patience.cells import RANK

from .base import Budget, Solution, Verdict

KING = 13
QUEEN = 12
ACE_PILE = 52
CORNERS = 4
WING, TALON, STOCK, PILE = "wing", "talon", "stock", "pile"


TIME_SHARE = 0.8
"""The share of the time left (after building the model) given to CP-SAT: it looks at its clock only between
presolve steps, and on whole deals (8,000 variables, 20,000 constraints) overran a 5 s budget by up to 1.9 s
when given all of it."""


class NotModelled(GameError):
    """The position is outside the model (options other than the defaults, or not phase PLAY)."""

    reason = "NOT_MODELLED"


@dataclass(frozen=True)
class Piece:
    """A card the model moves: from a wing, the talon (``place`` from the bottom), the stock (``place`` its index),
    or a king pile above the base (``place`` the pile)."""

    code: int
    rank: int
    origin: str
    place: int


@dataclass
class Position:
    ace: int
    piles: int
    """King piles whose king is in its corner (the first ones)."""
    marker: int
    talon: int
    stock: list[int]
    """The stock's ranks, top first."""
    corner_kings: list[int]
    """Stock indices of the kings that will go to the empty corners, in order."""
    pieces: list[Piece]

    def movable(self) -> list[int]:
        return [index for index, piece in enumerate(self.pieces) if piece.origin != PILE]

    def talon_above(self, index: int) -> int | None:
        """The talon card lying on talon card ``index`` now (None for the top one)."""
        place = self.pieces[index].place + 1
        return next((other for other, piece in enumerate(self.pieces)
                     if piece.origin == TALON and piece.place == place), None)

    def ace_ranks(self) -> list[int]:
        """The rank of each remaining ace-pile position ``A+1..52``."""
        return [(position - 1) % KING + 1 for position in range(self.ace + 1, ACE_PILE + 1)]


@dataclass
class Built:
    """The CP-SAT model of one position and the variables its line is read from."""

    position: Position
    horizon: int
    model: cp_model.CpModel = field(default_factory=cp_model.CpModel)
    play: dict[int, Any] = field(default_factory=dict)
    on_ace: dict[int, Any] = field(default_factory=dict)
    on_pile: dict[int, list[Any]] = field(default_factory=dict)
    moved: dict[int, Any] = field(default_factory=dict)
    xfer: dict[int, Any] = field(default_factory=dict)
    leave: dict[int, Any] = field(default_factory=dict)
    talon_play: dict[int, Any] = field(default_factory=dict)
    wing_since: dict[int, Any] = field(default_factory=dict)
    in_talon: dict[int, Any] = field(default_factory=dict)
    talon_refill: dict[int, Any] = field(default_factory=dict)
    pushed: dict[int, Any] = field(default_factory=dict)
    popped: dict[int, Any] = field(default_factory=dict)
    level: dict[int, Any] = field(default_factory=dict)
    consumed: list[Any] = field(default_factory=list)
    drawn: list[Any] = field(default_factory=list)
    corner_time: list[Any] = field(default_factory=list)
    can_pile: dict[int, list[bool]] = field(default_factory=dict)
    ace_time: dict[int, Any] = field(default_factory=dict)
    fe: Any = None
    """The last move at which a wing play still takes its refill from the stock (0 with no stock)."""
    wing_play: list[Any] = field(default_factory=list)
    push: list[Any] = field(default_factory=list)
    pop: list[Any] = field(default_factory=list)
    height: list[Any] = field(default_factory=list)
    before: list[Any] = field(default_factory=list)
    intervals: list[Any] = field(default_factory=list)

    def fixed(self, value: bool, name: str) -> Any:
        literal = self.model.new_bool_var(name)
        self.model.add(literal == int(value))
        return literal

    def times(self, name: str, low: int = 1, high: int | None = None) -> Any:
        return self.model.new_int_var(low, self.horizon if high is None else high, name)

    def element(self, index: Any, array: Sequence[Any], name: str, high: int = 1) -> Any:
        target = self.model.new_int_var(0, high, name) if high > 1 else self.model.new_bool_var(name)
        self.model.add_element(index, array, target)
        return target


# ---------------------------------------------------------------- the position


def handles(state: Any) -> bool:
    """Whether the model covers ``state``: the default options, in phase PLAY."""
    from cardgames.games.mill import Phase

    return bool(state.options.refill == "talon" and state.options.forced_kings and state.phase is Phase.PLAY)


def position(state: Any) -> Position:
    """The model's view of ``state`` (checked first: a forged state raises InvalidState)."""
    from cardgames.games.mill import check_state

    check_state(state)
    if not handles(state):
        raise NotModelled("the Mill's CP-SAT model covers the default options (refill=talon, forced_kings) in "
                          "phase PLAY only; the generic search (method='generic') covers the others",
                          field="options")
    layout = state.layout
    pieces = [Piece(wing.cards[0].code, RANK[wing.cards[0].code], WING, index)
              for index, wing in enumerate(state.wings) if wing.cards]
    pieces += [Piece(card.code, RANK[card.code], TALON, index) for index, card in enumerate(layout.waste)]
    piles = sum(bool(kings.cards) for kings in state.kings)
    stock = [RANK[card.code] for card in layout.stock]
    corner_kings = [index for index, rank in enumerate(stock) if rank == KING][:CORNERS - piles]
    pieces += [Piece(card.code, RANK[card.code], STOCK, index) for index, card in enumerate(layout.stock)
               if index not in corner_kings]
    pieces += [Piece(card.code, RANK[card.code], PILE, pile) for pile, kings in enumerate(state.kings)
               for card in kings.cards[1:]]
    return Position(len(layout.foundations[0].cards), piles, state.last_transfer, len(layout.waste), stock,
                    corner_kings, pieces)


def horizon(position: Position) -> int:
    """Moves in the longest possible winning line: each movable card played once, each stock card drawn at most
    once, at most one transfer per remaining ace position of rank queen or below."""
    transfers = sum(rank <= QUEEN for rank in position.ace_ranks())
    return len(position.movable()) + len(position.stock) + transfers


# ---------------------------------------------------------------- solving


def solve(state: Any, budget: Budget) -> Solution:
    """A winning line, a proof of loss (infeasible within the horizon), or the budget's end (one worker: the
    service's solver pool is the parallelism).  The budget is its seconds: CP-SAT's branches (reported as
    ``nodes``) are not positions, so the node budget does not apply."""
    deadline = budget.deadline()
    built = build(state)
    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = max(0.01, TIME_SHARE * (deadline - time.monotonic()))
    solver.parameters.num_workers = 1
    status = solver.solve(built.model)
    nodes = int(solver.num_branches)
    budget.progress.nodes = nodes
    stats = {"branches": nodes, "conflicts": int(solver.num_conflicts), "horizon": built.horizon,
             "variables": len(built.model.proto.variables), "constraints": len(built.model.proto.constraints)}
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return Solution(Verdict.WON, line(state, built, solver), nodes, method="cp-sat", stats=stats)
    if status == cp_model.INFEASIBLE:
        return Solution(Verdict.LOST, (), nodes, method="cp-sat", stats=stats,
                        note=f"no line within the horizon of {built.horizon} moves (CP-SAT)")
    return Solution(Verdict.BUDGET_EXCEEDED, (), nodes, method="cp-sat", stats=stats,
                    note=f"CP-SAT ran out of time after {nodes} branches and {solver.num_conflicts} conflicts")


def build(state: Any) -> Built:
    """The model of ``state``: every rule of the module docstring, one function each."""
    place = position(state)
    built = Built(place, horizon(place))
    pieces(built)
    stock(built)
    sources(built)
    timeline(built)
    channels(built)
    ace_pile(built)
    king_piles(built)
    transfers(built)
    built.model.add_no_overlap(built.intervals)
    _redundant(built)
    return built


def _redundant(built: Built) -> None:
    """Implied constraints that help the solver prove losses.  The talon's cards leave it top first (LIFO: a card
    cannot leave while the one laid on it before now is there).  The moves fill the times ``1..L`` with no gap,
    ``L`` their number (any winning line numbered from 1 does): all distinct, so none is later than ``L``."""
    model, place = built.model, built.position
    talon = sorted((piece.place, index) for index, piece in enumerate(place.pieces) if piece.origin == TALON)
    for (_, lower), (_, upper) in pairwise(talon):
        model.add(built.popped[upper] < built.popped[lower])
    last = built.times("last", low=0)
    model.add(last == len(place.movable()) + sum(built.drawn) + sum(built.moved.values()))
    for index in place.movable():
        model.add(built.play[index] <= last)
    for consumed in built.consumed:
        model.add(consumed <= last)
    for index, xfer in built.xfer.items():
        model.add(xfer <= last).only_enforce_if(built.moved[index])


# ---------------------------------------------------------------- the rules


def pieces(built: Built) -> None:
    """Each movable card is played once, onto the ace pile or a king pile its rank can sit on (a king: the ace pile
    only); a card that may sit on a king pile may be transferred from it later (its own move)."""
    model, place = built.model, built.position
    piles = place.piles + len(place.corner_kings)
    ace_ranks = set(place.ace_ranks())
    for index, piece in enumerate(place.pieces):
        if piece.origin == PILE:
            built.play[index] = model.new_int_var(0, 0, f"play{index}")
            built.on_ace[index] = built.fixed(False, f"ace{index}")
            built.can_pile[index] = [pile == piece.place for pile in range(CORNERS)]
        else:
            built.play[index] = play = built.times(f"play{index}")
            built.intervals.append(model.new_fixed_size_interval_var(play, 1, f"played{index}"))
            if piece.rank == KING or piece.rank not in ace_ranks:  # a king only goes up; no place left: a pile
                built.on_ace[index] = built.fixed(piece.rank == KING, f"ace{index}")
            else:
                built.on_ace[index] = model.new_bool_var(f"ace{index}")
            built.can_pile[index] = [piece.rank <= QUEEN and pile < piles for pile in range(CORNERS)]
        built.on_pile[index] = [model.new_bool_var(f"pile{index}_{pile}") if able
                                else built.fixed(False, f"nopile{index}_{pile}")
                                for pile, able in enumerate(built.can_pile[index])]
        if piece.origin == PILE:
            model.add(built.on_pile[index][piece.place] == 1)
        model.add_exactly_one([built.on_ace[index], *built.on_pile[index]])
        if piece.rank <= QUEEN:
            _transferable(built, index, piece.rank in ace_ranks)
    _equal_wings(built)


def _transferable(built: Built, index: int, ace_wants_it: bool) -> None:
    """A card on a king pile leaves it (``leave``) at its transfer, or never (``H + 1``); never when no place of
    its rank is left on the ace pile (a transfer puts the card there)."""
    model, horizon = built.model, built.horizon
    if not ace_wants_it:
        built.leave[index] = model.new_int_var(horizon + 1, horizon + 1, f"leave{index}")
        return
    built.moved[index] = moved = model.new_bool_var(f"moved{index}")
    built.xfer[index] = xfer = built.times(f"xfer{index}")
    built.leave[index] = leave = built.times(f"leave{index}", high=horizon + 1)
    model.add(leave == xfer).only_enforce_if(moved)
    model.add(leave == horizon + 1).only_enforce_if(~moved)
    model.add_implication(moved, ~built.on_ace[index])
    built.intervals.append(model.new_optional_fixed_size_interval_var(xfer, 1, moved, f"transferred{index}"))


def _equal_wings(built: Built) -> None:
    """Two wing cards of one rank are interchangeable in every rule: the first one is played first (symmetry)."""
    by_rank: dict[int, list[int]] = {}
    for index, piece in enumerate(built.position.pieces):
        if piece.origin == WING:
            by_rank.setdefault(piece.rank, []).append(index)
    for same in by_rank.values():
        for first, second in pairwise(same):
            built.model.add(built.play[first] < built.play[second])


def stock(built: Built) -> None:
    """The stock is consumed in order, each card by a draw (a move) or a wing refill; a corner king refilled goes
    to its corner and the next card is refilled in the same move; the corners take the corner kings in order."""
    model, place = built.model, built.position
    count = len(place.stock)
    built.consumed = [built.times(f"consumed{index}") for index in range(count)]
    built.drawn = [model.new_bool_var(f"drawn{index}") for index in range(count)]
    for index in range(count):
        built.intervals.append(model.new_optional_fixed_size_interval_var(
            built.consumed[index], 1, built.drawn[index], f"draw{index}"))
    for index in range(count - 1):
        now, following = built.consumed[index], built.consumed[index + 1]
        if index in place.corner_kings:
            model.add(now < following).only_enforce_if(built.drawn[index])
            model.add(now == following).only_enforce_if(~built.drawn[index])
            model.add_implication(~built.drawn[index], ~built.drawn[index + 1])
        else:
            model.add(now < following)
    built.fe = model.new_int_var(0, built.horizon, "fe")
    if not count:
        model.add(built.fe == 0)
    elif count - 1 in place.corner_kings:  # refilled last: that wing play then refills from the talon
        model.add(built.fe == built.consumed[-1] - (1 - built.drawn[-1]))
    else:
        model.add(built.fe == built.consumed[-1])
    built.corner_time = [model.new_int_var(0, 0, f"corner{pile}") for pile in range(place.piles)]
    built.corner_time += [built.consumed[index] for index in place.corner_kings]


def sources(built: Built) -> None:
    """Where each movable card is played from: a wing (since ``wing_since``) or the talon's top (``talon_play``).
    A talon card (or a drawn stock card) leaves the talon (``popped``) by its play or by a talon refill into a
    wing, after the stock's last refill; a stock card not drawn is refilled into a wing when it is consumed."""
    model, place = built.model, built.position
    capacity = place.talon + len(place.stock)
    for index in place.movable():
        piece, play = place.pieces[index], built.play[index]
        built.talon_play[index] = talon_play = model.new_bool_var(f"talonplay{index}")
        built.wing_since[index] = since = built.times(f"since{index}", low=0)
        if piece.origin == WING:
            model.add(talon_play == 0)
            model.add(since == 0)
            continue
        stocked = piece.origin == STOCK
        in_talon = built.drawn[piece.place] if stocked else built.fixed(True, f"talon{index}")
        built.in_talon[index] = in_talon
        built.talon_refill[index] = refill = model.new_bool_var(f"trefill{index}")
        built.popped[index] = popped = built.times(f"popped{index}")
        model.add(talon_play + refill == 1).only_enforce_if(in_talon)
        model.add(talon_play + refill == 0).only_enforce_if(~in_talon)
        model.add(popped == play).only_enforce_if(talon_play)
        for constraint in (popped < play, since == popped, popped > built.fe):
            model.add(constraint).only_enforce_if(refill)
        if stocked:
            consumed = built.consumed[piece.place]
            for constraint in (since == consumed, consumed < play, popped == play):
                model.add(constraint).only_enforce_if(~in_talon)
            built.pushed[index] = consumed
            built.level[index] = model.new_int_var(1, capacity, f"level{index}")
        else:
            built.pushed[index] = model.new_int_var(0, 0, f"pushed{index}")
            built.level[index] = model.new_int_var(piece.place + 1, piece.place + 1, f"level{index}")


def timeline(built: Built) -> None:
    """The moves by number: which are wing plays, talon pushes (draws) and pops, the talon's height after each,
    and the wing plays so far; marks and counts agree, so the marks are exactly the events'."""
    model, place, horizon = built.model, built.position, built.horizon
    capacity = place.talon + len(place.stock)
    for name, marks in (("wingplay", built.wing_play), ("push", built.push), ("pop", built.pop)):
        marks.append(built.fixed(False, f"{name}0"))
        marks.extend(model.new_bool_var(f"{name}{moment}") for moment in range(1, horizon + 1))
    if place.stock:  # with the stock gone the talon only shrinks, top first: the chain of ``_redundant`` is its order
        built.height = [model.new_int_var(0, capacity, f"height{moment}") for moment in range(horizon + 1)]
        model.add(built.height[0] == place.talon)
        for moment in range(1, horizon + 1):
            model.add(built.height[moment] == built.height[moment - 1] + built.push[moment] - built.pop[moment])
        built.before = [built.height[0], *built.height[:-1]]
    movable = place.movable()
    model.add(sum(built.wing_play) == sum(1 - built.talon_play[index] for index in movable))
    non_kings = [index for index in range(len(place.stock)) if index not in place.corner_kings]
    model.add(sum(built.push) == sum(built.drawn[index] for index in non_kings))
    model.add(sum(built.pop) == sum(built.in_talon.values()))
    wing_plays = [model.new_int_var(0, 0, "wingplays0")]
    for moment in range(1, horizon + 1):
        wing_plays.append(model.new_int_var(0, moment, f"wingplays{moment}"))
        model.add(wing_plays[moment] == wing_plays[moment - 1] + built.wing_play[moment])
    refills = sum(1 - built.drawn[index] for index in non_kings)
    model.add(built.element(built.fe, wing_plays, "refilled", horizon) == refills)
    _talon_refills(built)


def _talon_refills(built: Built) -> None:
    """Once the stock has no card left for the wings (after ``fe``), a wing play pops the talon's top into the
    wing whenever the talon has a card."""
    model, place = built.model, built.position
    bottom = next((index for index, piece in enumerate(place.pieces) if piece.origin == TALON and piece.place == 0),
                  None)
    if not place.stock and bottom is None:
        return  # no stock, no talon: an emptied wing stays empty
    for moment in range(1, built.horizon + 1):
        after = model.new_bool_var(f"after{moment}")
        model.add(built.fe < moment).only_enforce_if(after)
        model.add(built.fe >= moment).only_enforce_if(~after)
        loaded = model.new_bool_var(f"loaded{moment}")
        if place.stock:
            model.add(built.before[moment] >= 1).only_enforce_if(loaded)
            model.add(built.before[moment] == 0).only_enforce_if(~loaded)
        elif bottom is not None:  # the talon only shrinks: it has a card until its bottom card leaves
            model.add(built.popped[bottom] >= moment).only_enforce_if(loaded)
            model.add(built.popped[bottom] < moment).only_enforce_if(~loaded)
        model.add_bool_or([~built.wing_play[moment], ~after, ~loaded, built.pop[moment]])


def channels(built: Built) -> None:
    """Each event marks the timeline: a wing play, a stock refill and a talon refill fall on wing plays, a draw
    pushes at the level the height reaches, a pop happens while the height is the card's level (the top)."""
    model, place = built.model, built.position
    capacity = place.talon + len(place.stock)
    for index in place.movable():
        marked = built.element(built.play[index], built.wing_play, f"wingat{index}")
        model.add_implication(~built.talon_play[index], marked)
        if index not in built.in_talon:
            continue
        in_talon, popped = built.in_talon[index], built.popped[index]
        model.add_implication(in_talon, built.element(popped, built.pop, f"popat{index}"))
        if place.stock:
            top = built.element(popped, built.before, f"topat{index}", capacity)
            model.add(top == built.level[index]).only_enforce_if(in_talon)
        model.add_implication(built.talon_refill[index], built.element(popped, built.wing_play, f"refillat{index}"))
        if place.pieces[index].origin == STOCK:
            consumed = built.consumed[place.pieces[index].place]
            model.add_implication(~in_talon, built.element(consumed, built.wing_play, f"stockat{index}"))
            model.add_implication(in_talon, built.element(consumed, built.push, f"pushat{index}"))
            reached = built.element(consumed, built.height, f"reached{index}", capacity)
            model.add(reached == built.level[index]).only_enforce_if(in_talon)
    for index in place.corner_kings:
        refilled = built.element(built.consumed[index], built.wing_play, f"kingat{index}")
        model.add_implication(~built.drawn[index], refilled)


def ace_pile(built: Built) -> None:
    """Positions ``A+1..52`` at increasing times, each taking one card of its rank, played or transferred; rule
    (b): no two consecutive positions by transfer from one king pile, nor the next one from the marker's pile."""
    model, place = built.model, built.position
    ranks = place.ace_ranks()
    at = [built.times(f"acepos{number}") for number in range(len(ranks))]
    for earlier, later in pairwise(at):
        model.add(earlier < later)
    for index in range(len(place.pieces)):
        _ace_time(built, index)
    by_transfer: list[list[Any]] = []
    entries: dict[int, list[Any]] = {index: [] for index in range(len(place.pieces))}
    for number, rank in enumerate(ranks):
        fills = []
        piles = [model.new_bool_var(f"bytransfer{number}_{pile}") for pile in range(CORNERS)]
        for index, piece in enumerate(place.pieces):
            if piece.rank != rank:
                continue
            fill = model.new_bool_var(f"fill{number}_{index}")
            model.add(at[number] == built.ace_time[index]).only_enforce_if(fill)
            fills.append(fill)
            entries[index].append(fill)
            for pile, able in enumerate(built.can_pile[index]):
                if able:
                    model.add_bool_or([~fill, ~built.on_pile[index][pile], piles[pile]])
        model.add_exactly_one(fills)
        by_transfer.append(piles)
    for index, fills in entries.items():
        moved = built.moved.get(index)
        model.add(sum(fills) == built.on_ace[index] + (0 if moved is None else moved))
    for earlier, later in pairwise(by_transfer):
        for pile in range(CORNERS):
            model.add_bool_or([~earlier[pile], ~later[pile]])
    if place.marker >= 0 and by_transfer:
        model.add(by_transfer[0][place.marker] == 0)


def _ace_time(built: Built, index: int) -> None:
    """When the card reaches the ace pile: its play, or its transfer."""
    model = built.model
    built.ace_time[index] = when = built.times(f"acetime{index}")
    model.add(when == built.play[index]).only_enforce_if(built.on_ace[index])
    if index in built.moved:
        model.add(when == built.xfer[index]).only_enforce_if(built.moved[index])


def king_piles(built: Built) -> None:
    """Each level of each king pile holds one card at a time; a card above a queen rests on a card of the next rank
    on its pile, placed before it and leaving after it (stack order); a queen goes on a pile whose king is there."""
    model, place = built.model, built.position
    for pile in range(place.piles + len(place.corner_kings)):
        for rank in range(1, KING):
            held = [model.new_optional_interval_var(
                built.play[index], model.new_int_var(1, built.horizon + 1, f"held{index}_{pile}"),
                built.leave[index], built.on_pile[index][pile], f"on{index}_{pile}")
                for index, piece in enumerate(place.pieces) if piece.rank == rank and built.can_pile[index][pile]]
            model.add_no_overlap(held)
    for index, piece in enumerate(place.pieces):
        if piece.origin == PILE:
            _pile_order(built, index)
        elif piece.rank == QUEEN:
            for pile in range(place.piles, place.piles + len(place.corner_kings)):
                model.add(built.play[index] > built.corner_time[pile]).only_enforce_if(built.on_pile[index][pile])
        elif piece.rank < QUEEN:
            _support(built, index)


def _pile_order(built: Built, index: int) -> None:
    """A card on a king pile now leaves it no later than the card under it (never the base king, ML-6 (c))."""
    place = built.position
    piece = place.pieces[index]
    under = [other for other, below in enumerate(place.pieces)
             if below.origin == PILE and below.place == piece.place and below.rank == piece.rank + 1]
    if under:
        built.model.add(built.leave[index] <= built.leave[under[0]])


def _support(built: Built, index: int) -> None:
    """The card under ``index`` on its king pile: one card of the next rank on the same pile, there before it and
    still there when it leaves."""
    model, place = built.model, built.position
    rank = place.pieces[index].rank
    supports = []
    for other, piece in enumerate(place.pieces):
        if piece.rank != rank + 1 or not any(built.can_pile[other]):
            continue
        support = model.new_bool_var(f"sup{index}_{other}")
        model.add(built.play[other] < built.play[index]).only_enforce_if(support)
        model.add(built.leave[index] <= built.leave[other]).only_enforce_if(support)
        for pile, able in enumerate(built.can_pile[index]):
            if able:
                model.add_bool_or([~support, ~built.on_pile[index][pile], built.on_pile[other][pile]])
        supports.append(support)
    model.add(sum(supports) == 1 - built.on_ace[index])


def transfers(built: Built) -> None:
    """ML-6 (a): just before a transfer of rank ``q`` some card of rank ``q`` or ``q + 1`` is available: in a wing
    (arrived before, played after) or the talon's top (in the talon, the height at its level)."""
    model, place = built.model, built.position
    capacity = place.talon + len(place.stock)
    for index, moved in built.moved.items():
        rank, xfer = place.pieces[index].rank, built.xfer[index]
        height = built.element(xfer, built.before, f"heightat{index}", capacity) if place.stock else None
        witnesses = []
        for other in place.movable():
            if other == index or place.pieces[other].rank not in (rank, rank + 1):
                continue
            in_wing = model.new_bool_var(f"wingwit{index}_{other}")
            model.add_implication(in_wing, ~built.talon_play[other])
            model.add(built.wing_since[other] < xfer).only_enforce_if(in_wing)
            model.add(xfer < built.play[other]).only_enforce_if(in_wing)
            witnesses.append(in_wing)
            if other in built.in_talon:
                witnesses.append(_on_top(built, other, xfer, height, f"topwit{index}_{other}"))
        model.add_bool_or(witnesses).only_enforce_if(moved)


def _on_top(built: Built, index: int, moment: Any, height: Any, name: str) -> Any:
    """A literal that implies talon card ``index`` is the talon's top just before ``moment``: in the talon, and
    the height at its level (with the stock gone: the card that lay on it has left)."""
    model = built.model
    on_top = model.new_bool_var(name)
    model.add_implication(on_top, built.in_talon[index])
    model.add(built.pushed[index] < moment).only_enforce_if(on_top)
    model.add(moment < built.popped[index]).only_enforce_if(on_top)
    if height is not None:
        model.add(height == built.level[index]).only_enforce_if(on_top)
        return on_top
    above = built.position.talon_above(index)
    if above is not None:
        model.add(built.popped[above] < moment).only_enforce_if(on_top)
    return on_top


# ---------------------------------------------------------------- the line


def line(state: Any, built: Built, solver: cp_model.CpSolver) -> tuple[str, ...]:
    """The solution's moves in time order as the game's move ids (the wings named from the state reached)."""
    from cardgames.games.mill import GAME

    moves = []
    for _, kind, index in sorted(_events(built, solver)):
        move_id = _move_id(state, built, solver, kind, index)
        moves.append(move_id)
        state = GAME.apply(state, GAME.parse_move(move_id))
    return tuple(moves)


def _events(built: Built, solver: cp_model.CpSolver) -> list[tuple[int, str, int]]:
    events = [(solver.value(at), "play", index) for index, at in built.play.items()
              if built.position.pieces[index].origin != PILE]
    events += [(solver.value(at), "draw", index) for index, at in enumerate(built.consumed)
               if solver.boolean_value(built.drawn[index])]
    events += [(solver.value(built.xfer[index]), "transfer", index) for index, moved in built.moved.items()
               if solver.boolean_value(moved)]
    return events


def _pile_of(built: Built, solver: cp_model.CpSolver, index: int) -> int:
    return next(pile for pile, literal in enumerate(built.on_pile[index]) if solver.boolean_value(literal))


def _move_id(state: Any, built: Built, solver: cp_model.CpSolver, kind: str, index: int) -> str:
    if kind == "draw":
        return "draw"
    if kind == "transfer":
        return f"transfer:{_pile_of(built, solver, index)}"
    target = "ace" if solver.boolean_value(built.on_ace[index]) else f"king:{_pile_of(built, solver, index)}"
    if solver.boolean_value(built.talon_play[index]):
        return f"talon>{target}"
    return f"wing:{_wing_holding(state, built.position.pieces[index])}>{target}"


def _wing_holding(state: Any, piece: Piece) -> int:
    """The wing holding ``piece``'s card (either copy: the two are the same card), else one of its rank (the rules
    read ranks only); -1 names no wing, and the replay then refuses the line."""
    wings = [(index, wing.cards[0].code) for index, wing in enumerate(state.wings) if wing.cards]
    same = [index for index, code in wings if code == piece.code]
    alike = [index for index, code in wings if RANK[code] == piece.rank]
    return (same or alike or [-1])[0]
