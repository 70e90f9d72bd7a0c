"""The automatic steps of a coup: the deal, the banker's naturals, the drawing round's order, the showdown,
the settlement against the banker (7.5) and the next coup or the end of the match."""

from __future__ import annotations

from collections.abc import Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.events import (
    CardsMoved,
    CardTurned,
    DealScored,
    DealStarted,
    MatchOver,
    Place,
    TurnPassed,
    Zone,
    moved,
)
from cardgames.games.core.hands import Hand, put
from cardgames.games.core.rng import shuffle_deck
from cardgames.games.core.values import replace
from cardgames.games.mechanics.betting import split, transfer
from cardgames.games.mechanics.match import ScoreSheet, SheetRow

from .rules import Log, draw_order, is_natural, may_draw, point, punters
from .state import Choice, Phase, State

SHOE_PLACE = Place(Zone.STOCK)
DISCARD = Place(Zone.DISCARD)
SPLIT_POINT = 6
"""The one tie that is shared instead of won by the banker (rule 22)."""

# --------------------------------------------------------------------------- the deal


def clear_table(state: State, log: Log) -> State:
    """The last coup's cards go to the discards, face down."""
    cards = tuple(card for hand in state.hands for card in hand.cards)
    if cards:
        log.append(CardsMoved(Place(Zone.TABLE), DISCARD, len(cards), face_up=False))
    players = state.players
    return replace(state, hands=(Hand(),) * players, shown=(False,) * players,
                   choices=(Choice.WAITING,) * players, discard=state.discard + cards)


def new_talia(state: State, log: Log) -> State:
    """The discards shuffled back into the shoe (BAC-12), seen by nobody."""
    shoe, rng = shuffle_deck(state.shoe + state.discard, state.rng)
    log.append(CardsMoved(DISCARD, SHOE_PLACE, len(state.discard), face_up=False))
    return replace(state, shoe=shoe, discard=(), rng=rng)


def deal_to(state: State, seat: int, log: Log) -> State:
    """The next card of the shoe to ``seat``, face down, seen by him only."""
    if not state.shoe:
        state = new_talia(state, log)
    card = state.shoe[0]
    log.append(moved(SHOE_PLACE, Place(Zone.HAND, seat), (card,), (seat,), face_up=False))
    hand = state.hands[seat].adding((card,))
    return replace(state, shoe=state.shoe[1:], hands=put(state.hands, seat, hand))


def deal(state: State, log: Log) -> State:
    """Clear the table, start a new talia when fewer than 3 cards a player remain (BAC-12), deal two cards
    each (rule 5) and settle a banker's natural at once, else open the drawing round."""
    state = clear_table(state, log)
    if len(state.shoe) < 3 * state.players:
        state = new_talia(state, log)
    log.append(DealStarted(state.coup, state.banker))
    seats = punters(state)
    for seat in (*seats, state.banker, state.banker, *reversed(seats)):
        state = deal_to(state, seat, log)
    banker = state.hands[state.banker].cards
    if is_natural(banker):
        return _banker_natural(state, log)
    if state.options.natural_scope == "global" and any(is_natural(state.hands[seat].cards) for seat in seats):
        log.append(TurnPassed(state.banker, "a punter holds a natural: nobody draws (global natural)"))
        return showdown(state, log)
    return next_drawer(replace(state, phase=Phase.DRAW), 0, log)


def reveal(state: State, seats: Sequence[int], log: Log) -> State:
    """Turn the hands of ``seats`` face up."""
    shown = list(state.shown)
    for seat in seats:
        if not shown[seat]:
            shown[seat] = True
            log.extend(CardTurned(Place(Zone.HAND, seat), card) for card in state.hands[seat].cards)
    return replace(state, shown=tuple(shown))


def _banker_natural(state: State, log: Log) -> State:
    """A banker's 9 shows only his cards and takes every stake (rule 13); an 8 shows every hand, pays the
    punters' naturals 9 and takes the rest (rules 14-15, BAC-13, BAC-14)."""
    banker = point(state.hands[state.banker].cards)
    seats = (state.banker,) if banker == 9 else (state.banker, *punters(state))
    state = reveal(state, seats, log)
    nets = [0] * state.players
    for seat in punters(state):
        mine = state.hands[seat].cards
        wins = banker == 8 and is_natural(mine) and point(mine) == 9
        nets[seat] = state.stakes[seat] * state.options.cover if wins else -state.stakes[seat]
    return settle(state, nets, f"banker's natural {banker}", log)


# --------------------------------------------------------------------------- the drawing round


def next_drawer(state: State, start: int, log: Log) -> State:
    """The next punter in the drawing order from ``start`` who may draw, then the banker; seats that may
    not draw stand automatically (rule 18, BAC-3, BAC-4)."""
    order = (*draw_order(state), state.banker)
    for seat in order[start:]:
        if state.choices[seat] is not Choice.WAITING:
            continue
        if may_draw(state.hands[seat].cards, state.options.draw_rule):
            return replace(state, turn=seat)
        log.append(TurnPassed(seat, "stands on his cards"))
        state = replace(state, choices=put_choice(state.choices, seat, Choice.STOOD))
    return showdown(state, log)


def put_choice(choices: tuple[Choice, ...], seat: int, choice: Choice) -> tuple[Choice, ...]:
    return (*choices[:seat], choice, *choices[seat + 1 :])


def showdown(state: State, log: Log) -> State:
    """Every hand face up and every punter settled against the banker (rules 20-22)."""
    state = reveal(state, (state.banker, *punters(state)), log)
    banker = point(state.hands[state.banker].cards)
    return settle(state, coup_nets(state, banker), f"banker {banker}", log)


def coup_nets(state: State, banker: int) -> list[int]:
    """Each punter against the banker's point (7.5): higher wins ``cover`` times the stake, lower or equal
    loses it, except a tie at 6, whose stakes and covers are shared equally by the tied punters and the
    banker (rule 22, BAC-2), odd chips from the banker's left."""
    cover = state.options.cover
    nets = [0] * state.players
    tied = [seat for seat in punters(state) if banker == SPLIT_POINT == point(state.hands[seat].cards)]
    for seat in punters(state):
        if seat not in tied:
            wins = point(state.hands[seat].cards) > banker
            nets[seat] = state.stakes[seat] * cover if wins else -state.stakes[seat]
    if tied:
        pool = sum(state.stakes[seat] * (1 + cover) for seat in tied)
        shares = split(pool, [*tied, state.banker], (state.banker + 1) % state.players, state.players)
        for seat in tied:
            nets[seat] = shares[seat] - state.stakes[seat]
    return nets


# --------------------------------------------------------------------------- settlement and the next coup


def settle(state: State, punter_nets: list[int], label: str, log: Log) -> State:
    """Money changes hands between each punter and the banker; the coup's row goes on the sheet."""
    balances = state.balances
    for seat in punters(state):
        balances = transfer(balances, state.banker, seat, punter_nets[seat])
    nets = tuple(after - before for before, after in zip(state.balances, balances, strict=True))
    label = f"coup {state.coup}: {label}"
    sheet = (state.sheet or fresh_sheet(state.players)).adding(SheetRow(state.coup, label, nets))
    log.append(DealScored(state.coup, nets, label))
    state = replace(state, balances=balances, sheet=sheet)
    if state.coup >= state.options.coups:
        log.append(MatchOver("winnings: " + ", ".join(f"seat {s} {won:+d}" for s, won in enumerate(balances))))
        return replace(state, phase=Phase.OVER)
    return replace(state, phase=Phase.BANK, turn=state.banker)


def fresh_sheet(players: int) -> ScoreSheet:
    return ScoreSheet(tuple(f"seat {seat}" for seat in range(players)))


def next_coup(state: State, banker: int, log: Log) -> State:
    """The next coup's stakes, from the (new) banker's left."""
    if banker != state.banker:
        log.append(TurnPassed(state.banker, f"passes the bank to seat {banker}"))
    return replace(state, banker=banker, coup=state.coup + 1, phase=Phase.STAKE, turn=(banker + 1) % state.players,
                   stakes=(0,) * state.players)


def cards_in_hands(state: State) -> tuple[Card, ...]:
    return tuple(card for hand in state.hands for card in hand.cards)
