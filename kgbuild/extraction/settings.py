"""The extraction's settings that callers outside spaCy need: importing this module imports
nothing else, so the CLI and a fully cached build never import spaCy."""

DEFAULT_THRESHOLD = 0.5  # triples scored below it are dropped
MAX_PIECE_CHARS = 100_000  # well under spaCy's max_length; long articles go in pieces
DEFAULT_BATCH_SIZE = 32  # articles per nlp.pipe batch; see bench/bench.py
