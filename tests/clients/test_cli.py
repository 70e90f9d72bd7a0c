"""The cardgames command: catalogue, selfplay through the gRPC API, one-line errors."""

from __future__ import annotations

import json
import os

import pytest

from cardgames.clients.cli import main
from cardgames.clients.local import local_server
from cardgames.service.config import Config
from cardgames.service.sealing import KeyRing


def test_games_json_lists_descriptors_with_option_defaults(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["games", "--json"]) == 0
    games = json.loads(capsys.readouterr().out)
    by_id = {game["id"]: game for game in games}
    assert {"durak", "bridge", "little_piano"} <= set(by_id)
    for game in games:
        assert {"id", "name", "native_name", "min_players", "max_players", "options"} <= set(game)
        for option in game["options"]:
            assert {"name", "kind", "default"} <= set(option)


@pytest.mark.parametrize(
    ("game", "extra"),
    [
        ("durak", ["--players", "3"]),
        # Uniformly random bidding rarely makes game: cap the rubber so the test stays short.
        ("bridge", ["--option", "max_deals=4"]),
        ("little_piano", []),
        ("bridge", ["--option", "scoring=duplicate", "--option", "boards=2"]),
    ],
)
def test_selfplay_json_plays_complete_games(capsys: pytest.CaptureFixture[str], game: str, extra: list[str]) -> None:
    assert main(["selfplay", game, "--seed", "1", "--games", "2", "--json", *extra]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["seed"] for line in lines] == [1, 2]
    for line in lines:
        assert line["game"] == game and line["moves"] > 0
        assert len(line["scores"]) == line["players"]
        assert all(outcome != "undecided" for outcome in line["outcomes"])


def test_selfplay_works_against_a_sealed_only_server(capsys: pytest.CaptureFixture[str]) -> None:
    """The server's defaults refuse plain states and require seat tokens: selfplay sends NewGame's tokens."""
    config = Config(host="127.0.0.1", port=0, metrics_port=-1, grace_seconds=1.0)
    assert not config.accept_plain
    with local_server(config, KeyRing.ephemeral()) as target:
        assert main(["selfplay", "durak", "--players", "3", "--seed", "4", "--games", "2", "--json",
                     "--server", target]) == 0
        assert main(["selfplay", "bridge", "--option", "max_deals=1", "--seed", "4", "--json",
                     "--server", target]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["game"] for line in lines] == ["durak", "durak", "bridge"]
    assert all(line["moves"] > 0 for line in lines)


def test_selfplay_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    main(["selfplay", "durak", "--players", "2", "--seed", "9", "--json"])
    first = capsys.readouterr().out
    main(["selfplay", "durak", "--players", "2", "--seed", "9", "--json"])
    assert capsys.readouterr().out == first


@pytest.mark.parametrize(
    "argv",
    [
        ["selfplay", "bridge", "--option", "scoring=chicago"],
        ["selfplay", "bridge", "--option", "nonsense=1"],
        ["selfplay", "bridge", "--option", "novalue"],
        ["selfplay", "chess"],
        ["selfplay", "durak", "--players", "7"],
    ],
)
def test_bad_input_is_one_line_and_status_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("cardgames: error:") and "\n" not in err


def test_dd_prints_table_and_par_as_json(capsys: pytest.CaptureFixture[str], tmp_path: object) -> None:
    assert main(["dd", "N:AK.-.-.- QJ.-.-.- T9.-.-.- 87.-.-.-", "--json", "--vul", "ns"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["deal"].startswith("N:AK")
    assert set(result["table"]) == {"N", "E", "S", "W"}
    assert set(result["table"]["N"]) == {"C", "D", "H", "S", "NT"}
    assert result["table"]["N"]["NT"] == 2 and result["table"]["E"]["S"] == 0
    assert set(result["par"]) == {"score", "contracts"}


def test_dd_reads_one_deal_per_line(capsys: pytest.CaptureFixture[str], tmp_path: os.PathLike[str]) -> None:
    path = os.path.join(tmp_path, "deals.pbn")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("N:AK.-.-.- QJ.-.-.- T9.-.-.- 87.-.-.-\n# comment\nE:A.-.-.- K.-.-.- Q.-.-.- J.-.-.-\n")
    assert main(["dd", "--file", path, "--json"]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 2
    assert main(["dd", "N:garbage"]) == 2


def test_client_modules_import_each_other_without_cycles() -> None:
    """cli and dd_command both use local.server_target; neither imports the other back."""
    import ast
    from pathlib import Path

    import cardgames.clients as package

    folder = Path(package.__file__).parent
    edges: dict[str, set[str]] = {}
    for path in folder.glob("*.py"):
        tree = ast.parse(path.read_text())
        edges[path.stem] = {node.module for node in ast.walk(tree)
                            if isinstance(node, ast.ImportFrom) and node.level == 1 and node.module}

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        return any(n == goal or (n not in seen and reaches(n, goal, seen | {n})) for n in edges.get(start, ()))

    assert not any(reaches(name, name, set()) for name in edges), edges
