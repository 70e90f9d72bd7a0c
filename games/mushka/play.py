"""What a mushka move does: one function per phase (dispatch by table), events logged as it goes.

The steps every game of the family shares (the dispatch, a pass, playing with an exchange, the next seat's
decision, the dealer's taking the trump card, a card put in the trick) are written here once, over
:class:`~.variant.Table`; rams composes them with its own checks and shown cards."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from enum import IntEnum
from typing import TypeVar

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import Place, Zone, move_played, moved
from cardgames.games.core.game import Step
from cardgames.games.core.hands import Hand, put
from cardgames.games.core.notation import GameMove
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
from .moves import Exchange, Keep, Leave, Move, Pass, Play, Take
from .rules import Log, S, is_revoke, legal_cards, may_pass, setting, to_act, trick_order
from .state import Phase, State
from .variant import Table, variant_of

T = TypeVar("T", bound=Table)
Applier = Callable[[T, int, GameMove, Log], T]
"""What a move does in one phase: (state, seat, move, log) -> the state after it."""


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the seat to act, every automatic step done, and the events in order."""
    return dispatch(state, move, _APPLIERS)


def apply(state: State, move: Move) -> State:
    """The state after ``move`` (:func:`play` without the events)."""
    return play(state, move).state


def dispatch(state: S, move: GameMove, appliers: Mapping[IntEnum, Applier[S]]) -> Step[S]:
    """:func:`play` for any game of the family: the applier of the state's phase, with the events."""
    variant = variant_of(state.options)
    if state.phase is variant.over_phase:
        raise GameOver("the session is over", rule=variant.end_rule)
    if type(move) not in variant.move_types:
        raise InvalidMove(f"not a {variant.spec.id} move: {move!r}", field="move")
    seat = to_act(state)
    assert seat is not None
    log: Log = [move_played(seat, move)]
    after = appliers[state.phase](state, seat, move, log)
    return Step(after, tuple(log))


# --------------------------------------------------------------------------- the family's steps


def pass_deal(state: S, seat: int, log: Log) -> S:
    """The seat passes: its hand goes face down to its discards."""
    hand = state.hands[seat]
    log.extend(pass_events(seat, hand.cards))
    return replace(state, hands=put(state.hands, seat, Hand()), discards=put(state.discards, seat, hand),
                   status=setting(state.status, seat, variant_of(state.options).passed))


def play_deal(state: S, seat: int, discards: Sequence[Card], log: Log, rule: str) -> S:
    """The seat plays, discarding ``discards`` face down and drawing as many from the stock."""
    hand = state.hands[seat]
    check_discard(hand.cards, discards, len(state.stock), rule=rule)
    new_hand, drawn, stock = exchange(hand, discards, state.stock)
    log.extend(exchange_events(seat, discards, drawn))
    return replace(
        state, hands=put(state.hands, seat, new_hand), stock=stock,
        discards=put(state.discards, seat, state.discards[seat].adding(discards)),
        status=setting(state.status, seat, variant_of(state.options).playing),
        exchanged=setting(state.exchanged, seat, len(discards)),
    )


def next_decision(state: S, seat: int, log: Log, then: Callable[[S, Log], S]) -> S:
    """After ``seat`` decided: the next seat's turn, the playing dealer's trump-card decision, or ``then``
    (what follows the exchange)."""
    if seat != state.dealer:
        return replace(state, turn=(seat + 1) % state.players)
    variant = variant_of(state.options)
    if state.status[seat] is variant.playing and state.table_card is not None:
        return replace(state, phase=variant.trump_card_phase)
    return then(state, log)


def take_card(state: S, seat: int, discard: Card, log: Log, rule: str) -> S:
    """The dealer takes the face-up trump card into his hand and discards ``discard`` face down."""
    card = state.table_card
    assert card is not None
    hand = take_trump_card(state.hands[seat], card, discard, rule=rule)
    log.extend(trump_card_events(seat, card, discard))
    return replace(state, hands=put(state.hands, seat, hand), table_card=None,
                   discards=put(state.discards, seat, state.discards[seat].adding((discard,))))


def card_played(state: Table, seat: int, move: GameMove) -> Card:
    """The card of a Play move from the seat's hand (IllegalMove otherwise)."""
    rule = variant_of(state.options).play_rule
    if not isinstance(move, Play):
        raise IllegalMove(f"{move.id}: the exchange is over, play a card", rule=rule)
    if move.card not in state.hands[seat].cards:
        raise IllegalMove(f"{move.card} is not in seat {seat}'s hand", rule=rule)
    return move.card


def lay(state: S, seat: int, card: Card, log: Log, end: Callable[[S, Log], S]) -> S:
    """Put ``card`` from the seat's hand in the trick; ``end`` the trick once every seat in the deal played."""
    trick = state.trick
    assert trick is not None
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.TRICK), (card,)))
    trick = trick.add(card)
    cards = state.hands[seat].cards
    state = replace(state, hands=put(state.hands, seat, Hand(tuple([c for c in cards if c is not card]))),
                    trick=trick)
    if len(trick.cards) == len(trick_order(state, trick)):
        return end(state, log)
    return state


def over(state: S, seat: int, move: GameMove, log: Log) -> S:
    raise GameOver("the session is over", rule=variant_of(state.options).end_rule)


# --------------------------------------------------------------------------- mushka's phases


def _exchange(state: State, seat: int, move: GameMove, log: Log) -> State:
    """EXCHANGE: pass (not with the ace of spades) or play, discarding and drawing as many (§1.4, MU-10)."""
    if isinstance(move, Pass):
        if not may_pass(state.hands[seat].cards):
            raise IllegalMove("the holder of the ace of spades may not pass", rule="§1.4")
        state = pass_deal(state, seat, log)
    elif isinstance(move, (Keep, Exchange)):
        state = play_deal(state, seat, move.cards if isinstance(move, Exchange) else (), log, rule="MU-10")
    else:
        raise IllegalMove(f"{move.id}: pass, keep or exchange now", rule="§1.4")
    return next_decision(state, seat, log, start_play)


def _trump_card(state: State, seat: int, move: GameMove, log: Log) -> State:
    """TRUMP_CARD: the dealer takes the face-up trump card and discards one card, or leaves it (MU-3)."""
    if isinstance(move, Take):
        state = take_card(state, seat, move.card, log, rule="MU-3")
    elif not isinstance(move, Leave):
        raise IllegalMove(f"{move.id}: take the trump card or leave it", rule="MU-3")
    return start_play(state, log)


def _card(state: State, seat: int, move: GameMove, log: Log) -> State:
    """PLAY: a card from the hand, following suit, else trumping if able (§1.5)."""
    card = card_played(state, seat, move)
    if card not in legal_cards(state, seat):
        raise IllegalMove(f"{card}: follow suit, or trump when void ({', '.join(map(str, legal_cards(state, seat)))})",
                          rule="§1.5")
    if state.options.permissive_revokes and is_revoke(state, seat, card):
        state = replace(state, revokes=setting(state.revokes, seat, state.revokes[seat] + 1))
    return lay(state, seat, card, log, end_trick)


_APPLIERS: dict[IntEnum, Applier[State]] = {
    Phase.EXCHANGE: _exchange,
    Phase.TRUMP_CARD: _trump_card,
    Phase.PLAY: _card,
    Phase.OVER: over,
}
