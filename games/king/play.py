"""What a king move does: one function per phase (dispatch by table), events logged as it goes; the end of
a trick, of a deal (its row on the sheet), the next deal and the end of the match."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import DealScored, MatchOver, Place, TrickWon, Zone, move_played, moved
from cardgames.games.core.game import Step
from cardgames.games.core.hands import Hand, put
from cardgames.games.core.values import replace
from cardgames.games.mechanics.match import SheetRow, next_deck
from cardgames.games.mechanics.tricks import Trick

from .moves import Move, NameTrump, Play
from .penalties import penalty_left, trick_points, tricks_in_deal
from .rules import (
    Log,
    active,
    contract,
    deal_events,
    deal_state,
    deck_of,
    legal_cards,
    to_act,
    total_deals,
    trick_rules,
)
from .state import Contract, DealRecord, Phase, State


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the player to act, every automatic step done, and the events in order."""
    if state.phase is Phase.OVER:
        raise GameOver("the match is over", rule="§5.2")
    if not isinstance(move, (NameTrump, Play)):
        raise InvalidMove(f"not a king move: {move!r}", field="move")
    seat = to_act(state)
    assert seat is not None
    log: Log = [move_played(seat, move)]
    return Step(_APPLIERS[state.phase](state, move, log), tuple(log))


def apply(state: State, move: Move) -> State:
    return play(state, move).state


def _name(state: State, move: Move, log: Log) -> State:
    """NAME_TRUMP: any of the four suits (no-trump is not allowed, KI-6); the namer then leads."""
    if not isinstance(move, NameTrump):
        raise IllegalMove(f"{move.id}: name the trump suit first", rule="§5.3 KI-6")
    return replace(state, phase=Phase.PLAY, trump=move.suit, trick=Trick(0))


def _card(state: State, move: Move, log: Log) -> State:
    """PLAY: a legal card (follow suit; trump when void in a trump deal; the heart-lead ban; KI-8's KH)."""
    if not isinstance(move, Play):
        raise IllegalMove(f"{move.id}: play a card", rule="§5.3")
    seat, trick, card = to_act(state), state.trick, move.card
    assert seat is not None and trick is not None
    cards = state.hands[seat].cards
    if card not in cards:
        raise IllegalMove(f"{card} is not in seat {seat}'s hand", rule="§5.3")
    if card not in legal_cards(state):
        raise IllegalMove(_why(state, trick), rule="§5.3")
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.TRICK), (card,)))
    hand = Hand(tuple([other for other in cards if other is not card]))
    state = replace(state, hands=put(state.hands, seat, hand), trick=trick_rules(state).play(trick, card))
    if state.trick is not None and state.trick.winner_seat is not None:
        return _end_trick(state, log)
    return state


def _why(state: State, trick: Trick) -> str:
    if not trick.cards:
        return "no heart lead while holding another suit in this deal (KI-5)"
    if state.trump is not None:
        return f"must follow suit {trick.led_suit}, or trump when void (KI-7)"
    if contract(state) is Contract.NO_KING_OF_HEARTS and state.options.king_of_hearts_obligatory:
        return f"must follow suit {trick.led_suit}; void, KH must go now (KI-8)"
    return f"must follow suit {trick.led_suit}"


def _end_trick(state: State, log: Log) -> State:
    trick = state.trick
    assert trick is not None and trick.winner_seat is not None
    seats = active(state)
    tricks = (*state.tricks, trick)
    log.append(TrickWon(seats[trick.winner_seat], len(tricks), trick.cards, seats[trick.leader]))
    state = replace(state, tricks=tricks, trick=Trick(trick.winner_seat))
    left = [card for seat in seats for card in state.hands[seat].cards]
    if not left or (state.options.stop_early and not penalty_left(contract(state), left)):
        return _end_deal(state, log)
    return state


def deal_points(state: State) -> tuple[int, ...]:
    """Each participant's points from this deal's tricks."""
    seats, kind, total = active(state), contract(state), tricks_in_deal(state)
    points = [0] * state.players
    for number, trick in enumerate(state.tricks, start=1):
        assert trick.winner_seat is not None
        points[seats[trick.winner_seat]] += trick_points(kind, trick.cards, number, total)
    return tuple(points)


def _end_deal(state: State, log: Log) -> State:
    """Write the deal's row; deal the next one (the deal passes to the left) or end the match."""
    kind, seats = contract(state), active(state)
    taken = [0] * state.players
    for trick in state.tricks:
        assert trick.winner_seat is not None
        taken[seats[trick.winner_seat]] += 1
    row = SheetRow(state.deal_number, kind.name.lower().replace("_", " "), deal_points(state))
    record = DealRecord(state.deal_number, state.dealer, kind, state.trump, tuple(taken))
    state = replace(state, sheet=state.sheet.adding(row), history=(*state.history, record))
    log.append(DealScored(state.deal_number, row.points, row.label))
    if state.deal_number >= total_deals(state.options, state.players):
        state = replace(state, phase=Phase.OVER, trick=None)
        from .scoring import summary

        log.append(MatchOver(summary(state)))
        return state
    order, rng, queued = next_deck(deck_of(state.options), state.rng, state.queued)
    fresh = deal_state(state.options, state.players, state.deal_number + 1, (state.dealer + 1) % state.players,
                       order, rng, state.sheet, queued, state.history)
    log.extend(deal_events(fresh))
    return fresh


def _over(state: State, move: Move, log: Log) -> State:
    raise GameOver("the match is over", rule="§5.2")


_APPLIERS: dict[Phase, Callable[[State, Move, Log], State]] = {
    Phase.NAME_TRUMP: _name,
    Phase.PLAY: _card,
    Phase.OVER: _over,
}
