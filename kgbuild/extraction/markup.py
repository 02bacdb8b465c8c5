"""Markup, addresses, control characters and list bullets blanked out of an article before it is parsed.

Each is replaced by spaces of the same length, so every character offset (evidence spans)
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


def blank_markup(text: str) -> str:
    r"""``text`` with markup, addresses, control characters and the bullets opening lines turned
    into spaces (same length).

    >>> blank_markup("Acme <b>Studios</b> (https://acme.example/x)")
    'Acme    Studios     (                      )'
    >>> blank_markup("Line-up:\n• Ada Vey, singer\n- Tom Bale, chef")
    'Line-up:\n  Ada Vey, singer\n  Tom Bale, chef'
    """
    text = _BULLET.sub(lambda m: " " * len(m.group(0)), text)
    if " - " in text or " -- " in text:  # "A - star of X - has ...": the small model reads a spaced hyphen as
        # one inside a name; "A -- B" (two hyphens, typed for a dash) the same
        text = _SPACED_HYPHEN.sub(lambda m: "–" if len(m.group(0)) == 1 else " –", text)
    if "<" not in text and "://" not in text and "www." not in text and not _has_control(text):
        return text
    return _NOISE.sub(lambda m: " " * len(m.group(0)), text)


def _has_control(text: str) -> bool:
    return any(ord(c) < 32 and c not in "\n\r\t" or ord(c) == 127 for c in text)


__all__ = ["blank_markup"]
