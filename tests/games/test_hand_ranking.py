"""The poker hand-ranking mechanic on its own: every category, ties and kickers, the ace-low straight,
wild 2s and five of a kind, openers (poker 6.3, 6.5), 32-card packs."""

from __future__ import annotations

import pytest

from cardgames.games.core.cards import Rank, parse_cards
from cardgames.games.mechanics.hand_ranking import describe, hand_key, has_openers

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
    assert has_openers(parse_cards(hand.split()), Rank.parse(minimum), wild) is opens


@pytest.mark.parametrize(("hand", "described"),
                         [("AS KD QH JC TC", "straight: A"), ("JS TD 9H 8C 7C", "straight: J"),
                          ("AS 7D 8H 9C TC", "high card: A T 9 8 7")])
def test_a_32_card_pack_straights_run_from_ace_to_jack(hand: str, described: str) -> None:
    assert describe(parse_cards(hand.split())) == described
