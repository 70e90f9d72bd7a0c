"""Proven losses re-checked (issue 18): on reduced deals (positions a few moves before a random game's end, with
most cards already played or buried), the solver of each patience and an exhaustive search without pruning
(the game's own moves, keys that fold nothing: ``keys.PLAIN_KEYS``; no safe moves) agree wherever both
finish, and at least a few of those verdicts are losses that took a real search."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from cardgames.games.core.cards import Card
from cardgames.games.kosynka import move_of, rules_for
from cardgames.games.mechanics.patience import Layout
from cardgames.games.mechanics.piles import Column, Pile
from cardgames.games.registry import find_game
from cardgames.solvers.solitaire import Budget, Verdict, layouts, new_state, safe, solve
from cardgames.solvers.solitaire.keys import PLAIN_KEYS
from cardgames.solvers.solitaire.search import dfs

BUDGET = Budget(seconds=1.5)
BACK = (5, 10, 20, 40)
"""How many moves before the random game's end each reduced deal is taken."""
REAL_SEARCH = 10
"""Nodes a loss must have taken to count (a position with one move left proves little)."""


def random_line(game_id: str, state: Any, rng: random.Random) -> list[Any]:
    """The states of one random game (never ``resign``), up to the last one before it ends."""
    game = find_game(game_id)
    states = [state]
    while choices := [move for move in game.legal_moves(state) if move.id != "resign"]:
        following = game.apply(state, rng.choice(choices))
        if game.is_terminal(following):
            break
        state = following
        states.append(state)
    return states


def reduced_deals(game_id: str, options: dict[str, str], seeds: int) -> list[Any]:
    rng = random.Random(game_id)
    picked = []
    for seed in range(seeds):
        states = random_line(game_id, new_state(game_id, options, seed=seed), rng)
        picked.extend(states[-1 - back] for back in BACK if back < len(states))
    return picked


@pytest.mark.parametrize(("game_id", "options", "losses"), [
    ("kosynka", {}, 3),
    ("kosynka", {"passes": "3"}, 2),
    ("demon", {"stock_rule": "canfield_no_shuffle"}, 2),
    ("mill", {}, 3),
    ("lion_and_sun", {}, 3),
])
def test_losses_rechecked_without_pruning(game_id: str, options: dict[str, str], losses: int) -> None:
    game = find_game(game_id)
    rechecked = 0
    for state in reduced_deals(game_id, options, 6):
        solved = solve(game_id, state, BUDGET)
        if solved.verdict is Verdict.BUDGET_EXCEEDED:
            continue
        plain = dfs(game, state, PLAIN_KEYS[game_id], BUDGET)
        if plain.verdict is Verdict.BUDGET_EXCEEDED:
            continue
        assert solved.verdict is plain.verdict, (game_id, solved, plain)
        rechecked += solved.verdict is Verdict.LOST and plain.nodes >= REAL_SEARCH
        if rechecked >= losses:
            return
    pytest.fail(f"{game_id}: only {rechecked} losses re-checked")


@pytest.mark.parametrize(("safe_moves", "pairing"), [(False, True), (True, False), (False, False)])
def test_safe_moves_and_pairing_keep_the_verdict(safe_moves: bool, pairing: bool) -> None:
    """Kosynka's layout search with the safe foundation moves of ``safe.py`` and the pairing of run moves
    against the search without one or both of them; the pruned search takes fewer nodes in all."""
    decided = pruned_nodes = plain_nodes = 0
    for state in reduced_deals("kosynka", {}, 3):
        rules = rules_for(state.options)
        fast = layouts.search(state.layout, rules, move_of, BUDGET)
        plain = layouts.search(state.layout, rules, move_of, BUDGET, safe_moves=safe_moves, pairing=pairing)
        if Verdict.BUDGET_EXCEEDED in (fast.verdict, plain.verdict):
            continue
        assert fast.verdict is plain.verdict
        decided += 1
        pruned_nodes += fast.nodes
        plain_nodes += plain.nodes
    assert decided >= 4, decided
    assert pruned_nodes < plain_nodes


def _suit(letter: str, ranks: str) -> tuple[Card, ...]:
    return tuple(Card.parse(rank + letter) for rank in ranks)


def test_a_card_that_still_holds_a_card_is_not_forced_up() -> None:
    """Kosynka, 33 cards left: 5H is on the only card that can take 4S, which covers the 3S the spades need; 5H
    fits its foundation but is not safe (both 4S are not up), so the search keeps it and wins.  Forcing every
    foundation move (no safety rule) would send both 5H up at once and lose."""
    full, low = "A23456789TJQK", "A234"
    foundations = (*(Pile(_suit(suit, full)) for suit in "CCDD"), Pile(_suit("S", "A2")), Pile(_suit("S", full)),
                   Pile(_suit("H", low)), Pile(_suit("H", low)))
    hearts_under = _suit("H", "KQJT9876")
    columns = (Column(hearts_under, _suit("H", "5")), Column(_suit("S", "3"), _suit("S", "4")),
               Column(_suit("S", "KQJT9876"), _suit("S", "5")), Column(hearts_under, _suit("H", "5")),
               *(Column() for _ in range(6)))
    layout = Layout(columns=columns, foundations=foundations)
    rules = rules_for(new_state("kosynka", seed=0).options)
    assert sum(len(column.down) + len(column.up) for column in columns) + sum(map(len, foundations)) == 104
    assert layouts.search(layout, rules, move_of, BUDGET).verdict is Verdict.WON
    assert not safe.play_safe(layout, rules)[1]
    both_up = dataclasses.replace(
        layout, columns=(Column(hearts_under), *columns[1:3], Column(hearts_under), *columns[4:]),
        foundations=(*foundations[:6], Pile(_suit("H", low + "5")), Pile(_suit("H", low + "5"))))
    assert layouts.search(both_up, rules, move_of, BUDGET, safe_moves=False).verdict is Verdict.LOST


def test_a_run_move_that_only_exposes_a_card_is_searched_with_its_use() -> None:
    """Kosynka, 29 cards left: 4H lies on 5S over 3H; the one way on is 4H onto 5C (no card turned, no column
    emptied: a move the pairing restricts), then 5S up, which uses what it exposed, and then 3H turns up.
    Playing 5C up first loses (4H then has nowhere to go).  The pruned search finds the win."""
    full = "A23456789TJQK"
    foundations = (Pile(_suit("C", "A234")), Pile(_suit("C", full)), Pile(_suit("D", full)), Pile(_suit("D", full)),
                   Pile(_suit("H", "A2")), Pile(_suit("H", full)), Pile(_suit("S", "A234")), Pile(_suit("S", full)))
    columns = (Column(_suit("H", "KQJT98765") + _suit("H", "3"), _suit("S", "5") + _suit("H", "4")),
               Column(_suit("C", "KQJT9876"), _suit("C", "5")), Column(_suit("S", "KQJT987"), _suit("S", "6")),
               *(Column() for _ in range(7)))
    layout = Layout(columns=columns, foundations=foundations)
    assert sum(len(column.down) + len(column.up) for column in columns) + sum(map(len, foundations)) == 104
    state = dataclasses.replace(new_state("kosynka", seed=0), layout=layout)
    solution = solve("kosynka", state, BUDGET)  # replayed through the game: the line stops where the game ends
    assert solution.verdict is Verdict.WON
    assert solution.moves[:2] == ("tab:0:11>tab:1", "tab:0>found"), solution.moves
