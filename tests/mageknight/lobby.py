"""What the lobby and the status message name of a table's options (cogs/mk_status.chosen_options), for the variant
tests: a Full Conquest table unless the options name another scenario."""
from cogs.mk_status import chosen_options
from engine.mageknight.game import GAME


def lobby_words(options: dict[str, str], locale: str) -> list[str]:
    resolved = GAME.resolve_options({"scenario": "full_conquest", **options})
    return chosen_options(GAME.catalog, resolved, locale)
