"""games.mechanics.partners: sides seated alternately, partners, who answers "may I go out?"."""

from __future__ import annotations

import pytest

from cardgames.games.mechanics.partners import answerer, partners_of, side_members, sides_for


@pytest.mark.parametrize(("players", "teams", "sides"), [
    (4, 2, (0, 1, 0, 1)), (6, 2, (0, 1, 0, 1, 0, 1)), (6, 3, (0, 1, 2, 0, 1, 2)), (2, 2, (0, 1)),
    (3, 3, (0, 1, 2)),
])
def test_sides_sit_alternately(players: int, teams: int, sides: tuple[int, ...]) -> None:
    assert sides_for(players, teams) == sides


def test_uneven_sides_are_refused() -> None:
    with pytest.raises(ValueError, match="alternating"):
        sides_for(5, 2)


def test_partners_and_the_answering_partner() -> None:
    sides = sides_for(6, 2)
    assert partners_of(sides, 0) == (2, 4) and side_members(sides, 1) == (1, 3, 5)
    order = tuple(range(6))
    assert answerer(order, sides, 0) == 2 and answerer(order, sides, 4) == 0  # CAN-19: the next partner to play
    assert answerer((0, 1), sides_for(2, 2), 0) is None
