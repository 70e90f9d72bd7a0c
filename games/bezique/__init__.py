"""Bezique (Безик), the book's multi-pack version: spec ``bezique.md``, source ``card-games-book-1994.ru.txt``
lines 439-557; docs ``docs/games/bezique.md``.

**Layout.** ``state`` (options, deck, phases, meld kinds, state, view), ``moves``, ``melds`` (what each meld
needs, the cards a seat may still use, the values), ``rules`` (the seats in play, dealing, turns, card rules,
legal moves, the double-dummy position), ``play`` (what a move does and the automatic steps), ``checks``
(client-state checks, hidden cards), ``scoring`` (totals, settlement, score, views).  Drawing, the turned trump
card and its exchange, and the strict rules are :mod:`cardgames.games.mechanics.stock` (the draw through
:func:`cardgames.games.mechanics.shedding.refill` so the dealer sitting out at four draws nothing); the card
play :class:`~cardgames.games.mechanics.tricks.TrickRules`; the first dealer
:mod:`cardgames.games.mechanics.first_dealer`; the score sheet :mod:`cardgames.games.mechanics.match`; declared
melds are :class:`~cardgames.games.mechanics.melds.Meld` values.

**Deck and deal** (§6.2, §6.3).  ``packs`` (8, BEZ-1) packs of A K Q J T in each suit, 12 nines and two wild
cards ("инфузорки", JK1/JK2): 174 cards.  At most three hands: at four the dealer sits out.  18 cards each one
at a time from the dealer's left, the next card turned as trump (a wild card goes back into the stock at a
random place, BEZ-12); the deal passes left; one deal per player is a match (BEZ-15).

**Phases and moves.**  ``TRICKS``: any card (``play:QH``); the strictly higher card wins, the earlier of equal
cards, a wild card never (BEZ-11, BEZ-19).  ``MELD``: the trick's winner (17 cards) may ``exchange`` a trump
nine for the face-up trump card (0 points, BEZ-13), make one declaration (``declare:<kind>`` for a marriage,
bezique, quint or four of a kind; ``show:<family>:<n>`` for n cards of a count family), then ``draw``:
he and then the others draw one card each, the face-up card last (BEZ-10).  When the stock is exhausted the
deal is scored (BEZ-8); with ``play_out_last_cards`` the hands are first played out (``PLAY_OUT``, follow
suit else trump, heading the trick whenever an allowed card beats it, §6.6; no score).  ``OVER``: the match is over.

**Melds** (§6.5).  A declaration shows real cards first and a wild card for each one missing (the choice a
player always prefers: a wild card serves any meld).  Ordinal kinds double with each new one (4, 25, 50 x
2^(n-1)); four of a kind 6/8/10/4; a card serves in different kinds but once in each (BEZ-7).  Count families
score C(n) - C(credited) with §6.5a's formula.  Cards are counted, not told apart: a seat that plays a card it
holds twice gives up a copy already used before a fresh one.

**Options**: ``packs`` (8 or 9), ``rank_order`` (``akqjt9`` or ``atkqj9``), ``deals_per_match`` (0: one per
player), ``play_out_last_cards``.

**Source and spec** agree wherever the spec states a rule (no source-wins point); the spec's resolutions fill
the source's gaps.

**Hidden information** (§6.7): a seat sees its hand, every exposed card, the face-up trump card, the stock's
size, the trick on the table and the declarations; finished tricks go face down.

**Double dummy.** :func:`trick_play` gives the play-out (``play_out_last_cards``): every hand known, the strict
rules with the heading duty (``TrickRules.must_head``), tricks for the seat to act (this version has no card
points, so tricks are the natural count; the spec names no other objective).  The solver is told that cards
repeat (``TrickRules.repeated_cards``: of equal cards the earlier wins, copies in a hand are one move
``play:QH``) and that the wild cards never win (a wild lead binds nobody but the heading duty, and the first
suited card takes the trick over; a follower plays one only when free to play any card).  While the stock lasts
it raises FAILED_PRECONDITION (the stock still holds unknown cards), and also while a suit has more than 32
cards in play (the engine's bits per suit; three hands of 18 cards usually hold 16-21 of some suit).
"""

from __future__ import annotations

from cardgames.games.core.game import Game

from . import scoring
from .checks import cards_of, check_state, redeal_unseen
from .melds import bezique_jack, count_value, kind_value
from .moves import GRAMMAR, MOVE_TYPES, Declare, Draw, Exchange, Move, Play, Show, parse_move
from .play import apply, play
from .rules import active_seats, is_terminal, legal_cards, legal_moves, new_game, num_players, to_act, trick_play
from .scoring import opening_events, score, settlement, view
from .state import DECK, SPEC, Family, MeldKind, Options, Phase, SeatMelds, State, View, deck_of

GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View, grammar=GRAMMAR,
    new_game=new_game, play=play, legal_moves=legal_moves, to_act=to_act, num_players=num_players,
    is_terminal=is_terminal, score=score, view=view, opening_events=opening_events, check_state=check_state,
    cards_of=cards_of, redeal_unseen=redeal_unseen, trick_play=trick_play,
)

__all__ = [
    "DECK", "GAME", "MOVE_TYPES", "SPEC", "Declare", "Draw", "Exchange", "Family", "MeldKind", "Move", "Options",
    "Phase", "Play", "SeatMelds", "Show", "State", "View", "active_seats", "apply", "bezique_jack", "cards_of",
    "check_state", "count_value", "deck_of", "is_terminal", "kind_value", "legal_cards", "legal_moves",
    "new_game", "num_players", "opening_events", "parse_move", "play", "redeal_unseen", "score", "scoring",
    "settlement", "to_act", "trick_play", "view",
]
