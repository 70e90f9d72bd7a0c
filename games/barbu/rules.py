"""Barbu's rules: dealing, whose turn it is, the card play of each contract, the legal moves and the
double-dummy position."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.deals import DeckOrder, ExplicitDeal, order_of, round_robin
from cardgames.games.core.errors import IllegalMove, InvalidDeal
from cardgames.games.core.events import DealStarted, Event, Place, Zone, moved
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, RngState, fresh_seed, shuffle_deck
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.tricks import TrickPosition, TrickRules

from .domino import playable_cards
from .moves import ASSIGNS, CHALLENGES, DECLINE, DOUBLE, PASS, PLAYS, Choose, ChooseDomino, ChooseTrumps, Move
from .state import (
    BLOCK,
    DECK,
    HAND_SIZE,
    PLAYERS,
    QUOTA_DEALER,
    QUOTA_OTHER,
    SPEC,
    Contract,
    Options,
    Phase,
    State,
    TrumpSuit,
)

Log = list[Event]
T = TypeVar("T")

HEARTS_LED_CONTRACTS = (Contract.NO_HEARTS, Contract.NO_KING)
NO_TRUMP = TrickRules(players=PLAYERS)
"""The five negative contracts: follow suit, otherwise any card; the highest card of the led suit wins."""


def _set(values: tuple[T, ...], seat: int, item: T) -> tuple[T, ...]:
    """``values`` with entry ``seat`` replaced."""
    return (*values[:seat], item, *values[seat + 1:])


def deals_in_match(options: Options) -> int:
    """7 deals (BAR-2), or 28 with ``full_rotation``."""
    return BLOCK * (PLAYERS if options.full_rotation else 1)


def quota(seat: int, dealer: int) -> int:
    """Doubles a seat takes in a block of seven: the dealer one, the others two (4.6, BAR-11)."""
    return QUOTA_DEALER if seat == dealer else QUOTA_OTHER


def doubles_left(state: State) -> tuple[bool, ...]:
    """Which seats may still hold a double in the dealer's block."""
    return tuple(state.doubles[seat] < quota(seat, state.dealer) for seat in range(PLAYERS))


# --------------------------------------------------------------------------- dealing


def recipients(dealer: int) -> tuple[int, ...]:
    """13 cards each, one at a time clockwise from the dealer's left."""
    return round_robin(PLAYERS, (dealer + 1) % PLAYERS, HAND_SIZE, len(DECK))


def dealer_of(first_dealer: int, deal_number: int) -> int:
    """The dealer of a deal: the first dealer for seven deals, then the next seat (``full_rotation``)."""
    return (first_dealer + (deal_number - 1) // BLOCK) % PLAYERS


def new_game(options: Options, players: int = PLAYERS, seed: int | None = None,
             deals: Sequence[ExplicitDeal] = ()) -> State:
    """A new match: the first deal shuffled from ``seed`` with a dealer drawn by lot, or the first explicit
    deal, dealt by seat 3 (the others are queued for the next deals)."""
    SPEC.check_players(players)
    SPEC.check_options(options)
    total = deals_in_match(options)
    if len(deals) > total:
        raise InvalidDeal(f"{len(deals)} explicit deals for a match of {total}", field="deals")
    queued = tuple(DeckOrder(order_of(deal, DECK, recipients(dealer_of(PLAYERS - 1, number + 1))))
                   for number, deal in enumerate(deals))
    rng = RngState(fresh_seed() if seed is None else seed)
    sheet = ScoreSheet(columns=tuple(f"seat {seat}" for seat in range(PLAYERS)))
    if queued:
        return deal_state(options, 1, PLAYERS - 1, queued[0].cards, rng, sheet, (), (0,) * PLAYERS, queued[1:])
    order, rng = shuffle_deck(DECK, rng)
    drbg = Drbg(rng)
    dealer = drbg.randbelow(PLAYERS)  # the dealer of the seven contracts is chosen by lot (4.2)
    return deal_state(options, 1, dealer, order, drbg.state, sheet, (), (0,) * PLAYERS, ())


def deal_state(
    options: Options, number: int, dealer: int, order: Sequence[Card], rng: RngState, sheet: ScoreSheet,
    used: tuple[Contract, ...], doubles: tuple[int, ...], queued: tuple[DeckOrder, ...],
) -> State:
    """Deal ``order``: 13 cards each from the dealer's left; the dealer names the contract next."""
    eldest = (dealer + 1) % PLAYERS
    hands = tuple(Hand(sorted_cards(order[(seat - eldest) % PLAYERS::PLAYERS])) for seat in range(PLAYERS))
    return State(options=options, phase=Phase.CONTRACT, deal_number=number, dealer=dealer, hands=hands,
                 used=used, doubles=doubles, turn=dealer, sheet=sheet, rng=rng, queued=queued)


def deal_events(state: State) -> tuple[Event, ...]:
    """The deal as events: the dealer, then each hand face down (seen by its owner)."""
    events: Log = [DealStarted(state.deal_number, state.dealer)]
    for step in range(1, PLAYERS + 1):
        seat = (state.dealer + step) % PLAYERS
        events.append(moved(Place(Zone.DECK), Place(Zone.HAND, seat), state.hands[seat].cards, (seat,), False))
    return tuple(events)


# --------------------------------------------------------------------------- turns


def num_players(state: State) -> int:
    return PLAYERS


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def to_act(state: State) -> int | None:
    """The dealer (contract, assignment), the seat asked to double, the next card's seat; None at the end."""
    if state.phase is Phase.PLAY:
        trick = state.trick
        assert trick is not None
        return trick.next_seat(PLAYERS)
    if state.phase is Phase.OVER:
        return None
    return state.turn


# --------------------------------------------------------------------------- the card play


def trick_rules(options: Options, contract: Contract | None, trump: TrumpSuit | None) -> TrickRules:
    """The card play of a contract (4.4): no trump in the negatives; in Trumps follow suit, beat the
    trumps in the trick when trumps are led or (void) when a trump is in it (BAR-4), or with ``must_ruff``
    trump whenever void."""
    if contract is not Contract.TRUMPS or trump is None:
        return NO_TRUMP
    return _TRUMP_RULES[(trump, options.must_ruff)]


_TRUMP_RULES = {
    (suit, ruff): TrickRules(players=PLAYERS, trump=suit.suit, must_overtrump=True, must_trump=ruff,
                             void_overtrump=not ruff)
    for suit in TrumpSuit for ruff in (False, True)
}


def legal_cards(state: State, seat: int) -> tuple[Card, ...]:
    """The cards ``seat`` may play to the trick on the table."""
    trick = state.trick
    assert trick is not None
    hand = state.hands[seat].cards
    if not trick.cards and _hearts_barred(state):
        others = tuple([card for card in hand if card.suit is not Suit.HEARTS])
        return others or hand
    return trick_rules(state.options, state.contract, state.trump).legal_cards(hand, trick)


def _hearts_barred(state: State) -> bool:
    return state.options.hearts_lead_restriction and state.contract in HEARTS_LED_CONTRACTS


def domino_cards(state: State, seat: int) -> tuple[Card, ...]:
    """The cards ``seat`` may put on the Domino layout now (the text's suit priority unless ``fan_tan``)."""
    return playable_cards(state.hands[seat].cards, state.rows, state.base, state.last_card,
                          not state.options.fan_tan)


# --------------------------------------------------------------------------- double dummy

PENALTY_POINTS: dict[Contract, TrickRules] = {
    Contract.NO_TRICKS: TrickRules(players=PLAYERS, trick_points=2),
    Contract.NO_QUEENS: TrickRules(players=PLAYERS, card_points=((Rank.QUEEN, 6),)),
    Contract.NO_KING: TrickRules(players=PLAYERS, named_points=((Card.of(Rank.KING, Suit.HEARTS), 20),)),
}
"""The penalties of the negative contracts as card and trick points (positive: points the seat takes)."""

ACE_OF_HEARTS = Card.of(Rank.ACE, Suit.HEARTS)


def _penalty_rules(state: State, contract: Contract) -> TrickRules:
    if contract is Contract.NO_HEARTS:
        ace = 6 if state.options.standard_scoring else 20
        return TrickRules(players=PLAYERS, suit_points=((Suit.HEARTS, 2),), named_points=((ACE_OF_HEARTS, ace),))
    if contract is Contract.NO_LAST_TWO:
        return TrickRules(players=PLAYERS, penultimate_bonus=10, last_trick_bonus=20)
    return PENALTY_POINTS[contract]


def trick_play(state: State) -> TrickPosition | None:
    """The trick play as a double-dummy position: in the negative contracts the penalty points the seat to
    act takes (everybody else against it), in Trumps its points (+5 a trump card) or tricks (standard
    scoring).  The hearts lead restriction (BAR-7's standard rule) is the solver's banned lead.  None before the
    card play; IllegalMove (FAILED_PRECONDITION) in Domino (not a trick game)."""
    if state.phase is Phase.DOMINO or (state.phase is not Phase.CONTRACT and state.contract is Contract.DOMINO):
        raise IllegalMove("double dummy is not defined for Domino: it is not a trick game", rule="4.5")
    trick, contract = state.trick, state.contract
    if state.phase is not Phase.PLAY or trick is None or contract is None:
        return None
    mover = to_act(state)
    scoring = tuple(seat == mover for seat in range(PLAYERS))
    if contract is Contract.TRUMPS:
        rules = trick_rules(state.options, contract, state.trump)
        assert rules.trump is not None
        if state.options.standard_scoring:
            return TrickPosition(rules, state.hands, trick, scoring, "tricks")
        return TrickPosition(_with_trump_points(rules), state.hands, trick, scoring, "points")
    banned = Suit.HEARTS if _hearts_barred(state) else None  # BAR-7: led only from a hand of nothing else
    return TrickPosition(_penalty_rules(state, contract), state.hands, trick, scoring, "penalties",
                         banned_lead=banned)


def _with_trump_points(rules: TrickRules) -> TrickRules:
    assert rules.trump is not None
    return TrickRules(players=PLAYERS, trump=rules.trump, must_overtrump=rules.must_overtrump,
                      must_trump=rules.must_trump, void_overtrump=rules.void_overtrump,
                      suit_points=((rules.trump, 5),))


# --------------------------------------------------------------------------- legal moves


def legal_moves(state: State) -> tuple[Move, ...]:
    """Contract: the contracts not yet named, in contract order (Trumps by suit, Domino by base rank with
    ``fan_tan``).  Doubling: double, decline.  Assignment: the seats with doubles left.  Play: the legal
    cards in hand order.  Domino: the playable cards, or pass.  Empty once the match is over."""
    return _GENERATORS[state.phase](state)


def contract_moves(options: Options, used: Sequence[Contract]) -> tuple[Move, ...]:
    moves: list[Move] = []
    for contract in Contract:
        if contract in used:
            continue
        if contract is Contract.TRUMPS:
            moves.extend(ChooseTrumps(suit) for suit in TrumpSuit)
        elif contract is Contract.DOMINO and options.fan_tan:
            moves.extend(ChooseDomino(rank) for rank in Rank if rank is not Rank.JOKER)
        else:
            moves.append(Choose(contract))
    return tuple(moves)


def challengeable(state: State, seat: int) -> tuple[int, ...]:
    """``pairwise_doubling``: the seats ``seat`` may still double (not himself, once a pair either way)."""
    paired = {pair.doubled if pair.doubler == seat else pair.doubler for pair in state.pairs
              if seat in (pair.doubler, pair.doubled)}
    return tuple(other for other in range(PLAYERS) if other != seat and other not in paired)


def _doubling_moves(state: State) -> tuple[Move, ...]:
    if state.options.pairwise_doubling:
        return (*(CHALLENGES[seat] for seat in challengeable(state, state.turn)), DECLINE)
    return (DOUBLE, DECLINE)


def _play_moves(state: State) -> tuple[Move, ...]:
    seat = to_act(state)
    assert seat is not None
    return tuple([PLAYS[card.code] for card in legal_cards(state, seat)])


def _domino_moves(state: State) -> tuple[Move, ...]:
    cards = domino_cards(state, state.turn)
    return tuple([PLAYS[card.code] for card in cards]) if cards else (PASS,)


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.CONTRACT: lambda state: contract_moves(state.options, state.used),
    Phase.DOUBLING: lambda state: _doubling_moves(state),
    Phase.ASSIGN: lambda state: tuple(ASSIGNS[seat] for seat, free in enumerate(doubles_left(state)) if free),
    Phase.PLAY: _play_moves,
    Phase.DOMINO: _domino_moves,
    Phase.OVER: lambda state: (),
}
