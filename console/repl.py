"""The local console: play through the real bot without Discord, typed or piped.

Each input line is one of:
    @ann /game new game:sumrace options:target=10     a slash command (options as name:value)
    @ann press ⟳                                      press a button by its label or custom id
    @ann select arb:1:sel:600...:4:0 2                 pick values in a select menu
    # a comment                                       (blank lines are skipped too)
`@ann:de` makes ann's Discord locale German; `@ann!` gives ann the Manage Channel permission.
Every reply is printed (private ones marked with who sees them), with its buttons and menus;
attachments are written into --out. The exit code is 1 if the bot hit an unexpected exception,
2 if a line could not be carried out (no such command, button or option).
"""
from __future__ import annotations

import asyncio
import os
import re
import shlex
import sys
from typing import TextIO

from console.driver import DriverError, LocalDiscord
from console.fakediscord import SentMessage
from engine.core import Game

LINE = re.compile(r"^@(?P<name>[\w.\-]+)(?::(?P<locale>[a-zA-Z\-]+))?(?P<manager>!)?\s+(?P<rest>.+)$")


def describe(message: SentMessage, reader: str | None, out_dir: str, counter: list[int]) -> list[str]:
    """`reader`: the one user who can read the message (an ephemeral reply, a private thread, a DM); None: all."""
    where = f"private → {reader}" if reader is not None else "public"
    verb = "edited" if message.how in ("edit", "channel_edit") else "says"
    lines = [f"[{where}] {verb}: {message.content}" if message.content else f"[{where}] {verb}:"]
    for embed in message.embeds:
        lines.append(f"  ┌ {embed.get('title') or ''}")
        if embed.get("description"):
            lines += [f"  │ {line}" for line in embed["description"].splitlines()]
        for field in embed.get("fields") or []:
            lines.append(f"  │ {field.get('name')}: {field.get('value')}")
    for row in message.components:
        for component in row.get("components", []):
            if component.get("type") == 2:
                lines.append(f"  [button] {component.get('label')}   ({component.get('custom_id')})")
            elif component.get("type") == 3:
                options = ", ".join(f"{o['value']}={o['label']}" for o in component.get("options", []))
                lines.append(f"  [select {component.get('custom_id')}] {options}")
    for name, data in message.files:
        counter[0] += 1
        os.makedirs(out_dir, exist_ok=True)
        path = os.path.join(out_dir, f"{counter[0]:04d}-{name}")
        with open(path, "wb") as handle:
            handle.write(data)
        lines.append(f"  [file] {path} ({len(data)} bytes)")
    return lines


async def run_console(db_path: str, out_dir: str, games: dict[str, Game], stream: TextIO) -> int:
    interactive = stream.isatty()
    status = 0
    counter = [0]
    loop = asyncio.get_running_loop()
    async with LocalDiscord(db_path, games) as local:
        if interactive:
            print("Arbiter local console. Type lines like: @ann /game new game:<id>   (Ctrl-D to quit)")
            print("Games: " + (", ".join(games) or "none registered (see README: --games)"))
        while True:
            if interactive:
                print("> ", end="", flush=True)
            raw = await loop.run_in_executor(None, stream.readline)
            if not raw:
                break
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            if not interactive:
                print(f">>> {line}")
            match = LINE.match(line)
            if match is None:
                print("  ! expected: @user /command ... | @user press <label> | @user select <id> <value>...")
                status = status or 2
                continue
            user = local.user(match["name"], locale=match["locale"] or "en-US", manager=bool(match["manager"]))
            if match["locale"]:
                user.locale = match["locale"]
            user.manager = bool(match["manager"]) or user.manager
            rest = match["rest"]
            errors_before = len(local.errors)
            try:
                if rest.startswith("/"):
                    messages = await local.slash(user, rest)
                elif rest.startswith("press "):
                    messages = await local.press(user, rest[len("press "):].strip())
                elif rest.startswith("select "):
                    words = shlex.split(rest[len("select "):])
                    messages = await local.select(user, words[0], words[1:])
                else:
                    raise DriverError("expected /command, press or select")
            except DriverError as exc:
                print(f"  ! {exc}")
                status = status or 2
                continue
            names = {u.id: u.name for u in local.users.values()}
            for message in messages:
                readers = local.readers(message)
                reader = None if readers is None else ", ".join(names.get(r, str(r)) for r in sorted(readers))
                for text in describe(message, reader, out_dir, counter):
                    print("  " + text.replace("\n", "\n    "))
            if len(local.errors) > errors_before:
                print("  ! unexpected error in the bot (see the log above)", file=sys.stderr)
                status = 1
        problems = local.fake.traffic.violations + local.fake.traffic.unexpected
        for problem in problems:
            print(f"  ! Discord would refuse: {problem}", file=sys.stderr)
        if problems:
            status = 1
    return status
