"""The betting mechanic on its own: bankrolls, a betting round, side pots, splits and a bank."""

from __future__ import annotations

import pytest

from cardgames.games.core.errors import InvalidState
from cardgames.games.mechanics.betting import (
    Bank,
    Betting,
    Pot,
    award,
    bank_collects,
    bank_pays,
    bet_to,
    call,
    check,
    check_betting,
    fold,
    net,
    new_round,
    next_to_act,
    open_betting,
    post,
    round_over,
    settle_punter,
    side_pots,
    split,
    to_call,
    transfer,
)

# committed per seat, folded seats, expected pots (amount, eligible)
SIDE_POTS = [
    ((10, 10, 10), (), ((30, (0, 1, 2)),)),
    ((5, 10, 10), (), ((15, (0, 1, 2)), (10, (1, 2)))),
    ((5, 8, 10), (), ((15, (0, 1, 2)), (6, (1, 2)), (2, (2,)))),
    ((10, 10, 4), (2,), ((24, (0, 1)),)),
    ((3, 10, 10, 6), (3,), ((12, (0, 1, 2)), (17, (1, 2)))),
    ((2, 50, 20), (1,), ((6, (0, 2)), (66, (2,)))),
    ((0, 4, 4), (0,), ((8, (1, 2)),)),
    ((100, 25, 25, 60), (), ((100, (0, 1, 2, 3)), (70, (0, 3)), (40, (0,)))),
    ((1, 2, 16, 16, 8), (0, 1, 4), ((43, (2, 3)),)),
]


@pytest.mark.parametrize(("committed", "folded", "expected"), SIDE_POTS)
def test_side_pots(committed: tuple[int, ...], folded: tuple[int, ...],
                   expected: tuple[tuple[int, tuple[int, ...]], ...]) -> None:
    flags = tuple(seat in folded for seat in range(len(committed)))
    pots = side_pots(committed, flags)
    assert pots == tuple(Pot(amount, eligible) for amount, eligible in expected)
    assert sum(pot.amount for pot in pots) == sum(committed)


SPLITS = [
    (10, (0, 2), 0, 3, (5, 0, 5)),
    (11, (0, 2), 1, 3, (5, 0, 6)),
    (11, (0, 2), 0, 3, (6, 0, 5)),
    (7, (0, 1, 2), 1, 3, (2, 3, 2)),
    (8, (0, 1, 2), 1, 3, (2, 3, 3)),
    (9, (3,), 1, 4, (0, 0, 0, 9)),
]


@pytest.mark.parametrize(("amount", "winners", "first", "players", "shares"), SPLITS)
def test_split_gives_odd_chips_from_first(amount: int, winners: tuple[int, ...], first: int, players: int,
                                          shares: tuple[int, ...]) -> None:
    assert split(amount, winners, first, players) == shares


def test_award_side_pots_to_the_best_eligible_hand() -> None:
    pots = side_pots((5, 10, 10), (False, False, False))
    strengths = {0: 9, 1: 3, 2: 5}
    won = award(pots, strengths.__getitem__, 0, 3)
    assert won == (15, 0, 10)
    assert net((5, 10, 10), won) == (10, -10, 0)


def test_award_splits_a_tie_and_keeps_every_chip() -> None:
    pots = (Pot(25, (0, 1, 2)),)
    won = award(pots, {0: 1, 1: 7, 2: 7}.__getitem__, 2, 3)
    assert won == (0, 12, 13)


def test_a_betting_round_with_blinds_an_opening_and_a_raise() -> None:
    betting = open_betting(4)
    betting, _ = post(betting, 1, 1, 0, credit=True)
    betting, _ = post(betting, 2, 2, 0, credit=True)
    assert betting.level == 2 and not any(betting.acted)
    betting, paid = bet_to(betting, 3, 4, 0, credit=True)
    assert paid == 4 and betting.raises == 1 and betting.acted == (False, False, False, True)
    betting = fold(betting, 0)
    betting, paid = call(betting, 1, 0, credit=True)
    assert paid == 3 and not round_over(betting)
    betting, _ = bet_to(betting, 2, 8, 0, credit=True)
    assert betting.acted == (False, False, True, False) and to_call(betting, 3) == 4
    assert next_to_act(betting, 2) == 3
    betting, _ = call(betting, 3, 0, credit=True)
    betting, _ = call(betting, 1, 0, credit=True)
    assert round_over(betting) and betting.committed == (0, 8, 8, 8)


def test_a_new_round_keeps_the_level_and_asks_everyone_again() -> None:
    betting = Betting((4, 4), 4, (False, False), (False, False), (True, True), 1)
    betting = new_round(betting)
    assert not round_over(betting)
    betting = check(check(betting, 0), 1)
    assert round_over(betting)


def test_table_stakes_make_a_short_seat_all_in() -> None:
    betting = open_betting(3)
    betting, _ = bet_to(betting, 0, 10, 100, credit=False)
    betting, paid = call(betting, 1, 6, credit=False)
    assert paid == 6 and betting.all_in == (False, True, False) and betting.level == 10
    betting, _ = call(betting, 2, 50, credit=False)
    assert round_over(betting)
    assert next_to_act(betting, 0) == 2
    assert side_pots(betting.committed, betting.folded) == (Pot(18, (0, 1, 2)), Pot(8, (0, 2)))


def test_the_last_seat_in_ends_the_round() -> None:
    betting = fold(fold(open_betting(3), 0), 1)
    assert round_over(betting) and next_to_act(betting, 2) == 2


def test_credit_lets_a_balance_go_negative() -> None:
    assert transfer((0, 0), 0, 1, 16) == (-16, 16)
    betting, paid = call(Betting((0, 16), 16, (False, False), (False, False), (False, True), 1), 0, -5, credit=True)
    assert paid == 16 and not betting.all_in[0]


@pytest.mark.parametrize(
    ("bank_amount", "result", "bank_after", "changed"),
    [(100, 30, 70, 30), (20, 30, 0, 20), (100, -15, 115, -15), (0, 10, 0, 0)],
)
def test_a_bank_pays_only_what_it_holds(bank_amount: int, result: int, bank_after: int, changed: int) -> None:
    bank, balances, moved = settle_punter(Bank(0, bank_amount), (0, 50), 1, result)
    assert bank == Bank(0, bank_after) and moved == changed and balances == (0, 50 + changed)


def test_bank_pays_and_collects() -> None:
    assert bank_pays(Bank(2, 10), 4) == (Bank(2, 6), 4)
    assert bank_collects(Bank(2, 10), 4) == Bank(2, 14)
    with pytest.raises(InvalidState):
        Bank(0, -1)


def test_check_betting_names_the_violation() -> None:
    good = Betting((1, 2), 2, (False, False), (False, False), (False, False))
    check_betting(good, 2)
    with pytest.raises(InvalidState, match="level"):
        check_betting(Betting((1, 2), 3, (False, False), (False, False), (False, False)), 2)
    with pytest.raises(InvalidState, match="negative"):
        check_betting(Betting((-1, 2), 2, (False, False), (False, False), (False, False)), 2)
    with pytest.raises(InvalidState, match="one entry per seat"):
        Betting((1, 2), 2, (False,), (False, False), (False, False))
