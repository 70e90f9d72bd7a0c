"""The automatic steps: the end of a trick, the end of a deal (its rows on the score sheet), the next deal
and the end of the match."""

from __future__ import annotations

from cardgames.games.core.events import DealScored, MatchOver, TrickWon
from cardgames.games.core.values import replace
from cardgames.games.mechanics.auction import Contract
from cardgames.games.mechanics.match import ScoreSheet, SheetRow, next_deck
from cardgames.games.mechanics.tricks import Trick

from . import scoring
from .rules import Log, deal_events, deal_state, dealt_hands
from .sheet import RUBBER_BONUS, UNFINISHED_BONUS, Progress, progress
from .state import ABOVE, BELOW, DECK, DUPLICATE, PLAYERS, SEAT_NAMES, TRICKS, DealRecord, Options, Phase, State


def end_trick(state: State, log: Log) -> State:
    """A complete trick (its winner recorded) is won: its winner leads the next, or the deal ends."""
    trick = state.trick
    assert trick is not None and trick.winner_seat is not None
    tricks = (*state.tricks, trick)
    log.append(TrickWon(trick.winner_seat, len(tricks), trick.cards, trick.leader))
    state = replace(state, tricks=tricks, trick=Trick(trick.winner_seat))
    if len(tricks) == TRICKS:
        return end_deal(state, log)
    return state


def end_deal(state: State, log: Log) -> State:
    """Score the deal (thirteen tricks, or passed out) on the sheet; deal the next one or end the match."""
    record = _record(state)
    sheet = state.sheet.adding(*deal_rows(state, record))
    closing = closing_rows(state, sheet)
    if closing is not None:
        sheet = sheet.adding(*closing)
    log.append(DealScored(record.number, sheet.deal_totals(record.number), deal_label(record)))
    state = replace(state, sheet=sheet, history=(*state.history, record), trick=None)
    if closing is not None:
        state = replace(state, phase=Phase.OVER)
        log.append(MatchOver(scoring.summary(state)))
        return state
    return _next_deal(state, log)


def _record(state: State) -> DealRecord:
    contract = state.contract
    tricks = 0
    if contract is not None:
        tricks = sum(1 for trick in state.tricks if trick.winner_seat is not None
                     and trick.winner_seat % 2 == contract.side)
    return DealRecord(number=state.deal_number, dealer=state.dealer, vulnerable=scoring.vulnerability(state),
                      contract=contract, tricks=tricks)


def _next_deal(state: State, log: Log) -> State:
    """The next deal: the next board's dealer in duplicate, else the seat on the dealer's left (BRG-6)."""
    number = state.deal_number + 1
    if state.options.scoring == DUPLICATE:
        dealer = scoring.board_dealer(number)
    else:
        dealer = (state.dealer + 1) % PLAYERS
    order, rng, queued = next_deck(DECK, state.rng, state.queued)
    fresh = deal_state(state.options, number, dealer, order, rng, state.sheet, state.history, queued)
    log.extend(deal_events(fresh))
    return fresh


# --------------------------------------------------------------------------- the rows of a deal


def contract_text(contract: Contract) -> str:
    """``4HX by N``."""
    return f"{contract} by {SEAT_NAMES[contract.declarer]}"


def deal_label(record: DealRecord) -> str:
    """What happened in a deal, in words: ``4HX by N made, 10 tricks``, ``3NT by E down 2, 7 tricks``."""
    contract = record.contract
    if contract is None:
        return "passed out"
    needed = contract.bid.tricks_needed
    result = "made" if record.tricks >= needed else f"down {needed - record.tricks}"
    return f"{contract_text(contract)} {result}, {record.tricks} tricks"


def _row(record: DealRecord, label: str, side: int, points: int, section: str = ABOVE) -> SheetRow:
    return SheetRow(record.number, label, (points, 0) if side == 0 else (0, points), section)


def deal_rows(state: State, record: DealRecord) -> tuple[SheetRow, ...]:
    """The deal's rows: the trick score below the line; overtricks, the doubled-contract bonus, slams,
    undertricks and honours (rubber) or the game / part-score bonus (duplicate) above it."""
    contract = record.contract
    if contract is None:
        return ()
    side, bid, doubling = contract.side, contract.bid, contract.doubling
    vulnerable = record.vulnerable[side]
    needed = bid.tricks_needed
    duplicate = state.options.scoring == DUPLICATE
    if record.tricks < needed:
        old = state.options.old_undertricks and not duplicate
        penalty = scoring.undertrick_penalty(needed - record.tricks, doubling, vulnerable, old)
        rows = [_row(record, "undertricks", 1 - side, penalty)]
    else:
        trick_score = scoring.contract_trick_score(bid, doubling)
        rows = [
            _row(record, deal_label(record), side, trick_score, BELOW),
            _row(record, "overtricks", side,
                 scoring.overtrick_score(bid.strain, doubling, vulnerable, record.tricks - needed)),
            _row(record, f"{doubling.name.lower()} contract made", side, scoring.insult_bonus(doubling)),
            _row(record, "small slam" if bid.level == 6 else "grand slam", side,
                 scoring.slam_bonus(bid.level, vulnerable)),
        ]
        if duplicate:
            bonus = scoring.duplicate_game_bonus(trick_score, vulnerable)
            rows.append(_row(record, "game bonus" if bonus > 50 else "part-score bonus", side, bonus))
    if not duplicate:
        honours = scoring.honours_bonus(bid.strain, [hand.cards for hand in dealt_hands(state)])
        rows.extend(_row(record, "honours", side, points) for side, points in enumerate(honours))
    return tuple(row for row in rows if any(row.points))


def closing_rows(state: State, sheet: ScoreSheet) -> tuple[SheetRow, ...] | None:
    """The rows that end the match after this deal's (maybe none), or None while the match goes on.

    Duplicate: the match ends after the last board.  Rubber: see :func:`closing_row`.
    """
    number, options = state.deal_number, state.options
    if options.scoring == DUPLICATE:
        return () if number >= options.boards else None
    rubber = progress(sheet.rows)
    if rubber.winner is None and number < options.max_deals:
        return None
    row = closing_row(options, number, rubber)
    return () if row is None else (row,)


def closing_row(options: Options, number: int, rubber: Progress) -> SheetRow | None:
    """The row that closes a finished rubber (after deal ``number``), if any.

    A side with two games wins the rubber bonus, 700 (2-0) or 500 (2-1), written below the line as
    the book says; a rubber stopped by ``max_deals`` gets the unfinished-rubber bonuses above it
    (BRG-10, when the option is on).
    """
    if rubber.winner is not None:
        bonus = scoring.rubber_bonus(rubber.games[1 - rubber.winner])
        return SheetRow(number, RUBBER_BONUS, (bonus, 0) if rubber.winner == 0 else (0, bonus), BELOW)
    if not options.unfinished_rubber_bonus:
        return None
    points = scoring.unfinished_rubber_bonus(rubber.games, rubber.part)
    return SheetRow(number, UNFINISHED_BONUS, points, ABOVE) if any(points) else None
