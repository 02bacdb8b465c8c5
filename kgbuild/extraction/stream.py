"""Many articles through ``nlp.pipe``, with :class:`~kgbuild.extraction.component.ExtractComponent`
as the pipeline's last component: articles in, one :class:`~kgbuild.records.Extraction` each out.

Both engines (:mod:`kgbuild.pipeline.engines`, :mod:`kgbuild.pipeline.dask_engine`) run
:func:`extract`; long articles go through in pieces (:func:`pieces`).
"""

from __future__ import annotations

import itertools
import multiprocessing
import os
import signal
import warnings
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager

from spacy.language import Language

from ..records import Article, Extraction, Skip, Triple
from .component import DEFAULT_THRESHOLD, EXTRACT_FACTORY, PAYLOAD, ExtractComponent, prepare
from .markup import blank_markup
from .rules import RuleSet, default_rules

MAX_PIECE_CHARS = 100_000  # well under spaCy's max_length; long articles go in pieces
DEFAULT_BATCH_SIZE = 32  # articles per nlp.pipe batch; see bench/bench.py
_names = itertools.count()


def pieces(text: str, limit: int = MAX_PIECE_CHARS) -> Iterator[tuple[str, int]]:
    """Split ``text`` into pieces of at most ``limit`` characters at a paragraph break, else a
    line break, else a sentence end, else a space (a hard cut only when there is none).

    Yields (piece, offset of the piece in ``text``).

    >>> list(pieces("One. Two. Three.", limit=10))
    [('One. Two.', 0), (' Three.', 9)]
    """
    start = 0
    n = len(text)
    while start < n:
        end = min(start + limit, n)
        if end < n:
            for sep in ("\n\n", "\n", ". ", " "):
                cut = text.rfind(sep, start, end)
                if cut > start:
                    end = cut + len(sep) if sep != ". " else cut + 1
                    break
        yield text[start:end], start
        start = end


def extract(articles: Iterable[Article], nlp: Language, *, rules: RuleSet | None = None,
            threshold: float = DEFAULT_THRESHOLD, n_process: int = 1, batch_size: int = DEFAULT_BATCH_SIZE,
            on_skip: Callable[[Skip], None] | None = None) -> Iterator[Extraction]:
    """Extract triples from a stream of articles, one :class:`Extraction` per article, in order.

    Articles are streamed through ``nlp.pipe`` (``n_process`` processes, ``batch_size``
    pieces a batch); no more than a few batches are in flight. An article whose extraction
    fails is passed to ``on_skip`` as a :class:`~kgbuild.records.Skip` instead, and the
    stream goes on. While this runs, ``nlp`` has an :class:`~kgbuild.extraction.component.ExtractComponent` at its end.
    """
    rules = rules or default_rules()
    prepare(nlp)
    in_flight: deque[tuple[Article, int, bool]] = deque()  # (article, piece offset, last piece?)

    def texts() -> Iterator[str]:
        for article in articles:
            parts = list(pieces(article.text, MAX_PIECE_CHARS))
            for k, (text, offset) in enumerate(parts):
                in_flight.append((article, offset, k == len(parts) - 1))
                yield blank_markup(text)  # same length: offsets still point into the article

    name = f"{EXTRACT_FACTORY}_{next(_names)}"
    component: ExtractComponent = nlp.add_pipe(EXTRACT_FACTORY, name=name, last=True, config={"threshold": threshold})
    component.rules = rules
    docs = None
    finished = False
    others = set(multiprocessing.active_children())
    try:
        with _workers_ignore_sigint():
            docs = nlp.pipe(texts(), n_process=n_process, batch_size=batch_size)
            triples: list[Triple] = []
            words = 0
            error: str | None = None
            for doc in docs:
                article, offset, last = in_flight.popleft()
                payload = doc.user_data.get(PAYLOAD, {"error": "extraction produced nothing"})
                if error is None and "error" in payload:
                    error = payload["error"]
                elif error is None:
                    words += payload["words"]
                    triples.extend(_placed(t, article, offset) for t in payload["triples"])
                if last:
                    if error is None:
                        yield Extraction(article=article.id, triples=tuple(triples), words=words, date=article.date)
                    elif on_skip is not None:
                        on_skip(Skip(article.id, error))
                    triples, words, error = [], 0, None
            finished = True
    finally:
        if docs is not None and not finished:
            # Stopped early (Ctrl-C, an error, a consumer that had enough): spaCy would join
            # workers that may block forever sending a batch nobody reads, so end them first.
            for proc in multiprocessing.active_children():
                if proc not in others:
                    proc.terminate()
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")  # spaCy's W127: workers did not complete
                docs.close()
        nlp.remove_pipe(name)


def _placed(data: dict, article: Article, offset: int) -> Triple:
    """A triple found in a piece, placed in its article; its sentence as the article writes it
    (the piece was parsed with markup blanked, same length)."""
    start, end = data["start"] + offset, data["end"] + offset
    return Triple.from_dict({**data, "doc": article.id, "start": start, "end": end, "sentence": article.text[start:end],
                             "date": article.date, "url": article.url})


@contextmanager
def _workers_ignore_sigint():
    """Ctrl-C stops the main process only; spaCy's workers (forked while this is active)
    ignore it, so no worker prints a traceback.

    The main process ends its workers before it raises KeyboardInterrupt: the interrupt
    lands inside spaCy's ``pipe`` generator, whose clean-up joins the workers, and a worker
    blocked sending a batch would never exit (its siblings hold the channel's read end too).
    """
    main_pid = os.getpid()
    before = set(multiprocessing.active_children())

    def handler(signum, frame):
        if os.getpid() == main_pid:
            for proc in multiprocessing.active_children():
                if proc not in before:
                    proc.terminate()
            # spaCy then warns that its workers did not complete (W127): that is the point
            warnings.filterwarnings("ignore", message=r"\[W127\]")
            raise KeyboardInterrupt

    try:
        previous = signal.signal(signal.SIGINT, handler)
    except ValueError:  # not the main thread: leave signals alone
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
