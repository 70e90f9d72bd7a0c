"""The automatic steps: red threes laid, the next turn, the end of a hand and its scoring (1.8, 1.9),
the next hand or the end of the match."""

from __future__ import annotations

from cardgames.games.core.cards import Card
from cardgames.games.core.events import DealScored, Event, MatchOver, Place, TurnPassed, Zone, moved
from cardgames.games.core.hands import Hand, put
from cardgames.games.core.values import replace
from cardgames.games.mechanics.discard_pile import RummyPhase as Phase
from cardgames.games.mechanics.match import ScoreSheet, SheetRow, next_deck
from cardgames.games.mechanics.melds import Meld
from cardgames.games.mechanics.partners import Permission, side_members

from .deal import deal_hand
from .moves import TakePile
from .rules import TAKE_COUNTS, check_move, side_count, side_of, totals
from .state import MAX_DEALS, SHEET_ITEMS, State, is_red_three, variant_of
from .table import after, cards_value, deal_events

Log = list[Event]
BONUS = {"natural canasta": 500, "mixed canasta": 300, "samba": 1500}
"""Bonuses of finished melds (1.9; a samba, seven in sequence, 2.2)."""


def lay_red_three(state: State, seat: int, card: Card, log: Log) -> State:
    """A red three from ``seat``'s hand face up in front of its side (1.4 T0)."""
    side = side_of(state, seat)
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.MELDS, side), (card,)))
    return replace(state, hands=put(state.hands, seat, state.hands[seat].removing((card,))),
                   red_threes=put(state.red_threes, side, state.red_threes[side].adding((card,))))


def lay_red_threes(state: State, log: Log) -> tuple[State, bool]:
    """T0: the turn's player lays his red threes and draws a replacement for each; True when the
    stock's last card was a red three (the hand ends)."""
    from .play import draw_cards

    threes = [card for card in state.hands[state.turn].cards if is_red_three(card)]
    for card in threes:
        state = lay_red_three(state, state.turn, card, log)
    if not threes or not state.stock:
        return state, False
    return draw_cards(state, len(threes), log)


def next_turn(state: State, log: Log) -> State:
    """The next player's turn; with the stock out and no way to take the pile the hand ends (1.8)."""
    seat = after(state.order, state.turn)
    state = replace(state, turn=seat, phase=Phase.DRAW, turn_points=0, turn_melded=False, took_pile=False,
                    taken=None, permission=Permission.NONE,
                    laid=put_bool(state.laid, state.turn, state.laid[state.turn] or state.turn_melded))
    if state.stock or any(check_move(state, TakePile(*counts)) is None for counts in TAKE_COUNTS):
        return state
    log.append(TurnPassed(seat, "the stock is out and the pile cannot be taken: the hand ends"))
    return end_hand(state, None, log)


def put_bool(values: tuple[bool, ...], index: int, value: bool) -> tuple[bool, ...]:
    return (*values[:index], value, *values[index + 1 :])


# --------------------------------------------------------------------------- scoring


def hand_rows(state: State, went_out: int | None) -> tuple[SheetRow, ...]:
    """The hand's rows, one per item of 1.9, a column per side."""
    variant = variant_of(state)
    sides = range(side_count(state))
    melded = tuple(sum(m.points for m in state.melds if m.owner == side) for side in sides)
    bonus = tuple(sum(BONUS.get(m.kind, 0) for m in state.melds if m.owner == side) for side in sides)
    threes = tuple(_red_three_score(state, side) for side in sides)
    out_side = None if went_out is None else side_of(state, went_out)
    concealed = went_out is not None and not state.laid[went_out]
    going = tuple(100 * (1 + concealed) if side == out_side else 0 for side in sides)
    left = tuple(-sum(cards_value(state.hands[seat].cards) for seat in side_members(state.sides, side))
                 for side in sides)
    penalties = tuple(-100 * state.penalties[side] for side in sides)
    del variant
    return tuple(SheetRow(state.deal, label, points)
                 for label, points in zip(SHEET_ITEMS, (melded, bonus, threes, going, left, penalties), strict=True))


def _red_three_score(state: State, side: int) -> int:
    """All the side's red threes (1.9): their value, negative when the side has no meld."""
    table = variant_of(state).red_three_bonus
    count = len(state.red_threes[side].cards)
    value = table[min(count, len(table) - 1)]
    has_meld = any(meld.owner == side for meld in state.melds)
    return value if has_meld else -value


def end_hand(state: State, went_out: int | None, log: Log) -> State:
    """Score the hand on the sheet; deal the next hand or end the match (1.9)."""
    state = _red_threes_left_in_hands(state, log)
    rows = hand_rows(state, went_out)
    columns = tuple(f"side {side}" for side in range(side_count(state)))
    sheet = (state.sheet or ScoreSheet(columns)).adding(*rows)
    points = sheet.deal_totals(state.deal)
    log.append(DealScored(state.deal, points, "went out: seat " + str(went_out) if went_out is not None
                          else "the stock ran out"))
    state = replace(state, sheet=sheet, last_hands=state.hands, last_melds=state.melds + tuple(
        Meld(threes.cards, "red threes", side, 0) for side, threes in enumerate(state.red_threes) if threes.cards))
    scores = sheet.totals()
    best = max(scores)
    if (best >= state.options.target and scores.count(best) == 1) or state.deal >= MAX_DEALS:
        log.append(MatchOver(match_summary(scores)))
        return replace(state, phase=Phase.OVER, turn_points=0, turn_melded=False, taken=None,
                       permission=Permission.NONE)
    return _next_hand(state, log)


def _red_threes_left_in_hands(state: State, log: Log) -> State:
    """Red threes a player never had a turn to lay count as laid (the spec is silent)."""
    for seat in state.order:
        for card in state.hands[seat].cards:
            if is_red_three(card):
                state = lay_red_three(state, seat, card, log)
    return state


def match_summary(scores: tuple[int, ...]) -> str:
    best = max(scores)
    winner = scores.index(best)
    return f"side {winner} wins with {best}: " + ", ".join(f"side {side} {score}" for side, score in
                                                            enumerate(scores))


def _next_hand(state: State, log: Log) -> State:
    variant = variant_of(state)
    order, rng, queued = next_deck(variant.deck, state.rng, state.queued)
    fresh = deal_hand(type(state), variant, state.options, state.players, state.first_dealer, state.deal + 1,
                      order, rng, queued, state.sheet)
    fresh = replace(fresh, last_melds=state.last_melds, last_hands=state.last_hands)
    log.extend(deal_events(fresh))
    return fresh


__all__ = ["Hand", "end_hand", "hand_rows", "lay_red_threes", "next_turn", "totals"]
