"""The computer's thinking, off the UI thread: a QRunnable per move, a QObject signal bridge.

The bridge lives in the UI thread, so its signals reach the model queued, in the UI thread.
Every task carries the model's *generation*: a result for an older generation (the game was
undone, restarted or loaded meanwhile) is dropped by the model. Cancellation is cooperative: the
bot checks a :class:`threading.Event` and returns its best move so far.

Tests pass ``tests/sync_pool.py``'s ``SynchronousPool`` instead of a thread pool: it runs
tasks at once in the calling thread (MusicBrainz Picard's FakeThreadPool idea).
"""

from __future__ import annotations

import sys
import threading
import traceback
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class WorkerBridge(QObject):
    """Signals of the running tasks; each carries the task's generation first."""

    finished = Signal(int, object)     # generation, move
    failed = Signal(int, str)          # generation, developer detail
    progress = Signal(int, int)        # generation, 0..100


class BotTask(QRunnable):
    """Ask ``bot`` for a move in ``state`` through ``bot.decide`` (the bot protocol of
    :mod:`tabletop_gui.ai.bots`); report through ``bridge``."""

    def __init__(self, bot: Any, state: Any, generation: int, bridge: WorkerBridge,
                 cancel: threading.Event, with_info: bool = False) -> None:
        super().__init__()
        #: True: report ``(move, info dict)`` (a hint), else the move alone (a computer seat)
        self.with_info = with_info
        self.bot = bot
        self.state = state
        self.generation = generation
        self.bridge = bridge
        self.cancel = cancel

    def run(self) -> None:  # worker thread
        responsive_gil()
        gen = self.generation
        progress = lambda p: self.bridge.progress.emit(gen, int(p))  # noqa: E731
        try:
            decision = self.bot.decide(self.state, cancel=self.cancel, progress=progress)
            move = (decision.move, decision.info()) if self.with_info else decision.move
        except Exception:
            self.bridge.failed.emit(gen, traceback.format_exc())
            return
        self.bridge.finished.emit(gen, move)


#: The interpreter's GIL switch interval while the app runs bots: a pure-Python search thread
#: holds the GIL, and a UI thread asking for it waits up to this long before the search is made
#: to give it away (the default, 5 ms, added to a busy machine's scheduling, let 10 ms timer
#: ticks slip past 50 ms now and then; the searches also yield every few ms themselves).
SWITCH_INTERVAL_S = 0.001


def responsive_gil() -> None:
    """Shorten the GIL switch interval (once; it is process-wide and harmless for a GUI)."""
    if sys.getswitchinterval() > SWITCH_INTERVAL_S:
        sys.setswitchinterval(SWITCH_INTERVAL_S)


def default_pool(parent: QObject) -> QThreadPool:
    """A private pool, so shutting a model down waits for its own tasks only."""
    pool = QThreadPool(parent)
    pool.setMaxThreadCount(2)  # a cancelled task may still be unwinding when the next starts
    return pool
