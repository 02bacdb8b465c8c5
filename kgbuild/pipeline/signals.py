"""SIGTERM and SIGHUP end a run as Ctrl-C does: spaCy's workers are ended, the exception
unwinds (staging directories are removed, the OUTDIR lock is released) and the CLI prints one
line with exit code 128 + the signal's number."""

from __future__ import annotations

import multiprocessing
import os
import signal
import warnings
from contextlib import contextmanager

ENDING_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


class Terminated(KeyboardInterrupt):
    """The process was asked to end (SIGTERM, SIGHUP); handled wherever Ctrl-C is."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum
        self.exit_code = 128 + signum

    def __str__(self) -> str:
        return f"terminated ({signal.Signals(self.signum).name})"


@contextmanager
def ending_on_signals():
    """While this runs, SIGTERM and SIGHUP raise :class:`Terminated` in the main thread, after the
    worker processes started meanwhile are ended (they may be blocked sending a batch nobody
    reads, and spaCy's clean-up would wait for them). A signal already ignored stays ignored
    (``nohup kgbuild build ...`` survives a closed terminal). Outside the main thread: nothing
    changes."""
    main_pid = os.getpid()
    before = set(multiprocessing.active_children())

    def handler(signum, frame):
        if os.getpid() != main_pid:  # a forked worker inherited this handler: end as asked
            signal.signal(signum, signal.SIG_DFL)
            os.kill(os.getpid(), signum)
            return
        for proc in multiprocessing.active_children():
            if proc not in before:
                proc.terminate()
        warnings.filterwarnings("ignore", message=r"\[W127\]")  # spaCy: workers did not complete
        raise Terminated(signum)

    try:
        wanted = [s for s in ENDING_SIGNALS if signal.getsignal(s) is not signal.SIG_IGN]
    except ValueError:  # pragma: no cover - not a valid signal here
        wanted = []
    with _handlers(handler, wanted) as installed:
        yield installed


@contextmanager
def deferred():
    """Hold Ctrl-C, SIGTERM and SIGHUP for the few microseconds of publishing the outputs: once
    the first is renamed, the others follow. The build is then complete, so a held signal is
    dropped."""
    with _handlers(lambda signum, frame: None, (signal.SIGINT, *ENDING_SIGNALS)):
        yield


@contextmanager
def _handlers(handler, signums=ENDING_SIGNALS):
    previous = {}
    try:
        for signum in signums:
            previous[signum] = signal.signal(signum, handler)
    except ValueError:  # not the main thread: leave signals alone
        pass
    try:
        yield bool(previous)
    finally:
        for signum, old in previous.items():
            signal.signal(signum, old if old is not None else signal.SIG_DFL)


__all__ = ["ENDING_SIGNALS", "Terminated", "deferred", "ending_on_signals"]
