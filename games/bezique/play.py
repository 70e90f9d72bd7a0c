"""What a bezique move does (a card, the nine exchange, a declaration, the draw) and the automatic steps: the
end of a trick, the end of the stock, the end of a deal, the next deal and the end of the match."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import CardTurned, DealScored, MatchOver, Place, TrickWon, Zone, move_played, moved
from cardgames.games.core.game import Step
from cardgames.games.core.hands import put
from cardgames.games.core.values import replace
from cardgames.games.mechanics import stock as stock_rules
from cardgames.games.mechanics.match import SheetRow, next_deck
from cardgames.games.mechanics.melds import Meld
from cardgames.games.mechanics.shedding import refill
from cardgames.games.mechanics.tricks import Trick

from . import melds
from .moves import MOVE_TYPES, Declare, Draw, Exchange, Move, Play, Show
from .rules import (
    Log,
    deal_events,
    deal_state,
    declare_error,
    exchange_error,
    legal_cards,
    order_from,
    rules_of,
    to_act,
    trump_nine,
    trump_suit,
)
from .state import HAND_SIZE, Phase, SeatMelds, State, deck_of, match_length


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the seat to act, every automatic step done, and the events in order."""
    if state.phase is Phase.OVER:
        raise GameOver("the match is over", rule="§6.6")
    if not isinstance(move, MOVE_TYPES):
        raise InvalidMove(f"not a bezique move: {move!r}", field="move")
    seat = to_act(state)
    assert seat is not None
    log: Log = [move_played(seat, move)]
    after = _APPLIERS[type(move)](state, seat, move, log)
    return Step(after, tuple(log))


def apply(state: State, move: Move) -> State:
    """The state after ``move`` (:func:`play` without the events)."""
    return play(state, move).state


def _card(state: State, seat: int, move: Move, log: Log) -> State:
    assert isinstance(move, Play)
    if state.phase is Phase.MELD:
        raise IllegalMove(f"{move.id}: the trick's winner first declares or draws", rule="§6.4")
    card = move.card
    if card not in state.hands[seat].cards:
        raise IllegalMove(f"{card} is not in seat {seat}'s hand", rule="§6.4")
    if card not in legal_cards(state, seat):
        raise IllegalMove(f"{card}: in the play-out follow suit, else trump, and head the trick if able "
                          f"({', '.join(map(str, legal_cards(state, seat)))})", rule="§6.6")
    hand = state.hands[seat].removing((card,))
    mine = state.melds[seat]
    # the seat gives up a copy already shown (and used) before a fresh one: the fresh one is worth more
    used = tuple(cards.removing((card,)) for cards in mine.used)
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.TRICK), (card,)))
    state = replace(state, hands=put(state.hands, seat, hand), trick=state.trick.add(card),
                    exposed=put(state.exposed, seat, state.exposed[seat].removing((card,))),
                    melds=_put_melds(state.melds, seat, replace(mine, used=used)))
    if len(state.trick.cards) < len(order_from(state, seat)):
        return state
    return _end_trick(state, log)


def _put_melds(all_melds: tuple[SeatMelds, ...], seat: int, mine: SeatMelds) -> tuple[SeatMelds, ...]:
    return (*all_melds[:seat], mine, *all_melds[seat + 1:])


def _end_trick(state: State, log: Log) -> State:
    """The strict winner takes the trick (the earlier of equal cards, §6.4); its cards go face down."""
    seats = order_from(state, state.trick.leader)
    winner = seats[rules_of(state).winning_index(state.trick.cards)]
    number = len(state.pile) // len(seats) + 1
    log.append(TrickWon(winner, number, state.trick.cards, state.trick.leader))
    state = replace(state, pile=(*state.pile, *state.trick.cards), trick=Trick(winner), last_winner=winner)
    if state.phase is Phase.TRICKS:
        return replace(state, phase=Phase.MELD, declared_now=False)
    if all(state.hands[seat].cards for seat in seats):
        return state
    return _end_deal(state, "the hands are played out", log)


def _exchange(state: State, seat: int, move: Move, log: Log) -> State:
    """The trick's winner swaps a trump nine for the face-up trump card: no points, not a declaration."""
    error = exchange_error(state, seat)
    if error is not None:
        raise IllegalMove(error, rule="§6.4")
    face_up = state.face_up
    assert face_up is not None
    hand, exposed, give, take = stock_rules.exchange_trump_card(seat, state.hands[seat], state.exposed[seat],
                                                                trump_nine(state), face_up)
    log.extend((give, take))
    return replace(state, hands=put(state.hands, seat, hand), exposed=put(state.exposed, seat, exposed),
                   face_up=trump_nine(state))


def _declare(state: State, seat: int, move: Move, log: Log) -> State:
    """A meld shown card by card (§6.5b, §6.5c): real cards not yet used in this kind first, wild cards for
    the rest; the n-th of an ordinal kind doubles the (n-1)-th."""
    assert isinstance(move, Declare)
    _check_declaring(state, move)
    mine = state.melds[seat]
    index = move.kind - 1
    cards = melds.pick_cards(move.kind, state.hands[seat].cards, mine.used[index], trump_suit(state))
    if cards is None:
        raise IllegalMove(f"{move.id}: seat {seat} lacks the cards (each used at most once in this kind, "
                          "a wild card for any one of them)", rule="§6.5")
    nth = mine.declared[index] + 1
    points = melds.kind_value(move.kind, nth)
    used = put(mine.used, index, mine.used[index].adding(cards))
    declared = (*mine.declared[:index], nth, *mine.declared[index + 1:])
    mine = replace(mine, used=used, declared=declared, points=mine.points + points)
    return _shown(state, seat, mine, Meld(cards, move.kind.name.lower(), seat, points), used[index].cards, log)


def _show(state: State, seat: int, move: Move, log: Log) -> State:
    """A count show: n cards of the family held now, more than credited; scores C(n) - C(credited) (§6.5a)."""
    assert isinstance(move, Show)
    _check_declaring(state, move)
    mine = state.melds[seat]
    index = move.family - 1
    credited = mine.counts[index]
    trump, hand = trump_suit(state), state.hands[seat].cards
    if move.count <= credited or move.count > melds.available_count(move.family, hand, trump):
        raise IllegalMove(f"{move.id}: show more cards than the {credited} credited, all held (wild cards "
                          "included)", rule="§6.5a")
    points = melds.count_value(move.family, move.count) - melds.count_value(move.family, credited)
    counts = (*mine.counts[:index], move.count, *mine.counts[index + 1:])
    mine = replace(mine, counts=counts, points=mine.points + points)
    cards = melds.show_cards(move.family, move.count, hand, trump)
    return _shown(state, seat, mine, Meld(cards, move.family.name.lower(), seat, points), cards, log)


def _check_declaring(state: State, move: Move) -> None:
    error = declare_error(state)
    if error is not None:
        raise IllegalMove(f"{move.id}: {error}", rule="§6.5d")


def _shown(state: State, seat: int, mine: SeatMelds, meld: Meld, exposing: tuple[Card, ...], log: Log) -> State:
    """The declared cards are shown and stay in the hand, exposed (BEZ-14): ``exposing`` are the cards now
    known to be held (a second marriage shows a second king, known besides the first)."""
    log.extend(CardTurned(Place(Zone.HAND, seat), card) for card in meld.cards)
    exposed = melds.merged(state.exposed[seat], exposing)
    return replace(state, melds=_put_melds(state.melds, seat, mine), exposed=put(state.exposed, seat, exposed),
                   declarations=(*state.declarations, meld), declared_now=True)


def _draw(state: State, seat: int, move: Move, log: Log) -> State:
    """The winner draws, then the others clockwise; the face-up trump card is drawn last, in public (BEZ-10)."""
    assert isinstance(move, Draw)
    if state.phase is not Phase.MELD:
        raise IllegalMove("draw: the trick's winner draws after a trick while the stock lasts", rule="§6.4")
    pile = state.stock if state.face_up is None else (*state.stock, state.face_up)
    hands, exposed, rest, events = refill(state.hands, state.exposed, pile, order_from(state, seat), HAND_SIZE,
                                          state.face_up)
    log.extend(events)
    face_up = state.face_up if rest else None
    state = replace(state, hands=hands, exposed=exposed, stock=rest[:-1] if rest else (), face_up=face_up,
                    phase=Phase.TRICKS, declared_now=False)
    if rest:
        return state
    if state.options.play_out_last_cards:
        return replace(state, phase=Phase.PLAY_OUT)
    return _end_deal(state, "the stock is exhausted", log)


def _end_deal(state: State, why: str, log: Log) -> State:
    """Each seat scores its declarations (§6.6); the next player deals, or the match ends after its last deal."""
    row = tuple(mine.points for mine in state.melds)
    label = f"deal {state.deal_number}: {why}"
    log.append(DealScored(state.deal_number, row, label))
    sheet = state.sheet.adding(SheetRow(state.deal_number, label, row))
    state = replace(state, sheet=sheet)
    if state.deal_number >= match_length(state.options, state.players):
        from .scoring import summary

        state = replace(state, phase=Phase.OVER)
        log.append(MatchOver(summary(state)))
        return state
    order, rng, queued = next_deck(deck_of(state.options.packs), state.rng, state.queued)
    fresh = deal_state(state.options, state.players, state.deal_number + 1, (state.dealer + 1) % state.players,
                       order, rng, sheet, state.cut, queued)
    log.extend(deal_events(fresh))
    return fresh


_APPLIERS: dict[type, Callable[[State, int, Move, Log], State]] = {
    Play: _card,
    Exchange: _exchange,
    Declare: _declare,
    Show: _show,
    Draw: _draw,
}


