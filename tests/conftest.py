"""Shared fixtures. Tests that need the spaCy model are marked ``model``; tests that read
../shared skip when it is absent (a user's fresh clone does not have it)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "data"
SHARED = ROOT.parent / "shared"


@pytest.fixture(scope="session")
def nlp():
    from kgbuild.extraction.model import load_model

    return load_model()


@pytest.fixture(scope="session")
def shared_dir():
    if not SHARED.is_dir():
        pytest.skip("../shared is not present (dev data is not part of a clone)")
    return SHARED
