"""Свои козыри (Own Trumps): spec ``own_trumps.md`` (source ``card-games-book-1994.ru.txt`` lines 183-192);
docs ``docs/games/own_trumps.md``.

**Layout.** ``state`` (options, phases, own trump suits, state, view), ``moves`` (move types and
their ids), ``rules`` (dealing, turns, the beating rule, attack shapes, legal moves), ``play``
(what a move does, one function per phase), ``kons`` (the automatic end of an attack, of a kon
and of the match), ``checks`` (client-state checks, hidden cards), ``scoring`` (score, views).
Mechanics composed: :mod:`~cardgames.games.mechanics.first_dealer` (the draw for the first
dealer), :mod:`~cardgames.games.mechanics.beating` (with the defender's own suit as trump),
:mod:`~cardgames.games.mechanics.bouts` (the table, settling an attack, who attacks next),
:mod:`~cardgames.games.mechanics.shedding` (going out, the loser, losses on the sheet).

**Match** (8.1, OT-6).  Four players; ``games`` kons with a loser (default 10), fewest losses
win.  The first dealer is the lowest card of a draw (ties draw again); later kons are dealt by
the previous kon's loser, and a replayed kon by the same dealer.  A replayed kon gets a row of
zeros on the sheet and does not count towards ``games``.

**Deal** (8.1).  The whole 36-card pack, one card at a time from the dealer's left: nine each,
no stock.  An explicit first deal is dealt by seat 3, so ``order[i]`` goes to seat ``i mod 4``.

**Phases and moves.**

* ``CHOOSE`` (8.2): from the dealer's left each player plays :class:`Choose` (``trump:hearts``),
  a suit nobody has; after the third choice the dealer gets the remaining suit automatically.
* ``ATTACK`` (8.3): the attacker plays :class:`Attack` (one card, ``attack:KH``) or
  :class:`LayPair` (``pair:7C,7D``), the first pair of a three- or five-card attack.
* ``BUILD`` (OT-1): after one pair, a second :class:`LayPair` or :class:`Giveaway`
  (``giveaway:AS``); after two pairs, the giveaway.  The defender answers only the whole attack.
* ``DEFEND`` (8.3, OT-2, OT-3, OT-7): :class:`Beat` (``beat:9H:TH``) one attack card at a time,
  or :class:`Take` the cards not beaten; once every card is beaten the attack ends by itself.
* ``OVER``: the match has ended.

An attack is laid in parts (a pair, a pair, the giveaway) so that a seat's legal moves stay a
short list (a hand of 20 cards has thousands of five-card attacks): every attack of OT-1 is
reachable and nothing else is, a plain pair or four cards never reach the defender (a pair is
laid only while a giveaway card remains, and after it only a pair or the giveaway may follow).

**After an attack** (8.3-8.4, OT-4, OT-5): beaten pairs leave the game (public), cards not beaten
go into the defender's hand (public, ``known``); players with no cards go out (sharing a place
when two go out together); with one player left holding cards he loses the kon, with none the
kon is replayed.  Otherwise a defender who beat everything attacks next (or, if he went out,
the next player on his left); one who took any card is passed over for the player on his left.

**Options.** ``games`` (OT-6), ``protection`` (OT-3): ``defender`` (default) or ``attacker``, the
variant in which an attack card of the attacker's own suit can be beaten only by a higher card of
that suit.

**Engine resolutions** (the spec leaves them open): the pack is dealt one card at a time; the
draw for the first dealer turns cards from one shuffled pack, tied players the next cards; a
match also stops after 10,000 kons dealt (replays being rare, never in practice); the match's
outcome counts losses only (a single kon: its loser LOSS, the others WIN).

**Source and spec.**  They agree on every rule used here.  Where the source says a replayed kon
"does not reveal a winner" («не выявляет победителя») the spec says it has no loser: the effect is
the same, the kon is played again; the source does not say who deals it (the spec: the same dealer).
"""

from __future__ import annotations

from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.game import Game
from cardgames.games.core.rng import RngState

from .checks import cards_of, check_state, redeal_unseen
from .kons import decided
from .moves import GRAMMAR, MOVE_TYPES, Attack, Beat, Choose, Giveaway, LayPair, Move, Take, parse_move
from .play import apply, play
from .rules import (
    can_beat,
    chooser,
    is_attack_shape,
    is_terminal,
    legal_moves,
    new_game,
    num_players,
    own_suit,
    to_act,
)
from .scoring import loser, opening_events, score, view
from .state import DECK, SPEC, Options, OwnTrump, Phase, State, TrumpSuit, View

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
    "Beat",
    "Choose",
    "ExplicitDeal",
    "Giveaway",
    "LayPair",
    "Move",
    "Options",
    "OwnTrump",
    "Phase",
    "RngState",
    "State",
    "Take",
    "TrumpSuit",
    "View",
    "apply",
    "can_beat",
    "cards_of",
    "check_state",
    "chooser",
    "decided",
    "is_attack_shape",
    "is_terminal",
    "legal_moves",
    "loser",
    "new_game",
    "num_players",
    "opening_events",
    "own_suit",
    "parse_move",
    "play",
    "redeal_unseen",
    "score",
    "to_act",
    "view",
]
