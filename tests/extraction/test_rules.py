"""The rule file's schema: the packaged rules fit it, and a rule that does not is named."""

from __future__ import annotations

import copy
import json
from importlib import resources

import pytest

from kgbuild.errors import RulesError
from kgbuild.extraction.rules import check_rules, load_rules


def packaged() -> dict:
    return json.loads(resources.files("kgbuild.data").joinpath("rules.json").read_text("utf-8"))


def test_the_packaged_rules_fit_the_schema():
    check_rules(packaged())
    assert load_rules().ids()


def with_change(kind: str, index: int, change) -> dict:
    raw = copy.deepcopy(packaged())
    change(raw[kind][index])
    return raw


@pytest.mark.parametrize(("raw", "message"), [
    (with_change("noun_rules", 0, lambda r: r.update(cue=["wife"])), "unknown key 'cue'"),
    (with_change("verb_rules", 0, lambda r: r.update(relation="married_to")), "unknown relation 'married_to'"),
    (with_change("verb_rules", 0, lambda r: r.update(confidence="high")), "confidence is str"),
    (with_change("verb_rules", 0, lambda r: r.update(confidence=1.5)), "is not in (0, 1]"),
    (with_change("verb_rules", 0, lambda r: r.update(lemmas=["sue", 3])), "lemmas must list strings"),
    (with_change("noun_rules", 0, lambda r: r.update(direction="sideways")), "direction 'sideways' is not one of"),
    (with_change("birth_rules", 0, lambda r: r.pop("preps")), "missing preps"),
    (with_change("noun_predicate_rules", 0, lambda r: r.update(former="gone")), "unknown key 'former'"),
])
def test_a_rule_that_does_not_fit_is_an_error_naming_its_id(raw, message):
    kinds = ("noun_rules", "verb_rules", "noun_predicate_rules", "birth_rules")
    changed = next(r for k in kinds for old, r in zip(packaged()[k], raw[k]) if old != r)
    with pytest.raises(RulesError) as info:
        check_rules(raw)
    assert f"rule {changed['id']!r}" in str(info.value) and message in str(info.value), str(info.value)


def test_an_unknown_kind_of_rule_is_an_error():
    raw = {**packaged(), "adverb_rules": []}
    with pytest.raises(RulesError, match="unknown kind of rule 'adverb_rules'"):
        check_rules(raw)


def test_an_unknown_work_rule_is_an_error_naming_it():
    raw = copy.deepcopy(packaged())
    raw["work_rules"][0]["id"] = "work.hums_along"
    with pytest.raises(RulesError, match=r"rule 'work.hums_along' \(work_rules\): unknown kind of work rule"):
        check_rules(raw)


def test_an_id_used_twice_is_an_error():
    raw = copy.deepcopy(packaged())
    raw["verb_rules"][1]["id"] = raw["verb_rules"][0]["id"]
    with pytest.raises(RulesError, match="the id is used twice"):
        check_rules(raw)


def test_comments_are_allowed_anywhere():
    raw = with_change("verb_rules", 0, lambda r: r.update(_comment="a note"))
    check_rules(raw)


def test_no_list_glue_entry_holds_a_comma_after_a_word():
    # the tokenizer splits "shows," into "shows" and ",": such an entry could never match a token
    assert not [w for w in packaged()["list_glue"] if len(w) > 1 and w.endswith(",")]


def test_given_names_of_either_sex_are_names_without_a_gender():
    from kgbuild.extraction.lexicon import lexicon

    lex = lexicon()
    # names given since the 1990 census lists, and names given to both sexes, are given names ...
    assert {"liam", "khloe", "theo", "kai", "jordan", "taylor"} <= lex.given_names
    # ... with no gender prior; the census's one-sex names keep theirs
    assert not {"jordan", "taylor", "kai"} & (lex.female_names | lex.male_names)
    assert "mary" in lex.female_names and "james" in lex.male_names
    # ... and a name given since to one sex (a hundred times more often) is that sex's
    assert "khloe" in lex.female_names and "liam" in lex.male_names
    # words that are more often a place or a thing are not names
    assert not {"paris", "london", "unknown", "princess"} & lex.given_names
