"""Kosynka's deal, whose turn it is and the legal moves of each phase."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardgames.games.core.deals import ExplicitDeal, deck_order, single_order
from cardgames.games.core.events import Event
from cardgames.games.mechanics import patience

from .moves import Move, Resign, move_of
from .state import SPEC, Options, Phase, State, rules_for

_RESIGN = Resign()


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """Shuffle the two decks (or take the explicit deck order) and lay out the kerchief (§8.1, KO-2).

    Row ``r`` (1..10) lays its ``11 - r`` cards in columns ``r..10``, its first card face up:
    column ``c`` holds ``c`` cards, the top one face up.  This is the mechanic's round-by-round
    deal of columns sized 1..10.  The rest of the deck is the stock, ``order[55]`` on top.
    """
    SPEC.check_players(players)
    SPEC.check_options(options)
    rules = rules_for(options)
    cards, rng = deck_order(rules.shape.deck, seed, single_order("kosynka", deals))
    return State(options=options, phase=Phase.PLAY, layout=patience.deal(cards, rules.shape), rng=rng)


def deal_events(state: State) -> tuple[Event, ...]:
    """The layout dealt: per column its face-down cards (counted, not named) and its face-up card; the stock."""
    return patience.deal_events(state.layout)


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
    return [move_of(action) for action in patience.legal_actions(state.layout, rules_for(state.options))]


def _moves(state: State) -> tuple[Move, ...]:
    moves = playing_moves(state)
    moves.append(_RESIGN)
    return tuple(sorted(moves, key=lambda move: move.id))


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.PLAY: _moves,
    Phase.OVER: lambda state: (),
}
