"""The secret scan sees every kind of leak: one planted leak per kind of hidden information and per way out.

Each test plants exactly one leak into an otherwise harmless output and checks the scan names it (and that the
same output without the leak passes), so a scan that went blind would fail here. The whole games in
test_mageknight_games.py are the clean games that pass it.
"""
import copy
import json

import pytest

from cogs.mageknight import PICTURES
from console.fakediscord import SentMessage
from engine.core import Action
from engine.core.record import Record
from engine.mageknight.game import GAME
from engine.mageknight.cards.scouts import PEEK
from engine.mageknight.state import GameState, GhostAttack, GhostAttacks, Played, Token
from tests.discord.helpers import contents, public
from tests.discord.mk_driver import CHANNEL, heroes_chosen
from tests.discord.secret_scan import (PictureLog, Secrets, hidden_instances, scan_autocomplete, scan_message,
                                       scan_messages)

SEED = 7
EN = GAME.catalog


def _game(scenario: str, heroes: list[str]) -> GameState:
    state = GAME.create(GAME.resolve_options({"scenario": scenario}), len(heroes), SEED)
    for seat, hero in enumerate(heroes):
        state = GAME.apply(state, seat, Action.of("hero", id=hero)).state
    return state


@pytest.fixture(scope="module")
def duel() -> GameState:
    """First Reconnaissance, Tovak (seat 0) and Goldyx (seat 1): its Spell and AA offers still face down."""
    return _game("first_reconnaissance", ["tovak", "goldyx"])


@pytest.fixture(scope="module")
def solo() -> GameState:
    """Solo Conquest with Tovak and the Dummy."""
    return _game("solo_conquest", ["tovak"])


def _name(ident: str) -> str:
    for section in (EN.cards, EN.enemies, EN.tiles, EN.ruins_tokens):
        if ident in section:
            return section[ident].name.en
    raise KeyError(ident)


def _message(content: str = "", ephemeral: bool = False, custom_id: str = "arb:1:panel",
             files: list[tuple[str, bytes]] | None = None) -> SentMessage:
    button = {"type": 2, "style": 2, "label": "Open your panel", "custom_id": custom_id}
    return SentMessage(id=1, channel_id=CHANNEL, content=content, embeds=[],
                       components=[{"type": 1, "components": [button]}], files=files or [], ephemeral=ephemeral,
                       allowed_mentions=None, interaction_token=None, how="response")


def _public_leaks(state: GameState, content: str, **kwargs) -> list[str]:
    return scan_message(_message(content, **kwargs), Secrets(state, state, SEED), None)


def _reports(leaks: list[str], *words: str) -> bool:
    return any(all(word in leak for word in words) for leak in leaks)


def test_a_clean_public_line_passes(duel):
    assert _public_leaks(duel, "**ann** · Tovak takes the Tactic Early Bird.") == []


def test_a_hand_card_in_a_public_line(duel):
    card = duel.players[0].hand[0]
    assert _reports(_public_leaks(duel, f"ann is holding {_name(card)}."), repr(card), "hand")


def test_the_order_of_a_deck(duel):
    top = [_name(card) for card in duel.players[1].deck[:3]]
    assert _reports(_public_leaks(duel, f"bob will draw {', '.join(top)}"), "seat 1's deck")


def test_the_order_of_a_deck_whose_cards_lie_face_up_elsewhere(duel):
    """Each of the names is face up in ann's discard pile, in another order: the order on one line is still
    bob's deck's."""
    state = copy.deepcopy(duel)
    top = state.players[1].deck[:3]
    assert top[::-1] != top
    state.players[0].discard.extend(reversed(top))
    line = f"bob will draw {', '.join(_name(card) for card in top)}"
    assert _reports(_public_leaks(state, line), "shows seat 1's deck (deck)")
    assert not _reports(_public_leaks(state, line), "named")  # no name more often than it lies face up


def test_a_hand_listed_to_its_owner_may_begin_like_another_seats_deck(duel):
    state = copy.deepcopy(duel)
    state.players[0].hand = state.players[1].deck[:3] + state.players[0].hand[3:]
    panel = _message(f"Hand: {', '.join(_name(card) for card in state.players[0].hand)}", ephemeral=True)
    assert scan_messages([panel], Secrets(state, state, SEED), lambda message: 0) == []
    assert _reports(scan_messages([panel], Secrets(state, state, SEED), lambda message: 1), "seat 1's deck")


def test_another_seats_whole_hand_whose_cards_lie_face_up_elsewhere(duel):
    """Each card of bob's hand lies face up with ann, some in her discard pile, some in her Play area."""
    state = copy.deepcopy(duel)
    hand = state.players[1].hand
    state.players[0].discard.extend(hand[::2])
    state.players[0].play_area.extend(Played(card, "sideways") for card in hand[1::2])
    line = f"bob holds {', '.join(_name(card) for card in reversed(hand))}"
    assert _reports(_public_leaks(state, line), "shows seat 1's hand (hand)")
    assert scan_messages([_message(line, ephemeral=True)], Secrets(state, state, SEED), lambda message: 1) == []


def test_the_next_tile(duel):
    assert _reports(_public_leaks(duel, f"Next: {_name(duel.decks.tiles[0])}"), "the tile stack #0")


def test_a_face_down_enemy(duel):
    state = copy.deepcopy(duel)
    state.map.enemies["0,0"] = [Token("orc_summoners", "brown", face_up=False)]
    assert _reports(_public_leaks(state, "Beware of the Orc Summoners on A!"), "face-down token #0 on 0,0")


def test_a_face_down_enemy_scouted_is_told_to_its_scout_only(duel):
    """Lost Legion §2.2.5: the Scouts' look is its player's alone."""
    state = GAME.apply(duel, 1, Action.parse("tactic id=great_start")).state
    state = GAME.apply(state, 0, Action.parse("tactic id=early_bird")).state
    state.map.enemies["0,0"] = [Token("orc_summoners", "brown", face_up=False)]
    state.turn.remember(PEEK, 1, "orc_summoners", "at", "0,0")
    look = _message("You see Orc Summoners on A.", ephemeral=True)
    secrets = Secrets(state, state, SEED)
    assert scan_messages([look], secrets, lambda message: state.turn.seat) == []
    assert _reports(scan_messages([look], secrets, lambda message: 1 - state.turn.seat), "face-down token #0 on 0,0")


def test_a_face_down_ghost_on_the_fame_track(duel):
    """Lost Legion §5.5.3: the brown and red tokens waiting on the Fame track are face down; revealed in front of a
    Hero, they are public."""
    state = copy.deepcopy(duel)
    state.ghosts = GhostAttacks(track=[Token("minotaur", "brown", face_up=False)])
    line = "The Minotaur waits on the Fame track."
    assert _reports(_public_leaks(state, line), "the face-down brown ghost on the Fame track")
    state.ghosts = GhostAttacks(attacks=[GhostAttack(0, [Token("minotaur", "brown", face_up=True)])])
    assert _public_leaks(state, line) == []


def test_a_face_down_ruins_token(duel):
    state = copy.deepcopy(duel)
    token = state.decks.ruins.pop()
    state.map.ruins["0,0"] = [token, False]
    assert _reports(_public_leaks(state, f"The ruins hold {_name(token)}"), "face-down ruins token on 0,0")


def test_a_card_of_an_offer_still_face_down(duel):
    hidden = duel.offers.spells[0]
    assert "spells" in duel.offers.hidden
    assert _reports(_public_leaks(duel, f"Spells on offer: {_name(hidden)}"), "the face-down spells offer")


@pytest.mark.parametrize("deck, kind", [("spells", "the Spell deck #0"),
                                        ("advanced_actions", "the Advanced Action deck #0"),
                                        ("artifacts", "the Artifact deck #0")])
def test_the_top_of_the_spell_aa_and_artifact_decks(duel, deck, kind):
    top = getattr(duel.decks, deck)[0]
    assert _reports(_public_leaks(duel, f"Coming up: {_name(top)}"), kind)


def test_the_dummys_deck(solo):
    top = solo.dummy.deck[0]
    assert _reports(_public_leaks(solo, f"The Dummy flips {_name(top)} next"), "dummy_deck", "the Dummy's deck #0")


def test_a_face_down_round_order_token_hides_nothing(duel):
    """§4.2.1, §11.3.1, §12.4: the token is flipped in everyone's sight; that it is face down is public (the
    engine's public view says so) and names no hidden instance, so saying it is no leak."""
    state = copy.deepcopy(duel)
    state.players[1].order_token_face_down = True
    assert _public_leaks(state, "bob's Round Order token is face down: bob misses the next turn.") == []
    assert Secrets(state, state, SEED).data_leaks(GAME.view(state, None), None, "the public view") == []


def test_the_seed_while_the_game_runs(duel):
    assert _reports(_public_leaks(duel, f"This table was dealt with seed {SEED}."), "the seed 7")
    big = Secrets(duel, duel, 987_654_321)
    assert _reports(big.text_leaks("shuffled by 987654321", None, "a line"), "the seed 987654321")


def test_the_rng_state(duel):
    assert _reports(_public_leaks(duel, f"debug: {duel.rng.state}"), "the RNG state")


async def test_a_public_picture_drawn_from_a_seats_view(duel, monkeypatch):
    secrets = Secrets(duel, duel, SEED)
    for view, leaks in [(GAME.view(duel, 0), True), (GAME.view(duel, None), False)]:
        drawings = PictureLog().install(monkeypatch)
        drawn = await PICTURES.draw("map_png", "map.png", view, EN)
        leaked = scan_message(_message(files=[("map.png", drawn.fp.read())]), secrets, None, drawings)
        assert _reports(leaked, "map.png (public)", "seat 0's hand") is leaks
        assert _reports(leaked, "map.png (public) was drawn from is not the view of everyone") is leaks


def test_a_mid_game_export_with_the_seed(duel):
    record = Record(GAME.id, {"scenario": "first_reconnaissance"}, 2, SEED,
                    [(0, "hero id=tovak"), (1, "hero id=goldyx")], ["ann", "bob"])
    export = _message("Your record (2 actions).", ephemeral=True,
                      files=[("mageknight.json", record.to_json().encode())])
    assert _reports(scan_message(export, Secrets(duel, duel, SEED), 0), "the seed 7", "mageknight.json")
    finished = copy.deepcopy(duel)
    finished.round.phase = "over"
    assert scan_message(export, Secrets(finished, finished, SEED), 0) == []


def test_a_mid_game_export_naming_a_secret_card_choice(duel):
    """The record's `choose option=threaten` was `choose option=(a card)` in its public line."""
    record = Record(GAME.id, {}, 2, SEED, [(0, "end-turn"), (0, "choose option=threaten")], ["ann", "bob"])
    data = json.loads(record.to_json())
    del data["seed"]
    export = _message(ephemeral=True, files=[("mageknight.json", json.dumps(data).encode())])
    assert _reports(scan_message(export, Secrets(duel, duel, SEED), 1), "shows `choose option=threaten`")


def test_a_mid_game_export_showing_a_secret_card_choice_as_its_public_line_did(duel):
    """An export whose hidden choice is already in its public form (`choose option=(a card)`) hides it: clean; the
    same export planted with the real choice is caught."""
    def export(actions):
        data = json.loads(Record(GAME.id, {}, 2, SEED, actions, ["ann", "bob"]).to_json())
        del data["seed"]
        return _message(ephemeral=True, files=[("mageknight.json", json.dumps(data).encode())])
    hidden = [(0, "end-turn"), (0, "choose option=(a card)"), (1, "choose option=(eine Karte)")]
    assert scan_message(export(hidden), Secrets(duel, duel, SEED), 1) == []
    planted = [(0, "end-turn"), (0, "choose option=(a card)"), (0, "choose option=rage")]
    assert _reports(scan_message(export(planted), Secrets(duel, duel, SEED), 1), "shows `choose option=rage`")
    garbled = [(0, "choose option=(rage)")]
    assert _reports(scan_message(export(garbled), Secrets(duel, duel, SEED), 1), "shows `choose option=(rage)`")


def test_an_export_holding_a_hidden_pile(duel):
    state_dump = {"format": 1, "players": [{"deck": list(duel.players[0].deck)}]}
    export = _message(ephemeral=True, files=[("dump.json", json.dumps(state_dump).encode())])
    assert _reports(scan_message(export, Secrets(duel, duel, SEED), 1), "shows seat 0's deck")


def test_an_autocomplete_answer_naming_another_seats_hand_card(duel):
    card = next(c for c in duel.players[0].hand if c not in duel.players[1].hand + duel.players[1].deck)
    answer = [{"name": f"Play · {_name(card)} · basic", "value": f"play card={card} mode=basic"}]
    secrets = Secrets(duel, duel, SEED)
    assert _reports(scan_autocomplete(answer, secrets, 1), "autocomplete answer to seat 1", "seat 0's hand")
    assert scan_autocomplete(answer, secrets, 0) == []  # ann's own card, to ann


def test_a_custom_id_encoding_a_hidden_card(duel):
    top = duel.decks.artifacts[0]
    leaked = _public_leaks(duel, "Open your panel", custom_id=f"arb:1:peek:{CHANNEL}:{top}")
    assert _reports(leaked, "custom ids of a public message", "the Artifact deck #0")


def test_a_private_hand_sent_to_the_wrong_user(duel):
    hand = ", ".join(_name(card) for card in duel.players[0].hand)
    panel = _message(f"Your hand: {hand}", ephemeral=True)
    secrets = Secrets(duel, duel, SEED)
    assert scan_messages([panel], secrets, lambda message: 0) == []
    assert _reports(scan_messages([panel], secrets, lambda message: 1), "private (to seat 1)", "seat 0's hand")


def test_a_second_march_face_up_does_not_hide_the_first(solo):
    """Instances, not names: one March is in the Play area, the other still in the hand."""
    state = copy.deepcopy(solo)
    hand, deck = state.players[0].hand, state.players[0].deck
    while hand.count("march") < 2:  # whatever the deal, Tovak holds both Marches (one changes place with the deck)
        other = next(i for i, card in enumerate(hand) if card != "march")
        hand[other], deck[deck.index("march")] = "march", hand[other]
    hand.remove("march")
    state.players[0].play_area.append(Played("march", "basic"))
    assert _public_leaks(state, "solo plays March (`play card=march mode=basic`).") == []
    leaked = _public_leaks(state, "solo plays March and keeps another March for later.")
    assert _reports(leaked, "'march' named 2x", "1 visible to everyone", "seat 0's hand")


def test_every_kind_of_hidden_information_is_listed(duel, solo):
    state = copy.deepcopy(duel)
    state.map.enemies["0,0"] = [Token("orc_summoners", "brown", face_up=False)]
    state.map.ruins["0,0"] = [state.decks.ruins[0], False]
    kinds = {h.kind for h in hidden_instances(state) + hidden_instances(solo)}
    assert kinds >= {"hand", "deck", "tiles", "enemy", "ruins", "hidden_offer", "spells", "advanced_actions",
                     "artifacts", "units", "skill_pile", "dummy_deck"}


async def test_the_real_bot_hands_out_no_secret_at_the_first_turn(mk, monkeypatch):
    """The hero and tactic moves, both panels, pictures and the looks of /mk through the real bot."""
    drawings = PictureLog().install(monkeypatch)
    users = await heroes_chosen(mk)
    before = (await mk.bot.tables.status(CHANNEL)).state  # the table's LoadedTable takes each new state
    drawings.forget()  # the map posted at the start, drawn from the view of its time (scanned in test_handoffs)
    for user in users.values():
        for look in ("/mk turn", "/mk hand", "/mk map", "/mk offers", "/mk status"):
            await mk.slash(user, look, channel_id=CHANNEL)
    await mk.slash(users[0], "/mk end-turn", channel_id=CHANNEL)
    after = await mk.bot.tables.status(CHANNEL)
    secrets = Secrets(before, after.state, after.row.seed)

    def reader_of(message: SentMessage) -> int | None:
        return next((seat for seat, user in users.items() if mk.visible_to(user, [message])), None)
    assert scan_messages(mk.fake.traffic.messages, secrets, reader_of, drawings, mk.is_public) == []


async def test_an_undone_card_choice_is_named_as_its_own_line_named_it(mk):
    """Undo posts the move taken back; a card chosen (Rethink's, Preparation's) stays "a card" there too."""
    users = await heroes_chosen(mk)
    await mk.slash(users[0], "/mk end-turn", channel_id=CHANNEL)
    chosen = await mk.slash(users[0], "/mk choose option:choose option=threaten", channel_id=CHANNEL)
    assert "**ann** · Tovak chooses a card." in contents(public(chosen))
    undone = await mk.slash(users[0], "/game undo", channel_id=CHANNEL)
    assert "ann takes back: **ann** · Tovak chooses a card." in contents(public(undone))
    assert "threaten" not in contents(public(undone)).lower() and "Drohen" not in contents(public(undone))


async def test_a_mid_game_export_through_the_bot_keeps_the_seed_secret(mk):
    """Whatever /game export answers a player while a game runs whose seed nobody chose (not an open game)."""
    users = {0: mk.user("ann"), 1: mk.user("bob")}
    await mk.slash(users[0], "/game new game:mageknight scenario:first_reconnaissance seats:2", channel_id=CHANNEL)
    await mk.slash(users[1], "/game join", channel_id=CHANNEL)
    await mk.slash(users[0], "/game start", channel_id=CHANNEL)
    for _ in range(4):  # the Heroes and the Tactics: each a first legal move of whoever is to act
        loaded = await mk.bot.tables.status(CHANNEL)
        game = mk.bot.tables.game_of(loaded.row)
        (seat,) = game.to_act(loaded.state)
        move = game.legal_actions(loaded.state, seat)[0]
        await mk.slash(users[seat], f"/game act action:{move}", channel_id=CHANNEL)
    loaded = await mk.bot.tables.status(CHANNEL)
    assert loaded.row.status == "playing" and len(loaded.actions) == 4
    answered = await mk.slash(users[1], "/game export", channel_id=CHANNEL)
    assert answered and scan_messages(answered, Secrets(loaded.state, loaded.state, loaded.row.seed),
                                      lambda message: 1) == []
