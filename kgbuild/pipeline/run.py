"""The whole path in one place: read -> extract -> merge -> graph -> write.

The CLI and the notebook call these functions and nothing else.

Articles stream through: they are read one file (or ``.jsonl`` line) at a time, looked up in
the extraction cache, and only the misses go to spaCy (loaded on the first miss, so a fully
cached build never loads the model). Results come out in input order.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import shutil
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import InputError, OutputError
from ..extraction.settings import DEFAULT_BATCH_SIZE, DEFAULT_THRESHOLD
from ..graph.aliases import AliasFile, read_aliases
from ..graph.files import locate_graph
from ..graph.knowledge_graph import KnowledgeGraph
from ..graph.merge import combine_triples, read_triples
from ..read.articles import JSONL_SUFFIXES, expand, input_size, read_expanded
from ..records import Article, Extraction, Skip, Triple
from ..wording import counted
from .cache import CACHE_DIRNAME, ExtractionCache, package_digest
from . import outdir as outdirs
from .engines import Engine, LocalEngine, default_jobs
from .progress import Progress

if TYPE_CHECKING:
    from .dask_engine import DaskEngine


def extract_paths(paths: Iterable[str | os.PathLike], *, model: str | None = None, jobs: int | None = 1,
                  threshold: float = DEFAULT_THRESHOLD, skipped: list[Skip] | None = None,
                  warn: Callable[[str], None] | None = None, cache: ExtractionCache | None = None,
                  progress: Progress | None = None, strict: bool = False,
                  batch_size: int = DEFAULT_BATCH_SIZE, engine: Engine | None = None) -> Iterator[Extraction]:
    """Read articles from ``paths`` and extract each, in input order.

    Parameters
    ----------
    paths
        Files, directories, ``.jsonl`` files or ``-`` (see :mod:`kgbuild.read.articles`).
    jobs
        worker processes (forked once the model is loaded); None for all cores.
    skipped
        Receives a :class:`~kgbuild.records.Skip` for every input that was not extracted
        (unreadable, empty, malformed, or failing in extraction).
    warn
        Called with a message for recoverable problems (a fallback encoding).
    cache
        Where extractions are looked up and stored; None for no cache.
    progress
        Told about every article done.
    strict
        Raise :class:`~kgbuild.errors.InputError` at the first skip.
    engine
        Where the articles the cache misses are parsed (see :mod:`kgbuild.pipeline.engines`): None
        for spaCy here (a :class:`~kgbuild.pipeline.engines.LocalEngine` of ``jobs`` processes), a
        :class:`~kgbuild.pipeline.dask_engine.DaskEngine` for a Dask cluster.

    Raises
    ------
    InputError
        A missing path, a directory without articles, or (``strict``) any skip.
    ModelNotFound
        An article needs parsing and no spaCy model loads.
    """
    items = expand(paths, warn)
    if progress is not None:
        progress.set_total(input_size(items))
    jobs = default_jobs() if jobs is None else jobs
    if all(str(i) != "-" and Path(i).suffix.lower() not in JSONL_SUFFIXES for i in items):
        jobs = max(1, min(jobs, math.ceil(len(items) / batch_size)))  # a small corpus is one batch
    skipped = skipped if skipped is not None else []
    engine = engine if engine is not None else LocalEngine(jobs=jobs, batch_size=batch_size)
    reader = read_expanded(items, warn)

    def skip(s: Skip) -> None:
        skipped.append(s)
        if progress is not None:
            progress.update()
        if strict:
            raise InputError(f"skipped {s} (--strict makes every skip fatal)")

    def done(article: Article, extraction: Extraction) -> Extraction:
        if progress is not None:
            progress.update(chars=len(article.text), words=extraction.words)
        return extraction

    # Until the first article that needs parsing, everything comes from the cache.
    first: Article | None = None
    for item in reader:
        if isinstance(item, Skip):
            skip(item)
            continue
        hit = cache.get(item) if cache is not None else None
        if hit is None:
            first = item
            break
        yield done(item, hit)
    if first is None:
        return

    # Then: misses go to spaCy; hits and skips wait in `order` so output keeps input order.
    order: deque[Article | Skip | tuple[Article, Extraction]] = deque([first])

    def misses() -> Iterator[Article]:
        yield first
        for item in reader:
            if isinstance(item, Skip):
                order.append(item)
                continue
            hit = cache.get(item) if cache is not None else None
            if hit is not None:
                order.append((item, hit))
            else:
                order.append(item)
                yield item

    def parsed() -> Iterator[Extraction | Skip]:
        failed: deque[Skip] = deque()
        for extraction in engine.extract(misses(), model=model, threshold=threshold, on_skip=failed.append):
            while failed:
                yield failed.popleft()
            yield extraction
        yield from failed

    def waiting() -> Iterator[Extraction]:
        """Hits and skips queued before the next article that was parsed."""
        while order and not isinstance(order[0], Article):
            entry = order.popleft()
            if isinstance(entry, Skip):
                skip(entry)
            else:
                yield done(*entry)

    for result in parsed():
        yield from waiting()
        article = order.popleft()
        assert isinstance(article, Article)
        if isinstance(result, Skip):
            skip(result)
            continue
        if cache is not None:
            cache.put(article, result)
        yield done(article, result)
    yield from waiting()


def build(paths: Iterable[str | os.PathLike], *, model: str | None = None, jobs: int | None = None,
          threshold: float = DEFAULT_THRESHOLD, aliases: str | os.PathLike | AliasFile | None = None) -> KnowledgeGraph:
    """Build a knowledge graph from article files, directories or ``-`` (no cache, no files).

    ``aliases``: an alias file (CSV or YAML, see :mod:`kgbuild.graph.aliases`) or an
    :class:`~kgbuild.graph.aliases.AliasFile`: forced merges and names kept apart, as
    ``kgbuild build --aliases``. A bad alias file is refused before any article is read.

    Examples
    --------
    >>> kg = build(["data/articles"])          # doctest: +SKIP
    >>> kg.relations("Alec Baldwin")[0].relation  # doctest: +SKIP
    'child'
    """
    user = aliases if isinstance(aliases, AliasFile) or aliases is None else read_aliases(aliases)
    extractions = list(extract_paths(paths, model=model, jobs=jobs, threshold=threshold))
    return KnowledgeGraph.from_triples(
        (t for e in extractions for t in e.triples), articles=[e.article for e in extractions],
        aliases=user.aliases if user else None, never_merge=user.never_merge if user else ()
    )


def load(path: str | os.PathLike) -> KnowledgeGraph:
    """Load a graph written by ``kgbuild build``: ``OUTDIR/graph.json``, or ``OUTDIR`` itself."""
    return KnowledgeGraph.load(locate_graph(path))


@dataclass
class BuildReport:
    """What ``build_outputs`` did."""

    outdir: Path
    graph: KnowledgeGraph
    articles: int = 0
    words: int = 0
    seconds: float = 0.0
    skipped: list[Skip] = field(default_factory=list)
    cached: int = 0
    updated: bool = False  # added to an earlier build (``--update``)

    @property
    def html(self) -> Path:
        return self.outdir / "graph.html"

    def line(self) -> str:
        """The one-line summary."""
        s = self.graph.summary()
        in_graph = len(self.graph.graph.graph.get("articles", []))
        return (f"{'updated' if self.updated else 'built'} {self.outdir / 'graph.json'}: "
                + counted(self.articles, "article")
                + (f" ({self.cached} cached)" if self.cached else "")
                + (f" read, {in_graph} in the graph" if self.updated else "")
                + f", {counted(s['entities'], 'entity', 'entities')}, {counted(s['relations'], 'relation')}"
                + f" in {self.seconds:.1f}s"
                + (f"; skipped {len(self.skipped)}" if self.skipped else "")
                + f"; open {self.html}")

    def to_dict(self) -> dict[str, Any]:
        """The summary as data: what ``kgbuild build --json`` prints."""
        s = self.graph.summary()
        return {"graph": str(self.outdir / "graph.json"), "html": str(self.html), "updated": self.updated,
                "articles": self.articles, "cached": self.cached,
                "articles_in_graph": len(self.graph.graph.graph.get("articles", [])),
                "entities": s["entities"], "people": s["people"], "relations": s["relations"],
                "words": self.words, "seconds": round(self.seconds, 3),
                "skipped": [{"source": k.source, "reason": k.reason} for k in self.skipped]}

    def lines(self) -> list[str]:
        """The summary line, then one line per skipped input with the reason."""
        return [self.line(), *(f"  skipped {s}" for s in self.skipped)]


def build_outputs(paths: Iterable[str | os.PathLike], outdir: str | os.PathLike, *, model: str | None = None,
                  jobs: int | None = None, threshold: float = DEFAULT_THRESHOLD,
                  warn: Callable[[str], None] | None = None, cache: bool = True,
                  cache_dir: str | os.PathLike | None = None, strict: bool = False,
                  progress: bool | None = None, batch_size: int = DEFAULT_BATCH_SIZE, engine: str = "local",
                  scheduler: str | None = None, aliases: str | os.PathLike | None = None,
                  update: bool = False, wait_lock: float = 0.0) -> BuildReport:
    """Build and write ``graph.json``, ``graph.html`` and ``triples.jsonl`` into ``outdir``.

    All three are written into a staging directory inside ``outdir`` and renamed into place
    together, with a manifest, only when all are complete, so a failed or interrupted build
    leaves the previous outputs intact and no partial file behind; one build at a time writes
    ``outdir`` (another waits up to ``wait_lock`` seconds, then fails; see
    :mod:`kgbuild.pipeline.outdir`). Extractions are cached in ``cache_dir`` (default
    ``OUTDIR/.kgbuild-cache``) unless ``cache`` is false. ``progress``: draw a progress bar
    (None: when stderr is a terminal). ``engine="dask"`` parses on the Dask cluster at
    ``scheduler`` (None: a local cluster of ``jobs`` workers) and writes what it parsed to
    ``OUTDIR/partitions/`` (see :mod:`kgbuild.pipeline.dask_engine`).

    ``aliases``: a user's alias file (see :mod:`kgbuild.graph.aliases`); the graph keeps it, so a
    later ``update`` applies it again unless given another. ``update``: add ``paths`` to the
    graph already in ``outdir`` (its ``triples.jsonl``) instead of replacing it; an article
    read again replaces its earlier triples. Building A then updating with B writes the same
    graph as building A and B at once.

    Raises
    ------
    OutputError
        ``outdir`` cannot be written (checked before any article is read), another build is
        writing it, or an output cannot be written (the message names it).
    GraphFormatError
        ``update`` of an ``outdir`` whose outputs do not match their manifest (half-published).
    InputError
        As :func:`extract_paths`; also when every input was skipped.
    """
    started = time.perf_counter()
    out = Path(outdir)
    paths = list(paths)
    expand(paths)  # a missing input fails before anything is created
    dask = _dask_engine(engine, scheduler, jobs, out)  # so does a missing dask
    user = read_aliases(aliases) if aliases is not None else None  # so does a bad alias file
    if update:
        _require_previous(out)  # and an OUTDIR that --update cannot extend
    outdirs.prepare(out)
    lock = outdirs.Lock(out, wait=wait_lock)  # released in the finally below
    staging = None
    try:
        previous = _previous_build(out) if update else None
        if previous is not None and user is None:
            user = previous.user_aliases
        staging = outdirs.staging_dir(out)
        store = None
        if cache:
            store = ExtractionCache.for_build(cache_dir if cache_dir is not None else out / CACHE_DIRNAME,
                                              model=model, threshold=threshold)
        skipped: list[Skip] = []
        with Progress(enabled=progress) as bar:
            extractions = list(extract_paths(paths, model=model, jobs=jobs, threshold=threshold, skipped=skipped,
                                             warn=bar.around(warn),
                                             cache=store, progress=bar, strict=strict, batch_size=batch_size,
                                             engine=dask))
        if not extractions and skipped:
            first = skipped[0]
            raise InputError(f"no article could be read: {len(skipped)} skipped "
                             f"(first: {first})")
        if store is not None and store.error and warn is not None:
            warn(store.error)
        triples: list[Triple] = [t for e in extractions for t in e.triples]
        articles = [e.article for e in extractions]
        if previous is not None:
            triples = combine_triples(previous.triples, triples, replaced_articles=articles)
            articles = sorted({*previous.articles, *articles})
        inputs = _inputs_digest(store, articles, user) if previous is None else None
        if inputs is not None and outdirs.unchanged(out, inputs):
            kg = KnowledgeGraph.load(out / "graph.json")  # what a build now would write is there
        else:
            kg = KnowledgeGraph.from_triples(triples, articles=articles,
                                             aliases=user.aliases if user else None,
                                             never_merge=user.never_merge if user else ())
            _write_outputs(staging, out, kg, triples)
            outdirs.publish(staging, out, inputs)
        if store is not None:
            store.prune()
    finally:
        if staging is not None:
            shutil.rmtree(staging, ignore_errors=True)
        lock.release()
    return BuildReport(out, kg, articles=len(extractions), words=sum(e.words for e in extractions),
                       seconds=time.perf_counter() - started, skipped=skipped,
                       cached=store.hits if store is not None else 0, updated=previous is not None)


@dataclass(frozen=True)
class _Previous:
    """What ``--update`` extends: the last build's triples, articles and alias file."""

    triples: list[Triple]
    articles: list[str]
    user_aliases: AliasFile | None


def _previous_build(out: Path) -> _Previous:
    """The build already in ``out``, read before any article is parsed.

    Raises
    ------
    InputError
        ``out`` holds no complete build (graph.json and triples.jsonl), or they are corrupt.
    """
    _require_previous(out)
    outdirs.check_published(out)
    graph = KnowledgeGraph.load(out / "graph.json").graph.graph
    triples = read_triples(out / "triples.jsonl")
    return _Previous(triples, list(graph.get("articles", [])), AliasFile.from_dict(graph["user_aliases"])
                     if graph.get("user_aliases") else None)


def _inputs_digest(store: ExtractionCache | None, articles: list[str], user: AliasFile | None) -> str | None:
    """What a build's outputs are made from: the cache entries of its articles, in order, the
    alias file and kgbuild's code. Two builds with one digest write the same outputs. None
    without a cache, or when an extraction could not be stored in it."""
    entries = store.entries_digest(articles) if store is not None else None
    if entries is None:
        return None
    from .._version import __version__

    made_of = {"entries": entries, "aliases": user.to_dict() if user else None,
               "kgbuild": __version__, "code": package_digest()}
    return hashlib.sha256(json.dumps(made_of, sort_keys=True).encode()).hexdigest()


def _dask_engine(engine: str, scheduler: str | None, jobs: int | None, out: Path) -> "DaskEngine | None":
    if engine == "local" and scheduler is None:
        return None
    if engine != "dask":
        raise ValueError(f"engine must be 'local' or 'dask' (a scheduler needs 'dask'), not {engine!r}")
    from .dask_engine import PARTITIONS_DIRNAME, DaskEngine

    return DaskEngine(scheduler=scheduler, n_workers=jobs, partitions_dir=out / PARTITIONS_DIRNAME)


def _require_previous(out: Path) -> None:
    if not (out / "graph.json").is_file():
        raise InputError(f"nothing to update in {out}: no graph.json (build without --update first)")


def _write_outputs(staging: Path, out: Path, kg: KnowledgeGraph, triples: list[Triple]) -> None:
    """Write ``triples.jsonl``, ``graph.html`` and ``graph.json`` into ``staging``; an error
    (a full disk) names the output it was writing."""
    from ..outputs.render import render

    def write_triples(path: Path) -> None:
        with open(path, "w", encoding="utf-8") as fh:
            for t in triples:
                fh.write(json.dumps(t.to_dict(), ensure_ascii=False) + "\n")

    for name, write in (("triples.jsonl", write_triples), ("graph.html", lambda path: render(kg, path)),
                        ("graph.json", kg.save)):
        try:
            write(staging / name)
        except (OSError, OutputError) as exc:
            cause = exc if isinstance(exc, OSError) else exc.__cause__  # atomic writes name the staged file
            if not isinstance(cause, OSError):
                raise
            raise OutputError(f"cannot write to {out / name}: {cause.strerror or cause}") from None
