"""Мельница (The Mill, Lady Cadogan's "The Mill" for two packs): spec ``mill.md`` (source lines 987-997),
vocabulary and end rules ``conventions.md`` §0.7 and §7; docs ``docs/games/mill.md``.

**Layout.** ``state`` (options, the patience rules, phases, state, view), ``moves`` (move types and
their ids), ``rules`` (the deal, turns, what each pile takes, legal moves by phase), ``play`` (what a
move does, one function per phase and move type), ``refills`` (the automatic steps: wing refills,
kings to the corners, the end), ``checks`` (client-state checks, hidden cards), ``scoring`` (score,
view, the deal's events).  It composes the patience engine :mod:`cardgames.games.mechanics.patience`:
its ``Layout`` with no building columns keeps the ace pile (the one foundation,
``FoundationRule(same_suit=False, wrap=True, size=52)``), the stock and the talon (the engine's
waste; draws are the engine's, ``StockRule(draw=1, redeals=0)``); the wings are open cells of
:mod:`cardgames.games.mechanics.patience.cells`; the king piles, building down, are the game's own.

**Deal** (§11.1, ML-1, ML-7).  Two decks (104 cards), one player (seat 0); the match is one layout.
The first ace of the deck order is the centre, the ace pile (put an ace first to choose it); the
other 103 cards keep their order as ``deck[0..102]``.  The wings W1..W8 are ``deck[0..7]``; while a
wing holds a king and a corner is empty, every such king goes in wing order to the next corner and
the wings it left take the next cards in wing order (ML-T1).  The rest is the stock.

**Options.** ``refill``: ``talon`` (default, ML-2: an emptied wing takes the stock's top card, the
talon's top once the stock is empty) or ``choice`` (the player picks the stock or the talon: phase
``REFILL``).  ``forced_kings``: true (default, ML-5: a king that turns up while a corner is empty
goes there by itself: refilled into a wing, or drawn, straight from the stock) or false (the player
may move an available king to the next empty corner, or keep it).

**Phases.** ``PLAY``, ``REFILL`` (``refill=choice``: an emptied wing waits for ``refill:stock`` or
``refill:talon``), ``OVER``.

**Moves** (ids 0-based; labels count from 1): ``wing:W>ace``, ``wing:W>king:K``, ``talon>ace``,
``talon>king:K`` (ML-3), ``draw``, ``transfer:K`` (ML-6), ``refill:stock``, ``refill:talon``,
``resign``.  Refills and kings going to the corners are automatic under the default options.

**Engine resolutions** ([E], conventions §0.4):

* ML-E1  The transfer rule ML-6: (a) is checked on the cards in play (the wings and the talon's
  top): a card of the transferred card's rank now fits that king pile, or one of the next rank the
  ace pile (while it is short of 52); (b) one marker, the king pile of the last transfer, cleared
  when a wing or talon card goes on the ace pile, so a transfer from another pile is allowed in
  between; (c) a pile's base king never moves.
* ML-E2  With two king piles or the ace pile and a king pile taking a card (ML-T3), each is a move
  of its own: the target is named.
* ML-E3  ``forced_kings=false`` changes play only: the layout still sends the wings' kings to the
  corners (the book lays "the first four kings" in the corners as it deals).  A king goes only to
  the next empty corner (the corners fill in order).
* ML-E4  ``refill=choice``: the player picks a source only while both the stock and the talon have
  cards; otherwise the refill takes the one that has, at once.
* ML-E5  The talon stays in the view (every card of it was seen); the stock is counted and named
  only at the end.
* ML-E6  ``resign`` is always legal; a random player never picks it while another move exists.
  The game also ends (``NO_MOVES``) when the stock is empty and no play or transfer is left (§11.5);
  every move either puts a card on a foundation, moves one up from a king pile to the ace pile, or
  uses up the stock, so the game always ends.
* ML-E7  Places in events: the ace pile is ``FOUNDATION`` 0 and king pile ``K`` is ``FOUNDATION``
  ``K+1``; the wings are ``RESERVE`` 0..7; the talon is ``WASTE``.

**Source and spec.**  They agree on every rule used here; the book leaves the number of decks, the
talon's use and the transfer's limits unsaid, and the spec's standard answers (ML-1..ML-6) are used.
"""

from __future__ import annotations

from cardgames.games.core.game import Game

from .checks import cards_of, check_state, redeal_unseen
from .moves import (
    GRAMMAR,
    MOVE_TYPES,
    Draw,
    Move,
    Refill,
    Resign,
    TalonToAce,
    TalonToKing,
    Transfer,
    WingToAce,
    WingToKing,
    parse_move,
)
from .play import apply, play
from .refills import foundation_cards, summary, waiting_wing
from .rules import (
    ace_wants,
    available,
    first_empty_corner,
    has_move,
    is_terminal,
    king_wants,
    layout,
    legal_moves,
    new_game,
    num_players,
    playing_moves,
    to_act,
    transfer_refusal,
)
from .scoring import opening_events, score, view
from .state import (
    ACE_PILE,
    CORNERS,
    DECK,
    KING_PILE,
    REFILLS,
    RULES,
    SPEC,
    WINGS,
    Ending,
    Options,
    Phase,
    Source,
    State,
    View,
)

GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View, grammar=GRAMMAR,
    new_game=new_game, play=play, legal_moves=legal_moves, to_act=to_act, num_players=num_players,
    is_terminal=is_terminal, score=score, view=view, opening_events=opening_events, check_state=check_state,
    cards_of=cards_of, redeal_unseen=redeal_unseen,
)

__all__ = [
    "ACE_PILE",
    "CORNERS",
    "DECK",
    "GAME",
    "KING_PILE",
    "MOVE_TYPES",
    "REFILLS",
    "RULES",
    "SPEC",
    "WINGS",
    "Draw",
    "Ending",
    "Move",
    "Options",
    "Phase",
    "Refill",
    "Resign",
    "Source",
    "State",
    "TalonToAce",
    "TalonToKing",
    "Transfer",
    "View",
    "WingToAce",
    "WingToKing",
    "ace_wants",
    "apply",
    "available",
    "cards_of",
    "check_state",
    "first_empty_corner",
    "foundation_cards",
    "has_move",
    "is_terminal",
    "king_wants",
    "layout",
    "legal_moves",
    "new_game",
    "num_players",
    "opening_events",
    "parse_move",
    "play",
    "playing_moves",
    "redeal_unseen",
    "score",
    "summary",
    "to_act",
    "transfer_refusal",
    "view",
    "waiting_wing",
]
