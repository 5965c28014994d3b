"""A drop-in for :class:`QThreadPool` in tests: ``start`` runs the task at once in the calling
thread (MusicBrainz Picard's FakeThreadPool idea), so the computer's and the hint's work is
deterministic. Pass it as ``GameModel(thread_pool=SynchronousPool())``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRunnable


class SynchronousPool:
    """``start`` runs the task right away; nothing is ever pending."""

    def __init__(self) -> None:
        self.started = 0

    def start(self, runnable: Any, priority: int = 0) -> None:
        self.started += 1
        if isinstance(runnable, QRunnable):
            runnable.run()
        else:
            runnable()

    def waitForDone(self, msecs: int = -1) -> bool:
        return True

    def clear(self) -> None:
        pass

    def activeThreadCount(self) -> int:
        return 0


class HoldingPool(SynchronousPool):
    """Runs tasks at once, or holds them while ``hold`` (the computer 'thinks', a review's
    verdicts wait); :meth:`run_held` runs what was held."""

    def __init__(self) -> None:
        super().__init__()
        self.hold = False
        self.held: list = []

    def start(self, runnable: Any, priority: int = 0) -> None:
        if self.hold:
            self.held.append(runnable)
        else:
            super().start(runnable, priority)

    def run_held(self) -> None:
        held, self.held = self.held, []
        for task in held:
            task.run()
