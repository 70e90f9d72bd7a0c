"""Thousand's value types: options, the descriptor, phases, the state and a seat's view."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.deals import DeckOrder
from cardgames.games.core.decks import deck24
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, bool_option, choice_option, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.bidding import Auction
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.melds import Meld
from cardgames.games.mechanics.tricks import Trick

DECK: tuple[Card, ...] = deck24()
RANKS = (Rank.NINE, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE)
"""A suit from low to high (TY-3)."""
CARD_POINTS = ((Rank.ACE, 11), (Rank.TEN, 10), (Rank.KING, 4), (Rank.QUEEN, 3), (Rank.JACK, 2))
MARRIAGES = {Suit.HEARTS: 100, Suit.DIAMONDS: 80, Suit.CLUBS: 60, Suit.SPADES: 40}
HAND = 7
WIDOW = 3
TRICKS = 8
OPENING = 100
"""The eldest hand's obligatory bid (§4.3)."""
PLAIN_LIMIT = 120
"""Bids above this need a marriage in hand (§4.3)."""
CEILING = 400
GOAL = 1000
CONCESSION = 40
BARREL = 880
BARREL_DEALS = 3
DUMP_TRUCK = 555
ZERO_DEALS = 3
FALL = 120
"""What the barrel's three failed deals and three zero hands cost (standard)."""
MAX_DEALS = 200
ZERO, MINUS_100 = "zero", "minus_100"


@value
class Options:
    """Thousand's options (the names are the client-facing option names)."""

    bid_step: int = 5
    """TY-2: bids go up in fives (10 is the alternative)."""
    raise_contract: bool = True
    """TY-8: the declarer may raise his contract after taking the widow."""
    three_nines_redeal: bool = True
    """TY-9: a forced declarer at 100 whose widow is three nines has the hand redealt by the same dealer."""
    concession: str = ZERO
    """TY-10: what a forced declarer who throws in scores: ``zero`` (the book) or ``minus_100``."""
    round_to_five: bool = False
    """A standard extra: every score of a deal rounded to the nearest 5."""
    barrel: bool = False
    """A standard extra: at 880 a player sits on the barrel: opponents' points no longer count for him, and
    three deals without reaching 1000 as declarer cost him 120."""
    dump_truck: bool = False
    """A standard extra: a total landing on exactly 555 goes back to 0."""
    zero_hands: bool = False
    """A standard extra: three deals in a row scoring 0 cost 120."""
    blind_bidding: bool = False
    """§4.3: a player may bid blind (up to 120, TY-12) before looking at his hand, which stays hidden from him
    until he looks; a declarer who won the auction still blind scores double, win or lose (TY-11)."""
    max_deals: int = MAX_DEALS
    """A safety stop of the engine's: after this many deals the match ends with the highest total winning."""


SPEC = GameSpec(
    id="thousand",
    name="Thousand",
    native_name="Тысяча",
    family="trick-taking",
    min_players=3,
    max_players=4,
    default_players=3,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        int_option("bid_step", 5, 5, 10, "the bid step: 5 (TY-2) up to 10"),
        bool_option("raise_contract", True, "the declarer may raise after the widow (TY-8)"),
        bool_option("three_nines_redeal", True, "a forced 100 with three nines in the widow is redealt (TY-9)"),
        choice_option("concession", ZERO, (ZERO, MINUS_100), "a conceding forced declarer scores 0 or -100"),
        bool_option("round_to_five", False, "deal scores rounded to the nearest 5"),
        bool_option("barrel", False, "the barrel at 880"),
        bool_option("dump_truck", False, "a total of exactly 555 goes back to 0"),
        bool_option("zero_hands", False, "three zero deals in a row cost 120"),
        bool_option("blind_bidding", False, "bidding blind before looking at one's hand, results doubled"),
        int_option("max_deals", MAX_DEALS, 1, MAX_DEALS, "stop the match after this many deals"),
    ),
    spec_file="thousand.md",
    deal_format=(
        "Deck order: the 24 cards; order[0..20] go one at a time to the players from the dealer's left (the "
        "dealer sits out at four; the first explicit deal is dealt by the last seat, so with three players "
        "order[i] goes to seat i mod 3); order[21..23] are the widow.  Per-seat hands: seven cards for each "
        "player (none for a sitting-out dealer); rest = the widow."
    ),
)


class Phase(IntEnum):
    """What the table is doing."""

    BIDDING = 1
    """From the eldest hand's obligatory 100, bid higher or pass (§4.3)."""
    WIDOW = 2
    """The declarer took the widow: he raises, concedes (forced 100) or gives a card to each opponent (§4.4)."""
    PLAY = 3
    """Eight tricks, the declarer leading; marriages make trumps (§4.5)."""
    OVER = 4
    """A player reached 1000 (the state keeps its last deal)."""


@value
class State:
    """A whole match: the deal in progress, the score sheet (a row per deal) and the random stream."""

    options: Options
    players: int
    phase: Phase
    deal_number: int
    dealer: int
    hands: tuple[Hand, ...]
    widow: tuple[Card, ...]
    """The three widow cards until the declarer takes them."""
    auction: Auction
    """Ladder positions: 100 + step * position; the eldest hand's obligatory 100 is its first call."""
    declarer: int | None
    contract: int
    """The contract in points (0 before the auction ends)."""
    shown: tuple[Card, ...]
    """The widow as shown to everybody (empty when it was taken unseen: the forced 100)."""
    known: tuple[Hand, ...]
    """Per seat, the cards everybody knows it holds (the shown widow, until the declarer gives his cards)."""
    given: tuple[Hand, ...]
    """Per seat, the card the declarer gave it (seen by the two of them)."""
    trick: Trick
    tricks: tuple[Trick, ...]
    marriages: tuple[Meld, ...]
    """Marriages declared this deal; the last one's suit is trump."""
    sheet: ScoreSheet
    barrel: tuple[int, ...]
    """Per seat, deals played on the barrel (0: not on it)."""
    zeros: tuple[int, ...]
    """Per seat, deals in a row scoring 0."""
    rng: RngState
    looked: tuple[bool, ...] = ()
    """Per seat, whether it has looked at its hand (always, without ``blind_bidding``)."""
    blind: bool = False
    """The declarer won the auction blind: his result counts double (§4.3)."""
    queued: tuple[DeckOrder, ...] = ()


@value
class View:
    """What one seat (or a spectator) may see (§4.7)."""

    options: Options
    seat: int | None
    players: int
    phase: Phase
    deal_number: int
    dealer: int
    to_act: int | None
    hands: tuple[Hand, ...]
    """The seat's own hand (the others empty); every hand once the match is over."""
    hand_sizes: tuple[int, ...]
    widow_size: int
    auction: Auction
    declarer: int | None
    contract: int
    shown: tuple[Card, ...]
    known: tuple[Hand, ...]
    given: tuple[Hand, ...]
    """The card each seat received: the seat's own, and both for the declarer."""
    trick: Trick
    tricks: tuple[Trick, ...]
    marriages: tuple[Meld, ...]
    trump: Card | None
    """A card of the trump suit (the last marriage's queen), None while there is no trump."""
    totals: tuple[int, ...]
    barrel: tuple[int, ...]
    sheet: ScoreSheet
    looked: tuple[bool, ...] = ()
    blind: bool = False


__all__ = ["Suit"]
