"""Many articles through ``nlp.pipe``, with :class:`~kgbuild.extraction.component.ExtractComponent`
as the pipeline's last component: articles in, one :class:`~kgbuild.records.Extraction` each out.

Both engines (:mod:`kgbuild.pipeline.engines`, :mod:`kgbuild.pipeline.dask_engine`) run
:func:`extract`; long articles go through in pieces (:func:`pieces`). With ``n_process`` > 1,
forked workers take batches of articles as they come free and send back only records.
"""

from __future__ import annotations

import itertools
import multiprocessing
import os
import queue
import signal
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager

from spacy.language import Language

from ..records import Article, Extraction, Skip, Triple
from .component import EXTRACT_FACTORY, PAYLOAD, ExtractComponent, prepare
from .markup import blank_markup
from .rules import RuleSet, default_rules
from .settings import DEFAULT_BATCH_SIZE, DEFAULT_THRESHOLD, MAX_PIECE_CHARS

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

    Articles are streamed through ``nlp.pipe`` (``batch_size`` pieces a batch), here or in
    ``n_process`` worker processes (:func:`_in_workers`); no more than a few batches are in
    flight. An article whose extraction fails is passed to ``on_skip`` as a
    :class:`~kgbuild.records.Skip` instead, and the stream goes on. While this runs, ``nlp`` has
    an :class:`~kgbuild.extraction.component.ExtractComponent` at its end.
    """
    with _extracting(nlp, rules or default_rules(), threshold):
        if n_process > 1:
            results = _in_workers(articles, nlp, n_process, batch_size)
        else:
            results = _here(articles, nlp, batch_size)
        for result in results:
            if isinstance(result, Skip):
                if on_skip is not None:
                    on_skip(result)
            else:
                yield result


@contextmanager
def _extracting(nlp: Language, rules: RuleSet, threshold: float) -> Iterator[None]:
    """``nlp`` with paragraph boundaries and, while this lasts, the extraction component last."""
    prepare(nlp)
    name = f"{EXTRACT_FACTORY}_{next(_names)}"
    component: ExtractComponent = nlp.add_pipe(EXTRACT_FACTORY, name=name, last=True, config={"threshold": threshold})
    component.rules = rules
    try:
        yield
    finally:
        nlp.remove_pipe(name)


def _here(articles: Iterable[Article], nlp: Language, batch_size: int) -> Iterator[Extraction | Skip]:
    """Each article's Extraction (or Skip), in order, parsed in this process; ``nlp`` already ends
    with the extraction component."""
    in_flight: deque[tuple[Article, int, bool]] = deque()  # (article, piece offset, last piece?)

    def texts() -> Iterator[str]:
        for article in articles:
            parts = list(pieces(article.text, MAX_PIECE_CHARS))
            for k, (text, offset) in enumerate(parts):
                in_flight.append((article, offset, k == len(parts) - 1))
                yield blank_markup(text)  # same length: offsets still point into the article

    triples: list[Triple] = []
    words = 0
    error: str | None = None
    for doc in nlp.pipe(texts(), batch_size=batch_size):
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
            else:
                yield Skip(article.id, error)
            triples, words, error = [], 0, None


# -- worker processes ----------------------------------------------------------------------
#
# Not spaCy's own ``nlp.pipe(n_process=...)``: that deals batches to its workers in turn (a
# worker that drew longer articles holds the others up, and the last batch runs on one core)
# and serializes every Doc both ways (msgpack, whose codec registry looks up entry points on
# every call). Here each worker, forked with the model loaded, takes the next batch of articles
# as soon as it is free, runs :func:`_here` on it and sends back only the records.

_TASKS_PER_WORKER = 2  # batches queued per worker, so none waits for the main process


def _in_workers(articles: Iterable[Article], nlp: Language, n_process: int,
                batch_size: int) -> Iterator[Extraction | Skip]:
    """:func:`_here` in ``n_process`` forked workers; results in input order."""
    context = multiprocessing.get_context("fork")  # the workers share the loaded model
    tasks, results = context.Queue(), context.Queue()
    with _workers_ignore_sigint():
        workers = [context.Process(target=_work, args=(nlp, batch_size, tasks, results), daemon=True)
                   for _ in range(n_process)]
        for worker in workers:
            worker.start()
    batches = _batches(articles, batch_size)
    done: dict[int, list] = {}
    sent = received = 0
    finished = False
    try:
        for batch in itertools.islice(batches, _TASKS_PER_WORKER * n_process):
            tasks.put((sent, batch))
            sent += 1
        while received < sent:
            while received not in done:
                seq, out = _next_result(results, workers)
                done[seq] = out
            yield from done.pop(received)
            received += 1
            for batch in itertools.islice(batches, 1):
                tasks.put((sent, batch))
                sent += 1
        finished = True
    finally:
        _stop(workers, tasks, finished)


def _batches(articles: Iterable[Article], size: int) -> Iterator[list[Article]]:
    iterator = iter(articles)
    while batch := list(itertools.islice(iterator, size)):
        yield batch


def _work(nlp: Language, batch_size: int, tasks, results) -> None:
    """A worker: parse and extract batches until told to stop (None)."""
    while (task := tasks.get()) is not None:
        seq, batch = task
        try:
            results.put((seq, list(_here(batch, nlp, batch_size))))
        except BaseException as exc:  # noqa: BLE001 - the main process raises it
            results.put((seq, RuntimeError(f"a worker failed ({type(exc).__name__}: {exc})")))
            return


def _next_result(results, workers) -> tuple[int, list]:
    """The next finished batch; an error if a worker failed or died."""
    while True:
        try:
            seq, out = results.get(timeout=1.0)
        except queue.Empty:
            dead = [w for w in workers if w.exitcode not in (None, 0)]
            if dead:
                raise RuntimeError(f"a spaCy worker died (exit code {dead[0].exitcode})") from None
            continue
        if isinstance(out, Exception):
            raise out
        return seq, out


def _stop(workers, tasks, finished: bool) -> None:
    """End the workers: told to stop when all went well, terminated otherwise (Ctrl-C, an
    error, a consumer that had enough)."""
    if finished:
        for _ in workers:
            tasks.put(None)
    for worker in workers:
        if not finished:
            worker.terminate()
        worker.join()
    tasks.cancel_join_thread()


def _placed(data: dict, article: Article, offset: int) -> Triple:
    """A triple found in a piece, placed in its article; its sentence as the article writes it
    (the piece was parsed with markup blanked, same length)."""
    start, end = data["start"] + offset, data["end"] + offset
    return Triple.from_dict({**data, "doc": article.id, "start": start, "end": end, "sentence": article.text[start:end],
                             "date": article.date, "url": article.url})


@contextmanager
def _workers_ignore_sigint():
    """Ctrl-C stops the main process only: workers forked while this is active ignore it, so no
    worker prints a traceback; the main process ends them (:func:`_stop`)."""
    main_pid = os.getpid()

    def handler(signum, frame):
        if os.getpid() == main_pid:
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
