"""A progress bar for long builds: articles done, words/s and an ETA, on stderr.

It is shown only when stderr is a terminal (and not ``--quiet``); otherwise every method
does nothing, so piped or logged output holds nothing but the summary.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import TextIO

from ..wording import counted


class Progress:
    """Counts articles, words and input characters; draws a tqdm bar when enabled.

    ``total`` is the input size in characters when known (files), which gives the ETA;
    without it (standard input) the bar counts articles only.

    >>> p = Progress(total=100, enabled=False)
    >>> p.update(chars=40, words=8)
    >>> p.articles, p.words
    (1, 8)
    >>> p.close()
    """

    def __init__(self, total: int | None = None, *, enabled: bool | None = None, stream: TextIO | None = None):
        self.stream = stream or sys.stderr
        if enabled is None:
            enabled = _is_terminal(self.stream)
        self.articles = 0
        self.words = 0
        self.started = time.perf_counter()
        self._bar = None
        if enabled:
            self._bar = _bar_class()(total=total, file=self.stream, unit="B", unit_scale=True, leave=False,
                                     dynamic_ncols=True, mininterval=0.25,
                                     bar_format="{l_bar}{bar}| {stats} [{elapsed}<{remaining}]")
            self._bar.set_description("extracting", refresh=False)

    def set_total(self, total: int | None) -> None:
        """The input size, once it is known."""
        if self._bar is not None:
            self._bar.total = total
            self._bar.refresh()

    @property
    def enabled(self) -> bool:
        return self._bar is not None

    def update(self, *, chars: int = 0, words: int = 0, articles: int = 1) -> None:
        """One more article (or skip) done."""
        self.articles += articles
        self.words += words
        if self._bar is not None:
            rate = self.words / max(time.perf_counter() - self.started, 1e-9)
            # tqdm's own postfix always starts with ", "; ours is a field of the bar's own
            self._bar.stats = f"{counted(self.articles, 'article')}, {rate / 1000:.1f}k words/s"
            if self._bar.total is not None:
                chars = min(chars, self._bar.total - self._bar.n)
            self._bar.update(chars)

    def around(self, fn: Callable[[str], None] | None) -> Callable[[str], None] | None:
        """``fn`` (a function that prints a message) made to print above the bar."""
        if fn is None or self._bar is None:
            return fn

        def wrapped(message: str) -> None:
            from tqdm import tqdm

            with tqdm.external_write_mode(file=self.stream):
                fn(message)

        return wrapped

    def close(self) -> None:
        if self._bar is not None:
            self._bar.close()
            self._bar = None

    def __enter__(self) -> "Progress":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _bar_class():
    """tqdm with a ``{stats}`` field for the bar format (imported only when a bar is drawn)."""
    from tqdm import tqdm

    class Bar(tqdm):
        stats = ""

        @property
        def format_dict(self):
            return {**super().format_dict, "stats": self.stats}

    return Bar


def _is_terminal(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


__all__ = ["Progress"]
