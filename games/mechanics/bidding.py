"""The ascending auction of preferans, thousand and business: bid higher or pass; a pass drops out.

A game keeps its own ladder of bids (contracts, point values, (count, suit) pairs) and
gives this mechanic only their positions on it, lowest 0: "higher" means a larger index.

* Seats bid in ``order`` (usually clockwise from the dealer's left), round after round,
  skipping those who passed: a pass is final.
* A bid must be higher than the highest so far, by at least ``min_raise`` steps; with
  ``equal_for_senior`` a seat earlier in ``order`` than the holder may also *hold* the
  same bid (preferans' elder hand saying "here"), which makes it the holder; with
  ``equal_for_first_bidder`` the seat that made the auction's first bid may hold the current
  bid of another seat at the same level (old preferans' "мой").
* The auction ends when one seat is left after a bid was made (it wins the highest bid), or
  when everybody passed without a bid (no winner: the game decides, e.g. all-pass).
"""

from __future__ import annotations

from cardgames.games.core.errors import IllegalMove, InvalidState
from cardgames.games.core.values import value

NO_BID = -1


@value
class AuctionCall:
    """One call: ``seat`` bid ladder position ``bid`` (``NO_BID`` for a pass)."""

    seat: int
    bid: int = NO_BID

    @property
    def passed(self) -> bool:
        return self.bid == NO_BID


@value
class Auction:
    """An ascending auction in progress (see the module docstring)."""

    order: tuple[int, ...]
    calls: tuple[AuctionCall, ...] = ()
    min_raise: int = 1
    equal_for_senior: bool = False
    equal_for_first_bidder: bool = False

    @property
    def out(self) -> frozenset[int]:
        """Seats that passed."""
        return frozenset(call.seat for call in self.calls if call.passed)

    @property
    def high(self) -> AuctionCall | None:
        """The call that holds the auction (the last bid), or None before any bid."""
        for call in reversed(self.calls):
            if not call.passed:
                return call
        return None

    @property
    def in_play(self) -> tuple[int, ...]:
        """Seats still bidding, in bidding order."""
        out = self.out
        return tuple(seat for seat in self.order if seat not in out)

    @property
    def finished(self) -> bool:
        left = self.in_play
        return not left or (len(left) == 1 and self.high is not None and self.high.seat == left[0])

    @property
    def winner(self) -> AuctionCall | None:
        """The winning call once the auction is over (None: everybody passed, or not over yet)."""
        return self.high if self.finished else None

    @property
    def to_bid(self) -> int | None:
        """The seat that calls next (None once the auction is over)."""
        if self.finished:
            return None
        if not self.calls:
            return self.order[0]
        out = self.out
        start = self.order.index(self.calls[-1].seat)
        for step in range(1, len(self.order) + 1):
            seat = self.order[(start + step) % len(self.order)]
            if seat not in out:
                return seat
        return None

    @property
    def first_bidder(self) -> int | None:
        """The seat that made the auction's first bid (None before any bid)."""
        for call in self.calls:
            if not call.passed:
                return call.seat
        return None

    def lowest_bid(self, seat: int) -> int:
        """The lowest ladder position ``seat`` may bid now."""
        high = self.high
        if high is None:
            return 0
        senior = self.equal_for_senior and self.order.index(seat) < self.order.index(high.seat)
        first = self.equal_for_first_bidder and high.seat != seat and self.first_bidder == seat
        return high.bid if senior or first else high.bid + self.min_raise

    def legal_bids(self, ladder_size: int) -> range:
        """Ladder positions the seat to call may bid (a pass is always legal too)."""
        seat = self.to_bid
        if seat is None:
            return range(0)
        return range(self.lowest_bid(seat), ladder_size)

    def call(self, bid: int = NO_BID) -> Auction:
        """The auction after the seat to call bids ``bid`` (or passes with ``NO_BID``)."""
        seat = self.to_bid
        if seat is None:
            raise IllegalMove("the auction is over", rule="auction")
        if bid != NO_BID and bid < self.lowest_bid(seat):
            raise IllegalMove(f"a bid must be at least ladder step {self.lowest_bid(seat)}", rule="auction")
        return Auction(self.order, (*self.calls, AuctionCall(seat, bid)), self.min_raise, self.equal_for_senior,
                       self.equal_for_first_bidder)

    def check(self, ladder_size: int, field: str = "auction") -> None:
        """Raise InvalidState unless replaying the calls from an empty auction gives this one."""
        if len(set(self.order)) != len(self.order) or self.min_raise < 1:
            raise InvalidState("an auction needs distinct seats and a positive raise", field=field)
        replayed = Auction(self.order, (), self.min_raise, self.equal_for_senior, self.equal_for_first_bidder)
        for index, call in enumerate(self.calls):
            if call.seat != replayed.to_bid or not NO_BID <= call.bid < ladder_size:
                raise InvalidState(f"{field}.calls[{index}] is out of turn or off the ladder", field=field)
            try:
                replayed = replayed.call(call.bid)
            except IllegalMove as error:
                raise InvalidState(f"{field}.calls[{index}]: {error}", field=field) from None


__all__ = ["NO_BID", "Auction", "AuctionCall"]
