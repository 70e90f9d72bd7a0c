"""Turn a trick-taking game's state into a double-dummy position.

Games do not know about solvers (imports flow games -> solvers); this module
reads a game's public dataclasses and builds :class:`cardgames.solvers.dd.Position`.
One adapter per trick-taking game, registered by game id.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardgames.games.core.cards import Card, Suit
from cardgames.games.core.errors import IllegalMove, InvalidState
from cardgames.solvers.dd import Position, Rules, bridge_rules


class NotInPlay(IllegalMove):
    """The state is not in a phase where cards are played."""

    reason = "NOT_IN_PLAY"


SUIT_LETTER = {Suit.CLUBS: "C", Suit.DIAMONDS: "D", Suit.HEARTS: "H", Suit.SPADES: "S"}


def _texts(cards: tuple[Card, ...]) -> list[str]:
    return [str(card) for card in cards]


def bridge_position(state: Any) -> Position:
    """The deal in play: hands now, the current trick, the contract's strain; the declarer's side scores."""
    from cardgames.games.bridge import Phase

    if state.phase is not Phase.PLAY or state.contract is None or state.trick is None:
        raise NotInPlay("the deal is not in its play phase (auction or match over)", field="state")
    strain = state.contract.bid.strain
    trump = None if strain.name == "NO_TRUMP" else strain.name[0]
    base = bridge_rules(trump)
    declarer = state.contract.declarer
    rules = Rules(**{**base.__dict__, "sides": tuple(1 if seat % 2 == declarer % 2 else 0 for seat in range(4))})
    return Position(
        hands=[_texts(hand.cards) for hand in state.hands],
        leader=state.trick.leader,
        played=tuple(_texts(state.trick.cards)),
        rules=rules,
    )


def bridge_deal_hands(state: Any) -> list[list[str]]:
    """The current deal's original 13-card hands (cards in hand + cards played in this deal)."""
    hands = [list(_texts(hand.cards)) for hand in state.hands]
    tricks = list(state.tricks) + ([state.trick] if state.trick is not None else [])
    for trick in tricks:
        for offset, card in enumerate(trick.cards):
            hands[(trick.leader + offset) % 4].append(str(card))
    if any(len(hand) != 13 for hand in hands):
        raise InvalidState("the bridge state does not hold a whole deal", field="state")
    return hands


POSITION_ADAPTERS: dict[str, Callable[[Any], Position]] = {"bridge": bridge_position}


def position_of(game_id: str, state: Any) -> Position:
    adapter = POSITION_ADAPTERS.get(game_id)
    if adapter is None:
        known = ", ".join(sorted(POSITION_ADAPTERS))
        raise NotInPlay(f"double-dummy solving is not available for {game_id} (available: {known})",
                        field="state.game_id")
    return adapter(state)
