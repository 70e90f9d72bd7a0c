"""Black Jack's rules: the first state, the shoe, whose turn it is and the legal moves of each phase."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import HAND, ExplicitDeal, order_of
from cardgames.games.core.errors import InvalidDeal, InvalidOptions
from cardgames.games.core.events import CardsMoved, Event, Place, Zone, moved
from cardgames.games.core.rng import RngState, fresh_seed, shuffle_deck
from cardgames.games.core.values import replace
from cardgames.games.mechanics.betting import affordable

from .moves import (
    Bet,
    DealerBet,
    DeclineEvenMoney,
    Double,
    EvenMoney,
    Hit,
    Insure,
    Move,
    NoDealerBet,
    NoInsurance,
    Split,
    Stand,
)
from .state import MAX_SPLITS, SPEC, Box, Insurance, Options, Phase, PlayerHand, State, shoe_cards
from .values import is_natural, is_pair, may_double, total

Log = list[Event]
DEALER = Place(Zone.HAND)
"""The dealer's cards (the house holds no seat)."""
SHOE = Place(Zone.STOCK)
DISCARD = Place(Zone.DISCARD)
TABLE = Place(Zone.TABLE)

# --------------------------------------------------------------------------- the first state


def box_count(options: Options, players: int) -> int:
    """Boxes in play: the option, or one per player (BJ-1)."""
    return options.boxes or players


def owner(box: int, players: int) -> int:
    """Boxes are shared round-robin: box ``b`` (from the dealer's left) belongs to seat ``b mod players``."""
    return box % players


def check_table(options: Options, players: int) -> None:
    """Raise InvalidOptions for stakes that are odd or reversed, or fewer boxes than players."""
    SPEC.check_players(players)
    SPEC.check_options(options)
    if options.min_stake % 2 or options.max_stake % 2:
        raise InvalidOptions("stakes must be even (3:2 and half-stake insurance pay whole chips)", field="min_stake")
    if options.boxes and options.boxes < players:
        raise InvalidOptions(f"{options.boxes} boxes cannot seat {players} players", field="boxes")


def recipients(boxes: int, players: int, size: int) -> tuple[int, ...]:
    """Who receives each index of the first shoe: a card per box, the dealer's card, a second card per box."""
    first = [owner(box, players) for box in range(boxes)]
    return (*first, HAND, *first, *(HAND,) * (size - 2 * boxes - 1))


def new_game(
    options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()
) -> State:
    """A fresh shoe (shuffled from the seed, or the explicit order) and the first round's betting."""
    check_table(options, players)
    if len(deals) > 1:
        raise InvalidDeal("blackjack takes one explicit deal: the first shoe", field="deals")
    rng = RngState(fresh_seed() if seed is None else seed)
    canonical = shoe_cards(options)
    if deals:
        shoe = order_of(deals[0], canonical, recipients(box_count(options, players), players, len(canonical)))
    else:
        shoe, rng = shuffle_deck(canonical, rng)
    state = State(
        players=players, boxes=(), dealer=(), shoe=tuple(shoe), discard=(),
        bankrolls=(options.bankroll,) * players, phase=Phase.BET, box=0, hand=0, round=1, rng=rng,
        options=options,
    )
    return state


# --------------------------------------------------------------------------- the shoe


def reserve(options: Options) -> int:
    """Cards left in the shoe below which it is reshuffled before a round (BJ-2)."""
    return options.decks * 52 * (100 - options.penetration) // 100


def cards_left(state: State) -> int:
    """Cards that could still be dealt: the shoe, and the discards reshuffled when it runs dry."""
    return len(state.shoe) + len(state.discard)


def reshuffle(state: State, log: Log) -> State:
    """The discards go back into the shoe and it is shuffled from the state's stream (seen by nobody)."""
    shoe, rng = shuffle_deck(state.shoe + state.discard, state.rng)
    log.append(CardsMoved(DISCARD, SHOE, len(state.discard), face_up=False))
    return replace(state, shoe=shoe, discard=(), rng=rng)


def draw(state: State, log: Log, target: Place) -> tuple[State, Card]:
    """The next card of the shoe, face up to ``target``; an empty shoe is refilled from the discards."""
    if not state.shoe:
        state = reshuffle(state, log)
    card = state.shoe[0]
    log.append(moved(SHOE, target, (card,)))
    return replace(state, shoe=state.shoe[1:]), card


def hand_place(state: State, box: int, hand: int) -> Place:
    """Where a box's hand lies: in its owner's zone, indexed by box and hand."""
    return Place(Zone.HAND, state.boxes[box].owner, box * (MAX_SPLITS + 1) + hand)


# --------------------------------------------------------------------------- queries


def num_players(state: State) -> int:
    return state.players


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def to_act(state: State) -> int | None:
    """The owner of the box to act; None once the match is over."""
    if state.phase is Phase.OVER:
        return None
    if state.phase in (Phase.BET, Phase.DEALER_BET):
        return owner(state.box, state.players)
    return state.boxes[state.box].owner


def committed(box: Box) -> int:
    """Every chip the box has on the table: its hands' stakes, the dealer bet, the insurance."""
    insured = box.stake // 2 if box.insurance is Insurance.TAKEN else 0
    return sum(hand.stake for hand in box.hands) + box.dealer_bet + insured


def natural(box: Box) -> bool:
    """The box holds a Black Jack: an unsplit two-card 21."""
    return len(box.hands) == 1 and is_natural(box.hands[0].cards)


def current(state: State) -> PlayerHand:
    return state.boxes[state.box].hands[state.hand]


# --------------------------------------------------------------------------- legal moves


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move of the seat to act, in a fixed order; empty only when the match is over."""
    return _GENERATORS[state.phase](state)


def stake_range(state: State) -> range:
    """The even stakes between the table's limits that the box's owner can cover."""
    options = state.options
    top = affordable(state.bankrolls[owner(state.box, state.players)], options.max_stake, credit=False)
    return range(options.min_stake, top + 1, 2)


def dealer_bet_range(state: State) -> range:
    """The "on the dealer" bets open to the box that just bet: up to half its stake, or exactly half (BJ-8)."""
    half = state.bets[-1] // 2
    money = state.bankrolls[owner(state.box, state.players)]
    if state.options.dealer_bet == "none" or money < (half if state.options.dealer_bet == "exactly_half" else 1):
        return range(0)
    if state.options.dealer_bet == "exactly_half":
        return range(half, half + 1)
    return range(1, min(half, money) + 1)


def _bet_moves(state: State) -> tuple[Move, ...]:
    return tuple(Bet(amount) for amount in stake_range(state))


def _dealer_bet_moves(state: State) -> tuple[Move, ...]:
    return (*(DealerBet(amount) for amount in dealer_bet_range(state)), NoDealerBet())


def may_insure(state: State) -> bool:
    box = state.boxes[state.box]
    return state.bankrolls[box.owner] >= box.stake // 2


def _insurance_moves(state: State) -> tuple[Move, ...]:
    if natural(state.boxes[state.box]):
        return (EvenMoney(), DeclineEvenMoney())
    return (Insure(), NoInsurance())


def may_split(state: State) -> bool:
    """A pair, fewer than three splits on the box, the owner can cover another stake (BJ-5, BJ-6).

    Split aces take one card each and stand, so they are never in turn to be split again (BJ-6).
    """
    box = state.boxes[state.box]
    return (
        is_pair(current(state).cards, state.options.pairs == "rank")
        and len(box.hands) <= MAX_SPLITS
        and state.bankrolls[box.owner] >= box.stake
        and cards_left(state) >= 2
    )


def may_double_now(state: State) -> bool:
    hand = current(state)
    box = state.boxes[state.box]
    return may_double(hand.cards) and state.bankrolls[box.owner] >= hand.stake and cards_left(state) >= 1


def _play_moves(state: State) -> tuple[Move, ...]:
    moves: list[Move] = [Stand()]
    if cards_left(state) and total(current(state).cards) < 21:
        moves.insert(0, Hit())
    if may_double_now(state):
        moves.append(Double())
    if may_split(state):
        moves.append(Split())
    return tuple(moves)


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.BET: _bet_moves,
    Phase.DEALER_BET: _dealer_bet_moves,
    Phase.INSURANCE: _insurance_moves,
    Phase.PLAY: _play_moves,
    Phase.OVER: lambda state: (),
}
