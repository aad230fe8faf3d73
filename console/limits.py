"""Discord's documented limits, checked on every request the bot sends through the fake transport.

A payload that breaks a limit gets the 400 that Discord would answer, so a test sees the same
failure a real server would cause, and the violation is recorded for the assertion message.
"""
from __future__ import annotations

from typing import Any, Iterable

CONTENT_MAX = 2000
EMBEDS_MAX = 10
EMBED_TOTAL_MAX = 6000
EMBED_FIELDS_MAX = 25
EMBED_TITLE_MAX = 256
EMBED_DESCRIPTION_MAX = 4096
EMBED_FIELD_NAME_MAX = 256
EMBED_FIELD_VALUE_MAX = 1024
EMBED_FOOTER_MAX = 2048
EMBED_AUTHOR_MAX = 256
ACTION_ROWS_MAX = 5
ROW_COMPONENTS_MAX = 5
SELECT_OPTIONS_MAX = 25
CUSTOM_ID_MAX = 100
BUTTON_LABEL_MAX = 80
SELECT_OPTION_LABEL_MAX = 100
SELECT_OPTION_VALUE_MAX = 100
SELECT_OPTION_DESCRIPTION_MAX = 100
SELECT_PLACEHOLDER_MAX = 150
ATTACHMENT_BYTES_MAX = 10 * 1024 * 1024
ATTACHMENTS_MAX = 10
AUTOCOMPLETE_CHOICES_MAX = 25
CHOICE_NAME_MAX = 100
CHOICE_VALUE_MAX = 100

COMMAND_NAME_MAX = 32
COMMAND_DESCRIPTION_MAX = 100
COMMAND_OPTIONS_MAX = 25
COMMAND_CHOICES_MAX = 25
COMMANDS_MAX = 100


def _embed_problems(embed: dict[str, Any], where: str) -> tuple[list[str], int]:
    problems, total = [], 0
    for key, limit in (("title", EMBED_TITLE_MAX), ("description", EMBED_DESCRIPTION_MAX)):
        text = embed.get(key) or ""
        total += len(text)
        if len(text) > limit:
            problems.append(f"{where}.{key}: {len(text)} > {limit} characters")
    for sub, limit in (("footer", EMBED_FOOTER_MAX), ("author", EMBED_AUTHOR_MAX)):
        text = (embed.get(sub) or {}).get("text" if sub == "footer" else "name") or ""
        total += len(text)
        if len(text) > limit:
            problems.append(f"{where}.{sub}: {len(text)} > {limit} characters")
    fields = embed.get("fields") or []
    if len(fields) > EMBED_FIELDS_MAX:
        problems.append(f"{where}.fields: {len(fields)} > {EMBED_FIELDS_MAX}")
    for i, field in enumerate(fields):
        name, value = field.get("name") or "", field.get("value") or ""
        total += len(name) + len(value)
        if not name or not value:
            problems.append(f"{where}.fields[{i}]: name and value must not be empty")
        if len(name) > EMBED_FIELD_NAME_MAX or len(value) > EMBED_FIELD_VALUE_MAX:
            problems.append(f"{where}.fields[{i}]: too long")
    return problems, total


def _component_problems(rows: list[dict[str, Any]]) -> list[str]:
    problems = []
    if len(rows) > ACTION_ROWS_MAX:
        problems.append(f"components: {len(rows)} action rows > {ACTION_ROWS_MAX}")
    for r, row in enumerate(rows):
        children = row.get("components") or []
        if row.get("type") != 1:
            problems.append(f"components[{r}]: top level must be an action row")
        if len(children) > ROW_COMPONENTS_MAX:
            problems.append(f"components[{r}]: {len(children)} components > {ROW_COMPONENTS_MAX}")
        if any(c.get("type") in (3, 5, 6, 7, 8) for c in children) and len(children) > 1:
            problems.append(f"components[{r}]: a select menu must be alone in its row")
        for c, comp in enumerate(children):
            where = f"components[{r}][{c}]"
            custom_id = comp.get("custom_id")
            if comp.get("type") != 2 or comp.get("style") != 5:
                if not custom_id:
                    problems.append(f"{where}: custom_id missing")
            if custom_id and len(custom_id) > CUSTOM_ID_MAX:
                problems.append(f"{where}: custom_id {len(custom_id)} > {CUSTOM_ID_MAX} characters")
            if len(comp.get("label") or "") > BUTTON_LABEL_MAX:
                problems.append(f"{where}: label longer than {BUTTON_LABEL_MAX}")
            options = comp.get("options") or []
            if comp.get("type") == 3:
                if not 1 <= len(options) <= SELECT_OPTIONS_MAX:
                    problems.append(f"{where}: {len(options)} select options (1..{SELECT_OPTIONS_MAX})")
                if len(comp.get("placeholder") or "") > SELECT_PLACEHOLDER_MAX:
                    problems.append(f"{where}: placeholder longer than {SELECT_PLACEHOLDER_MAX}")
                for o, opt in enumerate(options):
                    if len(opt.get("label") or "") > SELECT_OPTION_LABEL_MAX or \
                            len(opt.get("value") or "") > SELECT_OPTION_VALUE_MAX or \
                            len(opt.get("description") or "") > SELECT_OPTION_DESCRIPTION_MAX:
                        problems.append(f"{where}.options[{o}]: label, value or description too long")
    return problems


def message_problems(payload: dict[str, Any], files: Iterable[tuple[str, int]] = ()) -> list[str]:
    """Everything wrong with one outgoing message payload (content, embeds, components, files)."""
    problems = []
    content = payload.get("content") or ""
    if len(content) > CONTENT_MAX:
        problems.append(f"content: {len(content)} > {CONTENT_MAX} characters")
    embeds = payload.get("embeds") or []
    if len(embeds) > EMBEDS_MAX:
        problems.append(f"embeds: {len(embeds)} > {EMBEDS_MAX}")
    total = 0
    for i, embed in enumerate(embeds):
        more, size = _embed_problems(embed, f"embeds[{i}]")
        problems += more
        total += size
    if total > EMBED_TOTAL_MAX:
        problems.append(f"embeds: {total} > {EMBED_TOTAL_MAX} characters in total")
    problems += _component_problems(payload.get("components") or [])
    files = list(files)
    if len(files) > ATTACHMENTS_MAX:
        problems.append(f"attachments: {len(files)} > {ATTACHMENTS_MAX}")
    for name, size in files:
        if size > ATTACHMENT_BYTES_MAX:
            problems.append(f"attachment {name}: {size} bytes > {ATTACHMENT_BYTES_MAX}")
    return problems


def autocomplete_problems(choices: list[dict[str, Any]]) -> list[str]:
    problems = []
    if len(choices) > AUTOCOMPLETE_CHOICES_MAX:
        problems.append(f"autocomplete: {len(choices)} choices > {AUTOCOMPLETE_CHOICES_MAX}")
    for i, choice in enumerate(choices):
        if not 1 <= len(choice.get("name") or "") <= CHOICE_NAME_MAX:
            problems.append(f"autocomplete[{i}]: name must be 1..{CHOICE_NAME_MAX} characters")
        if isinstance(choice.get("value"), str) and len(choice["value"]) > CHOICE_VALUE_MAX:
            problems.append(f"autocomplete[{i}]: value longer than {CHOICE_VALUE_MAX} characters")
    return problems


def command_problems(commands: list[dict[str, Any]]) -> list[str]:
    """Checks the application-command payloads (as `CommandTree` would sync them)."""
    problems = []
    if len(commands) > COMMANDS_MAX:
        problems.append(f"{len(commands)} top-level commands > {COMMANDS_MAX}")

    def walk(node: dict[str, Any], where: str) -> None:
        name = node.get("name") or ""
        if not 1 <= len(name) <= COMMAND_NAME_MAX or name != name.lower():
            problems.append(f"{where}: name {name!r} must be 1..{COMMAND_NAME_MAX} lower-case characters")
        description = node.get("description") or ""
        if node.get("type", 1) == 1 and not 1 <= len(description) <= COMMAND_DESCRIPTION_MAX:
            problems.append(f"{where}: description must be 1..{COMMAND_DESCRIPTION_MAX} characters")
        for locale, text in (node.get("description_localizations") or {}).items():
            if not 1 <= len(text) <= COMMAND_DESCRIPTION_MAX:
                problems.append(f"{where}: {locale} description must be 1..{COMMAND_DESCRIPTION_MAX} characters")
        options = node.get("options") or []
        if len(options) > COMMAND_OPTIONS_MAX:
            problems.append(f"{where}: {len(options)} options > {COMMAND_OPTIONS_MAX}")
        if len(node.get("choices") or []) > COMMAND_CHOICES_MAX:
            problems.append(f"{where}: more than {COMMAND_CHOICES_MAX} choices")
        for option in options:
            walk(option, f"{where} {option.get('name')}")

    for command in commands:
        walk(command, f"/{command.get('name')}")
    return problems
