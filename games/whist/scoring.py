"""Whist's score and views."""

from __future__ import annotations

from cardgames.games.core.events import Event
from cardgames.games.core.hands import Hand
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine, places_by

from .deals import match_totals, summary
from .rules import controller, deal_events, plays_from, seating_of, to_act
from .sheet import progress, rubber_rows, side_totals
from .state import DUMMY, POSITIONS, SETTLEMENT, SIDE_NAMES, Phase, State, View


def _last_deal_points(state: State) -> tuple[int, int]:
    if not state.history:
        return 0, 0
    number = state.history[-1].number
    return side_totals(row for row in state.sheet.rows if row.deal == number and row.section != SETTLEMENT)


def score(state: State) -> Score:
    """Per player: ``deal`` his side's points in the last finished deal; ``match`` his settlements of the
    finished rubbers (§3.6, §3.8); the rubber in progress per side in the breakdown."""
    seating = seating_of(state.players, state.rubber)
    deal = _last_deal_points(state)
    per_player = [0] * state.players
    for position in range(POSITIONS):  # a player's side in the rubber in progress
        per_player[controller(seating, position)] = deal[position % 2]
    match = match_totals(state)
    terminal = state.phase is Phase.OVER
    if not terminal:
        outcomes = (Outcome.UNDECIDED,) * state.players
    elif len(set(match)) == 1:
        outcomes = (Outcome.DRAW,) * state.players
    else:
        best = max(match)
        outcomes = tuple(Outcome.WIN if points == best else Outcome.LOSS for points in match)
    rows = rubber_rows(state) if not terminal else ()
    rubber = progress(rows)
    sides = ", ".join(SIDE_NAMES)
    breakdown = (
        ScoreLine(f"rubber {state.rubber} totals ({sides})", side_totals(rows)),
        ScoreLine(f"games ({sides})", rubber.games),
        ScoreLine(f"below the line towards the game ({sides})", rubber.part),
        ScoreLine("player at N, E, S, W (-1: dummy)", seating),
    )
    return Score(terminal=terminal, deal=tuple(per_player), match=match, outcomes=outcomes,
                 summary=summary(state), places=places_by(match) if terminal else (0,) * state.players,
                 breakdown=breakdown)


def visible_positions(state: State, seat: int | None) -> frozenset[int]:
    """The hands ``seat`` sees: those he sits at, and every dummy (face up, §3.8); all at the end."""
    if state.phase is Phase.OVER:
        return frozenset(range(POSITIONS))
    seating = seating_of(state.players, state.rubber)
    return frozenset(p for p in range(POSITIONS) if seating[p] == DUMMY or (seat is not None and seating[p] == seat))


_HIDDEN = Hand()


def view(state: State, seat: int | None) -> View:
    """What ``seat`` sees (None: a spectator): never the random stream, the queued deals or hidden hands."""
    if seat is not None:
        check_seat(seat, state.players)
    seen = visible_positions(state, seat)
    hands = tuple([state.hands[p] if p in seen else _HIDDEN for p in range(POSITIONS)])
    won = [0, 0]
    for trick in state.tricks:
        if trick.winner_seat is not None:
            won[trick.winner_seat % 2] += 1
    rubber = progress(rubber_rows(state))
    revokes = tuple([revoke for revoke in state.revokes if state.phase is not Phase.PLAY or revoke.position in seen])
    recent = state.tricks if state.options.full_history else state.tricks[-2:]
    return View(
        options=state.options, seat=seat, phase=state.phase, deal_number=state.deal_number, rubber=state.rubber,
        dealer=state.dealer, seating=seating_of(state.players, state.rubber), to_act=to_act(state),
        plays_from=plays_from(state), hands=hands, hand_sizes=tuple([len(hand.cards) for hand in state.hands]),
        trump_card=state.trump_card, trick=state.trick, recent_tricks=recent, side_tricks=(won[0], won[1]),
        games=rubber.games, part_score=rubber.part, revokes=revokes, sheet=state.sheet, history=state.history,
        results=state.results,
    )


def opening_events(state: State) -> tuple[Event, ...]:
    """The first deal of the match, as events."""
    return deal_events(state)
