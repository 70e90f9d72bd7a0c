"""What a sixty-six move does: exchange, close, claim, a marriage lead or a card, events logged as it goes."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import Place, Zone, move_played, moved
from cardgames.games.core.game import Step
from cardgames.games.core.hands import Hand, put
from cardgames.games.core.values import replace
from cardgames.games.mechanics import stock as stock_rules
from cardgames.games.mechanics.marriages import marriage_check, marriage_meld, marriage_value, partner_card, shown_event

from .kons import after_card, check_lock, end_kon_on_claim
from .moves import MOVE_TYPES, Claim, Close, Exchange, Marry, Move, Play
from .rules import Log, close_error, exchange_error, legal_cards, to_act, trump_nine, trump_suit
from .state import PLAIN_MARRIAGE, TRUMP_MARRIAGE, Phase, State


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the seat to act, every automatic step done, and the events in order."""
    if state.phase is Phase.OVER:
        raise GameOver("the match is over", rule="§5.9")
    if not isinstance(move, MOVE_TYPES):
        raise InvalidMove(f"not a sixty_six move: {move!r}", field="move")
    seat = to_act(state)
    assert seat is not None
    log: Log = [move_played(seat, move)]
    after = _APPLIERS[type(move)](state, seat, move, log)
    return Step(after, tuple(log))


def apply(state: State, move: Move) -> State:
    """The state after ``move`` (:func:`play` without the events)."""
    return play(state, move).state


def _exchange(state: State, seat: int, move: Move, log: Log) -> State:
    """The leader who won the last trick swaps the trump nine for the face-up trump card (66-4)."""
    error = exchange_error(state, seat)
    if error is not None:
        raise IllegalMove(error, rule="66-4")
    face_up = state.face_up
    assert face_up is not None
    nine = trump_nine(state)
    hand, known, give, take = stock_rules.exchange_trump_card(seat, state.hands[seat], state.known[seat], nine,
                                                              face_up)
    log.extend((give, take))
    return replace(state, hands=put(state.hands, seat, hand), known=put(state.known, seat, known), face_up=nine)


def _close(state: State, seat: int, move: Move, log: Log) -> State:
    """The leader closes the stock: nobody draws again, the strict rules apply from this trick (§5.5)."""
    error = close_error(state)
    if error is not None:
        raise IllegalMove(error, rule="§5.5")
    log.extend(stock_rules.close_events(seat, state.stock, state.face_up))
    return replace(state, closed_by=seat, phase=Phase.PLAY)


def _claim(state: State, seat: int, move: Move, log: Log) -> State:
    """A player stops the kon saying his side has 66: correct if it reached 66 first, else a loss (§5.7)."""
    return end_kon_on_claim(state, seat, log)


def _marry(state: State, seat: int, move: Move, log: Log) -> State:
    """Lead a king or queen announcing its marriage: the other card is shown, 20 or 40 (66-5)."""
    assert isinstance(move, Marry)
    if state.trick.cards:
        raise IllegalMove(f"{move.id}: a marriage is announced only when leading", rule="66-5")
    marriage_check(state.hands[seat].cards, move.card, rule="66-5")
    suit = move.card.suit
    assert suit is not None
    points = marriage_value(suit, trump_suit(state), PLAIN_MARRIAGE, TRUMP_MARRIAGE)
    shown = shown_event(seat, move.card)
    log.append(shown)
    known = state.known[seat].adding((partner_card(move.card),))
    state = replace(state, marriages=(*state.marriages, marriage_meld(move.card, seat, points)),
                    known=put(state.known, seat, known))
    state = check_lock(_lay(state, seat, move.card, log), log)
    if state.phase is not Phase.OVER and not state.marriages:
        # auto_claim ended the kon on this marriage and dealt the next: the other card, never shown in a
        # view of this kon, stays in the hand unseen (the announcement is in the move and the sheet's row)
        log.remove(shown)
    return state


def _card(state: State, seat: int, move: Move, log: Log) -> State:
    """A card to the trick: any while the stock is open, follow else trump once it is not (§5.5, §5.6)."""
    assert isinstance(move, Play)
    card = move.card
    if card not in state.hands[seat].cards:
        raise IllegalMove(f"{card} is not in seat {seat}'s hand", rule="§5.5")
    legal = legal_cards(state, seat)
    if card not in legal:
        raise IllegalMove(f"{card}: with the stock closed or empty follow suit, else trump "
                          f"({', '.join(map(str, legal))})", rule="66-6" if state.options.must_head else "§5.6")
    return after_card(_lay(state, seat, card, log), log)


def _lay(state: State, seat: int, card: Card, log: Log) -> State:
    """``card`` goes from ``seat``'s hand to the trick."""
    hand = state.hands[seat]
    played = next(item for item in hand.cards if item is card)
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.TRICK), (played,)))
    known = state.known[seat]
    if played in known.cards:
        known = Hand(tuple([item for item in known.cards if item is not played]))
    return replace(state, hands=put(state.hands, seat, Hand(tuple([c for c in hand.cards if c is not played]))),
                   known=put(state.known, seat, known), trick=state.trick.add(played))


_APPLIERS: dict[type, Callable[[State, int, Move, Log], State]] = {
    Exchange: _exchange,
    Close: _close,
    Claim: _claim,
    Marry: _marry,
    Play: _card,
}
