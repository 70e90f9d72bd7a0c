"""Sixty-six's scoring: side totals (card points and credited marriages), the game points of a kon (§5.8),
the score and the views."""

from __future__ import annotations

from collections.abc import Sequence

from cardgames.games.core.events import Event
from cardgames.games.core.hands import Hand
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine, places_by
from cardgames.games.mechanics.marriages import credited_marriages

from .rules import deal_events, rules_of, side_of, sides, to_act
from .state import HALF, LAST_TRICK_BONUS, Phase, State, View


def game_points(loser_total: int, loser_took_trick: bool) -> int:
    """A normal win (§5.8, 66-8): 1 when the loser has 33 or more, 2 below 33 with a trick, 3 without one."""
    if not loser_took_trick:
        return 3
    return 1 if loser_total >= HALF else 2


def took_trick(state: State) -> tuple[bool, ...]:
    """Per side, whether it has taken a trick this kon."""
    taken = [False] * sides(state.players)
    for trick in state.tricks:
        assert trick.winner_seat is not None
        taken[side_of(trick.winner_seat, state.players)] = True
    return tuple(taken)


def card_points(state: State) -> tuple[int, ...]:
    """Per side, the card points of its tricks (and 10 for the last trick with ``last_trick_ten``)."""
    rules = rules_of(state)
    totals = [0] * sides(state.players)
    for trick in state.tricks:
        assert trick.winner_seat is not None
        totals[side_of(trick.winner_seat, state.players)] += rules.points(trick.cards)
    if rules.last_trick_bonus and state.tricks and not any(hand.cards for hand in state.hands) \
            and not state.trick.cards:
        last = state.tricks[-1].winner_seat
        assert last is not None
        totals[side_of(last, state.players)] += LAST_TRICK_BONUS
    return tuple(totals)


def side_totals(state: State) -> tuple[int, ...]:
    """Per side, card points plus marriages credited (a side's marriages wait for its first trick, §5.5)."""
    marriages = credited_marriages(state.marriages, lambda seat: side_of(seat, state.players),
                                   sides(state.players), took_trick(state))
    return tuple(points + extra for points, extra in zip(card_points(state), marriages, strict=True))


def false_claim_winner(state: State, claimer: int) -> int:
    """The side that wins after ``claimer``'s false claim: the other side; at three, the locked winner if
    any, else the best total of the others (ties to the first after the claimant)."""
    count = sides(state.players)
    if state.locked is not None:
        return state.locked
    totals = side_totals(state)
    others = [(claimer + step) % count for step in range(1, count)]
    return max(others, key=lambda side: (totals[side], -others.index(side)))


def kon_points(state: State, winner: int, false_claimer: int | None) -> int:
    """Game points to ``winner`` for the kon in ``state`` (§5.8)."""
    closing = None if state.closed_by is None else side_of(state.closed_by, state.players)
    return points_for(winner, closing, false_claimer, side_totals(state), took_trick(state))


def points_for(winner: int, closing: int | None, false_claimer: int | None, totals: Sequence[int],
               taken: Sequence[bool]) -> int:
    """Game points to ``winner`` (§5.8): 3 when the closing side lost; after a false claim the table applied
    to the claimant's total; otherwise the table applied to the best loser."""
    if closing is not None and closing != winner:
        return 3
    if false_claimer is not None:
        return game_points(totals[false_claimer], taken[false_claimer])
    losers = [side for side in range(len(totals)) if side != winner]
    return game_points(max(totals[side] for side in losers), any(taken[side] for side in losers))


# --------------------------------------------------------------------------- the score


def game_totals(state: State) -> tuple[int, ...]:
    """Each side's game points so far."""
    return state.sheet.totals()


def _per_seat(state: State, values: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(values[side_of(seat, state.players)] for seat in range(state.players))


def score(state: State) -> Score:
    """``deal``: the game points of the seat's side in the last finished kon; ``match``: its game points so
    far; at the end the side at the target wins."""
    totals = game_totals(state)
    last = state.sheet.rows[-1].points if state.sheet.rows else (0,) * len(totals)
    match = _per_seat(state, totals)
    terminal = state.phase is Phase.OVER
    if terminal:
        outcomes = tuple(Outcome.WIN if total >= state.options.target else Outcome.LOSS for total in match)
    else:
        outcomes = (Outcome.UNDECIDED,) * state.players
    return Score(
        terminal=terminal, deal=_per_seat(state, last), match=match, outcomes=outcomes, summary=summary(state),
        places=places_by(match) if terminal else (0,) * state.players,
        breakdown=(ScoreLine("game points (per side)", totals),),
    )


def summary(state: State) -> str:
    """The match in words: the kon and each side's game points."""
    text = f"kon {state.deal_number}; game points " + ", ".join(map(str, game_totals(state)))
    text += f" (target {state.options.target})"
    return ("match over: " if state.phase is Phase.OVER else "") + text


_HIDDEN = Hand()


def view(state: State, seat: int | None) -> View:
    """What ``seat`` sees (None: a spectator): its own hand, the known cards, the face-up trump card, the
    trick and the last finished one (every one with ``perfect_memory``), the marriages, never the stock."""
    if seat is not None:
        check_seat(seat, state.players)
    over = state.phase is Phase.OVER
    players = range(state.players)
    hands = state.hands if over else tuple([state.hands[s] if s == seat else _HIDDEN for s in players])
    tricks = state.tricks if over or state.options.perfect_memory else state.tricks[-1:]
    closed = state.closed_by is not None
    return View(
        options=state.options, seat=seat, players=state.players, phase=state.phase,
        deal_number=state.deal_number, dealer=state.dealer, to_act=to_act(state), trump=state.trump,
        face_up=None if closed else state.face_up,
        stock_count=0 if closed else len(state.stock) + (state.face_up is not None),
        closed_by=state.closed_by, hands=hands, hand_sizes=tuple([len(hand.cards) for hand in state.hands]),
        known=state.known, trick=state.trick, tricks=tricks,
        tricks_won=tuple([sum(1 for t in state.tricks if t.winner_seat == s) for s in players]),
        marriages=state.marriages, game_points=game_totals(state), sheet=state.sheet, cut=state.cut,
    )


def opening_events(state: State) -> tuple[Event, ...]:
    """The draw for the first dealer (if any) and the first kon, as events."""
    from cardgames.games.mechanics.first_dealer import cut_events

    return (*cut_events(state.cut), *deal_events(state))
