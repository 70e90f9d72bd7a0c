"""Thousand's scoring (§4.6): a deal's scores, the options' adjustments (barrel, dump truck, zero hands),
the winners, the score and the views."""

from __future__ import annotations

from collections.abc import Sequence

from cardgames.games.core.events import Event
from cardgames.games.core.hands import Hand
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine

from .rules import deal_events, rules_of, seats_in, to_act, trump
from .state import (
    BARREL,
    BARREL_DEALS,
    CONCESSION,
    DUMP_TRUCK,
    FALL,
    GOAL,
    MINUS_100,
    ZERO_DEALS,
    Phase,
    State,
    View,
)


def declarer_score(points: int, contract: int) -> int:
    """+contract when his points reach it, else -contract (§4.6)."""
    return contract if points >= contract else -contract


def round_to_five(points: int) -> int:
    """The nearest multiple of 5 (2 and below down, 3 and above up)."""
    return 5 * ((points + 2) // 5)


def taken_points(state: State) -> tuple[int, ...]:
    """Per seat, card points of its tricks plus its declared marriages."""
    rules = rules_of(state)
    totals = [0] * state.players
    for trick in state.tricks:
        assert trick.winner_seat is not None
        totals[trick.winner_seat] += rules.points(trick.cards)
    for meld in state.marriages:
        assert meld.owner is not None
        totals[meld.owner] += meld.points
    return tuple(totals)


def play_scores(state: State) -> tuple[int, ...]:
    """The deal played out: the declarer ±contract, each opponent his own points (TY-5; rounded with
    ``round_to_five``), a sitting-out dealer 0."""
    taken = taken_points(state)
    playing = seats_in(state)
    scores = []
    for seat in range(state.players):
        if seat == state.declarer:
            scores.append(declarer_score(taken[seat], state.contract) * (2 if state.blind else 1))
        elif seat in playing:
            scores.append(round_to_five(taken[seat]) if state.options.round_to_five else taken[seat])
        else:
            scores.append(0)
    return tuple(scores)


def concession_scores(state: State) -> tuple[int, ...]:
    """The forced 100 thrown in: each opponent 40, the declarer 0 (or -100, TY-10)."""
    declarer_points = -100 if state.options.concession == MINUS_100 else 0
    playing = seats_in(state)
    return tuple(declarer_points if seat == state.declarer else CONCESSION if seat in playing else 0
                 for seat in range(state.players))


def adjust(state: State, raw: Sequence[int]) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...],
                                                        tuple[str, ...]]:
    """The deal's scores after the options' extras: the barrel, the dump truck, three zero hands.  Returns
    the scores, the barrel and zero counters, and notes for the row's label."""
    totals = state.sheet.totals()
    points, barrel, zeros = list(raw), list(state.barrel), list(state.zeros)
    notes: list[str] = []
    playing = seats_in(state)
    for seat in range(state.players):
        if state.options.barrel:
            points[seat] = _barrel(seat, seat == state.declarer, totals[seat], points[seat], barrel, notes)
        if state.options.zero_hands and seat in playing and not barrel[seat]:
            zeros[seat] = zeros[seat] + 1 if points[seat] == 0 else 0
            if zeros[seat] >= ZERO_DEALS:
                points[seat] -= FALL
                zeros[seat] = 0
                notes.append(f"seat {seat}: three zero deals, -{FALL}")
        if state.options.dump_truck and totals[seat] + points[seat] == DUMP_TRUCK:
            points[seat] -= DUMP_TRUCK
            notes.append(f"seat {seat}: exactly {DUMP_TRUCK}, back to 0")
    return tuple(points), tuple(barrel), tuple(zeros), tuple(notes)


def _barrel(seat: int, declaring: bool, total: int, points: int, barrel: list[int], notes: list[str]) -> int:
    """On the barrel (880) only the seat's own contracts count; three deals there without reaching 1000 cost
    120.  Reaching 880 from below puts the seat on it at exactly 880."""
    if barrel[seat]:
        points = points if declaring else 0
        after = total + points
        if after >= GOAL or after < BARREL:
            barrel[seat] = 0
        elif barrel[seat] >= BARREL_DEALS:
            barrel[seat] = 0
            notes.append(f"seat {seat}: three deals on the barrel, -{FALL}")
            return points - FALL
        else:
            barrel[seat] += 1
        return points
    if BARREL <= total + points < GOAL:
        barrel[seat] = 1
        notes.append(f"seat {seat}: on the barrel")
        return BARREL - total
    return points


def winners(state: State) -> tuple[int, ...]:
    """The highest total wins; a tie goes to the last deal's declarer if he is among them, else it is
    shared (§4.6, TY-16)."""
    totals = state.sheet.totals()
    top = max(totals)
    best = tuple(seat for seat, total in enumerate(totals) if total == top)
    return (state.declarer,) if state.declarer in best and len(best) > 1 else best


# --------------------------------------------------------------------------- the score


def score(state: State) -> Score:
    """``deal``: each seat's score in the last finished deal; ``match``: the totals; at the end the winners
    (TY-16) win."""
    totals = state.sheet.totals()
    last = state.sheet.rows[-1].points if state.sheet.rows else (0,) * state.players
    terminal = state.phase is Phase.OVER
    if terminal:
        won = winners(state)
        outcomes = tuple(Outcome.WIN if seat in won else Outcome.LOSS for seat in range(state.players))
        places = tuple(1 if seat in won else 1 + len(won) + sum(1 for other in range(state.players)
                       if other not in won and totals[other] > totals[seat]) for seat in range(state.players))
    else:
        outcomes, places = (Outcome.UNDECIDED,) * state.players, (0,) * state.players
    return Score(terminal=terminal, deal=last, match=totals, outcomes=outcomes, summary=summary(state),
                 places=places, breakdown=(ScoreLine("deals on the barrel (per seat)", state.barrel),))


def summary(state: State) -> str:
    text = f"deal {state.deal_number}; totals " + ", ".join(map(str, state.sheet.totals()))
    return ("match over: " if state.phase is Phase.OVER else "") + text


_HIDDEN = Hand()


def view(state: State, seat: int | None) -> View:
    """What ``seat`` sees (None: a spectator): its own hand, the shown widow, the cards it gave or received,
    the bids, the tricks and marriages, never another hand or a widow taken unseen (§4.7)."""
    if seat is not None:
        check_seat(seat, state.players)
    over = state.phase is Phase.OVER
    players = range(state.players)
    hands = state.hands if over else tuple([state.hands[s] if s == seat and state.looked[s] else _HIDDEN
                                            for s in players])
    sees_gifts = over or (seat is not None and seat == state.declarer)
    given = state.given if sees_gifts else tuple([state.given[s] if s == seat else _HIDDEN for s in players])
    suit = trump(state)
    return View(
        options=state.options, seat=seat, players=state.players, phase=state.phase,
        deal_number=state.deal_number, dealer=state.dealer, to_act=to_act(state), hands=hands,
        hand_sizes=tuple([len(hand.cards) for hand in state.hands]), widow_size=len(state.widow),
        auction=state.auction, declarer=state.declarer, contract=state.contract, shown=state.shown,
        known=state.known, given=given, trick=state.trick, tricks=state.tricks, marriages=state.marriages,
        trump=state.marriages[-1].cards[0] if suit is not None else None, totals=state.sheet.totals(),
        barrel=state.barrel, sheet=state.sheet, looked=state.looked, blind=state.blind,
    )


def opening_events(state: State) -> tuple[Event, ...]:
    return deal_events(state)
