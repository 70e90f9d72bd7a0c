"""Stakes, written once: bankrolls, a betting round, pots with the seats eligible for each, side pots
built from all-in contributions, splitting a pot among tied winners, and a bank held by a banker.

Every amount is a whole number of chips (the games' smallest unit); nothing here uses fractions, so a
pot always splits exactly into shares plus odd chips that go, one each, to the tied winners nearest
the dealer's left.

* **Bankrolls** are a tuple of balances per seat.  ``credit=True`` (poker's default, PO-8) lets a
  balance go below zero; otherwise a seat can put in only what it holds and is then *all in*.
* :class:`Betting` is one hand's betting: what each seat has put in (``committed``), the ``level``
  every seat still in must match, folds, all-ins and who has acted since the last raise.  The game
  decides *which* amounts are legal (poker's ladder, a limit); this module only moves the chips and
  says when a round is over and who acts next.
* :func:`side_pots` turns the contributions into a main pot and side pots: one pot per distinct
  all-in level, each open to the seats still in that put in at least that much; folded chips stay in
  the pots they reached ("dead money").
* :class:`Bank` is the banking games' bank (blackjack, baccara, macao): a ``banker`` seat and the
  ``amount`` in the bank.  The banker pays winning punters out of the bank, never more than it holds
  (a punter's claim beyond it is lost, as the books' "the bank is broken" says), and collects the
  stakes of losing punters into it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardgames.games.core.errors import InvalidState
from cardgames.games.core.values import replace, value


@value
class Pot:
    """Chips in the middle: ``amount`` (whole units) and the seats that may win it (``eligible``).

    A main pot is open to every seat still in the hand; a side pot only to those who put in
    enough to match the all-in bet that created it.
    """

    amount: int
    eligible: tuple[int, ...] = ()


# --------------------------------------------------------------------------- bankrolls


def transfer(balances: tuple[int, ...], payer: int, payee: int, amount: int) -> tuple[int, ...]:
    """Balances after ``payer`` pays ``payee`` ``amount`` chips (credit: no check of what the payer holds)."""
    changed = list(balances)
    changed[payer] -= amount
    changed[payee] += amount
    return tuple(changed)


def credit_to(balances: tuple[int, ...], amounts: Sequence[int]) -> tuple[int, ...]:
    """Balances with ``amounts[seat]`` added to each seat (negative amounts take chips away)."""
    return tuple(balance + amount for balance, amount in zip(balances, amounts, strict=True))


def affordable(balance: int, wanted: int, credit: bool) -> int:
    """How much of ``wanted`` a seat holding ``balance`` can put in: all of it on credit, else what it has."""
    return wanted if credit else max(0, min(wanted, balance))


# --------------------------------------------------------------------------- a betting round


@value
class Betting:
    """One hand's chips in play.

    ``committed[s]`` is everything seat ``s`` has put in this hand (blinds and antes count: they are
    live); ``level`` is the contribution every seat still in must match; ``acted[s]`` says whether
    ``s`` has acted since the last raise (a new round or a raise clears it for everyone else);
    ``raises`` counts the raises of the current round.
    """

    committed: tuple[int, ...]
    level: int = 0
    folded: tuple[bool, ...] = ()
    all_in: tuple[bool, ...] = ()
    acted: tuple[bool, ...] = ()
    raises: int = 0

    def __post_init__(self) -> None:
        seats = len(self.committed)
        if not len(self.folded) == len(self.all_in) == len(self.acted) == seats:
            raise InvalidState("betting: folded, all_in and acted need one entry per seat", field="betting")


def open_betting(players: int) -> Betting:
    """Nothing put in yet, nobody folded or all in, nobody has acted."""
    flags = (False,) * players
    return Betting((0,) * players, 0, flags, flags, flags, 0)


def total(betting: Betting) -> int:
    """Every chip put in this hand."""
    return sum(betting.committed)


def in_hand(betting: Betting) -> tuple[int, ...]:
    """The seats that have not folded."""
    return tuple(seat for seat, folded in enumerate(betting.folded) if not folded)


def can_act(betting: Betting, seat: int) -> bool:
    """Whether ``seat`` still has decisions: not folded and not all in."""
    return not betting.folded[seat] and not betting.all_in[seat]


def to_call(betting: Betting, seat: int) -> int:
    """What ``seat`` must add to match the level."""
    return max(0, betting.level - betting.committed[seat])


def put_in(betting: Betting, seat: int, amount: int, balance: int, credit: bool) -> tuple[Betting, int]:
    """``seat`` puts in ``amount`` (capped at ``balance`` without credit, which makes him all in);
    returns the betting and the chips actually put in.  Does not mark the seat as having acted."""
    paid = affordable(balance, amount, credit)
    committed = list(betting.committed)
    committed[seat] += paid
    all_in = list(betting.all_in)
    all_in[seat] = all_in[seat] or (not credit and paid >= balance)  # nothing left to bet with
    level = max(betting.level, committed[seat])
    return replace(betting, committed=tuple(committed), all_in=tuple(all_in), level=level), paid


def post(betting: Betting, seat: int, amount: int, balance: int, credit: bool) -> tuple[Betting, int]:
    """A forced bet (ante, blind): chips in without acting."""
    return put_in(betting, seat, amount, balance, credit)


def bet_to(betting: Betting, seat: int, contribution: int, balance: int, credit: bool) -> tuple[Betting, int]:
    """``seat`` brings his contribution up to ``contribution`` (a call, an opening or a raise) and has
    acted; a contribution above the level is a raise, which everyone else must answer again."""
    before = betting.level
    betting, paid = put_in(betting, seat, contribution - betting.committed[seat], balance, credit)
    if betting.committed[seat] > before:
        acted = tuple(other == seat for other in range(len(betting.acted)))
        return replace(betting, acted=acted, raises=betting.raises + 1), paid
    return _mark_acted(betting, seat), paid


def call(betting: Betting, seat: int, balance: int, credit: bool) -> tuple[Betting, int]:
    """``seat`` matches the level (all in for less when he cannot)."""
    return bet_to(betting, seat, betting.level, balance, credit)


def check(betting: Betting, seat: int) -> Betting:
    """``seat`` stays without adding chips (only when nothing is owed)."""
    return _mark_acted(betting, seat)


def fold(betting: Betting, seat: int) -> Betting:
    """``seat`` gives up the hand; what he put in stays in the pot."""
    folded = list(betting.folded)
    folded[seat] = True
    return _mark_acted(replace(betting, folded=tuple(folded)), seat)


def _mark_acted(betting: Betting, seat: int) -> Betting:
    acted = list(betting.acted)
    acted[seat] = True
    return replace(betting, acted=tuple(acted))


def new_round(betting: Betting) -> Betting:
    """A fresh betting round: the level and contributions carry over, nobody has acted, no raises."""
    return replace(betting, acted=(False,) * len(betting.acted), raises=0)


def only_one_left(betting: Betting) -> bool:
    """Everybody but one has folded: he takes the pot without a showdown."""
    return sum(not folded for folded in betting.folded) == 1


def round_over(betting: Betting) -> bool:
    """One seat left, or every seat that can still act has acted since the last raise and matched the level."""
    if only_one_left(betting):
        return True
    return all(betting.acted[seat] and betting.committed[seat] == betting.level
               for seat in range(len(betting.committed)) if can_act(betting, seat))


def next_to_act(betting: Betting, after: int, eligible: Callable[[int], bool] | None = None) -> int | None:
    """The next seat clockwise after ``after`` that can act (and passes ``eligible``); None when nobody can."""
    players = len(betting.committed)
    for step in range(1, players + 1):
        seat = (after + step) % players
        if can_act(betting, seat) and (eligible is None or eligible(seat)):
            return seat
    return None


# --------------------------------------------------------------------------- pots


def side_pots(committed: Sequence[int], folded: Sequence[bool]) -> tuple[Pot, ...]:
    """The main pot and the side pots built from the contributions.

    The levels are the distinct contributions of the seats still in (an all-in seat's contribution
    ends a pot there); each pot takes from every seat (folded ones too) what it put in between the
    previous level and this one, and is open to the seats still in that reached this level.  Chips
    above the highest live contribution (a folded seat's overbet) join the last pot.  Adjacent pots
    with the same eligible seats are merged.
    """
    live = [seat for seat in range(len(committed)) if not folded[seat]]
    levels = sorted({committed[seat] for seat in live if committed[seat] > 0})
    pots: list[Pot] = []
    floor = 0
    for level in levels:
        amount = sum(max(0, min(c, level) - floor) for c in committed)
        eligible = tuple(seat for seat in live if committed[seat] >= level)
        pots = _add_pot(pots, Pot(amount, eligible))
        floor = level
    dead = sum(max(0, c - floor) for c in committed)
    if dead and pots:
        pots[-1] = Pot(pots[-1].amount + dead, pots[-1].eligible)
    elif dead:
        pots.append(Pot(dead, tuple(live)))
    return tuple(pots)


def _add_pot(pots: list[Pot], pot: Pot) -> list[Pot]:
    if pots and pots[-1].eligible == pot.eligible:
        return [*pots[:-1], Pot(pots[-1].amount + pot.amount, pot.eligible)]
    return [*pots, pot]


def split(amount: int, winners: Sequence[int], first: int, players: int) -> tuple[int, ...]:
    """Shares per seat of ``amount`` split among ``winners``: equal whole shares, the odd chips one each
    to the winners nearest ``first`` going clockwise (PO-2, poker's "nearest the dealer's left")."""
    shares = [0] * players
    if not winners:
        return tuple(shares)
    whole, odd = divmod(amount, len(winners))
    ordered = sorted(winners, key=lambda seat: (seat - first) % players)
    for index, seat in enumerate(ordered):
        shares[seat] = whole + (1 if index < odd else 0)
    return tuple(shares)


def award(pots: Sequence[Pot], strength: Callable[[int], object], first: int, players: int) -> tuple[int, ...]:
    """What each seat wins: every pot goes to its eligible seats with the best ``strength`` (any ordered
    key, higher is better), split on ties by :func:`split`."""
    won = [0] * players
    for pot in pots:
        best = max((strength(seat) for seat in pot.eligible), default=None)  # type: ignore[type-var]
        winners = [seat for seat in pot.eligible if strength(seat) == best]
        for seat, share in enumerate(split(pot.amount, winners, first, players)):
            won[seat] += share
    return tuple(won)


def net(committed: Sequence[int], won: Sequence[int]) -> tuple[int, ...]:
    """Each seat's result of a hand: what it won less what it put in (sums to zero)."""
    return tuple(w - c for c, w in zip(committed, won, strict=True))


# --------------------------------------------------------------------------- a bank and its banker


@value
class Bank:
    """The banking games' bank: the ``banker``'s seat and the chips in the bank (``amount``)."""

    banker: int
    amount: int

    def __post_init__(self) -> None:
        if self.amount < 0:
            raise InvalidState(f"the bank cannot hold {self.amount} chips", field="bank.amount")


def bank_pays(bank: Bank, claim: int) -> tuple[Bank, int]:
    """The banker pays a winning punter's ``claim`` from the bank, never more than it holds."""
    paid = min(claim, bank.amount)
    return Bank(bank.banker, bank.amount - paid), paid


def bank_collects(bank: Bank, stake: int) -> Bank:
    """A losing punter's ``stake`` goes into the bank."""
    return Bank(bank.banker, bank.amount + stake)


def settle_punter(bank: Bank, balances: tuple[int, ...], punter: int, result: int) -> tuple[Bank, tuple[int, ...], int]:
    """Settle one punter against the bank: ``result`` > 0 the punter won that much (paid from the bank as
    far as it goes), < 0 he lost that much (into the bank).  Returns the bank, the balances and the amount
    that changed hands (positive: to the punter)."""
    if result > 0:
        bank, paid = bank_pays(bank, result)
        return bank, credit_to(balances, _one(len(balances), punter, paid)), paid
    bank = bank_collects(bank, -result)
    return bank, credit_to(balances, _one(len(balances), punter, result)), result


def _one(players: int, seat: int, amount: int) -> tuple[int, ...]:
    return tuple(amount if other == seat else 0 for other in range(players))


def pass_bank(bank: Bank, to: int, amount: int) -> Bank:
    """The bank changes hands: ``to`` becomes banker with a bank of ``amount``."""
    return Bank(to, amount)


def check_betting(betting: Betting, players: int, field: str = "betting") -> None:
    """Raise InvalidState unless the betting has one entry per seat, no negative contribution and a level
    that is the highest contribution of a seat."""
    if len(betting.committed) != players:
        raise InvalidState(f"{field} needs one contribution per seat", field=field)
    if any(c < 0 for c in betting.committed):
        raise InvalidState(f"{field}: a contribution is negative", field=f"{field}.committed")
    if betting.level != max(betting.committed, default=0):
        raise InvalidState(f"{field}: level {betting.level} is not the highest contribution", field=f"{field}.level")
    if betting.raises < 0:
        raise InvalidState(f"{field}: negative raise count", field=f"{field}.raises")


__all__ = [
    "Bank",
    "Betting",
    "Pot",
    "affordable",
    "award",
    "bank_collects",
    "bank_pays",
    "bet_to",
    "call",
    "can_act",
    "check",
    "check_betting",
    "credit_to",
    "fold",
    "in_hand",
    "net",
    "new_round",
    "next_to_act",
    "only_one_left",
    "open_betting",
    "pass_bank",
    "post",
    "put_in",
    "round_over",
    "settle_punter",
    "side_pots",
    "split",
    "to_call",
    "total",
    "transfer",
]
