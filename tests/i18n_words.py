"""English words in a German text: the check behind "German is complete" (issue 14).

`english_words(text)` lists the English words a German text still contains, from a curated list of
Mage Knight and engine words plus the English function words that give away an untranslated sentence.
`off_rulebook_terms(text)` lists German words the bot might choose where the German rulebook prints another
(Fertigkeit for Fähigkeit ...). Tests call both on every German template and every German message of whole games.

What is not checked, and why:
- Inline code and code blocks (`/game act action:<zug>`), slash commands and their options (/mk move to:A-NO):
  commands and notation are typed as they are.
- Discord mentions, emoji and links, and template placeholders (`{who}`): not words of the text.
- Names given in `allowed` (the players' Discord names, for example) and the phrases in ALLOWED_PHRASES.
- Words that are English AND the German rulebook's own word (shared/seeds/000 is the German Ultimate
  Edition rulebook). They are left out of the list on purpose; GERMAN_TOO says why for each.
"""
from __future__ import annotations

import re
from collections.abc import Iterable

# English words that never belong in a German Mage Knight text. Lower case; every form listed.
ENGLISH_WORDS = frozenset("""
    attack attacks attacked attacking blocked blocking wound wounds wounded
    move moves moved moving movement influence ability abilities physical expected
    fire ice cold siege ranged melee fame reputation armor armour resistance resistances resistant
    card cards choose chooses chosen choice choices skip skipped done powered basic strong sideways mode
    hero heroes unit units skill skills turn turns round rounds tactic tactics damage heal heals healed healing
    crystal crystals token tokens spell spells artifact artifacts advanced action actions
    enemy enemies player players seat seats source dice day night combat map tile tiles space spaces
    fortified swift poison poisonous paralyze paralyzes assassination assassin elusive cumbersome summon summons
    vampiric unfair arcane immunity
    gain gains gained draw draws drew discard discards discarded play plays played end ends ended
    explore explores explored recruit recruits recruited learn learns buy buys plunder plunders
    challenge challenges enter enters burn burns passed rested ready spent
    city cities keep keeps village villages monastery monasteries tomb tombs ruins
    glade tower towers forest hills mountains desert swamp lake plains wasteland
    offer offers options deed wait waiting
    the and of to with your you yours for from this that these those is are isn't not cannot can't can
    must may has have had does doesn't don't or at on by each every any none yes after before when if then
    only more than but it its into onto there their they them which who whose what where how
    one two three first second new as
""".split())

# Words flagged only in lower case: capitalised they are German nouns (die Not, das As).
LOWERCASE_ONLY = frozenset({"not", "as"})

# English words that are also what the German rulebook (shared/seeds/000) prints, so they are German too.
GERMAN_TOO = {
    "block": "German rulebook term: 'Block 3', 'Eis-Blocks', 'blocken' (000)",
    "blocks": "German plural of Block in the rulebook (000)",
    "phase": "German word: 'Kampfphase', 'Blockphase' (000)",
    "level": "the German rulebook's word for a Hero's and a Unit's level (000: 'Level II')",
    "deck": "German rulebook word: 'Verletzungsdeck', 'in seinem Deck' (000)",
    "dummy": "the German rulebook's Dummy-Spieler (000)",
    "dungeon": "the German rulebook's site name (000: 'Dungeon', 'Dungeoneingang')",
    "dungeons": "German plural of Dungeon (000)",
    "brutal": "the enemy ability's German name is Brutal (000)",
    "rest": "German noun 'Rest' (remainder)",
    "mana": "German rulebook word (000: 'Manamarker')",
    "elite": "German word (Elite-Einheiten)",
    "option": "German word (Option)",
    "status": "German word (Status)",
    "start": "German word (Start)",
    "lobby": "German word (Lobby)",
    "die": "German article",
    "will": "German verb (er will)",
    "was": "German pronoun",
    "also": "German adverb",
    "an": "German preposition",
    "in": "German preposition",
    "so": "German adverb",
    "her": "German adverb (her, hin und her)",
    "no": "the German compass: NO is north-east",
    "all": "German noun (das All) and pronoun (all das)",
    "man": "German pronoun",
    "bad": "German noun (Bad)",
    "war": "German verb (war)",
    "pass": "German noun and verb (Pass, pass auf)",
}

# Phrases that are German as they stand: names the German edition keeps as printed.
ALLOWED_PHRASES = {
    "Mage Knight": "the game's title in the German edition (000)",
}

# German words the bot might choose where the German rulebook (000) prints another: the rulebook's word wins,
# so German players read the terms of their own box. Pattern -> the rulebook's word.
RULEBOOK_TERMS = {
    r"Fertigkeit\w*": "Fähigkeit (a Skill: 'Fähigkeitsplättchen', 'Fähigkeitenangebot')",
    r"Zauberspr\w*": "Zauber ('Zauberangebot', 'Zauberdeck')",
    r"Manamarke(?!r)\w*": "Manamarker",
    r"Stufe\w*": "Level ('Level II'; the rulebook never says Stufe)",
    r"[Vv]erstärkt\w*": "stark: 'Starke Wirkung' of a card",
    r"[Ss]eitlich\w*": "quer: a card 'quer ausgespielt'",
    r"Grundeffekt\w*": "einfache Wirkung",
    r"[Aa]bwehr\w*|\w*abzuwehr\w*|\w*abgewehrt\w*": "Block, blocken ('Blockphase', 'Eis-Blocks')",
    r"Nachziehstapel\w*": "Handlungsdeck (the Deed deck)",
    r"[Aa]usruh\w*": "rasten, Rast (resting)",
    r"[Aa]nwerb\w*|angeworben": "rekrutieren (recruiting)",
    r"ankündig\w*|angekündigt": "ansagen (das Rundenende ansagen)",
    r"Kaltfeuer\w*": "Kaltes Feuer ('Kaltes-Feuer-Angriff')",
    r"Resistenz\w*": "Widerstand ('Feuer-Widerstand')",
    r"Taten-?[Kk]arte\w*": "Handlungskarte",
    r"Lähmung\w*": "Versteinern (the enemy ability, 003)",
    r"Kommando\w*|Befehlsmarker\w*": "Befehlsplättchen (a Command token)",
    r"Attentat\w*": "Attentäter (the enemy ability, 003)",
}
# Content names printed with such a word on the German cards (taken from 000, not chosen by us).
PRINTED_NAMES = ("Reif der Fertigkeiten",)

_CODE = re.compile(r"```.*?```|`[^`]*`", re.S)
# Mentions, emoji, links, placeholders, slash commands ("/mk move") and their typed options ("to:A-NO").
_NOISE = re.compile(r"<[@#:a][^>]*>|https?://\S+|\{[^{}]*\}|(?<![\w/])/[a-z][\w-]*(?: [a-z][\w-]*)?|"
                    r"\b[a-z_]+:[^\s:]\S*")
_WORD = re.compile(r"[A-Za-zÄÖÜäöüß]+(?:'[a-z]+)?")

assert not ENGLISH_WORDS & set(GERMAN_TOO), "a word cannot be both English-only and German"


def english_words(text: str, allowed: Iterable[str] = ()) -> list[str]:
    """The English words of a German text, each once, in the order they first appear.

    `allowed` names further phrases that are not words of the text (a player's Discord name).
    """
    text = _NOISE.sub(" ", _CODE.sub(" ", text))
    for phrase in sorted({*ALLOWED_PHRASES, *allowed}, key=len, reverse=True):
        if phrase:
            text = re.sub(rf"(?<!\w){re.escape(phrase)}(?!\w)", " ", text, flags=re.I)
    found: list[str] = []
    for match in _WORD.finditer(text):
        word = match.group()
        key = word.lower()
        if key not in ENGLISH_WORDS or (key in LOWERCASE_ONLY and word != key):
            continue
        if word not in found:
            found.append(word)
    return found


def off_rulebook_terms(text: str) -> list[str]:
    """Words of a German text where the German rulebook uses another term (RULEBOOK_TERMS)."""
    for name in PRINTED_NAMES:
        text = text.replace(name, " ")
    return [match.group() for pattern in RULEBOOK_TERMS for match in re.finditer(pattern, text)]
