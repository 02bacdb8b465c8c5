"""The per-article extraction cache: hits skip spaCy entirely, any change of input or
extractor is a miss, and a broken cache is never fatal."""

from __future__ import annotations

import subprocess
import sys

import pytest
from click.testing import CliRunner

from kgbuild import build_outputs
from kgbuild.pipeline.cache import CACHE_DIRNAME, ExtractionCache, settings_digest
from kgbuild.cli import main
from kgbuild.records import Article, Evidence, Extraction, Triple

from ..conftest import DATA

EV = Evidence("a.txt", "Alec and his wife Hilaria smiled.", 0, 33, "noun.spouse", "2024-01-01", "https://x")
EXTRACTION = Extraction("a.txt", (Triple("Alec Baldwin", "spouse", "Hilaria Baldwin", "PERSON", "PERSON", 0.9, EV,
                                         ("Alec",), ("Hilaria",)),), words=6, date="2024-01-01")


def test_an_entry_round_trips(tmp_path):
    c = ExtractionCache(tmp_path, "s")
    a = Article("a.txt", "Alec and his wife Hilaria smiled.", date="2024-01-01", url="https://x")
    c.put(a, EXTRACTION)
    assert c.get(a) == EXTRACTION
    assert (c.hits, c.misses) == (1, 0)


def test_the_entries_digest_names_the_entries_a_build_read_or_wrote_in_order(tmp_path):
    c = ExtractionCache(tmp_path, "s")
    a, b = Article("a.txt", "Mara Quill wed Tobias Quill."), Article("b.txt", "Ines Varga sued Otto Brandt.")
    c.put(a, Extraction("a.txt", words=5))
    assert c.entries_digest(["a.txt", "b.txt"]) is None, "b.txt is in no entry"
    c.get(a), c.get(b), c.put(b, Extraction("b.txt", words=5))
    assert c.entries_digest(["a.txt", "b.txt"]) != c.entries_digest(["b.txt", "a.txt"])
    again = ExtractionCache(tmp_path, "s")
    again.get(a), again.get(b)
    assert again.entries_digest(["a.txt", "b.txt"]) == c.entries_digest(["a.txt", "b.txt"])
    again.get(Article("a.txt", "Mara Quill divorced Tobias Quill."))  # a miss: no entry yet
    again.put(Article("a.txt", "Mara Quill divorced Tobias Quill."), Extraction("a.txt", words=5))
    assert again.entries_digest(["a.txt", "b.txt"]) is None, "two articles named a.txt, two entries"


@pytest.mark.parametrize("change", [
    {"text": "Alec and his wife Hilaria smiled!"},
    {"id": "b.txt"},
    {"date": "2024-01-02"},
    {"url": "https://y"},
    {"title": "A title"},
])
def test_any_change_to_the_article_is_a_miss(tmp_path, change):
    base = dict(id="a.txt", text="Alec and his wife Hilaria smiled.", date="2024-01-01", url="https://x")
    c = ExtractionCache(tmp_path, "s")
    c.put(Article(**base), EXTRACTION)
    assert c.get(Article(**{**base, **change})) is None


def test_the_settings_include_rules_model_and_threshold():
    base = settings_digest(model="m==1", threshold=0.5, rules_digest="r1")
    assert settings_digest(model="m==1", threshold=0.5, rules_digest="r1") == base
    assert settings_digest(model="m==1", threshold=0.5, rules_digest="r2") != base
    assert settings_digest(model="m==2", threshold=0.5, rules_digest="r1") != base
    assert settings_digest(model="m==1", threshold=0.6, rules_digest="r1") != base


def test_disabling_a_rule_changes_the_settings(monkeypatch):
    from kgbuild.extraction.rules import load_rules

    before = settings_digest(model="m", threshold=0.5)
    some_rule = load_rules().ids()[0]
    monkeypatch.setenv("KGBUILD_DISABLE_RULES", some_rule)
    assert settings_digest(model="m", threshold=0.5) != before


def test_editing_an_extraction_module_changes_the_settings(monkeypatch):
    import kgbuild.pipeline.cache as cache_mod

    before = settings_digest(model="m", threshold=0.5)
    monkeypatch.setattr(cache_mod, "code_digest", lambda: "edited")
    assert settings_digest(model="m", threshold=0.5) != before


def test_a_corrupt_entry_is_a_miss_and_is_rewritten(tmp_path):
    c = ExtractionCache(tmp_path, "s")
    a = Article("a.txt", "text")
    c.put(a, EXTRACTION)
    c._path(c.key(a)).write_text('{"article": "a.txt", "triples": [{"head"')
    assert c.get(a) is None
    c.put(a, EXTRACTION)
    assert c.get(a) == EXTRACTION


def test_an_unwritable_cache_switches_itself_off(tmp_path):
    (tmp_path / "file").write_text("x")
    c = ExtractionCache(tmp_path / "file" / "cache", "s")
    c.put(Article("a.txt", "text"), EXTRACTION)
    assert c.error == f"cache disabled: cannot write to {tmp_path / 'file' / 'cache'}: Not a directory"
    assert c.get(Article("a.txt", "text")) is None


OLD, NEW = "0123456789abcdef", "fedcba9876543210"  # two settings digests


def claimed(root, settings=NEW) -> ExtractionCache:
    cache = ExtractionCache(root, settings)
    cache.claim()
    return cache


def test_prune_keeps_only_the_current_settings(tmp_path):
    old, new = claimed(tmp_path, OLD), claimed(tmp_path, NEW)
    old.put(Article("a.txt", "t"), EXTRACTION)
    new.put(Article("a.txt", "t"), EXTRACTION)
    assert new.prune() == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["CACHEDIR.TAG", NEW]


# -- the cache owns only what it wrote (issue 19, item 1) ------------------------------------

def test_a_new_cache_directory_is_created_and_tagged(tmp_path):
    cache = claimed(tmp_path / "new" / "cache")
    assert cache.owned() and cache.error is None
    assert (tmp_path / "new" / "cache" / "CACHEDIR.TAG").read_text().startswith("Signature: 8a477f597d28d172789f06886806bc55")


def test_a_cache_of_an_older_kgbuild_is_adopted(tmp_path):
    ExtractionCache(tmp_path, OLD).put(Article("a.txt", "t"), EXTRACTION)  # untagged, as before the tag
    cache = claimed(tmp_path)
    assert cache.owned()
    assert cache.prune() == 1


def test_prune_deletes_only_entries_the_cache_wrote(tmp_path):
    old = claimed(tmp_path, OLD)
    old.put(Article("a.txt", "t"), EXTRACTION)
    shard = next(p for p in (tmp_path / OLD).iterdir())
    (shard / "notes.txt").write_text("mine")  # a user's file inside an old settings directory
    (tmp_path / "keep").mkdir()  # and a directory of their own next to the settings
    (tmp_path / "keep" / "x.json").write_text("{}")
    assert claimed(tmp_path, NEW).prune() == 0
    assert (shard / "notes.txt").read_text() == "mine"
    assert (tmp_path / "keep" / "x.json").read_text() == "{}"
    assert not any(p.suffix == ".json" for p in shard.iterdir()), "the old entry itself is gone"


def test_an_untagged_directory_is_never_pruned(tmp_path):
    ExtractionCache(tmp_path, OLD).put(Article("a.txt", "t"), EXTRACTION)
    assert ExtractionCache(tmp_path, NEW).prune() == 0
    assert any((tmp_path / OLD).rglob("*.json"))


def test_a_cache_dir_holding_articles_is_refused_and_left_as_it_was(tmp_path):
    corpus = tmp_path / "c"
    (corpus / "2023").mkdir(parents=True)
    (corpus / "2023" / "story.txt").write_text("Alec Baldwin and his wife Hilaria Baldwin smiled.\n")
    (corpus / "2024").mkdir()
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["build", str(corpus), "-o", str(out), "--cache-dir", str(corpus)])
    assert result.exit_code == 5
    assert result.output == (f"Error: refusing to use {corpus} as the cache: it holds '2023', which kgbuild did "
                             f"not write (give a new or empty directory)\n")
    assert sorted(p.relative_to(corpus).as_posix() for p in corpus.rglob("*")) == ["2023", "2023/story.txt", "2024"]
    assert not (out / "graph.json").exists()


def test_a_cache_dir_pointing_at_an_earlier_outdir_is_refused(tmp_path):
    out = tmp_path / "out"
    (out / "keep").mkdir(parents=True)
    (out / "keep" / "notes.txt").write_text("mine")
    (out / "graph.json").write_text("{}")
    result = CliRunner().invoke(main, ["extract", str(DATA / "articles"), "--cache-dir", str(out)])
    assert result.exit_code == 5
    assert result.output.splitlines() == [f"Error: refusing to use {out} as the cache: it holds 'graph.json', which "
                                          f"kgbuild did not write (give a new or empty directory)"]
    assert (out / "keep" / "notes.txt").read_text() == "mine"
    assert (out / "graph.json").read_text() == "{}"


@pytest.mark.model
def test_a_rebuild_of_an_unchanged_corpus_never_loads_the_model_and_writes_the_same_graph(tmp_path, monkeypatch):
    out = tmp_path / "out"
    first = build_outputs([DATA], out, progress=False)
    graph = (out / "graph.json").read_bytes()
    triples = (out / "triples.jsonl").read_bytes()

    def no_model(*args, **kwargs):
        raise AssertionError("the model was loaded")

    monkeypatch.setattr("kgbuild.pipeline.engines.load_model", no_model)
    again = build_outputs([DATA], out, progress=False)
    assert (again.articles, again.cached, again.words) == (first.articles, first.articles, first.words)
    assert (out / "graph.json").read_bytes() == graph
    assert (out / "triples.jsonl").read_bytes() == triples
    assert "(5 cached)" in again.line()


@pytest.mark.model
def test_only_changed_articles_are_parsed_and_the_order_is_kept(tmp_path):
    d = tmp_path / "in"
    d.mkdir()
    texts = {p.name: p.read_text() for p in sorted((DATA / "articles").iterdir())}
    for name, text in texts.items():
        (d / name).write_text(text)
    out = tmp_path / "out"
    build_outputs([d], out, progress=False)
    order = list(texts)
    (d / order[2]).write_text(texts[order[2]] + "\nHe smiled.\n")
    report = build_outputs([d], out, jobs=1, progress=False)
    assert report.cached == 4
    assert report.graph.graph.graph["articles"] == build_outputs([d], tmp_path / "fresh", cache=False,
                                                                  progress=False).graph.graph.graph["articles"]


@pytest.mark.model
def test_a_changed_rule_set_invalidates_the_cache(tmp_path, monkeypatch):
    from kgbuild.extraction.rules import load_rules

    out = tmp_path / "out"
    build_outputs([DATA], out, progress=False)
    monkeypatch.setenv("KGBUILD_DISABLE_RULES", load_rules().ids()[0])
    report = build_outputs([DATA], out, progress=False)
    assert report.cached == 0
    assert len([p for p in (out / CACHE_DIRNAME).iterdir() if p.is_dir()]) == 1  # the old entries were pruned


@pytest.mark.model
def test_no_cache_neither_reads_nor_writes_it(tmp_path):
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["build", str(DATA), "-o", str(out), "--no-cache"])
    assert result.exit_code == 0, result.output
    assert not (out / CACHE_DIRNAME).exists()


@pytest.mark.model
def test_a_cache_dir_can_be_shared_by_extract_and_build(tmp_path):
    cache = tmp_path / "cache"
    article = DATA / "articles" / "holmes-cruise.txt"
    first = CliRunner().invoke(main, ["extract", str(article), "--cache-dir", str(cache)])
    assert first.exit_code == 0, first.output
    result = CliRunner().invoke(main, ["build", str(article), "-o", str(tmp_path / "out"), "--cache-dir", str(cache)])
    assert result.exit_code == 0, result.output
    assert ": 1 article (1 cached), " in result.output


def test_a_cache_dir_that_is_the_outdir_itself_is_refused_and_its_files_survive(tmp_path):
    article = tmp_path / "a.txt"
    article.write_text("Alec Baldwin and his wife Hilaria Baldwin smiled.\n")
    out = tmp_path / "out"
    (out / "keep").mkdir(parents=True)
    (out / "keep" / "notes.txt").write_text("mine")
    result = CliRunner().invoke(main, ["build", str(article), "-o", str(out), "--cache-dir", str(out)])
    assert result.exit_code == 5
    assert result.output == (f"Error: refusing to use {out} as the cache: it holds 'keep', which kgbuild did not "
                             f"write (give a new or empty directory)\n")
    assert sorted(p.relative_to(out).as_posix() for p in out.rglob("*")) == ["keep", "keep/notes.txt"]


@pytest.mark.model
def test_a_fully_cached_build_command_never_imports_spacy(tmp_path):
    out = tmp_path / "out"
    build_outputs([DATA], out, progress=False)
    script = ("import sys\nfrom kgbuild.cli import main\n"
              "try:\n    main(['build', sys.argv[1], '-o', sys.argv[2], '-q'])\nexcept SystemExit as e:\n"
              "    assert not e.code, e.code\nprint(sorted(m for m in sys.modules if m.split('.')[0] in {'spacy', 'thinc'}))")
    done = subprocess.run([sys.executable, "-c", script, str(DATA), str(out)], capture_output=True, text=True, check=True)
    assert done.stdout.strip().splitlines()[-1] == "[]"


def stamps(out) -> dict[str, tuple[int, int]]:
    """Each output's inode and modification time: what a rewrite changes."""
    return {name: ((out / name).stat().st_ino, (out / name).stat().st_mtime_ns)
            for name in ("graph.json", "graph.html", "triples.jsonl", ".kgbuild-manifest.json")}


@pytest.mark.model
def test_a_rebuild_with_nothing_changed_leaves_the_outputs_as_they_are(tmp_path):
    out = tmp_path / "out"
    first = build_outputs([DATA], out, progress=False)
    before = stamps(out)
    again = build_outputs([DATA], out, progress=False)
    assert stamps(out) == before
    assert again.graph.summary() == first.graph.summary()
    assert (again.articles, again.cached, again.words) == (first.articles, first.articles, first.words)


@pytest.mark.model
def test_an_output_changed_since_the_build_is_written_again(tmp_path):
    out = tmp_path / "out"
    build_outputs([DATA], out, progress=False)
    html = (out / "graph.html").read_bytes()
    (out / "graph.html").write_text("edited by hand")
    (out / "triples.jsonl").unlink()
    build_outputs([DATA], out, progress=False)
    assert (out / "graph.html").read_bytes() == html
    assert (out / "triples.jsonl").is_file()


@pytest.mark.model
def test_a_new_alias_file_or_article_writes_the_outputs_again(tmp_path):
    corpus = tmp_path / "in"
    corpus.mkdir()
    articles = sorted((DATA / "articles").iterdir())
    for path in articles[:3]:
        (corpus / path.name).write_bytes(path.read_bytes())
    out = tmp_path / "out"
    build_outputs([corpus], out, progress=False)
    before = stamps(out)
    aliases = tmp_path / "aliases.csv"
    aliases.write_text("!never, Mara Quill, Tobias Quill\n")
    build_outputs([corpus], out, progress=False, aliases=aliases)
    after_aliases = stamps(out)
    assert all(after_aliases[name] != before[name] for name in before)
    (corpus / articles[3].name).write_bytes(articles[3].read_bytes())
    report = build_outputs([corpus], out, progress=False, aliases=aliases)
    assert all(stamps(out)[name] != after_aliases[name] for name in before)
    assert report.articles == 4 and len(report.graph.graph.graph["articles"]) == 4
