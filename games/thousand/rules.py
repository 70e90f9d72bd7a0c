"""Thousand's rules: the seats in a deal, dealing, the auction's ladder, whose turn it is, the card play with
marriages making trumps, the legal moves and the double-dummy position."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import permutations

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.deals import HAND as NO_HAND
from cardgames.games.core.deals import DeckOrder, ExplicitDeal, order_of
from cardgames.games.core.errors import IllegalMove, InvalidDeal
from cardgames.games.core.events import CardsMoved, DealStarted, Event, Place, TurnPassed, Zone, moved
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, RngState, fresh_seed, shuffle_deck
from cardgames.games.mechanics.bidding import Auction, AuctionCall
from cardgames.games.mechanics.marriages import marriage_cards, marriage_suits
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.tricks import PlaySpecials, Trick, TrickPosition, TrickRules

from .moves import CONCEDE, LOOK, MARRIES, PASS, PLAYS, Bid, Blind, Give, Move, Raise
from .state import (
    CARD_POINTS,
    CEILING,
    DECK,
    HAND,
    MARRIAGES,
    OPENING,
    PLAIN_LIMIT,
    RANKS,
    SPEC,
    WIDOW,
    Options,
    Phase,
    State,
)

Log = list[Event]


# --------------------------------------------------------------------------- seats


@lru_cache(maxsize=64)
def players_of(players: int, dealer: int) -> tuple[int, ...]:
    """The three seats that play a deal, clockwise from the dealer's left (the dealer sits out at four)."""
    return tuple((dealer + step) % players for step in range(1, 4))


def seats_in(state: State) -> tuple[int, ...]:
    return players_of(state.players, state.dealer)


def order_from(state: State, leader: int) -> tuple[int, ...]:
    """The playing seats in play order from ``leader``."""
    seats = seats_in(state)
    start = seats.index(leader)
    return seats[start:] + seats[:start]


def opponents(state: State) -> tuple[int, ...]:
    """The declarer's opponents in play order after him (who receive his first and second card)."""
    assert state.declarer is not None
    return order_from(state, state.declarer)[1:]


# --------------------------------------------------------------------------- the ladder


def ladder_size(options: Options) -> int:
    return (CEILING - OPENING) // options.bid_step + 1


def points_of(options: Options, position: int) -> int:
    return OPENING + options.bid_step * position


def position_of(options: Options, points: int) -> int | None:
    """The ladder position of ``points`` (None when it is not a step of the ladder)."""
    steps, rest = divmod(points - OPENING, options.bid_step)
    return steps if not rest and 0 <= steps < ladder_size(options) else None


def may_bid_above_plain(hand: Sequence[Card]) -> bool:
    """Bids above 120 need a marriage in hand (§4.3, TY-13)."""
    return bool(marriage_suits(hand))


def allowed_points(options: Options, lowest: int, hand: Sequence[Card]) -> tuple[int, ...]:
    """The bids (in points) from ladder position ``lowest`` that ``hand`` allows."""
    top = ladder_size(options) if may_bid_above_plain(hand) else (PLAIN_LIMIT - OPENING) // options.bid_step + 1
    return tuple(points_of(options, position) for position in range(lowest, top))


# --------------------------------------------------------------------------- dealing


def recipients(players: int, dealer: int) -> tuple[int, ...]:
    """Seven cards to each player one at a time from the dealer's left, then the widow."""
    seats = players_of(players, dealer)
    return tuple(seats[index % 3] if index < 3 * HAND else NO_HAND for index in range(len(DECK)))


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """A new match: the first dealer at random (§4.2), or the first explicit deal dealt by the last seat."""
    SPEC.check_players(players)
    SPEC.check_options(options)
    if len(deals) > options.max_deals:
        raise InvalidDeal(f"{len(deals)} explicit deals for a match of at most {options.max_deals}", field="deals")
    queued = tuple(DeckOrder(order_of(deal, DECK, recipients(players, players - 1))) for deal in deals)
    rng = RngState(fresh_seed() if seed is None else seed)
    sheet = ScoreSheet(tuple(f"seat {seat}" for seat in range(players)))
    zero = (0,) * players
    if queued:
        return deal_state(options, players, 1, players - 1, queued[0].cards, rng, sheet, zero, zero, queued[1:])
    order, rng = shuffle_deck(DECK, rng)
    drbg = Drbg(rng)
    dealer = drbg.randbelow(players)
    return deal_state(options, players, 1, dealer, order, drbg.state, sheet, zero, zero, ())


def deal_state(
    options: Options, players: int, number: int, dealer: int, order: Sequence[Card], rng: RngState,
    sheet: ScoreSheet, barrel: tuple[int, ...], zeros: tuple[int, ...], queued: tuple[DeckOrder, ...],
) -> State:
    """Deal ``order``; the eldest hand has bid 100 (§4.3)."""
    seats = players_of(players, dealer)
    cards: list[list[Card]] = [[] for _ in range(players)]
    for index, seat in enumerate(recipients(players, dealer)):
        if seat >= 0:
            cards[seat].append(order[index])
    empty = (Hand(),) * players
    return State(
        options=options, players=players, phase=Phase.BIDDING, deal_number=number, dealer=dealer,
        hands=tuple(Hand(sorted_cards(hand)) for hand in cards), widow=tuple(order[3 * HAND:]),
        auction=Auction(seats, (AuctionCall(seats[0], 0),)), declarer=None, contract=0, shown=(), known=empty,
        given=empty, trick=Trick(seats[0]), tricks=(), marriages=(), sheet=sheet, barrel=barrel, zeros=zeros,
        rng=rng, queued=queued,
        looked=tuple(not options.blind_bidding or seat not in seats for seat in range(players)),
    )


def deal_events(state: State) -> tuple[Event, ...]:
    """The deal as events: the dealer, each hand (seen by its owner), the widow, the obligatory 100."""
    events: Log = [DealStarted(state.deal_number, state.dealer)]
    for seat in seats_in(state):
        if state.looked[seat]:
            events.append(moved(Place(Zone.DECK), Place(Zone.HAND, seat), state.hands[seat].cards, (seat,), False))
        else:  # blind bidding: the hand lies face down until its owner looks
            events.append(CardsMoved(Place(Zone.DECK), Place(Zone.HAND, seat), HAND, face_up=False))
    events.append(CardsMoved(Place(Zone.DECK), Place(Zone.WIDOW), WIDOW, face_up=False))
    events.append(TurnPassed(seats_in(state)[0], f"bids {OPENING} (obligatory)"))
    return tuple(events)


# --------------------------------------------------------------------------- turns


def num_players(state: State) -> int:
    return state.players


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def to_act(state: State) -> int | None:
    """The seat to bid, the declarer with the widow, or the seat to play; None at the end."""
    if state.phase is Phase.BIDDING:
        return state.auction.to_bid
    if state.phase is Phase.WIDOW:
        return state.declarer
    if state.phase is Phase.PLAY:
        return order_from(state, state.trick.leader)[len(state.trick.cards)]
    return None


# --------------------------------------------------------------------------- the card play


def trump(state: State) -> Suit | None:
    """The suit of the last marriage declared (None before any: no-trump play, §4.5)."""
    return state.marriages[-1].cards[0].suit if state.marriages else None


@lru_cache(maxsize=8)
def trick_rules(trump_suit: Suit | None) -> TrickRules:
    """Follow suit; void, trump when a trump exists; any trump, no overtrumping (§4.5, TY-17)."""
    return TrickRules(players=3, trump=trump_suit, ranks=RANKS, must_trump=True, card_points=CARD_POINTS)


def rules_of(state: State) -> TrickRules:
    return trick_rules(trump(state))


def trick_winner(state: State, trick: Trick) -> int:
    """The seat that wins ``trick`` under the trump in force."""
    return order_from(state, trick.leader)[rules_of(state).winning_index(trick.cards)]


def legal_cards(state: State, seat: int) -> tuple[Card, ...]:
    return rules_of(state).legal_cards(state.hands[seat].cards, state.trick)


def may_declare(state: State, seat: int) -> bool:
    """Only a leader who won the previous trick declares (TY-7)."""
    return not state.trick.cards and bool(state.tricks) and state.tricks[-1].winner_seat == seat


# --------------------------------------------------------------------------- legal moves


def legal_moves(state: State) -> tuple[Move, ...]:
    """Bidding: pass, then the bids allowed; the widow: concede (forced 100), raises, every give; play: the
    marriage leads, then the legal cards.  Empty once the match is over."""
    seat = to_act(state)
    if seat is None:
        return ()
    return _GENERATORS[state.phase](state, seat)


def _bidding_moves(state: State, seat: int) -> tuple[Move, ...]:
    lowest = state.auction.lowest_bid(seat)
    if not state.looked[seat]:  # blind: up to 120 whatever the hand (TY-12)
        return (PASS, LOOK, *(Blind(points) for points in allowed_points(state.options, lowest, ())))
    return (PASS, *(Bid(points) for points in allowed_points(state.options, lowest, state.hands[seat].cards)))


def raises(state: State) -> tuple[int, ...]:
    """The contracts the declarer may raise to (TY-8): above his contract, above 120 only with a marriage."""
    if not state.options.raise_contract or state.declarer is None:
        return ()
    current = position_of(state.options, state.contract)
    assert current is not None
    return allowed_points(state.options, current + 1, state.hands[state.declarer].cards)


def is_forced(state: State) -> bool:
    """The declarer is on the obligatory 100: nobody bid over the eldest hand (§4.3.5)."""
    return len([call for call in state.auction.calls if not call.passed]) == 1


def _widow_moves(state: State, seat: int) -> tuple[Move, ...]:
    moves: list[Move] = [CONCEDE] if is_forced(state) else []
    moves.extend(Raise(points) for points in raises(state))
    moves.extend(Give(first, second) for first, second in permutations(state.hands[seat].cards, 2))
    return tuple(moves)


def _play_moves(state: State, seat: int) -> tuple[Move, ...]:
    moves: list[Move] = []
    if may_declare(state, seat):
        moves.extend(MARRIES[card] for card in marriage_cards(state.hands[seat].cards))
    moves.extend(PLAYS[card] for card in legal_cards(state, seat))
    return tuple(moves)


_GENERATORS: dict[Phase, Callable[[State, int], tuple[Move, ...]]] = {
    Phase.BIDDING: _bidding_moves,
    Phase.WIDOW: _widow_moves,
    Phase.PLAY: _play_moves,
}


# --------------------------------------------------------------------------- double dummy


def trick_play(state: State) -> TrickPosition | None:
    """The play as a double-dummy position over the three players (card points of the declarer, or of both
    opponents when one of them is to act), marriages included: a leader who won the previous trick may lead
    a king or queen of a marriage he holds declaring it (``marry:QH``: its points to him, its suit trump from
    this trick on, TY-7).  Refused (FAILED_PRECONDITION) before the play."""
    if state.phase in (Phase.BIDDING, Phase.WIDOW):
        raise IllegalMove("double dummy is not defined before the play: the widow and the cards given are "
                          "not settled yet", rule="§4.4")
    if state.phase is not Phase.PLAY:
        return None
    seats = seats_in(state)
    mover = to_act(state)
    declaring = mover == state.declarer
    scoring = tuple((seat == state.declarer) == declaring for seat in seats)
    index = {seat: position for position, seat in enumerate(seats)}
    return TrickPosition(rules_of(state), tuple(state.hands[seat] for seat in seats),
                         Trick(index[state.trick.leader], state.trick.cards), scoring, "points", seats=seats,
                         specials=_marriages(state, seats))


def _marriages(state: State, seats: tuple[int, ...]) -> PlaySpecials:
    """Marriages as declarations on lead; the trick's leader won the previous one unless it is the first."""
    held = (card for seat in seats for card in marriage_cards(state.hands[seat].cards))
    return PlaySpecials(declarations=tuple(MARRIAGES.items()), declaration_ranks=(Rank.KING, Rank.QUEEN),
                        first_trick=not state.tricks,
                        move_names=tuple((f"declare:{card}", MARRIES[card].id) for card in held))


__all__ = ["Bid", "Give", "Hand", "Raise"]
