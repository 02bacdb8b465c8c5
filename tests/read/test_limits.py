"""Input limits applied while reading: size before reading, nesting depth, line length; wide
encodings; links, repeats and hostile file names. Each hostile input is skipped with its reason
(or read correctly), and every good article beside it still counts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import traceback

import pytest

from kgbuild.read import articles
from kgbuild.records import Article, Skip

from ..conftest import run

GOOD = "Alec Baldwin and his wife Hilaria Baldwin smiled on the red carpet.\n"
OTHER = "Katie Holmes and her daughter Suri Cruise went shopping.\n"


def read_all(*paths):
    return list(articles.read(paths))


def assert_clean(result):
    """No traceback escaped: click caught nothing it did not expect."""
    assert result.exception is None or isinstance(result.exception, SystemExit), "".join(
        traceback.format_exception(result.exception))
    assert "Traceback" not in result.output


# -- item 2: nesting and line length ------------------------------------------------------------

def nested(depth: int) -> str:
    """A 2 kB line whose title nests ``depth`` lists deep."""
    return '{"id": "deep", "text": "x", "title": ' + "[" * depth + "]" * depth + "}"


def test_a_line_nested_a_thousand_deep_is_skipped_by_its_line_and_the_others_are_kept(tmp_path):
    f = tmp_path / "dump.jsonl"
    f.write_text("\n".join([json.dumps({"id": "a1", "text": GOOD}), nested(1000),
                            json.dumps({"id": "a3", "text": OTHER})]) + "\n")
    assert read_all(f) == [
        Article("a1", GOOD),
        Skip(f"{f}:2", "JSON nested too deeply (over 64 levels; an article is one flat object)"),
        Article("a3", OTHER),
    ]


def test_brackets_inside_strings_are_not_nesting(tmp_path):
    f = tmp_path / "dump.jsonl"
    text = "[" * 500 + GOOD + "{" * 500
    f.write_text(json.dumps({"id": "a1", "text": text}) + "\n")
    assert read_all(f) == [Article("a1", text)]


@pytest.mark.model
@pytest.mark.parametrize("command", ["build", "extract"])
def test_the_deep_line_is_one_skip_line_in_build_and_extract_and_no_traceback(command, tmp_path):
    f = tmp_path / "dump.jsonl"
    f.write_text("\n".join([json.dumps({"id": "a1", "text": GOOD}), nested(1000),
                            json.dumps({"id": "a3", "text": OTHER})]) + "\n")
    out = tmp_path / "out"
    args = ["build", f, "-o", out, "-q"] if command == "build" else ["extract", f, "-q"]
    result = run(*args)
    assert result.exit_code == 0, result.output
    assert_clean(result)
    skip = f"skipped {f}:2: JSON nested too deeply (over 64 levels; an article is one flat object)"
    assert [line.strip() for line in result.output.splitlines() if "skipped" in line and ":2:" in line] == [
        skip if command == "build" else f"warning: {skip}"]
    if command == "build":
        assert json.loads((out / "graph.json").read_text())["graph"]["articles"] == ["a1", "a3"]
    else:
        docs = {json.loads(line)["doc"] for line in result.output.splitlines() if line.startswith("{")}
        assert docs == {"a1", "a3"}


def test_a_line_over_the_line_limit_is_skipped_unread_and_the_next_line_counts(tmp_path, monkeypatch):
    monkeypatch.setattr(articles, "MAX_LINE_BYTES", 1000)
    f = tmp_path / "dump.jsonl"
    f.write_text("\n".join([json.dumps({"id": "a1", "text": "x" * 5000}), json.dumps({"id": "a2", "text": GOOD})])
                 + "\n")
    assert read_all(f) == [Skip(f"{f}:1", "line too long (over 1,000 bytes)"), Article("a2", GOOD)]


# -- item 11: size before reading ---------------------------------------------------------------

def test_a_file_over_the_byte_limit_is_skipped_after_its_first_bytes(tmp_path, monkeypatch):
    big = tmp_path / "log.txt"
    with big.open("wb") as fh:  # sparse past the first 10 kB: 9 MB that take no disk
        fh.write(b"Alec Baldwin smiled.\n" * 500)
        fh.truncate(9_000_000)
    asked = []
    real_read = articles._read_text
    monkeypatch.setattr(articles, "_read_text", lambda *a: asked.append(a) or real_read(*a))
    assert read_all(big) == [
        Skip(str(big), "too long for an article (9,000,000 bytes; the limit is 2,000,000 characters)")]
    assert asked == []  # never decoded, so never read whole


def test_dev_zero_is_skipped_in_bounded_memory():
    """`kgbuild build /dev/zero` ran out of memory: now its first bytes say it is binary."""
    code = ("import resource\n"
            "resource.setrlimit(resource.RLIMIT_AS, (1_500_000_000, 1_500_000_000))\n"
            "from kgbuild.read import articles\n"
            "print(list(articles.read(['/dev/zero'])))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "[Skip(source='/dev/zero', reason='binary file')]\n"


def test_endless_text_on_stdin_is_cut_at_the_limit(monkeypatch):
    class Endless:
        def __init__(self):
            self.given = 0

        def read(self, n=-1):
            assert n >= 0, "read whole"
            self.given += n
            return b"a" * n

        def fileno(self):
            raise OSError("a pipe")

    endless = Endless()
    monkeypatch.setattr(sys, "stdin", type("S", (), {"buffer": endless})())
    assert list(articles.read(["-"])) == [
        Skip("<stdin>", "too long for an article (over 8,000,000 bytes; the limit is 2,000,000 characters)")]
    assert endless.given <= 8_000_001


@pytest.mark.model
def test_build_of_dev_zero_beside_a_good_article_skips_it_and_keeps_the_article(tmp_path):
    good = tmp_path / "good.txt"
    good.write_text(GOOD)
    out = tmp_path / "out"
    result = run("build", good, "/dev/zero", "-o", out, "-q")
    assert result.exit_code == 0, result.output
    assert_clean(result)
    assert result.output.splitlines()[1:] == ["  skipped /dev/zero: binary file"]
    assert json.loads((out / "graph.json").read_text())["graph"]["articles"] == ["good.txt"]


# -- item 11: UTF-16 ----------------------------------------------------------------------------

@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "utf-32"])
def test_a_text_file_with_a_utf16_or_utf32_byte_order_mark_is_decoded(tmp_path, encoding):
    f = tmp_path / "powershell.txt"
    bom = {"utf-16-le": b"\xff\xfe", "utf-16-be": b"\xfe\xff"}.get(encoding, b"")
    f.write_bytes(bom + GOOD.encode(encoding))
    assert read_all(f) == [Article("powershell.txt", GOOD)]


def test_a_jsonl_file_in_utf16_is_read_line_by_line(tmp_path):
    f = tmp_path / "dump.jsonl"
    f.write_bytes(("\r\n".join([json.dumps({"id": "a1", "text": GOOD}), "{broken",
                                json.dumps({"id": "a3", "text": OTHER})]) + "\r\n").encode("utf-16"))
    assert read_all(f) == [Article("a1", GOOD),
                           Skip(f"{f}:2", "malformed JSON line (Expecting property name enclosed in double quotes)"),
                           Article("a3", OTHER)]


def test_utf16_without_a_byte_order_mark_is_still_binary(tmp_path):
    f = tmp_path / "nobom.txt"
    f.write_bytes(GOOD.encode("utf-16-le"))
    assert read_all(f) == [Skip(str(f), "binary file")]


# -- item 11: links, repeats, names -------------------------------------------------------------

def test_a_symlinked_directory_is_followed_once_and_a_link_loop_ends(tmp_path):
    corpus = tmp_path / "corpus"
    (corpus / "2023").mkdir(parents=True)
    (corpus / "2023" / "a.txt").write_text(GOOD)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "b.txt").write_text(OTHER)
    os.symlink(elsewhere, corpus / "linked")
    os.symlink(corpus, corpus / "2023" / "loop")       # back up the tree
    os.symlink(elsewhere, corpus / "linked-again")     # a second way to the same directory
    found = articles.expand([corpus])
    names = [os.path.relpath(p, corpus) for p in found]
    assert sorted(names, key=lambda n: n.split(os.sep)[-1]) in (["2023/a.txt", "linked/b.txt"],
                                                                ["2023/a.txt", "linked-again/b.txt"])


def test_the_same_input_given_twice_is_read_once(tmp_path):
    a = tmp_path / "a.txt"
    a.write_text(GOOD)
    os.symlink(a, tmp_path / "link.txt")
    assert articles.expand([a, a, tmp_path, tmp_path / "link.txt", "-", "-"]) == [a, "-"]


@pytest.mark.model
def test_the_same_input_twice_does_not_double_triples(tmp_path):
    a = tmp_path / "a.txt"
    a.write_text(GOOD)
    once, twice = tmp_path / "once", tmp_path / "twice"
    assert run("build", a, "-o", once, "-q").exit_code == 0
    assert run("build", a, a, "-o", twice, "-q").exit_code == 0
    assert (once / "triples.jsonl").read_text() == (twice / "triples.jsonl").read_text()
    assert (once / "triples.jsonl").read_text()


@pytest.mark.model
def test_a_file_name_with_a_newline_cannot_fake_a_skip_line(tmp_path):
    corpus = tmp_path / "in"
    corpus.mkdir()
    (corpus / "good.txt").write_text(GOOD)
    hostile = corpus / "x.txt\n  skipped good.txt: binary file\nfake.txt"
    hostile.write_bytes(b"\x00\x01binary")
    result = run("build", corpus, "-o", tmp_path / "out", "-q")
    assert result.exit_code == 0, result.output
    summary, *skips = result.output.splitlines()
    assert skips == [f"  skipped {str(hostile)!r}: binary file"]
    assert ": 1 article, " in summary


def test_a_missing_path_with_a_newline_is_still_one_error_line(tmp_path):
    missing = tmp_path / "gone.txt\nError: fake.txt"
    result = run("build", missing, "-o", tmp_path / "out")
    assert result.exit_code == 3
    assert result.output.splitlines() == [f"Error: no such file or directory: {str(missing)!r}"]
    assert not (tmp_path / "out").exists()
