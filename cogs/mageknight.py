"""`/mk`: Mage Knight for typists, and the Mage Knight presenter (panel, status, public lines, pictures).

Every move command offers, in its autocomplete, exactly the legal moves of its kind (legal_actions); what
is typed is matched against those moves, so the UI never decides a rule. A typed move that matches none
goes to the engine as written, which refuses it with its reason and rule section.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.app_commands import locale_str as _
from discord.ext import commands

from cogs.discord_limits import choices, quote
from cogs.mk_combat_text import combat_lines
from cogs.mk_hand import hand_text
from cogs.mk_hint import hint_reply
from cogs.mk_labels import distinct, label
from cogs.mk_lines import said, turn_heading
from cogs.mk_panel import MageKnightPanel
from cogs.mk_rules import RulesIndex
from cogs.mk_status import options_words, status_text, turn_words
from cogs.mk_text import content_name, public_action, seat_label
from cogs.pictures import Pictures
from cogs.play import play, show_panel
from cogs.presenters import PRESENTERS, Presenter
from cogs.replies import Reply, answer
from cogs.status import status_text as table_status
from engine.core import Action, ActionSyntaxError, PlayerError
from engine.mageknight.geometry import MapLayout, notation_labels, space_labels
from engine.tables import MoveResult, Tables
from i18n import locale_of, t

if TYPE_CHECKING:  # the game object is handed in; importing its module would load the catalogue
    from engine.mageknight.game import MageKnight

SUGGESTIONS_IN_ERROR = 5
PICTURES = Pictures("render.mageknight")  # Mage Knight's pictures (render/mageknight/)

# Which moves each command plays (the verbs of the engine's notation, docs/commands.md).
COMMAND_VERBS = {
    "play": ("play", "banner"),
    "move": ("move", "tunnel", "mark"),
    "explore": ("explore",),
    "interact": ("interact", "recruit", "heal", "learn", "buy", "add-unit", "plunder", "learning"),
    "unit": ("unit", "banner-use"),
    "skill": ("skill", "break-seal"),
    "fight": ("challenge", "enter", "burn", "coop-assault", "next-phase", "slow", "convert", "attack-player",
              "pvp-pass", "liberate", "incant", "pursue"),
    "block": ("block", "pvp-block"),
    "attack": ("attack", "pvp-attack"),
    "damage": ("damage", "pvp-damage"),
    "rest": ("rest",),
    "end-turn": ("end-turn", "announce-end", "concede"),
    "tactic": ("tactic", "tactic-use"),
    "choose": ("choose",),
    "hero": ("hero",),
}
# Moves that end (or may end) a turn, and fights starting: the channel sees the map or the combat.
MAP_AFTER = ("explore", "end-turn", "announce-end")
# While a combat lasts, these moves change what the combat picture shows (pools, blocks, damage, enemies, phase):
# it is drawn again after each of them. A choice may be the second half of a card played in the combat.
COMBAT_PICTURE_AFTER = (*COMMAND_VERBS["play"], *COMMAND_VERBS["unit"], *COMMAND_VERBS["skill"],
                        *COMMAND_VERBS["attack"], *COMMAND_VERBS["block"], *COMMAND_VERBS["damage"],
                        "challenge", "slow", "convert", "next-phase", "choose")


def match_action(text: str, candidates: list[Action], labels: list[str]) -> Action | None:
    """The one candidate `text` names: its notation, or words found in its notation or label. None if no
    candidate fits; a PlayerError listing some when several do. Spaces may be typed with the German
    compass ("A-NO" is A-NE)."""
    wanted = notation_labels(text).strip().lower()
    for action in candidates:
        if str(action).lower() == wanted:
            return action
    words = wanted.replace("·", " ").split()
    fitting = [(a, label) for a, label in zip(candidates, labels)
               if words and all(w in f"{a} {label}".lower() for w in words)]
    if len(fitting) == 1:
        return fitting[0][0]
    if len(fitting) > 1:
        shown = "; ".join(label for _a, label in fitting[:SUGGESTIONS_IN_ERROR])
        raise PlayerError(t("mk_ambiguous", "en", text=quote(text), options=shown),
                          t("mk_ambiguous", "de", text=quote(text), options=shown))
    return None


class MageKnightPresenter:
    """What Mage Knight shows: registered for the game id when the cog loads."""

    def __init__(self, game: MageKnight):
        self.game = game
        self.panel = MageKnightPanel(game.catalog)

    def presenter(self) -> Presenter:
        catalog = self.game.catalog
        return Presenter(panel=self.panel.build, public_action=lambda a, loc: public_action(catalog, a, loc),
                         status=lambda row, view, loc: status_text(catalog, row, view, loc), pictures=self.pictures,
                         said=lambda row, seat, action, view, events, loc: said(catalog, row, seat, action, view,
                                                                                  events, loc),
                         heading=lambda row, view, loc: turn_heading(catalog, row, view, loc),
                         private_hand=lambda row, view, seat, loc: hand_text(catalog, view, seat, loc),
                         turn_words=lambda row, view, loc: turn_words(catalog, row, view, loc),
                         options_words=lambda options, loc: options_words(catalog, options, loc),
                         seat_label=lambda row, view, seat, loc: seat_label(catalog, row, view["players"][seat], loc),
                         asks=lambda view: view.get("decision") is not None)

    async def pictures(self, result: MoveResult | None, view: dict[str, Any], locale: str) -> list[discord.File]:
        """The map when the game starts (`result` None), after a turn or an exploration; the combat when it starts
        and after every move that changes it; the score at the end; each picture at most once per move."""
        catalog = self.game.catalog
        if result is None:
            image = await PICTURES.draw("map_png", "map.png", view, catalog, locale=locale)
            return [image] if image is not None else []
        wanted = []
        if result.game_over:
            wanted.append(PICTURES.draw("score_png", "score.png", view["result"], catalog, locale=locale))
        if result.action.verb in MAP_AFTER or result.game_over:
            wanted.append(PICTURES.draw("map_png", "map.png", view, catalog, locale=locale))
        starts_combat = any(e.kind == "combat" for e in result.events)
        if view["combat"] is not None and (starts_combat or result.action.verb in COMBAT_PICTURE_AFTER):
            wanted.append(PICTURES.draw("combat_png", "combat.png", view, catalog, locale=locale))
        return [file for file in [await w for w in wanted] if file is not None]


def _verbs_of(interaction: discord.Interaction) -> tuple[str, ...]:
    return COMMAND_VERBS.get(interaction.command.name if interaction.command else "", ())


class MageKnightCog(commands.Cog):
    mk = app_commands.Group(name="mk", description=_("Play Mage Knight at this channel's table"), guild_only=True)

    def __init__(self, bot: commands.Bot, game: MageKnight):
        self.bot = bot
        self.game = game
        self.presenter = MageKnightPresenter(game)
        self.rules = RulesIndex.load()
        PRESENTERS[game.id] = self.presenter.presenter()

    @property
    def tables(self) -> Tables:
        return self.bot.tables  # type: ignore[attr-defined]

    # --- the moves ------------------------------------------------------------------------------

    async def _candidates(self, interaction: discord.Interaction, verbs: tuple[str, ...],
                          locale: str) -> tuple[list[Action], list[Action], list[str]]:
        """(all the user's legal moves, those of this command, their labels)."""
        row, actions, view = await self.tables.choices(interaction.channel_id, interaction.user.id)
        mine = [a for a in actions if a.verb in verbs]
        seat = row.seat_of(interaction.user.id)
        return actions, mine, distinct([label(self.game.catalog, a, view, locale, seat) for a in mine])

    async def suggest(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        """Autocomplete: the legal moves of this command's kind whose notation or name fits what is typed."""
        try:
            _all, actions, labels = await self._candidates(interaction, _verbs_of(interaction),
                                                           locale_of(interaction.locale))
        except PlayerError:
            return []
        words = notation_labels(current).lower().split()
        fitting = [(a, label) for a, label in zip(actions, labels) if all(w in f"{a} {label}".lower() for w in words)]
        return choices((label, str(a)) for a, label in fitting)

    async def act(self, interaction: discord.Interaction, text: str) -> None:
        """Play the legal move `text` names (see match_action). With no legal move at all (not your turn)
        the table says why; a move of this kind that is not legal goes to the engine, which says why not."""
        verbs = _verbs_of(interaction)
        try:
            everything, actions, labels = await self._candidates(interaction, verbs, locale_of(interaction.locale))
            chosen = match_action(text, actions, labels)
            if chosen is None and everything:
                chosen = self._as_typed(notation_labels(text), verbs, self.game.verbs)
        except PlayerError as refusal:
            await _refuse(interaction, refusal)
            return
        await play(interaction, str(chosen) if chosen else text, expected_version=None, from_panel=False)

    @staticmethod
    def _as_typed(text: str, verbs: tuple[str, ...], keys: dict[str, tuple[str, ...]]) -> Action:
        """A move that matches no legal one: sent to the engine (which says why not, with the rule) if it is
        notation of this command's kind or a bare name for the command's first argument (`/mk move to:A-C` is
        `move to=A-C`), else refused here with what this command expects. Notation that is not well formed (too
        long, say) is refused with what is wrong with it."""
        words = text.split()
        notation = bool(words) and words[0] in verbs
        first = keys.get(verbs[0], ())[:1]
        named = f"{first[0]}={text}" if not notation and len(words) == 1 and "=" not in text and first else text
        try:
            action = Action.parse(text if notation else f"{verbs[0]} {named}")
        except ActionSyntaxError as error:
            if notation:
                raise PlayerError(t("bad_action", "en", detail=error.en), t("bad_action", "de", detail=error.de)) \
                    from None
            raise PlayerError(t("mk_no_match", "en", text=quote(text), verbs=", ".join(verbs)),
                              t("mk_no_match", "de", text=quote(text), verbs=", ".join(verbs))) from None
        return action

    @mk.command(name="play", description=_("Play a card: basic, powered with mana, or sideways"))
    @app_commands.describe(card=_("The card and how to play it; the suggestions list every legal way"))
    @app_commands.autocomplete(card=suggest)
    async def play_card(self, interaction: discord.Interaction, card: str) -> None:
        await self.act(interaction, card)

    @mk.command(name="move", description=_("Move your hero one space"))
    @app_commands.describe(to=_("The space to move to"))
    @app_commands.autocomplete(to=suggest)
    async def move(self, interaction: discord.Interaction, to: str) -> None:
        await self.act(interaction, to)

    @mk.command(name="explore", description=_("Reveal a new tile next to yours"))
    @app_commands.describe(direction=_("Where to explore"))
    @app_commands.autocomplete(direction=suggest)
    async def explore(self, interaction: discord.Interaction, direction: str) -> None:
        await self.act(interaction, direction)

    @mk.command(name="interact", description=_("Recruit, heal, learn or buy where you stand, or plunder"))
    @app_commands.describe(what=_("What to do; the suggestions list what is possible here"))
    @app_commands.autocomplete(what=suggest)
    async def interact(self, interaction: discord.Interaction, what: str) -> None:
        await self.act(interaction, what)

    @mk.command(name="unit", description=_("Activate one of your Units"))
    @app_commands.describe(ability=_("The Unit and its ability"))
    @app_commands.autocomplete(ability=suggest)
    async def unit(self, interaction: discord.Interaction, ability: str) -> None:
        await self.act(interaction, ability)

    @mk.command(name="skill", description=_("Use one of your Skills"))
    @app_commands.describe(skill=_("The Skill to use"))
    @app_commands.autocomplete(skill=suggest)
    async def skill(self, interaction: discord.Interaction, skill: str) -> None:
        await self.act(interaction, skill)

    @mk.command(name="fight", description=_("Start a fight, or go on to the next combat phase"))
    @app_commands.describe(what=_("Challenge, enter, burn, next phase ..."))
    @app_commands.autocomplete(what=suggest)
    async def fight(self, interaction: discord.Interaction, what: str) -> None:
        await self.act(interaction, what)

    @mk.command(name="block", description=_("Block an enemy attack with the Block points played"))
    @app_commands.describe(enemy=_("The enemy attack to block"))
    @app_commands.autocomplete(enemy=suggest)
    async def block(self, interaction: discord.Interaction, enemy: str) -> None:
        await self.act(interaction, enemy)

    @mk.command(name="attack", description=_("Attack enemies with the Attack points played"))
    @app_commands.describe(targets=_("The enemies to attack"))
    @app_commands.autocomplete(targets=suggest)
    async def attack(self, interaction: discord.Interaction, targets: str) -> None:
        await self.act(interaction, targets)

    @mk.command(name="damage", description=_("Assign an unblocked attack's damage to a Unit or your hero"))
    @app_commands.describe(assign=_("Which attack, and who takes it"))
    @app_commands.autocomplete(assign=suggest)
    async def damage(self, interaction: discord.Interaction, assign: str) -> None:
        await self.act(interaction, assign)

    @mk.command(name="rest", description=_("Rest: discard a card and Wounds"))
    @app_commands.describe(discard=_("The card (and Wounds) to discard"))
    @app_commands.autocomplete(discard=suggest)
    async def rest(self, interaction: discord.Interaction, discard: str) -> None:
        await self.act(interaction, discard)

    @mk.command(name="end-turn", description=_("End your turn, or announce the End of the Round"))
    @app_commands.describe(announce_end=_("Announce the End of the Round instead (empty Deed deck)"),
                           concede=_("Conquer and Hold: concede instead; the other side has won and the game ends"))
    async def end_turn(self, interaction: discord.Interaction, announce_end: bool = False,
                       concede: bool = False) -> None:
        await self.act(interaction, "concede" if concede else "announce-end" if announce_end else "end-turn")

    @mk.command(name="tactic", description=_("Take a Tactic, or use the one you hold"))
    @app_commands.describe(tactic=_("The Tactic"))
    @app_commands.autocomplete(tactic=suggest)
    async def tactic(self, interaction: discord.Interaction, tactic: str) -> None:
        await self.act(interaction, tactic)

    @mk.command(name="choose", description=_("Answer the choice the game is waiting for"))
    @app_commands.describe(option=_("Your answer"))
    @app_commands.autocomplete(option=suggest)
    async def choose(self, interaction: discord.Interaction, option: str) -> None:
        await self.act(interaction, option)

    @mk.command(name="hero", description=_("Choose your hero"))
    @app_commands.describe(hero=_("A hero nobody has taken"))
    @app_commands.autocomplete(hero=suggest)
    async def hero(self, interaction: discord.Interaction, hero: str) -> None:
        await self.act(interaction, hero)

    # --- looking ----------------------------------------------------------------------------------

    @mk.command(name="turn", description=_("Your private turn panel with every legal move"))
    async def turn(self, interaction: discord.Interaction) -> None:
        await show_panel(interaction, interaction.channel_id)

    @mk.command(name="hand", description=_("Your hand, crystals and Units (only you see it)"))
    async def hand(self, interaction: discord.Interaction) -> None:
        async def work(locale: str) -> Reply:
            row, view = await self.tables.view(interaction.channel_id, interaction.user.id)
            seat = row.seat_of(interaction.user.id)
            if seat is None:
                raise PlayerError(t("not_seated", "en"), t("not_seated", "de"))
            text = hand_text(self.game.catalog, view, seat, locale)
            image = await PICTURES.draw("hand_png", "hand.png", view, seat, self.game.catalog, locale=locale)
            return Reply(text, ephemeral=True, files=[image] if image else [])
        await answer(interaction, work)

    async def suggest_space(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        """Autocomplete of `/mk map around:`: the spaces on the map whose label holds what is typed."""
        try:
            _row, view = await self.tables.view(interaction.channel_id, None)
        except PlayerError:
            return []
        typed = current.strip().upper()
        return choices((label, label) for label in space_labels(MapLayout.from_rows(view["tiles"])) if typed in label)

    @mk.command(name="map", description=_("The map as everyone sees it"))
    @app_commands.describe(around=_("Zoom in on the spaces around this one, e.g. 7-NE"))
    @app_commands.autocomplete(around=suggest_space)
    async def map(self, interaction: discord.Interaction, around: str | None = None) -> None:
        async def work(locale: str) -> Reply:
            _row, view = await self.tables.view(interaction.channel_id, None)
            if around is None:
                image = await PICTURES.draw("map_png", "map.png", view, self.game.catalog, locale=locale)
                text = t("mk_map", locale, tiles=len(view["tiles"]), left=view["tiles_left"])
                return Reply(text, ephemeral=True, files=[image] if image else [])
            labels = space_labels(MapLayout.from_rows(view["tiles"]))
            space = around.strip().upper()
            if space not in labels:
                example = next(iter(labels), "A-C")
                raise PlayerError(t("mk_map_no_space", "en", space=quote(around), example=example),
                                  t("mk_map_no_space", "de", space=quote(around), example=example))
            image = await PICTURES.draw("map_png", "map.png", view, self.game.catalog, locale=locale, around=space)
            return Reply(t("mk_map_around", locale, space=space), ephemeral=True, files=[image] if image else [])
        await answer(interaction, work)

    @mk.command(name="combat", description=_("The combat under way: its picture, and every number in words"))
    async def combat(self, interaction: discord.Interaction) -> None:
        async def work(locale: str) -> Reply:
            row, view = await self.tables.view(interaction.channel_id, None)
            if view.get("combat") is None:
                raise PlayerError(t("mk_no_combat", "en"), t("mk_no_combat", "de"))
            fighter = seat_label(self.game.catalog, row, view["players"][view["turn"]["seat"]], locale)
            image = await PICTURES.draw("combat_png", "combat.png", view, self.game.catalog, locale=locale)
            return Reply("\n".join(combat_lines(view["combat"], locale, who=fighter)), ephemeral=True,
                         files=[image] if image else [])
        await answer(interaction, work)

    @mk.command(name="offers", description=_("The Units, Advanced Actions, Spells and Skills on offer"))
    async def offers(self, interaction: discord.Interaction) -> None:
        async def work(locale: str) -> Reply:
            _row, view = await self.tables.view(interaction.channel_id, None)
            lines = []
            for key in ("units", "unit_offer_aas", "advanced_actions", "spells", "skills"):
                items = view["offers"].get(key) or []
                names = [self._name(i, locale) if i else t("mk_face_down", locale) for i in items]
                lines.append(t(f"mk_offer_{key}", locale, items=", ".join(names) or "-"))
            image = await PICTURES.draw("offers_png", "offers.png", view, self.game.catalog, locale=locale)
            return Reply("\n".join(lines), ephemeral=True, files=[image] if image else [])
        await answer(interaction, work)

    @mk.command(name="status", description=_("Round, Day or Night, turn order and every player's standing"))
    async def status(self, interaction: discord.Interaction) -> None:
        async def work(locale: str) -> Reply:  # the table's status message as it reads now, vacant seats and all
            loaded = await self.tables.playing(interaction.channel_id)
            return Reply(table_status(self.tables, loaded, locale), ephemeral=True)
        await answer(interaction, work)

    @mk.command(name="hint", description=_("The move Arbiter would make for you now, and why (only you see it)"))
    async def hint(self, interaction: discord.Interaction) -> None:
        async def work(locale: str) -> Reply:
            return await hint_reply(self.tables, interaction.channel_id, interaction.user.id, locale)
        await answer(interaction, work)

    @mk.command(name="rules", description=_("Look up a rule: an enemy ability, a site, a keyword or a section"))
    @app_commands.describe(topic=_("A name (Swift, Village, Block phase) or a section number (8.6.4)"))
    async def rules(self, interaction: discord.Interaction, topic: str) -> None:
        async def work(locale: str) -> Reply:
            return Reply(self.rules.answer(topic, locale), ephemeral=True)
        await answer(interaction, work)

    @rules.autocomplete("topic")
    async def rules_topics(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        locale = locale_of(interaction.locale)
        return choices((topic.label(locale), topic.id) for topic in self.rules.suggest(current))

    def _name(self, ident: str, locale: str) -> str:
        return content_name(self.game.catalog, ident, locale) or ident


async def _refuse(interaction: discord.Interaction, refusal: PlayerError) -> None:
    async def work(locale: str) -> Reply:
        raise refusal
    await answer(interaction, work)
