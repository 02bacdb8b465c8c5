"""The shapes of the JSON kgbuild reads back, checked before use, in one place.

kgbuild reads JSON it wrote earlier (``graph.json``, ``triples.jsonl``, cache entries) and a
user's alias YAML. Valid JSON of the wrong shape (a name that is a number, a confidence of
``"NaN"`` or 7.5, a relation kgbuild does not know, ``"graph": "x"``) is refused here, so it
never reaches merging, the outputs or a traceback. Each check raises :class:`SchemaError`
whose message starts with the field's path (``links[3].confidence``); callers turn it into
their own error: a bad cache entry is a miss, a bad ``graph.json`` exit 4, a bad alias file or
``triples.jsonl`` line exit 3.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

from . import relations as relations_mod


class SchemaError(ValueError):
    """A value of the wrong shape. The message names the field: ``links[3].confidence: ...``."""


_SHOWN_DEPTH = 32  # deeper values are named, not shown (their repr could exhaust the stack)


def _too_deep(value: Any, limit: int = _SHOWN_DEPTH) -> bool:
    """Whether lists, tuples or dicts nest deeper than ``limit`` (walked without recursion)."""
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            return True
        if isinstance(item, (list, tuple)):
            stack.extend((x, depth + 1) for x in item[:64])
        elif isinstance(item, dict):
            stack.extend((x, depth + 1) for x in list(item.values())[:64])
    return False


def _shown(value: Any) -> str:
    if _too_deep(value):
        return "a value nested too deeply"
    try:
        text = repr(value)
    except RecursionError:
        return "a value nested too deeply"
    return text if len(text) <= 40 else text[:37] + "..."


def fail(where: str, wanted: str, value: Any) -> SchemaError:
    """The error for ``where`` holding ``value`` instead of ``wanted``."""
    return SchemaError(f"{where}: must be {wanted}, not {_shown(value)}")


def mapping(value: Any, where: str) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise fail(where, "an object", value)
    return value


def listing(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise fail(where, "a list", value)
    return value


def text(value: Any, where: str, *, optional: bool = False) -> str | None:
    if value is None and optional:
        return None
    if not isinstance(value, str):
        raise fail(where, "a string" + (" or null" if optional else ""), value)
    return value


def name(value: Any, where: str) -> str:
    """A non-empty string (an entity's name or type, an article id)."""
    if not isinstance(value, str) or not value.strip():
        raise fail(where, "a non-empty string", value)
    return value


def integer(value: Any, where: str) -> int:
    """A whole number from 0 (not a bool, not a string)."""
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise fail(where, "a whole number from 0", value)
    return value


def confidence(value: Any, where: str) -> float:
    """A finite number from 0 to 1 (``NaN``, ``"0.9"``, ``7.5`` and ``true`` are refused)."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value) \
            or not 0 <= value <= 1:
        raise fail(where, "a number from 0 to 1", value)
    return float(value)


def relation(value: Any, where: str) -> str:
    """A relation kgbuild declares (:mod:`kgbuild.relations`)."""
    declared = relations_mod.relations()
    if not isinstance(value, str) or value not in declared:
        raise fail(where, f"a known relation ({', '.join(declared)})", value)
    return value


def each(value: Any, where: str, check: Callable[[Any, str], Any]) -> list[Any]:
    """``check`` applied to every item of the list ``value``, each named ``where[i]``."""
    return [check(item, f"{where}[{i}]") for i, item in enumerate(listing(value, where))]


def _fields(data: Mapping[str, Any], where: str, required: dict[str, Callable[[Any, str], Any]],
            optional: dict[str, Callable[[Any, str], Any]] = {}) -> None:  # noqa: B006 - never mutated
    prefix = f"{where}." if where else ""
    for key, check in required.items():
        if key not in data:
            raise SchemaError(f"{prefix}{key}: missing")
        check(data[key], prefix + key)
    for key, check in optional.items():
        if key in data:
            check(data[key], prefix + key)


def _opt_text(value: Any, where: str) -> str | None:
    return text(value, where, optional=True)


def _texts(value: Any, where: str) -> list[str]:
    return each(value, where, text)


# -- records -------------------------------------------------------------------------------------

def check_triple(data: Any, where: str = "") -> Mapping[str, Any]:
    """A :meth:`Triple.to_dict() <kgbuild.records.Triple.to_dict>` (a ``triples.jsonl`` line, a
    triple in a cache entry).

    >>> check_triple({"head": "A", "relation": "wed", "tail": "B"})  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    kgbuild.schema.SchemaError: relation: must be a known relation (spouse, ...), not 'wed'
    """
    data = mapping(data, where or "triple")
    _fields(data, where, {"head": name, "relation": relation, "tail": name, "head_type": name, "tail_type": name,
                          "confidence": confidence, "doc": name, "sentence": text, "start": integer,
                          "end": integer, "rule": text},
            {"date": _opt_text, "url": _opt_text, "head_aliases": _texts, "tail_aliases": _texts})
    return data


def check_extraction(data: Any) -> Mapping[str, Any]:
    """An :meth:`Extraction.to_dict() <kgbuild.records.Extraction.to_dict>` (a cache entry)."""
    data = mapping(data, "extraction")
    _fields(data, "", {"article": name, "triples": lambda v, w: each(v, w, check_triple)},
            {"words": integer, "date": _opt_text})
    return data


# -- graph.json ----------------------------------------------------------------------------------

def _evidence(value: Any, where: str) -> None:
    _fields(mapping(value, where), where,
            {"article": name, "sentence": text, "start": integer, "end": integer, "rule": text,
             "confidence": confidence},
            {"date": _opt_text, "url": _opt_text})


def _node(value: Any, where: str) -> None:
    _fields(mapping(value, where), where, {"id": name},
            {"label": name, "type": name, "aliases": _texts, "articles": _texts, "mentions": integer})


def _flag(value: Any, where: str) -> None:
    if not isinstance(value, bool):
        raise fail(where, "true or false", value)


def _unresolved(value: Any, where: str) -> None:
    _fields(mapping(value, where), where, {"name": text, "article": text, "candidates": _texts})


def check_graph(data: Any) -> None:
    """The node-link JSON of a ``graph.json`` past its format marker and version: a directed
    multigraph, nodes with string ids, links between them with a known relation, a confidence
    from 0 to 1, a support count and evidence, and the graph's own lists.

    Unknown extra fields are allowed (a newer kgbuild may add some within one format version).
    """
    data = mapping(data, "graph file")
    for key in ("directed", "multigraph"):
        if data.get(key, True) is not True:
            raise fail(key, "true (a kgbuild graph is a directed multigraph)", data[key])
    meta = mapping(data.get("graph"), "graph")
    _fields(meta, "graph", {}, {"articles": _texts, "unresolved": lambda v, w: each(v, w, _unresolved),
                                "user_aliases": check_aliases})
    ids = {n["id"] for n in each(data.get("nodes", []), "nodes", lambda v, w: _node(v, w) or v)}
    edges_key = "links" if "links" in data else "edges"
    for i, link in enumerate(listing(data.get(edges_key, []), edges_key)):
        where = f"{edges_key}[{i}]"
        _fields(mapping(link, where), where,
                {"source": name, "target": name, "key": relation, "confidence": confidence, "support": integer,
                 "evidence": lambda v, w: each(v, w, _evidence)},
                {"relation": relation, "current": _flag})
        for end in ("source", "target"):
            if link[end] not in ids:
                raise SchemaError(f"{where}.{end}: {_shown(link[end])} is not a node")


# -- alias files (YAML, and as kept in graph.json) ------------------------------------------------

def _alias_name(value: Any, where: str) -> str:
    """A name in an alias file: a string (a YAML number, such as a year, is read as its text)."""
    if isinstance(value, bool) or not isinstance(value, str | int | float) or not str(value).strip():
        raise fail(where, "a name", value)
    return str(value).strip()


def check_aliases(data: Any, where: str = "") -> tuple[dict[str, list[str]], list[list[str]]]:
    """An alias file's content: ``aliases`` (canonical name: a name or a list of names) and
    ``never_merge`` (a list of lists of two or more names). Returns both, names as strings.

    >>> check_aliases({"aliases": "Kim"})
    Traceback (most recent call last):
    ...
    kgbuild.schema.SchemaError: aliases: must be a mapping of canonical name to aliases, not 'Kim'
    """
    prefix = f"{where}." if where else ""
    if not isinstance(data, Mapping) or not set(data) <= {"aliases", "never_merge"}:
        raise SchemaError(f"{where}: " * bool(where) + "expected the keys 'aliases' (canonical name: [aliases]) "
                          f"and 'never_merge' (a list of name lists), not {_shown(data)}")
    raw = data.get("aliases") or {}
    if not isinstance(raw, Mapping):
        raise fail(f"{prefix}aliases", "a mapping of canonical name to aliases", raw)
    aliases: dict[str, list[str]] = {}
    for canonical, names in raw.items():
        key = _alias_name(canonical, f"{prefix}aliases")
        at = f"{prefix}aliases[{key!r}]"
        aliases[key] = [_alias_name(names, at)] if not isinstance(names, list) else \
            [_alias_name(n, f"{at}[{i}]") for i, n in enumerate(names)]
    groups = data.get("never_merge") or []
    never = []
    for i, group in enumerate(listing(groups, f"{prefix}never_merge")):
        at = f"{prefix}never_merge[{i}]"
        if not isinstance(group, list) or len(group) < 2:
            raise fail(at, "a list of at least two names", group)
        never.append([_alias_name(n, f"{at}[{j}]") for j, n in enumerate(group)])
    return aliases, never


__all__ = ["SchemaError", "check_aliases", "check_extraction", "check_graph", "check_triple"]
