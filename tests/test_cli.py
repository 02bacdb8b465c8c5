"""The command line: a thin layer whose errors are one line and an exit code."""

import json
import re
import subprocess
import sys

import pytest

from kgbuild import load
from kgbuild.cli import main

from .conftest import DATA, ROOT, run

COMMANDS = sorted(main.commands)


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


# -- build --update and --aliases -----------------------------------------------------------

ARTICLE_A = "Alec Baldwin and his wife Hilaria Baldwin arrived together. Hilaria wore red.\n"
ARTICLE_B = "Kim Kardashian sued Kanye West. Kim Kardashian and her daughter North West left.\n"
ARTICLE_C = "Katie Holmes and her daughter Suri Cruise went shopping. Kim K waved.\n"


def write_articles(root, **texts):
    root.mkdir(parents=True, exist_ok=True)
    for name, text in texts.items():
        (root / f"{name}.txt").write_text(text)
    return root


def graph_json(out):
    return json.loads((out / "graph.json").read_text())


@pytest.mark.model
def test_building_a_then_updating_with_b_equals_building_a_and_b_at_once(tmp_path):
    a = write_articles(tmp_path / "a", a1=ARTICLE_A)
    b = write_articles(tmp_path / "b", b1=ARTICLE_B, b2=ARTICLE_C)
    assert run("build", str(a), "-o", str(tmp_path / "inc"), "-q").exit_code == 0
    result = run("build", str(b), "-o", str(tmp_path / "inc"), "-q", "--update")
    assert result.exit_code == 0, result.output
    assert re.match(r"updated .*graph\.json: 2 articles read, 3 in the graph, ", result.output)
    assert run("build", str(a), str(b), "-o", str(tmp_path / "once"), "-q").exit_code == 0
    assert graph_json(tmp_path / "inc") == graph_json(tmp_path / "once")
    assert len(graph_json(tmp_path / "inc")["graph"]["articles"]) == 3


@pytest.mark.model
def test_updating_with_an_article_already_in_the_graph_changes_nothing(tmp_path):
    a = write_articles(tmp_path / "a", a1=ARTICLE_A, b1=ARTICLE_B)
    out = tmp_path / "out"
    assert run("build", str(a), "-o", str(out), "-q").exit_code == 0
    before = {n: (out / n).read_bytes() for n in ("graph.json", "triples.jsonl")}
    assert run("build", str(a / "b1.txt"), "-o", str(out), "-q", "--update").exit_code == 0
    assert {n: (out / n).read_bytes() for n in ("graph.json", "triples.jsonl")} == before


@pytest.mark.model
def test_an_edited_article_replaces_its_earlier_triples_on_update(tmp_path):
    a = write_articles(tmp_path / "a", a1=ARTICLE_A, b1=ARTICLE_B)
    out = tmp_path / "out"
    assert run("build", str(a), "-o", str(out), "-q").exit_code == 0
    assert load(out / "graph.json").lawsuits("Kim Kardashian")
    write_articles(a, b1="Kim Kardashian and Kanye West smiled.\n")  # the lawsuit sentence is gone
    assert run("build", str(a / "b1.txt"), "-o", str(out), "-q", "--update").exit_code == 0
    kg = load(out / "graph.json")
    assert not [e for e in kg.graph.edges(data=True) if e[2]["relation"] == "sued"]
    assert not any(t["relation"] == "sued" for t in map(json.loads, (out / "triples.jsonl").read_text().splitlines()))
    assert kg.spouses("Alec Baldwin")  # the other article's triples stay


def test_update_without_an_earlier_build_is_one_line_and_exit_code_3(tmp_path):
    a = write_articles(tmp_path / "a", a1=ARTICLE_A)
    result = run("build", str(a), "-o", str(tmp_path / "out"), "--update")
    assert result.exit_code == 3
    assert result.output == f"Error: nothing to update in {tmp_path / 'out'}: no graph.json (build without --update first)\n"


@pytest.mark.model
def test_the_alias_file_merges_names_and_stays_with_the_graph_for_updates(tmp_path):
    a = write_articles(tmp_path / "a", b1=ARTICLE_B)
    c = write_articles(tmp_path / "c", c1=ARTICLE_C)
    aliases = tmp_path / "aliases.csv"
    aliases.write_text("Kim Kardashian, Kim K\n!never, Kim Kardashian, Kim Basinger\n")
    out = tmp_path / "out"
    assert run("build", str(a), "-o", str(out), "-q", "--aliases", str(aliases)).exit_code == 0
    assert run("build", str(c), "-o", str(out), "-q", "--update").exit_code == 0
    kg = load(out / "graph.json")
    assert "Kim K" in kg.graph.nodes["Kim Kardashian"]["aliases"]
    assert kg.graph.graph["user_aliases"]["never_merge"] == [["Kim Kardashian", "Kim Basinger"]]


def test_a_malformed_alias_file_is_one_line_and_exit_code_3(tmp_path):
    a = write_articles(tmp_path / "a", a1=ARTICLE_A)
    aliases = tmp_path / "aliases.csv"
    aliases.write_text("Kim Kardashian, Kim K\n!never, Kim Kardashian\n")
    result = run("build", str(a), "-o", str(tmp_path / "out"), "--aliases", str(aliases))
    assert result.exit_code == 3
    assert result.output.startswith(f"Error: {aliases}:2: ") and result.output.count("\n") == 1
    assert not (tmp_path / "out").exists()


@pytest.mark.parametrize("value", ["nan", "NaN", "-nan", "inf", "1.5"])
@pytest.mark.parametrize("command", [["build", DATA, "-o", "{out}"], ["extract", DATA / "articles"],
                                     ["query", "{out}/graph.json", "Alec Baldwin"]])
def test_a_threshold_or_confidence_that_is_not_a_number_from_0_to_1_is_a_usage_error(tmp_path, command, value):
    option = "--min-confidence" if command[0] == "query" else "--threshold"
    out = tmp_path / "out"
    result = run(*[str(a).format(out=out) for a in command], option, value)
    assert result.exit_code == 2, result.output
    assert result.output.splitlines()[-1].startswith(f"Error: Invalid value for '{option}': ")
    assert "Traceback" not in result.output
    assert not out.exists()


_HEAVY = ("spacy", "thinc", "networkx", "pyvis")


@pytest.mark.parametrize("args", [["--version"], ["-h"], *([c, "-h"] for c in COMMANDS)], ids=" ".join)
def test_version_and_help_import_neither_spacy_nor_networkx(args):
    # a fresh interpreter: this test session has long imported them
    code = ("import sys\nfrom kgbuild.cli import main\n"
            f"try:\n    main({args!r})\nexcept SystemExit:\n    pass\n"
            f"print(sorted(m for m in {_HEAVY!r} if m in sys.modules))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines()[-1] == "[]", proc.stdout


def test_the_package_names_its_public_api_without_importing_it_first():
    import kgbuild

    assert set(kgbuild.__all__) <= set(dir(kgbuild))
    assert kgbuild.Triple is kgbuild.records.Triple and kgbuild.build.__module__ == "kgbuild.pipeline.run"
    with pytest.raises(AttributeError):
        kgbuild.no_such_name
