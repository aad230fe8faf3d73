"""The real bot with Mage Knight on the fake network, checked for crashes and refused requests."""
import pytest

from console.driver import LocalDiscord
from engine.mageknight.game import GAME


@pytest.fixture
async def mk(db_path):
    async with LocalDiscord(db_path, {GAME.id: GAME}) as local:
        yield local
        assert local.fake.traffic.violations == [] and local.fake.traffic.unexpected == []
        assert local.errors == []
