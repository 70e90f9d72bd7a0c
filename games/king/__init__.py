"""King (Кинг), "preferans in reverse": spec ``king.md``, source ``card-games-book-1994.ru.txt`` lines 776-800;
docs ``docs/games/king.md``.

**Layout.** ``state`` (options, contracts, phases, the deal record, state, view), ``moves`` (``trump:hearts``,
``play:TH``), ``rules`` (the schedule, who plays, dealing, turns, the card-play rules, legal moves),
``penalties`` (what a trick costs in each contract, and the solver's rules for it), ``play`` (one function per
phase, the end of a trick and of a deal, the next deal), ``checks``, ``scoring`` (score and views).

**Participants** (§5.1).  3 or 4, individual scores.  In every deal exactly three play (KI-1): with four the
dealer sits the deal out, with three he plays; option ``all_four_play`` (the standard game): four play, 8
cards each.  The active players are numbered from the dealer's left (:func:`active_seats`); tricks count
them (a trick's leader and winner are indices into ``View.active``), events and views name seats.

**Deal.** 32 cards (A..7; option ``deck=52``): 10 each to three, 2 put aside face down, unseen and unused
(KI-2); 17 and 1 with 52 cards; 8 or 13 each to four.  One card at a time from the dealer's left.  The
first dealer is random, then the deal passes to the left.  Explicit deals: seat 0 deals the first.

**Schedule** (§5.2, KI-3): one deal per negative contract in the book's order — no tricks (-20 a trick), no
hearts (-20 a heart), no queens (-40), no boys (K and J, -20), no last two tricks (-80 each), no king of
hearts (-160) — then with ``sralash`` the seventh (every penalty at once, KI-12); then the positive phase,
one round (two after a sralash) of one deal per participant: the active player left of the dealer names
any suit trump (``trump:spades``; no no-trump, KI-6) and leads; +20 a trick.

**Play** (§5.3).  The active player left of the dealer leads (KI-4), the winner of a trick the next.  Follow
suit; otherwise any card (negative deals have no trump) or, in positive deals, a trump if able (KI-7).
Deals 2, 6 and 7: no heart lead while holding another suit (KI-5: a hand of hearts only must lead one).
``king_of_hearts_obligatory`` (KI-8): in deal 6 the holder of KH, void in the led suit, must play it.
``stop_early`` (KI-9) ends a negative deal once no penalty is left.

**Score.** The sum of all deals, highest first (KI-11); ``zero_sum``: each total minus the average, exact
in units of 1/players.  **Hidden information** (§5.5): own hand; never the cards put aside; played cards,
the trump and the whole deal's tricks are public.

**Source over spec.** None found; the spec follows the book's text (its KI-1 default is the book's
sentence "трое играют, четвертый в этот кон лишь сдает").

**Double dummy.** Negative deals: objective ``penalties`` (the least penalty the player to act can be held
to, everybody else playing against him), with the contract's penalty table expressed in
:class:`~cardgames.games.mechanics.tricks.TrickRules` (``card_bonus`` for hearts and KH, ``last_tricks``
for the last two) and the heart-lead ban (``banned_lead``); positive deals: tricks.  Deal 6 with the
obligatory KH discard is refused (beyond the solver's rules).
"""

from __future__ import annotations

from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.game import Game

from .checks import cards_of, check_state, redeal_unseen
from .moves import GRAMMAR, MOVE_TYPES, Move, NameTrump, Play, parse_move
from .penalties import dd_rules, trick_points
from .play import apply, deal_points, play
from .rules import (
    active_seats,
    contract_of,
    is_terminal,
    legal_cards,
    legal_moves,
    new_game,
    num_players,
    recipients,
    to_act,
    total_deals,
    trick_play,
    trick_rules,
)
from .scoring import opening_events, score, view
from .state import DECK32, DECK52, SPEC, Contract, DealRecord, Options, Phase, State, Trump, View

GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View, grammar=GRAMMAR,
    new_game=new_game, play=play, legal_moves=legal_moves, to_act=to_act, num_players=num_players,
    is_terminal=is_terminal, score=score, view=view, opening_events=opening_events, check_state=check_state,
    cards_of=cards_of, redeal_unseen=redeal_unseen, trick_play=trick_play,
)

__all__ = [
    "DECK32",
    "DECK52",
    "GAME",
    "MOVE_TYPES",
    "SPEC",
    "Contract",
    "DealRecord",
    "ExplicitDeal",
    "Move",
    "NameTrump",
    "Options",
    "Phase",
    "Play",
    "State",
    "Trump",
    "View",
    "active_seats",
    "apply",
    "cards_of",
    "check_state",
    "contract_of",
    "dd_rules",
    "deal_points",
    "is_terminal",
    "legal_cards",
    "legal_moves",
    "new_game",
    "num_players",
    "opening_events",
    "parse_move",
    "play",
    "recipients",
    "score",
    "to_act",
    "total_deals",
    "trick_play",
    "trick_points",
    "trick_rules",
    "view",
]
