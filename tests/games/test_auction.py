"""Bridge-style auction mechanics: ladder, pass/double/redouble legality (BRG-8), end, declarer."""

from __future__ import annotations

import re

import pytest

from cardgames.games.core.cards import Suit
from cardgames.games.core.errors import IllegalMove, InvalidMove
from cardgames.games.mechanics.auction import (
    BID_CALLS,
    DOUBLE,
    LADDER,
    PASS,
    REDOUBLE,
    Bid,
    Call,
    CallKind,
    Contract,
    Doubling,
    Strain,
    bid_call,
    caller,
    check_call,
    check_calls,
    final_contract,
    is_finished,
    is_passed_out,
    legal_calls,
)


def calls(text: str) -> tuple[Call, ...]:
    """'1H 2C p x xx' -> calls."""
    words = {"p": PASS, "x": DOUBLE, "xx": REDOUBLE}
    return tuple(words[word] if word in words else bid_call(word) for word in text.split())


def test_ladder_has_35_bids_in_order() -> None:
    assert len(LADDER) == 35
    assert [str(bid) for bid in LADDER[:6]] == ["1C", "1D", "1H", "1S", "1NT", "2C"]
    assert str(LADDER[-1]) == "7NT"
    assert all(bid.index == index for index, bid in enumerate(LADDER))
    assert Strain.CLUBS < Strain.DIAMONDS < Strain.HEARTS < Strain.SPADES < Strain.NO_TRUMP


def test_bid_values() -> None:
    assert Bid.parse("7NT").tricks_needed == 13
    assert Bid.parse("1H").tricks_needed == 7
    assert Bid.parse("4h").label == "4 Hearts"
    assert Bid.parse("3N") == Bid(3, Strain.NO_TRUMP)
    assert Strain.HEARTS.suit is Suit.HEARTS and Strain.NO_TRUMP.suit is None


@pytest.mark.parametrize("text", ["8C", "0H", "4X", "", "H4", "4"])
def test_bad_bids(text: str) -> None:
    with pytest.raises(ValueError):
        Bid.parse(text)


@pytest.mark.parametrize(
    ("text", "kind", "label"),
    [
        ("pass", CallKind.PASS, "Pass"),
        ("double", CallKind.DOUBLE, "Double"),
        ("redouble", CallKind.REDOUBLE, "Redouble"),
        ("bid:3NT", CallKind.BID, "3 No Trump"),
        ("bid:4H", CallKind.BID, "4 Hearts"),
    ],
)
def test_call_ids_round_trip(text: str, kind: CallKind, label: str) -> None:
    call = Call.parse(text)
    assert call.kind is kind and call.id == text and call.label == label


@pytest.mark.parametrize("text", ["bid:9H", "bid", "raise", "bid:4Q", "play:TH"])
def test_call_parse_rejects(text: str) -> None:
    with pytest.raises(InvalidMove):
        Call.parse(text)


def test_opening_calls() -> None:
    legal = legal_calls(())
    assert legal[0] == PASS
    assert legal[1:] == BID_CALLS
    assert DOUBLE not in legal and REDOUBLE not in legal


def test_bid_must_be_higher() -> None:
    history = calls("1S")
    legal = legal_calls(history)
    assert bid_call("1NT") in legal and bid_call("2C") in legal
    for low in ("1C", "1D", "1H", "1S"):
        assert bid_call(low) not in legal
        with pytest.raises(IllegalMove):
            check_call(history, bid_call(low))


def test_pass_then_bid_again_is_legal() -> None:
    history = calls("p 1C p p")
    assert not is_finished(history)
    check_call(history, bid_call("2C"))  # the dealer passed first and may bid now


def test_double_only_opponents_last_bid() -> None:
    assert DOUBLE in legal_calls(calls("1H"))  # LHO doubles opener
    assert DOUBLE not in legal_calls(calls("1H p"))  # partner may not double
    assert DOUBLE in legal_calls(calls("1H p p"))  # RHO after two passes
    with pytest.raises(IllegalMove, match="BRG-8"):
        check_call(calls("1H p"), DOUBLE)
    with pytest.raises(IllegalMove, match="BRG-8"):
        check_call(calls("1H x"), DOUBLE)
    with pytest.raises(IllegalMove, match="BRG-8"):
        check_call((), DOUBLE)


def test_redouble_only_after_opponents_double() -> None:
    assert REDOUBLE in legal_calls(calls("1H x"))  # the opener's partner
    assert REDOUBLE in legal_calls(calls("1H x p p"))  # opener after two passes
    assert REDOUBLE not in legal_calls(calls("1H x p"))  # doubler's partner
    assert REDOUBLE not in legal_calls(calls("1H"))
    with pytest.raises(IllegalMove, match="BRG-8"):
        check_call(calls("1H x xx"), REDOUBLE)
    with pytest.raises(IllegalMove, match="BRG-8"):
        check_call(calls("1H x xx p"), DOUBLE)


def test_new_bid_cancels_double() -> None:
    history = calls("1H x 2C p p p")
    contract = final_contract(history, dealer=0)
    assert contract == Contract(Bid(2, Strain.CLUBS), Doubling.UNDOUBLED, 2)
    assert DOUBLE in legal_calls(calls("1H x 2C"))


@pytest.mark.parametrize(
    ("text", "finished", "passed_out"),
    [
        ("p p p", False, False),
        ("p p p p", True, True),
        ("1C p p", False, False),
        ("1C p p p", True, False),
        ("p 1C p p p", True, False),
        ("1C x p p", False, False),
        ("1C x p p p", True, False),
    ],
)
def test_end_of_auction(text: str, finished: bool, passed_out: bool) -> None:
    history = calls(text)
    assert is_finished(history) is finished
    assert is_passed_out(history) is passed_out
    if finished:
        assert legal_calls(history) == ()
        with pytest.raises(IllegalMove):
            check_call(history, PASS)


def test_passed_out_has_no_contract() -> None:
    assert final_contract(calls("p p p p"), dealer=2) is None


@pytest.mark.parametrize(
    ("dealer", "text", "contract"),
    [
        (0, "1H 2C 2H p 4H p p x p p p", "4HX by 0"),
        (0, "1C p 1H p 2H p p p", "2H by 2"),  # S named hearts first
        (1, "1S p 2C p 2S p p p", "2S by 1"),  # dealer E opened spades: E declares though W bid last
        (3, "p 1NT x xx p p p", "1NTXX by 0"),
        (0, "1D 1H 2D 2H 3D p p p", "3D by 0"),
        (2, "1C 1H p 2H p p p", "2H by 3"),
    ],
)
def test_declarer_rule(dealer: int, text: str, contract: str) -> None:
    result = final_contract(calls(text), dealer)
    assert result is not None
    assert f"{result} by {result.declarer}" == contract


def test_contract_side_and_doubling_factor() -> None:
    contract = Contract(Bid(4, Strain.HEARTS), Doubling.DOUBLED, 3)
    assert contract.side == 1 and str(contract) == "4HX"
    assert [d.factor for d in Doubling] == [1, 2, 4]


def test_caller_rotates_from_dealer() -> None:
    assert caller((), 2) == 2
    assert caller(calls("p 1C"), 3) == 1


def test_check_call_agrees_with_legal_calls() -> None:
    all_calls = (PASS, DOUBLE, REDOUBLE, *BID_CALLS)
    for text in ("", "1H", "1H x", "1H x xx", "p p 7NT", "1C p p x", "7NT x xx"):
        history = calls(text)
        legal = set(legal_calls(history))
        for call in all_calls:
            try:
                check_call(history, call)
                ok = True
            except IllegalMove:
                ok = False
            assert ok is (call in legal), (text, call.id)


@pytest.mark.parametrize(
    "text",
    ["", "1H", "1H x xx", "p 1C p p p", "1H 2C 2H p 4H p p x p p p", "p p p p", "1C x xx p p p", "1C x 2C x xx p p p"],
)
def test_check_calls_accepts_every_legal_auction(text: str) -> None:
    check_calls(calls(text))


@pytest.mark.parametrize(
    ("text", "index"),
    [("x", 1), ("1H 1C", 2), ("1H p x", 3), ("1H x x", 3), ("1H xx", 2), ("p p p p p", 5), ("1C p p p 2C", 5),
     ("1S 1S", 2), ("1H x p xx", 4)],
)
def test_check_calls_names_the_first_illegal_call(text: str, index: int) -> None:
    with pytest.raises(IllegalMove, match=f"^call {index} "):
        check_calls(calls(text))


def test_check_calls_agrees_with_check_call_on_random_auctions() -> None:
    import random

    rnd = random.Random(5)
    everything = (PASS, DOUBLE, REDOUBLE, *BID_CALLS)
    for _ in range(300):
        history: list[Call] = []
        for _ in range(rnd.randrange(1, 12)):
            pool = everything if rnd.random() < 0.3 else legal_calls(history) or (PASS,)
            history.append(rnd.choice(pool))
        first_bad = None
        for index in range(len(history)):
            try:
                check_call(history[:index], history[index])
            except IllegalMove:
                first_bad = index + 1
                break
        if first_bad is None:
            check_calls(history)
        else:
            with pytest.raises(IllegalMove, match=f"^call {first_bad} "):
                check_calls(history)


@pytest.mark.parametrize(
    ("build", "words"),
    [
        (lambda: Bid(8, Strain.NO_TRUMP), "level must be 1..7"),
        (lambda: Bid(0, Strain.CLUBS), "level must be 1..7"),
        (lambda: Bid(True, Strain.CLUBS), "level must be 1..7"),
        (lambda: Bid(3, 0), "strain"),
        (lambda: Call(CallKind.BID), "needs a bid"),
        (lambda: Call(CallKind.PASS, Bid(1, Strain.CLUBS)), "a pass has no bid"),
        (lambda: Call(CallKind.REDOUBLE, Bid(1, Strain.CLUBS)), "a redouble has no bid"),
        (lambda: Call(7), "call kind"),
    ],
)
def test_bids_and_calls_off_the_ladder_are_malformed(build: object, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        build()  # type: ignore[operator]


def test_call_ids_use_the_grammar_pattern() -> None:
    assert re.fullmatch(Call.ID_PATTERN, "bid:4H") and re.fullmatch(Call.ID_PATTERN, "pass")
    assert all(Call.parse(call.id) is call for call in (PASS, DOUBLE, REDOUBLE, *BID_CALLS))
