"""Demon's deal, whose turn it is and the legal moves of each phase."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import ExplicitDeal, deck_order, single_order
from cardgames.games.core.events import CardsMoved, DealStarted, Event, Place, Zone, moved
from cardgames.games.mechanics import patience
from cardgames.games.mechanics.patience import Rules

from .moves import Move, Resign, move_of
from .state import SHAPE, SPEC, Options, Phase, State, rules_for

_RESIGN = Resign()


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """Shuffle (or take the explicit deck order) and lay out the game (§9.1, DE-9).

    ``order[0..12]`` is the reserve pile (``order[12]`` on top, open), ``order[13..16]`` the
    four columns, ``order[17]`` the base card on the first foundation and ``order[18..51]`` the
    stock, ``order[18]`` on top.  ``random_access`` lays the stock open in the waste instead.
    """
    SPEC.check_players(players)
    SPEC.check_options(options)
    cards, rng = deck_order(SHAPE.deck, seed, single_order("demon", deals))
    layout = patience.deal(cards, SHAPE, open_talon=options.stock_rule == "random_access")
    return State(options=options, phase=Phase.PLAY, layout=layout, rng=rng)


def base_card(state: State) -> Card:
    """The base card: the first card of foundation 0, there from the deal on."""
    return state.layout.foundations[0].cards[0]


def rules_of(state: State) -> Rules:
    """The patience rules of ``state``'s options and base card."""
    return rules_for(state.options, base_card(state))


def deal_events(state: State) -> tuple[Event, ...]:
    """The layout dealt: the reserve pile (its face-down cards counted, its top named), the columns, the
    base card and the stock (counted; the open talon of ``random_access`` named)."""
    layout = state.layout
    deck = Place(Zone.DECK)
    events: list[Event] = [DealStarted(1, 0)]
    hidden = len(layout.queue) + len(layout.reserve) - 1
    events.append(CardsMoved(deck, patience.RESERVE, hidden, face_up=False))
    events.append(moved(deck, patience.RESERVE, layout.reserve[:1]))
    for index, column in enumerate(layout.columns):
        events.append(moved(deck, patience.column_place(index), column.up))
    events.append(moved(deck, patience.foundation_place(0), (base_card(state),)))
    if layout.waste:
        events.append(moved(deck, patience.WASTE, layout.waste))
    else:
        events.append(CardsMoved(deck, patience.STOCK, len(layout.stock), face_up=False))
    return tuple(events)


def num_players(state: State) -> int:
    """Patience has one seat."""
    return 1


def to_act(state: State) -> int | None:
    return None if state.phase is Phase.OVER else 0


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move, sorted by id; ``resign`` is always among them until the game is over."""
    return _GENERATORS[state.phase](state)


def playing_moves(state: State) -> list[Move]:
    """The legal moves other than ``resign``."""
    return [move_of(action) for action in patience.legal_actions(state.layout, rules_of(state))]


def _moves(state: State) -> tuple[Move, ...]:
    moves = playing_moves(state)
    moves.append(_RESIGN)
    return tuple(sorted(moves, key=lambda move: move.id))


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.PLAY: _moves,
    Phase.OVER: lambda state: (),
}
