"""Domain exceptions. The library raises these; the CLI turns each into one clear line."""

from __future__ import annotations

from collections.abc import Iterable

#: The exit codes of every ``kgbuild`` command (the README's table): code -> what it means.
#: Each error class below carries its code; click's usage errors are 2, Ctrl-C is 130, and a
#: process ended by signal N exits 128 + N.
EXIT_CODES = {
    0: "done (skipped inputs are listed in the summary)",
    1: "other error",
    2: "no spaCy model could be loaded; also click's usage errors (a missing argument, a bad option)",
    3: "bad input",
    4: "bad graph file: corrupt, truncated, not kgbuild's, unknown format version",
    5: "output not writable",
    6: "unknown or ambiguous name; unknown relation",
    130: "interrupted (Ctrl-C)",
}


class KgbuildError(Exception):
    """Base class of every error kgbuild reports to a user.

    ``exit_code`` is the process exit status the CLI uses for it.
    """

    exit_code = 1


class ModelNotFound(KgbuildError):
    """No spaCy English pipeline could be loaded."""

    exit_code = 2


class RulesError(KgbuildError):
    """A rule file does not fit the rules' schema (an unknown key, kind or relation, a wrong type)."""

    exit_code = 1


class InputError(KgbuildError):
    """A path or article the user gave cannot be read."""

    exit_code = 3


class GraphFormatError(KgbuildError):
    """A graph file is corrupt, truncated or of an unknown format version."""

    exit_code = 4


class OutputError(KgbuildError):
    """An output file or directory cannot be written."""

    exit_code = 5


class LookupFailed(KgbuildError, LookupError):
    """A name matches no entity, or more than one (or a relation kgbuild does not know).

    ``candidates`` lists what it might have meant, closest first (for an ambiguous name,
    every entity it fits).
    """

    exit_code = 6

    def __init__(self, message: str, candidates: Iterable[str] = ()):
        super().__init__(message)
        self.candidates = list(candidates)
