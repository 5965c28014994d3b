"""The expert with bootstrapped pattern tables (issue #17), for the bench's
``boot:LEVEL`` spec: the tables of ``bench/pylos_boot_weights.py`` (the generated module
``python -m tools.pylos_ntuple_fit ... --write --out bench/pylos_boot_weights.py`` writes, same
layout as the shipped ``tabletop_gui/ai/pylos/ntuple_weights.py``), fitted to positions
labelled by the C partner searching with the expert's own tables
(``python -m tools.pylos_eval_fit relabel``). ``$PYLOS_BOOT_WEIGHTS`` names another such
module. The shipped weights stay as they are.

The committed weights: standard rules only, 25,737 positions (the first n-tuple fit's)
labelled by the partner searching 10 plies with the shipped tables; held-out RMSE 0.62
sphere against those labels. Side by side against the 12-ply partner they were not kept
(bench/RESULTS.md)."""

from __future__ import annotations

import os
import runpy
from pathlib import Path
from typing import Callable, Optional

WEIGHTS = Path(__file__).with_name("pylos_boot_weights.py")


def weights_path() -> Path:
    """The weights module the ``boot:`` expert plays with."""
    return Path(os.environ.get("PYLOS_BOOT_WEIGHTS") or WEIGHTS)


def scorer(variant: str) -> Optional[Callable[[int, int], int]]:
    """``score(me, opp)`` in 1/100 sphere with the bootstrapped tables of ``variant``, or None
    where the module has none."""
    from tabletop_gui.ai.pylos.ntuple import make_scorer

    ns = runpy.run_path(str(weights_path()))
    if variant not in ns["TABLES"]:
        return None
    return make_scorer(ns["LINEAR"][variant], ns["TABLES"][variant], variant, ns["PHASES"])
