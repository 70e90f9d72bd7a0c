"""The seam where every game plugs in: one typed :class:`Game` value per game, listed in the registry.

A game package (``games/<id>/``) writes its rules as plain functions over its own value
types (options ``O``, state ``S``, move ``M``, view ``V``) and ends with one ``GAME = Game(...)``
that names them; ``mypy --strict`` checks every function against the four types there, and
the registry lists the ``GAME`` values.  Everything else (the service, the solvers, the
tests over the registry) goes through this interface only.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from .cards import Card
from .deals import ExplicitDeal
from .events import Event
from .notation import Grammar
from .rng import Drbg
from .spec import GameSpec, Score
from .values import value

O = TypeVar("O")
S = TypeVar("S")
M = TypeVar("M")
V = TypeVar("V")
O_contra = TypeVar("O_contra", contravariant=True)
S_co = TypeVar("S_co", covariant=True)


@value
class Step(Generic[S]):
    """A move's outcome: the next state and what happened, in order (the move first)."""

    state: S
    events: tuple[Event, ...] = ()


class NewGame(Protocol[O_contra, S_co]):
    """``new_game(options, players, seed=None, deals=())``: the first state of a match.

    ``deals`` are explicit deals for the first deals of the match, in order (the rest are
    shuffled from ``seed``); a game with one deal per match takes at most one.
    """

    def __call__(
        self, options: O_contra, players: int, seed: int | None = None, deals: Sequence[ExplicitDeal] = ()
    ) -> S_co: ...


@dataclass(frozen=True)
class Game(Generic[O, S, M, V]):
    """What the rest of the system knows of a game: its descriptor, value types and rule functions.

    * ``play(state, move)`` is pure: the next state and the events, with every automatic
      step done; it raises ``IllegalMove`` (naming the rule), ``InvalidMove`` or ``GameOver``.
    * ``legal_moves`` is deterministic and sorted, empty exactly when the match is over;
      ``to_act`` is the one seat that acts (None at the end).
    * ``view(state, seat)`` is what ``seat`` sees (None: a spectator; everything at the end);
      ``opening_events(state)`` what happened at the deal, as the first events of a match.
    * ``check_state`` raises ``InvalidState`` for anything impossible in a state a client sent;
      ``cards_of`` lists every card wherever it lies; ``redeal_unseen(state, seat, drbg)``
      permutes what ``seat`` cannot see (tests: a view must not change).
    * ``plays_from(state)``: the seat whose hand the seat to act plays from (bridge: the
      declarer plays dummy's cards); by default the seat to act.
    * ``trick_play(state)``: for trick-taking games, the play phase as a
      :class:`~cardgames.games.mechanics.tricks.TrickPosition` (double-dummy analysis).
    """

    spec: GameSpec
    options_type: type[O]
    state_type: type[S]
    move_type: Any  # a Union of move types (typing forms are not ``type`` objects)
    view_type: type[V]
    grammar: Grammar[M]
    new_game: NewGame[O, S]
    play: Callable[[S, M], Step[S]]
    legal_moves: Callable[[S], tuple[M, ...]]
    to_act: Callable[[S], int | None]
    num_players: Callable[[S], int]
    is_terminal: Callable[[S], bool]
    score: Callable[[S], Score]
    view: Callable[[S, int | None], V]
    opening_events: Callable[[S], tuple[Event, ...]]
    check_state: Callable[[S], None]
    cards_of: Callable[[S], Iterable[Card]]
    redeal_unseen: Callable[[S, int, Drbg], S]
    plays_from: Callable[[S], int | None] | None = None
    trick_play: Callable[[S], Any] | None = None
    extras: dict[str, Any] = field(default_factory=dict, compare=False)

    @property
    def id(self) -> str:
        return self.spec.id

    @property
    def SPEC(self) -> GameSpec:
        return self.spec

    def apply(self, state: S, move: M) -> S:
        """The next state (``play`` without the events)."""
        return self.play(state, move).state

    def parse_move(self, text: str) -> M:
        """The move whose id is ``text``; raises ``InvalidMove``."""
        return self.grammar.parse(text)

    def check_move(self, move: M) -> M:
        """A move decoded from a structured message, checked as a parsed one is."""
        return self.grammar.check(move)

    def hand_in_play(self, state: S) -> int | None:
        """The seat whose cards the seat to act plays now."""
        if self.plays_from is not None:
            return self.plays_from(state)
        return self.to_act(state)


AnyGame = Game[Any, Any, Any, Any]
