"""Who a role noun in apposition describes: "A, one of the stars of X", "A and B, the hosts of Y".

Model tests (the pinned en_core_web_sm 3.8.0); every sentence is invented, with the exact set of
``appears_in`` triples expected. A partitive ("one of", "two of") stands for the noun it counts;
a plural role noun after a pair describes both of them, a singular one only the name before it.
"""

import pytest

from ..conftest import appearances

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    ("Ada Vey, one of the stars of The Night Ward, has married.", {("Ada Vey", "appears_in", "The Night Ward")}),
    ("Ada Vey, one of the stars of the drama Copper Falls, has married.", {("Ada Vey", "appears_in", "Copper Falls")}),
    ("Ada Vey, one of the hosts of Morning Brew, has married.", {("Ada Vey", "appears_in", "Morning Brew")}),
    # the copula already read so: still
    ("Ada Vey is one of the stars of The Night Ward.", {("Ada Vey", "appears_in", "The Night Ward")}),
    # not a role on screen
    ("Ada Vey, one of the writers of The Night Ward, has married.", set()),
    ("Ada Vey, one of the fans of The Night Ward, wrote to the studio.", set()),
])
def test_one_of_the_stars_stands_for_the_stars(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    ("Ada Vey and Leo Marsh, the hosts of Morning Brew, have married.",
     {("Ada Vey", "appears_in", "Morning Brew"), ("Leo Marsh", "appears_in", "Morning Brew")}),
    ("Ada Vey and Leo Marsh, two of the hosts of Morning Brew, have married.",
     {("Ada Vey", "appears_in", "Morning Brew"), ("Leo Marsh", "appears_in", "Morning Brew")}),
    ("Ada Vey and Leo Marsh, the stars of Night Ward, have split.",
     {("Ada Vey", "appears_in", "Night Ward"), ("Leo Marsh", "appears_in", "Night Ward")}),
    # a plural after one name is that name's only
    ("Ada Vey met Leo Marsh, the hosts of Night Ward, at a party.", {("Leo Marsh", "appears_in", "Night Ward")}),
])
def test_a_plural_role_after_a_pair_describes_both(nlp, text, expected):
    assert appearances(nlp, text) == expected


@pytest.mark.parametrize("text,expected", [
    # a show's panel, and a veteran of a show, are its people; a panel of experts, a veteran of a firm are not
    ("Ada Vey sits on the panel of Bake Masters.", {("Ada Vey", "appears_in", "Bake Masters")}),
    ("Ada Vey is a veteran of the sketch show Late Laughs.", {("Ada Vey", "appears_in", "Late Laughs")}),
    ("Ada Vey sat on a panel of experts at the festival.", set()),
    ("Ada Vey, a veteran of the BBC, has retired.", set()),
])
def test_a_shows_panel_and_its_veterans(nlp, text, expected):
    assert appearances(nlp, text) == expected
