"""Lion and Sun's value types: options, the descriptor, the rules they select, phases, the state and the view."""

from __future__ import annotations

import functools
from enum import IntEnum

from cardgames.games.core.decks import deck52, packs
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, bool_option, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.patience import Layout, LayoutView, Rules, Shape, StockRule
from cardgames.games.mechanics.piles import ColumnView, FoundationRule, Pile

DECK = packs(deck52(), 2)
"""LS-1: two decks, 104 cards."""
PACKS = 4
PACK_SIZE = 12
SLOTS = 13
"""§12.1: four packs of 12 face-up cards, a half-circle of 13 open cards."""
LAYOUT_SIZE = PACKS * PACK_SIZE + SLOTS
STOCK_SIZE = len(DECK) - LAYOUT_SIZE
FOUNDATIONS = 8
"""LS-7: one foundation per ace."""
DEFAULT_PASSES = 4
"""LS-5: the talon is gone through three times after the first pass."""
MAX_PASSES = 10


@value
class Options:
    """Lion and Sun's options: the number of passes through the stock, and whether the packs are spread."""

    total_passes: int = DEFAULT_PASSES
    """Passes through the stock in all (LS-5): 4 = the first pass and three redeals (default); 3 = the
    other reading of "разбирается три раза"."""
    packs_spread: bool = False
    """LS-2: the packs spread out, every card in sight (only the top one playable); default squared, the
    cards under each top unseen."""


SPEC = GameSpec(
    id="lion_and_sun",
    name="The Lion and the Sun",
    native_name="Лев и солнце",
    family="patience",
    min_players=1,
    max_players=1,
    default_players=1,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        int_option("total_passes", DEFAULT_PASSES, 1, MAX_PASSES,
                   "passes through the stock in all: 4 = the first pass and 3 redeals (LS-5); 3 = three in all"),
        bool_option("packs_spread", False,
                    "the packs lie spread out, every card in sight (only the top one playable; LS-2)"),
    ),
    spec_file="lion_and_sun.md",
    deal_format=(
        "Deck order: the 104 cards of two decks. Pack p (0..3) is order[12p..12p+11], order[12p+11] on top; "
        "the half-circle slots H1..H13 are order[48..60]; the stock is order[61..103], order[61] turned first. "
        "Hands are refused (a patience has none)."
    ),
)


@functools.cache
def _rules(total_passes: int) -> Rules:
    return Rules(
        shape=Shape((), (), 2, FOUNDATIONS), foundation=FoundationRule(same_suit=False),
        stock=StockRule(draw=1, redeals=total_passes - 1),
    )


def rules_for(options: Options) -> Rules:
    """The patience rules ``options`` select: no building columns, eight foundations up from the ace
    regardless of suit, one card drawn at a time, ``total_passes - 1`` redeals (one constant per count)."""
    return _rules(options.total_passes)


class Phase(IntEnum):
    """Where the game stands."""

    PLAY = 1
    """Cards go to the foundations from the slots, the pack tops and the waste; slots are filled; the stock
    is gone through."""
    OVER = 2
    """The game has ended; ``ending`` says how."""


class Ending(IntEnum):
    """How the game ended."""

    WON = 1
    """All 104 cards are on the foundations."""
    NO_MOVES = 2
    """No legal move was left."""
    DEAD = 3
    """The last pass is over and no play or fill can lead to another foundation play (§12.4)."""
    RESIGNED = 4
    """The player gave up."""


@value
class State:
    """A game of Lion and Sun: the foundations, stock and waste (``layout``), the packs and the half-circle."""

    options: Options
    phase: Phase
    layout: Layout
    """The eight foundations, the stock and the waste, and the redeals made (no building columns)."""
    packs: tuple[Pile, ...]
    """P1..P4, bottom first: only each top card (``cards[-1]``) is available (LS-2)."""
    slots: tuple[Pile, ...]
    """The half-circle H1..H13: one open card each, or empty until filled from a pack."""
    rng: RngState
    ending: Ending | None = None


@value
class View:
    """What the player (or a spectator) sees: squared packs show their top cards; all of it at the end."""

    options: Options
    phase: Phase
    ending: Ending | None
    layout: LayoutView
    packs: tuple[ColumnView, ...]
    """Each pack: squared, its top card in ``up`` and the cards under it counted in ``down_count`` (named in
    ``down`` at the end); spread out, every card in ``up``, bottom first."""
    slots: tuple[Pile, ...]
    foundation_cards: int
    redeals_left: int
    """Redeals still allowed: passes left after this one."""
