"""What a barbu move does: one function per phase (dispatch by table), events logged as it goes."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import Place, Zone, move_played, moved
from cardgames.games.core.game import Step
from cardgames.games.core.hands import Hand, put, sorted_cards
from cardgames.games.core.values import replace

from .deals import end_trick, next_asked, start_doubling, start_play, take_double, went_out
from .moves import (
    MOVE_TYPES,
    Assign,
    Challenge,
    Choose,
    ChooseDomino,
    ChooseTrumps,
    Decline,
    Double,
    Move,
    Pass,
    Play,
)
from .rules import Log, challengeable, contract_moves, domino_cards, doubles_left, legal_cards, to_act
from .state import PLAYERS, Contract, Pair, Phase, State


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the seat to act, every automatic step done, and the events in order."""
    if state.phase is Phase.OVER:
        raise GameOver("the match is over", rule="4.7")
    if not isinstance(move, MOVE_TYPES):
        raise InvalidMove(f"not a barbu move: {move!r}", field="move")
    seat = to_act(state)
    assert seat is not None
    log: Log = [move_played(seat, move)]
    after = _APPLIERS[state.phase](state, seat, move, log)
    return Step(after, tuple(log))


def apply(state: State, move: Move) -> State:
    """The state after ``move`` (:func:`play` without the events)."""
    return play(state, move).state


def _contract(state: State, seat: int, move: Move, log: Log) -> State:
    """CONTRACT: the dealer names a contract he has not played in his seven (and the trump suit) (4.3)."""
    if not isinstance(move, (Choose, ChooseTrumps, ChooseDomino)):
        raise IllegalMove(f"{move.id}: the dealer names the contract first", rule="4.3")
    if move not in contract_moves(state.options, state.used):
        contract = _contract_of(move)
        if contract in state.used:
            raise IllegalMove(f"{contract.words} has been played already in this dealer's seven", rule="4.2")
        raise IllegalMove(f"{move.id}: with fan_tan Domino names its base rank (domino:<rank>), without it "
                          "Domino is contract:domino", rule="BAR-10")
    trump = move.suit if isinstance(move, ChooseTrumps) else None
    base = move.rank if isinstance(move, ChooseDomino) else None
    state = replace(state, phase=Phase.DOUBLING, used=(*state.used, _contract_of(move)), trump=trump, base=base)
    return start_doubling(state, log)


def _contract_of(move: Choose | ChooseTrumps | ChooseDomino) -> Contract:
    if isinstance(move, ChooseTrumps):
        return Contract.TRUMPS
    if isinstance(move, ChooseDomino):
        return Contract.DOMINO
    return move.contract


def _doubling(state: State, seat: int, move: Move, log: Log) -> State:
    """DOUBLING: the first seat to double takes the double; after the dealer, nobody doubled (4.6)."""
    if state.options.pairwise_doubling:
        return _pairwise(state, seat, move, log)
    if isinstance(move, Double):
        return take_double(state, seat, log)
    if not isinstance(move, Decline):
        raise IllegalMove(f"{move.id}: double or decline now", rule="4.6")
    following = -1 if seat == state.dealer else next_asked(state, seat)
    if following < 0:
        return replace(state, phase=Phase.ASSIGN, turn=state.dealer)
    return replace(state, turn=following)


def _pairwise(state: State, seat: int, move: Move, log: Log) -> State:
    """DOUBLING with ``pairwise_doubling``: double other seats one at a time, then decline; the dealer last
    (4.9)."""
    if isinstance(move, Challenge):
        if move.seat not in challengeable(state, seat):
            raise IllegalMove(f"seat {seat} may not double seat {move.seat}: himself, or a pair already doubled",
                              rule="4.9")
        return replace(state, pairs=(*state.pairs, Pair(seat, move.seat)))
    if not isinstance(move, Decline):
        raise IllegalMove(f"{move.id}: double a seat (challenge:<seat>) or decline", rule="4.9")
    if seat == state.dealer:
        return start_play(state, log)
    return replace(state, turn=(seat + 1) % PLAYERS)


def _assign(state: State, seat: int, move: Move, log: Log) -> State:
    """ASSIGN: the dealer gives the double to a seat with doubles left, maybe himself (4.6)."""
    if not isinstance(move, Assign):
        raise IllegalMove(f"{move.id}: nobody doubled, the dealer gives the double (assign:<seat>)", rule="4.6")
    if not doubles_left(state)[move.seat]:
        raise IllegalMove(f"seat {move.seat} has held all its doubles of this dealer's seven", rule="BAR-11")
    return take_double(state, move.seat, log)


def _card(state: State, seat: int, move: Move, log: Log) -> State:
    """PLAY: a card from the hand by the contract's obligations (4.4)."""
    if not isinstance(move, Play):
        raise IllegalMove(f"{move.id}: the tricks are being played, play a card", rule="4.4")
    card, trick = move.card, state.trick
    assert trick is not None
    cards = state.hands[seat].cards
    if card not in cards:
        raise IllegalMove(f"{card} is not in seat {seat}'s hand", rule="4.4")
    allowed = legal_cards(state, seat)
    if card not in allowed:
        rule = "4.9" if not trick.cards else "BAR-4"
        raise IllegalMove(f"{card}: follow suit, and beat the trumps in the trick when obliged "
                          f"(legal: {', '.join(map(str, allowed))})", rule=rule)
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.TRICK), (card,)))
    trick = trick.add(card)
    state = replace(state, hands=put(state.hands, seat, Hand(tuple([c for c in cards if c is not card]))),
                    trick=trick)
    if len(trick.cards) == PLAYERS:
        return end_trick(state, log)
    return state


def _domino(state: State, seat: int, move: Move, log: Log) -> State:
    """DOMINO: a playable card onto its suit's row, or a pass holding none (4.5, BAR-10)."""
    allowed = domino_cards(state, seat)
    if isinstance(move, Pass):
        if allowed:
            raise IllegalMove(f"a seat holding a playable card may not pass ({', '.join(map(str, allowed))})",
                              rule="BAR-10")
        return _next_domino_turn(state, seat)
    if not isinstance(move, Play):
        raise IllegalMove(f"{move.id}: Domino is being played, play a card or pass", rule="4.5")
    if move.card not in allowed:
        raise IllegalMove(f"{move.card} cannot go on the layout now (playable: "
                          f"{', '.join(map(str, allowed)) or 'none, pass'})", rule="BAR-10")
    card = move.card
    assert card.suit is not None
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.TABLE, None, int(card.suit)), (card,)))
    hand = state.hands[seat].removing((card,))
    rows = put(state.rows, card.suit, Hand(sorted_cards((*state.rows[card.suit].cards, card))))
    state = replace(state, hands=put(state.hands, seat, hand), rows=rows, last_card=card,
                    base=card.rank if state.base is None else state.base)
    if not hand.cards:
        state = went_out(state, seat, log)
        if state.phase is not Phase.DOMINO:
            return state
    return _next_domino_turn(state, seat)


def _next_domino_turn(state: State, seat: int) -> State:
    """The next seat clockwise still holding cards."""
    following = (seat + 1) % PLAYERS
    while following in state.finished:
        following = (following + 1) % PLAYERS
    return replace(state, turn=following)


def _over(state: State, seat: int, move: Move, log: Log) -> State:
    raise GameOver("the match is over", rule="4.7")


_APPLIERS: dict[Phase, Callable[[State, int, Move, Log], State]] = {
    Phase.CONTRACT: _contract,
    Phase.DOUBLING: _doubling,
    Phase.ASSIGN: _assign,
    Phase.PLAY: _card,
    Phase.DOMINO: _domino,
    Phase.OVER: _over,
}
