"""The message catalog: key -> {en, de} templates with `{name}` placeholders.

The bot's own words are here; each registered game brings its own catalogue (games.py, `messages`), merged in.
"""
from __future__ import annotations

from games import REGISTERED, load

MESSAGES: dict[str, dict[str, str]] = {
    # tables and lobby
    "no_table": {"en": "There is no game at this table. Start one with `/game new`.",
                 "de": "An diesem Tisch läuft kein Spiel. Starte eines mit `/game new`."},
    "table_exists": {"en": "This channel already has a game ({game}, {status}). Finish or abandon it first.",
                     "de": "In diesem Kanal gibt es schon ein Spiel ({game}, {status}). Beende oder verwirf es zuerst."},
    "unknown_game": {"en": "Unknown game '{game}'. Available: {games}.",
                     "de": "Unbekanntes Spiel '{game}'. Verfügbar: {games}."},
    "bad_options": {"en": "Options must look like `name=value name=value` (got '{text}').",
                    "de": "Optionen sehen so aus: `name=wert name=wert` (erhalten: '{text}')."},
    "bad_seed": {"en": "The seed must be a whole number from 0 to {limit}.",
                 "de": "Der Zufallswert muss eine ganze Zahl von 0 bis {limit} sein."},
    "not_in_lobby": {"en": "The game has already started.", "de": "Das Spiel hat schon begonnen."},
    "not_playing": {"en": "The game is not running (status: {status}).",
                    "de": "Das Spiel läuft nicht (Status: {status})."},
    # a table's status as the texts above name it (engine.store: lobby, playing, finished, abandoned)
    "table_status_lobby": {"en": "lobby", "de": "Warteraum"},
    "table_status_playing": {"en": "playing", "de": "läuft"},
    "table_status_finished": {"en": "finished", "de": "beendet"},
    "table_status_abandoned": {"en": "abandoned", "de": "verworfen"},
    "already_seated": {"en": "You already sit at this table (seat {seat}).",
                       "de": "Du sitzt schon an diesem Tisch (Platz {seat})."},
    "table_full": {"en": "The table is full ({seats} seats).", "de": "Der Tisch ist voll ({seats} Plätze)."},
    "bad_seats": {"en": "{game} with these options is played by {counts} players.",
                  "de": "{game} wird mit diesen Optionen von {counts} Spielern gespielt."},
    "bad_bots": {"en": "This table has room for at most {most} bots beside you.",
                 "de": "An diesem Tisch haben neben dir höchstens {most} Bots Platz."},
    "no_bot_seat": {"en": "No bot sits at this table.", "de": "An diesem Tisch sitzt kein Bot."},
    "no_vacant_seat": {"en": "No seat here is vacant: a player leaves (or is kicked) first, then a bot may take over.",
                       "de": "Hier ist kein Platz frei: erst verlässt ein Spieler den Tisch (oder wird entfernt), "
                             "dann kann ein Bot übernehmen."},
    "no_seat_to_take": {"en": "The game has already started, and no seat here is a bot's or vacant to take.",
                        "de": "Das Spiel läuft schon, und hier ist kein Platz eines Bots und kein freier Platz "
                              "zu übernehmen."},
    "bad_seat_number": {"en": "This table has seats 1 to {count}.", "de": "Dieser Tisch hat die Plätze 1 bis {count}."},
    "not_seated": {"en": "You do not sit at this table.", "de": "Du sitzt nicht an diesem Tisch."},
    "creator_cannot_leave": {"en": "You created this table; abandon it instead of leaving.",
                             "de": "Du hast diesen Tisch eröffnet; verwirf ihn, statt ihn zu verlassen."},
    "need_creator": {"en": "Only the table's creator or someone with Manage Channel may do that.",
                     "de": "Das darf nur, wer den Tisch eröffnet hat oder Kanäle verwalten darf."},
    "too_few_seats": {"en": "{game} needs at least {min} players; {count} seated.",
                      "de": "{game} braucht mindestens {min} Spieler; {count} sitzen am Tisch."},
    "not_your_decision": {"en": "It is not your decision now; waiting for {who}.",
                          "de": "Du bist gerade nicht dran; wir warten auf {who}."},
    "bad_action": {"en": "That is not a valid action: {detail}.", "de": "Das ist keine gültige Aktion: {detail}."},
    "input_not_understood": {"en": "That input was not understood: {detail}",
                             "de": "Diese Eingabe war unverständlich: {detail}"},
    "stale": {"en": "That panel is out of date: the game has moved on. Here is the current one.",
              "de": "Diese Auswahl ist veraltet: das Spiel ist weitergegangen. Hier ist die aktuelle."},
    "busy": {"en": "The table is busy with another move; try again in a moment.",
             "de": "Der Tisch ist gerade mit einem anderen Zug beschäftigt; versuch es gleich noch einmal."},
    "nothing_to_undo": {"en": "There is nothing to take back.", "de": "Es gibt nichts zurückzunehmen."},
    "undo_not_yours": {"en": "Only {who} may take back the last move.",
                       "de": "Nur {who} darf den letzten Zug zurücknehmen."},
    "undo_checkpoint": {"en": "The last move revealed new information (`{action}`); it cannot be taken back.",
                        "de": "Der letzte Zug hat Neues aufgedeckt (`{action}`); er kann nicht zurückgenommen werden."},
    "record_not_json": {"en": "That file is not a game record: it is not valid JSON ({detail}).",
                        "de": "Diese Datei ist keine Partieaufzeichnung: sie ist kein gültiges JSON ({detail})."},
    "record_too_large": {"en": "That file is not a game record: it is larger than {limit} MB.",
                         "de": "Diese Datei ist keine Partieaufzeichnung: sie ist größer als {limit} MB."},
    "record_too_deep": {"en": "That file is not a game record: it is nested too deeply.",
                        "de": "Diese Datei ist keine Partieaufzeichnung: sie ist zu tief verschachtelt."},
    "record_format": {"en": "Record format {format} is not supported; this bot reads format {supported}.",
                      "de": "Das Aufzeichnungsformat {format} wird nicht unterstützt; dieser Bot liest "
                            "Format {supported}."},
    "record_missing": {"en": "The record has no `{field}`.", "de": "Der Aufzeichnung fehlt `{field}`."},
    "record_need_object": {"en": "The record's `{field}` must be an object with named entries (got {value}).",
                           "de": "`{field}` der Aufzeichnung muss ein Objekt mit benannten Einträgen sein "
                                 "(erhalten: {value})."},
    "record_need_list": {"en": "The record's `{field}` must be a list (got {value}).",
                         "de": "`{field}` der Aufzeichnung muss eine Liste sein (erhalten: {value})."},
    "record_need_text": {"en": "The record's `{field}` must be text (got {value}).",
                         "de": "`{field}` der Aufzeichnung muss ein Text sein (erhalten: {value})."},
    "record_need_whole": {"en": "The record's `{field}` must be a whole number (got {value}).",
                          "de": "`{field}` der Aufzeichnung muss eine ganze Zahl sein (erhalten: {value})."},
    "record_need_flag": {"en": "The record's `{field}` must be true or false (got {value}).",
                         "de": "`{field}` der Aufzeichnung muss true oder false sein (erhalten: {value})."},
    "record_out_of_range": {"en": "The record's `{field}` must be from {low} to {high} (got {value}).",
                            "de": "`{field}` der Aufzeichnung muss zwischen {low} und {high} liegen "
                                  "(erhalten: {value})."},
    "record_too_many": {"en": "The record's `{field}` has {count} entries; at most {limit} are allowed.",
                        "de": "`{field}` der Aufzeichnung hat {count} Einträge; erlaubt sind höchstens {limit}."},
    "record_too_long": {"en": "The record's `{field}` is longer than {limit} characters.",
                        "de": "`{field}` der Aufzeichnung ist länger als {limit} Zeichen."},
    "record_not_replayable": {
        "en": ("This record was exported while its game was running: it leaves out the seed and the secret "
               "choices, so it cannot be replayed. Import the record exported after the game ended."),
        "de": ("Diese Aufzeichnung wurde während der laufenden Partie exportiert: ihr fehlen der Zufallswert und "
               "die geheimen Entscheidungen, daher kann sie nicht nachgespielt werden. Importiere die nach dem "
               "Spielende exportierte Aufzeichnung.")},
    "players_only": {"en": "Only the table's players or someone with Manage Channel may see its log and record.",
                     "de": "Protokoll und Aufzeichnung dieses Tisches sehen nur seine Spieler und wer Kanäle "
                           "verwalten darf."},
    "spoilers_need_manage": {"en": "Only someone with Manage Channel may export a running game with its secrets.",
                             "de": "Eine laufende Partie mit ihren Geheimnissen exportieren darf nur, wer Kanäle "
                                   "verwalten darf."},
    "record_mismatch": {"en": "The record is for {game} with {seats} seats; this table is {table_game} with {table_seats}.",
                        "de": "Die Aufzeichnung ist für {game} mit {seats} Plätzen; dieser Tisch ist {table_game} mit {table_seats}."},
    "record_illegal": {"en": "Action {index} of the record is not legal: {detail}.",
                       "de": "Aktion {index} der Aufzeichnung ist nicht regelkonform: {detail}."},
    "user_not_seated": {"en": "{who} does not sit at this table.", "de": "{who} sitzt nicht an diesem Tisch."},
    # bot replies
    "created": {"en": "{user} opened a table for **{game}**{options}. Join with `/game join`; start with `/game start`.",
                "de": "{user} hat einen Tisch für **{game}** eröffnet{options}. Mitspielen mit `/game join`; los geht's mit `/game start`."},
    "joined": {"en": "{user} joins the table as player {seat}.", "de": "{user} setzt sich als {seat}. Spieler an den Tisch."},
    "left": {"en": "{user} leaves the table.", "de": "{user} verlässt den Tisch."},
    "kicked": {"en": "{user} was removed from the table.", "de": "{user} wurde vom Tisch entfernt."},
    "bot_added": {"en": "{bot} (Arbiter's own player) joins the table as player {seat}.",
                  "de": "{bot} (Arbiters eigener Spieler) setzt sich als {seat}. Spieler an den Tisch."},
    "bot_removed": {"en": "{bot} leaves the table.", "de": "{bot} verlässt den Tisch."},
    "seat_vacated": {"en": "{user} leaves seat {seat}. The creator or Manage Channel may hand it to a bot; "
                           "anyone may take it with `/game takeover`.",
                     "de": "{user} verlässt Platz {seat}. Wer den Tisch eröffnet hat oder Kanäle verwalten darf, "
                           "kann ihn einem Bot geben; übernehmen kann ihn jeder mit `/game takeover`."},
    "vacant_to_act": {"en": "Seat {seat} is empty and it is its turn: the game waits for someone to take it with "
                            "`/game takeover`, or for the creator (or Manage Channel) to hand it to a bot with "
                            "`/game hand-to-bot`.",
                      "de": "Platz {seat} ist leer und am Zug: Das Spiel wartet, bis ihn jemand mit `/game takeover` "
                            "übernimmt oder wer den Tisch eröffnet hat (oder Kanäle verwalten darf) ihn mit "
                            "`/game hand-to-bot` einem Bot gibt."},
    "hand_to_bot": {"en": "Hand seat {seat} to a bot", "de": "Platz {seat} einem Bot geben"},
    "seat_to_bot": {"en": "{bot} plays seat {seat} from now on.", "de": "{bot} spielt ab jetzt Platz {seat}."},
    "seat_taken": {"en": "{user} takes over seat {seat} from {was}.", "de": "{user} übernimmt Platz {seat} von {was}."},
    "bot_pace_set": {"en": "Bots wait {seconds} s before each move.",
                     "de": "Bots warten vor jedem Zug {seconds} s."},
    "bot_stopped": {"en": "The bots stopped after {count} moves in a row; a player's move or `/game takeover` "
                          "sets them going again.",
                    "de": "Die Bots haben nach {count} Zügen am Stück angehalten; der Zug eines Spielers oder "
                          "`/game takeover` setzt sie wieder in Gang."},
    "started": {"en": "**{game}** begins. Seats: {seats}.", "de": "**{game}** beginnt. Plätze: {seats}."},
    "abandoned": {"en": "The game was abandoned.", "de": "Das Spiel wurde verworfen."},
    "undone": {"en": "{user} took back: `{action}`.", "de": "{user} hat zurückgenommen: `{action}`."},
    "undone_said": {"en": "{user} takes back: {move}", "de": "{user} nimmt zurück: {move}"},  # a move in words
    "imported": {"en": "Record imported: {count} actions replayed.",
                 "de": "Aufzeichnung importiert: {count} Aktionen nachgespielt."},
    "game_over": {"en": "The game is over.", "de": "Das Spiel ist vorbei."},
    "your_turn": {"en": "{user}, it is your turn.", "de": "{user}, du bist dran."},
    "handoff_finishing": {"en": "{user} is next ({mover} is finishing the turn).",
                          "de": "{user} ist als Nächstes dran ({mover} beendet noch den Zug)."},
    "handoff_asks": {"en": "{user}: {words}", "de": "{user}: {words}"},
    "hand_again": {"en": "`/mk hand` shows it again.", "de": "`/mk hand` zeigt sie wieder."},
    "private_thread_name": {"en": "{name}: your hand", "de": "{name}: deine Hand"},
    "status_lobby": {"en": "**{game}**: lobby, {count}/{max} seated: {seats}. Options: {options}.",
                     "de": "**{game}**: Warteraum, {count}/{max} Plätze besetzt: {seats}. Optionen: {options}."},
    "status_playing": {"en": "**{game}** (version {version}): {summary}", "de": "**{game}** (Version {version}): {summary}"},
    "log_empty": {"en": "No moves yet.", "de": "Noch keine Züge."},
    "log_header": {"en": "Last moves:", "de": "Letzte Züge:"},
    "export_ready": {"en": "The game record ({count} actions).", "de": "Die Partieaufzeichnung ({count} Aktionen)."},
    "export_running": {
        "en": ("The game record so far ({count} actions), as everyone may read it: the game is still running, so "
               "the seed and the secret choices are left out and it cannot be replayed. The whole record is "
               "available once the game is over."),
        "de": ("Die bisherige Partieaufzeichnung ({count} Aktionen), so wie alle sie lesen dürfen: die Partie läuft "
               "noch, daher fehlen der Zufallswert und die geheimen Entscheidungen, und sie kann nicht nachgespielt "
               "werden. Die ganze Aufzeichnung gibt es, sobald die Partie vorbei ist.")},
    "export_spoilers": {
        "en": ("⚠️ **Spoilers**: the whole record of a running game ({count} actions), with the seed: replaying it "
               "shows every hand, deck order, tile and face-down token. Do not show it to the players."),
        "de": ("⚠️ **Spoiler**: die ganze Aufzeichnung einer laufenden Partie ({count} Aktionen), mit dem "
               "Zufallswert: wer sie nachspielt, sieht jede Hand, jede Stapelreihenfolge, jedes Geländeplättchen und "
               "jeden verdeckten Marker. Zeig sie nicht den Spielern.")},
    "spoilers_taken": {"en": "{user} (Manage Channel) exported this running game's whole record, secrets included.",
                       "de": "{user} (Kanalverwaltung) hat die ganze Aufzeichnung dieser laufenden Partie exportiert, "
                             "mit ihren Geheimnissen."},
    "open_game": {
        "en": ("Open game: its seed was chosen by a player, so whoever knows it can work out the hidden cards, tiles "
               "and tokens by replaying it. Records of this game carry the seed."),
        "de": ("Offene Partie: ihr Zufallswert wurde von einem Spieler gewählt; wer ihn kennt, kann die verdeckten "
               "Karten, Plättchen und Marker nachspielen. Aufzeichnungen dieser Partie enthalten den Zufallswert.")},
    "status_open": {"en": "Open game (its seed was chosen by a player).",
                    "de": "Offene Partie (Zufallswert von einem Spieler gewählt)."},
    "panel_header": {"en": "Your options (table version {version}):", "de": "Deine Möglichkeiten (Tischversion {version}):"},
    "panel_none": {"en": "You have nothing to decide right now.", "de": "Du hast gerade nichts zu entscheiden."},
    "panel_more": {"en": "Page {page} of {pages}.", "de": "Seite {page} von {pages}."},
    "reminder": {"en": "{user}, the table is waiting for your move.", "de": "{user}, der Tisch wartet auf deinen Zug."},
    "reminders_set": {"en": "Reminders: every {hours} h, at most {count} times per wait.",
                      "de": "Erinnerungen: alle {hours} Std., höchstens {count}-mal pro Warten."},
    "reminders_off": {"en": "Reminders are off.", "de": "Erinnerungen sind aus."},
    "snoozed": {"en": "No reminders until the game moves on.", "de": "Keine Erinnerungen, bis das Spiel weitergeht."},
    "snooze_not_waiting": {"en": "Only the player being waited for can snooze the reminders.",
                           "de": "Nur wer gerade dran ist, kann die Erinnerungen pausieren."},
    "language_set": {"en": "This table now speaks English.", "de": "Dieser Tisch spricht jetzt Deutsch."},
    "log_since": {"en": "Since your last move:", "de": "Seit deinem letzten Zug:"},
    "error_reference": {"en": "Something went wrong on our side (reference {ref}). Your game is safe.",
                        "de": "Bei uns ist etwas schiefgegangen (Referenz {ref}). Dein Spiel ist sicher."},
    "help": {"en": ("**Arbiter** runs board games in this channel.\n"
                    "`/game new game:<name>` opens a table, `/game join` takes a seat, `/game start` begins.\n"
                    "`/game act action:<move>` or `/game panel` (buttons) to play; `/game undo` takes back your "
                    "last move until something new was revealed.\n"
                    "`/game status`, `/game log`, `/game export`, `/game import`, `/game leave`, `/game kick`, "
                    "`/game abandon`.\nGames: {games}."),
             "de": ("**Arbiter** leitet Brettspiele in diesem Kanal.\n"
                    "`/game new game:<name>` eröffnet einen Tisch, `/game join` setzt dich dazu, `/game start` beginnt.\n"
                    "`/game act action:<zug>` oder `/game panel` (Knöpfe) zum Spielen; `/game undo` nimmt deinen "
                    "letzten Zug zurück, solange nichts Neues aufgedeckt wurde.\n"
                    "`/game status`, `/game log`, `/game export`, `/game import`, `/game leave`, `/game kick`, "
                    "`/game abandon`.\nSpiele: {games}.")},
}


def _merge_game_messages() -> None:
    """Every registered game's words; a game may not take a key the bot or another game already uses."""
    for registration in REGISTERED.values():
        if registration.messages is None:
            continue
        messages = load(registration.messages)
        taken = sorted(MESSAGES.keys() & messages.keys())
        if taken:
            raise ValueError(f"{registration.id}'s messages reuse the keys {taken}")
        MESSAGES.update(messages)


_merge_game_messages()


def locale_of(discord_locale: object) -> str:
    """Map a Discord locale (e.g. 'de', 'en-US') to one we speak."""
    return "de" if str(discord_locale or "").startswith("de") else "en"


def t(key: str, locale: str = "en", **params: object) -> str:
    entry = MESSAGES[key]
    return entry.get(locale, entry["en"]).format(**params)
