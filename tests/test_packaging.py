"""The package installs one top-level import name, ``cardgames``, and nothing imports the folders directly.

In a checkout ``games/``, ``service/``, ``solvers/`` and ``clients/`` sit at the top and
``cardgames/<name>`` links to them; importing a folder by its bare name would load a second copy of
every module (two ``Card`` classes that never compare equal), so it must never happen.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
import tomllib
from pathlib import Path

import cardgames

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("games", "service", "solvers", "clients")


def test_every_module_imports_under_cardgames_only() -> None:
    for module in pkgutil.walk_packages(cardgames.__path__, "cardgames."):
        if module.name.endswith("__main__"):
            continue
        importlib.import_module(module.name)
    bare = sorted(name for name in sys.modules if name.split(".")[0] in FOLDERS)
    assert not bare, f"modules imported by their folder name instead of cardgames.*: {bare[:5]}"


def test_the_distribution_declares_only_cardgames() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert project["tool"]["setuptools"]["packages"]["find"]["include"] == ["cardgames*"]
    assert "<" not in project["project"]["requires-python"], "no upper cap on Python"
    for folder in FOLDERS:
        link = ROOT / "cardgames" / folder
        assert link.is_symlink() and link.resolve() == ROOT / folder
