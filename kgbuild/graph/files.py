"""Which file a user means by a graph argument, and the mode new files get.

- :func:`locate_graph`: ``out`` (a build directory) means ``out/graph.json``; a file that is not
  JSON at all (``graph.html``, a CSV export) is "not a kgbuild graph", not "corrupt".
- :func:`file_mode`: what a plain ``open(path, "w")`` would give a new file under the process's
  umask (0644 under 022); atomic writes stage in a private temporary file, then take this mode.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..errors import GraphFormatError

GRAPH_FILE = "graph.json"


def locate_graph(path: str | os.PathLike) -> Path:
    """The graph file ``path`` names: itself, or ``graph.json`` inside a build directory.

    Raises
    ------
    GraphFormatError
        For a directory without ``graph.json``, or a file that is plainly not a kgbuild graph
        (its first character is not ``{``: an HTML page, a CSV or GraphML export).

    >>> import tempfile
    >>> d = Path(tempfile.mkdtemp())
    >>> _ = (d / "graph.html").write_text("<!DOCTYPE html>")
    >>> locate_graph(d / "graph.html")
    Traceback (most recent call last):
    ...
    kgbuild.errors.GraphFormatError: ... is not a kgbuild graph (an HTML page); give graph.json or the build directory
    """
    p = Path(path)
    if p.is_dir():
        inside = p / GRAPH_FILE
        if not inside.is_file():
            raise GraphFormatError(f"{p} is a directory without {GRAPH_FILE}; give a graph.json or the "
                                   "directory kgbuild build wrote")
        return inside
    try:
        with p.open("rb") as fh:
            head = fh.read(512)
    except OSError:
        return p  # missing or unreadable: loading says so
    text = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    if text and not text.startswith(b"{"):
        what = ("an HTML page" if text[:1] == b"<" and b"html" in text.lower()
                else "XML" if text[:1] == b"<" else "not JSON")
        raise GraphFormatError(f"{p} is not a kgbuild graph ({what}); give graph.json or the build directory")
    return p


def _umask() -> int:
    """The process's umask, read without changing it where the system says (Linux), else by the
    usual set-and-restore."""
    try:
        with open("/proc/self/status", encoding="ascii", errors="replace") as fh:
            for line in fh:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def file_mode() -> int:
    """The mode ``open(path, "w")`` gives a new file now: 0o666 less the umask.

    >>> old = os.umask(0o022)
    >>> oct(file_mode())
    '0o644'
    >>> _ = os.umask(old)
    """
    return 0o666 & ~_umask()
