"""Every choice says what it asks: each kind of Decision the engine can open has a question in words (describe.py).

The kinds are found in the engine's source, so a new kind without a question fails here: every `Decision(...)` call
with its kind written out, named by a module constant, or handed in by the callers of a helper (`_one_or_ask`), in
its own module or another (`attendance.ask`).
"""
from __future__ import annotations

import ast
from pathlib import Path

from engine.mageknight import describe
from engine.mageknight.context import Ctx
from engine.mageknight.describe import QUESTIONS, decision_view, question_words
from engine.mageknight.game import GAME
from engine.mageknight.positions import build_position
from engine.mageknight.state import Decision, UnitCard

ENGINE = Path(describe.__file__).parent
COMPUTED = {"choice", "discard", "level_reward"}  # their question is written from the options


def _constants(tree: ast.Module) -> dict[str, str]:
    """Module-level names bound to strings: `A = "a"`, `A, B = "a", "b"`, and those imported from state.py
    (`from engine.mageknight.state import SCOUTS_PEEK as PEEK`)."""
    found = {}
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module == "engine.mageknight.state":
            floor = _constants(ast.parse((ENGINE / "state.py").read_text()))
            found |= {alias.asname or alias.name: floor[alias.name] for alias in node.names if alias.name in floor}
        if isinstance(node, ast.Assign):
            for target in node.targets:
                names = target.elts if isinstance(target, ast.Tuple) else [target]
                values = node.value.elts if isinstance(node.value, ast.Tuple) else [node.value]
                for name, value in zip(names, values):
                    if isinstance(name, ast.Name) and isinstance(value, ast.Constant) and isinstance(value.value, str):
                        found[name.id] = value.value
    return found


def _strings(node: ast.AST) -> set[str]:
    return {n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)}


def _call_name(call: ast.Call) -> str:
    """`helper(...)` and `module.helper(...)` alike."""
    return getattr(call.func, "id", "") or getattr(call.func, "attr", "")


def _passed(tree: ast.Module, helper: str, position: int) -> set[str]:
    """The kinds the callers in one module hand a helper at `position`: literals and module constants."""
    constants = _constants(tree)
    passed = [c.args[position] for c in ast.walk(tree) if isinstance(c, ast.Call)
              and _call_name(c) == helper and len(c.args) > position]
    return ({a.value for a in passed if isinstance(a, ast.Constant) and isinstance(a.value, str)}
            | {constants[a.id] for a in passed if isinstance(a, ast.Name) and a.id in constants})


def _kinds_in(path: Path) -> tuple[set[str], list[tuple[str, int]]]:
    """The kinds a module opens itself, and its helpers whose kind is a parameter (name, its position)."""
    tree = ast.parse(path.read_text())
    constants = _constants(tree)
    functions = [f for f in ast.walk(tree) if isinstance(f, ast.FunctionDef)]
    kinds, helpers = set(), []
    for function in functions:
        for call in ast.walk(function):
            if not (isinstance(call, ast.Call) and getattr(call.func, "id", "") == "Decision" and call.args):
                continue
            kind = call.args[0]
            if isinstance(kind, ast.Constant):
                kinds.add(kind.value)
            elif isinstance(kind, ast.Name) and kind.id in constants:
                kinds.add(constants[kind.id])
            elif isinstance(kind, ast.Name) and kind.id in [a.arg for a in function.args.args]:
                helpers.append((function.name, [a.arg for a in function.args.args].index(kind.id)))
            else:  # a local name: the strings assigned to it in the function
                kinds |= {value for a in ast.walk(function) if isinstance(a, ast.Assign)
                          and any(isinstance(t, ast.Name) and t.id == kind.id for t in a.targets)
                          for value in _strings(a.value)}
    return kinds, helpers


def engine_decision_kinds() -> set[str]:
    paths = list(ENGINE.rglob("*.py"))
    found = [_kinds_in(path) for path in paths]
    kinds = set().union(*(own for own, _ in found))
    helpers = {helper for _, module_helpers in found for helper in module_helpers}
    trees = [ast.parse(path.read_text()) for path in paths]
    return kinds | {kind for name, position in helpers for tree in trees for kind in _passed(tree, name, position)}


def test_the_source_scan_finds_the_kinds_of_every_way_a_decision_is_opened():
    kinds = engine_decision_kinds()
    # literal, module constant, helper parameter (advanced_hooks, combat/skill_hooks), local name (resolve.py)
    assert {"discard", "scouts_peek", "decompose", "dueling", "crystal_color", "ready_unit"} <= kinds
    assert len(kinds) > 100


def test_every_decision_kind_the_engine_opens_has_a_question():
    missing = sorted(kind for kind in engine_decision_kinds() - COMPUTED if kind not in QUESTIONS)
    assert missing == []
    assert sorted(set(QUESTIONS) - engine_decision_kinds()) == []  # no question for a kind that is gone


def test_every_question_names_its_source_in_the_catalogue_and_reads_in_both_languages():
    ctx = Ctx(GAME.catalog, build_position(GAME.catalog, {"seats": 1, "players": [{"hero": "tovak"}]}))
    for kind, (source, en, de) in QUESTIONS.items():
        question = question_words(ctx, Decision(kind, 0, ["x"]))
        assert question[0].endswith(en) and question[1].endswith(de) and en != de, kind
        if source is not None:
            assert ":" in question[0] and question[0].split(":")[0] != source, kind


def _ctx(decision: Decision, units: tuple[str, ...] = (), **position) -> Ctx:
    state = build_position(GAME.catalog, {"seats": 1, "players": [{"hero": "tovak", **position}]})
    state.players[0].units = [UnitCard(unit) for unit in units]
    state.turn.decision = decision
    return Ctx(GAME.catalog, state)


def test_an_effects_choice_asks_with_the_card_and_its_options():
    decision = Decision("choice", 0, ["0", "1"], ["card", "tovak_instinct", "basic"])
    assert question_words(_ctx(decision), decision) == ("Instinct: Move 2 or Influence 2?",
                                                        "Instinkt: Bewegung 2 oder Einfluss 2?")


def test_the_discard_before_drawing_says_when_a_card_must_go():
    may = Decision("discard", 0, ["march", "done"])
    must = Decision("discard", 0, ["march"])
    assert question_words(_ctx(may), may)[0] == "Discard cards before drawing up to your Hand limit?"
    assert question_words(_ctx(must), must)[0] == ("Discard cards before drawing up to your Hand limit? You played no "
                                                   "card this turn, so you must discard one.")
    assert "musst du eine abwerfen" in question_words(_ctx(must), must)[1]


def test_a_level_up_asks_for_a_skill_with_each_skills_text():
    decision = Decision("level_reward", 0, ["a:tovak_i_feel_no_pain:ambush", "a:tovak_motivation:ambush"])
    ctx = _ctx(decision, level=2)
    en, de = question_words(ctx, decision)
    skill = GAME.catalog.skills["tovak_motivation"]
    assert en.startswith("Level 2: choose a Skill") and f"{skill.name.en}: {skill.text.en}" in en
    assert de.startswith("Level 2: wähle eine Fähigkeit") and skill.text.de in de
    assert decision_view(ctx, decision)["options"]["a:tovak_motivation:ambush"]["en"] == "Motivation + Ambush"


def test_options_that_would_read_the_same_are_told_apart():
    ambush = Decision("choice", 0, ["0", "1"], ["card", "ambush", "basic", "1"])
    options = decision_view(_ctx(ambush), ambush)["options"]
    assert options["0"]["en"] == "+1 to your first Attack card" and options["1"]["en"] == "+2 to your first Block card"
    twins = Decision("ready_unit", 0, ["unit:0", "unit:1"])
    ctx = _ctx(twins, units=("peasants", "peasants"))
    assert [w["en"] for w in decision_view(ctx, twins)["options"].values()] == ["Peasants (1)", "Peasants (2)"]
