"""Macao's value types: options, the descriptor, phases, the state and a seat's view."""

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
"""Two full packs, ace to two, shuffled together [2]."""
MAX_COUPS = 10_000


@value
class Options:
    """The fixed stake [7], the tie rule's reading (MAC-4) and how many times the bank goes round (MAC-6)."""

    stake: int = 1
    """The stake S, the same for everyone [7]; every payment is a multiple of it."""
    tie_rule: str = "value"
    """A tie pays the banker 3 at 9, 2 at 8, else 1: by the tied value (``value``, MAC-4) or only when the
    punter's hand is natural (``natural``)."""
    banks: int = 1
    """Times each player holds the bank before the game ends (MAC-6)."""
    coups: int = 0
    """End the game by agreement after this many coups (0: only when every player has banked, MAC-6)."""


SPEC = GameSpec(
    id="macao",
    name="Macao",
    native_name="Макао",
    family="banking",
    min_players=2,
    max_players=10,
    default_players=4,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        int_option("stake", 1, 1, 100, "the fixed stake S [7]"),
        choice_option("tie_rule", "value", ("value", "natural"),
                      "ties pay 3/2/1 by the tied value, or only for a natural hand (MAC-4)"),
        int_option("banks", 1, 1, 5, "times each player holds the bank (MAC-6)"),
        int_option("coups", 0, 0, 1000, "end by agreement after this many coups; 0 = when everybody has banked"),
    ),
    spec_file="macao.md",
    deal_format=(
        "Deck order: the first bank's 104-card shoe, index 0 dealt first; the first banker is seat 0 (no draw "
        "for the bank).  order[0..n-2] go to seats 1..n-1 (the punters from the banker's left), order[n-1] to "
        "the banker; then replacements and draws in the order asked, then later coups.  Per-seat hands: one "
        "card per seat; rest = the shoe after the deal.  Later banks use fresh shuffles."
    ),
)


class Phase(IntEnum):
    """Who acts and how."""

    PLAY = 1
    """The seat to act (the punters from the banker's left, the banker last) replaces, draws or stands."""
    OVER = 2
    """Every player has held the bank: the game is over."""


@value
class State:
    """A game of Macao: banks passing to the left, each lasting a shoe, coup after coup."""

    players: int
    banker: int
    phase: Phase
    turn: int
    hands: tuple[Hand, ...]
    """Each seat's cards this coup; they stay hidden until the settlement."""
    drew: tuple[bool, ...]
    """Whether the seat drew this coup (public; a hand without a draw is natural)."""
    stood: tuple[bool, ...]
    shown: bool
    """The coup is settled and every hand is face up."""
    shoe: tuple[Card, ...]
    discard: tuple[Card, ...]
    """Face up: replaced zero cards and the hands of settled coups (MAC-7)."""
    balances: tuple[int, ...]
    """Each player's net money."""
    rng: RngState
    coup: int
    """Coups dealt so far in the game (the one in play included)."""
    bank: int
    """The bank in play, from 1; bank b is held by the first banker's b-1-th neighbour to the left."""
    last: tuple[Hand, ...] = ()
    """The hands of the last settled coup, as they were shown (a record: the cards themselves have moved on)."""
    last_coup: bool = False
    """The shoe ran dry in this coup: the bank ends after it (6.4)."""
    options: Options = Options()
    sheet: ScoreSheet | None = None
    """One row per settled coup: each player's net."""
    cut: tuple[CutCard, ...] = ()
    """The draw for the first bank (lowest card, MAC-1), absent with an explicit deal."""


@value
class View:
    """What one seat sees: its own cards, the discards, who drew and stood; every hand once shown."""

    seat: int | None
    players: int
    banker: int
    phase: Phase
    to_act: int | None
    hand: tuple[Card, ...]
    hands: tuple[Hand, ...]
    """Every hand, once the coup is settled (empty before)."""
    hand_sizes: tuple[int, ...]
    drew: tuple[bool, ...]
    stood: tuple[bool, ...]
    shoe_count: int
    discard: tuple[Card, ...]
    balances: tuple[int, ...]
    last: tuple[Hand, ...]
    """The hands of the last settled coup, face up."""
    coup: int
    bank: int
    banks: int
    sheet: ScoreSheet | None
    cut: tuple[CutCard, ...]
