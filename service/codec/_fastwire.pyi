"""Types of the C encoder (``_fastwire.c``)."""

from collections.abc import Callable, Sequence
from typing import Any

class Plan:
    def define(self, fields: Sequence[tuple[str, int, bytes, int, int, Plan | UnionPlan | None]], /) -> None: ...
    def encode(self, obj: Any, /) -> bytes: ...

class UnionPlan:
    def define(
        self, members: dict[type, tuple[bytes, Plan | UnionPlan]], on_error: Callable[[Any], BaseException], /
    ) -> None: ...
    def encode(self, obj: Any, /) -> bytes: ...
