"""The end of a Lion and Sun game: won, no move left, the dead position of §12.4, or resignation."""

from __future__ import annotations

from cardgames.games.core.events import Event, MatchOver
from cardgames.games.core.values import replace
from cardgames.games.mechanics.patience.actions import stock_actions
from cardgames.games.mechanics.patience.cells import RANK, count, empty_cells, tops

from .rules import has_move, wants
from .state import DECK, Ending, Phase, State, rules_for

Log = list[Event]


def settle(state: State, log: Log) -> State:
    """``state`` after a move, ended if the game is over."""
    ending = _ending(state)
    return state if ending is None else finish(state, ending, log)


def _ending(state: State) -> Ending | None:
    if is_won(state):
        return Ending.WON
    want = wants(state)
    if not has_move(state, want):
        return Ending.NO_MOVES
    if is_dead(state, want):
        return Ending.DEAD
    return None


def is_won(state: State) -> bool:
    return count(state.layout.foundations) == len(DECK)


def is_dead(state: State, want: set[int] | None = None) -> bool:
    """§12.4, read from what the player sees (LS-E3): the last pass is over (no draw, no redeal), no card
    fits a foundation now, and none that fills could bring into play would.

    No play changes the foundations, so with ``k`` empty slots the cards fills can make available are the
    slots' and each pack's top ``k + 1`` cards; a card the player has not seen (under a squared pack's top)
    might fit, so while fills can reach one the position is not dead.
    """
    table = state.layout
    if stock_actions(table, rules_for(state.options)):
        return False
    want = wants(state) if want is None else want
    if table.waste and RANK[table.waste[-1].code] in want:
        return False
    if any(RANK[card.code] in want for _, card in tops(state.slots)):
        return False
    reach = len(empty_cells(state.slots)) + 1
    spread = state.options.packs_spread
    for pack in state.packs:
        cards = pack.cards
        within = cards[-reach:]
        if any(RANK[card.code] in want for card in within):
            return False
        if not spread and len(within) > 1:
            return False  # fills would uncover a card nobody has seen
    return True


def finish(state: State, ending: Ending, log: Log) -> State:
    """The game ends with ``ending``: the phase is OVER and a :class:`MatchOver` event says how."""
    over = replace(state, phase=Phase.OVER, ending=ending)
    log.append(MatchOver(summary(over)))
    return over


def summary(state: State) -> str:
    """``won: 104 of 104 cards on the foundations`` / ``lost (dead position): 61 of 104 ...``."""
    cards = f"{count(state.layout.foundations)} of {len(DECK)} cards on the foundations"
    if state.ending is None:
        return cards
    if state.ending is Ending.WON:
        return f"won: {cards}"
    return f"lost ({_WORDS[state.ending]}): {cards}"


_WORDS = {
    Ending.NO_MOVES: "no move left",
    Ending.DEAD: "dead position",
    Ending.RESIGNED: "resigned",
}
