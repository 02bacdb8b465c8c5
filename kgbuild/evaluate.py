"""Scoring extracted triples against gold triples (the format of shared/SCHEMA.md).

Micro precision / recall / F1 over (head entity, relation, tail entity) after alias
resolution, per relation and overall. A predicted name matches a gold entity when its
folded form (case, accents, quotes, whitespace) equals one of the entity's aliases.
A leading "The" is optional ("The Silent Orchard" is "Silent Orchard"), unless
``exact_titles`` (SCHEMA.md's own rule: the folded name equals an alias).
Symmetric relations match either way. A name two gold entities share ("Kelce" the
player, "Kelce" the documentary) is read as the one that makes a gold triple, if either does.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from .errors import InputError
from .names import fold, title_key
from .records import Triple
from .relations import CORE_RELATIONS, PERSON_RELATIONS, relations


@dataclass(frozen=True)
class GoldArticle:
    doc: str
    entities: dict[str, list[str]]
    triples: tuple[tuple[str, str, str], ...]

    @property
    def article_id(self) -> str:
        return Path(self.doc).name


def read_gold(path: str | Path) -> list[GoldArticle]:
    """Gold articles from a JSONL file; one clear error for a bad line."""
    out = []
    try:
        lines = Path(path).read_text("utf-8").splitlines()
    except OSError as exc:
        raise InputError(f"cannot read gold file {path}: {exc.strerror or exc}") from None
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
            out.append(GoldArticle(obj["doc"], obj["entities"], tuple(tuple(t) for t in obj["triples"])))
        except (json.JSONDecodeError, KeyError, TypeError) as exc:
            raise InputError(f"{path}:{n}: not a gold line ({exc})") from None
    return out


@dataclass
class Score:
    tp: int = 0
    fp: int = 0
    fn: int = 0

    @property
    def precision(self) -> float:
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 0.0

    @property
    def recall(self) -> float:
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 0.0

    @property
    def f1(self) -> float:
        p, r = self.precision, self.recall
        return 2 * p * r / (p + r) if p + r else 0.0


@dataclass
class Report:
    by_relation: dict[str, Score] = field(default_factory=lambda: defaultdict(Score))
    false_positives: list[tuple[str, Triple]] = field(default_factory=list)
    misses: list[tuple[str, tuple[str, str, str]]] = field(default_factory=list)
    people_gold: int = 0  # gold people (in a family or couple triple, or appearing in a work)
    people_found: int = 0  # ... named by at least one extracted triple of their article

    @property
    def people_share(self) -> float:
        return self.people_found / self.people_gold if self.people_gold else 0.0

    @property
    def overall(self) -> Score:
        s = Score()
        for v in self.by_relation.values():
            s.tp += v.tp
            s.fp += v.fp
            s.fn += v.fn
        return s

    def as_dict(self) -> dict:
        def row(s: Score) -> dict:
            return {"precision": round(s.precision, 4), "recall": round(s.recall, 4), "f1": round(s.f1, 4),
                    "tp": s.tp, "fp": s.fp, "fn": s.fn}

        return {"overall": row(self.overall), "relations": {r: row(s) for r, s in sorted(self.by_relation.items())}}


def score(gold: Iterable[GoldArticle], predicted: dict[str, list[Triple]], *, fold_former: bool = False,
          relations_scored: Iterable[str] = CORE_RELATIONS, exact_titles: bool = False) -> Report:
    """Score predicted triples (by article id) against gold articles."""
    key_of = fold if exact_titles else title_key
    scored = set(relations_scored)
    decl = relations()
    report = Report()

    def norm_rel(rel: str) -> str:
        return "spouse" if fold_former and rel == "former_spouse" else rel

    for article in gold:
        alias_to_keys: dict[str, list[str]] = {}
        for key, names in article.entities.items():
            for n in names:
                keys = alias_to_keys.setdefault(key_of(n), [])
                if key not in keys:
                    keys.append(key)

        def canon(h: str, rel: str, t: str) -> tuple:
            return (frozenset((h, t)), rel) if decl[rel].symmetric else (h, t, rel)

        gold_set = {canon(h, norm_rel(r), t) for h, r, t in article.triples if norm_rel(r) in scored}
        gold_rel = {canon(h, norm_rel(r), t): (h, norm_rel(r), t) for h, r, t in article.triples}
        matched: set = set()
        seen_pred: set = set()
        for triple in predicted.get(article.article_id, []):
            rel = norm_rel(triple.relation)
            if rel not in scored:
                continue
            # a name two gold entities share ("Kelce" the player and "Kelce" the film) is
            # the one that makes a gold triple, if either does; else the first listed
            hs = alias_to_keys.get(key_of(triple.head), [])
            ts = alias_to_keys.get(key_of(triple.tail), [])
            pairs = [(h, t) for h in hs for t in ts]
            hit = next((p for p in pairs if canon(p[0], rel, p[1]) in gold_set and canon(p[0], rel, p[1]) not in matched), None)
            h, t = hit or (pairs[0] if pairs else (None, None))
            key = canon(h, rel, t) if h and t else ("?", triple.head, rel, triple.tail)
            if key in seen_pred:
                continue
            seen_pred.add(key)
            if key in gold_set:
                report.by_relation[rel].tp += 1
                matched.add(key)
            else:
                report.by_relation[rel].fp += 1
                report.false_positives.append((article.article_id, triple))
        for key in gold_set - matched:
            rel = gold_rel[key][1]
            report.by_relation[rel].fn += 1
            report.misses.append((article.article_id, gold_rel[key]))
        _count_people(report, article, alias_to_keys, predicted.get(article.article_id, []))
    return report


def _count_people(report: Report, article: GoldArticle, alias_to_keys: dict[str, list[str]],
                  predicted: list[Triple]) -> None:
    """How many of an article's gold people an extracted triple names (as a person)."""
    people = {k for h, r, t in article.triples for k in ((h, t) if r in PERSON_RELATIONS else (h,) if r == "appears_in" else ())}
    named = {k for x in predicted for name, kind in ((x.head, x.head_type), (x.tail, x.tail_type)) if kind == "PERSON"
             for k in alias_to_keys.get(title_key(name), [])}
    report.people_gold += len(people)
    report.people_found += len(people & named)


def evaluate_gold(gold_path: str | Path, articles_dir: str | Path | None = None, *, model: str | None = None,
                  threshold: float = 0.5, fold_former: bool = False) -> Report:
    """Extract the gold file's articles and score them.

    Articles are looked up by the gold's ``doc`` path relative to ``articles_dir``
    (default: the gold file's directory), falling back to the file name.
    """
    return evaluate_sets([gold_path], articles_dir, model=model, threshold=threshold, fold_former=fold_former)


def evaluate_sets(gold_paths: Iterable[str | Path], articles_dir: str | Path | None = None, *,
                  model: str | None = None, threshold: float = 0.5, fold_former: bool = False) -> Report:
    """Score several gold files together (micro-averaged over all their articles)."""
    gold, predicted = extract_gold_articles(gold_paths, articles_dir, model=model, threshold=threshold)
    return score(gold, predicted, fold_former=fold_former)


def extract_gold_articles(gold_paths: Iterable[str | Path], articles_dir: str | Path | None = None, *,
                          model: str | None = None, threshold: float = 0.5
                          ) -> tuple[list[GoldArticle], dict[str, list[Triple]]]:
    """The gold articles of several gold files and the triples extracted from them (by article id)."""
    from .pipeline.run import extract_paths

    gold: list[GoldArticle] = []
    paths: list[Path] = []
    for gold_path in gold_paths:
        base = Path(articles_dir) if articles_dir else Path(gold_path).parent
        for g in read_gold(gold_path):
            gold.append(g)
            for candidate in (base / g.doc, base / Path(g.doc).name):
                if candidate.is_file():
                    paths.append(candidate)
                    break
            else:
                raise InputError(f"article {g.doc} of {gold_path} not found under {base}")
    predicted: dict[str, list[Triple]] = {}
    for extraction in extract_paths(paths, model=model, threshold=threshold):
        predicted[extraction.article] = list(extraction.triples)
    return gold, predicted
