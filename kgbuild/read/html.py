"""Saved web pages (``.html``, ``.htm``, or a page fetched by :mod:`kgbuild.read.web`) as articles.

The article body and its metadata come from trafilatura, made for news pages; the publication
date from htmldate. Navigation, ads, captions, comments, share bars and "read more" boxes stay
out of the text, so they never reach extraction. The extracted text is the article's text: evidence
offsets refer to it.

Chosen over readability-lxml, measured on the invented pages in ``tests/read/pages/``: on three
news pages trafilatura let no boilerplate through, readability-lxml let through four pieces
(a photo caption, a byline, an inline "READ MORE" box, a share bar), and on a page of navigation
only it returned the links as text. trafilatura also gives title, date, canonical url and author.
"""

from __future__ import annotations

from ..records import Article, Skip

HTML_SUFFIXES = (".html", ".htm")
# Fewer words than this is no article: a page of links or an "Advertisement" left over.
MIN_ARTICLE_WORDS = 5
EMPTY = "no article text in the page (only navigation, ads or links)"



def page_article(html: str | bytes, article_id: str, url: str | None = None) -> Article | Skip:
    """The article in one page, or a Skip (named by ``url`` or ``article_id``) when it holds none.

    ``url`` is where the page came from; the page's canonical url, when it names one, is kept
    instead.
    """
    import trafilatura

    source = url or article_id
    try:
        doc = trafilatura.bare_extraction(html, url=url, with_metadata=True, include_comments=False,
                                          include_tables=False, include_images=False, include_links=False,
                                          favor_precision=True)
    except Exception as exc:  # noqa: BLE001 - a malformed page is one skip, never a traceback
        return Skip(source, f"cannot extract the page ({type(exc).__name__})")
    text = (getattr(doc, "text", None) or "").strip()
    if len(text.split()) < MIN_ARTICLE_WORDS:
        return Skip(source, EMPTY)
    text = "\n\n".join(line.strip() for line in text.splitlines() if line.strip())  # a paragraph a line
    return Article(id=article_id, text=text, title=getattr(doc, "title", None) or None,
                   date=publication_date(html, url) or getattr(doc, "date", None) or None,
                   url=getattr(doc, "url", None) or url)


def publication_date(html: str | bytes, url: str | None = None) -> str | None:
    """The page's publication date (``YYYY-MM-DD``) from its markup or url, or None. Only
    the markup's own dates count (no guess from any date in the text)."""
    from htmldate import find_date

    try:
        return find_date(html, url=url, original_date=True, extensive_search=False)
    except Exception:  # noqa: BLE001 - no date is no reason to skip a page
        return None

