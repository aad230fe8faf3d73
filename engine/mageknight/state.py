"""The whole of a Mage Knight game as plain data (rules spec §1-§5).

Everything a rule needs lives here, the RNG included, so a state plus an action fully determines the
next state. Hexes are written "q,r" (JSON object keys must be strings).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.core import Rng

BASIC_COLORS = ("red", "blue", "green", "white")
WOUND = "wound"  # the card id of every Wound card (§10)
CLAIM_NOW, CLAIM_EACH_TURN = "now", "each_turn"  # Die.claim: Mana Claim's tokens now, or one each turn (turns.py)
CRYSTAL_ROLLS = "crystal_rolls"  # a Turn.rewards source: that many crystals rolled as at a monster den (rewards.py)
SCOUTS_PEEK = "scouts_peek"  # a Turn.lasting entry: a hidden token Scouts showed their player (cards/scouts.py)
GHOST = "ghost"  # the Combat.kind of a Ghost Attack (LL §5.5.3, ghost_fight.py)


def hex_key(q: int, r: int) -> str:
    return f"{q},{r}"


def parse_hex(key: str) -> tuple[int, int]:
    q, r = key.split(",")
    return int(q), int(r)


@dataclass
class Die:
    color: str
    taken_by: int | None = None  # the seat using it this turn (§5.9.3)
    stolen_by: int | None = None  # held on the Mana Steal tactic card by that seat
    claim: str | None = None  # Mana Claim: kept by `taken_by` until the Round ends, "now" or "each_turn" (its tokens)
    cursed: bool = False  # Mana Curse: other players using mana of its colour take a Wound


@dataclass
class UnitCard:
    unit: str
    ready: bool = True
    wounded: bool = False
    poisoned: bool = False  # a second Wound card from a poisonous attack: healed separately (§8.8.8)
    mana: str | None = None  # Magic Familiars: the colour of the mana token kept on the card (units.py)
    banner: str | None = None  # the Banner Artifact assigned to this Unit (§5.11, units.py) ...
    banner_flipped: bool = False  # ... flipped face down by its own effect until Round preparation (§5.11.3)
    upkeep_round: int = 0  # the Round whose upkeep was last settled (Magic Familiars)
    banner_commands: bool = False  # its Banner of Command stands in for its Command token (banner_of_command.py)
    bonded: bool = False  # it holds the Bonds of Loyalty token instead of a Command token (bonds_of_loyalty.py)
    banner_as: str | None = None  # a Mysterious Box on it: the Banner it is used as this turn (mysterious_box.py)


@dataclass
class Played:
    """A card in the Play area this turn, and how it was played."""
    card: str
    mode: str  # basic | powered | sideways


@dataclass
class Player:
    seat: int
    hero: str = ""
    deck: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    play_area: list[Played] = field(default_factory=list)
    crystals: dict[str, int] = field(default_factory=lambda: {c: 0 for c in BASIC_COLORS})
    units: list[UnitCard] = field(default_factory=list)
    skills: list[str] = field(default_factory=list)
    skill_pile: list[str] = field(default_factory=list)  # face-down Skill tokens still to draw (§9.6)
    skills_flipped: list[str] = field(default_factory=list)  # once-per-Round Skills used this Round (§5.12.3)
    fame: int = 0
    fame_by_round: list[int] = field(default_factory=list)  # the Fame at the end of each Round so far
    reputation: int = 0
    level: int = 1
    position: str | None = None  # a hex key, None until the figure enters (§2.6.5)
    tactic: str | None = None
    tactic_used: bool = False  # a once-per-Round tactic was used, or the card flipped face down
    tactic_cards: list[str] = field(default_factory=list)  # Deed cards kept under Sparing Power
    set_aside: list[str] = field(default_factory=list)  # Deed cards set aside until the Round ends (Time Bending)
    searched_this_turn: bool = False  # Mana Search: once per turn
    plundered: bool = False  # a village plundered since this player's last turn began (§7.1, village card)
    puppets: list[str] = field(default_factory=list)  # defeated enemy tokens kept by Puppet Master (skill_hooks)
    next_round_hand_bonus: int = 0  # a Hand limit bonus of the Round's last turn, for the next Round's draw (LL 2.8.2)
    motivation_lock: int = 0  # own turn ends still to come before another Motivation may be used (skill_effects.py)
    skills_in_centre: list[list[str]] = field(default_factory=list)  # interactive tokens in the centre: [Skill id,
    # marks...] until this player's next turn or the Round's end (§5.12.3.2; interactive_skills.py)
    order_token_face_down: bool = False  # not attackable, next turn missed: a co-op assault or a PvP (§4.2.1)
    kept_tokens: list[str] = field(default_factory=list)  # pure mana a partial PvP defence left, for the next turn


@dataclass
class Token:
    enemy: str
    color: str
    face_up: bool


@dataclass
class MapState:
    tiles: list[list] = field(default_factory=list)  # [tile id, q, r] in placement order
    enemies: dict[str, list[Token]] = field(default_factory=dict)  # hex key -> tokens on it
    shields: dict[str, list[int]] = field(default_factory=dict)  # hex key -> seats with a Shield there
    burned: list[str] = field(default_factory=list)  # burned monasteries (hex keys)
    ruins: dict[str, list] = field(default_factory=dict)  # hex key -> [ruins token id, face up]
    cities: dict[str, int] = field(default_factory=dict)  # hex key of a revealed city -> its level
    maze_paths: dict[str, dict[str, int]] = field(default_factory=dict)  # maze/labyrinth hex -> path -> seat
    secret_sites: dict[str, str] = field(default_factory=dict)  # Dungeon Lords: hex -> dungeon | tomb (§13.7.9)
    sites_without_effect: list[str] = field(default_factory=list)  # Volkare's Camp in his scenarios (LL §4.1.3)
    face_down: dict[str, str] = field(default_factory=dict)  # a tile position's centre -> the tile dealt to it face
    # down, revealed by exploring (Volkare's Quest, LL §4.3.2)
    pursued: dict[str, int] = field(default_factory=dict)  # a space by the conquered Volkare's Camp -> the seat whose
    # Shield marks it: nobody pursues enemies there any more (LL §5.1)
    rampage: list[str] = field(default_factory=list)  # rampaging spaces Rampage! filled again (§13.6.5)


@dataclass
class Decks:
    tiles: list[str] = field(default_factory=list)
    removed_tiles: list[str] = field(default_factory=list)  # set aside at setup (§2.4.6, §6.6.4)
    enemies: dict[str, list[str]] = field(default_factory=dict)
    enemy_discards: dict[str, list[str]] = field(default_factory=dict)
    ruins: list[str] = field(default_factory=list)
    spells: list[str] = field(default_factory=list)
    advanced_actions: list[str] = field(default_factory=list)
    artifacts: list[str] = field(default_factory=list)
    regular_units: list[str] = field(default_factory=list)
    elite_units: list[str] = field(default_factory=list)
    box: list[str] = field(default_factory=list)  # Deed cards removed from the game (thrown away, §5.8.2)


@dataclass
class Offers:
    units: list[str] = field(default_factory=list)
    unit_offer_aas: list[str] = field(default_factory=list)  # monastery AAs shown in the Unit offer (§6.7)
    advanced_actions: list[str] = field(default_factory=list)
    spells: list[str] = field(default_factory=list)
    skills: list[str] = field(default_factory=list)
    hidden: list[str] = field(default_factory=list)  # offers kept face down until first needed (First Reconnaissance)


@dataclass
class Decision:
    """A choice the engine is waiting for; legal_actions offers exactly its options."""
    kind: str  # choice | mana_color | level_reward ...
    seat: int
    options: list[str] = field(default_factory=list)
    path: list[str] = field(default_factory=list)  # where the effect being resolved lives
    queue: list[list[str]] = field(default_factory=list)  # effects still to resolve after it, as paths

    def __post_init__(self) -> None:
        # legal_actions offers exactly the options: a Decision without any would leave its seat no legal action.
        # Raising here refuses the move that would open it (apply works on a copy), instead of a stuck game.
        if not self.options:
            raise ValueError(f"a {self.kind} decision for seat {self.seat + 1} without options")


@dataclass
class Foe:
    """An enemy token in the current combat (§8.3); combat/ reads its printed values from the catalogue."""
    enemy: str
    color: str
    origin: str = ""  # the hex key its token came from ("" when drawn for this combat and not placed)
    defends: bool = False  # defends a fortified site (§8.6.4); rampaging enemies that join are not (§8.2.2)
    rampaging: bool = False
    city: str | None = None  # the colour of the city it defends: the City card's bonus (§8.12.1)
    summoner: int | None = None  # a summoned monster: the index of its summoner (§8.7.2)
    half_fame: bool = False  # the random garrison of an absent opponent's keep (§8.1.1)
    fame_multiplier: int = 1  # Druid Nights: summoned by an incantation, double Fame (§13.7.8)
    defeated: bool = False
    blocked: list[bool] = field(default_factory=list)  # one per attack (§8.10 Multiple Attacks)
    dealt: list[bool] = field(default_factory=list)  # the attack's damage was assigned (§8.8)
    armor_change: int = 0  # effects and Vampiric growth; the Armor never drops below 1
    attack_change: int = 0  # effects; an Attack never drops below 0
    slowed: int = 0  # Move points spent on a Cumbersome enemy (§8.10)
    flags: list[str] = field(default_factory=list)  # skip_attack, lose_fortification, lose_resistances, ...


@dataclass
class Combat:
    """One combat (§8); it lives in the Turn until its Attack phase is over."""
    kind: str  # assault | provoke | challenge | adventure | burn | volkare | liberation | incantation | ghost (GHOST)
    site: str | None = None  # hex key of the site fought for (assault, adventure, burn)
    came_from: str | None = None  # the space an assault was made from: where a failed one withdraws to
    phase: str = "ranged_siege"  # ranged_siege | block | assign_damage | attack (§8.3)
    foes: list[Foe] = field(default_factory=list)
    attack: dict[str, int] = field(default_factory=dict)  # "range:element" -> points not yet assigned
    block: dict[str, int] = field(default_factory=dict)  # element -> points not yet assigned
    damage: list[int] = field(default_factory=list)  # [foe, attack, points left] being assigned now (§8.8)
    wounds: int = 0  # Wounds put into the hand during this combat (§8.8.7)
    knocked_out: bool = False
    resisted: list[int] = field(default_factory=list)  # Units that resisted damage: not assignable again
    paid_for: list[int] = field(default_factory=list)  # Thugs whose 2 Influence for taking damage is paid
    unit_resistances: list[list] = field(default_factory=list)  # [Unit index, element] gained by effects
    last_target: int | None = None  # the enemy the last effect on one enemy picked (Chill's second part)
    riders: list[list[str]] = field(default_factory=list)  # block effects that depend on the blocked enemy
    # ([hook name, arguments...]: combat/combat_cards.py), settled when the Block pool is assigned
    units_allowed: bool = True  # dungeons, tombs and burning a monastery: no Units (site data)
    companion: int | None = None  # a maze or labyrinth: the one Unit that came along (Lost Legion §2.1.2) ...
    maze_path: int = 0  # ... and the path paid for (2, 4 or 6 Move): it decides the reward
    night_rules: bool = False  # dungeons and tombs: Night mana rules (site data)
    fame: int = 0  # Fame gained in this combat
    joined: bool = False  # rampaging enemies were challenged into this combat already (§8.2.3)
    units_activated: int = 0  # Unit abilities used in this combat (Dueling's Fame, combat/combat_skills.py)
    cooperative: bool = False  # one participant's part of a cooperative assault: coop_assault.py settles it (§12.7)

    def rewarded(self) -> bool:
        """Defeating its enemies earns Fame and their rewards; a Ghost Attack's do not (LL §5.5.3)."""
        return self.kind != GHOST


@dataclass
class Turn:
    seat: int
    kind: str = ""  # "" (not chosen yet) | regular | rest
    move: int = 0
    influence: int = 0
    heal: int = 0
    played: int = 0  # cards played or discarded this turn (§4.4.2)
    dice_used: int = 0
    dice_allowed: int = 1
    tokens: list[str] = field(default_factory=list)  # pure mana tokens in the Play area (§5.7.1)
    modifiers: list[list] = field(default_factory=list)  # [source path, ...] of active modifiers
    moved: bool = False
    action_taken: bool = False
    hand_was_empty: bool = False  # §4.4.2 exception
    path: list[str] = field(default_factory=list)  # hexes entered this turn, for Forced Withdrawal (§9.2)
    ending_step: int = -1  # >= 0 while the End of Turn sequence runs (§9.1)
    levels_to_gain: list[int] = field(default_factory=list)
    draw_target: int | None = None  # the hand size the End of Turn draws up to, fixed before drawing (§9.7.2)
    decision: Decision | None = None
    # Interaction and Units (interaction.py, units.py). `heal` above holds the Healing points not yet spent
    # (§10.3.3: they add up over the turn).
    interaction: str | None = None  # hex key of the site of this turn's interaction, once it started (§7.2)
    unit_activated: int | None = None  # index of the Unit whose ability is resolving ("another Unit", §5.10.6)
    unit_readied: int | None = None  # the Unit an effect readied last (Energy Flow heals "that Unit")
    wounds_healed: int = 0  # Wounds healed from the hand this turn (Cure)
    units_healed: list[int] = field(default_factory=list)  # Units healed this turn (Cure)
    bent_by: str | None = None  # Time Bending: the card set aside at the end of the turn, which then draws nothing
    # Card effects beyond plain gains (resolve.py, the hooks in cards/).
    bonus: int = 0  # Concentration / Will Focus: +2 / +3 still owed to the first Move, Influence ... (§5.6) ...
    bonus_path: list[str] = field(default_factory=list)  # ... that the effect at this path gives
    move_bonus_taken: bool = False  # the card being played already got the turn's Move bonuses (Tirelessness)
    cards_discarded: int = 0  # by the discard cost being paid now (the `cards_discarded` counter)
    dice_kept: list[int] = field(default_factory=list)  # Source dice to return without a reroll (Mana Draw)
    lasting: list[list[str]] = field(default_factory=list)  # hook effects for later this turn: [hook, args...]
    combat: Combat | None = None  # the combat under way (combat/)
    skills_used: list[str] = field(default_factory=list)  # Skills used this turn (skills.py)
    mana_paid: list[str] = field(default_factory=list)  # the colours of the mana paid this turn, in order (mana.py)
    fought: bool = False  # a combat took place this turn: only one per turn (§8.2)
    wounds_received: dict[str, int] = field(default_factory=dict)  # "hand" | "discard" -> Wound cards put there
    rewards: list[list[str]] = field(default_factory=list)  # won this turn, claimed at its end (§9.5): ["site",
    # site id] (its `reward`), ["burn", site id], ["ruins", token id], ["maze", site id, path] (rewards.py)
    # Advanced Action effects that look back over the turn (advanced_actions.py).
    crystals_spent: list[str] = field(default_factory=list)  # colours of crystals paid as mana (Crystal Mastery)
    units_recruited: int = 0  # Units recruited this turn (Heroic Tale)
    units_joined: list[int] = field(default_factory=list)  # indices of the Units gained this turn (Banner of Command)
    hand_limit_bonus: int = 0  # for the next draw, from the End of Turn's card effects (Mountain Lore)
    box_revealed: str | None = None  # the Artifact Mysterious Box revealed, to the deck's bottom at the end of the turn
    attending_partly: bool = False  # a combat met outside one's turn without taking the turn: no Skills (LL §5.8)
    levelled_up: bool = False  # this End of Turn reached a new level (§9.6): Ghost Attacks check the lead (LL §5.5.3)

    def entries(self, name: str) -> list[list[str]]:
        """This turn's `lasting` entries of one kind: [name, arguments...]."""
        return [entry for entry in self.lasting if entry[0] == name]

    def remember(self, name: str, *args: object) -> None:
        """An entry for later this turn (a hook that acts at another moment), its arguments kept as text."""
        self.lasting.append([name, *(str(arg) for arg in args)])

    def start_action(self) -> None:
        """The turn's one action begins: no more moving or exploring, Move left over is lost (§4.6.4, §4.6.5)."""
        self.action_taken, self.kind, self.move = True, "regular", 0

    def untouched(self) -> bool:
        """Nothing played, moved, rested or asked yet: "before your turn" effects still fit (§4.1, §4.3)."""
        return (self.played == 0 and not self.moved and self.kind == "" and self.decision is None
                and self.ending_step < 0)


@dataclass
class CoopAssault:
    """A cooperative city assault (coop_assault.py, §12): agreed, fought and ended one participant at a time."""
    city: str  # hex key of the city assaulted
    seats: list[int]  # the participants in Round Order from the initiator (§12.6); seats[0] proposed it
    counts: list[int]  # how many defenders each participant faces, by `seats` (§12.3.2)
    stage: str = "asking"  # asking (§12.3.3) | fighting (§12.6) | ending (§12.8)
    current: int = 0  # index into `seats`: the participant asked, fighting or ending now
    dealt: list[list[Token]] = field(default_factory=list)  # the defenders dealt to each participant (§12.5)
    came_from: list[str] = field(default_factory=list)  # where each participant attacked from (§12.7.2)
    waiting: list[Turn] = field(default_factory=list)  # turns of those who fought, to be ended in order (§12.8)
    elites: list[int] = field(default_factory=list)  # General Volkare's: each participant's elite tokens (white and
    # red) of `counts` (LL §3.8); empty for a city


@dataclass
class Pvp:
    """A combat between players (§11, pvp.py). The seat acting now has its Turn in GameState.turn; the other
    one's waits in `parked` (the defender plays part or all of their next turn during the aggressor's, §11.2.2)."""
    aggressor: int
    defender: int
    space: str  # hex key of the combat
    came_from: str  # the aggressor's previous space: where a draw sends them back (§11.7.2)
    fortified: bool = False  # at a keep or mage tower: the defender is attacked with Siege only (§11.5.3)
    attend: str = ""  # "" until the defender chooses | fully | partially (§11.3)
    phase: str = "ranged_siege"  # ranged_siege | melee (§11.4) | over (a fully attending defender finishes)
    attacker: int = 0  # the seat attacking now (§11.5.1); the other one blocks
    stage: str = "attack"  # attack | block | damage: the steps of one attack (§11.5.2-5)
    attack: dict[str, int] = field(default_factory=dict)  # element -> Attack points of the attack under way
    sideways: bool = False  # a sideways card made the whole attack physical (§11.6.1)
    block: dict[str, int] = field(default_factory=dict)  # element -> Block points against it
    damage: int = 0  # damage still to assign (§11.5.5)
    passes: int = 0  # passes in succession: two end the phase (§11.5.6)
    wounds: dict[str, int] = field(default_factory=dict)  # seat -> Wounds into the hand this combat (§8.8.7)
    knocked_out: list[int] = field(default_factory=list)
    parked: Turn | None = None


@dataclass
class Dummy:
    """The Dummy player of solo and cooperative games (§13.2): a Hero's deck that sets the pace, nothing else."""
    hero: str
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    crystals: dict[str, int] = field(default_factory=lambda: {c: 0 for c in BASIC_COLORS})  # may exceed 3
    tactic: str | None = None
    skill_pile: list[str] = field(default_factory=list)  # solo: its Skills, one to the common offer per yours


@dataclass
class VolkareTurn:
    """General Volkare's turn under way (volkare_turn.py, LL §4.1.7): the card he revealed, the moves it still
    gives him, and the Hero he is fighting or has attacked."""
    card: str  # the card revealed; "" in Frenzy (LL §4.1.11)
    color: str  # the colour his moves follow (a red card in the race phase moves as blue, LL §4.1.9)
    moves_left: int  # 1 for an Action, 2 for a Spell or Frenzy
    came_from: str = ""  # the space he entered his current one from: a withdrawing Hero may not go there
    seat: int | None = None  # the Hero he is attacking now (asked, fighting, or finishing the turn taken)
    stage: str = "moving"  # moving | asking (the Hero chooses) | fighting | finishing (a fully attending Hero's
    # turn after the combat) | withdrawing (Heroes on his space choose where to go)
    attend: str = ""  # retreat | fully | partially
    attacked_by_move: list[int] = field(default_factory=list)  # Heroes met on a space he moved onto this turn
    withdrawing: list[int] = field(default_factory=list)  # Heroes still to withdraw from his space
    defenders: list[int] = field(default_factory=list)  # Heroes in the players' city still to be asked to defend it
    attack: str = ""  # the attack under way: move (he entered the Hero's space) | seek (a red card: he stays) |
    # city (he attacks the players' city, LL §4.1.10)
    army_before: int = 0  # his troops when the attack began: the tokens lost decide a city's defence
    shares: list[list[int]] = field(default_factory=list)  # a cooperative defence (LL §3.9): [seat, elite, regular]
    # of each participant, in order; the first proposed it ...
    dealt: list[list[Token]] = field(default_factory=list)  # ... the tokens dealt to each, once all agreed ...
    part: int = -1  # ... and whose part is being fought


@dataclass
class Volkare:
    """General Volkare in his own scenarios (LL §3, §4): his figure, army, deck, Tactic and mana die."""
    hero: str  # the Hero whose Basic Actions are his deck's (a Hero not in play)
    level: int
    combat_level: str  # daring | heroic | legendary (LL §4.1.1)
    race_level: str  # fair | tight | thrilling
    position: str  # the hex his figure stands on; it may be a space of the map not yet explored (LL §4.1.9)
    army: list[Token] = field(default_factory=list)  # his troops, face down until fought (LL §3.2)
    deck: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)  # face up (LL §3.4)
    tactic: str | None = None
    die: str = ""  # the face his mana die shows (LL §3.3, §4.1.7)
    marked: dict[str, str] = field(default_factory=dict)  # a marked Unit-offer slot's colour -> its Unit, "" empty
    # until the next Round (LL §4.1.4)
    plundered: bool = False  # he plundered the players' city once (LL §4.1.10)
    won: str = ""  # why the players lost to him: city | plundered_twice | defence_failed | portal (LL §4.1.15, §4.3.12)
    lost_since_turn: int = 0  # Quest: his tokens defeated since his last turn began (LL §4.3.11) ...
    slowed: bool = False  # ... enough of them: his Round Order token face down, his next turn skipped
    fought: bool = False  # a combat against him began: his level can no longer be adjusted (LL §5.2) ...
    level_proposal: int = 0  # ... a change of it proposed at a Round's end, waiting for the players' agreement
    turn: VolkareTurn | None = None
    camp: bool = False  # in his Camp for good, instead of a city (Volkare's Camp instead of a City, LL §5.1)


@dataclass
class GhostAttack:
    """Ghosts revealed against a Hero whose level ran too far ahead: they attack before that Hero's next turn in the
    Round Order (LL §5.5.3, ghost_attacks.py, ghost_fight.py)."""
    seat: int
    tokens: list[Token]  # face up, in front of the Hero
    stage: str = "waiting"  # waiting | asking (how to attend) | fighting | finishing (fully attending: the rest of
    # the turn taken now)
    attend: str = ""  # fully | partially


@dataclass
class GhostAttacks:
    """Ghost Attacks, a table option of competitive games (LL §5.5.3): the tokens waiting on the Fame track and the
    attacks revealed."""
    track: list[Token] = field(default_factory=list)  # face down on the Fame track: one brown, one red
    attacks: list[GhostAttack] = field(default_factory=list)  # one per Hero at most, in the order revealed


@dataclass
class Round:
    number: int = 1
    time: str = "day"
    phase: str = "heroes"  # heroes | tactics | turns | over
    order: list[int] = field(default_factory=list)  # seats in Round Order (top first)
    picker_order: list[int] = field(default_factory=list)  # who picks tactics, in order (§3.3)
    tactics_available: list[str] = field(default_factory=list)
    current: int = 0  # index into order
    end_announced_by: int | None = None
    last_turns: list[int] = field(default_factory=list)  # seats still owed a final turn
    scenario_end: bool = False  # the scenario's end condition was met (§3.4.3)
    pending: Decision | None = None  # a choice outside any turn (a Tactic's "when you take it")
    extra_turn_for: int | None = None  # The Right Moment: this seat plays again right away
    preparing: list[int] = field(default_factory=list)  # seats still preparing for this Round (§3.2.7)
    banners_settled: list[int] = field(default_factory=list)  # seats that chose which Banners to keep
    dummy_slot: int | None = None  # where the Dummy's turn comes in the Round Order (an index into order)
    volkare_slot: int | None = None  # where General Volkare's turn comes, the same way (LL §4.1.5)
    tactics_removed: list[str] = field(default_factory=list)  # used up for the game (Solo Conquest, §13.7.4)
    removal_choice: list[str] = field(default_factory=list)  # co-op: the players' Tactics, one to remove (§13.7.5)


@dataclass
class ScenarioState:
    """What a scenario's own rules remember across turns (scenarios.py, §13.7.7-§13.7.11)."""
    incantations: list[list[int]] = field(default_factory=list)  # Druid Nights: [seat, Round] of each incantation
    eliminated: list[int] = field(default_factory=list)  # One to Return: seats on the portal when it closed
    portal_closed: bool = False  # One to Return: the portal space is an empty plains space from now on
    gifts_due: dict[str, list[str]] = field(default_factory=dict)  # Mines Liberation: seat -> mines still to give
    secret_sites_due: list[list[str]] = field(default_factory=list)  # Dungeon Lords: [hook name, village/monastery]
    conceded: list[int] = field(default_factory=list)  # Conquer and Hold: the seats that conceded (§13.7.10)
    seals: list[list] = field(default_factory=list)  # Magic Seal: [row of the Fame track, mana colour] (LL §5.5.1)


@dataclass
class GameState:
    scenario: str
    seats: int
    rng: Rng
    players: list[Player]
    map: MapState
    decks: Decks
    offers: Offers
    source: list[Die]
    round: Round
    hero_order: list[int]  # the order in which seats chose Heroes (§2.1.2)
    turn: Turn | None = None
    dummy: Dummy | None = None
    volkare: Volkare | None = None  # General Volkare in his own scenarios (volkare.py)
    map_shape: str = "wedge"
    result: dict | None = None
    scenario_state: ScenarioState = field(default_factory=ScenarioState)
    # what the players agreed at the table: "cooperative_assault" (§12.1), "without_dummy" (§13.7.1)
    table_rules: list[str] = field(default_factory=list)
    coop_assault: CoopAssault | None = None  # a cooperative city assault under way (§12)
    pvp: Pvp | None = None  # a combat between players under way (§11, pvp.py)
    ghosts: GhostAttacks | None = None  # Ghost Attacks, where the table chose them (LL §5.5.3, ghost_attacks.py)
    chaos_shield: str = ""  # the colour Master of Chaos's shield points at, "" outside the game (changing_skills.py)
    city_level_bonus: int = 0  # the levels every city is raised by, where the table chose it (§13.6.8.1)
