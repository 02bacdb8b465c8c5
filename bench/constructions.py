"""How general the appearance and lawsuit rules are: invented sentence shapes over invented names.

    python bench/constructions.py            # share of (shape, title) and (shape, parties) pairs read right
    python bench/constructions.py -v         # and each shape's score, worst first

Each shape in ``bench/constructions.json`` is filled with every invented title (14 names the small
model labels as places, people, companies, times or nothing) or every pair of invented parties
(people and companies), run through the extractor alone, and counted right when the triples about
that title (or those parties) are exactly the ones the shape states. A rule written for one
sentence moves one shape; a construction covered in general form moves a whole row. The shapes
are invented (``python ../shared/tools/leakcheck.py`` checks this file too), so this measures
nothing about the dev sets; ``bench/eval_dev.py`` does that.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()

    from kgbuild.extraction.component import extract_doc, prepare
    from kgbuild.extraction.model import load_model
    from kgbuild.extraction.rules import default_rules
    from kgbuild.records import Article

    data = json.loads((ROOT / "bench" / "constructions.json").read_text("utf-8"))
    print(f"kgbuild from {Path(sys.modules['kgbuild'].__file__).parent}", file=sys.stderr)
    nlp, rules = prepare(load_model()), default_rules()

    def triples(text: str, relation: str) -> set[tuple[str, str]]:
        return {(t.head, t.tail) for t in extract_doc(nlp(text), Article("c", text), rules) if t.relation == relation}

    rows: list[tuple[str, str, int, int]] = []
    for shape in data["appears_in"]:
        right = 0
        for title in data["titles"]:
            names = {title, title.removeprefix("The ")}
            got = {h for h, w in triples(shape["text"].format(t=title), "appears_in") if w in names}
            right += got == set(shape["holders"])
        rows.append(("appears_in", shape["text"], right, len(data["titles"])))
    for shape in data["sued"]:
        right = 0
        for a, b in data["parties"]:
            got = {p for p in triples(shape.format(a=a, b=b), "sued") if set(p) <= {a, b}}
            right += got == {(a, b)}
        rows.append(("sued", shape, right, len(data["parties"])))

    for relation in ("appears_in", "sued"):
        mine = [r for r in rows if r[0] == relation]
        right, total = sum(r[2] for r in mine), sum(r[3] for r in mine)
        full = sum(r[2] == r[3] for r in mine)
        print(f"{relation:10} {right}/{total} filled shapes read right ({right / total:.0%}); "
              f"{full} of {len(mine)} shapes right for every name")
    if args.verbose:
        for relation, text, right, total in sorted(rows, key=lambda r: r[2] / r[3]):
            print(f"  {right:2}/{total:<2} {relation:10} {text}")


if __name__ == "__main__":
    main()
