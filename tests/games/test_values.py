"""cardgames.games.core.values: the C constructor behaves as the dataclass's own ``__init__`` does."""

from __future__ import annotations

import copy
import dataclasses
import gc
import inspect
import pickle
import sys
from dataclasses import dataclass
from typing import Any, ClassVar

import pytest

import cardgames.games.registry
from cardgames.games.core import values
from cardgames.games.core.values import fast_init, replace

needs_extension = pytest.mark.skipif(values._values is None, reason="cardgames.games.core._values is not built")


@dataclass(frozen=True, slots=True)
class Plain:
    number: int
    items: tuple[int, ...]
    text: str = "x"


@fast_init
@dataclass(frozen=True, slots=True)
class Fast:
    number: int
    items: tuple[int, ...]
    text: str = "x"


@fast_init
@dataclass(frozen=True, slots=True)
class Sorted:
    cards: tuple[int, ...]
    PREFIX: ClassVar[str] = "s"

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(sorted(self.cards)))


@fast_init
@dataclass(frozen=True, slots=True)
class SortedChild(Sorted):
    pass


@fast_init
@dataclass(frozen=True, slots=True)
class WithFactory:
    items: list[int] = dataclasses.field(default_factory=list)


@fast_init
@dataclass(frozen=True, slots=True)
class KeywordOnly:
    number: int = dataclasses.field(kw_only=True)


CALLS: list[tuple[tuple[Any, ...], dict[str, Any]]] = [
    ((1, (2,)), {}),
    ((1, (2,), "y"), {}),
    ((1,), {"items": (), "text": "z"}),
    ((), {"text": "t", "items": (3,), "number": 4}),
]

BAD_CALLS: list[tuple[tuple[Any, ...], dict[str, Any]]] = [
    ((), {}),
    ((1,), {}),
    ((1, (2,), "y", "extra"), {}),
    ((1, (2,)), {"number": 3}),
    ((1, (2,)), {"colour": 3}),
]


def test_the_extension_is_built() -> None:
    """An install builds it (setup.py); without it every state, view and move is built in Python."""
    assert values._values is not None


@needs_extension
def test_accelerated_classes_get_the_c_init_and_others_keep_their_own() -> None:
    assert type(Fast.__init__).__name__ == "Init"
    assert type(SortedChild.__init__).__name__ == "Init"
    assert type(WithFactory.__init__).__name__ == "function"  # a factory: the dataclass's own
    assert type(KeywordOnly.__init__).__name__ == "function"
    assert WithFactory().items == [] and KeywordOnly(number=2).number == 2


@needs_extension
def test_every_value_type_of_the_registered_games_is_accelerated() -> None:
    cardgames.games.registry.all_games()
    slow = [
        f"{cls.__module__}.{cls.__qualname__}"
        for cls in gc.get_objects()
        if isinstance(cls, type)
        and str(cls.__dict__.get("__module__", "")).startswith("cardgames.games.")
        and "__slots__" in cls.__dict__
        and getattr(cls, "__dataclass_params__", None) is not None
        and type(cls.__dict__["__init__"]).__name__ != "Init"
    ]
    assert not slow, f"value types built by the dataclass __init__: {slow} (declare them with @value)"


@pytest.mark.parametrize(("args", "kwargs"), CALLS)
def test_construction_matches_the_dataclass_init(args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
    fast, plain = Fast(*args, **kwargs), Plain(*args, **kwargs)
    assert dataclasses.astuple(fast) == dataclasses.astuple(plain)
    assert fast == Fast(*args, **kwargs) and hash(fast) == hash(Fast(*args, **kwargs))
    assert repr(fast) == repr(plain).replace("Plain", "Fast")


@pytest.mark.parametrize(("args", "kwargs"), BAD_CALLS)
def test_bad_arguments_raise_type_error_like_the_dataclass_init(
    args: tuple[Any, ...], kwargs: dict[str, Any]
) -> None:
    with pytest.raises(TypeError) as plain:
        Plain(*args, **kwargs)
    with pytest.raises(TypeError) as fast:
        Fast(*args, **kwargs)
    assert str(fast.value) == str(plain.value).replace("Plain", "Fast")  # the generated __init__'s own text


def test_post_init_runs_for_the_class_and_its_subclass() -> None:
    assert Sorted((3, 1, 2)).cards == (1, 2, 3)
    assert SortedChild(cards=(9, 8)).cards == (8, 9)
    assert type(SortedChild((1,))) is SortedChild


def test_values_stay_frozen_and_introspectable() -> None:
    value = Fast(1, (2,))
    with pytest.raises(dataclasses.FrozenInstanceError):
        value.number = 3  # type: ignore[misc]
    assert str(inspect.signature(Fast)) == str(inspect.signature(Plain))
    assert pickle.loads(pickle.dumps(value)) == value
    assert copy.deepcopy(value) == value and copy.copy(value) == value
    assert dataclasses.replace(value, text="r") == Fast(1, (2,), "r")
    bound = value.__init__  # type: ignore[misc]
    assert bound.__self__ is value


def test_init_on_a_foreign_instance_goes_to_the_dataclass_init() -> None:
    # A subclass without its own fast __init__ inherits ours: the generated one must run instead.
    class Loose(Fast):
        __slots__ = ("extra",)

    loose = Loose(1, (2,))
    assert (loose.number, loose.items, loose.text) == (1, (2,), "x")


def test_replace_copies_with_changes_and_runs_post_init() -> None:
    value = Fast(1, (2,))
    assert replace(value, text="z") == Fast(1, (2,), "z")
    assert replace(value) == value and replace(value) is not value
    assert replace(Sorted((1,)), cards=(5, 4)).cards == (4, 5)
    assert replace(Plain(1, ()), number=2) == Plain(2, ())  # not accelerated: dataclasses.replace
    with pytest.raises(TypeError):
        replace(value, colour=1)
    with pytest.raises(TypeError):
        replace(value, value)  # type: ignore[call-arg]


def test_construction_holds_no_extra_references() -> None:
    items = (object(),)
    before = sys.getrefcount(items)
    values_made = [Fast(1, items) for _ in range(100)]
    assert sys.getrefcount(items) == before + 100
    del values_made
    assert sys.getrefcount(items) == before
    value = Fast(1, items)
    for _ in range(100):
        replace(value, number=2)
    assert sys.getrefcount(items) == before + 1


_PLAYOUT_DIGEST = """
import hashlib, sys
{block}
import cardgames.games.registry
from tests.games.playout import option_sets, playout, player_counts
from cardgames.games.core import values
digest = hashlib.sha256()
for game_id, module in sorted(cardgames.games.registry.all_games().items()):
    for options in option_sets(module)[:2]:
        players = player_counts(module)[0]
        for seed in (1,):
            for step in playout(module, module.SPEC.build_options(options), players, seed):
                digest.update(repr(step).encode())
print(values._values is not None, digest.hexdigest())
"""


@needs_extension
def test_games_play_the_same_without_the_extension() -> None:
    """The rules are pure Python: blocking the extension changes nothing but speed."""
    import subprocess
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    outputs = []
    for block in ("", "sys.modules['cardgames.games.core._values'] = None"):
        script = _PLAYOUT_DIGEST.format(block=block)
        run = subprocess.run([sys.executable, "-c", script], cwd=root, capture_output=True, text=True, check=True)
        outputs.append(run.stdout.split())
    assert [built for built, _ in outputs] == ["True", "False"]
    assert outputs[0][1] == outputs[1][1]


def test_a_class_the_extension_cannot_hold_keeps_its_own_init() -> None:
    wide = dataclasses.make_dataclass("Wide", [f"f{i}" for i in range(70)], frozen=True, slots=True)
    assert fast_init(wide) is wide
    assert type(wide.__dict__["__init__"]).__name__ == "function"
    assert wide(*range(70)).f69 == 69
