"""The benchmark script keeps working (run at a tiny size; not a timed test)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from .conftest import ROOT

pytestmark = pytest.mark.model


def test_the_benchmark_runs_at_a_tiny_size_and_prints_its_table(tmp_path):
    proc = subprocess.run([sys.executable, str(ROOT / "bench" / "bench.py"), "--articles", "8", "--jobs", "1",
                           "--rounds", "1", "--triples", "300", "--nodes", "40", "--whole", "6", "--workdir", str(tmp_path),
                           "--results", str(tmp_path / "results")],
                          capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert proc.returncode == 0, proc.stderr
    table = proc.stdout
    for measure in ("bare nlp.pipe", "kgbuild build, cold", "cached rebuild", "peak memory",
                    "merge 300 synthetic triples", "render a", "whole `kgbuild build`, 6 articles",
                    "stages of a cold build, 6 articles"):
        assert measure in table, table
    assert "spaCy model loaded: no" in table
    assert (tmp_path / "results" / "latest.md").read_text().strip() == table.strip()


@pytest.mark.model
def test_the_whole_command_measure_runs_alone_on_new_bytes(tmp_path):
    proc = subprocess.run([sys.executable, str(ROOT / "bench" / "bench.py"), "--only-whole", "--whole", "5", "--jobs", "1",
                           "--rounds", "1", "--workdir", str(tmp_path), "--results", str(tmp_path / "results")],
                          capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert proc.returncode == 0, proc.stderr
    assert "bare nlp.pipe" in proc.stdout and "kgbuild build, cold" not in proc.stdout, proc.stdout
    assert "CPU time, bare nlp.pipe / whole `kgbuild build`, 5 articles" in proc.stdout, proc.stdout
    for stage in ("imports", "model load", "first article parsed", "merge", "write graph.json"):
        assert stage in proc.stdout, proc.stdout
    raw = json.loads((tmp_path / "results" / "latest.json").read_text())["whole"][0]
    assert raw["build"][0]["cached"] == 0 and raw["build"][0]["articles"] == 5
    assert raw["build"][0]["cpu"] > 0.5  # the command's imports and parsing, its workers' included


def test_the_constructions_score_runs_and_counts_every_filled_shape():
    data = json.loads((ROOT / "bench" / "constructions.json").read_text("utf-8"))
    proc = subprocess.run([sys.executable, str(ROOT / "bench" / "constructions.py")],
                          capture_output=True, text=True, cwd=ROOT, timeout=600)
    assert proc.returncode == 0, proc.stderr
    lines = dict(line.split(None, 1) for line in proc.stdout.splitlines())
    assert f"/{len(data['appears_in']) * len(data['titles'])} filled" in lines["appears_in"]
    assert f"/{len(data['sued']) * len(data['parties'])} filled" in lines["sued"]
