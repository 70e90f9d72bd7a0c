"""The Mill's deal (§11.1), whose turn it is, what each pile takes and the legal moves of each phase."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.deals import ExplicitDeal, deck_order, single_order
from cardgames.games.core.events import CardsMoved, DealStarted, Event, Place, Zone, moved
from cardgames.games.core.rng import RngState
from cardgames.games.mechanics.patience import Layout, foundation_place
from cardgames.games.mechanics.patience.cells import RANK, cell_place, cells_of, rank_wants
from cardgames.games.mechanics.piles import Pile

from .moves import Draw, Move, Refill, Resign, TalonToAce, TalonToKing, Transfer, WingToAce, WingToKing
from .state import ACE_PILE, CORNERS, DECK, KING, KING_PILE, RULES, SPEC, WINGS, Options, Phase, Source, State

_RESIGN, _DRAW, _TALON_UP = Resign(), Draw(), TalonToAce()
_REFILLS = (Refill(Source.STOCK), Refill(Source.TALON))
ACE_RANK = 1


def new_game(options: Options, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()) -> State:
    """Shuffle (or take the explicit deck order) and lay out the mill (§11.1)."""
    SPEC.check_players(players)
    SPEC.check_options(options)
    cards, rng = deck_order(DECK, seed, single_order("mill", deals))
    return layout(options, cards, rng)


def layout(options: Options, cards: Sequence[Card], rng: RngState) -> State:
    """The first state for the 104-card order ``cards`` (a pure function of the order).

    The first ace is the centre (ML-7); the other cards are ``deck[0..102]``.  The wings take ``deck[0..7]``;
    then, as long as a wing holds a king and a corner is empty, every such king goes in wing order to the
    next empty corner and the wings it left take the next cards in wing order (ML-5, ML-T1).
    """
    centre = next(index for index, card in enumerate(cards) if RANK[card.code] == ACE_RANK)
    deck = [*cards[:centre], *cards[centre + 1:]]
    wings = list(deck[:WINGS])
    stock = deck[WINGS:]
    kings: list[Card] = []
    while len(kings) < CORNERS:
        left = []
        for index, card in enumerate(wings):
            if RANK[card.code] == KING and len(kings) < CORNERS:
                kings.append(card)
                left.append(index)
        if not left:
            break
        for index in left:
            wings[index] = stock.pop(0)
    table = Layout(columns=(), foundations=(Pile((cards[centre],)),), stock=tuple(stock))
    corners = tuple(Pile((king,)) for king in kings) + (Pile(),) * (CORNERS - len(kings))
    return State(options=options, phase=Phase.PLAY, layout=table, wings=cells_of(wings), kings=corners, rng=rng)


def king_place(pile: int) -> Place:
    """King pile ``pile`` in events: ``FOUNDATION`` 1..4 (the ace pile is ``FOUNDATION`` 0)."""
    return Place(Zone.FOUNDATION, None, pile + 1)


ACE_PLACE = foundation_place(0)


def deal_events(state: State) -> tuple[Event, ...]:
    """The layout: the centre ace, the kings in the corners, the wings, the stock (counted, not named)."""
    deck = Place(Zone.DECK)
    events: list[Event] = [DealStarted(1, 0), moved(deck, ACE_PLACE, state.layout.foundations[0].cards)]
    events.extend(moved(deck, king_place(pile), kings.cards) for pile, kings in enumerate(state.kings) if kings.cards)
    events.extend(moved(deck, cell_place(index), wing.cards) for index, wing in enumerate(state.wings) if wing.cards)
    events.append(CardsMoved(deck, Place(Zone.STOCK), len(state.layout.stock), face_up=False))
    return tuple(events)


def num_players(state: State) -> int:
    """Patience has one seat."""
    return 1


def to_act(state: State) -> int | None:
    return None if state.phase is Phase.OVER else 0


def is_terminal(state: State) -> bool:
    return state.phase is Phase.OVER


# ---------------------------------------------------------------- what each pile takes


def ace_wants(state: State) -> int | None:
    """The rank the ace pile takes next (the ace after the king, ML-8), None once it holds 52 cards."""
    wants = rank_wants(state.layout.foundations, RULES.foundation)
    return next(iter(wants)) if wants else None


def king_wants(kings: Pile) -> int | None:
    """The rank king pile ``kings`` takes next (down by one regardless of suit), None when empty or complete."""
    count = len(kings.cards)
    return None if not count or count >= KING_PILE else KING - count


def first_empty_corner(state: State) -> int | None:
    """The next corner a king goes to (the corners fill in order)."""
    return next((pile for pile, kings in enumerate(state.kings) if not kings.cards), None)


def available(state: State) -> Iterator[tuple[int, Card]]:
    """The cards that may be played (§11.3): each wing's card (by wing index) and the talon's top (index -1)."""
    for index, wing in enumerate(state.wings):
        if wing.cards:
            yield index, wing.cards[0]
    if state.layout.waste:
        yield -1, state.layout.waste[-1]


def transfer_refusal(state: State, pile: int) -> tuple[str, str] | None:
    """Why ``transfer:pile`` is illegal (message, spec reference), or None when it is legal (§11.4 ML-6)."""
    cards = state.kings[pile].cards
    if not cards:
        return f"king pile {pile} is empty", "§11.4 ML-6"
    if len(cards) == 1:
        return "the base king of a king pile is never transferred", "§11.4 ML-6 (c)"
    rank = RANK[cards[-1].code]
    wanted = ace_wants(state)
    if wanted != rank:
        return f"{cards[-1]} does not go on the ace pile ({ace_takes(wanted)})", "§11.4 ML-6"
    if pile == state.last_transfer:
        return (f"king pile {pile} gave the last transfer: a wing or talon card must go on the ace pile "
                "before it gives another", "§11.4 ML-6 (b)")
    ranks = {RANK[card.code] for _, card in available(state)}
    opens_ace = len(state.layout.foundations[0].cards) + 1 < ACE_PILE and rank + 1 in ranks
    if rank not in ranks and not opens_ace:
        return ("the transfer would give no wing card and not the talon's top card a play it did not have",
                "§11.4 ML-6 (a)")
    return None


def ace_takes(rank: int | None) -> str:
    if rank is None:
        return "it is complete"
    return f"it takes {'A23456789TJQK'[rank - 1]} next: up regardless of suit, the ace after the king"


# ---------------------------------------------------------------- the legal moves


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move, sorted by id; ``resign`` is always among them until the game is over."""
    return _GENERATORS[state.phase](state)


def playing_moves(state: State) -> list[Move]:
    """The legal moves of phase PLAY other than ``resign``: plays from the wings and the talon, draw, transfers."""
    ace = ace_wants(state)
    wants = [king_wants(kings) for kings in state.kings]
    corner = None if state.options.forced_kings else first_empty_corner(state)
    moves: list[Move] = []
    for index, card in available(state):
        rank = RANK[card.code]
        if rank == ace:
            moves.append(WingToAce(index) if index >= 0 else _TALON_UP)
        targets = [pile for pile, want in enumerate(wants) if want == rank]
        if rank == KING and corner is not None:
            targets.append(corner)
        moves.extend(WingToKing(index, pile) if index >= 0 else TalonToKing(pile) for pile in targets)
    if state.layout.stock:
        moves.append(_DRAW)
    moves.extend(Transfer(pile) for pile in range(CORNERS) if transfer_refusal(state, pile) is None)
    return moves


def has_move(state: State) -> bool:
    """Whether phase PLAY has a move but ``resign``."""
    return bool(state.layout.stock) or bool(playing_moves(state))


def _play_moves(state: State) -> tuple[Move, ...]:
    moves = playing_moves(state)
    moves.append(_RESIGN)
    return tuple(sorted(moves, key=lambda move: move.id))


_GENERATORS: dict[Phase, Callable[[State], tuple[Move, ...]]] = {
    Phase.PLAY: _play_moves,
    Phase.REFILL: lambda state: (*_REFILLS, _RESIGN),
    Phase.OVER: lambda state: (),
}
