"""German names for command descriptions, so Discord shows each user the commands in their language."""
from __future__ import annotations

from discord import Locale, app_commands

GERMAN = {
    "Play board games at this channel's table": "Brettspiele an diesem Kanaltisch spielen",
    "Open a table for a game in this channel": "Einen Spieltisch in diesem Kanal eröffnen",
    "Which game": "Welches Spiel",
    "Setup options, like name=value name=value": "Aufbauoptionen, etwa name=wert name=wert",
    "The scenario (Mage Knight: its Scenario Book)": "Das Szenario (Mage Knight: aus dem Szenariobuch)",
    "How many players will sit at the table": "Wie viele Spieler am Tisch sitzen werden",
    "Seats for Arbiter's own player: opponents, or teammates in co-op":
        "Plätze für Arbiters eigenen Spieler: Gegner, oder Mitspieler im kooperativen Spiel",
    "Take a seat at this channel's table (a bot's, when it is full)":
        "Am Tisch dieses Kanals Platz nehmen (den eines Bots, wenn er voll ist)",
    "Give up your seat (mid-game it stays, for a bot or another player)":
        "Den Platz aufgeben (im Spiel bleibt er, für einen Bot oder einen anderen Spieler)",
    "Remove a player from the table (creator or Manage Channel)":
        "Einen Spieler vom Tisch entfernen (Eröffner oder Kanalverwaltung)",
    "The player to remove": "Der zu entfernende Spieler",
    "Add a seat for Arbiter's own player (creator or Manage Channel)":
        "Einen Platz für Arbiters eigenen Spieler hinzufügen (Eröffner oder Kanalverwaltung)",
    "Remove the lobby's last bot seat (creator or Manage Channel)":
        "Den letzten Bot-Platz im Warteraum entfernen (Eröffner oder Kanalverwaltung)",
    "A bot plays a seat its player left (creator or Manage Channel)":
        "Ein Bot spielt einen verlassenen Platz (Eröffner oder Kanalverwaltung)",
    "The seat's number (the first vacant one if left out)": "Die Nummer des Platzes (sonst der erste freie)",
    "Take a bot's seat, or a vacant one, in the running game":
        "Im laufenden Spiel den Platz eines Bots oder einen freien übernehmen",
    "The seat's number (the first bot's or vacant one if left out)":
        "Die Nummer des Platzes (sonst der erste eines Bots oder freie)",
    "Seconds a bot waits before each move (creator or Manage Channel)":
        "Sekunden, die ein Bot vor jedem Zug wartet (Eröffner oder Kanalverwaltung)",
    "0 to 30 seconds": "0 bis 30 Sekunden",
    "Start the game (creator or Manage Channel)": "Das Spiel starten (Eröffner oder Kanalverwaltung)",
    "Optional seed to replay a setup exactly; a seed chosen by a player makes an open game":
        "Zufallswert für einen genau wiederholten Aufbau; von einem Spieler gewählt: offene Partie",
    "End this table's game for good (creator or Manage Channel)":
        "Das Spiel an diesem Tisch endgültig beenden (Eröffner oder Kanalverwaltung)",
    "Make a move, written in the game's action notation": "Einen Zug in der Notation des Spiels machen",
    "Your move; the suggestions list every legal one": "Dein Zug; die Vorschläge zeigen alle erlaubten",
    "Your private panel with a button for every legal move": "Dein privates Feld mit einem Knopf je erlaubtem Zug",
    "Take back your last move, unless it revealed something new":
        "Deinen letzten Zug zurücknehmen, wenn er nichts Neues aufgedeckt hat",
    "Show this table's game and whose turn it is": "Spiel und Zugreihenfolge dieses Tisches zeigen",
    "Download this table's game record": "Die Partieaufzeichnung dieses Tisches herunterladen",
    "Manage Channel: the whole record of a running game, seed and secrets included":
        "Kanalverwaltung: die ganze Aufzeichnung einer laufenden Partie, mit Zufallswert und Geheimnissen",
    "Continue a game from a record file (in the lobby)":
        "Ein Spiel aus einer Aufzeichnung fortsetzen (im Warteraum)",
    "A record file made by /game export": "Eine mit /game export erstellte Aufzeichnung",
    "How to play with Arbiter": "So spielt man mit Arbiter",
    "Show what happened since your last move": "Zeigen, was seit deinem letzten Zug geschah",
    "Remind the player to act after a quiet time (0 hours: off)":
        "Wer dran ist, nach einer stillen Zeit erinnern (0 Stunden: aus)",
    "Hours of quiet before a reminder": "Stunden Stille vor einer Erinnerung",
    "Reminders per wait, at most": "Höchstens so viele Erinnerungen pro Warten",
    "No reminders for you until the game moves on": "Keine Erinnerungen für dich, bis das Spiel weitergeht",
    "The language of this table's public messages": "Die Sprache der öffentlichen Nachrichten dieses Tisches",
    "English or German": "Englisch oder Deutsch",
    # /mk
    "Play Mage Knight at this channel's table": "Mage Knight an diesem Kanaltisch spielen",
    "Play a card: basic, powered with mana, or sideways": "Eine Karte spielen: einfache Wirkung, starke Wirkung mit Mana oder quer",
    "The card and how to play it; the suggestions list every legal way":
        "Die Karte und wie sie gespielt wird; die Vorschläge zeigen jede erlaubte Art",
    "Move your hero one space": "Deinen Helden ein Feld bewegen",
    "The space to move to": "Das Zielfeld",
    "Reveal a new tile next to yours": "Ein neues Plättchen neben deinem aufdecken",
    "Where to explore": "Wohin erkunden",
    "Recruit, heal, learn or buy where you stand, or plunder":
        "Rekrutieren, heilen, lernen oder kaufen, wo du stehst, oder plündern",
    "What to do; the suggestions list what is possible here": "Was tun; die Vorschläge zeigen, was hier geht",
    "Activate one of your Units": "Eine deiner Einheiten aktivieren",
    "The Unit and its ability": "Die Einheit und ihre Fähigkeit",
    "Use one of your Skills": "Eine deiner Fähigkeiten nutzen",
    "The Skill to use": "Die Fähigkeit",
    "Start a fight, or go on to the next combat phase": "Einen Kampf beginnen oder zur nächsten Kampfphase gehen",
    "Challenge, enter, burn, next phase ...": "Herausfordern, betreten, niederbrennen, nächste Phase ...",
    "Block an enemy attack with the Block points played": "Einen Feindangriff mit den gespielten Blockpunkten blocken",
    "The enemy attack to block": "Der zu blockende Feindangriff",
    "Attack enemies with the Attack points played": "Feinde mit den gespielten Angriffspunkten angreifen",
    "The enemies to attack": "Die anzugreifenden Feinde",
    "Assign an unblocked attack's damage to a Unit or your hero":
        "Den Schaden eines nicht geblockten Angriffs einer Einheit oder deinem Helden zuweisen",
    "Which attack, and who takes it": "Welcher Angriff, und wer ihn nimmt",
    "Rest: discard a card and Wounds": "Rasten: eine Karte und Verletzungen abwerfen",
    "The card (and Wounds) to discard": "Die abzuwerfende Karte (und Verletzungen)",
    "End your turn, or announce the End of the Round": "Deinen Zug beenden oder das Rundenende ansagen",
    "Announce the End of the Round instead (empty Deed deck)":
        "Stattdessen das Rundenende ansagen (leeres Handlungsdeck)",
    "Conquer and Hold: concede instead; the other side has won and the game ends":
        "Erobern und Halten: stattdessen aufgeben; die andere Seite hat gewonnen und das Spiel endet",
    "Take a Tactic, or use the one you hold": "Eine Taktik nehmen oder deine nutzen",
    "The Tactic": "Die Taktik",
    "Answer the choice the game is waiting for": "Die offene Wahl des Spiels beantworten",
    "Your answer": "Deine Antwort",
    "Choose your hero": "Deinen Helden wählen",
    "A hero nobody has taken": "Ein Held, den noch niemand hat",
    "Your private turn panel with every legal move": "Dein privates Zugfeld mit jedem erlaubten Zug",
    "Your hand, crystals and Units (only you see it)": "Deine Hand, Kristalle und Einheiten (nur für dich)",
    "The map as everyone sees it": "Die Karte, wie alle sie sehen",
    "The combat under way: its picture, and every number in words":
        "Der laufende Kampf: sein Bild und jede Zahl in Worten",
    "Zoom in on the spaces around this one, e.g. 7-NE": "Die Felder rund um dieses vergrößern, z. B. 7-NE",
    "The Units, Advanced Actions, Spells and Skills on offer":
        "Die angebotenen Einheiten, Fortgeschrittenen Aktionen, Zauber und Fähigkeiten",
    "Round, Day or Night, turn order and every player's standing":
        "Runde, Tag oder Nacht, Zugreihenfolge und der Stand aller",
    "The move Arbiter would make for you now, and why (only you see it)":
        "Der Zug, den Arbiter jetzt für dich machen würde, und warum (nur für dich)",
    "Look up a rule: an enemy ability, a site, a keyword or a section":
        "Eine Regel nachschlagen: Feindeigenschaft, Ort, Begriff oder Abschnitt",
    "A name (Swift, Village, Block phase) or a section number (8.6.4)":
        "Ein Name (Flink, Dorf, Blockphase) oder eine Abschnittsnummer (8.6.4)",
}


class ArbiterTranslator(app_commands.Translator):
    async def translate(self, string: app_commands.locale_str, locale: Locale,
                        context: app_commands.TranslationContext) -> str | None:
        if locale is Locale.german:
            return GERMAN.get(string.message)
        return None
