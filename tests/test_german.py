"""German is complete: no English word in any German text the bot can show (issue 14).

The German texts are collected where they are written, so a new text is checked without being listed:
the message catalogue, the German argument of every call that takes one (RuleError/PlayerError and the
engine's `refuse`, every event `ctx.say(kind, en, de)`, helpers with a `de` parameter; found with `ast`
in engine/ and cogs/), describe.py's word pairs, the content's German names and texts in data/, and the
German command descriptions. Each is checked with tests/i18n_words.english_words.
"""
from __future__ import annotations

import ast
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from cogs.mageknight import match_action
from cogs.mk_text import describe
from cogs.translator import GERMAN
from engine.core import Action, RuleError
from engine.mageknight.game import GAME
from engine.mageknight.geometry import notation_labels, shown_label
from engine.mageknight.positions import build_position
from i18n import MESSAGES
from render.mageknight.terrain import tile_layer
from tests.i18n_words import english_words, off_rulebook_terms
from tests.mageknight.moves import outcome

ROOT = Path(__file__).resolve().parent.parent
SOURCES = sorted(path for folder in ("engine", "cogs") for path in (ROOT / folder).rglob("*.py"))
# Modules that write their words as (English, German) pairs.
PAIR_MODULES = (ROOT / "engine" / "mageknight" / "describe.py", ROOT / "engine" / "mageknight" / "words.py",
                ROOT / "render" / "mageknight" / "texts.py")
DATA = sorted((ROOT / "data").rglob("*.yaml"))
ERROR_CLASSES = ("PlayerError", "RuleError", "ActionSyntaxError", "refuse")


def _name(func: ast.expr) -> str:
    return ast.unparse(func).rsplit(".", 1)[-1]


def _de_positions(trees: list[ast.Module]) -> dict[str, int]:
    """Callable name -> index of its positional `de` argument (functions and classes with a `de` parameter)."""
    positions: dict[str, int] = {}
    bases: dict[str, list[str]] = {}
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                bases[node.name] = [_name(base) for base in node.bases]
                for item in node.body:
                    if isinstance(item, ast.FunctionDef) and item.name == "__init__":
                        names = [arg.arg for arg in item.args.args]
                        if "de" in names:
                            positions[node.name] = names.index("de") - 1
            elif isinstance(node, ast.FunctionDef) and node.name != "__init__":
                names = [arg.arg for arg in node.args.args]
                if "de" in names:
                    positions[node.name] = names.index("de") - (names[0] in ("self", "cls"))
    inherited = True
    while inherited:  # RuleError(PlayerError) takes its parent's `de`
        inherited = False
        for cls, parents in bases.items():
            found = next((positions[p] for p in parents if p in positions), None)
            if cls not in positions and found is not None:
                positions[cls], inherited = found, True
    return positions


def _texts(node: ast.expr) -> list[str]:
    """The text a string expression shows, placeholders left out (`f"Angriff {n}"` -> "Angriff  ")."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        parts, inner = [], []
        for value in node.values:
            if isinstance(value, ast.Constant):
                parts.append(str(value.value))
            else:
                parts.append(" ")
                if isinstance(value, ast.FormattedValue) and isinstance(value.value, ast.IfExp):
                    inner += _texts(value.value)
        return ["".join(parts), *inner]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _texts(node.left), _texts(node.right)
        return [(left[0] if left else " ") + (right[0] if right else " "), *left[1:], *right[1:]]
    if isinstance(node, ast.IfExp):
        return _texts(node.body) + _texts(node.orelse)
    return []


def _is_text(node: ast.expr) -> bool:
    return bool(_texts(node))


def source_german_texts() -> Iterator[tuple[str, str]]:
    """(where, text) for the German argument of every call in engine/ and cogs/ that takes one."""
    trees = {path: ast.parse(path.read_text(), str(path)) for path in SOURCES}
    positions = _de_positions(list(trees.values()))
    for path, tree in trees.items():
        where = path.relative_to(ROOT)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = _name(node.func)
            german = [k.value for k in node.keywords if k.arg == "de"]
            if name in positions and len(node.args) > positions[name]:
                german.append(node.args[positions[name]])
            for arg in german:
                for text in _texts(arg):
                    yield f"{where}:{node.lineno} {name}", text


def errors_without_german() -> list[str]:
    """Player errors raised with English text only (their German would be the English)."""
    missing = []
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and _name(node.func) in ERROR_CLASSES and len(node.args) == 1 \
                    and not any(k.arg == "de" for k in node.keywords) and _is_text(node.args[0]):
                missing.append(f"{path.relative_to(ROOT)}:{node.lineno} {ast.unparse(node)[:90]}")
    return missing


def _is_question(node: ast.AST) -> bool:
    if not (isinstance(node, ast.Tuple) and len(node.elts) == 3 and all(map(_is_text, node.elts[1:]))):
        return False
    asker = node.elts[0]
    return isinstance(asker, ast.Constant) and (asker.value is None or (
        isinstance(asker.value, str) and re.fullmatch(r"[a-z_/]+", asker.value) is not None))


def pair_german_texts() -> Iterator[tuple[str, str]]:
    """describe.py's and the pictures' words: (English, German) pairs, and German colour names as dict values."""
    for path in PAIR_MODULES:
        for node in ast.walk(ast.parse(path.read_text())):
            where = f"{path.name}:{getattr(node, 'lineno', 0)}"
            if _is_question(node):  # describe.QUESTIONS: (the id of what asks, or None; English; German)
                for text in _texts(node.elts[2]):
                    yield where, text
            elif isinstance(node, ast.Tuple) and len(node.elts) >= 2 and all(map(_is_text, node.elts[:2])):
                for text in _texts(node.elts[1]):
                    yield where, text
            if isinstance(node, ast.Dict) and node.values and all(
                    isinstance(v, ast.Constant) and isinstance(v.value, str) for v in node.values):
                for value in node.values:
                    yield where, value.value


def _data_german(node: object, where: str) -> Iterator[tuple[str, str]]:
    if isinstance(node, dict):
        if isinstance(node.get("de"), str) and "en" in node:
            yield where, node["de"]
        for key, value in node.items():
            yield from _data_german(value, f"{where}/{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _data_german(value, f"{where}/{index}")


def data_german_texts() -> Iterator[tuple[str, str]]:
    for path in DATA:
        yield from _data_german(yaml.safe_load(path.read_text()), str(path.relative_to(ROOT)))


def _failures(texts) -> list[str]:
    return [f"{where}: {words} in {text!r}" for where, text in texts if (words := english_words(text))]


@pytest.mark.parametrize("scenario, seats, seed", [
    ("first_reconnaissance", 2, 1), ("solo_conquest", 1, 2), ("full_conquest", 3, 7), ("full_cooperation", 2, 1),
    ("mines_liberation", 2, 1), ("druid_nights", 2, 2), ("dungeon_lords", 2, 3), ("conquer_and_hold", 2, 2),
    ("one_to_return", 2, 2)])
def test_random_games_speak_german_in_every_label_and_event(scenario, seats, seed):
    """Texts put together while playing (a move's label from its parts, an event with names and numbers)."""
    state, rng, failures = GAME.create({"scenario": scenario}, seats, seed), random.Random(seed), set()
    for _ in range(1500):
        seat = next(iter(GAME.to_act(state)), None)
        if seat is None or state.round.phase == "over":
            break
        legal, view = GAME.legal_actions(state, seat), GAME.view(state, seat)
        for action in legal:
            label = describe(GAME.catalog, action, view, "de")
            if english_words(label) or off_rulebook_terms(label):
                failures.add(f"{action}: {label}")
        played = GAME.apply(state, seat, rng.choice(legal))
        failures.update(f"{event.kind}: {event.text_de}" for event in played.events
                        if english_words(event.text_de) or off_rulebook_terms(event.text_de))
        state = played.state
    assert not failures, "\n".join(sorted(failures))


def test_german_texts_use_the_german_rulebooks_terms():
    texts = [*(("catalogue " + key, entry["de"]) for key, entry in MESSAGES.items()), *source_german_texts(),
             *pair_german_texts(), *data_german_texts(), *(("translator", german) for german in GERMAN.values())]
    failures = [f"{where}: {terms} in {text!r}" for where, text in texts if (terms := off_rulebook_terms(text))]
    assert failures == [], "\n".join(failures)


def test_the_word_check_finds_english_and_spares_german():
    assert english_words("Du erhältst 2 Wounds und spielst the card.") == ["Wounds", "the", "card"]
    assert english_words("Eis-Block 3 in der Blockphase; Level II; der Dummy; NO, SO, O; Mage Knight") == []
    assert english_words("Nutze `/mk move to:A-NE` für {who}") == []
    assert english_words("Tippe /mk move to:A-NO oder /game help; Kampf: Block") == []
    assert english_words("bob sagt: attack", allowed=["bob"]) == ["attack"]
    assert english_words("Die Not ist groß") == [] and english_words("das geht not") == ["not"]


def test_every_german_template_of_the_catalogue():
    missing = [key for key, entry in MESSAGES.items() if not entry.get("de")]
    assert missing == [], f"catalogue keys without German: {missing}"
    failures = _failures((key, entry["de"]) for key, entry in MESSAGES.items())
    assert failures == [], "\n".join(failures)


def test_every_german_text_in_the_engine_and_cogs():
    texts = list(source_german_texts())
    assert len(texts) > 300, "the collector lost the engine's German texts"
    failures = _failures(texts)
    assert failures == [], f"{len(failures)} German texts with English words:\n" + "\n".join(failures)


def test_every_player_error_has_german():
    assert errors_without_german() == []


def test_describe_and_picture_words_in_german():
    failures = _failures(pair_german_texts())
    assert failures == [], "\n".join(failures)


def test_content_names_and_texts_in_german():
    texts = list(data_german_texts())
    assert len(texts) > 500
    failures = _failures(texts)
    assert failures == [], f"{len(failures)} German data texts with English words:\n" + "\n".join(failures)


def texts_outside_the_catalogue() -> list[str]:
    """Sentences written straight into cogs/*.py: player texts belong in the message catalogue (i18n).
    Docstrings, command descriptions (`_()`, translated by cogs/translator.py), log lines and custom ids are
    not player texts, and notation (`key=value`) is the notation tests' business."""
    sentence = re.compile(r"[A-Za-zÄÖÜäöüß]{2,} [A-Za-zÄÖÜäöüß]{2,}")
    found = []
    for path in sorted((ROOT / "cogs").glob("*.py")):
        if path.name == "translator.py":
            continue
        tree = ast.parse(path.read_text())
        skipped = set()
        for node in ast.walk(tree):
            body = getattr(node, "body", None)
            if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and _is_text(body[0].value):
                skipped.add(id(body[0].value))  # a docstring
            if isinstance(node, ast.JoinedStr):
                skipped.update(id(value) for value in node.values)  # its parts: the f-string is checked whole
            # not player texts: descriptions translated by cogs/translator.py, log lines, patterns, and the
            # operator's errors when a data file does not load (cogs/mk_rules.py: RulesDataError, its `fail`)
            if isinstance(node, ast.Call) and _name(node.func) in ("_", "locale_str", "debug", "info", "warning",
                                                                     "error", "exception", "compile", "fail",
                                                                     "RulesDataError"):
                skipped.update(id(inner) for arg in node.args for inner in ast.walk(arg))
        for node in ast.walk(tree):
            if isinstance(node, (ast.Constant, ast.JoinedStr)) and id(node) not in skipped and _is_text(node) \
                    and sentence.search(_texts(node)[0]) and "=" not in _texts(node)[0]:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} {ast.unparse(node)[:80]}")
    return found


def test_the_bot_speaks_only_through_the_message_catalogue():
    assert texts_outside_the_catalogue() == []


@pytest.mark.parametrize("english", sorted(GERMAN))
def test_command_descriptions_in_german(english):
    assert english_words(GERMAN[english]) == []


# --- the German compass: O for East (NO, O, SO); the notation keeps NE, E, SE -------------------------

def test_a_space_label_reads_with_the_german_compass():
    assert [shown_label(label, "de") for label in ("A-NE", "7-E", "C2-SE", "C2-SW", "V-C", "NE", "E")] == \
        ["A-NO", "7-O", "C2-SO", "C2-SW", "V-C", "NO", "O"]
    assert shown_label("A-NE", "en") == "A-NE" and shown_label("hero", "de") == "hero"
    assert notation_labels("a-no 7-O c2-so A-NE") == "A-NE 7-E C2-SE A-NE"
    assert notation_labels("no, so") == "no, so"  # only labels are read back, never words


def test_german_panel_labels_and_events_use_the_german_compass():
    assert describe(GAME.catalog, Action.parse("move to=A-NE"), None, "de") == "Bewegen · A-NO"
    assert describe(GAME.catalog, Action.parse("explore dir=SE"), None, "de") == "Erkunden · SO"
    assert describe(GAME.catalog, Action.parse("move to=A-NE"), None, "en") == "Move · A-NE"
    state = build_position(GAME.catalog, {"players": [{"hero": "tovak", "hand": [], "position": "A-C"}],
                                          "turn": {"move": 3}})
    moved = outcome(state, "move to=A-E")
    assert any("A-O" in event.text_de and "A-E" in event.text_en for event in moved.events)
    with pytest.raises(RuleError) as refused:
        outcome(state, "move to=A-XX")
    assert "unbekannte Position 'XX' (Positionen: C NO O SO SW W NW)" in refused.value.message("de")


def test_the_german_map_labels_its_spaces_with_the_german_compass():
    english, german = (tile_layer(GAME.catalog, "starting_a", 60, False, locale=locale) for locale in ("en", "de"))
    assert english.size == german.size and english.tobytes() != german.tobytes()


def test_the_notation_reads_a_german_label_back():
    assert str(GAME.normalise(Action.parse("move to=a-no"))) == "move to=A-NE"
    assert str(GAME.normalise(Action.parse("challenge at=1-O,C2-SO"))) == "challenge at=1-E,C2-SE"
    state = build_position(GAME.catalog, {"players": [{"hero": "tovak", "hand": [], "position": "A-C"}],
                                          "turn": {"move": 3}})
    assert GAME.apply(state, 0, Action.parse("move to=A-O")).state.players[0].position == \
        GAME.apply(state, 0, Action.parse("move to=A-E")).state.players[0].position


def test_a_typed_german_label_names_the_move():
    actions = [Action.parse("move to=A-NE"), Action.parse("move to=A-E"), Action.parse("move to=A-SE")]
    labels = ["Move · A-NE", "Move · A-E", "Move · A-SE"]
    assert match_action("A-NO", actions, labels) == actions[0]
    assert match_action("a-o", actions, labels) == actions[1]
    assert match_action("A-SO", actions, labels) == actions[2]

