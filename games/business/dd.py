"""Business's play as a double-dummy position (the generic adapter, :mod:`cardgames.solvers.positions`).

The value is D, the tricks the Declarer role wins from here: the pair's score (§1.11: D + P when D >= n, else
-((n - D) + P), the Banker scoring as the Declarer) is an increasing function of D, and the Banker has no
score of his own, so D is the one number both play for.  The Declarer and the Banker (when there is one) play
together against everyone else; the Thieves, the Policeman and the Mafia have scores of their own but every
one of them gains when D falls, so they are taken as one side.  A trick counts when the seat that holds the
Declarer role at that moment wins it: after a change with a Banker the roles swap (BIZ-15), the Banker's
tricks count from then on and the old Declarer's no longer do.

Rules the engine plays (BIZ-8/6/7/15): the current Declarer never leads a trump; before a lead after trick 1,
once per deal, he may say "change" (``change``, valued at the best new trump) and the Declarer (alone) or the
Banker names the new trump (``trump:hearts``...; in the NEW_TRUMP phase those are the moves valued); a
Declarer to lead with nothing but trumps and no change left is caught: the deal ends and scores exactly as
D = 0 (-(n + P) for the pair), so the value of a catch is minus the tricks the role already won in the deal.

Jokers are still refused: a joker is named as any of the 52 cards (J3), and the engine's jokers are named only
as the top card of a suit; a lower name (to lose a trick, or to tie a card already played, the earlier then
winning) is outside its rules, so a position with a joker in a hand or in the trick is FAILED_PRECONDITION.
"""

from __future__ import annotations

from cardgames.games.core.errors import IllegalMove
from cardgames.games.mechanics.tricks import PlaySpecials, Trick, TrickPosition

from .moves import CHANGE, NewTrump
from .rules import banker_of, trick_rules
from .state import Phase, State, Trump

SUIT_LETTERS = "CDHS"


def trick_play(state: State) -> TrickPosition | None:
    """The play phase (or the trump to name) for the Declarer's tricks; None outside the play;
    IllegalMove (FAILED_PRECONDITION) with jokers in play."""
    trick = state.trick
    if state.phase not in (Phase.PLAY, Phase.NEW_TRUMP) or trick is None or state.declarer is None:
        return None
    if state.trump is None:
        return None
    if any(card.is_joker for hand in state.hands for card in hand.cards) or trick.cards != state.trick_named:
        raise IllegalMove("double dummy is not defined with jokers in play: a joker is named as any card (J3), "
                          "the solver names one only as the top of a suit", rule="DD")
    banker = banker_of(state)
    scoring = tuple(seat in (state.declarer, banker) for seat in range(state.players))
    return TrickPosition(trick_rules(state), state.hands, Trick(trick.leader, trick.cards), scoring, "tricks",
                         no_trump_lead_seat=state.declarer, specials=_specials(state, banker))


def _specials(state: State, banker: int | None) -> PlaySpecials:
    """The change (left, or called and the trump to name), the swap with the Banker, the catch."""
    pending = state.phase is Phase.NEW_TRUMP
    names = [("change", CHANGE.id)]
    names.extend((f"trump:{SUIT_LETTERS[suit.suit]}", NewTrump(suit).id) for suit in Trump)
    return PlaySpecials(
        trump_change=True, change_left=not state.changed, change_pending=pending,
        first_trick=state.tricks_played == 0,
        swap_seat=banker if not state.changed or pending else None,
        count_seat=state.declarer, caught_ends=True, banked=state.declarer_tricks, move_names=tuple(names),
    )
