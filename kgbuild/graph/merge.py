"""Stage 6, merge across articles: decide which article-level names are one entity.

Each triple names its head and tail as resolved inside one article, with that
article's other forms of the name (aliases). Here those names become corpus-wide
entities:

- names are compared by a folded key (case, accents, curly quotes, titles and
  possessives off); entities of different types never merge, so "The Baldwins" the
  show is not the Baldwin family;
- a full name and every full form its article used for it are one entity; a nickname
  stated in the name ("Eduardo 'Edu' Pao Lucas") is an alias ("Edu");
- a full name that begins another ("Carmen Gabriela", "Carmen Gabriela Baldwin")
  joins it when it begins exactly one;
- a one-word name ("Hilaria", "Harry") is resolved per article: to the one full name
  of its own article it fits, else to the one entity in the corpus it fits (first
  name, surname, a titled name like "Prince Orvel", or a short form seen with it),
  unless its own article is about other families: "Romeo" in an article about the
  Beckhams is not Romeo Alejandro David, son of Hilaria Baldwin; "Jack" among the Pratts
  is not Jonas Berg. (An article's families are the surnames of its full-named
  people that two people in the corpus share; an entity's are its own surname and its
  relatives'.) A short form that
  fits two entities ("Ilse": Ilse Marren, Ilse Brandt) is left out of the graph —
  never guessed — and listed in :attr:`Resolver.unresolved`;
- a user's alias file forces merges; its never-merge pairs keep entities apart.

Every decision depends only on the set of triples, never on their order, so building
A then adding B (:func:`combine_triples`) gives the graph of building A and B at once.
"""

from __future__ import annotations

import json
import os
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Any

from ..errors import InputError
from ..names import GENERATIONAL_SUFFIXES, fold, may_hold_nickname, name_key, split_nickname, surname
from ..records import Triple
from ..relations import entity_types
from ..schema import check_triple

__all__ = [
    "Resolver",
    "combine_triples",
    "latest_date",
    "read_triples",
    "status_currency",
]

# Relations whose ends are one family: an entity's family names are its own surname and
# those of the people it is related to by these.
_FAMILY_RELATIONS = frozenset({"child", "sibling", "spouse", "former_spouse", "partner"})
_TYPES = tuple(entity_types())
# What a one-word name in one article must share with a full-named entity of another to be it
_CONTEXT_RELATIONS = _FAMILY_RELATIONS | {"appears_in"}
_MAX_LISTED = 10  # candidates kept for a short name left out as ambiguous
_MAX_ROUNDS = 8  # rounds of one-word names resolved with their one-word relatives (see _resolve_in_rounds)
# Couple relations in the order a couple's status moves; an edge is not current when a
# later status has newer dated evidence (married in 2019, "ex-husband" in 2024).
_LATER_STATUS = {"partner": ("spouse", "former_spouse"), "spouse": ("former_spouse",)}


@lru_cache(maxsize=1 << 18)
def _typed_key(name: str, kind: str) -> str:
    """The key of a name within its type: people lose titles, works and groups a leading "the"."""
    if kind == "PERSON":
        return f"{kind}\x00{name_key(name)}"
    key = fold(name.strip())
    for suffix in ("'s", "'"):
        if key.endswith(suffix):
            key = key[: -len(suffix)]
    key = key.strip(" .,;:\"'")
    if key.startswith("the ") and len(key) > 4:
        key = key[4:]
    return f"{kind}\x00{key}"


@lru_cache(maxsize=1 << 18)
def _shape(name: str) -> tuple[str, bool]:
    """(folded key without title, whether the name is a full form).

    A full form is several words, or a titled name ("Prince Orvel", "Princess Lumi"),
    which is how royals and a few others are fully named.
    """
    key = name_key(name)
    if len(key.split()) > 1:
        return key, True
    return key, len(fold(name).split()) > 1  # one word after a title came off


@lru_cache(maxsize=1 << 18)
def _index_words(key: str) -> frozenset[str]:
    """The one-word forms a full name is known by: its first word and its surname."""
    words = key.split()
    last = surname(key)
    return frozenset(words[:1] + ([last] if last else []))


def _label_rank(name: str, count: int, kind: str) -> tuple:
    """How good a surface form is as a label: a person's full name, as written plainly, most used."""
    plain = split_nickname(name)[1] == () and not name.endswith(("'s", "’s", "'", "’"))
    full = kind == "PERSON" and len(name.split()) > 1
    return (full, plain, not name.isupper(), count, fold(name) != name.casefold(), len(name), name)


class _Clusters:
    """Union-find over entity ids, with never-merge tags kept on each root.

    A tag is ``(pair, side)``; two roots holding opposite sides of one pair never join
    (unless forced). Tags merge small-into-large, so a check costs the smaller set.
    """

    def __init__(self) -> None:
        self.parent: dict[str, str] = {}
        self.size: dict[str, int] = {}
        self.tags: dict[str, set[tuple[int, int]]] = {}

    def add(self, k: str, tags: Iterable[tuple[int, int]] = ()) -> None:
        if k not in self.parent:
            self.parent[k] = k
            self.size[k] = 1
            tags = set(tags)
            if tags:
                self.tags[k] = tags

    def find(self, k: str) -> str:
        root = k
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[k] != root:
            self.parent[k], k = root, self.parent[k]
        return root

    def blocked(self, a: str, b: str) -> bool:
        return _opposed(self.tags.get(self.find(a)), self.tags.get(self.find(b)))

    def union(self, a: str, b: str, force: bool = False) -> bool:
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return True
        ta, tb = self.tags.get(ra), self.tags.get(rb)
        if not force and _opposed(ta, tb):
            return False
        if self.size[ra] < self.size[rb] or (self.size[ra] == self.size[rb] and rb < ra):
            ra, rb = rb, ra  # the larger (then smaller id) stays root: same result in any order
        self.parent[rb] = ra
        self.size[ra] += self.size[rb]
        if tb:
            if ta is None or len(ta) < len(tb):
                ta, tb = tb, (ta or set())
            ta |= tb
            self.tags[ra] = ta
            self.tags.pop(rb, None)
        return True


def _opposed(ta: set[tuple[int, int]] | None, tb: set[tuple[int, int]] | None) -> bool:
    if not ta or not tb:
        return False
    if len(tb) < len(ta):
        ta, tb = tb, ta
    return any((pair, 1 - side) in tb for pair, side in ta)


def _family_name(kin: Iterable[tuple[str, str]] | None) -> str | None:
    """The surname a one-word name's own article shows it bears, from its ``(relation, relative)``
    pairs there: that of a child of theirs and of their spouse both. Never from a spouse alone
    (many people keep their names), nor from children alone (they may carry the other parent's)."""
    if not kin:
        return None
    by_surname: dict[str, dict[str, list[str]]] = defaultdict(lambda: defaultdict(list))
    for rel, n in kin:
        last = surname(name_key(n))
        if last and rel in {"child", "spouse"}:
            by_surname[last][rel].append(n)
    fits = [rels for rels in by_surname.values() if rels["child"] and rels["spouse"]]
    if len(fits) != 1:
        return None
    words = [w for w in split_nickname(min(fits[0]["spouse"]))[0].split() if fold(w) not in GENERATIONAL_SUFFIXES]
    return words[-1].strip(" .,;:'’") if len(words) > 1 else None


Mention = tuple[str, str, str]  # (article, type, name as the article resolved it)


class Resolver:
    """Maps a name as one article resolved it to a corpus-wide entity.

    Parameters
    ----------
    triples
        Triples from any number of articles.
    aliases
        ``{canonical name: [alias, ...]}``: every name listed is one entity, labelled
        with the canonical name (see :mod:`kgbuild.graph.aliases`).
    never_merge
        Pairs of names whose entities must stay apart whatever the evidence.

    Examples
    --------
    >>> from kgbuild.records import Evidence, Triple
    >>> r = Resolver([
    ...     Triple("Hilaria Baldwin", "spouse", "Alec Baldwin", "PERSON", "PERSON", 0.9, Evidence("a1", "s.", 0, 2, "r")),
    ...     Triple("Hilaria", "child", "Carmen", "PERSON", "PERSON", 0.9, Evidence("a2", "s.", 0, 2, "r"))])
    >>> r.resolve("Hilaria", "PERSON", "a2")
    'Hilaria Baldwin'
    """

    def __init__(self, triples: Iterable[Triple], aliases: Mapping[str, Iterable[str]] | None = None,
                 never_merge: Iterable[tuple[str, str]] = ()):
        self._clusters = _Clusters()
        self._never_tags: dict[str, set[tuple[int, int]]] = defaultdict(set)
        for i, pair in enumerate(sorted({tuple(p) for p in never_merge})):
            for side, name in enumerate(pair):
                for kind in _TYPES:
                    self._never_tags[_typed_key(split_nickname(name)[0], kind)].add((i, side))
        self._surfaces: dict[str, Counter[str]] = defaultdict(Counter)
        self._anchor_of: dict[Mention, str] = {}
        self._resolved: dict[Mention, str | None] = {}
        self.unresolved: list[dict[str, Any]] = []
        """Mentions left out of the graph: ``{"name", "type", "article", "candidates"}``."""

        self._kin: dict[Mention, set[tuple[str, str]]] = defaultdict(set)  # (relation, relative) in its article
        ends_of: dict[Mention, set[Mention]] = defaultdict(set)  # what a mention's article relates it to
        mention_count: Counter[Mention] = Counter()
        mention_aliases: dict[Mention, set[str]] = defaultdict(set)
        family: list[tuple[Mention, str]] = []  # (mention, a relative's name in its article)
        for t in triples:
            art = t.evidence.article
            h = (art, t.head_type, t.head)
            tl = (art, t.tail_type, t.tail)
            mention_count[h] += 1
            mention_count[tl] += 1
            if t.relation in _CONTEXT_RELATIONS:
                ends_of[h].add(tl)
                ends_of[tl].add(h)
            if t.head_aliases:
                mention_aliases[h].update(t.head_aliases)
            if t.tail_aliases:
                mention_aliases[tl].update(t.tail_aliases)
            if t.relation in _FAMILY_RELATIONS and t.head_type == t.tail_type == "PERSON":
                family.append((h, t.tail))
                family.append((tl, t.head))
                self._kin[h].add((t.relation, t.tail))
                self._kin[tl].add(("parent" if t.relation == "child" else t.relation, t.head))

        self._index: dict[str, set[str]] = defaultdict(set)       # one-word form -> entity ids
        self._local: dict[tuple[str, str, str], set[str]] = defaultdict(set)  # short aliases in an article
        self._in_article: dict[str, set[str]] = defaultdict(set)  # article -> full-named people in it
        bare: list[tuple[Mention, str]] = []
        pairs: list[tuple[str, str]] = []
        for m, count in mention_count.items():
            art, kind, name = m
            others = mention_aliases.get(m)
            if not others and (kind != "PERSON" or _shape(name)[1]) and not may_hold_nickname(name):
                anchor = self._id(name, kind)  # the common case: a full name and nothing else
                self._anchor_of[m] = anchor
                self._surfaces[anchor][name] += count
                if kind == "PERSON":
                    self._in_article[art].add(anchor)
                continue
            forms = [name, *sorted(others or ())]
            full: list[str] = []   # forms that name the entity fully: several words, or titled
            short: list[str] = []  # one-word forms: "Hilaria", and nicknames ("Edu")
            for form in forms:
                plain, nicks = split_nickname(form)
                for f in (plain, *nicks):
                    (full if kind != "PERSON" or _shape(f)[1] else short).append(f)
            own_plain, _ = split_nickname(name)
            if kind != "PERSON" or _shape(own_plain)[1]:
                anchor = self._id(own_plain, kind)
            elif full:
                anchor = self._id(full[0], kind)  # "Ilse" whose article also said "Ilse Marren"
            else:
                bare.append((m, _shape(own_plain)[0]))
                continue
            self._anchor_of[m] = anchor
            self._surfaces[anchor][name] += count
            for form in forms[1:]:
                self._surfaces[anchor][form] += 0
            for f in full:
                fid = self._id(f, kind)
                self._surfaces[fid][f] += 0
                if fid != anchor:
                    pairs.append((anchor, fid))
            for f in short:
                self._surfaces[anchor][f] += 0
                w = _shape(f)[0]
                if w:
                    self._index[w].add(anchor)
                    self._local[(art, kind, w)].add(anchor)
            if kind == "PERSON":
                self._in_article[art].add(anchor)
        for a, b in sorted(pairs):
            self._clusters.union(a, b)

        self._forced_label: dict[str, str] = {}
        self._forced_word: dict[tuple[str, str], str] = {}
        self._fits: dict[tuple[str, str, frozenset[str]], set[str]] = {}
        self._apply_alias_file(aliases or {}, {(m[1], w) for m, w in bare})
        self._join_prefixes()

        # the one-word forms every full name in the corpus is known by
        for k in list(self._clusters.parent):
            kind, key = k.split("\x00", 1)
            if kind == "PERSON":
                for w in _index_words(key) if len(key.split()) > 1 else {key}:
                    self._index[w].add(k)

        # family names around each entity, for one-word names tied to a family
        find = self._clusters.find
        self._family: dict[str, set[str]] = defaultdict(set)
        for k in self._clusters.parent:
            own = surname(self._key_of(k)) if k.startswith("PERSON\x00") else None
            if own:
                self._family[find(k)].add(own)
        # the families an article is about: surnames of its full-named people that two people
        # in the corpus share ("Carmen Gabriela", first and middle name, names no family)
        shared = Counter(last for _, last in {(find(k), surname(self._key_of(k)))
                                               for k in self._clusters.parent if k.startswith("PERSON\x00")})
        for m, relative in family:
            family_name = surname(_shape(relative)[0])
            anchor = self._anchor_of.get(m)
            if family_name and anchor is not None:
                self._family[find(anchor)].add(family_name)
        article_families: dict[str, set[str]] = defaultdict(set)
        for art, anchors in self._in_article.items():
            for k in anchors:
                family_name = surname(self._key_of(k))
                if family_name and shared[family_name] > 1:
                    article_families[art].add(family_name)

        # what each full-named entity is related to, for one-word names to agree with
        self._others = ends_of
        self._neighbours: dict[str, set[str]] = defaultdict(set)
        for m, ends in ends_of.items():
            anchor = self._anchor_of.get(m)
            if anchor is not None:
                self._neighbours[find(anchor)].update(find(a) for e in ends if (a := self._anchor_of.get(e)) is not None)

        self._resolve_in_rounds(bare, article_families, mention_count)
        self._finish()

    # -- building blocks --------------------------------------------------------------

    def _id(self, name: str, kind: str) -> str:
        k = _typed_key(name, kind)
        if k not in self._clusters.parent:
            self._clusters.add(k, self._never_tags.get(k, ()))
        return k

    @staticmethod
    def _key_of(k: str) -> str:
        return k.split("\x00", 1)[1] if "\x00" in k else k.split("\x01", 1)[1]

    def _apply_alias_file(self, aliases: Mapping[str, Iterable[str]], bare_words: set[tuple[str, str]]) -> None:
        """Join every name of an alias-file entry, in each type any of them was seen as."""
        for canonical in sorted(aliases):
            names = [canonical, *aliases[canonical]]
            for kind in _TYPES:
                keys = [_typed_key(split_nickname(n)[0], kind) for n in names]
                if not any(k in self._clusters.parent or (kind, self._key_of(k)) in bare_words for k in keys):
                    continue
                root = self._id(canonical, kind)
                self._surfaces[root][canonical] += 0
                for n, k in zip(names, keys):
                    self._surfaces[root][n] += 0
                    if kind == "PERSON" and not _shape(n)[1]:
                        self._forced_word[(kind, self._key_of(k))] = root  # "Kim" always means this Kim
                    else:
                        self._clusters.union(root, self._id(n, kind), force=True)
                self._forced_label[root] = canonical

    def _join_prefixes(self) -> None:
        """A full name that begins exactly one longer entity's name joins it."""
        longer: dict[str, set[str]] = defaultdict(set)
        persons = [k for k in self._clusters.parent if k.startswith("PERSON\x00")]
        for k in persons:
            words = self._key_of(k).split()
            for n in range(2, len(words)):
                if not GENERATIONAL_SUFFIXES.issuperset(words[n:]):  # "Tobias Renner Jr." may be his father's son
                    longer["PERSON\x00" + " ".join(words[:n])].add(k)
        plan = []
        for k in sorted(persons):
            ext = longer.get(k)
            if ext:
                roots = {self._clusters.find(e) for e in ext} - {self._clusters.find(k)}
                if len(roots) == 1:
                    plan.append((k, min(ext)))
        for a, b in plan:
            self._clusters.union(a, b)

    def _resolve_in_rounds(self, bare: list[tuple[Mention, str]], article_families: Mapping[str, set[str]],
                           mention_count: Mapping[Mention, int]) -> None:
        """Resolve every one-word name, in rounds, until no answer changes.

        A one-word name's relatives may be one-word names too ("Owen and his wife Tara have
        a daughter, Mia"): the first round resolves each with only the relatives its article
        named in full; each later round gives it its one-word relatives as the round before
        resolved them, so "Owen" joins the Owen whose wife and daughter "Tara" and "Mia" joined.
        Every mention of a round sees the same answers, so the result does not depend on
        order; a name whose answer still changes after :data:`_MAX_ROUNDS` is left out.
        """
        families = {m: article_families.get(m[0], set()) for m, _ in bare}
        words = dict(bare)
        waiting: dict[Mention, set[Mention]] = defaultdict(set)  # a one-word name -> one-word names it relates
        for m in words:
            for e in self._others.get(m, ()):
                if e in words and e[1] == "PERSON":
                    waiting[e].add(m)
        answers = {m: self._resolve_bare(m, words[m], families[m], {}) for m in sorted(words)}
        seen: dict[Mention, set[str]] = defaultdict(set)  # every entity a name was given, for one left out
        moved = set(words)
        for _ in range(_MAX_ROUNDS):
            known = {m: root for m, (root, _) in answers.items() if root is not None and root.startswith("PERSON\x00")}
            changed = set()
            for m in sorted({d for e in moved for d in waiting.get(e, ())}):
                answer = self._resolve_bare(m, words[m], families[m], known)
                if answer != answers[m]:
                    seen[m].update(answers[m][1], answer[1], {r for r in (answers[m][0], answer[0]) if r})
                    answers[m] = answer
                    changed.add(m)
            moved = changed
            if not moved:
                break
        for m in sorted(words):
            root, candidates = answers[m]
            if m in moved:  # its answer still changes: never guessed
                root, candidates = None, {r for r in seen[m] if r.startswith(f"{m[1]}\x00")}
            self._resolved[m] = root
            if root is None:
                self._left_out(m, candidates)
            else:
                self._surfaces[root][m[2]] += mention_count[m]

    def _resolve_bare(self, m: Mention, w: str, families: set[str],
                      known: Mapping[Mention, str]) -> tuple[str | None, frozenset[str]]:
        """The entity id of a one-word name ``w`` as its article used it, or None and the
        entities it fits when it is left out.

        In order: the one full name of its own article it fits; the alias file; the surname
        its own article shows it bears; the one entity of the corpus it fits whose family is
        among those its article is about and whose relatives agree (:meth:`_in_context`; ``known``
        holds the one-word relatives resolved so far); else an entity of its own ("Lizzo").
        Two fits at any step leave it out.
        """
        art, kind, name = m
        find = self._clusters.find
        local = {find(a) for a in self._local.get((art, kind, w), ())}
        local.update(find(a) for a in self._in_article.get(art, ()) if w in _index_words(self._key_of(a)))
        forced = self._forced_word.get((kind, w))
        if len(local) > 1:
            return None, frozenset(local)
        if local:
            return next(iter(local)), frozenset()
        if forced is not None:
            return find(forced), frozenset()
        family_name = _family_name(self._kin.get(m)) if kind == "PERSON" else None
        if family_name is not None:
            full = f"{name} {family_name}"  # "Alec" whose children and wife are Baldwins
            root = find(self._id(full, kind))
            self._surfaces[root][full] += 0
            return root, frozenset()
        tags = self._never_tags.get(f"{kind}\x00{w}")
        fits = self._corpus_fits(kind, w, families, tags)
        agreed = self._in_context(m, fits, known)
        if len(agreed) > 1 or (len(fits) > 1 and not agreed):
            return None, frozenset(agreed or fits)
        if agreed:
            return next(iter(agreed)), frozenset()
        # related here to people none of its namesakes is related to: someone else ("Chris",
        # brother of a bride, is not a film star of that name); a node of its own, which merge
        # candidates list beside the namesakes. With no namesake: a name of its own ("Lizzo").
        root = f"{kind}\x01{w}\x01{art}" if fits else f"{kind}\x01{w}"
        if root not in self._clusters.parent:
            self._clusters.add(root, tags or ())
        return root, frozenset()

    def _corpus_fits(self, kind: str, w: str, families: set[str],
                     tags: set[tuple[int, int]] | None) -> set[str]:
        """The entities of the corpus a one-word name fits, leaving out those of families other
        than its article's ("Jack" among the Pratts) and those the never-merge list keeps apart."""
        memo = (kind, w, frozenset(families))
        fits = self._fits.get(memo)
        if fits is None:  # many articles ask the same: "John" among no family in particular
            fits = set()
            for a in self._index.get(w, ()):
                r = self._clusters.find(a)
                if tags and _opposed(tags, self._clusters.tags.get(r)):
                    continue
                theirs = self._family.get(r)
                if families and theirs and not families & theirs:
                    continue
                fits.add(r)
                if len(fits) > _MAX_LISTED:
                    break
            self._fits[memo] = fits
        return fits

    def _in_context(self, m: Mention, fits: set[str], known: Mapping[Mention, str]) -> set[str]:
        """The entities of ``fits`` whose family or shows agree with what the article of a
        one-word name relates it to: a relative or show in common, or a relative of a family
        the entity belongs to. Only relatives named in full can disagree (shows never do: people
        appear in many); with none, every fit stays unless some agree. One-word relatives count
        as ``known`` resolved them, and only to agree: "Owen" whose wife "Tara" joined Tara Quill
        is the Owen married to Tara Quill; a guess about "Tara" never splits "Owen" from anyone."""
        if not fits:
            return fits
        find = self._clusters.find
        others = self._others.get(m, ())
        ends = [(e, a) for e in others if (a := self._anchor_of.get(e)) is not None]
        relatives = [(e, find(a)) for e, a in ends if e[1] == "PERSON"]
        resolved = {find(r) for e in others if (r := known.get(e)) is not None}
        if not ends and not resolved:
            return fits
        context = {find(a) for _, a in ends} | resolved
        families = {last for e, _ in relatives if (last := surname(name_key(e[2])))}
        agreed = {r for r in fits if self._neighbours.get(r, set()) & context or self._family.get(r, set()) & families}
        return agreed if agreed or relatives else fits

    def _left_out(self, m: Mention, roots: Iterable[str]) -> None:
        self.unresolved.append({"name": m[2], "type": m[1], "article": m[0], "candidates": sorted(roots)})
        return None

    def _finish(self) -> None:
        """Pick each entity's label and collect its aliases, once."""
        find = self._clusters.find
        counts: dict[str, Counter[str]] = defaultdict(Counter)
        for k, surfaces in self._surfaces.items():
            counts[find(k)].update(surfaces)
            for s in surfaces:
                counts[find(k)][s] += 0
        forced = {find(k): label for k, label in sorted(self._forced_label.items(), reverse=True)}
        labels: dict[str, str] = {}
        for root, names in counts.items():
            labels[root] = forced.get(root) or max(names, key=lambda n: _label_rank(n, names[n], self.kind(root)))
        # labels are node ids: two entities (a person "Kelce", a film "Kelce") must not share one
        by_label: dict[str, list[str]] = defaultdict(list)
        for root, label in labels.items():
            by_label[label].append(root)
        for label, roots in by_label.items():
            if len(roots) > 1:
                roots.sort(key=lambda r: (r.split("\x00")[0].split("\x01")[0] != "PERSON", r))
                for i, root in enumerate(roots[1:], 2):
                    kind = self.kind(root)
                    other = kind != self.kind(roots[0])
                    labels[root] = f"{label} ({kind.lower()})" if other else f"{label} ({i})"
        self._labels = labels
        self._aliases = {root: sorted(names) for root, names in counts.items()}
        self.unresolved.sort(key=lambda u: (u["article"], u["name"]))
        for u in self.unresolved:
            u["candidates"] = sorted({labels[find(c)] for c in u["candidates"]})

    @staticmethod
    def kind(root: str) -> str:
        """The entity type of an entity id."""
        return root.split("\x00", 1)[0].split("\x01", 1)[0]

    # -- answers ----------------------------------------------------------------------

    def entity(self, name: str, kind: str, article: str) -> str | None:
        """The entity id of ``name`` (a ``kind``) as ``article`` used it; None when left out."""
        m = (article, kind, name)
        anchor = self._anchor_of.get(m)
        if anchor is not None:
            return self._clusters.find(anchor)
        if m in self._resolved:
            root = self._resolved[m]
            return None if root is None else self._clusters.find(root)
        k = _typed_key(split_nickname(name)[0], kind)
        return self._clusters.find(k) if k in self._clusters.parent else None

    def resolve(self, name: str, kind: str, article: str) -> str | None:
        """The label (node id) of ``name`` as ``article`` used it; None when it is left out."""
        root = self.entity(name, kind, article)
        return None if root is None else self._labels[root]

    def aliases_of(self, root: str) -> list[str]:
        """Every surface form seen for an entity id."""
        return self._aliases[root]

    def label_of(self, root: str) -> str:
        return self._labels[root]


# -- incremental builds -----------------------------------------------------------------

def combine_triples(old: Iterable[Triple], new: Iterable[Triple], *,
                    replaced_articles: Iterable[str] = ()) -> list[Triple]:
    """The triples of a graph after adding a batch: old ones, minus those of re-read articles, plus new.

    ``replaced_articles`` are the ids of every article in the new batch (also those that
    yielded no triple), so an edited article's old triples go. Repeats are dropped, so
    ``KnowledgeGraph.from_triples(combine_triples(A, B))`` equals building A and B at once,
    and adding an article already in the graph changes nothing.
    """
    new = list(new)
    gone = set(replaced_articles) | {t.evidence.article for t in new}
    kept = [t for t in old if t.evidence.article not in gone]
    return list(dict.fromkeys([*kept, *new]))


def read_triples(path: str | os.PathLike) -> list[Triple]:
    """Triples from a ``triples.jsonl`` written by ``kgbuild build`` (one ``Triple.to_dict`` a line).

    Raises
    ------
    InputError
        The file is missing or a line is not a triple.
    """
    out: list[Triple] = []
    try:
        with open(path, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                if not line.strip():
                    continue
                try:
                    out.append(Triple.from_dict(check_triple(json.loads(line))))
                except (ValueError, RecursionError) as exc:  # a SchemaError names the field
                    raise InputError(f"{path}:{n}: not a triple ({exc})") from None
    except FileNotFoundError:
        raise InputError(f"no such triples file: {path} (build without --update first)") from None
    except OSError as exc:
        raise InputError(f"cannot read {path}: {exc.strerror or exc}") from None
    return out


# -- couple status ----------------------------------------------------------------------

def latest_date(evidence: Iterable[Mapping[str, Any]]) -> str | None:
    """The newest date among pieces of evidence (None when none is dated)."""
    dates = [e.get("date") for e in evidence if e.get("date")]
    return max(dates) if dates else None


def status_currency(graph) -> None:
    """Mark every ``spouse`` and ``partner`` edge ``current`` (True/False) from the latest dated evidence.

    An edge is not current when the same pair has a later couple status (``spouse`` after
    ``partner``; ``former_spouse`` after either) whose newest evidence is newer than its
    own newest (undated evidence counts as oldest). Both edges stay, with their dates.
    """
    for u, v, rel, data in graph.edges(keys=True, data=True):
        if rel not in _LATER_STATUS:
            continue
        mine = latest_date(data.get("evidence", ()))
        current = True
        for later in _LATER_STATUS[rel]:
            for a, b in ((u, v), (v, u)):
                if graph.has_edge(a, b, later):
                    theirs = latest_date(graph.edges[a, b, later].get("evidence", ()))
                    if theirs is not None and (mine is None or theirs > mine):
                        current = False
        data["current"] = current
