"""A user's alias file: forced merges and pairs kept apart, for ``kgbuild build --aliases FILE``.

Two formats, told apart by the file's suffix.

CSV (``.csv``, or any other suffix): one entity a row, the canonical name first, then its
aliases; a row starting with ``!never`` lists names that must stay apart, each from each;
``#`` starts a comment line::

    # canonical name, aliases...
    Dana Webb, Dee Webb, Danielle Webb
    Prince Anselm, Anselm, Duke of Ardmore
    !never, Dana Webb, Dana Whitlock

YAML (``.yaml``/``.yml``)::

    aliases:
      Dana Webb: [Dee Webb, Danielle Webb]
      Prince Anselm: [Anselm, Duke of Ardmore]
    never_merge:
      - [Dana Webb, Dana Whitlock]

Names match any case, accents, curly quotes and titles (see :func:`kgbuild.names.name_key`).

A file that cannot mean what it seems to is refused (:class:`~kgbuild.errors.InputError`, naming
the line or field) rather than read some other way: a CSV quote left open (it would swallow the
rows after it), YAML of another shape, merges that join two names a ``!never`` row keeps apart,
and YAML aliases (``*name``), which an alias file never needs and which can expand a few hundred
bytes into gigabytes.
"""

from __future__ import annotations

import csv
import io
import itertools
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from ..errors import InputError
from ..names import name_key, split_nickname
from ..schema import SchemaError, check_aliases

__all__ = ["AliasFile", "parse_aliases_csv", "parse_aliases_yaml", "read_aliases"]

NEVER = "!never"


@dataclass(frozen=True)
class AliasFile:
    """What an alias file says: ``{canonical: [aliases]}`` and pairs of names kept apart.

    Pass both to :meth:`kgbuild.graph.knowledge_graph.KnowledgeGraph.from_triples`:
    ``from_triples(triples, aliases=f.aliases, never_merge=f.never_merge)``.
    """

    aliases: dict[str, list[str]] = field(default_factory=dict)
    never_merge: list[tuple[str, str]] = field(default_factory=list)

    def to_dict(self) -> dict:
        """As kept in graph.json, so ``kgbuild build --update`` applies it again."""
        return {"aliases": {k: list(v) for k, v in self.aliases.items()},
                "never_merge": [list(p) for p in self.never_merge]}

    @classmethod
    def from_dict(cls, data: dict) -> "AliasFile":
        """Inverse of :meth:`to_dict`; a :class:`~kgbuild.schema.SchemaError` for data of another shape."""
        aliases, never = check_aliases(data)
        return cls(aliases, [pair for group in never for pair in itertools.combinations(group, 2)])


def read_aliases(path: str | os.PathLike) -> AliasFile:
    """Read an alias file, CSV or YAML by its suffix.

    Raises
    ------
    InputError
        The file cannot be read, or a line is malformed (the message names the line).
    """
    p = Path(path)
    try:
        text = p.read_text("utf-8-sig")
    except FileNotFoundError:
        raise InputError(f"no such alias file: {path}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"cannot read alias file {path}: {exc}") from None
    if p.suffix.lower() in (".yaml", ".yml"):
        return parse_aliases_yaml(text, source=str(path))
    return parse_aliases_csv(text, source=str(path))


def parse_aliases_csv(text: str, *, source: str = "aliases") -> AliasFile:
    """Parse the CSV form: ``canonical, alias, ...`` rows and ``!never, a, b, ...`` rows.

    >>> f = parse_aliases_csv("Dana Webb, Dee Webb\\n!never, Dana Webb, Dana Whitlock\\n")
    >>> f.aliases, f.never_merge
    ({'Dana Webb': ['Dee Webb']}, [('Dana Webb', 'Dana Whitlock')])
    """
    aliases: dict[str, list[str]] = {}
    never: list[tuple[str, str]] = []
    rows: list[tuple[str, list[str]]] = []  # (where, names) of every row that merges
    apart: list[tuple[str, tuple[str, str]]] = []  # (where, pair) of every pair kept apart
    for n, cells in _csv_rows(text, source):
        if cells[0].lower() == NEVER:
            if len(cells) < 3:
                raise InputError(f"{source}:{n}: {NEVER} needs at least two names")
            pairs = list(itertools.combinations(cells[1:], 2))
            never.extend(pairs)
            apart.extend((f"line {n}", p) for p in pairs)
            continue
        _add(aliases, cells[0], cells[1:])
        rows.append((f"line {n}", cells))
    _refuse_conflicts(rows, apart, source)
    return AliasFile(aliases, never)


def _csv_rows(text: str, source: str) -> Iterator[tuple[int, list[str]]]:
    """``(line number, non-empty cells)`` of every row that is not blank or a comment. A quote
    left open would swallow every later row into one cell, so it is an error naming its line."""
    reader = csv.reader(io.StringIO(text), skipinitialspace=True, strict=True)
    start = 1
    while True:
        try:
            row = next(reader)
        except StopIteration:
            return
        except csv.Error as exc:
            if "end of data" in str(exc):
                raise InputError(f"{source}:{start}: a quote opened on this line is never closed "
                                 f"(it would swallow every later row)") from None
            raise InputError(f"{source}:{reader.line_num}: malformed CSV ({exc}); a name with a comma or quote "
                             f"goes in double quotes, a quote inside doubled") from None
        if any("\n" in c or "\r" in c for c in row):
            raise InputError(f"{source}:{start}: a quote opened on this line runs over "
                             f"{reader.line_num - start + 1} lines (a name is one line; is a quote left open?)")
        n, start = start, reader.line_num + 1
        cells = [c.strip() for c in row if c.strip()]
        if cells and not cells[0].startswith("#"):
            yield n, cells


def parse_aliases_yaml(text: str, *, source: str = "aliases") -> AliasFile:
    """Parse the YAML form: an ``aliases`` mapping and a ``never_merge`` list of name lists.

    >>> f = parse_aliases_yaml("aliases:\\n  Prince Anselm: [Anselm]\\nnever_merge:\\n  - [Anselm Voss, Prince Anselm]\\n")
    >>> f.aliases, f.never_merge
    ({'Prince Anselm': ['Anselm']}, [('Anselm Voss', 'Prince Anselm')])
    """
    import yaml

    try:
        data = yaml.load(text, Loader=_loader())  # noqa: S506 - a SafeLoader without YAML aliases
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f":{mark.line + 1}" if mark is not None else ""
        raise InputError(f"{source}{where}: not valid YAML ({getattr(exc, 'problem', None) or exc})") from None
    except RecursionError:
        raise InputError(f"{source}: not valid YAML (nested too deeply)") from None
    if data is None:
        return AliasFile()
    try:
        shaped, groups = check_aliases(data)
    except SchemaError as exc:
        raise InputError(f"{source}: {exc}") from None
    aliases: dict[str, list[str]] = {}
    for canonical, names in shaped.items():
        _add(aliases, canonical, names)
    never: list[tuple[str, str]] = []
    apart: list[tuple[str, tuple[str, str]]] = []
    for i, group in enumerate(groups):
        pairs = list(itertools.combinations(group, 2))
        never.extend(pairs)
        apart.extend((f"never_merge[{i}]", p) for p in pairs)
    _refuse_conflicts([(f"aliases[{c!r}]", [c, *names]) for c, names in aliases.items()], apart, source)
    return AliasFile(aliases, never)


@cache
def _loader():
    """A yaml SafeLoader that refuses YAML aliases (``*name``): an alias file needs none, and
    expanding them lets a few hundred bytes stand for gigabytes (a "billion laughs")."""
    import yaml

    class NoAliasesLoader(yaml.SafeLoader):
        def compose_node(self, parent, index):
            if self.check_event(yaml.AliasEvent):
                event = self.peek_event()
                raise yaml.composer.ComposerError(None, None, f"YAML aliases (*{event.anchor}) are not allowed in "
                                                              f"an alias file; write the names out",
                                                  event.start_mark)
            return super().compose_node(parent, index)

    return NoAliasesLoader


def _refuse_conflicts(rows: list[tuple[str, list[str]]], apart: list[tuple[str, tuple[str, str]]],
                      source: str) -> None:
    """Refuse a file whose merges join two names it also keeps apart. Names match as the merge
    matches them (:func:`kgbuild.names.name_key`), and rows sharing a name join too, so
    ``A, B`` and ``B, C`` merge A and C.

    Raises
    ------
    InputError
        Naming the pair, where it is kept apart and the rows that join it.
    """
    if not rows or not apart:
        return
    parent: dict[str, str] = {}

    def root(key: str) -> str:
        parent.setdefault(key, key)
        while parent[key] != key:
            parent[key] = parent[parent[key]]
            key = parent[key]
        return key

    def key(name: str) -> str:
        return name_key(split_nickname(name)[0])

    for _, names in rows:
        first = root(key(names[0]))
        for name in names[1:]:
            parent[root(key(name))] = first
    for where, (a, b) in apart:
        if key(a) != key(b) and key(a) in parent and key(b) in parent and root(key(a)) == root(key(b)):
            joined = root(key(a))
            by = [w for w, names in rows if any(root(key(n)) == joined for n in names)]
            raise InputError(f"{source}: {a!r} and {b!r} are kept apart ({where}) but merged "
                             f"({', '.join(by[:3])}{', ...' if len(by) > 3 else ''}); remove one or the other")


def _add(aliases: dict[str, list[str]], canonical: str, names: list[str]) -> None:
    canonical = canonical.strip()
    have = aliases.setdefault(canonical, [])
    for name in names:
        name = name.strip()
        if name and name != canonical and name not in have:
            have.append(name)
