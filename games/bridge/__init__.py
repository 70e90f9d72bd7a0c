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
