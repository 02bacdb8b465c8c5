"""Bad input and failures: one clear line and a documented exit code, or a warning and a skip.

Every test checks the exact message, the exit code, and that nothing was lost (the good
articles still count) or half-written (the previous outputs are untouched, no temporary
file is left behind).
"""

from __future__ import annotations

import json
import os
import signal

import pytest

from kgbuild import load
from kgbuild.read import articles
from kgbuild.errors import GraphFormatError
from kgbuild.records import Article, Skip

from ..conftest import DATA, busy_build, run

GOOD = "Alec Baldwin and his wife Hilaria Baldwin smiled on the red carpet.\n"


def lines(result) -> list[str]:
    return result.output.splitlines()


def snapshot(outdir) -> dict[str, bytes]:
    """Every file in ``outdir`` (hidden ones too, the cache aside) with its bytes."""
    return {str(p.relative_to(outdir)): p.read_bytes() for p in sorted(outdir.rglob("*"))
            if p.is_file() and ".kgbuild-cache" not in p.parts}


@pytest.fixture
def corpus(tmp_path):
    d = tmp_path / "in"
    d.mkdir()
    (d / "good.txt").write_text(GOOD)
    return d


@pytest.fixture(scope="module")
def previous(tmp_path_factory):
    """A finished build whose outputs later failures must leave intact."""
    out = tmp_path_factory.mktemp("prev") / "out"
    result = run("build", DATA, "-o", out, "-q")
    assert result.exit_code == 0, result.output
    return out


def copy_outputs(src, dst):
    dst.mkdir(parents=True, exist_ok=True)
    for name in ("graph.json", "graph.html", "triples.jsonl"):
        (dst / name).write_bytes((src / name).read_bytes())
    return snapshot(dst)


# -- paths ------------------------------------------------------------------------------------

def test_a_missing_path_fails_before_anything_is_written(tmp_path):
    out = tmp_path / "out"
    result = run("build", tmp_path / "nope.txt", "-o", out)
    assert result.exit_code == 3
    assert result.output == f"Error: no such file or directory: {tmp_path / 'nope.txt'}\n"
    assert not out.exists()


def test_an_empty_directory_fails_before_anything_is_written(tmp_path):
    (tmp_path / "empty").mkdir()
    out = tmp_path / "out"
    result = run("build", tmp_path / "empty", "-o", out)
    assert result.exit_code == 3
    assert result.output == f"Error: no .txt or .md files in directory: {tmp_path / 'empty'}\n"
    assert not out.exists()


# -- files that are skipped, with the reason in the summary -----------------------------------

BAD_FILES = {
    "empty file": ("empty.txt", b""),
    "whitespace only": ("blank.txt", b" \n\t\n"),
    "binary file": ("image.txt", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256))),
}
REASONS = {"empty file": "empty file", "whitespace only": "empty file", "binary file": "binary file"}


@pytest.mark.model
@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_a_bad_file_is_skipped_with_its_reason_and_the_others_still_count(kind, corpus, tmp_path):
    name, data = BAD_FILES[kind]
    (corpus / name).write_bytes(data)
    out = tmp_path / "out"
    result = run("build", corpus, "-o", out)
    assert result.exit_code == 0, result.output
    summary, detail = lines(result)
    assert summary.startswith(f"built {out / 'graph.json'}: 1 article, ")
    assert "; skipped 1; open " in summary
    assert detail == f"  skipped {corpus / name}: {REASONS[kind]}"
    assert load(out / "graph.json").relations("Alec Baldwin", "spouse")


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_strict_makes_a_skip_fatal_and_writes_nothing(kind, corpus, tmp_path):
    name, data = BAD_FILES[kind]
    (corpus / name).write_bytes(data)
    out = tmp_path / "out"
    result = run("build", corpus, "-o", out, "--strict")
    assert result.exit_code == 3
    assert result.output == (f"Error: skipped {corpus / name}: {REASONS[kind]} "
                             "(--strict makes every skip fatal)\n")
    assert snapshot(out) == {}


def test_when_every_input_is_skipped_the_build_fails_and_keeps_the_previous_outputs(previous, tmp_path):
    out = tmp_path / "out"
    before = copy_outputs(previous, out)
    (tmp_path / "empty.txt").write_bytes(b"")
    result = run("build", tmp_path / "empty.txt", "-o", out)
    assert result.exit_code == 3
    assert result.output == f"Error: no article could be read: 1 skipped (first: {tmp_path / 'empty.txt'}: empty file)\n"
    assert snapshot(out) == before


@pytest.mark.model
def test_a_file_that_is_not_utf8_is_decoded_with_a_fallback_and_a_warning(tmp_path):
    f = tmp_path / "cp1252.txt"
    f.write_bytes("Alec Baldwin and his wife Hilaria Baldwin smiled at the café \u2013 together.\n".encode("cp1252"))
    result = run("extract", f)
    assert result.exit_code == 0, result.output
    assert result.stderr == f"warning: {f}: not UTF-8, decoded as cp1252\n"
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [(r["head"], r["relation"], r["tail"], r["sentence"]) for r in rows] == [
        ("Alec Baldwin", "spouse", "Hilaria Baldwin",
         "Alec Baldwin and his wife Hilaria Baldwin smiled at the café \u2013 together.")]


def test_latin1_bytes_decode_and_warn_through_the_library(tmp_path):
    f = tmp_path / "latin.txt"
    f.write_bytes("caf\xe9\n".encode("latin-1"))
    assert list(articles.read([f])) == [Article("latin.txt", "café\n")]
    got = []
    list(articles.read([f], warn=got.append))
    assert got == [f"{f}: not UTF-8, decoded as cp1252"]


def test_a_20_mb_article_is_skipped_with_its_size_without_parsing(tmp_path, monkeypatch):
    big = tmp_path / "dump.txt"
    big.write_text(("Alec Baldwin smiled. " * 50 + "\n") * 20_000)  # 21 MB
    reason = f"too long for an article ({big.stat().st_size:,} bytes; the limit is 2,000,000 characters)"

    def no_model(*a, **k):
        raise AssertionError("the model was loaded")

    monkeypatch.setattr("kgbuild.pipeline.engines.load_model", no_model)
    result = run("build", big, "-o", tmp_path / "out", "--strict")
    assert result.exit_code == 3
    assert result.output == f"Error: skipped {big}: {reason} (--strict makes every skip fatal)\n"
    assert not (tmp_path / "out" / "graph.json").exists()
    skipped: list[Skip] = []
    from kgbuild.pipeline.run import extract_paths

    assert list(extract_paths([big], skipped=skipped)) == []
    assert skipped == [Skip(str(big), reason)]


@pytest.mark.model
def test_a_malformed_jsonl_line_is_reported_by_line_number_and_the_others_count(tmp_path):
    f = tmp_path / "dump.jsonl"
    f.write_text("\n".join([
        json.dumps({"id": "a1", "text": GOOD}),
        '{"id": "a2", "text": "Kim Kardashian sued',
        json.dumps({"id": "a3", "title": "no text"}),
        json.dumps({"id": "a4", "text": "Katie Holmes and her daughter Suri Cruise went shopping."}),
    ]) + "\n")
    out = tmp_path / "out"
    result = run("build", f, "-o", out)
    assert result.exit_code == 0, result.output
    summary, *detail = lines(result)
    assert summary.startswith(f"built {out / 'graph.json'}: 2 articles, ")
    assert detail == [
        f"  skipped {f}:2: malformed JSON line (Unterminated string starting at)",
        f'  skipped {f}:3: line has no "text" string',
    ]
    kg = load(out / "graph.json")
    assert kg.graph.graph["articles"] == ["a1", "a4"]


def test_lone_surrogates_in_jsonl_become_replacement_characters_so_outputs_can_be_written(tmp_path):
    f = tmp_path / "dump.jsonl"
    f.write_text('{"id": "s\\ud800", "text": "Hi \\ud83d there."}\n')
    got = []
    (article,) = articles.read([f], warn=got.append)
    assert article == Article("s\ufffd", "Hi \ufffd there.")
    assert got == [f"{f}:1: replaced invalid surrogate characters with U+FFFD"]


@pytest.mark.model
def test_an_article_with_no_entities_counts_and_gives_no_relations(tmp_path):
    f = tmp_path / "weather.txt"
    f.write_text("It rained all day and then it stopped.\n")
    out = tmp_path / "out"
    result = run("build", f, "-o", out)
    assert result.exit_code == 0, result.output
    (summary,) = lines(result)
    assert summary.startswith(f"built {out / 'graph.json'}: 1 article, 0 entities, 0 relations in ")
    assert load(out / "graph.json").graph.graph["articles"] == ["weather.txt"]
    assert (out / "triples.jsonl").read_text() == ""


def test_a_file_vanishing_mid_build_is_a_skip(tmp_path):
    d = tmp_path / "in"
    d.mkdir()
    (d / "a.txt").write_text(GOOD)
    (d / "b.txt").write_text(GOOD)
    items = articles.expand([d])
    (d / "a.txt").unlink()
    assert list(articles.read_expanded(items)) == [
        Skip(str(d / "a.txt"), "file vanished before it was read"),
        Article("b.txt", GOOD),
    ]


@pytest.mark.model
def test_a_file_vanishing_mid_build_is_listed_in_the_summary(tmp_path, monkeypatch):
    d = tmp_path / "in"
    d.mkdir()
    (d / "a.txt").write_text(GOOD)
    (d / "b.txt").write_text(GOOD.replace("Alec", "Alex"))
    real = articles.read_expanded

    def vanishing(items, warn=None):
        (d / "a.txt").unlink()
        return real(items, warn)

    monkeypatch.setattr("kgbuild.pipeline.run.read_expanded", vanishing)
    out = tmp_path / "out"
    result = run("build", d, "-o", out)
    assert result.exit_code == 0, result.output
    summary, detail = lines(result)
    assert summary.startswith(f"built {out / 'graph.json'}: 1 article, ")
    assert detail == f"  skipped {d / 'a.txt'}: file vanished before it was read"


# -- one bad article never costs the others ---------------------------------------------------

@pytest.mark.model
@pytest.mark.parametrize("jobs", [1, 2])
def test_an_exception_in_one_articles_extraction_skips_only_that_article(tmp_path, monkeypatch, jobs):
    import kgbuild.extraction.component as ex

    real = ex.extract_doc

    def fragile(doc, *args, **kwargs):
        if "BOOM" in doc.text:
            raise RuntimeError("boom")
        return real(doc, *args, **kwargs)

    monkeypatch.setattr(ex, "extract_doc", fragile)
    d = tmp_path / "in"
    d.mkdir()
    for i in range(40):  # more than one batch, so both processes work
        (d / f"{i:02d}.txt").write_text(GOOD if i != 7 else "BOOM. " + GOOD)
    from kgbuild.pipeline.run import extract_paths

    skipped: list[Skip] = []
    got = list(extract_paths([d], jobs=jobs, skipped=skipped, batch_size=8))
    assert [e.article for e in got] == [f"{i:02d}.txt" for i in range(40) if i != 7]
    assert all(e.triples for e in got)
    assert skipped == [Skip("07.txt", "extraction failed (RuntimeError: boom)")]


# -- graph files ------------------------------------------------------------------------------

def test_a_truncated_graph_file_is_one_line_and_exit_code_4(previous, tmp_path):
    g = tmp_path / "graph.json"
    g.write_bytes((previous / "graph.json").read_bytes()[:500])
    with pytest.raises(json.JSONDecodeError) as where:
        json.loads(g.read_text())
    result = run("stats", g)
    assert result.exit_code == 4
    assert result.output == f"Error: graph file {g} is corrupt or truncated (JSON error at line {where.value.lineno})\n"
    with pytest.raises(GraphFormatError, match="corrupt or truncated"):
        load(g)


def test_a_graph_file_that_is_not_json_is_one_line_and_exit_code_4(tmp_path):
    g = tmp_path / "graph.json"
    g.write_bytes(b"\x00\x01garbage")
    result = run("stats", g)
    assert result.exit_code == 4
    assert result.output == f"Error: {g} is not a kgbuild graph (not JSON); give graph.json or the build directory\n"


def test_a_graph_file_of_an_unknown_format_version_is_one_line_and_exit_code_4(previous, tmp_path):
    data = json.loads((previous / "graph.json").read_text())
    data["graph"]["format_version"] = 99
    g = tmp_path / "graph.json"
    g.write_text(json.dumps(data))
    result = run("stats", g)
    assert result.exit_code == 4
    assert result.output == "Error: unsupported graph format version 99 (this kgbuild reads 1)\n"


def test_a_json_file_that_is_not_a_kgbuild_graph_is_one_line_and_exit_code_4(tmp_path):
    g = tmp_path / "graph.json"
    g.write_text('{"nodes": []}')
    result = run("stats", g)
    assert result.exit_code == 4
    assert result.output == "Error: not a kgbuild graph (no 'kgbuild-graph' format marker)\n"


# -- outputs ----------------------------------------------------------------------------------

def test_an_output_path_that_is_a_file_is_one_line_and_exit_code_5(corpus, tmp_path):
    blocker = tmp_path / "out"
    blocker.write_text("not a directory")
    result = run("build", corpus, "-o", blocker)
    assert result.exit_code == 5
    assert result.output == f"Error: cannot write to {blocker}: not a directory\n"
    assert blocker.read_text() == "not a directory"


def test_an_output_directory_under_a_file_is_one_line_and_exit_code_5(corpus, tmp_path):
    (tmp_path / "file").write_text("x")
    out = tmp_path / "file" / "out"
    result = run("build", corpus, "-o", out)
    assert result.exit_code == 5
    assert result.output == f"Error: cannot write to {out}: Not a directory\n"


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root can write to read-only directories")
def test_a_read_only_output_directory_is_one_line_and_exit_code_5(previous, corpus, tmp_path):
    out = tmp_path / "out"
    before = copy_outputs(previous, out)
    out.chmod(0o555)
    try:
        result = run("build", corpus, "-o", out)
    finally:
        out.chmod(0o755)
    assert result.exit_code == 5
    assert result.output == f"Error: cannot write to {out}: Permission denied\n"
    assert snapshot(out) == before


# -- Ctrl-C -----------------------------------------------------------------------------------

def test_ctrl_c_mid_build_keeps_the_previous_outputs_and_leaves_no_temporary_file(previous, tmp_path, monkeypatch):
    out = tmp_path / "out"
    before = copy_outputs(previous, out)
    import kgbuild.pipeline.run as pipeline

    def interrupted(*args, **kwargs):
        yield from ()
        raise KeyboardInterrupt

    monkeypatch.setattr(pipeline, "extract_paths", interrupted)
    result = run("build", DATA, "-o", out)
    assert result.exit_code == 130
    assert result.output == "Error: interrupted; outputs already on disk were left as they were\n"
    assert snapshot(out) == before


def test_ctrl_c_while_the_outputs_are_written_keeps_the_previous_ones(previous, tmp_path, monkeypatch):
    out = tmp_path / "out"
    before = copy_outputs(previous, out)
    import kgbuild.outputs.render

    def interrupted(kg, path, **options):
        path.write_text("half")
        raise KeyboardInterrupt

    monkeypatch.setattr(kgbuild.outputs.render, "render", interrupted)
    result = run("build", DATA, "-o", out)
    assert result.exit_code == 130
    assert snapshot(out) == before


@pytest.mark.model
def test_a_real_ctrl_c_stops_the_workers_quietly(previous, tmp_path):
    out = tmp_path / "out"
    before = copy_outputs(previous, out)
    proc = busy_build(tmp_path, out)
    os.killpg(proc.pid, signal.SIGINT)  # as Ctrl-C does: to the process and its workers
    stdout, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 130, stderr
    assert stdout == ""
    assert stderr == "Error: interrupted; outputs already on disk were left as they were\n"
    assert snapshot(out) == before
