"""Little Piano's value types: options, the descriptor, the rules they select, phases, the state and the view."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, choice_option, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.patience import UNLIMITED, Layout, LayoutView, Rules, StockRule, TableauRule, staircase
from cardgames.games.mechanics.piles import FoundationRule

STOCK_RULES = ("book", "draw1", "draw3")
RESERVE_SIZE = 3
"""MP-2: the book's reserve holds three open cards."""
MAX_IDLE_LIMIT = 1_000
MAX_COUNT = 2**31 - 1
"""Counters saturate here (they travel as int32)."""
DEAD_CHECK_EVERY = 8
"""LP-E5: the dead-position proof runs after progress, then after the 8th, 16th, 32nd, ... move without it."""


@value
class Options:
    """Little Piano's options: the stock rule, one or two decks, an optional idle limit."""

    stock_rule: str = "book"
    """``book``: one pass, then a reserve of three open cards from the turned talon (§10.4);
    ``draw1`` / ``draw3``: standard Klondike, unlimited redeals, only the waste's top card (§10.7)."""
    decks: int = 1
    """1: Little Piano, 7 columns, 4 foundations; 2: Big Piano, 10 columns, 8 foundations (§10.6)."""
    idle_limit: int = 0
    """End the game (a loss) after this many moves in a row without progress; 0: never (LP-E4)."""


SPEC = GameSpec(
    id="little_piano",
    name="Little Piano (Klondike)",
    native_name="Малое пианино",
    family="patience",
    min_players=1,
    max_players=1,
    default_players=1,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        choice_option(
            "stock_rule", "book", STOCK_RULES,
            "book: one pass, then a reserve of 3 open cards from the turned talon (§10.4); "
            "draw1/draw3: standard Klondike, unlimited redeals, top waste card only (§10.7)",
        ),
        int_option("decks", 1, 1, 2, "1 = Little Piano; 2 = Big Piano, 10 columns and 8 foundations (§10.6)"),
        int_option("idle_limit", 0, 0, MAX_IDLE_LIMIT,
                   "end the game after this many moves in a row without progress (0 = never)"),
    ),
    spec_file="little_piano.md",
)


def _rules(stock_rule: str, decks: int) -> Rules:
    stock = {
        "book": StockRule(draw=1, redeals=0, window=RESERVE_SIZE),
        "draw1": StockRule(draw=1, redeals=UNLIMITED),
        "draw3": StockRule(draw=3, redeals=UNLIMITED),
    }[stock_rule]
    columns = 7 if decks == 1 else 10
    return Rules(
        shape=staircase(tuple(range(columns, 0, -1)), decks),
        tableau=TableauRule(), foundation=FoundationRule(), stock=stock, foundation_to_tableau=True,
    )


_RULES = {(stock_rule, decks): _rules(stock_rule, decks) for stock_rule in STOCK_RULES for decks in (1, 2)}


def rules_for(options: Options) -> Rules:
    """The patience rules ``options`` select (one constant per stock rule and number of decks)."""
    return _RULES[(options.stock_rule, options.decks)]


class Phase(IntEnum):
    """Where the game stands."""

    STOCK = 1
    """Going through the stock: the book's phase 1, or the whole game under draw1/draw3."""
    RESERVE = 2
    """The book's phase 2: the talon turned over, three open reserve cards (MP-2..MP-6)."""
    OVER = 3
    """The game has ended; ``ending`` says how."""


class Ending(IntEnum):
    """How the game ended."""

    WON = 1
    """Every card is on the foundations."""
    NO_MOVES = 2
    """No legal move was left."""
    DEAD = 3
    """The dead-position proof found that no card can ever be added to the foundations (LP-E5)."""
    STALLED = 4
    """A redeal after a pass of nothing but draws: the next pass would repeat it (LP-E6)."""
    IDLE = 5
    """The option ``idle_limit``: that many moves in a row without progress (LP-E4)."""
    RESIGNED = 6
    """The player gave up."""


@value
class State:
    """A game of Little Piano: the table and the counters of its automatic endings."""

    options: Options
    phase: Phase
    layout: Layout
    rng: RngState
    pass_changed: bool = False
    """The player made a move other than a draw since the last redeal (LP-E6)."""
    idle_moves: int = 0
    """Moves in a row without progress: a flip, a card out of the stock, waste or reserve, an
    unseen card drawn, the talon turned, or more cards on the foundations than ever before."""
    best_foundation: int = 0
    """The most cards the foundations have held."""
    ending: Ending | None = None
    ceiling: int = -1
    """LP-E5: the most cards the foundations can ever hold, once a proof found that no face-down
    card can be turned and no talon card played any more (-1: no such proof); the game ends
    as a dead position when the foundations hold that many."""


@value
class View:
    """What the player (or a spectator) sees: the table with face-down cards counted; all of it at the end."""

    options: Options
    phase: Phase
    ending: Ending | None
    layout: LayoutView
    foundation_cards: int
    idle_moves: int
    pass_changed: bool
    best_foundation: int
    ceiling: int
