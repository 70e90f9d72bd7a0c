"""games.mechanics.bouts: the table of an attack, settling it, and who attacks next."""

from __future__ import annotations

from cardgames.games.core.cards import Card, parse_cards
from cardgames.games.mechanics.bouts import (
    TablePair,
    beating,
    laid,
    next_bout,
    settle,
    slot_of,
    table_cards,
    unbeaten,
)


def c(text: str) -> Card:
    return Card.parse(text)


def test_laid_cards_are_unbeaten_until_beaten() -> None:
    table = laid(parse_cards("7C 7D AS"))
    assert unbeaten(table) == parse_cards("7C 7D AS")
    table = beating(table, 1, c("9D"))
    assert table[1] == TablePair(c("7D"), c("9D"))
    assert unbeaten(table) == parse_cards("7C AS")
    assert tuple(table_cards(table)) == parse_cards("7C 7D 9D AS")


def test_slot_of_finds_only_unbeaten_attack_cards() -> None:
    table = beating(laid(parse_cards("7C 7D")), 0, c("8C"))
    assert slot_of(table, c("7D")) == 1
    assert slot_of(table, c("7C")) is None  # already beaten
    assert slot_of(table, c("8C")) is None  # a covering card, not an attack card


def test_settle_splits_beaten_pairs_and_taken_cards() -> None:
    table = beating(beating(laid(parse_cards("7C 7D AS")), 0, c("8C")), 1, c("6S"))
    assert settle(table) == (parse_cards("7C 8C 7D 6S"), parse_cards("AS"))
    assert settle(()) == ((), ())


def test_next_bout_after_beating_everything_the_defender_attacks() -> None:
    assert next_bout(1, False, [True] * 4) == (1, 2)
    assert next_bout(3, False, [True] * 4) == (3, 0)


def test_next_bout_after_taking_the_player_left_of_the_defender_attacks() -> None:
    assert next_bout(1, True, [True] * 4) == (2, 3)
    assert next_bout(1, True, [True, True]) == (0, 1)  # two players: the same attacker again


def test_next_bout_skips_players_out() -> None:
    # the defender beat everything with his last cards and went out: the next one on his left attacks
    assert next_bout(1, False, [True, False, True, True]) == (2, 3)
    # the attacker left of the defender is out: skip him, and the defender is skipped likewise
    assert next_bout(1, True, [True, True, False, True]) == (3, 0)
