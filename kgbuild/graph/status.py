"""Whether a relation still holds, and when it was reported: the fields every export and the
``query`` table carry, so a couple married in 2019 and divorced in 2022 is unambiguous.

:func:`edge_status` answers for one edge of the merged graph:

=================  ===========================================================================
field              meaning
=================  ===========================================================================
``current``        couples only (``spouse``, ``partner``, ``former_spouse``): whether the
                   relation holds by the newest dated evidence (:func:`~kgbuild.graph.merge.
                   status_currency`); ``former_spouse`` never does. None for other relations.
``first_seen``     the date of the oldest dated article stating it (None when none is dated)
``last_seen``      the date of the newest
``ended``          a couple that no longer holds: the date of the first article giving the pair a
                   later status (divorced, or married for partners); for ``former_spouse`` the
                   first article stating the divorce
``divorce_filed``  a current ``spouse`` edge stated by a filed, not final, divorce ("X filed for
                   divorce from Y": still married, the schema's rule): True
``divorce_filed_on``  the date of the first article saying the divorce was filed
=================  ===========================================================================

Edges may also carry ``since`` / ``until`` (the years a relation started and ended, where
extraction found them); :func:`edge_status` passes them through.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import networkx as nx

from ..records import Relationship

COUPLE = ("spouse", "partner", "former_spouse")
#: What a couple can become next, newest last (``partner`` -> ``spouse`` -> ``former_spouse``).
_LATER = {"partner": ("spouse", "former_spouse"), "spouse": ("former_spouse",), "former_spouse": ()}
#: Rule ids whose ``spouse`` triples say a divorce was filed but is not final.
FILED_DIVORCE_RULES = ("noun.divorce",)
#: Every field :func:`edge_status` gives, in the order exports write them.
STATUS_FIELDS = ("current", "first_seen", "last_seen", "ended", "divorce_filed", "divorce_filed_on", "since", "until")


def _dates(evidence: Iterable[Mapping[str, Any]]) -> list[str]:
    return sorted(str(e["date"]) for e in evidence if e.get("date"))


def _filed(evidence: Iterable[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    return [e for e in evidence if str(e.get("rule", "")).split(".series")[0] in FILED_DIVORCE_RULES]


def edge_status(graph: nx.MultiDiGraph, u: str, v: str, rel: str) -> dict[str, Any]:
    """The status fields (:data:`STATUS_FIELDS`) of the edge ``u -rel-> v``.

    >>> g = nx.MultiDiGraph()
    >>> g.add_edge("A", "B", key="spouse", current=False, evidence=[{"date": "2019-05-01", "rule": "verb.marry"}])
    'spouse'
    >>> g.add_edge("A", "B", key="former_spouse", evidence=[{"date": "2022-02-03", "rule": "verb.divorce"}])
    'former_spouse'
    >>> s = edge_status(g, "A", "B", "spouse")
    >>> s["current"], s["first_seen"], s["ended"], s["divorce_filed"]
    (False, '2019-05-01', '2022-02-03', False)
    >>> status_phrase("spouse", s)
    'spouse, ended 2022'
    """
    data = graph.edges[u, v, rel]
    evidence = data.get("evidence", ())
    dates = _dates(evidence)
    out: dict[str, Any] = dict.fromkeys(STATUS_FIELDS)
    out["first_seen"], out["last_seen"] = (dates[0], dates[-1]) if dates else (None, None)
    out["since"], out["until"] = data.get("since"), data.get("until")
    if rel not in COUPLE:
        return out
    out["current"] = False if rel == "former_spouse" else bool(data.get("current", True))
    if rel == "former_spouse":
        out["ended"] = dates[0] if dates else None
    elif not out["current"]:
        mine = dates[-1] if dates else ""
        later = [d for a, b in ((u, v), (v, u)) for k in _LATER[rel] if graph.has_edge(a, b, k)
                 for d in _dates(graph.edges[a, b, k].get("evidence", ())) if d > mine]
        out["ended"] = min(later) if later else None
    filed = _filed(evidence) if rel == "spouse" else []
    out["divorce_filed"] = bool(filed) if rel == "spouse" else None
    filed_dates = _dates(filed)
    out["divorce_filed_on"] = filed_dates[0] if filed_dates else None
    return out


def _year(date: str | None) -> str:
    return date[:4] if date and date[:4].isdigit() else (date or "")


def status_phrase(relation: str, status: Mapping[str, Any]) -> str:
    """``relation`` as a reader should take it: "spouse, ended 2022", "spouse, divorce filed
    2024", "former_spouse, 2022"; just the relation when nothing more is known.

    >>> status_phrase("spouse", {"current": True, "divorce_filed": True, "divorce_filed_on": "2024-01-09"})
    'spouse, divorce filed 2024'
    >>> status_phrase("child", {"current": None})
    'child'
    """
    if status.get("current") is None:
        return relation
    if relation == "former_spouse":
        return f"{relation}, {_year(status.get('ended'))}".rstrip(", ")
    if not status["current"]:
        return f"{relation}, ended {_year(status.get('ended'))}".rstrip()
    if status.get("divorce_filed"):
        return f"{relation}, divorce filed {_year(status.get('divorce_filed_on'))}".rstrip()
    return relation


def relationship_status(graph: nx.MultiDiGraph, r: Relationship) -> dict[str, Any]:
    """:func:`edge_status` of the edge behind a :class:`~kgbuild.records.Relationship` (couples
    are stored once per pair, either way round); no couple fields for other relations."""
    for a, b in ((r.source, r.target), (r.target, r.source)):
        if r.relation in COUPLE and graph.has_edge(a, b, r.relation):
            return edge_status(graph, a, b, r.relation)
    dates = _dates(r.evidence)
    out: dict[str, Any] = dict.fromkeys(STATUS_FIELDS)
    out["first_seen"], out["last_seen"] = (dates[0], dates[-1]) if dates else (None, None)
    return out


def relationship_dict(r: Relationship, status: Mapping[str, Any]) -> dict[str, Any]:
    """``r.to_dict()`` with its status fields (what ``kgbuild query --json`` prints); ``current``
    stays the relationship's own unless the status knows better (a ``former_spouse``)."""
    out = r.to_dict()
    out.update((k, v) for k, v in status.items() if v is not None or k not in out)
    return out
