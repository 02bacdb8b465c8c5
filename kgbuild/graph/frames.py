"""The graph as two pandas DataFrames, for analysis in a notebook (pandas is an optional extra:
``pip install kgbuild[pandas]``).

``entities``: one row per entity (``name``, ``type``, ``aliases``, ``articles``, ``mentions``,
``relations`` = its degree). ``relations``: one row per edge as stored (``source``, ``relation``,
``target``, ``confidence``, ``support``, the status fields of :mod:`kgbuild.graph.status`,
``articles``, ``rules`` and the first evidence ``sentence``).
"""

from __future__ import annotations

from typing import Any

import networkx as nx

from .status import edge_status

ENTITY_COLUMNS = ["name", "type", "aliases", "articles", "mentions", "relations"]
RELATION_COLUMNS = ["source", "relation", "target", "confidence", "support", "current", "first_seen",
                    "last_seen", "ended", "divorce_filed", "divorce_filed_on", "since", "until", "articles",
                    "rules", "sentence"]


def graph_frames(graph: nx.MultiDiGraph) -> tuple[Any, Any]:
    """``(entities, relations)`` DataFrames of ``graph``.

    Raises
    ------
    ImportError
        When pandas is not installed (the message says how to install it).
    """
    try:
        import pandas as pd
    except ImportError:
        raise ImportError("kg.to_pandas() needs pandas: pip install \"kgbuild[pandas]\"") from None
    entities = [{"name": n, "type": d.get("type"), "aliases": list(d.get("aliases", [])),
                 "articles": list(d.get("articles", [])), "mentions": d.get("mentions", 0),
                 "relations": graph.degree(n)} for n, d in graph.nodes(data=True)]
    relations = []
    for u, v, key, d in graph.edges(keys=True, data=True):
        evidence = d.get("evidence", [])
        relations.append({"source": u, "relation": key, "target": v, "confidence": d.get("confidence"),
                          "support": d.get("support"), **edge_status(graph, u, v, key),
                          "articles": list(dict.fromkeys(e.get("article") for e in evidence)),
                          "rules": list(dict.fromkeys(e.get("rule") for e in evidence)),
                          "sentence": evidence[0].get("sentence") if evidence else None})
    return (pd.DataFrame(entities, columns=ENTITY_COLUMNS),
            pd.DataFrame(relations, columns=RELATION_COLUMNS))
