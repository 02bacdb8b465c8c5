"""Article ids are unique (issue 19, item 3): a file found under a directory given as input is
known by its path relative to that directory, a file given by itself by its name, a ``.jsonl``
line by its ``id`` (else ``FILE:LINE``); an id an earlier article already has is reported and
kept apart (``#2``), never merged, and ``--update`` with one article never drops another's triples."""

from __future__ import annotations

import json

import pytest

from kgbuild.read import articles

from ..conftest import run

WIFE = "Alec Baldwin and his wife Hilaria Baldwin smiled on the red carpet.\n"
DAUGHTER = "Katie Holmes and her daughter Suri Cruise went shopping.\n"


@pytest.fixture
def years(tmp_path):
    """Two stories with one file name in two folders."""
    s = tmp_path / "s"
    (s / "2023").mkdir(parents=True)
    (s / "2024").mkdir()
    (s / "2023" / "story.txt").write_text(WIFE)
    (s / "2024" / "story.txt").write_text(DAUGHTER)
    return s


def test_a_file_under_a_directory_is_known_by_its_path_relative_to_it(years):
    assert [a.id for a in articles.read([years])] == ["2023/story.txt", "2024/story.txt"]
    assert [a.id for a in articles.read([years / "2023"])] == ["story.txt"]


def test_a_file_given_by_itself_is_known_by_its_name(years):
    assert [a.id for a in articles.read([years / "2024" / "story.txt"])] == ["story.txt"]


def test_two_files_of_one_name_are_kept_apart_and_reported(years):
    warnings = []
    got = list(articles.read([years / "2023" / "story.txt", years / "2024" / "story.txt"], warnings.append))
    assert [(a.id, a.text) for a in got] == [("story.txt", WIFE), ("story.txt#2", DAUGHTER)]
    assert warnings == [f"{years / '2024' / 'story.txt'}: article id 'story.txt' is an earlier article's too; "
                        f"kept apart as 'story.txt#2'"]


def test_a_repeated_jsonl_id_is_kept_apart_and_reported(tmp_path):
    dump = tmp_path / "dump.jsonl"
    dump.write_text("".join(json.dumps({"id": i, "text": t}) + "\n"
                            for i, t in [("a1", WIFE), ("a1", DAUGHTER), ("a1#2", "Third one.")]))
    warnings = []
    assert [a.id for a in articles.read([dump], warnings.append)] == ["a1", "a1#2", "a1#2#2"]
    assert len(warnings) == 2


@pytest.mark.model
def test_same_named_files_are_two_articles_and_an_update_with_one_keeps_the_other(years, tmp_path):
    out = tmp_path / "out"
    first = run("build", years, "-o", out, "-q")
    assert first.exit_code == 0, first.output
    assert ": 2 articles, " in first.output
    graph = json.loads((out / "graph.json").read_text())
    assert graph["graph"]["articles"] == ["2023/story.txt", "2024/story.txt"]

    again = run("build", years / "2024" / "story.txt", "-o", out, "-q", "--update")
    assert again.exit_code == 0, again.output
    assert "Traceback" not in again.output
    docs = {json.loads(line)["doc"] for line in (out / "triples.jsonl").read_text().splitlines()}
    assert docs == {"2023/story.txt", "2024/story.txt", "story.txt"}, "no article's triples were dropped"
    pairs = {(e["source"], e["target"]) for e in json.loads((out / "graph.json").read_text())["links"]}
    assert {("Alec Baldwin", "Hilaria Baldwin"), ("Katie Holmes", "Suri Cruise")} <= pairs
