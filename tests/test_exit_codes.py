"""One exit-code table for every command: the same mistake gives the same code and one line,
whichever command makes it. The README's table is kgbuild.errors.EXIT_CODES."""

import re

import pytest

from kgbuild import errors
from kgbuild.graph.knowledge_graph import KnowledgeGraph
from kgbuild.records import Evidence, Triple

from .conftest import ROOT, run


@pytest.fixture
def outdir(tmp_path):
    ev = Evidence("a1", "Ada and her husband Ben.", 0, 24, "noun.spouse", date="2020-01-01")
    kg = KnowledgeGraph.from_triples([Triple("Ada Moss", "spouse", "Ben Moss", "PERSON", "PERSON", 0.9, ev),
                                      Triple("Ada Moss", "child", "Cy Moss", "PERSON", "PERSON", 0.9, ev)])
    out = tmp_path / "out"
    kg.save(out / "graph.json")
    (out / "graph.html").write_text("<!DOCTYPE html>\n<html><body>a page</body></html>\n", "utf-8")
    return out


def readme_codes():
    text = (ROOT / "README.md").read_text("utf-8")
    table = text.split("| exit code | meaning |")[1].split("\n\n")[0]
    cells = re.findall(r"^\| ([\d, ]+) \|", table, re.M)
    return sorted(int(n) for cell in cells for n in cell.split(","))


def test_the_readme_table_is_the_exit_code_table():
    documented = readme_codes()
    assert set(errors.EXIT_CODES) <= set(documented)
    # beyond the table: 128 + N for a process ended by signal N (SIGHUP 129, SIGTERM 143)
    assert all(code in errors.EXIT_CODES or 128 < code < 160 for code in documented), documented


def test_every_library_error_has_a_code_from_the_table():
    def subclasses(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from subclasses(sub)

    for cls in [errors.KgbuildError, *subclasses(errors.KgbuildError)]:
        assert cls.exit_code in errors.EXIT_CODES, cls


# -- one test per row --------------------------------------------------------------------------


def test_0_done(outdir):
    result = run("query", outdir / "graph.json", "Ada Moss")
    assert result.exit_code == 0, result.output


def test_1_other_error(tmp_path):
    result = run("build", tmp_path, "-o", tmp_path / "out", "--scheduler", "tcp://x:1")
    assert (result.exit_code, result.output) == (1, "Error: --scheduler needs --engine dask\n")


def test_2_usage_error_and_no_model(outdir, tmp_path):
    result = run("query", outdir)
    assert result.exit_code == 2 and "Missing argument 'NAME'" in result.output
    article = tmp_path / "a.txt"
    article.write_text("Ada Moss married Ben Moss.\n", "utf-8")
    result = run("explain", article, "--model", tmp_path / "no-such-model")
    assert result.exit_code == 2, result.output
    assert result.output.startswith("Error: ") and result.output.count("\n") == 1


def test_3_bad_input(tmp_path):
    for command in ("extract", "explain"):
        result = run(command, tmp_path / "gone.txt")
        assert result.exit_code == 3, (command, result.output)
        assert result.output.startswith("Error: ") and result.output.count("\n") == 1


READERS = [
    ("query", "{g}", "Ada Moss"),
    ("path", "{g}", "Ada Moss", "Cy Moss"),
    ("stats", "{g}"),
    ("merge-candidates", "{g}"),
    ("render", "{g}", "-o", "{tmp}/view.html"),
    ("export", "{g}", "-f", "csv", "-o", "{tmp}/kg.csv"),
]


def fill(args, g, tmp):
    return [a.format(g=g, tmp=tmp) for a in args]


@pytest.mark.parametrize("args", READERS, ids=[a[0] for a in READERS])
def test_4_a_page_or_export_is_not_a_kgbuild_graph_in_every_command(outdir, tmp_path, args):
    page = outdir / "graph.html"
    result = run(*fill(args, page, tmp_path))
    assert (result.exit_code, result.output) == (
        4, f"Error: {page} is not a kgbuild graph (an HTML page); give graph.json or the build directory\n")


@pytest.mark.parametrize("args", READERS, ids=[a[0] for a in READERS])
def test_every_command_that_reads_a_graph_takes_the_build_directory(outdir, tmp_path, args):
    by_dir = run(*fill(args, outdir, tmp_path))
    by_file = run(*fill(args, outdir / "graph.json", tmp_path))
    assert by_dir.exit_code == 0, by_dir.output
    assert by_dir.output.replace(str(outdir / "graph.json"), "G") == by_file.output.replace(str(outdir / "graph.json"), "G")


def test_4_a_directory_without_a_graph(tmp_path):
    result = run("stats", tmp_path)
    assert (result.exit_code, result.output) == (
        4, f"Error: {tmp_path} is a directory without graph.json; give a graph.json or the directory kgbuild "
           "build wrote\n")


def test_5_output_not_writable(outdir, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    for args in (("export", outdir, "-f", "json", "-o", blocker / "kg.json"),
                 ("render", outdir, "-o", blocker / "view.html")):
        result = run(*args)
        assert result.exit_code == 5, result.output
        assert result.output.startswith("Error: ") and result.output.count("\n") == 1


@pytest.mark.parametrize("args", [
    ("query", "{g}", "Ada Moss", "-r", "spose"),
    ("path", "{g}", "Ada Moss", "Cy Moss", "--relations", "spose"),
    ("render", "{g}", "-o", "{tmp}/view.html", "--relations", "spose"),
], ids=["query", "path", "render"])
def test_6_an_unknown_relation_is_the_same_code_in_every_command(outdir, tmp_path, args):
    result = run(*fill(args, outdir, tmp_path))
    assert result.exit_code == 6, result.output
    assert result.output.startswith("Error: unknown relation 'spose'; ") and result.output.count("\n") == 1


@pytest.mark.parametrize("args", [
    ("query", "{g}", "Ada Mos"),
    ("path", "{g}", "Ada Mos", "Cy Moss"),
    ("render", "{g}", "-o", "{tmp}/view.html", "--focus", "Ada Mos"),
], ids=["query", "path", "render"])
def test_6_an_unknown_name_is_the_same_code_in_every_command(outdir, tmp_path, args):
    result = run(*fill(args, outdir, tmp_path))
    assert (result.exit_code, result.output) == (6, "Error: no entity named 'Ada Mos'; did you mean: Ada Moss\n")


def test_130_interrupted(outdir, monkeypatch):
    import kgbuild.pipeline.run

    def interrupted(path):
        raise KeyboardInterrupt

    monkeypatch.setattr(kgbuild.pipeline.run, "load", interrupted)
    result = run("stats", outdir)
    assert result.exit_code == 130, result.output
    assert result.output.startswith("Error: interrupted") and result.output.count("\n") == 1
