"""Rams's scoring (§2.5, §2.7, §2.8): the pure deal tables, the score and the views."""

from __future__ import annotations

from collections.abc import Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.events import Event
from cardgames.games.core.hands import Hand
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine, places_by
from cardgames.games.mechanics.pool import COUNT, LEDGER

from .rules import ace_value, current_counts, deal_events, to_act
from .state import ALL_JACKS, FOUR_JACKS_NO_TRICK, LAST, NO_TRICK_PENALTY, PAIR, REVOKE_PENALTY, Phase, State, View


def player_change(tricks: int, aces: int, jacks: int) -> int:
    """The change to a playing seat's count when the tricks were played (§2.7): with a trick, write off the
    tricks, the aces' values V and the jacks J; with none, a jack pair changes nothing (RA-7), all four
    jacks write off 5, otherwise the penalty is V + 5."""
    if tricks >= 1:
        return -(tricks + aces + jacks)
    if jacks == PAIR:
        return 0
    if jacks == ALL_JACKS:
        return -FOUR_JACKS_NO_TRICK
    return aces + NO_TRICK_PENALTY


def passer_change(jacks: int) -> int:
    """A passer writes off the jack set he showed (§2.7)."""
    return -jacks


def flush_change(declared: bool, aces: int) -> int:
    """Rams opened by a flush (§2.5): each declarer writes off 5 + V, every other player adds 5 + V (RA-8)."""
    return -(NO_TRICK_PENALTY + aces) if declared else NO_TRICK_PENALTY + aces


def trick_changes(
    taken: Sequence[int | None], aces: Sequence[int], jacks: Sequence[int], revokes: Sequence[int] = ()
) -> tuple[int, ...]:
    """Every seat's count change in a deal played out: ``taken[s]`` tricks (None: passed), ``aces[s]`` the
    value of the aces it held when the play began, ``jacks[s]`` its jack points; +5 a revoke."""
    changes = []
    for seat, tricks in enumerate(taken):
        change = passer_change(jacks[seat]) if tricks is None else player_change(tricks, aces[seat], jacks[seat])
        changes.append(change + REVOKE_PENALTY * (revokes[seat] if seat < len(revokes) else 0))
    return tuple(changes)


def flush_changes(
    declarers: Sequence[int], hands: Sequence[Sequence[Card]], playing: Sequence[bool]
) -> tuple[int, ...]:
    """Every seat's change when Rams is opened: declarers and the other players by :func:`flush_change`,
    passers nothing (no jack points for anyone, RA-10)."""
    return tuple(flush_change(seat in declarers, ace_value(hands[seat])) if playing[seat] else 0
                 for seat in range(len(playing)))


def deal_label(taken: Sequence[int | None], jacks: Sequence[int]) -> str:
    """The deal in words: ``tricks 2 0 3 -`` (``-`` passed), and the jack points, or ``void``."""
    text = ("void: everybody passed" if all(tricks is None for tricks in taken)
            else "tricks " + " ".join("-" if tricks is None else str(tricks) for tricks in taken))
    if any(jacks):
        text += "; jacks " + " ".join(map(str, jacks))
    return text


# --------------------------------------------------------------------------- the score


def ledger(state: State) -> tuple[int, ...]:
    """Each seat's winnings above the line over the session."""
    return state.sheet.totals(LEDGER)


def _last_deal_points(state: State) -> tuple[int, ...]:
    for row in reversed(state.sheet.rows):
        if row.section == COUNT:
            return tuple(-points for points in row.points)
    return (0,) * state.players


def score(state: State) -> Score:
    """``deal``: what each seat wrote off in the last finished deal (a penalty is negative); ``match``: the
    ledger; at the end the best ledger wins; the breakdown gives the counts under the line."""
    totals = ledger(state)
    terminal = state.phase is Phase.OVER
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


def summary(state: State) -> str:
    """The session in words: the game, the counts and the ledger."""
    text = (f"game {state.game} of {state.options.games}, deal {state.deal_number}; counts "
            + ", ".join(map(str, current_counts(state))) + "; ledger " + ", ".join(map(str, ledger(state))))
    return ("session over: " if state.phase is Phase.OVER else "") + text


_HIDDEN = Hand()


def view(state: State, seat: int | None) -> View:
    """What ``seat`` sees (None: a spectator): its own hand, dealt hand and discards, the cards shown, never
    the stock or other hands."""
    if seat is not None:
        check_seat(seat, state.players)
    over = state.phase is Phase.OVER
    players = range(state.players)
    hands = state.hands if over else tuple([state.hands[s] if s == seat else _HIDDEN for s in players])
    discards = state.discards if over else tuple([state.discards[s] if s == seat else _HIDDEN for s in players])
    tricks = state.tricks[-1:] if state.options.trick_history == LAST else state.tricks
    return View(
        options=state.options, seat=seat, players=state.players, phase=state.phase, game=state.game,
        deal_number=state.deal_number, dealer=state.dealer, to_act=to_act(state), trump=state.trump,
        table_card=state.table_card, stock_count=len(state.stock), hands=hands,
        dealt=state.dealt[seat] if seat is not None else _HIDDEN,
        hand_sizes=tuple([len(hand.cards) for hand in state.hands]), discards=discards,
        discard_sizes=tuple([len(hand.cards) for hand in state.discards]), status=state.status,
        exchanged=state.exchanged, shown=state.shown, previous_shown=state.previous_shown,
        flush_declined=state.flush_declined, trick=state.trick,
        tricks=tricks, tricks_won=tuple([sum(1 for t in state.tricks if t.winner_seat == s) for s in players]),
        revoked=state.revoked, counts=current_counts(state), ledger=ledger(state), sheet=state.sheet,
    )


def opening_events(state: State) -> tuple[Event, ...]:
    """The first deal of the session, as events."""
    return deal_events(state)
