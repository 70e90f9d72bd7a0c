"""King's rules: the schedule of contracts, who plays, dealing, turns, the card-play rules and legal moves."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.deals import DeckOrder, ExplicitDeal, order_of
from cardgames.games.core.errors import InvalidDeal
from cardgames.games.core.events import DealStarted, Event, Place, Zone, moved
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, RngState, fresh_seed, shuffle_deck
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.tricks import Trick, TrickPosition, TrickRules

from .moves import NAMINGS, PLAYS, Move
from .state import (
    DECK32,
    DECK52,
    FULL,
    KING_OF_HEARTS,
    SPEC,
    Contract,
    DealRecord,
    Options,
    Phase,
    State,
)

Log = list[Event]
NEGATIVE = tuple(contract for contract in Contract if contract is not Contract.TRUMPS)
HEART_LEAD_BANNED = frozenset((Contract.NO_HEARTS, Contract.NO_KING_OF_HEARTS, Contract.SRALASH))


def deck_of(options: Options) -> tuple[Card, ...]:
    return DECK52 if options.deck == FULL else DECK32


def negative_deals(options: Options) -> int:
    """Six negative deals, seven with the sralash (§5.2)."""
    return 7 if options.sralash else 6


def total_deals(options: Options, players: int) -> int:
    """The negative deals, then one round of positive deals (two after a sralash): each participant deals
    once a round (§5.2)."""
    return negative_deals(options) + (2 if options.sralash else 1) * players


def contract_of(options: Options, number: int) -> Contract:
    """The contract of deal ``number`` (from 1), in the book's order (KI-3)."""
    return NEGATIVE[number - 1] if number <= negative_deals(options) else Contract.TRUMPS


def active_seats(options: Options, players: int, dealer: int) -> tuple[int, ...]:
    """The participants who play the deal, from the dealer's left: with four the dealer sits out unless
    ``all_four_play`` (§5.1, KI-1); with three the dealer plays."""
    seats = tuple((dealer + step) % players for step in range(1, players + 1))
    if players == 4 and not options.all_four_play:
        return seats[:3]
    return seats


def hand_size(options: Options, active: int) -> int:
    """Cards per active player: 10 or 17 of 32 or 52 to three, 8 or 13 to four; the rest is put aside."""
    return len(deck_of(options)) // active


def recipients(options: Options, players: int, dealer: int) -> tuple[int, ...]:
    """Who receives each deck index: round robin over the active players from the dealer's left, then the
    cards put aside (-1)."""
    active = active_seats(options, players, dealer)
    dealt = hand_size(options, len(active)) * len(active)
    return tuple(active[index % len(active)] if index < dealt else -1 for index in range(len(deck_of(options))))


def fresh_sheet(players: int) -> ScoreSheet:
    return ScoreSheet(columns=tuple(f"P{seat}" for seat in range(players)))


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """A new match: the first dealer at random (§5.1 [S]) and a shuffled deck, or the explicit deals (seat 0
    deals the first, then the deal passes to the left)."""
    SPEC.check_players(players)
    SPEC.check_options(options)
    if len(deals) > total_deals(options, players):
        raise InvalidDeal(f"{len(deals)} explicit deals for a match of {total_deals(options, players)}",
                          field="deals")
    deck = deck_of(options)
    queued = tuple(DeckOrder(order_of(deal, deck, recipients(options, players, number % players)))
                   for number, deal in enumerate(deals))
    rng = RngState(fresh_seed() if seed is None else seed)
    if queued:
        return deal_state(options, players, 1, 0, queued[0].cards, rng, fresh_sheet(players), queued[1:], ())
    order, rng = shuffle_deck(deck, rng)
    drbg = Drbg(rng)
    dealer = drbg.randbelow(players)
    return deal_state(options, players, 1, dealer, order, drbg.state, fresh_sheet(players), (), ())


def deal_state(options: Options, players: int, number: int, dealer: int, order: Sequence[Card], rng: RngState,
               sheet: ScoreSheet, queued: tuple[DeckOrder, ...], history: tuple[DealRecord, ...]) -> State:
    """Deal ``order``: negative deals start with the lead, positive deals with the naming of trump."""
    where = recipients(options, players, dealer)
    hands = [sorted_cards(card for card, seat in zip(order, where, strict=True) if seat == player)
             for player in range(players)]
    aside = tuple(card for card, seat in zip(order, where, strict=True) if seat < 0)
    positive = contract_of(options, number) is Contract.TRUMPS
    return State(
        options=options, players=players, phase=Phase.NAME_TRUMP if positive else Phase.PLAY, deal_number=number,
        dealer=dealer, hands=tuple(Hand(cards) for cards in hands), aside=aside, sheet=sheet, rng=rng,
        trick=None if positive else Trick(0), history=history, queued=queued,
    )


def deal_events(state: State) -> tuple[Event, ...]:
    """Who deals, each active hand face down to its owner, the cards put aside face down to nobody."""
    events: Log = [DealStarted(state.deal_number, state.dealer)]
    for seat in active_seats(state.options, state.players, state.dealer):
        events.append(moved(Place(Zone.DECK), Place(Zone.HAND, seat), state.hands[seat].cards, (seat,), False))
    if state.aside:
        events.append(moved(Place(Zone.DECK), Place(Zone.DISCARD), state.aside, (-1,), False))
    return tuple(events)


# --------------------------------------------------------------------------- turns and rules


def contract(state: State) -> Contract:
    return contract_of(state.options, state.deal_number)


def active(state: State) -> tuple[int, ...]:
    return active_seats(state.options, state.players, state.dealer)


def num_players(state: State) -> int:
    return state.players


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def to_act(state: State) -> int | None:
    """The trump-namer (the active player on the dealer's left), or the active player whose card is due."""
    if state.phase is Phase.NAME_TRUMP:
        return active(state)[0]
    if state.phase is Phase.PLAY and state.trick is not None:
        seats = active(state)
        return seats[state.trick.next_seat(len(seats))]
    return None


def trick_rules(state: State) -> TrickRules:
    """Follow suit; negative deals have no trump; positive deals must trump when void (KI-7)."""
    seats = len(active(state))
    if state.trump is None:
        return TrickRules(players=seats, ranks=_ranks(state.options))
    return TrickRules(players=seats, trump=state.trump.suit, ranks=_ranks(state.options), must_trump=True)


def _ranks(options: Options) -> tuple[Rank, ...]:
    return tuple(sorted({card.rank for card in deck_of(options)}))


def legal_cards(state: State) -> tuple[Card, ...]:
    """The cards the player to act may play: follow suit (and trump, positive deals); no heart lead while
    holding another suit in deals 2, 6 and 7 (KI-5); KH at the first chance in deal 6 with the option."""
    trick = state.trick
    seat = to_act(state)
    assert trick is not None and seat is not None
    hand = state.hands[seat].cards
    kind = contract(state)
    if not trick.cards:
        if kind in HEART_LEAD_BANNED and any(card.suit is not Suit.HEARTS for card in hand):
            return tuple(card for card in hand if card.suit is not Suit.HEARTS)
        return hand
    allowed = trick_rules(state).legal_cards(hand, trick)
    void = trick.led_suit is not None and all(card.suit != trick.led_suit for card in hand)
    if (kind is Contract.NO_KING_OF_HEARTS and state.options.king_of_hearts_obligatory and void
            and KING_OF_HEARTS in allowed):
        return (KING_OF_HEARTS,)
    return allowed


def trick_play(state: State) -> TrickPosition | None:
    """The play as a trick position over the active players (``seats`` maps them back): the penalties of the
    contract in force for the player to act, or (positive deals) the tricks he takes."""
    from .penalties import banned_lead, dd_rules  # the penalty tables live with the scoring of a trick

    trick = state.trick
    if state.phase is not Phase.PLAY or trick is None:
        return None
    seats = active(state)
    mover = trick.next_seat(len(seats))
    scoring = tuple(index == mover for index in range(len(seats)))
    rules, objective = dd_rules(state)
    hands = tuple(state.hands[seat] for seat in seats)
    return TrickPosition(rules, hands, trick, scoring, objective, None, seats, banned_lead(state))


# --------------------------------------------------------------------------- legal moves


def legal_moves(state: State) -> tuple[Move, ...]:
    """Naming: the four suits.  Play: the legal cards in hand order.  Empty once the match is over."""
    return _GENERATORS[state.phase](state)


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.NAME_TRUMP: lambda state: NAMINGS,
    Phase.PLAY: lambda state: tuple([PLAYS[card.code] for card in legal_cards(state)]),
    Phase.OVER: lambda state: (),
}
