"""The Mill's value types: options, the descriptor, the patience rules, phases, the state and the view."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.decks import deck52, packs
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, bool_option, choice_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.patience import Layout, LayoutView, Rules, Shape, StockRule
from cardgames.games.mechanics.piles import FoundationRule, Pile

DECK = packs(deck52(), 2)
"""ML-1: two decks, 104 cards."""
WINGS = 8
CORNERS = 4
KING_PILE = 13
"""A king pile is complete with 13 cards, K down to A."""
ACE_PILE = 52
"""ML-8: the ace pile is complete with four runs A..K."""
KING = 13
REFILLS = ("talon", "choice")

RULES = Rules(
    shape=Shape((), (), 2, 1), foundation=FoundationRule(same_suit=False, wrap=True, size=ACE_PILE),
    stock=StockRule(draw=1, redeals=0),
)
"""The patience engine's part: no building columns, one foundation (the ace pile: up regardless of suit, the
ace after the king, 52 cards), the stock turned one card at a time onto the talon, no redeal (ML-4).  The
king piles, building down, are the game's own."""


@value
class Options:
    """The Mill's options: where an emptied wing is refilled from, and whether kings go to the corners by themselves."""

    refill: str = "talon"
    """ML-2: ``talon``: from the stock, and from the talon's top once the stock is empty (default);
    ``choice``: the player picks the stock or the talon for each emptied wing."""
    forced_kings: bool = True
    """ML-5: a king that turns up while a corner is empty goes there by itself (default); false: the player
    may move it there (or keep it)."""


SPEC = GameSpec(
    id="mill",
    name="The Mill",
    native_name="Мельница",
    family="patience",
    min_players=1,
    max_players=1,
    default_players=1,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        choice_option("refill", "talon", REFILLS,
                      "talon: an emptied wing takes the stock's top, the talon's top once the stock is empty "
                      "(ML-2); choice: the player picks the stock or the talon"),
        bool_option("forced_kings", True,
                    "a king that turns up while a corner is empty goes there by itself (ML-5); false: by choice"),
    ),
    spec_file="mill.md",
    deal_format=(
        "Deck order: the 104 cards of two decks. The first ace in the order is the centre (the ace pile); the "
        "other 103 cards keep their order as deck[0..102]. The wings W1..W8 are deck[0..7]; every king among "
        "them goes, in wing order, to the next empty corner, and the wings it left take the next cards "
        "(deck[8], deck[9], ...) in wing order, again until no wing holds a king or the four corners are full. "
        "The rest is the stock, its first card turned first. To choose the centre ace, put it first. Hands "
        "are refused (a patience has none)."
    ),
)


class Phase(IntEnum):
    """Where the game stands."""

    PLAY = 1
    """Cards go from the wings and the talon to the ace pile and the king piles; draws; transfers."""
    REFILL = 2
    """Option ``refill=choice``: an emptied wing waits for the player to pick the stock or the talon."""
    OVER = 3
    """The game has ended; ``ending`` says how."""


class Ending(IntEnum):
    """How the game ended."""

    WON = 1
    """All 104 cards are on the ace pile (52) and the king piles (13 each)."""
    NO_MOVES = 2
    """The stock is empty and no play or transfer is left (§11.5)."""
    RESIGNED = 3
    """The player gave up."""


class Source(IntEnum):
    """Where an emptied wing is refilled from (option ``refill=choice``)."""

    STOCK = 1
    TALON = 2


@value
class State:
    """A game of the Mill: the ace pile, stock and talon (``layout``), the wings and the king piles."""

    options: Options
    phase: Phase
    layout: Layout
    """The ace pile (``foundations[0]``, the centre ace at the bottom), the stock and the talon
    (``waste``, its last card on top); no building columns."""
    wings: tuple[Pile, ...]
    """W1..W8: one open card each (empty only while waiting for a refill, or once stock and talon are gone)."""
    kings: tuple[Pile, ...]
    """The four corners: king piles building down from the king regardless of suit, filled in order."""
    rng: RngState
    last_transfer: int = -1
    """ML-6 (b): the king pile of the last transfer, until a wing or talon card goes on the ace pile (-1: none)."""
    ending: Ending | None = None


@value
class View:
    """What the player (or a spectator) sees: everything but the stock's order (named at the end)."""

    options: Options
    phase: Phase
    ending: Ending | None
    layout: LayoutView
    wings: tuple[Pile, ...]
    kings: tuple[Pile, ...]
    last_transfer: int
    foundation_cards: int
