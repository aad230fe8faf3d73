"""The bot's own words for Mage Knight (English and German); content names come from data/mageknight."""
from __future__ import annotations


def _both(en: str, de: str) -> dict[str, str]:
    return {"en": en, "de": de}


VERBS = {
    "hero": ("Hero", "Held"), "tactic": ("Tactic", "Taktik"), "tactic-use": ("Use Tactic", "Taktik nutzen"),
    "choose": ("Choose", "Wählen"), "play": ("Play", "Spielen"), "banner": ("Banner", "Banner"),
    "move": ("Move", "Bewegen"), "explore": ("Explore", "Erkunden"),
    "interact": ("Start interacting", "Interaktion beginnen"), "recruit": ("Recruit", "Anwerben"),
    "heal": ("Heal", "Heilen"), "learn": ("Learn", "Lernen"), "buy": ("Buy", "Kaufen"),
    "add-unit": ("Add Unit offer", "Einheit aufdecken"), "plunder": ("Plunder", "Plündern"),
    "unit": ("Unit", "Einheit"), "skill": ("Skill", "Fertigkeit"), "challenge": ("Challenge", "Herausfordern"),
    "enter": ("Enter", "Betreten"), "burn": ("Burn", "Niederbrennen"), "attack": ("Attack", "Angreifen"),
    "coop-assault": ("Cooperative assault", "Gemeinsamer Angriff"),
    "block": ("Block", "Abwehren"), "slow": ("Slow", "Verlangsamen"), "convert": ("Convert", "Umwandeln"),
    "damage": ("Damage", "Schaden"), "next-phase": ("Next phase", "Nächste Phase"), "rest": ("Rest", "Ausruhen"),
    "announce-end": ("Announce End of Round", "Rundenende ankündigen"), "end-turn": ("End turn", "Zug beenden"),
    "concede": ("Concede", "Aufgeben"),
    "attack-player": ("Attack player", "Spieler angreifen"), "pvp-attack": ("Attack", "Angreifen"),
    "pvp-pass": ("Pass", "Passen"), "pvp-block": ("Block", "Abwehren"), "pvp-damage": ("Damage", "Schaden"),
}
CATEGORIES = {
    "setup": ("Hero & Tactics", "Held & Taktik"), "decide": ("Decide", "Entscheiden"),
    "cards": ("Cards", "Karten"), "move": ("Move", "Bewegen"), "explore": ("Explore", "Erkunden"),
    "interact": ("Interact", "Verhandeln"), "units": ("Units", "Einheiten"), "skills": ("Skills", "Fertigkeiten"),
    "combat": ("Combat", "Kampf"), "turn": ("Rest / end turn", "Ausruhen / Zugende"), "other": ("Other", "Sonstiges"),
}
COLORS = {"red": ("red", "rot"), "blue": ("blue", "blau"), "green": ("green", "grün"), "white": ("white", "weiß"),
          "gold": ("gold", "gold"), "black": ("black", "schwarz")}
PHASES = {"ranged_siege": ("Ranged and Siege", "Fern- und Belagerungsangriff"), "block": ("Block", "Abwehr"),
          "assign_damage": ("Assign Damage", "Schaden zuweisen"), "attack": ("Attack", "Angriff")}
# The combat panel's header (cogs/mk_combat_text.py): phases, ranges and elements as the German rulebook names them.
COMBAT_PHASES = {"ranged_siege": ("Ranged and Siege phase", "Fern- und Belagerungsphase"),
                 "block": ("Block phase", "Blockphase"), "assign_damage": ("Assign Damage phase", "Schadensphase"),
                 "attack": ("Attack phase", "Angriffsphase")}
RANGES = {"ranged": ("Ranged", "Fernkampf"), "siege": ("Siege", "Belagerung"), "melee": ("Melee", "Nahkampf")}
ELEMENTS = {"physical": ("physical", "physisch"), "fire": ("Fire", "Feuer"), "ice": ("Ice", "Eis"),
            "cold_fire": ("Cold Fire", "Kaltes Feuer")}
ROUND_PHASES = {"heroes": ("Choosing heroes.", "Helden werden gewählt."),
                "prepare": ("Preparing the Round.", "Die Runde wird vorbereitet."),
                "tactics": ("Choosing Tactics.", "Taktiken werden gewählt."),
                "turns": ("Turns.", "Züge."), "over": ("The game is over.", "Das Spiel ist vorbei.")}
MODES = {"basic": ("basic", "Grundeffekt"), "powered": ("powered", "verstärkt"), "sideways": ("sideways", "seitlich"),
         # Mysterious Box used as the Artifact it revealed (engine/mageknight/mysterious_box.py)
         "revealed_basic": ("as the revealed Artifact", "als das aufgedeckte Artefakt"),
         "revealed_powered": ("as the revealed Artifact, strong", "als das aufgedeckte Artefakt, verstärkt"),
         "revealed_banner": ("as the revealed Banner", "als das aufgedeckte Banner")}
OFFERS = {"units": ("Units", "Einheiten"), "unit_offer_aas": ("Monastery Advanced Actions", "Kloster-Aktionen"),
          "advanced_actions": ("Advanced Actions", "Fortgeschrittene Aktionen"),
          "spells": ("Spells", "Zaubersprüche"), "skills": ("Common Skills", "Gemeinsame Fertigkeiten")}

MK_MESSAGES: dict[str, dict[str, str]] = {
    **{f"mk_verb_{k}": _both(*v) for k, v in VERBS.items()},
    **{f"mk_cat_{k}": _both(*v) for k, v in CATEGORIES.items()},
    **{f"mk_color_{k}": _both(*v) for k, v in COLORS.items()},
    **{f"mk_phase_{k}": _both(*v) for k, v in PHASES.items()},
    **{f"mk_combat_phase_{k}": _both(*v) for k, v in COMBAT_PHASES.items()},
    **{f"mk_range_{k}": _both(*v) for k, v in RANGES.items()},
    **{f"mk_element_{k}": _both(*v) for k, v in ELEMENTS.items()},
    **{f"mk_status_phase_{k}": _both(*v) for k, v in ROUND_PHASES.items()},
    **{f"mk_mode_{k}": _both(*v) for k, v in MODES.items()},
    **{f"mk_offer_{k}": _both(f"{v[0]}: {{items}}", f"{v[1]}: {{items}}") for k, v in OFFERS.items()},
    "mk_time_day": _both("Day", "Tag"), "mk_time_night": _both("Night", "Nacht"),
    "mk_as": _both("as {what}", "als {what}"), "mk_to": _both("to {what}", "an {what}"),
    "mk_to_hero": _both("to the hero", "an den Helden"),
    "mk_die": _both("die {n} ({color})", "Würfel {n} ({color})"),
    "mk_mana_crystal": _both("{color} crystal", "Kristall {color}"),
    "mk_mana_token": _both("{color} token", "Marke {color}"),
    "mk_a_card": _both("a card", "eine Karte"), "mk_face_down": _both("face down", "verdeckt"),
    "mk_status_head": _both("**Mage Knight**: {scenario}, Round {round} ({time}) · version {version}",
                            "**Mage Knight**: {scenario}, Runde {round} ({time}) · Version {version}"),
    "mk_status_order": _both("Order: {order}", "Reihenfolge: {order}"),
    "mk_status_turn": _both("Turn: {who}", "Am Zug: {who}"),
    "mk_status_combat": _both("Combat, phase: {phase}", "Kampf, Phase: {phase}"),
    "mk_status_player": _both("{who}: Fame {fame} · Reputation {reputation} · Level {level} · Units {units}",
                              "{who}: Ruhm {fame} · Ansehen {reputation} · Stufe {level} · Einheiten {units}"),
    "mk_dummy": _both("the Dummy ({hero})", "der Dummy ({hero})"),
    "mk_final_score": _both("Final score: {scores}. Winner: {winners}.", "Endwertung: {scores}. Sieg: {winners}."),
    "mk_panel_hand": _both("Hand: {cards}", "Hand: {cards}"),
    "mk_panel_points": _both("Move {move} · Influence {influence} · mana tokens: {tokens}",
                             "Bewegung {move} · Einfluss {influence} · Manamarken: {tokens}"),
    "mk_combat_head": _both("**Combat** · {phase}", "**Kampf** · {phase}"),
    "mk_combat_head_of": _both("**Combat** of {who} · {phase}", "**Kampf** von {who} · {phase}"),
    "mk_combat_pools_yours": _both("Your Attack: {attack} · Your Block: {block}",
                                   "Dein Angriff: {attack} · Dein Block: {block}"),
    "mk_combat_pools": _both("Attack: {attack} · Block: {block}", "Angriff: {attack} · Block: {block}"),
    "mk_combat_enemy": _both("{number}. {name} — {attacks} · Armor {armor} · Fame {fame}",
                             "{number}. {name} — {attacks} · Rüstung {armor} · Ruhm {fame}"),
    "mk_combat_attack": _both("Attack {value}", "Angriff {value}"),
    "mk_combat_no_attack": _both("no Attack", "kein Angriff"),
    "mk_combat_block_needed": _both("Block {needed} needed", "Block {needed} nötig"),
    "mk_combat_blocked": _both("blocked", "geblockt"),
    "mk_combat_dealt": _both("damage assigned", "Schaden zugewiesen"),
    "mk_combat_fortified_twice": _both("{fortified} twice (site and token)",
                                       "doppelt {fortified} (Ort und Plättchen)"),
    "mk_combat_defeated": _both("{number}. {name} — defeated", "{number}. {name} — besiegt"),
    "mk_combat_dismissed": _both("{number}. {name} — summoned, discarded",
                                 "{number}. {name} — herbeigerufen, abgelegt"),
    "mk_combat_summoned_by": _both("summoned by {number}.", "herbeigerufen von {number}."),
    "mk_combat_summoning": _both("{number}. {name} — summoning; back in the Attack phase",
                                 "{number}. {name} — ruft herbei; in der Angriffsphase wieder da"),
    "mk_combat_damage_due": _both("Damage to assign: {damage}", "Zuzuweisender Schaden: {damage}"),
    "mk_combat_damage_if_unblocked": _both("Unblocked, they deal: {damage}",
                                           "Ungeblockt machen sie Schaden: {damage}"),
    "mk_combat_damage_left": _both("{points} left", "noch {points}"),
    "mk_no_combat": _both("There is no combat under way.", "Es läuft kein Kampf."),
    "mk_hand": _both("Your hand: {hand}\nDeed deck: {deck} cards · crystals: {crystals} · Units: {units}",
                     "Deine Hand: {hand}\nNachziehstapel: {deck} Karten · Kristalle: {crystals} · Einheiten: {units}"),
    "mk_map": _both("The map: {tiles} tiles revealed, {left} still in the tile deck.",
                    "Die Karte: {tiles} Plättchen aufgedeckt, {left} noch im Stapel."),
    "mk_ambiguous": _both("'{text}' fits several moves: {options}. Pick one from the suggestions.",
                          "'{text}' passt zu mehreren Zügen: {options}. Wähle einen aus den Vorschlägen."),
    "mk_no_match": _both("'{text}' is no move of this command ({verbs}); the suggestions list the legal ones.",
                         "'{text}' ist kein Zug dieses Befehls ({verbs}); die Vorschläge zeigen die erlaubten."),
    "mk_rules_unknown": _both("No rules topic '{topic}'; the suggestions list them.",
                              "Kein Regelthema '{topic}'; die Vorschläge zeigen sie."),
    "mk_rules_closest": _both("No rules topic '{topic}'. Did you mean:\n{topics}",
                              "Kein Regelthema '{topic}'. Meintest du:\n{topics}"),
    "mk_rules_several": _both("'{topic}' fits several rules topics; ask again with the one you mean:\n{topics}",
                              "'{topic}' passt zu mehreren Regelthemen; frag noch einmal nach dem gemeinten:\n{topics}"),
    "mk_rules_more": _both("… and {count} more: type more of the name.", "… und {count} weitere: tippe mehr vom Namen."),
    "mk_rules_see": _both("See also: {topics}", "Siehe auch: {topics}"),
    "mk_rules_lost_legion": _both("Lost Legion §{section}", "Verschollene Legion §{section}"),
    "open_panel": _both("Open my panel", "Mein Bedienfeld öffnen"),
}
