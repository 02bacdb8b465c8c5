"""A defendant a lawsuit story describes in its lead and names later by the same noun.

Model tests (the pinned en_core_web_sm 3.8.0); every article is invented, each with the exact
set of triples expected.
"""

import pytest

from ..conftest import triples

pytestmark = pytest.mark.model


@pytest.mark.parametrize("text,expected", [
    # the noun again, definite, beside a name: in apposition either way, or before the name
    ("Singer Sues Former Manager\nSinger Mara Quill has sued her former manager, accusing him of stealing more "
     "than $4 million. The manager, Tobias Lenz, handled Quill's career for a decade. He denies the claims.",
     {("Mara Quill", "sued", "Tobias Lenz")}),
    ("Actress Sues Label\nActress Mara Quill has filed a lawsuit against her old label, accusing it of unpaid "
     "royalties. The label, Pellow Records, said the claims were false.",
     {("Mara Quill", "sued", "Pellow Records")}),
    ("Singer Sues Photographer\nSinger Mara Quill has sued a photographer over a picture. Photographer Tobias "
     "Lenz said he would fight the case.",
     {("Mara Quill", "sued", "Tobias Lenz")}),
    # an indefinite noun brings in someone new; a lawyer named by another noun speaks for a side
    ("Singer Sues Former Manager\nSinger Mara Quill has sued her former manager. A manager, Tobias Lenz, said "
     "the industry was changing.", set()),
    ("Singer Sues Former Manager\nSinger Mara Quill has sued her former manager. Quill's lawyer, Tobias Lenz, "
     "said the case was strong.", set()),
    # the same noun for someone else: another's, or the next one
    ("Singer Sues Manager\nSinger Lia Crow has sued her former manager. The manager of the venue, Ted Barlow, said "
     "the concert would go ahead.", set()),
    ("Singer Sues Manager\nPop singer Dalia Fenwick sued her former manager in 2019. The case was settled. Her new "
     "manager, Ross Kemp, said she was ready to move on.", set()),
    ("Singer Sues Manager\nSinger Lia Crow has sued her manager. Her former manager, Gus Pike, who was fired in "
     "2018, is not part of the case. The manager, Tina Ruiz, said she would fight.", {("Lia Crow", "sued", "Tina Ruiz")}),
    # a suit only threatened names no defendant later
    ("Singer Threatens Manager\nSinger Mara Quill has threatened to sue her former manager. The manager, "
     "Tobias Lenz, said he was not worried.", set()),
])
def test_a_described_defendant_named_later(nlp, text, expected):
    assert triples(nlp, text) == expected
