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
"""

from __future__ import annotations

import csv
import io
import itertools
import os
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import InputError

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
        return cls({k: list(v) for k, v in data.get("aliases", {}).items()},
                   [(a, b) for a, b in data.get("never_merge", [])])


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
    for n, row in enumerate(csv.reader(io.StringIO(text), skipinitialspace=True), 1):
        cells = [c.strip() for c in row if c.strip()]
        if not cells or cells[0].startswith("#"):
            continue
        if cells[0].lower() == NEVER:
            if len(cells) < 3:
                raise InputError(f"{source}:{n}: {NEVER} needs at least two names")
            never.extend(itertools.combinations(cells[1:], 2))
            continue
        _add(aliases, cells[0], cells[1:])
    return AliasFile(aliases, never)


def parse_aliases_yaml(text: str, *, source: str = "aliases") -> AliasFile:
    """Parse the YAML form: an ``aliases`` mapping and a ``never_merge`` list of name lists.

    >>> f = parse_aliases_yaml("aliases:\\n  Prince Anselm: [Anselm]\\nnever_merge:\\n  - [Anselm Voss, Prince Anselm]\\n")
    >>> f.aliases, f.never_merge
    ({'Prince Anselm': ['Anselm']}, [('Anselm Voss', 'Prince Anselm')])
    """
    import yaml

    try:
        data = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f":{mark.line + 1}" if mark is not None else ""
        raise InputError(f"{source}{where}: not valid YAML ({getattr(exc, 'problem', None) or exc})") from None
    if data is None:
        return AliasFile()
    if not isinstance(data, dict) or not set(data) <= {"aliases", "never_merge"}:
        raise InputError(f"{source}: expected the keys 'aliases' (canonical name: [aliases]) and 'never_merge' "
                         f"(a list of name lists)")
    aliases: dict[str, list[str]] = {}
    for canonical, names in (data.get("aliases") or {}).items():
        if isinstance(names, str):
            names = [names]
        if not isinstance(names, list) or not all(isinstance(x, str | int | float) for x in names):
            raise InputError(f"{source}: aliases of {canonical!r} must be a list of names")
        _add(aliases, str(canonical), [str(x) for x in names])
    never: list[tuple[str, str]] = []
    for group in data.get("never_merge") or []:
        if not isinstance(group, list) or len(group) < 2:
            raise InputError(f"{source}: each never_merge entry must list at least two names, not {group!r}")
        never.extend(itertools.combinations([str(x).strip() for x in group], 2))
    return AliasFile(aliases, never)


def _add(aliases: dict[str, list[str]], canonical: str, names: list[str]) -> None:
    canonical = canonical.strip()
    have = aliases.setdefault(canonical, [])
    for name in names:
        name = name.strip()
        if name and name != canonical and name not in have:
            have.append(name)
