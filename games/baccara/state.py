"""Baccara's value types: options, the descriptor, phases, the state and a seat's view."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.cards import Card
from cardgames.games.core.decks import deck52, packs
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, choice_option, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.first_dealer import CutCard
from cardgames.games.mechanics.match import ScoreSheet

PACK = deck52()
SHOE = packs(PACK, 2)
"""Two full packs shuffled together (7.2)."""
MAX_COUPS = 100


@value
class Options:
    """The spec's variants (7.8) and the table's limits."""

    cover: int = 1
    """What the banker puts against each stake, per unit (BAC-1): 1 pays 1:1, 2 pays 2:1."""
    draw_rule: str = "non_natural"
    """Who may draw a card (BAC-3): ``non_natural`` (any point 0-7), ``max4`` (point 4 or less), ``exactly4``."""
    natural_scope: str = "per_hand"
    """``per_hand``: a natural stops only its holder (BAC-4); ``global``: any punter's natural stops all drawing."""
    max_stake: int = 10
    """The largest stake a punter may put down."""
    coups: int = 12
    """Coups in the match."""


SPEC = GameSpec(
    id="baccara",
    name="Baccara",
    native_name="Баккара",
    family="banking",
    min_players=2,
    max_players=10,
    default_players=4,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        int_option("cover", 1, 1, 2, "the banker's cover of each stake: 1 pays 1:1, 2 pays 2:1 (BAC-1)"),
        choice_option("draw_rule", "non_natural", ("non_natural", "max4", "exactly4"),
                      "who may draw: any point 0-7 (rule 16), point 4 or less, exactly 4 (rule 23) (BAC-3)"),
        choice_option("natural_scope", "per_hand", ("per_hand", "global"),
                      "a punter's natural stops only him, or all drawing (BAC-4)"),
        int_option("max_stake", 10, 1, 100, "the largest stake"),
        int_option("coups", 12, 1, MAX_COUPS, "coups in the match"),
    ),
    spec_file="baccara.md",
    deal_format=(
        "Deck order: the 104-card shoe, index 0 dealt first; the first banker is seat 0 (no draw for the "
        "bank).  With k = players - 1 punters P1..Pk (seats 1..k, clockwise from the banker's left): "
        "order[0..k-1] to P1..Pk, order[k] to the banker, order[k+1] to the banker, order[k+2..2k+1] to "
        "Pk..P1; then the draws in the order they are asked for, then later coups.  Per-seat hands: each "
        "seat's two cards (a punter's first card first); rest = the shoe after the deal."
    ),
)


class Phase(IntEnum):
    """Who acts and how."""

    STAKE = 1
    """The punters, from the banker's left, put down their stakes."""
    DRAW = 2
    """A punter (in the order R1, L1, R2, L2, ...) and then the banker stands or draws one card."""
    BANK = 3
    """The coup is settled: the banker keeps the bank or passes it to his left."""
    OVER = 4
    """The match is over."""


class Choice(IntEnum):
    """What a seat did in the drawing round (public)."""

    WAITING = 1
    STOOD = 2
    """Stood on his cards: by choice, on a natural, or not allowed to draw."""
    DREW = 3


@value
class State:
    """A match of baccara: one banker against the punters, coup after coup."""

    players: int
    banker: int
    phase: Phase
    turn: int
    """The seat to act."""
    coup: int
    """The coup being played, from 1."""
    hands: tuple[Hand, ...]
    """Each seat's cards this coup (the banker's too); they stay on the table until the next deal."""
    stakes: tuple[int, ...]
    """Each punter's stake this coup (0 for the banker and for a punter who has not staked yet)."""
    choices: tuple[Choice, ...]
    shown: tuple[bool, ...]
    """Whose cards are face up (a banker's natural, the showdown)."""
    shoe: tuple[Card, ...]
    """``shoe[0]`` is dealt next; its order is hidden."""
    discard: tuple[Card, ...]
    balances: tuple[int, ...]
    """Each seat's winnings so far (the banker's money is unlimited, BAC-15, so balances may be negative)."""
    rng: RngState
    options: Options = Options()
    sheet: ScoreSheet | None = None
    """One row per finished coup: each seat's net."""
    cut: tuple[CutCard, ...] = ()
    """The draw for the first bank (lowest card), absent with an explicit deal."""


@value
class View:
    """What one seat (or a spectator) sees: its own cards, the shown hands, the stakes, never the shoe."""

    seat: int | None
    players: int
    banker: int
    phase: Phase
    to_act: int | None
    coup: int
    coups: int
    hand: tuple[Card, ...]
    shown: tuple[Hand, ...]
    """The cards of every hand turned face up (empty while hidden)."""
    hand_sizes: tuple[int, ...]
    stakes: tuple[int, ...]
    choices: tuple[Choice, ...]
    shoe_count: int
    discard_count: int
    balances: tuple[int, ...]
    sheet: ScoreSheet | None
    cut: tuple[CutCard, ...]
