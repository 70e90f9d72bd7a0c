"""The engine's search for penalty and point objectives (partition search over card points, the bounds and the
move ordering of avoid games) stays exact: engine = pure-Python reference on small endings (two to four cards a
hand, five one time in ten, sometimes mid-trick) of random barbu and king play, in every negative contract, with
every card value of the seat to move.  A small transposition table (1 MB) makes the searches share and
overwrite entries.
"""

from __future__ import annotations

from typing import Any

import pytest

from cardgames.games import barbu, king
from cardgames.games.core.game import AnyGame
from cardgames.games.core.rng import Drbg
from cardgames.solvers.dd import Position, Rules, _CardMap, _engine, _hand_cards, _masks, _played, solve_position
from cardgames.solvers.dd.reference import solve_reference
from cardgames.solvers.positions import position_of

PER_CONTRACT = 100
"""Endings compared per king deal: 100 x 7."""
BARBU_PER_CONTRACT = 100
"""Endings compared per barbu contract in CI: 100 x 6 (the nightly sample, 400 x 6, rechecks the avoid play's
move ordering and driver, which are tuned on barbu)."""
BARBU_NIGHTLY = 400

BARBU = ["contract:no_tricks", "contract:no_queens", "contract:no_hearts", "contract:no_king", "contract:no_last_two",
         "trumps:hearts"]
KING = list(range(1, 8))


def _cut(game: AnyGame, state: Any, chooser: Drbg, deal: int) -> Any | None:
    """Random play from ``state`` (first choice outside the card play) to a point of the card play of deal
    ``deal`` where the hand to act holds at most 2..5 cards, with 0..3 cards on the table; None if the deal
    ended first."""
    stop = 5 if chooser.randbelow(10) == 0 else 2 + chooser.randbelow(3)  # five cards: the reference's slowest
    on_table = chooser.randbelow(4)
    while state.deal_number <= deal and not game.is_terminal(state):
        seat = game.to_act(state)
        if (state.deal_number == deal and state.phase.name == "PLAY" and seat is not None
                and len(state.hands[seat].cards) <= stop
                and len(state.trick.cards) >= on_table % _seats_in_play(state)):
            return state
        legal = game.legal_moves(state)
        random_phase = state.phase.name == "PLAY" or state.deal_number < deal
        state = game.play(state, legal[chooser.randbelow(len(legal))] if random_phase else legal[0]).state
    return None


def _seats_in_play(state: Any) -> int:
    """Seats holding cards (king's dealer sits out with three players)."""
    return len([hand for hand in state.hands if hand.cards])


def _barbu_endings(contract: str, count: int = BARBU_PER_CONTRACT) -> list[Position]:
    found: list[Position] = []
    seed = 0
    while len(found) < count:
        chooser = Drbg(seed * 31 + len(contract))
        options = barbu.Options(standard_scoring=seed % 3 == 2)
        state = barbu.GAME.new_game(options, 4, seed=seed)
        seed += 1
        state = barbu.GAME.play(state, barbu.GAME.parse_move(contract)).state
        cut = _cut(barbu.GAME, state, chooser, state.deal_number)
        if cut is not None:
            found.append(position_of(barbu.GAME, cut))
    return found


def _king_endings(deal: int) -> list[Position]:
    found: list[Position] = []
    seed = 1000 * deal
    while len(found) < PER_CONTRACT:
        options = king.Options(sralash=True, deck="52" if seed % 5 == 4 else "32", all_four_play=seed % 3 == 2)
        state = king.new_game(options, 3 + seed % 2, seed=seed)
        cut = _cut(king.GAME, state, Drbg(seed), deal)
        seed += 1
        if cut is not None:
            found.append(position_of(king.GAME, cut))
    return found


def _engine_value(position: Position) -> tuple[int, dict[str, Any]]:
    """The engine's raw value (the points the others take) and its counters."""
    rules = position.rules
    cmap = _CardMap(rules)
    engine = _engine(rules, cmap, tuple(rules.sides), 1, 0, 0.0)
    hands = [_hand_cards(hand) for hand in position.hands]
    return engine.value(_masks(hands, cmap), position.leader, []), dict(engine.stats())


def test_the_avoiders_sure_escape_cuts_without_search() -> None:
    """Seat 3 avoids hearts; its cards pair off below the others' in every suit (2S < 3S, 2H < 4H ...): with a
    loader to lead it takes nothing, and the bound proves it at the root of every search."""
    rules = Rules(seats=4, sides=(0, 0, 0, 1), objective="penalties", card_points={"*H": 2})
    hands = [["AS", "KH", "QD"], ["3S", "4H", "AD"], ["KS", "QH", "JD"], ["2S", "2H", "3H"]]
    position = Position(hands=hands, leader=0, rules=rules)
    value, stats = _engine_value(position)
    assert value == 10  # all five hearts to the others
    assert stats["nodes"] == stats["escape_cuts"] >= 1  # every search of the driver cut at its root
    assert solve_position(position).value == solve_reference(position).value == 0
    # 5H above the loaders' 4H: no escape proven at once, and seat 3 must take a heart trick
    hands[3] = ["2S", "2H", "5H"]
    hands[1] = ["3S", "4H", "3H"]
    hands[2] = ["KS", "QH", "AD"]
    hands[0] = ["AS", "KH", "JD"]
    unpaired = Position(hands=hands, leader=0, rules=rules)
    assert solve_position(unpaired).value == solve_reference(unpaired).value


def test_partition_search_with_points_keeps_the_cards_that_score() -> None:
    """No Queens, three cards a hand: a deal, then the same deal with QS and another spade changing hands (same
    lengths, same point profile), solved in turn on one engine.  A table entry that forgot the queen's rank (it
    decided no trick by rank, say it was discarded) would answer the second deal from the first: with entries
    keeping no cards for their points this test fails."""
    rules = Rules(seats=4, sides=(1, 0, 0, 0), objective="penalties", card_points={"Q": 6})
    cmap = _CardMap(rules)
    chooser = Drbg(5)
    deck = [rank + suit for rank in "23456789TJKA" for suit in "SHDC"] + ["QH", "QD", "QC"]
    for _ in range(200):
        cards = ["QS", *(deck[i] for i in _sample(chooser, len(deck), 11))]
        cards = [cards[i] for i in _sample(chooser, 12, 12)]
        hands = [cards[3 * seat:3 * seat + 3] for seat in range(4)]
        holder = next(seat for seat, hand in enumerate(hands) if "QS" in hand)
        spades = [(seat, card) for seat, hand in enumerate(hands) if seat != holder for card in hand if card[1] == "S"]
        if not spades:
            continue
        seat, card = spades[chooser.randbelow(len(spades))]
        swapped = [list(hand) for hand in hands]
        swapped[holder][hands[holder].index("QS")], swapped[seat][hands[seat].index(card)] = card, "QS"
        engine = _engine(rules, cmap, tuple(rules.sides), 1, 0, 0.0)
        for deal in (hands, swapped):
            reference = solve_reference(Position(hands=deal, leader=0, rules=rules))
            taken = engine.value(_masks(deal, cmap), 0, [])
            assert reference.total - taken == reference.value, deal


def _sample(chooser: Drbg, population: int, count: int) -> list[int]:
    """``count`` distinct indices below ``population``, in random order."""
    pool = list(range(population))
    return [pool.pop(chooser.randbelow(len(pool))) for _ in range(count)]


def _same(position: Position) -> None:
    engine, reference = solve_position(position, tt_mb=1), solve_reference(position)
    assert (engine.value, engine.card_values, engine.total) == (reference.value, reference.card_values,
                                                              reference.total), position


@pytest.mark.parametrize("contract", BARBU)
def test_barbu_engine_equals_the_reference_on_endings(contract: str) -> None:
    for position in _barbu_endings(contract):
        _same(position)


@pytest.mark.nightly
@pytest.mark.parametrize("contract", BARBU)
def test_barbu_engine_equals_the_reference_on_more_endings(contract: str) -> None:
    for position in _barbu_endings(contract, BARBU_NIGHTLY):
        _same(position)


@pytest.mark.parametrize("deal", KING)
def test_king_engine_equals_the_reference_on_endings(deal: int) -> None:
    for position in _king_endings(deal):
        _same(position)


@pytest.mark.parametrize("contract", ["contract:no_tricks", "contract:no_hearts", "contract:no_last_two"])
def test_the_drivers_probes_step_down_to_the_value(contract: str) -> None:
    """The engine's counters list the driver's zero-window searches.  With no guess they step down from the top
    (the avoider's proofs, the successes, cost the most): every target above the value failed, the targets
    descend one step at a time, and the one success, last, is the value (none when it is 0)."""
    for position in _barbu_endings(contract, 20):
        rules = position.rules
        cmap = _CardMap(rules)
        engine = _engine(rules, cmap, tuple(rules.sides), 1, 0, 0.0)
        hands = [_hand_cards(hand) for hand in position.hands]
        played = _played(position.played, cmap)
        value = engine.value(_masks(hands, cmap), position.leader, played)
        stats = engine.stats()
        probes = list(zip(stats["probe_targets"], stats["probe_ok"], strict=True))
        assert stats["probes"] == len(probes)
        assert all(bool(ok) == (target <= value) for target, ok in probes), (probes, value)
        targets = [target for target, _ok in probes]
        assert targets == sorted(set(targets), reverse=True), probes
        assert [ok for _target, ok in probes[:-1]] == [0] * (len(probes) - 1), probes
        if value > 0:
            assert probes[-1] == (value, 1), (probes, value)
        steps = {b - a for a, b in zip(targets[1:], targets, strict=False)}
        assert len(steps) <= 1, probes  # one step: the points' gcd


def test_the_drivers_guess_is_probed_first() -> None:
    """A guess starts the probes: below the value they step up (each a success), above it down."""
    rules = Rules(seats=4, sides=(0, 0, 0, 1), objective="penalties", trick_points=1)
    cmap = _CardMap(rules)
    hands = [["AS", "2H", "9D"], ["3S", "4H", "TD"], ["KS", "5H", "JD"], ["2S", "AH", "QD"]]
    reference = solve_reference(Position(hands=hands, leader=0, rules=rules))
    value = reference.total - reference.value
    for guess in range(4):
        engine = _engine(rules, cmap, tuple(rules.sides), 1, 0, 0.0)
        assert engine.value(_masks(hands, cmap), 0, [], guess) == value
        stats = engine.stats()
        probes = list(zip(stats["probe_targets"], stats["probe_ok"], strict=True))
        assert probes[0][0] == max(guess, 1) or value == 0 == guess
        assert all(bool(ok) == (target <= value) for target, ok in probes), (probes, value)


def test_an_avoider_holding_only_masters_is_bounded_without_search() -> None:
    """No Tricks, seat 3 avoids holding only masters (AS KS, AH).  Seat 0 leads: it holds a spade, leads it, and
    the avoider wins that trick and every one after it (its cards stay masters): every probe fails at the root.
    With seat 0 holding only diamonds the loaders win a trick only while they lead a suit the avoider lacks; the
    bound caps their take at their diamonds and clubs (and the suits the avoider could empty by discarding on
    them) without fixing it: the value is the reference's."""
    rules = Rules(seats=4, sides=(0, 0, 0, 1), objective="penalties", trick_points=1)
    cmap = _CardMap(rules)
    hands = [["2D", "3S", "4H"], ["5H", "6S", "7H"], ["8S", "9H", "TS"], ["AS", "KS", "AH"]]
    position = Position(hands=hands, leader=0, rules=rules)
    engine = _engine(rules, cmap, tuple(rules.sides), 1, 0, 0.0)
    assert engine.value(_masks(hands, cmap), 0, []) == 0
    stats = engine.stats()
    assert stats["nodes"] == stats["forced_cuts"] == stats["probes"] == 3  # targets 3, 2, 1: one node each
    assert solve_position(position).value == solve_reference(position).value == 3
    hands[0] = ["2D", "3D", "4D"]
    hands[1] = ["5H", "6S", "7D"]
    position = Position(hands=hands, leader=0, rules=rules)
    engine = _engine(rules, cmap, tuple(rules.sides), 1, 0, 0.0)
    reference = solve_reference(position)
    assert engine.value(_masks(hands, cmap), 0, []) == reference.total - reference.value
    assert solve_position(position).value == reference.value
    assert engine.stats()["forced_cuts"] >= 1


def test_the_masters_bound_respects_the_banned_lead() -> None:
    """King's No Hearts: hearts may not be led while the leader holds another suit.  The avoider (seat 2) holds
    only masters (AH, AS); seat 0 holds a heart but must lead its diamond, and the avoider discards its hearts and
    spades on the loaders' tricks: it takes nothing.  A bound letting seat 0 lead its heart would have the avoider
    take every heart."""
    rules = Rules(seats=3, sides=(0, 0, 1), objective="penalties", card_points={"*H": 2}, banned_lead="H")
    position = Position(hands=[["2H", "3D"], ["3H", "4D"], ["AH", "AS"]], leader=0, rules=rules)
    assert solve_position(position).value == solve_reference(position).value == 0
