"""The shared pieces every game composes: move-id templates, events and their filter, explicit deals and
the hand notation, the score sheet, and the contract generator's stable field numbers."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.core.deals import ExplicitDeal, format_hands, order_of, parse_hands, round_robin
from cardgames.games.core.decks import deck36
from cardgames.games.core.errors import InvalidDeal, InvalidMove, InvalidState
from cardgames.games.core.events import CardsMoved, MovePlayed, Place, Zone, events_for, moved
from cardgames.games.core.hands import Hand
from cardgames.games.core.notation import GameMove, Grammar
from cardgames.games.core.spec import places_by
from cardgames.games.core.values import value
from cardgames.games.mechanics.match import ScoreSheet, SheetRow, next_dealer

# ---------------------------------------------------------------- move ids


@value
class Swap(GameMove):
    ID = "swap:{give}>{take}:{times}"
    LABEL = "Swap {give} for {take} ({times}x)"
    give: tuple[Card, ...]
    take: Card
    times: int


@value
class Knock(GameMove):
    ID = "knock"
    LABEL = "Knock"


GRAMMAR: Grammar[Swap | Knock] = Grammar("test", (Swap, Knock), deck36())


def test_ids_and_labels_come_from_the_templates_and_parse_back() -> None:
    move = Swap(parse_cards("7H 8H"), Card.parse("AS"), 2)
    assert move.id == "swap:7H,8H>AS:2" and move.label == "Swap 7H 8H for AS (2x)"
    assert GRAMMAR.parse(move.id) == move
    assert GRAMMAR.parse(" SWAP:7h,8h>as:2 ") == move  # case and blanks
    assert GRAMMAR.parse("knock") == Knock()


@pytest.mark.parametrize("text", ["swap:7H>AS", "swap:ZZ>AS:1", "swap:7H,7H>AS:1", "swap:2H>AS:1", "bump", ""])
def test_malformed_ids_are_invalid_moves(text: str) -> None:
    with pytest.raises(InvalidMove):
        GRAMMAR.parse(text)


def test_structured_moves_are_checked_like_parsed_ones() -> None:
    GRAMMAR.check(Swap(parse_cards("7H"), Card.parse("AS"), 1))
    with pytest.raises(InvalidMove):
        GRAMMAR.check(Swap(parse_cards("2C"), Card.parse("AS"), 1))  # not in the 36-card deck


# ---------------------------------------------------------------- events


def test_hidden_cards_are_removed_for_other_seats_and_spectators() -> None:
    drawn = moved(Place(Zone.STOCK), Place(Zone.HAND, 1), parse_cards("7H 8H"), visible_to=(1,), face_up=False)
    public = moved(Place(Zone.HAND, 0), Place(Zone.TABLE), parse_cards("9S"))
    events = (MovePlayed(0, "attack:9S", "Attack with 9S"), public, drawn)
    assert events_for(events, 1) == events
    for seat in (0, 2, None):
        seen = events_for(events, seat)
        assert seen[:2] == events[:2]
        assert seen[2] == CardsMoved(Place(Zone.STOCK), Place(Zone.HAND, 1), 2, (), (), False)


# ---------------------------------------------------------------- explicit deals


def test_hand_notation_round_trips_and_names_seats() -> None:
    text = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"
    hands = parse_hands(text, 4)
    assert format_hands(hands) == text
    assert parse_hands("E:" + text[2:], 4)[1] == hands[0]
    assert Card.parse("TC") in hands[0] and len(hands[3]) == 13
    three = parse_hands("1:A.-.-.- K.-.-.- Q.-.-.-+JK1", 3)
    assert three[1].cards == parse_cards("AS") and three[0].cards == parse_cards("QS JK1")


BAD_NOTATION = ["N:AK", "Z:A.-.-.- K.-.-.- Q.-.-.- J.-.-.-", "N:A.-.-.- K.-.-.-", "N:X.-.-.- K.-.-.- Q.-.-.- J.-.-.-"]


@pytest.mark.parametrize("text", BAD_NOTATION)
def test_bad_hand_notation_is_an_invalid_deal(text: str) -> None:
    with pytest.raises(InvalidDeal):
        parse_hands(text, 4)


def test_hands_and_the_rest_become_the_deck_order() -> None:
    deck = deck36()
    recipients = round_robin(2, 0, 6, 36)
    order = order_of(ExplicitDeal(order=deck), deck, recipients)
    hands = (Hand(order[0:12:2]), Hand(order[1:12:2]))
    assert order_of(ExplicitDeal(hands=hands, rest=order[12:]), deck, recipients) == order
    for bad in (
        ExplicitDeal(hands=hands, rest=order[12:-1]),  # a card short
        ExplicitDeal(hands=(hands[0], hands[0]), rest=order[12:]),  # a card twice
        ExplicitDeal(hands=hands[:1], rest=order[12:]),
        ExplicitDeal(order=deck, hands=hands),
        ExplicitDeal(),
    ):
        with pytest.raises(InvalidDeal):
            order_of(bad, deck, recipients)


# ---------------------------------------------------------------- the score sheet


def test_a_sheet_adds_rows_and_totals_by_section_and_deal() -> None:
    sheet = ScoreSheet(("N-S", "E-W"), ("above", "below")).adding(
        SheetRow(1, "2S made", (60, 0), "below"), SheetRow(1, "overtricks", (30, 0), "above"),
        SheetRow(2, "undertricks", (0, 100), "above"),
    )
    assert sheet.totals() == (90, 100) and sheet.totals("below") == (60, 0)
    assert sheet.deal_totals(1) == (90, 0) and sheet.last_deal == 2
    sheet.check(2, 2)
    for bad, columns, deals in ((sheet, 3, 2), (sheet, 2, 1), (sheet.adding(SheetRow(2, "x", (1,), "above")), 2, 2),
                                (sheet.adding(SheetRow(1, "late", (1, 1), "above")), 2, 2),
                                (sheet.adding(SheetRow(2, "x", (1, 1), "middle")), 2, 2)):
        with pytest.raises(InvalidState):
            bad.check(columns, deals)


def test_dealer_rotation_and_places() -> None:
    assert next_dealer(3, 4) == 0 and next_dealer(0, 4, (True, False, True, True)) == 2
    assert places_by((10, 30, 30, 5)) == (3, 1, 1, 4)
    assert places_by((0, 2, 1), higher_is_better=False) == (1, 3, 2)


# ---------------------------------------------------------------- the contract generator


def test_generated_field_numbers_stay_put(tmp_path: Path) -> None:
    from tools.gen_contract import assign, existing_numbers

    proto = tmp_path / "x.proto"
    proto.write_text("message A {\n  reserved 2;\n  optional int32 a = 1;\n  repeated string c = 3;\n}\n")
    committed = existing_numbers(proto)["A"]
    assigned, freed = assign(["c", "b", "a"], committed)
    assert dict(assigned) == {"c": 3, "b": 4, "a": 1}  # kept numbers; a new field takes the next free one
    assert freed == [2]  # still reserved
    assigned, freed = assign(["a"], committed)
    assert freed == [2, 3]  # a removed field's number is reserved, never reused


def test_new_games_take_envelope_numbers_after_the_games_and_below_the_envelopes_own_fields() -> None:
    from tools.gen_contract import GAME_NUMBERS_END, envelope_numbers

    committed = {"game_id": 1, "version": 2, "match_id": 3, "durak": 10, "bridge": 11, "events": 100}
    assert envelope_numbers(["durak", "bridge", "x", "y"], committed, 10) == [
        ("durak", 10), ("bridge", 11), ("x", 12), ("y", 13)]
    assert envelope_numbers(["a"], {"game_id": 1}, 1) == [("a", 2)]  # never an envelope field's number
    assert GAME_NUMBERS_END == 100
