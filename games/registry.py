"""The explicit list of game modules, by short id."""

from __future__ import annotations

import importlib
from types import ModuleType

from cardgames.games.core.errors import GameError

GAME_MODULES: tuple[str, ...] = (
    "cardgames.games.durak",
    "cardgames.games.bridge",
    "cardgames.games.little_piano",
)


class UnknownGame(GameError):
    """No game has this id."""

    reason = "UNKNOWN_GAME"


_loaded: dict[str, ModuleType] | None = None


def all_games() -> dict[str, ModuleType]:
    """Every registered game module by id, in registration order."""
    global _loaded
    if _loaded is None:
        modules = [importlib.import_module(name) for name in GAME_MODULES]
        _loaded = {module.SPEC.id: module for module in modules}
    return _loaded


def find_game(game_id: str) -> ModuleType:
    games = all_games()
    try:
        return games[game_id]
    except KeyError:
        raise UnknownGame(
            f"unknown game {game_id!r} (known: {', '.join(games)})", field="game_id"
        ) from None
