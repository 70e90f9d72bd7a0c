"""Poker's rules: the hand-ranking table, the ladder, the betting rounds, the draw, table stakes and side
pots, hidden information and bad input."""

from __future__ import annotations

import pytest

from cardgames.games import poker
from cardgames.games.core.cards import parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.errors import IllegalMove, InvalidState
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import Drbg
from cardgames.games.core.values import replace
from cardgames.games.mechanics.betting import Pot
from cardgames.games.mechanics.match import ScoreSheet, SheetRow
from cardgames.games.poker import Options, Phase, State, describe, hand_key, has_openers, next_level

# hand, its description (book ranking: no ace-low straight)
RANKING = [
    ("AS KS QS JS TS", "royal flush"),
    ("9H 8H 7H 6H 5H", "straight flush: 9"),
    ("6D 5D 4D 3D 2D", "straight flush: 6"),
    ("AD 5D 4D 3D 2D", "flush: A 5 4 3 2"),
    ("QC QD QH QS 3C", "four of a kind: Q"),
    ("8C 8D 8H 3S 3C", "full house: 8 3"),
    ("KH TH 7H 4H 2H", "flush: K T 7 4 2"),
    ("AS KD QH JC TC", "straight: A"),
    ("6S 5D 4H 3C 2C", "straight: 6"),
    ("5C 4D 3H 2S AC", "high card: A 5 4 3 2"),
    ("7C 7D 7H KS 2C", "three of a kind: 7 K 2"),
    ("JC JD 4H 4S AC", "two pairs: J 4 A"),
    ("TC TD 9H 5S 2C", "one pair: T 9 5 2"),
    ("AC JD 9H 5S 3C", "high card: A J 9 5 3"),
]


@pytest.mark.parametrize(("hand", "described"), RANKING)
def test_hand_ranking_table(hand: str, described: str) -> None:
    assert describe(parse_cards(hand.split())) == described


# better hand, worse hand, or equal (a tie: suits never count, PO-2)
COMPARISONS = [
    ("AS KS QS JS TS", "AH KH QH JH TH", "tie"),
    ("AS KS QS JS TS", "KH QH JH TH 9H", "better"),
    ("9H 8H 7H 6H 5H", "AC AD AH AS KC", "better"),
    ("2C 2D 2H 2S 3C", "AC AD AH KS KC", "better"),
    ("QC QD QH QS 3C", "QC QD QH QS AC", "tie"),  # the fifth card of four of a kind does not count
    ("8C 8D 8H 3S 3C", "7C 7D 7H AS AC", "better"),
    ("AD 5D 4D 3D 2D", "KS QS JS TS 8S", "better"),
    ("KH TH 7H 4H 3H", "KS TS 7S 4S 2S", "better"),
    ("AS KD QH JC TC", "KS QD JH TC 9C", "better"),
    ("7C 7D 7H KS 3C", "7C 7D 7H KS 2C", "better"),
    ("JC JD 4H 4S AC", "JC JD 4H 4S KC", "better"),
    ("KC KD 4H 4S 2C", "QC QD JH JS AC", "better"),
    ("TC TD AH 5S 2C", "TC TD KH QS JC", "better"),
    ("TC TD 9H 5S 3C", "TH TS 9C 5D 2D", "better"),
    ("AC JD 9H 5S 3C", "AD JC 9S 5H 3D", "tie"),
    ("AC JD 9H 5S 3C", "AD JC 9S 5H 2D", "better"),
]


@pytest.mark.parametrize(("first", "second", "relation"), COMPARISONS)
def test_hand_comparisons(first: str, second: str, relation: str) -> None:
    one, two = hand_key(parse_cards(first.split())), hand_key(parse_cards(second.split()))
    assert (one == two) if relation == "tie" else (one > two)


def test_ace_low_straight_option() -> None:
    wheel = hand_key(parse_cards(["5C", "4D", "3H", "2S", "AC"]), ace_low=True)
    assert wheel < hand_key(parse_cards(["6S", "5D", "4H", "3C", "2C"]), ace_low=True)
    assert wheel > hand_key(parse_cards(["AC", "AD", "KH", "QS", "JC"]), ace_low=True)
    assert describe(parse_cards(["5D", "4D", "3D", "2D", "AD"]), ace_low=True) == "straight flush: 5"


@pytest.mark.parametrize(
    ("hand", "described"),
    [("2C 2D 2H 2S AC", "royal flush"), ("2C 2D 2H KS KC", "five of a kind: K"), ("KH QH 2H 2S TH", "royal flush"),
     ("9C 2D 7C 6C 5C", "straight flush: 9"), ("3C 3D 2H 8S 9C", "three of a kind: 3 9 8"),
     ("AC KD 2H 8S 9C", "one pair: A K 9 8")],
)
def test_freakpot_wilds(hand: str, described: str) -> None:
    assert describe(parse_cards(hand.split()), wild_twos=True) == described


@pytest.mark.parametrize(
    ("hand", "minimum", "wild", "opens"),
    [("JC JD 4H 5S 9C", "J", False, True), ("TC TD 4H 5S 9C", "J", False, False),
     ("4C 4D 3H 3S 9C", "J", False, True), ("KC KD 4H 5S 9C", "A", False, False),
     ("AC AD 4H 5S 9C", "A", False, True), ("JC 2D 4H 5S 9C", "J", True, True),
     ("TC 2D 4H 5S 9C", "J", True, False)],
)
def test_openers(hand: str, minimum: str, wild: bool, opens: bool) -> None:
    from cardgames.games.core.cards import Rank
    assert has_openers(parse_cards(hand.split()), Rank.parse(minimum), wild) is opens


@pytest.mark.parametrize(("level", "floor", "following"),
                         [(0, 0, 4), (2, 0, 4), (4, 0, 8), (8, 0, 16), (16, 0, 24), (24, 0, 32), (40, 0, 48),
                          (9, 0, 16), (2, 2, 6), (6, 2, 10), (18, 2, 26)])
def test_the_ladder(level: int, floor: int, following: int) -> None:
    assert next_level(level, floor) == following


def _deal(hands: dict[int, str], players: int, stock: str = "") -> ExplicitDeal:
    used = {card for text in hands.values() for card in parse_cards(text.split())}
    front = list(parse_cards(stock.split())) if stock else []
    spare = [card for card in poker.DECK if card not in used and card not in front]
    filled = {}
    for seat in range(players):
        if seat in hands:
            filled[seat] = parse_cards(hands[seat].split())
        else:
            filled[seat], spare = tuple(spare[:5]), spare[5:]
    return ExplicitDeal(hands=tuple(Hand(tuple(sorted(filled[s], key=lambda c: c.code))) for s in range(players)),
                        rest=tuple(front + spare))


def _run(state: State, *moves: str) -> State:
    for text in moves:
        state = poker.apply(state, poker.parse_move(text))
    return state


def test_two_players_the_non_dealer_antes_and_speaks_first() -> None:
    state = poker.new_game(Options(), 2, seed=1, deals=(_deal({}, 2),))
    assert state.dealer == 1 and state.betting.committed == (1, 2) and poker.to_act(state) == 0


def test_everyone_folds_to_the_straddle_who_takes_the_ante() -> None:
    state = poker.new_game(Options(), 4, seed=1, deals=(_deal({}, 4),))
    state = _run(state, "fold", "fold", "fold")
    assert poker.score(state).deal == (-1, 1, 0, 0)


def test_table_stakes_side_pot() -> None:
    hands = {0: "AC AD AH 5S 6C", 1: "KC KD KH 5D 6D", 2: "QC QD QH 5H 6H"}
    options = Options(stake=10, deals=3)
    state = poker.new_game(options, 3, seed=1, deals=(_deal(hands, 3),))
    # seat 0 (ante 1) and seat 1 (straddle 2); seat 2 speaks first
    state = _run(state, "open", "raise:8", "call", "call", "stand", "stand", "stand")
    assert state.betting.committed == (8, 8, 8) and state.phase is Phase.BET_SECOND
    assert [move.id for move in poker.legal_moves(state)] == ["check"]  # 2 chips left: no rung reachable
    state = _run(state, "check", "check", "check")
    assert state.sheet is not None and state.sheet.rows[0].points == (16, -8, -8)
    assert poker.view(state, 0).balances == (26, 2, 2)


def test_all_in_short_stack_wins_only_the_main_pot() -> None:
    hands = {0: "AC AD AH 5S 6C", 1: "KC KD KH 5D 6D", 2: "QC QD QH 5H 6H"}
    state = poker.new_game(Options(stake=10, deals=2), 3, seed=1, deals=(_deal(hands, 3),))
    earlier = ScoreSheet(("seat 0", "seat 1", "seat 2")).adding(SheetRow(1, "an earlier deal", (-5, 3, 2)))
    state = replace(state, deal=2, sheet=earlier)  # balances 5, 13, 12
    poker.check_state(state)
    state = _run(state, "open", "call", "raise:8", "call", "call")
    assert state.betting.all_in == (True, False, False) and state.betting.committed == (5, 8, 8)
    assert poker.view(state, None).pots == (Pot(15, (0, 1, 2)), Pot(6, (1, 2)))
    state = _run(state, "stand", "stand", "stand", "check", "check")
    assert state.last is not None and state.last.won == (15, 6, 0)
    assert state.sheet is not None and state.sheet.rows[-1].points == (10, -2, -8)


def test_draw_reshuffles_a_short_stock() -> None:
    state = poker.new_game(Options(), 7, seed=5)
    while state.phase is Phase.BET_FIRST:
        moves = poker.legal_moves(state)
        state = poker.apply(state, next((m for m in moves if m.id in ("call", "open")), moves[0]))
    assert state.phase is Phase.DRAW
    while state.phase is Phase.DRAW:
        state = poker.apply(state, poker.legal_moves(state)[-1])  # discard all five
    poker.check_state(state)
    assert all(count == 5 for seat, count in enumerate(state.drawn) if not state.betting.folded[seat])


def test_jackpot_without_openers_only_checks_and_a_late_caller_may_come_in() -> None:
    hands = {0: "2C 4D 6H 8S TC", 1: "JC JD 6S 8C QH", 2: "3D 5H 7S 9C KS"}
    state = poker.new_game(Options(variant="jackpot"), 3, seed=1, deals=(_deal(hands, 3),))
    assert [m.id for m in poker.legal_moves(state)] == ["check"]
    state = _run(state, "check")
    assert [m.id for m in poker.legal_moves(state)] == ["open", "check"]
    state = _run(state, "open")
    assert state.betting.committed == (2, 6, 2)
    assert [m.id for m in poker.legal_moves(state)] == ["call", "raise:10", "fold"]
    state = _run(state, "fold", "call")  # seat 0 declined before and now calls
    assert state.phase is Phase.DRAW


def test_illegal_moves_name_the_rule() -> None:
    state = poker.new_game(Options(), 4, seed=2)
    with pytest.raises(IllegalMove, match=r"6\.4"):
        poker.apply(state, poker.parse_move("check"))
    with pytest.raises(IllegalMove, match="ladder"):
        poker.apply(state, poker.parse_move("raise:8"))


def test_views_hide_other_hands_and_discards() -> None:
    state = poker.new_game(Options(), 3, seed=4)
    view = poker.view(state, 1)
    assert view.hand == state.hands[1].cards and view.hand_sizes == (5, 5, 5)
    assert poker.view(state, None).hand == ()
    other = poker.redeal_unseen(state, 1, Drbg(3))
    assert poker.view(other, 1) == view and other.hands[1] == state.hands[1]


def test_bad_states_are_invalid() -> None:
    state = poker.new_game(Options(), 3, seed=4)
    with pytest.raises(InvalidState, match=r"duplicate|missing|card"):
        poker.check_state(replace(state, stock=state.stock[1:]))
    with pytest.raises(InvalidState, match="level"):
        poker.check_state(replace(state, betting=replace(state.betting, level=99)))
    betting = replace(state.betting, all_in=tuple(seat == state.actor for seat in range(3)))
    with pytest.raises(InvalidState, match="nothing to decide"):
        poker.check_state(replace(state, betting=betting))
    with pytest.raises(InvalidState, match="sheet"):
        poker.check_state(replace(state, deal=2))
