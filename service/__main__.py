"""``python -m cardgames.service``: serve with configuration from the environment (embedded defaults).

With ``CARDGAMES_PROCESSES`` > 1 this process supervises that many workers (``cardgames.service.workers``).
"""

from __future__ import annotations

import asyncio
import logging
import sys

from .config import Config
from .server import serve


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    config = Config.from_env()
    if config.processes > 1:
        from .workers import supervise

        sys.exit(supervise(config))
    asyncio.run(serve(config))


if __name__ == "__main__":
    main()
