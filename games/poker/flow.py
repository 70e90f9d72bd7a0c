"""The automatic steps: dealing with the forced bets, the end of a betting round, the draw's order and a
short stock, the showdown, an uncontested pot, a passed-out jackpot, the next deal and the end of the match."""

from __future__ import annotations

from collections.abc import Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import DeckOrder, ExplicitDeal, order_of, round_robin
from cardgames.games.core.errors import InvalidDeal
from cardgames.games.core.events import CardsMoved, CardTurned, DealScored, MatchOver, Place, Zone, moved
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, RngState, fresh_seed
from cardgames.games.core.values import replace
from cardgames.games.mechanics.betting import (
    Betting,
    award,
    can_act,
    fold,
    in_hand,
    net,
    new_round,
    only_one_left,
    open_betting,
    post,
    side_pots,
    total,
)
from cardgames.games.mechanics.first_dealer import CutCard, cut_for_dealer
from cardgames.games.mechanics.hand_ranking import describe, hand_key
from cardgames.games.mechanics.match import ScoreSheet, SheetRow, next_dealer, next_deck

from .quintet import is_quintet, new_quintet
from .rules import (
    Log,
    balances,
    credit,
    deal_events,
    highest_deals,
    is_jackpot,
    needs_to_act,
    next_actor,
    opened,
    ring_from,
    seated_of,
    total_deals,
    wild_twos,
)
from .state import ANTE, DECK, HAND_SIZE, SPEC, STRADDLE, Options, Phase, Showdown, State

MAX_QUEUED = 100


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """Draw for the first dealer (the highest card deals, 6.2) and deal; with explicit deals seat
    ``players - 1`` deals the first, so seat 0 gets ``order[0]``."""
    SPEC.check_players(players)
    SPEC.check_options(options)
    if is_quintet(options):
        return new_quintet(options, players, seed, len(deals))
    if len(deals) > MAX_QUEUED:
        raise InvalidDeal(f"at most {MAX_QUEUED} explicit deals", field="deals")
    rng = RngState(fresh_seed() if seed is None else seed)
    recipients = round_robin(players, 0, HAND_SIZE, len(DECK))
    queued = tuple(DeckOrder(order_of(deal, DECK, recipients)) for deal in deals)
    cut: tuple[CutCard, ...] = ()
    dealer = players - 1
    if not queued:
        dealer, cut, rng = cut_for_dealer(DECK, players, rng, highest_deals)
    return deal_hand(players, dealer, rng, options, 1, None, queued, cut, 0, open_betting(players), [])


def deal_hand(
    players: int, dealer: int, rng: RngState, options: Options, deal: int, sheet: ScoreSheet | None,
    queued: tuple[DeckOrder, ...], cut: tuple[CutCard, ...], carried: int, betting: Betting, log: Log,
) -> State:
    """Shuffle (or take the next queued order), deal five cards each from the dealer's left, one at a time,
    to the seats still in the match; put in the blinds or antes; find the first to speak."""
    order, rng, queued = next_deck(DECK, rng, queued)
    seats = ring_from((dealer + 1) % players, seated_of(options, players, sheet))
    hands = [Hand()] * players
    for index, seat in enumerate(seats):
        hands[seat] = Hand(sorted_cards(order[index :: len(seats)][:HAND_SIZE]))
    empty = (Hand(),) * players
    state = State(
        players=players, dealer=dealer, phase=Phase.BET_FIRST, actor=seats[0], hands=tuple(hands),
        stock=tuple(order[HAND_SIZE * len(seats):]), discards=empty, mucked=empty, betting=betting, rng=rng,
        options=options, opener=None, drawn=(-1,) * players, deal=deal, carried=carried, sheet=sheet,
        cut=cut, queued=queued,
    )
    state = _forced_bets(state, seats)
    log.extend(deal_events(state))
    if needs_to_act(state.betting, state.actor):
        return state
    return end_of_bet(state, state.actor, log)


def _forced_bets(state: State, seats: list[int]) -> State:
    """Sit out the broke seats, post the blinds (6.4.1) or the jackpot antes (6.5; 1 more after a passed-out
    deal) and name the first to speak: left of the straddle ("first word"), or the dealer's left in a jackpot."""
    betting = state.betting
    for seat in range(state.players):
        if seat not in seats:
            betting = replace(fold(betting, seat), acted=betting.acted)
    cash, on_credit = balances(state), credit(state.options)
    if is_jackpot(state.options):
        ante = state.options.jackpot_ante if state.carried == 0 else 1
        for seat in seats:
            betting, _ = post(betting, seat, ante, cash[seat] - betting.committed[seat], on_credit)
        return replace(state, betting=betting, actor=seats[0])
    for seat, amount in zip(seats[:2], (ANTE, STRADDLE), strict=False):
        betting, _ = post(betting, seat, amount, cash[seat], on_credit)
    return replace(state, betting=betting, actor=seats[2 % len(seats)])


# --------------------------------------------------------------------------- betting rounds


def end_of_bet(state: State, seat: int, log: Log) -> State:
    """After a bet (or a deal): the pot to the last seat in, the next seat to speak, or the round's end."""
    if only_one_left(state.betting):
        return uncontested(state, log)
    following = next_actor(state.betting, seat)
    if following is not None:
        return replace(state, actor=following)
    anyone = any(can_act(state.betting, other) for other in range(state.players))
    if state.phase is Phase.BET_FIRST and is_jackpot(state.options) and not opened(state) and anyone:
        return passed_out(state, log)
    return start_draw(state, log) if state.phase is Phase.BET_FIRST else showdown(state, log)


def start_draw(state: State, log: Log) -> State:
    """The draw: the seats still in, from the dealer's left (6.4.4)."""
    first = ring_from((state.dealer + 1) % state.players, _in_hand_flags(state.betting))[0]
    return replace(state, phase=Phase.DRAW, actor=first)


def _in_hand_flags(betting: Betting) -> tuple[bool, ...]:
    return tuple(not folded for folded in betting.folded)


def next_drawer(state: State, log: Log) -> State:
    """The next seat to draw, or the second betting round once everybody has."""
    flags = tuple(not state.betting.folded[seat] and state.drawn[seat] < 0 for seat in range(state.players))
    waiting = ring_from((state.dealer + 1) % state.players, flags)
    if waiting:
        return replace(state, actor=waiting[0])
    return start_second_round(state, log)


def start_second_round(state: State, log: Log) -> State:
    """Round 2: the level carries over; the first to have entered voluntarily speaks first (PO-5)."""
    betting = new_round(state.betting)
    state = replace(state, betting=betting, phase=Phase.BET_SECOND)
    if sum(can_act(betting, seat) for seat in range(state.players)) < 2:
        return showdown(state, log)  # nobody left to bet against: the all-in hands are shown
    first = state.opener if state.opener is not None else (state.dealer + 1) % state.players
    if needs_to_act(betting, first):
        return replace(state, actor=first)
    return end_of_bet(state, first, log)


# --------------------------------------------------------------------------- the end of a deal


def uncontested(state: State, log: Log) -> State:
    """Everybody else folded: the last seat takes the pot without showing (6.4.3, 6.4.5)."""
    winner = in_hand(state.betting)[0]
    won = tuple(total(state.betting) if seat == winner else 0 for seat in range(state.players))
    record = Showdown(state.deal, (Hand(),) * state.players, won, (), f"seat {winner} takes the pot unseen")
    return settle(state, record, log)


def showdown(state: State, log: Log) -> State:
    """Every hand still in is shown; each pot goes to the best hand eligible for it, ties split with the odd
    chip nearest the dealer's left (6.4.6, PO-2)."""
    options = state.options
    keys = {seat: hand_key(state.hands[seat].cards, options.ace_low_straight, wild_twos(options),
                           options.five_of_a_kind_top) for seat in in_hand(state.betting)}
    pots = side_pots(state.betting.committed, state.betting.folded)
    won = award(pots, keys.__getitem__, (state.dealer + 1) % state.players, state.players)
    shown = tuple(state.hands[seat] if seat in keys else Hand() for seat in range(state.players))
    for seat in keys:
        log.extend(CardTurned(Place(Zone.HAND, seat), card) for card in state.hands[seat].cards)
    flags = (options.ace_low_straight, wild_twos(options), options.five_of_a_kind_top)
    words = "; ".join(f"seat {seat} {describe(state.hands[seat].cards, *flags)}" for seat in keys)
    return settle(state, Showdown(state.deal, shown, won, pots, f"showdown: {words}"), log)


def settle(state: State, record: Showdown, log: Log) -> State:
    """Write the deal's net result on the sheet, then deal the next hand or end the match."""
    points = net(state.betting.committed, record.won)
    sheet = (state.sheet or fresh_sheet(state.players)).adding(SheetRow(state.deal, record.summary, points))
    log.append(DealScored(state.deal, points, record.summary))
    state = replace(state, sheet=sheet, last=record)
    if _match_over(state):
        log.append(MatchOver(_summary(state)))
        return replace(state, phase=Phase.OVER)
    return _next_deal(state, open_betting(state.players), 0, log)


def passed_out(state: State, log: Log) -> State:
    """Jackpot: nobody opened.  The hands are thrown in, the pot carries over, the deal moves left and
    every seat adds 1 (6.5, PO-9); the sheet gets a row of zeros for the deal."""
    for seat in range(state.players):
        if state.hands[seat].cards:
            log.append(moved(Place(Zone.HAND, seat), Place(Zone.DISCARD), state.hands[seat].cards, (seat,), False))
    label = f"passed out: nobody opened, the pot of {total(state.betting)} carries over"
    points = (0,) * state.players
    sheet = (state.sheet or fresh_sheet(state.players)).adding(SheetRow(state.deal, label, points))
    log.append(DealScored(state.deal, points, label))
    state = replace(state, sheet=sheet)
    return _next_deal(state, new_round(state.betting), state.carried + 1, log)


def _next_deal(state: State, betting: Betting, carried: int, log: Log) -> State:
    seated = seated_of(state.options, state.players, state.sheet)
    dealer = next_dealer(state.dealer, state.players, seated)
    if carried:
        betting = replace(betting, folded=tuple(not flag for flag in seated), all_in=(False,) * state.players)
    fresh = deal_hand(state.players, dealer, state.rng, state.options, state.deal + 1, state.sheet, state.queued,
                      (), carried, betting, log)  # the draw for the first dealer is shown once, with the first deal
    return replace(fresh, previous_discards=state.discards, last=state.last)


def _match_over(state: State) -> bool:
    if sum(seated_of(state.options, state.players, state.sheet)) < 2:
        return True
    return state.deal >= total_deals(state)


def _summary(state: State) -> str:
    assert state.sheet is not None
    totals = state.sheet.totals()
    return "net chips: " + ", ".join(f"seat {seat} {points:+d}" for seat, points in enumerate(totals))


def fresh_sheet(players: int) -> ScoreSheet:
    """A column per seat, a row per deal with each seat's net chips."""
    return ScoreSheet(tuple(f"seat {seat}" for seat in range(players)))


# --------------------------------------------------------------------------- the draw's stock


def draw_cards(state: State, seat: int, count: int, log: Log) -> tuple[State, tuple[Card, ...]]:
    """``count`` cards from the stock; when it runs short, the discards so far and the folded hands (not this
    seat's own discards) are shuffled into a new stock (PO-7)."""
    stock = state.stock
    if len(stock) < count:
        state = _reshuffle(state, seat, log)
        stock = state.stock
    return replace(state, stock=stock[count:]), stock[:count]


def _reshuffle(state: State, seat: int, log: Log) -> State:
    gathered = [card for other in range(state.players) if other != seat for card in state.discards[other].cards]
    gathered += [card for hand in state.mucked for card in hand.cards]
    drbg = Drbg(state.rng)
    fresh = tuple(drbg.shuffled(sorted_cards(gathered)))
    kept = tuple(Hand() if other != seat else state.discards[seat] for other in range(state.players))
    log.append(CardsMoved(Place(Zone.DISCARD), Place(Zone.STOCK), len(fresh), face_up=False))
    return replace(state, stock=state.stock + fresh, discards=kept, mucked=(Hand(),) * state.players,
                   rng=drbg.state)

