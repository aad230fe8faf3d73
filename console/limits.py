"""Discord's documented limits, checked on every request the bot sends through the fake transport.

A payload that breaks a limit gets the 400 that Discord would answer, in Discord's own shape (``form_error``),
so a test sees the same failure a real server would cause, and the violation is recorded for the assertion
message.
"""
from __future__ import annotations

from typing import Any, Iterable, NamedTuple

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


class Problem(NamedTuple):
    """One field Discord would refuse: where it is in the JSON body, Discord's error code, and why."""
    path: tuple[str, ...]  # keys and list indexes from the top of the request body, e.g. ("embeds", "0", "title")
    code: str  # Discord's field error code, e.g. BASE_TYPE_MAX_LENGTH
    message: str

    def __str__(self) -> str:
        return f"{'.'.join(self.path) or 'body'}: {self.message}"

    def under(self, *prefix: str) -> "Problem":
        """The same problem in a payload nested under ``prefix`` (an interaction callback's ``data``)."""
        return self._replace(path=(*prefix, *self.path))


def _too_long(path: tuple[str, ...], limit: int) -> Problem:
    return Problem(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")


def _length(path: tuple[str, ...], low: int, high: int) -> Problem:
    return Problem(path, "BASE_TYPE_BAD_LENGTH", f"Must be between {low} and {high} in length.")


def _required(path: tuple[str, ...]) -> Problem:
    return Problem(path, "BASE_TYPE_REQUIRED", "This field is required")


def form_error(problems: Iterable[Problem]) -> dict[str, Any]:
    """The body of Discord's 400 "Invalid Form Body": the errors nested along each field's path, every field
    holding ``_errors`` (discord.py flattens them into ``In embeds.0.title: ...`` lines of HTTPException.text)."""
    errors: dict[str, Any] = {}
    for problem in problems:
        node = errors
        for key in problem.path:
            node = node.setdefault(key, {})
        node.setdefault("_errors", []).append({"code": problem.code, "message": problem.message})
    return {"code": 50035, "message": "Invalid Form Body", "errors": errors}


def _embed_problems(embed: dict[str, Any], where: tuple[str, ...]) -> tuple[list[Problem], int]:
    problems, total = [], 0
    for key, limit in (("title", EMBED_TITLE_MAX), ("description", EMBED_DESCRIPTION_MAX)):
        text = embed.get(key) or ""
        total += len(text)
        if len(text) > limit:
            problems.append(_too_long((*where, key), limit))
    for sub, key, limit in (("footer", "text", EMBED_FOOTER_MAX), ("author", "name", EMBED_AUTHOR_MAX)):
        text = (embed.get(sub) or {}).get(key) or ""
        total += len(text)
        if len(text) > limit:
            problems.append(_too_long((*where, sub, key), limit))
    fields = embed.get("fields") or []
    if len(fields) > EMBED_FIELDS_MAX:
        problems.append(_too_long((*where, "fields"), EMBED_FIELDS_MAX))
    for i, field in enumerate(fields):
        for key, limit in (("name", EMBED_FIELD_NAME_MAX), ("value", EMBED_FIELD_VALUE_MAX)):
            text = field.get(key) or ""
            total += len(text)
            if not text:
                problems.append(_required((*where, "fields", str(i), key)))
            elif len(text) > limit:
                problems.append(_too_long((*where, "fields", str(i), key), limit))
    return problems, total


def _component_problems(rows: list[dict[str, Any]]) -> list[Problem]:
    problems = []
    if len(rows) > ACTION_ROWS_MAX:
        problems.append(_too_long(("components",), ACTION_ROWS_MAX))
    for r, row in enumerate(rows):
        children = row.get("components") or []
        where = ("components", str(r))
        if row.get("type") != 1:
            problems.append(Problem((*where, "type"), "COMPONENT_INVALID_TYPE",
                                    "The top level of components must be action rows."))
        if len(children) > ROW_COMPONENTS_MAX:
            problems.append(_too_long((*where, "components"), ROW_COMPONENTS_MAX))
        if any(c.get("type") in (3, 5, 6, 7, 8) for c in children) and len(children) > 1:
            problems.append(Problem((*where, "components"), "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
                                    "The specified component exceeds the maximum width (a select menu stands "
                                    "alone in its row)."))
        for c, comp in enumerate(children):
            place = (*where, "components", str(c))
            custom_id = comp.get("custom_id")
            if comp.get("type") != 2 or comp.get("style") != 5:
                if not custom_id:
                    problems.append(_required((*place, "custom_id")))
            if custom_id and len(custom_id) > CUSTOM_ID_MAX:
                problems.append(_too_long((*place, "custom_id"), CUSTOM_ID_MAX))
            if len(comp.get("label") or "") > BUTTON_LABEL_MAX:
                problems.append(_too_long((*place, "label"), BUTTON_LABEL_MAX))
            options = comp.get("options") or []
            if comp.get("type") == 3:
                if not 1 <= len(options) <= SELECT_OPTIONS_MAX:
                    problems.append(_length((*place, "options"), 1, SELECT_OPTIONS_MAX))
                if len(comp.get("placeholder") or "") > SELECT_PLACEHOLDER_MAX:
                    problems.append(_too_long((*place, "placeholder"), SELECT_PLACEHOLDER_MAX))
                for o, opt in enumerate(options):
                    for key, limit in (("label", SELECT_OPTION_LABEL_MAX), ("value", SELECT_OPTION_VALUE_MAX),
                                       ("description", SELECT_OPTION_DESCRIPTION_MAX)):
                        if len(opt.get(key) or "") > limit:
                            problems.append(_too_long((*place, "options", str(o), key), limit))
    return problems


def message_problems(payload: dict[str, Any], files: Iterable[tuple[str, int]] = ()) -> list[Problem]:
    """Everything wrong with one outgoing message payload (content, embeds, components, files)."""
    problems = []
    content = payload.get("content") or ""
    if len(content) > CONTENT_MAX:
        problems.append(_too_long(("content",), CONTENT_MAX))
    embeds = payload.get("embeds") or []
    if len(embeds) > EMBEDS_MAX:
        problems.append(_too_long(("embeds",), EMBEDS_MAX))
    total = 0
    for i, embed in enumerate(embeds):
        more, size = _embed_problems(embed, ("embeds", str(i)))
        problems += more
        total += size
    if total > EMBED_TOTAL_MAX:
        problems.append(Problem(("embeds",), "MAX_EMBED_SIZE_EXCEEDED",
                                f"Embed size exceeds maximum size of {EMBED_TOTAL_MAX}"))
    problems += _component_problems(payload.get("components") or [])
    files = list(files)
    if len(files) > ATTACHMENTS_MAX:
        problems.append(_too_long(("attachments",), ATTACHMENTS_MAX))
    for i, (name, size) in enumerate(files):
        if size > ATTACHMENT_BYTES_MAX:
            problems.append(Problem(("attachments", str(i)), "BASE_TYPE_MAX_LENGTH",
                                    f"{name}: {size} bytes, must be {ATTACHMENT_BYTES_MAX} or fewer."))
    return problems


def autocomplete_problems(choices: list[dict[str, Any]]) -> list[Problem]:
    """Everything wrong with an autocomplete answer's ``choices`` (paths inside the callback's ``data``)."""
    problems = []
    if len(choices) > AUTOCOMPLETE_CHOICES_MAX:
        problems.append(_too_long(("choices",), AUTOCOMPLETE_CHOICES_MAX))
    for i, choice in enumerate(choices):
        if not 1 <= len(choice.get("name") or "") <= CHOICE_NAME_MAX:
            problems.append(_length(("choices", str(i), "name"), 1, CHOICE_NAME_MAX))
        if isinstance(choice.get("value"), str) and len(choice["value"]) > CHOICE_VALUE_MAX:
            problems.append(_too_long(("choices", str(i), "value"), CHOICE_VALUE_MAX))
    return problems


def command_problems(commands: list[dict[str, Any]]) -> list[Problem]:
    """Checks the application-command payloads (as `CommandTree` would sync them): the body is the list."""
    problems = []
    if len(commands) > COMMANDS_MAX:
        problems.append(_too_long((), COMMANDS_MAX))

    def walk(node: dict[str, Any], where: tuple[str, ...]) -> None:
        name = node.get("name") or ""
        if not 1 <= len(name) <= COMMAND_NAME_MAX or name != name.lower():
            problems.append(Problem((*where, "name"), "APPLICATION_COMMAND_INVALID_NAME",
                                    f"Command name {name!r} must be 1 to {COMMAND_NAME_MAX} lower-case characters."))
        description = node.get("description") or ""
        if node.get("type", 1) == 1 and not 1 <= len(description) <= COMMAND_DESCRIPTION_MAX:
            problems.append(_length((*where, "description"), 1, COMMAND_DESCRIPTION_MAX))
        for locale, text in (node.get("description_localizations") or {}).items():
            if not 1 <= len(text) <= COMMAND_DESCRIPTION_MAX:
                problems.append(_length((*where, "description_localizations", locale), 1, COMMAND_DESCRIPTION_MAX))
        options = node.get("options") or []
        if len(options) > COMMAND_OPTIONS_MAX:
            problems.append(_too_long((*where, "options"), COMMAND_OPTIONS_MAX))
        if len(node.get("choices") or []) > COMMAND_CHOICES_MAX:
            problems.append(_too_long((*where, "choices"), COMMAND_CHOICES_MAX))
        for k, option in enumerate(options):
            walk(option, (*where, "options", str(k)))

    for i, command in enumerate(commands):
        walk(command, (str(i),))
    return problems
