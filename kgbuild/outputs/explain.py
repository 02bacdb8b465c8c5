"""Why a relation is (or is not) in the graph: one article as extraction saw it.

:func:`explain` parses an article and reports what each extraction stage found in it:

- the **entities** (:class:`~kgbuild.extraction.coref.ArticleEntities`): name, type, gender,
  every name the article used for each, and where;
- the **references** it resolved: pronouns ("she", "his"), definite descriptions ("the
  singer"), couples ("the couple", "they") and works ("the film"), each with whom it stands for;
- the **triples**, each with the rule id that made it and its sentence (exactly what
  ``kgbuild extract`` prints for the article).

:func:`format_explanation` writes that as a terminal listing; :func:`explanation_html` as one
offline page where spaCy's displaCy draws the names and references over the text (article text
and names escaped; the page loads nothing).

>>> from kgbuild.records import Article
>>> ex = explain(Article("a1", "Alec Baldwin and his wife Hilaria Baldwin smiled."))  # doctest: +SKIP
>>> [(t.head, t.relation, t.tail, t.evidence.rule) for t in ex.triples]  # doctest: +SKIP
[('Alec Baldwin', 'spouse', 'Hilaria Baldwin', 'noun.spouse')]
"""

from __future__ import annotations

import bisect
import html
import os
import textwrap
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ..errors import InputError
from ..records import Article, Triple
from ..wording import counted

MAX_CHARS = 100_000  # one spaCy piece; a longer article is a build's job, not an explanation's

_TYPE_COLOURS = {"PERSON": "#E69F00", "WORK": "#56B4E9", "ORG": "#009E73"}  # Okabe-Ito, as the viewer
_REFERENCE_COLOUR = "#CCCCCC"


@dataclass(frozen=True)
class Place:
    """Characters [start, end) of the article and the text there."""

    start: int
    end: int
    text: str
    sentence: int  # 1-based number of the sentence it is in


@dataclass(frozen=True)
class EntityFound:
    """An entity of the article: its name, type, gender (``m``/``f``/None), the names the
    article gives it and where it names it."""

    name: str
    type: str
    gender: str | None
    aliases: tuple[str, ...]
    mentions: tuple[Place, ...]
    topic: bool = False  # the person the article is about (its first)


@dataclass(frozen=True)
class Reference:
    """A word that stands for entities it does not name: ``kind`` is ``pronoun``,
    ``description``, ``couple`` or ``work``."""

    place: Place
    kind: str
    refers_to: tuple[str, ...]


@dataclass(frozen=True)
class Explanation:
    """What extraction found in one article."""

    article: Article
    entities: tuple[EntityFound, ...]
    references: tuple[Reference, ...]
    triples: tuple[Triple, ...]
    tokens: tuple[tuple[str, int], ...]  # (text, start char) of every token, for displaCy
    spans: tuple[tuple[int, int, str, str], ...]  # (start token, end token, label, colour)
    sentence_starts: tuple[int, ...] = ()  # the start character of each sentence

    def sentence_at(self, char: int) -> int:
        """The 1-based number of the sentence holding character ``char``."""
        return bisect.bisect_right(self.sentence_starts, char)

    def references_to(self, name: str) -> list[Reference]:
        """The references resolved to the entity called ``name``."""
        return [r for r in self.references if name in r.refers_to]

    def entity(self, name: str) -> EntityFound:
        """The entity whose name (or one of whose aliases) is ``name``."""
        for e in self.entities:
            if name == e.name or name in e.aliases:
                return e
        raise KeyError(name)


def explain(article: Article, *, model: str | None = None, threshold: float | None = None, nlp=None,
            rules=None) -> Explanation:
    """Parse ``article`` and report its entities, resolved references and triples.

    Parameters
    ----------
    article
        The article to explain; at most 100,000 characters.
    model, nlp
        The spaCy pipeline (a name for :func:`kgbuild.extraction.model.load_model`, or a loaded one).
    threshold
        Triples below this confidence are left out, as ``kgbuild build`` leaves them out.
    rules
        A :class:`~kgbuild.extraction.rules.RuleSet` (default: kgbuild's rules).
    """
    from ..extraction.component import DEFAULT_THRESHOLD, extract_doc, prepare
    from ..extraction.coref import ArticleEntities
    from ..extraction.markup import blank_markup
    from ..extraction.matching import SentenceMatcher
    from ..extraction.mentions import find_mentions
    from ..extraction.model import load_model
    from ..extraction.rules import default_rules

    if len(article.text) > MAX_CHARS:
        raise InputError(f"{article.id}: too long to explain ({len(article.text):,} characters; "
                         f"explain reads at most {MAX_CHARS:,})")
    nlp = prepare(nlp if nlp is not None else load_model(model))
    rules = rules if rules is not None else default_rules()
    doc = nlp(blank_markup(article.text))  # as a build parses it: markup blanked, offsets kept
    triples = extract_doc(doc, article, rules, threshold=DEFAULT_THRESHOLD if threshold is None else threshold)

    # a second, identical pass whose entity table we keep: the matcher runs sentence by sentence
    # as in extraction, so "the couple" resolves to the couple known at that point of the article
    ents = ArticleEntities(doc, find_mentions(doc), rules.co_parent_verbs)
    matcher = SentenceMatcher(rules, ents)
    sentence_of: dict[int, int] = {}
    references: list[tuple[int, int, str, tuple[int, ...]]] = []
    for number, sent in enumerate(doc.sents, 1):
        for tok in sent:
            sentence_of[tok.i] = number
        for tok in sent:
            if tok.i in ents.token_entity or tok.is_punct or tok.is_space:
                continue
            found = ents.resolve(tok)
            if found:
                start = min([tok.i, *(c.i for c in tok.children if c.dep_ == "det" and c.i < tok.i)])
                references.append((start, tok.i + 1, _kind(tok, ents.lex, len(found)), found))
        matcher.match(sent)  # the matcher notes the couple the story states, as extraction does

    text = article.text

    def place(start: int, end: int) -> Place:
        span = doc[start:end]  # shown as the article has it (blanking kept every offset)
        return Place(span.start_char, span.end_char, text[span.start_char:span.end_char], sentence_of.get(start, 0))

    by_entity: dict[int, list[Place]] = {}
    spans: list[tuple[int, int, str, str]] = []
    for start, m in sorted(ents.mention_at.items()):
        eid = ents.token_entity.get(start)
        if eid is None:
            continue
        end = m.end
        by_entity.setdefault(eid, []).append(place(start, end))
        e = ents.entities[eid]
        spans.append((start, end, f"{e.type} {e.name}", _TYPE_COLOURS.get(e.type, _REFERENCE_COLOUR)))
    entities = tuple(
        EntityFound(e.name, e.type, e.sex, tuple(sorted(e.aliases - {e.name})), tuple(by_entity.get(e.id, ())),
                    topic=e.id == ents.topic)
        for e in sorted(ents.entities, key=lambda e: (e.first, e.id)) if e.id in by_entity)
    refs = []
    for start, end, kind, found in references:
        names = tuple(ents.entities[i].name for i in found)
        refs.append(Reference(place(start, end), kind, names))
        spans.append((start, end, "\u2192 " + " & ".join(names), _REFERENCE_COLOUR))
    return Explanation(article, entities, tuple(refs), tuple(triples),
                       tuple((text[t.idx:t.idx + len(t.text_with_ws)], t.idx) for t in doc), tuple(spans),
                       tuple(sent.start_char for sent in doc.sents))


def explain_paths(paths: Iterable[str | os.PathLike], *, model: str | None = None, threshold: float | None = None,
                  warn=None) -> list[Explanation]:
    """:func:`explain` every article in ``paths`` (files, ``.jsonl``, directories, ``-``).

    A skipped input is passed to ``warn`` as ``skipped SOURCE: REASON``.

    Raises
    ------
    InputError
        When a path is missing or nothing in ``paths`` can be read.
    """
    from ..read.articles import read
    from ..records import Skip

    found, skipped = [], []
    for item in read(paths, warn=warn):
        if isinstance(item, Skip):
            skipped.append(item)
            if warn is not None:
                warn(f"skipped {item}")
        else:
            found.append(explain(item, model=model, threshold=threshold))
    if not found:
        reasons = "; ".join(str(s) for s in skipped)
        raise InputError("nothing to explain" + (f": {reasons}" if reasons else ""))
    return found


def _kind(tok, lex, n: int) -> str:
    low = tok.lower_
    if low in lex.male_pronouns or low in lex.female_pronouns:
        return "pronoun"
    if low in lex.group_nouns or (low in lex.plural_pronouns and n == 2):
        return "couple"
    if low in lex.plural_pronouns:
        return "pronoun"
    if low in lex.descriptor_nouns:
        return "description"
    return "work"


_GENDER = {"m": "male", "f": "female"}


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _grouped(places: Iterable[tuple[str, int]]) -> list[str]:
    """``[("her", 1), ("she", 1), ("her", 3)]`` as ``["her s1 s3", "she s1"]`` (first-seen order)."""
    by_text: dict[str, list[int]] = {}
    for text, sentence in places:
        by_text.setdefault(_one_line(text), []).append(sentence)
    return [f"{text} " + " ".join(f"s{n}" for n in dict.fromkeys(ns)) for text, ns in by_text.items()]


def _reference_groups(ex: Explanation, name: str) -> list[str]:
    """What refers to ``name``, grouped: ``["her (pronoun) s1 s3", "the couple (couple) s2"]``."""
    return _grouped((f"{r.place.text} ({r.kind})", r.place.sentence) for r in ex.references_to(name))


def _wrapped(label: str, items: list[str], indent: str = "    ", width: int = 100) -> list[str]:
    return textwrap.wrap("; ".join(items), width=width, initial_indent=indent + label,
                         subsequent_indent=indent + "  ", break_long_words=False, break_on_hyphens=False)


def format_explanation(ex: Explanation) -> str:
    """A readable terminal listing of :func:`explain`'s answer."""
    lines = [f"article {ex.article.id}: {counted(len(ex.article.text), 'character')}, "
             f"{counted(len(ex.entities), 'entity', 'entities')}, "
             f"{counted(len(ex.references), 'reference')}, {counted(len(ex.triples), 'triple')}"]
    lines += ["", "entities (in order of first mention):"]
    for e in ex.entities:
        traits = ", ".join(filter(None, [e.type, _GENDER.get(e.gender or ""),
                                         "the article's subject" if e.topic else ""]))
        lines.append(f"  {_one_line(e.name)}  [{traits}]")
        if e.aliases:
            lines.append(f"    also named: {', '.join(_one_line(a) for a in e.aliases)}")
        lines += _wrapped("named: ", _grouped((p.text, p.sentence) for p in e.mentions))
        refs = _reference_groups(ex, e.name)
        if refs:
            lines += _wrapped("referred to as: ", refs)
    lines += ["", "references resolved:"]
    if not ex.references:
        lines.append("  none")
    for r in ex.references:
        lines.append(f"  s{r.place.sentence}  {_one_line(r.place.text)} -> {' & '.join(map(_one_line, r.refers_to))}"
                     f"  ({r.kind})")
    lines += ["", "triples by sentence (rule id in brackets):"]
    if not ex.triples:
        lines.append("  none")
    by_sentence: dict[tuple[int, str], list[Triple]] = {}
    for t in ex.triples:
        by_sentence.setdefault((ex.sentence_at(t.evidence.start), t.evidence.sentence), []).append(t)
    for (number, sentence), triples in by_sentence.items():
        lines += textwrap.wrap(f"\u201c{_one_line(sentence)}\u201d", width=100, initial_indent=f"  s{number} ",
                               subsequent_indent="      ")
        lines += [f"      {_one_line(t.head)} --{t.relation}--> {_one_line(t.tail)}  {t.confidence:.2f}  "
                  f"[{t.evidence.rule}]" for t in triples]
    return "\n".join(lines)


_PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>{title}</title>
<style>
body {{ font-family: system-ui, -apple-system, "Segoe UI", "Noto Sans", sans-serif; margin: 2rem auto;
       max-width: 60rem; padding: 0 1rem; line-height: 1.5; }}
table {{ border-collapse: collapse; margin: 1rem 0; }}
td, th {{ border-bottom: 1px solid #ddd; padding: .3rem .6rem; text-align: left; vertical-align: top; }}
code {{ background: #f4f4f4; padding: 0 .2rem; }}
</style>
</head>
<body>
{body}
</body>
</html>
"""


def explanation_html(explanations: Iterable[Explanation], title: str = "kgbuild explain") -> str:
    """One offline HTML page: per article, displaCy's span view of its names and references,
    then its entities and its triples with rule ids. Every piece of article text is escaped."""
    from spacy import displacy

    parts = []
    for ex in explanations:
        e = html.escape
        tokens = [text.rstrip(" ") or text for text, _ in ex.tokens]
        labels = {}
        spans = []
        for start, end, label, colour in ex.spans:
            shown = e(_one_line(label))  # displaCy writes labels as they are: escape them here
            labels[shown.upper()] = colour
            spans.append({"start_token": start, "end_token": end, "label": shown})
        figure = displacy.render({"text": ex.article.text, "tokens": tokens, "spans": spans}, style="span",
                                 manual=True, page=False, jupyter=False, options={"colors": labels})
        rows = "".join(
            f"<tr><td>{e(t.head)}</td><td>{e(t.relation)}</td><td>{e(t.tail)}</td><td>{t.confidence:.2f}</td>"
            f"<td><code>{e(t.evidence.rule)}</code></td><td>{e(_one_line(t.evidence.sentence))}</td></tr>"
            for t in ex.triples)
        ents = "".join(
            f"<tr><td>{e(x.name)}</td><td>{e(x.type)}</td><td>{e(_GENDER.get(x.gender or '', ''))}</td>"
            f"<td>{e(', '.join(x.aliases))}</td>"
            f"<td>{e('; '.join(_reference_groups(ex, x.name)))}</td></tr>"
            for x in ex.entities)
        parts.append(
            f"<section><h2>{e(ex.article.id)}</h2>{figure}"
            f"<h3>Entities</h3><table><tr><th>name</th><th>type</th><th>gender</th><th>also named</th>"
            f"<th>referred to as</th></tr>{ents}</table>"
            f"<h3>Triples</h3><table><tr><th>head</th><th>relation</th><th>tail</th><th>conf</th><th>rule</th>"
            f"<th>sentence</th></tr>{rows}</table></section>")
    return _PAGE.format(title=html.escape(title), body=f"<h1>{html.escape(title)}</h1>" + "".join(parts))


def write_explanation_html(explanations: Iterable[Explanation], path: str | os.PathLike,
                           title: str = "kgbuild explain") -> Path:
    """Write :func:`explanation_html` atomically to ``path``."""
    from ..graph.store import atomic_write_text

    return atomic_write_text(path, explanation_html(explanations, title))
