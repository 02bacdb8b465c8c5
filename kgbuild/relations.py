"""The relations kgbuild knows, declared once as package data (``data/relations.json``)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources


@dataclass(frozen=True, slots=True)
class Relation:
    """A relation's declaration: its name, shape and the name of its inverse."""

    name: str
    symmetric: bool
    head: frozenset[str]
    tail: frozenset[str]
    inverse: str
    description: str = ""
    phrase: str = ""  # how "HEAD <phrase> TAIL" reads: "parent of" for child
    inverse_phrase: str = ""  # how "TAIL <inverse_phrase> HEAD" reads: "child of" for child

    def allows(self, head_type: str, tail_type: str) -> bool:
        """Whether an edge from an entity of ``head_type`` to one of ``tail_type`` fits."""
        return head_type in self.head and tail_type in self.tail


@cache
def relations() -> dict[str, Relation]:
    """Every declared relation by name, in declaration order."""
    raw = json.loads(resources.files("kgbuild.data").joinpath("relations.json").read_text("utf-8"))
    out: dict[str, Relation] = {}
    for r in raw["relations"]:
        symmetric = bool(r["symmetric"])
        said = r.get("phrase", r["name"].replace("_", " "))
        out[r["name"]] = Relation(
            name=r["name"],
            symmetric=symmetric,
            head=frozenset(r["head"]),
            tail=frozenset(r["tail"]),
            inverse=r["inverse"],
            description=r.get("description", ""),
            phrase=said,
            inverse_phrase=r.get("inverse_phrase", said if symmetric else r["inverse"].replace("_", " ")),
        )
    return out


@cache
def _phrases() -> dict[str, str]:
    out: dict[str, str] = {}
    for r in relations().values():
        out[r.name] = r.phrase
        out[r.inverse] = r.inverse_phrase
    return out


def phrase(relation: str) -> str:
    """How ``SOURCE <phrase> TARGET`` reads for a relation as seen from its source: a
    relation's name or its inverse's (declared in ``data/relations.json``).

    >>> phrase("parent"), phrase("sued_by"), phrase("spouse"), phrase("child")
    ('child of', 'sued by', 'spouse of', 'parent of')
    """
    return _phrases().get(relation, relation.replace("_", " "))


@cache
def entity_types() -> tuple[str, ...]:
    raw = json.loads(resources.files("kgbuild.data").joinpath("relations.json").read_text("utf-8"))
    return tuple(raw["types"])


CORE_RELATIONS = ("spouse", "former_spouse", "partner", "child", "sibling", "sued", "appears_in")
# the relations between two people: family, couples (a couple's relations are its subset)
PERSON_RELATIONS = frozenset({"spouse", "former_spouse", "partner", "child", "sibling"})
COUPLE_RELATIONS = frozenset({"spouse", "former_spouse", "partner"})


def get(name: str) -> Relation:
    """The relation called ``name``; ``KeyError`` lists the known names."""
    try:
        return relations()[name]
    except KeyError:
        raise KeyError(f"unknown relation {name!r}; known: {', '.join(relations())}") from None
