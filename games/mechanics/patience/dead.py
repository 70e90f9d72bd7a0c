"""The bounded dead-position proof (conventions §0.7; Little Piano's LP-E5).

A position is *dead* when no sequence of legal moves can put more cards on the foundations
than lie there now.  The proof splits what the player can do into

* *closed* moves, which turn no card and play no talon card: a run moved between columns
  without turning a face-down card, a card put on a foundation from a column without
  turning one, a card taken back from a foundation;
* talon cycling: draws and redeals (or the reserve rule's turn) that play no card, which
  make a fixed set of cards available one after another (:func:`talon_reach`);

and searches breadth-first every arrangement of columns and foundations the closed moves
reach, at most ``limit`` of them.  When the search is exhaustive and no arrangement allows
an *opening* (a face-down card turned, a talon card played), nothing else can ever change
the position: the most foundation cards among the arrangements is a *ceiling* no sequence
of moves can pass, and the position is dead when the foundations hold that many now.

The proof looks only at what the player sees: face-down cards are counted, never read, and
while the stock holds cards the player has not gone through, drawing them is an opening
(the proof answers "not dead").  So the answer never depends on hidden cards.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator, Sequence
from enum import IntEnum

from cardgames.games.core.cards import Card
from cardgames.games.mechanics.piles import foundation_total

from .layout import Layout, stock_seen
from .rules import Rules, Runs, fit_tables, foundation_wants

SEARCH_LIMIT = 400
"""Arrangements the search may visit before it gives up (the answer is then "unknown")."""

Codes = tuple[int, ...]
Node = tuple[tuple[Codes, ...], tuple[Codes, ...]]
"""An arrangement: each column's face-up cards and each foundation's cards, as card codes.

Face-down counts never change inside the search (a flip is an opening), so they are kept
once; tuples of integers hash fast.
"""


def talon_reach(layout: Layout, rules: Rules) -> frozenset[Card] | None:
    """Every card that draws, redeals and the turn alone (no card played) make available, now or later.

    None while the stock holds cards the player has not seen (a draw would reveal them).
    """
    if layout.turned:
        return frozenset(layout.reserve)
    if not stock_seen(layout):
        return None
    rule = rules.stock
    stock, waste, redeals = layout.stock, layout.waste, layout.redeals
    reach = {waste[-1]} if waste else set()
    redealt = False
    while True:
        if stock:
            waste, stock = waste + stock[: rule.draw], stock[rule.draw:]
            reach.add(waste[-1])
        elif rule.may_redeal(redeals):
            if not waste or redealt:
                break  # one whole pass after a redeal shows every card the passes will show
            stock, waste, redeals, redealt = waste, (), redeals + 1, True
        else:
            reach.update(waste[: rule.window])  # the reserve rule's turn (window 0: nothing)
            break
    return frozenset(reach)


class Verdict(IntEnum):
    """What the search of the closed moves found."""

    OPEN = 1
    """An opening is reachable: a face-down card turned or a talon card played."""
    CLOSED = 2
    """No opening is reachable; the search saw every arrangement (``ceiling`` is exact)."""
    UNKNOWN = 3
    """The search hit its limit first."""


def explore(layout: Layout, rules: Rules, limit: int = SEARCH_LIMIT) -> tuple[Verdict, int]:
    """Search the arrangements the closed moves reach: the verdict and the most foundation cards seen.

    With :data:`Verdict.CLOSED` the second number is the *ceiling*: no sequence of moves from
    ``layout`` can ever put more cards on the foundations, and the position is dead exactly
    when the foundations hold that many now.
    """
    reach = talon_reach(layout, rules)
    start = foundation_total(layout.foundations)
    if reach is None:
        return Verdict.OPEN, start
    search = _Search(rules, tuple(len(column.down) for column in layout.columns))
    talon = tuple({card.code for card in reach})
    root: Node = (
        tuple(tuple(card.code for card in column.up) for column in layout.columns),
        tuple(tuple(card.code for card in pile.cards) for pile in layout.foundations),
    )
    seen = {root}
    frontier: deque[Node] = deque([root])
    ceiling = start
    while frontier:
        ups, founds = frontier.popleft()
        by_key, empties = search.targets(ups)
        wants = search.wants(founds)
        if search.opens(ups, talon, by_key, empties, wants):
            return Verdict.OPEN, ceiling
        for child in search.children(ups, founds, by_key, empties, wants):
            if child not in seen:
                if len(seen) >= limit:
                    return Verdict.UNKNOWN, ceiling
                seen.add(child)
                frontier.append(child)
                ceiling = max(ceiling, sum(len(pile) for pile in child[1]))
    return Verdict.CLOSED, ceiling


def progress_reachable(layout: Layout, rules: Rules, limit: int = SEARCH_LIMIT) -> bool | None:
    """True: some sequence of moves adds a foundation card (not dead); False: proven dead; None: unknown."""
    verdict, ceiling = explore(layout, rules, limit)
    if verdict is Verdict.UNKNOWN:
        return None
    return verdict is Verdict.OPEN or ceiling > foundation_total(layout.foundations)


def is_dead(layout: Layout, rules: Rules, limit: int = SEARCH_LIMIT) -> bool:
    """Whether the position is proven dead (an inconclusive search is not a proof)."""
    return progress_reachable(layout, rules, limit) is False


# ---------------------------------------------------------------- the search over card codes

class _Search:
    """The closed moves of one game's rules over :data:`Node` values (mirrors :mod:`.actions`)."""

    __slots__ = ("back", "downs", "empty_ok", "foundation", "mover", "runs", "want")

    def __init__(self, rules: Rules, downs: tuple[int, ...]):
        self.mover, self.want, self.empty_ok = fit_tables(rules.tableau)
        self.runs = rules.tableau.runs
        self.foundation = rules.foundation
        self.back = rules.foundation_to_tableau
        self.downs = downs

    def offsets(self, up: Codes) -> Sequence[int]:
        """As :func:`~.actions.movable_offsets`."""
        count = len(up)
        if self.runs is Runs.TOP_ONLY:
            return (count - 1,)
        mover, want = self.mover, self.want
        lowest = count - 1
        while lowest > 0 and mover[up[lowest]] == want[up[lowest - 1]]:
            lowest -= 1
        if self.runs is Runs.ANY_RUN:
            return range(lowest, count)
        return (0, count - 1) if lowest == 0 and count > 1 else (count - 1,)

    def targets(self, ups: tuple[Codes, ...]) -> tuple[dict[int, list[int]], list[int]]:
        """Columns by the key of the card they take, and the empty columns."""
        by_key: dict[int, list[int]] = {}
        empties: list[int] = []
        want, downs = self.want, self.downs
        for index, up in enumerate(ups):
            if up:
                by_key.setdefault(want[up[-1]], []).append(index)
            elif not downs[index]:
                empties.append(index)
        return by_key, empties

    def wants(self, founds: tuple[Codes, ...]) -> dict[int, int]:
        """Card code -> the lowest-numbered foundation that takes it."""
        return foundation_wants(self.foundation, ((len(pile), pile[-1] if pile else -1) for pile in founds))

    def opens(
        self, ups: tuple[Codes, ...], talon: Codes, by_key: dict[int, list[int]], empties: list[int],
        wants: dict[int, int],
    ) -> bool:
        """Whether this arrangement allows an opening right away: a talon card played, a face-down card turned."""
        mover, empty_ok = self.mover, self.empty_ok
        for code in talon:
            if code in wants or mover[code] in by_key or (empties and empty_ok[code]):
                return True
        for index, up in enumerate(ups):
            if not up or not self.downs[index]:
                continue
            if len(up) == 1 and up[0] in wants:
                return True  # the last face-up card goes to a foundation
            head = up[0]
            if 0 in self.offsets(up) and (
                any(target != index for target in by_key.get(mover[head], ())) or (empties and empty_ok[head])
            ):
                return True  # the whole face-up run moves off a face-down card
        return False

    def children(
        self, ups: tuple[Codes, ...], founds: tuple[Codes, ...], by_key: dict[int, list[int]], empties: list[int],
        wants: dict[int, int],
    ) -> Iterator[Node]:
        """The arrangements one closed move away (one empty column stands for all of them)."""
        mover, empty_ok = self.mover, self.empty_ok
        for index, up in enumerate(ups):
            if not up:
                continue
            down = self.downs[index]
            for offset in self.offsets(up):
                if offset == 0 and down:
                    continue  # it would turn a card: an opening, ruled out already
                head = up[offset]
                for target in by_key.get(mover[head], ()):
                    if target != index:
                        yield _moved(ups, index, offset, target), founds
                if empties and empty_ok[head] and (offset or down):
                    yield _moved(ups, index, offset, empties[0]), founds
            top = up[-1]
            if top in wants and (len(up) > 1 or not down):
                pile = wants[top]
                yield (_replaced(ups, index, up[:-1]),
                       _replaced(founds, pile, (*founds[pile], top)))
        if self.back:
            yield from self._from_foundations(ups, founds, by_key, empties)

    def _from_foundations(
        self, ups: tuple[Codes, ...], founds: tuple[Codes, ...], by_key: dict[int, list[int]], empties: list[int],
    ) -> Iterator[Node]:
        tops: set[int] = set()
        for pile_index, pile in enumerate(founds):
            if not pile or pile[-1] in tops:
                continue
            top = pile[-1]
            tops.add(top)
            targets = list(by_key.get(self.mover[top], ()))
            if empties and self.empty_ok[top]:
                targets.append(empties[0])
            for target in targets:
                yield _replaced(ups, target, (*ups[target], top)), _replaced(founds, pile_index, pile[:-1])


def _replaced(items: tuple[Codes, ...], index: int, item: Codes) -> tuple[Codes, ...]:
    return (*items[:index], item, *items[index + 1:])


def _moved(ups: tuple[Codes, ...], source: int, offset: int, target: int) -> tuple[Codes, ...]:
    moved = list(ups)
    moved[target] = ups[target] + ups[source][offset:]
    moved[source] = ups[source][:offset]
    return tuple(moved)


__all__ = ["SEARCH_LIMIT", "Verdict", "explore", "is_dead", "progress_reachable", "talon_reach"]
