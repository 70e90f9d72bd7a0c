"""games.mechanics.melds: rummy melds with wild cards (sets, sequences, their limits, canastas)."""

from __future__ import annotations

import pytest

from cardgames.games.core.cards import Rank, Suit, parse_cards
from cardgames.games.mechanics.melds import (
    MeldError,
    MeldRules,
    MeldShape,
    canasta_kind,
    is_canasta,
    is_natural,
    shape_of,
)

CANASTA = MeldRules()
SAMBA = MeldRules(max_wilds=2, sequences=True)


@pytest.mark.parametrize(("cards", "legal", "why"), [
    ("7C 7D 7H", True, ""),
    ("7C 7D 2H 2S JK1", True, ""),                    # CAN 2: two naturals, three wild cards
    ("7C 2H 2S", False, "at least 2 natural"),         # one natural
    ("7C 7D 7H 2S 2C JK1 2D", False, "at most 3 wild"),  # four wild cards
    ("2C 2D JK1", False, "wild cards only"),
    ("7C 7D", False, "at least 3 cards"),
    ("7C 7D 8H", False, "one rank"),
    ("KC KD KH KS KC KD KH", True, ""),                # a natural canasta (two packs)
    ("KC KD KH KS KC 2D JK2", True, ""),               # a mixed canasta
    ("AC AD JK1 JK2 JK1", True, ""),
    ("5C 6C 7C", False, "one rank"),                   # no sequences in canasta
])
def test_canasta_meld_table(cards: str, legal: bool, why: str) -> None:
    if legal:
        shape = shape_of(parse_cards(cards), CANASTA)
        assert shape.shape is MeldShape.SET and shape.size == len(parse_cards(cards))
    else:
        with pytest.raises(MeldError, match=why):
            shape_of(parse_cards(cards), CANASTA)


@pytest.mark.parametrize(("cards", "legal", "why"), [
    ("5C 6C 7C", True, ""),
    ("5C 6C 7C 8C 9C TC JC", True, ""),
    ("5C 6C 7C 8C 9C TC JC QC", False, "at most 7"),
    ("5C 6C 8C", False, "consecutive"),
    ("5C 6C 6C", False, "each once"),
    ("5C 6C JK1", False, "one rank|may not hold wild"),
    ("5C 5D 2C JK1", True, ""),
    ("5C 5D 2C JK1 2D", False, "at most 2 wild"),
])
def test_samba_meld_table(cards: str, legal: bool, why: str) -> None:
    if legal:
        shape_of(parse_cards(cards), SAMBA)
    else:
        with pytest.raises(MeldError, match=why):
            shape_of(parse_cards(cards), SAMBA)


def test_a_sequence_names_its_suit_and_a_set_its_rank() -> None:
    run = shape_of(parse_cards("9H TH JH QH"), SAMBA)
    assert (run.shape, run.suit, run.rank) == (MeldShape.SEQUENCE, Suit.HEARTS, None)
    group = shape_of(parse_cards("QC QD 2S"), SAMBA)
    assert (group.shape, group.rank, group.naturals, group.wilds) == (MeldShape.SET, Rank.QUEEN, 2, 1)


@pytest.mark.parametrize(("cards", "kind"), [
    ("7C 7D 7H", "meld"),
    ("7C 7D 7H 7S 7C 7D 7H", "natural canasta"),
    ("7C 7D 7H 7S 7C 7D 2H", "mixed canasta"),
    ("7C 7D 7H 7S 7C 7D 7H 7S JK1", "mixed canasta"),  # CAN-17: a wild card on a natural canasta
])
def test_canasta_kinds(cards: str, kind: str) -> None:
    shape = shape_of(parse_cards(cards), CANASTA)
    assert canasta_kind(shape, CANASTA) == kind
    assert is_canasta(shape, CANASTA) == (kind != "meld")
    assert is_natural(shape) == (kind in ("meld", "natural canasta") and "JK" not in cards and " 2" not in cards)


def test_a_seven_card_sequence_is_a_samba() -> None:
    assert canasta_kind(shape_of(parse_cards("5C 6C 7C 8C 9C TC JC"), SAMBA), SAMBA) == "samba"
    assert canasta_kind(shape_of(parse_cards("5C 6C 7C"), SAMBA), SAMBA) == "sequence"


def test_wild_ranks_are_the_rules_choice() -> None:
    assert CANASTA.is_wild(parse_cards("2S")[0]) and CANASTA.is_wild(parse_cards("JK2")[0])
    assert not CANASTA.is_wild(parse_cards("3S")[0])
    assert MeldRules(wild_ranks=frozenset()).is_wild(parse_cards("JK1")[0])
