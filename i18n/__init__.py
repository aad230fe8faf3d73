"""Every text the bot itself says, in English and German. Game content names live in data/."""
from i18n.catalog import MESSAGES, locale_of, t

__all__ = ["MESSAGES", "locale_of", "t"]
