"""What a preferans move does: one function per phase (dispatch by table), events logged as it goes."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import CardTurned, Place, Zone, move_played, moved
from cardgames.games.core.game import Step
from cardgames.games.core.hands import Hand, put
from cardgames.games.core.values import replace
from cardgames.games.mechanics.bidding import NO_BID

from . import defense, ledger
from .deals import after_announce, after_defense, end_auction, end_trick, finish, start_circle_deal
from .ledger import Books
from .moves import MOVE_TYPES, Announce, Bid, Blind, Circle, ClosePulka, Discard, EndSplit, Misere, Moi, Move, Play
from .rules import Log, _set, announce_choices, auction_moves, legal_cards, legal_moves, player, to_act, trick_order
from .state import MISERE_INDEX, Phase, State
from .visibility import exposed


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the seat to act, every automatic step done, and the events in order."""
    if state.phase is Phase.OVER:
        raise GameOver("the match is over", rule="§4.12")
    if not isinstance(move, MOVE_TYPES):
        raise InvalidMove(f"not a preferans move: {move!r}", field="move")
    seat = to_act(state)
    assert seat is not None
    log: Log = [move_played(seat, move)]
    after = _APPLIERS[state.phase](state, seat, move, log)
    if after.deal_number == state.deal_number and after.phase is Phase.PLAY:
        _expose(state, after, log)
    return Step(after, tuple(log))


def apply(state: State, move: Move) -> State:
    """The state after ``move`` (:func:`play` without the events)."""
    return play(state, move).state


def _expose(before: State, after: State, log: Log) -> None:
    """Hands laid face up by this move (a ten's at the start, the defenders' after the first card)."""
    for seat in sorted(exposed(after) - exposed(before)):
        log.extend(CardTurned(Place(Zone.HAND, seat), card) for card in after.hands[seat].cards)


def _refuse(move: Move, legal: tuple[Move, ...], what: str, rule: str) -> None:
    if move not in legal:
        raise IllegalMove(f"{move.id}: {what} (legal: {', '.join(m.id for m in legal)})", rule=rule)


def _options(state: State, seat: int, move: Move, log: Log) -> State:
    """OPTIONS (§4.5): close the pulka, end the game by the split, a circle, or play on."""
    _refuse(move, legal_moves(state), "close the pulka / end the game / circle / play on", "§4.5")
    books = Books(state.sheet, state.options.pulka_target)
    before = books.copy()
    if isinstance(move, ClosePulka):
        ledger.close_pulka(books, seat)
    elif isinstance(move, EndSplit):
        ledger.end_split(books, seat)
    state = replace(state, sheet=state.sheet.adding(*books.rows_since(before, state.deal_number, move.label)),
                    phase=Phase.AUCTION)
    if books.over():
        return finish(state, books, log)
    if isinstance(move, Circle):
        return start_circle_deal(replace(state, circle_left=state.players - 1), log)
    return state


def _auction(state: State, seat: int, move: Move, log: Log) -> State:
    """AUCTION (§4.6): blind, pass, a higher bid, "мой", misère."""
    _refuse(move, auction_moves(state), "not a call allowed now", "§4.6")
    if isinstance(move, Blind):
        return replace(state, blind=_set(state.blind, seat, True))
    auction = state.auction
    if isinstance(move, Bid):
        bid = move.contract.index
    elif isinstance(move, Moi):
        high = auction.high
        assert high is not None
        bid = high.bid
    elif isinstance(move, Misere):
        bid = MISERE_INDEX
    else:
        bid = NO_BID
    state = replace(state, auction=auction.call(bid))
    return end_auction(state, log) if state.auction.finished else state


def _discard(state: State, seat: int, move: Move, log: Log) -> State:
    """DISCARD (§4.7): two cards face down, seen by nobody else."""
    if not isinstance(move, Discard) or not all(card in state.hands[seat].cards for card in move.cards):
        raise IllegalMove(f"{move.id}: discard two cards of your twelve", rule="§4.7")
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.DISCARD, seat), move.cards, (seat,), False))
    return replace(state, hands=put(state.hands, seat, state.hands[seat].removing(move.cards)), discard=move.cards,
                   phase=Phase.CONTRACT)


def _announce(state: State, seat: int, move: Move, log: Log) -> State:
    """CONTRACT (§4.7): not below the winning bid; misère stays misère (PRF-23)."""
    if not isinstance(move, Announce) or move not in announce_choices(state):
        raise IllegalMove(f"{move.id}: the final contract must be at least the winning bid {state.contract}, "
                          "misère only after a misère bid", rule="§4.7 PRF-23")
    return after_announce(replace(state, contract=move.contract), log)


def _defense(state: State, seat: int, move: Move, log: Log) -> State:
    """DEFENSE (§4.8): whist or pass, open or closed, the dealer's look and whist, the half-whist."""
    step = defense.pending(state)
    assert step is not None
    _refuse(move, step[1], "not a whisting decision open now", "§4.8")
    return after_defense(replace(state, defense=(*state.defense, defense.call_of(seat, move))), log)


def _card(state: State, seat: int, move: Move, log: Log) -> State:
    """PLAY (§4.9): follow suit, else trump; the widow's cards name a raspasovka's first leads."""
    owner = player(state)
    if not isinstance(move, Play):
        raise IllegalMove(f"{move.id}: the cards are being played", rule="§4.9")
    cards = state.hands[owner].cards
    if move.card not in cards:
        raise IllegalMove(f"{move.card} is not in seat {owner}'s hand", rule="§4.9")
    legal = legal_cards(state, owner)
    if move.card not in legal:
        raise IllegalMove(f"{move.card}: follow suit, else trump; a turned widow card names the first leads of a "
                          f"raspasovka ({', '.join(map(str, legal))})", rule="§4.9 PRF-9")
    trick = state.trick
    assert trick is not None
    log.append(moved(Place(Zone.HAND, owner), Place(Zone.TRICK), (move.card,)))
    trick = trick.add(move.card)
    state = replace(state, hands=put(state.hands, owner, Hand(tuple(c for c in cards if c is not move.card))),
                    trick=trick)
    if len(trick.cards) == len(trick_order(state, trick)):
        return end_trick(state, log)
    return state


def _over(state: State, seat: int, move: Move, log: Log) -> State:
    raise GameOver("the match is over", rule="§4.12")


_APPLIERS: dict[Phase, Callable[[State, int, Move, Log], State]] = {
    Phase.OPTIONS: _options,
    Phase.AUCTION: _auction,
    Phase.DISCARD: _discard,
    Phase.CONTRACT: _announce,
    Phase.DEFENSE: _defense,
    Phase.PLAY: _card,
    Phase.OVER: _over,
}
