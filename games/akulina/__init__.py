"""Акулина или Дамка (Akulina, the queen-of-spades shedding game): spec ``akulina.md`` (source
``card-games-book-1994.ru.txt`` lines 269-281); docs ``docs/games/akulina.md``.

**Layout.** ``state`` (options, phases, state, view), ``moves`` (move types and their ids),
``rules`` (dealing, turns, what may attack and cover, legal moves), ``play`` (what a move does,
one function per phase), ``bouts`` (the automatic end of a bout, the next attacker, the end of a
game and of the match), ``checks`` (client-state checks, hidden cards), ``scoring`` (score,
views).  Mechanics composed: :mod:`~cardgames.games.mechanics.first_dealer` (the draw for the
first dealer), :mod:`~cardgames.games.mechanics.beating`, :mod:`~cardgames.games.mechanics.bouts`
(the table, settling a bout, who attacks next), :mod:`~cardgames.games.mechanics.shedding`
(drawing from the stock, going out, the loser, losses on the sheet).

**Match.** ``games`` games (default 1).  The first dealer is the lowest card of a draw, ties
drawing again among the tied (AKU-12); the loser of each game deals the next (3.3).

**Deal** (3.3).  Two cards at a time clockwise from the dealer's left until each player holds
six; the next card is the face-up trump card, placed under the stock and drawn last (AKU-9).
An explicit first deal is dealt by seat ``players - 1``.

**Phases and moves** (3.4).

* ``ATTACK``: the attacker plays :class:`Attack` (``attack:7S,QS``): one to six cards of one suit,
  the queen of spades only with another spade (AKU-4); right after it he draws back up to six
  while the stock lasts (AKU-2).  Nobody else joins in (AKU-10).
* ``DEFEND``: the defender plays :class:`Cover` (``cover:9C:KC``) one attack card at a time, or
  :class:`Take` (the cards not covered).  The queen of spades is never covered and never covers
  (3.5, AKU-3).  Once every attack card is covered the bout ends by itself.
* ``OVER``: the match has ended.

**After a bout.**  Covered pairs are discarded (AKU-6: public history, face down); cards not
covered go into the defender's hand (public: ``known``).  Once the stock is empty, players with
no cards go out.  A defender who covered everything attacks next; one who took any card is
passed over for the player on his left (AKU-1; with two players the same attacker again).  An
attacker with no cards while the stock lasts draws up to six first (AKU-8); one holding only
the queen of spades passes the attack to the player on his left, who attacks his own left
neighbour (AKU-5).  The game ends when one player is left holding cards (always the queen of
spades): he loses and deals the next game.

**Options** (3.8).  ``defender_draws_after_bout`` (the defender too draws up to six after each
bout), ``attack_limited_to_defender_hand`` (an attack may not have more cards than the defender
holds); both off by default.

**Engine resolutions** (the spec leaves them open): the draw for the first dealer turns cards
from one shuffled pack, tied players the next cards; the match's outcome counts losses only (a
single game: its loser LOSS, the others WIN).

**Source and spec.**  They agree on every rule used here: the source's "(хотя бы одной масти)"
next to the queen of spades is read with AKU-4 (at least one other card, and an attack is one
suit, so a spade).
"""

from __future__ import annotations

from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.game import Game
from cardgames.games.core.rng import RngState

from .checks import cards_of, check_state, redeal_unseen
from .moves import GRAMMAR, MOVE_TYPES, Attack, Cover, Move, Take, parse_move
from .play import apply, play
from .rules import attack_limit, can_attack, can_cover, is_terminal, legal_moves, new_game, num_players, to_act
from .scoring import loser, opening_events, score, view
from .state import AKULINA, DECK, SPEC, Options, Phase, State, View

GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View, grammar=GRAMMAR,
    new_game=new_game, play=play, legal_moves=legal_moves, to_act=to_act, num_players=num_players,
    is_terminal=is_terminal, score=score, view=view, opening_events=opening_events, check_state=check_state,
    cards_of=cards_of, redeal_unseen=redeal_unseen,
)

__all__ = [
    "AKULINA",
    "DECK",
    "GAME",
    "MOVE_TYPES",
    "SPEC",
    "Attack",
    "Cover",
    "ExplicitDeal",
    "Move",
    "Options",
    "Phase",
    "RngState",
    "State",
    "Take",
    "View",
    "apply",
    "attack_limit",
    "can_attack",
    "can_cover",
    "cards_of",
    "check_state",
    "is_terminal",
    "legal_moves",
    "loser",
    "new_game",
    "num_players",
    "opening_events",
    "parse_move",
    "play",
    "redeal_unseen",
    "score",
    "to_act",
    "view",
]
