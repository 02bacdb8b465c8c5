"""Stage 6, merge across articles: decide which article-level names are one entity.

Each triple names its head and tail as resolved inside one article, with that
article's other forms of the name (aliases). Here those names become corpus-wide
entity keys:

- names are compared by their folded form (case, accents, curly quotes, titles off);
- a full name and every alias seen with it are one entity ("Hilaria Baldwin" with
  "Hilaria" in one article makes "Hilaria" alone elsewhere the same person) — when
  the short form fits exactly one full name in the corpus; a short form that fits
  two ("Kim" for Kim Kardashian and Kim Basinger) stays with its own article's
  resolution or apart, never guessed;
- a user's alias file forces merges; its never-merge pairs keep entities apart.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from .mentions import fold, strip_title
from .records import Triple


def name_key(name: str) -> str:
    """The comparison key of a name: folded, titles and possessives stripped."""
    key = fold(strip_title(name.strip()))
    for suffix in ("'s", "'"):
        if key.endswith(suffix):
            key = key[: -len(suffix)]
    return key.strip(" .,;:\"'")


class Resolver:
    """Maps (article, name) to a corpus-wide entity key."""

    def __init__(self, triples: Iterable[Triple], aliases: dict[str, list[str]] | None = None,
                 never_merge: Iterable[tuple[str, str]] = ()):
        self._parent: dict[str, str] = {}
        self._types: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
        self._surfaces: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
        self._short: dict[str, set[str]] = defaultdict(set)
        self._never = {frozenset((name_key(a), name_key(b))) for a, b in never_merge}
        full_by_word: dict[str, set[str]] = defaultdict(set)
        short_mentions: list[str] = []
        for t in triples:
            for name, kind, others in ((t.head, t.head_type, t.head_aliases), (t.tail, t.tail_type, t.tail_aliases)):
                k = self._typed(name, kind)
                self._add(k)
                self._surfaces[k][name] += 1
                self._types[k][kind] += 1
                for alias in others:
                    ak = self._typed(alias, kind)
                    if kind == "PERSON" and len(name_key(alias).split()) == 1:
                        # a short form is only this article's: "Kim" may be another Kim elsewhere
                        self._short[k].add(alias)
                        continue
                    self._add(ak)
                    self._surfaces[ak][alias] += 0
                    self._union(k, ak)
        # one-word names: join the single full name in the corpus they are part of
        for k in list(self._parent):
            kind, key = k.split("\x00", 1)
            if kind == "PERSON" and len(key.split()) > 1:
                for w in key.split():
                    full_by_word[w].add(self._find(k))
        for k in list(self._parent):
            kind, key = k.split("\x00", 1)
            if kind == "PERSON" and len(key.split()) == 1 and self._find(k) == k:
                roots = {self._find(r) for r in full_by_word.get(key, ())}
                if len(roots) == 1:
                    self._union(next(iter(roots)), k)
        for canonical, names in (aliases or {}).items():
            for kind in ("PERSON", "WORK", "ORG", "GROUP"):
                ck = self._typed(canonical, kind)
                for n in names:
                    nk = self._typed(n, kind)
                    if nk in self._parent or ck in self._parent:
                        self._add(ck)
                        self._add(nk)
                        self._surfaces[ck][canonical] += 0
                        self._union(ck, nk, force=True)
        self._finish()

    @staticmethod
    def _typed(name: str, kind: str) -> str:
        return f"{kind}\x00{name_key(name)}"

    def _add(self, k: str) -> None:
        self._parent.setdefault(k, k)

    def _find(self, k: str) -> str:
        while self._parent[k] != k:
            self._parent[k] = self._parent[self._parent[k]]
            k = self._parent[k]
        return k

    def _members(self, root: str) -> set[str]:
        return {k for k in self._parent if self._find(k) == root}  # used for never-merge only

    def _union(self, a: str, b: str, force: bool = False) -> None:
        ra, rb = self._find(a), self._find(b)
        if ra == rb:
            return
        if not force and self._never:
            keys_a = {k.split("\x00", 1)[1] for k in self._members(ra)}
            keys_b = {k.split("\x00", 1)[1] for k in self._members(rb)}
            if any(frozenset((x, y)) in self._never for x in keys_a for y in keys_b):
                return
        self._parent[rb] = ra

    def _finish(self) -> None:
        """Pick each cluster's label and collect its aliases, once."""
        counts: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
        for k in self._parent:
            root = self._find(k)
            for surface, n in self._surfaces[k].items():
                counts[root][surface] += n
            for alias in self._short.get(k, ()):
                counts[root][alias] += 0
        self._labels = {
            root: max(names, key=lambda n: (len(strip_title(n).split()) > 1, names[n], len(n), n))
            for root, names in counts.items()
        }
        self._aliases = {root: sorted(names) for root, names in counts.items()}

    def key(self, name: str, kind: str) -> str:
        """The entity key (its label) for a name of a type."""
        return self._labels[self._find(self._typed(name, kind))]

    def aliases(self, name: str, kind: str) -> list[str]:
        """Every surface form seen for the entity of this name."""
        return self._aliases[self._find(self._typed(name, kind))]
