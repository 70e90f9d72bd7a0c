"""Poker's value types: options, the descriptor, phases, the state of a match and a seat's view."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import DeckOrder
from cardgames.games.core.decks import deck32, deck52
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, bool_option, choice_option, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.betting import Betting, Pot
from cardgames.games.mechanics.first_dealer import CutCard
from cardgames.games.mechanics.match import ScoreSheet

HAND_SIZE = 5
DECK = deck52()
DECK_SET = frozenset(DECK)
ANTE = 1
STRADDLE = 2
OPENING = 4
"""The first voluntary entry: twice the straddle (6.4.2)."""
MAX_DEALS = 50
MAX_STAKE = 100_000
VARIANTS = ("blinds", "jackpot", "acepot", "freakpot", "quintet")
JACKPOT_VARIANTS = ("jackpot", "acepot", "freakpot")
QUINTET_DECK = deck32()
"""Quintet: each player's own pack, A K Q J T 9 8 7 (6.5)."""
QUINTET_ASIDE = 7
"""Quintet: the cards each player turns up from his pack and puts aside face up."""
QUINTET_HANDS = 5
"""Quintet: the hands each player arranges (positions 1-5), five cards each."""


@value
class Options:
    """Poker's options: the book's structure by default, its variants and the spec's flags."""

    variant: str = "blinds"
    """blinds (ante and straddle, 6.4), jackpot (jacks to open), acepot (aces to open), freakpot (jackpot
    with the four 2s wild), quintet (two players, five arranged hands each) (6.5)."""
    ace_low_straight: bool = False
    """A-5-4-3-2 counts as the lowest straight (standard rule); the book does not (PO-1)."""
    five_of_a_kind_top: bool = False
    """Freakpot: five of a kind above the royal flush (modern order); the book puts it below (PO-10)."""
    no_limit_growth: bool = False
    """A raise may add any 1 to 16 chips to the level instead of going to the next rung of the
    ladder 4, 8, 16, 24, ... (6.4.2)."""
    max_raises: int = 0
    """At most this many raises in a betting round (0: no cap, the book's "до бесконечности")."""
    stake: int = 0
    """0: unlimited credit, balances may go negative (PO-8); else table stakes: every seat starts with this
    many chips, can bet only what it holds (all in, side pots) and leaves the match when broke."""
    deals: int = 0
    """Deals in the match (0: one deal by every seat); a carried jackpot is always played out."""
    jackpot_ante: int = 2
    """Jackpot variants: what every seat antes before the deal (6.5)."""
    quintet_by_rounds: bool = False
    """Quintet: both choose the hand for each position in turn, revealed round by round, instead of committing
    the whole order before the reveal (PO-12 variant)."""


SPEC = GameSpec(
    id="poker",
    name="Poker (five-card draw)",
    native_name="Покер",
    family="betting",
    min_players=2,
    max_players=7,
    default_players=5,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        choice_option("variant", "blinds", VARIANTS,
                      "blinds: ante 1 and straddle 2, first word left of the straddle; jackpot: everyone antes, "
                      "a pair of jacks or better opens; acepot: aces or better; freakpot: jackpot with 2s wild; "
                      "quintet: 2 players arrange 25 cards each into five hands scored 3-7"),
        bool_option("ace_low_straight", False, "A-5-4-3-2 is the lowest straight (the book: it is not)"),
        bool_option("five_of_a_kind_top", False, "freakpot: five of a kind beats a royal flush"),
        bool_option("no_limit_growth", False, "a raise may add any 1 to 16 chips instead of climbing the ladder"),
        int_option("max_raises", 0, 0, 20, "most raises in a betting round (0: no cap)"),
        int_option("stake", 0, 0, MAX_STAKE, "0: unlimited credit; else table stakes of this many chips each"),
        int_option("deals", 0, 0, MAX_DEALS, "deals in the match (0: each seat deals once)"),
        int_option("jackpot_ante", 2, 1, 10, "jackpot variants: each seat's ante before the deal"),
        bool_option("quintet_by_rounds", False, "quintet: choose and reveal one position at a time (PO-12 variant)"),
    ),
    spec_file="poker.md",
    deal_format=(
        "Deck order: the 52 cards; order[0..5n-1] go one at a time to the seats still in the match, "
        "starting left of the dealer (the first explicit deal is dealt by seat players - 1, so seat 0 gets "
        "order[0]); the rest is the stock, drawn from order[5n] on.  Per-seat hands: five cards each; "
        "rest = the stock in drawing order.  Later deals pass to the left.  Quintet takes no explicit deals: "
        "each player's 32-card pack is shuffled from the seed."
    ),
)


class Phase(IntEnum):
    """Who acts and how."""

    BET_FIRST = 1
    """The first betting round (open, call, raise, fold; jackpot: open or decline)."""
    DRAW = 2
    """Each seat still in discards and draws, from the dealer's left."""
    BET_SECOND = 3
    """The second betting round (check, raise; call, raise, fold after a raise)."""
    OVER = 4
    """The match is over."""
    ARRANGE = 5
    """Quintet: each player in turn places his 25 cards into five hands and commits (6.5, PO-12)."""


@value
class Arrangement:
    """Quintet: one player's cards: the seven put aside face up, those not yet placed, and the five hands
    by position (index 0 is position 1), and whether he has committed them."""

    aside: tuple[Card, ...]
    unplaced: tuple[Card, ...]
    positions: tuple[Hand, ...]
    committed: bool = False


@value
class Showdown:
    """A finished deal as everybody saw it: the hands shown (empty for seats that did not show), what each
    seat won from the pots, and the pots."""

    deal: int
    shown: tuple[Hand, ...]
    won: tuple[int, ...]
    pots: tuple[Pot, ...]
    summary: str


@value
class State:
    """A match of draw poker: the deal in play, the chips in it and the sheet of finished deals."""

    players: int
    dealer: int
    phase: Phase
    actor: int
    """The seat to act (any seat once the match is over)."""
    hands: tuple[Hand, ...]
    stock: tuple[Card, ...]
    """``stock[0]`` is drawn next."""
    discards: tuple[Hand, ...]
    """Each seat's discards this deal, face down (a reshuffle of a short stock takes them back)."""
    mucked: tuple[Hand, ...]
    """Folded hands and hands thrown in, face down and never shown."""
    betting: Betting
    rng: RngState
    options: Options = Options()
    opener: int | None = None
    """The seat that entered first voluntarily in the first round (it speaks first in the second, PO-5)."""
    drawn: tuple[int, ...] = ()
    """Cards each seat drew (public); -1 before its turn to draw."""
    deal: int = 1
    """The deal of the match being played, from 1 (a passed-out jackpot counts as a deal)."""
    carried: int = 0
    """Jackpot: how many passed-out deals this pot has been carried through."""
    sheet: ScoreSheet | None = None
    """Each finished deal's net result per seat (a passed-out jackpot writes zeros)."""
    last: Showdown | None = None
    """The last finished deal."""
    cut: tuple[CutCard, ...] = ()
    """The draw for the first dealer (highest card deals), kept during the first deal only."""
    previous_discards: tuple[Hand, ...] = ()
    """Each seat's discards in the last finished deal (its owner still knows them)."""
    queued: tuple[DeckOrder, ...] = ()
    """Explicit deck orders for the next deals, first next."""
    arrangements: tuple[Arrangement, ...] = ()
    """Quintet: each player's cards and hands (empty in the other variants)."""
    revealed: int = 0
    """Quintet: how many positions have been revealed this deal."""


@value
class View:
    """What one seat (or a spectator) sees: its own hand and discards, every bet, the draw counts, folds."""

    seat: int | None
    players: int
    dealer: int
    phase: Phase
    to_act: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    discarded: tuple[Card, ...]
    """The seat's own discards this deal."""
    previous_discarded: tuple[Card, ...]
    """The seat's own discards in the last finished deal."""
    stock_count: int
    committed: tuple[int, ...]
    """Chips each seat has put into this deal's pot."""
    level: int
    folded: tuple[bool, ...]
    all_in: tuple[bool, ...]
    pots: tuple[Pot, ...]
    opener: int | None
    drawn: tuple[int, ...]
    balances: tuple[int, ...]
    """Each seat's chips (table stakes) or running net (credit), not counting this deal's bets."""
    deal: int
    deals: int
    carried: int
    sheet: ScoreSheet | None
    last: Showdown | None
    """The last finished deal: the hands shown at its showdown (a folded hand, or a winner nobody called,
    is never shown) and what each seat won (quintet: ``shown`` lists position 1 of seat 0, of seat 1, then
    position 2, ...; ``won`` the points)."""
    aside: tuple[Hand, ...] = ()
    """Quintet: the seven cards each player put aside face up (his other 25 follow from them)."""
    arrangement: Arrangement | None = None
    """Quintet: the seat's own cards and hands."""
    placed: tuple[int, ...] = ()
    """Quintet: how many cards each player has placed (where is his secret)."""
    committed_hands: tuple[bool, ...] = ()
    """Quintet: which players have committed."""
    revealed_hands: tuple[Hand, ...] = ()
    """Quintet: the positions revealed so far this deal, seat 0's hand then seat 1's for each."""
