"""Stage 9, render: the graph as one interactive HTML file that works with no network.

pyvis builds the network (nodes, edges, vis-network options) and supplies its bundled
vis-network 9.1.2; kgbuild's own template (``data/viewer.html``, ``viewer.css``,
``viewer.js``) replaces pyvis's ``template.html``, which links Bootstrap from a CDN
even in ``in_line`` mode and writes names into the page as markup.

Everything taken from articles is data: the graph travels as JSON inside
``<script type="application/json">`` blocks with ``<``, ``>`` and ``&`` escaped, the
page builds its DOM with ``textContent`` only, and a Content-Security-Policy lets
nothing run but the page's own two scripts (pinned by hash) and load nothing at all.
"""

from __future__ import annotations

import base64
import difflib
import hashlib
import json
import os
from collections import Counter
from collections.abc import Iterable
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

import networkx as nx

from ..errors import KgbuildError, LookupFailed
from ..graph.knowledge_graph import KnowledgeGraph
from ..graph.status import edge_status
from ..graph.store import atomic_write_text

__all__ = ["TYPE_STYLE", "RELATION_COLOR", "RELATION_DASH", "render", "page", "select", "script_json",
           "couple_status"]

# Okabe & Ito's colour-blind-safe palette (https://jfly.uni-koeln.de/color/): one hue per
# relation, with shape (entity types) and dash (relations) as a second channel. Its yellow is
# too pale for a line on white, so ``directed`` takes a darkened yellow.
OKABE_ITO = {"orange": "#e69f00", "sky_blue": "#56b4e9", "bluish_green": "#009e73", "yellow": "#f0e442",
             "blue": "#0072b2", "vermillion": "#d55e00", "reddish_purple": "#cc79a7", "black": "#000000",
             "grey": "#999999"}
TYPE_STYLE = {
    "PERSON": {"color": OKABE_ITO["blue"], "shape": "dot"},
    "WORK": {"color": OKABE_ITO["orange"], "shape": "diamond"},
    "ORG": {"color": OKABE_ITO["bluish_green"], "shape": "square"},
    "GROUP": {"color": OKABE_ITO["reddish_purple"], "shape": "triangle"},
}
_OTHER_TYPE = {"color": OKABE_ITO["grey"], "shape": "star"}
RELATION_COLOR = {
    "spouse": OKABE_ITO["vermillion"],
    "former_spouse": OKABE_ITO["reddish_purple"],
    "partner": OKABE_ITO["orange"],
    "child": OKABE_ITO["blue"],
    "sibling": OKABE_ITO["bluish_green"],
    "sued": OKABE_ITO["black"],
    "appears_in": OKABE_ITO["sky_blue"],
    "airs_on": OKABE_ITO["grey"],
    "directed": "#a39600",  # Okabe-Ito yellow, darkened to show on white
}
_OTHER_RELATION = "#6b6b6b"
# The second channel: a dash for ended couples (former_spouse, and spouse or partner edges
# that are no longer current; vis-network's [dash, gap] in canvas units), an arrow for every
# directed relation. Only they are dashed: a canvas draws dashes slowly, so thousands of
# dashed edges would make each frame of a big graph several times slower.
ENDED_DASH = [8, 6]
RELATION_DASH: dict[str, list[int] | bool] = {"former_spouse": ENDED_DASH}
_COUPLE = frozenset({"spouse", "partner", "former_spouse"})


# Characters that could end a <script> element or open an HTML comment inside it, and
# the two line separators old JavaScript parsers choke on, as JSON \u escapes.
_SCRIPT_ESCAPES = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029"}


def script_json(value: Any) -> str:
    """``value`` as JSON that is safe inside a ``<script type="application/json">`` element.

    >>> script_json({"name": "</script><b>&"})
    '{"name":"\\\\u003c/script\\\\u003e\\\\u003cb\\\\u003e\\\\u0026"}'
    >>> json.loads(script_json(["<img src=x>"]))
    ['<img src=x>']
    """
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    for char, escape in _SCRIPT_ESCAPES.items():
        text = text.replace(char, escape)
    return text


# -- choosing what to show ------------------------------------------------------------


def select(kg: KnowledgeGraph, *, focus: str | None = None, depth: int = 1,
           relations: Iterable[str] | None = None, min_support: int = 1,
           max_nodes: int | None = None) -> nx.MultiDiGraph:
    """The part of ``kg.graph`` a view shows, as a subgraph view.

    Edges are kept if their relation is in ``relations`` (all when ``None``) and at
    least ``min_support`` articles state them; when either filter is given, entities
    left without an edge are dropped. ``focus`` (any name or alias) keeps the entities
    within ``depth`` hops of that one, following edges either way; ``max_nodes`` then
    keeps the best-supported entities (total support of their edges, then mentions).

    Raises
    ------
    KgbuildError
        For a bad number.
    LookupFailed
        When ``focus`` names no entity, or more than one, or a relation is not one kgbuild knows.
    """
    from ..relations import relations as declared

    g = kg.graph
    if min_support < 1:
        raise KgbuildError(f"min support must be at least 1, got {min_support}")
    if depth < 0:
        raise KgbuildError(f"depth must be 0 or more, got {depth}")
    if max_nodes is not None and max_nodes < 1:
        raise KgbuildError(f"max nodes must be at least 1, got {max_nodes}")
    wanted = None
    if relations is not None:
        wanted = set(relations)
        unknown = sorted(wanted - set(declared()) - {rel for *_, rel in g.edges(keys=True)})
        if unknown:  # exit 6 like an unknown relation in query and path
            close = difflib.get_close_matches(unknown[0], list(declared()), n=3)
            raise LookupFailed(f"unknown relation {', '.join(map(repr, unknown))}; known: {', '.join(declared())}",
                               close)
    center = kg.find(focus) if focus is not None else None

    edges = [(u, v, k) for u, v, k, d in g.edges(keys=True, data=True)
             if (wanted is None or k in wanted) and d.get("support", 1) >= min_support]
    if wanted is None and min_support == 1:
        nodes = set(g)
    else:
        nodes = {n for u, v, _ in edges for n in (u, v)}
    if center is not None:
        nodes.add(center)
    kept = set(edges)
    view = nx.subgraph_view(g, filter_node=nodes.__contains__, filter_edge=lambda u, v, k: (u, v, k) in kept)

    if center is not None:
        nodes = set(nx.ego_graph(view.to_undirected(as_view=True), center, radius=depth))
        view = view.subgraph(nodes)
    if max_nodes is not None and view.number_of_nodes() > max_nodes:
        support: Counter[str] = Counter()
        for u, v, d in view.edges(data=True):
            support[u] += d.get("support", 1)
            support[v] += d.get("support", 1)

        def rank(n: str) -> tuple:
            return (n != center, -support[n], -g.nodes[n].get("mentions", 0), str(n))

        view = view.subgraph(sorted(view, key=rank)[:max_nodes])
    return view


# -- the page -------------------------------------------------------------------------


@cache
def _asset(name: str) -> str:
    return resources.files("kgbuild.data").joinpath(name).read_text("utf-8")


@cache
def _vis_asset(name: str) -> str:
    import pyvis

    return (Path(pyvis.__file__).parent / "templates" / "lib" / "vis-9.1.2" / name).read_text("utf-8")


def _csp_hash(script: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii") + "'"


def _options(n_nodes: int, n_edges: int) -> dict[str, Any]:
    """vis-network options: physics lays the graph out in a bounded number of steps,
    then the page switches it off, so even thousands of nodes settle in seconds."""
    big = n_nodes > 300
    return {
        "autoResize": True,
        "layout": {"improvedLayout": n_nodes <= 100, "randomSeed": 7},
        "nodes": {
            "borderWidth": 1,
            "widthConstraint": {"maximum": 170},  # long names wrap instead of running across the graph
            # Entity names are drawn by the viewer (viewer.js, "labels"), collision-checked.
            "font": {"size": 14, "face": "system-ui, sans-serif", "color": "#1f2933", "strokeWidth": 3, "strokeColor": "#ffffff"},
            "scaling": {"min": 8, "max": 34},
        },
        "edges": {
            "smooth": False,
            "width": 1.5,
            "selectionWidth": 2,
            "hoverWidth": 1,
            "font": {"size": 10, "face": "system-ui, sans-serif", "align": "middle", "color": "#3e4c59",
                     "strokeWidth": 3, "strokeColor": "#ffffff"},
            # Relation names only once zoomed in (10px text at scale >= ~1.1): level of detail.
            "scaling": {"label": {"enabled": False, "drawThreshold": 11}},
            "arrows": {"to": {"scaleFactor": 0.6}},
        },
        "physics": {
            "enabled": True,
            "solver": "barnesHut",
            "barnesHut": {"gravitationalConstant": -6000, "centralGravity": 0.25, "springLength": 140,
                          "springConstant": 0.035, "damping": 0.35, "avoidOverlap": 0 if big else 0.6,
                          "theta": 0.8 if big else 0.5},
            "maxVelocity": 60,
            "minVelocity": 1.5,
            "timestep": 0.5,
            "stabilization": {"enabled": True, "iterations": _iterations(n_nodes + n_edges),
                              "updateInterval": 5 if big else 10, "fit": True},  # the page's time budget is checked per update
        },
        "interaction": {"hover": True, "tooltipDelay": 200, "hideEdgesOnDrag": big, "hideEdgesOnZoom": big,
                        "multiselect": False},
    }


def _iterations(size: int) -> int:
    """Stabilisation steps: plenty for small graphs, bounded so big ones stay quick.

    >>> _iterations(50), _iterations(6000)
    (600, 150)
    """
    return max(150, min(600, 600_000 // max(size, 1)))


def page(kg: KnowledgeGraph, *, title: str = "kgbuild", focus: str | None = None, depth: int = 1,
         relations: Iterable[str] | None = None, min_support: int = 1,
         max_nodes: int | None = None, tree: str | None = None) -> str:
    """The HTML page for ``kg``, or for the part of it :func:`select` picks, as a string.

    Parameters
    ----------
    kg
        The graph.
    title
        The page's title and heading.
    focus, depth, relations, min_support, max_nodes
        What to show; see :func:`select`.
    tree
        A person (any name or alias) whose family tree the page opens on: generations
        top to bottom from ``child`` edges, couples and siblings side by side.

    Raises
    ------
    KgbuildError, LookupFailed
        As :func:`select` does; LookupFailed too when ``tree`` names no entity or more than one.
    """
    from jinja2 import Environment, FileSystemLoader, select_autoescape
    from markupsafe import Markup
    from pyvis.network import Network

    relations = None if relations is None else list(relations)
    view = select(kg, focus=focus, depth=depth, relations=relations, min_support=min_support,
                  max_nodes=max_nodes)
    tree_id = None if tree is None else str(kg.find(tree))
    if tree_id is not None and tree_id not in view:
        raise KgbuildError(f"{tree_id} is not in the selected part of the graph; cannot draw their family tree")

    net = Network(directed=True, cdn_resources="in_line", notebook=False)
    # pyvis's Network builds the nodes, edges and options; its template.html (Bootstrap
    # from a CDN, names written as markup) gives way to kgbuild's own, autoescaped one.
    net.templateEnv = Environment(loader=FileSystemLoader(str(resources.files("kgbuild.data"))),
                                  autoescape=select_autoescape(default=True, default_for_string=True))
    net.templateEnv.filters["script_json"] = lambda value: Markup(script_json(value))
    net.path = "viewer.html"
    nodes = _add_nodes(net, view)
    edges = _add_edges(net, view, kg.graph)
    net.options = _options(len(nodes), len(edges))

    meta = {
        "focus": None if focus is None else str(kg.find(focus)),
        "tree": tree_id,
        "summary": kg.summary(),
        "shown": {"entities": len(nodes), "relations": len(edges)},
        "selection": _describe(focus=None if focus is None else kg.find(focus), depth=depth,
                               relations=relations, min_support=min_support, max_nodes=max_nodes),
        **_legend(nodes, edges),
        "nodes": nodes,
        "edges": edges,
    }
    vis_js, viewer_js = _vis_asset("vis-network.min.js"), _asset("viewer.js")
    scripts = [vis_js, viewer_js]
    for script in scripts:  # inlined code must not be able to end its own element
        if "</script" in script.lower() or "<!--" in script:
            raise KgbuildError("an inlined script contains '</script' or '<!--'; cannot inline it safely")
    csp = ("default-src 'none'; script-src " + " ".join(_csp_hash(s) for s in scripts)
           + "; style-src 'unsafe-inline'; img-src data: blob:; font-src data:; connect-src 'none';"
           " base-uri 'none'; form-action 'none'")
    net.templateEnv.globals.update(
        page_title=title, csp=csp, meta=meta,
        vis_css=Markup(_vis_asset("vis-network.css")), viewer_css=Markup(_asset("viewer.css")),
        vis_js=Markup(vis_js), viewer_js=Markup(viewer_js),
    )
    return net.generate_html(notebook=False)


def _add_nodes(net, view: nx.MultiDiGraph) -> dict[str, dict[str, Any]]:
    """Add the view's entities to the pyvis network; return what the panel shows of each."""
    degree = dict(view.degree())
    info: dict[str, dict[str, Any]] = {}
    for node, data in view.nodes(data=True):
        kind = data.get("type") or "OTHER"
        label = str(data.get("label", node))
        net.add_node(str(node), label=label, title=f"{label} ({kind})",
                     value=max(1, data.get("mentions", 0), degree.get(node, 0)),
                     **TYPE_STYLE.get(kind, _OTHER_TYPE))
        info[str(node)] = {
            "label": label,
            "type": kind,
            "aliases": sorted({str(a) for a in data.get("aliases", [])} | {label}),
            "mentions": data.get("mentions", 0),
            "articles": list(data.get("articles", [])),
        }
    return info


def _add_edges(net, view: nx.MultiDiGraph, full: nx.MultiDiGraph) -> dict[str, dict[str, Any]]:
    """Add the view's relations to the pyvis network; return each one's evidence by edge id.

    ``full`` is the whole graph, where a couple's later status is looked up."""
    from ..relations import relations as declared

    decl = declared()
    info: dict[str, dict[str, Any]] = {}
    parallel: Counter[frozenset] = Counter()
    for i, (u, v, rel, data) in enumerate(sorted(view.edges(keys=True, data=True), key=lambda e: e[:3])):
        eid = f"e{i}"
        support = data.get("support", 1)
        nth = parallel[frozenset((u, v))]
        parallel[frozenset((u, v))] += 1
        extra: dict[str, Any] = {}
        if nth:  # more relations between one pair: bend them apart, alternating sides
            extra["smooth"] = {"enabled": True, "type": "curvedCW" if nth % 2 else "curvedCCW",
                               "roundness": 0.25 * ((nth + 1) // 2)}
        symmetric = decl[rel].symmetric if rel in decl else False
        status = couple_status(full, u, v, rel) if rel in _COUPLE else None
        dashes = ENDED_DASH if status and not status["current"] else RELATION_DASH.get(rel, False)
        years = _years(data) if rel in _COUPLE else ""  # when a couple was reported; a parent is for life
        name = rel.replace("_", " ") + (f" {years}" if years else "")
        net.add_edge(str(u), str(v), id=eid, label=name, relation=rel,
                     title=f"{name} \u00b7 {support} article{'s' if support != 1 else ''}"
                           + (f" \u00b7 {_status_text(status)}" if status else ""),
                     color=RELATION_COLOR.get(rel, _OTHER_RELATION), width=1 + min(support, 5) * 0.6,
                     dashes=dashes, arrows={"to": {"enabled": not symmetric}}, **extra)
        info[eid] = {
            "years": years,
            "status": status,
            "from": str(u),
            "to": str(v),
            "relation": rel,
            "support": support,
            "confidence": data.get("confidence"),
            "evidence": [_evidence(ev) for ev in data.get("evidence", [])],
        }
    return info


def _legend(nodes: dict[str, Any], edges: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    """The types and relations present, in declaration order, with their styles."""
    from ..relations import relations as declared

    decl = declared()
    types = {n["type"] for n in nodes.values()}
    rels = {e["relation"] for e in edges.values()}
    return {
        "types": [{"name": t, **TYPE_STYLE.get(t, _OTHER_TYPE)}
                  for t in [*TYPE_STYLE, *sorted(types - set(TYPE_STYLE))] if t in types],
        "relations": [{"name": r, "color": RELATION_COLOR.get(r, _OTHER_RELATION), "dashes": RELATION_DASH.get(r, False),
                       "symmetric": decl[r].symmetric if r in decl else False,
                       "inverse": decl[r].inverse if r in decl else f"{r} (incoming)",
                       "description": decl[r].description if r in decl else ""}
                      for r in [*decl, *sorted(rels - set(decl))] if r in rels],
    }


def couple_status(graph: nx.MultiDiGraph, u: str, v: str, rel: str) -> dict[str, Any]:
    """Whether the couple relation ``u -rel- v`` holds now: ``{"current": bool, "ended": date or None}``.

    ``former_spouse`` has ended, by the first article that says so; a ``spouse`` or ``partner``
    edge marked ``current=False`` (see :func:`kgbuild.graph.merge.status_currency`) ended by
    the first dated article giving the pair a later status newer than its own evidence.

    >>> g = nx.MultiDiGraph()
    >>> g.add_edge("A", "B", key="spouse", current=False, evidence=[{"date": "2019-05-01"}])
    'spouse'
    >>> g.add_edge("B", "A", key="former_spouse", evidence=[{"date": "2024-02-03"}, {"date": None}])
    'former_spouse'
    >>> couple_status(g, "A", "B", "spouse"), couple_status(g, "B", "A", "former_spouse")
    ({'current': False, 'ended': '2024-02-03'}, {'current': False, 'ended': '2024-02-03'})
    """
    status = edge_status(graph, u, v, rel)  # kgbuild.graph.status: the same fields every export carries
    return {"current": status["current"], "ended": status["ended"]}


def _status_text(status: dict[str, Any]) -> str:
    if status["current"]:
        return "current"
    return f"ended ({status['ended']})" if status["ended"] else "ended"


def _years(data: dict[str, Any]) -> str:
    """The years an edge carries, as "2019" or "2019\u20132024": its own ``since``/``until``
    when the graph has them, else the years of its dated evidence; "" when there are none.

    >>> _years({"evidence": [{"date": "2024-01-02"}, {"date": "2019-07-01"}, {"date": None}]})
    '2019\u20132024'
    >>> _years({"since": 2005, "until": "2010", "evidence": []}), _years({"evidence": [{}]})
    ('2005\u20132010', '')
    """
    found = [str(data[k])[:4] for k in ("since", "until") if data.get(k)]
    if not found:
        found = [str(e["date"])[:4] for e in data.get("evidence", ()) if e.get("date")]
    years = sorted({y for y in found if y.isdigit()})
    if not years:
        return ""
    return years[0] if len(years) == 1 else f"{years[0]}\u2013{years[-1]}"


def _evidence(ev: dict[str, Any]) -> dict[str, Any]:
    keep = ("article", "sentence", "rule", "confidence", "date", "url")
    return {k: ev.get(k) for k in keep}


def _describe(*, focus: str | None, depth: int, relations: Iterable[str] | None, min_support: int,
              max_nodes: int | None) -> str:
    parts = []
    if focus is not None:
        parts.append(f"around {focus}, {depth} hop{'s' if depth != 1 else ''}")
    if relations is not None:
        parts.append("relations " + ", ".join(relations))
    if min_support > 1:
        parts.append(f"support \u2265 {min_support}")
    if max_nodes is not None:
        parts.append(f"at most {max_nodes} entities")
    return "; ".join(parts)


def render(kg: KnowledgeGraph, path: str | os.PathLike, *, title: str = "kgbuild", focus: str | None = None,
           depth: int = 1, relations: Iterable[str] | None = None, min_support: int = 1,
           max_nodes: int | None = None, tree: str | None = None) -> Path:
    """Write ``kg`` (or the part :func:`select` picks) as one offline HTML page at ``path``.

    The file is written to a temporary name and renamed into place. Options are those of
    :func:`page`.

    Examples
    --------
    >>> import kgbuild, tempfile, pathlib
    >>> kg = kgbuild.KnowledgeGraph()
    >>> render(kg, pathlib.Path(tempfile.mkdtemp()) / "view.html").name
    'view.html'
    """
    return atomic_write_text(path, page(kg, title=title, focus=focus, depth=depth, relations=relations,
                                        min_support=min_support, max_nodes=max_nodes, tree=tree))
