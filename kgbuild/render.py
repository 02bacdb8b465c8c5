"""Stage 8, render: the graph as one interactive HTML file (pyvis, vis-network inlined)."""

from __future__ import annotations

import html
import os
from pathlib import Path

from .graph import KnowledgeGraph, atomic_write_text

TYPE_STYLE = {
    "PERSON": {"color": "#4e79a7", "shape": "dot"},
    "WORK": {"color": "#f28e2b", "shape": "diamond"},
    "ORG": {"color": "#59a14f", "shape": "square"},
    "GROUP": {"color": "#b07aa1", "shape": "triangle"},
}
RELATION_COLOR = {
    "spouse": "#e15759",
    "former_spouse": "#ff9d9a",
    "partner": "#f1ce63",
    "child": "#4e79a7",
    "sibling": "#76b7b2",
    "sued": "#9c755f",
    "appears_in": "#f28e2b",
    "airs_on": "#59a14f",
    "directed": "#edc948",
}


def render(kg: KnowledgeGraph, path: str | os.PathLike) -> Path:
    """Write ``kg`` as a self-contained HTML page at ``path``."""
    from pyvis.network import Network

    from .relations import relations

    decl = relations()
    net = Network(height="800px", width="100%", directed=True, cdn_resources="in_line", notebook=False)
    g = kg.graph
    for node, data in g.nodes(data=True):
        style = TYPE_STYLE.get(data.get("type", ""), {"color": "#bab0ab", "shape": "dot"})
        title = f"{data.get('label', node)} ({data.get('type')})\naliases: {', '.join(data.get('aliases', []))}"
        net.add_node(node, label=str(data.get("label", node)), title=title, size=10 + 3 * g.degree(node), **style)
    for u, v, rel, data in g.edges(keys=True, data=True):
        sentences = "\n".join(f"[{e['article']}] {e['sentence']}" for e in data.get("evidence", [])[:5])
        symmetric = decl[rel].symmetric if rel in decl else False
        net.add_edge(u, v, label=rel, title=f"{rel} (support {data.get('support')})\n{sentences}",
                     color=RELATION_COLOR.get(rel, "#888888"), arrows="" if symmetric else "to")
    net.toggle_physics(True)
    page = net.generate_html(notebook=False)
    return atomic_write_text(path, page)


def escape(text: str) -> str:
    return html.escape(text, quote=True)
