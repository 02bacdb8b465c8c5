"""Stages 2-5 for one parsed Doc: find mentions, resolve, match, emit triples; and the spaCy
component that runs them.

:func:`extract_doc` is the path of one article through extraction, in order:
:func:`~kgbuild.extraction.mentions.find_mentions` ->
:class:`~kgbuild.extraction.coref.ArticleEntities` ->
:class:`~kgbuild.extraction.matching.SentenceMatcher` (the rules of
:mod:`kgbuild.extraction.rules`, sentence by sentence) -> :class:`~kgbuild.records.Triple`.
Everything spaCy stays inside this package; what leaves is records.
"""

from __future__ import annotations

import itertools
import re

from spacy.attrs import ORTH
from spacy.language import Language
from spacy.tokens import Doc, Span, Token

from .. import relations as relations_mod
from ..names import fold, strip_title
from ..records import Article, Evidence, Triple
from .annotations import add_dictionary, original, remember
from .coref import ArticleEntities
from .lexicon import lexicon
from .matchers.appearances import alongside, costars_share_the_work
from .matching import WEDDING_RULES, SentenceMatcher
from .mentions import PERSON, find_mentions, headline
from .rules import Found, RuleSet, default_rules
from .scan import cue_tokens, lemmas, span_text
from .settings import DEFAULT_THRESHOLD



PARAGRAPHS = "kgbuild_paragraphs"


@Language.component(PARAGRAPHS)
def paragraph_boundaries(doc: Doc) -> Doc:
    """A line break always ends a sentence (the parser then keeps that boundary):
    headlines, captions and paragraphs never run into each other."""
    for tok in doc[:-1]:
        if tok.is_space and "\n" in tok.text:
            doc[tok.i + 1].is_sent_start = True
            if tok.i + 2 < len(doc) and not doc[tok.i + 2].is_space:
                # and the line's first word opens a sentence with the next one: a forced start
                # alone lets the parser cut right after it ("Dana" | "Whitlock hosts the show.")
                doc[tok.i + 2].is_sent_start = False
    return doc


# Abbreviated ranks and offices before a name that spaCy's English tokenizer splits into a word
# and a full stop, which then ends the sentence inside a list of names ("among them Maj. A, B").
TITLE_ABBREVIATIONS = ("Maj.", "Sgt.", "Det.", "Lt.", "Capt.", "Cpl.", "Pvt.", "Insp.", "Supt.", "Cmdr.", "Adm.",
                       "Brig.", "Hon.", "Rev.", "Fr.", "Msgr.", "Prof.", "Atty.", "Dep.", "Cllr.", "Amb.")


# "co-" and "guest-" words spaCy splits at the hyphen ("co", "-", "starred"), after which the parser
# hangs the subject on "co" and loses it: kept whole, they parse as the verb or noun they are.
_CO_FORMS = {"star": ("star", "stars", "starred", "starring"), "host": ("host", "hosts", "hosted", "hosting"),
             "anchor": ("anchor", "anchors", "anchored", "anchoring"),  # the noun's forms too: "her co-anchor, B"
             "parent": ("parent", "parents", "parented", "parenting"),
             "present": ("present", "presents", "presented", "presenting"),  # "co-presented X with her father"
             "write": ("write", "writes", "wrote", "written", "writing"),
             # nouns: "her co-writers A and B" split at the hyphen loses the list to the parser
             **{noun: (noun, noun + "s") for noun in ("writer", "founder", "creator", "producer", "owner", "defendant",
                                                     "plaintiff", "worker", "director", "author", "manager", "presenter")}}
_CO_LEMMAS = {f"{prefix}-{form}": f"{prefix}-{lemma}" for prefix, lemmas in (("co", _CO_FORMS), ("guest", {"star": _CO_FORMS["star"]}))
              for lemma, forms in lemmas.items() for form in forms}
CO_WORDS = tuple(w for word in _CO_LEMMAS for w in (word, word.capitalize()))
# the lexicon's work nouns written with a hyphen, singular and plural, lower case and capitalised
HYPHENED_WORK_NOUNS = tuple(w for noun in sorted(lexicon().work_nouns | lexicon().show_nouns) if "-" in noun
                            for form in (noun, noun + "s") for w in (form, form.capitalize()))


# "ex-" kin nouns spaCy splits at the hyphen ("ex", "-", "wife"), after which the small model often
# reads the three as nouns of their own and loses the apposition ("with his ex-wife, B"): kept
# whole, each parses as the one noun it is; its lemma is the kin noun's ("ex-wives" -> "wife"), the
# "ex-" read off the word itself (:func:`~kgbuild.extraction.slots.ex_marked`)
_EX_LEMMAS = {"wife": ("wife", "wives"), "husband": ("husband", "husbands"), "girlfriend": ("girlfriend", "girlfriends"),
              "boyfriend": ("boyfriend", "boyfriends"), "partner": ("partner", "partners"), "fiance": ("fiance", "fiances"),
              "fiancee": ("fiancee", "fiancees"), "fiancé": ("fiancé", "fiancés"), "fiancée": ("fiancée", "fiancées"),
              "spouse": ("spouse", "spouses"), "lover": ("lover", "lovers")}
_EX_FORMS = {f"ex-{form}": lemma for lemma, forms in _EX_LEMMAS.items() for form in forms}
EX_WORDS = tuple(w for word in _EX_FORMS for w in (word, word.capitalize()))


def prepare(nlp: Language) -> Language:
    """Add kgbuild's paragraph boundaries to a pipeline (once) before its parser, keep
    abbreviated titles (:data:`TITLE_ABBREVIATIONS`) and "co-" words (:data:`CO_WORDS`) whole,
    and annotate POS, morphology and lemmas as the pipeline does, remembered per token kind
    (:func:`~kgbuild.extraction.annotations.remember`)."""
    if PARAGRAPHS not in nlp.pipe_names and "parser" in nlp.pipe_names:
        nlp.add_pipe(PARAGRAPHS, before="parser")
    for word in (*TITLE_ABBREVIATIONS, *CO_WORDS):
        nlp.tokenizer.add_special_case(word, [{ORTH: word}])
    if "attribute_ruler" in nlp.pipe_names:  # their lemmas ("guest-starred" -> "guest-star"), which the lemmatizer keeps
        ruler = original(nlp, "attribute_ruler")
        if not any(p["attrs"].get("LEMMA") == "co-star" for p in ruler.patterns):
            for word, lemma in _CO_LEMMAS.items():
                ruler.add([[{"LOWER": word}]], {"LEMMA": lemma})
            for word, lemma in _EX_FORMS.items():  # a noun, whatever its accent made of it ("ex-fiancé" as JJ)
                ruler.add([[{"LOWER": word}]], {"LEMMA": lemma, "POS": "NOUN", "TAG": "NN" if word.endswith(lemma) else "NNS"})
    for word in EX_WORDS:
        nlp.tokenizer.add_special_case(word, [{ORTH: word}])
    nlp.tokenizer.add_special_case("wed", [{ORTH: "wed"}])  # the verb, not "we'd" split into "we" "d"
    add_dictionary(nlp)
    for word in HYPHENED_WORK_NOUNS:  # "rom-com", "spin-offs": one word, as the genre-noun readings expect
        nlp.tokenizer.add_special_case(word, [{ORTH: word}])
    return remember(nlp)


def extract_doc(doc: Doc, article: Article, rules: RuleSet, offset: int = 0,
                threshold: float = DEFAULT_THRESHOLD) -> list[Triple]:
    """Triples stated in one parsed piece of ``article`` (``offset`` chars into it)."""
    _index_sentences(doc)
    ents = ArticleEntities(doc, find_mentions(doc), rules.co_parent_verbs)
    matcher = SentenceMatcher(rules, ents)
    found: list[tuple[Found, object]] = []
    character_verbs = frozenset((rules.role_slots or {}).get("character_verbs", ()))  # "plays", "portrays"
    kin_nouns = frozenset(c.lower() for r in rules.noun_rules for c in r["cues"])
    title = headline(doc)
    for sent in doc.sents:
        if title is not None and sent.start == title.start and sent.end == title.end:
            continue  # a headline's capitalised telegraphese: its news is told again below it
            # (one the parser cut into sentences is read: "A and B Are Engaged! Inside ...")
        fiction = _told_of_fiction(sent)
        playing = bool(cue_tokens(sent, lemma_words=character_verbs)) or any(  # or "is back as Jack, her brother"
            any(c.dep_ == "pobj" and ents.entity_of(c) in ents.characters for c in t.children) for t in cue_tokens(sent, _AS))
        parts = playing and _plays_kin(sent, character_verbs, kin_nouns) or _kin_as_a_part(sent, kin_nouns)
        for f in matcher.match(sent):
            if not _valid(f, ents) or f.relation in relations_mod.PERSON_RELATIONS and (
                    fiction or playing and (f.head in ents.characters or f.tail in ents.characters)
                    or parts and f.rule.startswith("noun.")):
                continue  # "her aunt, Miss Vane (played by Ada Vey)": in a sentence about a part, a character's family is fiction;
                # "A played the father, B the mother": the kin nouns are parts
            found.append((f, sent))
    not_cast = frozenset((rules.role_slots or {}).get("not_cast_nouns", ()))
    found = _consolidate(costars_share_the_work(_episode_cast_in_series(_off_the_stage(found, ents), ents), ents,
                                                alongside(rules), not_cast))
    found = _partings_of_the_unmarried(found, ents, doc, frozenset(
        r["id"] for r in (*rules.verb_rules, *rules.noun_predicate_rules) if r.get("parting")))
    found = _siblings_of_one_sibling(found, ents, threshold)
    triples: list[Triple] = []
    seen: set[tuple] = set()
    for f, sent in found:
        if f.confidence < threshold:
            continue
        rel = relations_mod.get(f.relation)
        key = (frozenset((f.head, f.tail)) if rel.symmetric else (f.head, f.tail), f.relation, sent.start)
        if key in seen:
            continue
        seen.add(key)
        h, t = ents.entities[f.head], ents.entities[f.tail]
        text, start, end = _trimmed(sent)
        triples.append(Triple(
            head=h.name,
            relation=f.relation,
            tail=t.name,
            head_type=h.type,
            tail_type=t.type,
            confidence=round(f.confidence, 4),
            evidence=Evidence(
                article=article.id,
                sentence=text,
                start=offset + start,
                end=offset + end,
                rule=f.rule,
                date=article.date,
                url=article.url,
            ),
            head_aliases=tuple(sorted(h.aliases - {h.name})),
            tail_aliases=tuple(sorted(t.aliases - {t.name})),
        ))
    return triples


def _siblings_of_one_sibling(found: list[tuple[Found, Span]], ents, threshold: float) -> list[tuple[Found, Span]]:
    """Two people one sentence gives as siblings of the same person are siblings of each other
    ("She has a twin brother, Leo, and an elder brother, Max": Leo and Max), on that sentence's
    evidence, when the sentence names both (not reached through a pronoun or a possessor); not a
    half-sibling or a step-sibling (who may share no parent with the other)."""
    by_sentence: dict[int, tuple[Span, dict[int, dict[int, float]]]] = {}  # sentence -> person -> sibling -> confidence
    for f, sent in found:
        if f.relation == "sibling" and f.confidence >= threshold and not _HALF_OR_STEP.search(span_text(sent)) \
                and ents.entities[f.head].type == ents.entities[f.tail].type == PERSON:
            of = by_sentence.setdefault(sent.start, (sent, {}))[1]
            of.setdefault(f.head, {})[f.tail] = f.confidence
            of.setdefault(f.tail, {})[f.head] = f.confidence
    stated = {frozenset((f.head, f.tail)) for f, _ in found if f.relation == "sibling"}
    extra: list[tuple[Found, Span]] = []
    for sent, of in by_sentence.values():
        named = {ents.token_entity.get(i) for i in range(sent.start, sent.end)}
        for siblings in of.values():
            for a, b in itertools.combinations(sorted(siblings.keys() & named), 2):
                if frozenset((a, b)) not in stated:
                    stated.add(frozenset((a, b)))
                    extra.append((Found(a, "sibling", b, "noun.sibling.of_one", min(siblings[a], siblings[b])), sent))
    return found + extra


# a half- or step-sibling in the sentence ("her half-brother", "his stepsister"; not "on behalf of")
_HALF_OR_STEP = re.compile(r"\b(?:half|step)[- ]?(?:brother|sister|sibling)", re.I)


_AS = frozenset({"as"})
_STORY_NOUNS = frozenset({"film", "movie", "series", "show", "episode", "drama", "sitcom", "soap", "novel", "play",
                          "musical", "story", "storyline", "plot", "finale", "sequel", "season"})


def _index_sentences(doc: Doc) -> None:
    """Answer ``Token.sent`` and ``Span.sent`` from one list of the Doc's sentences (spaCy's
    hooks), as spaCy answers them: the rules ask some 35,000 times per hundred articles, and
    spaCy walks the sentence starts on every ask."""
    if "sent" in doc.user_token_hooks or not len(doc):
        return
    sents = list(doc.sents)
    index = [0] * len(doc)
    for k, s in enumerate(sents):
        for i in range(s.start, s.end):
            index[i] = k

    def span_sent(span):
        if span.end <= span.start:
            return sents[index[min(span.start, len(doc) - 1)]]
        first, last = index[span.start], index[span.end - 1]
        return sents[first] if first == last else doc[sents[first].start:sents[last].end]  # across sentences: all of them

    doc.user_token_hooks["sent"] = lambda tok: sents[index[tok.i]]
    doc.user_span_hooks["sent"] = span_sent


def _told_of_fiction(sent) -> bool:
    """A sentence set inside a story ("In the series, Dr Cole marries his colleague"): its
    marriages and families are the characters', not the cast's (their roles still count)."""
    root = sent.root
    return any(c.dep_ == "prep" and c.lower_ == "in" and c.i < root.i and any(
        p.dep_ == "pobj" and p.lower_ in _STORY_NOUNS and any(d.lower_ in {"the", "this", "that"} for d in p.children)
        for p in c.children) for c in root.children)


def _plays_kin(sent, character_verbs: frozenset[str], kin_nouns: frozenset[str]) -> bool:
    """The sentence's own playing verb with a kin noun as its object: "A played the father, B
    the mother", "she plays his sister": its kin nouns name parts, not the cast's families (a
    relative clause's "who plays the father" leaves the sentence's families alone)."""
    return any(t.lemma_.lower() in character_verbs and t.dep_ in {"ROOT", "conj"} and any(
        c.dep_ == "dobj" and c.lower_ in kin_nouns for c in t.children) for t in sent)


def _kin_as_a_part(sent, kin_nouns: frozenset[str]) -> bool:
    """A kin noun after "as" on a word of judgement or a role verb, with a possessive or "the": a
    review's part ("A is terrific as his mother, and B ...", "C is solid as the suspicious husband"),
    not the family of anyone named there (not "introduced her as his wife": a naming verb)."""
    return any(t.dep_ == "pobj" and t.head.lower_ == "as" and (
        t.head.head.pos_ == "ADJ" or t.head.head.lemma_.lower() in _ROLE_VERBS) and any(
        d.dep_ == "poss" or d.lower_ == "the" for d in t.children)
        and not any(d.dep_ == "prep" and d.lower_ == "of" for d in t.children)  # not "famous as the husband of B"
        and not any(a.dep_ in {"relcl", "acl", "advcl"} for a in t.head.head.ancestors if a.i != t.head.head.i)
        and t.head.head.dep_ not in {"relcl", "acl", "advcl"} for t in cue_tokens(sent, kin_nouns))  # (a relative clause's part: "A, who stars as the
    # father in X, was joined by his wife" keeps the wife)


_ROLE_VERBS = frozenset({"star", "appear", "return", "shine", "excel", "cast", "debut", "impress", "co-star", "costar"})


def _trimmed(sent) -> tuple[str, int, int]:
    """A sentence's text without surrounding whitespace, and its character offsets."""
    raw = span_text(sent)
    lead = len(raw) - len(raw.lstrip())
    text = raw.strip()
    start = sent.start_char + lead
    return text, start, start + len(text)


def _off_the_stage(found: list[tuple[Found, object]], ents: ArticleEntities) -> list[tuple[Found, object]]:
    """No appearance in a title its sentence puts on a stage: "has appeared on stage in Hamlet",
    "starred on Broadway in X", "the stage production of Y" (a play is no show or film); a title
    also named on screen in the sentence keeps it."""
    def staged(f: Found, sent) -> bool:
        if not cue_tokens(sent, _STAGE_WORDS):
            return False  # (most sentences: no stage word, nothing to climb to)
        toks = [sent.doc[i] for i in range(sent.start, sent.end) if ents.token_entity.get(i) == f.tail]
        return bool(toks) and all(_on_stage(t) for t in toks)
    return [(f, sent) for f, sent in found if f.relation != "appears_in" or not staged(f, sent)]


_STAGES = frozenset({"stage", "broadway"})
_STAGE_WORDS = _STAGES | {"onstage"}  # what _on_stage needs one of in the sentence


def _on_stage(tok: Token) -> bool:
    """The title at ``tok`` is on a stage: a noun above it with a stage word ("the stage production
    of X", "the Broadway revival of X"), or the verb whose own "in" holds it put "on stage" or "on
    Broadway" ("appeared on stage in X"; not her "X co-stars" on stage at the Emmys, nor "on stage
    and in the films X and Y": a role or work noun above the title keeps it on screen)."""
    lex = lexicon()
    below = tok
    for anc in tok.ancestors:
        if anc.pos_ in {"NOUN", "PROPN"} and any(c.dep_ in {"compound", "amod"} and c.lower_ in _STAGES for c in anc.children):
            return True
        if anc.pos_ == "NOUN" and (anc.lemma_.lower() in lex.role_nouns or anc.lower_ in lex.work_nouns
                                   or anc.lemma_.lower() in lex.work_nouns):
            return False
        if anc.pos_ in {"VERB", "AUX"}:
            staged = [c for c in anc.children if c.dep_ == "prep" and c.lower_ == "on"
                      and any(p.dep_ == "pobj" and p.lower_ in _STAGES for p in c.children)
                      or c.dep_ == "advmod" and c.lower_ == "onstage"]
            # the title in the verb's own "in", or hung under "on Broadway" itself ("on Broadway in X")
            return bool(staged) and (below.dep_ == "prep" and below.lower_ == "in" or below in staged)
        below = anc
    return False


def _episode_cast_in_series(found: list[tuple[Found, object]], ents: ArticleEntities) -> list[tuple[Found, object]]:
    """In an article about an episode, whoever appears in the episode appears in its series
    (the same sentence is the evidence; the rule id says ``.series``)."""
    if ents.topic_series is None:
        return found
    extra = [(Found(f.head, f.relation, ents.topic_series, f.rule + ".series", f.confidence), sent)
             for f, sent in found if f.relation == "appears_in" and f.tail == ents.topic_work]
    return found + extra


def _valid(f: Found, ents: ArticleEntities) -> bool:
    """No self-loops, no relation between an entity and its own alias, types must fit, and
    both ends named (not a group a common noun describes: "sued the show and its producers")."""
    if f.head == f.tail:
        return False
    h, t = ents.entities[f.head], ents.entities[f.tail]
    if not (_named(h.name) and _named(t.name)):
        return False
    if not relations_mod.get(f.relation).allows(h.type, t.type) or f.relation == "appears_in" and t.id in ents.off_screen:
        return False  # (no one appears in "his podcast, X" or "her album Y")
    if h.split or t.split:
        return fold(h.name) != fold(t.name)
    h_keys = {fold(strip_title(a)) for a in h.aliases}
    t_keys = {fold(strip_title(a)) for a in t.aliases}
    return not (h_keys & t_keys)


def _named(name: str) -> bool:
    """A name, not a common noun: it holds a capital or a digit."""
    return any(ch.isupper() or ch.isdigit() for ch in name)


def _partings_of_the_unmarried(found: list[tuple[Found, object]], ents, doc: Doc, parting: frozenset[str]) -> list[tuple[Found, object]]:
    """A split is a dating couple's only where nothing in the article's sentences about either
    of the two speaks of a marriage: a married pair that splits has separated, and stays spouses
    until a divorce (which other rules read), even where no rule read the marriage itself."""
    if not parting or not any(f.rule.removesuffix(".pair") in parting for f, _ in found):
        return found
    sents = {}
    for i, eid in ents.token_entity.items():
        sents.setdefault(eid, set()).add(doc[i].sent.start)
    roots = lemmas(doc)
    married_words = {s.start for s in doc.sents if any(roots[i] in _MARRIAGE_WORDS for i in range(s.start, s.end))}
    return [(f, s) for f, s in found if f.rule.removesuffix(".pair") not in parting
            or not (sents.get(f.head, set()) | sents.get(f.tail, set())) & married_words]


# what speaks of a marriage: a split of those it is told of is a separation, not a breakup
_MARRIAGE_WORDS = frozenset({"marry", "married", "marriage", "wed", "wedding", "wife", "husband", "spouse", "divorce",
                             "divorced", "widow", "widower"})


def _consolidate(found: list[tuple[Found, object]]) -> list[tuple[Found, object]]:
    """Within one article, a married (or once married) pair is not also "partners": the
    engagement the article mentions came before the wedding; a pair the article calls exes is
    no longer married because one of them once filed for divorce. And a parent and child, or two
    siblings (two children of one parent), are never a couple: "they married" read as the two
    children just named is a wrong reading of "they", not news."""
    married = {frozenset((f.head, f.tail)) for f, _ in found if f.relation in {"spouse", "former_spouse"}}
    exes = {frozenset((f.head, f.tail)) for f, _ in found if f.relation == "former_spouse"}
    # a divorce that happened, not one announced ("they described their divorce as a new journey")
    divorced = {frozenset((f.head, f.tail)) for f, s in found if f.relation == "former_spouse"
                and (not f.rule.startswith("noun.divorce") or any(t.lemma_.lower() in _FINAL for t in s))}
    kin = {frozenset((f.head, f.tail)) for f, _ in found if f.relation in {"child", "sibling"}}
    children: dict[int, set[int]] = {}
    for f, _ in found:
        if f.relation == "child":
            children.setdefault(f.head, set()).add(f.tail)
    kin |= {frozenset((a, b)) for kids in children.values() for a in kids for b in kids if a != b}
    return [(f, s) for f, s in found
            if not (f.relation == "partner" and frozenset((f.head, f.tail)) in married)
            # "A, his ex-wife, had sued for divorce back in 2011": the filing is history now; so is the
            # wedding of a pair the article calls exes ("They married in 2013" in a divorce story), unless remarried
            and not (f.relation == "spouse" and "divorce" in f.rule and frozenset((f.head, f.tail)) in exes)
            and not (f.relation == "spouse" and f.rule.startswith(WEDDING_RULES) and not _remarried(s)
                     and frozenset((f.head, f.tail)) in divorced)
            and not (f.relation in relations_mod.COUPLE_RELATIONS and frozenset((f.head, f.tail)) in kin)]


_FINAL = frozenset({"final", "finalise", "finalize", "finalised", "finalized", "complete", "grant", "finish"})


def _remarried(sent) -> bool:
    """The sentence tells of a second wedding of the pair ("they remarried in 2020", "married again")."""
    return any(t.lemma_.lower() in {"remarry", "re-marry"} or t.lower_ in {"again", "remarried"}
               or t.lower_ == "time" and t.i > 0 and t.nbor(-1).lower_ in {"second", "third"} for t in sent)  # "for the second time"


# -- the spaCy component -------------------------------------------------------------------
#
# Extraction runs as the last component of the spaCy pipeline (:mod:`kgbuild.extraction.stream`
# adds it), so with ``n_process`` > 1 it runs in spaCy's worker processes next to the parser. The
# component then swaps the parsed Doc for an empty one carrying only the triples (``user_data``):
# a parsed Doc never crosses the process boundary, the main process never tokenizes or
# deserializes, and memory stays flat.

EXTRACT_FACTORY = "kgbuild_extract"  # the name spaCy's registry knows ExtractComponent's factory by
PAYLOAD = "kgbuild"  # the key of the triples in the returned Doc's ``user_data``
_PIECE = Article(id="", text="")  # stand-in: article id, date, url and offset are set afterwards


class ExtractComponent:
    """The ``kgbuild_extract`` pipeline component: parsed Doc in (all of
    :func:`extract_doc`), empty Doc with triples out.

    An exception while extracting a piece is caught here and reported with it, so one bad
    article never costs the others in its batch.
    """

    def __init__(self, vocab, rules: RuleSet | None = None, threshold: float = DEFAULT_THRESHOLD):
        self.vocab = vocab
        self.rules = rules
        self.threshold = threshold

    def __call__(self, doc: Doc) -> Doc:
        try:
            words = sum(1 for t in doc if not (t.is_punct or t.is_space))
            triples = extract_doc(doc, _PIECE, self.rules or default_rules(), 0, self.threshold)
            payload = {"words": words, "triples": [t.to_dict() for t in triples]}
        except Exception as exc:  # noqa: BLE001 - any failure becomes a Skip of this article
            payload = {"error": f"extraction failed ({type(exc).__name__}: {exc})"}
        out = Doc(self.vocab, words=[])
        out.user_data[PAYLOAD] = payload
        return out


@Language.factory(EXTRACT_FACTORY, default_config={"threshold": DEFAULT_THRESHOLD})
def make_extract_component(nlp: Language, name: str, threshold: float) -> ExtractComponent:
    return ExtractComponent(nlp.vocab, threshold=threshold)
