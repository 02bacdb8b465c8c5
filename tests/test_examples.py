"""Every documented example runs, on the demo data, and does what it says.

- README ``$`` transcripts: the command runs as printed (in a directory holding ``data/`` and the
  ``out/`` that ``kgbuild build data -o out`` wrote) and prints what the README shows; ``...``
  stands for lines left out. Times ("in 1.5s") may differ.
- README Python snippets: run statement by statement against the demo graph; each question asked
  of it has an answer, and what a comment claims holds.
- Every command's ``-h`` example runs as printed and does what it claims.
- A transcript or example that cannot run here (an illustrative corpus that is not shipped, a
  Dask cluster, pip) is listed below with the reason, so none is skipped silently.

When extraction changes what the demo gives, these tests name the README line to update.
"""

from __future__ import annotations

import ast
import json
import os
import re
import shlex
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from kgbuild.cli import main

from .conftest import DATA, ROOT

README = (ROOT / "README.md").read_text("utf-8")

# What cannot run on the demo data, and why (a prefix of the command line).
NOT_RUN = {
    "pip install": "installs packages; the suite runs against the installed package",
    "python -m pytest": "the test suite itself",
    "kgbuild build monday": "an illustrative corpus that is not shipped",
    "kgbuild build tuesday": "an illustrative corpus that is not shipped",
    "kgbuild build corpus dump.jsonl": "an illustrative corpus that is not shipped",
    "kgbuild render big/graph.json": "an illustrative graph that is not shipped",
    "kgbuild build data -o out --engine dask": "starts a Dask cluster (tests/pipeline/test_dask.py tests the engine)",
    "kgbuild build archive": "needs a Dask scheduler at an address of the reader's",
    "dask scheduler": "starts a Dask scheduler",
    "dask worker": "starts Dask workers",
    "kgbuild build http://127.0.0.1:8765/": "fetches from a local web server (tests/read/test_web.py runs one)",
    "kgbuild query wout": "the graph the web transcript built (tests/read/test_web.py)",
    "kgbuild build https://example.com/feed.xml": "fetches from the network (tests/read/test_web.py serves feeds locally)",
    "kgbuild build brandts": "an illustrative corpus that is not shipped (tests/graph/test_ambiguous_lookup.py)",
    "kgbuild query bout": "the illustrative Ivo corpus; tests/graph/test_ambiguous_lookup.py checks the same shapes",
    "kgbuild merge-candidates bout": "the illustrative Ivo corpus (tests/graph/test_first_names_across_articles.py)",
}

# What a -h example claims, checked in its output.
CLAIMS = {
    'kgbuild query out/graph.json "Alec Baldwin" --relation spouse': "Hilaria Baldwin",
    'kgbuild path out/graph.json "Ireland Baldwin" "Hilaria Baldwin"':
        "Ireland Baldwin -> child of -> Alec Baldwin -> spouse of -> Hilaria Baldwin",
    'kgbuild render out/graph.json --tree "Ireland Baldwin" -o tree.html':
        "opening on the family tree of Ireland Baldwin",
    'kgbuild render out/graph.json -o view.html --focus "Kim Kardashian" --depth 2': "wrote view.html: ",
    "kgbuild build new-articles -o out --update --aliases aliases.csv": "updated out/graph.json: 1 article read",
    "kgbuild explain data/articles/baldwins-red-carpet.txt": "  Hilaria Baldwin  [PERSON",
    "kgbuild explain data/articles/holmes-cruise.txt -o holmes.html": "wrote holmes.html",
}

# Invented inputs the examples name besides data/: an article to add, an alias file.
NEW_ARTICLE = "Dana Webb married the chef Oren Pike in 2016.\n"
ALIASES = "Dana Webb, Dee Webb\n"


def not_run(command: str) -> str | None:
    return next((why for prefix, why in NOT_RUN.items() if command.startswith(prefix)), None)


def fenced(lang: str) -> list[str]:
    return [m[2] for m in re.finditer(r"^```(\w*)\n(.*?)^```", README, re.M | re.S) if m[1] == lang]


def transcripts() -> list[tuple[str, list[str]]]:
    """(command, the lines the README shows it printing) for every ``$`` line."""
    out = []
    for block in fenced(""):
        current = None
        for line in block.splitlines():
            if line.startswith("$ "):
                current = (line[2:], [])
                out.append(current)
            elif current is not None:
                current[1].append(line)
    return out


def help_examples() -> list[str]:
    found = []
    for command in [main, *(c for _, c in sorted(main.commands.items()))]:  # kgbuild -h, then each command's
        text = command.help or ""
        block = text.split("Example:", 1)[1] if "Example:" in text else ""
        found += [line.strip() for line in block.splitlines() if line.strip().startswith("kgbuild ")]
    return found


def run_line(command: str):
    """Run one ``kgbuild ...`` command line as a user would type it."""
    args = shlex.split(command)
    assert args[0] == "kgbuild"
    return CliRunner().invoke(main, args[1:], catch_exceptions=False)


def normalised(lines: list[str]) -> list[str]:
    return [re.sub(r" in \d+(\.\d+)?s\b", " in Ns", line).rstrip() for line in lines]


def shows(expected: list[str], actual: list[str]) -> bool:
    """Whether ``actual`` is ``expected`` with its ``...`` lines standing for any lines."""
    expected, actual = normalised(expected), normalised(actual)
    while expected and not expected[-1]:
        expected.pop()
    parts, part = [], []
    for line in expected:
        if line == "...":
            parts.append(part)
            part = []
        else:
            part.append(line)
    parts.append(part)
    if len(parts) == 1:
        return actual == parts[0]
    if actual[:len(parts[0])] != parts[0]:
        return False
    at = len(parts[0])
    for middle in parts[1:-1]:
        for i in range(at, len(actual) - len(middle) + 1):
            if actual[i:i + len(middle)] == middle:
                at = i + len(middle)
                break
        else:
            return False
    last = parts[-1]
    return not last or (len(actual) - len(last) >= at and actual[len(actual) - len(last):] == last)


@pytest.fixture(scope="module")
def demo_dir(tmp_path_factory):
    """A directory as the README's reader has it: data/, the inputs the examples name, and
    the out/ that ``kgbuild build data -o out`` (the README's first transcript) wrote."""
    work = tmp_path_factory.mktemp("demo")
    (work / "data").symlink_to(DATA, target_is_directory=True)
    for name in ("new", "new-articles"):
        (work / name).mkdir()
        (work / name / "webb.txt").write_text(NEW_ARTICLE, "utf-8")
    (work / "aliases.csv").write_text(ALIASES, "utf-8")
    here = os.getcwd()
    os.chdir(work)
    try:
        built = run_line("kgbuild build data -o out")
    finally:
        os.chdir(here)
    assert built.exit_code == 0, built.output
    return work, built.output


@pytest.fixture
def in_demo(demo_dir, tmp_path, monkeypatch):
    """A fresh copy of the demo directory as the working directory (examples may write to out/)."""
    work = tmp_path / "w"
    shutil.copytree(demo_dir[0], work, symlinks=True)
    monkeypatch.chdir(work)
    return work


TRANSCRIPTS = transcripts()
RUN = [(c, e) for c, e in TRANSCRIPTS if not not_run(c)]


def test_every_transcript_and_example_is_run_or_says_why_not():
    commands = [c for c, _ in TRANSCRIPTS] + help_examples()
    unknown = [c for c in commands if not c.startswith("kgbuild ") and not not_run(c)]
    assert not unknown, f"add these to NOT_RUN with the reason, or make them kgbuild commands: {unknown}"
    assert len(RUN) >= 6 and len(help_examples()) >= 13


def test_the_first_transcript_builds_the_demo_as_printed(demo_dir):
    command, expected = TRANSCRIPTS[0] if TRANSCRIPTS[0][0] == "kgbuild build data -o out" else \
        next(t for t in TRANSCRIPTS if t[0] == "kgbuild build data -o out")
    assert shows(expected, demo_dir[1].splitlines()), (
        f"README transcript of `{command}` is out of date; the demo now prints:\n{demo_dir[1]}")


@pytest.mark.model
@pytest.mark.parametrize("command, expected", [t for t in RUN if t[0] != "kgbuild build data -o out"],
                         ids=[c for c, _ in RUN if c != "kgbuild build data -o out"])
def test_readme_transcript_prints_what_the_readme_shows(in_demo, command, expected):
    result = run_line(command)
    assert result.exit_code == 0, result.output
    assert shows(expected, result.output.splitlines()), (
        f"README transcript of `{command}` is out of date; it now prints:\n{result.output}")


HELP = [c for c in help_examples() if not not_run(c)]


@pytest.mark.model
@pytest.mark.parametrize("command", HELP, ids=HELP)
def test_every_help_example_runs_as_printed_and_does_what_it_claims(in_demo, command):
    result = run_line(command)
    assert result.exit_code == 0, result.output
    if command in CLAIMS:
        assert CLAIMS[command] in result.output, result.output


# -- Python snippets ---------------------------------------------------------------------------

SNIPPETS = fenced("python")


def statements(block: str) -> list[str]:
    return [ast.get_source_segment(block, node) for node in ast.parse(block).body]


def test_the_readme_has_the_python_snippets_these_tests_run():
    assert len(SNIPPETS) == 3
    assert "kgbuild.build([\"data/articles\"])" in SNIPPETS[0]
    assert "kg.spouses(" in SNIPPETS[1]
    assert "extract_with_dask" in SNIPPETS[2]  # needs a Dask scheduler at HOST: not run


@pytest.mark.model
def test_the_first_python_snippet_builds_and_asks_as_printed(in_demo, capsys):
    namespace: dict = {}
    exec(compile(SNIPPETS[0], "README.md", "exec"), namespace)
    printed = capsys.readouterr().out.splitlines()
    assert printed, "kg.relations('Alec Baldwin') printed nothing"
    assert any(line.startswith("spouse Hilaria Baldwin ") for line in printed), printed


@pytest.mark.model
def test_the_questions_snippet_answers_every_question_on_the_demo_graph(in_demo):
    import kgbuild

    namespace = {"kgbuild": kgbuild, "kg": kgbuild.load("out/graph.json")}
    # kg.stats() is "what `kgbuild stats --json --top 5` prints" (before the snippet updates out/)
    stats = CliRunner().invoke(main, ["stats", "out/graph.json", "--json", "--top", "5"])
    assert json.loads(stats.output) == json.loads(json.dumps(namespace["kg"].stats(), ensure_ascii=False))
    empty, failed = [], []
    for source in statements(SNIPPETS[1]):
        for part in [p for p in statements(source)]:
            try:
                node = ast.parse(part).body[0]
                if isinstance(node, ast.Expr):
                    value = eval(compile(part, "README.md", "eval"), namespace)
                    if value is not None and not value and not isinstance(value, (int, float)):
                        empty.append(part)
                else:
                    exec(compile(part, "README.md", "exec"), namespace)
            except Exception as exc:  # noqa: BLE001 - collected and reported together
                failed.append(f"{part}: {type(exc).__name__}: {exc}")
    assert not failed, "README snippet lines that fail on the demo graph:\n" + "\n".join(failed)
    assert not empty, "README questions with no answer on the demo graph:\n" + "\n".join(empty)
    kg = namespace["kg"]
    from kgbuild.graph.query import render_path

    # what the README says these give
    assert render_path(kg.path("Ireland Baldwin", "Hilaria Baldwin")) == \
        "Ireland Baldwin -> child of -> Alec Baldwin -> spouse of -> Hilaria Baldwin"
    assert Path("out/kg.graphml").is_file()
    assert Path("out/graph.json").is_file()


def test_the_readme_table_example_path_is_the_path_command_s_claim():
    assert "`Ireland Baldwin -> child of -> Alec Baldwin -> spouse of -> Hilaria Baldwin`" in README
