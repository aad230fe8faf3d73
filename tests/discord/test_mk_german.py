"""/mk for a German player: the German compass (O for East) in suggestions, and typed (issue 14)."""
from engine.mageknight.geometry import MapLayout, parse_label
from engine.mageknight.state import hex_key
from tests.discord.helpers import private
from tests.discord.mk_driver import CHANNEL, heroes_chosen


async def test_mk_move_suggests_and_accepts_the_german_compass(mk):
    ann, _bob = (await heroes_chosen(mk)).values()
    ann.locale = "de"
    await mk.slash(ann, "/mk play card:swiftness basic")  # Move 2: the plains east of the start, A-E
    offered = await mk.autocomplete(ann, "/mk move to:", "to")
    assert {"name": "Bewegen · A-O", "value": "move to=A-E"} in offered
    assert await mk.autocomplete(ann, "/mk move to:a-o", "to") == [{"name": "Bewegen · A-O", "value": "move to=A-E"}]
    assert not private(await mk.slash(ann, "/mk move to:A-O"))
    state = (await mk.bot.tables.status(CHANNEL)).state
    assert state.players[0].position == hex_key(*parse_label(MapLayout.from_rows(state.map.tiles), "A-E"))
