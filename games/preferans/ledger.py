"""The pulka, the gora and the whists (§4.11-§4.12): the bookkeeping, the scoring of a hand, the settlement.

Every amount is a whole number of ``1 / denominator`` points (:func:`denominator`: 6 with 3 players, 12 with
4), so the split of a gora among the others (§4.5) and the zero-sum settlement (§4.12) stay exact.  The
sheet keeps the rows; :class:`Books` is the table they add up to, changed by one hand at a time and turned
back into rows by :meth:`Books.rows_since`.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

from cardgames.games.core.cards import Card, Rank
from cardgames.games.core.values import value
from cardgames.games.mechanics.match import ScoreSheet, SheetRow

from .state import VALUE, WHIST_PRICE, Contract, Options

PULKA, GORA, RESULT = "pulka", "gora", "result"


def denominator(players: int) -> int:
    """Exact halves and thirds (3 players: the split in halves, the settlement in thirds; 4: thirds, quarters)."""
    return 6 if players == 3 else 12


def whists_section(seat: int) -> str:
    """The sheet section of the whists written on ``seat`` (column: the writer)."""
    return f"whists on {seat}"


def sections(players: int) -> tuple[str, ...]:
    return (PULKA, GORA, *(whists_section(seat) for seat in range(players)), RESULT)


def new_sheet(players: int, options: Options) -> ScoreSheet:
    """Columns per seat; the starting gora written as deal 0."""
    den = denominator(players)
    sheet = ScoreSheet(tuple(f"seat {seat}" for seat in range(players)), sections(players), (), den)
    if options.initial_gora:
        sheet = sheet.adding(SheetRow(0, "starting gora", (options.initial_gora * den,) * players, GORA))
    return sheet


class Books:
    """Pulkas, goras and whists[writer][on], in 1/denominator points, with the book's operations (§4.11)."""

    def __init__(self, sheet: ScoreSheet, target: int) -> None:
        players = len(sheet.columns)
        self.players, self.den = players, sheet.denominator
        self.target = target * self.den
        self.pulka = list(sheet.totals(PULKA))
        self.gora = list(sheet.totals(GORA))
        self.whists = [[0] * players for _ in range(players)]
        for on in range(players):
            for writer, points in enumerate(sheet.totals(whists_section(on))):
                self.whists[writer][on] = points

    def all_closed(self) -> bool:
        return all(points >= self.target for points in self.pulka)

    def over(self) -> bool:
        """Every pulka full and every gora written off (§4.12)."""
        return self.all_closed() and not any(self.gora)

    def _clockwise(self, seat: int) -> list[int]:
        return [(seat + step) % self.players for step in range(1, self.players)]

    def add_pulka(self, seat: int, points: int) -> None:
        """Fill the pulka; the overflow fills the largest open pulka of the others (whists on them), then
        writes off gora (§4.11; ties from the scorer's left, PRF-24)."""
        room = min(points, self.target - self.pulka[seat])
        self.pulka[seat] += room
        points -= room
        while points > 0:
            open_ = [other for other in self._clockwise(seat) if self.pulka[other] < self.target]
            if not open_:
                self.write_off(seat, points)
                return
            other = max(open_, key=lambda candidate: self.pulka[candidate])  # the first of equals wins
            room = min(points, self.target - self.pulka[other])
            self.pulka[other] += room
            self.whists[seat][other] += room
            points -= room

    def write_off(self, seat: int, points: int) -> None:
        """Write off the own gora, then the smallest positive gora of the others (whists on them, §4.11)."""
        room = min(points, self.gora[seat])
        self.gora[seat] -= room
        points -= room
        while points > 0:
            owing = [other for other in self._clockwise(seat) if self.gora[other] > 0]
            if not owing:
                return
            other = min(owing, key=lambda candidate: self.gora[candidate])
            room = min(points, self.gora[other])
            self.gora[other] -= room
            self.whists[seat][other] += room
            points -= room

    def remiz(self, seat: int, points: int) -> None:
        self.gora[seat] += points

    def whist(self, writer: int, on: int, points: int) -> None:
        self.whists[writer][on] += points

    def clean_raspas(self, seat: int, points: int) -> None:
        """A raspasovka without a trick fills an open pulka, capped at P (PRF-30)."""
        self.pulka[seat] = min(self.target, self.pulka[seat] + points)

    def rows_since(self, before: Books, deal: int, label: str) -> tuple[SheetRow, ...]:
        """The sheet rows that take ``before`` to these books (only the sections that changed)."""
        rows = []
        for section, now, then in ((PULKA, self.pulka, before.pulka), (GORA, self.gora, before.gora)):
            if now != then:
                rows.append(SheetRow(deal, label, tuple(a - b for a, b in zip(now, then, strict=True)), section))
        for on in range(self.players):
            change = tuple(self.whists[w][on] - before.whists[w][on] for w in range(self.players))
            if any(change):
                rows.append(SheetRow(deal, label, change, whists_section(on)))
        return tuple(rows)

    def copy(self) -> Books:
        clone = object.__new__(Books)
        clone.players, clone.den, clone.target = self.players, self.den, self.target
        clone.pulka, clone.gora = list(self.pulka), list(self.gora)
        clone.whists = [list(row) for row in self.whists]
        return clone

    def book_result(self) -> tuple[int, ...]:
        """R_i: whists written minus the remaining gora and the unfilled pulka (§4.12)."""
        return tuple(sum(self.whists[seat]) - self.gora[seat] - (self.target - self.pulka[seat])
                     for seat in range(self.players))

    def settlement(self) -> tuple[int, ...]:
        """net_i, zero-sum (§4.12, PRF-27): whists net of those written on one, plus the average minus own
        of (gora + unfilled pulka).  Exact: the denominator is a multiple of the table size."""
        owed = [self.gora[seat] + self.target - self.pulka[seat] for seat in range(self.players)]
        share = sum(owed) // self.players
        return tuple(sum(self.whists[seat][other] - self.whists[other][seat] for other in range(self.players))
                     + share - owed[seat] for seat in range(self.players))


# --------------------------------------------------------------------------- a declared hand


class Mode(IntEnum):
    """How the defenders took the hand (§4.8)."""

    BOTH = 1
    """Both whist (also the compulsory whist on a blind six): each writes his own tricks."""
    SOLE = 2
    """One whister (inviting whist, or D1 reconsidering a half-whist): he writes both defenders' tricks."""
    DEALER = 3
    """The 4-player dealer whists: he writes both defenders' tricks and answers for the quota."""
    HALF = 4
    """Half-whist: not played, D2 writes two tricks' whists."""
    CREDITED = 5
    """Everybody passed: the contract counts as made, no whists."""
    OPEN = 6
    """A ten or misère, played out against the declarer without whists."""


@value
class Hand:
    """A declared hand to score: who played what, the defenders' decision and the tricks (-1: not played)."""

    declarer: int
    contract: Contract
    mode: Mode
    tricks: tuple[int, ...]
    """Tricks per seat (all -1 when the hand was not played)."""
    whisters: tuple[int, ...]
    """The seats that whisted (D1/D2 in BOTH, the sole whister, the dealer, the half-whister)."""
    dealer: int
    multiplier: int
    widow_tricks: int = 0
    """N of the 4-player widow consolation (§4.7)."""


def quota(level: int, options: Options) -> int:
    """The whisters' quota Q (§4.4, PRF-4)."""
    return {6: 4, 7: 3 if options.strict_quota else 2, 8: 2 if options.strict_quota else 1, 9: 1}.get(level, 0)


def made(hand: Hand) -> bool:
    if hand.mode in (Mode.HALF, Mode.CREDITED):
        return True
    taken = hand.tricks[hand.declarer]
    return taken == 0 if hand.contract.misere else taken >= hand.contract.level


def defenders(hand: Hand, players: int) -> tuple[int, ...]:
    """D1 and D2: the active non-declarers clockwise from the declarer."""
    seats = [(hand.declarer + step) % players for step in range(1, players)]
    return tuple(seat for seat in seats if not (players == 4 and seat == hand.dealer))


def score_hand(books: Books, hand: Hand, options: Options) -> None:
    """Write one declared hand (§4.11): the declarer's pulka and write-off or remiz, the whists, the
    consolations and the whisters' remiz; every entry times the multiplier (PRF-19)."""
    level, contract, m = hand.contract.level, hand.contract, hand.multiplier * books.den
    closed = books.all_closed()
    value_, price = VALUE[level], WHIST_PRICE[level]
    decl = hand.declarer
    if books.players == 4 and not contract.misere and hand.widow_tricks:
        books.whist(hand.dealer, decl, hand.widow_tricks * price * m)
    if made(hand):
        if closed:
            books.write_off(decl, value_ * m)
        else:
            books.add_pulka(decl, value_ * m // 2)
            books.write_off(decl, value_ * m // 2)
    elif contract.misere:
        books.remiz(decl, hand.tricks[decl] * value_ * m)
    else:
        _failed(books, hand, value_, price, m)
    if hand.mode is Mode.HALF:
        books.whist(hand.whisters[0], decl, 2 * price * m)
    if hand.mode in (Mode.BOTH, Mode.SOLE, Mode.DEALER):
        _whists(books, hand, price, m)
        _whisters_remiz(books, hand, options, (value_ * m) if closed else (value_ * m // 2))


def _failed(books: Books, hand: Hand, value_: int, price: int, m: int) -> None:
    """Remiz V per under-trick (PRF-6) and the consolation w per under-trick (PRF-3): the dealer writes it
    with 4 players (PRF-29), each whister with 3 (PRF-31), each opponent on a ten."""
    decl, under = hand.declarer, hand.contract.level - hand.tricks[hand.declarer]
    books.remiz(decl, under * value_ * m)
    if books.players == 4:
        writers: Sequence[int] = (hand.dealer,)
    elif hand.mode is Mode.OPEN:
        writers = defenders(hand, books.players)
    else:
        writers = hand.whisters
    for writer in writers:
        books.whist(writer, decl, under * price * m)


def _whists(books: Books, hand: Hand, price: int, m: int) -> None:
    """Each whister writes his credited tricks (§4.11, PRF-20)."""
    pair = defenders(hand, books.players)
    for writer in hand.whisters:
        credited = hand.tricks[writer] if hand.mode is Mode.BOTH else sum(hand.tricks[seat] for seat in pair)
        books.whist(writer, hand.declarer, credited * price * m)


def _whisters_remiz(books: Books, hand: Hand, options: Options, price: int) -> None:
    """The quota missed (§4.11, PRF-5): a responsible whister answers for the whole shortfall; two whisters
    each for his own half-share."""
    goal = quota(hand.contract.level, options)
    pair = defenders(hand, books.players)
    shortfall = goal - sum(hand.tricks[seat] for seat in pair)
    if shortfall <= 0:
        return
    if hand.mode is not Mode.BOTH:
        books.remiz(hand.whisters[0], shortfall * price)
        return
    half = (goal + 1) // 2
    owing = {seat: max(0, half - hand.tricks[seat]) for seat in pair}
    short = [seat for seat in pair if owing[seat] > 0]
    for seat in short:
        books.remiz(seat, (owing[seat] if len(short) == 2 else min(shortfall, owing[seat])) * price)


def score_raspas(books: Books, tricks: Sequence[int], blind: bool, options: Options) -> None:
    """A raspasovka (§4.11, PRF-8): remiz RT per trick taken (doubled when blind), a clean hand fills the
    open pulka by RC.  ``tricks[s]`` is -1 for a seat that did not take part."""
    for seat, taken in enumerate(tricks):
        if taken > 0:
            books.remiz(seat, taken * options.raspas_trick_remiz * (2 if blind else 1) * books.den)
        elif taken == 0:
            books.clean_raspas(seat, options.raspas_clean_pulka * books.den)


def widow_tricks(cards: Sequence[Card]) -> int:
    """N of the 4-player widow consolation (§4.7): two aces 3, ace and king of a suit 2, one ace 1, a
    marriage 1, else 0."""
    aces = [card for card in cards if card.rank is Rank.ACE]
    suits_with = {rank: {card.suit for card in cards if card.rank is rank} for rank in (Rank.ACE, Rank.KING,
                                                                                           Rank.QUEEN)}
    if len(aces) == 2:
        return 3
    if suits_with[Rank.ACE] & suits_with[Rank.KING]:
        return 2
    if aces or suits_with[Rank.KING] & suits_with[Rank.QUEEN]:
        return 1
    return 0


def end_split(books: Books, seat: int) -> None:
    """END_SPLIT (§4.5): the others each write G/(n-1) whists on the last player with a gora; it is cleared."""
    share = books.gora[seat] // (books.players - 1)
    for other in range(books.players):
        if other != seat:
            books.whist(other, seat, share)
    books.gora[seat] = 0


def close_pulka(books: Books, seat: int) -> None:
    """CLOSE_PULKA (§4.5): the missing pulka goes onto the gora."""
    books.gora[seat] += books.target - books.pulka[seat]
    books.pulka[seat] = books.target
