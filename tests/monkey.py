"""A seeded GUI monkey: random input a person could give, on the real main window, counting the
Python exceptions and Qt warnings it provokes.

It drives a :class:`~tabletop_gui.view.main_window.MainWindow` on a real :class:`GameModel`
(a synchronous worker, settings and autosave in a temporary folder, as the view tests'
``open_window`` builds it) with pointer moves, clicks, drags and the wheel over the table (at
any point, the very edges and beyond them included, with and without Ctrl, Shift and Alt),
keys to whatever has the keyboard, the menus' actions, the window's buttons (the start page,
the panels, the lessons' and the review's bars, the hand-over and game-over cards), moves
typed in the Move field, new games of both games (PILUS with 2 to 4 players) with computer
seats at the weak levels, lessons, reviews, the camera at its extremes, window sizes and
languages. Every input is an event sent through ``QApplication.sendEvent`` or QTest, and the
event loop runs a few milliseconds after each, so timers and the worker run as they would.

Modal questions would stop the monkey (and a person's answer is part of the input): while it
runs, ``QDialog.exec`` and ``QMessageBox.exec`` answer at once with a random button, the New
Game dialog with random choices, the file dialogs with a file of the monkey's folder (or
Cancel). Popup menus that open by themselves (a menu button, a text field's context menu) are
answered by a timer. The Quit action and its keys are never used.

An exception counts wherever it is raised: in a slot or a virtual (``sys.excepthook``) or in
what the monkey called; so does every warning, critical or fatal message of Qt's
(``qInstallMessageHandler``). Run it from the command line::

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python -m tests.monkey --events 20000 --seed 1

It prints the events by kind, the exceptions (each traceback once, with how often), the Qt
warnings and the seconds, and exits 1 when there was any exception or warning. The suite runs it
in ``tests/view/test_monkey.py``.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

# window sizes a person may give the window: the smallest the layout promises, usual ones, and
# smaller than any (the window's minimum size takes over)
SIZES = ((1024, 700), (1200, 760), (1280, 800), (1440, 900), (1590, 990), (800, 600),
         (640, 480), (480, 360), (300, 200), (1024, 600))
# what the monkey does, and how often (relative weights)
WEIGHTS = {
    "move": 14, "click": 14, "drag": 6, "wheel": 6, "hover_edge": 2, "key": 16, "button": 10,
    "menu": 5, "type_move": 6, "new_game": 2, "start_page": 2, "lesson": 3, "review": 2,
    "camera_extreme": 2, "resize": 1, "language": 0.5, "leave": 1, "close_dialogs": 0.5,
}
# the seats of new games: mostly people, the computer at the quick levels
SEAT_WEIGHTS = (("human", 6), ("computer:beginner", 2), ("computer:easy", 2))


@dataclass
class Record:
    """What went wrong: each exception's traceback and each Qt message, with how often."""

    exceptions: Counter = field(default_factory=Counter)
    warnings: Counter = field(default_factory=Counter)
    first_event: dict = field(default_factory=dict)    # text -> (event index, kind)

    def exception_count(self) -> int:
        return sum(self.exceptions.values())

    def warning_count(self) -> int:
        return sum(self.warnings.values())


class Watch:
    """Records exceptions (``sys.excepthook``) and Qt's warnings while installed (a ``with``
    block); ``where`` says which event was being given, for the record."""

    def __init__(self, record: Record) -> None:
        self.record = record
        self.where: tuple[int, str] = (-1, "setup")
        self._hook: Any = None
        self._installed = False

    def exception(self, etype: Any, value: Any, tb: Any) -> None:
        text = "".join(traceback.format_exception(etype, value, tb)).rstrip()
        self.record.exceptions[text] += 1
        self.record.first_event.setdefault(text, self.where)

    def qt_message(self, mode: Any, context: Any, message: str) -> None:
        from PySide6.QtCore import QtMsgType

        if mode in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            name = {QtMsgType.QtWarningMsg: "warning", QtMsgType.QtCriticalMsg: "critical",
                    QtMsgType.QtFatalMsg: "fatal"}[mode]
            text = f"{name}: {message}"
            self.record.warnings[text] += 1
            self.record.first_event.setdefault(text, self.where)

    def __enter__(self) -> "Watch":
        from PySide6.QtCore import qInstallMessageHandler

        self._hook = sys.excepthook
        sys.excepthook = self.exception
        self._previous_handler = qInstallMessageHandler(self.qt_message)
        self._installed = True
        return self

    def __exit__(self, *exc: Any) -> None:
        from PySide6.QtCore import qInstallMessageHandler

        if self._installed:
            sys.excepthook = self._hook
            qInstallMessageHandler(self._previous_handler)
            self._installed = False


class Answers:
    """While installed, the modal questions answer at once (see the module docstring): what a
    person answers is random input like any other."""

    def __init__(self, rng: random.Random, folder: str) -> None:
        self.rng = rng
        self.folder = folder
        self.saved = 0
        self._undo: list[Callable[[], None]] = []

    def _patch(self, owner: Any, name: str, value: Any) -> None:
        old = owner.__dict__.get(name, None) if isinstance(owner, type) else None
        had = isinstance(owner, type) and name in owner.__dict__
        setattr(owner, name, value)

        def undo() -> None:
            if had:
                setattr(owner, name, old)
            else:
                delattr(owner, name)
        self._undo.append(undo)

    def __enter__(self) -> "Answers":
        from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

        from tabletop_gui.view.dialogs import NewGameDialog

        answers = self

        def dialog_exec(dlg: Any) -> int:
            if isinstance(dlg, NewGameDialog):
                return answers.new_game(dlg)
            dlg.reject()
            return int(QDialog.DialogCode.Rejected.value)

        def box_exec(box: Any) -> int:
            buttons = [b for b in box.buttons() if b.isEnabled()]
            if buttons:
                answers.rng.choice(buttons).click()
            else:
                box.done(0)
            return box.result()

        def static_box(*_args: Any, **_kwargs: Any) -> Any:
            return QMessageBox.StandardButton.Ok

        def open_name(*_args: Any, **_kwargs: Any) -> tuple[str, str]:
            return (answers.file_to_open(), "")

        def save_name(*_args: Any, **_kwargs: Any) -> tuple[str, str]:
            return (answers.file_to_save(), "")

        self._patch(QDialog, "exec", dialog_exec)
        self._patch(QMessageBox, "exec", box_exec)
        for name in ("about", "information", "question", "warning", "critical"):
            self._patch(QMessageBox, name, staticmethod(static_box))
        self._patch(QFileDialog, "getOpenFileName", staticmethod(open_name))
        self._patch(QFileDialog, "getSaveFileName", staticmethod(save_name))
        return self

    def __exit__(self, *exc: Any) -> None:
        while self._undo:
            self._undo.pop()()

    # ---- the answers ----------------------------------------------------------------------
    def new_game(self, dlg: Any) -> int:
        """Random choices in the New Game dialog: its game, then every box of the game's page
        (a seat at a quick level), sometimes a typed name; Start mostly, else Cancel."""
        from PySide6.QtWidgets import QComboBox, QDialog, QLineEdit

        from tabletop_gui.model.seats import seat_code_ok

        rng = self.rng
        dlg.game_box.setCurrentIndex(rng.randrange(dlg.game_box.count()))
        page = dlg.page()
        for _round in range(2):     # (the players' count shows or hides seat rows)
            for box in page.findChildren(QComboBox):
                if box.count() == 0:
                    continue
                codes = [box.itemData(i) for i in range(box.count())]
                if all(isinstance(c, str) and seat_code_ok(c) for c in codes):
                    wanted = weighted(rng, SEAT_WEIGHTS)
                    if wanted in codes:
                        box.setCurrentIndex(codes.index(wanted))
                else:
                    box.setCurrentIndex(rng.randrange(box.count()))
        for edit in page.findChildren(QLineEdit):
            if rng.random() < 0.1:
                edit.setText(rng.choice(["", "Ana", "Ωmega-Čáp", "x" * 60, "  ", "Bo;@,"]))
        if rng.random() < 0.85:
            dlg.accept()
            return int(QDialog.DialogCode.Accepted.value)
        dlg.reject()
        return int(QDialog.DialogCode.Rejected.value)

    def files(self) -> list[str]:
        return sorted(os.path.join(self.folder, n) for n in os.listdir(self.folder)
                      if n.startswith("monkey-"))

    def file_to_open(self) -> str:
        """A game the monkey saved, a damaged file, one that is not there, or Cancel."""
        rng = self.rng
        roll = rng.random()
        files = self.files()
        if roll < 0.5 and files:
            return rng.choice(files)
        if roll < 0.65:
            damaged = os.path.join(self.folder, "damaged.tabletop")
            with open(damaged, "w", encoding="utf-8") as f:
                f.write(rng.choice(["{", "", '{"game": "pylos", "moves": ["9z9"]}', "\x00\x01"]))
            return damaged
        if roll < 0.75:
            return os.path.join(self.folder, "not-there.tabletop")
        return ""

    def file_to_save(self) -> str:
        if self.rng.random() < 0.2:
            return ""
        self.saved += 1
        return os.path.join(self.folder, f"monkey-{self.saved % 5}")


def weighted(rng: random.Random, pairs: Any) -> Any:
    items = list(pairs.items()) if isinstance(pairs, dict) else list(pairs)
    return rng.choices([k for k, _w in items], weights=[w for _k, w in items])[0]


def build_window(folder: str, seed: int) -> Any:
    """A shown main window on a fresh model (as the view tests' ``open_window`` builds one):
    a synchronous worker, the computer at most at the easy level (so it moves at once), a
    short delay before its moves, settings and autosave in ``folder``; the start page shows,
    as at the app's start."""
    from PySide6.QtCore import QSettings

    from tabletop_gui.ai.bots import make_bot
    from tabletop_gui.app.start import start_first_game
    from tabletop_gui.model import GameModel
    from tabletop_gui.model.seats import seat_level
    from tabletop_gui.view import privacy
    from tabletop_gui.view.main_window import MainWindow
    from tests.sync_pool import SynchronousPool

    rng = random.Random(seed * 7919 + 1)
    holder: list[Any] = []

    def bot(game: str, seat: int) -> Any:
        seats = holder[0].seats if holder else []
        level = seat_level(seats[seat]) if seat < len(seats) else "easy"
        return make_bot(game, level if level == "beginner" else "easy",
                        seed=rng.randrange(1 << 30))

    def hint(game: str, seat: int) -> Any:
        return make_bot(game, "beginner", seed=rng.randrange(1 << 30))

    # the hand-over card takes clicks a moment after it shows (a person's double click is
    # not an answer): the monkey's clicks are quicker than a person's
    privacy.ARM_MS = 40
    settings = QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat)
    model = GameModel(settings=settings, thread_pool=SynchronousPool(), bot_factory=bot,
                      hint_factory=hint, autosave_path=os.path.join(folder, "autosave.json"),
                      think_delay_ms=25)
    holder.append(model)
    window = MainWindow(model)
    window.lessons.runner.reply_delay_ms = 40
    window.resize(1024, 700)
    window.show()
    start_first_game(window, model, None)
    return window


class Monkey:
    """Random input on ``window`` (see the module docstring), ``seed`` for the choices."""

    def __init__(self, window: Any, seed: int, folder: str, watch: Watch,
                 pause_ms: int = 2, loop_share: float = 0.35) -> None:
        self.window = window
        self.rng = random.Random(seed)
        self.popup_rng = random.Random(seed + 1)
        self.pace_rng = random.Random(seed + 3)
        self.loop_share = loop_share
        self.folder = folder
        self.watch = watch
        self.pause_ms = pause_ms
        self.counts: Counter = Counter()
        self.seconds: Counter = Counter()     # by kind: the time its events took
        self.games: Counter = Counter()       # the game on the table after each event
        self.pressed: Any = None        # the button held down between a drag's events
        self._popup_timer: Any = None

    # ---- running ------------------------------------------------------------------------
    def run(self, events: int) -> None:
        from PySide6.QtCore import QTimer
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        # popup menus (a menu button, a field's context menu) run their own event loop: a
        # timer answers them as a person would, choosing an entry or closing them
        timer = QTimer()
        timer.setInterval(15)
        timer.timeout.connect(self._answer_popup)
        timer.start()
        self._popup_timer = timer
        QTest.qWaitForWindowExposed(self.window, 5000)
        self.window.activateWindow()
        QTest.qWaitForWindowActive(self.window, 2000)
        kinds = list(WEIGHTS)
        weights = [WEIGHTS[k] for k in kinds]
        try:
            for index in range(events):
                kind = self.rng.choices(kinds, weights=weights)[0]
                self.counts[kind] += 1
                self.watch.where = (index, kind)
                started = time.monotonic()
                try:
                    getattr(self, "do_" + kind)()
                except Exception:
                    self.watch.exception(*sys.exc_info())
                acted = time.monotonic()
                # the event loop (timers, the worker's results, a frame of the table) after
                # some events, not all: a person's quick input gives several events a frame
                if self.pace_rng.random() < self.loop_share:
                    QTest.qWait(self.pace_rng.choice((0, self.pause_ms, 3 * self.pause_ms)))
                    QApplication.processEvents()
                self.seconds[kind] += acted - started
                self.games[self.window.model.game] += 1
                self.seconds["(event loop)"] += time.monotonic() - acted
        finally:
            timer.stop()
            self.release_buttons()

    # ---- where ------------------------------------------------------------------------------
    @property
    def board(self) -> Any:
        return self.window.board

    def board_shown(self) -> bool:
        return self.window.table_built() and self.board.isVisible() \
            and not self.window.start_page_shown()

    def board_point(self, margin: int = 0) -> Any:
        """A point of the table: anywhere, or on its very edges or corners, or (``margin``)
        beyond them."""
        from PySide6.QtCore import QPoint

        rng = self.rng
        w, h = self.board.width(), self.board.height()
        roll = rng.random()
        if roll < 0.25:         # an edge or a corner
            x = rng.choice((0, 1, w - 2, w - 1, rng.randrange(max(1, w))))
            y = rng.choice((0, 1, h - 2, h - 1)) if x not in (0, 1, w - 2, w - 1) \
                else rng.randrange(max(1, h))
            return QPoint(x, y)
        if roll < 0.3 and margin:
            return QPoint(rng.randint(-margin, w + margin), rng.randint(-margin, h + margin))
        # mostly the middle, where the pieces are
        return QPoint(int(rng.triangular(0, w - 1, w / 2)), int(rng.triangular(0, h - 1, h / 2)))

    def window_point(self) -> Any:
        from PySide6.QtCore import QPoint

        w = self.window
        return QPoint(self.rng.randrange(max(1, w.width())), self.rng.randrange(max(1, w.height())))

    def target_at(self, window_pos: Any) -> tuple[Any, Any]:
        """The widget a person's pointer at ``window_pos`` (window coordinates) reaches: the
        topmost one there (a card over the table before the table), and the point in it."""
        child = self.window.childAt(window_pos)
        target = child if child is not None else self.window
        return target, target.mapFrom(self.window, window_pos) if target is not self.window \
            else window_pos

    def table_target(self, margin: int = 0) -> tuple[Any, Any]:
        """A point over the table (or anywhere in the window when the table is covered), as
        the widget there and the point in it."""
        if self.board_shown() and self.rng.random() < 0.85:
            local = self.board_point(margin)
            window_pos = self.board.mapTo(self.window, local)
            inside = self.window.rect().contains(window_pos) and self.board.rect().contains(local)
            if inside:
                return self.target_at(window_pos)
            return self.board, local
        return self.target_at(self.window_point())

    def modifiers(self, p: float = 0.25) -> Any:
        from PySide6.QtCore import Qt

        KM = Qt.KeyboardModifier
        mods = KM.NoModifier
        if self.rng.random() < p:
            for m in (KM.ControlModifier, KM.ShiftModifier, KM.AltModifier):
                if self.rng.random() < 0.45:
                    mods |= m
        return mods

    # ---- raw events ---------------------------------------------------------------------
    def send_mouse(self, widget: Any, kind: Any, pos: Any, button: Any, buttons: Any,
                   mods: Any) -> None:
        from PySide6.QtCore import QPointF
        from PySide6.QtGui import QMouseEvent
        from PySide6.QtWidgets import QApplication
        from shiboken6 import isValid

        if not isValid(widget):
            return
        p = QPointF(pos)
        ev = QMouseEvent(kind, p, QPointF(widget.mapToGlobal(pos)), button, buttons, mods)
        QApplication.sendEvent(widget, ev)

    def click_at(self, widget: Any, pos: Any, button: Any = None, mods: Any = None,
                 double: bool = False) -> None:
        from PySide6.QtCore import QEvent, Qt

        button = Qt.MouseButton.LeftButton if button is None else button
        mods = Qt.KeyboardModifier.NoModifier if mods is None else mods
        T = QEvent.Type
        self.send_mouse(widget, T.MouseMove, pos, Qt.MouseButton.NoButton,
                        Qt.MouseButton.NoButton, mods)
        self.send_mouse(widget, T.MouseButtonPress, pos, button, button, mods)
        self.send_mouse(widget, T.MouseButtonRelease, pos, button, Qt.MouseButton.NoButton, mods)
        if double:
            self.send_mouse(widget, T.MouseButtonDblClick, pos, button, button, mods)
            self.send_mouse(widget, T.MouseButtonRelease, pos, button, Qt.MouseButton.NoButton,
                            mods)

    def release_buttons(self) -> None:
        from PySide6.QtCore import QEvent, Qt

        if self.pressed is not None:
            widget, pos, button = self.pressed
            self.pressed = None
            self.send_mouse(widget, QEvent.Type.MouseButtonRelease, pos, button,
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)

    def key(self, key: Any, mods: Any = None, widget: Any = None, text: str = "") -> None:
        """A key press and release where the keyboard is (the window's shortcuts first, as
        QTest sends them); never a key of Quit."""
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QKeySequence
        from PySide6.QtTest import QTest
        from PySide6.QtWidgets import QApplication

        mods = Qt.KeyboardModifier.NoModifier if mods is None else mods
        combo = QKeySequence(QKeyCombination(mods, key))
        if any(combo.matches(s) == QKeySequence.SequenceMatch.ExactMatch
               for s in self.window.act_quit.shortcuts()):
            return
        target = widget or QApplication.focusWidget() or self.window
        if text and mods in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
            QTest.keyClick(target, text[0], mods)   # (the character too, for text fields)
        else:
            QTest.keyClick(target, key, mods)

    # ---- the kinds ----------------------------------------------------------------------
    def do_move(self) -> None:
        from PySide6.QtCore import QEvent, Qt

        widget, pos = self.table_target()
        NB = Qt.MouseButton.NoButton
        for _ in range(self.rng.randint(1, 4)):
            self.send_mouse(widget, QEvent.Type.MouseMove, pos, NB, NB, self.modifiers(0.1))
            pos = pos + type(pos)(self.rng.randint(-15, 15), self.rng.randint(-15, 15))

    def do_hover_edge(self) -> None:
        """The pointer along an edge of the table (where a ray meets the table far away or
        not at all)."""
        from PySide6.QtCore import QEvent, QPoint, Qt

        if not self.board_shown():
            return self.do_move()
        w, h = self.board.width(), self.board.height()
        NB = Qt.MouseButton.NoButton
        y = self.rng.choice((0, 1, 2, h // 3))
        for x in range(0, w, max(1, w // 12)):
            self.send_mouse(self.board, QEvent.Type.MouseMove, QPoint(x, y), NB, NB,
                            Qt.KeyboardModifier.NoModifier)

    def do_click(self) -> None:
        from PySide6.QtCore import Qt

        widget, pos = self.table_target()
        MB = Qt.MouseButton
        button = weighted(self.rng, ((MB.LeftButton, 8), (MB.RightButton, 1), (MB.MiddleButton, 1)))
        self.click_at(widget, pos, button, self.modifiers(0.15), double=self.rng.random() < 0.1)

    def do_drag(self) -> None:
        """Press, move in steps (beyond the table too) and release: the camera turns, pans."""
        from PySide6.QtCore import QEvent, QPoint, Qt

        widget, pos = self.table_target()
        MB = Qt.MouseButton
        button = weighted(self.rng, ((MB.LeftButton, 6), (MB.MiddleButton, 2), (MB.RightButton, 1)))
        mods = self.modifiers(0.3)
        T = QEvent.Type
        self.send_mouse(widget, T.MouseButtonPress, pos, button, button, mods)
        self.pressed = (widget, pos, button)
        dx, dy = self.rng.randint(-40, 40), self.rng.randint(-40, 40)
        for _ in range(self.rng.randint(1, 8)):
            pos = pos + QPoint(dx + self.rng.randint(-5, 5), dy + self.rng.randint(-5, 5))
            self.send_mouse(widget, T.MouseMove, pos, MB.NoButton, button, mods)
            self.pressed = (widget, pos, button)
        self.send_mouse(widget, T.MouseButtonRelease, pos, button, MB.NoButton, mods)
        self.pressed = None

    def wheel(self, widget: Any, pos: Any, delta: int, mods: Any) -> None:
        from PySide6.QtCore import QPoint, QPointF, Qt
        from PySide6.QtGui import QWheelEvent
        from PySide6.QtWidgets import QApplication
        from shiboken6 import isValid

        if not isValid(widget):
            return
        horizontal = self.rng.random() < 0.1
        angle = QPoint(delta, 0) if horizontal else QPoint(0, delta)
        ev = QWheelEvent(QPointF(pos), QPointF(widget.mapToGlobal(pos)), QPoint(0, 0), angle,
                         Qt.MouseButton.NoButton, mods, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(widget, ev)

    def do_wheel(self) -> None:
        widget, pos = self.table_target()
        mods = self.modifiers(0.35)
        delta = self.rng.choice((-360, -120, -120, -15, 15, 120, 120, 360))
        for _ in range(self.rng.randint(1, 3)):
            self.wheel(widget, pos, delta, mods)

    def do_leave(self) -> None:
        from PySide6.QtCore import QEvent, QPointF
        from PySide6.QtGui import QEnterEvent
        from PySide6.QtWidgets import QApplication

        if not self.board_shown():
            return
        if self.rng.random() < 0.5:
            QApplication.sendEvent(self.board, QEvent(QEvent.Type.Leave))
        else:
            p = QPointF(self.board_point())
            QApplication.sendEvent(self.board, QEnterEvent(p, p, QPointF(self.board.mapToGlobal(p))))

    KEYS = ("Tab", "Backtab", "Return", "Enter", "Space", "Escape", "Q", "E", "L", "V", "H", "R",
            "T", "0", "1", "2", "3", "4", "5", "9", "Left", "Right", "Up", "Down", "Home", "End",
            "Plus", "Minus", "Equal", "Z", "Y", "N", "S", "O", "A", "B", "Delete", "Backspace",
            "PageUp", "PageDown", "F1")

    def do_key(self) -> None:
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication

        name = self.rng.choice(self.KEYS)
        key = getattr(Qt.Key, "Key_" + name)
        mods = self.modifiers(0.2)
        text = name.lower() if len(name) == 1 else ""
        if (QApplication.focusWidget() is None or self.rng.random() < 0.3) and self.board_shown():
            self.board.setFocus()       # (a person's click on the table gives it the keys)
        for _ in range(self.rng.choice((1, 1, 1, 2, 3))):
            self.key(key, mods, text=text)

    def visible_buttons(self) -> list:
        from PySide6.QtWidgets import QAbstractButton, QApplication

        out = []
        for top in QApplication.topLevelWidgets():
            if not top.isVisible() or top.isModal():
                continue
            for b in top.findChildren(QAbstractButton):
                if b.isVisible() and b.isEnabled() and b.width() > 0:
                    out.append(b)
        return out

    def do_button(self) -> None:
        """A click on one of the buttons in sight (the start page's, the panel's, the bars'
        and the cards', a menu button's)."""
        from PySide6.QtCore import QPoint

        buttons = self.visible_buttons()
        if not buttons:
            return
        b = self.rng.choice(buttons)
        r = b.rect()
        pos = QPoint(self.rng.randint(1, max(1, r.width() - 2)), self.rng.randint(1, max(1, r.height() - 2)))
        self.click_at(b, pos)

    def menu_actions(self) -> list:
        """Every enabled entry of the window's menus (their submenus too), never Quit."""
        from PySide6.QtGui import QAction

        found: list[QAction] = []

        def walk(menu: Any) -> None:
            for act in menu.actions():
                if act.menu() is not None:
                    walk(act.menu())
                elif not act.isSeparator() and act.isEnabled() and act.isVisible() \
                        and act is not self.window.act_quit:
                    found.append(act)
        for act in self.window.menuBar().actions():
            if act.menu() is not None:
                walk(act.menu())
        return found

    def do_menu(self) -> None:
        acts = self.menu_actions()
        if acts:
            self.rng.choice(acts).trigger()

    def do_type_move(self) -> None:
        """A move typed in the Move field and Enter: a legal one (in a lesson, mostly what
        the step asks), a refused one or nonsense."""
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        w = self.window
        if not self.board_shown() or not w.notation.isEnabled() or not w.notation.isVisible():
            return
        m = w.model
        rng = self.rng
        text = ""
        roll = rng.random()
        if m.in_lesson() and roll < 0.7:
            runner = w.lessons.runner
            accepts = runner.step.accepts if runner.active() else ()
            text = rng.choice(accepts) if accepts else ""
        elif roll < 0.8 and not m.is_over():
            legal = list(m.state.legal_moves())
            if legal:
                text = m.spec.notation(rng.choice(legal))
        elif roll < 0.9:
            text = rng.choice(["", "zz", "1a1", "9z9", "BYGN@9,9", "@", ";;", "1a1-", "ÿ" * 5,
                               "RRRR@0,0;p0,0", "1b2 1c3"])
        w.notation.setFocus()
        if len(text) <= 8 and rng.random() < 0.5:
            w.notation.clear()
            QTest.keyClicks(w.notation, text)
        else:
            w.notation.setText(text)
        QTest.keyClick(w.notation, Qt.Key.Key_Return)

    def do_new_game(self) -> None:
        """Game > New (the dialog answers with random choices), or the start page's buttons."""
        w = self.window
        if self.rng.random() < 0.7:
            w.act_new.trigger()
        else:
            w.act_start_page.trigger()
            page = w.start_page
            pools = [page.play_buttons, page.two_people_buttons, page.options_buttons]
            buttons = [b for pool in pools for b in pool.values() if b.isVisible()]
            if buttons:
                self.click_at(b := self.rng.choice(buttons), b.rect().center())

    def do_start_page(self) -> None:
        """The start page: shown, its continue cards, its recent games, back to the table."""
        from PySide6.QtWidgets import QAbstractButton

        w = self.window
        if not w.start_page_shown():
            w.act_start_page.trigger()
            return
        buttons = [b for b in w.start_page.findChildren(QAbstractButton)
                   if b.isVisible() and b.isEnabled()]
        if buttons:
            b = self.rng.choice(buttons)
            self.click_at(b, b.rect().center())

    def do_lesson(self) -> None:
        """Learn to play (Help, or the start page), and the lesson bar's Next, Back, Leave,
        the game against the beginner and the lessons' menu."""
        w = self.window
        rng = self.rng
        bar = w.lessons.bar if w.table_built() else None
        if bar is not None and bar.isVisible() and rng.random() < 0.8:
            choices = [b for b in (bar.back_button, bar.next_button, bar.beginner_button,
                                   bar.leave_button) if b.isVisible() and b.isEnabled()]
            if rng.random() < 0.25:
                acts = [a for a in bar.lessons_menu.actions() if a.isEnabled()]
                if acts:
                    rng.choice(acts).trigger()
                    return
            if choices:
                b = rng.choice(choices)
                self.click_at(b, b.rect().center())
            return
        if w.start_page_shown() and rng.random() < 0.5:
            buttons = [b for b in w.start_page.learn_buttons.values() if b.isVisible()]
            if buttons:
                b = rng.choice(buttons)
                self.click_at(b, b.rect().center())
                return
        acts = [a for a in w.learn_actions.values() if a.isEnabled()]
        if acts:
            rng.choice(acts).trigger()

    def do_review(self) -> None:
        """Game > Review Game, its steps by the bar and the keys, and leaving it."""
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QAbstractButton

        w = self.window
        rng = self.rng
        bar = w.playback.bar if w.table_built() else None
        if bar is not None and bar.isVisible() and rng.random() < 0.85:
            if rng.random() < 0.5:
                buttons = [b for b in bar.findChildren(QAbstractButton)
                           if b.isVisible() and b.isEnabled()]
                if buttons:
                    b = rng.choice(buttons)
                    self.click_at(b, b.rect().center())
                    return
            self.board.setFocus()
            key = rng.choice((Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End,
                              Qt.Key.Key_Escape))
            self.key(key)
            return
        if w.act_review.isEnabled():
            w.act_review.trigger()

    def do_camera_extreme(self) -> None:
        """The camera dragged to its lowest or highest elevation, zoomed fully in or out,
        or panned far away."""
        from PySide6.QtCore import QEvent, QPoint, Qt

        if not self.board_shown():
            return
        b = self.board
        rng = self.rng
        MB = Qt.MouseButton
        T = QEvent.Type
        NoMod = Qt.KeyboardModifier.NoModifier
        centre = QPoint(b.width() // 2, b.height() // 2)
        roll = rng.random()
        if roll < 0.5:
            pan = roll < 0.12
            mods = Qt.KeyboardModifier.ShiftModifier if pan else NoMod
            step = QPoint(rng.choice((-60, 0, 60)) if pan else 0, rng.choice((-80, 80)))
            pos = centre
            self.send_mouse(b, T.MouseButtonPress, pos, MB.LeftButton, MB.LeftButton, mods)
            for _ in range(rng.randint(4, 20)):
                pos = pos + step
                self.send_mouse(b, T.MouseMove, pos, MB.NoButton, MB.LeftButton, mods)
            self.send_mouse(b, T.MouseButtonRelease, pos, MB.LeftButton, MB.NoButton, mods)
        else:
            delta = rng.choice((-1200, 1200))
            for _ in range(rng.randint(5, 15)):
                self.wheel(b, self.board_point(), delta, NoMod)
        # and what the pointer finds at the extreme
        for _ in range(3):
            self.send_mouse(b, T.MouseMove, self.board_point(), MB.NoButton, MB.NoButton, NoMod)

    def do_resize(self) -> None:
        w, h = self.rng.choice(SIZES)
        self.window.resize(w, h)

    def do_language(self) -> None:
        acts = list(self.window.language_actions.values())
        self.rng.choice(acts).trigger()

    def do_close_dialogs(self) -> None:
        """The rules window (beside the table) closed, and the main window active again."""
        from PySide6.QtWidgets import QApplication, QDialog

        for top in QApplication.topLevelWidgets():
            if isinstance(top, QDialog) and top.isVisible() and not top.isModal():
                top.close()
        self.window.activateWindow()

    # ---- popups -------------------------------------------------------------------------
    def _answer_popup(self) -> None:
        from PySide6.QtWidgets import QApplication, QMenu

        popup = QApplication.activePopupWidget()
        if popup is None:
            modal = QApplication.activeModalWidget()
            if modal is not None:       # a question the answers above do not know
                modal.close()
            return
        if isinstance(popup, QMenu):
            acts = [a for a in popup.actions() if a.isEnabled() and not a.isSeparator()
                    and a.menu() is None]
            popup.close()
            if acts and self.popup_rng.random() < 0.7:
                self.popup_rng.choice(acts).trigger()
        else:
            popup.close()


def QKeyCombination(mods: Any, key: Any) -> Any:
    from PySide6.QtCore import QKeyCombination as Combination

    return Combination(mods, key)


@dataclass
class Result:
    """A run: what went wrong, the events by kind, the seconds they took (by kind, and the
    event loop's after them) and the whole run's."""

    seed: int
    record: Record
    counts: Counter
    kind_seconds: Counter
    seconds: float
    games: Counter

    def failures(self) -> int:
        return self.record.exception_count() + self.record.warning_count()


def run_monkey(window: Any, events: int, seed: int, folder: str, pause_ms: int = 2,
               record: Optional[Record] = None, loop_share: float = 0.35) -> Result:
    """``events`` random inputs on ``window`` (built by :func:`build_window` in ``folder``)."""
    record = record if record is not None else Record()
    random.seed(seed)           # what the app draws (a PILUS deal) follows the seed too
    with Watch(record) as watch, Answers(random.Random(seed + 2), folder):
        monkey = Monkey(window, seed, folder, watch, pause_ms, loop_share)
        started = time.monotonic()
        monkey.run(events)
        seconds = time.monotonic() - started
    return Result(seed, record, monkey.counts, monkey.seconds, seconds, monkey.games)


def report(result: Result) -> str:
    """The closing table."""
    record, counts = result.record, result.counts
    lines = [f"GUI monkey, seed {result.seed}: {sum(counts.values())} events in "
             f"{result.seconds:.1f} s", "", f"{'kind':<16}{'events':>8}{'seconds':>10}"]
    for kind, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append(f"{kind:<16}{n:>8}{result.kind_seconds[kind]:>10.1f}")
    lines.append(f"{'(event loop)':<16}{'':>8}{result.kind_seconds['(event loop)']:>10.1f}")
    lines.append(f"{'total':<16}{sum(counts.values()):>8}{result.seconds:>10.1f}")
    lines += ["", "events with the game on the table: " + ", ".join(
        f"{game} {n}" for game, n in sorted(result.games.items()))]
    lines += ["", f"exceptions: {record.exception_count()} ({len(record.exceptions)} distinct)"]
    for text, n in record.exceptions.most_common():
        index, kind = record.first_event.get(text, (-1, "?"))
        lines += [f"--- {n}x, first at event {index} ({kind}):", text]
    lines += ["", f"Qt warnings: {record.warning_count()} ({len(record.warnings)} distinct)"]
    for text, n in record.warnings.most_common():
        index, kind = record.first_event.get(text, (-1, "?"))
        lines.append(f"--- {n}x, first at event {index} ({kind}): {text}")
    lines += ["", f"seed: {result.seed}   events: {sum(counts.values())}   exceptions: "
              f"{record.exception_count()}   Qt warnings: {record.warning_count()}   seconds: "
              f"{result.seconds:.1f}"]
    return "\n".join(lines)


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.monkey", description=__doc__.split("\n")[0])
    parser.add_argument("--events", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pause-ms", type=int, default=2,
                        help="milliseconds of the event loop after an event (some get 0 or 3x)")
    parser.add_argument("--loop-share", type=float, default=0.35,
                        help="the share of events after which the event loop runs (0..1)")
    args = parser.parse_args(argv)
    os.environ.setdefault("LANG", "C.UTF-8")
    from tabletop_gui.app import set_default_surface_format

    set_default_surface_format()
    from PySide6.QtCore import QCoreApplication, QStandardPaths
    from PySide6.QtWidgets import QApplication

    QCoreApplication.setOrganizationName("tabletop-gui-monkey")
    QCoreApplication.setApplicationName("tabletop-gui-monkey")
    QStandardPaths.setTestModeEnabled(True)
    app = QApplication.instance() or QApplication([sys.argv[0]])
    from tabletop_gui.app import registry

    registry.install()
    with tempfile.TemporaryDirectory(prefix="tabletop-monkey-") as folder:
        record = Record()
        with Watch(record):
            window = build_window(folder, args.seed)
        result = run_monkey(window, args.events, args.seed, folder, args.pause_ms, record,
                            args.loop_share)
        print(report(result), flush=True)
        window.model.shutdown()
        window.hide()
        window.deleteLater()
        app.processEvents()
    return 1 if result.failures() else 0


if __name__ == "__main__":
    sys.exit(main())
