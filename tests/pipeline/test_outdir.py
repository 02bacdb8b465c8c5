"""OUTDIR as one unit (issue 19, items 4, 5, 7 and 9): one build at a time writes it, its outputs
change together or not at all, signals end a build like Ctrl-C, and nothing half-done survives.

Every failure is one line and a documented exit code; every pre-existing file survives.
Extraction is canned (no spaCy) except where real workers are the point.
"""

from __future__ import annotations

import errno
import json
import os
import signal
import threading
import time
from pathlib import Path

import pytest

from kgbuild.cli import main
from kgbuild.pipeline import outdir as outdirs
from kgbuild.pipeline import run as pipeline
from kgbuild.records import Evidence, Extraction, Triple

from ..conftest import busy_build, run

COUPLES = {  # article id -> (head, tail), invented
    "a.txt": ("Mara Quill", "Tobias Quill"),
    "b.txt": ("Ines Varga", "Otto Brandt"),
    "c.txt": ("Lena Sorel", "Piet Havel"),
}


def spouse(article: str) -> Extraction:
    head, tail = COUPLES[article]
    ev = Evidence(article, f"{head} and her husband {tail} smiled.", 0, 30, "noun.spouse")
    return Extraction(article, (Triple(head, "spouse", tail, "PERSON", "PERSON", 0.9, ev),), words=7)


@pytest.fixture
def canned(monkeypatch, tmp_path):
    """Extraction without spaCy: the articles of COUPLES, as files in the working directory."""
    inputs = tmp_path / "in"
    inputs.mkdir()
    for name, (head, tail) in COUPLES.items():
        (inputs / name).write_text(f"{head} and her husband {tail} smiled.\n")
    monkeypatch.chdir(inputs)

    def extract_paths(paths, **kwargs):
        for p in paths:
            yield spouse(Path(p).name)

    monkeypatch.setattr(pipeline, "extract_paths", extract_paths)


def snapshot(out: Path) -> dict[str, bytes]:
    """Every file under ``out`` with its bytes."""
    return {p.relative_to(out).as_posix(): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}


def articles_in(out: Path) -> list[str]:
    return json.loads((out / "graph.json").read_text())["graph"]["articles"]


@pytest.fixture
def built(canned, tmp_path):
    """An OUTDIR holding a build of a.txt, and a user's own file beside it."""
    out = tmp_path / "out"
    result = run("build", "a.txt", "-o", out, "--no-cache")
    assert result.exit_code == 0, result.output
    (out / "notes.txt").write_text("mine")
    return out


# -- item 4: one build at a time -----------------------------------------------------------

def test_a_build_while_another_writes_outdir_fails_with_one_line_and_changes_nothing(built):
    before = snapshot(built)
    with outdirs.Lock(built):
        result = run("build", "b.txt", "-o", built, "--no-cache", "--update")
    assert result.exit_code == 5
    assert result.output == (f"Error: another build is writing {built} (process {os.getpid()}); wait for it to "
                             f"finish, or give --wait-lock SECONDS\n")
    assert snapshot(built) == before


def test_wait_lock_waits_for_the_other_build_then_builds(built):
    lock = outdirs.Lock(built)
    threading.Timer(0.5, lock.release).start()
    result = run("build", "b.txt", "-o", built, "--no-cache", "--update", "--wait-lock", "30")
    assert result.exit_code == 0, result.output
    assert articles_in(built) == ["a.txt", "b.txt"]
    assert not (built / outdirs.LOCK_NAME).exists(), "the lock file goes with the build"


def test_wait_lock_gives_up_after_its_time(built):
    with outdirs.Lock(built):
        started = time.monotonic()
        result = run("build", "b.txt", "-o", built, "--no-cache", "--update", "--wait-lock", "0.5")
    assert time.monotonic() - started >= 0.5
    assert result.exit_code == 5
    assert result.output.startswith(f"Error: another build is writing {built}")
    assert articles_in(built) == ["a.txt"]


def test_concurrent_updates_lose_no_article(built, monkeypatch):
    merge = pipeline.combine_triples

    def slow_merge(*args, **kwargs):
        time.sleep(0.3)  # both builds would read the previous graph before either writes
        return merge(*args, **kwargs)

    monkeypatch.setattr(pipeline, "combine_triples", slow_merge)
    errors = []

    def update(name):
        try:
            pipeline.build_outputs([name], built, cache=False, progress=False, update=True, wait_lock=60)
        except Exception as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=update, args=(n,)) for n in ("b.txt", "c.txt")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert articles_in(built) == ["a.txt", "b.txt", "c.txt"]
    assert len((built / "triples.jsonl").read_text().splitlines()) == 3


# -- item 9: the outputs move together ------------------------------------------------------

def test_a_directory_in_the_place_of_an_output_is_refused_before_anything_changes(built):
    (built / "graph.html").unlink()
    (built / "graph.html").mkdir()
    (built / "graph.html" / "keep.txt").write_text("mine")
    before = snapshot(built)
    result = run("build", "b.txt", "-o", built, "--no-cache", "--update")
    assert result.exit_code == 5
    assert result.output == f"Error: cannot write to {built / 'graph.html'}: a directory is in the way\n"
    assert snapshot(built) == before


def test_a_rename_that_fails_puts_the_earlier_outputs_back(built, monkeypatch):
    before = snapshot(built)
    replace = os.replace

    def failing(src, dst):
        if Path(dst).name == "graph.json":
            raise OSError(errno.EIO, "Input/output error")
        return replace(src, dst)

    monkeypatch.setattr(outdirs.os, "replace", failing)
    result = run("build", "b.txt", "-o", built, "--no-cache", "--update")
    assert result.exit_code == 5
    assert result.output == f"Error: cannot write to {built / 'graph.json'}: Input/output error\n"
    assert snapshot(built) == before, "triples.jsonl and graph.html were put back"


def test_an_update_of_a_half_published_outdir_is_refused(built, tmp_path):
    other = tmp_path / "other"
    assert run("build", "b.txt", "-o", other, "--no-cache").exit_code == 0
    # a build killed between two renames: triples.jsonl new, graph.json and the manifest old
    (built / "triples.jsonl").write_bytes((other / "triples.jsonl").read_bytes())
    before = snapshot(built)
    result = run("build", "c.txt", "-o", built, "--no-cache", "--update")
    assert result.exit_code == 4
    assert result.output == (f"Error: {built} holds a half-published build: triples.jsonl does not match "
                             f".kgbuild-manifest.json; build again without --update\n")
    assert snapshot(built) == before
    again = run("build", "a.txt", "b.txt", "-o", built, "--no-cache")  # the way out the message names
    assert again.exit_code == 0, again.output
    assert articles_in(built) == ["a.txt", "b.txt"]


def test_a_build_publishes_a_manifest_of_its_outputs(built):
    manifest = json.loads((built / outdirs.MANIFEST_NAME).read_text())
    assert sorted(manifest["files"]) == ["graph.html", "graph.json", "triples.jsonl"]
    assert manifest["files"]["graph.json"]["bytes"] == (built / "graph.json").stat().st_size
    outdirs.check_published(built)


def test_published_outputs_take_the_mode_a_plain_open_would(built):
    from kgbuild.graph.files import file_mode

    for name in (*outdirs.OUTPUT_FILES, outdirs.MANIFEST_NAME):
        assert (built / name).stat().st_mode & 0o777 == file_mode(), name


# -- item 7: a full disk names the file -----------------------------------------------------

def no_space(*args):
    raise OSError(errno.ENOSPC, "No space left on device")


@pytest.fixture
def full_disk(monkeypatch):
    """Every file opened through ``os.fdopen`` (kgbuild's atomic writes) fails at its first
    write, as on a full disk."""
    fdopen = os.fdopen

    def opened(*args, **kwargs):
        fh = fdopen(*args, **kwargs)
        fh.write = no_space
        return fh

    monkeypatch.setattr(os, "fdopen", opened)


def test_a_full_disk_while_writing_triples_names_the_file_and_keeps_the_earlier_outputs(built, monkeypatch):
    before = snapshot(built)

    def full_open(path, *args, **kwargs):
        fh = open(path, *args, **kwargs)
        fh.write = no_space
        return fh

    monkeypatch.setattr(pipeline, "open", full_open, raising=False)
    result = run("build", "b.txt", "-o", built, "--no-cache", "--update")
    assert result.exit_code == 5
    assert result.output == f"Error: cannot write to {built / 'triples.jsonl'}: No space left on device\n"
    assert snapshot(built) == before


@pytest.mark.parametrize("name", ["graph.html", "graph.json"])
def test_a_full_disk_while_writing_the_graph_names_the_file_and_keeps_the_earlier_outputs(built, full_disk, name,
                                                                                           monkeypatch):
    before = snapshot(built)
    if name == "graph.json":  # let the page through, so the graph is the first to fail
        import kgbuild.outputs.render

        monkeypatch.setattr(kgbuild.outputs.render, "render", lambda kg, path, **o: Path(path).write_text("page"))
    result = run("build", "b.txt", "-o", built, "--no-cache", "--update")
    assert result.exit_code == 5
    assert result.output == f"Error: cannot write to {built / name}: No space left on device\n"
    assert snapshot(built) == before


@pytest.mark.parametrize("command", [["render"], ["export", "-f", "graphml"]], ids=["render", "export"])
def test_render_or_export_on_a_full_disk_is_exit_5_naming_the_file(built, full_disk, tmp_path, command):
    target = tmp_path / "view.out"
    target.write_text("an earlier file")
    result = run(command[0], built / "graph.json", *command[1:], "-o", target)
    assert result.exit_code == 5
    assert result.output == f"Error: cannot write to {target}: No space left on device\n"
    assert target.read_text() == "an earlier file"
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == [], "no temporary file left"


# -- item 5: signals and left-over staging ---------------------------------------------------

def test_staging_left_by_a_killed_build_is_removed_by_the_next(built):
    stale = built / ".kgbuild-staging-k1ll3d"
    stale.mkdir()
    (stale / "graph.json").write_text("{half")
    result = run("build", "b.txt", "-o", built, "--no-cache", "--update")
    assert result.exit_code == 0, result.output
    assert not stale.exists()
    assert (built / "notes.txt").read_text() == "mine"


def test_a_build_under_nohup_keeps_ignoring_sighup():
    from kgbuild.pipeline.signals import ending_on_signals

    previous = signal.signal(signal.SIGHUP, signal.SIG_IGN)
    try:
        with ending_on_signals():
            assert signal.getsignal(signal.SIGHUP) is signal.SIG_IGN
            assert signal.getsignal(signal.SIGTERM) not in (signal.SIG_DFL, signal.SIG_IGN)
    finally:
        signal.signal(signal.SIGHUP, previous)


def _session_alive(sid: int) -> list[int]:
    """Processes still running in session ``sid``."""
    alive = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[3]) == sid and fields[0] != "Z":
            alive.append(int(stat.parent.name))
    return alive


@pytest.mark.model
@pytest.mark.skipif(not Path("/proc").is_dir(), reason="reads /proc")
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_sigterm_or_sighup_ends_the_workers_and_removes_staging(tmp_path, signum):
    out = tmp_path / "out"
    out.mkdir()
    (out / "notes.txt").write_text("mine")
    proc = busy_build(tmp_path, out)
    os.kill(proc.pid, signum)  # the main process only, as a service manager or a closed terminal does
    stdout, stderr = proc.communicate(timeout=120)
    name = signal.Signals(signum).name
    assert proc.returncode == 128 + signum, stderr
    assert stdout == ""
    assert stderr == f"Error: terminated ({name}); outputs already on disk were left as they were\n"
    deadline = time.monotonic() + 10
    while _session_alive(proc.pid) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert _session_alive(proc.pid) == [], "no worker outlives the build"
    assert not list(out.glob(".kgbuild-staging-*"))
    assert not (out / outdirs.LOCK_NAME).exists()
    assert (out / "notes.txt").read_text() == "mine"
    assert not (out / "graph.json").exists()
