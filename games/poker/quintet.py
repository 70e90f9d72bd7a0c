"""Quintet (6.5): two players, each with his own 32-card pack; seven cards put aside face up, the other 25
arranged in secret into five hands by position, revealed pair by pair and scored 3, 4, 5, 6, 7 (PO-12).

Order of play: the player left of the dealer ("P1", who shuffles first) places his 25 cards one at a time
(:class:`Put`, seen by the opponent only as ``put``) and commits; then the dealer does the same; then every
position is revealed in order.  With ``quintet_by_rounds`` (the PO-12 variant) both choose only the next
position's hand, commit, and that pair is revealed before the next.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import IllegalMove, InvalidDeal, InvalidOptions, InvalidState
from cardgames.games.core.events import (
    CardTurned,
    DealScored,
    DealStarted,
    Event,
    MatchOver,
    Place,
    TurnPassed,
    Zone,
    moved,
)
from cardgames.games.core.hands import Hand, put, sorted_cards
from cardgames.games.core.rng import Drbg, RngState, fresh_seed, shuffle_deck
from cardgames.games.core.values import replace
from cardgames.games.mechanics.betting import open_betting
from cardgames.games.mechanics.hand_ranking import describe, hand_key
from cardgames.games.mechanics.match import ScoreSheet, SheetRow

from .moves import Commit, Move, Put
from .state import (
    HAND_SIZE,
    QUINTET_ASIDE,
    QUINTET_DECK,
    QUINTET_HANDS,
    Arrangement,
    Options,
    Phase,
    Showdown,
    State,
)

PLAYERS = 2
POSITION_POINTS = (3, 4, 5, 6, 7)
"""What the better hand at positions 1..5 scores (6.5); a tie scores nothing (PO-12)."""
MAX_POINTS = sum(POSITION_POINTS)


def is_quintet(options: Options) -> bool:
    return options.variant == "quintet"


def quintet_deals(state: State) -> int:
    """The match: one game by default (the source: the higher total out of 25 wins), else ``deals`` games."""
    return state.options.deals or 1


# --------------------------------------------------------------------------- dealing


def new_quintet(options: Options, players: int, seed: int | None, explicit: int) -> State:
    """The first quintet game: seat 1 deals, so seat 0 is P1 (shuffles, puts aside and arranges first)."""
    if players != PLAYERS:
        raise InvalidOptions(f"quintet is a game for 2 players, not {players}", field="variant")
    if explicit:
        raise InvalidDeal("quintet takes no explicit deals: each pack is shuffled from the seed", field="deals")
    rng = RngState(fresh_seed() if seed is None else seed)
    return deal_quintet(options, PLAYERS - 1, rng, 1, None)


def deal_quintet(options: Options, dealer: int, rng: RngState, deal: int, sheet: ScoreSheet | None) -> State:
    """Each player shuffles his own pack, turns up the top seven and puts them aside face up (P1 first)."""
    first = (dealer + 1) % PLAYERS
    arrangements: list[Arrangement] = [Arrangement((), (), ())] * PLAYERS
    for seat in (first, dealer):
        order, rng = shuffle_deck(QUINTET_DECK, rng)
        aside, kept = order[:QUINTET_ASIDE], order[QUINTET_ASIDE:]
        arrangements[seat] = Arrangement(sorted_cards(aside), sorted_cards(kept), (Hand(),) * QUINTET_HANDS)
    empty = (Hand(),) * PLAYERS
    return State(
        players=PLAYERS, dealer=dealer, phase=Phase.ARRANGE, actor=first, hands=empty, stock=(), discards=empty,
        mucked=empty, betting=open_betting(PLAYERS), rng=rng, options=options, drawn=(-1,) * PLAYERS, deal=deal,
        sheet=sheet, arrangements=tuple(arrangements), revealed=0,
    )


def quintet_deal_events(state: State) -> tuple[Event, ...]:
    """The deal as everybody sees it: the seven cards put aside face up; the 25 kept, seen by their owner."""
    events: list[Event] = [DealStarted(state.deal, state.dealer)]
    for seat in ((state.dealer + 1) % PLAYERS, state.dealer):
        one = state.arrangements[seat]
        events.append(moved(Place(Zone.DECK, seat), Place(Zone.TABLE, seat), one.aside))
        events.append(moved(Place(Zone.DECK, seat), Place(Zone.HAND, seat), one.unplaced, (seat,), False))
    return tuple(events)


# --------------------------------------------------------------------------- moves


def open_positions(state: State) -> tuple[int, ...]:
    """The positions (1-5) the seat to act may still fill: any unfull one, or by rounds only the next."""
    hands = state.arrangements[state.actor].positions
    allowed = (state.revealed,) if state.options.quintet_by_rounds else range(QUINTET_HANDS)
    return tuple(index + 1 for index in allowed if len(hands[index]) < HAND_SIZE)


def arrange_moves(state: State) -> tuple[Move, ...]:
    """Put any unplaced card into any open position; once they are filled, only commit."""
    positions = open_positions(state)
    if not positions:
        return (Commit(),)
    cards = dict.fromkeys(state.arrangements[state.actor].unplaced)
    return tuple(Put(card, position) for card in cards for position in positions)


def play_arrange(state: State, move: Move, log: list[Event]) -> State:
    """A card placed, or the arrangement committed (then the next player arranges, or the reveal)."""
    seat, mine = state.actor, state.arrangements[state.actor]
    if isinstance(move, Put):
        if move.card not in mine.unplaced:
            raise IllegalMove(f"{move.id}: {move.card} is not among your cards still to place", rule="6.5")
        if move.position not in open_positions(state):
            raise IllegalMove(f"{move.id}: hand {move.position} is not open (full, or not this round's)",
                              rule="6.5, PO-12")
        index = move.position - 1
        placed = replace(mine, unplaced=Hand(mine.unplaced).removing((move.card,)).cards,
                         positions=put(mine.positions, index, mine.positions[index].adding((move.card,))))
        return replace(state, arrangements=_with(state.arrangements, seat, placed))
    if not isinstance(move, Commit):
        raise IllegalMove(f"{move.id} is not a quintet move: put cards into hands, then commit", rule="6.5")
    if open_positions(state):
        raise IllegalMove("commit only once every hand to play is full (five cards each)", rule="6.5, PO-12")
    state = replace(state, arrangements=_with(state.arrangements, seat, replace(mine, committed=True)))
    other = 1 - seat
    if not state.arrangements[other].committed:
        return replace(state, actor=other)
    return _reveal(state, log)


def _with(arrangements: tuple[Arrangement, ...], seat: int, one: Arrangement) -> tuple[Arrangement, ...]:
    return (*arrangements[:seat], one, *arrangements[seat + 1 :])


# --------------------------------------------------------------------------- reveal and scoring


def pair_points(mine: Hand, theirs: Hand, index: int) -> tuple[int, int]:
    """The points of one position (index 0 is position 1): its value to the better hand, a tie nothing."""
    left, right = hand_key(mine.cards), hand_key(theirs.cards)
    if left == right:
        return 0, 0
    return (POSITION_POINTS[index], 0) if left > right else (0, POSITION_POINTS[index])


def position_points(first: Iterable[Hand], second: Iterable[Hand]) -> tuple[int, int]:
    """The points of two rows of five hands, position by position (6.5, PO-T6)."""
    pairs = [pair_points(mine, theirs, index) for index, (mine, theirs) in enumerate(zip(first, second, strict=True))]
    return sum(pair[0] for pair in pairs), sum(pair[1] for pair in pairs)


def _reveal(state: State, log: list[Event]) -> State:
    """Show the committed positions pair by pair (all five, or by rounds the next one) and score them."""
    count = 1 if state.options.quintet_by_rounds else QUINTET_HANDS
    shown = range(state.revealed, state.revealed + count)
    for index in shown:
        for seat in range(PLAYERS):
            hand = state.arrangements[seat].positions[index]
            log.extend(CardTurned(Place(Zone.TABLE, seat, index + 1), card) for card in hand.cards)
        log.append(TurnPassed(_winner_of(state, index), f"position {index + 1}: {_words(state, index)}"))
    revealed = state.revealed + count
    if revealed < QUINTET_HANDS:
        arrangements = tuple(replace(one, committed=False) for one in state.arrangements)
        return replace(state, revealed=revealed, arrangements=arrangements, actor=(state.dealer + 1) % PLAYERS)
    return _settle(replace(state, revealed=revealed), log)


def _winner_of(state: State, index: int) -> int:
    """The seat whose hand wins the position (seat 0 when tied: the text says it is a tie)."""
    mine, theirs = (one.positions[index] for one in state.arrangements)
    return 1 if pair_points(mine, theirs, index)[1] else 0


def _words(state: State, index: int) -> str:
    mine, theirs = (one.positions[index] for one in state.arrangements)
    points = pair_points(mine, theirs, index)
    verdict = "tie, no points" if points == (0, 0) else f"seat {0 if points[0] else 1} scores {max(points)}"
    return f"seat 0 {describe(mine.cards)}; seat 1 {describe(theirs.cards)}; {verdict}"


def revealed_hands(state: State) -> tuple[Hand, ...]:
    """The revealed positions in order, seat 0's hand then seat 1's for each."""
    return tuple(one.positions[index] for index in range(state.revealed) for one in state.arrangements)


def _settle(state: State, log: list[Event]) -> State:
    """Score the game on the sheet; then the next game (the other player is P1) or the end of the match."""
    rows = [one.positions for one in state.arrangements]
    points = position_points(rows[0], rows[1])
    summary = f"quintet: seat 0 {points[0]}, seat 1 {points[1]}"
    sheet = (state.sheet or ScoreSheet(tuple(f"seat {seat}" for seat in range(PLAYERS)))).adding(
        SheetRow(state.deal, summary, points))
    log.append(DealScored(state.deal, points, summary))
    record = Showdown(state.deal, revealed_hands(state), points, (), summary)
    if state.deal >= quintet_deals(state):
        totals = sheet.totals()
        log.append(MatchOver(f"points: seat 0 {totals[0]}, seat 1 {totals[1]}"))
        return replace(state, sheet=sheet, last=record, phase=Phase.OVER)
    fresh = deal_quintet(state.options, 1 - state.dealer, state.rng, state.deal + 1, sheet)
    log.extend(quintet_deal_events(fresh))
    return replace(fresh, last=record)


# --------------------------------------------------------------------------- checks and hidden cards


def cards_of_quintet(state: State) -> Iterator[Card]:
    """Both packs: each player's cards put aside, still to place and placed."""
    for one in state.arrangements:
        yield from one.aside
        yield from one.unplaced
        for hand in one.positions:
            yield from hand.cards


def check_quintet(state: State) -> None:
    """Raise InvalidState for an impossible quintet claim: packs, hands, commitments, turn, sheet."""
    if state.players != PLAYERS or len(state.arrangements) != PLAYERS:
        raise InvalidState("quintet needs 2 players, each with his own cards", field="arrangements")
    if any(hand.cards for group in (state.hands, state.discards, state.mucked) for hand in group) or state.stock:
        raise InvalidState("quintet has no poker hands, stock or discards", field="hands")
    if not 0 <= state.revealed <= QUINTET_HANDS or (state.phase is Phase.OVER) != (state.revealed == QUINTET_HANDS):
        raise InvalidState(f"{state.revealed} positions revealed in phase {state.phase.name}", field="revealed")
    if state.revealed and state.phase is Phase.ARRANGE and not state.options.quintet_by_rounds:
        raise InvalidState("positions are revealed only once both have committed all five", field="revealed")
    for seat, one in enumerate(state.arrangements):
        _check_one(state, seat, one)
    _check_turn(state)
    _check_sheet(state)


def _check_one(state: State, seat: int, one: Arrangement) -> None:
    cards = [*one.aside, *one.unplaced, *(card for hand in one.positions for card in hand.cards)]
    if sorted(cards) != sorted(QUINTET_DECK):
        raise InvalidState(f"seat {seat}: the cards are not one 32-card pack A-7", field="arrangements")
    if len(one.aside) != QUINTET_ASIDE or len(one.positions) != QUINTET_HANDS:
        raise InvalidState(f"seat {seat}: 7 cards aside and 5 hands expected", field="arrangements")
    if any(sorted_cards(group) != group for group in (one.aside, one.unplaced, *(h.cards for h in one.positions))):
        raise InvalidState(f"seat {seat}: cards must be sorted", field="arrangements")
    if any(len(hand) > HAND_SIZE for hand in one.positions):
        raise InvalidState(f"seat {seat}: a hand holds more than five cards", field="arrangements")
    if any(len(hand) != HAND_SIZE for hand in one.positions[: state.revealed]):
        raise InvalidState(f"seat {seat}: a revealed hand is not full", field="arrangements")
    limit = state.revealed + 1 if state.options.quintet_by_rounds else QUINTET_HANDS
    if any(hand.cards for hand in one.positions[limit:]):
        raise InvalidState(f"seat {seat}: cards placed beyond this round's hand", field="arrangements")
    if one.committed and any(len(hand) != HAND_SIZE for hand in one.positions[:limit]):
        raise InvalidState(f"seat {seat} committed before filling the hands", field="arrangements")


def _check_turn(state: State) -> None:
    if state.phase is Phase.OVER:
        return
    if state.phase is not Phase.ARRANGE:
        raise InvalidState("quintet is played in the arrange phase", field="phase")
    first = (state.dealer + 1) % PLAYERS
    if state.arrangements[state.actor].committed or all(one.committed for one in state.arrangements):
        raise InvalidState(f"seat {state.actor} has already committed", field="actor")
    if state.actor != first and not state.arrangements[first].committed:
        raise InvalidState("the first player arranges and commits before the dealer", field="actor")
    if state.actor == first and state.arrangements[1 - first].committed:
        raise InvalidState("the dealer committed before the first player", field="arrangements")


def _check_sheet(state: State) -> None:
    finished = state.deal if state.phase is Phase.OVER else state.deal - 1
    if state.sheet is None:
        if finished:
            raise InvalidState("finished quintet games need a sheet", field="sheet")
        return
    state.sheet.check(PLAYERS, finished)
    if len(state.sheet.rows) != finished or finished > quintet_deals(state):
        raise InvalidState("the sheet needs one row per finished game", field="sheet")
    if any(min(row.points) < 0 or sum(row.points) > MAX_POINTS for row in state.sheet.rows):
        raise InvalidState(f"a quintet game scores 0 to {MAX_POINTS} points between the two", field="sheet")


def redeal_quintet(state: State, seat: int, drbg: Drbg) -> State:
    """The opponent's 25 cards are known; how his unrevealed ones are split among his hands is not."""
    other = 1 - seat
    one = state.arrangements[other]
    hidden = [*one.unplaced, *(card for hand in one.positions[state.revealed :] for card in hand.cards)]
    cards = drbg.shuffled(sorted_cards(hidden))
    positions = list(one.positions)
    for index in range(state.revealed, QUINTET_HANDS):
        size = len(positions[index])
        positions[index], cards = Hand(sorted_cards(cards[:size])), cards[size:]
    fresh = replace(one, unplaced=sorted_cards(cards), positions=tuple(positions))
    return replace(state, arrangements=_with(state.arrangements, other, fresh))
