"""Sixty-six (Шестьдесят шесть): spec ``sixty_six.md``, source ``card-games-book-1994.ru.txt`` lines 94-112;
docs ``docs/games/sixty_six.md``.

**Layout.** ``state`` (options, phases, state, view), ``moves`` (move types and their ids), ``rules`` (sides,
dealing, turns, the two phases' card rules, legal moves, the double-dummy position), ``play`` (what a move
does), ``kons`` (the end of a trick and its draws, the locked winner, the end of a kon, the next kon, the end
of the match), ``checks`` (client-state checks, hidden cards), ``scoring`` (side totals, the game points of a
kon, the score, the views).  The stock, its trump card, the nine exchange, closing and the strict rules are
:mod:`cardgames.games.mechanics.stock`; marriages, pending points and claims
:mod:`cardgames.games.mechanics.marriages`; the card play :class:`~cardgames.games.mechanics.tricks.TrickRules`;
the first dealer :mod:`cardgames.games.mechanics.first_dealer`.

**Deal** (§5.3).  24 cards A T K Q J 9 (66-2); 12 dealt one at a time from the dealer's left (6 each for two,
3 for four, 4 for three), the 13th turned up as the trump card under the 11-card stock.  The first dealer
turns the lowest card (9 < J < Q < K < T < A, ties again, 66-12); later the kon's winner deals (two, three),
or whoever took the last trick played (four; nobody: the deal passes left).

**Phases and moves.**  ``STOCK`` (§5.5): any card may be played; after each trick the winner draws first,
then the others; the leader may first ``exchange`` (the trump nine for the trump card: he won the last
trick, the stock open with S >= 2 counting the trump card, 66-4) and ``close`` (S > 2).  ``PLAY`` (§5.6):
the stock is exhausted or closed; follow suit, else trump, no obligation to win (66-6).  In both phases the
leader may lead a king or queen as ``marry:QH`` (20, 40 in trumps; pending until the side's first trick,
66-5) and any player may ``claim`` at his turn (§5.7).  ``OVER``: the match is over.

**Winning a kon** (§5.7, §5.8).  The first side to 66 (card points and credited marriages) is locked as the
winner; a correct claim or the end of the cards gives it the kon, a false claim gives it to the other side
(at three: the locked side, else the best other total).  Nobody at 66 after the last trick: the last
trick's winner (66-7), unless that is the closing side (see below).  Game points: 1 (loser >= 33), 2 (< 33
with a trick), 3 (no trick); 3 whenever the closing side loses; after a false claim the table applied to
the claimant's total.  The match is a race to ``target`` (16, 66-9).

**Options** (the spec's alternatives): ``target``, ``auto_claim`` (§5.7), ``exchange_face_down_only`` (66-4
alt.), ``must_head`` (66-6 variant), ``last_trick_ten`` (66-7 variant), ``perfect_memory`` (§5.10).

**Source wins** (one point): a closer whose side never reaches 66 loses the kon (3 to the other side) even
when it takes the last trick; the source says "если же очки набраны не будут" (if the points are not
collected), where the spec's 66-7 would give the kon to the last trick's winner.

**Extension.** Three players (each for himself, 4 cards each, 8 tricks) are not in the spec or the source;
the engine allows them so every table from 2 to 4 plays.

**Hidden information** (§5.10): a seat sees its hand, the face-up trump card while the stock is open, S, the
trick on the table and the last finished trick (all with ``perfect_memory``), marriages, and the cards
everybody knows a seat holds (the trump card taken by the exchange or drawn last, a marriage's other card);
never the stock or another hand.  Running card-point totals are not shown.

**Double dummy.** :func:`trick_play` gives the play once the stock is exhausted or closed (card points for the
side to act, the strict rules); while the stock is open it raises FAILED_PRECONDITION (unknown cards still
to be drawn), and with ``must_head`` too (a rule outside the solver's).  Marriages still to be announced are
not part of the value.
"""

from __future__ import annotations

from cardgames.games.core.game import Game

from . import scoring
from .checks import cards_of, check_state, redeal_unseen
from .moves import GRAMMAR, MOVE_TYPES, Claim, Close, Exchange, Marry, Move, Play, parse_move
from .play import apply, play
from .rules import (
    hand_size,
    is_terminal,
    legal_cards,
    legal_moves,
    new_game,
    num_players,
    recipients,
    side_of,
    sides,
    to_act,
    trick_play,
    trick_rules,
)
from .scoring import game_points, kon_points, opening_events, points_for, score, side_totals, view
from .state import DECK, SPEC, Options, Phase, State, View

GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View, grammar=GRAMMAR,
    new_game=new_game, play=play, legal_moves=legal_moves, to_act=to_act, num_players=num_players,
    is_terminal=is_terminal, score=score, view=view, opening_events=opening_events, check_state=check_state,
    cards_of=cards_of, redeal_unseen=redeal_unseen, trick_play=trick_play,
)

__all__ = [
    "DECK",
    "GAME",
    "MOVE_TYPES",
    "SPEC",
    "Claim",
    "Close",
    "Exchange",
    "Marry",
    "Move",
    "Options",
    "Phase",
    "Play",
    "State",
    "View",
    "apply",
    "cards_of",
    "check_state",
    "game_points",
    "hand_size",
    "is_terminal",
    "kon_points",
    "legal_cards",
    "legal_moves",
    "new_game",
    "num_players",
    "opening_events",
    "parse_move",
    "play",
    "points_for",
    "recipients",
    "redeal_unseen",
    "score",
    "scoring",
    "side_of",
    "side_totals",
    "sides",
    "to_act",
    "trick_play",
    "trick_rules",
    "view",
]
