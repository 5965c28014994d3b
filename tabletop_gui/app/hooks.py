"""The environment hooks that act on the running window (names and documentation:
:mod:`.environment`): the benchmark's first-frame exit (and its trace of the early start) and
the smoke test's screenshot.

Both fire on the first frame of whatever the window shows first: the table's first painted
frame when a game was opened on the table (a file on the command line, a double-click), else
the start page's first paint. Neither builds the table (the app builds it after the start
page's first paint: :mod:`.early`)."""

from __future__ import annotations

import gc
import os
import time
from typing import Any, Callable

from .early import heavy_modules_loaded, later_modules_loaded
from .environment import FIRST_FRAME_ENV, SCREENSHOT_ENV, hook

#: the value of ``TABLETOP_GUI_FIRST_FRAME_EXIT`` that traces the start up to the table
TRACE_TO_TABLE = "table"


def on_table_built(window: Any, slot: Callable[[Any], None]) -> None:
    """Call ``slot(board)`` once the window's 3D table exists (now, if it does)."""
    board = window.board_if_built
    if board is not None:
        slot(board)
        return
    done: list[bool] = []

    def built() -> None:
        if not done:
            done.append(True)
            slot(window.board_if_built)

    window.tableBuilt.connect(built)


def on_first_frame(window: Any, slot: Callable[[], None]) -> None:
    """Call ``slot`` once, at the first frame the window shows: the table's first painted
    frame or the start page's first paint, whichever comes first."""
    done: list[bool] = []

    def first() -> None:
        if not done:
            done.append(True)
            slot()

    on_table_built(window, lambda board: board.frameSwapped.connect(first))
    page = getattr(window, "start_page", None)
    if page is not None:
        page.firstPainted.connect(first)


def _line(*words: str) -> None:
    print(" ".join(words), flush=True)


def _state(window: Any, languages: Any) -> list[str]:
    """What the trace says at each step: the table's heavy modules loaded so far, the
    language, the one waiting for its translation to be compiled, the first game's Play
    button (in which language it speaks), whether the menus' actions are made, whether
    Python's garbage collector runs (``gc=held`` until the first paint: app.start), the CPU time
    the process has used (all its threads: the bench compares it with a bare window's)."""
    page = getattr(window, "start_page", None)
    buttons = getattr(page, "play_buttons", {}) or {}
    play = next(iter(buttons.values())).text() if buttons else ""
    heavy = ",".join(heavy_modules_loaded()) or "-"
    later = ",".join(later_modules_loaded()) or "-"
    language = getattr(languages, "language", "-")
    missing = getattr(languages, "missing", None) or "-"
    pending = getattr(page, "pictures_pending", None)
    pictures = "-" if pending is None else "pending" if pending() else "drawn"
    built = getattr(window, "status_bar_built", None)
    status = "-" if built is None else "built" if built() else "not-yet"
    keys = getattr(window, "shortcuts_pending", None)
    shortcuts = "-" if keys is None else "pending" if keys() else "set"
    menus = getattr(window, "menus", None)
    actions = "-" if menus is None else "made" if menus.actions_built else "pending"
    return [f"heavy={heavy}", f"later={later}", f"language={language}", f"missing={missing}",
            f"play={play.replace(' ', '_')}", f"pictures={pictures}", f"status-bar={status}",
            f"shortcuts={shortcuts}", f"actions={actions}",
            f"gc={'on' if gc.isenabled() else 'held'}", f"cpu={time.process_time():.4f}"]


def install_first_frame_exit(app: Any, window: Any, languages: Any = None) -> None:
    """When ``TABLETOP_GUI_FIRST_FRAME_EXIT`` is set: print ``first-frame <time.time()>``
    (and what is loaded then) at the first frame the window shows (the table's or the start
    page's) and quit. Set to ``table``: go on, print ``translations <time> ...`` when a
    translation compiled after the first paint is applied, ``table-built <time>
    longest-pause=<ms>`` once the table is built (the longest the window went without
    handling its events since the first paint), then show the table and print
    ``table-frame <time>`` at its first frame, and quit."""
    value = hook(FIRST_FRAME_ENV)
    if not value:
        return
    from PySide6.QtCore import QCoreApplication, QElapsedTimer, QTimer

    def first_frame() -> None:
        _line("first-frame", f"{time.time():.6f}", *_state(window, languages))
        if value != TRACE_TO_TABLE or (window.board_if_built is not None
                                       and not window.start_page_shown()):
            app.quit()          # (a game opened on the table: its first frame was the first)
            return
        # how long the window goes without handling events while the table is prepared
        clock = QElapsedTimer()
        clock.start()
        longest = [0]
        beat = QTimer(window)
        beat.setInterval(10)

        def tick() -> None:
            longest[0] = max(longest[0], clock.restart())

        beat.timeout.connect(tick)
        beat.start()
        if languages is not None:
            def translated() -> None:
                QCoreApplication.sendPostedEvents()     # every widget's LanguageChange
                _line("translations", f"{time.time():.6f}", *_state(window, languages))

            languages.languageChanged.connect(lambda _lang: QTimer.singleShot(0, translated))

        def table_frame() -> None:
            _line("table-frame", f"{time.time():.6f}", *_state(window, languages))
            app.quit()

        def built(board: Any) -> None:
            tick()
            beat.stop()
            _line("table-built", f"{time.time():.6f}", f"longest-pause={longest[0]}",
                  *_state(window, languages))
            board.frameSwapped.connect(table_frame)
            QTimer.singleShot(0, window.show_table)     # as a person choosing a game would

        on_table_built(window, built)

    on_first_frame(window, first_frame)


def install_screenshot_hook(app: Any, window: Any, languages: Any = None) -> None:
    """When ``TABLETOP_GUI_SCREENSHOT`` is set: after the first frame, save the window (and,
    when the table shows, the table alone as ``<path>-board``), print ``screenshot <path>``,
    quit. A first paint in English while the translation was being compiled (``languages``'
    ``missing``) waits for it: the shot shows the window in its language.

    The shot is taken once the events the first frame left queued have been handled (a
    zero-time timer, after the posted layout requests are sent): the window's layout is then
    final, and ``grab`` draws the widgets afresh, so no guessed delay is needed."""
    target = hook(SCREENSHOT_ENV)
    if not target:
        return
    from PySide6.QtCore import QCoreApplication, QTimer

    def shoot() -> None:
        QCoreApplication.sendPostedEvents()          # pending layout requests, resizes
        board = window.board_if_built
        table = board is not None and board.isVisible()
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
        if languages is not None and languages.missing is not None:
            shot: list[bool] = []

            def translated(_language: str) -> None:
                if not shot:
                    shot.append(True)
                    QTimer.singleShot(0, shoot)

            languages.languageChanged.connect(translated)
            return
        QTimer.singleShot(0, shoot)   # after the events the first frame queued

    on_first_frame(window, first_frame)
