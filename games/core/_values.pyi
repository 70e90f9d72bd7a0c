"""Types of the C constructor (``_values.c``)."""

from typing import Any, TypeVar

T = TypeVar("T")

def make_init(
    cls: type, names: tuple[str, ...], defaults: tuple[object, ...], missing: object, post_init: Any, fallback: Any, /
) -> Any: ...
def replace(value: T, /, **changes: Any) -> T: ...
