"""The command line: a thin layer whose errors are one line and an exit code."""

import json
import re

import pytest
from click.testing import CliRunner

from kgbuild import load
from kgbuild.cli import main

from .conftest import DATA, ROOT

COMMANDS = sorted(main.commands)


def run(*args, input=None):
    return CliRunner().invoke(main, list(args), input=input)


def test_version():
    result = run("--version")
    assert result.exit_code == 0
    assert re.fullmatch(r"kgbuild, version \d+\.\d+\.\d+\n", result.output)


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help_with_an_example(command):
    for flag in ("-h", "--help"):
        result = run(command, flag)
        assert result.exit_code == 0, result.output
        assert "Example:" in result.output


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_is_documented_in_the_readme(command):
    assert f"kgbuild {command}" in (ROOT / "README.md").read_text()


def test_a_missing_path_is_one_line_and_exit_code_3(tmp_path):
    result = run("extract", str(tmp_path / "nope.txt"))
    assert result.exit_code == 3
    assert result.output == f"Error: no such file or directory: {tmp_path / 'nope.txt'}\n"


def test_an_empty_directory_is_one_line_and_exit_code_3(tmp_path):
    result = run("build", str(tmp_path), "-o", str(tmp_path / "out"))
    assert result.exit_code == 3
    assert result.output == f"Error: no .txt or .md files in directory: {tmp_path}\n"


@pytest.mark.model
def test_extract_prints_one_json_object_per_triple_from_stdin():
    result = run("extract", "-", input="Alec Baldwin and his wife Hilaria Baldwin smiled.\n")
    assert result.exit_code == 0, result.output
    rows = [json.loads(line) for line in result.output.splitlines()]
    assert [(r["head"], r["relation"], r["tail"], r["doc"]) for r in rows] == [
        ("Alec Baldwin", "spouse", "Hilaria Baldwin", "stdin")
    ]
    assert rows[0]["sentence"] == "Alec Baldwin and his wife Hilaria Baldwin smiled."


@pytest.mark.model
def test_build_writes_the_three_files_and_one_summary_line(tmp_path):
    out = tmp_path / "out"
    result = run("build", str(DATA), "-o", str(out))
    assert result.exit_code == 0, result.output
    assert {p.name for p in out.iterdir() if not p.name.startswith(".")} == {"graph.json", "graph.html", "triples.jsonl"}
    (line,) = result.output.splitlines()
    assert re.fullmatch(r"built .*graph\.json: 5 articles, \d+ entities, \d+ relations in [\d.]+s; open .*graph\.html", line)
    kg = load(out / "graph.json")
    assert kg.graph.number_of_edges() > 10
    triples = (out / "triples.jsonl").read_text().splitlines()
    assert len(triples) >= kg.graph.number_of_edges()
