"""What a canasta move does: one function per move type, the automatic steps after it."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import Place, TurnPassed, Zone, move_played, moved
from cardgames.games.core.game import Step
from cardgames.games.core.hands import put
from cardgames.games.core.values import replace
from cardgames.games.mechanics.discard_pile import RummyPhase as Phase
from cardgames.games.mechanics.melds import Meld, canasta_kind, shape_of
from cardgames.games.mechanics.partners import Permission, Reply

from .hand_end import Log, end_hand, lay_red_threes, next_turn
from .moves import (
    MOVE_TYPES,
    RUN_TYPES,
    AddToMeld,
    Answer,
    AskGoOut,
    Discard,
    Draw,
    EndHand,
    ExtendRun,
    LayRun,
    MeldNew,
    Move,
    Retract,
    TakePile,
)
from .rules import check_move, held, minimum, playing_hand, side_melds, side_of, to_act
from .runs import run_problem
from .state import State, card_value, variant_of
from .table import cards_value, is_freezing


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the seat to act, every automatic step done, and the events in order."""
    if state.phase is Phase.OVER:
        raise GameOver("the match is over", rule="1.9")
    if not isinstance(move, (*MOVE_TYPES, *RUN_TYPES)):
        raise InvalidMove(f"not a canasta move: {move!r}")
    problem = check_move(state, move)
    if problem is not None:
        raise IllegalMove(f"{move.id}: {problem[0]}", rule=problem[1])
    seat = to_act(state)
    assert seat is not None
    log: Log = [move_played(seat, move)]
    after = _APPLIERS[_base(move)](state, move, log)
    return Step(after, tuple(log))


def _base(move: Move) -> type:
    """The canasta move type ``move`` is (samba's moves derive canasta's)."""
    return next(kind for kind in (*MOVE_TYPES, *RUN_TYPES) if isinstance(move, kind))


def apply(state: State, move: Move) -> State:
    return play(state, move).state


# --------------------------------------------------------------------------- T1: draw or take


def _draw(state: State, move: Move, log: Log) -> State:
    """Lay red threes from the hand (T0), then draw (red threes laid and replaced); the stock's last
    card a red three ends the hand (1.8)."""
    state, ended = lay_red_threes(state, log)
    if ended:
        return end_hand(state, None, log)
    state, ended = draw_cards(state, variant_of(state).draw, log)
    if ended:
        return end_hand(state, None, log)
    return replace(state, phase=Phase.MELD)


def draw_cards(state: State, count: int, log: Log) -> tuple[State, bool]:
    """``count`` cards from the stock into the turn's hand, red threes laid and replaced; True when
    the last stock card was a red three (the hand ends)."""
    from .hand_end import lay_red_three

    seat = state.turn
    while count and state.stock:
        card, stock = state.stock[0], state.stock[1:]
        log.append(moved(Place(Zone.STOCK), Place(Zone.HAND, seat), (card,), (seat,), face_up=False))
        state = replace(state, stock=stock, hands=put(state.hands, seat, state.hands[seat].adding((card,))))
        if card.rank.value == 3 and card.is_red:
            state = lay_red_three(state, seat, card, log)
            if not state.stock:
                return state, True
            continue
        count -= 1
    return state, False


def _take(state: State, move: Move, log: Log) -> State:
    """Lay the top card with the named hand cards, then take the rest (or wait for the minimum) (1.5)."""
    assert isinstance(move, TakePile)
    state, ended = lay_red_threes(state, log)
    if ended:
        return end_hand(state, None, log)
    top = state.pile.cards[-1]
    cards = held(playing_hand(state)).pick(top.rank, move.naturals, move.twos, move.jokers)
    assert cards is not None
    rest = state.pile.cards[:-1]
    log.append(moved(Place(Zone.DISCARD), Place(Zone.MELDS, side_of(state, state.turn)), (top,)))
    state = replace(state, pile=replace(state.pile, cards=rest), took_pile=True)
    state = _lay(state, top.rank, cards, log, extra=(top,))
    if not state.opened[side_of(state, state.turn)]:
        return replace(state, phase=Phase.OPENING, taken=top)
    state = _take_rest(state, log)  # the side had opened, or the take itself met the minimum
    return _went_out(state, log) if not state.hands[state.turn].cards else state


def _take_rest(state: State, log: Log) -> State:
    """The rest of the pile into the hand; red threes in it laid without replacement (CAN-4)."""
    from .hand_end import lay_red_three

    seat = state.turn
    rest = state.pile.cards
    state = replace(state, pile=replace(state.pile, cards=(), frozen=False), taken=None)
    if rest:
        log.append(moved(Place(Zone.DISCARD), Place(Zone.HAND, seat), rest))
        state = replace(state, hands=put(state.hands, seat, state.hands[seat].adding(rest)))
    for card in rest:
        if card.rank.value == 3 and card.is_red:
            state = lay_red_three(state, seat, card, log)
    return replace(state, phase=Phase.MELD)


# --------------------------------------------------------------------------- T2: melds


def _meld(state: State, move: Move, log: Log) -> State:
    assert isinstance(move, (MeldNew, AddToMeld))
    cards = held(playing_hand(state)).pick(move.rank, move.naturals, move.twos, move.jokers)
    assert cards is not None
    state = _lay(state, move.rank, cards, log)
    if state.phase is Phase.OPENING and state.opened[side_of(state, state.turn)]:
        state = _take_rest(state, log)  # the minimum is met: the rest of the pile is the player's
    if not state.hands[state.turn].cards and state.phase is not Phase.OPENING:
        return _went_out(state, log)
    return state


def _run(state: State, move: Move, log: Log) -> State:
    """A new run, or cards onto the side's run they adjoin (samba 2.2)."""
    assert isinstance(move, (LayRun, ExtendRun))
    found = run_problem(state, move)
    assert not isinstance(found, str)
    cards, existing = found
    state = _lay(state, None, cards, log, existing=existing)
    if state.phase is Phase.OPENING and state.opened[side_of(state, state.turn)]:
        state = _take_rest(state, log)
    if not state.hands[state.turn].cards and state.phase is not Phase.OPENING:
        return _went_out(state, log)
    return state


def _lay(state: State, rank: object, cards: tuple[Card, ...], log: Log, extra: tuple[Card, ...] = (),
         existing: Meld | None = None) -> State:
    """Cards from the hand (and ``extra`` from the pile) onto the side's meld of ``rank`` (or the run
    ``existing``); the opening's count."""
    seat, side = state.turn, side_of(state, state.turn)
    rules = variant_of(state).meld_rules
    if rank is not None:
        existing = side_melds(state, side).get(rank)  # type: ignore[call-overload]
    whole = (*(existing.cards if existing else ()), *extra, *cards)
    shape = shape_of(whole, rules)
    meld = Meld(whole, canasta_kind(shape, rules), side, cards_value(whole))
    melds = (*_without(state.melds, existing), meld)
    if cards:
        log.append(moved(Place(Zone.HAND, seat), Place(Zone.MELDS, side), cards))
    state = replace(state, melds=melds, turn_melded=True,
                    hands=put(state.hands, seat, state.hands[seat].removing(cards)))
    if state.opened[side]:
        return state
    points = state.turn_points + cards_value((*extra, *cards))
    opened = points >= minimum(state, side)
    return replace(state, turn_points=points, opened=_put(state.opened, side, opened))


def _without(melds: tuple[Meld, ...], existing: Meld | None) -> tuple[Meld, ...]:
    """The melds but ``existing`` (one of equal melds: three packs can make two equal runs)."""
    if existing is None:
        return melds
    index = melds.index(existing)
    return melds[:index] + melds[index + 1 :]


def _put(values: tuple[bool, ...], index: int, value: bool) -> tuple[bool, ...]:
    return (*values[:index], value, *values[index + 1 :])


def _retract(state: State, move: Move, log: Log) -> State:
    """The side's melds of this turn back to the hand; a taken top card back on the pile (1.7)."""
    seat, side = state.turn, side_of(state, state.turn)
    cards = [card for meld in state.melds if meld.owner == side for card in meld.cards]
    pile = state.pile
    if state.phase is Phase.OPENING and state.taken is not None:
        cards.remove(state.taken)
        pile = replace(pile, cards=(*pile.cards, state.taken))
        log.append(moved(Place(Zone.MELDS, side), Place(Zone.DISCARD), (state.taken,)))
    log.append(moved(Place(Zone.MELDS, side), Place(Zone.HAND, seat), cards))
    phase = Phase.DRAW if state.phase is Phase.OPENING else Phase.MELD
    return replace(state, melds=tuple(meld for meld in state.melds if meld.owner != side), pile=pile,
                   hands=put(state.hands, seat, state.hands[seat].adding(cards)), turn_points=0,
                   turn_melded=False, took_pile=False if phase is Phase.DRAW else state.took_pile,
                   taken=None, phase=phase)


# --------------------------------------------------------------------------- T3 and the rest


def _discard(state: State, move: Move, log: Log) -> State:
    assert isinstance(move, Discard)
    seat = state.turn
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.DISCARD), (move.card,)))
    state = replace(state, hands=put(state.hands, seat, state.hands[seat].removing((move.card,))),
                    pile=state.pile.adding(move.card, is_freezing(move.card, variant_of(state))))
    if not state.hands[seat].cards:
        return _went_out(state, log)
    if state.permission is Permission.YES:
        side = side_of(state, seat)
        log.append(TurnPassed(seat, "did not go out after the partner's yes: 100 penalty"))
        state = replace(state, penalties=(*state.penalties[:side], state.penalties[side] + 1,
                                          *state.penalties[side + 1 :]))
    return next_turn(state, log)


def _went_out(state: State, log: Log) -> State:
    log.append(TurnPassed(state.turn, "went out" + (" concealed" if not state.laid[state.turn] else "")))
    return end_hand(state, state.turn, log)


def _ask(state: State, move: Move, log: Log) -> State:
    return replace(state, phase=Phase.ANSWER, permission=Permission.ASKED)


def _answer(state: State, move: Move, log: Log) -> State:
    assert isinstance(move, Answer)
    permission = Permission.YES if move.reply is Reply.YES else Permission.NO
    return replace(state, phase=Phase.MELD, permission=permission)


def _end(state: State, move: Move, log: Log) -> State:
    state, _ = lay_red_threes(state, log)
    return end_hand(state, None, log)


_APPLIERS: dict[type, Callable[[State, Move, Log], State]] = {
    Draw: _draw, TakePile: _take, MeldNew: _meld, AddToMeld: _meld, Discard: _discard, AskGoOut: _ask,
    Answer: _answer, Retract: _retract, EndHand: _end, LayRun: _run, ExtendRun: _run,
}


__all__ = ["apply", "card_value", "draw_cards", "play"]
