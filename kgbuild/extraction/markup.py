"""Markup, addresses, control characters and list bullets blanked out of an article before it is parsed,
and single quotation marks read as the double ones the small model knows.

Each is replaced by spaces of the same length (a quotation mark by one), so every character offset (evidence spans)
still points into the article as written, and no tag, URL or control character can end up
inside a name ("Acme <b>Studios</b>" is parsed as "Acme    Studios    "). A hyphen set between
spaces, as many sites type a dash, is read as the dash it stands for (one character for one).
"""

from __future__ import annotations

import re

# whole tags (and comments), URLs and bare "www." hosts, control characters but line breaks and tabs
_URL_CHAR = r"""[^\s<>()\[\]"'“”‘’]"""
_NOISE = re.compile(r"<!--.*?-->|</?[A-Za-z][A-Za-z0-9]*(?:\s[^<>]{0,300})?/?>"
                    rf"|(?:https?://|www\.){_URL_CHAR}*(?<![.,;:!?])"
                    r"|[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]", re.S)


# a list's bullet opening a line ("• Ada Vey, folk singer"): the small model reads "• Ada Vey" as
# a firm's name, or no name at all
_BULLET = re.compile(r"^[ \t]*[•·▪●◦‣∙*\-–—](?=[ \t]+\S)", re.M)
_SPACED_HYPHEN = re.compile(r"(?<=\S )--?(?= \S)")


# a single quotation mark opening a quotation: after a space, a bracket, a dash or the line's start,
# before a capital ("'Glass Harbor' star A", "'I was thrilled,' she said"; not "'90s", "rock 'n' roll")
_SINGLE_OPEN = re.compile(r"(?:^|(?<=[\s(\[—–]))['‘](?=[^\W\d_a-z])", re.M)
# its closing mark: after a word's last character, before a space, punctuation or the end (not "Don't")
_SINGLE_CLOSE = re.compile(r"(?<=[^\s'‘’])['’](?=$|[\s.,;:!?)\]—–-])", re.M)
_DOUBLE = frozenset('"“”')
_QUOTED_AT_MOST = 400  # characters, within one paragraph: past the longest title, and a spoken sentence or two


def single_quotes_as_double(text: str) -> str:
    r"""``text`` with each pair of single quotation marks (straight or curly) around a title
    written as double ones, one character for one. British and Irish copy quote titles in single
    marks, where the small model reads the closing one as a possessive: "'Glass Harbor' star"
    loses its title. Speech, an apostrophe, a mark inside double quotes, a pair split over
    paragraphs, a nickname inside a name ("Tomas 'Tom' Birch") and a headline's marks (its first
    line, where single marks are any quotation's) stay as they are.

    >>> single_quotes_as_double("The 'Salt Meadow' star said: 'I'm thrilled.' Ms Vey's dog's bowl")
    'The "Salt Meadow" star said: \'I\'m thrilled.\' Ms Vey\'s dog\'s bowl'
    >>> single_quotes_as_double("He said \"the 'Glass Harbor' set\" in the '90s")
    'He said "the \'Glass Harbor\' set" in the \'90s'
    """
    if "'" not in text and "‘" not in text:
        return text
    chars = list(text)
    first_line = text.find("\n", 0, len(text.rstrip()))
    for m in _SINGLE_OPEN.finditer(text, max(first_line, 0)):
        start = m.start()
        if _inside_double(text, start):
            continue  # a title quoted inside a quotation
        stop = text.find("\n", start, start + _QUOTED_AT_MOST)
        stop = start + _QUOTED_AT_MOST if stop < 0 else stop
        close = _SINGLE_CLOSE.search(text, start + 2, stop)
        if close is None or _SINGLE_OPEN.search(text, start + 1, close.start()) or any(c in _DOUBLE for c in text[start:close.start()]):
            continue  # no closing mark, another quotation opens first, or double quotes inside
        if _nickname_at(text, start, close.start()) or not _title_shaped(text[start + 1:close.start()]):
            continue  # "Tomas 'Tom' Birch": a nickname inside a name, as the name readers expect it; speech
        curly = chars[start] == "‘"
        chars[start], chars[close.start()] = ("“", "”") if curly else ('"', '"')
    return "".join(chars)


def _title_shaped(quoted: str) -> bool:
    """A title, not speech: eight words at most, no closing punctuation, most words capitalised
    ("Salt Meadow", "A Night on the Moor"; not "I was thrilled,")."""
    words = quoted.split()
    return 0 < len(words) <= 8 and quoted[-1] not in ".,;:!?" and \
        sum(w[0].isupper() or w[0].isdigit() for w in words) * 2 > len(words)


def _nickname_at(text: str, start: int, close: int) -> bool:
    """Are the marks at ``start`` and ``close`` around a nickname of a word or two set between a
    first name and a surname ("Tomas 'Tom' Birch")?"""
    before, after = text[max(start - 30, 0):start], text[close + 1:close + 30]
    return len(text[start + 1:close].split()) <= 2 and _NAME_BEFORE.search(before) is not None \
        and _NAME_AFTER.match(after) is not None


_NAME_BEFORE = re.compile(r"(?:^|\s)[^\W\d_a-z][\w.-]*\s$")  # a capitalised word, then the space before the mark
_NAME_AFTER = re.compile(r"\s[^\W\d_a-z]")  # a space, then a capital


def _inside_double(text: str, k: int) -> bool:
    """Is position ``k`` inside a double-quoted stretch of its paragraph?"""
    line = text[text.rfind("\n", 0, k) + 1:k]
    return line.count('"') % 2 == 1 or line.count("“") > line.count("”")


def blank_markup(text: str) -> str:
    r"""``text`` with markup, addresses, control characters and the bullets opening lines turned
    into spaces (same length).

    >>> blank_markup("Acme <b>Studios</b> (https://acme.example/x)")
    'Acme    Studios     (                      )'
    >>> blank_markup("Line-up:\n• Ada Vey, singer\n- Tom Bale, chef")
    'Line-up:\n  Ada Vey, singer\n  Tom Bale, chef'
    """
    text = single_quotes_as_double(_BULLET.sub(lambda m: " " * len(m.group(0)), text))
    if " - " in text or " -- " in text:  # "A - star of X - has ...": the small model reads a spaced hyphen as
        # one inside a name; "A -- B" (two hyphens, typed for a dash) the same
        text = _SPACED_HYPHEN.sub(lambda m: "–" if len(m.group(0)) == 1 else " –", text)
    if "<" not in text and "://" not in text and "www." not in text and not _has_control(text):
        return text
    return _NOISE.sub(lambda m: " " * len(m.group(0)), text)


def _has_control(text: str) -> bool:
    return any(ord(c) < 32 and c not in "\n\r\t" or ord(c) == 127 for c in text)


__all__ = ["blank_markup", "single_quotes_as_double"]
