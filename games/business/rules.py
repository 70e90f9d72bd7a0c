"""Business's rules: the deck, dealing, the auction's order and legality, whose turn it is, the card-play
rules (lead restriction, jokers) and the legal moves by phase."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations

from cardgames.games.core.cards import Card, Suit
from cardgames.games.core.deals import DeckOrder, ExplicitDeal, order_of
from cardgames.games.core.decks import FULL_RANKS, SHORT_RANKS
from cardgames.games.core.errors import InvalidDeal, InvalidOptions
from cardgames.games.core.events import CardTurned, DealStarted, Event, Place, Zone, moved
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, RngState, fresh_seed, shuffle_deck
from cardgames.games.mechanics.match import ScoreSheet
from cardgames.games.mechanics.tricks import TrickRules

from .moves import ALONE, CHANGE, PASS, PLAYS, WITH_BANKER, Bid, Choose, Discard, Move, NewTrump, PlayJoker
from .state import ALLOWED, DECKS, HALF, PREMIUM, STANDARD, Call, DealRecord, Options, Phase, Role, State, Trump

Log = list[Event]
SUITS = tuple(Trump)


# --------------------------------------------------------------------------- the deck


def deck_size(options: Options, players: int) -> int:
    """The deck in use: the option, or 52 for 4-5 players and 54 for 6 (§1.14)."""
    if options.deck == "auto":
        return 54 if players == 6 else 52
    return int(options.deck)


def deck_of(state: State) -> tuple[Card, ...]:
    return DECKS[deck_size(state.options, state.players)]


def hand_size(deck: int, players: int) -> int:
    """T = floor(deck / N): the tricks of a deal (§1.3)."""
    return deck // players


def talon_size(deck: int, players: int) -> int:
    return deck - players * hand_size(deck, players)


def premium(deck: int, players: int, with_banker: bool) -> int:
    """P from the premium table (§1.11)."""
    return PREMIUM[(36 if deck == 36 else 52, with_banker)][players - 4]


def num_deals(state: State) -> int:
    return state.options.num_deals or 2 * state.players


def check_setup(options: Options, players: int) -> None:
    deck = deck_size(options, players)
    if players not in ALLOWED[deck]:
        raise InvalidOptions(f"the {deck}-card deck is for {ALLOWED[deck]} players (§1.3)", field="deck")


# --------------------------------------------------------------------------- dealing


def recipients(dealer: int, players: int, deck: int) -> tuple[int, ...]:
    """Deck index -> seat: T rounds from the dealer's left, the rest to the talon (-1)."""
    tricks = hand_size(deck, players)
    dealt = tuple((dealer + 1 + index) % players for index in range(tricks * players))
    return dealt + (-1,) * talon_size(deck, players)


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """A new match: the first dealer drawn at random (BIZ-13), or seat 0 for explicit deals (dealt from
    each dealer's left, the talon last)."""
    SPEC_check(options, players)
    deck = DECKS[deck_size(options, players)]
    if len(deals) > 100:
        raise InvalidDeal("at most 100 explicit deals", field="deals")
    queued = tuple(DeckOrder(order_of(deal, deck, recipients(number % players, players, len(deck))))
                   for number, deal in enumerate(deals))
    rng = RngState(fresh_seed() if seed is None else seed)
    sheet = ScoreSheet(columns=tuple(f"seat {seat}" for seat in range(players)), denominator=HALF)
    if queued:
        return deal_state(options, players, 1, 0, queued[0].cards, rng, sheet, queued[1:], ())
    order, rng = shuffle_deck(deck, rng)
    drbg = Drbg(rng)
    dealer = drbg.randbelow(players)
    return deal_state(options, players, 1, dealer, order, drbg.state, sheet, (), ())


def SPEC_check(options: Options, players: int) -> None:
    from .state import SPEC

    SPEC.check_players(players)
    SPEC.check_options(options)
    check_setup(options, players)


def deal_state(options: Options, players: int, number: int, dealer: int, order: Sequence[Card], rng: RngState,
               sheet: ScoreSheet, queued: tuple[DeckOrder, ...], history: tuple[DealRecord, ...]) -> State:
    """Deal ``order``: one card at a time from the dealer's left, the rest face down as the talon."""
    tricks = hand_size(len(order), players)
    hands = [Hand()] * players
    for offset in range(players):
        seat = (dealer + 1 + offset) % players
        hands[seat] = Hand(sorted_cards(order[offset:tricks * players:players]))
    return State(options=options, players=players, phase=Phase.AUCTION, deal_number=number, dealer=dealer,
                 hands=tuple(hands), talon=tuple(order[tricks * players:]), sheet=sheet, rng=rng,
                 roles=(Role.NONE,) * players, tricks_won=(0,) * players, history=history, queued=queued)


def open_talon(state: State) -> int:
    """How many talon cards lie face up from the deal (§1.4)."""
    return min(state.options.talon_open_count, len(state.talon))


def deal_events(state: State) -> tuple[Event, ...]:
    """The deal: who deals, each hand face down to its seat, the talon, the agreed talon cards turned."""
    events: Log = [DealStarted(state.deal_number, state.dealer)]
    for offset in range(1, state.players + 1):
        seat = (state.dealer + offset) % state.players
        events.append(moved(Place(Zone.DECK), Place(Zone.HAND, seat), state.hands[seat].cards, (seat,), False))
    if state.talon:
        events.append(moved(Place(Zone.DECK), Place(Zone.WIDOW), state.talon, (-1,), False))
    events.extend(CardTurned(Place(Zone.WIDOW), card) for card in state.talon[:open_talon(state)])
    return tuple(events)


# --------------------------------------------------------------------------- the auction (§1.5)


def high_call(calls: Sequence[Call]) -> Call | None:
    for call in reversed(calls):
        if call.suit is not None:
            return call
    return None


def passed(calls: Sequence[Call]) -> frozenset[int]:
    return frozenset(call.seat for call in calls if call.suit is None)


def auction_over(state: State) -> bool:
    out, high = passed(state.calls), high_call(state.calls)
    if len(out) == state.players:
        return True
    return high is not None and len(out) == state.players - 1 and high.seat not in out


def to_bid(state: State) -> int | None:
    """The seat to call: clockwise from the last caller (the dealer's left first), skipping passes."""
    if auction_over(state):
        return None
    out = passed(state.calls)
    last = state.calls[-1].seat if state.calls else state.dealer
    for step in range(1, state.players + 1):
        seat = (last + step) % state.players
        if seat not in out:
            return seat
    return None


def bid_legal(state: State, count: int, suit: Trump) -> bool:
    """More tricks than the highest bid, or as many in a suit not yet bid at that count (BIZ-2)."""
    if not 1 <= count <= hand_size(len(deck_of(state)), state.players):
        return False
    high = high_call(state.calls)
    if high is None or count > high.count:
        return True
    return count == high.count and all(call.count != count or call.suit != suit for call in state.calls)


# --------------------------------------------------------------------------- turns


def num_players(state: State) -> int:
    return state.players


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def banker_of(state: State) -> int | None:
    for seat, role in enumerate(state.roles):
        if role is Role.BANKER:
            return seat
    return None


def next_chooser(state: State) -> int | None:
    """The next seat to choose a role, clockwise from the Declarer's left (§1.8)."""
    assert state.declarer is not None
    for step in range(1, state.players):
        seat = (state.declarer + step) % state.players
        if state.roles[seat] is Role.NONE:
            return seat
    return None


def to_act(state: State) -> int | None:
    phase = state.phase
    if phase is Phase.AUCTION:
        return to_bid(state)
    if phase in (Phase.DISCARD, Phase.ANNOUNCE):
        return state.declarer
    if phase is Phase.ROLES:
        return next_chooser(state)
    if phase is Phase.NEW_TRUMP:
        banker = banker_of(state)
        return state.declarer if banker is None else banker
    if phase is Phase.PLAY and state.trick is not None:
        return state.trick.next_seat(state.players)
    return None


def plays_from(state: State) -> int | None:
    return state.trick.next_seat(state.players) if state.phase is Phase.PLAY and state.trick is not None else None


# --------------------------------------------------------------------------- card play (§1.9)


_RULES = {(players, short, suit): TrickRules(players=players, trump=suit, ranks=SHORT_RANKS if short else FULL_RANKS)
          for short in (False, True) for suit in (None, *Suit) for players in (4, 5, 6)}


def trump_suit(state: State) -> Suit | None:
    return None if state.trump is None else state.trump.suit


def trick_rules(state: State) -> TrickRules:
    """Follow suit if able, trumping optional; the current trump; A high (BIZ-1)."""
    return _RULES[(state.players, len(deck_of(state)) == 36, trump_suit(state))]


def joker_may_lead(cards: Sequence[Card]) -> bool:
    """J1: a joker is led only as the last card, or from a hand of exactly the two jokers."""
    return len(cards) == 1 or (len(cards) == 2 and all(card.is_joker for card in cards))


def lead_options(state: State, seat: int) -> tuple[tuple[Card, ...], bool]:
    """The standard cards ``seat`` may lead and whether he may lead a joker (J1; the current Declarer no
    trump, BIZ-8)."""
    cards = state.hands[seat].cards
    restricted = seat == state.declarer
    plain = tuple(card for card in cards if not card.is_joker and not (restricted and card.suit == trump_suit(state)))
    return plain, any(card.is_joker for card in cards) and joker_may_lead(cards)


def has_lead(state: State, seat: int) -> bool:
    plain, joker = lead_options(state, seat)
    return bool(plain) or joker


def may_change(state: State) -> bool:
    """The current Declarer is about to lead a trick other than the first, no change made yet."""
    trick = state.trick
    return (state.phase is Phase.PLAY and not state.changed and state.tricks_played > 0 and trick is not None
            and not trick.cards and trick.leader == state.declarer)


def caught(state: State) -> bool:
    """The current Declarer must lead, has no legal lead and cannot change ("делец пойман", BIZ-6)."""
    trick = state.trick
    return (state.phase is Phase.PLAY and trick is not None and not trick.cards and trick.leader == state.declarer
            and not has_lead(state, trick.leader) and not may_change(state))


def led_suit(state: State) -> Suit | None:
    return state.trick_named[0].suit if state.trick_named else None


def follow_options(state: State, seat: int) -> tuple[tuple[Card, ...], bool]:
    """Standard cards ``seat`` may play to a led trick and whether a joker may go (J2: void only)."""
    cards = state.hands[seat].cards
    led = led_suit(state)
    following = tuple(card for card in cards if card.suit == led)
    if following:
        return following, False
    return tuple(card for card in cards if not card.is_joker), any(card.is_joker for card in cards)


def joker_names(state: State, seat: int, leading: bool) -> tuple[Card, ...]:
    """What a joker may be named (BIZ-9): any standard card; a leading Declarer no trump."""
    if leading and seat == state.declarer:
        return tuple(card for card in STANDARD if card.suit != trump_suit(state))
    return STANDARD


# --------------------------------------------------------------------------- legal moves


def legal_moves(state: State) -> tuple[Move, ...]:
    return _GENERATORS[state.phase](state)


def _auction_moves(state: State) -> tuple[Move, ...]:
    top = hand_size(len(deck_of(state)), state.players)
    bids: list[Move] = [Bid(count, suit) for count in range(1, top + 1) for suit in SUITS
                        if bid_legal(state, count, suit)]
    return (PASS, *bids)


def _discard_moves(state: State) -> tuple[Move, ...]:
    """Every set of R cards of the Declarer's hand (at most C(14, 4) = 1001), trumps and jokers too."""
    assert state.declarer is not None
    cards = state.hands[state.declarer].cards
    size = len(cards) - hand_size(len(deck_of(state)), state.players)
    return tuple(Discard(chosen) for chosen in combinations(cards, size))


def _role_moves(state: State) -> tuple[Move, ...]:
    return tuple(Choose(role) for role in allowed_roles(state))


def allowed_roles(state: State) -> tuple[Role, ...]:
    """§1.8: Banker once and only after "with a Banker"; Policeman once; the last chooser must be a criminal
    if nobody is yet."""
    chosen = state.roles
    roles = [Role.THIEF, Role.MAFIA]
    if state.with_banker_announced and Role.BANKER not in chosen:
        roles.insert(0, Role.BANKER)
    if Role.POLICEMAN not in chosen:
        roles.append(Role.POLICEMAN)
    left = sum(1 for seat, role in enumerate(chosen) if role is Role.NONE and seat != state.declarer)
    if left == 1 and Role.THIEF not in chosen and Role.MAFIA not in chosen:
        roles = [Role.THIEF, Role.MAFIA]
    return tuple(sorted(roles))


def _play_moves(state: State) -> tuple[Move, ...]:
    trick = state.trick
    assert trick is not None
    seat = trick.next_seat(state.players)
    leading = not trick.cards
    plain, joker = lead_options(state, seat) if leading else follow_options(state, seat)
    moves: list[Move] = [PLAYS[card] for card in plain]
    if joker:
        names = joker_names(state, seat, leading)
        jokers = [card for card in state.hands[seat].cards if card.is_joker]
        moves.extend(PlayJoker(card, named) for card in jokers for named in names)
    if leading and may_change(state):
        moves.append(CHANGE)
    return tuple(moves)


def _trump_moves(state: State) -> tuple[Move, ...]:
    return tuple(NewTrump(suit) for suit in SUITS if suit != state.trump)


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.AUCTION: _auction_moves,
    Phase.DISCARD: _discard_moves,
    Phase.ANNOUNCE: lambda state: (ALONE, WITH_BANKER),
    Phase.ROLES: _role_moves,
    Phase.PLAY: _play_moves,
    Phase.NEW_TRUMP: _trump_moves,
    Phase.OVER: lambda state: (),
}
