"""What a durak move does: one function per phase (dispatch by table), the automatic steps after it."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.cards import Card, format_cards
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import Place, Zone, move_played, moved
from cardgames.games.core.game import Step
from cardgames.games.core.hands import put
from cardgames.games.core.values import replace
from cardgames.games.mechanics.beating import beats

from .bouts import end_bout
from .moves import Attack, Cover, Done, Move, Pass, Take, ThrowIn
from .rules import Log, has_choice, room, table_ranks, throw_order, to_act
from .state import Pair, Phase, State


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the seat to act, every automatic step done, and the events in order."""
    if state.phase is Phase.OVER:
        raise GameOver("the match is over", rule="2.5")
    if not isinstance(move, (Attack, Cover, Take, ThrowIn, Done, Pass)):
        raise InvalidMove(f"not a durak move: {move!r}")
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
        f"{move.id} is not possible now: {state.phase.name.lower()} phase allows only {allowed}", rule="2.4"
    )


def _apply_attack(state: State, move: Move, log: Log) -> State:
    if not isinstance(move, Attack):
        raise _wrong_phase(state, move, "attack")
    _check_cards(state, state.attacker, move.cards)
    if len({card.rank for card in move.cards}) != 1:
        raise IllegalMove("an attack must be cards of one rank", rule="2.4 [9]")
    if len(move.cards) > state.limit:
        raise IllegalMove(f"at most {state.limit} attack cards in this bout", rule="DUR-3, DUR-7, [18]")
    state = _play_from_hand(state, state.attacker, move.cards, log)
    table = tuple(Pair(card) for card in move.cards)
    return replace(state, table=table, phase=Phase.DEFEND, thrower=state.attacker)


def _apply_defend(state: State, move: Move, log: Log) -> State:
    if isinstance(move, Take):
        state = replace(state, phase=Phase.AFTER_TAKE, thrower=state.attacker)
        return _settle(state, 0, log)
    if not isinstance(move, Cover):
        raise _wrong_phase(state, move, "cover or take")
    slot = next((i for i, pair in enumerate(state.table) if pair.attack == move.attack_card), None)
    if slot is None or state.table[slot].cover is not None:
        raise IllegalMove(f"{move.attack_card} is not an uncovered attack card on the table", rule="2.4")
    _check_cards(state, state.defender, (move.card,))
    if not beats(move.card, move.attack_card, state.trump.suit):
        raise IllegalMove(
            f"{move.card} does not beat {move.attack_card} (trump {state.trump.suit}): a higher card "
            "of the same suit or a trump on a non-trump is needed",
            rule="2.4 [12][13]",
        )
    state = _play_from_hand(state, state.defender, (move.card,), log, slot)
    table = (*state.table[:slot], Pair(move.attack_card, move.card), *state.table[slot + 1 :])
    state = replace(state, table=table)
    if any(pair.cover is None for pair in table):
        return state
    order = throw_order(state)
    return _settle(replace(state, phase=Phase.THROW_IN), order.index(state.thrower), log)


def _apply_throw(state: State, move: Move, log: Log) -> State:
    """THROW_IN: a throw-in goes to the defender; Done hands the turn to the next thrower (DUR-4)."""
    here = throw_order(state).index(state.thrower)
    if isinstance(move, Done):
        return _settle(state, here + 1, log)
    if not isinstance(move, ThrowIn):
        raise _wrong_phase(state, move, "throw-in or done")
    state = _throw_cards(state, move, log)
    return replace(state, phase=Phase.DEFEND)


def _apply_after_take(state: State, move: Move, log: Log) -> State:
    """AFTER_TAKE: one opportunity per non-defender, throw in or pass (DUR-9)."""
    here = throw_order(state).index(state.thrower)
    if isinstance(move, ThrowIn):
        state = _throw_cards(state, move, log)
    elif not isinstance(move, Pass):
        raise _wrong_phase(state, move, "throw-in or pass")
    return _settle(state, here + 1, log)


def _throw_cards(state: State, move: ThrowIn, log: Log) -> State:
    _check_cards(state, state.thrower, move.cards)
    ranks = table_ranks(state.table)
    stray = [card for card in move.cards if card.rank not in ranks]
    if stray:
        raise IllegalMove(f"{format_cards(stray)}: rank not on the table", rule="2.4 [14]")
    if len(move.cards) > room(state):
        raise IllegalMove(
            f"the bout allows {state.limit} attack cards and {len(state.table)} are on the table",
            rule="DUR-3, DUR-7, [16][17][18]",
        )
    state = _play_from_hand(state, state.thrower, move.cards, log)
    return replace(state, table=state.table + tuple(Pair(card) for card in move.cards))


def _check_cards(state: State, seat: int, cards: tuple[Card, ...]) -> None:
    if not cards:
        raise InvalidMove("a move must name at least one card")
    if len(set(cards)) != len(cards):
        raise InvalidMove(f"a card is named twice: {format_cards(cards)}")
    hand = state.hands[seat].cards
    missing = [card for card in cards if card not in hand]
    if missing:
        raise IllegalMove(f"seat {seat} does not hold {format_cards(missing)}", rule="2.4")


def _play_from_hand(state: State, seat: int, cards: tuple[Card, ...], log: Log, slot: int | None = None) -> State:
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.TABLE, None, slot), cards))
    return replace(
        state,
        hands=put(state.hands, seat, state.hands[seat].removing(cards)),
        known=put(state.known, seat, state.known[seat].removing(cards)),
    )


def _settle(state: State, start: int, log: Log) -> State:
    """Give the throw-in turn to the first thrower from ``start`` with a real choice, or end the bout.

    Throwers with no throwable card or a full table are Done/Pass automatically ([15]).
    """
    for seat in throw_order(state)[start:]:
        if has_choice(state, seat):
            return replace(state, thrower=seat)
    return end_bout(state, state.phase is Phase.AFTER_TAKE, log)


_APPLIERS: dict[Phase, Callable[[State, Move, Log], State]] = {
    Phase.ATTACK: _apply_attack,
    Phase.DEFEND: _apply_defend,
    Phase.THROW_IN: _apply_throw,
    Phase.AFTER_TAKE: _apply_after_take,
}


