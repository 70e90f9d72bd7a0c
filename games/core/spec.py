"""Game descriptors, option specs and scores (the typed seat every game plugs into is :mod:`.game`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import field
from enum import IntEnum
from typing import Any

from .errors import InvalidOptions
from .values import value


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


@value
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


@value
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
    deal_format: str = ""
    """How an explicit deal is read: where each deck index goes, what per-seat hands and ``rest`` hold."""

    def option(self, name: str) -> OptionSpec:
        for option in self.options:
            if option.name == name:
                return option
        known = ", ".join(o.name for o in self.options) or "none"
        raise InvalidOptions(f"unknown option {name!r} for {self.id} (known: {known})", field=name)

    def build_options(self, raw: Mapping[str, object] | None = None) -> Any:
        """Options from a name -> value mapping; unknown names and bad values raise InvalidOptions."""
        values = {option.name: option.default for option in self.options}
        for name, given in (raw or {}).items():
            values[name] = self.option(name).parse(given)
        return self.options_type(**values)

    def check_options(self, options: object) -> None:
        """Raise InvalidOptions unless ``options`` is this game's options type with every value allowed."""
        if not isinstance(options, self.options_type):
            raise InvalidOptions(
                f"{self.id} needs {self.options_type.__name__}, got {type(options).__name__}", field="options"
            )
        for option in self.options:
            current = getattr(options, option.name)
            if type(current) is not type(option.default) or option.parse(current) != current:
                raise InvalidOptions(f"option {option.name} has a bad value {current!r}", field=option.name)

    def option_variants(self) -> list[dict[str, object]]:
        """The defaults (``{}``), then each option moved off its default one at a time (its other choices,
        the other truth value, the ends of its range): what tests and golden playthroughs cover."""
        variants: list[dict[str, object]] = [{}]
        for option in self.options:
            if option.kind is OptionKind.BOOL:
                variants.append({option.name: not option.default})
            elif option.kind is OptionKind.CHOICE:
                variants.extend({option.name: choice} for choice in option.choices if choice != option.default)
            else:
                variants.extend({option.name: value} for value in sorted({option.minimum, option.maximum}
                                                                           - {option.default}))
        return variants

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


@value
class ScoreLine:
    """One labelled line of a game's score breakdown: a value per seat (or per side, as the label says)."""

    label: str
    values: tuple[int, ...]


@value
class Score:
    """The same meaning in every game (``cardgames.v1.Score`` documents it for clients).

    * ``deal[s]``: the points seat ``s`` scored in the deal in progress, or in the last
      finished deal between deals (in partnership games, the points of the seat's side);
    * ``match[s]``: the seat's (or its side's) running total over the whole match;
    * ``places[s]``: the seat's finishing place in the match, 1 = first, ties share a place,
      0 while the match goes on;
    * ``outcomes[s]``: WIN / LOSS / DRAW / NEUTRAL at the end, UNDECIDED before;
    * ``breakdown``: labelled lines specific to the game (bridge: above and below the line);
    * ``denominator``: every number above is a whole number of ``1/denominator`` points
      (2 when a game scores half points), so scores stay exact;
    * ``summary``: the state of the match in words.
    """

    terminal: bool
    deal: tuple[int, ...]
    match: tuple[int, ...]
    outcomes: tuple[Outcome, ...]
    summary: str = ""
    places: tuple[int, ...] = ()
    breakdown: tuple[ScoreLine, ...] = ()
    denominator: int = 1


def places_by(totals: Sequence[int], higher_is_better: bool = True) -> tuple[int, ...]:
    """Finishing places from totals: 1 for the best, ties share a place (1, 1, 3, ...)."""
    sign = 1 if higher_is_better else -1
    return tuple(1 + sum(1 for other in totals if sign * other > sign * total) for total in totals)


@value
class MoveInfo:
    """What every move type offers: a stable id (parseable back) and a human label."""

    id: str
    label: str


__all__ = [
    "Chance",
    "GameSpec",
    "Information",
    "MoveInfo",
    "OptionKind",
    "OptionSpec",
    "Outcome",
    "Score",
    "ScoreLine",
    "bool_option",
    "choice_option",
    "field",
    "int_option",
    "options_as_dict",
    "places_by",
]
