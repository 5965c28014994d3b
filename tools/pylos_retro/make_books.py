"""Offline: rebuild the shipped Pylos books from scratch (issue #17).

    python -m tools.pylos_retro.make_books [--variants children standard mature]
        [--work /tmp/pylos-retro] [--min-empty N]

For each variant: builds ``tools/pylos_retro`` (``make``), solves the whole game
(``retro solve``: resumable, the table is ``WORK/<variant>.bin``, 422 MB), writes the values of
every position with at least ``--min-empty`` empty places (``retro book``; by default
:data:`MIN_EMPTY`, the shipped books' edges) and compresses them
with :mod:`lzma` (as :mod:`tabletop_gui.ai.pylos.book` reads them) into
``tabletop_gui/ai/pylos/book_<variant>.xz``; where :data:`DRAW_LAYERS` names layers below the
edge, their draws too (``retro draws``, one bit a position; :data:`DRAW_FULLER` the layers that
hold only some of them) into ``draws_<variant>.xz``.
Run times on the 2-core box of this project: see ``tools/pylos_retro/README.md``.
"""

from __future__ import annotations

import argparse
import lzma
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Optional

HERE = Path(__file__).resolve().parent
PACKAGE = HERE.parent.parent / "tabletop_gui" / "ai" / "pylos"
#: the fewest empty places of each shipped book: the mature rules' goes one lower (12), where
#: its solver could not decide some positions within a move's budget (issue #17)
MIN_EMPTY = {"children": 13, "standard": 13, "mature": 12}
#: the books whose slots no lookup reads take the value before them (``retro book``'s
#: ``RETRO_FILL``), which packs the mature book 0.22 MB smaller; the others ship
#: as they were built before
FILL_BOOKS = {"mature"}
#: the layers below the edge whose draws ship (the mature rules': a draw there is what its
#: solver could not always prove within a move's budget; issue #17)
DRAW_LAYERS = {"mature": (8, 11)}
#: of those, the layers that hold only the draws where a side has this many spheres on the
#: board (one left in reserve: the hardest draws the solver still misses there)
#: (``retro draws``' ``RETRO_FULLER``)
DRAW_FULLER = {"mature": {8: 14, 9: 14}}


def _pack(raw: Path, name: str) -> tuple[Path, bytes]:
    """``raw`` compressed (``xz -9e``, as :mod:`tabletop_gui.ai.pylos.book` reads it) into the
    package's ``name``: (that path, the bytes written)."""
    packed = lzma.compress(raw.read_bytes(), preset=9 | lzma.PRESET_EXTREME)
    out = PACKAGE / name
    out.write_bytes(packed)
    return out, packed


def main(argv: Optional[list[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--variants", nargs="+", default=["children", "standard", "mature"],
                    choices=("children", "standard", "mature"))
    ap.add_argument("--work", default="/tmp/pylos-retro", help="where the full tables go")
    ap.add_argument("--min-empty", type=int, default=None,
                    help="for every variant (default: MIN_EMPTY's)")
    args = ap.parse_args(argv)
    subprocess.run(["make", "-C", str(HERE)], check=True)
    retro = str(HERE / "build" / "retro")
    work = Path(args.work)
    work.mkdir(parents=True, exist_ok=True)
    for variant in args.variants:
        table = work / f"{variant}.bin"
        t = time.perf_counter()
        subprocess.run([retro, "solve", variant, str(table)], check=True)
        solved = time.perf_counter() - t
        raw = work / f"book_{variant}.bin"
        edge = MIN_EMPTY[variant] if args.min_empty is None else args.min_empty
        fill = "1" if variant in FILL_BOOKS else ""
        subprocess.run([retro, "book", variant, str(table), str(edge), str(raw)], check=True,
                       env={**os.environ, "RETRO_FILL": fill})
        t = time.perf_counter()
        out, packed = _pack(raw, f"book_{variant}.xz")
        print(f"{variant}: solved in {solved:.0f} s, book of {raw.stat().st_size / 1e6:.1f} MB "
              f"-> {out} {len(packed) / 1e6:.2f} MB ({time.perf_counter() - t:.0f} s to compress)",
              flush=True)
        if variant in DRAW_LAYERS:
            lo, hi = DRAW_LAYERS[variant]
            raw = work / f"draws_{variant}.bin"
            fuller = ",".join(f"{e}:{k}" for e, k in DRAW_FULLER.get(variant, {}).items())
            subprocess.run([retro, "draws", variant, str(table), str(lo), str(hi), str(raw)],
                           check=True, env={**os.environ, "RETRO_FULLER": fuller})
            out, packed = _pack(raw, f"draws_{variant}.xz")
            print(f"{variant}: draws of {lo}-{hi} empty places, {raw.stat().st_size / 1e6:.1f} MB "
                  f"-> {out} {len(packed) / 1e6:.2f} MB", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
