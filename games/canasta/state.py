"""Canasta's value types: options, the descriptor, the variant's constants, the state and a seat's view.

The state and view hold only shared types (hands, melds, the discard pile, the score sheet) and
numbers, so samba's types extend them without new messages of their own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardgames.games.core.cards import Card, Rank
from cardgames.games.core.deals import DeckOrder
from cardgames.games.core.decks import deck52, packs, with_jokers
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, bool_option, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.discard_pile import DiscardPile
from cardgames.games.mechanics.discard_pile import RummyPhase as Phase
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.melds import Meld, MeldRules
from cardgames.games.mechanics.partners import Permission

MAX_DEALS = 10_000  # far above any real match; keeps the counter inside its int32 proto field
SHEET_ITEMS = ("melded cards", "canastas", "red threes", "going out", "cards left in hand", "penalties")
"""The rows written for every hand, in this order (columns: the sides)."""


@value
class Options:
    """Canasta's options: the spec's two named variants (1.11) and the length of the match."""

    negative_min: int = 0
    """Initial-meld minimum while the side's score is negative: 0, the book (CAN-11); 15 is the standard rule."""
    must_ask: bool = False
    """Partnerships: going out only after the partner answered yes (CAN-10)."""
    target: int = 5000
    """The match ends after the hand in which a side reaches this score (1.9)."""


SPEC = GameSpec(
    id="canasta",
    name="Canasta",
    native_name="Канаста",
    family="rummy",
    min_players=2,
    max_players=6,
    default_players=4,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        int_option("negative_min", 0, 0, 15, "initial-meld minimum for a negative score (book 0, standard 15)"),
        bool_option("must_ask", False, "in partnerships, go out only after asking the partner and hearing yes"),
        int_option("target", 5000, 500, 5000, "the score that ends the match"),
    ),
    spec_file="canasta.md",
    deal_format=(
        "Deck order: the 108 cards (two packs and four jokers, JK1 and JK2 twice); the first explicit "
        "deal is dealt by seat players - 1 (with 5 players by the last of the four who play), one card "
        "at a time from the dealer's left round the players of the hand, 15/13/11 each for 2/3/4+ "
        "players; the next card is the upcard (covered by the next while it is wild or a red three), "
        "the rest is the stock drawn first to last. Per-seat hands: rest = the upcard(s), then the stock."
    ),
)


@value
class Variant:
    """What canasta and samba set differently (constants of the game, never part of a state)."""

    game: str
    deck: tuple[Card, ...]
    meld_rules: MeldRules
    hand_sizes: tuple[int, ...]
    """Cards dealt for 2, 3, 4, 5 and 6 players."""
    canastas_to_go_out: int
    minimums: tuple[tuple[int, int], ...]
    """(score from which it applies, minimum), ascending; below the first the side's negative-score minimum."""
    red_three_bonus: tuple[int, ...]
    """The red threes' value by how many the side holds (index 0..)."""
    teams: tuple[int, ...]
    """Sides for 2..6 players (2 and 3: everybody alone)."""
    draw: int = 1
    wild_takes: bool = True
    """A natural and a wild card may take an unfrozen pile."""


def card_value(card: Card) -> int:
    """A card's points (1.2): joker 50, ace and two 20, king to eight 10, seven to four and black three 5."""
    return _VALUES[card.rank]


def rank_value(rank: Rank) -> int:
    return _VALUES[rank]


_VALUES = {Rank.JOKER: 50, Rank.ACE: 20, Rank.TWO: 20, Rank.KING: 10, Rank.QUEEN: 10, Rank.JACK: 10,
           Rank.TEN: 10, Rank.NINE: 10, Rank.EIGHT: 10, Rank.SEVEN: 5, Rank.SIX: 5, Rank.FIVE: 5,
           Rank.FOUR: 5, Rank.THREE: 5}


def is_red_three(card: Card) -> bool:
    return card.rank is Rank.THREE and card.is_red


CANASTA = Variant(
    game="canasta",
    deck=packs(with_jokers(deck52()), 2),
    meld_rules=MeldRules(),
    hand_sizes=(15, 13, 11, 11, 11),
    canastas_to_go_out=1,
    minimums=((0, 50), (1500, 90), (3000, 120)),
    red_three_bonus=(0, 100, 200, 300, 800),
    teams=(2, 3, 2, 2, 2),
)
DECK = CANASTA.deck


@value
class State:
    """A canasta match in progress: the hand being played and the sheet of finished hands.

    Sides own melds, red threes and scores; ``order`` lists the seats playing this hand in turn
    order (with five players, four of them).
    """

    players: int
    dealer: int
    first_dealer: int
    """Position in the first hand's order of its dealer; later dealers follow from it (1.3)."""
    order: tuple[int, ...]
    sides: tuple[int, ...]
    """The side of each seat."""
    hands: tuple[Hand, ...]
    stock: tuple[Card, ...]
    """``stock[0]`` is drawn next."""
    pile: DiscardPile
    melds: tuple[Meld, ...]
    """Every meld on the table; ``owner`` is the side, ``points`` its cards' value."""
    red_threes: tuple[Hand, ...]
    """The red threes each side laid down."""
    penalties: tuple[int, ...]
    """Each side's failed permitted go-outs this hand (100 each)."""
    laid: tuple[bool, ...]
    """Whether each seat has melded earlier in this hand (a concealed going out needs not)."""
    opened: tuple[bool, ...]
    """Whether each side's first melds met the minimum in this hand."""
    phase: Phase
    turn: int
    """The seat whose turn it is."""
    turn_points: int
    """What the side's melds laid this turn are worth, while it opens."""
    turn_melded: bool
    """Whether the player has melded or added in this turn."""
    took_pile: bool
    taken: Card | None
    """OPENING: the top card taken (in the new meld); the rest of the pile waits in ``pile`` for the minimum."""
    permission: Permission
    rng: RngState
    options: Options = Options()
    deal: int = 1
    sheet: ScoreSheet | None = None
    """Finished hands (None: none yet)."""
    last_melds: tuple[Meld, ...] = ()
    """The last finished hand's table as it was scored: melds, and each side's red threes (kind ``red threes``)."""
    last_hands: tuple[Hand, ...] = ()
    """The cards each seat was left holding when the last hand ended (counted openly against the side)."""
    queued: tuple[DeckOrder, ...] = ()
    """Explicit deck orders for the next hands, first next."""


@value
class View:
    """What one seat (or a spectator, seat absent) sees: own hand, every public fact; all hands once over."""

    seat: int | None
    players: int
    dealer: int
    order: tuple[int, ...]
    sides: tuple[int, ...]
    phase: Phase
    to_act: int | None
    turn: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    hands: tuple[Hand, ...]
    stock_count: int
    pile: DiscardPile
    """The whole pile is public: every card in it was seen face up (1.10)."""
    melds: tuple[Meld, ...]
    red_threes: tuple[Hand, ...]
    penalties: tuple[int, ...]
    opened: tuple[bool, ...]
    minimums: tuple[int, ...]
    """Each side's initial-meld minimum in this hand."""
    turn_points: int
    took_pile: bool
    taken: Card | None
    permission: Permission
    deal: int
    sheet: ScoreSheet | None
    last_melds: tuple[Meld, ...]
    last_hands: tuple[Hand, ...]


VARIANTS: dict[type, Callable[[Any], Variant]] = {Options: lambda options: CANASTA}
"""The variant each options type plays (samba registers its own)."""


def variant_of(state: State) -> Variant:
    return VARIANTS[type(state.options)](state.options)
