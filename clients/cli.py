"""The ``cardgames`` command.

    cardgames serve                         run the server (configuration from CARDGAMES_* variables)
    cardgames games [--json]                the catalogue
    cardgames selfplay GAME [--players N] [--seed S] [--games K] [--server HOST:PORT] [--json]
                                            play K games of random legal moves through the gRPC API
    cardgames dd "N:AKQ2.… … … …" [--vul none|ns|ew|both] [--json] | --file F
                                            double-dummy table and par of bridge deals
    cardgames dd GAME --state FILE | --seed S [--players N] [--option K=V] --moves m1,m2,... [--save FILE]
                                            the value of one position of a trick game, card by card
    cardgames solve GAME (--seed S | --seeds FROM:TO | --deal "AS KD …") [--option NAME=VALUE …]
                     [--budget-s T] [--method search|cp-sat|generic|relaxed] [--json] [--verify]
                                            solve patience deals, every card known (in this process)

Options of a game: ``--option NAME=VALUE`` (repeatable), names as ``cardgames games`` lists them.
Errors print one line (``cardgames: error: ...``) and exit with status 2, usage errors included; a
closed pipe (``| head -1``) ends the command quietly with status 141, as SIGPIPE would.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, NoReturn

import grpc

from cardgames.v1 import common_pb2, engine_pb2

from .errors import CliError
from .local import server_target
from .sdk import CardGamesClient

MAX_MOVES_PER_GAME = 200_000
MAX_SEED = 2**64 - 1  # NewGameRequest.seed is a uint64
MAX_UINT32 = 2**32 - 1
MAX_GAMES = 10**9
MAX_TIMEOUT_SECONDS = 86_400.0
EXIT_BROKEN_PIPE = 141  # what a shell reports for a command stopped by SIGPIPE (128 + 13)


def _parse_options(pairs: Sequence[str]) -> dict[str, str]:
    options: dict[str, str] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name.strip():
            raise CliError(f"--option must be NAME=VALUE, got {pair!r}")
        options[name.strip()] = value.strip()
    return options


@contextmanager
def _client(server: str | None) -> Iterator[CardGamesClient]:
    with server_target(server) as target, CardGamesClient(target) as client:
        yield client


def _descriptor_json(game: engine_pb2.GameDescriptor) -> dict[str, Any]:
    return {
        "id": game.id,
        "name": game.name,
        "native_name": game.native_name,
        "family": game.family,
        "min_players": game.min_players,
        "max_players": game.max_players,
        "default_players": game.default_players,
        "chance": engine_pb2.Chance.Name(game.chance).removeprefix("CHANCE_").lower(),
        "information": engine_pb2.Information.Name(game.information).removeprefix("INFORMATION_").lower(),
        "docs_page": game.docs_page,
        "options": [
            {
                "name": option.name,
                "kind": engine_pb2.OptionKind.Name(option.kind).removeprefix("OPTION_KIND_").lower(),
                "default": option.default_value,
                "description": option.description,
                **({"choices": list(option.choices)} if option.choices else {}),
                **(
                    {"minimum": option.minimum, "maximum": option.maximum}
                    if option.kind == engine_pb2.OPTION_KIND_INT
                    else {}
                ),
            }
            for option in game.options
        ],
    }


def cmd_games(args: argparse.Namespace) -> int:
    with _client(args.server) as client:
        games = client.list_games()
    if args.json:
        print(json.dumps([_descriptor_json(game) for game in games], ensure_ascii=False, indent=2))
        return 0
    for game in games:
        seats = f"{game.min_players}" if game.min_players == game.max_players else (
            f"{game.min_players}-{game.max_players}"
        )
        print(f"{game.id:14} {game.name} ({game.native_name}), {seats} players, {game.family}")
        for option in game.options:
            choices = f" [{'|'.join(option.choices)}]" if option.choices else ""
            print(f"    --option {option.name}={option.default_value}{choices}  {option.description}")
    return 0


GIVE_UP_AFTER = 20_000  # a random patience player that has not finished by then resigns


def _random_move(legal: Sequence[engine_pb2.Move], chooser: random.Random, played: int) -> engine_pb2.Move:
    """A uniformly random move, except that the player gives up ("resign") only when nothing else is
    legal, or when a patience has gone on for ``GIVE_UP_AFTER`` moves (random play can circle forever
    in a layout that is not yet provably dead)."""
    resign = [move for move in legal if move.id == "resign"]
    if resign and played >= GIVE_UP_AFTER:
        return resign[0]
    playing = [move for move in legal if move.id != "resign"] or list(legal)
    return playing[chooser.randrange(len(playing))]


def _play_one(
    client: CardGamesClient, game_id: str, players: int, options: dict[str, str], seed: int
) -> dict[str, Any]:
    chooser = random.Random(seed)
    turn = client.new_game(game_id, players=players, options=options, seed=seed)
    moves = 0
    while not turn.terminal:
        seat = turn.to_act
        if seat is None:
            raise CliError(f"{game_id}: game not over but nobody is to act")
        legal = turn.legal_moves if turn.view.seat == seat and turn.view.HasField("seat") else ()
        if not legal:  # the Turn carries the seat tokens: a sealed-only server gets the right one
            legal = client.legal_moves(turn, seat).legal_moves
        if not legal:
            raise CliError(f"{game_id}: seat {seat} to act has no legal move")
        move = _random_move(legal, chooser, moves)
        turn = client.apply(turn, seat, move.id)
        moves += 1
        if moves > MAX_MOVES_PER_GAME:
            raise CliError(f"{game_id}: no end after {MAX_MOVES_PER_GAME} moves (seed {seed})")
    score = client.score(turn)
    return {
        "game": game_id,
        "seed": seed,
        "players": len(score.match),
        "options": options,
        "moves": moves,
        "scores": list(score.match),
        "outcomes": [common_pb2.Outcome.Name(o).removeprefix("OUTCOME_").lower() for o in score.outcomes],
        "summary": score.summary,
    }


def cmd_selfplay(args: argparse.Namespace) -> int:
    options = _parse_options(args.option)
    base_seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**63)
    if base_seed + args.games - 1 > MAX_SEED:  # the seed is a uint64: game i plays seed + i
        raise CliError(f"--seed {base_seed} with --games {args.games} runs past the largest seed {MAX_SEED}")
    with _client(args.server) as client:
        for index in range(args.games):
            result = _play_one(client, args.game, args.players or 0, options, base_seed + index)
            if args.json:
                print(json.dumps(result, ensure_ascii=False), flush=True)
            else:
                scores = " ".join(f"seat{seat}={value}" for seat, value in enumerate(result["scores"]))
                print(f"{args.game} seed={result['seed']} moves={result['moves']} {scores}  {result['summary']}",
                      flush=True)
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    from cardgames.service.__main__ import main as serve_main

    serve_main([])  # configuration from the environment only; bad settings exit with status 2
    return 0


def cmd_dd(args: argparse.Namespace) -> int:
    from .dd_command import run_dd, run_dd_game

    if args.state is not None or args.seed is not None or args.moves is not None:
        if not args.deal:
            raise CliError("give the game: cardgames dd GAME --state FILE (or --seed S --moves ...)")
        args.options = _parse_options(args.option)
        return run_dd_game(args)
    if args.value_only:
        raise CliError("--value-only is for one position (cardgames dd GAME --state FILE or --seed S): a PBN deal"
                       " gets its whole table")
    return run_dd(args)


def cmd_solve(args: argparse.Namespace) -> int:
    from .solve_command import run_solve

    return run_solve(args, _parse_options(args.option))


class _Parser(argparse.ArgumentParser):
    """argparse with the command's one-line errors (argparse prints the usage, then the error)."""

    def error(self, message: str) -> NoReturn:
        command = self.prog.removeprefix("cardgames").strip()
        prefix = f"{command}: " if command else ""
        print(f"cardgames: error: {prefix}{message} (see {self.prog} --help)", file=sys.stderr)
        sys.exit(2)


def int_in(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"must be a whole number, got {text!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"must be from {low} to {high}, got {value}")
        return value

    return parse


def positive_seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a number of seconds, got {text!r}") from None
    if not 0 < value <= MAX_TIMEOUT_SECONDS:  # also refuses nan
        raise argparse.ArgumentTypeError(f"must be more than 0 and at most {MAX_TIMEOUT_SECONDS:g}, got {text}")
    return value


def _add_serve(sub: Any) -> None:
    from cardgames.service.config import settings_help  # the one list of settings (no rules library)

    serve = sub.add_parser(
        "serve",
        help="run the gRPC server (CARDGAMES_* environment variables)",
        description="Run the gRPC server.  Configuration comes from the environment only.",
        epilog=settings_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    serve.set_defaults(func=cmd_serve)


def _add_selfplay(sub: Any) -> None:
    selfplay = sub.add_parser("selfplay", help="play games of uniformly random legal moves through the API")
    selfplay.add_argument("game")
    selfplay.add_argument("--players", type=int_in(1, MAX_UINT32), help="seats (default: the game's default)")
    selfplay.add_argument("--seed", type=int_in(0, MAX_SEED), help="seed of the first game (default: random)")
    selfplay.add_argument("--games", type=int_in(1, MAX_GAMES), default=1, help="games to play (default 1)")
    selfplay.add_argument("--server", help="HOST:PORT of a running server (default: in-process)")
    selfplay.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    selfplay.add_argument("--json", action="store_true", help="one JSON object per line and game")
    selfplay.set_defaults(func=cmd_selfplay)


def _add_dd(sub: Any) -> None:
    dd = sub.add_parser("dd", help="double-dummy table and par of bridge deals (PBN), or one position of any"
                        " trick game")
    dd.add_argument("deal", nargs="?", help='PBN deal such as "N:AKQ2.K54.J3.A987 ...", or a game id with'
                    " --state or --seed")
    dd.add_argument("--state", help="a plain GameState (protobuf JSON as --save writes it, or binary)")
    dd.add_argument("--seed", type=int_in(0, 2**64 - 1), help="deal the game from this seed")
    dd.add_argument("--players", type=int_in(1, 8), help="seats (default: the game's default)")
    dd.add_argument("--option", action="append", default=[], help="NAME=VALUE, repeatable")
    dd.add_argument("--moves", help="move ids played from the deal, comma-separated")
    dd.add_argument("--save", help="write the position's plain state to this file (protobuf JSON)")
    dd.add_argument("--file", help="read one PBN deal per line")
    dd.add_argument("--vul", default="none", choices=["none", "ns", "ew", "both"])
    dd.add_argument("--json", action="store_true", help="one JSON object per deal")
    dd.add_argument("--value-only", action="store_true", help="one position: its value alone, without each legal"
                    " card's (often several times faster from a full hand)")
    dd.add_argument("--server", help="HOST:PORT of a running server (default: in-process)")
    dd.add_argument("--timeout", type=positive_seconds, default=600.0,
                    help="seconds allowed per deal (the solve budget)")
    dd.set_defaults(func=cmd_dd)


def _add_solve(sub: Any) -> None:
    solve = sub.add_parser("solve", help="solve patience deals (every card known): a winning line or a proof of loss")
    solve.add_argument("game", help="little_piano, kosynka, demon, mill, lion_and_sun or prisoner")
    which = solve.add_mutually_exclusive_group()
    which.add_argument("--seed", type=int_in(0, MAX_SEED), help="the deal NewGame makes with this seed")
    which.add_argument("--seeds", metavar="FROM:TO", help="every seed from FROM up to TO (excluded)")
    which.add_argument("--deal", help='an explicit deck order, index 0 dealt first ("AS KD ...")')
    solve.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    solve.add_argument("--budget-s", type=positive_seconds, default=10.0, help="seconds per deal (default 10)")
    solve.add_argument("--nodes", type=int_in(1, 10**12), default=50_000_000, help="positions per deal")
    # solitaire.METHODS, spelled out: the command starts without importing the solvers
    solve.add_argument("--method", default="search", choices=("search", "cp-sat", "generic", "relaxed"),
                       help="search (the default solver), cp-sat (the models of mill and lion_and_sun), generic "
                            "(the Python search of mill and kosynka) or relaxed (Klondike: the draw-one relaxation "
                            "first, then the exact search)")
    solve.add_argument("--json", action="store_true", help="one JSON object per deal")
    solve.add_argument("--verify", action="store_true", help="replay every winning line through the rules again")
    solve.set_defaults(func=cmd_solve)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="cardgames", description="cardgames: rules and solvers of card games")
    sub = parser.add_subparsers(dest="command", required=True)
    _add_serve(sub)
    games = sub.add_parser("games", help="list the games and their options")
    games.add_argument("--json", action="store_true", help="print a JSON array of descriptors")
    games.add_argument("--server", help="HOST:PORT of a running server (default: in-process)")
    games.set_defaults(func=cmd_games)
    _add_selfplay(sub)
    _add_dd(sub)
    _add_solve(sub)
    return parser


def _quiet_stdout() -> None:
    """After a closed pipe (``cardgames ... | head -1``): send what is still buffered nowhere, so the
    interpreter's final flush does not report the broken pipe again."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # stdout has no descriptor (captured): nothing to silence
        pass
    finally:
        os.close(devnull)


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; every failure is one line on stderr, never a traceback."""
    try:
        try:
            args = build_parser().parse_args(argv)
        except SystemExit as stop:  # --help (0) or a usage error (2, already printed as one line)
            return stop.code if isinstance(stop.code, int) else 2
        status = int(args.func(args))
        sys.stdout.flush()  # a closed pipe shows here, inside the handlers below
        return status
    except BrokenPipeError:
        # The reader went away (head, a closed terminal): stop quietly, as a tool stopped by SIGPIPE does.
        _quiet_stdout()
        return EXIT_BROKEN_PIPE
    except CliError as error:
        return _fail(str(error))
    except grpc.RpcError as error:
        details = error.details() if hasattr(error, "details") else str(error)
        code = error.code().name if hasattr(error, "code") else "ERROR"
        return _fail(f"{code}: {details}")
    except KeyboardInterrupt:
        return 130
    except Exception as error:  # a bug: still one line (the command line never shows a traceback)
        return _fail(f"unexpected {type(error).__name__}: {error}")


def _fail(message: str) -> int:
    print(f"cardgames: error: {' '.join(message.split())}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
