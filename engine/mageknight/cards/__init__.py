"""The unique code of Mage Knight's content: cards, Units, Skills, Tactics and scenarios, one module per kind.

Each module fills a `Part` (rulebook.py) with decorators: its hooks and the answers to their questions, its reactions
to the moments of the game, the amounts it changes, the verbs it adds, the named rules it carries out. The list
below fills Mage Knight's one book; its order is the order in which the reactions to one moment run (the Basic
Actions' first, the scenario's last), which tests/mageknight/test_rulebook.py holds. The rules never import this
package: they ask `ctx.rules`.
"""
from __future__ import annotations

from engine.mageknight import camp_pursuit, pvp, rampage, volkares_camp
from engine.mageknight.cards import (advanced_actions, artifacts, banner_of_command, basic_actions, bonds_of_loyalty,
                                     changing_skills, combat_cards, combat_skills, hero_skill_tokens,
                                     interactive_skills, mysterious_box, scenarios, scouts, skill_effects, spells,
                                     tactics, unit_abilities)
from engine.mageknight.combat import part as combat
from engine.mageknight.combat.changes import COMBAT_RULES
from engine.mageknight.rulebook import MAGE_KNIGHT, Part, fill

# Named rules the rules modules carry out themselves: Units' recruiting terms and upkeep (interaction.py,
# units.py), the rule changes of combat (combat/changes.py).
rules_modules = Part("rules modules")
rules_modules.carries_out("thugs_loyalty", "heroes_loyalty", "magic_familiars_upkeep", "delphana_masters_multi_ability",
                          *COMBAT_RULES)

PARTS = (
    basic_actions.part,
    advanced_actions.part,
    spells.part,
    artifacts.part,
    mysterious_box.part,
    banner_of_command.part,
    unit_abilities.part,
    scouts.part,
    combat_cards.part,
    skill_effects.part,
    combat_skills.part,
    changing_skills.part,
    interactive_skills.part,
    hero_skill_tokens.part,
    bonds_of_loyalty.part,
    tactics.part,
    scenarios.part,
    combat.part,
    pvp.part,
    volkares_camp.part,
    camp_pursuit.part,
    rampage.part,
    rules_modules,
)

BOOK = fill(MAGE_KNIGHT, PARTS)
KNOWN_HOOKS = BOOK.known_hooks  # what the catalogue checker accepts in `hook:` and `rule:`
