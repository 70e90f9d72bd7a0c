"""demon: the descriptor, the reserve and empty columns, the three stock rules (the book's reshuffle), the
blocked-position test and the other endings, views and hidden cards, and client-state checks."""

from __future__ import annotations

import pytest
from positions import demon_state, explicit, run_moves

from cardgames.games import demon as dm
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.decks import deck52
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidDeal, InvalidMove, InvalidOptions, InvalidState
from cardgames.games.core.events import CardsMoved, DealStarted, MatchOver, Place, Zone
from cardgames.games.core.rng import Drbg, RngState
from cardgames.games.core.spec import Chance, Information, Outcome
from cardgames.games.core.values import replace
from cardgames.games.mechanics.piles import Column, Pile

C = Card.parse
RANKS = "A23456789TJQK"
_FRONT = parse_cards("KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS AD AH 2C 2D AC")
WINNABLE = (*_FRONT, *(card for card in deck52() if card not in _FRONT))
"""Spades in the reserve (AS open), columns AD AH 2C 2D, base AC: never blocked before the first pass ends."""
NO_SHUFFLE = dm.Options(stock_rule="canfield_no_shuffle")
OPEN = dm.Options(stock_rule="random_access")


def suit(s: str, upto: str = "K", start: str = "A") -> str:
    ranks = RANKS[RANKS.index(start):] + RANKS[: RANKS.index(start)]
    return " ".join(r + s for r in ranks[: ranks.index(upto) + 1])


def ids(state: dm.State) -> set[str]:
    return {move.id for move in dm.legal_moves(state)}


def through_the_stock(state: dm.State) -> dm.State:
    while state.layout.stock:
        state = dm.apply(state, dm.Draw())
    return state


# --------------------------------------------------------------------------- descriptor and setup


def test_spec_and_options() -> None:
    spec = dm.SPEC
    assert (spec.id, spec.native_name, spec.family, spec.spec_file) == ("demon", "Демон", "patience", "demon.md")
    assert (spec.min_players, spec.max_players) == (1, 1)
    assert spec.chance is Chance.EXPLICIT_STOCHASTIC and spec.information is Information.IMPERFECT
    assert spec.default_options() == dm.Options() == dm.Options("book", False, 0)
    assert spec.build_options({"stock_rule": "random_access", "whole_pile_only": "yes"}) == dm.Options(
        "random_access", True)
    assert "order[17]" in spec.deal_format and "reserve" in spec.deal_format
    for bad in ({"stock_rule": "shuffle"}, {"whole_pile_only": "maybe"}, {"idle_limit": dm.MAX_IDLE_LIMIT + 1}):
        with pytest.raises(InvalidOptions):
            spec.build_options(bad)


def test_new_game_checks() -> None:
    with pytest.raises(InvalidOptions):
        dm.new_game(dm.Options(), 2, seed=1)
    with pytest.raises(InvalidDeal):
        dm.new_game(dm.Options(), 1, deals=explicit(deck52()[:51]))
    with pytest.raises(InvalidDeal, match="deck order"):
        dm.new_game(dm.Options(), 1, deals=(ExplicitDeal(notation="0:AKQJT98765432.-.-.-"),))
    assert dm.new_game(dm.Options(), 1, seed=7) == dm.new_game(dm.Options(), 1, seed=7)
    assert dm.new_game(dm.Options(), 1, seed=7) != dm.new_game(dm.Options(), 1, seed=8)
    state = dm.new_game(dm.Options(), 1, seed=3)
    dm.check_state(state)
    assert dm.to_act(state) == 0 and not dm.is_terminal(state) and dm.num_players(state) == 1
    score = dm.score(state)
    assert score.outcomes == (Outcome.UNDECIDED,) and score.deal == (1,) and score.breakdown[1].values == (13,)


def test_move_ids_round_trip() -> None:
    moves = [dm.TableauToTableau(0, 1, 2), dm.TableauToFoundation(3), dm.ReserveToTableau(C("QH"), 1),
             dm.ReserveToFoundation(C("5D")), dm.WasteToTableau(2), dm.WasteToFoundation(),
             dm.TalonToTableau(C("KC"), 0), dm.TalonToFoundation(C("2S")), dm.Draw(), dm.Redeal(), dm.Resign()]
    assert [m.id for m in moves] == ["tab:0:1>tab:2", "tab:3>found", "res:QH>tab:1", "res:5D>found", "waste>tab:2",
                                     "waste>found", "waste:KC>tab:0", "waste:2S>found", "draw", "redeal", "resign"]
    assert [dm.parse_move(m.id) for m in moves] == moves
    for bad in ("turn", "found:0>tab:1", "res>tab:1", "waste:ZZ>found"):
        with pytest.raises(InvalidMove):
            dm.parse_move(bad)


# --------------------------------------------------------------------------- the reserve and empty columns


def test_the_reserve_card_plays_and_the_next_is_turned_up() -> None:
    state = demon_state(["9C", "4D", "JC", "KS"], "5H 6H 8D", ["7S"])
    assert {"res:8D>tab:0"} <= ids(state) and "res:6H>tab:0" not in ids(state)
    with pytest.raises(IllegalMove) as error:
        dm.apply(state, dm.ReserveToTableau(C("6H"), 0))
    assert "not the reserve's open card 8D" in error.value.message and error.value.rule == "§9.3"
    after = run_moves(dm, state, "res:8D>tab:0")
    assert after.layout.reserve == (C("6H"),) and after.layout.columns[0].up == parse_cards("9C 8D")


def test_an_empty_column_takes_the_waste_card_once_the_reserve_is_empty() -> None:
    """DE-4: optionally, at any time, only the waste's top card; never a run from a column."""
    state = demon_state(["", "TC 9H", "4D", "KS"], "", ["5S"], waste="3H 2D", redeals=1)
    legal = ids(state)
    assert "waste>tab:0" in legal and not {move for move in legal if move.endswith(">tab:0") and move != "waste>tab:0"}
    assert "draw" in legal  # filling it is optional
    with pytest.raises(IllegalMove) as error:
        dm.apply(state, dm.TableauToTableau(1, 1, 0))
    assert "reserve" in error.value.message and error.value.rule == "§9.3 DE-4"
    assert run_moves(dm, state, "waste>tab:0").layout.columns[0].up == (C("2D"),)


def test_the_last_reserve_card_fills_a_column_and_the_reserve_is_empty() -> None:
    state = demon_state(["9C", "4D", "JC", "6S"], "8D", ["5S"])
    after = run_moves(dm, state, "tab:3>found")
    assert after.layout.columns[3].up == (C("8D"),) and after.layout.reserve == () and after.layout.queue == ()


# --------------------------------------------------------------------------- the stock rules


def test_the_books_redeal_shuffles_the_talon_from_the_random_stream() -> None:
    """§9.5, DE-E9: the waste turned over and shuffled with the state's stream; a replay is identical."""
    state = through_the_stock(dm.new_game(dm.Options(), 1, seed=11, deals=explicit(WINNABLE)))
    waste = state.layout.waste
    assert len(waste) == 34 and not dm.is_terminal(state)
    step = dm.play(state, dm.Redeal())
    after = step.state
    assert sorted(after.layout.stock) == sorted(waste) and after.layout.stock != waste
    assert after.layout.redeals == 1 and after.rng.counter > state.rng.counter
    assert step.events[1] == CardsMoved(Place(Zone.WASTE), Place(Zone.STOCK), 34, waste, face_up=False)
    assert dm.play(state, dm.Redeal()) == step  # the same stream, the same shuffle
    other = replace(state, rng=RngState(12, state.rng.counter))
    assert dm.apply(other, dm.Redeal()).layout.stock != after.layout.stock
    assert dm.view(after, 0).layout.stock == () and dm.view(after, 0).layout.stock_count == 34
    assert not dm.is_terminal(dm.apply(after, dm.Draw()))  # a pass of draws alone is no stall here


def test_canfield_no_shuffle_turns_the_waste_over_and_a_repeated_pass_stalls() -> None:
    state = through_the_stock(dm.new_game(NO_SHUFFLE, 1, seed=11, deals=explicit(WINNABLE)))
    waste = state.layout.waste
    step = dm.play(state, dm.Redeal())
    assert step.state.ending is dm.Ending.STALLED  # the first pass was nothing but draws (§9.6)
    assert step.events[-1] == MatchOver("lost (a pass with nothing but draws): 1 of 52 cards on the foundations")
    played = run_moves(dm, state, "res:AS>found")
    redealt = dm.apply(played, dm.Redeal())
    assert redealt.ending is None and redealt.layout.stock == waste and redealt.rng == played.rng
    assert not redealt.pass_changed


def test_random_access_every_talon_card_is_available() -> None:
    """The spec's relaxation (§9.6-9.7): the talon lies open; nothing is drawn or redealt."""
    state = dm.new_game(OPEN, 1, seed=11, deals=explicit(WINNABLE))
    assert state.layout.stock == () and state.layout.waste == WINNABLE[18:]
    legal = ids(state)
    assert "waste:KC>tab:0" in legal and "waste:KD>tab:3" not in legal and "draw" not in legal
    with pytest.raises(IllegalMove) as error:
        dm.apply(state, dm.WasteToTableau(0))
    assert "name the waste card" in error.value.message and error.value.rule == "§9.4 DE-8"
    after = run_moves(dm, state, "waste:KC>tab:0")
    assert after.layout.columns[0].up == parse_cards("AD KC") and C("KC") not in after.layout.waste
    events = dm.opening_events(state)
    assert events[-1] == CardsMoved(Place(Zone.DECK), Place(Zone.WASTE), 34, WINNABLE[18:])
    with pytest.raises(IllegalMove):
        dm.apply(dm.new_game(dm.Options(), 1, seed=11, deals=explicit(WINNABLE)), dm.TalonToTableau(C("KC"), 0))


# --------------------------------------------------------------------------- the end


def blocked_position(**fields: object) -> dm.State:
    """Clubs and diamonds up, hearts and spades to the 7; 8H and 8S under JH in the reserve; kings and
    nines in the columns; JS alone in the waste: nothing will ever move again."""
    founds = [suit("C"), suit("D"), suit("H", "7"), suit("S", "7")]
    fields.setdefault("waste", "JS")
    return demon_state(["KS", "KH", "9H", "9S"], "8H TH QH 8S TS QS JH", founds, **fields)  # type: ignore[arg-type]


def test_a_blocked_position_ends_the_game() -> None:
    """§9.6 (DE-7): after the redeal no talon, reserve or column card can go anywhere, ever."""
    state = blocked_position(redeals=1)
    step = dm.play(state, dm.Redeal())
    assert step.state.ending is dm.Ending.BLOCKED and dm.is_terminal(step.state)
    assert step.events[-1] == MatchOver("lost (blocked): 40 of 52 cards on the foundations")
    score = dm.score(step.state)
    assert score.outcomes == (Outcome.LOSS,) and score.deal == (40,) and score.places == (1,)
    dm.check_state(step.state)
    assert dm.view(step.state, 0).layout.queue == tuple(reversed(parse_cards("8H TH QH 8S TS QS")))


def test_the_block_test_never_reads_a_stock_not_yet_gone_through() -> None:
    """DE-E5: while the first pass is under way a card still to be drawn may play."""
    unseen = blocked_position(waste="", stock="JS")
    assert not dm.blocked(unseen.layout, dm.rules_of(unseen))
    assert dm.blocked(replace(unseen, layout=replace(unseen.layout, redeals=1)).layout, dm.rules_of(unseen))
    assert dm.apply(unseen, dm.Draw()).ending is dm.Ending.BLOCKED  # the pass is over: now it is seen


def test_a_game_won_by_force_plays_itself_out() -> None:
    founds = [suit("C"), suit("D"), suit("H"), suit("S", "J")]
    state = demon_state(["KS"], "", founds, waste="QS", redeals=1)
    step = dm.play(state, dm.WasteToFoundation())
    assert step.state.ending is dm.Ending.WON and step.events[-1] == MatchOver("won: 52 of 52 cards on the foundations")
    assert dm.score(step.state).outcomes == (Outcome.WIN,) and dm.score(step.state).deal == (52,)
    dm.check_state(step.state)


def test_resign_game_over_and_the_idle_limit() -> None:
    state = dm.new_game(dm.Options(idle_limit=2), 1, seed=11, deals=explicit(WINNABLE))
    over = dm.apply(state, dm.Resign())
    assert over.ending is dm.Ending.RESIGNED and dm.legal_moves(over) == () and dm.to_act(over) is None
    with pytest.raises(GameOver):
        dm.apply(over, dm.Draw())
    seen = through_the_stock(state)  # drawing unseen cards is progress
    assert seen.idle_moves == 0 and not dm.is_terminal(seen)
    idle = dm.apply(dm.apply(seen, dm.Redeal()), dm.Draw())
    assert idle.ending is dm.Ending.IDLE and idle.idle_moves == 2


# --------------------------------------------------------------------------- views, hidden cards, events


def test_opening_events_and_the_view() -> None:
    state = dm.new_game(dm.Options(), 1, deals=explicit(deck52()))
    deck = deck52()
    events = dm.opening_events(state)
    assert events[0] == DealStarted(1, 0)
    assert events[1] == CardsMoved(Place(Zone.DECK), Place(Zone.RESERVE), 12, face_up=False)
    assert events[2] == CardsMoved(Place(Zone.DECK), Place(Zone.RESERVE), 1, (deck[12],))
    assert events[3] == CardsMoved(Place(Zone.DECK), Place(Zone.TABLEAU, None, 0), 1, (deck[13],))
    assert events[7] == CardsMoved(Place(Zone.DECK), Place(Zone.FOUNDATION, None, 0), 1, (deck[17],))
    assert events[8] == CardsMoved(Place(Zone.DECK), Place(Zone.STOCK), 34, face_up=False)
    view = dm.view(state, None)
    assert view == dm.view(state, 0) and view.layout.queue == () and view.layout.stock == ()
    shown = dm.view(dm.apply(state, dm.Resign()), 0)
    assert shown.layout.queue == state.layout.queue and shown.layout.stock == state.layout.stock
    with pytest.raises(InvalidState):
        dm.view(state, 1)


def test_redeal_unseen_permutes_only_what_the_player_does_not_know() -> None:
    """DE-E3: the reserve's hidden cards with an unseen stock; after a shuffled redeal the stock on its own
    (a known set in an unknown order); an unshuffled redeal's stock stays."""
    state = dm.new_game(dm.Options(), 1, seed=11, deals=explicit(WINNABLE))
    other = dm.redeal_unseen(state, 0, Drbg(5))
    assert other != state and dm.view(other, 0) == dm.view(state, 0) and dm.legal_moves(other) == dm.legal_moves(state)
    assert set(other.layout.queue) != set(state.layout.queue)  # pooled with the unseen stock
    redealt = dm.apply(through_the_stock(state), dm.Redeal())
    moved = dm.redeal_unseen(redealt, 0, Drbg(5))
    assert set(moved.layout.queue) == set(redealt.layout.queue) and set(moved.layout.stock) == set(redealt.layout.stock)
    assert moved.layout.stock != redealt.layout.stock
    plain = dm.apply(run_moves(dm, through_the_stock(dm.new_game(NO_SHUFFLE, 1, seed=1, deals=explicit(WINNABLE))),
                               "res:AS>found"), dm.Redeal())
    assert dm.redeal_unseen(plain, 0, Drbg(5)).layout.stock == plain.layout.stock


# --------------------------------------------------------------------------- client states


def test_check_state_names_the_field() -> None:
    good = dm.new_game(dm.Options(), 1, seed=5)
    layout = good.layout
    late = blocked_position()
    cases = {
        "layout": replace(good, layout=replace(layout, stock=layout.stock[1:])),
        "layout.foundations": replace(good, layout=replace(layout, foundations=(Pile(), *layout.foundations[1:]),
                                                           stock=(*layout.stock, layout.foundations[0].cards[0]))),
        "reserve": replace(good, layout=replace(layout, reserve=(), stock=(*layout.stock, *layout.reserve))),
        "columns": replace(late, layout=replace(late.layout, columns=(Column(), *late.layout.columns[1:]),
                                                waste=(*late.layout.waste, *late.layout.columns[0].up))),
        "stock": replace(good, options=OPEN),
        "ending": replace(good, phase=dm.Phase.OVER, ending=dm.Ending.STALLED),
        "phase": replace(good, phase=dm.Phase.OVER),
        "idle_moves": replace(good, idle_moves=-3),
        "best_foundation": replace(good, best_foundation=0),
        "options.stock_rule": replace(good, options=dm.Options(stock_rule="never")),
        "rng.counter": replace(good, rng=RngState(1, 2**64)),
    }
    for field, state in cases.items():
        with pytest.raises(InvalidState) as error:
            dm.check_state(state)
        assert error.value.field == field, (field, error.value)
