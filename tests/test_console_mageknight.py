"""Whole Mage Knight games in the local console, from a piped script of /mk commands.

The script is written the way a player would type it: one `/mk <command> <option>:<move>` line per move,
the moves chosen by bench.mageknight_selfplay's random player on a seeded game, so the console replays that game.
"""
import os
import random
import subprocess
import sys

import pytest

from bench.mageknight_selfplay import choose
from cogs.mageknight import MageKnightCog
from engine.mageknight.game import GAME
from engine.mageknight.resolve import WOUND
from tests.discord.mk_driver import COMMAND_OF_VERB

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def option_of(command: str) -> str:
    return MageKnightCog.mk.get_command(command).parameters[0].name


def game_script(scenario: str, names: list[str], seed: int) -> list[str]:
    rng = random.Random(seed)
    state = GAME.create(GAME.resolve_options({"scenario": scenario}), len(names), seed)
    lines = [f"@{names[0]} /game new game:mageknight options:scenario={scenario}"]
    lines += [f"@{name} /game join" for name in names[1:]] + [f"@{names[0]} /game start seed:{seed}"]
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        phase = state.turn.combat.phase if state.turn is not None and state.turn.combat is not None else None
        action = choose(rng, legal, sum(card != WOUND for card in state.players[seat].hand), phase)
        command = COMMAND_OF_VERB[action.verb]
        if command == "end-turn":
            line = "/mk end-turn" + (" announce_end:true" if action.verb == "announce-end" else "")
        else:
            line = f"/mk {command} {option_of(command)}:{action}"
        lines.append(f"@{names[seat]} {line}")
        state = GAME.apply(state, seat, action).state
    return lines + [f"@{names[0]} /mk status", f"@{names[0]} /game log"]


@pytest.mark.parametrize("scenario, names", [("solo_conquest", ["solo"]), ("first_reconnaissance", ["ann", "bob"])])
def test_a_whole_game_from_a_piped_script(tmp_path, scenario, names):
    script = "\n".join(game_script(scenario, names, 3)) + "\n"
    env = {**os.environ, "ARBITER_GAMES": "engine.mageknight.game", "ARBITER_LOG_LEVEL": "WARNING"}
    result = subprocess.run([sys.executable, "-m", "console", "--db", str(tmp_path / "mk.db"),
                             "--out", str(tmp_path / "out")], input=script, text=True, capture_output=True,
                            cwd=ROOT, env=env, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "The game is over." in result.stdout
    assert "is no move of this command" not in result.stdout and "not your decision" not in result.stdout
