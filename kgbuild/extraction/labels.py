"""spaCy NER labels grouped by what they tell a rule about a span: one named set per meaning.

"Cannot be the title of a work" is asked in three places. Where a place may yet be a title (the
roles after "<character> in ...", which weigh places on their own: NER calls many titles
places) it is :data:`NOT_TITLES`; where a place ends the question (a title slot a rule opened, an
item in a list of titles) it is :data:`NOT_TITLES_OR_PLACES`.
"""

from __future__ import annotations

# numbers, dates, peoples and languages: never a work's title
NOT_TITLES = frozenset({"DATE", "TIME", "CARDINAL", "ORDINAL", "MONEY", "PERCENT", "QUANTITY", "NORP", "LANGUAGE"})
# what NER often calls a title, and often rightly a place
PLACES = frozenset({"GPE", "LOC", "FAC"})
# nor, where a place ends the question, a country, city or region
NOT_TITLES_OR_PLACES = NOT_TITLES | {"GPE", "LOC"}
