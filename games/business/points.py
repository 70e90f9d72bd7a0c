"""Business's deal score in halves (§1.11): the premium, the pair, Thieves, the Mafia and the Policeman."""

from __future__ import annotations

from .state import HALF, DealRecord, Role


def pair_score(count: int, declarer_tricks: int, premium: int) -> int:
    """Declarer and Banker alike: D + P when D >= n, else -((n - D) + P) (whole points)."""
    if declarer_tricks >= count:
        return declarer_tricks + premium
    return -((count - declarer_tricks) + premium)


def mafia_total(record: DealRecord) -> int:
    """M when the Mafia (two or more members) scored: every member took a trick; else 0 ("на нуле")."""
    members = [seat for seat, role in enumerate(record.roles) if role is Role.MAFIA]
    if len(members) < 2 or any(record.tricks[seat] == 0 for seat in members):
        return 0
    return sum(record.tricks[seat] for seat in members)


def deal_points(record: DealRecord, premium: int, hand_size: int) -> tuple[int, ...]:
    """Each seat's points in halves: a caught Declarer costs the pair -(n + P), the others 0."""
    if record.caught:
        return tuple(-(record.count + premium) * HALF if role in (Role.DECLARER, Role.BANKER) else 0
                     for role in record.roles)
    mafia = mafia_total(record)
    thieves = sum(record.tricks[seat] for seat, role in enumerate(record.roles) if role is Role.THIEF)
    pair = pair_score(record.count, record.declarer_tricks, premium) * HALF
    police = (hand_size - record.count) * HALF - premium - (thieves + mafia) * HALF
    by_role = {Role.DECLARER: pair, Role.BANKER: pair, Role.POLICEMAN: police, Role.MAFIA: mafia * HALF}
    return tuple(record.tricks[seat] * HALF if role is Role.THIEF else by_role[role]
                 for seat, role in enumerate(record.roles))
