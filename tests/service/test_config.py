"""Configuration: secure defaults, strict parsing, one-line start-up failures, one documented list of settings."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from rpc_helpers import spawn_service

from cardgames.clients.cli import main as cli_main
from cardgames.clients.local import subprocess_env
from cardgames.service.config import SETTINGS, Config, ConfigError, StateOutput

ROOT = Path(__file__).resolve().parents[2]
GOOD_KEY = "k1=" + "A" * 43


def test_the_defaults_are_the_public_posture() -> None:
    config = Config()
    assert config.accept_plain is False and config.state_output is StateOutput.SEALED
    assert Config.from_env({}) == config


def test_values_are_read_and_blank_means_the_default() -> None:
    config = Config.from_env({
        "CARDGAMES_PORT": " 6000 ",
        "CARDGAMES_ACCEPT_PLAIN": "Yes",
        "CARDGAMES_STATE_OUTPUT": "BOTH",
        "CARDGAMES_GRACE_SECONDS": "2.5",
        "CARDGAMES_METRICS_PORT": "",
        "CARDGAMES_SUPERVISOR_PID": "",
    })
    assert (config.port, config.accept_plain, config.state_output) == (6000, True, StateOutput.BOTH)
    assert config.grace_seconds == 2.5 and config.metrics_port == 9090 and config.supervisor_pid is None
    for word, value in (("1", True), ("on", True), ("TRUE", True), ("0", False), ("off", False), ("No", False)):
        assert Config.from_env({"CARDGAMES_REUSE_PORT": word}).reuse_port is value


@pytest.mark.parametrize(
    ("env", "words"),
    [
        ({"CARDGAMES_ACCEPT_PLAIN": "nope"}, "CARDGAMES_ACCEPT_PLAIN='nope': must be true or false"),
        ({"CARDGAMES_STATE_OUTPUT": "plain"}, "CARDGAMES_ACCEPT_PLAIN=false"),
        ({"CARDGAMES_PORT": "1.5"}, "whole number"),
        ({"CARDGAMES_GRACE_SECONDS": "inf"}, "from 0 to 3600"),
    ],
)
def test_bad_values_raise_config_error_naming_the_variable(env: dict[str, str], words: str) -> None:
    with pytest.raises(ConfigError, match=re.escape(words)):
        Config.from_env(env)


def test_plain_output_needs_plain_input_also_when_built_in_code() -> None:
    with pytest.raises(ConfigError, match="CARDGAMES_STATE_OUTPUT=both"):
        Config(state_output=StateOutput.BOTH)
    assert Config(accept_plain=True, state_output=StateOutput.PLAIN).state_output is StateOutput.PLAIN


# -- start-up failures: one line, exit status 2, no traceback -----------------------------------------------


BAD_SETTINGS = [
    {"CARDGAMES_PORT": "abc"},
    {"CARDGAMES_PORT": "70000"},
    {"CARDGAMES_PORT": "-1"},
    {"CARDGAMES_METRICS_PORT": "-5"},
    {"CARDGAMES_STATE_OUTPUT": "loud"},
    {"CARDGAMES_STATE_OUTPUT": "plain"},
    {"CARDGAMES_STATE_OUTPUT": "both", "CARDGAMES_ACCEPT_PLAIN": "false"},
    {"CARDGAMES_ACCEPT_PLAIN": "maybe"},
    {"CARDGAMES_ACCEPT_PLAIN": "ture"},
    {"CARDGAMES_REUSE_PORT": "sometimes"},
    {"CARDGAMES_SEAL_KEYS_FILE": "{tmp}/missing-keys"},
    {"CARDGAMES_SEAL_KEYS_FILE": "{tmp}"},  # a directory: unreadable as a file
    {"CARDGAMES_SEAL_KEYS_FILE": "{tmp}/bad-keys"},
    {"CARDGAMES_SEAL_KEYS": "k1=short"},
    {"CARDGAMES_SEAL_KEYS": "no-equals-sign"},
    {"CARDGAMES_GRACE_SECONDS": "-1"},
    {"CARDGAMES_GRACE_SECONDS": "nan"},
    {"CARDGAMES_DRAIN_DELAY_SECONDS": "1e9"},
    {"CARDGAMES_MAX_CONNECTION_AGE_MS": "-1"},
    {"CARDGAMES_MAX_MESSAGE_BYTES": "0"},
    {"CARDGAMES_MAX_MESSAGE_BYTES": "99999999999999"},
    {"CARDGAMES_SOLVER_WORKERS": "0"},
    {"CARDGAMES_SOLVER_QUEUE": "-3"},
    {"CARDGAMES_PROCESSES": "0"},
    {"CARDGAMES_PROCESSES": "-2"},
    {"CARDGAMES_PROCESSES": "100000"},
    {"CARDGAMES_PROCESSES": "2", "CARDGAMES_SEAL_KEYS_FILE": "{tmp}/missing-keys"},  # the supervisor checks too
    {"CARDGAMES_SUPERVISOR_PID": "me"},
]


@pytest.mark.parametrize("bad", BAD_SETTINGS, ids=lambda bad: ",".join(f"{k[10:]}={v}" for k, v in bad.items()))
def test_bad_setting_stops_the_server_with_one_line_and_status_2(bad: dict[str, str], tmp_path: Path) -> None:
    (tmp_path / "bad-keys").write_text("k1=" + "A" * 10 + "\n", encoding="utf-8")
    settings = {name: value.format(tmp=tmp_path) for name, value in bad.items()}
    keys = {} if "CARDGAMES_SEAL_KEYS_FILE" in settings else {"CARDGAMES_SEAL_KEYS": GOOD_KEY}
    env = subprocess_env(ROOT, **{**keys, **settings})
    done = subprocess.run(
        [sys.executable, "-m", "cardgames.service"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    lines = done.stderr.splitlines()
    assert done.returncode == 2, (done.returncode, done.stderr)
    assert "Traceback" not in done.stderr
    assert len(lines) == 1 and lines[0].startswith("cardgames: error: "), done.stderr
    named = [name for name in settings if name in lines[0]]
    assert named, f"the line names none of {sorted(settings)}: {lines[0]}"
    assert done.stdout == ""


def test_no_key_configured_logs_the_ephemeral_key_warning(tmp_path: Path) -> None:
    env = subprocess_env(ROOT)
    env.pop("CARDGAMES_SEAL_KEYS", None)
    env.pop("CARDGAMES_SEAL_KEYS_FILE", None)
    with open(tmp_path / "server.log", "wb") as log:
        proc, port = spawn_service(ROOT, env, log, timeout=60)
        try:
            assert port
        finally:
            proc.send_signal(signal.SIGTERM)
            proc.wait(60)
    text = (tmp_path / "server.log").read_text()
    assert "WARNING" in text and "ephemeral key" in text, text


# -- one list of settings: README and --help ----------------------------------------------------------------


def _readme_rows() -> list[tuple[str, str, str]]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Configuration", 1)[1].split("\n## ", 1)[0]
    rows = re.findall(r"^\| `(CARDGAMES_\w+)` \| (.*?) \| (.*) \|$", section, flags=re.MULTILINE)
    return [(name, default, meaning) for name, default, meaning in rows]


def test_readme_table_is_the_settings_list() -> None:
    assert _readme_rows() == [(s.env, s.default, s.meaning) for s in SETTINGS]


@pytest.mark.parametrize("argv", [["serve", "--help"]])
def test_serve_help_lists_every_variable_with_its_default(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    assert cli_main(argv) == 0
    out = capsys.readouterr().out
    for setting in SETTINGS:
        default = "none" if setting.default == "—" else setting.default
        assert f"{setting.env} (default: {default})" in out, setting.env


def test_python_m_service_help_lists_every_variable() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "cardgames.service", "--help"], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0 and done.stderr == ""
    assert all(setting.env in done.stdout for setting in SETTINGS)


@pytest.mark.parametrize("path", ["k8s/base/configmap.yaml", "k8s/overlays/dev/configmap-patch.yaml"])
def test_the_shipped_configmaps_are_valid_configuration(path: str) -> None:
    data = yaml.safe_load((ROOT / path).read_text(encoding="utf-8"))["data"]
    assert set(data) <= {setting.env for setting in SETTINGS}, "a ConfigMap sets a variable the server ignores"
    Config.from_env({name: str(value) for name, value in data.items()})
