"""Bridge's rules: dealing, whose turn it is, the card-play rules and the legal moves of each phase."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import DeckOrder, ExplicitDeal, order_of, round_robin
from cardgames.games.core.errors import InvalidDeal
from cardgames.games.core.events import DealStarted, Event, Place, Zone, moved
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, RngState, fresh_seed, shuffle_deck
from cardgames.games.mechanics.auction import Contract, Strain, legal_calls
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.tricks import TrickPosition, TrickRules

from .moves import PLAYS, Move
from .state import DECK, DUPLICATE, PLAYERS, SPEC, TRICKS, DealRecord, Options, Phase, State, fresh_sheet

Log = list[Event]

RULES: dict[Strain, TrickRules] = {strain: TrickRules(players=PLAYERS, trump=strain.suit) for strain in Strain}
"""The card play of each strain (§5.5): follow suit if able, otherwise any card; the contract's strain is trump."""


def trick_rules(contract: Contract) -> TrickRules:
    """How the cards of a deal played in ``contract`` are played and win tricks."""
    return RULES[contract.bid.strain]


# --------------------------------------------------------------------------- dealing


def recipients(dealer: int) -> tuple[int, ...]:
    """Who receives each deck index: 13 each, one card at a time clockwise from the dealer's left (§5.3)."""
    return round_robin(PLAYERS, (dealer + 1) % PLAYERS, TRICKS, len(DECK))


def explicit_dealer(number: int) -> int:
    """The dealer of deal ``number`` in a match of explicit deals: North deals the first, then the deal
    passes clockwise (duplicate boards rotate the same way)."""
    return (number - 1) % PLAYERS


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """A new match: the first deal shuffled from ``seed`` (a fresh one when None), or the first explicit deal.

    Explicit deals are read with the dealers of their deals (North deals the first one, then the deal
    passes clockwise); the ones after the first are queued for the next deals, which are shuffled once
    the queue is empty.  Without explicit deals the first dealer of a rubber is cut for (BRG-6); board 1
    of a duplicate match is dealt by North.
    """
    SPEC.check_players(players)
    SPEC.check_options(options)
    limit = options.boards if options.scoring == DUPLICATE else options.max_deals
    if len(deals) > limit:
        raise InvalidDeal(f"{len(deals)} explicit deals for a match of at most {limit} deals", field="deals")
    queued = tuple(
        DeckOrder(order_of(deal, DECK, recipients(explicit_dealer(number))))
        for number, deal in enumerate(deals, start=1)
    )
    rng = RngState(fresh_seed() if seed is None else seed)
    if queued:
        return deal_state(options, 1, explicit_dealer(1), queued[0].cards, rng, fresh_sheet(), (), queued[1:])
    order, rng = shuffle_deck(DECK, rng)
    dealer = 0
    if options.scoring != DUPLICATE:
        drbg = Drbg(rng)
        dealer = drbg.randbelow(PLAYERS)  # the cut for the first dealer (BRG-6)
        rng = drbg.state
    return deal_state(options, 1, dealer, order, rng, fresh_sheet(), (), ())


def deal_state(
    options: Options,
    number: int,
    dealer: int,
    order: Sequence[Card],
    rng: RngState,
    sheet: ScoreSheet,
    history: tuple[DealRecord, ...],
    queued: tuple[DeckOrder, ...],
) -> State:
    """Deal ``order`` (index 0 to the dealer's left, one card at a time clockwise): the auction begins."""
    hands: list[Hand] = [Hand()] * PLAYERS
    for offset in range(PLAYERS):
        hands[(dealer + 1 + offset) % PLAYERS] = Hand(sorted_cards(order[offset::PLAYERS]))
    return State(
        options=options, phase=Phase.AUCTION, deal_number=number, dealer=dealer, hands=tuple(hands),
        sheet=sheet, rng=rng, history=history, queued=queued,
    )


def deal_events(state: State) -> tuple[Event, ...]:
    """The deal as events: who deals, then each hand arriving face down (its cards seen by its owner)."""
    events: Log = [DealStarted(state.deal_number, state.dealer)]
    for offset in range(1, PLAYERS + 1):
        seat = (state.dealer + offset) % PLAYERS
        events.append(moved(Place(Zone.DECK), Place(Zone.HAND, seat), state.hands[seat].cards, (seat,), False))
    return tuple(events)


def dealt_hands(state: State) -> tuple[Hand, ...]:
    """The hands of this deal as dealt: what each seat holds plus the cards it played to this deal's tricks."""
    played: list[list[Card]] = [list(hand.cards) for hand in state.hands]
    tricks = state.tricks if state.trick is None else (*state.tricks, state.trick)
    for trick in tricks:
        for seat, card in trick.plays(PLAYERS):
            played[seat].append(card)
    return tuple(Hand(sorted_cards(cards)) for cards in played)


# --------------------------------------------------------------------------- turns


def num_players(state: State) -> int:
    """Bridge has four seats: N, E, S, W."""
    return PLAYERS


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def dummy_of(state: State) -> int | None:
    """The declarer's partner, once there is a contract."""
    return None if state.contract is None else (state.contract.declarer + 2) % PLAYERS


def dummy_exposed(state: State) -> bool:
    """Dummy lies face up from the opening lead on (§5.5)."""
    trick = state.trick
    return state.phase is Phase.PLAY and trick is not None and (bool(state.tricks) or bool(trick.cards))


def turn_seat(state: State) -> int | None:
    """The seat whose call or card is due (dummy's own seat on dummy's turn); None once the match is over."""
    if state.phase is Phase.AUCTION:
        return (state.dealer + len(state.calls)) % PLAYERS
    if state.phase is Phase.PLAY and state.trick is not None:
        return state.trick.next_seat(PLAYERS)
    return None


def to_act(state: State) -> int | None:
    """The seat that acts now: the declarer on dummy's turn (§5.5)."""
    seat = turn_seat(state)
    contract = state.contract
    if seat is not None and contract is not None and seat == (contract.declarer + 2) % PLAYERS:
        return contract.declarer
    return seat


def plays_from(state: State) -> int | None:
    """The hand the seat to act plays from: dummy's on dummy's turn."""
    return turn_seat(state)


def trick_play(state: State) -> TrickPosition | None:
    """The play phase as a trick position (every hand known); None outside the play phase.

    The declaring side is the scoring side; the value counts tricks.
    """
    contract, trick = state.contract, state.trick
    if state.phase is not Phase.PLAY or contract is None or trick is None:
        return None
    scoring = tuple(seat % 2 == contract.side for seat in range(PLAYERS))
    return TrickPosition(trick_rules(contract), state.hands, trick, scoring, "tricks")


# --------------------------------------------------------------------------- legal moves


def legal_moves(state: State) -> tuple[Move, ...]:
    """Auction: pass, double, redouble, then the higher bids up the ladder.  Play: the legal cards in hand
    order (suit, then rank).  Empty once the match is over."""
    return _GENERATORS[state.phase](state)


def _auction_moves(state: State) -> tuple[Move, ...]:
    return legal_calls(state.calls)


def _play_moves(state: State) -> tuple[Move, ...]:
    trick, contract = state.trick, state.contract
    assert trick is not None and contract is not None
    hand = state.hands[trick.next_seat(PLAYERS)].cards
    return tuple([PLAYS[card.code] for card in trick_rules(contract).legal_cards(hand, trick)])


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.AUCTION: _auction_moves,
    Phase.PLAY: _play_moves,
    Phase.OVER: lambda state: (),
}
