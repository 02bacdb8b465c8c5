"""What kgbuild reads back from its own files is checked before use. A cache entry of the
wrong shape is a miss (never an error, never in the graph); a bad ``triples.jsonl`` line on
``--update`` is one line naming the line and the field, exit 3, outputs kept; NaN is never
written."""

from __future__ import annotations

import json
import shutil

import pytest

from kgbuild.pipeline.cache import ExtractionCache
from kgbuild.records import Article, Evidence, Extraction, Triple

from ..conftest import DATA, run

ARTICLE = DATA / "articles" / "baldwins-red-carpet.txt"


def strict_json(text: str):
    """json.loads that refuses NaN and Infinity, as JSON.parse in the viewer does."""
    def refuse(constant):
        raise ValueError(f"{constant} is not JSON")
    return json.loads(text, parse_constant=refuse)


TRIPLE = Triple("Alec Baldwin", "spouse", "Hilaria Baldwin", "PERSON", "PERSON", 0.9,
                Evidence("a.txt", "Alec and his wife Hilaria.", 0, 26, "poss.spouse"))

# how a cached triple is spoiled (each is valid JSON)
SPOILED_TRIPLES = {
    "head null": lambda t: t.update(head=None),
    "head a number": lambda t: t.update(head=7),
    "head_type a list": lambda t: t.update(head_type=["PERSON"]),
    "confidence NaN text": lambda t: t.update(confidence="NaN"),
    "confidence 7.5": lambda t: t.update(confidence=7.5),
    "confidence true": lambda t: t.update(confidence=True),
    "unknown relation": lambda t: t.update(relation="wed"),
    "start a string": lambda t: t.update(start="0"),
    "aliases a string": lambda t: t.update(head_aliases="Alec"),
    "no tail": lambda t: t.pop("tail"),
}


@pytest.mark.parametrize("spoil", list(SPOILED_TRIPLES))
def test_a_cache_entry_of_the_wrong_shape_is_a_miss(tmp_path, spoil):
    cache = ExtractionCache(tmp_path, "settings")
    article = Article("a.txt", "Alec and his wife Hilaria.")
    cache.put(article, Extraction("a.txt", (TRIPLE,), words=5))
    [entry] = tmp_path.rglob("*.json")
    data = json.loads(entry.read_text())
    SPOILED_TRIPLES[spoil](data["triples"][0])
    entry.write_text(json.dumps(data))
    assert cache.get(article) is None
    assert (cache.hits, cache.misses) == (0, 1)


@pytest.mark.parametrize("entry", [[], "x", {"article": "a.txt"}, {"article": 5, "triples": []},
                                   {"article": "a.txt", "triples": {}}, {"article": "a.txt", "triples": [],
                                                                         "words": -1}])
def test_a_cache_entry_that_is_not_an_extraction_is_a_miss(tmp_path, entry):
    cache = ExtractionCache(tmp_path, "settings")
    article = Article("a.txt", "text")
    cache.put(article, Extraction("a.txt"))
    [path] = tmp_path.rglob("*.json")
    path.write_text(json.dumps(entry))
    assert cache.get(article) is None


def test_a_cache_entry_nested_too_deeply_for_json_is_a_miss(tmp_path):
    cache = ExtractionCache(tmp_path, "settings")
    article = Article("a.txt", "text")
    cache.put(article, Extraction("a.txt"))
    [path] = tmp_path.rglob("*.json")
    path.write_text('{"article": "a.txt", "triples": ' + "[" * 5000 + "]" * 5000 + "}")
    assert cache.get(article) is None


@pytest.mark.model
def test_a_cached_nan_confidence_never_reaches_the_outputs(tmp_path):
    out = tmp_path / "out"
    assert run("build", ARTICLE, "-o", out, "-q").exit_code == 0
    clean = {name: (out / name).read_text() for name in ("graph.json", "triples.jsonl")}
    for entry in (out / ".kgbuild-cache").rglob("*.json"):
        data = json.loads(entry.read_text())
        if isinstance(data, dict) and data.get("triples"):
            for t in data["triples"]:
                t["confidence"] = "NaN"
            entry.write_text(json.dumps(data))
    result = run("build", ARTICLE, "-o", out, "-q")
    assert result.exit_code == 0, result.output
    assert "(1 cached)" not in result.output  # a miss: parsed again
    for name, text in clean.items():
        now = (out / name).read_text()
        assert "NaN" not in now
        [strict_json(line) for line in now.splitlines()] if name.endswith(".jsonl") else strict_json(now)
        assert now == text


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("built") / "out"
    result = run("build", ARTICLE, "-o", out, "-q", "--no-cache")
    assert result.exit_code == 0, result.output
    return out


SPOILED_LINES = {
    "head null": (lambda t: t.update(head=None), "head: must be a non-empty string, not None"),
    "confidence 7.5": (lambda t: t.update(confidence=7.5), "confidence: must be a number from 0 to 1, not 7.5"),
    "unknown relation": (lambda t: t.update(relation="wed"),
                         "relation: must be a known relation (spouse, former_spouse, partner, child, sibling, sued, "
                         "appears_in, airs_on, directed), not 'wed'"),
    "a list": (lambda t: t.clear(), "head: missing"),
}


@pytest.mark.parametrize("spoil", [*SPOILED_LINES, "deep", "not json"])
def test_a_bad_triples_line_on_update_is_one_line_exit_3_and_the_outputs_stay(built, tmp_path, spoil):
    out = tmp_path / "out"
    shutil.copytree(built, out)
    (out / ".kgbuild-manifest.json").unlink(missing_ok=True)  # as an OUTDIR of an older kgbuild
    lines = (out / "triples.jsonl").read_text().splitlines()
    if spoil == "deep":
        lines[1], reason = "[" * 5000 + "]" * 5000, "maximum recursion depth exceeded"
    elif spoil == "not json":
        lines[1], reason = "{", "Expecting property name enclosed in double quotes"
    else:
        triple = json.loads(lines[1])
        how, reason = SPOILED_LINES[spoil]
        how(triple)
        lines[1] = json.dumps(triple)
    (out / "triples.jsonl").write_text("\n".join(lines) + "\n")
    before = {p.name: p.read_bytes() for p in out.iterdir() if p.is_file()}
    result = run("build", DATA / "articles" / "holmes-cruise.txt", "-o", out, "--update", "--no-cache")
    assert result.exit_code == 3, result.output
    [line] = result.output.splitlines()
    assert line.startswith(f"Error: {out / 'triples.jsonl'}:2: not a triple ({reason}")
    assert {p.name: p.read_bytes() for p in out.iterdir() if p.is_file()} == before
