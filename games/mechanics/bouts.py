"""The attacker-defender bout of the durak family, written once (own_trumps, akulina).

An attacker lays cards on the table against the next active player on his left, the
defender, who beats (covers) each attack card or leaves it; nobody else joins in.  The table is
a tuple of :class:`TablePair` (an attack card and the card that beat it).  When the bout ends:

* beaten pairs leave the game (the discard pile); cards left unbeaten go into the defender's
  hand (:func:`settle`);
* a defender who beat **every** card attacks next, against his own left neighbour; one who took
  even one card loses the turn: the next active player on his left attacks (:func:`next_bout`).
  A defender who beat everything with his last cards and went out is skipped the same way.

Whether a card may beat another (and with which trump) is :mod:`.beating`'s rule; games add their
own limits on what may be laid and what may cover.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from cardgames.games.core.cards import Card
from cardgames.games.core.seats import next_active
from cardgames.games.core.values import value


@value
class TablePair:
    """One attack card on the table and the card that beat (covered) it, absent while it is not beaten."""

    attack: Card
    cover: Card | None = None


def laid(cards: Iterable[Card]) -> tuple[TablePair, ...]:
    """Attack cards just laid, none of them beaten yet."""
    return tuple(TablePair(card) for card in cards)


def table_cards(table: Iterable[TablePair]) -> Iterator[Card]:
    """Every card on the table: each attack card, then the card that beat it."""
    for pair in table:
        yield pair.attack
        if pair.cover is not None:
            yield pair.cover


def unbeaten(table: Iterable[TablePair]) -> tuple[Card, ...]:
    """The attack cards nothing has beaten yet, in table order."""
    return tuple(pair.attack for pair in table if pair.cover is None)


def slot_of(table: Sequence[TablePair], attack: Card) -> int | None:
    """The index of the unbeaten attack card ``attack`` on the table, or None."""
    for index, pair in enumerate(table):
        if pair.attack == attack and pair.cover is None:
            return index
    return None


def beating(table: tuple[TablePair, ...], slot: int, card: Card) -> tuple[TablePair, ...]:
    """The table with the attack card at ``slot`` beaten by ``card``."""
    return (*table[:slot], TablePair(table[slot].attack, card), *table[slot + 1 :])


def settle(table: Iterable[TablePair]) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """The end of a bout: (the beaten pairs' cards, which leave the game; the unbeaten cards, which the
    defender takes)."""
    beaten: list[Card] = []
    taken: list[Card] = []
    for pair in table:
        if pair.cover is None:
            taken.append(pair.attack)
        else:
            beaten.extend((pair.attack, pair.cover))
    return tuple(beaten), tuple(taken)


def next_bout(defender: int, took: bool, active: Sequence[bool]) -> tuple[int, int]:
    """(attacker, defender) of the next bout: the defender attacks when he beat everything and is still
    in; otherwise the next active player on his left does; the defender is always the next active
    player on the attacker's left."""
    attacker = defender if not took and active[defender] else next_active(defender, active)
    return attacker, next_active(attacker, active)


__all__ = ["TablePair", "beating", "laid", "next_bout", "settle", "slot_of", "table_cards", "unbeaten"]
