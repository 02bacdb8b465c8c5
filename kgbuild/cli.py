"""The ``kgbuild`` command: a thin click layer over the Python API.

Library errors (:class:`~kgbuild.errors.KgbuildError`) become one line on stderr and
the error's exit code; nothing here holds logic of its own.
"""

from __future__ import annotations

import functools
import json
import math
import os
import sys

import click

from ._version import __version__
from .errors import KgbuildError
from .wording import counted

CONTEXT = {"help_option_names": ["-h", "--help"], "max_content_width": 100}


class Failure(click.ClickException):
    """One clear error line with a chosen exit code."""

    def __init__(self, message: str, exit_code: int = 1):
        super().__init__(message)
        self.exit_code = exit_code


def reports_errors(fn):
    """Turn library errors, Ctrl-C, SIGTERM and SIGHUP into one line and an exit code."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        from .pipeline.signals import Terminated, ending_on_signals

        try:
            with ending_on_signals():
                return fn(*args, **kwargs)
        except KgbuildError as exc:
            raise Failure(str(exc), exc.exit_code) from None
        except KeyboardInterrupt as exc:  # Ctrl-C; SIGTERM and SIGHUP are Terminated (exit 128 + number)
            what, code = (str(exc), exc.exit_code) if isinstance(exc, Terminated) else ("interrupted", 130)
            raise Failure(f"{what}; outputs already on disk were left as they were", code) from None

    return wrapper


def _warn(message: str) -> None:
    click.echo(f"warning: {message}", err=True)


class Fraction(click.FloatRange):
    """A number from 0 to 1. click's FloatRange lets ``nan`` through (it compares false with
    both bounds), so it is refused here."""

    def __init__(self):
        super().__init__(0, 1)

    def convert(self, value, param, ctx):
        number = super().convert(value, param, ctx)
        if math.isnan(number):
            self.fail(f"{value!r} is not a number from 0 to 1.", param, ctx)
        return number


def output_options(json_help: str):
    """``--table`` (the default), ``--json`` and ``--csv``, as sqlite-utils has them: one ``output``
    parameter."""
    def decorate(fn):
        fn = click.option("--csv", "output", flag_value="csv",
                          help="Print CSV: the table's columns, every cell in full.")(fn)
        fn = click.option("--json", "output", flag_value="json", help=json_help)(fn)
        return click.option("--table", "output", flag_value="table", default=True,
                            help="Print an aligned table (the default).")(fn)
    return decorate


model_option = click.option("--model", envvar="KGBUILD_MODEL", default=None, metavar="NAME",
                            help="spaCy pipeline to use (package name or path). Env: KGBUILD_MODEL.")
threshold_option = click.option("--threshold", type=Fraction(), default=0.5, show_default=True,
                                help="Drop triples whose confidence is below this.")
paths_argument = click.argument("paths", nargs=-1, required=True, metavar="PATH...")


@click.group(context_settings=CONTEXT)
@click.version_option(__version__, "--version", prog_name="kgbuild")
def main() -> None:
    """Build a knowledge graph of celebrities from news articles.

    \b
    Example:
        kgbuild build data -o out
    """


jobs_option = click.option("--jobs", "-j", type=click.IntRange(1), default=None, metavar="N",
                           help="worker processes, each parsing with spaCy (default: all cores).")
strict_option = click.option("--strict", is_flag=True,
                             help="Fail (exit 3) at the first input that would be skipped.")
quiet_option = click.option("--quiet", "-q", is_flag=True,
                            help="No progress bar and no warnings (skipped inputs are still listed).")


@main.command(context_settings=CONTEXT)
@paths_argument
@click.option("--format", "fmt", type=click.Choice(["jsonl", "table", "csv"]), default="jsonl", show_default=True)
@click.option("--json", "fmt", flag_value="jsonl", help="JSON lines, one triple a line (--format jsonl).")
@click.option("--table", "fmt", flag_value="table", help="An aligned table (--format table).")
@click.option("--csv", "fmt", flag_value="csv", help="CSV of the table's columns (--format csv).")
@jobs_option
@click.option("--cache-dir", type=click.Path(file_okay=False), default=None,
              help="Look up and store extractions in this directory (default: no cache).")
@strict_option
@quiet_option
@model_option
@threshold_option
@reports_errors
def extract(paths, fmt, jobs, cache_dir, strict, quiet, model, threshold):
    """Print the triples stated in articles (.txt, .md, .jsonl, .html, feeds, URLs, directories, or - for stdin).

    Skipped inputs are listed on stderr with the reason.

    \b
    Example:
        kgbuild extract data/articles/baldwins-red-carpet.txt --format table
    """
    from .pipeline.cache import ExtractionCache
    from .pipeline.run import extract_paths
    from .pipeline.progress import Progress

    store = ExtractionCache.for_build(cache_dir, model=model, threshold=threshold) if cache_dir else None
    skipped = []
    rows = []
    with Progress(enabled=False if quiet else None) as bar:
        for extraction in extract_paths(paths, model=model, jobs=jobs, threshold=threshold, skipped=skipped,
                                        warn=None if quiet else bar.around(_warn), cache=store, progress=bar,
                                        strict=strict):
            for t in extraction.triples:
                if fmt == "jsonl":
                    click.echo(json.dumps(t.to_dict(), ensure_ascii=False))
                else:
                    rows.append((t.head, t.relation, t.tail, f"{t.confidence:.2f}", t.evidence.article))
    if fmt != "jsonl":
        click.echo(tabulated(("head", "relation", "tail", "conf", "doc"), rows, fmt), nl=fmt == "table")
    for s in skipped:
        _warn(f"skipped {s}")
    if store is not None and store.error and not quiet:
        _warn(store.error)


@main.command(context_settings=CONTEXT)
@click.argument("paths", nargs=-1, metavar="PATH|URL...")
@click.option("-o", "--out", "outdir", required=True, type=click.Path(), help="Output directory.")
@click.option("--urls", "urls_file", type=click.Path(dir_okay=False), default=None, metavar="FILE",
              help="Also read the pages and feeds at these URLs (a text file, one URL a line; # comments).")
@click.option("--offline", is_flag=True,
              help="Fetch nothing: URLs are read from the web cache (OUTDIR/.kgbuild-web) only.")
@jobs_option
@click.option("--cache-dir", type=click.Path(file_okay=False), default=None,
              help="Where extractions are cached (default: OUTDIR/.kgbuild-cache).")
@click.option("--no-cache", is_flag=True, help="Parse every article; neither read nor write the cache.")
@click.option("--engine", type=click.Choice(["local", "dask"]), default="local", show_default=True,
              help="Parse here, or on a Dask cluster (needs: pip install kgbuild[dask]).")
@click.option("--scheduler", metavar="ADDRESS", default=None,
              help="The Dask scheduler for --engine dask, e.g. tcp://HOST:8786 (default: a local cluster "
                   "of --jobs workers).")
@click.option("--aliases", "aliases", type=click.Path(dir_okay=False), default=None, metavar="FILE",
              help="Alias file (CSV or YAML): forced merges and names kept apart. Kept in graph.json, "
                   "so --update applies it again.")
@click.option("--update", is_flag=True,
              help="Add PATHS to the graph already in OUTDIR instead of replacing it "
                   "(an article read again replaces its earlier triples).")
@click.option("--wait-lock", type=click.FloatRange(0), default=0, metavar="SECONDS",
              help="When another build is writing OUTDIR, wait up to this long for it (default: fail at once, "
                   "exit 5).")
@strict_option
@quiet_option
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON (skipped inputs included).")
@model_option
@threshold_option
@reports_errors
def build(paths, outdir, urls_file, offline, jobs, cache_dir, no_cache, engine, scheduler, aliases, update, wait_lock,
          strict, quiet, as_json, model, threshold):
    """Build OUTDIR/graph.json, graph.html and triples.jsonl from articles.

    Unchanged articles come from the cache (OUTDIR/.kgbuild-cache); the summary lists
    skipped inputs with the reason.

    \b
    Example:
        kgbuild build data -o out
        kgbuild build new-articles -o out --update --aliases aliases.csv
        kgbuild build archive -o out --engine dask --scheduler tcp://10.0.0.5:8786
        kgbuild build https://example.com/feed.xml saved-pages -o out --update
    """
    from .pipeline.run import build_outputs
    from .read import web

    if scheduler is not None and engine != "dask":
        raise Failure("--scheduler needs --engine dask")
    paths = list(paths) + (web.urls_in(urls_file) if urls_file is not None else [])
    if not paths:
        raise click.UsageError("Missing argument 'PATH|URL...' (or --urls FILE).")

    with web.using(web.Web(os.path.join(outdir, web.WEB_CACHE_DIRNAME), offline=offline, update=update)):
        report = build_outputs(paths, outdir, model=model, jobs=jobs, threshold=threshold,
                               warn=None if quiet else _warn, cache=not no_cache, cache_dir=cache_dir,
                               strict=strict, progress=False if quiet else None, engine=engine,
                               scheduler=scheduler,
                               aliases=aliases, update=update, wait_lock=wait_lock)
    if as_json:
        click.echo(json.dumps(report.to_dict(), ensure_ascii=False, indent=1))
        return
    for line in report.lines():
        click.echo(line)


@main.command("eval", context_settings=CONTEXT)
@click.argument("gold", type=click.Path(dir_okay=False))
@click.option("--articles", type=click.Path(file_okay=False), default=None,
              help="Directory of the gold's articles (default: next to GOLD).")
@click.option("--fold-former", is_flag=True, help="Score former_spouse as spouse (gold sets that don't tell them apart).")
@click.option("-v", "--verbose", is_flag=True, help="List every false positive and every miss.")
@click.option("--json", "as_json", is_flag=True, help="Print the scores as JSON.")
@model_option
@threshold_option
@reports_errors
def evaluate(gold, articles, fold_former, verbose, as_json, model, threshold):
    """Score the extractor against a gold file (precision, recall, F1 per relation).

    \b
    Example:
        kgbuild eval data/gold.jsonl
    """
    from .evaluate import evaluate_gold

    report = evaluate_gold(gold, articles, model=model, threshold=threshold, fold_former=fold_former)
    if as_json:
        click.echo(json.dumps(report.as_dict(), indent=1))
    else:
        rows = [(rel, s.tp, s.fp, s.fn, f"{s.precision:.3f}", f"{s.recall:.3f}", f"{s.f1:.3f}")
                for rel, s in sorted(report.by_relation.items())]
        o = report.overall
        rows.append(("overall", o.tp, o.fp, o.fn, f"{o.precision:.3f}", f"{o.recall:.3f}", f"{o.f1:.3f}"))
        click.echo(table(("relation", "tp", "fp", "fn", "precision", "recall", "f1"), rows))
    if verbose:
        for doc, t in report.false_positives:
            click.echo(f"FP {doc}: ({t.head}, {t.relation}, {t.tail}) [{t.evidence.rule}] {t.evidence.sentence.strip()}")
        for doc, (h, r, t) in report.misses:
            click.echo(f"MISS {doc}: ({h}, {r}, {t})")


@main.command("render", context_settings=CONTEXT)
@click.argument("graph", type=click.Path())
@click.option("-o", "--out", required=True, type=click.Path(dir_okay=False), help="HTML file to write.")
@click.option("--focus", metavar="NAME", default=None, help="Only the entities around this one (any name or alias).")
@click.option("--depth", type=click.IntRange(0), default=1, show_default=True, help="Hops around --focus.")
@click.option("--relations", metavar="REL,...", default=None, help="Only these relations, e.g. spouse,child.")
@click.option("--min-support", type=click.IntRange(1), default=1, show_default=True,
              help="Only relations stated in at least N articles.")
@click.option("--max-nodes", type=click.IntRange(1), default=None, help="Keep the N best-supported entities.")
@click.option("--title", default="kgbuild", show_default=True, help="Page title.")
@click.option("--tree", metavar="NAME", default=None, help="Open the page on this person's family tree.")
@reports_errors
def render_command(graph, out, focus, depth, relations, min_support, max_nodes, title, tree):
    """Draw GRAPH (a graph.json or the build directory) as one interactive HTML page that needs no network.

    \b
    Example:
        kgbuild render out/graph.json -o view.html --focus "Katie Holmes" --depth 2
        kgbuild render out/graph.json --tree "Ireland Baldwin" -o tree.html
    """
    from .pipeline.run import load
    from .outputs.render import render, select

    kg = load(graph)
    chosen = None if relations is None else [r.strip() for r in relations.split(",") if r.strip()]
    options = dict(focus=focus, depth=depth, relations=chosen, min_support=min_support, max_nodes=max_nodes)
    view = select(kg, **options)
    path = render(kg, out, title=title, tree=tree, **options)
    opens = f", opening on the family tree of {kg.find(tree)}" if tree is not None else ""
    click.echo(f"wrote {path}: {counted(view.number_of_nodes(), 'entity', 'entities')}, "
               f"{counted(view.number_of_edges(), 'relation')}{opens}")


@main.command("explain", context_settings=CONTEXT)
@click.argument("article", nargs=-1, required=True, metavar="ARTICLE...")
@click.option("-o", "--out", default=None, type=click.Path(dir_okay=False),
              help="Also write an HTML page (displaCy) of the names and references over the text.")
@model_option
@threshold_option
@reports_errors
def explain_command(article, out, model, threshold):
    """Show what extraction found in ARTICLE: entities, resolved references, triples and rules.

    Lists each entity (type, gender, every name the article gives it), what each pronoun,
    description ("the singer") and "the couple" was resolved to, and every triple with
    the rule id that made it and its sentence. The first thing to run when a relation is
    missing from the graph.

    \b
    Example:
        kgbuild explain data/articles/baldwins-red-carpet.txt
        kgbuild explain data/articles/holmes-cruise.txt -o holmes.html
    """
    from .outputs.explain import explain_paths, format_explanation, write_explanation_html

    found = explain_paths(article, model=model, threshold=threshold, warn=_warn)
    click.echo("\n\n".join(format_explanation(ex) for ex in found))
    if out is not None:
        click.echo(f"wrote {write_explanation_html(found, out)}")


graph_argument = click.argument("graph", type=click.Path())  # a graph.json or the build directory


def _snippet(evidence, width: int | None = 80) -> str:
    """The first evidence sentence on one line, cut to ``width`` (None: whole), with its article."""
    if not evidence:
        return ""
    sentence = " ".join(str(evidence[0].get("sentence", "")).split())
    if width is not None and len(sentence) > width:
        sentence = sentence[: width - 1] + "\u2026"
    return f"[{evidence[0].get('article')}] {sentence}"


@main.command("query", context_settings=CONTEXT)
@graph_argument
@click.argument("name")
@click.option("-r", "--relation", metavar="REL", default=None,
              help="Only this relation as seen from NAME: spouse, former_spouse, partner, child, parent, "
                   "sibling, sued, sued_by, appears_in, cast, ...")
@click.option("--min-confidence", type=Fraction(), default=0.0, show_default=True,
              help="Only relations at least this confident.")
@output_options("Print the entity and its relations (all evidence) as JSON.")
@reports_errors
def query_command(graph, name, relation, min_confidence, output):
    """Show who NAME is related to in GRAPH (a graph.json or the build directory), with confidence and evidence.

    NAME may be any alias, in any case, with or without accents, or a first name or surname
    of one person. A name that fits several entities (a first name two people share, "Owen
    Marsh" beside "Owen Marsh Jr" when no one is labelled so) lists them with a line of context
    each and exits 6; a name that is exactly one entity's label is that entity, and the others
    it may mean follow as a note on stderr. A couple's relation that no longer holds says so
    ("spouse, ended 2022"), as does a divorce filed but not final ("spouse, divorce filed 2024").

    \b
    Example:
        kgbuild query out/graph.json "Alec Baldwin" --relation spouse
    """
    from .pipeline.run import load
    from .graph.query import describe
    from .graph.status import relationship_dict, relationship_status, status_phrase

    kg = load(graph)
    entity = describe(kg, name)
    rels = kg.relations(name, relation, min_confidence)
    status = [relationship_status(kg.graph, r) for r in rels]
    if output == "json":
        click.echo(json.dumps({"entity": entity, "relations": [relationship_dict(r, s) for r, s in zip(rels, status)]},
                              ensure_ascii=False, indent=1))
        return
    header = ("relation", "entity", "conf", "support", "evidence")
    if output == "csv":
        click.echo(tabulated(header, [(status_phrase(r.relation, s), r.target, f"{r.confidence:.2f}", r.support,
                                       _snippet(r.evidence, None)) for r, s in zip(rels, status)], "csv"), nl=False)
        return
    namesakes = kg.namesakes(name)
    if namesakes:  # "Owen Marsh" is Owen Marsh; Owen Marsh Jr is someone else the user may want
        click.echo(f"note: {name!r} may also mean " + "; ".join(f"{n} ({kg.context(n)})" for n in namesakes[:5])
                   + (" ..." if len(namesakes) > 5 else ""), err=True)
    others = [a for a in entity["aliases"] if a != entity["name"]]
    click.echo(f"{entity['name']} ({entity['type']}; {counted(len(entity['articles']), 'article')}"
               + (f"; also: {', '.join(others)})" if others else ")"))
    if not rels:
        click.echo("no relations" + (f" of type {relation}" if relation else ""))
        return
    rows = [(status_phrase(r.relation, s), r.target, f"{r.confidence:.2f}", r.support, _snippet(r.evidence))
            for r, s in zip(rels, status)]
    click.echo(table(header, rows))


@main.command("path", context_settings=CONTEXT)
@graph_argument
@click.argument("a")
@click.argument("b")
@click.option("--relations", metavar="REL,...", default=None, help="Only walk these relations, e.g. child,spouse.")
@click.option("--min-confidence", type=Fraction(), default=0.0, show_default=True,
              help="Only walk relations at least this confident.")
@output_options("Print the steps (with all evidence) as JSON.")
@reports_errors
def path_command(graph, a, b, relations, min_confidence, output):
    """Print the shortest chain of relations joining A and B in GRAPH (edge direction ignored).

    Exit code 6 when a name is unknown or nothing joins them.

    \b
    Example:
        kgbuild path out/graph.json "Ireland Baldwin" "Hilaria Baldwin"
    """
    from .pipeline.run import load
    from .graph.query import render_path

    kg = load(graph)
    chosen = None if relations is None else [r.strip() for r in relations.split(",") if r.strip()]
    steps = kg.path(a, b, relations=chosen, min_confidence=min_confidence)
    if output == "json":
        click.echo(json.dumps([s.to_dict() for s in steps], ensure_ascii=False, indent=1))
        return
    header = ("step", "from", "relation", "to", "conf", "evidence")
    if output == "csv":
        click.echo(tabulated(header, [(i, s.source, s.phrase, s.target, f"{s.confidence:.2f}", _snippet(s.evidence, None))
                                      for i, s in enumerate(steps, 1)], "csv"), nl=False)
        return
    if not steps:
        click.echo(f"{kg.find(a)} and {kg.find(b)} are the same entity")
        return
    click.echo(render_path(steps))
    rows = [(i, s.source, s.phrase, s.target, f"{s.confidence:.2f}", _snippet(s.evidence))
            for i, s in enumerate(steps, 1)]
    click.echo(table(header, rows))


@main.command("stats", context_settings=CONTEXT)
@graph_argument
@click.option("--top", type=click.IntRange(0), default=10, show_default=True, help="How many best-connected people.")
@output_options("Print the statistics as JSON.")
@reports_errors
def stats_command(graph, top, output):
    """Counts by entity type and relation, best-connected people and suspected errors in GRAPH.

    Suspected errors are child cycles (A child of B and B child of A), self-loops, pairs
    that are both parent/child and spouse or sibling, more than two parents, more than
    one current spouse, and relations between entities of the wrong type.

    \b
    Example:
        kgbuild stats out/graph.json
    """
    from .pipeline.run import load

    s = load(graph).stats(top=top)
    if output == "json":
        click.echo(json.dumps(s, ensure_ascii=False, indent=1))
        return
    if output == "csv":  # one table: what each row counts, its name, its value
        rows = [("summary", k, v) for k, v in s["summary"].items()]
        rows += [("type", k, v) for k, v in s["types"].items()] + [("relation", k, v) for k, v in s["relations"].items()]
        rows += [("best_connected", p["name"], p["relations"]) for p in s["best_connected"]]
        rows += [("suspected_error", e["kind"], e["message"]) for e in s["suspected_errors"]]
        rows += [("conflict", c["kind"], c["message"]) for c in s.get("conflicts", [])]
        rows += [("couple_status", " and ".join(c["entities"]), c["status"]) for c in s.get("ended_or_pending", [])]
        click.echo(tabulated(("section", "name", "value"), rows, "csv"), nl=False)
        return
    one = {"articles": "article", "entities": "entity", "people": "person", "relations": "relation"}
    click.echo(", ".join(counted(v, one.get(k, k), k) for k, v in s["summary"].items()))
    click.echo()
    click.echo(table(("type", "entities"), sorted(s["types"].items(), key=lambda kv: (-kv[1], kv[0]))))
    click.echo()
    click.echo(table(("relation", "edges"), sorted(s["relations"].items(), key=lambda kv: (-kv[1], kv[0]))))
    if s["best_connected"]:
        click.echo()
        rows = [(p["name"], p["relations"], ", ".join(f"{k} {v}" for k, v in p["by_relation"].items()))
                for p in s["best_connected"]]
        click.echo(table(("person", "relations", "by relation"), rows))
    click.echo()
    if s["suspected_errors"]:
        click.echo(table(("suspected error", "details"), [(e["kind"], e["message"]) for e in s["suspected_errors"]]))
    else:
        click.echo("suspected errors: none")
    if s.get("conflicts"):
        click.echo()
        click.echo(table(("conflict", "details"), [(c["kind"], c["message"]) for c in s["conflicts"]]))
    if s.get("ended_or_pending"):
        click.echo()
        click.echo(table(("couple", "status"), [(" and ".join(c["entities"]), c["status"])
                                                for c in s["ended_or_pending"]]))


@main.command("merge-candidates", context_settings=CONTEXT)
@graph_argument
@output_options("Print the candidates (and names left out as ambiguous) as JSON.")
@reports_errors
def merge_candidates_command(graph, output):
    """List pairs of entities in GRAPH that may be one, with the reason, to fix with --aliases.

    Reasons: a shared alias, one name contained in the other, the same surname and first
    initial; pairs related to the same entity say so. Short names left out of the graph
    because they fit two entities follow. Put a pair that is one entity in the alias file
    (canonical name, then aliases) or keep it apart with a "!never" row.

    \b
    Example:
        kgbuild merge-candidates out/graph.json
    """
    from .graph.audit import merge_candidates
    from .pipeline.run import load

    kg = load(graph)
    found = merge_candidates(kg)
    unresolved = kg.graph.graph.get("unresolved", [])
    if output == "json":
        click.echo(json.dumps({"candidates": [c.to_dict() for c in found], "unresolved": unresolved},
                              ensure_ascii=False, indent=1))
        return
    if output == "csv":  # the candidates, then the short names left out (reason: "left out; fits ...")
        rows = [(c.a, c.b, c.type, c.reason) for c in found]
        rows += [(u["name"], "", "", f"left out of {u['article']}; fits {', '.join(u['candidates'])}")
                 for u in unresolved]
        click.echo(tabulated(("entity", "maybe the same as", "type", "reason"), rows, "csv"), nl=False)
        return
    if found:
        click.echo(table(("entity", "maybe the same as", "type", "reason"), [(c.a, c.b, c.type, c.reason) for c in found]))
    else:
        click.echo("no likely duplicates")
    if unresolved:
        click.echo()
        click.echo(table(("left out", "article", "fits"),
                         [(u["name"], u["article"], ", ".join(u["candidates"])) for u in unresolved]))


@main.command("export", context_settings=CONTEXT)
@graph_argument
@click.option("-f", "--format", "fmt", required=True,
              type=click.Choice(["graphml", "gexf", "csv", "cypher", "jsonld", "json"]),
              help="graphml/gexf (Gephi, networkx), csv (spreadsheets, neo4j-admin import), cypher (MERGE "
                   "script), jsonld (schema.org), json (node-link).")
@click.option("-o", "--out", required=True, type=click.Path(dir_okay=False),
              help="File to write; for csv, OUT.csv becomes OUT.nodes.csv and OUT.edges.csv.")
@reports_errors
def export_command(graph, fmt, out):
    """Write GRAPH (a graph.json or the build directory) in another format, atomically.

    \b
    Example:
        kgbuild export out/graph.json --format graphml -o out/graph.graphml
        kgbuild export out/graph.json --format csv -o out/kg.csv
    """
    from .outputs.export import export
    from .pipeline.run import load

    kg = load(graph)
    paths = export(kg, out, fmt)
    s = kg.summary()
    click.echo(f"wrote {', '.join(str(p) for p in paths)}: {counted(s['entities'], 'entity', 'entities')}, "
               f"{counted(s['relations'], 'relation')}")


def tabulated(header, rows, fmt: str) -> str:
    """Rows as an aligned ``table`` or as ``csv`` (cells that would start a spreadsheet formula
    get a leading ', as in the CSV export)."""
    if fmt == "table":
        return table(header, rows)
    from .outputs.export import csv_text

    return csv_text(header, rows)


def table(header, rows) -> str:
    """Rows as an aligned plain-text table."""
    rows = [tuple(str(c) for c in r) for r in rows]
    widths = [max(len(str(h)), *(len(r[i]) for r in rows)) if rows else len(str(h)) for i, h in enumerate(header)]
    lines = ["  ".join(str(h).ljust(w) for h, w in zip(header, widths))]
    lines.append("  ".join("-" * w for w in widths))
    lines.extend("  ".join(c.ljust(w) for c, w in zip(r, widths)) for r in rows)
    return "\n".join(line.rstrip() for line in lines)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
