"""The registered games, one line each: ``find_game(id)`` and ``all_games()`` for everything else.

Each line names a game package's ``GAME`` (a :class:`~cardgames.games.core.game.Game`), so the
type checker holds every game to the same interface at this seam.
"""

from __future__ import annotations

from cardgames.games.core.errors import GameError
from cardgames.games.core.game import AnyGame


def _registered() -> tuple[AnyGame, ...]:
    from cardgames.games import (
        akulina,
        baccara,
        barbu,
        bezique,
        blackjack,
        bridge,
        business,
        canasta,
        demon,
        durak,
        king,
        kosynka,
        liars_bills,
        lion_and_sun,
        little_piano,
        macao,
        mill,
        mushka,
        own_trumps,
        poker,
        preferans,
        prisoner,
        rams,
        samba,
        sixty_six,
        thousand,
        whist,
    )

    return (
        durak.GAME,
        bridge.GAME,
        little_piano.GAME,
        own_trumps.GAME,
        akulina.GAME,
        prisoner.GAME,
        lion_and_sun.GAME,
        mill.GAME,
        kosynka.GAME,
        demon.GAME,
        mushka.GAME,
        rams.GAME,
        whist.GAME,
        sixty_six.GAME,
        thousand.GAME,
        blackjack.GAME,
        baccara.GAME,
        poker.GAME,
        king.GAME,
        barbu.GAME,
        macao.GAME,
        liars_bills.GAME,
        preferans.GAME,
        canasta.GAME,
        samba.GAME,
        bezique.GAME,
        business.GAME,
    )


class UnknownGame(GameError):
    """No game has this id."""

    reason = "UNKNOWN_GAME"


_loaded: dict[str, AnyGame] | None = None


def all_games() -> dict[str, AnyGame]:
    """Every registered game by id, in registration order."""
    global _loaded
    if _loaded is None:
        _loaded = {game.spec.id: game for game in _registered()}
    return _loaded


def find_game(game_id: str) -> AnyGame:
    games = all_games()
    try:
        return games[game_id]
    except KeyError:
        raise UnknownGame(f"unknown game {game_id!r} (known: {', '.join(games)})", field="game_id") from None
