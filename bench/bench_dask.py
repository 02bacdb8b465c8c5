"""Words/s of the Dask engine with 1 and 2 local workers, beside the local engine.

    python bench/bench_dask.py                   # 400 articles
    python bench/bench_dask.py --articles 1000 --repeat 3

Assembles a corpus (data/articles, plus ../shared seed and dev articles when present, repeated to
--articles files) and builds it with ``kgbuild.build_outputs`` and no cache, each run in a fresh
Python process:

- local engine, ``jobs`` 1 and 2 (spaCy's own processes);
- dask engine on a LocalCluster of 1 and 2 workers (1 thread each): end to end, so the cluster's
  start and each worker's model load are in the time, and also with the cluster already up and
  the model loaded on every worker (the extraction alone, as on a long-running cluster).

Words are the non-punctuation tokens kgbuild counts (``BuildReport.words``), the same for every
run. Each run is repeated ``--repeat`` times (in turn, so a burst of other load hits every
kind of run alike) and the fastest is kept; the table also gives the load average before
the runs, since other processes on the machine slow every number. Prints a Markdown table; writes it to bench/results/dask.md (git-ignored).
"""

from __future__ import annotations

import argparse
import json
import os
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


def assemble(corpus: Path, n: int) -> int:
    sources = [p for d in SOURCES if d.is_dir() for p in sorted(d.iterdir()) if p.suffix in (".txt", ".md")]
    corpus.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        src = sources[i % len(sources)]
        (corpus / f"{i:05d}-{src.name}").write_bytes(src.read_bytes())
    return len(sources)


def phase_build(corpus: str, out: str, engine: str, jobs: int) -> dict:
    from kgbuild import build_outputs

    report = build_outputs([corpus], out, jobs=jobs, engine=engine, cache=False, progress=False)
    return {"articles": report.articles, "words": report.words, "seconds": report.seconds}


def phase_warm(corpus: str, workers: int) -> dict:
    """Extraction only: the cluster is up and every worker has loaded the model."""
    import logging

    import distributed

    from kgbuild.read.articles import read
    from kgbuild.pipeline.dask_engine import DaskEngine
    from kgbuild.extraction.model import load_model
    from kgbuild.records import Article

    articles = [a for a in read([corpus]) if isinstance(a, Article)]
    with distributed.LocalCluster(n_workers=workers, threads_per_worker=1, dashboard_address=":0",
                                  silence_logs=logging.CRITICAL) as cluster, \
            distributed.Client(cluster, set_as_default=False) as client:
        client.run(lambda: bool(load_model()))
        started = time.perf_counter()
        extractions = list(DaskEngine(client=client).extract(articles))
        seconds = time.perf_counter() - started
    return {"articles": len(extractions), "words": sum(e.words for e in extractions), "seconds": seconds}


def run_phase(*args: str) -> dict:
    proc = subprocess.run([sys.executable, __file__, "--phase", *args], capture_output=True, text=True, cwd=ROOT)
    if proc.returncode != 0:
        raise SystemExit(f"phase {args} failed:\n{proc.stderr}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--articles", type=int, default=400)
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--phase", nargs="+", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.phase:
        name, *rest = args.phase
        result = phase_build(rest[0], rest[1], rest[2], int(rest[3])) if name == "build" else \
            phase_warm(rest[0], int(rest[1]))
        print(json.dumps(result))
        return 0

    with tempfile.TemporaryDirectory() as tmp:
        corpus = Path(tmp) / "corpus"
        distinct = assemble(corpus, args.articles)
        runs = [
            ("local, jobs 1", ("build", str(corpus), f"{tmp}/l1", "local", "1")),
            ("local, jobs 2", ("build", str(corpus), f"{tmp}/l2", "local", "2")),
            ("dask, 1 worker, end to end", ("build", str(corpus), f"{tmp}/d1", "dask", "1")),
            ("dask, 2 workers, end to end", ("build", str(corpus), f"{tmp}/d2", "dask", "2")),
            ("dask, 1 worker, cluster warm", ("warm", str(corpus), "1")),
            ("dask, 2 workers, cluster warm", ("warm", str(corpus), "2")),
        ]
        load = os.getloadavg()[0]
        best: dict[str, dict] = {}
        for _ in range(args.repeat):
            for label, phase in runs:
                r = run_phase(*phase)
                print(f"{label}: {r['words'] / r['seconds']:,.0f} words/s", file=sys.stderr)
                if label not in best or r["seconds"] < best[label]["seconds"]:
                    best[label] = r
        rows = [(label, r["articles"], r["words"], r["seconds"], r["words"] / r["seconds"])
                for label, r in best.items()]
    lines = [f"{args.articles} articles ({distinct} distinct), {rows[0][2]:,} words, no cache; "
             f"best of {args.repeat}; {os.cpu_count()} CPUs, load average {load:.1f} before the runs",
             "", "| run | articles | words | seconds | words/s |", "|---|---:|---:|---:|---:|"]
    lines += [f"| {label} | {n} | {w:,} | {s:.1f} | {rate:,.0f} |" for label, n, w, s, rate in rows]
    text = "\n".join(lines)
    print(text)
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / "dask.md").write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
