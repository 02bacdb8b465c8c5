"""Stages 2-5, extraction: one article's text in, :class:`~kgbuild.records.Triple` records out.

In the order an article goes through them:

- :mod:`~kgbuild.extraction.model`: the spaCy pipeline (parse);
- :mod:`~kgbuild.extraction.mentions`: named spans of people and works, typed by votes;
- :mod:`~kgbuild.extraction.entities` and :mod:`~kgbuild.extraction.coref`: the article's
  entities and what each name, pronoun and description refers to;
- :mod:`~kgbuild.extraction.slots` and :mod:`~kgbuild.extraction.owners`: whom a phrase
  names, whose relative a kinship noun names;
- :mod:`~kgbuild.extraction.matchers` (run in order by
  :class:`~kgbuild.extraction.matching.SentenceMatcher`): the rules of
  :mod:`~kgbuild.extraction.rules` (``data/rules.json``) applied to each sentence;
- :mod:`~kgbuild.extraction.component`: all of it as a spaCy pipeline component, and many
  articles streamed through ``nlp.pipe``.

spaCy objects never leave this package. (This module imports nothing, so that importing one
stage never loads the others.)
"""
