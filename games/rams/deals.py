"""The automatic steps: after the exchange (four aces, flushes, the start of the play), the end of a trick,
the end of a deal (its row on the score sheet), the settlement of a game, the next deal and the end of the
session.

The start of the tricks, the end of a trick and of a deal (the sheet, the settlement, the next deal) are
mushka's (:mod:`cardgames.games.mushka.deals`); rams gives its winner of a trick (a revoke never wins), its
scoring of the tricks taken (aces and jacks), four aces, flushes and the jacks finish."""

from __future__ import annotations

from cardgames.games.core.cards import Card
from cardgames.games.core.events import CardTurned, Place, Zone
from cardgames.games.core.values import replace
from cardgames.games.mechanics.melds import Meld
from cardgames.games.mushka.deals import Taken, begin_tricks, close_trick, end_deal

from . import scoring
from .rules import (
    Log,
    ace_value,
    four_aces,
    has_flush,
    in_play,
    jack_points,
    trick_order,
    trump_suit,
    winning_index,
)
from .state import ACES as ACE_CARDS
from .state import HAND_SIZE, MANDATORY, Phase, State


def _eldest_order(state: State) -> tuple[int, ...]:
    return tuple((state.dealer + step) % state.players for step in range(1, state.players + 1))


def after_exchange(state: State, log: Log) -> State:
    """Once every seat has decided (and the dealer about the trump card): four aces win the game at once,
    then flushes may be shown (§2.5, RA-5), then the tricks."""
    playing = in_play(state)
    for seat in _eldest_order(state):
        if playing[seat] and four_aces(state.hands[seat].cards):
            log.extend(CardTurned(Place(Zone.HAND, seat), card) for card in ACE_CARDS)
            state = replace(state, shown=(*state.shown, Meld(ACE_CARDS, "four aces", seat, 0)))
            return end_deal(state, (0,) * state.players, f"four aces: seat {seat} wins the game", log, seat)
    if state.options.flush == MANDATORY:
        for seat in _flush_holders(state):
            cards = state.hands[seat].cards
            log.extend(CardTurned(Place(Zone.HAND, seat), card) for card in cards)
            state = replace(state, shown=(*state.shown, Meld(cards, "flush", seat, HAND_SIZE + ace_value(cards))))
    return next_flush(state, log)


def _flush_holders(state: State) -> tuple[int, ...]:
    playing = in_play(state)
    return tuple(seat for seat in _eldest_order(state) if playing[seat] and has_flush(state.hands[seat].cards))


def flushes_shown(state: State) -> tuple[int, ...]:
    return tuple(meld.owner for meld in state.shown if meld.kind == "flush" and meld.owner is not None)


def next_flush(state: State, log: Log) -> State:
    """The next flush holder decides (FLUSH); once all have, a flush shown ends the deal (§2.5), else the
    tricks are played."""
    shown = flushes_shown(state)
    for seat in _flush_holders(state):
        if seat not in shown and seat not in state.flush_declined:
            return replace(state, phase=Phase.FLUSH, turn=seat)
    if shown:
        changes = scoring.flush_changes(shown, _start_hands(state), in_play(state))
        return end_deal(state, changes, "rams opened: flush by seat " + ", ".join(map(str, shown)), log)
    return _start_play(state, log)


def _start_play(state: State, log: Log) -> State:
    """Nobody plays (the deal is void: the passers' jacks count), one player takes all five tricks (RA-15),
    or the tricks from the first player on the dealer's left."""
    return begin_tricks(state, log, _score_tricks)


def end_trick(state: State, log: Log) -> State:
    """A complete trick is won (a revoke never wins it): its winner leads the next, or the deal ends."""
    trick = state.trick
    assert trick is not None
    return close_trick(state, winning_index(trick.cards, trump_suit(state), state.revoked), log, _score_tricks)


def _start_hands(state: State) -> tuple[tuple[Card, ...], ...]:
    """Each seat's hand when the play began: what it holds plus what it played this deal."""
    hands = [list(hand.cards) for hand in state.hands]
    for trick in (*state.tricks, *((state.trick,) if state.trick is not None else ())):
        for position, card in enumerate(trick.cards):
            hands[trick_order(state, trick)[position]].append(card)
    return tuple(tuple(cards) for cards in hands)


def _revokes(state: State) -> tuple[int, ...]:
    result = [0] * state.players
    for trick in state.tricks:
        for position, card in enumerate(trick.cards):
            if card in state.revoked:
                result[trick_order(state, trick)[position]] += 1
    return tuple(result)


def _score_tricks(state: State, taken: Taken, log: Log) -> State:
    """Score a deal whose tricks were played (or given to a lone player, or void) by the table of §2.7."""
    starts = _start_hands(state)
    jacks = tuple(max(jack_points(state.dealt[seat].cards), jack_points(starts[seat]) if taken[seat] is not None
                      else 0) for seat in range(state.players))
    aces = tuple(ace_value(cards) for cards in starts)
    changes = scoring.trick_changes(taken, aces, jacks, _revokes(state))
    return end_deal(state, changes, scoring.deal_label(taken, jacks), log)


def jacks_finish(state: State, seat: int, log: Log) -> State:
    """The jacks finish (§2.4, RA-12): the seat writes off its jacks and wins the game at once."""
    points = jack_points(state.dealt[seat].cards)
    changes = tuple(-points if other == seat else 0 for other in range(state.players))
    return end_deal(state, changes, f"jacks: seat {seat} writes off {points} and wins the game", log, seat)

