"""Types of the C encoder (``_fastwire.c``)."""

from collections.abc import Callable, Iterable, Sequence
from typing import Any

class Plan:
    def define(self, fields: Sequence[tuple[str, int, bytes, int, int, Plan | UnionPlan | None]], /) -> None: ...
    def encode(self, obj: Any, /) -> bytes: ...

class UnionPlan:
    def define(
        self, members: dict[type, tuple[bytes, Plan | UnionPlan]], on_error: Callable[[Any], BaseException], /
    ) -> None: ...
    def encode(self, obj: Any, /) -> bytes: ...

def length_delimited(tag: bytes, payload: bytes, /) -> bytes: ...
def uint_field(tag: bytes, value: int, /) -> bytes: ...
def join_memoized(
    by_id: dict[int, tuple[Any, bytes]],
    by_value: dict[Any, bytes],
    miss: Callable[[Any], bytes],
    items: Iterable[Any],
    /,
) -> bytes: ...
