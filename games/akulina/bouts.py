"""The automatic steps after a bout: covered pairs out, taken cards in, refills, going out, the next
attacker (AKU-5, AKU-8), the end of a game, the next deal and the end of the match."""

from __future__ import annotations

from cardgames.games.core.events import DealScored, MatchOver, Place, TurnPassed, Zone, moved
from cardgames.games.core.hands import Hand, put, sorted_cards
from cardgames.games.core.seats import next_active
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
    refill,
    still_in,
)

from .rules import Log, can_attack, deal_events, deal_game
from .state import DECK, HAND_SIZE, Phase, State


def end_bout(state: State, took: bool, log: Log) -> State:
    """3.4: covered pairs are discarded (AKU-6), uncovered cards go to the defender; the defender draws
    under the 3.8 variant; once the stock is empty players without cards go out; then the next bout."""
    beaten, taken = settle(state.table)
    seat = state.defender
    if beaten:
        log.append(moved(Place(Zone.TABLE), Place(Zone.DISCARD), beaten, face_up=False))
    if taken:
        hand = Hand(sorted_cards(state.hands[seat].cards + taken))
        known = Hand(sorted_cards(state.known[seat].cards + taken))
        state = replace(state, hands=put(state.hands, seat, hand), known=put(state.known, seat, known))
        log.append(moved(Place(Zone.TABLE), Place(Zone.HAND, seat), taken))
    state = replace(state, table=(), discard=state.discard + beaten)
    if state.options.defender_draws_after_bout:
        state = _draw(state, seat, log)
    if not state.stock:
        places, outs = go_out(state.places, state.hands)
        log.extend(outs)
        state = replace(state, places=places)
    live = still_in(state.places)
    if sum(live) <= 1:
        return _end_game(state, log)
    attacker, _ = next_bout(seat, bool(taken), live)
    return start_bout(state, attacker, log)


def start_bout(state: State, attacker: int, log: Log) -> State:
    """A bout of ``attacker`` against the next player in play on his left.  An attacker with no cards draws
    up to six first (AKU-8); one holding only the queen of spades passes the attack to his left (AKU-5)."""
    live = still_in(state.places)
    if not state.hands[attacker].cards:
        state = _draw(state, attacker, log)
    if not can_attack(state.hands[attacker].cards):
        log.append(TurnPassed(attacker, "holds only the queen of spades and cannot attack: the attack passes "
                                        "to the left"))
        attacker = next_active(attacker, live)
    return replace(state, phase=Phase.ATTACK, attacker=attacker, defender=next_active(attacker, live))


def _draw(state: State, seat: int, log: Log) -> State:
    hands, known, stock, drawn = refill(state.hands, state.known, state.stock, (seat,), HAND_SIZE, state.trump)
    log.extend(drawn)
    return replace(state, hands=hands, known=known, stock=stock)


def _end_game(state: State, log: Log) -> State:
    """3.6: the one player left holding cards (the queen of spades among them) loses; he deals the next game."""
    loser = last_holder(state.places)
    label = f"game {state.game}: " + ("nobody lost" if loser is None else f"seat {loser} loses")
    row = loss_row(state.game, loser, state.players, label)
    sheet = (state.sheet or loss_sheet(state.players)).adding(row)
    log.append(DealScored(state.game, row.points, label))
    state = replace(state, sheet=sheet)
    if state.game >= state.options.games:
        summary = label if state.options.games == 1 else losses_text(loss_counts(sheet, state.players))
        log.append(MatchOver(summary))
        return replace(state, phase=Phase.OVER)
    dealer = loser if loser is not None else (state.dealer + 1) % state.players
    order, rng, queued = next_deck(DECK, state.rng, state.queued)
    fresh = deal_game(state.players, dealer, order, rng, state.options, state.game + 1, queued, sheet, state.cut)
    log.extend(deal_events(fresh))
    return fresh
