"""prisoner: the deal, moves, events, views, hidden cards, client-state checks, and the exact rule and
win rate over many seeds (rules/prisoner.md §13)."""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction

import pytest
from positions import explicit

from cardgames.games import prisoner as pr
from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.decks import deck36
from cardgames.games.core.errors import GameOver, InvalidDeal, InvalidMove, InvalidOptions, InvalidState
from cardgames.games.core.events import CardsMoved, DealStarted, MatchOver, MovePlayed, Place, Zone
from cardgames.games.core.rng import Drbg, RngState
from cardgames.games.core.spec import Chance, Information, Outcome
from cardgames.games.core.values import replace
from cardgames.games.mechanics.piles import Pile

C = Card.parse
WIN_RATE = Fraction(2750434136, 119381244125)
"""§13.4: the exact probability that a uniformly shuffled deck comes out."""


def play_out(state: pr.State) -> pr.State:
    while not pr.is_terminal(state):
        state = pr.apply(state, pr.Deal())
    return state


def closed_form(order: tuple[Card, ...]) -> bool:
    """§13.3: won exactly when every top-row rank appears among the nine middle cards."""
    return {card.rank for card in order[:9]} <= {order[10 + 3 * k].rank for k in range(9)}


# --------------------------------------------------------------------------- descriptor and setup


def test_spec() -> None:
    spec = pr.SPEC
    assert (spec.id, spec.native_name, spec.family, spec.spec_file) == ("prisoner", "Узник", "patience",
                                                                        "prisoner.md")
    assert (spec.min_players, spec.max_players, spec.options) == (1, 1, ())
    assert spec.chance is Chance.EXPLICIT_STOCHASTIC and spec.information is Information.IMPERFECT
    assert "order[10+3k]" in spec.deal_format and spec.default_options() == pr.Options()
    with pytest.raises(InvalidOptions):
        spec.build_options({"decks": 2})


def test_new_game_checks() -> None:
    with pytest.raises(InvalidOptions):
        pr.new_game(pr.Options(), 2, seed=1)
    with pytest.raises(InvalidDeal):
        pr.new_game(pr.Options(), 1, deals=explicit(deck36()[:35]))
    with pytest.raises(InvalidDeal):
        pr.new_game(pr.Options(), 1, deals=explicit((*deck36()[:35], C("2C"))))
    with pytest.raises(InvalidDeal, match="deck order"):
        pr.new_game(pr.Options(), 1, deals=(ExplicitDeal(notation="0:AKQJT9876.-.-.-"),))
    with pytest.raises(InvalidDeal, match="one explicit deal"):
        pr.new_game(pr.Options(), 1, deals=explicit(deck36()) * 2)
    assert pr.new_game(pr.Options(), 1, seed=7) == pr.new_game(pr.Options(), 1, seed=7)
    assert pr.new_game(pr.Options(), 1, seed=7) != pr.new_game(pr.Options(), 1, seed=8)


def test_the_layout_is_a_pure_function_of_the_deck_order() -> None:
    state = pr.new_game(pr.Options(), 1, seed=11)
    order = tuple(pile.cards[0] for pile in state.top_row) + state.stock
    again = pr.new_game(pr.Options(), 1, seed=99, deals=explicit(order))
    assert replace(again, rng=state.rng) == state
    assert pr.layout(pr.Options(), order, RngState(5)) == replace(state, rng=RngState(5))


def test_first_state() -> None:
    state = pr.new_game(pr.Options(), 1, seed=3)
    pr.check_state(state)
    assert pr.to_act(state) == 0 and not pr.is_terminal(state) and pr.num_players(state) == 1
    assert pr.legal_moves(state) == (pr.Deal(), pr.Resign())
    assert [move.id for move in pr.legal_moves(state)] == ["deal", "resign"]
    score = pr.score(state)
    assert score.outcomes == (Outcome.UNDECIDED,) and score.deal == (0,) and score.places == (0,)
    assert pr.summary(state) == "0 of 9 top-row cards gathered after 0 of 9 rounds"


# --------------------------------------------------------------------------- moves


def test_move_ids_parse() -> None:
    assert pr.GAME.parse_move("deal") == pr.Deal() and pr.GAME.parse_move(" RESIGN ") == pr.Resign()
    for bad in ("draw", "deal:1", ""):
        with pytest.raises(InvalidMove):
            pr.GAME.parse_move(bad)
    assert pr.Deal().label == "Deal the next three cards"


def test_nine_deals_end_the_game() -> None:
    state = pr.new_game(pr.Options(), 1, seed=3)
    for number in range(1, 10):
        assert not pr.is_terminal(state)
        state = pr.apply(state, pr.Deal())
        pr.check_state(state)
        assert pr.rounds(state) == number and len(state.stock) == 27 - 3 * number
    assert pr.is_terminal(state) and pr.legal_moves(state) == () and pr.to_act(state) is None
    assert state.ending in (pr.Ending.WON, pr.Ending.LOST)
    with pytest.raises(GameOver):
        pr.play(state, pr.Deal())


def test_not_a_prisoner_move() -> None:
    from cardgames.games import little_piano

    with pytest.raises(InvalidMove):
        pr.play(pr.new_game(pr.Options(), 1, seed=1), little_piano.Draw())  # type: ignore[arg-type]


def test_resign() -> None:
    state = pr.apply(pr.new_game(pr.Options(), 1, seed=3), pr.Deal())
    step = pr.play(state, pr.Resign())
    over = step.state
    assert over.ending is pr.Ending.RESIGNED and pr.is_terminal(over)
    assert pr.score(over).outcomes == (Outcome.LOSS,) and pr.score(over).places == (1,)
    assert step.events[0] == MovePlayed(0, "resign", "Give up this layout")
    assert isinstance(step.events[-1], MatchOver) and "resigned" in step.events[-1].summary
    pr.check_state(over)
    assert pr.view(over, 0).stock == over.stock and len(over.stock) == 24  # everything is seen at the end


# --------------------------------------------------------------------------- events and views


def test_opening_events() -> None:
    state = pr.new_game(pr.Options(), 1, seed=3)
    events = pr.opening_events(state)
    assert events[0] == DealStarted(1, 0)
    named = [event for event in events[1:-1] if isinstance(event, CardsMoved)]
    assert [event.target for event in named] == [Place(Zone.TABLEAU, None, i) for i in range(9)]
    assert [event.cards for event in named] == [pile.cards for pile in state.top_row]
    assert events[-1] == CardsMoved(Place(Zone.DECK), Place(Zone.STOCK), 27, face_up=False)


def test_events_of_a_round() -> None:
    order = parse_cards("6C 6D 7C 7D 8C 8D 9C 9D TC JC 6H JD") + tuple(
        card for card in deck36() if card not in parse_cards("6C 6D 7C 7D 8C 8D 9C 9D TC JC 6H JD"))
    step = pr.play(pr.new_game(pr.Options(), 1, deals=explicit(order)), pr.Deal())
    stock, middle = Place(Zone.STOCK), Place(Zone.TABLE, None, 1)
    assert step.events == (
        MovePlayed(0, "deal", "Deal the next three cards"),
        CardsMoved(stock, Place(Zone.TABLE, None, 0), 1, (C("JC"),)),
        CardsMoved(stock, middle, 1, (C("6H"),)),
        CardsMoved(stock, Place(Zone.TABLE, None, 2), 1, (C("JD"),)),
        CardsMoved(Place(Zone.TABLEAU, None, 0), middle, 1, (C("6C"),)),
        CardsMoved(Place(Zone.TABLEAU, None, 1), middle, 1, (C("6D"),)),
    )


def test_the_last_round_reports_the_end() -> None:
    state = pr.new_game(pr.Options(), 1, seed=3)
    for _ in range(8):
        state = pr.apply(state, pr.Deal())
    events = pr.play(state, pr.Deal()).events
    assert isinstance(events[-1], MatchOver) and events[-1].summary.startswith(("won", "lost"))


def test_view_hides_the_stock_only() -> None:
    state = pr.apply(pr.new_game(pr.Options(), 1, seed=5), pr.Deal())
    seen = pr.view(state, 0)
    assert seen == pr.view(state, None)
    assert seen.stock_count == 24 and seen.stock == () and seen.rounds == 1
    assert (seen.top_row, seen.left, seen.middle, seen.right) == (state.top_row, state.left, state.middle,
                                                                  state.right)
    other = pr.redeal_unseen(state, 0, Drbg(4))
    assert other != state and pr.view(other, 0) == seen and Counter(pr.cards_of(other)) == Counter(
        pr.cards_of(state))
    assert replace(other, stock=state.stock) == state
    with pytest.raises(InvalidState):
        pr.view(state, 1)


# --------------------------------------------------------------------------- check_state


def _state() -> pr.State:
    return pr.apply(pr.apply(pr.new_game(pr.Options(), 1, seed=5), pr.Deal()), pr.Deal())


def _won() -> pr.State:
    from test_prisoner_scenarios import UZ_T1

    return play_out(pr.new_game(pr.Options(), 1, deals=explicit(parse_cards(UZ_T1))))


@pytest.mark.parametrize(("broken", "field"), [
    (lambda s: replace(s, top_row=s.top_row[:8]), "state"),  # a card lost
    (lambda s: replace(s, stock=(*s.stock[:-1], s.stock[0])), "state"),  # a card twice
    (lambda s: replace(s, top_row=(*s.top_row, Pile())), "top_row"),
    (lambda s: replace(s, top_row=(Pile(s.top_row[0].cards + s.stock[:1]), *s.top_row[1:]), stock=s.stock[1:]),
     "top_row"),
    (lambda s: replace(s, left=Pile(s.left.cards[:1]), stock=(*s.stock, s.left.cards[1])), "left"),
    (lambda s: replace(s, right=Pile(), stock=(*s.stock, *s.right.cards)), "right"),
    (lambda s: replace(s, stock=s.stock[1:], left=s.left.with_card(s.stock[0])), "left"),
    (lambda s: replace(s, phase=pr.Phase.OVER), "phase"),
    (lambda s: replace(s, ending=pr.Ending.LOST), "phase"),
    (lambda s: replace(s, phase=pr.Phase.OVER, ending=pr.Ending.WON), "ending"),
    (lambda s: replace(s, options=3), "options.options"),
    (lambda s: replace(s, rng=RngState(-1)), "rng.seed"),
])
def test_check_state_rejects(broken: object, field: str) -> None:
    state = _state()
    pr.check_state(state)
    with pytest.raises(InvalidState) as error:
        pr.check_state(broken(state))  # type: ignore[operator]
    assert error.value.field == field, error.value.message


def test_check_state_rejects_gathering_that_cannot_happen() -> None:
    won = _won()
    pr.check_state(won)
    # a gathered six moved to the third round's middle pile (its rank differs)
    first, third = won.middle[0], won.middle[2]
    moved_six = replace(won, middle=(Pile(first.cards[:2]), won.middle[1], Pile((*third.cards, first.cards[2])),
                                     *won.middle[3:]))
    with pytest.raises(InvalidState, match="differs in rank") as error:
        pr.check_state(moved_six)
    assert error.value.field == "middle"
    # the last round's card taken back to the top row: the game says won but a card is left
    lost = replace(won, top_row=(Pile((won.middle[4].cards[1],)), *won.top_row[1:]),
                   middle=(*won.middle[:4], Pile(won.middle[4].cards[:1]), *won.middle[5:]))
    with pytest.raises(InvalidState) as error:
        pr.check_state(lost)
    assert error.value.field == "top_row"  # TC has the rank of the middle card TH: it would have gone
    emptied = replace(won, top_row=(Pile(won.middle[5].cards), *won.top_row[1:]), middle=(
        *won.middle[:5], Pile(), *won.middle[6:]))
    with pytest.raises(InvalidState, match="no middle card") as error:
        pr.check_state(emptied)
    assert error.value.field == "middle"
    not_over = replace(won, phase=pr.Phase.DEALING, ending=None)
    with pytest.raises(InvalidState) as error:
        pr.check_state(not_over)
    assert error.value.field == "ending"


# --------------------------------------------------------------------------- the exact rule and the win rate


def test_exact_rule_over_many_seeds() -> None:
    """§13.3 as a property: the game is won exactly when every top-row rank is among the middle cards."""
    wins = 0
    for seed in range(3000):
        state = pr.new_game(pr.Options(), 1, seed=seed)
        order = tuple(pile.cards[0] for pile in state.top_row) + state.stock
        final = play_out(state)
        won = final.ending is pr.Ending.WON
        assert won == closed_form(order), seed
        assert pr.score(final).deal == (9,) if won else pr.score(final).deal[0] < 9
        wins += won
    assert wins > 0


def test_win_rate_over_many_seeds() -> None:
    """§13.4: P(win) = 2750434136/119381244125 (2.3039%).  Over N = 50,000 seeded deals the number of wins
    is binomial: mean N*p = 1151.95, sd = sqrt(N*p*(1-p)) = 33.55.  The test accepts 6 sd either side
    (1151.95 +- 201.3 wins, a rate in [1.90%, 2.71%]): a false failure has probability about 2e-9.
    (Seeds 0..49,999 give 1176 wins, 0.72 sd above the mean.)"""
    samples = 50_000
    p = float(WIN_RATE)
    sd = math.sqrt(samples * p * (1 - p))
    wins = 0
    for seed in range(samples):
        state = pr.new_game(pr.Options(), 1, seed=seed)
        while state.stock:
            state = pr.deal_round(state, None)
        wins += state.ending is pr.Ending.WON
    assert abs(wins - samples * p) <= 6 * sd, (wins, samples * p, sd)


def test_the_spec_win_probability_is_exact() -> None:
    """§13.4's fraction recomputed exactly from the closed form: choose the 9 top-row and the 9 middle cards
    rank by rank (t and m cards of a rank, t > 0 only if m > 0) over all C(36,9) * C(27,9) choices."""
    ways: dict[tuple[int, int], int] = {(0, 0): 1}
    for _ in range(9):
        following: dict[tuple[int, int], int] = {}
        for (top, middle), count in ways.items():
            for t in range(5):
                for m in range(5 - t):
                    if (t and not m) or top + t > 9 or middle + m > 9:
                        continue
                    key = (top + t, middle + m)
                    following[key] = following.get(key, 0) + count * math.comb(4, t) * math.comb(4 - t, m)
        ways = following
    assert Fraction(ways[(9, 9)], math.comb(36, 9) * math.comb(27, 9)) == WIN_RATE
