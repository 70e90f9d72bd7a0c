"""Double dummy for preferans through the generic adapter: the C++ engine against the pure-Python reference
solver on endings of up to five cards a hand (and on whole ten-card hands), and both against a brute force
over the game's own rules (its legal moves and trick winners, the whister directing an open passer) on
endings of up to three cards; the value is the tricks of the side of the seat to play (declarer against the
defenders); in a misère the declarer's tricks as penalties he avoids and the defenders load on him; in a
raspasovka the tricks of the player to act as penalties he avoids and both others load on him: the widow's
tricks, outside the engine's rules, searched by the game's own rules down to the engine's positions."""

from __future__ import annotations

from typing import Any

import pytest

from cardgames.games import preferans
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.events import TrickWon
from cardgames.games.core.rng import Drbg
from cardgames.solvers.dd import solve_position
from cardgames.solvers.dd.reference import solve_reference
from cardgames.solvers.positions import dd_position, game_seats, position_of
from cardgames.solvers.rules_search import Counting, counting_by_rules, solve_by_rules

GAME = preferans.GAME
OPTIONS = preferans.Options()
PER_KIND = 150
"""Endings compared per size band."""


def _counted(state: Any) -> tuple[set[int], bool]:
    """The seats whose tricks the value counts (the side of the seat to play) and whether they maximise
    them (a misère: the declarer's, minimised; a raspasovka: the player's to act, minimised)."""
    if state.contract is None:
        return {preferans.rules.player(state)}, False
    if state.contract.misere:
        return {state.declarer}, False
    mover = preferans.rules.player(state)
    side = {state.declarer} if mover == state.declarer else set(preferans.defense.defenders(state))
    return side, True


def _brute(state: Any, counted: set[int], maximise: bool, left: int) -> int:
    if left == 0:
        return 0
    mine = preferans.rules.player(state) in counted
    values = [_after(state, move, counted, maximise, left) for move in GAME.legal_moves(state)]
    return max(values) if mine == maximise else min(values)


def _after(state: Any, move: Any, counted: set[int], maximise: bool, left: int) -> int:
    step = GAME.play(state, move)
    won = [event.seat for event in step.events if isinstance(event, TrickWon)]
    rest = left - len(won)
    return sum(1 for seat in won if seat in counted) + (_brute(step.state, counted, maximise, rest) if rest else 0)


def _endings(kind: str, most: int, count: int, options: preferans.Options = OPTIONS) -> list[Any]:
    """Play-phase states of random deals of ``kind`` once the hand to play holds at most ``most`` cards."""
    found: list[Any] = []
    seed = 0
    while len(found) < count:
        assert seed < 50 * count, f"no {kind} ending of {most} cards in {seed} deals"
        players = 3 + seed % 2
        chooser = Drbg(seed + 77)
        state = GAME.new_game(options, players, seed=seed)
        seed += 1
        state = _to_play(state, kind, chooser)
        if state is None:
            continue
        candidates = []
        while state.phase is preferans.Phase.PLAY and state.deal_number == 1:
            if len(state.hands[preferans.rules.player(state)].cards) <= most:
                try:
                    if GAME.trick_play(state) is not None:
                        candidates.append(state)
                except IllegalMove:
                    pass
            legal = GAME.legal_moves(state)
            state = GAME.play(state, legal[chooser.randbelow(len(legal))]).state
        if candidates:
            found.append(candidates[chooser.randbelow(len(candidates))])
    return found


def _to_play(state: Any, kind: str, chooser: Drbg) -> Any | None:
    """Drive the auction to a deal of ``kind``: a random contract, misère, or everybody passing."""
    calls = {"raspas": ["pass"] * 3, "misere": ["misere", "pass", "pass"]}.get(kind)
    if calls is None:
        contract = preferans.LADDER[chooser.randbelow(len(preferans.LADDER))]
        if contract.misere:
            return None
        calls = [f"bid:{contract}", "pass", "pass"]
    while state.phase is preferans.Phase.OPTIONS:
        state = GAME.play(state, GAME.parse_move("play_on")).state
    for move_id in calls:
        state = GAME.play(state, GAME.parse_move(move_id)).state
    while state.phase is not preferans.Phase.PLAY and state.deal_number == 1:
        legal = GAME.legal_moves(state)
        whist = [move for move in legal if move.id in ("whist", "open", "closed")]
        move = whist[chooser.randbelow(len(whist))] if whist else legal[chooser.randbelow(len(legal))]
        state = GAME.play(state, move).state
    return state if state.phase is preferans.Phase.PLAY and state.deal_number == 1 else None


def test_the_engine_and_the_reference_agree_on_endings_of_five_cards() -> None:
    for state in _endings("declared", 5, PER_KIND):
        position = position_of(GAME, state)
        engine = solve_position(position, tt_mb=1)
        reference = solve_reference(position)
        assert (engine.value, engine.card_values, engine.total) == (reference.value, reference.card_values,
                                                                  reference.total)
        assert game_seats(GAME, state)[engine.seat_to_move] == preferans.rules.player(state)


def test_the_engine_and_the_games_own_rules_agree_on_endings_of_three_cards() -> None:
    for state in _endings("declared", 3, PER_KIND):
        engine = solve_position(position_of(GAME, state), tt_mb=1)
        counted, maximise = _counted(state)
        left = 10 - len(state.tricks)
        assert engine.value == _brute(state, counted, maximise, left)
        for move in GAME.legal_moves(state):
            assert engine.card_values[str(move.card)] == _after(state, move, counted, maximise, left)


def _avoider_endings_agree(kind: str, options: preferans.Options, sizes: tuple[int, int], count: int) -> None:
    """Endings of ``kind`` where one player avoids tricks (the misère's declarer, a raspasovka's player to act):
    engine = reference on ``sizes[0]`` cards, engine = the game's own rules on ``sizes[1]``."""
    for state in _endings(kind, sizes[0], count, options):
        position = position_of(GAME, state)
        engine = solve_position(position, tt_mb=1)
        reference = solve_reference(position)
        assert (engine.value, engine.card_values, engine.total) == (reference.value, reference.card_values,
                                                                  reference.total)
        (avoider,), _ = _counted(state)
        assert list(engine.side) == [int(seat == avoider) for seat in game_seats(GAME, state)]
    for state in _endings(kind, sizes[1], count, options):
        engine = solve_position(position_of(GAME, state), tt_mb=1)
        counted, maximise = _counted(state)
        left = 10 - len(state.tricks)
        assert engine.value == _brute(state, counted, maximise, left)
        for move in GAME.legal_moves(state):
            assert engine.card_values[str(move.card)] == _after(state, move, counted, maximise, left)


def test_misere_endings_agree_with_the_reference_and_the_games_own_rules() -> None:
    _avoider_endings_agree("misere", OPTIONS, (4, 3), 40)


@pytest.mark.parametrize("widow", ["suit", "card"])
def test_raspasovka_endings_agree_with_the_reference_and_the_games_own_rules(widow: str) -> None:
    _avoider_endings_agree("raspas", preferans.Options(raspas_widow=widow), (4, 3), 30)


def _raspas_after(players: int, widow: str, cards: int) -> Any:
    """A raspasovka after its first ``cards`` cards (random legal play)."""
    state = _to_play(GAME.new_game(preferans.Options(raspas_widow=widow), players, seed=5), "raspas", Drbg(1))
    assert state is not None
    chooser = Drbg(2)
    for _ in range(cards):
        legal = GAME.legal_moves(state)
        state = GAME.play(state, legal[chooser.randbelow(len(legal))]).state
    return state


@pytest.mark.parametrize(("players", "widow", "first"), [(3, "suit", 4), (3, "card", 6), (4, "suit", 6)])
def test_raspasovka_widow_tricks_are_outside_the_engines_rules(players: int, widow: str, first: int) -> None:
    """The widow's cards lead the first two tricks (4 players, or ``raspas_widow=card``) or name their leads
    (3 players): those tricks are outside the engine's rules, refused by the adapter (and marked for the search
    by the game's rules) until the ``first``-th card is played (with the named suit, the second trick once led:
    its followers play as in any trick)."""
    for cards in range(first):
        state = _raspas_after(players, widow, cards)
        with pytest.raises(IllegalMove, match="widow's tricks"):
            GAME.trick_play(state)
        assert counting_by_rules(GAME, state) == Counting(frozenset({preferans.rules.player(state)}), True)
    state = _raspas_after(players, widow, first)
    position = GAME.trick_play(state)
    assert position is not None and position.objective == "penalties" and counting_by_rules(GAME, state) is None
    auction = GAME.new_game(OPTIONS, 3, seed=5)
    with pytest.raises(IllegalMove, match="card play"):
        GAME.trick_play(auction)


def _counted_tricks(state: Any, counted: frozenset[int]) -> int:
    """The counted seats' tricks from ``state`` on: by the game's rules in the widow's tricks, else the engine
    with its scoring seats replaced (the position's own scoring counts the player to act there)."""
    counting = Counting(counted, True)
    if counting_by_rules(GAME, state) is not None:
        return solve_by_rules(GAME, state, counting, tt_mb=4, values_of_cards=False).value
    position = GAME.trick_play(state)
    assert position is not None
    seats = position.seats or tuple(range(len(position.hands)))
    rescored = type(position)(position.rules, position.hands, position.trick,
                              tuple(seat in counted for seat in seats), "penalties", seats=seats)
    return solve_position(dd_position(rescored), tt_mb=4, values_of_cards=False).value


@pytest.mark.parametrize(("players", "widow"), [(3, "suit"), (3, "card"), (4, "suit")])
def test_raspasovka_widow_tricks_are_consistent_card_by_card(players: int, widow: str) -> None:
    """Along the widow's tricks of three deals: the value is the least of the card values (the player to act
    avoids tricks), and each card's value is the tricks it completes for him now plus his tricks from the state
    it leaves, as the game's own rules play it."""
    for seed in range(3):
        state = _to_play(GAME.new_game(preferans.Options(raspas_widow=widow), players, seed=seed), "raspas",
                         Drbg(seed))
        chooser = Drbg(seed + 9)
        while counting_by_rules(GAME, state) is not None:
            mover = preferans.rules.player(state)
            result = solve_by_rules(GAME, state, Counting(frozenset({mover}), True), tt_mb=4)
            assert result.value == min(result.card_values.values()) and result.seat_to_move == mover
            assert result.side == tuple(seat == mover for seat in range(players))
            assert result.total == 10 - len(state.tricks)
            legal = GAME.legal_moves(state)
            for move in legal:
                step = GAME.play(state, move)
                won = sum(1 for event in step.events if isinstance(event, TrickWon) and event.seat == mover)
                assert result.card_values[str(move.card)] == won + _counted_tricks(step.state, frozenset({mover}))
            state = GAME.play(state, legal[chooser.randbelow(len(legal))]).state


def test_whole_hands_are_consistent_card_by_card() -> None:
    """Ten-card hands, where the Python reference is out of reach (seven cards take it ~40 s): along a whole
    hand the engine's value is the best of its card values for the side to play, and each card's value is
    what that card wins now plus the value of the position it leaves."""
    hands = 0
    seed = 100
    while hands < 6:
        state = _to_play(GAME.new_game(OPTIONS, 3 + seed % 2, seed=seed), "declared", Drbg(seed))
        seed += 1
        if state is None:
            continue
        hands += 1
        chooser = Drbg(seed)
        while state.phase is preferans.Phase.PLAY and state.deal_number == 1:
            counted, _ = _counted(state)
            result = solve_position(position_of(GAME, state), tt_mb=16)
            assert result.value == max(result.card_values.values())
            legal = GAME.legal_moves(state)
            move = legal[chooser.randbelow(len(legal))]
            step = GAME.play(state, move)
            won = [event.seat for event in step.events if isinstance(event, TrickWon)]
            gained = sum(1 for seat in won if seat in counted)
            after = step.state
            if after.deal_number != 1 or after.phase is not preferans.Phase.PLAY:
                assert result.card_values[str(move.card)] == gained
                break
            rest = solve_position(position_of(GAME, after), tt_mb=16)
            mine = preferans.rules.player(after) in counted
            left = 10 - len(after.tricks)
            assert result.card_values[str(move.card)] == gained + (rest.value if mine else left - rest.value)
            state = after


def test_the_engine_and_the_reference_agree_on_six_card_endings() -> None:
    """The largest endings the plain-minimax reference still affords in a test (about 3 s each)."""
    compared, seed = 0, 300
    while compared < 3:
        state = _to_play(GAME.new_game(OPTIONS, 3, seed=seed), "declared", Drbg(seed))
        seed += 1
        chooser = Drbg(seed)
        while state is not None and state.phase is preferans.Phase.PLAY and state.deal_number == 1 and (
                len(state.tricks) < 4 or state.trick is None or state.trick.cards):
            legal = GAME.legal_moves(state)
            state = GAME.play(state, legal[chooser.randbelow(len(legal))]).state
        if state is None or state.phase is not preferans.Phase.PLAY or state.deal_number != 1:
            continue
        compared += 1
        position = position_of(GAME, state)
        engine = solve_position(position, tt_mb=4)
        reference = solve_reference(position)
        assert (engine.value, engine.card_values) == (reference.value, reference.card_values)
