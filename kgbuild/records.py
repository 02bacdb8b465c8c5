"""The immutable records that flow between stages.

An :class:`Article` goes into extraction; an :class:`Extraction` (its entities and
:class:`Triple` records, each with :class:`Evidence`) comes out; a graph answers questions
with :class:`Relationship` records. No spaCy object ever
leaves extraction, so everything downstream (merging, the graph, caches, other
processes) works on these plain, hashable values.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import relations
from .schema import check_extraction


@dataclass(frozen=True, slots=True)
class Article:
    """One article as read from disk or stdin."""

    id: str
    text: str
    title: str | None = None
    date: str | None = None
    url: str | None = None


@dataclass(frozen=True, slots=True)
class Evidence:
    """Where a triple was stated: the sentence, its offsets in the article, the rule."""

    article: str
    sentence: str
    start: int
    end: int
    rule: str
    date: str | None = None
    url: str | None = None


@dataclass(frozen=True, slots=True)
class Triple:
    """A relation between two entities, as resolved inside one article.

    ``head`` and ``tail`` are the entities' canonical names in the article;
    ``head_aliases``/``tail_aliases`` are every other form the article used for
    them, which the cross-article merge needs.
    """

    head: str
    relation: str
    tail: str
    head_type: str
    tail_type: str
    confidence: float
    evidence: Evidence
    head_aliases: tuple[str, ...] = ()
    tail_aliases: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """A flat JSON-ready dict: the keys of ``kgbuild extract --format jsonl``."""
        ev = self.evidence
        return {
            "head": self.head,
            "relation": self.relation,
            "tail": self.tail,
            "head_type": self.head_type,
            "tail_type": self.tail_type,
            "confidence": round(self.confidence, 4),
            "doc": ev.article,
            "sentence": ev.sentence,
            "start": ev.start,
            "end": ev.end,
            "rule": ev.rule,
            "date": ev.date,
            "url": ev.url,
            "head_aliases": list(self.head_aliases),
            "tail_aliases": list(self.tail_aliases),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Triple":
        """Inverse of :meth:`to_dict`, for data kgbuild made; check data read back from a file
        with :func:`kgbuild.schema.check_triple` first."""
        evidence = Evidence(
            article=data["doc"],
            sentence=data["sentence"],
            start=int(data["start"]),
            end=int(data["end"]),
            rule=data["rule"],
            date=data.get("date"),
            url=data.get("url"),
        )
        return cls(
            head=data["head"],
            relation=data["relation"],
            tail=data["tail"],
            head_type=data["head_type"],
            tail_type=data["tail_type"],
            confidence=float(data["confidence"]),
            evidence=evidence,
            head_aliases=tuple(data.get("head_aliases", ())),
            tail_aliases=tuple(data.get("tail_aliases", ())),
        )


@dataclass(frozen=True, slots=True)
class Skip:
    """An input that was not extracted, and why."""

    source: str
    reason: str

    def __str__(self) -> str:
        """``SOURCE: REASON`` on one line, the source escaped (see :func:`printable`)."""
        return f"{printable(self.source)}: {self.reason}"


def printable(name: str) -> str:
    """``name`` as one unambiguous line: as is when every character prints, else quoted with
    escapes like ``repr`` (``'a\\nb.txt'``), so a file name cannot fake a line of a report."""
    return name if name.isprintable() else repr(name)


@dataclass(frozen=True, slots=True)
class Extraction:
    """What extraction made of one article."""

    article: str
    triples: tuple[Triple, ...] = ()
    words: int = 0
    date: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "article": self.article,
            "words": self.words,
            "date": self.date,
            "triples": [t.to_dict() for t in self.triples],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Extraction":
        """Inverse of :meth:`to_dict`; a :class:`~kgbuild.schema.SchemaError` if a field is of the wrong shape."""
        check_extraction(data)
        return cls(
            article=data["article"],
            words=int(data.get("words", 0)),
            date=data.get("date"),
            triples=tuple(Triple.from_dict(t) for t in data["triples"]),
        )


@dataclass(frozen=True, slots=True)
class Relationship:
    """One relation of an entity as seen from it: ``Alec Baldwin --spouse--> Hilaria Baldwin``.

    ``relation`` is the name as seen from ``source`` (the inverse name when the edge
    points at it, e.g. ``parent`` for an incoming ``child`` edge).
    """

    source: str
    relation: str
    target: str
    confidence: float
    support: int
    evidence: tuple[dict[str, Any], ...]
    current: bool = True  # false: newer dated evidence gives the pair a later status (see kgbuild.graph.store)

    @property
    def phrase(self) -> str:
        """How ``source <phrase> target`` reads: ``child of`` for ``parent``, ``sued by`` for ``sued_by``."""
        return relations.phrase(self.relation)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (what ``kgbuild query --json`` prints)."""
        return {"source": self.source, "relation": self.relation, "phrase": self.phrase, "target": self.target,
                "confidence": self.confidence, "support": self.support, "current": self.current,
                "evidence": [dict(e) for e in self.evidence]}


__all__ = ["Article", "Evidence", "Extraction", "Relationship", "Skip", "Triple", "printable"]
