"""The mushka family's shared rules and what each game of it names for itself.

Mushka is the family's parent: its ``rules``, ``play``, ``deals``, ``checks`` and ``scoring`` are written
once against :class:`Table` (the fields every state of the family has) and find the game's own phases,
statuses, moves, rule ids and deck through :func:`variant_of` (by the options' type, as canasta finds
samba's variant).  :class:`Variant` holds mushka's; rams subclasses it (``games.rams.variant``) and
overrides what differs.  A state type of the family must stay its own type (the proto names its messages
after the game), which is why the shared code looks the enum members up instead of importing them.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any, Protocol

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import DeckOrder
from cardgames.games.core.errors import InvalidState
from cardgames.games.core.hands import Hand
from cardgames.games.core.notation import GameMove
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import GameSpec
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.tricks import Trick

from .moves import KEEP, LEAVE, MOVE_TYPES, PASS, PLAYS, TAKES, Exchange
from .state import HAND_SIZE, SHORT_DECK, SPEC, START, TRICKS, Options, Phase, State, Status


class FamilyOptions(Protocol):
    """The options every game of the family has."""

    @property
    def short_deck_players(self) -> int: ...
    @property
    def games(self) -> int: ...
    @property
    def max_deals(self) -> int: ...
    @property
    def permissive_revokes(self) -> bool: ...
    @property
    def trick_history(self) -> str: ...


class Table(Protocol):
    """The fields every state of the family has (a deal with an exchange, tricks, a pool on a sheet)."""

    @property
    def options(self) -> FamilyOptions: ...
    @property
    def players(self) -> int: ...
    @property
    def phase(self) -> IntEnum: ...
    @property
    def game(self) -> int: ...
    @property
    def deal_number(self) -> int: ...
    @property
    def game_deal(self) -> int: ...
    @property
    def dealer(self) -> int: ...
    @property
    def trump(self) -> Card: ...
    @property
    def table_card(self) -> Card | None: ...
    @property
    def hands(self) -> tuple[Hand, ...]: ...
    @property
    def stock(self) -> tuple[Card, ...]: ...
    @property
    def discards(self) -> tuple[Hand, ...]: ...
    @property
    def status(self) -> tuple[IntEnum, ...]: ...
    @property
    def exchanged(self) -> tuple[int, ...]: ...
    @property
    def turn(self) -> int: ...
    @property
    def sheet(self) -> ScoreSheet: ...
    @property
    def rng(self) -> RngState: ...
    @property
    def trick(self) -> Trick | None: ...
    @property
    def tricks(self) -> tuple[Trick, ...]: ...
    @property
    def queued(self) -> tuple[DeckOrder, ...]: ...


class Variant:
    """Mushka's values and hooks; a game of the family subclasses this and overrides what differs."""

    spec: GameSpec = SPEC
    short_deck: tuple[Card, ...] = SHORT_DECK
    """The pack of small tables (up to ``short_deck_players``); larger ones play with 52."""
    exchange_phase: IntEnum = Phase.EXCHANGE
    trump_card_phase: IntEnum = Phase.TRUMP_CARD
    play_phase: IntEnum = Phase.PLAY
    over_phase: IntEnum = Phase.OVER
    waiting: IntEnum = Status.WAITING
    passed: IntEnum = Status.PASSED
    playing: IntEnum = Status.PLAYING
    move_types: tuple[type, ...] = MOVE_TYPES
    pass_move: GameMove = PASS
    keep_move: GameMove = KEEP
    leave_move: GameMove = LEAVE
    exchange_move: type = Exchange
    plays: tuple[GameMove, ...] = PLAYS
    """One interned play per card, by card code."""
    takes: tuple[GameMove, ...] = TAKES
    exchange_rule: str = "§1.4"
    """The spec's section on passing and exchanging (named by errors)."""
    play_rule: str = "§1.5"
    end_rule: str = "§1.7"
    """The section on the end of the session."""

    def start(self, options: Any) -> int:
        """The count every seat starts a game with."""
        return START

    def new_state(self, **fields: Any) -> Any:
        """A freshly dealt state from the fields every game of the family has (the game adds its own)."""
        return State(**fields, revokes=(0,) * fields["players"])

    def next_state(self, previous: Any, fresh: Any) -> Any:
        """The next deal's state, with whatever the game carries over from the deal before."""
        return fresh

    def check_counters(self, state: Any, seat: int) -> None:
        """Raise InvalidState unless the seat's per-deal counters are in range."""
        if not 0 <= state.exchanged[seat] <= HAND_SIZE or not 0 <= state.revokes[seat] <= TRICKS:
            raise InvalidState(f"seat {seat}: exchanged 0..5 cards, revoked 0..5 times", field=f"exchanged[{seat}]")


MUSHKA = Variant()
VARIANTS: dict[type, Variant] = {Options: MUSHKA}
"""The variant each options type plays (rams registers its own)."""


def variant_of(options: object) -> Variant:
    """The variant of the family that ``options`` belong to."""
    return VARIANTS[type(options)]
