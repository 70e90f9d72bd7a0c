"""Whist test helpers: explicit deals from four hands with a chosen trump card, and random play."""

from __future__ import annotations

from cardgames.games import whist
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.rng import Drbg


def order(hands: list[str], trump: str | None = None) -> tuple[Card, ...]:
    """The deck order giving N, E, S, W these hands when N deals (``trump``, in N's hand, dealt last)."""
    cards = [list(parse_cards(hand.split())) for hand in hands]
    if trump is not None:
        north = cards[0]
        north.remove(Card.parse(trump))
        north.append(Card.parse(trump))
    return tuple(cards[(1 + index) % 4][index // 4] for index in range(52))


def new_match(hands: list[str], trump: str | None = None, players: int = 4, **options: object) -> whist.State:
    """A match whose first deal (dealt by N) is ``hands``."""
    built = whist.SPEC.build_options(options)
    return whist.new_game(built, players, seed=1, deals=[ExplicitDeal(order=order(hands, trump))])


def play_ids(state: whist.State, *ids: str) -> whist.State:
    for move_id in ids:
        state = whist.apply(state, whist.parse_move(move_id))
    return state


def random_deal(state: whist.State, seed: int = 3) -> whist.State:
    """Random legal moves until the deal in progress is over."""
    chooser, number = Drbg(seed), state.deal_number
    while state.deal_number == number and not whist.is_terminal(state):
        moves = whist.legal_moves(state)
        state = whist.apply(state, moves[chooser.randbelow(len(moves))])
    return state


SUITS = {letter: [f"{rank}{letter}" for rank in "AKQJT98765432"] for letter in "SHDC"}
ALL_SPADES = " ".join(SUITS["S"])
