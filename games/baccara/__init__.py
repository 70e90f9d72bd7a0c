"""Baccara (Баккара), the old multi-punter banking game: spec ``baccara.md``, source
``card-games-book-1994.ru.txt`` (rules 1-25); docs ``docs/games/baccara.md``.

**Layout.** ``state`` (options, phases, state, view), ``moves``, ``rules`` (points, seating, the first
state, turns, legal moves), ``coup`` (the automatic steps: the deal, naturals, the drawing order, the
showdown, the settlement, the next coup), ``play`` (one function per phase), ``checks``, ``scoring``.

**Table.** One banker against every other seat (the punters), each punter's hand on its own against
the banker's.  Two 52-card packs (104 cards); a new talia (the discards shuffled back) when fewer than
three cards a player remain before a coup (BAC-12).  The first banker is the lowest card of a draw
(the book's Macao rule, MAC-1: the baccara text names no way); with an explicit deal, seat 0.

**A coup.**  ``STAKE``: each punter from the banker's left puts down 1..``max_stake`` (:class:`Stake`);
the banker covers each stake ``cover`` times (BAC-1).  The deal: a card each to P1..Pk and the banker,
then the banker and Pk..P1 (rule 5, BAC-8), face down.  A banker's natural settles at once: 9 shows his
cards and takes every stake; 8 shows every hand, pays the punters' 9s and takes the rest (rules 13-15,
BAC-13, BAC-14).  ``DRAW``: in the order R1, L1, R2, L2, ... (rule 17) each punter allowed to draw
chooses :class:`Draw` (one card, face down) or :class:`Stand`; then the banker.  Who may draw:
``draw_rule`` (BAC-3), naturals never; with ``natural_scope=global`` a punter's natural stops all
drawing (BAC-4).  Seats that may not draw stand automatically.  The showdown settles each punter:
higher wins ``cover`` x stake, lower or equal loses the stake, except a tie at 6, where the tied
stakes and the banker's covers are shared equally by the tied punters and the banker (rule 22, BAC-2).
``BANK``: the banker keeps the bank or passes it to his left (rule 25, BAC-11).

**Resolutions made here.**  A shared pool that does not divide evenly gives its odd chips one each
to the sharers nearest the banker's left (the betting mechanic's split).  The banker's money is
unlimited (BAC-15): balances are each seat's winnings and may be negative.  A match is ``coups`` coups.
The spec follows the source's rules 1-25; where they contradict each other the spec's resolutions
are the defaults and the other readings are options.
"""

from __future__ import annotations

from cardgames.games.core.game import Game

from .checks import cards_of, check_state, redeal_unseen
from .moves import GRAMMAR, MOVE_TYPES, Draw, KeepBank, Move, PassBank, Stake, Stand, parse_move
from .play import apply, play
from .rules import draw_order, is_natural, is_terminal, legal_moves, new_game, num_players, point, to_act
from .scoring import opening_events, score, view
from .state import SPEC, Choice, Options, Phase, State, View

GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View, grammar=GRAMMAR,
    new_game=new_game, play=play, legal_moves=legal_moves, to_act=to_act, num_players=num_players,
    is_terminal=is_terminal, score=score, view=view, opening_events=opening_events, check_state=check_state,
    cards_of=cards_of, redeal_unseen=redeal_unseen,
)

__all__ = [
    "GAME", "MOVE_TYPES", "SPEC", "Choice", "Draw", "KeepBank", "Move", "Options", "PassBank", "Phase", "Stake",
    "Stand", "State", "View", "apply", "cards_of", "check_state", "draw_order", "is_natural", "is_terminal",
    "legal_moves", "new_game", "num_players", "opening_events", "parse_move", "play", "point", "redeal_unseen",
    "score", "to_act", "view",
]
