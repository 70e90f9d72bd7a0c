"""mill: descriptor, moves and their refusals, refills and kings (both options), events, views, hidden cards,
endings and client-state checks."""

from __future__ import annotations

from collections import Counter

import pytest
from positions import explicit
from test_mill_scenarios import mill_order, position, start

from cardgames.games import mill as ml
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidDeal, InvalidMove, InvalidOptions, InvalidState
from cardgames.games.core.events import CardsMoved, DealStarted, MatchOver, MovePlayed, Place, Zone
from cardgames.games.core.rng import Drbg, RngState
from cardgames.games.core.spec import Chance, Information, Outcome
from cardgames.games.core.values import replace
from cardgames.games.mechanics.piles import Pile

C = Card.parse
STOCK, WASTE = Place(Zone.STOCK), Place(Zone.WASTE)
PLAIN_WINGS = ["3C", "4C", "5C", "6C", "9H", "9D", "TH", "TD"]
"""Wing cards that fit neither an ace pile wanting a 2 nor king piles wanting a queen."""


def wing(index: int) -> Place:
    return Place(Zone.RESERVE, None, index)


def pile(index: int) -> Place:
    return Place(Zone.FOUNDATION, None, index)


def greedy(state: ml.State) -> ml.State:
    """Plays first, then transfers, then draws."""
    while not ml.is_terminal(state):
        moves = [move for move in ml.legal_moves(state) if move.id != "resign"]
        moves.sort(key=lambda move: 0 if ">" in move.id else 1 if move.id.startswith("transfer") else 2)
        state = ml.apply(state, moves[0])
    return state


def with_stock(state: ml.State, top: str) -> ml.State:
    """``state`` with ``top`` moved to the top of the stock."""
    card = C(top)
    stock = list(state.layout.stock)
    stock.remove(card)
    return replace(state, layout=replace(state.layout, stock=(card, *stock)))


# --------------------------------------------------------------------------- descriptor and setup


def test_spec() -> None:
    spec = ml.SPEC
    assert (spec.id, spec.native_name, spec.family, spec.spec_file) == ("mill", "Мельница", "patience", "mill.md")
    assert (spec.min_players, spec.max_players) == (1, 1)
    assert spec.chance is Chance.EXPLICIT_STOCHASTIC and spec.information is Information.IMPERFECT
    assert spec.default_options() == ml.Options() == ml.Options("talon", True)
    assert spec.build_options({"refill": "choice", "forced_kings": "false"}) == ml.Options("choice", False)
    for bad in ({"refill": "stock"}, {"forced_kings": "sometimes"}, {"decks": 1}):
        with pytest.raises(InvalidOptions):
            spec.build_options(bad)
    assert "first ace" in spec.deal_format


def test_new_game_checks() -> None:
    with pytest.raises(InvalidOptions):
        ml.new_game(ml.Options(), 2, seed=1)
    with pytest.raises(InvalidOptions):
        ml.new_game(ml.Options(refill="x"), 1, seed=1)
    with pytest.raises(InvalidDeal):
        ml.new_game(ml.Options(), 1, deals=explicit(ml.DECK[:52]))
    with pytest.raises(InvalidDeal, match="deck order"):
        ml.new_game(ml.Options(), 1, deals=(ExplicitDeal(notation="0:AKQJT98765432.-.-.-"),))
    with pytest.raises(InvalidDeal, match="one explicit deal"):
        ml.new_game(ml.Options(), 1, deals=explicit(ml.DECK) * 2)
    assert ml.new_game(ml.Options(), 1, seed=7) == ml.new_game(ml.Options(), 1, seed=7)
    assert ml.new_game(ml.Options(), 1, seed=7) != ml.new_game(ml.Options(), 1, seed=8)
    state = ml.new_game(ml.Options(), 1, seed=3)
    ml.check_state(state)
    assert ml.to_act(state) == 0 and ml.num_players(state) == 1 and not ml.is_terminal(state)
    assert ml.score(state).outcomes == (Outcome.UNDECIDED,) and ml.score(state).deal[0] >= 1


def test_the_layout_is_a_pure_function_of_the_deck_order() -> None:
    order = mill_order({5: "KD"})
    one = ml.new_game(ml.Options(), 1, seed=1, deals=explicit(order))
    two = ml.new_game(ml.Options(refill="choice"), 1, seed=2, deals=explicit(order))
    assert (one.wings, one.kings, one.layout) == (two.wings, two.kings, two.layout)
    assert ml.layout(ml.Options(), order, one.rng) == one
    # the layout sends kings to the corners under either king option (ML-E3)
    assert ml.new_game(ml.Options(forced_kings=False), 1, deals=explicit(order)).kings == one.kings


# --------------------------------------------------------------------------- moves


def test_move_ids_parse_and_label() -> None:
    for move in (ml.WingToAce(7), ml.WingToKing(0, 3), ml.TalonToAce(), ml.TalonToKing(2), ml.Draw(),
                 ml.Transfer(1), ml.Refill(ml.Source.STOCK), ml.Refill(ml.Source.TALON), ml.Resign()):
        assert ml.parse_move(move.id) == move
    assert ml.Refill(ml.Source.TALON).id == "refill:talon"
    assert ml.Refill(ml.Source.TALON).label == "Refill the empty wing from the talon"
    assert ml.WingToKing(0, 3).label == "Put the card of wing 1 on king pile 4"
    for bad in ("wing:x>ace", "refill:waste", "ace>king:0", "transfer"):
        with pytest.raises(InvalidMove):
            ml.parse_move(bad)


def test_legal_moves_are_sorted_with_resign() -> None:
    state, _ = start({})
    state = position(state, "AS 2S 3S 4S 5S 6S", ["KC QC JC TC 9C 8C", "KD", "KH", "KS"],
                     ["7H", "QD", "3C", "4C", "5C", "9H", "9D", "TH"], talon="7D")
    ids = [move.id for move in ml.legal_moves(state)]
    assert ids == sorted(ids)
    assert ids == ["draw", "resign", "talon>ace", "talon>king:0", "wing:0>ace", "wing:0>king:0", "wing:1>king:1",
                   "wing:1>king:2", "wing:1>king:3"]


def test_a_wing_play_refills_from_the_stock_with_events() -> None:
    state, _deck = start({})
    state = position(state, "AS", ["KC", "KD", "KH", "KS"], ["2H", *PLAIN_WINGS[1:]])
    state = with_stock(state, "6D")
    step = ml.play(state, ml.WingToAce(0))
    assert step.events == (MovePlayed(0, "wing:0>ace", "Put the card of wing 1 on the ace pile"),
                           CardsMoved(wing(0), pile(0), 1, parse_cards("2H")),
                           CardsMoved(STOCK, wing(0), 1, parse_cards("6D")))
    assert step.state.wings[0].cards == parse_cards("6D")


def test_refill_from_the_talon_once_the_stock_is_empty() -> None:
    state, _ = start({})
    state = position(state, "AS", ["KC", "KD", "KH", "KS"], ["2H", *PLAIN_WINGS[1:]])
    state = replace(state, layout=replace(state.layout, waste=state.layout.stock, stock=()))
    top = state.layout.waste[-1]
    step = ml.play(state, ml.WingToAce(0))
    assert step.state.wings[0].cards == (top,) and CardsMoved(WASTE, wing(0), 1, (top,)) in step.events


def test_a_wing_stays_empty_once_stock_and_talon_are_gone() -> None:
    state, _ = start({})
    state = position(state, "AS", ["KC", "KD", "KH", "KS"], ["2H", *PLAIN_WINGS[1:]])
    bare = replace(state, layout=replace(state.layout, stock=(), waste=()))  # (the other cards left out)
    after = ml.apply(bare, ml.WingToAce(0))
    assert after.wings[0] == Pile() and after.layout.foundations[0].cards == parse_cards("AS 2H")


def test_forced_kings_from_a_refill_and_from_a_draw() -> None:
    state, _ = start({})
    state = position(state, "AS", ["KC", "KD", "", ""], ["2H", *PLAIN_WINGS[1:]])
    stock = list(state.layout.stock)
    for card in parse_cards("KH 6D"):
        stock.remove(card)
    state = replace(state, layout=replace(state.layout, stock=(C("KH"), C("6D"), *stock)))
    step = ml.play(state, ml.WingToAce(0))
    assert step.events[2:] == (CardsMoved(STOCK, wing(0), 1, parse_cards("KH")),
                               CardsMoved(wing(0), pile(3), 1, parse_cards("KH")),
                               CardsMoved(STOCK, wing(0), 1, parse_cards("6D")))
    assert step.state.kings[2].cards == parse_cards("KH") and step.state.wings[0].cards == parse_cards("6D")
    drawn = ml.play(with_stock(step.state, "KS"), ml.Draw())
    assert drawn.events[1:] == (CardsMoved(STOCK, pile(4), 1, parse_cards("KS")),)  # straight to the corner
    assert drawn.state.kings[3].cards == parse_cards("KS") and drawn.state.layout.waste == ()


def test_optional_kings() -> None:
    state, _ = start({}, forced_kings=False)
    state = position(state, "AS", ["KC", "", "", ""], ["KH", "KD", *PLAIN_WINGS[2:]])
    legal = ml.legal_moves(state)
    assert ml.WingToKing(0, 1) in legal and ml.WingToKing(1, 1) in legal and ml.WingToKing(0, 2) not in legal
    with pytest.raises(IllegalMove, match="next empty corner") as error:
        ml.apply(state, ml.WingToKing(0, 2))
    assert error.value.rule == "§11.1 ML-5"
    with pytest.raises(IllegalMove, match="only a king") as error:
        ml.apply(state, ml.WingToKing(2, 1))
    after = ml.apply(state, ml.WingToKing(1, 1))
    assert after.kings[1].cards == parse_cards("KD")
    drawn = ml.apply(with_stock(after, "KS"), ml.Draw())
    assert drawn.layout.waste == parse_cards("KS") and ml.TalonToKing(2) in ml.legal_moves(drawn)
    ml.check_state(drawn)
    forced, _ = start({})
    forced = position(forced, "AS", ["KC", "", "", ""], ["QH", *PLAIN_WINGS[1:]])
    with pytest.raises(IllegalMove, match="by themselves"):
        ml.apply(replace(forced, wings=(Pile((C("KH"),)), *forced.wings[1:])), ml.WingToKing(0, 1))


def test_refill_by_choice() -> None:
    state, _ = start({}, refill="choice")
    state = position(state, "AS", ["KC", "KD", "KH", "KS"], ["2H", *PLAIN_WINGS[1:]], talon="9S")
    waiting = ml.apply(state, ml.WingToAce(0))
    assert waiting.phase is ml.Phase.REFILL and waiting.wings[0] == Pile() and ml.waiting_wing(waiting) == 0
    assert [m.id for m in ml.legal_moves(waiting)] == ["refill:stock", "refill:talon", "resign"]
    ml.check_state(waiting)
    with pytest.raises(IllegalMove, match="refill the empty wing first") as error:
        ml.apply(waiting, ml.Draw())
    assert error.value.rule == "§11.4 ML-2"
    step = ml.play(waiting, ml.Refill(ml.Source.TALON))
    assert step.state.wings[0].cards == parse_cards("9S") and step.state.phase is ml.Phase.PLAY
    assert step.events[1:] == (CardsMoved(WASTE, wing(0), 1, parse_cards("9S")),)
    from_stock = ml.apply(waiting, ml.Refill(ml.Source.STOCK))
    assert from_stock.wings[0].cards == state.layout.stock[:1]
    with pytest.raises(IllegalMove, match="no wing is waiting"):
        ml.apply(from_stock, ml.Refill(ml.Source.STOCK))
    # with the talon empty there is nothing to choose: the stock refills at once
    plain = position(state, "AS", ["KC", "KD", "KH", "KS"], ["2H", *PLAIN_WINGS[1:]])
    assert ml.apply(plain, ml.WingToAce(0)).phase is ml.Phase.PLAY
    default, _ = start({})
    with pytest.raises(IllegalMove, match="by themselves"):
        ml.apply(default, ml.Refill(ml.Source.STOCK))


def test_talon_plays() -> None:
    state, _ = start({})
    state = position(state, "AS", ["KC QC", "KD", "KH", "KS"], PLAIN_WINGS, talon="5D JH")
    assert [m.id for m in ml.legal_moves(state) if m.id.startswith("talon")] == ["talon>king:0"]
    step = ml.play(state, ml.TalonToKing(0))
    assert step.events[1:] == (CardsMoved(WASTE, pile(1), 1, parse_cards("JH")),)
    with pytest.raises(IllegalMove, match="does not go on the ace pile") as error:
        ml.apply(step.state, ml.TalonToAce())
    assert error.value.rule == "§11.2 ML-8"
    emptied = replace(step.state, layout=replace(step.state.layout, waste=()))
    with pytest.raises(IllegalMove, match="talon is empty"):
        ml.apply(emptied, ml.TalonToKing(0))


@pytest.mark.parametrize(("move", "rule", "words"), [
    (ml.WingToAce(0), "§11.2 ML-8", "does not go on the ace pile"),
    (ml.WingToKing(0, 0), "§11.2", "does not go on king pile 0"),
    (ml.WingToKing(0, 1), "§11.2", "complete"),
    (ml.Transfer(2), "§11.4 ML-6", "king pile 2 is empty"),
])
def test_illegal_moves_name_the_rule(move: ml.Move, rule: str, words: str) -> None:
    state, _ = start({})
    full = "KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AD"
    state = position(state, "AS", ["KC", full, "", ""], PLAIN_WINGS)
    with pytest.raises(IllegalMove) as error:
        ml.apply(state, move)
    assert error.value.rule == rule and words in error.value.message


def test_malformed_places() -> None:
    state, _ = start({})
    for bad in (ml.WingToAce(8), ml.WingToKing(0, 4), ml.TalonToKing(-1), ml.Transfer(4)):
        with pytest.raises(InvalidMove) as error:
            ml.apply(state, bad)
        assert error.value.field == "move"


def test_ml_4_no_redeal() -> None:
    state, _ = start({})
    state = position(state, "AS", ["KC", "KD", "KH", "KS"], PLAIN_WINGS, talon="QH 6S")
    state = replace(state, layout=replace(state.layout, waste=state.layout.stock + state.layout.waste, stock=()))
    with pytest.raises(IllegalMove) as error:
        ml.apply(state, ml.Draw())
    assert error.value.rule == "§11.4 ML-4"


# --------------------------------------------------------------------------- endings, score, views


def test_a_won_game() -> None:
    state = greedy(ml.new_game(ml.Options(), 1, seed=132))
    assert state.ending is ml.Ending.WON and ml.score(state).outcomes == (Outcome.WIN,)
    assert ml.score(state).deal == (104,) and ml.summary(state) == "won: 104 of 104 cards on the foundations"
    assert [line.values for line in ml.score(state).breakdown] == [(104,), (52,), (52,)]
    ml.check_state(state)


def test_no_move_left_ends_the_game() -> None:
    state, _ = start({})
    state = position(state, "AS", ["KC", "KD", "KH", "KS"], PLAIN_WINGS)
    stock = list(state.layout.stock)
    stock.remove(C("7S"))
    last = replace(state, layout=replace(state.layout, stock=(C("7S"),), waste=tuple(stock)))
    assert ml.legal_moves(last) == (ml.Draw(), ml.Resign())
    step = ml.play(last, ml.Draw())
    assert step.state.ending is ml.Ending.NO_MOVES and isinstance(step.events[-1], MatchOver)
    assert step.events[-1].summary == "lost (no move left): 5 of 104 cards on the foundations"
    assert ml.legal_moves(step.state) == () and ml.score(step.state).outcomes == (Outcome.LOSS,)
    with pytest.raises(GameOver):
        ml.play(step.state, ml.Draw())
    ml.check_state(step.state)


def test_resign_and_views() -> None:
    state, _deck = start({})
    seen = ml.view(state, 0)
    assert seen == ml.view(state, None)
    assert seen.wings == state.wings and seen.kings == state.kings and seen.layout.stock == ()
    assert seen.layout.stock_count == len(state.layout.stock) and seen.last_transfer == -1
    step = ml.play(state, ml.Resign())
    assert step.state.ending is ml.Ending.RESIGNED and ml.score(step.state).outcomes == (Outcome.LOSS,)
    assert step.events[-1] == MatchOver("lost (resigned): 1 of 104 cards on the foundations")
    assert ml.view(step.state, 0).layout.stock == state.layout.stock
    with pytest.raises(InvalidState):
        ml.view(state, 1)


def test_opening_events() -> None:
    state, _deck = start({3: "KS"})
    events = ml.opening_events(state)
    assert events[:3] == (DealStarted(1, 0), CardsMoved(Place(Zone.DECK), pile(0), 1, parse_cards("AS")),
                          CardsMoved(Place(Zone.DECK), pile(1), 1, parse_cards("KS")))
    assert events[3:11] == tuple(CardsMoved(Place(Zone.DECK), wing(i), 1, w.cards) for i, w in enumerate(state.wings))
    assert events[-1] == CardsMoved(Place(Zone.DECK), STOCK, len(state.layout.stock), face_up=False)


def test_redeal_unseen_permutes_the_stock_only() -> None:
    state = ml.apply(ml.new_game(ml.Options(), 1, seed=9), ml.Draw())
    other = ml.redeal_unseen(state, 0, Drbg(2))
    assert other != state and ml.view(other, 0) == ml.view(state, 0)
    assert Counter(ml.cards_of(other)) == Counter(ml.cards_of(state))
    assert replace(other, layout=replace(other.layout, stock=state.layout.stock)) == state


# --------------------------------------------------------------------------- check_state


@pytest.mark.parametrize(("broken", "field"), [
    (lambda s: replace(s, wings=s.wings[:7]), "state"),
    (lambda s: replace(s, wings=(Pile(s.wings[0].cards + s.wings[1].cards), Pile(), *s.wings[2:])), "wings"),
    (lambda s: replace(s, wings=(Pile(), *s.wings[1:]), layout=replace(
        s.layout, waste=s.wings[0].cards)), "wings"),
    (lambda s: replace(s, kings=(Pile(), s.kings[0], *s.kings[2:])), "kings"),
    (lambda s: replace(s, kings=(Pile((*s.kings[0].cards, s.wings[0].cards[0])), *s.kings[1:]),
                       wings=(Pile(), *s.wings[1:])), "kings"),
    (lambda s: replace(s, last_transfer=4), "last_transfer"),
    (lambda s: replace(s, phase=ml.Phase.REFILL), "phase"),
    (lambda s: replace(s, phase=ml.Phase.OVER), "phase"),
    (lambda s: replace(s, phase=ml.Phase.OVER, ending=ml.Ending.WON), "ending"),
    (lambda s: replace(s, phase=ml.Phase.OVER, ending=ml.Ending.NO_MOVES), "ending"),
    (lambda s: replace(s, layout=replace(s.layout, redeals=1)), "redeals"),
    (lambda s: replace(s, layout=replace(s.layout, columns=(Pile(),))), "columns"),
    (lambda s: replace(s, options=ml.Options(refill="both")), "options.refill"),
    (lambda s: replace(s, rng=RngState(-5)), "rng.seed"),
])
def test_check_state_rejects(broken: object, field: str) -> None:
    state, _ = start({3: "KS"})
    ml.check_state(state)
    with pytest.raises(InvalidState) as error:
        ml.check_state(broken(state))  # type: ignore[operator]
    assert error.value.field == field, error.value.message


def test_check_state_rejects_a_king_out_while_a_corner_is_empty() -> None:
    state, _ = start({})
    bad = position(state, "AS", ["KC", "", "", ""], ["KH", *PLAIN_WINGS[1:]])
    with pytest.raises(InvalidState, match="ML-5") as error:
        ml.check_state(bad)
    assert error.value.field == "kings"
    ml.check_state(replace(bad, options=ml.Options(forced_kings=False)))
    refill, _ = start({}, refill="choice")
    refill = position(refill, "AS", ["KC", "KD", "KH", "KS"], ["2H", *PLAIN_WINGS[1:]], talon="9S")
    waiting = ml.apply(refill, ml.WingToAce(0))
    ml.check_state(waiting)
    table = waiting.layout
    no_choice = replace(waiting, layout=replace(table, stock=(), waste=(*table.waste, *table.stock)))
    with pytest.raises(InvalidState, match="could refill it") as error:
        ml.check_state(no_choice)  # the talon alone refills at once: nothing to wait for
    assert error.value.field == "wings"
    with pytest.raises(InvalidState, match="one wing waiting") as error:
        ml.check_state(replace(refill, phase=ml.Phase.REFILL))
    assert error.value.field == "phase"
    no_ace = replace(bad, layout=replace(bad.layout, foundations=(Pile(),), stock=(*bad.layout.stock, C("AS"))))
    with pytest.raises(InvalidState) as error:
        ml.check_state(no_ace)
    assert error.value.field == "layout.foundations"
