"""The bot's own words for Mage Knight (English and German); content names come from data/mageknight."""
from __future__ import annotations


def _both(en: str, de: str) -> dict[str, str]:
    return {"en": en, "de": de}


VERBS = {
    "hero": ("Hero", "Held"), "tactic": ("Tactic", "Taktik"), "tactic-use": ("Use Tactic", "Taktik nutzen"),
    "choose": ("Choose", "Wählen"), "play": ("Play", "Spielen"), "banner": ("Banner", "Banner"),
    "move": ("Move", "Bewegen"), "explore": ("Explore", "Erkunden"),
    "interact": ("Start interacting", "Interaktion beginnen"), "recruit": ("Recruit", "Rekrutieren"),
    "heal": ("Heal", "Heilen"), "learn": ("Learn", "Lernen"), "buy": ("Buy", "Kaufen"),
    "add-unit": ("Add Unit offer", "Einheit aufdecken"), "plunder": ("Plunder", "Plündern"),
    "unit": ("Unit", "Einheit"), "skill": ("Skill", "Fähigkeit"), "challenge": ("Challenge", "Herausfordern"),
    "enter": ("Enter", "Betreten"), "burn": ("Burn", "Niederbrennen"), "attack": ("Attack", "Angreifen"),
    "coop-assault": ("Cooperative assault", "Gemeinsamer Angriff"),
    "block": ("Block", "Blocken"), "slow": ("Slow", "Verlangsamen"), "convert": ("Convert", "Umwandeln"),
    "damage": ("Damage", "Schaden"), "next-phase": ("Next phase", "Nächste Phase"), "rest": ("Rest", "Rasten"),
    "announce-end": ("Announce End of Round", "Rundenende ansagen"), "end-turn": ("End turn", "Zug beenden"),
    "concede": ("Concede", "Aufgeben"),
    "attack-player": ("Attack player", "Spieler angreifen"), "pvp-attack": ("Attack", "Angreifen"),
    "pvp-pass": ("Pass", "Passen"), "pvp-block": ("Block", "Blocken"), "pvp-damage": ("Damage", "Schaden"),
}
CATEGORIES = {
    "setup": ("Hero & Tactics", "Held & Taktik"), "decide": ("Decide", "Entscheiden"),
    "cards": ("Cards", "Karten"), "move": ("Move", "Bewegen"), "explore": ("Explore", "Erkunden"),
    "interact": ("Interact", "Interaktion"), "units": ("Units", "Einheiten"), "skills": ("Skills", "Fähigkeiten"),
    "combat": ("Combat", "Kampf"), "turn": ("Rest / end turn", "Rasten / Zugende"), "other": ("Other", "Sonstiges"),
}
COLORS = {"red": ("red", "rot"), "blue": ("blue", "blau"), "green": ("green", "grün"), "white": ("white", "weiß"),
          "gold": ("gold", "gold"), "black": ("black", "schwarz")}
ELEMENTS = {"physical": ("physical", "physisch"), "fire": ("Fire", "Feuer"), "ice": ("Ice", "Eis"),
            "cold_fire": ("Cold Fire", "Kaltes Feuer")}
PHASES = {"ranged_siege": ("Ranged and Siege", "Fern- und Belagerungsangriff"), "block": ("Block", "Block"),
          "assign_damage": ("Assign Damage", "Schaden zuweisen"), "attack": ("Attack", "Angriff")}
ROUND_PHASES = {"heroes": ("Choosing heroes.", "Helden werden gewählt."),
                "prepare": ("Preparing the Round.", "Die Runde wird vorbereitet."),
                "tactics": ("Choosing Tactics.", "Taktiken werden gewählt."),
                "turns": ("Turns.", "Züge."), "over": ("The game is over.", "Das Spiel ist vorbei.")}
MODES = {"basic": ("basic", "einfache Wirkung"), "powered": ("powered", "starke Wirkung"),
         "sideways": ("sideways", "quer"),
         # Mysterious Box used as the Artifact it revealed (engine/mageknight/mysterious_box.py)
         "revealed_basic": ("as the revealed Artifact", "als das aufgedeckte Artefakt"),
         "revealed_powered": ("as the revealed Artifact, strong", "als das aufgedeckte Artefakt, starke Wirkung"),
         "revealed_banner": ("as the revealed Banner", "als das aufgedeckte Banner")}
# What a card played sideways gives (`play ... mode=sideways as=move`, §5.2).
SIDEWAYS = {"move": ("Move", "Bewegung"), "influence": ("Influence", "Einfluss"), "attack": ("Attack", "Angriff"),
            "block": ("Block", "Block")}
# The names of a move's details that have no words of their own yet ("rest · wounds 1"); English keeps the key.
ARGUMENTS = {"ability": "Fähigkeit", "attack": "Angriff", "color": "Farbe", "dice": "Würfel", "disband": "entlassen",
             "discount": "Rabatt", "element": "Element", "from": "aus", "item": "Gegenstand", "offer": "Angebot",
             "path": "Weg", "points": "Punkte", "range": "Reichweite", "seat": "Platz", "share": "Anteil",
             "wounds": "Verletzungen"}
OFFERS = {"units": ("Units", "Einheiten"), "unit_offer_aas": ("Monastery Advanced Actions", "Kloster-Aktionen"),
          "advanced_actions": ("Advanced Actions", "Fortgeschrittene Aktionen"),
          "spells": ("Spells", "Zauber"), "skills": ("Common Skills", "Allgemeine Fähigkeiten")}

MK_MESSAGES: dict[str, dict[str, str]] = {
    **{f"mk_verb_{k}": _both(*v) for k, v in VERBS.items()},
    **{f"mk_cat_{k}": _both(*v) for k, v in CATEGORIES.items()},
    **{f"mk_color_{k}": _both(*v) for k, v in COLORS.items()},
    **{f"mk_element_{k}": _both(*v) for k, v in ELEMENTS.items()},
    **{f"mk_phase_{k}": _both(*v) for k, v in PHASES.items()},
    **{f"mk_status_phase_{k}": _both(*v) for k, v in ROUND_PHASES.items()},
    **{f"mk_mode_{k}": _both(*v) for k, v in MODES.items()},
    **{f"mk_sideways_{k}": _both(*v) for k, v in SIDEWAYS.items()},
    **{f"mk_arg_{k}": _both(k, v) for k, v in ARGUMENTS.items()},
    **{f"mk_offer_{k}": _both(f"{v[0]}: {{items}}", f"{v[1]}: {{items}}") for k, v in OFFERS.items()},
    "mk_time_day": _both("Day", "Tag"), "mk_time_night": _both("Night", "Nacht"),
    "mk_as": _both("as {what}", "als {what}"), "mk_to": _both("to {what}", "an {what}"),
    "mk_to_hero": _both("to the hero", "an den Helden"),
    "mk_to_done": _both("done", "fertig"),  # combat between players: no more damage to assign (pvp.py)
    "mk_die": _both("die {n} ({color})", "Würfel {n} ({color})"),
    "mk_mana_crystal": _both("{color} crystal", "Kristall {color}"),
    "mk_mana_token": _both("{color} token", "Manamarker {color}"),
    "mk_a_card": _both("a card", "eine Karte"), "mk_face_down": _both("face down", "verdeckt"),
    "mk_status_head": _both("**Mage Knight**: {scenario}, Round {round} ({time}) · version {version}",
                            "**Mage Knight**: {scenario}, Runde {round} ({time}) · Version {version}"),
    "mk_status_order": _both("Order: {order}", "Reihenfolge: {order}"),
    "mk_status_turn": _both("Turn: {who}", "Am Zug: {who}"),
    "mk_status_combat": _both("Combat, phase: {phase}", "Kampf, Phase: {phase}"),
    "mk_status_player": _both("{who}: Fame {fame} · Reputation {reputation} · Level {level} · Units {units}",
                              "{who}: Ruhm {fame} · Ansehen {reputation} · Level {level} · Einheiten {units}"),
    "mk_dummy": _both("the Dummy ({hero})", "der Dummy ({hero})"),
    "mk_final_score": _both("Final score: {scores}. Winner: {winners}.", "Endwertung: {scores}. Sieg: {winners}."),
    "mk_panel_hand": _both("Hand: {cards}", "Hand: {cards}"),
    "mk_panel_points": _both("Move {move} · Influence {influence} · mana tokens: {tokens}",
                             "Bewegung {move} · Einfluss {influence} · Manamarker: {tokens}"),
    "mk_panel_enemy": _both("{index}. {name}: Armor {armor}, attack {attacks}",
                            "{index}. {name}: Rüstung {armor}, Angriff {attacks}"),
    "mk_hand": _both("Your hand: {hand}\nDeed deck: {deck} cards · crystals: {crystals} · Units: {units}",
                     "Deine Hand: {hand}\nHandlungsdeck: {deck} Karten · Kristalle: {crystals} · Einheiten: {units}"),
    "mk_map": _both("The map: {tiles} tiles revealed, {left} still in the tile deck.",
                    "Die Karte: {tiles} Plättchen aufgedeckt, {left} noch im Stapel."),
    "mk_ambiguous": _both("'{text}' fits several moves: {options}. Pick one from the suggestions.",
                          "'{text}' passt zu mehreren Zügen: {options}. Wähle einen aus den Vorschlägen."),
    "mk_no_match": _both("'{text}' is no move of this command ({verbs}); the suggestions list the legal ones.",
                         "'{text}' ist kein Zug dieses Befehls ({verbs}); die Vorschläge zeigen die erlaubten."),
    "mk_rules_unknown": _both("No rules topic '{topic}'; the suggestions list them.",
                              "Kein Regelthema '{topic}'; die Vorschläge zeigen sie."),
    "open_panel": _both("Open my panel", "Mein Bedienfeld öffnen"),
}
