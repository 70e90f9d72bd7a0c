"""What a Prisoner move does: one function per phase (dispatch by table); the gathering is automatic (§13.2)."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.errors import GameOver, InvalidMove
from cardgames.games.core.events import Event, MatchOver, move_played, moved
from cardgames.games.core.game import Step
from cardgames.games.core.values import replace
from cardgames.games.mechanics.piles import Pile

from .moves import MOVE_TYPES, Move, Resign
from .rules import STOCK, bottom_place, top_place
from .scoring import summary
from .state import TRIPLE, Ending, Phase, State

Log = list[Event]


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` with every automatic step done (the gathering, the end), and the events."""
    if state.phase is Phase.OVER:
        raise GameOver("the layout is finished", rule="§13.3")
    if not isinstance(move, MOVE_TYPES):
        raise InvalidMove(f"not a prisoner move: {move!r}", field="move")
    log: Log = [move_played(0, move)]
    return Step(_APPLIERS[state.phase](state, move, log), tuple(log))


def apply(state: State, move: Move) -> State:
    """The state after ``move`` (:func:`play` without the events)."""
    return play(state, move).state


def _play_dealing(state: State, move: Move, log: Log) -> State:
    if isinstance(move, Resign):
        return finish(state, Ending.RESIGNED, log)
    return deal_round(state, log)


def deal_round(state: State, log: Log | None) -> State:
    """One round (§13.1, UZ-1): the next three cards onto left, middle, right; then every top-row card of the
    middle card's rank onto the middle pile (§13.2, UZ-2, UZ-3); after the ninth round the end (§13.3)."""
    left_card, middle_card, right_card = state.stock[:TRIPLE]
    rank = middle_card.rank
    gathered = []
    top_row = list(state.top_row)
    if log is not None:
        log.extend(moved(STOCK, bottom_place(pile), (card,))
                   for pile, card in enumerate((left_card, middle_card, right_card)))
    for index, pile in enumerate(top_row):
        if pile.cards and pile.cards[0].rank is rank:
            gathered.append(pile.cards[0])
            top_row[index] = Pile()
            if log is not None:
                log.append(moved(top_place(index), bottom_place(1), pile.cards))
    after = replace(
        state, top_row=tuple(top_row), left=state.left.with_card(left_card),
        middle=(*state.middle, Pile((middle_card, *gathered))), right=state.right.with_card(right_card),
        stock=state.stock[TRIPLE:],
    )
    if after.stock:
        return after
    won = not any(pile.cards for pile in after.top_row)
    return finish(after, Ending.WON if won else Ending.LOST, log)


def finish(state: State, ending: Ending, log: Log | None) -> State:
    """The game ends with ``ending``: the phase is OVER and a :class:`MatchOver` event says how."""
    over = replace(state, phase=Phase.OVER, ending=ending)
    if log is not None:
        log.append(MatchOver(summary(over)))
    return over


_APPLIERS: dict[Phase, Callable[[State, Move, Log], State]] = {
    Phase.DEALING: _play_dealing,
}
