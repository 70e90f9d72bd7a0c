"""What a client-sent bridge state must satisfy, where every card lies, and re-dealing what a seat cannot see.

:func:`check_state` runs on every request, so it never replays the match: it checks shapes and
ranges, and what follows from the state in one pass (the rubber's games from the rows below the
line, each deal's vulnerability and trick score, the auction and the tricks of the deal in play).
"""

from __future__ import annotations

from collections.abc import Iterable

from cardgames.games.core.cards import Card, Suit
from cardgames.games.core.deals import check_conserved
from cardgames.games.core.errors import IllegalMove, InvalidOptions, InvalidState
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat
from cardgames.games.core.values import replace
from cardgames.games.mechanics.auction import LADDER, Doubling, check_calls, final_contract, is_finished
from cardgames.games.mechanics.match import SheetRow, check_queued

from . import scoring
from .deals import closing_row
from .rules import trick_rules
from .scoring import visible_seats
from .sheet import RUBBER_BONUS, UNFINISHED_BONUS, Progress, count_below
from .state import (
    ABOVE,
    BELOW,
    DECK,
    DECK_SET,
    DUPLICATE,
    PLAYERS,
    SIDE_NAMES,
    SPEC,
    TRICKS,
    Phase,
    State,
)


def cards_of(state: State) -> Iterable[Card]:
    """Every card: the hands, this deal's finished tricks and the trick on the table."""
    for hand in state.hands:
        yield from hand.cards
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
    if not isinstance(state.phase, Phase):
        raise InvalidState(f"bad phase {state.phase!r}", field="phase")
    if not 0 <= state.dealer < PLAYERS:
        raise InvalidState(f"dealer {state.dealer} out of range 0..3", field="dealer")
    check_rng(state.rng)
    if len(state.hands) != PLAYERS:
        raise InvalidState(f"bridge needs {PLAYERS} hands, got {len(state.hands)}", field="hands")
    cards = [card for hand in state.hands for card in hand.cards]
    for trick in (*state.tricks, state.trick) if state.trick is not None else state.tricks:
        cards.extend(trick.cards)
    if len(cards) != len(DECK) or not DECK_SET.issuperset(cards) or len(set(cards)) != len(DECK):
        check_conserved(cards, DECK)  # names the card
    for seat, hand in enumerate(state.hands):
        if sorted_cards(hand.cards) != hand.cards:
            raise InvalidState(f"hand {seat} must be sorted", field=f"hands[{seat}]")
    _check_match(state)
    _check_deal(state)


# --------------------------------------------------------------------------- the match


def _check_match(state: State) -> None:
    options, finished = state.options, len(state.history)
    last = options.boards if options.scoring == DUPLICATE else options.max_deals
    over = state.phase is Phase.OVER
    if not 1 <= state.deal_number <= last:
        raise InvalidState(f"deal number {state.deal_number} outside 1..{last}", field="deal_number")
    if finished != state.deal_number - (0 if over else 1):
        raise InvalidState(f"deal {state.deal_number} needs every earlier deal in the history", field="history")
    if len(state.queued) > last - state.deal_number:
        raise InvalidState("more queued deals than deals left", field="queued")
    check_queued(state.queued, DECK, "queued")
    sheet = state.sheet
    if sheet.columns != SIDE_NAMES or sheet.sections != (ABOVE, BELOW) or sheet.denominator != 1:
        raise InvalidState("the sheet needs columns N-S and E-W, sections above and below", field="sheet")
    _check_end(state, _check_history(state))


def _check_history(state: State) -> Progress:
    """The deal records and the sheet's rows in one pass each (a long match is checked on every request).

    Each record is the next deal, dealt by the next dealer, with the vulnerability the rows before it
    give; a contract bid and made has its trick score as the deal's one row below the line, any other
    deal none.  Returns where the rubber stands after the last deal.
    """
    history, duplicate = state.history, state.options.scoring == DUPLICATE
    below = _check_rows(state.sheet.rows, len(history))
    first = (state.dealer - state.deal_number + 1) % PLAYERS
    games, part, position = [0, 0], [0, 0], 0
    for index, record in enumerate(history):
        number, contract = index + 1, record.contract
        if duplicate:
            dealer, vulnerable = scoring.board_dealer(number), scoring.board_vulnerability(number)
        else:
            dealer, vulnerable = (first + index) % PLAYERS, (games[0] > 0, games[1] > 0)
        if (record.number != number or record.dealer != dealer or record.vulnerable != vulnerable
                or not 0 <= record.tricks <= TRICKS
                or (record.tricks if contract is None else not 0 <= contract.declarer < PLAYERS)):
            raise InvalidState(f"history[{index}]: impossible number, dealer, vulnerability, tricks or declarer"
                               " (the deal passes clockwise, vulnerability follows from the sheet)",
                               field=f"history[{index}]")
        made = contract is not None and record.tricks >= contract.bid.level + 6
        while position < len(below) and below[position].deal == number:
            points = below[position].points
            if not made or contract is None or points != _TRICK_SCORES[contract.bid, contract.doubling][
                    contract.side]:
                raise InvalidState(f"deal {number}: a row below the line of the sheet is not its contract's"
                                   " trick score", field="sheet")
            made, position = False, position + 1
            count_below(games, part, points)
        if made:
            raise InvalidState(f"deal {number}: its contract was made, but the sheet has no trick score below the"
                               " line", field="sheet")
    return Progress((games[0], games[1]), (part[0], part[1]))


def _check_rows(rows: tuple[SheetRow, ...], deals: int) -> list[SheetRow]:
    """Rows in deal order, of finished deals, above or below the line, positive for one side (the
    unfinished-rubber bonus may give to both), a closing bonus only last; returns the trick-score rows
    below the line, in order."""
    below: list[SheetRow] = []
    previous, last = 1, len(rows) - 1
    for index, row in enumerate(rows):
        points, section, label = row.points, row.section, row.label
        if (len(points) != 2 or not previous <= row.deal <= deals or (section != ABOVE and section != BELOW)
                or points[0] < 0 or points[1] < 0 or (label in _CLOSING and index != last)
                or ((points[0] > 0) == (points[1] > 0) and not (label == UNFINISHED_BONUS and any(points)))):
            raise InvalidState(f"sheet.rows[{index}]: impossible deal, section, label or points (rows are in deal "
                               "order, each gives points to one side)", field=f"sheet.rows[{index}]")
        previous = row.deal
        if section == BELOW and label != RUBBER_BONUS:
            below.append(row)
    return below


_TRICK_SCORES = {
    (bid, doubling): ((points, 0), (0, points))
    for bid in LADDER
    for doubling in Doubling
    if (points := scoring.contract_trick_score(bid, doubling))
}
"""The row below the line of each contract made, for N-S and for E-W declaring."""


_CLOSING = (RUBBER_BONUS, UNFINISHED_BONUS)

def _check_end(state: State, rubber: Progress) -> None:
    """Whether the match is over follows from the sheet and the deal number; so does its closing row."""
    options, over, rows = state.options, state.phase is Phase.OVER, state.sheet.rows
    if options.scoring == DUPLICATE:
        ends = state.deal_number == options.boards
    else:
        ends = rubber.winner is not None or state.deal_number == options.max_deals
    if over != ends and (over or rubber.winner is not None):
        raise InvalidState("the end of the match does not follow from the sheet", field="phase")
    closing = rows[-1] if rows and rows[-1].label in _CLOSING else None
    expected = closing_row(options, state.deal_number, rubber) if over and options.scoring != DUPLICATE else None
    if closing != expected:
        raise InvalidState("the sheet's closing bonus does not follow from the rubber", field="sheet")


# --------------------------------------------------------------------------- the deal


def _check_deal(state: State) -> None:
    try:
        check_calls(state.calls)
    except IllegalMove as error:
        raise InvalidState(f"the auction is illegal: {error}", field="calls") from None
    finished = is_finished(state.calls)
    contract = final_contract(state.calls, state.dealer, PLAYERS) if finished else None
    if contract != state.contract:
        raise InvalidState("the contract does not follow from the auction", field="contract")
    if state.phase is Phase.AUCTION:
        if finished or state.trick is not None or state.tricks:
            raise InvalidState("an auction in progress has no finished auction, trick or tricks", field="phase")
    elif state.phase is Phase.PLAY:
        if contract is None or state.trick is None or len(state.tricks) >= TRICKS:
            raise InvalidState("a deal in play needs a contract, a trick and fewer than 13 tricks", field="phase")
    elif state.trick is not None or not finished:
        raise InvalidState("a finished match keeps its last deal's finished auction and no trick", field="trick")
    _check_tricks(state)


def _check_tricks(state: State) -> None:
    """Each trick is led by the winner of the one before and won as the rules say; hand sizes as played."""
    contract = state.contract
    if contract is None:
        if state.tricks or any(len(hand.cards) != TRICKS for hand in state.hands):
            raise InvalidState("without a contract every hand holds 13 cards and no trick is played", field="hands")
        return
    rules = trick_rules(contract)
    leader, played = (contract.declarer + 1) % PLAYERS, [0] * PLAYERS
    for index, trick in enumerate(state.tricks):
        where = f"tricks[{index}]"
        if trick.leader != leader or len(trick.cards) != PLAYERS or trick.winner_seat != rules.winner(trick):
            raise InvalidState(f"{where}: a finished trick holds 4 cards, is led by the last winner (seat "
                               f"{leader}) and is won as the rules say", field=where)
        for seat, _card in trick.plays(PLAYERS):
            played[seat] += 1
        leader = trick.winner_seat
    current = state.trick
    if current is not None:
        if current.leader != leader or len(current.cards) >= PLAYERS or current.winner_seat is not None:
            raise InvalidState(f"the trick on the table must be led by seat {leader}, unfinished", field="trick")
        for seat, _card in current.plays(PLAYERS):
            played[seat] += 1
    if state.phase is Phase.OVER and len(state.tricks) != TRICKS:
        raise InvalidState("a deal played to the end has 13 tricks", field="tricks")
    for seat in range(PLAYERS):
        if len(state.hands[seat].cards) != TRICKS - played[seat]:
            raise InvalidState(f"seat {seat} holds the wrong number of cards", field=f"hands[{seat}]")


# --------------------------------------------------------------------------- hidden information


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute the cards ``seat`` cannot see among the hidden hands, keeping sizes and the voids shown."""
    check_seat(seat, PLAYERS)
    hidden = [other for other in range(PLAYERS) if other not in visible_seats(state, seat)]
    if len(hidden) < 2:
        return state
    voids = _shown_voids(state)
    pool = [card for other in hidden for card in state.hands[other].cards]
    sizes = {other: len(state.hands[other].cards) for other in hidden}
    for _attempt in range(64):
        assignment = _assign(drbg.shuffled(pool), hidden, sizes, voids, drbg)
        if assignment is not None:
            hands = list(state.hands)
            for other in hidden:
                hands[other] = Hand(sorted_cards(assignment[other]))
            return replace(state, hands=tuple(hands))
    return state


def _shown_voids(state: State) -> dict[int, set[Suit | None]]:
    """Suits each seat has shown out of in this deal (played another suit to a trick led in it)."""
    voids: dict[int, set[Suit | None]] = {seat: set() for seat in range(PLAYERS)}
    tricks = (*state.tricks, state.trick) if state.trick is not None else state.tricks
    for trick in tricks:
        led = trick.led_suit
        for seat, card in trick.plays(PLAYERS):
            if card.suit != led:
                voids[seat].add(led)
    return voids


def _assign(
    cards: list[Card], seats: list[int], sizes: dict[int, int], voids: dict[int, set[Suit | None]], drbg: Drbg
) -> dict[int, list[Card]] | None:
    """Deal ``cards`` to ``seats`` at random respecting sizes and voids (most constrained cards first)."""
    options = {card: [seat for seat in seats if card.suit not in voids[seat]] for card in cards}
    cards.sort(key=lambda card: len(options[card]))
    room = dict(sizes)
    result: dict[int, list[Card]] = {seat: [] for seat in seats}
    for card in cards:
        open_seats = [seat for seat in options[card] if room[seat] > 0]
        if not open_seats:
            return None
        pick = drbg.randbelow(sum(room[seat] for seat in open_seats))
        for seat in open_seats:
            pick -= room[seat]
            if pick < 0:
                break
        room[seat] -= 1
        result[seat].append(card)
    return result

