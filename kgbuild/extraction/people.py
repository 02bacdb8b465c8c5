"""People's names as a reader gives them, from the article's own evidence.

:func:`refine_people` runs over an article's mentions (:func:`~kgbuild.extraction.mentions.find_mentions`)
before they become entities (:class:`~kgbuild.extraction.entities.EntityTable`):

- a description before a name is not part of it: "Rapper Jax Moreno", "Reality star Dana
  Whit", "Former league player Brock Tanner" name Jax Moreno, Dana Whit, Brock Tanner (an
  honorific or a royal style stays: it is how the person is addressed);
- a nickname in quotes inside a name makes one span, whatever NER did with the quotes:
  ``Marlon "Mack" Tesh``;
- an organisation NER found right after an honorific ("Mr Dunleavy") is a person, and so is
  every other mention of a name ending in that surname ("Conor Dunleavy" tagged ORG);
- NER's names joined by "and" are two names: "Jax and Lila Moreno";
- a surname alone is completed by a capitalised first name NER left out of it: "[Nikita] Orla",
  "[Orvel] Quist Jr.";
- a first name coordinated with a full name takes its surname: "Jax and Lila Moreno" names
  Jax Moreno and Lila Moreno (not when the article names another Jax in full).

:func:`label_of` picks an entity's label from its forms: the fullest name without an
honorific; a titled form ("Ms Orla", "Prince Orvel") only where the rest is one word.
"""

from __future__ import annotations

from spacy.tokens import Doc, Token

from ..names import OPENING_QUOTES, QUOTES, clean_name, fold, is_generational_suffix, split_nickname, strip_title
from .lexicon import lexicon, occupation
from .mentions import ORG, PERSON, Mention, headline
from .scan import positions, texts

# entity labels a name's token may carry and still be part of a person's name
_NAME_ENTS = frozenset({"", "PERSON"})
_CONJUNCTIONS = frozenset({"and", "&"})
_FUNCTION_POS = frozenset({"DET", "PRON", "ADP", "CCONJ", "SCONJ", "AUX", "PART", "INTJ"})
_SPOUSE_STYLES = frozenset({"mrs", "lady"})  # "Mrs John Vey", "Lady Frederick Vey": a husband's name
_PERSONAL_HONORIFICS = frozenset({"mr", "mrs", "ms", "miss", "mx", "dr", "sir", "dame", "lady", "lord"})


def refine_people(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """The mentions of ``doc`` with people's names as the article's evidence gives them."""
    # the last words of full names: "Winger" alone after "Lena Winger" is her surname, not a footballer's position
    surnames = frozenset(fold(doc[m.end - 1].text) for m in mentions if m.type == PERSON and m.end - m.start > 1)
    out = [m2 for m in mentions if (m2 := without_description(doc, m, surnames)) is not None]
    out = [_elder_or_younger(doc, m) for m in _join_nicknames(doc, out)]
    out = _titled_people(doc, out)
    out = _split_coordinated(doc, out)
    out = _join_name_parts(doc, out)
    out = _extend_left(doc, out)
    out = _shared_surnames(doc, out)
    out = _family_members(doc, out)
    return sorted(out, key=lambda m: m.start)


# -- descriptions ------------------------------------------------------------------------

def is_description(tok: Token) -> bool:
    """An occupation or description word ("rapper", "star", "former"), never a title."""
    lex = lexicon()
    low = tok.lower_.rstrip(".")
    return low not in lex.bare_titles and (occupation(low) or low in lex.name_modifiers)


def without_description(doc: Doc, m: Mention, surnames: frozenset[str] = frozenset()) -> Mention | None:
    """``m`` without the description words that open it; None when nothing else is left (a
    capitalised word of ``surnames`` alone is a name: "Winger met Hale")."""
    if m.type != PERSON:
        return m
    if m.end - m.start > 1 and doc[m.start].tag_ == "VBG" and doc[m.start].pos_ == "VERB":
        cut = m.start + 1  # "Starring Owen Marsh, ...": a participle NER took into the name
    else:
        cut = _description_end(doc, m)
    if cut is None:
        if m.end - m.start == 1 and (is_description(doc[m.start]) and fold(doc[m.start].text) not in surnames
                                     or one_of_a_kind(doc, m.start)):
            return None  # "Rapper" alone; "a fellow Glaswegian"
        return m
    while cut < m.end and (doc[cut].is_punct or doc[cut].is_lower):
        cut += 1
    if cut >= m.end:
        return None
    name = clean_name(doc[cut:m.end].text)
    return Mention(cut, m.end, name, m.type, m.source) if name else None


def one_of_a_kind(doc: Doc, i: int) -> bool:
    """A capitalised word after "a" or "an" (lower-case words between at most): a kind of person
    ("a fellow Glaswegian", "an Aussie"), no one's name; not a name the article uses again ("Bryn
    Talley ... A teenage Talley joined ...")."""
    k = i - 1
    while k >= 0 and doc[k].is_lower and doc[k].pos_ == "ADJ":
        k -= 1
    return k >= 0 and doc[k].lower_ in {"a", "an"} and doc[k].pos_ == "DET" \
        and not any(t.text == doc[i].text for t in doc if t.i != i)  # (the scan of the article last: it is rarely needed)


def _description_end(doc: Doc, m: Mention) -> int | None:
    """Where the description words opening ``m`` end ("Former league player X"); None when none do."""
    lex = lexicon()
    cut = None
    for k in range(m.start, m.end - 1):
        low = doc[k].lower_.rstrip(".")
        if low in lex.bare_titles:
            break  # "Prince Orvel", "Dr Hanna Voss": the rest is the name
        if occupation(low) or doc[k].is_lower and _kin_noun(low) or _kin_plural(low) and doc[k].is_sent_start:
            cut = k + 1  # "actress Ada Vey"; "stepson Leo", "Brothers Tom" (NER took the kin noun into the name)
        elif not (low in lex.name_modifiers or doc[k].is_lower or doc[k].is_punct
                  or (doc[k].is_upper and len(doc[k]) > 1)):
            break  # a capitalised word that is no description: the name has begun
    return cut


def _kin_noun(low: str) -> bool:
    """A word for a relative ("stepson", "sister")."""
    lex = lexicon()
    return low in lex.male_cues or low in lex.female_cues or low in lex.child_nouns


def _kin_plural(low: str) -> bool:
    """A word for relatives that opens a sentence before their names ("Twins", "Brothers"; a
    singular one there may be a surname: "Son Mi-rae")."""
    return low in lexicon().family_nouns or low == "twins"


# -- nicknames ---------------------------------------------------------------------------

def _name_word(tok: Token) -> bool:
    return tok.text[:1].isupper() and tok.text not in QUOTES and not tok.is_punct and not is_description(tok)


def _join_nicknames(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """``Marlon "Mack" Tesh``: a first name, a quoted nickname and a surname are one person."""
    joined: list[Mention] = []
    n = len(doc)
    words = texts(doc)
    after = 0  # the token after the last nickname joined
    for i in (k - 1 for k in range(1, n - 3) if words[k] in OPENING_QUOTES):  # a quote opens at i + 1
        if i < after:
            continue
        first, quote = doc[i], doc[i + 1]
        if not (_name_word(first) and first.whitespace_ and not quote.whitespace_ and first.pos_ in {"PROPN", "NOUN", "ADJ"}):
            continue
        close = i + 2
        while close < min(n, i + 6) and _name_word(doc[close]):
            close += 1
        if close == i + 2 or close >= n or doc[close].text not in QUOTES or doc[close - 1].whitespace_:
            continue
        end = close + 1
        while end < n and _name_word(doc[end]) and doc[end].pos_ == "PROPN" and doc[end - 1].whitespace_ \
                and "\n" not in doc[end - 1].whitespace_:
            end += 1
            while end + 1 < n and doc[end].text == "-" and not doc[end - 1].whitespace_ and not doc[end].whitespace_ \
                    and _name_word(doc[end + 1]):
                end += 2  # a hyphenated surname: Desmond "Dez" Okoro-Whitfield
        if end == close + 1 or doc[close].whitespace_ == "":
            continue
        start = i
        while start > 0 and _name_word(doc[start - 1]) and doc[start - 1].pos_ == "PROPN" \
                and doc[start - 1].sent.start == first.sent.start and doc[start - 1].lower_ not in lexicon().bare_titles:
            start -= 1
        name = clean_name(doc[start:end].text)
        if name:
            joined.append(Mention(start, end, name, PERSON, "nickname"))
        after = end
    if not joined:
        return mentions
    taken = {k for j in joined for k in range(j.start, j.end)}
    return [m for m in mentions if not taken.intersection(range(m.start, m.end))] + joined


# -- namesakes ---------------------------------------------------------------------------

_GENERATIONS = {"elder": "the Elder", "younger": "the Younger"}


def _elder_or_younger(doc: Doc, m: Mention) -> Mention:
    """"Jax Moreno the younger", "the elder Jax Moreno": one of two namesakes, named so."""
    if m.type != PERSON or len(strip_title(m.name).split()) < 2 or m.name.endswith(tuple(_GENERATIONS.values())):
        return m
    rest = [t for t in doc[m.end:m.end + 4] if t.text != ","]
    after = [t.lower_ for t in rest][:2]
    before = [t.lower_ for t in doc[max(0, m.start - 2):m.start]]
    noun_after = len(rest) > 2 and (rest[2].pos_ == "NOUN" or rest[2].lower_ == "of")  # "A, the younger sister of B",
    # "A, the elder of the two": a description
    for word, style in _GENERATIONS.items():
        if after == ["the", word] and not noun_after or before == ["the", word]:
            return Mention(m.start, m.end, f"{m.name} {style}", m.type, m.source)
    return m


# -- honorifics --------------------------------------------------------------------------

def _titled_people(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """"Mr Dunleavy" and "Orvel Quist Sr." that NER called organisations are people; so is "Conor Dunleavy"."""
    out: list[Mention] = []
    surnames: set[str] = set()
    for m in mentions:
        before = doc[m.start - 1] if m.start > 0 else None
        if (m.type == ORG and before is not None and before.lower_.rstrip(".") in _PERSONAL_HONORIFICS
                and before.text[:1].isupper() and _looks_like_name(doc, m.start, m.end)):
            m = Mention(m.start - 1, m.end, clean_name(doc[m.start - 1:m.end].text), PERSON, m.source)
        elif m.type == ORG and len(words := m.name.split()) > 1 and is_generational_suffix(words[-1]) \
                and all(w[:1].isupper() for w in words):
            m = Mention(m.start, m.end, m.name, PERSON, m.source)  # "Orvel Quist Sr." 
        if m.type == PERSON and m.name.split()[0].lower().rstrip(".") in _PERSONAL_HONORIFICS:
            bare = strip_title(m.name).split()
            if bare:
                surnames.add(fold(bare[-1]))
        out.append(m)
    if not surnames:
        return out
    return [Mention(m.start, m.end, m.name, PERSON, m.source)
            if m.type == ORG and _looks_like_name(doc, m.start, m.end) and fold(m.name.split()[-1]) in surnames
            else m for m in out]


def _looks_like_name(doc: Doc, start: int, end: int) -> bool:
    span = doc[start:end]
    return 1 <= len(span) <= 3 and all(t.pos_ == "PROPN" and t.text[:1].isupper() and t.is_alpha for t in span)


# -- coordination ------------------------------------------------------------------------

def _split_coordinated(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """NER ran two people together over "and": "Jax and Lila Moreno" is "Jax", "Lila Moreno"."""
    out: list[Mention] = []
    for m in mentions:
        cuts = [k for k in range(m.start + 1, m.end - 1) if doc[k].lower_ in _CONJUNCTIONS]
        if m.type != PERSON or not cuts:
            out.append(m)
            continue
        begin = m.start
        for k in [*cuts, m.end]:
            a, b = begin, k
            if a < b and doc[b - 1].text == ",":
                b -= 1
            name = clean_name(doc[a:b].text) if b > a else ""
            if name:
                out.append(Mention(a, b, name, PERSON, m.source))
            begin = k + 1
    return out


def _join_name_parts(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """A first name and a surname NER missed together ("Mrs Tobin Marsh", found word by word as
    parts of a name the article gives elsewhere) are one name, with a title right before it."""
    ordered = sorted(mentions, key=lambda m: m.start)
    out: list[Mention] = []
    for m in ordered:
        prev = out[-1] if out else None
        if (prev is not None and m.type == PERSON == prev.type and m.source == prev.source == "alias"
                and prev.end == m.start and doc[prev.end - 1].whitespace_ == " "):
            start = prev.start
            if start > 0 and doc[start - 1].lower_.rstrip(".") in lexicon().bare_titles and doc[start - 1].text[:1].isupper():
                start -= 1
            out[-1] = Mention(start, m.end, clean_name(doc[start:m.end].text), PERSON, "alias")
            continue
        out.append(m)
    return out


def _extend_left(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """A surname alone ("Orla", "Quist Jr.", or a married name "Quist Brandt" in a story about the
    Quists) with a capitalised first name right before it that NER left out: the first name is
    part of the name."""
    taken = {k for m in mentions for k in range(m.start, m.end)}
    surnames = {fold(w[-1]) for m in mentions if m.type == PERSON and len(w := strip_title(m.name).split()) > 1}
    title = headline(doc)  # a title-case headline capitalises every word: "Producer Hits Netshore"
    out: list[Mention] = []
    for m in mentions:
        if title is not None and m.start < title.end:
            out.append(m)
            continue
        words = [w for w in strip_title(m.name).split() if not is_generational_suffix(w)]
        # one word, or a married name opening on a family's surname ("[Jo] Quist Brandt" beside "Orvel Quist")
        cut = len(words) == 1 or (len(words) == 2 and fold(words[0]) in surnames)
        if m.type != PERSON or not cut or strip_title(m.name) != m.name:
            out.append(m)
            continue
        start = m.start
        while start > 0 and start - 1 not in taken and _first_name(doc, start - 1, m.end) \
                and fold(doc[start - 1].text) not in surnames and not _ends_a_name(doc, doc[start - 1]):
            start -= 1  # a word the article uses as a surname ("Vasko Lindqvist" after "Dorian Vasko") is none
        if start == m.start:
            out.append(m)
            continue
        out.append(Mention(start, m.end, clean_name(doc[start:m.end].text), PERSON, m.source))
    return out


def _first_name(doc: Doc, i: int, end: int) -> bool:
    """Whether token ``i`` is a first name of the name that runs on to ``end``."""
    tok = doc[i]
    lex = lexicon()
    return (_name_word_alone(tok) and tok.whitespace_ == " " and tok.sent.start == doc[end - 1].sent.start
            and not (_kin_plural(tok.lower_) and tok.is_sent_start)  # "Twins Anna and ...", not "Son Mi Rae"
            and tok.dep_ in {"compound", "flat", "nmod"} and i < tok.head.i < end and tok.lower_ not in lex.pronouns)


def _shared_surnames(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """"Jax and Lila Moreno", "Jill, Jo and Jana Quist": first names before a full name that
    "and" joins to it share its surname, where this introduces them (their first mention) and
    the article names none of them in full otherwise."""
    people = [strip_title(m.name).split() for m in mentions if m.type == PERSON]
    full = [w for w in people if len(w) > 1]
    surnames = {fold(w[-1]) for w in full}
    family_names = _family_names(doc, mentions)
    by_start = {m.start: m for m in mentions}
    taken = {k: m for m in mentions for k in range(m.start, m.end)}
    replace: dict[int, Mention] = {}
    for m in mentions:
        words = m.name.split()
        if m.type != PERSON or len(words) != 2 or strip_title(m.name) != m.name or is_generational_suffix(words[1]):
            continue
        last = words[1]
        if fold(last) not in family_names and not _given_name_pair(doc, m) and not _introduced_as_kin(doc, m.start - 2):
            continue  # "Orin and Tavi Ashk": nothing shows "Ashk" is a family's name
        j = m.start - 1
        if j < 1 or doc[j].lower_ not in _CONJUNCTIONS:
            continue
        j -= 1
        if doc[j].text == ",":
            j -= 1
        while j >= 0:
            tok = doc[j]
            own = taken.get(j)
            if own is not None and (own.type not in {PERSON, ORG} or own.end - own.start != 1
                                    or own.type == ORG and fold(tok.text) not in lexicon().given_names):
                break  # ("[Maeve]ORG and Orla Dunne": a given name NER called a company)
            key = fold(tok.text)
            if not _name_word_alone(tok) or key in surnames:
                break
            if any(fold(w[0]) == key and fold(w[-1]) != fold(last) for w in full) or _ends_a_name(doc, tok) \
                    or any(t.text == tok.text for t in doc[:tok.i]):
                break  # another Jax is named in full, "Jax" ends someone's name, or the article already
                # introduced this Jax without the surname: not (knowably) a Moreno
            if j > 0 and _one_relative(doc[j - 1]) and not (j > 2 and doc[j - 2].lower_ in _CONJUNCTIONS and _kin_noun(doc[j - 3].lower_)):
                break  # "Kay Dunne's son Max and Nina Fell's daughter": a relative of someone else
                # (not "husband and wife Max and Nina Fell", a pair)
            replace[j] = Mention(j, j + 1, f"{clean_name(tok.text)} {last}", PERSON, "shared-surname")
            if j >= 2 and doc[j - 1].text == ",":
                j -= 2
                continue
            break
    if not replace:
        return mentions
    return [m for m in mentions if m.start not in replace] + [m for k, m in replace.items() if by_start.get(k) is None
                                                               or by_start[k].end == k + 1]


def _one_relative(tok: Token) -> bool:
    """A singular kin noun ("son", "wife"): the name after it is one relative, not half of a pair."""
    return tok.is_lower and tok.tag_ == "NN" and _kin_noun(tok.lower_)


def _introduced_as_kin(doc: Doc, j: int) -> bool:
    """``doc[j]`` opens a pair a married pair's phrase introduces: "husband and wife Max and Nina
    Fell" (the couple under one surname; not "brothers A and B C", where names of some
    cultures have no shared surname)."""
    return 3 <= j and doc[j].text[:1].isupper() and doc[j - 1].lower_ in {"wife", "husband"} \
        and doc[j - 2].lower_ in _CONJUNCTIONS and doc[j - 3].lower_ in {"wife", "husband"}


def _given_name_pair(doc: Doc, m: Mention) -> bool:
    """"Tom and Rita Hanley": two census given names around "and", the second's surname after
    it, is how news writes a couple or siblings who share it ("Madonna and Rita Hanley" is not)."""
    given = lexicon().given_names
    j = m.start - 2
    return j >= 0 and doc[m.start - 1].lower_ in _CONJUNCTIONS and fold(doc[j].text) in given \
        and (fold(m.name.split()[0]) in given or doc[m.start].ent_type_ == "PERSON")


def _family_members(doc: Doc, mentions: list[Mention]) -> list[Mention]:
    """A family plural naming its members: "the Morenos, Jax and Lila", "the Quist sisters, Jo
    and Mira", "Jo and Mira are the Quist sisters" name Jax Moreno, Lila Moreno, Jo Quist, ..."""
    lex = lexicon()
    by_start = {m.start: m for m in mentions}
    taken = {k: m for m in mentions for k in range(m.start, m.end)}
    known = {fold(w[-1]): w[-1] for m in mentions if m.type == PERSON and len(w := strip_title(m.name).split()) > 1}
    named: dict[int, Mention] = {}
    plurals: set[int] = set()  # "the Morenos": a family, not a person
    for k in positions(doc, {"the"}, end=len(doc) - 2):  # a name after "the" (and a number: "the three Delaney siblings")
        tok = doc[k + 2] if doc[k + 1].like_num and doc[k + 1].is_lower else doc[k + 1]
        if tok.pos_ != "PROPN" or not tok.text[:1].isupper() or doc[k].lower_ != "the":
            continue
        nxt = doc[tok.i + 1] if tok.i + 1 < len(doc) else None
        if nxt is not None and nxt.lower_ in lex.family_nouns:
            family, head = tok.text, nxt  # "the Quist sisters"
        elif tok.lower_.endswith("s") and len(tok) > 3:
            stem = tok.text[:-2] if tok.lower_.endswith("es") and fold(tok.text[:-2]) in known else tok.text[:-1]
            family, head = known.get(fold(stem), stem), tok  # "the Morenos"
        else:
            continue
        members: list[Token] = []
        k = head.i + 1
        if k < len(doc) and doc[k].text in _SET_OFF:  # apposition: "the Morenos, Jax and Lila,", "the X sisters - A, B and C -"
            k += 1
            while k < len(doc) and _lone_first_name(doc, doc[k], taken, listed=True):
                members.append(doc[k])
                if k + 1 < len(doc) and doc[k + 1].lower_ in _CONJUNCTIONS | {","}:
                    k += 2 if doc[k + 1].text == "," and k + 2 < len(doc) and doc[k + 2].lower_ not in _CONJUNCTIONS else 2
                    if k < len(doc) and doc[k].lower_ in _CONJUNCTIONS:
                        k += 1
                    continue
                break
        elif head.dep_ == "attr" and head.head.lemma_ == "be":  # "Jo and Mira are the Quist sisters"
            for subj in head.head.children:
                if subj.dep_ == "nsubj":
                    members = [t for t in [subj, *subj.conjuncts] if _lone_first_name(doc, t, taken)]
        if head is tok:
            plurals.add(tok.i)  # "the Morenos" are a family (or a show), never one person
        if len(members) < 2:
            continue  # one first name beside a family name is too little to go on
        for t in members:
            named[t.i] = Mention(t.i, t.i + 1, f"{clean_name(t.text)} {family}", PERSON, "family")
    mentions = [m for m in mentions if not (m.type == PERSON and m.end - m.start == 1 and m.start in plurals)]
    if not named:
        return mentions
    return [m for m in mentions if m.start not in named] + [m for k, m in named.items()
                                                              if by_start.get(k) is None or by_start[k].end == k + 1]


_SET_OFF = frozenset({",", "-", "–", "—", "(", ":"})  # what opens an apposition after a family plural


def _lone_first_name(doc: Doc, tok: Token, taken: dict[int, Mention], listed: bool = False) -> bool:
    """A capitalised word standing alone as a name (no surname after it, no other entity); in
    the list a family plural opens (``listed``: "the Okafor sisters - Ngozi, [Chioma]GPE and Amaka"),
    any one-word proper noun, whatever NER called it."""
    own = taken.get(tok.i)
    alone = listed and _one_word_entity(tok) and tok.pos_ == "PROPN" and tok.is_alpha and tok.is_title
    return ((_name_word_alone(tok) or alone) and (own is None or own.end - own.start == 1 and (
        own.type == PERSON or alone or _given_name_taken_for_a_company(tok)))
            and not (tok.i + 1 < len(doc) and doc[tok.i + 1].pos_ == "PROPN" and doc[tok.i + 1].text[:1].isupper()))


def _name_word_alone(tok: Token) -> bool:
    """A capitalised proper noun that may be a first name: not an acronym, a title, a
    description or part of another kind of entity."""
    return (tok.pos_ == "PROPN" and tok.text[:1].isupper() and tok.is_alpha and not tok.is_upper
            and (tok.ent_type_ in _NAME_ENTS or _given_name_taken_for_a_company(tok))
            and not is_description(tok) and tok.lower_ not in lexicon().bare_titles)


def _one_word_entity(tok: Token) -> bool:
    """No entity runs on from ``tok`` into the next word (and none runs into ``tok``)."""
    nxt = tok.doc[tok.i + 1] if tok.i + 1 < len(tok.doc) else None
    return tok.ent_iob_ in {"B", "O", ""} and (nxt is None or nxt.ent_iob_ != "I")


def _given_name_taken_for_a_company(tok: Token) -> bool:
    """A census given name that NER alone called a one-word company, place or people ("[Maeve]ORG
    and Orla Dunne", "actors [Mateo]GPE and Lucas Lenz", "Liam and [Sean]NORP")."""
    return tok.ent_type_ in {"ORG", "GPE", "NORP"} and _one_word_entity(tok) \
        and fold(tok.text) in lexicon().given_names


def _ends_a_name(doc: Doc, tok: Token) -> bool:
    """Whether the word of ``tok`` ends a name elsewhere in the article ("Orla" in "Nikita Orla")."""
    for other in doc:
        if other.i != tok.i and other.i > 0 and other.text == tok.text:
            prev = doc[other.i - 1]
            # any capitalised word but a function word: the tagger calls some first names verbs
            if prev.text[:1].isupper() and prev.is_alpha and not is_description(prev) \
                    and prev.pos_ not in _FUNCTION_POS and prev.lower_ not in lexicon().bare_titles:
                return True
    return False


def _family_names(doc: Doc, mentions: list[Mention]) -> set[str]:
    """Words the article uses as surnames: alone or after an honorific for a person ("Moreno
    said", "Mr Moreno"), in a family plural ("the Morenos"), or ending the full names of two
    people with different first names."""
    out: set[str] = set()
    firsts: dict[str, set[str]] = {}
    for m in mentions:
        if m.type != PERSON:
            continue
        words = [fold(w) for w in strip_title(m.name).split() if not is_generational_suffix(w)]
        if len(words) == 1 and (m.source != "alias" or strip_title(m.name) != m.name):
            out.add(words[0])
        elif len(words) > 1:
            firsts.setdefault(words[-1], set()).add(words[0])
    out.update(last for last, names in firsts.items() if len(names) > 1)
    for tok in (doc[k + 1] for k in positions(doc, {"the"}, end=len(doc) - 1)):  # "the Morenos"
        if tok.text[:1].isupper() and tok.lower_.endswith("s") and len(tok) > 2 and tok.i > 0 \
                and doc[tok.i - 1].lower_ == "the":
            out.add(fold(tok.text[:-2] if tok.lower_.endswith("es") and fold(tok.text[:-2]) in firsts else tok.text[:-1]))
    return out


# -- labels ------------------------------------------------------------------------------

def label_of(forms: set[str], current: str) -> str:
    """A person's label among the forms an article gives: the fullest name as printed (a nickname in
    quotes kept: 'Dwayne "Slim" Carter', with "Dwayne Carter" an alias), without an
    honorific ("Nikita Orla", not "Ms Nikita Orla" or "Orla"); where no name of two words is
    given, the titled form ("Ms Orla", "Prince Orvel"), as the article addresses them. A titled
    full name gives its untitled form ("Sen. Ada Vey": "Ada Vey")."""
    def rank(form: str) -> tuple:
        plain, nicks = split_nickname(form, brackets=False)
        bare = strip_title(plain)
        words = len(bare.split())
        titled = bare != plain
        return (words > 1, words if words > 1 else 0, not titled if words > 1 else titled,
                bool(nicks), form == current, len(form), form)
    # "Sen. Ada Vey", "Dr Ada Vey": the name without the title, though the article never writes
    # it so; not "Mrs John Vey" (a style from a husband's name) nor "King Ivo II" (a royal style)
    untitled = {bare for f in forms for bare in [strip_title(f)]
                if bare != f and len(bare.split()) > 1 and _honorific_only(f)}
    return max(forms | untitled, key=rank)


def _honorific_only(form: str) -> bool:
    """Every title :func:`strip_title` takes off ``form`` is an honorific or an office ("Dr",
    "Sen.", "Prof"), not a royal or noble style and not a wife's style from her husband's name."""
    lex = lexicon()
    offices = (lex.bare_titles - lex.bare_male_titles - lex.bare_female_titles) | (_PERSONAL_HONORIFICS - _SPOUSE_STYLES - {"lord"})
    words = form.split()
    titles = [w.lower().rstrip(".") for w in words[:len(words) - len(strip_title(form).split())]]
    return bool(titles) and all(t in offices for t in titles)


__all__ = ["is_description", "label_of", "one_of_a_kind", "refine_people", "without_description"]
