"""The automatic steps after a bout: the table taken or discarded, refills, outs, the end of a game and of the match."""

from __future__ import annotations

from cardgames.games.core.events import DealScored, MatchOver, Place, Zone, moved
from cardgames.games.core.hands import Hand, put, sorted_cards
from cardgames.games.core.values import replace
from cardgames.games.mechanics.match import SheetRow, next_deck
from cardgames.games.mechanics.shedding import go_out, last_holder, refill

from .rules import Log, active, deal_events, deal_game, next_bout, refill_order, table_cards
from .state import DECK, HAND_SIZE, Phase, State, fresh_sheet


def end_bout(state: State, taken: bool, log: Log) -> State:
    """Discard or pick up the table, refill (DUR-5), mark outs (DUR-11), start the next bout (DUR-6)."""
    cards = tuple(table_cards(state.table))
    if taken:
        seat = state.defender
        hand = Hand(sorted_cards(state.hands[seat].cards + cards))
        known = Hand(sorted_cards(state.known[seat].cards + cards))
        state = replace(state, hands=put(state.hands, seat, hand), known=put(state.known, seat, known))
        log.append(moved(Place(Zone.TABLE), Place(Zone.HAND, seat), cards))
    else:
        state = replace(state, discard=state.discard + cards)
        log.append(moved(Place(Zone.TABLE), Place(Zone.DISCARD), cards))
    state = _mark_outs(_refill(replace(state, table=()), log), log)
    if sum(active(state)) <= 1:
        return _end_game(state, log)
    return next_bout(state, taken)


def _refill(state: State, log: Log) -> State:
    """Everyone draws back up to six in refill order while the stock lasts; the trump card in public (DUR-5)."""
    hands, known, stock, events = refill(state.hands, state.known, state.stock, refill_order(state), HAND_SIZE,
                                         state.trump)
    log.extend(events)
    return replace(state, hands=hands, known=known, stock=stock)


def _mark_outs(state: State, log: Log) -> State:
    """Once the stock is empty, active players without cards go out, sharing a place (2.5, DUR-8, DUR-11)."""
    if state.stock:
        return state
    places, events = go_out(state.places, state.hands)
    log.extend(events)
    return replace(state, places=places)


def durak_of(places: tuple[int, ...]) -> int | None:
    """The loser of a finished game (the one seat still holding cards); None in a draw."""
    return last_holder(places)


def _end_game(state: State, log: Log) -> State:
    """Score the game on the sheet; deal the next game of the match or end the match."""
    loser = durak_of(state.places)
    points = tuple(int(seat == loser) for seat in range(state.players))
    label = "draw: nobody is left holding cards" if loser is None else f"seat {loser} is the durak"
    sheet = (state.sheet or fresh_sheet(state.players)).adding(SheetRow(state.game, label, points))
    log.append(DealScored(state.game, points, label))
    state = replace(state, sheet=sheet)
    if state.game >= state.options.games:
        log.append(MatchOver(_match_summary(state)))
        return replace(state, phase=Phase.OVER)
    return _next_game(state, loser, log)


def _next_game(state: State, loser: int | None, log: Log) -> State:
    """Later games: the previous durak deals (DUR-1) and is attacked first ([11]); after a draw the deal
    passes clockwise and the lowest trump leads."""
    dealer = loser if loser is not None else (state.dealer + 1) % state.players
    order, rng, queued = next_deck(DECK, state.rng, state.queued)
    fresh = deal_game(state.players, dealer, order, rng, state.options, state.game + 1, queued, loser, state.sheet)
    log.extend(deal_events(fresh))
    return fresh


def _match_summary(state: State) -> str:
    assert state.sheet is not None
    counts = state.sheet.totals()
    if state.options.games == 1:
        return state.sheet.rows[-1].label
    return "durak counts: " + ", ".join(f"seat {seat} {count}" for seat, count in enumerate(counts))

