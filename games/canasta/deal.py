"""A new match and every new hand: the draw for the first dealer, the deal, the upcard (1.3)."""

from __future__ import annotations

from collections.abc import Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import DeckOrder, ExplicitDeal, order_of
from cardgames.games.core.errors import InvalidDeal
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import Drbg, RngState, fresh_seed, shuffle_deck
from cardgames.games.core.spec import GameSpec
from cardgames.games.mechanics.discard_pile import RummyPhase as Phase
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.partners import Permission

from .state import MAX_DEALS, SPEC, VARIANTS, Options, State, Variant
from .table import after, dealer_of, dealt_hands, hand_order, recipients, sides_of, turn_upcard


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = (),
             state_type: type[State] = State, spec: GameSpec = SPEC) -> State:
    """Shuffle (or take the first explicit deal) and deal the first hand.

    With a seed the first dealer is drawn from the seed's stream after the shuffle; with an
    explicit deal the last player of the first hand deals (so ``order[0]`` goes to seat 0).
    """
    variant = VARIANTS[type(options)](options)
    spec.check_players(players)
    spec.check_options(options)
    if len(deals) > MAX_DEALS:
        raise InvalidDeal(f"at most {MAX_DEALS} explicit deals", field="deals")
    rng = RngState(fresh_seed() if seed is None else seed)
    first = len(hand_order(players, 1)) - 1
    queued = tuple(DeckOrder(order_of(deal, variant.deck, recipients(players, number, first, variant)))
                   for number, deal in enumerate(deals, start=1))
    if queued:
        order = queued[0].cards
    else:
        order, rng = shuffle_deck(variant.deck, rng)
        drbg = Drbg(rng)
        first = drbg.randbelow(len(hand_order(players, 1)))
        rng = drbg.state
    return deal_hand(state_type, variant, options, players, first, 1, order, rng, queued[1:], None)


def deal_hand(state_type: type[State], variant: Variant, options: Options, players: int, first_dealer: int,
              deal: int, order: Sequence[Card], rng: RngState, queued: tuple[DeckOrder, ...],
              sheet: ScoreSheet | None) -> State:
    """Hand number ``deal`` dealt from ``order``: hands, the upcard(s), the first player's turn to draw."""
    seats = hand_order(players, deal)
    hands = dealt_hands(order, players, recipients(players, deal, first_dealer, variant))
    dealt = sum(len(hand) for hand in hands)
    pile, stock = turn_upcard(tuple(order[dealt:]), variant)
    dealer = dealer_of(players, first_dealer, deal)
    sides = sides_of(players, variant)
    count = max(sides) + 1
    return state_type(
        players=players, dealer=dealer, first_dealer=first_dealer, order=seats, sides=sides, hands=hands,
        stock=stock, pile=pile, melds=(), red_threes=tuple(Hand() for _ in range(count)),
        penalties=(0,) * count, laid=(False,) * players, opened=(False,) * count, phase=Phase.DRAW,
        turn=after(seats, dealer), turn_points=0, turn_melded=False, took_pile=False, taken=None,
        permission=Permission.NONE, rng=rng, options=options, deal=deal, sheet=sheet, queued=queued,
    )
