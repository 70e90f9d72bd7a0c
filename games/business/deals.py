"""The automatic steps: settling the roles, the end of a trick, a caught Declarer, the end of a deal (its row
on the sheet), a void deal, the next deal and the end of the match."""

from __future__ import annotations

from cardgames.games.core.events import DealScored, MatchOver, TrickWon, TurnPassed
from cardgames.games.core.values import replace
from cardgames.games.mechanics.match import SheetRow, next_deck
from cardgames.games.mechanics.tricks import Trick

from .points import deal_points
from .rules import Log, banker_of, caught, deal_events, deal_state, deck_of, hand_size, high_call, num_deals, premium
from .state import HALF, DealRecord, Phase, Role, State


def settle_roles(state: State, log: Log) -> State:
    """§1.8 after the last choice: a lone Mafia member is a Thief; a Banker offered and not taken lowers the
    contract by one (BIZ-5); the Declarer leads trick 1 in the bid suit."""
    roles = list(state.roles)
    mafia = [seat for seat, role in enumerate(roles) if role is Role.MAFIA]
    if len(mafia) == 1:
        roles[mafia[0]] = Role.THIEF
        log.append(TurnPassed(mafia[0], "the Mafia of one plays as a Thief"))
    count = state.bid_count
    assert state.declarer is not None
    if state.with_banker_announced and Role.BANKER not in roles:
        count -= 1
        log.append(TurnPassed(state.declarer, f"no Banker: the contract drops to {count} (alone premium)"))
    state = replace(state, roles=tuple(roles), contract=count, phase=Phase.PLAY, trump=state.bid_suit,
                    trick=Trick(state.declarer), trick_named=())
    return check_caught(state, log)


def check_caught(state: State, log: Log) -> State:
    """End the deal at once when the Declarer is caught (§1.9, BIZ-6)."""
    return end_deal(state, log, caught=True) if caught(state) else state


def end_trick(state: State, log: Log) -> State:
    """A complete trick: its winner takes it (counted for the contract while he is the current Declarer) and
    leads the next; after T tricks the deal ends."""
    trick = state.trick
    assert trick is not None
    winner = (trick.leader + trick_rules_index(state)) % state.players
    won = list(state.tricks_won)
    won[winner] += 1
    played = state.tricks_played + 1
    log.append(TrickWon(winner, played, trick.cards, trick.leader))
    state = replace(state, tricks_won=tuple(won), tricks_played=played, played=(*state.played, *trick.cards),
                    last_trick=trick.won_by(winner), last_named=state.trick_named, trick=Trick(winner), trick_named=(),
                    declarer_tricks=state.declarer_tricks + (winner == state.declarer))
    if played == hand_size(len(deck_of(state)), state.players):
        return end_deal(replace(state, trick=None), log, caught=False)
    return check_caught(state, log)


def trick_rules_index(state: State) -> int:
    from .rules import trick_rules

    return trick_rules(state).winning_index(state.trick_named)


def record_of(state: State, caught: bool) -> DealRecord:
    winner = high_call(state.calls)
    assert winner is not None and state.bid_suit is not None
    return DealRecord(number=state.deal_number, dealer=state.dealer, declarer=winner.seat, count=state.contract,
                      suit=state.bid_suit, with_banker=banker_of(state) is not None, caught=caught,
                      declarer_tricks=state.declarer_tricks, roles=state.roles, tricks=state.tricks_won)


def row_of(record: DealRecord, players: int, deck: int) -> SheetRow:
    """The deal's sheet row (halves) from its record alone."""
    points = deal_points(record, premium(deck, players, record.with_banker), hand_size(deck, players))
    label = f"{record.count} {record.suit.name.lower()}" + (", caught" if record.caught else "")
    return SheetRow(record.number, label, points)


def end_deal(state: State, log: Log, caught: bool) -> State:
    """Score the deal, then deal the next one or end the match."""
    record = record_of(state, caught)
    row = row_of(record, state.players, len(deck_of(state)))
    state = replace(state, sheet=state.sheet.adding(row), history=(*state.history, record), trick=None)
    log.append(DealScored(state.deal_number, row.points, row.label))
    if state.deal_number >= num_deals(state):
        state = replace(state, phase=Phase.OVER)
        log.append(MatchOver(summary(state)))
        return state
    return next_deal(state, log, (state.dealer + 1) % state.players, state.deal_number + 1)


def next_deal(state: State, log: Log, dealer: int, number: int) -> State:
    """A fresh deal by ``dealer`` (a void deal: the same dealer again, BIZ-3)."""
    order, rng, queued = next_deck(deck_of(state), state.rng, state.queued)
    fresh = deal_state(state.options, state.players, number, dealer, order, rng, state.sheet, queued, state.history)
    fresh = replace(fresh, last_trick=state.last_trick, last_named=state.last_named)
    log.extend(deal_events(fresh))
    return fresh


def summary(state: State) -> str:
    totals = state.sheet.totals()
    return "totals " + ", ".join(f"seat {seat}: {points / HALF:+g}" for seat, points in enumerate(totals))
