"""The expert's evaluation as a flat text dump for the C partner's ``tables <file>`` command
(issue #17; a bench tool, never shipped).

    python -m bench.sparring.tables --out /tmp/expert.tables            # the shipped weights
    python -m bench.sparring.tables --weights bench/pylos_boot_weights.py --out /tmp/boot.tables

The dump carries, for each variant the weights module has, the phases, the places of each
tuple (:data:`tabletop_gui.ai.pylos.ntuple.ALL_TUPLES`, in the order of their digits) and per
phase the 21 linear weights of :func:`tabletop_gui.ai.pylos.evaluation.features` and, per tuple,
the weight of **every raw state** 0..4^k-1 after the canonical (symmetry) mapping: the C side
needs no symmetry code, only ``state = sum(digit_i << 2i)`` (digit 0 empty and not playable,
1 empty and playable, 2 the side to move's, 3 the other's). States no legal position shows
weigh 0. :func:`score` reads a dump back the way the C side does (the tests' stand-in uses it).

Format (whitespace-separated)::

    pylos-tables 1
    variant standard phases 2 16 20 tuples 14
    tuple 5 0 1 4 5 16
    ...
    phase 0 linear <21 weights> table <1024 weights> table ... (one per tuple)
    ...
    end
"""

from __future__ import annotations

import argparse
import runpy
import sys
from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence, Tuple

Dump = Dict[str, Tuple[Tuple[int, ...], List[Tuple[int, ...]], List[List[int]], List[List[List[int]]]]]


def weights_of(path: Optional[str] = None) -> Tuple[Tuple[int, ...], Dict[str, Any], Dict[str, Any]]:
    """(PHASES, LINEAR, TABLES) of a generated weights module (default: the shipped
    ``tabletop_gui/ai/pylos/ntuple_weights.py``)."""
    if path is None:
        from tabletop_gui.ai.pylos import ntuple_weights as w

        return tuple(w.PHASES), dict(w.LINEAR), dict(w.TABLES)
    ns = runpy.run_path(path)
    return tuple(ns["PHASES"]), dict(ns["LINEAR"]), dict(ns["TABLES"])


def dump_text(weights: Optional[str] = None, variants: Optional[Sequence[str]] = None) -> str:
    """The dump of a weights module (every variant it has, or ``variants``)."""
    from tabletop_gui.ai.pylos.ntuple import ALL_TUPLES, canonical_ids

    phases, linear, tables = weights_of(weights)
    out = ["pylos-tables 1"]
    for variant in sorted(variants or tables):
        ids, n_ids = canonical_ids(variant)
        if any(len(row) != n_ids for row in tables[variant]):
            raise ValueError(f"{variant}: the weights do not match the tuples ({n_ids} a phase)")
        out.append(f"variant {variant} phases {len(phases)} {' '.join(map(str, phases))} "
                   f"tuples {len(ids)}")
        for t in range(len(ids)):
            cells = ALL_TUPLES[t]
            out.append(f"tuple {len(cells)} {' '.join(map(str, cells))}")
        for j, (lin, tab) in enumerate(zip(linear[variant], tables[variant], strict=True)):
            out.append(f"phase {j} linear {' '.join(map(str, lin))}")
            for t in range(len(ids)):
                raw = [tab[ids[t][s]] if s in ids[t] else 0 for s in range(4 ** len(ALL_TUPLES[t]))]
                out.append("table " + " ".join(map(str, raw)))
    out.append("end")
    return "\n".join(out) + "\n"


def write(out: str, weights: Optional[str] = None) -> Path:
    path = Path(out)
    path.write_text(dump_text(weights), encoding="utf-8")
    return path


def read(text: str) -> Dump:
    """A dump read back: per variant (phase tops, tuples' places, linear weights a phase,
    raw-state tables a phase and tuple)."""
    words = text.split()
    pos = 0

    def take() -> str:
        nonlocal pos
        pos += 1
        return words[pos - 1]

    if take() != "pylos-tables" or take() != "1":
        raise ValueError("not a pylos-tables 1 dump")
    out: Dump = {}
    while (word := take()) != "end":
        if word != "variant":
            raise ValueError(f"variant expected, not {word!r}")
        name = take()
        assert take() == "phases"
        tops = tuple(int(take()) for _ in range(int(take())))
        assert take() == "tuples"
        cells: List[Tuple[int, ...]] = []
        for _ in range(int(take())):
            assert take() == "tuple"
            cells.append(tuple(int(take()) for _ in range(int(take()))))
        lin: List[List[int]] = []
        tabs: List[List[List[int]]] = []
        for j in range(len(tops) + 1):
            assert (take(), int(take()), take()) == ("phase", j, "linear")
            lin.append([int(take()) for _ in range(21)])
            row = []
            for c in cells:
                assert take() == "table"
                row.append([int(take()) for _ in range(4 ** len(c))])
            tabs.append(row)
        out[name] = (tops, cells, lin, tabs)
    return out


def score(dump: Dump, variant: str, me: int, opp: int) -> int:
    """The static score of a position from a dump, read as the C side reads it (raw states)."""
    from tabletop_gui.ai.pylos.evaluation import features
    from tabletop_gui.ai.pylos.ntuple import phase_of, playable

    tops, cells, lin, tabs = dump[variant]
    ph = phase_of(30 - (me | opp).bit_count(), tops)
    s = sum(w * f for w, f in zip(lin[ph], features(me, opp, variant), strict=True))
    play = playable(me, opp)
    for t, places in enumerate(cells):
        st = 0
        for i, p in enumerate(places):
            st |= (2 if me >> p & 1 else 3 if opp >> p & 1 else 1 if play >> p & 1 else 0) << (2 * i)
        s += tabs[ph][t][st]
    return s


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.sparring.tables", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--weights", help="a generated weights module (default: the shipped one)")
    ap.add_argument("--out", required=True)
    a = ap.parse_args(argv)
    path = write(a.out, a.weights)
    print(f"wrote {path} ({path.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
