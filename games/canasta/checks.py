"""What a client-sent canasta state must satisfy, where every card lies, and re-dealing what a seat cannot see."""

from __future__ import annotations

from collections.abc import Iterable

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import check_conserved
from cardgames.games.core.errors import InvalidOptions, InvalidState
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat
from cardgames.games.core.values import replace
from cardgames.games.mechanics.discard_pile import RummyPhase as Phase
from cardgames.games.mechanics.match import check_queued
from cardgames.games.mechanics.melds import canasta_kind, shape_of
from cardgames.games.mechanics.partners import Permission

from .rules import RUN_KINDS, meld_rank, side_count
from .state import MAX_DEALS, SHEET_ITEMS, SPEC, State, is_red_three, variant_of
from .table import cards_value, dealer_of, hand_order, is_freezing, sides_of


def cards_of(state: State) -> Iterable[Card]:
    """Every card: hands, stock, pile, melds and red threes."""
    for hand in state.hands:
        yield from hand.cards
    yield from state.stock
    yield from state.pile.cards
    for meld in state.melds:
        yield from meld.cards
    for threes in state.red_threes:
        yield from threes.cards


def check_state(state: State, spec: object = SPEC) -> None:
    """Raise InvalidState for any impossible claim of a state a client sent back."""
    _check_shape(state, spec)
    variant = variant_of(state)
    check_conserved(cards_of(state), variant.deck)
    _check_table(state)
    _check_melds(state)
    _check_turn(state)
    _check_sheet(state)
    check_queued(state.queued, variant.deck, "queued")
    if (state.deal == 1 and state.phase is not Phase.OVER) and (state.last_melds or state.last_hands):
        raise InvalidState("the first hand has no last hand to show", field="last_melds")
    if state.last_hands and len(state.last_hands) != state.players:
        raise InvalidState("last_hands needs one hand per seat", field="last_hands")


def _check_shape(state: State, spec: object) -> None:
    from cardgames.games.core.spec import GameSpec

    assert isinstance(spec, GameSpec)
    if not spec.min_players <= state.players <= spec.max_players:
        raise InvalidState(f"{spec.id} takes {spec.min_players}-{spec.max_players} players", field="players")
    try:
        spec.check_options(state.options)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    if state.sides != sides_of(state.players, variant_of(state)):
        raise InvalidState("sides do not match the seating of this many players", field="sides")
    count = side_count(state)
    for name, size in (("hands", state.players), ("laid", state.players), ("red_threes", count),
                       ("penalties", count), ("opened", count)):
        if len(getattr(state, name)) != size:
            raise InvalidState(f"{name} must have {size} entries", field=name)
    check_rng(state.rng)
    if not 1 <= state.deal <= MAX_DEALS:
        raise InvalidState(f"deal {state.deal} out of range 1..{MAX_DEALS}", field="deal")


def _check_table(state: State) -> None:
    if not 0 <= state.first_dealer < len(hand_order(state.players, state.deal)):
        raise InvalidState("first_dealer is not a position of the hand's order", field="first_dealer")
    if state.order != hand_order(state.players, state.deal):
        raise InvalidState("order is not the seats of this hand in turn order", field="order")
    if state.dealer != dealer_of(state.players, state.first_dealer, state.deal):
        raise InvalidState("dealer does not follow from the first dealer and the deal", field="dealer")
    check_seat(state.turn, state.players, field="turn")
    if state.turn not in state.order:
        raise InvalidState("the seat to play sits out this hand", field="turn")
    for seat, hand in enumerate(state.hands):
        if hand.cards != sorted_cards(hand.cards) or (seat not in state.order and hand.cards):
            raise InvalidState(f"hand {seat} must be sorted, and empty for a seat sitting out", field="hands")
    variant = variant_of(state)
    if state.pile.frozen != any(is_freezing(card, variant) for card in state.pile.cards):
        raise InvalidState("the pile is frozen exactly while a wild card or red three lies in it", field="pile")
    for side, threes in enumerate(state.red_threes):
        if not all(is_red_three(card) for card in threes.cards):
            raise InvalidState(f"side {side} laid a card that is not a red three", field="red_threes")
    if any(count < 0 or count > MAX_DEALS for count in state.penalties):
        raise InvalidState("penalty counts out of range", field="penalties")


def _check_melds(state: State) -> None:
    rules = variant_of(state).meld_rules
    seen: set[tuple[int, int]] = set()
    for index, meld in enumerate(state.melds):
        where = f"melds[{index}]"
        if meld.owner is None or not 0 <= meld.owner < side_count(state):
            raise InvalidState(f"{where} belongs to no side", field=where)
        try:
            shape = shape_of(meld.cards, rules)
        except ValueError as error:
            raise InvalidState(f"{where}: {error}", field=where) from None
        key = (meld.owner, meld_rank(meld, rules) if meld.kind not in RUN_KINDS else -index)
        if key in seen or meld.kind != canasta_kind(shape, rules) or meld.points != cards_value(meld.cards):
            raise InvalidState(f"{where}: a second meld of its rank, or a wrong kind or value", field=where)
        seen.add(key)
        if state.phase is not Phase.OVER and not state.opened[meld.owner] and meld.owner != state.sides[state.turn]:
            raise InvalidState(f"{where}: a side that has not opened has no melds", field=where)


def _check_turn(state: State) -> None:
    side = state.sides[state.turn]
    if state.phase is Phase.OPENING and (state.taken is None or state.opened[side]):
        raise InvalidState("OPENING: a taken top card, and a side still below its minimum", field="taken")
    if state.phase is Phase.OPENING and state.taken not in {
            card for meld in state.melds if meld.owner == side for card in meld.cards}:
        raise InvalidState("OPENING: the taken top card lies in one of the side's melds", field="taken")
    if state.phase is not Phase.OPENING and state.taken is not None:
        raise InvalidState("a taken top card waits only in the OPENING phase", field="taken")
    if (state.phase is Phase.ANSWER) != (state.permission is Permission.ASKED):
        raise InvalidState("the partner answers exactly while asked", field="permission")
    if state.phase is Phase.DRAW and (state.turn_melded or state.took_pile or state.permission is not
                                      Permission.NONE):
        raise InvalidState("before drawing nothing of the turn has happened", field="phase")
    if state.turn_points < 0 or (state.turn_points and state.opened[side] and state.phase is Phase.DRAW):
        raise InvalidState("turn_points out of range", field="turn_points")


def _check_sheet(state: State) -> None:
    finished = state.deal if state.phase is Phase.OVER else state.deal - 1
    if state.sheet is None:
        if finished:
            raise InvalidState("the sheet is missing the finished hands", field="sheet")
        return
    state.sheet.check(side_count(state), finished)
    if len(state.sheet.rows) != len(SHEET_ITEMS) * finished:
        raise InvalidState(f"the sheet needs {len(SHEET_ITEMS)} rows per finished hand", field="sheet")


# --------------------------------------------------------------------------- hidden information


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute what ``seat`` cannot see: the other hands and the stock (the pile and melds are public)."""
    check_seat(seat, state.players)
    if state.phase is Phase.OVER:  # every hand is shown at the end
        return state
    pool: list[Card] = [card for other, hand in enumerate(state.hands) if other != seat for card in hand.cards]
    pool.extend(state.stock)
    cards = drbg.shuffled(pool)
    hands = list(state.hands)
    position = 0
    for other, hand in enumerate(state.hands):
        if other != seat:
            hands[other] = Hand(sorted_cards(cards[position : position + len(hand.cards)]))
            position += len(hand.cards)
    return replace(state, hands=tuple(hands), stock=tuple(cards[position:]))
