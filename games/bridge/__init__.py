"""Contract bridge (rubber scoring; duplicate as an option): see :mod:`cardgames.games.bridge.game` for the design note.

The rules live in :mod:`cardgames.games.bridge.game`, the pure scoring functions in
:mod:`cardgames.games.bridge.scoring`; this package re-exports the game-module contract
of ``games/README.md``.
"""

from cardgames.games.mechanics.auction import Bid, Call, CallKind, Contract, Doubling, Strain
from cardgames.games.mechanics.tricks import Trick

from . import scoring
from .game import (
    SPEC,
    DealRecord,
    Hand,
    Move,
    Options,
    Phase,
    Play,
    ScoreSheet,
    State,
    View,
    apply,
    cards_of,
    check_state,
    is_terminal,
    legal_moves,
    new_game,
    num_players,
    parse_move,
    redeal_unseen,
    score,
    to_act,
    view,
)

__all__ = [
    "SPEC",
    "Bid",
    "Call",
    "CallKind",
    "Contract",
    "DealRecord",
    "Doubling",
    "Hand",
    "Move",
    "Options",
    "Phase",
    "Play",
    "ScoreSheet",
    "State",
    "Strain",
    "Trick",
    "View",
    "apply",
    "cards_of",
    "check_state",
    "is_terminal",
    "legal_moves",
    "new_game",
    "num_players",
    "parse_move",
    "redeal_unseen",
    "score",
    "scoring",
    "to_act",
    "view",
]


# -- the game's registration (the rules above are being moved onto the shared skeleton) ------------

from collections.abc import Sequence

from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.errors import InvalidDeal
from cardgames.games.core.events import Event, MovePlayed
from cardgames.games.core.game import Game, Step
from cardgames.games.core.notation import Grammar

from .game import DECK


def _new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    if len(deals) > 1 or (deals and not deals[0].order):
        raise InvalidDeal("bridge takes one explicit deal, as a deck order", field="deals")
    return new_game(options, players, seed, deals[0].order if deals else None)


def _play(state: State, move: Move) -> Step[State]:
    seat = to_act(state)
    after = apply(state, move)
    return Step(after, (MovePlayed(seat if seat is not None else 0, move.id, move.label),))


def _opening(state: State) -> tuple[Event, ...]:
    return ()


GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View,
    grammar=Grammar("bridge", (), DECK, parse=parse_move), new_game=_new_game, play=_play,
    legal_moves=legal_moves, to_act=to_act, num_players=num_players, is_terminal=is_terminal, score=score,
    view=view, opening_events=_opening, check_state=check_state, cards_of=cards_of, redeal_unseen=redeal_unseen,
)
