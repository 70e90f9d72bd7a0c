"""Business (Бизнес): spec ``business.md``, source ``business.ru.txt``; docs ``docs/games/business.md``.

**Layout.** ``state`` (options, phases, roles, calls, records, state, view), ``moves``, ``rules`` (deck,
dealing, auction legality, turns, card-play rules, legal moves), ``play`` (one function per phase),
``deals`` (settling roles, the end of a trick, a caught Declarer, the end of a deal, the next deal),
``points`` (the deal's score in halves), ``checks`` (client-state checks, hidden cards), ``scoring``
(score, views), ``dd`` (the play as a double-dummy position).

**Deal** (§1.3-1.4).  Deck 36/52/54 (option ``deck``, ``auto``: 52 for 4-5 players, 54 for 6); T cards
each one at a time from the dealer's left, the rest R the talon face down, ``talon_open_count`` of them face
up.  Random first dealer (BIZ-13), then the deal passes left; explicit deals: seat 0 deals the first.

**Phases and moves.** ``AUCTION``: ``bid:3:hearts`` (more tricks, or as many in a suit not yet bid at that
count: BIZ-2) and ``pass`` (final); everybody passing redeals with the same dealer, nobody scoring (BIZ-3).
``DISCARD`` (R > 0): the talon turned up and taken, ``discard:2C,AS`` (exactly R cards, BIZ-4; others are
told ``discard``).  ``ANNOUNCE``: ``alone`` / ``with_banker``.  ``ROLES``: ``role:banker|thief|policeman|
mafia`` clockwise from the Declarer's left (one Banker only after ``with_banker``, one Policeman; the last
chooser must be a criminal if none is yet); a lone Mafia member becomes a Thief; a Banker offered and not
taken lowers the contract by one (BIZ-5, to 0 allowed).  ``PLAY``: ``play:TH``; ``joker:JK1:AS`` (J1 lead
only as last card or from the two jokers, J2 follow only when void, J3 named as any standard card, a
leading Declarer no trump; identical cards: the earlier wins, BIZ-9); the current Declarer never leads a
trump (BIZ-8); ``change`` before a lead after trick 1, once per deal, then ``NEW_TRUMP``: ``trump:spades``
named by the Declarer (alone) or the Banker, who then swap roles at once (BIZ-15).  The Declarer with no
legal lead and no change left is caught: the deal ends at once.

**Scoring** (§1.11) in halves (sheet denominator 2): pair D + P or -((n - D) + P); Thief his tricks;
Mafia M for every member if each took a trick, else 0; Policeman T - n - P/2 - thieves - M; caught: the
pair -(n + P), the others 0.  ``num_deals`` deals (0: 2·N), highest total wins.

**Source over spec.** None found.  The ascending-auction mechanic (``games.mechanics.bidding``) ranks
bids on one ladder; business's "a suit not yet used at the current count" is not a ladder order, so the
calls are kept here.  The BIZ-9 alternative (naming only unseen cards) is not offered as an option.
"""

from __future__ import annotations

from cardgames.games.core.game import Game

from .checks import cards_of, check_state, redeal_unseen
from .dd import trick_play
from .moves import GRAMMAR, MOVE_TYPES, Move, parse_move
from .play import apply, play
from .rules import is_terminal, legal_moves, new_game, num_players, plays_from, to_act
from .scoring import opening_events, score, view
from .state import SPEC, Options, Phase, Role, State, View

GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View, grammar=GRAMMAR,
    new_game=new_game, play=play, legal_moves=legal_moves, to_act=to_act, num_players=num_players,
    is_terminal=is_terminal, score=score, view=view, opening_events=opening_events, check_state=check_state,
    cards_of=cards_of, redeal_unseen=redeal_unseen, plays_from=plays_from, trick_play=trick_play,
)

__all__ = ["GAME", "MOVE_TYPES", "SPEC", "Move", "Options", "Phase", "Role", "State", "View", "apply",
           "parse_move", "play"]
