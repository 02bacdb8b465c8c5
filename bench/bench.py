"""Speed of kgbuild against its floor, bare spaCy, in one run.

    python bench/bench.py                      # ~2,000 articles, all cores
    python bench/bench.py --articles 500 --jobs 1
    python bench/bench.py --whole 864 --rounds 3   # the maintainers' measure on 864 articles

Assembles a corpus (data/articles, plus ../shared seed and dev articles when present, repeated
to --articles files), then measures, each step in a fresh Python process so that timings and
peak memory are not mixed up:

- bare ``nlp.pipe`` over the corpus (all components, --jobs processes), at kgbuild's batch
  size and at the model's own; the faster is the floor;
- ``kgbuild build`` cold (empty cache) end to end: read, parse, extract, merge, write
  graph.json, graph.html and triples.jsonl; words/s and the ratio to the floor;
- the same build again with the cache filled (in-process, and as a ``kgbuild build``
  command including Python's start), and whether spaCy's model was loaded at all;
- peak memory (max RSS) of the main process and of the largest worker, at a quarter of the
  corpus and at all of it (flat when streaming works);
- merging 100,000 synthetic triples (``KnowledgeGraph.from_triples``) and rendering a
  2,000-node graph (``kgbuild.outputs.render.render``);
- the maintainers' measure (issue 18), at each ``--whole`` size (864 and 2,000 articles, from
  the dev news halves too): the whole ``kgbuild build DIR -o OUT --jobs N`` command, from start
  to graph.html written, on new bytes (a marker in each file, an empty OUTDIR: no cache serves
  them) against in-process bare ``nlp.pipe(texts, n_process=N, batch_size=64)`` with the model
  already loaded, in interleaved rounds (median and best), wall time and CPU time of all processes
  (the build's from its start, bare's once the model is loaded); then one more cold build timed
  stage by stage (imports, cache key, model load, first article parsed, parsing, merge, write).

Prints a Markdown table; writes it and the raw numbers to bench/results/ (git-ignored).
Words are the corpus's non-punctuation tokens, counted once, so both rates share a numerator.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
SOURCES = [ROOT / "data" / "articles", SHARED / "seed" / "articles", SHARED / "dev" / "news" / "articles",
           SHARED / "dev" / "wiki" / "articles"]
# the maintainers' measure (issue 18) reads the new dev news too
WHOLE_SOURCES = [*SOURCES, SHARED / "dev" / "news2" / "articles", SHARED / "dev" / "news3" / "articles"]
RESULTS = ROOT / "bench" / "results"


# -- the corpus ------------------------------------------------------------------------------

def assemble(corpus: Path, n: int, *, sources: list[Path] = SOURCES, marker: str = "") -> int:
    """Copy the source articles, repeated, into ``corpus`` as ``n`` files; returns how many
    distinct source articles there were. A ``marker`` makes every file's bytes new (an HTML
    comment naming it and the file, which kgbuild blanks before parsing), so no cache serves it."""
    files = [p for d in sources if d.is_dir() for p in sorted(d.iterdir()) if p.suffix in (".txt", ".md")]
    if not files:
        raise SystemExit("no source articles found")
    corpus.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        src = files[i % len(files)]
        tail = f"\n<!-- {marker} {i} -->\n".encode() if marker else b""
        (corpus / f"{i:05d}-{src.name}").write_bytes(src.read_bytes() + tail)
    return min(n, len(files))


# -- phases, each run in its own process -------------------------------------------------------

def _peaks() -> dict[str, float]:
    """Max RSS in MB of this process and of its largest finished child (a spaCy worker)."""
    return {"peak_main_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
            "peak_worker_mb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024}


def _cpu() -> float:
    """CPU seconds (user + system) of this process and its finished children so far."""
    me, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return me.ru_utime + me.ru_stime + kids.ru_utime + kids.ru_stime


def phase_bare(corpus: Path, jobs: int, batch_size: int | None) -> dict:
    from kgbuild.extraction.model import load_model

    nlp = load_model()
    files = sorted(corpus.iterdir())
    batch = batch_size or nlp.batch_size

    def texts():
        for f in files:
            yield f.read_text("utf-8")

    started, cpu = time.perf_counter(), _cpu()
    docs = 0
    for _ in nlp.pipe(texts(), n_process=jobs, batch_size=batch):
        docs += 1
    return {"seconds": time.perf_counter() - started, "cpu": _cpu() - cpu, "docs": docs, "batch_size": batch,
            **_peaks()}


def phase_build(corpus: Path, out: Path, jobs: int) -> dict:
    from kgbuild import build_outputs
    from kgbuild.extraction.model import load_model
    import pyvis.network  # noqa: F401 - imports (pyvis pulls in IPython) are not build time, cold or cached

    cold = not (out / ".kgbuild-cache").exists()
    if cold:
        load_model()  # as the bare phase: the model's load time is not parse time
    started, cpu = time.perf_counter(), _cpu()
    report = build_outputs([corpus], out, jobs=jobs, progress=False)
    seconds = time.perf_counter() - started
    return {"seconds": seconds, "cpu": _cpu() - cpu, "articles": report.articles, "words": report.words, "cached": report.cached,
            "skipped": len(report.skipped), "entities": report.graph.summary()["entities"],
            "relations": report.graph.summary()["relations"],
            "model_loaded": load_model.cache_info().currsize > 0, **_peaks()}


def synthetic_triples(n: int, entities: int, seed: int = 7):
    from kgbuild.records import Evidence, Triple

    rng = random.Random(seed)
    first = ["Alec", "Hilaria", "Katie", "Tom", "Suri", "Kim", "Kanye", "Taylor", "Travis", "Jason", "Kylie",
             "David", "Victoria", "Brooklyn", "Romeo", "Cruz", "Harper", "Nick", "Mariah", "Pedro"]
    people = [f"{rng.choice(first)} Person{i}" for i in range(entities * 4 // 5)]
    works = [f"The Show {i}" for i in range(entities - len(people))]
    person_rel = ["spouse", "former_spouse", "partner", "child", "sibling", "sued"]
    out = []
    for i in range(n):
        head = rng.choice(people)
        if rng.random() < 0.2:
            rel, tail, tail_type = "appears_in", rng.choice(works), "WORK"
        else:
            rel, tail, tail_type = rng.choice(person_rel), rng.choice(people), "PERSON"
        sentence = f"{head} and {tail} ({rel}) were seen together."
        ev = Evidence(f"article-{i % 10_000}.txt", sentence, 0, len(sentence), f"bench.{rel}")
        out.append(Triple(head, rel, tail, "PERSON", tail_type, round(rng.uniform(0.5, 1.0), 2), ev))
    return out


def phase_merge(n_triples: int) -> dict:
    from kgbuild.graph.knowledge_graph import KnowledgeGraph

    triples = synthetic_triples(n_triples, entities=max(10, n_triples // 5))
    started = time.perf_counter()
    kg = KnowledgeGraph.from_triples(triples)
    return {"seconds": time.perf_counter() - started, "triples": n_triples, **kg.summary(), **_peaks()}


def phase_render(n_nodes: int, out: Path) -> dict:
    from kgbuild.graph.knowledge_graph import KnowledgeGraph
    from kgbuild.outputs.render import render

    kg = KnowledgeGraph.from_triples(synthetic_triples(n_nodes * 2, entities=n_nodes, seed=11))
    started = time.perf_counter()
    render(kg, out / "render.html")
    return {"seconds": time.perf_counter() - started, "nodes": kg.graph.number_of_nodes(),
            "edges": kg.graph.number_of_edges(), **_peaks()}


def phase_stages(corpus: Path, out: Path, jobs: int) -> dict:
    """Where a cold ``kgbuild build`` spends its time, stage by stage, in one process: the CLI's
    imports, then each stage as :func:`kgbuild.build_outputs` reaches it (wrapped in timers).
    Reading articles and the cache run in the main process while workers parse; their own time
    is given too."""
    started = time.perf_counter()
    import kgbuild.cli  # noqa: F401 - what `kgbuild build` imports before it reads anything
    import kgbuild.pipeline.run as run
    from kgbuild.graph.knowledge_graph import KnowledgeGraph
    from kgbuild.pipeline import engines
    from kgbuild.pipeline.cache import ExtractionCache

    spans: dict[str, list[float]] = {"imports": [0.0, time.perf_counter() - started]}
    busy: dict[str, float] = {}

    def clock() -> float:
        return time.perf_counter() - started

    def span(owner, name: str, label: str) -> None:
        inner = getattr(owner, name)

        def timed(*args, **kwargs):
            begin = clock()
            try:
                return inner(*args, **kwargs)
            finally:
                if "during parse" in label:  # many short calls: their total
                    busy[label] = busy.get(label, 0.0) + clock() - begin
                else:
                    spans[label] = [begin, clock()]
        setattr(owner, name, timed)

    def parse_span(owner) -> None:
        inner = owner.extract

        def timed(self, *args, **kwargs):
            begin = clock()
            for n, extraction in enumerate(inner(self, *args, **kwargs)):
                if n == 0:
                    spans["first article parsed"] = [begin, clock()]
                yield extraction
            spans["parse and extract (all)"] = [begin, clock()]
        owner.extract = timed

    span(ExtractionCache, "for_build", "cache key (rules, code digest)")
    span(engines, "load_model", "model load (main process)")
    parse_span(engines.LocalEngine)
    span(KnowledgeGraph, "from_triples", "merge")
    span(run, "_write_outputs", "write graph.json, graph.html, triples.jsonl")
    for name in ("get", "put"):
        span(ExtractionCache, name, f"cache {name} (main process, during parse)")
    report = run.build_outputs([corpus], out, jobs=jobs, progress=False)
    spans["build_outputs, after imports"] = [spans["imports"][1], clock()]
    return {"spans": spans, "busy": busy, "words": report.words, "articles": report.articles}


def interpreter_start_seconds() -> float:
    """``python -c pass``: what every command pays before its first import."""
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], check=True)
    return time.perf_counter() - started


def run_phase(*args: str) -> dict:
    """Run one phase in a fresh interpreter; its last stdout line is JSON."""
    proc = subprocess.run([sys.executable, __file__, "--phase", *args], capture_output=True, text=True, cwd=ROOT)
    if proc.returncode != 0:
        raise SystemExit(f"phase {args[0]} failed:\n{proc.stderr}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def cli_rebuild_seconds(corpus: Path, out: Path, jobs: int) -> float:
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "kgbuild.cli", "build", str(corpus), "-o", str(out), "-j", str(jobs), "-q"],
                   check=True, capture_output=True, cwd=ROOT)
    return time.perf_counter() - started


# -- the maintainers' measure (issue 18) -------------------------------------------------------

WHOLE_BATCH = 64  # bare nlp.pipe as the maintainers run it


def whole_build(corpus: Path, out: Path, jobs: int) -> dict:
    """``kgbuild build CORPUS -o OUT --jobs N`` as a command, from its start to its exit with
    graph.html written."""
    started, cpu = time.perf_counter(), _children_cpu()
    proc = subprocess.run([sys.executable, "-m", "kgbuild.cli", "build", str(corpus), "-o", str(out), "-j", str(jobs),
                           "-q", "--json"], capture_output=True, text=True, cwd=ROOT)
    seconds, cpu = time.perf_counter() - started, _children_cpu() - cpu
    if proc.returncode != 0 or not (out / "graph.html").is_file():
        raise SystemExit(f"kgbuild build failed:\n{proc.stderr}")
    report = json.loads(proc.stdout)
    return {"seconds": seconds, "cpu": cpu, "words": report["words"], "articles": report["articles"],
            "cached": report["cached"]}


def _children_cpu() -> float:
    """CPU seconds of this process's finished children (a command and the workers it waited for)."""
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return kids.ru_utime + kids.ru_stime


def whole_rounds(work: Path, n: int, jobs: int, rounds: int) -> dict:
    """Interleaved rounds of bare ``nlp.pipe`` (model loaded first, not timed) and the whole
    ``kgbuild build`` command, each round on a corpus of ``n`` articles with new bytes and an
    empty OUTDIR, so no cache serves them, then the same command twice more (cached: nothing
    changed; graph.html deleted first); then the stages of one more cold build."""
    corpus, out = work / f"whole-{n}", work / f"whole-{n}-out"
    bare, builds, cached = [], [], []
    for r in range(rounds + 1):
        for d in (corpus, out):
            shutil.rmtree(d, ignore_errors=True)
        distinct = assemble(corpus, n, sources=WHOLE_SOURCES, marker=f"bench {time.time_ns()} {r}")
        if r == rounds:
            stages = run_phase("stages", str(corpus), str(out), str(jobs))
            break
        bare.append(run_phase("bare", str(corpus), str(jobs), str(WHOLE_BATCH)))
        builds.append(whole_build(corpus, out, jobs))
        again = whole_build(corpus, out, jobs)  # the same command again: every article cached, nothing changed
        (out / "graph.html").unlink()
        rewritten = whole_build(corpus, out, jobs)  # cached, but an output to write again
        cached.append({"unchanged": again["seconds"], "rewritten": rewritten["seconds"]})
    return {"articles": n, "distinct": distinct, "bare": bare, "build": builds, "stages": stages, "cached": cached,
            "load": os.getloadavg()}


def _median(values: list[float]) -> float:
    ordered = sorted(values)
    mid = len(ordered) // 2
    return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


def whole_rows(result: dict, jobs: int) -> list[tuple[str, str]]:
    """The table rows of one corpus size: the ratio (median and best of the rounds) and the stages."""
    words = result["build"][0]["words"]
    bare = [words / b["seconds"] for b in result["bare"]]
    build = [words / b["seconds"] for b in result["build"]]
    n = result["articles"]
    rows = [(f"whole `kgbuild build`, {n:,} articles, {jobs} process(es)",
             f"{_median(build):,.0f} words/s = **{_median(build) / _median(bare):.2f}x** bare nlp.pipe "
             f"(batch {WHOLE_BATCH}, model preloaded: {_median(bare):,.0f} words/s); median of {len(build)} "
             f"rounds, best {max(build) / max(bare):.2f}x; {words:,} words, {result['distinct']} distinct articles, "
             f"new bytes each round; load average {result['load'][0]:.2f}")]
    bare_cpu, build_cpu = _median([b["cpu"] for b in result["bare"]]), _median([b["cpu"] for b in result["build"]])
    rows.append((f"CPU time, bare nlp.pipe / whole `kgbuild build`, {n:,} articles",
                 f"{bare_cpu:.1f}s / {build_cpu:.1f}s = **{bare_cpu / build_cpu:.2f}x** (all processes, median of "
                 f"{len(build)} rounds; less swayed than wall time by other programs on the machine)"))
    cold = _median([b["seconds"] for b in result["build"]])
    unchanged = _median([c["unchanged"] for c in result["cached"]])
    rewritten = _median([c["rewritten"] for c in result["cached"]])
    rows.append((f"whole `kgbuild build` again, {n:,} articles cached",
                 f"nothing changed: {unchanged:.2f}s = **{cold / unchanged:.0f}x** faster than cold; graph.html deleted "
                 f"first (outputs written again): {rewritten:.2f}s = {cold / rewritten:.0f}x (median of {len(build)} rounds)"))
    spans, busy = result["stages"]["spans"], result["stages"]["busy"]
    parts = [f"{label} {end - begin:.2f}s" for label, (begin, end) in sorted(spans.items(), key=lambda kv: kv[1])]
    parts += [f"{label} {seconds:.2f}s" for label, seconds in busy.items()]
    rows.append((f"stages of a cold build, {n:,} articles", "; ".join(parts)))
    return rows


# -- the run ---------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--articles", type=int, default=2000, help="corpus size in articles (default 2000)")
    parser.add_argument("--jobs", type=int, default=len(os.sched_getaffinity(0)), help="processes (default: all cores)")
    parser.add_argument("--triples", type=int, default=100_000, help="synthetic triples to merge")
    parser.add_argument("--nodes", type=int, default=2000, help="nodes of the rendered graph")
    parser.add_argument("--rounds", type=int, default=2, help="interleaved rounds of bare and cold (best counts)")
    parser.add_argument("--whole", default="864,2000",
                        help="corpus sizes of the whole-command measure, comma-separated (default 864,2000)")
    parser.add_argument("--only-whole", action="store_true", help="run only the whole-command measure")
    parser.add_argument("--workdir", type=Path, default=None, help="keep the corpus and outputs here")
    parser.add_argument("--results", type=Path, default=RESULTS, help="where latest.md/json go (bench/results)")
    parser.add_argument("--phase", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)

    if args.phase:
        name, *rest = args.phase
        if name == "bare":
            result = phase_bare(Path(rest[0]), int(rest[1]), int(rest[2]) or None)
        elif name == "build":
            result = phase_build(Path(rest[0]), Path(rest[1]), int(rest[2]))
        elif name == "stages":
            result = phase_stages(Path(rest[0]), Path(rest[1]), int(rest[2]))
        elif name == "merge":
            result = phase_merge(int(rest[0]))
        else:
            result = phase_render(int(rest[0]), Path(rest[1]))
        print(json.dumps(result))
        return 0

    work = args.workdir or Path(tempfile.mkdtemp(prefix="kgbuild-bench-"))
    try:
        rows, raw = ([], {}) if args.only_whole else corpus_measures(args, work)
        whole = [whole_rounds(work, int(n), args.jobs, args.rounds) for n in args.whole.split(",") if n.strip()]
        rows += [("Python interpreter start (`python -c pass`)", f"{interpreter_start_seconds():.2f}s"),
                 *(row for result in whole for row in whole_rows(result, args.jobs))]
    finally:
        if args.workdir is None:
            shutil.rmtree(work, ignore_errors=True)
    width = max(len(r[0]) for r in rows)
    table = "\n".join([f"| {'measure'.ljust(width)} | result |", f"|{'-' * (width + 2)}|---|",
                       *(f"| {a.ljust(width)} | {b} |" for a, b in rows)])
    print(table)
    args.results.mkdir(parents=True, exist_ok=True)
    (args.results / "latest.md").write_text(table + "\n")
    (args.results / "latest.json").write_text(json.dumps({"args": {k: str(v) for k, v in vars(args).items()},
                                                          **raw, "whole": whole}, indent=1))
    return 0


def corpus_measures(args: argparse.Namespace, work: Path) -> tuple[list[tuple[str, str]], dict]:
    """The measures on the ``--articles`` corpus (repeated articles, in-process timings): bare and
    cold rounds, cached rebuild, peak memory, merge and render. Returns table rows and raw numbers."""
    from kgbuild.extraction.stream import DEFAULT_BATCH_SIZE

    corpus, small = work / "corpus", work / "corpus-quarter"
    shutil.rmtree(corpus, ignore_errors=True)
    shutil.rmtree(small, ignore_errors=True)
    distinct = assemble(corpus, args.articles)
    assemble(small, max(1, args.articles // 4))
    for d in ("out", "out-quarter"):
        shutil.rmtree(work / d, ignore_errors=True)
    j = str(args.jobs)
    # Rounds interleave bare and kgbuild, so load from other programs hits both alike;
    # the best round of each counts.
    bare_small, bare_default, colds = [], [], []
    for r in range(args.rounds):
        bare_small.append(run_phase("bare", str(corpus), j, str(DEFAULT_BATCH_SIZE)))
        shutil.rmtree(work / "out", ignore_errors=True)
        colds.append(run_phase("build", str(corpus), str(work / "out"), j))
        bare_default.append(run_phase("bare", str(corpus), j, "0"))
    bare = [min(bare_small, key=lambda b: b["seconds"]), min(bare_default, key=lambda b: b["seconds"])]
    cold = min(colds, key=lambda b: b["seconds"])
    warm = run_phase("build", str(corpus), str(work / "out"), j)
    cli_warm = cli_rebuild_seconds(corpus, work / "out", args.jobs)
    quarter = run_phase("build", str(small), str(work / "out-quarter"), j)
    merge = run_phase("merge", str(args.triples))
    rendered = run_phase("render", str(args.nodes), str(work))

    words = cold["words"]
    floor = min(bare, key=lambda b: b["seconds"])
    bare_wps, cold_wps = words / floor["seconds"], words / cold["seconds"]
    rows = [
        ("corpus", f"{args.articles:,} articles ({distinct} distinct, repeated), {words:,} words"),
        (f"bare nlp.pipe, {args.jobs} process(es)",
         "; ".join(f"batch {b['batch_size']}: {words / b['seconds']:,.0f} words/s" for b in bare)),
        (f"kgbuild build, cold, {args.jobs} process(es)",
         f"{cold_wps:,.0f} words/s = **{cold_wps / bare_wps:.2f}x** bare ({cold['seconds']:.1f}s; "
         f"{cold['entities']:,} entities, {cold['relations']:,} relations)"),
        ("CPU time, bare / kgbuild cold (all processes)",
         f"{floor['cpu']:.1f}s / {cold['cpu']:.1f}s = {floor['cpu'] / cold['cpu']:.2f}x"),
        ("kgbuild build, cached rebuild",
         f"{warm['seconds']:.2f}s = **{cold['seconds'] / warm['seconds']:.0f}x** faster than cold "
         f"({warm['cached']:,} cached; spaCy model loaded: {'yes' if warm['model_loaded'] else 'no'})"),
        ("`kgbuild build` command, cached, wall clock",
         f"{cli_warm:.2f}s including Python start and imports ({cold['seconds'] / cli_warm:.0f}x)"),
        ("peak memory, kgbuild build (main / largest worker)",
         f"{quarter['articles']:,} articles: {quarter['peak_main_mb']:.0f} / {quarter['peak_worker_mb']:.0f} MB; "
         f"{cold['articles']:,} articles: {cold['peak_main_mb']:.0f} / {cold['peak_worker_mb']:.0f} MB"),
        ("peak memory, bare nlp.pipe (main / largest worker)",
         f"{floor['peak_main_mb']:.0f} / {floor['peak_worker_mb']:.0f} MB"),
        (f"merge {merge['triples']:,} synthetic triples",
         f"{merge['seconds']:.2f}s ({merge['entities']:,} entities, {merge['relations']:,} relations)"),
        (f"render a {rendered['nodes']:,}-node graph", f"{rendered['seconds']:.2f}s ({rendered['edges']:,} edges)"),
    ]
    return rows, {"bare": bare_small + bare_default, "cold": colds, "cached": warm, "cli_cached_seconds": cli_warm,
                  "quarter": quarter, "merge": merge, "render": rendered}


if __name__ == "__main__":
    sys.exit(main())
