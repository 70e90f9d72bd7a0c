"""Mushka's scoring (§1.6, §1.7): the pure deal table, the score and the views."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardgames.games.core.cards import Suit
from cardgames.games.core.events import Event
from cardgames.games.core.hands import Hand
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine, places_by
from cardgames.games.mechanics.pool import COUNT, LEDGER, counts

from .rules import deal_events, is_terminal, to_act
from .state import (
    ACE_BONUS,
    ACE_NO_TRICK_PENALTY,
    LAST,
    NO_TRICK_PENALTY,
    REVOKE_PENALTY,
    SPADE_TRUMP_ACE_BONUS,
    START,
    State,
    View,
)
from .variant import Table, variant_of


def player_change(tricks: int, ace_holder: bool, spades_trump: bool) -> int:
    """The change to a playing seat's count (§1.6): each trick writes off 1; no trick adds 5; the ace of
    spades' holder writes off 5 more (10 when spades are trump, MU-7) with a trick, and adds 10 instead
    of 5 without one (MU-5)."""
    if tricks == 0:
        return ACE_NO_TRICK_PENALTY if ace_holder else NO_TRICK_PENALTY
    bonus = (SPADE_TRUMP_ACE_BONUS if spades_trump else ACE_BONUS) if ace_holder else 0
    return -(tricks + bonus)


def deal_changes(
    taken: Sequence[int | None], holder: int | None, trump: Suit | None, revokes: Sequence[int],
    before: Sequence[int], bust_on_overshoot: bool = False,
) -> tuple[int, ...]:
    """Every seat's count change in a deal: ``taken[s]`` tricks (None: passed, unchanged), +5 a revoke;
    with ``bust_on_overshoot`` a count the deal would take below 0 goes back to 25 instead (MU-2 b)."""
    changes = []
    for seat, tricks in enumerate(taken):
        change = 0 if tricks is None else player_change(tricks, seat == holder, trump is Suit.SPADES)
        change += REVOKE_PENALTY * (revokes[seat] if seat < len(revokes) else 0)
        if bust_on_overshoot and before[seat] + change < 0:
            change = START - before[seat]
        changes.append(change)
    return tuple(changes)


def deal_label(taken: Sequence[int | None], holder: int | None) -> str:
    """The deal in words: ``tricks 2 0 3 -`` (``-`` passed), who held the ace of spades, or ``void``."""
    if all(tricks is None for tricks in taken):
        return "void: everybody passed"
    text = "tricks " + " ".join("-" if tricks is None else str(tricks) for tricks in taken)
    return text + (f"; ace of spades: seat {holder}" if holder is not None else "")


# --------------------------------------------------------------------------- the score


def ledger(state: Table) -> tuple[int, ...]:
    """Each seat's winnings above the line over the session."""
    return state.sheet.totals(LEDGER)


def current_counts(state: Table) -> tuple[int, ...]:
    """Each seat's count in the game in play (the last game once the session is over, after its last deal)."""
    return counts(state.sheet, variant_of(state.options).start(state.options), state.game_deal)


def _last_deal_points(state: Table) -> tuple[int, ...]:
    for row in reversed(state.sheet.rows):
        if row.section == COUNT:
            return tuple(-points for points in row.points)
    return (0,) * state.players


def score(state: Table) -> Score:
    """``deal``: what each seat wrote off in the last finished deal (a penalty is negative); ``match``: the
    ledger; at the end the best ledger wins; the breakdown gives the counts under the line."""
    totals = ledger(state)
    terminal = is_terminal(state)
    if not terminal:
        outcomes = (Outcome.UNDECIDED,) * state.players
    elif len(set(totals)) == 1:
        outcomes = (Outcome.DRAW,) * state.players
    else:
        outcomes = tuple(Outcome.WIN if total == max(totals) else Outcome.LOSS for total in totals)
    return Score(
        terminal=terminal, deal=_last_deal_points(state), match=totals, outcomes=outcomes, summary=summary(state),
        places=places_by(totals) if terminal else (0,) * state.players,
        breakdown=(ScoreLine("count under the line (per seat)", current_counts(state)),
                   ScoreLine("ledger above the line (per seat)", totals)),
    )


def summary(state: Table) -> str:
    """The session in words: the game, the counts and the ledger."""
    text = (f"game {state.game} of {state.options.games}, deal {state.deal_number}; counts "
            + ", ".join(map(str, current_counts(state))) + "; ledger " + ", ".join(map(str, ledger(state))))
    return ("session over: " if is_terminal(state) else "") + text


_HIDDEN = Hand()


def view(state: State, seat: int | None) -> View:
    """What ``seat`` sees (None: a spectator): its own hand and discards, never the stock or other hands."""
    return View(**table_view(state, seat), revokes=state.revokes)


def table_view(state: Table, seat: int | None) -> dict[str, Any]:
    """The fields of a view every game of the family has: the seat's own hand and discards (every seat's once
    the session is over), the public table, the counts and the sheet."""
    if seat is not None:
        check_seat(seat, state.players)
    over = is_terminal(state)
    players = range(state.players)
    hands = state.hands if over else tuple([state.hands[s] if s == seat else _HIDDEN for s in players])
    discards = state.discards if over else tuple([state.discards[s] if s == seat else _HIDDEN for s in players])
    tricks = state.tricks[-1:] if state.options.trick_history == LAST else state.tricks
    return dict(
        options=state.options, seat=seat, players=state.players, phase=state.phase, game=state.game,
        deal_number=state.deal_number, dealer=state.dealer, to_act=to_act(state), trump=state.trump,
        table_card=state.table_card, stock_count=len(state.stock), hands=hands,
        hand_sizes=tuple([len(hand.cards) for hand in state.hands]), discards=discards,
        discard_sizes=tuple([len(hand.cards) for hand in state.discards]), status=state.status,
        exchanged=state.exchanged, trick=state.trick, tricks=tricks,
        tricks_won=tuple([sum(1 for t in state.tricks if t.winner_seat == s) for s in players]),
        counts=current_counts(state), ledger=ledger(state), sheet=state.sheet,
    )


def opening_events(state: Table) -> tuple[Event, ...]:
    """The first deal of the session, as events."""
    return deal_events(state)
