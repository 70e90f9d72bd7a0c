"""Little Piano's deal, whose turn it is and the legal moves of each phase."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardgames.games.core.deals import ExplicitDeal, deck_order, single_order
from cardgames.games.core.events import Event
from cardgames.games.mechanics import patience

from .moves import Move, Resign, move_of
from .state import SPEC, Options, Phase, State, rules_for

_RESIGN = Resign()


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """Shuffle (or take the explicit deck order) and deal the layout (§10.1, §10.6).

    Round ``r`` gives one card to each column still short of its size, left to right; the
    top card of each column lies face up; the rest of the deck is the stock, ``order[28]``
    (Big Piano: ``order[55]``) on top.
    """
    SPEC.check_players(players)
    SPEC.check_options(options)
    rules = rules_for(options)
    cards, rng = deck_order(rules.shape.deck, seed, single_order("little_piano", deals))
    return State(options=options, phase=Phase.STOCK, layout=patience.deal(cards, rules.shape), rng=rng)


def deal_events(state: State) -> tuple[Event, ...]:
    """The layout dealt: per column its face-down cards (counted, not named) and its face-up cards; the stock."""
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
    """The legal moves other than ``resign`` (the same in both phases: the layout says what is open)."""
    return [move_of(action) for action in patience.legal_actions(state.layout, rules_for(state.options))]


def _moves(state: State) -> tuple[Move, ...]:
    moves = playing_moves(state)
    moves.append(_RESIGN)
    return tuple(sorted(moves, key=lambda move: move.id))


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.STOCK: _moves,
    Phase.RESERVE: _moves,
    Phase.OVER: lambda state: (),
}
