"""The installed package's version (its own module, so that any stage may read it without
importing ``kgbuild`` itself, whose ``__init__`` imports the pipeline)."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as _pkg_version

try:
    __version__ = _pkg_version("kgbuild")
except PackageNotFoundError:  # pragma: no cover - running from a source tree
    __version__ = "0.0.0"
