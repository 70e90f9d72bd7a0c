"""Liar's bills' value types: options, the descriptor, bids, phases, the state of a game and a seat's view."""

from __future__ import annotations

import re
from enum import IntEnum
from typing import ClassVar

from cardgames.games.core.errors import InvalidMove
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, bool_option, choice_option, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.match import ScoreSheet

ACE = 10
"""The face of an Ace bid: zeros, counted on their own (3.2, LP-9)."""
MAX_COUNT = 100  # 10 notes of 10 digits
SHARES = 2520
"""Variant 1 splits the bank among up to 10 winners: points are whole 1/2520 notes (lcm of 1..10)."""
MAX_ROUNDS = 100


@value
class Options:
    """Liar's bills' options: the base rules by default, the text's variants and the spec's alternatives."""

    digits_per_note: int = 8
    """Digits of a serial number (LP-1: 8 by default; ruble and hryvnia notes have 7)."""
    ending: str = "last_standing"
    """last_standing: winners play on until one takes the bank (Variant 2); one_round: the winners of the
    first round share the bank (Variant 1, 3.5)."""
    agree: str = "sides"
    """sides: players who agreed share the claimant's fate (LP-4); neutral: they neither win nor lose."""
    first_doubt: str = "off"
    """off: the base rules; bank / winner / endless: the ruleset "until the first doubt" (3.6) with its
    continuation V1 (the loser's note to the bank), V2 (to the winner) or V3 (to the winner, nobody out)."""
    rounds: int = 10
    """Rounds of an endless game (V3 has no natural end, 3.6)."""
    resign: bool = False
    """Offer Resign at a player's turn: leave the game, as a fold does (LP-6)."""


SPEC = GameSpec(
    id="liars_bills",
    name="Liar's bills (banknote poker)",
    native_name="Купюрный покер «Не верю»",  # noqa: RUF001 (the game's Russian name)
    family="betting",
    min_players=2,
    max_players=10,
    default_players=4,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        int_option("digits_per_note", 8, 4, 10, "digits of each serial number (LP-1)"),
        choice_option("ending", "last_standing", ("last_standing", "one_round"),
                      "last_standing: play rounds until one player takes the bank; one_round: winners share it"),
        choice_option("agree", "sides", ("sides", "neutral"),
                      "sides: agreeing players share the claimant's fate; neutral: they are unaffected (LP-4)"),
        choice_option("first_doubt", "off", ("off", "bank", "winner", "endless"),
                      "the 'until the first doubt' ruleset and its continuation (3.6): off, bank (V1), "
                      "winner (V2), endless (V3)"),
        int_option("rounds", 10, 1, MAX_ROUNDS, "rounds of an endless game"),
        bool_option("resign", False, "offer Resign at a player's turn (LP-6)"),
    ),
    spec_file="liars_bills.md",
    deal_format="No cards: each note is digits_per_note uniform digits drawn from the state's random stream.",
)

_BID = re.compile(r"(\d{1,3})x([1-9]|a)s?", re.IGNORECASE)


@value
class Bid:
    """A claim: at least ``count`` digits equal to ``face`` (1-9) plus zeros across every note; ``face`` 10
    is an Ace bid: at least ``count`` zeros (3.2).  Written ``5x6`` and ``3xA``."""

    count: int
    face: int
    PATTERN: ClassVar[str] = r"\d{1,3}x(?:[1-9]|[aA])s?"

    def __post_init__(self) -> None:
        if not 1 <= self.count <= MAX_COUNT or not 1 <= self.face <= ACE:
            raise InvalidMove(f"a bid is 1-{MAX_COUNT} times a face 1-9 or A, got {self.count}x{self.face}",
                              field="bid")

    @property
    def ace(self) -> bool:
        return self.face == ACE

    @property
    def key(self) -> tuple[int, int]:
        """The bid's place on the ladder: (count, face), an Ace bid (2 * count, 10) (3.2)."""
        return (2 * self.count, ACE) if self.ace else (self.count, self.face)

    def __str__(self) -> str:
        return f"{self.count}x{'A' if self.ace else self.face}"

    @classmethod
    def parse(cls, text: str) -> Bid:
        match = _BID.fullmatch(text.strip())
        if match is None:
            raise ValueError(f"not a bid: {text!r} (expected like 5x6 or 3xA)")
        face = match[2].upper()
        return cls(int(match[1]), ACE if face == "A" else int(face))


class Phase(IntEnum):
    """Who acts and how."""

    OPEN = 1
    """The first claimant of a round opens with a numeric bid."""
    RESPOND = 2
    """The players after the claimant agree, doubt or raise in turn."""
    FORCED = 3
    """Everybody agreed: the button passes left; the player holding it raises or leaves the game."""
    OVER = 4
    """The game is over."""


class Response(IntEnum):
    """What a player said in the current circle."""

    NONE = 1
    AGREE = 2
    DOUBT = 3


@value
class Call:
    """One public announcement of the round: a bid, an agreement, a doubt, a fold."""

    seat: int
    what: str


@value
class RoundResult:
    """A finished round as everybody saw it: every note shown (empty when not shown), the last bid, the
    count it was about, the winners and losers."""

    round: int
    notes: tuple[str, ...]
    bid: Bid | None
    actual: int
    winners: tuple[int, ...]
    losers: tuple[int, ...]
    summary: str


@value
class State:
    """A game of liar's bills: the round in play, the players still in and the bank."""

    players: int
    phase: Phase
    actor: int
    """The seat to act (any seat once the game is over)."""
    claimant: int
    """The current claimant (the book's "dealer", who holds the button)."""
    bid: Bid | None
    notes: tuple[str, ...]
    """Each seat's serial number this round ('' for a seat without a note)."""
    in_game: tuple[bool, ...]
    in_round: tuple[bool, ...]
    """Seats still bidding this round (a fold leaves the note on the table until the count)."""
    responses: tuple[Response, ...]
    rng: RngState
    options: Options = Options()
    bank: int = 0
    """Notes in the bank."""
    round: int = 1
    calls: tuple[Call, ...] = ()
    """The round's announcements in order."""
    sheet: ScoreSheet | None = None
    """A row per finished round (notes won and lost per seat) and the bank's payout."""
    last: RoundResult | None = None


@value
class View:
    """What one seat (or a spectator) sees: its own note only, every announcement, who is in, the bank."""

    seat: int | None
    players: int
    phase: Phase
    to_act: int | None
    note: str
    has_note: tuple[bool, ...]
    digits_per_note: int
    claimant: int
    bid: Bid | None
    in_game: tuple[bool, ...]
    in_round: tuple[bool, ...]
    responses: tuple[Response, ...]
    bank: int
    round: int
    calls: tuple[Call, ...]
    sheet: ScoreSheet | None
    last: RoundResult | None
