"""Sum Race: the tiny stand-in game, a package of its own registered exactly as Mage Knight is (games.py)."""
