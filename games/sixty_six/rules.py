"""Sixty-six's rules: sides, dealing, whose turn it is, the two phases' card rules, the legal moves and the
double-dummy position."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.deals import DeckOrder, ExplicitDeal, order_of, round_robin
from cardgames.games.core.errors import IllegalMove, InvalidDeal
from cardgames.games.core.events import CardsMoved, DealStarted, Event, Place, Zone, moved
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import RngState, fresh_seed, shuffle_deck
from cardgames.games.mechanics import stock as stock_rules
from cardgames.games.mechanics.first_dealer import CutCard, cut_for_dealer
from cardgames.games.mechanics.marriages import marriage_cards
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.tricks import Trick, TrickPosition, TrickRules

from .moves import CLAIM, CLOSE, EXCHANGE, MARRIES, PLAYS, Move
from .state import CARD_POINTS, DEALT, DECK, LAST_TRICK_BONUS, MAX_KONS_PER_POINT, RANKS, SPEC, Options, Phase, State

Log = list[Event]


# --------------------------------------------------------------------------- sides and sizes


def sides(players: int) -> int:
    """Two partnerships at four (66-1); otherwise each plays for himself (three is this engine's extension)."""
    return 2 if players == 4 else players


def side_of(seat: int, players: int) -> int:
    """The side of ``seat``: partners sit opposite at four."""
    return seat % 2 if players == 4 else seat


def hand_size(players: int) -> int:
    """12 cards are dealt whatever the table (§5.3): 6 each for two, 4 for three, 3 for four."""
    return DEALT // players


def columns(players: int) -> tuple[str, ...]:
    """The score sheet's columns: one per side."""
    if players == 4:
        return ("seats 0+2", "seats 1+3")
    return tuple(f"seat {seat}" for seat in range(players))


def first_leader(dealer: int, players: int) -> int:
    """The dealer leads with two (66-13); his partner with four (§5.4)."""
    return (dealer + 2) % players if players == 4 else dealer


def cut_rank(card: Card) -> int:
    """Drawing for the first dealer: 9 < J < Q < K < T < A (66-12)."""
    return RANKS.index(card.rank)


# --------------------------------------------------------------------------- card rules


@lru_cache(maxsize=64)
def trick_rules(players: int, trump: Suit, strict: bool, last_trick_ten: bool = False) -> TrickRules:
    """The card play: A T K Q J 9 with their points; any card while the stock is open, strict once it is
    closed or empty (§5.5, §5.6)."""
    base = TrickRules(players=players, trump=trump, ranks=RANKS, card_points=CARD_POINTS,
                      teams=tuple(side_of(seat, players) for seat in range(players)),
                      last_trick_bonus=LAST_TRICK_BONUS if last_trick_ten else 0)
    return stock_rules.strict_rules(base) if strict else stock_rules.open_rules(base)


def trump_suit(state: State) -> Suit:
    suit = state.trump.suit
    assert suit is not None
    return suit


def rules_of(state: State) -> TrickRules:
    return trick_rules(state.players, trump_suit(state), state.phase is not Phase.STOCK,
                       state.options.last_trick_ten)


def trump_nine(state: State) -> Card:
    return Card.of(Rank.NINE, trump_suit(state))


# --------------------------------------------------------------------------- dealing


def recipients(players: int, dealer: int) -> tuple[int, ...]:
    """12 / players cards each, one at a time clockwise from the dealer's left; then the trump card and the stock."""
    return round_robin(players, (dealer + 1) % players, hand_size(players), len(DECK))


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """A new match: the first dealer drawn by turning cards (lowest deals, §5.2) and a shuffled kon, or the
    first explicit deal dealt by seat ``players - 1`` (the others queued for the next kons)."""
    SPEC.check_players(players)
    SPEC.check_options(options)
    if len(deals) > MAX_KONS_PER_POINT * options.target:
        raise InvalidDeal(f"{len(deals)} explicit deals are more than a match can use", field="deals")
    queued = tuple(DeckOrder(order_of(deal, DECK, recipients(players, players - 1))) for deal in deals)
    rng = RngState(fresh_seed() if seed is None else seed)
    sheet = ScoreSheet(columns(players))
    if queued:
        return deal_state(options, players, 1, players - 1, queued[0].cards, rng, sheet, (), queued[1:])
    dealer, cut, rng = cut_for_dealer(DECK, players, rng, cut_rank)
    order, rng = shuffle_deck(DECK, rng)
    return deal_state(options, players, 1, dealer, order, rng, sheet, cut, ())


def deal_state(
    options: Options, players: int, number: int, dealer: int, order: Sequence[Card], rng: RngState,
    sheet: ScoreSheet, cut: tuple[CutCard, ...], queued: tuple[DeckOrder, ...],
) -> State:
    """Deal ``order``: the hands from the dealer's left, the 13th card face up as trump, the rest the stock."""
    eldest = (dealer + 1) % players
    hands = tuple(Hand(sorted_cards(order[(seat - eldest) % players:DEALT:players])) for seat in range(players))
    empty = (Hand(),) * players
    return State(
        options=options, players=players, phase=Phase.STOCK, deal_number=number, dealer=dealer,
        trump=order[DEALT], hands=hands, known=empty, stock=tuple(order[DEALT + 1:]), face_up=order[DEALT],
        closed_by=None, trick=Trick(first_leader(dealer, players)), tricks=(), marriages=(), locked=None,
        sheet=sheet, rng=rng, cut=cut, queued=queued,
    )


def deal_events(state: State) -> tuple[Event, ...]:
    """The kon as events: the dealer, each hand (seen by its owner), the trump card, the stock."""
    events: Log = [DealStarted(state.deal_number, state.dealer)]
    for step in range(1, state.players + 1):
        seat = (state.dealer + step) % state.players
        events.append(moved(Place(Zone.DECK), Place(Zone.HAND, seat), state.hands[seat].cards, (seat,), False))
    events.append(moved(Place(Zone.DECK), Place(Zone.STOCK), (state.trump,)))
    events.append(CardsMoved(Place(Zone.DECK), Place(Zone.STOCK), len(state.stock), face_up=False))
    return tuple(events)


# --------------------------------------------------------------------------- turns


def num_players(state: State) -> int:
    return state.players


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def to_act(state: State) -> int | None:
    """The seat to play the next card (and to claim, exchange or close before it); None at the end."""
    if state.phase is Phase.OVER:
        return None
    return state.trick.next_seat(state.players)


def legal_cards(state: State, seat: int) -> tuple[Card, ...]:
    """The cards ``seat`` may play now: any while the stock is open; follow, else trump once it is closed or
    empty, and win the trick if able with ``must_head`` (66-6)."""
    hand = state.hands[seat].cards
    rules = rules_of(state)
    if state.phase is Phase.PLAY and state.options.must_head:
        return stock_rules.heading_cards(rules, hand, state.trick)
    return rules.legal_cards(hand, state.trick)


def exchange_error(state: State, seat: int) -> str | None:
    """Why ``seat`` may not exchange the trump nine now (66-4), or None when it may."""
    if state.trick.cards or state.phase is not Phase.STOCK:
        return "the trump nine is exchanged by the leader, before he leads, while the stock is open"
    if not state.tricks or state.tricks[-1].winner_seat != seat:
        return "only the winner of the previous trick may exchange the trump nine"
    try:
        stock_rules.exchange_check(state.hands[seat].cards, trump_nine(state), state.face_up, state.stock,
                                   closed=state.closed_by is not None,
                                   face_down_only=state.options.exchange_face_down_only, rule="66-4")
    except IllegalMove as error:
        return error.message
    return None


def close_error(state: State) -> str | None:
    """Why the stock may not be closed now (§5.5), or None when the leader may close it."""
    if state.trick.cards or state.phase is not Phase.STOCK:
        return "the stock is closed by the leader, before he leads, while it is open"
    try:
        stock_rules.close_check(state.stock, state.face_up, closed=state.closed_by is not None, rule="§5.5")
    except IllegalMove as error:
        return error.message
    return None


def legal_moves(state: State) -> tuple[Move, ...]:
    """Leading: exchange, close (when allowed), claim, every marriage lead, every card in hand order.
    Following: claim, then the legal cards.  Empty once the match is over."""
    seat = to_act(state)
    if seat is None:
        return ()
    moves: list[Move] = []
    if not state.trick.cards:
        if exchange_error(state, seat) is None:
            moves.append(EXCHANGE)
        if close_error(state) is None:
            moves.append(CLOSE)
    moves.append(CLAIM)
    if not state.trick.cards:
        moves.extend(MARRIES[card] for card in marriage_cards(state.hands[seat].cards))
    moves.extend(PLAYS[card] for card in legal_cards(state, seat))
    return tuple(moves)


_UNDEFINED = ("double dummy is not defined while the stock is open: it still holds unknown cards that "
              "players will draw (sixty-six §5.5)")


def trick_play(state: State) -> TrickPosition | None:
    """The play once the stock is exhausted or closed, as a double-dummy position: every hand known, the
    strict rules, card points for the side to act (marriages still to be announced are not counted).

    Raises IllegalMove (FAILED_PRECONDITION) while the stock is open, and with ``must_head`` (a rule the
    solver does not express).
    """
    if state.phase is Phase.STOCK:
        raise IllegalMove(_UNDEFINED, rule="§5.5")
    if state.phase is not Phase.PLAY:
        return None
    if state.options.must_head:
        raise IllegalMove("double dummy is not defined with must_head: the solver's rules do not oblige a "
                          "follower to win the trick (66-6 variant)", rule="66-6")
    mover = to_act(state)
    assert mover is not None
    side = side_of(mover, state.players)
    scoring = tuple(side_of(seat, state.players) == side for seat in range(state.players))
    return TrickPosition(rules_of(state), state.hands, state.trick, scoring, "points")

