"""Thousand (Тысяча, 1000): spec ``thousand.md``, source ``card-games-book-1994.ru.txt`` lines 760-774;
docs ``docs/games/thousand.md``.

**Layout.** ``state`` (options, phases, state, view), ``moves`` (move types and their ids), ``rules`` (the
seats of a deal, dealing, the bid ladder, turns, the card play with marriages making trumps, legal moves,
the double-dummy position), ``play`` (what a move does), ``deals`` (the widow, a concession, the end of a
trick and of a deal, the next deal, the end of the match), ``checks`` (client-state checks, hidden cards),
``scoring`` (a deal's scores and the options' extras, the winners, the score, the views).  The auction is
:mod:`cardgames.games.mechanics.bidding`; marriages :mod:`cardgames.games.mechanics.marriages`; the card play
:class:`~cardgames.games.mechanics.tricks.TrickRules`; the score sheet :mod:`cardgames.games.mechanics.match`.

**Deal** (§4.2).  24 cards A T K Q J 9 (TY-3; A 11, T 10, K 4, Q 3, J 2, 9 0, TY-4); seven to each of three
players one at a time from the dealer's left, three to the widow.  At four the dealer sits out (the spec's
standard variant) and scores nothing that deal.  The first dealer is random, then the deal passes left.

**Phases and moves.**  ``BIDDING`` (§4.3): the eldest hand is on an obligatory 100; then ``bid:N`` (a step of
``bid_step`` higher; above 120 only holding a marriage, TY-13; at most 400) or ``pass`` (final), until one
bidder is left.  ``WIDOW`` (§4.4): the declarer takes the widow, shown to all unless he is on the forced 100
(nobody bid over the eldest hand: taken unseen; three nines are redealt by the same dealer, TY-9); he may
``raise:N`` (TY-8, above 120 only with a marriage in his ten cards), ``concede`` (forced 100 only, TY-10) and
gives a card face down to each opponent with ``give:C1:C2`` (C1 to the next player, C2 to the one after).
``PLAY`` (§4.5): eight tricks, the declarer leading (TY-6); follow suit; void, trump when there is a trump;
any trump, no duty to beat.  A leader who won the previous trick may lead a king or queen as ``marry:QH``
(TY-7): its value at once (H 100, D 80, C 60, S 40) and its suit trump from this trick on.

**Scoring** (§4.6): the declarer +contract when his card points and marriages reach it, else -contract; each
opponent his own points (TY-5, no rounding, TY-14); a concession gives each opponent 40 and the declarer 0
(or -100).  The first to 1000 wins; several at once: the highest, then the declarer, else shared (TY-16).

**Options**: ``bid_step`` (TY-2, 5; 10 the alternative), ``raise_contract`` (TY-8, on), ``three_nines_redeal``
(TY-9, on), ``concession`` (TY-10: ``zero`` | ``minus_100``), and the standard extras the spec keeps off by
default: ``round_to_five``, ``barrel`` (880), ``dump_truck`` (555), ``zero_hands`` (three zero deals -120);
``blind_bidding`` (§4.3, off); ``max_deals`` is a safety stop of the engine's.

**Blind bidding** (втемную, §4.3; option ``blind_bidding``, off by default since it makes looking at one's own
hand a move): each player's hand stays hidden from him until he plays ``look``; before that he may ``pass`` or
bid ``blind:N`` (at most 120, TY-12).  Everybody looks when the auction ends; a declarer who won it still
blind takes the widow unseen and scores double, win or lose (the opponents do not, TY-11).  The spec and the
source agree on every point used here.

**Hidden information** (§4.7): a seat sees its own hand, the widow once shown, the card it received (the
declarer both he gave), bids, played cards and marriages; never another hand or a widow taken unseen.

**Double dummy.** :func:`trick_play` gives the play (card points of the declarer against both opponents);
it answers FAILED_PRECONDITION before the play and while any player still holds a marriage (a declaration
would score and change the trump, which the solver's rules do not express).
"""

from __future__ import annotations

from cardgames.games.core.game import Game

from . import scoring
from .checks import cards_of, check_state, redeal_unseen
from .moves import GRAMMAR, MOVE_TYPES, Bid, Concede, Give, Marry, Move, Pass, Play, Raise, parse_move
from .play import apply, play
from .rules import is_terminal, legal_moves, new_game, num_players, recipients, seats_in, to_act, trick_play
from .scoring import declarer_score, opening_events, score, view
from .state import DECK, SPEC, Options, Phase, State, View

GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View, grammar=GRAMMAR,
    new_game=new_game, play=play, legal_moves=legal_moves, to_act=to_act, num_players=num_players,
    is_terminal=is_terminal, score=score, view=view, opening_events=opening_events, check_state=check_state,
    cards_of=cards_of, redeal_unseen=redeal_unseen, trick_play=trick_play,
)

__all__ = [
    "DECK", "GAME", "MOVE_TYPES", "SPEC", "Bid", "Concede", "Give", "Marry", "Move", "Options", "Pass", "Phase",
    "Play", "Raise", "State", "View", "apply", "cards_of", "check_state", "declarer_score", "is_terminal",
    "legal_moves", "new_game", "num_players", "opening_events", "parse_move", "play", "recipients",
    "redeal_unseen", "score", "scoring", "seats_in", "to_act", "trick_play", "view",
]
