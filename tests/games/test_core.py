"""Cards, the DRBG and shuffle, deals, option parsing, seats."""

from __future__ import annotations

import copy
import pickle
from collections import Counter

import pytest

from cardgames.games.core.cards import Card, Rank, Suit, format_cards, parse_cards
from cardgames.games.core.deals import check_conserved, check_permutation, deck_order
from cardgames.games.core.decks import deck24, deck32, deck36, deck52, packs, with_jokers
from cardgames.games.core.errors import InvalidDeal, InvalidOptions, InvalidState
from cardgames.games.core.rng import Drbg, RngState, shuffle_deck
from cardgames.games.core.seats import clockwise_from, left_of, next_active, right_of
from cardgames.games.core.spec import bool_option, choice_option, int_option


def test_card_text_round_trips_for_every_card() -> None:
    for code in range(54):
        card = Card.from_code(code)
        assert Card.parse(str(card)) is card
    assert str(Card.of(Rank.TEN, Suit.HEARTS)) == "TH"
    assert Card.parse("10h") is Card.parse("TH")
    assert str(Card.joker(2)) == "JK2" and Card.joker(2).is_joker


@pytest.mark.parametrize("text", ["", "1H", "TX", "JK3", "AHH", "KK"])
def test_bad_card_text_is_rejected_with_the_text(text: str) -> None:
    with pytest.raises(ValueError, match="not a card"):
        Card.parse(text)


def test_cards_are_interned_and_immutable() -> None:
    card = Card.parse("QS")
    assert copy.deepcopy(card) is card and pickle.loads(pickle.dumps(card)) is card
    with pytest.raises(AttributeError):
        card.rank = Rank.ACE  # type: ignore[misc]
    with pytest.raises(TypeError):
        Card(3)


def test_card_order_sorts_by_suit_then_rank() -> None:
    assert sorted(parse_cards("AS 2C KH 3C")) == list(parse_cards("2C 3C KH AS"))
    assert format_cards(parse_cards("TH, 9D")) == "TH 9D"


def test_deck_sizes() -> None:
    assert [len(d()) for d in (deck52, deck36, deck32, deck24)] == [52, 36, 32, 24]
    assert len(set(deck52())) == 52 and len(with_jokers(deck52())) == 54
    assert Counter(packs(deck52(), 2))[Card.parse("AS")] == 2
    assert min(card.rank for card in deck36()) == Rank.SIX


def test_drbg_is_a_fixed_function_of_the_seed() -> None:
    # Golden values: SHA-256 counter mode + Fisher-Yates. A change here breaks every stored game.
    assert Drbg(1).shuffled(list(range(20))) == [7, 17, 14, 3, 13, 0, 5, 1, 19, 11, 6, 4, 15, 8, 16, 18, 12, 2, 10, 9]
    assert Drbg(2**64 - 1).randbelow(1000) == 793
    assert Drbg(0).randbits(64) == 15392584411371816759


def test_drbg_resumes_exactly_from_its_state() -> None:
    first = Drbg(RngState(99))
    first.shuffled(range(52))
    state = first.state
    assert Drbg(state).shuffled(range(10)) == Drbg(state).shuffled(range(10))
    order, after = shuffle_deck(deck52(), RngState(5))
    assert after.counter > 0 and sorted(order) == sorted(deck52())


def test_randbelow_is_roughly_uniform() -> None:
    drbg = Drbg(12345)
    counts = Counter(drbg.randbelow(6) for _ in range(6000))
    assert set(counts) == set(range(6))
    chi2 = sum((c - 1000) ** 2 / 1000 for c in counts.values())
    assert chi2 < 30  # p < 1e-5 for 5 degrees of freedom


def test_drbg_rejects_bad_arguments() -> None:
    with pytest.raises(ValueError):
        Drbg(-1)
    with pytest.raises(ValueError):
        Drbg(1).randbelow(0)


def test_explicit_deal_must_be_a_permutation() -> None:
    deck = deck36()
    order, _ = deck_order(deck, seed=None, deal=deck)
    assert order == deck
    with pytest.raises(InvalidDeal, match="36 cards"):
        check_permutation(deck[:-1], deck)
    with pytest.raises(InvalidDeal, match=r"6C .*too often"):
        check_permutation((*deck[:-1], deck[0]), deck)
    with pytest.raises(InvalidDeal, match="not in this deck"):
        check_permutation((*deck[:-1], Card.parse("2C")), deck)
    with pytest.raises(InvalidState, match="lost card"):
        check_conserved(deck[1:], deck)


def test_option_parsing_names_the_option() -> None:
    flag = bool_option("old", False, "d")
    assert flag.parse("true") is True and flag.parse(False) is False
    with pytest.raises(InvalidOptions, match="old"):
        flag.parse("maybe")
    number = int_option("boards", 4, 1, 32, "d")
    assert number.parse("7") == 7
    for bad in ("0", "33", "x", True, 1.5):
        with pytest.raises(InvalidOptions, match="boards"):
            number.parse(bad)
    choice = choice_option("scoring", "rubber", ["rubber", "duplicate"], "d")
    assert choice.parse("Duplicate") == "duplicate"
    with pytest.raises(InvalidOptions, match="rubber, duplicate"):
        choice.parse("chicago")


def test_seat_arithmetic() -> None:
    assert left_of(3, 4) == 0 and right_of(0, 4) == 3
    assert list(clockwise_from(2, 4)) == [2, 3, 0, 1]
    assert next_active(0, [True, False, True]) == 2
    assert next_active(2, [True, False, True]) == 0
    with pytest.raises(InvalidState):
        next_active(0, [False, False])


def test_a_move_naming_hidden_cards_reaches_other_seats_in_its_public_form() -> None:
    from cardgames.games.core.events import MovePlayed, events_for, move_played
    from cardgames.games.preferans.moves import Discard

    move = Discard((Card.parse("7S"), Card.parse("8H")))
    event = move_played(1, move)
    assert events_for([event], 1) == (MovePlayed(1, move.id, move.label),)
    for seat in (0, 2, None):
        assert events_for([event], seat) == (MovePlayed(1, "discard", "Discard 2 cards"),)
