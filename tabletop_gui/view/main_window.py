"""The main window: the 3D table, the side panel, menus, the status line; wired to GameModel."""

from __future__ import annotations

import contextlib
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QCoreApplication, QEvent, QSize, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QColor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QStatusBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from ..model import GameFileError, fileformat, i18n, rules_text
from ..model.games import game_names, has_lessons
from ..model.languages import SYSTEM
from ..model.lazy_qt import Qt
from . import messages
from .games import GameController, controller_for
from .start_page import StartPage

if TYPE_CHECKING:
    from PySide6.QtWidgets import QAbstractButton, QMessageBox, QProgressBar, QSplitter

    # the 3D table loads pyqtgraph, PyOpenGL and numpy: imported when the table is built, with
    # what lives on it; the dialogs when first opened (the start page paints sooner)
    from . import dialogs
    from .banner import TurnBanner
    from .board_view import BoardView
    from .game_over import Ending
    from .lesson import Lessons
    from .playback import Playback
    from .privacy import PrivacyScreen

PANEL_MIN_WIDTH = 240
MOVE_LIST_MIN_LINES = 6     # lines of the move list in sight, however small the window
CAMERA_SAVE_DELAY_MS = 1500

# the window systems where a window's native surface is made for OpenGL ahead of its first
# OpenGL widget (MainWindow.create_native_window), tried and measured: X11. Elsewhere the
# window holds an OpenGL widget from the start (Windows, macOS and Wayland make their
# surfaces their own ways; not tried there)
OPENGL_SURFACE_AHEAD = ("xcb",)


def opengl_surface_ahead() -> bool:
    """Whether the main window's surface is made for OpenGL without an OpenGL widget in it
    (see :meth:`MainWindow._make_table_stand_in`)."""
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.platformName() in OPENGL_SURFACE_AHEAD


class StatusLabel(QLabel):
    """The status line's text on one line, elided to the width it has, the whole of it in the
    tooltip: a long text (a hint, the outcome, another language) or the progress bar taking
    room never makes the status bar taller, which would move the 3D view under the pointer,
    nor the window wider. :meth:`text` gives the whole text."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def text(self) -> str:
        return self._full

    def setText(self, text: str) -> None:
        self._full = text or ""
        self._elide()

    def _elide(self) -> None:
        line = self._full.replace("\n", " ")
        shown = self.fontMetrics().elidedText(line, Qt.TextElideMode.ElideRight,
                                              max(0, self.contentsRect().width()))
        QLabel.setText(self, shown)
        self.setToolTip(self._full if shown != line else "")

    def resizeEvent(self, ev) -> None:
        super().resizeEvent(ev)
        self._elide()

    def minimumSizeHint(self) -> QSize:
        return QSize(0, super().minimumSizeHint().height())


def _input_events() -> tuple:
    """The events of a person's pointer, wheel and keys (made on first use: the start page
    paints before Qt's enums are needed)."""
    T = QEvent.Type
    return (T.MouseButtonPress, T.MouseButtonRelease, T.MouseButtonDblClick, T.MouseMove,
            T.Wheel, T.KeyPress, T.KeyRelease, T.TouchBegin, T.TouchUpdate,
            T.TouchEnd, T.ContextMenu)


class MainWindow(QMainWindow):
    """The shell: menus, files, questions, the message bar, the status line, the move list and
    the table. The game on the table is its controller's (:attr:`controller`, one per game in
    :attr:`controllers`), which asks the window for what it needs through the
    :class:`~tabletop_gui.view.games.base.GameHost` methods below.

    The 3D table (:attr:`board`, which loads pyqtgraph, PyOpenGL and numpy) and what lives on
    it (the games' controllers, the banner, the game-over card, the playback bar) are built by
    :meth:`ensure_table`: in the constructor by default, or, with ``table=False`` (the app's
    start), later — the start page paints first and the app builds the table while the person
    looks at it (:mod:`tabletop_gui.app.early`); whatever needs the table first builds it
    then. :attr:`tableBuilt` says when it is there."""

    # the 3D table and its controllers were built (ensure_table)
    tableBuilt = Signal()
    # the table beside its side panel (a page of self.pages, made with the table)
    splitter: QSplitter

    def __init__(self, model, parent=None, languages: i18n.LanguageManager | None = None,
                 table: bool = True) -> None:
        super().__init__(parent)
        self.model = model
        # one controller per game, made when the game first needs one (every game the model
        # knows, once the table is built, so each adds its View menu entries once); the
        # model's game's is the active one
        self.controllers: dict[str, GameController] = {}
        self.controller: GameController | None = None
        self.rules_dialog: dialogs.RulesDialog | None = None
        self.languages = languages or i18n.LanguageManager(self._settings(), self)
        self._retranslating = False
        self.last_hint: tuple | None = None     # (move, info) of the last hint shown
        self._hint_for: tuple | None = None     # the position that hint was given for
        self._turn_shown: tuple | None = None   # the position whose per-turn texts are shown
        self._camera_to_restore = False         # a game took the table: its camera comes back
        # the table's parts, made by ensure_table; until then a plain stand-in holds its place
        self._board: BoardView | None = None
        self._banner: TurnBanner | None = None
        self._ending: Ending | None = None
        self._playback: Playback | None = None
        self._lessons: Lessons | None = None
        self._building_table = False
        # called by ensure_table before it builds (the app waits there for the modules it is
        # importing in the background)
        self.before_table: Callable[[], None] = lambda: None

        # the camera is remembered per game: a while after the person last moved it, when
        # another game takes the table and on quitting
        self._camera_timer = QTimer(self)
        self._camera_timer.setSingleShot(True)
        self._camera_timer.setInterval(CAMERA_SAVE_DELAY_MS)
        self._camera_timer.timeout.connect(self.save_camera)
        self._banner_claimed = False
        # the table beside its side panel (self.splitter, built with the table: _build_table);
        # a stand-in holds its place until then (see _make_table_stand_in)
        self.table_stand_in = self._make_table_stand_in()
        self.table_stand_in.setObjectName("tableStandIn")
        central = QWidget()
        central_layout = QVBoxLayout(central)
        central_layout.setContentsMargins(0, 0, 0, 0)
        # the start page and the table (with its panel), one at a time (see start_page.py)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.table_stand_in)
        central_layout.addWidget(self.pages)
        self.setCentralWidget(central)
        # between two people's turns in a game with hidden hands: covers the table and the
        # panel (made with the table)
        self._privacy: PrivacyScreen | None = None
        self._status_label: StatusLabel | None = None   # (made on first use: status_label)
        # the menus' keys, given by add_shortcuts (after the first paint)
        self._shortcuts: list[tuple[QAction, tuple[str, ...]]] = []
        self._build_menus()
        self.start_page = StartPage(self)
        # the app's start (no table yet) paints the games first, what can be continued after
        self.start_page.sections_after_paint = not table
        self.pages.addWidget(self.start_page)
        self._start_page_release: Callable[[], None] | None = None

        m = model
        m.gameStarted.connect(self.forget_turn)
        m.stateChanged.connect(self.refresh)
        m.stateChanged.connect(self.update_actions)    # a lesson or a review began or ended
        m.illegalMove.connect(self._on_illegal)
        m.gameOver.connect(self._on_game_over)
        m.hintReady.connect(self._on_hint)
        m.aiThinkingChanged.connect(self._on_thinking)
        m.modifiedChanged.connect(lambda _x: self._update_title())
        m.filePathChanged.connect(lambda _x: self._update_title())
        m.seatsChanged.connect(self.refresh)
        # (a method, not a lambda: Qt drops the connection with the window)
        m.undo_stack.canUndoChanged.connect(self._on_undo_stack)
        m.undo_stack.canRedoChanged.connect(self._on_undo_stack)
        if table:
            self._make_table(refresh=False)     # the first redraw follows (retranslate_ui)

        self._restore_settings()
        self.retranslate_ui()

        # a failed autosave or settings write is said once, in the window
        self.storage_problems: list[str] = []
        self.message_bar: MessageBar | None = None
        self.close_box: QMessageBox | None = None
        self._close_answered = False
        m.aiFailed.connect(self._on_ai_failed)
        m.hintFailed.connect(self._on_hint_failed)
        m.autosaveFailed.connect(lambda _detail: self.show_storage_problem("autosave"))
        if m.autosave_failed:
            self.show_storage_problem("autosave")
        s = self._settings()
        if s is not None:
            s.storageFailed.connect(lambda _code: self.show_storage_problem("settings"))
            if s.failed:
                self.show_storage_problem("settings")

    # ---- the table ----------------------------------------------------------------------
    @staticmethod
    def _make_table_stand_in() -> QWidget:
        """What holds the table's place until it is built. A window composes its OpenGL
        widgets, and its whole self, through OpenGL, and it needs a native surface made for
        OpenGL for that: a window shown with a plain one is made again (it vanishes and comes
        back on the screen) when its first OpenGL widget joins it. Where the window's surface
        can be made for OpenGL without an OpenGL widget in it (:func:`opengl_surface_ahead`,
        :meth:`create_native_window`), the stand-in is a plain widget and the window paints
        itself by raster until the table joins it (its first paint does without OpenGL's
        composition: about a third of a bare window's start); elsewhere it is an OpenGL widget
        (Qt's own, no PyOpenGL), and the window composes through OpenGL from its first
        frame."""
        if opengl_surface_ahead():
            return QWidget()
        from PySide6.QtOpenGLWidgets import QOpenGLWidget

        return QOpenGLWidget()

    def create_native_window(self) -> None:
        """Make the window's native surface now (before it is first shown; the default
        surface format at this moment is the one it gets). With a plain table stand-in
        (:meth:`_make_table_stand_in`) it is made for OpenGL, so the table joining it later
        does not make the window again. Nothing when the window has its native surface
        already."""
        if self.windowHandle() is not None:
            return
        self.create()
        handle = self.windowHandle()
        if handle is None or self._board is not None or not opengl_surface_ahead():
            return
        from PySide6.QtGui import QSurface

        # (Qt chose a plain surface, there being no OpenGL widget in the window: the native
        # window, never shown yet, is made again for OpenGL when it is shown)
        handle.destroy()
        handle.setSurfaceType(QSurface.SurfaceType.OpenGLSurface)

    def ensure_table(self) -> BoardView:
        """The 3D table, built now if it is not yet: the board (in the stand-in's place), the
        banner over it, every game's controller (its panel, its View menu entries), the
        game-over card and the playback bar. Imports pyqtgraph, PyOpenGL and numpy."""
        if self._board is None:
            self.before_table()
            self._make_table(refresh=True)
        assert self._board is not None
        return self._board

    def table_built(self) -> bool:
        return self._board is not None

    @property
    def board_if_built(self) -> BoardView | None:
        """The 3D table if it was built, else None (builds nothing)."""
        return self._board

    def _make_table(self, refresh: bool) -> None:
        if self._building_table:
            raise RuntimeError("the table was asked for while it is being built")
        self.add_shortcuts()
        self._building_table = True
        try:
            self._build_table()
        finally:
            self._building_table = False
        self.tableBuilt.emit()
        if refresh:
            self.refresh()

    def _build_table(self) -> None:
        from .banner import TurnBanner
        from .board_view import BoardView
        from .game_over import Ending
        from .lesson import Lessons
        from .playback import Playback
        from .privacy import PrivacyScreen

        central = self.centralWidget()
        assert central is not None
        self._privacy = PrivacyScreen(central)
        central.installEventFilter(self)        # (its size follows the central widget's)

        # the side panel first (the Move field is there once the board is): the game's page,
        # the move list, the Move field
        self._build_panel()
        board = BoardView()
        self._board = board
        board.installEventFilter(self)          # no input while the start page covers it
        board.cameraMoved.connect(self._camera_timer.start)
        # whose turn and what to do now, over the table (filled by the game's controller);
        # the computer's progress and "Stop and move now" (it plays the best move it has
        # found so far) are on it too
        self._banner = banner = TurnBanner(board)
        banner.move_now_button.clicked.connect(self.model.stop_thinking)
        banner.resume_button.clicked.connect(self.model.resume_computer)
        self.model.aiProgress.connect(banner.progress.setValue)
        from PySide6.QtWidgets import QSplitter  # (the rarer widgets: with the table)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(board)
        splitter.addWidget(self.panel)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([940, 300])
        self.splitter = splitter
        # in the stand-in's place among the pages
        pages, stand_in = self.pages, self.table_stand_in
        pages.insertWidget(pages.indexOf(stand_in), splitter)
        if pages.currentWidget() is stand_in:
            pages.setCurrentWidget(splitter)
        pages.removeWidget(stand_in)
        stand_in.deleteLater()
        self.move_list.setModel(self.model.move_list)
        self.model.move_list.rowsInserted.connect(lambda *_: self.move_list.scrollToBottom())
        # the latest move stays in sight when the list grows or shrinks (the panel above it
        # changes height as the game goes), unless a person scrolled up or a review shows
        # an earlier move
        bar = self.move_list.verticalScrollBar()
        self._moves_at_bottom = True
        bar.valueChanged.connect(
            lambda v: setattr(self, "_moves_at_bottom", v >= bar.maximum()))
        bar.rangeChanged.connect(self._keep_moves_at_bottom)
        self._retranslate_panel()
        for name in game_names():
            self.controller_of(name)
        # the end of a game (its card over the table) and the playback bar (review, watching);
        # made after the window's connections to the model, so they follow its redraw
        self._ending = Ending(self)
        self._playback = Playback(self)
        # Learn to play: the lessons' bar over the table (view/lesson.py)
        self._lessons = Lessons(self)
        self.update_actions()                   # the games' View menu entries too
        if self.model.is_thinking():
            banner.set_thinking(True)

    @property
    def privacy(self) -> PrivacyScreen:
        """Between two people's turns in a game with hidden hands: the screen over the table
        and the panel."""
        self.ensure_table()
        assert self._privacy is not None
        return self._privacy

    @property
    def board(self) -> BoardView:
        """The 3D table (built on first use: :meth:`ensure_table`)."""
        return self.ensure_table()

    @property
    def banner(self) -> TurnBanner:
        """Whose turn and what to do now, over the table."""
        self.ensure_table()
        assert self._banner is not None
        return self._banner

    @property
    def busy(self) -> QProgressBar:
        """The computer's progress (on the banner)."""
        return self.banner.progress

    @property
    def stop_button(self) -> QPushButton:
        """"Stop and move now" (on the banner): the computer plays the best move found."""
        return self.banner.move_now_button

    @property
    def ending(self) -> Ending:
        """The game-over card over the table and its result button."""
        self.ensure_table()
        assert self._ending is not None
        return self._ending

    @property
    def playback(self) -> Playback:
        """The review's and the watching's bar over the table."""
        self.ensure_table()
        assert self._playback is not None
        return self._playback

    @property
    def lessons(self) -> Lessons:
        """Learn to play: the lessons and their bar over the table."""
        self.ensure_table()
        assert self._lessons is not None
        return self._lessons

    # ---- building -----------------------------------------------------------------------
    def _build_panel(self) -> None:
        self.panel = QWidget()
        layout = QVBoxLayout(self.panel)
        # at least this wide, and never narrower than its texts need (their length changes with
        # the language): a strut, not a fixed minimum width, which would hide the texts' needs
        layout.addStrut(PANEL_MIN_WIDTH)
        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnLabel")
        font = self.turn_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.turn_label.setFont(font)
        layout.addWidget(self.turn_label)

        self.game_panels = QStackedWidget()
        from PySide6.QtWidgets import QGroupBox, QLineEdit, QListView

        self.move_list = QListView()
        self.move_list.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.move_list.setAlternatingRowColors(True)
        self.move_list.setWordWrap(True)    # a move in words is a sentence: whole, wrapped
        # a usable history however much the game's panel above it holds (the panel gives way
        # first: PILUS's score sheet scrolls under its pinned totals)
        # (a pixel a line for the rows' margins: three moves of two lines each fit)
        self.move_list.setMinimumHeight(
            MOVE_LIST_MIN_LINES * (self.move_list.fontMetrics().lineSpacing() + 1)
            + 2 * self.move_list.frameWidth())
        self.moves_box = moves_box = QGroupBox()
        QVBoxLayout(moves_box).addWidget(self.move_list)

        layout.addWidget(self.game_panels, 2)
        layout.addWidget(moves_box, 1)
        self.panel_layout = layout

        self.notation = QLineEdit()
        self.notation.setClearButtonEnabled(True)
        self.notation.returnPressed.connect(self._on_notation)
        self.notation_label = notation_label = QLabel()
        notation_label.setBuddy(self.notation)
        nrow = QHBoxLayout()
        nrow.addWidget(notation_label)
        nrow.addWidget(self.notation, 1)
        layout.addLayout(nrow)

    def _show_game_panel(self, controller: GameController) -> None:
        """Show one game's panel, sized by that page alone (a stacked widget otherwise takes
        the height of its tallest page); the move list gets the room the panel leaves."""
        page = controller.panel
        for i in range(self.game_panels.count()):
            other = self.game_panels.widget(i)
            if other is None:
                continue
            policy = QSizePolicy.Policy.Preferred if other is page else QSizePolicy.Policy.Ignored
            other.setSizePolicy(policy, policy)
        self.game_panels.setCurrentWidget(page)
        self.panel_layout.setStretchFactor(self.game_panels, controller.panel_stretch)
        self.game_panels.updateGeometry()

    # ---- the games' controllers ---------------------------------------------------------
    def controller_of(self, game: str) -> GameController:
        """The controller of ``game``, made on first use (its panel joins the panel's stack,
        its View menu entries the View menu)."""
        ctl = self.controllers.get(game)
        if ctl is None:
            ctl = controller_for(game)(self)
            self.controllers[game] = ctl
            self.game_panels.addWidget(ctl.panel)
            ctl.panel.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
            ctl.add_view_actions(self.view_menu)
            ctl.retranslate()
        return ctl

    def _activate(self) -> GameController:
        """Make the model's game's controller the active one (its panel and its table)."""
        ctl = self.controller_of(self.model.game)
        if ctl is not self.controller:
            old = self.controller
            self.save_camera()          # the camera the last game's table was left with
            self.controller = ctl
            if old is not None:
                old.deactivate()
            # what the shell lent the game before (its privacy screen, the Move field turned
            # off behind it) is not the next game's
            self.privacy.hide()
            self.set_notation_enabled(True)
            self.banner.clear()
            self._banner_claimed = False
            self.board.set_controller(ctl)
            self._camera_to_restore = True      # once the game has drawn (and framed) its table
            self._show_game_panel(ctl)
            self.act_rules.setEnabled(rules_text.has_rules(self.model.game))
        return ctl

    # ---- what a controller may ask (GameHost) -------------------------------------------
    def submit(self, notation: str) -> bool:
        return bool(self.model.try_move(notation))

    def show_turn(self, text: str, colour: str | None = None) -> None:
        self.turn_label.setText(text)
        if not self._banner_claimed:
            # a game that does not fill the banner itself: its turn line shows there
            self._fill_banner(text, colour, "", ())
        # a stripe only when given: none is left over from another game's seat
        self.turn_label.setStyleSheet(
            "" if colour is None else f"#turnLabel {{ border-left: 8px solid {colour}; "
                                      "padding-left: 6px; }")

    def show_banner(self, who: str, colour: QColor | str | None, instruction: str,
                    buttons: Sequence[QAbstractButton] = ()) -> None:
        """The banner over the table: whose turn (``who`` in ``colour``), what to do now, and
        the step buttons that apply now (the game's own widgets; any others are hidden)."""
        self._banner_claimed = True
        self._fill_banner(who, colour, instruction, buttons)

    def hide_banner(self) -> None:
        self._banner_claimed = True
        self.banner.hide_for_game_over()

    def _fill_banner(self, who: str, colour: QColor | str | None, instruction: str,
                     buttons: Sequence[QAbstractButton]) -> None:
        if self.model.is_over() or self.model.is_reviewing():
            # the game-over card speaks, or the review's bar says which move is on the table
            self.banner.hide_for_game_over()
        else:
            self.banner.show_turn_of(who, colour, instruction, buttons)

    def set_status(self, text: str) -> None:
        self.status_label.setText(text)

    def show_message(self, text: str, timeout_ms: int = 0) -> None:
        self.statusBar().showMessage(text, timeout_ms)

    def set_notation_enabled(self, enabled: bool) -> None:
        self.notation.setEnabled(enabled)

    def settings(self):
        return self._settings()

    def lesson_refuses(self, part: str) -> bool:
        """A lesson judges the first part of a turn (see ``Lessons.refuses``): True when it
        refuses it; False outside lessons."""
        return self._lessons is not None and self._lessons.refuses(part)

    def _status_bar(self) -> QStatusBar:
        """The status bar with the status line in it, both made on first use (with the table,
        after the window's first paint: on the start page the bar shows only with a message)."""
        bar = super().statusBar()
        if self._status_label is None:
            self._status_label = StatusLabel()
            bar.addWidget(self._status_label, 1)
            bar.messageChanged.connect(self._on_status_message)
            if self.start_page_shown():
                bar.hide()          # (made there for a message: it shows with the message)
        return bar

    @property
    def status_label(self) -> StatusLabel:
        """The status line's text (:meth:`_status_bar`)."""
        self._status_bar()
        assert self._status_label is not None
        return self._status_label

    def _on_status_message(self, text: str) -> None:
        """The start page has no status bar, but what the window says there ("Saved to",
        "No move to review yet") is seen: the bar comes with the message and goes with it."""
        if self.start_page_shown():
            super().statusBar().setVisible(bool(text))

    def statusBar(self) -> QStatusBar:
        """The status bar, with the status line in it (both made on first use)."""
        return self._status_bar()

    def status_bar_built(self) -> bool:
        return self._status_label is not None

    def _action(self, menu, slot, *shortcuts: str) -> QAction:
        """A menu's action; its ``shortcuts``: key sequences ("Alt+Home") or, as ``"std:New"``,
        the platform's standard keys, the first the one the menu shows."""
        act = QAction(self)
        if shortcuts:
            self._shortcuts.append((act, shortcuts))
        act.triggered.connect(slot)
        menu.addAction(act)
        return act

    def shortcuts_pending(self) -> bool:
        return bool(self._shortcuts)

    def add_shortcuts(self) -> None:
        """Give the menus' actions their keys. The app calls this after the window's first
        paint: QKeySequence's Python type, with its standard keys, costs more than a bare
        window's whole paint there (a window made with its table has them at once)."""
        from PySide6.QtGui import QKeySequence

        for act, shortcuts in self._shortcuts:
            keys: list[QKeySequence] = []
            for spec in shortcuts:
                key = QKeySequence(getattr(QKeySequence.StandardKey, spec[4:])
                                   if spec.startswith("std:") else spec)
                if not key.isEmpty() and key not in keys:
                    keys.append(key)
            act.setShortcuts(keys)
        self._shortcuts = []
        # Quit is heard from the app's other windows too (the rules beside the table), as in
        # any app (set with the keys: Qt's enums are made after the first paint, lazy_qt)
        self.act_quit.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = game = bar.addMenu("")
        self.act_start_page = self._action(game, self.show_start_page, "Alt+Home")
        self.act_new = self._action(game, self.new_game_dialog, "std:New")
        self.act_open = self._action(game, self.open_dialog, "std:Open")
        self.act_save = self._action(game, self.save, "std:Save")
        self.act_save_as = self._action(game, self.save_as, "std:SaveAs")
        game.addSeparator()
        self.act_undo = self._action(game, self.undo, "std:Undo")
        self.act_redo = self._action(game, self.redo, "std:Redo")
        self.act_hint = self._action(game, self.ask_hint, "H")
        self.act_review = self._action(game, self.review_game)
        game.addSeparator()
        # (Ctrl+Q where the platform has no standard Quit key)
        self.act_quit = self._action(game, self.close, "std:Quit", "Ctrl+Q")
        self.act_undo.setEnabled(False)
        self.act_redo.setEnabled(False)

        self.view_menu = view = bar.addMenu("")
        # R and T work on the table (BoardView.keyPressEvent); the menu names them, and Home
        # and Ctrl+T work from anywhere in the window, the Move field included
        self.act_reset_camera = self._action(view, lambda: self.board.ask_view("default"),
                                             "R", "Home")
        self.act_top_view = self._action(view, lambda: self.board.ask_view("top"),
                                         "T", "Ctrl+T")
        view.addSeparator()      # the games' own entries follow (add_view_actions)

        # Language: each language's name in that language; applied at once, remembered
        self.language_menu = bar.addMenu("")
        self.language_group = QActionGroup(self)
        self.language_group.setExclusive(True)
        self.language_actions: dict[str, QAction] = {}
        for code, name in self.languages.available():
            act = QAction(self)     # (QAction(name, self) has PySide weigh the QIcon overload)
            act.setText(name)
            act.setCheckable(True)
            act.setData(code)
            act.triggered.connect(lambda _checked=False, c=code: self.set_language(c))
            self.language_group.addAction(act)
            self.language_menu.addAction(act)
            self.language_actions[code] = act
            if code == SYSTEM:
                self.language_menu.addSeparator()

        self.help_menu = help_menu = bar.addMenu("")
        self.act_rules = self._action(help_menu, self.show_rules, "std:HelpContents")
        self.learn_actions = {name: self._action(help_menu,
                                                 lambda _c=False, g=name: self.learn_to_play(g))
                              for name in game_names() if has_lessons(name)}
        self.act_about = self._action(help_menu, self._show_about)

    def _show_about(self) -> None:
        from . import dialogs

        dialogs.show_about(self)

    # ---- language -----------------------------------------------------------------------
    def set_language(self, code: str) -> None:
        """The Language menu: switch now (Qt sends LanguageChange to every widget) and
        remember it."""
        self.languages.set_language(code)
        self._check_language_action()

    def _check_language_action(self) -> None:
        act = self.language_actions.get(self.languages.setting)
        if act is not None:
            act.setChecked(True)

    def changeEvent(self, ev) -> None:
        if ev.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(ev)

    def retranslate_ui(self) -> None:
        """Every text of the window in the current language (at start and on LanguageChange).
        Children with texts of their own retranslate themselves; the texts that depend on the
        game are computed afresh by :meth:`refresh`."""
        if self._retranslating:
            return
        self._retranslating = True
        try:
            self._retranslate_static()
            if self._board is not None:
                # (the move list shows in the table's panel: built later, it asks afresh)
                self.model.move_list.retranslate()
            for ctl in self.controllers.values():
                ctl.retranslate()
            self.refresh()
        finally:
            self._retranslating = False

    def _retranslate_panel(self) -> None:
        self.moves_box.setTitle(self.tr("Moves"))
        self.notation_label.setText(self.tr("&Move:"))
        self.notation.setToolTip(self.tr("Any move can be typed in the notation of the rules"))

    def _retranslate_static(self) -> None:
        if self._board is not None:
            self._retranslate_panel()
        self.game_menu.setTitle(self.tr("&Game"))
        texts = (
            (self.act_start_page, self.tr("S&tart Page"), self.tr("The games to start, the "
                                                                  "games to continue and the "
                                                                  "recent ones")),
            (self.act_new, self.tr("&New Game…"), self.tr("Choose a game, its options and the "
                                                         "players, and start it")),
            (self.act_open, self.tr("&Open…"), self.tr("Open a saved game")),
            (self.act_save, self.tr("&Save"), self.tr("Save the game")),
            (self.act_save_as, self.tr("Save &As…"), self.tr("Save the game in a new file")),
            (self.act_undo, self.tr("&Undo"), self.tr("Take back the last move")),
            (self.act_redo, self.tr("&Redo"), self.tr("Play the move taken back again")),
            (self.act_hint, self.tr("&Hint"), self.tr("Ask the computer for a good move")),
            (self.act_review, self.tr("Revie&w Game"), self.tr("Step through the moves "
                                                               "played so far")),
            (self.act_quit, self.tr("&Quit"), self.tr("Close the app; the game is kept for "
                                                      "next time")),
            (self.act_reset_camera, self.tr("&Reset Camera"), self.tr("Look at the table from "
                                                                     "the start position")),
            (self.act_top_view, self.tr("&Top View"), self.tr("Look straight down on the "
                                                              "table")),
            (self.act_rules, self.tr("&Rules"), self.tr("The rules of the game on the table")),
            (self.act_about, self.tr("&About"), self.tr("About this app")),
        )
        for act, text, tip in texts:
            act.setText(text)
            act.setToolTip(tip)
            act.setStatusTip(tip)
        self.view_menu.setTitle(self.tr("&View"))
        self.language_menu.setTitle(self.tr("&Language"))
        for code, name in self.languages.available():
            self.language_actions[code].setText(name)
        self._check_language_action()
        self.help_menu.setTitle(self.tr("&Help"))
        from .messages import learn_title

        for name, act in self.learn_actions.items():
            act.setText(learn_title(name))
        self._update_title()            # (the start page's too: refresh waits for the table)

    # ---- settings -----------------------------------------------------------------------
    def _settings(self):
        return self.model.settings

    def save_camera(self) -> None:
        """Remember the active game's camera: the start view as none, so that it is framed
        afresh for the window's shape next time."""
        self._camera_timer.stop()
        s = self._settings()
        if s is None or self.controller is None:
            return
        framing = self.board.framing
        camera = ({"view": "top"} if framing == "top" else
                  None if framing == "default" else self.board.camera())
        s.set_camera(self.controller.game, camera)

    def restore_camera(self) -> None:
        """The camera the active game's table was left with (within today's limits), if any."""
        s = self._settings()
        camera = s.camera(self.controller.game) if s is not None and self.controller else None
        if camera is None:
            return
        if camera.get("view") == "top":
            self.board.top_view()
        else:
            self.board.set_camera(**camera)
            # the person's camera: a resize or a growing table must not frame it away
            self.board.camera_by_hand = True

    def _restore_settings(self) -> None:
        s = self._settings()
        geometry = s.window_geometry() if s is not None else None
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(1240, 780)
        state = s.window_state() if s is not None else None
        if state is not None:
            self.restoreState(state)

    def eventFilter(self, obj, ev) -> bool:
        if obj is self._board and self.start_page_shown() and ev.type() in _input_events():
            # the covered table takes no pointer, wheel or key (events sent to it directly, a
            # release of a press made before it was covered): the game it would go to may not
            # be the one its controller last drew
            return True
        central = self.centralWidget()
        if central is not None and obj is central and ev.type() == QEvent.Type.Resize:
            if self._privacy is not None and self._privacy.isVisible():
                self._privacy.place()           # over the table, which moved or grew
        return super().eventFilter(obj, ev)

    def closeEvent(self, ev) -> None:
        """Quit (or the window's close button): a modified, unsaved game asks first. The
        question is window-modal but does not block (``open``, not ``exec``): the close is
        refused now and done again once answered, so nothing that closes the window without a
        person (a test's teardown, ``--quit-after``) ever waits on it."""
        if self.model.is_modified() and self.isVisible() and not self._close_answered:
            ev.ignore()
            if self.close_box is None or not self.close_box.isVisible():
                release = self.hold_computer()
                box, choices = self._save_changes_box("quit")

                def answered(_result: int, box=box, choices=choices) -> None:
                    box.deleteLater()
                    self.close_box = None
                    if not self._on_close_answer(choices.get(box.clickedButton(), "cancel")):
                        release()

                box.finished.connect(answered)
                self.close_box = box
                box.open()
            return
        s = self._settings()
        if s is not None:
            s.set_window_geometry(self.saveGeometry())
            s.set_window_state(self.saveState())
        self.save_camera()
        self.model.shutdown(2000)
        super().closeEvent(ev)

    # ---- showing the game ---------------------------------------------------------------
    def refresh(self) -> None:
        """The model's state changed: start the turn input afresh and redraw everything.
        A new position (a move, undo, redo) drops what was typed, hinted or said for the one
        before; so does a privacy screen, which the next person may be looking at."""
        if not self.controllers:
            return                  # retranslated while being built: the first redraw follows
        if self.start_page_shown():
            # the table is redrawn when it shows again (show_table), but another game in the
            # model takes the board now: nothing of the covered table speaks to the game before
            self._activate()
            return
        ctl = self._activate()
        ctl.follow_turn()
        position = self._position_key()
        if position != self._turn_shown or ctl.needs_privacy():
            self.forget_turn()
            self._turn_shown = position
        self.notation.setPlaceholderText(ctl.notation_placeholder())
        self.banner.set_waiting(self.model.is_computer_paused())
        ctl.refresh()
        if self.model.is_over() or self.model.is_reviewing():
            self.banner.hide_for_game_over()
        self._status_when_nobody_plays()
        if self._camera_to_restore:
            self._camera_to_restore = False
            self.restore_camera()
        self._update_title()

    def _status_when_nobody_plays(self) -> None:
        """The game's status line speaks of the position's turn; while a review shows an
        earlier position, or the computer waits (paused, or after undo), nobody is thinking:
        say what the table shows instead."""
        m = self.model
        if m.is_reviewing():
            ply, length = m.review_ply, m.game_length()
            self.set_status(QCoreApplication.translate("Playback", "Start of the game") if ply == 0
                            else QCoreApplication.translate("Playback", "Move %1 of %2")
                            .replace("%1", str(ply)).replace("%2", str(length)))
        elif (m.is_computer_turn() and not m.is_thinking()
              and (m.is_computer_paused() or m.is_watch_paused())):
            self.set_status(QCoreApplication.translate("Messages", "Waiting for the computer"))

    def _update_title(self) -> None:
        path = self.model.file_path
        name = os.path.basename(path) if path else self.tr("Untitled")
        self.setWindowTitle(self.tr("%1[*] — Tabletop").replace("%1", name))
        self.setWindowModified(bool(self.model.is_modified()))

    def _keep_moves_at_bottom(self, *_range: int) -> None:
        """The move list grew or shrank: it stays on the latest move unless scrolled up."""
        if self._moves_at_bottom:
            self.move_list.scrollToBottom()

    def _needs_privacy(self) -> bool:
        return self.controller is not None and self.controller.needs_privacy()

    def _on_notation(self) -> None:
        """Enter in the Move field: play it, and give the keyboard back to the table (H, Space,
        Tab); a refused move stays in the field to be corrected."""
        text = self.notation.text().strip()
        if not text or self._needs_privacy():
            return
        if self.model.try_move(text):
            self.notation.clear()
            self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def forget_turn(self) -> None:
        """The turn, the game or the file changed: nothing typed, hinted or said for the turn
        before stays (in PILUS a hint names a tile still in the previous person's hand). The
        next redraw drops the hint's ghost and cursor, which follow :meth:`hint_now`."""
        self.last_hint = None
        self._hint_for = None
        self._turn_shown = None
        if self._board is not None:     # else the Move field is not there yet
            self.notation.setText("")     # not clear(): that one could be undone (Ctrl+Z)
        self.statusBar().clearMessage()
        if self.controller is not None:
            self.controller.forget_turn()

    def _on_illegal(self, code: str) -> None:
        own = self.controller.error_message(code) if self.controller is not None else None
        self.statusBar().showMessage(own or messages.illegal_move_message(code), 6000)

    def _on_thinking(self, thinking: bool) -> None:
        if self._banner is not None:            # else set when the table is built
            self._banner.set_thinking(thinking)
        self.refresh()

    # ---- hints --------------------------------------------------------------------------
    def ask_hint(self) -> None:
        """Game > Hint: the computer (expert) suggests a move for the person to move; it
        thinks in the worker, like a computer seat. "Looking…" is said first: a hint found at
        once (a synchronous pool) replaces it."""
        if self._needs_privacy():
            # the hint would name a tile of a hand nobody has revealed yet
            self.statusBar().showMessage(self.tr("No hint while the tiles are hidden."), 4000)
            return
        self.statusBar().showMessage(self.tr("Looking for a good move…"))
        m = self.model
        if m.request_hint():
            return
        if m.is_over() or m.is_computer_turn() or m.is_thinking():
            self.statusBar().showMessage(self.tr("No hint now: it is not a person's turn."),
                                         4000)
        else:                                   # the hint's computer could not be started
            self._on_hint_failed("")

    def _on_hint(self, move, info) -> None:
        if self._needs_privacy():
            return                  # asked before the screen came up: for nobody's eyes now
        ctl = self.controller
        text = ctl.hint_text(move) if ctl is not None else str(move)
        outcome = (info or {}).get("outcome")
        plies = int((info or {}).get("plies") or 0)
        if outcome == "win" and plies:
            text += " — " + self.tr("you win in %n turn(s) with best play", "", plies)
        elif outcome == "win":          # known from the book, the number of turns not
            text += " — " + self.tr("you win with best play")
        elif outcome == "loss" and plies:
            text += " — " + self.tr("best play wins for the opponent in %n turn(s)", "", plies)
        elif outcome == "loss" and (info or {}).get("trap"):
            text += " — " + self.tr("best play wins for the opponent, but this move sets a trap")
        elif outcome == "loss":
            text += " — " + self.tr("best play wins for the opponent")
        elif outcome == "draw":         # neither side can force a win
            text += " — " + self.tr("best play draws")
        self.last_hint = (move, info)
        self._hint_for = self._position_key()
        self.notation.setText(str(move))       # Enter plays it
        self.statusBar().showMessage(text, 15000)
        # and on the table, as the game shows it (a cursor on the move's first step, a tile
        # turned as laid with a ghost where it goes)
        if ctl is not None:
            ctl.show_hint(move)

    def _position_key(self) -> tuple:
        return (self.model.game, tuple(str(m) for m in self.model.moves))

    def hint_now(self):
        """The move of the last hint while the position it was given for is still on the
        table, else None."""
        if self.last_hint is None or self._hint_for != self._position_key():
            return None
        return self.last_hint[0]

    def _game_over_text(self) -> str:
        return self.controller.game_over_text() if self.controller is not None else ""

    def _on_game_over(self, _outcome: object) -> None:
        text = self._game_over_text()
        # the outcome stays in the status line for as long as the finished game is shown; the
        # card over the table says it too (self.ending)
        self.status_label.setText(text + "  " + messages.game_over_status())

    def review_game(self) -> None:
        """Game > Review Game: step through the moves played (see view/playback.py). Chosen
        on the start page with a game of some moves behind it, the table comes back for it."""
        if self.start_page_shown() and self.model.game_length() > 0:
            self.show_table()
        self.playback.start_review(0)

    # ---- menu actions -------------------------------------------------------------------
    def undo(self) -> None:
        self.model.undo()

    def redo(self) -> None:
        self.model.redo()

    def new_game_dialog(self) -> None:
        with self.computer_held():
            if not self.maybe_save_changes("new"):
                return
            s = self._settings()
            choices = s.new_game_choices() if s is not None else None
            from . import dialogs

            dlg = dialogs.NewGameDialog(self, choices)
            if dlg.exec() == dialogs.NewGameDialog.DialogCode.Accepted:
                self.start_new_game(dlg.choices())

    def start_new_game(self, choices: dict) -> None:
        self.model.new_game(choices["game"], choices["options"], choices["seats"])
        self.show_table()           # from the start page too (Game > New there)

    def open_dialog(self) -> None:
        with self.computer_held():
            if not self.maybe_save_changes("open"):
                return
            filters = (self.tr("Saved games (%1)").replace("%1", fileformat.open_patterns())
                       + ";;" + self.tr("All files (*)"))
            from PySide6.QtWidgets import QFileDialog

            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open Game"),
                                                  self._file_dir(), filters)
            if path:
                self.open_path(path, ask=False)

    def learn_to_play(self, game: str) -> bool:
        """Help > Learn to Play, or the start page's Learn to play: ``game``'s lessons."""
        return self.lessons.start(game)

    # ---- the start page (view/start_page.py) ---------------------------------------------
    def start_page_shown(self) -> bool:
        page = getattr(self, "start_page", None)    # (None while the window is being made)
        return page is not None and self.pages.currentWidget() is page

    def show_start_page(self) -> None:
        """Cover the table with the start page: the computer waits and the table's keys
        rest until :meth:`show_table`."""
        if not self.start_page_shown():
            self._start_page_release = self.hold_computer()
            if self.controller is not None:
                self.controller.table_left()    # a hidden hand is asked for again
            if self._privacy is not None:
                self._privacy.hide()    # shown again, if still needed, with the table
            self.pages.setCurrentWidget(self.start_page)
            self.update_actions()
            if self.status_bar_built():         # the table's texts are for the table
                self.status_label.setText("")
                super().statusBar().clearMessage()
                super().statusBar().hide()
        self.start_page.fill()

    def show_table(self) -> None:
        """The table again (after a game was chosen, or Resume on the table's game); built
        now if it is not yet."""
        if not self.start_page_shown():
            return
        self.ensure_table()
        self.pages.setCurrentWidget(self.splitter)
        self.statusBar().show()
        self.update_actions()
        release, self._start_page_release = self._start_page_release, None
        self.refresh()
        if release is not None:
            release()
        self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_undo_stack(self, _can: bool) -> None:
        if isValid(self.model.undo_stack):      # it says it is empty as it goes (model gone)
            self.update_actions()

    def update_actions(self) -> None:
        """Which of the game's actions work now, the one place that decides it: those on the
        table (undo, redo, hint, the View menu's) rest while the start page covers it; a
        review or a lesson (view/playback.py, view/lesson.py) leaves nothing to undo, redo,
        hint or review, and a lesson nothing to save. Called when the page, the review, the
        lesson or the undo stack changes."""
        m = self.model
        on_table = not self.start_page_shown()
        lesson = m.in_lesson()
        free = not m.is_reviewing() and not lesson
        for act in self.view_menu.actions():
            act.setEnabled(on_table)
        self.act_hint.setEnabled(on_table and free)
        self.act_undo.setEnabled(on_table and free and m.undo_stack.canUndo())
        self.act_redo.setEnabled(on_table and free and m.undo_stack.canRedo())
        self.act_review.setEnabled(free)
        self.act_save.setEnabled(not lesson)
        self.act_save_as.setEnabled(not lesson)

    def hold_computer(self):
        """While a question or a file dialog is open the computer does not move: a move of its
        could end the game under the question (stacking "Game over" on it) or make the answer
        wrong. Returns what lets it go on again (nothing, when it was waiting already, as
        after undo)."""
        if self.model.pause_computer():
            return self.model.resume_computer
        return lambda: None

    @contextlib.contextmanager
    def computer_held(self):
        """:meth:`hold_computer` for the length of a ``with`` block."""
        release = self.hold_computer()
        try:
            yield
        finally:
            release()

    def open_path(self, path: str, ask: bool = True) -> bool:
        """Open a saved game (Game > Open, or the desktop's double-click while running); a
        modified, unsaved game asks Save / Discard / Cancel first (``ask``)."""
        if ask:
            with self.computer_held():
                if not self.maybe_save_changes("open"):
                    return False
        try:
            self.model.load(path)
        except GameFileError as exc:      # tell the user; the model kept the current game
            self.show_file_error(self.tr("Could not open the game"), exc)
            return False
        self.show_table()           # opened from the start page too (Open, a double-click)
        return True

    def save(self) -> bool:
        path = self.model.file_path
        if not path:
            return self.save_as()
        return self.save_to(path)

    def save_as(self) -> bool:
        pattern = "*" + fileformat.GAME_FILE_SUFFIX
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save Game"), self._file_dir(),
                                              self.tr("Saved games (%1)").replace("%1", pattern))
        if not path:
            return False
        return self.save_to(fileformat.with_game_suffix(path))

    def save_to(self, path: str) -> bool:
        try:
            self.model.save(path)
        except GameFileError as exc:
            self.show_file_error(self.tr("Could not save the game"), exc)
            return False
        self.statusBar().showMessage(self.tr("Saved to %1").replace("%1", path), 4000)
        return True

    def _file_dir(self) -> str:
        path = self.model.file_path
        return os.path.dirname(path) if path else os.path.expanduser("~")

    def show_file_error(self, title: str, exc: GameFileError) -> None:
        """The message names the file; its full path (and the system's reason) is in the
        details, where a long path cannot widen the dialog."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, title, messages.file_error_message(exc),
                          QMessageBox.StandardButton.Ok, self)
        if exc.path:
            details = os.path.abspath(exc.path)
            if exc.code in ("unreadable", "unwritable") and exc.detail:
                details += "\n\n" + exc.detail
            box.setDetailedText(details)
        box.exec()

    def show_rules(self) -> None:
        """The rules of the game on the table, beside the table (not modal: a player may read
        and play, and switch the language, with it open)."""
        if not rules_text.has_rules(self.model.game):
            return
        dlg = self.rules_dialog
        if dlg is None or dlg.game != self.model.game:
            if dlg is not None:
                dlg.close()
            from . import dialogs

            dlg = dialogs.RulesDialog(self, self.model.game,
                                      title=self.controller_of(self.model.game).rules_title)
            dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
            self.rules_dialog = dlg
        dlg.show()
        dlg.raise_()
        dlg.activateWindow()

    # ---- unsaved changes ----------------------------------------------------------------
    def maybe_save_changes(self, action: str) -> bool:
        """Before ``action`` ("new", "open") replaces a modified, unsaved game: True to go on
        (saved, or discarded), False to stay (Cancel, or a Save that did not happen)."""
        if not self.model.is_modified():
            return True
        choice = self.ask_save_changes(action)
        if choice == "save":
            return self.save()           # Save As when untitled; cancelled there: stay
        return choice == "discard"

    def ask_save_changes(self, action: str) -> str:
        """The Save / Discard / Cancel question: "save", "discard" or "cancel"."""
        box, choices = self._save_changes_box(action)
        box.exec()
        box.deleteLater()
        return choices.get(box.clickedButton(), "cancel")

    def _save_changes_box(self, action: str) -> tuple:
        """The question for ``action`` ("new", "open", "quit") and its buttons' meanings.
        Quitting an unfinished game has a fourth answer, the autosave's: keep the game for the
        next start."""
        from PySide6.QtWidgets import QMessageBox

        SB = QMessageBox.StandardButton
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Unsaved changes"))
        quitting = action == "quit"
        # a finished game is not autosaved, nor any game once the autosave failed (the bar
        # said so): then there is nothing to keep for next time
        keeping = quitting and not self.model.game_over() and not self.model.autosave_failed
        if quitting:
            box.setText(self.tr("Save the changes to this game before quitting?"))
        else:
            box.setText(self.tr("Save the changes to this game first?"))
        if keeping:
            box.setInformativeText(self.tr(
                "Save: keep it in a file. Keep for Next Time: quit; the game is offered again "
                "at the next start. Discard: quit and throw the unsaved changes away. Cancel: "
                "go back to the game."))
        elif quitting:
            box.setInformativeText(self.tr(
                "Save: keep it in a file. Discard: quit and throw the unsaved changes away. "
                "Cancel: go back to the game."))
        else:
            box.setInformativeText(self.tr(
                "Save: keep it in a file first. Discard: throw the unsaved changes away. "
                "Cancel: go back to the game."))
        save = box.addButton(SB.Save)
        choices = {save: "save"}
        box.setDefaultButton(save)
        if keeping:
            keep = box.addButton(self.tr("&Keep for Next Time"),
                                 QMessageBox.ButtonRole.AcceptRole)
            choices[keep] = "keep"
            box.setDefaultButton(keep)
        choices[box.addButton(SB.Discard)] = "discard"
        cancel = box.addButton(SB.Cancel)
        choices[cancel] = "cancel"
        box.setEscapeButton(cancel)
        return box, choices

    def _on_close_answer(self, choice: str) -> bool:
        """The answer to the question closeEvent asked: Discard throws the autosave away too
        (the game is not offered again), Keep for Next Time leaves it, Cancel stays. True
        when the window closes."""
        if choice == "cancel" or (choice == "save" and not self.save()):
            return False
        if choice == "discard":
            self.model.discard_autosave()
        self._close_answered = True
        self.close()
        return True

    # ---- storage problems ---------------------------------------------------------------
    def show_storage_problem(self, kind: str) -> None:
        """Say once, in a bar above the table that stays until closed, that the autosave
        ("autosave") or the settings ("settings") cannot be written, and in which folder."""
        if kind in self.storage_problems:
            return
        self.storage_problems.append(kind)
        if kind == "autosave":
            folder = self.model.autosave.folder() or ""

            def text() -> str:
                return QCoreApplication.translate(
                    "MainWindow", "The game cannot be kept for next time: nothing can be "
                    "written in %1. Use Game → Save to keep it.").replace("%1", folder)
        else:
            s = self._settings()
            folder = s.location() if s is not None else ""

            def text() -> str:
                return QCoreApplication.translate(
                    "MainWindow", "Your settings cannot be stored in %1; they apply until the "
                    "app closes.").replace("%1", folder)
        self.show_in_bar(text)

    def show_in_bar(self, text) -> None:
        """Add a message to the bar above the table (``text``: a function giving it in the
        current language); the bar stays until closed."""
        if self.message_bar is None:
            self.message_bar = MessageBar(self)
            central = self.centralWidget()
            layout = central.layout() if central is not None else None
            assert isinstance(layout, QVBoxLayout)
            layout.insertWidget(0, self.message_bar)
            layout.setStretchFactor(self.pages, 1)   # the bar only as tall as its text
        self.message_bar.add(text)

    def _on_ai_failed(self, detail: str) -> None:
        """The computer's move failed (its bot raised, or chose an illegal move): say so in
        the bar instead of leaving its seat silently stalled; the detail goes to the log."""
        print(f"tabletop-gui: the computer could not move: {detail}", file=sys.stderr)
        self.show_in_bar(lambda: QCoreApplication.translate(
            "MainWindow", "The computer could not make its move and is waiting. Undo a move "
            "and play on, or start a new game."))

    def _on_hint_failed(self, _detail: str) -> None:
        self.statusBar().showMessage(self.tr("No hint this time: the computer found none."),
                                     6000)


class MessageBar(QFrame):
    """A non-modal bar above the table for problems the person should know about but that
    need no answer (an autosave or settings folder that cannot be written). It stays until
    closed and keeps its texts in the current language."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("messageBar")
        self.setStyleSheet("#messageBar { background: #fff3cd; border-bottom: 1px solid #d9b44a; }"
                           " #messageBar QLabel { color: #3d2f00; }")
        self._texts: list = []
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 4, 4)
        from PySide6.QtWidgets import QStyle  # (costly to load: not before the first paint)

        icon = QLabel()
        icon.setPixmap(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(20, 20))
        row.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row.addWidget(self.label, 1)
        self.close_button = QToolButton()
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.hide)
        row.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self._retranslate()

    def add(self, text) -> None:
        """Show one more message (``text``: a function giving it in the current language); one
        that says what is shown already only brings the bar back."""
        if text() not in (shown() for shown in self._texts):
            self._texts.append(text)
        self._retranslate()
        self.show()

    def text(self) -> str:
        return self.label.text()

    def changeEvent(self, ev) -> None:
        if ev.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(ev)

    def _retranslate(self) -> None:
        self.label.setText("\n".join(text() for text in self._texts))
        self.close_button.setToolTip(self.tr("Hide this message"))

