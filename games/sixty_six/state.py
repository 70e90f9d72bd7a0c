"""Sixty-six's value types: options, the descriptor, phases, the state and a seat's view."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.cards import Card, Rank
from cardgames.games.core.deals import DeckOrder
from cardgames.games.core.decks import deck24
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, bool_option, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.first_dealer import CutCard
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.melds import Meld
from cardgames.games.mechanics.tricks import Trick

DECK: tuple[Card, ...] = deck24()
RANKS = (Rank.NINE, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE)
"""A suit from low to high (66-2)."""
CARD_POINTS = ((Rank.ACE, 11), (Rank.TEN, 10), (Rank.KING, 4), (Rank.QUEEN, 3), (Rank.JACK, 2))
DEALT = 12
"""Cards dealt in all, whatever the table (§5.3); the 13th is the trump card."""
GOAL = 66
HALF = 33
LAST_TRICK_BONUS = 10
PLAIN_MARRIAGE, TRUMP_MARRIAGE = 20, 40
MAX_TARGET = 100
MAX_KONS_PER_POINT = 3
"""Every kon gives a side at least one game point: three sides reach the target within 3 x target kons."""


@value
class Options:
    """Sixty-six's options (the names are the client-facing option names)."""

    target: int = 16
    """Game points that win the match (66-9: "usually not less than 16")."""
    auto_claim: bool = False
    """The kon ends by itself the moment a side becomes the locked winner (§5.7)."""
    exchange_face_down_only: bool = False
    """66-4's alternative: the nine exchange needs two face-down cards, not counting the trump card."""
    must_head: bool = False
    """66-6's variant: once the stock is closed or empty a follower must also win the trick if he can."""
    last_trick_ten: bool = False
    """66-7's variant: the last trick of a kon played out is worth 10 more."""
    perfect_memory: bool = False
    """Views show every trick of the kon, not only the last one (§5.10)."""


SPEC = GameSpec(
    id="sixty_six",
    name="Sixty-Six",
    native_name="Шестьдесят шесть",
    family="trick-taking",
    min_players=2,
    max_players=4,
    default_players=2,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        int_option("target", 16, 1, MAX_TARGET, "game points that win the match"),
        bool_option("auto_claim", False, "end the kon as soon as a side reaches 66"),
        bool_option("exchange_face_down_only", False, "the nine exchange needs two face-down cards (66-4 alt.)"),
        bool_option("must_head", False, "with the stock closed or empty, win the trick if able (66-6 variant)"),
        bool_option("last_trick_ten", False, "the last trick played out is worth 10 (66-7 variant)"),
        bool_option("perfect_memory", False, "views show every trick of the kon"),
    ),
    spec_file="sixty_six.md",
    deal_format=(
        "Deck order: the 24 cards; order[i] for i < 12 goes one at a time clockwise from the dealer's left "
        "(the first explicit deal is dealt by seat players - 1, so order[i] goes to seat i mod players); "
        "order[12] is the trump card turned face up; order[13:] is the stock, order[13] drawn first.  "
        "Per-seat hands: 12 / players cards each; rest = the trump card, then the stock in drawing order.  "
        "Later explicit deals given as hands are laid out as if seat players - 1 dealt them; each is dealt "
        "from its actual dealer's left."
    ),
)


class Phase(IntEnum):
    """What the table is doing."""

    STOCK = 1
    """The stock is open: any card may be played, and everybody draws after each trick (§5.5)."""
    PLAY = 2
    """The stock is exhausted or closed: follow suit, else trump (§5.6)."""
    OVER = 3
    """A side reached the target (the state keeps its last kon)."""


@value
class State:
    """A whole match: the kon in progress, the score sheet (a row per kon) and the random stream."""

    options: Options
    players: int
    phase: Phase
    deal_number: int
    """The kon in play, from 1."""
    dealer: int
    trump: Card
    """The card turned up at the deal: its suit is trump."""
    hands: tuple[Hand, ...]
    known: tuple[Hand, ...]
    """Per seat, the cards everybody knows it holds (the trump card taken or drawn, a marriage's other card)."""
    stock: tuple[Card, ...]
    """The face-down stock, ``stock[0]`` drawn next (set aside unseen once closed)."""
    face_up: Card | None
    """The trump card lying face up under the stock (the nine after an exchange); None once drawn."""
    closed_by: int | None
    """The seat that closed the stock this kon."""
    trick: Trick
    """The trick on the table (``leader`` is a seat)."""
    tricks: tuple[Trick, ...]
    """This kon's finished tricks, winners recorded."""
    marriages: tuple[Meld, ...]
    """This kon's announced marriages (owner: the announcing seat; points 20 or 40)."""
    locked: int | None
    """The side that first reached 66 this kon (§5.7)."""
    sheet: ScoreSheet
    """A row per finished kon: the game points of each side."""
    rng: RngState
    cut: tuple[CutCard, ...] = ()
    """The draw for the first dealer (empty when the first deal was explicit)."""
    queued: tuple[DeckOrder, ...] = ()
    """Explicit deck orders for the next kons, first next."""


@value
class View:
    """What one seat (or a spectator, seat absent) may see (§5.10)."""

    options: Options
    seat: int | None
    players: int
    phase: Phase
    deal_number: int
    dealer: int
    to_act: int | None
    trump: Card
    face_up: Card | None
    """The trump card under the stock while it lies face up (not once the stock is closed)."""
    stock_count: int
    """Cards left to draw, the face-up trump card included (S); 0 once closed."""
    closed_by: int | None
    hands: tuple[Hand, ...]
    """The seat's own hand (the others empty); every hand once the match is over."""
    hand_sizes: tuple[int, ...]
    known: tuple[Hand, ...]
    """Cards everybody knows a seat holds."""
    trick: Trick
    tricks: tuple[Trick, ...]
    """The kon's finished tricks: only the last one unless ``perfect_memory`` (all at the end)."""
    tricks_won: tuple[int, ...]
    marriages: tuple[Meld, ...]
    game_points: tuple[int, ...]
    """Each side's game points so far."""
    sheet: ScoreSheet
    cut: tuple[CutCard, ...]
