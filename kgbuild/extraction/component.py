"""Stages 2-5 for a stream of articles: parse, find mentions, resolve, match, emit triples.

Everything spaCy stays inside this module and the stage modules it calls
(:mod:`kgbuild.extraction.mentions`, :mod:`kgbuild.extraction.coref`, :mod:`kgbuild.extraction.rules`); what leaves
is :class:`~kgbuild.records.Extraction` records.
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
from spacy.tokens import Doc

from .. import relations as relations_mod
from .coref import ArticleEntities
from ..names import fold, strip_title
from .mentions import find_mentions
from ..records import Article, Evidence, Extraction, Skip, Triple
from .rules import Found, RuleSet, SentenceMatcher, load_rules

DEFAULT_THRESHOLD = 0.5
MAX_PIECE_CHARS = 100_000  # well under spaCy's max_length; long articles go in pieces
DISABLE_ENV = "KGBUILD_DISABLE_RULES"


PARAGRAPHS = "kgbuild_paragraphs"


@Language.component(PARAGRAPHS)
def paragraph_boundaries(doc: Doc) -> Doc:
    """A line break always ends a sentence (the parser then keeps that boundary):
    headlines, captions and paragraphs never run into each other."""
    for tok in doc[:-1]:
        if tok.is_space and "\n" in tok.text:
            doc[tok.i + 1].is_sent_start = True
    return doc


def prepare(nlp: Language) -> Language:
    """Add kgbuild's paragraph boundaries to a pipeline (once) before its parser."""
    if PARAGRAPHS not in nlp.pipe_names and "parser" in nlp.pipe_names:
        nlp.add_pipe(PARAGRAPHS, before="parser")
    return nlp


def default_rules() -> RuleSet:
    """The packaged rules minus those listed (comma-separated) in ``KGBUILD_DISABLE_RULES``."""
    disabled = frozenset(r.strip() for r in os.environ.get(DISABLE_ENV, "").split(",") if r.strip())
    return load_rules(disabled)


def extract_doc(doc: Doc, article: Article, rules: RuleSet, offset: int = 0,
                threshold: float = DEFAULT_THRESHOLD) -> list[Triple]:
    """Triples stated in one parsed piece of ``article`` (``offset`` chars into it)."""
    ents = ArticleEntities(doc, find_mentions(doc))
    matcher = SentenceMatcher(rules, ents)
    found: list[tuple[Found, object]] = []
    for sent in doc.sents:
        for f in matcher.match(sent):
            if _valid(f, ents):
                found.append((f, sent))
                if f.relation in {"spouse", "partner"}:
                    ents.couple = (f.head, f.tail)
    found = _consolidate(_episode_cast_in_series(found, ents))
    triples: list[Triple] = []
    seen: set[tuple] = set()
    for f, sent in found:
        if f.confidence < threshold:
            continue
        rel = relations_mod.get(f.relation)
        key = (frozenset((f.head, f.tail)) if rel.symmetric else (f.head, f.tail), f.relation, sent.start)
        if key in seen:
            continue
        seen.add(key)
        h, t = ents.entities[f.head], ents.entities[f.tail]
        text, start, end = _trimmed(sent)
        triples.append(Triple(
            head=h.name,
            relation=f.relation,
            tail=t.name,
            head_type=h.type,
            tail_type=t.type,
            confidence=round(f.confidence, 4),
            evidence=Evidence(
                article=article.id,
                sentence=text,
                start=offset + start,
                end=offset + end,
                rule=f.rule,
                date=article.date,
                url=article.url,
            ),
            head_aliases=tuple(sorted(h.aliases - {h.name})),
            tail_aliases=tuple(sorted(t.aliases - {t.name})),
        ))
    return triples


def _trimmed(sent) -> tuple[str, int, int]:
    """A sentence's text without surrounding whitespace, and its character offsets."""
    raw = sent.text
    lead = len(raw) - len(raw.lstrip())
    text = raw.strip()
    start = sent.start_char + lead
    return text, start, start + len(text)


def _episode_cast_in_series(found: list[tuple[Found, object]], ents: ArticleEntities) -> list[tuple[Found, object]]:
    """In an article about an episode, whoever appears in the episode appears in its series
    (the same sentence is the evidence; the rule id says ``.series``)."""
    if ents.topic_series is None:
        return found
    extra = [(Found(f.head, f.relation, ents.topic_series, f.rule + ".series", f.confidence), sent)
             for f, sent in found if f.relation == "appears_in" and f.tail == ents.topic_work]
    return found + extra


def _valid(f: Found, ents: ArticleEntities) -> bool:
    """No self-loops, no relation between an entity and its own alias, types must fit."""
    if f.head == f.tail:
        return False
    h, t = ents.entities[f.head], ents.entities[f.tail]
    if not relations_mod.get(f.relation).allows(h.type, t.type):
        return False
    if h.split or t.split:
        return fold(h.name) != fold(t.name)
    h_keys = {fold(strip_title(a)) for a in h.aliases}
    t_keys = {fold(strip_title(a)) for a in t.aliases}
    return not (h_keys & t_keys)


def _consolidate(found: list[tuple[Found, object]]) -> list[tuple[Found, object]]:
    """Within one article, a married (or once married) pair is not also "partners":
    the engagement the article mentions came before the wedding."""
    married = {frozenset((f.head, f.tail)) for f, _ in found if f.relation in {"spouse", "former_spouse"}}
    return [(f, s) for f, s in found if not (f.relation == "partner" and frozenset((f.head, f.tail)) in married)]


# -- streaming: many articles through nlp.pipe ----------------------------------------------
#
# Extraction runs as the last component of the spaCy pipeline, so with ``n_process`` > 1 it
# runs in spaCy's worker processes next to the parser. The component then swaps the parsed Doc
# for an empty one carrying only the triples (``user_data``): a parsed Doc never crosses the
# process boundary, the main process never tokenizes or deserializes, and memory stays flat.

DEFAULT_BATCH_SIZE = 32  # articles per nlp.pipe batch; see bench/bench.py
_PAYLOAD = "kgbuild"
_PIECE = Article(id="", text="")  # stand-in: article id, date, url and offset are set afterwards
_names = itertools.count()


class ExtractComponent:
    """The ``kgbuild_extract`` pipeline component: parsed Doc in, empty Doc with triples out.

    An exception while extracting a piece is caught here and reported with it, so one bad
    article never costs the others in its batch.
    """

    def __init__(self, vocab, rules: RuleSet | None = None, threshold: float = DEFAULT_THRESHOLD):
        self.vocab = vocab
        self.rules = rules
        self.threshold = threshold

    def __call__(self, doc: Doc) -> Doc:
        try:
            words = sum(1 for t in doc if not (t.is_punct or t.is_space))
            triples = extract_doc(doc, _PIECE, self.rules or default_rules(), 0, self.threshold)
            payload = {"words": words, "triples": [t.to_dict() for t in triples]}
        except Exception as exc:  # noqa: BLE001 - any failure becomes a Skip of this article
            payload = {"error": f"extraction failed ({type(exc).__name__}: {exc})"}
        out = Doc(self.vocab, words=[])
        out.user_data[_PAYLOAD] = payload
        return out


@Language.factory("kgbuild_extract", default_config={"threshold": DEFAULT_THRESHOLD})
def make_extract_component(nlp: Language, name: str, threshold: float) -> ExtractComponent:
    return ExtractComponent(nlp.vocab, threshold=threshold)


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
    stream goes on. While this runs, ``nlp`` has a ``kgbuild_extract`` component at its end.
    """
    rules = rules or default_rules()
    prepare(nlp)
    in_flight: deque[tuple[Article, int, bool]] = deque()  # (article, piece offset, last piece?)

    def texts() -> Iterator[str]:
        for article in articles:
            parts = list(pieces(article.text, MAX_PIECE_CHARS))
            for k, (text, offset) in enumerate(parts):
                in_flight.append((article, offset, k == len(parts) - 1))
                yield text

    name = f"kgbuild_extract_{next(_names)}"
    component = nlp.add_pipe("kgbuild_extract", name=name, last=True, config={"threshold": threshold})
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
                payload = doc.user_data.get(_PAYLOAD, {"error": "extraction produced nothing"})
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
    """A triple found in a piece, placed in its article."""
    return Triple.from_dict({**data, "doc": article.id, "start": data["start"] + offset,
                             "end": data["end"] + offset, "date": article.date, "url": article.url})


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
