"""Extraction on a Dask cluster: the same parse and extract as the local engine, on many machines.

The client (the machine running ``kgbuild build``) reads the articles and looks each up in the
extraction cache; only the misses are packed into partitions of ``partition_size`` articles and
sent to the cluster. A worker runs one partition through :func:`kgbuild.extraction.stream.extract`, the
function the local engine runs, with a spaCy model it loads once per process
(:func:`kgbuild.extraction.model.load_model` is cached), and sends back plain
:class:`~kgbuild.records.Extraction` records. The client stores them in the cache, writes each
partition to ``partitions_dir/part-NNNNN.jsonl`` and yields every article's extraction in input
order, so the graph built from them is the local engine's graph.

Failures: a task whose worker dies is rescheduled by Dask on another worker, and a task that
raises is retried ``retries`` times. Either way one partition has one result: results are
collected per partition id, and a partition's file is written atomically under its id, so a
retried partition replaces, never adds to, what an earlier attempt wrote. Workers need no
shared filesystem; they only need kgbuild and the same spaCy model installed, which every task
checks (a mismatch is an error, not a silently different graph).

dask and distributed are an optional extra (``pip install kgbuild[dask]``): this module imports
them only when an engine is made, and :class:`DaskNotInstalled` says how to install them.
"""

from __future__ import annotations

import itertools
import json
import logging
import os
import re
import tempfile
import threading
import uuid
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import KgbuildError, OutputError
from ..extraction.model import describe, load_model
from ..extraction.rules import RuleSet, default_rules
from ..extraction.settings import DEFAULT_THRESHOLD
from ..extraction.stream import extract
from ..read.articles import read
from ..records import Article, Extraction, Skip
from .cache import ExtractionCache, code_digest, settings_digest
from .engines import default_jobs

if TYPE_CHECKING:
    from distributed import Client

DEFAULT_PARTITION_SIZE = 64  # articles per task: a few seconds of work, cheap to retry
DEFAULT_RETRIES = 2          # a task that raises runs up to 1 + this many times
PARTITIONS_DIRNAME = "partitions"
INSTALL_HINT = "pip install kgbuild[dask]"


class DaskNotInstalled(KgbuildError):
    """``--engine dask`` without dask and distributed installed."""

    exit_code = 1


class ClusterError(KgbuildError):
    """The scheduler cannot be reached, or a partition failed on every attempt."""

    exit_code = 1


class WorkerMismatch(KgbuildError):
    """A worker would extract with other code, rules or model than the client expects."""

    exit_code = 1


class SchedulerAddressError(KgbuildError):
    """A ``--scheduler`` address kgbuild cannot use; refused before any connection is tried."""

    exit_code = 3


_ADDRESS = re.compile(r"(?:(?P<scheme>[A-Za-z][A-Za-z0-9+.-]*)://)?"
                      r"(?P<host>\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9_.-]+)(?::(?P<port>[^:]*))?")


def scheduler_address(address: str) -> str:
    """``address`` checked as a Dask scheduler's: ``tcp://HOST:PORT`` or ``HOST:PORT`` (the port
    defaults to 8786). Other protocols need what the command cannot give (``tls://`` its
    certificates, ``ucx://`` its libraries), so they are refused too; from Python, pass a
    connected ``client`` instead.

    >>> scheduler_address("tcp://10.0.0.5:8786"), scheduler_address("scheduler:8786")
    ('tcp://10.0.0.5:8786', 'scheduler:8786')

    Raises
    ------
    SchedulerAddressError
        The address is not one of those, naming what is wrong.
    """
    shown = repr(address)
    if not address.strip():
        raise SchedulerAddressError("the Dask scheduler address is empty; give tcp://HOST:PORT")
    m = _ADDRESS.fullmatch(address)
    if m is None:
        raise SchedulerAddressError(f"{shown} is not a Dask scheduler address; give tcp://HOST:PORT")
    scheme = (m["scheme"] or "tcp").lower()
    if scheme != "tcp":
        why = {"tls": "it needs TLS certificates, which kgbuild's command line does not take",
               "ucx": "it needs UCX, which kgbuild does not set up"}.get(scheme, "only tcp:// is supported")
        raise SchedulerAddressError(f"cannot use the Dask scheduler at {shown}: {why}; give tcp://HOST:PORT "
                                    f"(or, from Python, a connected distributed.Client)")
    port = m["port"]
    if port is not None and not (port.isascii() and port.isdigit() and 0 < int(port) < 65536):
        raise SchedulerAddressError(f"{shown} has no valid port ({port!r}); give tcp://HOST:PORT, "
                                    f"the port a number from 1 to 65535")
    return address


def _distributed():
    """The ``distributed`` module, or :class:`DaskNotInstalled`."""
    try:
        import distributed
    except ImportError:
        raise DaskNotInstalled(f"the dask engine needs dask and distributed: {INSTALL_HINT}") from None
    return distributed


# -- on the worker -------------------------------------------------------------------------------

_EXTRACTING = threading.Lock()  # one spaCy pipeline per process; extract() adds a pipe to it


def identity(model: str | None, threshold: float, rules: RuleSet) -> dict[str, str]:
    """What an extraction depends on besides the article: the cache's settings digest, and the
    parts of it worth naming when a worker differs."""
    from .._version import __version__

    resolved = describe(model)
    return {"settings": settings_digest(model=resolved, threshold=threshold, rules_digest=rules.digest),
            "kgbuild": __version__, "code": code_digest(), "model": resolved}


def extract_partition(articles: list[Article], *, model: str | None, threshold: float, rules: RuleSet,
                      expected: dict[str, str]) -> list[Extraction | Skip]:
    """Run on a worker: extract one partition, one result per article, in order.

    ``expected`` is the client's :func:`identity`; a worker whose kgbuild code, data or model
    differ raises :class:`WorkerMismatch` instead of extracting.
    """
    here = identity(model, threshold, rules)
    if here["settings"] != expected.get("settings"):
        differ = "; ".join(f"{k} {here[k]} here, {expected.get(k)} on the client"
                           for k in ("kgbuild", "code", "model") if here[k] != expected.get(k))
        raise WorkerMismatch(f"a Dask worker extracts differently from the client ({differ or 'settings differ'}); "
                             f"install the same kgbuild and spaCy model on every worker")
    out: list[Extraction | Skip] = []
    failed: deque[Skip] = deque()
    with _EXTRACTING:  # a worker with several threads extracts one partition at a time
        nlp = load_model(model)
        for extraction in extract(articles, nlp, rules=rules, threshold=threshold, n_process=1,
                                  on_skip=failed.append):
            out.extend(failed)  # skips are reported before the next article's extraction
            failed.clear()
            out.append(extraction)
    out.extend(failed)
    assert len(out) == len(articles)
    return out


# -- on the client -------------------------------------------------------------------------------

class DaskEngine:
    """Extraction of a stream of articles on a Dask cluster (an :class:`~kgbuild.pipeline.engines.Engine`).

    Parameters
    ----------
    client
        A connected ``distributed.Client`` to use (left open); or else
    scheduler
        The scheduler's address (``tcp://HOST:8786``); or else neither, for a ``LocalCluster``
        of ``n_workers`` processes (default: all cores) with one thread each, started on the
        first article that needs parsing and closed at the end.
    partition_size
        Articles per task.
    partitions_dir
        Where each partition's extractions are written (``part-NNNNN.jsonl``, one
        :meth:`Extraction.to_dict() <kgbuild.records.Extraction.to_dict>` per line); None for
        nowhere. Files of an earlier run are removed first.
    retries
        How many more times a task that raises is run.

    Raises
    ------
    DaskNotInstalled
        dask or distributed is not installed.
    """

    def __init__(self, *, client: "Client | None" = None, scheduler: str | None = None,
                 n_workers: int | None = None, partition_size: int = DEFAULT_PARTITION_SIZE,
                 partitions_dir: str | os.PathLike | None = None, retries: int = DEFAULT_RETRIES,
                 max_in_flight: int | None = None):
        _distributed()
        if partition_size < 1:
            raise ValueError("partition_size must be at least 1")
        self.client = client
        self.scheduler = scheduler_address(scheduler) if scheduler is not None and client is None else scheduler
        self.n_workers = n_workers
        self.partition_size = partition_size
        self.partitions_dir = Path(partitions_dir) if partitions_dir is not None else None
        self.retries = retries
        self.max_in_flight = max_in_flight
        self.partitions = 0  # partitions sent in the last run
        self.extracted = 0   # articles the cluster extracted in the last run
        self._task: Callable[..., list[Extraction | Skip]] = extract_partition

    def extract(self, articles: Iterable[Article], *, model: str | None = None,
                threshold: float = DEFAULT_THRESHOLD, on_skip: Callable[[Skip], None] | None = None,
                rules: RuleSet | None = None) -> Iterator[Extraction]:
        """:func:`kgbuild.extraction.stream.extract` on the cluster: one Extraction per article, in order;
        an article whose extraction fails goes to ``on_skip`` instead.

        No cluster is started or contacted until the first article arrives.

        Raises
        ------
        ClusterError
            The scheduler cannot be reached, or a partition failed on every attempt.
        WorkerMismatch, ModelNotFound
            A worker has other code or model, or none.
        """
        rules = rules or default_rules()
        expected = identity(model, threshold, rules)
        batches = _batches(articles, self.partition_size)
        first = next(batches, None)
        self.partitions = self.extracted = 0
        self._clear_partitions()
        if first is None:
            return
        run = uuid.uuid4().hex[:8]
        pending: deque[tuple[int, list[Article], Any]] = deque()
        with self._connected() as client:
            limit = self.max_in_flight or max(4, 2 * sum(client.nthreads().values()))
            try:
                for part, batch in enumerate(itertools.chain([first], batches)):
                    future = client.submit(self._task, batch, model=model, threshold=threshold, rules=rules,
                                           expected=expected, key=f"kgbuild-partition-{part:05d}-{run}",
                                           retries=self.retries, pure=False)
                    pending.append((part, batch, future))
                    self.partitions += 1
                    while len(pending) >= limit:
                        yield from self._collect(*pending.popleft(), on_skip)
                while pending:
                    yield from self._collect(*pending.popleft(), on_skip)
            finally:
                if pending:  # the consumer stopped early, or a partition failed
                    client.cancel([f for _, _, f in pending])

    def _collect(self, part: int, batch: list[Article], future, on_skip) -> Iterator[Extraction]:
        """Wait for one partition, write its file, hand out its results."""
        results = _result(part, future)
        self._write_partition(part, [r for r in results if isinstance(r, Extraction)])
        for article, result in zip(batch, results):
            if isinstance(result, Skip):
                if on_skip is not None:
                    on_skip(result)
                continue
            assert result.article == article.id
            self.extracted += 1
            yield result

    @contextmanager
    def _connected(self) -> Iterator["Client"]:
        distributed = _distributed()
        if self.client is not None:
            yield self.client
            return
        if self.scheduler is not None:
            try:
                client = distributed.Client(self.scheduler, set_as_default=False)
            except (OSError, TimeoutError, ValueError) as exc:
                raise ClusterError(f"cannot connect to the Dask scheduler at {self.scheduler}: {exc}") from None
            with client:
                yield client
            return
        with distributed.LocalCluster(n_workers=self.n_workers or default_jobs(), threads_per_worker=1,
                                      processes=True, dashboard_address=":0",  # any free port
                                      silence_logs=logging.CRITICAL) as cluster, \
                distributed.Client(cluster, set_as_default=False) as client:
            yield client

    def _clear_partitions(self) -> None:
        if self.partitions_dir is None:
            return
        try:
            for old in self.partitions_dir.glob("part-*.jsonl"):
                old.unlink()
        except OSError as exc:
            raise OutputError(f"cannot write to {self.partitions_dir}: {exc.strerror or exc}") from None

    def _write_partition(self, part: int, extractions: list[Extraction]) -> None:
        """``part-NNNNN.jsonl``, atomically: whatever wrote that name before is replaced whole."""
        if self.partitions_dir is None:
            return
        path = self.partitions_dir / f"part-{part:05d}.jsonl"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".part-", suffix=".tmp", dir=path.parent)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as fh:
                    for e in extractions:
                        fh.write(json.dumps(e.to_dict(), ensure_ascii=False) + "\n")
                os.replace(tmp, path)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
        except OSError as exc:
            raise OutputError(f"cannot write to {self.partitions_dir}: {exc.strerror or exc}") from None


def _result(part: int, future) -> list[Extraction | Skip]:
    """A partition's results; a failure becomes one clear error."""
    from distributed import KilledWorker

    try:
        return future.result()
    except KgbuildError:
        raise
    except KilledWorker:
        raise ClusterError(f"partition {part} failed: every worker that ran it died (out of memory?)") from None
    except Exception as exc:  # noqa: BLE001 - anything the cluster raises, as one line
        raise ClusterError(f"partition {part} failed on the Dask cluster: {type(exc).__name__}: {exc}") from None


def _batches(articles: Iterable[Article], size: int) -> Iterator[list[Article]]:
    it = iter(articles)
    while batch := list(itertools.islice(it, size)):
        yield batch


def extract_with_dask(inputs: Iterable[str | os.PathLike | Article], *, client: "Client | None" = None,
                      scheduler: str | None = None, n_workers: int | None = None, model: str | None = None,
                      threshold: float = DEFAULT_THRESHOLD, cache: ExtractionCache | None = None,
                      partition_size: int = DEFAULT_PARTITION_SIZE,
                      partitions_dir: str | os.PathLike | None = None, retries: int = DEFAULT_RETRIES,
                      skipped: list[Skip] | None = None,
                      warn: Callable[[str], None] | None = None) -> Iterator[Extraction]:
    """Extract articles on a Dask cluster, in input order, with the per-article cache.

    ``inputs`` are paths (files, directories, ``.jsonl``, as :func:`kgbuild.read.articles.read`
    takes them) or :class:`~kgbuild.records.Article` records. Cache hits never leave this
    machine; misses are extracted by a :class:`DaskEngine` (see it for ``client``,
    ``scheduler``, ``n_workers``, ``partition_size``, ``partitions_dir`` and ``retries``) and
    stored back in ``cache``. Inputs that cannot be read or extracted go to ``skipped``.

    Examples
    --------
    >>> from kgbuild.graph.knowledge_graph import KnowledgeGraph
    >>> es = list(extract_with_dask(["data/articles"], n_workers=2))   # doctest: +SKIP
    >>> kg = KnowledgeGraph.from_triples([t for e in es for t in e.triples],
    ...                                  articles=[e.article for e in es])  # doctest: +SKIP

    Raises
    ------
    DaskNotInstalled
        Before anything is read.
    """
    engine = DaskEngine(client=client, scheduler=scheduler, n_workers=n_workers, partition_size=partition_size,
                        partitions_dir=partitions_dir, retries=retries)
    skipped = skipped if skipped is not None else []
    # every input in order: a cache hit with its extraction, or a miss waiting for the cluster
    order: deque[tuple[Article, Extraction | None]] = deque()

    def misses() -> Iterator[Article]:
        for item in _articles(inputs, warn):
            if isinstance(item, Skip):
                skipped.append(item)
                continue
            hit = cache.get(item) if cache is not None else None
            order.append((item, hit))
            if hit is None:
                yield item

    def hits() -> Iterator[Extraction]:
        while order and order[0][1] is not None:
            yield order.popleft()[1]

    def settle(result: Extraction | Skip) -> Iterator[Extraction]:
        """The next miss's result, after the hits before it."""
        yield from hits()
        article, _ = order.popleft()
        if isinstance(result, Skip):
            skipped.append(result)
            return
        if cache is not None:
            cache.put(article, result)
        yield result

    failed: deque[Skip] = deque()
    for extraction in engine.extract(misses(), model=model, threshold=threshold, on_skip=failed.append):
        while failed:
            yield from settle(failed.popleft())
        yield from settle(extraction)
    while failed:
        yield from settle(failed.popleft())
    yield from hits()


def _articles(inputs: Iterable[str | os.PathLike | Article], warn) -> Iterator[Article | Skip]:
    it = iter(inputs)
    first = next(it, None)
    if first is None:
        return iter(())
    if isinstance(first, Article):
        return itertools.chain([first], it)
    return read([first, *it], warn)


__all__ = ["ClusterError", "DaskEngine", "DaskNotInstalled", "SchedulerAddressError", "WorkerMismatch",
           "extract_partition", "extract_with_dask", "scheduler_address"]
