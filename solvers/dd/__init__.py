"""Double-dummy solver for trick-taking games.

A double-dummy value is a minimax value: the side that scores plays against the
other side, every seat seeing every card.  The search runs in a C++ engine
(``_ddcore``: zero-window alpha-beta driven MTD-style, transposition table at
trick boundaries with partition search, quick tricks, move ordering); this
module turns plain inputs (PBN strings or card texts such as ``"TH"``) into the
engine's bitboards and back.

Entry points
------------
* :func:`solve_table` -- bridge: tricks for every declarer (N, E, S, W) in every
  strain (C, D, H, S, NT), like DDS's ``CalcDDtable``.
* :func:`par` -- bridge par score (from NS's side) and par contracts.
* :func:`solve_position` -- one position (any game, possibly mid-trick): its
  value and the value of every legal card, like DDS's ``SolveBoard`` with all
  solutions.
* :class:`Rules` -- a generic description of a trick-taking game's card play.

Declarations on lead (thousand's marriages), a once-only trump change with a role swap and the catch
(business) are rules too (:attr:`Rules.declarations`, :attr:`Rules.trump_change`, :attr:`Rules.caught_ends`);
such positions go through :mod:`.declarations`, and their move values carry ``declare:QH``, ``change`` and
``trump:H`` beside the cards (renamed to the game's ids by :attr:`Rules.move_names`).

Every call builds its own engine (no global state) and releases the GIL while
searching.  ``node_budget`` / ``time_budget`` are one budget for the whole solve (the
value, then the cards' values); running out raises :class:`SolverBudgetExceeded`
with the bounds on the value its finished searches proved.  ``tt_mb`` bounds the
transposition table of each engine.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from . import _ddcore  # type: ignore[attr-defined]
from .par import Par, par

__all__ = [
    "DEFAULT_TT_MB",
    "SEATS",
    "STRAINS",
    "Par",
    "Position",
    "PositionResult",
    "Rules",
    "SolverBudgetExceeded",
    "Table",
    "bridge_rules",
    "par",
    "parse_pbn",
    "solve_position",
    "solve_table",
]

SEATS = "NESW"
STRAINS = ("C", "D", "H", "S", "NT")
SUIT_LETTERS = "CDHS"
STANDARD_RANKS = "23456789TJQKA"
DEFAULT_TT_MB = 256.0
MAX_TRICKS = 27
"""The most tricks of a deal (54 cards between two seats)."""
POINT_LIMIT = 200
"""The largest point value a rule may give (see ``Rules._check_points``)."""


class SolverBudgetExceeded(RuntimeError):
    """The node or time budget ran out before the value was proven.

    ``lower`` and ``upper`` bound the position's value as :attr:`PositionResult.value` reports it: what the
    finished searches proved before the budget ran out (the value itself when only the cards' values were
    missing).  None where no position was asked (a bridge table).
    """

    def __init__(self, message: str, lower: int | None = None, upper: int | None = None) -> None:
        super().__init__(message)
        self.lower = lower
        self.upper = upper


class _Budget:
    """One budget for every engine call of a solve (the engine counts each call's from its start)."""

    def __init__(self, nodes: int, seconds: float) -> None:
        self.nodes = nodes
        self.seconds = seconds
        self.deadline = time.monotonic() + seconds
        self.spent = 0  # trick-start nodes of the calls before the last

    def rearm(self, eng: _ddcore.Engine) -> None:
        """Give the next call what the calls before it left."""
        last = int(eng.stats()["nodes"])
        self.spent += last
        nodes = max(1, self.nodes - last) if self.nodes else 0
        self.nodes = nodes
        seconds = max(1e-9, self.deadline - time.monotonic()) if self.seconds else 0.0
        eng.set_budget(nodes, seconds)

    def used(self, eng: _ddcore.Engine) -> int:
        """The nodes of every call so far, the last one's included."""
        return self.spent + int(eng.stats()["nodes"])


def _budget_error(exc: Exception, eng: _ddcore.Engine, convert: Callable[[int], int],
                  value: int | None) -> SolverBudgetExceeded:
    """The budget error with what the engine proved (converted as the value is reported)."""
    if value is None:
        lo, hi = (convert(v) for v in eng.proven())
        lower, upper = min(lo, hi), max(lo, hi)
    else:
        lower = upper = value
    return SolverBudgetExceeded(f"{exc}; the value lies in [{lower}, {upper}]", lower, upper)


# ----------------------------------------------------------------- rules


@dataclass(frozen=True)
class Rules:
    """Card-play rules of a trick-taking game, as the solver needs them.

    seats: number of seats (2..6), numbered clockwise from 0.
    sides: per seat, 1 if the seat belongs to the scoring side, else 0.  For
        ``objective="tricks"``/``"points"`` the side of the seat to move is the
        maximising side (values are reported for it); for ``"penalties"`` the
        seats marked 1 (usually one seat) minimise the penalties they take and
        the others maximise them.
    trump: "C", "D", "H", "S" or None (no trump).
    rank_order: rank letters low to high for plain suits.
    trump_rank_order: rank letters low to high in the trump suit (default
        ``rank_order``); ``extra_trumps`` are cards (e.g. Euchre's bowers,
        jokers) that rank above it as trumps, low to high.
    follow: must follow the led suit; must_trump: when void, must trump if
        able; must_overtrump: whenever trumps are played, must beat the highest
        trump in the trick if able; partner_exempt: the trump obligations lapse
        while a partner is winning the trick.
    no_trump_lead_seat: a seat that may not lead trumps unless it holds only trumps;
        banned_lead: a suit letter no seat may lead while holding another suit (king's hearts).
    objective: "tricks" (one per trick), "points" (card points + trick_points
        per trick + last_trick_bonus for each of the last ``last_tricks`` tricks)
        or "penalties" (same counting, minimised by the seats marked 1).
    card_points: points per card; keys are card texts ("QS", "JK1"), a rank
        letter ("A": every ace) or "*" + suit letter ("*H": every heart).
    penultimate_bonus: points added to the trick before the last (barbu's No
        Last Two: 10 there, with last_trick_bonus 20).
    void_overtrump: a seat void in the led suit, with a trump already in the
        trick, must beat it if able, otherwise any card (barbu's Trumps, BAR-4).
    declarations: suit letter -> points of a declaration on lead (thousand's
        marriages, TY-7): a leader who won the previous trick (see
        ``Position.first_trick``) and holds both cards of ``declaration_ranks`` in a
        suit may lead either declaring ("declare:QH"): the points go to him (counted
        when he is on the counted side) and the suit is trump from this trick on.
    trump_change: once, before a lead after the first trick, the leading
        ``no_trump_lead_seat`` (business's Declarer) may name another suit trump
        ("change"; then "trump:H" while ``Position.change_pending``); with a
        ``swap_seat`` (the Banker) the two swap roles at once.
    count_seat: only this seat's tricks count (business's Declarer; it moves to
        ``swap_seat`` with the change); the seats marked in ``sides`` play for it
        whoever is to move.
    caught_ends: the ``no_trump_lead_seat`` never leads a trump; to lead with
        nothing else and no change left ends the play at once ("caught"), and
        every trick the counted seat won in the deal (``Position.banked`` and
        those since) counts as none: the value is then ``-banked``.
    move_names: the game's move id for each generic move text ("declare:QH",
        "change", "trump:H") in ``card_values``.

    Jokers ("JK1" < "JK2") in a trump game are the top trumps unless listed in
    ``extra_trumps``; with no trump they are named at play: led as the top card
    of any suit the player names, or played when void of the led suit (and then
    win).  A played joker is written "JK1=S".

    repeated_cards: a multi-pack deck (bezique): a card may be in play more than
        once.  Equal cards tie and the earlier played wins the trick; copies in
        one hand are one move (its value is reported once, under the card).  Up
        to 32 cards of a suit in play (21 at five or six seats).
    jokers_never_win: the jokers have no suit or rank and never win (bezique's
        wild cards), trump game or not: led, they leave every follower free and
        the first suited card takes the trick over (a trick of jokers only goes
        to its leader); a follower may play one only when free to play any card
        (the follow and trump duties do not hold him).  Played, they are written
        "JK1" (not named).
    jokers_any_card: jokers named as any card of ``rank_order`` when played (business J1-J3), trump game or
        not: led only as the seat's last card or from a hand of exactly the two jokers (J1), played to a led
        trick only when void of its suit (J2, never compulsory), named by whoever plays it, a leading
        ``no_trump_lead_seat`` never as a trump (J3); the joker then is that card for the suit to follow and
        for the trick's winner, and of two equal cards in a trick the earlier played wins (BIZ-9).  Played,
        they are written with the named card: "JK1=QS".
    must_head: of the cards a follower may play, he must play one that beats
        the card winning the trick so far when he has one (bezique's play-out);
        not with jokers named at play.
    """

    seats: int = 4
    sides: tuple[int, ...] = (1, 0, 1, 0)
    trump: str | None = None
    rank_order: str | tuple[str, ...] = STANDARD_RANKS
    trump_rank_order: str | tuple[str, ...] | None = None
    extra_trumps: tuple[str, ...] = ()
    follow: bool = True
    must_trump: bool = False
    must_overtrump: bool = False
    partner_exempt: bool = False
    no_trump_lead_seat: int | None = None
    objective: str = "tricks"
    card_points: Mapping[str, int] = field(default_factory=dict)
    trick_points: int = 0
    last_trick_bonus: int = 0
    last_tricks: int = 1
    banned_lead: str | None = None
    penultimate_bonus: int = 0
    void_overtrump: bool = False
    repeated_cards: bool = False
    jokers_never_win: bool = False
    must_head: bool = False
    jokers_any_card: bool = False
    declarations: Mapping[str, int] = field(default_factory=dict)
    declaration_ranks: str = "KQ"
    trump_change: bool = False
    swap_seat: int | None = None
    count_seat: int | None = None
    caught_ends: bool = False
    move_names: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not 2 <= self.seats <= 6:
            raise ValueError("seats must be 2..6")
        if len(self.sides) != self.seats or not set(self.sides) <= {0, 1}:
            raise ValueError("sides needs one 0/1 flag per seat")
        if self.trump is not None and self.trump not in SUIT_LETTERS:
            raise ValueError(f"trump must be one of C D H S or None, not {self.trump!r}")
        if self.objective not in ("tricks", "points", "penalties"):
            raise ValueError("objective must be tricks, points or penalties")
        if self.no_trump_lead_seat is not None and not 0 <= self.no_trump_lead_seat < self.seats:
            raise ValueError("no_trump_lead_seat out of range")
        if self.banned_lead is not None and self.banned_lead not in SUIT_LETTERS:
            raise ValueError(f"banned_lead must be one of C D H S or None, not {self.banned_lead!r}")
        if not 1 <= self.last_tricks <= MAX_TRICKS:
            raise ValueError(f"last_tricks must be 1..{MAX_TRICKS}")
        self._check_points()
        if self.jokers_any_card and (self.jokers_never_win or self.must_head or self.repeated_cards
                                     or self.extra_trumps or self.trump_rank_order is not None):
            raise ValueError("jokers named as any card keep one rank order, no extra trumps, no repeated cards "
                             "and no heading")
        self._check_specials()

    @property
    def special(self) -> bool:
        """Declarations, a trump change, a catch or jokers named as any card: solved by :mod:`.declarations`."""
        return bool(self.declarations) or self.trump_change or self.caught_ends or self.jokers_any_card

    def _check_points(self) -> None:
        """Every point value within +-POINT_LIMIT: the engine keeps a deal's totals in 16 bits, and 54 cards, 27 tricks,
        27 last-trick bonuses, the penultimate bonus and four declarations at the limit stay below 32767."""
        values = {"trick_points": self.trick_points, "last_trick_bonus": self.last_trick_bonus,
                  "penultimate_bonus": self.penultimate_bonus}
        values.update({f"card_points[{card}]": points for card, points in self.card_points.items()})
        values.update({f"declarations[{suit}]": points for suit, points in self.declarations.items()})
        for name, points in values.items():
            if not -POINT_LIMIT <= points <= POINT_LIMIT:
                raise ValueError(f"{name} must be within -{POINT_LIMIT}..{POINT_LIMIT}, not {points}")

    def _check_specials(self) -> None:
        if not set(self.declarations) <= set(SUIT_LETTERS) or len(self.declaration_ranks) != 2:
            raise ValueError("declarations map suit letters to points, declaration_ranks names two ranks")
        for seat in (self.swap_seat, self.count_seat):
            if seat is not None and not 0 <= seat < self.seats:
                raise ValueError("swap_seat / count_seat out of range")
        if (self.trump_change or self.caught_ends) and self.no_trump_lead_seat is None:
            raise ValueError("a trump change or a catch needs the no_trump_lead_seat (the Declarer)")
        if self.special and (self.trump_rank_order is not None or self.extra_trumps or self.objective == "penalties"):
            raise ValueError("declarations and trump changes keep one rank order and no extra trumps, "
                             "and count tricks or points")


def bridge_rules(trump: str | None) -> Rules:
    """Contract bridge card play; ``trump`` is C/D/H/S, or None/"NT"/"N" for no trump."""
    if trump in ("NT", "N", None):
        return Rules()
    return Rules(trump=trump)


class _CardMap:
    """Card text <-> (suit, power) for one set of rules."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.trump = SUIT_LETTERS.index(rules.trump) if rules.trump else -1
        plain = tuple(rules.rank_order)
        trump_order = tuple(rules.trump_rank_order) if rules.trump_rank_order is not None else plain
        self.to_sp: dict[str, tuple[int, int]] = {}
        for s, letter in enumerate(SUIT_LETTERS):
            if s == self.trump:
                continue
            for power, rank in enumerate(plain):
                self.to_sp[rank + letter] = (s, power)
        extra = list(rules.extra_trumps)
        if self.trump >= 0:
            for j in ("JK1", "JK2"):
                if j not in extra and not rules.jokers_never_win and not rules.jokers_any_card:
                    extra.append(j)
            letter = SUIT_LETTERS[self.trump]
            for power, rank in enumerate(trump_order):
                card = rank + letter
                if card not in extra:
                    self.to_sp[card] = (self.trump, power)
            base = len(trump_order)
            for i, card in enumerate(extra):
                self.to_sp[card] = (self.trump, base + i)
            if base + len(extra) > 15:
                raise ValueError("at most 15 cards per suit")
        if self.trump < 0 or rules.jokers_never_win or rules.jokers_any_card:
            self.to_sp["JK1"] = (4, 0)
            self.to_sp["JK2"] = (4, 1)
        if len(plain) > 15:
            raise ValueError("at most 15 ranks per suit")
        self.from_sp = {v: k for k, v in self.to_sp.items()}

    def sp(self, card: str) -> tuple[int, int]:
        text = _norm(card)
        try:
            return self.to_sp[text]
        except KeyError:
            raise ValueError(f"card {card!r} is not in this game's deck") from None

    def text(self, suit: int, power: int) -> str:
        return self.from_sp[(suit, power)]

    def points(self, card: str) -> int:
        cp = self.rules.card_points
        if card in cp:
            return cp[card]
        if card.startswith("JK"):
            return 0
        if card[:-1] in cp:
            return cp[card[:-1]]
        return cp.get("*" + card[-1], 0)

    def points_table(self) -> list[list[int]]:
        table = [[0] * 16 for _ in range(5)]
        for card, (s, p) in self.to_sp.items():
            table[s][p] = self.points(card)
        return table


def copies_suit_limit(seats: int) -> int:
    """Cards of one suit in play the engine holds where cards repeat (``Rules.repeated_cards``): a bit of its
    32-bit suit mask per copy, and the table key's 64 bits a suit give each card's owner 2 bits at up to four
    seats (32 cards), 3 beyond (21)."""
    return 32 if seats <= 4 else 21


class _Copies:
    """The engine's cards when a card may repeat (``Rules.repeated_cards``): in each suit every copy in play gets
    a power of its own, in rank order, and ``groups[suit][power]`` is its rank (the plain map's power), so that
    copies of one card share a group.  The powers are assigned once per position: the search only removes cards."""

    def __init__(self, cmap: _CardMap, cards: Sequence[str], seats: int) -> None:
        self.cmap = cmap
        ranks: list[list[int]] = [[] for _ in range(5)]
        for card in cards:
            s, p = cmap.sp(card)
            ranks[s].append(p)
        self.groups = [sorted(r) for r in ranks]
        most = copies_suit_limit(seats)
        for s, group in enumerate(self.groups):
            if len(group) > most:
                suit = SUIT_LETTERS[s] if s < 4 else "joker"
                raise ValueError(f"{len(group)} cards of suit {suit} are in play: the engine holds at most {most} a "
                                 "suit")
        self.repeats = any(len(set(g)) != len(g) for g in self.groups)
        self._next: dict[tuple[int, int], int] = {}
        self.rules = cmap.rules
        self.trump = cmap.trump

    def sp(self, card: str) -> tuple[int, int]:
        """The next unassigned copy of ``card``."""
        s, p = self.cmap.sp(card)
        power = self.groups[s].index(p) + self._next.get((s, p), 0)
        self._next[(s, p)] = self._next.get((s, p), 0) + 1
        return s, power

    def text(self, suit: int, power: int) -> str:
        return self.cmap.text(suit, self.groups[suit][power])

    def points_table(self) -> list[list[int]]:
        table = [[0] * 32 for _ in range(5)]
        for s, group in enumerate(self.groups):
            for power, rank in enumerate(group):
                table[s][power] = self.cmap.points(self.cmap.text(s, rank))
        return table


def _norm(card: str) -> str:
    text = card.strip().upper()
    if text.startswith("10"):
        text = "T" + text[2:]
    return text


# ----------------------------------------------------------------- parsing


def parse_pbn(deal_pbn: str) -> list[list[str]]:
    """``"N:AKQ.JT9.876.5432 ..."`` (suits S.H.D.C, hands clockwise) -> cards per seat N, E, S, W."""
    text = deal_pbn.strip()
    if len(text) > 1 and text[1] == ":":
        first, text = SEATS.index(text[0].upper()), text[2:]
    else:
        first = 0
    parts = text.split()
    if len(parts) != 4:
        raise ValueError("a PBN deal has four hands")
    hands: list[list[str]] = [[] for _ in range(4)]
    for i, part in enumerate(parts):
        suits = part.split(".")
        if len(suits) != 4:
            raise ValueError(f"hand {part!r} needs four suits (S.H.D.C)")
        seat = (first + i) % 4
        for letter, ranks in zip("SHDC", suits, strict=True):
            hands[seat].extend(_norm(r) + letter for r in ranks if r != "-")
    return hands


def _hand_cards(hand: str | Iterable[str]) -> list[str]:
    if isinstance(hand, str):
        if "." in hand:  # one PBN hand S.H.D.C
            cards: list[str] = []
            for letter, ranks in zip("SHDC", hand.split("."), strict=True):
                cards.extend(_norm(r) + letter for r in ranks if r != "-")
            return cards
        return [_norm(c) for c in hand.replace(",", " ").split()]
    return [_norm(c) for c in hand]


# ----------------------------------------------------------------- bridge table


@dataclass(frozen=True)
class Table:
    """Double-dummy tricks: ``tricks[strain][declarer]`` with strains C D H S NT and seats N E S W."""

    tricks: tuple[tuple[int, ...], ...]  # [strain index][seat index]
    nodes: int = 0

    def get(self, declarer: str | int, strain: str) -> int:
        seat = SEATS.index(declarer) if isinstance(declarer, str) else declarer
        key = "NT" if strain in ("N", "NT") else strain
        return self.tricks[STRAINS.index(key)][seat]

    def as_dict(self) -> dict[str, dict[str, int]]:
        return {st: {SEATS[p]: self.tricks[i][p] for p in range(4)} for i, st in enumerate(STRAINS)}


def _masks(hands: Sequence[Sequence[str]], cmap: _CardMap | _Copies) -> list[list[int]]:
    out = []
    seen: set[str] = set()
    for hand in hands:
        m = [0] * 5
        for card in hand:
            if card in seen and not isinstance(cmap, _Copies):
                raise ValueError(f"card {card} appears twice")
            seen.add(card)
            s, p = cmap.sp(card)
            m[s] |= 1 << p
        out.append(m)
    return out


def solve_table(
    deal_pbn: str | Sequence[Sequence[str]],
    *,
    tt_mb: float = DEFAULT_TT_MB,
    node_budget: int = 0,
    time_budget: float = 0.0,
) -> Table:
    """All 20 double-dummy results of a bridge deal (hands of equal length, 1..13 cards)."""
    hands = parse_pbn(deal_pbn) if isinstance(deal_pbn, str) else [_hand_cards(h) for h in deal_pbn]
    if len(hands) != 4 or len({len(h) for h in hands}) != 1 or not hands[0]:
        raise ValueError("bridge needs four hands of equal, non-zero length")
    masks = _masks(hands, _CardMap(Rules()))
    try:
        table, nodes = _ddcore.bridge_table(masks, tt_mb, node_budget, time_budget)
    except _ddcore.BudgetExceeded as exc:
        raise SolverBudgetExceeded(str(exc)) from exc
    return Table(tuple(tuple(row) for row in table), nodes)


# ----------------------------------------------------------------- positions


@dataclass(frozen=True)
class Position:
    """A position: cards in hand per seat, the seat that led (or is to lead) the current trick,
    the cards already played to it (in order), and the rules (bridge no-trump by default).

    ``hands`` is a PBN deal string (four seats, N first) or one entry per seat
    (a PBN hand "AK.Q.-.JT", a space-separated card list, or a list of card texts).
    """

    hands: str | Sequence[str | Sequence[str]]
    leader: int
    played: tuple[str, ...] = ()
    rules: Rules = field(default_factory=Rules)
    first_trick: bool = False
    """The trick is the deal's first: its leader won no trick before (no declaration, no change on its lead)."""
    change_left: bool = False
    """``Rules.trump_change``: the change is still to be used."""
    change_pending: bool = False
    """``Rules.trump_change``: the change was called, the new trump is to be named now (by the same side)."""
    banked: int = 0
    """``Rules.caught_ends``: tricks the counted seat already won in the deal (a catch voids them)."""


@dataclass(frozen=True)
class PositionResult:
    """``value``: best value from here (current trick included) for ``side`` -- the side of the
    seat to move (tricks or points it wins) or, with ``objective="penalties"``, the penalty seats
    (penalties they take).  ``card_values`` maps every legal card of the seat to move to the same
    quantity when that card is played.  ``total`` is what is still at stake (tricks or points).  ``nodes``: the
    engine's trick-start nodes over the whole solve (0 from the reference solver; not compared)."""

    seat_to_move: int
    value: int
    card_values: dict[str, int]
    total: int
    side: tuple[int, ...]
    nodes: int = field(default=0, compare=False)


def _per_trick(rules: Rules) -> bool:
    """Penalties that are the same for every trick (no card points): solved as tricks, times ``trick_points``
    (the engine's faster trick search: rank abstraction)."""
    return (rules.objective == "penalties" and rules.trick_points > 0 and not any(rules.card_points.values())
            and not rules.last_trick_bonus and not rules.penultimate_bonus)


def _engine(rules: Rules, cmap: _CardMap | _Copies, side: Sequence[int], tt_mb: float, node_budget: int,
            time_budget: float) -> _ddcore.Engine:
    """The C++ engine; with ``penalties`` (``count_min_side``) the marked seats maximise the points the
    others take (so they avoid taking them) and the others minimise those."""
    tricks_only = rules.objective == "tricks" or _per_trick(rules)
    return _ddcore.Engine(
        nseats=rules.seats,
        trump=cmap.trump,
        follow=rules.follow,
        must_trump=rules.must_trump,
        must_overtrump=rules.must_overtrump,
        partner_exempt=rules.partner_exempt,
        no_trump_lead_seat=-1 if rules.no_trump_lead_seat is None else rules.no_trump_lead_seat,
        side=list(side),
        tricks_only=tricks_only,
        points=cmap.points_table() if not tricks_only else [],
        trick_points=1 if tricks_only else rules.trick_points,
        last_trick_bonus=0 if tricks_only else rules.last_trick_bonus,
        last_tricks=rules.last_tricks,
        count_min_side=rules.objective == "penalties",
        banned_lead=-1 if rules.banned_lead is None else SUIT_LETTERS.index(rules.banned_lead),
        tt_mb=tt_mb,
        node_budget=node_budget,
        time_budget=time_budget,
        penultimate_bonus=0 if tricks_only else rules.penultimate_bonus,
        void_overtrump=rules.void_overtrump,
        jokers_never_win=rules.jokers_never_win,
        groups=cmap.groups if isinstance(cmap, _Copies) and cmap.repeats else [],
        must_head=rules.must_head,
    )


def _engine_budget_error() -> type[Exception]:
    """The engine's budget exception (for the facade's other modules)."""
    error: type[Exception] = _ddcore.BudgetExceeded
    return error


def _played(played: Sequence[str], cmap: _CardMap | _Copies) -> list[tuple[int, ...]]:
    """The engine's cards on the table: (suit, power, named suit), a joker named as a card also its power."""
    out: list[tuple[int, ...]] = []
    for text in played:
        card, _, named = _norm(text).partition("=")
        s, p = cmap.sp(card)
        if s == 4 and cmap.rules.jokers_any_card:
            out.append((4, p, *named_card(cmap, text)))
        elif s == 4 and cmap.rules.jokers_never_win:  # never named: it stays a card without suit
            out.append((4, p, 4))
        elif s == 4:
            if named not in tuple(SUIT_LETTERS):
                raise ValueError(f"a joker played with no trump must be named, e.g. {card}=S")
            out.append((4, p, SUIT_LETTERS.index(named)))
        else:
            out.append((s, p, s))
    return out


def named_card(cmap: _CardMap | _Copies, text: str) -> tuple[int, int]:
    """(suit, power) of the card a played joker is named as ("JK1=QS": the queen of spades)."""
    named = _norm(text).partition("=")[2]
    if not named or named.startswith("JK"):
        raise ValueError(f"a joker named as a card is written with it, e.g. JK1=QS, not {text!r}")
    suit = SUIT_LETTERS.find(named[-1:])
    rank = tuple(cmap.rules.rank_order).index(named[:-1]) if named[:-1] in tuple(cmap.rules.rank_order) else -1
    if suit < 0 or rank < 0:
        raise ValueError(f"{text}: {named!r} is not a card of this game's ranks")
    return suit, rank


def _engine_cards(cmap: _CardMap, hands: Sequence[Sequence[str]], played: Sequence[str]) -> _CardMap | _Copies:
    """The plain card map, or with ``repeated_cards`` one power per copy in play; a played card still in a hand
    is an error where cards do not repeat."""
    in_trick = [_norm(text).partition("=")[0] for text in played]
    named = cmap.trump < 0 and not cmap.rules.jokers_never_win
    if cmap.rules.must_head and named and any(c.startswith("JK") for c in [*in_trick, *(c for h in hands for c in h)]):
        raise ValueError("must_head is not combined with jokers named at play")
    if cmap.rules.repeated_cards:
        return _Copies(cmap, [card for hand in hands for card in hand] + in_trick, len(hands))
    held = {card for hand in hands for card in hand}
    for text, card in zip(played, in_trick, strict=True):
        if card in held:
            raise ValueError(f"played card {text} is still in a hand")
    return cmap


def solve_position(
    position: Position,
    *,
    tt_mb: float = DEFAULT_TT_MB,
    node_budget: int = 0,
    time_budget: float = 0.0,
    values_of_cards: bool = True,
) -> PositionResult:
    """Value of a position and of each legal card of the seat to move (see :class:`PositionResult`)."""
    rules = position.rules
    cmap = _CardMap(rules)
    hands = _position_hands(position)
    played = tuple(position.played)
    mover = _mover(position, hands, played)
    engine_map = _engine_cards(cmap, hands, played)
    masks = _masks(hands, engine_map)
    pl = _played(played, engine_map)
    if rules.special:
        from .declarations import solve_special

        return solve_special(position, hands, masks, pl, mover, tt_mb, node_budget, time_budget, values_of_cards)
    penalties = rules.objective == "penalties"
    side, report_side = _sides(rules, mover)
    total = _total(rules, cmap, hands, played, len(hands[mover]))
    eng = _engine(rules, engine_map, side, tt_mb, node_budget, time_budget)
    scale = rules.trick_points if _per_trick(rules) else 1

    def convert(v: int) -> int:
        return total - scale * v if penalties else v

    budget = _Budget(node_budget, time_budget)
    value: int | None = None
    try:
        value = convert(eng.value(masks, position.leader, pl))
        cards: dict[str, int] = {}
        if values_of_cards:
            budget.rearm(eng)
            cards = _card_values(eng, engine_map, masks, position.leader, pl, convert)
    except _ddcore.BudgetExceeded as exc:
        raise _budget_error(exc, eng, convert, value) from exc
    return PositionResult(mover, value, cards, total, report_side, budget.used(eng))


def _position_hands(position: Position) -> list[list[str]]:
    """The position's hands as card texts, one per seat (a PBN string for four seats)."""
    rules = position.rules
    if isinstance(position.hands, str):
        if rules.seats != 4:
            raise ValueError("a PBN deal string needs four seats")
        hands = parse_pbn(position.hands)
    else:
        hands = [_hand_cards(h) for h in position.hands]
    if len(hands) != rules.seats:
        raise ValueError(f"expected {rules.seats} hands")
    return hands


def _mover(position: Position, hands: list[list[str]], played: tuple[str, ...]) -> int:
    """The seat to move; the hand sizes must fit the cards already played to the trick."""
    n = position.rules.seats
    if not 0 <= position.leader < n or len(played) >= n:
        raise ValueError("bad leader or too many played cards")
    mover = (position.leader + len(played)) % n
    for i in range(n):
        seat = (position.leader + i) % n
        want = len(hands[mover]) - (1 if i < len(played) else 0)
        if len(hands[seat]) != want:
            raise ValueError("hand sizes do not match the cards played to the trick")
    return mover


def _sides(rules: Rules, mover: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The engine's side (the seats that maximise) and the side reported with the result."""
    if rules.objective == "penalties":
        # the marked seats maximise what the others take (engine: count_min_side)
        return tuple(rules.sides), tuple(rules.sides)
    side = tuple(1 if rules.sides[s] == rules.sides[mover] else 0 for s in range(rules.seats))
    return side, side


def _total(rules: Rules, cmap: _CardMap, hands: list[list[str]], played: tuple[str, ...], tricks_left: int) -> int:
    """What is still to be won: the tricks left, or the card points, trick points and bonuses left."""
    if rules.objective == "tricks":
        return tricks_left
    total = sum(cmap.points(c) for h in hands for c in h)
    total += sum(cmap.points(_norm(t).partition("=")[0]) for t in played)
    total += tricks_left * rules.trick_points + min(tricks_left, rules.last_tricks) * rules.last_trick_bonus
    total += rules.penultimate_bonus if tricks_left > 1 else 0
    return total


def _card_values(
    eng: _ddcore.Engine, engine_map: _CardMap | _Copies, masks: list[list[int]], leader: int,
    pl: list[tuple[int, ...]], convert: Callable[[int], int],
) -> dict[str, int]:
    """The value of each legal card of the seat to move (a joker that stands for a card named by its suit)."""
    cards: dict[str, int] = {}
    for suit, _bit, named, cls, v in eng.card_values(masks, leader, pl):
        for p in range(32):
            if cls >> p & 1:
                text = engine_map.text(suit, p)
                if suit == 4 and not engine_map.rules.jokers_never_win:
                    text = f"{text}={SUIT_LETTERS[named]}"
                cards[text] = convert(v)
    return cards
