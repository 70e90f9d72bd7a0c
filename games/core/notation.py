"""Move ids: one template per move type, parsed and formatted by the same code.

Every move type is a value type deriving :class:`GameMove` with two templates::

    @value
    class Cover(GameMove):
        ID = "cover:{attack_card}:{card}"
        LABEL = "Cover {attack_card} with {card}"
        attack_card: Card
        card: Card

``move.id`` and ``move.label`` fill the templates from the fields; a game's
:class:`Grammar` (built once from its move types) turns an id back into the move.  A
placeholder's text form follows the field's type: a card is ``TH``, a tuple of cards is
``7D,7H``, an integer is decimal, an enum is its lower-case name, and any other value type
is written with ``str()`` and read with its ``parse`` class method (a bid ``4H``).

A move built from text and a move decoded from a structured message are both checked by
:meth:`Grammar.check` (cards of the game's deck, no card named twice) and by the value
type's own ``__post_init__`` (ranges such as a bid's level), so both forms obey one rule.
"""

from __future__ import annotations

import dataclasses
import re
import typing
from collections.abc import Callable, Collection, Iterable, Sequence
from enum import IntEnum
from functools import lru_cache
from typing import Any, ClassVar, Generic, TypeVar

from .cards import Card
from .errors import InvalidMove

M = TypeVar("M")

_PLACEHOLDER = re.compile(r"\{(\w+)\}")
_CARD_PATTERN = r"(?:10|[0-9AKQJTakqjt])[CDHScdhs]|[Jj][Kk][12]"


class GameMove:
    """Base of every move type: ``id`` and ``label`` come from the class's ``ID`` and ``LABEL`` templates."""

    __slots__ = ()
    ID: ClassVar[str] = ""
    LABEL: ClassVar[str] = ""
    # A move that names cards only its seat may see gives the form every other seat is told of
    # (``exchange``, "Exchange cards"): templates over its public fields only.  Empty: the move is public.
    PUBLIC_ID: ClassVar[str] = ""
    PUBLIC_LABEL: ClassVar[str] = ""

    @property
    def id(self) -> str:
        return _formatted(self, "ID")

    @property
    def label(self) -> str:
        return _formatted(self, "LABEL")

    @property
    def public_id(self) -> str:
        """The id other seats are told of (the id itself when the move is public)."""
        return _formatted(self, "PUBLIC_ID") if type(self).PUBLIC_ID else self.id

    @property
    def public_label(self) -> str:
        return _formatted(self, "PUBLIC_LABEL") if type(self).PUBLIC_LABEL else self.label


@lru_cache(maxsize=8192)
def _formatted(move: Any, which: str) -> str:
    """A template filled from ``move``'s fields (memoised: moves are immutable and recur)."""
    template: str = getattr(type(move), which)
    return _PLACEHOLDER.sub(lambda match: _text(getattr(move, match[1]), label=which == "LABEL"), template)


def _text(value: object, label: bool) -> str:
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, tuple):
        return (" " if label else ",").join(_text(item, label) for item in value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, IntEnum):
        return value.name.lower()
    return str(value)


# ---------------------------------------------------------------- parsing


Reader = Callable[[str], Any]


class _Form(Generic[M]):
    """One move type's template as a regular expression and a reader per placeholder.

    A type whose ids one template cannot express (a bridge call is ``pass``, ``double`` or
    ``bid:4H``) gives ``ID_PATTERN`` (the regular expression its ids match) and a ``parse``
    class method instead.
    """

    def __init__(self, cls: type[M]):
        self.cls = cls
        self.readers: list[tuple[str, Reader]] = []
        custom = getattr(cls, "ID_PATTERN", None)
        if custom is not None:
            self.regex = re.compile(custom, re.IGNORECASE)
            self.custom: Reader | None = getattr(cls, "parse")  # noqa: B009 (a class method by contract)
            return
        self.custom = None
        template = getattr(cls, "ID", "")
        if not template:
            raise TypeError(f"{cls.__name__} has no ID template")
        hints = typing.get_type_hints(cls)
        pattern = ""
        position = 0
        for match in _PLACEHOLDER.finditer(template):
            pattern += re.escape(template[position : match.start()])
            name = match[1]
            if name not in hints:
                raise TypeError(f"{cls.__name__}.ID names {name!r}, which is not a field")
            group, reader = _slot(hints[name])
            pattern += f"({group})"
            self.readers.append((name, reader))
            position = match.end()
        pattern += re.escape(template[position:])
        self.regex = re.compile(pattern, re.IGNORECASE)

    def parse(self, text: str) -> M | None:
        match = self.regex.fullmatch(text)
        if match is None:
            return None
        if self.custom is not None:
            return self.custom(text)  # type: ignore[no-any-return]
        values = {name: read(match[index + 1]) for index, (name, read) in enumerate(self.readers)}
        return self.cls(**values)


def _slot(hint: Any) -> tuple[str, Reader]:
    """The pattern and the reader of one placeholder, by the field's type."""
    if hint is Card:
        return _CARD_PATTERN, Card.parse
    if typing.get_origin(hint) is tuple and typing.get_args(hint)[0] is Card:
        return rf"(?:{_CARD_PATTERN})(?:,(?:{_CARD_PATTERN}))*", lambda text: tuple(
            Card.parse(part) for part in text.split(",")
        )
    if hint is int:
        return r"\d{1,9}", int
    if hint is str:
        return r"[^:>\s]+", str
    if isinstance(hint, type) and issubclass(hint, IntEnum):
        enum = hint
        names = "|".join(member.name.lower() for member in enum)
        return names, lambda text: enum[text.upper()]
    parse = getattr(hint, "parse", None)
    if parse is None:
        raise TypeError(f"no text form for a placeholder of type {hint!r}")
    return getattr(hint, "PATTERN", r".+?"), parse


class Grammar(Generic[M]):
    """The text ids of one game's moves: ``parse`` is the inverse of ``move.id``.

    ``deck`` is the game's set of cards: a card outside it, or a card named twice in one
    move, makes the move malformed (:class:`InvalidMove`), in text and structured form alike.
    """

    def __init__(
        self, game: str, move_types: Sequence[type[M]], deck: Collection[Card] = (),
        parse: Callable[[str], M] | None = None,
    ):
        self.game = game
        self.forms = [_Form(cls) for cls in move_types]
        self.deck = frozenset(deck)
        self._moves: dict[str, M] = {}
        self._parse = parse  # a game's own parser, while its moves have no templates yet

    @property
    def examples(self) -> tuple[str, ...]:
        """The templates, for error messages and documentation."""
        return tuple(getattr(form.cls, "ID", "") or getattr(form.cls, "ID_PATTERN", "") for form in self.forms)

    def parse(self, text: str) -> M:
        """The move whose id is ``text`` (case and surrounding blanks ignored); raises :class:`InvalidMove`."""
        key = text.strip()
        cached = self._moves.get(key)
        if cached is not None:
            return cached
        if self._parse is not None:
            return self._parse(key)
        for form in self.forms:
            try:
                move = form.parse(key)
            except InvalidMove:
                raise
            except (ValueError, KeyError, TypeError) as error:
                raise InvalidMove(f"bad {self.game} move {text!r}: {_reason(error)}", field="move") from None
            if move is not None:
                self.check(move)
                if len(self._moves) < 4096 and len(key) <= 64:
                    self._moves[key] = move
                return move
        expected = ", ".join(self.examples)
        raise InvalidMove(f"not a {self.game} move: {text!r} (expected one of: {expected})", field="move")

    def check(self, move: M) -> M:
        """Raise :class:`InvalidMove` unless ``move``'s cards are distinct cards of the deck."""
        if not self.deck:
            return move
        cards = list(_cards_in(move))
        stray = [card for card in cards if card not in self.deck]
        if stray:
            raise InvalidMove(f"{stray[0]} is not a card of {self.game}'s deck", field="move")
        if len(set(cards)) != len(cards):
            raise InvalidMove("a card is named twice in one move", field="move")
        return move


def _cards_in(move: object) -> Iterable[Card]:
    for field in dataclasses.fields(move):  # type: ignore[arg-type]
        item = getattr(move, field.name)
        if isinstance(item, Card):
            yield item
        elif isinstance(item, tuple):
            yield from (card for card in item if isinstance(card, Card))


def _reason(error: Exception) -> str:
    return str(error.args[0]) if error.args else type(error).__name__
