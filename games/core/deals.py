"""Deck orders: shuffled from a seed, or given explicitly (a deck order, or per-seat hands) and checked."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from .cards import Card, Suit
from .errors import InvalidDeal, InvalidState
from .hands import Hand, sorted_cards
from .rng import RngState, fresh_seed, shuffle_deck
from .values import value


def deck_order(
    deck: Sequence[Card], seed: int | None, deal: Sequence[Card] | None
) -> tuple[tuple[Card, ...], RngState]:
    """The first deck order of a game and the random stream left for later deals.

    With ``deal`` the order is taken as given (checked to be a permutation of
    ``deck``); otherwise it is shuffled from ``seed`` (a fresh one when None).
    """
    rng = RngState(fresh_seed() if seed is None else seed)
    if deal is None:
        return shuffle_deck(deck, rng)
    check_permutation(deal, deck)
    return tuple(deal), rng


def check_permutation(cards: Sequence[Card], deck: Sequence[Card]) -> None:
    """Raise InvalidDeal naming the first missing or extra card."""
    if len(cards) != len(deck):
        raise InvalidDeal(f"a deal must have {len(deck)} cards, got {len(cards)}", field="deal")
    given, expected = Counter(cards), Counter(deck)
    extra = given - expected
    if extra:
        card = sorted(extra)[0]
        raise InvalidDeal(f"card {card} is not in this deck or appears too often", field="deal")
    missing = expected - given
    if missing:
        raise InvalidDeal(f"card {sorted(missing)[0]} is missing from the deal", field="deal")


def check_conserved(cards: Iterable[Card], deck: Sequence[Card], what: str = "state") -> None:
    """Raise InvalidState unless ``cards`` is exactly the deck (as a multiset)."""
    given, expected = Counter(cards), Counter(deck)
    extra = given - expected
    if extra:
        raise InvalidState(f"{what} holds card {sorted(extra)[0]} more often than the deck has it", field=what)
    missing = expected - given
    if missing:
        raise InvalidState(f"{what} has lost card {sorted(missing)[0]}", field=what)


# ---------------------------------------------------------------- explicit deals


@value
class ExplicitDeal:
    """A deal the client chooses instead of a shuffle.

    Either ``order``, the whole deck with index 0 dealt first (each game's docs say where
    every index goes), or every seat's hand, with ``rest``: the cards no hand holds, in the
    order the game deals them (a trump card, the stock, a widow).  Hands are given as
    ``hands`` (one per seat) or as ``notation``, text in the hand notation of
    :func:`parse_hands` (PBN for bridge: ``"N:AKQ.JT9.876.5432 ..."``).
    """

    order: tuple[Card, ...] = ()
    hands: tuple[Hand, ...] = ()
    rest: tuple[Card, ...] = ()
    notation: str = ""


@value
class DeckOrder:
    """A deck order kept in a state for a later deal of the match (index 0 dealt first)."""

    cards: tuple[Card, ...] = ()


HAND = -1  # (never a seat) a deck index that no hand receives, in :func:`order_of`'s ``recipients``


def order_of(deal: ExplicitDeal, deck: Sequence[Card], recipients: Sequence[int]) -> tuple[Card, ...]:
    """The deck order of ``deal``, checked to be a permutation of ``deck``.

    ``recipients[i]`` is the seat that receives deck index ``i`` when this game deals, or a
    negative number for a card no hand receives; per-seat hands fill their seats' indices in
    order and ``rest`` fills the others.
    """
    forms = sum((bool(deal.order), bool(deal.hands), bool(deal.notation)))
    if forms != 1 or (deal.order and deal.rest):
        raise InvalidDeal("give one of a deck order, hands or hand notation (hands with the rest)", field="deal")
    if deal.order:
        check_permutation(deal.order, deck)
        return deal.order
    seats = 1 + max((seat for seat in recipients if seat >= 0), default=-1)
    hands = parse_hands(deal.notation, seats) if deal.notation else deal.hands
    if len(hands) != seats:
        raise InvalidDeal(f"a deal needs {seats} hands, got {len(hands)}", field="deal.hands")
    queues = [list(hand.cards) for hand in hands]
    rest = list(deal.rest)
    for seat in range(seats):
        want = sum(1 for r in recipients if r == seat)
        if len(queues[seat]) != want:
            message = f"hand {seat} must hold {want} cards, got {len(queues[seat])}"
            raise InvalidDeal(message, field=f"deal.hands[{seat}]")
    want_rest = sum(1 for r in recipients if r < 0)
    if len(rest) != want_rest:
        raise InvalidDeal(f"the rest must be {want_rest} cards, got {len(rest)}", field="deal.rest")
    order = tuple(queues[r].pop(0) if r >= 0 else rest.pop(0) for r in recipients)
    check_permutation(order, deck)
    return order



def single_order(game: str, deals: Sequence[ExplicitDeal]) -> Sequence[Card] | None:
    """The deck order a one-deal game was given, or None to shuffle (patiences: one deal, as an order).

    Hands, notation or leftover cards have no meaning for a game dealt from one deck order, so they are
    refused rather than ignored.
    """
    if not deals:
        return None
    if len(deals) > 1 or deals[0].hands or deals[0].notation or deals[0].rest:
        raise InvalidDeal(f"{game} takes one explicit deal, as a deck order (ExplicitDeal.order)", field="deals")
    return deals[0].order


def round_robin(players: int, first: int, per_seat: int, total: int) -> tuple[int, ...]:
    """Recipients of a deal one card at a time clockwise from ``first``, ``per_seat`` each, of a ``total``-card deck."""
    dealt = players * per_seat
    return tuple((first + index) % players if index < dealt else HAND for index in range(total))


_PBN_SEATS = "NESW"


def parse_hands(text: str, players: int) -> tuple[Hand, ...]:
    """Hands in PBN notation: ``"N:AKQ.JT9.876.5432 ..."``, one ``spades.hearts.diamonds.clubs`` group per seat.

    The text names the first hand's seat (``N``/``E``/``S``/``W`` for four seats, or a seat
    number), then gives every seat's hand clockwise; ``-`` is a void suit and ``+JK1,JK2``
    after a hand adds jokers.  Raises :class:`InvalidDeal` naming what is wrong.
    """
    head, colon, body = text.strip().partition(":")
    if not colon:
        head, body = "0", text
    first = _first_seat(head.strip(), players)
    groups = body.split()
    if len(groups) != players:
        raise InvalidDeal(f"hand notation needs {players} hands, got {len(groups)}", field="deal.hands")
    hands: list[Hand] = [Hand()] * players
    for offset, group in enumerate(groups):
        hands[(first + offset) % players] = Hand(sorted_cards(_hand_cards(group)))
    return tuple(hands)


def _first_seat(head: str, players: int) -> int:
    if players == 4 and head.upper() in _PBN_SEATS and len(head) == 1:
        return _PBN_SEATS.index(head.upper())
    if head.isdigit() and int(head) < players:
        return int(head)
    raise InvalidDeal(f"hand notation must start with a seat (N, E, S, W or 0..{players - 1}), got {head!r}",
                      field="deal.hands")


def _hand_cards(group: str) -> list[Card]:
    suited, _, jokers = group.partition("+")
    suits = suited.split(".")
    if len(suits) != 4:
        raise InvalidDeal(f"hand {group!r} needs four suits spades.hearts.diamonds.clubs", field="deal.hands")
    try:
        cards = [Card.parse(rank + letter) for letter, ranks in zip("SHDC", suits, strict=True)
                 for rank in _ranks(ranks)]
        cards.extend(Card.parse(joker) for joker in jokers.split(",") if joker)
    except ValueError as error:
        raise InvalidDeal(f"hand {group!r}: {error}", field="deal.hands") from None
    return cards


def _ranks(text: str) -> list[str]:
    if text == "-":
        return []
    return ["10"] if text == "10" else list(text.replace("10", "T"))


def format_hands(hands: Sequence[Hand], first: int = 0) -> str:
    """The PBN notation of ``hands`` (the inverse of :func:`parse_hands`)."""
    head = _PBN_SEATS[first] if len(hands) == 4 else str(first)
    groups = []
    for offset in range(len(hands)):
        cards = hands[(first + offset) % len(hands)].cards
        suits = [
            "".join(card.rank.letter for card in sorted(cards, key=lambda c: -c.rank) if card.suit is suit) or "-"
            for suit in (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
        ]
        jokers = ",".join(str(card) for card in cards if card.is_joker)
        groups.append(".".join(suits) + (f"+{jokers}" if jokers else ""))
    return f"{head}:" + " ".join(groups)
