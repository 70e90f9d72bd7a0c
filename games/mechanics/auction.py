"""Bridge-style auctions: a ladder of bids with pass, double and redouble (bridge spec §5.4, BRG-8).

* A :class:`Bid` is ``level`` (1..7) and :class:`Strain` (C < D < H < S < NT);
  the ladder ``1C 1D 1H 1S 1NT 2C ... 7NT`` has 35 bids, ordered by
  :attr:`Bid.index`.
* A :class:`Call` is a pass, a bid, a double or a redouble.  Calls go
  clockwise from the dealer; call ``i`` is made by ``(dealer + i) % players``
  and partners sit opposite, so two calls are by opponents iff their indices
  differ by an odd number.
* Legality: a bid must be higher than the last bid; a double needs the last
  non-pass call to be an opponent's bid; a redouble needs it to be an
  opponent's double (BRG-8).  A pass is always legal and a player who passed
  may bid later.
* The auction ends when a call is followed by three passes; four passes at
  the start pass the deal out (BRG-4).  The contract is the last bid with the
  doubling in force; the declarer is the first player of the contracting side
  to have named the contract's strain.

Functions take the whole call sequence: auctions are short, and a stateless
engine keeps only the calls.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import ClassVar

from cardgames.games.core.cards import Suit
from cardgames.games.core.errors import IllegalMove, InvalidMove
from cardgames.games.core.notation import GameMove
from cardgames.games.core.values import value

MAX_LEVEL = 7


class Strain(IntEnum):
    """Trump suit or no trump, in ladder order."""

    CLUBS = 1
    DIAMONDS = 2
    HEARTS = 3
    SPADES = 4
    NO_TRUMP = 5

    @property
    def letter(self) -> str:
        return _STRAIN_LETTERS[self - 1]

    @property
    def title(self) -> str:
        return _STRAIN_TITLES[self - 1]

    @property
    def suit(self) -> Suit | None:
        """The trump suit, None at no trump."""
        return None if self is Strain.NO_TRUMP else Suit(self - 1)

    @classmethod
    def parse(cls, text: str) -> Strain:
        key = text.strip().upper()
        if key in ("N", "NT"):
            return cls.NO_TRUMP
        if key in _STRAIN_LETTERS[:4]:
            return cls(_STRAIN_LETTERS.index(key) + 1)
        raise ValueError(f"not a strain: {text!r} (expected C, D, H, S or NT)")


_STRAIN_LETTERS = ("C", "D", "H", "S", "NT")
_STRAIN_TITLES = ("Clubs", "Diamonds", "Hearts", "Spades", "No Trump")


class CallKind(IntEnum):
    PASS = 1
    BID = 2
    DOUBLE = 3
    REDOUBLE = 4


class Doubling(IntEnum):
    UNDOUBLED = 1
    DOUBLED = 2
    REDOUBLED = 3

    @property
    def factor(self) -> int:
        """Multiplier of the trick score: 1, 2 or 4 (BRG-3)."""
        return (1, 2, 4)[self - 1]


@value
class Bid:
    """A step of the ladder: ``level`` odd tricks (6 + level to take) in ``strain``.

    Only the 35 steps of the ladder exist: a level outside 1..7 or a strain other than C, D, H,
    S, NT is malformed wherever the bid comes from (a move id, a structured move, a call in a
    state), and the request is refused naming the field.
    """

    level: int
    strain: Strain

    def __post_init__(self) -> None:
        if type(self.level) is not int or not 1 <= self.level <= MAX_LEVEL:
            raise ValueError(f"bid level must be 1..{MAX_LEVEL}, got {self.level!r}")
        if not isinstance(self.strain, Strain):
            raise ValueError(f"bid strain must be C, D, H, S or NT, got {self.strain!r}")

    @property
    def index(self) -> int:
        """Position on the ladder, 0 (1C) .. 34 (7NT)."""
        return (self.level - 1) * 5 + self.strain - 1

    @property
    def tricks_needed(self) -> int:
        return 6 + self.level

    def __str__(self) -> str:
        return f"{self.level}{self.strain.letter}"

    @property
    def label(self) -> str:
        return f"{self.level} {self.strain.title}"

    @classmethod
    def parse(cls, text: str) -> Bid:
        key = text.strip()
        if len(key) < 2 or not key[0].isdigit():
            raise ValueError(f"not a bid: {text!r} (expected level 1-7 and strain, e.g. 4H or 3NT)")
        level = int(key[0])
        if not 1 <= level <= MAX_LEVEL:
            raise ValueError(f"bid level must be 1..7, got {text!r}")
        return LADDER[(level - 1) * 5 + Strain.parse(key[1:]) - 1]


LADDER: tuple[Bid, ...] = tuple(Bid(level, strain) for level in range(1, MAX_LEVEL + 1) for strain in Strain)
"""All 35 bids, lowest first; ``LADDER[bid.index] == bid``."""


@value
class Call(GameMove):
    """One call of the auction; ``bid`` is set exactly for ``CallKind.BID``.

    Its ids are ``pass``, ``double``, ``redouble`` and ``bid:4H``.  A bid call without a bid,
    or another call with one, is malformed.
    """

    ID: ClassVar[str] = "pass|double|redouble|bid:{bid}"
    """The ids, for messages and documentation (:attr:`id` writes them, :meth:`parse` reads them)."""
    ID_PATTERN: ClassVar[str] = r"pass|double|redouble|bid:.*"
    """Call ids are not one template: the grammar matches this and reads the id with :meth:`parse`."""
    kind: CallKind
    bid: Bid | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.kind, CallKind):
            raise ValueError(f"call kind must be pass, bid, double or redouble, got {self.kind!r}")
        if (self.kind is CallKind.BID) != (self.bid is not None):
            what = "a bid call needs a bid" if self.kind is CallKind.BID else f"a {self.kind.name.lower()} has no bid"
            raise ValueError(what)

    @property
    def id(self) -> str:
        if self.kind is CallKind.BID:
            return f"bid:{self.bid}"
        return _CALL_WORDS[self.kind - 1]

    @property
    def label(self) -> str:
        if self.kind is CallKind.BID and self.bid is not None:
            return self.bid.label
        return _CALL_WORDS[self.kind - 1].capitalize()

    @classmethod
    def parse(cls, text: str) -> Call:
        """Inverse of :attr:`id`: ``pass``, ``double``, ``redouble``, ``bid:4H``; raises InvalidMove."""
        key = text.strip().lower()
        simple = _SIMPLE_CALLS.get(key)
        if simple is not None:
            return simple
        if key.startswith("bid:"):
            try:
                return BID_CALLS[Bid.parse(key[4:]).index]
            except ValueError as error:
                raise InvalidMove(str(error), field="move") from None
        raise InvalidMove(f"not a call: {text!r} (expected pass, double, redouble or bid:4H)", field="move")


_CALL_WORDS = ("pass", "bid", "double", "redouble")

PASS = Call(CallKind.PASS)
DOUBLE = Call(CallKind.DOUBLE)
REDOUBLE = Call(CallKind.REDOUBLE)
_SIMPLE_CALLS = {"pass": PASS, "double": DOUBLE, "redouble": REDOUBLE}
BID_CALLS: tuple[Call, ...] = tuple(Call(CallKind.BID, bid) for bid in LADDER)
"""The 35 bid calls in ladder order (interned, so legal-move lists share them)."""


def bid_call(text: str) -> Call:
    """The call bidding ``text`` (e.g. ``"4H"``)."""
    return BID_CALLS[Bid.parse(text).index]


@value
class Contract:
    """The result of an auction: the last bid, the doubling in force and the declarer's seat."""

    bid: Bid
    doubling: Doubling
    declarer: int

    @property
    def side(self) -> int:
        """The declaring partnership (seat parity: 0 = N-S, 1 = E-W)."""
        return self.declarer % 2

    def __str__(self) -> str:
        return f"{self.bid}{('', 'X', 'XX')[self.doubling - 1]}"


def caller(calls: Sequence[Call], dealer: int, players: int = 4) -> int:
    """The seat to make the next call."""
    return (dealer + len(calls)) % players


def _last_action(calls: Sequence[Call]) -> tuple[int, int]:
    """Indices of the last non-pass call and of the last bid (-1 when none)."""
    last_action = -1
    for index in range(len(calls) - 1, -1, -1):
        kind = calls[index].kind
        if kind is CallKind.PASS:
            continue
        if last_action < 0:
            last_action = index
        if kind is CallKind.BID:
            return last_action, index
    return last_action, -1


def is_finished(calls: Sequence[Call]) -> bool:
    """Three passes after a call, or four passes at the start (BRG-4)."""
    return (
        len(calls) >= 4
        and calls[-1].kind is CallKind.PASS
        and calls[-2].kind is CallKind.PASS
        and calls[-3].kind is CallKind.PASS
    )


def is_passed_out(calls: Sequence[Call]) -> bool:
    return is_finished(calls) and all(call.kind is CallKind.PASS for call in calls)


def legal_calls(calls: Sequence[Call]) -> tuple[Call, ...]:
    """Every legal next call: pass, then double / redouble if allowed, then higher bids in ladder order."""
    if is_finished(calls):
        return ()
    action, last_bid = _last_action(calls)
    result: list[Call] = [PASS]
    if action >= 0 and (len(calls) - action) % 2 == 1:
        kind = calls[action].kind
        if kind is CallKind.BID:
            result.append(DOUBLE)
        elif kind is CallKind.DOUBLE:
            result.append(REDOUBLE)
    start = 0
    if last_bid >= 0:
        bid = calls[last_bid].bid
        assert bid is not None
        start = bid.index + 1
    result.extend(BID_CALLS[start:])
    return tuple(result)


def check_call(calls: Sequence[Call], call: Call) -> None:
    """Raise IllegalMove naming the rule when ``call`` may not be made next."""
    action, last_bid = _last_action(calls)
    last = calls[action] if action >= 0 else None
    previous = calls[last_bid].bid if last_bid >= 0 else None
    _check_next(is_finished(calls), last, (len(calls) - action) % 2 == 1, previous, call)


def check_calls(calls: Sequence[Call]) -> None:
    """Raise IllegalMove naming the first call of ``calls`` that could not be made where it stands.

    One pass over the calls (a state's whole auction is checked on every request).
    """
    last: Call | None = None
    action = -1
    previous: Bid | None = None
    passes = 0
    for index, call in enumerate(calls):
        try:
            _check_next(index >= 4 and passes >= 3, last, (index - action) % 2 == 1, previous, call)
        except IllegalMove as error:
            raise IllegalMove(f"call {index + 1} ({call.id}): {error.message}", rule=error.rule) from None
        if call.kind is CallKind.PASS:
            passes += 1
            continue
        passes, action, last = 0, index, call
        if call.bid is not None:
            previous = call.bid


def _check_next(finished: bool, last: Call | None, by_opponent: bool, previous: Bid | None, call: Call) -> None:
    """Whether ``call`` may follow: ``last`` is the last non-pass call (``by_opponent`` when an
    opponent made it) and ``previous`` the last bid."""
    if finished:
        raise IllegalMove("the auction is over", rule="§5.4 end of auction")
    last_kind = None if last is None else last.kind
    if call.kind is CallKind.BID:
        if previous is not None and call.bid is not None and call.bid.index <= previous.index:
            raise IllegalMove(f"bid {call.bid} is not higher than the last bid {previous}", rule="§5.4 ladder")
    elif call.kind is CallKind.DOUBLE:
        if not (by_opponent and last_kind is CallKind.BID):
            raise IllegalMove("double only right after an opponent's bid (passes aside)", rule="BRG-8")
    elif call.kind is CallKind.REDOUBLE and not (by_opponent and last_kind is CallKind.DOUBLE):
        raise IllegalMove("redouble only right after an opponent's double (passes aside)", rule="BRG-8")


def final_contract(calls: Sequence[Call], dealer: int, players: int = 4) -> Contract | None:
    """The contract of a finished auction, or None if it was passed out."""
    action, last_bid = _last_action(calls)
    if last_bid < 0:
        return None
    bid = calls[last_bid].bid
    assert bid is not None
    kind = calls[action].kind
    doubling = (
        Doubling.REDOUBLED
        if kind is CallKind.REDOUBLE
        else Doubling.DOUBLED
        if kind is CallKind.DOUBLE
        else Doubling.UNDOUBLED
    )
    return Contract(bid, doubling, declarer_of(calls, dealer, last_bid, players))


def declarer_of(calls: Sequence[Call], dealer: int, last_bid: int, players: int = 4) -> int:
    """The first player of the side that made bid ``last_bid`` to have named its strain."""
    bid = calls[last_bid].bid
    assert bid is not None
    for index in range(last_bid % 2, last_bid + 1, 2):
        other = calls[index].bid
        if calls[index].kind is CallKind.BID and other is not None and other.strain == bid.strain:
            return (dealer + index) % players
    raise AssertionError("unreachable: the last bid itself names the strain")
