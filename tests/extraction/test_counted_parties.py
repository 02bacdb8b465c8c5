"""A counted group in a suit ("four members of the band X", "the three children of the late A")
is the people a list after it names, when the list names exactly as many.

Model tests (the pinned en_core_web_sm 3.8.0); every passage is invented, with its exact set of
``sued`` triples.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


def suits(nlp, text):
    return {t for t in triples(nlp, text) if t[1] == "sued"}


@pytest.mark.parametrize("text,expected", [
    # defendants counted, then named in apposition to "the four women" in the next sentence
    ("Orbit Talent is suing four members of the girl group NOVA. The four women, Lee Ha-na, Kim Su-ji, Park Mi-rae and"
     " Choi Yu-na, tried to end their contracts in May.",
     {("Orbit Talent", "sued", n) for n in ("Lee Ha-na", "Kim Su-ji", "Park Mi-rae", "Choi Yu-na")}),
    # plaintiffs counted, then named as the subject of the next sentence
    ("Three former members of the trio Gold Reef have filed a lawsuit against the singer Ama Oduya. Efe Bassey, Tolu Ade"
     " and Ngozi Eke formed the group with Oduya in 2010.",
     {(n, "sued", "Ama Oduya") for n in ("Efe Bassey", "Tolu Ade", "Ngozi Eke")}),
    # the list before a copula: the people after it are not members
    ("The two children of the late singer Rui Costa have sued his widow, Vera Lobo. Ines Costa and Tiago Costa are"
     " his children with his first wife, Ana Melo.",
     {(n, "sued", "Vera Lobo") for n in ("Ines Costa", "Tiago Costa")}),
    # a colon and a bulleted line for each, the first name missed by NER
    ("Harbour Lane Management Ltd has filed a lawsuit against all three members of the band Salt Engine.\n\n"
     "The defendants named in the claim are:\n- Jade Morrow, 24\n- Holly Brennan, 26\n- Priya Dass, 23\n\n"
     "The agency wants damages.",
     {("Harbour Lane Management Ltd", "sued", n) for n in ("Jade Morrow", "Holly Brennan", "Priya Dass")}),
    # the same list as the reader hands it on, its marks dropped: a short line each
    ("Harbour Lane Management Ltd has filed a lawsuit against all three members of the band Salt Engine.\n\n"
     "The defendants named in the claim are:\n  Jade Morrow, 24\n  Holly Brennan, 26\n  Priya Dass, 23\n\n"
     "The agency wants damages.",
     {("Harbour Lane Management Ltd", "sued", n) for n in ("Jade Morrow", "Holly Brennan", "Priya Dass")}),
])
def test_a_counted_party_is_the_list_that_names_as_many(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a list of another length names no one; nor is the band a party, only some of its members
    ("Orbit Talent is suing four members of the girl group NOVA. Lee Ha-na and Kim Su-ji said they were shocked.",
     set()),
    # a list three sentences on is too far
    ("Three former members of the trio Gold Reef have sued the singer Ama Oduya. The case opens in May. It will run"
     " for a week. Efe Bassey, Tolu Ade and Ngozi Eke will give evidence.",
     set()),
])
def test_a_list_of_another_length_or_too_far_names_no_counted_party(nlp, text, expected):
    assert suits(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a definite counted group stands for the list before it that names as many
    ("Velvet Crown sued Jade Okoro, Holly Brennan, Priya Dass and Courtney Blake. The four women found fame as"
     " contestants on the talent show Star Academy Live in 2019.",
     {(n, "appears_in", "Star Academy Live") for n in ("Jade Okoro", "Holly Brennan", "Priya Dass", "Courtney Blake")}),
    # a list of another length: no one
    ("Velvet Crown sued Jade Okoro, Holly Brennan and Priya Dass. The four women found fame as contestants on the"
     " talent show Star Academy Live in 2019.",
     set()),
])
def test_the_counted_group_is_the_list_before_that_names_as_many(nlp, text, expected):
    assert {t for t in triples(nlp, text) if t[1] == "appears_in"} == expected
