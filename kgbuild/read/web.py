"""URLs as inputs: pages and feeds fetched politely with httpx, cached on disk.

Politeness: a User-Agent naming kgbuild and its version; robots.txt honoured (urllib.robotparser,
read once per host); one request at a time, with :attr:`Web.delay` seconds between two requests to
one host; a timeout on every request; on 429 and 5xx a bounded number of retries with growing
waits (a ``Retry-After`` is honoured up to :data:`MAX_WAIT`); a body over :attr:`Web.max_bytes` is
dropped unread; only HTML pages and feeds are accepted. A fetched page is cached on disk with its
``ETag``/``Last-Modified``, so fetching it again is a conditional request (a 304 reads the cache);
``offline`` reads only the cache. Every failure is a :class:`FetchError` whose message is the skip
reason.

The :class:`Web` the readers use is set for a build with :func:`using`; by default there is no disk
cache.
"""

from __future__ import annotations

import contextlib
import contextvars
import hashlib
import json
import os
import time
import urllib.robotparser
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from .._version import __version__

USER_AGENT = f"kgbuild/{__version__} (celebrity knowledge-graph builder; polite fetcher)"
WEB_CACHE_DIRNAME = ".kgbuild-web"
MAX_WAIT = 60.0  # the longest a Retry-After is waited for
HTML_TYPES = ("text/html", "application/xhtml+xml")
FEED_TYPES = ("application/rss+xml", "application/atom+xml", "application/rdf+xml", "application/xml",
              "text/xml", "application/feed+json")
_RETRY = {429, 500, 502, 503, 504}
_REDIRECT = {301, 302, 303, 307, 308}
MAX_REDIRECTS = 5  # each hop is asked of its host's robots.txt and waits its turn like any request
# Defaults of Web(): seconds between two requests to one host, and the first wait before a retry.
DELAY = 1.0
BACKOFF = 2.0


def is_url(item) -> bool:
    """An ``http://`` or ``https://`` address (any other string is a path)."""
    return isinstance(item, str) and item[:8].lower().startswith(("http://", "https://"))


def urls_in(path: str | os.PathLike) -> list[str]:
    """The URLs listed in a text file, one a line (blank lines and ``#`` comments left out).

    Raises
    ------
    InputError
        The file cannot be read, or a line is not an http(s) URL.
    """
    from ..errors import InputError
    from ..records import printable

    try:
        lines = Path(path).read_text(encoding="utf-8-sig").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"cannot read the URL list {printable(str(path))}: {getattr(exc, 'strerror', None) or exc}") from None
    urls = []
    for n, line in enumerate(lines, 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if not is_url(line) or any(c.isspace() for c in line):
            raise InputError(f"{printable(str(path))}:{n}: not an http(s) URL: {printable(line[:200])}")
        urls.append(line)
    return urls


class FetchError(Exception):
    """A URL that gave no page; the message is the reason, as a skip line shows it."""


@dataclass(frozen=True)
class Page:
    url: str           # where it was fetched from, after redirects
    content_type: str  # without parameters, lower case
    body: bytes

    @property
    def is_feed(self) -> bool:
        return self.content_type in FEED_TYPES


class Web:
    """A fetcher and its disk cache (``cache_dir``; None for none).

    ``delay``: seconds between two requests to one host. ``backoff``: the first wait before a
    retry, doubled each time; ``retries``: how many. ``update``: a feed read again gives only the
    entries not read before (kept in ``cache_dir``). ``transport``: an httpx transport (tests).
    """

    def __init__(self, cache_dir: str | os.PathLike | None = None, *, offline: bool = False, update: bool = False,
                 delay: float | None = None, timeout: float = 15.0, retries: int = 3, backoff: float | None = None,
                 max_bytes: int = 5_000_000, sleep=time.sleep, transport=None):
        self.cache_dir = Path(cache_dir) if cache_dir is not None else None
        self.offline, self.update = offline, update
        self.delay = DELAY if delay is None else delay
        self.backoff = BACKOFF if backoff is None else backoff
        self.timeout, self.retries = timeout, retries
        self.max_bytes = max_bytes
        self.sleep = sleep
        self._transport = transport
        self._client = None
        self._robots: dict[str, urllib.robotparser.RobotFileParser | None] = {}
        self._last: dict[str, float] = {}

    # -- the client --------------------------------------------------------------------------

    def _http(self):
        if self._client is None:
            import httpx

            self._client = httpx.Client(headers={"User-Agent": USER_AGENT}, timeout=self.timeout,
                                        follow_redirects=False, transport=self._transport)
        return self._client

    def close(self) -> None:
        if self._client is not None:
            self._client.close()
            self._client = None

    def _wait_turn(self, host: str) -> None:
        last = self._last.get(host)
        if last is not None:
            left = last + self.delay - time.monotonic()
            if left > 0:
                self.sleep(left)

    def _get(self, url: str, headers: dict[str, str] | None = None) -> tuple[int, dict, bytes]:
        """One polite GET (retried on 429/5xx): status, headers, body (at most ``max_bytes``)."""
        import httpx

        host = urlsplit(url).netloc.lower()
        wait = self.backoff
        for attempt in range(self.retries + 1):
            self._wait_turn(host)
            try:
                with self._http().stream("GET", url, headers=headers or {}) as resp:
                    status, head = resp.status_code, resp.headers
                    if status in _RETRY and attempt < self.retries:
                        pause = _retry_after(head.get("retry-after"), wait)
                    else:
                        return status, dict(head), self._body(resp) if status == 200 else b""
            except httpx.TimeoutException:
                raise FetchError(f"timed out (no answer in {self.timeout:g}s)") from None
            except httpx.HTTPError as exc:
                what = "host unreachable" if isinstance(exc, httpx.ConnectError) else "fetch failed"
                raise FetchError(f"{what} ({type(exc).__name__}: {exc})") from None
            finally:
                self._last[host] = time.monotonic()
            self.sleep(pause)
            wait *= 2
        raise AssertionError("unreachable")  # pragma: no cover

    def _body(self, resp) -> bytes:
        declared = resp.headers.get("content-length")
        if declared and declared.isdigit() and int(declared) > self.max_bytes:
            raise FetchError(f"too large ({int(declared):,} bytes; the limit is {self.max_bytes:,})")
        chunks, size = [], 0
        for chunk in resp.iter_bytes():
            size += len(chunk)
            if size > self.max_bytes:
                raise FetchError(f"too large (over {self.max_bytes:,} bytes)")
            chunks.append(chunk)
        return b"".join(chunks)

    # -- robots.txt --------------------------------------------------------------------------

    def allowed(self, url: str) -> bool:
        """Whether robots.txt lets kgbuild fetch ``url`` (read once per host; none, or a 4xx, allows all)."""
        parts = urlsplit(url)
        root = f"{parts.scheme}://{parts.netloc}"
        if root not in self._robots:
            parser = None
            try:
                status, _, body = self._get(root + "/robots.txt")
            except FetchError:
                status, body = 0, b""
            if status == 200:
                parser = urllib.robotparser.RobotFileParser()
                parser.parse(body.decode("utf-8", "replace").splitlines())
            self._robots[root] = parser
        parser = self._robots[root]
        return parser is None or parser.can_fetch(USER_AGENT, url)

    # -- pages, cached ---------------------------------------------------------------------------

    def fetch(self, url: str) -> Page:
        """The page or feed at ``url``.

        Raises
        ------
        FetchError
            Refused by robots.txt, unreachable, timed out, an HTTP error, too large, not HTML or a
            feed, or (``offline``) not in the cache.
        """
        cached = self._cached(url)
        if self.offline:
            if cached is None:
                raise FetchError("not in the web cache (--offline reads only pages fetched before)")
            return cached[0]
        headers = {}
        if cached is not None:
            meta = cached[1]
            if meta.get("etag"):
                headers["If-None-Match"] = meta["etag"]
            if meta.get("last_modified"):
                headers["If-Modified-Since"] = meta["last_modified"]
        at = url
        for _ in range(MAX_REDIRECTS + 1):
            if not self.allowed(at):
                raise FetchError("refused by robots.txt" + (f" (redirected to {at})" if at != url else ""))
            status, head, body = self._get(at, headers)
            head = {k.lower(): v for k, v in head.items()}
            if status not in _REDIRECT or not head.get("location"):
                break
            at = urljoin(at, head["location"])
            if not is_url(at):
                raise FetchError(f"redirected to a non-http address ({at[:100]})")
        else:
            raise FetchError(f"more than {MAX_REDIRECTS} redirects")
        if status == 304 and cached is not None:
            return cached[0]
        if status != 200:
            raise FetchError(f"HTTP {status}")
        kind = head.get("content-type", "").split(";")[0].strip().lower()
        if kind not in HTML_TYPES + FEED_TYPES:
            raise FetchError(f"not an HTML page or feed (content-type {kind or 'missing'})")
        page = Page(at, kind, body)
        self._store(url, page, head)
        return page

    def _paths(self, url: str) -> tuple[Path, Path] | None:
        if self.cache_dir is None:
            return None
        key = hashlib.sha256(url.encode("utf-8")).hexdigest()[:32]
        return self.cache_dir / f"{key}.json", self.cache_dir / f"{key}.body"

    def _cached(self, url: str) -> tuple[Page, dict] | None:
        paths = self._paths(url)
        if paths is None:
            return None
        try:
            meta = json.loads(paths[0].read_text(encoding="utf-8"))
            body = paths[1].read_bytes()
            if meta.get("url") != url:
                return None
            return Page(meta.get("final_url", url), meta["content_type"], body), meta
        except (OSError, ValueError, KeyError, TypeError):
            return None  # a missing or damaged entry is a miss

    def _store(self, url: str, page: Page, head: dict) -> None:
        paths = self._paths(url)
        if paths is None:
            return
        meta = {"url": url, "final_url": page.url, "content_type": page.content_type,
                "etag": head.get("etag"), "last_modified": head.get("last-modified")}
        try:
            paths[0].parent.mkdir(parents=True, exist_ok=True)
            _write(paths[1], page.body)
            _write(paths[0], json.dumps(meta).encode("utf-8"))
        except OSError:
            pass  # a cache that cannot be written is no cache, never a failed build

    # -- what was read before (feeds, --update) -------------------------------------------------

    def seen(self, feed: str) -> set[str]:
        """Keys of the entries of ``feed`` read by earlier builds into this cache."""
        return set(self._seen_all().get(feed, []))

    def remember(self, feed: str, keys) -> None:
        if self.cache_dir is None:
            return
        state = self._seen_all()
        state[feed] = sorted(set(state.get(feed, [])) | set(keys))
        try:
            self.cache_dir.mkdir(parents=True, exist_ok=True)
            _write(self.cache_dir / "feeds.json", json.dumps(state, indent=1).encode("utf-8"))
        except OSError:
            pass

    def _seen_all(self) -> dict:
        if self.cache_dir is None:
            return {}
        try:
            state = json.loads((self.cache_dir / "feeds.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        return state if isinstance(state, dict) else {}


def _retry_after(value: str | None, default: float) -> float:
    if value and value.strip().isdigit():
        return min(float(value.strip()), MAX_WAIT)
    return default


def _write(path: Path, data: bytes) -> None:
    tmp = path.with_name(path.name + f".{os.getpid()}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


_current: contextvars.ContextVar[Web | None] = contextvars.ContextVar("kgbuild_web", default=None)


def current() -> Web:
    """The :class:`Web` set by :func:`using`, else one without a disk cache."""
    web = _current.get()
    if web is None:
        web = Web()
        _current.set(web)
    return web


@contextlib.contextmanager
def using(web: Web):
    """Read URLs and feeds with ``web`` inside the block."""
    token = _current.set(web)
    try:
        yield web
    finally:
        _current.reset(token)
        web.close()
