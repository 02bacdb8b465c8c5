"""The demo notebook: well-formed with outputs cleared, and it runs from top to bottom."""

import nbformat
import pytest

from .conftest import ROOT

NOTEBOOK = ROOT / "notebooks" / "demo.ipynb"


def test_the_notebook_is_nbformat_4_with_outputs_cleared():
    nb = nbformat.read(NOTEBOOK, as_version=4)
    nbformat.validate(nb)
    assert nb.nbformat == 4
    assert nb.metadata.kernelspec.name == "python3"
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, cell.source[:60]


def test_the_notebook_uses_only_the_public_api():
    nb = nbformat.read(NOTEBOOK, as_version=4)
    source = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    assert "kgbuild.cli" not in source and "._" not in source


@pytest.mark.model
def test_the_notebook_runs_without_errors(tmp_path, monkeypatch):
    from nbclient import NotebookClient

    monkeypatch.setenv("KGBUILD_NOTEBOOK_OUT", str(tmp_path / "out"))  # the kernel inherits it
    nb = nbformat.read(NOTEBOOK, as_version=4)
    NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(ROOT)}}).execute()
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    text = "".join(o.get("text", "") for o in outputs if o.output_type == "stream" and o.name == "stdout")
    assert "built " in text and "5 articles" in text
    assert " + " in text  # at least one married couple
    # what its headings promise, on the demo data: couples by their full names, a divorce, a path
    assert "Alec Baldwin + Hilaria Baldwin  (confidence" in text
    assert "Katie Holmes / Tom Cruise  (formerly married" in text
    assert "Ireland Baldwin -> child of -> Alec Baldwin -> spouse of -> Hilaria Baldwin" in text
    assert " sued " in text
    assert " -> " in text  # at least one path
    html = [o.data["text/html"] for o in outputs if o.output_type == "display_data" and "text/html" in o.data]
    assert len(html) == 1 and html[0].startswith("<div><iframe srcdoc=")
    assert (tmp_path / "out" / "graph.html").is_file()
