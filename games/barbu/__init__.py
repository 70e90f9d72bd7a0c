"""Barbu (Барбу): spec ``barbu.md``, source ``barbu.ru.txt``; docs ``docs/games/barbu.md``.

**Layout.** ``state`` (options, contracts, phases, state, view), ``moves`` (move types and their ids),
``rules`` (dealing, turns, each contract's card play, legal moves, the double-dummy position), ``domino``
(the Domino layout), ``play`` (what a move does, one function per phase), ``deals`` (the automatic steps:
the forced double, the start of the play, the end of a trick, of a deal, the next deal, the end of the
match), ``checks`` (client-state checks, hidden cards), ``scoring`` (the contracts' tables, the score, the
views).  The card play is :class:`~cardgames.games.mechanics.tricks.TrickRules` (its ``void_overtrump``
rule was added for barbu's Trumps, BAR-4), the sheet :class:`~cardgames.games.mechanics.match.ScoreSheet`.

**Match** (4.2, BAR-2).  4 players, 52 cards, 13 each dealt one at a time from the dealer's left.  One dealer
drawn by lot deals seven times and names each of the seven contracts once: the match is 7 deals.  Option
``full_rotation``: the standard 28 deals, each seat in turn dealing its seven.  The first explicit deal is
dealt by seat 3.

**Phases and moves.**

* ``CONTRACT`` (4.3): the dealer names a contract not yet played in his seven: ``contract:no_tricks``,
  ``contract:no_queens``, ``contract:no_last_two``, ``contract:no_hearts``, ``contract:no_king``,
  ``trumps:hearts`` (the trump suit with it), ``contract:domino`` (``domino:seven`` with ``fan_tan``: the
  base rank named with it).
* ``DOUBLING`` (4.6, BAR-11): from the dealer's left round to the dealer, every seat with doubles left in the
  block (dealer 1, others 2) ``double`` or ``decline``; the first double takes it.  When only one seat has a
  double left it is his at once (an event says so).
* ``ASSIGN``: nobody doubled: the dealer ``assign:2`` gives it to a seat with doubles left, maybe himself.
* ``PLAY`` (4.4): ``play:TH``; the dealer leads the first trick; follow suit, otherwise any card.  In Trumps
  (BAR-4): when trumps are led beat the highest trump if able; void with a trump in the trick, overtrump if
  able, otherwise any card.  All 13 tricks are played.
* ``DOMINO`` (4.5, BAR-10): ``play:5S`` or ``pass`` (only with no playable card).  The dealer's first card
  sets the base rank; a card is playable on an empty row at the base rank, else next to an end of its suit's
  row; a playable card of the last card's suit must be played first.  Three seats out end the deal.
* ``OVER``: the match is over.

**Scoring** (4.5, 4.6) on a :class:`ScoreSheet`, a row per deal labelled ``deal N: <contract>, seat D dealt,
seat X doubled``: No Tricks -2 a trick; No Queens -6 a queen; No Last Two -10 / -20; No Hearts -2 a heart,
ace -20; No King -20; Trumps +5 a trump card taken; Domino +45/+20/+5/-5; the doubler's score doubled.  The
highest total wins; ties share the place (4.7, BAR-13).

**Options** (4.9): ``full_rotation``, ``standard_scoring`` (ace of hearts -6, Trumps +5 a trick),
``must_ruff`` (void, trump if able), ``hearts_lead_restriction`` (no heart lead in No Hearts and No King
while holding another suit), ``fan_tan`` (dealer names the base rank, no suit priority),
``pairwise_doubling`` (standard doubling: ``challenge:1`` doubles seat 1, once a pair, settled by the
difference of the two scores; the international refinements the spec does not name, redoubles and the
dealer's minimum, are not modelled).  The spec and the source agree on every rule used here (the spec's
resolutions fill the source's gaps: BAR-1 .. BAR-13).

**Hidden information** (4.8): a seat sees its own hand; the contract, the trump suit, the doubler, every card
played to tricks and to the layout are public.  Everything is shown once the match is over.

**Double dummy.** :func:`trick_play`: in the negative contracts the penalty points the seat to act takes
(everybody else against it), in Trumps its points (+5 a trump card; tricks with ``standard_scoring``).  The
solver learnt BAR-4's void overtrump and No Last Two's trick before the last for barbu.  The hearts
lead restriction is the solver's banned lead.  Refused (FAILED_PRECONDITION) in Domino (no tricks).
"""

from __future__ import annotations

from cardgames.games.core.game import Game

from . import scoring
from .checks import cards_of, check_state, redeal_unseen
from .domino import domino_points, playable, playable_cards
from .moves import (
    GRAMMAR,
    MOVE_TYPES,
    Assign,
    Challenge,
    Choose,
    ChooseDomino,
    ChooseTrumps,
    Decline,
    Double,
    Move,
    Pass,
    Play,
    parse_move,
)
from .play import apply, play
from .rules import (
    deals_in_match,
    doubles_left,
    is_terminal,
    legal_cards,
    legal_moves,
    new_game,
    num_players,
    quota,
    recipients,
    to_act,
    trick_play,
    trick_rules,
)
from .scoring import card_penalty, deal_points, doubled, opening_events, score, trick_points, trick_score, view
from .state import DECK, SPEC, Contract, Options, Pair, Phase, State, TrumpSuit, View

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
    "Assign",
    "Challenge",
    "Choose",
    "ChooseDomino",
    "ChooseTrumps",
    "Contract",
    "Decline",
    "Double",
    "Move",
    "Options",
    "Pair",
    "Pass",
    "Phase",
    "Play",
    "State",
    "TrumpSuit",
    "View",
    "apply",
    "card_penalty",
    "cards_of",
    "check_state",
    "deal_points",
    "deals_in_match",
    "domino_points",
    "doubled",
    "doubles_left",
    "is_terminal",
    "legal_cards",
    "legal_moves",
    "new_game",
    "num_players",
    "opening_events",
    "parse_move",
    "play",
    "playable",
    "playable_cards",
    "quota",
    "recipients",
    "redeal_unseen",
    "score",
    "scoring",
    "to_act",
    "trick_play",
    "trick_points",
    "trick_rules",
    "trick_score",
    "view",
]
