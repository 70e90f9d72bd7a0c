"""Random playouts over any registered game, checking the invariants every game must keep.

Each check is written once for every game: cards conserved, legal moves non-empty exactly
until the end, one seat to act, deterministic move lists, ids that parse back, illegal moves
refused, scores shaped alike, and the events of every step: the move first, and no event
shows a seat a card it could not see in its views before and after the step.
"""

from __future__ import annotations

import dataclasses
import itertools
import os
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import Any

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import IllegalMove, InvalidMove, InvalidOptions
from cardgames.games.core.events import Event, MovePlayed, events_for
from cardgames.games.core.game import AnyGame
from cardgames.games.core.rng import Drbg
from cardgames.games.core.spec import Outcome

MAX_STEPS = 50_000
DEEP_STEPS = 300  # a deep playout checks every move and every event of its first steps only


def playouts(default: int) -> int:
    """How many random playouts a property test runs (env CARDGAMES_PLAYOUTS overrides)."""
    value = os.environ.get("CARDGAMES_PLAYOUTS")
    return int(value) if value else default


PLAYOUT_OPTIONS: dict[str, dict[str, object]] = {
    # A patience ends by itself only when won, out of moves or proven dead; while progress stays
    # reachable a uniformly random player wanders (shuffling cards between columns and foundations)
    # for tens of thousands of moves before it finds it.  Random playouts use the game's idle limit.
    "little_piano": {"idle_limit": 200},
    "kosynka": {"idle_limit": 200},
    "demon": {"idle_limit": 200},
    # Random players keep discarding their way to tricks they cannot take: at five or six seats the counts
    # drift upwards and a game would not end.  Random sessions stop after one deal (settled as if the
    # lowest count had finished).
    "mushka": {"max_deals": 1},
    "rams": {"max_deals": 1},
    # Random declarers go down more often than not: a race to 1000 rarely ends before the safety stop.
    "thousand": {"max_deals": 2},
    # A poker match is a deal per seat; random sessions play one deal (a carried jackpot is still played out).
    "poker": {"deals": 1},
    # The banking games' matches are long series of short rounds: random sessions play a few rounds.
    "blackjack": {"rounds": 3},
    "baccara": {"coups": 4},
    "macao": {"coups": 6},
    # Ten notes of eight digits allow 800 bids; random sessions use four-digit notes (shorter move lists).
    "liars_bills": {"digits_per_note": 4},
    # A random preferans table rarely fills its pulkas: random sessions stop after two deals (settled as
    # they stand), enough for a declared game and a raspasovka to meet.
    "preferans": {"max_deals": 2},
    # A random canasta match to 5000 takes ~1,500 moves and samba's to 10 000 ~3,000-5,000; every option set and
    # seat count plays at least one whole match, so random sessions race to the option's lowest target.
    "canasta": {"target": 500},
    "samba": {"target": 1000},
}
"""Options random playouts add to every option set of a game (an option set naming one overrides it)."""


OPTION_SEATS: dict[str, dict[tuple[str, object], tuple[int, ...]]] = {
    # Poker's quintet is a game for two (6.5): at other seat counts new_game refuses it.
    "poker": {("variant", "quintet"): (2,)},
}
"""Option values that only some seat counts can play."""


def seat_counts(game: AnyGame, raw: dict[str, object]) -> list[int]:
    """The seat counts that can play the option set ``raw``."""
    counts = player_counts(game)
    for (name, value), allowed in OPTION_SEATS.get(game.id, {}).items():
        if raw.get(name) == value:
            counts = [players for players in counts if players in allowed]
    return counts


def seats_for(game: AnyGame, raw: dict[str, object], players: int) -> int:
    """``players`` if the option set can be played at that count, else the fewest seats that can play it."""
    counts = seat_counts(game, raw)
    return players if players in counts else counts[0]


def option_sets(game: AnyGame) -> list[dict[str, object]]:
    """The defaults, then each option moved off its default one at a time (with :data:`PLAYOUT_OPTIONS`)."""
    extra = PLAYOUT_OPTIONS.get(game.id, {})
    return [{**extra, **raw} for raw in game.spec.option_variants()]


def player_counts(game: AnyGame) -> list[int]:
    return list(range(game.spec.min_players, game.spec.max_players + 1))


def random_move(legal: tuple[Any, ...], chooser: Drbg) -> Any:
    """A uniformly random legal move, except that giving up is chosen only when nothing else is legal."""
    playing = [move for move in legal if move.id != "resign"]
    pool = playing or list(legal)
    return pool[chooser.randbelow(len(pool))]


def playout(
    game: AnyGame, options: Any, players: int, seed: int
) -> Iterator[tuple[Any, tuple[Any, ...], Any, tuple[Event, ...]]]:
    """Yield (state, legal moves, chosen move or None at the end, the events that led to the state)."""
    chooser = Drbg(seed ^ 0x5EED)
    try:
        state = game.new_game(options, players, seed=seed)
    except InvalidOptions:  # an option some seat counts do not allow (business's 36 cards: 4-5 players)
        return
    events = game.opening_events(state)
    for _ in range(MAX_STEPS):
        legal = game.legal_moves(state)
        if game.is_terminal(state):
            yield state, legal, None, events
            return
        move = random_move(legal, chooser) if legal else None
        yield state, legal, move, events
        if move is None:
            return
        step = game.play(state, move)
        state, events = step.state, step.events
    raise AssertionError(f"{game.id}: no end after {MAX_STEPS} moves (seed {seed})")


def check_playout(
    game: AnyGame, options: Any, players: int, seed: int, deep: bool
) -> tuple[Any, list[str], list[Any]]:
    """Play one game checking every invariant; return the final state, move ids played, states seen."""
    deck: Counter[Any] | None = None
    seen_ids: set[str] = set()
    played: list[str] = []
    states: list[Any] = []
    state: Any = None
    previous: Any = None
    for state, legal, move, events in playout(game, options, players, seed):
        deep = deep and len(states) < DEEP_STEPS
        states.append(state)
        game.check_state(state)
        cards = Counter(game.cards_of(state))
        deck = deck or cards
        assert cards == deck, f"cards not conserved after {played[-1:]}"
        terminal = game.is_terminal(state)
        assert (game.to_act(state) is None) == terminal
        assert bool(legal) != terminal, f"legal moves must be non-empty exactly when not terminal ({played[-3:]})"
        ids = [m.id for m in legal]
        assert len(set(ids)) == len(ids), f"duplicate legal move ids {ids}"
        assert game.legal_moves(state) == legal, "legal_moves is not deterministic"
        if deep and not terminal:
            _check_moves(game, state, legal, seen_ids)
        if previous is not None and deep:
            check_events(game, previous[0], previous[1], state, events, players)
        seen_ids.update(ids)
        _check_score(game, state, players, terminal)
        if move is not None:
            played.append(move.id)
            previous = (state, move)
    return state, played, states


def _check_score(game: AnyGame, state: Any, players: int, terminal: bool) -> None:
    score = game.score(state)
    assert len(score.match) == players and len(score.outcomes) == players and len(score.deal) == players
    assert score.terminal == terminal
    assert score.denominator >= 1
    assert len(score.places) == players
    for line in score.breakdown:
        assert line.label
    if terminal:
        assert all(outcome is not Outcome.UNDECIDED for outcome in score.outcomes)
        assert all(place >= 1 for place in score.places)
    else:
        assert all(outcome is Outcome.UNDECIDED for outcome in score.outcomes)


def _check_moves(game: AnyGame, state: Any, legal: tuple[Any, ...], seen_ids: set[str]) -> None:
    for move in itertools.islice(legal, 40):
        assert game.parse_move(move.id) == move, f"parse_move({move.id!r}) does not round-trip"
        game.apply(state, move)
    legal_ids = {m.id for m in legal}
    for move_id in itertools.islice(sorted(seen_ids - legal_ids), 5):
        try:
            illegal = game.parse_move(move_id)
        except InvalidMove:
            continue
        try:
            game.apply(state, illegal)
        except IllegalMove:
            continue
        raise AssertionError(f"illegal move {move_id} was accepted")


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _field_names(item: object) -> tuple[str, ...]:
    """The field names of a value type (none for anything else), once per type."""
    kind = type(item)
    names = _FIELD_NAMES.get(kind)
    if names is None:
        every = dataclasses.fields(item) if dataclasses.is_dataclass(item) and not isinstance(item, type) else ()
        names = _FIELD_NAMES[kind] = tuple(field.name for field in every)  # type: ignore[union-attr]
    return names


def cards_in(value: object) -> set[Card]:
    """Every card anywhere inside a view (or any value type)."""
    found: set[Card] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, Card):
            found.add(item)
        elif item is None or isinstance(item, (int, str)):  # most leaves (cheap to rule out)
            continue
        elif isinstance(item, (tuple, list)):
            stack.extend(item)
        else:
            stack.extend([getattr(item, name) for name in _field_names(item)])
    return found


def check_events(game: AnyGame, before: Any, move: Any, after: Any, events: Iterable[Event], players: int) -> None:
    """The step's events start with the move, and show each seat only cards its views show it."""
    listed = tuple(events)
    first = listed[0] if listed else None
    assert isinstance(first, MovePlayed) and first.move_id == move.id, f"first event must be the move: {first}"
    assert first.seat == game.to_act(before)
    for seat in (*range(players), None):
        in_views = cards_in(game.view(before, seat)) | cards_in(game.view(after, seat))
        visible = in_views | cards_in(move)
        seen = events_for(listed, seat)
        shown = cards_in(seen)
        assert shown <= visible, f"events show seat {seat} hidden cards {sorted(shown - visible)[:3]}"
        if seat != first.seat:  # the move as another seat is told of it names only cards it may see
            told = seen[0]
            assert isinstance(told, MovePlayed)
            named = _cards_named(game, told.move_id) - in_views - cards_in(seen[1:])
            assert not named, f"seat {seat} is told of move {told.move_id!r} naming hidden cards {sorted(named)[:3]}"


def _cards_named(game: AnyGame, move_id: str) -> set[Card]:
    """The cards a move id names (none when it is not a move of ``game``: a public form such as ``exchange``)."""
    try:
        return cards_in(game.parse_move(move_id))
    except InvalidMove:
        return set()


def replay(game: AnyGame, options: Any, players: int, seed: int, move_ids: list[str]) -> Any:
    state = game.new_game(options, players, seed=seed)
    for move_id in move_ids:
        state = game.apply(state, game.parse_move(move_id))
    return state


def leak_check(game: AnyGame, state: Any, seat: int, seed: int) -> None:
    """Re-dealing what ``seat`` cannot see must not change its view or its legal moves."""
    base_view = game.view(state, seat)
    acting = game.to_act(state) == seat
    base_moves = game.legal_moves(state) if acting else None
    for attempt in range(3):
        other = game.redeal_unseen(state, seat, Drbg(seed * 7 + attempt))
        game.check_state(other)
        assert Counter(game.cards_of(other)) == Counter(game.cards_of(state))
        assert game.view(other, seat) == base_view, f"view of seat {seat} depends on hidden cards"
        if acting:
            assert game.legal_moves(other) == base_moves, f"legal moves of seat {seat} depend on hidden cards"
