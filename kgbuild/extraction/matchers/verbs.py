"""Verb rules: a verb links its subject to its object ("X sued Y", "Y was sued by X", "X filed a
lawsuit against Y", "X and Y married in 2012", "X stars in Y"); role verbs hand over to
:mod:`~kgbuild.extraction.matchers.roles`."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from spacy.tokens import Token

from ...names import QUOTES, fold
from ...relations import COUPLE_RELATIONS, PERSON_RELATIONS
from ..lexicon import lexicon, occupation
from ..mentions import ORG, PERSON, WORK
from ..owners import Owners
from ..rules import Found, RuleSet
from ..slots import (Slots, as_other_part, company_named_before, definite, described_party_list, each_one, firm_before_its_kind,
                     group_count, named_after_description, names_listed_after,
                     a_couple_parting, one_of_a_list, prep_objects, semicolon_list)
from ..titles import misread_verb, title_list
from .appearances import alongside, an_occasion, costars, crew_job_in
from .base import Matcher, Story
from .lawsuits import NOT_AGAINST, lodged_with_no_court
from .roles import RoleMatcher



class VerbMatcher(Matcher):
    """The verb rules (``rules.json`` ``verb_rules``)."""

    def __init__(self, slots: Slots, owners: Owners, story: Story, roles: RoleMatcher):
        super().__init__(slots, owners, story)
        self.roles = roles
        self.court_words = frozenset((self.rules.lawsuit_frames or {}).get("court_words", ()))
        self._verbs = [(frozenset(r["lemmas"]), r) for r in self.rules.verb_rules]
        self.openers = frozenset(w for lemmas, _ in self._verbs for w in lemmas)  # a verb rule's word, or none fires
        frames = self.rules.lawsuit_frames or {}
        self._parties = frozenset({*frames.get("plaintiff_nouns", ()), *frames.get("defendant_nouns", ())})  # "as a plaintiff"
        self._officials = frozenset(frames.get("official_nouns", ()))
        self.couple_nouns = self.rules.couple_nouns()

    def match(self, tok: Token) -> Iterator[Found]:
        if tok.pos_ not in {"VERB", "AUX", "ADJ", "NOUN"}:
            return
        lemma = tok.lemma_.lower()
        low = tok.lower_
        for lemmas, rule in self._verbs:
            if lemma not in lemmas and low not in lemmas:
                continue
            if "list_preps" in rule:
                yield from self.roles.work_list(tok, rule)
                continue
            if "character_preps" in rule:
                yield from self.roles.characters_in(tok, rule)
                continue
            if tok.pos_ == "NOUN" and low not in {"married", "engaged", "divorced"} and not misread_verb(tok):
                continue
            if "particle" in rule and not any(c.dep_ == "prt" and c.lower_ == rule["particle"] for c in tok.children):
                continue  # "moved on with B" (not "moved with her family")
            yield from self._apply(tok, rule)

    def _apply(self, verb: Token, rule: dict[str, Any]) -> Iterator[Found]:
        objects_wanted = rule.get("objects")
        light_obj = None
        if _without_with_object(verb, rule):
            return  # "slapped Y with a lawsuit": the suit must be there
        if rule.get("intransitive") and any(c.dep_ == "dobj" or c.dep_ == "prep" and c.lower_ in rule.get("not_preps", ())
                                            for c in verb.children) or rule.get("not_relative") and verb.dep_ in {"relcl", "acl"}:
            return  # "A and B split the bill": not a parting; "filed for divorce ... against": no suit; "a criminal
            # complaint B filed against C": what was filed is the noun's (the suit rules read it)
        if rule.get("placings"):
            light_obj = _placing(verb, frozenset(rule["placings"]))
            if light_obj is None:
                return  # "finished the show", "came on X": no place in a contest
        if objects_wanted:
            light = self._light_objects(verb, rule)
            if not light:
                return
            light_obj = light[0]
            if rule["relation"] == "sued" and lodged_with_no_court(light_obj, self.court_words, verb):
                return  # "filed a complaint against B with the police": no lawsuit
        factor = self.slots.blocked(verb)
        if factor is not None and verb.pos_ == "NOUN" and verb.dep_ == "pobj" and verb.head.lower_ == "to":
            governor = self.slots.blocked(verb.head.head)  # "is not set to topline X", the verb read as a noun
            factor = None if governor is None or _no_longer(verb.head.head) else factor * governor
        if factor is None:
            return
        subs, passive = self.slots.subjects(verb)
        if passive and rule.get("active_only"):
            return  # "The complaint was filed in May": what was filed is the subject (the suit rules read it)
        agents = [p for c in verb.children if c.dep_ == "agent" for a in (c, *c.conjuncts) for p in a.children
                  if p.dep_ == "pobj"]  # (and "brought by A and by B")
        if agents and not passive and rule["relation"] == "sued" and verb.tag_ in {"VBD", "VBN"} and any(s.i < verb.i for s in subs):
            passive = True  # a headline's passive with no "was": "A sued by ex over flat" (not "A and B married by vicar C")
        if passive and not agents and rule["relation"] in COUPLE_RELATIONS:
            passive = False  # "X has been married to Y": a state of X's, not something done to X
        preps = set(rule.get("preps", ())) | set(rule.get("tail_preps", ()))
        obj_tokens = self._objects(verb, rule, preps, light_obj)
        late = _object_read_as_subject(verb, subs) if not passive and not objects_wanted and not obj_tokens else None
        if late is not None:  # 'A, the star of "X," sued B': the quote's comma made B a second subject
            subs, obj_tokens = [s for s in subs if s.i < verb.i], [late]  # (and late's conjuncts: "sued B and C")
        if rule.get("parting") and not a_couple_parting(self.slots, rule, verb.sent, subs, obj_tokens, self.couple_nouns):
            return  # "split from her label, C", "from B, her manager", "the duo split, ending their musical partnership"
        if rule.get("object_holds_role"):  # "A replaced B on X", "B was replaced by A on X": both were on X
            if crew_job_in(verb.sent, self.rules):
                return  # "replaced B on X as its cinematographer", "where B served as showrunner"
            replaced = [] if _before_it_began(verb, rule) else [*(subs if passive else ()), *(c for c in verb.children if c.dep_ == "dobj")]
            heads_tok, tails_tok = [*(agents if passive else subs), *replaced], obj_tokens  # (not "replaced before filming began")
        elif rule.get("object_is_head"):  # "Viewers will see A in X": the one seen, not the viewer
            heads_tok = [] if passive else [c for c in verb.children if c.dep_ == "dobj"]
            if rule.get("as_part_tails"):  # "will remember him as the headmaster in X": the work the part is in
                parts = [p for h in (verb, *heads_tok) for c in h.children if c.dep_ == "prep" and c.lower_ == "as"
                         for p in c.children if p.dep_ == "pobj"]
                tails_tok = [p for part in parts for c in part.children if c.dep_ == "prep" and c.lower_ in preps
                             for p in prep_objects(c, NOT_AGAINST)]
                tails_tok = (tails_tok or _audience_of(verb, subs, frozenset(rule.get("audience_nouns", ())))) if parts else []
            else:
                tails_tok = [t for t in obj_tokens if t.dep_ != "dobj"] + [  # ("saw A in X", "in X" hung on A)
                    p for o in heads_tok for c in o.children if c.dep_ == "prep" and c.lower_ in preps for p in prep_objects(c, NOT_AGAINST)]
        elif passive:
            # "Y was sued by X": the agent acts on the subject
            heads_tok, tails_tok = agents, subs
            if light_obj is not None:
                heads_tok, tails_tok = agents, obj_tokens
        else:
            heads_tok, tails_tok = subs, obj_tokens
        if rule["relation"] == "sued":  # "The case is led by prosecutor B", "by the law firm C": not the plaintiff
            heads_tok = [h for h in heads_tok if not any(t.lower_ in self._officials for t in h.subtree if t.i < h.i)]
        rel = _state(verb, rule)
        if rel == "sued" and any(as_other_part(c, self._parties) for c in verb.children):
            return  # "joined the case as a witness"
        if rel == "sued":  # 'against her "X" castmate B': the person the title's role noun names
            tails_tok = [_person_after_the_title(self.ents, self.lex, t) or t for t in tails_tok]
        heads, tails = self._sides(rel, rule, heads_tok, tails_tok)
        if heads is None:
            return
        if rel == "sued" and passive and agents:  # "It was brought by A, 29, a cook who ...; B; and C": the parse lost the list
            heads += [i for i in semicolon_list(self.ents, agents[0].head.i + 1) if i not in heads and i not in tails]
        elif rel == "sued" and tails_tok:  # "A is suing B; C, a producer; and D" (C read as A's apposition)
            listed = semicolon_list(self.ents, min(t.left_edge.i for t in tails_tok))
            heads, tails = [h for h in heads if h not in listed], [*tails, *(i for i in listed if i not in tails)]
        heads = one_of_a_list(self.slots, verb, heads) if not passive else heads
        if rel == "sued":
            heads, tails = self._suit_sides(verb, heads, tails, passive and not agents, light_obj)
            tails = [t for t in tails if self.ents.entities[t].type != WORK]  # "against the release of the film X"
        conf = rule["confidence"] * factor
        if not (heads and tails) and not objects_wanted and not rule.get("tail_type") \
                and all(t.is_lower and self.ents.entity_of(t) is None and occupation(t.lower_)
                        and not any(c.dep_ == "det" and c.lower_ in {"a", "an"} for c in t.children) for t in tails_tok):
            # (no object, or only a description the parser took for it: "is dating model B")
            surface = self._surface(verb, rule, preps)  # the parser lost the verb's frame
            if surface is not None:
                heads, tails = surface
                rule = {**rule, "id": rule["id"] + ".surface"}
                conf *= 0.9
                if "ended_relation" in rule and _was_married_to(verb):
                    rel = rule["ended_relation"]
        if heads and tails and rel == "appears_in":  # "is filming the series X alongside B and C": B and C too
            heads = heads + costars(verb, self.slots, alongside(self.rules))
        if heads and tails:
            for h in dict.fromkeys(heads):
                for t in dict.fromkeys(tails):
                    yield Found(h, rel, t, rule["id"], conf)
        elif rule.get("pair_subject") and len(set(heads)) == 2 and not tails_tok and not each_one(verb):
            a, b = list(dict.fromkeys(heads))
            yield Found(a, rel, b, rule["id"] + ".pair", conf)

    def _titled(self, rule: dict[str, Any], tails_tok: list[Token]) -> list[Token]:
        """The titles a casting word of the trade names as its object with no work noun ("toplines
        X", "was toplined by A", "has boarded the cast of X"; ``title_lemmas``): a title the
        article reads as a work (not "boarded the plane")."""
        titled = frozenset(rule.get("title_lemmas", ()))
        out = []
        for t in tails_tok:
            if t.head.lemma_.lower() not in titled:
                continue
            if t.lower_ in {"cast", "ensemble"}:  # "the cast of X": X
                t = next((p for c in t.children if c.dep_ == "prep" and c.lower_ == "of" for p in c.children if p.dep_ == "pobj"), t)
            if (e := self.ents.entity_of(t)) is not None and self.ents.entities[e].type == WORK and not any(
                    c.dep_ == "appos" and c.pos_ == "NOUN" and c.lower_ not in self.lex.screen_nouns for c in t.children):
                out.append(t)  # (not "boarded the Pellow Star, a cruise ship")
        return out

    def _light_objects(self, verb: Token, rule: dict[str, Any]) -> list[Token]:
        """The nouns a light verb's rule wants as its object ("filed a lawsuit against B", "tied the
        knot", "a suit was brought by A"), or "it" for the suit the story told ("It was filed by A")."""
        objects_wanted = rule["objects"]
        return [c for c in verb.children if c.dep_ in {"dobj", "nsubjpass"} and c.lemma_.lower() in objects_wanted
                or c.dep_ == "nsubjpass" and c.lower_ == "it" and rule["relation"] == "sued" and self.story.last_suit[1]]

    def _objects(self, verb: Token, rule: dict[str, Any], preps: set[str], light_obj: Token | None) -> list[Token]:
        """The tokens the verb's tail slot names: the objects of its rule's prepositions (on the
        verb or its light object: "filed a suit against B"), and its direct objects when the rule
        takes them."""
        holders = [verb, light_obj]
        holders += _spans_of_time(verb)  # "was married for 30 years to B": the preposition hung on the years
        if rule["relation"] == "sued":  # "filed suit in a Texas court against B": the parser hung "against" on the court
            holders += [p for c in verb.children if c.dep_ == "prep" for p in c.children
                        if p.dep_ == "pobj" and p.lemma_.lower() in self.court_words]
            holders += [p for c in (light_obj.children if light_obj is not None else ()) if c.dep_ == "prep" and c.lower_ != "against"
                        for p in c.children if p.dep_ == "pobj"]  # "a claim for negligence against B", hung on the negligence
            holders += [m for a in verb.children if a.dep_ == "agent" for p in a.children if p.dep_ == "pobj"
                        for m in p.conjuncts]  # "was brought by A, B, C and D against E", hung on a member of the list
        obj_tokens = [p for h in holders if h is not None for c in h.children if c.dep_ == "prep" and c.lower_ in preps
                      for p in prep_objects(c, NOT_AGAINST)  # "against A and against B"
                      if not (p.is_digit or p.ent_type_ in {"DATE", "TIME"})]  # (not "were married from 2008 to 2012")
        if rule.get("objects") and not rule.get("objects_are_tail"):
            return obj_tokens
        # "Ada Vey hosts "The Chorus"", read as a noun phrase: the title hangs on as an apposition
        objects = {"dobj", "appos"} if misread_verb(verb) else {"dobj"}
        named_ok = not rule.get("no_named_object")  # "X stars Tess Varga": a name after "stars" is its cast, no title
        obj_tokens.extend(c for c in verb.children if c.dep_ in objects and (named_ok or c.pos_ != "PROPN")
                          and not (rule["relation"] == "appears_in" and an_occasion(c)))  # "hosted the premiere of X"
        if rule.get("tail_type") == WORK and _relative_object(verb, rule, preps):
            obj_tokens.append(verb.head)  # "X, which she hosts", "the show she presents", "the drama he starred in"
        if rule.get("tail_type") == WORK:  # "headlined the drama X and the thriller Y": each object listed
            obj_tokens.extend(cj for c in verb.children if c.dep_ == "dobj"
                              for o in (c, *(a for a in c.children if a.dep_ == "appos")) for cj in o.conjuncts
                              if cj.pos_ in {"NOUN", "PROPN"} and cj not in obj_tokens)
            obj_tokens.extend(t for c in verb.children if c.dep_ == "dobj" for t in _titles_listed_from(c) if t not in obj_tokens)
            # "hosts Castle Nightly", the title's last word parsed as an adverb; "hosts the quiz
            # show X", parsed as a clause "quiz show X": the work noun read as a verb
            obj_tokens.extend(c for c in verb.children if c.i > verb.i and (
                c.dep_ in {"advmod", "npadvmod"} and c.text[:1].isupper() and self.ents.entity_of(c) is not None
                and (named_ok or fold(c.left_edge.text) not in self.lex.given_names)
                or c.dep_ in {"ccomp", "xcomp"} and c.pos_ == "VERB" and c.lower_ in self.lex.screen_nouns
                and c.doc[c.i - 1].is_lower and c.doc[c.i - 1].pos_ == "NOUN"))
        return obj_tokens

    def _surface(self, verb: Token, rule: dict[str, Any], preps: set[str]) -> tuple[list[int], list[int]] | None:
        """The verb's two parties read off the surface when the parser lost its frame ("Owen
        Marsh married actor Clara Benning", parsed as one noun phrase; "has been married to
        designer X", "to designer" read as a verb): the name right before it (past auxiliaries
        and adverbs) and the name right after it (past the rule's preposition and a lower-case
        description). Nothing across punctuation or another verb."""
        doc, ents = self.doc, self.ents
        if any(c.dep_ in {"nsubj", "nsubjpass"} and group_count(c) is not None and not any(a.dep_ == "appos" for a in c.children)
               for c in verb.children):
            return None  # "Three members of the band X have sued B": X is no party, nor are the three named here
            # (but "Three dancers, A, B and C, sued D" are)
        k = verb.i - 1
        while k >= verb.sent.start and (doc[k].is_lower and (doc[k].pos_ in {"AUX", "ADV", "PART"} or doc[k].lower_ == "since")
                                        or doc[k].text == ","):
            k -= 1  # "is now", "has been", ", meanwhile, is", "has since"
        relative = k - 1 > verb.sent.start and doc[k].lower_ == "who" and doc[k - 1].text == ","
        if relative:
            k -= 2  # "A, who is married to actor B,": A (only A: not a name listed before A)
        elif k >= verb.sent.start and (clause := next((a for a in [doc[k], *doc[k].ancestors] if a.dep_ == "relcl"), None)) \
                is not None and clause.head.i < k and verb not in clause.subtree and ents.entity_of(clause.head) is not None:
            k = clause.head.i  # "A, 40, who was born in Auckland, was previously married to actress B": A
        if k >= verb.sent.start and doc[k + 1].text == ",":
            k = _before_apposition(doc, k, verb.sent.start)  # "A, the son of B, married C": A married
        head = ents.entity_of(doc[k]) if k >= verb.sent.start else None
        if head is None and k >= verb.sent.start and doc[k].lower_ in {"he", "she"} and doc[k].dep_ in {"nsubj", "nsubjpass"}:
            said = ents.resolve(doc[k])  # "He is married to actress B": whom "he" is
            head = said[0] if len(said) == 1 else None
        j = verb.i + 1
        if j < verb.sent.end and doc[j].lower_ in preps:
            j += 1
        limit = min(verb.sent.end, j + 4)
        while j < limit and (doc[j].is_lower and doc[j].is_alpha and doc[j].pos_ in {"ADJ", "NOUN", "VERB", "DET", "PRON"}
                             and doc[j].lower_ not in {"and", "who", "that", "which"} or doc[j].ent_type_ == "NORP"
                             or doc[j].dep_ == "compound" and doc[j].head.i in range(j + 1, limit) and doc[j].head.is_lower
                             and occupation(doc[j].head.lower_)):
            j += 1  # "actor", "interior designer", "his longtime", "Finnish architect", "TikTok personality"
        tail = ents.entity_of(doc[j]) if j < verb.sent.end else None
        if head is None or tail is None or head == tail:
            return None
        after = ents.mention_end(j)
        if after < verb.sent.end and doc[after].text in {"'s", "’s", "'"}:
            return None  # "married to actor B's brother": B's relative, not B
        kinds = {PERSON, ORG} if rule["relation"] == "sued" else {PERSON}
        if ents.entities[head].type not in kinds or ents.entities[tail].type not in kinds:
            return None
        first = doc[k]
        while first.dep_ == "conj" and first.head.i < first.i:
            first = first.head  # "A, B and C sued D", the verb misread: every name of the list
        heads = [i for i in self.slots.refs(first) if ents.entities[i].type in kinds and i != tail] \
            if first.i != k and not relative else []
        return (heads if head in heads else [head]), [tail]

    def _sides(self, rel: str, rule: dict[str, Any], heads_tok: list[Token],
               tails_tok: list[Token]) -> tuple[list[int] | None, list[int]]:
        """The entities of a verb's two slots; heads None when the rule wants a person who is not there."""
        want_work = rule.get("tail_type") == WORK
        # a plaintiff is named (or stands behind "lawyers for"); groups only as defendants
        heads = [i for t in heads_tok for i in (self.slots.parties(t) if rel == "sued" else self.slots.refs(t))]
        if want_work:  # "Kit Harlan hosts X": whoever hosts is a person, whatever NER said
            heads = self.slots.as_people(heads)
            if not heads:
                return None, []  # "a film ... starring Leo Park": the work-subject case is the work rules' job
            named_only = rule.get("named_work_only", False)
            if rule.get("work_noun_object"):  # "headlined the blockbuster X", not "headlined Glastonbury"
                titled = self._titled(rule, tails_tok)
                # in the object's phrase, or right after the word read as it; a part of a work too ("the fifth season of X");
                # not what the work owns ("led the drama X's writers' room"), nor the crew's work
                nouns = self.lex.screen_nouns | self.lex.parts_of_a_work
                listed = {x.i for t in tails_tok for x in _titles_listed_from(t)}  # each described in its own words
                tails_tok = [t for t in tails_tok if (any(w.is_lower and w.lower_ in nouns for w in t.doc[t.left_edge.i:t.i + 2])
                                                      or _described_by_apposition(t, nouns) or t.i in listed)
                             and not (t.lower_ not in nouns and any(c.dep_ == "poss" for c in t.children))
                             and not any(c.dep_ == "appos" and c.lower_ not in nouns and any(p.dep_ == "poss" for p in c.children)
                                         for c in t.children)]
                tails_tok = titled + tails_tok
                if tails_tok and _as_crew(tails_tok[0].head, heads_tok, self.rules):
                    return None, []
            if rule.get("cast_only"):  # not the crew ("Director A will return for the sequel X")
                if tails_tok and _as_crew(tails_tok[0].head, heads_tok, self.rules):
                    return None, []
                nouns = self.lex.screen_nouns | self.lex.parts_of_a_work  # a work by name or kind, not "her hometown of X"
                tails_tok = [t for t in tails_tok if (e := self.ents.entity_of(t)) is not None and self.ents.entities[e].type == WORK
                             or t.lower_ in nouns]
            return heads, [w for t in tails_tok for w in [self.slots.work_at(t, named_only=named_only)] if w is not None]
        tails = [i for t in tails_tok for i in self.slots.refs(t, allow_group=rel == "sued", exclude=frozenset(heads))]
        if rel == "sued":  # "is suing A, B and C" (the parser lost the list); "sued the network"
            tails += [i for t in tails_tok for i in names_listed_after(self.ents, t) if i not in tails]
            tails += [i for t in tails_tok for n in (t, *(c for c in t.children if c.dep_ == "appos"))  # "her manager, B, his firm, C, and D"
                      for i in described_party_list(self.ents, n) if i not in tails + heads]
            if not tails:  # "sued the producers of his sitcom, B Pictures"
                tails = [i for t in tails_tok for i in named_after_description(self.ents, t, self.rules.lawsuit_frames or {}) if i not in heads]
            if not tails:  # "filed a lawsuit against the Velvet Hall comedy club chain"
                tails = [i for t in tails_tok for i in firm_before_its_kind(self.ents, t) if i not in heads]
            tails += [i for t in tails_tok for i in company_named_before(t, self.ents, self.rules) if i not in tails + heads]
        if rel in PERSON_RELATIONS:  # "Ilse married the engineer Jonas Berg"
            heads, tails = self.slots.as_people(heads), self.slots.as_people(tails)
        return heads, tails

    def _suit_sides(self, verb: Token, heads: list[int], tails: list[int], agentless: bool,
                    suit: Token | None) -> tuple[list[int], list[int]]:
        """Sides of a suit the story told: "X and Y were sued too" (by the plaintiffs just named),
        "Nettle LLC brought the suit" (against its defendants), "B countersued" (against the last
        suit's plaintiffs); "X has been sued by three
        neighbours" notes X for plaintiffs named later, "A filed a lawsuit" A for defendants named
        later."""
        heads = heads + [i for c in _co_plaintiffs(verb) for i in self.slots.refs(c) if i not in heads + tails]
        if tails:  # "is suing A, along with B and C": more defendants; "sued A along with her husband, B"
            more_heads, more_tails = _along_with(verb)
            heads = heads + [i for c in more_heads for i in self.slots.refs(c) if i not in heads + tails]
            tails = tails + [i for c in more_tails for i in self.slots.refs(c, allow_group=True) if i not in heads + tails]
        if any(t.lower_ == "other" and any(c.lower_ == "each" for c in t.children) for t in verb.children):
            tails = list(heads)  # "A and B are suing each other"
        if heads and not tails:  # "sued her former agency, accusing A and its agent B of fraud": whom the suit accuses
            tails = [i for c in verb.children if c.dep_ in {"advcl", "xcomp"} and c.lemma_.lower() == "accuse"
                     for o in c.children if o.dep_ == "dobj" for t in (o, *o.conjuncts)
                     for i in self.slots.refs(t, allow_group=True) if i not in heads]
        behalf = [b for b in _behalf(verb) if b.lower_ not in self.lex.child_nouns | self.lex.family_nouns]
        clients = [i for c in behalf for i in self.slots.refs(c)]
        if behalf:  # "B sued X on behalf of A", "filed suit on her behalf": A is the plaintiff (unnamed: nobody);
            # a parent suing on behalf of a child ("on behalf of her son, C") is the one who sued
            heads = [c for c in clients if c not in tails]
        if agentless and tails and (_also(verb) or not heads and suit is not None and suit.dep_ == "nsubjpass" and (
                definite(suit) or suit.lower_ == "it")):
            heads = [h for h in self.story.last_suit[0] if h not in tails]  # ("The claim was brought against B": the story's)
        if heads and not tails and suit is not None and (definite(suit) or suit.lower_ == "it"):  # "It was filed by A"
            tails = [t for t in self.story.last_suit[1] if t not in heads]
        if heads and not tails and (verb.lemma_.lower().startswith("counter") or (
                suit is not None and suit.lemma_.lower() in {"countersuit", "counterclaim"})):
            # "A sued B in May. B countersued in June": against the suit's plaintiffs
            tails = [t for t in self.story.last_suit[0] if t not in heads]
            if tails:
                return heads, tails
        if tails and not heads:
            self.story.last_suit = ([], tails)
        if heads and not tails:  # "A filed a lawsuit." / "A sued in March.": "The suit names B" next
            self.story.last_suit = (heads, [])
        return heads, tails


def _titles_listed_from(obj: Token) -> list[Token]:
    """The first tokens of the titles listed after an object that opens a list of them, each
    described as a work, where the parser lost the list ("headlined the thriller "X" and the period
    epic "Y"", read as a clause "the period epic"): read off the surface; none when the object is
    no list's first title."""
    doc = obj.doc
    read = doc.user_data.setdefault(_LISTED_KEY, {})  # (asked again of the same object when its tails are checked)
    if obj.i not in read:
        spans = title_list(doc, obj.left_edge.i)
        named = {obj.i, *(a.i for a in obj.children if a.dep_ == "appos")}
        lex = lexicon()  # each described as a work in its own words ("and the period epic "Y"")
        read[obj.i] = () if len(spans) < 2 or not any(spans[0][0] <= k < spans[0][1] for k in named) else tuple(
            a for (_, end), (a, _) in zip(spans, spans[1:])  # (a title's first word is its entity's, where a place NER
            # found at its end may be another: "The Ninth Gate of Hanyang")
            if any(t.is_lower and (t.lower_ in lex.screen_nouns or t.lower_ in lex.genre_words) for t in doc[end:a]))
    return [doc[a] for a in read[obj.i]]


_LISTED_KEY = "kgbuild.titles_listed_from"


def _placing(verb: Token, placings: frozenset[str]) -> Token | None:
    """The place a contest verb gives ("finished runner-up", "came second", "placed fourth"):
    a placing word or an ordinal on the verb ("runner-up" may come in three tokens)."""
    for c in verb.children:
        if c.dep_ not in {"advmod", "dobj", "attr", "oprd", "npadvmod", "acomp"} or c.i < verb.i:
            continue  # (not "Last, A came on X to promote her book")
        split = c.lower_ == "up" and c.i >= 2 and c.doc[c.i - 2].lower_ == "runner" and c.doc[c.i - 1].text == "-"
        if c.lower_ in placings or split or c.ent_type_ == "ORDINAL":
            return c
    return None


def _audience_of(verb: Token, subjects: list[Token], audiences: frozenset[str]) -> list[Token]:
    """The work the verb's subject is the audience of ("Fans of X will remember A as ...")."""
    return [p for s in subjects if s.lower_ in audiences for c in s.children if c.dep_ == "prep" and c.lower_ == "of"
            for p in prep_objects(c, NOT_AGAINST)]


def _no_longer(verb: Token) -> bool:
    """"is no longer set to topline X"."""
    return any(c.lower_ == "longer" and any(g.lower_ == "no" for g in c.children) for c in verb.children)


def _before_it_began(verb: Token, rule: dict[str, Any]) -> bool:
    """"B was replaced by A before filming began", "before the pilot was shot", "during
    pre-production": B never took the part."""
    start = frozenset(rule.get("unstarted_words", ()))
    during = [t for t in verb.sent if t.lower_ == "during"]
    if any("preproduction" in "".join(w.lower_ for w in t.subtree).replace("-", "") for t in during):
        return True  # "during pre-production" (not "a pre-production accountant said", "a pre-show meltdown")
    before = [c for c in verb.children if c.lower_ == "before"]  # "before production", "before filming began"
    before += [c for c in verb.children if c.dep_ == "advcl" and any(g.dep_ == "mark" and g.lower_ == "before" for g in c.children)]
    return any(t.lower_ in start for c in before for t in c.subtree)


def _relative_object(verb: Token, rule: dict[str, Any], preps: set[str]) -> bool:
    """A relative clause whose noun fills the verb's work slot: its object for a verb whose
    object is the work ("X, which she hosts", "the show she presents"), or its stranded
    preposition's ("the drama he starred in")."""
    noun = verb.head
    if verb.dep_ != "relcl" or noun.pos_ not in {"NOUN", "PROPN"} or noun.i > verb.i:
        return False
    if noun.pos_ == "NOUN" and not (noun.dep_ == "appos" and noun.head.pos_ == "PROPN" or _after_a_title(noun)):
        return False  # a title, or a work noun describing one ("X, the series she presents"); not "the quiz show she hosts"
    if rule.get("objects_are_tail") and any(c.dep_ == "dobj" and c.tag_ == "WDT" for c in verb.children):
        return True
    if not any(c.dep_ == "nsubj" and c.tag_ not in {"WDT", "WP"} for c in verb.children):
        return False  # (the clause's own subject: not "the show that stars her")
    if rule.get("objects_are_tail"):
        return not any(c.dep_ in {"dobj", "nsubjpass", "ccomp", "xcomp"} for c in verb.children)
    return any(c.dep_ in {"prep", "prt"} and c.lower_ in preps and not any(p.dep_ == "pobj" for p in c.children)
               for c in verb.children)


def _after_a_title(noun: Token) -> bool:
    """A noun phrase set off by a comma right after a title ('"X," the rural variety show he hosts'),
    however the parser hung it."""
    k, comma = noun.left_edge.i - 1, False
    while k >= 0 and noun.doc[k].is_punct:
        comma, k = comma or noun.doc[k].text == ",", k - 1
    return comma and k >= 0 and noun.doc[k].pos_ == "PROPN"


def _described_by_apposition(title: Token, nouns: frozenset[str]) -> bool:
    """'"X", a period drama', "X, the comedy from B": an apposition whose own noun is a work's kind
    (read on the surface: the parser often hangs it on the verb)."""
    doc, k = title.doc, title.i + 1
    while k < title.sent.end and doc[k].text in QUOTES:
        k += 1
    if k >= title.sent.end or doc[k].text != ",":
        return False
    head = next((w for w in doc[k + 1:min(k + 8, title.sent.end)] if w.pos_ == "NOUN" and w.dep_ != "compound"), None)
    return head is not None and head.is_lower and head.lower_ in nouns


def _object_read_as_subject(verb: Token, subs: list[Token]) -> Token | None:
    """A second subject right after a transitive verb that has no object, when another subject
    stands before it: 'A, the star of "X," sued B' (a comma inside the closing quote, as American
    copy writes it, leads the parser to read B as the subject of "sued")."""
    late = next((c for c in verb.children if c.dep_ == "nsubj" and c.i > verb.i), None)
    if late is None or late.left_edge.i != verb.i + 1 or not any(s.i < verb.i for s in subs if s is not late):
        return None
    return late


def _without_with_object(verb: Token, rule: dict[str, Any]) -> bool:
    """A rule that wants its suit after "with" ("slapped Y with a lawsuit") finds none on the verb
    ("slapped Y")."""
    return bool(rule.get("with_objects")) and not any(
        c.dep_ == "prep" and c.lower_ == "with" and any(p.lemma_.lower() in rule["with_objects"] for p in c.children)
        for c in verb.children)


def _before_apposition(doc, k: int, start: int) -> int:
    """``doc[k]`` ends a phrase set off by commas that describes the name before it ("A, the son
    of B,", "A, whose mother is B,", an age: "A, 44,"): that name's last token; else ``k``."""
    c = next((i for i in range(k - 1, start, -1) if doc[i].text == ","), None)
    if c is None or not (doc[c + 1].is_lower or doc[c + 1].like_num and c + 1 == k) or not doc[c - 1].text[:1].isupper():
        return k
    return c - 1


# who joins a plaintiff without suing: "A, joined by her lawyer, B, sued X"
_COUNSEL = frozenset({"lawyer", "lawyers", "attorney", "attorneys", "counsel", "solicitor", "barrister", "representative",
                      "spokesperson", "spokesman", "spokeswoman", "publicist", "agent", "manager"})


def _co_plaintiffs(verb: Token) -> list[Token]:
    """"sued X alongside her husband, B", "together with B"; "A, along with B, sued X"; "A joined B in suing X";
    "A, joined by B and C, sued X"."""
    out = _companions(verb)
    if any(c.dep_ == "nsubj" for c in verb.children):  # (not "A, along with B, was sued by C": B is sued too)
        out += [p for c in verb.children if c.dep_ == "prep" and c.lower_ == "along" and c.i < verb.i
                for w in c.children if w.lower_ == "with" for p in w.children if p.dep_ == "pobj"]
    for subject in (c for c in verb.children if c.dep_ == "nsubj"):  # "A, along with her husband B, sued X"
        out += _companions(subject, through=("along", "together"))
    joined = [c for h in (verb, *(s for s in verb.children if s.dep_ == "nsubj")) for c in h.children
              if c.lemma_.lower() == "join" and c.tag_ == "VBN" and c.dep_ in {"acl", "advcl"} and c.i < verb.i]
    out += [p for c in joined for a in c.children if a.dep_ == "agent" for p in a.children if p.dep_ == "pobj"
            and p.lower_ not in _COUNSEL and not any(d.dep_ == "appos" and d.lower_ in _COUNSEL for d in p.children)]
    # "A, joined by her sister, B, filed suit against X"
    join = verb.head.head if verb.dep_ == "pcomp" and verb.head.lower_ == "in" else None
    if join is not None and join.lemma_.lower() == "join":
        out += [c for c in join.children if c.dep_ == "dobj"]
    return [t for o in out for t in (o, *o.conjuncts)]


def _companions(head: Token, through: tuple[str, ...] = ()) -> list[Token]:
    """Whom "alongside B" or "with B" under "together"/"along" names on ``head``; with ``through``,
    also "along with B" and "together with B" as the parser hangs "with" on the first word."""
    out = [p for c in head.children if c.dep_ == "prep" and (c.lower_ == "alongside" or c.lower_ == "with" and any(
        a.lower_ in {"together", "along"} for a in c.children)) for p in c.children if p.dep_ == "pobj"]
    return out + [p for c in head.children if c.dep_ == "prep" and c.lower_ in through
                  for w in c.children if w.lower_ == "with" for p in w.children if p.dep_ == "pobj"]


def _along_with(verb: Token) -> tuple[list[Token], list[Token]]:
    """Whom "along with" adds after the verb's object, as (plaintiffs, defendants): more
    defendants ("is suing A, along with B and C", "sued the studio along with its founder, B"),
    but a co-plaintiff where a personal possessive without a comma marks the subject's own
    ("sued A along with her husband, B")."""
    plaintiffs: list[Token] = []
    defendants: list[Token] = []
    for along in (c for c in verb.children if c.dep_ == "prep" and c.lower_ == "along" and c.i > verb.i):
        if not any(c.dep_ == "dobj" and c.i < along.i for c in verb.children):
            continue
        comma = verb.doc[along.i - 1].text == ","
        for p in (p for w in along.children if w.lower_ == "with" for p in w.children if p.dep_ == "pobj"):
            own = not comma and any(c.dep_ == "poss" and c.lower_ in {"her", "his", "their"} for c in p.children)
            (plaintiffs if own else defendants).extend([p, *p.conjuncts])
    return plaintiffs, defendants


def _behalf(verb: Token) -> list[Token]:
    """Whom "on behalf of A" or "on A's behalf" on the verb (or its object) names."""
    phrases = [p for h in (verb, *(c for c in verb.children if c.dep_ == "dobj")) for c in h.children
               if c.dep_ == "prep" and c.lower_ == "on" for p in c.children if p.dep_ == "pobj" and p.lower_ == "behalf"]
    return [x for b in phrases for x in (*(c for c in b.children if c.dep_ == "poss"),
                                         *(p for c in b.children if c.dep_ == "prep" and c.lower_ == "of"
                                           for p in c.children if p.dep_ == "pobj"))]


def _state(verb: Token, rule: dict[str, Any]) -> str:
    """The relation a couple verb states as the sentence dates it: "plan to marry next year",
    "will marry" (engaged: ``pending_relation``); "was married to Y from 2004 to 2014", "was
    previously married to Y" (ended: ``ended_relation``); else the rule's relation."""
    if "pending_relation" in rule and _intended(verb, rule["pending_governors"]):
        return rule["pending_relation"]
    if "ended_relation" in rule and (_ended_period(verb) or _past_state(verb) or _married_before(verb) or any(
            c.dep_ == "advmod" and c.lower_ in rule.get("ended_adverbs", ()) for c in verb.children) or _former_subject(verb)):
        return rule["ended_relation"]  # ... "The former couple wed in 2013"
    return rule["relation"]


def _former_subject(verb: Token) -> bool:
    """"The former couple wed in 2013", "The former pair, who married in 2013,": a subject (or the
    couple a relative clause's subject stands for) described as former."""
    for c in verb.children:
        if c.dep_ != "nsubj":
            continue
        relative = c.lower_ in {"who", "that"} and verb.dep_ == "relcl"
        noun = verb.head if relative else c
        if any(a.lower_ in {"former", "ex"} for a in noun.children) and (not relative or noun.lower_ in _PAIR_NOUNS):
            return True  # (not "Ben Roe, a former footballer who married B": his career is former)
    return False


_PAIR_NOUNS = frozenset({"couple", "pair", "duo", "twosome", "spouses", "lovebirds", "newlyweds"})


def _married_before(verb: Token) -> bool:
    """"had been married before, to B": a state before the one the story tells (not "had married
    B the year before", "who had married shortly before": a wedding dated)."""
    return any(c.dep_ == "advmod" and c.lower_ == "before" for c in verb.children) \
        and any(c.dep_ in {"aux", "auxpass"} and c.lower_ == "been" for c in verb.children)


def _was_married_to(verb: Token) -> bool:
    """"X was married to actor Y", however the parser read it: the auxiliaries the words before
    the verb are, in the past tense of :func:`_past_state`."""
    doc = verb.doc
    aux = [doc[k].lower_ for k in range(max(verb.sent.start, verb.i - 3), verb.i) if doc[k].pos_ in {"AUX", "ADV"}]
    return verb.lower_ == "married" and verb.i + 1 < len(doc) and doc[verb.i + 1].lower_ == "to" and _ended_tense(aux)


def _past_state(verb: Token) -> bool:
    """"X was married to Y", "who was married to Y for ten years": a state in the past tense, over
    ("were married in Rome" is the wedding, and "has been married to Y" goes on)."""
    if verb.lower_ != "married" or not any(c.dep_ == "prep" and c.lower_ == "to" for h in [verb, *_spans_of_time(verb)]
                                           for c in h.children):
        return False  # (also "was married for 30 years to Y", the "to" hung on the years)
    aux = [c.lower_ for c in verb.children if c.dep_ in {"aux", "auxpass", "cop"}]
    if not aux and verb.dep_ == "acomp":  # "was" is the head: "X was married to Y"
        aux = [verb.head.lower_]
    return _ended_tense(aux)


def _spans_of_time(verb: Token) -> list[Token]:
    """The spans of time on a verb ("for 30 years", "since 2019"), where the parser may hang the
    verb's own preposition ("married for 30 years to B")."""
    return [p for c in verb.children if c.dep_ == "prep" and c.lower_ in {"for", "since"} for p in c.children
            if p.dep_ == "pobj" and p.ent_type_ == "DATE"]


def _ended_tense(aux: list[str]) -> bool:
    """Auxiliaries of a state that is over: "was", not "has been"."""
    return any(a in {"was", "were"} for a in aux) and not any(a in {"has", "have", "had", "been"} for a in aux)


def _also(verb: Token) -> bool:
    """"were also sued", "sued along with the singer": more defendants of a suit already named."""
    if any(c.lower_ in {"also", "too"} for c in verb.children):
        return True
    return any(c.dep_ == "prep" and c.lower_ == "along" for c in verb.children)


def _ended_period(verb: Token) -> bool:
    """A state the sentence dates to a closed period: "from 2004 to 2014", "until 2014",
    "between 2004 and 2014" on the verb (not "since 2014", which is still going on)."""
    preps = {c.lower_: c for c in verb.children if c.dep_ == "prep"}
    for c in list(preps.values()):
        preps.update({g.lower_: g for p in c.children if p.dep_ == "pobj" for g in p.children if g.dep_ == "prep"})
        preps.update({g.lower_: g for g in c.children if g.dep_ == "prep"})  # "from 2004 to 2014", "to" hung on "from"

    def dated(prep: Token | None) -> bool:
        return prep is not None and any(p.ent_type_ == "DATE" or (p.like_num and len(p.text) == 4)
                                        for p in prep.subtree if p.i != prep.i)

    if dated(preps.get("until")) or dated(preps.get("till")):
        return True
    closing = preps.get("to")  # a year closes the period ("from 2004 to 2014"; not "from 2001 to this day")
    if dated(preps.get("from")) and closing is not None and any(p.like_num and len(p.text) == 4 for p in closing.subtree):
        return True
    between = preps.get("between")
    return dated(between) and any(t.lower_ == "and" for t in between.subtree)


def _intended(verb: Token, governors) -> bool:
    """A verb that names what is still to come: "plan to marry", "are set to wed", "will marry",
    "are getting married"."""
    if any(c.dep_ == "aux" and c.lower_ in {"will", "'ll", "shall"} for c in verb.children):
        return True
    if any(c.dep_ in {"aux", "auxpass"} and c.lower_ == "getting" for c in verb.children) \
            or verb.dep_ in {"acomp", "xcomp"} and verb.head.lower_ == "getting":
        return True  # "are getting married": a wedding to come
    head = verb.head
    if head.lemma_.lower() == "go" and (head.tag_ == "VBD" or any(c.dep_ == "prt" and c.lower_ == "on" for c in head.children)):
        return False  # "went on to marry B": it happened
    return verb.dep_ == "xcomp" and (head.lemma_.lower() in governors or any(
        c.dep_ in {"acomp", "attr"} and c.lemma_.lower() in governors for c in head.children))


def _as_crew(verb: Token, subjects: list[Token], rules: RuleSet) -> bool:
    """The verb's subject works on the work behind the camera: described so ("Director A will
    lead the drama X", "the showrunner, A,") or acting as such ("will lead the reboot as showrunner")."""
    crew = frozenset((rules.role_slots or {}).get("not_cast_nouns", ()))
    if any(c.dep_ == "prep" and c.lower_ == "as" and any(p.lower_ in crew for p in c.subtree) for c in verb.children):
        return True
    doc = verb.doc
    return any(w.lower_ in crew for s in subjects for w in [*s.subtree, *doc[max(s.left_edge.i - 2, 0):s.left_edge.i]])


def _person_after_the_title(ents, lex, tok: Token) -> Token | None:
    """The person named after a title and a role noun, where the parser took the title for the
    verb's object ('sued her "Real Wives" castmate B'), else None."""
    eid = ents.entity_of(tok)
    if eid is None or ents.entities[eid].type != WORK:
        return None
    doc = tok.doc
    k = ents.mention_end(tok.i)
    if k < len(doc) and doc[k].text in QUOTES:
        k += 1
    if k + 1 >= tok.sent.end or not (doc[k].is_lower and (doc[k].lower_ in lex.role_nouns or occupation(doc[k].lower_))):
        return None
    person = ents.entity_of(doc[k + 1])
    return doc[k + 1] if person is not None and ents.entities[person].type == PERSON else None
