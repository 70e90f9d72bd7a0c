"""Kosynka's value types: options, the descriptor, the rules they select, phases, the state and the view."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.patience import Layout, LayoutView, Rules, StockRule, TableauRule, staircase
from cardgames.games.mechanics.piles import FoundationRule

MAX_PASSES = 3
"""KO-5: the book's "second (and if need be third) round": at most two redeals."""
MAX_IDLE_LIMIT = 1_000
COLUMNS = 10
DECKS = 2


@value
class Options:
    """Kosynka's options: the number of passes through the stock, an optional idle limit."""

    passes: int = 1
    """Passes through the stock: 1 (the book's strict rule, §8.4), 2 or 3 (the waste turned over, unshuffled)."""
    idle_limit: int = 0
    """End the game (a loss) after this many moves in a row without progress; 0: never (KO-E4)."""


SPEC = GameSpec(
    id="kosynka",
    name="Kosynka (two-deck Klondike)",
    native_name="Косынка",
    family="patience",
    min_players=1,
    max_players=1,
    default_players=1,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        int_option("passes", 1, 1, MAX_PASSES,
                   "passes through the stock: 1 = the book's rule; 2 or 3 = the waste turned over unshuffled "
                   "(§8.4, KO-5)"),
        int_option("idle_limit", 0, 0, MAX_IDLE_LIMIT,
                   "end the game after this many moves in a row without progress (0 = never)"),
    ),
    spec_file="kosynka.md",
    deal_format=(
        "Deck order: the 104 cards of two decks.  Row r (1..10) takes the next 11 - r cards and lays them "
        "in columns r..10 (row 1: order[0..9] in columns 1..10; row 2: order[10..18] in columns 2..10; ... "
        "row 10: order[54] in column 10), so column c holds c cards, the first card of row c (column c's "
        "top) face up and the c - 1 under it face down; order[55..103] is the stock, order[55] turned "
        "first.  Hands are refused: a patience has none."
    ),
)


def _rules(passes: int) -> Rules:
    return Rules(
        shape=staircase(tuple(range(1, COLUMNS + 1)), DECKS),
        tableau=TableauRule(), foundation=FoundationRule(), stock=StockRule(draw=1, redeals=passes - 1),
    )


_RULES = {passes: _rules(passes) for passes in range(1, MAX_PASSES + 1)}


def rules_for(options: Options) -> Rules:
    """The patience rules ``options`` select (one constant per number of passes)."""
    return _RULES[options.passes]


class Phase(IntEnum):
    """Where the game stands."""

    PLAY = 1
    """The layout is being played: moves between the columns, the foundations, the stock and the waste."""
    OVER = 2
    """The game has ended; ``ending`` says how."""


class Ending(IntEnum):
    """How the game ended."""

    WON = 1
    """All 104 cards are on the eight foundations."""
    NO_MOVES = 2
    """No legal move was left (§8.5)."""
    DEAD = 3
    """The dead-position proof found that no card can ever be added to the foundations (KO-E5)."""
    IDLE = 4
    """The option ``idle_limit``: that many moves in a row without progress (KO-E4)."""
    RESIGNED = 5
    """The player gave up."""


@value
class State:
    """A game of Kosynka: the table and the counters of its automatic endings."""

    options: Options
    phase: Phase
    layout: Layout
    rng: RngState
    idle_moves: int = 0
    """Moves in a row without progress: a flip, a card out of the stock or waste for good, an
    unseen card drawn, or more cards on the foundations than ever before."""
    best_foundation: int = 0
    """The most cards the foundations have held."""
    ending: Ending | None = None
    ceiling: int = -1
    """KO-E5: the most cards the foundations can ever hold, once a proof found that no face-down
    card can be turned and no stock or waste card played any more (-1: no such proof); the game
    ends as a dead position when the foundations hold that many."""


@value
class View:
    """What the player (or a spectator) sees: the table with face-down cards counted; all of it at the end."""

    options: Options
    phase: Phase
    ending: Ending | None
    layout: LayoutView
    foundation_cards: int
    passes_left: int
    """Passes through the stock still to come after the current one (redeals left)."""
    idle_moves: int
    best_foundation: int
    ceiling: int
