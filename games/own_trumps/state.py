"""Own trumps' value types: options, the descriptor, phases, own trump suits, the state and a seat's view."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.cards import Card, Suit
from cardgames.games.core.deals import DeckOrder
from cardgames.games.core.decks import deck36
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, choice_option, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.bouts import TablePair
from cardgames.games.mechanics.first_dealer import CutCard
from cardgames.games.mechanics.match import ScoreSheet

PLAYERS = 4
HAND_SIZE = 9
ATTACK_SIZES = (1, 3, 5)
MAX_GAMES = 100
MAX_DEALS = 10_000
"""Kons dealt in one match, replays included: the match stops there (a replay is rare; keeps int32 fields)."""
MAX_QUEUED = MAX_GAMES
"""Explicit deals a match may queue (replayed kons use queued deals too)."""
PROTECTIONS = ("defender", "attacker")
DECK = deck36()
DECK_SET = frozenset(DECK)


class TrumpSuit(IntEnum):
    """A suit a player chooses as his own trump."""

    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3
    SPADES = 4

    @property
    def suit(self) -> Suit:
        return Suit(self - 1)

    @classmethod
    def of(cls, suit: Suit) -> TrumpSuit:
        return cls(int(suit) + 1)


@value
class Options:
    """Own trumps' options: how long a match is (OT-6) and the reading of OT-3."""

    games: int = 10
    """Kons with a loser in the match (OT-6, default 10); a replayed kon does not count."""
    protection: str = "defender"
    """Whose own trump suit only a higher card of that suit beats (OT-3): ``defender`` (the spec's
    reading: the defender's own suit; the attacker's gives no protection) or ``attacker`` (the
    variant: an attack card of the attacker's own suit cannot be trumped)."""


SPEC = GameSpec(
    id="own_trumps",
    name="Own Trumps",
    native_name="Свои козыри",
    family="shedding",
    min_players=PLAYERS,
    max_players=PLAYERS,
    default_players=PLAYERS,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        int_option("games", 10, 1, MAX_GAMES, "kons with a loser in the match (OT-6); replays do not count"),
        choice_option("protection", "defender", PROTECTIONS,
                      "OT-3: 'defender' = a card of the defender's own trump suit is beaten only by a higher "
                      "one of that suit (the attacker's suit gives no protection); 'attacker' = a card of the "
                      "attacker's own trump suit cannot be trumped"),
    ),
    spec_file="own_trumps.md",
    deal_format=(
        "Deck order: the 36 cards, dealt one at a time clockwise from the dealer's left until each of the "
        "four players holds nine; the first explicit deal is dealt by seat 3, so order[i] goes to seat i mod 4. "
        "Per-seat hands: nine cards each, rest empty. Later kons are dealt by the previous kon's loser (after a "
        "replayed kon by the same dealer), the same pattern from his left; explicit deals beyond the first are "
        "used by the later kons in order, replays included."
    ),
)


class Phase(IntEnum):
    """Who acts and how."""

    CHOOSE = 1
    """Each player from the dealer's left chooses his own trump suit; the dealer gets the last one."""
    ATTACK = 2
    """The attacker opens: one card, or the first pair of a three- or five-card attack."""
    BUILD = 3
    """The attacker completes a pair attack: a second pair or the giveaway card."""
    DEFEND = 4
    """The defender beats attack cards one by one, or takes the ones not beaten."""
    OVER = 5
    """The match is over."""


@value
class OwnTrump:
    """A player's own trump suit, chosen in public."""

    seat: int
    suit: TrumpSuit


@value
class State:
    """A match of own trumps in progress: the kon being played and the sheet of finished kons."""

    players: int
    dealer: int
    hands: tuple[Hand, ...]
    known: tuple[Hand, ...]
    """Cards of each hand that everybody saw enter it (attack cards the seat took)."""
    trumps: tuple[OwnTrump, ...]
    """The own trump suits chosen so far, in choosing order (from the dealer's left)."""
    phase: Phase
    attacker: int
    defender: int
    places: tuple[int, ...]
    """0 while the seat holds cards in play, else the place it finished in this kon (1 = first out)."""
    rng: RngState
    table: tuple[TablePair, ...] = ()
    """The attack being made or defended: each attack card with the card that beat it."""
    discard: tuple[Card, ...] = ()
    """Beaten pairs of this kon, out of the game (each attack card followed by the card that beat it)."""
    options: Options = Options()
    game: int = 1
    """The kon of the match being played, from 1, replayed kons included."""
    sheet: ScoreSheet | None = None
    """Finished kons, a row each: 1 for the loser, zeros for a replayed kon (None: none yet)."""
    queued: tuple[DeckOrder, ...] = ()
    """Explicit deck orders for the next kons, first next."""
    cut: tuple[CutCard, ...] = ()
    """The cards turned to choose the first dealer (empty when the first kon was an explicit deal)."""


@value
class View:
    """What one seat (or a spectator, seat absent) sees; ``hands`` is filled only once the match is over."""

    seat: int | None
    players: int
    dealer: int
    phase: Phase
    to_act: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    known: tuple[Hand, ...]
    hands: tuple[Hand, ...]
    trumps: tuple[OwnTrump, ...]
    table: tuple[TablePair, ...]
    discard: tuple[Card, ...]
    attacker: int
    defender: int
    places: tuple[int, ...]
    game: int
    """The kon being played, replays included."""
    games: int
    """Kons with a loser the match needs."""
    decided: int
    """Kons with a loser so far."""
    sheet: ScoreSheet | None
    cut: tuple[CutCard, ...]
