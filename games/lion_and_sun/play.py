"""What a Lion and Sun move does: one function per phase and per move type (dispatch by table), with the events."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import move_played, moved
from cardgames.games.core.game import Step
from cardgames.games.core.values import replace
from cardgames.games.mechanics import patience
from cardgames.games.mechanics.patience import DRAW, REDEAL, Action, Rule
from cardgames.games.mechanics.patience.cells import cell_place, lift, put, stack_place, take, to_foundation
from cardgames.games.mechanics.patience.layout import describe_foundation
from cardgames.games.mechanics.patience.play import WASTE

from .endings import Log, finish, settle
from .moves import MOVE_TYPES, Draw, Fill, Move, PackToFoundation, Redeal, Resign, SlotToFoundation, WasteToFoundation
from .state import PACKS, SLOTS, Ending, Phase, State, rules_for

RULE_REFS: dict[Rule, str] = {
    Rule.STOCK_EMPTY: "§12.3",
    Rule.STOCK_NOT_EMPTY: "§12.3",
    Rule.NO_REDEAL: "§12.3 LS-5",
    Rule.WASTE_EMPTY: "§12.3",
}
"""The spec paragraph behind each stock rule the patience engine names."""


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` with its automatic steps (the end of the game), and the events."""
    if state.phase is Phase.OVER:
        raise GameOver("the layout is finished", rule="§12.4")
    if not isinstance(move, MOVE_TYPES):
        raise InvalidMove(f"not a lion_and_sun move: {move!r}", field="move")
    log: Log = [move_played(0, move)]
    return Step(_APPLIERS[state.phase](state, move, log), tuple(log))


def apply(state: State, move: Move) -> State:
    """The state after ``move`` (:func:`play` without the events)."""
    return play(state, move).state


def _play(state: State, move: Move, log: Log) -> State:
    if isinstance(move, Resign):
        return finish(state, Ending.RESIGNED, log)
    return settle(_MOVES[type(move)](state, move, log), log)


def _slot(index: int) -> None:
    if not 0 <= index < SLOTS:
        raise InvalidMove(f"there is no slot {index} (slots 0..{SLOTS - 1})", field="move")


def _pack(index: int) -> None:
    if not 0 <= index < PACKS:
        raise InvalidMove(f"there is no pack {index} (packs 0..{PACKS - 1})", field="move")


def _fits(state: State, card: Any) -> None:
    rules = rules_for(state.options)
    if rules.foundation.target(state.layout.foundations, card) is None:
        raise IllegalMove(f"{card} fits no foundation (built {describe_foundation(rules.foundation)})",
                          rule="§12.2")


def _slot_up(state: State, move: SlotToFoundation, log: Log) -> State:
    _slot(move.slot)
    if not state.slots[move.slot].cards:
        raise IllegalMove(f"slot {move.slot} is empty", rule="§12.3")
    card, slots = take(state.slots, move.slot)
    _fits(state, card)
    table = to_foundation(state.layout, rules_for(state.options), card, cell_place(move.slot), log)
    return replace(state, layout=table, slots=slots)


def _pack_up(state: State, move: PackToFoundation, log: Log) -> State:
    _pack(move.pack)
    if not state.packs[move.pack].cards:
        raise IllegalMove(f"pack {move.pack} is empty", rule="§12.3")
    card = state.packs[move.pack].cards[-1]
    _fits(state, card)
    table = to_foundation(state.layout, rules_for(state.options), card, stack_place(move.pack), log)
    return replace(state, layout=table, packs=lift(state.packs, move.pack, state.options.packs_spread, log))


def _waste_up(state: State, move: WasteToFoundation, log: Log) -> State:
    table = state.layout
    if not table.waste:
        raise IllegalMove("the waste is empty", rule="§12.3 LS-6")
    card = table.waste[-1]
    _fits(state, card)
    table = to_foundation(replace(table, waste=table.waste[:-1]), rules_for(state.options), card, WASTE, log)
    return replace(state, layout=table)


def _fill(state: State, move: Fill, log: Log) -> State:
    _slot(move.slot)
    _pack(move.pack)
    if state.slots[move.slot].cards:
        raise IllegalMove(f"slot {move.slot} is not empty: only an empty slot is filled", rule="§12.3 LS-3")
    if not state.packs[move.pack].cards:
        raise IllegalMove(f"pack {move.pack} is empty (slots are filled from the packs only)", rule="§12.3")
    card = state.packs[move.pack].cards[-1]
    log.append(moved(stack_place(move.pack), cell_place(move.slot), (card,)))
    packs = lift(state.packs, move.pack, state.options.packs_spread, log)
    return replace(state, packs=packs, slots=put(state.slots, move.slot, card))


def _stock(state: State, action: Action, log: Log) -> State:
    rules = rules_for(state.options)
    refused = patience.refusal(state.layout, rules, action)
    if refused is not None:
        raise IllegalMove(refused.message, rule=RULE_REFS[refused.rule])
    return replace(state, layout=patience.apply(state.layout, rules, action, log))


_MOVES: dict[type, Callable[[State, Any, Log], State]] = {
    SlotToFoundation: _slot_up,
    PackToFoundation: _pack_up,
    WasteToFoundation: _waste_up,
    Fill: _fill,
    Draw: lambda state, move, log: _stock(state, DRAW, log),
    Redeal: lambda state, move, log: _stock(state, REDEAL, log),
}

_APPLIERS: dict[Phase, Callable[[State, Move, Log], State]] = {
    Phase.PLAY: _play,
}
