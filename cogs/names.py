"""A person's name as it goes into a message: exactly as they wrote it, never as formatting.

Display names are free text. Unescaped, `**x**` turns bold, `||z||` hides, `> x` quotes, a backtick opens
code and `@everyone` reads as a mass mention (no ping: replies allow none, but it still shows as one).
Every public text that names a player takes the name through here; pictures draw text, so they need not.
"""
from __future__ import annotations

from discord.utils import escape_markdown, escape_mentions


def shown_name(name: str) -> str:
    return escape_mentions(escape_markdown(name))
