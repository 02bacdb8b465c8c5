"""Names: one home for what every stage needs to know about a person's or a work's name.

- :func:`fold`: the case-, accent-, quote- and space-insensitive form two names are compared in;
- :func:`clean_name`: a span's text made a name (possessives, stray quotes, control characters off);
- :func:`strip_title`: honorifics off the front ("Prince Orvel" -> "Orvel");
- :func:`name_key`: the key names are merged and looked up by (folded, untitled, no possessive);
- :func:`split_nickname`: a nickname stated inside a name ("Orvel ‘Ovi’ Brandt");
- :data:`GENERATIONAL_SUFFIXES`: "Jr.", "Sr.", "III", which end a name but are no
  :func:`surname`;
- :func:`looks_like_person_name`: a short run of capitalised words, which is what a name NER
  called an organisation looks like when the sentence shows it is a person.

Extraction (inside one article) and the graph (across articles) both read these, so the two
never disagree about whether two names are one.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from .extraction.lexicon import lexicon

QUOTES = "\"'“”‘’«»"
OPENING_QUOTES = "\"“‘'«"
_STRIP = QUOTES + " \t\n.,;:!?()[]{}*-–—"

# "Jr." and "Sr." are abbreviations and are written with a full stop; numerals never are
ABBREVIATED_SUFFIXES = frozenset({"jr", "sr"})
GENERATIONAL_SUFFIXES = ABBREVIATED_SUFFIXES | {"ii", "iii", "iv"}
# a name ending in one of them with its full stop, before closing punctuation: "Otis Vale Jr.,"
_ABBREVIATION_AT_END = re.compile(r"\b(" + "|".join(sorted(ABBREVIATED_SUFFIXES)) + r")\.[\s\"'”’),;:!?]*$", re.IGNORECASE)

# A nickname inside a name: quotes or brackets around whole words.
_NICKNAME_CHARS = frozenset("\"'‘’“”()")
_NICKNAME = re.compile(r"(?:(?<=\s)|^)[\"'‘“(]([^\"'‘’“”()]+)[\"'’”)](?=\s|$)")
_QUOTED_NICKNAME = re.compile(r"(?:(?<=\s)|^)[\"'‘“]([^\"'‘’“”()]+)[\"'’”](?=\s|$)")


# markup and addresses inside a span: whole or cut tags ("</b", "<i>"), URLs, bare "www." hosts
_MARKUP = re.compile(r"</?[A-Za-z][^<>]*>?|^[^<>]*>|https?://\S+|www\.\S+|[<>]")


@lru_cache(maxsize=1 << 18)  # asked of the same names many times per article
def fold(text: str) -> str:
    """Case-, accent-, quote- and space-insensitive key of a name.

    >>> fold("  María  ‘Edu’ Lucas Jr. ")
    "maria 'edu' lucas jr"
    """
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c))
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    text = text.replace(".", " ")  # "Jr." and "Jr", "J. Elder Wills" and "J Elder Wills"
    return " ".join(text.casefold().split())


def title_key(name: str) -> str:
    """A title's key: folded, and its leading article optional ("The Silent Orchard" and "Silent
    Orchard" are one title).

    >>> title_key("The Night Porters") == title_key("night porters")
    True
    """
    key = fold(name)
    return key[4:] if key.startswith("the ") and len(key) > 4 else key


@lru_cache(maxsize=1 << 18)  # the same spans' texts come back many times per article
def clean_name(text: str, possessive: bool = True) -> str:
    """Strip possessives (unless not ``possessive``: a quoted title's own "'s" is its own),
    stray quotes and punctuation from a span's text.

    Control characters end a name (the longest part between them is kept); zero-width ones
    (U+200B, U+FEFF) are dropped from the ends.

    >>> clean_name("‘Edu’s "), clean_name("Acme <b>Studios</b"), clean_name("Otis Vale Jr.,")
    ('Edu', 'Acme Studios', 'Otis Vale Jr.')
    """
    text = _MARKUP.sub(" ", text)  # "Acme <b>Studios</b>", "Jax Moreno (https://...)": never part of a name
    controls = {c for c in text if unicodedata.category(c) == "Cc" and not c.isspace()}
    if controls:
        parts = re.split("[" + re.escape("".join(controls)) + "]", text)
        text = max(parts, key=lambda p: sum(c.isalpha() for c in p))
    text = text.strip().strip("\u200b\u200c\u200d\u2060\ufeff").strip()
    if possessive:
        text = re.sub(r"(?:'s|’s|'|’)$", "", text)
    abbreviated = _ABBREVIATION_AT_END.search(text)
    text = text.strip(_STRIP)
    if abbreviated and text.endswith(abbreviated.group(1)):
        text += "."  # "Otis Vale Jr." keeps the full stop of its abbreviation, as it is written
    # a dangling opening quote left by the tokenizer: "‘Edu" -> "Edu"
    return " ".join(text.split())


@lru_cache(maxsize=1 << 18)
def strip_title(name: str) -> str:
    """Drop leading honorifics: "Prince Orvel" -> "Orvel"; a title alone stays.

    >>> strip_title("Prince Orvel"), strip_title("Dr. Vex"), strip_title("Prince"), strip_title("Duke of Kent")
    ('Orvel', 'Vex', 'Prince', 'Duke of Kent')
    """
    words = name.split()
    titles = lexicon().bare_titles
    while len(words) > 1 and words[0].lower().rstrip(".") in titles and words[1].lower() != "of":
        words = words[1:]  # "Duke of Kent" is a style by itself, no title on a name "of Kent"
    return " ".join(words)


@lru_cache(maxsize=1 << 18)
def name_key(name: str) -> str:
    """The comparison key of a name: folded, titles and possessives stripped.

    >>> name_key("Prince Orvel's"), name_key("ZOË  Brandt")
    ('orvel', 'zoe brandt')
    """
    key = fold(strip_title(name.strip()))
    if key.startswith("of "):  # "Duke of Elmvale" is not "Duchess of Elmvale"
        key = fold(name.strip())
    for suffix in ("'s", "'"):
        if key.endswith(suffix):
            key = key[: -len(suffix)]
    return key.strip(" .,;:\"'")


def may_hold_nickname(name: str) -> bool:
    """Whether ``name`` has a quote or bracket :func:`split_nickname` would look at."""
    return bool(_NICKNAME_CHARS.intersection(name))


@lru_cache(maxsize=1 << 18)
def split_nickname(name: str, *, brackets: bool = True) -> tuple[str, tuple[str, ...]]:
    """A name without the nickname stated inside it, and the nicknames.

    ``brackets``: a bracketed word is a nickname too. Across articles it is (a maiden name
    is another name the person went by); inside one article extraction keeps it as part of
    the name ("Ilse (Varga) Brandt"), and only quotes mark a nickname.

    >>> split_nickname("Eduardo ‘Edu’ Pao Lucas")
    ('Eduardo Pao Lucas', ('Edu',))
    >>> split_nickname("Dawson's Creek")
    ("Dawson's Creek", ())
    >>> split_nickname("Ann (Nan) Lee"), split_nickname("Ann (Nan) Lee", brackets=False)
    (('Ann Lee', ('Nan',)), ('Ann (Nan) Lee', ()))
    """
    if not may_hold_nickname(name):
        return name, ()
    pattern = _NICKNAME if brackets else _QUOTED_NICKNAME
    nicks = tuple(m.group(1).strip() for m in pattern.finditer(name) if m.group(1).strip())
    if not nicks:
        return name, ()
    plain = " ".join(pattern.sub(" ", name).split())
    return (plain or name), nicks


@lru_cache(maxsize=1 << 18)
def surname(key: str) -> str | None:
    """The last word of a several-word name key, suffixes ("Jr.") skipped.

    >>> surname("orvel brandt jr"), surname("zephra")
    ('brandt', None)
    """
    words = key.split()
    while len(words) > 1 and words[-1] in GENERATIONAL_SUFFIXES:
        words.pop()
    return words[-1] if len(words) > 1 else None


def is_generational_suffix(word: str) -> bool:
    """ "Jr.", "sr", "III": a word that ends a name without being its surname.

    >>> [is_generational_suffix(w) for w in ("Jr.", "III", "Ive", "ii.")]
    [True, True, False, False]
    """
    low = word.lower()
    return low in GENERATIONAL_SUFFIXES or (low.endswith(".") and low[:-1] in ABBREVIATED_SUFFIXES)


def looks_like_person_name(name: str) -> bool:
    """One to four capitalised words: a name NER called an organisation may be a person's
    ("Ilse Brandt" beside her partner, after "his").

    A firm's last word ("Records", "Pictures", "Inc") is no one's surname.

    >>> looks_like_person_name("Ilse Brandt"), looks_like_person_name("the film crew"), looks_like_person_name("Orbit Records")
    (True, False, False)
    """
    words = name.split()
    return 1 <= len(words) <= 4 and all(w[:1].isupper() for w in words) and words[-1].lower().rstrip(".") not in _FIRM_LAST_WORDS


# the last word of a firm's name, never a title's ("the Pellow Pictures release stars A": the firm's
# film); titles do end in "Network", "Company" or "Times", so only these
FIRM_ENDINGS = frozenset({"pictures", "films", "studios", "productions", "entertainment", "records", "holdings", "broadcasting",
                          "inc", "llc", "ltd", "corp", "plc"})
# ... and never a person's either, nor are these
_FIRM_LAST_WORDS = FIRM_ENDINGS | {"media", "group", "publishing", "network", "networks"}


__all__ = ["ABBREVIATED_SUFFIXES", "FIRM_ENDINGS", "GENERATIONAL_SUFFIXES", "OPENING_QUOTES", "QUOTES", "clean_name", "fold",
           "is_generational_suffix", "looks_like_person_name", "may_hold_nickname", "name_key",
           "split_nickname", "strip_title", "surname"]
