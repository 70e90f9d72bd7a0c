"""Rams's value types: options, the descriptor, phases, the state and a seat's view.

The family's constants (five cards, five tricks, the 5-point penalties, the session's limits, the 52-card
pack, how explicit deals read) are mushka's; the types are rams's own (the proto names them after the game:
``RamsState`` has the hands as dealt, the cards shown and the revoked cards that mushka's has not)."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.deals import DeckOrder
from cardgames.games.core.decks import deck32
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, bool_option, choice_option, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.melds import Meld
from cardgames.games.mechanics.tricks import Trick
from cardgames.games.mushka.state import (
    DEAL_FORMAT,
    DECK,
    FULL,
    HAND_SIZE,
    LAST,
    MAX_DEALS,
    MAX_GAMES,
    NO_TRICK_PENALTY,
    REVOKE_PENALTY,
    TRICKS,
)

FOUR_JACKS_NO_TRICK = 5
ACE_VALUES = {Suit.SPADES: 5, Suit.CLUBS: 10, Suit.DIAMONDS: 15, Suit.HEARTS: 20}
"""§2.1: the value of each ace."""
PAIR, ALL_JACKS = 5, 10
"""§2.1: a black or a red pair of jacks, all four jacks."""
JACKS = tuple(Card.of(Rank.JACK, suit) for suit in Suit)
ACES = tuple(Card.of(Rank.ACE, suit) for suit in Suit)
OPTIONAL, MANDATORY = "optional", "mandatory"
ANY, BOOK = "any", "book"
STARTS = ("100", "150", "200")
SHORT_DECK: tuple[Card, ...] = deck32()
"""The pack of three players (§2.1); larger tables play with mushka's 52 (``DECK``, every card a rams move
may name)."""


@value
class Options:
    """Rams's options (the names are the client-facing option names)."""

    start: str = "100"
    """The count each player starts a game with: 100, 150 or 200 (§2.2, RA-13)."""
    short_deck_players: int = 3
    """The largest table that plays with 32 cards; larger tables play with 52 (§2.1: 3 players 32, 4-7
    players 52).  2 means every table plays with 52, 6 that tables up to six play with 32."""
    flush: str = MANDATORY
    """``mandatory``: a player holding five cards of a suit shows them, as the book has it ("открывает карты",
    like four aces); ``optional``: he may keep it quiet and play (the spec's engine decision, §2.5)."""
    dealer_may_leave: bool = False
    """The book's dealer who plays discards a card and takes the trump card ("сбрасывает ненужную карту и берет
    открытого козыря"); the spec's reading (RA-4): he may discard the trump card he took, declining it."""
    jacks_finish: str = ANY
    """``any``: a jack set worth at least the count left may be declared to finish (RA-12); ``book``: only
    with 5 or less left, as the book has it."""
    games: int = 1
    """Games in the session: after a game is settled the counts go back to the start."""
    max_deals: int = MAX_DEALS
    """A safety stop (an extension): after this many deals the session ends and the game in play is settled
    as if the lowest count had finished."""
    permissive_revokes: bool = False
    """Revokes are accepted: +5 to the offender, and a trick trumped through a revoke goes to the player who
    would have won it without the error (§2.6)."""
    trick_history: str = FULL
    """``full``: every trick of the deal stays visible; ``last``: only the last finished one."""


SPEC = GameSpec(
    id="rams",
    name="Rams",
    native_name="Рамс",
    family="trick-taking",
    min_players=3,
    max_players=7,
    default_players=4,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        choice_option("start", "100", STARTS, "the count each player starts a game with"),
        int_option("short_deck_players", 3, 2, 6, "the largest table that plays with 32 cards (larger: 52)"),
        choice_option("flush", MANDATORY, (MANDATORY, OPTIONAL), "whether a flush may be kept quiet"),
        bool_option("dealer_may_leave", False, "a playing dealer may decline the trump card (the spec's RA-4)"),
        choice_option("jacks_finish", ANY, (ANY, BOOK), "which jack sets may be declared to finish the game"),
        int_option("games", 1, 1, MAX_GAMES, "games in the session; the counts go back to the start after each"),
        int_option("max_deals", MAX_DEALS, 1, MAX_DEALS, "stop the session after this many deals (settling its game)"),
        bool_option("permissive_revokes", False, "accept revokes: +5, the trick to whom it would have gone"),
        choice_option("trick_history", FULL, (FULL, LAST), "which finished tricks of the deal stay visible"),
    ),
    spec_file="rams.md",
    deal_format=DEAL_FORMAT.format(short=len(SHORT_DECK)),
)


class Phase(IntEnum):
    """What the table is doing."""

    EXCHANGE = 1
    """From the dealer's left round to the dealer, each seat passes, plays with an exchange, or declares its
    jacks to finish the game (§2.4)."""
    TRUMP_CARD = 2
    """The dealer played: he discards a card and takes the trump card (§2.4; option ``dealer_may_leave``:
    or leaves it, RA-4)."""
    FLUSH = 3
    """Players holding five cards of a suit declare it or not, from the dealer's left (§2.5)."""
    PLAY = 4
    """Five tricks among the players still in the deal (§2.6)."""
    OVER = 5
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
    """The first deal of the game in play: the counts are the start plus the sheet's count rows from it on."""
    dealer: int
    trump: Card
    """The card turned up at the deal: its suit is trump."""
    table_card: Card | None
    """The trump card while it lies face up on the table (None once the dealer took it)."""
    dealt: tuple[Hand, ...]
    """Each seat's hand as dealt (the jacks it was dealt count, RA-6; an ace dealt forbids a pass)."""
    hands: tuple[Hand, ...]
    stock: tuple[Card, ...]
    """The face-down stock, ``stock[0]`` drawn next."""
    discards: tuple[Hand, ...]
    """Per seat, the cards it put away face down this deal (a passer's whole hand)."""
    status: tuple[Status, ...]
    exchanged: tuple[int, ...]
    """Per seat, how many cards it exchanged with the stock this deal (public)."""
    turn: int
    """The seat whose decision (pass or play, the trump card, a flush) is due."""
    sheet: ScoreSheet
    """A row per finished deal (count changes) and per finished game (the settlement)."""
    rng: RngState
    shown: tuple[Meld, ...] = ()
    """Cards shown this deal: jack sets (a passer's, or before discarding one of them) and declared flushes."""
    previous_shown: tuple[Meld, ...] = ()
    """The cards shown in the last finished deal (a flush, four aces or jacks that ended it stay in view)."""
    flush_declined: tuple[int, ...] = ()
    """Seats that held a flush and chose not to declare it (the FLUSH phase's decisions so far)."""
    trick: Trick | None = None
    """The trick on the table while the deal is played (``leader`` is a seat)."""
    tricks: tuple[Trick, ...] = ()
    """This deal's finished tricks, winners recorded."""
    revoked: tuple[Card, ...] = ()
    """Permissive mode: the cards played as revokes this deal (+5 each to their players)."""
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
    dealt: Hand
    """The seat's own hand as dealt (empty for a spectator)."""
    hand_sizes: tuple[int, ...]
    discards: tuple[Hand, ...]
    """The seat's own discards (the others empty); every seat's once the session is over."""
    discard_sizes: tuple[int, ...]
    status: tuple[Status, ...]
    exchanged: tuple[int, ...]
    shown: tuple[Meld, ...]
    previous_shown: tuple[Meld, ...]
    """The cards shown in the last finished deal."""
    flush_declined: tuple[int, ...]
    trick: Trick | None
    tricks: tuple[Trick, ...]
    """The deal's finished tricks (only the last one with ``trick_history=last``)."""
    tricks_won: tuple[int, ...]
    revoked: tuple[Card, ...]
    counts: tuple[int, ...]
    """Each seat's count under the line in the game in play."""
    ledger: tuple[int, ...]
    """Each seat's winnings above the line over the session."""
    sheet: ScoreSheet


__all__ = ["DECK", "HAND_SIZE", "NO_TRICK_PENALTY", "REVOKE_PENALTY", "TRICKS"]
"""Mushka's constants, which are rams's too (the names other modules import from here)."""
