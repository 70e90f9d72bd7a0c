"""The generic double-dummy adapter: any game's ``trick_play`` (TrickPosition + TrickRules) -> dd.Position.

Bridge has no adapter of its own any more; the generic one must give exactly what the old bridge
adapter gave (kept below as the reference) on random mid-play states.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from cardgames.games import bridge, durak
from cardgames.games.core.cards import Card, Rank, Suit, parse_cards
from cardgames.games.core.hands import Hand
from cardgames.games.mechanics.tricks import Trick, TrickPosition, TrickRules
from cardgames.solvers.dd import Position, Rules, bridge_rules, solve_position
from cardgames.solvers.positions import NotInPlay, dd_position, dd_rules, deal_hands, position_of


def _texts(cards: tuple[Card, ...]) -> list[str]:
    return [str(card) for card in cards]


def old_bridge_position(state: Any) -> Position:
    """The bridge-only adapter this module replaced (solvers/positions.py before the generic adapter)."""
    if state.phase is not bridge.Phase.PLAY or state.contract is None or state.trick is None:
        raise NotInPlay("the deal is not in its play phase (auction or match over)", field="state")
    strain = state.contract.bid.strain
    trump = None if strain.name == "NO_TRUMP" else strain.name[0]
    base = bridge_rules(trump)
    declarer = state.contract.declarer
    rules = Rules(**{**base.__dict__, "sides": tuple(1 if seat % 2 == declarer % 2 else 0 for seat in range(4))})
    return Position(
        hands=[_texts(hand.cards) for hand in state.hands],
        leader=state.trick.leader,
        played=tuple(_texts(state.trick.cards)),
        rules=rules,
    )


def _mid_play_states(count: int) -> list[bridge.State]:
    """Random play states of random deals: every strain, declarer and trick position."""
    rnd = random.Random(17)
    found: list[bridge.State] = []
    seed = 0
    while len(found) < count:
        state = bridge.new_game(bridge.Options(), 4, seed=seed)
        seed += 1
        level, strain = rnd.randint(1, 7), rnd.choice(("C", "D", "H", "S", "NT"))
        state = bridge.apply(state, bridge.parse_move(f"bid:{level}{strain}"))
        for _ in range(3):
            state = bridge.apply(state, bridge.parse_move("pass"))
        for _ in range(rnd.randrange(52)):
            moves = bridge.legal_moves(state)
            state = bridge.apply(state, moves[rnd.randrange(len(moves))])
        found.append(state)
    return found


def test_bridge_positions_equal_the_old_adapter() -> None:
    states = _mid_play_states(400)
    assert {state.contract.bid.strain for state in states if state.contract} == set(bridge.Strain)
    assert {len(state.trick.cards) for state in states if state.trick} == {0, 1, 2, 3}
    for state in states:
        assert position_of(bridge.GAME, state) == old_bridge_position(state)


def test_the_adapter_solves_what_the_old_one_solved() -> None:
    for state in _mid_play_states(400)[::40]:
        if len(state.hands[0].cards) <= 5:
            new = solve_position(position_of(bridge.GAME, state), tt_mb=2)
            old = solve_position(old_bridge_position(state), tt_mb=2)
            assert (new.value, new.card_values, new.side) == (old.value, old.card_values, old.side)


def test_not_in_play_and_games_without_trick_play() -> None:
    auction = bridge.new_game(bridge.Options(), 4, seed=3)
    with pytest.raises(NotInPlay, match="not in its play phase"):
        position_of(bridge.GAME, auction)
    with pytest.raises(NotInPlay, match="durak"):
        position_of(durak.GAME, durak.new_game(durak.Options(), 2, seed=1))
    assert deal_hands(durak.GAME, durak.new_game(durak.Options(), 2, seed=1)) is None


def test_deal_hands_of_a_bridge_state_in_any_phase() -> None:
    start = bridge.new_game(bridge.Options(), 4, seed=8)
    dealt = [_texts(hand.cards) for hand in start.hands]
    assert deal_hands(bridge.GAME, start) == dealt
    state = start
    for text in ("bid:1NT", "pass", "pass", "pass"):
        state = bridge.apply(state, bridge.parse_move(text))
    for _ in range(23):
        state = bridge.apply(state, bridge.legal_moves(state)[0])
    assert deal_hands(bridge.GAME, state) == dealt


def test_every_field_of_trick_rules_reaches_the_solver() -> None:
    ranks = tuple(Rank(value) for value in range(7, 15))
    rules = TrickRules(
        players=3, trump=Suit.HEARTS, ranks=ranks, trump_ranks=(*ranks[:3], *ranks[4:], ranks[3]),
        must_trump=True, must_overtrump=True, partner_exempt=True, jokers_high=True,
        card_points=((Rank.ACE, 11), (Rank.TEN, 10)), trick_points=1, last_trick_bonus=10,
    )
    assert dd_rules(rules, (True, False, False), "penalties", 2) == Rules(
        seats=3, sides=(1, 0, 0), trump="H", rank_order="789TJQKA", trump_rank_order="789JQKAT",
        extra_trumps=("JK1", "JK2"), follow=True, must_trump=True, must_overtrump=True, partner_exempt=True,
        no_trump_lead_seat=2, objective="penalties", card_points={"A": 11, "T": 10}, trick_points=1,
        last_trick_bonus=10,
    )
    no_trump = dd_rules(TrickRules(players=4, follow=False), (False, True, False, True))
    assert (no_trump.trump, no_trump.follow, no_trump.sides) == (None, False, (0, 1, 0, 1))
    assert no_trump.objective == "tricks" and no_trump.rank_order == "23456789TJQKA"


def test_a_position_of_another_game_is_solved_by_its_rules() -> None:
    """A three-seat, points-scoring ending with a compulsory trump: the adapter's position is the one the
    solver would be given by hand."""
    rules = TrickRules(players=3, trump=Suit.SPADES, must_trump=True, card_points=((Rank.ACE, 11), (Rank.TEN, 10)))
    hands = (Hand(parse_cards("AH TH")), Hand(parse_cards("2S KH")), Hand(parse_cards("AC TC")))
    position = TrickPosition(rules, hands, Trick(0), (True, False, False), "points")
    converted = dd_position(position)
    by_hand = Position(hands=[["AH", "TH"], ["2S", "KH"], ["AC", "TC"]], leader=0, rules=Rules(
        seats=3, sides=(1, 0, 0), trump="S", objective="points", must_trump=True, card_points={"A": 11, "T": 10}))
    assert converted == by_hand
    assert solve_position(converted, tt_mb=2).value == solve_position(by_hand, tt_mb=2).value


def test_card_bonuses_the_last_tricks_and_a_banned_lead_reach_the_solver() -> None:
    """King's tables: a bonus on single cards (added to their rank's points), the last two tricks, no heart
    lead while holding another suit."""
    rules = TrickRules(players=3, card_points=((Rank.QUEEN, 40),), card_bonus=(
        (Card.parse("QH"), 20), (Card.parse("KH"), 180)), last_trick_bonus=80, last_tricks=2)
    assert rules.card_value(Card.parse("QH")) == 60 and rules.card_value(Card.parse("KH")) == 180
    assert rules.points(parse_cards("QS QH 7H")) == 100
    converted = dd_rules(rules, (True, False, False), "penalties", banned_lead=Suit.HEARTS)
    assert converted.card_points == {"Q": 40, "QH": 60, "KH": 180}
    assert (converted.last_tricks, converted.last_trick_bonus, converted.banned_lead) == (2, 80, "H")
