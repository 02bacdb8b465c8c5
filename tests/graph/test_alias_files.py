"""A hostile or mistaken alias file is one error line naming where (exit 3) before anything is
read or written: a quote left open, YAML of the wrong shape, a merge its own !never row
forbids, YAML aliases that expand into gigabytes. A good file still reads as before."""

from __future__ import annotations

import time

import pytest
from click.testing import CliRunner

from kgbuild.cli import main
from kgbuild.errors import InputError
from kgbuild.graph.aliases import parse_aliases_csv, parse_aliases_yaml, read_aliases

from ..conftest import DATA


def refused(tmp_path, name: str, text: str) -> str:
    """Build with an alias file ``name`` holding ``text`` into an OUTDIR holding an earlier build;
    return the one error line, with the file's path written ``F``."""
    path = tmp_path / name
    path.write_text(text)
    out = tmp_path / "out"
    out.mkdir()
    (out / "graph.json").write_text("earlier\n")
    started = time.monotonic()
    result = CliRunner().invoke(main, ["build", str(DATA / "articles"), "-o", str(out), "--aliases", str(path)])
    assert time.monotonic() - started < 30
    assert result.exit_code == 3, result.output
    assert "Traceback" not in result.output
    assert sorted(p.name for p in out.iterdir()) == ["graph.json"] and (out / "graph.json").read_text() == "earlier\n"
    [line] = result.output.splitlines()
    return line.replace(str(path), "F")


# -- CSV ----------------------------------------------------------------------------------------

def test_an_unclosed_quote_is_refused_with_its_line_instead_of_swallowing_later_rows(tmp_path):
    text = 'Kim Kardashian, "Kim K\nPrince Harry, Harry\n!never, Kim Kardashian, Kim Basinger\n'
    assert refused(tmp_path, "aliases.csv", text) == ("Error: F:1: a quote opened on this line is never closed "
                                                      "(it would swallow every later row)")


def test_a_quote_that_closes_lines_later_is_refused_too():
    with pytest.raises(InputError, match=r"^a.csv:2: a quote opened on this line runs over 3 lines"):
        parse_aliases_csv('# ok\nKim Kardashian, "Kim K\nPrince Harry, Harry\n!never", x\nA, B\n', source="a.csv")


def test_quoted_names_with_commas_and_doubled_quotes_still_read():
    f = parse_aliases_csv('"Kardashian, Kim", "Kim ""K"""\nDwayne Johnson, The Rock\n')
    assert f.aliases == {"Kardashian, Kim": ['Kim "K"'], "Dwayne Johnson": ["The Rock"]}


def test_a_merge_its_own_never_row_forbids_is_refused(tmp_path):
    text = "Kim Kardashian, Kim K\n!never, Kim K, KIM KARDASHIAN\n"
    assert refused(tmp_path, "aliases.csv", text) == ("Error: F: 'Kim K' and 'KIM KARDASHIAN' are kept apart "
                                                      "(line 2) but merged (line 1); remove one or the other")


def test_a_forbidden_merge_through_two_rows_is_refused():
    with pytest.raises(InputError, match=r"^a.csv: 'Ann Lee' and 'Nan' are kept apart \(line 3\) but merged "
                                         r"\(line 1, line 2\)"):
        parse_aliases_csv("Ann Lee, Annie Lee\nAnnie Lee, Nan\n!never, Ann Lee, Nan\n", source="a.csv")


def test_never_rows_about_other_names_are_fine():
    f = parse_aliases_csv("Kim Kardashian, Kim K\n!never, Kim Kardashian, Kim Basinger\n")
    assert f.never_merge == [("Kim Kardashian", "Kim Basinger")]


# -- YAML ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text, problem", [
    ('aliases: "Kim"\n', "aliases: must be a mapping of canonical name to aliases, not 'Kim'"),
    ("aliases: [Kim]\n", "aliases: must be a mapping of canonical name to aliases, not ['Kim']"),
    ("aliases:\n  Kim Kardashian: {first: Kim}\n",
     "aliases['Kim Kardashian']: must be a name, not {'first': 'Kim'}"),
    ("aliases:\n  Kim Kardashian: [[Kim K]]\n", "aliases['Kim Kardashian'][0]: must be a name, not ['Kim K']"),
    ("never_merge: Kim\n", "never_merge: must be a list, not 'Kim'"),
    ("never_merge:\n  - [Kim]\n", "never_merge[0]: must be a list of at least two names, not ['Kim']"),
    ("never_merge:\n  - [Kim, null]\n", "never_merge[0][1]: must be a name, not None"),
    ("- just a list\n", "expected the keys 'aliases' (canonical name: [aliases]) and 'never_merge' (a list of "
                        "name lists), not ['just a list']"),
])
def test_yaml_of_the_wrong_shape_is_one_line_naming_the_field(tmp_path, text, problem):
    assert refused(tmp_path, "aliases.yaml", text) == f"Error: F: {problem}"


def test_a_yaml_merge_its_never_list_forbids_is_refused():
    with pytest.raises(InputError, match=r"^a.yaml: 'Kim K' and 'Kim Kardashian' are kept apart \(never_merge\[0\]\) "
                                         r"but merged \(aliases\['Kim Kardashian'\]\)"):
        parse_aliases_yaml("aliases:\n  Kim Kardashian: Kim K\nnever_merge:\n  - [Kim K, Kim Kardashian]\n",
                           source="a.yaml")


BOMB = ("a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        + "".join(f"{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n"
                  for p, c in zip("abcdefgh", "bcdefghi"))
        + "aliases:\n  Kim: *i\n")


def test_yaml_aliases_are_refused_so_a_bomb_never_expands(tmp_path):
    assert len(BOMB) < 500
    assert refused(tmp_path, "aliases.yaml", BOMB) == ("Error: F:2: not valid YAML (YAML aliases (*a) are not "
                                                       "allowed in an alias file; write the names out)")


@pytest.mark.parametrize("depth", [900, 5000])
def test_yaml_nested_too_deeply_is_one_line(tmp_path, depth):
    line = refused(tmp_path, "aliases.yaml", "aliases:\n  Kim: " + "[" * depth + "]" * depth + "\n")
    assert line in ("Error: F: not valid YAML (nested too deeply)",
                    "Error: F: aliases['Kim'][0]: must be a name, not a value nested too deeply")


def test_anchors_alone_and_a_good_yaml_file_still_read(tmp_path):
    f = tmp_path / "a.yaml"
    f.write_text("aliases:\n  Prince Harry: &h [Harry, Duke of Sussex]\n  1975: The 1975\nnever_merge:\n"
                 "  - [Harry Styles, Prince Harry]\n")
    got = read_aliases(f)
    assert got.aliases == {"Prince Harry": ["Harry", "Duke of Sussex"], "1975": ["The 1975"]}
    assert got.never_merge == [("Harry Styles", "Prince Harry")]


def test_a_100k_row_alias_file_still_reads_in_linear_time():
    """The conflict check keys each name once (a few seconds on a busy 2-CPU machine): a guard
    against a quadratic check, not a benchmark."""
    text = "".join(f"Person {i} Lastname, P{i} Lastname\n" for i in range(100_000)) + "!never, Person 1 Lastname, X\n"
    started = time.monotonic()
    f = parse_aliases_csv(text)
    assert len(f.aliases) == 100_000
    assert time.monotonic() - started < 60
