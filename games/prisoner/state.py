"""Prisoner's value types: options, the descriptor, phases, the table, the state and the view."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.cards import Card
from cardgames.games.core.decks import deck36
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information
from cardgames.games.core.values import value
from cardgames.games.mechanics.piles import Pile

DECK = deck36()
TOP_ROW = 9
"""§13.1: nine face-up cards T1..T9, ``deck[0..8]``."""
ROUNDS = 9
"""§13.1: nine rounds of three cards deal the other 27."""
TRIPLE = 3


@value
class Options:
    """Prisoner has no options: the spec names no variant (UZ-1..UZ-4 resolve every point)."""


SPEC = GameSpec(
    id="prisoner",
    name="The Prisoner",
    native_name="Узник",
    family="patience",
    min_players=1,
    max_players=1,
    default_players=1,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(),
    spec_file="prisoner.md",
    deal_format=(
        "Deck order: the 36 cards (6 to ace). order[0..8] are the top row T1..T9, face up; the rest is the "
        "stock, dealt in rounds of three: round k (0..8) lays order[9+3k] on the left pile, order[10+3k] on the "
        "middle pile and order[11+3k] on the right pile. Hands are refused (a patience has none)."
    ),
)


class Phase(IntEnum):
    """Where the game stands."""

    DEALING = 1
    """Rounds of three are still to come (the only move is ``deal``)."""
    OVER = 2
    """All nine rounds are dealt (or the player gave up); ``ending`` says how it came out."""


class Ending(IntEnum):
    """How the game ended."""

    WON = 1
    """Every top-row card was gathered onto the middle pile (§13.3)."""
    LOST = 2
    """The deck ran out with cards left in the top row (§13.3)."""
    RESIGNED = 3
    """The player gave up before the end."""


@value
class State:
    """A game of Prisoner: the top row, the three bottom piles and the undealt stock."""

    options: Options
    phase: Phase
    top_row: tuple[Pile, ...]
    """T1..T9: each holds its card (face up) until a middle card of its rank gathers it."""
    left: Pile
    """The left bottom pile L, one card per round, bottom first (it plays no part)."""
    middle: tuple[Pile, ...]
    """The middle pile M round by round: each round's middle card, then the top-row cards gathered
    onto it; together, bottom first, they are the pile as it lies."""
    right: Pile
    """The right bottom pile R, one card per round, bottom first (it plays no part)."""
    stock: tuple[Card, ...]
    """Face down; ``stock[0..2]`` are dealt next (left, middle, right)."""
    rng: RngState
    ending: Ending | None = None


@value
class View:
    """What the player (or a spectator) sees: everything on the table; the stock counted (named at the end)."""

    options: Options
    phase: Phase
    ending: Ending | None
    top_row: tuple[Pile, ...]
    left: Pile
    middle: tuple[Pile, ...]
    right: Pile
    stock_count: int
    rounds: int
    """Rounds dealt so far (0..9)."""
    gathered: int
    """Top-row cards on the middle pile: the progress measure (9 wins)."""
    stock: tuple[Card, ...] = ()
    """The stock's cards, named only once the game is over (a resigned game leaves some)."""
