"""Pictures through the seam: drawn in a worker thread, attached where the issue wants them, or left out."""
import threading

import render.mageknight as render
from cogs.mageknight import PICTURES
from engine.mageknight.game import GAME
from tests.discord.helpers import public
from tests.discord.mk_driver import heroes_chosen


async def test_a_turn_ends_with_the_map_and_looking_up_shows_pictures_privately(mk):
    ann, bob = (await heroes_chosen(mk)).values()
    ended = await mk.slash(ann, "/mk end-turn")
    line = next(m for m in public(ended) if "**ann** · Tovak ends the turn." in m.content)
    assert [name for name, _data in line.files] == ["map.png"] and line.files[0][1].startswith(b"\x89PNG")
    for command, name in [("hand", "hand.png"), ("map", "map.png"), ("offers", "offers.png")]:
        (reply,) = await mk.slash(bob, f"/mk {command}")
        assert reply.ephemeral and [n for n, _d in reply.files] == [name]


async def test_the_map_zooms_in_around_a_space_the_autocomplete_offers(mk):
    ann, bob = (await heroes_chosen(mk)).values()
    offered = await mk.autocomplete(bob, "/mk map around:2-n", "around")
    assert [c["value"] for c in offered] == ["2-NE", "2-NW"]
    (reply,) = await mk.slash(bob, "/mk map around:2-ne")
    assert reply.ephemeral and "2-NE" in reply.content and [n for n, _d in reply.files] == ["map.png"]
    (refused,) = await mk.slash(bob, "/mk map around:9-Q")
    assert "9-Q" in refused.content and not refused.files


async def test_drawing_happens_off_the_event_loop(monkeypatch):
    threads = []

    def fake_map(view, catalog, locale="en"):
        threads.append(threading.current_thread())
        return b"png"

    monkeypatch.setattr(render, "map_png", fake_map)
    drawn = await PICTURES.draw("map_png", "map.png", {}, GAME.catalog, locale="de")
    assert drawn.filename == "map.png" and threads and threads[0] is not threading.main_thread()


async def test_without_a_renderer_nothing_is_sent():
    assert await PICTURES.draw("no_such_png", "x.png") is None


async def test_a_failed_drawing_is_logged_and_left_out(monkeypatch, caplog):
    def broken(*args, **kwargs):
        raise ValueError("bad view")

    monkeypatch.setattr(render, "offers_png", broken)
    assert await PICTURES.draw("offers_png", "offers.png", {}, GAME.catalog) is None
    assert "drawing offers_png failed" in caplog.text
