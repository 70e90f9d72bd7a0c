"""What a business move does: one function per phase (dispatch by table), events logged as it goes."""

from __future__ import annotations

from collections.abc import Callable

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove
from cardgames.games.core.events import CardTurned, Place, Zone, move_played, moved
from cardgames.games.core.game import Step
from cardgames.games.core.hands import Hand, put, sorted_cards
from cardgames.games.core.values import replace

from .deals import check_caught, end_trick, next_deal, settle_roles
from .moves import MOVE_TYPES, Alone, Bid, Change, Choose, Discard, Move, NewTrump, Pass, Play, PlayJoker, WithBanker
from .rules import (
    Log,
    allowed_roles,
    auction_over,
    banker_of,
    bid_legal,
    deck_of,
    follow_options,
    hand_size,
    high_call,
    joker_names,
    lead_options,
    may_change,
    next_chooser,
    open_talon,
    to_act,
)
from .state import Call, JokerPlay, Phase, Role, State


def play(state: State, move: Move) -> Step[State]:
    """The state after ``move`` by the seat to act, every automatic step done, and the events in order."""
    if state.phase is Phase.OVER:
        raise GameOver("the match is over", rule="§1.12")
    if not isinstance(move, MOVE_TYPES):
        raise InvalidMove(f"not a business move: {move!r}", field="move")
    seat = to_act(state)
    assert seat is not None
    log: Log = [move_played(seat, move)]
    after = _APPLIERS[state.phase](state, move, seat, log)
    return Step(after, tuple(log))


def apply(state: State, move: Move) -> State:
    return play(state, move).state


def _expect(move: Move, kinds: tuple[type, ...], what: str, rule: str) -> None:
    if not isinstance(move, kinds):
        raise IllegalMove(f"{move.id}: {what}", rule=rule)


def _auction(state: State, move: Move, seat: int, log: Log) -> State:
    """AUCTION: a bid above the highest (or an unused suit at its count, BIZ-2), or a final pass."""
    _expect(move, (Bid, Pass), "the auction is on: bid or pass", "§1.5")
    if isinstance(move, Bid):
        if not bid_legal(state, move.count, move.suit):
            raise IllegalMove(f"{move.id}: a bid must name more tricks than the highest bid, or as many in a suit "
                              "not yet bid at that count, and at most T (BIZ-2)", rule="§1.5 BIZ-2")
        call = Call(seat, move.count, move.suit)
    else:
        call = Call(seat)
    state = replace(state, calls=(*state.calls, call))
    if not auction_over(state):
        return state
    high = high_call(state.calls)
    if high is None:  # everybody passed: the same dealer deals again, nobody scores (BIZ-3)
        return next_deal(state, log, state.dealer, state.deal_number)
    state = replace(state, declarer=high.seat, bid_count=high.count, bid_suit=high.suit)
    if not state.talon:
        return replace(state, phase=Phase.ANNOUNCE)
    return _take_talon(state, high.seat, log)


def _take_talon(state: State, seat: int, log: Log) -> State:
    """§1.6: the Declarer turns the talon face up and takes it."""
    log.extend(CardTurned(Place(Zone.WIDOW), card) for card in state.talon[open_talon(state):])
    log.append(moved(Place(Zone.WIDOW), Place(Zone.HAND, seat), state.talon, (), True))
    hand = Hand(sorted_cards((*state.hands[seat].cards, *state.talon)))
    return replace(state, hands=put(state.hands, seat, hand), talon=(), revealed=state.talon,
                   phase=Phase.DISCARD)


def _discard(state: State, move: Move, seat: int, log: Log) -> State:
    """DISCARD: exactly R cards of the Declarer's hand, any (BIZ-4), face down."""
    _expect(move, (Discard,), "the Declarer discards first", "§1.6")
    assert isinstance(move, Discard)
    cards = state.hands[seat].cards
    extra = len(cards) - hand_size(len(deck_of(state)), state.players)
    if len(move.cards) != extra or any(card not in cards for card in move.cards):
        raise IllegalMove(f"{move.id}: discard exactly {extra} cards of your hand (BIZ-4)", rule="§1.6 BIZ-4")
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.DISCARD, seat), move.cards, (seat,), False))
    hand = Hand(tuple(card for card in cards if card not in move.cards))
    return replace(state, hands=put(state.hands, seat, hand), discard=move.cards, phase=Phase.ANNOUNCE)


def _announce(state: State, move: Move, seat: int, log: Log) -> State:
    """ANNOUNCE: alone or with a Banker (§1.7)."""
    _expect(move, (Alone, WithBanker), "play alone or with a Banker", "§1.7")
    roles = tuple(Role.DECLARER if other == seat else Role.NONE for other in range(state.players))
    return replace(state, with_banker_announced=not isinstance(move, Alone), roles=roles, phase=Phase.ROLES)


def _role(state: State, move: Move, seat: int, log: Log) -> State:
    """ROLES: each other seat once, clockwise from the Declarer's left (§1.8)."""
    _expect(move, (Choose,), "choose a role", "§1.8")
    assert isinstance(move, Choose)
    if move.role not in allowed_roles(state):
        raise IllegalMove(f"{move.id}: Banker only after \"with a Banker\" and once, Policeman once, and somebody "
                          "must be a Thief or the Mafia", rule="§1.8")
    roles = list(state.roles)
    roles[seat] = move.role
    state = replace(state, roles=tuple(roles))
    if next_chooser(state) is None:
        return settle_roles(state, log)
    return state


def _card(state: State, move: Move, seat: int, log: Log) -> State:
    """PLAY: a lead (the current Declarer no trump; jokers per J1), a follow (suit if able; a joker only when
    void, J2), or "смена" before a lead."""
    _expect(move, (Play, PlayJoker, Change), "play a card", "§1.9")
    if isinstance(move, Change):
        if not may_change(state):
            raise IllegalMove("change: only the Declarer about to lead a trick after the first, once per deal",
                              rule="§1.9 BIZ-6")
        return replace(state, phase=Phase.NEW_TRUMP, changed=True)
    trick = state.trick
    assert trick is not None
    leading = not trick.cards
    plain, joker = lead_options(state, seat) if leading else follow_options(state, seat)
    if isinstance(move, Play):
        if move.card not in plain:
            raise IllegalMove(f"{move.id}: not playable: follow suit if able; the Declarer never leads a trump "
                              "(BIZ-8)", rule="§1.9")
        return _played(state, seat, move.card, move.card, log)
    assert isinstance(move, PlayJoker)
    if not joker or move.card not in state.hands[seat].cards or move.named not in joker_names(state, seat, leading):
        raise IllegalMove(f"{move.id}: a joker leads only as the last card or with the other joker (J1), follows "
                          "only when void (J2), and a leading Declarer names no trump (J3)", rule="§1.9 J1-J3")
    state = replace(state, jokers=(*state.jokers, JokerPlay(state.tricks_played + 1, move.card, move.named)))
    return _played(state, seat, move.card, move.named, log)


def _played(state: State, seat: int, card: Card, named: Card, log: Log) -> State:
    trick = state.trick
    assert trick is not None
    log.append(moved(Place(Zone.HAND, seat), Place(Zone.TRICK), (card,)))
    hand = Hand(tuple(other for other in state.hands[seat].cards if other is not card))
    state = replace(state, hands=put(state.hands, seat, hand), trick=trick.add(card),
                    trick_named=(*state.trick_named, named))
    if len(state.trick_named) == state.players:
        return end_trick(state, log)
    return state


def _new_trump(state: State, move: Move, seat: int, log: Log) -> State:
    """NEW_TRUMP: another suit (BIZ-7); with a Banker the two swap roles at once (BIZ-15)."""
    _expect(move, (NewTrump,), "name the new trump", "§1.9")
    assert isinstance(move, NewTrump)
    if move.suit == state.trump:
        raise IllegalMove(f"{move.id}: the new trump must differ from the current one (BIZ-7)", rule="§1.9 BIZ-7")
    state = replace(state, trump=move.suit, phase=Phase.PLAY)
    banker = banker_of(state)
    if banker is None:
        return check_caught(state, log)
    assert state.declarer is not None
    roles = list(state.roles)
    roles[banker], roles[state.declarer] = Role.DECLARER, Role.BANKER
    return replace(state, roles=tuple(roles), declarer=banker)


def _over(state: State, move: Move, seat: int, log: Log) -> State:
    raise GameOver("the match is over", rule="§1.12")


_APPLIERS: dict[Phase, Callable[[State, Move, int, Log], State]] = {
    Phase.AUCTION: _auction,
    Phase.DISCARD: _discard,
    Phase.ANNOUNCE: _announce,
    Phase.ROLES: _role,
    Phase.PLAY: _card,
    Phase.NEW_TRUMP: _new_trump,
    Phase.OVER: _over,
}
