"""Stage 1, read: turn paths into :class:`~kgbuild.records.Article` records.

Accepted inputs: files and directories (searched recursively for ``.txt`` and
``.md``); ``.jsonl`` files, named explicitly, with one article per line (``{"id", "title", "text",
"date", "url"}``, only ``text`` required); ``-`` for standard input. A bad input is
reported as a :class:`~kgbuild.records.Skip` and never stops the others.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from ..errors import InputError
from ..records import Article, Skip

# Longer articles are parsed in pieces (kgbuild.extraction.stream.pieces); past this size a "file" is
# not an article (a dump, a log) and parsing it would take minutes, so it is skipped.
MAX_ARTICLE_CHARS = 2_000_000
TEXT_SUFFIXES = (".txt", ".md")
JSONL_SUFFIXES = (".jsonl",)
SUFFIXES = TEXT_SUFFIXES + JSONL_SUFFIXES


def _decode(data: bytes, source: str) -> tuple[str | None, str | None]:
    """Decode bytes as UTF-8; fall back to cp1252/latin-1 with a warning; refuse binaries."""
    if b"\x00" in data[:8192]:
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


def _article_files(root: Path) -> Iterator[str]:
    """``.txt``/``.md`` files under ``root``, skipping hidden files and directories (a
    cache or staging directory inside the corpus is never read)."""
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = [d for d in dirnames if not d.startswith(".")]
        for name in filenames:
            if not name.startswith(".") and os.path.splitext(name)[1].lower() in TEXT_SUFFIXES:
                full = os.path.join(dirpath, name)
                if os.path.isfile(full):
                    yield full


def expand(paths: Iterable[str | Path]) -> list[str | Path]:
    """Expand directories into their article files, sorted, keeping ``-`` as is.

    Raises
    ------
    InputError
        For a path that does not exist, or a directory with no article files.
    """
    out: list[str | Path] = []
    for raw in paths:
        if str(raw) == "-":
            out.append("-")
            continue
        path = Path(raw)
        if not path.exists():
            raise InputError(f"no such file or directory: {raw}")
        if path.is_dir():
            # a directory holds article files; .jsonl files there may be anything (gold
            # triples, caches), so a .jsonl corpus is named explicitly
            found = [Path(f) for f in sorted(_article_files(path), key=lambda f: f.split(os.sep))]
            if not found:
                raise InputError(f"no .txt or .md files in directory: {raw}")
            out.extend(found)
        else:
            out.append(path)
    return out


def _article_id(path: Path) -> str:
    return path.name


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
    return read_expanded(expand(paths), warn)


def read_expanded(items: Iterable[str | Path], warn=None) -> Iterator[Article | Skip]:
    """:func:`read` for paths already expanded by :func:`expand`. Files are read one at a
    time; a file that has gone since it was listed is a Skip."""
    for item in items:
        if item == "-":
            yield from _read_text("<stdin>", "stdin", sys.stdin.buffer.read(), warn)
            continue
        path = Path(item)
        if path.suffix.lower() in JSONL_SUFFIXES:
            yield from _read_jsonl(path, warn)
            continue
        try:
            data = path.read_bytes()
        except OSError as exc:
            yield Skip(str(path), _unreadable(exc))
            continue
        yield from _read_text(str(path), _article_id(path), data, warn)


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
        warn(f"{source}: {problem}")
    if not text.strip():
        yield Skip(source, "empty file")
        return
    if len(text) > MAX_ARTICLE_CHARS:
        yield Skip(source, _too_long(text))
        return
    text, fixed = _valid_unicode(text)
    if fixed and warn:
        warn(f"{source}: {fixed}")
    yield Article(id=article_id, text=text)


def _too_long(text: str) -> str:
    return f"too long for an article ({len(text):,} characters; the limit is {MAX_ARTICLE_CHARS:,})"


def _read_jsonl(path: Path, warn) -> Iterator[Article | Skip]:
    """One article per line, read line by line (a dump of any size streams)."""
    try:
        fh = path.open("rb")
    except OSError as exc:
        yield Skip(str(path), _unreadable(exc))
        return
    with fh:
        if b"\x00" in fh.read(8192):
            yield Skip(str(path), "binary file")
            return
        fh.seek(0)
        any_line = False
        warned = False
        lineno = 0
        while True:
            try:
                raw = fh.readline()
            except OSError as exc:
                yield Skip(f"{path}:{lineno + 1}", _unreadable(exc))
                return
            if not raw:
                break
            lineno += 1
            line, problem = _decode(raw.rstrip(b"\r\n"), str(path))
            if line is None:
                any_line = True
                yield Skip(f"{path}:{lineno}", problem or "unreadable")
                continue
            if problem and warn and not warned:
                warn(f"{path}: {problem}")
                warned = True
            if not line.strip():
                continue
            any_line = True
            yield _jsonl_article(path, lineno, line, warn)
    if not any_line:
        yield Skip(str(path), "empty file")


def _jsonl_article(path: Path, lineno: int, line: str, warn) -> Article | Skip:
    where = f"{path}:{lineno}"
    try:
        obj = json.loads(line)
    except json.JSONDecodeError as exc:
        return Skip(where, f"malformed JSON line ({exc.msg})")
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
        warn(f"{where}: {fixed_any}")
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
