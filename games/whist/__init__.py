"""Whist (Вист), rubber scoring: spec ``whist.md``, source ``card-games-book-1994.ru.txt`` lines 645-758;
docs ``docs/games/whist.md``.

**Layout.** ``state`` (options, phases, records, state, view), ``moves`` (``play:TH``, ``penalty:points``),
``rules`` (seating, dealing, turns, the card-play rules, legal moves), ``play`` (one function per phase),
``deals`` (the end of a trick, of a deal, of a game and a rubber, the next deal, the end of the match),
``sheet`` (the pure scoring functions and what the sheet says about the rubber), ``checks`` (client-state
checks, hidden cards), ``scoring`` (the score and the views).

**Positions and players.**  Four hands always lie at N, E, S, W (positions 0..3), partners opposite
(N-S side 0, E-W side 1); hands, tricks, leaders and winners count positions.  The game's seats are the
players (2..4), seated rubber by rubber (:func:`seating_of`): four players rotate partnerships so that
over three rubbers each partners each other once (§3.2); with three, the player partnering the dummy
(at S) rotates (§3.8); with two, player 0 plays N and his dummy S, player 1 E and his dummy W.  A dummy's
hand lies face up from the deal (§3.8) and its partner plays it (:func:`to_act`; :func:`plays_from`
names the position).

**Deal** (§3.3).  One card at a time from the dealer's left; the 52nd card is the dealer's and is turned:
its suit is trump (no-trump whist: nothing turned).  The trump card is public all deal (WH-8: the
dealer picks it up when he plays to trick 1; everybody remembers it).  The first dealer is drawn at
random from the seed (the draw of §3.2: who draws lowest deals; as the players' numbers are arbitrary,
the partnerships of the first rubber are the seating table's), then the deal passes to the left.
Explicit deals: N deals the first, then the deal passes to the left; ``order[i]`` goes to position
(dealer + 1 + i) mod 4, ``order[51]`` is the dealer's and the trump card; in hand form the dealer's
13th card is the trump card.

**Phases and moves.** ``PLAY``: :class:`Play` ``play:TH``: follow suit if able, otherwise any card
(trumping is never compulsory, WH-T6); eldest hand leads trick 1, the winner of each trick the next.
``PENALTY`` (option ``permissive`` only): a revoke is allowed to be played; once the 13 tricks are
played the non-offending side (the player on the offender's left) chooses ``penalty:points`` (+5
above the line) or ``penalty:tricks`` (three of the offenders' tricks, as many as they have) for each
revoke (WH-11).  ``OVER``: the match is over.

**Scoring** (§3.5-3.6) on a sheet with columns N-S, E-W and sections ``above``, ``below`` and
``settlement``: below, 2 per trick over six; above, honours (5/4/2 for five/four/three of A K Q J T of
trumps held by a side as dealt, WH-13; no trump: four aces 4, three 2, WH-10), coronets per hand
(WH-4; 5 per card over two from the ace, 10 in trumps and in no-trump whist), slams (+10 / +20), revoke
points; a side reaching 10 below since the last game wins a game (+5 above, WH-6; no surplus carried,
WH-3); two games win the rubber (+10 above, WH-2); then the larger total records the difference
(WH-7, T5).  Players' settlements (§3.8): each player gets his side's record won or paid, the dummy's
partner twice with three players (zero-sum); with two players each his side's.  A match is
``rubbers`` rubbers (default 1).

**Source over spec.** None found: the book's 2-of-3 rubber (line 715) is the spec's WH-2.  The
irregularities beyond the revoke (the opponents' call for the highest or lowest card, the partner's
question, exposed cards) are table procedure the engine has no way to express; the engine's strict mode
(default) makes revokes impossible.

**Score.** ``deal``: the player's side's points in the last deal; ``match``: his settlements of the
finished rubbers; the rubber in progress in the breakdown.  **Hidden information** (§3.7): a player
sees his own hand, every dummy, the trump card, the trick on the table and the last two tricks
(``full_history``: all of them), the sheet; everything once the match is over.
"""

from __future__ import annotations

from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.game import Game

from .checks import cards_of, check_state, redeal_unseen
from .moves import GRAMMAR, MOVE_TYPES, Move, Penalty, Play, parse_move
from .play import apply, play
from .rules import (
    controller,
    dealt_hands,
    is_terminal,
    legal_moves,
    new_game,
    num_players,
    plays_from,
    recipients,
    seating_of,
    to_act,
    trick_play,
    trick_rules,
)
from .scoring import opening_events, score, view
from .state import DECK, SPEC, DealRecord, Options, PenaltyKind, Phase, Revoke, RubberResult, State, View

GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View, grammar=GRAMMAR,
    new_game=new_game, play=play, legal_moves=legal_moves, to_act=to_act, num_players=num_players,
    is_terminal=is_terminal, score=score, view=view, opening_events=opening_events, check_state=check_state,
    cards_of=cards_of, redeal_unseen=redeal_unseen, plays_from=plays_from, trick_play=trick_play,
    extras={"dealt_hands": dealt_hands},
)

__all__ = [
    "DECK",
    "GAME",
    "MOVE_TYPES",
    "SPEC",
    "DealRecord",
    "ExplicitDeal",
    "Move",
    "Options",
    "Penalty",
    "PenaltyKind",
    "Phase",
    "Play",
    "Revoke",
    "RubberResult",
    "State",
    "View",
    "apply",
    "cards_of",
    "check_state",
    "controller",
    "dealt_hands",
    "is_terminal",
    "legal_moves",
    "new_game",
    "num_players",
    "opening_events",
    "parse_move",
    "play",
    "plays_from",
    "recipients",
    "redeal_unseen",
    "score",
    "seating_of",
    "to_act",
    "trick_play",
    "trick_rules",
    "view",
]
