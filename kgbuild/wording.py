"""How kgbuild words a count in what it prints: ``1 article``, ``2 articles``, ``1 entity``."""

from __future__ import annotations


def counted(n: int, one: str, many: str | None = None) -> str:
    """``n`` and the noun, singular for one.

    >>> counted(1, "article"), counted(0, "article"), counted(2, "entity", "entities")
    ('1 article', '0 articles', '2 entities')
    """
    return f"{n} {one if n == 1 else (many or one + 's')}"
