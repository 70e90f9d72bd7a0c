"""The Mill's automatic steps: an emptied wing refilled (ML-2), a king sent to an empty corner (ML-5), the end.

A wing that loses its card takes the stock's top card at once, or the talon's top card once the stock is
empty (option ``refill=choice``: the player picks, while both have cards); a king that lands in a wing
while a corner is empty goes to the next corner (option ``forced_kings``, default) and the wing is refilled
again.  Once stock and talon are both empty a wing stays empty.
"""

from __future__ import annotations

from cardgames.games.core.events import Event, MatchOver, moved
from cardgames.games.core.values import replace
from cardgames.games.mechanics.patience import Layout
from cardgames.games.mechanics.patience.cells import (
    RANK,
    Piles,
    cell_place,
    count,
    put,
    stock_to_cell,
    take,
    waste_to_cell,
)

from .rules import first_empty_corner, has_move, king_place
from .state import DECK, KING, Ending, Phase, Source, State

Log = list[Event]


def after_wing(state: State, wing: int, log: Log) -> State:
    """``state`` once wing ``wing`` has lost its card: refilled, kings cornered, again, until it holds a card
    that stays (or waits for the player's choice, or nothing is left to refill it from)."""
    table, wings, kings = state.layout, state.wings, state.kings
    choice = state.options.refill == "choice"
    while not wings[wing].cards:
        if choice and table.stock and table.waste:
            return replace(state, layout=table, wings=wings, kings=kings, phase=Phase.REFILL)
        if table.stock:
            table, wings = stock_to_cell(table, wings, wing, log)
        elif table.waste:
            table, wings = waste_to_cell(table, wings, wing, log)
        else:
            break
        wings, kings = _corner(state, wings, kings, wing, log)
    return replace(state, layout=table, wings=wings, kings=kings, phase=Phase.PLAY)


def refill_from(state: State, source: Source, log: Log) -> State:
    """Option ``refill=choice``: the waiting wing takes the top card of ``source``, then refills go on."""
    wing = waiting_wing(state)
    table: Layout
    if source is Source.STOCK:
        table, wings = stock_to_cell(state.layout, state.wings, wing, log)
    else:
        table, wings = waste_to_cell(state.layout, state.wings, wing, log)
    wings, kings = _corner(state, wings, state.kings, wing, log)
    return after_wing(replace(state, layout=table, wings=wings, kings=kings), wing, log)


def waiting_wing(state: State) -> int:
    """Phase REFILL: the one empty wing."""
    return next(index for index, wing in enumerate(state.wings) if not wing.cards)


def _corner(state: State, wings: Piles, kings: Piles, wing: int, log: Log) -> tuple[Piles, Piles]:
    """ML-5: a king just laid in ``wing`` goes to the next empty corner (option ``forced_kings``)."""
    card = wings[wing].cards[0]
    if not state.options.forced_kings or RANK[card.code] != KING:
        return wings, kings
    corner = first_empty_corner(replace(state, kings=kings))
    if corner is None:
        return wings, kings
    log.append(moved(cell_place(wing), king_place(corner), (card,)))
    _, wings = take(wings, wing)
    return wings, put(kings, corner, card)


def foundation_cards(state: State) -> int:
    """Cards on the ace pile and the king piles (the progress measure; 104 wins)."""
    return count(state.layout.foundations) + count(state.kings)


def settle(state: State, log: Log) -> State:
    """The end of the game, once a move and its automatic steps are done: won, or no move left (§11.5)."""
    if foundation_cards(state) == len(DECK):
        return finish(state, Ending.WON, log)
    if state.phase is Phase.PLAY and not has_move(state):
        return finish(state, Ending.NO_MOVES, log)
    return state


def finish(state: State, ending: Ending, log: Log) -> State:
    """The game ends with ``ending``: the phase is OVER and a :class:`MatchOver` event says how."""
    over = replace(state, phase=Phase.OVER, ending=ending)
    log.append(MatchOver(summary(over)))
    return over


def summary(state: State) -> str:
    """``won: 104 of 104 cards on the foundations`` / ``lost (no move left): 37 of 104 ...``."""
    cards = f"{foundation_cards(state)} of {len(DECK)} cards on the foundations"
    if state.ending is None:
        return cards
    if state.ending is Ending.WON:
        return f"won: {cards}"
    return f"lost ({_WORDS[state.ending]}): {cards}"


_WORDS = {Ending.NO_MOVES: "no move left", Ending.RESIGNED: "resigned"}
