"""The automatic steps after an attack: beaten pairs out, taken cards in, going out, the end of a kon
(a loser or a replay), the next deal and the end of the match."""

from __future__ import annotations

from cardgames.games.core.events import DealScored, MatchOver, Place, Zone, moved
from cardgames.games.core.hands import Hand, put, sorted_cards
from cardgames.games.core.values import replace
from cardgames.games.mechanics.bouts import next_bout, settle
from cardgames.games.mechanics.match import next_deck
from cardgames.games.mechanics.shedding import (
    go_out,
    last_holder,
    loss_counts,
    loss_row,
    loss_sheet,
    losses_text,
    still_in,
)

from .rules import Log, deal_events, deal_kon
from .state import DECK, MAX_DEALS, Phase, State


def end_attack(state: State, took: bool, log: Log) -> State:
    """8.3-8.4: beaten pairs leave the game, unbeaten cards go to the defender; players without cards go
    out; the kon ends when at most one holds cards, else the next attack (OT-4, OT-5)."""
    beaten, taken = settle(state.table)
    if beaten:
        log.append(moved(Place(Zone.TABLE), Place(Zone.DISCARD), beaten))
    if taken:
        seat = state.defender
        hand = Hand(sorted_cards(state.hands[seat].cards + taken))
        known = Hand(sorted_cards(state.known[seat].cards + taken))
        state = replace(state, hands=put(state.hands, seat, hand), known=put(state.known, seat, known))
        log.append(moved(Place(Zone.TABLE), Place(Zone.HAND, seat), taken))
    places, outs = go_out(state.places, state.hands)
    log.extend(outs)
    state = replace(state, table=(), discard=state.discard + beaten, places=places)
    live = still_in(places)
    if sum(live) <= 1:
        return _end_kon(state, log)
    attacker, defender = next_bout(state.defender, bool(taken), live)
    return replace(state, phase=Phase.ATTACK, attacker=attacker, defender=defender)


def decided(state: State) -> int:
    """Kons of the match with a loser so far."""
    return sum(loss_counts(state.sheet, state.players))


def _end_kon(state: State, log: Log) -> State:
    """8.4: the one player left holding cards loses the kon; nobody left means the kon is replayed."""
    loser = last_holder(state.places)
    label = f"kon {state.game}: " + (
        "replayed, nobody is left holding cards" if loser is None else f"seat {loser} loses"
    )
    row = loss_row(state.game, loser, state.players, label)
    sheet = (state.sheet or loss_sheet(state.players)).adding(row)
    log.append(DealScored(state.game, row.points, label))
    state = replace(state, sheet=sheet)
    if decided(state) >= state.options.games or state.game >= MAX_DEALS:
        log.append(MatchOver(_summary(state)))
        return replace(state, phase=Phase.OVER)
    dealer = state.dealer if loser is None else loser
    order, rng, queued = next_deck(DECK, state.rng, state.queued)
    fresh = deal_kon(state.players, dealer, order, rng, state.options, state.game + 1, queued, sheet, state.cut)
    log.extend(deal_events(fresh))
    return fresh


def _summary(state: State) -> str:
    assert state.sheet is not None
    if state.options.games == 1:
        return state.sheet.rows[-1].label
    return losses_text(loss_counts(state.sheet, state.players))
