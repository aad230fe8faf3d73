"""Drive the real bot with real interaction payloads; only Discord's network is replaced.

`LocalDiscord` starts the fake API (console.fakediscord), points discord.py at it, logs the real
`ArbiterBot` in, and turns "user X typed /game new game:sumrace" or "user X pressed ⟳" into the
INTERACTION_CREATE payloads Discord's gateway would deliver. It waits until the bot has finished
handling each one and returns what the bot sent. Tests, benchmarks and the local console use it.
"""
from __future__ import annotations

import asyncio
import hashlib
import itertools
import logging
import mimetypes
import shlex
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

import discord
from discord import app_commands
from discord.http import Route

from bot import ArbiterBot, open_tables
from console.fakediscord import APPLICATION_ID, FakeDiscord, SentMessage
from engine.core import Game

DEFAULT_GUILD = 500_000_000_000_000_001
DEFAULT_CHANNEL = 600_000_000_000_000_001
EVERYDAY_PERMISSIONS = discord.Permissions(send_messages=True, read_messages=True, use_application_commands=True)
MANAGER_PERMISSIONS = discord.Permissions(EVERYDAY_PERMISSIONS.value | discord.Permissions(manage_channels=True).value)
USER_ID_BASE = 700_000_000_000_000_000


def user_id(name: str) -> int:
    """The Discord user id of the console user ``name``: derived from the name alone, so it is the same in every
    run whatever order the users first speak in, and a game resumed from --db gives each seat (and its hand)
    back to the same name. 48 bits of a SHA-256 make two names sharing an id practically impossible."""
    return USER_ID_BASE + int.from_bytes(hashlib.sha256(name.encode()).digest()[:6], "big")


class DriverError(Exception):
    """The script asked for something the bot never offered (no such command, button or option)."""


@dataclass
class User:
    id: int
    name: str
    locale: str = "en-US"
    manager: bool = False

    def payload(self) -> dict[str, Any]:
        return {"id": str(self.id), "username": self.name, "discriminator": "0", "global_name": self.name,
                "avatar": None}


class _ErrorCounter(logging.Handler):
    """Counts ERROR records: an unexpected exception anywhere in the bot is a failure for tests."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


def _is_view_expiry(task: asyncio.Task) -> bool:
    """discord.py's timer that forgets a view when its interaction token expires (15 min): not work."""
    return getattr(task.get_coro(), "__qualname__", "").endswith("__timeout_task_impl")


class LocalDiscord:
    def __init__(self, db_path: str, games: dict[str, Game], guild_id: int = DEFAULT_GUILD):
        self.db_path = db_path
        self.games = games
        self.guild_id = guild_id
        self.fake = FakeDiscord()
        self.bot: ArbiterBot | None = None
        self.users: dict[str, User] = {}
        self._token_user: dict[str, int] = {}
        self._errors = _ErrorCounter()
        self._saved_base = Route.BASE

    @property
    def errors(self) -> list[logging.LogRecord]:
        return self._errors.records

    async def start(self) -> "LocalDiscord":
        Route.BASE = await self.fake.start()
        logging.getLogger().addHandler(self._errors)
        tables = await open_tables(self.db_path, self.games)
        self.bot = ArbiterBot(tables)
        await self.bot.login("local-console-token")
        # Build what `--sync` would upload and check it against Discord's limits, as the real sync would.
        commands = [await c.get_translated_payload(self.bot.tree, self.bot.tree.translator)
                    for c in self.bot.tree.get_commands()]
        await self.bot.http.bulk_upsert_global_commands(APPLICATION_ID, commands)
        return self

    async def stop(self) -> None:
        if self.bot is not None:
            await self.bot.close()
            await self.bot.tables.store.close()
        await self.fake.stop()
        logging.getLogger().removeHandler(self._errors)
        Route.BASE = self._saved_base

    async def __aenter__(self) -> "LocalDiscord":
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    # --- people and places ----------------------------------------------------------------------

    def user(self, name: str, locale: str = "en-US", manager: bool = False) -> User:
        if name not in self.users:
            self.users[name] = User(user_id(name), name, locale, manager)
        return self.users[name]

    def readers(self, message: SentMessage) -> set[int] | None:
        """Who can read a message: the one user an ephemeral reply went to, the members of a private thread or a
        direct message; None: everyone in the channel."""
        if message.ephemeral:
            return {self._token_user.get(message.interaction_token)}
        return self.fake.readers(message.channel_id)

    def is_public(self, message: SentMessage) -> bool:
        return self.readers(message) is None

    def visible_to(self, user: User, messages: list[SentMessage]) -> list[SentMessage]:
        return [m for m in messages if self.readers(m) is None or user.id in self.readers(m)]

    # --- building payloads ----------------------------------------------------------------------

    def _base_payload(self, user: User, channel_id: int, kind: int) -> dict[str, Any]:
        interaction_id = self.fake.next_id()
        token = f"token-{interaction_id}"
        self._token_user[token] = user.id
        self.fake.expect_interaction(token, channel_id)
        permissions = MANAGER_PERMISSIONS if user.manager else EVERYDAY_PERMISSIONS
        return {
            "id": str(interaction_id), "application_id": str(APPLICATION_ID), "type": kind, "token": token,
            "version": 1, "guild_id": str(self.guild_id), "channel_id": str(channel_id),
            "channel": {"id": str(channel_id), "type": 0, "guild_id": str(self.guild_id), "name": f"table-{channel_id}",
                        "position": 0, "permission_overwrites": [], "nsfw": False, "parent_id": None},
            "member": {"user": user.payload(), "roles": [], "joined_at": datetime.now(timezone.utc).isoformat(),
                       "deaf": False, "mute": False, "flags": 0, "permissions": str(permissions.value), "nick": None,
                       "avatar": None, "pending": False},
            "locale": user.locale, "guild_locale": "en-US", "app_permissions": str(permissions.value),
            "entitlements": [], "authorizing_integration_owners": {"0": str(self.guild_id)}, "context": 0,
            "attachment_size_limit": 10 * 1024 * 1024,
        }

    def _find_command(self, path: list[str]) -> tuple[app_commands.Command, list[str]]:
        node: Any = None
        consumed = []
        for name in path:
            children = self.bot.tree.get_commands() if node is None else node.commands
            match = next((c for c in children if c.name == name), None)
            if match is None:
                break
            node, consumed = match, [*consumed, name]
            if isinstance(node, app_commands.Command):
                return node, consumed
        raise DriverError(f"no command /{' '.join(path)}")

    @staticmethod
    def _split_options(command: app_commands.Command, words: list[str]) -> dict[str, str]:
        """`action:play card=3 mode:x` -> {"action": "play card=3", "mode": "x"}: a value runs to the next option."""
        names = {p.name for p in command.parameters}
        args: dict[str, str] = {}
        current = None
        for word in words:
            name, sep, value = word.partition(":")
            if sep and name in names:
                current = name
                args[name] = value
            elif current is not None:
                args[current] += " " + word
            else:
                raise DriverError(f"/{command.qualified_name} has no option '{name}'")
        return args

    def _option_payload(self, command: app_commands.Command, args: dict[str, str],
                        resolved: dict[str, dict]) -> list[dict[str, Any]]:
        options = []
        parameters = {p.name: p for p in command.parameters}
        for name, raw in args.items():
            if name not in parameters:
                raise DriverError(f"/{command.qualified_name} has no option '{name}'")
            kind = parameters[name].type
            value: Any = raw
            if kind is discord.AppCommandOptionType.integer:
                value = int(raw) if raw.lstrip("-").isdigit() else raw  # garbage is passed on, as a client might
            elif kind is discord.AppCommandOptionType.boolean:
                value = raw.lower() in ("true", "yes", "1")
            elif kind is discord.AppCommandOptionType.user:
                target = self.user(raw.lstrip("@"))
                resolved.setdefault("users", {})[str(target.id)] = target.payload()
                value = str(target.id)
            elif kind is discord.AppCommandOptionType.attachment:
                attachment_id = self.fake.next_id()
                with open(raw, "rb") as handle:
                    data = handle.read()
                name_only = raw.rsplit("/", 1)[-1]
                url = self.fake.host_file(attachment_id, name_only, data)
                resolved.setdefault("attachments", {})[str(attachment_id)] = {
                    "id": str(attachment_id), "filename": name_only, "size": len(data), "url": url,
                    "proxy_url": url, "content_type": mimetypes.guess_type(name_only)[0] or "application/octet-stream"}
                value = str(attachment_id)
            options.append({"name": name, "type": kind.value, "value": value})
        return options

    def _command_payload(self, user: User, channel_id: int, line: str, kind: int = 2,
                         focused: str | None = None) -> dict[str, Any]:
        words = shlex.split(line.lstrip("/"))
        path = list(itertools.takewhile(lambda w: ":" not in w, words))
        command, consumed = self._find_command(path)
        if path[len(consumed):]:
            raise DriverError(f"/{' '.join(consumed)} takes options as name:value, not '{path[len(consumed)]}'")
        args = self._split_options(command, words[len(path):])
        resolved: dict[str, dict] = {}
        options = self._option_payload(command, args, resolved)
        if focused is not None:
            if focused not in args:
                options.append({"name": focused, "type": 3, "value": ""})
            for option in options:
                if option["name"] == focused:
                    option["focused"] = True
        for name in reversed(consumed[1:]):
            options = [{"name": name, "type": 1, "options": options}]
        payload = self._base_payload(user, channel_id, kind)
        payload["data"] = {"id": str(self.fake.next_id()), "name": consumed[0], "type": 1, "options": options}
        if resolved:
            payload["data"]["resolved"] = resolved
        return payload

    # --- dispatching ----------------------------------------------------------------------------

    async def _dispatch(self, payload: dict[str, Any]) -> list[SentMessage]:
        """Deliver one interaction and wait until the bot has finished handling it.

        Dispatching is synchronous, so the tasks that appear during it are exactly this
        interaction's handlers (not those of interactions running concurrently); each handler
        awaits everything it starts, except discord.py's view-expiry timers.
        """
        start = len(self.fake.traffic.messages)
        before = asyncio.all_tasks()
        self.bot._connection.parse_interaction_create(payload)
        handlers = [task for task in asyncio.all_tasks() - before if not _is_view_expiry(task)]
        if handlers:
            await asyncio.wait(handlers)
        return [m for m in self.fake.traffic.messages[start:] if m.interaction_token == payload["token"]
                or m.interaction_token is None]

    async def slash(self, user: User, line: str, channel_id: int = DEFAULT_CHANNEL) -> list[SentMessage]:
        return await self._dispatch(self._command_payload(user, channel_id, line))

    async def autocomplete(self, user: User, line: str, focused: str,
                           channel_id: int = DEFAULT_CHANNEL) -> list[dict[str, Any]]:
        seen = len(self.fake.traffic.autocomplete)
        await self._dispatch(self._command_payload(user, channel_id, line, kind=4, focused=focused))
        answers = self.fake.traffic.autocomplete[seen:]
        return answers[-1][1] if answers else []

    def find_component(self, user: User, wanted: str, channel_id: int) -> tuple[SentMessage, dict[str, Any]]:
        """The newest component (by label or custom id) on a message this user can see."""
        latest: dict[int, SentMessage] = {}
        for message in self.fake.traffic.messages:
            latest[message.id] = message  # an edit replaces what the message shows
        for message in sorted(latest.values(), key=lambda m: m.id, reverse=True):
            if message.channel_id != channel_id or not self.visible_to(user, [message]):
                continue
            for row in message.components:
                for component in row.get("components", []):
                    if wanted in (component.get("label"), component.get("custom_id")):
                        return message, component
        raise DriverError(f"no button or menu '{wanted}' visible to {user.name}")

    async def press(self, user: User, wanted: str, channel_id: int = DEFAULT_CHANNEL) -> list[SentMessage]:
        message, component = self.find_component(user, wanted, channel_id)
        return await self.click(user, message, component["custom_id"], 2, channel_id)

    async def select(self, user: User, custom_id: str, values: list[str],
                     channel_id: int = DEFAULT_CHANNEL) -> list[SentMessage]:
        message, component = self.find_component(user, custom_id, channel_id)
        return await self.click(user, message, component["custom_id"], 3, channel_id, values)

    async def click(self, user: User, message: SentMessage, custom_id: str, component_type: int,
                    channel_id: int = DEFAULT_CHANNEL, values: list[str] | None = None) -> list[SentMessage]:
        """A component interaction on `message`, even one from an old panel (to test stale clicks)."""
        payload = self._base_payload(user, channel_id, 3)
        self._token_user[payload["token"]] = user.id
        payload["data"] = {"custom_id": custom_id, "component_type": component_type}
        if values is not None:
            payload["data"]["values"] = values
        payload["message"] = message.payload()
        # A component interaction edits the message it came from: it inherits the panel's privacy.
        self.fake.adopt(payload["token"], message)
        return await self._dispatch(payload)
