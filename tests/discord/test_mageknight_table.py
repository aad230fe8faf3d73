"""Mage Knight through the real bot: a random driver types /game act and clicks panel buttons."""
import random

from console.driver import LocalDiscord
from engine.mageknight.game import GAME
from tests.discord.helpers import labels, private, public

CHANNEL = 600_000_000_000_000_001


async def test_first_reconnaissance_is_played_through_discord_without_leaking_hands(db_path):
    async with LocalDiscord(db_path, {GAME.id: GAME}) as local:
        ann, bob = local.user("ann"), local.user("bob", locale="de")
        await local.slash(ann, "/game new game:mageknight options:scenario=first_reconnaissance")
        await local.slash(bob, "/game join")
        await local.slash(ann, "/game start seed:11")
        tables = local.bot.tables
        rng = random.Random(5)
        users = {0: ann, 1: bob}
        for step in range(120):
            loaded = await tables.status(CHANNEL)
            if GAME.is_over(loaded.state):
                break
            (seat,) = GAME.to_act(loaded.state)
            user = users[seat]
            secret_before = _hand_names(loaded.state)
            if step % 3 == 0:  # click through the private panel: buttons, or select menus when there are many
                (panel,) = await local.slash(user, "/game panel")
                buttons = [label for label in labels(panel) if label not in ("⟳", "↶", "◀", "▶")]
                menus = [c for row in panel.components for c in row["components"] if c["type"] == 3]
                if buttons:
                    choice = rng.choice(buttons)
                    replies = await local.press(user, choice)
                else:
                    option = rng.choice(menus[0]["options"])
                    choice = option["label"]
                    replies = await local.select(user, menus[0]["custom_id"], [option["value"]])
            else:
                actions = GAME.legal_actions(loaded.state, seat)
                choice = str(rng.choice(actions))
                replies = await local.slash(user, f"/game act action:{choice}")
            assert not [m for m in replies if m.ephemeral and "something went wrong" in m.content.lower()]
            for message in public(replies):
                assert "You drew" not in message.content and "Du ziehst" not in message.content
                for name in secret_before - _played_names(choice):
                    assert f"card={name}" not in message.content or name in choice
            for message in private(replies):  # replies to the mover; each player's own thread (a new Round's hand)
                readers = local.readers(message)
                assert readers == {user.id} if message.ephemeral else len(readers) == 1
        assert local.errors == []
        loaded = await tables.status(CHANNEL)
        assert len(loaded.actions) >= 60  # heroes, tactics and many turns were played


def _hand_names(state) -> set[str]:
    return {card for player in state.players for card in player.hand}


def _played_names(action_text: str) -> set[str]:
    return {part.split("=", 1)[1] for part in action_text.split() if part.startswith("card=")}
