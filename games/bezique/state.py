"""Bezique's value types: options, the deck, the descriptor, phases, the state and a seat's view."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.deals import DeckOrder
from cardgames.games.core.decks import packs
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, bool_option, choice_option, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.first_dealer import CutCard
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.melds import Meld
from cardgames.games.mechanics.tricks import Trick

SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
PACK = tuple(Card.of(rank, suit) for suit in SUITS for rank in (Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE))
"""One pack of 20 cards, A K Q J T of each suit (§6.2)."""
NINES = tuple(Card.of(Rank.NINE, suit) for suit in SUITS for _ in range(3))
"""The 12 nines, three of each suit, used to exchange the trump card (§6.2, BEZ-18)."""
INFUZORKAS = (Card.joker(1), Card.joker(2))
"""The two wild cards ("инфузорки", IF), written JK1 and JK2."""
HAND_SIZE = 18
MAX_DEALS = 40
MAX_ACTIVE = 3
"""At most three hands are dealt: at four the dealer sits out (§6.1)."""


def deck_of(pack_count: int) -> tuple[Card, ...]:
    """``pack_count`` packs, the 12 nines and the 2 wild cards: 174 cards with 8 packs (BEZ-1)."""
    return (*packs(PACK, pack_count), *NINES, *INFUZORKAS)


DECK = deck_of(8)
RANK_ORDERS = {
    "akqjt9": (Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE),
    "atkqj9": (Rank.NINE, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE),
}
"""A suit from low to high: the book's listing (BEZ-2) or the standard order."""


@value
class Options:
    """Bezique's options (the names are the client-facing option names)."""

    packs: int = 8
    """Packs of 20 cards shuffled together: 8 (BEZ-1) or 9 (§6.2)."""
    rank_order: str = "akqjt9"
    """The trick order of a suit, high to low: the book's AKQJT9 (BEZ-2) or the standard ATKQJ9."""
    deals_per_match: int = 0
    """Deals in a match; 0: one per player, so everybody deals once (BEZ-15)."""
    play_out_last_cards: bool = False
    """Once the stock is exhausted play the hands out, follow suit and head the trick, else trump (§6.6).
    It scores nothing: the deal's score is already made."""


SPEC = GameSpec(
    id="bezique",
    name="Bezique",
    native_name="Безик",
    family="trick-taking",
    min_players=2,
    max_players=4,
    default_players=2,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        int_option("packs", 8, 8, 9, "packs of 20 cards shuffled together (BEZ-1)"),
        choice_option("rank_order", "akqjt9", tuple(RANK_ORDERS), "trick order of a suit, high to low (BEZ-2)"),
        int_option("deals_per_match", 0, 0, MAX_DEALS, "deals in a match; 0: one per player (BEZ-15)"),
        bool_option("play_out_last_cards", False, "play the hands out once the stock is exhausted (§6.6)"),
    ),
    spec_file="bezique.md",
    deal_format=(
        "Deck order of the whole deck (174 cards with 8 packs: 8 x AKQJT of each suit, 12 nines, JK1 and JK2 "
        "for the wild cards): the first 18 x n cards go one at a time clockwise from the dealer's left to the "
        "n active seats (the dealer sits out at four; the first explicit deal is dealt by seat players - 1); "
        "the next card is the trump card (a wild card there goes back into the stock at a random place and the "
        "next is turned); the rest is the stock, drawn from its start.  Per-seat hands: 18 cards for each "
        "active seat (seats 0..n-1 for the first deal); rest = the trump card then the stock."
    ),
)


class Phase(IntEnum):
    """What the table is doing."""

    TRICKS = 1
    """The stock lasts: any card may be played to the trick (§6.4)."""
    MELD = 2
    """The trick's winner may exchange the trump nine, declare one meld, then draws (§6.4)."""
    PLAY_OUT = 3
    """``play_out_last_cards``: the hands are played out under the strict rules (§6.6)."""
    OVER = 4
    """Every player has dealt once (the state keeps its last deal)."""


class MeldKind(IntEnum):
    """Melds shown card by card: the ordinal melds (§6.5c) and four of a kind, one of each suit (§6.5b)."""

    MARRIAGE = 1
    """King and queen of trumps: 4, 8, 16, ... (the n-th one)."""
    BEZIQUE = 2
    """The trump queen and the bezique jack: 25, 50, 100, ..."""
    QUINT = 3
    """A K Q J T of trumps (the bezique jack may be the jack): 50, 100, 200, ..."""
    QUEENS = 4
    """Four queens of different suits: 6."""
    KINGS = 5
    """Four kings of different suits: 8."""
    ACES = 6
    """Four aces of different suits: 10."""
    JACKS = 7
    """Four jacks of different suits: 4 (BEZ-16)."""


class Family(IntEnum):
    """The count families: n of one card, extended progressively (§6.5a)."""

    TRUMP_QUEENS = 1
    BEZIQUE_JACKS = 2
    TRUMP_KINGS = 3
    TRUMP_ACES = 4
    TRUMP_JACKS = 5
    TRUMP_TENS = 6


@value
class SeatMelds:
    """One seat's declarations this deal: what it has been credited and which cards each meld kind used."""

    counts: tuple[int, ...]
    """Per count family (``Family`` order), the count credited so far (0 before the first show)."""
    declared: tuple[int, ...]
    """Per ``MeldKind``, how many of that kind the seat has declared this deal."""
    used: tuple[Hand, ...]
    """Per ``MeldKind``, the cards already used in that kind that the seat still holds (BEZ-7)."""
    points: int = 0
    """The seat's score this deal: the sum of its declarations."""


@value
class State:
    """A whole match: the deal in progress, the score sheet (a row per deal) and the random stream."""

    options: Options
    players: int
    phase: Phase
    deal_number: int
    """The deal in play, from 1."""
    dealer: int
    trump: Card
    """The card turned up at the deal: its suit is trump."""
    hands: tuple[Hand, ...]
    """Per seat (the dealer's hand is empty while he sits out at four)."""
    exposed: tuple[Hand, ...]
    """Per seat, the cards everybody knows it holds: declared cards and the trump card it took."""
    stock: tuple[Card, ...]
    """The face-down stock, ``stock[0]`` drawn next."""
    face_up: Card | None
    """The trump card lying face up beside the stock (the nine after an exchange); None once drawn."""
    trick: Trick
    """The trick on the table (``leader`` is a seat)."""
    pile: tuple[Card, ...]
    """The common face-down pile of played cards (never looked through, §6.4)."""
    last_winner: int | None
    """The winner of the last finished trick this deal."""
    declared_now: bool
    """In the meld phase: the winner has made his one declaration for this trick."""
    melds: tuple[SeatMelds, ...]
    declarations: tuple[Meld, ...]
    """This deal's declarations in order (kind, owner, points, the cards shown)."""
    sheet: ScoreSheet
    """A row per finished deal: each seat's declaration points."""
    rng: RngState
    cut: tuple[CutCard, ...] = ()
    """The draw for the first dealer (empty when the first deal was explicit)."""
    queued: tuple[DeckOrder, ...] = ()
    """Explicit deck orders for the next deals, first next."""


@value
class View:
    """What one seat (or a spectator, seat absent) may see (§6.7)."""

    options: Options
    seat: int | None
    players: int
    phase: Phase
    deal_number: int
    dealer: int
    to_act: int | None
    trump: Card
    face_up: Card | None
    stock_count: int
    """Cards left to draw, the face-up trump card included."""
    hands: tuple[Hand, ...]
    """The seat's own hand (the others empty); every hand once the match is over."""
    hand_sizes: tuple[int, ...]
    exposed: tuple[Hand, ...]
    trick: Trick
    """Only the trick on the table: finished tricks go face down (§6.7)."""
    pile_count: int
    declared_now: bool
    melds: tuple[SeatMelds, ...]
    declarations: tuple[Meld, ...]
    totals: tuple[int, ...]
    """Each seat's points so far in the match, this deal included."""
    sheet: ScoreSheet
    cut: tuple[CutCard, ...]


def match_length(options: Options, players: int) -> int:
    """The deals of a match: ``deals_per_match``, or one per player (BEZ-15)."""
    return options.deals_per_match or players
