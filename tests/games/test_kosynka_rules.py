"""kosynka: the descriptor, each move and rule, the automatic steps and their events, what the player sees,
client-state checks naming the field, and the automatic endings."""

from __future__ import annotations

import pytest
from positions import explicit, kosynka_state

from cardgames.games import kosynka as k
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.decks import deck52, packs
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidDeal, InvalidMove, InvalidOptions, InvalidState
from cardgames.games.core.events import CardsMoved, CardTurned, DealStarted, MatchOver, MovePlayed, Place, Zone
from cardgames.games.core.rng import Drbg, RngState
from cardgames.games.core.spec import Chance, Information, Outcome
from cardgames.games.core.values import replace
from cardgames.games.mechanics.piles import Column, Pile

C = Card.parse
DECK = packs(deck52(), 2)
SUITS = "CDHS"
RANKS = "A23456789TJQK"


def suit(s: str, upto: str = "K") -> str:
    return " ".join(r + s for r in RANKS[: RANKS.index(upto) + 1])


def tableau(index: int) -> Place:
    return Place(Zone.TABLEAU, None, index)


def ids(state: k.State) -> set[str]:
    return {move.id for move in k.legal_moves(state)}


# --------------------------------------------------------------------------- descriptor and setup


def test_spec_and_options() -> None:
    spec = k.SPEC
    assert (spec.id, spec.native_name, spec.family, spec.spec_file) == ("kosynka", "Косынка", "patience", "kosynka.md")
    assert (spec.min_players, spec.max_players) == (1, 1)
    assert spec.chance is Chance.EXPLICIT_STOCHASTIC and spec.information is Information.IMPERFECT
    assert spec.default_options() == k.Options() == k.Options(1, 0)
    assert spec.build_options({"passes": "3", "idle_limit": "50"}) == k.Options(3, 50)
    assert "order[55]" in spec.deal_format and "column" in spec.deal_format
    for bad in ({"passes": 0}, {"passes": 4}, {"idle_limit": -1}, {"idle_limit": k.MAX_IDLE_LIMIT + 1}, {"decks": 1}):
        with pytest.raises(InvalidOptions):
            spec.build_options(bad)


def test_new_game_checks() -> None:
    with pytest.raises(InvalidOptions):
        k.new_game(k.Options(), 2, seed=1)
    with pytest.raises(InvalidOptions):
        k.new_game(k.Options(passes=5), 1, seed=1)
    with pytest.raises(InvalidDeal):
        k.new_game(k.Options(), 1, deals=explicit(deck52()))  # one deck is not enough
    with pytest.raises(InvalidDeal, match="deck order"):
        k.new_game(k.Options(), 1, deals=(ExplicitDeal(notation="0:AKQJT98765432.-.-.-"),))
    with pytest.raises(InvalidDeal, match="one explicit deal"):
        k.new_game(k.Options(), 1, deals=explicit(DECK) * 2)
    assert k.new_game(k.Options(), 1, seed=7) == k.new_game(k.Options(), 1, seed=7)
    assert k.new_game(k.Options(), 1, seed=7) != k.new_game(k.Options(), 1, seed=8)
    state = k.new_game(k.Options(), 1, seed=3)
    k.check_state(state)
    assert k.to_act(state) == 0 and not k.is_terminal(state) and k.num_players(state) == 1
    assert k.score(state).outcomes == (Outcome.UNDECIDED,) and k.score(state).deal == (0,)


def test_move_ids_round_trip() -> None:
    moves = [k.TableauToTableau(9, 5, 7), k.TableauToFoundation(2), k.WasteToTableau(0), k.WasteToFoundation(),
             k.Draw(), k.Redeal(), k.Resign()]
    assert [m.id for m in moves] == ["tab:9:5>tab:7", "tab:2>found", "waste>tab:0", "waste>found", "draw",
                                     "redeal", "resign"]
    assert [k.parse_move(m.id) for m in moves] == moves
    assert k.TableauToTableau(9, 5, 7).label == "Move the run from card 6 of column 10 onto column 8"
    for bad in ("tab:x>found", "res:QH>tab:1", "turn", ""):
        with pytest.raises(InvalidMove):
            k.parse_move(bad)


# --------------------------------------------------------------------------- building and the columns


def part(columns: list[str], foundations: tuple[str, ...] = (), **fields: object) -> k.State:
    """A partial position (only the cards named; a stock card keeps a won-by-force play-out away)."""
    fields.setdefault("stock", "2C")
    return kosynka_state(columns, foundations, whole=False, **fields)  # type: ignore[arg-type]


def test_building_alternates_colours_one_rank_down() -> None:
    """§8.3, KO-1: black on red and red on black, one rank lower; same colour or another rank is refused."""
    state = part(["9D", "8S", "8H", "9C", "7D"])
    assert {"tab:1:0>tab:0", "tab:2:0>tab:3", "tab:4:0>tab:1"} <= ids(state)
    assert not {"tab:2:0>tab:0", "tab:4:0>tab:2", "tab:4:0>tab:0"} & ids(state)
    with pytest.raises(IllegalMove) as error:
        k.apply(state, k.TableauToTableau(2, 0, 0))
    assert "8H does not go on 9D" in error.value.message and error.value.rule == "§8.3 KO-1"


def test_runs_move_as_units_and_flips_are_automatic() -> None:
    state = part(["5H", "QC", "JD", "3C 4C 5D | TC 9H 8S"])
    step = k.play(state, k.TableauToTableau(3, 3, 2))
    assert step.state.layout.columns[2].up == parse_cards("JD TC 9H 8S")
    assert step.state.layout.columns[3] == Column(parse_cards("3C 4C"), (C("5D"),))
    assert step.events[0] == MovePlayed(0, "tab:3:3>tab:2", "Move the run from card 4 of column 4 onto column 3")
    assert step.events[1] == CardsMoved(tableau(3), tableau(2), 3, parse_cards("TC 9H 8S"))
    assert step.events[2] == CardTurned(tableau(3), C("5D"))
    assert len(step.events) == 3


def test_every_face_up_suffix_moves() -> None:
    state = part(["QH", "TH", "9C", "2H 3H 4H | JC TD 9S 8D"])
    assert {"tab:3:3>tab:0", "tab:3:5>tab:1", "tab:3:6>tab:2"} <= ids(state)
    with pytest.raises(IllegalMove) as error:
        k.apply(state, k.TableauToTableau(3, 1, 0))
    assert "not a face-up card" in error.value.message and error.value.rule == "§8.3"


def test_an_empty_column_takes_only_a_king_or_a_king_headed_run() -> None:
    """KO-9: a king or a king-headed run, from a column or from the waste."""
    state = part(["", "3C | QD", "2C 4C | KS QH", "5C | KH"], waste="KD")
    assert {"tab:2:2>tab:0", "tab:3:1>tab:0", "waste>tab:0"} <= ids(state)
    assert "tab:1:1>tab:0" not in ids(state)
    with pytest.raises(IllegalMove) as error:
        k.apply(state, k.TableauToTableau(1, 1, 0))
    assert "king" in error.value.message and error.value.rule == "§8.3 KO-9"
    assert k.apply(state, k.WasteToTableau(0)).layout.columns[0].up == (C("KD"),)


def test_a_lone_king_does_not_move_to_another_empty_column() -> None:
    """KO-E2: moving a whole column with nothing under it into an empty column only renumbers them."""
    state = part(["", "KS QH"])
    assert "tab:1:0>tab:0" not in ids(state)
    with pytest.raises(IllegalMove) as error:
        k.apply(state, k.TableauToTableau(1, 0, 0))
    assert error.value.rule == "KO-E2"


def test_malformed_places_are_invalid_moves() -> None:
    state = part(["9D", "8S"])
    for move in (k.TableauToTableau(12, 0, 0), k.TableauToFoundation(10), k.WasteToTableau(-1)):
        with pytest.raises(InvalidMove):
            k.apply(state, move)


# --------------------------------------------------------------------------- foundations, stock and waste


def test_foundations_build_up_in_suit_from_the_ace_two_per_suit() -> None:
    """§8.2 and KO-E1: eight foundations; an ace starts the lowest-numbered empty one."""
    state = part(["AH", "AH", "2H"], ("AS 2S",))
    state = k.apply(state, k.TableauToFoundation(0))
    assert state.layout.foundations[1].cards == (C("AH"),)
    state = k.apply(k.apply(state, k.TableauToFoundation(1)), k.TableauToFoundation(2))
    assert [p.cards for p in state.layout.foundations[1:3]] == [parse_cards("AH 2H"), (C("AH"),)]
    with pytest.raises(IllegalMove) as error:
        k.apply(part(["3H"], ("AH",)), k.TableauToFoundation(0))
    assert "3H fits no foundation" in error.value.message and error.value.rule == "§8.2"


def test_draw_and_the_waste_top() -> None:
    state = part(["8S", "9D"], stock="7D 8H")
    step = k.play(state, k.Draw())
    assert step.state.layout.waste == (C("7D"),)
    assert step.events[1] == CardsMoved(Place(Zone.STOCK), Place(Zone.WASTE), 1, (C("7D"),))
    assert "waste>tab:0" in ids(step.state) and "waste>tab:1" not in ids(step.state)
    after = k.apply(step.state, k.WasteToTableau(0))
    assert after.layout.columns[0].up == parse_cards("8S 7D") and after.layout.waste == ()
    with pytest.raises(IllegalMove, match="waste is empty"):
        k.apply(after, k.WasteToFoundation())
    up = k.apply(part(["8S"], ("AD 2D 3D 4D 5D 6D",), waste="7D"), k.WasteToFoundation())
    assert up.layout.foundations[0].cards[-1] == C("7D")
    drained = k.apply(part(["8S"], stock="7D"), k.Draw())
    with pytest.raises(IllegalMove) as error:
        k.apply(drained, k.Draw())
    assert error.value.rule == "§8.4"


def test_the_stock_is_not_needed_first() -> None:
    """KO-4: turning to the stock while column moves remain is allowed (advice only)."""
    assert {"draw", "tab:1:0>tab:0"} <= ids(part(["9D", "8S"]))


# --------------------------------------------------------------------------- views, hidden cards, events


def test_view_hides_face_down_cards_and_the_stock_until_the_end() -> None:
    state = k.new_game(k.Options(), 1, deals=explicit(DECK))
    view = k.view(state, 0)
    assert view == k.view(state, None)
    assert view.layout.columns[9].down_count == 9 and view.layout.columns[9].down == ()
    assert view.layout.stock_count == 49 and view.layout.stock == () and view.passes_left == 0
    assert k.view(k.new_game(k.Options(passes=3), 1, seed=1), 0).passes_left == 2
    over = k.apply(state, k.Resign())
    shown = k.view(over, 0)
    assert shown.layout.columns[9].down == state.layout.columns[9].down
    assert shown.layout.stock == DECK[55:] and shown.ending is k.Ending.RESIGNED
    with pytest.raises(InvalidState):
        k.view(state, 1)


def test_opening_events_count_face_down_cards() -> None:
    state = k.new_game(k.Options(), 1, deals=explicit(DECK))
    events = k.opening_events(state)
    assert events[0] == DealStarted(1, 0)
    assert events[1] == CardsMoved(Place(Zone.DECK), tableau(0), 1, (DECK[0],))
    assert events[2] == CardsMoved(Place(Zone.DECK), tableau(1), 1, face_up=False)
    assert events[3] == CardsMoved(Place(Zone.DECK), tableau(1), 1, (DECK[10],))
    assert events[-1] == CardsMoved(Place(Zone.DECK), Place(Zone.STOCK), 49, face_up=False)


def test_redeal_unseen_keeps_what_the_player_saw() -> None:
    """KO-E3: face-down cards and an unseen stock are permuted; a redealt stock (the turned waste) is not."""
    state = k.new_game(k.Options(passes=3), 1, seed=4)
    other = k.redeal_unseen(state, 0, Drbg(9))
    assert other != state and k.view(other, 0) == k.view(state, 0) and k.legal_moves(other) == k.legal_moves(state)
    k.check_state(other)
    seen = replace(state, layout=replace(state.layout, redeals=1))
    assert k.redeal_unseen(seen, 0, Drbg(9)).layout.stock == seen.layout.stock
    with pytest.raises(InvalidState):
        k.redeal_unseen(state, 1, Drbg(9))


# --------------------------------------------------------------------------- the end


def test_a_game_won_by_force_plays_itself_out() -> None:
    """KO-E7: every card face up, stock and waste empty: the rest goes up by itself."""
    founds = [suit(s) for s in SUITS] + [suit("C"), suit("D"), suit("H", "Q"), suit("S", "J")]
    state = kosynka_state(["KS", "KH QS"], founds, exact=(0, 1))
    step = k.play(state, k.TableauToFoundation(1))  # QS up, then KS and KH by themselves
    assert step.state.ending is k.Ending.WON and k.is_terminal(step.state) and not k.legal_moves(step.state)
    assert step.events[-1] == MatchOver("won: 104 of 104 cards on the foundations")
    assert [e.cards for e in step.events if isinstance(e, CardsMoved)] == [(C("QS"),), (C("KS"),), (C("KH"),)]
    score = k.score(step.state)
    assert score.outcomes == (Outcome.WIN,) and score.deal == (104,) and score.places == (1,)
    k.check_state(step.state)


def test_a_dead_position_ends_the_game() -> None:
    """KO-E5: after 5S goes up, no card can ever be turned or go up: the game ends as a dead position."""
    founds = [suit(s) for s in SUITS] + [suit("C"), suit("D"), suit("H", "5"), suit("S", "4")]
    state = kosynka_state(["KH", "KS", "QH", "", "", "6H 7S 8H 9S JS | TH", "6S 8S 9H QS | TS", "JH | 7H", "",
                           "5S"], founds)
    assert "tab:2:0>tab:1" in ids(state)  # QH onto KS: a move, but one that leads nowhere
    step = k.play(state, k.TableauToFoundation(9))
    assert step.state.ending is k.Ending.DEAD and step.state.ceiling == 88
    assert step.events[-1] == MatchOver("lost (dead position): 88 of 104 cards on the foundations")
    assert k.score(step.state).outcomes == (Outcome.LOSS,) and k.score(step.state).deal == (88,)
    k.check_state(step.state)


def test_resign_and_game_over() -> None:
    state = k.new_game(k.Options(), 1, seed=2)
    assert "resign" in ids(state)
    over = k.apply(state, k.Resign())
    assert over.ending is k.Ending.RESIGNED and k.score(over).summary.startswith("lost (resigned)")
    with pytest.raises(GameOver):
        k.apply(over, k.Draw())
    assert k.legal_moves(over) == () and k.to_act(over) is None


def test_the_idle_limit_ends_the_game() -> None:
    """KO-E4: moves without progress are counted; the limit ends the game, it takes no move away."""
    state = part(["9D", "8S", "9H"], options=k.Options(idle_limit=3))
    for move in (k.TableauToTableau(1, 0, 0), k.TableauToTableau(0, 1, 2), k.TableauToTableau(2, 1, 0)):
        state = k.apply(state, move)
    assert state.ending is k.Ending.IDLE and state.idle_moves == 3


# --------------------------------------------------------------------------- client states


def test_check_state_names_the_field() -> None:
    good = k.new_game(k.Options(), 1, seed=5)
    layout = good.layout
    two = layout.stock.index(C("2C"))
    first = layout.columns[0]
    cases = {
        "layout": replace(good, layout=replace(layout, stock=layout.stock[1:])),
        "columns": replace(good, layout=replace(layout, columns=(Column(first.up, ()), *layout.columns[1:]))),
        "redeals": replace(good, layout=replace(layout, redeals=1)),
        "phase": replace(good, phase=k.Phase.OVER),
        "ending": replace(good, ending=k.Ending.WON, phase=k.Phase.OVER),
        "idle_moves": replace(good, idle_moves=-1),
        "best_foundation": replace(good, best_foundation=200),
        "ceiling": replace(good, ceiling=0),
        "options.passes": replace(good, options=k.Options(passes=9)),
        "rng.counter": replace(good, rng=RngState(1, 2**64)),
        "foundations": replace(good, layout=replace(
            layout, foundations=(Pile((C("2C"),)), *layout.foundations[1:]),
            stock=layout.stock[:two] + layout.stock[two + 1:])),
    }
    for field, state in cases.items():
        with pytest.raises(InvalidState) as error:
            k.check_state(state)
        assert error.value.field == field, (field, error.value)
