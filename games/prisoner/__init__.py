"""Узник (The Prisoner): spec ``prisoner.md`` (source lines 1011-1017), vocabulary ``conventions.md`` §0.7
and §7; docs ``docs/games/prisoner.md``.

**Layout.** ``state`` (options, phases, state, view), ``moves`` (``deal``, ``resign``), ``rules``
(the deal, turns, legal moves by phase), ``play`` (a round and the automatic gathering, one
function per phase), ``checks`` (client-state checks, hidden cards), ``scoring`` (score, view,
the deal's events).  No patience engine is needed: there are no foundations, no building and
no choice.

**Deal** (§13.1).  A 36-card deck (6 to ace).  One player (seat 0); the match is one layout.
``order[0..8]`` are the top row T1..T9, face up; the other 27 cards are the stock, face down,
dealt in nine rounds: round ``k`` (0..8) lays ``order[9+3k]`` on the left pile L,
``order[10+3k]`` on the middle pile M and ``order[11+3k]`` on the right pile R (UZ-1), each on
the card that pile already holds.  An explicit deal is a deck order (``ExplicitDeal.order``).

**Procedure** (§13.2, fully automatic).  After each round, every top-row card of the rank of
M's new card is laid on M (UZ-2: after every round, the first included; UZ-3: only the card
just dealt counts; UZ-4: suits never matter).  L and R play no part.

**Phases and moves.**  ``DEALING``: ``deal`` (one round with its gathering) or ``resign``.
``OVER``: after the ninth round, won exactly when the top row is empty (§13.3), or resigned.
The game has no decision at all (§13.4): ``deal`` is a move only so that a frontend can show
the deal round by round; ``resign`` exists as in every patience (a random player never picks it
while ``deal`` is legal).

**Engine resolutions** ([E], conventions §0.4):

* PR-E1  The game deals all nine rounds even when the top row empties earlier (the spec's
  UZ-T1 deals rounds 6-9 with nothing to gather; the book: "Так раскладывается вся колода").
* PR-E2  The middle pile is kept round by round (``State.middle``): each round's middle card
  with the top-row cards gathered onto it; laid one on another they are the pile as it lies.
* PR-E3  Everything dealt stays in the view (every card lies face up); the stock is counted and
  named only once the game is over.
* PR-E4  Places in events: the top row is ``TABLEAU`` 0..8, the bottom piles ``TABLE`` 0 (left),
  1 (middle), 2 (right).

**Source and spec.**  They agree.  The closed form (win exactly when every top-row rank is among
the nine middle cards' ranks) follows from UZ-3 and is what the tests check over many seeds, with
the win rate 2750434136/119381244125 (about 2.30%).
"""

from __future__ import annotations

from cardgames.games.core.game import Game

from .checks import cards_of, check_state, redeal_unseen
from .moves import GRAMMAR, MOVE_TYPES, Deal, Move, Resign
from .play import apply, deal_round, play
from .rules import bottom_place, is_terminal, layout, legal_moves, new_game, num_players, to_act, top_place
from .scoring import gathered, opening_events, rounds, score, summary, view
from .state import DECK, ROUNDS, SPEC, TOP_ROW, Ending, Options, Phase, State, View

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
    "ROUNDS",
    "SPEC",
    "TOP_ROW",
    "Deal",
    "Ending",
    "Move",
    "Options",
    "Phase",
    "Resign",
    "State",
    "View",
    "apply",
    "bottom_place",
    "cards_of",
    "check_state",
    "deal_round",
    "gathered",
    "is_terminal",
    "layout",
    "legal_moves",
    "new_game",
    "num_players",
    "opening_events",
    "play",
    "redeal_unseen",
    "rounds",
    "score",
    "summary",
    "to_act",
    "top_place",
    "view",
]
