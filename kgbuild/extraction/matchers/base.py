"""What every matcher shares: the article's slot layer, and the story told so far."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..owners import Owners
from ..slots import Slots


@dataclass
class Story:
    """What the article has told in earlier sentences that a later one refers back to: the
    lawsuit last named, as (plaintiffs, defendants) ("the lawsuit", "were also sued").
    :class:`~kgbuild.extraction.matching.SentenceMatcher` updates it after each sentence; the
    verb matcher notes defendants named before their plaintiffs."""

    last_suit: tuple[list[int], list[int]] = field(default_factory=lambda: ([], []))


class Matcher:
    """A matcher of one relation family over one article's sentences."""

    def __init__(self, slots: Slots, owners: Owners, story: Story):
        self.slots = slots
        self.owners = owners
        self.story = story
        self.rules = slots.rules
        self.ents = slots.ents
        self.doc = slots.doc
        self.lex = slots.lex
        self.noun_cues = slots.noun_cues
