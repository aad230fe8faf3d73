"""Mage Knight on the engine.core interface: the one place that routes actions to the rules.

Action notation (docs/commands.md has the player-facing list):
    hero id=tovak                     choose a Hero (§2.1.2)
    tactic id=planning                take a Tactic (§3.3)
    play card=march mode=powered mana=die:1    play a card (§5.1); mode basic|powered|sideways (as=move|...)
    play card=mysterious_box mode=revealed_basic   the played Box used as the Artifact it revealed (mysterious_box.py)
    choose option=1                   answer the decision the engine is waiting for
    move to=1-NE                      move one space (§6.3); spaces are labelled tile-position
    tunnel to=7-SE                    Dungeon Lords: through the tunnels to another conquered dungeon or tomb
    explore dir=E                     reveal a tile (§6.5)
    rest card=march wounds=1          rest (§4.7)
    plunder                           plunder the village you stand on, before your turn (§4.1)
    tactic-use [dice=0,2]             use your Tactic's effect now (The Right Moment, Long Night, Mana Search...)
    unit unit=0 ability=2 mana=...    activate a Unit (§5.10.5; units.py)
    skill id=arythea_dark_paths       use a Skill token (§5.12; skills.py)
    banner card=<banner> unit=0       assign a Banner from the hand to a Unit (§5.11.1; units.py)
    banner-use unit=0                 use the Banner on Unit 0: Courage, Fear (§5.11.1; artifacts.py)
    challenge at=7-NE                 fight adjacent rampaging enemies (§8.1.4); enter / burn: an adventure site,
                                      a monastery (§8.1.2-3); combat moves: attack, block, slow, damage,
                                      next-phase (combat/phases.py)
    recruit unit=peasants disband=0   interact with locals: recruit, heal, learn aa=..., buy spell=... mana=...,
                                      add-unit (§7; interaction.py lists them)
    attack-player seat=2              attack the Hero on your space (§11); then pvp-attack, pvp-pass, pvp-block,
                                      pvp-damage to=hero|unit:0|artifact:discard:<card>|retreat:<space>|done (pvp.py)
    announce-end                      forfeit the turn and announce the End of the Round (§4.3)
    concede                           Conquer and Hold: admit the other side has won; the game ends (§13.7.10)
    coop-assault at=5-C share=1:2,2:3 propose a cooperative city assault: seat numbers and defenders each (§12;
                                      coop_assault.py)
    end-turn                          end the turn (§4.8, §9)
"""
from __future__ import annotations

import pickle
from typing import Any

from engine.core import Action, Game, Outcome, Rng
from engine.core.game import GameOption
from engine.mageknight.cards import BOOK
from engine.mageknight import (additional_player, attendance, camp_pursuit, city_levels, coop_assault, day_night,
                               dummy, friendly, ghost_attacks, ghost_fight, interaction, magic_seal, movement, play,
                               pvp, pvp_start, rampage, rounds, skills, slowing_the_leader, solo_offers, turns, units,
                               volkare, volkare_fight, volkare_level, volkares_camp)
from engine.mageknight.combat import begin, phases, router
from engine.mageknight.combat.view import combat_view
from engine.mageknight.describe import decision_view
from engine.mageknight.hidden import sample_hidden
from engine.mageknight.geometry import notation_labels, placement_kind
from engine.mageknight.catalog import Catalog, load_catalog
from engine.mageknight.codec import decode, encode
from engine.mageknight.context import Ctx, refuse
from engine.mageknight.resolve import answer_decision
from engine.mageknight.rulebook import ACTION_DONE, Verb
from engine.mageknight.setup import create_game, wrong_seats
from engine.mageknight.state import WOUND, GameState

# The verbs content adds (the book's: Tactics' `tactic-use`, Banners' `banner-use`, Learning, a scenario's own).
CONTENT_VERBS = BOOK.verbs
COMBAT_VERBS = ("play", "unit", "skill", "challenge", *(name for name, verb in CONTENT_VERBS.items() if verb.in_combat),
                *phases.VERBS)
# The moves of a turn that each one function carries out (ctx, seat, action).
TURN_MOVES = {
    "play": play.play_card, "move": movement.move, "explore": movement.explore, "rest": turns.rest,
    "unit": units.activate, "skill": skills.use, "banner": units.assign_banner,  # §5.10-12
    "challenge": begin.challenge, "enter": begin.enter,  # §8.1
    "tunnel": movement.tunnel,  # Dungeon Lords (§13.7.9)
    pvp.ATTACK_PLAYER: pvp.attack_player,  # §11.1
    coop_assault.VERB: coop_assault.propose,  # §12
    magic_seal.VERB: magic_seal.break_seal,  # Lost Legion §5.5.1
    camp_pursuit.VERB: camp_pursuit.pursue,  # Lost Legion §5.1
    **{name: verb.act for name, verb in CONTENT_VERBS.items()},
}
# The actions a turn lists, in this order (self-play and the tests depend on it): a rules function (ctx, seat), or
# the name of a verb content adds, whose legal actions come there; a content verb named nowhere comes last, before
# announcing the End of the Round and ending the turn. The book says whether a verb is a move in or out of combat.
TURN_ACTIONS = (play.legal_plays, movement.legal_moves, movement.legal_explores, turns.legal_rests, "tactic-use",
                turns.legal_plunders, units.legal_activations, interaction.legal_interactions,  # §5.10, §7
                units.legal_banner_assignments, skills.legal_uses, "banner-use",  # §5.11.1, §5.12
                begin.legal_challenges, begin.legal_entries, camp_pursuit.legal_pursuits,  # §8.1, LL §5.1
                "liberate", "learning",  # §13.7: a scenario's own actions; §5.7
                coop_assault.legal_proposals, pvp.legal_attacks, rounds.legal_concessions,  # §12, §11.1, §13.7.10
                magic_seal.legal_breaks)  # Lost Legion §5.5.1
# §8: cards, Units, Skills and the combat's own moves; nothing else until it ends.
COMBAT_ACTIONS = (play.legal_plays, units.legal_activations, skills.legal_uses, "banner-use", router.legal_moves,
                  "learning")
# Every verb and the keys it takes, in the order the notation writes them (legal_actions writes them so); Game.normalise
# refuses any other verb or key before a rule runs, so a typed key no rule reads can never reach the record.
VERB_KEYS: dict[str, tuple[str, ...]] = {
    "hero": ("id",), "tactic": ("id",), "choose": ("option",),  # §2.1.2, §3.3, any open decision
    "play": ("card", "mode", "mana", "as", "unit"),  # unit=: the Mysterious Box as a Banner (mysterious_box.py)
    "move": ("to",), "tunnel": ("to",), "explore": ("dir",), "rest": ("card", "wounds"), "plunder": (),
    "unit": ("unit", "offer", "ability", "mana"), "skill": ("id", "mana"), "banner": ("card", "unit"),
    "challenge": ("at",), "enter": ("path", "unit", "mana"), "burn": (),  # §8.1
    "attack": ("targets",), "block": ("enemy", "attack"), "slow": ("enemy", "attack"),  # §8 (combat/phases.py)
    "convert": ("from", "to", "range", "element", "points"), "damage": ("enemy", "attack", "to"), "next-phase": (),
    pvp.ATTACK_PLAYER: ("seat",), "pvp-attack": (), "pvp-pass": (), "pvp-block": (), "pvp-damage": ("to",),  # §11
    interaction.START: (), "recruit": ("unit", "disband", "mana", "color", "discount"), "heal": (),  # §7
    "learn": ("aa",), "buy": ("spell", "mana", "item"), "add-unit": (),
    coop_assault.VERB: ("at", "share"),  # §12
    magic_seal.VERB: ("mana",),  # Lost Legion §5.5.1
    camp_pursuit.VERB: ("enemies",),  # Lost Legion §5.1
    "announce-end": (), "end-turn": (), rounds.CONCEDE: (),  # conceding: §13.7.10
    **{name: verb.keys for name, verb in CONTENT_VERBS.items()},  # tactic-use, banner-use, learning, liberate ...
}
TURN_ENDED = "turn_ended"  # the event of a turn whose End of Turn is done (turns.continue_end_of_turn)
END_OF_TURN_CHOICES_MAX = 50  # next_up's bound: an End of Turn asks far fewer questions
PLACE_KEYS = ("to", "at")  # keys whose values are space labels (move, tunnel, challenge, coop-assault)
# The Round's parts before and after the turns, as a refusal names them (§3.2-3.3).
ROUND_PHASE_WORDS = {"heroes": ("Heroes are being chosen", "Helden werden gewählt"),
                     "prepare": ("the Round is being prepared", "die Runde wird vorbereitet"),
                     "tactics": ("Tactics are being chosen", "Taktiken werden gewählt"),
                     "over": ("the game is over", "das Spiel ist vorbei")}
PVP_FINISHING_VERBS = ("play", "unit", "skill", "end-turn")  # §11.3.1: special and healing effects, End of Turn


class MageKnight(Game[GameState]):
    id = "mageknight"
    title = "Mage Knight"
    min_seats = 1
    max_seats = 5  # the Additional Player's competitive games (LL §5.3); a scenario's own counts: seat_counts
    verbs = VERB_KEYS

    def __init__(self, catalog: Catalog):
        self.catalog = catalog
        self.options = (GameOption("scenario", tuple(catalog.scenarios), "first_reconnaissance",
                                   "the scenario of the Scenario Book"),
                        GameOption(coop_assault.RULE, ("no", "yes"), "no",
                                   "cooperative city assaults in a competitive scenario, all players agreeing "
                                   "(§12.1); cooperative scenarios always have them"),
                        GameOption(dummy.OPTION, ("yes", "no"), "yes",
                                   "the Dummy player where the scenario makes it optional (First Reconnaissance "
                                   "solo, §13.7.1); no: play one Hero without pressure"),
                        GameOption(volkare.COMBAT_LEVEL, volkare.COMBAT_LEVELS, volkare.DEFAULT_COMBAT_LEVEL,
                                   "General Volkare's scenarios: how hard the fights against him and the city are "
                                   "(Lost Legion §4.1.1)"),
                        GameOption(volkare.RACE_LEVEL, volkare.RACE_LEVELS, volkare.DEFAULT_RACE_LEVEL,
                                   "General Volkare's scenarios: how fast he presses on (Lost Legion §4.1.1)"),
                        GameOption(slowing_the_leader.ENVY_AND_PITY, slowing_the_leader.CHOICES, "no",
                                   "competitive games: at each Day's end the leader takes a Wound, at each Night's end "
                                   "the last sheds one; intensive: both every Round (Lost Legion §5.5.2)"),
                        GameOption(magic_seal.OPTION, magic_seal.CHOICES, "no",
                                   "competitive games: mana tokens seal rows of the Fame track until someone pays "
                                   "their colour (Lost Legion §5.5.1)"),
                        GameOption(ghost_attacks.OPTION, ghost_attacks.CHOICES, "no",
                                   "competitive games: a Hero whose level runs too far ahead is attacked by a brown "
                                   "monster, a red Draconum or both before their next turn (Lost Legion §5.5.3)"),
                        GameOption(volkare_level.OPTION, ("no", "yes"), "no",
                                   "General Volkare's scenarios: at each Round's end, until he was fought, the players "
                                   "may agree to change his level (Lost Legion §5.2)"),
                        GameOption(solo_offers.OPTION, ("no", "yes"), "no",
                                   "solo: at each Round's end the middle card of one or both offers may leave too "
                                   "(Lost Legion §5.4)"),
                        GameOption(volkares_camp.OPTION, volkares_camp.CHOICES, "no",
                                   "General Volkare's Camp instead of a city: among all Core tiles (shuffled), under "
                                   "them (bottom) or among the city tiles (among_cities) (Lost Legion §5.1)"),
                        GameOption(additional_player.OPTION, ("no", "yes"), "no",
                                   "one Hero more than the scenario seats: 5 competing, 4 cooperating (Lost Legion "
                                   "§5.3)"),
                        GameOption(friendly.SPELLS, ("no", "yes"), "no",
                                   "the friendly game: the Spells that affect other players leave the deck (§13.6.4)"),
                        GameOption(friendly.SKILLS, ("no", "yes"), "no",
                                   "the friendly game: the Skills that affect other players leave the Heroes' piles "
                                   "(§13.6.4)"),
                        GameOption(friendly.MANA, ("no", "yes"), "no",
                                   "the friendly game: by Day a gold die stands for no colour another die of the "
                                   "Source shows, and no effect rerolls or sets it while another is there (§13.6.4)"),
                        GameOption(friendly.NO_PVP, ("no", "yes"), "no",
                                   "the friendly game: no combat between players; a move ending on another Hero's "
                                   "space brings Forced Withdrawal (§13.6.4)"),
                        GameOption(rampage.OPTION, rampage.CHOICES, "no",
                                   "Rampage!: the Heroes start at Reputation -2 and defeated rampaging enemies may "
                                   "come back at each Day's and Night's end, Reputation +1 each; more: -4, and they "
                                   "always come back (§13.6.5)"),
                        GameOption(city_levels.OPTION, city_levels.CHOICES, "0",
                                   "higher city levels: every city revealed that many levels higher, 11 at most "
                                   "(§13.6.8.1)"),
                        GameOption(day_night.OPTION, day_night.CHOICES, day_night.STANDARD,
                                   "the Rounds' times: Day first, then in turn (standard); a Night first "
                                   "(night_arrival); Days until two mana dice show black at a Day's end, then Nights "
                                   "(darkness_is_coming) (§13.6.3)"))

    def resolve_options(self, given: dict[str, str]) -> dict[str, str]:
        resolved = super().resolve_options(given)
        scenario = self.catalog.scenarios[resolved["scenario"]]
        if resolved[dummy.OPTION] == "no" and not dummy.optional_in(scenario):
            raise refuse(f"{scenario.name.en} cannot be played without its Dummy player (dummy=no); only the First "
                         "Reconnaissance solo game may leave it out.",
                         f"{scenario.name.de} kann nicht ohne Dummy-Spieler gespielt werden (dummy=no); nur das "
                         "Solospiel der Ersten Erkundungen darf ihn weglassen.", "13.7.1")
        volkare.check_levels(self.catalog, scenario.id, resolved[volkare.COMBAT_LEVEL], resolved[volkare.RACE_LEVEL])
        slowing_the_leader.check(self.catalog, scenario.id, resolved[slowing_the_leader.ENVY_AND_PITY])
        solo_offers.check(self.catalog, scenario.id, resolved[solo_offers.OPTION])
        volkare_level.check(self.catalog, scenario.id, resolved[volkare_level.OPTION])
        magic_seal.check(self.catalog, scenario.id, resolved[magic_seal.OPTION])
        volkares_camp.check(self.catalog, scenario.id, resolved[volkares_camp.OPTION])
        day_night.check(self.catalog, scenario.id, resolved[day_night.OPTION])
        friendly.check(self.catalog, scenario.id, resolved[friendly.SPELLS], resolved[friendly.NO_PVP])
        city_levels.check(self.catalog, scenario.id, resolved[city_levels.OPTION])
        ghost_attacks.check(self.catalog, scenario.id, resolved[ghost_attacks.OPTION])
        additional_player.check(self.catalog, scenario.id, resolved[additional_player.OPTION],
                                resolved[volkares_camp.OPTION])
        if not self.seat_counts(resolved):  # a solo variant and the Additional Player, the one pair that seats nobody
            raise refuse("Controlling the Card Offers is played alone and the Additional Player by more: no table "
                         "seats both.", "Die Kartenangebote steuern spielt man allein, den zusätzlichen Spieler zu "
                         "mehreren: beides zugleich geht an keinem Tisch.", "LL 5")
        return resolved

    def seat_counts(self, options: dict[str, str]) -> tuple[int, ...]:
        """The scenario's counts of players; with the Additional Player one more (LL §5.3); with a solo variant one
        (LL §5.4), so none with both."""
        scenario = self.catalog.scenarios[options["scenario"]]
        counts = tuple(scenario.players)
        if options.get(additional_player.OPTION) == "yes":
            counts = additional_player.seat_counts(scenario)
        if options.get(solo_offers.OPTION) == "yes":
            counts = tuple(n for n in counts if n == 1)
        return counts

    def create(self, options: dict[str, str], seats: int, seed: int) -> GameState:
        additional = options.get(additional_player.OPTION) == "yes"
        counts = self.seat_counts(options)
        if seats not in counts:
            raise wrong_seats(self.catalog.scenarios[options["scenario"]], counts, seats,
                              "LL 5.3" if additional else "13.7")
        times = options.get(day_night.OPTION, day_night.STANDARD)
        state = create_game(self.catalog, options["scenario"], seats, seed, options.get(volkares_camp.OPTION, "no"),
                            day_night.first_time(times),
                            friendly.removed_spells(self.catalog, options.get(friendly.SPELLS, "no")))
        day_night.first_source(self.catalog, state.rng, state.source, times)
        if times == day_night.DARKNESS:
            state.table_rules.append(day_night.DARKNESS)
        state.table_rules += [rule for rule in (friendly.SKILLS, friendly.NO_PVP, friendly.MANA)
                              if options.get(rule) == "yes"]
        rampage.set_up(Ctx(self.catalog, state, rules=BOOK), options.get(rampage.OPTION, "no"))
        state.city_level_bonus = int(options.get(city_levels.OPTION, "0"))
        if additional:
            state.table_rules.append(additional_player.RULE)
        if options.get(coop_assault.RULE) == "yes":
            state.table_rules.append(coop_assault.RULE)
        if options.get(dummy.OPTION) == "no":
            state.table_rules.append(dummy.LEFT_OUT)
        if options.get(solo_offers.OPTION) == "yes":
            state.table_rules.append(solo_offers.RULE)
        if options.get(volkare_level.OPTION) == "yes":
            state.table_rules.append(volkare_level.OPTION)
        magic_seal.place(Ctx(self.catalog, state, rules=BOOK), options.get(magic_seal.OPTION, "no"))
        if options.get(ghost_attacks.OPTION) == "yes":
            ghost_attacks.place(Ctx(self.catalog, state, rules=BOOK))
        if options.get(slowing_the_leader.ENVY_AND_PITY, "no") != "no":
            state.table_rules.append(slowing_the_leader.RULES[options[slowing_the_leader.ENVY_AND_PITY]])
        if volkare.table(self.catalog, state.scenario) is not None:
            volkare.create(Ctx(self.catalog, state, rules=BOOK),
                           options.get(volkare.COMBAT_LEVEL, volkare.DEFAULT_COMBAT_LEVEL),
                           options.get(volkare.RACE_LEVEL, volkare.DEFAULT_RACE_LEVEL))
        return state

    def normalise(self, action: Action) -> Action:
        """Also a space typed with the German compass ("move to=A-NO") in the notation ("A-NE"), so the record
        reads the same whoever typed it."""
        action = super().normalise(action)
        return Action(action.verb, tuple((key, notation_labels(value) if key in PLACE_KEYS else value)
                                         for key, value in action.args))

    # --- who decides, and what may they do ------------------------------------------------------

    def to_act(self, state: GameState) -> frozenset[int]:
        phase = state.round.phase
        if phase == "heroes":
            ctx = Ctx(self.catalog, state, rules=BOOK)
            return frozenset({rounds.hero_to_choose(ctx)})
        if phase == "prepare":
            return frozenset({state.round.pending.seat})
        if phase == "tactics":
            pending = state.round.pending
            return frozenset({pending.seat}) if pending else frozenset(state.round.picker_order[:1])
        if phase == "turns" and state.turn is not None:
            decision = state.turn.decision
            return frozenset({decision.seat if decision else state.turn.seat})
        return frozenset()

    def handed_to(self, before: GameState, outcome: Outcome, seat: int) -> frozenset[int]:
        """Who is told it is their turn after a move by `seat`: the next player as soon as a turn ends, even while
        its player still answers the End of Turn's choices (§9.1), and not again when those are answered; the
        mover only once their own End of Turn is done (solo, The Right Moment); whoever takes over a choice (a
        Hero, a Tactic, a question to another player), and the first player when a Round's turns begin."""
        after = outcome.state
        if self.is_over(after):
            return frozenset()
        if _ending(after, seat):
            upcoming = frozenset() if _ending(before, seat) else self.next_up(after)
            return frozenset() if seat in upcoming else upcoming
        to_act = self.to_act(after)
        if _ending(before, seat):  # the End of Turn is done; another player was told when it began
            return to_act if seat in to_act else frozenset()
        turn_ended = any(event.kind == TURN_ENDED for event in outcome.events)
        if turn_ended or to_act != self.to_act(before) or after.round.phase != before.round.phase:
            return to_act
        return frozenset()

    def next_up(self, state: GameState) -> frozenset[int]:
        """Who acts once the End of Turn under way is done: played out on a copy, each of its choices answered
        with the first option, since no answer there changes who comes next (§9.1); else who acts now."""
        for _ in range(END_OF_TURN_CHOICES_MAX):
            seat = state.turn.seat if state.turn is not None else None
            if seat is None or not _ending(state, seat) or seat not in self.to_act(state):
                break
            state = self.apply(state, seat, self.legal_actions(state, seat)[0]).state
        return self.to_act(state)

    def legal_actions(self, state: GameState, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        ctx = Ctx(self.catalog, state, rules=BOOK)
        phase = state.round.phase
        if phase == "heroes":
            taken = {p.hero for p in state.players}
            return [Action.of("hero", id=h) for h in self.catalog.heroes if h not in taken]
        if phase in ("prepare", "tactics"):
            if state.round.pending is not None:
                return [Action.of("choose", option=o) for o in state.round.pending.options]
            return [Action.of("tactic", id=t) for t in state.round.tactics_available]
        turn = state.turn
        if turn.decision is not None:
            return [Action.of("choose", option=o) for o in turn.decision.options]
        if pvp.fighting(ctx):  # §11: Attack and Block cards and Unit abilities, the combat's own moves (pvp.py)
            return play.legal_plays(ctx, seat) + units.legal_activations(ctx, seat) + pvp.legal_moves(ctx, seat)
        if _finishing(ctx):  # §11.3.1, LL §3.6: after the combat, the turn taken now
            return (play.legal_plays(ctx, seat) + units.legal_activations(ctx, seat) + skills.legal_uses(ctx, seat)
                    + [Action.of("end-turn")])
        if turn.combat is not None:
            return _listed(ctx, seat, COMBAT_LEGAL)
        actions = _listed(ctx, seat, TURN_LEGAL)
        if turns.may_announce_end(ctx, seat):
            actions.append(Action.of("announce-end"))
        # §11.1.4: a movement ended on another Hero forces the attack; §4.4.2: a hand of only Wounds rests first
        if not pvp.targets(ctx, seat) and not turns.must_rest(ctx, seat):
            actions.append(Action.of("end-turn"))
        return actions

    # --- applying an action ---------------------------------------------------------------------

    def apply(self, state: GameState, seat: int, action: Action) -> Outcome:
        if seat not in self.to_act(state):
            raise refuse("It is not your decision now.", "Du bist gerade nicht an der Reihe.", "3.4")
        action = self.normalise(action)  # an unknown verb or key is refused before any rule looks at it
        new = pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))  # apply never mutates its input
        ctx = Ctx(self.catalog, new, rules=BOOK)
        self._dispatch(ctx, seat, action)
        phases.dismiss_summoned(ctx)  # a summoned monster whose attack is over leaves the combat at once (§8.7.7)
        decision = ctx.rules.react(ACTION_DONE, ctx)  # Mana Enhancement, once the action that spent mana is done
        if decision is not None:
            ctx.state.turn.decision = decision
        coop_assault.proceed(ctx)  # a cooperative assault's next fight, once one is over (§12.6)
        volkare_fight.proceed(ctx)  # General Volkare's turn goes on once his combat is over (LL §3.6)
        ghost_fight.proceed(ctx)  # the Hero's turn, once the ghosts' combat is over (LL §5.5.3)
        units.return_borrowed(ctx)  # Call to Arms' Unit of the offer, once its ability is carried out
        return Outcome(new, tuple(ctx.events))

    def _dispatch(self, ctx: Ctx, seat: int, action: Action) -> None:
        phase, verb = ctx.state.round.phase, action.verb
        if phase == "heroes" and verb == "hero":
            rounds.choose_hero(ctx, seat, action.get("id") or "")
            return
        if phase in ("prepare", "tactics") and ctx.state.round.pending is not None:
            pending = ctx.state.round.pending
            if verb != "choose" or action.get("option") not in pending.options:
                raise refuse("First answer the open choice: " + ", ".join(pending.options) + ".",
                             "Beantworte zuerst die offene Wahl: " + ", ".join(pending.options) + ".", "3.2")
            answer = rounds.answer_preparation if phase == "prepare" else rounds.answer_tactic_choice
            answer(ctx, seat, action.get("option"))
            return
        if phase == "tactics" and verb == "tactic":
            rounds.choose_tactic(ctx, seat, action.get("id") or "")
            return
        if phase != "turns":
            en, de = ROUND_PHASE_WORDS.get(phase, (phase, phase))
            raise refuse(f"That is not possible now ({en}).", f"Das geht jetzt nicht ({de}).", "3")
        turn = ctx.state.turn
        if turn.decision is not None:
            self._answer(ctx, seat, action)
            return
        self._check_pvp_verb(ctx, verb)
        if turn.combat is not None and verb not in COMBAT_VERBS:
            raise refuse("That is not possible during a combat.", "Das geht während eines Kampfes nicht.",
                         "8.3")
        if turn.combat is None and (verb in phases.VERBS or verb in CONTENT_VERBS
                                    and not CONTENT_VERBS[verb].out_of_combat):
            raise refuse("There is no combat under way.", "Es läuft kein Kampf.", "8.3")
        if verb in TURN_MOVES:
            TURN_MOVES[verb](ctx, seat, action)
        elif verb in phases.VERBS:
            router.dispatch(ctx, seat, action)
        elif verb in pvp.VERBS:
            pvp.dispatch(ctx, seat, action)
        elif verb in interaction.VERBS:  # §7
            interaction.interact(ctx, seat, action)
        elif verb == "burn":
            begin.burn(ctx, seat)
        elif verb == "plunder":
            turns.plunder(ctx, seat)
        elif verb == "announce-end":
            if not turns.may_announce_end(ctx, seat):
                raise refuse("You may announce the End of the Round only at the start of your turn, with an empty "
                             "Deed deck.", "Das Rundenende darfst du nur zu Zugbeginn mit leerem Handlungsdeck "
                             "ansagen.", "4.3")
            rounds.announce_end_of_round(ctx, seat)
        elif verb == rounds.CONCEDE:
            rounds.concede(ctx, seat)
        elif verb == "end-turn":
            if pvp.targets(ctx, seat):
                raise refuse("Your movement ended on another Hero's space: you must attack them.",
                             "Deine Bewegung endet auf dem Feld eines anderen Helden: du musst ihn angreifen.",
                             "11.1.4")
            if turns.must_rest(ctx, seat):
                raise refuse("A turn must play or discard at least one card, and Wounds are not discarded at its "
                             "end: with only Wounds in hand, rest (Slow Recovery) first.",
                             "Ein Zug muss mindestens eine Karte spielen oder abwerfen, und Verletzungen werden am "
                             "Zugende nicht abgeworfen: mit nur Verletzungen auf der Hand raste zuerst (langsame "
                             "Erholung).", "4.4.2")
            if turns.end_turn(ctx, seat):
                self._turn_over(ctx)
        else:
            raise refuse(f"Unknown action `{verb}`.", f"Unbekannte Aktion `{verb}`.")

    @staticmethod
    def _check_pvp_verb(ctx: Ctx, verb: str) -> None:
        """During a combat between players only its own moves and cards; afterwards, a fully attending defender's
        special and healing effects and the End of Turn (§11.2.3, §11.3.1)."""
        if pvp.fighting(ctx) and verb not in ("play", "unit", *pvp.VERBS):
            raise refuse("That is not possible during a combat between players.",
                         "Das geht während eines Kampfes zwischen Spielern nicht.", "11.2.3")
        if _finishing(ctx) and verb not in PVP_FINISHING_VERBS:
            raise refuse("After the combat you may play special and healing effects, then end the turn.",
                         "Nach dem Kampf darfst du Spezial- und Heileffekte spielen, dann beende den Zug.", "11.3.1")
        if verb in pvp.VERBS and not pvp.fighting(ctx):
            raise refuse("There is no combat between players under way.", "Es läuft kein Kampf zwischen Spielern.",
                         "11.4")

    @staticmethod
    def _turn_over(ctx: Ctx) -> None:
        """A turn's End of Turn is done: back to the aggressor after a fully attending defender's (§11.3.1), to
        General Volkare's turn or the Hero's own after a turn taken against him or the ghosts, else the next turn."""
        if not (pvp.defender_turn_ended(ctx) or volkare_fight.turn_ended(ctx) or ghost_fight.turn_ended(ctx)):
            coop_assault.turn_ended(ctx)  # the next participant of a cooperative assault, or the next turn

    def _answer(self, ctx: Ctx, seat: int, action: Action) -> None:
        decision = ctx.state.turn.decision
        option = action.get("option")
        if option == attendance.FULLY and attendance.PARTIALLY in decision.options and option not in decision.options:
            raise attendance.fully_refused(ctx, seat)  # LL §3.6: the reason, not only the choices left
        if action.verb != "choose" or option not in decision.options:
            raise refuse("First answer the open choice: " + ", ".join(decision.options) + ".",
                         "Beantworte zuerst die offene Wahl: " + ", ".join(decision.options) + ".", "5.6")
        if decision.kind in ctx.rules.turn_answers:  # a Tactic's choice (Midnight Meditation, Sparing Power)
            ctx.rules.turn_answers[decision.kind](ctx, seat, option)
        elif decision.kind == pvp_start.ATTEND:
            pvp.answer_attend(ctx, seat, option)
        elif decision.kind in volkare_fight.KINDS:
            volkare_fight.answer(ctx, seat, option)
        elif decision.kind in ghost_fight.KINDS:
            ghost_fight.answer(ctx, seat, option)
        elif turns.asks_in_end_of_turn(ctx, decision):
            if turns.answer_end_of_turn(ctx, seat, option):
                self._turn_over(ctx)
        elif decision.kind == coop_assault.AGREE:
            coop_assault.answer(ctx, seat, option)
        else:
            answer_decision(ctx, seat, option)

    # --- views and the record -------------------------------------------------------------------

    def view(self, state: GameState, seat: int | None) -> dict[str, Any]:
        """Everything public, plus `seat`'s own hand; never deck order or face-down tokens (§5.13)."""
        ctx = Ctx(self.catalog, state, rules=BOOK)
        players = []
        for p in state.players:
            players.append({
                "seat": p.seat, "hero": p.hero, "fame": p.fame, "reputation": p.reputation, "level": p.level,
                "position": p.position, "crystals": dict(p.crystals), "units": [u.unit for u in p.units],
                "skills": list(p.skills), "skills_in_centre": [list(entry) for entry in p.skills_in_centre],
                "tactic": p.tactic, "hand_size": len(p.hand), "deck_size": len(p.deck),
                "discard_size": len(p.discard), "play_area": [c.card for c in p.play_area],
                # The discard pile lies face up (§1.2): its Wounds are public; the hand's are not.
                "wounds_in_discard": p.discard.count(WOUND),
                "hand": list(p.hand) if p.seat == seat else None, "order_token_face_down": p.order_token_face_down,
                # For the pictures: Units' state outside combat, and the Hand limit with keep/city bonuses.
                "unit_cards": [{"unit": u.unit, "ready": u.ready, "wounded": u.wounded} for u in p.units],
                "hand_limit": turns.hand_limit(ctx, p.seat) if p.hero else None})
        enemies = {key: [t.enemy if t.face_up else f"?{t.color}" for t in tokens]
                   for key, tokens in state.map.enemies.items()}
        turn = state.turn
        return {
            "scenario": state.scenario, "round": state.round.number, "rounds": rounds.round_limit(ctx),
            "time": state.round.time,
            "phase": state.round.phase, "order": list(state.round.order), "players": players,
            "tiles": [list(t) for t in state.map.tiles], "enemies": enemies,
            "source": [d.color for d in state.source], "offers": self._visible_offers(state),
            "tiles_left": len(state.decks.tiles) + len(state.map.face_down),
            "turn": None if turn is None else {"seat": turn.seat, "move": turn.move, "influence": turn.influence,
                                               "tokens": list(turn.tokens), "box_revealed": turn.box_revealed},
            "combat": combat_view(ctx), "pvp": pvp.view(ctx),
            "decision": self._decision_view(ctx, seat),
            # where the seat to move may step now, with terrain, Move cost and traps: the panel's words for moves
            "move_targets": movement.move_targets(ctx, seat) if turn is not None and turn.seat == seat else {},
            "dummy": None if state.dummy is None else {
                "hero": state.dummy.hero, "deck_size": len(state.dummy.deck), "discard": list(state.dummy.discard),
                "crystals": dict(state.dummy.crystals), "tactic": state.dummy.tactic,
                "slot": state.round.dummy_slot},
            "volkare": volkare.view(ctx),
            "seals": [list(seal) for seal in state.scenario_state.seals],  # Magic Seal (Lost Legion §5.5.1)
            "ghosts": ghost_attacks.view(ctx),  # Ghost Attacks (Lost Legion §5.5.3)
            "result": state.result, "coop_assault": coop_assault.view(state),
            **self._visible_map(ctx),
        }

    def sample_hidden(self, state: GameState, seat: int, rng: Rng) -> GameState:
        """A copy with everything `seat` cannot know drawn afresh from what it may know (hidden.py)."""
        return sample_hidden(self.catalog, state, seat, rng)

    @staticmethod
    def _decision_view(ctx: Ctx, seat: int | None) -> dict[str, Any] | None:
        """The choice `seat` must make now, with words for its options; only its owner sees it (the options may
        name cards from the hand or the deck)."""
        state = ctx.state
        decision = state.turn.decision if state.turn is not None and state.turn.decision else state.round.pending
        if decision is None or seat is None or decision.seat != seat:
            return None
        return decision_view(ctx, decision)

    @staticmethod
    def _visible_map(ctx: Ctx) -> dict[str, Any]:
        """What lies on the map besides tiles and enemies, and where the next tile may go (its back is public)."""
        board = ctx.state.map
        return {
            "map_shape": ctx.state.map_shape, "next_tile": movement.next_tile_kind(ctx),
            "next_tile_from_box": movement.tiles_from_box(ctx),
            "shields": {key: list(seats) for key, seats in board.shields.items()}, "burned": list(board.burned),
            "ruins": {key: token if face_up else None for key, (token, face_up) in board.ruins.items()},
            "cities": dict(board.cities), "secret_sites": dict(board.secret_sites),
            # tiles dealt face down (Volkare's Quest): only their backs, countryside or core (§2.4)
            "face_down": {key: placement_kind(ctx.catalog.tiles[tile].kind) for key, tile in board.face_down.items()},
        }

    @staticmethod
    def _visible_offers(state: GameState) -> dict[str, Any]:
        """Offers still face down (First Reconnaissance) show only how many cards they hold."""
        offers = encode(state.offers)
        for name in state.offers.hidden:
            offers[name] = [None] * len(offers[name])
        return offers

    def is_over(self, state: GameState) -> bool:
        return state.round.phase == "over"

    def result(self, state: GameState) -> dict[str, Any] | None:
        return state.result

    def dump(self, state: GameState) -> dict[str, Any]:
        return encode(state)

    def load(self, data: dict[str, Any]) -> GameState:
        return decode(GameState, data)

    def summary(self, state: GameState, locale: str = "en") -> str:
        german = locale.startswith("de")
        time = ("Tag" if state.round.time == "day" else "Nacht") if german else state.round.time.capitalize()
        heroes = ", ".join(f"{self.catalog.heroes[p.hero].name.en if p.hero else '?'} {p.fame}"
                           for p in state.players)
        label = "Ruhm" if german else "Fame"
        if state.round.phase == "over":
            return ("Spiel vorbei. " if german else "Game over. ") + f"{label}: {heroes}"
        waiting = ", ".join(str(s + 1) for s in sorted(self.to_act(state)))
        round_word = "Runde" if german else "Round"
        return f"{round_word} {state.round.number} ({time}), {state.round.phase}. {label}: {heroes}. → {waiting}"


def _legal_sources(sources: tuple, in_combat: bool) -> tuple:
    """The functions that list the legal actions, in their order: `sources` (a rules function, or a content verb's
    name), then the content verbs named nowhere; each content verb only where the book makes it a move (in or out of
    combat). Worked out once: the book is filled before this module is."""
    verbs = BOOK.verbs
    named = {verbs[source] for source in sources if isinstance(source, str) and source in verbs}
    listed = []
    for source in (*sources, *(verb for verb in dict.fromkeys(verbs.values()) if verb not in named)):
        if isinstance(source, str):
            source = verbs.get(source)
            if source is None:
                continue
        if isinstance(source, Verb):
            if not (source.in_combat if in_combat else source.out_of_combat):
                continue
            source = source.legal
        listed.append(source)
    return tuple(listed)


TURN_LEGAL = _legal_sources(TURN_ACTIONS, in_combat=False)
COMBAT_LEGAL = _legal_sources(COMBAT_ACTIONS, in_combat=True)


def _listed(ctx: Ctx, seat: int, sources: tuple) -> list[Action]:
    actions: list[Action] = []
    for legal in sources:
        actions += legal(ctx, seat)
    return actions


def _finishing(ctx: Ctx) -> bool:
    """A combat met outside one's turn is over and the fully attending Hero plays the rest of the turn taken now:
    special and healing effects, then its End (§11.3.1, LL §3.6, §5.5.3)."""
    return pvp.finishing(ctx) or volkare_fight.finishing(ctx) or ghost_fight.finishing(ctx)


def _ending(state: GameState, seat: int) -> bool:
    """`seat`'s turn is in its End of Turn (§9.1), its player still to answer a choice there."""
    return state.round.phase == "turns" and state.turn is not None and state.turn.seat == seat \
        and state.turn.ending_step >= 0


GAME = MageKnight(load_catalog(known_hooks=BOOK.known_hooks))
