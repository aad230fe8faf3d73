"""game.py routes the verbs and decisions content adds through the Rulebook, never through a content module."""
import ast
from pathlib import Path

from engine.mageknight import game
from engine.mageknight.cards import BOOK

ENGINE = Path(__file__).resolve().parents[2] / "engine" / "mageknight"


def _imports(module: str) -> set[str]:
    tree = ast.parse((ENGINE / module).read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return found


def test_game_takes_only_the_filled_book_from_the_content_package():
    assert {name for name in _imports("game.py") if name.startswith("engine.mageknight.cards")} == {
        "engine.mageknight.cards.BOOK"}


def test_describe_imports_no_content():
    assert not any(name.startswith("engine.mageknight.cards") for name in _imports("describe.py"))


def test_every_content_verb_is_routed_keyed_and_listed_in_its_place():
    assert BOOK.verbs
    for name, verb in BOOK.verbs.items():
        assert game.TURN_MOVES[name] is verb.act
        assert game.VERB_KEYS[name] == verb.keys
        assert (name in game.COMBAT_VERBS) == verb.in_combat
    named = {BOOK.verbs[source] for source in (*game.TURN_ACTIONS, *game.COMBAT_ACTIONS) if isinstance(source, str)}
    assert named == set(BOOK.verbs.values())  # each content verb has its place in the order of the legal actions


def test_a_verb_serving_several_names_lists_its_actions_once():
    scenario = BOOK.verbs["liberate"]
    assert BOOK.verbs["mark"] is scenario and BOOK.verbs["incant"] is scenario
