"""The local console: play in this terminal without Discord (the same bot, cogs and commands).

    python -m console [--db FILE] [--out DIR] [--games NAME,...]   type lines, or pipe a script in

It is its own entry point so that the bot (bot.py) never imports the console that drives it.
"""
from __future__ import annotations

import argparse
import asyncio
import logging
import sys

from bot import DEFAULT_GAMES, load_games, setting
from console.repl import run_console


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m console",
                                     description="Arbiter's local console: play without Discord.")
    parser.add_argument("--db", default=setting("ARBITER_DB", "arbiter.db"), help="SQLite file")
    parser.add_argument("--out", default="out", help="where attachments (pictures, exports) are written")
    parser.add_argument("--games", default=setting("ARBITER_GAMES", DEFAULT_GAMES),
                        help="games to offer: registered ids (games.py) or module[:ATTRIBUTE], comma-separated "
                             f"(default: {DEFAULT_GAMES})")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=setting("ARBITER_LOG_LEVEL", "INFO"),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    return asyncio.run(run_console(args.db, args.out, load_games(args.games), sys.stdin))


if __name__ == "__main__":
    sys.exit(main())
