"""Barbu's scoring (4.5, 4.6, 4.7): the contracts' tables, the double, the score and the views."""

from __future__ import annotations

from collections.abc import Sequence

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.events import Event
from cardgames.games.core.hands import Hand
from cardgames.games.core.seats import check_seat
from cardgames.games.core.spec import Outcome, Score, ScoreLine, places_by
from cardgames.games.mechanics.tricks import Trick

from .domino import domino_points
from .rules import deal_events, deals_in_match, to_act
from .state import PLAYERS, TRICKS, Contract, Options, Pair, Phase, State, TrumpSuit, View

KING_OF_HEARTS = Card.of(Rank.KING, Suit.HEARTS)
ACE_OF_HEARTS = Card.of(Rank.ACE, Suit.HEARTS)


def card_penalty(contract: Contract, card: Card, options: Options) -> int:
    """What taking ``card`` costs in a negative contract scored by card (No Queens, No Hearts, No King)."""
    if contract is Contract.NO_QUEENS:
        return -6 if card.rank is Rank.QUEEN else 0
    if contract is Contract.NO_HEARTS:
        if card is ACE_OF_HEARTS:
            return -6 if options.standard_scoring else -20
        return -2 if card.suit is Suit.HEARTS else 0
    if contract is Contract.NO_KING:
        return -20 if card is KING_OF_HEARTS else 0
    return 0


def trick_score(contract: Contract, number: int, cards: Sequence[Card], trump: TrumpSuit | None,
                options: Options) -> int:
    """What trick number ``number`` (from 1) holding ``cards`` scores for its winner (4.5)."""
    if contract is Contract.NO_TRICKS:
        return -2
    if contract is Contract.NO_LAST_TWO:
        return {TRICKS - 1: -10, TRICKS: -20}.get(number, 0)
    if contract is Contract.TRUMPS:
        if options.standard_scoring:
            return 5
        assert trump is not None
        return 5 * sum(1 for card in cards if card.suit is trump.suit)
    return sum(card_penalty(contract, card, options) for card in cards)


def trick_points(contract: Contract, tricks: Sequence[Trick], trump: TrumpSuit | None,
                 options: Options) -> tuple[int, ...]:
    """Each seat's score in a trick contract, before the double."""
    points = [0] * PLAYERS
    for number, trick in enumerate(tricks, start=1):
        assert trick.winner_seat is not None
        points[trick.winner_seat] += trick_score(contract, number, trick.cards, trump, options)
    return tuple(points)


def doubled(points: Sequence[int], doubler: int | None) -> tuple[int, ...]:
    """The doubler's score counts twice, a negative one too (4.6, BAR-12)."""
    return tuple(2 * value if seat == doubler else value for seat, value in enumerate(points))


def settled(points: Sequence[int], pairs: Sequence[Pair]) -> tuple[int, ...]:
    """Standard doubling (4.9): each double moves the difference of the two seats' scores between them."""
    result = list(points)
    for pair in pairs:
        difference = points[pair.doubler] - points[pair.doubled]
        result[pair.doubler] += difference
        result[pair.doubled] -= difference
    return tuple(result)


def deal_points(state: State) -> tuple[int, ...]:
    """The finished deal's scores, the double applied (settled pairwise with ``pairwise_doubling``)."""
    contract = state.contract
    assert contract is not None
    if contract is Contract.DOMINO:
        base = domino_points(state.finished, PLAYERS)
    else:
        base = trick_points(contract, state.tricks, state.trump, state.options)
    if state.options.pairwise_doubling:
        return settled(base, state.pairs)
    return doubled(base, state.doubler)


def deal_label(state: State) -> str:
    """The deal in words: its number, contract, trump suit and doubler."""
    contract = state.contract
    assert contract is not None
    text = f"deal {state.deal_number}: {contract.words}"
    if state.trump is not None:
        text += f" ({state.trump.name.lower()})"
    if state.options.pairwise_doubling:
        pairs = " ".join(f"{pair.doubler}>{pair.doubled}" for pair in state.pairs) or "none"
        return text + f", seat {state.dealer} dealt, doubles {pairs}"
    return text + f", seat {state.dealer} dealt, seat {state.doubler} doubled"


# --------------------------------------------------------------------------- the score


def totals(state: State) -> tuple[int, ...]:
    return state.sheet.totals()


def score(state: State) -> Score:
    """``deal``: the last finished deal's scores; ``match``: the running totals; at the end the highest total
    wins, ties share the place (4.7, BAR-13)."""
    match = totals(state)
    terminal = state.phase is Phase.OVER
    if not terminal:
        outcomes = (Outcome.UNDECIDED,) * PLAYERS
    elif len(set(match)) == 1:
        outcomes = (Outcome.DRAW,) * PLAYERS
    else:
        outcomes = tuple(Outcome.WIN if total == max(match) else Outcome.LOSS for total in match)
    last = state.sheet.rows[-1].points if state.sheet.rows else (0,) * PLAYERS
    return Score(
        terminal=terminal, deal=last, match=match, outcomes=outcomes, summary=summary(state),
        places=places_by(match) if terminal else (0,) * PLAYERS,
        breakdown=(ScoreLine("doubles held in the dealer's block (per seat)", state.doubles),),
    )


def summary(state: State) -> str:
    """The match in words: the deal and the totals."""
    text = (f"deal {state.deal_number} of {deals_in_match(state.options)}, dealer seat {state.dealer}; totals "
            + ", ".join(map(str, totals(state))))
    return text + (" (match over)" if state.phase is Phase.OVER else "")


_HIDDEN = Hand()


def view(state: State, seat: int | None) -> View:
    """What ``seat`` sees (None: a spectator): its own hand and everything played; never another hand."""
    if seat is not None:
        check_seat(seat, PLAYERS)
    over = state.phase is Phase.OVER
    hands = state.hands if over else tuple([state.hands[s] if s == seat else _HIDDEN for s in range(PLAYERS)])
    return View(
        options=state.options, seat=seat, phase=state.phase, deal_number=state.deal_number, dealer=state.dealer,
        to_act=to_act(state), contract=state.contract, trump=state.trump, doubler=state.doubler, used=state.used,
        doubles=state.doubles, hands=hands, hand_sizes=tuple([len(hand.cards) for hand in state.hands]),
        trick=state.trick, tricks=state.tricks,
        tricks_won=tuple([sum(1 for t in state.tricks if t.winner_seat == s) for s in range(PLAYERS)]),
        rows=state.rows, base=state.base, last_card=state.last_card, finished=state.finished, pairs=state.pairs,
        totals=totals(state), sheet=state.sheet,
    )


def opening_events(state: State) -> tuple[Event, ...]:
    """The first deal of the match, as events."""
    return deal_events(state)
