"""King test helpers: an explicit first deal (seat 0 deals) and random play."""

from __future__ import annotations

from cardgames.games import king
from cardgames.games.core.cards import parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import Drbg


def new_match(hands: list[str], rest: str = "", players: int = 3, **options: object) -> king.State:
    """A match whose first deal (dealt by seat 0) gives seat ``i`` the cards ``hands[i]`` ('' for the seat
    sitting out) and puts ``rest`` aside."""
    built = king.SPEC.build_options(options)
    deal = ExplicitDeal(hands=tuple(Hand(parse_cards(text.split())) for text in hands),
                        rest=parse_cards(rest.split()))
    return king.new_game(built, players, seed=1, deals=[deal])


def play_ids(state: king.State, *ids: str) -> king.State:
    for move_id in ids:
        state = king.apply(state, king.parse_move(move_id))
    return state


def random_deal(state: king.State, seed: int = 3) -> king.State:
    chooser, number = Drbg(seed), state.deal_number
    while state.deal_number == number and not king.is_terminal(state):
        moves = king.legal_moves(state)
        state = king.apply(state, moves[chooser.randbelow(len(moves))])
    return state


def skip_to(state: king.State, number: int) -> king.State:
    """Random deals until deal ``number`` starts."""
    while state.deal_number < number:
        state = random_deal(state, state.deal_number)
    return state
