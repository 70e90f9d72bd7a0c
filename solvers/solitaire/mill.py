"""The Mill under its default options (``refill=talon``, ``forced_kings``): the thoughtful search in C++
(``src/mill/mill.cpp``) over ranks, its line turned into the game's move ids.

Suits never matter in the Mill, so the core sees the deal as ranks: the stock as a sequence with a cursor, the
talon as a stack, the wings, the ace pile's length, the king piles' lengths and the transfer marker.  It plays
the game's rules (its own move generator, mirroring :mod:`cardgames.games.mill`), keys positions by the folded
position (wings and king piles as multisets) and searches every move, so an exhausted search proves the loss;
two wing cards of one rank onto one pile, or one card onto either of two equal unmarked king piles, give the
same folded position and are searched once.  Once the stock is empty the wings and the talon's top are one
window (one multiset in the key), and a window card the ace pile wants is played without branching while
every king pile is complete or wants a rank at least two below it (the proof is in the C++ source).  Its line
names real wings and piles, and :func:`~cardgames.solvers.solitaire.solve` replays it through the rules
engine.  The other options (the player's refill choice, kings by choice) are searched by the generic solver.
"""

from __future__ import annotations

from typing import Any

from cardgames.games.mechanics.patience.cells import RANK

from . import _mill  # type: ignore[attr-defined]
from .base import DEFAULT_TABLE_BITS, Budget, Solution, core_solution

WING_ACE, WING_KING, TALON_ACE, TALON_KING, DRAW, TRANSFER = range(6)
Phases = tuple[tuple[float, int], ...]
EXACT_ONLY: Phases = ((1.0, -1),)
PLAIN = -1
"""The draw bias of a phase in the plain order (plays onto the ace pile, the king piles, transfers, the draw)."""
FIRST_SHARE = 0.1
RESTARTS = 1000
"""Restarts in random order after the first plain phase (each a thousandth of half the budget: a few thousand
positions at 2 s)."""
RESTART_SHARE = 0.5
DRAW_BIAS = 32
"""A restart's moves get random priorities 0..127 (plays onto the ace pile 0..63), the draw 32 later: it comes after
most plays, not all."""
PHASES: Phases = ((FIRST_SHARE, PLAIN),
                  *((FIRST_SHARE + (index + 1) * RESTART_SHARE / RESTARTS, DRAW_BIAS) for index in range(RESTARTS)),
                  (1.0, PLAIN))
"""(share of the budget at which the phase ends, draw bias): the plain search (which decides positions late in a
game at once), restarts in random order, each with a cache of its own, that find wins the depth-first order
misses (it backtracks over the last moves, while a deal is decided by its early draws), and the plain search
again with the rest of the budget.  Every phase searches every move (only the order changes), so any phase
that runs to its end without a win proves the loss."""


def handles(state: Any) -> bool:
    """Whether the C++ search applies: the default options, in phase PLAY."""
    from cardgames.games.mill import Phase

    return bool(state.options.refill == "talon" and state.options.forced_kings and state.phase is Phase.PLAY)


def solve(state: Any, budget: Budget, phases: Phases | None = None, safe_moves: bool = True) -> Solution:
    """Search ``state`` (default options, phase PLAY); ``safe_moves=False`` searches the safe ace-pile plays'
    alternatives too (the tests compare)."""
    layout = state.layout
    result = _mill.solve(
        stock=_ranks(layout.stock), talon=_ranks(layout.waste),
        wings=[RANK[wing.cards[0].code] if wing.cards else 0 for wing in state.wings],
        kings=[len(pile.cards) for pile in state.kings], ace=len(layout.foundations[0].cards),
        last=state.last_transfer, node_limit=budget.nodes, seconds=budget.seconds,
        table_bits=budget.table_bits or DEFAULT_TABLE_BITS,
        phases=PHASES if phases is None else phases, safe_moves=safe_moves,
    )
    return core_solution(result, "mill-dfs", lambda line: tuple(move_id(*step) for step in line),
                         {"stored": result["stored"], "replaced": result["replaced"], "best": result["best"],
                          "safe_plays": result["safe"]})


def _ranks(cards: Any) -> list[int]:
    return [RANK[card.code] for card in cards]


def move_id(op: int, wing: int, pile: int) -> str:
    """One step of the core's line as the game's move id."""
    return (f"wing:{wing}>ace", f"wing:{wing}>king:{pile}", "talon>ace", f"talon>king:{pile}", "draw",
            f"transfer:{pile}")[op]
