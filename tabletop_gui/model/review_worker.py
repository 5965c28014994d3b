"""The Pylos review's verdicts, worked out off the UI thread, and their words.

:class:`ReviewWorker` judges a game's moves (:func:`~tabletop_gui.ai.pylos.review.judge_game`)
in a task on the model's thread pool, as :mod:`.computer` asks the bots for moves: each verdict
reaches the UI thread as soon as it is judged (``verdictReady``, queued through a bridge that
lives in the UI thread), with the progress; :meth:`ReviewWorker.cancel` stops the work (the
review's event is checked every thousand solver nodes or so) and makes every result still to
come stale. Every run carries a *generation*, as the computer's tasks do.

One :class:`~tabletop_gui.ai.pylos.review.Reviewer` is kept a variant, so a game reviewed again
(the review left and entered again, a move played since) finds its values at once; a reviewer
is for one thread at a time, so a run waits for one cancelled before it to unwind (in its worker
thread, never the UI's).

The words a player reads for a verdict (:func:`verdict_title`, :func:`verdict_sentence`) are
here too, translated in the "Review" context.
"""

from __future__ import annotations

import threading
import traceback
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, Signal

from .worker import responsive_gil

translate = QCoreApplication.translate

#: the verdicts where the mover lost something (the outcome, or time): a better move is named
MISTAKE_CODES = frozenset({"threw_win", "threw_draw"})
INACCURACY_CODES = frozenset({"slower_win", "shortened_loss"})


class _Bridge(QObject):
    verdict = Signal(int, int, int, object)   # generation, index, total, verdict
    done = Signal(int)                        # generation
    failed = Signal(int, str)                 # generation, developer detail


class _Slot:
    """A variant's reviewer (made by the first run) and the lock that keeps it to one thread."""

    def __init__(self) -> None:
        self.reviewer: Any = None
        self.lock = threading.Lock()


class _ReviewTask(QRunnable):
    def __init__(self, slot: "_Slot", variant: str, first: str,
                 moves: Sequence[str], generation: int, bridge: _Bridge,
                 cancel: threading.Event) -> None:
        super().__init__()
        self.slot = slot
        self.variant, self.first, self.moves = variant, first, list(moves)
        self.generation, self.bridge, self.cancel = generation, bridge, cancel

    def run(self) -> None:  # worker thread
        from ..ai.pylos.review import Reviewer, judge_game

        responsive_gil()
        gen = self.generation
        slot = self.slot
        try:
            with slot.lock:                 # a cancelled run before this one unwinds first
                if self.cancel.is_set():
                    return
                if slot.reviewer is None:   # (it loads the book: here, not in the UI thread)
                    slot.reviewer = Reviewer(self.variant)
                judge_game(self.variant, self.moves, cancel=self.cancel, first=self.first,
                           reviewer=slot.reviewer,
                           on_progress=lambda i, n, v: self.bridge.verdict.emit(gen, i, n, v))
        except Exception:
            self.bridge.failed.emit(gen, traceback.format_exc())
            return
        self.bridge.done.emit(gen)


class _JobTask(QRunnable):
    """Any game's review job (:meth:`ReviewWorker.start_job`): ``job(cancel, report)`` judges
    in the worker thread and calls ``report(index, total, verdict)`` as each verdict comes."""

    def __init__(self, job: "Job", generation: int, bridge: _Bridge,
                 cancel: threading.Event) -> None:
        super().__init__()
        self.job, self.generation, self.bridge, self.cancel = job, generation, bridge, cancel

    def run(self) -> None:  # worker thread
        responsive_gil()
        gen = self.generation
        try:
            if not self.cancel.is_set():
                self.job(self.cancel, lambda i, n, v: self.bridge.verdict.emit(gen, i, n, v))
        except Exception:
            self.bridge.failed.emit(gen, traceback.format_exc())
            return
        self.bridge.done.emit(gen)


# a review job for :meth:`ReviewWorker.start_job`: (cancel event, report(index, total, verdict))
Job = Callable[[threading.Event, Callable[[int, int, Any], None]], None]


class ReviewWorker(QObject):
    """See the module docstring. ``pool``: a ``QThreadPool`` (the model's), or the tests'
    synchronous one (the verdicts then come during :meth:`start`)."""

    # move ``index`` (0: the game's first) of ``total`` judged: its ``Verdict``
    verdictReady = Signal(int, int, object)
    # the run started (True) or ended, done or cancelled (False)
    runningChanged = Signal(bool)
    failed = Signal(str)            # the review raised (developer detail)

    def __init__(self, pool: Any, parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        self.pool = pool
        self._bridge = _Bridge(self)
        self._bridge.verdict.connect(self._on_verdict)
        self._bridge.done.connect(self._on_done)
        self._bridge.failed.connect(self._on_failed)
        self._generation = 0
        self._cancel: Optional[threading.Event] = None
        self._running = False
        self._slots: Dict[str, _Slot] = {}
        self._tasks: Dict[int, QRunnable] = {}
        self._moves: Tuple[str, ...] = ()
        self._verdicts: List[Any] = []
        self._total = 0

    # ---- asking -------------------------------------------------------------------------
    def start(self, variant: str, first: str, moves: Sequence[Any]) -> None:
        """Judge ``moves`` (notation, or moves whose ``str`` is their notation) of a
        ``variant`` game ``first`` began: the verdicts come one by one (``verdictReady``)."""
        self.cancel()
        slot = self._slots.setdefault(variant, _Slot())
        self._generation += 1
        gen = self._generation
        self._moves = tuple(str(m) for m in moves)
        self._verdicts = []
        self._total = len(self._moves)
        cancel = self._cancel = threading.Event()
        self._set_running(True)
        task = _ReviewTask(slot, variant, first, self._moves, gen, self._bridge,
                           cancel)
        task.setAutoDelete(False)     # held until its end is heard
        self._tasks[gen] = task
        self.pool.start(task)

    def start_job(self, key: Sequence[str], total: int, job: Job) -> None:
        """Any game's review: run ``job`` (see :data:`Job`) in the pool for the game whose
        moves are ``key`` (notation: :meth:`moves` says it back), ``total`` verdicts to come,
        with the same progress, cancel and staleness as :meth:`start`."""
        self.cancel()
        self._generation += 1
        gen = self._generation
        self._moves = tuple(str(m) for m in key)
        self._verdicts = []
        self._total = total
        cancel = self._cancel = threading.Event()
        self._set_running(True)
        task = _JobTask(job, gen, self._bridge, cancel)
        task.setAutoDelete(False)     # held until its end is heard
        self._tasks[gen] = task
        self.pool.start(task)

    def cancel(self) -> None:
        """Stop the run (if any): nothing more of it arrives."""
        self._generation += 1
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None
        self._set_running(False)

    def wait(self, timeout_ms: int) -> bool:
        """Wait for the worker threads (after :meth:`cancel`); True when they are done."""
        return bool(self.pool.waitForDone(timeout_ms))

    # ---- what is known ------------------------------------------------------------------
    def is_running(self) -> bool:
        return self._running

    def verdicts(self) -> List[Any]:
        """The verdicts of the last run so far, in the game's order."""
        return list(self._verdicts)

    def moves(self) -> Tuple[str, ...]:
        """The moves of the last run (notation)."""
        return self._moves

    def total(self) -> int:
        return self._total

    # ---- the task's reports (UI thread) -------------------------------------------------
    def _on_verdict(self, gen: int, index: int, total: int, verdict: Any) -> None:
        if gen != self._generation or index != len(self._verdicts):
            return
        self._verdicts.append(verdict)
        self.verdictReady.emit(index, total, verdict)

    def _on_done(self, gen: int) -> None:
        self._tasks.pop(gen, None)
        if gen == self._generation:
            self._set_running(False)

    def _on_failed(self, gen: int, detail: str) -> None:
        self._tasks.pop(gen, None)
        if gen == self._generation:
            self._set_running(False)
            self.failed.emit(detail)

    def _set_running(self, running: bool) -> None:
        if running != self._running:
            self._running = running
            self.runningChanged.emit(running)


# ---- the words ---------------------------------------------------------------------------
def verdict_title(code: str) -> str:
    """What a move did, in a few words ("Threw the win away")."""
    titles: Dict[str, Callable[[], str]] = {
        "best": lambda: translate("Review", "Best move"),
        "kept_win": lambda: translate("Review", "Kept the win"),
        "slower_win": lambda: translate("Review", "Kept the win, but slower"),
        "threw_win": lambda: translate("Review", "Threw the win away"),
        "kept_draw": lambda: translate("Review", "Kept the draw"),
        "threw_draw": lambda: translate("Review", "Threw the draw away"),
        "best_defence": lambda: translate("Review", "Best defence"),
        "still_lost": lambda: translate("Review", "Still lost"),
        "shortened_loss": lambda: translate("Review", "Lost sooner than it had to"),
        "unknown": lambda: translate("Review", "Not worked out (too deep to judge in time)"),
        "inconsistent": lambda: translate("Review", "Could not be judged"),
    }
    return titles.get(code, titles["unknown"])()


def outcome_words(outcome: Optional[str], plies: Optional[int]) -> str:
    """What best play leads to for the mover once it has moved: "Win in 7", "Draw",
    "Loss in 4" (moves to the end, both players' together, this one left out), "" unknown."""
    left = None if plies is None else max(0, plies - 1)
    if outcome == "win":
        if left:
            return translate("Review", "Win in %1").replace("%1", str(left))
        return translate("Review", "Win")
    if outcome == "loss":
        if left:
            return translate("Review", "Loss in %1").replace("%1", str(left))
        return translate("Review", "Loss")
    if outcome == "draw":
        return translate("Review", "Draw")
    return ""


def _distance(outcome: Optional[str], plies: Optional[int]) -> str:
    """Where best play leads the mover after the move, in words a sentence ends with: "win
    in 7", "loss in 4" (moves to the end, both players' together, this one left out); ""
    where the distance is not known."""
    left = None if plies is None else max(0, plies - 1)
    if not left:
        return ""
    if outcome == "win":
        return translate("Review", "win in %1").replace("%1", str(left))
    if outcome == "loss":
        return translate("Review", "loss in %1").replace("%1", str(left))
    return ""


def verdict_text(verdict: Any) -> str:
    """What the move did, as a sentence a player understands ("Still winning: win in 9",
    "Threw the win away: now lost, loss in 6", "Lost whatever was played")."""
    code = verdict.code
    after = verdict.after.outcome
    far = _distance(after, verdict.after.plies)

    def said(plain: str, with_distance: str) -> str:
        return with_distance.replace("%1", far) if far else plain

    if code == "best":
        return said(translate("Review", "The best move: still winning"),
                    translate("Review", "The best move: %1", "a win's distance"))
    if code == "kept_win":
        return said(translate("Review", "Still winning"),
                    translate("Review", "Still winning: %1", "a win's distance"))
    if code == "slower_win":
        return said(translate("Review", "Still winning, but slower than it could be"),
                    translate("Review", "Still winning, but slower than it could be: %1",
                              "a win's distance"))
    if code == "threw_win" and after == "draw":
        return translate("Review", "Threw the win away: now only a draw")
    if code == "threw_win":
        return said(translate("Review", "Threw the win away: now lost"),
                    translate("Review", "Threw the win away: now lost, %1",
                              "a loss's distance"))
    if code == "kept_draw":
        return translate("Review", "Still a draw with best play from both")
    if code == "threw_draw":
        return said(translate("Review", "Threw the draw away: now lost"),
                    translate("Review", "Threw the draw away: now lost, %1",
                              "a loss's distance"))
    if code == "best_defence":
        return said(translate("Review", "Lost whatever was played; this holds out longest"),
                    translate("Review", "Lost whatever was played; this holds out longest: %1",
                              "a loss's distance"))
    if code == "still_lost":
        return translate("Review", "Lost whatever was played")
    if code == "shortened_loss":
        return said(translate("Review", "Lost whatever was played, but this loses sooner"),
                    translate("Review", "Lost whatever was played, but this loses sooner: %1",
                              "a loss's distance"))
    return verdict_title(code)


def verdict_sentence(verdict: Any, who: str,
                     better: Optional[Callable[[Any], str]] = None) -> str:
    """The review card's sentence for the move just shown: "Move 8, Dark: Threw the win away:
    now lost.
    A better move: Dark placed a sphere on b3, level 1." ``who``: the mover's name;
    ``better(move)``: a move in words (None: no better move named)."""
    text = (translate("Review", "Move %1, %2: %3").replace("%1", str(verdict.index + 1))
            .replace("%2", who).replace("%3", verdict_text(verdict)))
    if better is not None and verdict.better_moves:
        text += "\n" + translate("Review", "A better move: %1").replace(
            "%1", better(verdict.better_moves[0]))
    return text


def progress_text(done: int, total: int) -> str:
    """The review card while the verdicts come: "Judging the moves: 12 of 34"."""
    return (translate("Review", "Judging the moves: %1 of %2").replace("%1", str(done))
            .replace("%2", str(total)))


__all__ = ["INACCURACY_CODES", "Job", "MISTAKE_CODES", "ReviewWorker", "outcome_words",
           "progress_text", "verdict_sentence", "verdict_text", "verdict_title"]
