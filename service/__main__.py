"""``python -m cardgames.service``: serve with configuration from the environment (embedded defaults).

With ``CARDGAMES_PROCESSES`` > 1 this process supervises that many workers (``cardgames.service.workers``).
Bad configuration (a variable that does not parse or is out of range, an unreadable key file, a port
that cannot be bound) ends the process at start with one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from collections.abc import Sequence

from .config import Config, ConfigError, settings_help
from .sealing import KeyRing, KeyRingError

EXIT_BAD_CONFIG = 2


def build_parser(prog: str = "python -m cardgames.service") -> argparse.ArgumentParser:
    """The (argument-less) command line; its help lists every CARDGAMES_* variable."""
    return argparse.ArgumentParser(
        prog=prog,
        description="Run the cardgames gRPC server.  Configuration comes from the environment only.",
        epilog=settings_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )


def _fail(message: str) -> None:
    print(f"cardgames: error: {message}", file=sys.stderr, flush=True)
    sys.exit(EXIT_BAD_CONFIG)


def _configured_keys(config: Config) -> KeyRing | None:
    """The configured key ring, read now so a bad file fails before anything starts; None when none is set."""
    if not (config.seal_keys_file or config.seal_keys):
        return None
    return KeyRing.from_config(config.seal_keys_file, config.seal_keys)


def main(argv: Sequence[str] | None = None) -> None:
    build_parser().parse_args(argv)
    try:
        config = Config.from_env()
        keys = _configured_keys(config)
    except (ConfigError, KeyRingError) as error:
        _fail(str(error))
        return
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if config.processes > 1:
        from .workers import supervise

        sys.exit(supervise(config))
    from .server import StartError, serve

    try:
        asyncio.run(serve(config, keys))
    except StartError as error:
        _fail(str(error))


if __name__ == "__main__":
    main()
