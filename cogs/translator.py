"""German names for command descriptions, so Discord shows each user the commands in their language."""
from __future__ import annotations

from discord import Locale, app_commands

GERMAN = {
    "Play board games at this channel's table": "Brettspiele an diesem Kanaltisch spielen",
    "Open a table for a game in this channel": "Einen Spieltisch in diesem Kanal eröffnen",
    "Which game": "Welches Spiel",
    "Setup options, like name=value name=value": "Aufbauoptionen, etwa name=wert name=wert",
    "Take a seat at this channel's table": "Am Tisch dieses Kanals Platz nehmen",
    "Give up your seat before the game starts": "Den Platz vor Spielbeginn aufgeben",
    "Remove a player from the lobby (creator or Manage Channel)":
        "Einen Spieler aus dem Warteraum entfernen (Eröffner oder Kanalverwaltung)",
    "The player to remove": "Der zu entfernende Spieler",
    "Start the game (creator or Manage Channel)": "Das Spiel starten (Eröffner oder Kanalverwaltung)",
    "Optional random seed, to replay a setup exactly": "Optionaler Zufallswert, um einen Aufbau genau zu wiederholen",
    "End this table's game for good (creator or Manage Channel)":
        "Das Spiel an diesem Tisch endgültig beenden (Eröffner oder Kanalverwaltung)",
    "Make a move, written in the game's action notation": "Einen Zug in der Notation des Spiels machen",
    "Your move; the suggestions list every legal one": "Dein Zug; die Vorschläge zeigen alle erlaubten",
    "Your private panel with a button for every legal move": "Dein privates Feld mit einem Knopf je erlaubtem Zug",
    "Take back your last move, unless it revealed something new":
        "Deinen letzten Zug zurücknehmen, wenn er nichts Neues aufgedeckt hat",
    "Show this table's game and whose turn it is": "Spiel und Zugreihenfolge dieses Tisches zeigen",
    "Show the last moves of this table": "Die letzten Züge dieses Tisches zeigen",
    "Download this table's game record": "Die Partieaufzeichnung dieses Tisches herunterladen",
    "Continue a game from a record file (in the lobby)":
        "Ein Spiel aus einer Aufzeichnung fortsetzen (im Warteraum)",
    "A record file made by /game export": "Eine mit /game export erstellte Aufzeichnung",
    "How to play with Arbiter": "So spielt man mit Arbiter",
}


class ArbiterTranslator(app_commands.Translator):
    async def translate(self, string: app_commands.locale_str, locale: Locale,
                        context: app_commands.TranslationContext) -> str | None:
        if locale is Locale.german:
            return GERMAN.get(string.message)
        return None
