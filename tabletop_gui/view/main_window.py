"""The main window: the 3D table, the side panel, menus, the status line; wired to GameModel.

The window is the shell that composes its helpers, each of which asks it only what its own
host protocol names: the menus (:mod:`.window_menus`), the files and the unsaved-changes
question (:mod:`.file_flow`), the hints (:mod:`.hints`), the message bar (:mod:`.notices`),
the side panel (:mod:`.side_panel`), and over the table the game-over card
(:mod:`.game_over`), the playback bar (:mod:`.playback`) and the lessons (:mod:`.lesson`).
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QVBoxLayout, QWidget
from shiboken6 import isValid

from ..model import i18n
from ..model.games import game_names
from ..model.lazy_qt import Qt
from .start_page import StartPage
from .status import ElidedLabel, MessageBar, StatusLine, readable
from .table_parts import TablePart
from .window_helpers import WindowHelpers
from .window_menus import MENU_ACTIONS, MenuAction, WindowMenus
from .window_surface import input_events, make_table_page, restore_geometry, save_geometry

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent, QColor
    from PySide6.QtWidgets import (
        QAbstractButton,
        QGroupBox,
        QLabel,
        QLineEdit,
        QListView,
        QMessageBox,
        QSplitter,
        QStatusBar,
    )

    # the 3D table loads pyqtgraph, PyOpenGL and numpy: imported when the table is built, with
    # what lives on it; the dialogs when first opened (the start page paints sooner)
    from ..model import GameFileError
    from . import dialogs
    from .banner import TurnBanner
    from .board_view import BoardView
    from .game_over import Ending
    from .games import GameController
    from .lesson import Lessons
    from .playback import Playback
    from .privacy import PrivacyScreen
    from .side_panel import SidePanel

# the status line (one class with the start page's elided titles: :mod:`.status`)
StatusLabel = ElidedLabel


class MainWindow(QMainWindow, WindowHelpers):
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
    # the table beside its side panel (in self.table_page, made with the table)
    splitter: QSplitter
    # the side panel and its widgets (made with the table: side_panel.py)
    panel: SidePanel
    turn_label: QLabel
    game_panels: QStackedWidget
    move_list: QListView
    moves_box: QGroupBox
    notation: QLineEdit

    def __init__(self, model: Any, parent: QWidget | None = None,
                 languages: i18n.LanguageManager | None = None, table: bool = True) -> None:
        super().__init__(parent)
        self.model = model
        # one controller per game, made when the game first needs one (every game the model
        # knows, once the table is built, so each adds its View menu entries once); the
        # model's game's is the active one
        self.controllers: dict[str, GameController] = {}
        self.rules_dialog: dialogs.RulesDialog | None = None
        self.languages = languages or i18n.LanguageManager(self.settings(), self)
        self._retranslating = False
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

        # the table beside its side panel (self.splitter, built with the table: _build_table)
        # on a page of its own (window_surface.make_table_page)
        self.table_page = make_table_page()
        central = QWidget()
        central_layout = QVBoxLayout(central)
        central_layout.setContentsMargins(0, 0, 0, 0)
        # the start page and the table (with its panel), one at a time (see start_page.py)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.table_page)
        central_layout.addWidget(self.pages)
        self.setCentralWidget(central)
        # between two people's turns in a game with hidden hands: covers the table and the
        # panel (made with the table)
        self._privacy: PrivacyScreen | None = None
        self.status_line = StatusLine(self, self.start_page_shown)
        # the menus; the app's start makes their actions after the first paint (add_actions)
        self.menus = menus = WindowMenus(self, self.menuBar(), self, actions=table)
        (self.game_menu, self.view_menu, self.language_menu, self.help_menu) = (
            menus.game_menu, menus.view_menu, menus.language_menu, menus.help_menu)
        if table:
            self.add_actions()
        self.start_page = StartPage(self)
        # the app's start (no table yet) paints the games first, what can be continued after
        self.start_page.sections_after_paint = not table
        self.pages.addWidget(self.start_page)
        self._start_page_release: Callable[[], None] | None = None

        m = model
        m.gameStarted.connect(self.forget_turn)
        m.stateChanged.connect(self.refresh)
        m.stateChanged.connect(self.update_actions)    # a lesson or a review began or ended
        m.aiThinkingChanged.connect(self._on_thinking)
        m.modifiedChanged.connect(self._update_title)
        m.filePathChanged.connect(self._update_title)
        m.seatsChanged.connect(self.refresh)
        # (a method, not a lambda: Qt drops the connection with the window)
        m.undo_stack.canUndoChanged.connect(self._on_undo_stack)
        m.undo_stack.canRedoChanged.connect(self._on_undo_stack)
        if table:
            self._make_table(refresh=False)     # the first redraw follows (retranslate_ui)
            self.make_helpers()
        restore_geometry(self, self.settings())
        self.retranslate_ui()

    # ---- the table ----------------------------------------------------------------------
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
        self.make_helpers(table=True)
        self._building_table = True
        try:
            self._build_table()
        finally:
            self._building_table = False
        self.tableBuilt.emit()
        if refresh:
            self.refresh()

    def _build_table(self) -> None:
        from .game_over import Ending
        from .lesson import Lessons
        from .playback import Playback
        from .table_parts import build_table

        parts = build_table(self, events=self)     # (see eventFilter)
        self._privacy, self._board, self._banner = parts.privacy, parts.board, parts.banner
        self.panel = panel = parts.panel
        self.splitter = parts.splitter
        self.turn_label, self.game_panels = panel.turn_label, panel.game_panels
        self.move_list, self.moves_box, self.notation = (
            panel.move_list, panel.moves_box, panel.notation)
        for name in game_names():
            self.controller_of(name)
        # the end of a game (its card over the table) and the playback bar (review, watching);
        # made after the window's connections to the model, so they follow its redraw
        self._ending = ending = Ending(self)
        self._playback = Playback(self)
        # the keys on the table the window takes first: the review's, and Esc closing the
        # game-over card (when the table, not the card, has the keyboard)
        parts.board.key_hook = self._table_key
        # Learn to play: the lessons' bar over the table (view/lesson.py); the lesson's bar
        # says how a lesson's game ended, not the game-over card
        self._lessons = lessons = Lessons(self)
        lessons.endingShown.connect(ending.hide_card)
        self.update_actions()                   # the games' View menu entries too
        if self.model.is_thinking():
            parts.banner.set_thinking(True)

    def _table_key(self, key: int, act: bool = True) -> bool:
        """A key on the table before the game's: True when taken (``act`` False only
        asks)."""
        return (self.playback.bar.review_key(key, act) or self.ending.take_escape(key, act)
                or self._hint_key(key, act))

    def _hint_key(self, key: int, act: bool) -> bool:
        """H on the table once the game is over: Game > Hint is greyed, so its key would say
        nothing; the hints say why there is none."""
        m = self.model
        if key != Qt.Key.Key_H or not m.is_over() or m.is_reviewing() or m.in_lesson():
            return False
        if act:
            self.hints.ask()
        return True

    # the parts of the table (each built on first use, with the table: ensure_table): between
    # two people's turns in a game with hidden hands, the screen over the table and the panel;
    # whose turn and what to do now, over the table; the game-over card and its result button;
    # the review's and the watching's bar; Learn to play's lessons and their bar
    privacy: TablePart[PrivacyScreen] = TablePart()
    banner: TablePart[TurnBanner] = TablePart()
    ending: TablePart[Ending] = TablePart()
    playback: TablePart[Playback] = TablePart()
    lessons: TablePart[Lessons] = TablePart()

    @property
    def board(self) -> BoardView:
        """The 3D table (built on first use: :meth:`ensure_table`)."""
        return self.ensure_table()

    # ---- the games' controllers ---------------------------------------------------------
    @property
    def controller(self) -> GameController | None:
        """The active game's controller (None until the table is first drawn)."""
        turns = WindowHelpers.turns.made(self)
        return turns.controller if turns is not None else None

    def controller_of(self, game: str) -> GameController:
        """The controller of ``game``, made on first use (its panel joins the panel's stack,
        its View menu entries the View menu)."""
        ctl = self.controllers.get(game)
        if ctl is None:
            from .games import controller_for  # (with the table: not before the first paint)

            ctl = controller_for(game)(self)
            self.controllers[game] = ctl
            self.panel.add_game_page(ctl.panel)
            ctl.add_view_actions(self.view_menu)
            ctl.retranslate()
        return ctl

    def game_controllers(self) -> list[GameController]:
        """Every game's controller made so far."""
        return list(self.controllers.values())

    # ---- what a controller may ask (GameHost) -------------------------------------------
    def submit(self, notation: str) -> bool:
        return bool(self.model.try_move(notation))

    def show_turn(self, text: str, colour: str | None = None) -> None:
        self.turns.show_turn(text, colour)

    def show_banner(self, who: str, colour: QColor | str | None, instruction: str,
                    buttons: Sequence[QAbstractButton] = ()) -> None:
        self.turns.show_banner(who, colour, instruction, buttons)

    def hide_banner(self) -> None:
        self.turns.hide_banner()

    def hide_turn_banner(self) -> None:
        """The banner steps aside for now (the next redraw fills it again)."""
        self.banner.hide_for_game_over()

    # ---- what the turn's redraw asks (TurnHost) --------------------------------------------
    def game_activated(self, old: GameController | None, new: GameController) -> None:
        self.camera_memory.save()   # the camera the last game's table was left with
        self.camera_memory.to_restore = True    # once the game has drawn its table
        self.menus.act_rules.setEnabled(self.turns.rules_available())

    def turn_forgotten(self) -> None:
        self.hints.forget()

    def redrawn(self) -> None:
        if self.camera_memory.to_restore:
            self.camera_memory.restore()
        self._update_title()

    def set_status(self, text: str) -> None:
        self.status_label.setText(text)

    def show_message(self, text: str, timeout_ms: int = 0) -> None:
        self.statusBar().showMessage(text, timeout_ms)

    def show_feedback(self, text: str | Callable[[], str], timeout_ms: int = 0) -> None:
        from .feedback import show_feedback  # (a bubble by the table: feedback.py)
        show_feedback(self, text, timeout_ms)

    def set_notation_enabled(self, enabled: bool) -> None:
        self.notation.setEnabled(enabled)

    def set_notation(self, text: str) -> None:
        self.notation.setText(text)

    def settings(self) -> Any:
        return self.model.settings

    def lesson_refuses(self, part: str) -> bool:
        """A lesson judges the first part of a turn (see ``Lessons.refuses``): True when it
        refuses it; False outside lessons."""
        return self._lessons is not None and self._lessons.refuses(part)

    def hint_now(self) -> Any:
        """The move of the last hint while its position is on the table, else None."""
        return self.hints.hint_now()

    # ---- the status bar (status.py) --------------------------------------------------------
    @property
    def status_label(self) -> ElidedLabel:
        """The status line's text (made on first use, with the status bar)."""
        return self.status_line.label

    def statusBar(self) -> QStatusBar:
        """The status bar, with the status line in it (both made on first use)."""
        return self.status_line.bar()

    def status_bar_built(self) -> bool:
        return self.status_line.built()

    # ---- the message bar (notices.py) -----------------------------------------------------
    def place_message_bar(self, bar: MessageBar) -> None:
        central = self.centralWidget()
        layout = central.layout() if central is not None else None
        assert isinstance(layout, QVBoxLayout)
        layout.insertWidget(0, bar)
        layout.setStretchFactor(self.pages, 1)   # the bar only as tall as its text

    def show_storage_problem(self, kind: str) -> None:
        self.notices.show_storage_problem(kind)

    def show_in_bar(self, text: Callable[[], str]) -> None:
        self.notices.show_in_bar(text)

    # ---- the menus (window_menus.py) -------------------------------------------------------
    def shortcuts_pending(self) -> bool:
        return self.menus.shortcuts_pending()

    def add_actions(self) -> None:
        """The menus' actions, made now if not yet (the app's start: after the first paint);
        the window has them under the menus' names too (``act_new`` ...: ``MENU_ACTIONS``)."""
        self.menus.build_actions()
        for name in MENU_ACTIONS:
            setattr(self, name, getattr(self.menus, name))

    def add_shortcuts(self) -> None:
        """Give the menus' actions their keys (made first if not yet). The app calls this
        after the window's first paint: QKeySequence's Python type, with its standard keys,
        costs more than a bare window's whole paint there (a window made with its table has
        them at once)."""
        self.add_actions()
        self.menus.add_shortcuts()

    def update_actions(self) -> None:
        """Which of the game's actions work now (see ``WindowMenus.update_actions``)."""
        self.menus.update_actions()

    def set_language(self, code: str) -> None:
        self.menus.set_language(code)

    def ask_view(self, view: str) -> None:
        self.board.ask_view(view)

    def retranslate_ui(self) -> None:
        """Every text of the window in the current language (at start and on LanguageChange).
        Children with texts of their own retranslate themselves; the texts that depend on the
        game are computed afresh by :meth:`refresh`."""
        if self._retranslating:
            return
        self._retranslating = True
        try:
            if self._board is not None:
                self.panel.retranslate()
            self.menus.retranslate()
            self._update_title()        # (the start page's too: refresh waits for the table)
            if self._board is not None:
                # (the move list shows in the table's panel: built later, it asks afresh)
                self.model.move_list.retranslate()
            for ctl in self.controllers.values():
                ctl.retranslate()
            self.refresh()
        finally:
            self._retranslating = False

    # ---- settings -----------------------------------------------------------------------
    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:
        if obj is self._board and self.start_page_shown() and ev.type() in input_events():
            # the covered table takes no pointer, wheel or key (events sent to it directly, a
            # release of a press made before it was covered): the game it would go to may not
            # be the one its controller last drew
            return True
        if obj is self.table_page and ev.type() == QEvent.Type.Resize:
            if self._privacy is not None and self._privacy.isVisible():
                self._privacy.place()           # over the table, which moved or grew
        return super().eventFilter(obj, ev)

    def closeEvent(self, ev: QCloseEvent) -> None:
        """Quit (or the window's close button): a modified, unsaved game asks first
        (``FileFlow.close_refused``)."""
        if self.files.close_refused():
            ev.ignore()
            return
        save_geometry(self, self.settings())
        self.camera_memory.save()
        self.model.shutdown(2000)
        super().closeEvent(ev)

    # ---- showing the game ---------------------------------------------------------------
    def refresh(self) -> None:
        """The model's state changed: redraw the table (see ``TurnPresenter.refresh``)."""
        if not self.controllers:
            return                  # retranslated while being built: the first redraw follows
        self.turns.refresh()

    def _update_title(self) -> None:
        path = self.model.file_path
        name = readable(os.path.basename(path)) if path else self.tr("Untitled")
        self.setWindowTitle(self.tr("%1[*] — Tabletop").replace("%1", name))
        self.setWindowModified(bool(self.model.is_modified()))

    def needs_privacy(self) -> bool:
        return self.controller is not None and self.controller.needs_privacy()

    def play_notation(self, text: str) -> None:
        """Enter in the Move field: play it, and give the keyboard back to the table (H, Space,
        Tab); a refused move stays in the field to be corrected."""
        if self.needs_privacy():
            return
        if self.model.try_move(text):
            self.notation.clear()
            self.board.setFocus(Qt.FocusReason.OtherFocusReason)

    def forget_turn(self) -> None:
        """The turn, the game or the file changed (see ``TurnPresenter.forget_turn``)."""
        self.turns.forget_turn()

    def _on_thinking(self, thinking: bool) -> None:
        if self._banner is not None:            # else set when the table is built
            self._banner.set_thinking(thinking)
        self.refresh()

    # ---- hints (hints.py) ------------------------------------------------------------------
    @property
    def last_hint(self) -> tuple[Any, Any] | None:
        """(move, info) of the last hint shown."""
        return self.hints.last_hint

    def ask_hint(self) -> None:
        self.hints.ask()

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

    # ---- files and the unsaved-changes question (file_flow.py) ------------------------------
    def new_game_dialog(self) -> None:
        self.files.new_game_dialog()

    def start_new_game(self, choices: dict[str, Any]) -> None:
        self.files.start_new_game(choices)

    def open_dialog(self) -> None:
        self.files.open_dialog()

    def open_path(self, path: str, ask: bool = True) -> bool:
        return self.files.open_path(path, ask)

    def save(self) -> bool:
        return self.files.save()

    def save_as(self) -> bool:
        return self.files.save_as()

    def save_to(self, path: str) -> bool:
        return self.files.save_to(path)

    def show_file_error(self, title: str, exc: GameFileError) -> None:
        self.files.show_file_error(title, exc)

    def maybe_save_changes(self, action: str) -> bool:
        """Before ``action`` ("new", "open") replaces a modified, unsaved game: True to go on
        (saved, or discarded), False to stay."""
        return self.files.maybe_save_changes(action)

    def ask_save_changes(self, action: str) -> str:
        """The Save / Discard / Cancel question: "save", "discard" or "cancel"."""
        return self.files.ask_save_changes(action)

    @property
    def close_box(self) -> QMessageBox | None:
        """The question the window's close asked, while it is open."""
        return self.files.close_box

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
            self.status_line.leave_for_start_page()
        self.start_page.fill()

    def show_table(self) -> None:
        """The table again (after a game was chosen, or Resume on the table's game); built
        now if it is not yet."""
        if not self.start_page_shown():
            return
        self.ensure_table()
        self.pages.setCurrentWidget(self.table_page)
        self.statusBar().show()
        self.update_actions()
        release, self._start_page_release = self._start_page_release, None
        self.refresh()
        if release is not None:
            release()
        # the keyboard to the table, or to the hand-over card standing over it
        card = self.privacy
        (card if card.isVisible() else self.board).setFocus(Qt.FocusReason.OtherFocusReason)

    def _on_undo_stack(self, _can: bool) -> None:
        if isValid(self.model.undo_stack):      # it says it is empty as it goes (model gone)
            self.update_actions()

    def hold_computer(self) -> Callable[[], None]:
        """The computer waits while a question is open (``GameModel.hold_computer``)."""
        release: Callable[[], None] = self.model.hold_computer()
        return release

    def computer_held(self) -> contextlib.AbstractContextManager[None]:
        held: contextlib.AbstractContextManager[None] = self.model.computer_held()
        return held

    def show_rules(self) -> None:
        """The rules of the game on the table, beside the table (not modal: a player may read
        and play, and switch the language, with it open)."""
        from ..model import rules_text

        game = self.model.game
        if rules_text.has_rules(game):
            from .dialogs import show_rules

            self.rules_dialog = show_rules(self, self.rules_dialog, game,
                                           self.controller_of(game).rules_title)


for _name in MENU_ACTIONS:      # (read before the app's first step after the paint: made then)
    setattr(MainWindow, _name, MenuAction(_name))
