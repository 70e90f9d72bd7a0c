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

Jokers (54 cards, J1-J3, BIZ-9/10) are played as the game plays them: a joker leads only as its holder's last
card or from a hand of the two jokers, follows only when void of the led suit, and is named as any of the 52
cards when played (a leading Declarer no trump); it then counts as that card, an equal card played later losing
to it.  The solver's move values name each joker move by its game id (``joker:JK1:QS``), one entry for every
naming the game accepts; the engine searches the namings by classes (docs/games/business.md, Double dummy).
"""

from __future__ import annotations

from cardgames.games.mechanics.tricks import PlaySpecials, Trick, TrickPosition

from .moves import CHANGE, NewTrump, PlayJoker
from .rules import banker_of, trick_rules
from .state import DECKS, STANDARD, Phase, State, Trump

SUIT_LETTERS = "CDHS"
JOKERS = tuple(card for card in DECKS[54] if card.is_joker)


def trick_play(state: State) -> TrickPosition | None:
    """The play phase (or the trump to name) for the Declarer's tricks; None outside the play."""
    trick = state.trick
    if state.phase not in (Phase.PLAY, Phase.NEW_TRUMP) or trick is None or state.declarer is None:
        return None
    if state.trump is None:
        return None
    banker = banker_of(state)
    scoring = tuple(seat in (state.declarer, banker) for seat in range(state.players))
    return TrickPosition(trick_rules(state), state.hands, Trick(trick.leader, trick.cards), scoring, "tricks",
                         no_trump_lead_seat=state.declarer, specials=_specials(state, banker))


def _specials(state: State, banker: int | None) -> PlaySpecials:
    """The change (left, or called and the trump to name), the swap with the Banker, the catch."""
    pending = state.phase is Phase.NEW_TRUMP
    names = [("change", CHANGE.id)]
    names.extend((f"trump:{SUIT_LETTERS[suit.suit]}", NewTrump(suit).id) for suit in Trump)
    jokers = _jokers_in_play(state)
    if jokers:
        names.extend((f"{joker}={named}", PlayJoker(joker, named).id) for joker in JOKERS for named in STANDARD)
    trick = state.trick
    assert trick is not None
    return PlaySpecials(
        trump_change=True, change_left=not state.changed, change_pending=pending,
        first_trick=state.tricks_played == 0,
        swap_seat=banker if not state.changed or pending else None,
        count_seat=state.declarer, caught_ends=True, banked=state.declarer_tricks, move_names=tuple(names),
        jokers_any_card=jokers, named=state.trick_named if trick.cards != state.trick_named else (),
    )


def _jokers_in_play(state: State) -> bool:
    trick = state.trick
    in_trick = trick is not None and any(card.is_joker for card in trick.cards)
    return in_trick or any(card.is_joker for hand in state.hands for card in hand.cards)
