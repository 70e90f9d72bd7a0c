"""The whisting phase as a small state machine over the decisions made so far (§4.8).

:func:`pending` says who decides next and between what; :func:`decided` what the defenders settled on
once nobody has anything left to decide.  Both read only the contract, the table size and the calls.
"""

from __future__ import annotations

from cardgames.games.core.values import value

from .ledger import Mode
from .moves import CLOSED, OPEN, PASS, WHIST, HalfWhistCall, Look, Move
from .state import Defense, DefenseCall, State


@value
class Decision:
    """What the defenders settled on: the scoring mode, the whisters, and whether the sole whister plays open."""

    mode: Mode
    whisters: tuple[int, ...] = ()
    open: bool = False


def defenders(state: State) -> tuple[int, int]:
    """D1 and D2: the active non-declarers clockwise from the declarer (§4.8)."""
    assert state.declarer is not None
    seats = [(state.declarer + step) % state.players for step in range(1, state.players)]
    d1, d2 = (seat for seat in seats if not (state.players == 4 and seat == state.dealer))
    return d1, d2


def skips_whisting(state: State) -> Decision | None:
    """A ten or misère is played out without whists; on a blind six both defenders must whist (§4.8)."""
    contract = state.contract
    assert contract is not None and state.declarer is not None
    if contract.level == 10:
        return Decision(Mode.OPEN)
    if contract.level == 6 and state.blind[state.declarer]:
        return Decision(Mode.BOTH, defenders(state))
    return None


def pending(state: State) -> tuple[int, tuple[Move, ...]] | None:
    """The seat that decides next and its choices, or None once the defence is settled."""
    d1, d2 = defenders(state)
    calls = [call.call for call in state.defense]
    if len(calls) < 2:
        return (d1, (WHIST, PASS)) if not calls else (d2, (WHIST, PASS))
    first, rest = calls[:2], calls[2:]
    if first == [Defense.WHIST, Defense.WHIST]:
        return None
    if Defense.WHIST in first:
        return ((d1 if first[0] is Defense.WHIST else d2), (OPEN, CLOSED)) if not rest else None
    assert state.contract is not None
    if state.contract.level != 6:
        return None
    return _dealer_whist(state, rest) if state.players == 4 else _half_whist(d1, d2, rest)


def _dealer_whist(state: State, rest: list[Defense]) -> tuple[int, tuple[Move, ...]] | None:
    """4 players, a six both passed: the dealer may look at one defender's hand, then whist or pass."""
    if not rest:
        return state.dealer, (*(Look(seat) for seat in defenders(state)), WHIST, PASS)
    if rest == [Defense.VIEW]:
        return state.dealer, (WHIST, PASS)
    return None


def _half_whist(d1: int, d2: int, rest: list[Defense]) -> tuple[int, tuple[Move, ...]] | None:
    """3 players, a six both passed: D2 may half-whist; then D1 may reconsider and whist alone."""
    if not rest:
        return d2, (HalfWhistCall(), PASS)
    if rest == [Defense.HALF_WHIST]:
        return d1, (WHIST, PASS)
    if rest == [Defense.HALF_WHIST, Defense.WHIST]:
        return d1, (OPEN, CLOSED)
    return None


def decided(state: State) -> Decision:
    """The defence once :func:`pending` is None."""
    d1, d2 = defenders(state)
    calls = [call.call for call in state.defense]
    first, rest = calls[:2], calls[2:]
    if first == [Defense.WHIST, Defense.WHIST]:
        return Decision(Mode.BOTH, (d1, d2))
    if Defense.WHIST in first:
        return Decision(Mode.SOLE, (d1 if first[0] is Defense.WHIST else d2,), rest[-1] is Defense.OPEN)
    if rest and rest[-1] is Defense.WHIST:
        return Decision(Mode.DEALER, (state.dealer,))
    if rest[:1] == [Defense.HALF_WHIST]:
        if len(rest) == 3:
            return Decision(Mode.SOLE, (d1,), rest[-1] is Defense.OPEN)
        if rest[-1] is Defense.PASS:
            return Decision(Mode.HALF, (d2,))
    return Decision(Mode.CREDITED)


def call_of(seat: int, move: Move) -> DefenseCall:
    """The record of a defence move."""
    if isinstance(move, Look):
        return DefenseCall(seat, Defense.VIEW, move.seat)
    kind = {"whist": Defense.WHIST, "pass": Defense.PASS, "half_whist": Defense.HALF_WHIST, "open": Defense.OPEN,
            "closed": Defense.CLOSED}[move.id]
    return DefenseCall(seat, kind)


def viewed(state: State) -> int | None:
    """The defender whose hand the 4-player dealer looked at."""
    for call in state.defense:
        if call.call is Defense.VIEW:
            return call.viewed
    return None
