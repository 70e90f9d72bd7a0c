"""``cardgames solve``: one JSON object per deal, lines that replay, progress on stderr, one-line errors."""

from __future__ import annotations

import json

import pytest

from cardgames.clients.cli import main
from cardgames.solvers import solitaire

KEYS = {"game", "seed", "options", "verdict", "moves", "nodes", "seconds"}


def test_seeds_as_json_with_progress(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "prisoner", "--seeds", "0:40", "--json", "--verify"]) == 0
    captured = capsys.readouterr()
    results = [json.loads(line) for line in captured.out.splitlines()]
    assert [result["seed"] for result in results] == list(range(40))
    assert all(set(result) >= KEYS for result in results)
    assert {result["verdict"] for result in results} <= {"won", "lost"}
    assert all(result["verified"] for result in results if result["verdict"] == "won")
    assert "[40/40]" in captured.err


def test_a_klondike_seed_is_the_new_game_deal(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "little_piano", "--seed", "1", "--option", "stock_rule=draw3", "--json", "--verify"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["verdict"] == "won" and result["verified"] and result["options"] == {"stock_rule": "draw3"}
    state = solitaire.new_state("little_piano", {"stock_rule": "draw3"}, 1)
    solitaire.replay(solitaire.game_of("little_piano"), state, result["moves"])


def test_text_output_and_explicit_deal(capsys: pytest.CaptureFixture[str]) -> None:
    order = " ".join(rank + suit for suit in "SHDC" for rank in "6789TJQKA")
    assert main(["solve", "prisoner", "--deal", order]) == 0
    assert capsys.readouterr().out.startswith("prisoner deal: ")


def test_the_method_flag_picks_the_solver(capsys: pytest.CaptureFixture[str]) -> None:
    """``--method cp-sat`` runs the Mill's CP-SAT model (a whole deal is beyond it within 0.3 s)."""
    assert main(["solve", "mill", "--seed", "1", "--method", "cp-sat", "--budget-s", "0.3", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["method"] == "cp-sat" and result["verdict"] == "budget_exceeded"
    assert set(solitaire.METHODS) == {"search", "cp-sat", "generic", "relaxed"}  # the flag's choices


def test_the_relaxed_method_proves_a_klondike_loss(capsys: pytest.CaptureFixture[str]) -> None:
    """``--method relaxed``: deal 55 under draw three is lost under draw one within 400k positions, where the
    exact search alone needs about a million (tests/solvers/test_klondike_relaxed.py)."""
    assert main(["solve", "little_piano", "--seed", "55", "--option", "stock_rule=draw3", "--method", "relaxed",
                 "--nodes", "400000", "--budget-s", "60", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["verdict"] == "lost" and result["nodes"] < 400_000


@pytest.mark.parametrize("argv", [
    ["solve", "durak", "--seed", "1"],
    ["solve", "prisoner", "--seed", "1", "--method", "cp-sat"],
    ["solve", "mill", "--seed", "1", "--option", "refill=choice", "--method", "cp-sat"],
    ["solve", "prisoner"],
    ["solve", "little_piano", "--seed", "1", "--method", "relaxed"],
    ["solve", "prisoner", "--seeds", "5:2"],
    ["solve", "little_piano", "--seed", "1", "--option", "stock_rule=draw9"],
    ["solve", "prisoner", "--deal", "ZZ"],
])
def test_bad_input_is_one_line_and_status_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("cardgames: error:") and "\n" not in err
