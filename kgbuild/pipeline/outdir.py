"""OUTDIR as one unit: one build at a time writes it, and its outputs change together.

- **Lock.** A build holds ``OUTDIR/.kgbuild-lock`` (``flock``) from before it reads an earlier
  build (``--update``) until its outputs are published; a second build fails with "another build
  is writing OUTDIR" or, given ``wait`` seconds, waits that long first. The lock ends with the
  process, so a killed build never leaves OUTDIR locked.
- **Staging.** Outputs are written to ``OUTDIR/.kgbuild-staging-*``; staging directories a
  killed build left behind are removed by the next build (under the lock, so never a running
  build's).
- **Publishing.** ``graph.json``, ``graph.html`` and ``triples.jsonl`` are renamed into place
  together, then ``.kgbuild-manifest.json`` (each file's size and SHA-256); a rename that fails
  puts the earlier outputs back. :func:`check_published` finds an OUTDIR whose outputs do not
  match their manifest (a build killed between two renames), which ``--update`` refuses.
- **Nothing to write.** The manifest also keeps a digest of what the outputs were made from
  (the articles' cache keys, the alias file, kgbuild's code); a build that finds the same digest
  and every output matching its manifest leaves them as they are (:func:`unchanged`).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
import time
from pathlib import Path

from ..errors import GraphFormatError, OutputError
from ..graph.files import file_mode
from . import signals

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX: no lock
    fcntl = None

OUTPUT_FILES = ("triples.jsonl", "graph.html", "graph.json")  # renamed into place in this order
LOCK_NAME = ".kgbuild-lock"
MANIFEST_NAME = ".kgbuild-manifest.json"
MANIFEST_FORMAT = "kgbuild-outputs"
STAGING_PREFIX = ".kgbuild-staging-"
_BACKUP_SUFFIX = ".previous"


def _cannot_write(path: Path, exc: OSError) -> OutputError:
    return OutputError(f"cannot write to {path}: {exc.strerror or exc}")


def prepare(out: Path) -> None:
    """Create ``out``; refuse one that is a file, or whose outputs' names are taken by
    something other than a file (checked before any article is read).

    Raises
    ------
    OutputError
        Naming the path that cannot be written.
    """
    if out.exists() and not out.is_dir():
        raise OutputError(f"cannot write to {out}: not a directory")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise _cannot_write(out, exc) from None
    for name in (*OUTPUT_FILES, MANIFEST_NAME):
        target = out / name
        if target.exists() and not target.is_file():
            raise OutputError(f"cannot write to {target}: {'a directory' if target.is_dir() else 'not a file'} "
                              f"is in the way")


class Lock:
    """OUTDIR's lock, held from creation until :meth:`release` (or the end of a ``with`` block);
    waits up to ``wait`` seconds for another build.

    Raises
    ------
    OutputError
        Another build holds the lock (after ``wait`` seconds), or the lock file cannot be made.
    """

    def __init__(self, out: Path, wait: float = 0.0):
        self.path = out / LOCK_NAME
        self.fd: int | None = None
        if fcntl is None:  # pragma: no cover
            return
        deadline = time.monotonic() + max(0.0, wait)
        while self.fd is None:
            try:
                fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
            except OSError as exc:
                raise _cannot_write(out, exc) from None
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                os.close(fd)
                if time.monotonic() >= deadline:
                    raise OutputError(f"another build is writing {out}{_holder(self.path)}; wait for it to finish, "
                                      f"or give --wait-lock SECONDS") from None
                time.sleep(0.1)
                continue
            if _same_file(fd, self.path):  # the holder before us removes the file on release
                self.fd = fd
            else:
                os.close(fd)
        os.ftruncate(self.fd, 0)
        os.write(self.fd, f"{os.getpid()}\n".encode())

    def release(self) -> None:
        if self.fd is None:
            return
        try:
            os.unlink(self.path)  # while still held, so no build locks a file about to vanish
        except OSError:
            pass
        os.close(self.fd)
        self.fd = None

    def __enter__(self) -> "Lock":
        return self

    def __exit__(self, *exc) -> None:
        self.release()


def _same_file(fd: int, path: Path) -> bool:
    try:
        return os.path.samestat(os.fstat(fd), os.stat(path))
    except FileNotFoundError:
        return False


def _holder(path: Path) -> str:
    try:
        pid = path.read_text().strip()
    except OSError:
        return ""
    return f" (process {pid})" if pid.isdigit() else ""


def staging_dir(out: Path) -> Path:
    """A fresh staging directory in ``out``, after removing those a killed build left (call
    it under the lock)."""
    for stale in out.glob(STAGING_PREFIX + "*"):
        if stale.is_dir() and not stale.is_symlink():
            shutil.rmtree(stale, ignore_errors=True)
    try:
        return Path(tempfile.mkdtemp(prefix=STAGING_PREFIX, dir=out))
    except OSError as exc:
        raise _cannot_write(out, exc) from None


def _file_digest(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def publish(staging: Path, out: Path, inputs: str | None = None) -> None:
    """Rename the staged outputs into ``out``, then their manifest (with ``inputs``, the digest
    of what they were made from, when known). If a rename fails, the outputs already renamed are
    put back as they were (hard links of the earlier ones are kept in staging for that) and the
    error names the file.

    Raises
    ------
    OutputError
        Naming the output that could not be put in place.
    """
    manifest = {"format": MANIFEST_FORMAT, "version": 1,
                "files": {name: {"bytes": (staging / name).stat().st_size, "sha256": _file_digest(staging / name)}
                          for name in OUTPUT_FILES}}
    if inputs is not None:
        manifest["inputs"] = inputs
    try:
        (staging / MANIFEST_NAME).write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    except OSError as exc:
        raise _cannot_write(out / MANIFEST_NAME, exc) from None
    mode = file_mode()  # temporary files are private; outputs are not
    with signals.deferred():
        backups = _backups(staging, out)
        done: list[str] = []
        for name in (*OUTPUT_FILES, MANIFEST_NAME):
            try:
                os.chmod(staging / name, mode)
                os.replace(staging / name, out / name)
            except OSError as exc:
                _put_back(done, backups, out)
                raise _cannot_write(out / name, exc) from None
            done.append(name)


def _backups(staging: Path, out: Path) -> dict[str, Path]:
    """Hard links of the outputs in ``out`` now (free, and they survive the renames)."""
    found = {}
    for name in OUTPUT_FILES:
        backup = staging / (name + _BACKUP_SUFFIX)
        try:
            os.link(out / name, backup)
        except OSError:  # none yet, or a file system without hard links
            continue
        found[name] = backup
    return found


def _put_back(done: list[str], backups: dict[str, Path], out: Path) -> None:
    for name in reversed(done):
        try:
            if name in backups:
                os.replace(backups[name], out / name)
            else:
                os.unlink(out / name)
        except OSError:
            pass  # the manifest then tells the mix apart


def unchanged(out: Path, inputs: str) -> bool:
    """Whether ``out`` holds outputs made from ``inputs`` (the digest :func:`publish` recorded),
    each still as its manifest describes it."""
    try:
        manifest = json.loads((out / MANIFEST_NAME).read_text("utf-8"))
        if manifest.get("inputs") != inputs:
            return False
        files = manifest["files"]
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return False
    return isinstance(files, dict) and all(_matches(out / name, files.get(name)) for name in OUTPUT_FILES)


def _matches(path: Path, want) -> bool:
    """Whether the file at ``path`` is the one a manifest entry describes (its size and SHA-256)."""
    try:
        return isinstance(want, dict) and path.stat().st_size == want.get("bytes") \
            and _file_digest(path) == want.get("sha256")
    except OSError:
        return False


def check_published(out: Path) -> None:
    """Refuse an OUTDIR whose outputs do not match their manifest (an OUTDIR without one was
    written by an older kgbuild and is taken as it is).

    Raises
    ------
    GraphFormatError
        A half-published OUTDIR, naming the first output that does not match.
    """
    try:
        manifest = json.loads((out / MANIFEST_NAME).read_text("utf-8"))
        files = manifest["files"]
    except FileNotFoundError:
        return
    except (OSError, ValueError, KeyError, TypeError):
        raise GraphFormatError(f"{out / MANIFEST_NAME} is corrupt; build again without --update") from None
    for name in OUTPUT_FILES:
        if not _matches(out / name, files.get(name) if isinstance(files, dict) else None):
            raise GraphFormatError(f"{out} holds a half-published build: {name} does not match {MANIFEST_NAME}; "
                                   f"build again without --update")


__all__ = ["LOCK_NAME", "MANIFEST_NAME", "OUTPUT_FILES", "STAGING_PREFIX", "Lock", "check_published", "prepare",
           "publish", "staging_dir", "unchanged"]
