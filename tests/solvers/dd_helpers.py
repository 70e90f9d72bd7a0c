"""Shared helpers for the double-dummy solver tests (random endings, endplay conversion)."""

from __future__ import annotations

import random

from cardgames.solvers.dd import SEATS, Rules

RANKS = "23456789TJQKA"


def random_bridge_ending(rng: random.Random, k: int) -> list[list[str]]:
    deck = [r + s for s in "CDHS" for r in RANKS]
    cards = rng.sample(deck, 4 * k)
    return [cards[i * k:(i + 1) * k] for i in range(4)]


def to_pbn(hands: list[list[str]], first: int = 0) -> str:
    parts = []
    for i in range(4):
        hand = hands[(first + i) % 4]
        suits = []
        for s in "SHDC":
            ranks = sorted((c[0] for c in hand if c[1] == s), key=RANKS.index, reverse=True)
            suits.append("".join(ranks))
        parts.append(".".join(suits))
    return f"{SEATS[first]}:" + " ".join(parts)


def random_game(rng: random.Random) -> tuple[Rules, list[list[str]], int, list[str]]:
    """A random small ending of a random trick-taking game (2..6 seats, obligations, objectives)."""
    seats = rng.randint(2, 6)
    k = rng.randint(1, max(1, min(4, 14 // seats)))
    trump = rng.choice([None, "C", "D", "H", "S"])
    ranks = rng.choice([RANKS, "9TJQKA", "789TJQKA"])
    deck = [r + s for s in "CDHS" for r in ranks]
    jokers = rng.random() < 0.3
    if jokers:
        deck += ["JK1", "JK2"]
    cards_needed = seats * k
    if cards_needed > len(deck):
        k = len(deck) // seats
        cards_needed = seats * k
    cards = rng.sample(deck, cards_needed)
    hands = [cards[i * k:(i + 1) * k] for i in range(seats)]
    sides = tuple(rng.randint(0, 1) for _ in range(seats))
    if len(set(sides)) == 1:
        sides = (1, *sides[1:]) if sides[0] == 0 else (0, *sides[1:])
    objective = rng.choice(["tricks", "points", "penalties"])
    points = {}
    if objective != "tricks":
        points = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2} if rng.random() < 0.5 else {"*H": 1, "QS": 13}
    must_trump = trump is not None and rng.random() < 0.5
    rules = Rules(
        seats=seats,
        sides=sides,
        trump=trump,
        rank_order=ranks,
        follow=rng.random() < 0.95,
        must_trump=must_trump,
        must_overtrump=must_trump and rng.random() < 0.5,
        partner_exempt=must_trump and rng.random() < 0.3,
        no_trump_lead_seat=rng.randrange(seats) if trump and rng.random() < 0.2 else None,
        objective=objective,
        card_points=points,
        trick_points=rng.choice([0, 0, 1, 10]) if objective != "tricks" else 0,
        last_trick_bonus=rng.choice([0, 10]) if objective != "tricks" else 0,
    )
    leader = rng.randrange(seats)
    played = play_part_of_trick(rng, rules, hands, leader, rng.randrange(seats))
    return rules, hands, leader, played


def play_part_of_trick(rng: random.Random, rules: Rules, hands: list[list[str]], leader: int,
                       count: int) -> list[str]:
    """Play ``count`` random legal cards to the current trick (hands are updated in place)."""
    from cardgames.solvers.dd import Position
    from cardgames.solvers.dd.reference import solve_reference

    played: list[str] = []
    for _ in range(min(count, rules.seats - 1)):
        seat = (leader + len(played)) % rules.seats
        if not hands[seat]:
            break
        res = solve_reference(Position(hands=hands, leader=leader, played=tuple(played), rules=rules))
        card = rng.choice(sorted(res.card_values))
        hands[seat].remove(card.partition("=")[0])
        played.append(card)
    return played
