"""What an akulina move does: one function per phase (dispatch by table), the automatic steps after it."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.cards import Card, format_cards
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import Place, Zone, move_played, moved
from cardgames.games.core.game import Step
from cardgames.games.core.hands import put
from cardgames.games.core.values import replace
from cardgames.games.mechanics.bouts import beating, laid, slot_of
from cardgames.games.mechanics.shedding import refill

from .bouts import end_bout
from .moves import Attack, Cover, Move, Take
from .rules import Log, attack_limit, can_cover, to_act
from .state import AKULINA, HAND_SIZE, MAX_ATTACK, Phase, State


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the seat to act, every automatic step done, and the events in order."""
    if state.phase is Phase.OVER:
        raise GameOver("the match is over", rule="3.6")
    if not isinstance(move, (Attack, Cover, Take)):
        raise InvalidMove(f"not an akulina move: {move!r}")
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
        f"{move.id} is not possible now: the {state.phase.name.lower()} phase allows only {allowed}", rule="3.4"
    )


def _apply_attack(state: State, move: Move, log: Log) -> State:
    """3.4: one to six cards of one suit, the queen of spades only with another spade; then the attacker
    draws back up to six (AKU-2)."""
    if not isinstance(move, Attack):
        raise _wrong_phase(state, move, "an attack")
    cards = move.cards
    if not cards:
        raise InvalidMove("an attack names at least one card", field="move.cards")
    seat = state.attacker
    _check_hand(state, seat, cards)
    if len({card.suit for card in cards}) != 1:
        raise IllegalMove(f"{format_cards(cards)}: an attack is cards of one suit", rule="3.4 [B 275]")
    if len(cards) > MAX_ATTACK:
        raise IllegalMove(f"an attack has at most {MAX_ATTACK} cards", rule="3.4 [B 275]")
    if cards == (AKULINA,):
        raise IllegalMove("the queen of spades attacks only together with another spade", rule="3.5 AKU-4")
    limit = attack_limit(state)
    if len(cards) > limit:
        raise IllegalMove(f"an attack may not have more cards than the defender holds ({limit})",
                          rule="3.8 AKU-7 variant")
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.TABLE, None, 0), cards))
    state = replace(
        state,
        hands=put(state.hands, seat, state.hands[seat].removing(cards)),
        known=put(state.known, seat, state.known[seat].removing(cards)),
        table=laid(cards), phase=Phase.DEFEND,
    )
    hands, known, stock, drawn = refill(state.hands, state.known, state.stock, (seat,), HAND_SIZE, state.trump)
    log.extend(drawn)
    return replace(state, hands=hands, known=known, stock=stock)


def _apply_defend(state: State, move: Move, log: Log) -> State:
    """3.4: cover attack cards one by one; take the rest, or the bout ends once every card is covered."""
    if isinstance(move, Take):
        return end_bout(state, True, log)
    if not isinstance(move, Cover):
        raise _wrong_phase(state, move, "covering an attack card or taking")
    slot = slot_of(state.table, move.attack_card)
    if slot is None:
        raise IllegalMove(f"{move.attack_card} is not an attack card left to cover", rule="3.4")
    seat = state.defender
    _check_hand(state, seat, (move.card,))
    if move.attack_card == AKULINA:
        raise IllegalMove("the queen of spades is never covered, neither by a higher spade nor by a trump: "
                          "she must be taken", rule="3.5 [B 279]")
    if move.card == AKULINA:
        raise IllegalMove("the queen of spades never covers a card", rule="3.4 AKU-3")
    if not can_cover(move.card, move.attack_card, state.trump):
        raise IllegalMove(f"{move.card} does not cover {move.attack_card} (trump {state.trump.suit}): a higher "
                          "card of its suit or a trump on a non-trump is needed", rule="3.4 [B]")
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.TABLE, None, slot), (move.card,)))
    state = replace(
        state,
        hands=put(state.hands, seat, state.hands[seat].removing((move.card,))),
        known=put(state.known, seat, state.known[seat].removing((move.card,))),
        table=beating(state.table, slot, move.card),
    )
    if any(pair.cover is None for pair in state.table):
        return state
    return end_bout(state, False, log)


def _check_hand(state: State, seat: int, cards: tuple[Card, ...]) -> None:
    hand = state.hands[seat].cards
    missing = [card for card in cards if card not in hand]
    if missing:
        raise IllegalMove(f"seat {seat} does not hold {format_cards(missing)}", rule="3.4")


_APPLIERS: dict[Phase, Callable[[State, Move, Log], State]] = {
    Phase.ATTACK: _apply_attack,
    Phase.DEFEND: _apply_defend,
}
