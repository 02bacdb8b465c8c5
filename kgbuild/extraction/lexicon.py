"""Word lists the extractor reads, loaded once from package data (``data/lexicon.json``)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache, cached_property
from importlib import resources


# the units a span of time is counted in: "her husband of ten years", "after eight years of marriage"
TIME_SPANS = frozenset({"year", "decade", "month", "week", "day"})


@dataclass(frozen=True)
class Lexicon:
    male_titles: frozenset[str]
    female_titles: frozenset[str]
    titles: frozenset[str]
    male_pronouns: frozenset[str]
    female_pronouns: frozenset[str]
    plural_pronouns: frozenset[str]
    group_nouns: frozenset[str]
    descriptor_nouns: frozenset[str]
    work_nouns: frozenset[str]
    role_nouns: frozenset[str]
    title_function_words: frozenset[str]
    male_cues: frozenset[str]
    female_cues: frozenset[str]
    negation_governors: frozenset[str]
    hedges: frozenset[str]
    person_nouns: frozenset[str]
    show_nouns: frozenset[str]
    episode_nouns: frozenset[str]
    role_passives: frozenset[str]
    recruiting_verbs: frozenset[str] = frozenset()  # "was added to the cast of X": who joins a show
    succession_verbs: frozenset[str] = frozenset()  # "A replaces B as host of X": both held the role
    occupations: frozenset[str] = frozenset()  # "rapper", "star": a description before a name, never part of it
    name_modifiers: frozenset[str] = frozenset()  # "former", "reality": words a description may start with
    name_kinds: frozenset[str] = frozenset()  # "A, whose real name is B", "A (legal name B)": one person's other name
    going_by_verbs: frozenset[str] = frozenset()  # "B, who performs as A", "who goes by A": a name used instead
    child_nouns: frozenset[str] = frozenset()  # "daughter", "son": a name right after one is someone's child
    family_nouns: frozenset[str] = frozenset()  # "the Quist sisters": a family named by its surname
    sibling_nouns: frozenset[str] = frozenset()  # "brother", "twin": a name right after one is someone's sibling
    music_nouns: frozenset[str] = frozenset()  # "the "X" singer": X is a song
    awards: frozenset[str] = frozenset()  # "the Grammy winner": an award before a role noun is no work
    non_work_names: frozenset[str] = frozenset()  # "the NBA star", "the High Court judge": no work either
    deities: frozenset[str] = frozenset()  # "thanked God and her husband": a name NER gives no one in the story
    character_role_nouns: frozenset[str] = frozenset()  # "X's villain, B": a part in the story, no one who plays it
    partner_nouns: frozenset[str] = frozenset()  # "her partner, A", "his fiancée, B": a partner of either sex
    genre_words: frozenset[str] = frozenset()  # "Fantasy series returns": a genre, alone before a work noun, no title
    venue_words: frozenset[str] = frozenset()  # "X at the Linden Theatre": where a work is on, not its title
    work_part_nouns: frozenset[str] = frozenset()  # "the X finale", "X season 2": X is a work
    parts_of_a_work: frozenset[str] = frozenset()  # "the 2019 season of X": the part stands for X
    title_particles: frozenset[str] = frozenset()  # "Bala sa Dilim": inside a title, in lower case only
    work_verbs_done: frozenset[str] = frozenset()  # "X was renewed", "Netflix cancelled X": X is a work
    work_verbs_doing: frozenset[str] = frozenset()  # "X premieres in May": X is a work
    naming_words: frozenset[str] = frozenset()  # "the film, called X": a title follows
    calendar_words: frozenset[str] = frozenset()  # "May", "Christmas": a date, never a title
    report_nouns: frozenset[str] = frozenset()  # "denied reports that he had married B": a negation reaches through
    speech_verbs: frozenset[str] = frozenset()  # "\"My daughter C ...,\" A said": who spoke a quotation
    object_control_verbs: frozenset[str] = frozenset()  # "urged B to file a suit": B files
    refusal_verbs: frozenset[str] = frozenset()  # "declined to sue": only what they govern directly
    person_verbs: frozenset[str] = frozenset()  # "Theo Park plays a cook": what only a person does
    performing_verbs: frozenset[str] = frozenset()  # "Theo Park starred in X": what only a person does in a work
    person_object_verbs: frozenset[str] = frozenset()  # "She married Jude Holt": what is done only to one
    count_words: dict[str, int] = field(default_factory=dict)  # "two": 2, ...: a counted group's number ("the four women")
    people_words: frozenset[str] = frozenset()  # "women", "members": plural nouns for people ("the four women")
    hyphenated_name_surnames: frozenset[str] = frozenset()  # "Kim" beside "Ha-seul": a person's name
    surname_particles: frozenset[str] = frozenset()  # "Mac Giolla", "Del Toro": a surname of two words
    networks: frozenset[str] = frozenset()  # "the BBC's Mill Lane": what a broadcaster owns is a show
    hyphenated_name_exceptions: frozenset[str] = frozenset()  # "kung-fu": that shape, no name
    ranking_words: frozenset[str] = frozenset()  # "not the first actor to sue B": still one who sued
    role_participles: frozenset[str] = frozenset()  # "managing director B": a role's words, no verb
    publication_nouns: frozenset[str] = frozenset()  # "the tabloid X": X is a publisher
    publication_endings: frozenset[str] = frozenset()  # "the Morning Ledger": a newspaper's last word
    firm_kinds: frozenset[str] = frozenset()  # "the Velvet Hall comedy club chain": the firm its compounds name
    # first names that are a woman's or a man's (given_names.json, from the 1990 US Census lists),
    # and names of either sex (from US births 1940-2016): no gender prior, only a person's name
    female_names: frozenset[str] = frozenset()
    male_names: frozenset[str] = frozenset()
    either_names: frozenset[str] = frozenset()

    @cached_property
    def given_names(self) -> frozenset[str]:
        """Every first name of the three lists ("Tom and Rita Hanley": two given names)."""
        return self.female_names | self.male_names | self.either_names

    @cached_property
    def kin_nouns(self) -> frozenset[str]:
        """Words for a relative or a partner ("wife", "son", "sister", "fiancée"), asked together often."""
        return self.male_cues | self.female_cues | self.child_nouns | self.sibling_nouns | self.partner_nouns

    @cached_property
    def screen_nouns(self) -> frozenset[str]:
        """Nouns for a work or a show ("film", "drama", "series", "sitcom"), asked together often."""
        return self.work_nouns | self.show_nouns

    def no_work(self, word: str) -> bool:
        """``word`` (lower case) names a network, platform, league or institution, never a work:
        "netflix", "nba", and a streaming platform written with a "+" ("disney+")."""
        return word.rstrip("+") in self.non_work_names

    @cached_property
    def bare_titles(self) -> frozenset[str]:
        """Titles without their full stop ("dr", "mr"), to compare with a word so stripped."""
        return _bare(self.titles)

    @property
    def bare_male_titles(self) -> frozenset[str]:
        return _bare(self.male_titles)

    @property
    def bare_female_titles(self) -> frozenset[str]:
        return _bare(self.female_titles)

    @property
    def pronouns(self) -> frozenset[str]:
        return self.male_pronouns | self.female_pronouns | self.plural_pronouns


@cache
def _bare(titles: frozenset[str]) -> frozenset[str]:
    return frozenset(t.rstrip(".") for t in titles)


def _set(values) -> frozenset[str]:
    return frozenset(v.lower() for v in values)


@cache
def lexicon() -> Lexicon:
    raw = json.loads(resources.files("kgbuild.data").joinpath("lexicon.json").read_text("utf-8"))
    given = json.loads(resources.files("kgbuild.data").joinpath("given_names.json").read_text("utf-8"))
    more = json.loads(resources.files("kgbuild.data").joinpath("given_names_more.json").read_text("utf-8"))
    either = set(more.get("either", ()))  # (a name the hand-kept file gives to either sex is no longer one sex's)
    given = {sex: [n for n in given.get(sex, []) + more.get(sex, []) if sex == "either" or n not in either]
             for sex in ("female", "male", "either")}
    titles = raw["titles"]
    return Lexicon(
        male_titles=_set(titles["male"]),
        female_titles=_set(titles["female"]),
        titles=_set(titles["male"] + titles["female"] + titles["neutral"]),
        male_pronouns=_set(raw["pronouns"]["male"]),
        female_pronouns=_set(raw["pronouns"]["female"]),
        plural_pronouns=_set(raw["pronouns"]["plural"]),
        group_nouns=_set(raw["group_nouns"]),
        descriptor_nouns=_set(raw["descriptor_nouns"]),
        work_nouns=_set(raw["work_nouns"]),
        role_nouns=_set(raw["role_nouns"]),
        title_function_words=_set(raw["title_function_words"]),
        male_cues=_set(raw["gender_of_cue"]["male"]),
        female_cues=_set(raw["gender_of_cue"]["female"]),
        negation_governors=_set(raw["negation_governors"]),
        hedges=_set(raw["hedges"]),
        person_nouns=_set(raw.get("person_nouns", ())),
        show_nouns=_set(raw.get("show_nouns", ())),
        episode_nouns=_set(raw.get("episode_nouns", ())),
        role_passives=_set(raw.get("role_passives", ())),
        recruiting_verbs=_set(raw.get("recruiting_verbs", ())),
        succession_verbs=_set(raw.get("succession_verbs", ())),
        occupations=_set([*raw.get("occupations", ()), *raw.get("person_nouns", ()), *raw.get("descriptor_nouns", ())])
        - _bare(_set(titles["male"] + titles["female"] + titles["neutral"])),
        name_modifiers=_set(raw.get("name_modifiers", ())),
        name_kinds=_set(raw.get("name_kinds", ())),
        going_by_verbs=_set(raw.get("going_by_verbs", ())),
        child_nouns=_set(raw.get("child_nouns", ())),
        family_nouns=_set(raw.get("family_nouns", ())),
        sibling_nouns=_set(raw.get("sibling_nouns", ())),
        awards=_set(raw.get("awards", ())),
        music_nouns=_set(raw.get("music_nouns", ())),
        non_work_names=_set(raw.get("non_work_names", ())),
        deities=_set(raw.get("deities", ())),
        character_role_nouns=_set(raw.get("character_role_nouns", ())),
        partner_nouns=_set(raw.get("partner_nouns", ())),
        genre_words=_set(raw.get("genre_words", ())),
        venue_words=_set(raw.get("venue_words", ())),
        work_part_nouns=_set(raw.get("work_part_nouns", ())),
        parts_of_a_work=_set(raw.get("parts_of_a_work", ())),
        title_particles=_set(raw.get("title_particles", ())),
        work_verbs_done=_set(raw.get("work_verbs", {}).get("done", ())),
        work_verbs_doing=_set(raw.get("work_verbs", {}).get("doing", ())),
        naming_words=_set(raw.get("naming_words", ())),
        calendar_words=_set(raw.get("calendar_words", ())),
        report_nouns=_set(raw.get("report_nouns", ())),
        speech_verbs=_set(raw.get("speech_verbs", ())),
        object_control_verbs=_set(raw.get("object_control_verbs", ())),
        refusal_verbs=_set(raw.get("refusal_verbs", ())),
        person_verbs=_set(raw.get("person_verbs", ())),
        performing_verbs=_set(raw.get("performing_verbs", ())),
        person_object_verbs=_set(raw.get("person_object_verbs", ())),
        count_words=dict(raw.get("count_words", {})),
        people_words=_set(raw.get("people_words", ())),
        hyphenated_name_surnames=_set(raw.get("hyphenated_name_surnames", ())),
        surname_particles=_set(raw.get("surname_particles", ())),
        networks=_set(raw.get("networks", ())),
        hyphenated_name_exceptions=_set(raw.get("hyphenated_name_exceptions", ())),
        ranking_words=_set(raw.get("ranking_words", ())),
        role_participles=_set(raw.get("role_participles", ())),
        publication_nouns=_set(raw.get("publication_nouns", ())),
        publication_endings=_set(raw.get("publication_endings", ())),
        firm_kinds=_set(raw.get("firm_kinds", ())),
        female_names=_set(given["female"]),
        male_names=_set(given["male"]),
        either_names=_set(given.get("either", ())),
    )


def occupation(low: str) -> bool:
    """``low`` (a lower-case word) is an occupation, or its plural ("Actors A and B", "presenters C and D")."""
    occupations = lexicon().occupations
    return low in occupations or low.endswith("s") and (low[:-1] in occupations or low.endswith("es") and low[:-2] in occupations)
