"""Bridge par from a double-dummy table.

The par score is the value of a perfect-information auction: both sides know
the table; contracts that fail are doubled, contracts that make are not; the
dealer's side speaks first (which only matters when both sides can make the
same contract).  Par contracts are the lowest contracts of each strain and
declaring side that give the par score and that the other side cannot improve
on by bidding higher.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from . import Table

SEATS = "NESW"
STRAIN_ORDER = ("C", "D", "H", "S", "NT")
_VUL = {
    "none": (False, False), "-": (False, False), "love": (False, False),
    "ns": (True, False), "ew": (False, True),
    "both": (True, True), "all": (True, True),
}


@dataclass(frozen=True)
class Par:
    """``score`` from NS's side; ``contracts`` like "4S-NS", "4S-N+1", "3C*-EW-1" (``*`` = doubled)."""

    score: int
    contracts: tuple[str, ...]


def contract_score(level: int, strain: str, tricks: int, vulnerable: bool, doubled: bool) -> int:
    """Duplicate score for declarer (negative when the contract fails)."""
    need = level + 6
    if tricks < need:
        down = need - tricks
        if not doubled:
            return -(100 if vulnerable else 50) * down
        if vulnerable:
            return -(200 + 300 * (down - 1))
        return -(100 + 200 * min(down - 1, 2) + 300 * max(down - 3, 0))
    per = 20 if strain in ("C", "D") else 30
    first = 40 if strain == "NT" else per
    trick_score = first + per * (level - 1)
    if doubled:
        trick_score *= 2
    score = trick_score
    score += (500 if vulnerable else 300) if trick_score >= 100 else 50
    if level == 6:
        score += 750 if vulnerable else 500
    if level == 7:
        score += 1500 if vulnerable else 1000
    over = tricks - need
    if doubled:
        score += 50 + over * (200 if vulnerable else 100)
    else:
        score += over * per
    return score


def _vul(vulnerability: Any) -> tuple[bool, bool]:
    if isinstance(vulnerability, tuple):
        return bool(vulnerability[0]), bool(vulnerability[1])
    key = str(vulnerability).strip().lower()
    if key not in _VUL:
        raise ValueError(f"vulnerability must be None, NS, EW or Both, not {vulnerability!r}")
    return _VUL[key]


def par(table: Table | Any, vulnerability: Any = "None", dealer: str | int = "N") -> Par:
    """Par of a deal from its table (``Table`` or ``tricks[strain][seat]``) and vulnerability."""
    rows: Any = getattr(table, "tricks", table)
    tricks = tuple(tuple(int(t) for t in r) for r in rows)
    vul = _vul(vulnerability)
    d = SEATS.index(dealer) if isinstance(dealer, str) else int(dealer)
    return _par(tricks, vul, d % 2)


@lru_cache(maxsize=4096)
def _par(tricks: tuple[tuple[int, ...], ...], vul: tuple[bool, bool], dealer_side: int) -> Par:
    # side 0 = NS (seats 0, 2), side 1 = EW (seats 1, 3)
    def best(side: int, strain: int) -> int:
        return max(tricks[strain][side], tricks[strain][side + 2])

    def result(b: int, side: int) -> int:  # NS score when `side` plays bid b (doubled if it fails)
        level, strain = b // 5 + 1, b % 5
        t = best(side, strain)
        sc = contract_score(level, STRAIN_ORDER[strain], t, vul[side], doubled=t < level + 6)
        return sc if side == 0 else -sc

    # V[b][side]: outcome when `side` holds bid b and the other side may pass or outbid.
    V = [[0, 0] for _ in range(35)]
    best_over: list[list[int | None]] = [[None, None] for _ in range(36)]  # best for side `o` bidding at >= b
    best_over[35] = [None, None]
    for b in range(34, -1, -1):
        for holder in (0, 1):
            o = 1 - holder
            options = [result(b, holder)]
            over = best_over[b + 1][o]
            if over is not None:
                options.append(over)
            V[b][holder] = max(options) if o == 0 else min(options)
        for side in (0, 1):
            cur = V[b][side]
            nxt = best_over[b + 1][side]
            if nxt is None:
                best_over[b][side] = cur
            else:
                best_over[b][side] = max(cur, nxt) if side == 0 else min(cur, nxt)

    def pick(side: int, passed: int) -> int:
        # `side` to speak with `passed` consecutive passes behind; four passes end it
        opt = best_over[0][side]
        options = [opt] if opt is not None else []
        options.append(0 if passed == 3 else pick(1 - side, passed + 1))
        return max(options) if side == 0 else min(options)

    score = pick(dealer_side, 0)

    def final(b: int, side: int) -> bool:
        # the other side has no higher contract that it would rather play (making or sacrifice)
        here = result(b, side)
        o = 1 - side
        for b2 in range(b + 1, 35):
            there = result(b2, o)
            if (there > here) if o == 0 else (there < here):
                return False
        return True
    contracts: list[str] = []
    if score != 0 or any(V[b][s] == 0 and result(b, s) == 0 for b in range(35) for s in (0, 1)):
        for side in (0, 1):
            for strain in range(5):
                for b in range(strain, 35, 5):
                    if result(b, side) == score and final(b, side):
                        contracts.append(_name(b, side, tricks, vul))
                        break
    return Par(score, tuple(contracts) if score != 0 else ())


def _name(b: int, side: int, tricks: tuple[tuple[int, ...], ...], vul: tuple[bool, bool]) -> str:
    level, strain = b // 5 + 1, b % 5
    t0, t1 = tricks[strain][side], tricks[strain][side + 2]
    t = max(t0, t1)
    seats = "".join(SEATS[s] for s, tt in ((side, t0), (side + 2, t1)) if tt == t)
    doubled = t < level + 6
    diff = t - (level + 6)
    tail = "" if diff == 0 else (f"+{diff}" if diff > 0 else f"{diff}")
    return f"{level}{'N' if strain == 4 else STRAIN_ORDER[strain]}{'*' if doubled else ''}-{seats}{tail}"
