"""Streaming extraction: order, processes, pieces, the progress bar and the summary."""

from __future__ import annotations

import io
import multiprocessing
import os
import time

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st

import kgbuild.extraction.stream as ex
from kgbuild.read.articles import read
from kgbuild.cli import main
from kgbuild.pipeline.engines import default_jobs
from kgbuild.pipeline.run import extract_paths
from kgbuild.pipeline.progress import Progress
from kgbuild.records import Article

from ..conftest import DATA


@given(st.text(alphabet=st.sampled_from("ab .\n"), max_size=300), st.integers(min_value=1, max_value=40))
def test_pieces_cover_the_text_in_order_within_the_limit(text, limit):
    parts = list(ex.pieces(text, limit))
    assert "".join(p for p, _ in parts) == text
    assert all(0 < len(p) <= limit for p, _ in parts)
    assert all(text[o:o + len(p)] == p for p, o in parts)


def test_pieces_cut_at_a_paragraph_before_a_sentence():
    text = "One two.\n\nThree four. Five six."
    assert list(ex.pieces(text, 25)) == [("One two.\n\n", 0), ("Three four. Five six.", 10)]


@pytest.fixture(scope="module")
def demo_articles():
    return [a for a in read([DATA]) if isinstance(a, Article)]


@pytest.mark.model
def test_results_are_the_same_and_in_order_whatever_the_processes_and_batches(nlp, demo_articles):
    many = [Article(f"{i}-{a.id}", a.text, date=a.date) for i in range(6) for a in demo_articles]
    one = [e.to_dict() for e in ex.extract(many, nlp, n_process=1, batch_size=32)]
    two = [e.to_dict() for e in ex.extract(many, nlp, n_process=2, batch_size=4)]
    assert [e["article"] for e in one] == [a.id for a in many]
    assert one == two


@pytest.mark.model
@pytest.mark.parametrize("n_process", [1, 2])
def test_the_extraction_component_is_only_there_while_extracting(nlp, demo_articles, n_process):
    names = list(nlp.pipe_names)
    stream = ex.extract(demo_articles * 20, nlp, n_process=n_process, batch_size=4)
    next(stream)
    assert nlp.pipe_names[-1].startswith("kgbuild_extract")
    stream.close()  # a consumer that stops early: the workers stop too, nothing hangs
    assert nlp.pipe_names == names
    assert multiprocessing.active_children() == []


@pytest.mark.model
def test_a_long_article_is_parsed_in_pieces_with_offsets_in_the_article(nlp, monkeypatch):
    monkeypatch.setattr(ex, "MAX_PIECE_CHARS", 300)
    para = "Katie Holmes and her daughter Suri Cruise went shopping in New York on Sunday.\n\n"
    text = "".join(para if i % 3 == 0 else "It was a sunny day in the city and the shops were full.\n\n"
                   for i in range(30))
    article = Article("long.txt", text)
    assert len(list(ex.pieces(text, 300))) > 5
    (e,) = ex.extract([article], nlp)
    assert len(e.triples) >= 5
    for t in e.triples:
        assert text[t.evidence.start:t.evidence.end] == t.evidence.sentence


def test_the_default_is_all_cores():
    assert default_jobs() >= 1


@pytest.mark.model
def test_a_small_corpus_uses_one_process_however_many_jobs(monkeypatch):
    seen = {}
    real = ex.extract

    def spy(articles, nlp, **kwargs):
        seen["n_process"] = kwargs["n_process"]
        return real(articles, nlp, **kwargs)

    monkeypatch.setattr("kgbuild.extraction.stream.extract", spy)
    assert len(list(extract_paths([DATA], jobs=8))) == 5
    assert seen["n_process"] == 1


@pytest.mark.model
def test_the_build_output_is_only_the_summary_when_not_on_a_terminal(tmp_path):
    result = CliRunner().invoke(main, ["build", str(DATA), "-o", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    assert result.stderr == ""
    (line,) = result.stdout.splitlines()
    assert line.startswith("built ")


@pytest.mark.model
def test_quiet_leaves_only_the_summary_and_the_skips(tmp_path):
    d = tmp_path / "in"
    d.mkdir()
    (d / "a.txt").write_bytes("Beyoncé and her husband Jay-Z arrived.\n".encode("cp1252"))
    (d / "b.txt").write_text("")
    loud = CliRunner().invoke(main, ["build", str(d), "-o", str(tmp_path / "out")])
    assert loud.stderr == f"warning: {d / 'a.txt'}: not UTF-8, decoded as cp1252\n"
    quiet = CliRunner().invoke(main, ["build", str(d), "-o", str(tmp_path / "out"), "--quiet"])
    assert quiet.exit_code == 0, quiet.output
    assert quiet.stderr == ""
    assert quiet.stdout.splitlines()[1:] == [f"  skipped {d / 'b.txt'}: empty file"]


class FakeTerminal(io.StringIO):
    def isatty(self):
        return True


def test_the_progress_bar_shows_articles_words_per_second_and_an_eta():
    term = FakeTerminal()
    with Progress(total=1000, stream=term) as bar:
        assert bar.enabled
        for _ in range(4):
            bar.update(chars=250, words=50)
        bar._bar.refresh()
        shown = term.getvalue()
    assert "4 articles" in shown and "words/s" in shown and "100%" in shown


def test_no_progress_bar_when_stderr_is_not_a_terminal():
    stream = io.StringIO()
    with Progress(total=10, stream=stream) as bar:
        bar.update(chars=10, words=3)
    assert not bar.enabled
    assert stream.getvalue() == ""


@pytest.mark.parametrize("total", [1000, None])
def test_the_progress_line_counts_one_article_in_the_singular_and_never_shows_a_stray_comma(total):
    term = FakeTerminal()
    with Progress(total=total, stream=term) as bar:
        bar._bar.refresh()
        bar.update(chars=250, words=50)
        bar._bar.refresh()
        lines = [line for line in term.getvalue().split("\r") if line.strip()]
    assert "| 1 article, " in lines[-1]
    assert not any(", " in line.split("|")[-1][:3] or line.lstrip().startswith(",") for line in lines), lines


@pytest.mark.model
def test_a_batch_that_finishes_late_keeps_its_place(nlp, demo_articles, monkeypatch):
    here = ex._here

    def slow_first(articles, nlp, batch_size):  # runs in the forked workers
        if articles[0].id.startswith("0-"):
            time.sleep(1.0)
        return here(articles, nlp, batch_size)

    monkeypatch.setattr(ex, "_here", slow_first)
    many = [Article(f"{i}-{a.id}", a.text) for i in range(4) for a in demo_articles]
    assert [e.article for e in ex.extract(many, nlp, n_process=2, batch_size=len(demo_articles))] == [
        a.id for a in many]


@pytest.mark.model
@pytest.mark.parametrize(("failure", "message"), [
    (lambda *args: os._exit(3), r"a spaCy worker died \(exit code 3\)"),
    (lambda *args: 1 / 0, r"a worker failed \(ZeroDivisionError: division by zero\)"),
])
def test_a_worker_that_fails_or_dies_is_an_error_not_a_hang(nlp, demo_articles, monkeypatch, failure, message):
    monkeypatch.setattr(ex, "_here", failure)
    names = list(nlp.pipe_names)
    with pytest.raises(RuntimeError, match=message):
        list(ex.extract(demo_articles * 4, nlp, n_process=2, batch_size=2))
    assert multiprocessing.active_children() == []
    assert nlp.pipe_names == names
