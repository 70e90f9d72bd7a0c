"""Who sees which cards (§4.13): the hands laid face up, a seat's own hand (not while bidding blind), the
hand the 4-player dealer looked at, the raspasovka's turned widow cards and the declarer's discard."""

from __future__ import annotations

from . import defense
from .rules import active, is_raspas, started
from .state import PASSER, Defense, Phase, State


def exposed(state: State) -> frozenset[int]:
    """The seats whose hands lie face up: a ten from the start of play; after the first card, the defenders
    on a misère and in an open whist (only the passer with ``open_whist=passer``); every hand at the end."""
    if state.phase is Phase.OVER:
        return frozenset(range(state.players))
    if state.phase is not Phase.PLAY or is_raspas(state):
        return frozenset()
    contract = state.contract
    assert contract is not None
    if contract.level == 10 and not contract.misere:
        return frozenset(seat for seat, flag in enumerate(active(state.players, state.dealer)) if flag)
    if not started(state):
        return frozenset()
    if contract.misere:
        return frozenset(defense.defenders(state))
    if any(call.call is Defense.OPEN for call in state.defense):
        whister = defense.decided(state).whisters[0]
        pair = defense.defenders(state)
        return frozenset(seat for seat in pair if state.options.open_whist != PASSER or seat != whister)
    return frozenset()


def sees_hand(state: State, viewer: int | None, owner: int) -> bool:
    """Whether ``viewer`` (None: a spectator) sees ``owner``'s hand now."""
    if owner in exposed(state):
        return True
    if viewer is None:
        return False
    if viewer == owner:
        return not (state.phase is Phase.AUCTION and state.blind[owner])
    return (state.players == 4 and viewer == state.dealer and state.phase in (Phase.DEFENSE, Phase.PLAY)
            and owner == defense.viewed(state))


def turned_widow(state: State) -> int:
    """How many widow cards lie face up: a 3-player raspasovka turns one per trick for its first two."""
    if state.phase is Phase.OVER:
        return len(state.widow)
    if state.phase is Phase.PLAY and is_raspas(state) and state.players == 3:
        return min(len(state.widow), len(state.tricks) + 1)
    return 0


def sees_discard(state: State, viewer: int | None) -> bool:
    return state.phase is Phase.OVER or (viewer is not None and viewer == state.declarer)
