"""The HTML view, without a browser: one offline file, article text kept as data, and
the CLI's choice of what to show. tests/test_browser.py opens the same pages in Chromium."""

from __future__ import annotations

import base64
import hashlib
import json
import re
from html.parser import HTMLParser

import networkx as nx
import pytest

from kgbuild.errors import KgbuildError, LookupFailed
from kgbuild.graph.knowledge_graph import KnowledgeGraph
from kgbuild.records import Evidence, Triple
from kgbuild.outputs.render import RELATION_COLOR, TYPE_STYLE, page, render, select

from ..conftest import run

HOSTILE_NAME = '<img src=x onerror="window.__pwned=1">'
HOSTILE_TAIL = "Bob \"Bobby\" O'Neil <script>window.__pwned=2</script>"
HOSTILE_SENTENCE = "</script><script>window.__pwned=3</script> & <b>bold</b> \u2028 'single' \"double\""


def triple(head, relation, tail, article="a1.txt", sentence=None, *, head_type="PERSON", tail_type="PERSON",
           rule="test.rule", url=None, date=None):
    sentence = sentence or f"{head} {relation} {tail}."
    ev = Evidence(article, sentence, 0, len(sentence), rule, date=date, url=url)
    return Triple(head, relation, tail, head_type, tail_type, 0.9, ev)


@pytest.fixture
def family():
    """Alec -spouse- Hilaria; Alec -child-> Ireland; Ireland -child-> Holly (2 hops from Alec);
    Kim -sued-> Alec in three articles; Alec appears in 30 Rock."""
    return KnowledgeGraph.from_triples([
        triple("Alec Baldwin", "spouse", "Hilaria Baldwin", "a1.txt", "Alec Baldwin and his wife Hilaria smiled."),
        triple("Alec Baldwin", "child", "Ireland Baldwin", "a1.txt", url="https://example.com/a1", date="2024-05-01"),
        triple("Ireland Baldwin", "child", "Holly Baldwin", "a2.txt"),
        triple("Kim Basinger", "sued", "Alec Baldwin", "a2.txt", rule="verb.sue"),
        triple("Kim Basinger", "sued", "Alec Baldwin", "a3.txt", rule="verb.sue"),
        triple("Kim Basinger", "sued", "Alec Baldwin", "a4.txt", rule="verb.sue"),
        triple("Alec Baldwin", "appears_in", "30 Rock", "a3.txt", tail_type="WORK"),
    ])


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
def hostile():
    return one_edge_graph(HOSTILE_NAME, "spouse", HOSTILE_TAIL, article="evil<1>.txt", sentence=HOSTILE_SENTENCE,
                          url="javascript:alert(1)")


class Page(HTMLParser):
    """The parts of a page that matter here: its elements' attributes and its scripts."""

    def __init__(self, text):
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict]] = []
        self.scripts: list[tuple[dict, str]] = []
        self.styles: list[str] = []
        self._open = None
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.tags.append((tag, attrs))
        if tag in ("script", "style"):
            self._open = (tag, attrs, [])

    def handle_data(self, data):
        if self._open:
            self._open[2].append(data)

    def handle_endtag(self, tag):
        if self._open and tag == self._open[0]:
            kind, attrs, parts = self._open
            (self.scripts.append((attrs, "".join(parts))) if kind == "script" else self.styles.append("".join(parts)))
            self._open = None

    def data(self, block_id):
        (text,) = [body for attrs, body in self.scripts if attrs.get("id") == block_id]
        return json.loads(text)


REMOTE = re.compile(r"^\s*(https?:)?//", re.I)
CSS_REMOTE = re.compile(r"(url\(\s*['\"]?\s*(https?:)?//|@import)", re.I)


def remote_references(html):
    """Every http(s) or protocol-relative resource the page itself would load."""
    doc = Page(html)
    found = [f"<{tag} {name}={value}>" for tag, attrs in doc.tags for name, value in attrs.items()
             if name in ("src", "href", "srcset", "poster", "data", "action", "background") and value
             and REMOTE.search(value)]
    found += [m.group(0) for css in doc.styles for m in CSS_REMOTE.finditer(css)]
    found += [f"<{tag} style>" for tag, attrs in doc.tags if CSS_REMOTE.search(attrs.get("style") or "")]
    return found


# -- one file, no network ---------------------------------------------------------------


def test_the_page_loads_nothing_over_the_network(family):
    html = page(family)
    assert remote_references(html) == []
    doc = Page(html)
    assert [tag for tag, _ in doc.tags if tag in ("link", "iframe", "img", "object", "embed")] == []
    assert all("src" not in attrs for attrs, _ in doc.scripts), "every script is inline"
    assert "vis.Network" in html and "bootstrap" not in html.lower() and "tom-select" not in html.lower()


def test_a_content_security_policy_allows_only_the_pages_own_scripts_and_no_connections(family):
    doc = Page(page(family))
    (csp,) = [a["content"] for t, a in doc.tags if t == "meta" and a.get("http-equiv") == "Content-Security-Policy"]
    assert "default-src 'none'" in csp and "connect-src 'none'" in csp and "unsafe-inline" not in csp.split(";")[1]
    code = [body for attrs, body in doc.scripts if attrs.get("type") != "application/json"]
    assert len(code) == 2  # vis-network, then the viewer
    for body in code:
        digest = base64.b64encode(hashlib.sha256(body.encode()).digest()).decode()
        assert f"'sha256-{digest}'" in csp


def test_the_readme_quickstart_output_is_offline(tmp_path, family):
    out = render(family, tmp_path / "graph.html")
    assert out == tmp_path / "graph.html"
    assert remote_references(out.read_text("utf-8")) == []
    assert [p.name for p in tmp_path.iterdir()] == ["graph.html"], "no temporary file left behind"


# -- article text is data -----------------------------------------------------------------


def test_hostile_names_and_sentences_never_appear_as_markup(hostile):
    html = page(hostile, title="<b>title</b>")
    for raw in (HOSTILE_NAME, "<script>window.__pwned", "<img src=x", "<b>bold</b>", "<b>title</b>", "evil<1>"):
        assert raw not in html
    doc = Page(html)
    assert sum(1 for tag, _ in doc.tags if tag == "script") == 4, "no data closes or opens a script element"
    assert html.count("</script>") == 4
    benign = KnowledgeGraph.from_triples([triple("Ann Lee", "spouse", "Bo Lee", "a.txt", "Ann and Bo wed.")])
    assert [tag for tag, _ in doc.tags] == [tag for tag, _ in Page(page(benign)).tags], "data adds no elements"


def test_hostile_text_round_trips_exactly_through_the_json_blocks(hostile):
    doc = Page(page(hostile))
    meta = doc.data("kg-meta")
    assert set(meta["nodes"]) == {HOSTILE_NAME, HOSTILE_TAIL}
    assert meta["nodes"][HOSTILE_NAME]["label"] == HOSTILE_NAME
    (edge,) = meta["edges"].values()
    assert edge["evidence"][0]["sentence"] == HOSTILE_SENTENCE
    assert edge["evidence"][0]["article"] == "evil<1>.txt"
    assert {n["id"] for n in doc.data("kg-vis")["nodes"]} == {HOSTILE_NAME, HOSTILE_TAIL}


# -- what the graph looks like ------------------------------------------------------------------


def test_types_have_distinct_colours_and_shapes():
    assert len({s["color"] for s in TYPE_STYLE.values()}) == len(TYPE_STYLE)
    assert len({s["shape"] for s in TYPE_STYLE.values()}) == len(TYPE_STYLE)
    assert len(set(RELATION_COLOR.values())) == len(RELATION_COLOR)


def test_edges_are_labelled_and_coloured_by_relation_and_symmetric_ones_have_no_arrow(family):
    vis = Page(page(family)).data("kg-vis")
    by_relation = {e["relation"]: e for e in vis["edges"]}
    assert set(by_relation) == {"spouse", "child", "sued", "appears_in"}
    for name, e in by_relation.items():
        assert e["color"] == RELATION_COLOR[name] and e["label"] == name.replace("_", " ")
    assert by_relation["spouse"]["arrows"] == {"to": {"enabled": False}}
    assert by_relation["child"]["arrows"] == {"to": {"enabled": True}}


def test_nodes_are_styled_by_type_and_sized_by_mentions(family):
    vis = Page(page(family)).data("kg-vis")
    nodes = {n["id"]: n for n in vis["nodes"]}
    assert nodes["30 Rock"]["shape"] == TYPE_STYLE["WORK"]["shape"]
    assert nodes["Alec Baldwin"]["shape"] == TYPE_STYLE["PERSON"]["shape"]
    assert nodes["Alec Baldwin"]["value"] > nodes["Holly Baldwin"]["value"]


def test_the_header_and_legend_summarise_the_corpus(family):
    html = page(family)
    assert re.search(r"<b>4</b> articles.*<b>5</b> people.*<b>6</b> entities.*<b>5</b> relations", html, re.S)
    meta = Page(html).data("kg-meta")
    assert [t["name"] for t in meta["types"]] == ["PERSON", "WORK"]
    assert [r["name"] for r in meta["relations"]] == ["spouse", "child", "sued", "appears_in"]
    assert {r["name"]: r["inverse"] for r in meta["relations"]}["child"] == "parent"


def test_the_panel_data_has_evidence_with_article_rule_date_and_url(family):
    meta = Page(page(family)).data("kg-meta")
    child = next(e for e in meta["edges"].values() if e["relation"] == "child" and e["from"] == "Alec Baldwin")
    assert child["evidence"] == [{"article": "a1.txt", "sentence": "Alec Baldwin child Ireland Baldwin.",
                                  "rule": "test.rule", "confidence": 0.9, "date": "2024-05-01",
                                  "url": "https://example.com/a1"}]
    sued = next(e for e in meta["edges"].values() if e["relation"] == "sued")
    assert sued["support"] == 3 and [ev["article"] for ev in sued["evidence"]] == ["a2.txt", "a3.txt", "a4.txt"]


def test_layout_physics_is_bounded_for_large_graphs(family):
    options = json.loads(Page(page(family)).data("kg-vis")["options"])
    stabilization = options["physics"]["stabilization"]
    assert stabilization["enabled"] and 100 <= stabilization["iterations"] <= 1000
    assert options["edges"]["smooth"] is False, "no hidden support nodes for physics to carry"


# -- choosing what to show ---------------------------------------------------------------


def nodes_of(view):
    return set(view.nodes)


def test_without_options_everything_is_shown(family):
    view = select(family)
    assert nodes_of(view) == set(family.graph) and view.number_of_edges() == family.graph.number_of_edges()


def test_relations_keep_only_those_edges_and_the_entities_they_join(family):
    view = select(family, relations=["spouse", "child"])
    assert {k for *_, k in view.edges(keys=True)} == {"spouse", "child"}
    assert nodes_of(view) == {"Alec Baldwin", "Hilaria Baldwin", "Ireland Baldwin", "Holly Baldwin"}


def test_min_support_keeps_relations_stated_in_enough_articles(family):
    view = select(family, min_support=2)
    assert list(view.edges(keys=True)) == [("Kim Basinger", "Alec Baldwin", "sued")]
    assert nodes_of(view) == {"Kim Basinger", "Alec Baldwin"}


@pytest.mark.parametrize("depth, expected", [
    (0, {"Ireland Baldwin"}),
    (1, {"Ireland Baldwin", "Alec Baldwin", "Holly Baldwin"}),
    (2, {"Ireland Baldwin", "Alec Baldwin", "Holly Baldwin", "Hilaria Baldwin", "Kim Basinger", "30 Rock"}),
])
def test_focus_shows_the_entities_within_depth_hops_either_way(family, depth, expected):
    assert nodes_of(select(family, focus="ireland baldwin", depth=depth)) == expected


def test_focus_follows_only_the_chosen_relations(family):
    assert nodes_of(select(family, focus="Alec Baldwin", depth=2, relations=["child"])) == {
        "Alec Baldwin", "Ireland Baldwin", "Holly Baldwin"}


def test_max_nodes_keeps_the_best_supported_entities(family):
    # Support of an entity's relations: Alec 7, Kim 3 (one relation in three articles), Ireland 2.
    view = select(family, max_nodes=2)
    assert nodes_of(view) == {"Alec Baldwin", "Kim Basinger"}


def test_max_nodes_always_keeps_the_focus(family):
    assert nodes_of(select(family, focus="Holly Baldwin", depth=2, max_nodes=1)) == {"Holly Baldwin"}


def test_unknown_names_and_relations_are_errors_that_say_what_is_known(family):
    with pytest.raises(LookupFailed, match="no entity named 'Nobody'"):
        select(family, focus="Nobody")
    with pytest.raises(KgbuildError, match=r"unknown relation 'married'; known: spouse, former_spouse"):
        select(family, relations=["married"])
    with pytest.raises(KgbuildError, match="min support must be at least 1"):
        select(family, min_support=0)


def test_the_page_shows_only_the_selection_and_says_so(family):
    html = page(family, focus="alec baldwin", depth=1, relations=["spouse", "child"])
    meta = Page(html).data("kg-meta")
    assert set(meta["nodes"]) == {"Alec Baldwin", "Hilaria Baldwin", "Ireland Baldwin"}
    assert meta["selection"] == "around Alec Baldwin, 1 hop; relations spouse, child"
    assert "showing 3 entities, 2 relations: around Alec Baldwin, 1 hop; relations spouse, child" in html


# -- the command ------------------------------------------------------------------------------


@pytest.fixture
def graph_file(tmp_path, family):
    return family.save(tmp_path / "graph.json")


def test_render_writes_the_page_and_says_what_it_holds(graph_file, tmp_path):
    out = tmp_path / "view.html"
    result = run("render", graph_file, "-o", out, "--focus", "Ireland Baldwin", "--depth", "1")
    assert result.exit_code == 0, result.output
    assert result.output == f"wrote {out}: 3 entities, 2 relations\n"
    assert set(Page(out.read_text("utf-8")).data("kg-meta")["nodes"]) == {
        "Ireland Baldwin", "Alec Baldwin", "Holly Baldwin"}


def test_render_takes_relations_min_support_and_max_nodes(graph_file, tmp_path):
    out = tmp_path / "view.html"
    result = run("render", graph_file, "-o", out, "--relations", "spouse, sued", "--min-support", "1",
                 "--max-nodes", "2")
    assert result.exit_code == 0, result.output
    assert result.output == f"wrote {out}: 2 entities, 1 relation\n"


@pytest.mark.parametrize("args, code, message", [
    (("--focus", "Nobody"), 6, "Error: no entity named 'Nobody'"),
    (("--relations", "married"), 6, "Error: unknown relation 'married'; known: spouse, former_spouse,"),
])
def test_render_bad_options_are_one_line_errors(graph_file, tmp_path, args, code, message):
    result = run("render", graph_file, "-o", tmp_path / "view.html", *args)
    assert result.exit_code == code, result.output
    assert result.output.startswith(message) and result.output.count("\n") == 1
    assert not (tmp_path / "view.html").exists()


@pytest.mark.parametrize("args, message", [
    (("--min-support", "0"), "Error: Invalid value for '--min-support': 0 is not in the range x>=1."),
    (("--max-nodes", "0"), "Error: Invalid value for '--max-nodes': 0 is not in the range x>=1."),
    (("--depth", "-1"), "Error: Invalid value for '--depth': -1 is not in the range x>=0."),
])
def test_render_numbers_out_of_range_are_usage_errors_exit_2(graph_file, tmp_path, args, message):
    result = run("render", graph_file, "-o", tmp_path / "view.html", *args)
    assert result.exit_code == 2, result.output
    assert result.output.splitlines()[-1] == message
    assert not (tmp_path / "view.html").exists()


def test_render_a_missing_graph_file_is_one_line_and_exit_code_4(tmp_path):
    result = run("render", tmp_path / "nope.json", "-o", tmp_path / "view.html")
    assert result.exit_code == 4
    assert result.output == f"Error: no such graph file: {tmp_path / 'nope.json'}\n"


def test_render_a_corrupt_graph_file_is_one_line_and_exit_code_4(tmp_path):
    bad = tmp_path / "graph.json"
    bad.write_text('{"nodes": [', "utf-8")
    result = run("render", bad, "-o", tmp_path / "view.html")
    assert result.exit_code == 4
    assert result.output == f"Error: graph file {bad} is corrupt or truncated (JSON error at line 1)\n"


def test_render_to_an_unwritable_place_is_one_line_and_exit_code_5(graph_file, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("", "utf-8")
    result = run("render", graph_file, "-o", blocker / "view.html")
    assert result.exit_code == 5, result.output
    assert result.output.startswith("Error: cannot write to ") and result.output.count("\n") == 1


# -- readable at first sight: palette, dashes, marriage status, the family tree --------------


def _luminance(hex_colour):
    channels = [int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _hue(hex_colour):
    import colorsys

    h, l, s = colorsys.rgb_to_hls(*[int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)])
    return None if s < 0.15 or l < 0.08 else h * 360


def test_relation_colours_are_okabe_ito_hues_distinct_and_visible_on_white():
    from kgbuild.outputs.render import OKABE_ITO

    palette = set(OKABE_ITO.values())
    off_palette = {r: c for r, c in RELATION_COLOR.items() if c not in palette}
    assert off_palette == {"directed": "#a39600"}, "only the darkened yellow is not Okabe-Ito's own"
    assert len(set(RELATION_COLOR.values())) == len(RELATION_COLOR)
    # Any two relations differ in hue (by 10 degrees or more), or else clearly in lightness
    # (blue and sky blue, black and grey: a luminance ratio of 1.8 or more).
    colours = list(RELATION_COLOR.items())
    for i, (r1, c1) in enumerate(colours):
        for r2, c2 in colours[i + 1:]:
            h1, h2 = _hue(c1), _hue(c2)
            hue_gap = 360 if h1 is None or h2 is None else min(abs(h1 - h2), 360 - abs(h1 - h2))
            l1, l2 = sorted([_luminance(c1), _luminance(c2)])
            if h1 is None and h2 is None or hue_gap < 10:
                assert (l2 + 0.05) / (l1 + 0.05) >= 1.8, f"{r1} and {r2} look alike"
    for relation, colour in RELATION_COLOR.items():  # a 2px line needs some contrast with the page
        contrast = (1 + 0.05) / (_luminance(colour) + 0.05)
        assert contrast >= 2, f"{relation} {colour} has contrast {contrast:.2f} on white"
    assert all(s["color"] in palette for s in TYPE_STYLE.values())


def couples():
    """Alec and Kim divorced (2002); Tom married Katie in 2006 and they are exes by 2012."""
    return KnowledgeGraph.from_triples([
        triple("Alec Baldwin", "spouse", "Hilaria Baldwin", "a1.txt", date="2023-03-01"),
        triple("Kim Basinger", "former_spouse", "Alec Baldwin", "a2.txt", date="2002-06-01"),
        triple("Alec Baldwin", "child", "Ireland Baldwin", "a2.txt", date="2002-06-01"),
        triple("Kim Basinger", "child", "Ireland Baldwin", "a2.txt"),
        triple("Tom Cruise", "spouse", "Katie Holmes", "a3.txt", date="2006-11-18"),
        triple("Katie Holmes", "former_spouse", "Tom Cruise", "a4.txt", date="2012-08-20"),
    ])


class by_pair(dict):
    """Edges by (one end, other end, relation), either way round (symmetric ones are stored sorted)."""

    def __init__(self, edges):
        super().__init__(((frozenset((e["from"], e["to"])), e["relation"]), e) for e in edges)

    def __getitem__(self, key):
        return super().__getitem__((frozenset(key[:2]), key[2]))


def test_ended_couples_are_dashed_and_say_ended_with_the_date_current_ones_are_solid():
    html = Page(page(couples()))
    vis, meta = by_pair(html.data("kg-vis")["edges"]), by_pair(html.data("kg-meta")["edges"].values())
    current = ("Alec Baldwin", "Hilaria Baldwin", "spouse")
    assert vis[current]["dashes"] is False and meta[current]["status"] == {"current": True, "ended": None}
    former = ("Kim Basinger", "Alec Baldwin", "former_spouse")
    assert vis[former]["dashes"] and meta[former]["status"] == {"current": False, "ended": "2002-06-01"}
    # Tom and Katie: the 2006 spouse edge is no longer current, ended by the 2012 report.
    married = ("Tom Cruise", "Katie Holmes", "spouse")
    assert vis[married]["dashes"] and meta[married]["status"] == {"current": False, "ended": "2012-08-20"}
    assert "ended (2012-08-20)" in vis[married]["title"]


def test_couple_edges_show_the_years_the_graph_carries_and_others_do_not():
    vis = by_pair(Page(page(couples())).data("kg-vis")["edges"])
    assert vis[("Alec Baldwin", "Hilaria Baldwin", "spouse")]["label"] == "spouse 2023"
    assert vis[("Kim Basinger", "Alec Baldwin", "former_spouse")]["label"] == "former spouse 2002"
    assert vis[("Alec Baldwin", "Ireland Baldwin", "child")]["label"] == "child"
    meta = Page(page(couples())).data("kg-meta")
    assert next(r for r in meta["relations"] if r["name"] == "former_spouse")["dashes"]


def test_the_font_stack_has_system_fallbacks_for_cjk_hangul_devanagari_and_arabic():
    from importlib import resources

    css = resources.files("kgbuild.data").joinpath("viewer.css").read_text("utf-8")
    stack = re.search(r"--font:([^;]+);", css).group(1)
    for face in ("Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", "Apple SD Gothic Neo", "Malgun Gothic",
                 "Noto Sans Devanagari", "Nirmala UI", "Noto Sans Arabic", "Geeza Pro", "sans-serif"):
        assert f"{face}" in stack
    assert "@font-face" not in css and "url(" not in css


def test_a_tree_page_names_its_person_and_an_unknown_or_unselected_one_is_an_error(tmp_path):
    kg = couples()
    meta = Page(page(kg, tree="ireland baldwin")).data("kg-meta")
    assert meta["tree"] == "Ireland Baldwin"
    assert Page(page(kg)).data("kg-meta")["tree"] is None
    with pytest.raises(LookupFailed):
        page(kg, tree="Nobody At All")
    with pytest.raises(KgbuildError, match="not in the selected part"):
        page(kg, tree="Tom Cruise", focus="Ireland Baldwin")


def test_render_tree_writes_a_page_that_opens_on_the_family_tree(tmp_path):
    graph_file = couples().save(tmp_path / "graph.json")
    out = tmp_path / "tree.html"
    result = run("render", graph_file, "--tree", "Ireland Baldwin", "-o", out)
    assert result.exit_code == 0, result.output
    assert result.output == f"wrote {out}: 6 entities, 6 relations, opening on the family tree of Ireland Baldwin\n"
    assert Page(out.read_text("utf-8")).data("kg-meta")["tree"] == "Ireland Baldwin"
    result = run("render", graph_file, "--tree", "Nobody", "-o", tmp_path / "no.html")
    assert result.exit_code == 6 and result.output.startswith("Error: no entity named 'Nobody'")
