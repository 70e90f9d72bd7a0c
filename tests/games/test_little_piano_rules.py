"""little_piano: move legality, phases, standard modes, endings, views and random playouts."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

import pytest
from positions import piano_position as make

from cardgames.games import little_piano as lp
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.decks import deck52
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidDeal, InvalidMove, InvalidOptions, InvalidState
from cardgames.games.core.rng import Drbg
from cardgames.games.core.spec import Chance, Information, Outcome
from cardgames.games.mechanics.piles import Column, Pile

C = Card.parse
RANKS = "A23456789TJQK"


def suit_pile(suit: str, upto: str) -> Pile:
    return Pile(tuple(C(r + suit) for r in RANKS[: RANKS.index(upto) + 1]))


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
    assert spec.default_options() == lp.Options()
    assert spec.build_options({"stock_rule": "draw3", "decks": "2"}) == lp.Options("draw3", 2)
    with pytest.raises(InvalidOptions):
        spec.build_options({"stock_rule": "draw2"})
    with pytest.raises(InvalidOptions):
        spec.build_options({"decks": 3})


def test_new_game_checks() -> None:
    with pytest.raises(InvalidOptions):
        lp.new_game(lp.Options(), 2, seed=1)
    with pytest.raises(InvalidOptions):
        lp.new_game(lp.Options(stock_rule="x"), 1, seed=1)
    with pytest.raises(InvalidDeal):
        lp.new_game(lp.Options(), 1, deal=deck52()[:51])
    assert lp.new_game(lp.Options(), 1, seed=7) == lp.new_game(lp.Options(), 1, seed=7)
    assert lp.new_game(lp.Options(), 1, seed=7) != lp.new_game(lp.Options(), 1, seed=8)
    state = lp.new_game(lp.Options(), 1, seed=3)
    lp.check_state(state)
    assert lp.to_act(state) == 0 and not lp.is_terminal(state)
    assert lp.score(state).outcomes == (Outcome.UNDECIDED,) and lp.score(state).deal == (0,)


# --------------------------------------------------------------------------- each move type


def test_tableau_to_tableau_builds_down_alternating() -> None:
    state = make(
        [
            Column(parse_cards("2C"), parse_cards("9D 8S")),
            Column((), parse_cards("9H")),
            Column((), parse_cards("9C")),
            Column((), parse_cards("TS")),
        ]
    )
    moves = lp.legal_moves(state)
    assert lp.TableauToTableau(0, 2, 1) in moves  # 8S on 9H
    assert lp.TableauToTableau(0, 1, 3) in moves  # 9D-8S on TS (flips 2C)
    assert lp.TableauToTableau(0, 2, 2) not in moves  # 8S on 9C: same colour
    with pytest.raises(IllegalMove, match="alternating"):
        lp.apply(state, lp.TableauToTableau(0, 2, 2))
    with pytest.raises(IllegalMove, match="face-up"):
        lp.apply(state, lp.TableauToTableau(0, 0, 3))
    with pytest.raises(InvalidMove):
        lp.apply(state, lp.TableauToTableau(0, 2, 9))
    after = lp.apply(state, lp.TableauToTableau(0, 1, 3))
    assert after.columns[0] == Column((), parse_cards("2C")) and after.columns[3].up == parse_cards(
        "TS 9D 8S"
    )
    assert after.idle_moves == 0


def test_tableau_to_foundation_and_lowest_foundation() -> None:
    state = make([Column(parse_cards("5C"), parse_cards("AH")), Column((), parse_cards("2S"))])
    assert lp.TableauToFoundation(0) in lp.legal_moves(state)
    assert lp.TableauToFoundation(1) not in lp.legal_moves(state)
    with pytest.raises(IllegalMove, match="foundation"):
        lp.apply(state, lp.TableauToFoundation(1))
    after = lp.apply(state, lp.TableauToFoundation(0))
    assert after.foundations[0] == Pile(parse_cards("AH")) and after.columns[0] == Column(
        (), parse_cards("5C")
    )
    assert after.best_foundation == 1


def test_waste_moves_use_only_the_top_card() -> None:
    state = make([Column((), parse_cards("9S")), Column((), parse_cards("KC"))], waste=parse_cards("8H AD"))
    moves = lp.legal_moves(state)
    assert lp.WasteToFoundation() in moves and lp.WasteToTableau(0) not in moves
    with pytest.raises(IllegalMove):
        lp.apply(state, lp.WasteToTableau(0))  # 8H is under AD
    state = lp.apply(state, lp.WasteToFoundation())
    assert state.waste == parse_cards("8H") and lp.WasteToTableau(0) in lp.legal_moves(state)
    state = lp.apply(state, lp.WasteToTableau(0))
    assert state.columns[0].up == parse_cards("9S 8H") and state.waste == ()
    with pytest.raises(IllegalMove, match="talon is empty"):
        lp.apply(state, lp.WasteToFoundation())


def test_reserve_moves_name_the_card() -> None:
    state = make(
        [Column((), parse_cards("9S")), Column((), parse_cards("KC"))],
        (suit_pile("D", "4"),),
        phase=lp.Phase.RESERVE,
        reserve=parse_cards("5D 8H 3C"),
        queue=parse_cards("QH"),
    )
    moves = lp.legal_moves(state)
    assert lp.ReserveToFoundation(C("5D")) in moves and lp.ReserveToTableau(C("8H"), 0) in moves
    assert lp.ReserveToFoundation(C("3C")) not in moves
    with pytest.raises(IllegalMove, match="not in the reserve"):
        lp.apply(state, lp.ReserveToFoundation(C("6D")))
    state = lp.apply(state, lp.ReserveToFoundation(C("5D")))
    assert state.reserve == parse_cards("8H 3C QH") and state.queue == ()
    state = lp.apply(state, lp.ReserveToTableau(C("QH"), 1))
    assert state.reserve == parse_cards("8H 3C")


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
    with pytest.raises(IllegalMove, match=r"empty|fit|not legal"):
        lp.apply(state, lp.FoundationToTableau(2, 0))


def test_big_piano_cards_go_to_the_lowest_fitting_foundation() -> None:
    state = make(
        [Column((), parse_cards("6H")), Column((), parse_cards("AS"))],
        (Pile(), suit_pile("H", "5"), suit_pile("H", "5")),
        options=lp.Options(decks=2),
    )
    state = lp.apply(state, lp.TableauToFoundation(0))
    assert len(state.foundations[1]) == 6 and len(state.foundations[2]) == 5
    state = lp.apply(state, lp.TableauToFoundation(1))
    assert state.foundations[0] == Pile(parse_cards("AS"))


def test_book_draw_and_turn() -> None:
    state = make([Column((), parse_cards("KS"))], stock=parse_cards("2H 3D"))
    assert [m.id for m in lp.legal_moves(state) if not isinstance(m, lp.TableauToTableau)] == [
        "draw",
        "resign",
    ]
    with pytest.raises(IllegalMove, match=r"stock is empty|once"):
        lp.apply(state, lp.TurnTalon())
    with pytest.raises(IllegalMove, match="no redeal"):
        lp.apply(state, lp.Redeal())
    state = lp.apply(lp.apply(state, lp.Draw()), lp.Draw())
    assert state.waste == parse_cards("2H 3D") and state.stock == ()
    assert lp.TurnTalon() in lp.legal_moves(state) and lp.Draw() not in lp.legal_moves(state)
    with pytest.raises(IllegalMove, match="stock is empty"):
        lp.apply(state, lp.Draw())


def test_resign_ends_the_game_as_a_loss() -> None:
    state = lp.new_game(lp.Options(), 1, seed=5)
    assert lp.Resign() in lp.legal_moves(state)
    over = lp.apply(state, lp.Resign())
    assert over.ending is lp.Ending.RESIGNED and over.phase is lp.Phase.OVER
    assert lp.legal_moves(over) == () and lp.to_act(over) is None
    assert lp.score(over).outcomes == (Outcome.LOSS,) and lp.score(over).terminal
    with pytest.raises(GameOver):
        lp.apply(over, lp.Draw())


def test_moves_are_sorted_and_round_trip_through_text() -> None:
    for seed in range(5):
        state = lp.new_game(lp.Options(), 1, seed=seed)
        rnd = random.Random(seed)
        while not lp.is_terminal(state):
            moves = lp.legal_moves(state)
            assert list(moves) == sorted(moves, key=lambda m: m.id)
            for move in moves:
                assert lp.parse_move(move.id) == move and move.label
            state = lp.apply(state, rnd.choice([m for m in moves if m != lp.Resign()]))
    for text in ("", "tab:1", "res:ZZ>found", "res:JK1>found", "draw3"):
        with pytest.raises(InvalidMove):
            lp.parse_move(text)


# --------------------------------------------------------------------------- standard modes


def test_draw1_and_redeal() -> None:
    state = make([Column((), parse_cards("KS"))], options=lp.Options("draw1"), stock=parse_cards("2H 3D 4C"))
    state = lp.apply(state, lp.Draw())
    assert state.waste == parse_cards("2H") and state.stock == parse_cards("3D 4C")
    state = lp.apply(lp.apply(state, lp.Draw()), lp.Draw())
    assert lp.Redeal() in lp.legal_moves(state) and lp.TurnTalon() not in lp.legal_moves(state)
    with pytest.raises(IllegalMove, match="once"):
        lp.apply(state, lp.TurnTalon())
    # a pass with only draws changed nothing: the redeal ends the game (LP-E6)
    over = lp.apply(state, lp.Redeal())
    assert over.ending is lp.Ending.STALLED and lp.score(over).outcomes == (Outcome.LOSS,)


def test_draw3_order_and_redeal_after_a_change() -> None:
    state = make(
        [Column((), parse_cards("KS")), Column((), parse_cards("9C"))],
        options=lp.Options("draw3"),
        stock=parse_cards("2H 3D 8H 5C QH"),
    )
    state = lp.apply(state, lp.Draw())
    assert state.waste == parse_cards("2H 3D 8H") and state.waste[-1] == C("8H")
    state = lp.apply(state, lp.WasteToTableau(1))  # 8H on 9C
    state = lp.apply(state, lp.Draw())
    assert state.waste == parse_cards("2H 3D 5C QH") and state.stock == ()
    state = lp.apply(state, lp.WasteToTableau(0))  # QH on KS
    state = lp.apply(state, lp.Redeal())
    assert state.ending is None and state.redeals == 1
    assert state.stock == parse_cards("2H 3D 5C") and state.waste == () and not state.pass_changed
    state = lp.apply(state, lp.Draw())
    assert state.waste == parse_cards("2H 3D 5C")
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
    won = lp.apply(state, lp.TableauToFoundation(0))
    assert won.ending is lp.Ending.WON and lp.is_terminal(won)
    score = lp.score(won)
    assert score.outcomes == (Outcome.WIN,) and score.deal == (52 * options.decks,) == score.match
    lp.check_state(won)


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
    # the search runs after every DEAD_CHECK_EVERY-th idle move (and right after progress)
    assert after.ending is None and after.idle_moves == 1
    while after.ending is None:
        source = 0 if after.columns[0].size == 3 else 1
        after = lp.apply(after, lp.TableauToTableau(source, 1, 1 - source))
    assert after.ending is lp.Ending.DEAD and after.idle_moves == lp.DEAD_CHECK_EVERY
    assert lp.score(after).deal == (0,)


def test_not_dead_when_a_later_rearrangement_reaches_progress() -> None:
    """No progress move now, but 7H -> 8C frees 8S for the spade foundation."""
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
    assert after.ending is None
    after = lp.apply(after, lp.TableauToTableau(0, 2, 1))
    after = lp.apply(after, lp.TableauToFoundation(0))
    assert after.foundations[0] == suit_pile("S", "8") and after.idle_moves == 0


def test_dead_position_in_standard_mode_with_empty_talon() -> None:
    state = make(
        [Column((), parse_cards("9S")), Column((), parse_cards("9C")), Column((), parse_cards("8H"))],
        options=lp.Options("draw1"),
        idle_moves=lp.DEAD_CHECK_EVERY - 1,
    )
    after = lp.apply(state, lp.TableauToTableau(2, 0, 0))
    assert after.ending is lp.Ending.DEAD


def test_idle_limit_removes_shuffles() -> None:
    cols = [Column((), parse_cards("9S 8H")), Column((), parse_cards("9C")), Column((), parse_cards("KD"))]
    state = make(cols, stock=parse_cards("2C"), idle_moves=lp.IDLE_LIMIT - 1)
    assert lp.TableauToTableau(0, 1, 1) in lp.legal_moves(state)
    state = lp.apply(state, lp.TableauToTableau(0, 1, 1))
    assert state.idle_moves == lp.IDLE_LIMIT
    assert not any(isinstance(m, lp.TableauToTableau) for m in lp.legal_moves(state))
    with pytest.raises(IllegalMove, match="LP-E4"):
        lp.apply(state, lp.TableauToTableau(1, 1, 0))
    state = lp.apply(state, lp.Draw())  # a book draw is progress
    assert state.idle_moves == 0 and lp.TableauToTableau(1, 1, 0) in lp.legal_moves(state)


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


# --------------------------------------------------------------------------- check_state


def test_check_state_rejects_impossible_states() -> None:
    state = lp.new_game(lp.Options(), 1, seed=2)
    lp.check_state(state)
    with pytest.raises(InvalidState):
        lp.check_state(replace(state, stock=state.stock[1:]))
    with pytest.raises(InvalidState):
        lp.check_state(replace(state, stock=(state.stock[1], *state.stock[1:])))
    bad_column = Column(state.columns[0].down + state.columns[0].up, ())
    with pytest.raises(InvalidState, match="face-down"):
        lp.check_state(replace(state, columns=(bad_column, *state.columns[1:])))
    with pytest.raises(InvalidState, match="reserve"):
        lp.check_state(replace(state, stock=state.stock[3:], reserve=state.stock[:3]))
    with pytest.raises(InvalidState, match="phase"):
        lp.check_state(replace(state, ending=lp.Ending.WON))
    with pytest.raises(InvalidState):
        lp.check_state(replace(state, options=lp.Options(decks=3)))
    foundations = (Pile((state.stock[0],)), *state.foundations[1:])
    if state.stock[0].rank.letter != "A":
        with pytest.raises(InvalidState, match="foundation"):
            lp.check_state(replace(state, stock=state.stock[1:], foundations=foundations))


# --------------------------------------------------------------------------- views


def _hidden_cards(state: lp.State) -> Counter[Card]:
    hidden: Counter[Card] = Counter(c for col in state.columns for c in col.down)
    hidden.update(state.stock)
    hidden.update(state.queue)
    return hidden


def _view_cards(view: lp.View) -> Counter[Card]:
    shown: Counter[Card] = Counter(c for col in view.columns for c in col.down + col.up)
    for pile in view.foundations:
        shown.update(pile.cards)
    shown.update(view.stock + view.waste + view.queue + view.reserve)
    return shown


@pytest.mark.parametrize("options", [lp.Options(), lp.Options("draw3"), lp.Options(decks=2)])
def test_view_hides_face_down_cards_and_redeal_unseen_keeps_it(options: lp.Options) -> None:
    for seed in range(8):
        state = lp.new_game(options, 1, seed=seed)
        rnd = random.Random(seed)
        drbg = Drbg(seed)
        changed = False
        while not lp.is_terminal(state):
            seen = lp.view(state, 0)
            assert lp.view(state, None) == seen
            # only face-up cards appear; counts describe the rest
            assert sum(c.down_count for c in seen.columns) == sum(len(c.down) for c in state.columns)
            assert seen.stock_count == len(state.stock) and seen.stock == () and seen.queue == ()
            assert all(c.down == () for c in seen.columns)
            shown = _view_cards(seen)
            total = Counter(lp.cards_of(state))
            assert shown + _hidden_cards(state) == total
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


def test_redeal_unseen_keeps_a_seen_stock() -> None:
    state = make(
        [Column(parse_cards("2C 3C"), parse_cards("KS"))],
        options=lp.Options("draw1"),
        stock=parse_cards("4D 5D 6D"),
        redeals=1,
    )
    other = lp.redeal_unseen(state, 0, Drbg(1))
    assert other.stock == state.stock


# --------------------------------------------------------------------------- random playouts

OPTION_SETS = [
    lp.Options(),
    lp.Options("draw1"),
    lp.Options("draw3"),
    lp.Options(decks=2),
    lp.Options("draw3", 2),
]
MOVE_BOUND = 20_000  # far above the observed maximum (about 4,000); LP-E4/LP-E6 make every game finite


def _illegal_probe(state: lp.State, rnd: random.Random) -> lp.Move:
    """A well-formed move that is not in the legal list."""
    legal = set(lp.legal_moves(state))
    n = len(state.columns)
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
    deck = Counter(lp.deck_for(options))
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
    assert score.terminal and score.deal[0] == sum(len(p) for p in state.foundations)
    assert score.outcomes == ((Outcome.WIN,) if state.ending is lp.Ending.WON else (Outcome.LOSS,))
    return state, steps


@pytest.mark.slow
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: f"{o.stock_rule}-{o.decks}")
def test_random_playouts_terminate(options: lp.Options) -> None:
    # The registry property tests play 200 more games per option set; -m nightly plays 300 here.
    for seed in range(40):
        _playout(options, seed, checks=seed % 10 == 0 or options.decks == 1)


@pytest.mark.nightly
@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: f"{o.stock_rule}-{o.decks}")
def test_random_playouts_terminate_nightly(options: lp.Options) -> None:
    for seed in range(300):
        _playout(options, seed, checks=seed % 10 == 0 or options.decks == 1)


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: f"{o.stock_rule}-{o.decks}")
def test_random_playouts_are_deterministic(options: lp.Options) -> None:
    for seed in range(3):
        assert _playout(options, seed, checks=False) == _playout(options, seed, checks=False)
