"""Black Jack's value types: options, the descriptor, phases, boxes and hands, the state and a seat's view."""

from __future__ import annotations

from enum import IntEnum

from cardgames.games.core.cards import Card
from cardgames.games.core.decks import deck52, packs
from cardgames.games.core.rng import RngState
from cardgames.games.core.spec import Chance, GameSpec, Information, choice_option, int_option
from cardgames.games.core.values import value
from cardgames.games.mechanics.match import ScoreSheet

MAX_BOXES = 7
MAX_SPLITS = 3
MAX_HANDS = MAX_SPLITS + 1
MAX_ROUNDS = 1000
MAX_BANKROLL = 1_000_000
PACK = deck52()


@value
class Options:
    """The table's rules: the shoe (BJ-2), the stakes, the spec's alternatives and the length of a match."""

    decks: int = 6
    """52-card packs in the shoe (BJ-2)."""
    penetration: int = 75
    """Percent of the shoe dealt before it is reshuffled, checked before each round (BJ-2)."""
    boxes: int = 0
    """Boxes in play, shared round-robin by the players (BJ-1); 0 = one box per player."""
    min_stake: int = 2
    """The table's minimum stake (even: a Black Jack pays 3:2 and insurance is half the stake)."""
    max_stake: int = 20
    """The table's maximum stake (even)."""
    bankroll: int = 100
    """Each player's money at the start of the match."""
    rounds: int = 10
    """Rounds in the match (it ends sooner when nobody can afford the minimum stake)."""
    target: int = 0
    """End the match after the round in which a player's bankroll reaches this (0 = no target)."""
    pairs: str = "value"
    """What may be split (BJ-5): ``value`` (two 10-value cards such as TH KS too) or ``rank`` (identical ranks)."""
    dealer_blackjack: str = "all_stakes"
    """A dealer Black Jack against doubles and splits (BJ-7): ``all_stakes`` (every stake on the box is lost)
    or ``original_stake`` (only the original stake is lost, the extra stakes come back)."""
    dealer_bet: str = "at_most_half"
    """The "on the dealer" bet (BJ-8): ``at_most_half`` of the stake, ``exactly_half``, or ``none`` (not offered)."""


SPEC = GameSpec(
    id="blackjack",
    name="Black Jack",
    native_name="Блэк Джек",
    family="banking",
    min_players=1,
    max_players=MAX_BOXES,
    default_players=3,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        int_option("decks", 6, 1, 8, "52-card packs in the shoe (BJ-2)"),
        int_option("penetration", 75, 50, 90, "percent of the shoe dealt before the reshuffle (BJ-2)"),
        int_option("boxes", 0, 0, MAX_BOXES, "boxes in play shared round-robin by the players; 0 = one each (BJ-1)"),
        int_option("min_stake", 2, 2, 20, "the table's minimum stake (even)"),
        int_option("max_stake", 20, 20, 200, "the table's maximum stake (even)"),
        int_option("bankroll", 100, 20, MAX_BANKROLL, "each player's money at the start"),
        int_option("rounds", 10, 1, MAX_ROUNDS, "rounds in the match"),
        int_option("target", 0, 0, MAX_BANKROLL, "end after the round a bankroll reaches this (0 = none)"),
        choice_option("pairs", "value", ("value", "rank"), "split equal values or only equal ranks (BJ-5)"),
        choice_option("dealer_blackjack", "all_stakes", ("all_stakes", "original_stake"),
                      "what a dealer Black Jack takes from doubled and split boxes (BJ-7)"),
        choice_option("dealer_bet", "at_most_half", ("at_most_half", "exactly_half", "none"),
                      "the 'on the dealer' bet: up to half the stake, exactly half, or not offered (BJ-8)"),
    ),
    spec_file="blackjack.md",
    deal_format=(
        "Deck order: the whole shoe (decks x 52 cards), index 0 dealt first.  With n boxes the first round "
        "deals order[0..n-1] to the boxes, order[n] to the dealer, order[n+1..2n] as the boxes' second cards; "
        "every later card (hits, doubles, splits, the dealer's draws, later rounds) comes off the shoe in "
        "order until the reshuffle.  Per-seat hands: each seat's two cards per box it holds; rest = the "
        "dealer's card, then the shoe in order."
    ),
)


class Phase(IntEnum):
    """Who acts and how."""

    BET = 1
    """The box to act puts down its stake."""
    DEALER_BET = 2
    """The box that just bet may add the "on the dealer" bet (7.6)."""
    INSURANCE = 3
    """The dealer shows an ace: each box takes or refuses insurance, or even money with a Black Jack (7.5)."""
    PLAY = 4
    """The hand to act hits, stands, doubles or splits."""
    OVER = 5
    """The match is over."""


class Insurance(IntEnum):
    """What a box answered when the dealer showed an ace."""

    NOT_OFFERED = 1
    TAKEN = 2
    REFUSED = 3
    EVEN_MONEY = 4
    """A Black Jack paid 1:1 at once: the box is finished."""
    EVEN_MONEY_DECLINED = 5


@value
class PlayerHand:
    """One hand of a box: its cards, its stake (doubled included) and how it stands."""

    cards: tuple[Card, ...]
    stake: int
    doubled: bool = False
    from_split: bool = False
    done: bool = False
    """Stood, busted, doubled, on 21, or a split ace: it takes no more cards."""


@value
class Box:
    """A betting spot: its owner, the stakes on it and its hands (one, or up to four after splits)."""

    owner: int
    stake: int
    """The original stake (0: the box sat the round out)."""
    dealer_bet: int = 0
    """The "on the dealer" bet (7.6)."""
    insurance: Insurance = Insurance.NOT_OFFERED
    hands: tuple[PlayerHand, ...] = ()
    net: int = 0
    """What the box won (+) or lost (-) in the round, once it is settled."""


@value
class State:
    """A match of Black Jack: the boxes against the house, round after round, with the players' money."""

    players: int
    boxes: tuple[Box, ...]
    dealer: tuple[Card, ...]
    """The dealer's cards (face up: no hole card, BJ-3)."""
    shoe: tuple[Card, ...]
    """``shoe[0]`` is dealt next; its order is hidden."""
    discard: tuple[Card, ...]
    """Cards of finished rounds, face down until the reshuffle."""
    bankrolls: tuple[int, ...]
    """Each player's money off the table (stakes on the table are counted on the boxes)."""
    phase: Phase
    box: int
    """The box to act."""
    hand: int
    """The hand of that box to act (PLAY)."""
    round: int
    """The round being played, from 1."""
    rng: RngState
    options: Options = Options()
    sheet: ScoreSheet | None = None
    """One row per finished round: each player's net."""
    bets: tuple[int, ...] = ()
    """BET/DEALER_BET: the stakes put down so far for the next deal, one per box that has bet (0: sits out)."""
    dealer_bets: tuple[int, ...] = ()
    """The "on the dealer" bets of the boxes that have bet."""


@value
class View:
    """What one seat (or a spectator) sees: everything on the table; never the shoe's order."""

    seat: int | None
    players: int
    phase: Phase
    to_act: int | None
    boxes: tuple[Box, ...]
    dealer: tuple[Card, ...]
    shoe_count: int
    discard_count: int
    bankrolls: tuple[int, ...]
    box: int
    hand: int
    round: int
    rounds: int
    bets: tuple[int, ...]
    dealer_bets: tuple[int, ...]
    sheet: ScoreSheet | None


def shoe_cards(options: Options) -> tuple[Card, ...]:
    """The whole shoe in canonical order."""
    return packs(PACK, options.decks)
