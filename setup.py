"""Build steps setuptools cannot express in pyproject.toml.

* Generate ``cardgames/v1/*_pb2*.py`` from ``proto/`` (the generator is pinned in
  build-system.requires so generated code loads beside ortools' protobuf).
* Compile the double-dummy solver's C++ core (``solvers/dd/src``), the Klondike solver's
  (``solvers/solitaire/src``) and the Mill solver's (``solvers/solitaire/src/mill``) with pybind11, the
  codec's C encoder (``service/codec/_fastwire.c``, plain C API) and the rules library's
  optional C constructor for value types (``games/core/_values.c``).
"""

from __future__ import annotations

import platform
import sys
from glob import glob
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))


class BuildPyWithProtos(build_py):
    def run(self) -> None:
        from tools.gen_protos import generate

        generate(check=False)
        super().run()


def _cpu_flags() -> list[str]:
    """x86-64-v2 (SSE4.2, POPCNT) for the solver's bit counting on x86-64; the compiler's defaults elsewhere (arm64)."""
    return ["-march=x86-64-v2"] if platform.machine().lower() in ("x86_64", "amd64") else []


def native_extensions() -> list[object]:
    fastwire = Extension("cardgames.service.codec._fastwire", ["service/codec/_fastwire.c"], extra_compile_args=["-O2"])
    values = Extension("cardgames.games.core._values", ["games/core/_values.c"], extra_compile_args=["-O2"])
    sources = sorted(glob("solvers/dd/src/*.cpp"))
    if not sources:
        return [fastwire, values]
    from pybind11.setup_helpers import Pybind11Extension

    return [
        fastwire,
        values,
        Pybind11Extension(
            "cardgames.solvers.dd._ddcore",
            sources,
            depends=sorted(glob("solvers/dd/src/*.hpp")),  # a header edited rebuilds the module
            cxx_std=17,
            extra_compile_args=["-O3", "-DNDEBUG", *_cpu_flags()],
        ),
        Pybind11Extension(
            "cardgames.solvers.solitaire._klondike",
            sorted(glob("solvers/solitaire/src/*.cpp")),
            depends=sorted(glob("solvers/solitaire/src/*.hpp")),
            cxx_std=17,
            extra_compile_args=["-O3", "-DNDEBUG"],
        ),
        Pybind11Extension(
            "cardgames.solvers.solitaire._mill",
            sorted(glob("solvers/solitaire/src/mill/*.cpp")),
            depends=sorted(glob("solvers/solitaire/src/*.hpp")),
            cxx_std=17,
            extra_compile_args=["-O3", "-DNDEBUG"],
        ),
        Pybind11Extension(
            "cardgames.solvers.solitaire._kosynka",
            sorted(glob("solvers/solitaire/src/kosynka/*.cpp")),
            depends=sorted(glob("solvers/solitaire/src/*.hpp")),
            cxx_std=17,
            extra_compile_args=["-O3", "-DNDEBUG"],
        ),
    ]


setup(ext_modules=native_extensions(), cmdclass={"build_py": BuildPyWithProtos})
