"""The environment hooks that act on the running window (names and documentation:
:mod:`.environment`): the benchmark's first-frame exit and the smoke test's screenshot.

Both fire on the first frame of whatever the window shows first: the table's first painted
frame when a game was opened on the table (a file on the command line, a double-click), else
the start page's first paint."""

from __future__ import annotations

import os
import time
from typing import Any, Callable

from .environment import FIRST_FRAME_ENV, SCREENSHOT_ENV, hook


def on_first_frame(window: Any, slot: Callable[[], None]) -> None:
    """Call ``slot`` once, at the first frame the window shows: the table's first painted
    frame or the start page's first paint, whichever comes first."""
    done: list[bool] = []

    def first() -> None:
        if not done:
            done.append(True)
            slot()

    window.board.frameSwapped.connect(first)
    page = getattr(window, "start_page", None)
    if page is not None:
        page.firstPainted.connect(first)


def install_first_frame_exit(app: Any, window: Any) -> None:
    """When ``TABLETOP_GUI_FIRST_FRAME_EXIT`` is set: print ``first-frame <time.time()>`` at
    the first frame the window shows (the table's or the start page's) and quit."""
    if not hook(FIRST_FRAME_ENV):
        return

    def first_frame() -> None:
        print(f"first-frame {time.time():.6f}", flush=True)
        app.quit()

    on_first_frame(window, first_frame)


def install_screenshot_hook(app: Any, window: Any) -> None:
    """When ``TABLETOP_GUI_SCREENSHOT`` is set: after the first frame, save the window (and,
    when the table shows, the table alone as ``<path>-board``), print ``screenshot <path>``,
    quit.

    The shot is taken once the events the first frame left queued have been handled (a
    zero-time timer, after the posted layout requests are sent): the window's layout is then
    final, and ``grab`` draws the widgets afresh, so no guessed delay is needed."""
    target = hook(SCREENSHOT_ENV)
    if not target:
        return
    from PySide6.QtCore import QCoreApplication, QTimer

    def shoot() -> None:
        QCoreApplication.sendPostedEvents()          # pending layout requests, resizes
        board = window.board
        table = board.isVisible()
        if table:
            board.repaint()
        base, ext = os.path.splitext(target)
        ok = window.grab().save(target)
        if table:
            ok = board.grabFramebuffer().save(f"{base}-board{ext or '.png'}") and ok
        print(f"screenshot {target} {'saved' if ok else 'FAILED'} title={window.windowTitle()!r}",
              flush=True)
        app.exit(0 if ok else 3)

    def first_frame() -> None:
        QTimer.singleShot(0, shoot)   # after the events the first frame queued

    on_first_frame(window, first_frame)
