"""games.mechanics.bidding: the ascending auction (bid higher or pass; a pass is final; the last bidder wins)."""

from __future__ import annotations

import pytest

from cardgames.games.core.errors import IllegalMove, InvalidState
from cardgames.games.mechanics.bidding import NO_BID, Auction, AuctionCall


def run(auction: Auction, *bids: int) -> Auction:
    for bid in bids:
        auction = auction.call(bid)
    return auction


def test_seats_bid_in_order_and_a_pass_is_final() -> None:
    auction = run(Auction((1, 2, 0)), 0, 1, NO_BID)  # 1 bids, 2 overbids, 0 passes
    assert auction.in_play == (1, 2) and auction.to_bid == 1
    auction = run(auction, 2)  # 1 overbids; 0 is skipped from now on
    assert auction.to_bid == 2 and auction.high == AuctionCall(1, 2)
    auction = run(auction, NO_BID)
    assert auction.finished and auction.winner == AuctionCall(1, 2) and auction.to_bid is None


def test_everybody_passing_has_no_winner() -> None:
    auction = run(Auction((0, 1, 2)), NO_BID, NO_BID, NO_BID)
    assert auction.finished and auction.winner is None and auction.high is None


def test_the_last_seat_left_must_still_bid_if_nobody_did() -> None:
    auction = run(Auction((0, 1, 2)), NO_BID, NO_BID)
    assert not auction.finished and auction.to_bid == 2  # may bid or pass: nobody has bid yet
    assert run(auction, 3).winner == AuctionCall(2, 3)


@pytest.mark.parametrize(
    ("min_raise", "equal_for_senior", "bids", "seat", "lowest"),
    [
        (1, False, (4,), 2, 5),
        (2, False, (4,), 2, 6),  # thousand-like steps: at least two ladder steps higher
        (1, True, (4,), 0, 5),  # seat 1 bid; seat 2 (junior) must go higher ...
        (1, True, (4, 5), 1, 5),  # ... but seat 1, senior to seat 2, may hold the same bid
    ],
)
def test_lowest_bid(min_raise: int, equal_for_senior: bool, bids: tuple[int, ...], seat: int, lowest: int) -> None:
    auction = run(Auction((1, 2, 0), min_raise=min_raise, equal_for_senior=equal_for_senior), *bids)
    assert auction.lowest_bid(seat) == lowest


def test_holding_an_equal_bid_makes_the_senior_the_holder() -> None:
    auction = run(Auction((0, 1, 2), equal_for_senior=True), 3, 4, NO_BID, 4)  # 0 holds 1's bid of 4
    assert auction.high == AuctionCall(0, 4) and auction.to_bid == 1


def test_a_low_bid_and_a_bid_after_the_end_are_illegal() -> None:
    auction = run(Auction((0, 1)), 3)
    with pytest.raises(IllegalMove):
        auction.call(3)
    with pytest.raises(IllegalMove):
        run(auction, NO_BID).call(5)
    assert list(auction.legal_bids(6)) == [4, 5]


def test_check_replays_the_calls() -> None:
    auction = run(Auction((0, 1, 2)), 1, 2)
    auction.check(10)
    for bad in (
        Auction((0, 1, 2), (AuctionCall(1, 1),)),  # out of turn
        Auction((0, 1, 2), (AuctionCall(0, 5), AuctionCall(1, 4))),  # not higher
        Auction((0, 1, 2), (AuctionCall(0, 12),)),  # off the ladder
        Auction((0, 0, 2)),  # a seat twice
    ):
        with pytest.raises(InvalidState):
            bad.check(10)


def test_the_first_bidder_may_hold_another_seats_bid() -> None:
    """Old preferans' "мой": only the seat that bid first may take over the current bid at its level."""
    auction = run(Auction((1, 2, 0), equal_for_first_bidder=True), 0, 1, NO_BID)  # 1 bids 0, 2 bids 1, 0 passes
    assert auction.first_bidder == 1 and auction.lowest_bid(1) == 1
    auction = run(auction, 1)  # 1 holds 2's bid
    assert auction.high == AuctionCall(1, 1) and auction.to_bid == 2 and auction.lowest_bid(2) == 2
    auction = run(auction, 2)
    assert auction.lowest_bid(1) == 2  # and again, at any later point
    with pytest.raises(IllegalMove):
        run(Auction((1, 2, 0), equal_for_first_bidder=True), 0, 0)  # 2 did not bid first
    auction.check(10)
