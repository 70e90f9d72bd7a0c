"""Preferans's rules: dealing, whose turn it is, the card play (declared games and raspasovkas), the legal
moves by phase and the double-dummy position."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from cardgames.games.core.cards import Card, Suit
from cardgames.games.core.deals import DeckOrder, ExplicitDeal, order_of
from cardgames.games.core.decks import PIQUET_RANKS
from cardgames.games.core.errors import IllegalMove, InvalidDeal
from cardgames.games.core.events import CardsMoved, DealStarted, Event, Place, Zone, moved
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import RngState, fresh_seed, shuffle_deck
from cardgames.games.core.values import replace
from cardgames.games.mechanics.bidding import Auction
from cardgames.games.mechanics.exchange import playing_order
from cardgames.games.mechanics.first_dealer import cut_for_dealer
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.tricks import Trick, TrickPosition, TrickRules, order_from

from . import defense
from .ledger import Books, new_sheet
from .moves import PASS, PLAYS, Announce, Bid, Blind, Circle, ClosePulka, Discard, EndSplit, Misere, Moi, Move, PlayOn
from .state import CARD_LEADS, DECK, HAND_SIZE, LADDER, MISERE_INDEX, NO_CIRCLE, SPEC, WIDOW, Options, Phase, State

Log = list[Event]
T = TypeVar("T")


def _set(values: tuple[T, ...], seat: int, item: T) -> tuple[T, ...]:
    return (*values[:seat], item, *values[seat + 1:])


RULES: dict[Suit | None, TrickRules] = {
    trump: TrickRules(players=3, trump=trump, ranks=PIQUET_RANKS, must_trump=True) for trump in (*Suit, None)
}
"""Follow suit; void, trump if able; nothing more (§4.9).  ``players`` is 3: the active players."""


# --------------------------------------------------------------------------- dealing


def active(players: int, dealer: int) -> tuple[bool, ...]:
    """The seats that get cards: all three, or the four but the dealer (§4.1)."""
    return tuple(players == 3 or seat != dealer for seat in range(players))


def recipients(players: int, dealer: int) -> tuple[int, ...]:
    """One card at a time clockwise to the active players from the dealer's left; the last two the widow."""
    seats = [seat for seat in order_from((dealer + 1) % players, players) if players == 3 or seat != dealer]
    return tuple(seats[index % 3] for index in range(3 * HAND_SIZE)) + (-1,) * WIDOW


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """A new match: the draw for the first dealer and the first deal shuffled from ``seed``, or the first
    explicit deal, dealt by seat ``players - 1``."""
    SPEC.check_players(players)
    SPEC.check_options(options)
    if len(deals) > options.max_deals:
        raise InvalidDeal(f"{len(deals)} explicit deals for a match of at most {options.max_deals}", field="deals")
    queued = tuple(DeckOrder(order_of(_without_last_dealer(deal, players, (players - 1 + number) % players), DECK,
                                      recipients(players, (players - 1 + number) % players)))
                   for number, deal in enumerate(deals))
    rng = RngState(fresh_seed() if seed is None else seed)
    sheet = new_sheet(players, options)
    if queued:
        return deal_state(options, players, 1, players - 1, queued[0].cards, rng, sheet, (), 0, queued[1:])
    dealer, cut, rng = cut_for_dealer(DECK, players, rng, draw_rank)
    order, rng = shuffle_deck(DECK, rng)
    return replace(deal_state(options, players, 1, dealer, order, rng, sheet, (), 0, ()), cut=cut)


def draw_rank(card: Card) -> int:
    """The draw for the first dealer (§4.3): the lowest card deals, equal ranks by the bidding order of the
    suits, spades lowest (so one draw always decides)."""
    return int(card.rank) * 4 + BID_SUIT_ORDER.index(card.suit)


BID_SUIT_ORDER = (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS)


def _without_last_dealer(deal: ExplicitDeal, players: int, dealer: int) -> ExplicitDeal:
    """Per-seat hands name the 4-player dealer's empty hand; when he is the last seat no card goes to it."""
    if players == 4 and dealer == 3 and len(deal.hands) == 4:
        if deal.hands[3].cards:
            raise InvalidDeal("the 4-player dealer gets no cards: his hand must be empty", field="deal.hands[3]")
        return replace(deal, hands=deal.hands[:3])
    return deal


def deal_state(options: Options, players: int, number: int, dealer: int, order: Sequence[Card], rng: RngState,
               sheet: ScoreSheet, markers: tuple[int, ...], circle_left: int, queued: tuple[DeckOrder, ...]) -> State:
    """Deal ``order`` (§4.3); the phase is the pre-auction options, the auction, or a circle's raspasovka."""
    cards: list[list[Card]] = [[] for _ in range(players)]
    for card, seat in zip(order, recipients(players, dealer), strict=True):
        if seat >= 0:
            cards[seat].append(card)
    flags = active(players, dealer)
    order_ = playing_order((dealer + 1) % players, flags)
    state = State(
        options=options, players=players, phase=Phase.AUCTION, deal_number=number, dealer=dealer,
        hands=tuple(Hand(sorted_cards(hand)) for hand in cards), widow=tuple(order[-WIDOW:]), discard=(),
        shown_widow=(), auction=Auction(order_, equal_for_first_bidder=True), blind=(False,) * players,
        sheet=sheet, rng=rng, markers=markers, circle_left=circle_left, queued=queued,
    )
    if not circle_left and option_holder(state) is not None:
        return replace(state, phase=Phase.OPTIONS)
    return state


def deal_events(state: State) -> tuple[Event, ...]:
    """The deal as events: the dealer, each active hand (seen by its owner), the widow face down."""
    events: Log = [DealStarted(state.deal_number, state.dealer)]
    for seat in order_from((state.dealer + 1) % state.players, state.players):
        if state.hands[seat].cards:
            events.append(moved(Place(Zone.DECK), Place(Zone.HAND, seat), state.hands[seat].cards, (seat,), False))
    events.append(CardsMoved(Place(Zone.DECK), Place(Zone.WIDOW), len(state.widow), face_up=False))
    return tuple(events)


# --------------------------------------------------------------------------- the pre-auction options


def option_holder(state: State) -> int | None:
    """The player who may close his pulka or end the game at the start of this deal (§4.5, PRF-25)."""
    books = Books(state.sheet, state.options.pulka_target)
    open_ = [seat for seat in range(state.players) if books.pulka[seat] < books.target]
    if len(open_) == 1:
        return open_[0]
    owing = [seat for seat in range(state.players) if books.gora[seat] > 0]
    if not open_ and len(owing) == 1:
        return owing[0]
    return None


# --------------------------------------------------------------------------- turns


def num_players(state: State) -> int:
    return state.players


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def is_raspas(state: State) -> bool:
    return state.declarer is None


def in_circle(state: State) -> bool:
    """A circle's deal: past the auction's place without a call (§4.5)."""
    return not state.auction.calls and state.phase not in (Phase.OPTIONS, Phase.AUCTION, Phase.OVER)


def trick_order(state: State, trick: Trick) -> tuple[int, ...]:
    """The seats of ``trick`` in play order: the active players from its leader; the 4-player dealer leads
    the widow's cards to the first two tricks of a raspasovka (§4.9)."""
    if state.players == 4 and trick.leader == state.dealer:
        return order_from(state.dealer, 4)
    return playing_order(trick.leader, active(state.players, state.dealer))


def player(state: State) -> int:
    """The seat whose card is due in the trick on the table."""
    trick = state.trick
    assert trick is not None
    return trick_order(state, trick)[len(trick.cards)]


def started(state: State) -> bool:
    """Whether the deal's first card was played."""
    return bool(state.tricks) or (state.trick is not None and bool(state.trick.cards))


def director(state: State) -> int | None:
    """The sole whister who plays the passer's cards in an open whist, once the opening lead is made."""
    if is_raspas(state) or not started(state) or not any(call.call.name == "OPEN" for call in state.defense):
        return None
    return defense.decided(state).whisters[0]


def to_act(state: State) -> int | None:
    """The seat that decides now: the options' holder, the bidder, the declarer, the defender or dealer to
    decide, the player of the next card (the sole whister for the passer in an open whist)."""
    phase = state.phase
    if phase is Phase.PLAY:
        seat = player(state)
        whister = director(state)
        return whister if whister is not None and seat in defense.defenders(state) else seat
    if phase is Phase.AUCTION:
        return state.auction.to_bid
    if phase in (Phase.DISCARD, Phase.CONTRACT):
        return state.declarer
    if phase is Phase.DEFENSE:
        step = defense.pending(state)
        return None if step is None else step[0]
    if phase is Phase.OPTIONS:
        return option_holder(state)
    return None


def plays_from(state: State) -> int | None:
    """The hand the seat to act plays from (the passer's in an open whist)."""
    return player(state) if state.phase is Phase.PLAY else to_act(state)


# --------------------------------------------------------------------------- the card play


def trick_rules(state: State) -> TrickRules:
    contract = state.contract
    return RULES[None if contract is None else contract.trump]


def lead_card(state: State) -> Card | None:
    """3 players, option ``raspas_widow=card``: the turned widow card that leads the first two tricks."""
    if is_raspas(state) and state.players == 3 and state.options.raspas_widow == CARD_LEADS and len(state.tricks) < 2:
        return state.widow[len(state.tricks)]
    return None


def named_suit(state: State) -> Suit | None:
    """3 players, first two raspasovka tricks: the suit the turned widow card names for the lead (PRF-9)."""
    if is_raspas(state) and state.players == 3 and state.options.raspas_widow != CARD_LEADS and len(state.tricks) < 2:
        return state.widow[len(state.tricks)].suit
    return None


def legal_cards(state: State, seat: int) -> tuple[Card, ...]:
    """Follow suit, else trump if able (§4.9); a turned widow card names the raspasovka's first leads."""
    trick = state.trick
    assert trick is not None
    hand = state.hands[seat].cards
    rules = trick_rules(state)
    lead = lead_card(state)
    if lead is not None:
        return rules.legal_cards(hand, Trick(0, (lead, *trick.cards)))
    suit = named_suit(state)
    if suit is not None and not trick.cards:
        return tuple(card for card in hand if card.suit is suit) or hand
    return rules.legal_cards(hand, trick)


def winner(state: State, trick: Trick) -> int:
    """The seat that wins a complete trick: the highest trump, else the highest card of the led suit (a widow
    card that leads for nobody cannot win: the highest card of its suit, else of the first card's, does)."""
    order = trick_order(state, trick)
    rules = trick_rules(state)
    lead = lead_card(state)
    if lead is not None:
        following = [index for index, card in enumerate(trick.cards) if card.suit is lead.suit]
        if following:
            return order[max(following, key=lambda index: rules.power(trick.cards[index]))]
    return order[rules.winning_index(trick.cards)]


# --------------------------------------------------------------------------- legal moves


def legal_moves(state: State) -> tuple[Move, ...]:
    """The moves of the seat to act, by phase; empty once the match is over."""
    return _GENERATORS[state.phase](state)


def _option_moves(state: State) -> tuple[Move, ...]:
    holder = option_holder(state)
    assert holder is not None
    books = Books(state.sheet, state.options.pulka_target)
    if books.pulka[holder] < books.target:
        return ClosePulka(), PlayOn()
    return (EndSplit(), *((Circle(),) if state.options.circle != NO_CIRCLE else ()), PlayOn())


def auction_moves(state: State) -> tuple[Move, ...]:
    """Blind (before the first call), pass, "мой", misère (first call only), the bids above the highest."""
    auction = state.auction
    seat = auction.to_bid
    assert seat is not None
    first_call = all(call.seat != seat for call in auction.calls)
    high = auction.high
    moves: list[Move] = []
    if state.options.blind and first_call and not state.blind[seat]:
        moves.append(Blind())
    moves.append(PASS)
    if high is not None and high.seat != seat and high.bid != MISERE_INDEX and auction.first_bidder == seat:
        moves.append(Moi())
    if first_call and (high is None or high.bid < MISERE_INDEX):
        moves.append(Misere())
    bottom = 0 if high is None else high.bid + 1
    moves.extend(Bid(LADDER[index]) for index in range(bottom, len(LADDER)) if index != MISERE_INDEX)
    return tuple(moves)


def _discard_moves(state: State) -> tuple[Move, ...]:
    assert state.declarer is not None
    cards = state.hands[state.declarer].cards
    return tuple(Discard((a, b)) for i, a in enumerate(cards) for b in cards[i + 1:])


def announce_choices(state: State) -> tuple[Announce, ...]:
    """Contracts not below the winning bid; misère only after misère, never after a suit bid (§4.7, PRF-23)."""
    bid = state.contract
    assert bid is not None
    if bid.misere:
        return (Announce(bid),)
    return tuple(Announce(contract) for contract in LADDER[bid.index:] if not contract.misere)


def _defense_moves(state: State) -> tuple[Move, ...]:
    step = defense.pending(state)
    assert step is not None
    return step[1]


def _play_moves(state: State) -> tuple[Move, ...]:
    return tuple(PLAYS[card] for card in legal_cards(state, player(state)))


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.OPTIONS: _option_moves,
    Phase.AUCTION: auction_moves,
    Phase.DISCARD: _discard_moves,
    Phase.CONTRACT: announce_choices,
    Phase.DEFENSE: _defense_moves,
    Phase.PLAY: _play_moves,
    Phase.OVER: lambda state: (),
}


# --------------------------------------------------------------------------- double dummy


def trick_play(state: State) -> TrickPosition | None:
    """A declared game's play over the three active players (solver seat ``i`` is the ``i``-th active seat):
    the declarer's tricks against the two defenders, or in a misère the declarer's tricks as penalties he
    avoids while the defenders load them on him.  A raspasovka once the widow's tricks are over
    (:func:`_raspas_play`).

    Refused (FAILED_PRECONDITION) before the card play and in a raspasovka's widow tricks (which the solver
    searches by the game's own rules instead: :func:`widow_tricks_counting`).
    """
    if state.phase is not Phase.PLAY or state.trick is None:
        if state.phase is Phase.OVER:
            return None
        raise IllegalMove("double dummy needs the card play: the hands are not final before it", rule="§4.9")
    contract = state.contract
    seats = tuple(seat for seat, flag in enumerate(active(state.players, state.dealer)) if flag)
    index = {seat: position for position, seat in enumerate(seats)}
    trick = Trick(index[state.trick.leader], state.trick.cards) if state.trick.leader in index else None
    if contract is None:
        return _raspas_play(state, seats, trick)
    assert trick is not None
    rules, objective = trick_rules(state), "tricks"
    if contract.misere:  # one penalty point a trick the declarer takes
        rules, objective = replace(rules, trick_points=1), "penalties"
    return TrickPosition(rules, tuple(state.hands[seat] for seat in seats), trick,
                         tuple(seat == state.declarer for seat in seats), objective, seats=seats)


def _raspas_play(state: State, seats: tuple[int, ...], trick: Trick | None) -> TrickPosition:
    """A raspasovka: the tricks the player to act takes, as penalties he avoids while the two others load them
    on him (everybody avoids tricks; the solver reads it as one player against the rest, as in barbu's
    negative contracts).  Only once the widow's tricks are over: the widow card led by the 4-player dealer,
    or with 3 players the turned card that names the first two leads (or leads them itself, ``raspas_widow=
    card``), are rules outside the solver's; with the named suit the second trick is accepted once led."""
    if not _widow_over(state) or trick is None:
        raise IllegalMove("double dummy in a raspasovka starts once the widow's tricks are over (from the second "
                          "trick's first card with the named suit, else the third trick): the widow's cards lead "
                          "or name the leads there, outside the solver's rules (searched by the game's own rules "
                          "through SolveDoubleDummy)", rule="§4.9 PRF-9")
    mover = player(state)
    return TrickPosition(replace(trick_rules(state), trick_points=1), tuple(state.hands[seat] for seat in seats),
                         trick, tuple(seat == mover for seat in seats), "penalties", seats=seats)


def _widow_over(state: State) -> bool:
    """Whether a raspasovka's play is past the widow's tricks as the solver's rules see it (the named suit's
    second trick counts once led: its followers play as in any trick)."""
    done = len(state.tricks)
    return done >= 2 or (done == 1 and state.players == 3 and state.options.raspas_widow != CARD_LEADS
                         and bool(state.trick is not None and state.trick.cards))


def widow_tricks_counting(state: State) -> tuple[frozenset[int], bool, None] | None:
    """A raspasovka's widow tricks, which the solver searches by the game's own rules (``Game.extras
    ["dd_by_rules"]``): the seats whose tricks count (the player to act), that they avoid them, and no key
    (two tricks: nothing to gain from a table); None elsewhere."""
    if state.phase is not Phase.PLAY or state.trick is None or not is_raspas(state) or _widow_over(state):
        return None
    return frozenset({player(state)}), True, None
