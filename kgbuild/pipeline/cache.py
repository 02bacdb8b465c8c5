"""A per-article cache of extractions, so rebuilding an unchanged corpus skips spaCy entirely.

An entry is one article's :meth:`Extraction.to_dict() <kgbuild.records.Extraction.to_dict>`
as JSON, stored under a key that hashes the article (id, title, date, url, text) together with
everything else its triples depend on: the kgbuild version, the extractor's rules digest
(``kgbuild.extraction.rules.load_rules().digest``, with the rules disabled by ``KGBUILD_DISABLE_RULES``),
the source of the extraction modules and their data files, the spaCy model and its version,
and the confidence threshold. Editing a rule (or any of those) gives every article a new key.

Layout: ``ROOT/<settings digest>/<2 hex>/<key>.json``, and ``ROOT/CACHEDIR.TAG`` (the standard
cache-directory tag, naming kgbuild) marking the directory as kgbuild's. The cache owns only
what it wrote: a build claims ROOT only when it is new, empty or already tagged (or an untagged
cache of an older kgbuild: nothing but settings directories), and refuses a directory holding
anything else. Only the newest settings are kept: :meth:`ExtractionCache.prune` removes the
entries of other settings after a build, file by file, and a directory only once it is empty,
so nothing kgbuild did not write is ever deleted.
Entries are written atomically; an unreadable or corrupt entry is a miss, never an error.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import tempfile
from collections.abc import Iterable
from functools import cache
from importlib import resources
from pathlib import Path

from ..errors import OutputError
from ..records import Article, Extraction

CACHE_DIRNAME = ".kgbuild-cache"
CACHE_FORMAT = 1
# https://bford.info/cachedir/: backup tools skip a directory holding this file; the comment
# line is how kgbuild knows the directory is its own
MARKER = "CACHEDIR.TAG"
MARKER_TEXT = ("Signature: 8a477f597d28d172789f06886806bc55\n"
               "# This file is a cache directory tag created by kgbuild (an extraction cache).\n")
# the names kgbuild writes under ROOT; prune removes nothing else
_SETTINGS_NAME = re.compile(r"[0-9a-f]{16}")
_SHARD_NAME = re.compile(r"[0-9a-f]{2}")
_ENTRY_NAME = re.compile(r"[0-9a-f]{64}\.json|\..*\.tmp")
_PACKAGE = Path(__file__).resolve().parent.parent
# code that decides what extraction produces: every module of the extraction package and the
# top-level modules it reads (their data files are hashed too)
_EXTRACTION_PACKAGE = "extraction"
_EXTRACTION_MODULES = ("names.py", "relations.py", "records.py")


def _extraction_sources() -> list[Path]:
    """The source files :func:`code_digest` hashes, in a fixed order."""
    package = sorted((_PACKAGE / _EXTRACTION_PACKAGE).rglob("*.py"))
    return package + [_PACKAGE / name for name in _EXTRACTION_MODULES]


def _digest(named: Iterable[tuple[str, bytes]]) -> str:
    """A short digest of (name, content) pairs, in the order given."""
    h = hashlib.sha256()
    for name, content in named:
        h.update(name.encode() + b"\0" + content + b"\0")
    return h.hexdigest()[:16]


@cache
def code_digest() -> str:
    """A digest of the extraction modules' source and the package data they read."""
    data = resources.files("kgbuild.data")
    return _digest([*((p.relative_to(_PACKAGE).as_posix(), p.read_bytes()) for p in _extraction_sources()),
                    *((e.name, e.read_bytes()) for e in sorted(data.iterdir(), key=lambda e: e.name)
                      if e.name.endswith((".json", ".jsonl")))])


@cache
def package_digest() -> str:
    """A digest of all of kgbuild's source and package data: what turns extractions into the
    outputs (merging, rendering) as well as the extraction itself."""
    return _digest((p.relative_to(_PACKAGE).as_posix(), p.read_bytes())
                   for p in sorted(p for p in _PACKAGE.rglob("*") if p.is_file() and p.suffix in _PACKAGE_SUFFIXES))


_PACKAGE_SUFFIXES = frozenset({".py", ".json", ".jsonl", ".html", ".css", ".js"})


def settings_digest(*, model: str, threshold: float, rules_digest: str | None = None) -> str:
    """The digest of everything besides the article that an extraction depends on."""
    from .._version import __version__
    from ..extraction.rules import default_rules
    from ..extraction.settings import MAX_PIECE_CHARS

    settings = {
        "cache": CACHE_FORMAT,
        "kgbuild": __version__,
        "rules": rules_digest if rules_digest is not None else default_rules().digest,
        "code": code_digest(),
        "model": model,
        "threshold": round(float(threshold), 6),
        "piece": MAX_PIECE_CHARS,
    }
    return hashlib.sha256(json.dumps(settings, sort_keys=True).encode()).hexdigest()[:16]


class ExtractionCache:
    """Extractions on disk, keyed by article content and extraction settings.

    Examples
    --------
    >>> import tempfile
    >>> from kgbuild.records import Article, Extraction
    >>> c = ExtractionCache(tempfile.mkdtemp(), "settings1")
    >>> a = Article("a.txt", "Some text.")
    >>> c.get(a) is None
    True
    >>> c.put(a, Extraction("a.txt", words=2))
    >>> c.get(a)
    Extraction(article='a.txt', triples=(), words=2, date=None)
    """

    def __init__(self, root: str | os.PathLike, settings: str):
        self.root = Path(root)
        self.settings = settings
        self.dir = self.root / settings
        self.hits = 0
        self.misses = 0
        self._stored: dict[str, str | None] = {}  # article id -> key of its entry read or written in this build
        # (None: two articles of one id with different entries)
        self.error: str | None = None  # set when writing failed; the cache then stops writing

    @classmethod
    def for_build(cls, root: str | os.PathLike, *, model: str | None, threshold: float) -> "ExtractionCache":
        """The cache for a build with this model name (resolved without loading) and threshold."""
        from ..extraction.model import describe

        cache = cls(root, settings_digest(model=describe(model), threshold=threshold))
        cache.claim()
        return cache

    def owned(self) -> bool:
        """Whether ROOT carries kgbuild's cache tag."""
        try:
            return "created by kgbuild" in (self.root / MARKER).read_text("utf-8", errors="replace")
        except OSError:
            return False

    def claim(self) -> None:
        """Make ROOT this cache's own: create it and tag it, unless it holds anything else.

        A directory that cannot be created or tagged switches the cache off (:attr:`error`).

        Raises
        ------
        OutputError
            ROOT holds files or directories kgbuild did not write.
        """
        if self.owned():
            return
        try:
            foreign = sorted(p.name for p in self.root.iterdir()
                             if not (p.name.startswith(".kgbuild-") or _SETTINGS_NAME.fullmatch(p.name) and p.is_dir()))
        except FileNotFoundError:
            foreign = []
        except OSError as exc:
            self.error = f"cache disabled: cannot read {self.root}: {exc.strerror or exc}"
            return
        if foreign:
            raise OutputError(f"refusing to use {self.root} as the cache: it holds {foreign[0]!r}, which kgbuild "
                              f"did not write (give a new or empty directory)")
        try:
            self.root.mkdir(parents=True, exist_ok=True)
            (self.root / MARKER).write_text(MARKER_TEXT, encoding="utf-8")
        except OSError as exc:
            self.error = f"cache disabled: cannot write to {self.root}: {exc.strerror or exc}"

    def key(self, article: Article) -> str:
        h = hashlib.sha256(self.settings.encode())
        for value in (article.id, article.title, article.date, article.url):
            h.update(b"\1" if value is None else b"\2" + value.encode("utf-8", "surrogatepass") + b"\0")
        h.update(article.text.encode("utf-8", "surrogatepass"))
        return h.hexdigest()

    def _path(self, key: str) -> Path:
        return self.dir / key[:2] / f"{key}.json"

    def get(self, article: Article) -> Extraction | None:
        """The cached extraction of ``article``, or None."""
        key = self.key(article)
        try:
            data = json.loads(self._path(key).read_text("utf-8"))
            found = Extraction.from_dict(data)
        except (OSError, ValueError, KeyError, TypeError, RecursionError):  # a SchemaError is a ValueError
            self.misses += 1
            return None
        if found.article != article.id:  # pragma: no cover - a hash collision
            self.misses += 1
            return None
        self.hits += 1
        self._note(article.id, key)
        return found

    def _note(self, article: str, key: str) -> None:
        self._stored[article] = key if self._stored.get(article, key) == key else None

    def entries_digest(self, articles: Iterable[str]) -> str | None:
        """A digest of the entries of ``articles`` (ids, in order) that this build read or
        wrote: equal for two builds of the same articles with the same settings. None if one
        of them is not in the cache."""
        h = hashlib.sha256()
        for article in articles:
            if self._stored.get(article) is None:
                return None
            h.update(self._stored[article].encode() + b"\0")
        return h.hexdigest()

    def put(self, article: Article, extraction: Extraction) -> None:
        """Store ``extraction``; a cache that cannot be written is switched off, not fatal."""
        if self.error is not None:
            return
        path = self._path(self.key(article))
        text = json.dumps(extraction.to_dict())  # ASCII: any string round-trips; one call, in C (json.dump is Python)
        try:
            try:
                fd, tmp = tempfile.mkstemp(prefix=".", suffix=".tmp", dir=path.parent)
            except FileNotFoundError:  # the shard's first entry (a mkdir for every entry costs more)
                path.parent.mkdir(parents=True, exist_ok=True)
                fd, tmp = tempfile.mkstemp(prefix=".", suffix=".tmp", dir=path.parent)
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(text)
            os.replace(tmp, path)
            self._note(article.id, path.stem)
        except OSError as exc:
            self.error = f"cache disabled: cannot write to {self.root}: {exc.strerror or exc}"

    def prune(self) -> int:
        """Remove the entries of other settings (an edited rule, another model) from a tagged
        ROOT; returns how many settings directories were removed. Only files named as kgbuild
        names its entries are deleted, and a directory only when that leaves it empty."""
        if not self.owned():
            return 0
        removed = 0
        for other in _children(self.root, _SETTINGS_NAME):
            if other.name == self.settings:
                continue
            for shard in _children(other, _SHARD_NAME):
                for entry in _children(shard, _ENTRY_NAME):
                    _quietly(entry.unlink)
                _quietly(shard.rmdir)
            removed += _quietly(other.rmdir)
        return removed


def _children(directory: Path, name: re.Pattern) -> list[Path]:
    """The entries of ``directory`` named as kgbuild names them (directories for the settings
    and shard patterns, files for entries); none when it cannot be listed."""
    want_dir = name is not _ENTRY_NAME
    try:
        return [p for p in directory.iterdir()
                if name.fullmatch(p.name) and not p.is_symlink() and (p.is_dir() if want_dir else p.is_file())]
    except OSError:
        return []


def _quietly(action) -> bool:
    """Run a removal; a failure (a directory someone else filled, a vanished file) is not an error."""
    try:
        action()
        return True
    except OSError:
        return False


__all__ = ["CACHE_DIRNAME", "ExtractionCache", "code_digest", "package_digest", "settings_digest"]
