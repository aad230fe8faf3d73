"""The local console as a newcomer runs it: `python -m console` with a piped script."""
import os
import shlex
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_console(script: str, tmp_path) -> subprocess.CompletedProcess:
    env = {**os.environ, "ARBITER_GAMES": "sumrace", "ARBITER_LOG_LEVEL": "WARNING"}
    return subprocess.run([sys.executable, "-m", "console", "--db", str(tmp_path / "c.db"),
                           "--out", str(tmp_path / "out")], input=script, text=True, capture_output=True,
                          cwd=ROOT, env=env, timeout=120)


def test_the_example_lobby_script_plays_through(tmp_path):
    with open(os.path.join(ROOT, "docs", "examples", "lobby.txt")) as handle:
        result = run_console(handle.read(), tmp_path)
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "[public] says: ann opened a table for **Sum Race** (target=10)" in out
    assert "[private → bob] says: Du bist gerade nicht dran; wir warten auf ann." in out
    assert "[button] draw" in out and "[private → ann] says: You drew" in out
    exported = list((tmp_path / "out").iterdir())
    assert len(exported) == 1 and exported[0].name.endswith(".json")
    assert f"[file] {exported[0]}" in out


def test_a_line_the_bot_cannot_carry_out_fails_the_run(tmp_path):
    result = run_console("@ann /game new game:sumrace\n@ann press no-such-button\n@ann /game frobnicate\n",
                         tmp_path)
    assert result.returncode == 2
    assert "no button or menu 'no-such-button' visible to ann" in result.stdout
    assert "no command /game frobnicate" in result.stdout


def replies(output: str, line: str) -> str:
    """What the console printed for one input line."""
    return output.split(f">>> {line}\n", 1)[1].split(">>>", 1)[0]


def test_a_game_resumed_from_the_database_gives_each_name_its_own_seat_whoever_speaks_first(tmp_path):
    """Each @name has the same user id in every run, so the second run's first speaker (bob) does not get
    the id, and with it the hand, that the first run gave to its first speaker (ann)."""
    first = run_console("@ann /game new game:sumrace options:target=21\n@bob /game join\n"
                        "@ann /game start seed:42\n@ann /game panel\n@bob /game panel\n", tmp_path)
    second = run_console("@bob /game panel\n@ann /game panel\n", tmp_path)
    assert first.returncode == second.returncode == 0, first.stderr + second.stderr
    ann, bob = replies(first.stdout, "@ann /game panel"), replies(first.stdout, "@bob /game panel")
    assert "[private → ann] says: Your options" in ann and "play card=" in ann and "play card=" not in bob
    assert replies(second.stdout, "@bob /game panel") == bob
    assert replies(second.stdout, "@ann /game panel") == ann


@pytest.mark.parametrize("token", [None, ""])
def test_without_a_token_the_bot_fails_and_names_the_console_command_that_works(tmp_path, token):
    """A supervisor sees the failure (non-zero exit); the hint is the README install's own command,
    ``.venv/bin/python -m console`` when run as the README says, and that command starts the console."""
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    if token is not None:
        env["DISCORD_TOKEN"] = token  # `DISCORD_TOKEN=` as a copied .env leaves it
    result = subprocess.run([sys.executable, "bot.py"], capture_output=True, text=True, cwd=ROOT, env=env,
                            timeout=60)
    assert result.returncode == 1
    assert "DISCORD_TOKEN is not set" in result.stderr
    interpreter = os.path.relpath(sys.executable, ROOT)
    command = f"{sys.executable if interpreter.startswith('..') else interpreter} -m console"
    assert f"local console:  {command}\n" in result.stderr
    console = subprocess.run(shlex.split(command), input="@ann /game help\n", capture_output=True, text=True,
                             cwd=ROOT, env={**env, "ARBITER_DB": str(tmp_path / "hint.db")}, timeout=120)
    assert console.returncode == 0, console.stderr
    assert "[private → ann]" in console.stdout
