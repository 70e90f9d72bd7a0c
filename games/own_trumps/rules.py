"""Own trumps' rules: dealing, whose turn it is, the beating rule, attack shapes and the legal moves by phase."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Iterable, Sequence

from cardgames.games.core.cards import Card, Suit
from cardgames.games.core.deals import DeckOrder, ExplicitDeal, order_of, round_robin
from cardgames.games.core.errors import InvalidDeal
from cardgames.games.core.events import DealStarted, Event, Place, Zone, moved
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import RngState, fresh_seed, shuffle_deck
from cardgames.games.mechanics.beating import beats
from cardgames.games.mechanics.bouts import unbeaten
from cardgames.games.mechanics.first_dealer import CutCard, cut_for_dealer
from cardgames.games.mechanics.match import ScoreSheet

from .moves import Attack, Beat, Choose, Giveaway, LayPair, Move, Take, move_key
from .state import DECK, HAND_SIZE, MAX_QUEUED, SPEC, Options, OwnTrump, Phase, State, TrumpSuit

Log = list[Event]

# --------------------------------------------------------------------------- the deal


def recipients(players: int, dealer: int) -> tuple[int, ...]:
    """Who receives each deck index: the whole pack, one card at a time clockwise from the dealer's left."""
    return round_robin(players, (dealer + 1) % players, HAND_SIZE, len(DECK))


def new_game(
    options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()
) -> State:
    """The first kon: the draw for the first dealer (8.1) and the shuffle, or the first explicit deal
    (dealt by seat 3, so ``order[0]`` goes to seat 0)."""
    SPEC.check_players(players)
    SPEC.check_options(options)
    if len(deals) > MAX_QUEUED:
        raise InvalidDeal(f"at most {MAX_QUEUED} explicit deals, got {len(deals)}", field="deals")
    rng = RngState(fresh_seed() if seed is None else seed)
    queued = tuple(DeckOrder(order_of(deal, DECK, recipients(players, players - 1))) for deal in deals)
    cut: tuple[CutCard, ...] = ()
    if queued:
        order, dealer = queued[0].cards, players - 1
    else:
        dealer, cut, rng = cut_for_dealer(DECK, players, rng)
        order, rng = shuffle_deck(DECK, rng)
    return deal_kon(players, dealer, order, rng, options, 1, queued[1:], None, cut)


def deal_kon(
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
    """A fresh kon dealt from ``order``: everyone holds nine cards, the player left of the dealer chooses first."""
    hands: list[list[Card]] = [[] for _ in range(players)]
    for card, seat in zip(order, recipients(players, dealer), strict=True):
        hands[seat].append(card)
    first = (dealer + 1) % players
    return State(
        players=players, dealer=dealer, hands=tuple(Hand(sorted_cards(hand)) for hand in hands),
        known=tuple(Hand() for _ in range(players)), trumps=(), phase=Phase.CHOOSE,
        attacker=first, defender=(first + 1) % players, places=(0,) * players, rng=rng,
        options=options, game=game, sheet=sheet, queued=queued, cut=cut,
    )


def deal_events(state: State) -> tuple[Event, ...]:
    """What everybody sees of a deal: who deals, and each hand arriving (its cards seen by its owner)."""
    events: list[Event] = [DealStarted(state.game, state.dealer)]
    for offset in range(1, state.players + 1):
        seat = (state.dealer + offset) % state.players
        events.append(moved(Place(Zone.DECK), Place(Zone.HAND, seat), state.hands[seat].cards, (seat,), False))
    return tuple(events)


# --------------------------------------------------------------------------- queries


def num_players(state: State) -> int:
    return state.players


def chooser(state: State) -> int:
    """The seat choosing its own trump suit now: clockwise from the dealer's left (8.2)."""
    return (state.dealer + 1 + len(state.trumps)) % state.players


def to_act(state: State) -> int | None:
    return _TO_ACT[state.phase](state)


_TO_ACT: dict[Phase, Callable[[State], int | None]] = {
    Phase.CHOOSE: chooser,
    Phase.ATTACK: lambda state: state.attacker,
    Phase.BUILD: lambda state: state.attacker,
    Phase.DEFEND: lambda state: state.defender,
    Phase.OVER: lambda state: None,
}


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def own_suit(state: State, seat: int) -> Suit | None:
    """The own trump suit of ``seat`` (None until chosen)."""
    for choice in state.trumps:
        if choice.seat == seat:
            return choice.suit.suit
    return None


def free_suits(trumps: Iterable[OwnTrump]) -> tuple[TrumpSuit, ...]:
    """The suits nobody has chosen yet."""
    taken = {choice.suit for choice in trumps}
    return tuple(suit for suit in TrumpSuit if suit not in taken)


def beating_trump(state: State, attack: Card) -> Suit | None:
    """The suit that trumps ``attack`` for the defender: his own suit, unless the ``attacker`` reading of
    OT-3 protects an attack card of the attacker's own suit (then nothing trumps it)."""
    if state.options.protection == "attacker" and attack.suit == own_suit(state, state.attacker):
        return None
    return own_suit(state, state.defender)


def can_beat(state: State, card: Card, attack: Card) -> bool:
    """Whether the defender may beat ``attack`` with ``card`` (8.3, OT-3)."""
    return beats(card, attack, beating_trump(state, attack))


def is_attack_shape(cards: Sequence[Card]) -> bool:
    """One card, a pair and any third card, or two pairs (four of a rank count) and any fifth (OT-1)."""
    if len(cards) not in (1, 3, 5):
        return False
    pairs = sum(count // 2 for count in Counter(card.rank for card in cards).values())
    return pairs >= len(cards) // 2


# --------------------------------------------------------------------------- legal moves


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move of the seat to act, sorted by :func:`move_key`; empty only when the match is over."""
    return _GENERATORS[state.phase](state)


def _choose_moves(state: State) -> tuple[Move, ...]:
    return tuple(Choose(suit) for suit in free_suits(state.trumps))


def _pairs(hand: tuple[Card, ...]) -> list[Move]:
    """Every pair of same-rank cards in ``hand`` when a giveaway card would remain (OT-1)."""
    if len(hand) < 3:
        return []
    return [LayPair(pair) for pair in itertools.combinations(hand, 2) if pair[0].rank == pair[1].rank]


def _attack_moves(state: State) -> tuple[Move, ...]:
    hand = state.hands[state.attacker].cards
    moves: list[Move] = [Attack(card) for card in hand]
    moves.extend(_pairs(hand))
    return tuple(sorted(moves, key=move_key))


def _build_moves(state: State) -> tuple[Move, ...]:
    hand = state.hands[state.attacker].cards
    moves: list[Move] = _pairs(hand) if len(state.table) == 2 else []
    moves.extend(Giveaway(card) for card in hand)
    return tuple(sorted(moves, key=move_key))


def _defend_moves(state: State) -> tuple[Move, ...]:
    hand = state.hands[state.defender].cards
    moves: list[Move] = [Beat(attack, card) for attack in unbeaten(state.table) for card in hand
                         if can_beat(state, card, attack)]
    moves.sort(key=move_key)
    moves.append(Take())
    return tuple(moves)


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.CHOOSE: _choose_moves,
    Phase.ATTACK: _attack_moves,
    Phase.BUILD: _build_moves,
    Phase.DEFEND: _defend_moves,
    Phase.OVER: lambda state: (),
}

