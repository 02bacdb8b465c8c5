"""Where articles are parsed: an engine takes a stream of articles and yields their extractions.

Both engines have one interface (:class:`Engine`): :class:`LocalEngine` runs spaCy processes on
this machine, :class:`~kgbuild.pipeline.dask_engine.DaskEngine` a Dask cluster. Either runs
:func:`kgbuild.extraction.stream.extract`, so the graph does not depend on which one parsed it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Iterator
from typing import Protocol

from ..extraction.model import load_model
from ..extraction.rules import RuleSet
from ..extraction.settings import DEFAULT_BATCH_SIZE, DEFAULT_THRESHOLD
from ..records import Article, Extraction, Skip


def default_jobs() -> int:
    """All cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


class Engine(Protocol):
    """Extraction of a stream of articles: one Extraction per article, in order; an article
    whose extraction fails goes to ``on_skip`` instead. Nothing is loaded or started until the
    first article arrives."""

    def extract(self, articles: Iterable[Article], *, model: str | None = None,
                threshold: float = DEFAULT_THRESHOLD, on_skip: Callable[[Skip], None] | None = None,
                rules: RuleSet | None = None) -> Iterator[Extraction]: ...


class LocalEngine:
    """spaCy on this machine: ``jobs`` processes (forked workers that each take the next batch of
    ``batch_size`` articles; see :func:`kgbuild.extraction.stream.extract`). The model is loaded on
    the first article, once, before the workers are forked (they share it)."""

    def __init__(self, *, jobs: int = 1, batch_size: int = DEFAULT_BATCH_SIZE):
        self.jobs = jobs
        self.batch_size = batch_size

    def extract(self, articles: Iterable[Article], *, model: str | None = None,
                threshold: float = DEFAULT_THRESHOLD, on_skip: Callable[[Skip], None] | None = None,
                rules: RuleSet | None = None) -> Iterator[Extraction]:
        from ..extraction.stream import extract  # spaCy is imported when the first article needs parsing

        yield from extract(articles, load_model(model), rules=rules, threshold=threshold, n_process=self.jobs,
                           batch_size=self.batch_size, on_skip=on_skip)


__all__ = ["Engine", "LocalEngine", "default_jobs"]
