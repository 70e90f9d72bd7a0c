"""Cards, suits and ranks with text notation at the edges.

A :class:`Card` is an interned value: there is exactly one object per card
code, so equality and hashing are identity-fast and a card can sit in many
tuples at once.  Text form follows ``rules/conventions.md``: rank letter then
suit letter (``"TH"`` is the ten of hearts); the jokers are ``"JK1"`` and
``"JK2"``.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import IntEnum


class Suit(IntEnum):
    """The four suits; the integer order (C < D < H < S) is bridge's strain order."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @classmethod
    def parse(cls, text: str) -> Suit:
        index = "CDHS".find(text.strip().upper())
        if index < 0 or len(text.strip()) != 1:
            raise ValueError(f"not a suit: {text!r} (expected one of C D H S)")
        return cls(index)

    def __str__(self) -> str:
        return self.letter


class Rank(IntEnum):
    """Card ranks; numeric value is the natural order with the ace high."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14
    JOKER = 15

    @property
    def letter(self) -> str:
        return _RANK_LETTERS[self]

    @classmethod
    def parse(cls, text: str) -> Rank:
        letter = text.strip().upper()
        if letter == "10":
            letter = "T"
        for rank, rank_letter in _RANK_LETTERS.items():
            if rank_letter == letter and rank is not Rank.JOKER:
                return rank
        raise ValueError(f"not a rank: {text!r} (expected one of A K Q J T 9 8 7 6 5 4 3 2)")

    def __str__(self) -> str:
        return self.letter


_RANK_LETTERS = {
    Rank.TWO: "2", Rank.THREE: "3", Rank.FOUR: "4", Rank.FIVE: "5", Rank.SIX: "6",
    Rank.SEVEN: "7", Rank.EIGHT: "8", Rank.NINE: "9", Rank.TEN: "T", Rank.JACK: "J",
    Rank.QUEEN: "Q", Rank.KING: "K", Rank.ACE: "A", Rank.JOKER: "JK",
}

JOKER_CODES = (52, 53)


class Card:
    """One playing card, identified by ``code``: ``suit * 13 + rank - 2``, jokers 52 and 53.

    Build cards with :meth:`of`, :meth:`parse` or :meth:`from_code`; never
    with the constructor.  Cards order by (suit, rank), the usual way to sort a hand.
    """

    __slots__ = ("_text", "code", "rank", "suit")

    code: int
    rank: Rank
    suit: Suit | None
    _text: str

    _all: list[Card] = []
    _by_text: dict[str, Card] = {}

    def __init__(self, code: int) -> None:
        raise TypeError("use Card.of, Card.parse or Card.from_code")

    @classmethod
    def _create(cls, code: int) -> Card:
        card = object.__new__(cls)
        object.__setattr__(card, "code", code)
        if code in JOKER_CODES:
            object.__setattr__(card, "rank", Rank.JOKER)
            object.__setattr__(card, "suit", None)
            object.__setattr__(card, "_text", f"JK{code - 51}")
        else:
            rank, suit = Rank(code % 13 + 2), Suit(code // 13)
            object.__setattr__(card, "rank", rank)
            object.__setattr__(card, "suit", suit)
            object.__setattr__(card, "_text", rank.letter + suit.letter)
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Card is immutable")

    @classmethod
    def from_code(cls, code: int) -> Card:
        if not 0 <= code < len(cls._all):
            raise ValueError(f"not a card code: {code}")
        return cls._all[code]

    @classmethod
    def of(cls, rank: Rank, suit: Suit) -> Card:
        if rank is Rank.JOKER:
            raise ValueError("jokers have no suit: use Card.joker(1) or Card.joker(2)")
        return cls._all[int(suit) * 13 + int(rank) - 2]

    @classmethod
    def joker(cls, number: int) -> Card:
        if number not in (1, 2):
            raise ValueError(f"joker number must be 1 or 2, got {number}")
        return cls._all[51 + number]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse ``"TH"``, ``"10h"``, ``"JK1"``; raise ``ValueError`` naming the text otherwise."""
        key = text.strip().upper()
        card = cls._by_text.get(key)
        if card is None and key.startswith("10"):
            card = cls._by_text.get("T" + key[2:])
        if card is None:
            raise ValueError(f"not a card: {text!r} (expected rank+suit such as 'TH', or 'JK1')")
        return card

    @property
    def is_joker(self) -> bool:
        return self.suit is None

    @property
    def is_red(self) -> bool:
        return self.suit is not None and self.suit.is_red

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Card.parse({self._text!r})"

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Card.from_code, (self.code,))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: object) -> Card:
        return self

    def __lt__(self, other: Card) -> bool:
        return self.code < other.code

    def __le__(self, other: Card) -> bool:
        return self.code <= other.code

    def __gt__(self, other: Card) -> bool:
        return self.code > other.code

    def __ge__(self, other: Card) -> bool:
        return self.code >= other.code


Card._all = [Card._create(code) for code in range(54)]
Card._by_text = {str(card): card for card in Card._all}


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Parse space/comma separated card codes (or an iterable of codes) into a tuple."""
    parts = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return tuple(Card.parse(part) for part in parts)


def format_cards(cards: Iterable[Card]) -> str:
    return " ".join(str(card) for card in cards)


def cards_of_ranks(ranks: Iterable[Rank], suits: Iterable[Suit] = tuple(Suit)) -> Iterator[Card]:
    """Every card of the given ranks in the given suits, suit-major."""
    rank_list = list(ranks)
    for suit in suits:
        for rank in rank_list:
            yield Card.of(rank, suit)
