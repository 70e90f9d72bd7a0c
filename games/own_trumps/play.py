"""What an own trumps move does: one function per phase (dispatch by table), the automatic steps after it."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.cards import Card, format_cards
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import Place, TurnPassed, Zone, move_played, moved
from cardgames.games.core.game import Step
from cardgames.games.core.hands import put
from cardgames.games.core.values import replace
from cardgames.games.mechanics.bouts import beating, laid, slot_of

from .kons import end_attack
from .moves import Attack, Beat, Choose, Giveaway, LayPair, Move, Take
from .rules import Log, can_beat, free_suits, own_suit, to_act
from .state import OwnTrump, Phase, State

_MOVE_TYPES = (Choose, Attack, LayPair, Giveaway, Beat, Take)


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the seat to act, every automatic step done, and the events in order."""
    if state.phase is Phase.OVER:
        raise GameOver("the match is over", rule="8.4")
    if not isinstance(move, _MOVE_TYPES):
        raise InvalidMove(f"not an own_trumps move: {move!r}")
    seat = to_act(state)
    assert seat is not None
    log: Log = [move_played(seat, move)]
    after = _APPLIERS[state.phase](state, move, log)
    return Step(after, tuple(log))


def apply(state: State, move: Move) -> State:
    """The state after ``move`` (:func:`play` without the events)."""
    return play(state, move).state


def _wrong_phase(state: State, move: Move, allowed: str) -> IllegalMove:
    return IllegalMove(
        f"{move.id} is not possible now: the {state.phase.name.lower()} phase allows only {allowed}", rule="8.3"
    )


def _apply_choose(state: State, move: Move, log: Log) -> State:
    """8.2: a free suit becomes the chooser's own trump; after the third choice the dealer gets the last."""
    if not isinstance(move, Choose):
        raise _wrong_phase(state, move, "choosing a trump suit")
    free = free_suits(state.trumps)
    if move.suit not in free:
        raise IllegalMove(f"{move.suit.name.lower()} is already someone's own trump: each suit belongs to "
                          "one player", rule="8.2")
    seat = to_act(state)
    assert seat is not None
    trumps = (*state.trumps, OwnTrump(seat, move.suit))
    if len(trumps) < state.players - 1:
        return replace(state, trumps=trumps)
    last = next(suit for suit in free if suit is not move.suit)
    log.append(TurnPassed(state.dealer, f"gets the remaining suit, {last.name.lower()}, as own trump"))
    return replace(state, trumps=(*trumps, OwnTrump(state.dealer, last)), phase=Phase.ATTACK)


def _apply_attack(state: State, move: Move, log: Log) -> State:
    """8.3: one card, or the first pair of a pair attack."""
    if isinstance(move, Attack):
        state = _lay(state, (move.card,), log)
        return replace(state, phase=Phase.DEFEND)
    if isinstance(move, LayPair):
        state = _lay_pair(state, move, log)
        return replace(state, phase=Phase.BUILD)
    raise _wrong_phase(state, move, "an attack with one card or a pair")


def _apply_build(state: State, move: Move, log: Log) -> State:
    """8.3, OT-1: after one pair a second pair or the giveaway; after two pairs the giveaway."""
    if isinstance(move, Giveaway):
        state = _lay(state, (move.card,), log)
        return replace(state, phase=Phase.DEFEND)
    if isinstance(move, LayPair):
        if len(state.table) >= 4:
            raise IllegalMove("two pairs are down: only the giveaway card completes the attack", rule="8.3 OT-1")
        return _lay_pair(state, move, log)
    raise _wrong_phase(state, move, "a second pair or the giveaway card")


def _lay_pair(state: State, move: LayPair, log: Log) -> State:
    first, second = move.cards
    _check_hand(state, state.attacker, move.cards)
    if first.rank != second.rank:
        raise IllegalMove(f"{format_cards(move.cards)} is not a pair: a pair is two cards of one rank",
                          rule="8.3 OT-1")
    if len(state.hands[state.attacker].cards) < 3:
        raise IllegalMove("a pair must be followed by a giveaway card: keep one more card (a plain pair is "
                          "not an attack)", rule="8.3 OT-1")
    return _lay(state, move.cards, log)


def _lay(state: State, cards: tuple[Card, ...], log: Log) -> State:
    seat = state.attacker
    _check_hand(state, seat, cards)
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.TABLE, None, len(state.table)), cards))
    return replace(
        state,
        hands=put(state.hands, seat, state.hands[seat].removing(cards)),
        known=put(state.known, seat, state.known[seat].removing(cards)),
        table=state.table + laid(cards),
    )


def _apply_defend(state: State, move: Move, log: Log) -> State:
    """8.3, OT-2: beat attack cards one by one; take the rest, or the attack ends when all are beaten."""
    if isinstance(move, Take):
        return end_attack(state, True, log)
    if not isinstance(move, Beat):
        raise _wrong_phase(state, move, "beating an attack card or taking")
    slot = slot_of(state.table, move.attack_card)
    if slot is None:
        raise IllegalMove(f"{move.attack_card} is not an attack card left to beat", rule="8.3")
    seat = state.defender
    _check_hand(state, seat, (move.card,))
    if not can_beat(state, move.card, move.attack_card):
        raise IllegalMove(_why_not(state, move.card, move.attack_card), rule="8.3 OT-3")
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.TABLE, None, slot), (move.card,)))
    state = replace(
        state,
        hands=put(state.hands, seat, state.hands[seat].removing((move.card,))),
        known=put(state.known, seat, state.known[seat].removing((move.card,))),
        table=beating(state.table, slot, move.card),
    )
    if any(pair.cover is None for pair in state.table):
        return state
    return end_attack(state, False, log)


def _why_not(state: State, card: Card, attack: Card) -> str:
    mine = own_suit(state, state.defender)
    theirs = own_suit(state, state.attacker)
    suit = _suit_name(attack)
    if attack.suit == mine:
        return f"{attack} is of your own trump suit: only a higher card of {suit} beats it"
    if state.options.protection == "attacker" and attack.suit == theirs:
        return f"{attack} is of the attacker's own trump suit: only a higher card of {suit} beats it"
    return (f"{card} does not beat {attack}: a higher card of {suit} or a card of your own trump suit "
            f"({'none' if mine is None else mine.name.lower()}) is needed")


def _suit_name(card: Card) -> str:
    return card.suit.name.lower() if card.suit is not None else "jokers"


def _check_hand(state: State, seat: int, cards: tuple[Card, ...]) -> None:
    hand = state.hands[seat].cards
    missing = [card for card in cards if card not in hand]
    if missing:
        raise IllegalMove(f"seat {seat} does not hold {format_cards(missing)}", rule="8.3")


_APPLIERS: dict[Phase, Callable[[State, Move, Log], State]] = {
    Phase.CHOOSE: _apply_choose,
    Phase.ATTACK: _apply_attack,
    Phase.BUILD: _apply_build,
    Phase.DEFEND: _apply_defend,
}
