"""Saved pages, URLs and feeds (kgbuild.read.html, .web, .feeds) against a local server on 127.0.0.1
started by the test: invented pages and feeds in tests/read/pages/, no outside network. Waits between
requests go through a recording ``sleep``, so nothing depends on timing except the one timeout test
(a server that answers 30 times later than the client waits)."""

from __future__ import annotations

import http.server
import json
import threading
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from kgbuild.cli import main
from kgbuild.read import articles, web
from kgbuild.read.web import USER_AGENT, Web
from kgbuild.records import Article, Skip

PAGES = Path(__file__).parent / "pages"
BOILERPLATE = ("Home", "Advertisement", "Orson Vale", "Caption", "Read more", "Rex Holt divorces", "Gus Ward",
               "Ada Crane", "Copyright", "Brock Fenner")


class Server:
    """Routes a path to responses ``(status, headers, body)``, answered in turn (the last one
    repeats); an ``ETag`` answers a matching ``If-None-Match`` with 304. Every request is logged."""

    def __init__(self):
        self.routes: dict[str, list] = {}
        self.log: list[tuple[str, dict]] = []
        server = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                server.log.append((self.path, dict(self.headers)))
                answers = server.routes.get(self.path, [(404, {}, b"not here")])
                status, headers, body = answers.pop(0) if len(answers) > 1 else answers[0]
                if status == "slow":
                    time.sleep(3)
                    status = 200
                if headers.get("ETag") and self.headers.get("If-None-Match") == headers["ETag"]:
                    status, body = 304, b""
                self.send_response(status)
                for k, v in headers.items():
                    if k != "No-Length":
                        self.send_header(k, v)
                if "No-Length" not in headers:  # else the body ends when the connection closes
                    self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def page(self, path: str, name: str, **headers):
        body = (PAGES / name).read_bytes().replace(b"http://HOST", self.base.encode())
        kind = "application/rss+xml" if name.endswith(".xml") else "text/html; charset=utf-8"
        self.routes[path] = [(200, {"Content-Type": kind, **headers}, body)]

    def paths(self) -> list[str]:
        return [p for p, _ in self.log]


@pytest.fixture
def server():
    s = Server()
    s.thread.start()
    s.routes["/robots.txt"] = [(200, {"Content-Type": "text/plain"},
                                b"User-agent: *\nDisallow: /private/\n")]
    yield s
    s.httpd.shutdown()
    s.httpd.server_close()


@pytest.fixture
def sleeps():
    return []


@pytest.fixture
def make_web(tmp_path, sleeps):
    def make(**kw):
        kw.setdefault("sleep", sleeps.append)
        return Web(tmp_path / "webcache", **kw)
    return make


def read_with(w: Web, *inputs):
    with web.using(w):
        return list(articles.read(inputs))


# -- saved pages -------------------------------------------------------------------------------

def test_saved_pages_keep_the_article_body_and_metadata_only():
    got = {a.id if isinstance(a, Article) else Path(a.source).name: a for a in articles.read([PAGES])}
    assert got["page_empty.html"] == Skip(str(PAGES / "page_empty.html"),
                                          "no article text in the page (only navigation, ads or links)")
    news = got["page_news.html"]
    assert news.title == "Marlow Pike marries Tessa Quill in Lisbon"
    assert news.date == "2024-05-18"
    assert news.url == "https://spotlight.example/2024/05/pike-quill-wedding"  # the canonical url
    assert "Marlow Pike married Tessa Quill on Saturday" in news.text
    for page in ("page_news.html", "page_inline_box.html", "page_second.html"):
        text = got[page].text
        assert not [b for b in BOILERPLATE if b in text], page
        for left_out in ("READ MORE", "Lola Finch", "Sponsored", "Wendy Lark", "Share on", "Dale Moss", "Trending"):
            assert left_out not in text
    assert got["page_inline_box.html"].date == "2023-11-06"  # from <time datetime>
    assert got["page_second.html"].url == "https://stars.example/news/cleo-marsh-son"


def test_an_empty_or_binary_page_is_skipped_as_any_file(tmp_path):
    (tmp_path / "empty.html").write_text("  \n")
    (tmp_path / "scan.htm").write_bytes(b"\x89PNG\x00\x00" * 100)
    assert [str(s) for s in articles.read([tmp_path])] == [f"{tmp_path}/empty.html: empty file",
                                                            f"{tmp_path}/scan.htm: binary file"]


@pytest.mark.model
def test_triples_of_a_saved_page_come_from_its_body_with_offsets_into_its_text():
    from kgbuild.pipeline.run import extract_paths

    page = PAGES / "page_news.html"
    (article,) = articles.read([page])
    extractions = list(extract_paths([page], jobs=1))
    triples = [t for e in extractions for t in e.triples]
    names = {n for t in triples for n in (t.head, t.tail)}
    assert {"Marlow Pike", "Tessa Quill", "Juniper Pike"} <= names
    assert not names & {"Orson Vale", "Penny Vale", "Rex Holt", "Mina Holt", "Ada Crane", "Ivo Crane", "Cleo Marsh"}
    for t in triples:
        ev = t.evidence
        assert article.text[ev.start:ev.end] == ev.sentence
        assert (ev.date, ev.url) == ("2024-05-18", "https://spotlight.example/2024/05/pike-quill-wedding")


# -- fetching ----------------------------------------------------------------------------------

def test_a_fetched_page_is_an_article_known_by_its_url(server, make_web):
    server.page("/news/pike-quill", "page_news.html")
    (a,) = read_with(make_web(), server.base + "/news/pike-quill")
    assert isinstance(a, Article) and a.id == server.base + "/news/pike-quill"
    assert a.date == "2024-05-18" and "Orson Vale" not in a.text
    assert all(h["User-Agent"] == USER_AGENT for _, h in server.log)
    assert USER_AGENT.startswith("kgbuild/")
    assert server.paths() == ["/robots.txt", "/news/pike-quill"]


def test_each_failure_is_one_skip_naming_the_url_and_the_others_are_read(server, make_web):
    b = server.base
    server.page("/news/ok", "page_second.html")
    server.page("/private/secret", "page_news.html")
    server.page("/news/empty", "page_empty.html")
    server.routes["/file.pdf"] = [(200, {"Content-Type": "application/pdf"}, b"%PDF-1.4")]
    server.routes["/huge"] = [(200, {"Content-Type": "text/html"}, b"<p>x</p>" * 20_000)]
    got = read_with(make_web(max_bytes=100_000), b + "/private/secret", b + "/gone", b + "/file.pdf",
                    b + "/news/empty", b + "/huge", "http://127.0.0.1:1/nothing", b + "/news/ok")
    assert [str(s) for s in got if isinstance(s, Skip)] == [
        f"{b}/private/secret: refused by robots.txt",
        f"{b}/gone: HTTP 404",
        f"{b}/file.pdf: not an HTML page or feed (content-type application/pdf)",
        f"{b}/news/empty: no article text in the page (only navigation, ads or links)",
        f"{b}/huge: too large (160,000 bytes; the limit is 100,000)",
        "http://127.0.0.1:1/nothing: host unreachable (ConnectError: [Errno 111] Connection refused)",
    ]
    assert [a.id for a in got if isinstance(a, Article)] == [b + "/news/ok"]
    assert "/private/secret" not in server.paths()  # robots.txt is asked, the page never


def test_redirects_are_followed_each_hop_asked_of_robots_txt(server, make_web):
    server.page("/news/ok", "page_second.html")
    server.page("/private/secret", "page_news.html")
    server.routes["/short"] = [(301, {"Location": "/news/ok"}, b"")]
    server.routes["/sneaky"] = [(302, {"Location": server.base + "/private/secret"}, b"")]
    server.routes["/loop"] = [(302, {"Location": "/loop"}, b"")]
    ok, refused, loop = read_with(make_web(delay=0), *(server.base + p for p in ("/short", "/sneaky", "/loop")))
    assert isinstance(ok, Article) and ok.id == server.base + "/short"
    assert str(refused) == f"{server.base}/sneaky: refused by robots.txt (redirected to {server.base}/private/secret)"
    assert str(loop) == f"{server.base}/loop: more than 5 redirects"
    assert "/private/secret" not in server.paths()


def test_a_body_without_a_length_is_cut_at_the_cap(server, make_web):
    server.routes["/endless"] = [(200, {"Content-Type": "text/html", "No-Length": "1"}, b"<p>word </p>" * 50_000)]
    (s,) = read_with(make_web(max_bytes=100_000), server.base + "/endless")
    assert str(s) == f"{server.base}/endless: too large (over 100,000 bytes)"


def test_a_slow_server_times_out(server, make_web):
    server.routes["/slow"] = [("slow", {"Content-Type": "text/html"}, b"<p>late</p>")]
    (s,) = read_with(make_web(timeout=0.1), server.base + "/slow")
    assert str(s) == f"{server.base}/slow: timed out (no answer in 0.1s)"


def test_429_and_503_are_retried_with_growing_waits_then_read(server, make_web, sleeps):
    body = (PAGES / "page_second.html").read_bytes()
    server.routes["/busy"] = [(429, {}, b""), (503, {}, b""), (200, {"Content-Type": "text/html"}, body)]
    (a,) = read_with(make_web(delay=0, backoff=0.5), server.base + "/busy")
    assert isinstance(a, Article)
    assert server.paths() == ["/robots.txt", "/busy", "/busy", "/busy"]
    assert sleeps == [0.5, 1.0]


def test_retries_are_bounded_and_retry_after_is_honoured(server, make_web, sleeps):
    server.routes["/down"] = [(503, {"Retry-After": "7"}, b"")]
    (s,) = read_with(make_web(delay=0, retries=2), server.base + "/down")
    assert str(s) == f"{server.base}/down: HTTP 503"
    assert server.paths().count("/down") == 3 and sleeps == [7.0, 7.0]


def test_requests_to_one_host_wait_their_turn(server, make_web, sleeps):
    server.page("/a", "page_news.html")
    server.page("/b", "page_second.html")
    read_with(make_web(delay=5), server.base + "/a", server.base + "/b")
    assert len(sleeps) == 2 and all(0 < s <= 5 for s in sleeps)  # before /a (after robots.txt), before /b


def test_a_cached_page_is_asked_for_conditionally_and_offline_reads_only_the_cache(server, make_web):
    server.page("/news/pike-quill", "page_news.html", ETag='"v1"')
    url = server.base + "/news/pike-quill"
    (first,) = read_with(make_web(), url)
    server.log.clear()
    (again,) = read_with(make_web(), url)
    assert again == first
    assert [h.get("If-None-Match") for p, h in server.log if p == "/news/pike-quill"] == ['"v1"']  # answered 304
    server.log.clear()
    (offline,) = read_with(make_web(offline=True), url)
    assert offline == first and server.log == []
    (missing,) = read_with(make_web(offline=True), server.base + "/never-fetched")
    assert str(missing) == (f"{server.base}/never-fetched: not in the web cache "
                            "(--offline reads only pages fetched before)")
    assert server.log == []


# -- feeds -------------------------------------------------------------------------------------

def test_a_feed_gives_an_article_an_entry_and_update_reads_only_new_ones(server, make_web):
    server.page("/feed.xml", "feed_rss.xml")
    server.page("/news/pike-quill", "page_news.html")
    server.page("/private/marsh", "page_second.html")  # robots.txt refuses it: the summary is used
    warnings = []
    with web.using(make_web()):
        got = list(articles.read([server.base + "/feed.xml"], warn=warnings.append))
    pike, marsh = got
    assert (pike.id, pike.title, pike.date) == (server.base + "/news/pike-quill",
                                                "Marlow Pike marries Tessa Quill in Lisbon", "2024-05-18")
    assert "Marlow Pike married Tessa Quill on Saturday" in pike.text  # the linked page, not the summary
    assert marsh.text == ("Singer Cleo Marsh and her husband Leon Marsh welcomed their son Felix Marsh "
                          "on Tuesday.")
    assert (marsh.date, marsh.url) == ("2022-03-02", server.base + "/private/marsh")
    assert warnings == [f"{server.base}/private/marsh: refused by robots.txt; the feed's own text is used"]

    feed = (PAGES / "feed_rss.xml").read_text().replace("http://HOST", server.base)
    third = ("<item><title>Rex Holt and Mina Holt split</title><link>http://X/news/holt</link>"
             "<pubDate>Mon, 06 Nov 2023 10:00:00 GMT</pubDate></item></channel>").replace("http://X", server.base)
    server.routes["/feed.xml"] = [(200, {"Content-Type": "application/rss+xml"},
                                   feed.replace("</channel>", third).encode())]
    server.page("/news/holt", "page_inline_box.html")
    (holt,) = read_with(make_web(update=True), server.base + "/feed.xml")
    assert (holt.id, holt.date) == (server.base + "/news/holt", "2023-11-06")
    assert len(read_with(make_web(), server.base + "/feed.xml")) == 3  # without --update: every entry


def test_a_feed_file_is_read_too(server, make_web, tmp_path):
    atom = tmp_path / "gossip.atom"
    atom.write_text((PAGES / "feed_atom.xml").read_text().replace("http://HOST", server.base))
    (a,) = read_with(make_web(offline=True), atom)  # the page is not cached: the entry's summary
    assert (a.id, a.title, a.date, a.text) == (server.base + "/news/holt", "Rex Holt and Mina Holt split",
                                               "2023-11-06", "Rex Holt is divorcing his wife Mina Holt.")
    not_feed = tmp_path / "notes.xml"
    not_feed.write_text("<notes><n>hello</n></notes>")
    (s,) = read_with(make_web(), not_feed)
    assert isinstance(s, Skip) and s.reason.startswith(("not a feed", "feed with no entries"))


# -- the command -------------------------------------------------------------------------------

def test_urls_file_lists_urls_and_refuses_anything_else(tmp_path):
    listed = tmp_path / "urls.txt"
    listed.write_text("# news\nhttps://a.example/x\n\n  http://b.example/y  \n")
    assert web.urls_in(listed) == ["https://a.example/x", "http://b.example/y"]
    listed.write_text("https://a.example/x\nnews/story.txt\n")
    result = CliRunner().invoke(main, ["build", "--urls", str(listed), "-o", str(tmp_path / "out")])
    assert result.exit_code == 3
    assert result.output == f"Error: {listed}:2: not an http(s) URL: news/story.txt\n"


@pytest.mark.model
def test_build_from_urls_lists_each_failure_and_strict_stops_at_the_first(server, tmp_path, monkeypatch):
    monkeypatch.setattr(web, "DELAY", 0)
    server.page("/news/pike-quill", "page_news.html", ETag='"v1"')
    listed = tmp_path / "urls.txt"
    listed.write_text(f"{server.base}/gone\n")
    out = tmp_path / "out"
    args = ["build", f"{server.base}/news/pike-quill", "--urls", str(listed), "-o", str(out), "-j", "1", "--json"]
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    summary = json.loads(result.output)
    assert summary["articles"] == 1
    assert summary["skipped"] == [{"source": f"{server.base}/gone", "reason": "HTTP 404"}]
    triples = [json.loads(line) for line in (out / "triples.jsonl").read_text().splitlines()]
    assert triples and all((t["date"], t["url"], t["doc"]) == (
        "2024-05-18", "https://spotlight.example/2024/05/pike-quill-wedding", f"{server.base}/news/pike-quill")
        for t in triples)
    assert (out / web.WEB_CACHE_DIRNAME).is_dir()

    server.log.clear()
    offline = CliRunner().invoke(main, [*args, "--offline"])
    assert offline.exit_code == 0 and server.log == []
    assert json.loads(offline.output)["skipped"][0]["reason"].startswith("not in the web cache")

    strict = CliRunner().invoke(main, [*args, "--strict"])
    assert strict.exit_code == 3
    assert f"{server.base}/gone: HTTP 404" in strict.output


@pytest.mark.model
def test_a_pages_publication_date_orders_a_couple_as_file_dates_do(tmp_path):
    from kgbuild.pipeline.run import build

    page = ('<html><head><title>{t}</title><meta property="article:published_time" content="{d}"></head><body>'
            '<nav><a href="/">Home</a></nav><article><h1>{t}</h1><p>{p}</p>'
            '<p>The actor starred in three seasons of the crime drama before leaving the show.</p></article></body></html>')
    (tmp_path / "wed.html").write_text(page.format(
        t="Rex Holt weds Mina Lane", d="2014-06-01",
        p="Rex Holt married Mina Lane on Saturday at a ranch in Montana, his publicist said."))
    (tmp_path / "split.html").write_text(page.format(
        t="Rex Holt and Mina Lane split", d="2023-11-06",
        p="Rex Holt has divorced Mina Lane after nine years of marriage, his publicist said on Monday."))
    got = {r.relation: r for r in build([tmp_path], jobs=1).relations("Rex Holt")}
    assert {e["date"] for e in got["spouse"].evidence} == {"2014-06-01"}
    assert {e["date"] for e in got["former_spouse"].evidence} == {"2023-11-06"}
    assert not got["spouse"].current and got["former_spouse"].current
