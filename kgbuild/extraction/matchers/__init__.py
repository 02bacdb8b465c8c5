"""Matchers, one module per relation family, run in order by
:class:`~kgbuild.extraction.matching.SentenceMatcher`:

- :mod:`~kgbuild.extraction.matchers.family`: kinship nouns ("his wife X", "the son of A and B")
  and births ("born to A and B");
- :mod:`~kgbuild.extraction.matchers.verbs`: verbs ("X sued Y", "X and Y married", "X stars in Y");
- :mod:`~kgbuild.extraction.matchers.roles`: lists of roles and titles after a role verb
  ("had roles in films including A, B and C");
- :mod:`~kgbuild.extraction.matchers.predicates`: nouns with a preposition ("X's lawsuit
  against Y", "filed for divorce from Y", "the star of Y");
- :mod:`~kgbuild.extraction.matchers.works`: titles beside role nouns, casts, "a film directed by X";
- :mod:`~kgbuild.extraction.matchers.careers`: a career told on in a sentence naming nobody
  ("This was followed by X (2005)");
- :mod:`~kgbuild.extraction.matchers.partners`: scene partners ("signed on for the drama X,
  opposite B": both in X);
- :mod:`~kgbuild.extraction.matchers.births`: a child told before it is named ("welcomed a baby
  girl. They named her Mia").

Each reads the article through :class:`~kgbuild.extraction.slots.Slots` and
:class:`~kgbuild.extraction.owners.Owners` and yields :class:`~kgbuild.extraction.rules.Found`.
"""
