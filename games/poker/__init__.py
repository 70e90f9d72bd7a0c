"""Poker, five-card draw: spec ``poker.md`` (source: card-games-book-1994, lines 802-904); docs ``docs/games/poker.md``.

**Layout.** ``state`` (options, phases, state, view), ``moves``, ``ranking`` (hand keys, wild cards,
openers), ``rules`` (amounts, seats, turns, legal moves), ``flow`` (dealing and every automatic step),
``play`` (what a move does), ``checks`` (client-state checks, hidden cards), ``scoring``, ``quintet`` (the
quintet variant: its deal, arrangement, reveal, checks and hidden cards).

**Match.** ``deals`` deals (0: each seat deals once); the first dealer is the highest card of a draw
(ties draw again), then the deal moves left (PO-15).  The sheet has a row per deal with each seat's net
chips; a passed-out jackpot writes zeros and the match is not over while a pot is carried.

**Deal** (6.2).  Blinds before the deal (6.4.1): 1 chip (ante) from the dealer's left, 2 (straddle) from
the next; both live.  Five cards each, one at a time from the dealer's left; the rest is the stock.
Jackpot variants: everyone antes ``jackpot_ante`` and there are no blinds (PO-17).

**Phases and moves.**

* ``BET_FIRST`` (6.4.3): from left of the straddle ("first word"): :class:`Open` (to 4) or :class:`Fold`
  until someone opens (the right to open passes on, PO-6); then :class:`Call`, :class:`Raise` (the next
  rung of the ladder 4, 8, 16, 24, 32, ...; PO-4) or :class:`Fold`.  Jackpot: from the dealer's left,
  :class:`Open` needs a pair of jacks or better (aces in an acepot; wild-adjusted in a freakpot, PO-16),
  :class:`Check` declines without folding; nobody opens: the hands are thrown in, everyone adds 1 and the
  pot carries to the next deal (PO-9, PO-T5).  Jackpot ladders run above the antes (open to ante + 4).
* ``DRAW`` (6.4.4): from the dealer's left, :class:`Draw` (discard 1-5, draw as many) or
  :class:`StandPat`; a short stock is refilled from the shuffled discards and folded hands (PO-7).
* ``BET_SECOND`` (6.4.5): the first voluntary entrant speaks first (PO-5); :class:`Check` or
  :class:`Raise`, after a raise :class:`Call`, :class:`Raise` (PO-3) or :class:`Fold`.
* The last seat in takes the pot unseen; otherwise a showdown: each pot to its best eligible hand, ties
  split, the odd chip nearest the dealer's left (6.4.6, PO-2).

**Resolutions made here.** Unlimited credit by default (PO-8); ``stake`` plays table stakes with side pots
from the betting mechanic (a seat short of a call or blind goes all in; a broke seat leaves the match).
``no_limit_growth`` raises add any 1 to 16 chips to the level (the book sets no bound;
the engine needs a finite move list).  ``max_raises`` caps raises per round (0: none, the book).
**Quintet** (6.5, ``variant=quintet``, 2 players only): each player's own 32-card pack from the seed, seven
cards aside face up, the other 25 placed card by card into five ordered hands (:class:`Put`, told to the
opponent only as ``put``) and committed (:class:`Commit`), P1 (left of the dealer) first; once both have
committed the positions are revealed pair by pair and score 3, 4, 5, 6, 7, a tie nothing (PO-12, PO-T6).
``quintet_by_rounds`` plays PO-12's variant (one position at a time).  The match is the source's single
game (``deals`` 0), or ``deals`` games alternating P1; the sheet holds each game's points.
The spec and the source agree on every point used here.
"""

from __future__ import annotations

from cardgames.games.core.game import Game
from cardgames.games.mechanics.hand_ranking import Category, describe, hand_key, has_openers

from .checks import cards_of, check_state, redeal_unseen
from .flow import new_game
from .moves import GRAMMAR, MOVE_TYPES, Call, Check, Commit, Draw, Fold, Move, Open, Put, Raise, StandPat, parse_move
from .play import apply, play
from .quintet import position_points
from .rules import is_terminal, legal_moves, next_level, num_players, to_act
from .scoring import opening_events, score, view
from .state import DECK, QUINTET_DECK, SPEC, Arrangement, Options, Phase, Showdown, State, View

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
    "QUINTET_DECK",
    "SPEC",
    "Arrangement",
    "Call",
    "Category",
    "Check",
    "Commit",
    "Draw",
    "Fold",
    "Move",
    "Open",
    "Options",
    "Phase",
    "Put",
    "Raise",
    "Showdown",
    "StandPat",
    "State",
    "View",
    "apply",
    "cards_of",
    "check_state",
    "describe",
    "hand_key",
    "has_openers",
    "is_terminal",
    "legal_moves",
    "new_game",
    "next_level",
    "num_players",
    "opening_events",
    "parse_move",
    "play",
    "position_points",
    "redeal_unseen",
    "score",
    "to_act",
    "view",
]
