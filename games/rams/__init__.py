"""Rams (Рамс, the book's simplified Mushka): spec ``rams.md``, source ``card-games-book-1994.ru.txt`` lines
611-643; docs ``docs/games/rams.md``.

**Layout: a variant of mushka.**  Rams imports ``games.mushka`` (the family's parent) and overrides what
differs; no function is copied.  ``variant`` registers :class:`~.variant.RamsVariant` (rams's phases with
FLUSH, statuses, moves, rule ids §2.4/§2.6/§2.8, the 32-card pack, the count to start from, the hands as
dealt kept at the deal, the cards shown carried to the next deal, its per-seat counter check).

* Inherited from mushka: dealing, the first dealer and explicit deals (``new_game`` is mushka's
  ``first_deal``), turns (``to_act``, ``in_play``, ``trick_order``), the trump suit and revokes, the
  exchange offers, the double-dummy position (``play_position``), the move dispatch and the steps of a
  move (pass, play with an exchange, next decision, take the trump card, lay a card), the start of the
  tricks, the end of a trick and of a deal (sheet row, settlement, next deal, end of the session), the
  checks shared by the family, the score, ledger, summary, opening events and the view's common fields;
  the constants (five cards, five tricks, the 5-point penalties, session limits, the 52-card pack); the
  moves ``pass``, ``keep``, ``exchange``, ``take``, ``leave``, ``play`` (subclassed under rams's names).
* Rams's own: ``state`` (its types: the proto names them after the game; the state adds the hands as
  dealt, the cards shown, the flush decisions and the revoked cards), the moves ``jacks``, ``flush`` and
  ``play_on``, ``rules`` (jack sets and ace values, passing only without an ace dealt, the jacks finish,
  the lead obligations and the ace on a picture, the winner of a trick past a revoke, what the solver
  cannot express, the trump-card and flush offers), ``play`` (the jack sets shown, the dealer who must take
  the trump card, the flush, the revoked card), ``deals`` (four aces, flushes, the scoring of the tricks
  with aces and jacks, the jacks finish), ``checks`` (hands as dealt, cards shown, flush decisions, revoked
  cards; ``redeal_unseen`` keeps each hand as dealt its seat's), ``scoring`` (the §2.5/§2.7 tables, the
  view's extra fields).  It composes :mod:`cardgames.games.mechanics.exchange`,
  :mod:`cardgames.games.mechanics.pool`, :class:`~cardgames.games.mechanics.tricks.TrickRules` and the
  shared ``Meld`` (cards shown: jack sets, flushes, four aces), as mushka does.

**Deal** (§2.3).  32 cards for 3 players, 52 for 4-7 (option ``short_deck_players``); five each from the
dealer's left, the trump card turned up, the rest the stock.  The first dealer is drawn at random, then the
deal passes to the left; the first explicit deal is dealt by seat ``players - 1``.

**Phases and moves.**

* ``EXCHANGE`` (§2.4): from the dealer's left to the dealer, ``pass`` (not with an ace dealt; a jack set
  dealt is shown and written off), ``keep``, ``exchange:7D,8H`` (a jack set dealt is shown before one of
  its jacks is discarded, and still counts), or ``jacks``: a jack set dealt worth at least the count left
  is written off and wins the game at once (RA-12; option ``jacks_finish=book``: only with 5 or less left).
* ``TRUMP_CARD`` (§2.4): a dealer who played discards a card and takes the trump card, ``take:7D``
  (option ``dealer_may_leave``, the spec's RA-4: or ``leave``, the same as taking it and discarding it); a
  dealer who passed leaves it to nobody.
* Then, for playing seats only (RA-5): four aces win the game at once (counts as before the deal, RA-11);
  every flush (five cards of a suit) is shown (option ``flush=optional``, the spec's [E]: ``FLUSH``, each
  holder from the dealer's left plays ``flush`` or ``play_on``).  A flush shown ends the deal: each declarer
  writes off 5 + V, every other player adds 5 + V (the trump ace too, RA-8), nobody scores jacks (RA-10).
* ``PLAY`` (§2.6): ``play:TH``, five tricks from the first player on the dealer's left; follow suit, else
  trump if able; the leader must lead the trump ace, else the trump king, and the trump queen right after a
  winning trump king lead (RA-2); on a trump lead with a trump picture in the trick the trump ace must be
  played (RA-3); no ace-of-spades rule (RA-9).  Nobody playing voids the deal (passers' jacks still count);
  a lone player takes all five tricks unplayed (RA-15).
* ``OVER``: the session is over.

**Scoring** (§2.7, §2.8): a trick-playing seat with ``t >= 1`` writes off ``t + V + J``; with none, a jack
pair changes nothing (RA-7), all four jacks write off 5, else ``V + 5`` is added; a passer writes off its
jacks.  V is the aces held when the play begins, J the larger of the sets dealt and held then (RA-6).  A
revoke (option ``permissive_revokes``) adds 5 and cannot win the trick.  Counts start at 100 (option
``start``: 100, 150, 200); a count at zero or below finishes, the lowest wins, ties to the first from the
dealer's left (RA-1, RA-14); every other seat pays him what it has left (nothing from zero or below).
``games`` games make a session; ``max_deals`` is the engine's safety stop.

**Resolutions**: RA-1 .. RA-15 as the spec takes them, except where the source says otherwise.

**Source over spec** (two points; the spec's readings are options):

* The dealer and the trump card.  The book: «После прикупки сдающий сбрасывает ненужную карту и берет
  открытого козыря» (line 619): after his draw the dealer discards a card he does not need and takes the
  trump card; he discards first, so he always ends holding it.  The spec (§2.4, RA-4) lets him discard the
  trump card just taken, declining it.  Default: the book (``take:X`` only); ``dealer_may_leave=true``
  adds ``leave``.
* The flush.  The book: «…окажется пять карт одной масти, открывает карты и списывает…» (line 635):
  the player who has five of a suit shows his cards, said as it says that four aces are shown («открывает
  карты и берет рамс»), with no «может» (may) as where a choice is meant (passing with jacks, the jacks
  finish).  The spec made showing optional ([E], §2.5).  Default: the book (``flush=mandatory``,
  shown by the engine); ``flush=optional`` is the spec's.

**Hidden information** (§2.9): as mushka's, plus the cards shown (``shown``) and each seat's own hand as
dealt; the lead obligations show cards by themselves.

**Double dummy.** :func:`trick_play` gives the play over the seats in the deal (the tricks of the seat to
act against the others) once no lead obligation and no ace-on-a-picture can bind any more (no playing
hand holds the trump ace or king, no queen is owed); before that ``extras["dd_by_rules"]``
(:func:`obligations_plan`) has the solver search those tricks by the game's own rules, and the whole play
with seven seats in it (the engine takes six).  In permissive mode it answers FAILED_PRECONDITION.
"""

from __future__ import annotations

from cardgames.games.core.game import Game

from . import scoring
from .checks import cards_of, check_state, redeal_unseen
from .moves import (
    GRAMMAR,
    MOVE_TYPES,
    Exchange,
    Flush,
    Jacks,
    Keep,
    Leave,
    Move,
    Pass,
    Play,
    PlayOn,
    Take,
    parse_move,
)
from .play import apply, play
from .rules import (
    ace_value,
    current_counts,
    deck_for,
    is_terminal,
    jack_points,
    jack_set,
    lead_obligation,
    legal_cards,
    legal_moves,
    new_game,
    num_players,
    obligations_may_bind,
    obligations_plan,
    recipients,
    to_act,
    trick_play,
    winning_index,
)
from .scoring import flush_change, ledger, opening_events, passer_change, player_change, score, view
from .state import DECK, SHORT_DECK, SPEC, Options, Phase, State, Status, View

GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View, grammar=GRAMMAR,
    new_game=new_game, play=play, legal_moves=legal_moves, to_act=to_act, num_players=num_players,
    is_terminal=is_terminal, score=score, view=view, opening_events=opening_events, check_state=check_state,
    cards_of=cards_of, redeal_unseen=redeal_unseen, trick_play=trick_play,
    extras={"dd_by_rules": obligations_plan},
)

__all__ = [
    "DECK",
    "GAME",
    "MOVE_TYPES",
    "SHORT_DECK",
    "SPEC",
    "Exchange",
    "Flush",
    "Jacks",
    "Keep",
    "Leave",
    "Move",
    "Options",
    "Pass",
    "Phase",
    "Play",
    "PlayOn",
    "State",
    "Status",
    "Take",
    "View",
    "ace_value",
    "apply",
    "cards_of",
    "check_state",
    "current_counts",
    "deck_for",
    "flush_change",
    "is_terminal",
    "jack_points",
    "jack_set",
    "lead_obligation",
    "ledger",
    "legal_cards",
    "legal_moves",
    "new_game",
    "num_players",
    "obligations_may_bind",
    "opening_events",
    "parse_move",
    "passer_change",
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
