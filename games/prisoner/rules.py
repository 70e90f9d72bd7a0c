"""Prisoner's deal (the top row; §13.1), whose turn it is and the legal moves of each phase."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import ExplicitDeal, deck_order, single_order
from cardgames.games.core.events import CardsMoved, DealStarted, Event, Place, Zone, moved
from cardgames.games.core.rng import RngState
from cardgames.games.mechanics.piles import Pile

from .moves import Deal, Move, Resign
from .state import DECK, SPEC, TOP_ROW, Options, Phase, State

_DEAL, _RESIGN = Deal(), Resign()
DECK_PLACE = Place(Zone.DECK)
STOCK = Place(Zone.STOCK)


def top_place(index: int) -> Place:
    """Top-row position T(index+1)."""
    return Place(Zone.TABLEAU, None, index)


def bottom_place(index: int) -> Place:
    """Bottom pile 0 = left, 1 = middle, 2 = right."""
    return Place(Zone.TABLE, None, index)


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """Shuffle (or take the explicit deck order) and lay out the top row ``order[0..8]``; the rest is the stock."""
    SPEC.check_players(players)
    SPEC.check_options(options)
    cards, rng = deck_order(DECK, seed, single_order("prisoner", deals))
    return layout(options, cards, rng)


def layout(options: Options, cards: Sequence[Card], rng: RngState) -> State:
    """The first state for the deck order ``cards`` (a pure function of the order)."""
    return State(
        options=options, phase=Phase.DEALING, top_row=tuple(Pile((card,)) for card in cards[:TOP_ROW]),
        left=Pile(), middle=(), right=Pile(), stock=tuple(cards[TOP_ROW:]), rng=rng,
    )


def deal_events(state: State) -> tuple[Event, ...]:
    """The layout as events: the top row named card by card, the stock counted."""
    events: list[Event] = [DealStarted(1, 0)]
    for index, pile in enumerate(state.top_row):
        if pile.cards:
            events.append(moved(DECK_PLACE, top_place(index), pile.cards))
    for index, pile in enumerate((state.left, Pile(tuple(c for p in state.middle for c in p.cards)), state.right)):
        if pile.cards:
            events.append(moved(DECK_PLACE, bottom_place(index), pile.cards))
    events.append(CardsMoved(DECK_PLACE, STOCK, len(state.stock), face_up=False))
    return tuple(events)


def num_players(state: State) -> int:
    """Patience has one seat."""
    return 1


def to_act(state: State) -> int | None:
    return None if state.phase is Phase.OVER else 0


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def legal_moves(state: State) -> tuple[Move, ...]:
    """``deal`` and ``resign`` until the deck is dealt (sorted by id); nothing at the end."""
    return _GENERATORS[state.phase](state)


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.DEALING: lambda state: (_DEAL, _RESIGN),
    Phase.OVER: lambda state: (),
}
