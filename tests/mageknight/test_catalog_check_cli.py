"""python -m engine.mageknight.check_data: what content authors run on their files."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from engine.mageknight.check_data import main

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def content(tmp_path, data_dir) -> Path:
    """A private copy of data/mageknight to break."""
    target = tmp_path / "mageknight"
    shutil.copytree(data_dir, target)
    return target


def edit(path: Path, change) -> None:
    document = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(document)
    path.write_text(yaml.safe_dump(document, allow_unicode=True, sort_keys=False), encoding="utf-8")


def test_the_real_content_passes():
    result = subprocess.run([sys.executable, "-m", "engine.mageknight.check_data"], cwd=REPO,
                            capture_output=True, text=True)
    assert result.stdout == ""
    assert result.returncode == 0, result.stderr


def test_a_broken_file_prints_one_line_per_problem_and_exits_1(content, capsys, monkeypatch):
    monkeypatch.chdir(content.parent)

    def break_units(document):
        document["units"][0]["armor"] = "x"
        document["units"][1]["abilities"][0]["effect"] = {"attak": 2}
    edit(content / "units.yaml", break_units)
    assert main([str(content / "units.yaml")]) == 1
    assert capsys.readouterr().out.splitlines() == [
        "mageknight/units.yaml: units[0].armor: expected an integer, got a string 'x'",
        "mageknight/units.yaml: units[1].abilities[0].effect: unknown effect 'attak'",
    ]


def test_neighbours_give_context_but_their_problems_are_not_printed(content, capsys, monkeypatch):
    monkeypatch.chdir(content.parent)
    edit(content / "spells.yaml", lambda d: d["spells"][0].update(color="purple"))
    edit(content / "units.yaml", lambda d: d["units"][0].update(recruit_at=["vilage"]))
    assert main([str(content / "units.yaml")]) == 1
    assert capsys.readouterr().out.splitlines() == [
        "mageknight/units.yaml: units[0].recruit_at[0]: unknown site 'vilage'"]


def test_alone_skips_cross_references_into_missing_files(content, capsys, monkeypatch):
    monkeypatch.chdir(content.parent)
    edit(content / "units.yaml", lambda d: d["units"][0].update(recruit_at=["vilage"]))
    assert main(["--alone", str(content / "units.yaml")]) == 0
    single = content.parent / "single"
    single.mkdir()
    shutil.copy(content / "units.yaml", single / "units.yaml")
    assert main([str(single / "units.yaml")]) == 0  # no sites.yaml beside it: nothing to check against
    capsys.readouterr()


def test_a_yaml_syntax_error_names_the_line(content, capsys, monkeypatch):
    monkeypatch.chdir(content.parent)
    (content / "levels.yaml").write_text("levels:\n  - {level: 1, fame: 0\n", encoding="utf-8")
    assert main([str(content / "levels.yaml")]) == 1
    out = capsys.readouterr().out
    assert out.startswith("mageknight/levels.yaml: line ")
    assert "YAML syntax error" in out


def test_the_whole_directory(content, capsys, monkeypatch):
    monkeypatch.chdir(content.parent)
    assert main(["--data-dir", str(content)]) == 0
    (content / "tactics.yaml").unlink()
    assert main(["--data-dir", str(content)]) == 1
    assert capsys.readouterr().out.splitlines() == ["mageknight: missing data file(s): tactics.yaml"]


def test_list_hooks_prints_sorted_names(capsys):
    assert main(["--list-hooks"]) == 0
    names = capsys.readouterr().out.split()
    assert names and names == sorted(names)


def test_a_duplicate_id_is_reported_in_the_file_asked_about(content, capsys, monkeypatch):
    monkeypatch.chdir(content.parent)
    spell = yaml.safe_load((content / "spells.yaml").read_text(encoding="utf-8"))["spells"][0]["id"]
    edit(content / "basic_actions.yaml", lambda d: d["basic_actions"][0].update(id=spell))
    assert main([str(content / "basic_actions.yaml")]) == 1
    out = capsys.readouterr().out
    assert f"mageknight/basic_actions.yaml: basic_actions[0]: duplicate id '{spell}' (already used at " \
           "mageknight/spells.yaml: spells[0])" in out
