"""Bridge's value types: options, the descriptor, phases, the deal record, the state and a seat's view."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import DeckOrder
from cardgames.games.core.decks import deck52
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, bool_option, choice_option, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.auction import Call, Contract
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.tricks import Trick

PLAYERS = 4
TRICKS = 13
DECK: tuple[Card, ...] = deck52()
DECK_SET = frozenset(DECK)
SEAT_NAMES = ("N", "E", "S", "W")
SIDE_NAMES = ("N-S", "E-W")
ABOVE, BELOW = "above", "below"
RUBBER, DUPLICATE = "rubber", "duplicate"
GAME_POINTS = 100
"""Below-the-line points that make a game (§5.6)."""
MAX_BOARDS = 32
MAX_DEALS = 200


@value
class Options:
    """Bridge's options (the names are the client-facing option names)."""

    scoring: str = RUBBER
    """``rubber`` (the book's scoring, §5.6) or ``duplicate`` (board scoring, an extension)."""
    old_undertricks: bool = False
    """Rubber: the pre-1987 scale of doubled, not vulnerable undertricks (100, 200, 200, 200 ...)."""
    unfinished_rubber_bonus: bool = True
    """Rubber: when ``max_deals`` stops a rubber, 300 for a side's game and 100 for a part-score (BRG-10)."""
    boards: int = 4
    """Duplicate: boards in the match (1..32)."""
    max_deals: int = 100
    """Rubber: a safety stop for a rubber still unfinished after this many deals (1..200)."""


SPEC = GameSpec(
    id="bridge",
    name="Contract Bridge",
    native_name="Бридж",
    family="trick-taking",
    min_players=PLAYERS,
    max_players=PLAYERS,
    default_players=PLAYERS,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        choice_option("scoring", RUBBER, (RUBBER, DUPLICATE), "rubber bridge or duplicate board scoring"),
        bool_option("old_undertricks", False, "pre-1987 doubled not-vulnerable undertricks"),
        bool_option("unfinished_rubber_bonus", True, "bonuses for an unfinished rubber"),
        int_option("boards", 4, 1, MAX_BOARDS, "duplicate: number of boards in the match"),
        int_option("max_deals", 100, 1, MAX_DEALS, "rubber: stop an unfinished rubber after this many deals"),
    ),
    spec_file="bridge.md",
)


class Phase(IntEnum):
    """What the table is doing."""

    AUCTION = 1
    """Calls go clockwise from the dealer (§5.4)."""
    PLAY = 2
    """Thirteen tricks; the declarer plays dummy's cards (§5.5)."""
    OVER = 3
    """The match is over (the rubber is won, ``max_deals`` reached, or the last board played)."""


@value
class DealRecord:
    """What was played in one finished deal (its points are the score sheet's rows of that deal)."""

    number: int
    """The deal (board) number, from 1."""
    dealer: int
    vulnerable: tuple[bool, ...]
    """(N-S, E-W) vulnerable in this deal."""
    contract: Contract | None
    """None: passed out (BRG-4)."""
    tricks: int
    """Tricks the declaring side took (0 when passed out)."""


def fresh_sheet() -> ScoreSheet:
    """The match's score sheet: columns N-S and E-W, sections above and below the line."""
    return ScoreSheet(columns=SIDE_NAMES, sections=(ABOVE, BELOW))


@value
class State:
    """A whole match: the deal in progress, what earlier deals were, the score sheet and the random stream.

    Between deals there is no state: the move that ends a deal scores it and deals the next.
    """

    options: Options
    phase: Phase
    deal_number: int
    """The deal (board) in progress, from 1; the last one once the match is over."""
    dealer: int
    hands: tuple[Hand, ...]
    """The cards each seat still holds (N, E, S, W)."""
    sheet: ScoreSheet
    """Every scored item of the finished deals, above and below the line."""
    rng: RngState
    """The stream later deals are shuffled from."""
    calls: tuple[Call, ...] = ()
    """The auction of this deal, from the dealer clockwise."""
    contract: Contract | None = None
    trick: Trick | None = None
    """The trick on the table (maybe empty) while the deal is played."""
    tricks: tuple[Trick, ...] = ()
    """This deal's finished tricks, winners recorded."""
    history: tuple[DealRecord, ...] = ()
    """The finished deals, in order."""
    queued: tuple[DeckOrder, ...] = ()
    """Explicit deck orders for the next deals, first next."""


@value
class View:
    """What one seat (or a spectator, seat absent) may see; a hidden hand is empty, its size is public."""

    options: Options
    seat: int | None
    phase: Phase
    deal_number: int
    dealer: int
    vulnerable: tuple[bool, ...]
    """(N-S, E-W) vulnerable in this deal."""
    to_act: int | None
    """The seat that acts (the declarer on dummy's turn)."""
    plays_from: int | None
    """The hand the next card comes from (dummy's seat on dummy's turn)."""
    hands: tuple[Hand, ...]
    """The seat's own hand and dummy's after the opening lead; every hand once the match is over."""
    hand_sizes: tuple[int, ...]
    dummy: int | None
    calls: tuple[Call, ...]
    contract: Contract | None
    trick: Trick | None
    last_trick: Trick | None
    """The last finished trick of this deal (the only one that may be reviewed, §5.7)."""
    side_tricks: tuple[int, ...]
    """Tricks won in this deal by (N-S, E-W)."""
    games: tuple[int, ...]
    """Rubber: games won by (N-S, E-W)."""
    part_score: tuple[int, ...]
    """Rubber: (N-S, E-W) below-the-line points towards the game in progress."""
    sheet: ScoreSheet
    history: tuple[DealRecord, ...]
