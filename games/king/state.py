"""King's value types: options, the descriptor, contracts, phases, the deal record, the state and a view."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.deals import DeckOrder
from cardgames.games.core.decks import deck52
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, bool_option, choice_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.tricks import Trick

DECK52: tuple[Card, ...] = deck52()
SHORT_RANKS = (Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
DECK32: tuple[Card, ...] = tuple(card for card in DECK52 if card.rank in SHORT_RANKS)
SHORT, FULL = "32", "52"
KING_OF_HEARTS = Card.of(Rank.KING, Suit.HEARTS)
TRICK_PENALTY = 20
HEART_PENALTY = 20
QUEEN_PENALTY = 40
BOY_PENALTY = 20
LAST_TRICKS = 2
LAST_TRICK_PENALTY = 80
KING_OF_HEARTS_PENALTY = 160
TRICK_REWARD = 20


@value
class Options:
    """King's options (the names are the client-facing option names)."""

    deck: str = SHORT
    """``32`` (A..7, the book's) or ``52`` cards (§5.1)."""
    sralash: bool = False
    """Play the seventh negative deal (разбойник / сралаш: every penalty at once); the positive phase is then
    two rounds (§5.2)."""
    king_of_hearts_obligatory: bool = False
    """Deal 6: the holder of KH must play it at the first chance when void in the led suit (KI-8)."""
    all_four_play: bool = False
    """``king_all_four_play`` (KI-1): with four participants all four play every deal, nothing put aside."""
    stop_early: bool = False
    """End a negative deal as soon as no penalty is left to take (KI-9; scores are the same)."""
    zero_sum: bool = False
    """Report each total minus the average (KI-11; exact: the denominator is the number of players)."""


SPEC = GameSpec(
    id="king",
    name="King",
    native_name="Кинг",
    family="trick-taking",
    min_players=3,
    max_players=4,
    default_players=3,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        choice_option("deck", SHORT, (SHORT, FULL), "32 cards (A..7) or the full 52"),
        bool_option("sralash", False, "a seventh negative deal with every penalty; two positive rounds"),
        bool_option("king_of_hearts_obligatory", False, "deal 6: KH must be discarded at the first chance"),
        bool_option("all_four_play", False, "four participants all play (8 cards each), nothing aside"),
        bool_option("stop_early", False, "a negative deal ends once no penalty is left"),
        bool_option("zero_sum", False, "totals reported minus the average"),
    ),
    spec_file="king.md",
    deal_format="hands of the active players from the dealer's left (seat numbers), the rest put aside",
)


class Contract(IntEnum):
    """The deals of a match: six (or seven) negative contracts in this order, then trump deals (§5.2, §5.4)."""

    NO_TRICKS = 1
    """-20 per trick."""
    NO_HEARTS = 2
    """-20 per heart; hearts may not be led while holding another suit (KI-5)."""
    NO_QUEENS = 3
    """-40 per queen."""
    NO_BOYS = 4
    """-20 per king or jack."""
    NO_LAST_TWO = 5
    """-80 for each of the last two tricks."""
    NO_KING_OF_HEARTS = 6
    """-160 for KH; no heart lead while holding another suit."""
    SRALASH = 7
    """Every penalty at once (KI-12); no heart lead while holding another suit."""
    TRUMPS = 8
    """Positive: the player left of the dealer names trump; +20 per trick."""


class Trump(IntEnum):
    """A suit named trump in a positive deal (its own enum: the contract numbers enums from 1)."""

    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3
    SPADES = 4

    @property
    def suit(self) -> Suit:
        return Suit(self - 1)


class Phase(IntEnum):
    """What the table is doing."""

    NAME_TRUMP = 1
    """A positive deal: the active player left of the dealer names a suit (KI-6)."""
    PLAY = 2
    OVER = 3


@value
class DealRecord:
    """One finished deal (its points are the score sheet's row of that deal)."""

    number: int
    dealer: int
    contract: Contract
    trump: Trump | None
    tricks: tuple[int, ...]
    """Tricks each participant took (0 for the one who sat out)."""


@value
class State:
    """A whole match: the deal in progress, the finished deals, the score sheet and the random stream.

    ``hands`` are per participant (empty for the one sitting out); tricks count the **active** players:
    a trick's leader and winner are indices into :func:`~cardgames.games.king.rules.active_seats`.
    """

    options: Options
    players: int
    phase: Phase
    deal_number: int
    dealer: int
    hands: tuple[Hand, ...]
    aside: tuple[Card, ...]
    """Put aside face down, unseen and unused (KI-2)."""
    sheet: ScoreSheet
    rng: RngState
    trump: Trump | None = None
    trick: Trick | None = None
    tricks: tuple[Trick, ...] = ()
    history: tuple[DealRecord, ...] = ()
    queued: tuple[DeckOrder, ...] = ()


@value
class View:
    """What one participant (or a spectator, seat absent) may see."""

    options: Options
    seat: int | None
    phase: Phase
    deal_number: int
    dealer: int
    contract: Contract
    active: tuple[int, ...]
    """The participants who play this deal, in play order from the dealer's left (tricks count them)."""
    to_act: int | None
    hands: tuple[Hand, ...]
    """The participant's own hand; every hand once the match is over."""
    hand_sizes: tuple[int, ...]
    aside_size: int
    trump: Trump | None
    trick: Trick | None
    tricks: tuple[Trick, ...]
    """Every finished trick of the deal (the history is public, §5.5)."""
    sheet: ScoreSheet
    history: tuple[DealRecord, ...]
