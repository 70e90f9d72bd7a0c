"""little_piano: move legality, phases, standard modes, endings, events, views and random playouts."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from positions import explicit, with_layout
from positions import piano_position as make

from cardgames.games import little_piano as lp
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.decks import deck52
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidDeal, InvalidMove, InvalidOptions, InvalidState
from cardgames.games.core.events import CardsMoved, CardTurned, DealStarted, MatchOver, MovePlayed, Place, Zone
from cardgames.games.core.rng import Drbg
from cardgames.games.core.spec import Chance, Information, Outcome
from cardgames.games.core.values import replace
from cardgames.games.mechanics.piles import Column, Pile

C = Card.parse
RANKS = "A23456789TJQK"


def suit_pile(suit: str, upto: str) -> Pile:
    return Pile(tuple(C(r + suit) for r in RANKS[: RANKS.index(upto) + 1]))


def tableau(index: int) -> Place:
    return Place(Zone.TABLEAU, None, index)


def foundation(index: int) -> Place:
    return Place(Zone.FOUNDATION, None, index)


# --------------------------------------------------------------------------- descriptor and setup


def test_spec() -> None:
    spec = lp.SPEC
    assert (spec.id, spec.native_name, spec.family, spec.spec_file) == (
        "little_piano",
        "Малое пианино",
        "patience",
        "little_piano.md",
    )
    assert (spec.min_players, spec.max_players) == (1, 1)
    assert spec.chance is Chance.EXPLICIT_STOCHASTIC and spec.information is Information.IMPERFECT
    assert spec.default_options() == lp.Options() == lp.Options("book", 1, 0)
    assert spec.build_options({"stock_rule": "draw3", "decks": "2"}) == lp.Options("draw3", 2)
    assert spec.build_options({"idle_limit": "50"}) == lp.Options(idle_limit=50)
    for bad in ({"stock_rule": "draw2"}, {"decks": 3}, {"idle_limit": -1}, {"idle_limit": lp.MAX_IDLE_LIMIT + 1}):
        with pytest.raises(InvalidOptions):
            spec.build_options(bad)


def test_new_game_checks() -> None:
    with pytest.raises(InvalidOptions):
        lp.new_game(lp.Options(), 2, seed=1)
    with pytest.raises(InvalidOptions):
        lp.new_game(lp.Options(stock_rule="x"), 1, seed=1)
    with pytest.raises(InvalidDeal):
        lp.new_game(lp.Options(), 1, deals=explicit(deck52()[:51]))
    with pytest.raises(InvalidDeal, match="deck order"):
        lp.new_game(lp.Options(), 1, deals=(ExplicitDeal(notation="0:AKQJT98765432.-.-.-"),))
    with pytest.raises(InvalidDeal, match="one explicit deal"):
        lp.new_game(lp.Options(), 1, deals=explicit(deck52()) * 2)
    assert lp.new_game(lp.Options(), 1, seed=7) == lp.new_game(lp.Options(), 1, seed=7)
    assert lp.new_game(lp.Options(), 1, seed=7) != lp.new_game(lp.Options(), 1, seed=8)
    state = lp.new_game(lp.Options(), 1, seed=3)
    lp.check_state(state)
    assert lp.to_act(state) == 0 and not lp.is_terminal(state) and state.ceiling == -1
    assert lp.score(state).outcomes == (Outcome.UNDECIDED,) and lp.score(state).deal == (0,)


# --------------------------------------------------------------------------- each move type


def test_tableau_to_tableau_builds_down_alternating() -> None:
    state = make(
        [
            Column(parse_cards("2C"), parse_cards("9D 8S")),
            Column((), parse_cards("9H")),
            Column((), parse_cards("9C")),
            Column((), parse_cards("TS")),
        ],
        stock=parse_cards("3C"),
    )
    moves = lp.legal_moves(state)
    assert lp.TableauToTableau(0, 2, 1) in moves  # 8S on 9H
    assert lp.TableauToTableau(0, 1, 3) in moves  # 9D-8S on TS (flips 2C)
    assert lp.TableauToTableau(0, 2, 2) not in moves  # 8S on 9C: same colour
    with pytest.raises(IllegalMove, match="alternating") as refused:
        lp.apply(state, lp.TableauToTableau(0, 2, 2))
    assert refused.value.rule == "§10.3"
    with pytest.raises(IllegalMove, match="face-up"):
        lp.apply(state, lp.TableauToTableau(0, 0, 3))
    with pytest.raises(IllegalMove, match="own column"):
        lp.apply(state, lp.TableauToTableau(0, 1, 0))
    with pytest.raises(InvalidMove):
        lp.apply(state, lp.TableauToTableau(0, 2, 9))
    with pytest.raises(InvalidMove):
        lp.apply(state, lp.TableauToTableau(-1, 2, 1))
    after = lp.apply(state, lp.TableauToTableau(0, 1, 3))
    assert after.layout.columns[0] == Column((), parse_cards("2C"))
    assert after.layout.columns[3].up == parse_cards("TS 9D 8S")
    assert after.idle_moves == 0  # a flip is progress


def test_tableau_to_foundation_and_lowest_foundation() -> None:
    state = make([Column(parse_cards("5C"), parse_cards("AH")), Column((), parse_cards("2S"))])
    assert lp.TableauToFoundation(0) in lp.legal_moves(state)
    assert lp.TableauToFoundation(1) not in lp.legal_moves(state)
    with pytest.raises(IllegalMove, match="foundation"):
        lp.apply(state, lp.TableauToFoundation(1))
    with pytest.raises(IllegalMove, match="empty"):
        lp.apply(state, lp.TableauToFoundation(4))
    after = lp.apply(state, lp.TableauToFoundation(0))
    assert after.layout.foundations[0] == Pile(parse_cards("AH"))
    assert after.layout.columns[0] == Column((), parse_cards("5C"))
    assert after.best_foundation == 1


def test_waste_moves_use_only_the_top_card() -> None:
    state = make([Column((), parse_cards("9S")), Column((), parse_cards("KC"))], waste=parse_cards("8H AD"),
                 stock=parse_cards("3C"))
    moves = lp.legal_moves(state)
    assert lp.WasteToFoundation() in moves and lp.WasteToTableau(0) not in moves
    with pytest.raises(IllegalMove):
        lp.apply(state, lp.WasteToTableau(0))  # 8H is under AD
    state = lp.apply(state, lp.WasteToFoundation())
    assert state.layout.waste == parse_cards("8H") and lp.WasteToTableau(0) in lp.legal_moves(state)
    state = lp.apply(state, lp.WasteToTableau(0))
    assert state.layout.columns[0].up == parse_cards("9S 8H") and state.layout.waste == ()
    with pytest.raises(IllegalMove, match="waste is empty"):
        lp.apply(state, lp.WasteToFoundation())


def test_reserve_moves_name_the_card() -> None:
    state = make(
        [Column((), parse_cards("9S")), Column((), parse_cards("KC"))],
        (suit_pile("D", "4"),),
        phase=lp.Phase.RESERVE,
        reserve=parse_cards("5D 8H 3C"),
        queue=parse_cards("QH 7C"),
    )
    moves = lp.legal_moves(state)
    assert lp.ReserveToFoundation(C("5D")) in moves and lp.ReserveToTableau(C("8H"), 0) in moves
    assert lp.ReserveToFoundation(C("3C")) not in moves
    with pytest.raises(IllegalMove, match="not in the reserve") as refused:
        lp.apply(state, lp.ReserveToFoundation(C("6D")))
    assert refused.value.rule == "MP-2"
    state = lp.apply(state, lp.ReserveToFoundation(C("5D")))
    assert state.layout.reserve == parse_cards("8H 3C QH") and state.layout.queue == parse_cards("7C")
    state = lp.apply(state, lp.ReserveToTableau(C("QH"), 1))
    assert state.layout.reserve == parse_cards("8H 3C 7C") and state.layout.queue == ()
    with pytest.raises(IllegalMove, match="no reserve"):
        lp.apply(make([Column((), parse_cards("9S"))], stock=parse_cards("8H")), lp.ReserveToTableau(C("8H"), 0))


def test_foundation_to_tableau_lists_first_of_identical_tops() -> None:
    opts = lp.Options(decks=2)
    state = make(
        [Column((), parse_cards("6S")), Column((), parse_cards("KD"))],
        (suit_pile("H", "5"), suit_pile("H", "5")),
        options=opts,
    )
    moves = [m for m in lp.legal_moves(state) if isinstance(m, lp.FoundationToTableau)]
    assert moves == [lp.FoundationToTableau(0, 0)]
    with pytest.raises(IllegalMove, match="LP-E2"):
        lp.apply(state, lp.FoundationToTableau(1, 0))
    with pytest.raises(IllegalMove, match="empty"):
        lp.apply(state, lp.FoundationToTableau(2, 0))
    with pytest.raises(InvalidMove, match="no foundation 8"):
        lp.apply(state, lp.FoundationToTableau(8, 0))


def test_big_piano_cards_go_to_the_lowest_fitting_foundation() -> None:
    state = make(
        [Column((), parse_cards("6H")), Column((), parse_cards("AS"))],
        (Pile(), suit_pile("H", "5"), suit_pile("H", "5")),
        options=lp.Options(decks=2),
        stock=parse_cards("3C"),
    )
    state = lp.apply(state, lp.TableauToFoundation(0))
    assert len(state.layout.foundations[1]) == 6 and len(state.layout.foundations[2]) == 5
    state = lp.apply(state, lp.TableauToFoundation(1))
    assert state.layout.foundations[0] == Pile(parse_cards("AS"))


def test_book_draw_and_turn() -> None:
    state = make([Column((), parse_cards("KS")), Column((), parse_cards("TC"))], stock=parse_cards("2H 3D"))
    assert [m.id for m in lp.legal_moves(state)] == ["draw", "resign"]
    with pytest.raises(IllegalMove, match="stock is empty") as refused:
        lp.apply(state, lp.TurnTalon())
    assert "LP-E1" in refused.value.rule or "§10.4" in refused.value.rule
    with pytest.raises(IllegalMove, match="no redeal"):
        lp.apply(state, lp.Redeal())
    state = lp.apply(lp.apply(state, lp.Draw()), lp.Draw())
    assert state.layout.waste == parse_cards("2H 3D") and state.layout.stock == ()
    assert state.ending is lp.Ending.DEAD  # neither card will ever fit: dead before the turn (LP-E5)
    state = make([Column((), parse_cards("KS")), Column((), parse_cards("4C"))], stock=parse_cards("2H 3D"))
    state = lp.apply(lp.apply(state, lp.Draw()), lp.Draw())
    assert lp.TurnTalon() in lp.legal_moves(state) and lp.Draw() not in lp.legal_moves(state)
    with pytest.raises(IllegalMove, match="stock is empty"):
        lp.apply(state, lp.Draw())
    turned = lp.apply(state, lp.TurnTalon())
    assert turned.phase is lp.Phase.RESERVE and turned.layout.turned


def test_resign_ends_the_game_as_a_loss() -> None:
    state = lp.new_game(lp.Options(), 1, seed=5)
    assert lp.Resign() in lp.legal_moves(state)
    step = lp.play(state, lp.Resign())
    over = step.state
    assert over.ending is lp.Ending.RESIGNED and over.phase is lp.Phase.OVER
    assert step.events == (MovePlayed(0, "resign", "Give up this layout"),
                           MatchOver("lost (resigned): 0 of 52 cards on the foundations"))
    assert lp.legal_moves(over) == () and lp.to_act(over) is None
    assert lp.score(over).outcomes == (Outcome.LOSS,) and lp.score(over).terminal
    with pytest.raises(GameOver):
        lp.apply(over, lp.Draw())


def test_moves_are_sorted_and_round_trip_through_text() -> None:
    for seed in range(5):
        state = lp.new_game(lp.Options(idle_limit=60), 1, seed=seed)
        rnd = random.Random(seed)
        while not lp.is_terminal(state):
            moves = lp.legal_moves(state)
            assert list(moves) == sorted(moves, key=lambda m: m.id)
            for move in moves:
                assert lp.parse_move(move.id) == move and move.label
                assert lp.GAME.check_move(move) == move
            state = lp.apply(state, rnd.choice([m for m in moves if m != lp.Resign()]))
    for text in ("", "tab:1", "res:ZZ>found", "res:JK1>found", "draw3", "tab:-1>found"):
        with pytest.raises(InvalidMove):
            lp.parse_move(text)
    assert lp.TableauToTableau(0, 5, 3).id == "tab:0:5>tab:3"
    assert lp.TableauToTableau(0, 5, 3).label == "Move the run from card 6 of column 1 onto column 4"
    assert lp.ReserveToTableau(C("QH"), 6).id == "res:QH>tab:6"
    assert lp.FoundationToTableau(2, 0).label == "Move the top card of foundation 3 onto column 1"


# --------------------------------------------------------------------------- standard modes


def test_draw1_and_redeal() -> None:
    state = make([Column((), parse_cards("KS")), Column((), parse_cards("4S"))], options=lp.Options("draw1"),
                 stock=parse_cards("2H 3D 4C"))
    state = lp.apply(state, lp.Draw())
    assert state.layout.waste == parse_cards("2H") and state.layout.stock == parse_cards("3D 4C")
    state = lp.apply(lp.apply(state, lp.Draw()), lp.Draw())
    assert lp.Redeal() in lp.legal_moves(state) and lp.TurnTalon() not in lp.legal_moves(state)
    with pytest.raises(IllegalMove, match="reserve rule"):
        lp.apply(state, lp.TurnTalon())
    # a pass with only draws changed nothing: the redeal ends the game (LP-E6)
    over = lp.apply(state, lp.Redeal())
    assert over.ending is lp.Ending.STALLED and lp.score(over).outcomes == (Outcome.LOSS,)


def test_draw3_order_and_redeal_after_a_change() -> None:
    state = make(
        [Column((), parse_cards("KS")), Column((), parse_cards("9C")), Column((), parse_cards("6D"))],
        options=lp.Options("draw3"),
        stock=parse_cards("2H 3D 8H 5C QH"),
    )
    state = lp.apply(state, lp.Draw())
    assert state.layout.waste == parse_cards("2H 3D 8H") and state.layout.waste[-1] == C("8H")
    state = lp.apply(state, lp.WasteToTableau(1))  # 8H on 9C
    state = lp.apply(state, lp.Draw())
    assert state.layout.waste == parse_cards("2H 3D 5C QH") and state.layout.stock == ()
    state = lp.apply(state, lp.WasteToTableau(0))  # QH on KS
    step = lp.play(state, lp.Redeal())
    state = step.state
    assert state.ending is None and state.layout.redeals == 1
    assert state.layout.stock == parse_cards("2H 3D 5C") and state.layout.waste == () and not state.pass_changed
    assert step.events[1] == CardsMoved(Place(Zone.WASTE), Place(Zone.STOCK), 3, parse_cards("2H 3D 5C"),
                                        face_up=False)
    state = lp.apply(state, lp.Draw())
    assert state.layout.waste == parse_cards("2H 3D 5C")
    assert lp.Redeal() in lp.legal_moves(state)
    assert lp.apply(state, lp.Redeal()).ending is lp.Ending.STALLED


def test_redeal_needs_an_empty_stock_in_standard_mode() -> None:
    state = make([Column((), parse_cards("KS"))], options=lp.Options("draw1"), stock=parse_cards("2H"))
    with pytest.raises(IllegalMove, match="redeal only"):
        lp.apply(state, lp.Redeal())


# --------------------------------------------------------------------------- endings


def _nearly_won(options: lp.Options) -> lp.State:
    foundations = [suit_pile(s, "K") for s in "CDH"] + [suit_pile("S", "Q")]
    foundations = foundations * options.decks
    if options.decks == 2:
        foundations[3] = suit_pile("S", "K")
    return make(
        [Column((), parse_cards("KS"))],
        tuple(foundations),
        options=options,
        best_foundation=52 * options.decks - 1,
    )


@pytest.mark.parametrize("options", [lp.Options(), lp.Options("draw3"), lp.Options(decks=2)])
def test_win_detection(options: lp.Options) -> None:
    state = _nearly_won(options)
    lp.check_state(state)
    assert lp.TableauToFoundation(0) in lp.legal_moves(state)
    step = lp.play(state, lp.TableauToFoundation(0))
    won = step.state
    assert won.ending is lp.Ending.WON and lp.is_terminal(won)
    total = 52 * options.decks
    assert step.events[-1] == MatchOver(f"won: {total} of {total} cards on the foundations")
    score = lp.score(won)
    assert score.outcomes == (Outcome.WIN,) and score.deal == (total,) == score.match and score.places == (1,)
    lp.check_state(won)


def test_a_forced_win_plays_itself_out() -> None:
    """LP-E10: every card face up and the talon empty: the rest goes to the foundations by itself."""
    foundations = (suit_pile("C", "K"), suit_pile("D", "K"), suit_pile("H", "9"), suit_pile("S", "T"))
    state = make(
        [Column((), parse_cards("KS QH JS")), Column((), parse_cards("KH QS JH")), Column((), parse_cards("TH"))],
        foundations,
        best_foundation=45,
    )
    lp.check_state(state)
    step = lp.play(state, lp.TableauToFoundation(2))  # TH up; now every card can follow
    assert step.state.ending is lp.Ending.WON and lp.score(step.state).deal == (52,)
    moved = [event for event in step.events if isinstance(event, CardsMoved)]
    assert [event.cards for event in moved] == [parse_cards(c) for c in ("TH", "JS", "JH", "QH", "QS", "KS", "KH")]
    assert moved[1] == CardsMoved(tableau(0), foundation(3), 1, parse_cards("JS"))
    assert isinstance(step.events[-1], MatchOver)


def test_no_legal_moves_ends_the_game() -> None:
    state = make([Column((), parse_cards("9S"))], phase=lp.Phase.RESERVE, reserve=parse_cards("8H 5C"))
    after = lp.apply(state, lp.ReserveToTableau(C("8H"), 0))
    assert after.ending is lp.Ending.NO_MOVES and lp.legal_moves(after) == ()


def test_dead_position_with_shuffles_left() -> None:
    """8H-7C can move between 9S and 9C forever: nothing else can ever happen (LP-E5)."""
    state = make(
        [Column((), parse_cards("9S 8H")), Column((), parse_cards("9C")), Column((), parse_cards("7C"))],
        phase=lp.Phase.RESERVE,
        reserve=parse_cards("5C 2D"),
    )
    after = lp.apply(state, lp.TableauToTableau(2, 0, 0))
    # the proof runs after progress and after the 8th, 16th, 32nd ... move without it
    assert after.ending is None and after.idle_moves == 1
    while after.ending is None:
        source = 0 if after.layout.columns[0].size == 3 else 1
        after = lp.apply(after, lp.TableauToTableau(source, 1, 1 - source))
    assert after.ending is lp.Ending.DEAD and after.idle_moves == lp.DEAD_CHECK_EVERY
    assert after.ceiling == 0 and lp.score(after).deal == (0,)


def test_not_dead_while_foundation_cards_can_still_be_added() -> None:
    """No foundation move now, but 7H -> 8C frees 8S: the proof finds a ceiling of 8 cards, and the
    game ends as dead only once the foundations hold them."""
    state = make(
        [Column((), parse_cards("9D 8S")), Column((), parse_cards("8C")), Column((), parse_cards("7H"))],
        (suit_pile("S", "7"),),
        phase=lp.Phase.RESERVE,
        reserve=parse_cards("5C 2D"),
        idle_moves=lp.DEAD_CHECK_EVERY - 1,
        best_foundation=7,
    )
    after = lp.apply(state, lp.TableauToTableau(2, 0, 0))  # 7H covers 8S
    assert after.idle_moves == lp.DEAD_CHECK_EVERY
    assert not any(isinstance(m, lp.TableauToFoundation) for m in lp.legal_moves(after))
    assert after.ending is None and after.ceiling == 8
    after = lp.apply(after, lp.TableauToTableau(0, 2, 1))
    assert after.ending is None
    after = lp.apply(after, lp.TableauToFoundation(0))
    assert after.layout.foundations[0] == suit_pile("S", "8") and after.idle_moves == 0
    assert after.ending is lp.Ending.DEAD and lp.score(after).deal == (8,)


def test_dead_position_in_standard_mode_with_empty_talon() -> None:
    state = make(
        [Column((), parse_cards("9S")), Column((), parse_cards("9C")), Column((), parse_cards("8H"))],
        options=lp.Options("draw1"),
        idle_moves=lp.DEAD_CHECK_EVERY - 1,
    )
    after = lp.apply(state, lp.TableauToTableau(2, 0, 0))
    assert after.ending is lp.Ending.DEAD


def test_dead_position_in_standard_mode_reads_only_a_seen_stock() -> None:
    """The stock before the first redeal is unseen: no proof; after it, the whole cycle counts."""
    columns = [Column((), parse_cards("9S")), Column((), parse_cards("9C")), Column((), parse_cards("8H"))]
    unseen = make(columns, options=lp.Options("draw1"), stock=parse_cards("2C 3C"), idle_moves=7)
    assert lp.apply(unseen, lp.TableauToTableau(2, 0, 0)).ending is None
    seen = make(columns, options=lp.Options("draw1"), stock=parse_cards("2C 3C"), redeals=1, idle_moves=7)
    assert lp.apply(seen, lp.TableauToTableau(2, 0, 0)).ending is lp.Ending.DEAD
    playable = make(columns, options=lp.Options("draw1"), stock=parse_cards("2C 8D"), redeals=1, idle_moves=7)
    assert lp.apply(playable, lp.TableauToTableau(2, 0, 0)).ending is None  # 8D fits 9S or 9C


def test_idle_limit_ends_the_game_and_never_removes_moves() -> None:
    cols = [Column((), parse_cards("9S 8H")), Column((), parse_cards("9C")), Column((), parse_cards("KD"))]
    unlimited = make(cols, stock=parse_cards("2C"), idle_moves=10_000)
    assert lp.TableauToTableau(0, 1, 1) in lp.legal_moves(unlimited)
    assert lp.apply(unlimited, lp.TableauToTableau(0, 1, 1)).ending is None
    state = make(cols, options=lp.Options(idle_limit=50), stock=parse_cards("2C 3C"), idle_moves=48)
    state = lp.apply(state, lp.TableauToTableau(0, 1, 1))
    assert state.idle_moves == 49 and state.ending is None
    assert lp.TableauToTableau(1, 1, 0) in lp.legal_moves(state)
    step = lp.play(state, lp.TableauToTableau(1, 1, 0))
    assert step.state.ending is lp.Ending.IDLE and step.state.idle_moves == 50
    assert step.events[-1] == MatchOver("lost (idle limit): 0 of 52 cards on the foundations")
    drawn = lp.apply(state, lp.Draw())  # a book draw is progress
    assert drawn.idle_moves == 0 and drawn.ending is None


def test_foundation_round_trip_is_idle() -> None:
    state = make(
        [Column((), parse_cards("6S")), Column((), parse_cards("KC"))],
        (suit_pile("H", "5"),),
        stock=parse_cards("2C"),
        best_foundation=5,
    )
    state = lp.apply(state, lp.FoundationToTableau(0, 0))
    state = lp.apply(state, lp.TableauToFoundation(0))
    assert state.idle_moves == 2 and state.best_foundation == 5


# --------------------------------------------------------------------------- events


def test_opening_events_deal_the_layout_without_naming_face_down_cards() -> None:
    deck = deck52()
    state = lp.new_game(lp.Options(), 1, deals=explicit(deck))
    events = lp.opening_events(state)
    assert events[0] == DealStarted(1, 0)
    assert events[1] == CardsMoved(Place(Zone.DECK), tableau(0), 6, (), face_up=False)
    assert events[2] == CardsMoved(Place(Zone.DECK), tableau(0), 1, (deck[27],))
    assert events[-2] == CardsMoved(Place(Zone.DECK), tableau(6), 1, (deck[6],))
    assert events[-1] == CardsMoved(Place(Zone.DECK), Place(Zone.STOCK), 24, (), face_up=False)
    named = {card for event in events if isinstance(event, CardsMoved) for card in event.cards}
    assert named == {column.up[0] for column in state.layout.columns}
    assert sum(event.count for event in events if isinstance(event, CardsMoved)) == 52


def test_step_events_name_places_flips_and_refills() -> None:
    state = make(
        [Column(parse_cards("2C"), parse_cards("9D 8S")), Column((), parse_cards("TS"))],
        (suit_pile("H", "4"),),
        phase=lp.Phase.RESERVE,
        reserve=parse_cards("5H 4C 3D"),
        queue=parse_cards("QD"),
    )
    step = lp.play(state, lp.TableauToTableau(0, 1, 1))
    assert step.events == (
        MovePlayed(0, "tab:0:1>tab:1", "Move the run from card 2 of column 1 onto column 2"),
        CardsMoved(tableau(0), tableau(1), 2, parse_cards("9D 8S")),
        CardTurned(tableau(0), C("2C")),
    )
    step = lp.play(step.state, lp.ReserveToFoundation(C("5H")))
    assert step.events[1:3] == (
        CardsMoved(Place(Zone.RESERVE), foundation(0), 1, parse_cards("5H")),
        CardsMoved(Place(Zone.TALON), Place(Zone.RESERVE), 1, parse_cards("QD")),
    )


# --------------------------------------------------------------------------- check_state


def test_check_state_rejects_impossible_states() -> None:
    state = lp.new_game(lp.Options(), 1, seed=2)
    lp.check_state(state)
    layout = state.layout
    rejected = [
        (with_layout(state, stock=layout.stock[1:]), "lost card"),
        (with_layout(state, stock=(layout.stock[1], *layout.stock[1:])), "more often"),
        (with_layout(state, columns=(Column(layout.columns[0].down + layout.columns[0].up, ()),
                                     *layout.columns[1:])), "face-down"),
        (with_layout(state, columns=(Column(layout.columns[1].down + layout.columns[0].down, layout.columns[0].up),
                                     Column((), layout.columns[1].up), *layout.columns[2:])), "were dealt"),
        (with_layout(state, stock=layout.stock[3:], reserve=layout.stock[:3]), "reserve"),
        (with_layout(state, columns=(*layout.columns, Column())), "expected 7 columns"),
        (with_layout(state, redeals=1), "redeals"),
        (with_layout(state, turned=True), "turned"),
        (replace(state, ending=lp.Ending.WON), "phase"),
        (replace(state, phase=lp.Phase.RESERVE), "RESERVE"),
        (replace(state, options=lp.Options(decks=3)), "decks"),
        (replace(state, idle_moves=-1), "idle_moves"),
        (replace(state, options=lp.Options(idle_limit=5), idle_moves=5), "idle limit"),
        (replace(state, ceiling=0), "ceiling"),
        (replace(state, ceiling=53), "ceiling"),
        (replace(state, best_foundation=-1), "best_foundation"),
    ]
    for bad, words in rejected:
        with pytest.raises(InvalidState, match=words):
            lp.check_state(bad)
    foundations = (Pile((layout.stock[0],)), *layout.foundations[1:])
    if layout.stock[0].rank.letter != "A":
        with pytest.raises(InvalidState, match="foundation"):
            lp.check_state(with_layout(state, stock=layout.stock[1:], foundations=foundations))


# --------------------------------------------------------------------------- views


def _hidden_cards(state: lp.State) -> Counter[Card]:
    layout = state.layout
    hidden: Counter[Card] = Counter(c for col in layout.columns for c in col.down)
    hidden.update(layout.stock)
    hidden.update(layout.queue)
    return hidden


def _view_cards(view: lp.View) -> Counter[Card]:
    layout = view.layout
    shown: Counter[Card] = Counter(c for col in layout.columns for c in col.down + col.up)
    for pile in layout.foundations:
        shown.update(pile.cards)
    shown.update(layout.stock + layout.waste + layout.queue + layout.reserve)
    return shown


@pytest.mark.parametrize("options", [lp.Options(idle_limit=80), lp.Options("draw3", 1, 80), lp.Options("book", 2, 80)])
def test_view_hides_face_down_cards_and_redeal_unseen_keeps_it(options: lp.Options) -> None:
    for seed in range(6):
        state = lp.new_game(options, 1, seed=seed)
        rnd = random.Random(seed)
        drbg = Drbg(seed)
        changed = False
        while not lp.is_terminal(state):
            seen = lp.view(state, 0)
            assert lp.view(state, None) == seen
            # only face-up cards appear; counts describe the rest
            layout = seen.layout
            assert [c.down_count for c in layout.columns] == [len(c.down) for c in state.layout.columns]
            assert layout.stock_count == len(state.layout.stock) and layout.stock == () and layout.queue == ()
            assert all(c.down == () for c in layout.columns)
            assert _view_cards(seen) + _hidden_cards(state) == Counter(lp.cards_of(state))
            other = lp.redeal_unseen(state, 0, drbg)
            lp.check_state(other)
            changed |= other != state
            assert lp.view(other, 0) == seen
            assert lp.legal_moves(other) == lp.legal_moves(state)
            move = rnd.choice([m for m in lp.legal_moves(state) if m != lp.Resign()])
            state = lp.apply(state, move)
        assert changed
        final = lp.view(state, 0)
        assert _view_cards(final) == Counter(lp.cards_of(state))  # terminal: everything visible
        assert lp.redeal_unseen(state, 0, drbg) == state
    with pytest.raises(InvalidState):
        lp.view(state, 1)


def test_redeal_unseen_keeps_a_seen_stock() -> None:
    state = make(
        [Column(parse_cards("2C 3C"), parse_cards("KS"))],
        options=lp.Options("draw1"),
        stock=parse_cards("4D 5D 6D"),
        redeals=1,
    )
    other = lp.redeal_unseen(state, 0, Drbg(1))
    assert other.layout.stock == state.layout.stock


# --------------------------------------------------------------------------- random playouts

OPTION_SETS = [
    lp.Options(idle_limit=200),
    lp.Options("draw1", 1, 200),
    lp.Options("draw3", 1, 200),
    lp.Options("book", 2, 200),
    lp.Options("draw3", 2, 200),
]
MOVE_BOUND = 20_000  # far above the observed maximum (about 2,500 with an idle limit of 200)


def _illegal_probe(state: lp.State, rnd: random.Random) -> lp.Move:
    """A well-formed move that is not in the legal list."""
    legal = set(lp.legal_moves(state))
    n = len(state.layout.columns)
    candidates: list[lp.Move] = [
        lp.TableauToTableau(rnd.randrange(n), rnd.randrange(12), rnd.randrange(n)),
        lp.TableauToFoundation(rnd.randrange(n)),
        lp.WasteToTableau(rnd.randrange(n)),
        lp.WasteToFoundation(),
        lp.ReserveToFoundation(rnd.choice(deck52())),
        lp.FoundationToTableau(rnd.randrange(4), rnd.randrange(n)),
        lp.Draw(),
        lp.TurnTalon(),
        lp.Redeal(),
    ]
    illegal = [m for m in candidates if m not in legal]
    return rnd.choice(illegal)


def _playout(options: lp.Options, seed: int, checks: bool) -> tuple[lp.State, int]:
    state = lp.new_game(options, 1, seed=seed)
    deck = Counter(lp.rules_for(options).shape.deck)
    rnd = random.Random(seed)
    steps = 0
    while not lp.is_terminal(state):
        moves = lp.legal_moves(state)
        assert moves and lp.to_act(state) == 0
        if checks:
            assert Counter(lp.cards_of(state)) == deck
            if steps % 25 == 0:
                lp.check_state(state)
                with pytest.raises(IllegalMove):
                    lp.apply(state, _illegal_probe(state, rnd))
        playing = [m for m in moves if m != lp.Resign()]
        move = rnd.choice(playing) if playing and rnd.random() > 0.001 else lp.Resign()
        state = lp.apply(state, move)
        steps += 1
        assert steps <= MOVE_BOUND
    assert lp.legal_moves(state) == () and lp.to_act(state) is None
    assert Counter(lp.cards_of(state)) == deck
    lp.check_state(state)
    score = lp.score(state)
    assert score.terminal and score.deal[0] == sum(len(p) for p in state.layout.foundations)
    assert score.outcomes == ((Outcome.WIN,) if state.ending is lp.Ending.WON else (Outcome.LOSS,))
    return state, steps


@pytest.mark.slow
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: f"{o.stock_rule}-{o.decks}")
def test_random_playouts_terminate(options: lp.Options) -> None:
    # The registry property tests play more games per option set; -m nightly plays 300 here.
    for seed in range(12):
        _playout(options, seed, checks=seed % 4 == 0)


@pytest.mark.nightly
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: f"{o.stock_rule}-{o.decks}")
def test_random_playouts_terminate_nightly(options: lp.Options) -> None:
    for seed in range(300):
        _playout(options, seed, checks=seed % 10 == 0 or options.decks == 1)


@pytest.mark.parametrize("options", OPTION_SETS[:3], ids=lambda o: f"{o.stock_rule}-{o.decks}")
def test_random_playouts_are_deterministic(options: lp.Options) -> None:
    for seed in range(2):
        assert _playout(options, seed, checks=False) == _playout(options, seed, checks=False)
