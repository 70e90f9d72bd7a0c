"""Mushka's value types: options, the descriptor, phases, the state and a seat's view."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import DeckOrder
from cardgames.games.core.decks import deck36, deck52
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, bool_option, choice_option, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.tricks import Trick

START = 25
"""Every count starts here in each game (§1.2)."""
HAND_SIZE = 5
TRICKS = 5
NO_TRICK_PENALTY = 5
ACE_BONUS = 5
SPADE_TRUMP_ACE_BONUS = 10
ACE_NO_TRICK_PENALTY = 10
REVOKE_PENALTY = 5
MAX_GAMES = 100
MAX_DEALS = 100
FULL, LAST = "full", "last"
DECK: tuple[Card, ...] = deck52()
"""Every card a mushka move may name (the 36-card pack is a part of it)."""
SHORT_DECK: tuple[Card, ...] = deck36()


@value
class Options:
    """Mushka's options (the names are the client-facing option names)."""

    short_deck_players: int = 4
    """The largest table that plays with 36 cards; larger tables play with 52 (§1.1, MU-1: 3-4 players 36,
    5-6 players 52).  2 means every table plays with 52, 6 that every table plays with 36."""
    games: int = 1
    """Games in the session (§1.7.3): after a game is settled the counts go back to 25."""
    max_deals: int = MAX_DEALS
    """A safety stop (an extension): after this many deals the session ends and the game in play is settled
    as if the lowest count had finished."""
    bust_on_overshoot: bool = False
    """MU-2 (b): a deal that would take a count below 0 puts it back to 25 instead."""
    permissive_revokes: bool = False
    """Any card may be played; failing to follow suit or to trump when able is a revoke, +5 to the offender."""
    trick_history: str = FULL
    """``full``: every trick of the deal stays visible (MU-13); ``last``: only the last finished one."""


DEAL_FORMAT = (
    "Deck order: the {short} cards (52 for tables larger than short_deck_players); order[i] for i < 5 * players "
    "goes one at a time clockwise from the dealer's left (the first explicit deal is dealt by seat "
    "players - 1, so order[i] goes to seat i mod players); order[5 * players] is the trump card turned "
    "face up, the rest is the stock, order[5 * players + 1] drawn first.  Per-seat hands: five cards "
    "each; rest = the trump card, then the stock in drawing order.  Later explicit deals are dealt by "
    "the next dealers clockwise, from each dealer's left."
)
"""How explicit deals are read, the same in every game of the family but for the short pack's size."""

SPEC = GameSpec(
    id="mushka",
    name="Mushka",
    native_name="Мушка",
    family="trick-taking",
    min_players=3,
    max_players=6,
    default_players=4,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        int_option("short_deck_players", 4, 2, 6, "the largest table that plays with 36 cards (larger: 52)"),
        int_option("games", 1, 1, MAX_GAMES, "games in the session; the counts go back to 25 after each"),
        int_option("max_deals", MAX_DEALS, 1, MAX_DEALS, "stop the session after this many deals (settling its game)"),
        bool_option("bust_on_overshoot", False, "a deal taking a count below 0 puts it back to 25 (MU-2 b)"),
        bool_option("permissive_revokes", False, "accept revokes, +5 to the offender"),
        choice_option("trick_history", FULL, (FULL, LAST), "which finished tricks of the deal stay visible"),
    ),
    spec_file="mushka.md",
    deal_format=DEAL_FORMAT.format(short=len(SHORT_DECK)),
)


class Phase(IntEnum):
    """What the table is doing."""

    EXCHANGE = 1
    """From the dealer's left round to the dealer, each seat passes or plays with an exchange (§1.4)."""
    TRUMP_CARD = 2
    """The dealer played: he may take the face-up trump card and discard a card (MU-3)."""
    PLAY = 3
    """Five tricks among the players still in the deal (§1.5)."""
    OVER = 4
    """The session is over (the state keeps its last deal)."""


class Status(IntEnum):
    """A seat's part in the deal in progress."""

    WAITING = 1
    """Has not yet chosen to pass or play."""
    PASSED = 2
    PLAYING = 3


@value
class State:
    """A whole session: the deal in progress, the score sheet (counts and ledger) and the random stream.

    Between deals there is no state: the move that ends a deal scores it and deals the next.
    """

    options: Options
    players: int
    phase: Phase
    game: int
    """The game of the session in play (the last one once it is over), from 1."""
    deal_number: int
    """The deal in play, from 1, counted over the whole session."""
    game_deal: int
    """The first deal of the game in play: the counts are 25 plus the sheet's count rows from it on."""
    dealer: int
    trump: Card
    """The card turned up at the deal: its suit is trump."""
    table_card: Card | None
    """The trump card while it lies face up on the table (None once the dealer took it)."""
    hands: tuple[Hand, ...]
    stock: tuple[Card, ...]
    """The face-down stock, ``stock[0]`` drawn next."""
    discards: tuple[Hand, ...]
    """Per seat, the cards it put away face down this deal (a passer's whole hand)."""
    status: tuple[Status, ...]
    exchanged: tuple[int, ...]
    """Per seat, how many cards it exchanged with the stock this deal (public)."""
    turn: int
    """The seat whose pass-or-play decision (or the dealer's trump-card decision) is due."""
    sheet: ScoreSheet
    """A row per finished deal (count changes) and per finished game (the settlement)."""
    rng: RngState
    trick: Trick | None = None
    """The trick on the table while the deal is played (``leader`` is a seat)."""
    tricks: tuple[Trick, ...] = ()
    """This deal's finished tricks, winners recorded."""
    revokes: tuple[int, ...] = ()
    """Permissive mode: revokes per seat this deal (+5 each)."""
    queued: tuple[DeckOrder, ...] = ()
    """Explicit deck orders for the next deals, first next."""


@value
class View:
    """What one seat (or a spectator, seat absent) may see: its own hand and discards, the public table."""

    options: Options
    seat: int | None
    players: int
    phase: Phase
    game: int
    deal_number: int
    dealer: int
    to_act: int | None
    trump: Card
    table_card: Card | None
    stock_count: int
    hands: tuple[Hand, ...]
    """The seat's own hand (the others empty); every hand once the session is over."""
    hand_sizes: tuple[int, ...]
    discards: tuple[Hand, ...]
    """The seat's own discards (the others empty); every seat's once the session is over."""
    discard_sizes: tuple[int, ...]
    status: tuple[Status, ...]
    exchanged: tuple[int, ...]
    trick: Trick | None
    tricks: tuple[Trick, ...]
    """The deal's finished tricks (only the last one with ``trick_history=last``)."""
    tricks_won: tuple[int, ...]
    counts: tuple[int, ...]
    """Each seat's count under the line in the game in play."""
    ledger: tuple[int, ...]
    """Each seat's winnings above the line over the session."""
    revokes: tuple[int, ...]
    sheet: ScoreSheet
