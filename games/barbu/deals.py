"""The automatic steps: the double when only one seat may hold it, the start of the play (tricks or Domino),
the end of a trick, the end of a deal (its row on the score sheet), the next deal and the end of the match."""

from __future__ import annotations

from cardgames.games.core.events import DealScored, MatchOver, TrickWon, TurnPassed
from cardgames.games.core.hands import Hand
from cardgames.games.core.values import replace
from cardgames.games.mechanics.match import SheetRow, next_deck
from cardgames.games.mechanics.tricks import Trick

from . import scoring
from .rules import Log, _set, deal_events, deal_state, deals_in_match, doubles_left, trick_rules
from .state import BLOCK, DECK, PLAYERS, TRICKS, Contract, Phase, State

PLACES = ("first", "second", "third")


def start_doubling(state: State, log: Log) -> State:
    """After the contract: ask from the dealer's left round to the dealer, skipping seats without doubles
    left; when only one seat may hold the double it is his at once (4.6)."""
    if state.options.pairwise_doubling:
        return replace(state, phase=Phase.DOUBLING, turn=(state.dealer + 1) % PLAYERS)
    free = doubles_left(state)
    if sum(free) == 1:
        seat = free.index(True)
        log.append(TurnPassed(seat, "holds the double: the only seat with a double left"))
        return take_double(state, seat, log)
    return replace(state, phase=Phase.DOUBLING, turn=next_asked(state, state.dealer))


def next_asked(state: State, after: int) -> int:
    """The next seat clockwise after ``after``, up to the dealer, with a double left (-1: none); ``after`` the
    dealer starts the round at his left."""
    free = doubles_left(state)
    steps = (state.dealer - after) % PLAYERS or PLAYERS
    for step in range(1, steps + 1):
        seat = (after + step) % PLAYERS
        if free[seat]:
            return seat
    return -1


def take_double(state: State, seat: int, log: Log) -> State:
    """``seat`` holds this deal's double; the play begins."""
    state = replace(state, doubler=seat, doubles=_set(state.doubles, seat, state.doubles[seat] + 1))
    return start_play(state, log)


def start_play(state: State, log: Log) -> State:
    """The dealer leads the first trick (4.4), or plays the first card to the Domino layout."""
    if state.contract is Contract.DOMINO:
        return replace(state, phase=Phase.DOMINO, turn=state.dealer, rows=(Hand(),) * 4)
    return replace(state, phase=Phase.PLAY, trick=Trick(state.dealer))


def end_trick(state: State, log: Log) -> State:
    """A complete trick is won: its winner leads the next, or the deal ends after thirteen."""
    trick = state.trick
    assert trick is not None
    won = trick.won_by(trick_rules(state.options, state.contract, state.trump).winner(trick))
    tricks = (*state.tricks, won)
    assert won.winner_seat is not None
    log.append(TrickWon(won.winner_seat, len(tricks), won.cards, won.leader))
    state = replace(state, tricks=tricks, trick=Trick(won.winner_seat))
    if len(tricks) < TRICKS:
        return state
    return end_deal(replace(state, trick=None), log)


def went_out(state: State, seat: int, log: Log) -> State:
    """``seat`` played his last Domino card: he is ranked; the deal ends when three are out."""
    finished = (*state.finished, seat)
    log.append(TurnPassed(seat, f"went out {PLACES[len(finished) - 1]}"))
    state = replace(state, finished=finished)
    if len(finished) == PLAYERS - 1:
        return end_deal(state, log)
    return state


def end_deal(state: State, log: Log) -> State:
    """Score the deal on the sheet, then deal the next one or end the match."""
    row = SheetRow(state.deal_number, scoring.deal_label(state), scoring.deal_points(state))
    state = replace(state, sheet=state.sheet.adding(row))
    log.append(DealScored(state.deal_number, row.points, row.label))
    if state.deal_number >= deals_in_match(state.options):
        state = replace(state, phase=Phase.OVER)
        log.append(MatchOver(scoring.summary(state)))
        return state
    return _next_deal(state, log)


def _next_deal(state: State, log: Log) -> State:
    """The same dealer until he has named all seven contracts, then the seat on his left (4.2)."""
    order, rng, queued = next_deck(DECK, state.rng, state.queued)
    dealer, used, doubles = state.dealer, state.used, state.doubles
    if state.deal_number % BLOCK == 0:
        dealer, used, doubles = (state.dealer + 1) % PLAYERS, (), (0,) * PLAYERS
    fresh = deal_state(state.options, state.deal_number + 1, dealer, order, rng, state.sheet, used, doubles, queued)
    log.extend(deal_events(fresh))
    return fresh
