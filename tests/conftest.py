"""Shared test settings: sample sizes scale with the ``nightly`` marker / CARDGAMES_PLAYOUTS."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def playouts(default: int) -> int:
    """How many random playouts a property test runs (env CARDGAMES_PLAYOUTS overrides)."""
    value = os.environ.get("CARDGAMES_PLAYOUTS")
    return int(value) if value else default
