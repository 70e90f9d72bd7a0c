"""The automatic steps: the end of a trick, the end of a deal (its rows on the sheet), the end of a game and
of a rubber (bonuses, the settlement), the next deal and the end of the match."""

from __future__ import annotations

from cardgames.games.core.events import DealScored, MatchOver, TrickWon
from cardgames.games.core.values import replace
from cardgames.games.mechanics.match import SheetRow, next_deck
from cardgames.games.mechanics.tricks import Trick

from . import sheet as scoring
from .moves import face
from .rules import Log, controller, deal_events, deal_state, dealt_hands, seating_of
from .state import (
    ABOVE,
    BELOW,
    DECK,
    GAME_BONUS,
    GAME_LABEL,
    POSITION_NAMES,
    POSITIONS,
    REVOKE_POINTS,
    REVOKE_TRICKS,
    RUBBER_BONUS,
    RUBBER_LABEL,
    SETTLED_LABEL,
    SETTLEMENT,
    TRICKS,
    TRICKS_LABEL,
    DealRecord,
    PenaltyKind,
    Phase,
    Revoke,
    RubberResult,
    State,
)


def end_trick(state: State, log: Log) -> State:
    """A complete trick is won: its winner leads the next; after the thirteenth the deal ends (or its revokes
    wait for their penalties)."""
    trick = state.trick
    assert trick is not None and trick.winner_seat is not None
    tricks = (*state.tricks, trick)
    log.append(TrickWon(trick.winner_seat, len(tricks), trick.cards, trick.leader))
    if len(tricks) < TRICKS:
        return replace(state, tricks=tricks, trick=Trick(trick.winner_seat))
    state = replace(state, tricks=tricks, trick=None)
    if state.revokes:
        return replace(state, phase=Phase.PENALTY)
    return end_deal(state, log)


def taken(state: State) -> tuple[int, int]:
    """Tricks per side (N-S, E-W) after the revoke penalties paid in tricks (WH-11)."""
    won = [0, 0]
    for trick in state.tricks:
        if trick.winner_seat is not None:
            won[trick.winner_seat % 2] += 1
    for revoke in state.revokes:
        if revoke.penalty is PenaltyKind.TRICKS:
            offenders = revoke.position % 2
            moved = min(REVOKE_TRICKS, won[offenders])
            won[offenders] -= moved
            won[1 - offenders] += moved
    return won[0], won[1]


def _row(number: int, label: str, side: int, points: int, section: str = ABOVE) -> SheetRow:
    return SheetRow(number, label, (points, 0) if side == 0 else (0, points), section)


def deal_rows(state: State) -> tuple[SheetRow, ...]:
    """The deal's rows: tricks below the line; revoke points, honours, coronets and slams above it."""
    number, trump = state.deal_number, (None if state.trump_card is None else state.trump_card.suit)
    won = taken(state)
    rows = [_row(number, TRICKS_LABEL, side, scoring.trick_score(won[side]), BELOW) for side in (0, 1)]
    rows.extend(_row(number, f"revoke by {POSITION_NAMES[revoke.position]}", 1 - revoke.position % 2,
                     REVOKE_POINTS) for revoke in state.revokes if revoke.penalty is PenaltyKind.POINTS)
    rows.extend(_row(number, "honours", side, points)
                for side, points in enumerate(scoring.honours(trump, [hand.cards for hand in dealt_hands(state)])))
    for position, hand in enumerate(dealt_hands(state)):
        for suit, points in scoring.coronets(trump, hand.cards):
            label = f"coronet A-{suit.letter} x{scoring.coronet_length(hand.cards, suit)} ({POSITION_NAMES[position]})"
            rows.append(_row(number, label, position % 2, points))
    rows.extend(_row(number, "small slam" if won[side] == 12 else "grand slam", side,
                     scoring.slam_bonus(won[side])) for side in (0, 1))
    return tuple(row for row in rows if any(row.points))


def deal_label(state: State) -> str:
    """``trump ♥7, N-S 8 tricks, E-W 5``."""
    won = taken(state)
    trump = "no trump" if state.trump_card is None else f"trump {face(state.trump_card)}"
    return f"{trump}, N-S {won[0]} tricks, E-W {won[1]}"


def end_deal(state: State, log: Log) -> State:
    """Score the deal; a game or a rubber it completes; deal the next one or end the match."""
    number = state.deal_number
    before = scoring.progress(scoring.rubber_rows(state))
    record = DealRecord(number, state.rubber, state.dealer, state.trump_card, taken(state)[0])
    rows = deal_rows(state)
    state = replace(state, sheet=state.sheet.adding(*rows), history=(*state.history, record))
    after = scoring.progress(scoring.rubber_rows(state))
    closing = closing_rows(state, before, after)
    state = replace(state, sheet=state.sheet.adding(*closing))
    log.append(DealScored(number, scoring.side_totals(state.sheet.of_deal(number)), deal_label(state)))
    if after.winner is None:
        return _next_deal(state, state.rubber, log)
    result = rubber_result(state, after.winner)
    state = replace(state, results=(*state.results, result))
    if state.rubber >= state.options.rubbers:
        state = replace(state, phase=Phase.OVER, revokes=())
        log.append(MatchOver(summary(state)))
        return state
    return _next_deal(state, state.rubber + 1, log)


def closing_rows(state: State, before: scoring.Progress, after: scoring.Progress) -> tuple[SheetRow, ...]:
    """The game bonus (+5) when the deal wins a game, the rubber bonus (+10) and the settlement when it wins
    the rubber (§3.6, WH-6: both bonuses above the line)."""
    number, rows = state.deal_number, []
    for side in (0, 1):
        if after.games[side] > before.games[side]:
            rows.append(_row(number, GAME_LABEL, side, GAME_BONUS))
    if after.winner is not None:
        rows.append(_row(number, RUBBER_LABEL, after.winner, RUBBER_BONUS))
        start = scoring.rubber_start(state.history, state.rubber, number)
        totals = scoring.side_totals([*[row for row in state.sheet.rows if row.deal >= start], *rows])
        rows.append(SheetRow(number, SETTLED_LABEL, scoring.settlement(totals), SETTLEMENT))
    return tuple(rows)


def rubber_result(state: State, winner: int) -> RubberResult:
    """The finished rubber: each player's share of the side's record (a dummy's partner counts twice with
    three players; with two each player takes his side's record, §3.8)."""
    rows = scoring.rubber_rows(state)
    totals = scoring.side_totals(rows)
    record = scoring.settlement(totals)
    net = record[0] - record[1]  # N-S's gain
    return RubberResult(state.rubber, winner, totals, shares(state.players, state.rubber, net))


def shares(players: int, rubber: int, net: int) -> tuple[int, ...]:
    """Each player's settlement for N-S's net gain ``net``: per position he plays, one share of his side's."""
    seating = seating_of(players, rubber)
    share = [0] * players
    for position in range(POSITIONS):
        share[controller(seating, position)] += net if position % 2 == 0 else -net
    if players == 2:  # each player plays both hands of his side and takes its record once
        return tuple(points // 2 for points in share)
    return tuple(share)


def _next_deal(state: State, rubber: int, log: Log) -> State:
    """The next deal: the position on the dealer's left deals (§3.3)."""
    order, rng, queued = next_deck(DECK, state.rng, state.queued)
    fresh = deal_state(state.options, state.players, state.deal_number + 1, rubber, (state.dealer + 1) % POSITIONS,
                       order, rng, state.sheet, queued, state.history, state.results)
    log.extend(deal_events(fresh))
    return fresh


def summary(state: State) -> str:
    """The match in words: each rubber's winner and record, and each player's total."""
    parts = [f"rubber {result.rubber}: {('N-S', 'E-W')[result.winner]} won, totals {result.totals[0]}-"
             f"{result.totals[1]}" for result in state.results]
    totals = match_totals(state)
    parts.append("players " + ", ".join(f"{player}: {points:+d}" for player, points in enumerate(totals)))
    return "; ".join(parts)


def match_totals(state: State) -> tuple[int, ...]:
    """Each player's settlements so far."""
    sums = [0] * state.players
    for result in state.results:
        for player, points in enumerate(result.settlement):
            sums[player] += points
    return tuple(sums)


def record_revoke(state: State, position: int) -> State:
    """Permissive mode: note a revoke by ``position`` in the trick in play (penalised at the end, WH-11)."""
    return replace(state, revokes=(*state.revokes, Revoke(position, len(state.tricks) + 1)))
