"""Preferans's value types: the contract ladder, options, the descriptor, phases, the state and a seat's view."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.cards import Card, Suit
from cardgames.games.core.deals import DeckOrder
from cardgames.games.core.decks import deck32
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, bool_option, choice_option, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.bidding import Auction
from cardgames.games.mechanics.first_dealer import CutCard
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.tricks import Trick

DECK: tuple[Card, ...] = deck32()
HAND_SIZE = 10
TRICKS = 10
WIDOW = 2
MAX_DEALS = 100
SUIT_FOLLOWS, CARD_LEADS = "suit", "card"
BOTH, PASSER = "both", "passer"
NO_CIRCLE, RASPAS_CIRCLE, SIX_DIAMONDS_CIRCLE = "none", "raspasovka", "six_diamonds"


class Strain(IntEnum):
    """The bidding order of the strains (§4.2): spades lowest, then clubs, diamonds, hearts, no trump; misère
    sits apart on the ladder (just below 10NT)."""

    SPADES = 1
    CLUBS = 2
    DIAMONDS = 3
    HEARTS = 4
    NO_TRUMP = 5
    MISERE = 6


STRAIN_TEXT = {Strain.SPADES: "S", Strain.CLUBS: "C", Strain.DIAMONDS: "D", Strain.HEARTS: "H",
               Strain.NO_TRUMP: "NT"}
TRUMP_OF = {Strain.SPADES: Suit.SPADES, Strain.CLUBS: Suit.CLUBS, Strain.DIAMONDS: Suit.DIAMONDS,
            Strain.HEARTS: Suit.HEARTS}


@value
class Contract:
    """A rung of the ladder (§4.4): ``level`` 6..10 and a strain (misère counts as level 10)."""

    level: int
    strain: Strain

    def __post_init__(self) -> None:
        if not 6 <= self.level <= 10 or (self.strain is Strain.MISERE and self.level != 10):
            raise ValueError(f"no such contract: level {self.level} {self.strain!r}")

    @property
    def index(self) -> int:
        """The position on the ladder, 0 (6S) .. 25 (10NT); misère is 24."""
        if self.strain is Strain.MISERE:
            return MISERE_INDEX
        if self.level == 10 and self.strain is Strain.NO_TRUMP:
            return MISERE_INDEX + 1
        return (self.level - 6) * 5 + self.strain - 1

    @property
    def misere(self) -> bool:
        return self.strain is Strain.MISERE

    @property
    def trump(self) -> Suit | None:
        return TRUMP_OF.get(self.strain)

    def __str__(self) -> str:
        return "MISERE" if self.misere else f"{self.level}{STRAIN_TEXT[self.strain]}"

    @classmethod
    def parse(cls, text: str) -> Contract:
        text = text.strip().upper()
        for contract in LADDER:
            if str(contract) == text:
                return contract
        raise ValueError(f"not a preferans contract: {text!r} (6S .. 10NT, MISERE)")


MISERE_INDEX = 24
LADDER: tuple[Contract, ...] = (
    *(Contract(level, strain) for level in range(6, 10) for strain in list(Strain)[:5]),
    *(Contract(10, strain) for strain in list(Strain)[:4]),
    Contract(10, Strain.MISERE), Contract(10, Strain.NO_TRUMP),
)
"""The 26 contracts from 6S up to 10NT (§4.4; the spec says 27 but lists 26), ``LADDER[c.index] == c``."""

VALUE = {6: 10, 7: 20, 8: 30, 9: 40, 10: 50}
"""The game value V of each level (§4.4); misère is valued as a ten."""
WHIST_PRICE = {6: 1, 7: 2, 8: 3, 9: 4, 10: 5}
"""The whist price w per trick (§4.4); 5 for a ten is used only for consolations (PRF-2)."""


@value
class Options:
    """Preferans's options (the names are the client-facing option names)."""

    pulka_target: int = 50
    """P: every pulka fills up to this (PRF-1)."""
    initial_gora: int = 50
    """G0: every gora starts here (PRF-1)."""
    raspas_trick_remiz: int = 5
    """RT: the remiz per trick taken on a raspasovka (PRF-8)."""
    raspas_clean_pulka: int = 5
    """RC: what a raspasovka without a trick adds to an open pulka (PRF-8)."""
    strict_quota: bool = False
    """The whisters' quota for 7 and 8 is 3 and 2 instead of 2 and 1 (§4.14, PRF-4)."""
    blind: bool = True
    """Blind (втемную) calls are allowed (§4.6, §4.14)."""
    elochka: bool = True
    """Elochka markers after raspasovkas multiply the next declared games (§4.10)."""
    circle: str = NO_CIRCLE
    """§4.5, PRF-26 (an optional variant): the last player with a gora may declare a circle instead of the
    split, one deal per player all of one type: ``raspasovka`` (every deal all-pass), ``six_diamonds`` (every
    deal a 6D by the dealer's left, no auction, no widow); ``none``: not offered."""
    raspas_widow: str = SUIT_FOLLOWS
    """3 players, first two raspasovka tricks (PRF-9): ``suit``: the turned widow card names the suit the
    leader must lead; ``card``: the widow card is the lead itself but cannot win the trick."""
    open_whist: str = BOTH
    """What an inviting whister opens (PRF-15): ``both`` defenders' hands, or only the ``passer``'s."""
    max_deals: int = MAX_DEALS
    """A safety stop (an extension): after this many deals the match ends and is settled as it stands."""


SPEC = GameSpec(
    id="preferans",
    name="Preferans (old Russian decimal)",
    native_name="Преферанс",
    family="trick-taking",
    min_players=3,
    max_players=4,
    default_players=3,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        int_option("pulka_target", 50, 10, 500, "P: the pulka each player fills (PRF-1)"),
        int_option("initial_gora", 50, 0, 500, "G0: the starting gora of each player (PRF-1)"),
        int_option("raspas_trick_remiz", 5, 1, 50, "RT: raspasovka remiz per trick taken (PRF-8)"),
        int_option("raspas_clean_pulka", 5, 1, 50, "RC: pulka for a raspasovka without a trick (PRF-8)"),
        bool_option("strict_quota", False, "whisters' quota 3 on a seven and 2 on an eight (PRF-4)"),
        bool_option("blind", True, "blind (втемную) calls allowed (§4.6)"),
        bool_option("elochka", True, "elochka markers multiply the games after a raspasovka (§4.10)"),
        choice_option("circle", NO_CIRCLE, (NO_CIRCLE, RASPAS_CIRCLE, SIX_DIAMONDS_CIRCLE),
                      "the last player with a gora may declare a circle of these deals (PRF-26)"),
        choice_option("raspas_widow", SUIT_FOLLOWS, (SUIT_FOLLOWS, CARD_LEADS),
                      "3 players: a turned widow card names the suit to lead, or is the lead itself (PRF-9)"),
        choice_option("open_whist", BOTH, (BOTH, PASSER), "an inviting whist opens both hands or the passer's"),
        int_option("max_deals", MAX_DEALS, 1, MAX_DEALS, "stop the match after this many deals (settled as it "
                   "stands)"),
    ),
    spec_file="preferans.md",
    deal_format=(
        "Deck order: the 32 cards (7..A); order[0..29] go one at a time clockwise to the three active players "
        "from the dealer's left (with 4 players the dealer gets none), order[30] and order[31] are the widow. "
        "The first explicit deal is dealt by seat players - 1.  Per-seat hands: ten cards for each active "
        "seat (the 4-player dealer's hand empty); rest = the two widow cards."
    ),
)


class Phase(IntEnum):
    """What the table is doing."""

    OPTIONS = 1
    """Near the end of a game the player concerned may close his pulka or end the game (§4.5)."""
    AUCTION = 2
    """The active players bid from the dealer's left (§4.6)."""
    DISCARD = 3
    """The declarer took the widow and discards two cards face down (§4.7)."""
    CONTRACT = 4
    """The declarer announces the final contract (§4.7)."""
    DEFENSE = 5
    """Whist or pass, open or closed, the dealer's whist, the half-whist (§4.8)."""
    PLAY = 6
    """Ten tricks: a declared game or a raspasovka (§4.9)."""
    OVER = 7
    """The match is over (the state keeps its last deal)."""


class Defense(IntEnum):
    """One decision of the whisting phase (§4.8)."""

    WHIST = 1
    PASS = 2
    HALF_WHIST = 3
    OPEN = 4
    CLOSED = 5
    VIEW = 6
    """The 4-player dealer looks at one defender's hand (``DefenseCall.seat`` is the dealer; ``viewed``)."""


@value
class DefenseCall:
    """``seat`` decided ``call`` in the whisting phase (``viewed``: the hand a dealer looked at)."""

    seat: int
    call: Defense
    viewed: int = -1


@value
class State:
    """A whole match (a pulka): the deal in progress, the score sheet and the random stream."""

    options: Options
    players: int
    phase: Phase
    deal_number: int
    dealer: int
    hands: tuple[Hand, ...]
    """Each seat's cards (the 4-player dealer's hand is empty)."""
    widow: tuple[Card, ...]
    """The widow (прикуп) while it lies on the table."""
    discard: tuple[Card, ...]
    """The declarer's two cards put away face down."""
    shown_widow: tuple[Card, ...]
    """The widow as a non-blind declarer showed it to everybody."""
    auction: Auction
    """The calls as ladder positions (misère is 24, "мой" an equal bid by the first bidder)."""
    blind: tuple[bool, ...]
    """Per seat: declared blind in this deal's auction."""
    sheet: ScoreSheet
    """Rows per deal: sections ``pulka``, ``gora``, ``whists on <seat>`` (column = the writer), ``result``."""
    rng: RngState
    declarer: int | None = None
    contract: Contract | None = None
    """The winning bid, then the final contract once announced."""
    defense: tuple[DefenseCall, ...] = ()
    trick: Trick | None = None
    tricks: tuple[Trick, ...] = ()
    markers: tuple[int, ...] = ()
    """The elochka queue (factor of each marker, oldest first, §4.10)."""
    circle_left: int = 0
    """Deals left in a declared circle after this one (§4.5)."""
    queued: tuple[DeckOrder, ...] = ()
    """Explicit deck orders for the next deals, first next."""
    cut: tuple[CutCard, ...] = ()
    """The draw for the first dealer (§4.3; empty when the first deal was explicit)."""


@value
class View:
    """What one seat (or a spectator) may see."""

    options: Options
    seat: int | None
    players: int
    phase: Phase
    deal_number: int
    dealer: int
    to_act: int | None
    plays_from: int | None
    hands: tuple[Hand, ...]
    """The hands this seat sees (its own unless bid blind, exposed hands, a viewed hand), the others empty."""
    hand_sizes: tuple[int, ...]
    widow: tuple[Card, ...]
    """Widow cards face up (a raspasovka's turned cards), else empty."""
    widow_size: int
    shown_widow: tuple[Card, ...]
    discard: tuple[Card, ...]
    """The declarer's discard, for the declarer only."""
    auction: Auction
    blind: tuple[bool, ...]
    declarer: int | None
    contract: Contract | None
    defense: tuple[DefenseCall, ...]
    trick: Trick | None
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, ...]
    markers: tuple[int, ...]
    circle_left: int
    pulka: tuple[int, ...]
    """Each seat's pulka, in 1/denominator points."""
    gora: tuple[int, ...]
    whists: tuple[int, ...]
    """Whists each seat wrote on all the others, net of those written on it, in 1/denominator points."""
    sheet: ScoreSheet
    cut: tuple[CutCard, ...] = ()
