"""The Pylos bot: :mod:`.pylos_search` behind the bot protocol, one searcher per bot (its
transposition table and history carry over from move to move). Levels: :data:`LEVELS`."""

from __future__ import annotations

import random
from typing import Any, Optional

from .bots import BaseBot, CancelLike, Decision, ProgressLike, as_cancel_check, own_view
from .pylos_search import LEVELS, PylosSearch, SearchResult, choose


class PylosBot(BaseBot):
    game = "pylos"

    def __init__(self, level: str = "medium", seed: Optional[int] = None, *,
                 seconds: Optional[float] = None, nodes: Optional[int] = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self.level = level
        self.seconds = seconds
        self.nodes = nodes
        self.rng = random.Random(seed)
        self.searcher: Optional[PylosSearch] = None

    def decide(self, state: Any, *, cancel: CancelLike = None,
               progress: ProgressLike = None) -> Decision:
        state = own_view(state)
        if state.is_over:
            raise ValueError("no legal move: the game is over")
        if self.searcher is None or self.searcher.variant != state.variant:
            self.searcher = PylosSearch(state.variant)
        r = choose(state, self.level, self.seconds, cancel=as_cancel_check(cancel),
                   progress=progress, searcher=self.searcher, nodes=self.nodes, rng=self.rng)
        return to_decision(r)


def to_decision(r: SearchResult) -> Decision:
    return Decision(r.move, outcome=r.outcome, plies=r.plies_to_end, score=r.score, nodes=r.nodes,
                    depth=r.depth, seconds=r.seconds, detail={"pv": [str(m) for m in r.pv]})
