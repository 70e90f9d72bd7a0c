"""cardgames.games.mechanics.patience on its own: rules, deal, legal actions, refusals, effects, the dead-position
proof.

The rule sets here are the ones the patiences of conventions §7 need (Little Piano, Kosynka,
Demon, Lion and Sun), so the mechanic is tested as they will compose it.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter, deque

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.decks import deck52, packs
from cardgames.games.core.errors import InvalidState
from cardgames.games.core.events import CardsMoved, CardTurned, Event, Place, Zone
from cardgames.games.core.rng import Drbg
from cardgames.games.core.values import replace
from cardgames.games.mechanics import patience
from cardgames.games.mechanics.patience import (
    DRAW,
    REDEAL,
    TURN,
    UNLIMITED,
    Action,
    Building,
    EmptyColumn,
    Kind,
    Layout,
    Rule,
    Rules,
    Runs,
    Shape,
    StockRule,
    TableauRule,
    Targets,
    Verdict,
    staircase,
)
from cardgames.games.mechanics.piles import (
    Column,
    FoundationRule,
    Pile,
    accepts_run,
    alternating_descending,
    any_suit_descending,
    patience_rank,
    same_suit_descending,
)

C = Card.parse
RANKS = "A23456789TJQK"

BOOK = Rules(staircase(tuple(range(7, 0, -1))), stock=StockRule(1, 0, 3), foundation_to_tableau=True)
DRAW3 = Rules(staircase(tuple(range(7, 0, -1))), stock=StockRule(3, UNLIMITED), foundation_to_tableau=True)
KOSYNKA = Rules(staircase(tuple(range(1, 11)), decks=2), stock=StockRule(1, 2))
SUITED = Rules(staircase((4, 4, 4, 4, 3, 3)), TableauRule(Building.SAME_SUIT, EmptyColumn.ANY),
               stock=StockRule(1, 1))
LOOSE = Rules(staircase((5, 5, 5, 5)), TableauRule(Building.ANY_SUIT, EmptyColumn.NOTHING, Runs.TOP_ONLY),
              stock=StockRule(2, 3), foundation_to_tableau=True)
CANFIELD = Rules(Shape((1, 1, 1, 1)), TableauRule(wrap=True, runs=Runs.WHOLE_OR_TOP, empty=EmptyColumn.ANY),
                 FoundationRule(base=7, wrap=True), StockRule(3, UNLIMITED))
DEMON_SHAPE = Shape((1, 1, 1, 1), (), 1, 4, reserve=13, base=True)
DEMON_TABLEAU = TableauRule(wrap=True, empty=EmptyColumn.RESERVE)
DEMON = Rules(DEMON_SHAPE, DEMON_TABLEAU, FoundationRule(base=7, wrap=True), StockRule(3, UNLIMITED, shuffle=True))
DEMON_WHOLE = replace(DEMON, tableau=replace(DEMON_TABLEAU, runs=Runs.WHOLE_ONLY), stock=StockRule(3, UNLIMITED))
DEMON_OPEN = replace(DEMON, stock=StockRule(3, 0, random_access=True))
RULE_SETS = {"book": BOOK, "draw3": DRAW3, "kosynka": KOSYNKA, "suited": SUITED, "loose": LOOSE,
             "canfield": CANFIELD, "demon": DEMON, "demon_whole": DEMON_WHOLE, "demon_open": DEMON_OPEN}


def pile(suit: str, upto: str, start: str = "A") -> Pile:
    ranks = RANKS[RANKS.index(start):] + RANKS[: RANKS.index(start)]
    return Pile(tuple(C(r + suit) for r in ranks[: ranks.index(upto) + 1]))


def layout(columns: list[Column], foundations: tuple[Pile, ...] = (), rules: Rules = BOOK, **talon: object) -> Layout:
    cols = tuple(columns) + tuple(Column() for _ in range(rules.shape.columns - len(columns)))
    founds = tuple(foundations) + tuple(Pile() for _ in range(rules.shape.foundations - len(foundations)))
    return Layout(cols, founds, **talon)  # type: ignore[arg-type]


def up(text: str, down: str = "") -> Column:
    return Column(parse_cards(down), parse_cards(text))


# --------------------------------------------------------------------------- rules


@pytest.mark.parametrize(
    ("building", "check"),
    [(Building.ALTERNATE_COLOURS, alternating_descending), (Building.SAME_SUIT, same_suit_descending),
     (Building.ANY_SUIT, any_suit_descending)],
)
def test_fit_tables_agree_with_the_building_checks(building: Building, check: object) -> None:
    colour_or_suit = {
        Building.ALTERNATE_COLOURS: lambda card, onto: card.is_red != onto.is_red,
        Building.SAME_SUIT: lambda card, onto: card.suit == onto.suit,
        Building.ANY_SUIT: lambda card, onto: True,
    }[building]
    for wrap in (False, True):
        rule = TableauRule(building, wrap=wrap)
        for card, onto in itertools.product(deck52(), repeat=2):
            wrapped = wrap and patience_rank(card) == 13 and patience_rank(onto) == 1 and colour_or_suit(card, onto)
            expected = check(card, onto) or wrapped  # type: ignore[operator]
            assert rule.fits(card, onto) is expected, (building, wrap, card, onto)
    assert not TableauRule().fits(Card.joker(1), C("2C")) and not TableauRule().fits(C("AC"), Card.joker(1))


def test_empty_columns_and_descriptions() -> None:
    assert TableauRule().takes_empty(C("KD")) and not TableauRule().takes_empty(C("QD"))
    assert TableauRule(empty=EmptyColumn.ANY).takes_empty(C("2C"))
    assert not TableauRule(empty=EmptyColumn.NOTHING).takes_empty(C("KC"))
    assert TableauRule().describe() == "build down by one in alternating colours"
    assert "in suit" in TableauRule(Building.SAME_SUIT).describe()
    assert "king" in TableauRule().describe_empty() and "run" in TableauRule().describe_runs()
    assert patience.describe_foundation(FoundationRule()) == "up in suit from the ace"
    assert patience.describe_foundation(FoundationRule(11, False, True)) == (
        "up regardless of suit from the jack, the ace following the king")


def test_stock_rule_checks() -> None:
    assert StockRule().may_redeal(10**6) and not StockRule(redeals=0).may_redeal(0)
    assert StockRule(redeals=2).may_redeal(1) and not StockRule(redeals=2).may_redeal(2)
    for bad in ({"draw": 0}, {"redeals": -2}, {"window": -1}, {"window": 3}):
        with pytest.raises(ValueError):
            StockRule(**bad)  # type: ignore[arg-type]


def test_shape_checks() -> None:
    shape = Shape((3, 2), (2, 1))
    assert (shape.up_count(0), shape.down_count(0), shape.dealt, shape.columns) == (2, 1, 5, 2)
    assert not shape.one_up and staircase((3, 2)).one_up
    for sizes, face_up in (((3,), (4,)), ((3, 2), (1,)), ((30, 30), ()), ((-1,), ())):
        with pytest.raises(ValueError):
            Shape(sizes, face_up)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- the deal


def test_deal_round_by_round_little_piano() -> None:
    deck = deck52()
    dealt = patience.deal(deck, BOOK.shape)
    assert dealt.columns[0] == Column(tuple(deck[i] for i in (0, 7, 13, 18, 22, 25)), (deck[27],))
    assert dealt.columns[6] == Column((), (deck[6],))
    assert dealt.stock == deck[28:] and len(dealt.foundations) == 4 and not dealt.turned
    positions = patience.deal_positions(BOOK.shape)
    assert positions[:8] == ((0, 0), (1, 0), (2, 0), (3, 0), (4, 0), (5, 0), (6, 0), (0, 1))
    assert positions[27] == (0, 6) and len(positions) == 28


def test_deal_kosynka_staircase() -> None:
    """KO-T1: columns of 1..10, one face-up card each, 49 in the stock; column 10's face-up card is
    deck[54] and deck[1] is the bottom card of column 2."""
    deck = packs(deck52(), 2)
    dealt = patience.deal(deck, KOSYNKA.shape)
    assert [column.size for column in dealt.columns] == list(range(1, 11))
    assert all(len(column.up) == 1 for column in dealt.columns) and len(dealt.stock) == 49
    assert dealt.columns[9].up == (deck[54],) and dealt.columns[1].down == (deck[1],)
    assert dealt.columns[0] == Column((), (deck[0],)) and dealt.stock[0] == deck[55]


def test_deal_events_name_only_face_up_cards() -> None:
    deck = deck52()
    dealt = patience.deal(deck, BOOK.shape)
    events = patience.deal_events(dealt)
    moves = [event for event in events if isinstance(event, CardsMoved)]
    hidden = sum(event.count for event in moves if not event.face_up)
    shown = [card for event in moves if event.face_up for card in event.cards]
    assert hidden == 21 + 24 and sorted(shown) == sorted(card for column in dealt.columns for card in column.up)
    assert moves[-1].target == patience.STOCK and moves[-1].count == 24


def test_redeal_unseen_permutes_only_unseen_cards() -> None:
    """Face-down cards and a stock never gone through are permuted together; the face-up cards stay and the
    cards overall are the same; a stock that is a turned-over waste stays as it is."""
    dealt = patience.deal(deck52(), BOOK.shape)
    redealt = patience.redeal_unseen(dealt, Drbg(5))
    assert [column.up for column in redealt.columns] == [column.up for column in dealt.columns]
    assert [len(column.down) for column in redealt.columns] == [len(column.down) for column in dealt.columns]
    assert Counter(patience.cards_of(redealt)) == Counter(patience.cards_of(dealt))
    assert redealt != dealt
    seen = replace(dealt, redeals=1)
    again = patience.redeal_unseen(seen, Drbg(5))
    assert again.stock == seen.stock and again != seen


def test_deal_with_several_face_up_cards() -> None:
    deck = deck52()
    dealt = patience.deal(deck, Shape((3, 2), (2, 2)))
    assert dealt.columns == (Column((deck[0],), (deck[2], deck[4])), Column((), (deck[1], deck[3])))


def test_deal_with_no_columns() -> None:
    """Lion and Sun or Mill keep no building columns: everything is the stock."""
    dealt = patience.deal(deck52(), Shape((), (), 1, 4))
    assert dealt.columns == () and dealt.stock == deck52()


# --------------------------------------------------------------------------- targets and runs


@settings(max_examples=120, deadline=None)
@given(st.permutations(list(deck52())), st.lists(st.integers(0, 4), min_size=7, max_size=7),
       st.sampled_from(list(RULE_SETS)))
def test_targets_agree_with_accepts_run(deck: list[Card], sizes: list[int], name: str) -> None:
    rule = RULE_SETS[name].tableau
    columns, position = [], 0
    for size in sizes:
        columns.append(Column((), tuple(deck[position: position + size])))
        position += size
    targets = Targets(columns, rule)
    empty_base = {EmptyColumn.KING: 13, EmptyColumn.ANY: None}.get(rule.empty, -1)
    for card in deck52():
        expected = [i for i, c in enumerate(columns) if accepts_run(c, (card,), rule.fits, empty_base)]  # type: ignore[arg-type]
        assert targets.of(card) == expected
        assert targets.any_for(card) is bool(expected)


def test_movable_offsets_by_rule() -> None:
    cards = parse_cards("5D 9S 8H 7C")
    assert list(patience.movable_offsets(cards, TableauRule())) == [1, 2, 3]
    assert list(patience.movable_offsets(cards, TableauRule(runs=Runs.TOP_ONLY))) == [3]
    assert list(patience.movable_offsets(cards, TableauRule(runs=Runs.WHOLE_OR_TOP))) == [3]
    assert list(patience.movable_offsets(cards[1:], TableauRule(runs=Runs.WHOLE_OR_TOP))) == [0, 2]
    assert list(patience.movable_offsets((), TableauRule())) == []


# --------------------------------------------------------------------------- legal actions and refusals


def _candidates(position: Layout, rng: random.Random) -> list[Action]:
    n, f = len(position.columns), len(position.foundations)
    actions = [Action(Kind.RUN, s, i, d) for s in range(n) for d in range(n)
               for i in range(position.columns[s].size + 1)]
    actions += [Action(Kind.COLUMN_TO_FOUNDATION, s) for s in range(n + 1)]
    actions += [Action(Kind.WASTE_TO_COLUMN, target=d) for d in range(n + 1)]
    actions += [patience.WASTE_TO_FOUNDATION, DRAW, REDEAL, TURN]
    named = {*position.waste, rng.choice(deck52())}
    actions += [Action(Kind.WASTE_TO_COLUMN, target=d, card=c) for c in named for d in range(n)]
    actions += [Action(Kind.WASTE_TO_FOUNDATION, card=c) for c in named]
    cards = {*position.reserve, rng.choice(deck52())}
    actions += [Action(Kind.RESERVE_TO_COLUMN, target=d, card=c) for c in cards for d in range(n)]
    actions += [Action(Kind.RESERVE_TO_FOUNDATION, card=c) for c in cards]
    actions += [Action(Kind.FOUNDATION_TO_COLUMN, s, 0, d) for s in range(f + 1) for d in range(n)]
    return actions


def _dealt(rules: Rules, seed: int) -> Layout:
    """A shuffled deal; with a base card, one of the rules' base rank (swapped into its place)."""
    order = Drbg(seed).shuffled(rules.shape.deck)
    if rules.shape.base:
        at = rules.shape.laid_out - 1
        other = next(i for i, card in enumerate(order) if patience_rank(card) == rules.foundation.base)
        order[at], order[other] = order[other], order[at]
    return patience.deal(order, rules.shape, open_talon=rules.stock.random_access)


def _random_positions(rules: Rules, games: int, moves: int) -> list[Layout]:
    positions = []
    for seed in range(games):
        rng = random.Random(seed)
        current = _dealt(rules, seed)
        for _ in range(moves):
            positions.append(current)
            legal = patience.legal_actions(current, rules)
            if not legal:
                break
            current = patience.apply(current, rules, rng.choice(legal))
    return positions


@pytest.mark.parametrize("name", list(RULE_SETS))
def test_refusal_is_none_exactly_for_the_legal_actions(name: str) -> None:
    rules = RULE_SETS[name]
    rng = random.Random(7)
    for position in _random_positions(rules, 3, 120)[::3]:
        patience.check_layout(position, rules)
        legal = patience.legal_actions(position, rules)
        assert len(set(legal)) == len(legal)
        candidates = _candidates(position, rng)
        accepted = {action for action in candidates if patience.refusal(position, rules, action) is None}
        assert accepted == set(legal), name
        assert patience.has_action(position, rules) is bool(legal)
        for action in legal:
            after = patience.apply(position, rules, action)
            assert Counter(patience.cards_of(after)) == Counter(patience.cards_of(position))
            patience.check_layout(after, rules)


def test_refusals_name_the_rule() -> None:
    position = layout([up("9D 8S", "2C"), up("9C"), Column(), up("QS")], (pile("H", "5"), pile("H", "5")),
                      rules=DRAW3, stock=parse_cards("3C"))
    cases = {
        Action(Kind.RUN, 9, 0, 1): Rule.NO_SUCH_PLACE,
        Action(Kind.RUN, 0, 0, 1): Rule.FACE_DOWN,
        Action(Kind.RUN, 0, 2, 1): Rule.BUILD,
        Action(Kind.RUN, 0, 1, 0): Rule.SAME_COLUMN,
        Action(Kind.RUN, 0, 1, 2): Rule.EMPTY_COLUMN,
        Action(Kind.RUN, 3, 0, 2): Rule.EMPTY_COLUMN,
        Action(Kind.COLUMN_TO_FOUNDATION, 2): Rule.EMPTY_SOURCE,
        Action(Kind.COLUMN_TO_FOUNDATION, 1): Rule.FOUNDATION,
        Action(Kind.WASTE_TO_COLUMN, target=1): Rule.WASTE_EMPTY,
        Action(Kind.RESERVE_TO_FOUNDATION, card=C("6H")): Rule.NO_RESERVE,
        Action(Kind.FOUNDATION_TO_COLUMN, 1, 0, 0): Rule.FIRST_FOUNDATION,
        Action(Kind.FOUNDATION_TO_COLUMN, 2, 0, 0): Rule.EMPTY_SOURCE,
        REDEAL: Rule.STOCK_NOT_EMPTY,
        TURN: Rule.NO_TURN,
    }
    for action, rule in cases.items():
        refused = patience.refusal(position, DRAW3, action)
        assert refused is not None and refused.rule is rule, (action, refused)
        assert refused.malformed is (rule is Rule.NO_SUCH_PLACE)
    king = layout([up("KD QS", "2C"), up("KH QC")], rules=BOOK, stock=parse_cards("3C"))
    assert patience.refusal(king, BOOK, Action(Kind.RUN, 1, 0, 2)).rule is Rule.RENUMBER  # type: ignore[union-attr]
    assert patience.refusal(king, BOOK, Action(Kind.RUN, 0, 1, 2)) is None
    assert patience.refusal(king, KOSYNKA, Action(Kind.FOUNDATION_TO_COLUMN, 0, 0, 0)).rule is (  # type: ignore[union-attr]
        Rule.NO_FOUNDATION_MOVES)


# --------------------------------------------------------------------------- effects and events


def test_run_flip_and_events() -> None:
    position = layout([up("9D 8S", "2C 3C"), up("TS")])
    log: list[Event] = []
    after = patience.apply(position, BOOK, patience.run(0, 2, 1), log)
    assert after.columns[0] == up("3C", "2C") and after.columns[1] == up("TS 9D 8S")
    assert log == [CardsMoved(Place(Zone.TABLEAU, None, 0), Place(Zone.TABLEAU, None, 1), 2, parse_cards("9D 8S")),
                   CardTurned(Place(Zone.TABLEAU, None, 0), C("3C"))]
    assert patience.apply(position, BOOK, patience.run(0, 2, 1)) == after  # no log, same result


def test_foundation_moves_and_events() -> None:
    position = layout([up("6S", "2C"), up("AD")], (pile("H", "5"),))
    log: list[Event] = []
    after = patience.apply(position, BOOK, Action(Kind.FOUNDATION_TO_COLUMN, 0, 0, 0), log)
    assert after.columns[0] == up("6S 5H", "2C") and after.foundations[0] == pile("H", "4")
    after = patience.apply(after, BOOK, Action(Kind.COLUMN_TO_FOUNDATION, 1), log)
    assert after.foundations[1] == pile("D", "A") and after.columns[1] == Column()
    places = [(e.source.zone, e.source.index, e.target.zone, e.target.index) for e in log if isinstance(e, CardsMoved)]
    assert places == [(Zone.FOUNDATION, 0, Zone.TABLEAU, 0), (Zone.TABLEAU, 1, Zone.FOUNDATION, 1)]


def test_draw_redeal_and_the_book_turn() -> None:
    """LP-E7 / DE-T5: a draw of three lays x1 x2 x3 with x3 on top; a redeal turns the waste over; the
    book's turn makes a queue, first discarded first, with three open cards (MP-2, MP-6)."""
    stock = parse_cards("2H 3H 4H 5H 6H")
    position = layout([up("KS")], rules=DRAW3, stock=stock)
    log: list[Event] = []
    position = patience.apply(position, DRAW3, DRAW, log)
    assert position.waste == parse_cards("2H 3H 4H") and position.stock == parse_cards("5H 6H")
    position = patience.apply(position, DRAW3, DRAW, log)
    assert position.waste == stock and position.stock == ()
    position = patience.apply(position, DRAW3, REDEAL, log)
    assert position.stock == stock and position.waste == () and position.redeals == 1
    assert log[-1] == CardsMoved(Place(Zone.WASTE), Place(Zone.STOCK), 5, stock, face_up=False)
    book = layout([up("KS")], waste=stock)
    log = []
    turned = patience.apply(book, BOOK, TURN, log)
    assert turned.turned and turned.reserve == parse_cards("2H 3H 4H") and turned.queue == parse_cards("5H 6H")
    assert log == [CardsMoved(Place(Zone.WASTE), Place(Zone.TALON), 5, stock, face_up=False),
                   CardsMoved(Place(Zone.TALON), Place(Zone.RESERVE), 3, parse_cards("2H 3H 4H"))]
    log = []
    after = patience.apply(turned, BOOK, Action(Kind.RESERVE_TO_COLUMN, target=1, card=C("3H")), log)
    assert after.reserve == parse_cards("2H 4H 5H") and after.queue == parse_cards("6H")  # MP-4: at once
    assert log[-1] == CardsMoved(Place(Zone.TALON), Place(Zone.RESERVE), 1, parse_cards("5H"))


def test_play_out_a_forced_win() -> None:
    foundations = (pile("C", "K"), pile("D", "K"), pile("H", "Q"), pile("S", "J"))
    position = layout([up("KS QS"), up("KH")], foundations)
    log: list[Event] = []
    won = patience.play_out(position, BOOK, log)
    assert won is not None and patience.is_won(won, BOOK) and len(log) == 3
    assert patience.play_out(replace(position, stock=parse_cards("2C")), BOOK) is None
    assert patience.play_out(layout([up("QS", "KS"), up("KH")], foundations), BOOK) is None
    assert patience.play_out(layout([up("KH QS"), Column()], (*foundations[:2], pile("H", "Q"))), BOOK) is None


# --------------------------------------------------------------------------- checks and views


def test_check_layout_rejects_impossible_tables() -> None:
    good = patience.deal(deck52(), BOOK.shape)
    patience.check_layout(good, BOOK)
    bad = {
        "expected 7 columns": replace(good, columns=good.columns[:6]),
        "expected 4 foundations": replace(good, foundations=good.foundations[:3]),
        "no face-up card": replace(good, columns=(Column(good.columns[0].down, ()), *good.columns[1:])),
        "were dealt": replace(good, columns=(Column((*good.columns[0].down, C("2C")), good.columns[0].up),
                                             *good.columns[1:])),
        "not a run": replace(good, columns=(Column((), parse_cards("9S 8S")), *good.columns[1:])),
        "foundation 0": replace(good, foundations=(Pile(parse_cards("2H")), *good.foundations[1:])),
        "more cards": replace(good, waste=deck52()[:30]),
        "redeals": replace(good, redeals=1),
        "turned": replace(good, turned=True),
        "before the talon": replace(good, stock=good.stock[1:], reserve=good.stock[:1]),
    }
    for words, position in bad.items():
        with pytest.raises(InvalidState, match=words):
            patience.check_layout(position, BOOK)
    turned = layout([up("KS")], stock=(), turned=True, reserve=parse_cards("2H 3H"), queue=parse_cards("4H"))
    with pytest.raises(InvalidState, match="refilled"):
        patience.check_layout(turned, BOOK)
    patience.check_layout(replace(good, redeals=10**6), DRAW3)


def test_view_counts_face_down_cards_until_revealed() -> None:
    position = layout([up("9S", "2C 3C")], stock=parse_cards("4D 5D"), waste=parse_cards("6D"))
    seen = patience.view_of(position, reveal=False)
    assert seen.columns[0].down_count == 2 and seen.columns[0].down == () and seen.columns[0].up == parse_cards("9S")
    assert (seen.stock_count, seen.stock, seen.waste) == (2, (), parse_cards("6D"))
    shown = patience.view_of(position, reveal=True)
    assert shown.columns[0].down == parse_cards("2C 3C") and shown.stock == parse_cards("4D 5D")


# --------------------------------------------------------------------------- the dead-position proof


def test_talon_reach() -> None:
    columns = [up("KS")]
    assert patience.talon_reach(layout(columns, stock=parse_cards("2H")), DRAW3) is None  # not seen yet
    seen = layout(columns, rules=DRAW3, stock=parse_cards("2H 3H 4H 5H 6H"), waste=parse_cards("7H"), redeals=1)
    # this pass shows 7H, 4H, 6H; the next passes (7H 2H 3H | 4H 5H 6H) show 3H and 6H again
    assert patience.talon_reach(seen, DRAW3) == frozenset(parse_cards("7H 4H 6H 3H"))
    draw1 = Rules(BOOK.shape, stock=StockRule(1, UNLIMITED))
    assert patience.talon_reach(replace(seen, waste=()), draw1) == frozenset(parse_cards("2H 3H 4H 5H 6H"))
    book = layout(columns, waste=parse_cards("2H 3H 4H 5H 6H"))
    assert patience.talon_reach(book, BOOK) == frozenset(parse_cards("6H 2H 3H 4H"))  # top now, window later
    assert patience.talon_reach(replace(book, waste=(), turned=True, reserve=parse_cards("7H")), BOOK) == {C("7H")}
    limited = Rules(BOOK.shape, stock=StockRule(1, 0))
    assert patience.talon_reach(replace(seen, stock=()), limited) == frozenset(parse_cards("7H"))


def test_dead_and_open_positions() -> None:
    shuffle = [up("9S 8H"), up("9C"), up("7C")]
    dead = layout(shuffle, turned=True, reserve=parse_cards("5C 2D"))
    assert patience.explore(dead, BOOK) == (Verdict.CLOSED, 0) and patience.is_dead(dead, BOOK)
    assert not patience.is_dead(replace(dead, reserve=parse_cards("5C 8D")), BOOK)  # 8D fits 9S or 9C
    covered = layout([up("7C", "2C"), up("8H 7S")], turned=True)
    assert patience.explore(covered, BOOK) == (Verdict.CLOSED, 0)  # 7C needs 8H, which 7S covers for good
    flip = replace(covered, foundations=(pile("S", "6"), *covered.foundations[1:]))
    assert patience.explore(flip, BOOK)[0] is Verdict.OPEN  # 7S up, then 7C onto 8H turns 2C
    hidden_stock = layout(shuffle, stock=parse_cards("5C"))
    assert patience.explore(hidden_stock, BOOK)[0] is Verdict.OPEN
    ceiling = layout([up("9D 8S 7H"), up("8C")], (pile("S", "7"),), turned=True)
    assert patience.explore(ceiling, BOOK) == (Verdict.CLOSED, 8)
    assert patience.progress_reachable(ceiling, BOOK) is True
    assert patience.progress_reachable(ceiling, BOOK, limit=1) is None


def _reference(position: Layout, rules: Rules, limit: int) -> tuple[Verdict, int]:
    """The proof written with the engine's own legal actions and effects (slow, independent of the search).

    An opening: a talon card that goes somewhere, a card turned, a reserve card filling a column,
    and, when cards never leave the foundations, a card put on one.
    """
    reach = patience.talon_reach(position, rules)
    start = patience.on_foundations(position)
    if reach is None:
        return Verdict.OPEN, start
    root = Layout(position.columns, position.foundations, queue=position.queue, reserve=position.reserve)
    seen, frontier, ceiling = {root}, deque([root]), start
    while frontier:
        node = frontier.popleft()
        targets = Targets(node.columns, rules.tableau)
        want = patience.actions.wanted(node.foundations, rules)
        if any(card in want or targets.of(card, talon=True) for card in reach):
            return Verdict.OPEN, ceiling
        for action in patience.legal_actions(node, rules):
            if action.kind not in (Kind.RUN, Kind.COLUMN_TO_FOUNDATION, Kind.FOUNDATION_TO_COLUMN):
                continue
            if action.kind is Kind.COLUMN_TO_FOUNDATION and not rules.foundation_to_tableau:
                return Verdict.OPEN, ceiling
            child = patience.apply(node, rules, action)
            if patience.face_down(child) < patience.face_down(node) or child.reserve != node.reserve:
                return Verdict.OPEN, ceiling
            if child not in seen:
                if len(seen) >= limit:
                    return Verdict.UNKNOWN, ceiling
                seen.add(child)
                frontier.append(child)
                ceiling = max(ceiling, patience.on_foundations(child))
    return Verdict.CLOSED, ceiling


@pytest.mark.parametrize("name", list(RULE_SETS))
def test_the_search_agrees_with_a_reference_proof(name: str) -> None:
    rules = RULE_SETS[name]
    verdicts: Counter[Verdict] = Counter()
    for position in _random_positions(rules, 4, 400)[::19]:
        expected = _reference(position, rules, 800)
        if expected[0] is Verdict.UNKNOWN:
            continue
        assert patience.explore(position, rules, 800) == expected, position
        verdicts[expected[0]] += 1
    assert sum(verdicts.values()) >= 10
    if name in ("book", "draw3", "loose", "canfield"):
        assert verdicts[Verdict.CLOSED] >= 10  # random play reaches closed positions, with and without a talon


# --------------------------------------------------------------------------- the other patiences' scenarios


def test_kosynka_ko_t2_moves() -> None:
    """KO-T2, reconstructed from the book's example (kosynka.md §8.7)."""
    position = layout(
        [up("3S"), up("5S", "4C"), up("8H", "2C"), up("8D 7S 6D 5C", "2D"), up("4H", "3C"), up("JS"), up("TD"),
         up("7C"), up("KH QC JD TC 9H 8C", "6C"), up("TH")],
        (pile("D", "7"),), rules=KOSYNKA, stock=parse_cards("2H"),
    )
    legal = set(patience.legal_actions(position, KOSYNKA))
    assert patience.run(7, 0, 2) in legal  # (a) 7C onto 8H
    emptied = patience.apply(position, KOSYNKA, patience.run(7, 0, 2))
    after = patience.apply(emptied, KOSYNKA, patience.run(8, 1, 7))  # KH...8C into the empty column
    assert after.columns[8] == up("6C") and after.columns[7].up[0] == C("KH")
    assert patience.run(3, 2, 2) in legal  # (b) 7S 6D 5C onto 8H
    freed = patience.apply(position, KOSYNKA, patience.run(3, 2, 2))
    assert Action(Kind.COLUMN_TO_FOUNDATION, 3) in patience.legal_actions(freed, KOSYNKA)  # then 8D up
    assert patience.run(4, 1, 3) in legal  # (v) 4H onto 5C
    assert patience.run(3, 3, 7) in legal  # (g) 6D 5C onto 7C, the "blunder"
    assert patience.refusal(position, KOSYNKA, patience.run(8, 6, 2)).rule is Rule.BUILD  # type: ignore[union-attr]
    assert patience.refusal(emptied, KOSYNKA, patience.run(8, 5, 7)).rule is Rule.EMPTY_COLUMN  # type: ignore[union-attr]
    assert Action(Kind.COLUMN_TO_FOUNDATION, 3) not in legal  # 8D still covered by 7S


def test_kosynka_ko_t3_passes() -> None:
    for redeals, passes in ((0, 1), (2, 3)):
        rules = replace(KOSYNKA, stock=StockRule(1, redeals))
        position = layout([up("KS")], rules=rules, stock=parse_cards("2H 3H"))
        for _ in range(passes):
            while position.stock:
                position = patience.apply(position, rules, DRAW)
            if patience.refusal(position, rules, REDEAL) is None:
                position = patience.apply(position, rules, REDEAL)
        assert position.redeals == redeals
        assert patience.refusal(position, rules, REDEAL).rule is Rule.NO_REDEAL  # type: ignore[union-attr]


def test_demon_de_t2_and_de_t3() -> None:
    rule = FoundationRule(base=11, wrap=True)
    hearts = Pile()
    for text in ("JH", "QH", "KH", "AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH"):
        assert rule.accepts(hearts, C(text))
        hearts = hearts.with_card(C(text))
    assert not rule.accepts(hearts, C("JH")) and patience.pile_is_valid(rule, hearts.cards)
    assert [rank for rank in RANKS if rule.accepts(Pile(), C(rank + "C"))] == ["J"]
    tableau = CANFIELD.tableau
    assert tableau.fits(C("8S"), C("9H")) and not tableau.fits(C("8H"), C("9D")) and tableau.fits(C("KC"), C("AD"))
    position = layout([up("9H 8S 7D"), up("TC"), up("9D"), up("AD")], rules=CANFIELD, stock=parse_cards("2C"))
    legal = set(patience.legal_actions(position, CANFIELD))
    assert patience.run(0, 0, 1) in legal and patience.run(0, 1, 2) not in legal  # whole pile or top only
    anywhere = replace(CANFIELD, tableau=replace(tableau, runs=Runs.ANY_RUN))
    assert patience.run(0, 1, 2) in patience.legal_actions(position, anywhere)


def test_demon_packets_of_three_with_a_short_last_one() -> None:
    rules = Rules(Shape((1, 1, 1, 1)), CANFIELD.tableau, CANFIELD.foundation, StockRule(3, UNLIMITED))
    position = layout([], rules=rules, stock=deck52()[:34])
    packets = []
    while position.stock:
        before = len(position.waste)
        position = patience.apply(position, rules, DRAW)
        packets.append(len(position.waste) - before)
    assert packets == [3] * 11 + [1]


def test_lion_and_sun_ls_t4_redeal_limit() -> None:
    rules = Rules(Shape((), (), 2, 8), foundation=FoundationRule(same_suit=False), stock=StockRule(1, 3))
    position = Layout((), tuple(Pile() for _ in range(8)), stock=parse_cards("2H 3H"))
    for _ in range(3):
        while position.stock:
            position = patience.apply(position, rules, DRAW)
        position = patience.apply(position, rules, REDEAL)
    while position.stock:
        position = patience.apply(position, rules, DRAW)
    assert patience.refusal(position, rules, REDEAL).rule is Rule.NO_REDEAL  # type: ignore[union-attr]
    assert patience.legal_actions(position, rules) == []


# --------------------------------------------------------------------------- a reserve pile, a base card (Demon)


def test_rule_values_for_the_new_patiences() -> None:
    with pytest.raises(ValueError):
        StockRule(3, UNLIMITED, random_access=True)
    with pytest.raises(ValueError):
        StockRule(1, 0, shuffle=True, random_access=True)
    with pytest.raises(ValueError):
        Shape((1,), reserve=-1)
    with pytest.raises(ValueError):
        Shape((30, 10), reserve=13)  # 40 + 13 > 52
    assert (DEMON_SHAPE.dealt, DEMON_SHAPE.laid_out) == (4, 18)
    assert DEMON_TABLEAU.talon_takes_empty(C("2C")) and not DEMON_TABLEAU.takes_empty(C("KC"))
    assert "reserve" in DEMON_TABLEAU.describe_empty()
    assert "whole" in TableauRule(runs=Runs.WHOLE_ONLY).describe_runs()
    cards = parse_cards("9H 8S 7D")
    assert list(patience.movable_offsets(cards, TableauRule(runs=Runs.WHOLE_ONLY))) == [0]
    assert list(patience.movable_offsets(parse_cards("5D 9S 8H"), TableauRule(runs=Runs.WHOLE_ONLY))) == []


def test_deal_with_a_reserve_pile_and_a_base_card() -> None:
    """DE-T1: the reserve is deck[0..12] with deck[12] open, the columns deck[13..16], the base card deck[17],
    the stock deck[18..51] (or open in the waste: a random-access talon)."""
    deck = deck52()
    dealt = patience.deal(deck, DEMON_SHAPE)
    assert dealt.reserve == (deck[12],) and dealt.queue == tuple(reversed(deck[:12]))
    assert [column.up for column in dealt.columns] == [(deck[i],) for i in range(13, 17)]
    assert dealt.foundations[0].cards == (deck[17],) and dealt.stock == deck[18:] and len(dealt.stock) == 34
    assert patience.talon_size(dealt) == 47 and patience.on_foundations(dealt) == 1
    opened = patience.deal(deck, DEMON_SHAPE, open_talon=True)
    assert opened.stock == () and opened.waste == deck[18:]


def _demon_layout(columns: list[Column], reserve: str = "", rules: Rules = DEMON, **talon: object) -> Layout:
    pile_cards = parse_cards(reserve)  # bottom first, the last one open
    return layout(columns, (pile("S", "8", "7"),), rules, reserve=pile_cards[-1:],  # type: ignore[arg-type]
                  queue=pile_cards[-2::-1], **talon)


def test_an_emptied_column_takes_the_reserve_card_at_once() -> None:
    """DE-T4: a column emptied with the reserve at 5 cards takes the reserve's top; 4 are left, the next one open."""
    position = _demon_layout([up("9H"), up("TC"), up("5D"), up("KS")], "2C 3C 4C 5C JD", stock=parse_cards("2H"))
    patience.check_layout(position, DEMON)
    log: list[Event] = []
    after = patience.apply(position, DEMON, patience.run(0, 0, 1), log)
    assert after.columns[0] == up("JD") and after.columns[1] == up("TC 9H")
    assert after.reserve == (C("5C"),) and after.queue == parse_cards("4C 3C 2C")
    assert log == [CardsMoved(Place(Zone.TABLEAU, None, 0), Place(Zone.TABLEAU, None, 1), 1, (C("9H"),)),
                   CardsMoved(Place(Zone.RESERVE), Place(Zone.TABLEAU, None, 0), 1, (C("JD"),)),
                   CardTurned(Place(Zone.RESERVE), C("5C"))]
    up_a_card = patience.apply(after, DEMON, Action(Kind.RESERVE_TO_COLUMN, target=3, card=C("5C")))
    assert up_a_card.reserve == (C("4C"),)
    last = _demon_layout([up("9S"), up("TC"), up("5D"), up("KS")], "JD")
    emptied = patience.apply(last, DEMON, Action(Kind.COLUMN_TO_FOUNDATION, 0))
    assert emptied.columns[0] == up("JD") and emptied.reserve == () and emptied.queue == ()


def test_once_the_reserve_is_empty_only_the_waste_fills_a_column() -> None:
    """DE-4: an empty column takes the waste's top card (any rank), never a run from a column."""
    position = _demon_layout([Column(), up("TC 9H"), up("5D"), up("KS")], "", waste=parse_cards("3H 2D"))
    patience.check_layout(position, DEMON)
    legal = patience.legal_actions(position, DEMON)
    assert Action(Kind.WASTE_TO_COLUMN, target=0) in legal
    assert not any(action.kind is Kind.RUN and action.target == 0 for action in legal)
    refused = patience.refusal(position, DEMON, patience.run(1, 1, 0))
    assert refused is not None and refused.rule is Rule.EMPTY_COLUMN and "reserve" in refused.message
    bad = _demon_layout([Column(), up("TC"), up("5D"), up("KS")], "2C 3C")
    with pytest.raises(InvalidState, match="filled from the reserve"):
        patience.check_layout(bad, DEMON)


def test_reserve_pile_checks_and_refusals() -> None:
    good = _demon_layout([up("9H"), up("TC"), up("5D"), up("KS")], "2C 3C")
    patience.check_layout(good, DEMON)
    for words, position in {
        "exactly its top card": replace(good, reserve=()),
        "exactly its top card ": replace(good, reserve=parse_cards("3C 4C")),
        "turned": replace(good, turned=True),
        "base card never leaves": replace(good, foundations=(Pile(), *good.foundations[1:])),
        "random-access": replace(good, stock=parse_cards("4C")),
    }.items():
        with pytest.raises(InvalidState, match=words.strip()):
            patience.check_layout(position, DEMON_OPEN if words == "random-access" else DEMON)
    refused = patience.refusal(good, DEMON, Action(Kind.RESERVE_TO_FOUNDATION, card=C("2C")))
    assert refused is not None and refused.rule is Rule.NOT_IN_RESERVE and "open card 3C" in refused.message


def test_a_random_access_talon() -> None:
    """The relaxation (demon.md §9.6-9.7): every waste card is available, named by the action."""
    position = _demon_layout([up("9H"), up("TC"), up("5D"), up("KS")], "2C 3C", DEMON_OPEN,
                             waste=parse_cards("4C 8S 9D QH"))
    legal = set(patience.legal_actions(position, DEMON_OPEN))
    assert Action(Kind.WASTE_TO_COLUMN, target=0, card=C("8S")) in legal  # from under the top
    assert Action(Kind.WASTE_TO_COLUMN, target=1, card=C("9D")) in legal
    assert Action(Kind.WASTE_TO_COLUMN, target=2, card=C("4C")) in legal
    assert DRAW not in legal and REDEAL not in legal
    after = patience.apply(position, DEMON_OPEN, Action(Kind.WASTE_TO_COLUMN, target=0, card=C("8S")))
    assert after.waste == parse_cards("4C 9D QH") and after.columns[0] == up("9H 8S")
    for action, words in ((Action(Kind.WASTE_TO_COLUMN, target=0), "name the waste card"),
                          (Action(Kind.WASTE_TO_FOUNDATION, card=C("2H")), "not in the waste")):
        refused = patience.refusal(position, DEMON_OPEN, action)
        assert refused is not None and refused.rule is Rule.NOT_IN_WASTE and words in refused.message
    top_only = patience.refusal(replace(position, reserve=()), DEMON,
                                Action(Kind.WASTE_TO_COLUMN, target=0, card=C("QH")))
    assert top_only is not None and top_only.rule is Rule.NOT_IN_WASTE


def test_shuffled_redeals_reach_every_talon_card() -> None:
    position = _demon_layout([up("9H")], "2C 3C", stock=parse_cards("4C 5C 6C 7C"), waste=parse_cards("8C"),
                             redeals=1)
    assert patience.talon_reach(position, DEMON) == frozenset(parse_cards("3C 4C 5C 6C 7C 8C"))
    assert patience.talon_reach(replace(position, redeals=0), DEMON) is None  # the stock not seen yet
    unshuffled = patience.talon_reach(position, DEMON_WHOLE)  # packet tops 6C, 7C; redealt (8C 4C 5C | 6C 7C): 5C, 7C
    assert unshuffled == frozenset(parse_cards("3C 8C 6C 7C 5C"))
    drbg = Drbg(3)
    shuffled = patience.shuffle_stock(position, drbg)
    assert sorted(shuffled.stock) == sorted(position.stock) and shuffled.waste == position.waste


def test_no_back_foundation_moves_are_openings_and_the_quick_bound() -> None:
    """Without cards coming back, a card that can go up is progress (OPEN); the over-estimate proves a
    closed position at once, even when the search could not (limit 1)."""
    up_one = layout([up("2C", "5H"), up("9D")], (pile("C", "A"),), KOSYNKA)
    assert patience.explore(up_one, KOSYNKA) == (Verdict.OPEN, 1)
    closed = layout([up("9C 8D", "5H"), up("9S 8H", "6H"), up("7H"), up("7D"), up("KD QS")], rules=KOSYNKA,
                    redeals=2)
    assert patience.explore(closed, KOSYNKA, limit=1) == (Verdict.CLOSED, 0)
    assert patience.is_dead(closed, KOSYNKA, limit=1)
    moving = replace(closed, columns=(*closed.columns[:2], up("TH"), *closed.columns[3:]))
    assert patience.explore(moving, KOSYNKA)[0] is Verdict.OPEN  # 9C 8D onto TH turns 5H


# --------------------------------------------------------------------------- progress and the proof's schedule


def test_progress_and_the_schedule() -> None:
    position = layout([up("9D 8S", "2C 3C"), up("TS")], rules=DRAW3, stock=parse_cards("4H 5H"))
    flipped = patience.apply(position, DRAW3, patience.run(0, 2, 1))
    assert patience.opened(position, flipped, patience.run(0, 2, 1))  # a card turned
    moved_back = layout([up("9D 8S"), up("TS")], rules=DRAW3)
    shuffled = patience.apply(moved_back, DRAW3, patience.run(0, 1, 1))
    assert not patience.opened(moved_back, shuffled, patience.run(0, 1, 1))
    drawn = patience.apply(position, DRAW3, DRAW)
    assert patience.opened(position, drawn, DRAW)  # cards never seen
    seen = replace(position, redeals=1)
    assert not patience.opened(seen, patience.apply(seen, DRAW3, DRAW), DRAW)
    demon = _demon_layout([up("9H"), up("TC"), up("5D"), up("KS")], "2C 3C")
    assert patience.opened(demon, patience.apply(demon, DEMON, patience.run(0, 0, 1)), patience.run(0, 0, 1))
    assert [idle for idle in range(70) if patience.proof_due(idle)] == [0, 8, 16, 32, 64]
    assert patience.idle_after(5, True, 3, 9) == 0 and patience.idle_after(5, False, 10, 9) == 0
    assert patience.idle_after(5, False, 3, 9) == 6 and patience.idle_after(patience.MAX_COUNT, False, 0, 0) == (
        patience.MAX_COUNT)
    dead = layout([up("9S 8H"), up("9C"), up("7C")], turned=True, reserve=parse_cards("5C 2D"))
    assert patience.proven_ceiling(dead, BOOK, 400) == 0
    assert patience.proven_ceiling(position, DRAW3, 400) == -1


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 13), st.sampled_from("CDHS")), min_size=4, max_size=8),
       st.integers(1, 13), st.booleans(), st.booleans())
def test_foundation_wants_agrees_with_the_rule(piles: list[tuple[int, str]], base: int, same_suit: bool,
                                               wrap: bool) -> None:
    rule = FoundationRule(base, same_suit, wrap)
    ranks = "A23456789TJQK"
    foundations = []
    for height, suit in piles:
        cards, rank = [], base
        for _ in range(height):
            cards.append(C(ranks[rank - 1] + suit))
            following = rule.next_rank(rank)
            if following is None:
                break
            rank = following
        foundations.append(Pile(tuple(cards)))
    expected = {card.code: index for card, index in rule.wanted(foundations).items()}
    got = patience.rules.foundation_wants(rule, ((len(p.cards), p.cards[-1].code if p.cards else -1)
                                                 for p in foundations))
    assert got == expected
