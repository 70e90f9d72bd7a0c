"""Preferans, the old Russian "decimal" game: spec ``preferans.md``, source ``card-games-book-1994.ru.txt``
(§4, lines 285-353); docs ``docs/games/preferans.md``.

**Layout.** ``state`` (the contract ladder, options, phases, state, view), ``moves``, ``rules`` (dealing,
turns, the card play, legal moves, the double-dummy position), ``defense`` (the whisting decisions as a
state machine), ``play`` (one function per phase), ``deals`` (the widow, the start of the play, tricks, the
scoring of a hand, the next deal, the end), ``ledger`` (pulka, gora and whists on a
:class:`~cardgames.games.mechanics.match.ScoreSheet`, the book's operations, the settlement),
``visibility`` (§4.13), ``checks``, ``scoring``.  The auction is
:class:`~cardgames.games.mechanics.bidding.Auction` with ``equal_for_first_bidder`` ("мой").

**Deal** (§4.3).  32 cards, ten to each active player (with 4 players the dealer sits out), two to the
widow.  The first dealer is drawn (:mod:`~cardgames.games.mechanics.first_dealer`: the lowest card, equal ranks
by the bidding order of the suits); then the deal passes clockwise.

**Phases and moves.**

* ``OPTIONS`` (§4.5, PRF-25): at a deal's start, the last player with an open pulka may ``close_pulka``;
  once all are closed, the last player with a gora may ``end_split`` (or ``circle`` with option ``circle``);
  ``play_on`` declines.
* ``AUCTION`` (§4.6): ``blind`` (before the first call), ``pass``, ``bid:7H``, ``moi`` (the first bidder
  holds the current bid), ``misere`` (first call only; only 10NT is higher).  All pass: a raspasovka
  (blind raspasovka when the third passed blind after two seeing passes).
* ``DISCARD`` / ``CONTRACT`` (§4.7): the declarer takes the widow (shown unless blind), ``discard:7S,8S``,
  then ``contract:7H`` (not below the bid; misère stays misère, PRF-23).
* ``DEFENSE`` (§4.8): ``whist`` / ``pass`` by D1 then D2; a sole whister ``open`` / ``closed``; both
  passing a 7-9: credited; a six with 4 players: the dealer's ``view:<seat>``, ``whist`` / ``pass``; a
  six with 3 players: D2's ``half_whist`` then D1's ``whist`` (reconsider) or ``pass``.  A ten or misère
  has no whist; a blind six is whisted by both.
* ``PLAY`` (§4.9): ``play:TH``; follow suit, else trump.  Raspasovka: no trumps; 3 players: the turned
  widow card names the suit of the first two leads (option ``raspas_widow=card``: it is the lead and cannot
  win); 4 players: the dealer leads the widow's two cards, the third trick is led from his left.

**Scoring** (§4.10-§4.12) in 1/denominator points (6 with 3 players, 12 with 4): the sheet's sections
``pulka``, ``gora`` (deal 0: the starting gora), ``whists on <seat>`` (column: the writer), ``result``
(the settlement at the end).  Multipliers: x2 blind, the oldest elochka marker.  The match ends when every
pulka is full and every gora written off (or by ``end_split``, or after ``max_deals``, settled as it
stands); ``Score.match`` is the zero-sum ``net_i``, the breakdown gives the book's ``R_i``.

**Resolutions and departures.**  The spec's PRF-1..PRF-32 as defaults; options ``pulka_target``,
``initial_gora``, ``raspas_trick_remiz``, ``raspas_clean_pulka``, ``strict_quota`` (PRF-4), ``blind``,
``elochka``, ``circle`` (PRF-26), ``raspas_widow`` (PRF-9), ``open_whist`` (PRF-15), ``max_deals``.
Engine resolutions where the spec is silent: a circle offers the spec's two examples (raspasovkas, or 6D
by the dealer's left without auction or widow); the order of a hand's entries is the declarer's, then the
whists and consolations, then the whisters' remiz; a blind declarer's widow is never shown, so the
4-player widow consolation is not written for it; in ``raspas_widow=card`` a trick without a card of the
widow card's suit goes to the highest card of the first card's suit.  The spec and the source agree on every
point used here.

**Double dummy.** :func:`trick_play`: declared games count the declarer's tricks (misère: as penalties he
avoids and the defenders load on him); a raspasovka the tricks of the player to act, as penalties he avoids
and both others load on him.  The widow's tricks, whose leads the widow's cards make or name, are outside the
engine's rules: :func:`trick_play` refuses them and ``extras["dd_by_rules"]`` (:func:`widow_tricks_counting`)
marks them for the solver's search by the game's own rules.
"""

from __future__ import annotations

from cardgames.games.core.game import Game

from . import ledger, rules, scoring
from .checks import cards_of, check_state, redeal_unseen
from .moves import GRAMMAR, MOVE_TYPES, Move, parse_move
from .play import apply, play
from .rules import is_terminal, legal_moves, new_game, num_players, plays_from, recipients, to_act, trick_play
from .scoring import opening_events, score, view
from .state import DECK, LADDER, SPEC, Contract, Options, Phase, State, Strain, View

GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View, grammar=GRAMMAR,
    new_game=new_game, play=play, legal_moves=legal_moves, to_act=to_act, num_players=num_players,
    is_terminal=is_terminal, score=score, view=view, opening_events=opening_events, check_state=check_state,
    cards_of=cards_of, redeal_unseen=redeal_unseen, plays_from=plays_from, trick_play=trick_play,
    extras={"dd_by_rules": rules.widow_tricks_counting},
)

__all__ = [
    "DECK",
    "GAME",
    "LADDER",
    "MOVE_TYPES",
    "SPEC",
    "Contract",
    "Move",
    "Options",
    "Phase",
    "State",
    "Strain",
    "View",
    "apply",
    "cards_of",
    "check_state",
    "ledger",
    "new_game",
    "parse_move",
    "play",
    "recipients",
    "redeal_unseen",
    "score",
    "scoring",
    "to_act",
    "trick_play",
    "view",
]
