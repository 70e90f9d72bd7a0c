"""Poker: the spec's TEST SCENARIOS (PO-T1..PO-T5) by id."""

from __future__ import annotations

import pytest

from cardgames.games import poker
from cardgames.games.core.cards import parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.hands import Hand
from cardgames.games.core.values import replace
from cardgames.games.poker import Arrangement, Options, Phase, State, hand_key, position_points

# PO-T1 (the book's letters transliterated): seats A = d+1 (0), B (1), V (2), G (3), D (4), E (5), Zh = the dealer (6)
BOOK_HANDS = {
    2: "8S 5S 8H 2H 8D",
    3: "4S 4H JC 9C 7C",
    4: "AS TS AH TD 3D",
    5: "QS 6D 5D QC 2C",
    6: "AC TC 8C 6C 4C",
}
A_AND_B = {0: "KS QH JD 9S 7D", 1: "KD QD 9D 7S 3C"}


def _book_deal(draws: tuple[str, ...] = ("KH", "3H")) -> ExplicitDeal:
    hands = {**BOOK_HANDS, **A_AND_B}
    used = {card for text in hands.values() for card in parse_cards(text.split())}
    stock = list(parse_cards(draws))
    rest = stock + [card for card in poker.DECK if card not in used and card not in stock]
    return ExplicitDeal(hands=tuple(Hand(tuple(sorted(parse_cards(hands[seat].split()), key=lambda c: c.code)))
                                    for seat in range(7)), rest=tuple(rest))


def _book_game() -> State:
    return poker.new_game(Options(deals=1), 7, seed=1, deals=(_book_deal(),))


def _run(state: State, *moves: str) -> State:
    for text in moves:
        state = poker.apply(state, poker.parse_move(text))
    return state


def _round_one(state: State) -> State:
    """V open, G fold, D raise 8, E fold, Zh raise 16, A fold, B fold, V call, D fold."""
    return _run(state, "open", "fold", "raise:8", "fold", "raise:16", "fold", "fold", "call", "fold")


def test_po_t1_blinds_and_first_word() -> None:
    state = _book_game()
    assert state.dealer == 6 and state.betting.committed == (1, 2, 0, 0, 0, 0, 0)
    assert poker.to_act(state) == 2  # V speaks first
    assert [move.id for move in poker.legal_moves(state)] == ["open", "fold"]


def test_po_t1_round_one_pot_43() -> None:
    state = _round_one(_book_game())
    assert state.phase is Phase.DRAW and sum(state.betting.committed) == 43
    assert state.betting.committed == (1, 2, 16, 0, 8, 0, 16)
    assert poker.to_act(state) == 2  # the draw starts left of the dealer among those still in


def test_po_t1_draw_and_round_two_ladder() -> None:
    state = _run(_round_one(_book_game()), "draw:5S,2H", "stand")
    assert state.drawn[2] == 2 and state.drawn[6] == 0
    assert state.hands[2].cards == tuple(sorted(parse_cards(["8S", "8H", "8D", "KH", "3H"]), key=lambda c: c.code))
    assert state.phase is Phase.BET_SECOND and poker.to_act(state) == 2  # V entered first (PO-5)
    assert [move.id for move in poker.legal_moves(state)] == ["check", "raise:24"]
    state = _run(state, "check", "raise:24")
    assert sum(state.betting.committed) == 51
    assert [move.id for move in poker.legal_moves(state)] == ["call", "raise:32", "fold"]
    with pytest.raises(IllegalMove, match="ladder"):
        poker.apply(state, poker.parse_move("raise:40"))


def test_po_t1_fold_gives_the_dealer_51_unseen() -> None:
    state = _run(_round_one(_book_game()), "draw:5S,2H", "stand", "check", "raise:24", "fold")
    assert state.phase is Phase.OVER
    assert state.last is not None and state.last.won[6] == 51
    assert all(not hand.cards for hand in state.last.shown)  # the winner does not show
    assert poker.score(state).match == (-1, -2, -16, 0, -8, 0, 27)


def test_po_t1_call_and_the_flush_wins_at_the_showdown() -> None:
    state = _run(_round_one(_book_game()), "draw:5S,2H", "stand", "check", "raise:24", "call")
    assert state.phase is Phase.OVER and state.last is not None
    assert state.last.won[6] == 59 and poker.score(state).match[6] == 35
    assert state.last.shown[6].cards and state.last.shown[2].cards and not state.last.shown[4].cards


def test_po_t2_ranking_of_the_book_hands() -> None:
    keys = {seat: hand_key(parse_cards(text.split())) for seat, text in BOOK_HANDS.items()}
    order = sorted(keys, key=keys.__getitem__, reverse=True)
    assert order == [6, 2, 4, 5, 3]  # Zh > V > D > E > G


@pytest.mark.parametrize(
    ("better", "worse"),
    [
        ("AH 5H 4H 3H 2H", "KS QS JS TS 8S"),
        ("AC AD AH 2S 2D", "KC KD KH QS QD"),
        ("AC AD AH AS 3D", "KC KD KH KS QD"),
        ("KC KD 4H 4S 2D", "6C 6D 4C 4D AD"),
        ("AS KH QD JC TC", "KS QH JD TC 9C"),
    ],
)
def test_po_t3_book_comparisons(better: str, worse: str) -> None:
    assert hand_key(parse_cards(better.split())) > hand_key(parse_cards(worse.split()))


def test_po_t3_a5432_is_not_a_straight_by_default() -> None:
    cards = parse_cards(["5C", "4D", "3H", "2S", "AC"])
    assert poker.describe(cards) == "high card: A 5 4 3 2"
    assert poker.describe(cards, ace_low=True) == "straight: 5"


def test_po_t4_freakpot_wild_twos() -> None:
    assert poker.describe(parse_cards(["AC", "AD", "2H", "2S", "5D"]), wild_twos=True) == "four of a kind: A"
    five_queens = hand_key(parse_cards(["QC", "QD", "QH", "2S", "2D"]), wild_twos=True)
    assert poker.describe(parse_cards(["QC", "QD", "QH", "2S", "2D"]), wild_twos=True) == "five of a kind: Q"
    assert five_queens > hand_key(parse_cards(["KS", "QS", "JS", "TS", "9S"]))
    assert five_queens < hand_key(parse_cards(["AS", "KS", "QS", "JS", "TS"]))
    top = hand_key(parse_cards(["QC", "QD", "QH", "2S", "2D"]), wild_twos=True, five_top=True)
    assert top > hand_key(parse_cards(["AS", "KS", "QS", "JS", "TS"]))


def test_po_t5_jackpot_passed_out_pot_15() -> None:
    state = poker.new_game(Options(variant="jackpot", deals=1), 5, seed=3, deals=(_no_openers_deal(),))
    assert state.betting.committed == (2,) * 5 and poker.to_act(state) == 0
    for _ in range(5):
        assert [move.id for move in poker.legal_moves(state)] == ["check"]
        state = poker.apply(state, poker.Check())
    assert state.deal == 2 and state.carried == 1 and state.dealer == 0
    assert sum(state.betting.committed) == 15 and state.phase is Phase.BET_FIRST


def _no_openers_deal() -> ExplicitDeal:
    hands = ["2C 4D 6H 8S TC", "3C 5D 7H 9S JD", "2D 4H 6S 8C QH", "3D 5H 7S 9C KS", "2H 4S 7C 9D AS"]
    return ExplicitDeal(hands=tuple(Hand(tuple(sorted(parse_cards(h.split()), key=lambda c: c.code)))
                                    for h in hands),
                        rest=tuple(card for card in poker.DECK
                                   if card not in {c for h in hands for c in parse_cards(h.split())}))


# PO-T6 (quintet): rows of five hands per seat, position 1 first; the seven cards left over are put aside.
QUINTET_ROWS = {
    0: ("AS AH AD KS KH", "7S 8S 9D JD QD", "TS TH TD 9S 9H", "AC KD QS JS TC", "7C 7D 7H 8C 8H"),
    1: ("QS QH QD JS JH", "AS AH KS KH 7S", "9S 9H 9D 8S 8H", "AC KD QC JD TC", "7C 7D TD TH 8C"),
}


def quintet_rows_state(rows: dict[int, tuple[str, ...]] = QUINTET_ROWS) -> State:
    """A fresh quintet game whose packs leave each seat exactly the cards of its ``rows``."""
    state = poker.new_game(Options(variant="quintet"), 2, seed=1)
    arrangements = []
    for seat in (0, 1):
        kept = sorted((card for hand in rows[seat] for card in parse_cards(hand.split())), key=lambda c: c.code)
        aside = tuple(card for card in poker.QUINTET_DECK if card not in kept)
        arrangements.append(Arrangement(Hand(aside).cards, tuple(kept), (Hand(),) * 5))
    return replace(state, arrangements=tuple(arrangements))


def arrange(state: State, seat: int, rows: tuple[str, ...]) -> State:
    assert poker.to_act(state) == seat
    for position, hand in enumerate(rows, start=1):
        for card in hand.split():
            state = poker.apply(state, poker.parse_move(f"put:{card}:{position}"))
    return poker.apply(state, poker.parse_move("commit"))


def test_po_t6_quintet_positions_1_3_5_against_2_and_a_tie_at_4() -> None:
    state = quintet_rows_state()
    poker.check_state(state)
    state = arrange(arrange(state, 0, QUINTET_ROWS[0]), 1, QUINTET_ROWS[1])
    assert state.phase is Phase.OVER and state.sheet is not None
    assert state.sheet.rows[-1].points == (15, 4)  # 3 + 5 + 7 against 4; the tie at 4 scores nothing
    assert poker.score(state).match == (15, 4) and poker.score(state).places == (1, 2)
    assert state.last is not None and len(state.last.shown) == 10 and state.last.won == (15, 4)


@pytest.mark.parametrize(("position", "points"), [(1, 3), (2, 4), (3, 5), (4, 6), (5, 7)])
def test_po_t6_each_position_is_worth_its_table_value(position: int, points: int) -> None:
    low, high = Hand(parse_cards(["7S", "8S", "9D", "JD", "QD"])), Hand(parse_cards(["AS", "AH", "KS", "KH", "7S"]))
    first = [low] * 5
    second = [high if index == position - 1 else low for index in range(5)]
    assert position_points(first, second) == (0, points)
    assert position_points(second, first) == (points, 0)


def test_po_t6_position_points_of_the_scenario_rows() -> None:
    rows = [[Hand(Hand(parse_cards(hand.split())).adding(()).cards) for hand in QUINTET_ROWS[seat]] for seat in (0, 1)]
    assert position_points(rows[0], rows[1]) == (15, 4)
