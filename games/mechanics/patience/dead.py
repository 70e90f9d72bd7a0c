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
from .rules import EmptyColumn, Rules, Runs, fit_tables, foundation_wants, talon_empty_table

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

    None while the stock holds cards the player has not seen (a draw would reveal them).  A
    reserve pile's open card is available; under a shuffled redeal with redeals left, or a
    random-access talon, every card of the stock and the waste is (demon.md §9.6: a shuffle
    brings any of them to a packet's top sooner or later).
    """
    if layout.turned:
        return frozenset(layout.reserve)
    if not stock_seen(layout):
        return None
    rule = rules.stock
    stock, waste, redeals = layout.stock, layout.waste, layout.redeals
    if rule.random_access or (rule.shuffle and rule.may_redeal(redeals)):
        return frozenset((*layout.reserve, *stock, *waste))
    reach = set(layout.reserve)
    if waste:
        reach.add(waste[-1])
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

    When cards never leave the foundations, putting one there is progress no move undoes: it
    counts as an opening (a closed search's ceiling is then the foundations as they are), and
    before searching, a quick over-estimate of what the closed moves could ever expose
    (:meth:`_Search.never_opens`) may prove the position closed without visiting an arrangement.
    """
    reach = talon_reach(layout, rules)
    start = foundation_total(layout.foundations)
    if reach is None:
        return Verdict.OPEN, start
    search = _Search(rules, tuple(len(column.down) for column in layout.columns),
                     bool(layout.reserve) and rules.tableau.empty is EmptyColumn.RESERVE)
    talon = tuple({card.code for card in reach})
    root: Node = (
        tuple(tuple(card.code for card in column.up) for column in layout.columns),
        tuple(tuple(card.code for card in pile.cards) for pile in layout.foundations),
    )
    if not search.back:
        by_key, empties = search.targets(root[0])
        wants = search.wants(root[1])
        if search.opens(root[0], talon, by_key, empties, wants):
            return Verdict.OPEN, start
        if search.never_opens(root[0], talon, wants):
            return Verdict.CLOSED, start
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
    """The closed moves of one game's rules over :data:`Node` values (mirrors :mod:`.actions`).

    ``fills``: an emptied column takes the reserve's open card at once (``EmptyColumn.RESERVE``
    with cards in the reserve), so emptying a column is an opening, as turning a card is.
    Without ``back`` (cards never leave the foundations) a card put on a foundation is an
    opening too: progress no move undoes.
    """

    __slots__ = ("back", "downs", "empty_ok", "fills", "foundation", "mover", "runs", "talon_ok", "want")

    def __init__(self, rules: Rules, downs: tuple[int, ...], fills: bool = False):
        self.mover, self.want, self.empty_ok = fit_tables(rules.tableau)
        self.talon_ok = talon_empty_table(rules.tableau)
        self.runs = rules.tableau.runs
        self.foundation = rules.foundation
        self.back = rules.foundation_to_tableau
        self.downs = downs
        self.fills = fills

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
        if self.runs is Runs.WHOLE_ONLY:
            return (0,) if lowest == 0 else ()
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
        """Whether this arrangement allows an opening right away: a talon card played, a face-down card
        turned, a column emptied while the reserve fills it, a card put up for good."""
        mover, empty_ok, talon_ok = self.mover, self.empty_ok, self.talon_ok
        for code in talon:
            if code in wants or mover[code] in by_key or (empties and talon_ok[code]):
                return True
        if not self.back and any(up and up[-1] in wants for up in ups):
            return True  # a card goes up for good
        fills = self.fills
        for index, up in enumerate(ups):
            if not up or not (fills or self.downs[index]):
                continue
            if len(up) == 1 and up[0] in wants:
                return True  # the last face-up card goes to a foundation
            head = up[0]
            if 0 in self.offsets(up) and (
                any(target != index for target in by_key.get(mover[head], ())) or (empties and empty_ok[head])
            ):
                return True  # the whole face-up run moves off a face-down card
        return False

    def can_head(self, up: Codes, offset: int, exposable: set[int]) -> bool:
        """Whether the card at ``offset`` of a column's face-up cards may ever head a run that moves
        (an over-estimate: ``exposable`` holds every card that may ever be a column's top)."""
        runs = self.runs
        if runs is Runs.ANY_RUN:
            return True
        if runs is Runs.WHOLE_ONLY:
            return offset == 0
        return up[offset] in exposable or (offset == 0 and runs is Runs.WHOLE_OR_TOP)

    def never_opens(self, ups: tuple[Codes, ...], talon: Codes, wants: dict[int, int]) -> bool:
        """A quick proof (without ``back``) that no arrangement the closed moves reach allows an opening.

        It over-estimates what the closed moves can do: the cards that may ever be a column's
        top (a card is exposed only after the card lying on it heads a run onto some card that
        may be exposed, or into a column that may be empty) and whether a column may ever be
        empty, ignoring when each of them happens.  When even that allows no opening, none is
        reachable; when it does, the search decides.
        """
        mover, want, empty_ok, talon_ok, downs = self.mover, self.want, self.empty_ok, self.talon_ok, self.downs
        exposable = {up[-1] for up in ups if up}
        keys = {want[code] for code in exposable}
        empty = any(not up and not downs[index] for index, up in enumerate(ups))
        changed = True
        while changed:
            changed = False
            if not empty and not self.fills:
                empty = any(up and not downs[index] and self.can_head(up, 0, exposable) and mover[up[0]] in keys
                            for index, up in enumerate(ups))
                changed = empty
            for up in ups:
                for offset in range(len(up) - 1, 0, -1):
                    below, head = up[offset - 1], up[offset]
                    if below not in exposable and self.can_head(up, offset, exposable) and (
                            mover[head] in keys or (empty and empty_ok[head])):
                        exposable.add(below)
                        keys.add(want[below])
                        changed = True
        if any(code in wants or mover[code] in keys or (empty and talon_ok[code]) for code in talon):
            return False
        if any(code in wants for code in exposable):
            return False
        return not any(
            up and (downs[index] or self.fills) and self.can_head(up, 0, exposable)
            and (mover[up[0]] in keys or (empty and empty_ok[up[0]]))
            for index, up in enumerate(ups)
        )

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
                if offset == 0 and (down or self.fills):
                    continue  # it would turn a card or fill the column from the reserve: an opening, ruled out
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
