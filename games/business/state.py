"""Business's value types: options, the descriptor, phases, roles, the calls, the deal records, the state, a view."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.cards import Card, Suit
from cardgames.games.core.deals import DeckOrder
from cardgames.games.core.decks import deck36, deck52, with_jokers
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, choice_option, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.tricks import Trick

DECKS: dict[int, tuple[Card, ...]] = {36: deck36(), 52: deck52(), 54: with_jokers(deck52())}
ALL_CARDS: tuple[Card, ...] = DECKS[54]
STANDARD: tuple[Card, ...] = DECKS[52]
"""The cards a joker may be named as (BIZ-9: any of the 52, even a duplicate)."""
ALLOWED = {36: (4, 5), 52: (4, 5, 6), 54: (4, 5, 6)}
"""Player counts each deck allows (§1.3)."""
PREMIUM = {(36, True): (2, 0), (36, False): (3, 1), (52, True): (3, 2, 1), (52, False): (4, 3, 2)}
"""Premium P by (deck, with a Banker), indexed by players - 4 (§1.11; the 54-card deck uses the 52's)."""
HALF = 2
"""Scores are kept in halves (the Policeman's base T - n - P/2): the sheet's denominator."""
MAX_DEALS = 24


@value
class Options:
    """Business's options (the names are the client-facing option names)."""

    deck: str = "auto"
    """"36", "52", "54" or "auto" (52 for 4-5 players, 54 for 6; §1.14)."""
    talon_open_count: int = 0
    """Talon cards turned face up at the deal (0..R; more than R opens the whole talon), §1.4."""
    num_deals: int = 0
    """Deals in the match; 0 means 2·N, each player dealing twice (BIZ-13)."""


SPEC = GameSpec(
    id="business",
    name="Business",
    native_name="Бизнес",
    family="trick-taking",
    min_players=4,
    max_players=6,
    default_players=4,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        choice_option("deck", "auto", ("auto", "36", "52", "54"), "deck size; auto: 52 for 4-5 players, 54 for 6"),
        int_option("talon_open_count", 0, 0, 4, "talon cards turned face up at the deal"),
        int_option("num_deals", 0, 0, MAX_DEALS, "deals in the match (0: twice the number of players)"),
    ),
    spec_file="business.md",
    deal_format="deck order: T cards to each seat from the dealer's left one at a time, the rest is the talon",
)


class Trump(IntEnum):
    """A suit bid or named trump (its own enum: the contract numbers enums from 1)."""

    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3
    SPADES = 4

    @property
    def suit(self) -> Suit:
        return Suit(self - 1)


class Phase(IntEnum):
    """What the table is doing."""

    AUCTION = 1
    """Bids (count, suit) and passes, from the dealer's left (§1.5)."""
    DISCARD = 2
    """The Declarer took the talon and discards as many cards (§1.6)."""
    ANNOUNCE = 3
    """The Declarer plays alone or with a Banker (§1.7)."""
    ROLES = 4
    """The others choose their roles from the Declarer's left (§1.8)."""
    PLAY = 5
    """Trick play (§1.9)."""
    NEW_TRUMP = 6
    """The Declarer said "смена": the Declarer (alone) or the Banker names the new trump."""
    OVER = 7
    """Every deal of the match is played."""


class Role(IntEnum):
    """A seat's role in the deal."""

    NONE = 1
    """Not chosen yet."""
    DECLARER = 2
    BANKER = 3
    THIEF = 4
    POLICEMAN = 5
    MAFIA = 6


@value
class Call:
    """One auction call: ``seat`` bid ``count`` tricks in ``suit``, or passed (count 0, no suit)."""

    seat: int
    count: int = 0
    suit: Trump | None = None


@value
class JokerPlay:
    """A joker played in trick ``trick`` (from 1) and the card named for it (J3)."""

    trick: int
    joker: Card
    named: Card


@value
class DealRecord:
    """One finished deal: everything its sheet row follows from."""

    number: int
    dealer: int
    declarer: int
    """The seat that won the auction."""
    count: int
    """The effective contract n (the bid, one less when a Banker was offered and not taken)."""
    suit: Trump
    """The contract's trump suit as bid."""
    with_banker: bool
    caught: bool
    declarer_tricks: int
    """D: tricks won by whoever held the Declarer role when he won them."""
    roles: tuple[Role, ...]
    """Each seat's role at the end of the deal (after a swap: the current ones)."""
    tricks: tuple[int, ...]
    """Tricks won per seat."""


@value
class View:
    """What one player (or a spectator, seat absent) may see."""

    options: Options
    seat: int | None
    phase: Phase
    deal_number: int
    dealer: int
    to_act: int | None
    hand: Hand
    """The seat's own hand (every hand once the match is over, in ``hands``)."""
    hands: tuple[Hand, ...]
    hand_sizes: tuple[int, ...]
    talon: tuple[Card, ...]
    """The talon cards this seat may see (face-up ones; all once the Declarer turned them)."""
    talon_size: int
    revealed: tuple[Card, ...]
    """The talon the Declarer turned up and took (§1.6)."""
    discard: tuple[Card, ...]
    """The Declarer's discard: only he sees it."""
    calls: tuple[Call, ...]
    declarer: int | None
    bid_count: int
    bid_suit: Trump | None
    contract: int
    with_banker_announced: bool | None
    roles: tuple[Role, ...]
    trump: Trump | None
    changed: bool
    trick: Trick | None
    trick_named: tuple[Card, ...]
    last_trick: Trick | None
    last_named: tuple[Card, ...]
    jokers: tuple[JokerPlay, ...]
    tricks_won: tuple[int, ...]
    declarer_tricks: int
    sheet: ScoreSheet
    history: tuple[DealRecord, ...]


@value
class State:
    """A whole match: the deal in progress, the finished deals, the score sheet and the random stream."""

    options: Options
    players: int
    phase: Phase
    deal_number: int
    """The deal in progress, from 1 (the last one once the match is over)."""
    dealer: int
    hands: tuple[Hand, ...]
    talon: tuple[Card, ...]
    """The talon still on the table (empty once the Declarer took it)."""
    sheet: ScoreSheet
    rng: RngState
    discard: tuple[Card, ...] = ()
    revealed: tuple[Card, ...] = ()
    """The talon as the Declarer turned it up and took it: public (§1.6)."""
    calls: tuple[Call, ...] = ()
    declarer: int | None = None
    """The current Declarer (after a swap with the Banker: the new one)."""
    bid_count: int = 0
    bid_suit: Trump | None = None
    contract: int = 0
    """n_eff once the roles are settled (the bid before)."""
    with_banker_announced: bool | None = None
    roles: tuple[Role, ...] = ()
    trump: Trump | None = None
    changed: bool = False
    trick: Trick | None = None
    """The trick on the table, the cards as played (jokers as jokers)."""
    trick_named: tuple[Card, ...] = ()
    """The trick's cards as they count (a joker as the card named for it)."""
    tricks_played: int = 0
    jokers: tuple[JokerPlay, ...] = ()
    played: tuple[Card, ...] = ()
    """Every card played to a finished trick of this deal."""
    last_trick: Trick | None = None
    """The last finished trick (kept into the next deal, so the deal's last cards stay on view)."""
    last_named: tuple[Card, ...] = ()
    """The last trick's cards as they counted (jokers as named)."""
    tricks_won: tuple[int, ...] = ()
    declarer_tricks: int = 0
    history: tuple[DealRecord, ...] = ()
    queued: tuple[DeckOrder, ...] = ()
