"""Whist's value types: options, the descriptor, phases, the records of deals and rubbers, the state and a view."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import DeckOrder
from cardgames.games.core.decks import deck52
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, bool_option, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.tricks import Trick

POSITIONS = 4
"""Four hands at the table, partners opposite, whatever the number of players (dummies fill the rest)."""
TRICKS = 13
BOOK = 6
GAME_POINTS = 10
"""Below-the-line points that win a game (§3.6)."""
GAMES_TO_WIN = 2
GAME_BONUS = 5
RUBBER_BONUS = 10
REVOKE_POINTS = 5
REVOKE_TRICKS = 3
DUMMY = -1
"""``seating`` entry of a position played by a dummy (its partner plays its cards)."""
DECK: tuple[Card, ...] = deck52()
DECK_SET = frozenset(DECK)
POSITION_NAMES = ("N", "E", "S", "W")
SIDE_NAMES = ("N-S", "E-W")
ABOVE, BELOW, SETTLEMENT = "above", "below", "settlement"
GAME_LABEL, RUBBER_LABEL, TRICKS_LABEL, SETTLED_LABEL = "game", "rubber", "tricks", "rubber settled"
MAX_RUBBERS = 6


@value
class Options:
    """Whist's options (the names are the client-facing option names)."""

    rubbers: int = 1
    """Rubbers in the match (1..6); partnerships (or the dummy) rotate after each (§3.2, §3.8)."""
    no_trump: bool = False
    """No-trump whist (§3.8): no card turned, the aces are the honours, every coronet at the trump rate."""
    permissive: bool = False
    """Irregularities allowed (§3.4): a revoke may be played; at the end of the deal the non-offending side
    chooses +5 above the line or three of the offenders' tricks (WH-11)."""
    full_history: bool = False
    """Every trick of the deal stays visible (perfect recall for AI agents, §3.7); default: the last two."""


SPEC = GameSpec(
    id="whist",
    name="Whist",
    native_name="Вист",
    family="trick-taking",
    min_players=2,
    max_players=4,
    default_players=4,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        int_option("rubbers", 1, 1, MAX_RUBBERS, "rubbers in the match; partners rotate after each"),
        bool_option("no_trump", False, "no-trump whist: aces are honours, coronets at the trump rate"),
        bool_option("permissive", False, "revokes may be played and are penalised at the end of the deal"),
        bool_option("full_history", False, "every trick of the deal stays visible (default: the last two)"),
    ),
    spec_file="whist.md",
    deal_format="hands N E S W (positions; N deals the first explicit deal, its last card is the trump card)",
)


class Phase(IntEnum):
    """What the table is doing."""

    PLAY = 1
    """Thirteen tricks, eldest hand (the dealer's left) leads the first (§3.4)."""
    PENALTY = 2
    """Permissive mode: the non-offending side chooses the penalty of each revoke of the deal (WH-11)."""
    OVER = 3
    """Every rubber of the match is played."""


class PenaltyKind(IntEnum):
    """What the non-offending side takes for a revoke (§3.4)."""

    POINTS = 1
    """Five points above the line."""
    TRICKS = 2
    """Three tricks from the offenders (as many as they have, if fewer)."""


@value
class Revoke:
    """A revoke: the position that failed to follow suit while holding it, in trick ``trick`` (from 1);
    ``penalty`` once the non-offending side has chosen."""

    position: int
    trick: int
    penalty: PenaltyKind | None = None


@value
class DealRecord:
    """What one finished deal was (its points are the score sheet's rows of that deal)."""

    number: int
    """The deal number, from 1."""
    rubber: int
    """The rubber it belongs to, from 1."""
    dealer: int
    """The dealer's position (0..3 = N, E, S, W)."""
    trump_card: Card | None
    """The card turned for trump (None in no-trump whist)."""
    tricks: int
    """Tricks N-S took, revoke penalties paid in tricks included."""


@value
class RubberResult:
    """A finished rubber: who won it, both sides' totals, and each player's share of the settlement (§3.6)."""

    rubber: int
    """From 1."""
    winner: int
    """The side (0 N-S, 1 E-W) that won two games."""
    totals: tuple[int, ...]
    """(N-S, E-W): every point above and below the line, bonuses included."""
    settlement: tuple[int, ...]
    """Per player: the side's difference, won or paid (a dummy's partner twice, §3.8)."""


@value
class State:
    """A whole match: the deal in progress, the finished deals and rubbers, the score sheet and the random stream.

    ``hands`` are by position (N, E, S, W); which player sits where follows from the number of players and
    the rubber (:func:`seating_of`).
    """

    options: Options
    players: int
    phase: Phase
    deal_number: int
    """The deal in progress, from 1 (the last one once the match is over)."""
    rubber: int
    """The rubber in progress, from 1."""
    dealer: int
    """The dealer's position."""
    hands: tuple[Hand, ...]
    trump_card: Card | None
    """The dealer's last card, turned for trump (§3.3); None in no-trump whist."""
    sheet: ScoreSheet
    """Columns N-S and E-W; sections above and below the line, and the settlement of each rubber."""
    rng: RngState
    trick: Trick | None = None
    """The trick on the table while the deal is played (leaders and winners are positions)."""
    tricks: tuple[Trick, ...] = ()
    """This deal's finished tricks."""
    revokes: tuple[Revoke, ...] = ()
    """Permissive mode: this deal's revokes."""
    history: tuple[DealRecord, ...] = ()
    results: tuple[RubberResult, ...] = ()
    """The finished rubbers."""
    queued: tuple[DeckOrder, ...] = ()
    """Explicit deck orders for the next deals, first next."""


@value
class View:
    """What one player (or a spectator, seat absent) may see; a hidden hand is empty, its size is public."""

    options: Options
    seat: int | None
    phase: Phase
    deal_number: int
    rubber: int
    dealer: int
    seating: tuple[int, ...]
    """The player at each position (N, E, S, W); -1 for a dummy."""
    to_act: int | None
    plays_from: int | None
    """The position whose card is due."""
    hands: tuple[Hand, ...]
    """The player's own hand and every dummy (face up from the deal, §3.8); all once the match is over."""
    hand_sizes: tuple[int, ...]
    trump_card: Card | None
    """Public all deal long, even after the dealer picked it up (§3.7)."""
    trick: Trick | None
    recent_tricks: tuple[Trick, ...]
    """The last two finished tricks (every one with ``full_history``), §3.4."""
    side_tricks: tuple[int, ...]
    """Tricks taken in this deal by (N-S, E-W)."""
    games: tuple[int, ...]
    """Games won in this rubber by (N-S, E-W)."""
    part_score: tuple[int, ...]
    """(N-S, E-W) below the line towards the game in progress."""
    revokes: tuple[Revoke, ...]
    sheet: ScoreSheet
    history: tuple[DealRecord, ...]
    results: tuple[RubberResult, ...]
