"""Akulina's rules: dealing, whose turn it is, what may attack and cover, and the legal moves by phase."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import HAND, DeckOrder, ExplicitDeal, order_of
from cardgames.games.core.errors import InvalidDeal
from cardgames.games.core.events import CardsMoved, CardTurned, DealStarted, Event, Place, Zone, moved
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import RngState, fresh_seed, shuffle_deck
from cardgames.games.mechanics.beating import beats
from cardgames.games.mechanics.first_dealer import CutCard, cut_for_dealer
from cardgames.games.mechanics.match import ScoreSheet

from .moves import Attack, Cover, Move, Take, move_key
from .state import AKULINA, DEAL_BATCH, DECK, HAND_SIZE, MAX_ATTACK, SPEC, Options, Phase, State

Log = list[Event]

# --------------------------------------------------------------------------- the deal


def recipients(players: int, dealer: int) -> tuple[int, ...]:
    """Who receives each deck index: two cards at a time clockwise from the dealer's left until everyone
    holds six (3.3); the rest (the trump card, then the stock) no hand receives."""
    dealt = HAND_SIZE * players
    first = dealer + 1
    return tuple((first + (index % (DEAL_BATCH * players)) // DEAL_BATCH) % players if index < dealt else HAND
                 for index in range(len(DECK)))


def new_game(
    options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()
) -> State:
    """The first game: the draw for the first dealer (3.3, AKU-12) and the shuffle, or the first explicit
    deal (dealt by seat ``players - 1``)."""
    SPEC.check_players(players)
    SPEC.check_options(options)
    if len(deals) > options.games:
        raise InvalidDeal(f"{len(deals)} explicit deals for a match of {options.games} games", field="deals")
    rng = RngState(fresh_seed() if seed is None else seed)
    queued = tuple(DeckOrder(order_of(deal, DECK, recipients(players, players - 1))) for deal in deals)
    cut: tuple[CutCard, ...] = ()
    if queued:
        order, dealer = queued[0].cards, players - 1
    else:
        dealer, cut, rng = cut_for_dealer(DECK, players, rng)
        order, rng = shuffle_deck(DECK, rng)
    return deal_game(players, dealer, order, rng, options, 1, queued[1:], None, cut)


def deal_game(
    players: int,
    dealer: int,
    order: Sequence[Card],
    rng: RngState,
    options: Options,
    game: int,
    queued: tuple[DeckOrder, ...],
    sheet: ScoreSheet | None,
    cut: tuple[CutCard, ...],
) -> State:
    """A fresh game dealt from ``order``: six cards each, the trump card face up under the stock (AKU-9);
    the player left of the dealer attacks first (3.4)."""
    hands: list[list[Card]] = [[] for _ in range(players)]
    for card, seat in zip(order, recipients(players, dealer), strict=True):
        if seat >= 0:
            hands[seat].append(card)
    trump = order[HAND_SIZE * players]
    attacker = (dealer + 1) % players
    return State(
        players=players, dealer=dealer, trump=trump, hands=tuple(Hand(sorted_cards(hand)) for hand in hands),
        known=tuple(Hand() for _ in range(players)), stock=(*order[HAND_SIZE * players + 1 :], trump),
        phase=Phase.ATTACK, attacker=attacker, defender=(attacker + 1) % players, places=(0,) * players,
        rng=rng, options=options, game=game, sheet=sheet, queued=queued, cut=cut,
    )


def deal_events(state: State) -> tuple[Event, ...]:
    """What everybody sees of a deal: who deals, each hand arriving (seen by its owner), the trump card."""
    events: list[Event] = [DealStarted(state.game, state.dealer)]
    for offset in range(1, state.players + 1):
        seat = (state.dealer + offset) % state.players
        events.append(moved(Place(Zone.DECK), Place(Zone.HAND, seat), state.hands[seat].cards, (seat,), False))
    events.append(CardsMoved(Place(Zone.DECK), Place(Zone.STOCK), len(state.stock), face_up=False))
    events.append(CardTurned(Place(Zone.STOCK), state.trump))
    return tuple(events)


# --------------------------------------------------------------------------- queries


def num_players(state: State) -> int:
    return state.players


def to_act(state: State) -> int | None:
    return _TO_ACT[state.phase](state)


_TO_ACT: dict[Phase, Callable[[State], int | None]] = {
    Phase.ATTACK: lambda state: state.attacker,
    Phase.DEFEND: lambda state: state.defender,
    Phase.OVER: lambda state: None,
}


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def attack_limit(state: State) -> int:
    """The most cards of an attack: six (3.4), or the defender's hand under the AKU-7 variant."""
    if state.options.attack_limited_to_defender_hand:
        return min(MAX_ATTACK, len(state.hands[state.defender].cards))
    return MAX_ATTACK


def can_attack(hand: Sequence[Card]) -> bool:
    """Whether a hand has a legal attack: any card but the queen of spades alone (AKU-5)."""
    return any(card != AKULINA for card in hand)


def can_cover(card: Card, attack: Card, trump: Card) -> bool:
    """3.4, 3.5: a higher card of the suit or a trump on a non-trump; the queen of spades neither covers
    (AKU-3) nor is covered."""
    return card != AKULINA and attack != AKULINA and beats(card, attack, trump.suit)


# --------------------------------------------------------------------------- legal moves


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move of the seat to act, sorted by :func:`move_key`; empty only when the match is over."""
    return _GENERATORS[state.phase](state)


def _attack_moves(state: State) -> tuple[Move, ...]:
    hand = state.hands[state.attacker].cards
    limit = attack_limit(state)
    moves: list[Move] = []
    for suit_cards in _by_suit(hand):
        for size in range(1, min(limit, len(suit_cards)) + 1):
            moves.extend(Attack(combo) for combo in itertools.combinations(suit_cards, size)
                         if combo != (AKULINA,))
    return tuple(sorted(moves, key=move_key))


def _by_suit(hand: tuple[Card, ...]) -> list[tuple[Card, ...]]:
    """The hand's cards grouped by suit (a hand is sorted by suit already)."""
    groups: list[tuple[Card, ...]] = []
    for _, cards in itertools.groupby(hand, key=lambda card: card.suit):
        groups.append(tuple(cards))
    return groups


def _defend_moves(state: State) -> tuple[Move, ...]:
    hand = state.hands[state.defender].cards
    moves: list[Move] = [Cover(pair.attack, card) for pair in state.table if pair.cover is None
                         for card in hand if can_cover(card, pair.attack, state.trump)]
    moves.sort(key=move_key)
    moves.append(Take())
    return tuple(moves)


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.ATTACK: _attack_moves,
    Phase.DEFEND: _defend_moves,
    Phase.OVER: lambda state: (),
}
