"""Stage 1, read: turn paths into :class:`~kgbuild.records.Article` records.

Accepted inputs: files and directories (searched recursively for ``.txt``,
``.md``, ``.html`` and ``.htm``; a saved page is read by :mod:`kgbuild.read.html`); RSS/Atom feeds
(``.rss``, ``.atom``, ``.xml``, named explicitly; :mod:`kgbuild.read.feeds`); ``http(s)://`` URLs of
pages or feeds (:mod:`kgbuild.read.web`); ``.jsonl`` files, named explicitly, with one article per line (``{"id", "title", "text",
"date", "url"}``, only ``text`` required); ``-`` for standard input. A bad input is
reported as a :class:`~kgbuild.records.Skip` and never stops the others.
"""

from __future__ import annotations

import codecs
import io
import json
import os
import re
import stat
import sys
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from functools import wraps
from pathlib import Path

from ..errors import InputError
from ..records import Article, Skip, printable
from .feeds import FEED_SUFFIXES, read_feed
from .html import HTML_SUFFIXES, page_article
from .web import FetchError, current, is_url

# Longer articles are parsed in pieces (kgbuild.extraction.stream.pieces); past this size a "file" is
# not an article (a dump, a log) and parsing it would take minutes, so it is skipped.
MAX_ARTICLE_CHARS = 2_000_000
# No encoding kgbuild reads takes more than 4 bytes a character, so a file over this many bytes is
# too long without reading it (a 400 MB log, /dev/zero); at most this much of a file is read.
MAX_ARTICLE_BYTES = 4 * MAX_ARTICLE_CHARS
# A .jsonl line longer than this cannot hold an article of MAX_ARTICLE_CHARS plus its fields, even
# with every character escaped (\\uXXXX\\uXXXX); it is skipped without being held in memory.
MAX_LINE_BYTES = 32 * 1024 * 1024
# An article is one flat object; a line nested deeper than this is not one (and would exhaust
# Python's recursion limit inside json.loads).
MAX_JSON_DEPTH = 64
_BINARY_PROBE = 8192  # bytes looked at for NUL to call a file binary
_BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
         (codecs.BOM_UTF16_LE, "utf-16"), (codecs.BOM_UTF16_BE, "utf-16"))
TEXT_SUFFIXES = (".txt", ".md")
JSONL_SUFFIXES = (".jsonl",)
SUFFIXES = TEXT_SUFFIXES + JSONL_SUFFIXES
FOUND_SUFFIXES = TEXT_SUFFIXES + HTML_SUFFIXES  # what a directory is searched for


def _wide_encoding(head: bytes) -> str | None:
    """``utf-16`` or ``utf-32`` when ``head`` starts with that encoding's byte order mark
    (PowerShell's ``>`` writes UTF-16), else None."""
    for bom, encoding in _BOMS:
        if head.startswith(bom):
            return encoding
    return None


def _decode(data: bytes, source: str) -> tuple[str | None, str | None]:
    """Decode bytes as UTF-8 (or UTF-16/32 after a byte order mark); fall back to
    cp1252/latin-1 with a warning; refuse binaries."""
    wide = _wide_encoding(data)
    if wide is not None:
        try:
            return data.decode(wide), None
        except UnicodeDecodeError:
            return None, f"cannot decode text (starts with a {wide.upper()} byte order mark)"
    if b"\x00" in data[:_BINARY_PROBE]:
        return None, "binary file"
    try:
        return data.decode("utf-8-sig"), None
    except UnicodeDecodeError:
        for encoding in ("cp1252", "latin-1"):
            try:
                return data.decode(encoding), f"not UTF-8, decoded as {encoding}"
            except UnicodeDecodeError:
                continue
    return None, "cannot decode text"  # pragma: no cover - latin-1 decodes any bytes


def _article_files(root: Path, suffixes: tuple[str, ...] | None = None) -> Iterator[str]:
    """``.txt``/``.md`` files under ``root``, skipping hidden files and directories (a
    cache or staging directory inside the corpus is never read). Symlinked directories are
    followed, each directory once, so a link back up the tree is no loop."""
    seen: set[tuple[int, int]] = set()
    for dirpath, dirnames, filenames in os.walk(root, followlinks=True):
        try:
            st = os.stat(dirpath)
        except OSError:
            dirnames[:] = []
            continue
        if (st.st_dev, st.st_ino) in seen:  # reached again through a link
            dirnames[:] = []
            continue
        seen.add((st.st_dev, st.st_ino))
        dirnames[:] = [d for d in dirnames if not d.startswith(".")]
        for name in filenames:
            if not name.startswith(".") and os.path.splitext(name)[1].lower() in (suffixes or FOUND_SUFFIXES):
                full = os.path.join(dirpath, name)
                if os.path.isfile(full):
                    yield full


def expand(paths: Iterable[str | Path], note: Callable[[str], None] | None = None) -> list[str | Path]:
    """Expand directories into their article files, sorted, keeping ``-`` as is. A file named
    twice (directly, through a directory or a link) is listed once, where it first comes.
    ``note`` is told of each ``.jsonl`` file a directory holds, which is not read from there
    (it may be gold triples or anything else): named as an input, its lines are articles.

    Raises
    ------
    InputError
        For a path that does not exist, or a directory with no article files.
    """
    out: list[str | Path] = []
    for raw in paths:
        if str(raw) == "-" or is_url(raw):
            out.append(raw)
            continue
        path = Path(raw)
        if not path.exists():
            raise InputError(f"no such file or directory: {printable(str(raw))}")
        if path.is_dir():
            # a directory holds article files; .jsonl files there may be anything (gold
            # triples, caches), so a .jsonl corpus is named explicitly
            found = [_found(f, path) for f in sorted(_article_files(path), key=lambda f: f.split(os.sep))]
            if note is not None:
                for feed in sorted(_article_files(path, JSONL_SUFFIXES)):
                    if _holds_articles(feed):
                        note(f"{printable(feed)}: a .jsonl file of articles inside a directory is not read; "
                             "name it as an input to read its lines")
            if not found:
                raise InputError(f"no .txt or .md files in directory: {printable(str(raw))}")
            out.extend(found)
        else:
            out.append(path)
    return _once(out)


def _holds_articles(path: str) -> bool:
    """Whether a .jsonl file's first line is an article (``{"text": ...}``), not gold triples,
    kgbuild's own outputs or anything else a corpus directory may keep."""
    try:
        with open(path, "rb") as f:
            first = f.readline(1 << 20)
        record = json.loads(first.decode("utf-8", "replace"))
    except (OSError, ValueError, RecursionError):
        return False
    return isinstance(record, dict) and isinstance(record.get("text"), str)


def _once(items: list[str | Path]) -> list[str | Path]:
    seen: set[str] = set()
    out: list[str | Path] = []
    for item in items:
        key = item if item == "-" or is_url(item) else os.path.realpath(item)
        if key not in seen:
            seen.add(key)
            out.append(item)
    return out


def _article_id(path: Path) -> str:
    return path.name


class ArticlePath(type(Path())):
    """A file found under a directory given as input. Its ``article_id`` is its path relative to
    that directory, with ``/`` (``2024/story.txt``), so same-named files in two folders are two
    articles; a file given by itself is known by its name."""

    article_id: str


def _found(path: str, root: Path) -> ArticlePath:
    found = ArticlePath(path)
    found.article_id = Path(os.path.relpath(path, root)).as_posix()
    return found


def _ids_kept_apart(read_each):
    """Make article ids unique within one read: an id an earlier article already has (two
    inputs with the same file name, a ``.jsonl`` id repeated) gets ``#2``, ``#3``, ... and a
    warning, so two articles are never merged into one (nor does ``--update`` with one replace
    the other's triples)."""

    @wraps(read_each)
    def read_all(items: Iterable[str | Path], warn=None) -> Iterator[Article | Skip]:
        taken: set[str] = set()
        for item in items:
            for got in read_each([item], warn):
                if isinstance(got, Article):
                    got = _unique_id(got, getattr(item, "article_id", got.id), taken, item, warn)
                yield got

    return read_all


def _unique_id(article: Article, wanted: str, taken: set[str], source, warn) -> Article:
    new, n = wanted, 1
    while new in taken:
        n += 1
        new = f"{wanted}#{n}"
    taken.add(new)
    if new != wanted and warn:
        warn(f"{printable(str(source))}: article id {wanted!r} is an earlier article's too; kept apart as {new!r}")
    return article if new == article.id else replace(article, id=new)


def input_size(items: Iterable[str | Path]) -> int | None:
    """Total size in bytes of expanded inputs (for a progress ETA); None if one is stdin."""
    total = 0
    for item in items:
        if str(item) == "-":
            return None
        try:
            total += Path(item).stat().st_size
        except OSError:
            pass
    return total


def read(paths: Iterable[str | Path], warn=None) -> Iterator[Article | Skip]:
    """Yield an Article for every readable article in ``paths`` and a Skip for the rest.

    ``warn`` (optional) is called with a message for recoverable problems, such as a
    file decoded with a fallback encoding.

    Raises
    ------
    InputError
        For a path that does not exist, or a directory with no article files.
    """
    return read_expanded(expand(paths, warn), warn)


@_ids_kept_apart
def read_expanded(items: Iterable[str | Path], warn=None) -> Iterator[Article | Skip]:
    """:func:`read` for paths already expanded by :func:`expand`. Files are read one at a
    time; a file that has gone since it was listed is a Skip."""
    for item in items:
        if item == "-":
            yield from _read_stream("<stdin>", "stdin", sys.stdin.buffer, warn)
            continue
        if is_url(item):
            yield from _read_url(item, warn)
            continue
        path = Path(item)
        if path.suffix.lower() in JSONL_SUFFIXES:
            yield from _read_jsonl(path, warn)
            continue
        if path.suffix.lower() in HTML_SUFFIXES + FEED_SUFFIXES:
            yield from _read_markup(path, getattr(item, "article_id", None) or _article_id(path), warn)
            continue
        try:
            with path.open("rb") as fh:
                yield from _read_stream(str(path), _article_id(path), fh, warn)
        except OSError as exc:
            yield Skip(str(path), _unreadable(exc))


def _read_url(url: str, warn) -> Iterator[Article | Skip]:
    """A page (one article) or a feed (an article an entry) fetched from ``url``."""
    web = current()
    try:
        page = web.fetch(url)
    except FetchError as exc:
        yield Skip(url, str(exc))
        return
    if page.is_feed:
        yield from read_feed(url, page.body, web, warn)
    else:
        yield page_article(page.body, url, url)


def _read_markup(path: Path, article_id: str, warn) -> Iterator[Article | Skip]:
    """A saved page or a feed file, read bounded as any file."""
    try:
        with path.open("rb") as fh:
            data = fh.read(MAX_ARTICLE_BYTES + 1)
    except OSError as exc:
        yield Skip(str(path), _unreadable(exc))
        return
    if len(data) > MAX_ARTICLE_BYTES:
        yield Skip(str(path), _too_long(f"over {MAX_ARTICLE_BYTES:,} bytes"))
    elif not data.strip():
        yield Skip(str(path), "empty file")
    elif b"\x00" in data[:_BINARY_PROBE] and _wide_encoding(data) is None:
        yield Skip(str(path), "binary file")
    elif path.suffix.lower() in FEED_SUFFIXES:
        yield from read_feed(str(path), data, current(), warn, state_key=os.path.abspath(path))
    else:
        got = page_article(data, article_id)
        yield Skip(str(path), got.reason) if isinstance(got, Skip) else got


def _read_stream(source: str, article_id: str, fh, warn) -> Iterator[Article | Skip]:
    """One article from an open binary file, read bounded: a file that is binary, or longer
    than any article can be, is skipped after its first bytes (never read whole)."""
    head = fh.read(_BINARY_PROBE)
    if b"\x00" in head and _wide_encoding(head) is None:
        yield Skip(source, "binary file")
        return
    try:
        st = os.fstat(fh.fileno())
        size = st.st_size if stat.S_ISREG(st.st_mode) else None  # a pipe or device tells no size
    except (OSError, ValueError, io.UnsupportedOperation):
        size = None
    if size is not None and size > MAX_ARTICLE_BYTES:
        yield Skip(source, _too_long(f"{size:,} bytes"))
        return
    rest = fh.read(MAX_ARTICLE_BYTES + 1 - len(head))
    if len(head) + len(rest) > MAX_ARTICLE_BYTES:
        yield Skip(source, _too_long(f"over {MAX_ARTICLE_BYTES:,} bytes"))
        return
    yield from _read_text(source, article_id, head + rest, warn)


def _unreadable(exc: OSError) -> str:
    if isinstance(exc, FileNotFoundError):
        return "file vanished before it was read"
    return f"cannot read: {exc.strerror or exc}"


def _read_text(source: str, article_id: str, data: bytes, warn) -> Iterator[Article | Skip]:
    text, problem = _decode(data, source)
    if text is None:
        yield Skip(source, problem or "unreadable")
        return
    if problem and warn:
        warn(f"{printable(source)}: {problem}")
    if not text.strip():
        yield Skip(source, "empty file")
        return
    if len(text) > MAX_ARTICLE_CHARS:
        yield Skip(source, _too_long(f"{len(text):,} characters"))
        return
    text, fixed = _valid_unicode(text)
    if fixed and warn:
        warn(f"{printable(source)}: {fixed}")
    yield Article(id=article_id, text=text)


def _too_long(size: str) -> str:
    return f"too long for an article ({size}; the limit is {MAX_ARTICLE_CHARS:,} characters)"


def _read_jsonl(path: Path, warn) -> Iterator[Article | Skip]:
    """One article per line, read line by line (a dump of any size streams); a line longer
    than :data:`MAX_LINE_BYTES` is skipped without being held whole."""
    try:
        fh = path.open("rb")
    except OSError as exc:
        yield Skip(str(path), _unreadable(exc))
        return
    with fh:
        head = fh.read(_BINARY_PROBE)
        wide = _wide_encoding(head)
        if b"\x00" in head and wide is None:
            yield Skip(str(path), "binary file")
            return
        fh.seek(0)
        stream = fh if wide is None else io.TextIOWrapper(fh, encoding=wide, errors="replace", newline="")
        any_line = False
        warned = False
        lineno = 0
        while True:
            try:
                raw = stream.readline(MAX_LINE_BYTES + 1)
            except OSError as exc:
                yield Skip(f"{path}:{lineno + 1}", _unreadable(exc))
                return
            if not raw:
                break
            lineno += 1
            newline = b"\n" if wide is None else "\n"
            ended = raw.endswith(newline)
            raw = raw.rstrip(b"\r\n" if wide is None else "\r\n")
            if len(raw) > MAX_LINE_BYTES:
                if not ended:
                    _discard_line(stream, newline)
                any_line = True
                yield Skip(f"{path}:{lineno}", f"line too long (over {MAX_LINE_BYTES:,} bytes)")
                continue
            if wide is None:
                line, problem = _decode(raw, str(path))
                if line is None:
                    any_line = True
                    yield Skip(f"{path}:{lineno}", problem or "unreadable")
                    continue
                if problem and warn and not warned:
                    warn(f"{printable(str(path))}: {problem}")
                    warned = True
            else:
                line = raw.lstrip("\ufeff")
            if not line.strip():
                continue
            any_line = True
            yield _jsonl_article(path, lineno, line, warn)
    if not any_line:
        yield Skip(str(path), "empty file")


def _discard_line(stream, newline: bytes | str) -> None:
    """Read past the rest of an over-long line, a bounded piece at a time."""
    while True:
        piece = stream.readline(1 << 20)
        if not piece or piece.endswith(newline):
            return


_JSON_NESTING = re.compile(r'"(?:[^"\\]+|\\.)*"|[\[\]{}]')


def _nesting(line: str) -> int:
    """How deep arrays and objects nest in a JSON line (brackets inside strings don't count);
    counting stops past :data:`MAX_JSON_DEPTH`."""
    if line.count("[") + line.count("{") <= MAX_JSON_DEPTH:
        return 0
    depth = 0
    for m in _JSON_NESTING.finditer(line):
        token = m.group()
        if token in ("[", "{"):
            depth += 1
            if depth > MAX_JSON_DEPTH:
                return depth
        elif token in ("]", "}"):
            depth -= 1
    return 0


def _jsonl_article(path: Path, lineno: int, line: str, warn) -> Article | Skip:
    where = f"{path}:{lineno}"
    if _nesting(line) > MAX_JSON_DEPTH:
        return Skip(where, f"JSON nested too deeply (over {MAX_JSON_DEPTH} levels; an article is one flat object)")
    try:
        obj = json.loads(line)
    except json.JSONDecodeError as exc:
        return Skip(where, f"malformed JSON line ({exc.msg})")
    except RecursionError:  # pragma: no cover - the nesting check comes first
        return Skip(where, "JSON nested too deeply")
    if not isinstance(obj, dict) or not isinstance(obj.get("text"), str):
        return Skip(where, 'line has no "text" string')
    if not obj["text"].strip():
        return Skip(where, "empty text")
    if len(obj["text"]) > MAX_ARTICLE_CHARS:
        return Skip(where, _too_long(obj["text"]))
    fields = {}
    fixed_any = None
    for name in ("text", "id", "title", "date", "url"):
        value = obj["text"] if name == "text" else _opt_str(obj.get(name))
        if value is not None:
            value, fixed = _valid_unicode(value)
            fixed_any = fixed_any or fixed
        fields[name] = value
    if fixed_any and warn:
        warn(f"{printable(where)}: {fixed_any}")
    return Article(
        id=fields["id"] or f"{path.name}:{lineno}",
        text=fields["text"],
        title=fields["title"],
        date=fields["date"],
        url=fields["url"],
    )


_SURROGATES = re.compile("[\ud800-\udfff]")


def _valid_unicode(text: str) -> tuple[str, str | None]:
    """Replace lone surrogates (from JSON escapes such as ``\\ud83d``), which cannot be
    written as UTF-8, by U+FFFD; one character for one, so offsets stay right."""
    if not _SURROGATES.search(text):
        return text, None
    return _SURROGATES.sub("\ufffd", text), "replaced invalid surrogate characters with U+FFFD"


def _opt_str(value) -> str | None:
    return None if value is None else str(value)
