"""Learn to play: the lesson bar over the table and what wires the lessons to the window.

The bar sits at the bottom centre of the table (the turn banner keeps the top): the lesson
("Lesson 2 of 5: Raising a sphere") and the step ("Step 1 of 2"), the one sentence that says
what to do, the answer to the last move (the rules' own sentence for an illegal move, the
step's "not this one" for a legal other move, its "well done" line after success), and the
buttons: Lessons (each with a tick once finished; any can be started again), Back, Next (or
Enter on the table), Leave lessons, and after the last step "Play a game against the computer
(Beginner)". Its colours come from :mod:`~tabletop_gui.view.theme`.

The lessons run in :class:`~tabletop_gui.model.lessons.LessonRunner`; the game's controller
points the step's places out (``show_lesson_marks``). Nothing of the person's game is touched
(see ``GameModel.start_lesson``): leaving brings back the start page, which offers it.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any, Callable, Optional, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, Signal
from PySide6.QtGui import QAction, QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ..model.lessons import LESSON_OTHER, LessonRunner
from . import messages, theme
from .messages import learn_title

if TYPE_CHECKING:
    from PySide6.QtWidgets import QStatusBar

    from .board_view import BoardView
    from .games.base import GameController

MARGIN = 10
MAX_WIDTH = 720


translate = QCoreApplication.translate


class LessonBar(QFrame):
    """The card at the bottom of the table; filled by :class:`Lessons`."""

    OBJECT_NAME = "lessonBar"
    languageChanged = Signal()

    def __init__(self, board: QWidget) -> None:
        super().__init__(board)
        self.setObjectName(self.OBJECT_NAME)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        column = QVBoxLayout(self)
        column.setContentsMargins(16, 10, 16, 10)
        column.setSpacing(6)
        top = QHBoxLayout()
        self.heading_label = QLabel()
        self.heading_label.setObjectName("lessonHeading")
        self.heading_label.setTextFormat(Qt.TextFormat.PlainText)
        font = self.heading_label.font()
        font.setBold(True)
        self.heading_label.setFont(font)
        self.step_label = QLabel()
        self.step_label.setObjectName("lessonStep")
        self.step_label.setTextFormat(Qt.TextFormat.PlainText)
        top.addWidget(self.heading_label, 1)
        top.addWidget(self.step_label, 0, Qt.AlignmentFlag.AlignRight)
        column.addLayout(top)
        self.say_label = QLabel()
        self.say_label.setObjectName("lessonSay")
        self.say_label.setTextFormat(Qt.TextFormat.PlainText)
        self.say_label.setWordWrap(True)
        sfont = self.say_label.font()
        sfont.setPointSizeF(sfont.pointSizeF() * 1.15)
        self.say_label.setFont(sfont)
        column.addWidget(self.say_label)
        self.answer_label = QLabel()
        self.answer_label.setObjectName("lessonAnswer")
        self.answer_label.setTextFormat(Qt.TextFormat.PlainText)
        self.answer_label.setWordWrap(True)
        column.addWidget(self.answer_label)
        self.answer_kind = ""                   # "", "wrong" or "done"
        buttons = QHBoxLayout()
        buttons.setSpacing(6)
        self.lessons_button = QToolButton()
        self.lessons_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.lessons_menu = QMenu(self.lessons_button)
        self.lessons_button.setMenu(self.lessons_menu)
        self.back_button = QPushButton()
        self.next_button = QPushButton()
        self.beginner_button = QPushButton()
        self.beginner_button.setProperty("accent", True)
        self.leave_button = QPushButton()
        buttons.addWidget(self.lessons_button)
        buttons.addStretch(1)
        for b in (self.back_button, self.next_button, self.beginner_button, self.leave_button):
            buttons.addWidget(b)
        column.addLayout(buttons)
        board.installEventFilter(self)
        self.apply_theme()
        self.hide()

    def apply_theme(self) -> None:
        t = theme.current()
        self.setStyleSheet(
            theme.card_qss(self.OBJECT_NAME, t)
            + f" #lessonBar QLabel#lessonStep {{ color: {t.text_muted}; }}"
            + " #lessonBar QToolButton::menu-indicator { image: none; width: 0px; }"
            + (f" #lessonBar QLabel#lessonAnswer {{ color: {t.danger}; }}"
               if self.answer_kind == "wrong"
               else f" #lessonBar QLabel#lessonAnswer {{ color: {t.accent};"
                    " font-weight: bold; }"))

    def set_answer(self, text: str, kind: str) -> None:
        self.answer_kind = kind
        self.answer_label.setText(text)
        self.answer_label.setVisible(bool(text))
        self.apply_theme()
        self.place()

    def text(self) -> str:
        """What the bar says (for tests)."""
        parts = [self.heading_label.text(), self.step_label.text(), self.say_label.text(),
                 self.answer_label.text()]
        parts += [b.text().replace("&", "") for b in
                  (self.lessons_button, self.back_button, self.next_button,
                   self.beginner_button, self.leave_button) if not b.isHidden()]
        return "\n".join(p for p in parts if p)

    def place(self) -> None:
        board = self.parentWidget()
        if board is None:
            return
        width = max(200, min(MAX_WIDTH, board.width() - 2 * MARGIN))
        layout = self.layout()
        if layout is None:
            return
        layout.invalidate()
        layout.activate()
        height = (layout.totalHeightForWidth(width) if layout.hasHeightForWidth()
                  else self.sizeHint().height())
        self.setGeometry(QRect((board.width() - width) // 2, board.height() - height - MARGIN,
                               width, height))
        self.raise_()

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:
        if obj is self.parentWidget() and ev.type() == QEvent.Type.Resize and not self.isHidden():
            self.place()
        return False

    def changeEvent(self, ev: QEvent) -> None:
        if ev.type() == QEvent.Type.ApplicationPaletteChange:
            self.apply_theme()
        elif ev.type() == QEvent.Type.LanguageChange:
            self.languageChanged.emit()
        super().changeEvent(ev)


class LessonHost(Protocol):
    """What the lessons ask of the window."""

    model: Any

    @property
    def board(self) -> "BoardView": ...

    def computer_held(self) -> contextlib.AbstractContextManager[None]: ...

    def maybe_save_changes(self, action: str) -> bool: ...

    def show_table(self) -> None: ...

    def show_start_page(self) -> None: ...

    def start_page_shown(self) -> bool: ...

    def controller_of(self, game: str) -> "GameController": ...

    def game_controllers(self) -> list["GameController"]: ...

    def update_actions(self) -> None: ...

    def hide_turn_banner(self) -> None:
        """The turn banner steps aside (the step's well-done line speaks)."""
        ...

    def set_status(self, text: str) -> None: ...

    def show_feedback(self, text: "str | Callable[[], str]", timeout_ms: int = 0) -> None: ...

    def statusBar(self) -> "QStatusBar": ...


class Lessons(QObject):
    """The lessons in the window: start them (start page, Help), show each step on the bar,
    answer each move, leave them."""

    # a lesson's game ended: the lesson's bar says what happened, no game-over card over it
    endingShown = Signal()

    def __init__(self, window: LessonHost, parent: Optional[QObject] = None) -> None:
        super().__init__(parent if parent is not None
                         else window if isinstance(window, QObject) else None)
        self.window = window
        self.model = window.model
        self.runner = LessonRunner(self.model, self)
        self.bar = LessonBar(window.board)
        self.bar.back_button.clicked.connect(self.runner.back)
        self.bar.next_button.clicked.connect(self.runner.next)
        self.bar.leave_button.clicked.connect(self.leave)
        self.bar.beginner_button.clicked.connect(self.play_beginner)
        self.bar.languageChanged.connect(self.retranslate)
        self.runner.changed.connect(self.update)
        self.runner.refused.connect(self._on_refused)
        self.runner.finished.connect(self._on_finished)
        self.model.stateChanged.connect(self._keep_done)
        self.model.gameOver.connect(self._on_game_over)
        window.board.installEventFilter(self)
        self.retranslate()

    # ---- slots -----------------------------------------------------------------------------
    def start(self, game: str, lesson: Optional[int] = None) -> bool:
        """Start ``game``'s lessons (the first not finished yet, or ``lesson``) on the table.
        The person's game on the table is asked about first only when the lessons would
        lose it (``FileFlow.would_lose_work``: an unfinished one waits in its autosave)."""
        if not self.window.maybe_save_changes("lesson"):
            return False
        if not self.runner.start(game, lesson):
            return False
        self.window.show_table()
        self.update()
        return True

    def leave(self) -> None:
        """Leave lessons: the start page (whose Continue card offers the person's game)."""
        self.runner.leave()
        self.window.show_start_page()

    def play_beginner(self) -> None:
        self.runner.play_beginner()
        self.window.show_table()

    def refuses(self, part: str) -> bool:
        """The game's controller asks about the first part of a turn (the tile as laid) before
        its next step: True when the lesson refuses it (the bar says why at once); else a
        wrong answer on the bar is over, and the turn goes on."""
        if self.runner.judge_part(part) is not None:
            return True
        if self.bar.answer_kind == "wrong":
            self.bar.set_answer("", "")
            self.window.statusBar().clearMessage()
        return False

    def _controller(self) -> Any:
        """The controller of the lessons' game (not the window's active one, which is still
        the last game's while the start page covers the table)."""
        r = self.runner
        return self.window.controller_of(r.book.game) if r.book is not None else None

    # ---- showing -----------------------------------------------------------------------------
    def update(self) -> None:
        r = self.runner
        bar = self.bar
        if not r.active() or r.book is None:
            bar.hide()
            return
        book = r.book
        lesson = r.lesson
        heading = (translate("Lessons", "Lesson %1 of %2: %3")
                   .replace("%1", str(r.lesson_index + 1))
                   .replace("%2", str(len(book.lessons))).replace("%3", book.tr(lesson.title)))
        bar.heading_label.setText(heading)
        bar.step_label.setText(translate("Lessons", "Step %1 of %2")
                               .replace("%1", str(r.step_index + 1))
                               .replace("%2", str(len(lesson.steps))))
        bar.say_label.setText(book.tr(r.step.say))
        last = r.is_last_step() and r.is_last_lesson()
        if r.solved:
            bar.set_answer(book.tr(r.step.done), "done")
        else:
            bar.set_answer("", "")
        bar.back_button.setEnabled(r.step_index > 0)
        bar.next_button.setText(translate("Lessons", "Next lesson") if r.is_last_step()
                                else translate("Lessons", "Next"))
        bar.next_button.setVisible(not last)
        bar.next_button.setEnabled(r.solved)
        bar.next_button.setProperty("accent", r.solved)
        bar.beginner_button.setVisible(last and r.solved)
        self._fill_menu()
        bar.apply_theme()
        # the step's marks are its own game's names of places (Pylos's "1b2", PILUS's cells):
        # they go to that game's controller only; every other game has no lesson on
        own = self._controller()
        for ctl in self.window.game_controllers():
            if ctl is not own:
                ctl.show_lesson_marks(None)
        own.show_lesson_marks(() if r.solved else r.step.marks)   # done: nothing glows
        self.window.update_actions()
        if r.solved:
            # the other side never thinks in a lesson: no "waiting for the computer" on the
            # banner or the status line, the step's "well done" instead
            self.window.hide_turn_banner()
            self.window.set_status(book.tr(r.step.done))
        bar.show()
        bar.place()

    def _fill_menu(self) -> None:
        r = self.runner
        menu = self.bar.lessons_menu
        menu.clear()
        if r.book is None:
            return
        done = r.done_ids()
        for i, lesson in enumerate(r.book.lessons):
            act = QAction(f"{i + 1}. {r.book.tr(lesson.title)}", menu)
            act.setCheckable(True)
            act.setChecked(lesson.id in done)       # the tick: finished
            act.setData(i)
            act.triggered.connect(lambda _c=False, i=i: self.runner.go_to(i))
            menu.addAction(act)

    def lesson_actions(self) -> list[QAction]:
        """The Lessons menu's entries (checked: finished)."""
        return list(self.bar.lessons_menu.actions())

    def retranslate(self) -> None:
        bar = self.bar
        bar.lessons_button.setText(translate("Lessons", "Lessons") + " \u25be")
        bar.back_button.setText(translate("Lessons", "Back"))
        bar.leave_button.setText(translate("Lessons", "Leave lessons"))
        bar.beginner_button.setText(translate("Lessons",
                                              "Play a game against the computer (Beginner)"))
        self.update()

    def _on_refused(self, code: str) -> None:
        r = self.runner
        if r.book is None:
            return
        if r.solved:
            # whatever the move (the other seat is to move, or the game is over): the step is
            # done and the other side never moves in a lesson, so no "wait for the computer"
            if not self.bar.next_button.isVisible():
                # the very last step: no Next, its well-done line and the game to play stay
                done = r.book.tr(r.step.done)
                self.bar.set_answer(done, "done")
                self.window.show_feedback(done, 6000)
                return
            text = translate("Lessons", "Done: press Next to go on.")
        elif code == LESSON_OTHER:
            text = r.book.tr(r.other_text())
        else:
            ctl = self._controller()
            own = ctl.error_message(code) if ctl is not None else None
            text = own or messages.illegal_move_message(code)
        self.bar.set_answer(text, "wrong")
        # the answer to the move just tried, by the table where the player looks, and in the
        # status line (the window put its general sentence there first)
        self.window.show_feedback(text, 6000)

    def _on_finished(self) -> None:
        self.bar.hide()
        for ctl in self.window.game_controllers():
            ctl.show_lesson_marks(None)
        self.window.update_actions()

    def _on_game_over(self, _outcome: Any) -> None:
        if self.model.in_lesson():
            # the lesson's bar says what happened; no game-over card over it
            self.endingShown.emit()
            r = self.runner
            if r.solved and r.book is not None:
                self.window.set_status(r.book.tr(r.step.done))

    def _keep_done(self) -> None:
        """The other side's scripted answer after a done step: the window's redraw put the
        turn banner and the "to play" line back; the step is done, so its well-done line."""
        r = self.runner
        if r.active() and r.solved and r.book is not None:
            self.window.hide_turn_banner()
            self.window.set_status(r.book.tr(r.step.done))

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:
        # Enter on the table after a step is done: the next step
        if (obj is self.window.board and ev.type() == QEvent.Type.KeyPress
                and isinstance(ev, QKeyEvent)
                and ev.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and self.runner.active() and self.runner.solved
                and self.bar.next_button.isVisible() and not self.window.start_page_shown()):
            self.runner.next()
            return True
        return False


__all__ = ["LessonBar", "LessonHost", "Lessons", "learn_title"]
