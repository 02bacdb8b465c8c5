"""Files kgbuild writes follow the umask, as a plain open() would: 0644 under 022, 0600 under 077.
Atomic writes stage in a private temporary file; the file they leave takes the umask's mode."""

import os
import stat

import pytest

from kgbuild.graph.files import file_mode
from kgbuild.graph.knowledge_graph import KnowledgeGraph
from kgbuild.outputs.explain import Explanation, write_explanation_html
from kgbuild.outputs.export import FORMATS, export
from kgbuild.outputs.render import render
from kgbuild.records import Article, Evidence, Triple


@pytest.fixture
def kg():
    ev = Evidence("a1", "Ada and her husband Ben.", 0, 24, "noun.spouse")
    return KnowledgeGraph.from_triples([Triple("Ada Moss", "spouse", "Ben Moss", "PERSON", "PERSON", 0.9, ev)])


@pytest.fixture(params=[0o022, 0o077, 0o002])
def umask(request):
    old = os.umask(request.param)
    yield request.param
    os.umask(old)


def mode(path):
    return stat.S_IMODE(os.stat(path).st_mode)


def test_file_mode_is_what_open_gives(umask, tmp_path):
    with open(tmp_path / "plain", "w"):
        pass
    assert file_mode() == mode(tmp_path / "plain") == 0o666 & ~umask


def test_save_export_render_and_explain_follow_the_umask(kg, umask, tmp_path):
    written = [kg.save(tmp_path / "graph.json"), render(kg, tmp_path / "view.html")]
    for fmt in FORMATS:
        written += export(kg, tmp_path / f"kg.{fmt}", fmt)
    empty = Explanation(Article("a", "x"), (), (), (), (("x", 0),), (), (0,))
    written.append(write_explanation_html([empty], tmp_path / "explain.html"))
    assert {p.name: oct(mode(p)) for p in written} == {p.name: oct(0o666 & ~umask) for p in written}
    assert not [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
