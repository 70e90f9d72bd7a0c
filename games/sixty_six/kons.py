"""The automatic steps: the end of a trick (draws from the stock), the locked winner, the end of a kon (its
row on the score sheet), the next kon and the end of the match."""

from __future__ import annotations

from cardgames.games.core.events import DealScored, MatchOver, TrickWon
from cardgames.games.core.values import replace
from cardgames.games.mechanics import stock as stock_rules
from cardgames.games.mechanics.marriages import claim_is_correct, first_to_reach
from cardgames.games.mechanics.match import SheetRow, next_deck
from cardgames.games.mechanics.tricks import Trick

from . import scoring
from .rules import Log, deal_events, deal_state, hand_size, rules_of, side_of, sides
from .state import DECK, GOAL, Phase, State


def after_card(state: State, log: Log) -> State:
    """A card was laid: a complete trick is won, else the next seat plays."""
    if len(state.trick.cards) < state.players:
        return state
    return end_trick(state, log)


def end_trick(state: State, log: Log) -> State:
    """The trick's winner takes it, everybody draws while the stock is open (winner first, §5.5), pending
    marriages are credited, and the kon ends when the hands are empty (or at once with ``auto_claim``)."""
    won = state.trick.won_by(rules_of(state).winner(state.trick))
    winner = won.winner_seat
    assert winner is not None
    tricks = (*state.tricks, won)
    log.append(TrickWon(winner, len(tricks), won.cards, won.leader))
    state = check_lock(replace(state, tricks=tricks, trick=Trick(winner)), log)
    if state.phase is Phase.OVER or not state.tricks:
        return state  # auto_claim ended the kon at this trick, before anybody draws
    if state.phase is Phase.STOCK:
        return _draw(state, winner, log)
    if state.hands[winner].cards:
        return state
    return _played_out(state, log)


def _draw(state: State, winner: int, log: Log) -> State:
    hands, known, stock, face_up, events = stock_rules.draw_after_trick(
        state.hands, state.known, state.stock, state.face_up, winner, hand_size(state.players))
    log.extend(events)
    phase = Phase.STOCK if stock_rules.size(stock, face_up) else Phase.PLAY
    return replace(state, hands=hands, known=known, stock=stock, face_up=face_up, phase=phase)


def check_lock(state: State, log: Log) -> State:
    """Lock the first side to reach 66 (§5.7); with ``auto_claim`` its kon ends there."""
    if state.locked is not None:
        return state
    locked = first_to_reach(None, scoring.side_totals(state), GOAL)
    if locked is None:
        return state
    state = replace(state, locked=locked)
    if not state.options.auto_claim:
        return state
    return end_kon(state, locked, None, f"side {locked} reached 66", log)


def _played_out(state: State, log: Log) -> State:
    """Every card is played: the locked winner wins, else the winner of the last trick (66-7)."""
    if state.locked is not None:
        return end_kon(state, state.locked, None, f"side {state.locked} reached 66", log)
    last = state.tricks[-1].winner_seat
    assert last is not None
    side = side_of(last, state.players)
    if state.closed_by is not None and side_of(state.closed_by, state.players) == side:
        # the source: a closer who does not collect 66 loses 3 even with the last trick
        other = scoring.false_claim_winner(state, side)
        return end_kon(state, other, None, f"the closing side {side} did not reach 66", log)
    return end_kon(state, side, None, f"nobody reached 66; side {side} took the last trick", log)


def end_kon_on_claim(state: State, seat: int, log: Log) -> State:
    """A claim: correct when the claimant's side is the locked winner, else the kon is lost (§5.7, 66-8)."""
    side = side_of(seat, state.players)
    if claim_is_correct(state.locked, side):
        return end_kon(state, side, None, f"seat {seat} claimed 66 correctly", log)
    winner = scoring.false_claim_winner(state, side)
    return end_kon(state, winner, side, f"seat {seat} claimed 66 falsely", log)


def end_kon(state: State, winner: int, false_claimer: int | None, label: str, log: Log) -> State:
    """Write the kon's game points (§5.8) on the sheet, then deal the next kon or end the match (§5.9)."""
    points = scoring.kon_points(state, winner, false_claimer)
    row = tuple(points if side == winner else 0 for side in range(sides(state.players)))
    label = f"{label}: {points} to side {winner}"
    sheet = state.sheet.adding(SheetRow(state.deal_number, label, row))
    log.append(DealScored(state.deal_number, row, label))
    state = replace(state, sheet=sheet)
    if max(sheet.totals()) >= state.options.target:
        state = replace(state, phase=Phase.OVER)
        log.append(MatchOver(scoring.summary(state)))
        return state
    return _next_kon(state, _next_dealer(state, winner), log)


def _next_dealer(state: State, winner: int) -> int:
    """The winner of the kon deals (each for himself); at four whoever took the last trick played, else the
    deal passes to the left (§5.2)."""
    if state.players != 4:
        return winner
    last = next((trick.winner_seat for trick in reversed(state.tricks)), None)
    return (state.dealer + 1) % state.players if last is None else last


def _next_kon(state: State, dealer: int, log: Log) -> State:
    order, rng, queued = next_deck(DECK, state.rng, state.queued)
    fresh = deal_state(state.options, state.players, state.deal_number + 1, dealer, order, rng, state.sheet,
                       state.cut, queued)
    log.extend(deal_events(fresh))
    return fresh
