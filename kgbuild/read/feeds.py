"""RSS and Atom feeds (a file or a URL) as articles, with feedparser.

Each entry is an article known by its link (else its id): the linked page when it can be fetched
and holds an article, else the entry's own content or summary; the entry's title, date and link
are the article's. With ``update`` (``kgbuild build --update``) an entry read by an earlier build
into the same web cache is passed over, so a feed read again adds only its new entries.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from ..records import Article, Skip
from .html import MIN_ARTICLE_WORDS, page_article
from .web import FetchError, Web, is_url

FEED_SUFFIXES = (".rss", ".atom", ".xml")


def read_feed(source: str, data: bytes, web: Web, warn=None, state_key: str | None = None) -> Iterator[Article | Skip]:
    """The articles of the feed ``data`` read from ``source`` (a path or URL); ``state_key`` (default
    ``source``) names the feed among those read before."""
    import feedparser

    feed = feedparser.parse(data)
    if not feed.entries:
        problem = getattr(feed, "bozo_exception", None)
        yield Skip(source, "not a feed" + (f" ({type(problem).__name__})" if problem else "") if not feed.version
                   else "feed with no entries")
        return
    state_key = state_key or source
    seen = web.seen(state_key) if web.update else set()
    read = []
    for n, entry in enumerate(feed.entries, 1):
        key = entry.get("link") or entry.get("id")
        if not key:
            yield Skip(f"{source} entry {n}", "feed entry with neither link nor id")
            continue
        read.append(key)
        if key in seen:
            continue
        yield _entry_article(source, key, entry, web, warn)
    web.remember(state_key, read)


def _entry_article(source: str, key: str, entry, web: Web, warn) -> Article | Skip:
    link = entry.get("link")
    date = _date(entry)
    title = entry.get("title") or None
    if link and is_url(link):
        try:
            page = web.fetch(link)
        except FetchError as exc:
            page = None
            if warn:
                warn(f"{link}: {exc}; the feed's own text is used")
        if page is not None and not page.is_feed:
            got = page_article(page.body, key, link)
            if isinstance(got, Article):
                return Article(id=key, text=got.text, title=title or got.title, date=date or got.date,
                               url=got.url or link)
    text = _entry_text(entry)
    if len(text.split()) < MIN_ARTICLE_WORDS:
        return Skip(link or f"{source} entry {key}", "feed entry with no text and no page to read")
    return Article(id=key, text=text, title=title, date=date, url=link)


def _entry_text(entry) -> str:
    """The entry's content (else summary) as plain text."""
    parts = [c.get("value", "") for c in entry.get("content", []) if c.get("value")]
    html = "\n".join(parts) or entry.get("summary", "") or ""
    if "<" not in html:
        return html.strip()
    import lxml.html

    try:
        root = lxml.html.fromstring(f"<div>{html}</div>")
    except Exception:  # noqa: BLE001 - unparsable markup: keep the text as it came
        return html.strip()
    for block in root.iter("p", "br", "div", "li"):
        block.tail = "\n" + (block.tail or "")
    return "\n".join(line.strip() for line in root.text_content().splitlines() if line.strip())


def _date(entry) -> str | None:
    for field in ("published_parsed", "updated_parsed"):
        parsed = entry.get(field)
        if parsed:
            return time.strftime("%Y-%m-%d", parsed)
    return None
