"""Screenshots of the HTML view of the demo graph, for the README.

    python bench/screenshots.py                       # build data/ and write docs/screenshots/*.png
    python bench/screenshots.py --graph out/graph.json --out /tmp/shots --person "Tom Cruise"

Builds the demo graph from data/ (as ``kgbuild build data`` does) unless --graph is given,
then opens its page in Debian's chromium (``apt-get install chromium``; never a downloaded
browser) through Playwright, every network request refused, at 1400x900, and saves:

- ``first-view.png``: the page as it opens, names on the best-connected entities;
- ``focused.png``: after clicking --person (default: the person with the most relations),
  zoomed to them and their neighbours beside the evidence panel;
- ``family-tree.png``: ``kgbuild render GRAPH --tree PERSON``'s page.

Prints each file's path and size.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = Path("/usr/bin/chromium")
VIEWPORT = {"width": 1400, "height": 900}


def _graph(path: Path | None, workdir: Path) -> Path:
    if path is not None:
        return path
    from kgbuild import build_outputs

    build_outputs([str(ROOT / "data")], workdir / "demo", progress=False)
    return workdir / "demo" / "graph.json"


def _best_connected_person(kg) -> str:
    g = kg.graph
    people = [n for n, kind in g.nodes(data="type") if kind == "PERSON"]
    family = {"child", "spouse", "former_spouse", "partner", "sibling"}
    return max(people, key=lambda n: (sum(k in family for *_, k in g.edges(n, keys=True))
                                      + sum(k in family for *_, k in g.in_edges(n, keys=True)), g.degree(n), n))


def _open(context, path: Path):
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.route("**/*", lambda r: r.continue_() if r.request.url.startswith(("file:", "data:")) else r.abort())
    page.goto(path.as_uri())
    page.wait_for_function("() => window.kgView && window.kgView.ready", timeout=60_000)
    page.wait_for_timeout(300)
    return page, errors


def screenshots(graph: Path | None = None, out: Path = ROOT / "docs" / "screenshots",
                person: str | None = None) -> list[Path]:
    """Write the three screenshots into ``out``; return their paths."""
    from playwright.sync_api import sync_playwright

    from kgbuild.outputs.render import render
    from kgbuild.pipeline.run import load

    if not CHROMIUM.exists():
        raise SystemExit(f"Debian's chromium is not at {CHROMIUM}: apt-get install chromium chromium-driver")
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        kg = load(_graph(graph, work))
        who = str(kg.find(person)) if person else _best_connected_person(kg)
        render(kg, work / "graph.html", title="kgbuild demo")
        render(kg, work / "tree.html", title="kgbuild demo", tree=who)
        written = []
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(CHROMIUM), headless=True,
                                        args=["--no-sandbox", "--disable-gpu", "--disable-background-networking"])
            context = browser.new_context(viewport=VIEWPORT, device_scale_factor=1)
            page, errors = _open(context, work / "graph.html")
            page.screenshot(path=str(out / "first-view.png"))
            written.append(out / "first-view.png")
            point = page.evaluate("""id => { const n = window.kgView.network, p = n.canvasToDOM(n.getPositions([id])[id]);
                const r = document.getElementById('network').getBoundingClientRect();
                return {x: r.left + p.x, y: r.top + p.y}; }""", who)
            page.mouse.click(point["x"], point["y"])
            empty = page.evaluate("""() => {  // a spot of the graph with nothing on it, so no tooltip shows
                const n = window.kgView.network, r = document.getElementById('network').getBoundingClientRect();
                for (let y = r.height - 20; y > 20; y -= 40) for (let x = 20; x < r.width / 2; x += 40)
                    if (n.getNodeAt({x, y}) === undefined && n.getEdgeAt({x, y}) === undefined)
                        return {x: r.left + x, y: r.top + y};
                return {x: r.left + 5, y: r.top + 5};
            }""")
            page.mouse.move(empty["x"], empty["y"], steps=4)
            page.wait_for_timeout(900)
            page.screenshot(path=str(out / "focused.png"))
            written.append(out / "focused.png")
            tree, tree_errors = _open(context, work / "tree.html")
            tree.screenshot(path=str(out / "family-tree.png"))
            written.append(out / "family-tree.png")
            browser.close()
        if errors or tree_errors:
            raise SystemExit(f"the page reported errors: {errors + tree_errors}")
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--graph", type=Path, default=None, help="a graph.json (default: build data/)")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screenshots", help="where the PNGs go")
    parser.add_argument("--person", default=None, help="who to focus on and draw the family tree of")
    args = parser.parse_args(argv)
    for path in screenshots(args.graph, args.out, args.person):
        print(f"{path} {path.stat().st_size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
