"""The HTML view in a real browser: Debian's chromium, driven by Playwright, every network
request blocked.

Without chromium (or Playwright) these tests skip and say why; with
``KGBUILD_REQUIRE_BROWSER=1`` (as ``.ci/run`` sets) a missing browser is a failure.
Screenshots go to tests/artifacts/.
"""

from __future__ import annotations

import json
import os
import random
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import networkx as nx
import pytest

from kgbuild.graph.knowledge_graph import KnowledgeGraph
from kgbuild.records import Evidence, Triple
from kgbuild.outputs.render import render

from ..conftest import DATA, ROOT

pytestmark = pytest.mark.browser

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
ARTIFACTS = ROOT / "tests" / "artifacts"
VIEWPORT = {"width": 1400, "height": 900}


def missing_browser() -> str | None:
    """Why the browser tests cannot run here, or None."""
    if not CHROMIUM.exists():
        return f"Debian's chromium is not installed at {CHROMIUM} (apt-get install chromium chromium-driver)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright is not installed (pip install -e '.[test]')"
    return None


@dataclass
class View:
    """One opened page: the Playwright page, its console errors, requests it tried."""

    page: Any
    errors: list[str]
    requests: list[str]

    def js(self, script: str, arg: Any = None) -> Any:
        return self.page.evaluate(script, arg)

    def node_point(self, node_id: str) -> dict[str, float]:
        """Where a node is drawn, in page coordinates."""
        return self.js("""id => {
            const n = window.kgView.network, p = n.canvasToDOM(n.getPositions([id])[id]);
            const r = document.getElementById('network').getBoundingClientRect();
            return {x: r.left + p.x, y: r.top + p.y};
        }""", node_id)

    def shown(self) -> dict[str, list[str]]:
        """The node and edge ids the network draws now, sorted."""
        return self.js("""() => ({nodes: window.kgView.network.body.nodeIndices.slice().sort(),
                                  edges: window.kgView.network.body.edgeIndices.slice().sort()})""")

    def opacity(self) -> dict[str, float]:
        """How opaque each drawn node is (1 in a highlighted neighbourhood, less outside it)."""
        return self.js("""() => Object.fromEntries(Object.entries(window.kgView.network.body.nodes)
                                                    .map(([id, n]) => [id, n.options.opacity]))""")

    def labels(self) -> list[dict[str, Any]]:
        """The entity names drawn for the current view, each with its box (page px, relative to the graph), the text's
        width measured again in the label's font, and where its node is drawn."""
        return self.js("""() => {
            const v = window.kgView, n = v.network, ctx = document.createElement('canvas').getContext('2d');
            return v.placeLabels().map(l => {
                ctx.font = (l.bold ? '600 ' : '') + l.size + 'px ' + v.font;
                const p = n.canvasToDOM(n.getPositions([l.id])[l.id]);
                return {id: l.id, text: l.text, name: v.names[l.id], x: l.x, y: l.y, w: l.w, h: l.h,
                        measured: ctx.measureText(l.text).width, node: p, forced: l.forced,
                        radius: n.body.nodes[l.id].options.size * n.getScale()};
            });
        }""")

    def free_area(self) -> dict[str, float]:
        """The part of the graph the panel leaves visible, relative to the graph."""
        return self.js("""() => {
            const c = document.getElementById('network'), p = document.getElementById('panel');
            return {w: c.clientWidth - (p.hidden ? 0 : p.getBoundingClientRect().width), h: c.clientHeight};
        }""")

    def dom_points(self, ids) -> dict[str, dict[str, float]]:
        """Where nodes are drawn, relative to the graph."""
        return self.js("""ids => { const n = window.kgView.network, at = n.getPositions(ids);
            return Object.fromEntries(Object.entries(at).map(([id, p]) => [id, n.canvasToDOM(p)])); }""", list(ids))

    def panel_texts(self, selector: str) -> list[str]:
        return self.page.locator(f"#panel {selector}").all_text_contents()

    def screenshot(self, name: str) -> Path:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / name
        self.page.screenshot(path=str(path))
        return path


@dataclass
class Browser:
    playwright: Any
    profiles: Any
    contexts: dict[bool, Any] = field(default_factory=dict)

    def context(self, *, enforce_csp: bool = True):
        if enforce_csp not in self.contexts:
            self.contexts[enforce_csp] = self.playwright.chromium.launch_persistent_context(
                str(self.profiles.mktemp("chromium-profile")), executable_path=str(CHROMIUM), headless=True,
                args=FLAGS, viewport=VIEWPORT, bypass_csp=not enforce_csp)
        return self.contexts[enforce_csp]

    def open(self, path: Path, *, enforce_csp: bool = True, timeout_ms: int = 60_000) -> View:
        page = self.context(enforce_csp=enforce_csp).new_page()
        view = View(page, [], [])
        page.on("console", lambda m: view.errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: view.errors.append(str(e)))

        def block(route):
            url = route.request.url
            if url.startswith(("file:", "data:")):
                route.continue_()
            else:
                view.requests.append(url)
                route.abort()

        page.route("**/*", block)
        page.goto(path.as_uri())
        page.wait_for_function("() => window.kgView && window.kgView.ready", timeout=timeout_ms)
        return view


@pytest.fixture(scope="session")
def browser(tmp_path_factory):
    reason = missing_browser()
    if reason:
        if os.environ.get("KGBUILD_REQUIRE_BROWSER") == "1":
            pytest.fail(f"KGBUILD_REQUIRE_BROWSER=1 but {reason}", pytrace=False)
        print(f"\nskipping the browser tests: {reason}")
        pytest.skip(reason)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = Browser(p, tmp_path_factory)
        yield b
        for ctx in b.contexts.values():
            ctx.close()


@pytest.fixture
def view_of(browser):
    opened: list[View] = []

    def open_(path: Path, **kwargs) -> View:
        opened.append(browser.open(path, **kwargs))
        return opened[-1]

    yield open_
    for v in opened:
        v.page.close()


# -- graphs ---------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def demo(tmp_path_factory):
    """The demo graph, built from data/ as `kgbuild build data -o OUT` does."""
    import kgbuild

    out = tmp_path_factory.mktemp("demo")
    kgbuild.build_outputs([str(DATA)], out)
    return out


def demo_graph(demo) -> dict:
    return json.loads((demo / "graph.json").read_text("utf-8"))


def triple(head, relation, tail, article, sentence=None, *, tail_type="PERSON", rule="test.rule", url=None):
    sentence = sentence or f"{head} {relation} {tail}."
    return Triple(head, relation, tail, "PERSON", tail_type, 0.9,
                  Evidence(article, sentence, 0, len(sentence), rule, url=url))


@pytest.fixture
def family_page(tmp_path):
    kg = KnowledgeGraph.from_triples([
        triple("Alec Baldwin", "spouse", "Hilaria Baldwin", "a1.txt"),
        triple("Alec Baldwin", "child", "Ireland Baldwin", "a1.txt"),
        triple("Kim Basinger", "child", "Ireland Baldwin", "a2.txt"),
        triple("Kim Basinger", "former_spouse", "Alec Baldwin", "a2.txt"),
        triple("Kim Basinger", "sued", "Alec Baldwin", "a2.txt"),
        triple("Kim Basinger", "sued", "Alec Baldwin", "a3.txt"),
        triple("Alec Baldwin", "appears_in", "30 Rock", "a3.txt", tail_type="WORK"),
    ])
    return render(kg, tmp_path / "family.html")


HOSTILE_NAME = '<img src=x onerror="window.__pwned=1">'
HOSTILE_TAIL = "Bob \"Bobby\" O'Neil <script>window.__pwned=2</script>"
HOSTILE_SENTENCE = "</script><script>window.__pwned=3</script> said <img src=y onerror=\"window.__pwned=4\"> & 'so'"


def one_edge_graph(head, relation, tail, *, article, sentence, rule="test.rule", url=None):
    """A graph of two people and one edge, made directly (no name merging), as graph.json holds it."""
    g = nx.MultiDiGraph()
    for name in (head, tail):
        g.add_node(name, label=name, type="PERSON", aliases=[name], mentions=1, articles=[article])
    evidence = {"article": article, "sentence": sentence, "start": 0, "end": len(sentence), "rule": rule,
                "confidence": 0.9, "date": None, "url": url}
    g.add_edge(head, tail, key=relation, relation=relation, evidence=[evidence], support=1, confidence=0.9)
    g.graph["articles"] = [article]
    return KnowledgeGraph(g)


@pytest.fixture
def hostile_page(tmp_path):
    kg = one_edge_graph(HOSTILE_NAME, "spouse", HOSTILE_TAIL, article="<b>evil</b>.txt", sentence=HOSTILE_SENTENCE,
                        rule="<i>rule</i>", url="javascript:window.__pwned=5")
    return render(kg, tmp_path / "hostile.html", title="<script>window.__pwned=6</script>")


def synthetic_graph(n: int, *, seed: int = 1) -> KnowledgeGraph:
    """n entities in a few hundred articles, ~1.5 relations each, a mix of types and relations."""
    rnd = random.Random(seed)
    g = nx.MultiDiGraph()
    types = ["PERSON"] * 8 + ["WORK", "ORG", "GROUP"]
    for i in range(n):
        g.add_node(f"Entity {i}", label=f"Entity {i}", type=rnd.choice(types), aliases=[f"Entity {i}", f"E{i}"],
                   mentions=rnd.randint(1, 20), articles=[f"a{i % 300}.txt"])
    relations = ["spouse", "former_spouse", "partner", "child", "sibling", "sued", "appears_in"]
    nodes = list(g)
    for i in range(1, n):
        pairs = [(nodes[rnd.randrange(max(0, i - 50), i)], nodes[i])]
        if rnd.random() < 0.5:
            pairs.append((nodes[i], rnd.choice(nodes)))
        for u, v in pairs:
            if u == v:
                continue
            rel, support = rnd.choice(relations), rnd.randint(1, 4)
            evidence = [{"article": f"a{k}.txt", "sentence": f"{u} and {v}: {rel}.", "start": 0, "end": 9,
                         "rule": "synthetic", "confidence": 0.8, "date": None, "url": None} for k in range(support)]
            g.add_edge(u, v, key=rel, relation=rel, evidence=evidence, support=support, confidence=0.9)
    g.graph["articles"] = [f"a{k}.txt" for k in range(300)]
    return KnowledgeGraph(g)


# -- the demo page ------------------------------------------------------------------------------


@pytest.mark.model
def test_the_demo_page_loads_offline_without_console_errors(demo, view_of):
    view = view_of(demo / "graph.html")
    assert view.errors == []
    assert view.requests == [], "the page tried the network"
    assert view.js("() => performance.getEntriesByType('resource').map(e => e.name)") == []
    assert view.js("() => document.querySelectorAll('script[src], link[href], img, iframe').length") == 0
    assert view.page.locator("#summary").inner_text().startswith("5 articles")
    view.screenshot("demo-graph.png")


@pytest.mark.model
def test_the_network_holds_every_node_and_edge_of_graph_json(demo, view_of):
    data = demo_graph(demo)
    shown = view_of(demo / "graph.html").shown()
    assert shown["nodes"] == sorted(n["id"] for n in data["nodes"])
    assert len(shown["edges"]) == len(data["links"])


@pytest.mark.model
def test_physics_stops_once_the_layout_settles(demo, view_of):
    view = view_of(demo / "graph.html")
    assert view.js("() => window.kgView.network.physics.physicsEnabled") is False
    before = view.js("() => window.kgView.network.getPositions()")
    view.page.wait_for_timeout(400)
    assert view.js("() => window.kgView.network.getPositions()") == before


def _person_with_an_alias(data: dict) -> tuple[str, str]:
    """A person with a neighbour, found by an alias that is not their label and names no one else."""
    degree = {n["id"]: 0 for n in data["nodes"]}
    for e in data["links"]:
        degree[e["source"]] += 1
        degree[e["target"]] += 1
    for n in sorted(data["nodes"], key=lambda n: -degree[n["id"]]):
        for alias in n.get("aliases", []):
            others = [m for m in data["nodes"] if m is not n
                      and any(alias.lower() in a.lower() for a in [m["label"], *m.get("aliases", [])])]
            if n["type"] == "PERSON" and alias != n["label"] and not others and degree[n["id"]]:
                return n["id"], alias
    pytest.fail("the demo graph has no person with a distinct alias")


@pytest.mark.model
def test_search_by_alias_zooms_to_the_person_and_highlights_the_neighbourhood(demo, view_of):
    data = demo_graph(demo)
    person, alias = _person_with_an_alias(data)
    view = view_of(demo / "graph.html")
    view.page.locator("#search").press_sequentially(alias.lower(), delay=20)
    option = view.page.locator("#search-results li").first
    assert option.get_attribute("data-node") == person
    view.page.keyboard.press("Enter")

    assert view.page.locator("#panel h2").inner_text() == data["nodes"][[n["id"] for n in data["nodes"]].index(person)]["label"]
    assert view.js("() => window.kgView.network.getSelectedNodes()") == [person]
    neighbours = {e["target"] if e["source"] == person else e["source"]
                  for e in data["links"] if person in (e["source"], e["target"])}
    # After the zoom the person and their neighbours fill the part of the graph the panel leaves free.
    view.page.wait_for_timeout(700)
    assert_inside(view, neighbours | {person})
    opacity = view.opacity()
    assert {n for n, o in opacity.items() if o == 1} == neighbours | {person}
    assert all(o < 1 for n, o in opacity.items() if n not in neighbours | {person})


@pytest.mark.model
def test_clicking_a_node_shows_its_relations_with_evidence(demo, view_of):
    data = demo_graph(demo)
    view = view_of(demo / "graph.html")
    degree = sorted(data["nodes"], key=lambda n: -sum(n["id"] in (e["source"], e["target"]) for e in data["links"]))
    node = next(n for n in degree if view.js("""id => { const p = window.kgView.network.getPositions([id])[id];
        return window.kgView.network.getNodeAt(window.kgView.network.canvasToDOM(p)) === id; }""", n["id"]))
    point = view.node_point(node["id"])
    view.page.mouse.click(point["x"], point["y"])

    assert view.page.locator("#panel").get_attribute("data-node") == node["id"]
    assert view.page.locator("#panel h2").inner_text() == node["label"]
    edges = [e for e in data["links"] if node["id"] in (e["source"], e["target"])]
    sentences = {ev["sentence"].strip() for e in edges for ev in e["evidence"][:2]}
    assert sentences <= set(view.panel_texts(".sentence"))
    assert {ev["article"] for e in edges for ev in e["evidence"][:2]} <= set(view.panel_texts(".article"))
    assert len(view.panel_texts(".relation")) == len(edges)
    view.screenshot("demo-node-panel.png")


@pytest.mark.model
def test_clicking_an_edge_shows_its_sentences_article_ids_and_rule_ids(demo, view_of):
    data = demo_graph(demo)
    view = view_of(demo / "graph.html")
    # An edge whose midpoint is clear of nodes, so a click there lands on the edge.
    target = view.js("""() => {
        const v = window.kgView, n = v.network, r = document.getElementById('network').getBoundingClientRect();
        for (const [id, e] of Object.entries(v.meta.edges)) {
            const p = n.getPositions([e.from, e.to]);
            const mid = n.canvasToDOM({x: (p[e.from].x + p[e.to].x) / 2, y: (p[e.from].y + p[e.to].y) / 2});
            if (n.getNodeAt(mid) === undefined && n.getEdgeAt(mid) === id)
                return {id: id, from: e.from, to: e.to, relation: e.relation, x: r.left + mid.x, y: r.top + mid.y};
        }
    }""")
    assert target, "no edge can be clicked on its own"
    view.page.mouse.click(target["x"], target["y"])

    assert view.page.locator("#panel").get_attribute("data-edge") == target["id"]
    (edge,) = [e for e in data["links"] if (e["source"], e["target"], e["key"]) ==
               (target["from"], target["to"], target["relation"])]
    # One entry per sentence of an article, with every rule that read the relation there.
    entries: dict[tuple[str, str], list[str]] = {}
    for ev in edge["evidence"]:
        rules = entries.setdefault((ev["article"], ev["sentence"].strip()), [])
        rules += [ev["rule"]] if ev["rule"] not in rules else []
    assert view.panel_texts(".sentence") == [sentence for _, sentence in entries]
    assert view.panel_texts(".article") == [article for article, _ in entries]
    assert view.panel_texts(".rule") == ["rule " + ", ".join(rules) for rules in entries.values()]
    opacity = view.opacity()
    assert {n for n, o in opacity.items() if o == 1} == {target["from"], target["to"]}
    view.screenshot("demo-edge-panel.png")


def test_a_sentence_two_rules_read_is_shown_once_with_both_rule_ids(tmp_path, view_of):
    kg = one_edge_graph("Ann Lee", "spouse", "Bo Lee", article="a.txt", sentence="Ann married Bo.", rule="verb.marry")
    (edge,) = [d for *_, d in kg.graph.edges(data=True)]
    edge["evidence"].append({**edge["evidence"][0], "rule": "noun.spouse", "start": 4})
    edge["evidence"].append({**edge["evidence"][0], "article": "b.txt", "date": "2024-01-02",
                             "url": "https://example.com/b"})
    view = view_of(render(kg, tmp_path / "rules.html"))
    view.js("() => window.kgView.focus('Ann Lee')")
    view.page.locator("#panel .entity").first.wait_for()
    assert view.panel_texts(".sentence") == ["Ann married Bo.", "Ann married Bo."]
    assert view.panel_texts(".article") == ["a.txt", "b.txt"]
    assert view.panel_texts(".rule") == ["rule verb.marry, noun.spouse", "rule verb.marry"]
    assert view.panel_texts(".date") == ["2024-01-02"]
    assert view.page.locator("#panel a.url").get_attribute("href") == "https://example.com/b"


# -- filters ------------------------------------------------------------------------------------


def test_relation_and_type_checkboxes_and_the_support_slider_filter_the_graph(family_page, view_of):
    view = view_of(family_page)
    everything = view.shown()
    assert len(everything["nodes"]) == 5 and len(everything["edges"]) == 6

    view.page.locator('input[data-relation="child"]').uncheck()
    relations = view.js("ids => ids.map(id => window.kgView.meta.edges[id].relation)", view.shown()["edges"])
    assert sorted(relations) == ["appears_in", "former_spouse", "spouse", "sued"]
    view.page.locator('input[data-relation="child"]').check()
    assert view.shown() == everything

    view.page.locator('input[data-type="WORK"]').uncheck()
    assert "30 Rock" not in view.shown()["nodes"] and len(view.shown()["edges"]) == 5
    view.page.locator('input[data-type="WORK"]').check()

    view.page.locator("#min-support").focus()
    view.page.keyboard.press("ArrowRight")
    assert view.page.locator("#min-support-value").inner_text() == "2"
    assert view.shown()["nodes"] == ["Alec Baldwin", "Kim Basinger"]
    assert view.page.locator("#status").inner_text() == "2 of 5 entities \u00b7 1 of 6 relations"

    view.page.locator("#reset").click()
    assert view.shown() == everything


def test_entities_a_filter_hides_come_back_where_they_were_even_after_a_drag(family_page, view_of):
    view = view_of(family_page)
    where = "() => window.kgView.network.getPositions(['Hilaria Baldwin'])['Hilaria Baldwin']"
    laid_out = view.js(where)
    start = view.node_point("Hilaria Baldwin")
    view.page.mouse.move(start["x"], start["y"])
    view.page.mouse.down()
    view.page.mouse.move(start["x"] + 60, start["y"] + 40, steps=8)
    view.page.mouse.up()
    dropped = view.js(where)
    assert dropped != laid_out

    view.page.locator('input[data-relation="spouse"]').uncheck()  # Hilaria's only relation
    assert "Hilaria Baldwin" not in view.shown()["nodes"]
    view.page.locator('input[data-relation="spouse"]').check()
    assert view.js(where) == dropped


def test_a_focused_view_starts_with_its_entity_selected(tmp_path, view_of):
    kg = KnowledgeGraph.from_triples([triple("Alec Baldwin", "child", "Ireland Baldwin", "a1.txt"),
                                      triple("Ireland Baldwin", "child", "Holly Baldwin", "a1.txt")])
    view = view_of(render(kg, tmp_path / "focus.html", focus="ireland baldwin", depth=1))
    assert view.js("() => window.kgView.network.getSelectedNodes()") == ["Ireland Baldwin"]
    assert "around Ireland Baldwin, 1 hop" in view.page.locator("#summary").inner_text()


def test_symmetric_relations_are_drawn_without_arrows(family_page, view_of):
    view = view_of(family_page)
    arrows = view.js("""() => Object.fromEntries(window.kgView.network.body.edgeIndices.map(id => {
        const e = window.kgView.network.body.edges[id];
        return [window.kgView.meta.edges[id].relation, e.options.arrows.to.enabled];
    }))""")
    assert arrows == {"spouse": False, "former_spouse": False, "child": True, "sued": True, "appears_in": True}


# -- article text stays text ---------------------------------------------------------------------


@pytest.mark.parametrize("enforce_csp", [True, False], ids=["with-csp", "csp-bypassed"])
def test_injection_strings_render_as_text_and_never_run(hostile_page, view_of, enforce_csp):
    # With the Content-Security-Policy bypassed, only the page's textContent discipline is left.
    view = view_of(hostile_page, enforce_csp=enforce_csp)
    view.page.locator("#search").press_sequentially("<img", delay=20)
    assert view.page.locator("#search-results li .alias").all_text_contents() == [HOSTILE_NAME]
    view.page.keyboard.press("Enter")
    assert view.page.locator("#panel h2").inner_text() == HOSTILE_NAME
    assert view.panel_texts(".sentence") == [HOSTILE_SENTENCE]
    assert view.panel_texts(".article") == ["<b>evil</b>.txt"]
    assert view.panel_texts(".rule") == ["rule <i>rule</i>"]
    assert view.panel_texts(".entity") == [HOSTILE_TAIL]
    assert view.page.title() == "<script>window.__pwned=6</script>"

    # Hovering shows vis-network's tooltip, as text too (once the zoom has settled).
    view.page.wait_for_timeout(700)
    point = view.node_point(HOSTILE_NAME)
    view.page.mouse.move(point["x"], point["y"])
    view.page.wait_for_selector("div.vis-tooltip", state="visible")
    assert view.page.locator("div.vis-tooltip").inner_text() == f"{HOSTILE_NAME} (PERSON)"
    view.screenshot(f"hostile-{'csp' if enforce_csp else 'no-csp'}.png")

    assert view.js("() => window.__pwned") is None
    assert view.js("() => document.querySelectorAll('body img, body script:not([type]) ~ b, #panel a, i').length") == 0
    assert view.js("() => performance.getEntriesByType('resource').length") == 0, "an <img> tried to load"
    assert view.errors == [] and view.requests == []


def test_the_content_security_policy_blocks_inline_handlers_and_connections(family_page, view_of):
    # A second line of defence: even markup that got into the page could neither run nor call out.
    view = view_of(family_page)
    ran = view.js("""() => {
        const d = document.createElement('div');
        d.setAttribute('onclick', 'window.__ran = 1');
        document.body.appendChild(d);
        d.click();
        return window.__ran;
    }""")
    assert ran is None
    fetched = view.js("() => fetch('https://example.com/').then(() => 'fetched', () => 'refused')")
    assert fetched == "refused" and view.requests == []
    assert any("Content Security Policy" in e for e in view.errors)


# -- large graphs ----------------------------------------------------------------------------------


def test_a_2000_node_graph_renders_and_becomes_interactive_within_seconds(tmp_path, view_of):
    kg = synthetic_graph(2000)
    started = time.perf_counter()
    path = render(kg, tmp_path / "large.html")
    written = time.perf_counter() - started

    started = time.perf_counter()
    view = view_of(path, timeout_ms=30_000)
    interactive = time.perf_counter() - started
    assert len(view.shown()["nodes"]) == 2000
    assert view.js("() => window.kgView.network.physics.physicsEnabled") is False

    started = time.perf_counter()
    view.page.locator("#search").fill("Entity 1999")
    view.page.keyboard.press("Enter")
    view.page.locator("#panel h2").wait_for()
    answered = time.perf_counter() - started
    assert view.page.locator("#panel h2").inner_text() == "Entity 1999"
    view.page.wait_for_timeout(700)  # let the zoom finish before the screenshot

    timing = view.js("() => window.kgView.timing")
    print(f"\n2,000 entities / {kg.graph.number_of_edges()} relations: written in {written:.2f}s, "
          f"interactive in {interactive:.2f}s (the page says ready at {timing['readyAt']} ms: {timing}), "
          f"search answered in {answered:.2f}s")
    view.screenshot("large-graph.png")
    assert view.errors == []
    assert written < 5, f"writing took {written:.1f}s"
    assert interactive < 10, f"becoming interactive took {interactive:.1f}s"
    # The layout stops at its 1.6 s budget (checked every 5 steps; building the network may take longer
    # on a loaded machine). The page is ready ~2.3 s after it starts loading at a load average of 5.
    assert timing["layoutMs"] < max(2600, timing["buildMs"] + 1000), "the layout's time budget was not kept"
    assert answered < 2, f"a search took {answered:.1f}s"


# -- readable at first sight ------------------------------------------------------------------------


def assert_inside(view: View, ids) -> None:
    free = view.free_area()
    points = view.dom_points(ids)
    assert set(points) == set(ids)
    outside = {i: p for i, p in points.items() if not (0 <= p["x"] <= free["w"] and 0 <= p["y"] <= free["h"])}
    assert not outside, f"outside the free part of the view ({free}): {outside}"


def overlapping(boxes) -> list[tuple[str, str]]:
    return [(a["id"], b["id"]) for i, a in enumerate(boxes) for b in boxes[i + 1:]
            if a["x"] < b["x"] + b["w"] and b["x"] < a["x"] + a["w"] and a["y"] < b["y"] + b["h"] and b["y"] < a["y"] + a["h"]]


def check_labels(view: View) -> list[dict]:
    """The labels drawn now: each its entity's name (or its start, cut with an ellipsis), as wide as the
    text measures, next to its node, inside the graph, and no two overlapping."""
    labels = view.labels()
    free = view.free_area()
    for lab in labels:
        assert lab["text"] == lab["name"] or (lab["text"].endswith("\u2026") and lab["name"].startswith(lab["text"][:-1].strip()))
        assert abs(lab["w"] - lab["measured"]) <= 1.01, lab
        gap_x = max(lab["x"] - lab["node"]["x"], 0, lab["node"]["x"] - (lab["x"] + lab["w"]))
        gap_y = max(lab["y"] - lab["node"]["y"], 0, lab["node"]["y"] - (lab["y"] + lab["h"]))
        assert max(gap_x, gap_y) <= lab["radius"] + 6, f"label {lab['id']} is away from its node"
        assert 0 <= lab["x"] and lab["x"] + lab["w"] <= free["w"] + 0.5 and 0 <= lab["y"] <= free["h"], lab
    assert overlapping(labels) == []
    return labels


@pytest.mark.model
def test_the_first_view_names_at_least_ten_entities_and_no_two_names_overlap(demo, view_of):
    view = view_of(demo / "graph.html")
    labels = check_labels(view)
    assert len(labels) >= 10, [lab["id"] for lab in labels]
    # The best-connected entity is among them.
    data = demo_graph(demo)
    degree = {n["id"]: sum(n["id"] in (e["source"], e["target"]) for e in data["links"]) for n in data["nodes"]}
    assert max(degree, key=degree.get) in {lab["id"] for lab in labels}


def test_a_300_node_graph_names_at_least_15_at_first_view_and_more_as_you_zoom_in(tmp_path, view_of):
    view = view_of(render(synthetic_graph(300), tmp_path / "300.html"))
    first = check_labels(view)
    assert len(first) >= 15
    view.js("() => { const n = window.kgView.network; n.moveTo({scale: n.getScale() * 3}); }")
    view.page.wait_for_timeout(100)
    zoomed = check_labels(view)
    assert {lab["id"] for lab in zoomed} - {lab["id"] for lab in first}, "zooming in named no one new"


def test_unrelated_stories_are_laid_out_apart(tmp_path, view_of):
    # Three families with nothing between them: their bounding boxes do not overlap.
    kg = KnowledgeGraph.from_triples([
        triple(f"{family} Parent", "child", f"{family} Child {k}", "a.txt")
        for family in ("Smith", "Jones", "Brown") for k in range(6)])
    view = view_of(render(kg, tmp_path / "apart.html"))
    at = view.js("() => window.kgView.network.getPositions()")
    boxes = []
    for family in ("Smith", "Jones", "Brown"):
        xs = [p["x"] for i, p in at.items() if i.startswith(family)]
        ys = [p["y"] for i, p in at.items() if i.startswith(family)]
        boxes.append({"id": family, "x": min(xs), "y": min(ys), "w": max(xs) - min(xs), "h": max(ys) - min(ys)})
    assert overlapping(boxes) == []


def test_clicking_a_node_zooms_to_it_and_its_neighbours_and_escape_goes_back(family_page, view_of):
    view = view_of(family_page)
    before = view.js("() => ({scale: window.kgView.network.getScale(), at: window.kgView.network.getViewPosition()})")
    point = view.node_point("Kim Basinger")
    view.page.mouse.click(point["x"], point["y"])
    # the panel and the zoom animate: wait for them (up to 5 s on a loaded machine), not a fixed time
    view.page.wait_for_function("() => document.querySelector('#panel').getAttribute('data-node') === 'Kim Basinger'",
                                timeout=5000)
    view.page.wait_for_timeout(800)
    assert view.page.locator("#panel").get_attribute("data-node") == "Kim Basinger"
    assert view.js("() => window.kgView.network.getScale()") != before["scale"]
    assert_inside(view, ["Kim Basinger", "Alec Baldwin", "Ireland Baldwin"])
    named = {lab["id"] for lab in view.labels()}
    assert {"Kim Basinger", "Alec Baldwin", "Ireland Baldwin"} <= named, "the neighbourhood is always named"
    view.page.keyboard.press("Escape")
    view.page.wait_for_timeout(700)
    assert view.page.locator("#panel").is_hidden()
    after = view.js("() => ({scale: window.kgView.network.getScale(), at: window.kgView.network.getViewPosition()})")
    # (vis-network's animation ends within a step of its target)
    assert after["scale"] == pytest.approx(before["scale"], rel=0.01)
    assert after["at"]["x"] == pytest.approx(before["at"]["x"], abs=3) and after["at"]["y"] == pytest.approx(before["at"]["y"], abs=3)


@pytest.mark.model
def test_clicking_a_demo_node_brings_all_its_neighbours_into_view(demo, view_of):
    data = demo_graph(demo)
    view = view_of(demo / "graph.html")
    degree = {n["id"]: sum(n["id"] in (e["source"], e["target"]) for e in data["links"]) for n in data["nodes"]}
    person = max(degree, key=degree.get)
    point = view.node_point(person)
    view.page.mouse.click(point["x"], point["y"])
    view.page.wait_for_timeout(800)
    neighbours = {e["target"] if e["source"] == person else e["source"]
                  for e in data["links"] if person in (e["source"], e["target"])}
    assert_inside(view, neighbours | {person})


def families():
    """Three generations: Ann and Bob (married) have Cy and Di (siblings); Cy was married to Eve
    (ended) and is married to Flo; Cy and Eve have Gus; Bob's parent is Hal."""
    t = [triple("Ann Lee", "spouse", "Bob Lee", "a1.txt"),
         *[triple(p, "child", c, "a1.txt") for p in ("Ann Lee", "Bob Lee") for c in ("Cy Lee", "Di Lee")],
         triple("Cy Lee", "sibling", "Di Lee", "a1.txt"),
         triple("Cy Lee", "former_spouse", "Eve Moss", "a2.txt"),
         triple("Cy Lee", "spouse", "Flo Lee", "a2.txt"),
         triple("Cy Lee", "child", "Gus Lee", "a2.txt"), triple("Eve Moss", "child", "Gus Lee", "a2.txt"),
         triple("Hal Lee", "child", "Bob Lee", "a3.txt"),
         triple("Cy Lee", "appears_in", "Lee Show", "a3.txt", tail_type="WORK")]
    return KnowledgeGraph.from_triples(t)


def tree_layout(view: View) -> dict[str, Any]:
    return view.js("""() => {
        const v = window.kgView, n = v.network, shown = new Set(n.body.nodeIndices);
        const at = n.getPositions(n.body.nodeIndices);
        const edges = n.body.edgeIndices.map(id => ({...v.meta.edges[id], dashes: n.body.edges[id].options.dashes}));
        return {tree: v.tree(), at: at, edges: edges, shown: [...shown].sort()};
    }""")


def check_tree(layout) -> None:
    at, edges = layout["at"], layout["edges"]
    assert edges, "the tree shows no relations"
    for e in edges:
        if e["relation"] == "child":
            assert at[e["from"]]["y"] < at[e["to"]]["y"], f"{e['from']} is not above their child {e['to']}"
        else:
            assert at[e["from"]]["y"] == at[e["to"]]["y"], f"{e['from']} and {e['to']} ({e['relation']}) are not on one row"
        if e["relation"] == "former_spouse":
            assert e["dashes"], "an ended marriage is drawn solid"
        if e["relation"] == "spouse":
            assert not e["dashes"]


def test_the_tree_page_puts_parents_above_children_and_couples_and_siblings_on_one_row(tmp_path, view_of):
    view = view_of(render(families(), tmp_path / "tree.html", tree="Cy Lee"))
    layout = tree_layout(view)
    assert layout["tree"]["person"] == "Cy Lee"
    assert "Lee Show" not in layout["shown"], "the tree shows family only"
    assert set(layout["shown"]) == {"Ann Lee", "Bob Lee", "Cy Lee", "Di Lee", "Eve Moss", "Flo Lee", "Gus Lee", "Hal Lee"}
    check_tree(layout)
    rows = sorted({p["y"] for p in layout["at"].values()})
    assert len(rows) == 4  # Hal; Ann and Bob; Cy, Di, Eve, Flo; Gus
    at = layout["at"]
    # A couple side by side: Cy's former wife on one side, his wife on the other.
    assert sorted(["Eve Moss", "Cy Lee", "Flo Lee"], key=lambda n: at[n]["x"]) == ["Eve Moss", "Cy Lee", "Flo Lee"]
    assert view.js("() => window.kgView.network.getSelectedNodes()") == ["Cy Lee"]
    assert {lab["id"] for lab in view.labels()} == set(layout["shown"]), "everyone in the tree is named"
    assert view.page.locator("#tree-bar").is_visible()
    view.screenshot("family-tree.png")
    assert view.errors == []


def test_the_panel_opens_a_family_tree_and_back_returns_to_the_graph(tmp_path, view_of):
    view = view_of(render(families(), tmp_path / "graph.html"))
    graph_at = view.js("() => window.kgView.network.getPositions()")
    view.js("() => window.kgView.focus('Gus Lee')")
    view.page.locator("#panel .tree-open").click()
    layout = tree_layout(view)
    assert layout["tree"]["person"] == "Gus Lee"
    check_tree(layout)
    view.page.locator("#tree-close").click()
    assert view.page.locator("#tree-bar").is_hidden()
    assert len(view.shown()["nodes"]) == 9
    assert view.js("() => window.kgView.network.getPositions()") == graph_at, "the graph's layout came back"


def test_ended_spouse_edges_are_dashed_and_the_panel_says_current_or_ended(tmp_path, view_of):
    kg = KnowledgeGraph.from_triples([
        triple("Tom Cruise", "spouse", "Katie Holmes", "a3.txt"),
        triple("Katie Holmes", "former_spouse", "Tom Cruise", "a4.txt"),
        triple("Tom Cruise", "spouse", "Nicole Kidman", "a5.txt"),
    ])
    g = kg.graph
    for u, v, k, d in g.edges(keys=True, data=True):  # dated as status_currency would date them
        d["evidence"][0]["date"] = {"spouse": "2006-11-18", "former_spouse": "2012-08-20"}[k]
        if (k, {u, v}) == ("spouse", {"Tom Cruise", "Katie Holmes"}):
            d["current"] = False
    view = view_of(render(kg, tmp_path / "couples.html"))
    dashes = view.js("""() => window.kgView.network.body.edgeIndices.map(id => {
        const e = window.kgView.meta.edges[id];
        return [[e.from, e.to].sort().join(' & '), e.relation, window.kgView.network.body.edges[id].options.dashes];
    })""")
    assert {(pair, rel): bool(d) for pair, rel, d in dashes} == {
        ("Katie Holmes & Tom Cruise", "spouse"): True, ("Katie Holmes & Tom Cruise", "former_spouse"): True,
        ("Nicole Kidman & Tom Cruise", "spouse"): False}
    view.js("() => window.kgView.focus('Tom Cruise')")
    view.page.locator("#panel .couple").first.wait_for()
    assert sorted(view.panel_texts(".couple")) == ["current", "ended (2012-08-20)", "ended (2012-08-20)"]
    assert set(view.panel_texts(".years")) == {"2006", "2012"}


def test_hovering_an_entity_names_it_and_all_its_neighbours(tmp_path, view_of):
    kg = synthetic_graph(300)
    view = view_of(render(kg, tmp_path / "300.html"))
    named = {lab["id"] for lab in view.labels()}
    free = view.free_area()
    points = view.dom_points(list(kg.graph))
    # An entity left unnamed at first view, drawn well inside the graph, with neighbours.
    target = next(n for n in sorted(kg.graph, key=lambda n: -kg.graph.degree(n)) if n not in named
                  and 100 < points[n]["x"] < free["w"] - 100 and 100 < points[n]["y"] < free["h"] - 100
                  and view.js("id => { const n = window.kgView.network; return n.getNodeAt(n.canvasToDOM(n.getPositions([id])[id])) === id; }", n))
    point = view.node_point(target)
    view.page.mouse.move(point["x"], point["y"])
    view.page.wait_for_function("id => window.kgView.labels.some(l => l.id === id)", arg=target, timeout=3000)
    neighbours = set(kg.graph.successors(target)) | set(kg.graph.predecessors(target))
    inside = {n for n, p in view.dom_points(neighbours).items() if 0 <= p["x"] <= free["w"] and 0 <= p["y"] <= free["h"]}
    assert inside <= {lab["id"] for lab in view.labels()}


@pytest.mark.model
def test_the_screenshot_script_writes_three_small_pngs(demo, browser, tmp_path):
    import subprocess
    import sys

    proc = subprocess.run([sys.executable, str(ROOT / "bench" / "screenshots.py"), "--graph", str(demo / "graph.json"),
                           "--out", str(tmp_path)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    written = sorted(tmp_path.glob("*.png"))
    assert [p.name for p in written] == ["family-tree.png", "first-view.png", "focused.png"]
    for path in written:
        assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and path.stat().st_size < 400_000


def test_a_contradictory_family_still_draws_a_tree_and_reset_closes_it(tmp_path, view_of):
    # Bad extractions happen: A is B's parent and B is A's, and A married their own child C.
    kg = KnowledgeGraph.from_triples([
        triple("Al Roe", "child", "Bo Roe", "a.txt"), triple("Bo Roe", "child", "Al Roe", "b.txt"),
        triple("Al Roe", "child", "Cy Roe", "a.txt"), triple("Al Roe", "spouse", "Cy Roe", "c.txt"),
        triple("Bo Roe", "sibling", "Di Roe", "c.txt")])
    view = view_of(render(kg, tmp_path / "knot.html", tree="Al Roe"))
    layout = tree_layout(view)
    assert set(layout["shown"]) == {"Al Roe", "Bo Roe", "Cy Roe", "Di Roe"}
    assert all(isinstance(p["y"], (int, float)) for p in layout["at"].values())
    view.page.locator("#reset").click()
    assert view.page.locator("#tree-bar").is_hidden() and len(view.shown()["nodes"]) == 4
    assert view.errors == []
