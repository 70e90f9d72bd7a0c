"""Rams's scoring (§2.5, §2.7, §2.8): the pure deal tables and the view; the score, the ledger, the summary
and the opening events are mushka's (:mod:`cardgames.games.mushka.scoring`: the same pool on the same
sheet), the view mushka's table with rams's hand as dealt and cards shown."""

from __future__ import annotations

from collections.abc import Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.hands import Hand
from cardgames.games.mushka.scoring import ledger, opening_events, score, summary, table_view

from .rules import ace_value
from .state import ALL_JACKS, FOUR_JACKS_NO_TRICK, NO_TRICK_PENALTY, PAIR, REVOKE_PENALTY, State, View


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


# --------------------------------------------------------------------------- the views


def view(state: State, seat: int | None) -> View:
    """What ``seat`` sees (None: a spectator): its own hand, dealt hand and discards, the cards shown, never
    the stock or other hands (the seat is checked first, by the shared part)."""
    return View(
        **table_view(state, seat), dealt=state.dealt[seat] if seat is not None else _HIDDEN, shown=state.shown,
        previous_shown=state.previous_shown, flush_declined=state.flush_declined, revoked=state.revoked,
    )


_HIDDEN = Hand()


__all__ = ["ledger", "opening_events", "score", "summary"]
