"""What a client-sent business state must satisfy, where every card lies, and re-dealing what a seat cannot see.

:func:`check_state` never replays the match: it checks shapes, ranges and the card count, the auction's
calls, the roles, and that every sheet row is the score its deal record gives."""

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

from .deals import row_of
from .rules import SPEC_check, bid_legal, deck_of, hand_size, high_call, num_deals, open_talon, passed, to_act
from .state import HALF, Phase, Role, State


def cards_of(state: State) -> Iterable[Card]:
    """Every card: hands, talon, discard, cards played to finished tricks and the trick on the table."""
    for hand in state.hands:
        yield from hand.cards
    yield from state.talon
    yield from state.discard
    yield from state.played
    if state.trick is not None:
        yield from state.trick.cards


def check_state(state: State) -> None:
    """Raise InvalidState naming the first impossible claim of a state a client sent back."""
    try:
        SPEC_check(state.options, state.players)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    if not isinstance(state.phase, Phase):
        raise InvalidState(f"bad phase {state.phase!r}", field="phase")
    if not 0 <= state.dealer < state.players:
        raise InvalidState(f"dealer {state.dealer} out of range", field="dealer")
    if state.declarer is not None:
        check_seat(state.declarer, state.players, "declarer")
    if not 1 <= state.deal_number <= num_deals(state):
        raise InvalidState(f"deal {state.deal_number} outside 1..{num_deals(state)}", field="deal_number")
    check_rng(state.rng)
    check_queued(state.queued, deck_of(state), "queued")
    _check_phase(state)
    _check_cards(state)
    _check_calls(state)
    _check_roles(state)
    _check_sheet(state)
    if state.phase is not Phase.OVER and to_act(state) is None:
        raise InvalidState(f"nobody is to act in phase {state.phase.name}", field="phase")


def _check_phase(state: State) -> None:
    """What each phase holds: a Declarer once the auction is won, a trick on the table and a trump only while the
    cards are played, no trick played before that (the move generators rely on these)."""
    if state.phase is Phase.OVER:
        return
    playing = state.phase in (Phase.PLAY, Phase.NEW_TRUMP)
    if (state.declarer is None) != (state.phase is Phase.AUCTION):
        raise InvalidState(f"a Declarer exactly once the auction is won, not in phase {state.phase.name}",
                           field="declarer")
    if (state.trick is None) == playing or (state.trump is None) == playing:
        raise InvalidState(f"a trick on the table and a trump exactly while the cards are played, not in phase"
                           f" {state.phase.name}", field="trick")
    if not playing and (state.tricks_played or state.declarer_tricks or state.changed):
        raise InvalidState("no tricks are played and no trump changed before the play", field="tricks_played")


def _check_cards(state: State) -> None:
    deck = deck_of(state)
    check_conserved(list(cards_of(state)), deck)
    if len(state.hands) != state.players:
        raise InvalidState(f"{state.players} hands expected", field="hands")
    for seat, hand in enumerate(state.hands):
        if sorted_cards(hand.cards) != hand.cards:
            raise InvalidState(f"hand {seat} must be sorted", field=f"hands[{seat}]")
    tricks = hand_size(len(deck), state.players)
    if len(state.tricks_won) != state.players or min(state.tricks_won) < 0:
        raise InvalidState("tricks won need one count (0 or more) a seat", field="tricks_won")
    if not 0 <= state.tricks_played <= tricks or sum(state.tricks_won) != state.tricks_played:
        raise InvalidState("tricks won must add up to the tricks played, at most T", field="tricks_won")
    if len(state.played) != state.tricks_played * state.players:
        raise InvalidState("the played cards must fill the finished tricks", field="played")
    if state.trick is not None and len(state.trick_named) != len(state.trick.cards):
        raise InvalidState("every card on the table needs the card it counts as", field="trick_named")
    if state.trick is not None:
        _check_named(state.trick.cards, state.trick_named)
    if not 0 <= state.declarer_tricks <= state.tricks_played:
        raise InvalidState("the Declarer's tricks exceed the tricks played", field="declarer_tricks")
    if state.phase is not Phase.OVER:
        _check_hand_sizes(state, tricks, len(deck) - state.players * tricks)


def _check_hand_sizes(state: State, tricks: int, talon: int) -> None:
    """Each hand holds T cards less one per card its seat played, and the Declarer's the talon's R more while it
    discards: the discard move is built from that count, so a wrong one is refused here, not there."""
    if state.phase is Phase.DISCARD and talon < 1:
        raise InvalidState("a deal without a talon has no discard", field="phase")
    on_table = set() if state.trick is None else {
        state.trick.seat_of(index, state.players) for index in range(len(state.trick.cards))}
    for seat, hand in enumerate(state.hands):
        expected = tricks - state.tricks_played - (seat in on_table)
        if state.phase is Phase.DISCARD and seat == state.declarer:
            expected += talon
        if len(hand.cards) != expected:
            raise InvalidState(f"hand {seat} holds {len(hand.cards)} cards, {expected} expected in this phase",
                               field=f"hands[{seat}]")


def _check_named(cards: tuple[Card, ...], named: tuple[Card, ...]) -> None:
    """A card on the table counts as itself, a joker as the standard card named for it (J3)."""
    for index, (card, counted) in enumerate(zip(cards, named, strict=True)):
        if counted.is_joker or (not card.is_joker and counted != card):
            raise InvalidState(f"trick_named[{index}]: {card} cannot count as {counted} (a joker counts as a "
                               "standard card, any other card as itself)", field=f"trick_named[{index}]")


def _check_calls(state: State) -> None:
    """The calls replay: each from the seat in turn, each bid legal (BIZ-2)."""
    replay = replace(state, calls=())
    for index, call in enumerate(state.calls):
        if call.seat in passed(replay.calls) or not 0 <= call.seat < state.players:
            raise InvalidState(f"calls[{index}] from a seat that passed or does not exist", field=f"calls[{index}]")
        if call.suit is not None and not bid_legal(replay, call.count, call.suit):
            raise InvalidState(f"calls[{index}] is not a legal bid (BIZ-2)", field=f"calls[{index}]")
        replay = replace(replay, calls=(*replay.calls, call))
    high = high_call(state.calls)
    if state.phase not in (Phase.AUCTION, Phase.OVER) and (high is None or state.bid_count != high.count):
        raise InvalidState("the contract must be the highest bid", field="bid_count")


def _check_roles(state: State) -> None:
    if len(state.roles) != state.players:
        raise InvalidState(f"{state.players} roles expected", field="roles")
    if sum(role is Role.BANKER for role in state.roles) > 1 or sum(role is Role.POLICEMAN
                                                                   for role in state.roles) > 1:
        raise InvalidState("at most one Banker and one Policeman (§1.8)", field="roles")
    if state.phase in (Phase.PLAY, Phase.NEW_TRUMP):
        if state.declarer is None or state.roles[state.declarer] is not Role.DECLARER:
            raise InvalidState("the Declarer must hold the Declarer role", field="declarer")
        if Role.NONE in state.roles or sum(role is Role.MAFIA for role in state.roles) == 1:
            raise InvalidState("every role chosen, and no Mafia of one (§1.8)", field="roles")


def _check_sheet(state: State) -> None:
    """Every row of the sheet is the score of its deal's record (§1.11)."""
    sheet = state.sheet
    if sheet.denominator != HALF:
        raise InvalidState("the sheet counts halves (denominator 2)", field="sheet")
    sheet.check(state.players, len(state.history))
    if len(sheet.rows) != len(state.history):
        raise InvalidState("one sheet row per finished deal", field="sheet")
    deck = len(deck_of(state))
    for index, (row, record) in enumerate(zip(sheet.rows, state.history, strict=True)):
        if (len(record.roles) != state.players or len(record.tricks) != state.players
                or row != row_of(record, state.players, deck)):
            raise InvalidState(f"sheet.rows[{index}] is not the score of deal {record.number}'s record",
                               field=f"sheet.rows[{index}]")


# --------------------------------------------------------------------------- hidden information


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute the cards ``seat`` cannot see: the other hands, the face-down talon and another's discard."""
    check_seat(seat, state.players)
    if state.phase is Phase.OVER:
        return state
    others = [index for index in range(state.players) if index != seat]
    shown = open_talon(state)
    high = high_call(state.calls)
    hidden_discard = tuple(card for card in state.discard if card not in state.revealed) if (
        high is not None and high.seat != seat) else ()
    pinned = set(state.revealed)  # everybody saw the talon go into the Declarer's hand
    pool = [card for index in others for card in state.hands[index].cards if card not in pinned]
    pool += [*state.talon[shown:], *hidden_discard]
    cards = drbg.shuffled(pool)
    hands = list(state.hands)
    for index in others:
        kept = [card for card in state.hands[index].cards if card in pinned]
        size = len(state.hands[index].cards) - len(kept)
        hands[index], cards = Hand(sorted_cards([*kept, *cards[:size]])), cards[size:]
    talon_hidden = len(state.talon) - shown
    talon = (*state.talon[:shown], *cards[:talon_hidden])
    kept_discard = [card for card in state.discard if card not in hidden_discard]
    discard = tuple(sorted_cards([*kept_discard, *cards[talon_hidden:]])) if hidden_discard else state.discard
    return replace(state, hands=tuple(hands), talon=talon, discard=discard)
