"""Canasta's legal moves: every candidate of the phase, kept when :func:`rules.check_move` allows it."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from cardgames.games.core.cards import Rank
from cardgames.games.mechanics.discard_pile import RummyPhase as Phase
from cardgames.games.mechanics.partners import Reply

from .moves import AddToMeld, Answer, AskGoOut, Discard, Draw, EndHand, MeldNew, Move, Retract, TakePile
from .rules import TAKE_COUNTS, check_move, held, playing_hand, side_melds, side_of
from .runs import run_moves
from .state import State, variant_of


def legal_moves(state: State) -> tuple[Move, ...]:
    """Every legal move of the seat to act, in a fixed order; empty only when the match is over.

    Runs (samba's standard option) are in the list as well; canasta's variant never has them.
    """
    return tuple(move for move in _CANDIDATES[state.phase](state) if check_move(state, move) is None)


def _draw_phase(state: State) -> Iterator[Move]:
    yield Draw()
    for counts in TAKE_COUNTS:
        yield TakePile(*counts)
    yield EndHand()


def _meld_phase(state: State) -> Iterator[Move]:
    yield AskGoOut()
    yield Retract()
    yield from _lays(state)
    for card in sorted(set(playing_hand(state))):
        yield Discard(card)


def _opening_phase(state: State) -> Iterator[Move]:
    yield Retract()
    yield from _lays(state)


def _lays(state: State) -> Iterator[Move]:
    yield from _sets(state)
    yield from run_moves(state)  # type: ignore[misc]


def _sets(state: State) -> Iterator[Move]:
    """New melds and additions by rank, naturals and wild cards (at most the meld's wild limit)."""
    hand = held(playing_hand(state))
    limit = variant_of(state).meld_rules.max_wilds
    melded = side_melds(state, side_of(state, state.turn))
    wilds = [(twos, jokers) for twos in range(min(limit, len(hand.twos)) + 1)
             for jokers in range(min(limit - twos, len(hand.jokers)) + 1)]
    for rank in sorted(set(hand.naturals) | set(melded)):
        have = len(hand.naturals.get(rank, []))
        kind = AddToMeld if rank in melded else MeldNew
        for naturals in range(0 if rank in melded else 2, have + 1):
            for twos, jokers in wilds:
                if naturals + twos + jokers:
                    yield kind(rank, naturals, twos, jokers)


def _answer_phase(state: State) -> Iterator[Move]:
    yield Answer(Reply.YES)
    yield Answer(Reply.NO)


_CANDIDATES: dict[Phase, Callable[[State], Iterator[Move]]] = {
    Phase.DRAW: _draw_phase, Phase.MELD: _meld_phase, Phase.OPENING: _opening_phase,
    Phase.ANSWER: _answer_phase, Phase.OVER: lambda state: iter(()),
}

__all__ = ["Rank", "legal_moves"]
