"""Shared fixtures. Tests that need the spaCy model are marked ``model``; tests that read
../shared skip when it is absent (a user's fresh clone does not have it)."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
SHARED = ROOT.parent / "shared"


def run(*args, input=None):
    """``kgbuild ARGS`` through click's test runner (paths and numbers as strings)."""
    from click.testing import CliRunner

    from kgbuild.cli import main

    return CliRunner().invoke(main, [str(a) for a in args], input=input)


def triples(nlp, text):
    """The (head, relation, tail) triples the default rules read in ``text``, one article."""
    from kgbuild.extraction.component import extract_doc, prepare
    from kgbuild.extraction.rules import default_rules
    from kgbuild.records import Article

    return {(t.head, t.relation, t.tail) for t in extract_doc(prepare(nlp)(text), Article("t", text), default_rules())}


def appearances(nlp, text):
    """The ``appears_in`` triples of :func:`triples`."""
    return {t for t in triples(nlp, text) if t[1] == "appears_in"}


def credits(person, *works):
    """The ``appears_in`` triples that put ``person`` in each of ``works``: what a test expects."""
    return {(person, "appears_in", w) for w in works}


def parsed(words, heads, deps, pos, tags=None):
    """A hand-built parse, no model: one sentence of ``words`` with the given heads, dependency
    labels, parts of speech and (optionally) tags, on English lexical attributes."""
    import spacy
    from spacy.tokens import Doc
    return Doc(spacy.blank("en").vocab, words=words, heads=heads, deps=deps, pos=pos, tags=tags,
               sent_starts=[True] + [False] * (len(words) - 1))


def cast(work, *people):
    """The ``appears_in`` triples that put ``people`` in ``work``."""
    return {(p, "appears_in", work) for p in people}


@pytest.fixture(scope="session")
def nlp():
    from kgbuild.extraction.model import load_model

    return load_model()


@pytest.fixture(scope="session")
def shared_dir():
    if not SHARED.is_dir():
        pytest.skip("../shared is not present (dev data is not part of a clone)")
    return SHARED


def busy_build(tmp_path: Path, out: Path) -> subprocess.Popen:
    """``kgbuild build`` of 300 articles into ``out`` with two spaCy workers, in a session of its
    own, returned once the workers are extracting (the first cache entry is written)."""
    d = tmp_path / "in"
    d.mkdir()
    text = (DATA / "articles" / "holmes-cruise.txt").read_text()
    for i in range(300):
        (d / f"{i:03d}.txt").write_text(text)
    proc = subprocess.Popen([sys.executable, "-m", "kgbuild.cli", "build", str(d), "-o", str(out), "-j", "2"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    cache = out / ".kgbuild-cache"
    deadline = time.monotonic() + 120
    while not any(cache.rglob("*.json")) and time.monotonic() < deadline and proc.poll() is None:
        time.sleep(0.1)
    return proc
