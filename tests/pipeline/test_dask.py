"""The Dask engine: same graph as the local engine, failures retried without double counting,
the cache honoured, and dask optional. Cluster tests share one small LocalCluster (2 workers,
1 thread each) and skip when distributed is not installed."""

from __future__ import annotations

import json
import logging
import shutil
import subprocess
import sys

import pytest

from kgbuild.pipeline.cache import ExtractionCache
from kgbuild.pipeline.dask_engine import (INSTALL_HINT, ClusterError, DaskEngine, DaskNotInstalled, WorkerMismatch,
                                 extract_partition, extract_with_dask, identity)
from kgbuild.extraction.rules import default_rules
from kgbuild.graph.knowledge_graph import KnowledgeGraph
from kgbuild.pipeline.run import extract_paths
from kgbuild.records import Article

from ..conftest import DATA

ARTICLES = DATA / "articles"


@pytest.fixture(scope="module")
def client():
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                  silence_logs=logging.ERROR) as cluster, \
            distributed.Client(cluster, set_as_default=False) as c:
        yield c


@pytest.fixture(scope="module")
def local():
    """The local engine's extractions of data/articles."""
    return list(extract_paths([ARTICLES], jobs=1))


def graph(extractions) -> KnowledgeGraph:
    return KnowledgeGraph.from_triples([t for e in extractions for t in e.triples],
                                       articles=[e.article for e in extractions])


def same_graph(a: KnowledgeGraph, b: KnowledgeGraph) -> None:
    assert b.graph.number_of_edges() > 10
    assert list(a.graph.nodes(data=True)) == list(b.graph.nodes(data=True))
    assert list(a.graph.edges(keys=True, data=True)) == list(b.graph.edges(keys=True, data=True))  # with evidence
    assert a.to_dict() == b.to_dict()  # graph.json


def partition_lines(directory) -> list[dict]:
    return [json.loads(line) for p in sorted(directory.glob("part-*.jsonl")) for line in p.read_text().splitlines()]


# -- without a cluster -----------------------------------------------------------------------------

def test_kgbuild_imports_and_the_engine_says_how_to_install_dask_when_it_is_missing():
    code = ("import sys; sys.modules['dask'] = sys.modules['distributed'] = None\n"
            "import kgbuild, kgbuild.cli, kgbuild.pipeline.dask_engine as de\n"
            "try:\n    de.DaskEngine()\nexcept de.DaskNotInstalled as e:\n    print(e.exit_code, e)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out == f"1 the dask engine needs dask and distributed: {INSTALL_HINT}\n"
    assert "pip install kgbuild[dask]" in out


def test_missing_dask_fails_before_anything_is_read(monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)
    with pytest.raises(DaskNotInstalled):
        next(extract_with_dask(["no/such/path"]))


def test_a_worker_with_other_code_or_model_refuses_to_extract():
    client_side = {**identity(None, 0.5, default_rules()), "settings": "0123", "code": "4567"}
    with pytest.raises(WorkerMismatch, match=r"^a Dask worker extracts differently from the client \(code \w+ here, "
                                             r"4567 on the client\); install the same kgbuild and spaCy model"):
        extract_partition([Article("a", "Text.")], model=None, threshold=0.5, rules=default_rules(),
                          expected=client_side)


def test_an_unreachable_scheduler_is_one_clear_error():
    pytest.importorskip("distributed")  # first: it adds its settings to dask's config
    import dask

    with dask.config.set({"distributed.comm.timeouts.connect": "1s"}):
        with pytest.raises(ClusterError, match="cannot connect to the Dask scheduler at tcp://127.0.0.1:1"):
            list(extract_with_dask([Article("a", "Text.")], scheduler="tcp://127.0.0.1:1"))


# -- on a 2-worker LocalCluster --------------------------------------------------------------------

@pytest.mark.model
def test_same_extractions_and_graph_as_the_local_engine(client, local, tmp_path):
    parts = tmp_path / "partitions"
    (parts).mkdir()
    (parts / "part-00099.jsonl").write_text("stale\n")
    got = list(extract_with_dask([ARTICLES], client=client, partition_size=2, partitions_dir=parts))
    assert [e.to_dict() for e in got] == [e.to_dict() for e in local]  # in input order, triple for triple
    same_graph(graph(got), graph(local))
    # 5 articles in partitions of 2: three files, every article once, the stale file gone
    assert sorted(p.name for p in parts.iterdir()) == ["part-00000.jsonl", "part-00001.jsonl", "part-00002.jsonl"]
    assert [line["article"] for line in partition_lines(parts)] == [e.article for e in local]


@pytest.mark.model
def test_a_worker_that_dies_mid_run_costs_a_retry_not_a_duplicate(client, local, tmp_path):
    flag = str(tmp_path / "died")

    def dies_once(articles, **options):  # runs on a worker: the first attempt kills its process
        import os

        from kgbuild.pipeline.dask_engine import extract_partition

        if articles[0].id == "beckhams-anniversary.txt" and not os.path.exists(flag):
            open(flag, "w").close()
            os._exit(1)
        return extract_partition(articles, **options)

    engine = DaskEngine(client=client, partition_size=1, partitions_dir=tmp_path / "partitions")
    engine._task = dies_once
    got = list(engine.extract([a for a in _read(ARTICLES)]))
    assert (tmp_path / "died").exists()
    assert [e.to_dict() for e in got] == [e.to_dict() for e in local]
    assert engine.extracted == len(local) and engine.partitions == len(local)
    assert [line["article"] for line in partition_lines(tmp_path / "partitions")] == [e.article for e in local]
    same_graph(graph(got), graph(local))


@pytest.mark.model
def test_a_task_that_fails_is_retried_and_counted_once(client, local, tmp_path):
    flag = str(tmp_path / "failed")

    def fails_once(articles, **options):
        import os

        from kgbuild.pipeline.dask_engine import extract_partition

        if not os.path.exists(flag):
            open(flag, "w").close()
            raise RuntimeError("first attempt fails")
        return extract_partition(articles, **options)

    engine = DaskEngine(client=client, partition_size=10, partitions_dir=tmp_path / "partitions", retries=1)
    engine._task = fails_once
    got = list(engine.extract(_read(ARTICLES)))
    assert [e.to_dict() for e in got] == [e.to_dict() for e in local]
    assert len(partition_lines(tmp_path / "partitions")) == len(local)


def test_a_partition_that_fails_every_attempt_is_one_clear_error(client):
    def always_fails(articles, **options):
        raise RuntimeError("no luck")

    engine = DaskEngine(client=client, retries=1)
    engine._task = always_fails
    with pytest.raises(ClusterError, match=r"^partition 0 failed on the Dask cluster: RuntimeError: no luck$"):
        list(engine.extract([Article("a", "Text.")]))


@pytest.mark.model
def test_the_cache_is_honoured_so_a_rerun_extracts_only_new_articles(client, tmp_path):
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    names = sorted(p.name for p in ARTICLES.iterdir())
    for name in names[:3]:
        shutil.copy(ARTICLES / name, corpus / name)
    (corpus / "empty.txt").write_text("")
    parts = tmp_path / "partitions"

    def run(**options):
        store = ExtractionCache.for_build(tmp_path / "cache", model=None, threshold=0.5)
        skipped = []
        got = list(extract_with_dask([corpus], cache=store, skipped=skipped, partitions_dir=parts, **options))
        return got, store, skipped

    got, store, skipped = run(client=client)
    assert (store.hits, store.misses, len(partition_lines(parts))) == (0, 3, 3)
    assert [s.reason for s in skipped] == ["empty file"]
    for name in names[3:]:
        shutil.copy(ARTICLES / name, corpus / name)
    got, store, _ = run(client=client)
    assert (store.hits, store.misses) == (3, 2)
    assert sorted(line["article"] for line in partition_lines(parts)) == names[3:]  # only the new ones
    assert [e.article for e in got] == names
    # all cached: no cluster is needed, so an unreachable scheduler is never contacted
    got_again, store, _ = run(scheduler="tcp://127.0.0.1:1")
    assert (store.hits, store.misses) == (5, 0)
    assert [e.to_dict() for e in got_again] == [e.to_dict() for e in got]
    assert partition_lines(parts) == []


def _read(directory) -> list[Article]:
    from kgbuild.read.articles import read

    return [a for a in read([directory]) if isinstance(a, Article)]


# -- kgbuild build --engine dask -------------------------------------------------------------------

def test_build_with_the_dask_engine_but_no_dask_is_one_line_and_exit_1(monkeypatch, tmp_path):
    from click.testing import CliRunner

    from kgbuild.cli import main

    monkeypatch.setitem(sys.modules, "distributed", None)
    result = CliRunner().invoke(main, ["build", str(ARTICLES), "-o", str(tmp_path / "out"), "--engine", "dask"])
    assert result.exit_code == 1, result.output
    assert result.output == f"Error: the dask engine needs dask and distributed: {INSTALL_HINT}\n"
    assert not (tmp_path / "out").exists()


def test_a_scheduler_needs_the_dask_engine(tmp_path):
    from click.testing import CliRunner

    from kgbuild.cli import main

    result = CliRunner().invoke(main, ["build", str(ARTICLES), "-o", str(tmp_path), "--scheduler", "tcp://h:8786"])
    assert (result.exit_code, result.output) == (1, "Error: --scheduler needs --engine dask\n")


@pytest.mark.model
def test_build_on_a_local_cluster_writes_the_local_engines_graph(tmp_path):
    pytest.importorskip("distributed")
    from click.testing import CliRunner

    from kgbuild.cli import main

    runner = CliRunner()
    local = runner.invoke(main, ["build", str(ARTICLES), "-o", str(tmp_path / "local"), "-q"])
    dask = runner.invoke(main, ["build", str(ARTICLES), "-o", str(tmp_path / "dask"), "-q", "--engine", "dask",
                                "-j", "2"])
    assert (local.exit_code, dask.exit_code) == (0, 0), local.output + dask.output
    assert dask.output.startswith(f"built {tmp_path / 'dask' / 'graph.json'}: 5 articles, ")
    assert (json.loads((tmp_path / "dask" / "graph.json").read_text())
            == json.loads((tmp_path / "local" / "graph.json").read_text()))
    assert len(partition_lines(tmp_path / "dask" / "partitions")) == 5
    again = runner.invoke(main, ["build", str(ARTICLES), "-o", str(tmp_path / "dask"), "-q", "--engine", "dask",
                                 "--scheduler", "tcp://127.0.0.1:1"])  # all cached: no cluster needed
    assert again.exit_code == 0 and "(5 cached)" in again.output, again.output
