"""What a rams move does: one function per phase (dispatch by table), events logged as it goes.

Mushka's steps (:mod:`cardgames.games.mushka.play`: the dispatch, a pass, playing with an exchange, the
next decision, taking the trump card, a card put in the trick) with rams's own: the jack sets shown, the
jacks finish, the dealer who must take the trump card, the flush, the lead obligations and revoked cards."""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.events import CardTurned, Place, Zone
from cardgames.games.core.game import Step
from cardgames.games.core.notation import GameMove
from cardgames.games.core.values import replace
from cardgames.games.mechanics.melds import Meld
from cardgames.games.mushka.play import (
    Applier,
    card_played,
    dispatch,
    lay,
    next_decision,
    over,
    pass_deal,
    play_deal,
    take_card,
)
from cardgames.games.mushka.rules import is_revoke

from . import deals
from .moves import Exchange, Flush, Jacks, Keep, Leave, Move, Pass, PlayOn, Take
from .rules import Log, ace_value, jack_points, jack_set, legal_cards, may_declare_jacks, may_pass
from .state import HAND_SIZE, Phase, State


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the seat to act, every automatic step done, and the events in order."""
    return dispatch(state, move, _APPLIERS)


def apply(state: State, move: Move) -> State:
    """The state after ``move`` (:func:`play` without the events)."""
    return play(state, move).state


def show_jacks(state: State, seat: int, place: Place, log: Log) -> State:
    """The seat shows the jack set it was dealt (a passer, or before discarding one of them, §2.4)."""
    cards = jack_set(state.dealt[seat].cards)
    if not cards or any(meld.owner == seat and meld.kind == "jacks" for meld in state.shown):
        return state
    log.extend(CardTurned(place, card) for card in cards)
    return replace(state, shown=(*state.shown, Meld(cards, "jacks", seat, jack_points(cards))))


def _discards_dealt_jack(state: State, seat: int, discards: Sequence[Card]) -> bool:
    return any(card in discards for card in jack_set(state.dealt[seat].cards))


def _exchange(state: State, seat: int, move: GameMove, log: Log) -> State:
    """EXCHANGE: pass (not with an ace dealt; a jack set is shown), play with an exchange (a jack set is shown
    before one of its jacks is discarded), or finish the game with the jacks (§2.4, RA-12)."""
    if isinstance(move, Pass):
        if not may_pass(state.dealt[seat].cards):
            raise IllegalMove("a player dealt an ace may not pass", rule="§2.4")
        state = show_jacks(pass_deal(state, seat, log), seat, Place(Zone.DISCARD, seat), log)
    elif isinstance(move, (Keep, Exchange)):
        discards = move.cards if isinstance(move, Exchange) else ()
        if _discards_dealt_jack(state, seat, discards):
            state = show_jacks(state, seat, Place(Zone.HAND, seat), log)
        state = play_deal(state, seat, discards, log, rule="§2.4")
    elif isinstance(move, Jacks):
        if not may_declare_jacks(state, seat):
            raise IllegalMove("the jacks finish needs a jack set dealt worth the count left", rule="RA-12")
        state = show_jacks(state, seat, Place(Zone.HAND, seat), log)
        return deals.jacks_finish(state, seat, log)
    else:
        raise IllegalMove(f"{move.id}: pass, keep, exchange or declare the jacks now", rule="§2.4")
    return next_decision(state, seat, log, deals.after_exchange)


def _trump_card(state: State, seat: int, move: GameMove, log: Log) -> State:
    """TRUMP_CARD: the dealer discards one card and takes the trump card (§2.4); with ``dealer_may_leave`` he
    may leave it instead (RA-4)."""
    if isinstance(move, Take):
        if _discards_dealt_jack(state, seat, (move.card,)):
            state = show_jacks(state, seat, Place(Zone.HAND, seat), log)
        state = take_card(state, seat, move.card, log, rule="§2.4")
    elif not isinstance(move, Leave):
        raise IllegalMove(f"{move.id}: discard a card and take the trump card", rule="§2.4")
    elif not state.options.dealer_may_leave:
        raise IllegalMove("a dealer who plays discards a card and takes the trump card (the book, line 619)",
                          rule="§2.4")
    return deals.after_exchange(state, log)


def _flush(state: State, seat: int, move: GameMove, log: Log) -> State:
    """FLUSH: show the five cards of a suit ("open Rams") or play on (§2.5)."""
    if isinstance(move, Flush):
        cards = state.hands[seat].cards
        log.extend(CardTurned(Place(Zone.HAND, seat), card) for card in cards)
        state = replace(state, shown=(*state.shown, Meld(cards, "flush", seat, HAND_SIZE + ace_value(cards))))
    elif isinstance(move, PlayOn):
        state = replace(state, flush_declined=(*state.flush_declined, seat))
    else:
        raise IllegalMove(f"{move.id}: show the flush or play on", rule="§2.5")
    return deals.next_flush(state, log)


def _card(state: State, seat: int, move: GameMove, log: Log) -> State:
    """PLAY: a card from the hand under the lead obligations, follow suit / trump when void, the ace on a
    picture (§2.6)."""
    card = card_played(state, seat, move)
    trick = state.trick
    assert trick is not None
    legal = legal_cards(state, seat)
    if card not in legal:
        rule = "RA-2" if not trick.cards else "RA-3" if len(legal) == 1 and legal[0].rank.letter == "A" else "§2.6"
        raise IllegalMove(f"{card} may not be played now (legal: {', '.join(map(str, legal))})", rule=rule)
    if trick.cards and state.options.permissive_revokes and is_revoke(state, seat, card):
        state = replace(state, revoked=(*state.revoked, card))
    return lay(state, seat, card, log, deals.end_trick)


_APPLIERS: dict[IntEnum, Applier[State]] = {
    Phase.EXCHANGE: _exchange,
    Phase.TRUMP_CARD: _trump_card,
    Phase.FLUSH: _flush,
    Phase.PLAY: _card,
    Phase.OVER: over,
}
