"""What a client-sent barbu state must satisfy, where every card lies, and re-dealing what a seat cannot see.

:func:`check_state` runs on every request, so it never replays the match: it checks shapes, ranges and what
follows from the state in one pass (cards conserved, the block's contracts and doubles against the sheet's
rows, the tricks of the deal, the Domino layout).
"""

from __future__ import annotations

import re

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import check_conserved
from cardgames.games.core.errors import InvalidOptions, InvalidState
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat
from cardgames.games.core.values import replace
from cardgames.games.mechanics.match import SheetRow, check_queued

from .domino import is_run
from .rules import deals_in_match, doubles_left, quota, trick_rules
from .state import BLOCK, DECK, HAND_SIZE, PLAYERS, SPEC, TRICKS, Contract, Phase, State

DECK_SET = frozenset(DECK)
CONTRACT_TOTALS = {
    Contract.NO_TRICKS: -26, Contract.NO_QUEENS: -24, Contract.NO_LAST_TWO: -30, Contract.NO_KING: -20,
    Contract.TRUMPS: 65, Contract.DOMINO: 65,
}
"""What a deal's scores add up to before the double (4.5); No Hearts: -44, or -30 with standard scoring."""
_LABEL = re.compile(r"deal (\d+): ([a-z ]+?)(?: \((\w+)\))?, seat (\d) dealt, seat (\d) doubled$")
_PAIRWISE_LABEL = re.compile(r"deal (\d+): ([a-z ]+?)(?: \((\w+)\))?, seat (\d) dealt, doubles (none|[0-3]>[0-3]"
                             r"(?: [0-3]>[0-3])*)$")
_PLAYING = (Phase.PLAY, Phase.DOMINO, Phase.OVER)


def cards_of(state: State) -> list[Card]:
    """Every card: hands, the trick on the table, the finished tricks, the Domino layout."""
    cards: list[Card] = []
    for hand in (*state.hands, *state.rows):
        cards += hand.cards
    for trick in state.tricks:
        cards += trick.cards
    if state.trick is not None:
        cards += state.trick.cards
    return cards


def check_state(state: State) -> None:
    """Raise InvalidState naming the first impossible claim of a state a client sent back."""
    try:
        SPEC.check_options(state.options)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    if not isinstance(state.phase, Phase):
        raise InvalidState(f"bad phase {state.phase!r}", field="phase")
    for name in ("hands", "doubles"):
        if len(getattr(state, name)) != PLAYERS:
            raise InvalidState(f"{name} needs one entry per seat", field=name)
    check_seat(state.dealer, PLAYERS, "dealer")
    check_seat(state.turn, PLAYERS, "turn")
    check_rng(state.rng)
    cards = cards_of(state)
    if len(cards) != len(DECK) or len(set(cards)) != len(DECK) or not DECK_SET.issuperset(cards):
        check_conserved(cards, DECK)  # names the card
    for seat, hand in enumerate(state.hands):
        if [card.code for card in hand.cards] != sorted(card.code for card in hand.cards):
            raise InvalidState(f"hands[{seat}] must be sorted", field=f"hands[{seat}]")
    _check_match(state)
    _check_block(state)
    _check_sheet(state)
    _check_turn(state)
    _check_tricks(state)
    _check_domino(state)


def _check_match(state: State) -> None:
    total = deals_in_match(state.options)
    if not 1 <= state.deal_number <= total:
        raise InvalidState(f"deal_number must be 1..{total}", field="deal_number")
    if len(state.queued) > total - state.deal_number:
        raise InvalidState("more queued deals than deals left", field="queued")
    check_queued(state.queued, DECK, "queued")


def _check_block(state: State) -> None:
    """The dealer's contracts so far (one a deal, each once) and the doubles they carried (4.2, 4.6)."""
    named = (state.deal_number - 1) % BLOCK + (0 if state.phase is Phase.CONTRACT else 1)
    if len(state.used) != named or len(set(state.used)) != named or not all(
            isinstance(contract, Contract) for contract in state.used):
        raise InvalidState(f"deal {state.deal_number} of the dealer's seven needs {named} distinct contracts named",
                           field="used")
    if state.options.pairwise_doubling:
        _check_pairs(state)
        return
    held = (state.deal_number - 1) % BLOCK + (1 if state.phase in _PLAYING else 0)
    if not all(0 <= count <= quota(seat, state.dealer) for seat, count in enumerate(state.doubles)) or sum(
            state.doubles) != held:
        raise InvalidState(f"the block's doubles must add up to {held}, the dealer at most 1, the others 2",
                           field="doubles")
    if (state.doubler is not None) != (state.phase in _PLAYING):
        raise InvalidState("the deal has a doubler exactly once the play has begun", field="doubler")
    if state.doubler is not None:
        check_seat(state.doubler, PLAYERS, "doubler")
        if state.doubles[state.doubler] < 1:
            raise InvalidState("the doubler's doubles include this deal", field="doubles")
    contract = state.contract
    if (state.trump is not None) != (contract is Contract.TRUMPS):
        raise InvalidState("a trump suit exactly in the Trumps contract", field="trump")


def _check_pairs(state: State) -> None:
    """Standard doubling: no single double, distinct pairs of two seats, made by seats already asked."""
    contract = state.contract
    if any(state.doubles) or state.doubler is not None or state.phase is Phase.ASSIGN:
        raise InvalidState("with pairwise_doubling there is no single double", field="doubler")
    if (state.trump is not None) != (contract is Contract.TRUMPS):
        raise InvalidState("a trump suit exactly in the Trumps contract", field="trump")
    asked = (state.turn - state.dealer - 1) % PLAYERS if state.phase is Phase.DOUBLING else PLAYERS - 1
    seen: set[frozenset[int]] = set()
    for pair in state.pairs:
        key = frozenset((pair.doubler, pair.doubled))
        if (len(key) != 2 or key in seen or not all(0 <= seat < PLAYERS for seat in key)
                or (pair.doubler - state.dealer - 1) % PLAYERS > asked or state.phase is Phase.CONTRACT):
            raise InvalidState("doubles are distinct pairs of two seats, made in turn after the contract",
                               field="pairs")
        seen.add(key)


def _check_sheet(state: State) -> None:
    """One row per finished deal, adding up as its contract's scores do with the double (4.5, 4.6); the
    rows of the dealer's block name the contracts and the doublers the state records."""
    finished = state.deal_number if state.phase is Phase.OVER else state.deal_number - 1
    sheet = state.sheet
    sheet.check(PLAYERS, finished)
    if sheet.sections != ("",) or sheet.denominator != 1 or not sheet.one_row_a_deal(finished):
        raise InvalidState("the sheet needs one row per finished deal", field="sheet")
    block_start = (state.deal_number - 1) // BLOCK * BLOCK + 1
    doubles = [0] * PLAYERS
    for index, row in enumerate(sheet.rows):
        contract, doubler = _row_contract(row, state, index)
        if row.deal >= block_start:
            if state.used[row.deal - block_start] is not contract:
                raise InvalidState(f"sheet.rows[{index}] names another contract than used", field="sheet")
            doubles[doubler] += 1
    if state.doubler is not None and state.phase is not Phase.OVER:
        doubles[state.doubler] += 1
    if tuple(doubles) != state.doubles and not state.options.pairwise_doubling:
        raise InvalidState("the doubles must be those the sheet's rows of this block name", field="doubles")


def _row_contract(row: SheetRow, state: State, index: int) -> tuple[Contract, int]:
    """The contract a row names and its doubler (0 with pairwise doubling), its points adding up."""
    if state.options.pairwise_doubling:
        return _pairwise_row(row, state, index)
    match = _LABEL.match(row.label)
    where = f"sheet.rows[{index}]"
    if match is None or int(match[1]) != row.deal:
        raise InvalidState(f"{where}: the label must read 'deal N: <contract>, seat D dealt, seat X doubled'",
                           field=where)
    contract = _named_contract(match[2], where)
    doubler = int(match[5])
    if doubler >= PLAYERS or int(match[4]) >= PLAYERS or row.points[doubler] % 2:
        raise InvalidState(f"{where}: the doubler's score is doubled", field=where)
    total = CONTRACT_TOTALS.get(contract, -30 if state.options.standard_scoring else -44)
    if sum(row.points) - row.points[doubler] // 2 != total:
        raise InvalidState(f"{where}: {contract.words} scores {total} in all before the double", field=where)
    return contract, doubler


def _pairwise_row(row: SheetRow, state: State, index: int) -> tuple[Contract, int]:
    match = _PAIRWISE_LABEL.match(row.label)
    where = f"sheet.rows[{index}]"
    if match is None or int(match[1]) != row.deal:
        raise InvalidState(f"{where}: the label must read 'deal N: <contract>, seat D dealt, doubles A>B ...'",
                           field=where)
    contract = _named_contract(match[2], where)
    total = CONTRACT_TOTALS.get(contract, -30 if state.options.standard_scoring else -44)
    if sum(row.points) != total:  # pairwise settlements add up to nothing
        raise InvalidState(f"{where}: {contract.words} scores {total} in all", field=where)
    return contract, 0


def _named_contract(words: str, where: str) -> Contract:
    try:
        return Contract[words.upper().replace(" ", "_")]
    except KeyError:
        raise InvalidState(f"{where}: no contract {words!r}", field=where) from None


def _check_turn(state: State) -> None:
    phase = state.phase
    if phase in (Phase.CONTRACT, Phase.ASSIGN) and state.turn != state.dealer:
        raise InvalidState("the dealer names the contract and gives the double", field="turn")
    if phase is Phase.DOUBLING and not state.options.pairwise_doubling and not doubles_left(state)[state.turn]:
        raise InvalidState("only a seat with doubles left is asked to double", field="turn")
    if phase in (Phase.CONTRACT, Phase.DOUBLING, Phase.ASSIGN) and any(
            len(hand.cards) != HAND_SIZE for hand in state.hands):
        raise InvalidState("before the play every hand holds 13 cards", field="hands")


def _check_tricks(state: State) -> None:
    """Each trick led by the last winner (the first by the dealer) and won as the contract's rules say."""
    if state.phase is not Phase.PLAY:
        if state.trick is not None or (state.tricks and state.phase is not Phase.OVER):
            raise InvalidState("tricks are played only in the play phase", field="trick")
        if state.tricks and len(state.tricks) != TRICKS:
            raise InvalidState("a finished deal has 13 tricks", field="tricks")
        return
    if state.trick is None or len(state.tricks) >= TRICKS or state.contract is Contract.DOMINO:
        raise InvalidState("a deal in play has a trick on the table and fewer than 13 finished", field="trick")
    rules = trick_rules(state.options, state.contract, state.trump)
    leader = state.dealer
    for index, trick in enumerate((*state.tricks, state.trick)):
        last = index == len(state.tricks)
        complete = len(trick.cards) == PLAYERS  # every trick before the last, and only those
        if trick.leader != leader or complete == last or len(trick.cards) > PLAYERS or (
                trick.winner_seat != (None if last else rules.winner(trick))):
            raise InvalidState(f"tricks[{index}] must be led by the last winner (seat {leader}) and won by the "
                               "rules", field=f"tricks[{index}]")
        leader = trick.winner_seat if trick.winner_seat is not None else leader
    played = len(state.tricks)
    for seat in range(PLAYERS):
        extra = 1 if (seat - state.trick.leader) % PLAYERS < len(state.trick.cards) else 0
        if len(state.hands[seat].cards) != HAND_SIZE - played - extra:
            raise InvalidState(f"seat {seat} holds the wrong number of cards", field=f"hands[{seat}]")


def _check_domino(state: State) -> None:
    """The layout's rows are runs through the base rank in their suits; who is out holds nothing."""
    domino = state.phase is Phase.DOMINO or (state.phase is Phase.OVER and state.contract is Contract.DOMINO)
    if not domino:
        if state.rows or state.finished or state.last_card is not None or (
                state.base is not None and state.contract is not Contract.DOMINO):
            raise InvalidState("a layout only in Domino", field="rows")
        return
    if len(state.rows) != 4:
        raise InvalidState("the Domino layout has a row per suit", field="rows")
    for suit, row in enumerate(state.rows):
        if any(card.suit != suit for card in row.cards) or not is_run(row.cards, state.base):
            raise InvalidState(f"rows[{suit}] must be a run of its suit through the base rank", field=f"rows[{suit}]")
    last = state.last_card
    laid = any(row.cards for row in state.rows)
    ends = state.rows[last.suit].cards if last is not None and last.suit is not None else ()
    if laid != (last is not None) or (last is not None and (not ends or last not in (ends[0], ends[-1]))):
        raise InvalidState("the last card played lies at an end of its row", field="last_card")
    if not state.options.fan_tan and laid != (state.base is not None):
        raise InvalidState("the base rank is the first card's", field="base")
    out = len(state.finished) == PLAYERS - 1 if state.phase is Phase.OVER else len(state.finished) < PLAYERS - 1
    if not out or len(set(state.finished)) != len(state.finished) or any(
            not 0 <= seat < PLAYERS for seat in state.finished):
        raise InvalidState("the seats out are distinct, fewer than three while Domino goes on", field="finished")
    for seat, hand in enumerate(state.hands):
        if (seat in state.finished) != (not hand.cards):
            raise InvalidState(f"seat {seat} is out exactly when its hand is empty", field=f"hands[{seat}]")
    if state.phase is Phase.DOMINO and state.turn in state.finished:
        raise InvalidState("a seat that is out has no turn", field="turn")


# --------------------------------------------------------------------------- hidden information


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute what ``seat`` cannot see: the other seats' hands (sizes kept)."""
    check_seat(seat, PLAYERS)
    if state.phase is Phase.OVER:
        return state
    others = [s for s in range(PLAYERS) if s != seat]
    pool = drbg.shuffled([card for s in others for card in state.hands[s].cards])
    hands = list(state.hands)
    for other in others:
        size = len(state.hands[other].cards)
        hands[other] = Hand(sorted_cards(pool[:size]))
        del pool[:size]
    return replace(state, hands=tuple(hands))
