"""Малое пианино (Little Piano): Klondike with the book's own stock rule.

Spec: ``rules/little_piano.md`` (source lines 968-985), vocabulary and end
rules from ``rules/conventions.md`` §0.7 and §7.  One player (seat 0); the
match is one layout.

Options
  ``stock_rule``: ``book`` (default, §10.4), ``draw1`` or ``draw3`` (the
  spec's ``klondike_standard`` flag, §10.7: unlimited redeals, only the top
  waste card available).
  ``decks``: 1 = Little Piano (7 columns of 7..1, 4 foundations); 2 = Big
  Piano (§10.6: 10 columns of 10..1, 8 foundations, 104 cards), same stock
  rule (MP-7).

Phases (:class:`Phase`)
  ``STOCK``: drawing from the stock (book phase 1, or the whole game in the
  standard modes).  ``RESERVE``: book phase 2 (MP-2..MP-6): the talon turned
  into a queue Q (first discarded first), a reserve R of up to three face-up
  cards, all available, refilled from Q at once, no further recycling.
  ``OVER``: the game has ended; :class:`Ending` says why.

Moves (ids are 0-based; labels count columns and foundations from 1)
  ``tab:S:I>tab:D`` move the face-up run from position I of column S onto D;
  ``tab:S>found``; ``waste>tab:D``; ``waste>found``; ``res:XX>tab:D``;
  ``res:XX>found`` (phase 2, naming the reserve card); ``found:F>tab:D``
  (MP-T3, also in phase 2, MP-8); ``draw``; ``turn``; ``redeal``; ``resign``.
  Flipping a face-down card and refilling R are automatic, never moves.

Engine resolutions ([E], conventions §0.4)
  LP-E1  Book mode: when the stock is empty the talon is turned by the explicit
         move ``turn``, which starts phase 2.  Until then the last drawn card
         stays playable on the talon (MP-5).
  LP-E2  Foundations are not tied to suits: an ace starts the lowest-numbered
         empty foundation and a card goes to the lowest-numbered foundation it
         fits (matters only with two decks).  ``found→tab`` lists only the first
         of several foundations with identical tops.
  LP-E3  Moving a whole column that has no face-down card into an empty
         column only renumbers columns: it is not a move.
  LP-E4  Idle-move limit (§0.7, like chess's fifty-move rule).  *Progress* is
         a flip, a card leaving the stock/talon/reserve for good (including a
         book draw and the turn), or more cards on the foundations than ever
         before.  ``idle_moves`` counts tableau and foundation moves since the
         last progress; once it reaches :data:`IDLE_LIMIT`, the moves that can
         never be progress by themselves (``tab→tab`` without a flip and
         ``found→tab``) are no longer legal.  This bounds every game.
  LP-E5  Dead position (§10.5, §0.7): when the talon can no longer change
         (book phase 2; standard modes with stock and waste empty), the engine
         searches the positions reachable by ``tab→tab`` / ``found→tab`` /
         ``tab→found`` moves, at most :data:`SEARCH_LIMIT` of them.  If that
         search is exhaustive and finds no flip, no placeable reserve card and
         no foundation count above the current one, the game ends (``DEAD``).
         The search runs when ``idle_moves`` is a multiple of
         :data:`DEAD_CHECK_EVERY` (so right after every progress move).
  LP-E6  Standard modes: a ``redeal`` after a pass in which the player made no
         move other than ``draw`` ends the game (``STALLED``): the next pass
         would repeat it exactly.
  LP-E7  Draw-3 turns up to three cards; the first of them ends lowest on the
         waste.  A redeal turns the waste over: the first discarded card
         becomes the top of the new stock.
  LP-E8  What the player saw stays known: the whole face-up talon is in the
         view; ``redeal_unseen`` permutes only face-down tableau cards and a
         stock that was never turned (no redeal yet).  Stock and queue order
         are never in the view before the end.
  LP-E9  ``resign`` is always legal; the game also ends with no legal move
         other than ``resign`` (``NO_MOVES``, or ``IDLE`` when LP-E4 removed
         the last ones).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Sequence
from enum import IntEnum
from functools import lru_cache
from typing import Any

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import check_conserved, deck_order
from cardgames.games.core.decks import deck52, packs
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidMove, InvalidOptions, InvalidState
from cardgames.games.core.rng import Drbg, RngState
from cardgames.games.core.spec import (
    Chance,
    GameSpec,
    Information,
    Outcome,
    Score,
    choice_option,
    int_option,
)
from cardgames.games.core.values import replace, value
from cardgames.games.little_piano.moves import (
    MOVE_TYPES,
    Draw,
    FoundationToTableau,
    Move,
    Redeal,
    ReserveToFoundation,
    ReserveToTableau,
    Resign,
    TableauToFoundation,
    TableauToTableau,
    TurnTalon,
    WasteToFoundation,
    WasteToTableau,
    parse_move,
)
from cardgames.games.mechanics.piles import (
    KING,
    Column,
    FoundationRule,
    Pile,
    accepts_run,
    alternating_targets,
    deal_triangle,
    foundation_total,
    is_red,
    is_run,
    movable_starts,
    patience_rank,
    place_on_foundation,
    replace_column,
    take_from_foundation,
)

IDLE_LIMIT = 50
"""LP-E4: tableau/foundation moves allowed in a row without progress."""

SEARCH_LIMIT = 400
"""LP-E5: positions the dead-position search may visit before giving up (not dead)."""

DEAD_CHECK_EVERY = 8
"""LP-E5: the search runs after progress and then after every 8th idle move (it is costly)."""

RESERVE_SIZE = 3
STOCK_RULES = ("book", "draw1", "draw3")
FOUNDATION_RULE = FoundationRule()


class Phase(IntEnum):
    STOCK = 1
    RESERVE = 2
    OVER = 3


class Ending(IntEnum):
    WON = 1
    NO_MOVES = 2
    DEAD = 3
    STALLED = 4
    IDLE = 5
    RESIGNED = 6


@value
class Options:
    stock_rule: str = "book"
    decks: int = 1

    @property
    def standard(self) -> bool:
        return self.stock_rule != "book"

    @property
    def draw_count(self) -> int:
        return 3 if self.stock_rule == "draw3" else 1

    @property
    def columns(self) -> int:
        return 7 if self.decks == 1 else 10

    @property
    def foundations(self) -> int:
        return 4 * self.decks


@value
class State:
    """The whole layout.  ``stock[0]`` is the stock's top; ``waste[-1]`` is the talon's top;
    ``queue[0]`` is the next card to enter the reserve."""

    options: Options
    phase: Phase
    columns: tuple[Column, ...]
    foundations: tuple[Pile, ...]
    stock: tuple[Card, ...]
    waste: tuple[Card, ...]
    queue: tuple[Card, ...]
    reserve: tuple[Card, ...]
    redeals: int
    pass_changed: bool
    idle_moves: int
    best_foundation: int
    ending: Ending | None
    rng: RngState


@value
class ColumnView:
    """A column as seen: how many cards are face down; their identities only after the end."""

    down_count: int
    down: tuple[Card, ...]
    up: tuple[Card, ...]


@value
class View:
    options: Options
    phase: Phase
    ending: Ending | None
    columns: tuple[ColumnView, ...]
    foundations: tuple[Pile, ...]
    stock_count: int
    stock: tuple[Card, ...]
    waste: tuple[Card, ...]
    queue_count: int
    queue: tuple[Card, ...]
    reserve: tuple[Card, ...]
    redeals: int
    idle_moves: int
    foundation_cards: int


SPEC = GameSpec(
    id="little_piano",
    name="Little Piano (Klondike)",
    native_name="Малое пианино",
    family="patience",
    min_players=1,
    max_players=1,
    default_players=1,
    chance=Chance.EXPLICIT_STOCHASTIC,
    information=Information.IMPERFECT,
    options_type=Options,
    options=(
        choice_option(
            "stock_rule", "book", STOCK_RULES,
            "book: one pass, then a reserve of 3 open cards from the turned talon (§10.4); "
            "draw1/draw3: standard Klondike, unlimited redeals, top waste card only (§10.7)",
        ),
        int_option("decks", 1, 1, 2, "1 = Little Piano; 2 = Big Piano, 10 columns and 8 foundations (§10.6)"),
    ),
    spec_file="little_piano.md",
)


# --------------------------------------------------------------------------- setup


def deck_for(options: Options) -> tuple[Card, ...]:
    return packs(deck52(), options.decks)


def _check_options(options: Options) -> None:
    if options.stock_rule not in STOCK_RULES:
        raise InvalidOptions(f"stock_rule must be one of {', '.join(STOCK_RULES)}", field="stock_rule")
    if options.decks not in (1, 2):
        raise InvalidOptions(f"decks must be 1 or 2, got {options.decks}", field="decks")


def new_game(options: Options, players: int = 1, seed: int | None = None,
             deal: Sequence[Card] | None = None) -> State:
    """Deal the layout (§10.1/§10.6): round r gives a card to each column still short; rest is the stock."""
    _check_options(options)
    SPEC.check_players(players)
    order, rng = deck_order(deck_for(options), seed, deal)
    sizes = tuple(range(options.columns, 0, -1))
    dealt = sum(sizes)
    return State(
        options=options, phase=Phase.STOCK, columns=deal_triangle(order, sizes),
        foundations=tuple(Pile() for _ in range(options.foundations)), stock=order[dealt:],
        waste=(), queue=(), reserve=(), redeals=0, pass_changed=False, idle_moves=0,
        best_foundation=0, ending=None, rng=rng,
    )


# --------------------------------------------------------------------------- legal moves


def num_players(state: State) -> int:
    """Patience has one seat."""
    return 1


def to_act(state: State) -> int | None:
    return None if state.ending is not None else 0


def is_terminal(state: State) -> bool:
    return state.ending is not None


Targets = dict[tuple[int, bool], list[int]]


def _tableau_moves(columns: Sequence[Column], targets: Targets, allow_idle: bool,
                   all_targets: bool = True) -> list[Move]:
    """``tab→tab`` moves; without ``allow_idle`` only those that flip a card (LP-E4).

    Every face-up card heads a movable run: the face-up cards of a column are
    always an alternating run (checked by :func:`check_state`).
    """
    moves: list[Move] = []
    for source, column in enumerate(columns):
        first = column.first_up
        for offset, card in enumerate(column.up):
            index = first + offset
            if not (allow_idle or (offset == 0 and column.down)):
                continue
            found_empty = False
            for target in targets.get((patience_rank(card), is_red(card)), ()):
                if target == source:
                    continue
                if columns[target].is_empty:
                    if index == 0 or (found_empty and not all_targets):
                        continue  # LP-E3 (and one empty column is enough for the search)
                    found_empty = True
                moves.append(TableauToTableau(source, index, target))
    return moves


def _card_targets(targets: Targets, card: Card) -> list[int]:
    return targets.get((patience_rank(card), is_red(card)), [])


def _up_moves(columns: Sequence[Column], wanted: dict[Card, int]) -> list[Move]:
    return [TableauToFoundation(i) for i, c in enumerate(columns) if c.top is not None and c.top in wanted]


def _foundation_down_moves(foundations: Sequence[Pile], targets: Targets) -> list[Move]:
    moves: list[Move] = []
    seen: set[Card] = set()
    for index, pile in enumerate(foundations):
        top = pile.top
        if top is None or top in seen:
            continue
        seen.add(top)
        moves.extend(FoundationToTableau(index, c) for c in _card_targets(targets, top))
    return moves


def _talon_moves(state: State, targets: Targets, wanted: dict[Card, int]) -> list[Move]:
    moves: list[Move] = []
    if state.phase is Phase.RESERVE:
        for card in dict.fromkeys(state.reserve):
            moves.extend(ReserveToTableau(card, c) for c in _card_targets(targets, card))
            if card in wanted:
                moves.append(ReserveToFoundation(card))
    elif state.waste:
        card = state.waste[-1]
        moves.extend(WasteToTableau(c) for c in _card_targets(targets, card))
        if card in wanted:
            moves.append(WasteToFoundation())
    return moves


def _stock_moves(state: State) -> list[Move]:
    if state.phase is not Phase.STOCK:
        return []
    if state.stock:
        return [Draw()]
    if not state.options.standard:
        return [TurnTalon()]
    return [Redeal()] if state.waste else []


def _playing_moves(state: State) -> tuple[Move, ...]:
    """Every legal move except ``resign`` (cached: apply, the end check and callers ask repeatedly)."""
    return _playing_moves_cached(state)


@lru_cache(maxsize=256)
def _playing_moves_cached(state: State) -> tuple[Move, ...]:
    allow_idle = state.idle_moves < IDLE_LIMIT
    moves, targets, wanted = _layout_moves(state.columns, state.foundations, allow_idle)
    return moves + tuple(_talon_moves(state, targets, wanted)) + tuple(_stock_moves(state))


@lru_cache(maxsize=256)
def _layout_moves(columns: tuple[Column, ...], foundations: tuple[Pile, ...],
                  allow_idle: bool) -> tuple[tuple[Move, ...], Targets, dict[Card, int]]:
    """Moves within tableau and foundations, with the lookup tables (reused while only the talon changes)."""
    targets = alternating_targets(columns)
    wanted = FOUNDATION_RULE.wanted(foundations)
    moves = _tableau_moves(columns, targets, allow_idle)
    moves.extend(_up_moves(columns, wanted))
    if allow_idle:
        moves.extend(_foundation_down_moves(foundations, targets))
    return tuple(moves), targets, wanted


def legal_moves(state: State) -> tuple[Move, ...]:
    """All legal moves, sorted by id; empty only when the game is over."""
    if state.ending is not None:
        return ()
    return tuple(sorted((*_playing_moves(state), Resign()), key=lambda move: move.id))


# --------------------------------------------------------------------------- apply


def apply(state: State, move: Move) -> State:
    """Play ``move``; flips, reserve refills and the end of the game follow automatically."""
    if state.ending is not None:
        raise GameOver("the layout is finished", rule="§10.5")
    if not isinstance(move, MOVE_TYPES):
        raise InvalidMove(f"not a little_piano move: {move!r}")
    if not isinstance(move, Resign) and move not in _playing_moves(state):
        malformed = _explain_indices(state, move)
        if malformed is not None:
            raise InvalidMove(malformed[0], rule=malformed[1])
        message, rule = _explain(state, move)
        raise IllegalMove(message, rule=rule)
    if isinstance(move, Resign):
        return replace(state, phase=Phase.OVER, ending=Ending.RESIGNED)
    if isinstance(move, Redeal) and not state.pass_changed:
        return replace(state, phase=Phase.OVER, ending=Ending.STALLED)
    return _settle(state, _EFFECTS[type(move)](state, move), move)


def _move_run(state: State, move: TableauToTableau) -> State:
    run, rest = state.columns[move.source].take(move.index)
    columns = replace_column(state.columns, move.source, rest)
    columns = replace_column(columns, move.target, columns[move.target].put(run))
    return replace(state, columns=columns)


def _to_foundation(state: State, card: Card) -> tuple[Pile, ...]:
    target = FOUNDATION_RULE.target(state.foundations, card)
    assert target is not None  # checked by legal_moves
    return place_on_foundation(state.foundations, target, card)


def _tab_to_found(state: State, move: TableauToFoundation) -> State:
    card, rest = state.columns[move.column].take_top()
    return replace(state, columns=replace_column(state.columns, move.column, rest),
                   foundations=_to_foundation(state, card))


def _onto(state: State, column: int, card: Card) -> tuple[Column, ...]:
    return replace_column(state.columns, column, state.columns[column].put((card,)))


def _waste_to_tab(state: State, move: WasteToTableau) -> State:
    return replace(state, columns=_onto(state, move.column, state.waste[-1]), waste=state.waste[:-1])


def _waste_to_found(state: State, move: WasteToFoundation) -> State:
    return replace(state, foundations=_to_foundation(state, state.waste[-1]), waste=state.waste[:-1])


def _take_reserve(state: State, card: Card) -> State:
    """Remove ``card`` from R and refill R from Q at once (MP-4)."""
    reserve = list(state.reserve)
    reserve.remove(card)
    refill = RESERVE_SIZE - len(reserve)
    return replace(state, reserve=tuple(reserve) + state.queue[:refill], queue=state.queue[refill:])


def _res_to_tab(state: State, move: ReserveToTableau) -> State:
    return replace(_take_reserve(state, move.card), columns=_onto(state, move.column, move.card))


def _res_to_found(state: State, move: ReserveToFoundation) -> State:
    return replace(_take_reserve(state, move.card), foundations=_to_foundation(state, move.card))


def _found_to_tab(state: State, move: FoundationToTableau) -> State:
    card, foundations = take_from_foundation(state.foundations, move.foundation)
    return replace(state, foundations=foundations, columns=_onto(state, move.column, card))


def _draw(state: State, move: Draw) -> State:
    count = state.options.draw_count
    return replace(state, stock=state.stock[count:], waste=state.waste + state.stock[:count])


def _turn(state: State, move: TurnTalon) -> State:
    """MP-6: the card discarded first comes first; R is its first three cards (MP-2)."""
    queue = state.waste
    return replace(state, phase=Phase.RESERVE, waste=(), reserve=queue[:RESERVE_SIZE],
                   queue=queue[RESERVE_SIZE:])


def _redeal(state: State, move: Redeal) -> State:
    """LP-E7: the waste turned face down; its first card becomes the stock's top."""
    return replace(state, stock=state.waste, waste=(), redeals=state.redeals + 1, pass_changed=False)


_EFFECTS: dict[type, Callable[[State, Any], State]] = {
    TableauToTableau: _move_run,
    TableauToFoundation: _tab_to_found,
    WasteToTableau: _waste_to_tab,
    WasteToFoundation: _waste_to_found,
    ReserveToTableau: _res_to_tab,
    ReserveToFoundation: _res_to_found,
    FoundationToTableau: _found_to_tab,
    Draw: _draw,
    TurnTalon: _turn,
    Redeal: _redeal,
}


def _face_down(state: State) -> int:
    return sum(len(column.down) for column in state.columns)


def _talon_size(state: State) -> int:
    return len(state.stock) + len(state.waste) + len(state.queue) + len(state.reserve)


def _progressed(before: State, after: State, move: Move) -> bool:
    """LP-E4 progress: a flip, a card leaving stock/talon for good, or a new foundation record."""
    if isinstance(move, (Draw, TurnTalon)) and not before.options.standard:
        return True
    return (
        _face_down(after) < _face_down(before)
        or _talon_size(after) < _talon_size(before)
        or foundation_total(after.foundations) > before.best_foundation
    )


def _settle(before: State, after: State, move: Move) -> State:
    """Update the counters of LP-E4/LP-E6 and decide whether the game is over."""
    cycling = isinstance(move, (Draw, Redeal, TurnTalon))
    idle = 0 if _progressed(before, after, move) else before.idle_moves + (0 if cycling else 1)
    total = foundation_total(after.foundations)
    after = replace(
        after, idle_moves=idle, best_foundation=max(before.best_foundation, total),
        pass_changed=after.pass_changed or not cycling,
    )
    ending = _ending(after)
    return replace(after, phase=Phase.OVER, ending=ending) if ending is not None else after


def _ending(state: State) -> Ending | None:
    if foundation_total(state.foundations) == 52 * state.options.decks:
        return Ending.WON
    if not _playing_moves(state):
        return Ending.IDLE if state.idle_moves >= IDLE_LIMIT else Ending.NO_MOVES
    checked = state.idle_moves % DEAD_CHECK_EVERY == 0 and _talon_fixed(state)
    if checked and _progress_reachable(state) is False:
        return Ending.DEAD
    return None


# --------------------------------------------------------------------------- dead positions (LP-E5)


def _talon_fixed(state: State) -> bool:
    """The talon can no longer change except by playing reserve cards."""
    if state.phase is Phase.RESERVE:
        return True
    return state.options.standard and not state.stock and not state.waste


def _progress_reachable(state: State, limit: int = SEARCH_LIMIT) -> bool | None:
    """Search tableau/foundation rearrangements for a flip, a reserve play or a foundation record.

    True: progress found; False: the search was exhaustive and found none; None: limit hit.
    Face-down identities are never looked at, only their counts.
    """
    start = foundation_total(state.foundations)
    reserve = tuple(dict.fromkeys(state.reserve))
    root = (state.columns, state.foundations)
    seen = {root}
    frontier = deque([root])
    while frontier:
        columns, foundations = frontier.popleft()
        node = replace(state, columns=columns, foundations=foundations)
        if _immediate_progress(node, reserve, start):
            return True
        for move in _search_moves(node):
            child = _EFFECTS[type(move)](node, move)
            key = (child.columns, child.foundations)
            if key not in seen:
                if len(seen) >= limit:
                    return None
                seen.add(key)
                frontier.append(key)
    return False


def _immediate_progress(node: State, reserve: tuple[Card, ...], start: int) -> bool:
    targets = alternating_targets(node.columns)
    wanted = FOUNDATION_RULE.wanted(node.foundations)
    if any(card in wanted or _card_targets(targets, card) for card in reserve):
        return True
    if _tableau_moves(node.columns, targets, allow_idle=False):
        return True  # a run move that flips a card
    total = foundation_total(node.foundations)
    for column in node.columns:
        top = column.top
        if top is not None and top in wanted and (total + 1 > start or (len(column.up) == 1 and column.down)):
            return True
    return False


def _search_moves(node: State) -> list[Move]:
    targets = alternating_targets(node.columns)
    moves = _tableau_moves(node.columns, targets, allow_idle=True, all_targets=False)
    moves.extend(_up_moves(node.columns, FOUNDATION_RULE.wanted(node.foundations)))
    moves.extend(_foundation_down_moves(node.foundations, targets))
    return moves


# --------------------------------------------------------------------------- explanations


def _explain(state: State, move: Move) -> tuple[str, str]:
    """Why ``move`` is illegal now: (message, rule)."""
    for check in (_explain_phase, _explain_build, _explain_idle):
        found = check(state, move)
        if found is not None:
            return found
    return (f"{move.id} is not legal here", "§10")


def _explain_indices(state: State, move: Move) -> tuple[str, str] | None:
    for name in ("source", "target", "column"):
        value = getattr(move, name, None)
        if value is not None and not 0 <= value < len(state.columns):
            return (f"there is no column {value} (columns 0..{len(state.columns) - 1})", "§10.1")
    foundation = getattr(move, "foundation", None)
    if foundation is not None and not 0 <= foundation < len(state.foundations):
        return (f"there is no foundation {foundation}", "§10.2")
    return None


def _explain_phase(state: State, move: Move) -> tuple[str, str] | None:
    book, phase2 = not state.options.standard, state.phase is Phase.RESERVE
    if isinstance(move, (ReserveToTableau, ReserveToFoundation)):
        if not phase2:
            return ("there is no reserve before the talon is turned", "MP-2")
        if move.card not in state.reserve:
            return (f"{move.card} is not in the reserve", "MP-2")
    if isinstance(move, (WasteToTableau, WasteToFoundation)) and not state.waste:
        return ("the talon is empty" if not phase2 else "in phase 2 play from the reserve", "§10.4")
    if isinstance(move, Draw) and not state.stock:
        return ("the stock is empty", "§10.4")
    if isinstance(move, TurnTalon) and (not book or phase2 or state.stock):
        return ("the talon is turned once, in the book's rule, when the stock is empty", "§10.4 LP-E1")
    if isinstance(move, Redeal):
        if book:
            return ("the book's rule has no redeal: one pass, then the reserve", "§10.4 MP-3")
        return ("redeal only when the stock is empty and the waste is not", "§10.7")
    return None


def _explain_build(state: State, move: Move) -> tuple[str, str] | None:
    if isinstance(move, TableauToTableau):
        column = state.columns[move.source]
        if not column.first_up <= move.index < column.size:
            return (f"position {move.index} of column {move.source + 1} is not a face-up card", "§10.3")
        if move.index not in movable_starts(column):
            return ("only a run built down in alternating colours moves as a unit", "§10.3")
        if move.source == move.target:
            return ("a run cannot move onto its own column", "§10.3")
        if state.columns[move.target].is_empty and move.index == 0:
            return ("moving a whole column into an empty one changes nothing", "LP-E3")
        return _explain_fit(state.columns[move.target], column.suffix(move.index)[0])
    if isinstance(move, FoundationToTableau) and state.foundations[move.foundation].top is None:
        return (f"foundation {move.foundation} is empty", "§10.2")
    card = _moving_card(state, move)
    if card is None:
        return None
    if hasattr(move, "column") and not isinstance(move, TableauToFoundation):
        return _explain_fit(state.columns[move.column], card)
    if FOUNDATION_RULE.target(state.foundations, card) is None:
        return (f"{card} does not fit any foundation (up in suit from the ace)", "§10.2")
    return None


def _moving_card(state: State, move: Move) -> Card | None:
    if isinstance(move, (ReserveToTableau, ReserveToFoundation)):
        return move.card
    if isinstance(move, (WasteToTableau, WasteToFoundation)):
        return state.waste[-1] if state.waste else None
    if isinstance(move, TableauToFoundation):
        return state.columns[move.column].top
    if isinstance(move, FoundationToTableau):
        top = state.foundations[move.foundation].top
        return top
    return None


def _explain_fit(column: Column, card: Card) -> tuple[str, str] | None:
    if column.is_empty:
        if patience_rank(card) != KING:
            return ("an empty column takes only a king or a king-headed run", "§10.3 MP-T4")
        return None
    top = column.top
    assert top is not None
    if not accepts_run(column, (card,)):
        return (f"{card} does not go on {top}: build down by one in alternating colours", "§10.3")
    return None


def _explain_idle(state: State, move: Move) -> tuple[str, str] | None:
    if state.idle_moves >= IDLE_LIMIT and isinstance(move, (TableauToTableau, FoundationToTableau)):
        return (f"{IDLE_LIMIT} moves without progress: only moves that can progress remain", "LP-E4")
    if isinstance(move, FoundationToTableau):
        top = state.foundations[move.foundation].top
        if any(pile.top == top for pile in state.foundations[: move.foundation]):
            return ("use the first foundation with this top card", "LP-E2")
    return None


# --------------------------------------------------------------------------- score and view


def score(state: State) -> Score:
    total = foundation_total(state.foundations)
    terminal = state.ending is not None
    if not terminal:
        outcome = Outcome.UNDECIDED
    else:
        outcome = Outcome.WIN if state.ending is Ending.WON else Outcome.LOSS
    summary = f"{total} of {52 * state.options.decks} cards on the foundations"
    if state.ending is not None:
        summary += f" ({state.ending.name.lower().replace('_', ' ')})"
    return Score(terminal=terminal, deal=(total,), match=(total,), outcomes=(outcome,), summary=summary,
                 places=(1 if terminal else 0,))


def view(state: State, seat: int | None) -> View:
    """What the player (or a spectator) sees: face-up cards and counts; everything after the end."""
    if seat is not None and seat != 0:
        raise InvalidState(f"seat {seat} out of range 0..0", field="seat")
    done = state.ending is not None
    return View(
        options=state.options, phase=state.phase, ending=state.ending,
        columns=tuple(ColumnView(len(c.down), c.down if done else (), c.up) for c in state.columns),
        foundations=state.foundations, stock_count=len(state.stock), stock=state.stock if done else (),
        waste=state.waste, queue_count=len(state.queue), queue=state.queue if done else (),
        reserve=state.reserve, redeals=state.redeals, idle_moves=state.idle_moves,
        foundation_cards=foundation_total(state.foundations),
    )


# --------------------------------------------------------------------------- checks, hidden cards

def cards_of(state: State) -> Iterable[Card]:
    for column in state.columns:
        yield from column.down
        yield from column.up
    for pile in state.foundations:
        yield from pile.cards
    yield from state.stock
    yield from state.waste
    yield from state.queue
    yield from state.reserve


def check_state(state: State) -> None:
    """Raise InvalidState naming the first impossible thing in ``state``."""
    try:
        _check_options(state.options)
    except InvalidOptions as error:
        raise InvalidState(error.message, field=f"options.{error.field}") from None
    check_conserved(cards_of(state), deck_for(state.options))
    _check_layout(state)
    _check_phase(state)
    _check_counters(state)


def _check_layout(state: State) -> None:
    options = state.options
    if len(state.columns) != options.columns:
        raise InvalidState(f"expected {options.columns} columns, got {len(state.columns)}", field="columns")
    if len(state.foundations) != options.foundations:
        raise InvalidState(f"expected {options.foundations} foundations", field="foundations")
    for index, column in enumerate(state.columns):
        if column.down and not column.up:
            raise InvalidState(f"column {index} has face-down cards but no face-up card", field="columns")
        if not is_run(column.up):
            raise InvalidState(f"column {index}: face-up cards are not an alternating run", field="columns")
    for index, pile in enumerate(state.foundations):
        if not FOUNDATION_RULE.is_valid(pile):
            raise InvalidState(f"foundation {index} is not built up in suit from the ace",
                               field="foundations")


def _check_phase(state: State) -> None:
    if (state.ending is None) == (state.phase is Phase.OVER):
        raise InvalidState("phase OVER exactly when the game has an ending", field="phase")
    if state.options.standard and (state.queue or state.reserve or state.phase is Phase.RESERVE):
        raise InvalidState("standard modes have no reserve or queue", field="reserve")
    if state.phase is Phase.RESERVE and (state.stock or state.waste):
        raise InvalidState("in phase 2 the stock and the talon are empty", field="phase")
    if len(state.reserve) > RESERVE_SIZE or (len(state.reserve) < RESERVE_SIZE and state.queue):
        raise InvalidState("the reserve holds up to 3 cards and is refilled at once", field="reserve")
    if state.phase is Phase.STOCK and (state.queue or state.reserve):
        raise InvalidState("no reserve before the talon is turned", field="reserve")


def _check_counters(state: State) -> None:
    if state.redeals < 0 or (state.redeals and not state.options.standard):
        raise InvalidState("redeals must be >= 0 and only in standard modes", field="redeals")
    if not 0 <= state.idle_moves <= IDLE_LIMIT + 52 * state.options.decks:
        raise InvalidState("idle_moves out of range", field="idle_moves")
    if not foundation_total(state.foundations) <= state.best_foundation <= 52 * state.options.decks:
        raise InvalidState("best_foundation below the foundations or above the deck", field="best_foundation")


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute the cards the player never saw: face-down tableau cards and a never-turned stock (LP-E8)."""
    if state.ending is not None:
        return state
    stock_unseen = not state.options.standard or state.redeals == 0
    pool = [card for column in state.columns for card in column.down]
    if stock_unseen:
        pool.extend(state.stock)
    shuffled = drbg.shuffled(pool)
    columns: list[Column] = []
    position = 0
    for column in state.columns:
        count = len(column.down)
        columns.append(Column(tuple(shuffled[position:position + count]), column.up))
        position += count
    stock = tuple(shuffled[position:]) if stock_unseen else state.stock
    return replace(state, columns=tuple(columns), stock=stock)


__all__ = [
    "IDLE_LIMIT", "MOVE_TYPES", "SEARCH_LIMIT", "SPEC", "ColumnView", "Draw", "Ending",
    "FoundationToTableau", "Move", "Options", "Phase", "Redeal", "ReserveToFoundation",
    "ReserveToTableau", "Resign", "State", "TableauToFoundation", "TableauToTableau", "TurnTalon",
    "View", "WasteToFoundation", "WasteToTableau", "apply", "cards_of", "check_state", "deck_for",
    "is_terminal", "legal_moves", "new_game", "parse_move", "redeal_unseen", "score", "to_act", "view",
]


# -- the game's registration (the rules above are being moved onto the shared skeleton) ------------

from cardgames.games.core.deals import ExplicitDeal  # noqa: E402
from cardgames.games.core.errors import InvalidDeal  # noqa: E402
from cardgames.games.core.events import Event, MovePlayed  # noqa: E402
from cardgames.games.core.game import Game, Step  # noqa: E402
from cardgames.games.core.notation import Grammar  # noqa: E402


def _new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    if len(deals) > 1 or (deals and not deals[0].order):
        raise InvalidDeal("little_piano takes one explicit deal, as a deck order", field="deals")
    return new_game(options, players, seed, deals[0].order if deals else None)


def _play(state: State, move: Move) -> Step[State]:
    return Step(apply(state, move), (MovePlayed(0, move.id, move.label),))


def _opening(state: State) -> tuple[Event, ...]:
    return ()


GAME: Game[Options, State, Move, View] = Game(
    spec=SPEC, options_type=Options, state_type=State, move_type=Move, view_type=View,
    grammar=Grammar("little_piano", (), parse=parse_move), new_game=_new_game, play=_play,
    legal_moves=legal_moves, to_act=to_act, num_players=num_players, is_terminal=is_terminal, score=score,
    view=view, opening_events=_opening, check_state=check_state, cards_of=cards_of, redeal_unseen=redeal_unseen,
)
