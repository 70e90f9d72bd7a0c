"""games.mechanics.stock (drawing after a trick, the trump card under the stock and its exchange, closing,
the two phases' card rules) and games.mechanics.marriages (marriages, pending points, claims), on their own."""

from __future__ import annotations

import pytest

from cardgames.games.core.cards import Card, Rank, Suit, parse_cards
from cardgames.games.core.errors import IllegalMove
from cardgames.games.core.events import CardsMoved, CardTurned, events_for
from cardgames.games.core.hands import Hand
from cardgames.games.mechanics import marriages as mar
from cardgames.games.mechanics import stock as st
from cardgames.games.mechanics.melds import Meld
from cardgames.games.mechanics.tricks import Trick, TrickRules

NINE_UP = (Rank.NINE, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE)


def _hands(*texts: str) -> tuple[Hand, ...]:
    return tuple(Hand(tuple(sorted(parse_cards(text)))) for text in texts)


def test_the_winner_draws_first_then_clockwise() -> None:
    hands, known = _hands("AS KS", "QH JH", "9C TC"), _hands("", "", "")
    after, _, stock, face_up, events = st.draw_after_trick(hands, known, parse_cards("AC AD AH KC"),
                                                            Card.parse("9H"), 1, 3)
    assert Card.parse("AC") in after[1].cards and Card.parse("AD") in after[2].cards
    assert Card.parse("AH") in after[0].cards and stock == parse_cards("KC") and face_up == Card.parse("9H")
    assert [event.visible_to for event in events] == [(1,), (2,), (0,)]


def test_the_face_up_trump_card_is_drawn_last_and_in_public() -> None:
    hands, known = _hands("AS", "QH"), _hands("", "")
    after, known, stock, face_up, events = st.draw_after_trick(hands, known, parse_cards("AC"),
                                                               Card.parse("9H"), 1, 2)
    assert stock == () and face_up is None
    assert Card.parse("9H") in after[0].cards and known[0].cards == parse_cards("9H")
    assert events[-1].cards == parse_cards("9H") and events[-1].visible_to == ()
    assert all(not e.cards for e in events_for(events, 0) if isinstance(e, CardsMoved) and e.visible_to)


def test_no_draw_from_an_empty_stock() -> None:
    hands, known = _hands("AS", "QH"), _hands("", "")
    after, _, stock, face_up, events = st.draw_after_trick(hands, known, (), None, 0, 2)
    assert after == hands and stock == () and face_up is None and events == ()


def test_size_counts_the_face_up_card() -> None:
    assert st.size(parse_cards("AC AD"), Card.parse("9H")) == 3 and st.size((), None) == 0


@pytest.mark.parametrize(("hand", "stock", "closed", "face_down_only", "words"), [
    ("9H AS", "AC", True, False, "closed"),
    ("TH AS", "AC", False, False, "only the holder"),
    ("9H AS", "", False, False, "holds 1"),
    ("9H AS", "AC", False, True, "holds 1"),
])
def test_the_exchange_conditions(hand: str, stock: str, closed: bool, face_down_only: bool, words: str) -> None:
    with pytest.raises(IllegalMove, match=words):
        st.exchange_check(parse_cards(hand), Card.parse("9H"), Card.parse("KH"), parse_cards(stock),
                          closed=closed, face_down_only=face_down_only, rule="66-4")


def test_the_exchange_is_allowed_with_two_cards_counting_the_trump_card() -> None:
    st.exchange_check(parse_cards("9H AS"), Card.parse("9H"), Card.parse("KH"), parse_cards("AC"), closed=False)
    with pytest.raises(IllegalMove, match="drawn"):
        st.exchange_check(parse_cards("9H AS"), Card.parse("9H"), None, (), closed=False)


def test_the_exchange_swaps_and_makes_the_trump_card_known() -> None:
    hand, known, give, take = st.exchange_trump_card(0, Hand(parse_cards("9H AS")), Hand(), Card.parse("9H"),
                                                     Card.parse("KH"))
    assert hand.cards == parse_cards("KH AS") and known.cards == parse_cards("KH")
    assert give.cards == parse_cards("9H") and take.cards == parse_cards("KH") and not take.visible_to


def test_closing_needs_more_than_two_cards_and_an_open_stock() -> None:
    st.close_check(parse_cards("AC AD"), Card.parse("9H"), closed=False)
    with pytest.raises(IllegalMove, match="more than 2"):
        st.close_check(parse_cards("AC"), Card.parse("9H"), closed=False)
    with pytest.raises(IllegalMove, match="already closed"):
        st.close_check(parse_cards("AC AD"), Card.parse("9H"), closed=True)
    events = st.close_events(1, parse_cards("AC AD"), Card.parse("9H"))
    assert isinstance(events[1], CardsMoved) and events[1].count == 3 and not events[1].cards


def test_open_and_strict_rules() -> None:
    base = TrickRules(players=2, trump=Suit.DIAMONDS, ranks=NINE_UP)
    hand = parse_cards("9C JD AS")
    assert st.open_rules(base).legal_cards(hand, Trick(1, parse_cards("TC"))) == hand
    assert st.strict_rules(base).legal_cards(hand, Trick(1, parse_cards("TC"))) == parse_cards("9C")
    assert st.strict_rules(base).legal_cards(parse_cards("JD AS"), Trick(1, parse_cards("TC"))) == parse_cards("JD")
    assert st.strict_rules(base).legal_cards(parse_cards("AS AH"), Trick(1, parse_cards("TC"))) == parse_cards("AS AH")


def test_heading_narrows_to_winning_cards_when_one_wins() -> None:
    rules = st.strict_rules(TrickRules(players=2, trump=Suit.DIAMONDS, ranks=NINE_UP))
    assert st.heading_cards(rules, parse_cards("9C AC"), Trick(1, parse_cards("TC"))) == parse_cards("AC")
    assert st.heading_cards(rules, parse_cards("9C JC"), Trick(1, parse_cards("TC"))) == parse_cards("9C JC")
    assert st.heading_cards(rules, parse_cards("9C AC"), Trick(1, ())) == parse_cards("9C AC")


# --------------------------------------------------------------------------- marriages and claims


def test_marriage_cards_and_partners() -> None:
    hand = parse_cards("KH QH KS 9S QC")
    assert mar.marriage_suits(hand) == (Suit.HEARTS,)
    assert mar.marriage_cards(hand) == parse_cards("KH QH")
    assert mar.partner_card(Card.parse("QH")) == Card.parse("KH")
    with pytest.raises(ValueError, match="not a marriage card"):
        mar.partner_card(Card.parse("AH"))


@pytest.mark.parametrize(("hand", "card", "words"), [
    ("KH QH", "AH", "king or queen"), ("KH 9H", "KH", "king and queen"), ("QS KH", "QH", "king and queen"),
])
def test_marriage_check_names_the_rule(hand: str, card: str, words: str) -> None:
    with pytest.raises(IllegalMove, match=words):
        mar.marriage_check(parse_cards(hand), Card.parse(card), rule="66-5")


@pytest.mark.parametrize(("suit", "trump", "points"), [
    (Suit.HEARTS, Suit.HEARTS, 40), (Suit.SPADES, Suit.HEARTS, 20), (Suit.CLUBS, None, 20),
])
def test_marriage_values(suit: Suit, trump: Suit | None, points: int) -> None:
    assert mar.marriage_value(suit, trump) == points


def test_marriage_values_by_suit() -> None:
    by_suit = {Suit.HEARTS: 100, Suit.DIAMONDS: 80, Suit.CLUBS: 60, Suit.SPADES: 40}
    assert mar.marriage_value(Suit.DIAMONDS, None, by_suit=by_suit) == 80


def test_the_marriage_meld_and_its_shown_card() -> None:
    meld = mar.marriage_meld(Card.parse("KH"), 1, 40)
    assert meld == Meld(parse_cards("QH KH"), "marriage", 1, 40)
    assert mar.shown_event(1, Card.parse("KH")) == CardTurned(mar.shown_event(1, Card.parse("KH")).place,
                                                              Card.parse("QH"))


def test_pending_marriages_wait_for_a_trick() -> None:
    melds = (Meld(parse_cards("QH KH"), "marriage", 0, 40), Meld(parse_cards("QS KS"), "marriage", 3, 20))
    assert mar.credited_marriages(melds, lambda seat: seat % 2, 2) == (40, 20)
    assert mar.credited_marriages(melds, lambda seat: seat % 2, 2, (False, True)) == (0, 20)


def test_the_first_side_to_reach_the_target_is_locked_and_claims() -> None:
    assert mar.first_to_reach(None, (60, 65), 66) is None
    assert mar.first_to_reach(None, (60, 66), 66) == 1
    assert mar.first_to_reach(1, (70, 66), 66) == 1
    assert mar.claim_is_correct(1, 1) and not mar.claim_is_correct(1, 0) and not mar.claim_is_correct(None, 0)


def test_the_exchange_gives_up_one_copy_of_the_low_trump_from_a_multi_pack_hand() -> None:
    """Bezique's packs repeat cards: a hand with three trump nines keeps two after the exchange."""
    nine = Card.parse("9H")
    hand, known, _give, _take = st.exchange_trump_card(0, Hand(parse_cards("9H 9H 9H AS")), Hand(parse_cards("9H")),
                                                       nine, Card.parse("AH"))
    assert hand.cards.count(nine) == 2 and Card.parse("AH") in hand.cards and len(hand.cards) == 4
    assert known.cards == (Card.parse("AH"),)
