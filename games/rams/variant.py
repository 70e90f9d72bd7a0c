"""Rams as a variant of the mushka family (:class:`~cardgames.games.mushka.variant.Variant`): its phases,
statuses, moves, rule ids, 32-card pack, the count to start from, the hands as dealt and the cards shown
carried to the next deal."""

from __future__ import annotations

from typing import Any

from cardgames.games.core.errors import InvalidState
from cardgames.games.core.values import replace
from cardgames.games.mushka.variant import VARIANTS, Variant

from .moves import KEEP, LEAVE, MOVE_TYPES, PASS, PLAYS, TAKES, Exchange
from .state import HAND_SIZE, SHORT_DECK, SPEC, Options, Phase, State, Status


class RamsVariant(Variant):
    """What rams names for itself in the family's shared rules."""

    spec = SPEC
    short_deck = SHORT_DECK
    exchange_phase = Phase.EXCHANGE
    trump_card_phase = Phase.TRUMP_CARD
    play_phase = Phase.PLAY
    over_phase = Phase.OVER
    waiting = Status.WAITING
    passed = Status.PASSED
    playing = Status.PLAYING
    move_types = MOVE_TYPES
    pass_move = PASS
    keep_move = KEEP
    leave_move = LEAVE
    exchange_move = Exchange
    plays = PLAYS
    takes = TAKES
    exchange_rule = "§2.4"
    play_rule = "§2.6"
    end_rule = "§2.8"

    def start(self, options: Any) -> int:
        """The count chosen for the session: 100, 150 or 200 (§2.2, RA-13)."""
        return int(options.start)

    def new_state(self, **fields: Any) -> Any:
        """A fresh deal keeps each hand as dealt (RA-6: the jacks dealt count; an ace dealt forbids a pass)."""
        return State(**fields, dealt=fields["hands"])

    def next_state(self, previous: Any, fresh: Any) -> Any:
        """The cards shown in the deal before stay in view (a flush, four aces or jacks that ended it)."""
        return replace(fresh, previous_shown=previous.shown)

    def check_counters(self, state: Any, seat: int) -> None:
        """Rams counts revoked cards, not revokes per seat: only the exchange is a per-seat counter."""
        if not 0 <= state.exchanged[seat] <= HAND_SIZE:
            raise InvalidState(f"seat {seat}: exchanged 0..5 cards", field=f"exchanged[{seat}]")


RAMS = RamsVariant()
VARIANTS[Options] = RAMS
