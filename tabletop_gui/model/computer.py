"""The computer player: asks a seat's bot for a move off the UI thread, and hands it over.

:class:`ComputerPlayer` owns the worker tasks, the bots (one per seat, kept between moves so
their tables carry over), cancellation and progress, the short delay that keeps a quick move
from looking instant, and whether the computer waits (:attr:`ComputerPlayer.paused`: after
undo/redo, or while a person answers a question). It knows nothing of the game's flow: the
:class:`~tabletop_gui.model.game_model.GameModel` decides when a computer seat is to move,
calls :meth:`ComputerPlayer.start`, and plays the move that ``moveChosen`` brings.

Every task carries a *generation*: :meth:`ComputerPlayer.cancel` makes every result still to
come stale, and a stale result is dropped.
"""

from __future__ import annotations

import threading
import time
from typing import Any, Callable, Dict, Optional, Tuple

from PySide6.QtCore import QObject, QTimer, Signal

from .seats import seat_level
from .settings import DEFAULT_THINK_DELAY_MS
from .worker import BotTask, WorkerBridge

__all__ = ["ComputerPlayer", "DEFAULT_THINK_DELAY_MS"]

#: ``factory(game, seat) -> bot``: tests pass their own; None uses :func:`default_bot`
BotFactory = Callable[[str, int], Any]


def default_bot(game: str, seat: int, code: str = "computer") -> Any:
    """The AI's bot for ``game`` at the level of the seat code ``code``."""
    from ..ai.bots import make_bot

    return make_bot(game, seat_level(code))


class ComputerPlayer(QObject):
    """The computer's thinking for the model; see the module docstring."""

    thinkingChanged = Signal(bool)
    progress = Signal(int)          # 0..100
    moveChosen = Signal(object)     # the move to play now (the model checks it against the rules)
    failed = Signal(str)            # the bot raised (developer detail)

    def __init__(self, pool: Any, bot_factory: Optional[BotFactory] = None,
                 think_delay_ms: int = DEFAULT_THINK_DELAY_MS,
                 parent: Optional[QObject] = None) -> None:
        super().__init__(parent)
        #: the thread pool the tasks run on (a ``QThreadPool``, or the tests' synchronous one)
        self.pool = pool
        self.bot_factory = bot_factory
        self.think_delay_ms = think_delay_ms
        #: True while the computer waits (after undo/redo, under a question) for a resume
        self.paused = False
        self._bridge = WorkerBridge(self)
        self._bridge.finished.connect(self._on_finished)
        self._bridge.failed.connect(self._on_failed)
        self._bridge.progress.connect(self._on_progress)
        self._tasks: Dict[int, BotTask] = {}
        self._bots: Dict[int, Any] = {}
        self._generation = 0
        self._cancel: Optional[threading.Event] = None
        self._thinking = False
        self._think_started = 0.0
        self._pending: Optional[Tuple[int, Any]] = None    # (generation, move) held for the delay
        #: the least time the move being thought about takes to appear (ms): the think delay,
        #: or the watching pace when no person plays (see :meth:`start`)
        self.move_delay_ms = think_delay_ms

    def is_thinking(self) -> bool:
        return self._thinking

    def bot_for(self, game: str, seat: int, code: str = "computer") -> Any:
        """The bot of ``seat`` (made on first use with the seat code's level)."""
        if seat not in self._bots:
            if self.bot_factory is not None:
                self._bots[seat] = self.bot_factory(game, seat)
            else:
                self._bots[seat] = default_bot(game, seat, code)
        return self._bots[seat]

    def prepare(self, game: str, seat: int, code: str, view: Any) -> None:
        """A game begins with the computer in ``seat``: its bot (made now, kept for its moves)
        starts reading what it needs in the background (the Pylos expert's book), so that its
        first move does not wait for it. Never raises: a bot that cannot be made says so when
        it is to move."""
        try:
            bot = self.bot_for(game, seat, code)
            prepare = getattr(bot, "prepare", None)
            if prepare is not None:
                prepare(view)
        except Exception:
            pass

    def forget_bots(self) -> None:
        """Drop the seats' bots (a new game, changed seats): the next move makes them afresh."""
        self._bots.clear()

    def start(self, game: str, seat: int, code: str, view: Any,
              delay_ms: Optional[int] = None) -> None:
        """Think about a move for ``seat`` (seat code ``code``) in ``view``, what that seat may
        see; ``moveChosen`` or ``failed`` comes later (at once with a synchronous pool).
        ``delay_ms``: the least time the move takes to appear (None: :attr:`think_delay_ms`;
        the model gives the watching pace when no person plays)."""
        self.move_delay_ms = self.think_delay_ms if delay_ms is None else max(0, delay_ms)
        self._generation += 1
        gen = self._generation
        cancel = threading.Event()
        self._cancel = cancel
        self._thinking = True
        self._think_started = time.monotonic()
        self.thinkingChanged.emit(True)
        self.progress.emit(0)
        try:
            bot = self.bot_for(game, seat, code)
        except Exception as exc:
            self._on_failed(gen, repr(exc))
            return
        task = BotTask(bot, view, gen, self._bridge, cancel)
        task.setAutoDelete(False)  # we hold it until its result arrives
        self._tasks[gen] = task
        self.pool.start(task)

    def cancel(self) -> None:
        """Any result still to come is stale from now on."""
        self._generation += 1
        self._pending = None
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None
        if self._thinking:
            self._thinking = False
            self.thinkingChanged.emit(False)

    def hurry(self) -> None:
        """"Stop and move now": the bot returns its best move so far, without the delay."""
        if self._cancel is not None:
            self._cancel.set()
        if self._pending is not None:
            gen, move = self._pending
            self._pending = None
            self._deliver(gen, move)

    def holds_no_move(self) -> bool:
        """No move of the computer's can come until it is started again: it is not thinking
        and no move found waits out its delay (what a held computer, :attr:`paused`, is)."""
        return not self._thinking and self._pending is None

    def wait(self, timeout_ms: int) -> bool:
        """Wait for the worker threads (after :meth:`cancel`); True when they are done."""
        return bool(self.pool.waitForDone(timeout_ms))

    # ---- the tasks' reports (in the UI thread) --------------------------------------------
    def _on_progress(self, gen: int, percent: int) -> None:
        if gen == self._generation and self._thinking:
            self.progress.emit(max(0, min(100, percent)))

    def _on_finished(self, gen: int, move: Any) -> None:
        self._tasks.pop(gen, None)
        if gen != self._generation or not self._thinking:
            return  # stale: undone, restarted or loaded meanwhile
        remaining = self.move_delay_ms / 1000 - (time.monotonic() - self._think_started)
        hurried = self._cancel is not None and self._cancel.is_set()
        if remaining > 0 and not hurried:
            self._pending = (gen, move)
            QTimer.singleShot(int(remaining * 1000) + 1, self, lambda: self._deliver_pending(gen))
        else:
            self._deliver(gen, move)

    def _deliver_pending(self, gen: int) -> None:
        if self._pending is not None and self._pending[0] == gen:
            move = self._pending[1]
            self._pending = None
            self._deliver(gen, move)

    def _deliver(self, gen: int, move: Any) -> None:
        if gen != self._generation or not self._thinking:
            return
        self.moveChosen.emit(move)

    def _on_failed(self, gen: int, detail: str) -> None:
        self._tasks.pop(gen, None)
        if gen != self._generation:
            return
        self.failed.emit(detail)


__all__ = ["ComputerPlayer", "BotFactory", "default_bot", "DEFAULT_THINK_DELAY_MS"]
