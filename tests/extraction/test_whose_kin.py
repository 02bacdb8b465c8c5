"""Whose relative a kin noun names when a pronoun or a speaker stands near it.

Model tests (the pinned en_core_web_sm 3.8.0); invented articles, exact sets of family triples.
"""

import pytest

from tests.conftest import triples

pytestmark = pytest.mark.model

FAMILY = {"child", "sibling", "spouse", "former_spouse", "partner"}


def family(nlp, text):
    return {t for t in triples(nlp, text) if t[1] in FAMILY}


@pytest.mark.parametrize("text,expected", [
    # the speaker after a birth is not the baby, and is not made a woman by "a baby girl"
    ("Leo Marsh and husband adopt a girl\n\nThe news broke on Thursday. Leo Marsh and his husband, the architect "
     "Tom Dorn, have adopted a baby girl, Marsh announced on his show. The couple named their daughter Ivy. Marsh "
     "married Dorn in 2017. His sister, the actress Kate Marsh, flew in to meet her niece.",
     {("Leo Marsh", "spouse", "Tom Dorn"), ("Leo Marsh", "child", "Ivy"), ("Tom Dorn", "child", "Ivy"),
      ("Leo Marsh", "sibling", "Kate Marsh")}),
    ("Tom Hale becomes a father\n\nThe news broke on Monday. Tom Hale and his wife have welcomed a son, Hale told "
     "fans on Instagram. His brother, Sam Hale, shared a photo of the baby.",
     {("Tom Hale", "sibling", "Sam Hale")}),
    ("Pip Dorn has twins\n\nThe news broke on Monday. The singer has welcomed twin boys, Pip Dorn revealed on "
     "Sunday. Her sister, Jo Dorn, said the family was thrilled.",
     {("Pip Dorn", "sibling", "Jo Dorn")}),
    # a name that is the subject of its own clause after the kin noun, with no verb before: the one named
    ("Ada Vey leaves the band\n\nThe news broke on Monday. On her retirement in 2019, her daughter, Mara Vey "
     "took over the business.",
     {("Ada Vey", "child", "Mara Vey")}),
])
def test_a_speaker_after_a_birth_is_not_the_baby(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "shares daughters C and D with ex-husband B": the sharer's ex-husband and the children's other parent
    ("The news broke on Tuesday. Ada Vey, who shares daughters Lily, 11, and Rose, 9, with ex-husband Tom Hale, is "
     "now engaged.",
     {("Ada Vey", "child", "Lily"), ("Ada Vey", "child", "Rose"), ("Tom Hale", "child", "Lily"), ("Tom Hale", "child", "Rose"),
      ("Ada Vey", "former_spouse", "Tom Hale")}),
    ("The news broke on Tuesday. Ada Vey, who shares daughters Lily and Rose with ex-husband Tom Hale, is now engaged.",
     {("Ada Vey", "child", "Lily"), ("Ada Vey", "child", "Rose"), ("Tom Hale", "child", "Lily"), ("Tom Hale", "child", "Rose"),
      ("Ada Vey", "former_spouse", "Tom Hale")}),
    # "shares" read as a noun, with the sharer hung on it
    ("The news broke on Tuesday. Ada Vey shares daughter Lily with her former partner Tom Hale.",
     {("Ada Vey", "child", "Lily"), ("Tom Hale", "child", "Lily"), ("Ada Vey", "partner", "Tom Hale")}),
    ("The news broke on Tuesday. Ada Vey shares son Leo with ex-husband Tom Hale.",
     {("Ada Vey", "child", "Leo"), ("Tom Hale", "child", "Leo"), ("Ada Vey", "former_spouse", "Tom Hale")}),
])
def test_children_shared_with_an_ex(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a relative named right after the kin noun, however the name goes on to own an event
    ("The news broke on Tuesday. Tom Hale celebrated his son Leo's birthday at the beach.", {("Tom Hale", "child", "Leo")}),
    ("The news broke on Tuesday. Ada Vey posted a photo from her sister Kate's wedding.", {("Ada Vey", "sibling", "Kate")}),
    ("The news broke on Tuesday. Leo Marsh missed his brother Sam's wedding because of a storm.",
     {("Leo Marsh", "sibling", "Sam")}),
    ("The news broke on Tuesday. Mara Quill flew home for her daughter Ivy's graduation.", {("Mara Quill", "child", "Ivy")}),
    # ... not a relative's relative named further on
    ("The news broke on Tuesday. Mara Lind, Tom Reyes's sister and Ivo Reyes's aunt, was there.",
     {("Tom Reyes", "sibling", "Mara Lind")}),
])
def test_a_relative_whose_name_owns_an_event(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a relative told by a kin noun and whose it is, named next as a new subject with the owner's surname
    ("The news broke on Tuesday. The mother of boyband star Leo Marsh has slammed online trolls. Kate Marsh, 52, said "
     "her son had been hounded for months.", {("Kate Marsh", "child", "Leo Marsh")}),
    ("The news broke on Tuesday. Actor Tom Hale has died at 88, his son said on Sunday. \"Dad made everyone laugh,\" "
     "Leo Hale said.", {("Tom Hale", "child", "Leo Hale")}),
    ("The news broke on Tuesday. Actor Tom Hale has died at 88, his daughter said on Sunday. Ivy Hale said her father "
     "died peacefully at home.", {("Tom Hale", "child", "Ivy Hale")}),
    # not someone described otherwise, of the other gender, or with another surname
    ("The news broke on Tuesday. The mother of pop star Leo Marsh has slammed online trolls. Jo Marsh, a cousin, said "
     "the family was upset.", set()),
    ("The news broke on Tuesday. The mother of pop star Leo Marsh has slammed online trolls. Sam Marsh said his son "
     "was upset.", set()),
    ("The news broke on Tuesday. The mother of pop star Leo Marsh has slammed online trolls. Kate Hale said her son "
     "was upset.", set()),
])
def test_a_relative_named_in_the_sentence_after(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # wedding words besides "married"
    ("The news broke on Tuesday. Actress Ada Vey exchanged vows with Tom Hale on Saturday.", {("Ada Vey", "spouse", "Tom Hale")}),
    ("The news broke on Tuesday. Ada Vey and Tom Hale exchanged vows in Rome.", {("Ada Vey", "spouse", "Tom Hale")}),
    ("The news broke on Tuesday. Newlyweds Ada Vey and Tom Hale are soaking up the sun in Greece.",
     {("Ada Vey", "spouse", "Tom Hale")}),
    ("The news broke on Tuesday. Ada Vey and Tom Hale, the husband-and-wife team behind the show, split their time "
     "between London and Paris.", {("Ada Vey", "spouse", "Tom Hale")}),
    ("The news broke on Tuesday. Real-life married couple Ada Vey and Tom Hale play rivals in the film.",
     {("Ada Vey", "spouse", "Tom Hale")}),
    # ... not a couple played
    ("The news broke on Tuesday. Ada Vey and Tom Hale play a married couple in the film.", set()),
    # "they" after "A met B": the two who met
    ("The news broke on Tuesday. Ada Vey met Tom Hale on the set of a film in 2015; they married two years later.",
     {("Ada Vey", "spouse", "Tom Hale")}),
    ("The news broke on Tuesday. Ada Vey met Tom Hale at a festival. They discussed a film about boxing.", set()),
])
def test_weddings_told_without_married(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # "my" and "I" inside a quotation are its speaker, named outside it (after it or before it)
    ("The news broke on Tuesday. \"My daughter Poppy is my whole world,\" Ada Vey said on Monday.",
     {("Ada Vey", "child", "Poppy")}),
    ("The news broke on Tuesday. \"My husband, Adam, does all the cooking,\" Ada Vey joked.", {("Ada Vey", "spouse", "Adam")}),
    ("The news broke on Tuesday. Tom Hale told reporters: \"My son Leo is the real star of the family.\"",
     {("Tom Hale", "child", "Leo")}),
    ("The news broke on Tuesday. \"I married Ada Vey in 2010 and never looked back,\" Tom Hale said.",
     {("Tom Hale", "spouse", "Ada Vey")}),
    # no quotation, or no one named as its speaker: nobody
    ("The news broke on Tuesday. My daughter Poppy loves the show, the critic wrote.", set()),
    ("The news broke on Tuesday. \"My brother Sam taught me everything,\" said the singer, who did not give his name.", set()),
])
def test_the_speaker_of_a_quotation_is_its_i(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a sport, a field or a kind of programme before "star" or "host" is no title
    ("The news broke on Sunday. Tennis star Ada Vey exchanged vows with her coach, Tom Hale, on Saturday.",
     {("Ada Vey", "spouse", "Tom Hale")}),
    ("The news broke on Tuesday. Game show host Ada Vey married Tom Hale on Saturday.", {("Ada Vey", "spouse", "Tom Hale")}),
    ("The news broke on Tuesday. Breakfast show co-host Leo Marsh married Tom Dorn on Saturday.",
     {("Leo Marsh", "spouse", "Tom Dorn")}),
    ("The news broke on Tuesday. Skiing star Sam Reed is engaged to snowboarder Kate Lowe.", {("Sam Reed", "partner", "Kate Lowe")}),
])
def test_a_field_before_star_is_no_show(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a prize NER calls a work of art, and a singer's hits, are no shows
    ("The news broke on Tuesday. Tom Hale, the poet, has won the Iron Bay Prize. He met his wife, Ada Hale, at a "
     "reading in 1994.", {("Tom Hale", "spouse", "Ada Hale")}),
    ("The news broke on Tuesday. Country singer Tom Hale, whose 1990s hits included \"Salt Road Home,\" died on Sunday "
     "at 64.", set()),
    # "her baby daddy" is the father of her child, not hers
    ("The news broke on Monday. Reality star Ada Vey has slammed her baby daddy, Tom Hale, on social media.", set()),
    # "baby No. 3" names no child
    ("The news broke on Tuesday. Rapper Tom Hale has welcomed baby No. 3 with girlfriend Ada Vey, a son named Rio.",
     {("Tom Hale", "partner", "Ada Vey"), ("Tom Hale", "child", "Rio"), ("Ada Vey", "child", "Rio")}),
    # a credit before the name set off after a described party
    ("The news broke on Thursday. Ada Vey is suing her ex-husband, \"Copper Road\" star Tom Hale, for unpaid child "
     "support.", {("Ada Vey", "sued", "Tom Hale"), ("Ada Vey", "former_spouse", "Tom Hale"),
                  ("Tom Hale", "appears_in", "Copper Road")}),
])
def test_no_show_no_parent_no_child_where_none_is_named(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # several marriages listed after the noun, each "to" someone, and how they ended
    ("The news broke on Tuesday. Ada Vey, 61, had two marriages, to Tom Hale and to Sam Reed, that ended in divorce.",
     {("Ada Vey", "former_spouse", "Tom Hale"), ("Ada Vey", "former_spouse", "Sam Reed")}),
    ("The news broke on Tuesday. Ada Vey was married three times: to Tom Hale, Sam Reed and Leo Marsh.",
     {("Ada Vey", "former_spouse", "Tom Hale"), ("Ada Vey", "former_spouse", "Sam Reed"), ("Ada Vey", "former_spouse", "Leo Marsh")}),
])
def test_several_marriages_listed(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # the second reader's counter-examples: a quotation split around its speaker, a relative's own
    # relative, words passed on, a clause on something else, a lawyer beside a plaintiff
    ("Tom Hale was at the gala. \"I told my son Leo to wait,\" she said, \"and I told him again.\"", set()),
    ("The news broke on Tuesday. The brother of Tom Hale was arrested on Monday. Leo Hale, 71, said his son would fight "
     "the charges.", set()),
    ("The news broke on Tuesday. Ada Vey shared her late mother's words on Instagram: \"My daughter Mara is my joy.\"", set()),
    ("The news broke on Tuesday. Ada Vey spoke about her marriage to Tom Hale at a gala that ended late.",
     {("Ada Vey", "spouse", "Tom Hale")}),
    ("The news broke on Tuesday. Ada Vey says she will take it to court with Leo Park, her lawyer.", set()),
    ("The news broke on Tuesday. Ada Vey filed a lawsuit against Iron Bay Records on Monday. She has long accused Tom "
     "Hale, her former co-star, of bullying.", {("Ada Vey", "sued", "Iron Bay Records")}),
    ("The news broke on Tuesday. Ada Vey, joined by her lawyer, Tom Hale, sued Iron Bay Records.",
     {("Ada Vey", "sued", "Iron Bay Records")}),
    ("The news broke on Tuesday. Ada Vey is facing a lawsuit over a dog bite. Her neighbour, Tom Hale, claims the dog "
     "attacked her.", set()),
])
def test_second_reader_counter_examples_of_the_twenty_eighth_run(nlp, text, expected):
    assert triples(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a baby named by a relative clause, in the sentence after the birth or in the birth's own
    ("The news broke on Tuesday. Ada Vey and Tom Hale have welcomed their first child. The baby, whom they named Ivy, "
     "was born in Rome on Friday.", {("Ada Vey", "child", "Ivy"), ("Tom Hale", "child", "Ivy")}),
    ("The news broke on Tuesday. Ada Vey has welcomed a baby boy, whom she named Leo.", {("Ada Vey", "child", "Leo")}),
    ("The news broke on Tuesday. Ada Vey and Tom Hale have welcomed a son. They named him Leo.",
     {("Ada Vey", "child", "Leo"), ("Tom Hale", "child", "Leo")}),
])
def test_a_baby_named_by_a_clause(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a one-word place after "in" that NER took for a person is no one a pronoun stands for
    ("The chef Tom Hale has retired. Tom Hale lives in Avranches with his second wife, Odile.",
     {("Tom Hale", "spouse", "Odile")}),
    ("The news broke on Tuesday. Ada Vey flew to Rome with her husband, Tom Hale.", {("Ada Vey", "spouse", "Tom Hale")}),
])
def test_a_place_is_no_antecedent(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a bare kin noun in a clause beside one whose subject is a possessed kin noun: the same owner's
    ("Desmond Hart married Moira Hart in 1977. The couple's son, Tom Hart, was best man, while daughter Harriet gave a reading.",
     {("Desmond Hart", "spouse", "Moira Hart"), ("Desmond Hart", "child", "Tom Hart"), ("Moira Hart", "child", "Tom Hart"),
      ("Desmond Hart", "child", "Harriet"), ("Moira Hart", "child", "Harriet")}),
    ("The actor Lee Brand has retired. His son, Sam Brand, runs the firm, and daughter Ivy Brand is a lawyer.",
     {("Lee Brand", "child", "Sam Brand"), ("Lee Brand", "child", "Ivy Brand")}),
    # the subject named without a kin noun still owns the bare one
    ("The news broke on Monday. Tom Hart was best man, while daughter Harriet gave a reading.",
     {("Tom Hart", "child", "Harriet")}),
])
def test_a_bare_kin_noun_beside_a_possessed_one_has_its_owner(nlp, text, expected):
    assert family(nlp, text) == expected


@pytest.mark.parametrize("text,unexpected", [
    # a spouse noun, or reported speech, takes no owner from the kin noun beside it
    ("Emma Clarke's son, Leo Clarke, said wife Ivy Clarke was thrilled.", ("Emma Clarke", "spouse", "Ivy Clarke")),
    ("Emma Clarke's daughter, Mia Clarke, is a nurse, and husband Leo Stone is a doctor.", ("Emma Clarke", "spouse", "Leo Stone")),
    ("Emma Clarke's son, Leo Clarke, said that daughter Rosie Clarke was his world.", ("Emma Clarke", "child", "Rosie Clarke")),
])
def test_a_bare_kin_noun_of_another_kind_or_in_speech_is_not_the_same_owner_s(nlp, text, unexpected):
    assert unexpected not in family(nlp, text)
