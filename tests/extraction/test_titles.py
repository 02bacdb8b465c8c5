"""The title reader on hand-built parses: no model, milliseconds, exact spans.

Each Doc gives words with their part of speech, lemma and (where it matters) NER label, and a
flat parse (every token hangs on the cue), which is all :mod:`kgbuild.extraction.titles` reads.
"""

import pytest
import spacy
from spacy.tokens import Doc

from kgbuild.extraction.titles import role_slots, title_list

VOCAB = spacy.blank("en").vocab


def doc(spec: str, ents: tuple[tuple[int, int, str], ...] = ()) -> Doc:
    """Words as "word/POS" or "word/POS/lemma", one sentence, all hung on the first verb."""
    words, pos, lemmas = [], [], []
    for item in spec.split():
        parts = item.split("/")
        words.append(parts[0])
        pos.append(parts[1])
        lemmas.append(parts[2] if len(parts) > 2 else parts[0].lower())
    root = next(i for i, p in enumerate(pos) if p == "VERB")
    heads = [root] * len(words)
    deps = ["ROOT" if i == root else "dep" for i in range(len(words))]
    d = Doc(VOCAB, words=words, pos=pos, lemmas=lemmas, heads=heads, deps=deps,
            ents=["O"] * len(words))
    d.set_ents([spacy.tokens.Span(d, s, e, label) for s, e, label in ents])
    return d


def texts(d: Doc, spans) -> list[str]:
    return [d[s:e].text for s, e in spans]


def test_a_coordinated_list_splits_at_and_before_a_capitalised_title():
    d = doc("Lena/PROPN starred/VERB/star in/ADP Winter/PROPN Harbor/PROPN and/CCONJ The/DET Glass/PROPN Road/PROPN ./PUNCT",
            ents=((3, 5, "GPE"),))
    assert texts(d, title_list(d, 3)) == ["Winter Harbor", "The Glass Road"]
    assert [(s.trigger, texts(d, s.titles)) for s in role_slots(d)] == [(1, ["Winter Harbor", "The Glass Road"])]


def test_descriptions_quotes_and_year_brackets_are_skipped():
    d = doc("She/PRON had/VERB/have roles/NOUN/role in/ADP the/DET romantic/ADJ drama/NOUN '/PUNCT Tall/PROPN "
            "Grass/PROPN '/PUNCT (/PUNCT 2011/NUM )/PUNCT and/CCONJ the/DET thriller/NOUN '/PUNCT Stone/PROPN "
            "Bay/PROPN '/PUNCT ./PUNCT")
    assert texts(d, title_list(d, 4)) == ["Tall Grass", "Stone Bay"]


def test_a_part_of_a_work_is_skipped_to_the_work():
    d = doc("He/PRON appeared/VERB/appear in/ADP Season/PROPN 2/NUM of/ADP Night/PROPN Court/PROPN ./PUNCT")
    assert texts(d, title_list(d, 3)) == ["Night Court"]


@pytest.mark.parametrize("spec,ents", [
    # a common noun fills the slot: no title, and no later "in" is read as one
    ("She/PRON appeared/VERB/appear in/ADP court/NOUN in/ADP Madrid/PROPN ./PUNCT", ((5, 6, "GPE"),)),
    # a date is no title
    ("She/PRON starred/VERB/star in/ADP March/PROPN 2019/NUM ./PUNCT", ((3, 5, "DATE"),)),
    # a name that modifies a common noun is no title
    ("He/PRON appeared/VERB/appear in/ADP Acme/PROPN advertisements/NOUN ./PUNCT", ()),
])
def test_slots_without_a_title(spec, ents):
    assert role_slots(doc(spec, ents)) == []


def test_an_award_ner_calls_a_work_of_art_is_no_work():
    from kgbuild.extraction.mentions import find_mentions

    d = doc("Ruiz/PROPN won/VERB an/DET Oscar/PROPN and/CCONJ a/DET Golden/PROPN Globe/PROPN Award/PROPN "
            "for/ADP Harbor/PROPN Lights/PROPN",
            ents=((0, 1, "PERSON"), (3, 4, "WORK_OF_ART"), (6, 9, "WORK_OF_ART"), (10, 12, "WORK_OF_ART")))
    types = {m.name: m.type for m in find_mentions(d)}
    assert (types["Oscar"], types["Golden Globe Award"], types["Harbor Lights"]) == ("ORG", "ORG", "WORK")


def test_a_given_name_and_a_surname_of_the_articles_people_are_a_person_whatever_ner_said():
    from kgbuild.extraction.mentions import find_mentions

    d = doc("Ivo/PROPN met/VERB Ada/PROPN and/CCONJ Ivo/PROPN Marsh/PROPN with/ADP Leo/PROPN Marsh/PROPN",
            ents=((0, 1, "PERSON"), (2, 3, "PERSON"), (4, 6, "WORK_OF_ART"), (7, 9, "PERSON")))
    assert {m.name: m.type for m in find_mentions(d)}["Ivo Marsh"] == "PERSON"
    # ... but a title nobody's names make up stays a work
    d = doc("Ivo/PROPN met/VERB Ada/PROPN and/CCONJ Copper/PROPN Falls/PROPN with/ADP Leo/PROPN Marsh/PROPN",
            ents=((0, 1, "PERSON"), (2, 3, "PERSON"), (4, 6, "WORK_OF_ART"), (7, 9, "PERSON")))
    assert {m.name: m.type for m in find_mentions(d)}["Copper Falls"] == "WORK"


def test_a_name_ner_ran_across_a_headline_colon_is_two_names():
    # "[Copper Lanes: Ada Vey]GPE joins the drama": the headline's topic, then its person
    d = doc("Copper/PROPN Lanes/PROPN :/PUNCT Ada/PROPN Vey/PROPN joins/VERB/join the/DET drama/NOUN", ents=((0, 5, "GPE"),))
    from kgbuild.extraction.mentions import find_mentions

    assert [m.name for m in find_mentions(d)] == ["Copper Lanes", "Ada Vey"]


@pytest.mark.parametrize("spec,end,kept", [  # the mention ends at ``end`` and is as long as ``kept`` plus the year
    # one edition of a show the article also names without the year
    ("Glitter/PROPN Ball/PROPN is/AUX back/ADV ./PUNCT the/DET winner/NOUN of/ADP Glitter/PROPN Ball/PROPN 2024/NUM", 11,
     "Glitter Ball"),
    ("Glitter/PROPN Ball/PROPN is/AUX back/ADV ./PUNCT the/DET winner/NOUN of/ADP Glitter/PROPN Ball/PROPN 1998/NUM", 11,
     "Glitter Ball"),
    # a title the article only names with its year keeps it
    ("the/DET film/NOUN Wonder/PROPN Woman/PROPN 1984/NUM", 5, "Wonder Woman 1984"),
    # a year to come names a film; "of" or a number before the year makes it the title's
    ("Blade/PROPN Runner/PROPN was/AUX a/DET hit/NOUN ./PUNCT the/DET film/NOUN Blade/PROPN Runner/PROPN 2049/NUM", 11,
     "Blade Runner 2049"),
    ("Class/PROPN of/ADP is/AUX ./PUNCT the/DET film/NOUN Class/PROPN of/ADP 1999/NUM", 9, "Class of 1999"),
    ("Summer/PROPN is/AUX ./PUNCT the/DET song/NOUN Summer/PROPN 69/NUM", 7, "Summer 69"),
])
def test_an_editions_year_is_cut_from_a_shows_name(spec, end, kept):
    from kgbuild.extraction.mentions import WORK, Mention, _without_its_edition
    words = [w.split("/")[0] for w in spec.split()]
    d = Doc(VOCAB, words=words, pos=[w.split("/")[1] for w in spec.split()])
    start = end - len(kept.split()) - (kept.split()[-1] != words[end - 1])
    m = _without_its_edition(d, Mention(start, end, " ".join(words[start:end]), WORK, "ner"))
    assert m.name == kept and d[m.start:m.end].text == kept


def _mentions_of(words: str, spans):
    from kgbuild.extraction.mentions import Mention
    d = Doc(VOCAB, words=words.split())
    return d, [Mention(s, e, " ".join(d[s:e].text.split()), kind, "ner") for s, e, kind in spans]


@pytest.mark.parametrize("words,spans,expected", [
    # two people the article names in full, run into one company across "and"
    ("Bronte Kell met Kwame Osei . Kell and Osei married",
     [(0, 2, "PERSON"), (3, 5, "PERSON"), (6, 9, "ORG")],
     [("Bronte Kell", "PERSON"), ("Kwame Osei", "PERSON"), ("Kell", "PERSON"), ("Osei", "PERSON")]),
    # a show and then a person, across "as"
    ("Glitter Ball as Ivo Tam falls . Ivo Tam lost",
     [(0, 5, "ORG"), (7, 9, "PERSON")],
     [("Glitter Ball", "ORG"), ("Ivo Tam", "PERSON"), ("Ivo Tam", "PERSON")]),
    # a firm named after people the article does not name otherwise stays a firm
    ("Kell and Osei signed Ivo Tam", [(0, 3, "ORG"), (4, 6, "PERSON")], [("Kell and Osei", "ORG"), ("Ivo Tam", "PERSON")]),
    # ... as does one whose other side is no person's name
    ("Ivo Tam joined Tam and Partners", [(0, 2, "PERSON"), (3, 6, "ORG")], [("Ivo Tam", "PERSON"), ("Tam and Partners", "ORG")]),
])
def test_people_ner_ran_into_one_name_across_and_or_as_are_split(words, spans, expected):
    from kgbuild.extraction.mentions import _people_run_together
    d, mentions = _mentions_of(words, spans)
    assert [(m.name, m.type) for m in _people_run_together(d, mentions)] == expected
