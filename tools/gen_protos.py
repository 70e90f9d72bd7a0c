"""Generate the contract: ``proto/`` from the rules library's types, then ``cardgames/v1`` from ``proto/``.

    python -m tools.gen_protos          # regenerate both in place
    python -m tools.gen_protos --check  # exit 1 if either is stale

The first step (:mod:`tools.gen_contract`) writes each game's ``.proto``, the shared
``common.proto`` and the game members of ``engine.proto`` from the value types; the install
runs only the second (protoc), from the committed ``.proto`` files.

The generator is grpcio-tools 1.81.x: its code loads on protobuf 6.33, which
ortools 9.15 requires (DESIGN.md §5).
"""

from __future__ import annotations

import filecmp
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROTO_ROOT = ROOT / "proto"
OUT_PACKAGE = ROOT / "cardgames" / "v1"
PACKAGE_INIT_TEXT = (
    '"""cardgames: rules of card games, their solvers and a stateless gRPC service.\n\n'
    "The one top-level import name of the project: ``cardgames.games`` (rules library),\n"
    "``cardgames.solvers``, ``cardgames.service``, ``cardgames.clients`` and the generated contract\n"
    '``cardgames.v1``.  (In a checkout the first four are links to the top-level folders.)\n"""\n'
)
INIT_TEXT = '"""Generated protobuf code for cardgames.v1 (python -m tools.gen_protos); do not edit."""\n'


def _protoc(out_dir: Path) -> None:
    import grpc_tools
    from grpc_tools import protoc

    protos = sorted(str(path.relative_to(PROTO_ROOT)) for path in (PROTO_ROOT / "cardgames" / "v1").glob("*.proto"))
    include = str(Path(grpc_tools.__file__).parent / "_proto")
    args = [
        "grpc_tools.protoc",
        f"-I{PROTO_ROOT}",
        f"-I{include}",
        f"--python_out={out_dir}",
        f"--pyi_out={out_dir}",
        f"--grpc_python_out={out_dir}",
        *protos,
    ]
    if protoc.main(args) != 0:
        raise SystemExit("protoc failed")
    package = out_dir / "cardgames" / "v1"
    (package / "__init__.py").write_text(INIT_TEXT)
    (out_dir / "cardgames" / "__init__.py").write_text(PACKAGE_INIT_TEXT)


def _generated_files(directory: Path) -> set[str]:
    return {p.name for p in directory.glob("*") if p.suffix in (".py", ".pyi")}


def generate(check: bool = False) -> bool:
    """Regenerate (or, with ``check``, compare); return True when up to date."""
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        _protoc(tmp_path)
        fresh = tmp_path / "cardgames" / "v1"
        names = _generated_files(fresh)
        if check:
            current = _generated_files(OUT_PACKAGE) if OUT_PACKAGE.exists() else set()
            stale = sorted(names ^ current) + sorted(
                n for n in names & current if not filecmp.cmp(fresh / n, OUT_PACKAGE / n, shallow=False)
            )
            for name in stale:
                print(f"stale generated file: cardgames/v1/{name}", file=sys.stderr)
            return not stale
        OUT_PACKAGE.mkdir(parents=True, exist_ok=True)
        for old in _generated_files(OUT_PACKAGE) - names:
            (OUT_PACKAGE / old).unlink()
        for name in names:
            shutil.copyfile(fresh / name, OUT_PACKAGE / name)
        (ROOT / "cardgames" / "__init__.py").write_text(PACKAGE_INIT_TEXT)
        return True


def contract_files() -> dict[Path, str]:
    """The ``.proto`` texts the rules library's types give (see :mod:`tools.gen_contract`)."""
    sys.path.insert(0, str(ROOT))
    from cardgames.games import registry
    from cardgames.games.core import deals, events, hands, rng, spec
    from cardgames.games.mechanics import auction, betting, bidding, match, melds, piles, tricks
    from tools.gen_contract import build

    shared = (
        hands.Hand, tricks.Trick, piles.Pile, piles.Column, melds.Meld, betting.Pot, auction.Call,
        auction.Contract, bidding.AuctionCall, match.ScoreSheet, spec.Score, rng.RngState,
        deals.ExplicitDeal, deals.DeckOrder,
    )
    return build(list(registry.all_games().values()), shared, events.Event)


def write_contract(check: bool) -> bool:
    """Write (or, with ``check``, compare) the generated ``.proto`` files; True when up to date."""
    fresh = True
    for path, text in contract_files().items():
        if path.exists() and path.read_text() == text:
            continue
        fresh = False
        if check:
            print(f"stale contract file: {path.relative_to(ROOT)}", file=sys.stderr)
        else:
            path.write_text(text)
    return fresh


def main() -> int:
    check = "--check" in sys.argv[1:]
    ok = write_contract(check=check)
    ok = generate(check=check) and ok
    if check and not ok:
        print("generated code is stale: run `python -m tools.gen_protos` and commit", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
