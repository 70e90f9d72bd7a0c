"""Macao's rules: card values, the first state, the seating order, whose turn it is and the legal moves."""

from __future__ import annotations

from collections.abc import Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import HAND, ExplicitDeal, order_of
from cardgames.games.core.errors import InvalidDeal
from cardgames.games.core.events import Event
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import RngState, fresh_seed, shuffle_deck
from cardgames.games.mechanics.first_dealer import CutCard, cut_for_dealer

from .moves import Draw, Move, ReplaceZero, Stand
from .state import PACK, SHOE, SPEC, Options, Phase, State

Log = list[Event]

# --------------------------------------------------------------------------- values (6.1, 6.3)


def card_value(card: Card) -> int:
    """An ace 1, 2-9 their face value; tens and figures do not count [11][12]."""
    if card.rank == 14:
        return 1
    return int(card.rank) if card.rank <= 9 else 0


def is_zero(card: Card) -> bool:
    return card_value(card) == 0


def hand_value(cards: Sequence[Card]) -> int:
    """The counting cards' sum mod 10 [13][14]: 3+8 is 1, 5+9 is 4; only zero cards is 0."""
    return sum(card_value(card) for card in cards) % 10


# --------------------------------------------------------------------------- seating


def order(state: State) -> tuple[int, ...]:
    """The punters clockwise from the banker's left, then the banker (MAC-3)."""
    return tuple((state.banker + step) % state.players for step in range(1, state.players + 1))


def recipients(players: int) -> tuple[int, ...]:
    """The first deal with seat 0 banking: seats 1..n-1, then the banker; the rest is the shoe."""
    return (*range(1, players), 0, *(HAND,) * (len(SHOE) - players))


def banker_of(state: State, bank: int) -> int:
    """Bank ``bank`` (from 1) passes round to the left from the first banker [25]."""
    return (first_banker(state) + bank - 1) % state.players


def first_banker(state: State) -> int:
    return (state.banker - state.bank + 1) % state.players


# --------------------------------------------------------------------------- the first state


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """The draw for the first bank (the lowest card, ties again: MAC-1) and a shuffled shoe; with an explicit
    deal seat 0 banks first and the first shoe is the given order.  The first coup is dealt at once."""
    from .coup import deal  # the coup module builds on these rules

    SPEC.check_players(players)
    SPEC.check_options(options)
    if len(deals) > 1:
        raise InvalidDeal("macao takes one explicit deal: the first bank's shoe", field="deals")
    rng = RngState(fresh_seed() if seed is None else seed)
    cut: tuple[CutCard, ...] = ()
    if deals:
        banker = 0
        shoe = order_of(deals[0], SHOE, recipients(players))
    else:
        banker, cut, rng = cut_for_dealer(PACK, players, rng)
        shoe, rng = shuffle_deck(SHOE, rng)
    state = State(
        players=players, banker=banker, phase=Phase.PLAY, turn=banker, hands=(Hand(),) * players,
        drew=(False,) * players, stood=(False,) * players, shown=False, shoe=tuple(shoe), discard=(),
        balances=(0,) * players, rng=rng, coup=0, bank=1, options=options, cut=cut,
    )
    return deal(state, [])


# --------------------------------------------------------------------------- queries


def num_players(state: State) -> int:
    return state.players


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def to_act(state: State) -> int | None:
    return None if state.phase is Phase.OVER else state.turn


def cards_available(state: State) -> bool:
    """A card can still be given: from the shoe, or from the discards reshuffled when it runs dry (6.4)."""
    return bool(state.shoe or state.discard)


def legal_moves(state: State) -> tuple[Move, ...]:
    """Replace a zero card (each distinct one), the one draw, stand; empty only when the game is over."""
    if state.phase is Phase.OVER:
        return ()
    moves: list[Move] = []
    if cards_available(state):
        zeros = sorted({card for card in state.hands[state.turn].cards if is_zero(card)}, key=lambda c: c.code)
        moves.extend(ReplaceZero(card) for card in zeros)
        if not state.drew[state.turn]:
            moves.append(Draw())
    moves.append(Stand())
    return tuple(moves)
