"""What a client-sent poker state must satisfy, where every card lies, and re-dealing what a seat cannot see."""

from __future__ import annotations

from collections.abc import Iterable

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import check_conserved
from cardgames.games.core.errors import InvalidOptions, InvalidState
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat
from cardgames.games.core.values import replace
from cardgames.games.mechanics.betting import check_betting
from cardgames.games.mechanics.first_dealer import check_cut
from cardgames.games.mechanics.match import check_queued

from .quintet import cards_of_quintet, check_quintet, is_quintet, redeal_quintet
from .rules import balances, credit, highest_deals, needs_to_act
from .state import DECK, HAND_SIZE, MAX_DEALS, SPEC, Phase, State

MAX_DEAL_NUMBER = 100_000  # passed-out jackpots add deals; far above any real match, inside int32


def cards_of(state: State) -> Iterable[Card]:
    """Every card: hands, stock, discards and folded hands (quintet: both packs)."""
    yield from cards_of_quintet(state)
    for group in (state.hands, state.discards, state.mucked):
        for hand in group:
            yield from hand.cards
    yield from state.stock


def check_state(state: State) -> None:
    """Raise InvalidState for any impossible claim of a state a client sent back."""
    if not SPEC.min_players <= state.players <= SPEC.max_players:
        raise InvalidState(f"poker takes 2-7 players, got {state.players}", field="players")
    try:
        SPEC.check_options(state.options)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    for name in ("hands", "discards", "mucked", "drawn"):
        if len(getattr(state, name)) != state.players:
            raise InvalidState(f"{name} must have one entry per seat", field=name)
    if state.previous_discards and len(state.previous_discards) != state.players:
        raise InvalidState("previous_discards must have one entry per seat", field="previous_discards")
    check_seat(state.dealer, state.players, field="dealer")
    check_seat(state.actor, state.players, field="actor")
    check_rng(state.rng)
    if is_quintet(state.options) or state.arrangements:
        _check_variant_fields(state)
        check_quintet(state)
        return
    if state.phase is Phase.ARRANGE:
        raise InvalidState("only quintet has an arrange phase", field="phase")
    check_conserved(cards_of(state), DECK)
    check_betting(state.betting, state.players)
    _check_match(state)
    _check_hands(state)
    _check_turn(state)


def _check_variant_fields(state: State) -> None:
    if not is_quintet(state.options):
        raise InvalidState("quintet arrangements in another variant", field="arrangements")


def _check_match(state: State) -> None:
    if not 1 <= state.deal <= MAX_DEAL_NUMBER:
        raise InvalidState(f"deal {state.deal} out of range", field="deal")
    finished = state.deal if state.phase is Phase.OVER else state.deal - 1
    rows = state.sheet.rows if state.sheet is not None else ()
    if state.sheet is not None:
        state.sheet.check(state.players, finished)
    if len(rows) != finished or any(sum(row.points) != 0 for row in rows):
        raise InvalidState("the sheet needs one row per finished deal, each summing to zero", field="sheet")
    if not 0 <= state.carried < state.deal:
        raise InvalidState(f"{state.carried} passed-out deals carried into deal {state.deal}", field="carried")
    if len(state.queued) > MAX_DEALS + 50:
        raise InvalidState("too many queued deals", field="queued")
    check_queued(state.queued, DECK, "queued")
    check_cut(state.cut, state.players, state.dealer if state.deal == 1 else None, DECK, rank_key=highest_deals)
    if not credit(state.options) and min(balances(state)) < 0:
        raise InvalidState("table stakes: no seat can owe chips", field="sheet")
    if not credit(state.options) and state.phase is not Phase.OVER:  # settled deals are in the balances
        cash = balances(state)
        if any(committed > max(0, balance) for committed, balance in zip(state.betting.committed, cash, strict=True)):
            raise InvalidState("a seat has put in more than it holds (table stakes)", field="betting.committed")


def _check_hands(state: State) -> None:
    for seat in range(state.players):
        hand = state.hands[seat].cards
        for group in ("hands", "discards", "mucked"):
            cards = getattr(state, group)[seat].cards
            if sorted_cards(cards) != cards:
                raise InvalidState(f"seat {seat}: {group} must be sorted", field=group)
        folded = state.betting.folded[seat]
        if state.phase is not Phase.OVER and len(hand) != (0 if folded else HAND_SIZE):
            raise InvalidState(f"seat {seat} holds {len(hand)} cards ({'folded' if folded else 'in'})",
                               field="hands")
        if not -1 <= state.drawn[seat] <= HAND_SIZE:
            raise InvalidState(f"seat {seat} drew {state.drawn[seat]} cards", field="drawn")
        if state.drawn[seat] >= 0 and state.phase is Phase.BET_FIRST:
            raise InvalidState("nobody draws before the first betting round ends", field="drawn")


def _check_turn(state: State) -> None:
    if state.phase is Phase.OVER:
        return
    betting, actor = state.betting, state.actor
    if state.phase is Phase.DRAW:
        if betting.folded[actor] or state.drawn[actor] >= 0:
            raise InvalidState(f"seat {actor} is not waiting to draw", field="actor")
    elif not needs_to_act(betting, actor):
        raise InvalidState(f"seat {actor} has nothing to decide in this betting round", field="actor")
    if state.opener is not None:
        check_seat(state.opener, state.players, field="opener")
    elif state.phase is Phase.BET_FIRST and betting.raises:
        raise InvalidState("a raise before anybody opened", field="opener")


# --------------------------------------------------------------------------- hidden information


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute what ``seat`` cannot see: the other hands, the stock, the others' discards and folded hands."""
    if is_quintet(state.options):
        return redeal_quintet(state, seat, drbg) if seat in (0, 1) else state
    others = [other for other in range(state.players) if other != seat]
    groups = ("hands", "discards", "mucked")
    pool = [card for name in groups for other in others for card in getattr(state, name)[other].cards]
    pool += state.stock
    cards = drbg.shuffled(pool)
    changes: dict[str, object] = {}
    position = 0
    for name in groups:
        refilled = list(getattr(state, name))
        for other in others:
            size = len(refilled[other].cards)
            refilled[other] = Hand(sorted_cards(cards[position : position + size]))
            position += size
        changes[name] = tuple(refilled)
    return replace(state, stock=tuple(cards[position:]), **changes)
