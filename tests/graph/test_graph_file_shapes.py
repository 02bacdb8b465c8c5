"""A graph.json that is valid JSON of the wrong shape is refused by every command that reads
it: exit 4, one line naming the field, no traceback, and nothing written or changed."""

from __future__ import annotations

import json
import shutil

import pytest


from ..conftest import DATA, run


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("built") / "out"
    result = run("build", DATA / "articles" / "baldwins-red-carpet.txt", "-o", out, "-q", "--no-cache")
    assert result.exit_code == 0, result.output
    return out


def first_link(data):
    return data["links"][0]


def set_user_aliases(data, value):
    data["graph"]["user_aliases"] = value


# each: how the graph is spoiled, and what the error says after "is malformed: "
SPOILED = {
    "graph is a string": (lambda d: d.clear() or d.update({"graph": "x"}), None),
    "no edge confidence": (lambda d: first_link(d).pop("confidence"), "links[0].confidence: missing"),
    "not a multigraph": (lambda d: d.update(multigraph=False),
                         "multigraph: must be true (a kgbuild graph is a directed multigraph), not False"),
    "confidence 7.5": (lambda d: first_link(d).update(confidence=7.5),
                       "links[0].confidence: must be a number from 0 to 1, not 7.5"),
    "confidence NaN text": (lambda d: first_link(d)["evidence"][0].update(confidence="NaN"),
                            "links[0].evidence[0].confidence: must be a number from 0 to 1, not 'NaN'"),
    "unknown relation": (lambda d: first_link(d).update(key="wed"),
                         "links[0].key: must be a known relation (spouse, former_spouse, partner, child, sibling, "
                         "sued, appears_in, airs_on, directed), not 'wed'"),
    "node id a number": (lambda d: d["nodes"][0].update(id=5), "nodes[0].id: must be a non-empty string, not 5"),
    "link to no node": (lambda d: first_link(d).update(source="Nobody"), "links[0].source: 'Nobody' is not a node"),
    "support a string": (lambda d: first_link(d).update(support="2"),
                         "links[0].support: must be a whole number from 0, not '2'"),
    "aliases a list": (lambda d: d["nodes"][0].update(aliases="Alec"),
                       "nodes[0].aliases: must be a list, not 'Alec'"),
    "user aliases a string": (lambda d: set_user_aliases(d, "Kim"),
                              "graph.user_aliases: expected the keys 'aliases' (canonical name: [aliases]) and "
                              "'never_merge' (a list of name lists), not 'Kim'"),
    "user aliases of the wrong shape": (lambda d: set_user_aliases(d, {"aliases": ["Kim"]}),
                                        "graph.user_aliases.aliases: must be a mapping of canonical name to "
                                        "aliases, not ['Kim']"),
}

COMMANDS = {
    "query": lambda g, tmp: ["query", g, "Alec Baldwin"],
    "path": lambda g, tmp: ["path", g, "Alec Baldwin", "Hilaria Baldwin"],
    "stats": lambda g, tmp: ["stats", g],
    "merge-candidates": lambda g, tmp: ["merge-candidates", g],
    "export": lambda g, tmp: ["export", g, "-f", "graphml", "-o", tmp / "kg.graphml"],
    "render": lambda g, tmp: ["render", g, "-o", tmp / "view.html"],
    "build --update": lambda g, tmp: ["build", DATA / "articles" / "holmes-cruise.txt", "-o", g.parent, "--update",
                                      "--no-cache"],
}


@pytest.mark.parametrize("command", list(COMMANDS))
@pytest.mark.parametrize("spoil", list(SPOILED))
def test_a_graph_of_the_wrong_shape_is_exit_4_naming_the_field_in_every_command(built, tmp_path, spoil, command):
    out = tmp_path / "out"
    shutil.copytree(built, out)
    data = json.loads((out / "graph.json").read_text())
    how, field = SPOILED[spoil]
    how(data)
    (out / "graph.json").write_text(json.dumps(data))
    (out / ".kgbuild-manifest.json").unlink(missing_ok=True)  # as an OUTDIR of an older kgbuild
    before = {p.name: p.read_bytes() for p in out.iterdir() if p.is_file()}
    graph = out / "graph.json"
    result = run(*COMMANDS[command](graph, tmp_path))
    assert result.exit_code == 4, result.output
    expected = (f"Error: graph file {graph} is malformed: {field}" if field
                else "Error: not a kgbuild graph (no 'kgbuild-graph' format marker)")
    assert result.output.splitlines() == [expected]
    assert {p.name: p.read_bytes() for p in out.iterdir() if p.is_file()} == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]  # no export, no page
