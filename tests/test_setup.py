"""Set-up that works as written: the settings bot.py reads, .env.example, and the Docker image's environment."""
from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from bot import DEFAULT_GAMES, load_games, parse_args

ROOT = Path(__file__).resolve().parent.parent
SETTINGS = ("DISCORD_TOKEN", "ARBITER_DB", "ARBITER_GAMES", "ARBITER_LOG_LEVEL")


def env_file(path: Path) -> dict[str, str]:
    """The variables `docker run --env-file` sets from ``path``: ``NAME=value`` lines, comments and blanks skipped."""
    lines = (line.strip() for line in path.read_text().splitlines())
    return dict(line.split("=", 1) for line in lines if line and not line.startswith("#"))


def dockerfile() -> tuple[dict[str, str], str, str]:
    """The image's ENV settings, its final WORKDIR and its CMD, as the Dockerfile writes them."""
    env, workdir, command = {}, "/", ""
    for line in (ROOT / "Dockerfile").read_text().splitlines():
        instruction, _, rest = line.partition(" ")
        if instruction == "ENV":
            env.update(item.split("=", 1) for item in shlex.split(rest))
        elif instruction == "WORKDIR":
            workdir = os.path.join(workdir, rest.strip())
        elif instruction == "CMD":
            command = rest.strip()
    return env, workdir, command


@pytest.fixture
def environment(monkeypatch):
    """Sets the process environment to exactly the given settings (others unset)."""
    def apply(settings: dict[str, str]) -> None:
        for name in SETTINGS:
            monkeypatch.delenv(name, raising=False)
        for name, value in settings.items():
            monkeypatch.setenv(name, value)
    return apply


def test_an_empty_setting_counts_as_unset(environment):
    environment({"ARBITER_GAMES": "", "ARBITER_DB": " ", "ARBITER_LOG_LEVEL": ""})
    args = parse_args([])
    assert args.games == DEFAULT_GAMES and args.db == "arbiter.db"
    assert "mageknight" in load_games(args.games)


def test_a_set_setting_is_used(environment):
    environment({"ARBITER_GAMES": "tests.tinygame", "ARBITER_DB": "/tmp/x.db"})
    args = parse_args([])
    assert (args.games, args.db) == ("tests.tinygame", "/tmp/x.db")
    assert parse_args(["--db", "y.db"]).db == "y.db"


def test_the_env_example_filled_in_offers_mage_knight_on_the_default_database(environment):
    """README "Run it on Discord": cp .env.example .env, put the token in, start the bot."""
    # Only what a user must fill in is set; the rest is commented out, so it keeps its default.
    assert env_file(ROOT / ".env.example") == {"DISCORD_TOKEN": ""}
    assert all(f"# {name}=" in (ROOT / ".env.example").read_text() for name in SETTINGS[1:])
    settings = {**env_file(ROOT / ".env.example"), "DISCORD_TOKEN": "a-token"}
    environment(settings)
    args = parse_args([])
    assert "mageknight" in load_games(args.games)
    assert args.db == "arbiter.db"


def test_in_the_docker_image_the_env_example_keeps_the_database_on_the_volume(environment):
    """`docker run --env-file .env -v arbiter-data:/data arbiter`: the env file overrides the image's ENV, and the
    non-root user can write only the volume /data (the Dockerfile chowns it), so the database must land there."""
    image_env, workdir, command = dockerfile()
    assert "chown arbiter:arbiter /data" in (ROOT / "Dockerfile").read_text() and workdir == "/data"
    environment({**image_env, **env_file(ROOT / ".env.example")})
    args = parse_args([])
    assert os.path.dirname(os.path.join(workdir, args.db)) == "/data"
    assert "mageknight" in load_games(args.games)
    # Started from the volume, the script is named by its absolute path in /app, where the image copied it.
    assert command == '["python", "/app/bot.py"]'


def test_in_the_docker_image_even_an_old_relative_database_setting_lands_on_the_volume(environment):
    image_env, workdir, _ = dockerfile()
    environment({**image_env, "ARBITER_DB": "arbiter.db"})  # the .env.example of old set ARBITER_DB=arbiter.db
    assert os.path.dirname(os.path.join(workdir, parse_args([]).db)) == "/data"


def git(*args: str, cwd: Path) -> str:
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True).stdout


def test_pip_install_leaves_no_untracked_files(tmp_path):
    """README step 1 is `pip install .` in the clone: what the build leaves behind (build/, *.egg-info) is
    ignored, so `git status` stays clean. The copy holds the working tree's tracked files, .gitignore included."""
    copy = tmp_path / "clone"
    for name in git("ls-files", "-z", cwd=ROOT).split("\0"):
        if name and (ROOT / name).is_file():
            (copy / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, copy / name)
    git("init", "-q", cwd=copy)
    git("add", "-A", cwd=copy)
    # The build itself is what leaves files behind: the dependencies are not installed again.
    subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target", str(tmp_path / "site"),
                    "."], cwd=copy, check=True, capture_output=True, timeout=300)
    assert (copy / "build").is_dir(), "the build left its build/ directory, as setuptools does"
    status = git("status", "--porcelain", "--untracked-files=all", cwd=copy).splitlines()
    assert [line for line in status if line.startswith("??")] == []
