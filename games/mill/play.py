"""What a Mill move does: one function per phase and per move type (dispatch by table), with the events."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import Place, move_played, moved
from cardgames.games.core.game import Step
from cardgames.games.core.values import replace
from cardgames.games.mechanics import patience
from cardgames.games.mechanics.patience import DRAW
from cardgames.games.mechanics.patience.cells import RANK, cell_place, put, take, to_foundation
from cardgames.games.mechanics.patience.play import STOCK, WASTE

from .moves import MOVE_TYPES, Draw, Move, Refill, Resign, TalonToAce, TalonToKing, Transfer, WingToAce, WingToKing
from .refills import Log, after_wing, finish, refill_from, settle
from .rules import ace_takes, ace_wants, first_empty_corner, king_place, king_wants, transfer_refusal
from .state import CORNERS, KING, RULES, WINGS, Ending, Phase, State

RANKS = "A23456789TJQK"


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` with every automatic step (refills, kings to corners, the end), and the events."""
    if state.phase is Phase.OVER:
        raise GameOver("the layout is finished", rule="§11.5")
    if not isinstance(move, MOVE_TYPES):
        raise InvalidMove(f"not a mill move: {move!r}", field="move")
    log: Log = [move_played(0, move)]
    return Step(_APPLIERS[state.phase](state, move, log), tuple(log))


def apply(state: State, move: Move) -> State:
    """The state after ``move`` (:func:`play` without the events)."""
    return play(state, move).state


def _play_play(state: State, move: Move, log: Log) -> State:
    if isinstance(move, Resign):
        return finish(state, Ending.RESIGNED, log)
    if isinstance(move, Refill):
        if state.options.refill != "choice":
            raise IllegalMove("wings are refilled by themselves (option refill=talon)", rule="§11.4 ML-2")
        raise IllegalMove("no wing is waiting to be refilled", rule="§11.4 ML-2")
    return settle(_MOVES[type(move)](state, move, log), log)


def _play_refill(state: State, move: Move, log: Log) -> State:
    if isinstance(move, Resign):
        return finish(state, Ending.RESIGNED, log)
    if not isinstance(move, Refill):
        raise IllegalMove("refill the empty wing first, from the stock or from the talon", rule="§11.4 ML-2")
    return settle(refill_from(state, move.source, log), log)


# ---------------------------------------------------------------- checks shared by the moves


def _wing(state: State, wing: int) -> Card:
    if not 0 <= wing < WINGS:
        raise InvalidMove(f"there is no wing {wing} (wings 0..{WINGS - 1})", field="move")
    cards = state.wings[wing].cards
    if not cards:
        raise IllegalMove(f"wing {wing} is empty", rule="§11.3")
    return cards[0]


def _talon(state: State) -> Card:
    if not state.layout.waste:
        raise IllegalMove("the talon is empty", rule="§11.3 ML-3")
    return state.layout.waste[-1]


def _pile(pile: int) -> None:
    if not 0 <= pile < CORNERS:
        raise InvalidMove(f"there is no king pile {pile} (king piles 0..{CORNERS - 1})", field="move")


def _fits_ace(state: State, card: Card) -> None:
    wanted = ace_wants(state)
    if wanted != RANK[card.code]:
        raise IllegalMove(f"{card} does not go on the ace pile ({ace_takes(wanted)})", rule="§11.2 ML-8")


def _fits_king(state: State, card: Card, pile: int) -> None:
    kings = state.kings[pile]
    rank = RANK[card.code]
    if not kings.cards:
        corner = first_empty_corner(state)
        if rank != KING:
            raise IllegalMove(f"corner {pile} is empty: only a king goes there", rule="§11.1 ML-5")
        if state.options.forced_kings:
            raise IllegalMove("kings go to the corners by themselves (option forced_kings)", rule="§11.4 ML-5")
        if pile != corner:
            raise IllegalMove(f"a king goes to the next empty corner, king pile {corner}", rule="§11.1 ML-5")
        return
    wanted = king_wants(kings)
    if wanted is None:
        raise IllegalMove(f"king pile {pile} is complete (13 cards, K down to A)", rule="§11.2")
    if rank != wanted:
        raise IllegalMove(f"{card} does not go on king pile {pile}: it takes {RANKS[wanted - 1]} next "
                          "(down regardless of suit)", rule="§11.2")


def _onto_king(state: State, card: Card, pile: int, source: Place, log: Log) -> State:
    log.append(moved(source, king_place(pile), (card,)))
    return replace(state, kings=put(state.kings, pile, card))


# ---------------------------------------------------------------- the moves


def _wing_up(state: State, move: WingToAce, log: Log) -> State:
    card = _wing(state, move.wing)
    _fits_ace(state, card)
    table = to_foundation(state.layout, RULES, card, cell_place(move.wing), log)
    _, wings = take(state.wings, move.wing)
    return after_wing(replace(state, layout=table, wings=wings, last_transfer=-1), move.wing, log)


def _wing_king(state: State, move: WingToKing, log: Log) -> State:
    _pile(move.pile)
    card = _wing(state, move.wing)
    _fits_king(state, card, move.pile)
    _, wings = take(state.wings, move.wing)
    state = _onto_king(replace(state, wings=wings), card, move.pile, cell_place(move.wing), log)
    return after_wing(state, move.wing, log)


def _talon_up(state: State, move: TalonToAce, log: Log) -> State:
    card = _talon(state)
    _fits_ace(state, card)
    table = replace(state.layout, waste=state.layout.waste[:-1])
    return replace(state, layout=to_foundation(table, RULES, card, WASTE, log), last_transfer=-1)


def _talon_king(state: State, move: TalonToKing, log: Log) -> State:
    _pile(move.pile)
    card = _talon(state)
    _fits_king(state, card, move.pile)
    state = replace(state, layout=replace(state.layout, waste=state.layout.waste[:-1]))
    return _onto_king(state, card, move.pile, WASTE, log)


def _draw(state: State, move: Draw, log: Log) -> State:
    table = state.layout
    if not table.stock:
        raise IllegalMove("the stock is empty, and there is no redeal", rule="§11.4 ML-4")
    card = table.stock[0]
    corner = first_empty_corner(state)
    if state.options.forced_kings and RANK[card.code] == KING and corner is not None:
        state = replace(state, layout=replace(table, stock=table.stock[1:]))
        return _onto_king(state, card, corner, STOCK, log)  # straight to the corner (§11.4 move 2)
    return replace(state, layout=patience.apply(table, RULES, DRAW, log))


def _transfer(state: State, move: Transfer, log: Log) -> State:
    _pile(move.pile)
    refused = transfer_refusal(state, move.pile)
    if refused is not None:
        raise IllegalMove(refused[0], rule=refused[1])
    card, kings = take(state.kings, move.pile)
    table = to_foundation(state.layout, RULES, card, king_place(move.pile), log)
    return replace(state, layout=table, kings=kings, last_transfer=move.pile)


_MOVES: dict[type, Callable[[State, Any, Log], State]] = {
    WingToAce: _wing_up,
    WingToKing: _wing_king,
    TalonToAce: _talon_up,
    TalonToKing: _talon_king,
    Draw: _draw,
    Transfer: _transfer,
}

_APPLIERS: dict[Phase, Callable[[State, Move, Log], State]] = {
    Phase.PLAY: _play_play,
    Phase.REFILL: _play_refill,
}
