"""Stage 5, the relation rules: the rule set read from ``data/rules.json``, checked against its
schema, and the :class:`Found` record a matcher makes of a rule that fired.

The matchers of :mod:`kgbuild.extraction.matchers` apply the rules to one sentence (run in order
by :class:`~kgbuild.extraction.matching.SentenceMatcher`). Four kinds of rule, each read from
data and each with an id kept in the evidence:

- noun rules: a relational noun links its *owner* to the person it *names*
  ("his wife Greta", "Rolf's daughter Juniper", "the daughter of X and Y",
  "parents to daughters A and B", "her sisters A and B");
- verb rules: a verb links its subject to its object ("X sued Y", "Y was sued by X",
  "X filed a lawsuit against Y", "X and Y married in 2012", "X stars in Y");
- noun-predicate rules: a noun with a preposition ("X's lawsuit against Y",
  "the star of Y");
- work rules: a title next to a role noun ("the Night Ward star"), a show owned by
  people ("their cable reality show The Ostranders"), "a film starring X / directed by X".

A rule never fires on a negated or denied predicate ("are not married", "denied they
were dating"); a hedged one ("rumoured to be engaged") gets a low confidence that the
default threshold drops.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from ..errors import RulesError
from ..relations import relations

DISABLE_ENV = "KGBUILD_DISABLE_RULES"  # rule ids to switch off (ablation), comma-separated



@dataclass(frozen=True, slots=True)
class Found:
    """A relation found in a sentence, between article entity ids."""

    head: int
    relation: str
    tail: int
    rule: str
    confidence: float


@dataclass(frozen=True)
class RuleSet:
    version: int
    former_modifiers: frozenset[str]
    noun_rules: tuple[dict[str, Any], ...]
    verb_rules: tuple[dict[str, Any], ...]
    noun_predicate_rules: tuple[dict[str, Any], ...]
    work_rules: dict[str, dict[str, Any]]
    birth_rules: tuple[dict[str, Any], ...]
    digest: str
    list_glue: frozenset[str] = frozenset()
    role_slots: dict[str, Any] | None = None  # the titles a role cue lists (kgbuild.extraction.titles)
    child_verbs: frozenset[str] = frozenset()  # "welcomed twins", "shares Ivy with X"
    co_parent_verbs: frozenset[str] = frozenset()  # of those, the verbs that need "with" the other parent
    lawsuit_frames: dict[str, Any] | None = None  # who a suit names (kgbuild.extraction.matchers.lawsuits)

    def couple_nouns(self) -> frozenset[str]:
        """The nouns that name a spouse or a partner ("wife", "ex-husband", "boyfriend")."""
        return frozenset(c.lower() for r in self.noun_rules if r["relation"] in {"spouse", "former_spouse", "partner"}
                         for c in r["cues"])

    def ids(self) -> list[str]:
        groups = (self.noun_rules, self.verb_rules, self.noun_predicate_rules, self.birth_rules)
        slot = [r["id"] for r in (self.role_slots, self.lawsuit_frames) if r]
        return [r["id"] for g in groups for r in g] + list(self.work_rules) + slot

    def without(self, disabled: frozenset[str]) -> "RuleSet":
        def keep(rules):
            return tuple(r for r in rules if r["id"] not in disabled)

        return RuleSet(
            self.version,
            self.former_modifiers,
            keep(self.noun_rules),
            keep(self.verb_rules),
            keep(self.noun_predicate_rules),
            {k: v for k, v in self.work_rules.items() if k not in disabled},
            keep(self.birth_rules),
            self.digest + ("-" + ",".join(sorted(disabled)) if disabled else ""),
            self.list_glue,
            None if self.role_slots and self.role_slots["id"] in disabled else self.role_slots,
            self.child_verbs,
            self.co_parent_verbs,
            None if self.lawsuit_frames and self.lawsuit_frames["id"] in disabled else self.lawsuit_frames,
        )


# -- the schema: every kind of rule, its keys (required, then optional) and their types --------

_NUMBER = (int, float)
_COMMON_REQUIRED = {"id": str, "relation": str, "confidence": _NUMBER}
_KINDS: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {
    "noun_rules": ({"cues": list, "direction": str}, {"former": str, "parents_pair": str, "possessed_only": list,
                                                      "parting_verbs": list}),
    "verb_rules": ({"lemmas": list}, {"preps": list, "tail_preps": list, "pair_subject": bool, "objects": list,
                                      "objects_are_tail": bool, "with_objects": list, "tail_type": str,
                                      "list_preps": list, "character_preps": list, "ended_relation": str,
                                      "ended_adverbs": list, "pending_governors": list, "pending_relation": str,
                                      "named_work_only": bool, "work_noun_object": bool, "title_lemmas": list, "object_holds_role": bool, "object_is_head": bool, "as_part_tails": bool, "unstarted_words": list, "no_named_object": bool,
                                      "cast_only": bool, "intransitive": bool, "not_preps": list, "not_relative": bool, "active_only": bool, "parting": bool, "unless_words": list,
                                      "placings": list, "audience_nouns": list, "particle": str}),
    "noun_predicate_rules": ({"nouns": list, "tail_preps": list}, {"tail_type": str, "head": str,
                                                                   "requires_compound": dict,
                                                                   "named_work_nouns": list,
                                                                   "pending_governors": list,
                                                                   "pending_relation": str,
                                                                   "pending_modifiers": list,
                                                                   "ended_governors": list,
                                                                   "ended_phrases": list,
                                                                   "ended_modifiers": list,
                                                                   "ended_relation": str,
                                                                   "costar_tail_preps": list,
                                                                   "parting": bool, "unless_words": list}),
    "work_rules": ({}, {"verbs": list, "lemmas": list, "nouns": list, "cast_nouns": list, "cast_preps": list,
                        "preps": list, "character_verbs": list, "character_nouns": list, "taking_verbs": list,
                        "part_nouns": list, "bare_verbs": list, "inverted_verbs": list, "contest_verbs": list,
                        "passive_cast_verbs": list, "contest_nouns": list, "contest_prizes": list,
                        "contest_rounds": list, "current_words": list, "praise_words": list,
                        "story_cues": list, "role_titles": list, "named_work_lemmas": list,
                        "off_list_words": list, "staff_words": list, "other_stories": list,
                        "cast_titles": list, "fellow_titles": list,
                        "character_endings": list, "not_characters": list, "show_titles": list,
                        "judge_modifiers": list, "trade_modifiers": list, "not_played_parts": list, "as_verbs": list,
                        "appearance_nouns": list,
                        "scene_nouns": list, "recruiting_verbs": list, "headline_cues": list,
                        "contest_cues": list, "contest_signals": list, "led_by_verbs": list,
                        "owned_nouns": list, "documentary_verbs": list, "nonfiction_words": list,
                        "not_entrant_jobs": list, "off_words": list, "including_verbs": list,
                        "partnering_verbs": list}),
    "birth_rules": ({"lemmas": list, "preps": list}, {"parents_pair": str}),
}
_TOP_LEVEL = {"version": int, "_comment": str, "former_modifiers": list, "list_glue": list, "role_slots": dict,
              "child_verbs": list, "co_parent_verbs": list, "lawsuit_frames": dict}
# the role-slot rule: its word lists (all required) besides the common keys
_ROLE_SLOT_LISTS = ("verbs", "nouns", "fame_nouns", "preps", "fame_preps", "describers", "genre_nouns", "glue",
                    "costar_preps", "part_nouns", "place_verbs", "return_verbs", "of_nouns", "for_nouns", "to_nouns",
                    "list_verbs", "credit_holding_verbs", "works_nouns", "screen_work_words", "known_words", "character_verbs", "passive_verbs", "award_verbs", "award_preps",
                    "category_words", "music_words", "object_verbs", "part_object_verbs", "leave_verbs", "removal_verbs", "event_nouns",
                    "member_nouns", "collective_nouns", "not_cast_nouns", "job_verbs", "song_or_show_nouns", "recognition_verbs", "played_not_parts",
                    "figurative_role_words", "credit_nouns", "credit_order_words", "quoted_work_nouns")
_LAWSUIT_LISTS = ("suit_nouns", "naming_verbs", "defendant_nouns", "versus", "court_words", "defendant_verbs",
                  "filing_verbs", "served_verbs", "court_verbs", "representative_nouns", "alleging_verbs",
                  "seeking_verbs", "plaintiff_nouns", "damages_nouns", "company_nouns", "plaintiff_verbs", "subject_nouns",
                  "official_nouns", "aside_modifiers", "aside_verbs", "disputing_verbs", "firm_or_person_nouns")
_CHOICES = {"direction": {"owner-named", "named-owner"}, "tail_type": {"WORK"}, "head": {"owner"}}
_RELATION_KEYS = ("relation", "former", "parents_pair", "pending_relation", "ended_relation")
# work rules are looked up by id by the work matchers (kgbuild.extraction.matchers): each id is a kind
WORK_RULE_IDS = frozenset({"work.role_compound", "work.billed", "work.owner_show", "work.starring", "work.directed_by",
                           "work.cast_list", "work.cast_by", "work.played_by", "work.as_character",
                           "work.part_of_work", "work.article_role",
                           "work.credit", "work.career_list", "work.name_lines", "work.opposite",
                           "work.reviewed_part", "work.possessor", "work.line_up_entrant", "work.part_went_to"})


def check_rules(raw: Any, source: str = "rules.json") -> None:
    """Check a rule file's data against the schema above; the first problem raises.

    Unknown keys, kinds and relations are errors that name the rule id (a misspelt key would
    otherwise be ignored and its rule silently do something else), as are missing keys, values
    of the wrong type and repeated ids.

    >>> check_rules({"version": 1, "verb_rules": [{"id": "v.x", "relation": "sued", "lemmas": ["sue"],
    ...                                            "confidence": 0.9, "prep": ["by"]}]})
    Traceback (most recent call last):
    ...
    kgbuild.errors.RulesError: rules.json: rule 'v.x' (verb_rules): unknown key 'prep'; known: ...
    """
    if not isinstance(raw, dict):
        raise RulesError(f"{source}: not a JSON object")
    for key, value in raw.items():
        if key in _KINDS:
            if not isinstance(value, list):
                raise RulesError(f"{source}: {key} is {type(value).__name__}, not a list of rules")
        elif key not in _TOP_LEVEL:
            raise RulesError(f"{source}: unknown kind of rule {key!r}; known: {', '.join([*_KINDS, *_TOP_LEVEL])}")
        elif not isinstance(value, _TOP_LEVEL[key]):
            raise RulesError(f"{source}: {key} is {type(value).__name__}, not {_TOP_LEVEL[key].__name__}")
    declared = relations()
    if "role_slots" in raw:
        _check_word_rule(raw["role_slots"], "role_slots", _ROLE_SLOT_LISTS, source, declared)
    if "lawsuit_frames" in raw:
        _check_word_rule(raw["lawsuit_frames"], "lawsuit_frames", _LAWSUIT_LISTS, source, declared)
    seen: set[str] = set()
    for kind, (required, optional) in _KINDS.items():
        for i, rule in enumerate(raw.get(kind, ())):
            name = repr(rule.get("id")) if isinstance(rule, dict) and isinstance(rule.get("id"), str) else f"#{i + 1}"
            where = f"{source}: rule {name} ({kind})"
            if not isinstance(rule, dict):
                raise RulesError(f"{where}: not a JSON object")
            wanted = {**_COMMON_REQUIRED, **required}
            known = {**wanted, **optional}
            for key, value in rule.items():
                if key.startswith("_"):
                    continue  # comments: "_comment"
                if key not in known:
                    raise RulesError(f"{where}: unknown key {key!r}; known: {', '.join(known)}")
                if not isinstance(value, known[key]) or (known[key] is _NUMBER and isinstance(value, bool)):
                    raise RulesError(f"{where}: {key} is {type(value).__name__} {value!r}")
                if known[key] is list and not all(isinstance(v, str) for v in value):
                    raise RulesError(f"{where}: {key} must list strings")
                if key in _CHOICES and value not in _CHOICES[key]:
                    raise RulesError(f"{where}: {key} {value!r} is not one of {', '.join(sorted(_CHOICES[key]))}")
                if key in _RELATION_KEYS and value not in declared:
                    raise RulesError(f"{where}: unknown relation {value!r} in {key}; declared: {', '.join(declared)}")
            missing = [k for k in wanted if k not in rule]
            if missing:
                raise RulesError(f"{where}: missing {', '.join(missing)}")
            if not 0 < rule["confidence"] <= 1:
                raise RulesError(f"{where}: confidence {rule['confidence']} is not in (0, 1]")
            if kind == "work_rules" and rule["id"] not in WORK_RULE_IDS:
                raise RulesError(f"{where}: unknown kind of work rule; known: {', '.join(sorted(WORK_RULE_IDS))}")
            if rule["id"] in seen:
                raise RulesError(f"{where}: the id is used twice")
            seen.add(rule["id"])


def _check_word_rule(rule: Any, kind: str, lists: tuple[str, ...], source: str, declared) -> None:
    """A rule made of word lists (``role_slots``, ``lawsuit_frames``): every list present."""
    if not isinstance(rule, dict):
        raise RulesError(f"{source}: {kind} is not a JSON object")
    where = f"{source}: rule {rule.get('id')!r} ({kind})"
    known = {*_COMMON_REQUIRED, *lists}
    for key, value in rule.items():
        if key.startswith("_"):
            continue
        if key not in known:
            raise RulesError(f"{where}: unknown key {key!r}; known: {', '.join(sorted(known))}")
        if key in lists and not (isinstance(value, list) and all(isinstance(v, str) for v in value)):
            raise RulesError(f"{where}: {key} must list strings")
    missing = [k for k in known if k not in rule]
    if missing:
        raise RulesError(f"{where}: missing {', '.join(missing)}")
    if rule["relation"] not in declared:
        raise RulesError(f"{where}: unknown relation {rule['relation']!r}")
    if not isinstance(rule["confidence"], _NUMBER) or not 0 < rule["confidence"] <= 1:
        raise RulesError(f"{where}: confidence {rule['confidence']!r} is not in (0, 1]")


@cache
def load_rules(disabled: frozenset[str] = frozenset()) -> RuleSet:
    """The packaged rule set, minus the rule ids in ``disabled``.

    Raises
    ------
    RulesError
        The packaged ``rules.json`` does not fit the schema (see :func:`check_rules`).
    KeyError
        An id in ``disabled`` names no rule.
    """
    import hashlib

    text = resources.files("kgbuild.data").joinpath("rules.json").read_text("utf-8")
    raw = json.loads(text)
    check_rules(raw)
    rules = RuleSet(
        version=raw["version"],
        former_modifiers=frozenset(raw["former_modifiers"]),
        noun_rules=tuple(raw["noun_rules"]),
        verb_rules=tuple(raw["verb_rules"]),
        noun_predicate_rules=tuple(raw["noun_predicate_rules"]),
        work_rules={r["id"]: r for r in raw["work_rules"]},
        birth_rules=tuple(raw["birth_rules"]),
        digest=hashlib.sha256(text.encode()).hexdigest()[:16],
        list_glue=frozenset(raw.get("list_glue", ())),
        role_slots=raw.get("role_slots"),
        child_verbs=frozenset(raw.get("child_verbs", ())),
        co_parent_verbs=frozenset(raw.get("co_parent_verbs", ())),
        lawsuit_frames=raw.get("lawsuit_frames"),
    )
    unknown = disabled - set(rules.ids())
    if unknown:
        raise KeyError(f"unknown rule id(s): {', '.join(sorted(unknown))}")
    return rules.without(disabled) if disabled else rules


def default_rules() -> RuleSet:
    """The packaged rules minus those listed (comma-separated) in ``KGBUILD_DISABLE_RULES``."""
    disabled = frozenset(r.strip() for r in os.environ.get(DISABLE_ENV, "").split(",") if r.strip())
    return load_rules(disabled)


__all__ = ["DISABLE_ENV", "WORK_RULE_IDS", "Found", "RuleSet", "check_rules", "default_rules", "load_rules"]
