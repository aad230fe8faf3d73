"""A stand-in for Discord's HTTP API on the loopback interface: the only thing we fake.

The real discord.py client talks real HTTP to this server (we only point `Route.BASE` at it). It
answers the handful of endpoints a game-master bot uses, remembers every message so edits and
follow-ups work, checks each payload against Discord's limits (answering 400 like Discord would),
and records everything for tests and the local console.
"""
from __future__ import annotations

import asyncio
import itertools
import json
import threading
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from aiohttp import web

from console.limits import Problem, autocomplete_problems, command_problems, form_error, message_problems

BOT_USER_ID = 900_000_000_000_000_001
APPLICATION_ID = 900_000_000_000_000_002

EPHEMERAL_FLAG = 1 << 6
DM_CHANNEL, PUBLIC_THREAD, PRIVATE_THREAD = 1, 11, 12  # Discord's channel types
THREAD_ARCHIVE_DURATIONS = (60, 1440, 4320, 10080)  # minutes: the only values Discord accepts
MISSING_PERMISSIONS = {"code": 50013, "message": "Missing Permissions"}
CANNOT_DM = {"code": 50007, "message": "Cannot send messages to this user"}


@dataclass
class SentMessage:
    """One message the bot posted or edited, as the recipient would see it."""

    id: int
    channel_id: int
    content: str
    embeds: list[dict[str, Any]]
    components: list[dict[str, Any]]
    files: list[tuple[str, bytes]]
    ephemeral: bool
    allowed_mentions: dict[str, Any] | None
    interaction_token: str | None
    how: str  # "response", "followup", "edit", "channel", "channel_edit"
    deferred: bool = False
    private_channel: bool = False  # in a private thread or a direct message: only their members read it

    def payload(self) -> dict[str, Any]:
        """The message as Discord returns it (also used as `message` in component interactions)."""
        return {
            "id": str(self.id), "channel_id": str(self.channel_id), "type": 0, "content": self.content,
            "author": BOT_USER, "embeds": self.embeds, "components": self.components,
            "attachments": [{"id": str(self.id * 10 + i), "filename": name, "size": len(data),
                             "url": f"https://cdn.invalid/{name}", "proxy_url": f"https://cdn.invalid/{name}"}
                            for i, (name, data) in enumerate(self.files)],
            "timestamp": _now(), "edited_timestamp": None, "tts": False, "mention_everyone": False,
            "mentions": [], "mention_roles": [], "pinned": False,
            "flags": EPHEMERAL_FLAG if self.ephemeral else 0,
        }


@dataclass
class Channel:
    """A channel the bot opened: a private thread (type 12) or a direct message (type 1), and who may read it."""

    id: int
    type: int
    members: set[int]
    parent_id: int | None = None
    name: str = ""
    invitable: bool = True

    def payload(self) -> dict[str, Any]:
        if self.type == DM_CHANNEL:
            return {"id": str(self.id), "type": DM_CHANNEL, "last_message_id": None, "flags": 0,
                    "recipients": [{"id": str(m), "username": f"user{m}", "discriminator": "0", "global_name": None,
                                    "avatar": None} for m in self.members if m != BOT_USER_ID]}
        now = _now()
        return {"id": str(self.id), "type": self.type, "parent_id": str(self.parent_id), "name": self.name,
                "owner_id": str(BOT_USER_ID), "last_message_id": None, "rate_limit_per_user": 0, "flags": 0,
                "message_count": 0, "member_count": len(self.members), "total_message_sent": 0,
                "thread_metadata": {"archived": False, "auto_archive_duration": 10080, "archive_timestamp": now,
                                    "locked": False, "invitable": self.invitable, "create_timestamp": now},
                "member": {"id": str(self.id), "user_id": str(BOT_USER_ID), "join_timestamp": now, "flags": 0}}


@dataclass
class Traffic:
    """Everything the bot sent, in order, plus any limit violations."""

    messages: list[SentMessage] = field(default_factory=list)
    autocomplete: list[tuple[str, list[dict[str, Any]]]] = field(default_factory=list)
    violations: list[str] = field(default_factory=list)
    unexpected: list[str] = field(default_factory=list)
    synced_commands: list[dict[str, Any]] = field(default_factory=list)


BOT_USER = {"id": str(BOT_USER_ID), "username": "Arbiter", "discriminator": "0", "global_name": "Arbiter",
            "avatar": None, "bot": True}


def _json(data: Any, status: int = 200) -> web.Response:
    # discord.py parses a body as JSON only when the content type is exactly "application/json".
    return web.Response(body=json.dumps(data).encode(), status=status, headers={"Content-Type": "application/json"})


def _now() -> str:
    return datetime.now(timezone.utc).isoformat()


class FakeDiscord:
    def __init__(self) -> None:
        self.traffic = Traffic()
        self._ids = itertools.count(1_000_000)
        self._by_id: dict[int, SentMessage] = {}
        self._original: dict[str, SentMessage] = {}  # interaction token -> its original response
        self._channel_of_token: dict[str, int] = {}
        self._component_message: dict[str, SentMessage] = {}  # token -> message whose component was used
        self._files: dict[int, bytes] = {}
        self.channels: dict[int, Channel] = {}  # the threads and direct-message channels the bot opened
        self.pinned: set[int] = set()
        self.deleted: set[int] = set()
        # What the server and its members allow the bot (tests switch them off to see the bot fall back):
        self.allow_private_threads = True  # Create Private Threads in the table's channel
        self.allow_pins = True  # Pin Messages (Manage Messages)
        self.closed_dms: set[int] = set()  # users who take no direct messages from the bot
        self._runner: web.AppRunner | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self.base_url = ""

    def next_id(self) -> int:
        return next(self._ids)

    def readers(self, channel_id: int) -> set[int] | None:
        """Who may read a channel: the members of a private thread or a direct message; None: everyone there."""
        channel = self.channels.get(channel_id)
        if channel is None or channel.type == PUBLIC_THREAD:
            return None
        return set(channel.members) - {BOT_USER_ID}

    def expect_interaction(self, token: str, channel_id: int) -> None:
        self._channel_of_token[token] = channel_id

    def adopt(self, token: str, message: SentMessage) -> None:
        """A component interaction: its update (or deferred update) edits `message`."""
        self._component_message[token] = message

    def host_file(self, attachment_id: int, filename: str, data: bytes) -> str:
        """Serve an uploaded file the way Discord's CDN would; returns its URL."""
        self._files[attachment_id] = data
        return f"{self.base_url.rsplit('/api/', 1)[0]}/cdn/{attachment_id}/{filename}"

    async def start(self) -> str:
        """Serve on 127.0.0.1 from a thread of its own, like a separate process would.

        The bot's event loop then holds only the bot's work, so "wait until the bot is done"
        means exactly that (a server's keep-alive connection tasks would otherwise look like work).
        """
        ready: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        caller = asyncio.get_running_loop()
        self._loop = asyncio.new_event_loop()

        async def serve() -> None:
            app = web.Application(client_max_size=64 * 1024 * 1024)
            app.router.add_route("*", "/api/v10/{tail:.*}", self._handle)
            app.router.add_get("/cdn/{id}/{name}", self._cdn)
            self._runner = web.AppRunner(app, access_log=None)
            await self._runner.setup()
            site = web.TCPSite(self._runner, "127.0.0.1", 0)
            await site.start()
            port = site._server.sockets[0].getsockname()[1]
            caller.call_soon_threadsafe(ready.set_result, f"http://127.0.0.1:{port}/api/v10")

        def run() -> None:
            asyncio.set_event_loop(self._loop)
            self._loop.run_until_complete(serve())
            self._loop.run_forever()
            self._loop.run_until_complete(self._runner.cleanup())
            self._loop.close()

        self._thread = threading.Thread(target=run, name="fake-discord", daemon=True)
        self._thread.start()
        self.base_url = await ready
        return self.base_url

    async def stop(self) -> None:
        if self._thread is not None:
            self._loop.call_soon_threadsafe(self._loop.stop)
            await asyncio.get_running_loop().run_in_executor(None, self._thread.join)
            self._thread = None

    # --- request handling -----------------------------------------------------------------------

    async def _cdn(self, request: web.Request) -> web.Response:
        data = self._files.get(int(request.match_info["id"]))
        return web.Response(body=data) if data is not None else web.Response(status=404)

    async def _read(self, request: web.Request) -> tuple[dict[str, Any], list[tuple[str, bytes]]]:
        if request.content_type.startswith("multipart/"):
            payload, files = {}, []
            reader = await request.multipart()
            async for part in reader:
                if part.name == "payload_json":
                    payload = json.loads(await part.text())
                else:
                    files.append((part.filename or part.name or "file", bytes(await part.read())))
            return payload, files
        body = await request.read()
        return (json.loads(body) if body else {}), []

    def _refuse(self, problems: list[Problem], *under: str) -> web.Response:
        """Discord's 400 for these problems; ``under``: the key the checked payload sits at in the body."""
        problems = [problem.under(*under) for problem in problems]
        self.traffic.violations.extend(str(problem) for problem in problems)
        return _json(form_error(problems), status=400)

    def _store(self, message: SentMessage) -> SentMessage:
        self.traffic.messages.append(message)
        self._by_id[message.id] = message
        return message

    def _message(self, payload: dict[str, Any], files: list[tuple[str, bytes]], channel_id: int, how: str,
                 token: str | None, ephemeral: bool, message_id: int | None = None) -> SentMessage:
        return SentMessage(message_id or self.next_id(), channel_id, payload.get("content") or "",
                           payload.get("embeds") or [], payload.get("components") or [], files, ephemeral,
                           payload.get("allowed_mentions"), token, how,
                           private_channel=self.readers(channel_id) is not None)

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        parts = request.match_info["tail"].split("/")
        method = request.method
        payload, files = await self._read(request)
        route = (method, *parts)

        if route == ("GET", "users", "@me"):
            return _json(BOT_USER)
        if route == ("GET", "oauth2", "applications", "@me"):
            return _json({
                "id": str(APPLICATION_ID), "name": "Arbiter", "description": "", "icon": None,
                "bot_public": True, "bot_require_code_grant": False, "owner": BOT_USER, "verify_key": "0",
                "flags": 0, "interactions_endpoint_url": None})
        if method == "PUT" and parts[0] == "applications" and parts[-1] == "commands":
            problems = command_problems(payload)
            if problems:
                return self._refuse(problems)
            self.traffic.synced_commands = payload
            return _json([{**c, "id": str(self.next_id()), "application_id": str(APPLICATION_ID),
                                       "version": "1"} for c in payload])
        if method == "POST" and parts[0] == "interactions" and parts[-1] == "callback":
            return self._interaction_callback(parts[1], parts[2], payload, files)
        if parts[0] == "webhooks" and len(parts) >= 3:
            return self._webhook(method, parts[2], parts[3:], payload, files)
        if route == ("POST", "users", "@me", "channels"):
            return self._open_dm(payload)
        if parts[0] == "channels" and len(parts) == 3 and parts[2] == "threads" and method == "POST":
            return self._start_thread(int(parts[1]), payload)
        if parts[0] == "channels" and len(parts) == 4 and parts[2] == "thread-members" and method == "PUT":
            return self._add_thread_member(int(parts[1]), parts[3])
        if parts[0] == "channels" and parts[2:4] == ["messages", "pins"] and len(parts) == 5 \
                and method in ("PUT", "DELETE"):
            return self._pin(method, int(parts[1]), int(parts[4]))
        if parts[0] == "channels" and len(parts) >= 3 and parts[2] == "messages":
            return self._channel_message(method, int(parts[1]), parts[3:], payload, files)
        self.traffic.unexpected.append(f"{method} /{'/'.join(parts)}")
        return _json({"code": 0, "message": "404: Not Found"}, status=404)

    def _open_dm(self, payload: dict[str, Any]) -> web.Response:
        """POST /users/@me/channels: the direct-message channel with a user (the same one every time). Opening it
        always works; a user who takes no direct messages refuses the messages sent there (50007)."""
        user = int(payload.get("recipient_id") or 0)
        channel = next((c for c in self.channels.values() if c.type == DM_CHANNEL and user in c.members), None)
        if channel is None:
            channel = Channel(self.next_id(), DM_CHANNEL, {BOT_USER_ID, user})
            self.channels[channel.id] = channel
        return _json(channel.payload())

    def _start_thread(self, parent_id: int, payload: dict[str, Any]) -> web.Response:
        """POST /channels/{id}/threads, a thread without a message: its creator (the bot) is its first member."""
        name = payload.get("name") or ""
        kind = payload.get("type", PRIVATE_THREAD)  # API v10's default is a private thread
        problems = []
        if not 1 <= len(name) <= 100:
            problems.append(Problem(("name",), "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length."))
        if payload.get("auto_archive_duration") not in (None, *THREAD_ARCHIVE_DURATIONS):
            problems.append(Problem(("auto_archive_duration",), "BASE_TYPE_CHOICES",
                                    f"Value must be one of {THREAD_ARCHIVE_DURATIONS}."))
        if kind not in (PUBLIC_THREAD, PRIVATE_THREAD):
            problems.append(Problem(("type",), "BASE_TYPE_CHOICES", "Value must be one of (11, 12)."))
        if problems:
            return self._refuse(problems)
        if parent_id in self.channels:  # no thread inside a thread or a direct message
            return _json({"code": 50024, "message": "Cannot execute action on this channel type"}, status=400)
        if kind == PRIVATE_THREAD and not self.allow_private_threads:
            return _json(MISSING_PERMISSIONS, status=403)
        channel = Channel(self.next_id(), kind, {BOT_USER_ID}, parent_id, name,
                          invitable=bool(payload.get("invitable", True)))
        self.channels[channel.id] = channel
        return _json(channel.payload(), status=201)

    def _add_thread_member(self, thread_id: int, user: str) -> web.Response:
        channel = self.channels.get(thread_id)
        if channel is None or channel.type not in (PUBLIC_THREAD, PRIVATE_THREAD):
            return _json({"code": 10003, "message": "Unknown Channel"}, status=404)
        channel.members.add(int(user))
        return web.Response(status=204)

    def _pin(self, method: str, channel_id: int, message_id: int) -> web.Response:
        """PUT / DELETE /channels/{id}/messages/pins/{message id}."""
        if not self.allow_pins:
            return _json(MISSING_PERMISSIONS, status=403)
        target = self._by_id.get(message_id)
        if target is None or target.channel_id != channel_id or message_id in self.deleted:
            return _json({"code": 10008, "message": "Unknown Message"}, status=404)
        (self.pinned.add if method == "PUT" else self.pinned.discard)(message_id)
        return web.Response(status=204)

    def _interaction_callback(self, interaction_id: str, token: str, payload: dict[str, Any],
                              files: list[tuple[str, bytes]]) -> web.Response:
        kind, data = payload.get("type"), payload.get("data") or {}
        channel_id = self._channel_of_token.get(token, 0)
        if kind == 8:  # autocomplete result
            problems = autocomplete_problems(data.get("choices") or [])
            if problems:
                return self._refuse(problems, "data")
            self.traffic.autocomplete.append((token, data.get("choices") or []))
            return _json({"interaction": {"id": interaction_id, "type": 4}})
        ephemeral = bool((data.get("flags") or 0) & EPHEMERAL_FLAG)
        source = self._component_message.get(token)
        if kind == 4:  # a new message
            problems = message_problems(data, [(n, len(b)) for n, b in files])
            if problems:
                return self._refuse(problems, "data")
            message = self._store(self._message(data, files, channel_id, "response", token, ephemeral))
        elif kind == 7 and source is not None:  # update the message holding the component
            problems = message_problems(data, [(n, len(b)) for n, b in files])
            if problems:
                return self._refuse(problems, "data")
            message = self._store(self._message(data, files or source.files, channel_id, "edit", token,
                                                source.ephemeral, message_id=source.id))
        elif kind == 6 and source is not None:  # deferred update: later edits of @original hit the source
            message = source
        elif kind in (5, 6):  # deferred message ("thinking")
            message = SentMessage(self.next_id(), channel_id, "", [], [], [], ephemeral, None, token,
                                  "response", deferred=True)
            self._by_id[message.id] = message
        else:
            self.traffic.unexpected.append(f"interaction callback type {kind}")
            return _json({"code": 40060, "message": "Interaction has already been acknowledged."},
                                     status=400)
        self._original[token] = message
        return _json({
            "interaction": {"id": interaction_id, "type": 2, "response_message_id": str(message.id),
                            "response_message_loading": kind == 5, "response_message_ephemeral": ephemeral},
            "resource": {"type": kind, "message": message.payload()} if kind in (4, 7) else {"type": kind}})

    def _webhook(self, method: str, token: str, rest: list[str], payload: dict[str, Any],
                 files: list[tuple[str, bytes]]) -> web.Response:
        problems = message_problems(payload, [(n, len(b)) for n, b in files])
        if problems:
            return self._refuse(problems)
        channel_id = self._channel_of_token.get(token, 0)
        if method == "POST" and not rest:  # follow-up message
            ephemeral = bool((payload.get("flags") or 0) & EPHEMERAL_FLAG)
            message = self._store(self._message(payload, files, channel_id, "followup", token, ephemeral))
            return _json(message.payload())
        if method == "PATCH" and rest[:1] == ["messages"]:
            target = self._original.get(token) if rest[1] == "@original" else self._by_id.get(int(rest[1]))
            if target is None:
                return _json({"code": 10008, "message": "Unknown Message"}, status=404)
            message = self._store(self._message(payload, files or target.files, target.channel_id, "edit", token,
                                                target.ephemeral, message_id=target.id))
            return _json(message.payload())
        if method == "DELETE":
            return web.Response(status=204)
        self.traffic.unexpected.append(f"{method} webhooks/{token}/{'/'.join(rest)}")
        return _json({"code": 0, "message": "404: Not Found"}, status=404)

    def _channel_message(self, method: str, channel_id: int, rest: list[str], payload: dict[str, Any],
                         files: list[tuple[str, bytes]]) -> web.Response:
        if method in ("POST", "PATCH"):
            problems = message_problems(payload, [(n, len(b)) for n, b in files])
            if problems:
                return self._refuse(problems)
        if method == "POST" and not rest:
            channel = self.channels.get(channel_id)
            if channel is not None and channel.type == DM_CHANNEL and channel.members & self.closed_dms:
                return _json(CANNOT_DM, status=403)
            message = self._store(self._message(payload, files, channel_id, "channel", None, False))
            return _json(message.payload())
        if method == "DELETE" and len(rest) == 1:
            target = self._by_id.get(int(rest[0]))
            if target is None or target.channel_id != channel_id or target.id in self.deleted:
                return _json({"code": 10008, "message": "Unknown Message"}, status=404)
            self.deleted.add(target.id)
            self.pinned.discard(target.id)
            return web.Response(status=204)
        if method == "PATCH" and rest:
            target = self._by_id.get(int(rest[0]))
            if target is None or target.id in self.deleted:
                return _json({"code": 10008, "message": "Unknown Message"}, status=404)
            message = self._store(self._message(payload, files or target.files, channel_id, "channel_edit", None,
                                                False, message_id=target.id))
            return _json(message.payload())
        if method == "GET" and rest:
            target = self._by_id.get(int(rest[0]))
            if target is None:
                return _json({"code": 10008, "message": "Unknown Message"}, status=404)
            return _json(target.payload())
        self.traffic.unexpected.append(f"{method} channels/{channel_id}/messages/{'/'.join(rest)}")
        return _json({"code": 0, "message": "404: Not Found"}, status=404)
