"""Speed of kgbuild against its floor, bare spaCy, in one run.

    python bench/bench.py                      # ~2,000 articles, all cores
    python bench/bench.py --articles 500 --jobs 1

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
  2,000-node graph (``kgbuild.outputs.render.render``).

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
RESULTS = ROOT / "bench" / "results"


# -- the corpus ------------------------------------------------------------------------------

def assemble(corpus: Path, n: int) -> int:
    """Copy the source articles, repeated, into ``corpus`` as ``n`` files; returns how many
    distinct source articles there were."""
    sources = [p for d in SOURCES if d.is_dir() for p in sorted(d.iterdir()) if p.suffix in (".txt", ".md")]
    if not sources:
        raise SystemExit("no source articles found")
    corpus.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        src = sources[i % len(sources)]
        (corpus / f"{i:05d}-{src.name}").write_bytes(src.read_bytes())
    return min(n, len(sources))


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


# -- the run ---------------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    from kgbuild.extraction.stream import DEFAULT_BATCH_SIZE
    from kgbuild.pipeline.engines import default_jobs

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--articles", type=int, default=2000, help="corpus size in articles (default 2000)")
    parser.add_argument("--jobs", type=int, default=default_jobs(), help="processes (default: all cores)")
    parser.add_argument("--triples", type=int, default=100_000, help="synthetic triples to merge")
    parser.add_argument("--nodes", type=int, default=2000, help="nodes of the rendered graph")
    parser.add_argument("--rounds", type=int, default=2, help="interleaved rounds of bare and cold (best counts)")
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
        elif name == "merge":
            result = phase_merge(int(rest[0]))
        else:
            result = phase_render(int(rest[0]), Path(rest[1]))
        print(json.dumps(result))
        return 0

    work = args.workdir or Path(tempfile.mkdtemp(prefix="kgbuild-bench-"))
    try:
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
    finally:
        if args.workdir is None:
            shutil.rmtree(work, ignore_errors=True)

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
    width = max(len(r[0]) for r in rows)
    table = "\n".join([f"| {'measure'.ljust(width)} | result |", f"|{'-' * (width + 2)}|---|",
                       *(f"| {a.ljust(width)} | {b} |" for a, b in rows)])
    print(table)
    args.results.mkdir(parents=True, exist_ok=True)
    (args.results / "latest.md").write_text(table + "\n")
    (args.results / "latest.json").write_text(json.dumps({"args": {k: str(v) for k, v in vars(args).items()},
                                                     "bare": bare_small + bare_default, "cold": colds, "cached": warm,
                                                     "cli_cached_seconds": cli_warm, "quarter": quarter,
                                                     "merge": merge, "render": rendered}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
