"""What a rams move does: one function per phase (dispatch by table), events logged as it goes."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import CardTurned, Place, Zone, move_played, moved
from cardgames.games.core.game import Step
from cardgames.games.core.hands import Hand, put
from cardgames.games.core.values import replace
from cardgames.games.mechanics.exchange import (
    check_discard,
    exchange,
    exchange_events,
    pass_events,
    take_trump_card,
    trump_card_events,
)
from cardgames.games.mechanics.melds import Meld

from . import deals
from .moves import MOVE_TYPES, Exchange, Flush, Jacks, Keep, Leave, Move, Pass, Play, PlayOn, Take
from .rules import (
    Log,
    ace_value,
    is_revoke,
    jack_points,
    jack_set,
    legal_cards,
    may_declare_jacks,
    may_pass,
    setting,
    to_act,
    trick_order,
)
from .state import HAND_SIZE, Phase, State, Status


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the seat to act, every automatic step done, and the events in order."""
    if state.phase is Phase.OVER:
        raise GameOver("the session is over", rule="§2.8")
    if not isinstance(move, MOVE_TYPES):
        raise InvalidMove(f"not a rams move: {move!r}", field="move")
    seat = to_act(state)
    assert seat is not None
    log: Log = [move_played(seat, move)]
    after = _APPLIERS[state.phase](state, seat, move, log)
    return Step(after, tuple(log))


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


def _exchange(state: State, seat: int, move: Move, log: Log) -> State:
    """EXCHANGE: pass (not with an ace dealt; a jack set is shown), play with an exchange (a jack set is shown
    before one of its jacks is discarded), or finish the game with the jacks (§2.4, RA-12)."""
    hand = state.hands[seat]
    if isinstance(move, Pass):
        if not may_pass(state.dealt[seat].cards):
            raise IllegalMove("a player dealt an ace may not pass", rule="§2.4")
        log.extend(pass_events(seat, hand.cards))
        state = show_jacks(state, seat, Place(Zone.DISCARD, seat), log)
        state = replace(state, hands=put(state.hands, seat, Hand()), discards=put(state.discards, seat, hand),
                        status=setting(state.status, seat, Status.PASSED))
    elif isinstance(move, (Keep, Exchange)):
        discards = move.cards if isinstance(move, Exchange) else ()
        check_discard(hand.cards, discards, len(state.stock), rule="§2.4")
        if _discards_dealt_jack(state, seat, discards):
            state = show_jacks(state, seat, Place(Zone.HAND, seat), log)
        new_hand, drawn, stock = exchange(hand, discards, state.stock)
        log.extend(exchange_events(seat, discards, drawn))
        state = replace(
            state, hands=put(state.hands, seat, new_hand), stock=stock,
            discards=put(state.discards, seat, state.discards[seat].adding(discards)),
            status=setting(state.status, seat, Status.PLAYING), exchanged=setting(state.exchanged, seat, len(discards)),
        )
    elif isinstance(move, Jacks):
        if not may_declare_jacks(state, seat):
            raise IllegalMove("the jacks finish needs a jack set dealt worth the count left", rule="RA-12")
        state = show_jacks(state, seat, Place(Zone.HAND, seat), log)
        return deals.jacks_finish(state, seat, log)
    else:
        raise IllegalMove(f"{move.id}: pass, keep, exchange or declare the jacks now", rule="§2.4")
    if seat != state.dealer:
        return replace(state, turn=(seat + 1) % state.players)
    if state.status[seat] is Status.PLAYING and state.table_card is not None:
        return replace(state, phase=Phase.TRUMP_CARD)
    return deals.after_exchange(state, log)


def _trump_card(state: State, seat: int, move: Move, log: Log) -> State:
    """TRUMP_CARD: the dealer discards one card and takes the trump card (§2.4); with ``dealer_may_leave`` he
    may leave it instead (RA-4)."""
    if isinstance(move, Take):
        card = state.table_card
        assert card is not None
        hand = take_trump_card(state.hands[seat], card, move.card, rule="§2.4")
        if _discards_dealt_jack(state, seat, (move.card,)):
            state = show_jacks(state, seat, Place(Zone.HAND, seat), log)
        log.extend(trump_card_events(seat, card, move.card))
        state = replace(state, hands=put(state.hands, seat, hand), table_card=None,
                        discards=put(state.discards, seat, state.discards[seat].adding((move.card,))))
    elif not isinstance(move, Leave):
        raise IllegalMove(f"{move.id}: discard a card and take the trump card", rule="§2.4")
    elif not state.options.dealer_may_leave:
        raise IllegalMove("a dealer who plays discards a card and takes the trump card (the book, line 619)",
                          rule="§2.4")
    return deals.after_exchange(state, log)


def _flush(state: State, seat: int, move: Move, log: Log) -> State:
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


def _card(state: State, seat: int, move: Move, log: Log) -> State:
    """PLAY: a card from the hand under the lead obligations, follow suit / trump when void, the ace on a
    picture (§2.6)."""
    if not isinstance(move, Play):
        raise IllegalMove(f"{move.id}: the exchange is over, play a card", rule="§2.6")
    card, trick = move.card, state.trick
    assert trick is not None
    cards = state.hands[seat].cards
    if card not in cards:
        raise IllegalMove(f"{card} is not in seat {seat}'s hand", rule="§2.6")
    legal = legal_cards(state, seat)
    if card not in legal:
        rule = "RA-2" if not trick.cards else "RA-3" if len(legal) == 1 and legal[0].rank.letter == "A" else "§2.6"
        raise IllegalMove(f"{card} may not be played now (legal: {', '.join(map(str, legal))})", rule=rule)
    if trick.cards and state.options.permissive_revokes and is_revoke(state, seat, card):
        state = replace(state, revoked=(*state.revoked, card))
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.TRICK), (card,)))
    trick = trick.add(card)
    state = replace(state, hands=put(state.hands, seat, Hand(tuple([c for c in cards if c is not card]))),
                    trick=trick)
    if len(trick.cards) == len(trick_order(state, trick)):
        return deals.end_trick(state, log)
    return state


def _over(state: State, seat: int, move: Move, log: Log) -> State:
    raise GameOver("the session is over", rule="§2.8")


_APPLIERS: dict[Phase, Callable[[State, int, Move, Log], State]] = {
    Phase.EXCHANGE: _exchange,
    Phase.TRUMP_CARD: _trump_card,
    Phase.FLUSH: _flush,
    Phase.PLAY: _card,
    Phase.OVER: _over,
}
