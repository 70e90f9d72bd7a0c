"""Thousand's rules one by one: the deal, the auction, the widow, raising and giving, the play with marriages
making trumps, the end of a deal and the match, four players, the options' extras, what each seat sees,
double dummy and check_state."""

from __future__ import annotations

import pytest
from mushka_helpers import hands_deal, play_ids

from cardgames.games import thousand
from cardgames.games.core.cards import parse_cards
from cardgames.games.core.deals import ExplicitDeal
from cardgames.games.core.errors import IllegalMove, InvalidState
from cardgames.games.core.events import CardsMoved, events_for
from cardgames.games.core.hands import Hand
from cardgames.games.core.values import replace
from cardgames.games.mechanics.match import SheetRow

GAME = thousand.GAME
OPTIONS = thousand.Options()
HANDS = ["KH QH AH TH AS TS 9S", "KD QD AD TD 9D KC QC", "AC TC JC JD JH JS KS"]


def _state(hands: list[str] = HANDS, widow: str = "9C 9H QS", options: thousand.Options = OPTIONS) -> thousand.State:
    first, *rest = widow.split()
    return thousand.new_game(options, 3, seed=1, deals=[hands_deal(thousand.DECK, hands, first, " ".join(rest))])


def _ids(state: thousand.State) -> set[str]:
    return {move.id for move in GAME.legal_moves(state)}


def _won_by_seat_0() -> thousand.State:
    """Seat 0 wins the auction at 110, sees the widow, gives 9S to seat 1 and 9C to seat 2."""
    return play_ids(GAME, _state(), "bid:105", "pass", "bid:110", "pass", "give:9S:9C")


def test_the_deal_seven_each_and_the_widow() -> None:
    state = thousand.new_game(OPTIONS, 3, deals=[ExplicitDeal(order=thousand.DECK)])
    assert state.dealer == 2 and state.hands[0].cards == tuple(sorted(thousand.DECK[0:21:3], key=lambda c: c.code))
    assert state.widow == thousand.DECK[21:] and state.auction.calls[0].seat == 0
    assert thousand.to_act(state) == 1  # the eldest hand is on 100, the next seat bids


def test_the_auction_steps_and_a_final_pass() -> None:
    state = play_ids(GAME, _state(), "bid:105")
    assert thousand.to_act(state) == 2 and "bid:105" not in _ids(state) and "bid:110" in _ids(state)
    state = play_ids(GAME, state, "pass", "bid:110")
    assert thousand.to_act(state) == 1
    state = play_ids(GAME, state, "pass")
    assert state.declarer == 0 and state.phase is thousand.Phase.WIDOW
    tens = play_ids(GAME, _state(options=thousand.Options(bid_step=10)), "pass")
    assert "bid:105" not in _ids(tens) and "bid:110" in _ids(tens)


def test_the_widow_is_shown_and_known_until_the_cards_are_given() -> None:
    state = play_ids(GAME, _state(), "bid:105", "pass", "bid:110")
    step = GAME.play(state, thousand.Pass())
    widow = [e for e in step.events if isinstance(e, CardsMoved) and e.source.zone.name == "WIDOW"]
    assert widow[0].cards == parse_cards("9C 9H QS") and not widow[0].visible_to
    after = step.state
    assert len(after.hands[0].cards) == 10 and GAME.view(after, 1).known[0].cards == parse_cards("9C 9H QS")
    assert "raise:115" in _ids(after) and "raise:200" in _ids(after) and "concede" not in _ids(after)
    raised = play_ids(GAME, after, "raise:150")
    assert raised.contract == 150 and "raise:150" not in _ids(raised)
    no_raise = play_ids(GAME, _state(options=thousand.Options(raise_contract=False)), "bid:105", "pass",
                        "bid:110", "pass")
    assert not any(move.startswith("raise") for move in _ids(no_raise))


def test_giving_a_card_to_each_opponent_is_seen_by_the_two_only() -> None:
    state = play_ids(GAME, _state(), "bid:105", "pass", "bid:110", "pass")
    step = GAME.play(state, GAME.parse_move("give:9S:9C"))
    after = step.state
    assert after.given[1].cards == parse_cards("9S") and after.given[2].cards == parse_cards("9C")
    assert parse_cards("9S")[0] in after.hands[1].cards and len(after.hands[0].cards) == 8
    gifts = [e for e in step.events if isinstance(e, CardsMoved) and e.visible_to]
    assert [e.visible_to for e in gifts] == [(0, 1), (0, 2)]
    assert all(not e.cards for e in events_for(gifts, 2) if e.visible_to == (0, 1))
    assert GAME.view(after, 1).given == (Hand(), Hand(parse_cards("9S")), Hand())
    assert GAME.view(after, 0).given == after.given and after.known == (Hand(),) * 3
    assert after.phase is thousand.Phase.PLAY and thousand.to_act(after) == 0  # the declarer leads (TY-6)


def test_a_marriage_only_after_winning_a_trick_and_it_makes_trumps() -> None:
    state = _won_by_seat_0()
    assert not any(move.startswith("marry") for move in _ids(state))  # TY-7: not on the first lead
    with pytest.raises(IllegalMove, match="won the previous trick"):
        GAME.play(state, GAME.parse_move("marry:QH"))
    state = play_ids(GAME, state, "play:AS", "play:9S", "play:KS")
    assert state.tricks[0].winner_seat == 0 and "marry:QH" in _ids(state)
    state = play_ids(GAME, state, "marry:QH")
    assert thousand.rules.trump(state) is parse_cards("QH")[0].suit and state.marriages[0].points == 100
    assert thousand.scoring.taken_points(state)[0] == 11 + 4 + 100


def test_a_deal_played_out_is_scored_and_the_next_dealt() -> None:
    state = _won_by_seat_0()
    while state.deal_number == 1:
        state = GAME.play(state, GAME.legal_moves(state)[-1]).state
    row = state.sheet.rows[0]
    assert row.points[0] in (110, -110) and state.dealer == 0 and thousand.to_act(state) == 2


def test_four_players_the_dealer_sits_out() -> None:
    state = thousand.new_game(OPTIONS, 4, seed=3)
    assert state.hands[state.dealer].cards == () and sum(len(h.cards) for h in state.hands) == 21
    assert thousand.seats_in(state) == tuple((state.dealer + step) % 4 for step in (1, 2, 3))
    while state.deal_number == 1:
        state = GAME.play(state, GAME.legal_moves(state)[0 if state.phase is thousand.Phase.BIDDING else -1]).state
    assert state.sheet.rows[0].points[(state.dealer - 1) % 4] == 0  # the last dealer scored nothing


@pytest.mark.parametrize(("options", "total", "raw", "declaring", "points", "barrel"), [
    (thousand.Options(barrel=True), 850, 60, False, 30, 1),          # onto the barrel at 880
    (thousand.Options(barrel=True), 880, 60, False, 0, 2),           # opponents' points stop counting
    (thousand.Options(barrel=True), 880, 120, True, 120, 0),         # out by a contract
    (thousand.Options(dump_truck=True), 500, 55, False, -500, 0),    # 555: back to 0
    (thousand.Options(round_to_five=True), 0, 0, False, 0, 0),
])
def test_the_extras(options: thousand.Options, total: int, raw: int, declaring: bool, points: int,
                    barrel: int) -> None:
    state = replace(_state(options=options), declarer=0 if declaring else 1,
                    sheet=_state().sheet.adding(SheetRow(1, "before", (total, 0, 0))),
                    barrel=(1 if total == 880 else 0, 0, 0))
    adjusted, counters, _, _ = thousand.scoring.adjust(state, (raw, 0, 0))
    assert adjusted[0] == points and counters[0] == barrel


def test_three_zero_deals_cost_120_and_rounding() -> None:
    state = replace(_state(options=thousand.Options(zero_hands=True)), zeros=(2, 0, 0), declarer=1)
    adjusted, _, zeros, notes = thousand.scoring.adjust(state, (0, 100, 5))
    assert adjusted == (-120, 100, 5) and zeros == (0, 0, 0) and notes
    assert [thousand.scoring.round_to_five(n) for n in (12, 13, 17, 18, 0)] == [10, 15, 15, 20, 0]


def test_the_match_ends_at_1000_and_ties_go_to_the_declarer() -> None:
    state = _state()
    state = replace(state, sheet=state.sheet.adding(SheetRow(1, "x", (1000, 1000, 200))), declarer=1,
                    phase=thousand.Phase.OVER, deal_number=1)
    assert thousand.scoring.winners(state) == (1,)
    score = GAME.score(state)
    assert score.terminal and score.places[1] == 1 and score.outcomes[0].name == "LOSS"


def test_double_dummy_carries_the_marriages_as_declarations() -> None:
    """TY-7 for the solver: marriages are declarations on lead worth their points; none on the first trick
    (its leader won nothing); refused before the play."""
    position = thousand.trick_play(_won_by_seat_0())
    assert position is not None and position.specials is not None
    assert dict(position.specials.declarations) == thousand.state.MARRIAGES and position.specials.first_trick
    assert all(name.startswith("marry:") for _, name in position.specials.move_names)
    with pytest.raises(IllegalMove, match="before the play"):
        thousand.trick_play(_state())


@pytest.mark.parametrize(("change", "words"), [
    (lambda s: replace(s, widow=s.widow[1:]), "lost card"),
    (lambda s: replace(s, declarer=0), "no declarer yet"),
    (lambda s: replace(s, phase=thousand.Phase.PLAY), "its winner declares"),
    (lambda s: replace(s, barrel=(5, 0, 0)), "counters"),
    (lambda s: replace(s, known=(Hand(parse_cards("KD")), Hand(), Hand())), "does not hold"),
])
def test_check_state_names_the_violation(change: object, words: str) -> None:
    with pytest.raises(InvalidState, match=words):
        GAME.check_state(change(_state()))  # type: ignore[operator]
