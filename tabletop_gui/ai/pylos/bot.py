"""The Pylos bot: :mod:`.search` behind the bot protocol, one searcher per bot (its
transposition table and history carry over from move to move). Levels: :data:`.levels.LEVELS`."""

from __future__ import annotations

import random
from typing import Optional, Union

from ...rules import pylos
from ..bots import BaseBot, BotInput, CancelLike, Decision, ProgressLike, as_cancel_check, own_view
from .book import book_ready
from .levels import LEVELS, Level
from .policy import choose
from .search import PylosSearch, SearchResult


class PylosBot(BaseBot):
    game = "pylos"

    def __init__(self, level: Union[str, Level] = "medium", seed: Optional[int] = None, *,
                 seconds: Optional[float] = None, nodes: Optional[int] = None) -> None:
        if isinstance(level, str) and level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        #: what the bot plays: a shipped level, or a variant of one (the bench's)
        self.config = LEVELS[level] if isinstance(level, str) else level
        self.level = self.config.name
        self.seconds = seconds
        self.nodes = nodes
        self.rng = random.Random(seed)
        self.searcher: Optional[PylosSearch] = None

    def decide(self, state: BotInput, *, cancel: CancelLike = None,
               progress: ProgressLike = None) -> Decision:
        view = own_view(state)
        if not isinstance(view, pylos.State):
            raise TypeError(f"not a Pylos state: {state!r}")
        if view.is_over:
            raise ValueError("no legal move: the game is over")
        if self.searcher is None or self.searcher.variant != view.variant:
            self.searcher = PylosSearch(view.variant)
        r = choose(view, self.config, self.seconds, cancel=as_cancel_check(cancel),
                   progress=progress, searcher=self.searcher, nodes=self.nodes, rng=self.rng)
        return to_decision(r)


    def prepare(self, state: BotInput) -> None:
        """The book's read begins now, in its own thread (:func:`.book.book_ready`): a level
        with the book then finds it read by its first move, or waits for it at most
        :data:`.policy.BOOK_WAIT` of the move's budget."""
        view = own_view(state)
        if self.config.book and isinstance(view, pylos.State):
            book_ready(view.variant, 0.0)


def to_decision(r: SearchResult) -> Decision:
    """The bot protocol's :class:`Decision` from a search result."""
    return Decision(r.move, outcome=r.outcome, plies=r.plies_to_end, score=r.score, nodes=r.nodes,
                    depth=r.depth, seconds=r.seconds,
                    detail={"pv": [str(m) for m in r.pv], "trap": r.trap},
                    # a lost position's move whose natural answer throws the opponent's win
                    # away: the hint says so
                    notes={"trap": r.trap})


def make_bot(level: Union[str, Level], seed: Optional[int] = None, *,
             seconds: Optional[float] = None, nodes: Optional[int] = None) -> PylosBot:
    """A Pylos bot at ``level`` (a name of :data:`.levels.LEVELS` or a :class:`.levels.Level`);
    ``seconds``/``nodes`` override its budget."""
    return PylosBot(level, seed, seconds=seconds, nodes=nodes)
