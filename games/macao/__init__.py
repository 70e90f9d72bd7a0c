"""Macao (Макао): spec ``macao.md``, source ``card-games-book-1994.ru.txt`` (rules [1]-[25]); docs
``docs/games/macao.md``.

**Layout.** ``state``, ``moves``, ``rules`` (values, seating, the first state, turns, legal moves),
``coup`` (the automatic steps: deal, settlement, next coup and bank), ``play``, ``checks``, ``scoring``.

**Table.** 2-10 players, two full packs (104 cards) as the shoe.  The first banker turns the lowest
card of a draw (2 lowest, ace highest, ties again: MAC-1); with an explicit deal, seat 0.  The stake S
(option ``stake``) is fixed for everyone [7].

**A coup** (6.3).  One card face down to each punter from the banker's left, then the banker.  Each in
that order, the banker last (MAC-3), until he stands: :class:`ReplaceZero` (a ten or figure discarded
face up for a new card, not a draw, MAC-2), the one :class:`Draw`, :class:`Stand`; after the draw with
nothing to replace he stands by himself.  A hand's value is its counting cards' sum mod 10; natural
if he did not draw.  Settlement: a punter above the banker is paid 3 for a natural 9, 2 for a natural
8, else 1; a tie pays the banker 3 at 9, 2 at 8, else 1 (MAC-4, ``tie_rule=natural``: only a natural
hand's tie pays 3/2); below, the punter pays 1 (MAC-8).  All in units of S.

**Banks** (6.4).  A new coup needs three cards a player in the shoe (MAC-5); a shoe that runs dry in a
coup takes the discards back reshuffled and the bank ends after that coup.  Then the bank passes to the
left with a fresh shoe; the game ends when every player has held it ``banks`` times (MAC-6), or "by
agreement" after ``coups`` coups when that option is set.

**Resolutions made here.**  A seat may replace a zero card before or after the draw, any number of
times while cards remain; a hand holds at most one counting card before the draw and two after.  The
spec and the source agree on every rule used here.
"""

from __future__ import annotations

from cardgames.games.core.game import Game

from .checks import cards_of, check_state, redeal_unseen
from .moves import GRAMMAR, MOVE_TYPES, Draw, Move, ReplaceZero, Stand, parse_move
from .play import apply, play
from .rules import hand_value, is_terminal, legal_moves, new_game, num_players, to_act
from .scoring import opening_events, score, view
from .state import SPEC, Options, Phase, State, View

GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View, grammar=GRAMMAR,
    new_game=new_game, play=play, legal_moves=legal_moves, to_act=to_act, num_players=num_players,
    is_terminal=is_terminal, score=score, view=view, opening_events=opening_events, check_state=check_state,
    cards_of=cards_of, redeal_unseen=redeal_unseen,
)

__all__ = [
    "GAME", "MOVE_TYPES", "SPEC", "Draw", "Move", "Options", "Phase", "ReplaceZero", "Stand", "State", "View",
    "apply", "cards_of", "check_state", "hand_value", "is_terminal", "legal_moves", "new_game", "num_players",
    "opening_events", "parse_move", "play", "redeal_unseen", "score", "to_act", "view",
]
