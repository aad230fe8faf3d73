"""The local console as a newcomer runs it: `python bot.py --local` with a piped script."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_console(script: str, tmp_path) -> subprocess.CompletedProcess:
    env = {**os.environ, "ARBITER_GAMES": "tests.tinygame", "ARBITER_LOG_LEVEL": "WARNING"}
    return subprocess.run([sys.executable, "bot.py", "--local", "--db", str(tmp_path / "c.db"),
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


def test_without_a_token_the_bot_points_at_the_console(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    result = subprocess.run([sys.executable, "bot.py"], capture_output=True, text=True, cwd=ROOT, env=env,
                            timeout=60)
    assert result.returncode == 0
    assert "DISCORD_TOKEN is not set" in result.stdout and "python bot.py --local" in result.stdout
