"""Durak's rules: dealing, whose turn it is, the legal moves of each phase and what a move does."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Sequence

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.deals import DeckOrder, ExplicitDeal, order_of, round_robin
from cardgames.games.core.errors import InvalidDeal
from cardgames.games.core.events import (
    CardsMoved,
    CardTurned,
    DealStarted,
    Event,
    Place,
    Zone,
    moved,
)
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, RngState, fresh_seed, shuffle_deck
from cardgames.games.core.seats import next_active
from cardgames.games.core.values import replace
from cardgames.games.mechanics.beating import beats
from cardgames.games.mechanics.match import ScoreSheet

from .moves import Attack, Cover, Done, Move, Pass, Take, ThrowIn, move_key
from .state import DECK, FIRST_BOUT_MAX_ATTACK, HAND_SIZE, MAX_ATTACK, SPEC, Options, Pair, Phase, State

Log = list[Event]

# --------------------------------------------------------------------------- new game


def recipients(players: int, dealer: int) -> tuple[int, ...]:
    """Who receives each deck index: six each one at a time from left of the dealer; the rest is the stock.

    The first card of the rest is the face-up trump card; it lies at the bottom of the stock.
    """
    return round_robin(players, (dealer + 1) % players, HAND_SIZE, len(DECK))


def new_game(
    options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()
) -> State:
    """Shuffle (or take the first explicit deal), deal, turn the trump card and find the first attacker.

    With a seed the first dealer is drawn from the seed's stream after the shuffle; with an
    explicit deal the dealer is seat ``players - 1`` (so ``order[0]`` goes to seat 0).
    """
    SPEC.check_players(players)
    SPEC.check_options(options)
    if len(deals) > options.games:
        raise InvalidDeal(f"{len(deals)} explicit deals for a match of {options.games} games", field="deals")
    rng = RngState(fresh_seed() if seed is None else seed)
    queued = tuple(DeckOrder(order_of(deal, DECK, recipients(players, players - 1))) for deal in deals)
    if queued:
        order, dealer = queued[0].cards, players - 1
    else:
        order, rng = shuffle_deck(DECK, rng)
        drbg = Drbg(rng)
        dealer = drbg.randbelow(players)
        rng = drbg.state
    return deal_game(players, dealer, order, rng, options, game=1, queued=queued[1:], led_against=None)


def deal_game(
    players: int,
    dealer: int,
    order: Sequence[Card],
    rng: RngState,
    options: Options,
    game: int,
    queued: tuple[DeckOrder, ...],
    led_against: int | None,
    sheet: ScoreSheet | None = None,
) -> State:
    """A fresh game: deal from ``order``; ``led_against`` (the previous durak) defends the first bout."""
    hands: list[list[Card]] = [[] for _ in range(players)]
    for card, seat in zip(order, recipients(players, dealer), strict=True):
        if seat >= 0:
            hands[seat].append(card)
    trump = order[HAND_SIZE * players]
    if led_against is None:
        attacker = first_attacker(hands, trump.suit, dealer, players)
    else:
        attacker = (led_against - 1) % players  # "під дурня": the player on the durak's right ([11])
    state = State(
        players=players, dealer=dealer, trump=trump,
        hands=tuple(Hand(sorted_cards(hand)) for hand in hands),
        known=tuple(Hand() for _ in range(players)),
        stock=(*order[HAND_SIZE * players + 1 :], trump),
        table=(), discard=(), phase=Phase.ATTACK, attacker=attacker,
        defender=(attacker + 1) % players, thrower=attacker, limit=0, bout=1,
        places=(0,) * players, rng=rng, options=options, game=game,
        sheet=sheet, queued=queued,
    )
    return replace(state, limit=bout_limit(state))


def first_attacker(hands: Sequence[Sequence[Card]], trump: Suit | None, dealer: int, players: int) -> int:
    """The holder of the lowest trump ([8]); left of the dealer when nobody holds one (DUR-2)."""
    best: tuple[Rank, int] | None = None
    for seat, hand in enumerate(hands):
        for card in hand:
            if card.suit == trump and (best is None or card.rank < best[0]):
                best = (card.rank, seat)
    return (dealer + 1) % players if best is None else best[1]


def bout_limit(state: State) -> int:
    """Most attack cards this bout: min(6, D_start); min(5, D_start) in bout 1 (DUR-3, DUR-7, [18])."""
    cap = FIRST_BOUT_MAX_ATTACK if state.bout == 1 else MAX_ATTACK
    return min(cap, len(state.hands[state.defender].cards))


def deal_events(state: State) -> tuple[Event, ...]:
    """What everybody sees of a deal: who deals, each hand arriving (seen by its owner), the trump card."""
    events: list[Event] = [DealStarted(state.game, state.dealer)]
    for seat in range(state.players):
        events.append(moved(Place(Zone.DECK), Place(Zone.HAND, seat), state.hands[seat].cards, (seat,), False))
    events.append(CardsMoved(Place(Zone.DECK), Place(Zone.STOCK), len(state.stock), face_up=False))
    events.append(CardTurned(Place(Zone.STOCK), state.trump))
    return tuple(events)


# --------------------------------------------------------------------------- queries


def num_players(state: State) -> int:
    """Seats in this match."""
    return state.players


def to_act(state: State) -> int | None:
    return _TO_ACT[state.phase](state)


_TO_ACT: dict[Phase, Callable[[State], int | None]] = {
    Phase.ATTACK: lambda state: state.attacker,
    Phase.DEFEND: lambda state: state.defender,
    Phase.THROW_IN: lambda state: state.thrower,
    Phase.AFTER_TAKE: lambda state: state.thrower,
    Phase.OVER: lambda state: None,
}


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def active(state: State) -> tuple[bool, ...]:
    return tuple(place == 0 for place in state.places)


def throw_order(state: State) -> tuple[int, ...]:
    """Main attacker first, then the active players clockwise from left(defender), never the defender."""
    others = []
    for step in range(1, state.players):
        seat = (state.defender + step) % state.players
        if state.places[seat] == 0 and seat not in (state.attacker, state.defender):
            others.append(seat)
    return (state.attacker, *others)


def table_ranks(table: Iterable[Pair]) -> frozenset[Rank]:
    """Ranks present on the table, among attack and covering cards ([14])."""
    ranks = set()
    for pair in table:
        ranks.add(pair.attack.rank)
        if pair.cover is not None:
            ranks.add(pair.cover.rank)
    return frozenset(ranks)


def throwable(state: State, seat: int) -> tuple[Card, ...]:
    ranks = table_ranks(state.table)
    return tuple(card for card in state.hands[seat].cards if card.rank in ranks)


def room(state: State) -> int:
    return state.limit - len(state.table)


def has_choice(state: State, seat: int) -> bool:
    """Whether ``seat`` could throw in now; if not, its Done/Pass is automatic."""
    return room(state) > 0 and bool(throwable(state, seat))


def table_cards(table: Iterable[Pair]) -> Iterable[Card]:
    for pair in table:
        yield pair.attack
        if pair.cover is not None:
            yield pair.cover


# --------------------------------------------------------------------------- legal moves


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move of the seat to act, sorted by kind and cards; empty only when the match is over."""
    return _GENERATORS[state.phase](state)


def _attack_moves(state: State) -> tuple[Move, ...]:
    moves: list[Move] = []
    hand = state.hands[state.attacker].cards
    for rank in sorted({card.rank for card in hand}):
        same = [card for card in hand if card.rank == rank]
        for size in range(1, min(len(same), state.limit) + 1):
            moves.extend(Attack(combo) for combo in itertools.combinations(same, size))
    return tuple(sorted(moves, key=move_key))


def _defend_moves(state: State) -> tuple[Move, ...]:
    trump = state.trump.suit
    hand = state.hands[state.defender].cards
    moves: list[Move] = [
        Cover(pair.attack, card)
        for pair in state.table
        if pair.cover is None
        for card in hand
        if beats(card, pair.attack, trump)
    ]
    moves.sort(key=move_key)
    moves.append(Take())
    return tuple(moves)


def _throw_moves(state: State, decline: Move) -> tuple[Move, ...]:
    cards = throwable(state, state.thrower)
    moves: list[Move] = []
    for size in range(1, min(len(cards), room(state)) + 1):
        moves.extend(ThrowIn(combo) for combo in itertools.combinations(cards, size))
    moves.sort(key=move_key)
    moves.append(decline)
    return tuple(moves)


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.ATTACK: _attack_moves,
    Phase.DEFEND: _defend_moves,
    Phase.THROW_IN: lambda state: _throw_moves(state, Done()),
    Phase.AFTER_TAKE: lambda state: _throw_moves(state, Pass()),
    Phase.OVER: lambda state: (),
}


def refill_order(state: State) -> tuple[int, ...]:
    """Main attacker, the other active players clockwise from him, the defender last (DUR-5)."""
    middle = [
        (state.attacker + step) % state.players
        for step in range(1, state.players)
        if state.places[(state.attacker + step) % state.players] == 0
        and (state.attacker + step) % state.players != state.defender
    ]
    return (state.attacker, *middle, state.defender)


def next_bout(state: State, taken: bool) -> State:
    """The next attacker and defender once a bout ended (DUR-6)."""
    live = active(state)
    attacker = state.defender if not taken and live[state.defender] else next_active(state.defender, live)
    state = replace(
        state, phase=Phase.ATTACK, attacker=attacker, defender=next_active(attacker, live),
        thrower=attacker, bout=state.bout + 1,
    )
    return replace(state, limit=bout_limit(state))
