"""What a client-sent baccara state must satisfy, where every card lies, and re-dealing what a seat cannot see."""

from __future__ import annotations

from collections.abc import Iterable

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import check_conserved
from cardgames.games.core.errors import InvalidOptions, InvalidState
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat
from cardgames.games.core.values import replace
from cardgames.games.mechanics.first_dealer import check_cut

from .coup import cards_in_hands
from .rules import draw_order, is_natural, may_draw, punters
from .state import MAX_COUPS, PACK, SHOE, SPEC, Choice, Phase, State


def cards_of(state: State) -> Iterable[Card]:
    """Every card: the shoe, the hands on the table, the discards."""
    yield from state.shoe
    yield from cards_in_hands(state)
    yield from state.discard


def check_state(state: State) -> None:
    """Raise InvalidState for any impossible claim of a state a client sent back."""
    if not SPEC.min_players <= state.players <= SPEC.max_players:
        raise InvalidState(f"baccara takes 2-10 players, got {state.players}", field="players")
    try:
        SPEC.check_options(state.options)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    for name in ("hands", "stakes", "choices", "shown", "balances"):
        if len(getattr(state, name)) != state.players:
            raise InvalidState(f"{name} must have one entry per seat", field=name)
    check_seat(state.banker, state.players, field="banker")
    check_seat(state.turn, state.players, field="turn")
    check_rng(state.rng)
    check_conserved(cards_of(state), SHOE)
    check_cut(state.cut, state.players, None, PACK)
    _check_sheet(state)
    _check_coup(state)


def _check_sheet(state: State) -> None:
    finished = state.coup if state.phase in (Phase.BANK, Phase.OVER) else state.coup - 1
    if not 1 <= state.coup <= min(state.options.coups, MAX_COUPS):
        raise InvalidState(f"coup {state.coup} outside a match of {state.options.coups}", field="coup")
    rows = state.sheet.rows if state.sheet is not None else ()
    if state.sheet is not None:
        state.sheet.check(state.players, finished)
    if len(rows) != finished or any(sum(row.points) for row in rows):
        raise InvalidState("the sheet needs one row per finished coup, each summing to zero", field="sheet")
    totals = state.sheet.totals() if state.sheet is not None else (0,) * state.players
    if totals != state.balances:
        raise InvalidState("balances must be the sheet's totals", field="balances")


def _check_coup(state: State) -> None:
    if state.stakes[state.banker] or any(not 0 <= stake <= state.options.max_stake for stake in state.stakes):
        raise InvalidState("stakes: punters' stakes within the limit, none for the banker", field="stakes")
    sizes = [len(hand.cards) for hand in state.hands]
    dealt = state.phase in (Phase.DRAW, Phase.BANK) or (state.phase is Phase.OVER and any(sizes))
    if dealt and any(not 2 <= size <= 3 for size in sizes):
        raise InvalidState("every hand holds two cards, three after a draw", field="hands")
    for seat, hand in enumerate(state.hands):
        if (len(hand.cards) == 3) != (state.choices[seat] is Choice.DREW):
            raise InvalidState(f"seat {seat}: three cards exactly after a draw", field="hands")
    if state.phase is Phase.STAKE:
        order = punters(state)
        if state.turn not in order or any(state.stakes[seat] == 0 for seat in order[: order.index(state.turn)]):
            raise InvalidState("the punter to stake follows those who have staked", field="turn")
    if state.phase is Phase.DRAW and not _drawing_fits(state):
        raise InvalidState("the seat to draw may draw and has not decided; the banker has no natural", field="turn")
    if state.phase is Phase.BANK and state.turn != state.banker:
        raise InvalidState("the banker decides about the bank", field="turn")


def _drawing_fits(state: State) -> bool:
    """In the drawing round: every punter staked, no banker's natural (it ends the coup at once), no punter's
    natural under the global reading, the seats before the one to act (in the drawing order, the banker
    last) decided and the others not, and the seat to act allowed to draw."""
    hands = [hand.cards for hand in state.hands]
    if any(state.stakes[seat] == 0 for seat in punters(state)) or is_natural(hands[state.banker]):
        return False
    if state.options.natural_scope == "global" and any(is_natural(hands[seat]) for seat in punters(state)):
        return False
    order = (*draw_order(state), state.banker)
    here = order.index(state.turn)
    decided = [state.choices[seat] is not Choice.WAITING for seat in order]
    return all(decided[:here]) and not any(decided[here:]) and may_draw(hands[state.turn], state.options.draw_rule)


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute the shoe, the discards and every hand ``seat`` cannot see (all hands are seen at the end).

    A permutation the drawing round could not have reached (a hidden banker's natural, a seat to act
    that may not draw) is drawn again; after 64 tries the state is returned unchanged.
    """
    check_seat(seat, state.players)
    for _ in range(64):
        candidate = _redealt(state, seat, drbg)
        if candidate.phase is not Phase.DRAW or _drawing_fits(candidate):
            return candidate
    return state


def _redealt(state: State, seat: int, drbg: Drbg) -> State:
    hidden = [other for other in range(state.players)
              if other != seat and not state.shown[other] and state.phase is not Phase.OVER]
    pool = [card for other in hidden for card in state.hands[other].cards]
    pool = drbg.shuffled((*pool, *state.shoe, *state.discard))
    hands = list(state.hands)
    for other in hidden:
        size = len(hands[other].cards)
        hands[other] = Hand().adding(pool[:size])
        pool = pool[size:]
    shoe, discard = pool[: len(state.shoe)], pool[len(state.shoe) :]
    return replace(state, hands=tuple(hands), shoe=tuple(shoe), discard=tuple(discard))
