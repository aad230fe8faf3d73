"""The pictures' own words (headings, legend), in English and German.

Names of content (cards, enemies, sites) come from the catalogue's ``.en`` / ``.de``; this module holds
only what the pictures add around them.
"""
from __future__ import annotations

WORDS: dict[str, tuple[str, str]] = {
    # the map
    "round": ("Round", "Runde"), "day": ("Day", "Tag"), "night": ("Night", "Nacht"),
    "tiles_left": ("tiles left", "Teile übrig"), "fame": ("Fame", "Ruhm"), "level": ("Level", "Level"),
    "reputation": ("Reputation", "Ansehen"),
    "countryside": ("Countryside", "Landschaft"), "core": ("Core", "Kern"), "city": ("City", "Stadt"),
    "next_tile": ("Next tile", "Nächstes Teil"), "enemy_unknown": ("face-down enemy", "verdeckter Gegner"),
    "enemy_known": ("face-up enemy", "offener Gegner"), "shield": ("Shield: conquered", "Schild: erobert"),
    "to_act": ("to act", "am Zug"),
    "not_placed": ("not on the map yet", "noch nicht auf der Karte"),
    "round_of": ("Round {round} of {rounds}", "Runde {round} von {rounds}"), "goal": ("Goal", "Ziel"),
    "in_hand": ("{n} cards in hand", "{n} Handkarten"),
    "wounds_discarded": ("{n} Wounds in the discard pile", "{n} Verletzungen im Ablagestapel"),
    "dummy_clock": ("The Dummy ({hero}): {n} cards left in its deck, the Round clock",
                    "Der Dummy ({hero}): noch {n} Karten im Stapel, die Rundenuhr"),
    "volkare_title": ("General Volkare, level {level}", "General Volkare, Level {level}"),
    "volkare": ("Volkare", "Volkare"),
    "volkare_army": ("Army: {n} tokens ({army})", "Armee: {n} Plättchen ({army})"),
    "volkare_deck": ("{n} cards left in his deck", "noch {n} Karten in seinem Stapel"),
    "volkare_camp": ("In his Camp for good: assault it to capture him", "Für immer in seinem Lager: Überfalle es, "
                     "um ihn zu fangen"),
    "volkare_camp_captured": ("Captured: his Camp is conquered", "Gefangen: Sein Lager ist erobert"),
    "volkare_token": ("Never a target: defeat all his troops", "Nie ein Ziel: besiege alle seine Truppen"),
    "enemies_on_map": ("Enemies on the map", "Gegner auf der Karte"), "around": ("Around {space}", "Rund um {space}"),
    "map_hint": ("Spaces are named tile-position, e.g. {space}. Zoom in: /mk map around:{space}",
                 "Felder heißen Teil-Position, z. B. {space}. Vergrößern: /mk map around:{space}"),
    "compass": ("N E S W", "N O S W"), "burned_site": ("burned monastery", "niedergebranntes Kloster"),
    # tokens and cards
    "attack": ("Attack", "Angriff"), "armor": ("Armor", "Rüstung"), "block": ("Block", "Block"),
    "basic": ("Basic", "Einfach"), "strong": ("Strong", "Stark"), "hand": ("Hand", "Hand"),
    "crystals": ("Crystals", "Kristalle"), "tokens": ("Mana tokens", "Manamarker"), "units": ("Units", "Einheiten"),
    "skills": ("Skills", "Fähigkeiten"), "deck": ("Deck", "Handlungsdeck"), "discard": ("Discard", "Ablage"),
    "hand_limit": ("Hand limit", "Handkartenlimit"), "tactic": ("Tactic", "Taktik"), "none": ("none", "keine"),
    "ready": ("ready", "bereit"), "spent": ("spent", "erschöpft"), "wounded": ("wounded", "verletzt"),
    "poisoned": ("poisoned", "vergiftet"), "resisted": ("resisted", "widerstanden"), "cost": ("cost", "Kosten"),
    "play_area": ("Played this turn", "In diesem Zug gespielt"),
    "recruit_at": ("Recruited at", "Rekrutierbar in"),
    # combat
    "combat": ("Combat", "Kampf"), "phase": ("Phase", "Phase"), "ranged_siege": ("Ranged & Siege", "Fern & Belagerung"),
    "block_phase": ("Block", "Block"), "assign_damage": ("Assign damage", "Schaden zuweisen"),
    "attack_phase": ("Attack", "Angriff"), "blocked": ("BLOCKED", "GEBLOCKT"), "defeated": ("DEFEATED", "BESIEGT"),
    "summoned": ("summoned", "beschworen"), "dismissed": ("gone", "verschwunden"), "attacking": ("attacks now",
                                                                                                  "greift jetzt an"),
    "damage_left": ("Damage still to assign", "Noch zuzuweisender Schaden"), "from": ("from", "von"),
    "attack_pool": ("Attack on the table", "Angriff auf dem Tisch"), "block_pool": ("Block on the table",
                                                                                    "Block auf dem Tisch"),
    "no_units": ("Units may not fight here", "Hier kämpfen keine Einheiten"), "move_left": ("Move", "Bewegung"),
    "wounds": ("Wounds this combat", "Verletzungen in diesem Kampf"), "melee": ("melee", "Nahkampf"),
    "ranged": ("ranged", "Fernkampf"), "siege": ("siege", "Belagerung"), "of": ("of", "von"),
    "dealt": ("damage dealt", "Schaden zugefügt"),
    # an enemy ability in short words on its combat card, after its name (enemies.yaml has the full text)
    "about_swift": ("Block needed ×2", "Block doppelt nötig"),
    "about_brutal": ("unblocked: damage ×2", "ungeblockt: Schaden ×2"),
    "about_poison": ("extra Wounds", "zusätzliche Verletzungen"),
    "about_paralyze": ("wounded Unit destroyed; Hero discards the hand",
                       "verletzte Einheit zerstört; Held wirft die Hand ab"),
    "about_summon": ("calls an enemy in its place", "ruft einen Gegner an seine Stelle"),
    "about_assassination": ("damage to the Hero only", "Schaden nur an den Helden"),
    "about_cumbersome": ("Move points lower its Attack", "Bewegungspunkte senken den Angriff"),
    "about_vampiric": ("+1 Armor per Wound it causes", "+1 Rüstung je verursachte Verletzung"),
    "about_fortified": ("only Siege in the Ranged phase", "in der Fernphase nur Belagerung"),
    "about_unfortified": ("site fortification ignored", "Befestigung des Orts zählt nicht"),
    "about_elusive": ("lower Armor only when all is blocked", "niedrigere Rüstung nur, wenn alles geblockt"),
    "about_arcane_immunity": ("only Attack and Block affect it", "nur Angriff und Block wirken"),
    "about_defend": ("defends other enemies", "verteidigt andere Gegner"),
    "about_physical_resistance": ("physical Attack halved", "physischer Angriff halbiert"),
    "about_fire_resistance": ("Fire Attack halved", "Feuerangriff halbiert"),
    "about_ice_resistance": ("Ice Attack halved", "Eisangriff halbiert"),
    # offers
    "offers": ("Offers", "Auslagen"), "unit_offer": ("Units", "Einheiten"),
    "advanced_actions": ("Advanced Actions", "Fortgeschrittene Aktionen"), "spells": ("Spells", "Zauber"),
    "common_skills": ("Common Skills", "Allgemeine Fähigkeiten"), "source": ("The Source", "Die Quelle"),
    "face_down": ("face down", "verdeckt"), "empty": ("empty", "leer"),
    "monastery_aas": ("from monasteries", "aus Klöstern"),
    # score
    "final_score": ("Final score", "Endwertung"), "total": ("Total", "Summe"),
    "title_mark": ("★ +N: a title and its points", "★ +N: ein Titel und seine Punkte"),
    "cities": ("Cities", "Städte"), "fame_by_round": ("Fame by Round", "Ruhm je Runde"),
    "scenario": ("Scenario", "Szenario"), "team_score": ("Team score", "Teamwertung"),
    "scenario_won": ("The scenario is won.", "Das Szenario ist gewonnen."),
    "achievements": ("Achievements", "Erfolge"),
    "volkare_won_city": ("General Volkare marched into the city.", "General Volkare marschierte in die Stadt ein."),
    "volkare_won_plundered_twice": ("General Volkare took the plundered city.",
                                    "General Volkare nahm die geplünderte Stadt ein."),
    "volkare_won_defence_failed": ("The city's defence failed: General Volkare took it.",
                                   "Die Verteidigung der Stadt scheiterte: General Volkare nahm sie ein."),
    "volkare_won_portal": ("General Volkare passed through the portal.", "General Volkare zog durch das Portal."),
    "scenario_lost": ("The scenario is lost.", "Das Szenario ist verloren."), "winner": ("Winner", "Sieger"), "hero": ("Hero", "Held"),
    "base_fame": ("Fame on the track", "Ruhm auf der Leiste"),
    # legend
    "red": ("red", "rot"), "blue": ("blue", "blau"), "green": ("green", "grün"), "white": ("white", "weiß"),
    "gold": ("gold", "gold"), "black": ("black", "schwarz"), "gray": ("gray", "grau"),
    "once_per_turn": ("once per turn", "einmal pro Zug"), "once_per_round": ("once per Round", "einmal pro Runde"),
    "passive": ("always in effect", "immer wirksam"), "interactive": ("interactive", "interaktiv"),
    "legend": ("Legend", "Legende"), "abilities": ("Enemy abilities", "Gegnerfähigkeiten"),
    "elements": ("Elements", "Elemente"), "sites": ("Sites", "Orte"), "terrain": ("Terrain", "Gelände"),
    "map_marks": ("Map marks", "Kartenzeichen"),
    "physical": ("Physical", "Physisch"), "fire": ("Fire", "Feuer"), "ice": ("Ice", "Eis"),
    "cold_fire": ("Cold Fire", "Kaltes Feuer"), "hero_figure": ("a Hero, in the colour shown beside the Hero's name",
                                                                "ein Held, in der Farbe neben seinem Namen"),
    "explore_mark": ("where the next tile may go", "wo das nächste Teil liegen darf"),
    "wall": ("a wall: 1 more Move across; enemies beyond it are fortified",
             "ein Wall: 1 Bewegung mehr hinüber; Feinde dahinter sind befestigt"),
    "token_reading": ("attack (colour: element) · armor · fame", "Angriff (Farbe: Element) · Rüstung · Ruhm"),
    "enemy_marker": ("a face-up enemy on a map too big for its numbers: they stand under the map",
                     "ein offener Gegner auf einer Karte, zu groß für seine Zahlen: Sie stehen unter der Karte"),
}


def word(key: str, locale: str = "en") -> str:
    english, german = WORDS[key]
    return german if locale.startswith("de") else english


def name(localized, locale: str = "en") -> str:
    """A catalogue name (``Localized``) in the locale."""
    return localized.de if locale.startswith("de") else localized.en


def in_locale(names: dict[str, str], locale: str = "en") -> str:
    """A name the engine view carries as ``{"en": ..., "de": ...}``."""
    return names["de"] if locale.startswith("de") else names["en"]
