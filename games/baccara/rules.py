"""Baccara's rules: points, the first state, the seating order, whose turn it is and the legal moves."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import HAND, ExplicitDeal, order_of
from cardgames.games.core.errors import InvalidDeal
from cardgames.games.core.events import Event
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import RngState, fresh_seed, shuffle_deck
from cardgames.games.mechanics.first_dealer import CutCard, cut_for_dealer

from .moves import Draw, KeepBank, Move, PassBank, Stake, Stand
from .state import PACK, SHOE, SPEC, Choice, Options, Phase, State

Log = list[Event]

# --------------------------------------------------------------------------- points (7.3)


def card_points(card: Card) -> int:
    """An ace 1, 2-9 their face value, tens and figures 10 (BAC-6, BAC-7)."""
    return 1 if card.rank == 14 else min(int(card.rank), 10)


def point(cards: Sequence[Card]) -> int:
    """The total mod 10: 9, 19 and 29 are all 9; 10, 20, 30 are "baccara", 0 (BAC-5, BAC-10)."""
    return sum(card_points(card) for card in cards) % 10


def is_natural(cards: Sequence[Card]) -> bool:
    """A two-card 8 or 9 (8, 18, 9, 19)."""
    return len(cards) == 2 and point(cards) >= 8


def may_draw(cards: Sequence[Card], rule: str) -> bool:
    """Whether two cards allow a draw: any non-natural (rule 16), point 4 or less, or exactly 4 (rule 23)."""
    if len(cards) != 2 or is_natural(cards):
        return False
    return {"non_natural": True, "max4": point(cards) <= 4, "exactly4": point(cards) == 4}[rule]


# --------------------------------------------------------------------------- seating


def punters(state: State) -> tuple[int, ...]:
    """P1..Pk: the punters clockwise from the banker's left."""
    return tuple((state.banker + step) % state.players for step in range(1, state.players))


def draw_order(state: State) -> tuple[int, ...]:
    """R1, L1, R2, L2, ...: the nearest punter on the right, the nearest on the left, and inwards (rule 17)."""
    seats = punters(state)
    order = []
    for index in range((len(seats) + 1) // 2):
        order.append(seats[-1 - index])
        if index != len(seats) - 1 - index:
            order.append(seats[index])
    return tuple(order)


def recipients(players: int, banker: int) -> tuple[int, ...]:
    """Who gets each card of the deal: P1..Pk, the banker twice, Pk..P1 (rule 5, BAC-8); the rest is the shoe."""
    seats = [(banker + step) % players for step in range(1, players)]
    dealt = (*seats, banker, banker, *reversed(seats))
    return (*dealt, *(HAND,) * (len(SHOE) - len(dealt)))


# --------------------------------------------------------------------------- the first state


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """The draw for the first bank (the lowest card, as in the book's Macao) and a shuffled shoe; with an
    explicit deal seat 0 holds the first bank and the shoe is the given order."""
    SPEC.check_players(players)
    SPEC.check_options(options)
    if len(deals) > 1:
        raise InvalidDeal("baccara takes one explicit deal: the first shoe", field="deals")
    rng = RngState(fresh_seed() if seed is None else seed)
    cut: tuple[CutCard, ...] = ()
    if deals:
        banker = 0
        shoe = order_of(deals[0], SHOE, recipients(players, 0))
    else:
        banker, cut, rng = cut_for_dealer(PACK, players, rng)
        shoe, rng = shuffle_deck(SHOE, rng)
    return State(
        players=players, banker=banker, phase=Phase.STAKE, turn=(banker + 1) % players, coup=1,
        hands=(Hand(),) * players, stakes=(0,) * players, choices=(Choice.WAITING,) * players,
        shown=(False,) * players, shoe=tuple(shoe), discard=(), balances=(0,) * players, rng=rng,
        options=options, cut=cut,
    )


# --------------------------------------------------------------------------- queries


def num_players(state: State) -> int:
    return state.players


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def to_act(state: State) -> int | None:
    return None if state.phase is Phase.OVER else state.turn


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move of the seat to act; empty only when the match is over."""
    return _GENERATORS[state.phase](state)


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.STAKE: lambda state: tuple(Stake(amount) for amount in range(1, state.options.max_stake + 1)),
    Phase.DRAW: lambda state: (Draw(), Stand()),
    Phase.BANK: lambda state: (KeepBank(), PassBank()),
    Phase.OVER: lambda state: (),
}
