"""Stage 1, read: turn paths into :class:`~kgbuild.records.Article` records.

Accepted inputs: files and directories (searched recursively for ``.txt`` and
``.md``); ``.jsonl`` files, named explicitly, with one article per line (``{"id", "title", "text",
"date", "url"}``, only ``text`` required); ``-`` for standard input. A bad input is
reported as a :class:`~kgbuild.records.Skip` and never stops the others.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from .errors import InputError
from .records import Article, Skip

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
            found = sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() in TEXT_SUFFIXES
                           and not any(part.startswith(".") for part in p.relative_to(path).parts))
            if not found:
                raise InputError(f"no .txt or .md files in directory: {raw}")
            out.extend(found)
        else:
            out.append(path)
    return out


def _article_id(path: Path) -> str:
    return path.name


def read(paths: Iterable[str | Path], warn=None) -> Iterator[Article | Skip]:
    """Yield an Article for every readable article in ``paths`` and a Skip for the rest.

    ``warn`` (optional) is called with a message for recoverable problems, such as a
    file decoded with a fallback encoding.
    """
    for item in expand(paths):
        if item == "-":
            yield from _read_text("<stdin>", "stdin", sys.stdin.buffer.read(), warn)
            continue
        path = Path(item)
        try:
            data = path.read_bytes()
        except OSError as exc:
            yield Skip(str(path), f"cannot read: {exc.strerror or exc}")
            continue
        if path.suffix.lower() in JSONL_SUFFIXES:
            yield from _read_jsonl(path, data, warn)
        else:
            yield from _read_text(str(path), _article_id(path), data, warn)


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
    yield Article(id=article_id, text=text)


def _read_jsonl(path: Path, data: bytes, warn) -> Iterator[Article | Skip]:
    text, problem = _decode(data, str(path))
    if text is None:
        yield Skip(str(path), problem or "unreadable")
        return
    if problem and warn:
        warn(f"{path}: {problem}")
    any_line = False
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        any_line = True
        where = f"{path}:{lineno}"
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            yield Skip(where, f"malformed JSON line ({exc.msg})")
            continue
        if not isinstance(obj, dict) or not isinstance(obj.get("text"), str):
            yield Skip(where, 'line has no "text" string')
            continue
        if not obj["text"].strip():
            yield Skip(where, "empty text")
            continue
        article_id = str(obj.get("id") or f"{path.name}:{lineno}")
        yield Article(
            id=article_id,
            text=obj["text"],
            title=_opt_str(obj.get("title")),
            date=_opt_str(obj.get("date")),
            url=_opt_str(obj.get("url")),
        )
    if not any_line:
        yield Skip(str(path), "empty file")


def _opt_str(value) -> str | None:
    return None if value is None else str(value)
