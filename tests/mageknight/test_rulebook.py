"""The Rulebook (engine/mageknight/rulebook.py): the moments and amounts the rules declare, and the book the content
modules fill in one explicit order (engine/mageknight/cards/__init__.py)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.mageknight import rulebook
from engine.mageknight.cards import BOOK, PARTS
from engine.mageknight.rulebook import Amount, Moment, Part, Rulebook, fill

DECLARED = {value for value in vars(rulebook).values() if isinstance(value, (Moment, Amount))}


def named(functions) -> list[str]:
    return [f"{function.__module__.rsplit('.', 1)[1]}.{function.__name__}" for function in functions]


def test_every_moment_and_amount_names_its_rule_section():
    assert DECLARED
    assert [item.name for item in DECLARED if not re.fullmatch(r"(LL )?§\d+(\.\d+)*( .*)?", item.section)] == []


def test_content_reacts_only_to_declared_moments_and_changes_only_declared_amounts():
    assert set(BOOK.reactions) <= DECLARED and set(BOOK.adjusters) <= DECLARED


def test_every_part_is_in_the_book_once_in_the_listed_order():
    assert BOOK.parts == [part.name for part in PARTS]
    assert len(set(BOOK.parts)) == len(BOOK.parts)


def test_reactions_run_in_the_order_of_the_parts():
    """Within one moment, a reaction of an earlier part runs first (e.g. Cure's card before the Golden Grail's)."""
    order = {name: index for index, name in enumerate(BOOK.parts)}
    module_part = {"combat_cards": "combat_cards"}
    for moment, reactions in BOOK.reactions.items():
        parts = [module_part.get(name.split(".")[0], name.split(".")[0]) for name in named(reactions)]
        ranks = [order.get(part, len(order)) for part in parts]
        assert ranks == sorted(ranks), moment.name


def test_wounds_healed_reaches_cure_before_the_golden_grail():
    assert named(BOOK.reactions[rulebook.WOUNDS_HEALED]) == ["spells.wounds_healed",
                                                            "artifacts.wounds_healed_from_hand"]


def test_a_reaction_that_decides_stops_the_round_and_is_returned():
    moment = Moment("a planted moment", "§4.1", decides=True)
    calls = []
    part = Part("planted")
    part.reacts(moment)(lambda ctx: calls.append("first"))
    part.reacts(moment)(lambda ctx: "a decision")
    part.reacts(moment)(lambda ctx: calls.append("never"))
    book = fill(Rulebook(), [part])
    assert book.react(moment, None) == "a decision" and calls == ["first"]


def test_amounts_pass_through_each_adjuster_in_order():
    amount = Amount("a planted amount", "§5.1")
    part = Part("planted")
    part.adjusts(amount)(lambda ctx, value: value + 1)
    part.adjusts(amount)(lambda ctx, value: value * 10)
    assert fill(Rulebook(), [part]).adjust(amount, None, 2) == 30


def test_two_parts_cannot_claim_the_same_hook_or_answer():
    first, second = Part("first"), Part("second")
    first.hook("same")(lambda *args: None)
    second.hook("same")(lambda *args: None)
    with pytest.raises(ValueError, match="second: already in the book: \\['same'\\]"):
        fill(Rulebook(), [first, second])


def test_an_empty_book_refuses_rather_than_skipping_every_card():
    with pytest.raises(LookupError, match="empty"):
        Rulebook().react(rulebook.WOUNDS_TAKEN, None, 0, 1)


def test_docs_list_every_moment_and_amount():
    """docs/architecture.md, "The moments and amounts", keeps the list true."""
    text = (Path(__file__).resolve().parents[2] / "docs" / "architecture.md").read_text()
    names = [name for name, value in vars(rulebook).items() if isinstance(value, (Moment, Amount))]
    assert [name for name in names if f"`{name}`" not in text] == []
