"""Two people named as a pair of relatives: "Father and daughter A and B are starring together",
"Mother-son team C and D", "Rose and Lily Carver, the sisters behind the duo".

News names a related pair by their kin nouns before the two names, in the names' order ("Mother
and son A and B": A is the mother), or by a plural kin noun set off after them ("A and B, the
sisters who ..."). The small model parses both shapes every which way, so they are read off the
surface: the kin words, "and", the two names. Grand-, step- and in-law nouns say nothing here.
"""

from __future__ import annotations

from collections.abc import Iterator

from spacy.tokens import Span

from ..entities import mention_start
from ..mentions import PERSON, WORK
from ..rules import Found
from ..scan import positions
from .base import Matcher

_PARENTS = frozenset({"father", "mother", "dad", "mum", "mom"})
_CHILDREN = frozenset({"son", "daughter"})
_SIBLINGS = frozenset({"brother", "sister", "twin"})
_PLURAL_SIBLINGS = frozenset({"sisters", "brothers", "siblings", "twins"})


class KinPairMatcher(Matcher):
    """The pair constructions above, each under its relation's noun rule (``noun.child.pair``,
    ``noun.sibling.pair``)."""

    def match(self, sent: Span) -> Iterator[Found]:
        kin = positions(self.doc, _KIN, sent.start, sent.end - 4)
        plurals = positions(self.doc, _PLURAL_SIBLINGS, sent.start + 5, sent.end)
        if not (kin or plurals) or self.slots.blocked(sent.root) is None:
            return  # (most sentences name no kin); "are not brother and sister", "reportedly father and son"
        for k in kin:
            yield from self._nouns_before(k, sent)
        yield from self._plural_after([k - 2 for k in plurals], sent)

    def _nouns_before(self, k: int, sent: Span) -> Iterator[Found]:
        """"Father and daughter A and B": kin noun, "and", kin noun, then two names joined by "and"."""
        doc = self.doc
        first, second = doc[k].lower_, doc[k + 2].lower_
        if doc[k + 1].lower_ not in {"and", "-"} or first not in _KIN or second not in _KIN:
            return  # ("Father and daughter", "father-daughter")
        if k > sent.start and (doc[k - 1].tag_ == "PRP$" or doc[k - 1].tag_ == "POS") or self._on_screen(k, sent):
            return  # "her mother and son A and B" (her relatives, not each other's); a pair of parts on screen
        start = k + 3 + (k + 3 < sent.end and doc[k + 3].lower_ in _PAIR_NOUNS)  # "Father and son duo A and B"
        pair = self._two_names(start, sent)
        if pair is None:
            return
        a, b = pair
        if first in _PARENTS and second in _CHILDREN:
            yield self._found(a, "child", b)
        elif first in _CHILDREN and second in _PARENTS:
            yield self._found(b, "child", a)
        elif first in _SIBLINGS and second in _SIBLINGS:
            yield self._found(a, "sibling", b)  # ("Husband and wife A and B" is the couple rules', who read a divorce too)

    def _plural_after(self, commas: list[int], sent: Span) -> Iterator[Found]:
        """"A and B, the sisters behind the duo": a pair, a comma, "the" and a plural for siblings
        (``commas``: where the comma would stand before each plural)."""
        doc = self.doc
        for k in commas:
            if doc[k].text != "," or doc[k + 1].lower_ != "the" \
                    or k + 3 < sent.end and (doc[k + 3].text in {"'", "’", "'s", "’s"} or doc[k + 3].lower_ == "of"):
                continue  # (not "A and B, the twins' parents", "the Brothers of pop")
            pair = self._pair_ending(k, sent)
            if pair is not None:
                yield self._found(pair[0], "sibling", pair[1])

    def _on_screen(self, k: int, sent: Span) -> bool:
        """Parts, not relatives: a screen word or a work right before the kin nouns ("On-screen
        father and daughter", "Harbour Lights mother and son"), or "as" ("cast them as father and son")."""
        before = self.doc[max(sent.start, k - 3):k]
        return any(t.lower_ in _SCREEN_WORDS or (e := self.ents.token_entity.get(t.i)) is not None
                   and self.ents.entities[e].type == WORK for t in before)

    def _found(self, head: int, relation: str, tail: int) -> Found:
        rule = next(r for r in self.rules.noun_rules if r["relation"] == relation and r["id"] == f"noun.{relation}")
        return Found(head, relation, tail, rule["id"] + ".pair", rule["confidence"])

    def _two_names(self, k: int, sent: Span) -> tuple[int, int] | None:
        """Two people named from ``k`` on, joined by "and" and nothing else."""
        ents = self.ents
        a = ents.token_entity.get(k)
        if a is None or ents.entities[a].type != PERSON:
            return None
        j = ents.mention_end(k)
        if j + 1 >= sent.end or self.doc[j].lower_ not in {"and", "&"}:
            return None
        b = ents.token_entity.get(j + 1)
        if b is None or b == a or ents.entities[b].type != PERSON:
            return None
        return a, b

    def _pair_ending(self, end: int, sent: Span) -> tuple[int, int] | None:
        """Two people named right before ``end``, joined by "and" ("Rose and Lily Carver")."""
        ents = self.ents
        b = ents.token_entity.get(end - 1)
        if b is None or ents.entities[b].type != PERSON:
            return None
        j = max(sent.start, mention_start(ents, end - 1))
        if j - 2 < sent.start or self.doc[j - 1].lower_ not in {"and", "&"}:
            return None
        a = ents.token_entity.get(j - 2)
        if a is None or a == b or ents.entities[a].type != PERSON:
            return None
        start = max(sent.start, mention_start(ents, j - 2))
        if start > sent.start and self.doc[start - 1].text == ",":
            return None  # "C, A and B, the sisters": a longer list, whose members this does not sort out
        return a, b


_KIN = _PARENTS | _CHILDREN | _SIBLINGS
_PAIR_NOUNS = frozenset({"duo", "team", "pair", "act", "partnership", "double", "combo"})  # "Mother-son team A and B"
_SCREEN_WORDS = frozenset({"on-screen", "onscreen", "screen", "soap", "fictional", "tv", "as", "playing", "play"})
