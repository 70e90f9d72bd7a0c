"""Business's play as a double-dummy position (the generic adapter, :mod:`cardgames.solvers.positions`).

The objective is the Declarer's tricks (D).  The engine expresses the current Declarer's lead restriction
(``no_trump_lead_seat``) only as "no trump while holding another suit"; business instead forbids the lead
outright and lets the Declarer change trumps or be caught, and jokers are named freely.  So a position is
given only when neither can matter: no joker left in play, and the change already used with no Banker
(after a change the roles no longer swap); otherwise None, which the service answers with
FAILED_PRECONDITION.  Even then a Declarer holding only trumps would be caught rather than lead one, so
those positions are refused too.
"""

from __future__ import annotations

from cardgames.games.core.errors import IllegalMove
from cardgames.games.mechanics.tricks import Trick, TrickPosition

from .rules import banker_of, trick_rules, trump_suit
from .state import Phase, State


def trick_play(state: State) -> TrickPosition | None:
    """The play phase for the Declarer's tricks; None outside the play; IllegalMove (FAILED_PRECONDITION)
    where the engine cannot express business's rules (jokers, a trump change still possible, a Banker)."""
    trick = state.trick
    if state.phase is not Phase.PLAY or trick is None or state.declarer is None or state.trump is None:
        return None
    if any(card.is_joker for hand in state.hands for card in hand.cards) or trick.cards != state.trick_named:
        raise IllegalMove("double dummy is not defined with jokers in play: their names are free (J3)", rule="DD")
    if banker_of(state) is not None:
        raise IllegalMove("double dummy is not defined with a Banker: the Declarer's tricks and the swap on a "
                          "change are not an engine objective", rule="DD")
    if not state.changed:
        raise IllegalMove("double dummy is not defined while the trump change is still possible", rule="DD")
    declarer_cards = state.hands[state.declarer].cards
    if declarer_cards and all(card.suit == trump_suit(state) for card in declarer_cards):
        raise IllegalMove("double dummy is not defined when the Declarer may be caught (only trumps)", rule="DD")
    scoring = tuple(seat == state.declarer for seat in range(state.players))
    return TrickPosition(trick_rules(state), state.hands, Trick(trick.leader, trick.cards), scoring, "tricks",
                         no_trump_lead_seat=state.declarer)
