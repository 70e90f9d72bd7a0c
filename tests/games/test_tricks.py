"""Generic trick-taking mechanics: follow suit, obligations, trick winner, seat helpers."""

from __future__ import annotations

import pytest

from cardgames.games.core.cards import Card, Rank, Suit, parse_cards
from cardgames.games.mechanics.tricks import (
    Trick,
    beats,
    follows_suit,
    legal_cards,
    natural_rank,
    order_from,
    partner_of,
    seat_after,
    side_of,
    winning_index,
)

HAND = parse_cards("2C 9C 4D KD 3H AH 5S")

# Thousand (1000) orders a suit A T K Q J 9.
THOUSAND_ORDER = {Rank.ACE: 6, Rank.TEN: 5, Rank.KING: 4, Rank.QUEEN: 3, Rank.JACK: 2, Rank.NINE: 1}


def thousand_key(card: Card) -> int:
    return THOUSAND_ORDER[card.rank]


def test_lead_allows_any_card() -> None:
    assert legal_cards(HAND, ()) == HAND


def test_must_follow_suit_when_able() -> None:
    assert legal_cards(HAND, parse_cards("TD")) == parse_cards("4D KD")


def test_void_allows_any_card_without_must_trump() -> None:
    hand = parse_cards("2C 9C 3H AH")
    assert legal_cards(hand, parse_cards("TD"), Suit.HEARTS) == hand


def test_must_trump_when_void() -> None:
    hand = parse_cards("2C 9C 3H AH")
    assert legal_cards(hand, parse_cards("TD"), Suit.HEARTS, must_trump=True) == parse_cards("3H AH")


def test_must_trump_without_trumps_allows_any() -> None:
    hand = parse_cards("2C 9C 5S")
    assert legal_cards(hand, parse_cards("TD"), Suit.HEARTS, must_trump=True) == hand


def test_must_overtrump_when_ruffing() -> None:
    hand = parse_cards("2C 3H QH AH")
    trick = parse_cards("TD JH")
    assert legal_cards(hand, trick, Suit.HEARTS, must_trump=True, must_overtrump=True) == parse_cards("QH AH")
    assert legal_cards(hand, trick, Suit.HEARTS, must_trump=True) == parse_cards("3H QH AH")


def test_must_overtrump_on_trump_lead_and_unable() -> None:
    hand = parse_cards("3H 5H 2S")
    assert legal_cards(hand, parse_cards("4H"), Suit.HEARTS, must_overtrump=True) == parse_cards("5H")
    assert legal_cards(hand, parse_cards("KH"), Suit.HEARTS, must_overtrump=True) == parse_cards("3H 5H")


def test_overtrump_uses_rank_key() -> None:
    hand = parse_cards("KH TH")
    allowed = legal_cards(hand, parse_cards("QH"), Suit.HEARTS, must_overtrump=True, rank_key=thousand_key)
    assert allowed == parse_cards("KH TH")
    allowed = legal_cards(
        hand, parse_cards("9H AD KD"), Suit.HEARTS, must_overtrump=True, rank_key=thousand_key
    )
    assert allowed == parse_cards("KH TH")


def test_joker_lead_allows_any() -> None:
    assert legal_cards(HAND, (Card.joker(1),)) == HAND


@pytest.mark.parametrize(
    ("cards", "trump", "index"),
    [
        ("TD KD 2D AD", None, 3),
        ("TD AS 2D 9D", None, 0),  # off-suit ace does not win
        ("TD AS 2H 9D", Suit.HEARTS, 2),  # any trump beats the led suit
        ("TD 3H 2H KH", Suit.HEARTS, 3),  # highest trump
        ("5H 3H AH KD", Suit.HEARTS, 2),  # trumps led
        ("TD", Suit.HEARTS, 0),
        ("2C 3C", Suit.SPADES, 1),
    ],
)
def test_winning_index(cards: str, trump: Suit | None, index: int) -> None:
    assert winning_index(parse_cards(cards), trump) == index


def test_winner_with_custom_rank_order() -> None:
    cards = parse_cards("KH TH")
    assert winning_index(cards, None) == 0
    assert winning_index(cards, None, thousand_key) == 1


def test_winning_index_empty_raises() -> None:
    with pytest.raises(ValueError):
        winning_index((), None)


def test_joker_never_wins_by_default() -> None:
    assert winning_index((Card.joker(1), Card.parse("2C")), None) == 1
    assert not beats(Card.joker(2), Card.parse("2C"), None)


def test_trick_value_helpers() -> None:
    trick = Trick(leader=3)
    assert trick.led_suit is None and trick.next_seat(4) == 3 and not trick.is_complete(4)
    trick = trick.add(Card.parse("TD")).add(Card.parse("AD")).add(Card.parse("3H")).add(Card.parse("KD"))
    assert trick.led_suit is Suit.DIAMONDS
    assert trick.is_complete(4)
    assert [seat for seat, _ in trick.plays(4)] == [3, 0, 1, 2]
    assert trick.seat_of(2, 4) == 1
    assert trick.winner(4, None) == 0
    assert trick.winner(4, Suit.HEARTS) == 1


def test_follows_suit() -> None:
    assert follows_suit(HAND, (), Card.parse("5S"))
    assert follows_suit(HAND, parse_cards("TD"), Card.parse("4D"))
    assert not follows_suit(HAND, parse_cards("TD"), Card.parse("5S"))
    assert follows_suit(parse_cards("2C 5S"), parse_cards("TD"), Card.parse("5S"))


def test_seat_helpers() -> None:
    assert seat_after(3, 1, 4) == 0 and seat_after(0, -1, 4) == 3
    assert partner_of(1) == 3 and partner_of(2, 4) == 0
    assert side_of(0) == side_of(2) == 0 and side_of(1) == side_of(3) == 1
    assert order_from(2, 4) == (2, 3, 0, 1)
    assert order_from(1, 3) == (1, 2, 0)


def test_natural_rank() -> None:
    assert natural_rank(Card.parse("AS")) > natural_rank(Card.parse("KS")) > natural_rank(Card.parse("2S"))


# ---------------------------------------------------------------- TrickRules: void overtrump, suit and card points


def test_void_overtrump_beats_the_trump_in_the_trick_when_able() -> None:
    """Barbu BAR-4: void in the led suit with a trump in the trick, a higher trump must be played."""
    from cardgames.games.mechanics.tricks import TrickRules

    rules = TrickRules(trump=Suit.HEARTS, must_overtrump=True, void_overtrump=True)
    hand = parse_cards("2D 2H 9H")
    assert rules.legal_cards(hand, Trick(0, parse_cards("5C 4H"))) == parse_cards("9H")


def test_void_overtrump_leaves_every_card_without_a_trump_in_the_trick_or_a_higher_one() -> None:
    from cardgames.games.mechanics.tricks import TrickRules

    rules = TrickRules(trump=Suit.HEARTS, void_overtrump=True)
    hand = parse_cards("2D 2H 9H")
    assert rules.legal_cards(hand, Trick(0, parse_cards("5C"))) == hand  # no trump yet: any card
    assert rules.legal_cards(hand, Trick(0, parse_cards("5C TH"))) == hand  # cannot overtrump: any card
    assert rules.legal_cards(parse_cards("2C 2H"), Trick(0, parse_cards("5C 4H"))) == parse_cards("2C")  # follow


def test_card_value_named_before_rank_before_suit() -> None:
    from cardgames.games.mechanics.tricks import TrickRules

    rules = TrickRules(card_points=((Rank.QUEEN, 6),), suit_points=((Suit.HEARTS, 2),),
                       named_points=((Card.of(Rank.ACE, Suit.HEARTS), 20),))
    assert [rules.card_value(card) for card in parse_cards("AH QH 3H QS 2C")] == [20, 6, 2, 6, 0]
    assert rules.points(parse_cards("AH QH 3H QS 2C")) == 34
