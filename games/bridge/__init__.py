"""Contract bridge, rubber scoring (duplicate as an option): spec ``bridge.md``, source
``card-games-book-1994.ru.txt`` lines 355-435; docs ``docs/games/bridge.md``.

**Layout.** ``state`` (options, phases, the deal record, state, view), ``moves`` (move types and
their ids), ``rules`` (dealing, turns, the card-play rules, legal moves), ``play`` (what a move
does, one function per phase), ``deals`` (the automatic end of a trick, of a deal, the next deal
and the end of the match), ``sheet`` (games, part-score and vulnerability read from the score
sheet), ``checks`` (client-state checks, hidden cards), ``scoring`` (the pure scoring functions,
the score and the views).

**Seats.** 0..3 are N, E, S, W clockwise; N-S (side 0) play E-W (side 1).

**Deal** (§5.3).  52 cards, one at a time clockwise from the dealer's left.  The first dealer of
a rubber is cut for at random from the seed (BRG-6), board 1 of a duplicate match is dealt by
North; the deal then passes clockwise (duplicate: the standard board rotation, the same order).
Explicit deals (``new_game(..., deals=...)``) are read with North dealing the first and the deal
passing clockwise, so in the first deal ``order[0]`` goes to East, ``order[1]`` to South, and
so on; per-seat hands or PBN notation (``"N:AKQ.JT9.876.5432 ..."``) say the same.  Deals after
the first are queued in the state and used before any shuffle.

**Phases and moves.**

* ``AUCTION`` (§5.4, :mod:`cardgames.games.mechanics.auction`): :class:`Call` from the dealer
  clockwise, ids ``pass``, ``bid:4H``, ``bid:3NT``, ``double``, ``redouble``.  Three passes
  after a call end it; four passes pass the deal out (BRG-4).  The last bid is the contract; the
  declarer is the first of its side to have named its strain.
* ``PLAY`` (§5.5): :class:`Play` (``play:TH``), thirteen tricks, the opening lead from the
  declarer's left.  Legal cards and the winner of a trick come from one
  :class:`~cardgames.games.mechanics.tricks.TrickRules` (follow suit if able, trumping optional,
  trump = the contract's strain).  Dummy lies face up from the opening lead on; on dummy's turn
  :func:`to_act` is the declarer and :func:`plays_from` dummy's seat.
* ``OVER``: the match is over (the state keeps the last deal).

The end of a trick, of a deal (scored on the sheet), the next deal and the end of the match all
happen inside :func:`play`; events: ``MovePlayed``; a card ``CardsMoved`` hand -> trick; after the
opening lead ``CardTurned`` for each of dummy's cards; ``TrickWon``; ``DealScored`` (N-S, E-W),
then ``DealStarted`` and the hands dealt, or ``MatchOver``.

**Scoring** (§5.6) on a :class:`~cardgames.games.mechanics.match.ScoreSheet` with columns N-S
and E-W and sections ``above`` and ``below`` the line, a labelled row per scored item.  Below:
the trick score of a contract bid and made (x2 doubled, x4 redoubled, BRG-3).  Above:
overtricks, the doubled/redoubled-contract bonus, slams, undertricks (BRG-7; option
``old_undertricks``), honours (BRG-9, for the holder's side from the hands as dealt).  Games won,
the part-score (rows since the last game) and vulnerability are read from the rows below the line.
Two games win the rubber: 700 (2-0) or 500 (2-1).

**Resolutions** (the spec's ambiguities, and what the engine adds):

* BRG-1, **source over spec: the rubber bonus is written below the line.**  The book says «Под
  чертой записываются очки за взятки, полученные согласно контракту, и премии за выигранный
  ровер»; the spec's resolution moved it above the line (the standard).  The engine follows the
  book.  It is written after the second game, so it never counts towards a game; the totals and
  the settlement are the same either way, only the split between the sections differs.
* BRG-2, 3, 7, 9: the standard values (``scoring``); BRG-4: four passes score nothing and the
  next dealer deals; BRG-5: a half rounds away from zero; BRG-6: cut for the first dealer, then
  clockwise; BRG-8: double / redouble only right after an opponent's bid / double, passes aside;
  BRG-10: the unfinished-rubber bonuses, behind ``unfinished_rubber_bonus``.
* Honours are scored from the hands as dealt (read from the deal's tricks at its end).
* Explicit deals are dealt by North first; ``max_deals`` and duplicate scoring are extensions.
* ``Score.deal`` is the last finished deal's points (the state never rests between deals).

**Options.** ``scoring`` (``rubber`` | ``duplicate``); ``old_undertricks``;
``unfinished_rubber_bonus`` and ``max_deals`` (an extension, default 100: a rubber still
unfinished after that many deals stops, with 300 for a game and 100 for a part-score above the
line, BRG-10); ``boards`` (duplicate: the standard board dealer and vulnerability, the duplicate
table: part-score 50, game 300/500, no honours, no rubber; a passed-out board scores 0).

**Score.** ``deal``: the side's points of the last finished deal; ``match``: the side's total;
at the end WIN for the side with more (DRAW when level), the settlement in units (BRG-5) in the
summary.  **Hidden information** (§5.7): a seat sees its own hand, dummy after the opening lead,
the auction, the trick on the table and the last finished one, tricks per side and the sheet;
everything once the match is over.
"""

from __future__ import annotations

from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.game import Game
from cardgames.games.core.hands import Hand
from cardgames.games.mechanics.auction import Bid, Call, CallKind, Contract, Doubling, Strain
from cardgames.games.mechanics.match import ScoreSheet, SheetRow
from cardgames.games.mechanics.tricks import Trick

from . import scoring
from .checks import cards_of, check_state, redeal_unseen
from .moves import GRAMMAR, MOVE_TYPES, Move, Play, parse_move
from .play import apply, play
from .rules import (
    dealt_hands,
    dummy_exposed,
    dummy_of,
    is_terminal,
    legal_moves,
    new_game,
    num_players,
    plays_from,
    recipients,
    to_act,
    trick_play,
    trick_rules,
)
from .scoring import opening_events, score, view, visible_seats, vulnerability
from .sheet import Progress, progress
from .state import DECK, SEAT_NAMES, SIDE_NAMES, SPEC, DealRecord, Options, Phase, State, View

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
    "SEAT_NAMES",
    "SIDE_NAMES",
    "SPEC",
    "Bid",
    "Call",
    "CallKind",
    "Contract",
    "DealRecord",
    "Doubling",
    "ExplicitDeal",
    "Hand",
    "Move",
    "Options",
    "Phase",
    "Play",
    "Progress",
    "ScoreSheet",
    "SheetRow",
    "State",
    "Strain",
    "Trick",
    "View",
    "apply",
    "cards_of",
    "check_state",
    "dealt_hands",
    "dummy_exposed",
    "dummy_of",
    "is_terminal",
    "legal_moves",
    "new_game",
    "num_players",
    "opening_events",
    "parse_move",
    "play",
    "plays_from",
    "progress",
    "recipients",
    "redeal_unseen",
    "score",
    "scoring",
    "to_act",
    "trick_play",
    "trick_rules",
    "view",
    "visible_seats",
    "vulnerability",
]
