"""Stage 1, read: articles from files, directories, ``.jsonl`` lines and standard input
(:mod:`kgbuild.read.articles`), as :class:`~kgbuild.records.Article` records."""
