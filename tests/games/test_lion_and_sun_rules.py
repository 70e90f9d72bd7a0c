"""lion_and_sun: descriptor, moves and their refusals, events, views, hidden cards, endings and client-state checks."""

from __future__ import annotations

from collections import Counter

import pytest
from positions import explicit
from test_lion_and_sun_scenarios import start

from cardgames.games import lion_and_sun as ls
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.errors import GameOver, IllegalMove, InvalidDeal, InvalidMove, InvalidOptions, InvalidState
from cardgames.games.core.events import CardsMoved, CardTurned, DealStarted, MatchOver, MovePlayed, Place, Zone
from cardgames.games.core.rng import Drbg, RngState
from cardgames.games.core.spec import Chance, Information, Outcome
from cardgames.games.core.values import replace
from cardgames.games.mechanics.piles import ColumnView, Pile

C = Card.parse
SUITLESS_RUN = "AH 2S 3H 4C 5D 6S 7H 8C 9D TS JH QC KD"


def pack(index: int) -> Place:
    return Place(Zone.TABLEAU, None, index)


def slot(index: int) -> Place:
    return Place(Zone.RESERVE, None, index)


def found(index: int) -> Place:
    return Place(Zone.FOUNDATION, None, index)


def greedy(state: ls.State) -> ls.State:
    """Foundation plays first, then fills, then draws, then redeals."""
    order = {"found": 0, "fill": 1, "draw": 2}
    while not ls.is_terminal(state):
        moves = [move for move in ls.legal_moves(state) if move.id != "resign"]
        moves.sort(key=lambda move: order.get(move.id.split(":")[0], order["found"] if ">found" in move.id else 3))
        state = ls.apply(state, moves[0])
    return state


# --------------------------------------------------------------------------- descriptor and setup


def test_spec() -> None:
    spec = ls.SPEC
    assert (spec.id, spec.native_name, spec.family, spec.spec_file) == ("lion_and_sun", "Лев и солнце", "patience",
                                                                        "lion_and_sun.md")
    assert (spec.min_players, spec.max_players) == (1, 1)
    assert spec.chance is Chance.EXPLICIT_STOCHASTIC and spec.information is Information.IMPERFECT
    assert spec.default_options() == ls.Options() == ls.Options(4, False)
    assert spec.build_options({"total_passes": "3", "packs_spread": "yes"}) == ls.Options(3, True)
    for bad in ({"total_passes": 0}, {"total_passes": ls.MAX_PASSES + 1}, {"packs_spread": "maybe"}, {"decks": 1}):
        with pytest.raises(InvalidOptions):
            spec.build_options(bad)
    assert "order[48..60]" in spec.deal_format


def test_new_game_checks() -> None:
    with pytest.raises(InvalidOptions):
        ls.new_game(ls.Options(), 2, seed=1)
    with pytest.raises(InvalidOptions):
        ls.new_game(ls.Options(total_passes=0), 1, seed=1)
    with pytest.raises(InvalidDeal):
        ls.new_game(ls.Options(), 1, deals=explicit(ls.DECK[:103]))
    with pytest.raises(InvalidDeal, match="deck order"):
        ls.new_game(ls.Options(), 1, deals=(ExplicitDeal(notation="0:AKQJT98765432.-.-.-"),))
    with pytest.raises(InvalidDeal, match="one explicit deal"):
        ls.new_game(ls.Options(), 1, deals=explicit(ls.DECK) * 2)
    assert ls.new_game(ls.Options(), 1, seed=7) == ls.new_game(ls.Options(), 1, seed=7)
    assert ls.new_game(ls.Options(), 1, seed=7) != ls.new_game(ls.Options(), 1, seed=8)
    state = ls.new_game(ls.Options(), 1, seed=3)
    ls.check_state(state)
    assert ls.to_act(state) == 0 and ls.num_players(state) == 1 and not ls.is_terminal(state)
    assert ls.score(state).outcomes == (Outcome.UNDECIDED,) and ls.score(state).deal == (0,)


def test_the_layout_is_a_pure_function_of_the_deck_order() -> None:
    state = ls.new_game(ls.Options(), 1, seed=11)
    order = tuple(card for p in state.packs for card in p.cards) + tuple(
        s.cards[0] for s in state.slots) + state.layout.stock
    assert ls.layout(ls.Options(), order, state.rng) == state
    assert replace(ls.new_game(ls.Options(), 1, seed=5, deals=explicit(order)), rng=state.rng) == state


# --------------------------------------------------------------------------- moves


def test_move_ids_parse_and_label() -> None:
    for move in (ls.SlotToFoundation(12), ls.PackToFoundation(3), ls.WasteToFoundation(), ls.Fill(10, 2),
                 ls.Draw(), ls.Redeal(), ls.Resign()):
        assert ls.parse_move(move.id) == move
    assert ls.Fill(4, 2).id == "fill:4:2" and ls.Fill(4, 2).label == "Fill slot 5 with the top card of pack 3"
    for bad in ("slot:x>found", "fill:1", "pack>found", "draw:3"):
        with pytest.raises(InvalidMove):
            ls.parse_move(bad)


def test_legal_moves_sorted_with_resign() -> None:
    state, _ = start({11: "AH", 48: "AS", 61: "AC"})
    ids = [move.id for move in ls.legal_moves(state)]
    assert ids == sorted(ids) and ids == ["draw", "pack:0>found", "resign", "slot:0>found"]
    state = ls.apply(ls.apply(state, ls.SlotToFoundation(0)), ls.Draw())
    ids = [move.id for move in ls.legal_moves(state)]
    assert ids == sorted(ids) and "waste>found" in ids and {"fill:0:0", "fill:0:3"} <= set(ids)


def test_ace_starts_the_first_empty_foundation_and_others_climb() -> None:
    state, _ = start({11: "AH", 48: "AS", 49: "2C"})
    state = ls.apply(state, ls.SlotToFoundation(0))
    state = ls.apply(state, ls.PackToFoundation(0))
    assert [f.cards for f in state.layout.foundations[:2]] == [parse_cards("AS"), parse_cards("AH")]
    state = ls.apply(state, ls.SlotToFoundation(1))
    assert state.layout.foundations[0].cards == parse_cards("AS 2C")  # the lowest-numbered foundation it fits


@pytest.mark.parametrize(("move", "rule", "words"), [
    (ls.SlotToFoundation(0), "§12.2", "fits no foundation"),
    (ls.PackToFoundation(0), "§12.2", "fits no foundation"),
    (ls.WasteToFoundation(), "§12.3 LS-6", "waste is empty"),
    (ls.Fill(0, 0), "§12.3 LS-3", "not empty"),
    (ls.Redeal(), "§12.3", "stock is empty"),
])
def test_illegal_moves_name_the_rule(move: ls.Move, rule: str, words: str) -> None:
    state, _ = start({})
    with pytest.raises(IllegalMove) as error:
        ls.apply(state, move)
    assert error.value.rule == rule and words in error.value.message


def test_more_refusals() -> None:
    state, _ = start({48: "AS"})
    state = ls.apply(state, ls.SlotToFoundation(0))
    with pytest.raises(IllegalMove, match="slot 0 is empty"):
        ls.apply(state, ls.SlotToFoundation(0))
    emptied = replace(state, packs=(Pile(), *state.packs[1:]))
    with pytest.raises(IllegalMove, match="pack 0 is empty") as error:
        ls.apply(emptied, ls.Fill(0, 0))
    assert error.value.rule == "§12.3"
    with pytest.raises(IllegalMove, match="pack 0 is empty"):
        ls.apply(emptied, ls.PackToFoundation(0))
    for bad in (ls.SlotToFoundation(13), ls.PackToFoundation(4), ls.Fill(13, 0), ls.Fill(0, 4)):
        with pytest.raises(InvalidMove) as malformed:
            ls.apply(state, bad)
        assert malformed.value.field == "move"
    drawn = replace(state, layout=replace(state.layout, stock=(), waste=state.layout.stock, redeals=3))
    with pytest.raises(IllegalMove, match="no redeal left") as error:
        ls.apply(drawn, ls.Redeal())
    assert error.value.rule == "§12.3 LS-5"
    with pytest.raises(IllegalMove) as error:
        ls.apply(drawn, ls.Draw())
    assert "stock is empty" in error.value.message


def test_ls_8_drawing_is_never_forbidden() -> None:
    state, _ = start({11: "AH"})
    assert ls.Draw() in ls.legal_moves(state) and ls.PackToFoundation(0) in ls.legal_moves(state)


def test_redeal_turns_the_waste_over_unshuffled() -> None:
    state, order = start({})
    while state.layout.stock:
        state = ls.apply(state, ls.Draw())
    assert state.layout.waste == order[61:]
    state = ls.apply(state, ls.Redeal())
    assert state.layout.stock == order[61:] and state.layout.waste == () and state.layout.redeals == 1
    assert ls.view(state, 0).redeals_left == 2


# --------------------------------------------------------------------------- events


def test_opening_events_squared_and_spread() -> None:
    state, order = start({})
    events = ls.opening_events(state)
    assert events[0] == DealStarted(1, 0)
    assert events[1] == CardsMoved(Place(Zone.DECK), pack(0), 11, face_up=False)
    assert events[2] == CardsMoved(Place(Zone.DECK), pack(0), 1, (order[11],))
    assert events[-1] == CardsMoved(Place(Zone.DECK), Place(Zone.STOCK), 43, face_up=False)
    assert CardsMoved(Place(Zone.DECK), slot(12), 1, (order[60],)) in events
    spread, _ = start({}, packs_spread=True)
    assert ls.opening_events(spread)[1] == CardsMoved(Place(Zone.DECK), pack(0), 12, order[:12])


def test_events_of_moves() -> None:
    state, order = start({11: "AH", 48: "2C"})
    step = ls.play(state, ls.PackToFoundation(0))
    assert step.events == (MovePlayed(0, "pack:0>found", "Put the top card of pack 1 on a foundation"),
                           CardsMoved(pack(0), found(0), 1, parse_cards("AH")),
                           CardTurned(pack(0), order[10]))
    step = ls.play(step.state, ls.SlotToFoundation(0))
    assert step.events[1:] == (CardsMoved(slot(0), found(0), 1, parse_cards("2C")),)
    step = ls.play(step.state, ls.Fill(0, 1))
    assert step.events[1:] == (CardsMoved(pack(1), slot(0), 1, (order[23],)), CardTurned(pack(1), order[22]))
    spread, _ = start({11: "AH"}, packs_spread=True)
    assert ls.play(spread, ls.PackToFoundation(0)).events[1:] == (CardsMoved(pack(0), found(0), 1,
                                                                             parse_cards("AH")),)
    step = ls.play(state, ls.Draw())
    assert step.events[1:] == (CardsMoved(Place(Zone.STOCK), Place(Zone.WASTE), 1, (order[61],)),)


# --------------------------------------------------------------------------- views and hidden cards


def test_views_hide_what_squared_packs_cover_and_the_stock() -> None:
    state, order = start({})
    seen = ls.view(state, 0)
    assert seen == ls.view(state, None)
    assert seen.packs[0] == ColumnView(11, (order[11],)) and seen.slots == state.slots
    assert seen.layout.stock_count == 43 and seen.layout.stock == () and seen.foundation_cards == 0
    assert seen.redeals_left == 3
    spread, _ = start({}, packs_spread=True)
    assert ls.view(spread, 0).packs[0] == ColumnView(0, order[:12])
    over = ls.apply(state, ls.Resign())
    assert ls.view(over, 0).packs[0] == ColumnView(11, (order[11],), order[:11])
    assert ls.view(over, 0).layout.stock == order[61:]
    with pytest.raises(InvalidState):
        ls.view(state, 1)


def test_redeal_unseen_permutes_only_unseen_cards() -> None:
    state, _ = start({})
    other = ls.redeal_unseen(state, 0, Drbg(3))
    assert other != state and ls.view(other, 0) == ls.view(state, 0)
    assert Counter(ls.cards_of(other)) == Counter(ls.cards_of(state))
    assert [p.cards[-1] for p in other.packs] == [p.cards[-1] for p in state.packs] and other.slots == state.slots
    spread, _ = start({}, packs_spread=True)
    assert ls.redeal_unseen(spread, 0, Drbg(3)).packs == spread.packs  # spread packs: nothing hidden there
    while state.layout.stock:
        state = ls.apply(state, ls.Draw())
    redealt = ls.apply(state, ls.Redeal())
    assert ls.redeal_unseen(redealt, 0, Drbg(3)).layout == redealt.layout  # the turned waste was seen


# --------------------------------------------------------------------------- endings and score


def test_a_won_game() -> None:
    state = greedy(ls.new_game(ls.Options(), 1, seed=1))
    assert state.ending is ls.Ending.WON and ls.score(state).outcomes == (Outcome.WIN,)
    assert ls.score(state).deal == (104,) and ls.summary(state) == "won: 104 of 104 cards on the foundations"
    ls.check_state(state)


def test_no_moves_ends_the_game() -> None:
    dead = _dead_end(True, "9H")
    card, waste = dead.layout.waste[-1], dead.layout.waste[:-1]
    stuck = replace(dead, slots=(Pile((card,)), *dead.slots[1:]), layout=replace(dead.layout, waste=waste))
    assert not ls.has_move(stuck)
    last = replace(stuck, layout=replace(stuck.layout, stock=waste[-1:], waste=waste[:-1]))  # one card to draw
    step = ls.play(last, ls.Draw())
    assert step.state.ending is ls.Ending.NO_MOVES and isinstance(step.events[-1], MatchOver)
    assert ls.score(step.state).outcomes == (Outcome.LOSS,) and ls.legal_moves(step.state) == ()
    assert "no move left" in ls.summary(step.state)
    ls.check_state(step.state)
    with pytest.raises(GameOver):
        ls.play(step.state, ls.Draw())


def _dead_end(spread: bool, under: str) -> ls.State:
    """After the last pass: one empty slot, nothing fits now; pack 0's second card is ``under``."""
    state, _ = start({}, packs_spread=spread)
    run = parse_cards(SUITLESS_RUN)[:5]
    foundations = (Pile(run),) + (Pile(),) * 7  # they take a six or an ace
    cards = list(ls.DECK)
    for card in (*run, C(under)):
        cards.remove(card)
    fitting = [card for card in cards if card.rank.letter in "A6"]
    rest = [card for card in cards if card.rank.letter not in "A6"]
    packs = (Pile((*rest[:10], C(under), rest[10])),
             *(Pile(tuple(rest[11 + 12 * i:23 + 12 * i])) for i in range(3)))
    slots = (Pile(), *tuple(Pile((card,)) for card in rest[47:59]))
    waste = tuple(fitting) + tuple(rest[59:])  # a card that fits nothing on top
    table = replace(state.layout, foundations=foundations, stock=(), waste=waste, redeals=3)
    return replace(state, layout=table, packs=packs, slots=slots)


def test_dead_position_after_the_last_pass() -> None:
    # spread out: the card a fill would uncover is in sight, and it does not fit: dead (§12.4, LS-E3)
    dead = _dead_end(True, "9H")
    assert ls.has_move(dead) and ls.is_dead(dead)
    # the same with a six there: fill, then play it
    assert not ls.is_dead(_dead_end(True, "6H"))
    # squared: the card under the top was never seen, so the game goes on
    assert not ls.is_dead(_dead_end(False, "9H"))
    ls.check_state(_dead_end(False, "9H"))
    with pytest.raises(InvalidState, match="goes on"):
        ls.check_state(dead)
    # a fill that leaves the position dead ends the game
    before = _dead_end(True, "9H")
    before = replace(before, slots=(Pile(),) * 2 + before.slots[2:],
                     layout=replace(before.layout, waste=before.layout.waste + before.slots[1].cards))
    step = ls.play(before, ls.Fill(0, 1))
    assert step.state.ending is ls.Ending.DEAD and "dead position" in ls.summary(step.state)
    ls.check_state(step.state)


def test_resign() -> None:
    state, _ = start({})
    step = ls.play(state, ls.Resign())
    assert step.state.ending is ls.Ending.RESIGNED and ls.score(step.state).outcomes == (Outcome.LOSS,)
    assert step.events[-1] == MatchOver("lost (resigned): 0 of 104 cards on the foundations")
    assert ls.score(step.state).breakdown[1].values == (48,)


# --------------------------------------------------------------------------- check_state


@pytest.mark.parametrize(("broken", "field"), [
    (lambda s: replace(s, packs=s.packs[:3]), "state"),
    (lambda s: replace(s, slots=(*s.slots, Pile())), "slots"),
    (lambda s: replace(s, slots=(Pile(s.slots[0].cards + s.slots[1].cards), Pile(), *s.slots[2:])), "slots"),
    (lambda s: replace(s, packs=(Pile(s.packs[0].cards + s.packs[1].cards[:1]), Pile(s.packs[1].cards[1:]),
                                 *s.packs[2:])), "packs"),
    (lambda s: replace(s, layout=replace(s.layout, foundations=(Pile(s.slots[0].cards),) + (Pile(),) * 7),
                       slots=(Pile(), *s.slots[1:])), "foundations"),
    (lambda s: replace(s, layout=replace(s.layout, columns=(s.layout.foundations[0],))), "columns"),
    (lambda s: replace(s, layout=replace(s.layout, redeals=4)), "redeals"),
    (lambda s: replace(s, layout=replace(s.layout, waste=s.slots[0].cards), slots=(Pile(), *s.slots[1:])),
     "layout.stock"),
    (lambda s: replace(s, phase=ls.Phase.OVER), "phase"),
    (lambda s: replace(s, ending=ls.Ending.WON), "phase"),
    (lambda s: replace(s, phase=ls.Phase.OVER, ending=ls.Ending.WON), "ending"),
    (lambda s: replace(s, phase=ls.Phase.OVER, ending=ls.Ending.NO_MOVES), "ending"),
    (lambda s: replace(s, phase=ls.Phase.OVER, ending=ls.Ending.DEAD), "ending"),
    (lambda s: replace(s, options=ls.Options(total_passes=0)), "options.total_passes"),
    (lambda s: replace(s, rng=RngState(2**64)), "rng.seed"),
])
def test_check_state_rejects(broken: object, field: str) -> None:
    state = ls.new_game(ls.Options(), 1, seed=4)
    ls.check_state(state)
    with pytest.raises(InvalidState) as error:
        ls.check_state(broken(state))  # type: ignore[operator]
    assert error.value.field == field, error.value.message


def test_check_state_rejects_a_finished_game_that_goes_on() -> None:
    dead = _dead_end(False, "9H")
    card, waste = dead.layout.waste[-1], dead.layout.waste[:-1]
    stuck = replace(dead, slots=(Pile((card,)), *dead.slots[1:]), layout=replace(dead.layout, waste=waste))
    with pytest.raises(InvalidState, match="goes on") as error:
        ls.check_state(stuck)
    assert error.value.field == "phase"
    ls.check_state(replace(stuck, phase=ls.Phase.OVER, ending=ls.Ending.NO_MOVES))
    ls.check_state(replace(stuck, phase=ls.Phase.OVER, ending=ls.Ending.RESIGNED))
