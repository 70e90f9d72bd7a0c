"""Lion and Sun's deal (§12.1), whose turn it is and the legal moves of each phase."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import ExplicitDeal, deck_order, single_order
from cardgames.games.core.events import CardsMoved, DealStarted, Event, Place, Zone, moved
from cardgames.games.core.rng import RngState
from cardgames.games.mechanics.patience import Kind, Layout
from cardgames.games.mechanics.patience.actions import stock_actions
from cardgames.games.mechanics.patience.cells import (
    RANK,
    cell_place,
    cells_of,
    empty_cells,
    rank_wants,
    stack_place,
    stacks_of,
    tops,
)
from cardgames.games.mechanics.piles import Pile

from .moves import Draw, Fill, Move, PackToFoundation, Redeal, Resign, SlotToFoundation, WasteToFoundation
from .state import DECK, FOUNDATIONS, LAYOUT_SIZE, PACK_SIZE, PACKS, SLOTS, SPEC, Options, Phase, State, rules_for

_RESIGN, _DRAW, _REDEAL, _WASTE_UP = Resign(), Draw(), Redeal(), WasteToFoundation()
_STOCK_MOVES: dict[Kind, Move] = {Kind.DRAW: _DRAW, Kind.REDEAL: _REDEAL}


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """Shuffle (or take the explicit deck order) and deal the layout (§12.1, LS-9: the packs first)."""
    SPEC.check_players(players)
    SPEC.check_options(options)
    cards, rng = deck_order(DECK, seed, single_order("lion_and_sun", deals))
    return layout(options, cards, rng)


def layout(options: Options, cards: Sequence[Card], rng: RngState) -> State:
    """The first state for the deck order ``cards`` (a pure function of the order): pack ``p`` is
    ``cards[12p..12p+11]`` (the last on top), the slots ``cards[48..60]``, the stock ``cards[61..]``."""
    packs_end = PACKS * PACK_SIZE
    table = Layout(columns=(), foundations=(Pile(),) * FOUNDATIONS, stock=tuple(cards[LAYOUT_SIZE:]))
    return State(
        options=options, phase=Phase.PLAY, layout=table, packs=stacks_of(cards[:packs_end], PACK_SIZE),
        slots=cells_of(cards[packs_end:LAYOUT_SIZE]), rng=rng,
    )


def deal_events(state: State) -> tuple[Event, ...]:
    """The layout dealt: each pack (squared, the cards under the top counted, not named), each slot, the stock."""
    deck = Place(Zone.DECK)
    events: list[Event] = [DealStarted(1, 0)]
    spread = state.options.packs_spread
    for index, pack in enumerate(state.packs):
        cards = pack.cards
        if cards and not spread and len(cards) > 1:
            events.append(CardsMoved(deck, stack_place(index), len(cards) - 1, face_up=False))
            cards = cards[-1:]
        if cards:
            events.append(moved(deck, stack_place(index), cards))
    events.extend(moved(deck, cell_place(index), slot.cards) for index, slot in enumerate(state.slots) if slot.cards)
    events.append(CardsMoved(deck, Place(Zone.STOCK), len(state.layout.stock), face_up=False))
    return tuple(events)


def num_players(state: State) -> int:
    """Patience has one seat."""
    return 1


def to_act(state: State) -> int | None:
    return None if state.phase is Phase.OVER else 0


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move, sorted by id; ``resign`` is always among them until the game is over."""
    return _GENERATORS[state.phase](state)


# Every move there can be, built once, each with its place in the order of ids (legal moves are listed
# sorted by id: sorting these keys is what a sort by id would do, without formatting an id).
_ALL: list[Move] = [
    *(SlotToFoundation(slot) for slot in range(SLOTS)), *(PackToFoundation(pack) for pack in range(PACKS)),
    *(Fill(slot, pack) for slot in range(SLOTS) for pack in range(PACKS)), _WASTE_UP, _DRAW, _REDEAL, _RESIGN,
]
_KEY = {move: rank for rank, move in enumerate(sorted(_ALL, key=lambda move: move.id))}
_SLOT_UP = [(_KEY[move], move) for move in _ALL[:SLOTS]]
_PACK_UP = [(_KEY[move], move) for move in _ALL[SLOTS:SLOTS + PACKS]]
_FILL = [[(_KEY[Fill(slot, pack)], Fill(slot, pack)) for pack in range(PACKS)] for slot in range(SLOTS)]
_KEYED: dict[Move, tuple[int, Move]] = {move: (_KEY[move], move) for move in (_WASTE_UP, _DRAW, _REDEAL, _RESIGN)}
_STOCK_KEYED = {kind: _KEYED[move] for kind, move in _STOCK_MOVES.items()}

Keyed = list[tuple[int, Move]]


def wants(state: State) -> set[int]:
    """The ranks the foundations take now (suitless: a card fits exactly when its rank is here)."""
    return rank_wants(state.layout.foundations, rules_for(state.options).foundation)


def keyed_moves(state: State) -> Keyed:
    """The legal moves other than ``resign``, each with its sort key: plays to the foundations, fills, the stock."""
    table = state.layout
    want = wants(state)
    moves = [_SLOT_UP[index] for index, card in tops(state.slots) if RANK[card.code] in want]
    packs = [index for index, _ in tops(state.packs)]
    moves.extend(_PACK_UP[index] for index in packs if RANK[state.packs[index].cards[-1].code] in want)
    if table.waste and RANK[table.waste[-1].code] in want:
        moves.append(_KEYED[_WASTE_UP])
    if packs:
        for slot in empty_cells(state.slots):
            fills = _FILL[slot]
            moves.extend(fills[pack] for pack in packs)
    moves.extend(_STOCK_KEYED[action.kind] for action in stock_actions(table, rules_for(state.options)))
    return moves


def playing_moves(state: State) -> list[Move]:
    """The legal moves other than ``resign``, sorted by id."""
    return [move for _, move in sorted(keyed_moves(state))]


def has_move(state: State, want: set[int] | None = None) -> bool:
    """Whether any move but ``resign`` is legal (``bool(playing_moves(state))``, cheaply)."""
    table = state.layout
    if stock_actions(table, rules_for(state.options)):
        return True
    if any(pack.cards for pack in state.packs) and any(not slot.cards for slot in state.slots):
        return True
    want = wants(state) if want is None else want
    if table.waste and RANK[table.waste[-1].code] in want:
        return True
    return any(RANK[card.code] in want for _, card in tops(state.slots)) or any(
        RANK[card.code] in want for _, card in tops(state.packs))


def _moves(state: State) -> tuple[Move, ...]:
    moves = keyed_moves(state)
    moves.append(_KEYED[_RESIGN])
    moves.sort()
    return tuple([move for _, move in moves])


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.PLAY: _moves,
    Phase.OVER: lambda state: (),
}
