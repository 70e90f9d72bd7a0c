"""``python -m service``: serve with configuration from the environment (embedded defaults)."""

from __future__ import annotations

import asyncio
import logging

from .config import Config
from .server import serve


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    asyncio.run(serve(Config.from_env()))


if __name__ == "__main__":
    main()
