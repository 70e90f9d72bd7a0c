"""Mushka ("the fly", a Russian Loo): spec ``mushka.md``, source ``card-games-book-1994.ru.txt`` lines 593-609;
docs ``docs/games/mushka.md``.

**Layout.** ``state`` (options, phases, state, view), ``moves`` (move types and their ids), ``rules``
(dealing, turns, the card play with the ace of spades, legal moves, the double-dummy position), ``play``
(what a move does, one function per phase), ``deals`` (the automatic start of the play, end of a trick, of
a deal, the settlement of a game, the next deal, the end of the session), ``checks`` (client-state checks,
hidden cards), ``scoring`` (the deal table, the score, the views).  The exchange with the stock is
:mod:`cardgames.games.mechanics.exchange`, the pool worked down to zero and its settlement
:mod:`cardgames.games.mechanics.pool`, the card play :class:`~cardgames.games.mechanics.tricks.TrickRules`.

**The family's parent.**  Rams (``games.rams``, the book's simplified Mushka) imports this package and
overrides what differs.  What both games do is written here once, over ``variant.Table`` (the fields every
state of the family has): dealing and the first deal (``rules.first_deal``), turns, the trump suit, revokes,
the double-dummy position (``rules.play_position``, each game naming what the solver cannot express), the
exchange offers; the move dispatch, a pass, playing with an exchange, the next decision, taking the trump
card, a card laid in the trick (``play``); the start of the tricks, the end of a trick and of a deal with
the sheet, the settlement and the next deal (``deals.begin_tricks``, ``close_trick``, ``end_deal``); the
checks up to the stock, of the session, the decisions and the tricks (``checks``); the score, summary,
ledger and the view's common fields (``scoring.table_view``).  The game's own phases, statuses, interned
moves, rule ids, short pack, starting count and extra state fields come from ``variant.Variant``, found
by the options' type (``variant.variant_of``); rams registers its subclass.  Mushka's own: the ace of
spades (may not pass, MU-4 over the trump ace, MU-5/MU-9 scoring), the dealer's ``leave``, revokes
counted per seat.

**Deal** (§1.3).  36 cards for 3-4 players, 52 for 5-6 (MU-1; option ``short_deck_players``); five cards
each, one at a time from the dealer's left; the next card is turned up as the trump card; the rest is the
stock.  The first dealer is drawn at random, then the deal passes to the left.  The first explicit deal is
dealt by seat ``players - 1`` (``order[i]`` to seat ``i mod players``), later ones by the next dealers.

**Phases and moves.**

* ``EXCHANGE`` (§1.4, MU-8, MU-10): from the dealer's left round to the dealer, ``pass`` (not holding the
  ace of spades), ``keep`` (play with the cards dealt) or ``exchange:7D,8H`` (play, discarding these face
  down and drawing as many from the stock: at most five, at most what the stock holds).
* ``TRUMP_CARD`` (MU-3, the Rams rule): a dealer who played may ``take:7D`` (the trump card into his hand,
  7D discarded) or ``leave`` it; a dealer who passed leaves it dead.
* ``PLAY`` (§1.5): ``play:TH``; five tricks among the players, the first from the dealer's left (MU-11),
  then the winner leads.  Follow suit; void, trump if able; nothing more.  The ace of spades played after
  the trump ace wins the trick (MU-4); otherwise the highest trump, else the highest card of the led suit.
  Nobody playing voids the deal; a lone player takes all five tricks unplayed (MU-12).
* ``OVER``: the session is over.

**Scoring** (§1.6, §1.7) on a :class:`~cardgames.games.mechanics.match.ScoreSheet` with a column per seat:
section ``count`` (a row per deal: the change to each count, 25 at the start of a game) and ``ledger`` (a
row per game: the settlement).  A trick writes off 1; no trick adds 5; the holder of the ace of spades
when the play starts (MU-9) writes off 5 more (10 with spades trump, MU-7) with a trick and adds 10
instead of 5 without one (MU-5); a revoke (option ``permissive_revokes``) adds 5.  After a deal every count
at zero or below has finished: the lowest wins, a tie goes to the first from the dealer's left (MU-2 a,
MU-6); every other seat pays him what its count still holds (a count at or below zero pays nothing).

**Resolutions** (the spec's, as the defaults): MU-1 .. MU-13 as the spec takes them; options
``bust_on_overshoot`` (MU-2 b), ``permissive_revokes`` (+5 a revoke), ``trick_history`` (``full`` |
``last``, MU-13), ``short_deck_players`` (the deck by table size), ``games`` (games in a session, §1.7.3);
``max_deals`` is a safety stop of the engine's (the game in play is settled as if the lowest count had
finished).  The spec and the source agree on every point used here.

**Hidden information** (§1.8): a seat sees its own hand and discards; the trump card, who passed, how many
cards each exchanged and every card played are public; the stock, other hands and discards never are.
Everything is shown once the session is over.

**Double dummy.** :func:`trick_play` gives the play phase over the seats still in the deal (the tricks of
the seat to act against all the others).  While the ace of spades may still beat the trump ace (MU-4) the
engine's rules cannot express the deal: :func:`trick_play` refuses it and ``extras["dd_by_rules"]``
(:func:`ace_rule_plan`) has the solver search those tricks by the game's own rules instead.
"""

from __future__ import annotations

from cardgames.games.core.game import Game

from . import scoring
from .checks import cards_of, check_state, redeal_unseen
from .moves import GRAMMAR, MOVE_TYPES, Exchange, Keep, Leave, Move, Pass, Play, Take, parse_move
from .play import apply, play
from .rules import (
    ACE_OF_SPADES,
    ace_rule_may_apply,
    ace_rule_plan,
    deck_for,
    is_terminal,
    legal_moves,
    new_game,
    num_players,
    recipients,
    to_act,
    trick_play,
    winning_index,
)
from .scoring import current_counts, deal_changes, ledger, opening_events, player_change, score, view
from .state import DECK, SHORT_DECK, SPEC, START, Options, Phase, State, Status, View

GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View, grammar=GRAMMAR,
    new_game=new_game, play=play, legal_moves=legal_moves, to_act=to_act, num_players=num_players,
    is_terminal=is_terminal, score=score, view=view, opening_events=opening_events, check_state=check_state,
    cards_of=cards_of, redeal_unseen=redeal_unseen, trick_play=trick_play,
    extras={"dd_by_rules": ace_rule_plan},
)

__all__ = [
    "ACE_OF_SPADES",
    "DECK",
    "GAME",
    "MOVE_TYPES",
    "SHORT_DECK",
    "SPEC",
    "START",
    "Exchange",
    "Keep",
    "Leave",
    "Move",
    "Options",
    "Pass",
    "Phase",
    "Play",
    "State",
    "Status",
    "Take",
    "View",
    "ace_rule_may_apply",
    "apply",
    "cards_of",
    "check_state",
    "current_counts",
    "deal_changes",
    "deck_for",
    "is_terminal",
    "ledger",
    "legal_moves",
    "new_game",
    "num_players",
    "opening_events",
    "parse_move",
    "play",
    "player_change",
    "recipients",
    "redeal_unseen",
    "score",
    "scoring",
    "to_act",
    "trick_play",
    "view",
    "winning_index",
]
