"""A .jsonl file of articles inside a directory is not read from there, and the build says so."""

import json

from click.testing import CliRunner

from kgbuild.cli import main


def build(*args):
    return CliRunner().invoke(main, ["build", *args], catch_exceptions=False)


def test_a_jsonl_feed_inside_a_directory_is_named_in_a_warning_and_not_read(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "story.txt").write_text("Dana Webb married Omar Reyes in 2019.\n")
    (corpus / "feed.jsonl").write_text(json.dumps({"id": "a", "text": "Nell Avery married Tomas Vey."}) + "\n")
    result = build(str(corpus), "-o", str(tmp_path / "out"), "--no-cache")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == (f"warning: {corpus / 'feed.jsonl'}: a .jsonl file of articles inside a directory "
                        "is not read; name it as an input to read its lines")
    assert lines[1].startswith("built ") and ": 1 article," in lines[1]


def test_gold_triples_or_outputs_kept_in_a_directory_are_passed_over_quietly(tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "story.txt").write_text("Dana Webb married Omar Reyes in 2019.\n")
    (corpus / "gold.jsonl").write_text(json.dumps({"doc": "story.txt", "entities": {}, "triples": []}) + "\n")
    result = build(str(corpus), "-o", str(tmp_path / "out"), "--no-cache")
    assert result.exit_code == 0, result.output
    assert [line for line in result.output.splitlines() if line.startswith("warning")] == []


def test_the_same_feed_named_as_an_input_is_read(tmp_path):
    feed = tmp_path / "feed.jsonl"
    feed.write_text(json.dumps({"id": "a", "text": "Nell Avery married Tomas Vey."}) + "\n")
    result = build(str(feed), "-o", str(tmp_path / "out"), "--no-cache")
    assert result.exit_code == 0, result.output
    assert ": 1 article," in result.output
