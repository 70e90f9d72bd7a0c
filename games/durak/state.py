"""Durak's value types: options, the descriptor, phases, the table, the state and a seat's view."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import DeckOrder
from cardgames.games.core.decks import deck36
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.match import ScoreSheet

HAND_SIZE = 6
MAX_ATTACK = 6
FIRST_BOUT_MAX_ATTACK = 5
MAX_BOUTS = 100_000  # far above any real game; keeps the counter inside its int32 proto field
MAX_GAMES = 100
DECK = deck36()
DECK_SET = frozenset(DECK)


@value
class Options:
    """Durak's options: the spec names no rule variant (2.8, DUR-10), only how long a match lasts."""

    games: int = 1
    """Games in the match (1 = a single game); later games are led "під дурня" ([11])."""


SPEC = GameSpec(
    id="durak",
    name="Podkidnoy Durak",
    native_name="Подкидной дурак",
    family="shedding",
    min_players=2,
    max_players=4,
    default_players=3,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        int_option("games", 1, 1, MAX_GAMES,
                   "games in the match; later games are led by the player on the previous durak's right"),
    ),
    spec_file="durak.md",
    deal_format=(
        "Deck order: the 36 cards; order[i] goes to seat i mod players for i < 6 * players (the first "
        "explicit deal is dealt by seat players - 1, so seat 0 gets order[0]); order[6 * players] is the "
        "face-up trump card and the rest is the stock, drawn first to last, with the trump card under it. "
        "Per-seat hands: six cards each; rest = the trump card, then the stock in drawing order. "
        "Later games are dealt by the previous durak (the same pattern from his left)."
    ),
)


class Phase(IntEnum):
    """Who acts and how."""

    ATTACK = 1
    """The main attacker opens a bout."""
    DEFEND = 2
    """Some attack card is uncovered: the defender covers or takes."""
    THROW_IN = 3
    """Everything is covered: the current thrower throws in or is done."""
    AFTER_TAKE = 4
    """After a take: one more throw-in opportunity for each non-defender."""
    OVER = 5
    """The match is over."""


@value
class Pair:
    """One attack card on the table and the card covering it (absent while uncovered)."""

    attack: Card
    cover: Card | None = None


def fresh_sheet(players: int) -> ScoreSheet:
    """The match's score sheet: a column per seat, a row per finished game (1 for its durak)."""
    return ScoreSheet(tuple(f"seat {seat}" for seat in range(players)))


@value
class State:
    """A match of durak in progress (the game being played and the sheet of finished games)."""

    players: int
    dealer: int
    trump: Card
    """The face-up trump card; the last card of the stock while the stock lasts."""
    hands: tuple[Hand, ...]
    known: tuple[Hand, ...]
    """Cards of each hand that everybody saw enter it (taken from the table, the drawn trump card)."""
    stock: tuple[Card, ...]
    """``stock[0]`` is drawn next."""
    table: tuple[Pair, ...]
    discard: tuple[Card, ...]
    phase: Phase
    attacker: int
    defender: int
    thrower: int
    """The seat whose throw-in turn it is (THROW_IN, AFTER_TAKE)."""
    limit: int
    """The most attack cards of this bout (DUR-3, DUR-7)."""
    bout: int
    places: tuple[int, ...]
    """0 while the seat holds cards in play, else the place it finished in (1 = first out)."""
    rng: RngState
    options: Options = Options()
    game: int = 1
    """The game of the match being played, from 1."""
    sheet: ScoreSheet | None = None
    """Finished games (None: none yet)."""
    queued: tuple[DeckOrder, ...] = ()
    """Explicit deck orders for the next games, first next."""


@value
class View:
    """What one seat (or a spectator, seat absent) sees; ``hands`` is filled only once the match is over."""

    seat: int | None
    players: int
    dealer: int
    phase: Phase
    to_act: int | None
    trump: Card
    stock_count: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    known: tuple[Hand, ...]
    hands: tuple[Hand, ...]
    table: tuple[Pair, ...]
    discard: tuple[Card, ...]
    attacker: int
    defender: int
    thrower: int
    limit: int
    bout: int
    places: tuple[int, ...]
    game: int
    games: int
    sheet: ScoreSheet | None
