"""The whole path in one place: read -> extract -> merge -> graph -> write.

The CLI and the notebook call these functions and nothing else.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from .articles import read
from .extract import DEFAULT_THRESHOLD, extract
from .graph import KnowledgeGraph, atomic_write_text
from .model import load_model
from .records import Article, Extraction, Skip, Triple


def extract_paths(paths: Iterable[str | os.PathLike], *, model: str | None = None, jobs: int = 1,
                  threshold: float = DEFAULT_THRESHOLD, skipped: list[Skip] | None = None,
                  warn: Callable[[str], None] | None = None) -> Iterator[Extraction]:
    """Read articles from ``paths`` and extract each; skipped inputs go to ``skipped``."""
    nlp = load_model(model)
    skipped = skipped if skipped is not None else []

    def articles() -> Iterator[Article]:
        for item in read(paths, warn=warn):
            if isinstance(item, Skip):
                skipped.append(item)
                if warn:
                    warn(f"skipped {item.source}: {item.reason}")
            else:
                yield item

    yield from extract(articles(), nlp, threshold=threshold, n_process=jobs)


def build(paths: Iterable[str | os.PathLike], *, model: str | None = None, jobs: int = 1,
          threshold: float = DEFAULT_THRESHOLD) -> KnowledgeGraph:
    """Build a knowledge graph from article files, directories or ``-``.

    Examples
    --------
    >>> kg = build(["data/articles"])          # doctest: +SKIP
    >>> kg.relations("Alec Baldwin")[0].relation  # doctest: +SKIP
    'child'
    """
    extractions = list(extract_paths(paths, model=model, jobs=jobs, threshold=threshold))
    return KnowledgeGraph.from_triples(
        (t for e in extractions for t in e.triples), articles=[e.article for e in extractions]
    )


def load(path: str | os.PathLike) -> KnowledgeGraph:
    """Load a graph written by ``kgbuild build`` (``OUTDIR/graph.json``)."""
    return KnowledgeGraph.load(path)


@dataclass
class BuildReport:
    """What ``build_outputs`` did."""

    outdir: Path
    graph: KnowledgeGraph
    articles: int = 0
    words: int = 0
    seconds: float = 0.0
    skipped: list[Skip] = field(default_factory=list)

    @property
    def html(self) -> Path:
        return self.outdir / "graph.html"

    def line(self) -> str:
        s = self.graph.summary()
        return (f"built {self.outdir / 'graph.json'}: {self.articles} articles, {s['entities']} entities, "
                f"{s['relations']} relations in {self.seconds:.1f}s"
                + (f"; skipped {len(self.skipped)}" if self.skipped else "")
                + f"; open {self.html}")


def build_outputs(paths: Iterable[str | os.PathLike], outdir: str | os.PathLike, *, model: str | None = None,
                  jobs: int = 1, threshold: float = DEFAULT_THRESHOLD,
                  warn: Callable[[str], None] | None = None) -> BuildReport:
    """Build and write ``graph.json``, ``graph.html`` and ``triples.jsonl`` into ``outdir``.

    Each file is written to a temporary name and renamed into place, so an interrupted
    build leaves the previous outputs intact.
    """
    from .render import render

    started = time.perf_counter()
    out = Path(outdir)
    skipped: list[Skip] = []
    extractions = list(extract_paths(paths, model=model, jobs=jobs, threshold=threshold, skipped=skipped, warn=warn))
    triples: list[Triple] = [t for e in extractions for t in e.triples]
    kg = KnowledgeGraph.from_triples(triples, articles=[e.article for e in extractions])
    atomic_write_text(out / "triples.jsonl", "".join(json.dumps(t.to_dict(), ensure_ascii=False) + "\n" for t in triples))
    kg.save(out / "graph.json")
    render(kg, out / "graph.html")
    return BuildReport(out, kg, articles=len(extractions), words=sum(e.words for e in extractions),
                       seconds=time.perf_counter() - started, skipped=skipped)
