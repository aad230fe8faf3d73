"""The player's fight arithmetic (engine/mageknight/player/fight.py) against the printed enemies and cards: what an
enemy asks (§8.6, §8.9, §8.10), what a hand brings (§5.5, §5.7) and the outcome it reckons."""
from engine.mageknight.game import GAME
from engine.mageknight.player.fight import (STRIKING, Ask, ask_in_combat, ask_of, card_means, means, outcome,
                                            WoundPrice, typical_ask, wounds)
from engine.mageknight.player.evaluate import _combat_prospect
from engine.mageknight.state import Foe

from tests.mageknight.test_rules_combat import fight, foe

CATALOG = GAME.catalog


def test_an_enemy_asks_its_armor_and_its_attacks():
    tracker = ask_of(CATALOG, "orc_tracker")  # Attack 4 physical, Armor 3, Fame 3
    assert (tracker.armor, tracker.block, tracker.damage, tracker.fame) == (3, 4, 4, 3)


def test_physical_resistance_doubles_the_armor_and_brutal_the_damage():
    ironclads = ask_of(CATALOG, "ironclads")  # Armor 3, resistant to physical; Attack 4, Brutal (§8.9, §8.10)
    assert (ironclads.armor, ironclads.block, ironclads.damage) == (6, 4, 8)


def test_a_paralyzing_attack_let_through_costs_the_hand_too():
    """§8.8.9: a Hero taking Wounds from Ice Golems (Attack 2 ice, Paralyze) discards every other card in hand; the
    player counts the attack's damage twice, as Brutal (before, it walked into a Mage Tower they held with a hand it
    then lost, twice in one Round)."""
    golems = ask_of(CATALOG, "ice_golems_violet")
    assert (golems.block, golems.damage) == (4, 4)


def test_a_defending_enemy_asks_its_defend_on_its_armor_until_it_is_used():
    """§8.10 (the engine's reading: Defend N adds N to the Armor of an enemy attacked, once a combat). Elven
    Protectors (Armor 4, Defend 2) ask 6 Attack; once their Defend is used, 4. Before, the player reckoned 4, blocked
    their attack and was short in the Attack phase: six challenges in three Rounds, none won."""
    assert ask_of(CATALOG, "elven_protectors").armor == 6
    foe = Foe("elven_protectors", "green")
    assert ask_in_combat(CATALOG, foe, striking=True).armor == 6
    foe.flags.append("defend_used")
    assert ask_in_combat(CATALOG, foe, striking=True).armor == 4


def test_block_played_goes_to_one_attack():
    """§8.6: Block points played are declared against one attack. Zombie Horde: three attacks of 1, each asking
    Block 1. Block 3 played covers one of them, as Block 1 does (before, the player counted a Unit's Block 3 against
    the three, spent it on one and was short in the Attack phase)."""
    horde = ask_of(CATALOG, "zombie_horde")
    assert (horde.block, horde.single_block) == (3, 1)
    prospects = []
    for played in (1, 3):
        state = fight(foe("zombie_horde"), phase="block", hand=("march", "march"))
        state.turn.combat.block = {"physical": played}
        prospects.append(_combat_prospect(CATALOG, state, state.turn.combat, state.players[0]))
    assert prospects[0] == prospects[1]


def test_a_fire_attack_asks_twice_the_physical_block():
    mages = ask_of(CATALOG, "fire_mages_violet")  # Attack 6 fire: a physical Block counts half (§8.6.3)
    assert (mages.block, mages.damage) == (12, 6)


def test_an_elusive_enemy_not_blocked_asks_its_higher_armor():
    """Elusive (Lost Legion glossary): the lower Armor only if all its attacks were blocked."""
    shocktroops = ask_of(CATALOG, "shocktroops_gray")  # Attack 5, Armor 3 / 6
    assert (shocktroops.armor, shocktroops.armor_unblocked) == (3, 6)
    assert outcome([shocktroops], 8, 0, hero_armor=2) == (3, 0)  # Block 5 and Attack 3
    assert outcome([shocktroops], 5, 0, hero_armor=10) == (0, 0)  # not blocked, Attack 5 is short of Armor 6
    assert outcome([shocktroops], 6, 0, hero_armor=10) == (3, 1)  # Attack 6, and its damage taken: 1 Wound


def test_a_summoners_monster_attacks_for_it_until_it_is_drawn():
    """§8.7.2: Orc Summoners have no attack of their own, but the brown monster they summon at the Block phase must
    be blocked or taken (before, the player challenged them as a free 4 Fame, then spent its hand on the monster)."""
    monster = typical_ask(CATALOG, "brown")
    summoners = ask_of(CATALOG, "orc_summoners")  # Armor 4, Fame 4, Summon brown
    assert (summoners.armor, summoners.fame) == (4, 4)
    assert (summoners.block, summoners.damage) == (monster.block, monster.damage) != (0, 0)
    foe = Foe("orc_summoners", "green")
    assert ask_in_combat(CATALOG, foe, striking=True, summoning=True).damage == monster.damage
    assert ask_in_combat(CATALOG, foe, striking=True).damage == 0  # drawn: the monster is a foe of its own


def test_a_hero_knocked_out_defeats_nobody():
    """§8.8.5: Wounds into hand as many as the Hand limit knock the Hero out, and its hand is discarded before the
    Attack phase. Two Orc Trackers (Armor 3, Attack 4) and 10 points: the reckoning takes 2 Wounds; with 3 more to
    go before the knock-out it defeats a Tracker, with 2 it would be knocked out and defeats nobody."""
    tracker = ask_of(CATALOG, "orc_tracker")
    fame, hurt = outcome([tracker, tracker], 10, 0, hero_armor=2, price=WoundPrice(hand=3))
    assert fame >= tracker.fame and hurt == 2
    assert outcome([tracker, tracker], 10, 0, hero_armor=2, price=WoundPrice(hand=2)) == (0, 2)

def test_a_card_counts_its_basic_side_and_what_powering_adds():
    assert card_means(CATALOG, "rage") == (2, 2)  # Attack or Block 2; powered Attack 4
    assert card_means(CATALOG, "march") == (1, 0)  # Move only: 1 played sideways (§5.5)
    assert card_means(CATALOG, "improvisation") == (2, 2)  # 3, less the card it discards to pay (§5.4)
    assert card_means(CATALOG, "wound") == (0, 0)
    assert card_means(CATALOG, "determination", STRIKING) == (2, 0)  # in the Attack phase: powered, it only blocks


def test_powering_needs_mana_of_the_cards_colour():
    hand = ["rage", "determination"]  # red and blue
    assert means(CATALOG, hand, [], {}) == 4
    assert means(CATALOG, hand, [], {"red": 1}) == 6  # Rage powered: Attack 4
    assert means(CATALOG, hand, [], {"blue": 1, "red": 1}) == 9  # and Determination powered: Block 5
    assert means(CATALOG, hand, [], {"die:green": 1}) == 4  # a green die powers neither
    assert means(CATALOG, ["explosive_bolt", "rage"], [], {"red": 1}) == 5  # a colourless card beside them


def test_the_outcome_blocks_and_defeats_what_the_points_allow():
    diggers = ask_of(CATALOG, "diggers")  # Attack 3, Armor 3, Fame 2
    assert outcome([diggers], 6, 0, hero_armor=2) == (2, 0)  # Block 3 and Attack 3
    assert outcome([diggers], 3, 3, hero_armor=2) == (2, 0)  # the Block played already stops it
    worth_a_wound = Ask(armor=3, block=4, damage=3, fame=4)
    assert outcome([worth_a_wound], 3, 0, hero_armor=4) == (4, 1)  # defeated, its 3 damage taken: 1 Wound
    assert outcome([diggers], 3, 0, hero_armor=2) == (0, 0)  # 2 Wounds cost more than its Fame: only blocked
    assert outcome([diggers], 1, 0, hero_armor=2) == (0, 2)


def test_wounds_are_one_per_point_of_armor_begun():
    assert [wounds(damage, 2) for damage in (0, 1, 2, 3, 4)] == [0, 1, 1, 2, 2]
    assert outcome([Ask(armor=1, block=0, damage=0, fame=1)], 1, 0, 2) == (1, 0)
