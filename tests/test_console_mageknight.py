"""A whole solo Mage Knight game in the local console, from a piped script of /mk commands.

The script is written the way a player would type it: one `/mk <command> <option>:<move>` line per move,
the moves chosen by bench.selfplay's random player on a seeded game, so the console replays that game.
"""
import os
import random
import subprocess
import sys

from bench.selfplay import choose
from cogs.mageknight import MageKnightCog
from engine.mageknight.game import GAME
from engine.mageknight.resolve import WOUND
from tests.discord.mk_driver import COMMAND_OF_VERB

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def option_of(command: str) -> str:
    return MageKnightCog.mk.get_command(command).parameters[0].name


def solo_game_script(seed: int) -> list[str]:
    rng = random.Random(seed)
    state = GAME.create(GAME.resolve_options({"scenario": "solo_conquest"}), 1, seed)
    lines = ["@solo /game new game:mageknight options:scenario=solo_conquest", f"@solo /game start seed:{seed}"]
    while not GAME.is_over(state):
        legal = GAME.legal_actions(state, 0)
        phase = state.turn.combat.phase if state.turn is not None and state.turn.combat is not None else None
        action = choose(rng, legal, sum(card != WOUND for card in state.players[0].hand), phase)
        command = COMMAND_OF_VERB[action.verb]
        if command == "end-turn":
            lines.append("@solo /mk end-turn" + (" announce_end:true" if action.verb == "announce-end" else ""))
        else:
            lines.append(f"@solo /mk {command} {option_of(command)}:{action}")
        state = GAME.apply(state, 0, action).state
    return lines + ["@solo /mk status", "@solo /game log"]


def test_a_whole_solo_game_from_a_piped_script(tmp_path):
    script = "\n".join(solo_game_script(3)) + "\n"
    env = {**os.environ, "ARBITER_GAMES": "engine.mageknight.game", "ARBITER_LOG_LEVEL": "WARNING"}
    result = subprocess.run([sys.executable, "bot.py", "--local", "--db", str(tmp_path / "solo.db"),
                             "--out", str(tmp_path / "out")], input=script, text=True, capture_output=True,
                            cwd=ROOT, env=env, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    assert "The game is over." in result.stdout
    assert "is no move of this command" not in result.stdout and "not your decision" not in result.stdout
