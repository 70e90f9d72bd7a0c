"""What a thousand move does: one function per move type, events logged as it goes."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import CardsMoved, Place, TurnPassed, Zone, move_played, moved
from cardgames.games.core.game import Step
from cardgames.games.core.hands import Hand, put
from cardgames.games.core.values import replace
from cardgames.games.mechanics.bidding import NO_BID
from cardgames.games.mechanics.marriages import marriage_check, marriage_meld, marriage_value, shown_event
from cardgames.games.mechanics.tricks import Trick

from .deals import after_auction, concede, end_trick, look
from .moves import MOVE_TYPES, Bid, Blind, Concede, Give, Look, Marry, Move, Pass, Play, Raise
from .rules import (
    Log,
    allowed_points,
    is_forced,
    legal_cards,
    may_declare,
    opponents,
    order_from,
    position_of,
    raises,
    to_act,
)
from .state import MARRIAGES, Phase, State


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the seat to act, every automatic step done, and the events in order."""
    if state.phase is Phase.OVER:
        raise GameOver("the match is over", rule="§4.6")
    if not isinstance(move, MOVE_TYPES):
        raise InvalidMove(f"not a thousand move: {move!r}", field="move")
    seat = to_act(state)
    assert seat is not None
    allowed = _PHASE_MOVES[state.phase]
    if not isinstance(move, allowed):
        raise IllegalMove(f"{move.id}: now {_PHASE_WORDS[state.phase]}", rule=_PHASE_RULE[state.phase])
    log: Log = [move_played(seat, move)]
    after = _APPLIERS[type(move)](state, seat, move, log)
    return Step(after, tuple(log))


def apply(state: State, move: Move) -> State:
    return play(state, move).state


def _bid(state: State, seat: int, move: Move, log: Log) -> State:
    """Bid higher by the step; above 120 only holding a marriage (§4.3)."""
    assert isinstance(move, Bid)
    if not state.looked[seat]:
        raise IllegalMove("look at the hand first, or bid blind", rule="§4.3")
    position = position_of(state.options, move.points)
    lowest = state.auction.lowest_bid(seat)
    if position is None or move.points not in allowed_points(state.options, lowest, state.hands[seat].cards):
        raise IllegalMove(f"bid {move.points}: bid a step of {state.options.bid_step} above the bid so far; "
                          "above 120 only holding a marriage", rule="§4.3")
    return _called(replace(state, auction=state.auction.call(position)), log)


def _blind(state: State, seat: int, move: Move, log: Log) -> State:
    """A bid without looking: at most 120 (TY-12), only before looking (§4.3)."""
    assert isinstance(move, Blind)
    if state.looked[seat]:
        raise IllegalMove("a blind bid is made only before looking at the hand", rule="§4.3")
    position = position_of(state.options, move.points)
    if position is None or move.points not in allowed_points(state.options, state.auction.lowest_bid(seat), ()):
        raise IllegalMove(f"blind {move.points}: a step above the bid so far, at most 120 blind", rule="TY-12")
    return _called(replace(state, auction=state.auction.call(position)), log)


def _look(state: State, seat: int, move: Move, log: Log) -> State:
    """The seat looks at its hand; it bids normally from now on (§4.3)."""
    if state.looked[seat]:
        raise IllegalMove("the hand has been looked at already", rule="§4.3")
    return look(state, seat, log)


def _pass(state: State, seat: int, move: Move, log: Log) -> State:
    return _called(replace(state, auction=state.auction.call(NO_BID)), log)


def _called(state: State, log: Log) -> State:
    return after_auction(state, log) if state.auction.finished else state


def _raise(state: State, seat: int, move: Move, log: Log) -> State:
    """The declarer raises his contract after the widow (TY-8), above 120 only with a marriage in ten cards."""
    assert isinstance(move, Raise)
    if move.points not in raises(state):
        raise IllegalMove(f"raise to {move.points}: only with raise_contract, above the contract {state.contract} "
                          "by steps, above 120 only holding a marriage", rule="TY-8")
    return replace(state, contract=move.points)


def _concede(state: State, seat: int, move: Move, log: Log) -> State:
    """Only the forced declarer at 100 throws in (TY-10)."""
    if not is_forced(state):
        raise IllegalMove("only a declarer forced to play 100 may throw in", rule="TY-10")
    return concede(state, log)


def _give(state: State, seat: int, move: Move, log: Log) -> State:
    """A card face down to each opponent, the next in play order first (§4.4.3); the play begins."""
    assert isinstance(move, Give)
    hand = state.hands[seat]
    if move.first not in hand.cards or move.second not in hand.cards:
        raise IllegalMove(f"{move.id}: give two cards of your hand", rule="§4.4")
    first, second = opponents(state)
    hands = put(state.hands, seat, hand.removing((move.first, move.second)))
    hands = put(hands, first, hands[first].adding((move.first,)))
    hands = put(hands, second, hands[second].adding((move.second,)))
    given = put(put(state.given, first, Hand((move.first,))), second, Hand((move.second,)))
    for target, card in ((first, move.first), (second, move.second)):
        log.append(moved(Place(Zone.HAND, seat), Place(Zone.HAND, target), (card,), (seat, target), False))
    empty = (Hand(),) * state.players
    return replace(state, hands=hands, given=given, known=empty, phase=Phase.PLAY, trick=Trick(seat))  # TY-6


def _marry(state: State, seat: int, move: Move, log: Log) -> State:
    """Lead a king or queen declaring the marriage: its value at once, its suit trump from this trick
    (§4.5; only after winning the previous trick, TY-7)."""
    assert isinstance(move, Marry)
    if not may_declare(state, seat):
        raise IllegalMove("a marriage is declared only by the leader who won the previous trick", rule="TY-7")
    marriage_check(state.hands[seat].cards, move.card, rule="§4.5")
    suit = move.card.suit
    assert suit is not None
    meld = marriage_meld(move.card, seat, marriage_value(suit, None, by_suit=MARRIAGES))
    log.append(shown_event(seat, move.card))
    log.append(TurnPassed(seat, f"declares {meld.points}: {suit.name.lower()} are trumps"))
    state = replace(state, marriages=(*state.marriages, meld))
    return _lay(state, seat, move, log)


def _card(state: State, seat: int, move: Move, log: Log) -> State:
    """A card: follow suit; void, trump when there is one; else any (§4.5)."""
    assert isinstance(move, Play)
    if move.card not in state.hands[seat].cards:
        raise IllegalMove(f"{move.card} is not in seat {seat}'s hand", rule="§4.5")
    legal = legal_cards(state, seat)
    if move.card not in legal:
        raise IllegalMove(f"{move.card}: follow suit, else trump when there is one "
                          f"({', '.join(map(str, legal))})", rule="§4.5")
    return _lay(state, seat, move, log)


def _lay(state: State, seat: int, move: Marry | Play | Move, log: Log) -> State:
    card = move.card  # type: ignore[union-attr]
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.TRICK), (card,)))
    state = replace(state, hands=put(state.hands, seat, state.hands[seat].removing((card,))),
                    trick=state.trick.add(card))
    if len(state.trick.cards) < len(order_from(state, state.trick.leader)):
        return state
    return end_trick(state, log)


_APPLIERS: dict[type, Callable[[State, int, Move, Log], State]] = {
    Bid: _bid, Blind: _blind, Look: _look, Pass: _pass, Raise: _raise, Concede: _concede, Give: _give,
    Marry: _marry, Play: _card,
}
_PHASE_MOVES: dict[Phase, tuple[type, ...]] = {
    Phase.BIDDING: (Bid, Blind, Look, Pass), Phase.WIDOW: (Concede, Raise, Give), Phase.PLAY: (Marry, Play),
}
_PHASE_WORDS = {Phase.BIDDING: "bid or pass", Phase.WIDOW: "raise, concede or give two cards",
                Phase.PLAY: "play a card or declare a marriage"}
_PHASE_RULE = {Phase.BIDDING: "§4.3", Phase.WIDOW: "§4.4", Phase.PLAY: "§4.5"}
__all__ = ["CardsMoved"]
