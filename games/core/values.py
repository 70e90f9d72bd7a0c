"""Immutable value types: construction of frozen, slotted dataclasses, in C where it is built.

Every move builds new states, views and moves, and a frozen dataclass's generated ``__init__``
stores each field through ``object.__setattr__`` from a Python frame.  :func:`fast_init`
swaps in an ``__init__`` from the optional extension ``cardgames.games.core._values`` that stores the
fields straight into the slots (the same arguments, defaults, errors and ``__post_init__``);
:func:`replace` copies a value with some fields changed the same way.  Without the extension
both fall back to the dataclass machinery, so the rules stay pure Python.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable
from typing import Any, TypeVar, dataclass_transform, overload

try:
    from . import _values
except ImportError:  # not built (a source checkout without ``pip install``): pure Python
    _values = None  # type: ignore[assignment]

T = TypeVar("T")

_MISSING = object()


def accelerable(cls: type) -> bool:
    """Whether ``cls`` is a frozen, slotted dataclass whose ``__init__`` the extension can replace:
    its parameters are exactly its fields (no ``InitVar``, ``init=False`` or keyword-only
    fields) and no field has a default factory."""
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or not params.init or "__slots__" not in cls.__dict__:
        return False
    every = dataclasses.fields(cls)
    parameters = list(inspect.signature(cls.__dict__["__init__"]).parameters.values())[1:]
    return [p.name for p in parameters] == [f.name for f in every] and all(
        p.kind is p.POSITIONAL_OR_KEYWORD for p in parameters
    ) and all(f.default_factory is dataclasses.MISSING for f in every)


def fast_init(cls: type[T]) -> type[T]:
    """Class decorator (above ``@dataclass(frozen=True, slots=True)``): construct ``cls`` in C.

    A class the extension cannot serve (factories, ``init=False`` or keyword-only fields) keeps
    the dataclass's own ``__init__``.
    """
    if _values is None or not accelerable(cls):
        return cls
    generated = cls.__dict__["__init__"]
    every = dataclasses.fields(cls)  # type: ignore[arg-type]
    try:
        init = _values.make_init(
            cls,
            tuple(f.name for f in every),
            tuple(_MISSING if f.default is dataclasses.MISSING else f.default for f in every),
            _MISSING,
            getattr(cls, "__post_init__", None),
            generated,
        )
    except (TypeError, ValueError):  # a field that is not a plain slot, or more fields than the C side holds
        return cls
    init.__wrapped__ = generated  # inspect.signature(cls) reads the generated signature
    init.__name__, init.__qualname__, init.__doc__ = "__init__", generated.__qualname__, generated.__doc__
    type.__setattr__(cls, "__init__", init)
    return cls


@overload
def value(cls: type[T], /) -> type[T]: ...


@overload
def value(*, order: bool = False) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(frozen_default=True)
def value(cls: type[T] | None = None, /, *, order: bool = False) -> type[T] | Callable[[type[T]], type[T]]:
    """Class decorator of every value type: a frozen, slotted dataclass constructed in C (:func:`fast_init`).

    ``@value`` replaces the pair ``@fast_init`` + ``@dataclass(frozen=True, slots=True)``; fields,
    defaults, ``__post_init__`` checks and ``ClassVar`` constants are written as for a dataclass.
    ``order=True`` adds the comparison operators.
    """

    def make(target: type[T]) -> type[T]:
        return fast_init(dataclasses.dataclass(frozen=True, slots=True, order=order)(target))

    return make if cls is None else make(cls)


def _replace(value: T, **changes: Any) -> T:
    return dataclasses.replace(value, **changes)  # type: ignore[type-var]


replace = _replace if _values is None else _values.replace
"""``replace(value, **changes)``: a copy of the frozen dataclass ``value`` with ``changes``, as
``dataclasses.replace`` makes it (``__post_init__`` runs); in C for :func:`fast_init` classes."""
