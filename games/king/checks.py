"""What a client-sent king state must satisfy, where every card lies, and re-dealing what a player cannot see.

:func:`check_state` never replays: shapes and ranges, the deal's place in the schedule, the hands of the
active players as the tricks leave them, the tricks led and won as the rules say, one row per finished deal
with the signs its contract allows.
"""

from __future__ import annotations

from collections.abc import Iterable

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import check_conserved
from cardgames.games.core.errors import InvalidOptions, InvalidState
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat
from cardgames.games.core.values import replace
from cardgames.games.mechanics.match import check_queued

from .rules import active, contract_of, deck_of, hand_size, total_deals, trick_rules
from .state import SPEC, TRICK_REWARD, Contract, Phase, State


def cards_of(state: State) -> Iterable[Card]:
    """Every card: the hands, the cards put aside, this deal's tricks and the trick on the table."""
    for hand in state.hands:
        yield from hand.cards
    yield from state.aside
    for trick in state.tricks:
        yield from trick.cards
    if state.trick is not None:
        yield from state.trick.cards


def check_state(state: State) -> None:
    """Raise InvalidState naming the first impossible claim of a state a client sent back."""
    try:
        SPEC.check_options(state.options)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    if state.players not in (3, 4):
        raise InvalidState(f"king has 3 or 4 participants, not {state.players}", field="players")
    if not isinstance(state.phase, Phase):
        raise InvalidState(f"bad phase {state.phase!r}", field="phase")
    if not 0 <= state.dealer < state.players:
        raise InvalidState(f"dealer {state.dealer} out of range", field="dealer")
    last = total_deals(state.options, state.players)
    if not 1 <= state.deal_number <= last:
        raise InvalidState(f"deal {state.deal_number} outside 1..{last}", field="deal_number")
    check_rng(state.rng)
    deck = deck_of(state.options)
    check_queued(state.queued, deck, "queued")
    cards = list(cards_of(state))
    if len(cards) != len(deck) or len(set(cards)) != len(deck) or not set(deck).issuperset(cards):
        check_conserved(cards, deck)
    _check_history(state)
    _check_deal(state)


def _check_history(state: State) -> None:
    over = state.phase is Phase.OVER
    if len(state.history) != state.deal_number - (0 if over else 1) or len(state.hands) != state.players:
        raise InvalidState(f"deal {state.deal_number} needs every earlier deal in the history, and one hand per"
                           " participant", field="history")
    first = (state.dealer - state.deal_number + 1) % state.players
    sheet = state.sheet
    if sheet.columns != tuple(f"P{seat}" for seat in range(state.players)) or sheet.denominator != 1:
        raise InvalidState("the sheet needs one column per participant", field="sheet")
    sheet.check(state.players, len(state.history))
    if len(sheet.rows) != len(state.history):
        raise InvalidState("the sheet needs one row per finished deal", field="sheet")
    for index, (record, row) in enumerate(zip(state.history, sheet.rows, strict=True)):
        kind = contract_of(state.options, index + 1)
        dealer = (first + index) % state.players
        sitting = set(range(state.players)) - set(active_of(state, dealer))
        positive = kind is Contract.TRUMPS
        if (record.number != index + 1 or record.dealer != dealer or record.contract is not kind
                or (record.trump is None) == positive or row.deal != index + 1
                or len(record.tricks) != state.players or min(record.tricks) < 0
                or any(row.points[seat] or record.tricks[seat] for seat in sitting)
                or any((points < 0) if positive else (points > 0) for points in row.points)
                or (positive and row.points != tuple(TRICK_REWARD * taken for taken in record.tricks))):
            raise InvalidState(f"history[{index}]: its number, dealer, contract, trump, tricks (one count a"
                               " participant) or row do not follow from the schedule (a positive deal scores +20 a"
                               " trick, a negative one only penalties, the sitting-out player nothing)",
                               field=f"history[{index}]")


def active_of(state: State, dealer: int) -> tuple[int, ...]:
    return active(replace(state, dealer=dealer))


def _check_deal(state: State) -> None:
    seats, kind = active(state), contract_of(state.options, state.deal_number)
    naming = state.phase is Phase.NAME_TRUMP
    if naming != (kind is Contract.TRUMPS and state.trump is None) or (kind is not Contract.TRUMPS and state.trump):
        raise InvalidState("a trump is named exactly in a positive deal, after the naming", field="trump")
    if (state.phase is Phase.PLAY) != (state.trick is not None):
        raise InvalidState("a trick lies on the table exactly while the deal is played", field="trick")
    size = hand_size(state.options, len(seats))
    if len(state.aside) != len(deck_of(state.options)) - size * len(seats):
        raise InvalidState(f"{len(state.aside)} cards put aside, the deal leaves another number", field="aside")
    rules = trick_rules(state)
    leader, played = 0, [0] * len(seats)
    for index, trick in enumerate(state.tricks):
        if (trick.leader != leader or len(trick.cards) != len(seats) or trick.winner_seat != rules.winner(trick)
                or naming):
            raise InvalidState(f"tricks[{index}]: led by the last winner, complete and won as the rules say",
                               field=f"tricks[{index}]")
        played = [count + 1 for count in played]
        leader = trick.winner_seat
    current = state.trick
    if current is not None:
        if current.leader != leader or len(current.cards) >= len(seats) or current.winner_seat is not None:
            raise InvalidState(f"the trick on the table must be led by active player {leader}", field="trick")
        for index, _card in current.plays(len(seats)):
            played[index] += 1
    for index, seat in enumerate(seats):
        held = len(state.hands[seat].cards)
        if held + played[index] != size or state.hands[seat].cards != sorted_cards(state.hands[seat].cards):
            raise InvalidState(f"seat {seat} must hold {size - played[index]} sorted cards", field=f"hands[{seat}]")
    for seat in set(range(state.players)) - set(seats):
        if state.hands[seat].cards:
            raise InvalidState(f"seat {seat} sits this deal out and holds no cards", field=f"hands[{seat}]")


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute what ``seat`` cannot see: the other hands and the cards put aside (sizes kept)."""
    check_seat(seat, state.players)
    if state.phase is Phase.OVER:
        return state
    others = [other for other in range(state.players) if other != seat]
    pool = drbg.shuffled([card for other in others for card in state.hands[other].cards] + list(state.aside))
    hands = list(state.hands)
    for other in others:
        size = len(state.hands[other].cards)
        hands[other] = Hand(sorted_cards(pool[:size]))
        del pool[:size]
    return replace(state, hands=tuple(hands), aside=tuple(pool))
