"""Lines that pair a person with a title in brackets: "Maeve Dunleavy (Cell Block Nine)", as an
awards story lists its nominees or a round-up lists who is in what.

A line of its own holding a person's name and, in brackets, some capitalised words is a credit
when what the brackets hold is a work: a title the article names as a work elsewhere, or one
that two such lines share (two nominees from one show; two people seldom play one part). Once
most of a list's brackets are works, the rest of its lines are read the same way: a list is
written one way throughout. A bracket holding a part ("A (Gus)"), a job, an age or a place is not
read here (the name-lines rule reads a cast list's parts).
"""

from __future__ import annotations

from collections import Counter

from spacy.tokens import Doc

from ...names import fold, looks_like_person_name
from ..mentions import ORG, PERSON, WORK

# words a title may hold in lower case between its capitalised ones
_TITLE_GLUE = frozenset({"of", "the", "and", "&", "a", "an", "in", "on", "at", "to", "for", "or", "'s", "’s", "'", "’",
                         "-", ":", "!", "?", ",", "with", "but", "from", "de", "la", "le", "du"})


def credit_lines(doc: Doc, ents) -> dict[int, tuple[int, int]]:
    """The credit lines of ``doc``: sentence start -> (the person's entity, the bracket's first
    token and end), for each line read as a person and a work (see the module's docstring).
    The works are registered as entities of the article (:meth:`EntityTable.add_entity`)."""
    shaped: dict[int, tuple[int, int, int]] = {}
    for sent in doc.sents:
        found = _shape(doc, sent, ents)
        if found is not None:
            shaped[sent.start] = found
    if len(shaped) < 2:
        return {}
    works = {fold(a) for e in ents.entities if e.type == WORK for a in e.aliases}
    titles = {start: fold(doc[b:e].text) for start, (_, b, e) in shaped.items()}
    shared = Counter(titles.values())
    known = {start for start, title in titles.items() if title in works or shared[title] > 1}
    if len(known) * 2 >= len(shaped) and len(known) >= 2:
        known = set(shaped)  # a list written one way throughout
    out: dict[int, tuple[int, int]] = {}
    for start in sorted(known):
        person, b, e = shaped[start]
        if ents.entities[person].type == ORG:
            ents.entities[person].type = PERSON  # "Ama Owusu-Hart (The Still Ward)": a nominee is a person
        out[start] = (person, ents.add_entity(doc[b:e].text, WORK, b, e))
    return out


def _shape(doc: Doc, sent, ents) -> tuple[int, int, int] | None:
    """(person, title start, title end) when ``sent`` is one line "A (Some Title)", else None."""
    last = sent.end - 1
    while last > sent.start and doc[last].is_space:
        last -= 1
    if doc[last].text != ")":
        return None  # most sentences: not read token by token
    toks = [t for t in sent if not t.is_space]
    if len(toks) < 4 or toks[-1].text != ")" or not _line_alone(doc, toks[0].i, toks[-1].i):
        return None
    eid = ents.token_entity.get(toks[0].i)
    if eid is None or ents.entities[eid].type not in {PERSON, ORG} or ents.entities[eid].type == ORG \
            and not looks_like_person_name(ents.entities[eid].name):
        return None
    end = ents.mention_end(toks[0].i)
    if end >= len(doc) or doc[end].text != "(" or end + 1 >= toks[-1].i:
        return None
    inside = doc[end + 1:toks[-1].i]
    if not inside[0].text[:1].isupper() or any(t.text == "(" for t in inside) or any(
            not (t.text[:1].isupper() or t.like_num or t.lower_ in _TITLE_GLUE) for t in inside):
        return None  # "(his wife)", "(19)", "(left)": no title
    other = ents.token_entity.get(inside.start)
    if ents.lex.no_work(inside[0].lower_) or other is not None and ents.entities[other].type not in {WORK, PERSON} \
            and ents.mention_end(inside.start) >= inside.end:
        return None  # "(BBC)", "(Labour)", "(Manchester United)": a network, a party, a club
    return eid, inside.start, inside.end


def _line_alone(doc: Doc, first: int, last: int) -> bool:
    """Tokens ``first`` .. ``last`` make a whole line."""
    starts = first == 0 or "\n" in doc[first - 1].text or "\n" in doc[first - 1].whitespace_
    ends = last + 1 >= len(doc) or "\n" in doc[last].whitespace_ or "\n" in doc[last + 1].text
    return starts and ends
