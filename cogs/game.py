"""`/game`: the game-agnostic table commands (lobby, play, undo, record, admin).

Thin by design: parse the interaction, call `engine.tables`, turn the result into a Reply.
"""
from __future__ import annotations

import io

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from cogs.bots import hand_to_bot_view, seat_to_bot
from cogs.discord_limits import CONTENT_MAX, choices, quote
from cogs.names import shown_name
from cogs.play import handoff, handoff_words, play, private_places, show_panel, undo
from cogs.presenters import heading, move_line, presenter_for, public_action
from cogs.private_place import remember_locale
from cogs.replies import Reply, answer, can_manage
from cogs.status import public_locale, public_options, refresh_status, status_text
from engine.core import Action, PlayerError
from engine.store import TableRow
from engine.tables import Tables, Told, is_open, table_error
from i18n import locale_of, t

LOG_MOVES = 200  # the log replays the whole game; it says at most this many of the last moves
RECORD_MAX_MB = 5


SCENARIO = "scenario"  # the option `/game new scenario:` sets, for games that have one


def parse_options(text: str) -> dict[str, str]:
    """`name=value name=value` -> dict; anything else is refused with the expected shape."""
    options = {}
    for part in text.split():
        name, sep, value = part.partition("=")
        if not sep or not name or not value:
            raise table_error("bad_options", text=quote(text))
        options[name] = value
    return options


def log_groups(row: TableRow, told: list[Told], locale: str) -> list[tuple[str | None, list[str]]]:
    """The moves as the channel read them, under the heading of their turn where the game has turns
    ("**Round 1** · ann · Tovak's turn"); else numbered, with the mover's name, under no heading."""
    names = {s.seat: shown_name(s.name) for s in row.seats}
    groups: list[tuple[str | None, list[str]]] = []
    for entry in told:
        title = heading(row, entry.before, locale)
        if title is None:
            line = f"{entry.seq}. {names.get(entry.seat, '?')}: `{public_action(row.game, entry.action, locale)}`"
        else:
            line = "- " + move_line(row, entry.seat, Action.parse(entry.action), entry.before, entry.events, "",
                                    locale)
        if not groups or groups[-1][0] != title:
            groups.append((title, []))
        groups[-1][1].append(line)
    return groups


def log_text(header: str, groups: list[tuple[str | None, list[str]]]) -> str:
    return "\n".join([header] + [line for title, lines in groups for line in ([title] if title else []) + lines])


class GameCog(commands.Cog):
    game = app_commands.Group(name="game", description=_("Play board games at this channel's table"),
                              guild_only=True)

    def __init__(self, bot: commands.Bot):
        self.bot = bot

    @property
    def tables(self) -> Tables:
        return self.bot.tables  # type: ignore[attr-defined]

    async def _public_and_status(self, interaction: discord.Interaction, key: str, **params: object) -> Reply:
        """A public lobby announcement in the table's language, with the status message refreshed."""
        await refresh_status(self.bot, self.tables, interaction.channel_id)
        loaded = await self.tables.status(interaction.channel_id)
        return Reply(t(key, public_locale(loaded.row), **params))

    # --- autocomplete ---------------------------------------------------------------------------

    async def game_names(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return choices((g.title, g.id) for g in self.tables.games.values()
                       if current.lower() in g.id or current.lower() in g.title.lower())

    async def scenario_names(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        """The choices of the game's `scenario` option (none for a game without scenarios)."""
        game = self.tables.games.get(getattr(interaction.namespace, "game", "") or "")
        option = next((o for o in game.options if o.name == SCENARIO), None) if game else None
        return choices((choice, choice) for choice in (option.choices if option else ())
                       if current.lower() in choice.lower())

    async def option_values(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        game = self.tables.games.get(getattr(interaction.namespace, "game", "") or "")
        if game is None:
            return []
        given = current.split()
        done = " ".join(given[:-1]) if given and not current.endswith(" ") else " ".join(given)
        suggestions = []
        for option in game.options:
            if f"{option.name}=" in done:
                continue
            for choice in option.choices:
                text = f"{done} {option.name}={choice}".strip()
                if text.startswith(current.strip()) or not current.strip():
                    suggestions.append((text, text))
        return choices(suggestions)

    async def legal_action_texts(self, interaction: discord.Interaction,
                                 current: str) -> list[app_commands.Choice[str]]:
        try:
            _row, actions = await self.tables.legal_actions(interaction.channel_id, interaction.user.id)
        except PlayerError:
            return []
        return choices((str(a), str(a)) for a in actions if current.lower() in str(a).lower())

    # --- lobby ----------------------------------------------------------------------------------

    @game.command(name="new", description=_("Open a table for a game in this channel"))
    @app_commands.describe(game=_("Which game"), scenario=_("The scenario (Mage Knight: its Scenario Book)"),
                           seats=_("How many players will sit at the table"),
                           seed=_("Optional seed to replay a setup exactly; "
                                  "a seed chosen by a player makes an open game"),
                           options=_("Setup options, like name=value name=value"),
                           bots=_("Seats for Arbiter's own player: opponents, or teammates in co-op"))
    @app_commands.autocomplete(game=game_names, scenario=scenario_names, options=option_values)
    async def new(self, interaction: discord.Interaction, game: str, scenario: str | None = None,
                  seats: app_commands.Range[int, 1, 8] | None = None,
                  seed: app_commands.Range[int, 0, 2**63 - 1] | None = None, options: str = "",
                  bots: app_commands.Range[int, 0, 7] = 0) -> None:
        async def work(locale: str) -> Reply:
            chosen = parse_options(options) | ({SCENARIO: scenario} if scenario else {})
            row = await self.tables.create(interaction.channel_id, interaction.guild_id, interaction.user.id,
                                           interaction.user.display_name, game, chosen,
                                           locale_of(interaction.guild_locale or interaction.locale), seats, seed,
                                           bots)
            await remember_locale(self.tables, row, interaction.user.id, locale)
            shown = public_options(row, public_locale(row))
            reply = await self._public_and_status(interaction, "created",
                                                  user=shown_name(interaction.user.display_name),
                                                  game=self.tables.games[game].title,
                                                  options=f" ({shown})" if shown else "")
            if is_open(row):
                reply.content += "\n" + t("open_game", public_locale(row))
            for bot in (s for s in row.seats if s.is_bot):
                reply.content += "\n" + t("bot_added", public_locale(row), bot=shown_name(bot.name), seat=bot.seat + 1)
            return reply
        await answer(interaction, work)

    @game.command(name="join", description=_("Take a seat at this channel's table (a bot's, when it is full)"))
    async def join(self, interaction: discord.Interaction) -> None:
        async def work(locale: str) -> Reply:
            before = (await self.tables.status(interaction.channel_id)).row
            row = await self.tables.join(interaction.channel_id, interaction.user.id, interaction.user.display_name)
            await remember_locale(self.tables, row, interaction.user.id, locale)
            seat = row.seat_of(interaction.user.id)
            if before.status == "playing":
                return await self._taken(interaction, before, row, seat)
            return await self._public_and_status(interaction, "joined", user=shown_name(interaction.user.display_name),
                                                 seat=seat + 1)
        await answer(interaction, work)

    @game.command(name="leave", description=_("Give up your seat (mid-game it stays, for a bot or another player)"))
    async def leave(self, interaction: discord.Interaction) -> None:
        async def work(locale: str) -> Reply:
            seat = (await self.tables.status(interaction.channel_id)).row.seat_of(interaction.user.id)
            row = await self.tables.leave(interaction.channel_id, interaction.user.id)
            return await self._gone(interaction, row, seat, "left", interaction.user.display_name)
        await answer(interaction, work)

    @game.command(name="kick", description=_("Remove a player from the table (creator or Manage Channel)"))
    @app_commands.describe(user=_("The player to remove"))
    async def kick(self, interaction: discord.Interaction, user: discord.User) -> None:
        async def work(locale: str) -> Reply:
            seat = (await self.tables.status(interaction.channel_id)).row.seat_of(user.id)
            row = await self.tables.kick(interaction.channel_id, interaction.user.id, user.id, user.display_name,
                                         can_manage(interaction))
            return await self._gone(interaction, row, seat, "kicked", user.display_name)
        await answer(interaction, work)

    async def _gone(self, interaction: discord.Interaction, row: TableRow, seat: int | None, key: str,
                    name: str) -> Reply:
        """A player out of the lobby; or, mid-game, out of a seat that stays, with the offer to hand it to a bot."""
        if row.status != "playing" or seat is None:
            return await self._public_and_status(interaction, key, user=shown_name(name))
        await refresh_status(self.bot, self.tables, interaction.channel_id)
        locale = public_locale(row)
        return Reply(t("seat_vacated", locale, user=shown_name(name), seat=seat + 1),
                     view=hand_to_bot_view(row.channel_id, seat, locale))

    async def _taken(self, interaction: discord.Interaction, before: TableRow, row: TableRow, seat: int) -> Reply:
        """A player took a bot's or a vacant seat mid-game: said in public, with their hand in their private place,
        and the bots played on if one is to act (the one replaced may have been choosing)."""
        await refresh_status(self.bot, self.tables, interaction.channel_id)
        await private_places(self.bot, self.tables, row, only=interaction.user.id)
        reply = Reply(t("seat_taken", public_locale(row), user=shown_name(interaction.user.display_name),
                        seat=seat + 1, was=shown_name(before.seats[seat].name)))
        reply.after = lambda: self.bot.bot_seats.play(interaction.channel_id, row)
        return reply

    @game.command(name="add-bot", description=_("Add a seat for Arbiter's own player (creator or Manage Channel)"))
    async def add_bot(self, interaction: discord.Interaction) -> None:
        async def work(locale: str) -> Reply:
            row = await self.tables.add_bot(interaction.channel_id, interaction.user.id, can_manage(interaction))
            bot = row.seats[-1]
            return await self._public_and_status(interaction, "bot_added", bot=shown_name(bot.name), seat=bot.seat + 1)
        await answer(interaction, work)

    @game.command(name="remove-bot", description=_("Remove the lobby's last bot seat (creator or Manage Channel)"))
    async def remove_bot(self, interaction: discord.Interaction) -> None:
        async def work(locale: str) -> Reply:
            before = (await self.tables.status(interaction.channel_id)).row
            row = await self.tables.remove_bot(interaction.channel_id, interaction.user.id, can_manage(interaction))
            (gone,) = {s.name for s in before.seats if s.is_bot} - {s.name for s in row.seats if s.is_bot}
            return await self._public_and_status(interaction, "bot_removed", bot=shown_name(gone))
        await answer(interaction, work)

    @game.command(name="hand-to-bot", description=_("A bot plays a seat its player left (creator or Manage Channel)"))
    @app_commands.describe(seat=_("The seat's number (the first vacant one if left out)"))
    async def hand_to_bot(self, interaction: discord.Interaction,
                          seat: app_commands.Range[int, 1, 8] | None = None) -> None:
        await seat_to_bot(interaction, interaction.channel_id, seat - 1 if seat is not None else None)

    @game.command(name="takeover", description=_("Take a bot's seat, or a vacant one, in the running game"))
    @app_commands.describe(seat=_("The seat's number (the first bot's or vacant one if left out)"))
    async def takeover(self, interaction: discord.Interaction,
                       seat: app_commands.Range[int, 1, 8] | None = None) -> None:
        async def work(locale: str) -> Reply:
            before = (await self.tables.status(interaction.channel_id)).row
            row = await self.tables.takeover(interaction.channel_id, interaction.user.id,
                                             interaction.user.display_name, seat - 1 if seat is not None else None)
            await remember_locale(self.tables, row, interaction.user.id, locale)
            return await self._taken(interaction, before, row, row.seat_of(interaction.user.id))
        await answer(interaction, work)

    @game.command(name="bot-pace", description=_("Seconds a bot waits before each move (creator or Manage Channel)"))
    @app_commands.describe(seconds=_("0 to 30 seconds"))
    async def bot_pace(self, interaction: discord.Interaction, seconds: app_commands.Range[float, 0, 30]) -> None:
        async def work(locale: str) -> Reply:
            loaded = await self.tables.status(interaction.channel_id)
            self.tables.require_manager(loaded.row, interaction.user.id, can_manage(interaction))
            await self.bot.bot_seats.set_pace(loaded.row.id, seconds)
            reply = Reply(t("bot_pace_set", public_locale(loaded.row), seconds=f"{seconds:g}"))
            reply.after = lambda: self.bot.bot_seats.play(interaction.channel_id, loaded.row)  # stopped by the guard
            return reply
        await answer(interaction, work)

    @game.command(name="start", description=_("Start the game (creator or Manage Channel)"))
    @app_commands.describe(
        seed=_("Optional seed to replay a setup exactly; a seed chosen by a player makes an open game"))
    async def start(self, interaction: discord.Interaction,
                    seed: app_commands.Range[int, 0, 2**63 - 1] | None = None) -> None:
        async def work(locale: str) -> Reply:
            row = await self.tables.start(interaction.channel_id, interaction.user.id, can_manage(interaction), seed)
            seats = ", ".join(f"{s.seat + 1}. {shown_name(s.name)}" for s in row.seats)
            reply = await self._public_and_status(interaction, "started", game=self.tables.games[row.game].title,
                                                  seats=seats)
            if seed is not None:  # chosen by a player now (a seed from /game new was announced then)
                reply.content += "\n" + t("open_game", public_locale(row))
            loaded = await self.tables.status(interaction.channel_id)
            game = self.tables.game_of(row)
            public_view = game.view(loaded.state, None)
            first = game.to_act(loaded.state)
            if first:  # the first to act is told, as at every hand-off
                passed = handoff(row, first, None, False, public_locale(row), handoff_words(row, public_view, None))
                reply.content += "\n" + passed.content
                reply.ping, reply.view = passed.ping, passed.view
            presenter = presenter_for(row.game)
            if presenter is not None:  # the board everyone starts from
                reply.files = await presenter.pictures(None, public_view, public_locale(row))
            await private_places(self.bot, self.tables, row)

            async def after() -> None:
                await refresh_status(self.bot, self.tables, row.channel_id, turn_over=True)  # below it
                await self.bot.bot_seats.play(row.channel_id, row)  # a bot may be the first to act
            reply.after = after
            return reply
        await answer(interaction, work)

    @game.command(name="abandon", description=_("End this table's game for good (creator or Manage Channel)"))
    async def abandon(self, interaction: discord.Interaction) -> None:
        async def work(locale: str) -> Reply:
            row = await self.tables.abandon(interaction.channel_id, interaction.user.id, can_manage(interaction))
            return Reply(t("abandoned", public_locale(row)))
        await answer(interaction, work)

    # --- play -----------------------------------------------------------------------------------

    @game.command(name="act", description=_("Make a move, written in the game's action notation"))
    @app_commands.describe(action=_("Your move; the suggestions list every legal one"))
    @app_commands.autocomplete(action=legal_action_texts)
    async def act(self, interaction: discord.Interaction, action: str) -> None:
        await play(interaction, action, expected_version=None, from_panel=False)

    @game.command(name="panel", description=_("Your private panel with a button for every legal move"))
    async def panel(self, interaction: discord.Interaction) -> None:
        await show_panel(interaction, interaction.channel_id)

    @game.command(name="undo", description=_("Take back your last move, unless it revealed something new"))
    async def undo(self, interaction: discord.Interaction) -> None:
        await undo(interaction, interaction.channel_id, from_panel=False)

    # --- information ----------------------------------------------------------------------------

    @game.command(name="status", description=_("Show this table's game and whose turn it is"))
    async def status(self, interaction: discord.Interaction) -> None:
        async def work(locale: str) -> Reply:
            loaded = await self.tables.status(interaction.channel_id)
            return Reply(status_text(self.tables, loaded, locale), ephemeral=True)
        await answer(interaction, work)

    @game.command(name="log", description=_("Show what happened since your last move"))
    async def log(self, interaction: discord.Interaction) -> None:
        async def work(locale: str) -> Reply:
            row, told = await self.tables.history(interaction.channel_id, interaction.user.id,
                                                  can_manage(interaction), limit=LOG_MOVES)
            seat = row.seat_of(interaction.user.id)
            mine = [i for i, entry in enumerate(told) if entry.seat == seat]
            since_mine = bool(mine) and mine[-1] < len(told) - 1
            shown = told[mine[-1] + 1:] if since_mine else told
            if not shown:
                return Reply(t("log_empty", locale), ephemeral=True)
            # The players' log: each move as the channel read it (secrets left out), grouped by turn where the
            # game says its turns.
            header = t("log_since" if since_mine else "log_header", locale)
            groups = log_groups(row, shown, locale)
            kept = [(title, list(lines)) for title, lines in groups]
            while len(log_text(header, kept)) > CONTENT_MAX and sum(len(lines) for _t, lines in kept) > 1:
                kept[0][1].pop(0)  # the newest moves are the ones to show, each under its turn's heading
                if not kept[0][1]:
                    kept.pop(0)
            reply = Reply(log_text(header, kept), ephemeral=True)
            if kept != groups:  # the whole log goes along as a file
                reply.files = [discord.File(io.BytesIO(log_text(header, groups).encode()), filename="log.txt")]
            return reply
        await answer(interaction, work)

    @game.command(name="remind", description=_("Remind the player to act after a quiet time (0 hours: off)"))
    @app_commands.describe(hours=_("Hours of quiet before a reminder"), stop_after=_("Reminders per wait, at most"))
    async def remind(self, interaction: discord.Interaction, hours: app_commands.Range[float, 0, 720],
                     stop_after: app_commands.Range[int, 1, 50] = 3) -> None:
        async def work(locale: str) -> Reply:
            loaded = await self.tables.status(interaction.channel_id)
            self.tables.require_manager(loaded.row, interaction.user.id, can_manage(interaction))
            await self.bot.reminders.configure(interaction.channel_id, hours, stop_after)
            text = t("reminders_set", public_locale(loaded.row), hours=f"{hours:g}", count=stop_after) if hours \
                else t("reminders_off", public_locale(loaded.row))
            return Reply(text)
        await answer(interaction, work)

    @game.command(name="snooze", description=_("No reminders for you until the game moves on"))
    async def snooze(self, interaction: discord.Interaction) -> None:
        async def work(locale: str) -> Reply:
            await self.bot.reminders.snooze(interaction.channel_id, interaction.user.id)
            return Reply(t("snoozed", locale), ephemeral=True)
        await answer(interaction, work)

    @game.command(name="language", description=_("The language of this table's public messages"))
    @app_commands.describe(language=_("English or German"))
    @app_commands.choices(language=[app_commands.Choice(name="English", value="en"),
                                    app_commands.Choice(name="Deutsch", value="de")])
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        async def work(locale: str) -> Reply:
            await self.tables.set_locale(interaction.channel_id, interaction.user.id, can_manage(interaction),
                                         language)
            await refresh_status(self.bot, self.tables, interaction.channel_id)
            return Reply(t("language_set", language))
        await answer(interaction, work)

    @game.command(name="export", description=_("Download this table's game record"))
    @app_commands.describe(spoilers=_("Manage Channel: the whole record of a running game, seed and secrets included"))
    async def export(self, interaction: discord.Interaction, spoilers: bool = False) -> None:
        async def work(locale: str) -> Reply:
            row, record = await self.tables.export(
                interaction.channel_id, interaction.user.id, can_manage(interaction),
                lambda game_id, action: public_action(game_id, action, "en"), spoilers)
            data = io.BytesIO(record.to_json().encode())
            if row.status != "playing":
                key, suffix = "export_ready", ""
            else:
                key, suffix = ("export_spoilers", "-SPOILERS") if spoilers else ("export_running", "-so-far")
            name = f"{record.game}-{interaction.channel_id}{suffix}.json"
            reply = Reply(t(key, locale, count=len(record.actions)), ephemeral=True,
                          files=[discord.File(data, filename=name)])
            if key == "export_spoilers":  # the players learn that someone holds their secrets
                reply.followups.append(Reply(t("spoilers_taken", public_locale(row),
                                               user=shown_name(interaction.user.display_name))))
            return reply
        await answer(interaction, work)

    @game.command(name="import", description=_("Continue a game from a record file (in the lobby)"))
    @app_commands.describe(record=_("A record file made by /game export"))
    async def import_record(self, interaction: discord.Interaction, record: discord.Attachment) -> None:
        async def work(locale: str) -> Reply:
            if record.size > RECORD_MAX_MB * 1024 * 1024:
                raise table_error("record_too_large", limit=RECORD_MAX_MB)
            text = (await record.read()).decode("utf-8", errors="replace")
            await self.tables.import_record(interaction.channel_id, interaction.user.id, can_manage(interaction),
                                            text)
            loaded = await self.tables.status(interaction.channel_id)
            return await self._public_and_status(interaction, "imported", count=len(loaded.actions))
        await answer(interaction, work)

    @game.command(name="help", description=_("How to play with Arbiter"))
    async def help(self, interaction: discord.Interaction) -> None:
        async def work(locale: str) -> Reply:
            games = ", ".join(f"{g.title} (`{g.id}`)" for g in self.tables.games.values()) or "-"
            return Reply(t("help", locale, games=games), ephemeral=True)
        await answer(interaction, work)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(GameCog(bot))
