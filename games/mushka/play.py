"""What a mushka move does: one function per phase (dispatch by table), events logged as it goes."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import Place, Zone, move_played, moved
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

from .deals import end_trick, start_play
from .moves import MOVE_TYPES, Exchange, Keep, Leave, Move, Pass, Play, Take
from .rules import Log, _set, is_revoke, legal_cards, may_pass, to_act, trick_order
from .state import Phase, State, Status


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the seat to act, every automatic step done, and the events in order."""
    if state.phase is Phase.OVER:
        raise GameOver("the session is over", rule="§1.7")
    if not isinstance(move, MOVE_TYPES):
        raise InvalidMove(f"not a mushka move: {move!r}", field="move")
    seat = to_act(state)
    assert seat is not None
    log: Log = [move_played(seat, move)]
    after = _APPLIERS[state.phase](state, seat, move, log)
    return Step(after, tuple(log))


def apply(state: State, move: Move) -> State:
    """The state after ``move`` (:func:`play` without the events)."""
    return play(state, move).state


def _exchange(state: State, seat: int, move: Move, log: Log) -> State:
    """EXCHANGE: pass (not with the ace of spades) or play, discarding and drawing as many (§1.4, MU-10)."""
    hand = state.hands[seat]
    if isinstance(move, Pass):
        if not may_pass(hand.cards):
            raise IllegalMove("the holder of the ace of spades may not pass", rule="§1.4")
        log.extend(pass_events(seat, hand.cards))
        state = replace(state, hands=put(state.hands, seat, Hand()), discards=put(state.discards, seat, hand),
                        status=_set(state.status, seat, Status.PASSED))
    elif isinstance(move, (Keep, Exchange)):
        discards = move.cards if isinstance(move, Exchange) else ()
        check_discard(hand.cards, discards, len(state.stock), rule="MU-10")
        new_hand, drawn, stock = exchange(hand, discards, state.stock)
        log.extend(exchange_events(seat, discards, drawn))
        state = replace(
            state, hands=put(state.hands, seat, new_hand), stock=stock,
            discards=put(state.discards, seat, state.discards[seat].adding(discards)),
            status=_set(state.status, seat, Status.PLAYING), exchanged=_set(state.exchanged, seat, len(discards)),
        )
    else:
        raise IllegalMove(f"{move.id}: pass, keep or exchange now", rule="§1.4")
    if seat != state.dealer:
        return replace(state, turn=(seat + 1) % state.players)
    if state.status[seat] is Status.PLAYING and state.table_card is not None:
        return replace(state, phase=Phase.TRUMP_CARD)
    return start_play(state, log)


def _trump_card(state: State, seat: int, move: Move, log: Log) -> State:
    """TRUMP_CARD: the dealer takes the face-up trump card and discards one card, or leaves it (MU-3)."""
    if isinstance(move, Take):
        card = state.table_card
        assert card is not None
        hand = take_trump_card(state.hands[seat], card, move.card, rule="MU-3")
        log.extend(trump_card_events(seat, card, move.card))
        state = replace(state, hands=put(state.hands, seat, hand), table_card=None,
                        discards=put(state.discards, seat, state.discards[seat].adding((move.card,))))
    elif not isinstance(move, Leave):
        raise IllegalMove(f"{move.id}: take the trump card or leave it", rule="MU-3")
    return start_play(state, log)


def _card(state: State, seat: int, move: Move, log: Log) -> State:
    """PLAY: a card from the hand, following suit, else trumping if able (§1.5)."""
    if not isinstance(move, Play):
        raise IllegalMove(f"{move.id}: the exchange is over, play a card", rule="§1.5")
    card, trick = move.card, state.trick
    assert trick is not None
    cards = state.hands[seat].cards
    if card not in cards:
        raise IllegalMove(f"{card} is not in seat {seat}'s hand", rule="§1.5")
    if card not in legal_cards(state, seat):
        raise IllegalMove(f"{card}: follow suit, or trump when void ({', '.join(map(str, legal_cards(state, seat)))})",
                          rule="§1.5")
    if state.options.permissive_revokes and is_revoke(state, seat, card):
        state = replace(state, revokes=_set(state.revokes, seat, state.revokes[seat] + 1))
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.TRICK), (card,)))
    trick = trick.add(card)
    state = replace(state, hands=put(state.hands, seat, Hand(tuple([c for c in cards if c is not card]))),
                    trick=trick)
    if len(trick.cards) == len(trick_order(state, trick)):
        return end_trick(state, log)
    return state


def _over(state: State, seat: int, move: Move, log: Log) -> State:
    raise GameOver("the session is over", rule="§1.7")


_APPLIERS: dict[Phase, Callable[[State, int, Move, Log], State]] = {
    Phase.EXCHANGE: _exchange,
    Phase.TRUMP_CARD: _trump_card,
    Phase.PLAY: _card,
    Phase.OVER: _over,
}
