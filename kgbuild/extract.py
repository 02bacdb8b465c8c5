"""Stages 2-5 for a stream of articles: parse, find mentions, resolve, match, emit triples.

Everything spaCy stays inside this module and the stage modules it calls
(:mod:`kgbuild.mentions`, :mod:`kgbuild.coref`, :mod:`kgbuild.rules`); what leaves
is :class:`~kgbuild.records.Extraction` records.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator

from spacy.language import Language
from spacy.tokens import Doc

from . import relations as relations_mod
from .coref import ArticleEntities
from .mentions import find_mentions, fold, strip_title
from .records import Article, Evidence, Extraction, Triple
from .rules import Found, RuleSet, SentenceMatcher, load_rules

DEFAULT_THRESHOLD = 0.5
MAX_PIECE_CHARS = 100_000  # well under spaCy's max_length; long articles go in pieces
DISABLE_ENV = "KGBUILD_DISABLE_RULES"


def default_rules() -> RuleSet:
    """The packaged rules minus those listed (comma-separated) in ``KGBUILD_DISABLE_RULES``."""
    disabled = frozenset(r.strip() for r in os.environ.get(DISABLE_ENV, "").split(",") if r.strip())
    return load_rules(disabled)


def pieces(text: str, limit: int = MAX_PIECE_CHARS) -> Iterator[tuple[str, int]]:
    """Split ``text`` into pieces of at most ``limit`` characters at paragraph or line breaks.

    Yields (piece, offset of the piece in ``text``).
    """
    start = 0
    n = len(text)
    while start < n:
        end = min(start + limit, n)
        if end < n:
            cut = max(text.rfind("\n\n", start, end), text.rfind("\n", start, end), text.rfind(". ", start, end))
            if cut > start:
                end = cut + 1
        yield text[start:end], start
        start = end


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
    found = _consolidate(found)
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


def _valid(f: Found, ents: ArticleEntities) -> bool:
    """No self-loops, no relation between an entity and its own alias, types must fit."""
    if f.head == f.tail:
        return False
    h, t = ents.entities[f.head], ents.entities[f.tail]
    if not relations_mod.get(f.relation).allows(h.type, t.type):
        return False
    h_keys = {fold(strip_title(a)) for a in h.aliases}
    t_keys = {fold(strip_title(a)) for a in t.aliases}
    return not (h_keys & t_keys)


def _consolidate(found: list[tuple[Found, object]]) -> list[tuple[Found, object]]:
    """Within one article, a married (or once married) pair is not also "partners":
    the engagement the article mentions came before the wedding."""
    married = {frozenset((f.head, f.tail)) for f, _ in found if f.relation in {"spouse", "former_spouse"}}
    return [(f, s) for f, s in found if not (f.relation == "partner" and frozenset((f.head, f.tail)) in married)]


def extract(articles: Iterable[Article], nlp: Language, *, rules: RuleSet | None = None,
            threshold: float = DEFAULT_THRESHOLD, n_process: int = 1,
            batch_size: int = 32) -> Iterator[Extraction]:
    """Extract triples from a stream of articles, one :class:`Extraction` per article, in order.

    Articles are streamed through ``nlp.pipe``; no more than a batch of Docs is held at once.
    """
    rules = rules or default_rules()

    def stream():
        for article in articles:
            parts = list(pieces(article.text))
            for k, (text, offset) in enumerate(parts):
                yield text, (article, offset, k == len(parts) - 1)

    current: list[Triple] = []
    words = 0
    for doc, (article, offset, last) in nlp.pipe(stream(), as_tuples=True, n_process=n_process, batch_size=batch_size):
        current.extend(extract_doc(doc, article, rules, offset, threshold))
        words += sum(1 for t in doc if not t.is_punct and not t.is_space)
        if last:
            yield Extraction(article=article.id, triples=tuple(current), words=words, date=article.date)
            current, words = [], 0
