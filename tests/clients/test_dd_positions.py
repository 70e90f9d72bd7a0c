"""``cardgames dd GAME``: one position of any trick game through a real (in-process) server, from a seeded deal
and a move list or from a plain state file, generic over the games with ``trick_play``."""

from __future__ import annotations

import json
import os

import pytest
from google.protobuf import json_format

from cardgames.clients.cli import main
from cardgames.games import registry
from cardgames.games.core.rng import Drbg
from cardgames.solvers.dd import solve_position
from cardgames.solvers.positions import position_of
from cardgames.v1 import engine_pb2


def _moves(game_id: str, seed: int, count: int, players: int) -> tuple[list[str], object]:
    game = registry.find_game(game_id)
    state = game.new_game(game.spec.default_options(), players, seed=seed)
    chooser, ids = Drbg(seed), []
    for _ in range(count):
        legal = game.legal_moves(state)
        move = legal[chooser.randbelow(len(legal))]
        ids.append(move.id)
        state = game.apply(state, move)
    return ids, state


def test_a_replayed_whist_position_prints_every_card(capsys: pytest.CaptureFixture[str],
                                                   tmp_path: os.PathLike[str]) -> None:
    ids, state = _moves("whist", 5, 4 * 9 + 1, 4)
    saved = os.path.join(tmp_path, "state.json")
    args = ["dd", "whist", "--seed", "5", "--moves", ",".join(ids), "--save", saved, "--json"]
    assert main(args) == 0
    result = json.loads(capsys.readouterr().out)
    expected = solve_position(position_of(registry.find_game("whist"), state))
    assert result["game"] == "whist" and result["objective"] == "tricks" and result["total"] == 4
    assert result["value"] == expected.value and result["cards"] == expected.card_values
    assert result["seat_to_move"] == expected.seat_to_move
    assert main(["dd", "whist", "--state", saved, "--json"]) == 0  # the file written, read back
    assert json.loads(capsys.readouterr().out) == result
    binary = os.path.join(tmp_path, "state.bin")
    message = engine_pb2.GameState()
    with open(saved, encoding="utf-8") as handle:
        json_format.Parse(handle.read(), message)
    with open(binary, "wb") as handle:
        handle.write(message.SerializeToString())
    assert main(["dd", "whist", "--state", binary]) == 0
    text = capsys.readouterr().out
    assert text.startswith("whist: seat") and all(card in text for card in result["cards"])


def test_value_only_prints_the_value_without_the_cards(capsys: pytest.CaptureFixture[str]) -> None:
    ids, state = _moves("whist", 7, 4 * 8, 4)
    expected = solve_position(position_of(registry.find_game("whist"), state))
    assert main(["dd", "whist", "--seed", "7", "--moves", ",".join(ids), "--value-only", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["value"] == expected.value and result["cards"] == {} and result["total"] == 5
    deal = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"
    assert main(["dd", deal, "--value-only"]) == 2  # a PBN deal gets its whole table
    assert "--value-only is for one position" in capsys.readouterr().err


def test_bridge_and_mushka_positions_too(capsys: pytest.CaptureFixture[str]) -> None:
    ids, _ = _moves("mushka", 3, 0, 3)
    assert main(["dd", "bridge", "--seed", "2", "--moves", ""]) == 2  # the auction: not in play
    assert "not in its play phase" in capsys.readouterr().err
    assert main(["dd", "mushka", "--seed", "3", "--players", "3", "--moves", ",".join(ids)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("cardgames: error: mushka: FAILED_PRECONDITION") and err[-1] == "\n"


def test_bad_game_inputs_are_one_line_errors(capsys: pytest.CaptureFixture[str], tmp_path: os.PathLike[str]) -> None:
    assert main(["dd", "whist", "--seed", "1", "--moves", "play:ZZ"]) == 2
    assert capsys.readouterr().err.startswith("cardgames: error: whist:")
    path = os.path.join(tmp_path, "junk.json")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("{not json")
    assert main(["dd", "whist", "--state", path]) == 2
    assert "not a plain GameState" in capsys.readouterr().err
    assert main(["dd", "--seed", "1"]) == 2
    assert main(["dd", "whist", "--seed", "1", "--option", "rubbers"]) == 2
