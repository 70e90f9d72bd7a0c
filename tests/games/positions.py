"""Hand-built positions for rule and scenario tests (explicit deals, mid-game states)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from cardgames.games import bridge as b
from cardgames.games import demon as dm
from cardgames.games import durak as d
from cardgames.games import kosynka as k
from cardgames.games import little_piano as lp
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.decks import deck36
from cardgames.games.core.hands import Hand
from cardgames.games.core.rng import RngState
from cardgames.games.core.seats import next_active
from cardgames.games.mechanics.patience import Layout
from cardgames.games.mechanics.piles import Column, Pile


def explicit(order: tuple[Card, ...] | list[Card]) -> tuple[ExplicitDeal, ...]:
    """``deals`` for ``new_game``: the first deal in this deck order."""
    return (ExplicitDeal(order=tuple(order)),)


def durak_deal(hands: list[str], trump: str, stock_front: str = "") -> tuple[Card, ...]:
    """An explicit durak deck order: the dealer is the last seat, so deck[k*n+s] is seat s's k-th card."""
    parsed = [parse_cards(hand) for hand in hands]
    players = len(parsed)
    assert all(len(hand) == 6 for hand in parsed), "durak deals six cards each"
    dealt = [parsed[index % players][index // players] for index in range(6 * players)]
    front = [Card.parse(trump), *parse_cards(stock_front)]
    used = set(dealt) | set(front)
    return (*dealt, *front, *(card for card in deck36() if card not in used))


def durak_bout(
    hands: list[str],
    trump: str,
    stock: str = "",
    attacker: int = 0,
    bout: int = 2,
    places: tuple[int, ...] | None = None,
) -> d.State:
    """A checked durak state at the start of a bout; cards placed nowhere are in the discard pile."""
    parsed = [parse_cards(hand) for hand in hands]
    stock_cards = parse_cards(stock)
    used = {card for hand in parsed for card in hand} | set(stock_cards)
    players = len(parsed)
    places = places or (0,) * players
    defender = next_active(attacker, [place == 0 for place in places])
    state = d.State(
        players=players,
        dealer=players - 1,
        trump=Card.parse(trump),
        hands=tuple(Hand(tuple(sorted(hand))) for hand in parsed),
        known=tuple(Hand(()) for _ in parsed),
        stock=stock_cards,
        table=(),
        discard=tuple(card for card in deck36() if card not in used),
        phase=d.Phase.ATTACK,
        attacker=attacker,
        defender=defender,
        thrower=attacker,
        limit=min(5 if bout == 1 else 6, len(parsed[defender])),
        bout=bout,
        places=places,
        rng=d.RngState(0),
    )
    d.check_state(state)
    return state


def durak_play(state: d.State, *moves: str) -> d.State:
    """``state`` after the moves given in notation, checked after each."""
    for text in moves:
        state = d.apply(state, d.parse_move(text))
        d.check_state(state)
    return state


LAYOUT_FIELDS = {"stock", "waste", "queue", "reserve", "redeals", "turned"}


def piano_position(
    columns: list[Column],
    foundations: tuple[Pile, ...] = (),
    *,
    options: lp.Options | None = None,
    **fields: object,
) -> lp.State:
    """A hand-built little_piano position (not necessarily a whole deck: play does not need one).

    ``fields`` name parts of the layout (``stock``, ``waste``, ``queue``, ``reserve``, ``redeals``,
    ``turned``) or of the state (``idle_moves``, ``best_foundation``, ...); ``phase=RESERVE``
    means the talon has been turned.
    """
    options = options or lp.Options()
    rules = lp.rules_for(options)
    cols = tuple(columns) + tuple(Column() for _ in range(rules.shape.columns - len(columns)))
    founds = tuple(foundations) + tuple(Pile() for _ in range(rules.shape.foundations - len(foundations)))
    layout_fields = {name: value for name, value in fields.items() if name in LAYOUT_FIELDS}
    state_fields = {name: value for name, value in fields.items() if name not in LAYOUT_FIELDS}
    phase = state_fields.pop("phase", lp.Phase.RESERVE if layout_fields.get("turned") else lp.Phase.STOCK)
    layout_fields.setdefault("turned", phase is lp.Phase.RESERVE)
    layout = Layout(cols, founds, **layout_fields)
    return lp.State(options=options, phase=phase, layout=layout, rng=RngState(1), **state_fields)


def with_layout(state: lp.State, **changes: object) -> lp.State:
    """``state`` with parts of its layout changed."""
    return replace(state, layout=replace(state.layout, **changes))


# ---------------------------------------------------------------- bridge


def bridge_order(hands: list[tuple[Card, ...]] | list[list[Card]], dealer: int = 0) -> tuple[Card, ...]:
    """The deck order that deals ``hands`` (indexed by seat) one card at a time from ``dealer``'s left."""
    return tuple(hands[(dealer + 1 + offset) % 4][k] for k in range(13) for offset in range(4))


def bridge_game(hands: list[tuple[Card, ...]] | list[list[Card]], options: b.Options | None = None,
                seed: int = 1) -> b.State:
    """A match whose first deal (North deals) gives each seat ``hands[seat]``."""
    return b.new_game(options or b.Options(), 4, seed=seed, deals=(ExplicitDeal(hands=tuple(
        Hand(tuple(sorted(hand))) for hand in hands)),))


def bridge_run(state: b.State, *moves: str) -> b.State:
    """``state`` after the moves given by id, checked after each."""
    for text in moves:
        state = b.apply(state, b.parse_move(text))
        b.check_state(state)
    return state


def bridge_contract(state: b.State, declarer: int, bid: str, doubling: str = "") -> b.State:
    """Passes up to ``declarer``, the bid, an optional double (LHO) / redouble (partner), three passes."""
    while b.to_act(state) != declarer:
        state = bridge_run(state, "pass")
    state = bridge_run(state, f"bid:{bid}")
    if doubling:
        state = bridge_run(state, "double")
        if doubling == "XX":
            state = bridge_run(state, "redouble")
    return bridge_run(state, "pass", "pass", "pass")


def bridge_play_lowest(state: b.State) -> b.State:
    """Every seat plays its lowest legal card (by suit, then rank) until the deal is scored."""
    deals = len(state.history)
    while len(state.history) == deals:
        state = b.apply(state, b.legal_moves(state)[0])
    b.check_state(state)
    return state


def bridge_with_hands(state: b.State, hands: list[tuple[Card, ...]] | list[list[Card]]) -> b.State:
    """The deal in its auction with other hands (checked)."""
    state = replace(state, hands=tuple(Hand(tuple(sorted(hand))) for hand in hands))
    b.check_state(state)
    return state


def bridge_points(state: b.State, deal: int, section: str | None = None) -> tuple[int, ...]:
    """(N-S, E-W) points of one deal on the sheet (``section``: ``above`` or ``below`` only)."""
    return state.sheet.totals(section, state.sheet.of_deal(deal))


def bridge_rows(state: b.State, deal: int) -> list[tuple[str, str, tuple[int, ...]]]:
    """One deal's rows as (section, label, points)."""
    return [(row.section, row.label, row.points) for row in state.sheet.of_deal(deal)]


# ---------------------------------------------------------------- kosynka and demon


def _column(text: str) -> Column:
    """``"down | up"`` (face-down cards bottom first, then the face-up run); without ``|`` all face up."""
    down, _, up = text.rpartition("|")
    return Column(parse_cards(down), parse_cards(up))


def _leftover(deck: tuple[Card, ...], used: list[Card]) -> list[Card]:
    rest = list(deck)
    for card in used:
        rest.remove(card)
    return rest


def kosynka_state(
    columns: list[str], foundations: tuple[str, ...] | list[str] = (), *, waste: str = "", stock: str = "",
    exact: tuple[int, ...] = (), whole: bool = True,
    options: k.Options | None = None, redeals: int = 0, **fields: object,
) -> k.State:
    """A checked kosynka position: column ``i`` from ``"down | up"`` text, foundations bottom first.

    Every card of the two decks not named goes face down under the named ones in the columns not in
    ``exact`` (column ``i``, from 0, takes up to ``i`` face-down cards, as dealt), then into the stock
    after ``stock``.  ``whole=False``: only the cards named, unchecked (play does not need a whole deck).
    """
    options = options or k.Options()
    rules = k.rules_for(options)
    cols = [_column(text) for text in columns] + [Column() for _ in range(rules.shape.columns - len(columns))]
    founds = [Pile(parse_cards(text)) for text in foundations]
    founds += [Pile() for _ in range(rules.shape.foundations - len(founds))]
    named = [*(c for col in cols for c in (*col.down, *col.up)), *(c for p in founds for c in p.cards),
             *parse_cards(waste), *parse_cards(stock)]
    rest = _leftover(rules.shape.deck, named) if whole else []
    for index, column in enumerate(cols):
        if index in exact or not column.up or not whole:
            continue
        room = index - len(column.down)
        cols[index] = Column((*rest[:room], *column.down), column.up)
        rest = rest[room:]
    layout = Layout(tuple(cols), tuple(founds), stock=(*parse_cards(stock), *rest), waste=parse_cards(waste),
                    redeals=redeals)
    fields.setdefault("best_foundation", sum(len(found.cards) for found in founds))
    state = k.State(options=options, phase=k.Phase.PLAY, layout=layout, rng=RngState(1), **fields)  # type: ignore[arg-type]
    if whole:
        k.check_state(state)
    return state


def demon_state(
    columns: list[str], reserve: str, foundations: list[str], *, waste: str = "", stock: str = "",
    options: dm.Options | None = None, redeals: int = 0, **fields: object,
) -> dm.State:
    """A checked demon position: the columns (face up), the reserve pile bottom first (its last card
    open), foundations bottom first (``foundations[0]`` starts with the base card); every card not
    named goes to the stock after ``stock`` (``random_access``: to the waste before ``waste``)."""
    options = options or dm.Options()
    cols = [_column(text) for text in columns] + [Column() for _ in range(4 - len(columns))]
    founds = [Pile(parse_cards(text)) for text in foundations] + [Pile() for _ in range(4 - len(foundations))]
    pile = parse_cards(reserve)
    named = [*(c for col in cols for c in col.up), *(c for p in founds for c in p.cards), *pile,
             *parse_cards(waste), *parse_cards(stock)]
    rest = tuple(_leftover(dm.SHAPE.deck, named))
    if options.stock_rule == "random_access":
        talon = {"stock": (), "waste": (*rest, *parse_cards(waste))}
    else:
        talon = {"stock": (*parse_cards(stock), *rest), "waste": parse_cards(waste)}
    layout = Layout(tuple(cols), tuple(founds), queue=pile[-2::-1], reserve=pile[-1:], redeals=redeals, **talon)
    fields.setdefault("best_foundation", sum(len(found.cards) for found in founds))
    state = dm.State(options=options, phase=dm.Phase.PLAY, layout=layout, rng=RngState(1), **fields)  # type: ignore[arg-type]
    dm.check_state(state)
    return state


def run_moves(game: Any, state: Any, *moves: str) -> Any:
    """``state`` after the moves given by id (``game``: a game package), checked after each."""
    for text in moves:
        state = game.apply(state, game.parse_move(text))
        game.check_state(state)
    return state
