"""Game descriptors, option specs, scores and the protocol every game module follows.

A game module (``games/<id>.py`` or a package) exposes ``SPEC`` and the
functions of :class:`GameRules`; :mod:`cardgames.games.registry` lists the modules.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any, Protocol, runtime_checkable

from .cards import Card
from .errors import InvalidOptions
from .rng import Drbg
from .values import fast_init


class Chance(IntEnum):
    """Whether the game deals at random."""

    DETERMINISTIC = 1
    EXPLICIT_STOCHASTIC = 2


class Information(IntEnum):
    """Whether players see the whole state."""

    PERFECT = 1
    IMPERFECT = 2


class OptionKind(IntEnum):
    BOOL = 1
    INT = 2
    CHOICE = 3


@fast_init
@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One game option: its name as clients spell it, type, default and allowed values."""

    name: str
    kind: OptionKind
    default: bool | int | str
    description: str
    choices: tuple[str, ...] = ()
    minimum: int = 0
    maximum: int = 0

    def parse(self, raw: object) -> bool | int | str:
        """Turn a client value (typed, or text from a CLI/map) into the option's type."""
        if self.kind is OptionKind.BOOL:
            return _parse_bool(self.name, raw)
        if self.kind is OptionKind.INT:
            return self._parse_int(raw)
        return self._parse_choice(raw)

    def _parse_int(self, raw: object) -> int:
        if isinstance(raw, bool) or not isinstance(raw, (int, str)):
            raise InvalidOptions(f"option {self.name} must be an integer, got {raw!r}", field=self.name)
        try:
            value = int(raw)
        except ValueError:
            raise InvalidOptions(f"option {self.name} must be an integer, got {raw!r}", field=self.name) from None
        if not self.minimum <= value <= self.maximum:
            raise InvalidOptions(
                f"option {self.name} must be between {self.minimum} and {self.maximum}, got {value}",
                field=self.name,
            )
        return value

    def _parse_choice(self, raw: object) -> str:
        text = str(raw).strip().lower()
        if text not in self.choices:
            raise InvalidOptions(
                f"option {self.name} must be one of {', '.join(self.choices)}, got {raw!r}", field=self.name
            )
        return text


def _parse_bool(name: str, raw: object) -> bool:
    if isinstance(raw, bool):
        return raw
    text = str(raw).strip().lower()
    if text in ("true", "1", "yes", "on"):
        return True
    if text in ("false", "0", "no", "off"):
        return False
    raise InvalidOptions(f"option {name} must be true or false, got {raw!r}", field=name)


def bool_option(name: str, default: bool, description: str) -> OptionSpec:
    return OptionSpec(name, OptionKind.BOOL, default, description)


def int_option(name: str, default: int, minimum: int, maximum: int, description: str) -> OptionSpec:
    return OptionSpec(name, OptionKind.INT, default, description, minimum=minimum, maximum=maximum)


def choice_option(name: str, default: str, choices: Sequence[str], description: str) -> OptionSpec:
    return OptionSpec(name, OptionKind.CHOICE, default, description, choices=tuple(choices))


@fast_init
@dataclass(frozen=True, slots=True)
class GameSpec:
    """What a game is: the descriptor ListGames reports (OpenSpiel's GameType)."""

    id: str
    name: str
    native_name: str
    family: str
    min_players: int
    max_players: int
    default_players: int
    chance: Chance
    information: Information
    options_type: type
    options: tuple[OptionSpec, ...] = ()
    spec_file: str = ""

    def option(self, name: str) -> OptionSpec:
        for option in self.options:
            if option.name == name:
                return option
        known = ", ".join(o.name for o in self.options) or "none"
        raise InvalidOptions(f"unknown option {name!r} for {self.id} (known: {known})", field=name)

    def build_options(self, raw: Mapping[str, object] | None = None) -> Any:
        """Options from a name -> value mapping; unknown names and bad values raise InvalidOptions."""
        values = {option.name: option.default for option in self.options}
        for name, value in (raw or {}).items():
            values[name] = self.option(name).parse(value)
        return self.options_type(**values)

    def default_options(self) -> Any:
        return self.build_options()

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise InvalidOptions(
                f"{self.id} takes {self.min_players}-{self.max_players} players, got {players}",
                field="players",
            )


def options_as_dict(options: object) -> dict[str, bool | int | str]:
    """An options dataclass as plain values, for JSON output and logs."""
    return {f.name: getattr(options, f.name) for f in dataclasses.fields(options)}  # type: ignore[arg-type]


class Outcome(IntEnum):
    """A seat's result: known only at the end of the match."""

    UNDECIDED = 1
    WIN = 2
    LOSS = 3
    DRAW = 4
    NEUTRAL = 5


@fast_init
@dataclass(frozen=True, slots=True)
class Score:
    """Scores per seat: the current (or last finished) deal, and the match so far."""

    terminal: bool
    deal: tuple[int, ...]
    match: tuple[int, ...]
    outcomes: tuple[Outcome, ...]
    summary: str = ""


@fast_init
@dataclass(frozen=True, slots=True)
class MoveInfo:
    """What every move type offers: a stable id (parseable back) and a human label."""

    id: str
    label: str


@runtime_checkable
class GameRules(Protocol):
    """The functions every game module defines (checked by tests over the registry)."""

    SPEC: GameSpec

    def new_game(
        self, options: Any, players: int, seed: int | None = None, deal: Sequence[Card] | None = None
    ) -> Any: ...

    def num_players(self, state: Any) -> int: ...

    def to_act(self, state: Any) -> int | None: ...

    def is_terminal(self, state: Any) -> bool: ...

    def legal_moves(self, state: Any) -> tuple[Any, ...]: ...

    def apply(self, state: Any, move: Any) -> Any: ...

    def score(self, state: Any) -> Score: ...

    def view(self, state: Any, seat: int | None) -> Any: ...

    def parse_move(self, text: str) -> Any: ...

    def check_state(self, state: Any) -> None: ...

    def cards_of(self, state: Any) -> Iterable[Card]: ...

    def redeal_unseen(self, state: Any, seat: int, drbg: Drbg) -> Any: ...


__all__ = [
    "Chance",
    "GameRules",
    "GameSpec",
    "Information",
    "MoveInfo",
    "OptionKind",
    "OptionSpec",
    "Outcome",
    "Score",
    "bool_option",
    "choice_option",
    "field",
    "int_option",
    "options_as_dict",
]
