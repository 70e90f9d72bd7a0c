"""What a client-sent rams state must satisfy, where every card lies, and re-dealing what a seat cannot see.

:func:`check_state` runs on every request, so it never replays the session: it checks shapes, ranges and
what follows from the state in one pass (cards conserved, the hands as dealt, the phase and the seats'
decisions, the tricks of the deal, the sheet's rows).  The checks shared by the family are mushka's
(:mod:`cardgames.games.mushka.checks`); rams adds the hands as dealt, the cards shown, the flush decision
and the revoked cards, and keeps its own :func:`redeal_unseen` (one permutation applied wherever the unseen
cards lie, so a hand as dealt stays its seat's).
"""

from __future__ import annotations

from cardgames.games.core.cards import Card
from cardgames.games.core.errors import InvalidState
from cardgames.games.core.hands import Hand, sorted_cards
from cardgames.games.core.rng import Drbg
from cardgames.games.core.seats import check_seat
from cardgames.games.core.values import replace
from cardgames.games.mushka.checks import cards_of, check_decisions, check_session, check_table, check_tricks

from .rules import has_flush, trump_suit, winning_index
from .state import HAND_SIZE, Phase, State, Status


def check_state(state: State) -> None:
    """Raise InvalidState naming the first impossible claim of a state a client sent back."""
    check_table(state, ("dealt", "hands", "discards", "status", "exchanged"), ("dealt", "hands", "discards"))
    _check_dealt(state)
    check_session(state)
    check_decisions(state, _passer_ok, "passer {seat} holds no cards and discarded the five dealt")
    if state.phase is Phase.FLUSH and (state.status[state.turn] is not Status.PLAYING
                                       or not has_flush(state.hands[state.turn].cards)):
        raise InvalidState("a flush decision is a playing flush holder's", field="turn")
    check_tricks(state, lambda cards: winning_index(cards, trump_suit(state), state.revoked))
    if state.revoked and state.phase is not Phase.PLAY and state.phase is not Phase.OVER:
        raise InvalidState("revokes are made in the play phase", field="revoked")


def _passer_ok(state: State, seat: int) -> bool:
    return not state.hands[seat].cards and state.discards[seat] == state.dealt[seat]


def _check_dealt(state: State) -> None:
    """Each hand as dealt holds five cards, all still the seat's (in hand, discarded or played), none of
    them the trump card; the cards shown are the seat's."""
    played: set[Card] = {card for trick in state.tricks for card in trick.cards}
    if state.trick is not None:
        played.update(state.trick.cards)
    for seat in range(state.players):
        dealt = state.dealt[seat].cards
        own = set(state.hands[seat].cards) | set(state.discards[seat].cards) | played
        if len(dealt) != HAND_SIZE or state.trump in dealt or not own.issuperset(dealt):
            raise InvalidState(f"dealt[{seat}] must be the five cards seat {seat} was dealt", field=f"dealt[{seat}]")
    for index, meld in enumerate(state.shown):
        owner = meld.owner
        if owner is None or not 0 <= owner < state.players or meld.kind not in ("jacks", "flush", "four aces"):
            raise InvalidState(f"shown[{index}] needs a seat and a kind (jacks, flush)", field=f"shown[{index}]")
        if meld.kind == "jacks" and not set(state.dealt[owner].cards).issuperset(meld.cards):
            raise InvalidState(f"shown[{index}]: a jack set shown was dealt to its seat", field=f"shown[{index}]")


# --------------------------------------------------------------------------- hidden information


def _code(card: Card) -> int:
    return card.code


def redeal_unseen(state: State, seat: int, drbg: Drbg) -> State:
    """Permute what ``seat`` cannot see (the other seats' hands, hands as dealt and discards, and the stock)
    by one random permutation of those cards, applied wherever they lie, so each hand as dealt stays its
    seat's; the cards shown and the trump card the dealer took stay where everybody saw them."""
    check_seat(seat, state.players)
    if state.phase is Phase.OVER:
        return state
    seen = {card for meld in state.shown for card in meld.cards}
    if state.table_card is None:
        seen.add(state.trump)
    if state.phase is Phase.FLUSH:  # everybody knows who is deciding about a flush
        seen.update(card for s in range(state.players) if state.status[s] is Status.PLAYING
                    and has_flush(state.hands[s].cards) for card in state.hands[s].cards)
    others = [s for s in range(state.players) if s != seat]
    unseen = sorted({card for s in others for card in (*state.hands[s].cards, *state.discards[s].cards)}
                    .union(state.stock) - seen, key=_code)
    mapping = dict(zip(unseen, drbg.shuffled(unseen), strict=True))

    def moved(hand: Hand) -> Hand:
        return Hand(sorted_cards(mapping.get(card, card) for card in hand.cards))

    hands, discards, dealt = list(state.hands), list(state.discards), list(state.dealt)
    for other in others:
        hands[other], discards[other], dealt[other] = moved(hands[other]), moved(discards[other]), moved(dealt[other])
    stock = tuple(mapping.get(card, card) for card in state.stock)
    return replace(state, hands=tuple(hands), discards=tuple(discards), dealt=tuple(dealt), stock=stock)


__all__ = ["cards_of"]
