"""Black Jack (Блэк Джек): spec ``blackjack.md``, source ``card-games-book-1994.ru.txt``; docs in
``docs/games/blackjack.md``.

**Layout.** ``state`` (options, phases, boxes, state, view), ``values`` (card values, totals, what
doubles and splits), ``moves``, ``rules`` (the first state, the shoe, turns, legal moves), ``play``
(one function per phase), ``round`` (the automatic steps: the deal, the dealer, the settlement, the
next round), ``checks`` (client-state checks, the hidden shoe), ``scoring`` (score, views).

**Table.** Up to seven boxes against the house (BJ-1): ``boxes`` (0 = one per player) shared round-
robin, box ``b`` belonging to seat ``b mod players``.  The house is no seat: the dealer's actions are
automatic steps.  The shoe holds ``decks`` packs (default 6) and is reshuffled before a round once
fewer than ``100 - penetration`` percent (default 25%) remain (BJ-2); a shoe that runs dry inside a
round takes the discards back, reshuffled.

**A round** (7.3).  ``BET``: each box in turn stakes an even amount between ``min_stake`` and
``max_stake`` (:class:`Bet`); ``DEALER_BET``: then may add the "on the dealer" bet (7.6,
:class:`DealerBet` / :class:`NoDealerBet`).  The deal: a card to each box, one to the dealer, a second
to each box, all face up (European, no hole card, BJ-3).  ``INSURANCE`` (dealer's ace only): each box
answers :class:`Insure` / :class:`NoInsurance`, a Black Jack :class:`EvenMoney` /
:class:`DeclineEvenMoney`.  ``PLAY``: hand by hand :class:`Hit`, :class:`Stand`, :class:`Double`
(a two-card 9-11 either way of counting aces, BJ-4), :class:`Split` (equal values, BJ-5; three splits
a box, split aces one card each, BJ-6).  Then the dealer takes his second card and draws below 17,
standing on soft 17; he draws past two cards only while some hand still waits on his total.
Settlement follows 7.4-7.6 with a dealer Black Jack taking every stake of a box (BJ-7); the round's
nets go on the score sheet.

**Match.** ``rounds`` rounds (default 10), or sooner once a bankroll reaches ``target`` or nobody can
cover the minimum stake; a box whose owner cannot cover the minimum sits the round out.  A move
the owner cannot pay for (double, split, insurance, a dealer bet) is not offered.

**Resolutions made here** (the spec leaves them open): stakes are even so 3:2 and half-stake
insurance are whole chips; even money is paid with the settlement (its amount is fixed at once);
under ``dealer_blackjack=original_stake`` a box loses its original stake, or what its busted hands
already lost when that is more; the "on the dealer" bet follows the box's main result (even money
is a win).  The spec and the source agree on every point used here.
"""

from __future__ import annotations

from cardgames.games.core.game import Game

from .checks import cards_of, check_state, redeal_unseen
from .moves import (
    GRAMMAR,
    MOVE_TYPES,
    Bet,
    DealerBet,
    DeclineEvenMoney,
    Double,
    EvenMoney,
    Hit,
    Insure,
    Move,
    NoDealerBet,
    NoInsurance,
    Split,
    Stand,
    parse_move,
)
from .play import apply, play
from .rules import is_terminal, legal_moves, new_game, num_players, to_act
from .scoring import opening_events, score, view
from .state import SPEC, Box, Insurance, Options, Phase, PlayerHand, State, View

GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View, grammar=GRAMMAR,
    new_game=new_game, play=play, legal_moves=legal_moves, to_act=to_act, num_players=num_players,
    is_terminal=is_terminal, score=score, view=view, opening_events=opening_events, check_state=check_state,
    cards_of=cards_of, redeal_unseen=redeal_unseen,
)

__all__ = [
    "GAME", "MOVE_TYPES", "SPEC", "Bet", "Box", "DealerBet", "DeclineEvenMoney", "Double", "EvenMoney", "Hit",
    "Insurance", "Insure", "Move", "NoDealerBet", "NoInsurance", "Options", "Phase", "PlayerHand", "Split", "Stand",
    "State", "View", "apply", "cards_of", "check_state", "is_terminal", "legal_moves", "new_game", "num_players",
    "opening_events", "parse_move", "play", "redeal_unseen", "score", "to_act", "view",
]
