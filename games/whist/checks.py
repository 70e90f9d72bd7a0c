"""What a client-sent whist state must satisfy, where every card lies, and re-dealing what a player cannot see.

:func:`check_state` never replays the match: it checks shapes and ranges, and what follows from the state
in one pass (the deal records, each deal's row below the line, the games and rubbers the rows give, the
settlement of each finished rubber, the tricks of the deal in play).
"""

from __future__ import annotations

from collections.abc import Iterable

from cardgames.games.core.cards import Card, Suit
from cardgames.games.core.deals import check_conserved
from cardgames.games.core.errors import InvalidOptions, InvalidState
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg, check_rng
from cardgames.games.core.seats import check_seat
from cardgames.games.core.values import replace
from cardgames.games.mechanics.match import SheetRow, check_queued

from . import sheet as scoring
from .deals import shares
from .rules import dealt_hands, trick_rules
from .scoring import visible_positions
from .state import (
    ABOVE,
    BELOW,
    DECK,
    DECK_SET,
    POSITIONS,
    SETTLEMENT,
    SIDE_NAMES,
    SPEC,
    TRICKS,
    TRICKS_LABEL,
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
        SPEC.check_players(state.players)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    except Exception as error:  # players out of range
        raise InvalidState(str(error), field="players") from None
    if not isinstance(state.phase, Phase):
        raise InvalidState(f"bad phase {state.phase!r}", field="phase")
    if not 0 <= state.dealer < POSITIONS:
        raise InvalidState(f"dealer {state.dealer} out of range 0..3", field="dealer")
    if not 1 <= state.rubber <= state.options.rubbers:
        raise InvalidState(f"rubber {state.rubber} outside 1..{state.options.rubbers}", field="rubber")
    check_rng(state.rng)
    check_queued(state.queued, DECK, "queued")
    _check_cards(state)
    _check_history(state)
    _check_rubbers(state)
    _check_deal(state)


def _check_cards(state: State) -> None:
    if len(state.hands) != POSITIONS:
        raise InvalidState(f"whist needs {POSITIONS} hands, got {len(state.hands)}", field="hands")
    cards = list(cards_of(state))
    if len(cards) != len(DECK) or not DECK_SET.issuperset(cards) or len(set(cards)) != len(DECK):
        check_conserved(cards, DECK)
    for position, hand in enumerate(state.hands):
        if sorted_cards(hand.cards) != hand.cards:
            raise InvalidState(f"hand {position} must be sorted", field=f"hands[{position}]")
    if (state.trump_card is None) != state.options.no_trump:
        raise InvalidState("a trump card is turned exactly when the game is not no-trump whist", field="trump_card")
    if state.trump_card is not None and state.trump_card not in dealt_hands(state)[state.dealer].cards:
        raise InvalidState(f"the trump card {state.trump_card} was not dealt to the dealer", field="trump_card")


def _check_history(state: State) -> None:
    """Deal records numbered from 1, rubbers in order, the dealer passing to the left, 0..13 tricks."""
    over = state.phase is Phase.OVER
    if state.deal_number < 1 or len(state.history) != state.deal_number - (0 if over else 1):
        raise InvalidState(f"deal {state.deal_number} needs every earlier deal in the history", field="history")
    first = (state.dealer - state.deal_number + 1) % POSITIONS
    rubber = 1
    for index, record in enumerate(state.history):
        if (record.number != index + 1 or record.dealer != (first + index) % POSITIONS
                or not rubber <= record.rubber <= rubber + 1 or not 0 <= record.tricks <= TRICKS
                or (record.trump_card is None) != state.options.no_trump):
            raise InvalidState(f"history[{index}]: impossible number, rubber, dealer, trump card or tricks",
                               field=f"history[{index}]")
        rubber = record.rubber
    if rubber > state.rubber:
        raise InvalidState("the history is ahead of the rubber in progress", field="rubber")


def _check_rubbers(state: State) -> None:
    """The sheet, rubber by rubber: one trick row per deal below the line matching its record; a rubber
    ends exactly when a side has two games, with its settlement; the results say the same."""
    sheet = state.sheet
    if sheet.columns != SIDE_NAMES or sheet.sections != (ABOVE, BELOW, SETTLEMENT) or sheet.denominator != 1:
        raise InvalidState("the sheet needs columns N-S, E-W and sections above, below, settlement", field="sheet")
    sheet.check(2, len(state.history))
    by_rubber: dict[int, list[SheetRow]] = {}
    for row in sheet.rows:
        record = state.history[row.deal - 1]
        if row.points[0] < 0 or row.points[1] < 0:
            raise InvalidState(f"deal {row.deal}: negative points on the sheet", field="sheet")
        if row.section == BELOW and (row.label != TRICKS_LABEL or row.points != _trick_row(record.tricks)):
            raise InvalidState(f"deal {row.deal}: its row below the line is not its tricks' score", field="sheet")
        by_rubber.setdefault(record.rubber, []).append(row)
    finished = len(state.results)
    expected = state.rubber - (0 if state.phase is Phase.OVER else 1)
    if finished != expected:
        raise InvalidState(f"{expected} finished rubbers expected, {finished} given", field="results")
    for rubber in range(1, state.rubber + 1):
        _check_rubber(state, rubber, by_rubber.get(rubber, []), rubber <= finished)


def _trick_row(tricks_ns: int) -> tuple[int, int]:
    return scoring.trick_score(tricks_ns), scoring.trick_score(TRICKS - tricks_ns)


def _check_rubber(state: State, rubber: int, rows: list[SheetRow], finished: bool) -> None:
    where = f"rubber {rubber}"
    deals = {record.number for record in state.history if record.rubber == rubber}
    if len([row for row in rows if row.section == BELOW]) != len(deals):
        raise InvalidState(f"{where}: every deal needs its tricks below the line", field="sheet")
    settled = [row for row in rows if row.section == SETTLEMENT]
    win = scoring.progress(row for row in rows if row.section != SETTLEMENT).winner
    if not finished:
        if win is not None or settled:
            raise InvalidState(f"{where} is won on the sheet but not finished", field="sheet")
        return
    result = state.results[rubber - 1]
    totals = scoring.side_totals(rows)
    net = scoring.settlement(totals)
    if (win is None or result.rubber != rubber or result.winner != win or result.totals != totals
            or len(settled) != 1 or settled[0].points != net or settled[0].deal != max(deals)
            or result.settlement != shares(state.players, rubber, net[0] - net[1])):
        raise InvalidState(f"{where}: the result does not follow from the sheet (two games win it; the larger "
                           "total records the difference)", field=f"results[{rubber - 1}]")


def _check_deal(state: State) -> None:
    phase, trick = state.phase, state.trick
    if phase is Phase.PLAY and (trick is None or len(state.tricks) >= TRICKS):
        raise InvalidState("a deal in play has a trick on the table and fewer than 13 tricks", field="trick")
    if phase is not Phase.PLAY and (trick is not None or len(state.tricks) != TRICKS):
        raise InvalidState("a deal played out has 13 tricks and none on the table", field="trick")
    if phase is Phase.PENALTY and all(revoke.penalty is not None for revoke in state.revokes):
        raise InvalidState("the penalty phase needs a revoke waiting for its penalty", field="revokes")
    if state.revokes and not state.options.permissive:
        raise InvalidState("revokes are only possible in permissive mode", field="revokes")
    for index, revoke in enumerate(state.revokes):
        if (not 0 <= revoke.position < POSITIONS or not 1 <= revoke.trick <= len(state.tricks) + 1
                or (phase is Phase.PLAY and revoke.penalty is not None)):
            raise InvalidState(f"revokes[{index}]: impossible position, trick or penalty", field=f"revokes[{index}]")
    _check_tricks(state)


def _check_tricks(state: State) -> None:
    """Each trick is led by the winner of the one before and won as the rules say; hand sizes as played."""
    rules = trick_rules(state)
    leader, played = (state.dealer + 1) % POSITIONS, [0] * POSITIONS
    for index, trick in enumerate(state.tricks):
        where = f"tricks[{index}]"
        if trick.leader != leader or len(trick.cards) != POSITIONS or trick.winner_seat != rules.winner(trick):
            raise InvalidState(f"{where}: a finished trick holds 4 cards, is led by the last winner (position "
                               f"{leader}) and is won as the rules say", field=where)
        for position, _card in trick.plays(POSITIONS):
            played[position] += 1
        leader = trick.winner_seat
    current = state.trick
    if current is not None:
        if current.leader != leader or len(current.cards) >= POSITIONS or current.winner_seat is not None:
            raise InvalidState(f"the trick on the table must be led by position {leader}, unfinished", field="trick")
        for position, _card in current.plays(POSITIONS):
            played[position] += 1
    for position in range(POSITIONS):
        if len(state.hands[position].cards) != TRICKS - played[position]:
            raise InvalidState(f"position {position} holds the wrong number of cards", field=f"hands[{position}]")


# --------------------------------------------------------------------------- hidden information


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute the cards ``seat`` cannot see among the hidden hands, keeping sizes, the voids shown and the
    trump card with the dealer (everybody saw it turned)."""
    check_seat(seat, state.players)
    hidden = [p for p in range(POSITIONS) if p not in visible_positions(state, seat)]
    if len(hidden) < 2:
        return state
    pinned = {state.trump_card} if state.trump_card is not None else set()
    voids = _shown_voids(state)
    pool = [card for p in hidden for card in state.hands[p].cards if card not in pinned]
    sizes = {p: sum(1 for card in state.hands[p].cards if card not in pinned) for p in hidden}
    for _attempt in range(64):
        assignment = _assign(drbg.shuffled(pool), hidden, sizes, voids, drbg)
        if assignment is not None:
            hands = list(state.hands)
            for p in hidden:
                kept = [card for card in state.hands[p].cards if card in pinned]
                hands[p] = Hand(sorted_cards([*assignment[p], *kept]))
            return replace(state, hands=tuple(hands))
    return state


def _shown_voids(state: State) -> dict[int, set[Suit | None]]:
    """Suits each position has shown out of in this deal (played another suit to a trick led in it)."""
    voids: dict[int, set[Suit | None]] = {p: set() for p in range(POSITIONS)}
    tricks = (*state.tricks, state.trick) if state.trick is not None else state.tricks
    for trick in tricks:
        led = trick.led_suit
        for position, card in trick.plays(POSITIONS):
            if card.suit != led:
                voids[position].add(led)
    return voids


def _assign(cards: list[Card], seats: list[int], sizes: dict[int, int], voids: dict[int, set[Suit | None]],
            drbg: Drbg) -> dict[int, list[Card]] | None:
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
