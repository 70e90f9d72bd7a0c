"""Random playouts over any registered game, checking the invariants every game must keep."""

from __future__ import annotations

import itertools
import os
from collections import Counter
from collections.abc import Iterator
from types import ModuleType
from typing import Any

from cardgames.games.core.errors import IllegalMove, InvalidMove
from cardgames.games.core.rng import Drbg
from cardgames.games.core.spec import OptionKind, Outcome

MAX_STEPS = 50_000


def playouts(default: int) -> int:
    """How many random playouts a property test runs (env CARDGAMES_PLAYOUTS overrides)."""
    value = os.environ.get("CARDGAMES_PLAYOUTS")
    return int(value) if value else default


def option_sets(module: ModuleType) -> list[dict[str, object]]:
    """The defaults, then each option moved off its default one at a time."""
    sets: list[dict[str, object]] = [{}]
    for option in module.SPEC.options:
        if option.kind is OptionKind.BOOL:
            sets.append({option.name: not option.default})
        elif option.kind is OptionKind.CHOICE:
            sets.extend({option.name: choice} for choice in option.choices if choice != option.default)
        else:
            for value in sorted({option.minimum, option.maximum} - {option.default}):
                sets.append({option.name: value})
    return sets


def player_counts(module: ModuleType) -> list[int]:
    return list(range(module.SPEC.min_players, module.SPEC.max_players + 1))


def playout(module: ModuleType, options: Any, players: int, seed: int) -> Iterator[tuple[Any, tuple[Any, ...], Any]]:
    """Yield (state, legal moves, chosen move or None at the end) along one random game."""
    chooser = Drbg(seed ^ 0x5EED)
    state = module.new_game(options, players, seed=seed)
    for _ in range(MAX_STEPS):
        legal = module.legal_moves(state)
        if module.is_terminal(state):
            yield state, legal, None
            return
        move = legal[chooser.randbelow(len(legal))] if legal else None
        yield state, legal, move
        if move is None:
            return
        state = module.apply(state, move)
    raise AssertionError(f"{module.SPEC.id}: no end after {MAX_STEPS} moves (seed {seed})")


def check_playout(
    module: ModuleType, options: Any, players: int, seed: int, deep: bool
) -> tuple[Any, list[str], list[Any]]:
    """Play one game checking every invariant; return the final state, move ids played, states seen."""
    deck: Counter[Any] | None = None
    seen_ids: set[str] = set()
    played: list[str] = []
    states: list[Any] = []
    state: Any = None
    for state, legal, move in playout(module, options, players, seed):
        states.append(state)
        module.check_state(state)
        cards = Counter(module.cards_of(state))
        deck = deck or cards
        assert cards == deck, f"cards not conserved after {played[-1:]}"
        terminal = module.is_terminal(state)
        assert (module.to_act(state) is None) == terminal
        assert bool(legal) != terminal, f"legal moves must be non-empty exactly when not terminal ({played[-3:]})"
        ids = [m.id for m in legal]
        assert len(set(ids)) == len(ids), f"duplicate legal move ids {ids}"
        assert module.legal_moves(state) == legal, "legal_moves is not deterministic"
        if deep and not terminal:
            _check_moves(module, state, legal, seen_ids)
        seen_ids.update(ids)
        _check_score(module, state, players, terminal)
        if move is not None:
            played.append(move.id)
    return state, played, states


def _check_score(module: ModuleType, state: Any, players: int, terminal: bool) -> None:
    score = module.score(state)
    assert len(score.match) == players and len(score.outcomes) == players
    assert score.terminal == terminal
    if terminal:
        assert all(outcome is not Outcome.UNDECIDED for outcome in score.outcomes)
    else:
        assert all(outcome is Outcome.UNDECIDED for outcome in score.outcomes)


def _check_moves(module: ModuleType, state: Any, legal: tuple[Any, ...], seen_ids: set[str]) -> None:
    for move in itertools.islice(legal, 40):
        assert module.parse_move(move.id) == move, f"parse_move({move.id!r}) does not round-trip"
        module.apply(state, move)
    legal_ids = {m.id for m in legal}
    for move_id in itertools.islice(sorted(seen_ids - legal_ids), 5):
        try:
            illegal = module.parse_move(move_id)
        except InvalidMove:
            continue
        try:
            module.apply(state, illegal)
        except IllegalMove:
            continue
        raise AssertionError(f"illegal move {move_id} was accepted")


def replay(module: ModuleType, options: Any, players: int, seed: int, move_ids: list[str]) -> Any:
    state = module.new_game(options, players, seed=seed)
    for move_id in move_ids:
        state = module.apply(state, module.parse_move(move_id))
    return state


def leak_check(module: ModuleType, state: Any, seat: int, seed: int) -> None:
    """Re-dealing what ``seat`` cannot see must not change its view or its legal moves."""
    base_view = module.view(state, seat)
    acting = module.to_act(state) == seat
    base_moves = module.legal_moves(state) if acting else None
    for attempt in range(3):
        other = module.redeal_unseen(state, seat, Drbg(seed * 7 + attempt))
        module.check_state(other)
        assert Counter(module.cards_of(other)) == Counter(module.cards_of(state))
        assert module.view(other, seat) == base_view, f"view of seat {seat} depends on hidden cards"
        if acting:
            assert module.legal_moves(other) == base_moves, f"legal moves of seat {seat} depend on hidden cards"
