"""Relations are declared once, as data."""

import pytest

from kgbuild.relations import CORE_RELATIONS, get, relations


def test_the_seven_core_relations_are_declared():
    assert set(CORE_RELATIONS) <= set(relations())


@pytest.mark.parametrize("name,symmetric,inverse", [
    ("spouse", True, "spouse"), ("former_spouse", True, "former_spouse"), ("partner", True, "partner"),
    ("child", False, "parent"), ("sibling", True, "sibling"), ("sued", False, "sued_by"),
    ("appears_in", False, "cast"),
])
def test_each_core_relation_has_its_shape_and_inverse(name, symmetric, inverse):
    rel = get(name)
    assert rel.symmetric is symmetric
    assert rel.inverse == inverse


def test_types_constrain_heads_and_tails():
    assert get("appears_in").allows("PERSON", "WORK")
    assert not get("appears_in").allows("WORK", "PERSON")
    assert get("sued").allows("PERSON", "GROUP")
    assert not get("spouse").allows("PERSON", "ORG")


def test_an_unknown_relation_names_the_known_ones():
    with pytest.raises(KeyError, match="known: spouse"):
        get("married_to")
