"""Akulina's value types: options, the descriptor, phases, the state and a seat's view."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import DeckOrder
from cardgames.games.core.decks import deck36
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, bool_option, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.bouts import TablePair
from cardgames.games.mechanics.first_dealer import CutCard
from cardgames.games.mechanics.match import ScoreSheet

HAND_SIZE = 6
DEAL_BATCH = 2
MAX_ATTACK = 6
MAX_GAMES = 100
AKULINA = Card.parse("QS")
"""The queen of spades: played only with other spades, never covered, never covering."""
DECK = deck36()
DECK_SET = frozenset(DECK)


@value
class Options:
    """Akulina's options: how long a match is and the two variants of 3.8."""

    games: int = 1
    """Games in the match (1 = a single game); the loser of each deals the next."""
    defender_draws_after_bout: bool = False
    """3.8 variant (AKU-2): the defender too draws up to six after each bout, as in Durak."""
    attack_limited_to_defender_hand: bool = False
    """3.8 variant (AKU-7): an attack may not have more cards than the defender holds."""


SPEC = GameSpec(
    id="akulina",
    name="Akulina",
    native_name="Акулина (Дамка)",
    family="shedding",
    min_players=2,
    max_players=4,
    default_players=3,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        int_option("games", 1, 1, MAX_GAMES, "games in the match; the loser of each game deals the next"),
        bool_option("defender_draws_after_bout", False,
                    "3.8 / AKU-2 variant: the defender also draws up to six after each bout (Durak's refill)"),
        bool_option("attack_limited_to_defender_hand", False,
                    "3.8 / AKU-7 variant: an attack may not have more cards than the defender holds"),
    ),
    spec_file="akulina.md",
    deal_format=(
        "Deck order: the 36 cards, dealt two at a time clockwise from the dealer's left until each player holds "
        "six; the first explicit deal is dealt by seat players - 1, so order[2k], order[2k+1] go to seat k mod "
        "players in each round of 2 * players cards. order[6 * players] is the face-up trump card and the rest "
        "is the stock, drawn first to last, with the trump card under it. Per-seat hands: six cards each; rest = "
        "the trump card, then the stock in drawing order. Later games are dealt by the previous loser (the same "
        "pattern from his left)."
    ),
)


class Phase(IntEnum):
    """Who acts and how."""

    ATTACK = 1
    """The attacker lays one to six cards of one suit."""
    DEFEND = 2
    """The defender covers attack cards one by one, or takes the ones not covered."""
    OVER = 3
    """The match is over."""


@value
class State:
    """A match of akulina in progress: the game being played and the sheet of finished games."""

    players: int
    dealer: int
    trump: Card
    """The face-up trump card; the last card of the stock while the stock lasts."""
    hands: tuple[Hand, ...]
    known: tuple[Hand, ...]
    """Cards of each hand that everybody saw enter it (cards the seat took, the face-up trump card drawn)."""
    stock: tuple[Card, ...]
    """``stock[0]`` is drawn next."""
    phase: Phase
    attacker: int
    defender: int
    places: tuple[int, ...]
    """0 while the seat is in play, else the place it finished in this game (1 = first out)."""
    rng: RngState
    table: tuple[TablePair, ...] = ()
    """The attack being defended: each attack card with the card that covered it."""
    discard: tuple[Card, ...] = ()
    """Covered pairs of this game, out of the game (each attack card followed by its cover)."""
    options: Options = Options()
    game: int = 1
    """The game of the match being played, from 1."""
    sheet: ScoreSheet | None = None
    """Finished games, a row each with 1 for the loser (None: none yet)."""
    queued: tuple[DeckOrder, ...] = ()
    """Explicit deck orders for the next games, first next."""
    cut: tuple[CutCard, ...] = ()
    """The cards turned to choose the first dealer (empty when the first game was an explicit deal)."""


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
    table: tuple[TablePair, ...]
    discard: tuple[Card, ...]
    attacker: int
    defender: int
    places: tuple[int, ...]
    game: int
    games: int
    sheet: ScoreSheet | None
    cut: tuple[CutCard, ...]
