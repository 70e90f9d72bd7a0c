"""Marriages and claims, written once (sixty-six, thousand, bezique; conventions §0.6).

* A **marriage** is the king and queen of one suit held together.  It is announced when one of the two
  cards is led (:func:`marriage_check`), the other card is shown, and it scores by suit
  (:func:`marriage_value`: sixty-six 20 / 40 in trumps; thousand 100 / 80 / 60 / 40 by suit).  An
  announced marriage is kept as a :class:`~cardgames.games.mechanics.melds.Meld` of kind ``marriage``
  whose ``owner`` is the announcing seat.
* **Pending points**: some games credit a marriage only once its side has taken a trick
  (:func:`credited_marriages`).
* **Claims**: a player stops the deal saying his side has reached the target.  The side that reached it
  first is the deal's *locked* winner (:func:`first_to_reach`); a claim is correct exactly when the
  claimant's side is that side (:func:`claim_is_correct`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from cardgames.games.core.cards import Card, Rank, Suit
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.events import CardTurned, Place, Zone
from cardgames.games.mechanics.melds import Meld

MARRIAGE = "marriage"
MARRIAGE_RANKS = (Rank.QUEEN, Rank.KING)


def partner_card(card: Card) -> Card:
    """The other card of ``card``'s marriage (the king for a queen, the queen for a king)."""
    if card.suit is None or card.rank not in MARRIAGE_RANKS:
        raise ValueError(f"{card} is not a marriage card")
    return Card.of(Rank.KING if card.rank is Rank.QUEEN else Rank.QUEEN, card.suit)


def marriage_suits(hand: Sequence[Card]) -> tuple[Suit, ...]:
    """The suits whose king and queen are both in ``hand`` (one pass: it runs on every legal-move list)."""
    kings = {card.suit for card in hand if card.rank is Rank.KING}
    if not kings:
        return ()
    queens = {card.suit for card in hand if card.rank is Rank.QUEEN}
    return tuple(suit for suit in Suit if suit in kings and suit in queens)


def marriage_cards(hand: Sequence[Card]) -> tuple[Card, ...]:
    """The cards of ``hand`` that may be led announcing a marriage (both cards of each held marriage)."""
    suits = marriage_suits(hand)
    if not suits:
        return ()
    return tuple(card for card in hand if card.suit in suits and card.rank in MARRIAGE_RANKS)


def marriage_check(hand: Sequence[Card], card: Card, rule: str = "") -> None:
    """Raise IllegalMove unless leading ``card`` from ``hand`` may announce a marriage."""
    if card.suit is None or card.rank not in MARRIAGE_RANKS:
        raise IllegalMove(f"{card}: a marriage is announced leading its king or queen", rule=rule)
    if card not in hand or partner_card(card) not in hand:
        raise IllegalMove(f"{card}: a marriage needs the king and queen of {card.suit.name.lower()} in hand",
                          rule=rule)


def marriage_value(suit: Suit, trump: Suit | None, plain: int = 20, in_trumps: int = 40,
                   by_suit: Mapping[Suit, int] | None = None) -> int:
    """A marriage's points: ``by_suit`` when the game values suits apart, else ``in_trumps`` in the trump
    suit and ``plain`` in the others."""
    if by_suit is not None:
        return by_suit[suit]
    return in_trumps if suit == trump else plain


def marriage_meld(card: Card, owner: int, points: int) -> Meld:
    """The announced marriage of ``card``'s suit, owned by seat ``owner``."""
    partner = partner_card(card)
    cards = (card, partner) if card.rank is Rank.QUEEN else (partner, card)
    return Meld(cards, MARRIAGE, owner, points)


def shown_event(seat: int, card: Card) -> CardTurned:
    """The other card of the marriage shown from ``seat``'s hand."""
    return CardTurned(Place(Zone.HAND, seat), partner_card(card))


def credited_marriages(melds: Sequence[Meld], side_of: Callable[[int], int], sides: int,
                       has_trick: Sequence[bool] | None = None) -> tuple[int, ...]:
    """Marriage points per side; with ``has_trick`` only those of sides that have taken a trick (the others
    are pending)."""
    totals = [0] * sides
    for meld in melds:
        if meld.kind == MARRIAGE and meld.owner is not None:
            side = side_of(meld.owner)
            if has_trick is None or has_trick[side]:
                totals[side] += meld.points
    return tuple(totals)


def first_to_reach(locked: int | None, totals: Sequence[int], target: int) -> int | None:
    """The side locked as the first to reach ``target``: ``locked`` if already set, else the first side now
    at ``target`` or more (only one side's total changes at a time), else None."""
    if locked is not None:
        return locked
    for side, total in enumerate(totals):
        if total >= target:
            return side
    return None


def claim_is_correct(locked: int | None, side: int) -> bool:
    """A claim is correct exactly when the claimant's side reached the target first."""
    return locked == side


__all__ = [
    "MARRIAGE",
    "claim_is_correct",
    "credited_marriages",
    "first_to_reach",
    "marriage_cards",
    "marriage_check",
    "marriage_meld",
    "marriage_suits",
    "marriage_value",
    "partner_card",
    "shown_event",
]
