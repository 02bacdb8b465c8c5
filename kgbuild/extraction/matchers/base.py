"""What every matcher shares: the article's slot layer, and the story told so far."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from functools import cached_property

from ..owners import Owners
from ..slots import SlotReader, Slots


@dataclass
class Story:
    """What the article has told in earlier sentences that a later one refers back to: the
    lawsuit last named, as (plaintiffs, defendants) ("the lawsuit", "were also sued"), and who
    last held roles.
    :class:`~kgbuild.extraction.matching.SentenceMatcher` updates it after each sentence; the
    verb matcher notes defendants named before their plaintiffs."""

    last_suit: tuple[list[int], list[int]] = field(default_factory=lambda: ([], []))
    # the people the last sentence with roles gave them ("She shot to fame with X. This was
    # followed by Y (2005)"); emptied by a sentence that names someone and gives no role
    role_holders: tuple[int, ...] = ()
    # the works each person has been found in so far ("Her co-star, B, ...": in her one show)
    works_of: dict[int, list[int]] = field(default_factory=dict)


class Matcher(SlotReader):
    """A matcher of one relation family over one article's sentences."""

    def __init__(self, slots: Slots, owners: Owners, story: Story):
        super().__init__(slots)
        self.owners = owners
        self.story = story

    @cached_property
    def in_line_up(self) -> bool:
        """Is the article about a show's line-up or cast (:func:`line_up_story`)? There a role
        without a title is in the story's show, not in a credit named just before."""
        rule = self.rules.work_rules.get("work.name_lines")
        return rule is not None and line_up_story(self.doc, rule["story_cues"])


def line_up_story(doc, cues) -> bool:
    """Is the story about a show's line-up or cast: a cue word (``work.name_lines``'
    ``story_cues``: "line-up", "cast", "contestants", as written: not "casting") in its first
    three sentences?"""
    cues = set(cues)
    for sent in itertools.islice(doc.sents, 3):
        low = sent.text.lower()
        if any(t.lower_ in cues for t in sent) or any(
                c in low for c in cues if not c.isalpha()):  # "line-up", "who's who" in several tokens
            return True
    return False
