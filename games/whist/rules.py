"""Whist's rules: who sits where, dealing, whose turn it is, the card-play rules and the legal moves."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import DeckOrder, ExplicitDeal, order_of, round_robin
from cardgames.games.core.errors import InvalidDeal
from cardgames.games.core.events import CardTurned, DealStarted, Event, Place, Zone, moved
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, RngState, fresh_seed, shuffle_deck
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.tricks import Trick, TrickPosition, TrickRules, partner_of

from .moves import PENALTIES, PLAYS, Move
from .state import (
    ABOVE,
    BELOW,
    DECK,
    DUMMY,
    POSITIONS,
    SETTLEMENT,
    SIDE_NAMES,
    SPEC,
    TRICKS,
    DealRecord,
    Options,
    Phase,
    RubberResult,
    State,
)

Log = list[Event]

_FOUR_HANDED = ((0, 1, 2, 3), (0, 2, 1, 3), (0, 1, 3, 2))
"""Players at N, E, S, W in rubbers 1, 2, 3 (then again): each player partners each other once (§3.2)."""


def seating_of(players: int, rubber: int) -> tuple[int, ...]:
    """The player at each position (N, E, S, W) in ``rubber`` (from 1); DUMMY where a dummy lies.

    Four players: partnerships rotate (§3.2).  Three: the player who partners the dummy rotates, he sits
    N with the dummy S (§3.8).  Two: each player has his dummy opposite, player 0 N-S, player 1 E-W.
    """
    if players == 4:
        return _FOUR_HANDED[(rubber - 1) % 3]
    if players == 3:
        lead = (rubber - 1) % 3
        return (lead, (lead + 1) % 3, DUMMY, (lead + 2) % 3)
    return (0, 1, DUMMY, DUMMY)


def controller(seating: Sequence[int], position: int) -> int:
    """The player who plays ``position``'s cards: its own player, or a dummy's partner."""
    player = seating[position]
    return player if player != DUMMY else seating[partner_of(position)]


def side_players(seating: Sequence[int], side: int) -> tuple[int, ...]:
    """The players of side ``side`` (0 N-S, 1 E-W), dummies left out."""
    return tuple(sorted({seating[p] for p in (side, side + 2) if seating[p] != DUMMY}))


def trick_rules(state: State) -> TrickRules:
    """Follow suit if able, otherwise any card; the turned card's suit is trump (§3.4)."""
    card = state.trump_card
    return _RULES[None if card is None else card.suit]


_RULES = {suit: TrickRules(players=POSITIONS, trump=suit) for suit in (None, *{card.suit for card in DECK})}


# --------------------------------------------------------------------------- dealing


def recipients(dealer: int) -> tuple[int, ...]:
    """Who receives each deck index: one card at a time from the dealer's left, the 52nd to the dealer (§3.3)."""
    return round_robin(POSITIONS, (dealer + 1) % POSITIONS, TRICKS, len(DECK))


def fresh_sheet() -> ScoreSheet:
    return ScoreSheet(columns=SIDE_NAMES, sections=(ABOVE, BELOW, SETTLEMENT))


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """A new match: the first deal shuffled from ``seed`` (the first dealer drawn at random, §3.2), or the
    first explicit deal (N deals it, then the deal passes to the left)."""
    SPEC.check_players(players)
    SPEC.check_options(options)
    if len(deals) > 100:
        raise InvalidDeal("at most 100 explicit deals", field="deals")
    queued = tuple(DeckOrder(order_of(deal, DECK, recipients(number % POSITIONS)))
                   for number, deal in enumerate(deals))
    rng = RngState(fresh_seed() if seed is None else seed)
    if queued:
        return deal_state(options, players, 1, 1, 0, queued[0].cards, rng, fresh_sheet(), queued[1:])
    order, rng = shuffle_deck(DECK, rng)
    drbg = Drbg(rng)
    dealer = drbg.randbelow(POSITIONS)  # the draw: the lowest card deals first (§3.2)
    return deal_state(options, players, 1, 1, dealer, order, drbg.state, fresh_sheet(), ())


def deal_state(
    options: Options, players: int, number: int, rubber: int, dealer: int, order: Sequence[Card], rng: RngState,
    sheet: ScoreSheet, queued: tuple[DeckOrder, ...], history: tuple[DealRecord, ...] = (),
    results: tuple[RubberResult, ...] = (),
) -> State:
    """Deal ``order`` (index 0 to the dealer's left); the last card is the dealer's, turned for trump."""
    hands: list[Hand] = [Hand()] * POSITIONS
    for offset in range(POSITIONS):
        hands[(dealer + 1 + offset) % POSITIONS] = Hand(sorted_cards(order[offset::POSITIONS]))
    trump_card = None if options.no_trump else order[-1]
    return State(
        options=options, players=players, phase=Phase.PLAY, deal_number=number, rubber=rubber, dealer=dealer,
        hands=tuple(hands), trump_card=trump_card, sheet=sheet, rng=rng,
        trick=Trick((dealer + 1) % POSITIONS), history=history, results=results, queued=queued,
    )


def deal_events(state: State) -> tuple[Event, ...]:
    """The deal: who deals, each hand face down to its player (a dummy's face up), the trump card turned."""
    events: Log = [DealStarted(state.deal_number, state.dealer)]
    seating = seating_of(state.players, state.rubber)
    for offset in range(1, POSITIONS + 1):
        position = (state.dealer + offset) % POSITIONS
        dummy = seating[position] == DUMMY
        seen = () if dummy else (seating[position],)
        cards = state.hands[position].cards
        events.append(moved(Place(Zone.DECK), Place(Zone.HAND, position), cards, seen, dummy))
    if state.trump_card is not None:
        events.append(CardTurned(Place(Zone.HAND, state.dealer), state.trump_card))
    return tuple(events)


def dealt_hands(state: State) -> tuple[Hand, ...]:
    """This deal's hands as dealt: what each position holds plus what it played."""
    played: list[list[Card]] = [list(hand.cards) for hand in state.hands]
    tricks = state.tricks if state.trick is None else (*state.tricks, state.trick)
    for trick in tricks:
        for position, card in trick.plays(POSITIONS):
            played[position].append(card)
    return tuple(Hand(sorted_cards(cards)) for cards in played)


# --------------------------------------------------------------------------- turns


def num_players(state: State) -> int:
    return state.players


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def pending_revoke(state: State) -> int | None:
    """The index of the first revoke still waiting for its penalty."""
    for index, revoke in enumerate(state.revokes):
        if revoke.penalty is None:
            return index
    return None


def plays_from(state: State) -> int | None:
    """The position whose card is due (None outside the play)."""
    if state.phase is Phase.PLAY and state.trick is not None:
        return state.trick.next_seat(POSITIONS)
    return None


def to_act(state: State) -> int | None:
    """The player to act: the one at (or partnering the dummy at) the position to play; in the penalty
    phase the player on the offenders' left, for the non-offending side."""
    seating = seating_of(state.players, state.rubber)
    position = plays_from(state)
    if position is not None:
        return controller(seating, position)
    index = pending_revoke(state) if state.phase is Phase.PENALTY else None
    if index is None:
        return None
    return controller(seating, (state.revokes[index].position + 1) % POSITIONS)


def trick_play(state: State) -> TrickPosition | None:
    """The play as a trick position: N-S score tricks (the value is for the side of the position to play)."""
    trick = state.trick
    if state.phase is not Phase.PLAY or trick is None:
        return None
    scoring = tuple(position % 2 == 0 for position in range(POSITIONS))
    return TrickPosition(trick_rules(state), state.hands, trick, scoring, "tricks")


# --------------------------------------------------------------------------- legal moves


def legal_moves(state: State) -> tuple[Move, ...]:
    """Play: the cards that follow suit (every card in permissive mode), in hand order.  Penalty: the two
    choices.  Empty once the match is over."""
    return _GENERATORS[state.phase](state)


def _play_moves(state: State) -> tuple[Move, ...]:
    trick = state.trick
    assert trick is not None
    hand = state.hands[trick.next_seat(POSITIONS)].cards
    cards = hand if state.options.permissive else trick_rules(state).legal_cards(hand, trick)
    return tuple([PLAYS[card.code] for card in cards])


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.PLAY: _play_moves,
    Phase.PENALTY: lambda state: PENALTIES,
    Phase.OVER: lambda state: (),
}
