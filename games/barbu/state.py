"""Barbu's value types: options, the descriptor, the contracts, phases, the state and a seat's view."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.deals import DeckOrder
from cardgames.games.core.decks import deck52
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, bool_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.tricks import Trick

PLAYERS = 4
HAND_SIZE = 13
TRICKS = 13
BLOCK = 7
"""Deals a dealer plays in a row: each of the seven contracts once (4.2)."""
DECK: tuple[Card, ...] = deck52()
QUOTA_DEALER = 1
QUOTA_OTHER = 2
"""Doubles per block of seven deals: the dealer once, every other seat twice (4.6, BAR-11)."""


class Contract(IntEnum):
    """The seven contracts (4.5): five negative, two positive."""

    NO_TRICKS = 1
    """-2 a trick taken."""
    NO_QUEENS = 2
    """-6 a queen taken (BAR-5)."""
    NO_LAST_TWO = 3
    """-10 trick 12, -20 trick 13."""
    NO_HEARTS = 4
    """-2 a heart taken, the ace of hearts -20 (BAR-6; -6 with standard scoring)."""
    NO_KING = 5
    """-20 for taking the king of hearts (BAR-3)."""
    TRUMPS = 6
    """+5 a trump card taken (BAR-8; +5 a trick with standard scoring)."""
    DOMINO = 7
    """Not a trick game: +45, +20, +5, -5 in the order of going out."""

    @property
    def words(self) -> str:
        return self.name.lower().replace("_", " ")


class TrumpSuit(IntEnum):
    """The trump suit the dealer names for the Trumps contract."""

    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3
    SPADES = 4

    @property
    def suit(self) -> Suit:
        return Suit(self - 1)

    @classmethod
    def of(cls, suit: Suit) -> TrumpSuit:
        return cls(int(suit) + 1)


@value
class Options:
    """Barbu's options (the names are the client-facing option names); every default is the text's rule."""

    full_rotation: bool = False
    """BAR-2 alternative, the standard game: 28 deals, each seat in turn dealing the seven contracts (the
    doubling quotas apply within each dealer's seven).  Default: one dealer for seven deals."""
    standard_scoring: bool = False
    """4.9: the ace of hearts -6 in No Hearts and +5 a trick in Trumps (the game is then zero-sum)."""
    must_ruff: bool = False
    """4.9 standard Trumps play: a player void in the led suit must trump if he can (and beat the trumps
    in the trick if he can).  Default (BAR-4): he must overtrump only if a trump is already in the trick."""
    hearts_lead_restriction: bool = False
    """4.9, BAR-7 alternative: in No Hearts and No King a heart may be led only by a hand of hearts only."""
    fan_tan: bool = False
    """4.9, BAR-10 alternative, standard Domino: the dealer names the base rank with the contract, and any
    playable card may be played (no priority for the suit of the last card)."""
    pairwise_doubling: bool = False
    """4.9 standard doubling, instead of the text's one double a deal: from the dealer's left round to the
    dealer each seat may double any other seats (once a pair); each double settles the difference of the
    two seats' deal scores between them."""


SPEC = GameSpec(
    id="barbu",
    name="Barbu",
    native_name="Барбу",
    family="trick-taking",
    min_players=PLAYERS,
    max_players=PLAYERS,
    default_players=PLAYERS,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        bool_option("full_rotation", False, "28 deals, each seat dealing the seven contracts in turn (BAR-2)"),
        bool_option("standard_scoring", False, "ace of hearts -6, Trumps +5 a trick (4.9)"),
        bool_option("must_ruff", False, "Trumps: a player void in the led suit must trump if able (4.9)"),
        bool_option("hearts_lead_restriction", False, "no heart lead in No Hearts / No King unless only hearts"),
        bool_option("fan_tan", False, "Domino: the dealer names the base rank, no same-suit priority (BAR-10)"),
        bool_option("pairwise_doubling", False, "standard doubling: double any opponents, settled pairwise (4.9)"),
    ),
    spec_file="barbu.md",
    deal_format=(
        "Deck order: the 52 cards, dealt one at a time clockwise from the dealer's left, 13 each (the first "
        "explicit deal is dealt by seat 3, so order[i] goes to seat i mod 4).  Per-seat hands: 13 cards each, "
        "no rest.  Later explicit deals are dealt by the later deals' dealers, from each dealer's left."
    ),
)


class Phase(IntEnum):
    """What the table is doing."""

    CONTRACT = 1
    """The dealer names a contract he has not yet played (and the trump suit for Trumps) (4.3)."""
    DOUBLING = 2
    """From the dealer's left round to the dealer, seats with doubles left double or decline (4.6); with
    ``pairwise_doubling`` every seat doubles any others, then declines."""
    ASSIGN = 3
    """Nobody doubled: the dealer gives the double to a seat with doubles left (4.6)."""
    PLAY = 4
    """Thirteen tricks, the dealer leading the first (4.4)."""
    DOMINO = 5
    """The Domino contract: cards built onto the suits' rows until three seats are out (4.5)."""
    OVER = 6
    """The match is over (the state keeps its last deal)."""


@value
class Pair:
    """A standard (pairwise) double: ``doubler`` doubled ``doubled`` this deal."""

    doubler: int
    doubled: int


@value
class State:
    """A whole match: the deal in progress, the contracts and doubles of the dealer's block, the score sheet.

    Between deals there is no state: the move that ends a deal scores it and deals the next.
    """

    options: Options
    phase: Phase
    deal_number: int
    """The deal in play, from 1 (1..7, or 1..28 with ``full_rotation``)."""
    dealer: int
    hands: tuple[Hand, ...]
    used: tuple[Contract, ...]
    """The contracts the dealer has named in his block of seven, in order (the deal's own last)."""
    doubles: tuple[int, ...]
    """Per seat, how many deals of the block it held the double in (the deal's own doubler included)."""
    turn: int
    """The seat to act in the contract, doubling and assignment phases and in Domino."""
    sheet: ScoreSheet
    """A row per finished deal: each seat's score, doubled for the doubler."""
    rng: RngState
    trump: TrumpSuit | None = None
    """The Trumps contract's trump suit."""
    doubler: int | None = None
    """The seat whose score this deal is doubled."""
    trick: Trick | None = None
    """The trick on the table while the deal is played."""
    tricks: tuple[Trick, ...] = ()
    """This deal's finished tricks, winners recorded (public history, 4.8)."""
    rows: tuple[Hand, ...] = ()
    """Domino: the layout, one row per suit (clubs, diamonds, hearts, spades), a run of consecutive ranks."""
    base: Rank | None = None
    """Domino: the base rank every row starts from (the dealer's first card, or named with ``fan_tan``)."""
    last_card: Card | None = None
    """Domino: the card played last (its suit has priority, BAR-10)."""
    finished: tuple[int, ...] = ()
    """Domino: the seats that went out, in order."""
    pairs: tuple[Pair, ...] = ()
    """``pairwise_doubling``: this deal's doubles, in the order made."""
    queued: tuple[DeckOrder, ...] = ()
    """Explicit deck orders for the next deals, first next."""

    @property
    def contract(self) -> Contract | None:
        """The contract of the deal once named."""
        return self.used[-1] if self.phase is not Phase.CONTRACT and self.used else None


@value
class View:
    """What one seat (or a spectator, seat absent) may see: its own hand and the public table."""

    options: Options
    seat: int | None
    phase: Phase
    deal_number: int
    dealer: int
    to_act: int | None
    contract: Contract | None
    trump: TrumpSuit | None
    doubler: int | None
    used: tuple[Contract, ...]
    doubles: tuple[int, ...]
    hands: tuple[Hand, ...]
    """The seat's own hand (the others empty); every hand once the match is over."""
    hand_sizes: tuple[int, ...]
    trick: Trick | None
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, ...]
    rows: tuple[Hand, ...]
    base: Rank | None
    last_card: Card | None
    finished: tuple[int, ...]
    pairs: tuple[Pair, ...]
    totals: tuple[int, ...]
    sheet: ScoreSheet
