"""Demon's value types: options, the descriptor, the rules they select, phases, the state and the view."""

from __future__ import annotations

import functools
from enum import IntEnum

from cardgames.games.core.cards import Card
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, bool_option, choice_option, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.patience import (
    UNLIMITED,
    EmptyColumn,
    Layout,
    LayoutView,
    Rules,
    Runs,
    Shape,
    StockRule,
    TableauRule,
)
from cardgames.games.mechanics.piles import FoundationRule, patience_rank

STOCK_RULES = ("book", "canfield_no_shuffle", "random_access")
MAX_IDLE_LIMIT = 1_000
RESERVE = 13
"""§9.1: the reserve pile, ``order[0..12]``, its last card on top and face up."""
COLUMNS = 4
PACKET = 3
"""§9.4: the stock is gone through in packets of three."""
SEARCH_LIMIT = 2_000
"""DE-E5: arrangements the blocked-position test may search (4 columns: it has always finished far below)."""
SHAPE = Shape((1,) * COLUMNS, (), 1, 4, RESERVE, True)
"""The deal (§9.1, DE-9): the reserve pile, four columns of one face-up card, the base card, the stock."""


@value
class Options:
    """Demon's options: how the stock is gone through, which runs move, an optional idle limit."""

    stock_rule: str = "book"
    """``book``: packets of three, the talon shuffled at each of the unlimited redeals (§9.5);
    ``canfield_no_shuffle``: the talon turned over unshuffled (§9.5, DE-6); ``random_access``: the
    spec's relaxation (§9.6-9.7): the talon lies open and every card of it is available."""
    whole_pile_only: bool = False
    """Only a column's whole pile moves onto another column (classic Canfield, DE-3)."""
    idle_limit: int = 0
    """End the game (a loss) after this many moves in a row without progress; 0: never (DE-E4)."""


SPEC = GameSpec(
    id="demon",
    name="Demon (Canfield)",
    native_name="Демон",
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
            "book: packets of three, the talon shuffled at each redeal, redeals unlimited (§9.5); "
            "canfield_no_shuffle: the talon turned over unshuffled; random_access: the spec's relaxation, "
            "the talon open and every card of it available (§9.6-9.7)",
        ),
        bool_option("whole_pile_only", False, "only a column's whole pile moves onto another column (DE-3)"),
        int_option("idle_limit", 0, 0, MAX_IDLE_LIMIT,
                   "end the game after this many moves in a row without progress (0 = never)"),
    ),
    spec_file="demon.md",
    deal_format=(
        "Deck order: the 52 cards.  order[0..12] is the reserve pile, order[12] on top and face up (then "
        "order[11], order[10], ... are turned up in turn); order[13..16] start columns 1-4, one face-up "
        "card each; order[17] is the base card, on the first foundation, its rank the base rank of every "
        "foundation; order[18..51] is the stock, order[18] turned first (random_access: the talon, open "
        "in the waste, order[51] on top).  Hands are refused: a patience has none."
    ),
)

_STOCK = {
    "book": StockRule(draw=PACKET, redeals=UNLIMITED, shuffle=True),
    "canfield_no_shuffle": StockRule(draw=PACKET, redeals=UNLIMITED),
    "random_access": StockRule(draw=PACKET, redeals=0, random_access=True),
}


@functools.cache
def _rules(stock_rule: str, whole_pile_only: bool, base: int) -> Rules:
    """One constant per option set and base rank (3 x 2 x 13 of them)."""
    tableau = TableauRule(empty=EmptyColumn.RESERVE, runs=Runs.WHOLE_ONLY if whole_pile_only else Runs.ANY_RUN,
                          wrap=True)
    return Rules(shape=SHAPE, tableau=tableau, foundation=FoundationRule(base=base, wrap=True),
                 stock=_STOCK[stock_rule])


def rules_for(options: Options, base: Card) -> Rules:
    """The patience rules of ``options`` with the base card ``base`` (its rank starts every foundation)."""
    return _rules(options.stock_rule, options.whole_pile_only, patience_rank(base))


class Phase(IntEnum):
    """Where the game stands."""

    PLAY = 1
    """The layout is being played."""
    OVER = 2
    """The game has ended; ``ending`` says how."""


class Ending(IntEnum):
    """How the game ended."""

    WON = 1
    """All 52 cards are on the foundations."""
    BLOCKED = 2
    """No card can ever be played again: the book's "finally blocked" (§9.6, DE-7)."""
    STALLED = 3
    """``canfield_no_shuffle``: a pass of nothing but draws ended in a redeal; the next would repeat it (§9.6)."""
    NO_MOVES = 4
    """No legal move was left."""
    IDLE = 5
    """The option ``idle_limit``: that many moves in a row without progress (DE-E4)."""
    RESIGNED = 6
    """The player gave up."""


@value
class State:
    """A game of Demon: the table (the base card is the first card of foundation 0) and the end counters."""

    options: Options
    phase: Phase
    layout: Layout
    rng: RngState
    """The random stream: the deal, then each redeal's shuffle under the book's rule."""
    pass_changed: bool = False
    """A move other than ``draw`` since the last redeal (``canfield_no_shuffle``'s stalled pass)."""
    idle_moves: int = 0
    """Moves in a row without progress: a card out of the reserve, stock or waste for good, an
    unseen card drawn, or more cards on the foundations than ever before."""
    best_foundation: int = 1
    """The most cards the foundations have held (the base card is there from the deal)."""
    ending: Ending | None = None


@value
class View:
    """What the player (or a spectator) sees: the table with face-down cards counted; all of it at the end."""

    options: Options
    phase: Phase
    ending: Ending | None
    layout: LayoutView
    base: Card
    """The base card: every foundation starts from its rank."""
    foundation_cards: int
    pass_changed: bool
    idle_moves: int
    best_foundation: int
