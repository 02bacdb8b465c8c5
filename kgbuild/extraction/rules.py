"""Stage 5, the relation rules: the rule set read from ``data/rules.json``, checked against its
schema, and the :class:`Found` record a matcher makes of a rule that fired.

The matchers of :mod:`kgbuild.extraction.matchers` apply the rules to one sentence (run in order
by :class:`~kgbuild.extraction.matching.SentenceMatcher`). Four kinds of rule, each read from
data and each with an id kept in the evidence:

- noun rules: a relational noun links its *owner* to the person it *names*
  ("his wife Hilaria", "Alec's daughter Ireland", "the daughter of X and Y",
  "parents to daughters A and B", "her sisters A and B");
- verb rules: a verb links its subject to its object ("X sued Y", "Y was sued by X",
  "X filed a lawsuit against Y", "X and Y married in 2012", "X stars in Y");
- noun-predicate rules: a noun with a preposition ("X's lawsuit against Y",
  "the star of Y");
- work rules: a title next to a role noun ("the 30 Rock star"), a show owned by
  people ("their TLC reality show The Baldwins"), "a film starring X / directed by X".

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

    def ids(self) -> list[str]:
        groups = (self.noun_rules, self.verb_rules, self.noun_predicate_rules, self.birth_rules)
        return [r["id"] for g in groups for r in g] + list(self.work_rules)

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
        )


@cache
def load_rules(disabled: frozenset[str] = frozenset()) -> RuleSet:
    """The packaged rule set, minus the rule ids in ``disabled``."""
    import hashlib

    text = resources.files("kgbuild.data").joinpath("rules.json").read_text("utf-8")
    raw = json.loads(text)
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
    )
    unknown = disabled - set(rules.ids())
    if unknown:
        raise KeyError(f"unknown rule id(s): {', '.join(sorted(unknown))}")
    return rules.without(disabled) if disabled else rules


def default_rules() -> RuleSet:
    """The packaged rules minus those listed (comma-separated) in ``KGBUILD_DISABLE_RULES``."""
    disabled = frozenset(r.strip() for r in os.environ.get(DISABLE_ENV, "").split(",") if r.strip())
    return load_rules(disabled)


__all__ = ["DISABLE_ENV", "Found", "RuleSet", "default_rules", "load_rules"]
