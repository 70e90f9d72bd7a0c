"""Podkidnoy Durak ("throw-in fool"): spec ``durak.md``, source ``durak.uk.txt``; docs ``docs/games/durak.md``.

**Layout.** ``state`` (options, phases, state, view), ``moves`` (move types and their
ids), ``rules`` (dealing, turns, legal moves), ``play`` (what a move does, one function per
phase), ``bouts`` (the automatic end of a bout, of a game and of the match), ``checks``
(client-state checks, hidden cards), ``scoring`` (score, views).

**Match.** ``games`` games (option, default 1).  The first dealer is drawn at random; in
later games the previous durak deals (DUR-1) and the player on his right attacks him first,
"під дурня" ([11]); after a drawn game the deal passes clockwise and the lowest trump
leads.  The score sheet has a row per game with 1 for its durak.

**Deal** (2.2, DUR-1).  Six cards each, one at a time, starting left of the dealer; the
next card is the face-up trump and lies at the bottom of the stock (drawn last).  With an
explicit deal the dealer of the first game is seat ``players - 1``, so ``order[0]`` goes to
seat 0, ``order[1]`` to seat 1 and so on; ``order[6 * players]`` is the trump card and the
stock is the rest followed by the trump card.  Per-seat hands give the six cards of each
seat, and ``rest`` the trump card then the stock in drawing order.

**First attacker** (2.3, DUR-2): the holder of the lowest trump; when nobody holds one,
the player left of the dealer.  The defender is always the next active player clockwise.

**Phases and moves** (2.4).

* ``ATTACK``: the main attacker opens with :class:`Attack` (cards of one rank, at most the
  bout's limit).
* ``DEFEND``: some attack card is uncovered; the defender plays :class:`Cover` or :class:`Take`.
* ``THROW_IN``: everything is covered; the current thrower plays :class:`ThrowIn` or
  :class:`Done`.  Throwers act strictly in order (main attacker, then clockwise from left of
  the defender) and never re-enter (DUR-4); the defender answers every throw-in first.
* ``AFTER_TAKE``: after a take every non-defender gets exactly one opportunity, in thrower
  order, to :class:`ThrowIn` or :class:`Pass` (DUR-9); then the defender picks up the table.
* ``OVER``: the match has ended.

The limit of a bout is ``min(6, D_start)``, or ``min(5, D_start)`` in the first bout, and
counts every attack card including the opening (DUR-3, DUR-7).  A thrower with nothing he
could throw in, or facing a full table, is skipped automatically: Done/Pass are never the
only move, so the seat to act always has a real choice.  Refills (DUR-5: main attacker, the
others clockwise, defender last), the end of a bout, going out (only once the stock is
empty, DUR-11), the end of a game and the next deal all happen inside :func:`play`.

**Resolutions made here** (the spec leaves them open):

* A :class:`ThrowIn` may hold cards of different ranks, as long as each rank is already on
  the table (2.4 move 3); an :class:`Attack` must be of one rank ([9]).
* A player who takes, or draws the face-up trump card as the last card of the stock, holds
  those cards in public: ``known`` records them, every view shows them.
* Outcomes of a single game: the first group out wins (WIN), later groups are safe
  (NEUTRAL), the durak loses (LOSS); in a drawn game (nobody left holding cards, DUR-8) the
  players who went out in the last bout get DRAW.  Over several games: fewest durak counts
  WIN, most LOSS.

The spec and the source agree on every point used here.
"""

from __future__ import annotations

from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.game import Game
from cardgames.games.core.rng import RngState

from .checks import cards_of, check_state, redeal_unseen
from .moves import GRAMMAR, MOVE_TYPES, Attack, Cover, Done, Move, Pass, Take, ThrowIn, parse_move
from .play import apply, play
from .rules import is_terminal, legal_moves, new_game, num_players, refill_order, throw_order, to_act
from .scoring import durak, opening_events, score, view
from .state import DECK, SPEC, Options, Pair, Phase, State, View

GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View, grammar=GRAMMAR,
    new_game=new_game, play=play, legal_moves=legal_moves, to_act=to_act, num_players=num_players,
    is_terminal=is_terminal, score=score, view=view, opening_events=opening_events, check_state=check_state,
    cards_of=cards_of, redeal_unseen=redeal_unseen,
)

__all__ = [
    "DECK",
    "GAME",
    "MOVE_TYPES",
    "SPEC",
    "Attack",
    "Cover",
    "Done",
    "ExplicitDeal",
    "Move",
    "Options",
    "Pair",
    "Pass",
    "Phase",
    "RngState",
    "State",
    "Take",
    "ThrowIn",
    "View",
    "apply",
    "cards_of",
    "check_state",
    "durak",
    "is_terminal",
    "legal_moves",
    "new_game",
    "num_players",
    "opening_events",
    "parse_move",
    "play",
    "redeal_unseen",
    "refill_order",
    "score",
    "throw_order",
    "to_act",
    "view",
]
